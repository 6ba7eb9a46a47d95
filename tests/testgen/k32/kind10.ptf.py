# PTF test for build/testgen/k32/kind10/main
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

logger = logging.getLogger('build/testgen/k32/kind10/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, 'build/testgen/k32/kind10/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('build/testgen/k32/kind10/main')

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
    # Current statement coverage: 0.082

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
    # Current statement coverage: 0.088

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
    # Current statement coverage: 0.094

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
    # Current statement coverage: 0.094

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
    # Current statement coverage: 0.094

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
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x63B66F62), ('P4rIngress.bitmap_seq.seq', 0xB05F9705)], 5200)
        self.setRegisterValue('P4rIngress.rounds', 0xB05F9705, 5200)
        self.setRegisterValue('P4rIngress.count', 0x1F, 5200)
        self.setRegisterValue('P4rIngress.exponent', 0x72, 5200)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5200)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x48B42685), ('P4rIngress.values_v0000.hi', 0x82F12FEF)], 5200)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6E9582B5), ('P4rIngress.values_v0001.hi', 0xB79227FE)], 5200)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x496D1B64), ('P4rIngress.values_v0010.hi', 0x5CADE58F)], 5200)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x4BFFF925), ('P4rIngress.values_v0011.hi', 0x76C59791)], 5200)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7A316190), ('P4rIngress.values_v0100.hi', 0x77EA5CA1)], 5200)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x6ADDD040), ('P4rIngress.values_v0101.hi', 0x59D129C2)], 5200)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x64539BBD), ('P4rIngress.values_v0110.hi', 0xA684B3A1)], 5200)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x71FB8E1B), ('P4rIngress.values_v0111.hi', 0x7F0B556F)], 5200)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x73C97823), ('P4rIngress.values_v1000.hi', 0x35572F29)], 5200)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5A2F117C), ('P4rIngress.values_v1001.hi', 0x74D5CCF6)], 5200)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7DBAAAF8), ('P4rIngress.values_v1010.hi', 0xB54D6B9F)], 5200)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x44776AC3), ('P4rIngress.values_v1011.hi', 0x7246FD39)], 5200)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x45AED4DD), ('P4rIngress.values_v1100.hi', 0xB26B6F99)], 5200)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x784EA9EF), ('P4rIngress.values_v1101.hi', 0x888F3099)], 5200)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x65EE3AB9), ('P4rIngress.values_v1110.hi', 0x1388FBFF)], 5200)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x62EECFBA), ('P4rIngress.values_v1111.hi', 0xB1C7D66D)], 5200)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3F23),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000062E),
                gc.DataTuple('slot_count', 0x00000F07),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x08D41EF0),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x017),
                gc.KeyTuple('src_addr', 0x4D6D2857),
                gc.KeyTuple('src_port', 0x1C21),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3F23),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0285),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4D\x6D\x28\x57\x00\x00\x00\x00\x1C\x21\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x3F\x23\x00\x10\x08\xD4\x1E\xF0\x0E\x22\x04\x9A\xB0\x5F\x97\x05\x00\x20\x00\x00\x5A\xAF\x01\x1D\xB3\x13\x1D\xB3\x4E\xD5\x1E\x4E\x94\x07\xB1\x1D\x73\x6B\x45\x2F\x5E\x8A\x27\x84\x53\xA1\xA5\xA3\x53\x93\xEB\xDD\x7C\xF3\x54\xDF\x57\xE2\x6E\x2B\x67\xF1\xEB\x88\x3A\x8B\x61\x26\x6D\xE5\xEC\x03\x93\xAE\x92\xA4\x79\x12\x41\x4F\x02\xC9\xEE\x69\x62\x80\xEA\x56\xAB\x67\xDE\x69\x71\x07\x56\x5A\x6C\x71\x9C\x47\x71\x5A\x04\xE1\x35\x5D\xA2\x31\x7A\x42\x5E\x4B\x5E\x64\x89\x5E\x7D\x26\x2B\x28\x9B\xC2\x84\x2D\x7F\x0E\xBC\x72\xD3\xB2\x4B\xD4\x55\xE5\x93\x1B\x0A\x57\x96\xDA\x64\x95\x9D\x0F\xAC\xAE\x14\x6B\x35\x96\x7D\xF8\x6A\xFA\xC5\x87\x67\xE5\x5A\x5E\x9B\x52\xFA\xFC\x45\x1A\x03\x5C\xE7\x76\x54\x1C\x09\xB5\x7A\x14\xF5\xFA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x4D\x6D\x28\x57\xBE\xEF\x1C\x21\x00\xA0\x00\x00\x50\x34\x02\x82\x3F\x23\x00\x10\x08\xD4\x1E\xF0\x0E\x22\x00\x9A\xB0\x5F\x97\x05\x00\x20\x00\x20\x7F\xFF\xFF\xFF\xB3\x13\x1D\xB3\x7F\xFF\xFF\xFF\x94\x07\xB1\x1D\x7F\xFF\xFF\xFF\x5E\x8A\x27\x84\x7F\xFF\xFF\xFF\x53\x93\xEB\xDD\x7F\xFF\xFF\xFF\x57\xE2\x6E\x2B\x7F\xFF\xFF\xFF\x3A\x8B\x61\x26\x7F\xFF\xFF\xFF\x93\xAE\x92\xA4\x7F\xFF\xFF\xFF\x02\xC9\xEE\x69\x7F\xFF\xFF\xFF\xAB\x67\xDE\x69\x7F\xFF\xFF\xFF\x6C\x71\x9C\x47\x7F\xFF\xFF\xFF\x35\x5D\xA2\x31\x7F\xFF\xFF\xFF\x5E\x64\x89\x5E\x7F\xFF\xFF\xFF\x9B\xC2\x84\x2D\x7F\xFF\xFF\xFF\xD3\xB2\x4B\xD4\x7F\xFF\xFF\xFF\x0A\x57\x96\xDA\x7F\xFF\xFF\xFF\xAC\xAE\x14\x6B\x35\x96\x7D\xF8\x6A\xFA\xC5\x87\x67\xE5\x5A\x5E\x9B\x52\xFA\xFC\x45\x1A\x03\x5C\xE7\x76\x54\x1C\x09\xB5\x7A\x14\xF5\xFA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xADE67D6D), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 3480)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 3480)
        self.setRegisterValue('P4rIngress.count', 0x1B, 3480)
        self.setRegisterValue('P4rIngress.exponent', 0x66, 3480)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3480)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5E6C3747), ('P4rIngress.values_v0000.hi', 0x2F41D38B)], 3480)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x71DCDCB3), ('P4rIngress.values_v0001.hi', 0x47D4AD25)], 3480)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x468B3C35), ('P4rIngress.values_v0010.hi', 0x502BF77B)], 3480)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7C9EC9E3), ('P4rIngress.values_v0011.hi', 0x5AA9AAB6)], 3480)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x406D7622), ('P4rIngress.values_v0100.hi', 0x30B03DCF)], 3480)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x553ADE8B), ('P4rIngress.values_v0101.hi', 0x6C24AA58)], 3480)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x57703EFC), ('P4rIngress.values_v0110.hi', 0x00000000)], 3480)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x55DD9309), ('P4rIngress.values_v0111.hi', 0xB11CBC01)], 3480)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x5F47345B), ('P4rIngress.values_v1000.hi', 0x49DCF4D9)], 3480)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x50ED69AD), ('P4rIngress.values_v1001.hi', 0x6B8FA57B)], 3480)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x46B44D7A), ('P4rIngress.values_v1010.hi', 0x71AE39AC)], 3480)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6B612851), ('P4rIngress.values_v1011.hi', 0xEA4D27D9)], 3480)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x476AEF84), ('P4rIngress.values_v1100.hi', 0xA15D231B)], 3480)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x759D6D4B), ('P4rIngress.values_v1101.hi', 0x5C8A2097)], 3480)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5B28BD9A), ('P4rIngress.values_v1110.hi', 0x67A83DA1)], 3480)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x5445ECF1), ('P4rIngress.values_v1111.hi', 0x1AC40B82)], 3480)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xDA03),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000003E5),
                gc.DataTuple('slot_count', 0x00001761),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x85736CEC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x029),
                gc.KeyTuple('src_addr', 0x61627BAB),
                gc.KeyTuple('src_port', 0x4129),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xDA03),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0159),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x61\x62\x7B\xAB\x00\x00\x00\x00\x41\x29\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xDA\x03\x00\x10\x85\x73\x6C\xEC\x09\xB3\x00\xCB\x80\x00\x00\x00\x00\x20\x00\x00\x40\x99\xF9\xD6\x7B\x56\xE9\xCA\x7A\x95\xE6\x53\x47\x7A\x9C\xA6\x4E\x6B\xA6\xD0\x56\x2D\xC4\x7D\x4B\xAA\xDC\x41\x42\x94\x58\xBB\x7B\xF6\x41\x35\x69\xF0\xD0\xD6\x64\x6C\xD6\xC3\xAD\xD4\xAE\x95\x53\x18\xB2\x01\x00\x00\x00\x00\x7C\x5C\xD7\xCC\xB6\xA6\xF6\x7D\x59\x03\xE6\x4F\x78\xC6\x17\x81\x79\x7D\xCE\x0F\x72\x3F\xE5\xC9\x74\xA1\x15\x17\x22\x6A\xA8\x74\x74\x6F\xC9\x56\xAB\x65\x12\x5B\x43\x2A\xE3\xC9\x39\x51\x6E\x11\x4D\xBD\x2C\xCC\x54\xD3\x6C\xB6\x71\x91\x47\x17\x60\xCF\x52\x8B\x55\xBF\xFA\x4D\x5B\xFC\x5F\x57\xCE\xC5\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3\xC0\xEC\x9D\xDA\xAF\xD2\xA9\xEC\xB2\xAC\x01\xD8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x61\x62\x7B\xAB\xBE\xEF\x41\x29\x00\xA0\x00\x00\x50\x34\x02\x82\xDA\x03\x00\x10\x85\x73\x6C\xEC\x09\xB3\x00\xCB\x80\x00\x00\x00\x00\x20\x00\x1C\x7F\xFF\xFF\xFF\x7B\x56\xE9\xCA\x7F\xFF\xFF\xFF\x47\x7A\x9C\xA6\x7F\xFF\xFF\xFF\x56\x2D\xC4\x7D\x7F\xFF\xFF\xFF\x42\x94\x58\xBB\x7F\xFF\xFF\xFF\x69\xF0\xD0\xD6\x7F\xFF\xFF\xFF\xAD\xD4\xAE\x95\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\xB6\xA6\xF6\x7D\x7F\xFF\xFF\xFF\x78\xC6\x17\x81\x7F\xFF\xFF\xFF\x72\x3F\xE5\xC9\x7F\xFF\xFF\xFF\x22\x6A\xA8\x74\x7F\xFF\xFF\xFF\xAB\x65\x12\x5B\x7F\xFF\xFF\xFF\x39\x51\x6E\x11\x7F\xFF\xFF\xFF\x54\xD3\x6C\xB6\x7F\xFF\xFF\xFF\x60\xCF\x52\x8B\x7F\xFF\xFF\xFF\x5B\xFC\x5F\x57\xCE\xC5\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3\xC0\xEC\x9D\xDA\xAF\xD2\xA9\xEC\xB2\xAC\x01\xD8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2CC45973), ('P4rIngress.bitmap_seq.seq', 0xE0D040C3)], 2924)
        self.setRegisterValue('P4rIngress.rounds', 0xE0D040C3, 2924)
        self.setRegisterValue('P4rIngress.count', 0x1B, 2924)
        self.setRegisterValue('P4rIngress.exponent', 0x7C, 2924)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2924)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x49C7733F), ('P4rIngress.values_v0000.hi', 0xAE4E439D)], 2924)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5986F762), ('P4rIngress.values_v0001.hi', 0x967D69C3)], 2924)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x52A03557), ('P4rIngress.values_v0010.hi', 0x5A6D7FE7)], 2924)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x61C04AED), ('P4rIngress.values_v0011.hi', 0x2F105FAF)], 2924)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6E004D34), ('P4rIngress.values_v0100.hi', 0x448D8B89)], 2924)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4D195B0A), ('P4rIngress.values_v0101.hi', 0x7967AB73)], 2924)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x55C5ED12), ('P4rIngress.values_v0110.hi', 0x0574D0EB)], 2924)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x533FEFCD), ('P4rIngress.values_v0111.hi', 0xE7A6F375)], 2924)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x5E1F8A0B), ('P4rIngress.values_v1000.hi', 0x80000000)], 2924)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x501B2C56), ('P4rIngress.values_v1001.hi', 0x584579BF)], 2924)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5A71F404), ('P4rIngress.values_v1010.hi', 0x3DF0EEFB)], 2924)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x788D90D5), ('P4rIngress.values_v1011.hi', 0xB987B747)], 2924)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x63D97303), ('P4rIngress.values_v1100.hi', 0x68F1058A)], 2924)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7BB1A6D5), ('P4rIngress.values_v1101.hi', 0x7B72231B)], 2924)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x63FE4293), ('P4rIngress.values_v1110.hi', 0xF7913BFF)], 2924)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x66C311C7), ('P4rIngress.values_v1111.hi', 0xF6491F09)], 2924)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x00D9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000005FB),
                gc.DataTuple('slot_count', 0x0000176E),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7FD430B4),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xE1578F79),
                gc.KeyTuple('src_port', 0xD5A8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x00D9),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x00BB),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE1\x57\x8F\x79\x00\x00\x00\x00\xD5\xA8\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x00\xD9\x00\x10\x7F\xD4\x30\xB4\x05\x71\x00\xE1\xE0\xD0\x40\xC3\x00\x20\x00\x00\x49\x67\xF2\x8B\x9E\xC5\x51\xD3\x53\x77\xF8\x2A\xCA\x00\x2E\xA9\x5C\xF2\xFE\x53\x3D\x6C\x2E\x2D\x5A\xB5\x19\x2E\x65\x98\x7C\x88\x7C\xB2\xF6\xB9\x47\xCC\xDA\x6A\x45\x7B\xD8\x30\x70\xE7\xEA\xE1\x49\x84\xAD\x1F\xDD\x7B\x18\xCF\x6A\xA3\xCB\x74\x35\x35\x53\x61\x48\x5C\xEB\x79\x28\xFA\xE1\xBF\x73\x85\x69\x77\x3F\x19\x3D\x11\x62\x75\xA3\x3B\x1D\x56\xCC\xF1\x58\xB6\x96\x29\x8F\x5E\x12\xD1\x7E\x5C\xE6\xDE\x36\x9A\xF5\xCB\x7A\x57\x4E\xB2\x27\x66\x6D\xC2\x5A\xCB\xF5\xD8\x67\x2B\x73\xE8\x4A\x4B\xB3\xF7\xCC\x1B\x6C\xB9\xC4\x6C\xD7\xF6\x98\x4D\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7\x9D\xA2\xAA\xDF\x4A\x23\x67\xD2\x3F\xF7\x75\x51\xBF\x50\x6A\xB1\x3F\x36\x2E\x52\x31\xED\xFA\x1E\x02\xC1\xF0\xB3\xDB\x17\x91\x76\x3F\x5D\xE6\x61\x5A\x38\xD4\x01'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE1\x57\x8F\x79\xBE\xEF\xD5\xA8\x00\xA0\x00\x00\x50\x34\x02\x82\x00\xD9\x00\x10\x7F\xD4\x30\xB4\x05\x71\x00\xE1\xE0\xD0\x40\xC3\x00\x20\x00\x1C\x7F\xFF\xFF\xFF\x9E\xC5\x51\xD3\x7F\xFF\xFF\xFF\xCA\x00\x2E\xA9\x7F\xFF\xFF\xFF\x3D\x6C\x2E\x2D\x7F\xFF\xFF\xFF\x65\x98\x7C\x88\x7F\xFF\xFF\xFF\x47\xCC\xDA\x6A\x7F\xFF\xFF\xFF\x70\xE7\xEA\xE1\x7F\xFF\xFF\xFF\xDD\x7B\x18\xCF\x7F\xFF\xFF\xFF\x35\x35\x53\x61\x7F\xFF\xFF\xFF\x28\xFA\xE1\xBF\x7F\xFF\xFF\xFF\x3F\x19\x3D\x11\x7F\xFF\xFF\xFF\x1D\x56\xCC\xF1\x7F\xFF\xFF\xFF\x8F\x5E\x12\xD1\x7F\xFF\xFF\xFF\x36\x9A\xF5\xCB\x7F\xFF\xFF\xFF\x27\x66\x6D\xC2\x7F\xFF\xFF\xFF\x67\x2B\x73\xE8\x7F\xFF\xFF\xFF\xCC\x1B\x6C\xB9\xC4\x6C\xD7\xF6\x98\x4D\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7\x9D\xA2\xAA\xDF\x4A\x23\x67\xD2\x3F\xF7\x75\x51\xBF\x50\x6A\xB1\x3F\x36\x2E\x52\x31\xED\xFA\x1E\x02\xC1\xF0\xB3\xDB\x17\x91\x76\x3F\x5D\xE6\x61\x5A\x38\xD4\x01'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x83D81346), ('P4rIngress.bitmap_seq.seq', 0x45830E22)], 4177)
        self.setRegisterValue('P4rIngress.rounds', 0x45830E22, 4177)
        self.setRegisterValue('P4rIngress.count', 0x1A, 4177)
        self.setRegisterValue('P4rIngress.exponent', 0x21, 4177)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4177)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7A7FC61C), ('P4rIngress.values_v0000.hi', 0x8F4F6A26)], 4177)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x41C2C74B), ('P4rIngress.values_v0001.hi', 0xB525302B)], 4177)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x790BD119), ('P4rIngress.values_v0010.hi', 0x1A1C9B79)], 4177)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x572E0612), ('P4rIngress.values_v0011.hi', 0x3E6A9C78)], 4177)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x644563D8), ('P4rIngress.values_v0100.hi', 0x7927ACB5)], 4177)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x6E3C9E68), ('P4rIngress.values_v0101.hi', 0x73B337BD)], 4177)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x51A4D725), ('P4rIngress.values_v0110.hi', 0x35F154DB)], 4177)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5E315306), ('P4rIngress.values_v0111.hi', 0xBAB773A3)], 4177)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x70BE6F06), ('P4rIngress.values_v1000.hi', 0x99A6A364)], 4177)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x796F6EE9), ('P4rIngress.values_v1001.hi', 0x99609FC9)], 4177)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5EA49940), ('P4rIngress.values_v1010.hi', 0x8F59B6E6)], 4177)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7CAB261D), ('P4rIngress.values_v1011.hi', 0x7CA96F66)], 4177)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6E8B1CC7), ('P4rIngress.values_v1100.hi', 0x5DAA1876)], 4177)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x56C40C57), ('P4rIngress.values_v1101.hi', 0x7B49B5F6)], 4177)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5ED2964B), ('P4rIngress.values_v1110.hi', 0xABA4DBE7)], 4177)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x72D6C8FE), ('P4rIngress.values_v1111.hi', 0x48539461)], 4177)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xFAC2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B21),
                gc.DataTuple('slot_count', 0x0000093C),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFA114FB3),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0x2EF4028B),
                gc.KeyTuple('src_port', 0x929F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xFAC2),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0273),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2E\xF4\x02\x8B\x00\x00\x00\x00\x92\x9F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xFA\xC2\x00\x10\xFA\x11\x4F\xB3\x05\x30\x06\xD0\x45\x83\x0E\x22\x00\x20\x00\x00\x66\xD3\xE6\x5D\xEA\x0B\x2F\x5A\x6D\x44\x7A\x97\xAC\x6C\x5C\xE7\x79\x94\xFC\x97\x6F\xBE\xDA\x3F\x47\xC7\x5F\x31\x57\xC3\xD8\x95\x6E\xC1\x61\x8E\x7E\xA8\x94\x29\x44\xFF\x93\x42\x55\xB1\x69\xAA\x77\xFE\xA6\x07\xEC\x59\x34\xD9\x46\x68\xF6\x32\x3C\xA2\x46\xFB\x66\xBA\x19\x11\xB3\xB3\xD7\x43\x7D\x26\x81\x3D\xBA\xAD\x22\xED\x40\xB0\x8D\xD6\xA4\x9E\x32\x73\x7A\x33\xA6\xFD\x48\xE8\xFF\xD3\x70\xFD\x3D\xA5\x46\x0B\x59\x4F\x73\x47\xA6\x38\x19\x8F\x47\x4F\x62\xD2\x2F\xE2\xC1\xE7\xCD\xCF\x46\xF4\x4E\xAF\x7B\xD5\x6D\x2D\x35\xF2\x8E\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6\x28\xEA\xDB\xA1\xC5\xD8\x7A\x34\xF9\xDD\xFD\x7D\x60\x39\xE1\xDF\x20\x4F\x4E\x2D\x11\x66\x64\x97\x7A\x60\x42\x92\x07\x3C\xAB\x8D\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75\x9E\x2E\x97\xB3\x6F\x70\x36\x15\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44\x24\x7C\x14\xE9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2E\xF4\x02\x8B\xBE\xEF\x92\x9F\x00\xA0\x00\x00\x50\x34\x02\x82\xFA\xC2\x00\x10\xFA\x11\x4F\xB3\x05\x30\x00\xD0\x45\x83\x0E\x22\x00\x20\x00\x1B\x7F\xFF\xFF\xFF\xEA\x0B\x2F\x5A\x7F\xFF\xFF\xFF\xAC\x6C\x5C\xE7\x7F\xFF\xFF\xFF\x6F\xBE\xDA\x3F\x7F\xFF\xFF\xFF\x57\xC3\xD8\x95\x7F\xFF\xFF\xFF\x7E\xA8\x94\x29\x7F\xFF\xFF\xFF\x55\xB1\x69\xAA\x7F\xFF\xFF\xFF\xEC\x59\x34\xD9\x7F\xFF\xFF\xFF\x3C\xA2\x46\xFB\x7F\xFF\xFF\xFF\xB3\xB3\xD7\x43\x7F\xFF\xFF\xFF\xBA\xAD\x22\xED\x7F\xFF\xFF\xFF\xA4\x9E\x32\x73\x7F\xFF\xFF\xFF\x48\xE8\xFF\xD3\x7F\xFF\xFF\xFF\x46\x0B\x59\x4F\x7F\xFF\xFF\xFF\x19\x8F\x47\x4F\x7F\xFF\xFF\xFF\xC1\xE7\xCD\xCF\x7F\xFF\xFF\xFF\x7B\xD5\x6D\x2D\x35\xF2\x8E\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6\x28\xEA\xDB\xA1\xC5\xD8\x7A\x34\xF9\xDD\xFD\x7D\x60\x39\xE1\xDF\x20\x4F\x4E\x2D\x11\x66\x64\x97\x7A\x60\x42\x92\x07\x3C\xAB\x8D\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75\x9E\x2E\x97\xB3\x6F\x70\x36\x15\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44\x24\x7C\x14\xE9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB11422C7), ('P4rIngress.bitmap_seq.seq', 0x8922CEDD)], 6887)
        self.setRegisterValue('P4rIngress.rounds', 0x8922CEDD, 6887)
        self.setRegisterValue('P4rIngress.count', 0x1E, 6887)
        self.setRegisterValue('P4rIngress.exponent', 0xB2, 6887)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6887)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6D681B7A), ('P4rIngress.values_v0000.hi', 0x94A17B6F)], 6887)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7CB54294), ('P4rIngress.values_v0001.hi', 0x9B986745)], 6887)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x593C4439), ('P4rIngress.values_v0010.hi', 0x3CA7CABB)], 6887)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x63B77986), ('P4rIngress.values_v0011.hi', 0x64F63D9F)], 6887)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7AF1466B), ('P4rIngress.values_v0100.hi', 0x53B69A1E)], 6887)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5A7F9DC6), ('P4rIngress.values_v0101.hi', 0x3492FB06)], 6887)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x555FA5F5), ('P4rIngress.values_v0110.hi', 0x00000000)], 6887)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x60A4695B), ('P4rIngress.values_v0111.hi', 0x498AC5FD)], 6887)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4E6B9D37), ('P4rIngress.values_v1000.hi', 0x54FC37E5)], 6887)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x714B42F1), ('P4rIngress.values_v1001.hi', 0x4C141D70)], 6887)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x61564B5B), ('P4rIngress.values_v1010.hi', 0x4B552E01)], 6887)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x62E8DAEA), ('P4rIngress.values_v1011.hi', 0x917D3CAD)], 6887)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4712D40A), ('P4rIngress.values_v1100.hi', 0x8E7529C0)], 6887)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x61943849), ('P4rIngress.values_v1101.hi', 0x3DEDB1DE)], 6887)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5BE0C6C4), ('P4rIngress.values_v1110.hi', 0xBD7AA9A0)], 6887)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x76267D21), ('P4rIngress.values_v1111.hi', 0x56AC7DEF)], 6887)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5635),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AE7),
                gc.DataTuple('slot_count', 0x00001321),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x24845089),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01D),
                gc.KeyTuple('src_addr', 0x5A06E78B),
                gc.KeyTuple('src_port', 0x6246),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5635),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x029F),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5A\x06\xE7\x8B\x00\x00\x00\x00\x62\x46\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x56\x35\x00\x10\x24\x84\x50\x89\x10\x00\x00\xC9\x89\x22\xCE\xDD\x00\x20\x00\x00\x66\x4F\xF1\x60\xD2\x7D\x12\x62\x48\xA5\x4A\x5C\xBE\xFB\xBE\xD6\x70\xE7\x9F\x63\x78\x10\x1C\xC9\x54\xB2\x55\xCD\x69\xB7\x4C\x97\x6A\x47\x9B\x7B\x41\x2C\x5D\x64\x69\x36\x55\x55\x95\x96\x95\xC7\x7A\x4F\xCD\x87\x79\x87\xC8\xB3\x54\x6D\x3D\xD9\x5A\x86\xCB\xD4\x48\xCA\x02\xA7\xDD\xF9\xD6\x5F\x4D\x39\x73\xC0\x40\x91\xD3\x74\x7D\x1B\x36\x57\x43\x4B\x77\x8B\x6F\x63\x3C\xA6\xBE\xC2\x5A\x17\x54\xD4\x53\xB7\xEC\x59\x73\x91\x74\xCF\xB5\xC8\x48\xD4\x60\x34\x6B\xFE\x64\x51\xED\x6B\xCB\xDF\x44\x27\xC5\x36\x35\x4A\x0E\x42\xD5\xCA\x7D\xAD\x05\x0E\x5F\x42\x5B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x5A\x06\xE7\x8B\xBE\xEF\x62\x46\x00\xA0\x00\x00\x50\x34\x02\x82\x56\x35\x00\x10\x24\x84\x50\x89\x10\x00\x00\xC9\x89\x22\xCE\xDD\x00\x20\x00\x1F\x7F\xFF\xFF\xFF\xD2\x7D\x12\x62\x7F\xFF\xFF\xFF\xBE\xFB\xBE\xD6\x7F\xFF\xFF\xFF\x78\x10\x1C\xC9\x7F\xFF\xFF\xFF\x69\xB7\x4C\x97\x7F\xFF\xFF\xFF\x41\x2C\x5D\x64\x7F\xFF\xFF\xFF\x95\x96\x95\xC7\x7F\xFF\xFF\xFF\x79\x87\xC8\xB3\x7F\xFF\xFF\xFF\x5A\x86\xCB\xD4\x7F\xFF\xFF\xFF\xDD\xF9\xD6\x5F\x7F\xFF\xFF\xFF\x40\x91\xD3\x74\x7F\xFF\xFF\xFF\x43\x4B\x77\x8B\x7F\xFF\xFF\xFF\xBE\xC2\x5A\x17\x7F\xFF\xFF\xFF\xEC\x59\x73\x91\x7F\xFF\xFF\xFF\x48\xD4\x60\x34\x7F\xFF\xFF\xFF\xED\x6B\xCB\xDF\x7F\xFF\xFF\xFF\x35\x4A\x0E\x42\xD5\xCA\x7D\xAD\x05\x0E\x5F\x42\x5B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE7DA7715), ('P4rIngress.bitmap_seq.seq', 0x6D1C9393)], 4179)
        self.setRegisterValue('P4rIngress.rounds', 0x6D1C9393, 4179)
        self.setRegisterValue('P4rIngress.count', 0x1F, 4179)
        self.setRegisterValue('P4rIngress.exponent', 0x33, 4179)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4179)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x43D5D5F7), ('P4rIngress.values_v0000.hi', 0x737D4516)], 4179)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x51415767), ('P4rIngress.values_v0001.hi', 0x1E07AA7E)], 4179)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x57B8B7E9), ('P4rIngress.values_v0010.hi', 0x5823AE5A)], 4179)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x56C2346D), ('P4rIngress.values_v0011.hi', 0x799411B2)], 4179)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x50332C71), ('P4rIngress.values_v0100.hi', 0x6902FEAA)], 4179)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5FC49F2B), ('P4rIngress.values_v0101.hi', 0xD9B72054)], 4179)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x5FC17438), ('P4rIngress.values_v0110.hi', 0xE18B100B)], 4179)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x4B18A613), ('P4rIngress.values_v0111.hi', 0xC98ACAF7)], 4179)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4868A955), ('P4rIngress.values_v1000.hi', 0x542135AC)], 4179)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x477E7727), ('P4rIngress.values_v1001.hi', 0x440ABD6B)], 4179)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5AEF21D3), ('P4rIngress.values_v1010.hi', 0xA5E3F8AF)], 4179)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x513C0A7B), ('P4rIngress.values_v1011.hi', 0x5823117F)], 4179)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x568E24FC), ('P4rIngress.values_v1100.hi', 0x6FDCA5AF)], 4179)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5D9F6924), ('P4rIngress.values_v1101.hi', 0xD83EB3FB)], 4179)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x76B0ED95), ('P4rIngress.values_v1110.hi', 0x5E39304C)], 4179)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6F539BCE), ('P4rIngress.values_v1111.hi', 0xD21D759A)], 4179)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x826A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008D7),
                gc.DataTuple('slot_count', 0x0000125D),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD85068A5),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0x433E48A2),
                gc.KeyTuple('src_port', 0xC88D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x826A),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x035C),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x43\x3E\x48\xA2\x00\x00\x00\x00\xC8\x8D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x82\x6A\x00\x10\xD8\x50\x68\xA5\x07\x7C\x02\x85\x6D\x1C\x93\x93\x00\x20\x00\x00\x6F\x88\xB9\xC6\x6C\x29\x65\xCC\x6B\x15\x5F\xEB\x7A\x45\x5D\x8D\x72\x3E\xF0\xFA\x28\x32\xAA\x5B\x6E\x39\xCA\x93\x44\x34\x87\x36\x45\xFB\x62\x13\x66\xD1\xD3\x7E\x52\xA8\xAF\x2B\x96\x94\x6F\xF9\x5A\x6B\x1B\x77\x86\xBF\xDE\xEB\x68\x7F\xA7\x53\x04\xF0\xCA\xF5\x7B\xF0\x24\xB5\x64\xD2\x3B\xB6\x4C\xAE\x76\x1C\x6B\x51\xB7\x89\x5B\x62\xDD\x41\xBD\x0B\x80\xE8\x66\xF9\x8C\xC6\x5E\xD4\xCD\x65\x6E\x26\x66\x89\x67\xC8\x2D\x2F\x72\x7E\x77\x24\x80\x5D\x21\x39\x6E\x6E\x0B\xD4\xCC\x26\x53\x5F\x61\x57\x11\xEA\x89\x06\xA5\x31\xAF\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x43\x3E\x48\xA2\xBE\xEF\xC8\x8D\x00\xA0\x00\x00\x50\x34\x02\x82\x82\x6A\x00\x10\xD8\x50\x68\xA5\x07\x7C\x00\x85\x6D\x1C\x93\x93\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x6C\x29\x65\xCC\x7F\xFF\xFF\xFF\x7A\x45\x5D\x8D\x7F\xFF\xFF\xFF\x28\x32\xAA\x5B\x7F\xFF\xFF\xFF\x44\x34\x87\x36\x7F\xFF\xFF\xFF\x66\xD1\xD3\x7E\x7F\xFF\xFF\xFF\x96\x94\x6F\xF9\x7F\xFF\xFF\xFF\x86\xBF\xDE\xEB\x7F\xFF\xFF\xFF\x04\xF0\xCA\xF5\x7F\xFF\xFF\xFF\x64\xD2\x3B\xB6\x7F\xFF\xFF\xFF\x6B\x51\xB7\x89\x7F\xFF\xFF\xFF\xBD\x0B\x80\xE8\x7F\xFF\xFF\xFF\x5E\xD4\xCD\x65\x7F\xFF\xFF\xFF\x67\xC8\x2D\x2F\x7F\xFF\xFF\xFF\x80\x5D\x21\x39\x7F\xFF\xFF\xFF\xCC\x26\x53\x5F\x7F\xFF\xFF\xFF\x89\x06\xA5\x31\xAF\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x53F27991), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 7674)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 7674)
        self.setRegisterValue('P4rIngress.count', 0x1A, 7674)
        self.setRegisterValue('P4rIngress.exponent', 0x75, 7674)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 7674)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6C16E9DE), ('P4rIngress.values_v0000.hi', 0xDA23BE56)], 7674)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x56D950B6), ('P4rIngress.values_v0001.hi', 0xC1AC02E1)], 7674)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4579CCD1), ('P4rIngress.values_v0010.hi', 0x78676F27)], 7674)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x67D9A963), ('P4rIngress.values_v0011.hi', 0x79133F8B)], 7674)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6DB4B982), ('P4rIngress.values_v0100.hi', 0x4D3C895B)], 7674)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x627A95AE), ('P4rIngress.values_v0101.hi', 0x6B68AEFE)], 7674)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x697631E6), ('P4rIngress.values_v0110.hi', 0xD84E2738)], 7674)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6CCE23E3), ('P4rIngress.values_v0111.hi', 0x55E330FB)], 7674)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x7A555F5E), ('P4rIngress.values_v1000.hi', 0xE5EE75CB)], 7674)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x51CB22B3), ('P4rIngress.values_v1001.hi', 0x5597BA47)], 7674)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x452F65FD), ('P4rIngress.values_v1010.hi', 0xCB7B3A29)], 7674)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7CD78DE9), ('P4rIngress.values_v1011.hi', 0x00000000)], 7674)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6F0F17AF), ('P4rIngress.values_v1100.hi', 0x8B676D98)], 7674)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x4466AC13), ('P4rIngress.values_v1101.hi', 0x4A6DC5AB)], 7674)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5466DB3F), ('P4rIngress.values_v1110.hi', 0x9569A737)], 7674)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6F082936), ('P4rIngress.values_v1111.hi', 0x6C2B0D96)], 7674)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF95F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001D67),
                gc.DataTuple('slot_count', 0x000000E7),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2D3FFFFD),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x022),
                gc.KeyTuple('src_addr', 0x5F3A68AB),
                gc.KeyTuple('src_port', 0x17BB),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF95F),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x027B),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5F\x3A\x68\xAB\x00\x00\x00\x00\x17\xBB\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF9\x5F\x00\x10\x2D\x3F\xFF\xFD\x00\x93\x06\xC9\x00\x00\x00\x00\x00\x20\x00\x00\x44\x5C\x29\xFD\x8E\x6F\x17\xFA\x40\xA9\xA3\x93\xB1\x19\x9A\x3B\x7E\xA1\x16\xCA\x3C\x83\x03\x14\x54\x54\xB1\x76\x5F\x37\x48\xA5\x6D\xB7\x09\x6D\x5C\x0F\x83\x6C\x7B\xA6\xA6\xC3\x49\x63\x4D\xAE\x7E\x78\x07\x6C\x57\xF4\xB2\xA1\x79\x96\x3F\xC2\x15\x3B\xA9\x72\x5B\x99\x07\x5D\x2F\xA5\xE5\x37\x5B\x68\x6C\xB7\x69\x72\x97\x31\x7F\x26\x2A\xB2\x5C\xD3\xC7\xAD\x44\xD1\x1C\x94\x00\x00\x00\x00\x75\x2D\x2A\xCA\xDB\xF3\x68\xC8\x51\x32\x8C\xD3\x59\x3E\xBD\x2E\x78\xF3\xC3\x2C\x2D\x49\x67\x56\x5D\xD3\xBB\x25\xE7\x73\x77\x07\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A\x18\x4E\x1F\x96\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11\x8C\x2E\xF4\x07\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x5F\x3A\x68\xAB\xBE\xEF\x17\xBB\x00\xA0\x00\x00\x50\x34\x02\x82\xF9\x5F\x00\x10\x2D\x3F\xFF\xFD\x00\x93\x00\xC9\x00\x00\x00\x00\x00\x20\x00\x1B\x7F\xFF\xFF\xFF\x8E\x6F\x17\xFA\x7F\xFF\xFF\xFF\xB1\x19\x9A\x3B\x7F\xFF\xFF\xFF\x3C\x83\x03\x14\x7F\xFF\xFF\xFF\x5F\x37\x48\xA5\x7F\xFF\xFF\xFF\x5C\x0F\x83\x6C\x7F\xFF\xFF\xFF\x49\x63\x4D\xAE\x7F\xFF\xFF\xFF\x57\xF4\xB2\xA1\x7F\xFF\xFF\xFF\x15\x3B\xA9\x72\x7F\xFF\xFF\xFF\x2F\xA5\xE5\x37\x7F\xFF\xFF\xFF\x69\x72\x97\x31\x7F\xFF\xFF\xFF\x5C\xD3\xC7\xAD\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\xDB\xF3\x68\xC8\x7F\xFF\xFF\xFF\x59\x3E\xBD\x2E\x7F\xFF\xFF\xFF\x2D\x49\x67\x56\x7F\xFF\xFF\xFF\xE7\x73\x77\x07\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A\x18\x4E\x1F\x96\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11\x8C\x2E\xF4\x07\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5CAA86E1), ('P4rIngress.bitmap_seq.seq', 0x24B32E7E)], 4405)
        self.setRegisterValue('P4rIngress.rounds', 0x24B32E7E, 4405)
        self.setRegisterValue('P4rIngress.count', 0x09, 4405)
        self.setRegisterValue('P4rIngress.exponent', 0x4C, 4405)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4405)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x57DB7263), ('P4rIngress.values_v0000.hi', 0xE1274C77)], 4405)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x4B54690F), ('P4rIngress.values_v0001.hi', 0x85CA9A3A)], 4405)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7DD13FBB), ('P4rIngress.values_v0010.hi', 0x1FEB16D0)], 4405)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7CAEEF06), ('P4rIngress.values_v0011.hi', 0x555185CD)], 4405)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x762CA0DD), ('P4rIngress.values_v0100.hi', 0x39B0D142)], 4405)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x40A81FBF), ('P4rIngress.values_v0101.hi', 0x795DE6D7)], 4405)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x4CEF408B), ('P4rIngress.values_v0110.hi', 0xAEB478FD)], 4405)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x64CDE391), ('P4rIngress.values_v0111.hi', 0xBDD25887)], 4405)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x66C0A23C), ('P4rIngress.values_v1000.hi', 0xE997EC16)], 4405)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x409CB388), ('P4rIngress.values_v1001.hi', 0x5076497D)], 4405)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6A4D1E7C), ('P4rIngress.values_v1010.hi', 0x00000000)], 4405)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6372E432), ('P4rIngress.values_v1011.hi', 0x4E20BD6D)], 4405)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x48B4F2A4), ('P4rIngress.values_v1100.hi', 0xB8132338)], 4405)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5144692F), ('P4rIngress.values_v1101.hi', 0x73F74736)], 4405)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6FC68CC5), ('P4rIngress.values_v1110.hi', 0xCA9ECEAF)], 4405)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x7C8A83E0), ('P4rIngress.values_v1111.hi', 0xB7A5684F)], 4405)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6EB9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000028),
                gc.DataTuple('slot_count', 0x00001C61),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE8CBCB7C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0x02A78A47),
                gc.KeyTuple('src_port', 0x238E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6EB9),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0307),
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
        ig_port = 1
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x02\xA7\x8A\x47\x00\x00\x00\x00\x23\x8E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x6E\xB9\x00\x10\xE8\xCB\xCB\x7C\x11\x0D\x02\xA8\x24\xB3\x2E\x7E\x00\x20\x00\x00\x47\x0B\x87\x53\x95\x61\x89\x63\x4C\xEF\x4A\x31\x9C\xDC\xF5\x31\x6A\x2C\x14\xAB\x7D\xA6\x3D\x72\x41\x33\x0F\xB9\x33\xDB\xF3\xB1\x78\x0D\xA6\xDB\x7A\x54\x17\x4E\x40\xAD\x73\xC8\x51\x19\xE2\x8E\x6D\x07\xFF\xCD\x2E\x5F\x9A\x13\x7A\xBD\x2D\x41\x2C\xD6\xCF\xA5\x68\xA5\x9A\xF3\x3D\xB4\xA3\xAD\x62\x24\x99\xD9\x3A\x87\x5D\xD9\x75\x5F\x3A\x50\x00\x00\x00\x00\x5F\x40\x9F\xAB\x9B\xBD\xC0\x0E\x72\xE2\x9E\xD5\xAE\x19\xE9\x2B\x6B\x67\xD6\xCA\x6C\x90\x67\x18\x7B\xAC\xF9\xCD\xC9\x76\xDE\xA9\x5D\x9F\x80\x37\x93\xBD\x98\xBB\x40\x6B\x6C\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C\xD0\x13\x82\xD3\x92\xC1\xF8\xB4\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6\x29\x11\xC4\xEA\xE8\xC8\xAB\xAC\x21\x97\x3C\x22\x6E\xD7\xE0\x55\x20\x20\x82\xEA\x21\xC0\x54\x9C\xF3\x35\x47\x4B\xA7\xFE\xA5\x23\x1A\x71\xD8\x2A\x74\xFB\xB4\x4D\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E\x50\x35\xF9\xFD\x38\xB3\x0C\x43\x43\x11\xE8\x15\xAC\xCA\xF0\x6A\x59\xB7\x5E\x12\x58\x7F\xB7\xD7\x99\x3C\x91\xB5\x6D\x25\x27\x08\x98\x06\x28\xBB\xD4\x00\xAD\xD7\x11\xD8\x0B\xF6\x71\xB1\xA8\xA4\x76\xD7\xF9\x89\x75\x15\x8E\x86\x0A\x43\xB0\xAA\x52\xFA\xBE\x35\xF3\x30\x40\xD5\x9D\x26\xA7\xC1\xA1\x32\x25\x5B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x02\xA7\x8A\x47\xBE\xEF\x23\x8E\x00\xA0\x00\x00\x50\x34\x02\x82\x6E\xB9\x00\x10\xE8\xCB\xCB\x7C\x11\x0D\x00\xA8\x24\xB3\x2E\x7E\x00\x20\x00\x0A\x7F\xFF\xFF\xFF\x95\x61\x89\x63\x7F\xFF\xFF\xFF\x9C\xDC\xF5\x31\x7F\xFF\xFF\xFF\x7D\xA6\x3D\x72\x7F\xFF\xFF\xFF\x33\xDB\xF3\xB1\x7F\xFF\xFF\xFF\x7A\x54\x17\x4E\x7F\xFF\xFF\xFF\x51\x19\xE2\x8E\x7F\xFF\xFF\xFF\x2E\x5F\x9A\x13\x7F\xFF\xFF\xFF\x2C\xD6\xCF\xA5\x7F\xFF\xFF\xFF\x3D\xB4\xA3\xAD\x7F\xFF\xFF\xFF\x3A\x87\x5D\xD9\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x9B\xBD\xC0\x0E\x7F\xFF\xFF\xFF\xAE\x19\xE9\x2B\x7F\xFF\xFF\xFF\x6C\x90\x67\x18\x7F\xFF\xFF\xFF\xC9\x76\xDE\xA9\x7F\xFF\xFF\xFF\x93\xBD\x98\xBB\x40\x6B\x6C\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C\xD0\x13\x82\xD3\x92\xC1\xF8\xB4\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6\x29\x11\xC4\xEA\xE8\xC8\xAB\xAC\x21\x97\x3C\x22\x6E\xD7\xE0\x55\x20\x20\x82\xEA\x21\xC0\x54\x9C\xF3\x35\x47\x4B\xA7\xFE\xA5\x23\x1A\x71\xD8\x2A\x74\xFB\xB4\x4D\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E\x50\x35\xF9\xFD\x38\xB3\x0C\x43\x43\x11\xE8\x15\xAC\xCA\xF0\x6A\x59\xB7\x5E\x12\x58\x7F\xB7\xD7\x99\x3C\x91\xB5\x6D\x25\x27\x08\x98\x06\x28\xBB\xD4\x00\xAD\xD7\x11\xD8\x0B\xF6\x71\xB1\xA8\xA4\x76\xD7\xF9\x89\x75\x15\x8E\x86\x0A\x43\xB0\xAA\x52\xFA\xBE\x35\xF3\x30\x40\xD5\x9D\x26\xA7\xC1\xA1\x32\x25\x5B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9162CAC1), ('P4rIngress.bitmap_seq.seq', 0xBA4A9800)], 2157)
        self.setRegisterValue('P4rIngress.rounds', 0xBA4A9800, 2157)
        self.setRegisterValue('P4rIngress.count', 0x19, 2157)
        self.setRegisterValue('P4rIngress.exponent', 0xBE, 2157)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2157)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7B0B3AD8), ('P4rIngress.values_v0000.hi', 0x72D395E9)], 2157)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x4C98C436), ('P4rIngress.values_v0001.hi', 0x3EFA26D7)], 2157)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6F73CE9B), ('P4rIngress.values_v0010.hi', 0x62B66ED5)], 2157)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x69957E87), ('P4rIngress.values_v0011.hi', 0x2B3885FA)], 2157)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7DD8FAFD), ('P4rIngress.values_v0100.hi', 0x283F3F95)], 2157)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x41E30F7F), ('P4rIngress.values_v0101.hi', 0xD17A9B09)], 2157)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x4267FFF6), ('P4rIngress.values_v0110.hi', 0x6212BD11)], 2157)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x50E4F17B), ('P4rIngress.values_v0111.hi', 0xE5746091)], 2157)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x7E0D29D2), ('P4rIngress.values_v1000.hi', 0xAB1D759C)], 2157)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7D9696C8), ('P4rIngress.values_v1001.hi', 0xE9197ACE)], 2157)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5C69A66B), ('P4rIngress.values_v1010.hi', 0xDA1ECAA7)], 2157)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x4CA09B85), ('P4rIngress.values_v1011.hi', 0xA616CD8D)], 2157)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x759759C4), ('P4rIngress.values_v1100.hi', 0x4A03F2AE)], 2157)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x74799887), ('P4rIngress.values_v1101.hi', 0x4E083514)], 2157)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x58310765), ('P4rIngress.values_v1110.hi', 0xB668D9E7)], 2157)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x53E6215D), ('P4rIngress.values_v1111.hi', 0x4449B64A)], 2157)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD8EC),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006D1),
                gc.DataTuple('slot_count', 0x00000C4D),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x28A85B0A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x022),
                gc.KeyTuple('src_addr', 0x1E36BA35),
                gc.KeyTuple('src_port', 0x557D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD8EC),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x02F6),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1E\x36\xBA\x35\x00\x00\x00\x00\x55\x7D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD8\xEC\x00\x10\x28\xA8\x5B\x0A\x01\x9C\x04\xD5\xBA\x4A\x98\x00\x00\x20\x00\x00\x69\x94\x62\x5C\x43\x97\xDB\xE7\x4C\xD0\xA5\xE6\x6C\xD1\x57\x37\x7D\x20\x28\xB9\x6A\xB3\x74\xD5\x5B\x18\x91\x49\x7D\x6D\xE0\x53\x5B\x4B\x27\x64\x5A\x81\x31\xA7\x43\x0C\xA5\x6F\x82\x41\x13\x29\x7A\x96\x1E\x25\x3B\xAE\x67\x47\x40\x73\x82\x4A\xFB\xB0\x30\xCD\x4B\xA9\x33\x3A\x3A\x2C\x03\xC3\x71\x8E\xD1\x0D\xED\x2D\x83\x9C\x60\x72\x86\x2B\xE7\x01\xDE\xB9\x6A\xA8\xA7\x3C\x97\xAE\xD5\x94\x44\xE4\x50\x7A\x4A\xA6\x5E\xA4\x4C\x03\xBB\x4D\xD5\xAB\x77\x13\x59\xB6\x77\x4C\x97\x2E\x00\x1E\x57\x41\x75\x52\x4C\xFA\x9A\xBA\xE7\xA3\xF9\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1E\x36\xBA\x35\xBE\xEF\x55\x7D\x00\xA0\x00\x00\x50\x34\x02\x82\xD8\xEC\x00\x10\x28\xA8\x5B\x0A\x01\x9C\x00\xD5\xBA\x4A\x98\x00\x00\x20\x00\x1A\x7F\xFF\xFF\xFF\x43\x97\xDB\xE7\x7F\xFF\xFF\xFF\x6C\xD1\x57\x37\x7F\xFF\xFF\xFF\x6A\xB3\x74\xD5\x7F\xFF\xFF\xFF\x7D\x6D\xE0\x53\x7F\xFF\xFF\xFF\x5A\x81\x31\xA7\x7F\xFF\xFF\xFF\x82\x41\x13\x29\x7F\xFF\xFF\xFF\x3B\xAE\x67\x47\x7F\xFF\xFF\xFF\xFB\xB0\x30\xCD\x7F\xFF\xFF\xFF\x3A\x2C\x03\xC3\x7F\xFF\xFF\xFF\xED\x2D\x83\x9C\x7F\xFF\xFF\xFF\xE7\x01\xDE\xB9\x7F\xFF\xFF\xFF\x97\xAE\xD5\x94\x7F\xFF\xFF\xFF\x4A\xA6\x5E\xA4\x7F\xFF\xFF\xFF\xD5\xAB\x77\x13\x7F\xFF\xFF\xFF\x97\x2E\x00\x1E\x7F\xFF\xFF\xFF\x4C\xFA\x9A\xBA\xE7\xA3\xF9\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC6A28826), ('P4rIngress.bitmap_seq.seq', 0x859087E3)], 2760)
        self.setRegisterValue('P4rIngress.rounds', 0x859087E3, 2760)
        self.setRegisterValue('P4rIngress.count', 0x05, 2760)
        self.setRegisterValue('P4rIngress.exponent', 0x5A, 2760)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2760)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5569D814), ('P4rIngress.values_v0000.hi', 0x2D5D4FB7)], 2760)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6BD1AAAF), ('P4rIngress.values_v0001.hi', 0x6C94478D)], 2760)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6430107F), ('P4rIngress.values_v0010.hi', 0x24CAAFEA)], 2760)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x4A9DD02E), ('P4rIngress.values_v0011.hi', 0x7334E593)], 2760)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x59F6F6E7), ('P4rIngress.values_v0100.hi', 0x3614CB4F)], 2760)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x651CC197), ('P4rIngress.values_v0101.hi', 0xAA1BB63A)], 2760)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x5B0AD32B), ('P4rIngress.values_v0110.hi', 0xC40AD18D)], 2760)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x4780F584), ('P4rIngress.values_v0111.hi', 0xC1920DBD)], 2760)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x74B48C97), ('P4rIngress.values_v1000.hi', 0xA3C39C3E)], 2760)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5D4EC320), ('P4rIngress.values_v1001.hi', 0xB31BF83F)], 2760)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x61A5DAEF), ('P4rIngress.values_v1010.hi', 0xABFEC937)], 2760)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x72B2D519), ('P4rIngress.values_v1011.hi', 0xDECB9519)], 2760)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x765B5756), ('P4rIngress.values_v1100.hi', 0x5D8AD469)], 2760)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5CE83E26), ('P4rIngress.values_v1101.hi', 0x47AE26AA)], 2760)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x4F7200E3), ('P4rIngress.values_v1110.hi', 0x537E3435)], 2760)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x7BB6A9D6), ('P4rIngress.values_v1111.hi', 0x8648A4C7)], 2760)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB321),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001E8),
                gc.DataTuple('slot_count', 0x0000173F),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEB4FBC1E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x039),
                gc.KeyTuple('src_addr', 0xD607449B),
                gc.KeyTuple('src_port', 0x74F6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB321),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x00A8),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD6\x07\x44\x9B\x00\x00\x00\x00\x74\xF6\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB3\x21\x00\x10\xEB\x4F\xBC\x1E\x08\xE0\x04\x99\x85\x90\x87\xE3\x00\x20\x00\x00\x7D\x55\x53\x96\x7C\xF1\xA3\x61\x63\x3F\x22\x6A\x41\x50\x68\xB5\x63\x57\x76\xEA\x75\x79\xE3\x15\x6A\xF0\x35\xE5\x2C\xE8\xF5\xE5\x40\xAA\x1C\x24\x6A\x3E\x2C\x17\x4D\x74\x94\xBA\xBF\xA1\x32\xDD\x69\x7F\xB6\x2B\x86\xFA\xB6\xCC\x54\xCC\xE3\xBE\xC6\xA3\x21\xB6\x47\x9C\xE4\xD2\x87\xBA\x5D\xFB\x4C\x3F\x23\x32\x9A\x87\x9B\x5C\x47\x04\x39\x6E\xB6\x1E\xEE\x27\x7B\xE6\x83\xCB\x19\x4A\x96\x14\x62\xE8\xB6\x43\x68\x81\xC5\xCD\x50\xCE\xD1\xDD\x50\x96\x1C\xB3\x75\x87\xDE\x6A\x59\xC4\x8D\xF3\x6E\x84\x95\x98\xF4\xD9\x9F\xC2\x40\xDE\x90\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D\xAE\xB5\x49\x43\xEF\x94\xC0\x02\x9B\xDC\x5C\x06\x73\x28\x28\x8D\x47\x6B\xF2\x79\x7A\x2C\xE6\xDB\xEB\xFF\x8F\xAB\x8F\x7B\x95\xC4\x72\x34\xBC\xF9\x8D\xF7\x5B\x2F\xE5\xF0\xC4\x18\x3F\x3A\xF4\xD8\x95\xD9\x65\x8A\xEE\xE2\xD3\xAA\x2F\x33\xD1\x8B\xCF\x81\x7F\xFE\xE3\x6D\x4B\x0D\x54\x2A\xFF\xDA\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD6\x07\x44\x9B\xBE\xEF\x74\xF6\x00\xA0\x00\x00\x50\x34\x02\x82\xB3\x21\x00\x10\xEB\x4F\xBC\x1E\x08\xE0\x00\x99\x85\x90\x87\xE3\x00\x20\x00\x06\x7F\xFF\xFF\xFF\x7C\xF1\xA3\x61\x7F\xFF\xFF\xFF\x41\x50\x68\xB5\x7F\xFF\xFF\xFF\x75\x79\xE3\x15\x7F\xFF\xFF\xFF\x2C\xE8\xF5\xE5\x7F\xFF\xFF\xFF\x6A\x3E\x2C\x17\x7F\xFF\xFF\xFF\xBF\xA1\x32\xDD\x7F\xFF\xFF\xFF\x86\xFA\xB6\xCC\x7F\xFF\xFF\xFF\xC6\xA3\x21\xB6\x7F\xFF\xFF\xFF\x87\xBA\x5D\xFB\x7F\xFF\xFF\xFF\x9A\x87\x9B\x5C\x7F\xFF\xFF\xFF\xB6\x1E\xEE\x27\x7F\xFF\xFF\xFF\x19\x4A\x96\x14\x7F\xFF\xFF\xFF\x68\x81\xC5\xCD\x7F\xFF\xFF\xFF\x50\x96\x1C\xB3\x7F\xFF\xFF\xFF\x59\xC4\x8D\xF3\x7F\xFF\xFF\xFF\xF4\xD9\x9F\xC2\x40\xDE\x90\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D\xAE\xB5\x49\x43\xEF\x94\xC0\x02\x9B\xDC\x5C\x06\x73\x28\x28\x8D\x47\x6B\xF2\x79\x7A\x2C\xE6\xDB\xEB\xFF\x8F\xAB\x8F\x7B\x95\xC4\x72\x34\xBC\xF9\x8D\xF7\x5B\x2F\xE5\xF0\xC4\x18\x3F\x3A\xF4\xD8\x95\xD9\x65\x8A\xEE\xE2\xD3\xAA\x2F\x33\xD1\x8B\xCF\x81\x7F\xFE\xE3\x6D\x4B\x0D\x54\x2A\xFF\xDA\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x012AA4FB), ('P4rIngress.bitmap_seq.seq', 0x40000000)], 4830)
        self.setRegisterValue('P4rIngress.rounds', 0x40000000, 4830)
        self.setRegisterValue('P4rIngress.count', 0x14, 4830)
        self.setRegisterValue('P4rIngress.exponent', 0x97, 4830)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4830)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x47C7451E), ('P4rIngress.values_v0000.hi', 0x491B8E71)], 4830)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7E9C1F59), ('P4rIngress.values_v0001.hi', 0x59A67995)], 4830)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5E4448AA), ('P4rIngress.values_v0010.hi', 0x7B9F2747)], 4830)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6BCE79D6), ('P4rIngress.values_v0011.hi', 0x5A08928E)], 4830)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7FCE45C1), ('P4rIngress.values_v0100.hi', 0x7DC79C7E)], 4830)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4DB66D00), ('P4rIngress.values_v0101.hi', 0x36D32EE7)], 4830)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x56E19543), ('P4rIngress.values_v0110.hi', 0x37BB6A5E)], 4830)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5CD27E2F), ('P4rIngress.values_v0111.hi', 0x8291D199)], 4830)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x78F8EA3E), ('P4rIngress.values_v1000.hi', 0x4506DC52)], 4830)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x788CA6DE), ('P4rIngress.values_v1001.hi', 0x430D14A9)], 4830)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x64DE132D), ('P4rIngress.values_v1010.hi', 0x49BBD315)], 4830)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6C8A6569), ('P4rIngress.values_v1011.hi', 0x317A737C)], 4830)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4EBB07B5), ('P4rIngress.values_v1100.hi', 0x59CD583D)], 4830)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x4635A587), ('P4rIngress.values_v1101.hi', 0x55A01B57)], 4830)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5573EB46), ('P4rIngress.values_v1110.hi', 0x80000000)], 4830)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x527BE731), ('P4rIngress.values_v1111.hi', 0x5654322A)], 4830)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB2EE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000986),
                gc.DataTuple('slot_count', 0x00000E8B),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x905A155F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x029),
                gc.KeyTuple('src_addr', 0xFAA87AA0),
                gc.KeyTuple('src_port', 0x64FA),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB2EE),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0134),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFA\xA8\x7A\xA0\x00\x00\x00\x00\x64\xFA\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB2\xEE\x00\x10\x90\x5A\x15\x5F\x09\x58\x04\xAF\x40\x00\x00\x00\x00\x20\x00\x00\x56\xF9\xA5\xA5\x58\xD8\xCF\x93\x69\x3D\xFF\xC5\x5B\xEF\x84\xA9\x57\x79\xDD\xB1\x41\x36\x83\x75\x74\xAD\x15\xC8\x4C\xED\xF1\xD4\x49\xD8\x7B\xCB\x76\xCC\xFE\xFA\x64\x8A\x42\x68\x09\xC6\xA2\x3B\x66\x3C\x94\x35\xB8\x92\x2A\xFC\x4E\x78\xBD\xCD\xE1\xEA\x96\xD7\x42\x30\x92\xBD\x51\xEE\xEA\x06\x59\xFC\xC6\xD4\x51\x9F\xDC\x87\x44\xDC\xD1\x30\x49\xB4\xE8\x1D\x75\x67\xA7\x51\x0F\x8A\x96\xBD\x6B\x33\xA8\x65\xFB\xEB\x4D\xE8\x77\x4E\x55\xAD\x38\x9C\xB1\xA2\x7A\x55\x70\x2B\x33\x1B\x06\xB1\x53\xAC\xCB\x68\x53\x2C\x0A\x2B\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xFA\xA8\x7A\xA0\xBE\xEF\x64\xFA\x00\xA0\x00\x00\x50\x34\x02\x82\xB2\xEE\x00\x10\x90\x5A\x15\x5F\x09\x58\x00\xAF\x40\x00\x00\x00\x00\x20\x00\x15\x7F\xFF\xFF\xFF\x58\xD8\xCF\x93\x7F\xFF\xFF\xFF\x5B\xEF\x84\xA9\x7F\xFF\xFF\xFF\x41\x36\x83\x75\x7F\xFF\xFF\xFF\x4C\xED\xF1\xD4\x7F\xFF\xFF\xFF\x76\xCC\xFE\xFA\x7F\xFF\xFF\xFF\x09\xC6\xA2\x3B\x7F\xFF\xFF\xFF\xB8\x92\x2A\xFC\x7F\xFF\xFF\xFF\xE1\xEA\x96\xD7\x7F\xFF\xFF\xFF\x51\xEE\xEA\x06\x7F\xFF\xFF\xFF\x51\x9F\xDC\x87\x7F\xFF\xFF\xFF\x49\xB4\xE8\x1D\x7F\xFF\xFF\xFF\x0F\x8A\x96\xBD\x7F\xFF\xFF\xFF\xFB\xEB\x4D\xE8\x7F\xFF\xFF\xFF\x38\x9C\xB1\xA2\x7F\xFF\xFF\xFF\x33\x1B\x06\xB1\x7F\xFF\xFF\xFF\x53\x2C\x0A\x2B\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x3F2ED518), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 2946)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 2946)
        self.setRegisterValue('P4rIngress.count', 0x18, 2946)
        self.setRegisterValue('P4rIngress.exponent', 0x06, 2946)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2946)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x67CD6FB3), ('P4rIngress.values_v0000.hi', 0x9C16733E)], 2946)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x60369931), ('P4rIngress.values_v0001.hi', 0x9ED33297)], 2946)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4862F76B), ('P4rIngress.values_v0010.hi', 0x6C9669BC)], 2946)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6E70125D), ('P4rIngress.values_v0011.hi', 0x5FDCDE7C)], 2946)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7CE04FDA), ('P4rIngress.values_v0100.hi', 0x45769ACA)], 2946)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x7AE21C9B), ('P4rIngress.values_v0101.hi', 0x4F7ED987)], 2946)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x776EED34), ('P4rIngress.values_v0110.hi', 0xFE7FEF07)], 2946)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x4CA2CA87), ('P4rIngress.values_v0111.hi', 0x3C1976DF)], 2946)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6A5259A3), ('P4rIngress.values_v1000.hi', 0xB3AAE13B)], 2946)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7B0B8537), ('P4rIngress.values_v1001.hi', 0xC54B2C68)], 2946)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5974EE98), ('P4rIngress.values_v1010.hi', 0xDD8E17F3)], 2946)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5FAD251B), ('P4rIngress.values_v1011.hi', 0x6719D62B)], 2946)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7105EAD7), ('P4rIngress.values_v1100.hi', 0x422EF4D3)], 2946)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x4E8C97A1), ('P4rIngress.values_v1101.hi', 0x4CFCAB6B)], 2946)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6578053F), ('P4rIngress.values_v1110.hi', 0xC0CA4C64)], 2946)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x66E29765), ('P4rIngress.values_v1111.hi', 0xB8F56627)], 2946)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6E4A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000237),
                gc.DataTuple('slot_count', 0x000016E1),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x384DC16B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03C),
                gc.KeyTuple('src_addr', 0xAF322CB2),
                gc.KeyTuple('src_port', 0xE451),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6E4A),
                gc.DataTuple('rank', 0x0010),
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

    def sendPacket(self):
        ig_port = 60
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAF\x32\x2C\xB2\x00\x00\x00\x00\xE4\x51\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x6E\x4A\x00\x10\x38\x4D\xC1\x6B\x09\x4B\x02\x45\x00\x00\x00\x00\x00\x20\x00\x00\x70\x5F\xD1\xA6\xA4\x67\x39\x32\x5F\xF4\x02\x7B\xA7\x01\xE2\xD1\x49\x4E\xB7\x21\x51\xB5\xAD\xE4\x46\x7A\x1C\xA7\x69\x32\x8E\xFB\x5E\x9A\xD8\x80\x7A\x0D\xC6\x63\x6F\xC9\xFD\x1A\x6B\x52\xD9\xDE\x76\x7C\x67\x8D\x03\x1F\xAB\x6C\x62\x4A\x98\x29\x28\x6B\x5A\xE4\x62\xCA\x8B\xA7\xB1\xAF\x0C\x24\x48\xB9\xB1\x27\xA9\xFA\x7E\xF3\x6C\xF7\x80\xD0\x9C\xD5\xAA\xA6\x64\x93\x34\x87\x55\x30\xC8\x79\x52\x65\x0A\x73\x5A\x1E\x8A\xBB\x45\x06\x96\x55\x60\x2D\x6D\x68\x7F\x46\x4F\x71\xAE\xA5\xB3\x59\x7E\x38\x54\x0F\x05\x67\xDF\x76\xDC\x70\x80\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xAF\x32\x2C\xB2\xBE\xEF\xE4\x51\x00\xA0\x00\x00\x50\x34\x02\x82\x6E\x4A\x00\x10\x38\x4D\xC1\x6B\x09\x4B\x00\x45\x00\x00\x00\x00\x00\x20\x00\x19\x7F\xFF\xFF\xFF\xA4\x67\x39\x32\x7F\xFF\xFF\xFF\xA7\x01\xE2\xD1\x7F\xFF\xFF\xFF\x51\xB5\xAD\xE4\x7F\xFF\xFF\xFF\x69\x32\x8E\xFB\x7F\xFF\xFF\xFF\x7A\x0D\xC6\x63\x7F\xFF\xFF\xFF\x6B\x52\xD9\xDE\x7F\xFF\xFF\xFF\x03\x1F\xAB\x6C\x7F\xFF\xFF\xFF\x28\x6B\x5A\xE4\x7F\xFF\xFF\xFF\xB1\xAF\x0C\x24\x7F\xFF\xFF\xFF\xA9\xFA\x7E\xF3\x7F\xFF\xFF\xFF\x9C\xD5\xAA\xA6\x7F\xFF\xFF\xFF\x55\x30\xC8\x79\x7F\xFF\xFF\xFF\x5A\x1E\x8A\xBB\x7F\xFF\xFF\xFF\x60\x2D\x6D\x68\x7F\xFF\xFF\xFF\xAE\xA5\xB3\x59\x7F\xFF\xFF\xFF\x05\x67\xDF\x76\xDC\x70\x80\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4864D7E1), ('P4rIngress.bitmap_seq.seq', 0xF8B05750)], 3679)
        self.setRegisterValue('P4rIngress.rounds', 0xF8B05750, 3679)
        self.setRegisterValue('P4rIngress.count', 0x06, 3679)
        self.setRegisterValue('P4rIngress.exponent', 0xE4, 3679)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3679)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5033E56B), ('P4rIngress.values_v0000.hi', 0x43ED5784)], 3679)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x4D17257D), ('P4rIngress.values_v0001.hi', 0x3CE78956)], 3679)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x56E9C612), ('P4rIngress.values_v0010.hi', 0x56772415)], 3679)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x458ED763), ('P4rIngress.values_v0011.hi', 0x6C81843A)], 3679)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x50E0A6D3), ('P4rIngress.values_v0100.hi', 0x04C1ACF1)], 3679)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x45D1B33C), ('P4rIngress.values_v0101.hi', 0xB5960E7D)], 3679)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x60B4AD2D), ('P4rIngress.values_v0110.hi', 0x662DF465)], 3679)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x74E629E7), ('P4rIngress.values_v0111.hi', 0xCCC10DF5)], 3679)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x7097C32F), ('P4rIngress.values_v1000.hi', 0x8F649537)], 3679)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5D3C65A7), ('P4rIngress.values_v1001.hi', 0x6CA81707)], 3679)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x59B9740C), ('P4rIngress.values_v1010.hi', 0xFA97DD3B)], 3679)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x77CA336F), ('P4rIngress.values_v1011.hi', 0x743B303A)], 3679)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x66946AB1), ('P4rIngress.values_v1100.hi', 0x989D615F)], 3679)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x49AB11A3), ('P4rIngress.values_v1101.hi', 0xBD6B931B)], 3679)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x60DC9F4D), ('P4rIngress.values_v1110.hi', 0x82DBA7BA)], 3679)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4B367C9A), ('P4rIngress.values_v1111.hi', 0xD718DB99)], 3679)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x07E7),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000071F),
                gc.DataTuple('slot_count', 0x000013B4),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBF04008A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00E),
                gc.KeyTuple('src_addr', 0x2F2C354A),
                gc.KeyTuple('src_port', 0xD016),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x07E7),
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
        ig_port = 14
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2F\x2C\x35\x4A\x00\x00\x00\x00\xD0\x16\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x07\xE7\x00\x10\xBF\x04\x00\x8A\x07\x40\x04\xF3\xF8\xB0\x57\x50\x00\x20\x00\x00\x6D\xA7\x09\x26\x69\xC7\xB6\xE6\x73\x22\xBD\xA9\x60\x89\x5C\x77\x6F\xE6\x4D\x3C\x2F\x13\x1E\x3F\x7D\x8A\x57\xC9\x48\x4B\x9A\x72\x46\x30\x43\xD3\x7C\x6F\xAC\x23\x74\x4B\xC2\x0F\x92\xE2\xF7\x69\x7A\xAA\x1A\x0F\x7A\x7B\x82\xF7\x73\x47\xAB\xEC\x76\xC9\xED\xBF\x76\x56\x8B\xB7\xEB\xA6\xED\xDC\x69\x6D\xCD\xA4\x66\x65\xB7\x35\x54\xA6\x54\xD9\x4A\xB6\x10\xE1\x76\xA9\x01\xD1\x29\x64\x12\xB2\x7C\x8B\x7C\xA7\xD0\x9D\x2E\xAC\x44\x91\x07\xB2\x98\x62\x4F\x2B\x66\xA8\x38\xAD\x81\x40\xAD\x59\x6A\xA0\x06\xE4\x92\x2B\xB3\x15\x0B\x25\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34\x19\xF5\xC7\x31\x1B\x85\xB3\xB7\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90\x7D\x00\x11\xF4\x10\x92\xCC\xA3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2F\x2C\x35\x4A\xBE\xEF\xD0\x16\x00\xA0\x00\x00\x50\x34\x02\x82\x07\xE7\x00\x10\xBF\x04\x00\x8A\x07\x40\x00\xF3\xF8\xB0\x57\x50\x00\x20\x00\x07\x7F\xFF\xFF\xFF\x69\xC7\xB6\xE6\x7F\xFF\xFF\xFF\x60\x89\x5C\x77\x7F\xFF\xFF\xFF\x2F\x13\x1E\x3F\x7F\xFF\xFF\xFF\x48\x4B\x9A\x72\x7F\xFF\xFF\xFF\x7C\x6F\xAC\x23\x7F\xFF\xFF\xFF\x92\xE2\xF7\x69\x7F\xFF\xFF\xFF\x7A\x7B\x82\xF7\x7F\xFF\xFF\xFF\x76\xC9\xED\xBF\x7F\xFF\xFF\xFF\xEB\xA6\xED\xDC\x7F\xFF\xFF\xFF\x66\x65\xB7\x35\x7F\xFF\xFF\xFF\x4A\xB6\x10\xE1\x7F\xFF\xFF\xFF\x29\x64\x12\xB2\x7F\xFF\xFF\xFF\xD0\x9D\x2E\xAC\x7F\xFF\xFF\xFF\x98\x62\x4F\x2B\x7F\xFF\xFF\xFF\x81\x40\xAD\x59\x7F\xFF\xFF\xFF\x92\x2B\xB3\x15\x0B\x25\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34\x19\xF5\xC7\x31\x1B\x85\xB3\xB7\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90\x7D\x00\x11\xF4\x10\x92\xCC\xA3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4AE4B522), ('P4rIngress.bitmap_seq.seq', 0x7072C7B9)], 6523)
        self.setRegisterValue('P4rIngress.rounds', 0x7072C7B9, 6523)
        self.setRegisterValue('P4rIngress.count', 0x13, 6523)
        self.setRegisterValue('P4rIngress.exponent', 0x65, 6523)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6523)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7E9F731B), ('P4rIngress.values_v0000.hi', 0x54434A33)], 6523)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x65928B89), ('P4rIngress.values_v0001.hi', 0x54E9130B)], 6523)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5FC40BFA), ('P4rIngress.values_v0010.hi', 0x2854FCAE)], 6523)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x483EE515), ('P4rIngress.values_v0011.hi', 0x7BD5B1E1)], 6523)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x70653039), ('P4rIngress.values_v0100.hi', 0x7645BD0B)], 6523)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4BCE8D22), ('P4rIngress.values_v0101.hi', 0xD40C9CF0)], 6523)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x58BE1E29), ('P4rIngress.values_v0110.hi', 0x90CACCBC)], 6523)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x494D37CC), ('P4rIngress.values_v0111.hi', 0xD97C54CA)], 6523)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x43B8A9BD), ('P4rIngress.values_v1000.hi', 0x6CCC5CD9)], 6523)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x79BF2D5C), ('P4rIngress.values_v1001.hi', 0x56C81E85)], 6523)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7180873B), ('P4rIngress.values_v1010.hi', 0x6CF2661B)], 6523)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x53F0424D), ('P4rIngress.values_v1011.hi', 0xC9B78B6B)], 6523)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x69A81670), ('P4rIngress.values_v1100.hi', 0xB6DCA3AD)], 6523)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x53694CDE), ('P4rIngress.values_v1101.hi', 0x11E2F413)], 6523)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7867661A), ('P4rIngress.values_v1110.hi', 0x4E35007F)], 6523)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x754BEB85), ('P4rIngress.values_v1111.hi', 0x97065FAB)], 6523)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9130),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000262),
                gc.DataTuple('slot_count', 0x00001AF5),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF97B53C1),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x038),
                gc.KeyTuple('src_addr', 0x96295208),
                gc.KeyTuple('src_port', 0xB272),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9130),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0238),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x96\x29\x52\x08\x00\x00\x00\x00\xB2\x72\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x91\x30\x00\x10\xF9\x7B\x53\xC1\x17\x19\x02\xE1\x70\x72\xC7\xB9\x00\x20\x00\x00\x44\xDD\x17\xA9\x3E\x76\x8A\x3F\x79\x39\xD1\x21\x5A\xA8\xAB\x92\x6B\x39\x3B\xAA\x6F\x58\x9D\xBC\x57\x5E\xA5\x95\x1A\x1E\x94\xAB\x7F\x50\x61\x63\x3C\xDB\x36\x6B\x52\x99\x82\xEC\xB7\x79\x72\xD9\x6C\x46\xEB\xA7\x71\xEC\x9A\x98\x4E\x57\x12\xE4\x85\xBE\xD7\xF2\x56\xF2\x6E\xB9\x7F\xFD\x49\xEB\x4B\xB0\x35\xB6\x72\x38\x3E\xEF\x5E\xB7\x14\x41\x48\x65\x02\xB8\x7E\x27\xEE\xC8\x05\x83\x2B\x63\x7C\x76\xC4\xD3\x3D\xD2\xA6\x84\x72\xAB\xAF\x1F\x79\x3C\x7A\x9B\x6A\x64\x2A\x09\x63\xB5\xEB\x3E\x43\x8B\x2E\xC0\xD6\x4D\x4F\x02\x84\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x96\x29\x52\x08\xBE\xEF\xB2\x72\x00\xA0\x00\x00\x50\x34\x02\x82\x91\x30\x00\x10\xF9\x7B\x53\xC1\x17\x19\x00\xE1\x70\x72\xC7\xB9\x00\x20\x00\x14\x7F\xFF\xFF\xFF\x3E\x76\x8A\x3F\x7F\xFF\xFF\xFF\x5A\xA8\xAB\x92\x7F\xFF\xFF\xFF\x6F\x58\x9D\xBC\x7F\xFF\xFF\xFF\x1A\x1E\x94\xAB\x7F\xFF\xFF\xFF\x3C\xDB\x36\x6B\x7F\xFF\xFF\xFF\xB7\x79\x72\xD9\x7F\xFF\xFF\xFF\x71\xEC\x9A\x98\x7F\xFF\xFF\xFF\x85\xBE\xD7\xF2\x7F\xFF\xFF\xFF\x7F\xFD\x49\xEB\x7F\xFF\xFF\xFF\x72\x38\x3E\xEF\x7F\xFF\xFF\xFF\x48\x65\x02\xB8\x7F\xFF\xFF\xFF\x05\x83\x2B\x63\x7F\xFF\xFF\xFF\x3D\xD2\xA6\x84\x7F\xFF\xFF\xFF\x79\x3C\x7A\x9B\x7F\xFF\xFF\xFF\x63\xB5\xEB\x3E\x7F\xFF\xFF\xFF\xD6\x4D\x4F\x02\x84\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xF7F6ADD7), ('P4rIngress.bitmap_seq.seq', 0x40000000)], 4817)
        self.setRegisterValue('P4rIngress.rounds', 0x40000000, 4817)
        self.setRegisterValue('P4rIngress.count', 0x12, 4817)
        self.setRegisterValue('P4rIngress.exponent', 0x1C, 4817)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4817)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5ABDFCF2), ('P4rIngress.values_v0000.hi', 0x5E1464A9)], 4817)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x4F1FECB5), ('P4rIngress.values_v0001.hi', 0x4C13BFD2)], 4817)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5B274703), ('P4rIngress.values_v0010.hi', 0x5B8E219C)], 4817)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x65A3B53E), ('P4rIngress.values_v0011.hi', 0x46B642C2)], 4817)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6FAFF0FD), ('P4rIngress.values_v0100.hi', 0x48CB8B61)], 4817)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x546EC096), ('P4rIngress.values_v0101.hi', 0xACC765C7)], 4817)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x772ECC47), ('P4rIngress.values_v0110.hi', 0xAE214E2F)], 4817)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x4290F85D), ('P4rIngress.values_v0111.hi', 0xD2978B8B)], 4817)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x404E1EDD), ('P4rIngress.values_v1000.hi', 0x9F4A424C)], 4817)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x47EA7C29), ('P4rIngress.values_v1001.hi', 0x926BECCC)], 4817)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7A9AF8EA), ('P4rIngress.values_v1010.hi', 0x8A9DBF6A)], 4817)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x4F8D59D3), ('P4rIngress.values_v1011.hi', 0x66E27D6B)], 4817)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x77A55AAA), ('P4rIngress.values_v1100.hi', 0x46D89629)], 4817)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x63240721), ('P4rIngress.values_v1101.hi', 0x6BA7A0A1)], 4817)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7CED46C7), ('P4rIngress.values_v1110.hi', 0x505D5463)], 4817)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x55968E41), ('P4rIngress.values_v1111.hi', 0x679190DD)], 4817)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5E13),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000063F),
                gc.DataTuple('slot_count', 0x00001460),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x28C61864),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0xA5EB86FC),
                gc.KeyTuple('src_port', 0x4700),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5E13),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03AF),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA5\xEB\x86\xFC\x00\x00\x00\x00\x47\x00\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x5E\x13\x00\x10\x28\xC6\x18\x64\x0C\x92\x00\x32\x40\x00\x00\x00\x00\x20\x00\x00\x55\x87\x0A\x8B\x41\xF7\x1B\xC9\x7F\xDD\x4D\xB9\x68\xE4\xB8\x39\x4A\x71\x16\x8F\x32\xAF\x3E\xBA\x4C\x3C\xE3\x1A\x43\x82\x44\x9F\x79\x29\xDE\x49\x66\x07\x0A\x63\x59\x74\x54\xC1\xAD\x5B\x81\xC1\x5A\x14\xE2\x8C\x99\xAD\x51\x1F\x4D\x0E\x52\x31\x4F\x2C\x15\x67\x56\x73\xE0\x39\xAB\xB3\x7A\xE8\x6E\x02\xE3\x30\xDE\x8D\x30\x9A\x63\x60\xAB\x6D\xF1\x7C\x50\xFC\x6A\x3C\xD3\x77\xEE\xE0\x93\xDB\x77\x2B\x13\xBF\x66\x7A\xB5\x7E\x77\xAC\xAF\x68\x49\x76\x3B\x6B\x6E\x86\x51\xF2\x70\xB1\x6E\x33\x5F\x04\x12\xD0\x65\x6A\x7B\x09\x39\x9E\xF7\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA5\xEB\x86\xFC\xBE\xEF\x47\x00\x00\xA0\x00\x00\x50\x34\x02\x82\x5E\x13\x00\x10\x28\xC6\x18\x64\x0C\x92\x00\x32\x40\x00\x00\x00\x00\x20\x00\x13\x7F\xFF\xFF\xFF\x41\xF7\x1B\xC9\x7F\xFF\xFF\xFF\x68\xE4\xB8\x39\x7F\xFF\xFF\xFF\x32\xAF\x3E\xBA\x7F\xFF\xFF\xFF\x43\x82\x44\x9F\x7F\xFF\xFF\xFF\x66\x07\x0A\x63\x7F\xFF\xFF\xFF\xAD\x5B\x81\xC1\x7F\xFF\xFF\xFF\x99\xAD\x51\x1F\x7F\xFF\xFF\xFF\x4F\x2C\x15\x67\x7F\xFF\xFF\xFF\xAB\xB3\x7A\xE8\x7F\xFF\xFF\xFF\xDE\x8D\x30\x9A\x7F\xFF\xFF\xFF\xF1\x7C\x50\xFC\x7F\xFF\xFF\xFF\xEE\xE0\x93\xDB\x7F\xFF\xFF\xFF\x66\x7A\xB5\x7E\x7F\xFF\xFF\xFF\x49\x76\x3B\x6B\x7F\xFF\xFF\xFF\x70\xB1\x6E\x33\x7F\xFF\xFF\xFF\x65\x6A\x7B\x09\x39\x9E\xF7\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x6D\x00\x00\x00\x00\x00\x00\x20\x00\x00\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7\x7F\xFB\x91\x62'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA270690F), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 3844)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 3844)
        self.setRegisterValue('P4rIngress.count', 0x09, 3844)
        self.setRegisterValue('P4rIngress.exponent', 0x49, 3844)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3844)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6A41C464), ('P4rIngress.values_v0000.hi', 0x6A81B3AB)], 3844)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x78BF724D), ('P4rIngress.values_v0001.hi', 0x53738D63)], 3844)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x546B755E), ('P4rIngress.values_v0010.hi', 0x55B6D411)], 3844)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6264B663), ('P4rIngress.values_v0011.hi', 0x5DC6579B)], 3844)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x57603117), ('P4rIngress.values_v0100.hi', 0x3FC5B742)], 3844)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x7CF7BE55), ('P4rIngress.values_v0101.hi', 0xF7E7E141)], 3844)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x4BE6F7C9), ('P4rIngress.values_v0110.hi', 0xB61D8451)], 3844)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x59DA1137), ('P4rIngress.values_v0111.hi', 0x31A91BDB)], 3844)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x7FBADFA5), ('P4rIngress.values_v1000.hi', 0xB6449D57)], 3844)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5EDC6B6E), ('P4rIngress.values_v1001.hi', 0xAB92C939)], 3844)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x50D9A16B), ('P4rIngress.values_v1010.hi', 0x92557D8F)], 3844)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x48B25BE6), ('P4rIngress.values_v1011.hi', 0xA4B3684B)], 3844)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6AB5180E), ('P4rIngress.values_v1100.hi', 0x42224365)], 3844)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7D6D37B7), ('P4rIngress.values_v1101.hi', 0x47008165)], 3844)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6A69D637), ('P4rIngress.values_v1110.hi', 0x956B8586)], 3844)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4667922E), ('P4rIngress.values_v1111.hi', 0x6961B29D)], 3844)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xFC26),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006ED),
                gc.DataTuple('slot_count', 0x000010C6),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB240511A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00B),
                gc.KeyTuple('src_addr', 0xC854D66D),
                gc.KeyTuple('src_port', 0x074D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xFC26),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 11
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC8\x54\xD6\x6D\x00\x00\x00\x00\x07\x4D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xFC\x26\x00\x10\xB2\x40\x51\x1A\x08\x17\x00\xB3\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x56\xD5\x5F\x57\x50\x9C\x54\x89\x65\x76\xA6\xE9\x79\x55\x99\x27\x6E\x2B\x94\x33\x51\x47\xA6\x37\x46\x54\x9B\xE1\x4C\x73\x42\x26\x46\xFF\x0D\x58\x71\x6C\x51\x67\x45\x8D\x39\x34\x84\xD4\x73\xB7\x53\x6F\x1D\xBA\xA4\xBD\x46\xBF\x67\xAB\xBE\x51\x8E\xAA\x46\x56\x72\x82\x61\xE2\xB5\xFC\x91\xDE\x79\x4C\x10\x35\x9A\x3B\xE8\x51\x58\xBA\xA3\x69\xB7\xFB\x27\x1D\x63\xC5\x0D\xD5\x9C\x3B\xEF\x57\x4D\xBA\xD8\x75\x46\xA5\x5B\x2B\x59\x33\x7F\x0D\x65\xF9\xFA\xE1\x78\x8A\x3B\x19\x5D\x92\x0D\xA7\x44\x9F\x23\x0C\x7D\xC7\xAC\x83\x6A\xC3\xBA\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC8\x54\xD6\x6D\xBE\xEF\x07\x4D\x00\xA0\x00\x00\x50\x34\x02\x82\xFC\x26\x00\x10\xB2\x40\x51\x1A\x08\x17\x00\xB3\xFF\xFF\xFF\xFF\x00\x20\x00\x0A\x7F\xFF\xFF\xFF\x50\x9C\x54\x89\x7F\xFF\xFF\xFF\x79\x55\x99\x27\x7F\xFF\xFF\xFF\x51\x47\xA6\x37\x7F\xFF\xFF\xFF\x4C\x73\x42\x26\x7F\xFF\xFF\xFF\x71\x6C\x51\x67\x7F\xFF\xFF\xFF\x84\xD4\x73\xB7\x7F\xFF\xFF\xFF\xA4\xBD\x46\xBF\x7F\xFF\xFF\xFF\x8E\xAA\x46\x56\x7F\xFF\xFF\xFF\xB5\xFC\x91\xDE\x7F\xFF\xFF\xFF\x9A\x3B\xE8\x51\x7F\xFF\xFF\xFF\xB7\xFB\x27\x1D\x7F\xFF\xFF\xFF\x9C\x3B\xEF\x57\x7F\xFF\xFF\xFF\x46\xA5\x5B\x2B\x7F\xFF\xFF\xFF\x65\xF9\xFA\xE1\x7F\xFF\xFF\xFF\x5D\x92\x0D\xA7\x7F\xFF\xFF\xFF\x7D\xC7\xAC\x83\x6A\xC3\xBA\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0298D740), ('P4rIngress.bitmap_seq.seq', 0x13EFF9C1)], 1558)
        self.setRegisterValue('P4rIngress.rounds', 0x13EFF9C1, 1558)
        self.setRegisterValue('P4rIngress.count', 0x1C, 1558)
        self.setRegisterValue('P4rIngress.exponent', 0x61, 1558)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1558)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x63D294AD), ('P4rIngress.values_v0000.hi', 0x4B858A39)], 1558)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x425D58BD), ('P4rIngress.values_v0001.hi', 0x411E5050)], 1558)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x493EF514), ('P4rIngress.values_v0010.hi', 0x45B4364B)], 1558)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x5E418AE9), ('P4rIngress.values_v0011.hi', 0x5052AACE)], 1558)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x761C44D1), ('P4rIngress.values_v0100.hi', 0x5F26C7C6)], 1558)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x769EC887), ('P4rIngress.values_v0101.hi', 0xA4FA83C8)], 1558)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x494EEE0D), ('P4rIngress.values_v0110.hi', 0x76DBE9EF)], 1558)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x75929139), ('P4rIngress.values_v0111.hi', 0xD9AC4E70)], 1558)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6B6CEBD6), ('P4rIngress.values_v1000.hi', 0x8B1D7982)], 1558)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x77244B12), ('P4rIngress.values_v1001.hi', 0x32F5D3F2)], 1558)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x75E378BB), ('P4rIngress.values_v1010.hi', 0x47B4C917)], 1558)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x630C6347), ('P4rIngress.values_v1011.hi', 0x4D990FF9)], 1558)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4963732D), ('P4rIngress.values_v1100.hi', 0xAACCACDE)], 1558)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7BCDD955), ('P4rIngress.values_v1101.hi', 0xBEAAE18E)], 1558)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x68E2AE77), ('P4rIngress.values_v1110.hi', 0x44EF0CA2)], 1558)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x785EFD75), ('P4rIngress.values_v1111.hi', 0xB9B1DC46)], 1558)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6169),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000D3),
                gc.DataTuple('slot_count', 0x000014CB),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDB4B7C3F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x029),
                gc.KeyTuple('src_addr', 0xE56D6921),
                gc.KeyTuple('src_port', 0x4FBA),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6169),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x02BA),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE5\x6D\x69\x21\x00\x00\x00\x00\x4F\xBA\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x61\x69\x00\x10\xDB\x4B\x7C\x3F\x05\x43\x06\xD1\x13\xEF\xF9\xC1\x00\x20\x00\x00\x60\xA7\x3E\xE0\x4A\xDD\x2B\xDB\x5E\x07\x1C\xFE\x58\x96\x75\x36\x63\x0E\x0D\x26\x49\xA4\xB6\x1C\x49\x4F\xB7\x3E\x7A\xDA\xCA\xFE\x77\xFC\xCD\x39\x3B\x92\x00\xDE\x5E\xE2\xCD\xEA\xA6\x3F\xDE\x0C\x7D\xFA\x81\xDA\x26\xCF\x92\xA3\x48\x2E\x97\x88\xE9\x58\x66\x70\x68\xC2\xE6\xD6\x8D\xD9\x3A\x24\x47\x04\x82\x95\x68\x4B\xDE\xB5\x68\x7E\xB7\xD3\xF5\x16\x6E\xF3\x4D\xCB\x1A\x53\x4D\x2C\xA8\xDF\x5C\xA6\xA9\x63\xAE\x4A\xAD\xD8\x7A\x6D\x30\xEF\x83\xEC\xA3\xB5\x4A\x12\x24\x74\x77\xFF\x0A\x7B\x46\x9E\xDD\x4A\x8C\xA1\xDB\x5B\xB9\x5A\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA\xFF\x6F\xEF\x61\xB3\x1A\x81\x3B\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE5\x6D\x69\x21\xBE\xEF\x4F\xBA\x00\xA0\x00\x00\x50\x34\x02\x82\x61\x69\x00\x10\xDB\x4B\x7C\x3F\x05\x43\x00\xD1\x13\xEF\xF9\xC1\x00\x20\x00\x1D\x7F\xFF\xFF\xFF\x4A\xDD\x2B\xDB\x7F\xFF\xFF\xFF\x58\x96\x75\x36\x7F\xFF\xFF\xFF\x49\xA4\xB6\x1C\x7F\xFF\xFF\xFF\x7A\xDA\xCA\xFE\x7F\xFF\xFF\xFF\x3B\x92\x00\xDE\x7F\xFF\xFF\xFF\xA6\x3F\xDE\x0C\x7F\xFF\xFF\xFF\x26\xCF\x92\xA3\x7F\xFF\xFF\xFF\xE9\x58\x66\x70\x7F\xFF\xFF\xFF\x8D\xD9\x3A\x24\x7F\xFF\xFF\xFF\x68\x4B\xDE\xB5\x7F\xFF\xFF\xFF\xF5\x16\x6E\xF3\x7F\xFF\xFF\xFF\x4D\x2C\xA8\xDF\x7F\xFF\xFF\xFF\xAE\x4A\xAD\xD8\x7F\xFF\xFF\xFF\x83\xEC\xA3\xB5\x7F\xFF\xFF\xFF\x77\xFF\x0A\x7B\x7F\xFF\xFF\xFF\x8C\xA1\xDB\x5B\xB9\x5A\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA\xFF\x6F\xEF\x61\xB3\x1A\x81\x3B\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x58904ECA), ('P4rIngress.bitmap_seq.seq', 0x0FB98D09)], 5589)
        self.setRegisterValue('P4rIngress.rounds', 0x0FB98D09, 5589)
        self.setRegisterValue('P4rIngress.count', 0x06, 5589)
        self.setRegisterValue('P4rIngress.exponent', 0x16, 5589)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5589)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6BBD3994), ('P4rIngress.values_v0000.hi', 0xBD56DDAE)], 5589)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x516790FD), ('P4rIngress.values_v0001.hi', 0xBCF8EC15)], 5589)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4A342555), ('P4rIngress.values_v0010.hi', 0x76CAB99E)], 5589)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6C1E3E05), ('P4rIngress.values_v0011.hi', 0x73D1552B)], 5589)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x75146332), ('P4rIngress.values_v0100.hi', 0x5430E661)], 5589)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x496F139F), ('P4rIngress.values_v0101.hi', 0x36D8FA0B)], 5589)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x40CB9C71), ('P4rIngress.values_v0110.hi', 0xC79EE246)], 5589)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5EACEF1A), ('P4rIngress.values_v0111.hi', 0xBD849465)], 5589)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6157D1A9), ('P4rIngress.values_v1000.hi', 0x4614771B)], 5589)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x49BDF773), ('P4rIngress.values_v1001.hi', 0x48809FCF)], 5589)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5BA7B36D), ('P4rIngress.values_v1010.hi', 0x46EDFE70)], 5589)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x60029F5B), ('P4rIngress.values_v1011.hi', 0x41D0432B)], 5589)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4B991556), ('P4rIngress.values_v1100.hi', 0x577A048C)], 5589)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x6BD243B1), ('P4rIngress.values_v1101.hi', 0x552996A4)], 5589)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x568D0342), ('P4rIngress.values_v1110.hi', 0x50738617)], 5589)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x49B74E8F), ('P4rIngress.values_v1111.hi', 0x1ADB2F77)], 5589)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x40BC),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000293),
                gc.DataTuple('slot_count', 0x000019BB),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x298AE06B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03F),
                gc.KeyTuple('src_addr', 0xD919FA5C),
                gc.KeyTuple('src_port', 0xB3B5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x40BC),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x00C3),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD9\x19\xFA\x5C\x00\x00\x00\x00\xB3\xB5\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x40\xBC\x00\x10\x29\x8A\xE0\x6B\x13\x42\x02\x8E\x0F\xB9\x8D\x09\x00\x20\x00\x00\x57\x15\x7C\xA1\xAC\x1C\xA1\x63\x77\x41\x13\x1A\xBA\xF2\x9B\x75\x52\xDA\xBC\x9D\x25\x98\xC4\x84\x68\xDE\xDE\x75\x44\x03\x19\xBA\x45\x5A\xE1\x1E\x57\x9E\x93\x4F\x5F\x56\x55\xDA\x52\x93\x63\x4F\x61\x4A\xFC\x5D\x19\x7E\xAE\xB4\x56\x2A\x60\x65\x80\xC5\x16\x26\x56\xC7\x9A\x89\x4B\x7B\xE7\x68\x4F\x28\x89\x61\x5E\xFB\x9F\x1A\x43\x01\xB5\xC7\x74\x3D\x03\xF2\x7B\xA9\x0D\x9B\x8C\xE5\xDF\xCD\x7C\x74\x1D\x57\x52\x13\xD4\x35\x6A\xD9\xEC\x2B\xC6\x0D\xB7\x3E\x68\xAD\xB2\xDB\x6B\xB2\x7B\x53\x6D\x5C\xA4\x93\x05\x6A\x13\x6A\x7A\x84\x3B\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD9\x19\xFA\x5C\xBE\xEF\xB3\xB5\x00\xA0\x00\x00\x50\x34\x02\x82\x40\xBC\x00\x10\x29\x8A\xE0\x6B\x13\x42\x00\x8E\x0F\xB9\x8D\x09\x00\x20\x00\x07\x7F\xFF\xFF\xFF\xAC\x1C\xA1\x63\x7F\xFF\xFF\xFF\xBA\xF2\x9B\x75\x7F\xFF\xFF\xFF\x25\x98\xC4\x84\x7F\xFF\xFF\xFF\x44\x03\x19\xBA\x7F\xFF\xFF\xFF\x57\x9E\x93\x4F\x7F\xFF\xFF\xFF\x52\x93\x63\x4F\x7F\xFF\xFF\xFF\x19\x7E\xAE\xB4\x7F\xFF\xFF\xFF\x80\xC5\x16\x26\x7F\xFF\xFF\xFF\x4B\x7B\xE7\x68\x7F\xFF\xFF\xFF\x5E\xFB\x9F\x1A\x7F\xFF\xFF\xFF\x74\x3D\x03\xF2\x7F\xFF\xFF\xFF\x8C\xE5\xDF\xCD\x7F\xFF\xFF\xFF\x52\x13\xD4\x35\x7F\xFF\xFF\xFF\xC6\x0D\xB7\x3E\x7F\xFF\xFF\xFF\x6B\xB2\x7B\x53\x7F\xFF\xFF\xFF\x05\x6A\x13\x6A\x7A\x84\x3B\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xF7EA60A2), ('P4rIngress.bitmap_seq.seq', 0x94F77DE7)], 8167)
        self.setRegisterValue('P4rIngress.rounds', 0x94F77DE7, 8167)
        self.setRegisterValue('P4rIngress.count', 0x12, 8167)
        self.setRegisterValue('P4rIngress.exponent', 0x59, 8167)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 8167)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5966ED81), ('P4rIngress.values_v0000.hi', 0x55FBE026)], 8167)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x68C2A50E), ('P4rIngress.values_v0001.hi', 0x44015E2E)], 8167)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5FB660D4), ('P4rIngress.values_v0010.hi', 0x2D6656B2)], 8167)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6D622BB7), ('P4rIngress.values_v0011.hi', 0x17A95F51)], 8167)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7EC68A3A), ('P4rIngress.values_v0100.hi', 0x4E7B35C7)], 8167)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4AE9754D), ('P4rIngress.values_v0101.hi', 0xA733C75E)], 8167)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x6CFF1A9B), ('P4rIngress.values_v0110.hi', 0x2D3C5A2B)], 8167)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5DEDB7D8), ('P4rIngress.values_v0111.hi', 0xD5DFE5B3)], 8167)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4F615761), ('P4rIngress.values_v1000.hi', 0xD4D3C66D)], 8167)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x79D25E11), ('P4rIngress.values_v1001.hi', 0x73618BCD)], 8167)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7C46D5FB), ('P4rIngress.values_v1010.hi', 0x30F6E5D8)], 8167)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x692C2CAB), ('P4rIngress.values_v1011.hi', 0x9D133122)], 8167)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x41E70CCE), ('P4rIngress.values_v1100.hi', 0xE7511549)], 8167)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x424B23F9), ('P4rIngress.values_v1101.hi', 0x33BDDB7C)], 8167)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x676D16E7), ('P4rIngress.values_v1110.hi', 0x8AC985C0)], 8167)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x79679B9B), ('P4rIngress.values_v1111.hi', 0xEB5DC6A5)], 8167)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1103),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001CC2),
                gc.DataTuple('slot_count', 0x0000033E),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEE8C9FA8),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00B),
                gc.KeyTuple('src_addr', 0x026069A1),
                gc.KeyTuple('src_port', 0x6712),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1103),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x032A),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x02\x60\x69\xA1\x00\x00\x00\x00\x67\x12\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x11\x03\x00\x10\xEE\x8C\x9F\xA8\x03\x25\x06\xA8\x94\xF7\x7D\xE7\x00\x20\x00\x00\x55\x07\x3A\x21\x2D\x67\xA1\x12\x63\x9F\xA3\xB9\x46\x87\x86\x98\x76\x8A\x0A\x58\x7C\xCD\x35\x26\x69\x64\x26\xD9\x75\x26\x08\x4D\x7C\x73\x6C\x06\x41\x62\x12\x3F\x74\xB7\x4C\xD8\x93\xC8\xEE\x44\x70\xE3\x2C\x73\x7F\x85\xAC\x0B\x48\x1A\x33\x94\x55\x68\xBD\x27\x56\x2F\xC1\xB7\x75\xE0\x72\xC9\x69\x90\xEB\x47\x36\x7F\x09\xCD\x5D\xB7\x6F\x96\x54\xB2\xEB\xE3\x53\x6C\xA6\x2E\xD8\xD7\x56\xF7\x79\x27\x56\xA7\x8E\x70\x21\xE3\x6D\xEB\x89\xD1\x73\x43\xDA\x8C\x58\x54\xAF\x36\x93\x2C\xDE\x07\x7A\x17\x2A\x69\x8A\xB3\xA7\x28\xD9\x29\xF5\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54\xCA\x8F\xD3\xED\x0A\x34\x42\x81\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F\xC4\x8D\xD1\x80\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x02\x60\x69\xA1\xBE\xEF\x67\x12\x00\xA0\x00\x00\x50\x34\x02\x82\x11\x03\x00\x10\xEE\x8C\x9F\xA8\x03\x25\x00\xA8\x94\xF7\x7D\xE7\x00\x20\x00\x13\x7F\xFF\xFF\xFF\x2D\x67\xA1\x12\x7F\xFF\xFF\xFF\x46\x87\x86\x98\x7F\xFF\xFF\xFF\x7C\xCD\x35\x26\x7F\xFF\xFF\xFF\x75\x26\x08\x4D\x7F\xFF\xFF\xFF\x41\x62\x12\x3F\x7F\xFF\xFF\xFF\x93\xC8\xEE\x44\x7F\xFF\xFF\xFF\x7F\x85\xAC\x0B\x7F\xFF\xFF\xFF\x55\x68\xBD\x27\x7F\xFF\xFF\xFF\x75\xE0\x72\xC9\x7F\xFF\xFF\xFF\x36\x7F\x09\xCD\x7F\xFF\xFF\xFF\x54\xB2\xEB\xE3\x7F\xFF\xFF\xFF\xD8\xD7\x56\xF7\x7F\xFF\xFF\xFF\x8E\x70\x21\xE3\x7F\xFF\xFF\xFF\x73\x43\xDA\x8C\x7F\xFF\xFF\xFF\x93\x2C\xDE\x07\x7F\xFF\xFF\xFF\x8A\xB3\xA7\x28\xD9\x29\xF5\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54\xCA\x8F\xD3\xED\x0A\x34\x42\x81\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F\xC4\x8D\xD1\x80\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x3C8ADAEB), ('P4rIngress.bitmap_seq.seq', 0x195A6780)], 5185)
        self.setRegisterValue('P4rIngress.rounds', 0x195A6780, 5185)
        self.setRegisterValue('P4rIngress.count', 0x0C, 5185)
        self.setRegisterValue('P4rIngress.exponent', 0x74, 5185)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5185)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x73988C67), ('P4rIngress.values_v0000.hi', 0xCFD3A131)], 5185)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6FB077EC), ('P4rIngress.values_v0001.hi', 0xAAE56F59)], 5185)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x40136DD6), ('P4rIngress.values_v0010.hi', 0x4BA2ADFC)], 5185)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7CA5CDB1), ('P4rIngress.values_v0011.hi', 0x65E603A5)], 5185)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x714DB932), ('P4rIngress.values_v0100.hi', 0x7C6976A9)], 5185)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5CB67B39), ('P4rIngress.values_v0101.hi', 0x17D7765C)], 5185)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x5534CCA7), ('P4rIngress.values_v0110.hi', 0x1F3ABD8F)], 5185)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5B3F309D), ('P4rIngress.values_v0111.hi', 0x8BAA90CB)], 5185)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4285DE21), ('P4rIngress.values_v1000.hi', 0xDEB3BEAB)], 5185)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x678EE86D), ('P4rIngress.values_v1001.hi', 0x44FD775E)], 5185)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6A0DD66A), ('P4rIngress.values_v1010.hi', 0x6D39E643)], 5185)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6DC6C0B5), ('P4rIngress.values_v1011.hi', 0x73AEC6F6)], 5185)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7089BCAE), ('P4rIngress.values_v1100.hi', 0x9C26A56A)], 5185)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x653E2778), ('P4rIngress.values_v1101.hi', 0x52B76B44)], 5185)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x765DB883), ('P4rIngress.values_v1110.hi', 0x733B21E5)], 5185)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4536E87F), ('P4rIngress.values_v1111.hi', 0x5DF989D9)], 5185)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF9AA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000400),
                gc.DataTuple('slot_count', 0x00001C00),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x16DFF868),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03D),
                gc.KeyTuple('src_addr', 0x8142F13C),
                gc.KeyTuple('src_port', 0x4311),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF9AA),
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
        ig_port = 61
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x81\x42\xF1\x3C\x00\x00\x00\x00\x43\x11\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF9\xAA\x00\x10\x16\xDF\xF8\x68\x10\x41\x02\xC8\x19\x5A\x67\x80\x00\x20\x00\x00\x77\x9F\xED\x7F\xAA\x1B\xCE\x1B\x73\x58\x76\x4D\xA8\xC3\xD0\x18\x5C\x1B\xEC\xCB\x41\xF9\x73\x5D\x65\xA3\xE7\xAE\x50\xE3\xEF\x33\x65\xE8\xF1\x74\x76\xFF\x72\x23\x56\x17\x21\x10\x5C\xEE\x5B\x56\x4D\x70\x89\xF3\x3D\x42\x08\xCB\x6A\xA0\xA0\xFC\xD9\xAB\xF6\xEC\x66\xC5\x2E\x87\x88\xA0\x83\x6D\x52\x92\x93\xED\x50\x35\xE8\xBC\x66\xFC\xA4\xFF\x4F\x4A\xF1\x37\x67\x53\x71\xD5\x24\xE8\x9E\x3E\x7B\xCB\xF5\x55\xB4\xCE\xEF\xCD\x59\x92\xE9\x8E\x5B\xB2\xF3\x34\x41\xD5\xB2\x6D\x75\xB5\x43\x69\x55\xA1\x4E\x82\x68\x1C\x94\x3B\x8A\xDE\x11\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x81\x42\xF1\x3C\xBE\xEF\x43\x11\x00\xA0\x00\x00\x50\x34\x02\x82\xF9\xAA\x00\x10\x16\xDF\xF8\x68\x10\x41\x00\xC8\x19\x5A\x67\x80\x00\x20\x00\x0D\x7F\xFF\xFF\xFF\xAA\x1B\xCE\x1B\x7F\xFF\xFF\xFF\xA8\xC3\xD0\x18\x7F\xFF\xFF\xFF\x41\xF9\x73\x5D\x7F\xFF\xFF\xFF\x50\xE3\xEF\x33\x7F\xFF\xFF\xFF\x76\xFF\x72\x23\x7F\xFF\xFF\xFF\x5C\xEE\x5B\x56\x7F\xFF\xFF\xFF\x3D\x42\x08\xCB\x7F\xFF\xFF\xFF\xD9\xAB\xF6\xEC\x7F\xFF\xFF\xFF\x88\xA0\x83\x6D\x7F\xFF\xFF\xFF\x50\x35\xE8\xBC\x7F\xFF\xFF\xFF\x4F\x4A\xF1\x37\x7F\xFF\xFF\xFF\x24\xE8\x9E\x3E\x7F\xFF\xFF\xFF\xB4\xCE\xEF\xCD\x7F\xFF\xFF\xFF\x5B\xB2\xF3\x34\x7F\xFF\xFF\xFF\x75\xB5\x43\x69\x7F\xFF\xFF\xFF\x68\x1C\x94\x3B\x8A\xDE\x11\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x16E4158E), ('P4rIngress.bitmap_seq.seq', 0x721AAE04)], 185)
        self.setRegisterValue('P4rIngress.rounds', 0x721AAE04, 185)
        self.setRegisterValue('P4rIngress.count', 0x18, 185)
        self.setRegisterValue('P4rIngress.exponent', 0x3B, 185)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 185)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6E56BA86), ('P4rIngress.values_v0000.hi', 0x79FF82F6)], 185)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x67DC5759), ('P4rIngress.values_v0001.hi', 0x7B3EF375)], 185)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x56BF0065), ('P4rIngress.values_v0010.hi', 0x32771821)], 185)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7F1BDA88), ('P4rIngress.values_v0011.hi', 0x37B868EE)], 185)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7DA50523), ('P4rIngress.values_v0100.hi', 0x638A708F)], 185)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x69B248E5), ('P4rIngress.values_v0101.hi', 0x2595E083)], 185)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x47769BEF), ('P4rIngress.values_v0110.hi', 0x29AECF97)], 185)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x4FCE943B), ('P4rIngress.values_v0111.hi', 0xB1B1CC0B)], 185)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6B23DF4E), ('P4rIngress.values_v1000.hi', 0x579A8FB3)], 185)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7BB067FB), ('P4rIngress.values_v1001.hi', 0x7AF16D2F)], 185)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x718AFD15), ('P4rIngress.values_v1010.hi', 0x551431BD)], 185)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6A6F0DA7), ('P4rIngress.values_v1011.hi', 0x80000000)], 185)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6F2F434A), ('P4rIngress.values_v1100.hi', 0x7571BDB0)], 185)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x6D2FBCB6), ('P4rIngress.values_v1101.hi', 0x2E8A6F33)], 185)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x517F9587), ('P4rIngress.values_v1110.hi', 0x97D19ECC)], 185)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6CD9AAFB), ('P4rIngress.values_v1111.hi', 0x6B276B3A)], 185)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6BEE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000B9),
                gc.DataTuple('slot_count', 0x00001E88),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAF661A19),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x022),
                gc.KeyTuple('src_addr', 0xF815B128),
                gc.KeyTuple('src_port', 0xC9A4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6BEE),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0127),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF8\x15\xB1\x28\x00\x00\x00\x00\xC9\xA4\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x6B\xEE\x00\x10\xAF\x66\x1A\x19\x00\x00\x00\x4F\x72\x1A\xAE\x04\x00\x20\x00\x00\x67\x8D\x7B\xFB\x07\xFD\x22\xB2\x7A\x0D\x55\x91\x55\x8C\x7D\x25\x5C\x83\xD9\x4E\x52\xA3\xEC\x64\x7D\xBB\x53\x77\x62\x20\x72\x64\x68\x97\x57\x31\x1F\xEA\xAD\xA5\x5C\x62\x9C\x3E\x25\x4C\x2F\xFB\x5B\x26\x6F\x63\xF1\x48\x9A\x53\x63\x40\xAC\xA2\xBC\xAB\x51\x4E\x7A\xFA\xB4\x85\x73\x8F\xA4\xFE\x41\xCC\xA5\x8B\x19\xA6\xE5\xDB\x41\x8A\x2C\xB7\x59\x47\xF9\xB8\x57\x2E\x88\xA3\x00\x00\x00\x00\x75\xA2\xB9\x46\xC4\x8E\xB9\xC5\x45\x4C\x0E\x8F\x77\x2B\x24\x75\x75\xA6\x3F\xF1\x70\x0A\x3A\xEB\x63\xD8\x67\x58\xC5\x6E\xEB\xD3\xC0\x22\x57\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF8\x15\xB1\x28\xBE\xEF\xC9\xA4\x00\xA0\x00\x00\x50\x34\x02\x82\x6B\xEE\x00\x10\xAF\x66\x1A\x19\x00\x00\x00\x4F\x72\x1A\xAE\x04\x00\x20\x00\x19\x7F\xFF\xFF\xFF\x07\xFD\x22\xB2\x7F\xFF\xFF\xFF\x55\x8C\x7D\x25\x7F\xFF\xFF\xFF\x52\xA3\xEC\x64\x7F\xFF\xFF\xFF\x62\x20\x72\x64\x7F\xFF\xFF\xFF\x1F\xEA\xAD\xA5\x7F\xFF\xFF\xFF\x25\x4C\x2F\xFB\x7F\xFF\xFF\xFF\xF1\x48\x9A\x53\x7F\xFF\xFF\xFF\xBC\xAB\x51\x4E\x7F\xFF\xFF\xFF\x73\x8F\xA4\xFE\x7F\xFF\xFF\xFF\x19\xA6\xE5\xDB\x7F\xFF\xFF\xFF\x59\x47\xF9\xB8\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\xC4\x8E\xB9\xC5\x7F\xFF\xFF\xFF\x77\x2B\x24\x75\x7F\xFF\xFF\xFF\x70\x0A\x3A\xEB\x7F\xFF\xFF\xFF\xC5\x6E\xEB\xD3\xC0\x22\x57\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE9FCFC79), ('P4rIngress.bitmap_seq.seq', 0xA5F376E0)], 2181)
        self.setRegisterValue('P4rIngress.rounds', 0xA5F376E0, 2181)
        self.setRegisterValue('P4rIngress.count', 0x17, 2181)
        self.setRegisterValue('P4rIngress.exponent', 0x1C, 2181)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2181)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x517B228F), ('P4rIngress.values_v0000.hi', 0xDE4F7EE9)], 2181)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5E296C2A), ('P4rIngress.values_v0001.hi', 0xECB95598)], 2181)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x57C7A629), ('P4rIngress.values_v0010.hi', 0x4866B84B)], 2181)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x44972C76), ('P4rIngress.values_v0011.hi', 0x525C08EC)], 2181)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7CAB9733), ('P4rIngress.values_v0100.hi', 0x655357C9)], 2181)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x58B2A6E8), ('P4rIngress.values_v0101.hi', 0x57D2EE18)], 2181)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x6F9A33C6), ('P4rIngress.values_v0110.hi', 0x182EFD85)], 2181)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x4DBE2AC5), ('P4rIngress.values_v0111.hi', 0x4EF3D853)], 2181)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4A3E4EF9), ('P4rIngress.values_v1000.hi', 0x72B1D790)], 2181)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x4D499C19), ('P4rIngress.values_v1001.hi', 0x7775962C)], 2181)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7C8B1DC3), ('P4rIngress.values_v1010.hi', 0x446D4AF5)], 2181)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6656A557), ('P4rIngress.values_v1011.hi', 0xCFEA5B2C)], 2181)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7D3067DE), ('P4rIngress.values_v1100.hi', 0xEA74F65A)], 2181)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7E2E694D), ('P4rIngress.values_v1101.hi', 0x6DD8ADDE)], 2181)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x71B634EB), ('P4rIngress.values_v1110.hi', 0xA67468ED)], 2181)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x43A0D39C), ('P4rIngress.values_v1111.hi', 0x6EDB94E9)], 2181)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5363),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000018C),
                gc.DataTuple('slot_count', 0x000018B9),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x11DFE370),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0x592F1AF2),
                gc.KeyTuple('src_port', 0xA425),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5363),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x012B),
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
        ig_port = 24
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x59\x2F\x1A\xF2\x00\x00\x00\x00\xA4\x25\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x53\x63\x00\x10\x11\xDF\xE3\x70\x06\xF9\x00\x21\xA5\xF3\x76\xE0\x00\x20\x00\x00\x74\xF1\x31\xAA\x9F\xCF\x87\xD9\x51\x10\x87\x62\x86\x59\x54\xBA\x68\x97\xD7\xEC\x70\xEC\x61\x41\x64\x32\xBA\x61\x42\x17\x68\xF7\x74\xAB\xB6\x66\x56\xD1\xD7\xCD\x68\x38\x5A\xDD\x36\xF0\x87\x0A\x4C\xEB\x88\xF4\x99\x0E\x25\xDE\x79\xAE\x7B\x63\x92\x36\x5B\xD5\x40\x93\xAB\x2A\x02\x0D\xE3\xAF\x40\xE7\x52\xDA\x47\x21\xE3\xDD\x7A\x90\xB5\x53\x8C\x1E\xA2\xDD\x74\x97\x77\xD7\x71\x5A\x32\x6A\x7A\x3F\xD9\x79\x1A\x2E\x67\xBD\x69\xB1\x62\xC7\xC5\x35\x99\x97\x55\x19\x59\x17\xC8\x1E\xA8\x67\x70\xAA\xA7\x32\x4A\x01\xDD\x6D\x8C\x62\x34\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x59\x2F\x1A\xF2\xBE\xEF\xA4\x25\x00\xA0\x00\x00\x50\x34\x02\x82\x53\x63\x00\x10\x11\xDF\xE3\x70\x06\xF9\x00\x21\xA5\xF3\x76\xE0\x00\x20\x00\x18\x7F\xFF\xFF\xFF\x9F\xCF\x87\xD9\x7F\xFF\xFF\xFF\x86\x59\x54\xBA\x7F\xFF\xFF\xFF\x70\xEC\x61\x41\x7F\xFF\xFF\xFF\x42\x17\x68\xF7\x7F\xFF\xFF\xFF\x56\xD1\xD7\xCD\x7F\xFF\xFF\xFF\x36\xF0\x87\x0A\x7F\xFF\xFF\xFF\x99\x0E\x25\xDE\x7F\xFF\xFF\xFF\x92\x36\x5B\xD5\x7F\xFF\xFF\xFF\x02\x0D\xE3\xAF\x7F\xFF\xFF\xFF\x47\x21\xE3\xDD\x7F\xFF\xFF\xFF\x8C\x1E\xA2\xDD\x7F\xFF\xFF\xFF\x71\x5A\x32\x6A\x7F\xFF\xFF\xFF\x1A\x2E\x67\xBD\x7F\xFF\xFF\xFF\xC5\x35\x99\x97\x7F\xFF\xFF\xFF\xC8\x1E\xA8\x67\x7F\xFF\xFF\xFF\x4A\x01\xDD\x6D\x8C\x62\x34\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x79662DC3), ('P4rIngress.bitmap_seq.seq', 0xB8643880)], 1750)
        self.setRegisterValue('P4rIngress.rounds', 0xB8643880, 1750)
        self.setRegisterValue('P4rIngress.count', 0x1F, 1750)
        self.setRegisterValue('P4rIngress.exponent', 0x64, 1750)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1750)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x4F3715D1), ('P4rIngress.values_v0000.hi', 0x2E46B9A3)], 1750)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7855FE54), ('P4rIngress.values_v0001.hi', 0x674C51BC)], 1750)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x575E1ECA), ('P4rIngress.values_v0010.hi', 0x6B31D07F)], 1750)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x5E6CE816), ('P4rIngress.values_v0011.hi', 0x6DBAA344)], 1750)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x58F5433C), ('P4rIngress.values_v0100.hi', 0x7CC95E0E)], 1750)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x6CE77490), ('P4rIngress.values_v0101.hi', 0x1A94BCF2)], 1750)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x673D3795), ('P4rIngress.values_v0110.hi', 0x103E5191)], 1750)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5411B469), ('P4rIngress.values_v0111.hi', 0x69E1BB33)], 1750)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6AB76A56), ('P4rIngress.values_v1000.hi', 0x2B7DFBB5)], 1750)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5585BE43), ('P4rIngress.values_v1001.hi', 0xB7F98C33)], 1750)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6AEBB34B), ('P4rIngress.values_v1010.hi', 0x34E32A8E)], 1750)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x76E79F1B), ('P4rIngress.values_v1011.hi', 0x4527CA23)], 1750)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4E2A5AC6), ('P4rIngress.values_v1100.hi', 0x3AD45BAF)], 1750)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7A87BE29), ('P4rIngress.values_v1101.hi', 0xCDD4F6E2)], 1750)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7971BBA6), ('P4rIngress.values_v1110.hi', 0x4A96B0F6)], 1750)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x69550C74), ('P4rIngress.values_v1111.hi', 0x3EC9AB73)], 1750)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x17B4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000053A),
                gc.DataTuple('slot_count', 0x00000432),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBFF490AD),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x021),
                gc.KeyTuple('src_addr', 0x1D28593E),
                gc.KeyTuple('src_port', 0xD7F4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x17B4),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x018C),
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
        ig_port = 33
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1D\x28\x59\x3E\x00\x00\x00\x00\xD7\xF4\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x17\xB4\x00\x10\xBF\xF4\x90\xAD\x01\x9C\x06\xB9\xB8\x64\x38\x80\x00\x20\x00\x00\x6B\xE7\x61\x65\x7A\xE4\x9D\x4E\x7E\xB9\x16\x15\x6A\xCD\x2C\xEC\x64\x5C\x6D\x16\x69\x55\xA7\xF3\x62\xB4\x61\x3A\x49\x50\x66\xE4\x4C\x27\x67\x7A\x2E\x4D\xC8\x7B\x47\x0D\xA2\x96\x9A\x95\xFA\xA6\x73\xE8\x6A\x79\x3D\x62\xC6\xAF\x44\x66\x83\x71\xE8\x37\x25\x00\x76\x33\x6E\xE2\xCC\xB0\xC3\xD9\x7B\xDD\x2A\xEA\xF7\x9B\xEB\x66\x63\x45\x18\x10\x65\xED\xAD\xFE\x76\xD8\xC8\x33\x54\xBD\x8A\xBA\x57\x58\xC4\xC5\xBC\x27\x34\xAD\x47\xC6\xB2\xED\x83\x45\xE2\xDA\x69\x7F\x88\x68\x45\xD7\x29\x34\x6F\x8C\xCF\xD7\x6F\xA6\xE8\x28\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25\x33\x3F\x22\x8C\x3B\xFE\xBF\xA1\x09\x3B\xC5\xF9\xF8\x50\xA9\xFA\x96\xFE\xAE\xA5\xF0\x00\x9A\xC6\x20\x71\xC0\x58\x86\xA1\xE0\x31\x70\xBA\x96\x22\x0E\x36\xCA\x83\xB8\xA7\x56\x16\x15\xA1\x4B\xEE\x1F\x79\xF6\xD2\xE8\x5A\x63\x21\x52\x2C\x29\xB5\x53\xFF\x85\x57\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1D\x28\x59\x3E\xBE\xEF\xD7\xF4\x00\xA0\x00\x00\x50\x34\x02\x82\x17\xB4\x00\x10\xBF\xF4\x90\xAD\x01\x9C\x00\xB9\xB8\x64\x38\x80\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x7A\xE4\x9D\x4E\x7F\xFF\xFF\xFF\x6A\xCD\x2C\xEC\x7F\xFF\xFF\xFF\x69\x55\xA7\xF3\x7F\xFF\xFF\xFF\x49\x50\x66\xE4\x7F\xFF\xFF\xFF\x2E\x4D\xC8\x7B\x7F\xFF\xFF\xFF\x9A\x95\xFA\xA6\x7F\xFF\xFF\xFF\x3D\x62\xC6\xAF\x7F\xFF\xFF\xFF\xE8\x37\x25\x00\x7F\xFF\xFF\xFF\xCC\xB0\xC3\xD9\x7F\xFF\xFF\xFF\xF7\x9B\xEB\x66\x7F\xFF\xFF\xFF\x65\xED\xAD\xFE\x7F\xFF\xFF\xFF\x54\xBD\x8A\xBA\x7F\xFF\xFF\xFF\xBC\x27\x34\xAD\x7F\xFF\xFF\xFF\x83\x45\xE2\xDA\x7F\xFF\xFF\xFF\x45\xD7\x29\x34\x7F\xFF\xFF\xFF\x6F\xA6\xE8\x28\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25\x33\x3F\x22\x8C\x3B\xFE\xBF\xA1\x09\x3B\xC5\xF9\xF8\x50\xA9\xFA\x96\xFE\xAE\xA5\xF0\x00\x9A\xC6\x20\x71\xC0\x58\x86\xA1\xE0\x31\x70\xBA\x96\x22\x0E\x36\xCA\x83\xB8\xA7\x56\x16\x15\xA1\x4B\xEE\x1F\x79\xF6\xD2\xE8\x5A\x63\x21\x52\x2C\x29\xB5\x53\xFF\x85\x57\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5522EF8F), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 1105)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 1105)
        self.setRegisterValue('P4rIngress.count', 0x1F, 1105)
        self.setRegisterValue('P4rIngress.exponent', 0xB6, 1105)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1105)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7F2B2554), ('P4rIngress.values_v0000.hi', 0x7126D152)], 1105)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7CFA712C), ('P4rIngress.values_v0001.hi', 0x4D5D88CF)], 1105)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x771F6EEF), ('P4rIngress.values_v0010.hi', 0x33D6051F)], 1105)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7AECD5D6), ('P4rIngress.values_v0011.hi', 0x7217E1E8)], 1105)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x542E8DAE), ('P4rIngress.values_v0100.hi', 0x56A171F7)], 1105)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x547524F7), ('P4rIngress.values_v0101.hi', 0xB15A2371)], 1105)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x61AECA2B), ('P4rIngress.values_v0110.hi', 0x9AE9A6B7)], 1105)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5E9A70F2), ('P4rIngress.values_v0111.hi', 0x6B7CA597)], 1105)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6FC6F114), ('P4rIngress.values_v1000.hi', 0xBB0E1ABF)], 1105)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x425E8D99), ('P4rIngress.values_v1001.hi', 0x850357C2)], 1105)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x64A76A65), ('P4rIngress.values_v1010.hi', 0x6BCC717A)], 1105)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x69E9F63B), ('P4rIngress.values_v1011.hi', 0x6B4BDC95)], 1105)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x67F78DED), ('P4rIngress.values_v1100.hi', 0x297EAAA5)], 1105)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7A5DA3C9), ('P4rIngress.values_v1101.hi', 0x79DD9BA3)], 1105)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x52157014), ('P4rIngress.values_v1110.hi', 0xC57CDB5B)], 1105)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x580A46DE), ('P4rIngress.values_v1111.hi', 0x731DEBB1)], 1105)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2110),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000027),
                gc.DataTuple('slot_count', 0x0000175D),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1C0F4242),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00B),
                gc.KeyTuple('src_addr', 0x8E016170),
                gc.KeyTuple('src_port', 0xE894),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2110),
                gc.DataTuple('rank', 0x0010),
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

    def sendPacket(self):
        ig_port = 11
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8E\x01\x61\x70\x00\x00\x00\x00\xE8\x94\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x21\x10\x00\x10\x1C\x0F\x42\x42\x04\x2A\x02\xED\x80\x00\x00\x00\x00\x20\x00\x00\x47\x60\xB0\xC7\x57\x76\xA1\x3F\x62\xA6\x37\xAF\x5E\x5E\xF2\xA9\x72\x3E\x50\x6E\x7A\xEF\x19\xC8\x51\x68\xF4\x4E\x18\x4D\xC9\xEA\x43\x4C\xD6\x4A\x54\xF7\x6A\x77\x54\x8C\xB6\xB7\xBA\x62\xEF\x67\x53\xC6\xE2\xED\xAA\x42\xFB\xB5\x75\x8A\xFE\x63\xC9\xAF\x8C\x97\x4C\x76\x5F\xB6\xA3\x09\x00\x5D\x48\xD7\x79\x79\xC5\xAB\xB3\xDE\x58\x2E\x33\xBD\x1B\x63\xDB\xB2\x4C\x2F\x97\xA3\x2A\x98\x18\x93\x60\x8B\x30\x85\x1A\x26\x2F\x57\x4C\xE1\xF6\x45\x09\x4E\x17\xE5\x5D\x51\xA9\x44\xAC\x9C\xA7\xAF\x62\x41\xD1\x99\x7F\xB1\x1F\x29\xDA\x72\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x8E\x01\x61\x70\xBE\xEF\xE8\x94\x00\xA0\x00\x00\x50\x34\x02\x82\x21\x10\x00\x10\x1C\x0F\x42\x42\x04\x2A\x00\xED\x80\x00\x00\x00\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x57\x76\xA1\x3F\x7F\xFF\xFF\xFF\x5E\x5E\xF2\xA9\x7F\xFF\xFF\xFF\x7A\xEF\x19\xC8\x7F\xFF\xFF\xFF\x18\x4D\xC9\xEA\x7F\xFF\xFF\xFF\x54\xF7\x6A\x77\x7F\xFF\xFF\xFF\xBA\x62\xEF\x67\x7F\xFF\xFF\xFF\xAA\x42\xFB\xB5\x7F\xFF\xFF\xFF\xC9\xAF\x8C\x97\x7F\xFF\xFF\xFF\xA3\x09\x00\x5D\x7F\xFF\xFF\xFF\xC5\xAB\xB3\xDE\x7F\xFF\xFF\xFF\x1B\x63\xDB\xB2\x7F\xFF\xFF\xFF\x2A\x98\x18\x93\x7F\xFF\xFF\xFF\x1A\x26\x2F\x57\x7F\xFF\xFF\xFF\x09\x4E\x17\xE5\x7F\xFF\xFF\xFF\xAC\x9C\xA7\xAF\x7F\xFF\xFF\xFF\x7F\xB1\x1F\x29\xDA\x72\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test31(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5836A880), ('P4rIngress.bitmap_seq.seq', 0x5F0CA4F8)], 3755)
        self.setRegisterValue('P4rIngress.rounds', 0x5F0CA4F8, 3755)
        self.setRegisterValue('P4rIngress.count', 0x1F, 3755)
        self.setRegisterValue('P4rIngress.exponent', 0x14, 3755)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3755)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7620824F), ('P4rIngress.values_v0000.hi', 0x95EA71D9)], 3755)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x56E39107), ('P4rIngress.values_v0001.hi', 0xAA3DE7DE)], 3755)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6F5C2A43), ('P4rIngress.values_v0010.hi', 0x7C9FEB11)], 3755)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x573DD0E2), ('P4rIngress.values_v0011.hi', 0x65CEA7CF)], 3755)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4118FBE3), ('P4rIngress.values_v0100.hi', 0x6069D677)], 3755)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x7D92808E), ('P4rIngress.values_v0101.hi', 0x7EDD9615)], 3755)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x771517EA), ('P4rIngress.values_v0110.hi', 0xEA318ACB)], 3755)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x559B21DA), ('P4rIngress.values_v0111.hi', 0xAA413D5D)], 3755)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x73C65CA9), ('P4rIngress.values_v1000.hi', 0x6AF3F7AE)], 3755)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5DD3F2CC), ('P4rIngress.values_v1001.hi', 0x2CD78EB0)], 3755)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x493E4A31), ('P4rIngress.values_v1010.hi', 0x7B97EDA8)], 3755)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7BF4CEBB), ('P4rIngress.values_v1011.hi', 0x38FF77B3)], 3755)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x45D3E9B1), ('P4rIngress.values_v1100.hi', 0x330CFC9B)], 3755)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x4BB66A4B), ('P4rIngress.values_v1101.hi', 0x0F759B53)], 3755)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x64F0AD65), ('P4rIngress.values_v1110.hi', 0xEBE323B5)], 3755)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4D68AA8A), ('P4rIngress.values_v1111.hi', 0x46BA4674)], 3755)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0D3D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000590),
                gc.DataTuple('slot_count', 0x0000148B),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x38151F20),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x031),
                gc.KeyTuple('src_addr', 0x0F42132A),
                gc.KeyTuple('src_port', 0x8394),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0D3D),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0234),
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
        ig_port = 49
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0F\x42\x13\x2A\x00\x00\x00\x00\x83\x94\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x0D\x3D\x00\x10\x38\x15\x1F\x20\x09\x1B\x06\x5A\x5F\x0C\xA4\xF8\x00\x20\x00\x00\x66\x98\x84\xCB\xD1\xEB\xA2\xD0\x55\xD9\x12\x7C\x9F\x87\xDE\x6F\x6E\x55\x52\xFE\x2B\xAF\x7D\xB5\x44\x7F\x3A\xAA\x23\xA6\x7C\x4A\x6D\x67\xC9\x05\x35\xE9\xB4\x4C\x51\xBA\x90\xDB\x68\x4B\x60\x6D\x4E\xD1\xB0\xC2\x3A\xC1\xBB\xEB\x77\xC6\xD4\x6A\x9A\x72\xA2\x71\x6C\x5C\x4D\x95\x49\xD1\xCE\x1F\x54\xC6\x03\x43\x5D\x4D\xC8\xA0\x67\x2C\xFA\x87\x1A\x01\xEC\xF6\x53\x18\x9C\x0D\xA9\x37\x14\xED\x5A\x27\x75\xBB\x54\x7E\x7C\x4B\x44\x77\x44\x1B\x40\x5C\x8A\x3D\x78\x2E\x9D\xAE\x8F\x7D\x43\x97\x42\x9A\x98\xD8\x40\x6B\x94\x61\xA3\xA7\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64\x20\xFF\x9B\x32\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0F\x42\x13\x2A\xBE\xEF\x83\x94\x00\xA0\x00\x00\x50\x34\x02\x82\x0D\x3D\x00\x10\x38\x15\x1F\x20\x09\x1B\x00\x5A\x5F\x0C\xA4\xF8\x00\x20\x00\x20\x7F\xFF\xFF\xFF\xD1\xEB\xA2\xD0\x7F\xFF\xFF\xFF\x9F\x87\xDE\x6F\x7F\xFF\xFF\xFF\x2B\xAF\x7D\xB5\x7F\xFF\xFF\xFF\x23\xA6\x7C\x4A\x7F\xFF\xFF\xFF\x35\xE9\xB4\x4C\x7F\xFF\xFF\xFF\x68\x4B\x60\x6D\x7F\xFF\xFF\xFF\x3A\xC1\xBB\xEB\x7F\xFF\xFF\xFF\x9A\x72\xA2\x71\x7F\xFF\xFF\xFF\x49\xD1\xCE\x1F\x7F\xFF\xFF\xFF\x5D\x4D\xC8\xA0\x7F\xFF\xFF\xFF\x1A\x01\xEC\xF6\x7F\xFF\xFF\xFF\xA9\x37\x14\xED\x7F\xFF\xFF\xFF\x54\x7E\x7C\x4B\x7F\xFF\xFF\xFF\x40\x5C\x8A\x3D\x7F\xFF\xFF\xFF\x8F\x7D\x43\x97\x7F\xFF\xFF\xFF\x40\x6B\x94\x61\xA3\xA7\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64\x20\xFF\x9B\x32\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test32(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5D0288D1), ('P4rIngress.bitmap_seq.seq', 0x19A1C2A2)], 2072)
        self.setRegisterValue('P4rIngress.rounds', 0x19A1C2A2, 2072)
        self.setRegisterValue('P4rIngress.count', 0x00, 2072)
        self.setRegisterValue('P4rIngress.exponent', 0x07, 2072)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2072)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x46FC8AF1), ('P4rIngress.values_v0000.hi', 0x11265EE5)], 2072)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x4B1A5C2B), ('P4rIngress.values_v0001.hi', 0x4C93DFBB)], 2072)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4FB629F7), ('P4rIngress.values_v0010.hi', 0x6BC521F2)], 2072)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x4E9588AB), ('P4rIngress.values_v0011.hi', 0x4BD5CF5B)], 2072)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x47005963), ('P4rIngress.values_v0100.hi', 0x72609EBB)], 2072)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x74BA1D51), ('P4rIngress.values_v0101.hi', 0xA54933B5)], 2072)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x66D4A7C5), ('P4rIngress.values_v0110.hi', 0x3A83E336)], 2072)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6FA6E2FF), ('P4rIngress.values_v0111.hi', 0xED3ED1CF)], 2072)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x463593B0), ('P4rIngress.values_v1000.hi', 0x1B55FB65)], 2072)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5A4B53DC), ('P4rIngress.values_v1001.hi', 0x1CABA1AB)], 2072)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x457F0895), ('P4rIngress.values_v1010.hi', 0xB395A851)], 2072)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x532031E2), ('P4rIngress.values_v1011.hi', 0x9FCAC1DF)], 2072)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5FE2285B), ('P4rIngress.values_v1100.hi', 0x2BAD76A0)], 2072)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x502A905E), ('P4rIngress.values_v1101.hi', 0x0A5C352F)], 2072)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6796D4E9), ('P4rIngress.values_v1110.hi', 0xC58D0473)], 2072)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x540D0292), ('P4rIngress.values_v1111.hi', 0x8EBD5728)], 2072)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7C6F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000060A),
                gc.DataTuple('slot_count', 0x000014D6),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB95D94EA),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01D),
                gc.KeyTuple('src_addr', 0xBCC1339B),
                gc.KeyTuple('src_port', 0xDC6E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7C6F),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x015A),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBC\xC1\x33\x9B\x00\x00\x00\x00\xDC\x6E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x7C\x6F\x00\x10\xB9\x5D\x94\xEA\x02\x0E\x00\x35\x19\xA1\xC2\xA2\x00\x20\x00\x00\x70\xE6\xF6\x29\x74\xC4\xDF\x2D\x79\xBA\xDA\x0B\x71\x59\x73\x14\x6E\x64\x18\x20\x38\x2C\x32\xF6\x7B\x55\xA9\x71\x70\xAF\x1B\x51\x61\xA9\xDD\x7E\x34\xE6\xB2\xB3\x49\xFD\xF2\x45\x68\xD5\x09\xCF\x4B\xB9\xD0\xC2\x00\x00\x00\x00\x7B\xAF\x7C\x72\xBD\xC2\xDC\x61\x6F\x8B\x7A\xDC\xE5\x66\x5E\x83\x51\x53\xD6\xAB\x65\x04\x95\xB7\x55\x39\xF8\x2D\xB6\xDD\x09\x16\x6B\xF5\x54\x1E\x56\x8B\xEC\xB5\x46\x1B\x52\x54\xDF\x9F\x64\x63\x52\xAD\x3C\xCC\x7F\x55\x21\x27\x65\x92\x57\x83\x8B\xC1\x74\xDA\x69\xB5\xD0\xF9\x90\xF1\xC7\x27\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBC\xC1\x33\x9B\xBE\xEF\xDC\x6E\x00\xA0\x00\x00\x50\x34\x02\x82\x7C\x6F\x00\x10\xB9\x5D\x94\xEA\x02\x0E\x00\x35\x19\xA1\xC2\xA2\x00\x20\x00\x01\x7F\xFF\xFF\xFF\x74\xC4\xDF\x2D\x7F\xFF\xFF\xFF\x71\x59\x73\x14\x7F\xFF\xFF\xFF\x38\x2C\x32\xF6\x7F\xFF\xFF\xFF\x70\xAF\x1B\x51\x7F\xFF\xFF\xFF\x34\xE6\xB2\xB3\x7F\xFF\xFF\xFF\x68\xD5\x09\xCF\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\xBD\xC2\xDC\x61\x7F\xFF\xFF\xFF\xE5\x66\x5E\x83\x7F\xFF\xFF\xFF\x65\x04\x95\xB7\x7F\xFF\xFF\xFF\xB6\xDD\x09\x16\x7F\xFF\xFF\xFF\x56\x8B\xEC\xB5\x7F\xFF\xFF\xFF\xDF\x9F\x64\x63\x7F\xFF\xFF\xFF\x7F\x55\x21\x27\x7F\xFF\xFF\xFF\x8B\xC1\x74\xDA\x7F\xFF\xFF\xFF\x90\xF1\xC7\x27\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test33(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x603AFFD3), ('P4rIngress.bitmap_seq.seq', 0xFDA18900)], 6368)
        self.setRegisterValue('P4rIngress.rounds', 0xFDA18900, 6368)
        self.setRegisterValue('P4rIngress.count', 0x1B, 6368)
        self.setRegisterValue('P4rIngress.exponent', 0x3E, 6368)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6368)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x65770557), ('P4rIngress.values_v0000.hi', 0x30266AC2)], 6368)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x43C7A261), ('P4rIngress.values_v0001.hi', 0x4FAED10D)], 6368)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x761AD212), ('P4rIngress.values_v0010.hi', 0x7E6E557F)], 6368)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6101ED06), ('P4rIngress.values_v0011.hi', 0x60C759F6)], 6368)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5AD136D3), ('P4rIngress.values_v0100.hi', 0x56EC79B1)], 6368)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4C645194), ('P4rIngress.values_v0101.hi', 0x81C67F29)], 6368)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x5FC1ABAC), ('P4rIngress.values_v0110.hi', 0xB1297C8B)], 6368)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x71858CC5), ('P4rIngress.values_v0111.hi', 0xC98152B2)], 6368)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6D85AA0F), ('P4rIngress.values_v1000.hi', 0x64221266)], 6368)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x70FA4331), ('P4rIngress.values_v1001.hi', 0x00000000)], 6368)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6A598BA5), ('P4rIngress.values_v1010.hi', 0x2D38F0CB)], 6368)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x771B74D5), ('P4rIngress.values_v1011.hi', 0x4875C5B2)], 6368)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x40F6ED9E), ('P4rIngress.values_v1100.hi', 0x135B9D2D)], 6368)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x55B4F6BE), ('P4rIngress.values_v1101.hi', 0x7D4F62CB)], 6368)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x77B5EBAB), ('P4rIngress.values_v1110.hi', 0x0DC18815)], 6368)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6FB476CE), ('P4rIngress.values_v1111.hi', 0xFDBB71A3)], 6368)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4935),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000671),
                gc.DataTuple('slot_count', 0x0000161A),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9E8A4BA4),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03F),
                gc.KeyTuple('src_addr', 0x93366091),
                gc.KeyTuple('src_port', 0x26E1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4935),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x030C),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x93\x36\x60\x91\x00\x00\x00\x00\x26\xE1\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x49\x35\x00\x10\x9E\x8A\x4B\xA4\x12\x6F\x00\x8F\xFD\xA1\x89\x00\x00\x20\x00\x00\x45\x31\xB3\xC7\x69\x37\xE7\xE7\x78\x48\xE6\x6B\x42\x6D\xA9\x9D\x55\xD6\x95\x88\x5C\x44\xDD\xA8\x72\xA5\xA5\x2E\x54\x4D\x62\x2A\x52\xB7\x0D\xFB\x55\x4E\x9E\x12\x7A\xF5\xA1\xBE\x9B\xDB\x51\x0B\x75\xB9\xF9\xAC\x9E\x3F\x59\x2B\x5E\x5D\xA4\xF1\x90\x95\x53\x88\x61\x49\x5E\x14\x42\xE5\xBE\x73\x77\xBF\x5E\x2D\x00\x00\x00\x00\x43\x94\xDE\xA2\x69\x63\x1A\x1B\x61\xA1\x3A\x51\x7A\x74\x05\xAA\x76\x02\x15\x90\x37\x1D\x89\xEF\x52\x56\xA4\x50\xE9\x10\xCB\x09\x75\xD9\xBC\xBF\x75\x95\x8F\xD6\x5A\xA7\x1C\x49\x92\x16\x67\xB9\x79\x58\x26\x9D\x04\x20\x14\xEB\xD5\xAA\xC8\x4C\x0A\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6\x54\x70\xB1\x71\xDA\x92\x2C\x52\xE8\xA3\x87\xB1\xDF\x88\x3C\xC4\xDE\xF6\x4A\x99\x7D\x83\x9E\xA8\x4E\x14\x15\xCA\x0D\x07\x65\x52\xE4\xF9\x85\xEA\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC\x33\x62\xE0\x70'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x93\x36\x60\x91\xBE\xEF\x26\xE1\x00\xA0\x00\x00\x50\x34\x02\x82\x49\x35\x00\x10\x9E\x8A\x4B\xA4\x12\x6F\x00\x8F\xFD\xA1\x89\x00\x00\x20\x00\x1C\x7F\xFF\xFF\xFF\x69\x37\xE7\xE7\x7F\xFF\xFF\xFF\x42\x6D\xA9\x9D\x7F\xFF\xFF\xFF\x5C\x44\xDD\xA8\x7F\xFF\xFF\xFF\x54\x4D\x62\x2A\x7F\xFF\xFF\xFF\x55\x4E\x9E\x12\x7F\xFF\xFF\xFF\x9B\xDB\x51\x0B\x7F\xFF\xFF\xFF\x9E\x3F\x59\x2B\x7F\xFF\xFF\xFF\x90\x95\x53\x88\x7F\xFF\xFF\xFF\x42\xE5\xBE\x73\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x69\x63\x1A\x1B\x7F\xFF\xFF\xFF\x7A\x74\x05\xAA\x7F\xFF\xFF\xFF\x37\x1D\x89\xEF\x7F\xFF\xFF\xFF\xE9\x10\xCB\x09\x7F\xFF\xFF\xFF\x75\x95\x8F\xD6\x7F\xFF\xFF\xFF\x92\x16\x67\xB9\x79\x58\x26\x9D\x04\x20\x14\xEB\xD5\xAA\xC8\x4C\x0A\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6\x54\x70\xB1\x71\xDA\x92\x2C\x52\xE8\xA3\x87\xB1\xDF\x88\x3C\xC4\xDE\xF6\x4A\x99\x7D\x83\x9E\xA8\x4E\x14\x15\xCA\x0D\x07\x65\x52\xE4\xF9\x85\xEA\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC\x33\x62\xE0\x70'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test34(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x16D265E7), ('P4rIngress.bitmap_seq.seq', 0x5D674C6E)], 6060)
        self.setRegisterValue('P4rIngress.rounds', 0x5D674C6E, 6060)
        self.setRegisterValue('P4rIngress.count', 0x0B, 6060)
        self.setRegisterValue('P4rIngress.exponent', 0x56, 6060)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6060)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x545B6A45), ('P4rIngress.values_v0000.hi', 0x8D9D581D)], 6060)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6F4A4B9E), ('P4rIngress.values_v0001.hi', 0xB0658D93)], 6060)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5AB3B13B), ('P4rIngress.values_v0010.hi', 0x7DA2B05F)], 6060)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x79F7DA85), ('P4rIngress.values_v0011.hi', 0x64226999)], 6060)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7078A457), ('P4rIngress.values_v0100.hi', 0x58BE6294)], 6060)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x6E8B1567), ('P4rIngress.values_v0101.hi', 0x49DC3A7A)], 6060)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x55A45A1E), ('P4rIngress.values_v0110.hi', 0xB0C22E9A)], 6060)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6E149BA0), ('P4rIngress.values_v0111.hi', 0x19D2F913)], 6060)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x699637CE), ('P4rIngress.values_v1000.hi', 0x61C737BC)], 6060)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x4EE92D7B), ('P4rIngress.values_v1001.hi', 0x4D07DEA4)], 6060)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4166BD33), ('P4rIngress.values_v1010.hi', 0x615126B6)], 6060)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7C1DC32B), ('P4rIngress.values_v1011.hi', 0xCD28AA55)], 6060)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x73FF88E4), ('P4rIngress.values_v1100.hi', 0x9EEC8A29)], 6060)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x753E5899), ('P4rIngress.values_v1101.hi', 0x564A1A97)], 6060)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5131F737), ('P4rIngress.values_v1110.hi', 0x8C6B3E69)], 6060)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4AF7FBF3), ('P4rIngress.values_v1111.hi', 0x5B5622F2)], 6060)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8CC1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000013EC),
                gc.DataTuple('slot_count', 0x00000648),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0E09C3A1),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x021),
                gc.KeyTuple('src_addr', 0x3F6AE68E),
                gc.KeyTuple('src_port', 0xDC01),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8CC1),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0088),
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
        ig_port = 33
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3F\x6A\xE6\x8E\x00\x00\x00\x00\xDC\x01\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x8C\xC1\x00\x10\x0E\x09\xC3\xA1\x03\xC0\x00\xAF\x5D\x67\x4C\x6E\x00\x20\x00\x00\x42\xF3\x16\x04\xF0\xF3\x0D\x1E\x56\x6F\xEF\xAB\xA5\x23\x8C\xA3\x7E\xD2\xB5\x82\x05\xAD\xFF\x9F\x69\x55\x8C\xD5\x2B\x12\x44\x81\x53\xBC\x35\xCB\x5E\x36\xAA\x2A\x68\x93\x45\xA3\x1C\x5F\x77\x1D\x5E\x2E\xCA\xB1\x44\xDE\x6C\xD2\x4E\xF7\x8D\xAD\x73\x8C\xB3\xF2\x69\x77\x17\xCD\xB4\xEC\x98\xCD\x56\xD9\xE7\x80\x63\x32\xDC\xBB\x55\x0F\x1D\xA7\x4F\x15\x22\xE1\x65\xC4\x57\xB1\xAB\x65\x82\xD1\x51\xE1\x3D\x15\xAC\x9E\xAA\x61\x6E\x3F\x45\x18\x47\x3A\x68\xBC\x52\xF0\xFD\x72\x9E\xAE\x57\xEB\x78\xC0\x73\xDA\x53\xD3\x5A\xDA\x97\x0A\x05\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62\x1C\x26\x62\xA0\xC7\xC5\xE7\x74\x6F\xD8\x68\x3C\x8F\x9A\x56\x6E\x18\xA5\x07\xF3\x76\x2A\x16\x91\x1A\xED\xA8\xB7\x65\x17\x01\x08\x31\x3D\xCC\xE3\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA\x13\x17\x49\x5B\x1C\xDF\x05\x62\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8\xD2\x64\xB8\x72\x0D\x8E\x9C\x23\xD9\x08\xA3\x29\xE3\x5E\x2C\x62\xA2\xA7\xAB\xD4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x3F\x6A\xE6\x8E\xBE\xEF\xDC\x01\x00\xA0\x00\x00\x50\x34\x02\x82\x8C\xC1\x00\x10\x0E\x09\xC3\xA1\x03\xC0\x00\xAF\x5D\x67\x4C\x6E\x00\x20\x00\x0C\x7F\xFF\xFF\xFF\xF0\xF3\x0D\x1E\x7F\xFF\xFF\xFF\xA5\x23\x8C\xA3\x7F\xFF\xFF\xFF\x05\xAD\xFF\x9F\x7F\xFF\xFF\xFF\x2B\x12\x44\x81\x7F\xFF\xFF\xFF\x5E\x36\xAA\x2A\x7F\xFF\xFF\xFF\x1C\x5F\x77\x1D\x7F\xFF\xFF\xFF\x44\xDE\x6C\xD2\x7F\xFF\xFF\xFF\x73\x8C\xB3\xF2\x7F\xFF\xFF\xFF\xB4\xEC\x98\xCD\x7F\xFF\xFF\xFF\x63\x32\xDC\xBB\x7F\xFF\xFF\xFF\x4F\x15\x22\xE1\x7F\xFF\xFF\xFF\xAB\x65\x82\xD1\x7F\xFF\xFF\xFF\xAC\x9E\xAA\x61\x7F\xFF\xFF\xFF\x47\x3A\x68\xBC\x7F\xFF\xFF\xFF\x9E\xAE\x57\xEB\x7F\xFF\xFF\xFF\x53\xD3\x5A\xDA\x97\x0A\x05\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62\x1C\x26\x62\xA0\xC7\xC5\xE7\x74\x6F\xD8\x68\x3C\x8F\x9A\x56\x6E\x18\xA5\x07\xF3\x76\x2A\x16\x91\x1A\xED\xA8\xB7\x65\x17\x01\x08\x31\x3D\xCC\xE3\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA\x13\x17\x49\x5B\x1C\xDF\x05\x62\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8\xD2\x64\xB8\x72\x0D\x8E\x9C\x23\xD9\x08\xA3\x29\xE3\x5E\x2C\x62\xA2\xA7\xAB\xD4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test35(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xFDE628AB), ('P4rIngress.bitmap_seq.seq', 0xE0000000)], 4076)
        self.setRegisterValue('P4rIngress.rounds', 0xE0000000, 4076)
        self.setRegisterValue('P4rIngress.count', 0x1F, 4076)
        self.setRegisterValue('P4rIngress.exponent', 0x88, 4076)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4076)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x436DEF22), ('P4rIngress.values_v0000.hi', 0x415A2E69)], 4076)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7BB06607), ('P4rIngress.values_v0001.hi', 0x5D56C4FE)], 4076)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7C542308), ('P4rIngress.values_v0010.hi', 0x40B93081)], 4076)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x52054510), ('P4rIngress.values_v0011.hi', 0x7728BD0F)], 4076)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x65F29D9F), ('P4rIngress.values_v0100.hi', 0x6C6CCDA0)], 4076)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x6F27EBE3), ('P4rIngress.values_v0101.hi', 0x9DB6EAED)], 4076)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x515FB6CF), ('P4rIngress.values_v0110.hi', 0x835EBA61)], 4076)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7AB5E24F), ('P4rIngress.values_v0111.hi', 0x3398ECC7)], 4076)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x5ECD3B7D), ('P4rIngress.values_v1000.hi', 0x12EF8C7F)], 4076)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7AC5D045), ('P4rIngress.values_v1001.hi', 0x7F413DCA)], 4076)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4BCB28E6), ('P4rIngress.values_v1010.hi', 0xB45AF90D)], 4076)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x50A53227), ('P4rIngress.values_v1011.hi', 0x77EBEE9D)], 4076)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7928694B), ('P4rIngress.values_v1100.hi', 0x29B3162A)], 4076)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x67ED2A6A), ('P4rIngress.values_v1101.hi', 0x612702D1)], 4076)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7B7FB761), ('P4rIngress.values_v1110.hi', 0xF7103877)], 4076)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x69D09B3A), ('P4rIngress.values_v1111.hi', 0x289C0527)], 4076)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE256),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FEC),
                gc.DataTuple('slot_count', 0x00000687),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD4B155DF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x017),
                gc.KeyTuple('src_addr', 0x5A0640BD),
                gc.KeyTuple('src_port', 0x2A61),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE256),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x015F),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5A\x06\x40\xBD\x00\x00\x00\x00\x2A\x61\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE2\x56\x00\x10\xD4\xB1\x55\xDF\x00\x00\x06\xC3\xE0\x00\x00\x00\x00\x20\x00\x00\x46\x88\xDC\x97\x45\xEC\xB3\xEA\x7D\xF5\xD4\xAB\x2C\x75\xDB\x1E\x67\x45\x82\x30\x58\x39\xED\x8B\x57\x28\xA0\x9F\x15\xC2\x21\xD3\x54\xF5\xCE\x82\x56\x25\xE9\xB1\x5F\x32\x6C\xDB\xF7\xA1\x4A\x8A\x62\x3D\xCB\x27\x7B\xD6\x92\xFF\x45\x87\x3A\xCD\x95\xA8\x8B\x9B\x6B\x8B\x6D\xD9\xB5\x68\xBB\x64\x4A\x9D\x3F\x6B\x2F\xFD\x35\x4A\x55\x9A\x65\xD6\xB3\x97\x27\xD3\x59\x4E\x3F\xAB\x77\x95\xEE\x24\x5C\x8B\x46\x19\x5D\x33\xDE\x5A\x58\xF5\x75\x49\x5B\x66\x85\xA7\x7B\x22\x76\x20\xE5\x23\x3C\x73\x65\x3E\x5F\x5B\x65\x3A\xFE\xA7\x4F\x2A\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41\xE3\xB2\x80\x95\xD4\x0A\xCE\x3F\x30\x04\x94\x94\x46\xC3\xA9\x2C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x5A\x06\x40\xBD\xBE\xEF\x2A\x61\x00\xA0\x00\x00\x50\x34\x02\x82\xE2\x56\x00\x10\xD4\xB1\x55\xDF\x00\x00\x00\xC3\xE0\x00\x00\x00\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x45\xEC\xB3\xEA\x7F\xFF\xFF\xFF\x2C\x75\xDB\x1E\x7F\xFF\xFF\xFF\x58\x39\xED\x8B\x7F\xFF\xFF\xFF\x15\xC2\x21\xD3\x7F\xFF\xFF\xFF\x56\x25\xE9\xB1\x7F\xFF\xFF\xFF\xF7\xA1\x4A\x8A\x7F\xFF\xFF\xFF\x7B\xD6\x92\xFF\x7F\xFF\xFF\xFF\x95\xA8\x8B\x9B\x7F\xFF\xFF\xFF\xB5\x68\xBB\x64\x7F\xFF\xFF\xFF\x2F\xFD\x35\x4A\x7F\xFF\xFF\xFF\xB3\x97\x27\xD3\x7F\xFF\xFF\xFF\x77\x95\xEE\x24\x7F\xFF\xFF\xFF\x5D\x33\xDE\x5A\x7F\xFF\xFF\xFF\x5B\x66\x85\xA7\x7F\xFF\xFF\xFF\xE5\x23\x3C\x73\x7F\xFF\xFF\xFF\x65\x3A\xFE\xA7\x4F\x2A\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41\xE3\xB2\x80\x95\xD4\x0A\xCE\x3F\x30\x04\x94\x94\x46\xC3\xA9\x2C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test36(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6E1E2A56), ('P4rIngress.bitmap_seq.seq', 0x5C000000)], 5562)
        self.setRegisterValue('P4rIngress.rounds', 0x5C000000, 5562)
        self.setRegisterValue('P4rIngress.count', 0x0C, 5562)
        self.setRegisterValue('P4rIngress.exponent', 0x3B, 5562)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5562)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7CFAF5ED), ('P4rIngress.values_v0000.hi', 0x5F7FD056)], 5562)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x4A2BF9E3), ('P4rIngress.values_v0001.hi', 0xD381D737)], 5562)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7C5672D1), ('P4rIngress.values_v0010.hi', 0x4BB28BA4)], 5562)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x52DFFA5F), ('P4rIngress.values_v0011.hi', 0xD4FFA7F0)], 5562)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7EEB9527), ('P4rIngress.values_v0100.hi', 0xD57DCF9E)], 5562)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x6A1219A8), ('P4rIngress.values_v0101.hi', 0x4F6B3927)], 5562)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7BE8B1DD), ('P4rIngress.values_v0110.hi', 0x6AE37B7D)], 5562)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x567BCEEA), ('P4rIngress.values_v0111.hi', 0x3B10B76A)], 5562)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x7A787773), ('P4rIngress.values_v1000.hi', 0x7A920F43)], 5562)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7999EB6F), ('P4rIngress.values_v1001.hi', 0x70CCB1B3)], 5562)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7179251C), ('P4rIngress.values_v1010.hi', 0x6F292D9A)], 5562)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6182A4E2), ('P4rIngress.values_v1011.hi', 0x66656AB0)], 5562)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x56DB2F15), ('P4rIngress.values_v1100.hi', 0x7C8E40E6)], 5562)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x73555160), ('P4rIngress.values_v1101.hi', 0x6B2EAAA3)], 5562)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x77130269), ('P4rIngress.values_v1110.hi', 0x156D2BF2)], 5562)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x5C7B913B), ('P4rIngress.values_v1111.hi', 0x44689201)], 5562)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE6A5),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C0C),
                gc.DataTuple('slot_count', 0x00000A4F),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9180E3DF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x016),
                gc.KeyTuple('src_addr', 0xEFF1270F),
                gc.KeyTuple('src_port', 0x7361),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE6A5),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x032F),
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
        ig_port = 22
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEF\xF1\x27\x0F\x00\x00\x00\x00\x73\x61\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE6\xA5\x00\x10\x91\x80\xE3\xDF\x09\xAE\x02\x5D\x5C\x00\x00\x00\x00\x20\x00\x00\x48\x28\xF8\x4F\x51\x0E\x53\x84\x4E\x99\xEC\x9A\x61\x0A\x36\x65\x53\x55\x9B\x93\x6A\xBB\x2D\x57\x5F\x03\x49\xD3\x3C\xF9\xB7\x91\x71\x6A\xA1\x99\x95\x31\x1A\x35\x62\x31\xB3\x2A\x44\x82\x28\x64\x4E\x00\xA8\x69\x6D\x19\xB2\x75\x59\x8D\x15\x6A\x98\x43\x96\xEC\x4E\xFC\xE3\xB9\x7F\x8A\x11\x71\x5F\xF4\xD6\x1B\x21\x59\x2B\xF4\x76\xD8\x69\x97\x14\x3A\xD0\x13\x54\xB6\x2E\x87\x75\xAA\x16\xED\x62\x40\x64\x05\x27\x52\x6F\x75\x75\x23\x3C\x2E\x45\x0F\x04\xC1\x53\xD1\x56\x55\xEA\xA9\xF3\xA3\x48\xF3\x2B\xE9\x4C\xFA\xCB\xC7\x8F\x3E\x88\x42\x90\x7C\xB4\x48\x25\x20\x70\x49\xCD\x1C\x3B\xAE\x27\x61\xD1\x59\x03\x33\x0C\x9E\xF4\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45\x97\x65\x26\x6D\xDE\x34\x71\xEB\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD\x33\x1D\xE9\x0A\x4C\x2D\xDB\x4D\x65\xD8\x4C\xFC\x62\x1D\x8D\xD9\x83\xB7\x31\x9D\xE2\x8D\x2A\x79\x02\x5F\xBB\xFE\x41\x22\xDB\x1B\x01\xB1\x05\x59\x7E\x2D\x70\xEF\xC8\x47\x63\x88'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xEF\xF1\x27\x0F\xBE\xEF\x73\x61\x00\xA0\x00\x00\x50\x34\x02\x82\xE6\xA5\x00\x10\x91\x80\xE3\xDF\x09\xAE\x00\x5D\x5C\x00\x00\x00\x00\x20\x00\x0D\x7F\xFF\xFF\xFF\x51\x0E\x53\x84\x7F\xFF\xFF\xFF\x61\x0A\x36\x65\x7F\xFF\xFF\xFF\x6A\xBB\x2D\x57\x7F\xFF\xFF\xFF\x3C\xF9\xB7\x91\x7F\xFF\xFF\xFF\x95\x31\x1A\x35\x7F\xFF\xFF\xFF\x44\x82\x28\x64\x7F\xFF\xFF\xFF\x6D\x19\xB2\x75\x7F\xFF\xFF\xFF\x98\x43\x96\xEC\x7F\xFF\xFF\xFF\x7F\x8A\x11\x71\x7F\xFF\xFF\xFF\x21\x59\x2B\xF4\x7F\xFF\xFF\xFF\x14\x3A\xD0\x13\x7F\xFF\xFF\xFF\x75\xAA\x16\xED\x7F\xFF\xFF\xFF\x27\x52\x6F\x75\x7F\xFF\xFF\xFF\x45\x0F\x04\xC1\x7F\xFF\xFF\xFF\xEA\xA9\xF3\xA3\x7F\xFF\xFF\xFF\x4C\xFA\xCB\xC7\x8F\x3E\x88\x42\x90\x7C\xB4\x48\x25\x20\x70\x49\xCD\x1C\x3B\xAE\x27\x61\xD1\x59\x03\x33\x0C\x9E\xF4\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45\x97\x65\x26\x6D\xDE\x34\x71\xEB\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD\x33\x1D\xE9\x0A\x4C\x2D\xDB\x4D\x65\xD8\x4C\xFC\x62\x1D\x8D\xD9\x83\xB7\x31\x9D\xE2\x8D\x2A\x79\x02\x5F\xBB\xFE\x41\x22\xDB\x1B\x01\xB1\x05\x59\x7E\x2D\x70\xEF\xC8\x47\x63\x88'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test37(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE0F4A536), ('P4rIngress.bitmap_seq.seq', 0x117CB69B)], 702)
        self.setRegisterValue('P4rIngress.rounds', 0x117CB69B, 702)
        self.setRegisterValue('P4rIngress.count', 0x19, 702)
        self.setRegisterValue('P4rIngress.exponent', 0x76, 702)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 702)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x52E74DFB), ('P4rIngress.values_v0000.hi', 0x54E3365C)], 702)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x54BBF97A), ('P4rIngress.values_v0001.hi', 0x7D343674)], 702)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4B8B6ACA), ('P4rIngress.values_v0010.hi', 0x54AEC06C)], 702)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7A5D1C8F), ('P4rIngress.values_v0011.hi', 0x50FB3493)], 702)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x623E25D9), ('P4rIngress.values_v0100.hi', 0x6778B03B)], 702)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x42C6541B), ('P4rIngress.values_v0101.hi', 0x67373BA6)], 702)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x545107A9), ('P4rIngress.values_v0110.hi', 0xE5B454BB)], 702)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5C05812C), ('P4rIngress.values_v0111.hi', 0x06FD8950)], 702)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x69F3A316), ('P4rIngress.values_v1000.hi', 0xC59E0AC7)], 702)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6138CE28), ('P4rIngress.values_v1001.hi', 0x394D53AB)], 702)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x43904B54), ('P4rIngress.values_v1010.hi', 0xA80AC38C)], 702)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x48EC0DAA), ('P4rIngress.values_v1011.hi', 0x3A8CBCBB)], 702)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5B29FD0B), ('P4rIngress.values_v1100.hi', 0x447216E9)], 702)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x6ACD1CD9), ('P4rIngress.values_v1101.hi', 0x7A2C37E5)], 702)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x53633B42), ('P4rIngress.values_v1110.hi', 0x89529907)], 702)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x60A3244A), ('P4rIngress.values_v1111.hi', 0x272C2DC9)], 702)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB086),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002BE),
                gc.DataTuple('slot_count', 0x00000913),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x10DBA258),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x038),
                gc.KeyTuple('src_addr', 0x92D088A8),
                gc.KeyTuple('src_port', 0xFC86),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB086),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0293),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x92\xD0\x88\xA8\x00\x00\x00\x00\xFC\x86\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB0\x86\x00\x10\x10\xDB\xA2\x58\x00\x00\x06\xE5\x11\x7C\xB6\x9B\x00\x20\x00\x00\x52\x75\x7A\x63\x73\x25\xB3\xE3\x47\xFB\xCD\x4E\x49\x07\xA6\x14\x52\x8F\xB1\xEE\x2F\x92\x6C\xA7\x6C\x54\x80\x29\x79\x90\x06\xB2\x72\x1D\x71\x36\x56\xAB\xDD\x5E\x45\xA2\x7A\x26\xE1\xF5\x92\xA4\x63\xD6\xEF\x22\x79\x16\xF8\xD9\x78\x54\x75\xAF\x3B\x4C\xAE\x7F\x6A\x47\x2B\x56\xEC\x9B\x16\xDC\x6A\xB9\x96\x9B\x75\xF4\x6B\xAD\x6F\xDD\xF5\x70\xB8\x28\xCB\x18\x49\xC0\x42\xAD\x5C\x85\x9D\xBF\x53\x25\xBD\x6B\x68\xE6\x4E\xE4\x57\x58\xDA\x99\x79\xE7\x67\x23\x4A\x26\x5A\xA7\xCC\xE6\x0F\xA4\x5A\xEF\x64\xDA\x6A\x1A\x34\xFD\x2C\xC6\x99\x98\xC0\x00\x3B\x1C\xD0\xFC\x0E\xE2\x17\xBC\x80\xD0\x73\x35\xF1\x6E\x6C\xEE\xAD\xAA\x1C\xE1\xE3\x32\xBE\xCE\x02\x25\x64\xB4\xFB\x1B\xEB\x37\xAC\x23\x22\x37\x4A\x36\x09\x8E\x9D\x71\xAB\xB8\x22\x3E\xF6\x80\xBD\xE0\x5D\xAB\x90\xAC\x09\x87'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x92\xD0\x88\xA8\xBE\xEF\xFC\x86\x00\xA0\x00\x00\x50\x34\x02\x82\xB0\x86\x00\x10\x10\xDB\xA2\x58\x00\x00\x00\xE5\x11\x7C\xB6\x9B\x00\x20\x00\x1A\x7F\xFF\xFF\xFF\x73\x25\xB3\xE3\x7F\xFF\xFF\xFF\x49\x07\xA6\x14\x7F\xFF\xFF\xFF\x2F\x92\x6C\xA7\x7F\xFF\xFF\xFF\x79\x90\x06\xB2\x7F\xFF\xFF\xFF\x56\xAB\xDD\x5E\x7F\xFF\xFF\xFF\xE1\xF5\x92\xA4\x7F\xFF\xFF\xFF\x79\x16\xF8\xD9\x7F\xFF\xFF\xFF\x3B\x4C\xAE\x7F\x7F\xFF\xFF\xFF\xEC\x9B\x16\xDC\x7F\xFF\xFF\xFF\x75\xF4\x6B\xAD\x7F\xFF\xFF\xFF\xB8\x28\xCB\x18\x7F\xFF\xFF\xFF\x5C\x85\x9D\xBF\x7F\xFF\xFF\xFF\x68\xE6\x4E\xE4\x7F\xFF\xFF\xFF\x79\xE7\x67\x23\x7F\xFF\xFF\xFF\xCC\xE6\x0F\xA4\x7F\xFF\xFF\xFF\x6A\x1A\x34\xFD\x2C\xC6\x99\x98\xC0\x00\x3B\x1C\xD0\xFC\x0E\xE2\x17\xBC\x80\xD0\x73\x35\xF1\x6E\x6C\xEE\xAD\xAA\x1C\xE1\xE3\x32\xBE\xCE\x02\x25\x64\xB4\xFB\x1B\xEB\x37\xAC\x23\x22\x37\x4A\x36\x09\x8E\x9D\x71\xAB\xB8\x22\x3E\xF6\x80\xBD\xE0\x5D\xAB\x90\xAC\x09\x87'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test38(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xAA42C2F1), ('P4rIngress.bitmap_seq.seq', 0x144126B3)], 4629)
        self.setRegisterValue('P4rIngress.rounds', 0x144126B3, 4629)
        self.setRegisterValue('P4rIngress.count', 0x13, 4629)
        self.setRegisterValue('P4rIngress.exponent', 0x76, 4629)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4629)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6A831995), ('P4rIngress.values_v0000.hi', 0xC416DD0B)], 4629)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5190FC39), ('P4rIngress.values_v0001.hi', 0x94F89EC8)], 4629)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5D6426C7), ('P4rIngress.values_v0010.hi', 0x6520D638)], 4629)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x44DCDF59), ('P4rIngress.values_v0011.hi', 0x5916488E)], 4629)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6E52A815), ('P4rIngress.values_v0100.hi', 0x55CF7DD9)], 4629)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x59C656E7), ('P4rIngress.values_v0101.hi', 0x4D5FAA6F)], 4629)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x5478CFD3), ('P4rIngress.values_v0110.hi', 0x00000000)], 4629)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6329FE68), ('P4rIngress.values_v0111.hi', 0x550B03D6)], 4629)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x757B3215), ('P4rIngress.values_v1000.hi', 0x94ABEE0B)], 4629)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5958D52D), ('P4rIngress.values_v1001.hi', 0x32DC8D55)], 4629)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x47F7809C), ('P4rIngress.values_v1010.hi', 0x565CABE7)], 4629)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6EBC4FB5), ('P4rIngress.values_v1011.hi', 0x9C92420E)], 4629)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7C3CA71A), ('P4rIngress.values_v1100.hi', 0xA6F0611D)], 4629)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x4F928966), ('P4rIngress.values_v1101.hi', 0x2313BDD7)], 4629)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x55FD00B1), ('P4rIngress.values_v1110.hi', 0x8A0BFC5E)], 4629)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4B44513B), ('P4rIngress.values_v1111.hi', 0x99A5D0D7)], 4629)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3B8A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000CE),
                gc.DataTuple('slot_count', 0x00001C30),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x01D8FB78),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x033),
                gc.KeyTuple('src_addr', 0x9E004D71),
                gc.KeyTuple('src_port', 0x5094),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3B8A),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0344),
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
        ig_port = 51
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9E\x00\x4D\x71\x00\x00\x00\x00\x50\x94\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x3B\x8A\x00\x10\x01\xD8\xFB\x78\x11\x47\x02\x85\x14\x41\x26\xB3\x00\x20\x00\x00\x4E\xA8\xCE\xEB\x8F\x76\x79\x6B\x4C\x9E\x10\x9B\xD4\x6E\xA6\xFA\x74\xDE\xF9\xD9\x75\xF6\x77\xAA\x75\x58\xD2\x9E\x29\x64\xDC\xF7\x48\x3D\xBD\x35\x55\xE8\xF5\xA5\x5B\x28\x82\x45\xCB\x49\x63\x1B\x50\x35\xB7\x35\xFC\x08\xB6\xB8\x4B\xA5\x4C\x5C\x44\x28\x0C\x52\x55\x58\xB1\x6B\x2D\xF1\xA5\x99\x69\x76\xCF\x2C\x54\xC8\x2D\x5F\x7D\xED\x0C\x9C\x5B\xCE\xB0\x99\x45\xC3\x36\x8E\xB5\x93\x40\x3F\x57\xA0\xCE\x4F\xAA\x1B\x7A\x39\x7C\x22\x5F\xCA\x5E\x53\x08\x48\x4A\x56\xBB\x88\xA6\x7B\x3E\x56\x73\xE5\x56\xD7\x8C\xC1\xDE\xF2\xA8\xDF\xF7\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A\x46\x9D\x47\x06\x5D\xB1\x15\xA2\x24\x65\x1D\xF1\x89\x79\x4C\x6E\x10\x6E\xF8\xDF\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5\xE3\x6D\xEF\x8C\x97\x07\x0C\x4D\x5C\x66\xAF\x68\x7B\xD5\x87\x8E\xA4\x90\x8D\xCF\xD1\x02\x5E\x73\x9E\x7E\x62\x3A\x8B\xE4\x72\xB2\x6A\x7A\x5F\xE6\xC7\xBC\xCC\x45\x61\x0D\xBC\xBD\x58\xED\x33\xC2\x6E\x08\x6E\x90\xE9\xEA\xD7\x07\x13\x97\x4A\x47\xFB\x8B\x01\x27\xB8\xF2\x5D\x5F\xD8\x21\x6C\x63'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x9E\x00\x4D\x71\xBE\xEF\x50\x94\x00\xA0\x00\x00\x50\x34\x02\x82\x3B\x8A\x00\x10\x01\xD8\xFB\x78\x11\x47\x00\x85\x14\x41\x26\xB3\x00\x20\x00\x14\x7F\xFF\xFF\xFF\x8F\x76\x79\x6B\x7F\xFF\xFF\xFF\xD4\x6E\xA6\xFA\x7F\xFF\xFF\xFF\x75\xF6\x77\xAA\x7F\xFF\xFF\xFF\x29\x64\xDC\xF7\x7F\xFF\xFF\xFF\x55\xE8\xF5\xA5\x7F\xFF\xFF\xFF\xCB\x49\x63\x1B\x7F\xFF\xFF\xFF\xFC\x08\xB6\xB8\x7F\xFF\xFF\xFF\x44\x28\x0C\x52\x7F\xFF\xFF\xFF\x2D\xF1\xA5\x99\x7F\xFF\xFF\xFF\x54\xC8\x2D\x5F\x7F\xFF\xFF\xFF\x5B\xCE\xB0\x99\x7F\xFF\xFF\xFF\xB5\x93\x40\x3F\x7F\xFF\xFF\xFF\xAA\x1B\x7A\x39\x7F\xFF\xFF\xFF\x5E\x53\x08\x48\x7F\xFF\xFF\xFF\xA6\x7B\x3E\x56\x7F\xFF\xFF\xFF\x8C\xC1\xDE\xF2\xA8\xDF\xF7\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A\x46\x9D\x47\x06\x5D\xB1\x15\xA2\x24\x65\x1D\xF1\x89\x79\x4C\x6E\x10\x6E\xF8\xDF\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5\xE3\x6D\xEF\x8C\x97\x07\x0C\x4D\x5C\x66\xAF\x68\x7B\xD5\x87\x8E\xA4\x90\x8D\xCF\xD1\x02\x5E\x73\x9E\x7E\x62\x3A\x8B\xE4\x72\xB2\x6A\x7A\x5F\xE6\xC7\xBC\xCC\x45\x61\x0D\xBC\xBD\x58\xED\x33\xC2\x6E\x08\x6E\x90\xE9\xEA\xD7\x07\x13\x97\x4A\x47\xFB\x8B\x01\x27\xB8\xF2\x5D\x5F\xD8\x21\x6C\x63'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test39(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8DECD184), ('P4rIngress.bitmap_seq.seq', 0xFD240FF9)], 3793)
        self.setRegisterValue('P4rIngress.rounds', 0xFD240FF9, 3793)
        self.setRegisterValue('P4rIngress.count', 0x1D, 3793)
        self.setRegisterValue('P4rIngress.exponent', 0x3F, 3793)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3793)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x65D4A94B), ('P4rIngress.values_v0000.hi', 0xCAA810AC)], 3793)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x69DC1152), ('P4rIngress.values_v0001.hi', 0xE9B2112D)], 3793)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4CEED181), ('P4rIngress.values_v0010.hi', 0x36B327B7)], 3793)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x64E79B82), ('P4rIngress.values_v0011.hi', 0x4172B0D7)], 3793)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5B0BE674), ('P4rIngress.values_v0100.hi', 0x37AD8C61)], 3793)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5EF1B660), ('P4rIngress.values_v0101.hi', 0xFE555D53)], 3793)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x712475BF), ('P4rIngress.values_v0110.hi', 0x35C62CDF)], 3793)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7FF7105D), ('P4rIngress.values_v0111.hi', 0xB60BA6C7)], 3793)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4C15619E), ('P4rIngress.values_v1000.hi', 0x6182DD29)], 3793)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x51D46A61), ('P4rIngress.values_v1001.hi', 0xFED72FF9)], 3793)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5970CAE2), ('P4rIngress.values_v1010.hi', 0x6DAC2A69)], 3793)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6B85AF51), ('P4rIngress.values_v1011.hi', 0xAB88A9ED)], 3793)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7A658778), ('P4rIngress.values_v1100.hi', 0xE701E597)], 3793)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x50CEAB64), ('P4rIngress.values_v1101.hi', 0x6D418C93)], 3793)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7EBCCAF9), ('P4rIngress.values_v1110.hi', 0xBDDAB210)], 3793)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6275A527), ('P4rIngress.values_v1111.hi', 0x4B614878)], 3793)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF6AE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000BAA),
                gc.DataTuple('slot_count', 0x00000B35),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5B39896A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xBC9CFF06),
                gc.KeyTuple('src_port', 0xBCD5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF6AE),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0086),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBC\x9C\xFF\x06\x00\x00\x00\x00\xBC\xD5\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF6\xAE\x00\x10\x5B\x39\x89\x6A\x03\x27\x02\x59\xFD\x24\x0F\xF9\x00\x20\x00\x00\x4B\xD6\xB2\x70\xA3\x4C\x55\xB1\x55\x85\xAF\x57\x8F\x23\x21\x04\x6C\x45\x90\xFC\x52\xDB\xC4\x79\x40\xC1\xC2\xA7\x51\x1B\xA6\xC9\x6B\x77\xCE\xF5\x5B\x01\x8D\x59\x7C\x4B\x86\x7D\x6A\x34\x12\xF7\x5B\xAA\x9E\x3D\x0D\x55\x64\x5F\x42\x02\x9D\xBF\xA4\x6A\xB0\xC5\x44\x57\x93\xC7\x3B\x78\xE9\x6B\x5D\x8F\x8F\x35\x62\x32\xAD\xDC\x74\xF3\x9F\x75\x3D\x25\x34\xBF\x44\xEA\xC5\x3F\xC6\x99\xA2\x1B\x50\xAC\x5A\xE1\xD2\xC0\x49\xA9\x58\x69\x55\x4A\x8F\xAD\x2A\xA6\x76\x26\x58\x59\x9F\x92\xF7\xDD\x42\x35\xB7\xA1\x9E\x79\xE7\x93\x35\x9A\x32\xBD\x57\x35\xBF\x9F\xCE\x01\x05\x70\xE5\xCF\x46\x92\xDA\x75\x6C\xFA\xC6\x6B\xE0\xB0\x01\x4C\xE1\x98\xCD\xAF\xB6\xB6\x1B\x59\xF9\xEF\x8C\x69\x76\xA9\x67\x6D\xA2\x9C\xF4\xEE\x19\x80\x52\x06\x9F\x5B\xAB\x20\x08\x0C\x43\xF6\x46\x8F\xBD\xE4\x2A\x28\x01\xA7\x6E\xAF\xF3\x19\x6B\x76\xA5\xB3\x79\xAD\xB1\x06\xB1\xA0\xD1\xCB\xF5\xB2\x3E\xC1\x90\xAC\x64\xE2\x5B\x63\xFF\x0C\xB2\xA2\x2C\x67\xCA\x89\x69\xA6\x03\x55\x06\x6C\xE6\x8E\x4F\x79\xF2\x05\xFB\x94\x9D\x56\xD6\x15\xFB\x7D\x32\x3C\xD1\x89\xB9\x90\x26\x96\xDD\x58\xF4\x63\x8D\x35\x07\xE8\x94\x03\x60\x1A\xDE\x3E\x46\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6\xA9\x1C\xF9\x47\xA8\x53\x75\x04\x3C\x83\xAB\x13\x5D\x1E\x10\xCF\xFA\x8A\x4D\x00\x02\x14\x6C\x1D\x12\x55\x0D\x22\xF0\x6F\x6A\x08\x43\x5D\x14\x2D\xAF\xC6\xA8\xB7\x2A\xDD\x78\x30\xDF\x11\x83\x7A\xDC\xD4\x72\x9D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBC\x9C\xFF\x06\xBE\xEF\xBC\xD5\x00\xA0\x00\x00\x50\x34\x02\x82\xF6\xAE\x00\x10\x5B\x39\x89\x6A\x03\x27\x00\x59\xFD\x24\x0F\xF9\x00\x20\x00\x1E\x7F\xFF\xFF\xFF\xA3\x4C\x55\xB1\x7F\xFF\xFF\xFF\x8F\x23\x21\x04\x7F\xFF\xFF\xFF\x52\xDB\xC4\x79\x7F\xFF\xFF\xFF\x51\x1B\xA6\xC9\x7F\xFF\xFF\xFF\x5B\x01\x8D\x59\x7F\xFF\xFF\xFF\x6A\x34\x12\xF7\x7F\xFF\xFF\xFF\x0D\x55\x64\x5F\x7F\xFF\xFF\xFF\xA4\x6A\xB0\xC5\x7F\xFF\xFF\xFF\x3B\x78\xE9\x6B\x7F\xFF\xFF\xFF\x62\x32\xAD\xDC\x7F\xFF\xFF\xFF\x3D\x25\x34\xBF\x7F\xFF\xFF\xFF\xC6\x99\xA2\x1B\x7F\xFF\xFF\xFF\xD2\xC0\x49\xA9\x7F\xFF\xFF\xFF\x8F\xAD\x2A\xA6\x7F\xFF\xFF\xFF\x9F\x92\xF7\xDD\x7F\xFF\xFF\xFF\x9E\x79\xE7\x93\x35\x9A\x32\xBD\x57\x35\xBF\x9F\xCE\x01\x05\x70\xE5\xCF\x46\x92\xDA\x75\x6C\xFA\xC6\x6B\xE0\xB0\x01\x4C\xE1\x98\xCD\xAF\xB6\xB6\x1B\x59\xF9\xEF\x8C\x69\x76\xA9\x67\x6D\xA2\x9C\xF4\xEE\x19\x80\x52\x06\x9F\x5B\xAB\x20\x08\x0C\x43\xF6\x46\x8F\xBD\xE4\x2A\x28\x01\xA7\x6E\xAF\xF3\x19\x6B\x76\xA5\xB3\x79\xAD\xB1\x06\xB1\xA0\xD1\xCB\xF5\xB2\x3E\xC1\x90\xAC\x64\xE2\x5B\x63\xFF\x0C\xB2\xA2\x2C\x67\xCA\x89\x69\xA6\x03\x55\x06\x6C\xE6\x8E\x4F\x79\xF2\x05\xFB\x94\x9D\x56\xD6\x15\xFB\x7D\x32\x3C\xD1\x89\xB9\x90\x26\x96\xDD\x58\xF4\x63\x8D\x35\x07\xE8\x94\x03\x60\x1A\xDE\x3E\x46\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6\xA9\x1C\xF9\x47\xA8\x53\x75\x04\x3C\x83\xAB\x13\x5D\x1E\x10\xCF\xFA\x8A\x4D\x00\x02\x14\x6C\x1D\x12\x55\x0D\x22\xF0\x6F\x6A\x08\x43\x5D\x14\x2D\xAF\xC6\xA8\xB7\x2A\xDD\x78\x30\xDF\x11\x83\x7A\xDC\xD4\x72\x9D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test40(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA6DEEE19), ('P4rIngress.bitmap_seq.seq', 0xDD400000)], 3713)
        self.setRegisterValue('P4rIngress.rounds', 0xDD400000, 3713)
        self.setRegisterValue('P4rIngress.count', 0x0B, 3713)
        self.setRegisterValue('P4rIngress.exponent', 0x59, 3713)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3713)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7EF1108F), ('P4rIngress.values_v0000.hi', 0x5592B54B)], 3713)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x746D2EA3), ('P4rIngress.values_v0001.hi', 0x5BD018A8)], 3713)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x760E9CEB), ('P4rIngress.values_v0010.hi', 0x7D4555F2)], 3713)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x539F8DF9), ('P4rIngress.values_v0011.hi', 0x639A3DAC)], 3713)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6B1B7663), ('P4rIngress.values_v0100.hi', 0x5C6B4AD6)], 3713)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x488CF48D), ('P4rIngress.values_v0101.hi', 0x8FD4C127)], 3713)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7795D4CE), ('P4rIngress.values_v0110.hi', 0xCF038116)], 3713)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7738C75E), ('P4rIngress.values_v0111.hi', 0xF4D3F177)], 3713)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x64D32D4E), ('P4rIngress.values_v1000.hi', 0x81B5A3D3)], 3713)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7D52B4C5), ('P4rIngress.values_v1001.hi', 0x82528806)], 3713)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4F131D59), ('P4rIngress.values_v1010.hi', 0x8933156B)], 3713)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5DB5E9A4), ('P4rIngress.values_v1011.hi', 0x52D5D4D7)], 3713)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x72143ADD), ('P4rIngress.values_v1100.hi', 0x71F02773)], 3713)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x6EB3BDCE), ('P4rIngress.values_v1101.hi', 0x550233A7)], 3713)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x76F07E21), ('P4rIngress.values_v1110.hi', 0x57448DC5)], 3713)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6B21AF9D), ('P4rIngress.values_v1111.hi', 0xBF0ED5A4)], 3713)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF332),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000291),
                gc.DataTuple('slot_count', 0x00000F8E),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE5F323FD),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x010),
                gc.KeyTuple('src_addr', 0xF439BB1F),
                gc.KeyTuple('src_port', 0xFD23),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF332),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x02F7),
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
        ig_port = 16
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF4\x39\xBB\x1F\x00\x00\x00\x00\xFD\x23\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF3\x32\x00\x10\xE5\xF3\x23\xFD\x0B\xF0\x00\xA2\xDD\x40\x00\x00\x00\x20\x00\x00\x6C\x36\x70\x40\x5E\x3A\x73\x5B\x65\xCD\x5C\x2F\x52\x08\x59\x9A\x4B\xC4\x8A\xE6\x29\x4C\xAD\xF1\x4D\xAA\xA9\xB3\x5B\x53\xC8\xCD\x56\xDB\x15\x5E\x35\x0F\xCB\x1A\x77\xF6\x7E\x4C\x82\x6F\x9B\x74\x51\x25\x54\xD9\xAE\xDA\x59\x13\x77\x1D\xAC\x7F\xE5\x9A\xC3\x24\x75\x4E\x85\xF5\xD3\x31\x27\x8D\x75\x8A\xB1\xCE\xF6\x3E\x9E\xCC\x70\xB1\x39\xD5\xBB\xCE\xB5\x3E\x65\x3A\x07\xD5\x1C\x53\x45\x88\x58\x16\xCA\x51\x5A\xE3\x35\xE9\x72\x5B\xCB\x14\x45\xF2\xAB\xAA\x61\xCE\xA6\x26\x77\x2F\xBC\xE3\x58\x7C\x60\xC8\x52\x4B\x89\x6F\x2C\xFB\x9C\x84\xAE\x1A\x14'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF4\x39\xBB\x1F\xBE\xEF\xFD\x23\x00\xA0\x00\x00\x50\x34\x02\x82\xF3\x32\x00\x10\xE5\xF3\x23\xFD\x0B\xF0\x00\xA2\xDD\x40\x00\x00\x00\x20\x00\x0C\x7F\xFF\xFF\xFF\x5E\x3A\x73\x5B\x7F\xFF\xFF\xFF\x52\x08\x59\x9A\x7F\xFF\xFF\xFF\x29\x4C\xAD\xF1\x7F\xFF\xFF\xFF\x5B\x53\xC8\xCD\x7F\xFF\xFF\xFF\x35\x0F\xCB\x1A\x7F\xFF\xFF\xFF\x82\x6F\x9B\x74\x7F\xFF\xFF\xFF\xAE\xDA\x59\x13\x7F\xFF\xFF\xFF\xE5\x9A\xC3\x24\x7F\xFF\xFF\xFF\xD3\x31\x27\x8D\x7F\xFF\xFF\xFF\xF6\x3E\x9E\xCC\x7F\xFF\xFF\xFF\xBB\xCE\xB5\x3E\x7F\xFF\xFF\xFF\x1C\x53\x45\x88\x7F\xFF\xFF\xFF\x5A\xE3\x35\xE9\x7F\xFF\xFF\xFF\x45\xF2\xAB\xAA\x7F\xFF\xFF\xFF\x77\x2F\xBC\xE3\x7F\xFF\xFF\xFF\x52\x4B\x89\x6F\x2C\xFB\x9C\x84\xAE\x1A\x14'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test41(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x42DA98E8), ('P4rIngress.bitmap_seq.seq', 0xD13155C3)], 4994)
        self.setRegisterValue('P4rIngress.rounds', 0xD13155C3, 4994)
        self.setRegisterValue('P4rIngress.count', 0x0F, 4994)
        self.setRegisterValue('P4rIngress.exponent', 0x75, 4994)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4994)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x628B7E7A), ('P4rIngress.values_v0000.hi', 0x6B25D6F9)], 4994)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5FE62FB5), ('P4rIngress.values_v0001.hi', 0x93FC6416)], 4994)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x66FE260D), ('P4rIngress.values_v0010.hi', 0x681747ED)], 4994)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x48D4BA6F), ('P4rIngress.values_v0011.hi', 0xF1AEC6BF)], 4994)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4995265A), ('P4rIngress.values_v0100.hi', 0xC0911F6F)], 4994)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x7F30683A), ('P4rIngress.values_v0101.hi', 0x91A74D9C)], 4994)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x6291A4D8), ('P4rIngress.values_v0110.hi', 0x5255C5E9)], 4994)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x44152905), ('P4rIngress.values_v0111.hi', 0x875FC2E7)], 4994)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x7D9DDDDC), ('P4rIngress.values_v1000.hi', 0x13745D47)], 4994)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x48C021C9), ('P4rIngress.values_v1001.hi', 0x4F738936)], 4994)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x42B2C44D), ('P4rIngress.values_v1010.hi', 0xA71569B2)], 4994)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6BF496DD), ('P4rIngress.values_v1011.hi', 0xBBA43B3E)], 4994)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x55E2AB13), ('P4rIngress.values_v1100.hi', 0x6A215975)], 4994)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x4594CB99), ('P4rIngress.values_v1101.hi', 0x31674D8B)], 4994)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x68F6EC69), ('P4rIngress.values_v1110.hi', 0xEF61D8BC)], 4994)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x5C537E49), ('P4rIngress.values_v1111.hi', 0x6D704D39)], 4994)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD9AE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000CBD),
                gc.DataTuple('slot_count', 0x00000834),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE7CFB5D8),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03C),
                gc.KeyTuple('src_addr', 0x017D7E5E),
                gc.KeyTuple('src_port', 0x1CB4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD9AE),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03F0),
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
        ig_port = 60
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x01\x7D\x7E\x5E\x00\x00\x00\x00\x1C\xB4\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD9\xAE\x00\x10\xE7\xCF\xB5\xD8\x06\xC5\x02\x8E\xD1\x31\x55\xC3\x00\x20\x00\x00\x7E\x1E\x18\x32\x6F\xB0\xDB\x43\x7B\x06\x80\xAF\x24\xEB\x3A\xBB\x5D\x72\xF9\xEB\x28\xD4\xDE\x25\x6B\x57\x11\x7F\x74\xAF\xF1\x86\x69\xB1\x2A\xC6\xAB\xA4\xCE\x33\x7E\xA6\x29\xB7\xE3\xAB\x77\x4A\x75\x98\x76\xC2\x46\x66\x50\x2B\x6F\xA7\x75\xBF\xAD\x88\x98\xB3\x77\xED\x5D\x88\xEB\x4E\xC9\xF1\x56\xE4\x7C\x75\x5E\xE1\x1A\xC4\x60\x3A\xA1\xBA\x32\xBD\x4D\x32\x52\x92\x62\xA5\x17\x66\x32\xD6\x4E\x8A\x4F\x16\x3C\xA3\x5A\x6E\x4F\xF6\xF6\xCC\x1D\x65\x56\xF1\x61\xF1\x01\x3F\x8A\xA5\x96\xCF\x62\x76\xA3\xDF\x79\x74\xC5\x3A\x06\xA3\x12\xBB\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74\x5A\x88\xA9\x45\x49\x01\x6B\xAC\x58\xC0\xFE\xEA\x4A\x27\xFE\x40\x7C\xD0\x8B\xFE\xEE\x91\x29\x3F\xAF\x67\x7F\x52\x62\x74\xDC\x46\xD7\x7C\x10\x87\x37\x69\x9A\x3F\x18\x42\xA5\x0C\x38\x4A\xCE\x1D\xF8\xC9\x33\x54\x1D\xDF\xEA\xFE\x03\xC6\x3F\xC7\x6E\x96\x0C\x4E\x12\xCE\xB5\xFB\xF9\x56\x56\x51\x12\x0F\x0B\x0A\x48\xA6\xBD\x55\x23\xC0\x0F\x0C\xD2\xB0\x3C\x69\xFF\x9F\x0A\x36\xBD\x40\x6F\xD0\xF9\x04\x33\x76\xA0\xDD\xC4\xB7\xE5\x63\x1B\x33\xC3\x1E\xCE\x21\xD5\x3D\x66\x60\x6C\xCB\xA6\x76\x99\x88\x95\x50\xE9\xB2\x7D\xFE\xC3\xD7\x60\x8C\x50\x4B\x9D\xB5\xEB\x53\x26\x35\x81\x87\x19\xB5\x46\xDC\xC9\xC0\xC2\x91\xDC\xA1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x01\x7D\x7E\x5E\xBE\xEF\x1C\xB4\x00\xA0\x00\x00\x50\x34\x02\x82\xD9\xAE\x00\x10\xE7\xCF\xB5\xD8\x06\xC5\x00\x8E\xD1\x31\x55\xC3\x00\x20\x00\x10\x7F\xFF\xFF\xFF\x6F\xB0\xDB\x43\x7F\xFF\xFF\xFF\x24\xEB\x3A\xBB\x7F\xFF\xFF\xFF\x28\xD4\xDE\x25\x7F\xFF\xFF\xFF\x74\xAF\xF1\x86\x7F\xFF\xFF\xFF\xAB\xA4\xCE\x33\x7F\xFF\xFF\xFF\xE3\xAB\x77\x4A\x7F\xFF\xFF\xFF\x46\x66\x50\x2B\x7F\xFF\xFF\xFF\xAD\x88\x98\xB3\x7F\xFF\xFF\xFF\xEB\x4E\xC9\xF1\x7F\xFF\xFF\xFF\x5E\xE1\x1A\xC4\x7F\xFF\xFF\xFF\x32\xBD\x4D\x32\x7F\xFF\xFF\xFF\x17\x66\x32\xD6\x7F\xFF\xFF\xFF\x3C\xA3\x5A\x6E\x7F\xFF\xFF\xFF\x1D\x65\x56\xF1\x7F\xFF\xFF\xFF\x8A\xA5\x96\xCF\x7F\xFF\xFF\xFF\x79\x74\xC5\x3A\x06\xA3\x12\xBB\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74\x5A\x88\xA9\x45\x49\x01\x6B\xAC\x58\xC0\xFE\xEA\x4A\x27\xFE\x40\x7C\xD0\x8B\xFE\xEE\x91\x29\x3F\xAF\x67\x7F\x52\x62\x74\xDC\x46\xD7\x7C\x10\x87\x37\x69\x9A\x3F\x18\x42\xA5\x0C\x38\x4A\xCE\x1D\xF8\xC9\x33\x54\x1D\xDF\xEA\xFE\x03\xC6\x3F\xC7\x6E\x96\x0C\x4E\x12\xCE\xB5\xFB\xF9\x56\x56\x51\x12\x0F\x0B\x0A\x48\xA6\xBD\x55\x23\xC0\x0F\x0C\xD2\xB0\x3C\x69\xFF\x9F\x0A\x36\xBD\x40\x6F\xD0\xF9\x04\x33\x76\xA0\xDD\xC4\xB7\xE5\x63\x1B\x33\xC3\x1E\xCE\x21\xD5\x3D\x66\x60\x6C\xCB\xA6\x76\x99\x88\x95\x50\xE9\xB2\x7D\xFE\xC3\xD7\x60\x8C\x50\x4B\x9D\xB5\xEB\x53\x26\x35\x81\x87\x19\xB5\x46\xDC\xC9\xC0\xC2\x91\xDC\xA1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test42(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4788C31D), ('P4rIngress.bitmap_seq.seq', 0x555DEBEE)], 4314)
        self.setRegisterValue('P4rIngress.rounds', 0x555DEBEE, 4314)
        self.setRegisterValue('P4rIngress.count', 0x1F, 4314)
        self.setRegisterValue('P4rIngress.exponent', 0x29, 4314)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4314)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x4879989F), ('P4rIngress.values_v0000.hi', 0xAD1B67A0)], 4314)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x44A5641D), ('P4rIngress.values_v0001.hi', 0x85B54F97)], 4314)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x706849F4), ('P4rIngress.values_v0010.hi', 0x5DDB332F)], 4314)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x76AB3D57), ('P4rIngress.values_v0011.hi', 0x574C9A00)], 4314)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x702AECBB), ('P4rIngress.values_v0100.hi', 0x4771198E)], 4314)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5B73BCCB), ('P4rIngress.values_v0101.hi', 0x6290866B)], 4314)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7008D274), ('P4rIngress.values_v0110.hi', 0xD7DB7354)], 4314)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x68F3A44B), ('P4rIngress.values_v0111.hi', 0x9D991A50)], 4314)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x40956E96), ('P4rIngress.values_v1000.hi', 0x4748C1A6)], 4314)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x53421558), ('P4rIngress.values_v1001.hi', 0x6F490AC6)], 4314)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x59AAC7AB), ('P4rIngress.values_v1010.hi', 0x7B27269B)], 4314)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7B56CB89), ('P4rIngress.values_v1011.hi', 0x86A51E2D)], 4314)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x77CDC37C), ('P4rIngress.values_v1100.hi', 0x32882C26)], 4314)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x54CA2B5D), ('P4rIngress.values_v1101.hi', 0x9E3B3297)], 4314)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5F6566CD), ('P4rIngress.values_v1110.hi', 0x644AD4FD)], 4314)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x56253419), ('P4rIngress.values_v1111.hi', 0x36710E5F)], 4314)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0C1D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000009F0),
                gc.DataTuple('slot_count', 0x0000123E),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x14677987),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0x65206A4F),
                gc.KeyTuple('src_port', 0x585B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0C1D),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03E9),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x65\x20\x6A\x4F\x00\x00\x00\x00\x58\x5B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x0C\x1D\x00\x10\x14\x67\x79\x87\x06\xEA\x04\x94\x55\x5D\xEB\xEE\x00\x20\x00\x00\x59\x69\x8C\xAE\x94\x18\x42\x17\x44\xB8\x47\xA5\xD9\xE5\xED\x52\x5B\x66\x3C\xE2\x5F\x98\xD9\x63\x5D\x26\xBD\x5F\x78\xC9\xF2\xBE\x6D\x56\x16\xA4\x73\xD3\x49\xBA\x79\x3A\x6D\xFB\xC1\xCB\x39\x33\x44\x89\xCA\xD7\xD6\x4B\x77\xD7\x76\xC5\x2B\xD6\xAB\x39\xC4\x52\x4F\xE6\xD4\xF7\x5C\xB9\x69\xCE\x62\xE1\xCB\x45\x84\x5F\x1B\x72\x50\x14\x95\x9F\x79\x6E\xE7\x82\x4F\x2F\x08\x99\xA2\x83\x30\x8A\x55\xC4\x8F\x2A\xBC\xB7\x6F\xD5\x70\x3A\x75\x0F\xD3\x0C\x31\x17\x4A\x0F\x4E\xE4\x72\x03\x6B\x0B\x73\x52\xFF\xB4\x4B\xC4\xB1\xF7\x0E\x42\x40\x5E\x1B\x1D\xE2\x50\x0B\xDF\x5F\xE7\xDE\x48\x7A\x01\x7B\xF0\x1D\x4B\x02\x55\x2F\x0E\xBD\xCA\xE2\x80\x02\x6A\xE9\x09\xB1\x5C\xDD\xEF\x25\x0B\x52\xF5\x9F\xDD\x96\xCF\x6F\x5A\x82\xF5\x17\xD5\x68\xEA\x51\x40\xBD\xDC\x2D\x55\xEB\x5C\x7F\xA4\x57\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B\xE6\xCF\xD1\x61\x6A\xC7\x39\x5E\xC6\x55\x5C\x09\x86\xDF\xC3\xB4\x38\xBF\x28\xC8\x2F\x55\xF9\x05\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80\x55\x93\x23\x69\xBB\x3F\x79\xBF\xC6\x1F\x60\x02\x8B\x2F\x39\x16\xFD\x8B\x42\xB2\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71\x3B\xCC\xED\x94\x74\xA5\x0C\x2A\x93\x92\x9F\x47\xB5\xD9\xCC\x22\x55\x0E\x15\xBE\x5F\x6C\x77\x2F\x72\x7D\x1D\x79\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C\xDA\x40\x22\xA4\xED\x98\x8E\x76\x19\xAC\xBF\xE1\x4E\xD1\x62\x52\x07\x1F\x17\x5B\x53\x1B\x7F\x5B\xD6\x8B\x86\x60\xCB\xEB\x43\x69\x2D\x95\xA5\x66\x54\x69\x84\xB5\x6B\xA6\x29\x96\xC5\x60\x9B\x67\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x65\x20\x6A\x4F\xBE\xEF\x58\x5B\x00\xA0\x00\x00\x50\x34\x02\x82\x0C\x1D\x00\x10\x14\x67\x79\x87\x06\xEA\x00\x94\x55\x5D\xEB\xEE\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x94\x18\x42\x17\x7F\xFF\xFF\xFF\xD9\xE5\xED\x52\x7F\xFF\xFF\xFF\x5F\x98\xD9\x63\x7F\xFF\xFF\xFF\x78\xC9\xF2\xBE\x7F\xFF\xFF\xFF\x73\xD3\x49\xBA\x7F\xFF\xFF\xFF\xC1\xCB\x39\x33\x7F\xFF\xFF\xFF\xD6\x4B\x77\xD7\x7F\xFF\xFF\xFF\xAB\x39\xC4\x52\x7F\xFF\xFF\xFF\x5C\xB9\x69\xCE\x7F\xFF\xFF\xFF\x84\x5F\x1B\x72\x7F\xFF\xFF\xFF\x79\x6E\xE7\x82\x7F\xFF\xFF\xFF\xA2\x83\x30\x8A\x7F\xFF\xFF\xFF\xBC\xB7\x6F\xD5\x7F\xFF\xFF\xFF\xD3\x0C\x31\x17\x7F\xFF\xFF\xFF\x72\x03\x6B\x0B\x7F\xFF\xFF\xFF\x4B\xC4\xB1\xF7\x0E\x42\x40\x5E\x1B\x1D\xE2\x50\x0B\xDF\x5F\xE7\xDE\x48\x7A\x01\x7B\xF0\x1D\x4B\x02\x55\x2F\x0E\xBD\xCA\xE2\x80\x02\x6A\xE9\x09\xB1\x5C\xDD\xEF\x25\x0B\x52\xF5\x9F\xDD\x96\xCF\x6F\x5A\x82\xF5\x17\xD5\x68\xEA\x51\x40\xBD\xDC\x2D\x55\xEB\x5C\x7F\xA4\x57\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B\xE6\xCF\xD1\x61\x6A\xC7\x39\x5E\xC6\x55\x5C\x09\x86\xDF\xC3\xB4\x38\xBF\x28\xC8\x2F\x55\xF9\x05\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80\x55\x93\x23\x69\xBB\x3F\x79\xBF\xC6\x1F\x60\x02\x8B\x2F\x39\x16\xFD\x8B\x42\xB2\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71\x3B\xCC\xED\x94\x74\xA5\x0C\x2A\x93\x92\x9F\x47\xB5\xD9\xCC\x22\x55\x0E\x15\xBE\x5F\x6C\x77\x2F\x72\x7D\x1D\x79\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C\xDA\x40\x22\xA4\xED\x98\x8E\x76\x19\xAC\xBF\xE1\x4E\xD1\x62\x52\x07\x1F\x17\x5B\x53\x1B\x7F\x5B\xD6\x8B\x86\x60\xCB\xEB\x43\x69\x2D\x95\xA5\x66\x54\x69\x84\xB5\x6B\xA6\x29\x96\xC5\x60\x9B\x67\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test43(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0C2A7070), ('P4rIngress.bitmap_seq.seq', 0xF4B00000)], 1201)
        self.setRegisterValue('P4rIngress.rounds', 0xF4B00000, 1201)
        self.setRegisterValue('P4rIngress.count', 0x1F, 1201)
        self.setRegisterValue('P4rIngress.exponent', 0x90, 1201)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1201)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7D199CDF), ('P4rIngress.values_v0000.hi', 0x32F3DF9D)], 1201)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x4E88F25A), ('P4rIngress.values_v0001.hi', 0x54D77B53)], 1201)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x52DE56D8), ('P4rIngress.values_v0010.hi', 0x64757CD9)], 1201)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x405BAC29), ('P4rIngress.values_v0011.hi', 0x4338456F)], 1201)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x714A9432), ('P4rIngress.values_v0100.hi', 0x6D442633)], 1201)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x56B0AEEF), ('P4rIngress.values_v0101.hi', 0xBCF3FC5F)], 1201)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x49CA2945), ('P4rIngress.values_v0110.hi', 0xA1031137)], 1201)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x65D6CD45), ('P4rIngress.values_v0111.hi', 0x96980FEC)], 1201)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x761139D6), ('P4rIngress.values_v1000.hi', 0x4FD7ED9C)], 1201)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x4ABB8A37), ('P4rIngress.values_v1001.hi', 0x191F2605)], 1201)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x52E752E9), ('P4rIngress.values_v1010.hi', 0x6E270650)], 1201)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7149F51B), ('P4rIngress.values_v1011.hi', 0x68953ABB)], 1201)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5D370103), ('P4rIngress.values_v1100.hi', 0x283AA973)], 1201)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x747CEBE4), ('P4rIngress.values_v1101.hi', 0x5CF37576)], 1201)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5F5E025A), ('P4rIngress.values_v1110.hi', 0x55D37F07)], 1201)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x7A0296AC), ('P4rIngress.values_v1111.hi', 0xB42B4D54)], 1201)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9A46),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004B1),
                gc.DataTuple('slot_count', 0x000016EB),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x63B61960),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x028),
                gc.KeyTuple('src_addr', 0x54ED9FCA),
                gc.KeyTuple('src_port', 0x409B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9A46),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x00EC),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x54\xED\x9F\xCA\x00\x00\x00\x00\x40\x9B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9A\x46\x00\x10\x63\xB6\x19\x60\x00\x00\x02\xC7\xF4\xB0\x00\x00\x00\x20\x00\x00\x5D\x54\x8D\xAD\x71\x92\x12\xAA\x47\xCA\x76\xD8\x7E\xDB\x53\xC7\x49\x52\x4F\xF7\x54\x44\x00\x9B\x44\xB7\xD7\x8B\x57\x12\xC7\x66\x7E\x97\xD7\x7C\x25\x5C\xF4\x3A\x73\x14\x49\x63\xAC\x7B\x45\x34\x68\x2F\xB8\xF3\xA1\xEC\x21\x3B\x73\x53\x9A\xC3\xD4\xD7\x46\x94\x7F\xB8\x69\xD6\x5D\x5F\x36\xAD\x63\x9B\x6A\x93\x3F\x15\xF8\xE6\x78\x2A\xD2\xA1\x44\x62\xB2\x7A\x4B\xA3\x78\xE5\x25\xE5\x94\xFB\x7D\x43\x6B\x21\xCB\xCA\xB5\x32\x45\xCE\xCF\x86\x1A\x4A\x25\x4D\x46\x93\x0F\x75\x46\xFC\xB1\x27\x78\xB8\xB4\x2B\x9C\xC5\x35\xBD\x7A\xAA\x56\x98\x01\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x54\xED\x9F\xCA\xBE\xEF\x40\x9B\x00\xA0\x00\x00\x50\x34\x02\x82\x9A\x46\x00\x10\x63\xB6\x19\x60\x00\x00\x00\xC7\xF4\xB0\x00\x00\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x71\x92\x12\xAA\x7F\xFF\xFF\xFF\x7E\xDB\x53\xC7\x7F\xFF\xFF\xFF\x54\x44\x00\x9B\x7F\xFF\xFF\xFF\x57\x12\xC7\x66\x7F\xFF\xFF\xFF\x25\x5C\xF4\x3A\x7F\xFF\xFF\xFF\xAC\x7B\x45\x34\x7F\xFF\xFF\xFF\xA1\xEC\x21\x3B\x7F\xFF\xFF\xFF\xD4\xD7\x46\x94\x7F\xFF\xFF\xFF\x5D\x5F\x36\xAD\x7F\xFF\xFF\xFF\x3F\x15\xF8\xE6\x7F\xFF\xFF\xFF\x44\x62\xB2\x7A\x7F\xFF\xFF\xFF\x25\xE5\x94\xFB\x7F\xFF\xFF\xFF\xCB\xCA\xB5\x32\x7F\xFF\xFF\xFF\x1A\x4A\x25\x4D\x7F\xFF\xFF\xFF\x46\xFC\xB1\x27\x7F\xFF\xFF\xFF\x9C\xC5\x35\xBD\x7A\xAA\x56\x98\x01\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test44(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x527AEA86), ('P4rIngress.bitmap_seq.seq', 0x20000000)], 2955)
        self.setRegisterValue('P4rIngress.rounds', 0x20000000, 2955)
        self.setRegisterValue('P4rIngress.count', 0x0A, 2955)
        self.setRegisterValue('P4rIngress.exponent', 0x36, 2955)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2955)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x69884B6E), ('P4rIngress.values_v0000.hi', 0x87EDDE9D)], 2955)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7FC805AC), ('P4rIngress.values_v0001.hi', 0x9B141AD3)], 2955)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6A0AF303), ('P4rIngress.values_v0010.hi', 0x3945FA32)], 2955)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6CEF8525), ('P4rIngress.values_v0011.hi', 0x23BEA56F)], 2955)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6CF3AEC7), ('P4rIngress.values_v0100.hi', 0x70A6A187)], 2955)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5B2B8F47), ('P4rIngress.values_v0101.hi', 0x1EB47D19)], 2955)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x6BBD262E), ('P4rIngress.values_v0110.hi', 0xFA2B3AD6)], 2955)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x74DDDE45), ('P4rIngress.values_v0111.hi', 0xBED92F71)], 2955)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x5191B507), ('P4rIngress.values_v1000.hi', 0xB394966D)], 2955)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x534C4DB9), ('P4rIngress.values_v1001.hi', 0x735279BB)], 2955)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x646D6C19), ('P4rIngress.values_v1010.hi', 0x70328BEF)], 2955)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6CCB9F14), ('P4rIngress.values_v1011.hi', 0x41976BA8)], 2955)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7580CB27), ('P4rIngress.values_v1100.hi', 0x6DD4BDD3)], 2955)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x70FA61C9), ('P4rIngress.values_v1101.hi', 0x749C044B)], 2955)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x583CAC1B), ('P4rIngress.values_v1110.hi', 0x3354B8EE)], 2955)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x77233196), ('P4rIngress.values_v1111.hi', 0x6573711B)], 2955)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x74E7),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000293),
                gc.DataTuple('slot_count', 0x00001899),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x012F70B4),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00B),
                gc.KeyTuple('src_addr', 0xBDD485A3),
                gc.KeyTuple('src_port', 0x7ECB),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x74E7),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0011),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBD\xD4\x85\xA3\x00\x00\x00\x00\x7E\xCB\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x74\xE7\x00\x10\x01\x2F\x70\xB4\x08\xF8\x06\x6D\x20\x00\x00\x00\x00\x20\x00\x00\x57\x49\x9C\xE7\x9F\x09\x98\xFB\x48\x62\x28\x3A\xA3\x57\xAB\xB1\x47\xB9\xB6\x35\x55\x7D\xC7\x8C\x7D\x38\x6C\xF5\x6E\x68\x18\x84\x48\x23\xB7\xCA\x6E\xEA\xB5\x03\x4D\xA9\x26\x3F\xB0\xB5\xC9\xDF\x6E\xA4\x4D\xE0\xEA\x3C\x5A\x74\x5D\x1E\x89\x77\x8C\x9B\xAD\x6E\x74\xF5\x15\xA7\xB3\xB6\xD9\x27\x73\x73\x14\x14\x66\x72\x61\x7B\x71\xBA\x4C\x58\x3F\x8A\x44\x8D\x58\x06\x4C\xD6\x47\x96\x7E\x9C\x41\x83\x45\xB3\x2C\x95\x71\x1B\x61\x44\xAC\xB3\x65\xB8\xD7\x6F\x4F\xA1\x89\x37\x92\x73\xA1\x85\x77\x4D\x82\x9D\x57\x79\x5D\xBA\xEF\xA4\xB3\x1A\xCE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBD\xD4\x85\xA3\xBE\xEF\x7E\xCB\x00\xA0\x00\x00\x50\x34\x02\x82\x74\xE7\x00\x10\x01\x2F\x70\xB4\x08\xF8\x00\x6D\x20\x00\x00\x00\x00\x20\x00\x0B\x7F\xFF\xFF\xFF\x9F\x09\x98\xFB\x7F\xFF\xFF\xFF\xA3\x57\xAB\xB1\x7F\xFF\xFF\xFF\x55\x7D\xC7\x8C\x7F\xFF\xFF\xFF\x6E\x68\x18\x84\x7F\xFF\xFF\xFF\x6E\xEA\xB5\x03\x7F\xFF\xFF\xFF\xB0\xB5\xC9\xDF\x7F\xFF\xFF\xFF\xEA\x3C\x5A\x74\x7F\xFF\xFF\xFF\x8C\x9B\xAD\x6E\x7F\xFF\xFF\xFF\xB3\xB6\xD9\x27\x7F\xFF\xFF\xFF\x66\x72\x61\x7B\x7F\xFF\xFF\xFF\x3F\x8A\x44\x8D\x7F\xFF\xFF\xFF\x47\x96\x7E\x9C\x7F\xFF\xFF\xFF\x2C\x95\x71\x1B\x7F\xFF\xFF\xFF\x65\xB8\xD7\x6F\x7F\xFF\xFF\xFF\x92\x73\xA1\x85\x7F\xFF\xFF\xFF\x57\x79\x5D\xBA\xEF\xA4\xB3\x1A\xCE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test45(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x923C3C51), ('P4rIngress.bitmap_seq.seq', 0xD90FF004)], 2284)
        self.setRegisterValue('P4rIngress.rounds', 0xD90FF004, 2284)
        self.setRegisterValue('P4rIngress.count', 0x0A, 2284)
        self.setRegisterValue('P4rIngress.exponent', 0x1A, 2284)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2284)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5DB470A3), ('P4rIngress.values_v0000.hi', 0x2592916D)], 2284)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x653DB750), ('P4rIngress.values_v0001.hi', 0x7C37DD5F)], 2284)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x52A59BD6), ('P4rIngress.values_v0010.hi', 0x6CA32ECA)], 2284)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x4ADA967D), ('P4rIngress.values_v0011.hi', 0x5C39D923)], 2284)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4ED17687), ('P4rIngress.values_v0100.hi', 0x604C91B9)], 2284)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5A4EBE09), ('P4rIngress.values_v0101.hi', 0x94D7515E)], 2284)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x621535D9), ('P4rIngress.values_v0110.hi', 0x9E75346F)], 2284)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x755EBCEF), ('P4rIngress.values_v0111.hi', 0x36814499)], 2284)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x544536AB), ('P4rIngress.values_v1000.hi', 0xA87FAC49)], 2284)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x78673596), ('P4rIngress.values_v1001.hi', 0xC770F8EC)], 2284)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x638B8809), ('P4rIngress.values_v1010.hi', 0x4B57426D)], 2284)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x4470EFEF), ('P4rIngress.values_v1011.hi', 0x60443EBA)], 2284)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x51AABA51), ('P4rIngress.values_v1100.hi', 0x3DA2C7AF)], 2284)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x69FEFF2D), ('P4rIngress.values_v1101.hi', 0x5FB6D334)], 2284)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x73FC04DD), ('P4rIngress.values_v1110.hi', 0xAABD3579)], 2284)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x45E5AE0A), ('P4rIngress.values_v1111.hi', 0x1BD4B351)], 2284)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x36E6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000043E),
                gc.DataTuple('slot_count', 0x00001309),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x20978769),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x007),
                gc.KeyTuple('src_addr', 0x720AABC4),
                gc.KeyTuple('src_port', 0x3C5F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x36E6),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x034C),
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
        ig_port = 7
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x72\x0A\xAB\xC4\x00\x00\x00\x00\x3C\x5F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x36\xE6\x00\x10\x20\x97\x87\x69\x04\xAE\x02\xB6\xD9\x0F\xF0\x04\x00\x20\x00\x00\x5D\xAC\x39\xB3\x5D\xA9\x31\x6F\x75\x13\x11\x7B\x17\x50\x02\x13\x76\xAF\xB1\x8A\x2A\xB4\x39\x6A\x64\xF8\x84\x27\x6E\x28\xD1\xCA\x68\x3D\x42\xF3\x57\xE9\x30\xE5\x57\xBB\x35\xDB\xD6\xB4\x7D\x62\x65\xEB\x88\xD9\xB4\x69\x6E\xF4\x7E\xF9\x20\x51\xC3\x06\x39\x97\x5A\xBD\x85\xAB\x9F\x23\x0D\x0D\x74\x49\x30\x93\xA0\x74\x80\x1A\x7A\x38\xA7\x65\x45\x7A\x9B\xC2\x44\x74\x82\x1B\x47\xA1\xAF\xA7\x7E\x97\xC5\x5B\xF4\x91\x36\xAB\x7F\x94\xD7\x70\x4C\x66\x43\xBC\x6A\x58\x15\x89\xB1\x84\x27\xD1\x6E\xB9\x18\x4A\xC0\xB3\x0D\x91\xF8\x18\x6B\xA6\xB4\x39\xCE\x7B\x90\xE8\x8B\xA9\xA5\x1A\x01\x3E\x50\x66\x3B\x5F\x18\x71\x9D\x37\xAE\xF2\x56\x87\x80\x61\xC0\x6C\x47\xD0\x98\x87\xA0\xE3\xF8\x41\x73\x04\x06\xBB\x95\xD8\x20\xC2\x49\xCD\x27\xCB\x0E\xDA\x19\x1E\x31\x70\x44\x10\x24'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x72\x0A\xAB\xC4\xBE\xEF\x3C\x5F\x00\xA0\x00\x00\x50\x34\x02\x82\x36\xE6\x00\x10\x20\x97\x87\x69\x04\xAE\x00\xB6\xD9\x0F\xF0\x04\x00\x20\x00\x0B\x7F\xFF\xFF\xFF\x5D\xA9\x31\x6F\x7F\xFF\xFF\xFF\x17\x50\x02\x13\x7F\xFF\xFF\xFF\x2A\xB4\x39\x6A\x7F\xFF\xFF\xFF\x6E\x28\xD1\xCA\x7F\xFF\xFF\xFF\x57\xE9\x30\xE5\x7F\xFF\xFF\xFF\xD6\xB4\x7D\x62\x7F\xFF\xFF\xFF\xB4\x69\x6E\xF4\x7F\xFF\xFF\xFF\xC3\x06\x39\x97\x7F\xFF\xFF\xFF\x9F\x23\x0D\x0D\x7F\xFF\xFF\xFF\xA0\x74\x80\x1A\x7F\xFF\xFF\xFF\x45\x7A\x9B\xC2\x7F\xFF\xFF\xFF\x47\xA1\xAF\xA7\x7F\xFF\xFF\xFF\xF4\x91\x36\xAB\x7F\xFF\xFF\xFF\x4C\x66\x43\xBC\x7F\xFF\xFF\xFF\xB1\x84\x27\xD1\x7F\xFF\xFF\xFF\xC0\xB3\x0D\x91\xF8\x18\x6B\xA6\xB4\x39\xCE\x7B\x90\xE8\x8B\xA9\xA5\x1A\x01\x3E\x50\x66\x3B\x5F\x18\x71\x9D\x37\xAE\xF2\x56\x87\x80\x61\xC0\x6C\x47\xD0\x98\x87\xA0\xE3\xF8\x41\x73\x04\x06\xBB\x95\xD8\x20\xC2\x49\xCD\x27\xCB\x0E\xDA\x19\x1E\x31\x70\x44\x10\x24'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test46(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2B9EF00C), ('P4rIngress.bitmap_seq.seq', 0xF9800000)], 2253)
        self.setRegisterValue('P4rIngress.rounds', 0xF9800000, 2253)
        self.setRegisterValue('P4rIngress.count', 0x1F, 2253)
        self.setRegisterValue('P4rIngress.exponent', 0x6F, 2253)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2253)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x489AFD8D), ('P4rIngress.values_v0000.hi', 0x5AC30EF6)], 2253)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x726E887B), ('P4rIngress.values_v0001.hi', 0xDF343A9E)], 2253)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5B615A0E), ('P4rIngress.values_v0010.hi', 0x537DD095)], 2253)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x5F9CD923), ('P4rIngress.values_v0011.hi', 0x3C8AD253)], 2253)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4703DFCB), ('P4rIngress.values_v0100.hi', 0x8BADA29C)], 2253)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x735306D9), ('P4rIngress.values_v0101.hi', 0x3B9D5436)], 2253)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7777BCF0), ('P4rIngress.values_v0110.hi', 0x6C39FBC7)], 2253)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x68368DA7), ('P4rIngress.values_v0111.hi', 0x7D118D2D)], 2253)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6170E76F), ('P4rIngress.values_v1000.hi', 0x42C7D7D7)], 2253)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6C137519), ('P4rIngress.values_v1001.hi', 0x741E6679)], 2253)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6DD17BB9), ('P4rIngress.values_v1010.hi', 0x67083114)], 2253)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x533F0156), ('P4rIngress.values_v1011.hi', 0x8B1A871C)], 2253)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5F9A17AF), ('P4rIngress.values_v1100.hi', 0x57E06C42)], 2253)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x68AE6413), ('P4rIngress.values_v1101.hi', 0x80000000)], 2253)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x40E5CA2A), ('P4rIngress.values_v1110.hi', 0x82DEEA71)], 2253)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x58012377), ('P4rIngress.values_v1111.hi', 0x4837F2FA)], 2253)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF5B9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000007C5),
                gc.DataTuple('slot_count', 0x00001759),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1032C805),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x029),
                gc.KeyTuple('src_addr', 0xD06CD389),
                gc.KeyTuple('src_port', 0x7792),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF5B9),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x02CC),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD0\x6C\xD3\x89\x00\x00\x00\x00\x77\x92\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF5\xB9\x00\x10\x10\x32\xC8\x05\x01\x08\x02\xB0\xF9\x80\x00\x00\x00\x20\x00\x00\x49\x84\x1A\xD7\x48\xAA\xAD\xAC\x76\xA6\xEE\xB2\xCE\x76\xDE\x6B\x5B\x77\xCC\xF0\x5D\xD1\x5A\xB0\x46\x2E\x8A\x97\xFB\xAD\xE6\xFB\x6D\x7B\x49\x92\xE7\x84\xAB\x17\x45\xF6\x21\x08\x5A\x49\xA1\xDE\x51\x36\x14\xA3\x4D\x5F\xC0\x50\x79\x62\x32\xE6\x95\xE7\xBE\x25\x42\x11\xB0\xB5\x4D\x5D\xCE\x15\x49\xD5\xEF\xAB\x74\xBA\x70\x36\x49\xFD\xA3\x57\x2A\xD4\x66\x90\x56\xFD\xA9\x93\xDE\x60\x7B\xA4\x46\xA7\xB1\x6F\x53\x50\x2D\xDE\x73\x6B\x4F\x9A\x2D\xE5\x16\x87\x64\xCB\xB3\xAE\x39\x4C\xCD\xCD\x47\xC3\x57\x11\x19\xA4\xB2\xB2\xF7\xB6\xEB\xF7\x02\x9A\xA9\x76\xE4\x4F\x5C\x3B\x0C\x2B\x6C\x7B\x2A\x37\x81\xED\x39\x4E\x36\x57\x44\xBC\x9A\x5B\x40\xBA\x38\x26\x52\x3F\x03\xE9\x02\x87\x09\x0D\xC8\xE3\xCA\xDE\xFB\xEF\xB7\x9F\x20\x04\x5A\xBA\xDC\xFC\x69\x35\xA4\x92\x83\xCC\x84\x25\x95\x1C\x33\xA1\x89\x4C\x08\xD0\x7C\xC9\x7B\x45\xDE\x7C\xA1\x2D\xFC\xBA\x7E\x03\x19\xB9\x3E\xA0\x56\x9F\xDC\x39\x52\x63\xDF\x92\x1A\xCD\x6B\x54\x4A\xB1\x92\xE4\xBE\xA1\xC5\x05\xDE\xE9\xB0\xE7\x2A\xFB\x97\xB8\x61\x80\x32\x7B\x75\xBE\x30\x4B\x32\xA5\x2A\x52\x50\x0E\xF7\xEB\xDA\x52\x15\x72\x46\x7F\x22\x26\xDC\xA6\x71\xC0\xCD\x11\x78\x0E\x26\xA5\x28\xF0\x70\x10\xFA\x7A\x00\xC6\x58\x59\x84\x22\x8F\x66\x02\x80\x35\xEB\xBA\x63\x5B\xCF\x7D\xDB\xA1\xCA\x6B\xC2\x5F\x3E\x5C\x8D\xE1\x35\x78\x79\xC4\x76\x7E\x44\x27\xF9\x6A\xFD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD0\x6C\xD3\x89\xBE\xEF\x77\x92\x00\xA0\x00\x00\x50\x34\x02\x82\xF5\xB9\x00\x10\x10\x32\xC8\x05\x01\x08\x00\xB0\xF9\x80\x00\x00\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x48\xAA\xAD\xAC\x7F\xFF\xFF\xFF\xCE\x76\xDE\x6B\x7F\xFF\xFF\xFF\x5D\xD1\x5A\xB0\x7F\xFF\xFF\xFF\xFB\xAD\xE6\xFB\x7F\xFF\xFF\xFF\xE7\x84\xAB\x17\x7F\xFF\xFF\xFF\x5A\x49\xA1\xDE\x7F\xFF\xFF\xFF\x4D\x5F\xC0\x50\x7F\xFF\xFF\xFF\x95\xE7\xBE\x25\x7F\xFF\xFF\xFF\x4D\x5D\xCE\x15\x7F\xFF\xFF\xFF\x74\xBA\x70\x36\x7F\xFF\xFF\xFF\x2A\xD4\x66\x90\x7F\xFF\xFF\xFF\xDE\x60\x7B\xA4\x7F\xFF\xFF\xFF\x53\x50\x2D\xDE\x7F\xFF\xFF\xFF\x2D\xE5\x16\x87\x7F\xFF\xFF\xFF\x39\x4C\xCD\xCD\x7F\xFF\xFF\xFF\x19\xA4\xB2\xB2\xF7\xB6\xEB\xF7\x02\x9A\xA9\x76\xE4\x4F\x5C\x3B\x0C\x2B\x6C\x7B\x2A\x37\x81\xED\x39\x4E\x36\x57\x44\xBC\x9A\x5B\x40\xBA\x38\x26\x52\x3F\x03\xE9\x02\x87\x09\x0D\xC8\xE3\xCA\xDE\xFB\xEF\xB7\x9F\x20\x04\x5A\xBA\xDC\xFC\x69\x35\xA4\x92\x83\xCC\x84\x25\x95\x1C\x33\xA1\x89\x4C\x08\xD0\x7C\xC9\x7B\x45\xDE\x7C\xA1\x2D\xFC\xBA\x7E\x03\x19\xB9\x3E\xA0\x56\x9F\xDC\x39\x52\x63\xDF\x92\x1A\xCD\x6B\x54\x4A\xB1\x92\xE4\xBE\xA1\xC5\x05\xDE\xE9\xB0\xE7\x2A\xFB\x97\xB8\x61\x80\x32\x7B\x75\xBE\x30\x4B\x32\xA5\x2A\x52\x50\x0E\xF7\xEB\xDA\x52\x15\x72\x46\x7F\x22\x26\xDC\xA6\x71\xC0\xCD\x11\x78\x0E\x26\xA5\x28\xF0\x70\x10\xFA\x7A\x00\xC6\x58\x59\x84\x22\x8F\x66\x02\x80\x35\xEB\xBA\x63\x5B\xCF\x7D\xDB\xA1\xCA\x6B\xC2\x5F\x3E\x5C\x8D\xE1\x35\x78\x79\xC4\x76\x7E\x44\x27\xF9\x6A\xFD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test47(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x3E7C0DF8), ('P4rIngress.bitmap_seq.seq', 0xAEF5D90A)], 6452)
        self.setRegisterValue('P4rIngress.rounds', 0xAEF5D90A, 6452)
        self.setRegisterValue('P4rIngress.count', 0x0C, 6452)
        self.setRegisterValue('P4rIngress.exponent', 0x78, 6452)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6452)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6A8CD193), ('P4rIngress.values_v0000.hi', 0x575BA493)], 6452)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x511B77B9), ('P4rIngress.values_v0001.hi', 0x6ADDDBE6)], 6452)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x53529F25), ('P4rIngress.values_v0010.hi', 0x449D3951)], 6452)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6FBCCF6D), ('P4rIngress.values_v0011.hi', 0x75438D64)], 6452)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x69A31EB1), ('P4rIngress.values_v0100.hi', 0x571CCFE6)], 6452)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x6EAB3758), ('P4rIngress.values_v0101.hi', 0xC6DEBEC5)], 6452)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x65269D3D), ('P4rIngress.values_v0110.hi', 0xE1D159EF)], 6452)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x42AC5A64), ('P4rIngress.values_v0111.hi', 0xB8E889EB)], 6452)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x55C10713), ('P4rIngress.values_v1000.hi', 0x451959EC)], 6452)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x4E2D9B21), ('P4rIngress.values_v1001.hi', 0x561B48BA)], 6452)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x65C36AB1), ('P4rIngress.values_v1010.hi', 0x6CC454B5)], 6452)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5B5E9759), ('P4rIngress.values_v1011.hi', 0x475EEA1B)], 6452)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7AE3A6AF), ('P4rIngress.values_v1100.hi', 0x595B7ABF)], 6452)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x4AB7CF6A), ('P4rIngress.values_v1101.hi', 0x19A427AD)], 6452)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x47EBDE07), ('P4rIngress.values_v1110.hi', 0x1428D995)], 6452)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x465A2AB6), ('P4rIngress.values_v1111.hi', 0x77425432)], 6452)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x88AD),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000560),
                gc.DataTuple('slot_count', 0x000015B1),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x37D22293),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x038),
                gc.KeyTuple('src_addr', 0xAC1A8957),
                gc.KeyTuple('src_port', 0x3107),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x88AD),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x00E6),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAC\x1A\x89\x57\x00\x00\x00\x00\x31\x07\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x88\xAD\x00\x10\x37\xD2\x22\x93\x13\xD4\x00\x92\xAE\xF5\xD9\x0A\x00\x20\x00\x00\x4D\xA6\x86\x1D\x29\x93\xD6\x82\x50\x10\x25\x18\x48\x40\xB0\xD9\x7B\x1F\x5A\x7B\x6E\xB9\xA9\x76\x7C\x6F\x22\x74\x44\x86\x3D\xC7\x7C\xCC\x9F\x6D\x54\x51\x3A\x0B\x4A\x1B\xAE\x4F\xAE\xEC\xAE\x22\x58\xB5\xD8\x57\x80\xD7\xFA\x59\x59\x9E\x9A\x22\xB9\x21\x8D\x93\x77\x17\x86\xDB\x60\x50\x54\x04\x7B\x2C\xF9\xD7\x18\x4A\xC9\xC1\x53\xA9\xAE\x07\x4C\xC2\x41\xD7\x75\x6B\x37\xF1\x6E\x88\x11\x79\x7A\x70\x8B\xCC\xD9\x72\x42\x5D\x71\xB1\x64\x2C\xC4\xB3\x3D\x2D\x66\x4F\xCF\x54\xD4\x76\x9D\xF1\x78\x9D\x08\x9D\x11\x12\x95\xCC\x81\x51\x86\xEF\x8D\x85\xB8\x5B\x32\x8E\xD8\xEE\xE3\x4B\xD9\xD5\x6B\xCA\xD3\x2F\x75\x19\x12\xDC\x91\x87\x2A\xF0\x22\xA3\x60\xAA\x4A\x67\x5B\xCE\x09\xB8\xCE\x33\x7A\x28\x4D\xEF\xE4\x80\x1E\x29\x3E\x89\x02\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74\x7F\x01\xFA\xB9\x7C\x68\x45\xCE\xB3\xD8\x8C\xA9\x45\x08\x13\x5B\x61\x6A\xAE\x74\x7E\x6B\xD7\xB4\x97\x2E\x0E\x9E\x55\x86\xB7\x7D\x45\x08\x17\x20\x47\x2A\x19\xB9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xAC\x1A\x89\x57\xBE\xEF\x31\x07\x00\xA0\x00\x00\x50\x34\x02\x82\x88\xAD\x00\x10\x37\xD2\x22\x93\x13\xD4\x00\x92\xAE\xF5\xD9\x0A\x00\x20\x00\x0D\x7F\xFF\xFF\xFF\x29\x93\xD6\x82\x7F\xFF\xFF\xFF\x48\x40\xB0\xD9\x7F\xFF\xFF\xFF\x6E\xB9\xA9\x76\x7F\xFF\xFF\xFF\x44\x86\x3D\xC7\x7F\xFF\xFF\xFF\x54\x51\x3A\x0B\x7F\xFF\xFF\xFF\xAE\xEC\xAE\x22\x7F\xFF\xFF\xFF\x80\xD7\xFA\x59\x7F\xFF\xFF\xFF\xB9\x21\x8D\x93\x7F\xFF\xFF\xFF\x60\x50\x54\x04\x7F\xFF\xFF\xFF\x18\x4A\xC9\xC1\x7F\xFF\xFF\xFF\x4C\xC2\x41\xD7\x7F\xFF\xFF\xFF\x6E\x88\x11\x79\x7F\xFF\xFF\xFF\xD9\x72\x42\x5D\x7F\xFF\xFF\xFF\xC4\xB3\x3D\x2D\x7F\xFF\xFF\xFF\xD4\x76\x9D\xF1\x7F\xFF\xFF\xFF\x11\x12\x95\xCC\x81\x51\x86\xEF\x8D\x85\xB8\x5B\x32\x8E\xD8\xEE\xE3\x4B\xD9\xD5\x6B\xCA\xD3\x2F\x75\x19\x12\xDC\x91\x87\x2A\xF0\x22\xA3\x60\xAA\x4A\x67\x5B\xCE\x09\xB8\xCE\x33\x7A\x28\x4D\xEF\xE4\x80\x1E\x29\x3E\x89\x02\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74\x7F\x01\xFA\xB9\x7C\x68\x45\xCE\xB3\xD8\x8C\xA9\x45\x08\x13\x5B\x61\x6A\xAE\x74\x7E\x6B\xD7\xB4\x97\x2E\x0E\x9E\x55\x86\xB7\x7D\x45\x08\x17\x20\x47\x2A\x19\xB9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test48(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x65527A31), ('P4rIngress.bitmap_seq.seq', 0xFFD69CC6)], 4526)
        self.setRegisterValue('P4rIngress.rounds', 0xFFD69CC6, 4526)
        self.setRegisterValue('P4rIngress.count', 0x13, 4526)
        self.setRegisterValue('P4rIngress.exponent', 0x7F, 4526)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4526)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x757B0233), ('P4rIngress.values_v0000.hi', 0xB7EED09F)], 4526)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x4A5711ED), ('P4rIngress.values_v0001.hi', 0xFADB4B59)], 4526)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5478A44B), ('P4rIngress.values_v0010.hi', 0x6F7D7CB7)], 4526)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x43EB9D8F), ('P4rIngress.values_v0011.hi', 0x668F6697)], 4526)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x46D7E787), ('P4rIngress.values_v0100.hi', 0x7586558A)], 4526)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x601C72CE), ('P4rIngress.values_v0101.hi', 0x5A696EA7)], 4526)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x70D467E4), ('P4rIngress.values_v0110.hi', 0xB57BBEF0)], 4526)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7CF4C52D), ('P4rIngress.values_v0111.hi', 0x6674534E)], 4526)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x656FFB05), ('P4rIngress.values_v1000.hi', 0x36F06213)], 4526)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6FE0DB9E), ('P4rIngress.values_v1001.hi', 0x6FCE2D8E)], 4526)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4530AC18), ('P4rIngress.values_v1010.hi', 0xD36CB8DB)], 4526)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5368CC4D), ('P4rIngress.values_v1011.hi', 0x7BBB976D)], 4526)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x734EE61A), ('P4rIngress.values_v1100.hi', 0xB6AE6A59)], 4526)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7C994F9D), ('P4rIngress.values_v1101.hi', 0x8B18D241)], 4526)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x53137599), ('P4rIngress.values_v1110.hi', 0xB89E377E)], 4526)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x455742FA), ('P4rIngress.values_v1111.hi', 0x69E6B275)], 4526)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE970),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001184),
                gc.DataTuple('slot_count', 0x000001F1),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2CBCC8B5),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0x6CC6A72D),
                gc.KeyTuple('src_port', 0x4A9E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE970),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x02D8),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6C\xC6\xA7\x2D\x00\x00\x00\x00\x4A\x9E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE9\x70\x00\x10\x2C\xBC\xC8\xB5\x00\x2A\x06\xA3\xFF\xD6\x9C\xC6\x00\x20\x00\x00\x53\x73\xBD\x31\xB3\x50\xF4\x6F\x49\x84\xFD\xC8\x82\x2D\x4B\xBB\x5E\x62\xCF\x09\x7D\x0A\x3A\x91\x40\x09\xA3\x07\x49\x70\x44\xC4\x4D\x21\x48\xCE\x2A\xF2\x2E\xC7\x5B\x14\xE7\x43\x6A\x33\x6E\x26\x52\x66\xB3\x65\xB8\x13\xC8\x82\x64\x5B\x5D\x65\x49\xA4\x83\x34\x6E\xB5\xE9\x59\xA2\xE1\x63\xB5\x71\x83\x87\xF8\x69\x3A\x0A\x27\x61\x91\x0A\xCB\xB7\x4C\x22\x81\x67\x43\x46\xD5\x7B\xB5\xDA\x41\x50\xCA\x6E\x07\x86\xE7\x06\xAF\x75\x5D\xA9\x2F\xDD\x34\xC9\xFE\x4B\xB9\x7D\x0D\x9F\x18\x12\x6E\x4E\x75\x55\x99\x68\x28\x94\xBB\x58\x45\xE3\x77\x7E\xC5\x80\x0E\x7A\x3C\xEF\x66\x31\xD1\xA9\x34\xC2\xE7\x23\x89\x7A\xBF\xF3\x29\x07\x9C\x0E\xD7\x80\xB6\x9E\xEB\x0D\xDB\x3B\x22\x10\xF2\x25\x6C\x0A\x9C\xD2\x4A\x55\x72\x51\x8C\x84\x1D\x2D\x6C\x05\xB8\x17\x79\xC2\x8D\xFD\x69\x00\x94\x95\xC2\x42\xC4\xAF\xBA\xC1\x71\xFB\x64\x40\x17\x3D\x7B\xEC\xF0\xFD\x6E\x45\x05\x64\x34\xC7\xA5\xF0\x0E\x5F\x59\x41\xB4\x88\xD4\x03\x71\x55\xFC\xCE\x86\xF5\x9C\x1D\x5B\x73\x97\x77\x13\x04\xAF\x10\x10\xB8\xA8\x7E\x23\x11\x9C\xEC\xE5\xA1\xD5\x0F\x32\x08\xEB\xEA\x96\x04\xA8\x6F\x10\x20\x6A\xEB\xB1\xE5\xCC\xA9\x71\x84\x18\x1F\xCF\xA1\x5E\xA1\xE0\x5E\xFC\x2C\x7B\xEF\xB3\x24\xA8\x15\xE5\x4F\x2F\x24\xEC\xF7\xBA\xE0\x30\xB0\xE3\x70\xEE\x7B\xFC\x1E\x52\xFA\x23\xD2\xC8\xA5\x1A\xE5\xA3\xB8\xF4\x8A\x85\xF6\xC3\x50\x9B\x8F\x0F\x98\x15\x7E\x6B\x4A\xEE\x45\x0A\xB8\x70\xF2\x87\x3A\x67\x65\x64\x7A\x9E\x2F\x70\xFA\x35\x9D\x56\x80\x9C\x71\x2D\x89\xCF\xBB\x1B\xF3\x84\x2F\x6F\x1D\x86\xF7\x45\x87\x74\x8D\x2A\x9E\x96\xDA\xBC\x7A\xF2\x46\x4E\x6E\x18'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6C\xC6\xA7\x2D\xBE\xEF\x4A\x9E\x00\xA0\x00\x00\x50\x34\x02\x82\xE9\x70\x00\x10\x2C\xBC\xC8\xB5\x00\x2A\x00\xA3\xFF\xD6\x9C\xC6\x00\x20\x00\x14\x7F\xFF\xFF\xFF\xB3\x50\xF4\x6F\x7F\xFF\xFF\xFF\x82\x2D\x4B\xBB\x7F\xFF\xFF\xFF\x7D\x0A\x3A\x91\x7F\xFF\xFF\xFF\x49\x70\x44\xC4\x7F\xFF\xFF\xFF\x2A\xF2\x2E\xC7\x7F\xFF\xFF\xFF\x6A\x33\x6E\x26\x7F\xFF\xFF\xFF\xB8\x13\xC8\x82\x7F\xFF\xFF\xFF\x49\xA4\x83\x34\x7F\xFF\xFF\xFF\xA2\xE1\x63\xB5\x7F\xFF\xFF\xFF\x69\x3A\x0A\x27\x7F\xFF\xFF\xFF\xB7\x4C\x22\x81\x7F\xFF\xFF\xFF\x7B\xB5\xDA\x41\x7F\xFF\xFF\xFF\x86\xE7\x06\xAF\x7F\xFF\xFF\xFF\xDD\x34\xC9\xFE\x7F\xFF\xFF\xFF\x9F\x18\x12\x6E\x7F\xFF\xFF\xFF\x68\x28\x94\xBB\x58\x45\xE3\x77\x7E\xC5\x80\x0E\x7A\x3C\xEF\x66\x31\xD1\xA9\x34\xC2\xE7\x23\x89\x7A\xBF\xF3\x29\x07\x9C\x0E\xD7\x80\xB6\x9E\xEB\x0D\xDB\x3B\x22\x10\xF2\x25\x6C\x0A\x9C\xD2\x4A\x55\x72\x51\x8C\x84\x1D\x2D\x6C\x05\xB8\x17\x79\xC2\x8D\xFD\x69\x00\x94\x95\xC2\x42\xC4\xAF\xBA\xC1\x71\xFB\x64\x40\x17\x3D\x7B\xEC\xF0\xFD\x6E\x45\x05\x64\x34\xC7\xA5\xF0\x0E\x5F\x59\x41\xB4\x88\xD4\x03\x71\x55\xFC\xCE\x86\xF5\x9C\x1D\x5B\x73\x97\x77\x13\x04\xAF\x10\x10\xB8\xA8\x7E\x23\x11\x9C\xEC\xE5\xA1\xD5\x0F\x32\x08\xEB\xEA\x96\x04\xA8\x6F\x10\x20\x6A\xEB\xB1\xE5\xCC\xA9\x71\x84\x18\x1F\xCF\xA1\x5E\xA1\xE0\x5E\xFC\x2C\x7B\xEF\xB3\x24\xA8\x15\xE5\x4F\x2F\x24\xEC\xF7\xBA\xE0\x30\xB0\xE3\x70\xEE\x7B\xFC\x1E\x52\xFA\x23\xD2\xC8\xA5\x1A\xE5\xA3\xB8\xF4\x8A\x85\xF6\xC3\x50\x9B\x8F\x0F\x98\x15\x7E\x6B\x4A\xEE\x45\x0A\xB8\x70\xF2\x87\x3A\x67\x65\x64\x7A\x9E\x2F\x70\xFA\x35\x9D\x56\x80\x9C\x71\x2D\x89\xCF\xBB\x1B\xF3\x84\x2F\x6F\x1D\x86\xF7\x45\x87\x74\x8D\x2A\x9E\x96\xDA\xBC\x7A\xF2\x46\x4E\x6E\x18'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test49(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE03AF643), ('P4rIngress.bitmap_seq.seq', 0xC0000000)], 3244)
        self.setRegisterValue('P4rIngress.rounds', 0xC0000000, 3244)
        self.setRegisterValue('P4rIngress.count', 0x1F, 3244)
        self.setRegisterValue('P4rIngress.exponent', 0x14, 3244)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3244)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x4E574A31), ('P4rIngress.values_v0000.hi', 0x86B5877B)], 3244)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x66BB467B), ('P4rIngress.values_v0001.hi', 0x99EF092A)], 3244)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6A65ECDF), ('P4rIngress.values_v0010.hi', 0x34F06AEA)], 3244)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7D069715), ('P4rIngress.values_v0011.hi', 0x7C346E4B)], 3244)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x71910CCE), ('P4rIngress.values_v0100.hi', 0x4EE3BEA3)], 3244)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4EBC8A1D), ('P4rIngress.values_v0101.hi', 0x5DD396D6)], 3244)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x72EF7CAF), ('P4rIngress.values_v0110.hi', 0x53628777)], 3244)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x608E028D), ('P4rIngress.values_v0111.hi', 0x92B5BD73)], 3244)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x69358E95), ('P4rIngress.values_v1000.hi', 0x48153C98)], 3244)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x4EBB933A), ('P4rIngress.values_v1001.hi', 0xCBA96A33)], 3244)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x715A372B), ('P4rIngress.values_v1010.hi', 0x67BBCC9C)], 3244)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6D9EFC3D), ('P4rIngress.values_v1011.hi', 0xB189C94F)], 3244)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7D1BB4EF), ('P4rIngress.values_v1100.hi', 0x00000000)], 3244)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x51DC6B93), ('P4rIngress.values_v1101.hi', 0x94A6FE47)], 3244)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6ACF3AAE), ('P4rIngress.values_v1110.hi', 0x5755EB45)], 3244)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x5E29B9A2), ('P4rIngress.values_v1111.hi', 0x97EE85AD)], 3244)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3180),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000098F),
                gc.DataTuple('slot_count', 0x00000471),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x480C7FEB),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x605327CE),
                gc.KeyTuple('src_port', 0x9400),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3180),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03CA),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x60\x53\x27\xCE\x00\x00\x00\x00\x94\x00\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x31\x80\x00\x10\x48\x0C\x7F\xEB\x03\x1D\x02\x45\xC0\x00\x00\x00\x00\x20\x00\x00\x66\xC9\x6C\x37\xD2\xA6\x16\xF3\x5C\x8A\xB7\xBA\x9B\x4C\xFD\x3F\x6E\xAC\x52\x59\x61\xD4\x06\x75\x73\x8C\x73\x71\x59\x6C\x2C\xCD\x7D\x23\x15\x57\x45\xC8\x42\xD5\x40\xE3\xF0\xB9\xD6\xFB\x75\xD6\x72\xC8\x29\x76\xD2\x7E\x86\x12\x4D\x1D\xBE\xDC\xBA\x71\xC7\xA6\x4F\x27\xB7\x1C\x6B\xF5\x63\xA8\x6D\x29\xD5\x2E\x16\xAE\x2D\x59\x7E\xA8\xF3\x8A\x47\x1D\xDC\xD1\x68\xB2\x7C\x8A\x99\x2F\x89\xCA\x66\xB8\xC4\x68\x5A\x99\xEB\x42\x61\xD8\xC8\x21\x8F\x22\x7B\xCF\x6A\x85\x71\x28\xEE\x96\x31\x64\x7D\xBB\x1D\x72\x1D\x1A\xB7\xB5\x87\xE6\x91\xA1\x3E\x0C\x39\xD8\x78\x8A\xE5\x77\xD2\x18\x6A\xEC\xB3\x1A\x60\x6F\x45\x89\x5C\x65\x86\x98\x5C\xD9\x95\x0C\x34'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x60\x53\x27\xCE\xBE\xEF\x94\x00\x00\xA0\x00\x00\x50\x34\x02\x82\x31\x80\x00\x10\x48\x0C\x7F\xEB\x03\x1D\x00\x45\xC0\x00\x00\x00\x00\x20\x00\x20\x7F\xFF\xFF\xFF\xD2\xA6\x16\xF3\x7F\xFF\xFF\xFF\x9B\x4C\xFD\x3F\x7F\xFF\xFF\xFF\x61\xD4\x06\x75\x7F\xFF\xFF\xFF\x59\x6C\x2C\xCD\x7F\xFF\xFF\xFF\x45\xC8\x42\xD5\x7F\xFF\xFF\xFF\xD6\xFB\x75\xD6\x7F\xFF\xFF\xFF\xD2\x7E\x86\x12\x7F\xFF\xFF\xFF\xBA\x71\xC7\xA6\x7F\xFF\xFF\xFF\x6B\xF5\x63\xA8\x7F\xFF\xFF\xFF\x16\xAE\x2D\x59\x7F\xFF\xFF\xFF\x47\x1D\xDC\xD1\x7F\xFF\xFF\xFF\x99\x2F\x89\xCA\x7F\xFF\xFF\xFF\x5A\x99\xEB\x42\x7F\xFF\xFF\xFF\x8F\x22\x7B\xCF\x7F\xFF\xFF\xFF\xEE\x96\x31\x64\x7F\xFF\xFF\xFF\x1D\x1A\xB7\xB5\x87\xE6\x91\xA1\x3E\x0C\x39\xD8\x78\x8A\xE5\x77\xD2\x18\x6A\xEC\xB3\x1A\x60\x6F\x45\x89\x5C\x65\x86\x98\x5C\xD9\x95\x0C\x34'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test50(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB4863B55), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 4747)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 4747)
        self.setRegisterValue('P4rIngress.count', 0x0A, 4747)
        self.setRegisterValue('P4rIngress.exponent', 0x5A, 4747)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4747)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7BD6B294), ('P4rIngress.values_v0000.hi', 0x9B639813)], 4747)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7F2D05D2), ('P4rIngress.values_v0001.hi', 0xB5DE7892)], 4747)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x689D1B6D), ('P4rIngress.values_v0010.hi', 0x55E71D25)], 4747)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x77774C86), ('P4rIngress.values_v0011.hi', 0x57A757BC)], 4747)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4A73B411), ('P4rIngress.values_v0100.hi', 0x55BE0A1C)], 4747)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4F2E7A4F), ('P4rIngress.values_v0101.hi', 0x68FF1655)], 4747)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x4D997BA7), ('P4rIngress.values_v0110.hi', 0x24F5F91E)], 4747)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x61327C3B), ('P4rIngress.values_v0111.hi', 0xD3FBA809)], 4747)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x5AF25237), ('P4rIngress.values_v1000.hi', 0x482AFF61)], 4747)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x45CF5733), ('P4rIngress.values_v1001.hi', 0x69CA225B)], 4747)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x424F2BA2), ('P4rIngress.values_v1010.hi', 0x85FCEF4B)], 4747)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x4EAF79CF), ('P4rIngress.values_v1011.hi', 0x5AF76704)], 4747)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4B0D3B14), ('P4rIngress.values_v1100.hi', 0x7256FF78)], 4747)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x53EE790A), ('P4rIngress.values_v1101.hi', 0xB95A9A54)], 4747)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6538E6A9), ('P4rIngress.values_v1110.hi', 0x1B2EB89F)], 4747)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x62DDFE2E), ('P4rIngress.values_v1111.hi', 0x93A13A42)], 4747)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9197),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000CEB),
                gc.DataTuple('slot_count', 0x00000F77),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4DE88606),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x025),
                gc.KeyTuple('src_addr', 0x1615CAFB),
                gc.KeyTuple('src_port', 0x23E3),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9197),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0238),
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
        ig_port = 37
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x16\x15\xCA\xFB\x00\x00\x00\x00\x23\xE3\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x91\x97\x00\x10\x4D\xE8\x86\x06\x05\xA0\x02\x9B\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x41\x7A\x7C\xA9\x97\x5F\xBD\x9D\x56\xA6\xAD\x5B\x93\xD4\xFE\xD2\x7C\x51\xED\x19\x54\x17\x6B\x4D\x7A\x63\xBB\xEB\x58\x84\x30\x3F\x5D\x25\x65\x5B\x45\xA0\xF6\x7C\x46\x66\xFA\x3E\x1D\x75\xB7\x35\x4B\x54\x62\x97\xA5\x3B\x95\xED\x52\x65\x91\x14\x97\x3A\x2D\xF0\x4C\x13\x07\x79\x6A\x5D\xC8\x4B\x72\xEA\x92\x7D\x69\xDD\x4E\x47\x4E\x6F\x15\x3C\xF4\x4B\x8D\x99\x7D\x95\xC9\x9B\x54\xB9\x46\x07\x6D\xE9\x1B\xCD\x3A\x55\xFD\x7D\x6A\xCB\x58\xC8\xB8\x29\x12\x1D\x7D\x97\x26\x8B\x7D\xCF\x48\x79\x4B\x09\x11\xC2\xCB\xE3\x73\x78\x25\x52\x31\xBC\x11\x89\x7B\xAC\xC7\xBB\x57\x25\x51\x76\xBC\x5D\x52\x57\x88\x7A\x34\xA1\xEE\xFF\x8D\x2D\x0F\xCF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x16\x15\xCA\xFB\xBE\xEF\x23\xE3\x00\xA0\x00\x00\x50\x34\x02\x82\x91\x97\x00\x10\x4D\xE8\x86\x06\x05\xA0\x00\x9B\xFF\xFF\xFF\xFF\x00\x20\x00\x0B\x7F\xFF\xFF\xFF\x97\x5F\xBD\x9D\x7F\xFF\xFF\xFF\x93\xD4\xFE\xD2\x7F\xFF\xFF\xFF\x54\x17\x6B\x4D\x7F\xFF\xFF\xFF\x58\x84\x30\x3F\x7F\xFF\xFF\xFF\x45\xA0\xF6\x7C\x7F\xFF\xFF\xFF\x1D\x75\xB7\x35\x7F\xFF\xFF\xFF\xA5\x3B\x95\xED\x7F\xFF\xFF\xFF\x97\x3A\x2D\xF0\x7F\xFF\xFF\xFF\x6A\x5D\xC8\x4B\x7F\xFF\xFF\xFF\x69\xDD\x4E\x47\x7F\xFF\xFF\xFF\xF4\x4B\x8D\x99\x7F\xFF\xFF\xFF\x54\xB9\x46\x07\x7F\xFF\xFF\xFF\x3A\x55\xFD\x7D\x7F\xFF\xFF\xFF\xB8\x29\x12\x1D\x7F\xFF\xFF\xFF\x7D\xCF\x48\x79\x7F\xFF\xFF\xFF\xCB\xE3\x73\x78\x25\x52\x31\xBC\x11\x89\x7B\xAC\xC7\xBB\x57\x25\x51\x76\xBC\x5D\x52\x57\x88\x7A\x34\xA1\xEE\xFF\x8D\x2D\x0F\xCF'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test51(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC4F8F3F2), ('P4rIngress.bitmap_seq.seq', 0x5DC86999)], 3464)
        self.setRegisterValue('P4rIngress.rounds', 0x5DC86999, 3464)
        self.setRegisterValue('P4rIngress.count', 0x19, 3464)
        self.setRegisterValue('P4rIngress.exponent', 0x68, 3464)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3464)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x49EAB413), ('P4rIngress.values_v0000.hi', 0x5988958C)], 3464)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6370E226), ('P4rIngress.values_v0001.hi', 0xEDB0A9A0)], 3464)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x73388330), ('P4rIngress.values_v0010.hi', 0x6D84B764)], 3464)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7D63DA75), ('P4rIngress.values_v0011.hi', 0xCD16B8E9)], 3464)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x68A63C32), ('P4rIngress.values_v0100.hi', 0x8F782595)], 3464)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x53E621A5), ('P4rIngress.values_v0101.hi', 0xDEDFCA5E)], 3464)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x75947BC9), ('P4rIngress.values_v0110.hi', 0x2849DE32)], 3464)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x74EE1272), ('P4rIngress.values_v0111.hi', 0xDFC6CF40)], 3464)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6E5223C4), ('P4rIngress.values_v1000.hi', 0xA67DB93C)], 3464)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6CEE4B9F), ('P4rIngress.values_v1001.hi', 0x32B6B0CB)], 3464)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x71C59B0D), ('P4rIngress.values_v1010.hi', 0x799E6263)], 3464)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7617595D), ('P4rIngress.values_v1011.hi', 0x1890DB96)], 3464)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7DBC3A22), ('P4rIngress.values_v1100.hi', 0xB5E5C45B)], 3464)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x70D4FD9F), ('P4rIngress.values_v1101.hi', 0x69C73235)], 3464)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6F6CEFAA), ('P4rIngress.values_v1110.hi', 0x4309218D)], 3464)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x72E0F6F3), ('P4rIngress.values_v1111.hi', 0xABEB6211)], 3464)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4D1E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000361),
                gc.DataTuple('slot_count', 0x0000199A),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x523860B3),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x027),
                gc.KeyTuple('src_addr', 0x308C8ECD),
                gc.KeyTuple('src_port', 0x2C03),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4D1E),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0247),
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
        ig_port = 39
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x30\x8C\x8E\xCD\x00\x00\x00\x00\x2C\x03\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4D\x1E\x00\x10\x52\x38\x60\xB3\x0A\x27\x00\xD5\x5D\xC8\x69\x99\x00\x20\x00\x00\x55\x48\xD5\x22\x54\xDD\xDC\xE3\x56\x7E\xCA\xEA\xF1\x1D\xBB\x7F\x49\xA5\x0E\xE7\x4A\xAE\xA5\x8A\x7D\x0A\x9A\xD2\x17\x94\x50\x9F\x4E\x58\x0C\xA9\x8B\xEE\xED\xBF\x6A\x50\x85\x0B\x92\xD8\x9F\x56\x45\x13\x5E\x63\x76\xDB\x8E\xDF\x7E\x65\xF5\xC1\x86\x2D\xE3\xDD\x7E\x96\x54\x46\xE9\xB1\xBD\x0C\x6D\x47\x12\x4E\x71\xA6\x36\x4C\x52\x7C\xBD\x77\xC9\x08\x4E\x6D\x72\xF7\xD9\xD9\xA8\xC7\x90\x4A\x5F\x1F\xEF\x09\xC5\xB7\xEC\x18\x7F\xA6\x37\xC4\x78\xF5\xE5\xC4\x4B\x3A\x2E\xEC\x46\xC1\x3B\x4D\x44\x5D\xA0\x9B\x8C\x74\xB7\x11\xC3\xDE\x55\x3C\xB2\x6A\x05\xEB\x3C\xCE\x55\x07\x4E\x17\xD5\x48\xA3\xCD\x05\x1E\x7F\x5E\x04\x8E\x36\x06\xF3\xE1\x91\xD0\x97\x2D\xD4\x56\xA4\xBF\xE3\xEE\xB2\x53\xAE\xDC\x46\xE3\x51\x70\x9D\x98\x34\xE8\x38\x4C\x80\xBA\x2C\x26\xC0\x8E\xA9\x21\x76\xE4\xD5\x0D\x54\x02\xBD\x2B\x77\x24\x1B\xF2\x19\x1E\xD2\x97\x83\xE2\x54\x32\xA5\xAF\x07\xA3\xEF\xA4\xDD\x88\xF0\x16\x93\x87\xE4\x54\x86\x41\x99\xDE\xB6\xC2\x42\x56\xC8\xC2\xB4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x30\x8C\x8E\xCD\xBE\xEF\x2C\x03\x00\xA0\x00\x00\x50\x34\x02\x82\x4D\x1E\x00\x10\x52\x38\x60\xB3\x0A\x27\x00\xD5\x5D\xC8\x69\x99\x00\x20\x00\x1A\x7F\xFF\xFF\xFF\x54\xDD\xDC\xE3\x7F\xFF\xFF\xFF\xF1\x1D\xBB\x7F\x7F\xFF\xFF\xFF\x4A\xAE\xA5\x8A\x7F\xFF\xFF\xFF\x17\x94\x50\x9F\x7F\xFF\xFF\xFF\x8B\xEE\xED\xBF\x7F\xFF\xFF\xFF\x92\xD8\x9F\x56\x7F\xFF\xFF\xFF\x76\xDB\x8E\xDF\x7F\xFF\xFF\xFF\x86\x2D\xE3\xDD\x7F\xFF\xFF\xFF\xE9\xB1\xBD\x0C\x7F\xFF\xFF\xFF\x71\xA6\x36\x4C\x7F\xFF\xFF\xFF\xC9\x08\x4E\x6D\x7F\xFF\xFF\xFF\xA8\xC7\x90\x4A\x7F\xFF\xFF\xFF\xC5\xB7\xEC\x18\x7F\xFF\xFF\xFF\x78\xF5\xE5\xC4\x7F\xFF\xFF\xFF\x46\xC1\x3B\x4D\x7F\xFF\xFF\xFF\x8C\x74\xB7\x11\xC3\xDE\x55\x3C\xB2\x6A\x05\xEB\x3C\xCE\x55\x07\x4E\x17\xD5\x48\xA3\xCD\x05\x1E\x7F\x5E\x04\x8E\x36\x06\xF3\xE1\x91\xD0\x97\x2D\xD4\x56\xA4\xBF\xE3\xEE\xB2\x53\xAE\xDC\x46\xE3\x51\x70\x9D\x98\x34\xE8\x38\x4C\x80\xBA\x2C\x26\xC0\x8E\xA9\x21\x76\xE4\xD5\x0D\x54\x02\xBD\x2B\x77\x24\x1B\xF2\x19\x1E\xD2\x97\x83\xE2\x54\x32\xA5\xAF\x07\xA3\xEF\xA4\xDD\x88\xF0\x16\x93\x87\xE4\x54\x86\x41\x99\xDE\xB6\xC2\x42\x56\xC8\xC2\xB4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test52(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0BEA1F92), ('P4rIngress.bitmap_seq.seq', 0x98FD0691)], 2937)
        self.setRegisterValue('P4rIngress.rounds', 0x98FD0691, 2937)
        self.setRegisterValue('P4rIngress.count', 0x12, 2937)
        self.setRegisterValue('P4rIngress.exponent', 0x32, 2937)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2937)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x56FF9EF3), ('P4rIngress.values_v0000.hi', 0x2A2E712D)], 2937)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6A6EF58B), ('P4rIngress.values_v0001.hi', 0x7815332B)], 2937)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5C7B1AD4), ('P4rIngress.values_v0010.hi', 0x7BE7D0F7)], 2937)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7DBA6119), ('P4rIngress.values_v0011.hi', 0x5E1AFEB7)], 2937)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x690B567B), ('P4rIngress.values_v0100.hi', 0x2B53974B)], 2937)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4D3A17ED), ('P4rIngress.values_v0101.hi', 0xC334F57E)], 2937)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x449BDED7), ('P4rIngress.values_v0110.hi', 0x470D1BA7)], 2937)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5DF54EF2), ('P4rIngress.values_v0111.hi', 0x6425F4EF)], 2937)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x49BFC691), ('P4rIngress.values_v1000.hi', 0xD544AC14)], 2937)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x69EFDDC7), ('P4rIngress.values_v1001.hi', 0x74C2D627)], 2937)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x57790A78), ('P4rIngress.values_v1010.hi', 0x80000000)], 2937)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7C4796FB), ('P4rIngress.values_v1011.hi', 0x7C3DBB5E)], 2937)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4BC84F76), ('P4rIngress.values_v1100.hi', 0xB78E407B)], 2937)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x53EB29C5), ('P4rIngress.values_v1101.hi', 0xB634D550)], 2937)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x629D4295), ('P4rIngress.values_v1110.hi', 0x41D46A89)], 2937)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x504AE134), ('P4rIngress.values_v1111.hi', 0xAB4608D1)], 2937)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3E9A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000304),
                gc.DataTuple('slot_count', 0x00000EF8),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9AFC635B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x038),
                gc.KeyTuple('src_addr', 0x8BCE8C25),
                gc.KeyTuple('src_port', 0x4C51),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3E9A),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0093),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8B\xCE\x8C\x25\x00\x00\x00\x00\x4C\x51\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x3E\x9A\x00\x10\x9A\xFC\x63\x5B\x08\x75\x06\x81\x98\xFD\x06\x91\x00\x20\x00\x00\x48\x2B\x92\x3E\x56\xB8\x5C\x66\x42\xD2\xE7\x95\x74\xFA\x05\xA5\x40\x2B\x72\x3C\x6A\xC5\xD6\xFB\x79\x92\xFB\x2A\x69\x32\xDD\xF2\x68\xEA\x72\xFE\x69\x9A\xF7\x99\x6B\x67\xAB\xE1\xAB\x78\xE1\x77\x4E\xB3\x6E\x84\x68\x8D\x10\x5D\x53\x78\x9A\x5D\xF8\x0F\xF5\xF1\x73\x0E\xB1\xA5\x91\xD5\x59\xEF\x52\xC6\xC8\x73\x6A\xFA\xD8\xC9\x7A\x1F\x06\x80\x00\x00\x00\x00\x64\xD3\x1F\xFD\x3A\x69\x31\x7F\x52\xEE\xA2\x5A\xAC\x27\xC8\x8B\x59\x2B\xE9\x62\x97\x97\xFF\x62\x42\x6C\xBB\xB5\x76\xC2\x67\xB5\x78\xF9\x73\x32\x29\x6C\xFA\xCD\x2A\x06\x81\x7A\xC2\x02\x8E\x70\x32\xD7\xD4\x16\x7D\x0E\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x8B\xCE\x8C\x25\xBE\xEF\x4C\x51\x00\xA0\x00\x00\x50\x34\x02\x82\x3E\x9A\x00\x10\x9A\xFC\x63\x5B\x08\x75\x00\x81\x98\xFD\x06\x91\x00\x20\x00\x13\x7F\xFF\xFF\xFF\x56\xB8\x5C\x66\x7F\xFF\xFF\xFF\x74\xFA\x05\xA5\x7F\xFF\xFF\xFF\x6A\xC5\xD6\xFB\x7F\xFF\xFF\xFF\x69\x32\xDD\xF2\x7F\xFF\xFF\xFF\x69\x9A\xF7\x99\x7F\xFF\xFF\xFF\xAB\x78\xE1\x77\x7F\xFF\xFF\xFF\x68\x8D\x10\x5D\x7F\xFF\xFF\xFF\xF8\x0F\xF5\xF1\x7F\xFF\xFF\xFF\x91\xD5\x59\xEF\x7F\xFF\xFF\xFF\x6A\xFA\xD8\xC9\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x3A\x69\x31\x7F\x7F\xFF\xFF\xFF\xAC\x27\xC8\x8B\x7F\xFF\xFF\xFF\x97\x97\xFF\x62\x7F\xFF\xFF\xFF\x76\xC2\x67\xB5\x7F\xFF\xFF\xFF\x29\x6C\xFA\xCD\x2A\x06\x81\x7A\xC2\x02\x8E\x70\x32\xD7\xD4\x16\x7D\x0E\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test53(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xEE5C288E), ('P4rIngress.bitmap_seq.seq', 0x08000000)], 4202)
        self.setRegisterValue('P4rIngress.rounds', 0x08000000, 4202)
        self.setRegisterValue('P4rIngress.count', 0x1F, 4202)
        self.setRegisterValue('P4rIngress.exponent', 0x5A, 4202)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4202)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x41795E1F), ('P4rIngress.values_v0000.hi', 0x8BB34925)], 4202)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x59A8991A), ('P4rIngress.values_v0001.hi', 0xBF88A0CB)], 4202)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5CC0FB19), ('P4rIngress.values_v0010.hi', 0x46CEDA1A)], 4202)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7CF1777D), ('P4rIngress.values_v0011.hi', 0x614543A8)], 4202)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x77B92D62), ('P4rIngress.values_v0100.hi', 0x3D2E86DB)], 4202)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x54AFDBF6), ('P4rIngress.values_v0101.hi', 0x7E2594AF)], 4202)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x54EF9979), ('P4rIngress.values_v0110.hi', 0x987043EF)], 4202)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5AC6E4DD), ('P4rIngress.values_v0111.hi', 0xC3DA8F45)], 4202)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x7138CB3D), ('P4rIngress.values_v1000.hi', 0xD3EB95B7)], 4202)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x401DD4E5), ('P4rIngress.values_v1001.hi', 0x65DF1318)], 4202)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x63E2144D), ('P4rIngress.values_v1010.hi', 0x6817635D)], 4202)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x493A2F1E), ('P4rIngress.values_v1011.hi', 0x5B8BD45F)], 4202)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6ECA4118), ('P4rIngress.values_v1100.hi', 0xE2E3B4BE)], 4202)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x434AA191), ('P4rIngress.values_v1101.hi', 0x45A63DAB)], 4202)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x65A38AF3), ('P4rIngress.values_v1110.hi', 0xBD5ACD51)], 4202)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x47CE0EEE), ('P4rIngress.values_v1111.hi', 0x66CAFB0D)], 4202)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5710),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C72),
                gc.DataTuple('slot_count', 0x00000B56),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1C8D5231),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x037),
                gc.KeyTuple('src_addr', 0x949C1DB9),
                gc.KeyTuple('src_port', 0x1D06),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5710),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x034D),
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
        ig_port = 55
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x94\x9C\x1D\xB9\x00\x00\x00\x00\x1D\x06\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x57\x10\x00\x10\x1C\x8D\x52\x31\x03\xF8\x02\xA5\x08\x00\x00\x00\x00\x20\x00\x00\x73\x6E\x9D\xB1\x8A\x84\xCB\x95\x4D\x8F\xCF\xC9\x93\x5D\x1D\x3D\x6C\x5C\x8C\x9D\x4D\x3E\x4E\xD6\x74\xFB\xE5\x9D\x70\xC4\x61\xF9\x42\x0D\x2D\x65\x46\xAB\xB2\xDF\x59\xA2\xA8\x47\x65\xD5\x74\x32\x5A\xA1\x68\xFF\x49\x6D\xF8\x22\x61\xC9\xEF\x4F\xA6\x92\x66\x6A\x53\xD9\xFC\x3A\xA5\xCE\xDC\x54\x4D\xCC\xC6\xA3\x61\x8A\x49\x1C\x62\xE2\x59\x15\x4F\x1E\xAD\x82\x7B\x37\x61\x3A\x61\x49\x85\x51\x64\x9B\xF4\xF3\xCE\xCB\xA8\x6B\x7D\x2C\xFC\x83\x6C\x76\xCC\xA9\x4F\x57\x8A\xE8\xAD\x30\x41\xDB\x6C\xB5\x3A\x00\x33\x0C\xE6\x9A\x15\x93\x92\xCF\xBC\x57\x36\x1B\x99\xB1\x10\xE3\xF4\xF5\xD2\xAA\x8B\x4D\x65\x78\xD8\x5A\xDF\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7\x39\x78\x67\x98\x66\x1A\x92\x94\x9E\x7F\x9E\xD3\x7B\x6B\x75\xA6\x15\x62\x7F\x69\x08\x9D\xDA\xF1\x14\xAC\x49\xC8\x50\x65\xEF\x5B\xF4\x8C\x11\x20\x13\x5C\x0D\xD6\x94\xCB\xD6\xF0\xD4\x1E\x8F\xF5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x94\x9C\x1D\xB9\xBE\xEF\x1D\x06\x00\xA0\x00\x00\x50\x34\x02\x82\x57\x10\x00\x10\x1C\x8D\x52\x31\x03\xF8\x00\xA5\x08\x00\x00\x00\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x8A\x84\xCB\x95\x7F\xFF\xFF\xFF\x93\x5D\x1D\x3D\x7F\xFF\xFF\xFF\x4D\x3E\x4E\xD6\x7F\xFF\xFF\xFF\x70\xC4\x61\xF9\x7F\xFF\xFF\xFF\x46\xAB\xB2\xDF\x7F\xFF\xFF\xFF\x65\xD5\x74\x32\x7F\xFF\xFF\xFF\x49\x6D\xF8\x22\x7F\xFF\xFF\xFF\xA6\x92\x66\x6A\x7F\xFF\xFF\xFF\xA5\xCE\xDC\x54\x7F\xFF\xFF\xFF\x61\x8A\x49\x1C\x7F\xFF\xFF\xFF\x4F\x1E\xAD\x82\x7F\xFF\xFF\xFF\x61\x49\x85\x51\x7F\xFF\xFF\xFF\xCE\xCB\xA8\x6B\x7F\xFF\xFF\xFF\x6C\x76\xCC\xA9\x7F\xFF\xFF\xFF\xAD\x30\x41\xDB\x7F\xFF\xFF\xFF\x33\x0C\xE6\x9A\x15\x93\x92\xCF\xBC\x57\x36\x1B\x99\xB1\x10\xE3\xF4\xF5\xD2\xAA\x8B\x4D\x65\x78\xD8\x5A\xDF\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7\x39\x78\x67\x98\x66\x1A\x92\x94\x9E\x7F\x9E\xD3\x7B\x6B\x75\xA6\x15\x62\x7F\x69\x08\x9D\xDA\xF1\x14\xAC\x49\xC8\x50\x65\xEF\x5B\xF4\x8C\x11\x20\x13\x5C\x0D\xD6\x94\xCB\xD6\xF0\xD4\x1E\x8F\xF5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test54(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2CDC380E), ('P4rIngress.bitmap_seq.seq', 0x9AEF049A)], 6525)
        self.setRegisterValue('P4rIngress.rounds', 0x9AEF049A, 6525)
        self.setRegisterValue('P4rIngress.count', 0x16, 6525)
        self.setRegisterValue('P4rIngress.exponent', 0x6E, 6525)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6525)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x72CE7293), ('P4rIngress.values_v0000.hi', 0x7A3C924F)], 6525)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x68DE63DB), ('P4rIngress.values_v0001.hi', 0x62988456)], 6525)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x78A6524B), ('P4rIngress.values_v0010.hi', 0x52962913)], 6525)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7D783EE6), ('P4rIngress.values_v0011.hi', 0x67ABD08B)], 6525)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x63EDA19E), ('P4rIngress.values_v0100.hi', 0x5488FEBA)], 6525)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x6C0ED53B), ('P4rIngress.values_v0101.hi', 0x8A2CEDAD)], 6525)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7C51B4D7), ('P4rIngress.values_v0110.hi', 0xD6B2125B)], 6525)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x44505B67), ('P4rIngress.values_v0111.hi', 0xC967E19F)], 6525)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6A6A3709), ('P4rIngress.values_v1000.hi', 0x7655507B)], 6525)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5F57FC34), ('P4rIngress.values_v1001.hi', 0x3BF4C962)], 6525)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x72BD5C0E), ('P4rIngress.values_v1010.hi', 0xE68A1E92)], 6525)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7FECC2F7), ('P4rIngress.values_v1011.hi', 0x574DD473)], 6525)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7DADC83B), ('P4rIngress.values_v1100.hi', 0x532ED71F)], 6525)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x600591B9), ('P4rIngress.values_v1101.hi', 0x9E5DD4E7)], 6525)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5FD57BB6), ('P4rIngress.values_v1110.hi', 0x00000000)], 6525)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x5C61C5F6), ('P4rIngress.values_v1111.hi', 0x436830F4)], 6525)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE807),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000113E),
                gc.DataTuple('slot_count', 0x00000DC6),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBF20CCDD),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x027),
                gc.KeyTuple('src_addr', 0x0A094545),
                gc.KeyTuple('src_port', 0xC11C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE807),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x00B2),
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
        ig_port = 39
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0A\x09\x45\x45\x00\x00\x00\x00\xC1\x1C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE8\x07\x00\x10\xBF\x20\xCC\xDD\x08\x3F\x06\xDA\x9A\xEF\x04\x9A\x00\x20\x00\x00\x59\x62\x72\x80\x40\x4A\xA7\x6F\x54\x56\xDA\xA2\x36\x3D\x99\x56\x7F\x20\x66\xCE\x47\xB6\xF1\x38\x58\xC0\xE0\x9E\x4B\x73\xD3\x9B\x57\x61\xE6\x9D\x79\x64\x8C\xC9\x6F\xCE\xD3\x9B\xCE\x2C\x80\x65\x47\x1B\xB5\x2F\x91\xCA\x5B\x3B\x6D\x93\xCD\x54\x75\x6E\x97\x7B\x59\x2C\xD5\xC9\x45\x54\x5F\xC5\x43\x60\x56\x3B\x7A\xED\xCD\x67\x7D\xFF\x48\xF6\x96\xD8\x5F\x1F\x4E\x09\xD9\x81\x3E\x8F\xDC\x55\x45\xA7\xF9\xF1\x54\x62\x31\xAB\x6B\xFB\x29\xAB\xBA\x88\xD3\x68\x5F\xE4\x53\xB1\x00\x00\x00\x00\x53\x3E\xF8\x26\x58\xA9\x1D\xBC\xDB\x2D\x40\x67\xF3\x19\xF4\x2F\x09\x8B\xD1\xBD\xEF\x89\x52\xD7\xE4\x07\xAD\x2A\x83\xAB\x9C\xA8\x33\xCB\x90\xBE\x67\x79\xD3\x79\xE0\xF9\xF7\xDF\xDF\x1C\x59\x00\x43\xB1\xBE\xB0\xB6\xE4\xB9\xF0\xE6\x3E\xC5\x98\xF9\x7E\xEE\xC4\x24\xEB\xB4\xF8\xCA\xE2\x87\x41\x2D\x83\xC9\xEC\x61\xF9\x94\xE0\xEF\xEC\xFB\xC0\xD9\xD0\xD4\x98\x47\xE6\xDD\x01\x91\x9E\x73\x9B\x1C\x06\x34\x3B\xBD\x43\xA7\x50\x7D\xA5\xAA\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42\x68\x02\x84\xA4\x26\xFE\xDF\x55\xBA\xE6\xB0\xD9\xF3\xE7\x35\x87\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2\x1C\x73\xC3\x6D\x30\x88\xCC\xDE\x8D\x52\xB8\xF9\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0\x5E\xFE\x0B\xFE\x84\x30\x60\x42\x16\x56\x2E\x6E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5\xA0\x07\xEF\x34'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0A\x09\x45\x45\xBE\xEF\xC1\x1C\x00\xA0\x00\x00\x50\x34\x02\x82\xE8\x07\x00\x10\xBF\x20\xCC\xDD\x08\x3F\x00\xDA\x9A\xEF\x04\x9A\x00\x20\x00\x17\x7F\xFF\xFF\xFF\x40\x4A\xA7\x6F\x7F\xFF\xFF\xFF\x36\x3D\x99\x56\x7F\xFF\xFF\xFF\x47\xB6\xF1\x38\x7F\xFF\xFF\xFF\x4B\x73\xD3\x9B\x7F\xFF\xFF\xFF\x79\x64\x8C\xC9\x7F\xFF\xFF\xFF\xCE\x2C\x80\x65\x7F\xFF\xFF\xFF\x91\xCA\x5B\x3B\x7F\xFF\xFF\xFF\x75\x6E\x97\x7B\x7F\xFF\xFF\xFF\x45\x54\x5F\xC5\x7F\xFF\xFF\xFF\x7A\xED\xCD\x67\x7F\xFF\xFF\xFF\x96\xD8\x5F\x1F\x7F\xFF\xFF\xFF\x3E\x8F\xDC\x55\x7F\xFF\xFF\xFF\x54\x62\x31\xAB\x7F\xFF\xFF\xFF\xBA\x88\xD3\x68\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x58\xA9\x1D\xBC\xDB\x2D\x40\x67\xF3\x19\xF4\x2F\x09\x8B\xD1\xBD\xEF\x89\x52\xD7\xE4\x07\xAD\x2A\x83\xAB\x9C\xA8\x33\xCB\x90\xBE\x67\x79\xD3\x79\xE0\xF9\xF7\xDF\xDF\x1C\x59\x00\x43\xB1\xBE\xB0\xB6\xE4\xB9\xF0\xE6\x3E\xC5\x98\xF9\x7E\xEE\xC4\x24\xEB\xB4\xF8\xCA\xE2\x87\x41\x2D\x83\xC9\xEC\x61\xF9\x94\xE0\xEF\xEC\xFB\xC0\xD9\xD0\xD4\x98\x47\xE6\xDD\x01\x91\x9E\x73\x9B\x1C\x06\x34\x3B\xBD\x43\xA7\x50\x7D\xA5\xAA\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42\x68\x02\x84\xA4\x26\xFE\xDF\x55\xBA\xE6\xB0\xD9\xF3\xE7\x35\x87\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2\x1C\x73\xC3\x6D\x30\x88\xCC\xDE\x8D\x52\xB8\xF9\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0\x5E\xFE\x0B\xFE\x84\x30\x60\x42\x16\x56\x2E\x6E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5\xA0\x07\xEF\x34'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test55(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x38368351), ('P4rIngress.bitmap_seq.seq', 0x99AE9715)], 4343)
        self.setRegisterValue('P4rIngress.rounds', 0x99AE9715, 4343)
        self.setRegisterValue('P4rIngress.count', 0x1F, 4343)
        self.setRegisterValue('P4rIngress.exponent', 0x05, 4343)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4343)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x587DEE54), ('P4rIngress.values_v0000.hi', 0x681CB515)], 4343)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x53609B0E), ('P4rIngress.values_v0001.hi', 0x6EDFF01E)], 4343)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x672E6574), ('P4rIngress.values_v0010.hi', 0x439C58C1)], 4343)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6336C5C5), ('P4rIngress.values_v0011.hi', 0x5A64E597)], 4343)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6670DD29), ('P4rIngress.values_v0100.hi', 0x37157DB4)], 4343)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5211DD95), ('P4rIngress.values_v0101.hi', 0x98E72B87)], 4343)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x4DA34BE7), ('P4rIngress.values_v0110.hi', 0x9C9ED885)], 4343)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x45E96520), ('P4rIngress.values_v0111.hi', 0xFBA96E75)], 4343)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4F4DC261), ('P4rIngress.values_v1000.hi', 0x6EAE73B4)], 4343)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x4791625D), ('P4rIngress.values_v1001.hi', 0x7D85DCDC)], 4343)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x725C98E5), ('P4rIngress.values_v1010.hi', 0x8A360DD3)], 4343)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5E2AAA8B), ('P4rIngress.values_v1011.hi', 0x75F16B67)], 4343)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5762B06B), ('P4rIngress.values_v1100.hi', 0x79D59849)], 4343)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x6099DB7E), ('P4rIngress.values_v1101.hi', 0x951C7AD9)], 4343)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x485538A7), ('P4rIngress.values_v1110.hi', 0xB8793DDB)], 4343)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x726962AA), ('P4rIngress.values_v1111.hi', 0x5FF2CBE8)], 4343)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x97BE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004EC),
                gc.DataTuple('slot_count', 0x00001430),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8B87B56E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x005),
                gc.KeyTuple('src_addr', 0x0BFA6279),
                gc.KeyTuple('src_port', 0x1B9D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x97BE),
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
        ig_port = 5
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0B\xFA\x62\x79\x00\x00\x00\x00\x1B\x9D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x97\xBE\x00\x10\x8B\x87\xB5\x6E\x0C\x0B\x00\xA0\x99\xAE\x97\x15\x00\x20\x00\x00\x7F\x7D\x0D\xE5\x1D\xC3\x7C\x75\x66\x52\xD3\x58\x42\xB8\xBD\x65\x7F\x79\x2B\xC7\x74\x0C\x1D\x26\x56\xE3\x14\x43\x3B\x0D\x94\xCD\x72\x19\xBE\xB3\x7C\x38\x13\xB6\x54\x6A\xCD\x65\xCC\xBB\x92\x8B\x45\x41\x3A\xA6\xB5\xAB\x51\xCB\x6B\x53\x5E\xA0\x7A\xAB\x1A\x4F\x62\x09\xD9\x29\x3B\x4B\xEB\x6A\x5E\x1B\x5A\x54\x52\x43\xA5\xD1\x57\x0E\xCE\xC9\xD8\xFD\xBB\x01\x5D\xB2\x4A\x91\x25\x15\x4A\x5B\x65\x36\xBE\xC1\x64\x30\x33\xF7\x66\x8A\xD8\x79\xBB\x96\xE0\x90\x5E\x5F\x3B\xDD\xB4\xAF\xFD\xE6\x77\x63\x70\x09\x44\x35\xDB\xA8\xA9\x13\xA6\xCB\x5F\x0B\xED\x75\xF1\xC4\x12\xCE\xE4\xD2\xD8\x97\x08\xC4\x95\x17\xF6\xB7\xA6\x9C\xE0\x8F\xD6\xEC\x2E\x15\x9B\x81\x4F\xCB\xE0\x09\x0D\xA6\x52\xCF\x88\x4D\x7A\x56\xA1\xCB\x4F\xC5\xED\xE6\xAA\xF7\x69\x57\x09\x77\x32\xA8\x31\x39\x27\xD9\xA6\x5F\xEC\x16\x6A\x3A\xC9\xA2\x2B\x51\x9E\xE3\xBA\x8C\x96\xD3\x6A\xE9\xF4\x18\xB0\x5E\x97\xA2\x9C\x08\x51\x69\xF2\xED\xA7\x0C\xFB\x3D\xB7\x48\x77\x7A\xB1\x3F\x15\xDC\x20\xCA\xCC\x53\x93\xA6\x07\x18\x1D\xC5\x8A\x84\x41\x53\xE4\x6C\x10\x69\xDE\x37\xDF\xBD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0B\xFA\x62\x79\xBE\xEF\x1B\x9D\x00\xA0\x00\x00\x50\x34\x02\x82\x97\xBE\x00\x10\x8B\x87\xB5\x6E\x0C\x0B\x00\xA0\x99\xAE\x97\x15\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x1D\xC3\x7C\x75\x7F\xFF\xFF\xFF\x42\xB8\xBD\x65\x7F\xFF\xFF\xFF\x74\x0C\x1D\x26\x7F\xFF\xFF\xFF\x3B\x0D\x94\xCD\x7F\xFF\xFF\xFF\x7C\x38\x13\xB6\x7F\xFF\xFF\xFF\xCC\xBB\x92\x8B\x7F\xFF\xFF\xFF\xB5\xAB\x51\xCB\x7F\xFF\xFF\xFF\x7A\xAB\x1A\x4F\x7F\xFF\xFF\xFF\x3B\x4B\xEB\x6A\x7F\xFF\xFF\xFF\x52\x43\xA5\xD1\x7F\xFF\xFF\xFF\xD8\xFD\xBB\x01\x7F\xFF\xFF\xFF\x25\x15\x4A\x5B\x7F\xFF\xFF\xFF\x64\x30\x33\xF7\x7F\xFF\xFF\xFF\xBB\x96\xE0\x90\x7F\xFF\xFF\xFF\xB4\xAF\xFD\xE6\x7F\xFF\xFF\xFF\x44\x35\xDB\xA8\xA9\x13\xA6\xCB\x5F\x0B\xED\x75\xF1\xC4\x12\xCE\xE4\xD2\xD8\x97\x08\xC4\x95\x17\xF6\xB7\xA6\x9C\xE0\x8F\xD6\xEC\x2E\x15\x9B\x81\x4F\xCB\xE0\x09\x0D\xA6\x52\xCF\x88\x4D\x7A\x56\xA1\xCB\x4F\xC5\xED\xE6\xAA\xF7\x69\x57\x09\x77\x32\xA8\x31\x39\x27\xD9\xA6\x5F\xEC\x16\x6A\x3A\xC9\xA2\x2B\x51\x9E\xE3\xBA\x8C\x96\xD3\x6A\xE9\xF4\x18\xB0\x5E\x97\xA2\x9C\x08\x51\x69\xF2\xED\xA7\x0C\xFB\x3D\xB7\x48\x77\x7A\xB1\x3F\x15\xDC\x20\xCA\xCC\x53\x93\xA6\x07\x18\x1D\xC5\x8A\x84\x41\x53\xE4\x6C\x10\x69\xDE\x37\xDF\xBD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test56(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xCF4A80D2), ('P4rIngress.bitmap_seq.seq', 0x3316D000)], 5555)
        self.setRegisterValue('P4rIngress.rounds', 0x3316D000, 5555)
        self.setRegisterValue('P4rIngress.count', 0x1F, 5555)
        self.setRegisterValue('P4rIngress.exponent', 0x7A, 5555)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5555)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x66A77144), ('P4rIngress.values_v0000.hi', 0x8DAADB9D)], 5555)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7EAB0837), ('P4rIngress.values_v0001.hi', 0xAD639EED)], 5555)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6F3217EB), ('P4rIngress.values_v0010.hi', 0x412CA202)], 5555)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6ADDEEED), ('P4rIngress.values_v0011.hi', 0x4B8BDD10)], 5555)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x63975C1D), ('P4rIngress.values_v0100.hi', 0x72764486)], 5555)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x77FDBFA9), ('P4rIngress.values_v0101.hi', 0x00000000)], 5555)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x53D541A1), ('P4rIngress.values_v0110.hi', 0xCB45CAEB)], 5555)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7971F1C8), ('P4rIngress.values_v0111.hi', 0x661B69BB)], 5555)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x5A1B3C07), ('P4rIngress.values_v1000.hi', 0xF2D84F73)], 5555)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6EF3B7E0), ('P4rIngress.values_v1001.hi', 0x640A31CD)], 5555)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6065AE00), ('P4rIngress.values_v1010.hi', 0x59A6A5A3)], 5555)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x634B089E), ('P4rIngress.values_v1011.hi', 0x2CE89859)], 5555)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x44769C7A), ('P4rIngress.values_v1100.hi', 0xF7CD7E6D)], 5555)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x72167653), ('P4rIngress.values_v1101.hi', 0x78346559)], 5555)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x4E525539), ('P4rIngress.values_v1110.hi', 0x5B89DE37)], 5555)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x42275E43), ('P4rIngress.values_v1111.hi', 0xE322A0C9)], 5555)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x245A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000062B),
                gc.DataTuple('slot_count', 0x00001365),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFCCD437A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x027),
                gc.KeyTuple('src_addr', 0x71541DE6),
                gc.KeyTuple('src_port', 0x930A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x245A),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x02E0),
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
        ig_port = 39
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x71\x54\x1D\xE6\x00\x00\x00\x00\x93\x0A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x24\x5A\x00\x10\xFC\xCD\x43\x7A\x0F\x88\x00\xCD\x33\x16\xD0\x00\x00\x20\x00\x00\x52\x63\xF8\x61\xB9\x3B\x62\x1D\x66\xA1\x3A\xA5\x9C\xF7\xA9\x45\x6A\xC7\xAE\x6A\x7D\x2F\xBB\xAB\x66\x12\x4F\xC7\x7A\x3D\xE9\x34\x77\x17\xC5\xC8\x2A\xBB\x65\xD7\x6A\x60\xFC\x1E\x00\x00\x00\x00\x5B\x9D\x58\xC5\x6C\x57\x46\xEB\x7D\x8B\x4F\x2C\x36\x68\x23\x9D\x7A\x2C\x10\x67\x1B\xAB\x39\xFA\x60\xA8\xE7\xFF\x77\xE4\x57\x65\x75\xF5\x35\x6B\x38\xE2\xF3\x17\x4B\x27\xFE\x38\x5D\x0C\x8F\x53\x7B\x0C\x68\x64\x96\xE9\x6D\x1B\x4F\xB3\x1B\xFB\x2D\xD6\xED\x2D\x4C\xF6\xDD\xD4\x58\xC7\xD6\x1F\x7A\x26\x9F\xBE\x2F\x2A\x9F\x7F\xEE\xB5\xC5\x3B\xFC\x96\xE4\x80\xFE\x54\x0F\x77\xD8\x7A\x38\xD8\xFF\x35\x83\xE0\x3F\x84\x3B\x8F\xC8\xEB\x07\x36\x6D\x44\x29\xFE\x52\xD8\x93\xF1\x3B\x41\x27\xB4\x23\xBB\xB2\x02\x98\x23\x72\x0E\xA3\x30\xAE\x50\xA6\x80\x7D\xEC\xD6\x68\x4D\x4B\x87\x2B\x19\x7C\x8A\x86\x80\x84\x54\x42\xE9\x9E\x17\xA3\x50\x23\xE5\x1A\xC1\xB9\x4C\xD8\xD0\x40\xB4\xB7\xA7\xED\xE5\x6A\xE6\x84\xDA\xAF\x56\xE9\xA6\xF7\xD5\x02\x33\xD4\x9E\x00\xD5\x61\x28\x7F\x15\xB5\x92\x7E\xA6\xB9\x15\x05\x8D\xAD\xD4\xC8\x09\xC2\xE7\xCA\xF2\x59\x67\x39\x49\x1C\x1D\xA1\x7A\xD0\x14\xC2\x9E\xE0\xA6\x3E\xE6\x97\x0A\xA5\x02\x08\x5B\x14\x1E\x75\x09\x69\xF2\x47\xB8\x3D\xB1\x42\x12\xFF\x44\x28\xEA\x0C\xCA\xB7\x97\x4B\x92\x46\x85\x0E\x82\x2B\xE0\x87\xC5\x0A\xFE\xDD\x2A\xF0\xCA\x9B\x57\x89\xF4\x54\x3C\x89\x46\x7B\x8D\x64\x66\xD0\xAE\x9B\xE4\xFE\x72\xA1\x3C\x55\x8C\x69\xC7\xF3\x59\x8D\x5B\x8F\x4F\x9E\x8D\x66\xD1\xD0\xCD\xDA\xE5\x24\x68\xBF\x60\x1E\x2F\xD9\x27\x71\xBB\x88'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x71\x54\x1D\xE6\xBE\xEF\x93\x0A\x00\xA0\x00\x00\x50\x34\x02\x82\x24\x5A\x00\x10\xFC\xCD\x43\x7A\x0F\x88\x00\xCD\x33\x16\xD0\x00\x00\x20\x00\x20\x7F\xFF\xFF\xFF\xB9\x3B\x62\x1D\x7F\xFF\xFF\xFF\x9C\xF7\xA9\x45\x7F\xFF\xFF\xFF\x7D\x2F\xBB\xAB\x7F\xFF\xFF\xFF\x7A\x3D\xE9\x34\x7F\xFF\xFF\xFF\x2A\xBB\x65\xD7\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x6C\x57\x46\xEB\x7F\xFF\xFF\xFF\x36\x68\x23\x9D\x7F\xFF\xFF\xFF\x1B\xAB\x39\xFA\x7F\xFF\xFF\xFF\x77\xE4\x57\x65\x7F\xFF\xFF\xFF\x38\xE2\xF3\x17\x7F\xFF\xFF\xFF\x5D\x0C\x8F\x53\x7F\xFF\xFF\xFF\x96\xE9\x6D\x1B\x7F\xFF\xFF\xFF\x2D\xD6\xED\x2D\x7F\xFF\xFF\xFF\x58\xC7\xD6\x1F\x7F\xFF\xFF\xFF\x2F\x2A\x9F\x7F\xEE\xB5\xC5\x3B\xFC\x96\xE4\x80\xFE\x54\x0F\x77\xD8\x7A\x38\xD8\xFF\x35\x83\xE0\x3F\x84\x3B\x8F\xC8\xEB\x07\x36\x6D\x44\x29\xFE\x52\xD8\x93\xF1\x3B\x41\x27\xB4\x23\xBB\xB2\x02\x98\x23\x72\x0E\xA3\x30\xAE\x50\xA6\x80\x7D\xEC\xD6\x68\x4D\x4B\x87\x2B\x19\x7C\x8A\x86\x80\x84\x54\x42\xE9\x9E\x17\xA3\x50\x23\xE5\x1A\xC1\xB9\x4C\xD8\xD0\x40\xB4\xB7\xA7\xED\xE5\x6A\xE6\x84\xDA\xAF\x56\xE9\xA6\xF7\xD5\x02\x33\xD4\x9E\x00\xD5\x61\x28\x7F\x15\xB5\x92\x7E\xA6\xB9\x15\x05\x8D\xAD\xD4\xC8\x09\xC2\xE7\xCA\xF2\x59\x67\x39\x49\x1C\x1D\xA1\x7A\xD0\x14\xC2\x9E\xE0\xA6\x3E\xE6\x97\x0A\xA5\x02\x08\x5B\x14\x1E\x75\x09\x69\xF2\x47\xB8\x3D\xB1\x42\x12\xFF\x44\x28\xEA\x0C\xCA\xB7\x97\x4B\x92\x46\x85\x0E\x82\x2B\xE0\x87\xC5\x0A\xFE\xDD\x2A\xF0\xCA\x9B\x57\x89\xF4\x54\x3C\x89\x46\x7B\x8D\x64\x66\xD0\xAE\x9B\xE4\xFE\x72\xA1\x3C\x55\x8C\x69\xC7\xF3\x59\x8D\x5B\x8F\x4F\x9E\x8D\x66\xD1\xD0\xCD\xDA\xE5\x24\x68\xBF\x60\x1E\x2F\xD9\x27\x71\xBB\x88'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test57(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0E225352), ('P4rIngress.bitmap_seq.seq', 0x2D826A40)], 4871)
        self.setRegisterValue('P4rIngress.rounds', 0x2D826A40, 4871)
        self.setRegisterValue('P4rIngress.count', 0x10, 4871)
        self.setRegisterValue('P4rIngress.exponent', 0x26, 4871)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4871)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6D0651AA), ('P4rIngress.values_v0000.hi', 0xECCEB49B)], 4871)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x76F596FD), ('P4rIngress.values_v0001.hi', 0x91CF4A12)], 4871)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x56C58AD2), ('P4rIngress.values_v0010.hi', 0x351CFDA3)], 4871)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x5CA28902), ('P4rIngress.values_v0011.hi', 0x7C84CA38)], 4871)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x49AFDF26), ('P4rIngress.values_v0100.hi', 0x06FAC932)], 4871)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5B91F5BF), ('P4rIngress.values_v0101.hi', 0xE2B94FDC)], 4871)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x4AD9F677), ('P4rIngress.values_v0110.hi', 0x2A927E7B)], 4871)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x63029CFF), ('P4rIngress.values_v0111.hi', 0xCE4E849C)], 4871)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x602AF5B9), ('P4rIngress.values_v1000.hi', 0x8E04F266)], 4871)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x481F80C1), ('P4rIngress.values_v1001.hi', 0x58A88CEA)], 4871)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5D43D1A9), ('P4rIngress.values_v1010.hi', 0x2B6A4735)], 4871)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x44C6AE1A), ('P4rIngress.values_v1011.hi', 0x48F7B993)], 4871)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4ECA94C9), ('P4rIngress.values_v1100.hi', 0xEBAACB73)], 4871)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x4FEFB69A), ('P4rIngress.values_v1101.hi', 0x14268B7F)], 4871)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x50A2939F), ('P4rIngress.values_v1110.hi', 0x7E9509D7)], 4871)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x54F71F57), ('P4rIngress.values_v1111.hi', 0x21D302DC)], 4871)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5F84),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001218),
                gc.DataTuple('slot_count', 0x000002F2),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2F75DBBA),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02E),
                gc.KeyTuple('src_addr', 0xF73775BC),
                gc.KeyTuple('src_port', 0x8DD4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5F84),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x002B),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF7\x37\x75\xBC\x00\x00\x00\x00\x8D\xD4\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x5F\x84\x00\x10\x2F\x75\xDB\xBA\x00\xEF\x06\xCD\x2D\x82\x6A\x40\x00\x20\x00\x00\x45\x03\xE3\xAC\x86\xB2\xAE\x1F\x7A\xB5\x46\xC7\x92\x1A\x5A\xE2\x66\x4C\x8B\xDB\x6B\x44\x34\xC4\x49\x76\xAE\xF8\x54\x18\x9F\x63\x7D\xCC\x30\xB7\x7E\x36\xCB\x56\x54\x17\x20\x86\xEE\xD5\xBB\xCF\x49\x4D\x33\x77\x06\xD6\xFF\x7B\x5B\xE3\x69\x33\xAC\xD8\xCD\xD5\x76\x34\x76\xE2\xA6\x24\x68\x2C\x5A\xF8\xE2\xBE\x51\x8C\xE9\xAE\x77\x41\x45\x8B\x76\x5B\x13\xD3\x44\xAB\x95\xF6\x6D\x60\xB1\x02\x71\xD2\x18\x8C\xE8\x49\xA0\x55\x68\xCF\x40\x8F\xDD\xEA\xBB\x9A\x59\xC5\x5A\x68\x43\x26\x26\x21\x6C\x40\x9C\x68\x72\x5D\x9D\xD8\xF0\x7D\xC1\x50\x45\xB5\x4A\x52\x36\xE7\x5C\x5D\x94\x49\x24\x3B\x9D\x11\x9D\x48\x8A\x8C\x0A\x2F\xF1\x47\x9B\x31\xA5\xD5\x6D\xF1\xE9\x69\x4F\xB8\x9E\x50\x4F\xD7\x4B\x79\x61\x86\xDA\x28\xC2\xE1\x5F\x03\x80\x71\x3B\x6A\xC4\x2C\xA6\xA8\x6F\x53\x0E\x59\x43\xA9\x42\x14\xC8\xFB\x7C\xDF\x37\x51\xA0\x1C\x88\x7C\x64\xC4\x9E\x6F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF7\x37\x75\xBC\xBE\xEF\x8D\xD4\x00\xA0\x00\x00\x50\x34\x02\x82\x5F\x84\x00\x10\x2F\x75\xDB\xBA\x00\xEF\x00\xCD\x2D\x82\x6A\x40\x00\x20\x00\x11\x7F\xFF\xFF\xFF\x86\xB2\xAE\x1F\x7F\xFF\xFF\xFF\x92\x1A\x5A\xE2\x7F\xFF\xFF\xFF\x6B\x44\x34\xC4\x7F\xFF\xFF\xFF\x54\x18\x9F\x63\x7F\xFF\xFF\xFF\x7E\x36\xCB\x56\x7F\xFF\xFF\xFF\xEE\xD5\xBB\xCF\x7F\xFF\xFF\xFF\x06\xD6\xFF\x7B\x7F\xFF\xFF\xFF\xAC\xD8\xCD\xD5\x7F\xFF\xFF\xFF\xA6\x24\x68\x2C\x7F\xFF\xFF\xFF\x51\x8C\xE9\xAE\x7F\xFF\xFF\xFF\x76\x5B\x13\xD3\x7F\xFF\xFF\xFF\x6D\x60\xB1\x02\x7F\xFF\xFF\xFF\xE8\x49\xA0\x55\x7F\xFF\xFF\xFF\xDD\xEA\xBB\x9A\x7F\xFF\xFF\xFF\x43\x26\x26\x21\x7F\xFF\xFF\xFF\x72\x5D\x9D\xD8\xF0\x7D\xC1\x50\x45\xB5\x4A\x52\x36\xE7\x5C\x5D\x94\x49\x24\x3B\x9D\x11\x9D\x48\x8A\x8C\x0A\x2F\xF1\x47\x9B\x31\xA5\xD5\x6D\xF1\xE9\x69\x4F\xB8\x9E\x50\x4F\xD7\x4B\x79\x61\x86\xDA\x28\xC2\xE1\x5F\x03\x80\x71\x3B\x6A\xC4\x2C\xA6\xA8\x6F\x53\x0E\x59\x43\xA9\x42\x14\xC8\xFB\x7C\xDF\x37\x51\xA0\x1C\x88\x7C\x64\xC4\x9E\x6F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test58(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x42DCF8C3), ('P4rIngress.bitmap_seq.seq', 0xAA000000)], 4537)
        self.setRegisterValue('P4rIngress.rounds', 0xAA000000, 4537)
        self.setRegisterValue('P4rIngress.count', 0x06, 4537)
        self.setRegisterValue('P4rIngress.exponent', 0xA8, 4537)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4537)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6797F0D0), ('P4rIngress.values_v0000.hi', 0x347EA311)], 4537)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x492D4CE1), ('P4rIngress.values_v0001.hi', 0x28D645CE)], 4537)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x65958B0E), ('P4rIngress.values_v0010.hi', 0x1D1E705C)], 4537)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x70E4FDCE), ('P4rIngress.values_v0011.hi', 0xD4F7ADAE)], 4537)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x630C003E), ('P4rIngress.values_v0100.hi', 0xDB1E899F)], 4537)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x642E9CAD), ('P4rIngress.values_v0101.hi', 0x63E59161)], 4537)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7003180B), ('P4rIngress.values_v0110.hi', 0x69BAF03E)], 4537)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x71F0F204), ('P4rIngress.values_v0111.hi', 0x3E33B4AD)], 4537)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x5E9B21D8), ('P4rIngress.values_v1000.hi', 0x575FF244)], 4537)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6E050C2D), ('P4rIngress.values_v1001.hi', 0x54D12DD6)], 4537)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x561F65E5), ('P4rIngress.values_v1010.hi', 0xDF4F0920)], 4537)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x548F670D), ('P4rIngress.values_v1011.hi', 0x6AE7D9F8)], 4537)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x64F9E04E), ('P4rIngress.values_v1100.hi', 0x2FAC9E18)], 4537)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x4EF37D7B), ('P4rIngress.values_v1101.hi', 0xBB148AAF)], 4537)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x77DA9B14), ('P4rIngress.values_v1110.hi', 0xBC539F0C)], 4537)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x78EF40B2), ('P4rIngress.values_v1111.hi', 0x8B2ADB71)], 4537)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x95F2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000C3),
                gc.DataTuple('slot_count', 0x00001EF7),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC24007F2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x209DA940),
                gc.KeyTuple('src_port', 0x2023),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x95F2),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0305),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x20\x9D\xA9\x40\x00\x00\x00\x00\x20\x23\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x95\xF2\x00\x10\xC2\x40\x07\xF2\x10\xF6\x02\xE5\xAA\x00\x00\x00\x00\x20\x00\x00\x6A\xF6\x95\x9B\x64\x6E\x79\x96\x55\x26\x96\xE3\x49\x7E\xF0\xFF\x4D\xC5\xB4\x8E\x71\xF6\xB5\xD3\x42\x66\x58\x96\x21\x83\x9F\x37\x56\x88\x55\xE9\x91\x86\xE7\x0C\x4A\x36\xE8\x90\x2B\x8D\xED\x71\x6F\xBD\x02\x42\x7E\x2A\x32\x7B\x63\xA6\x46\xF5\xA3\x3A\x77\xC7\x60\x6B\x2B\xCE\x4C\x57\x64\xCF\x49\xB5\xDB\x55\x62\x03\xE4\x63\x70\x26\x14\xD3\x56\x20\xDD\xF7\x46\x17\x98\xE3\x2E\x56\x2C\x6C\x5C\x0A\x43\xE4\x64\x84\xA7\xBA\x45\x63\x05\x71\xA8\x8E\x96\xB3\x50\x11\x37\xF2\xB8\xE2\x47\x5A\x7D\x6B\x9B\xA6\xB6\x28\x9B\x5D\xF4\x6B\x95\x3D\xD6\xC5\xA0\x9F\x58\x41\xA9\x0A\x16\xDF\x7D\x2A\x4E\x22\xB9\xC7\x3E\xBA\x2C\xD7\xFC\xA4\xF1\x20\x5D\xC6\x57\xB0\xBE\x12\xE1\x2C\x37\xDD\xFB\x2C\x16\x86\x39\x1A\xF2\x7C\x25\x8E\xE2\x48\xFD\x21\x04\x91\xEC\xA1\x32\xD3\xC1\x17\x25\x17\x44\x5D\x20\xF0\xB7\x96\x61\x28\x98\x4F\xF9\xDB\xDB\xE7\x26\xCE\xB3\x6C\x86\xE3\xD2\xC2\x83\xEA\xD2\xF8\x4E\x70\xE5\x63\xE8\x63\x33'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x20\x9D\xA9\x40\xBE\xEF\x20\x23\x00\xA0\x00\x00\x50\x34\x02\x82\x95\xF2\x00\x10\xC2\x40\x07\xF2\x10\xF6\x00\xE5\xAA\x00\x00\x00\x00\x20\x00\x07\x7F\xFF\xFF\xFF\x64\x6E\x79\x96\x7F\xFF\xFF\xFF\x49\x7E\xF0\xFF\x7F\xFF\xFF\xFF\x71\xF6\xB5\xD3\x7F\xFF\xFF\xFF\x21\x83\x9F\x37\x7F\xFF\xFF\xFF\x91\x86\xE7\x0C\x7F\xFF\xFF\xFF\x2B\x8D\xED\x71\x7F\xFF\xFF\xFF\x7E\x2A\x32\x7B\x7F\xFF\xFF\xFF\xA3\x3A\x77\xC7\x7F\xFF\xFF\xFF\x4C\x57\x64\xCF\x7F\xFF\xFF\xFF\x62\x03\xE4\x63\x7F\xFF\xFF\xFF\x56\x20\xDD\xF7\x7F\xFF\xFF\xFF\x2E\x56\x2C\x6C\x7F\xFF\xFF\xFF\x64\x84\xA7\xBA\x7F\xFF\xFF\xFF\xA8\x8E\x96\xB3\x7F\xFF\xFF\xFF\xB8\xE2\x47\x5A\x7F\xFF\xFF\xFF\xB6\x28\x9B\x5D\xF4\x6B\x95\x3D\xD6\xC5\xA0\x9F\x58\x41\xA9\x0A\x16\xDF\x7D\x2A\x4E\x22\xB9\xC7\x3E\xBA\x2C\xD7\xFC\xA4\xF1\x20\x5D\xC6\x57\xB0\xBE\x12\xE1\x2C\x37\xDD\xFB\x2C\x16\x86\x39\x1A\xF2\x7C\x25\x8E\xE2\x48\xFD\x21\x04\x91\xEC\xA1\x32\xD3\xC1\x17\x25\x17\x44\x5D\x20\xF0\xB7\x96\x61\x28\x98\x4F\xF9\xDB\xDB\xE7\x26\xCE\xB3\x6C\x86\xE3\xD2\xC2\x83\xEA\xD2\xF8\x4E\x70\xE5\x63\xE8\x63\x33'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test59(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xDC082AD4), ('P4rIngress.bitmap_seq.seq', 0x9CC2A9A6)], 5046)
        self.setRegisterValue('P4rIngress.rounds', 0x9CC2A9A6, 5046)
        self.setRegisterValue('P4rIngress.count', 0x08, 5046)
        self.setRegisterValue('P4rIngress.exponent', 0x57, 5046)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5046)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x75B65254), ('P4rIngress.values_v0000.hi', 0x7FDDB423)], 5046)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x598E725E), ('P4rIngress.values_v0001.hi', 0xF5FF6412)], 5046)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6BD452AE), ('P4rIngress.values_v0010.hi', 0x4B2D37E8)], 5046)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x5E1F9629), ('P4rIngress.values_v0011.hi', 0x231AEFBF)], 5046)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5851A53D), ('P4rIngress.values_v0100.hi', 0xE546E075)], 5046)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x40DC3DD6), ('P4rIngress.values_v0101.hi', 0x3DC4BD09)], 5046)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x72155BA6), ('P4rIngress.values_v0110.hi', 0x4F77DCEA)], 5046)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x46A8F900), ('P4rIngress.values_v0111.hi', 0xD7530171)], 5046)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4C7C594D), ('P4rIngress.values_v1000.hi', 0x875B47FA)], 5046)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x4C27FBF9), ('P4rIngress.values_v1001.hi', 0xFDA09322)], 5046)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6C5A1011), ('P4rIngress.values_v1010.hi', 0xE35F8495)], 5046)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x506961E6), ('P4rIngress.values_v1011.hi', 0x00000000)], 5046)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5645E7BF), ('P4rIngress.values_v1100.hi', 0x50154CCD)], 5046)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7C701EFB), ('P4rIngress.values_v1101.hi', 0x73611231)], 5046)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x4C06E951), ('P4rIngress.values_v1110.hi', 0x354F7E7E)], 5046)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6D489587), ('P4rIngress.values_v1111.hi', 0x40371EA8)], 5046)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8F46),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F76),
                gc.DataTuple('slot_count', 0x000004BA),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9C97BA48),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x035),
                gc.KeyTuple('src_addr', 0x26BDA967),
                gc.KeyTuple('src_port', 0xF748),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8F46),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x02A5),
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
        ig_port = 53
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x26\xBD\xA9\x67\x00\x00\x00\x00\xF7\x48\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x8F\x46\x00\x10\x9C\x97\xBA\x48\x04\x40\x02\x89\x9C\xC2\xA9\xA6\x00\x20\x00\x00\x5C\xA7\xD5\xD7\x37\x2D\xC8\x8F\x5A\x95\x33\x08\x59\xED\x6C\x74\x47\x8E\x0E\xE5\x6B\xD5\x34\x88\x46\xC4\xBF\x61\xE5\xD7\xAF\xA9\x7C\x54\xB2\x5D\x8E\xF5\xE9\xB5\x41\x05\x25\xD6\x70\xB5\x16\xD9\x65\x97\x81\xDA\x4A\x43\xD2\x32\x63\xFC\x9B\xEA\x1B\x35\xBD\x5B\x5D\x0C\xCB\xD7\xD6\xE3\x6E\x95\x4C\xCD\x4A\x65\x00\x00\x00\x00\x64\xD3\xBC\x6F\x95\x4C\x1A\x83\x4B\x43\x2D\xBD\x80\x00\x00\x00\x75\x60\xA3\x2D\x5A\xC5\x4C\xC4\x4A\xCF\xE8\x51\x50\x27\x3B\x53\x69\x3A\x5D\x66\x8F\x46\x65\x3D\x78\x66\xF2\x72\x68\xF4\xC0\x94\xEE\xC9\x9D\x4F\x9F\xDE\x25\x07\x3A\xE8\x8F\x62\xCA\xFC\xA8\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C\x84\xEA\x38\x82\x83\xF0\xD7\x4C\xED\xB7\x52\xFC\xBD\x48\x84\x9C\x8A\x8F\xDA\x1F\x88\x9D\x39\xDD\xF2\x21\xF6\x38\xC6\xE8\x6F\x83\xDA\x7D\xEC\x18\x15\x4B\xEE\xA4\x40\x0D\xD1\x4E\x80\x9C\xF5\x8D\xC8\x7D\x3D\x99\xCC\xB6\x92\x8E\xBF\x44\x65\xA0\x38\x21\xF1\x1B\x9A\xF6\xAF\xED\x3F\xDC\xC1\x5E\xF6\xA4\x95\xA9\x53\xAB\x2C\xFA\xE1\x9A\x48\xD3\x42\x5C\x1E\x77\xDA\xB7\xC7\xEA\x7E\x0F\x80\x98\x88\x95\x8D\x18\x90\xC8\x29\x87\x5E\xB0\x46\xBA\xB9\xA4\x85\xA5\x85\xCB\x73\xD5\x08\x5B\x59\x28\x8D\x94\x94\x81\xFC\x46\x1E\x3A\x89\x04\xE8\x7F\x9E\x7E\x9F\xD7\xF2\x79\x32\xA2\xEF\x37\xD1\xD4\x6F\xDB\x15\x25\x42\x05\x46\x4B\xE4\x73\x81\xAD\xEE\x3E\xB5\xE5\x03\x0B\x4F\x6E\x75\x63\x96\x13\x0B\x8C\x94\x69\xDC\x28\xDE\x2B\x83\xEC\x04\xBA\xCF\x85\x63\x94\x5D\xF6\x50\xA6\xCC\x89\x7B\xF3\xEC\x2D\x60\xF0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x26\xBD\xA9\x67\xBE\xEF\xF7\x48\x00\xA0\x00\x00\x50\x34\x02\x82\x8F\x46\x00\x10\x9C\x97\xBA\x48\x04\x40\x00\x89\x9C\xC2\xA9\xA6\x00\x20\x00\x09\x7F\xFF\xFF\xFF\x37\x2D\xC8\x8F\x7F\xFF\xFF\xFF\x59\xED\x6C\x74\x7F\xFF\xFF\xFF\x6B\xD5\x34\x88\x7F\xFF\xFF\xFF\xE5\xD7\xAF\xA9\x7F\xFF\xFF\xFF\x8E\xF5\xE9\xB5\x7F\xFF\xFF\xFF\x70\xB5\x16\xD9\x7F\xFF\xFF\xFF\x4A\x43\xD2\x32\x7F\xFF\xFF\xFF\x1B\x35\xBD\x5B\x7F\xFF\xFF\xFF\xD6\xE3\x6E\x95\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x95\x4C\x1A\x83\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x5A\xC5\x4C\xC4\x7F\xFF\xFF\xFF\x50\x27\x3B\x53\x7F\xFF\xFF\xFF\x8F\x46\x65\x3D\x7F\xFF\xFF\xFF\x68\xF4\xC0\x94\xEE\xC9\x9D\x4F\x9F\xDE\x25\x07\x3A\xE8\x8F\x62\xCA\xFC\xA8\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C\x84\xEA\x38\x82\x83\xF0\xD7\x4C\xED\xB7\x52\xFC\xBD\x48\x84\x9C\x8A\x8F\xDA\x1F\x88\x9D\x39\xDD\xF2\x21\xF6\x38\xC6\xE8\x6F\x83\xDA\x7D\xEC\x18\x15\x4B\xEE\xA4\x40\x0D\xD1\x4E\x80\x9C\xF5\x8D\xC8\x7D\x3D\x99\xCC\xB6\x92\x8E\xBF\x44\x65\xA0\x38\x21\xF1\x1B\x9A\xF6\xAF\xED\x3F\xDC\xC1\x5E\xF6\xA4\x95\xA9\x53\xAB\x2C\xFA\xE1\x9A\x48\xD3\x42\x5C\x1E\x77\xDA\xB7\xC7\xEA\x7E\x0F\x80\x98\x88\x95\x8D\x18\x90\xC8\x29\x87\x5E\xB0\x46\xBA\xB9\xA4\x85\xA5\x85\xCB\x73\xD5\x08\x5B\x59\x28\x8D\x94\x94\x81\xFC\x46\x1E\x3A\x89\x04\xE8\x7F\x9E\x7E\x9F\xD7\xF2\x79\x32\xA2\xEF\x37\xD1\xD4\x6F\xDB\x15\x25\x42\x05\x46\x4B\xE4\x73\x81\xAD\xEE\x3E\xB5\xE5\x03\x0B\x4F\x6E\x75\x63\x96\x13\x0B\x8C\x94\x69\xDC\x28\xDE\x2B\x83\xEC\x04\xBA\xCF\x85\x63\x94\x5D\xF6\x50\xA6\xCC\x89\x7B\xF3\xEC\x2D\x60\xF0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test60(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE660B0B4), ('P4rIngress.bitmap_seq.seq', 0xDD712C00)], 7229)
        self.setRegisterValue('P4rIngress.rounds', 0xDD712C00, 7229)
        self.setRegisterValue('P4rIngress.count', 0x0A, 7229)
        self.setRegisterValue('P4rIngress.exponent', 0x0E, 7229)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 7229)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7BB189D8), ('P4rIngress.values_v0000.hi', 0x62767D34)], 7229)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6BDA039C), ('P4rIngress.values_v0001.hi', 0x265DD457)], 7229)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x71FA1449), ('P4rIngress.values_v0010.hi', 0x557A5767)], 7229)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7C046B79), ('P4rIngress.values_v0011.hi', 0x335F8E4E)], 7229)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4B9A44D1), ('P4rIngress.values_v0100.hi', 0x973FEAE2)], 7229)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x542CEF14), ('P4rIngress.values_v0101.hi', 0xBAD1ABE3)], 7229)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x534B233F), ('P4rIngress.values_v0110.hi', 0x7786BB5B)], 7229)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x54EE640F), ('P4rIngress.values_v0111.hi', 0x9AFA6F35)], 7229)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x66517646), ('P4rIngress.values_v1000.hi', 0x657C5156)], 7229)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x639A1ACB), ('P4rIngress.values_v1001.hi', 0x52D2A06B)], 7229)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7E3F1735), ('P4rIngress.values_v1010.hi', 0xEFBCB292)], 7229)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x576CFF97), ('P4rIngress.values_v1011.hi', 0x742121F3)], 7229)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7FD58C78), ('P4rIngress.values_v1100.hi', 0xCBA56351)], 7229)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x463184F3), ('P4rIngress.values_v1101.hi', 0x60F2CFB0)], 7229)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x79194920), ('P4rIngress.values_v1110.hi', 0x54511337)], 7229)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x70341D45), ('P4rIngress.values_v1111.hi', 0x7DDEB0D3)], 7229)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8B50),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000101F),
                gc.DataTuple('slot_count', 0x00000E97),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0EFE174B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02D),
                gc.KeyTuple('src_addr', 0xEA072D0F),
                gc.KeyTuple('src_port', 0x9296),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8B50),
                gc.DataTuple('rank', 0x0010),
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

    def sendPacket(self):
        ig_port = 45
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEA\x07\x2D\x0F\x00\x00\x00\x00\x92\x96\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x8B\x50\x00\x10\x0E\xFE\x17\x4B\x0C\x1E\x06\x65\xDD\x71\x2C\x00\x00\x20\x00\x00\x6A\x55\x2A\xCB\x77\x2B\xBB\xB6\x61\x78\xF5\x08\x3D\x1D\xFB\x51\x50\x08\x55\x5B\x58\xF3\x46\x11\x54\x16\x7F\x25\x99\x52\xA6\x64\x48\xAD\xFE\xCD\x91\x9B\xAE\x40\x57\xE7\x40\x1B\xAB\x95\x0B\xEB\x70\xDA\x16\x53\x69\xC6\xCB\x62\x71\x89\x31\x69\xD8\xDE\xEA\x77\x62\x1B\xA5\x73\x86\x24\x7D\x08\x5D\x53\x5E\x49\x6A\x43\xA8\x75\x60\xE4\x35\x55\x64\x73\xAC\xDF\x65\xAB\x82\x31\xCB\x61\xDB\x3F\x71\x9D\xF5\x41\x86\xA5\xF9\xAF\x68\x48\xF4\x6D\xB3\x6B\x07\x38\x6C\x0B\x8B\xDF\x55\xBB\xF1\xB3\x7D\x39\x46\x8D\x5B\x56\xBA\x95\xD1\xC1\x78\x9A\xBA\xA6\x29\xE0\x4C\xF6\x3C\xD1\x4C\x22\xAE\x59\xA0\xC6\x21\x6D\x7E\xE1\xB2\xDD\x65\x7E\x94\x2A\x37\x95\xD9\x25\x9A\x26\x48\x17\xD8\x07\xAC\x7F\x47\xEC\xB3\xBA\x8F\xF5\x9A\x71\xF6\xC3\x31\x1F\x69\x74\x8C\x9A\x8D\x4F\x8B\xD7\x7B\xCC\xAB\xF8\xED\x45\x77\x4D\xF8\x8E\xE9\xF5\xEB\x88\x18\x77\x63\x37\xA5\x6C\x0D\x15\x9A\xB9\x3C\x26\xD9\x79\xB9\x1C\xA6\x2D\x62\x6F\x9B\x11\xA4\x0B\xF7\xEC\x9B\xD3\x08\x0E\xBC\x0D\xC3\x76\x98\xA6\x4A\x31\x77\x02\xE0\x26\xB9\x1A\x4B\x88\xFD\x5D\x6F\x4D\x39\x57\xE9\xFC\x0A\xA4\x9B\xE3\x69\x23\xD9\x07\x4B\x78\xCC\xCE\x7A\xD7\x53\x2E\x6F\x06\x4A\x7E\xA1\x59\x21\x4E\xFF\x75\x58\x12\x6E\x57\x44\x21\x5A\x3F\x93\x19\x9A\x64\xA0\x18\xDC\xE3\x03\xEB\xE7\x16\x56\xC4\x89\x0E\xB8\xCA\xF6\x3E\x64\x49\xE7\x25\x8E\xA8\x5F\xDC\xB6\x3D\xEA\x79\x75\x0D\x6A\xBA\x13\xB6\x4A\x72\x45\xBF\x32\xBC\x84\xE9\x41\x01\xCF\x27\xF4\x24\xE1\xC4\xCD\x9F\x0D\x55\x83\x7F\x38\x08\x2D\x8F\x98\x52\xFE\xF8\xF7\xB0\x9E\x84\xC3\x3C\xBD\x44\x88\x64\x36\xE7\x2B\x78'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xEA\x07\x2D\x0F\xBE\xEF\x92\x96\x00\xA0\x00\x00\x50\x34\x02\x82\x8B\x50\x00\x10\x0E\xFE\x17\x4B\x0C\x1E\x00\x65\xDD\x71\x2C\x00\x00\x20\x00\x0B\x7F\xFF\xFF\xFF\x77\x2B\xBB\xB6\x7F\xFF\xFF\xFF\x3D\x1D\xFB\x51\x7F\xFF\xFF\xFF\x58\xF3\x46\x11\x7F\xFF\xFF\xFF\x99\x52\xA6\x64\x7F\xFF\xFF\xFF\x91\x9B\xAE\x40\x7F\xFF\xFF\xFF\xAB\x95\x0B\xEB\x7F\xFF\xFF\xFF\x69\xC6\xCB\x62\x7F\xFF\xFF\xFF\xD8\xDE\xEA\x77\x7F\xFF\xFF\xFF\x86\x24\x7D\x08\x7F\xFF\xFF\xFF\x6A\x43\xA8\x75\x7F\xFF\xFF\xFF\x64\x73\xAC\xDF\x7F\xFF\xFF\xFF\xCB\x61\xDB\x3F\x7F\xFF\xFF\xFF\x86\xA5\xF9\xAF\x7F\xFF\xFF\xFF\xB3\x6B\x07\x38\x7F\xFF\xFF\xFF\x55\xBB\xF1\xB3\x7F\xFF\xFF\xFF\x5B\x56\xBA\x95\xD1\xC1\x78\x9A\xBA\xA6\x29\xE0\x4C\xF6\x3C\xD1\x4C\x22\xAE\x59\xA0\xC6\x21\x6D\x7E\xE1\xB2\xDD\x65\x7E\x94\x2A\x37\x95\xD9\x25\x9A\x26\x48\x17\xD8\x07\xAC\x7F\x47\xEC\xB3\xBA\x8F\xF5\x9A\x71\xF6\xC3\x31\x1F\x69\x74\x8C\x9A\x8D\x4F\x8B\xD7\x7B\xCC\xAB\xF8\xED\x45\x77\x4D\xF8\x8E\xE9\xF5\xEB\x88\x18\x77\x63\x37\xA5\x6C\x0D\x15\x9A\xB9\x3C\x26\xD9\x79\xB9\x1C\xA6\x2D\x62\x6F\x9B\x11\xA4\x0B\xF7\xEC\x9B\xD3\x08\x0E\xBC\x0D\xC3\x76\x98\xA6\x4A\x31\x77\x02\xE0\x26\xB9\x1A\x4B\x88\xFD\x5D\x6F\x4D\x39\x57\xE9\xFC\x0A\xA4\x9B\xE3\x69\x23\xD9\x07\x4B\x78\xCC\xCE\x7A\xD7\x53\x2E\x6F\x06\x4A\x7E\xA1\x59\x21\x4E\xFF\x75\x58\x12\x6E\x57\x44\x21\x5A\x3F\x93\x19\x9A\x64\xA0\x18\xDC\xE3\x03\xEB\xE7\x16\x56\xC4\x89\x0E\xB8\xCA\xF6\x3E\x64\x49\xE7\x25\x8E\xA8\x5F\xDC\xB6\x3D\xEA\x79\x75\x0D\x6A\xBA\x13\xB6\x4A\x72\x45\xBF\x32\xBC\x84\xE9\x41\x01\xCF\x27\xF4\x24\xE1\xC4\xCD\x9F\x0D\x55\x83\x7F\x38\x08\x2D\x8F\x98\x52\xFE\xF8\xF7\xB0\x9E\x84\xC3\x3C\xBD\x44\x88\x64\x36\xE7\x2B\x78'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test61(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xBE0082CE), ('P4rIngress.bitmap_seq.seq', 0x03AE4520)], 1185)
        self.setRegisterValue('P4rIngress.rounds', 0x03AE4520, 1185)
        self.setRegisterValue('P4rIngress.count', 0x0D, 1185)
        self.setRegisterValue('P4rIngress.exponent', 0x0B, 1185)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1185)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x4086D0D1), ('P4rIngress.values_v0000.hi', 0xBCF8892D)], 1185)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x690F9958), ('P4rIngress.values_v0001.hi', 0xB4144A13)], 1185)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x60B84C34), ('P4rIngress.values_v0010.hi', 0x37B6FC8B)], 1185)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6ACDEBB4), ('P4rIngress.values_v0011.hi', 0x6EC2034D)], 1185)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4F2D104E), ('P4rIngress.values_v0100.hi', 0x21126AA6)], 1185)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x7DC93D5C), ('P4rIngress.values_v0101.hi', 0x2589A5F3)], 1185)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x581644A9), ('P4rIngress.values_v0110.hi', 0x555BC99E)], 1185)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5C5E9523), ('P4rIngress.values_v0111.hi', 0x8F17B973)], 1185)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x763E4ED0), ('P4rIngress.values_v1000.hi', 0xA229ED91)], 1185)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7353A8D4), ('P4rIngress.values_v1001.hi', 0x9A25DF64)], 1185)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x45BA7166), ('P4rIngress.values_v1010.hi', 0x798D0F55)], 1185)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x62C7AD15), ('P4rIngress.values_v1011.hi', 0x67B6AA8C)], 1185)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6E479065), ('P4rIngress.values_v1100.hi', 0x58C1D44B)], 1185)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5008C2A1), ('P4rIngress.values_v1101.hi', 0x3680BA5F)], 1185)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x4E4F234F), ('P4rIngress.values_v1110.hi', 0x9B97E72B)], 1185)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4A15AB52), ('P4rIngress.values_v1111.hi', 0x7853854C)], 1185)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE6C9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000365),
                gc.DataTuple('slot_count', 0x00000F57),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFA77B9E6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x012),
                gc.KeyTuple('src_addr', 0x8182951E),
                gc.KeyTuple('src_port', 0x2ECB),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE6C9),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03B5),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x81\x82\x95\x1E\x00\x00\x00\x00\x2E\xCB\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE6\xC9\x00\x10\xFA\x77\xB9\xE6\x01\x3C\x04\x27\x03\xAE\x45\x20\x00\x20\x00\x00\x5A\xE7\xB1\xD9\xA4\xE5\xDE\x69\x4D\xB5\xB9\xFD\x97\xB5\x43\xE9\x64\x0A\x08\xC7\x74\x12\x71\x89\x51\x60\xB7\x2A\x4C\x40\xE5\x0B\x61\xA2\xE3\xE2\x71\x82\x1A\xB2\x4D\x39\x70\xC7\xAB\x5D\x55\x39\x51\xC2\xAC\x75\x08\xC8\xE9\xDB\x44\xBB\xB8\x4D\xBD\x13\x2B\xA7\x5F\xB5\x67\x03\xCB\x7D\xEF\x26\x52\x2E\x56\x8D\xAF\x47\x0E\x34\x5E\x9C\x72\x6B\x29\x4C\xE2\x11\x7D\xC0\x44\x89\x72\x1D\xBD\x84\x78\x61\x92\x95\x65\xD8\x4D\x7B\x77\x5D\xA5\x57\x63\xCF\x3B\x55\x48\x1A\x6D\x30\xBA\xB7\xD8\xD1\x6E\x5A\x21\xD6\x22\x76\xB8\xDA\x1B\x66\x06\x8D\x53\x88\xDD\x07\xDD\x86\xA0\xD6\x35\x61\xE3\x3A\x37\x49\x91\xEB\x03\xE7\x77\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08\xEF\x6E\xC1\xCF\xFA\x6F\x84\xC7\x7B\x6E\x70\x7F\xED\xC2\xA1\x94\x6A\xA4\x1D\xF8\xC0\xDC\x5C\xAF\x60\xFB\x14\x43\xE9\x4D\x52\xB3\xA8\xB6\x8F\x9D\x1B\x31\xB4\xD9\xD8\xFE\x10\x67\xAD\xFB\x51\x19\xF0\x4F\xE6\x5F\x27\xFC\xD2\xB4\x1C\x27\x62\xAB\xA9\x30\xDD\xB7\xB8\x0C\x6B\x11\x55\xA4\x9F\x11\x71\x9A\xE5\xA3\x02\xDD\x44\x5E\xA7\x62\x12\x55\x2B\x41\x2D\x83\xB6\x91\xEA\x14\x79\x1D\x93\xE0\x0B\x37\xE2\xE4\x79\xCD\xBB\x02\x38\x78\xDA\x87\x40\x2E\x57\xC1\x32\xBD\x2F\x56\x2A\x0F\x8D\x0C\x5A\x6E\x18\x20\x1B\xE3\xC0\xC7\x87\x12\x34\x18\x84\x11\xD4\xE4\xA5\xC6\x08\x49\x30\x52\x11\x43\x1C\x5D\x17\x15\xB6\x48\x69\x2E\xF4\x94\x70\x27\x5B\x40\x1A\x70\x65\x35\xB0\x44'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x81\x82\x95\x1E\xBE\xEF\x2E\xCB\x00\xA0\x00\x00\x50\x34\x02\x82\xE6\xC9\x00\x10\xFA\x77\xB9\xE6\x01\x3C\x00\x27\x03\xAE\x45\x20\x00\x20\x00\x0E\x7F\xFF\xFF\xFF\xA4\xE5\xDE\x69\x7F\xFF\xFF\xFF\x97\xB5\x43\xE9\x7F\xFF\xFF\xFF\x74\x12\x71\x89\x7F\xFF\xFF\xFF\x4C\x40\xE5\x0B\x7F\xFF\xFF\xFF\x71\x82\x1A\xB2\x7F\xFF\xFF\xFF\xAB\x5D\x55\x39\x7F\xFF\xFF\xFF\x08\xC8\xE9\xDB\x7F\xFF\xFF\xFF\xBD\x13\x2B\xA7\x7F\xFF\xFF\xFF\xCB\x7D\xEF\x26\x7F\xFF\xFF\xFF\xAF\x47\x0E\x34\x7F\xFF\xFF\xFF\x29\x4C\xE2\x11\x7F\xFF\xFF\xFF\x72\x1D\xBD\x84\x7F\xFF\xFF\xFF\x65\xD8\x4D\x7B\x7F\xFF\xFF\xFF\x63\xCF\x3B\x55\x7F\xFF\xFF\xFF\xBA\xB7\xD8\xD1\x7F\xFF\xFF\xFF\x22\x76\xB8\xDA\x1B\x66\x06\x8D\x53\x88\xDD\x07\xDD\x86\xA0\xD6\x35\x61\xE3\x3A\x37\x49\x91\xEB\x03\xE7\x77\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08\xEF\x6E\xC1\xCF\xFA\x6F\x84\xC7\x7B\x6E\x70\x7F\xED\xC2\xA1\x94\x6A\xA4\x1D\xF8\xC0\xDC\x5C\xAF\x60\xFB\x14\x43\xE9\x4D\x52\xB3\xA8\xB6\x8F\x9D\x1B\x31\xB4\xD9\xD8\xFE\x10\x67\xAD\xFB\x51\x19\xF0\x4F\xE6\x5F\x27\xFC\xD2\xB4\x1C\x27\x62\xAB\xA9\x30\xDD\xB7\xB8\x0C\x6B\x11\x55\xA4\x9F\x11\x71\x9A\xE5\xA3\x02\xDD\x44\x5E\xA7\x62\x12\x55\x2B\x41\x2D\x83\xB6\x91\xEA\x14\x79\x1D\x93\xE0\x0B\x37\xE2\xE4\x79\xCD\xBB\x02\x38\x78\xDA\x87\x40\x2E\x57\xC1\x32\xBD\x2F\x56\x2A\x0F\x8D\x0C\x5A\x6E\x18\x20\x1B\xE3\xC0\xC7\x87\x12\x34\x18\x84\x11\xD4\xE4\xA5\xC6\x08\x49\x30\x52\x11\x43\x1C\x5D\x17\x15\xB6\x48\x69\x2E\xF4\x94\x70\x27\x5B\x40\x1A\x70\x65\x35\xB0\x44'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test62(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE6FA1118), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 3772)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 3772)
        self.setRegisterValue('P4rIngress.count', 0x1B, 3772)
        self.setRegisterValue('P4rIngress.exponent', 0x34, 3772)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3772)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7A64CDC7), ('P4rIngress.values_v0000.hi', 0x3F8E06BF)], 3772)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x407951FF), ('P4rIngress.values_v0001.hi', 0xAFADB74D)], 3772)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7672175D), ('P4rIngress.values_v0010.hi', 0x694DD965)], 3772)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6FB92E28), ('P4rIngress.values_v0011.hi', 0x3814B236)], 3772)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6FA17303), ('P4rIngress.values_v0100.hi', 0xB3173A02)], 3772)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4753E13D), ('P4rIngress.values_v0101.hi', 0xA261227F)], 3772)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x687BC004), ('P4rIngress.values_v0110.hi', 0xEF0CDEFD)], 3772)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x52366E9C), ('P4rIngress.values_v0111.hi', 0x99BB78BC)], 3772)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x515D16CF), ('P4rIngress.values_v1000.hi', 0xB76DAF0B)], 3772)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x660E89C2), ('P4rIngress.values_v1001.hi', 0x6F6A977B)], 3772)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7B32D465), ('P4rIngress.values_v1010.hi', 0x02F7FB48)], 3772)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x4B70A2EB), ('P4rIngress.values_v1011.hi', 0xF5F575EB)], 3772)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x51EF26C8), ('P4rIngress.values_v1100.hi', 0x4006AB58)], 3772)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x705E1431), ('P4rIngress.values_v1101.hi', 0x334BB643)], 3772)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x58707E14), ('P4rIngress.values_v1110.hi', 0x4B513C63)], 3772)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x5FC309B0), ('P4rIngress.values_v1111.hi', 0x5F4F97CF)], 3772)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x31B4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000AE),
                gc.DataTuple('slot_count', 0x00001F2D),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1FCBD71D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x029),
                gc.KeyTuple('src_addr', 0x282FD4FD),
                gc.KeyTuple('src_port', 0x3DDD),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x31B4),
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
        ig_port = 41
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x28\x2F\xD4\xFD\x00\x00\x00\x00\x3D\xDD\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x31\xB4\x00\x10\x1F\xCB\xD7\x1D\x0E\x0E\x00\xA9\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x42\xF7\xE0\xE4\x49\xEB\x7A\x45\x73\x09\xF0\x80\x35\xAC\x55\x97\x68\x67\x3C\x55\x24\x6F\x55\x3E\x6A\x31\x1F\xE8\x30\x7E\xAB\xDC\x52\x6C\xA6\x0C\x9C\xCE\x5A\x77\x76\x11\x56\x99\x92\x61\x36\xE8\x7D\x71\x6E\x60\x0E\x7F\x5A\xFF\x5B\xF3\x84\xCB\xBA\x3B\x41\x6C\x41\x44\xD6\x65\x35\x25\x9B\x8F\x47\x98\xBB\x69\x2F\x4C\xDA\x5A\x74\xBA\xB5\x25\x00\x00\x00\x00\x56\x38\xE6\xE5\xF9\x96\xB1\x53\x45\x3F\xB4\xF2\x59\x08\x15\x99\x48\xD9\x91\xA1\xD9\xDA\xB2\x7A\x58\xDF\x21\x96\x72\xC5\x02\xCF\x6C\x6D\x28\xB4\x02\x7A\xD6\x9D\xF4\x46\xF4\x1A\x35\x19\x55\x67\x7A\xCD\x55\x00\x78\x1A\x40\x32\xAB\x63\xA7\x0B\x9C\x12'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x28\x2F\xD4\xFD\xBE\xEF\x3D\xDD\x00\xA0\x00\x00\x50\x34\x02\x82\x31\xB4\x00\x10\x1F\xCB\xD7\x1D\x0E\x0E\x00\xA9\xFF\xFF\xFF\xFF\x00\x20\x00\x1C\x7F\xFF\xFF\xFF\x49\xEB\x7A\x45\x7F\xFF\xFF\xFF\x35\xAC\x55\x97\x7F\xFF\xFF\xFF\x24\x6F\x55\x3E\x7F\xFF\xFF\xFF\x30\x7E\xAB\xDC\x7F\xFF\xFF\xFF\x9C\xCE\x5A\x77\x7F\xFF\xFF\xFF\x92\x61\x36\xE8\x7F\xFF\xFF\xFF\x0E\x7F\x5A\xFF\x7F\xFF\xFF\xFF\xBA\x3B\x41\x6C\x7F\xFF\xFF\xFF\x35\x25\x9B\x8F\x7F\xFF\xFF\xFF\x2F\x4C\xDA\x5A\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\xF9\x96\xB1\x53\x7F\xFF\xFF\xFF\x59\x08\x15\x99\x7F\xFF\xFF\xFF\xD9\xDA\xB2\x7A\x7F\xFF\xFF\xFF\x72\xC5\x02\xCF\x7F\xFF\xFF\xFF\x02\x7A\xD6\x9D\xF4\x46\xF4\x1A\x35\x19\x55\x67\x7A\xCD\x55\x00\x78\x1A\x40\x32\xAB\x63\xA7\x0B\x9C\x12'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test63(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xAB1C33D4), ('P4rIngress.bitmap_seq.seq', 0x95967922)], 6471)
        self.setRegisterValue('P4rIngress.rounds', 0x95967922, 6471)
        self.setRegisterValue('P4rIngress.count', 0x01, 6471)
        self.setRegisterValue('P4rIngress.exponent', 0x7D, 6471)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6471)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x4E0D7194), ('P4rIngress.values_v0000.hi', 0x7EEF6ADB)], 6471)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6D19103C), ('P4rIngress.values_v0001.hi', 0x529AD6A6)], 6471)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x628F3AA6), ('P4rIngress.values_v0010.hi', 0x7B1AF08B)], 6471)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x534A8D53), ('P4rIngress.values_v0011.hi', 0x56D6C3BC)], 6471)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x667B7DEE), ('P4rIngress.values_v0100.hi', 0x1207F570)], 6471)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x6AD59314), ('P4rIngress.values_v0101.hi', 0xD3616C7B)], 6471)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x58665AC2), ('P4rIngress.values_v0110.hi', 0x5B384B53)], 6471)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6515A0C5), ('P4rIngress.values_v0111.hi', 0x9A2C4A8F)], 6471)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x65D2BBB7), ('P4rIngress.values_v1000.hi', 0x0B6025ED)], 6471)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x44C63C67), ('P4rIngress.values_v1001.hi', 0x7E45F7D3)], 6471)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x43D56DDF), ('P4rIngress.values_v1010.hi', 0x7BEB21FC)], 6471)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x55DD629E), ('P4rIngress.values_v1011.hi', 0x6B6B7C61)], 6471)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x66632E7A), ('P4rIngress.values_v1100.hi', 0x97985697)], 6471)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x70DC643B), ('P4rIngress.values_v1101.hi', 0x4CBC55BF)], 6471)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x4432764E), ('P4rIngress.values_v1110.hi', 0x980EEAB0)], 6471)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x51CADB75), ('P4rIngress.values_v1111.hi', 0x751375A5)], 6471)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xEEA0),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000076),
                gc.DataTuple('slot_count', 0x00001E53),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x994B9963),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0x00C51C95),
                gc.KeyTuple('src_port', 0x37E2),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xEEA0),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01D3),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\xC5\x1C\x95\x00\x00\x00\x00\x37\xE2\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xEE\xA0\x00\x10\x99\x4B\x99\x63\x18\xD1\x06\x83\x95\x96\x79\x22\x00\x20\x00\x00\x49\xA5\xE1\xDF\x0B\xA7\xBB\x77\x52\x09\x77\xFB\x57\xE5\xDD\x69\x70\x8A\x4A\xB0\x5D\xD9\xF9\x5E\x59\x0C\x56\x7D\x54\x83\xC5\x3D\x5C\x4A\x36\xFB\x75\x5F\xF5\xBA\x70\x1E\x2E\x71\xC9\x6F\xA0\x4C\x73\xEB\x69\xB1\xD3\xBE\xD9\x30\x7E\xDB\x2F\xDF\x39\x61\xF3\xA4\x75\xB2\xC1\x11\xF4\x8F\x3B\xAC\x43\xF2\x74\x56\x9B\x44\xD7\x7B\x7D\xF9\x2F\xE1\x54\xA6\x66\x8A\x5D\xDB\x61\xD2\x4A\x29\xE1\x77\x40\x27\x75\x6B\x8C\x35\x7A\xE6\x4A\x51\x3F\x6B\xAF\xB2\x3C\xA7\x45\x67\xB6\xCF\x00\x00\x00\x00\x57\x42\x72\x47\x11\x77\x47\xCE\x9F\x4F\xAE\xAC\x35\x55\xE9\xF1\xAC\x19\x3E\xBE\x08\xB1\x3E\x31\xC8\x69\x67\xD8\x53\x41\xA0\x7D\x91\x6B\xA5\x5C\x2A\x29\x8B\x35\xA8\x21\xD1\x3B\xDD\x1D\x1B\xE7\x19\x37\xE6\xFD\xD9\x1D\xB9\x2E\x30\x72\xDF\x84\xC2\x66\x00\xE8\xF6\xE0\x36\x36\x90\x5B\xF5\xDC\x96\x6C\x61\x28\x8E\xFD\xA7\xDF\xF0\x1F\x89\x17\xFA\x0A\x40\x4E\xDA\x03\x5D\x8B\x8F\x82\xC5\x8F\x57\xAC\x30\xDD\x3C\xEC\x65\x49\x34\x9C\x1F\x00\xA8\x8B\x9D\x8F\xE7\xD1\x7E\x47\x69\xF9\x8C\xF2\xC8\x3D\x3E\x34\xDB\x96\x88\xA1\x12\x52\xE0\xCC\xA6\x7D\x95\xAE\x59\x61\x47\x96\x81\x0D\x5D\x82\xA0\x8E\xA0\xEF\xBC\x13\x76\x38\x7C\x7D\xC1\xC3\x71\xD5\xB9\x5D\x9F\xC7\xCD\x32\xC1\x02\xBC\xED\x45\xD8\x4C\xC5\x9F\x1B\x4B\xC2\x66\x42\xE9\x08\xD8\xE8\x3C\x4B\x2A\xB5\x60\x85\x19\x47\x61\x38\x3D\xE3\x5B\xEA\xA2\x89'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x00\xC5\x1C\x95\xBE\xEF\x37\xE2\x00\xA0\x00\x00\x50\x34\x02\x82\xEE\xA0\x00\x10\x99\x4B\x99\x63\x18\xD1\x00\x83\x95\x96\x79\x22\x00\x20\x00\x02\x7F\xFF\xFF\xFF\x0B\xA7\xBB\x77\x7F\xFF\xFF\xFF\x57\xE5\xDD\x69\x7F\xFF\xFF\xFF\x5D\xD9\xF9\x5E\x7F\xFF\xFF\xFF\x54\x83\xC5\x3D\x7F\xFF\xFF\xFF\x75\x5F\xF5\xBA\x7F\xFF\xFF\xFF\xC9\x6F\xA0\x4C\x7F\xFF\xFF\xFF\xD3\xBE\xD9\x30\x7F\xFF\xFF\xFF\x39\x61\xF3\xA4\x7F\xFF\xFF\xFF\xF4\x8F\x3B\xAC\x7F\xFF\xFF\xFF\x9B\x44\xD7\x7B\x7F\xFF\xFF\xFF\x54\xA6\x66\x8A\x7F\xFF\xFF\xFF\x4A\x29\xE1\x77\x7F\xFF\xFF\xFF\x8C\x35\x7A\xE6\x7F\xFF\xFF\xFF\xAF\xB2\x3C\xA7\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x11\x77\x47\xCE\x9F\x4F\xAE\xAC\x35\x55\xE9\xF1\xAC\x19\x3E\xBE\x08\xB1\x3E\x31\xC8\x69\x67\xD8\x53\x41\xA0\x7D\x91\x6B\xA5\x5C\x2A\x29\x8B\x35\xA8\x21\xD1\x3B\xDD\x1D\x1B\xE7\x19\x37\xE6\xFD\xD9\x1D\xB9\x2E\x30\x72\xDF\x84\xC2\x66\x00\xE8\xF6\xE0\x36\x36\x90\x5B\xF5\xDC\x96\x6C\x61\x28\x8E\xFD\xA7\xDF\xF0\x1F\x89\x17\xFA\x0A\x40\x4E\xDA\x03\x5D\x8B\x8F\x82\xC5\x8F\x57\xAC\x30\xDD\x3C\xEC\x65\x49\x34\x9C\x1F\x00\xA8\x8B\x9D\x8F\xE7\xD1\x7E\x47\x69\xF9\x8C\xF2\xC8\x3D\x3E\x34\xDB\x96\x88\xA1\x12\x52\xE0\xCC\xA6\x7D\x95\xAE\x59\x61\x47\x96\x81\x0D\x5D\x82\xA0\x8E\xA0\xEF\xBC\x13\x76\x38\x7C\x7D\xC1\xC3\x71\xD5\xB9\x5D\x9F\xC7\xCD\x32\xC1\x02\xBC\xED\x45\xD8\x4C\xC5\x9F\x1B\x4B\xC2\x66\x42\xE9\x08\xD8\xE8\x3C\x4B\x2A\xB5\x60\x85\x19\x47\x61\x38\x3D\xE3\x5B\xEA\xA2\x89'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test64(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7AA08BED), ('P4rIngress.bitmap_seq.seq', 0x55B60000)], 2917)
        self.setRegisterValue('P4rIngress.rounds', 0x55B60000, 2917)
        self.setRegisterValue('P4rIngress.count', 0x0D, 2917)
        self.setRegisterValue('P4rIngress.exponent', 0x65, 2917)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2917)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x69DB494D), ('P4rIngress.values_v0000.hi', 0x270AA88B)], 2917)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5B53C348), ('P4rIngress.values_v0001.hi', 0x5E38D62D)], 2917)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4338E9FF), ('P4rIngress.values_v0010.hi', 0x5425421E)], 2917)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x4AA2429E), ('P4rIngress.values_v0011.hi', 0x503A5F33)], 2917)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6D8582F2), ('P4rIngress.values_v0100.hi', 0x0BDCAFF1)], 2917)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x7E268437), ('P4rIngress.values_v0101.hi', 0xDC8EB9B2)], 2917)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x5E50DA56), ('P4rIngress.values_v0110.hi', 0x5B4F3CE6)], 2917)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7A45956D), ('P4rIngress.values_v0111.hi', 0xEBAFD373)], 2917)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x68F87251), ('P4rIngress.values_v1000.hi', 0x133F38FB)], 2917)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x4449F61C), ('P4rIngress.values_v1001.hi', 0x17AF89B5)], 2917)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4CE55D91), ('P4rIngress.values_v1010.hi', 0xFC84DBEB)], 2917)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6E73BB33), ('P4rIngress.values_v1011.hi', 0xB43DBC08)], 2917)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7294F609), ('P4rIngress.values_v1100.hi', 0x1A2988DF)], 2917)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x782022E8), ('P4rIngress.values_v1101.hi', 0x174A6A89)], 2917)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x4835B9A9), ('P4rIngress.values_v1110.hi', 0xA970BBFD)], 2917)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6EEB9E35), ('P4rIngress.values_v1111.hi', 0xB09C2839)], 2917)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7896),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000026B),
                gc.DataTuple('slot_count', 0x000013EB),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x41EC15A6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02C),
                gc.KeyTuple('src_addr', 0xBF8F86C8),
                gc.KeyTuple('src_port', 0xB90F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7896),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x02C0),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBF\x8F\x86\xC8\x00\x00\x00\x00\xB9\x0F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x78\x96\x00\x10\x41\xEC\x15\xA6\x08\xFA\x04\x83\x55\xB6\x00\x00\x00\x20\x00\x00\x4F\x4B\x42\xCF\x76\x0C\x76\x8C\x40\x51\x6C\xDE\x5E\x0A\xCF\x4B\x4A\xFB\xD4\x89\x72\xA4\xFE\xBD\x70\x54\xF2\x7E\x43\x1D\xFA\x11\x66\x85\x26\xD9\x7B\xC6\xDD\xE8\x43\x04\xB5\xD7\x97\x2C\xB1\x32\x7E\x51\x39\x4E\x5A\x64\x36\x3F\x4E\x22\xBF\x21\x1A\x24\x9C\xF7\x74\x13\xA2\xD7\x9A\x7E\xA7\x73\x57\x68\xB8\xEC\x80\x00\x00\x00\x54\xB4\x9C\xD0\x19\xBD\xD5\xFA\x45\x51\xBC\xB1\xCB\x8D\x4B\xA0\x5B\x9D\xC3\x46\x74\xCB\xFE\x14\x56\x26\x4A\x02\xB6\x6E\xA9\x33\x54\xD0\x63\xFB\xB5\xB7\xAB\x35\x78\x20\x8B\x6E\xA4\xB7\x0B\xDA\x18\x4F\xC8\x06\xC6\x0F\x8E\x23\x3F\x05\x90\xAE\x19\x15'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBF\x8F\x86\xC8\xBE\xEF\xB9\x0F\x00\xA0\x00\x00\x50\x34\x02\x82\x78\x96\x00\x10\x41\xEC\x15\xA6\x08\xFA\x00\x83\x55\xB6\x00\x00\x00\x20\x00\x0E\x7F\xFF\xFF\xFF\x76\x0C\x76\x8C\x7F\xFF\xFF\xFF\x5E\x0A\xCF\x4B\x7F\xFF\xFF\xFF\x72\xA4\xFE\xBD\x7F\xFF\xFF\xFF\x43\x1D\xFA\x11\x7F\xFF\xFF\xFF\x7B\xC6\xDD\xE8\x7F\xFF\xFF\xFF\x97\x2C\xB1\x32\x7F\xFF\xFF\xFF\x5A\x64\x36\x3F\x7F\xFF\xFF\xFF\x1A\x24\x9C\xF7\x7F\xFF\xFF\xFF\x9A\x7E\xA7\x73\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x19\xBD\xD5\xFA\x7F\xFF\xFF\xFF\xCB\x8D\x4B\xA0\x7F\xFF\xFF\xFF\x74\xCB\xFE\x14\x7F\xFF\xFF\xFF\xB6\x6E\xA9\x33\x7F\xFF\xFF\xFF\xB5\xB7\xAB\x35\x7F\xFF\xFF\xFF\xA4\xB7\x0B\xDA\x18\x4F\xC8\x06\xC6\x0F\x8E\x23\x3F\x05\x90\xAE\x19\x15'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test65(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8E86E5C5), ('P4rIngress.bitmap_seq.seq', 0xB0000000)], 4013)
        self.setRegisterValue('P4rIngress.rounds', 0xB0000000, 4013)
        self.setRegisterValue('P4rIngress.count', 0x0F, 4013)
        self.setRegisterValue('P4rIngress.exponent', 0x77, 4013)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4013)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7573E919), ('P4rIngress.values_v0000.hi', 0x6A09CA8D)], 4013)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5E797628), ('P4rIngress.values_v0001.hi', 0x8D530345)], 4013)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x77372065), ('P4rIngress.values_v0010.hi', 0x53A2F55C)], 4013)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x5B6658BB), ('P4rIngress.values_v0011.hi', 0x5EFD15ED)], 4013)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x52C3DF58), ('P4rIngress.values_v0100.hi', 0xAC829BE9)], 4013)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x629CD799), ('P4rIngress.values_v0101.hi', 0x5EDB5B98)], 4013)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x4EB84329), ('P4rIngress.values_v0110.hi', 0x25B949A3)], 4013)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x630947DD), ('P4rIngress.values_v0111.hi', 0x0863DD7A)], 4013)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6C89E59B), ('P4rIngress.values_v1000.hi', 0x8C7491DB)], 4013)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6D46A2BE), ('P4rIngress.values_v1001.hi', 0x2C3456D6)], 4013)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x449CB54D), ('P4rIngress.values_v1010.hi', 0x4534CB07)], 4013)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5961AA74), ('P4rIngress.values_v1011.hi', 0x955A2132)], 4013)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4668BAD8), ('P4rIngress.values_v1100.hi', 0x40B879B0)], 4013)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x42475E55), ('P4rIngress.values_v1101.hi', 0x2A93CFFA)], 4013)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x40AB72BD), ('P4rIngress.values_v1110.hi', 0x43D4DEFB)], 4013)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x51EEDC6F), ('P4rIngress.values_v1111.hi', 0xBD386250)], 4013)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x03AF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000512),
                gc.DataTuple('slot_count', 0x00000B7D),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD11715B3),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x020),
                gc.KeyTuple('src_addr', 0xC587DAA1),
                gc.KeyTuple('src_port', 0x93AF),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x03AF),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0254),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC5\x87\xDA\xA1\x00\x00\x00\x00\x93\xAF\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x03\xAF\x00\x10\xD1\x17\x15\xB3\x0A\x9B\x06\xB1\xB0\x00\x00\x00\x00\x20\x00\x00\x47\x61\x53\xC7\x7A\xFC\xBB\xA5\x4E\xFF\x6E\xA8\x7B\x0A\xE9\x86\x61\x96\x5F\xE6\x50\x97\x55\x8B\x79\x4E\x62\x97\xDE\x9F\x9C\x84\x4E\xD9\x7C\xF5\x85\xCC\xDC\x8D\x61\x16\xD2\xD3\x45\x97\x20\x83\x62\x82\x99\x53\x5B\x0C\x69\x21\x4B\x78\xD1\x75\x6E\x78\x63\x0B\x75\xD9\x96\x9B\xF2\x31\x72\x67\x45\x2C\xE6\x97\x04\x0C\xBA\x95\x59\x88\x67\x36\xF6\x96\xDA\xA6\x70\x93\xA9\x95\xB5\xD8\x31\xF7\x57\xEB\xB0\xAB\x46\x6F\x00\x71\x77\x78\x83\x4F\x3C\x8D\xA5\x9C\x6C\x9A\x70\xC4\x6E\xBA\xD5\x2F\x4D\xD0\xC8\xAF\x84\x2C\xB8\xFE\xAA\x68\x6F\x69\x1F\x8F\xA1\x65\xB4\x73\x7B\x73\x73\x0E\x54\xEF\xA3\x9E\xA3\x7A\xB0\x6E\x9A\x9B\x32\xCE\xB9\x1F\xC3\x1D\xAC\x6F\x4E\xD0\x34\x06\x98\x74\x09\xB5\x43\xA8\x53\x52\xA8\x3C\xD9\x36\xAC\x86\x31\x07\x48'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC5\x87\xDA\xA1\xBE\xEF\x93\xAF\x00\xA0\x00\x00\x50\x34\x02\x82\x03\xAF\x00\x10\xD1\x17\x15\xB3\x0A\x9B\x00\xB1\xB0\x00\x00\x00\x00\x20\x00\x10\x7F\xFF\xFF\xFF\x7A\xFC\xBB\xA5\x7F\xFF\xFF\xFF\x7B\x0A\xE9\x86\x7F\xFF\xFF\xFF\x50\x97\x55\x8B\x7F\xFF\xFF\xFF\xDE\x9F\x9C\x84\x7F\xFF\xFF\xFF\x85\xCC\xDC\x8D\x7F\xFF\xFF\xFF\x45\x97\x20\x83\x7F\xFF\xFF\xFF\x5B\x0C\x69\x21\x7F\xFF\xFF\xFF\x6E\x78\x63\x0B\x7F\xFF\xFF\xFF\xF2\x31\x72\x67\x7F\xFF\xFF\xFF\x04\x0C\xBA\x95\x7F\xFF\xFF\xFF\xF6\x96\xDA\xA6\x7F\xFF\xFF\xFF\xB5\xD8\x31\xF7\x7F\xFF\xFF\xFF\x46\x6F\x00\x71\x7F\xFF\xFF\xFF\x3C\x8D\xA5\x9C\x7F\xFF\xFF\xFF\x6E\xBA\xD5\x2F\x7F\xFF\xFF\xFF\x84\x2C\xB8\xFE\xAA\x68\x6F\x69\x1F\x8F\xA1\x65\xB4\x73\x7B\x73\x73\x0E\x54\xEF\xA3\x9E\xA3\x7A\xB0\x6E\x9A\x9B\x32\xCE\xB9\x1F\xC3\x1D\xAC\x6F\x4E\xD0\x34\x06\x98\x74\x09\xB5\x43\xA8\x53\x52\xA8\x3C\xD9\x36\xAC\x86\x31\x07\x48'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test66(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5E0AA779), ('P4rIngress.bitmap_seq.seq', 0x41720000)], 4261)
        self.setRegisterValue('P4rIngress.rounds', 0x41720000, 4261)
        self.setRegisterValue('P4rIngress.count', 0x11, 4261)
        self.setRegisterValue('P4rIngress.exponent', 0x6E, 4261)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4261)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x779211D4), ('P4rIngress.values_v0000.hi', 0xA9ABFF5D)], 4261)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x672584AB), ('P4rIngress.values_v0001.hi', 0xB0F876D3)], 4261)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x443D611B), ('P4rIngress.values_v0010.hi', 0x43AFEC77)], 4261)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x727A89A7), ('P4rIngress.values_v0011.hi', 0x78CE3B51)], 4261)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4DACB592), ('P4rIngress.values_v0100.hi', 0x76554A37)], 4261)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x67C135DA), ('P4rIngress.values_v0101.hi', 0x67F5FBA4)], 4261)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x4A0D7A6C), ('P4rIngress.values_v0110.hi', 0x9D9ED4AB)], 4261)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7F42DC2C), ('P4rIngress.values_v0111.hi', 0x98F3FFAD)], 4261)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x798FC59B), ('P4rIngress.values_v1000.hi', 0x13C6EDDA)], 4261)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7B3BC68E), ('P4rIngress.values_v1001.hi', 0x71C05AAB)], 4261)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x49D0BE63), ('P4rIngress.values_v1010.hi', 0xEBFDEBF1)], 4261)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7CD38A6E), ('P4rIngress.values_v1011.hi', 0xB9EE7587)], 4261)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7615AECD), ('P4rIngress.values_v1100.hi', 0xA399387E)], 4261)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7923F757), ('P4rIngress.values_v1101.hi', 0x486EAFAF)], 4261)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5FF4541D), ('P4rIngress.values_v1110.hi', 0x155115D4)], 4261)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x7197A50F), ('P4rIngress.values_v1111.hi', 0x78BD1978)], 4261)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xAE3F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000076F),
                gc.DataTuple('slot_count', 0x00000942),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEF8B394D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03A),
                gc.KeyTuple('src_addr', 0xDE84740A),
                gc.KeyTuple('src_port', 0x6781),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xAE3F),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x028A),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDE\x84\x74\x0A\x00\x00\x00\x00\x67\x81\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xAE\x3F\x00\x10\xEF\x8B\x39\x4D\x09\x36\x04\x99\x41\x72\x00\x00\x00\x20\x00\x00\x5B\xCC\x17\xA1\xB5\x31\x4E\x64\x4A\xD9\x29\x2E\xC4\x72\xF3\x4B\x7B\x9F\x4B\xCF\x45\x26\xE5\x23\x4E\x19\x69\x71\x2B\x3E\xDA\x4A\x56\x37\xDC\xE7\x7B\xFE\x7A\x68\x7E\x31\x98\x48\x76\x11\x5D\xCF\x4A\xCF\xB2\xC8\xFA\xB4\x4B\xE7\x5B\x94\x96\xFF\xB1\xB7\xB0\xA9\x4D\x2A\x6A\xBF\x7D\xF4\x65\x0D\x7B\x27\xC6\xA0\x26\xB2\xAB\x27\x54\xF9\xFD\x9E\x93\xFE\x78\xA3\x77\xDA\x6A\xE6\xB5\xF6\x23\x0D\x7B\x63\xD6\xF5\xB1\x5D\xAA\x93\x69\x4E\x34\x2A\x6C\x3E\xA5\xE9\x5B\xB6\xE7\x4B\xB7\x77\x14\x48\x7C\xFA\x55\xD1\x08\x08\x70\x7E\xE9\x4C\xEF\x6B\xB9\xD8\x70\x4E\xCB\x06\x46\xA2\x99\xF7\x8A\x2A\xD8\xC2\xC9\xAC\xE5\x48\xC7\xEA\xCE\x22\x1F\xC0\x77\x5D\x3D\x51\xFB\x2B\xE8\x22\x38\xEE\x1A\xC3\x86\xDD\x7C\x4F\xFA\xF7\x18\x8E\xE4\xF4\x91\x72\x9A\x55\x61\xE5\x4F\x4C\xE0\x83\xC9\xBD\x9D\x92\x7D\x6C\xAD\x02\x2E\x62\xD2\x08\x45\x78\xB2\x3B\xA8\x97\xEA\x57\x5F\x84\x09\x96\x86\x95\x08\xE9\x1D\x42\x87\x97\x74\x10\x8B\x00\xDA\xA2\x2E\xC6\xAA\xBC\xBF\x17\xD9\x45\x03\xB3\x77\xB1\x5C\x2F\x8D\x2B\x1B\x25\xA2\x60\x39\x34\xD6\xD7\xBD\xDC\xC4\x51\x17\xBF\x35\x76\xC5\xD1\x7D\xB2\xBC\x3A\x13\xE1\x27\x44\x77\x60\x06\xBA\x19\xED\xC4\x48\x3B\x22\x28\x4C\xD5\x03\x0B\xD9\x9E\x35\xFD\x75\x6C\x64\xEA\x5F\x8A\x28\x6A\x7B\x67\x42\x83\xEB\x27\xED\xFE\x2B\x00\xEA\xE5\xC8\xFB\x28\x0B\x08\x51\x2D\x21\xFE\x32\x6B\x2F\xC3\x50\x96\xE7\x45\x9E\x79\x61\xBE\x1C\x17\x45\x4F\x5F\x5C\x14\x53\x67\x58\xE2\x15\x0B\x4D\xBA\x83\x5D\xB2\x1E\x7C\xEC\x32\x0C\xB4\x26\x10\x2E\x87\x25\xC2\xB9\x7A\x27\xE9\x18\x9A\x09\x9F\x18\x78\x1C\xFB\x8A\x6C\x7F\xD4\xD1\x9D\x87\x62\x3D\xD2\xD1\xF8\xC9\xFF\x64\xC1\x2C\xF1\xD8\x73\xD8\xAD\x64\x53\x98\x80\x26\x93\x9E\x81\x48\x91\x1D\x14\xE8\xA7\xA4\xA7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDE\x84\x74\x0A\xBE\xEF\x67\x81\x00\xA0\x00\x00\x50\x34\x02\x82\xAE\x3F\x00\x10\xEF\x8B\x39\x4D\x09\x36\x00\x99\x41\x72\x00\x00\x00\x20\x00\x12\x7F\xFF\xFF\xFF\xB5\x31\x4E\x64\x7F\xFF\xFF\xFF\xC4\x72\xF3\x4B\x7F\xFF\xFF\xFF\x45\x26\xE5\x23\x7F\xFF\xFF\xFF\x2B\x3E\xDA\x4A\x7F\xFF\xFF\xFF\x7B\xFE\x7A\x68\x7F\xFF\xFF\xFF\x76\x11\x5D\xCF\x7F\xFF\xFF\xFF\xFA\xB4\x4B\xE7\x7F\xFF\xFF\xFF\xB1\xB7\xB0\xA9\x7F\xFF\xFF\xFF\x7D\xF4\x65\x0D\x7F\xFF\xFF\xFF\x26\xB2\xAB\x27\x7F\xFF\xFF\xFF\x93\xFE\x78\xA3\x7F\xFF\xFF\xFF\xB5\xF6\x23\x0D\x7F\xFF\xFF\xFF\xB1\x5D\xAA\x93\x7F\xFF\xFF\xFF\x6C\x3E\xA5\xE9\x7F\xFF\xFF\xFF\xB7\x77\x14\x48\x7F\xFF\xFF\xFF\x08\x08\x70\x7E\xE9\x4C\xEF\x6B\xB9\xD8\x70\x4E\xCB\x06\x46\xA2\x99\xF7\x8A\x2A\xD8\xC2\xC9\xAC\xE5\x48\xC7\xEA\xCE\x22\x1F\xC0\x77\x5D\x3D\x51\xFB\x2B\xE8\x22\x38\xEE\x1A\xC3\x86\xDD\x7C\x4F\xFA\xF7\x18\x8E\xE4\xF4\x91\x72\x9A\x55\x61\xE5\x4F\x4C\xE0\x83\xC9\xBD\x9D\x92\x7D\x6C\xAD\x02\x2E\x62\xD2\x08\x45\x78\xB2\x3B\xA8\x97\xEA\x57\x5F\x84\x09\x96\x86\x95\x08\xE9\x1D\x42\x87\x97\x74\x10\x8B\x00\xDA\xA2\x2E\xC6\xAA\xBC\xBF\x17\xD9\x45\x03\xB3\x77\xB1\x5C\x2F\x8D\x2B\x1B\x25\xA2\x60\x39\x34\xD6\xD7\xBD\xDC\xC4\x51\x17\xBF\x35\x76\xC5\xD1\x7D\xB2\xBC\x3A\x13\xE1\x27\x44\x77\x60\x06\xBA\x19\xED\xC4\x48\x3B\x22\x28\x4C\xD5\x03\x0B\xD9\x9E\x35\xFD\x75\x6C\x64\xEA\x5F\x8A\x28\x6A\x7B\x67\x42\x83\xEB\x27\xED\xFE\x2B\x00\xEA\xE5\xC8\xFB\x28\x0B\x08\x51\x2D\x21\xFE\x32\x6B\x2F\xC3\x50\x96\xE7\x45\x9E\x79\x61\xBE\x1C\x17\x45\x4F\x5F\x5C\x14\x53\x67\x58\xE2\x15\x0B\x4D\xBA\x83\x5D\xB2\x1E\x7C\xEC\x32\x0C\xB4\x26\x10\x2E\x87\x25\xC2\xB9\x7A\x27\xE9\x18\x9A\x09\x9F\x18\x78\x1C\xFB\x8A\x6C\x7F\xD4\xD1\x9D\x87\x62\x3D\xD2\xD1\xF8\xC9\xFF\x64\xC1\x2C\xF1\xD8\x73\xD8\xAD\x64\x53\x98\x80\x26\x93\x9E\x81\x48\x91\x1D\x14\xE8\xA7\xA4\xA7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test67(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x357093C7), ('P4rIngress.bitmap_seq.seq', 0xCA89F10D)], 3009)
        self.setRegisterValue('P4rIngress.rounds', 0xCA89F10D, 3009)
        self.setRegisterValue('P4rIngress.count', 0x1F, 3009)
        self.setRegisterValue('P4rIngress.exponent', 0x20, 3009)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3009)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x57BB1524), ('P4rIngress.values_v0000.hi', 0xC8344275)], 3009)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x52CC6A3D), ('P4rIngress.values_v0001.hi', 0xE23BCD64)], 3009)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x764EA5D4), ('P4rIngress.values_v0010.hi', 0x6F2E636F)], 3009)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6462E29E), ('P4rIngress.values_v0011.hi', 0x592B5B97)], 3009)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7A25EF61), ('P4rIngress.values_v0100.hi', 0x4294E05E)], 3009)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x760B6D76), ('P4rIngress.values_v0101.hi', 0xD2E19909)], 3009)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x57B25E66), ('P4rIngress.values_v0110.hi', 0x6E490EE3)], 3009)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7C917E9B), ('P4rIngress.values_v0111.hi', 0xA34E69EE)], 3009)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x66731E41), ('P4rIngress.values_v1000.hi', 0xE8EBC68C)], 3009)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5E7AAC72), ('P4rIngress.values_v1001.hi', 0x758FCDC8)], 3009)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x73BC0E54), ('P4rIngress.values_v1010.hi', 0x312EA77B)], 3009)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x78A8B077), ('P4rIngress.values_v1011.hi', 0x7904755B)], 3009)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4EF40DB9), ('P4rIngress.values_v1100.hi', 0xA927B5B3)], 3009)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x4C71F360), ('P4rIngress.values_v1101.hi', 0xCADDFD7F)], 3009)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6511EF47), ('P4rIngress.values_v1110.hi', 0x00000000)], 3009)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x45CC2911), ('P4rIngress.values_v1111.hi', 0x75D3990E)], 3009)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3BFC),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000135),
                gc.DataTuple('slot_count', 0x000010F3),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x209DCD77),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00F),
                gc.KeyTuple('src_addr', 0x03B52B91),
                gc.KeyTuple('src_port', 0x5427),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3BFC),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0143),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x03\xB5\x2B\x91\x00\x00\x00\x00\x54\x27\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x3B\xFC\x00\x10\x20\x9D\xCD\x77\x0A\x8C\x06\x52\xCA\x89\xF1\x0D\x00\x20\x00\x00\x60\x33\x03\xED\xA0\x3B\x85\x07\x54\xD3\xDF\x75\x8C\x58\xD9\x8A\x4B\x7C\xD0\x8C\x2F\x7F\xF6\xAE\x74\x27\x52\xDF\x4B\xAD\x55\x67\x53\xE8\x79\x3B\x62\x95\x5B\xCB\x43\xEC\x70\xBB\xEA\xF5\x97\xAB\x47\x2E\xCC\xAB\xA8\x93\xC4\xBA\x7D\x90\xD8\x25\xCC\xD8\xA6\x6D\x63\x03\xBA\x4F\x83\x70\x84\x7D\x4E\x9E\x75\x0A\x3C\x35\x9B\xCA\x62\x1C\xCC\x35\x7E\x05\x68\x36\x57\x1C\x7B\x25\x4D\x54\x8F\xF4\x75\x27\x33\x7C\xCB\xD6\x11\xBA\x45\x39\x22\x75\x5E\xDD\x5D\x86\x71\x6D\xE4\x65\x00\x00\x00\x00\x7B\x8D\x35\x6D\x0E\x9C\x33\xA8\x14\xCA\xF7\x0B\xEA\x19\xC4\x75\xDE\x0D\x90\x66\x95\xE2\x1E\x0C\x69\xFD\xC1\xAB\x83\x43\x37\x17\xF9\xAA\x13\xBD\xDC\xFA\x03\xBA\xC6\xD0\x31\x95\x50\xA7\xF8\x33\xA4\xA9\x62\x3C\x6B\x79\xCE\xAF\x7D\x67\xEB\xB8\xEC\x6C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x03\xB5\x2B\x91\xBE\xEF\x54\x27\x00\xA0\x00\x00\x50\x34\x02\x82\x3B\xFC\x00\x10\x20\x9D\xCD\x77\x0A\x8C\x00\x52\xCA\x89\xF1\x0D\x00\x20\x00\x20\x7F\xFF\xFF\xFF\xA0\x3B\x85\x07\x7F\xFF\xFF\xFF\x8C\x58\xD9\x8A\x7F\xFF\xFF\xFF\x2F\x7F\xF6\xAE\x7F\xFF\xFF\xFF\x4B\xAD\x55\x67\x7F\xFF\xFF\xFF\x62\x95\x5B\xCB\x7F\xFF\xFF\xFF\xEA\xF5\x97\xAB\x7F\xFF\xFF\xFF\xA8\x93\xC4\xBA\x7F\xFF\xFF\xFF\xCC\xD8\xA6\x6D\x7F\xFF\xFF\xFF\x83\x70\x84\x7D\x7F\xFF\xFF\xFF\x3C\x35\x9B\xCA\x7F\xFF\xFF\xFF\x7E\x05\x68\x36\x7F\xFF\xFF\xFF\x4D\x54\x8F\xF4\x7F\xFF\xFF\xFF\xCB\xD6\x11\xBA\x7F\xFF\xFF\xFF\x5E\xDD\x5D\x86\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x0E\x9C\x33\xA8\x14\xCA\xF7\x0B\xEA\x19\xC4\x75\xDE\x0D\x90\x66\x95\xE2\x1E\x0C\x69\xFD\xC1\xAB\x83\x43\x37\x17\xF9\xAA\x13\xBD\xDC\xFA\x03\xBA\xC6\xD0\x31\x95\x50\xA7\xF8\x33\xA4\xA9\x62\x3C\x6B\x79\xCE\xAF\x7D\x67\xEB\xB8\xEC\x6C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test68(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0FC681CC), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 3607)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 3607)
        self.setRegisterValue('P4rIngress.count', 0x1F, 3607)
        self.setRegisterValue('P4rIngress.exponent', 0x5B, 3607)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3607)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x64DB1622), ('P4rIngress.values_v0000.hi', 0x4794F2AF)], 3607)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6AF8F36D), ('P4rIngress.values_v0001.hi', 0x4FF7D554)], 3607)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5DB56586), ('P4rIngress.values_v0010.hi', 0x325A813D)], 3607)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x42FCE496), ('P4rIngress.values_v0011.hi', 0x5B5A1D57)], 3607)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5035DE95), ('P4rIngress.values_v0100.hi', 0x42AC86B6)], 3607)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x50BD5D31), ('P4rIngress.values_v0101.hi', 0x98F00E58)], 3607)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x651C150B), ('P4rIngress.values_v0110.hi', 0x9EC0EE0C)], 3607)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x40B895F6), ('P4rIngress.values_v0111.hi', 0x12DF2ED1)], 3607)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x614BF4D7), ('P4rIngress.values_v1000.hi', 0x2E464FD9)], 3607)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x615CAE78), ('P4rIngress.values_v1001.hi', 0x7C542C29)], 3607)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x42E29029), ('P4rIngress.values_v1010.hi', 0xE6C33266)], 3607)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6E75A60F), ('P4rIngress.values_v1011.hi', 0x68768BE4)], 3607)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4D94C219), ('P4rIngress.values_v1100.hi', 0x453EE8B3)], 3607)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x4F119839), ('P4rIngress.values_v1101.hi', 0x96726CEC)], 3607)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x55BB9B4B), ('P4rIngress.values_v1110.hi', 0x6AEFB4D4)], 3607)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x53E1D5A5), ('P4rIngress.values_v1111.hi', 0xB2E1BA3A)], 3607)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6495),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D15),
                gc.DataTuple('slot_count', 0x000003EF),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDC6CEA8E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x039),
                gc.KeyTuple('src_addr', 0xB6CBBFDA),
                gc.KeyTuple('src_port', 0x5B7D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6495),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x02B6),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB6\xCB\xBF\xDA\x00\x00\x00\x00\x5B\x7D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x64\x95\x00\x10\xDC\x6C\xEA\x8E\x01\x02\x06\x9B\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x7B\x91\x86\xFA\x6A\x09\x46\x27\x7B\x35\xE6\x1F\x31\x33\x51\x8F\x67\x2E\x7F\xBB\x5E\xC3\xCF\xEE\x7C\x28\xC0\x39\x5A\xD3\xAC\xC8\x61\xE9\x46\xE7\x5A\x67\xA5\xA3\x65\xBA\xDB\x22\xB5\x87\x1F\xA0\x6B\xC6\xB8\xF9\xD1\xAE\x44\xCD\x5B\xAB\x8E\xE3\xE3\xC9\x62\x93\x74\xD9\xA0\x44\x6D\x67\x47\x8F\x63\x5A\xAB\x89\x20\x34\x86\xBD\x46\xC4\x7E\x9F\x83\x37\xBB\xD4\x54\x38\x55\x17\x33\x5A\xBA\xE4\x73\x05\x65\x8E\x69\x44\x4F\x96\x41\xFB\xA8\xF7\xCC\xE5\x30\xB6\x64\xA2\x40\x6B\x26\x2A\xA2\x74\x4B\x6B\x31\x6E\xCA\x77\xA5\x25\x30\x46\x9F\x9F\x72\xFF\x96\xE7\xBB\x5E\x5C\x92\xA4\x59\x75\x63\xBD\x9C\xF2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB6\xCB\xBF\xDA\xBE\xEF\x5B\x7D\x00\xA0\x00\x00\x50\x34\x02\x82\x64\x95\x00\x10\xDC\x6C\xEA\x8E\x01\x02\x00\x9B\xFF\xFF\xFF\xFF\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x6A\x09\x46\x27\x7F\xFF\xFF\xFF\x31\x33\x51\x8F\x7F\xFF\xFF\xFF\x5E\xC3\xCF\xEE\x7F\xFF\xFF\xFF\x5A\xD3\xAC\xC8\x7F\xFF\xFF\xFF\x5A\x67\xA5\xA3\x7F\xFF\xFF\xFF\xB5\x87\x1F\xA0\x7F\xFF\xFF\xFF\xD1\xAE\x44\xCD\x7F\xFF\xFF\xFF\xE3\xC9\x62\x93\x7F\xFF\xFF\xFF\x6D\x67\x47\x8F\x7F\xFF\xFF\xFF\x20\x34\x86\xBD\x7F\xFF\xFF\xFF\x83\x37\xBB\xD4\x7F\xFF\xFF\xFF\x33\x5A\xBA\xE4\x7F\xFF\xFF\xFF\x69\x44\x4F\x96\x7F\xFF\xFF\xFF\xCC\xE5\x30\xB6\x7F\xFF\xFF\xFF\x26\x2A\xA2\x74\x7F\xFF\xFF\xFF\xCA\x77\xA5\x25\x30\x46\x9F\x9F\x72\xFF\x96\xE7\xBB\x5E\x5C\x92\xA4\x59\x75\x63\xBD\x9C\xF2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test69(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB75CBC68), ('P4rIngress.bitmap_seq.seq', 0x3AABEC8B)], 1417)
        self.setRegisterValue('P4rIngress.rounds', 0x3AABEC8B, 1417)
        self.setRegisterValue('P4rIngress.count', 0x1F, 1417)
        self.setRegisterValue('P4rIngress.exponent', 0x6A, 1417)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1417)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6AB86D4D), ('P4rIngress.values_v0000.hi', 0x9FE24BB6)], 1417)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x53A5C7BF), ('P4rIngress.values_v0001.hi', 0x9969332D)], 1417)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4768A791), ('P4rIngress.values_v0010.hi', 0x355A294D)], 1417)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7F7DAA73), ('P4rIngress.values_v0011.hi', 0x524C2404)], 1417)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6DB906FF), ('P4rIngress.values_v0100.hi', 0x925DB3F3)], 1417)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5AD92956), ('P4rIngress.values_v0101.hi', 0xA4BE8DEF)], 1417)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x540A3957), ('P4rIngress.values_v0110.hi', 0x31946B6B)], 1417)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x74E963AC), ('P4rIngress.values_v0111.hi', 0xD209088B)], 1417)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x7B14B51B), ('P4rIngress.values_v1000.hi', 0xD99436D9)], 1417)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x664AF76D), ('P4rIngress.values_v1001.hi', 0x7299F00D)], 1417)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x67F9A70E), ('P4rIngress.values_v1010.hi', 0x2D0C0EEB)], 1417)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x77DB6DD1), ('P4rIngress.values_v1011.hi', 0x5453031A)], 1417)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x54C7CD41), ('P4rIngress.values_v1100.hi', 0xDA15AE41)], 1417)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x660D1719), ('P4rIngress.values_v1101.hi', 0xACE986F3)], 1417)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x75ACB334), ('P4rIngress.values_v1110.hi', 0x80DA8EA2)], 1417)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x47968B11), ('P4rIngress.values_v1111.hi', 0x88593245)], 1417)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2AC0),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000DC),
                gc.DataTuple('slot_count', 0x00001EBD),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x97DA223B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x024),
                gc.KeyTuple('src_addr', 0x04E07775),
                gc.KeyTuple('src_port', 0x3AB9),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2AC0),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0199),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x04\xE0\x77\x75\x00\x00\x00\x00\x3A\xB9\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x2A\xC0\x00\x10\x97\xDA\x22\x3B\x04\xAD\x00\x9D\x3A\xAB\xEC\x8B\x00\x20\x00\x00\x5A\xF3\xAE\x0F\xCF\xAD\x54\xB4\x4E\x2C\xFC\x99\xE3\x0E\xB6\xAF\x78\x1C\xE9\x6D\x56\xDC\x31\xD9\x6D\x25\xDC\x2E\x57\x55\x96\x1D\x69\xE8\xB4\xA1\x83\xF8\xC2\x06\x55\x9F\x77\x6B\x65\x3C\x8C\x07\x45\xFC\x02\xDB\x92\xD6\xB3\x06\x7A\xAB\x77\xF3\x98\x0D\x94\xFF\x51\x4D\x9E\x0F\xD6\x45\x4B\x8F\x6A\xDA\x27\xAD\x44\xAA\x31\x19\x71\xC8\x55\x78\xE5\xEB\xB2\x7F\x59\xF2\x2D\x63\x55\xE5\xCE\x8A\x74\x44\x92\x65\x8B\xD7\x1D\x67\x5F\xB9\x29\x1F\x88\xA7\xC9\x57\x55\xAF\xA3\x74\xDE\x52\x75\xA1\x78\xD3\x93\x25\xF1\x54\xE7\x35\xF1\x1F\x74\x04\x21\xA6\x67\xCF\x8B\x6D\x57\xA2\x04\xF7\x80\x6C\xE7\x3D\xD7\x51\x62\x17\x9E\x9A\x1D\x2F\x98\x54\xAD\xE2\xA1\x6C\xFC\x46\x6D\x38\x08\x50\x16\x13\x47\x92\xDF\xC0\x52\x52\x18\x5B\xEF\x3E\xB5\x7B\x55\x3E\x4B\xD9\x04\x3E\x8C\x94\x85\x04\xBA\x8F\x05\x6A\xD1\xE8\xAD\x86\x31'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x04\xE0\x77\x75\xBE\xEF\x3A\xB9\x00\xA0\x00\x00\x50\x34\x02\x82\x2A\xC0\x00\x10\x97\xDA\x22\x3B\x04\xAD\x00\x9D\x3A\xAB\xEC\x8B\x00\x20\x00\x20\x7F\xFF\xFF\xFF\xCF\xAD\x54\xB4\x7F\xFF\xFF\xFF\xE3\x0E\xB6\xAF\x7F\xFF\xFF\xFF\x56\xDC\x31\xD9\x7F\xFF\xFF\xFF\x57\x55\x96\x1D\x7F\xFF\xFF\xFF\x83\xF8\xC2\x06\x7F\xFF\xFF\xFF\x65\x3C\x8C\x07\x7F\xFF\xFF\xFF\x92\xD6\xB3\x06\x7F\xFF\xFF\xFF\x98\x0D\x94\xFF\x7F\xFF\xFF\xFF\xD6\x45\x4B\x8F\x7F\xFF\xFF\xFF\x44\xAA\x31\x19\x7F\xFF\xFF\xFF\xE5\xEB\xB2\x7F\x7F\xFF\xFF\xFF\x55\xE5\xCE\x8A\x7F\xFF\xFF\xFF\x8B\xD7\x1D\x67\x7F\xFF\xFF\xFF\x88\xA7\xC9\x57\x7F\xFF\xFF\xFF\xDE\x52\x75\xA1\x7F\xFF\xFF\xFF\xF1\x54\xE7\x35\xF1\x1F\x74\x04\x21\xA6\x67\xCF\x8B\x6D\x57\xA2\x04\xF7\x80\x6C\xE7\x3D\xD7\x51\x62\x17\x9E\x9A\x1D\x2F\x98\x54\xAD\xE2\xA1\x6C\xFC\x46\x6D\x38\x08\x50\x16\x13\x47\x92\xDF\xC0\x52\x52\x18\x5B\xEF\x3E\xB5\x7B\x55\x3E\x4B\xD9\x04\x3E\x8C\x94\x85\x04\xBA\x8F\x05\x6A\xD1\xE8\xAD\x86\x31'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test70(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xDC6872A9), ('P4rIngress.bitmap_seq.seq', 0xCE800000)], 6126)
        self.setRegisterValue('P4rIngress.rounds', 0xCE800000, 6126)
        self.setRegisterValue('P4rIngress.count', 0x11, 6126)
        self.setRegisterValue('P4rIngress.exponent', 0x9A, 6126)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6126)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7065178C), ('P4rIngress.values_v0000.hi', 0x8189AA93)], 6126)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7B65B59B), ('P4rIngress.values_v0001.hi', 0x9C4976E4)], 6126)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x59D8D929), ('P4rIngress.values_v0010.hi', 0x591ED582)], 6126)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x441B02CD), ('P4rIngress.values_v0011.hi', 0x2963C4BB)], 6126)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x49E39F40), ('P4rIngress.values_v0100.hi', 0xA43F00D3)], 6126)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x492CAB01), ('P4rIngress.values_v0101.hi', 0x2536ACB5)], 6126)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x45B8DDD6), ('P4rIngress.values_v0110.hi', 0xEF40D7CD)], 6126)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7ADEF8CF), ('P4rIngress.values_v0111.hi', 0x9E029DE0)], 6126)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x46D5D4A5), ('P4rIngress.values_v1000.hi', 0x0D36E223)], 6126)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7F8A0AB2), ('P4rIngress.values_v1001.hi', 0x2C62D06D)], 6126)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x729E15EE), ('P4rIngress.values_v1010.hi', 0xEBB9239E)], 6126)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x4E72AB8D), ('P4rIngress.values_v1011.hi', 0x519F8A9A)], 6126)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x767E1CA9), ('P4rIngress.values_v1100.hi', 0x8327223F)], 6126)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x65A5706B), ('P4rIngress.values_v1101.hi', 0xA383CF2C)], 6126)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x682261EB), ('P4rIngress.values_v1110.hi', 0xA9D6F507)], 6126)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x697AB918), ('P4rIngress.values_v1111.hi', 0x44B106A9)], 6126)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x88F9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000354),
                gc.DataTuple('slot_count', 0x00001C4D),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBB5F10ED),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x3303825D),
                gc.KeyTuple('src_port', 0xC8E4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x88F9),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x00DF),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x33\x03\x82\x5D\x00\x00\x00\x00\xC8\xE4\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x88\xF9\x00\x10\xBB\x5F\x10\xED\x14\x9A\x04\xD1\xCE\x80\x00\x00\x00\x20\x00\x00\x5A\xF9\xAE\x9B\xF6\xA8\x58\x6B\x4B\x84\xB5\x5D\xC9\xE8\x6A\x8D\x75\x2A\x0B\x2F\x49\xAE\xD0\xA8\x7A\x51\xEA\xAC\x69\x60\xB6\xBB\x65\xD3\x62\x63\xA3\x90\xB0\x66\x6B\xCE\xF9\x33\x26\x8C\xAD\xC6\x62\xAE\xB8\x73\xAF\x7D\xD2\xFB\x79\xB0\x9C\xAA\xD9\x0C\xE8\x31\x4E\x8E\xBD\xD4\xA8\x57\x66\x91\x67\xB2\xD8\xBB\x76\xD2\x93\x57\x79\x3F\x94\x6E\xEF\x4D\xF0\x87\x4F\xFD\xCD\xB5\x5C\xCE\x51\xBB\x79\x21\x5D\x99\xEB\x10\xB7\x68\x57\xC6\x1E\x59\x87\x36\x3C\xA4\x4D\x1E\x7E\xF3\xA4\x30\xE5\x95\x59\x4A\xBD\x54\x78\x28\xED\x3B\xA6\x71\xD3\xA7\x1D\xAA\x4F\xCD\xFD\x80\xCC\x72\x61\x77\x4B\x94\xAB\x35\x21\xE3\xC0\xF1\xB4\x94\x4F\xE0\xDD\xFC\xD7\x46\x40\x8C\xC5\xC7\xAE\x6D\x97\xDE\xB7\xB1\x5E\x52\xAB\x14\xFC\xAD\x8B\x40\xB1\x80\x1F\x4C\x83\x12\x2D\x3A\x26\x3D\x48\xE5\x20\xAA\x53\x7B\x59\xE8\x88\x3D\x0C\xC2\xCC\x56\x82\xA5\x55\xB2\x43\x80\x8B\xBB\x64\x67\x76\xAB\xAD\x79\x2F\x5D\xAA\xD7\x0B\xA5\xC5\x60\xC9\xCE\xB4\x7A\xA4\xB9\xF5\xA6\x82\xEF\x30\x1E\xFB\x0F\x17\x8E\x38\x87\x91\xDD\x9E\x90\x7C\x20\x04\x2C\x06\x51\x5A\x49\x31\x51\x6D\x72\x87\x67\xEF\x77\xB1\x40\x59\x9A\x08\x51\x73\x4C\x14\x97\x5E\x72\x0A\xE8\xD9\x70\x62\x7B\xC4\x8B\x92\x6C\x6D\xC5\xE1\xC4\xE4\x2B\xBE\xC9\x38\x1A\x76\xAD\xA7\x37\x56\x7A\x44\xD8\xFE\x4D\x85\x64\x18\x36\xCC\xD5\xF4\x43\x3F\x78\x38\x8A\xCE\x9E\xC1\x27\x52\x86\x02\x6D\xE8\x00\xAE\x61\x84\xB4\x52\xA5\x2C\x0D\x42\x9E\xE0\x03\xDF\x9D\xFB\x83\xAF\x8A\x28\x10\x1C\x3E\x03\x6F\x61\xE8\x3A\x80\x58\xEB\xAE\xC5\x4C\x8E\x2A\x44\x6A\xEA\x78\x65\x82\xA9\x2C\x19\xA9\x08\xB4\x39\x4F\xBF\x8D\x01\x56\xAD\xDE\xB2\x78\xFA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x33\x03\x82\x5D\xBE\xEF\xC8\xE4\x00\xA0\x00\x00\x50\x34\x02\x82\x88\xF9\x00\x10\xBB\x5F\x10\xED\x14\x9A\x00\xD1\xCE\x80\x00\x00\x00\x20\x00\x12\x7F\xFF\xFF\xFF\xF6\xA8\x58\x6B\x7F\xFF\xFF\xFF\xC9\xE8\x6A\x8D\x7F\xFF\xFF\xFF\x49\xAE\xD0\xA8\x7F\xFF\xFF\xFF\x69\x60\xB6\xBB\x7F\xFF\xFF\xFF\xA3\x90\xB0\x66\x7F\xFF\xFF\xFF\x26\x8C\xAD\xC6\x7F\xFF\xFF\xFF\xAF\x7D\xD2\xFB\x7F\xFF\xFF\xFF\xD9\x0C\xE8\x31\x7F\xFF\xFF\xFF\xA8\x57\x66\x91\x7F\xFF\xFF\xFF\x76\xD2\x93\x57\x7F\xFF\xFF\xFF\xEF\x4D\xF0\x87\x7F\xFF\xFF\xFF\x5C\xCE\x51\xBB\x7F\xFF\xFF\xFF\xEB\x10\xB7\x68\x7F\xFF\xFF\xFF\x87\x36\x3C\xA4\x7F\xFF\xFF\xFF\xA4\x30\xE5\x95\x7F\xFF\xFF\xFF\x78\x28\xED\x3B\xA6\x71\xD3\xA7\x1D\xAA\x4F\xCD\xFD\x80\xCC\x72\x61\x77\x4B\x94\xAB\x35\x21\xE3\xC0\xF1\xB4\x94\x4F\xE0\xDD\xFC\xD7\x46\x40\x8C\xC5\xC7\xAE\x6D\x97\xDE\xB7\xB1\x5E\x52\xAB\x14\xFC\xAD\x8B\x40\xB1\x80\x1F\x4C\x83\x12\x2D\x3A\x26\x3D\x48\xE5\x20\xAA\x53\x7B\x59\xE8\x88\x3D\x0C\xC2\xCC\x56\x82\xA5\x55\xB2\x43\x80\x8B\xBB\x64\x67\x76\xAB\xAD\x79\x2F\x5D\xAA\xD7\x0B\xA5\xC5\x60\xC9\xCE\xB4\x7A\xA4\xB9\xF5\xA6\x82\xEF\x30\x1E\xFB\x0F\x17\x8E\x38\x87\x91\xDD\x9E\x90\x7C\x20\x04\x2C\x06\x51\x5A\x49\x31\x51\x6D\x72\x87\x67\xEF\x77\xB1\x40\x59\x9A\x08\x51\x73\x4C\x14\x97\x5E\x72\x0A\xE8\xD9\x70\x62\x7B\xC4\x8B\x92\x6C\x6D\xC5\xE1\xC4\xE4\x2B\xBE\xC9\x38\x1A\x76\xAD\xA7\x37\x56\x7A\x44\xD8\xFE\x4D\x85\x64\x18\x36\xCC\xD5\xF4\x43\x3F\x78\x38\x8A\xCE\x9E\xC1\x27\x52\x86\x02\x6D\xE8\x00\xAE\x61\x84\xB4\x52\xA5\x2C\x0D\x42\x9E\xE0\x03\xDF\x9D\xFB\x83\xAF\x8A\x28\x10\x1C\x3E\x03\x6F\x61\xE8\x3A\x80\x58\xEB\xAE\xC5\x4C\x8E\x2A\x44\x6A\xEA\x78\x65\x82\xA9\x2C\x19\xA9\x08\xB4\x39\x4F\xBF\x8D\x01\x56\xAD\xDE\xB2\x78\xFA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test71(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x185651D9), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 1099)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 1099)
        self.setRegisterValue('P4rIngress.count', 0x0C, 1099)
        self.setRegisterValue('P4rIngress.exponent', 0x56, 1099)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1099)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7E2CD0C3), ('P4rIngress.values_v0000.hi', 0x57173592)], 1099)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x79751ED3), ('P4rIngress.values_v0001.hi', 0x450D028B)], 1099)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x76A594FF), ('P4rIngress.values_v0010.hi', 0x499C5122)], 1099)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6AED69F2), ('P4rIngress.values_v0011.hi', 0x37D77BBB)], 1099)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x762E6D69), ('P4rIngress.values_v0100.hi', 0x50A1557A)], 1099)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x699895EC), ('P4rIngress.values_v0101.hi', 0x9D468F54)], 1099)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x733F43C7), ('P4rIngress.values_v0110.hi', 0x955C28C9)], 1099)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5023554D), ('P4rIngress.values_v0111.hi', 0x1766F757)], 1099)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x737954A5), ('P4rIngress.values_v1000.hi', 0xB4FCDD3E)], 1099)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x527133C3), ('P4rIngress.values_v1001.hi', 0x8E37656B)], 1099)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x40668CFD), ('P4rIngress.values_v1010.hi', 0x8A3C2D67)], 1099)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x678F7B84), ('P4rIngress.values_v1011.hi', 0x136C69A4)], 1099)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x752C58A6), ('P4rIngress.values_v1100.hi', 0x20581EF3)], 1099)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5A22F48B), ('P4rIngress.values_v1101.hi', 0x49280AFC)], 1099)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7AA70979), ('P4rIngress.values_v1110.hi', 0xB654A295)], 1099)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6A4B5786), ('P4rIngress.values_v1111.hi', 0x6AD39E1A)], 1099)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x52B5),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002D5),
                gc.DataTuple('slot_count', 0x000017E7),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB704D6E6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0xB3CDEF82),
                gc.KeyTuple('src_port', 0xB07D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x52B5),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x020A),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB3\xCD\xEF\x82\x00\x00\x00\x00\xB0\x7D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x52\xB5\x00\x10\xB7\x04\xD6\xE6\x01\x76\x02\xCE\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x7D\xF2\xF9\xA9\x43\x45\xD8\xC7\x79\xDC\x21\xCA\x7A\xED\x64\xEB\x42\x75\x3C\xF1\x7F\x4C\xDD\x17\x75\x55\x17\x75\x4B\xA7\x83\x24\x77\xE7\x27\xE3\x6B\xEB\x09\xFF\x69\x96\xD4\x83\xD1\x2A\xFE\x26\x74\xC0\x70\x5D\xD7\xCD\xAD\xAF\x49\x55\x36\x03\x13\x62\x55\x55\x77\x5B\x6D\xA7\xC1\x30\xD8\x20\x44\xF7\x76\xA5\xBE\x53\x35\x25\x62\xC1\x8D\x95\xBD\x4D\x49\x63\x51\x13\x2E\x04\x71\x42\xFA\x4C\x6E\x3D\xE2\xAF\x7B\xC9\x8E\x21\x5B\xC4\xE1\xC5\x61\x5F\xFA\x3C\x47\x0E\x37\xCB\xA9\x55\x2A\xDA\x47\x23\xA4\x27\x69\x70\xC8\xA8\x57\x1C\xA5\x83\x78\x2C\xE2\x98\xDA\x27\x6B\x32\xBB\xA7\xBB\x45\x91\xD2\x48\x0B\x5A\x21\x57\x8C\xF7\xF0\x52\x34\x90\x22\x71\xA2\x40\xA5\x28\x3D\xB6\x0D\x4D\x9F\x80\xE5\x72\x9A\xF7\xAE\x63\x65\xAC\xD3\x60\xDC\x1B\x51\xBD\x7F\x0C\xA3\x71\x45\x28\x9A\x9C\x51\xBD\x5A\x79\xA3\x51\x9B\x46\x7D\x8E\x86\xD4\x47\x4B\xF6\xCB\x12\x73\xB1\xFE\x51\x5B\x92\x2D\xA1\x55\x0B\x58\xF7\x33\xE0\xB7\x98\x18\x6F\x03\x33\x09\xD1\x16\xC9\xB4\x99\x58\x92\x87\xDE\xBF\x07\x4F\x01\x2F\xE9\xF3\xD6\xFF\xCD\x00\xA4\x36\x61\x2F\x77\xAB\x73\x9E\xA9\x19\xF4\x30\x7A\x39\x5F\xA3\x94\xD6\xF2\xA3\x8A\xB3\x58\x1D\x06\x7C\x99\x04\x6B\x22\x9B\x9F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB3\xCD\xEF\x82\xBE\xEF\xB0\x7D\x00\xA0\x00\x00\x50\x34\x02\x82\x52\xB5\x00\x10\xB7\x04\xD6\xE6\x01\x76\x00\xCE\xFF\xFF\xFF\xFF\x00\x20\x00\x0D\x7F\xFF\xFF\xFF\x43\x45\xD8\xC7\x7F\xFF\xFF\xFF\x7A\xED\x64\xEB\x7F\xFF\xFF\xFF\x7F\x4C\xDD\x17\x7F\xFF\xFF\xFF\x4B\xA7\x83\x24\x7F\xFF\xFF\xFF\x6B\xEB\x09\xFF\x7F\xFF\xFF\xFF\xD1\x2A\xFE\x26\x7F\xFF\xFF\xFF\xD7\xCD\xAD\xAF\x7F\xFF\xFF\xFF\x13\x62\x55\x55\x7F\xFF\xFF\xFF\xC1\x30\xD8\x20\x7F\xFF\xFF\xFF\xBE\x53\x35\x25\x7F\xFF\xFF\xFF\xBD\x4D\x49\x63\x7F\xFF\xFF\xFF\x71\x42\xFA\x4C\x7F\xFF\xFF\xFF\x7B\xC9\x8E\x21\x7F\xFF\xFF\xFF\x61\x5F\xFA\x3C\x7F\xFF\xFF\xFF\xA9\x55\x2A\xDA\x7F\xFF\xFF\xFF\x69\x70\xC8\xA8\x57\x1C\xA5\x83\x78\x2C\xE2\x98\xDA\x27\x6B\x32\xBB\xA7\xBB\x45\x91\xD2\x48\x0B\x5A\x21\x57\x8C\xF7\xF0\x52\x34\x90\x22\x71\xA2\x40\xA5\x28\x3D\xB6\x0D\x4D\x9F\x80\xE5\x72\x9A\xF7\xAE\x63\x65\xAC\xD3\x60\xDC\x1B\x51\xBD\x7F\x0C\xA3\x71\x45\x28\x9A\x9C\x51\xBD\x5A\x79\xA3\x51\x9B\x46\x7D\x8E\x86\xD4\x47\x4B\xF6\xCB\x12\x73\xB1\xFE\x51\x5B\x92\x2D\xA1\x55\x0B\x58\xF7\x33\xE0\xB7\x98\x18\x6F\x03\x33\x09\xD1\x16\xC9\xB4\x99\x58\x92\x87\xDE\xBF\x07\x4F\x01\x2F\xE9\xF3\xD6\xFF\xCD\x00\xA4\x36\x61\x2F\x77\xAB\x73\x9E\xA9\x19\xF4\x30\x7A\x39\x5F\xA3\x94\xD6\xF2\xA3\x8A\xB3\x58\x1D\x06\x7C\x99\x04\x6B\x22\x9B\x9F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test72(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x85DE72DB), ('P4rIngress.bitmap_seq.seq', 0xB0000000)], 4601)
        self.setRegisterValue('P4rIngress.rounds', 0xB0000000, 4601)
        self.setRegisterValue('P4rIngress.count', 0x07, 4601)
        self.setRegisterValue('P4rIngress.exponent', 0x21, 4601)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4601)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x50DA2A97), ('P4rIngress.values_v0000.hi', 0x6474EB2E)], 4601)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x778D7DEE), ('P4rIngress.values_v0001.hi', 0x5E95C757)], 4601)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4BDBF6D6), ('P4rIngress.values_v0010.hi', 0x6A976CEF)], 4601)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x4664FD0A), ('P4rIngress.values_v0011.hi', 0x7BCD1F5B)], 4601)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6DD20555), ('P4rIngress.values_v0100.hi', 0x499C7CE3)], 4601)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5E2B6ACB), ('P4rIngress.values_v0101.hi', 0x9699D890)], 4601)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x647C1AD0), ('P4rIngress.values_v0110.hi', 0xE594EE4A)], 4601)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6196B610), ('P4rIngress.values_v0111.hi', 0x5E794775)], 4601)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x63DBA6E7), ('P4rIngress.values_v1000.hi', 0x9F2D6C61)], 4601)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x4FAB627B), ('P4rIngress.values_v1001.hi', 0xD35EE6B5)], 4601)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7EA7A652), ('P4rIngress.values_v1010.hi', 0x320A7717)], 4601)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x63A9C925), ('P4rIngress.values_v1011.hi', 0x63A79A07)], 4601)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6A1DBA17), ('P4rIngress.values_v1100.hi', 0xE8E5F5FB)], 4601)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x77449461), ('P4rIngress.values_v1101.hi', 0x1EDF0A77)], 4601)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x75ACBADD), ('P4rIngress.values_v1110.hi', 0x4729FFDB)], 4601)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x7B5F1871), ('P4rIngress.values_v1111.hi', 0x6CD1A38B)], 4601)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x82C6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000219),
                gc.DataTuple('slot_count', 0x000019FA),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x80CA74C5),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x011),
                gc.KeyTuple('src_addr', 0x20913BB4),
                gc.KeyTuple('src_port', 0x58CA),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x82C6),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x017E),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x20\x91\x3B\xB4\x00\x00\x00\x00\x58\xCA\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x82\xC6\x00\x10\x80\xCA\x74\xC5\x0F\xE0\x00\x40\xB0\x00\x00\x00\x00\x20\x00\x00\x77\x2B\x65\xB2\x48\x6C\xC5\x8B\x57\x68\xAD\x8C\x40\xAC\x48\x19\x4E\x92\xDA\xC2\x4A\x4F\x2A\xA5\x54\x62\x17\xBF\x22\xCE\x7B\x25\x75\x15\x06\x7C\x6F\xE2\xE9\x8F\x50\xF7\xAF\x4D\xC3\x21\x55\x97\x41\x5F\xC9\x59\x8F\xDA\xAB\x4B\x63\x19\xA3\x54\xDA\xDB\xE9\x27\x70\x9C\xE4\x9C\xCA\x54\x19\xA5\x42\x58\x30\x4A\x9B\x82\xF7\x35\x6C\xA2\x37\x37\x56\x1A\x5A\xA9\x67\xCB\x7B\xD2\x51\xB7\x1F\x75\x4C\xB2\x6A\x69\xF5\x7C\x14\x93\x73\x4E\xA9\x03\x6E\x93\xD8\x56\x5C\xC7\xB9\x8D\x6A\xA7\x44\x9C\x5F\x55\x3E\xB3\x4F\x31\xB7\x39\xF6\x18\x2C\x2C\xDD\x9D\x99\x30\xDA\xF0\x06\xDA\xF1\x89\xD4\xBF\xDA\xA0\xC5\xC9\x85\xE3\xE3\x1E\xA0\xBF\xFF\x17\x26\xAC\xD1\xDA\xD7\x4D\x5F\x46\x82\x56\xF5\xAB\x29\xE2\x18\xA7\xF6\xD7\x67\xD1\xC5\x37\x17\x6F\x3B\xD6\x03\xD3\xC5\x14\x0D\xC8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x20\x91\x3B\xB4\xBE\xEF\x58\xCA\x00\xA0\x00\x00\x50\x34\x02\x82\x82\xC6\x00\x10\x80\xCA\x74\xC5\x0F\xE0\x00\x40\xB0\x00\x00\x00\x00\x20\x00\x08\x7F\xFF\xFF\xFF\x48\x6C\xC5\x8B\x7F\xFF\xFF\xFF\x40\xAC\x48\x19\x7F\xFF\xFF\xFF\x4A\x4F\x2A\xA5\x7F\xFF\xFF\xFF\x22\xCE\x7B\x25\x7F\xFF\xFF\xFF\x6F\xE2\xE9\x8F\x7F\xFF\xFF\xFF\xC3\x21\x55\x97\x7F\xFF\xFF\xFF\x8F\xDA\xAB\x4B\x7F\xFF\xFF\xFF\xDA\xDB\xE9\x27\x7F\xFF\xFF\xFF\xCA\x54\x19\xA5\x7F\xFF\xFF\xFF\x9B\x82\xF7\x35\x7F\xFF\xFF\xFF\x56\x1A\x5A\xA9\x7F\xFF\xFF\xFF\x51\xB7\x1F\x75\x7F\xFF\xFF\xFF\xF5\x7C\x14\x93\x7F\xFF\xFF\xFF\x6E\x93\xD8\x56\x7F\xFF\xFF\xFF\x6A\xA7\x44\x9C\x7F\xFF\xFF\xFF\x4F\x31\xB7\x39\xF6\x18\x2C\x2C\xDD\x9D\x99\x30\xDA\xF0\x06\xDA\xF1\x89\xD4\xBF\xDA\xA0\xC5\xC9\x85\xE3\xE3\x1E\xA0\xBF\xFF\x17\x26\xAC\xD1\xDA\xD7\x4D\x5F\x46\x82\x56\xF5\xAB\x29\xE2\x18\xA7\xF6\xD7\x67\xD1\xC5\x37\x17\x6F\x3B\xD6\x03\xD3\xC5\x14\x0D\xC8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test73(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9C3A335F), ('P4rIngress.bitmap_seq.seq', 0x6BE808D2)], 2406)
        self.setRegisterValue('P4rIngress.rounds', 0x6BE808D2, 2406)
        self.setRegisterValue('P4rIngress.count', 0x1F, 2406)
        self.setRegisterValue('P4rIngress.exponent', 0xCD, 2406)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2406)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x4DEC1BBD), ('P4rIngress.values_v0000.hi', 0x42111B8A)], 2406)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5FEC85B1), ('P4rIngress.values_v0001.hi', 0x39386379)], 2406)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7A9E001C), ('P4rIngress.values_v0010.hi', 0x42CE6E56)], 2406)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7F93BD65), ('P4rIngress.values_v0011.hi', 0xEA8A6C3B)], 2406)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5868CE13), ('P4rIngress.values_v0100.hi', 0x318FA673)], 2406)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x6FB2A72A), ('P4rIngress.values_v0101.hi', 0x81F79FB7)], 2406)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x4522E8CE), ('P4rIngress.values_v0110.hi', 0xA218F6BF)], 2406)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x514ADD9C), ('P4rIngress.values_v0111.hi', 0x772134D1)], 2406)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x669DA75B), ('P4rIngress.values_v1000.hi', 0x40FC8C98)], 2406)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x784F75E7), ('P4rIngress.values_v1001.hi', 0x103F2D9B)], 2406)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6504D58C), ('P4rIngress.values_v1010.hi', 0xACDD8790)], 2406)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6F939CE0), ('P4rIngress.values_v1011.hi', 0x6CAD5980)], 2406)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4A59CC3F), ('P4rIngress.values_v1100.hi', 0x2D93F2DB)], 2406)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x534387C3), ('P4rIngress.values_v1101.hi', 0x657ED027)], 2406)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7A637DAB), ('P4rIngress.values_v1110.hi', 0x9B3E2E8E)], 2406)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6438096D), ('P4rIngress.values_v1111.hi', 0x7C6AE381)], 2406)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x40E7),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000966),
                gc.DataTuple('slot_count', 0x000001F2),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x079DFA29),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x019),
                gc.KeyTuple('src_addr', 0x536D6D2B),
                gc.KeyTuple('src_port', 0x6DB7),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x40E7),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x031F),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x53\x6D\x6D\x2B\x00\x00\x00\x00\x6D\xB7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x40\xE7\x00\x10\x07\x9D\xFA\x29\x00\x00\x06\xEB\x6B\xE8\x08\xD2\x00\x20\x00\x00\x54\x0E\xF9\x17\x5F\x36\x10\xC9\x5B\x0E\x93\x1D\xEA\x95\xB7\xEB\x75\x4D\x96\x9C\x77\xA5\x42\x95\x4E\x3C\x2D\xAD\xEB\x67\x2A\xBC\x5A\xEE\xCB\xB9\x65\x6F\xB3\x4B\x5D\xC3\xE1\xAD\x8E\xC7\x6B\xCE\x71\xAE\xB1\xD6\xAC\x94\x1E\xFF\x71\xAB\xD8\x67\x69\xE4\xB4\x58\x41\x81\x48\x16\x60\xA1\x93\x8B\x6B\x90\xEA\x37\x73\xBF\x3A\xAF\x6D\xDB\x55\xC5\x9E\x10\x6F\xE6\x50\xED\x41\x8B\x3D\xFD\xD9\x2A\x7B\x3D\xB6\x2B\x2B\xBC\xA3\x1B\x67\x9F\x10\xDD\xA4\x74\x83\x84\x78\xC1\xAB\x4B\x2B\x96\x6C\x8E\x6E\x4D\xAE\xD5\x19\xE8\xA7\xE7\xFB\xC5\x0C\xB8\x56\x28\x1E\xF3\x3F\x58\x02\x7F\x57\xD3\x43\xC7\x10\x82\x88\xB3\x39\xDC\x54\x19\x58\x2F\x3B\x1A\x83\xE2\xFA\xA9\xB0\xF6\x4A\xC1\xF3\x12\xBB\x8E\x64\x88\x6D\x9C\xF3\x86\x41\x50\x75\x4B\xCF\x2B\xB3\x9D\x46\x05\x83\x40\x6C\xC3\x30\x4A\x38\x15\x24\x9B\xCA\xF1\xD1\x97\x75\x8D\x75\xE0\x19\x79\xE5\xA9\x19\x59\xFF\x93\xB4\xD1\xFD\x61\x51\x90\x92\xF2\x5C\xC8\xA6\xBD\xA4\x01\x7B\x07\xEF\x7B\x67\x73\x7A\xA2\x75\xD4\x27\xD6\x00\x40\x8A\x26\xE2\x2F\x22\xFB\xCE\xAD\x41\xFC\xF6\x72\x8F\xE4\xAC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x53\x6D\x6D\x2B\xBE\xEF\x6D\xB7\x00\xA0\x00\x00\x50\x34\x02\x82\x40\xE7\x00\x10\x07\x9D\xFA\x29\x00\x00\x00\xEB\x6B\xE8\x08\xD2\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x5F\x36\x10\xC9\x7F\xFF\xFF\xFF\xEA\x95\xB7\xEB\x7F\xFF\xFF\xFF\x77\xA5\x42\x95\x7F\xFF\xFF\xFF\xEB\x67\x2A\xBC\x7F\xFF\xFF\xFF\x65\x6F\xB3\x4B\x7F\xFF\xFF\xFF\x8E\xC7\x6B\xCE\x7F\xFF\xFF\xFF\xAC\x94\x1E\xFF\x7F\xFF\xFF\xFF\x69\xE4\xB4\x58\x7F\xFF\xFF\xFF\x60\xA1\x93\x8B\x7F\xFF\xFF\xFF\x73\xBF\x3A\xAF\x7F\xFF\xFF\xFF\x9E\x10\x6F\xE6\x7F\xFF\xFF\xFF\x3D\xFD\xD9\x2A\x7F\xFF\xFF\xFF\x2B\xBC\xA3\x1B\x7F\xFF\xFF\xFF\xA4\x74\x83\x84\x7F\xFF\xFF\xFF\x2B\x96\x6C\x8E\x7F\xFF\xFF\xFF\x19\xE8\xA7\xE7\xFB\xC5\x0C\xB8\x56\x28\x1E\xF3\x3F\x58\x02\x7F\x57\xD3\x43\xC7\x10\x82\x88\xB3\x39\xDC\x54\x19\x58\x2F\x3B\x1A\x83\xE2\xFA\xA9\xB0\xF6\x4A\xC1\xF3\x12\xBB\x8E\x64\x88\x6D\x9C\xF3\x86\x41\x50\x75\x4B\xCF\x2B\xB3\x9D\x46\x05\x83\x40\x6C\xC3\x30\x4A\x38\x15\x24\x9B\xCA\xF1\xD1\x97\x75\x8D\x75\xE0\x19\x79\xE5\xA9\x19\x59\xFF\x93\xB4\xD1\xFD\x61\x51\x90\x92\xF2\x5C\xC8\xA6\xBD\xA4\x01\x7B\x07\xEF\x7B\x67\x73\x7A\xA2\x75\xD4\x27\xD6\x00\x40\x8A\x26\xE2\x2F\x22\xFB\xCE\xAD\x41\xFC\xF6\x72\x8F\xE4\xAC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test74(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xF7D26E39), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 2843)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 2843)
        self.setRegisterValue('P4rIngress.count', 0x14, 2843)
        self.setRegisterValue('P4rIngress.exponent', 0x1F, 2843)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2843)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7A4DBD0E), ('P4rIngress.values_v0000.hi', 0x508CA7A4)], 2843)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x47BCC433), ('P4rIngress.values_v0001.hi', 0x23ECBF6D)], 2843)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7893B2B1), ('P4rIngress.values_v0010.hi', 0x60EA324C)], 2843)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x5895CEB9), ('P4rIngress.values_v0011.hi', 0xF4D5AADF)], 2843)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6C08A0EF), ('P4rIngress.values_v0100.hi', 0x9E16B56A)], 2843)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x45D75B60), ('P4rIngress.values_v0101.hi', 0x52A9CA09)], 2843)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7085BBD9), ('P4rIngress.values_v0110.hi', 0x544775F7)], 2843)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6AFAEE30), ('P4rIngress.values_v0111.hi', 0x2D855EFF)], 2843)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x72A9DC05), ('P4rIngress.values_v1000.hi', 0xDB424E64)], 2843)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6AADEED3), ('P4rIngress.values_v1001.hi', 0x2AF6CE61)], 2843)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5114C243), ('P4rIngress.values_v1010.hi', 0x575D3E6F)], 2843)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6EC8D074), ('P4rIngress.values_v1011.hi', 0xA531F6EB)], 2843)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x58753743), ('P4rIngress.values_v1100.hi', 0x7337BAAB)], 2843)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x78CBBB2A), ('P4rIngress.values_v1101.hi', 0xACFF4652)], 2843)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x622ADE53), ('P4rIngress.values_v1110.hi', 0x6ED07391)], 2843)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x71866B0B), ('P4rIngress.values_v1111.hi', 0xCE2017C8)], 2843)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3852),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000DA),
                gc.DataTuple('slot_count', 0x00001BB6),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x79DB55E2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00E),
                gc.KeyTuple('src_addr', 0x493B219F),
                gc.KeyTuple('src_port', 0x95BC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3852),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x005E),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x49\x3B\x21\x9F\x00\x00\x00\x00\x95\xBC\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x38\x52\x00\x10\x79\xDB\x55\xE2\x0A\x41\x00\x89\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x50\xF9\x0A\xB7\x41\xBE\xB3\xA7\x43\x4C\xBB\x15\xBE\x44\x8D\x28\x6A\x7A\xEC\x22\x4C\x8F\x5D\xA9\x61\x83\xED\xA9\x38\xC5\x6E\xDA\x72\x17\x98\xAF\xCB\xC4\xC7\xCB\x47\xE5\x2E\x25\x7E\x3A\x48\x13\x4C\xED\xD3\x09\x35\xE0\xB6\x31\x6E\x4E\xA2\xF3\xA9\x9E\x4C\x60\x77\x18\xD1\x29\x8C\x7D\xE8\x8B\x59\x09\xFD\x79\x32\x64\x84\xD0\x7A\xEB\xBD\xA2\xB6\xCF\x3D\xA7\x5E\xF3\x23\xDB\xAB\x74\xC2\xD4\x5D\xB9\xA5\x24\x4B\x11\xD6\x31\x69\xDE\x12\x66\x3B\xF4\xF5\xD6\x4F\x5C\x82\x5E\x27\x0E\x91\x07\x51\x79\xB1\xB1\x0A\xE3\xB5\x67\xBD\x2D\xF1\xDC\x4C\x6D\x16\xE8\x27\x71\xEE\xC3\x95\x6B\x9D\x57\x15\x2F\x15\xDC\x7F\xE7\x40\xB6\x41\x0E\x8B\x12\x00\x07\x8F\x32\x2F\x2B\x9A\x1A\xD7\x4D\xD3\x4D\xD5\x1C\x29\xCD\xD3\xA0\xC2\x1C\xE2\x99\xD8\xDF\x52\x3B\x6A\xE8\x3D\xE7\x39\x8F\x31\x84\x62\x02\xC3\x5C\x4E\xA1\xE3\xCD\x24\x02\x47\xBB\xB4\x74\xB8\xA4\x0A\x55\xC7\x76\xA8\xB1\xA6\xC4\xD3\x8A\x49\x3B\xA5\x4F\xA4\x48\xF1\x50\x23\x57\x00\x5F\x4A\x1A\xFA\x7D\x6B\x51\x2F\x73\x6B\x4C\x92\xA0\x76\x62\xD7\xC1\x86\x83\x4B\xC9\x14\x00\xE1\xDE\xE0\xAD\xE0\xE6\x60\x08\xF0\x16\x1E\x88\x15\xDA\xB0\x51\xE1\xCC\x1E\x6A\x85\x94\x9F\xFB\x2D\xF0\xE3\xFB\x9E\x13\x3A\xF8\x52\x7E\x23\xBD\xF1\x5E\x3D\x7F\x79\x68\xCE\xAE\xE4\x48\xDD\xE8\x7C\xA9\x11\xF5\x4B\xDB\x7E\x45\x69\xF6\xA8\x20\xD3\xBE\x2E\x5B\xC4\x9E\xE0\xDF\x82\x66\x64\x1D\x04\xAF\x74\x99\x4A\x3B\x0C\x35\xAA\x96\x35\x45\xBC\x0F\xFB\xB8\xBF\x6E\x66\x32\xDA\x9C\xC5\xF0\x26\x58\x65\x11\x2C\xC6\x47\x2E\xD3\xD4\xA6\x34\x41\x5F\x44\x8F\x86\x95\x1F\x6C\xAF\xF5\x5E\xB2\x40\xE6\x21'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x49\x3B\x21\x9F\xBE\xEF\x95\xBC\x00\xA0\x00\x00\x50\x34\x02\x82\x38\x52\x00\x10\x79\xDB\x55\xE2\x0A\x41\x00\x89\xFF\xFF\xFF\xFF\x00\x20\x00\x15\x7F\xFF\xFF\xFF\x41\xBE\xB3\xA7\x7F\xFF\xFF\xFF\xBE\x44\x8D\x28\x7F\xFF\xFF\xFF\x4C\x8F\x5D\xA9\x7F\xFF\xFF\xFF\x38\xC5\x6E\xDA\x7F\xFF\xFF\xFF\xCB\xC4\xC7\xCB\x7F\xFF\xFF\xFF\x7E\x3A\x48\x13\x7F\xFF\xFF\xFF\x35\xE0\xB6\x31\x7F\xFF\xFF\xFF\xA9\x9E\x4C\x60\x7F\xFF\xFF\xFF\x8C\x7D\xE8\x8B\x7F\xFF\xFF\xFF\x32\x64\x84\xD0\x7F\xFF\xFF\xFF\xB6\xCF\x3D\xA7\x7F\xFF\xFF\xFF\xAB\x74\xC2\xD4\x7F\xFF\xFF\xFF\x4B\x11\xD6\x31\x7F\xFF\xFF\xFF\x3B\xF4\xF5\xD6\x7F\xFF\xFF\xFF\x27\x0E\x91\x07\x7F\xFF\xFF\xFF\x0A\xE3\xB5\x67\xBD\x2D\xF1\xDC\x4C\x6D\x16\xE8\x27\x71\xEE\xC3\x95\x6B\x9D\x57\x15\x2F\x15\xDC\x7F\xE7\x40\xB6\x41\x0E\x8B\x12\x00\x07\x8F\x32\x2F\x2B\x9A\x1A\xD7\x4D\xD3\x4D\xD5\x1C\x29\xCD\xD3\xA0\xC2\x1C\xE2\x99\xD8\xDF\x52\x3B\x6A\xE8\x3D\xE7\x39\x8F\x31\x84\x62\x02\xC3\x5C\x4E\xA1\xE3\xCD\x24\x02\x47\xBB\xB4\x74\xB8\xA4\x0A\x55\xC7\x76\xA8\xB1\xA6\xC4\xD3\x8A\x49\x3B\xA5\x4F\xA4\x48\xF1\x50\x23\x57\x00\x5F\x4A\x1A\xFA\x7D\x6B\x51\x2F\x73\x6B\x4C\x92\xA0\x76\x62\xD7\xC1\x86\x83\x4B\xC9\x14\x00\xE1\xDE\xE0\xAD\xE0\xE6\x60\x08\xF0\x16\x1E\x88\x15\xDA\xB0\x51\xE1\xCC\x1E\x6A\x85\x94\x9F\xFB\x2D\xF0\xE3\xFB\x9E\x13\x3A\xF8\x52\x7E\x23\xBD\xF1\x5E\x3D\x7F\x79\x68\xCE\xAE\xE4\x48\xDD\xE8\x7C\xA9\x11\xF5\x4B\xDB\x7E\x45\x69\xF6\xA8\x20\xD3\xBE\x2E\x5B\xC4\x9E\xE0\xDF\x82\x66\x64\x1D\x04\xAF\x74\x99\x4A\x3B\x0C\x35\xAA\x96\x35\x45\xBC\x0F\xFB\xB8\xBF\x6E\x66\x32\xDA\x9C\xC5\xF0\x26\x58\x65\x11\x2C\xC6\x47\x2E\xD3\xD4\xA6\x34\x41\x5F\x44\x8F\x86\x95\x1F\x6C\xAF\xF5\x5E\xB2\x40\xE6\x21'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test75(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6EC68E12), ('P4rIngress.bitmap_seq.seq', 0xB951A3F9)], 55)
        self.setRegisterValue('P4rIngress.rounds', 0xB951A3F9, 55)
        self.setRegisterValue('P4rIngress.count', 0x05, 55)
        self.setRegisterValue('P4rIngress.exponent', 0x0E, 55)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 55)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x67EBA84A), ('P4rIngress.values_v0000.hi', 0x44A4EE0B)], 55)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x77CCC977), ('P4rIngress.values_v0001.hi', 0xC35AF4A2)], 55)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7F193969), ('P4rIngress.values_v0010.hi', 0x4C22AEFC)], 55)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6399A81A), ('P4rIngress.values_v0011.hi', 0xB2EB367E)], 55)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4950B181), ('P4rIngress.values_v0100.hi', 0x8AB2EBE0)], 55)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x7671C5CB), ('P4rIngress.values_v0101.hi', 0x65D4977F)], 55)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x69B5E129), ('P4rIngress.values_v0110.hi', 0x4B89E241)], 55)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x46E5EA80), ('P4rIngress.values_v0111.hi', 0x48AEE473)], 55)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x7E3A63C7), ('P4rIngress.values_v1000.hi', 0x55ABE279)], 55)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x43B8B8E3), ('P4rIngress.values_v1001.hi', 0x7CF99563)], 55)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7E74EED7), ('P4rIngress.values_v1010.hi', 0x062A056A)], 55)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7E745586), ('P4rIngress.values_v1011.hi', 0x8B77F21D)], 55)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x466D1D33), ('P4rIngress.values_v1100.hi', 0x7D4EA386)], 55)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x569A6B35), ('P4rIngress.values_v1101.hi', 0x6344D11F)], 55)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x71599C10), ('P4rIngress.values_v1110.hi', 0x91E9138E)], 55)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x7561132B), ('P4rIngress.values_v1111.hi', 0x295C573C)], 55)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD554),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000037),
                gc.DataTuple('slot_count', 0x00001F53),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB6A3B990),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03C),
                gc.KeyTuple('src_addr', 0x638CF8CA),
                gc.KeyTuple('src_port', 0x26FF),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD554),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 60
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x63\x8C\xF8\xCA\x00\x00\x00\x00\x26\xFF\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD5\x54\x00\x10\xB6\xA3\xB9\x90\x00\x00\x04\xE2\xB9\x51\xA3\xF9\x00\x20\x00\x00\x58\xEA\x98\xED\x4F\xAC\x97\xCB\x72\x45\xAE\xCA\xBE\x42\x97\xB9\x63\x9D\x0A\xE6\x3C\xFA\x4A\x35\x49\xB7\x33\xF3\x2E\x79\xB6\x52\x78\x58\x5D\xA1\xCC\xA2\x4A\xDF\x6C\xA1\x7B\x5F\x2C\x4A\xB0\x39\x7B\x44\x59\xD9\x65\x38\xEF\x5B\x77\x4A\x68\xB2\xE0\xAB\x0D\x67\x6C\x24\x34\x0C\x5D\x39\xF3\xF6\x4F\xB1\xC9\xC6\x12\x25\x3D\x4F\x5D\x5E\xC6\x35\x7A\x26\xCC\xEB\x74\x5A\xA0\x9D\x99\x10\xE7\xE8\x63\x84\xC1\x06\x5E\xE4\xA1\x03\x4B\x2E\xE9\x6A\x3A\xC4\xC9\x01\x5C\xAF\x41\xFC\x9E\xB3\x6D\xDE\x74\x4F\xB5\xF1\x7E\x9F\x56\x77\x69\xE1\x37\xC5\x7E\x79\x3B\x50\xE5\xB9\xED\x91\x12\x5C\xAD\x25\xB5\x50\xEC\xF0\xA9\xC0\x08\x62\xC6\x83\xE3\x9E\x3B\x22\x39\x40\xCD\x3B\x57\x74\x33\xE7\x1A\xC9\x6B\x5E\x9F\x08\xD5\x34\xD9\xF7\xE6\x6F\x1E\xA3\xDA\x8D\x25\xC7\x12\x40\x92\x9E\x7D\x58\x0A\x2C\x1E\x31\xED\xE7\x9F\xB3\x2C\xAC\x1C\x1D\x3D\x50\x9E\xC9\x3A\x6E\x88\x8F\xE1\xDC\x02\xB0\xBF\xD0\xDD\x9D\xA8\x27\xCD\x1B\x8A\x1C\x13\x36\xDD\xD8\x0E\x59\x3C\xBA\x0F\x6B\x97\x63\x34\xA6\xBE\x4E\xD7\x2E\xE8\x98\x2D\xD4\x2F\xBD\xFC\x0F\xE1\x4D\x16\x6D\x3D\x7C\x06\x8D\x18\xF5\x24\x7D\x98\x88\x4F\xA5\x4E\xE6\xFD\x16\xDA\x9D\xEF\xB2\xC9\xFD\xD3\xEA\xD3\x0F\xC8\xF9\xA2\x3A\x45\xD5\x7E\xD8\xC2\x4E\xEC\x2C\x58\x42\x3F\x98\xBB\x3B\xCB\x90\xBA\x53\x52\x86\x05\x2B\xAC\x18\x08\x4D\x2C\x36\x23\x7A\x6B\x42\x6D\xE6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x63\x8C\xF8\xCA\xBE\xEF\x26\xFF\x00\xA0\x00\x00\x50\x34\x02\x82\xD5\x54\x00\x10\xB6\xA3\xB9\x90\x00\x00\x00\xE2\xB9\x51\xA3\xF9\x00\x20\x00\x06\x7F\xFF\xFF\xFF\x4F\xAC\x97\xCB\x7F\xFF\xFF\xFF\xBE\x42\x97\xB9\x7F\xFF\xFF\xFF\x3C\xFA\x4A\x35\x7F\xFF\xFF\xFF\x2E\x79\xB6\x52\x7F\xFF\xFF\xFF\xCC\xA2\x4A\xDF\x7F\xFF\xFF\xFF\x2C\x4A\xB0\x39\x7F\xFF\xFF\xFF\x65\x38\xEF\x5B\x7F\xFF\xFF\xFF\xE0\xAB\x0D\x67\x7F\xFF\xFF\xFF\x5D\x39\xF3\xF6\x7F\xFF\xFF\xFF\x12\x25\x3D\x4F\x7F\xFF\xFF\xFF\x7A\x26\xCC\xEB\x7F\xFF\xFF\xFF\x99\x10\xE7\xE8\x7F\xFF\xFF\xFF\x5E\xE4\xA1\x03\x7F\xFF\xFF\xFF\x3A\xC4\xC9\x01\x7F\xFF\xFF\xFF\x9E\xB3\x6D\xDE\x7F\xFF\xFF\xFF\x7E\x9F\x56\x77\x69\xE1\x37\xC5\x7E\x79\x3B\x50\xE5\xB9\xED\x91\x12\x5C\xAD\x25\xB5\x50\xEC\xF0\xA9\xC0\x08\x62\xC6\x83\xE3\x9E\x3B\x22\x39\x40\xCD\x3B\x57\x74\x33\xE7\x1A\xC9\x6B\x5E\x9F\x08\xD5\x34\xD9\xF7\xE6\x6F\x1E\xA3\xDA\x8D\x25\xC7\x12\x40\x92\x9E\x7D\x58\x0A\x2C\x1E\x31\xED\xE7\x9F\xB3\x2C\xAC\x1C\x1D\x3D\x50\x9E\xC9\x3A\x6E\x88\x8F\xE1\xDC\x02\xB0\xBF\xD0\xDD\x9D\xA8\x27\xCD\x1B\x8A\x1C\x13\x36\xDD\xD8\x0E\x59\x3C\xBA\x0F\x6B\x97\x63\x34\xA6\xBE\x4E\xD7\x2E\xE8\x98\x2D\xD4\x2F\xBD\xFC\x0F\xE1\x4D\x16\x6D\x3D\x7C\x06\x8D\x18\xF5\x24\x7D\x98\x88\x4F\xA5\x4E\xE6\xFD\x16\xDA\x9D\xEF\xB2\xC9\xFD\xD3\xEA\xD3\x0F\xC8\xF9\xA2\x3A\x45\xD5\x7E\xD8\xC2\x4E\xEC\x2C\x58\x42\x3F\x98\xBB\x3B\xCB\x90\xBA\x53\x52\x86\x05\x2B\xAC\x18\x08\x4D\x2C\x36\x23\x7A\x6B\x42\x6D\xE6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test76(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1F9A989C), ('P4rIngress.bitmap_seq.seq', 0x6C400000)], 1925)
        self.setRegisterValue('P4rIngress.rounds', 0x6C400000, 1925)
        self.setRegisterValue('P4rIngress.count', 0x08, 1925)
        self.setRegisterValue('P4rIngress.exponent', 0xC6, 1925)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1925)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5B24D7EE), ('P4rIngress.values_v0000.hi', 0xAEBCE729)], 1925)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x4E80FDF8), ('P4rIngress.values_v0001.hi', 0xCBDB6F47)], 1925)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x792B82BD), ('P4rIngress.values_v0010.hi', 0x51D67415)], 1925)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x73DB91A9), ('P4rIngress.values_v0011.hi', 0x5255DB63)], 1925)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x65A0D669), ('P4rIngress.values_v0100.hi', 0x56769AF5)], 1925)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x77547479), ('P4rIngress.values_v0101.hi', 0x1A8B2B2B)], 1925)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x52C2B446), ('P4rIngress.values_v0110.hi', 0x1222ACF6)], 1925)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x726EF10A), ('P4rIngress.values_v0111.hi', 0x94ABF3DD)], 1925)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6F47A778), ('P4rIngress.values_v1000.hi', 0x5DC73D60)], 1925)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x545A6338), ('P4rIngress.values_v1001.hi', 0x3B2DC9BF)], 1925)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x44749C58), ('P4rIngress.values_v1010.hi', 0x3E454242)], 1925)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x4DB32BAD), ('P4rIngress.values_v1011.hi', 0x2B68A694)], 1925)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7F7B959A), ('P4rIngress.values_v1100.hi', 0x15C4678F)], 1925)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x667C19A5), ('P4rIngress.values_v1101.hi', 0x2A76BECF)], 1925)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x743095C7), ('P4rIngress.values_v1110.hi', 0x76D6F3E5)], 1925)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x51ECE4D8), ('P4rIngress.values_v1111.hi', 0x44CC73D7)], 1925)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xFC45),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000680),
                gc.DataTuple('slot_count', 0x00001980),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x14EAA83E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00A),
                gc.KeyTuple('src_addr', 0xEB32F385),
                gc.KeyTuple('src_port', 0x8A6C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xFC45),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x035C),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEB\x32\xF3\x85\x00\x00\x00\x00\x8A\x6C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xFC\x45\x00\x10\x14\xEA\xA8\x3E\x01\x05\x00\xC9\x6C\x40\x00\x00\x00\x20\x00\x00\x73\xAE\xB0\xDE\x9E\xB0\xB5\x9B\x6E\x28\xAE\x6E\x9F\x51\x7B\xAE\x72\x75\x09\x63\x55\xB6\xD3\x3F\x6D\x50\x8C\x6C\x4E\xD3\x83\x33\x4D\xAA\x64\xE0\x72\x44\x89\x45\x64\x76\xB2\xC0\x72\x3A\x32\x5A\x73\x1E\x32\xF7\x87\x47\xAF\x87\x57\x14\xAD\x89\x93\xBE\x78\x8E\x4A\x65\xA2\x2B\x5D\xDC\x18\xF8\x6E\x8F\x33\x58\x53\x84\xCB\xBB\x65\xEE\x53\x4E\x5C\x7C\xCA\x6F\x6F\xA4\x87\x2C\x25\x35\x7E\x76\x76\xBE\x78\xB3\x7D\x78\xAE\xCE\x7B\x2F\x26\x7D\x3C\xF4\xB2\x49\x5F\xBA\x99\xC3\x44\xEA\xF4\xD5\x40\x8E\xF5\xCD\x56\x06\xFA\x01\xA0\xB2\x78\xC9\x22\x48\x0B\xDF\x20\x99\x2F\xA7\xE5\xE5\xA0\x55\xEE\x28\x40\xF1\x8D\x8A\xAB\x89\x88\xB0\x80\x28\x9A\xAF\x07\x28\x1F\xDF\x86\xB6\xFC\xC5\xFB\xB2\x46\x9F\xD8\x51\x24\x76\x61\xD7\xA6\x6F\x39\xE1\x60\x0A\x54\xCB\x6D\xB6\xB4\x59\xED\xBE\xF9\x15\x9B\x81\x56\xEC\x26\x7A\xA4\x17\xD3\xDF\x78\x19\x31\xD8\x09\xA2\xB4\xB7\x30\xA9\x8B\x94\xA8\xA7\x1D\xCC\x84\x8D\xAB\xBE\x5B\x47\x3B\x5A\xAC\x23\xC4\x9D\x3A\xEA\x58\xF8\x4D\x0E\xDB\x45\x87\x74\xB5\x59\x45\x9E\xEA\x6F\x7D\x5F\x57\x35\x6C\x9E\x6C\xC5\x0E\x6E\xA8\x33\x23\x1F\xEE\xD1\x15\xBD\x52\x39\xC5\xC7\xD2\x19\x8A\x4F\x9B\xA6\x1A\x4E\x41\x09\x73\x0E\xB9\xB4\x6C\x3F\x5C\x73\x43\x24\xCD\xF5\x79\x14\x3B\x2A\x65\x91\xEC\x8D\x6C\xA7\xEF\x11\x4E\x37\xCD\x26\x60\x91\x4F\xE6\xB9\x0A\x08\xE4\x23\xA9\x3D\xDA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xEB\x32\xF3\x85\xBE\xEF\x8A\x6C\x00\xA0\x00\x00\x50\x34\x02\x82\xFC\x45\x00\x10\x14\xEA\xA8\x3E\x01\x05\x00\xC9\x6C\x40\x00\x00\x00\x20\x00\x09\x7F\xFF\xFF\xFF\x9E\xB0\xB5\x9B\x7F\xFF\xFF\xFF\x9F\x51\x7B\xAE\x7F\xFF\xFF\xFF\x55\xB6\xD3\x3F\x7F\xFF\xFF\xFF\x4E\xD3\x83\x33\x7F\xFF\xFF\xFF\x72\x44\x89\x45\x7F\xFF\xFF\xFF\x72\x3A\x32\x5A\x7F\xFF\xFF\xFF\x87\x47\xAF\x87\x7F\xFF\xFF\xFF\x93\xBE\x78\x8E\x7F\xFF\xFF\xFF\x5D\xDC\x18\xF8\x7F\xFF\xFF\xFF\x53\x84\xCB\xBB\x7F\xFF\xFF\xFF\x5C\x7C\xCA\x6F\x7F\xFF\xFF\xFF\x25\x35\x7E\x76\x7F\xFF\xFF\xFF\x7D\x78\xAE\xCE\x7F\xFF\xFF\xFF\x3C\xF4\xB2\x49\x7F\xFF\xFF\xFF\x44\xEA\xF4\xD5\x7F\xFF\xFF\xFF\x56\x06\xFA\x01\xA0\xB2\x78\xC9\x22\x48\x0B\xDF\x20\x99\x2F\xA7\xE5\xE5\xA0\x55\xEE\x28\x40\xF1\x8D\x8A\xAB\x89\x88\xB0\x80\x28\x9A\xAF\x07\x28\x1F\xDF\x86\xB6\xFC\xC5\xFB\xB2\x46\x9F\xD8\x51\x24\x76\x61\xD7\xA6\x6F\x39\xE1\x60\x0A\x54\xCB\x6D\xB6\xB4\x59\xED\xBE\xF9\x15\x9B\x81\x56\xEC\x26\x7A\xA4\x17\xD3\xDF\x78\x19\x31\xD8\x09\xA2\xB4\xB7\x30\xA9\x8B\x94\xA8\xA7\x1D\xCC\x84\x8D\xAB\xBE\x5B\x47\x3B\x5A\xAC\x23\xC4\x9D\x3A\xEA\x58\xF8\x4D\x0E\xDB\x45\x87\x74\xB5\x59\x45\x9E\xEA\x6F\x7D\x5F\x57\x35\x6C\x9E\x6C\xC5\x0E\x6E\xA8\x33\x23\x1F\xEE\xD1\x15\xBD\x52\x39\xC5\xC7\xD2\x19\x8A\x4F\x9B\xA6\x1A\x4E\x41\x09\x73\x0E\xB9\xB4\x6C\x3F\x5C\x73\x43\x24\xCD\xF5\x79\x14\x3B\x2A\x65\x91\xEC\x8D\x6C\xA7\xEF\x11\x4E\x37\xCD\x26\x60\x91\x4F\xE6\xB9\x0A\x08\xE4\x23\xA9\x3D\xDA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test77(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8264BAFD), ('P4rIngress.bitmap_seq.seq', 0xC0000000)], 4096)
        self.setRegisterValue('P4rIngress.rounds', 0xC0000000, 4096)
        self.setRegisterValue('P4rIngress.count', 0x1B, 4096)
        self.setRegisterValue('P4rIngress.exponent', 0x85, 4096)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4096)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x4B20B071), ('P4rIngress.values_v0000.hi', 0x2CDD6934)], 4096)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x59DCBEB9), ('P4rIngress.values_v0001.hi', 0x369A7A9A)], 4096)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5688756C), ('P4rIngress.values_v0010.hi', 0x391F3D6A)], 4096)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x5CDD65A3), ('P4rIngress.values_v0011.hi', 0x99172C11)], 4096)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x60C97065), ('P4rIngress.values_v0100.hi', 0x3481A355)], 4096)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x748C21A6), ('P4rIngress.values_v0101.hi', 0xA2B48D99)], 4096)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x5CFCA9D5), ('P4rIngress.values_v0110.hi', 0xCE76F1A4)], 4096)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x71A4C8FA), ('P4rIngress.values_v0111.hi', 0x9EAF5E1B)], 4096)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x77853A54), ('P4rIngress.values_v1000.hi', 0x298A6471)], 4096)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x4F43D68D), ('P4rIngress.values_v1001.hi', 0x73974F0D)], 4096)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x689F4339), ('P4rIngress.values_v1010.hi', 0x2E9B956E)], 4096)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5B8587ED), ('P4rIngress.values_v1011.hi', 0x3888FC64)], 4096)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7AD94B15), ('P4rIngress.values_v1100.hi', 0x10CDD7BD)], 4096)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7B9F3726), ('P4rIngress.values_v1101.hi', 0x3BE0D09F)], 4096)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5E46FE4D), ('P4rIngress.values_v1110.hi', 0x6CEFFA7D)], 4096)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x769F2A1B), ('P4rIngress.values_v1111.hi', 0x6A1F3BEC)], 4096)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD073),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD0887260),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01D),
                gc.KeyTuple('src_addr', 0x1D4416B6),
                gc.KeyTuple('src_port', 0x28FA),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD073),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01B1),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1D\x44\x16\xB6\x00\x00\x00\x00\x28\xFA\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD0\x73\x00\x10\xD0\x88\x72\x60\x10\x00\x00\xE2\xC0\x00\x00\x00\x00\x20\x00\x00\x7B\x8F\x75\xA3\x6F\x65\x4B\x6F\x4D\x31\x47\x7D\xCE\x6F\xAC\xC6\x7F\x6F\x71\x4B\x6B\xA2\x4B\xDE\x69\xD9\x45\x1B\x0B\x92\x75\xF0\x44\x9C\x77\x4E\x4D\xFC\xB4\x31\x6F\xC7\x26\x0D\xCE\x53\xCF\x50\x41\x6B\xEC\x2D\x8C\xD7\x9B\x35\x44\xB6\xD5\x4B\x0F\x2B\x55\x9C\x71\x15\x79\xEB\x6C\xA3\x95\x6D\x7A\xD9\x8E\x75\x31\xB2\x31\x55\x5B\x9A\xA6\xAB\x60\x24\xB2\x2B\x4A\xC7\xA1\xA1\x80\x00\x00\x00\x48\x5A\x12\xB1\x7D\xDF\x50\xF9\x63\x48\x7F\x85\x93\x34\xFB\xDF\x70\xBB\xE3\x98\x48\xB5\x04\x1F\x51\x68\x60\xCB\x3E\x57\x3F\x6E\x85\x3D\x73\x8C\x73\x6F\xEC\x0F\x57\x2F\x47\xBA\xB4\x5A\x1C\x64\xE2\x35\xC0\xD9\xF5\xD5\x6F\xB0\xCE\x73\xA6\x23\xB2\xEF\x88\x84\x1C\x0B\x29\x5C\xEA\x8F\xD0\x3E\x33\x9B\x65\xA1\x04\xFA\xFE\x19\xCD\xBD\xCD\xB8\x60\x97\x85\xD8\xC4\x08\x7B\x40\x09\xCC\x13\xF0\x45\xA2\x31\x42\x4C\x80\xFD\xE9\x3E\x84\xBB\xBD\xE1\x5A\xEF\x05\x8D\x8C\x5D\x51\x68\x82\x3D\xB6\x0A\x46\xD3\xC3\x66\x86\xFD\x3F\xCD\xDC\x47\x18\x2E\x64\xF2\xB6\xEC\xEB\xA2\x2A\x7D\x39\x30\x48\x62\xC2\x20\x46\xAD\xEA\xAF\x63\x3E\xFB\xE1\x94\x3F\x22\x8A\x0C\xF0\x2A\x4E\x12\x3A\x73\xEE\xAB\x53\x80\x4E\xB0\x8D\x6A\xCD\x81\x16\xD2\xC7\xFC\x6B\xF2\x04\x09\xEE\x56\xEC\xFC\x05\x78\x45\x27\xF3\xF9\x3C\xAA\xDB\x47\x14\x65\x0C\x57\xAE\x5D\x52\x4E\xF8\x2E\xF6\x71\xDB\x78\x08\xC0\xFF\xAD\x01\xE8\xB8\x26\x95\xDE\xB2\x56\xD0\x57\x9A\x50\x3B\xBA\x95\x59\x3D\x15\x6B\x81\xBA\x8B\xE6\xE9\x02\x09\x50\x8C\xBE\xD7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1D\x44\x16\xB6\xBE\xEF\x28\xFA\x00\xA0\x00\x00\x50\x34\x02\x82\xD0\x73\x00\x10\xD0\x88\x72\x60\x10\x00\x00\xE2\xC0\x00\x00\x00\x00\x20\x00\x1C\x7F\xFF\xFF\xFF\x6F\x65\x4B\x6F\x7F\xFF\xFF\xFF\xCE\x6F\xAC\xC6\x7F\xFF\xFF\xFF\x6B\xA2\x4B\xDE\x7F\xFF\xFF\xFF\x0B\x92\x75\xF0\x7F\xFF\xFF\xFF\x4D\xFC\xB4\x31\x7F\xFF\xFF\xFF\xCE\x53\xCF\x50\x7F\xFF\xFF\xFF\x8C\xD7\x9B\x35\x7F\xFF\xFF\xFF\x0F\x2B\x55\x9C\x7F\xFF\xFF\xFF\x6C\xA3\x95\x6D\x7F\xFF\xFF\xFF\x31\xB2\x31\x55\x7F\xFF\xFF\xFF\x60\x24\xB2\x2B\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7D\xDF\x50\xF9\x7F\xFF\xFF\xFF\x93\x34\xFB\xDF\x7F\xFF\xFF\xFF\x48\xB5\x04\x1F\x7F\xFF\xFF\xFF\x3E\x57\x3F\x6E\x85\x3D\x73\x8C\x73\x6F\xEC\x0F\x57\x2F\x47\xBA\xB4\x5A\x1C\x64\xE2\x35\xC0\xD9\xF5\xD5\x6F\xB0\xCE\x73\xA6\x23\xB2\xEF\x88\x84\x1C\x0B\x29\x5C\xEA\x8F\xD0\x3E\x33\x9B\x65\xA1\x04\xFA\xFE\x19\xCD\xBD\xCD\xB8\x60\x97\x85\xD8\xC4\x08\x7B\x40\x09\xCC\x13\xF0\x45\xA2\x31\x42\x4C\x80\xFD\xE9\x3E\x84\xBB\xBD\xE1\x5A\xEF\x05\x8D\x8C\x5D\x51\x68\x82\x3D\xB6\x0A\x46\xD3\xC3\x66\x86\xFD\x3F\xCD\xDC\x47\x18\x2E\x64\xF2\xB6\xEC\xEB\xA2\x2A\x7D\x39\x30\x48\x62\xC2\x20\x46\xAD\xEA\xAF\x63\x3E\xFB\xE1\x94\x3F\x22\x8A\x0C\xF0\x2A\x4E\x12\x3A\x73\xEE\xAB\x53\x80\x4E\xB0\x8D\x6A\xCD\x81\x16\xD2\xC7\xFC\x6B\xF2\x04\x09\xEE\x56\xEC\xFC\x05\x78\x45\x27\xF3\xF9\x3C\xAA\xDB\x47\x14\x65\x0C\x57\xAE\x5D\x52\x4E\xF8\x2E\xF6\x71\xDB\x78\x08\xC0\xFF\xAD\x01\xE8\xB8\x26\x95\xDE\xB2\x56\xD0\x57\x9A\x50\x3B\xBA\x95\x59\x3D\x15\x6B\x81\xBA\x8B\xE6\xE9\x02\x09\x50\x8C\xBE\xD7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test78(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7D565B57), ('P4rIngress.bitmap_seq.seq', 0x13BCA8E7)], 5217)
        self.setRegisterValue('P4rIngress.rounds', 0x13BCA8E7, 5217)
        self.setRegisterValue('P4rIngress.count', 0x0B, 5217)
        self.setRegisterValue('P4rIngress.exponent', 0x9A, 5217)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5217)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x4B5E1BAC), ('P4rIngress.values_v0000.hi', 0x55E87B8C)], 5217)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7A69118E), ('P4rIngress.values_v0001.hi', 0xA9F9E8CC)], 5217)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4E5DB775), ('P4rIngress.values_v0010.hi', 0x28141CEF)], 5217)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x56EA84AF), ('P4rIngress.values_v0011.hi', 0x9EE5FAAD)], 5217)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x57BA2E12), ('P4rIngress.values_v0100.hi', 0xA1196B7F)], 5217)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x53C8F65D), ('P4rIngress.values_v0101.hi', 0x731AC850)], 5217)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x59393D2F), ('P4rIngress.values_v0110.hi', 0x59F46091)], 5217)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x4912FD55), ('P4rIngress.values_v0111.hi', 0x1B4AD461)], 5217)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6908FB79), ('P4rIngress.values_v1000.hi', 0xF37A6667)], 5217)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x4D99B17E), ('P4rIngress.values_v1001.hi', 0xD91BD62F)], 5217)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4EF1F34A), ('P4rIngress.values_v1010.hi', 0x57957D8E)], 5217)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x49E96E9B), ('P4rIngress.values_v1011.hi', 0xA8CBF563)], 5217)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6224C5E7), ('P4rIngress.values_v1100.hi', 0x7E52FEDB)], 5217)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x667BBB5E), ('P4rIngress.values_v1101.hi', 0x5F87726D)], 5217)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7EF3194E), ('P4rIngress.values_v1110.hi', 0x93971C09)], 5217)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x479521BD), ('P4rIngress.values_v1111.hi', 0x9E84D589)], 5217)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6AB1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002F6),
                gc.DataTuple('slot_count', 0x000013E2),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC42657EE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0xDE05B544),
                gc.KeyTuple('src_port', 0x9D53),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6AB1),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x00A6),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDE\x05\xB5\x44\x00\x00\x00\x00\x9D\x53\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x6A\xB1\x00\x10\xC4\x26\x57\xEE\x11\x6B\x00\xC3\x13\xBC\xA8\xE7\x00\x20\x00\x00\x77\xDF\xAA\x33\x3F\xFD\xE1\x1E\x7A\xA9\xD4\x5F\x28\x29\xE3\x47\x57\xD5\x34\x15\x6A\x46\xFB\xDC\x6E\x48\x05\xB7\x3E\xC6\xCA\xAF\x60\x1F\x7E\xD2\x8B\x94\xEF\x27\x71\xD8\x66\xD2\x31\xB9\xCA\xD3\x4F\x8E\x02\xEC\x5A\x87\x5F\xE7\x6E\x32\xB6\xC9\x19\x96\x10\x6A\x79\xEA\xD1\xE3\x80\xC4\xAE\x8B\x6D\x06\x5E\xE3\x4D\x4B\xF7\xE7\x49\x4C\x29\x89\x96\x6E\x14\xBF\x78\xCB\x3A\xEB\xBF\xED\xF4\x62\x43\xBC\xA8\x7D\x62\xF7\x38\x23\x4F\x56\x39\x94\x91\xA0\xE8\xEC\x7B\x0F\xBD\xA3\xC1\x96\x81\x7D\x77\x14\x7B\x33\xCD\x3C\x68\xE5\xB2\xA5\xC0\x05\x05\xA4\xEB\x71\x89\x77\xC1\xF5\xA1\x74\xAF\xBC\x25\x28\xE8\xF7\xC8\xD4\x55\x01\x81\x6A\x72\xB8\x9A\x92\xEA\x30\xB6\x6B\x1E\x8A\x59\x7E\x82\xA7\x3B\xEB\x72\x9A\xAA\x77\x52\x52\x23\x27\x52\x17\x59\xCE\x50\x80\x06\x1C\xA7\x6E\x31\x5F\x6B\x9C\x8B\x3A\xDC\x06\x5E\x53\x6C\x99\x42\x09\x4F\x1E\x31\xC5\x6F\x25\xA0\x5B\xD7\xA0\xF8\x31\xFA\x51\xF9\x10\x35\x20\x7F\x5E\x32\x31\xCB\xD3\xF6\x5D\x80\xB9\x5C\x01\x46\x21\x83\x4B\x27\x34\x43\x6D\xA7\x31\x33\xF5\x9B\x95\x38\x95\x1A\xC7\x47\x2E\x75\x45\x2F\x9E\xD7\x01\x15\x1F\xC3\xE9\xB0\x7F\x09\x54\xE7\xBF\x40\x8D\x3A\xA8\xF6\xC1\xF1\xAB\x82\x31\x54\x7F\x7B\x87\x09\x1C\xE9\x70\x90\x6C\x6B\x27\xA3\x68\x0C\x63\x0C\x47\x95\x40\xF5\x34\x04\x7F\x49\x66\x56\x57\xD4\x67\x01\x1F\x33\x16\x64\x9D\x7F\xE0\xF8\x6A\x23\xBB\xE2\x62\xEB\x39\xD4\x22\xFC\x8F\xB8\x8B\x8B\x48\x4C\x10\x3B\x65\xB0\xB8\x05\xF6\x21\xCA\x2F\x00\xA4\x55\xDF\x3B\x1B\x3E\x4A\xE8\x5B\x66\x53\x3D\x7C\xB0\xA6\xD1\x3F\xF6\xF4\xEF\xFC\x17\x45\x97\x45\x42\xFD\x41\x46\x99\xB2\xB5\x0A\x3F\x53'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDE\x05\xB5\x44\xBE\xEF\x9D\x53\x00\xA0\x00\x00\x50\x34\x02\x82\x6A\xB1\x00\x10\xC4\x26\x57\xEE\x11\x6B\x00\xC3\x13\xBC\xA8\xE7\x00\x20\x00\x0C\x7F\xFF\xFF\xFF\x3F\xFD\xE1\x1E\x7F\xFF\xFF\xFF\x28\x29\xE3\x47\x7F\xFF\xFF\xFF\x6A\x46\xFB\xDC\x7F\xFF\xFF\xFF\x3E\xC6\xCA\xAF\x7F\xFF\xFF\xFF\x8B\x94\xEF\x27\x7F\xFF\xFF\xFF\x31\xB9\xCA\xD3\x7F\xFF\xFF\xFF\x5A\x87\x5F\xE7\x7F\xFF\xFF\xFF\x19\x96\x10\x6A\x7F\xFF\xFF\xFF\x80\xC4\xAE\x8B\x7F\xFF\xFF\xFF\x4D\x4B\xF7\xE7\x7F\xFF\xFF\xFF\x96\x6E\x14\xBF\x7F\xFF\xFF\xFF\xBF\xED\xF4\x62\x7F\xFF\xFF\xFF\x62\xF7\x38\x23\x7F\xFF\xFF\xFF\x91\xA0\xE8\xEC\x7F\xFF\xFF\xFF\xC1\x96\x81\x7D\x7F\xFF\xFF\xFF\xCD\x3C\x68\xE5\xB2\xA5\xC0\x05\x05\xA4\xEB\x71\x89\x77\xC1\xF5\xA1\x74\xAF\xBC\x25\x28\xE8\xF7\xC8\xD4\x55\x01\x81\x6A\x72\xB8\x9A\x92\xEA\x30\xB6\x6B\x1E\x8A\x59\x7E\x82\xA7\x3B\xEB\x72\x9A\xAA\x77\x52\x52\x23\x27\x52\x17\x59\xCE\x50\x80\x06\x1C\xA7\x6E\x31\x5F\x6B\x9C\x8B\x3A\xDC\x06\x5E\x53\x6C\x99\x42\x09\x4F\x1E\x31\xC5\x6F\x25\xA0\x5B\xD7\xA0\xF8\x31\xFA\x51\xF9\x10\x35\x20\x7F\x5E\x32\x31\xCB\xD3\xF6\x5D\x80\xB9\x5C\x01\x46\x21\x83\x4B\x27\x34\x43\x6D\xA7\x31\x33\xF5\x9B\x95\x38\x95\x1A\xC7\x47\x2E\x75\x45\x2F\x9E\xD7\x01\x15\x1F\xC3\xE9\xB0\x7F\x09\x54\xE7\xBF\x40\x8D\x3A\xA8\xF6\xC1\xF1\xAB\x82\x31\x54\x7F\x7B\x87\x09\x1C\xE9\x70\x90\x6C\x6B\x27\xA3\x68\x0C\x63\x0C\x47\x95\x40\xF5\x34\x04\x7F\x49\x66\x56\x57\xD4\x67\x01\x1F\x33\x16\x64\x9D\x7F\xE0\xF8\x6A\x23\xBB\xE2\x62\xEB\x39\xD4\x22\xFC\x8F\xB8\x8B\x8B\x48\x4C\x10\x3B\x65\xB0\xB8\x05\xF6\x21\xCA\x2F\x00\xA4\x55\xDF\x3B\x1B\x3E\x4A\xE8\x5B\x66\x53\x3D\x7C\xB0\xA6\xD1\x3F\xF6\xF4\xEF\xFC\x17\x45\x97\x45\x42\xFD\x41\x46\x99\xB2\xB5\x0A\x3F\x53'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test79(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7D10A7E2), ('P4rIngress.bitmap_seq.seq', 0x31F88000)], 0)
        self.setRegisterValue('P4rIngress.rounds', 0x31F88000, 0)
        self.setRegisterValue('P4rIngress.count', 0x03, 0)
        self.setRegisterValue('P4rIngress.exponent', 0x35, 0)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 0)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5779ADCD), ('P4rIngress.values_v0000.hi', 0x84924E37)], 0)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x59BB3821), ('P4rIngress.values_v0001.hi', 0xD4A55A53)], 0)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x41DB437D), ('P4rIngress.values_v0010.hi', 0x376436BB)], 0)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x710AA27B), ('P4rIngress.values_v0011.hi', 0x37FA624C)], 0)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6497259D), ('P4rIngress.values_v0100.hi', 0x773EF714)], 0)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x62129D1E), ('P4rIngress.values_v0101.hi', 0x5C72EBAB)], 0)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7ED5722D), ('P4rIngress.values_v0110.hi', 0x88AAE2C1)], 0)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7D22BE72), ('P4rIngress.values_v0111.hi', 0x98515D27)], 0)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x721AB319), ('P4rIngress.values_v1000.hi', 0x61BED021)], 0)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x64771933), ('P4rIngress.values_v1001.hi', 0x80000000)], 0)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x52EDC959), ('P4rIngress.values_v1010.hi', 0x5715E1AF)], 0)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x449F65EF), ('P4rIngress.values_v1011.hi', 0xB458920F)], 0)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6533B553), ('P4rIngress.values_v1100.hi', 0x1F54ACDB)], 0)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7859E8D8), ('P4rIngress.values_v1101.hi', 0xA7FE7639)], 0)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x4D5A5F4F), ('P4rIngress.values_v1110.hi', 0x3AD7EA58)], 0)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4A95F741), ('P4rIngress.values_v1111.hi', 0x3BD4B962)], 0)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7D80),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEE1F2F02),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x007),
                gc.KeyTuple('src_addr', 0xE7BBDFBC),
                gc.KeyTuple('src_port', 0x2175),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7D80),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01C4),
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
        ig_port = 7
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE7\xBB\xDF\xBC\x00\x00\x00\x00\x21\x75\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x7D\x80\x00\x10\xEE\x1F\x2F\x02\x00\x00\x00\xA2\x31\xF8\x80\x00\x00\x20\x00\x00\x6C\x2D\xAF\x99\xAA\x77\xED\x99\x63\xC1\x48\x26\x9A\x4C\x93\x42\x58\xE5\x51\x7F\x7A\xAE\x7F\x4D\x45\x5A\x79\xD0\x71\x63\x3F\xAC\x7B\x26\x7C\x59\x10\x0C\xC9\x4D\x56\xBE\x9E\x48\x18\x20\xE2\xAB\x7D\xE3\xA7\x16\x27\x6C\x59\x7B\x4F\x27\xBD\x63\xC5\xBF\x0A\x85\x5A\xDE\x26\x7E\x3D\x89\x9F\x1A\x45\x6E\xD3\x16\x00\x00\x00\x00\x75\xF0\x5D\x19\x5A\xBB\x2B\x87\x7C\xC2\xA1\x49\xB8\x10\xE7\xB9\x55\x0D\xCD\x15\xB2\x6E\xB7\x8C\x6E\x6A\xCD\xF9\xFE\xEE\x2A\xE9\x4C\x74\x9E\x67\xEE\x10\x46\xAD\x70\x5E\xB1\xD1\x72\xEF\x55\x63\x83\xF7\x31\x9A\x2F\xFD\x4C\xBC\x02\x53\xA0\x40\x0E\x64\x99\x05\x27\x3A\x36\x7F\xA9\xC6\x62\xD2\x1F\x27\x64\xE6\x9F\x89\x5C\xF7\xB1\x6F\xDF\xD0\xDF\xA3\x6A\x77\xFF\xB7\xD5\x0E\x65\x2F\x26\x46\x49\xB9\x5C\x3C\x40\x7C\xA8\xC5\x7A\x2E\x7C\x8B\x02\x04\xC8\x47\x50\xF9\x0D\x61\xB9\x2C\x12\xD8\x58\x92\xB4\x80\xB4\x87\x25\xAF\xAC\x66\x8D\xE0\xF5\x34\x1C\x88\x7D\xD9\x17\x5F\x2A\xAB\x8B\x0A\xDA\x32\xF9\xEA\x68\x63\x2A\x0F\x2C\x68\x58\x20\x57\x9F\xE7\x55\x2A\x3D\x2E\x9C\x6F\x1C\x17\x98\x22\x4B\x24\x9F\x40\xC0\x08\x24\x85\xFD\x5E\x6F\x25\x9F\x03\xA2\x1B\x5B\x6D\x9E\x0F\x74\x36\x3D\xB6\xE8\x92\x0D\x76\x32\x22\x31\x21\xAD\x27\xB9\xD6\x1A\x52\x4D\xF1\x53\xF2\xBA\x72\xB2\x2C\xD3\xCF\x74\x8F\x0F\xDE\x60\xCB\xB9\x64\x8C\xD2\xC4\x2C\x10\x07\xD9\xFC\xF8\x43\xCC\xCF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE7\xBB\xDF\xBC\xBE\xEF\x21\x75\x00\xA0\x00\x00\x50\x34\x02\x82\x7D\x80\x00\x10\xEE\x1F\x2F\x02\x00\x00\x00\xA2\x31\xF8\x80\x00\x00\x20\x00\x04\x7F\xFF\xFF\xFF\xAA\x77\xED\x99\x7F\xFF\xFF\xFF\x9A\x4C\x93\x42\x7F\xFF\xFF\xFF\x7A\xAE\x7F\x4D\x7F\xFF\xFF\xFF\x71\x63\x3F\xAC\x7F\xFF\xFF\xFF\x10\x0C\xC9\x4D\x7F\xFF\xFF\xFF\x18\x20\xE2\xAB\x7F\xFF\xFF\xFF\x27\x6C\x59\x7B\x7F\xFF\xFF\xFF\xC5\xBF\x0A\x85\x7F\xFF\xFF\xFF\x3D\x89\x9F\x1A\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x5A\xBB\x2B\x87\x7F\xFF\xFF\xFF\xB8\x10\xE7\xB9\x7F\xFF\xFF\xFF\xB2\x6E\xB7\x8C\x7F\xFF\xFF\xFF\xFE\xEE\x2A\xE9\x7F\xFF\xFF\xFF\xEE\x10\x46\xAD\x7F\xFF\xFF\xFF\x72\xEF\x55\x63\x83\xF7\x31\x9A\x2F\xFD\x4C\xBC\x02\x53\xA0\x40\x0E\x64\x99\x05\x27\x3A\x36\x7F\xA9\xC6\x62\xD2\x1F\x27\x64\xE6\x9F\x89\x5C\xF7\xB1\x6F\xDF\xD0\xDF\xA3\x6A\x77\xFF\xB7\xD5\x0E\x65\x2F\x26\x46\x49\xB9\x5C\x3C\x40\x7C\xA8\xC5\x7A\x2E\x7C\x8B\x02\x04\xC8\x47\x50\xF9\x0D\x61\xB9\x2C\x12\xD8\x58\x92\xB4\x80\xB4\x87\x25\xAF\xAC\x66\x8D\xE0\xF5\x34\x1C\x88\x7D\xD9\x17\x5F\x2A\xAB\x8B\x0A\xDA\x32\xF9\xEA\x68\x63\x2A\x0F\x2C\x68\x58\x20\x57\x9F\xE7\x55\x2A\x3D\x2E\x9C\x6F\x1C\x17\x98\x22\x4B\x24\x9F\x40\xC0\x08\x24\x85\xFD\x5E\x6F\x25\x9F\x03\xA2\x1B\x5B\x6D\x9E\x0F\x74\x36\x3D\xB6\xE8\x92\x0D\x76\x32\x22\x31\x21\xAD\x27\xB9\xD6\x1A\x52\x4D\xF1\x53\xF2\xBA\x72\xB2\x2C\xD3\xCF\x74\x8F\x0F\xDE\x60\xCB\xB9\x64\x8C\xD2\xC4\x2C\x10\x07\xD9\xFC\xF8\x43\xCC\xCF'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test80(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE528535A), ('P4rIngress.bitmap_seq.seq', 0xE0000000)], 1138)
        self.setRegisterValue('P4rIngress.rounds', 0xE0000000, 1138)
        self.setRegisterValue('P4rIngress.count', 0x1A, 1138)
        self.setRegisterValue('P4rIngress.exponent', 0x11, 1138)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1138)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6D2B46D5), ('P4rIngress.values_v0000.hi', 0x52DA4714)], 1138)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7A56F79D), ('P4rIngress.values_v0001.hi', 0x48B527CD)], 1138)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x48211956), ('P4rIngress.values_v0010.hi', 0x74A579FE)], 1138)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x575A6895), ('P4rIngress.values_v0011.hi', 0x6D5333DE)], 1138)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x52F39D97), ('P4rIngress.values_v0100.hi', 0x0945DE4A)], 1138)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x613F36AA), ('P4rIngress.values_v0101.hi', 0xB83D2FD0)], 1138)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7216D93B), ('P4rIngress.values_v0110.hi', 0xEA476155)], 1138)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5F34CC16), ('P4rIngress.values_v0111.hi', 0x5E6D4E77)], 1138)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6EDE9995), ('P4rIngress.values_v1000.hi', 0xB308556D)], 1138)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x764AE1D9), ('P4rIngress.values_v1001.hi', 0x993FC0D5)], 1138)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6A9DE6F8), ('P4rIngress.values_v1010.hi', 0xB1AC0C5F)], 1138)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5C7D65C3), ('P4rIngress.values_v1011.hi', 0x32B40DDD)], 1138)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x43CAAD61), ('P4rIngress.values_v1100.hi', 0x2E135FC4)], 1138)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5DC9176A), ('P4rIngress.values_v1101.hi', 0x1CA559B7)], 1138)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7C09523C), ('P4rIngress.values_v1110.hi', 0x7D3A3BB6)], 1138)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x744F1393), ('P4rIngress.values_v1111.hi', 0x32CC99AC)], 1138)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF9F4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000472),
                gc.DataTuple('slot_count', 0x00001611),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBAECE57C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x013),
                gc.KeyTuple('src_addr', 0x0A4FFFCF),
                gc.KeyTuple('src_port', 0x5AA7),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF9F4),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x016B),
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
        ig_port = 19
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0A\x4F\xFF\xCF\x00\x00\x00\x00\x5A\xA7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF9\xF4\x00\x10\xBA\xEC\xE5\x7C\x00\x00\x04\xC5\xE0\x00\x00\x00\x00\x20\x00\x00\x68\x3B\x1D\xFF\x77\xD6\x72\xDC\x5B\x56\x91\xE9\x40\x9E\x2B\xC7\x46\xF1\x51\x0F\x7A\x61\xAE\x53\x54\x70\xBC\xD5\x75\x91\x54\x93\x5F\x46\x01\xFD\x7E\xEF\x8A\xAA\x79\x38\x52\x64\x8D\xC5\xAF\x9B\x62\xFA\x57\xB9\x8D\x4A\xDA\xF2\x71\xB2\xA6\x55\xFF\x6B\xA6\xC3\x5C\x44\x5F\x8B\xC5\x9B\xB1\x24\x63\x7D\xF3\xED\x96\xFC\xE1\x31\x62\x89\x46\x9F\xBC\x22\x26\x2F\x59\xE5\xB3\xDA\x76\xE0\x65\x8F\x7A\xC4\xA3\x5D\x6C\xF9\x57\xDC\x54\xAF\xD1\x75\x7F\x59\xFC\x95\x7D\x49\xE0\x73\x79\x61\xF3\x26\x65\x3F\xEB\x6E\x4F\xFC\x33\xC6\x37\x54\xF0\xDA\x21\x95\x5A\x0F\xD5\x0F\x3E\x2D\x49\x78\xDA\x5A\xCE\x24\xFF\xA4\x30\x9E\x56\xD9\xE6\x9F\x3D\x29\x33\xF9\x13\x2D\xAF\x35\xA9\xC4\xA5\x56\xAA\x42\x61\x9E\x70\xB9\xFA\xD5\xDA\x04\xB0\x26\xBB\x96\xCE\x02\x25\x95\x69\x1A\x93\xD6\x6D\xFE\x3F\xD9\x1A\xD3\x4B\x01\xE8\xC0\xA5\x3D\xB3\x6D\x8E\x1A\x2A\x89\xA0\xE3\x24\xFA\x07\x7E\x60\xB8\x14\x32\xB4\x10\x86\xD6\xD9\xD7\xD0\xB8\x38\xA6\x46\x43\xEF\x76\x9C\xF4\x79\x6B\x76\x68\x4D\xE5\x59\xC5\xE8\x0B\x07\xAB\x92\xDB\xA5\x39\x6D\x9F\x64\xC1\xE1\xFC\xF6\x3F\x60\x9C\x30\x6B\x5F\x53\x8A\x51\x9B\x75\x7D\x3F\x25\x75\x5D\xE7\x29\x90\x5C\xCA\x86\xF5\x93\xF1\x9F\xDF\x92\x9B\xB3\x2A\xB0\xE9\x7B\xA9\xBF\xDB\x76\x20\x05\x35\x6E\x20'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0A\x4F\xFF\xCF\xBE\xEF\x5A\xA7\x00\xA0\x00\x00\x50\x34\x02\x82\xF9\xF4\x00\x10\xBA\xEC\xE5\x7C\x00\x00\x00\xC5\xE0\x00\x00\x00\x00\x20\x00\x1B\x7F\xFF\xFF\xFF\x77\xD6\x72\xDC\x7F\xFF\xFF\xFF\x40\x9E\x2B\xC7\x7F\xFF\xFF\xFF\x7A\x61\xAE\x53\x7F\xFF\xFF\xFF\x75\x91\x54\x93\x7F\xFF\xFF\xFF\x7E\xEF\x8A\xAA\x7F\xFF\xFF\xFF\x8D\xC5\xAF\x9B\x7F\xFF\xFF\xFF\x8D\x4A\xDA\xF2\x7F\xFF\xFF\xFF\xFF\x6B\xA6\xC3\x7F\xFF\xFF\xFF\xC5\x9B\xB1\x24\x7F\xFF\xFF\xFF\x96\xFC\xE1\x31\x7F\xFF\xFF\xFF\xBC\x22\x26\x2F\x7F\xFF\xFF\xFF\x76\xE0\x65\x8F\x7F\xFF\xFF\xFF\x6C\xF9\x57\xDC\x7F\xFF\xFF\xFF\x7F\x59\xFC\x95\x7F\xFF\xFF\xFF\x79\x61\xF3\x26\x7F\xFF\xFF\xFF\x4F\xFC\x33\xC6\x37\x54\xF0\xDA\x21\x95\x5A\x0F\xD5\x0F\x3E\x2D\x49\x78\xDA\x5A\xCE\x24\xFF\xA4\x30\x9E\x56\xD9\xE6\x9F\x3D\x29\x33\xF9\x13\x2D\xAF\x35\xA9\xC4\xA5\x56\xAA\x42\x61\x9E\x70\xB9\xFA\xD5\xDA\x04\xB0\x26\xBB\x96\xCE\x02\x25\x95\x69\x1A\x93\xD6\x6D\xFE\x3F\xD9\x1A\xD3\x4B\x01\xE8\xC0\xA5\x3D\xB3\x6D\x8E\x1A\x2A\x89\xA0\xE3\x24\xFA\x07\x7E\x60\xB8\x14\x32\xB4\x10\x86\xD6\xD9\xD7\xD0\xB8\x38\xA6\x46\x43\xEF\x76\x9C\xF4\x79\x6B\x76\x68\x4D\xE5\x59\xC5\xE8\x0B\x07\xAB\x92\xDB\xA5\x39\x6D\x9F\x64\xC1\xE1\xFC\xF6\x3F\x60\x9C\x30\x6B\x5F\x53\x8A\x51\x9B\x75\x7D\x3F\x25\x75\x5D\xE7\x29\x90\x5C\xCA\x86\xF5\x93\xF1\x9F\xDF\x92\x9B\xB3\x2A\xB0\xE9\x7B\xA9\xBF\xDB\x76\x20\x05\x35\x6E\x20'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

