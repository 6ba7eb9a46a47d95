# PTF test for /tmp/tgwork/k32/kind10/main
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

logger = logging.getLogger('/tmp/tgwork/k32/kind10/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/tgwork/k32/kind10/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/tgwork/k32/kind10/main')

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
    # Current statement coverage: 0.091

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
    # Current statement coverage: 0.097

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
    # Current statement coverage: 0.1

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
    # Current statement coverage: 0.1

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
    # Current statement coverage: 0.1

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
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2F3A010B), ('P4rIngress.bitmap_seq.seq', 0x93B18D1F)], 5708)
        self.setRegisterValue('P4rIngress.rounds', 0x93B18D1F, 5708)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x05), ('P4rIngress.count_exp.exponent', 0xEA)], 5708)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5708)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x687ED784), ('P4rIngress.values_v0000.hi', 0xC6EF43F7)], 5708)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5DF61611), ('P4rIngress.values_v0001.hi', 0xB3920ECB)], 5708)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5573F230), ('P4rIngress.values_v0010.hi', 0x751E685C)], 5708)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x667E99D0), ('P4rIngress.values_v0011.hi', 0x66B394D3)], 5708)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5B245477), ('P4rIngress.values_v0100.hi', 0x5ECCF587)], 5708)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x41D12F47), ('P4rIngress.values_v0101.hi', 0x47CA3C67)], 5708)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x6645DAAA), ('P4rIngress.values_v0110.hi', 0xB909D714)], 5708)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6B5E0747), ('P4rIngress.values_v0111.hi', 0x773C8AC8)], 5708)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x719F821D), ('P4rIngress.values_v1000.hi', 0x54479F7F)], 5708)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x4DE15ADB), ('P4rIngress.values_v1001.hi', 0x36084D37)], 5708)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x72B55A5F), ('P4rIngress.values_v1010.hi', 0x00000000)], 5708)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x63690EC9), ('P4rIngress.values_v1011.hi', 0x5359579B)], 5708)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x58DE73C9), ('P4rIngress.values_v1100.hi', 0x9A65097C)], 5708)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5A0BDFE7), ('P4rIngress.values_v1101.hi', 0xBD9347B7)], 5708)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5F179A61), ('P4rIngress.values_v1110.hi', 0x040D7416)], 5708)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x60CF0C04), ('P4rIngress.values_v1111.hi', 0xDFF44B34)], 5708)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x09AB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001513),
                gc.DataTuple('slot_count', 0x000001EB),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD5CBF7E5),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0xF59304F5),
                gc.KeyTuple('src_port', 0x5919),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x09AB),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 52
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF5\x93\x04\xF5\x00\x00\x00\x00\x59\x19\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x09\xAB\x00\x10\xD5\xCB\xF7\xE5\x01\x39\x00\xF4\x93\xB1\x8D\x1F\x00\x20\x00\x00\x4E\xC5\x8E\x4A\x9E\xCD\xBE\x85\x40\x4D\xA2\xC7\xA0\xDD\xA7\xEE\x55\xFE\xDF\x74\x3E\x7F\x8E\xC4\x64\xFC\x2F\x1D\x54\x53\xF6\x53\x4E\xE9\xBD\x94\x35\xDC\x2A\x59\x77\x16\x80\x0F\x5D\x98\xDC\x8A\x53\xDE\x83\xB2\xBB\x77\x13\x95\x57\x49\x83\x53\x08\xC3\x75\x38\x70\x94\xC2\x6F\xA5\x86\xC0\xB7\x7F\x2C\x14\xE1\x4E\x9F\x7B\xC3\x62\x73\xDB\x59\x71\xBF\xB4\x16\x64\x43\xA9\x71\x3A\x8C\x6B\xAB\x5D\x51\x19\x1B\xB3\x35\x65\xB2\x59\xC5\xF9\x0F\x91\xDB\x14\x68\x6F\x03\xA7\xBB\xE7\x3C\x07\x5A\x79\x5D\x16\xD1\x91\xA4\x73\x9D\xDC\xE7\x05\xDD\xC4\x01\x65\x94\xA0\x61\x21\x5D\xAF\x95\x5B\x02\x97\x2F\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F\x51\xE8\x6D\xC0\x50\x21\xBA\x37\xC2\x1E\x86\x37\x1C\xA5\x76\x6B\x02\xC9\x9A\xA9\x51\xE9\xA5\xEC\x23\x3D\xDD\x81\x9D\x11\xE2\xE5\x75\x18\x7D\x19\x70\x95\xF3\x63\x77\xF8\x06\xE9\x95\xD5\x0E\x0C\xBA\xE7\x41\xE3\x35\x96\xCF\x7F\x7D\xF8\x6A\xFA\xC5\x87\x67\xE5\x5A\x5E\x9B\x52\xFA\xFC\x45\x1A\x03\x5C\xE7\x76\x54\x1C\x09\xB5\x7A\x14\xF5\xFA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF5\x93\x04\xF5\xBE\xEF\x59\x19\x00\xA0\x00\x00\x50\x34\x02\x82\x09\xAB\x00\x10\xD5\xCB\xF7\xE5\x01\x39\x00\xF4\x93\xB1\x8D\x1F\x00\x20\x00\x06\x7F\xFF\xFF\xFF\x9E\xCD\xBE\x85\x7F\xFF\xFF\xFF\xA0\xDD\xA7\xEE\x7F\xFF\xFF\xFF\x3E\x7F\x8E\xC4\x7F\xFF\xFF\xFF\x54\x53\xF6\x53\x7F\xFF\xFF\xFF\x35\xDC\x2A\x59\x7F\xFF\xFF\xFF\x5D\x98\xDC\x8A\x7F\xFF\xFF\xFF\xBB\x77\x13\x95\x7F\xFF\xFF\xFF\x08\xC3\x75\x38\x7F\xFF\xFF\xFF\xA5\x86\xC0\xB7\x7F\xFF\xFF\xFF\x4E\x9F\x7B\xC3\x7F\xFF\xFF\xFF\x71\xBF\xB4\x16\x7F\xFF\xFF\xFF\x3A\x8C\x6B\xAB\x7F\xFF\xFF\xFF\xB3\x35\x65\xB2\x7F\xFF\xFF\xFF\x91\xDB\x14\x68\x7F\xFF\xFF\xFF\xE7\x3C\x07\x5A\x7F\xFF\xFF\xFF\x91\xA4\x73\x9D\xDC\xE7\x05\xDD\xC4\x01\x65\x94\xA0\x61\x21\x5D\xAF\x95\x5B\x02\x97\x2F\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F\x51\xE8\x6D\xC0\x50\x21\xBA\x37\xC2\x1E\x86\x37\x1C\xA5\x76\x6B\x02\xC9\x9A\xA9\x51\xE9\xA5\xEC\x23\x3D\xDD\x81\x9D\x11\xE2\xE5\x75\x18\x7D\x19\x70\x95\xF3\x63\x77\xF8\x06\xE9\x95\xD5\x0E\x0C\xBA\xE7\x41\xE3\x35\x96\xCF\x7F\x7D\xF8\x6A\xFA\xC5\x87\x67\xE5\x5A\x5E\x9B\x52\xFA\xFC\x45\x1A\x03\x5C\xE7\x76\x54\x1C\x09\xB5\x7A\x14\xF5\xFA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x398049A6), ('P4rIngress.bitmap_seq.seq', 0xC552D000)], 3535)
        self.setRegisterValue('P4rIngress.rounds', 0xC552D000, 3535)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x11), ('P4rIngress.count_exp.exponent', 0x84)], 3535)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3535)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7CEEFA0E), ('P4rIngress.values_v0000.hi', 0xFD6FC88F)], 3535)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x67D66E65), ('P4rIngress.values_v0001.hi', 0x9CCAD65B)], 3535)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6CCC5D89), ('P4rIngress.values_v0010.hi', 0x6602DD41)], 3535)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x5FC16569), ('P4rIngress.values_v0011.hi', 0xBA74C564)], 3535)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x490EFE09), ('P4rIngress.values_v0100.hi', 0x5B1C8E14)], 3535)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x741D50C8), ('P4rIngress.values_v0101.hi', 0xD0A824E3)], 3535)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x507779CF), ('P4rIngress.values_v0110.hi', 0x2EF44252)], 3535)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x67915F06), ('P4rIngress.values_v0111.hi', 0x43D4C233)], 3535)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x7EFACE8A), ('P4rIngress.values_v1000.hi', 0x80000000)], 3535)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x41CCB4BD), ('P4rIngress.values_v1001.hi', 0x408EA43F)], 3535)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4535363A), ('P4rIngress.values_v1010.hi', 0x7178BE76)], 3535)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x4AA45CF9), ('P4rIngress.values_v1011.hi', 0x7451665E)], 3535)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x58D46960), ('P4rIngress.values_v1100.hi', 0x25F31CD5)], 3535)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5EB4491B), ('P4rIngress.values_v1101.hi', 0x60CB74C5)], 3535)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x771871F9), ('P4rIngress.values_v1110.hi', 0x1CEED13A)], 3535)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x53FAEF71), ('P4rIngress.values_v1111.hi', 0xD8565830)], 3535)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB8AD),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002EB),
                gc.DataTuple('slot_count', 0x000012CF),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2322E835),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0xF1F44521),
                gc.KeyTuple('src_port', 0xCFC4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB8AD),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0296),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF1\xF4\x45\x21\x00\x00\x00\x00\xCF\xC4\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB8\xAD\x00\x10\x23\x22\xE8\x35\x0A\xE4\x02\xD1\xC5\x52\xD0\x00\x00\x20\x00\x00\x64\x6E\x88\xCD\x1C\xC8\xF3\xD3\x7E\x0B\x8D\x24\x92\x99\xAE\x52\x66\xEE\xF0\xE9\x1E\x49\x6F\xB8\x7C\x9B\x67\x3C\xE2\x12\x55\x85\x69\xE2\xE4\x87\xE1\x8E\xE4\xAE\x51\x62\xC5\xE9\x88\xAC\x6C\x93\x45\x1B\x6E\x55\xE6\x1F\xFB\x0D\x64\xB0\x74\x10\x79\x62\x3C\x8E\x43\x9A\x48\x0C\x00\x00\x00\x00\x55\xCF\x44\x1D\x71\xD4\x15\x5F\x74\xD2\x28\x79\x79\xCC\x63\xD3\x4B\x2C\xA5\xF3\x62\x61\x47\x2E\x7A\x96\xCD\xA1\x73\x37\xD5\x35\x68\x7E\x67\xBB\xBA\x0B\xFE\x75\x47\x32\x2C\xF9\x4E\xEA\x9F\x07\x40\x1F\x47\x5C\xA4\xEC\xBA\x89\xBE\x95\x0E\xB4\xDC\xBB\xBB\xB5\xF2\xF3\xF9\xFA\xA8\x5F\x4F\x03\x28\x97\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7\x9D\xA2\xAA\xDF\x4A\x23\x67\xD2\x3F\xF7\x75\x51\xBF\x50\x6A\xB1\x3F\x36\x2E\x52\x31\xED\xFA\x1E\x02\xC1\xF0\xB3\xDB\x17\x91\x76\x3F\x5D\xE6\x61\x5A\x38\xD4\x01\x8C\x51\xCA\xC5\xAB\xF6\x7B\xA9\xCE\x3C\x8B\x2B\x8F\x7E\xE4\xA0\x6C\x3A\x5F\xFA\x46\x2C\xB6\xB2\x3F\x8E\x0C\x32\x94\x18\x8C\x70\xD0\x17\x48\x07\xAC\x77\x7F\xE5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF1\xF4\x45\x21\xBE\xEF\xCF\xC4\x00\xA0\x00\x00\x50\x34\x02\x82\xB8\xAD\x00\x10\x23\x22\xE8\x35\x0A\xE4\x00\xD1\xC5\x52\xD0\x00\x00\x20\x00\x12\x7F\xFF\xFF\xFF\x1C\xC8\xF3\xD3\x7F\xFF\xFF\xFF\x92\x99\xAE\x52\x7F\xFF\xFF\xFF\x1E\x49\x6F\xB8\x7F\xFF\xFF\xFF\xE2\x12\x55\x85\x7F\xFF\xFF\xFF\xE1\x8E\xE4\xAE\x7F\xFF\xFF\xFF\x88\xAC\x6C\x93\x7F\xFF\xFF\xFF\xE6\x1F\xFB\x0D\x7F\xFF\xFF\xFF\x79\x62\x3C\x8E\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x71\xD4\x15\x5F\x7F\xFF\xFF\xFF\x79\xCC\x63\xD3\x7F\xFF\xFF\xFF\x62\x61\x47\x2E\x7F\xFF\xFF\xFF\x73\x37\xD5\x35\x7F\xFF\xFF\xFF\xBA\x0B\xFE\x75\x7F\xFF\xFF\xFF\x4E\xEA\x9F\x07\x7F\xFF\xFF\xFF\xA4\xEC\xBA\x89\xBE\x95\x0E\xB4\xDC\xBB\xBB\xB5\xF2\xF3\xF9\xFA\xA8\x5F\x4F\x03\x28\x97\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7\x9D\xA2\xAA\xDF\x4A\x23\x67\xD2\x3F\xF7\x75\x51\xBF\x50\x6A\xB1\x3F\x36\x2E\x52\x31\xED\xFA\x1E\x02\xC1\xF0\xB3\xDB\x17\x91\x76\x3F\x5D\xE6\x61\x5A\x38\xD4\x01\x8C\x51\xCA\xC5\xAB\xF6\x7B\xA9\xCE\x3C\x8B\x2B\x8F\x7E\xE4\xA0\x6C\x3A\x5F\xFA\x46\x2C\xB6\xB2\x3F\x8E\x0C\x32\x94\x18\x8C\x70\xD0\x17\x48\x07\xAC\x77\x7F\xE5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD932C9D2), ('P4rIngress.bitmap_seq.seq', 0x0277B000)], 7839)
        self.setRegisterValue('P4rIngress.rounds', 0x0277B000, 7839)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1A), ('P4rIngress.count_exp.exponent', 0x28)], 7839)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 7839)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5C8DCD04), ('P4rIngress.values_v0000.hi', 0x8D4E8B5F)], 7839)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x601A4A76), ('P4rIngress.values_v0001.hi', 0xDABD6116)], 7839)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x61587292), ('P4rIngress.values_v0010.hi', 0x413D454C)], 7839)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x75AF22ED), ('P4rIngress.values_v0011.hi', 0x2E1229E3)], 7839)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x79F7E3AF), ('P4rIngress.values_v0100.hi', 0x3EF3513F)], 7839)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x7CE42DAD), ('P4rIngress.values_v0101.hi', 0x49C28528)], 7839)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x48EC7093), ('P4rIngress.values_v0110.hi', 0xC7ECEAAB)], 7839)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x4F3A93F5), ('P4rIngress.values_v0111.hi', 0x6B2E2639)], 7839)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x70CAA709), ('P4rIngress.values_v1000.hi', 0x8CA8DFE6)], 7839)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x689F1415), ('P4rIngress.values_v1001.hi', 0x75D58499)], 7839)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x467325DB), ('P4rIngress.values_v1010.hi', 0xB99EBBDE)], 7839)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x40EBB978), ('P4rIngress.values_v1011.hi', 0x253F31A8)], 7839)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4DB87868), ('P4rIngress.values_v1100.hi', 0xDBD9B6F9)], 7839)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7ACBFEF6), ('P4rIngress.values_v1101.hi', 0xD0639EC5)], 7839)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5263F099), ('P4rIngress.values_v1110.hi', 0x51D8865B)], 7839)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x45A6F4C4), ('P4rIngress.values_v1111.hi', 0xE6F47A93)], 7839)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE1EB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E27),
                gc.DataTuple('slot_count', 0x000010B2),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x00998652),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0x17DCC507),
                gc.KeyTuple('src_port', 0x679F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE1EB),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x002D),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x17\xDC\xC5\x07\x00\x00\x00\x00\x67\x9F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE1\xEB\x00\x10\x00\x99\x86\x52\x10\x78\x02\x84\x02\x77\xB0\x00\x00\x20\x00\x00\x76\x0F\x61\xFA\xCF\x76\xDB\x5B\x69\x51\xDB\x5F\x90\x5D\x18\xB6\x6D\xAB\x51\xD8\x77\xC9\x7D\x57\x5A\x90\x2E\x42\x62\x73\x02\x87\x4A\x82\xAA\x38\x44\xE1\x95\x25\x47\x76\x69\x57\x52\xCB\x75\x6A\x53\xE1\x95\xC5\xB6\x33\x97\xAF\x69\xF0\x29\x66\x55\x3A\x86\x29\x6E\x9C\xB3\xC8\x3E\xF6\xC3\xED\x74\x5A\xBF\x23\x24\x43\x8F\xC0\x49\x97\x62\x55\x34\x30\x31\x75\x75\x9E\x95\x2F\x64\xCA\x5A\x2A\x78\xA9\xCB\xF3\x91\xD1\xC0\xCB\x56\x7B\x33\xAC\xA6\x42\x15\xCF\x66\x5F\xA5\x61\xDD\xFD\x77\x55\x5B\xB7\x44\x28\x56\x37\x2A\x96\xEC\x67\x9E\x2E\x97\xB3\x6F\x70\x36\x15\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x17\xDC\xC5\x07\xBE\xEF\x67\x9F\x00\xA0\x00\x00\x50\x34\x02\x82\xE1\xEB\x00\x10\x00\x99\x86\x52\x10\x78\x00\x84\x02\x77\xB0\x00\x00\x20\x00\x1B\x7F\xFF\xFF\xFF\xCF\x76\xDB\x5B\x7F\xFF\xFF\xFF\x90\x5D\x18\xB6\x7F\xFF\xFF\xFF\x77\xC9\x7D\x57\x7F\xFF\xFF\xFF\x62\x73\x02\x87\x7F\xFF\xFF\xFF\x44\xE1\x95\x25\x7F\xFF\xFF\xFF\x52\xCB\x75\x6A\x7F\xFF\xFF\xFF\xB6\x33\x97\xAF\x7F\xFF\xFF\xFF\x55\x3A\x86\x29\x7F\xFF\xFF\xFF\x3E\xF6\xC3\xED\x7F\xFF\xFF\xFF\x24\x43\x8F\xC0\x7F\xFF\xFF\xFF\x34\x30\x31\x75\x7F\xFF\xFF\xFF\x64\xCA\x5A\x2A\x7F\xFF\xFF\xFF\x91\xD1\xC0\xCB\x7F\xFF\xFF\xFF\xA6\x42\x15\xCF\x7F\xFF\xFF\xFF\xDD\xFD\x77\x55\x7F\xFF\xFF\xFF\x56\x37\x2A\x96\xEC\x67\x9E\x2E\x97\xB3\x6F\x70\x36\x15\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4EC6FF7A), ('P4rIngress.bitmap_seq.seq', 0x33400000)], 4173)
        self.setRegisterValue('P4rIngress.rounds', 0x33400000, 4173)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1C), ('P4rIngress.count_exp.exponent', 0x5B)], 4173)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4173)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x472EEA65), ('P4rIngress.values_v0000.hi', 0x1972CABB)], 4173)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5AD5DD7B), ('P4rIngress.values_v0001.hi', 0xB742CEAF)], 4173)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5BC3273F), ('P4rIngress.values_v0010.hi', 0x2AEAD20C)], 4173)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x44A5D2DE), ('P4rIngress.values_v0011.hi', 0x16D11599)], 4173)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7F908FCD), ('P4rIngress.values_v0100.hi', 0x656C6BEC)], 4173)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x49DB7D56), ('P4rIngress.values_v0101.hi', 0x839B3C9B)], 4173)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x505FD783), ('P4rIngress.values_v0110.hi', 0x6CA7A046)], 4173)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x795C9441), ('P4rIngress.values_v0111.hi', 0x77248CCB)], 4173)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x593612C9), ('P4rIngress.values_v1000.hi', 0xB0195482)], 4173)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x53EE259E), ('P4rIngress.values_v1001.hi', 0x9AF2A487)], 4173)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x54C9DD6A), ('P4rIngress.values_v1010.hi', 0x604A83CB)], 4173)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7DB7DDB4), ('P4rIngress.values_v1011.hi', 0x5EB3DBF4)], 4173)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6256DAAB), ('P4rIngress.values_v1100.hi', 0x5EFEF074)], 4173)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x481DD9F6), ('P4rIngress.values_v1101.hi', 0xA16C9E8B)], 4173)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6760EB6F), ('P4rIngress.values_v1110.hi', 0x5C867A88)], 4173)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x7855AE4E), ('P4rIngress.values_v1111.hi', 0x2360675C)], 4173)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x45AD),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000EA5),
                gc.DataTuple('slot_count', 0x00000CBD),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x83DC21A3),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x031),
                gc.KeyTuple('src_addr', 0x00B20729),
                gc.KeyTuple('src_port', 0x47FD),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x45AD),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0064),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\xB2\x07\x29\x00\x00\x00\x00\x47\xFD\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x45\xAD\x00\x10\x83\xDC\x21\xA3\x01\xA8\x02\xC3\x33\x40\x00\x00\x00\x20\x00\x00\x65\x2A\xCA\x89\xBF\x16\x06\x2B\x53\x4B\xB0\xD3\xA7\x05\x1D\xA8\x49\xDF\x51\xF5\x75\x02\xBE\xE3\x6D\x55\x92\x3A\x06\x3F\x43\x93\x7C\x19\x52\x65\x2A\xF5\x9B\x71\x7A\xE8\x85\xB1\x99\xE5\xE1\x52\x63\x4D\x52\x1E\x66\xE3\xE6\xDF\x7F\xAF\x1C\xF1\x25\x94\x9B\x19\x78\xBF\x9B\xC0\xBB\x4B\x26\xB3\x76\xAA\x76\xAD\xA9\xF4\xB9\x12\x66\xB0\x88\xCD\x79\xC7\xAB\xDB\x77\x27\xC5\xD4\x5A\xFF\x4F\x81\x66\xCC\xD8\x0F\x25\x30\x64\x21\x41\x9C\xE0\xA2\xB5\x36\x3A\x13\x78\x9B\x50\xC9\x5E\x4B\x2A\x4B\x74\xB8\x82\x4B\x79\x70\x77\x59\x0B\x80\x63\x4B\xA4\xBA\x35\xED\xA2\xE7\x2B\x98\xDD\x55\xB9\x4E\x7A\x1A\x03\xA3\x62\x4D\x27\xF5\xD1\x7A\x2A\xBF\xB9\xC5\x00\xD0\x1D\xDE\x30\x99\xD8\x23\x3E\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x00\xB2\x07\x29\xBE\xEF\x47\xFD\x00\xA0\x00\x00\x50\x34\x02\x82\x45\xAD\x00\x10\x83\xDC\x21\xA3\x01\xA8\x00\xC3\x33\x40\x00\x00\x00\x20\x00\x1D\x7F\xFF\xFF\xFF\xBF\x16\x06\x2B\x7F\xFF\xFF\xFF\xA7\x05\x1D\xA8\x7F\xFF\xFF\xFF\x75\x02\xBE\xE3\x7F\xFF\xFF\xFF\x06\x3F\x43\x93\x7F\xFF\xFF\xFF\x2A\xF5\x9B\x71\x7F\xFF\xFF\xFF\x99\xE5\xE1\x52\x7F\xFF\xFF\xFF\x66\xE3\xE6\xDF\x7F\xFF\xFF\xFF\x25\x94\x9B\x19\x7F\xFF\xFF\xFF\xBB\x4B\x26\xB3\x7F\xFF\xFF\xFF\xA9\xF4\xB9\x12\x7F\xFF\xFF\xFF\x79\xC7\xAB\xDB\x7F\xFF\xFF\xFF\x5A\xFF\x4F\x81\x7F\xFF\xFF\xFF\x25\x30\x64\x21\x7F\xFF\xFF\xFF\xB5\x36\x3A\x13\x7F\xFF\xFF\xFF\x5E\x4B\x2A\x4B\x7F\xFF\xFF\xFF\x79\x70\x77\x59\x0B\x80\x63\x4B\xA4\xBA\x35\xED\xA2\xE7\x2B\x98\xDD\x55\xB9\x4E\x7A\x1A\x03\xA3\x62\x4D\x27\xF5\xD1\x7A\x2A\xBF\xB9\xC5\x00\xD0\x1D\xDE\x30\x99\xD8\x23\x3E\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1083C9D1), ('P4rIngress.bitmap_seq.seq', 0x7CEC0000)], 7173)
        self.setRegisterValue('P4rIngress.rounds', 0x7CEC0000, 7173)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x17), ('P4rIngress.count_exp.exponent', 0xD2)], 7173)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 7173)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x73EF3BAD), ('P4rIngress.values_v0000.hi', 0x85D57CC0)], 7173)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x43ECB16F), ('P4rIngress.values_v0001.hi', 0x8B9F3A3D)], 7173)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x757B1D63), ('P4rIngress.values_v0010.hi', 0xABD86045)], 7173)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x4B264E85), ('P4rIngress.values_v0011.hi', 0x5FFFBD6E)], 7173)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7DEE8C76), ('P4rIngress.values_v0100.hi', 0xE8A0F943)], 7173)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x434469EF), ('P4rIngress.values_v0101.hi', 0x9E736BA3)], 7173)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7D5EA183), ('P4rIngress.values_v0110.hi', 0xC1250A9C)], 7173)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5AB26D9D), ('P4rIngress.values_v0111.hi', 0x3D7BFC97)], 7173)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x66946E72), ('P4rIngress.values_v1000.hi', 0xB6979B0D)], 7173)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6C69EB51), ('P4rIngress.values_v1001.hi', 0xF0E7E6DF)], 7173)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x786AAE5C), ('P4rIngress.values_v1010.hi', 0x26C856EB)], 7173)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x66B1CBE0), ('P4rIngress.values_v1011.hi', 0x7CF082A3)], 7173)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x47B4CB5B), ('P4rIngress.values_v1100.hi', 0xD9CD36CA)], 7173)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5E3A253B), ('P4rIngress.values_v1101.hi', 0x00000000)], 7173)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7CD6F58E), ('P4rIngress.values_v1110.hi', 0x21973353)], 7173)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x568B78E6), ('P4rIngress.values_v1111.hi', 0x69FB2BC2)], 7173)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5964),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004C9),
                gc.DataTuple('slot_count', 0x000018FC),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x98AD9A09),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x15940C63),
                gc.KeyTuple('src_port', 0x2BCD),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5964),
                gc.DataTuple('rank', 0x0012),
                gc.DataTuple('worker_index', 0x0175),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x15\x94\x0C\x63\x00\x00\x00\x00\x2B\xCD\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x59\x64\x00\x12\x98\xAD\x9A\x09\x17\x3C\x02\xE1\x7C\xEC\x00\x00\x00\x20\x00\x00\x73\x84\x2E\xE9\xAB\x09\x36\xA5\x5F\x96\xBA\xB6\xC5\x4B\x0A\xF1\x63\x03\xF1\xA3\xB1\x9A\x24\xE5\x6B\x44\x64\x47\xDE\xEC\xBF\x6A\x44\x21\xAC\x15\x8E\xAF\xEA\x9D\x57\x8C\x07\x26\x2A\xF2\xD9\x61\x47\x49\x7F\x5F\x9F\xAF\xDB\xC9\x7F\xF2\x81\x7E\xC7\x4B\xDA\x65\x72\xF6\x65\x31\x9A\x87\xF3\xF5\x6B\xBB\xDC\xC3\xF3\x9B\x32\xBD\x57\x2C\xC5\x7C\x63\x2A\x7C\x4B\x51\x92\x38\xFB\x14\xC9\xDA\xA0\x5C\x19\x49\xC4\x37\x61\x9F\x26\x58\x2E\xBA\x91\x80\x00\x00\x00\x7D\x78\xA6\x8A\x75\x57\xAC\x59\x4C\x84\xEE\xBD\x49\xA1\x6B\x02\xC0\x28\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11\x8C\x2E\xF4\x07\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x15\x94\x0C\x63\xBE\xEF\x2B\xCD\x00\xA0\x00\x00\x50\x34\x02\x82\x59\x64\x00\x12\x98\xAD\x9A\x09\x17\x3C\x00\xE1\x7C\xEC\x00\x00\x00\x20\x00\x18\x7F\xFF\xFF\xFF\xAB\x09\x36\xA5\x7F\xFF\xFF\xFF\xC5\x4B\x0A\xF1\x7F\xFF\xFF\xFF\xB1\x9A\x24\xE5\x7F\xFF\xFF\xFF\xDE\xEC\xBF\x6A\x7F\xFF\xFF\xFF\x8E\xAF\xEA\x9D\x7F\xFF\xFF\xFF\x2A\xF2\xD9\x61\x7F\xFF\xFF\xFF\x9F\xAF\xDB\xC9\x7F\xFF\xFF\xFF\xC7\x4B\xDA\x65\x7F\xFF\xFF\xFF\x9A\x87\xF3\xF5\x7F\xFF\xFF\xFF\xF3\x9B\x32\xBD\x7F\xFF\xFF\xFF\x63\x2A\x7C\x4B\x7F\xFF\xFF\xFF\x14\xC9\xDA\xA0\x7F\xFF\xFF\xFF\x37\x61\x9F\x26\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x75\x57\xAC\x59\x7F\xFF\xFF\xFF\x49\xA1\x6B\x02\xC0\x28\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11\x8C\x2E\xF4\x07\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA8AEB090), ('P4rIngress.bitmap_seq.seq', 0x2D866287)], 3366)
        self.setRegisterValue('P4rIngress.rounds', 0x2D866287, 3366)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0E), ('P4rIngress.count_exp.exponent', 0x6A)], 3366)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3366)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7D970837), ('P4rIngress.values_v0000.hi', 0x3BFB64AF)], 3366)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x75CCBBEF), ('P4rIngress.values_v0001.hi', 0x952B2503)], 3366)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x42D78975), ('P4rIngress.values_v0010.hi', 0x2B63C5FB)], 3366)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x78ED1EFD), ('P4rIngress.values_v0011.hi', 0xE5FC17F1)], 3366)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6BC6F2B5), ('P4rIngress.values_v0100.hi', 0x4F7D3532)], 3366)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x443BF35F), ('P4rIngress.values_v0101.hi', 0xAAB34FED)], 3366)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x56A66905), ('P4rIngress.values_v0110.hi', 0x4D54DA81)], 3366)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x48A3E00C), ('P4rIngress.values_v0111.hi', 0x39231D5D)], 3366)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x5946D52B), ('P4rIngress.values_v1000.hi', 0x8C651F2A)], 3366)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x773736EE), ('P4rIngress.values_v1001.hi', 0xD8C78FBE)], 3366)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6789B2B2), ('P4rIngress.values_v1010.hi', 0x49CAA350)], 3366)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x612D576E), ('P4rIngress.values_v1011.hi', 0x3E67ADEB)], 3366)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x629019EF), ('P4rIngress.values_v1100.hi', 0x719D1CCE)], 3366)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x6C271744), ('P4rIngress.values_v1101.hi', 0x4345F625)], 3366)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x4141DA57), ('P4rIngress.values_v1110.hi', 0x5CE52925)], 3366)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x656B28C4), ('P4rIngress.values_v1111.hi', 0x911BF724)], 3366)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x45EC),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000637),
                gc.DataTuple('slot_count', 0x00001613),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xECC01345),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00D),
                gc.KeyTuple('src_addr', 0xE7D4AA1D),
                gc.KeyTuple('src_port', 0x918D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x45EC),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01FD),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        ig_port = 13
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE7\xD4\xAA\x1D\x00\x00\x00\x00\x91\x8D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x45\xEC\x00\x10\xEC\xC0\x13\x45\x06\xEF\x00\xD5\x2D\x86\x62\x87\x00\x20\x00\x00\x58\x67\xC4\x19\xE8\xC8\x6E\xCA\x5E\x85\x7A\x7F\xE8\x5B\xF1\x30\x71\x27\x18\x46\x73\x90\x6C\x69\x66\xDB\xD4\x6E\xF4\xFD\xED\x6F\x4C\x92\xCB\xEF\x6F\xAE\xD9\x37\x40\x56\xAA\x79\x9B\x33\x3D\xC7\x43\x87\x4B\xAD\x47\x53\x38\x98\x4D\xD1\xF5\x4C\x7C\xBF\xBD\x45\x7D\x27\xD8\x9F\xAC\xA5\xB8\xB4\x73\xEC\xAF\x35\x83\x52\x1B\x49\x44\x3D\x2E\x8F\x3A\xDE\xD0\x6C\x65\x4D\xD0\x17\x57\x33\xE4\x33\x65\x67\xA9\xCD\x13\x8A\x64\xCB\x73\xA9\xDE\x7A\x51\xDD\x0A\x4F\x51\x62\x51\xB6\x44\xF7\xB3\x8D\x79\xCB\x6C\x4F\xB5\x0B\x74\xE4\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E\x50\x35\xF9\xFD\x38\xB3\x0C\x43\x43\x11\xE8\x15\xAC\xCA\xF0\x6A\x59\xB7\x5E\x12\x58\x7F\xB7\xD7\x99\x3C\x91\xB5\x6D\x25\x27\x08\x98\x06\x28\xBB\xD4\x00\xAD\xD7\x11\xD8\x0B\xF6\x71\xB1\xA8\xA4\x76\xD7\xF9\x89\x75\x15\x8E\x86\x0A\x43\xB0\xAA\x52\xFA\xBE\x35\xF3\x30\x40\xD5\x9D\x26\xA7\xC1\xA1\x32\x25\x5B\x4A\x46\xE8\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE7\xD4\xAA\x1D\xBE\xEF\x91\x8D\x00\xA0\x00\x00\x50\x34\x02\x82\x45\xEC\x00\x10\xEC\xC0\x13\x45\x06\xEF\x00\xD5\x2D\x86\x62\x87\x00\x20\x00\x0F\x7F\xFF\xFF\xFF\xE8\xC8\x6E\xCA\x7F\xFF\xFF\xFF\xE8\x5B\xF1\x30\x7F\xFF\xFF\xFF\x73\x90\x6C\x69\x7F\xFF\xFF\xFF\xF4\xFD\xED\x6F\x7F\xFF\xFF\xFF\x6F\xAE\xD9\x37\x7F\xFF\xFF\xFF\x9B\x33\x3D\xC7\x7F\xFF\xFF\xFF\x47\x53\x38\x98\x7F\xFF\xFF\xFF\x7C\xBF\xBD\x45\x7F\xFF\xFF\xFF\xAC\xA5\xB8\xB4\x7F\xFF\xFF\xFF\x83\x52\x1B\x49\x7F\xFF\xFF\xFF\x3A\xDE\xD0\x6C\x7F\xFF\xFF\xFF\x57\x33\xE4\x33\x7F\xFF\xFF\xFF\x13\x8A\x64\xCB\x7F\xFF\xFF\xFF\x51\xDD\x0A\x4F\x7F\xFF\xFF\xFF\x44\xF7\xB3\x8D\x7F\xFF\xFF\xFF\xB5\x0B\x74\xE4\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E\x50\x35\xF9\xFD\x38\xB3\x0C\x43\x43\x11\xE8\x15\xAC\xCA\xF0\x6A\x59\xB7\x5E\x12\x58\x7F\xB7\xD7\x99\x3C\x91\xB5\x6D\x25\x27\x08\x98\x06\x28\xBB\xD4\x00\xAD\xD7\x11\xD8\x0B\xF6\x71\xB1\xA8\xA4\x76\xD7\xF9\x89\x75\x15\x8E\x86\x0A\x43\xB0\xAA\x52\xFA\xBE\x35\xF3\x30\x40\xD5\x9D\x26\xA7\xC1\xA1\x32\x25\x5B\x4A\x46\xE8\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xF90EE0B5), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 4893)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 4893)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x06), ('P4rIngress.count_exp.exponent', 0x24)], 4893)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4893)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x729532DB), ('P4rIngress.values_v0000.hi', 0x0DAEE4B1)], 4893)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x4776E07A), ('P4rIngress.values_v0001.hi', 0xA99D129C)], 4893)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x762D63F3), ('P4rIngress.values_v0010.hi', 0x78B5DAD1)], 4893)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x63CDD9CD), ('P4rIngress.values_v0011.hi', 0x281BABE7)], 4893)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x432A9D6C), ('P4rIngress.values_v0100.hi', 0x6A359A52)], 4893)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4537B023), ('P4rIngress.values_v0101.hi', 0x931AB976)], 4893)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7D50532B), ('P4rIngress.values_v0110.hi', 0x5D1780F9)], 4893)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x64F60D4B), ('P4rIngress.values_v0111.hi', 0x3C8C6AFA)], 4893)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x7C5AE11F), ('P4rIngress.values_v1000.hi', 0x4A852852)], 4893)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x70D64C1A), ('P4rIngress.values_v1001.hi', 0xAC2998E5)], 4893)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4E576B21), ('P4rIngress.values_v1010.hi', 0xF36B5C5B)], 4893)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x753520CC), ('P4rIngress.values_v1011.hi', 0x28A9BE49)], 4893)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6A8B56A5), ('P4rIngress.values_v1100.hi', 0x5235B0CF)], 4893)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x484BC3BB), ('P4rIngress.values_v1101.hi', 0xB09AA376)], 4893)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x4966D23A), ('P4rIngress.values_v1110.hi', 0x7AB6CFFC)], 4893)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x71D40463), ('P4rIngress.values_v1111.hi', 0xB9FEE80E)], 4893)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xFEB6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001E4),
                gc.DataTuple('slot_count', 0x000012E4),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x640D2828),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x008),
                gc.KeyTuple('src_addr', 0xD788F1AF),
                gc.KeyTuple('src_port', 0x69D7),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xFEB6),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03EB),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD7\x88\xF1\xAF\x00\x00\x00\x00\x69\xD7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xFE\xB6\x00\x10\x64\x0D\x28\x28\x11\x39\x04\xD0\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x5A\x56\x74\x4B\x34\xDB\x1D\xED\x59\x32\x5C\xDA\x8C\xBA\x68\xD7\x5D\x1D\xCF\x21\x2B\x2C\xAA\xDD\x72\x99\xEC\xA9\xAF\xD9\xB5\xA5\x63\xEA\x91\x0C\x28\x65\x33\xD6\x62\x71\x23\x5A\xD3\xDB\x8D\xF4\x6A\xE0\x39\x16\x59\x34\xA2\x31\x5E\x60\xB1\x08\x7B\xFF\xCA\x4F\x77\x65\xEC\xAD\x67\xB6\x5B\xCE\x60\x74\x3F\x17\x73\xB9\x27\x6D\x41\x45\x26\x23\xA3\x45\xF9\x69\x5B\x93\x0B\x92\x69\xF9\x14\xC7\x6A\xE0\xCB\xAC\x4B\x37\x26\x1C\x52\xEC\xB5\xDE\xAA\x70\x7E\x6B\x7C\xF3\x38\xF1\x15\xA6\xF9\x93\x5E\x67\x3D\x2F\xDE\xEC\x8E\x2D\x37\xD5\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C\xD0\x13\x82\xD3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD7\x88\xF1\xAF\xBE\xEF\x69\xD7\x00\xA0\x00\x00\x50\x34\x02\x82\xFE\xB6\x00\x10\x64\x0D\x28\x28\x11\x39\x00\xD0\xFF\xFF\xFF\xFF\x00\x20\x00\x07\x7F\xFF\xFF\xFF\x34\xDB\x1D\xED\x7F\xFF\xFF\xFF\x8C\xBA\x68\xD7\x7F\xFF\xFF\xFF\x2B\x2C\xAA\xDD\x7F\xFF\xFF\xFF\xAF\xD9\xB5\xA5\x7F\xFF\xFF\xFF\x28\x65\x33\xD6\x7F\xFF\xFF\xFF\xD3\xDB\x8D\xF4\x7F\xFF\xFF\xFF\x59\x34\xA2\x31\x7F\xFF\xFF\xFF\x7B\xFF\xCA\x4F\x7F\xFF\xFF\xFF\x67\xB6\x5B\xCE\x7F\xFF\xFF\xFF\x73\xB9\x27\x6D\x7F\xFF\xFF\xFF\xA3\x45\xF9\x69\x7F\xFF\xFF\xFF\x69\xF9\x14\xC7\x7F\xFF\xFF\xFF\x4B\x37\x26\x1C\x7F\xFF\xFF\xFF\xAA\x70\x7E\x6B\x7F\xFF\xFF\xFF\x15\xA6\xF9\x93\x7F\xFF\xFF\xFF\xDE\xEC\x8E\x2D\x37\xD5\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C\xD0\x13\x82\xD3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x61861EA7), ('P4rIngress.bitmap_seq.seq', 0x98000000)], 1449)
        self.setRegisterValue('P4rIngress.rounds', 0x98000000, 1449)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0x77)], 1449)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1449)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x76FE5BE7), ('P4rIngress.values_v0000.hi', 0xB32EFDAE)], 1449)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x4AB269FB), ('P4rIngress.values_v0001.hi', 0x9BC20DDD)], 1449)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x57097F24), ('P4rIngress.values_v0010.hi', 0x7E145527)], 1449)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7C831D23), ('P4rIngress.values_v0011.hi', 0x5029ABB7)], 1449)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x51D2715B), ('P4rIngress.values_v0100.hi', 0x5D2E1D0F)], 1449)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x7A89AAEF), ('P4rIngress.values_v0101.hi', 0x451482FD)], 1449)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x799B5FC5), ('P4rIngress.values_v0110.hi', 0x9E2A6B29)], 1449)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5C1BC0B3), ('P4rIngress.values_v0111.hi', 0x166940B9)], 1449)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x52BA47F4), ('P4rIngress.values_v1000.hi', 0x47F41B23)], 1449)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7929FE41), ('P4rIngress.values_v1001.hi', 0x6B5FD6BE)], 1449)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x68B5819B), ('P4rIngress.values_v1010.hi', 0xCC51E6B5)], 1449)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x56FBCE21), ('P4rIngress.values_v1011.hi', 0xE2C1EB59)], 1449)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x771752F2), ('P4rIngress.values_v1100.hi', 0x8F712533)], 1449)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x6C10DBC7), ('P4rIngress.values_v1101.hi', 0x9F87B419)], 1449)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x631621C5), ('P4rIngress.values_v1110.hi', 0x37EDC1F4)], 1449)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x55CE634C), ('P4rIngress.values_v1111.hi', 0x6BA53F46)], 1449)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF97D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000141),
                gc.DataTuple('slot_count', 0x0000124B),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD67B84E4),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x021),
                gc.KeyTuple('src_addr', 0xFD53D2A2),
                gc.KeyTuple('src_port', 0x60F4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF97D),
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
        ig_port = 33
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFD\x53\xD2\xA2\x00\x00\x00\x00\x60\xF4\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF9\x7D\x00\x10\xD6\x7B\x84\xE4\x04\x68\x02\xAC\x98\x00\x00\x00\x00\x20\x00\x00\x71\x3C\x50\xF1\x85\xC0\xB1\x66\x48\xA3\x43\xC1\xE3\xB3\x75\xF8\x6D\x77\x27\x68\x2E\xBA\x32\x6C\x71\xDD\xCB\xF9\x5F\xB0\xAB\x24\x6C\xB8\xDE\x44\x55\x43\xAD\x03\x77\xA9\x9A\x85\x3F\x7C\x5E\x31\x59\xBE\x23\x8D\xB4\xFC\xB8\x31\x76\x98\x55\xB9\x75\x03\x31\xA9\x61\xF8\x72\x3D\x4C\x71\x33\xB5\x63\x3C\x69\x3A\x4B\x44\x8B\x30\x6D\x36\x85\x66\x91\xD6\x8A\xB0\x6C\xF0\x95\xF5\xCE\x40\x8F\xEB\x66\x13\xB4\x2A\xD5\x35\x27\x2E\x77\x61\xBA\xF2\x93\xA1\x18\xF0\x4E\x72\x01\x5A\x74\xCE\xAC\xDD\x7D\xCF\x3E\x8E\x2F\xF9\x7F\x77\xAE\xB5\x49\xEF\x94\xC0\x02\x9B\xDC\x5C\x06\x73\x28\x28\x8D\x47\x6B\xF2\x79\x7A\x2C\xE6\xDB\xEB\xFF\x8F\xAB\x8F\x7B\x95\xC4\x72\x34\xBC\xF9\x8D\xF7\x5B\x2F\xE5\xF0\xC4\x18\x3F\x3A\xF4\xD8\x95\xD9\x65\x8A\xEE\xE2\xD3\xAA\x2F\x33\xD1\x8B\xCF\x81\x7F\xFE\xE3\x6D\x4B\x0D\x54\x2A\xFF\xDA\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65\xA5\xD4\x4B\xC1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xFD\x53\xD2\xA2\xBE\xEF\x60\xF4\x00\xA0\x00\x00\x50\x34\x02\x82\xF9\x7D\x00\x10\xD6\x7B\x84\xE4\x04\x68\x00\xAC\x98\x00\x00\x00\x00\x20\x00\x10\x7F\xFF\xFF\xFF\x85\xC0\xB1\x66\x7F\xFF\xFF\xFF\xE3\xB3\x75\xF8\x7F\xFF\xFF\xFF\x2E\xBA\x32\x6C\x7F\xFF\xFF\xFF\x5F\xB0\xAB\x24\x7F\xFF\xFF\xFF\x55\x43\xAD\x03\x7F\xFF\xFF\xFF\x3F\x7C\x5E\x31\x7F\xFF\xFF\xFF\xB4\xFC\xB8\x31\x7F\xFF\xFF\xFF\x75\x03\x31\xA9\x7F\xFF\xFF\xFF\x4C\x71\x33\xB5\x7F\xFF\xFF\xFF\x4B\x44\x8B\x30\x7F\xFF\xFF\xFF\x91\xD6\x8A\xB0\x7F\xFF\xFF\xFF\xCE\x40\x8F\xEB\x7F\xFF\xFF\xFF\xD5\x35\x27\x2E\x7F\xFF\xFF\xFF\x93\xA1\x18\xF0\x7F\xFF\xFF\xFF\x74\xCE\xAC\xDD\x7F\xFF\xFF\xFF\x2F\xF9\x7F\x77\xAE\xB5\x49\xEF\x94\xC0\x02\x9B\xDC\x5C\x06\x73\x28\x28\x8D\x47\x6B\xF2\x79\x7A\x2C\xE6\xDB\xEB\xFF\x8F\xAB\x8F\x7B\x95\xC4\x72\x34\xBC\xF9\x8D\xF7\x5B\x2F\xE5\xF0\xC4\x18\x3F\x3A\xF4\xD8\x95\xD9\x65\x8A\xEE\xE2\xD3\xAA\x2F\x33\xD1\x8B\xCF\x81\x7F\xFE\xE3\x6D\x4B\x0D\x54\x2A\xFF\xDA\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65\xA5\xD4\x4B\xC1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1FA66B7A), ('P4rIngress.bitmap_seq.seq', 0xB6BDF574)], 6247)
        self.setRegisterValue('P4rIngress.rounds', 0xB6BDF574, 6247)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x17), ('P4rIngress.count_exp.exponent', 0x7E)], 6247)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6247)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x542ACF0B), ('P4rIngress.values_v0000.hi', 0x01F365ED)], 6247)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x61E98490), ('P4rIngress.values_v0001.hi', 0xBBA6255A)], 6247)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x767EB35E), ('P4rIngress.values_v0010.hi', 0x60686514)], 6247)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7AF8D47E), ('P4rIngress.values_v0011.hi', 0x80000000)], 6247)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6AE35F17), ('P4rIngress.values_v0100.hi', 0x38853C6D)], 6247)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x622D9219), ('P4rIngress.values_v0101.hi', 0xABF19743)], 6247)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x52A03A41), ('P4rIngress.values_v0110.hi', 0x761F578F)], 6247)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x583532B1), ('P4rIngress.values_v0111.hi', 0x598CA8D0)], 6247)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x54EAE5DE), ('P4rIngress.values_v1000.hi', 0x5113F3CD)], 6247)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x65CD073F), ('P4rIngress.values_v1001.hi', 0xADFDBA0B)], 6247)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6C4924F0), ('P4rIngress.values_v1010.hi', 0x75678FC9)], 6247)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5E45956A), ('P4rIngress.values_v1011.hi', 0x7C96EB0F)], 6247)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x75E48989), ('P4rIngress.values_v1100.hi', 0x34A222A9)], 6247)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x4E63B747), ('P4rIngress.values_v1101.hi', 0xA2F87B37)], 6247)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x4E6EE7A8), ('P4rIngress.values_v1110.hi', 0xECF4ED6D)], 6247)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x54BE3F61), ('P4rIngress.values_v1111.hi', 0x50928CAC)], 6247)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xDBED),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000113),
                gc.DataTuple('slot_count', 0x00001B62),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8BCFED1A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0x52886CC6),
                gc.KeyTuple('src_port', 0xB19B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xDBED),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0201),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x52\x88\x6C\xC6\x00\x00\x00\x00\xB1\x9B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xDB\xED\x00\x10\x8B\xCF\xED\x1A\x17\x54\x06\xDA\xB6\xBD\xF5\x74\x00\x20\x00\x00\x67\xA6\x95\x97\xFB\xB3\x75\xED\x6F\xB9\xB4\x59\x8D\x5E\xFA\x6B\x79\xFB\xC9\x93\x6D\x2B\x45\x35\x5F\x8E\xA4\x9A\x2B\x3F\x8F\x39\x69\x9D\xCE\x03\x4D\x79\x0E\xD0\x4A\xE8\xC1\xE0\xB2\x17\xA2\x33\x57\xE6\xB8\xCF\x60\xCC\x1E\xBB\x4B\x24\xFE\x95\x51\x7C\xA9\x6E\x6A\xD3\xF4\xEA\x77\x24\xD2\x5F\x56\xD8\x6B\x1D\x3B\x41\x17\x7B\x67\x71\x2F\x54\xC9\xBF\x93\xD7\x67\xE9\xC5\x8D\x4A\xD0\x38\xA5\x5B\x8E\x93\x63\x4D\xC1\x26\x2E\x54\x39\x14\x6F\xAD\x49\xAA\x16\x7B\x5E\x87\x2B\x83\x7B\x2C\x5D\x54\x23\x6E\x6E\x61\x2A\x74\x8D\x0E\xC2\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x52\x88\x6C\xC6\xBE\xEF\xB1\x9B\x00\xA0\x00\x00\x50\x34\x02\x82\xDB\xED\x00\x10\x8B\xCF\xED\x1A\x17\x54\x00\xDA\xB6\xBD\xF5\x74\x00\x20\x00\x18\x7F\xFF\xFF\xFF\xFB\xB3\x75\xED\x7F\xFF\xFF\xFF\x8D\x5E\xFA\x6B\x7F\xFF\xFF\xFF\x6D\x2B\x45\x35\x7F\xFF\xFF\xFF\x2B\x3F\x8F\x39\x7F\xFF\xFF\xFF\x4D\x79\x0E\xD0\x7F\xFF\xFF\xFF\xB2\x17\xA2\x33\x7F\xFF\xFF\xFF\x60\xCC\x1E\xBB\x7F\xFF\xFF\xFF\x51\x7C\xA9\x6E\x7F\xFF\xFF\xFF\x77\x24\xD2\x5F\x7F\xFF\xFF\xFF\x3B\x41\x17\x7B\x7F\xFF\xFF\xFF\xC9\xBF\x93\xD7\x7F\xFF\xFF\xFF\x4A\xD0\x38\xA5\x7F\xFF\xFF\xFF\x4D\xC1\x26\x2E\x7F\xFF\xFF\xFF\xAD\x49\xAA\x16\x7F\xFF\xFF\xFF\x83\x7B\x2C\x5D\x7F\xFF\xFF\xFF\x61\x2A\x74\x8D\x0E\xC2\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xEC9E7551), ('P4rIngress.bitmap_seq.seq', 0x51C00000)], 7094)
        self.setRegisterValue('P4rIngress.rounds', 0x51C00000, 7094)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x19), ('P4rIngress.count_exp.exponent', 0x4A)], 7094)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 7094)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x60BF3676), ('P4rIngress.values_v0000.hi', 0xE5ED0BF7)], 7094)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x59F6F2CF), ('P4rIngress.values_v0001.hi', 0xCCA30DF7)], 7094)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6F6B56FC), ('P4rIngress.values_v0010.hi', 0x6B7BCAF2)], 7094)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6AFBD55B), ('P4rIngress.values_v0011.hi', 0xFE2A7AD3)], 7094)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6350F9CD), ('P4rIngress.values_v0100.hi', 0xDA576958)], 7094)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x74DC5258), ('P4rIngress.values_v0101.hi', 0x98A369F4)], 7094)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x6C4B2CB9), ('P4rIngress.values_v0110.hi', 0x50DEFD26)], 7094)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x4F0EE25E), ('P4rIngress.values_v0111.hi', 0xB01E5C8C)], 7094)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x76AA68BD), ('P4rIngress.values_v1000.hi', 0x2EB54F75)], 7094)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7A9EA351), ('P4rIngress.values_v1001.hi', 0x6C07B6D6)], 7094)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x55E8852A), ('P4rIngress.values_v1010.hi', 0xB5EF27A5)], 7094)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x56AB9B65), ('P4rIngress.values_v1011.hi', 0xA20F572A)], 7094)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4CDC88E8), ('P4rIngress.values_v1100.hi', 0x6E210992)], 7094)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x756C58CB), ('P4rIngress.values_v1101.hi', 0x624631C5)], 7094)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6B6EBA6B), ('P4rIngress.values_v1110.hi', 0x92C9B063)], 7094)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4195997E), ('P4rIngress.values_v1111.hi', 0xB4B9930F)], 7094)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC6D2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000BB6),
                gc.DataTuple('slot_count', 0x00001392),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2AC73139),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x039),
                gc.KeyTuple('src_addr', 0xB8703960),
                gc.KeyTuple('src_port', 0x8420),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC6D2),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03E7),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB8\x70\x39\x60\x00\x00\x00\x00\x84\x20\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC6\xD2\x00\x10\x2A\xC7\x31\x39\x10\x00\x02\xA3\x51\xC0\x00\x00\x00\x20\x00\x00\x6D\xB6\x90\x96\xAC\x9C\x38\x15\x7C\x73\x89\x54\x9C\xB3\xED\xC4\x66\x32\x16\x50\x50\x9B\x82\xE3\x7E\xD2\x92\xEC\x60\xDA\x3A\x97\x4C\xFD\x9E\xAC\xAF\x01\x85\x9F\x62\xDB\x9D\xD6\xD1\xB2\xE9\xE3\x51\x59\xB7\xBD\x4E\x79\x51\x96\x75\x7C\x85\x2D\x8F\x5D\x6F\xFE\x5A\x25\x72\x52\x28\x95\x3E\xD6\x7E\x22\xB5\xCE\x1C\x2D\xE4\x95\x79\x24\xBD\x67\xAA\xBD\xFB\xCB\x69\x69\xC2\x75\xA4\x39\x54\xED\x76\x77\x4B\xBD\x30\xFE\xAB\x71\x51\x85\xE6\x63\x49\x6D\x58\x6A\x4A\x4B\x86\xC6\x91\x09\x80\xEE\x40\x2C\x81\x37\xA5\x13\xD5\xE3\x6C\x39\x84\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90\x7D\x00\x11\xF4\x10\x92\xCC\xA3\x51\x5F\x9D\xE8\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB8\x70\x39\x60\xBE\xEF\x84\x20\x00\xA0\x00\x00\x50\x34\x02\x82\xC6\xD2\x00\x10\x2A\xC7\x31\x39\x10\x00\x00\xA3\x51\xC0\x00\x00\x00\x20\x00\x1A\x7F\xFF\xFF\xFF\xAC\x9C\x38\x15\x7F\xFF\xFF\xFF\x9C\xB3\xED\xC4\x7F\xFF\xFF\xFF\x50\x9B\x82\xE3\x7F\xFF\xFF\xFF\x60\xDA\x3A\x97\x7F\xFF\xFF\xFF\xAF\x01\x85\x9F\x7F\xFF\xFF\xFF\xD1\xB2\xE9\xE3\x7F\xFF\xFF\xFF\x4E\x79\x51\x96\x7F\xFF\xFF\xFF\x8F\x5D\x6F\xFE\x7F\xFF\xFF\xFF\x28\x95\x3E\xD6\x7F\xFF\xFF\xFF\x1C\x2D\xE4\x95\x7F\xFF\xFF\xFF\xAA\xBD\xFB\xCB\x7F\xFF\xFF\xFF\xA4\x39\x54\xED\x7F\xFF\xFF\xFF\x30\xFE\xAB\x71\x7F\xFF\xFF\xFF\x49\x6D\x58\x6A\x7F\xFF\xFF\xFF\x91\x09\x80\xEE\x7F\xFF\xFF\xFF\xA5\x13\xD5\xE3\x6C\x39\x84\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90\x7D\x00\x11\xF4\x10\x92\xCC\xA3\x51\x5F\x9D\xE8\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xDA3224B4), ('P4rIngress.bitmap_seq.seq', 0xD2B5E902)], 6819)
        self.setRegisterValue('P4rIngress.rounds', 0xD2B5E902, 6819)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0B), ('P4rIngress.count_exp.exponent', 0x16)], 6819)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6819)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5D751147), ('P4rIngress.values_v0000.hi', 0xA1E33117)], 6819)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x74798F6B), ('P4rIngress.values_v0001.hi', 0x9905ACBB)], 6819)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x63BB7F98), ('P4rIngress.values_v0010.hi', 0x56B59117)], 6819)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x591D1E47), ('P4rIngress.values_v0011.hi', 0x35C2CDB7)], 6819)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4DEB7E37), ('P4rIngress.values_v0100.hi', 0x5E763497)], 6819)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x550C2D07), ('P4rIngress.values_v0101.hi', 0x5EF254F9)], 6819)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7E376D02), ('P4rIngress.values_v0110.hi', 0xB4EE5D90)], 6819)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7B6BBFB9), ('P4rIngress.values_v0111.hi', 0x52A8D83F)], 6819)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4BC1BA1B), ('P4rIngress.values_v1000.hi', 0x3EB79191)], 6819)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x734AB571), ('P4rIngress.values_v1001.hi', 0x4719DDB5)], 6819)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x79CA6ACD), ('P4rIngress.values_v1010.hi', 0xEE423389)], 6819)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x57EA2CE5), ('P4rIngress.values_v1011.hi', 0x46A3F3F5)], 6819)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x71BC2AFE), ('P4rIngress.values_v1100.hi', 0x47B73AE5)], 6819)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x54CD5A52), ('P4rIngress.values_v1101.hi', 0x4A1F8398)], 6819)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5294DBBD), ('P4rIngress.values_v1110.hi', 0x599A56A5)], 6819)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6699FE9B), ('P4rIngress.values_v1111.hi', 0xF457E577)], 6819)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4417),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5749A6D4),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x012),
                gc.KeyTuple('src_addr', 0x6C889B11),
                gc.KeyTuple('src_port', 0x518E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4417),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0114),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6C\x88\x9B\x11\x00\x00\x00\x00\x51\x8E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x44\x17\x00\x10\x57\x49\xA6\xD4\x1A\xA3\x00\xED\xD2\xB5\xE9\x02\x00\x20\x00\x00\x44\x55\x47\x73\xAA\x7A\x51\xB7\x7D\x28\x6E\x2E\xB5\x1F\x3C\x1D\x72\x6E\x2E\x18\x5A\xD7\xFB\x17\x47\xA0\x9E\x9B\x57\x3D\xD8\x55\x65\x2E\x5B\xD1\x25\x3D\x4C\x8D\x74\x75\x1C\x9E\x44\x5A\x36\x61\x5B\x4E\x4F\x20\xB6\x7C\x2A\x34\x78\x28\xAC\x83\x4E\xB4\xD5\xF4\x7F\x1F\x9C\xCA\x87\xD2\xBA\x43\x4F\x9A\xF2\x0B\x43\x9D\xBD\xDC\x4B\x6D\x42\xAB\x08\xD6\x22\xDE\x4A\x04\xD4\x56\x72\xAD\xF0\xA5\x59\x21\xE4\xE1\xF4\xFC\xDE\x34\x66\xE3\xB8\x73\x48\xCD\x9B\xEA\x71\xC9\xA7\x20\x30\xCA\xAE\xEC\x77\x25\x02\xDC\x10\x79\x19\xFD\xFE\xBB\xBF\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6C\x88\x9B\x11\xBE\xEF\x51\x8E\x00\xA0\x00\x00\x50\x34\x02\x82\x44\x17\x00\x10\x57\x49\xA6\xD4\x1A\xA3\x00\xED\xD2\xB5\xE9\x02\x00\x20\x00\x0C\x7F\xFF\xFF\xFF\xAA\x7A\x51\xB7\x7F\xFF\xFF\xFF\xB5\x1F\x3C\x1D\x7F\xFF\xFF\xFF\x5A\xD7\xFB\x17\x7F\xFF\xFF\xFF\x57\x3D\xD8\x55\x7F\xFF\xFF\xFF\x25\x3D\x4C\x8D\x7F\xFF\xFF\xFF\x44\x5A\x36\x61\x7F\xFF\xFF\xFF\xB6\x7C\x2A\x34\x7F\xFF\xFF\xFF\x4E\xB4\xD5\xF4\x7F\xFF\xFF\xFF\x87\xD2\xBA\x43\x7F\xFF\xFF\xFF\x43\x9D\xBD\xDC\x7F\xFF\xFF\xFF\x08\xD6\x22\xDE\x7F\xFF\xFF\xFF\x72\xAD\xF0\xA5\x7F\xFF\xFF\xFF\xF4\xFC\xDE\x34\x7F\xFF\xFF\xFF\x48\xCD\x9B\xEA\x7F\xFF\xFF\xFF\x30\xCA\xAE\xEC\x7F\xFF\xFF\xFF\x10\x79\x19\xFD\xFE\xBB\xBF\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8EBC15EF), ('P4rIngress.bitmap_seq.seq', 0x840BEF5A)], 6843)
        self.setRegisterValue('P4rIngress.rounds', 0x840BEF5A, 6843)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1D), ('P4rIngress.count_exp.exponent', 0x6D)], 6843)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6843)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6C7AB6F6), ('P4rIngress.values_v0000.hi', 0xC7774E29)], 6843)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6CC38277), ('P4rIngress.values_v0001.hi', 0xA753F8F0)], 6843)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4909EA71), ('P4rIngress.values_v0010.hi', 0x3739F042)], 6843)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x4C28F1EF), ('P4rIngress.values_v0011.hi', 0x0ED6FD76)], 6843)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4447923C), ('P4rIngress.values_v0100.hi', 0x691268EE)], 6843)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4855222F), ('P4rIngress.values_v0101.hi', 0xA21AE463)], 6843)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x5F484440), ('P4rIngress.values_v0110.hi', 0x67318D35)], 6843)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x50685D33), ('P4rIngress.values_v0111.hi', 0x7B6B3EB7)], 6843)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x79DB2D73), ('P4rIngress.values_v1000.hi', 0x699F6AC4)], 6843)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x64C82D6E), ('P4rIngress.values_v1001.hi', 0xEEE7DC2C)], 6843)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x67EF7084), ('P4rIngress.values_v1010.hi', 0xBD7AC083)], 6843)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7EB7AA37), ('P4rIngress.values_v1011.hi', 0x4B8C767C)], 6843)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5D2857CB), ('P4rIngress.values_v1100.hi', 0x64B77071)], 6843)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x54B196B6), ('P4rIngress.values_v1101.hi', 0xDE511F93)], 6843)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x710F3245), ('P4rIngress.values_v1110.hi', 0xAD4EF179)], 6843)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x7D49D339), ('P4rIngress.values_v1111.hi', 0xE3654077)], 6843)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x51E7),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F80),
                gc.DataTuple('slot_count', 0x00001080),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5BD131F3),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0x8C6B40B0),
                gc.KeyTuple('src_port', 0x304C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x51E7),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x02AF),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8C\x6B\x40\xB0\x00\x00\x00\x00\x30\x4C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x51\xE7\x00\x10\x5B\xD1\x31\xF3\x0B\x3B\x04\x95\x84\x0B\xEF\x5A\x00\x20\x00\x00\x5D\x91\x9C\xB3\x5B\xAC\x0E\xF6\x61\xE7\x39\x97\xB2\x95\x10\xA9\x76\x76\x48\x51\x52\x66\x81\xB7\x66\x67\xA1\xD1\xF5\x8F\xF7\xE2\x42\xC6\x1A\x13\x7E\xFA\x45\x2E\x49\x11\x81\x65\xCF\xEA\x34\x0B\x54\x3B\x9C\x51\x49\x2F\x39\xB5\x4F\xA9\x69\x23\x6E\x6C\xAD\xB4\x7B\xF4\xDC\x0F\x71\xDA\x63\x4F\x62\x71\xAD\xAA\xC4\xEE\xB6\xE6\x5F\x07\x14\xAE\xA0\x30\xDF\xB9\x52\xB6\x52\x69\x61\x85\x3D\x41\x76\x6F\xAE\xF7\x5A\xF1\x02\x16\x78\x5B\x50\xB8\x86\xF5\xBD\x66\x6B\x84\x66\xE7\xAE\xE4\x85\x73\x79\x1A\x79\x69\x1F\x46\x79\x46\x75\xF3\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x8C\x6B\x40\xB0\xBE\xEF\x30\x4C\x00\xA0\x00\x00\x50\x34\x02\x82\x51\xE7\x00\x10\x5B\xD1\x31\xF3\x0B\x3B\x00\x95\x84\x0B\xEF\x5A\x00\x20\x00\x1E\x7F\xFF\xFF\xFF\x5B\xAC\x0E\xF6\x7F\xFF\xFF\xFF\xB2\x95\x10\xA9\x7F\xFF\xFF\xFF\x52\x66\x81\xB7\x7F\xFF\xFF\xFF\xF5\x8F\xF7\xE2\x7F\xFF\xFF\xFF\x7E\xFA\x45\x2E\x7F\xFF\xFF\xFF\xCF\xEA\x34\x0B\x7F\xFF\xFF\xFF\x49\x2F\x39\xB5\x7F\xFF\xFF\xFF\x6E\x6C\xAD\xB4\x7F\xFF\xFF\xFF\x71\xDA\x63\x4F\x7F\xFF\xFF\xFF\xC4\xEE\xB6\xE6\x7F\xFF\xFF\xFF\xA0\x30\xDF\xB9\x7F\xFF\xFF\xFF\x61\x85\x3D\x41\x7F\xFF\xFF\xFF\x5A\xF1\x02\x16\x7F\xFF\xFF\xFF\x86\xF5\xBD\x66\x7F\xFF\xFF\xFF\xAE\xE4\x85\x73\x7F\xFF\xFF\xFF\x1F\x46\x79\x46\x75\xF3\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9C4E5CD1), ('P4rIngress.bitmap_seq.seq', 0x5AF5EBD0)], 3027)
        self.setRegisterValue('P4rIngress.rounds', 0x5AF5EBD0, 3027)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x04), ('P4rIngress.count_exp.exponent', 0x70)], 3027)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3027)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x654DB53E), ('P4rIngress.values_v0000.hi', 0xB507CD5B)], 3027)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x64433B23), ('P4rIngress.values_v0001.hi', 0xDA505E87)], 3027)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5472B67E), ('P4rIngress.values_v0010.hi', 0x496A91D0)], 3027)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x4FD2771C), ('P4rIngress.values_v0011.hi', 0x723BED3A)], 3027)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7E851A7A), ('P4rIngress.values_v0100.hi', 0x7F1DA42D)], 3027)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x792718C5), ('P4rIngress.values_v0101.hi', 0x5559644B)], 3027)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x71DF6A7B), ('P4rIngress.values_v0110.hi', 0xB75FD4DA)], 3027)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x77B48AAD), ('P4rIngress.values_v0111.hi', 0x3D18AEC4)], 3027)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x7577CD6F), ('P4rIngress.values_v1000.hi', 0x22066A3D)], 3027)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x56CD2ECC), ('P4rIngress.values_v1001.hi', 0x654AAE54)], 3027)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x62EDACC9), ('P4rIngress.values_v1010.hi', 0xBF4909A9)], 3027)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7145D7E4), ('P4rIngress.values_v1011.hi', 0x0E409F49)], 3027)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x52A43A0B), ('P4rIngress.values_v1100.hi', 0x426CF35F)], 3027)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x6C6DDCF1), ('P4rIngress.values_v1101.hi', 0x7AF18E7B)], 3027)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5E76C489), ('P4rIngress.values_v1110.hi', 0x740B4B31)], 3027)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x64A9D6F0), ('P4rIngress.values_v1111.hi', 0x5B59B589)], 3027)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF494),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000881),
                gc.DataTuple('slot_count', 0x000009E3),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9917393D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0xF97F5D10),
                gc.KeyTuple('src_port', 0x18AE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF494),
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
        ig_port = 30
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF9\x7F\x5D\x10\x00\x00\x00\x00\x18\xAE\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF4\x94\x00\x10\x99\x17\x39\x3D\x03\x52\x06\xA9\x5A\xF5\xEB\xD0\x00\x20\x00\x00\x55\xEC\x52\xF4\x97\xB2\x85\x64\x7C\x5C\x32\x23\x88\xBD\xE3\x41\x46\xE3\x22\x61\x5D\x93\xC3\xA5\x41\x17\x80\xF7\x51\xE2\x2B\x6D\x6F\x05\x1A\xFA\x4A\x93\xF5\x21\x5C\x0D\x72\x32\x67\xC9\x35\xE9\x58\x9B\x7A\x99\xB0\xA3\x17\x1D\x74\xB1\xEF\xA1\x6D\x2F\xAE\x9E\x54\xA7\xC9\x91\xFE\x8D\xA2\x09\x71\x9B\x7C\xF7\x4A\xBB\xA6\x9D\x42\x38\x5D\x5F\xE0\x80\xCC\x06\x6A\x00\xF7\x90\x73\x68\xEF\x48\x72\x56\xBA\x48\x4B\x21\x07\x6A\x41\x9C\xDA\x6D\x6C\x46\x9C\x53\x7A\x9A\x52\xB9\x6A\x73\x61\x27\x55\x8B\x91\xD9\x49\x5A\xE0\xBA\x39\x9E\xF7\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF9\x7F\x5D\x10\xBE\xEF\x18\xAE\x00\xA0\x00\x00\x50\x34\x02\x82\xF4\x94\x00\x10\x99\x17\x39\x3D\x03\x52\x00\xA9\x5A\xF5\xEB\xD0\x00\x20\x00\x05\x7F\xFF\xFF\xFF\x97\xB2\x85\x64\x7F\xFF\xFF\xFF\x88\xBD\xE3\x41\x7F\xFF\xFF\xFF\x5D\x93\xC3\xA5\x7F\xFF\xFF\xFF\x51\xE2\x2B\x6D\x7F\xFF\xFF\xFF\x4A\x93\xF5\x21\x7F\xFF\xFF\xFF\x67\xC9\x35\xE9\x7F\xFF\xFF\xFF\xB0\xA3\x17\x1D\x7F\xFF\xFF\xFF\x6D\x2F\xAE\x9E\x7F\xFF\xFF\xFF\xFE\x8D\xA2\x09\x7F\xFF\xFF\xFF\x4A\xBB\xA6\x9D\x7F\xFF\xFF\xFF\xE0\x80\xCC\x06\x7F\xFF\xFF\xFF\x73\x68\xEF\x48\x7F\xFF\xFF\xFF\x4B\x21\x07\x6A\x7F\xFF\xFF\xFF\x6C\x46\x9C\x53\x7F\xFF\xFF\xFF\x6A\x73\x61\x27\x7F\xFF\xFF\xFF\x49\x5A\xE0\xBA\x39\x9E\xF7\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8144749F), ('P4rIngress.bitmap_seq.seq', 0x4E3632DB)], 2302)
        self.setRegisterValue('P4rIngress.rounds', 0x4E3632DB, 2302)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x06), ('P4rIngress.count_exp.exponent', 0x7A)], 2302)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2302)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6DC1158B), ('P4rIngress.values_v0000.hi', 0x15A14DAF)], 2302)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7144B71F), ('P4rIngress.values_v0001.hi', 0x964EE8E7)], 2302)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x75D252A5), ('P4rIngress.values_v0010.hi', 0x3369290B)], 2302)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7F995A1B), ('P4rIngress.values_v0011.hi', 0xA6D351DC)], 2302)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6E14F75F), ('P4rIngress.values_v0100.hi', 0x0FD8560A)], 2302)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x65E5D6C4), ('P4rIngress.values_v0101.hi', 0x91FFA74F)], 2302)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7122B3FB), ('P4rIngress.values_v0110.hi', 0xEDF8DA96)], 2302)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x795DC49E), ('P4rIngress.values_v0111.hi', 0xA5A2BE5E)], 2302)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x71ADE216), ('P4rIngress.values_v1000.hi', 0xBD5DB10A)], 2302)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x58D41AAB), ('P4rIngress.values_v1001.hi', 0xB66B3A7A)], 2302)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6E380FAB), ('P4rIngress.values_v1010.hi', 0x67C3DEFC)], 2302)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6B3C1BE7), ('P4rIngress.values_v1011.hi', 0x0766F623)], 2302)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6F56B9B3), ('P4rIngress.values_v1100.hi', 0x2FD369AB)], 2302)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7B393CBD), ('P4rIngress.values_v1101.hi', 0x725FA127)], 2302)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x75E0D8DB), ('P4rIngress.values_v1110.hi', 0x93428F30)], 2302)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x714DD34E), ('P4rIngress.values_v1111.hi', 0x45CBE955)], 2302)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA60F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000192),
                gc.DataTuple('slot_count', 0x00001B46),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD9889BF8),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x025),
                gc.KeyTuple('src_addr', 0x78330D13),
                gc.KeyTuple('src_port', 0xE0DA),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA60F),
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
        ig_port = 37
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x78\x33\x0D\x13\x00\x00\x00\x00\xE0\xDA\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA6\x0F\x00\x10\xD9\x88\x9B\xF8\x07\x6C\x02\xCE\x4E\x36\x32\xDB\x00\x20\x00\x00\x4C\xC3\xD0\xBA\x57\x27\xCE\x36\x42\x45\xB5\x1C\xAD\xE1\xE1\x75\x65\xF9\xC6\x63\x77\x29\xE4\x7D\x76\xCB\x10\xEA\x54\x98\xE6\xDD\x60\xD2\x20\xFD\x4A\x12\x52\xCD\x41\xCB\x0F\x66\x9F\x5E\x41\xFD\x5D\xFF\x18\x8C\xB9\x3B\x59\xBE\x4D\xAC\xB4\xC7\xB5\x5E\x11\x43\x7F\x55\x8B\x9C\x9E\x48\xA9\x73\x44\xC5\x0C\x9A\xB2\x28\xA7\xBC\x55\x19\x7C\x64\x6C\x05\x9E\x92\x64\xB2\xEB\xE1\xE2\x4C\x76\xE7\x7A\x53\x01\xAA\x75\xA7\x11\x02\x7B\x53\x91\x57\x1C\xA9\x22\x61\x5C\x1E\x92\x1F\x9B\x9F\x24\x52\x4D\x62\x39\x14\x5A\xFF\x24\xCC\xA6\xDB\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x78\x33\x0D\x13\xBE\xEF\xE0\xDA\x00\xA0\x00\x00\x50\x34\x02\x82\xA6\x0F\x00\x10\xD9\x88\x9B\xF8\x07\x6C\x00\xCE\x4E\x36\x32\xDB\x00\x20\x00\x07\x7F\xFF\xFF\xFF\x57\x27\xCE\x36\x7F\xFF\xFF\xFF\xAD\xE1\xE1\x75\x7F\xFF\xFF\xFF\x77\x29\xE4\x7D\x7F\xFF\xFF\xFF\x54\x98\xE6\xDD\x7F\xFF\xFF\xFF\x4A\x12\x52\xCD\x7F\xFF\xFF\xFF\x9F\x5E\x41\xFD\x7F\xFF\xFF\xFF\xB9\x3B\x59\xBE\x7F\xFF\xFF\xFF\xB5\x5E\x11\x43\x7F\xFF\xFF\xFF\x9E\x48\xA9\x73\x7F\xFF\xFF\xFF\xB2\x28\xA7\xBC\x7F\xFF\xFF\xFF\x6C\x05\x9E\x92\x7F\xFF\xFF\xFF\xE2\x4C\x76\xE7\x7F\xFF\xFF\xFF\x75\xA7\x11\x02\x7F\xFF\xFF\xFF\x1C\xA9\x22\x61\x7F\xFF\xFF\xFF\x9B\x9F\x24\x52\x7F\xFF\xFF\xFF\x5A\xFF\x24\xCC\xA6\xDB\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x55BCCA23), ('P4rIngress.bitmap_seq.seq', 0x67ABB52C)], 2715)
        self.setRegisterValue('P4rIngress.rounds', 0x67ABB52C, 2715)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x13), ('P4rIngress.count_exp.exponent', 0x35)], 2715)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2715)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x4DFD142C), ('P4rIngress.values_v0000.hi', 0xEED5735C)], 2715)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5B05B6EB), ('P4rIngress.values_v0001.hi', 0xA3FB49E7)], 2715)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x533DB459), ('P4rIngress.values_v0010.hi', 0x7B1501B1)], 2715)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x419321D6), ('P4rIngress.values_v0011.hi', 0xFD4396D7)], 2715)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4E7473B9), ('P4rIngress.values_v0100.hi', 0x6C92721F)], 2715)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x74D5AF45), ('P4rIngress.values_v0101.hi', 0x99EE3B8B)], 2715)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x67E8148F), ('P4rIngress.values_v0110.hi', 0x3D4C7E4B)], 2715)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6A8D2EDA), ('P4rIngress.values_v0111.hi', 0x6DC8C597)], 2715)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x743D6C1B), ('P4rIngress.values_v1000.hi', 0xA5F2508C)], 2715)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x4A863784), ('P4rIngress.values_v1001.hi', 0x27E5B447)], 2715)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7C1F24E3), ('P4rIngress.values_v1010.hi', 0x9E29CAFF)], 2715)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x70992E92), ('P4rIngress.values_v1011.hi', 0x5D5ABAD9)], 2715)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4E63976B), ('P4rIngress.values_v1100.hi', 0x4ECAF15B)], 2715)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x59A8747B), ('P4rIngress.values_v1101.hi', 0x9F5ADD1B)], 2715)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6CF5C26E), ('P4rIngress.values_v1110.hi', 0x00000000)], 2715)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x42F7D2F3), ('P4rIngress.values_v1111.hi', 0x7B85D2D7)], 2715)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4DCA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000365),
                gc.DataTuple('slot_count', 0x00000F2D),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x949334A6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03A),
                gc.KeyTuple('src_addr', 0xCF17D119),
                gc.KeyTuple('src_port', 0x0ABF),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4DCA),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03B0),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCF\x17\xD1\x19\x00\x00\x00\x00\x0A\xBF\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4D\xCA\x00\x10\x94\x93\x34\xA6\x07\x36\x02\xBD\x67\xAB\xB5\x2C\x00\x20\x00\x00\x4B\xBD\x9F\x6B\xEB\xC5\x32\x0B\x6F\x3D\x66\x61\xC1\x6A\x4C\xB3\x78\x58\x64\x13\x18\x1D\xB6\xE7\x4F\xF5\x68\xCE\x0A\x11\x92\x13\x63\x21\x1F\x33\x27\xCA\x11\xDB\x7E\x5C\x9D\x2B\xBB\xCE\xE3\xA3\x6D\xA4\x60\xB3\x6E\x35\x45\x96\x65\x91\x5F\x47\x5E\x01\x89\x67\x72\x43\x59\x89\x22\x93\x51\xAF\x46\xA8\xD5\xC9\x73\x5C\x9E\x77\x5F\x06\x5C\x6F\xAE\x8E\x5C\x97\x45\x7C\x24\xF7\xD5\xC5\xB5\x4F\x6E\xEC\xCE\x02\x5B\x29\xC5\x59\x7D\x8E\xA5\xE3\xC9\x54\x80\x75\x50\x65\x26\xE7\x00\x00\x00\x00\x5C\x83\xA2\x8A\xF1\xEA\x16\x87\x62\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCF\x17\xD1\x19\xBE\xEF\x0A\xBF\x00\xA0\x00\x00\x50\x34\x02\x82\x4D\xCA\x00\x10\x94\x93\x34\xA6\x07\x36\x00\xBD\x67\xAB\xB5\x2C\x00\x20\x00\x14\x7F\xFF\xFF\xFF\xEB\xC5\x32\x0B\x7F\xFF\xFF\xFF\xC1\x6A\x4C\xB3\x7F\xFF\xFF\xFF\x18\x1D\xB6\xE7\x7F\xFF\xFF\xFF\x0A\x11\x92\x13\x7F\xFF\xFF\xFF\x27\xCA\x11\xDB\x7F\xFF\xFF\xFF\xBB\xCE\xE3\xA3\x7F\xFF\xFF\xFF\x6E\x35\x45\x96\x7F\xFF\xFF\xFF\x5E\x01\x89\x67\x7F\xFF\xFF\xFF\x22\x93\x51\xAF\x7F\xFF\xFF\xFF\x73\x5C\x9E\x77\x7F\xFF\xFF\xFF\xAE\x8E\x5C\x97\x7F\xFF\xFF\xFF\xD5\xC5\xB5\x4F\x7F\xFF\xFF\xFF\x5B\x29\xC5\x59\x7F\xFF\xFF\xFF\xC9\x54\x80\x75\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\xF1\xEA\x16\x87\x62\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC8780D75), ('P4rIngress.bitmap_seq.seq', 0x7CC29072)], 5894)
        self.setRegisterValue('P4rIngress.rounds', 0x7CC29072, 5894)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x36)], 5894)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5894)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x51750366), ('P4rIngress.values_v0000.hi', 0xF4E4734D)], 5894)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7C4B6BAF), ('P4rIngress.values_v0001.hi', 0xB2383392)], 5894)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4C358823), ('P4rIngress.values_v0010.hi', 0x55370DEB)], 5894)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x5F19468D), ('P4rIngress.values_v0011.hi', 0x6A889DF3)], 5894)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7C0E4F89), ('P4rIngress.values_v0100.hi', 0x28CE76CA)], 5894)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x7E739FBE), ('P4rIngress.values_v0101.hi', 0x64B82E9C)], 5894)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x79B6D0F3), ('P4rIngress.values_v0110.hi', 0xB9459BF2)], 5894)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7954A5F4), ('P4rIngress.values_v0111.hi', 0x4E2EB7BB)], 5894)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x691C4CC7), ('P4rIngress.values_v1000.hi', 0x6EDD34BB)], 5894)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x4C98926C), ('P4rIngress.values_v1001.hi', 0x5C545D54)], 5894)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6AA6C584), ('P4rIngress.values_v1010.hi', 0xBEFE9D3B)], 5894)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x4C085CDB), ('P4rIngress.values_v1011.hi', 0x22AAA6F2)], 5894)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x734D48FE), ('P4rIngress.values_v1100.hi', 0x8BAB9B4C)], 5894)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x48DCD298), ('P4rIngress.values_v1101.hi', 0x532E2CDA)], 5894)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x44AE69A1), ('P4rIngress.values_v1110.hi', 0x613D8329)], 5894)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x74B325CF), ('P4rIngress.values_v1111.hi', 0xD42D5A0F)], 5894)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x36F2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001706),
                gc.DataTuple('slot_count', 0x00000412),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8DA0080E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03C),
                gc.KeyTuple('src_addr', 0xD23ACC3C),
                gc.KeyTuple('src_port', 0x0321),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x36F2),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x02EF),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD2\x3A\xCC\x3C\x00\x00\x00\x00\x03\x21\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x36\xF2\x00\x10\x8D\xA0\x08\x0E\x00\x00\x04\x99\x7C\xC2\x90\x72\x00\x20\x00\x00\x4F\xED\xDF\x74\x85\x07\x8A\x34\x64\xC9\x2B\xAF\xA7\x03\xBA\xD7\x6E\x72\x25\x62\x4E\x13\x4F\x2A\x57\xBB\x42\x8F\x4B\x0C\x58\xED\x44\x1B\x67\x7D\x69\x57\x13\x34\x4E\x90\xCD\x9A\x4D\xAB\xD3\x4F\x61\x29\x13\xB6\x92\xB7\x86\x73\x4D\x76\x2E\x0E\x7C\xD5\xD9\x78\x6E\x68\xDB\x0B\x33\xC8\x4E\x51\x47\xD6\xB5\x9D\x4B\x05\xF6\x5C\x6C\xAA\x27\x9B\xB6\x88\xD2\x9A\x6C\x2C\x2C\x4B\xEE\xA8\xB5\x95\x66\x55\x4D\xD4\xE5\x12\x6C\x7F\x70\x0E\x54\xB4\x52\xA7\x7D\xB4\x6D\x1A\x8C\x33\x72\x99\x8F\xB7\x60\x9D\x81\xFA\x7E\x77\x93\xD5\x8A\xF7\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD2\x3A\xCC\x3C\xBE\xEF\x03\x21\x00\xA0\x00\x00\x50\x34\x02\x82\x36\xF2\x00\x10\x8D\xA0\x08\x0E\x00\x00\x00\x99\x7C\xC2\x90\x72\x00\x20\x00\x01\x7F\xFF\xFF\xFF\x85\x07\x8A\x34\x7F\xFF\xFF\xFF\xA7\x03\xBA\xD7\x7F\xFF\xFF\xFF\x4E\x13\x4F\x2A\x7F\xFF\xFF\xFF\x4B\x0C\x58\xED\x7F\xFF\xFF\xFF\x69\x57\x13\x34\x7F\xFF\xFF\xFF\x4D\xAB\xD3\x4F\x7F\xFF\xFF\xFF\x92\xB7\x86\x73\x7F\xFF\xFF\xFF\x7C\xD5\xD9\x78\x7F\xFF\xFF\xFF\x33\xC8\x4E\x51\x7F\xFF\xFF\xFF\x4B\x05\xF6\x5C\x7F\xFF\xFF\xFF\xB6\x88\xD2\x9A\x7F\xFF\xFF\xFF\xEE\xA8\xB5\x95\x7F\xFF\xFF\xFF\xE5\x12\x6C\x7F\x7F\xFF\xFF\xFF\x52\xA7\x7D\xB4\x7F\xFF\xFF\xFF\x72\x99\x8F\xB7\x7F\xFF\xFF\xFF\x7E\x77\x93\xD5\x8A\xF7\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8232A52F), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 6134)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 6134)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x15), ('P4rIngress.count_exp.exponent', 0x32)], 6134)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6134)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x61AF1D10), ('P4rIngress.values_v0000.hi', 0x00000000)], 6134)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x44E3551C), ('P4rIngress.values_v0001.hi', 0x8996CFD5)], 6134)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7F4FF55D), ('P4rIngress.values_v0010.hi', 0x7CCE671F)], 6134)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x60724F16), ('P4rIngress.values_v0011.hi', 0x9FC981FC)], 6134)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x70733372), ('P4rIngress.values_v0100.hi', 0x60D0ED2A)], 6134)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x6A9B8B11), ('P4rIngress.values_v0101.hi', 0xB4511051)], 6134)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x54F56F0A), ('P4rIngress.values_v0110.hi', 0x6D205954)], 6134)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x77F69373), ('P4rIngress.values_v0111.hi', 0x321C7A97)], 6134)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x5BAEEC48), ('P4rIngress.values_v1000.hi', 0xA4D48853)], 6134)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x65D9583A), ('P4rIngress.values_v1001.hi', 0x53248E93)], 6134)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4E0B3A1F), ('P4rIngress.values_v1010.hi', 0xA74CC559)], 6134)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5E098B53), ('P4rIngress.values_v1011.hi', 0xC969C2AC)], 6134)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x723C0896), ('P4rIngress.values_v1100.hi', 0xBACF9F6C)], 6134)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7ED30923), ('P4rIngress.values_v1101.hi', 0x19722D81)], 6134)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x54A3C1AF), ('P4rIngress.values_v1110.hi', 0xCDA3C174)], 6134)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x65D717C6), ('P4rIngress.values_v1111.hi', 0x23555D7C)], 6134)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6528),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000836),
                gc.DataTuple('slot_count', 0x00000FEE),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD05CC5C5),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03F),
                gc.KeyTuple('src_addr', 0x508ED511),
                gc.KeyTuple('src_port', 0x630F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6528),
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
        ig_port = 63
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x50\x8E\xD5\x11\x00\x00\x00\x00\x63\x0F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x65\x28\x00\x10\xD0\x5C\xC5\xC5\x0F\xC0\x00\x88\x80\x00\x00\x00\x00\x20\x00\x00\x53\x6B\xA8\xDA\x00\x00\x00\x00\x79\xEA\x77\x9C\xBF\x11\xC2\xCD\x46\x51\xD5\x06\x56\x9C\x69\x07\x73\xBF\x5D\xD5\xF2\x4B\xF8\x05\x66\xF6\xB2\xC2\x69\x69\xAC\x6C\x6A\x1D\x2F\xFA\x83\x5E\xE2\xE9\x54\x1E\x54\x4D\x46\x76\x47\xD4\x73\x64\xD5\xDA\x5E\x01\x93\x31\x69\x06\x00\xCB\x21\xB1\x63\xF1\x7D\xBC\x19\x08\x4C\x64\x7F\xD1\x6C\x23\x35\x7C\xCA\xDA\x1F\x55\x78\x6B\x3A\x35\x8B\xB0\x9E\x47\x50\xE3\xDB\x63\xAB\x84\x4B\x90\x7A\xFD\x1A\xE1\x75\xA7\x4E\x87\x4E\xB3\x62\x27\xD9\xA8\xB8\x77\x7F\xE5\xA9\x2D\x61\x45\x25\x97\xAB\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x50\x8E\xD5\x11\xBE\xEF\x63\x0F\x00\xA0\x00\x00\x50\x34\x02\x82\x65\x28\x00\x10\xD0\x5C\xC5\xC5\x0F\xC0\x00\x88\x80\x00\x00\x00\x00\x20\x00\x16\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\xBF\x11\xC2\xCD\x7F\xFF\xFF\xFF\x56\x9C\x69\x07\x7F\xFF\xFF\xFF\xF2\x4B\xF8\x05\x7F\xFF\xFF\xFF\x69\x69\xAC\x6C\x7F\xFF\xFF\xFF\x83\x5E\xE2\xE9\x7F\xFF\xFF\xFF\x46\x76\x47\xD4\x7F\xFF\xFF\xFF\x5E\x01\x93\x31\x7F\xFF\xFF\xFF\x21\xB1\x63\xF1\x7F\xFF\xFF\xFF\x4C\x64\x7F\xD1\x7F\xFF\xFF\xFF\xCA\xDA\x1F\x55\x7F\xFF\xFF\xFF\x8B\xB0\x9E\x47\x7F\xFF\xFF\xFF\xAB\x84\x4B\x90\x7F\xFF\xFF\xFF\x75\xA7\x4E\x87\x7F\xFF\xFF\xFF\xD9\xA8\xB8\x77\x7F\xFF\xFF\xFF\x61\x45\x25\x97\xAB\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC1F607B7), ('P4rIngress.bitmap_seq.seq', 0xA930231D)], 7524)
        self.setRegisterValue('P4rIngress.rounds', 0xA930231D, 7524)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x9E)], 7524)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 7524)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6658D395), ('P4rIngress.values_v0000.hi', 0x5B082A75)], 7524)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x41CB83CA), ('P4rIngress.values_v0001.hi', 0xB6E31ADB)], 7524)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7C5129D7), ('P4rIngress.values_v0010.hi', 0xCCA396E7)], 7524)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x68EAECCE), ('P4rIngress.values_v0011.hi', 0x2A0294AA)], 7524)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x40B40B6D), ('P4rIngress.values_v0100.hi', 0xECD8EE67)], 7524)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x7D4C227C), ('P4rIngress.values_v0101.hi', 0x59A8FA6D)], 7524)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x63ABA837), ('P4rIngress.values_v0110.hi', 0x3DFDA8BF)], 7524)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x611C5C90), ('P4rIngress.values_v0111.hi', 0x9A4CB7C3)], 7524)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x58DBC8CB), ('P4rIngress.values_v1000.hi', 0xE29AF158)], 7524)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x79BBA6FB), ('P4rIngress.values_v1001.hi', 0xEB43BBDF)], 7524)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5D052B01), ('P4rIngress.values_v1010.hi', 0x4847A1C9)], 7524)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x4574884C), ('P4rIngress.values_v1011.hi', 0x6E8BA353)], 7524)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6C1C621B), ('P4rIngress.values_v1100.hi', 0xB5372371)], 7524)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7C07391D), ('P4rIngress.values_v1101.hi', 0x5631A994)], 7524)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5959319B), ('P4rIngress.values_v1110.hi', 0xD683AECA)], 7524)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x466CB2E0), ('P4rIngress.values_v1111.hi', 0x8E91E6B3)], 7524)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8DA1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000FB),
                gc.DataTuple('slot_count', 0x00001C73),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA5329A03),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0xFA472165),
                gc.KeyTuple('src_port', 0x08C2),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8DA1),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03B8),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFA\x47\x21\x65\x00\x00\x00\x00\x08\xC2\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x8D\xA1\x00\x10\xA5\x32\x9A\x03\x1C\x69\x06\xD9\xA9\x30\x23\x1D\x00\x20\x00\x00\x4D\x21\x09\xC9\x73\x22\x1E\x75\x44\x45\xAF\x8E\xB7\xAA\xDD\xE8\x69\x8C\x37\x8D\x8A\xE9\x72\x71\x44\xC9\x78\xD7\x5D\xE0\x9A\x46\x42\x70\x24\x6D\x85\x8B\xC3\x58\x59\xCC\x7D\xB2\x3D\x71\x6A\x55\x65\xEE\xAB\xD1\x5D\x05\x38\x97\x6F\x3B\x89\xDC\xD3\xE0\x37\xF1\x67\xB6\xB6\x85\x88\x6E\x65\x9A\x7C\xE1\x0E\xF5\x27\x97\xF2\xD8\x6F\xB6\x42\x1F\x42\x05\xB8\x0D\x6D\x25\x66\xCA\xC3\x3A\x93\xF3\x7F\xE5\x4A\xAB\xB3\x22\xC7\x53\x4F\x9C\x27\x2C\x77\x82\xF5\x51\x7A\x59\xBE\x29\x17\x1E\x06\xCF\x56\x19\xF2\x7F\xE5\x33\xCD\xD4\xF1\xA2\xF2\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xFA\x47\x21\x65\xBE\xEF\x08\xC2\x00\xA0\x00\x00\x50\x34\x02\x82\x8D\xA1\x00\x10\xA5\x32\x9A\x03\x1C\x69\x00\xD9\xA9\x30\x23\x1D\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x73\x22\x1E\x75\x7F\xFF\xFF\xFF\xB7\xAA\xDD\xE8\x7F\xFF\xFF\xFF\x8A\xE9\x72\x71\x7F\xFF\xFF\xFF\x5D\xE0\x9A\x46\x7F\xFF\xFF\xFF\x85\x8B\xC3\x58\x7F\xFF\xFF\xFF\x3D\x71\x6A\x55\x7F\xFF\xFF\xFF\x5D\x05\x38\x97\x7F\xFF\xFF\xFF\xD3\xE0\x37\xF1\x7F\xFF\xFF\xFF\x88\x6E\x65\x9A\x7F\xFF\xFF\xFF\x27\x97\xF2\xD8\x7F\xFF\xFF\xFF\x42\x05\xB8\x0D\x7F\xFF\xFF\xFF\xC3\x3A\x93\xF3\x7F\xFF\xFF\xFF\xB3\x22\xC7\x53\x7F\xFF\xFF\xFF\x77\x82\xF5\x51\x7F\xFF\xFF\xFF\x17\x1E\x06\xCF\x7F\xFF\xFF\xFF\xE5\x33\xCD\xD4\xF1\xA2\xF2\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x92EC607F), ('P4rIngress.bitmap_seq.seq', 0xC0000000)], 4278)
        self.setRegisterValue('P4rIngress.rounds', 0xC0000000, 4278)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1C), ('P4rIngress.count_exp.exponent', 0x58)], 4278)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4278)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5624880D), ('P4rIngress.values_v0000.hi', 0x76A77C43)], 4278)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x4D415893), ('P4rIngress.values_v0001.hi', 0xB0E86690)], 4278)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6B024C55), ('P4rIngress.values_v0010.hi', 0x88CB5C6E)], 4278)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x5CC333D6), ('P4rIngress.values_v0011.hi', 0x01C49337)], 4278)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6781365C), ('P4rIngress.values_v0100.hi', 0xC56BBBBC)], 4278)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5693044D), ('P4rIngress.values_v0101.hi', 0x79BE323B)], 4278)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x5ABA226E), ('P4rIngress.values_v0110.hi', 0x53E12D1A)], 4278)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7EC2592E), ('P4rIngress.values_v0111.hi', 0xC03D4E7B)], 4278)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4D373815), ('P4rIngress.values_v1000.hi', 0xBED5E023)], 4278)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7A94C8A9), ('P4rIngress.values_v1001.hi', 0x5D6D3890)], 4278)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7E677947), ('P4rIngress.values_v1010.hi', 0x7CBBEDB6)], 4278)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x757CD0C3), ('P4rIngress.values_v1011.hi', 0x26BFCE6F)], 4278)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x79AE45E7), ('P4rIngress.values_v1100.hi', 0x54D578A9)], 4278)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x44B021C7), ('P4rIngress.values_v1101.hi', 0x3011B17A)], 4278)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x447CC5A4), ('P4rIngress.values_v1110.hi', 0x87A9A6AF)], 4278)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4B36FE19), ('P4rIngress.values_v1111.hi', 0x68EE9E32)], 4278)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2A68),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000238),
                gc.DataTuple('slot_count', 0x00001C8F),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9F66437E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00F),
                gc.KeyTuple('src_addr', 0x49DE2937),
                gc.KeyTuple('src_port', 0x6F0B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2A68),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03C2),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x49\xDE\x29\x37\x00\x00\x00\x00\x6F\x0B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x2A\x68\x00\x10\x9F\x66\x43\x7E\x0E\x7E\x06\xA5\xC0\x00\x00\x00\x00\x20\x00\x00\x55\x95\xDB\xE5\x09\xB4\xDD\x33\x79\xB3\x9D\xD1\xB1\x2C\xC8\xFB\x5A\xED\xB5\x79\x86\xD7\xDA\x5B\x6B\xDB\x35\x07\x7F\xC8\xE6\x35\x4D\x5F\x1F\x5C\xB5\x21\xA1\x84\x40\x30\xF0\xA9\x71\xCF\xC1\xDB\x53\x91\xFE\x3B\x4A\x89\x2C\x6E\x78\x7B\x27\xFC\x95\xDF\x27\xDD\x6D\xF9\x49\xF3\x82\x4A\x66\x2F\x7A\x11\xEC\x8C\x5B\xE9\x73\xE1\x43\x7A\x13\xC6\x8F\xD2\x6C\x6C\x79\x60\xB1\x4B\xB6\x8C\x1F\x43\x51\xCB\x2E\x94\x72\x43\x9A\x08\x71\x11\x22\x54\x5A\xA2\x3A\x63\x5D\x63\x6D\xB9\xB4\xB2\xFC\x1E\x59\xBA\xD7\x34\x67\xF5\xA7\x10\x88\x02\x7A\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x49\xDE\x29\x37\xBE\xEF\x6F\x0B\x00\xA0\x00\x00\x50\x34\x02\x82\x2A\x68\x00\x10\x9F\x66\x43\x7E\x0E\x7E\x00\xA5\xC0\x00\x00\x00\x00\x20\x00\x1D\x7F\xFF\xFF\xFF\x09\xB4\xDD\x33\x7F\xFF\xFF\xFF\xB1\x2C\xC8\xFB\x7F\xFF\xFF\xFF\x86\xD7\xDA\x5B\x7F\xFF\xFF\xFF\x7F\xC8\xE6\x35\x7F\xFF\xFF\xFF\xB5\x21\xA1\x84\x7F\xFF\xFF\xFF\x71\xCF\xC1\xDB\x7F\xFF\xFF\xFF\x4A\x89\x2C\x6E\x7F\xFF\xFF\xFF\x95\xDF\x27\xDD\x7F\xFF\xFF\xFF\x82\x4A\x66\x2F\x7F\xFF\xFF\xFF\x5B\xE9\x73\xE1\x7F\xFF\xFF\xFF\x8F\xD2\x6C\x6C\x7F\xFF\xFF\xFF\xB6\x8C\x1F\x43\x7F\xFF\xFF\xFF\x72\x43\x9A\x08\x7F\xFF\xFF\xFF\x5A\xA2\x3A\x63\x7F\xFF\xFF\xFF\xB4\xB2\xFC\x1E\x7F\xFF\xFF\xFF\x67\xF5\xA7\x10\x88\x02\x7A\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2DA0B526), ('P4rIngress.bitmap_seq.seq', 0x1B2FDFE7)], 1373)
        self.setRegisterValue('P4rIngress.rounds', 0x1B2FDFE7, 1373)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x07), ('P4rIngress.count_exp.exponent', 0x00)], 1373)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1373)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7728FB15), ('P4rIngress.values_v0000.hi', 0xDFA15D53)], 1373)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x4B73BCEE), ('P4rIngress.values_v0001.hi', 0xB350DE9B)], 1373)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6F335638), ('P4rIngress.values_v0010.hi', 0x71EE1F83)], 1373)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x5020D94F), ('P4rIngress.values_v0011.hi', 0x4DBF2D4B)], 1373)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5D81DC8E), ('P4rIngress.values_v0100.hi', 0xBB16B6EE)], 1373)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5D90A0BA), ('P4rIngress.values_v0101.hi', 0xA9E39966)], 1373)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7E06D4E3), ('P4rIngress.values_v0110.hi', 0x73B146D3)], 1373)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5E422517), ('P4rIngress.values_v0111.hi', 0x8635C533)], 1373)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x7CE2ACFC), ('P4rIngress.values_v1000.hi', 0x2B36DAFF)], 1373)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x64A6E509), ('P4rIngress.values_v1001.hi', 0x0D35EAA1)], 1373)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4AE6E457), ('P4rIngress.values_v1010.hi', 0x80000000)], 1373)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x676349A9), ('P4rIngress.values_v1011.hi', 0x60E0DB27)], 1373)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5CAA969A), ('P4rIngress.values_v1100.hi', 0x9268B197)], 1373)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5A78B904), ('P4rIngress.values_v1101.hi', 0xFD9E78CF)], 1373)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7A90CF7D), ('P4rIngress.values_v1110.hi', 0x70E3E73C)], 1373)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6A43B350), ('P4rIngress.values_v1111.hi', 0x65E7158B)], 1373)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0722),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000055D),
                gc.DataTuple('slot_count', 0x00000C5D),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEF7FC55E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01D),
                gc.KeyTuple('src_addr', 0xFE32C66A),
                gc.KeyTuple('src_port', 0xEC7A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0722),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x02AF),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFE\x32\xC6\x6A\x00\x00\x00\x00\xEC\x7A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x07\x22\x00\x10\xEF\x7F\xC5\x5E\x00\x00\x02\xDE\x1B\x2F\xDF\xE7\x00\x20\x00\x00\x53\x2E\xBA\x74\x10\xB6\x6C\x11\x6F\x56\xAC\xD1\xBB\xDB\x8B\xD8\x62\xFB\x3C\xA4\x67\xAA\x9F\x3F\x55\xE1\xD1\x59\x07\xB0\x04\xEB\x6F\xFC\x25\xB9\x29\xF6\x60\x5A\x76\xB4\xE7\xFA\x83\x8D\xBC\xA7\x76\x09\xC2\x32\x75\x90\xD3\x31\x6A\x53\x67\x96\xED\x67\xBB\x98\x4A\x73\x0D\x70\x9E\x96\xF9\x22\x7C\x7B\x19\x85\x7F\x42\xB3\x6F\x78\xAD\x4E\x77\x58\x69\xFF\x7D\x65\x9B\xB6\x1B\x40\x32\x4B\x83\x48\xDB\x56\x7C\xD4\x03\x80\xBF\x59\x1F\x8C\xC0\xA5\xF3\x13\xEF\x75\x22\x6A\xDA\x44\x5A\x07\xC4\x7E\x6E\xE9\x4C\x34\xA3\x59\x99\x0D\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2\xE5\xA0\xD0\x50\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xFE\x32\xC6\x6A\xBE\xEF\xEC\x7A\x00\xA0\x00\x00\x50\x34\x02\x82\x07\x22\x00\x10\xEF\x7F\xC5\x5E\x00\x00\x00\xDE\x1B\x2F\xDF\xE7\x00\x20\x00\x08\x7F\xFF\xFF\xFF\x10\xB6\x6C\x11\x7F\xFF\xFF\xFF\xBB\xDB\x8B\xD8\x7F\xFF\xFF\xFF\x67\xAA\x9F\x3F\x7F\xFF\xFF\xFF\x07\xB0\x04\xEB\x7F\xFF\xFF\xFF\x29\xF6\x60\x5A\x7F\xFF\xFF\xFF\x83\x8D\xBC\xA7\x7F\xFF\xFF\xFF\x75\x90\xD3\x31\x7F\xFF\xFF\xFF\xED\x67\xBB\x98\x7F\xFF\xFF\xFF\x9E\x96\xF9\x22\x7F\xFF\xFF\xFF\x7F\x42\xB3\x6F\x7F\xFF\xFF\xFF\x58\x69\xFF\x7D\x7F\xFF\xFF\xFF\x40\x32\x4B\x83\x7F\xFF\xFF\xFF\xD4\x03\x80\xBF\x7F\xFF\xFF\xFF\xA5\xF3\x13\xEF\x7F\xFF\xFF\xFF\x44\x5A\x07\xC4\x7F\xFF\xFF\xFF\x34\xA3\x59\x99\x0D\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2\xE5\xA0\xD0\x50\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x25CC8AD3), ('P4rIngress.bitmap_seq.seq', 0x54E4D65D)], 1154)
        self.setRegisterValue('P4rIngress.rounds', 0x54E4D65D, 1154)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x11), ('P4rIngress.count_exp.exponent', 0x5E)], 1154)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1154)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x74681942), ('P4rIngress.values_v0000.hi', 0xBA6B9EEF)], 1154)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5EB5243B), ('P4rIngress.values_v0001.hi', 0xACA19276)], 1154)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6DEB4F5A), ('P4rIngress.values_v0010.hi', 0x20690251)], 1154)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7E1726B9), ('P4rIngress.values_v0011.hi', 0x2A1DE749)], 1154)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5BA1974C), ('P4rIngress.values_v0100.hi', 0x5372FEE9)], 1154)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x56DE083A), ('P4rIngress.values_v0101.hi', 0x895D8D72)], 1154)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x524F1275), ('P4rIngress.values_v0110.hi', 0x6AD78EE3)], 1154)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7A7493BA), ('P4rIngress.values_v0111.hi', 0x86DA6067)], 1154)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x44D3EE55), ('P4rIngress.values_v1000.hi', 0x0B7AC8A9)], 1154)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6DB5E27F), ('P4rIngress.values_v1001.hi', 0x02DECEE7)], 1154)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x75F687CF), ('P4rIngress.values_v1010.hi', 0xBA2C4173)], 1154)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x63FE0AC1), ('P4rIngress.values_v1011.hi', 0x588FC5BB)], 1154)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x54D61877), ('P4rIngress.values_v1100.hi', 0xAD710262)], 1154)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x50D27C3B), ('P4rIngress.values_v1101.hi', 0x2ACF551F)], 1154)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5DB2EC86), ('P4rIngress.values_v1110.hi', 0x8A506F5F)], 1154)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x5AC6940F), ('P4rIngress.values_v1111.hi', 0x40000000)], 1154)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xBF13),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000482),
                gc.DataTuple('slot_count', 0x000002DF),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0070FDC0),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xC55B34DF),
                gc.KeyTuple('src_port', 0x79AD),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xBF13),
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
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC5\x5B\x34\xDF\x00\x00\x00\x00\x79\xAD\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xBF\x13\x00\x10\x00\x70\xFD\xC0\x00\x00\x04\xD1\x54\xE4\xD6\x5D\x00\x20\x00\x00\x64\xD8\x2C\x79\x3F\x6E\xEA\x52\x57\x04\x56\xFA\x9A\x26\x56\x02\x4D\xC3\xDB\x31\x63\xF7\x79\x75\x52\x58\x52\x76\xAD\xAC\x4F\x6B\x51\x3F\xCC\x99\xD1\x70\xDA\x69\x7A\xB9\x4E\x46\xBA\xA5\x72\x99\x6B\x6F\xB1\x45\x42\xF9\x00\xD5\x7C\x29\x46\xFF\x93\xFB\x1C\xE1\x7F\x9B\x23\xD7\xDA\xC9\x7B\x9B\x50\x61\x63\x95\xB5\xDB\xEE\x79\x61\x05\x85\xA8\x9E\xE6\xC3\x22\x4C\xC5\xA2\xC6\x78\xB9\x2B\xB9\x69\x4F\xC4\xA8\xB3\x0B\x7E\xE7\x59\xF2\x9F\x67\x5E\x6D\x90\x46\x4B\x41\x4A\x56\xD8\xB0\x82\x22\x72\x88\xCC\xA9\x40\x00\x00\x00\x96\xFE\xF0\x00\x9A\xC6\x20\x71\xC0\x58\x86\xA1\xE0\x31'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC5\x5B\x34\xDF\xBE\xEF\x79\xAD\x00\xA0\x00\x00\x50\x34\x02\x82\xBF\x13\x00\x10\x00\x70\xFD\xC0\x00\x00\x00\xD1\x54\xE4\xD6\x5D\x00\x20\x00\x12\x7F\xFF\xFF\xFF\x3F\x6E\xEA\x52\x7F\xFF\xFF\xFF\x9A\x26\x56\x02\x7F\xFF\xFF\xFF\x63\xF7\x79\x75\x7F\xFF\xFF\xFF\xAD\xAC\x4F\x6B\x7F\xFF\xFF\xFF\xD1\x70\xDA\x69\x7F\xFF\xFF\xFF\xBA\xA5\x72\x99\x7F\xFF\xFF\xFF\x42\xF9\x00\xD5\x7F\xFF\xFF\xFF\x93\xFB\x1C\xE1\x7F\xFF\xFF\xFF\xDA\xC9\x7B\x9B\x7F\xFF\xFF\xFF\xB5\xDB\xEE\x79\x7F\xFF\xFF\xFF\x9E\xE6\xC3\x22\x7F\xFF\xFF\xFF\x78\xB9\x2B\xB9\x7F\xFF\xFF\xFF\xB3\x0B\x7E\xE7\x7F\xFF\xFF\xFF\x5E\x6D\x90\x46\x7F\xFF\xFF\xFF\xD8\xB0\x82\x22\x7F\xFF\xFF\xFF\x40\x00\x00\x00\x96\xFE\xF0\x00\x9A\xC6\x20\x71\xC0\x58\x86\xA1\xE0\x31'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x42B87AB0), ('P4rIngress.bitmap_seq.seq', 0x08000000)], 2607)
        self.setRegisterValue('P4rIngress.rounds', 0x08000000, 2607)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x06), ('P4rIngress.count_exp.exponent', 0x5C)], 2607)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2607)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5E8B2B2A), ('P4rIngress.values_v0000.hi', 0x7715B8E7)], 2607)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x52725353), ('P4rIngress.values_v0001.hi', 0x88A10C0F)], 2607)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x47AB67A6), ('P4rIngress.values_v0010.hi', 0xADD77157)], 2607)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7799B384), ('P4rIngress.values_v0011.hi', 0x4155C3B3)], 2607)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6712918C), ('P4rIngress.values_v0100.hi', 0xA8A664F6)], 2607)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x7A469DC5), ('P4rIngress.values_v0101.hi', 0x354D443B)], 2607)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x4F767214), ('P4rIngress.values_v0110.hi', 0x271BFC71)], 2607)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5DCD8620), ('P4rIngress.values_v0111.hi', 0x8958F998)], 2607)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x7BE921B1), ('P4rIngress.values_v1000.hi', 0xB3C1B4A7)], 2607)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5F23329A), ('P4rIngress.values_v1001.hi', 0x3D668B94)], 2607)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6A4DF8CA), ('P4rIngress.values_v1010.hi', 0x8AB04C0B)], 2607)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x473A46BE), ('P4rIngress.values_v1011.hi', 0xA9889F07)], 2607)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5FD36BA7), ('P4rIngress.values_v1100.hi', 0x7A4B5776)], 2607)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7E077603), ('P4rIngress.values_v1101.hi', 0x7B96312D)], 2607)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x476763AA), ('P4rIngress.values_v1110.hi', 0x0F7753AB)], 2607)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x7058C5F2), ('P4rIngress.values_v1111.hi', 0x6F562723)], 2607)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xDD87),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000026F),
                gc.DataTuple('slot_count', 0x00000DFB),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9B8A086D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x019),
                gc.KeyTuple('src_addr', 0x528E7BBC),
                gc.KeyTuple('src_port', 0x689F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xDD87),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x037E),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x52\x8E\x7B\xBC\x00\x00\x00\x00\x68\x9F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xDD\x87\x00\x10\x9B\x8A\x08\x6D\x07\xC0\x00\xBF\x08\x00\x00\x00\x00\x20\x00\x00\x78\x39\x96\x7F\x17\x19\xA5\x4D\x42\xF6\x6B\xA9\xBF\xBC\x77\x1F\x6B\xA6\x13\x2E\x8F\x56\x70\xFC\x4C\x8B\x13\x15\x64\x55\x00\xD0\x4D\x97\xEA\xBE\x9A\x73\x21\x37\x66\xCD\x6F\x7D\x5C\xE1\x14\x29\x46\x55\x6E\xD6\x72\x6B\x00\x32\x45\xF9\x46\x9D\xED\x58\x9D\x83\x47\x7D\x5E\xBD\x8D\x2D\x87\xEC\x5F\x8E\xA7\x5B\x66\x24\xAD\x4D\x47\x7A\x59\xE7\x78\x24\x57\xDD\x54\x2A\xB7\xF3\x6B\x78\xC6\xE3\x63\x93\x53\x09\x53\xE7\x05\x06\x44\xA5\x53\xCC\x33\x37\x35\xE5\x75\x55\x08\x83\x84\x56\x57\xED\x6E\x56\xAA\x41\x44\x70\x2F\x2B\x95\xA4\xE3\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25\x33\x3F\x22\x8C\x3B\xFE\xBF\xA1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x52\x8E\x7B\xBC\xBE\xEF\x68\x9F\x00\xA0\x00\x00\x50\x34\x02\x82\xDD\x87\x00\x10\x9B\x8A\x08\x6D\x07\xC0\x00\xBF\x08\x00\x00\x00\x00\x20\x00\x07\x7F\xFF\xFF\xFF\x17\x19\xA5\x4D\x7F\xFF\xFF\xFF\xBF\xBC\x77\x1F\x7F\xFF\xFF\xFF\x8F\x56\x70\xFC\x7F\xFF\xFF\xFF\x64\x55\x00\xD0\x7F\xFF\xFF\xFF\x9A\x73\x21\x37\x7F\xFF\xFF\xFF\x5C\xE1\x14\x29\x7F\xFF\xFF\xFF\x72\x6B\x00\x32\x7F\xFF\xFF\xFF\xED\x58\x9D\x83\x7F\xFF\xFF\xFF\x8D\x2D\x87\xEC\x7F\xFF\xFF\xFF\x66\x24\xAD\x4D\x7F\xFF\xFF\xFF\x78\x24\x57\xDD\x7F\xFF\xFF\xFF\x6B\x78\xC6\xE3\x7F\xFF\xFF\xFF\x53\xE7\x05\x06\x7F\xFF\xFF\xFF\x33\x37\x35\xE5\x7F\xFF\xFF\xFF\x84\x56\x57\xED\x7F\xFF\xFF\xFF\x44\x70\x2F\x2B\x95\xA4\xE3\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25\x33\x3F\x22\x8C\x3B\xFE\xBF\xA1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x35542A5E), ('P4rIngress.bitmap_seq.seq', 0xB8CD5239)], 7865)
        self.setRegisterValue('P4rIngress.rounds', 0xB8CD5239, 7865)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x05), ('P4rIngress.count_exp.exponent', 0x76)], 7865)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 7865)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x41D39C73), ('P4rIngress.values_v0000.hi', 0x3469528E)], 7865)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x4906D55A), ('P4rIngress.values_v0001.hi', 0xBAACECB1)], 7865)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x60D58D86), ('P4rIngress.values_v0010.hi', 0x9FD544B6)], 7865)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x560A339E), ('P4rIngress.values_v0011.hi', 0x4BCD5641)], 7865)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x78FEE8EA), ('P4rIngress.values_v0100.hi', 0x9AFBDB5A)], 7865)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x49E60B61), ('P4rIngress.values_v0101.hi', 0x4AE8BED9)], 7865)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x591BE523), ('P4rIngress.values_v0110.hi', 0x155B6A92)], 7865)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7E58CE16), ('P4rIngress.values_v0111.hi', 0xDD08C51D)], 7865)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x52D24574), ('P4rIngress.values_v1000.hi', 0x94B3692C)], 7865)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x75BC9E9B), ('P4rIngress.values_v1001.hi', 0x79A58673)], 7865)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x66AAC99E), ('P4rIngress.values_v1010.hi', 0xF3ED52B3)], 7865)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x68958F0D), ('P4rIngress.values_v1011.hi', 0xDB13B3EE)], 7865)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x74917C73), ('P4rIngress.values_v1100.hi', 0x53A544E9)], 7865)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7924736A), ('P4rIngress.values_v1101.hi', 0x42AB9990)], 7865)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7C273A8A), ('P4rIngress.values_v1110.hi', 0x6BDE50AC)], 7865)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x77D26074), ('P4rIngress.values_v1111.hi', 0xB657EDCE)], 7865)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA123),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000070),
                gc.DataTuple('slot_count', 0x00001F3F),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x94A55861),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x038),
                gc.KeyTuple('src_addr', 0x39DF123D),
                gc.KeyTuple('src_port', 0x5F80),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA123),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0027),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x39\xDF\x12\x3D\x00\x00\x00\x00\x5F\x80\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA1\x23\x00\x10\x94\xA5\x58\x61\x1E\x49\x04\xD7\xB8\xCD\x52\x39\x00\x20\x00\x00\x4B\x1E\xDB\x4B\x72\x34\xCE\xAA\x48\x85\x36\x36\xAC\xE7\xD7\xCF\x57\x94\x92\xDB\xD7\x5C\xA1\x09\x5B\xC9\x56\x63\x35\x5D\x5F\x51\x73\x98\xBE\x05\x95\x83\x89\x5A\x49\xB5\x06\x73\x4E\x39\xBF\x97\x4C\x13\x76\xA5\x6F\x8B\xD1\xB3\x64\x1F\x11\x28\x85\xBD\xE7\xF1\x6D\x9D\x61\xF9\xAE\x60\xFC\x75\x46\x02\x0E\x1A\x17\xE8\x0C\xEB\x75\x7C\x4D\xD0\xD9\xAD\xDA\xBB\x5B\xD5\xF7\x73\x56\xF9\x38\x73\x4E\x3C\x11\xB5\x37\x33\x56\xF5\x6B\x60\xAA\x32\x50\x9F\x5E\x64\x4B\x5B\x41\xFB\x6E\x06\xEF\x3D\x71\x12\x00\x11\xA5\x8E\x0C\x6D\x52\x99\x60\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64\x20\xFF\x9B\x32\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x39\xDF\x12\x3D\xBE\xEF\x5F\x80\x00\xA0\x00\x00\x50\x34\x02\x82\xA1\x23\x00\x10\x94\xA5\x58\x61\x1E\x49\x00\xD7\xB8\xCD\x52\x39\x00\x20\x00\x06\x7F\xFF\xFF\xFF\x72\x34\xCE\xAA\x7F\xFF\xFF\xFF\xAC\xE7\xD7\xCF\x7F\xFF\xFF\xFF\xD7\x5C\xA1\x09\x7F\xFF\xFF\xFF\x35\x5D\x5F\x51\x7F\xFF\xFF\xFF\x95\x83\x89\x5A\x7F\xFF\xFF\xFF\x4E\x39\xBF\x97\x7F\xFF\xFF\xFF\x6F\x8B\xD1\xB3\x7F\xFF\xFF\xFF\x85\xBD\xE7\xF1\x7F\xFF\xFF\xFF\xAE\x60\xFC\x75\x7F\xFF\xFF\xFF\x17\xE8\x0C\xEB\x7F\xFF\xFF\xFF\xD9\xAD\xDA\xBB\x7F\xFF\xFF\xFF\x56\xF9\x38\x73\x7F\xFF\xFF\xFF\x37\x33\x56\xF5\x7F\xFF\xFF\xFF\x50\x9F\x5E\x64\x7F\xFF\xFF\xFF\x6E\x06\xEF\x3D\x7F\xFF\xFF\xFF\xA5\x8E\x0C\x6D\x52\x99\x60\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64\x20\xFF\x9B\x32\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA289E2E7), ('P4rIngress.bitmap_seq.seq', 0xB8DEEC62)], 7573)
        self.setRegisterValue('P4rIngress.rounds', 0xB8DEEC62, 7573)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x04), ('P4rIngress.count_exp.exponent', 0x85)], 7573)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 7573)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5D4D5728), ('P4rIngress.values_v0000.hi', 0xB56066FF)], 7573)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x466D3CB5), ('P4rIngress.values_v0001.hi', 0xD1B6D9F3)], 7573)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x72EFB0CD), ('P4rIngress.values_v0010.hi', 0xCAE4A90F)], 7573)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x74271E5A), ('P4rIngress.values_v0011.hi', 0xAEB541C7)], 7573)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x72594AE0), ('P4rIngress.values_v0100.hi', 0xAA711C62)], 7573)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x6A404410), ('P4rIngress.values_v0101.hi', 0x1B80B2C5)], 7573)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x6D1CE0D3), ('P4rIngress.values_v0110.hi', 0xA65D572D)], 7573)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x77313B8B), ('P4rIngress.values_v0111.hi', 0xD5383934)], 7573)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x677DCB63), ('P4rIngress.values_v1000.hi', 0xDD44D64E)], 7573)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x77E968E1), ('P4rIngress.values_v1001.hi', 0x3B294EED)], 7573)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x72F35905), ('P4rIngress.values_v1010.hi', 0x7DE98F4F)], 7573)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7097ADE3), ('P4rIngress.values_v1011.hi', 0x7CE333CC)], 7573)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4FAB86D5), ('P4rIngress.values_v1100.hi', 0x45EBCAB4)], 7573)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5DDD1A8B), ('P4rIngress.values_v1101.hi', 0xBC72E2AB)], 7573)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7F4B5454), ('P4rIngress.values_v1110.hi', 0x2C5B242B)], 7573)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x62AF8672), ('P4rIngress.values_v1111.hi', 0x72B62E3D)], 7573)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF7A2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004ED),
                gc.DataTuple('slot_count', 0x00001B13),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5EB04EF4),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03E),
                gc.KeyTuple('src_addr', 0xE79BEE9D),
                gc.KeyTuple('src_port', 0xFA36),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF7A2),
                gc.DataTuple('rank', 0x0012),
                gc.DataTuple('worker_index', 0x0323),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE7\x9B\xEE\x9D\x00\x00\x00\x00\xFA\x36\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF7\xA2\x00\x12\x5E\xB0\x4E\xF4\x18\xA8\x04\xF3\xB8\xDE\xEC\x62\x00\x20\x00\x00\x57\x23\xD8\x0B\xB5\x21\x56\xB2\x54\x5F\x7A\x61\x93\xC4\xDA\xD2\x7A\xFD\x84\xB5\xA8\xEB\xBF\x27\x66\xEC\x7B\xBB\x1E\xDD\xC4\x78\x5B\xC9\x45\x9E\xCB\x3E\x19\x67\x6B\x0F\x44\x70\xB6\xB5\x7C\x62\x60\xA4\xE3\x72\x8F\xE1\xC9\xF5\x64\x2F\xF4\x86\xE1\x7F\x91\x9E\x69\x21\xAD\xA9\x8B\x2C\xEF\xB3\x64\x93\x96\x82\xA2\x39\x2C\xDE\x6B\x51\x48\x5E\x4A\x1A\x95\xE8\x4A\xD6\x2D\x8E\x29\x0E\xB0\x31\x77\x88\x21\x89\xDD\xE4\x9E\x9F\x6C\x3F\x5A\x83\x86\x67\xAB\xC9\x5E\x93\xB2\xF2\x78\xD9\xA5\x3D\x6E\xE4\xAA\x4B\x14\x15\x99\x02\xE4\xF9\x85\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC\x33\x62\xE0\x70\xD3\x5D\x4D\x05\x94\xBE\xC0\xA8\x70\xB3\x89\x12\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE7\x9B\xEE\x9D\xBE\xEF\xFA\x36\x00\xA0\x00\x00\x50\x34\x02\x82\xF7\xA2\x00\x12\x5E\xB0\x4E\xF4\x18\xA8\x00\xF3\xB8\xDE\xEC\x62\x00\x20\x00\x05\x7F\xFF\xFF\xFF\xB5\x21\x56\xB2\x7F\xFF\xFF\xFF\x93\xC4\xDA\xD2\x7F\xFF\xFF\xFF\xA8\xEB\xBF\x27\x7F\xFF\xFF\xFF\x1E\xDD\xC4\x78\x7F\xFF\xFF\xFF\xCB\x3E\x19\x67\x7F\xFF\xFF\xFF\xB6\xB5\x7C\x62\x7F\xFF\xFF\xFF\x8F\xE1\xC9\xF5\x7F\xFF\xFF\xFF\xE1\x7F\x91\x9E\x7F\xFF\xFF\xFF\x8B\x2C\xEF\xB3\x7F\xFF\xFF\xFF\xA2\x39\x2C\xDE\x7F\xFF\xFF\xFF\x4A\x1A\x95\xE8\x7F\xFF\xFF\xFF\x29\x0E\xB0\x31\x7F\xFF\xFF\xFF\xDD\xE4\x9E\x9F\x7F\xFF\xFF\xFF\x86\x67\xAB\xC9\x7F\xFF\xFF\xFF\x78\xD9\xA5\x3D\x7F\xFF\xFF\xFF\x14\x15\x99\x02\xE4\xF9\x85\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC\x33\x62\xE0\x70\xD3\x5D\x4D\x05\x94\xBE\xC0\xA8\x70\xB3\x89\x12\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x575A9DF6), ('P4rIngress.bitmap_seq.seq', 0x3350DF8A)], 3338)
        self.setRegisterValue('P4rIngress.rounds', 0x3350DF8A, 3338)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x02), ('P4rIngress.count_exp.exponent', 0xD9)], 3338)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3338)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x668ACA72), ('P4rIngress.values_v0000.hi', 0x30CFDB72)], 3338)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x4F17F6CE), ('P4rIngress.values_v0001.hi', 0xCF72DB1D)], 3338)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5CDB459B), ('P4rIngress.values_v0010.hi', 0x1DB49161)], 3338)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7E68D8E1), ('P4rIngress.values_v0011.hi', 0x3749046D)], 3338)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x65E8FDCB), ('P4rIngress.values_v0100.hi', 0xA5B2EEB9)], 3338)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x7BD6F357), ('P4rIngress.values_v0101.hi', 0x9D2CBBB3)], 3338)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x4F5BA79B), ('P4rIngress.values_v0110.hi', 0x99CD159A)], 3338)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6B6A64D5), ('P4rIngress.values_v0111.hi', 0xBCAA4494)], 3338)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x46A63FA5), ('P4rIngress.values_v1000.hi', 0x8A5689EC)], 3338)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x46E5E629), ('P4rIngress.values_v1001.hi', 0x934D5609)], 3338)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5032AE45), ('P4rIngress.values_v1010.hi', 0x48D20B15)], 3338)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x58DAA1DD), ('P4rIngress.values_v1011.hi', 0xBFBCCF34)], 3338)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4CBB62DC), ('P4rIngress.values_v1100.hi', 0x7ABE4B26)], 3338)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7D7A7E20), ('P4rIngress.values_v1101.hi', 0x066EDAAF)], 3338)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7AA86A43), ('P4rIngress.values_v1110.hi', 0xF1D9726C)], 3338)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x5C4348EF), ('P4rIngress.values_v1111.hi', 0x46ABBAC7)], 3338)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7F5D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000557),
                gc.DataTuple('slot_count', 0x00000E9A),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x809E55D8),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x039),
                gc.KeyTuple('src_addr', 0xEB4DE24B),
                gc.KeyTuple('src_port', 0xDC99),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7F5D),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x039E),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEB\x4D\xE2\x4B\x00\x00\x00\x00\xDC\x99\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x7F\x5D\x00\x10\x80\x9E\x55\xD8\x07\xB3\x02\xE4\x33\x50\xDF\x8A\x00\x20\x00\x00\x73\xFB\xD6\x55\xFC\x9A\x91\x9A\x5A\x9F\x1C\x7A\x9D\xB3\xD1\x71\x4A\x8D\xF1\x28\x65\x25\xBB\x86\x67\x05\x92\xDB\x22\x72\x02\x28\x48\x82\x54\xA5\x33\xBB\x4E\x77\x6B\xEC\x2E\x61\xC8\x49\xDF\xDB\x40\xD9\x1D\xB3\xF6\xE9\x71\xE4\x73\x31\xF6\x27\xA1\xC6\xE5\x5C\x50\x49\x72\x83\xC3\x63\x31\x1E\x45\xEF\xCB\x63\xC3\xD7\xA2\x0D\x4B\x28\x1C\x50\x52\xC1\x61\xD9\x5E\x1A\xE6\xFF\x17\x90\x9D\x74\x4C\x06\x13\xE2\x4E\x4B\x5D\x3A\x57\x32\xD6\x6D\x0B\x6E\xC8\x16\x51\xE8\x12\x6E\x7E\x2D\x9F\x6F\x6F\xBA\x75\x70\x65\x63\xF9\xDB\x76\x2A\x16\x1A\xED\xA8\xB7\x65\x17\x01\x08\x31\x3D\xCC\xE3\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA\x13\x17\x49\x5B\x1C\xDF\x05\x62\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8\xD2\x64\xB8\x72\x0D\x8E\x9C\x23\xD9\x08\xA3\x29\xE3\x5E\x2C\x62\xA2\xA7\xAB\xD4\x14\x42\x6B\x3B\x26\xC0\x8C\xB6\x79\x82\xEF\x87\x58\x26\x9D\x04\x20\x14\xEB\xD5\xAA\xC8\x4C\x0A\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xEB\x4D\xE2\x4B\xBE\xEF\xDC\x99\x00\xA0\x00\x00\x50\x34\x02\x82\x7F\x5D\x00\x10\x80\x9E\x55\xD8\x07\xB3\x00\xE4\x33\x50\xDF\x8A\x00\x20\x00\x03\x7F\xFF\xFF\xFF\xFC\x9A\x91\x9A\x7F\xFF\xFF\xFF\x9D\xB3\xD1\x71\x7F\xFF\xFF\xFF\x65\x25\xBB\x86\x7F\xFF\xFF\xFF\x22\x72\x02\x28\x7F\xFF\xFF\xFF\x33\xBB\x4E\x77\x7F\xFF\xFF\xFF\xC8\x49\xDF\xDB\x7F\xFF\xFF\xFF\xF6\xE9\x71\xE4\x7F\xFF\xFF\xFF\xA1\xC6\xE5\x5C\x7F\xFF\xFF\xFF\xC3\x63\x31\x1E\x7F\xFF\xFF\xFF\xC3\xD7\xA2\x0D\x7F\xFF\xFF\xFF\x52\xC1\x61\xD9\x7F\xFF\xFF\xFF\x17\x90\x9D\x74\x7F\xFF\xFF\xFF\x4E\x4B\x5D\x3A\x7F\xFF\xFF\xFF\x0B\x6E\xC8\x16\x7F\xFF\xFF\xFF\x7E\x2D\x9F\x6F\x7F\xFF\xFF\xFF\x65\x63\xF9\xDB\x76\x2A\x16\x1A\xED\xA8\xB7\x65\x17\x01\x08\x31\x3D\xCC\xE3\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA\x13\x17\x49\x5B\x1C\xDF\x05\x62\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8\xD2\x64\xB8\x72\x0D\x8E\x9C\x23\xD9\x08\xA3\x29\xE3\x5E\x2C\x62\xA2\xA7\xAB\xD4\x14\x42\x6B\x3B\x26\xC0\x8C\xB6\x79\x82\xEF\x87\x58\x26\x9D\x04\x20\x14\xEB\xD5\xAA\xC8\x4C\x0A\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test31(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC3BC8C5A), ('P4rIngress.bitmap_seq.seq', 0x6C0FA000)], 3342)
        self.setRegisterValue('P4rIngress.rounds', 0x6C0FA000, 3342)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0A), ('P4rIngress.count_exp.exponent', 0x36)], 3342)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3342)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7DF36B27), ('P4rIngress.values_v0000.hi', 0x9FABE8EB)], 3342)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x67CB7353), ('P4rIngress.values_v0001.hi', 0x966F1690)], 3342)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5BDC5AEF), ('P4rIngress.values_v0010.hi', 0x54FD99B4)], 3342)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x59D1F1F9), ('P4rIngress.values_v0011.hi', 0x7EEDA763)], 3342)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7F53EF99), ('P4rIngress.values_v0100.hi', 0x7B9DB9F7)], 3342)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4C9A23A7), ('P4rIngress.values_v0101.hi', 0xDF35D3EB)], 3342)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x6B456E6D), ('P4rIngress.values_v0110.hi', 0x6FC9CD0B)], 3342)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x64285482), ('P4rIngress.values_v0111.hi', 0x562ABC88)], 3342)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x63FB85AB), ('P4rIngress.values_v1000.hi', 0x58F97A85)], 3342)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x72BE5739), ('P4rIngress.values_v1001.hi', 0xE4B7FBC3)], 3342)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5168B1A9), ('P4rIngress.values_v1010.hi', 0x02216DA5)], 3342)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x62A842A6), ('P4rIngress.values_v1011.hi', 0x9D39BA3D)], 3342)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4448CEFE), ('P4rIngress.values_v1100.hi', 0x7F5BFB3B)], 3342)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x610482EA), ('P4rIngress.values_v1101.hi', 0x7058EDAE)], 3342)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x427D855B), ('P4rIngress.values_v1110.hi', 0x81F450FB)], 3342)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x7D756ECF), ('P4rIngress.values_v1111.hi', 0x1CF20AC9)], 3342)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x003F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AF6),
                gc.DataTuple('slot_count', 0x00000EF1),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBCAF619B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x866D3A86),
                gc.KeyTuple('src_port', 0xDCC0),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x003F),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0113),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x86\x6D\x3A\x86\x00\x00\x00\x00\xDC\xC0\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x00\x3F\x00\x10\xBC\xAF\x61\x9B\x02\x18\x00\x4B\x6C\x0F\xA0\x00\x00\x20\x00\x00\x79\x3B\xAB\xAB\xE3\xF4\x2E\xD1\x77\xB4\x7D\x8B\x9E\x68\x50\xB8\x4C\x3F\xC2\xA2\x54\xF5\xDF\xAE\x48\x71\x9B\x47\x9D\xCD\x4C\x7B\x6D\x12\xD5\xAD\x2A\xAD\x78\xC2\x59\xFB\x6F\x6B\x95\xB2\x55\x45\x4E\x72\xA5\x77\x4E\x01\x09\xB5\x55\x3B\x62\xEE\x35\x6A\xA0\xC0\x5E\x3A\xB1\xA8\x66\x2E\x04\xA3\x4A\x41\x47\x28\x37\x61\x39\x75\x40\xCC\xE9\x8C\x3E\x8D\x69\xA9\x5E\xE9\xFD\x06\x48\xE2\x94\xCE\x73\xDC\xCD\x8B\x3F\xD1\x4A\xFB\x5B\x1D\x64\xCC\x37\xEC\xED\xA6\x75\xE8\xD1\x37\xB6\xFC\xED\xD9\x6B\x50\x95\xE5\x75\x1F\xF6\x72\x81\x46\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25\x30\x3F\x77\x1A\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x86\x6D\x3A\x86\xBE\xEF\xDC\xC0\x00\xA0\x00\x00\x50\x34\x02\x82\x00\x3F\x00\x10\xBC\xAF\x61\x9B\x02\x18\x00\x4B\x6C\x0F\xA0\x00\x00\x20\x00\x0B\x7F\xFF\xFF\xFF\xE3\xF4\x2E\xD1\x7F\xFF\xFF\xFF\x9E\x68\x50\xB8\x7F\xFF\xFF\xFF\x54\xF5\xDF\xAE\x7F\xFF\xFF\xFF\x9D\xCD\x4C\x7B\x7F\xFF\xFF\xFF\x2A\xAD\x78\xC2\x7F\xFF\xFF\xFF\x95\xB2\x55\x45\x7F\xFF\xFF\xFF\x4E\x01\x09\xB5\x7F\xFF\xFF\xFF\x35\x6A\xA0\xC0\x7F\xFF\xFF\xFF\x66\x2E\x04\xA3\x7F\xFF\xFF\xFF\x37\x61\x39\x75\x7F\xFF\xFF\xFF\x3E\x8D\x69\xA9\x7F\xFF\xFF\xFF\x48\xE2\x94\xCE\x7F\xFF\xFF\xFF\x3F\xD1\x4A\xFB\x7F\xFF\xFF\xFF\x37\xEC\xED\xA6\x7F\xFF\xFF\xFF\xB6\xFC\xED\xD9\x7F\xFF\xFF\xFF\x75\x1F\xF6\x72\x81\x46\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25\x30\x3F\x77\x1A\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test32(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC7E4EFE3), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 6004)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 6004)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x07), ('P4rIngress.count_exp.exponent', 0x4C)], 6004)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6004)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5DD123C3), ('P4rIngress.values_v0000.hi', 0xB56C7F6E)], 6004)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7FA691DD), ('P4rIngress.values_v0001.hi', 0xA5AAD53B)], 6004)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4E4C6BFF), ('P4rIngress.values_v0010.hi', 0x679AA9A3)], 6004)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x57049A4C), ('P4rIngress.values_v0011.hi', 0x67C198E8)], 6004)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x49A1EFB9), ('P4rIngress.values_v0100.hi', 0x5187AC99)], 6004)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x64B3B97A), ('P4rIngress.values_v0101.hi', 0x2DAAD8CD)], 6004)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x472714AD), ('P4rIngress.values_v0110.hi', 0x985910DE)], 6004)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6CC269B5), ('P4rIngress.values_v0111.hi', 0x77580F3F)], 6004)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x7156DD77), ('P4rIngress.values_v1000.hi', 0x31F7F41A)], 6004)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x558576BC), ('P4rIngress.values_v1001.hi', 0x3D198B45)], 6004)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7E958EB1), ('P4rIngress.values_v1010.hi', 0xBB1FA5CB)], 6004)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x52CA4E46), ('P4rIngress.values_v1011.hi', 0x497A712E)], 6004)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6BF6A34B), ('P4rIngress.values_v1100.hi', 0xB5D765BC)], 6004)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7E527779), ('P4rIngress.values_v1101.hi', 0x59473563)], 6004)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x4DB70ADA), ('P4rIngress.values_v1110.hi', 0x71DD1711)], 6004)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x7D9C8C4B), ('P4rIngress.values_v1111.hi', 0x21A641B4)], 6004)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x06A0),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000010E4),
                gc.DataTuple('slot_count', 0x00000D85),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB272E4CE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x011),
                gc.KeyTuple('src_addr', 0x7AD1195B),
                gc.KeyTuple('src_port', 0x7AAE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x06A0),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x02D0),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7A\xD1\x19\x5B\x00\x00\x00\x00\x7A\xAE\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x06\xA0\x00\x10\xB2\x72\xE4\xCE\x06\x90\x04\xBA\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x78\xF3\x73\x21\xBD\x40\xF9\x75\x7F\x7A\x86\xCB\xD9\x62\x96\x8C\x43\x7D\xAF\x86\x22\xC9\x95\xA9\x43\x5C\x9E\x50\x68\x2E\xAA\x31\x5B\xC5\x31\xB5\x4B\xA9\x4C\x67\x75\x9A\x99\x37\x75\xEA\x87\xA5\x66\x13\x5C\x8B\xD7\x2D\x37\xDF\x66\x3E\xAC\x57\x76\x67\xBA\xA9\x64\x66\x5A\x65\xBB\xF6\xBF\xFA\x47\x34\x62\x9F\x48\xFE\x5E\xC7\x7E\x37\xC7\x3E\x39\x54\x5C\xA3\x52\x5F\x52\xC5\x4B\x4A\x0D\xA5\x6A\x7F\x8B\xE6\x1D\x56\xAB\xBD\x41\xDA\x59\x11\x4F\xB7\x7E\xBE\x42\x62\x3B\x5F\x68\xBB\xB2\xB3\x69\x34\x35\x51\x70\xA4\x24\xF1\xFB\x63\xEC\xBB\xD0\x43\x48\x45\xAA\x19\x46\x8D\xEC\xDC\x39\x65\xED\xEE\x5D\x0D\x98\x21\x7F\xCB\xC5\x22\x7E\xEE\x7A\x88\xFA\xE4\x0F\xF5\xD3\xBF\x2F\x4B\x1F\x57\x86\xBE\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B\x55\xE6\xB1\x4E\x3A\x43\xD8\x7D\x15\x0A\xF7\x90\x00\x32\x18\x44\x24\x20\x24\x92\x4F\x2A\xC5\x75\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41\xE3\xB2\x80\x95'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7A\xD1\x19\x5B\xBE\xEF\x7A\xAE\x00\xA0\x00\x00\x50\x34\x02\x82\x06\xA0\x00\x10\xB2\x72\xE4\xCE\x06\x90\x00\xBA\xFF\xFF\xFF\xFF\x00\x20\x00\x08\x7F\xFF\xFF\xFF\xBD\x40\xF9\x75\x7F\xFF\xFF\xFF\xD9\x62\x96\x8C\x7F\xFF\xFF\xFF\x22\xC9\x95\xA9\x7F\xFF\xFF\xFF\x68\x2E\xAA\x31\x7F\xFF\xFF\xFF\x4B\xA9\x4C\x67\x7F\xFF\xFF\xFF\x75\xEA\x87\xA5\x7F\xFF\xFF\xFF\xD7\x2D\x37\xDF\x7F\xFF\xFF\xFF\x76\x67\xBA\xA9\x7F\xFF\xFF\xFF\xBB\xF6\xBF\xFA\x7F\xFF\xFF\xFF\x48\xFE\x5E\xC7\x7F\xFF\xFF\xFF\x39\x54\x5C\xA3\x7F\xFF\xFF\xFF\x4B\x4A\x0D\xA5\x7F\xFF\xFF\xFF\x1D\x56\xAB\xBD\x7F\xFF\xFF\xFF\x4F\xB7\x7E\xBE\x7F\xFF\xFF\xFF\x68\xBB\xB2\xB3\x7F\xFF\xFF\xFF\x70\xA4\x24\xF1\xFB\x63\xEC\xBB\xD0\x43\x48\x45\xAA\x19\x46\x8D\xEC\xDC\x39\x65\xED\xEE\x5D\x0D\x98\x21\x7F\xCB\xC5\x22\x7E\xEE\x7A\x88\xFA\xE4\x0F\xF5\xD3\xBF\x2F\x4B\x1F\x57\x86\xBE\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B\x55\xE6\xB1\x4E\x3A\x43\xD8\x7D\x15\x0A\xF7\x90\x00\x32\x18\x44\x24\x20\x24\x92\x4F\x2A\xC5\x75\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41\xE3\xB2\x80\x95'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test33(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC8C21FD8), ('P4rIngress.bitmap_seq.seq', 0x4E531347)], 4461)
        self.setRegisterValue('P4rIngress.rounds', 0x4E531347, 4461)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1C), ('P4rIngress.count_exp.exponent', 0x36)], 4461)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4461)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x53D16D72), ('P4rIngress.values_v0000.hi', 0x2D14ABA2)], 4461)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6CE675EB), ('P4rIngress.values_v0001.hi', 0xAD5E771A)], 4461)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7EE5863D), ('P4rIngress.values_v0010.hi', 0x751F0C03)], 4461)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x716D8DA6), ('P4rIngress.values_v0011.hi', 0x2AC8E36B)], 4461)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x54366793), ('P4rIngress.values_v0100.hi', 0x6A4F0C46)], 4461)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x52527483), ('P4rIngress.values_v0101.hi', 0xAB12969A)], 4461)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x467C7796), ('P4rIngress.values_v0110.hi', 0x2EBA31BC)], 4461)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x52ADCF0D), ('P4rIngress.values_v0111.hi', 0x376D109A)], 4461)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x66433FA4), ('P4rIngress.values_v1000.hi', 0x77B2A55C)], 4461)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x4E3C7DA4), ('P4rIngress.values_v1001.hi', 0xBEE4AB3F)], 4461)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x65243819), ('P4rIngress.values_v1010.hi', 0x3F70FA59)], 4461)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x767E865E), ('P4rIngress.values_v1011.hi', 0x223B2A27)], 4461)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5C1934F5), ('P4rIngress.values_v1100.hi', 0x549591CE)], 4461)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x79D6499B), ('P4rIngress.values_v1101.hi', 0x5B0D8A5D)], 4461)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x76D01F76), ('P4rIngress.values_v1110.hi', 0xBAAB5D8B)], 4461)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4492FF48), ('P4rIngress.values_v1111.hi', 0xD4FEC191)], 4461)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9059),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000518),
                gc.DataTuple('slot_count', 0x000010BF),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x79D06888),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x035),
                gc.KeyTuple('src_addr', 0xE4F7A973),
                gc.KeyTuple('src_port', 0xEFC5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9059),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0178),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE4\xF7\xA9\x73\x00\x00\x00\x00\xEF\xC5\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x90\x59\x00\x10\x79\xD0\x68\x88\x0C\x55\x06\x83\x4E\x53\x13\x47\x00\x20\x00\x00\x44\x4E\x99\x60\xB9\x59\xEA\x10\x7A\x4C\x19\xCB\xC6\x44\x5A\x1F\x6F\x28\xC2\x28\x32\x64\xC5\xFD\x6D\x8F\xD2\xAA\xEB\xBA\xA3\x6A\x7D\x37\x39\x4D\x4F\xDE\xCF\x86\x62\x53\x3D\x83\x90\xE6\xBD\x30\x44\x9E\x3A\x08\x6A\xC8\xE3\xCE\x4E\xE4\xC5\x63\x76\x6E\x3B\xAD\x6C\x16\xD2\x25\x5B\x3A\x9B\x6E\x5D\x9B\xA1\xE7\x24\x84\xAA\xB8\x78\x48\x2C\xB5\x85\xB1\x17\x5F\x76\x8B\x24\x7B\xEA\x52\x97\xA9\x72\xA4\xB4\x61\x45\x04\x7A\x58\x67\x6D\x75\x7B\x52\x5B\xE9\x45\x41\x9D\xD6\x99\xBB\xE5\x5B\xBB\x4E\xE5\x94\x16\x8E\xF5\x42\xC5\xAD\xE3\x32\xBE\xCE\x02\x25\x64\xB4\xFB\x1B\xEB\x37\xAC\x23\x22\x37\x4A\x36\x09\x8E\x9D\x71\xAB\xB8\x22\x3E\xF6\x80\xBD\xE0\x5D\xAB\x90\xAC\x09\x87\x4D\x88\x1F\x2E\x00\x26\x9B\x7B\x14\x4F\xBA\xEB\x8F\xE2\x81\x19\x3E\x88\x42\x90\x7C\xB4\x48\x25\x20\x70\x49\xCD\x1C\x3B\xAE\x27\x61\xD1\x59\x03\x33\x0C\x9E\xF4\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45\x97\x65\x26\x6D\xDE\x34\x71\xEB\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE4\xF7\xA9\x73\xBE\xEF\xEF\xC5\x00\xA0\x00\x00\x50\x34\x02\x82\x90\x59\x00\x10\x79\xD0\x68\x88\x0C\x55\x00\x83\x4E\x53\x13\x47\x00\x20\x00\x1D\x7F\xFF\xFF\xFF\xB9\x59\xEA\x10\x7F\xFF\xFF\xFF\xC6\x44\x5A\x1F\x7F\xFF\xFF\xFF\x32\x64\xC5\xFD\x7F\xFF\xFF\xFF\xEB\xBA\xA3\x6A\x7F\xFF\xFF\xFF\x4F\xDE\xCF\x86\x7F\xFF\xFF\xFF\x90\xE6\xBD\x30\x7F\xFF\xFF\xFF\x6A\xC8\xE3\xCE\x7F\xFF\xFF\xFF\x76\x6E\x3B\xAD\x7F\xFF\xFF\xFF\x5B\x3A\x9B\x6E\x7F\xFF\xFF\xFF\x24\x84\xAA\xB8\x7F\xFF\xFF\xFF\x85\xB1\x17\x5F\x7F\xFF\xFF\xFF\xEA\x52\x97\xA9\x7F\xFF\xFF\xFF\x45\x04\x7A\x58\x7F\xFF\xFF\xFF\x52\x5B\xE9\x45\x7F\xFF\xFF\xFF\xBB\xE5\x5B\xBB\x7F\xFF\xFF\xFF\x8E\xF5\x42\xC5\xAD\xE3\x32\xBE\xCE\x02\x25\x64\xB4\xFB\x1B\xEB\x37\xAC\x23\x22\x37\x4A\x36\x09\x8E\x9D\x71\xAB\xB8\x22\x3E\xF6\x80\xBD\xE0\x5D\xAB\x90\xAC\x09\x87\x4D\x88\x1F\x2E\x00\x26\x9B\x7B\x14\x4F\xBA\xEB\x8F\xE2\x81\x19\x3E\x88\x42\x90\x7C\xB4\x48\x25\x20\x70\x49\xCD\x1C\x3B\xAE\x27\x61\xD1\x59\x03\x33\x0C\x9E\xF4\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45\x97\x65\x26\x6D\xDE\x34\x71\xEB\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test34(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x749A813E), ('P4rIngress.bitmap_seq.seq', 0xDD60BBA6)], 2264)
        self.setRegisterValue('P4rIngress.rounds', 0xDD60BBA6, 2264)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0x73)], 2264)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2264)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x51CE42DE), ('P4rIngress.values_v0000.hi', 0x206EB347)], 2264)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x65A66FD9), ('P4rIngress.values_v0001.hi', 0xA95DE63B)], 2264)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6ED281E4), ('P4rIngress.values_v0010.hi', 0x3CFC0D13)], 2264)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6120F069), ('P4rIngress.values_v0011.hi', 0xDF70F97E)], 2264)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x47DBE258), ('P4rIngress.values_v0100.hi', 0xD7DAB2AA)], 2264)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x698727CC), ('P4rIngress.values_v0101.hi', 0xBB4CA588)], 2264)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x6B135FD3), ('P4rIngress.values_v0110.hi', 0x72291A2F)], 2264)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x501030DD), ('P4rIngress.values_v0111.hi', 0x94CA5454)], 2264)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6E3E7D35), ('P4rIngress.values_v1000.hi', 0x4640AE87)], 2264)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x776CCE1D), ('P4rIngress.values_v1001.hi', 0x0D9E9B57)], 2264)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5632E77C), ('P4rIngress.values_v1010.hi', 0xABC92DBF)], 2264)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6876CDAC), ('P4rIngress.values_v1011.hi', 0x321DEF27)], 2264)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x49F56159), ('P4rIngress.values_v1100.hi', 0xCF0439E4)], 2264)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x58582EAD), ('P4rIngress.values_v1101.hi', 0x4D69CB30)], 2264)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5285EBCA), ('P4rIngress.values_v1110.hi', 0x564E83E4)], 2264)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x56F68B16), ('P4rIngress.values_v1111.hi', 0x758B8331)], 2264)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2F1E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000413),
                gc.DataTuple('slot_count', 0x00000E28),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x81D59E3B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01C),
                gc.KeyTuple('src_addr', 0xBC78D822),
                gc.KeyTuple('src_port', 0x1DAA),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2F1E),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x00AE),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        ig_port = 28
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBC\x78\xD8\x22\x00\x00\x00\x00\x1D\xAA\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x2F\x1E\x00\x10\x81\xD5\x9E\x3B\x04\xC5\x00\xDD\xDD\x60\xBB\xA6\x00\x20\x00\x00\x65\x6D\xC6\x53\xC1\x93\x97\x79\x65\xB9\xCC\x79\xA9\x05\xEE\x30\x4C\x5F\xA9\xA4\x62\x24\xA5\xE9\x41\xD7\x1D\x25\x4D\x27\xBF\x71\x51\x98\xE4\xDF\xC4\xDA\x4F\x48\x75\x0F\xB6\xEE\x9A\x24\x65\x56\x55\x34\x8B\x1D\x57\x4F\x9D\x6F\x47\x27\x1D\xDA\xAD\xD8\x9B\xB7\x6E\xB5\x0F\x96\xCE\xD6\x1B\xEB\x78\x3E\xAA\x27\x5A\x4D\xB2\x70\x4D\xEF\x1E\xDA\xAA\x5E\x32\x59\x79\x11\x96\xAE\x62\x55\x77\xAF\x75\xCE\x9A\xBB\x97\xD7\xA5\xDF\x7B\x92\xFE\x8E\xAB\xCB\x7F\x6D\x66\x02\xC0\x68\x47\x36\xC9\x2F\x5D\x65\xDB\x90\x26\x9D\xE5\x9B\x10\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5\xE3\x6D\xEF\x8C\x97\x07\x0C\x4D\x5C\x66\xAF\x68\x7B\xD5\x87\x8E\xA4\x90\x8D\xCF\xD1\x02\x5E\x73\x9E\x7E\x62\x3A\x8B\xE4\x72\xB2\x6A\x7A\x5F\xE6\xC7\xBC\xCC\x45\x61\x0D\xBC\xBD\x58\xED\x33\xC2\x6E\x08\x6E\x90\xE9\xEA\xD7\x07\x13\x97\x4A\x47\xFB\x8B\x01\x27\xB8\xF2\x5D\x5F\xD8\x21\x6C\x63\x5A\xDC\xFF\x42\x2F\x5B\x0B\x3C\x12\x18\x6C\xFE\x2C\xC6\x04\x8E\x99\x98\xC0\x00'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBC\x78\xD8\x22\xBE\xEF\x1D\xAA\x00\xA0\x00\x00\x50\x34\x02\x82\x2F\x1E\x00\x10\x81\xD5\x9E\x3B\x04\xC5\x00\xDD\xDD\x60\xBB\xA6\x00\x20\x00\x10\x7F\xFF\xFF\xFF\xC1\x93\x97\x79\x7F\xFF\xFF\xFF\xA9\x05\xEE\x30\x7F\xFF\xFF\xFF\x62\x24\xA5\xE9\x7F\xFF\xFF\xFF\x4D\x27\xBF\x71\x7F\xFF\xFF\xFF\xC4\xDA\x4F\x48\x7F\xFF\xFF\xFF\x9A\x24\x65\x56\x7F\xFF\xFF\xFF\x57\x4F\x9D\x6F\x7F\xFF\xFF\xFF\xAD\xD8\x9B\xB7\x7F\xFF\xFF\xFF\xCE\xD6\x1B\xEB\x7F\xFF\xFF\xFF\x5A\x4D\xB2\x70\x7F\xFF\xFF\xFF\xAA\x5E\x32\x59\x7F\xFF\xFF\xFF\x62\x55\x77\xAF\x7F\xFF\xFF\xFF\x97\xD7\xA5\xDF\x7F\xFF\xFF\xFF\xAB\xCB\x7F\x6D\x7F\xFF\xFF\xFF\x47\x36\xC9\x2F\x7F\xFF\xFF\xFF\x26\x9D\xE5\x9B\x10\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5\xE3\x6D\xEF\x8C\x97\x07\x0C\x4D\x5C\x66\xAF\x68\x7B\xD5\x87\x8E\xA4\x90\x8D\xCF\xD1\x02\x5E\x73\x9E\x7E\x62\x3A\x8B\xE4\x72\xB2\x6A\x7A\x5F\xE6\xC7\xBC\xCC\x45\x61\x0D\xBC\xBD\x58\xED\x33\xC2\x6E\x08\x6E\x90\xE9\xEA\xD7\x07\x13\x97\x4A\x47\xFB\x8B\x01\x27\xB8\xF2\x5D\x5F\xD8\x21\x6C\x63\x5A\xDC\xFF\x42\x2F\x5B\x0B\x3C\x12\x18\x6C\xFE\x2C\xC6\x04\x8E\x99\x98\xC0\x00'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test35(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7CBC8F06), ('P4rIngress.bitmap_seq.seq', 0xCCD70000)], 3523)
        self.setRegisterValue('P4rIngress.rounds', 0xCCD70000, 3523)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0E), ('P4rIngress.count_exp.exponent', 0x3A)], 3523)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3523)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6C3BFF48), ('P4rIngress.values_v0000.hi', 0x00000000)], 3523)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7546B73A), ('P4rIngress.values_v0001.hi', 0xA985E1A5)], 3523)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7CF3A832), ('P4rIngress.values_v0010.hi', 0x5956BE91)], 3523)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7092E396), ('P4rIngress.values_v0011.hi', 0xE1D3BA38)], 3523)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4254CC08), ('P4rIngress.values_v0100.hi', 0xC6EE7469)], 3523)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x47600B5B), ('P4rIngress.values_v0101.hi', 0xAB2235E6)], 3523)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7CF52119), ('P4rIngress.values_v0110.hi', 0x7293AE4C)], 3523)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x724E5C52), ('P4rIngress.values_v0111.hi', 0x38154DAF)], 3523)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x53D2F6F6), ('P4rIngress.values_v1000.hi', 0xCA5FCAFB)], 3523)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x736FA387), ('P4rIngress.values_v1001.hi', 0x277CBE1F)], 3523)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6DF52AA2), ('P4rIngress.values_v1010.hi', 0x4E558DA2)], 3523)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x639F2F43), ('P4rIngress.values_v1011.hi', 0x5046AB7C)], 3523)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x40D31266), ('P4rIngress.values_v1100.hi', 0x4B1F23C9)], 3523)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x48DEBCB9), ('P4rIngress.values_v1101.hi', 0xA692396D)], 3523)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x4DC48AFF), ('P4rIngress.values_v1110.hi', 0xFBB94836)], 3523)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x739FB1BE), ('P4rIngress.values_v1111.hi', 0x7EE62039)], 3523)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x86CE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000746),
                gc.DataTuple('slot_count', 0x0000162C),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x06AADB3C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00C),
                gc.KeyTuple('src_addr', 0x1CC3A009),
                gc.KeyTuple('src_port', 0x0623),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x86CE),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0301),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1C\xC3\xA0\x09\x00\x00\x00\x00\x06\x23\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x86\xCE\x00\x10\x06\xAA\xDB\x3C\x06\x7D\x00\xCF\xCC\xD7\x00\x00\x00\x20\x00\x00\x48\xC0\xFA\x7D\x00\x00\x00\x00\x5D\x3D\x35\x37\xAB\x54\xE0\xA4\x45\x4B\x9B\x76\x72\xCC\x6D\x50\x68\x9C\x3C\xDF\xA2\xD1\xE5\x6E\x5B\xD4\x29\x68\x74\xC6\xFA\xB1\x69\x6D\x8A\x64\xBB\xBA\xAC\x84\x74\xDE\xB7\x9D\xA6\x9B\xE2\xE1\x6E\xD9\x38\xE1\x4E\x0F\x5F\x1B\x5A\x45\xE4\x93\x5C\xFE\xAA\x25\x52\xC4\x53\xE2\x6E\x87\xFC\x1E\x57\x11\xCB\x7B\x68\xDA\x8B\x6F\x6B\x27\x8D\x6D\x70\xF8\x76\x16\x45\x3B\x53\xD0\x6C\x72\xBC\x57\x62\x9F\x8C\x92\x26\x99\x75\x0A\x54\xAF\x87\x3F\xBA\xAD\xBE\xB0\x50\x46\xFF\xE1\x34\xD7\x0E\x9B\x96\xDD\x63\x8D\x35\x07\xE8\x94\x03\x60\x1A\xDE\x3E\x46\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6\xA9\x1C\xF9\x47\xA8\x53\x75\x04\x3C\x83\xAB\x13\x5D\x1E\x10\xCF\xFA\x8A\x4D\x00\x02\x14\x6C\x1D\x12\x55\x0D\x22\xF0\x6F\x6A\x08\x43\x5D\x14\x2D\xAF\xC6\xA8\xB7\x2A\xDD\x78\x30\xDF\x11\x83\x7A\xDC\xD4\x72\x9D\xB5\x32\xB3\x53\xEE\x39\x2B\x01\x65\x56\x56\x76\xB3\x56\x22\xBA\x8D\x7E\x70\x2B\x8A\xBE\x9D\x86\x80\xA8\xA1\x25\xBF\x24\xF1\xA7\x6B\x1D\x0F\xD7\x99\x4C\x53\x7E\x48\xA3\x6A\xA4\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A\x46\x9D\x47\x06\x5D\xB1\x15\xA2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1C\xC3\xA0\x09\xBE\xEF\x06\x23\x00\xA0\x00\x00\x50\x34\x02\x82\x86\xCE\x00\x10\x06\xAA\xDB\x3C\x06\x7D\x00\xCF\xCC\xD7\x00\x00\x00\x20\x00\x0F\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\xAB\x54\xE0\xA4\x7F\xFF\xFF\xFF\x72\xCC\x6D\x50\x7F\xFF\xFF\xFF\xA2\xD1\xE5\x6E\x7F\xFF\xFF\xFF\x74\xC6\xFA\xB1\x7F\xFF\xFF\xFF\xBB\xBA\xAC\x84\x7F\xFF\xFF\xFF\xA6\x9B\xE2\xE1\x7F\xFF\xFF\xFF\x4E\x0F\x5F\x1B\x7F\xFF\xFF\xFF\x5C\xFE\xAA\x25\x7F\xFF\xFF\xFF\x6E\x87\xFC\x1E\x7F\xFF\xFF\xFF\x68\xDA\x8B\x6F\x7F\xFF\xFF\xFF\x70\xF8\x76\x16\x7F\xFF\xFF\xFF\x6C\x72\xBC\x57\x7F\xFF\xFF\xFF\x26\x99\x75\x0A\x7F\xFF\xFF\xFF\xBA\xAD\xBE\xB0\x7F\xFF\xFF\xFF\x34\xD7\x0E\x9B\x96\xDD\x63\x8D\x35\x07\xE8\x94\x03\x60\x1A\xDE\x3E\x46\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6\xA9\x1C\xF9\x47\xA8\x53\x75\x04\x3C\x83\xAB\x13\x5D\x1E\x10\xCF\xFA\x8A\x4D\x00\x02\x14\x6C\x1D\x12\x55\x0D\x22\xF0\x6F\x6A\x08\x43\x5D\x14\x2D\xAF\xC6\xA8\xB7\x2A\xDD\x78\x30\xDF\x11\x83\x7A\xDC\xD4\x72\x9D\xB5\x32\xB3\x53\xEE\x39\x2B\x01\x65\x56\x56\x76\xB3\x56\x22\xBA\x8D\x7E\x70\x2B\x8A\xBE\x9D\x86\x80\xA8\xA1\x25\xBF\x24\xF1\xA7\x6B\x1D\x0F\xD7\x99\x4C\x53\x7E\x48\xA3\x6A\xA4\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A\x46\x9D\x47\x06\x5D\xB1\x15\xA2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test36(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7C38ABED), ('P4rIngress.bitmap_seq.seq', 0x220914D1)], 3143)
        self.setRegisterValue('P4rIngress.rounds', 0x220914D1, 3143)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x03), ('P4rIngress.count_exp.exponent', 0x3E)], 3143)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3143)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6555B1A1), ('P4rIngress.values_v0000.hi', 0x7829DA81)], 3143)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x45B9A5C5), ('P4rIngress.values_v0001.hi', 0x00000000)], 3143)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6E64B650), ('P4rIngress.values_v0010.hi', 0x357B76F2)], 3143)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6B129558), ('P4rIngress.values_v0011.hi', 0x5ED153B3)], 3143)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x761D9D4B), ('P4rIngress.values_v0100.hi', 0x92AE5636)], 3143)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x401CDD4F), ('P4rIngress.values_v0101.hi', 0x94A7D987)], 3143)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7A90C9D0), ('P4rIngress.values_v0110.hi', 0x7E5455A3)], 3143)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6D3395BB), ('P4rIngress.values_v0111.hi', 0xF7717D3B)], 3143)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x56FDC0B3), ('P4rIngress.values_v1000.hi', 0x2D14B2E1)], 3143)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7BAC7E74), ('P4rIngress.values_v1001.hi', 0x725FEF3B)], 3143)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7CB8BEA7), ('P4rIngress.values_v1010.hi', 0xBDDDBB57)], 3143)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x620083F1), ('P4rIngress.values_v1011.hi', 0x9B11ECE7)], 3143)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x70525925), ('P4rIngress.values_v1100.hi', 0xEF7C7249)], 3143)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x51304CF1), ('P4rIngress.values_v1101.hi', 0x47C7AA25)], 3143)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x74A12445), ('P4rIngress.values_v1110.hi', 0x4DA26FC8)], 3143)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6186C773), ('P4rIngress.values_v1111.hi', 0x31DE8CB7)], 3143)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x694C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8A611707),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x017),
                gc.KeyTuple('src_addr', 0x860A8EB9),
                gc.KeyTuple('src_port', 0x7BB3),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x694C),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x010E),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x86\x0A\x8E\xB9\x00\x00\x00\x00\x7B\xB3\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x69\x4C\x00\x0A\x8A\x61\x17\x07\x0C\x47\x04\xE3\x22\x09\x14\xD1\x00\x20\x00\x00\x5D\xEF\x4C\xE4\x12\xEA\xD9\x81\x68\x8C\xDD\x6B\x94\x60\x92\xC7\x59\x32\xAB\x77\x0D\x10\x22\x46\x73\xD3\x8D\xD7\x4F\x92\x13\xFA\x7A\xA1\x25\x89\xA2\x59\x70\xAD\x7B\xF6\x33\x33\xEA\xAC\xDB\x17\x6C\xED\x9F\x21\x2D\xCF\x40\x5F\x56\x98\x9D\x11\x09\x3F\x24\xC9\x5D\xBD\x98\x94\xCC\x77\x0B\x05\x61\xAB\xA8\x26\x9D\xD4\x4B\x07\x7D\x7A\x24\x61\x4A\xD3\xC7\x73\x4F\xCF\x0F\x3B\xA3\xB8\x4D\x73\x4C\xBC\x4D\xF7\xF2\xEA\x97\x38\x65\x2D\xA3\xED\x6A\xB2\x47\xA0\x75\x95\x76\xE3\x4D\xAE\xEF\xFD\x74\x96\xE7\x55\x68\xC4\x69\xC1\xEE\x73\xC5\xE9\x25\x20\xA6\x4B\x13\x34\x6B\x6C\x84\x34\xCD\x0D\xFA\xB9\xC8\xC0\xD4\x26\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19\x1C\x27\x70\xE5\x88\xEA\xC3\xE7\x43\xE9\x8A\x9B\x46\xF6\x96\x16\xF9\x91\x7F\xC5\x01\x5C\x6C\x80\x2C\xFB\x9C\x16\x84\xAE\x1A\x14\x07\x18\xC0\xAE\xC3\xC5\x20\x18'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x86\x0A\x8E\xB9\xBE\xEF\x7B\xB3\x00\xA0\x00\x00\x50\x34\x02\x82\x69\x4C\x00\x0A\x8A\x61\x17\x07\x0C\x47\x00\xE3\x22\x09\x14\xD1\x00\x20\x00\x04\x7F\xFF\xFF\xFF\x12\xEA\xD9\x81\x7F\xFF\xFF\xFF\x94\x60\x92\xC7\x7F\xFF\xFF\xFF\x0D\x10\x22\x46\x7F\xFF\xFF\xFF\x4F\x92\x13\xFA\x7F\xFF\xFF\xFF\xA2\x59\x70\xAD\x7F\xFF\xFF\xFF\xEA\xAC\xDB\x17\x7F\xFF\xFF\xFF\x2D\xCF\x40\x5F\x7F\xFF\xFF\xFF\x09\x3F\x24\xC9\x7F\xFF\xFF\xFF\xCC\x77\x0B\x05\x7F\xFF\xFF\xFF\x9D\xD4\x4B\x07\x7F\xFF\xFF\xFF\x4A\xD3\xC7\x73\x7F\xFF\xFF\xFF\xA3\xB8\x4D\x73\x7F\xFF\xFF\xFF\xF2\xEA\x97\x38\x7F\xFF\xFF\xFF\x6A\xB2\x47\xA0\x7F\xFF\xFF\xFF\x4D\xAE\xEF\xFD\x7F\xFF\xFF\xFF\x68\xC4\x69\xC1\xEE\x73\xC5\xE9\x25\x20\xA6\x4B\x13\x34\x6B\x6C\x84\x34\xCD\x0D\xFA\xB9\xC8\xC0\xD4\x26\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19\x1C\x27\x70\xE5\x88\xEA\xC3\xE7\x43\xE9\x8A\x9B\x46\xF6\x96\x16\xF9\x91\x7F\xC5\x01\x5C\x6C\x80\x2C\xFB\x9C\x16\x84\xAE\x1A\x14\x07\x18\xC0\xAE\xC3\xC5\x20\x18'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test37(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x078C8B3C), ('P4rIngress.bitmap_seq.seq', 0x35380AD4)], 0)
        self.setRegisterValue('P4rIngress.rounds', 0x35380AD4, 0)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x03), ('P4rIngress.count_exp.exponent', 0x72)], 0)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 0)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7FBA82AA), ('P4rIngress.values_v0000.hi', 0x6EEFC25D)], 0)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5FEC48F4), ('P4rIngress.values_v0001.hi', 0xBC1A5028)], 0)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x50E35AE5), ('P4rIngress.values_v0010.hi', 0x7540A61E)], 0)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x556425C5), ('P4rIngress.values_v0011.hi', 0xECF5573B)], 0)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x77D2D1AB), ('P4rIngress.values_v0100.hi', 0x573B2C6B)], 0)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x65661FBB), ('P4rIngress.values_v0101.hi', 0x86B54AD9)], 0)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x749B9D45), ('P4rIngress.values_v0110.hi', 0x3EE4B260)], 0)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x730F035D), ('P4rIngress.values_v0111.hi', 0x57330540)], 0)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x491ED3FF), ('P4rIngress.values_v1000.hi', 0x6E8B3978)], 0)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7A115B53), ('P4rIngress.values_v1001.hi', 0xE58B48A1)], 0)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6BEC6D8C), ('P4rIngress.values_v1010.hi', 0xAB214DE1)], 0)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x78F7007B), ('P4rIngress.values_v1011.hi', 0x2CB75181)], 0)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4096F94B), ('P4rIngress.values_v1100.hi', 0x1BE1EA29)], 0)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x69595A33), ('P4rIngress.values_v1101.hi', 0x7BB4164C)], 0)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x41381C9D), ('P4rIngress.values_v1110.hi', 0x5955A8E9)], 0)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4089C519), ('P4rIngress.values_v1111.hi', 0x7947FDAE)], 0)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9677),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFB397EE4),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x9E93D19F),
                gc.KeyTuple('src_port', 0xF0A6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9677),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01A6),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9E\x93\xD1\x9F\x00\x00\x00\x00\xF0\xA6\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x96\x77\x00\x10\xFB\x39\x7E\xE4\x00\x00\x04\xB2\x35\x38\x0A\xD4\x00\x20\x00\x00\x7F\x63\xBE\x96\xD8\x2E\xA6\x73\x43\x97\x77\x32\x8C\xCF\x3F\x6E\x7F\xDE\xC3\xD7\x7B\x39\x57\x54\x56\x38\x3D\x05\x0E\xA2\x61\x6F\x54\xEC\xEB\x19\x6A\xBB\xC9\xFC\x77\xC0\xBD\xFF\xAE\x1E\x26\x53\x69\x79\x54\x60\x58\xFE\x93\x8B\x55\xA5\xF3\x16\x62\x6B\xEF\x57\x51\xFD\x5D\x21\x5B\xF3\x95\x14\x5B\x4B\x1B\x65\xA4\xCA\xED\xA0\x4F\x47\x25\x17\xB9\x1D\x40\x37\x4A\x1E\xCD\x51\x61\x55\x97\x45\x5D\xAE\x55\xE2\x68\x71\x22\x13\x54\xD5\x88\xDB\x3A\x66\x72\x67\x47\x68\x35\xA1\x4D\x9C\x0C\xC3\x7F\x2F\x3C\xE8\xC6\xA6\x73\x01\xFA\xDA\x40\x22\xA4\xED\x98\x8E\x76\x19\xAC\xBF\xE1\x4E\xD1\x62\x52\x07\x1F\x17\x5B\x53\x1B\x7F\x5B\xD6\x8B\x86\x60\xCB\xEB\x43\x69\x2D\x95\xA5\x66\x54\x69\x84\xB5\x6B\xA6\x29\x96\xC5\x60\x9B\x67\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8\x01\x0C\xED\x66\x06\xA3\x12\xBB\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74\x5A\x88\xA9\x45\x49\x01\x6B\xAC\x58\xC0\xFE\xEA\x4A\x27\xFE\x40\x7C\xD0\x8B\xFE\xEE\x91\x29\x3F\xAF\x67\x7F\x52\x62\x74\xDC\x46\xD7\x7C\x10\x87\x37\x69\x9A\x3F\x18\x42\xA5\x0C\x38\x4A\xCE\x1D\xF8\xC9\x33\x54\x1D\xDF\xEA\xFE\x03\xC6\x3F\xC7\x6E\x96\x0C\x4E\x12\xCE\xB5\xFB\xF9\x56\x56\x51\x12\x0F\x0B\x0A\x48\xA6\xBD\x55\x23\xC0\x0F\x0C\xD2\xB0\x3C\x69\xFF\x9F\x0A\x36\xBD\x40\x6F\xD0\xF9\x04\x33\x76\xA0\xDD\xC4\xB7\xE5\x63\x1B\x33\xC3\x1E\xCE\x21\xD5\x3D\x66\x60\x6C\xCB\xA6\x76\x99\x88\x95\x50\xE9\xB2\x7D\xFE\xC3\xD7\x60\x8C\x50\x4B\x9D\xB5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x9E\x93\xD1\x9F\xBE\xEF\xF0\xA6\x00\xA0\x00\x00\x50\x34\x02\x82\x96\x77\x00\x10\xFB\x39\x7E\xE4\x00\x00\x00\xB2\x35\x38\x0A\xD4\x00\x20\x00\x04\x7F\xFF\xFF\xFF\xD8\x2E\xA6\x73\x7F\xFF\xFF\xFF\x8C\xCF\x3F\x6E\x7F\xFF\xFF\xFF\x7B\x39\x57\x54\x7F\xFF\xFF\xFF\x0E\xA2\x61\x6F\x7F\xFF\xFF\xFF\x6A\xBB\xC9\xFC\x7F\xFF\xFF\xFF\xAE\x1E\x26\x53\x7F\xFF\xFF\xFF\x58\xFE\x93\x8B\x7F\xFF\xFF\xFF\x62\x6B\xEF\x57\x7F\xFF\xFF\xFF\x5B\xF3\x95\x14\x7F\xFF\xFF\xFF\xA4\xCA\xED\xA0\x7F\xFF\xFF\xFF\xB9\x1D\x40\x37\x7F\xFF\xFF\xFF\x61\x55\x97\x45\x7F\xFF\xFF\xFF\x68\x71\x22\x13\x7F\xFF\xFF\xFF\x3A\x66\x72\x67\x7F\xFF\xFF\xFF\x4D\x9C\x0C\xC3\x7F\xFF\xFF\xFF\xC6\xA6\x73\x01\xFA\xDA\x40\x22\xA4\xED\x98\x8E\x76\x19\xAC\xBF\xE1\x4E\xD1\x62\x52\x07\x1F\x17\x5B\x53\x1B\x7F\x5B\xD6\x8B\x86\x60\xCB\xEB\x43\x69\x2D\x95\xA5\x66\x54\x69\x84\xB5\x6B\xA6\x29\x96\xC5\x60\x9B\x67\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8\x01\x0C\xED\x66\x06\xA3\x12\xBB\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74\x5A\x88\xA9\x45\x49\x01\x6B\xAC\x58\xC0\xFE\xEA\x4A\x27\xFE\x40\x7C\xD0\x8B\xFE\xEE\x91\x29\x3F\xAF\x67\x7F\x52\x62\x74\xDC\x46\xD7\x7C\x10\x87\x37\x69\x9A\x3F\x18\x42\xA5\x0C\x38\x4A\xCE\x1D\xF8\xC9\x33\x54\x1D\xDF\xEA\xFE\x03\xC6\x3F\xC7\x6E\x96\x0C\x4E\x12\xCE\xB5\xFB\xF9\x56\x56\x51\x12\x0F\x0B\x0A\x48\xA6\xBD\x55\x23\xC0\x0F\x0C\xD2\xB0\x3C\x69\xFF\x9F\x0A\x36\xBD\x40\x6F\xD0\xF9\x04\x33\x76\xA0\xDD\xC4\xB7\xE5\x63\x1B\x33\xC3\x1E\xCE\x21\xD5\x3D\x66\x60\x6C\xCB\xA6\x76\x99\x88\x95\x50\xE9\xB2\x7D\xFE\xC3\xD7\x60\x8C\x50\x4B\x9D\xB5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test38(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x33028ADE), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 3425)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 3425)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x08), ('P4rIngress.count_exp.exponent', 0x65)], 3425)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3425)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x65D5089B), ('P4rIngress.values_v0000.hi', 0xBDF2F2E9)], 3425)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x559BA663), ('P4rIngress.values_v0001.hi', 0x8EC68A35)], 3425)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4935FA51), ('P4rIngress.values_v0010.hi', 0x364B86F9)], 3425)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x638E6CAB), ('P4rIngress.values_v0011.hi', 0xE54BF51D)], 3425)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x62E95A21), ('P4rIngress.values_v0100.hi', 0xEC5612C1)], 3425)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4F59E36E), ('P4rIngress.values_v0101.hi', 0xDA2C8EB3)], 3425)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x4AF0D96F), ('P4rIngress.values_v0110.hi', 0x4A4A955F)], 3425)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x78D609D1), ('P4rIngress.values_v0111.hi', 0x900E2DEA)], 3425)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x59D59518), ('P4rIngress.values_v1000.hi', 0xF9F0F9FA)], 3425)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x74BC3F8B), ('P4rIngress.values_v1001.hi', 0x99DAA8F3)], 3425)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6DBDAAF8), ('P4rIngress.values_v1010.hi', 0xF278C167)], 3425)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x50AA1DA8), ('P4rIngress.values_v1011.hi', 0x7ABCD534)], 3425)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7776EE6C), ('P4rIngress.values_v1100.hi', 0x67D73BDE)], 3425)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x51BCA69D), ('P4rIngress.values_v1101.hi', 0x7AA3D797)], 3425)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6D68C7F7), ('P4rIngress.values_v1110.hi', 0x00000000)], 3425)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x45F99125), ('P4rIngress.values_v1111.hi', 0x4A8FE8C5)], 3425)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xAD9D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002B5),
                gc.DataTuple('slot_count', 0x0000129A),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x35E83676),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0xF692AF2D),
                gc.KeyTuple('src_port', 0x3550),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xAD9D),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0080),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF6\x92\xAF\x2D\x00\x00\x00\x00\x35\x50\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xAD\x9D\x00\x10\x35\xE8\x36\x76\x0A\xAC\x02\xC6\x00\x00\x00\x00\x00\x20\x00\x00\x5F\xD5\x7E\x12\x29\x1B\x67\xB2\x75\x78\x34\xDB\xE1\x5B\xED\x0B\x46\x91\x03\x47\x72\x6A\x06\xAD\x66\x7F\x68\xEF\xA7\x5D\x65\xC3\x40\xCE\x44\x73\x34\xDC\xFA\x77\x76\xF1\x70\xA9\x9D\x4A\x03\x97\x53\xF1\x9D\x97\x67\x6E\x47\xE9\x69\x52\x44\x95\xA1\x64\x68\xFE\x5C\x35\x97\xDD\x6C\x91\x5B\xA2\x5E\x8A\x35\xE1\x8C\xD4\xA7\xBE\x7B\x29\xB2\x89\x43\x38\x87\x67\x51\x63\xDC\xF9\x18\xA9\x95\xEA\x43\x98\x66\xE3\x27\xBF\x2A\x91\x75\x59\xA5\x87\x78\xB5\xD6\xFB\x6B\x8D\x83\xFF\x00\x00\x00\x00\x6E\xC7\x2D\xB5\x70\x56\xC0\x9D\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F\x24\xF0\x27\x71\x4B\x3A\x92\x7F\x68\x4D\x01\x77\x0E\x42\x40\x50\x5E\x1B\x1D\xE2\x50\x0B\xDF\x5F\xE7\xDE\x48\x7A\x01\x7B\xF0\x1D\x4B\x02\x55\x2F\x0E\xBD\xCA\xE2\x80\x02\x6A\xE9\x09\xB1\x5C\xDD\xEF\x25\x0B\x52\xF5\x9F\xDD\x96\xCF\x6F\x5A\x82\xF5\x17\xD5\x68\xEA\x51\x40\xBD\xDC\x2D\x55\xEB\x5C\x7F\xA4\x57\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B\xE6\xCF\xD1\x61\x6A\xC7\x39\x5E\xC6\x55\x5C\x09\x86\xDF\xC3\xB4\x38\xBF\x28\xC8\x2F\x55\xF9\x05\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80\x55\x93\x23\x69\xBB\x3F\x79\xBF\xC6\x1F\x60\x02\x8B\x2F\x39\x16\xFD\x8B\x42\xB2\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71\x3B\xCC\xED\x94'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF6\x92\xAF\x2D\xBE\xEF\x35\x50\x00\xA0\x00\x00\x50\x34\x02\x82\xAD\x9D\x00\x10\x35\xE8\x36\x76\x0A\xAC\x00\xC6\x00\x00\x00\x00\x00\x20\x00\x09\x7F\xFF\xFF\xFF\x29\x1B\x67\xB2\x7F\xFF\xFF\xFF\xE1\x5B\xED\x0B\x7F\xFF\xFF\xFF\x72\x6A\x06\xAD\x7F\xFF\xFF\xFF\xA7\x5D\x65\xC3\x7F\xFF\xFF\xFF\x34\xDC\xFA\x77\x7F\xFF\xFF\xFF\x9D\x4A\x03\x97\x7F\xFF\xFF\xFF\x67\x6E\x47\xE9\x7F\xFF\xFF\xFF\xA1\x64\x68\xFE\x7F\xFF\xFF\xFF\x6C\x91\x5B\xA2\x7F\xFF\xFF\xFF\x8C\xD4\xA7\xBE\x7F\xFF\xFF\xFF\x43\x38\x87\x67\x7F\xFF\xFF\xFF\x18\xA9\x95\xEA\x7F\xFF\xFF\xFF\x27\xBF\x2A\x91\x7F\xFF\xFF\xFF\x78\xB5\xD6\xFB\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x70\x56\xC0\x9D\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F\x24\xF0\x27\x71\x4B\x3A\x92\x7F\x68\x4D\x01\x77\x0E\x42\x40\x50\x5E\x1B\x1D\xE2\x50\x0B\xDF\x5F\xE7\xDE\x48\x7A\x01\x7B\xF0\x1D\x4B\x02\x55\x2F\x0E\xBD\xCA\xE2\x80\x02\x6A\xE9\x09\xB1\x5C\xDD\xEF\x25\x0B\x52\xF5\x9F\xDD\x96\xCF\x6F\x5A\x82\xF5\x17\xD5\x68\xEA\x51\x40\xBD\xDC\x2D\x55\xEB\x5C\x7F\xA4\x57\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B\xE6\xCF\xD1\x61\x6A\xC7\x39\x5E\xC6\x55\x5C\x09\x86\xDF\xC3\xB4\x38\xBF\x28\xC8\x2F\x55\xF9\x05\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80\x55\x93\x23\x69\xBB\x3F\x79\xBF\xC6\x1F\x60\x02\x8B\x2F\x39\x16\xFD\x8B\x42\xB2\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71\x3B\xCC\xED\x94'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test39(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xAD61AE3D), ('P4rIngress.bitmap_seq.seq', 0x26214D88)], 4632)
        self.setRegisterValue('P4rIngress.rounds', 0x26214D88, 4632)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x13), ('P4rIngress.count_exp.exponent', 0x5D)], 4632)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4632)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x513F5A71), ('P4rIngress.values_v0000.hi', 0xAA7469A2)], 4632)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6E245BE3), ('P4rIngress.values_v0001.hi', 0x9D9DBC29)], 4632)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x70C15DF8), ('P4rIngress.values_v0010.hi', 0xAB00D60E)], 4632)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6DCF8F93), ('P4rIngress.values_v0011.hi', 0xD9766A53)], 4632)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x615B6269), ('P4rIngress.values_v0100.hi', 0xC6BD918F)], 4632)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x7C7FF0CD), ('P4rIngress.values_v0101.hi', 0x7BD7DB57)], 4632)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x4896880A), ('P4rIngress.values_v0110.hi', 0x9B5A29D5)], 4632)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x63CA93D2), ('P4rIngress.values_v0111.hi', 0x00000000)], 4632)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x661464EA), ('P4rIngress.values_v1000.hi', 0x3BE11D0E)], 4632)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6C3CDB59), ('P4rIngress.values_v1001.hi', 0x173797BE)], 4632)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5C335EF7), ('P4rIngress.values_v1010.hi', 0x757D02A1)], 4632)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7624C4BF), ('P4rIngress.values_v1011.hi', 0x71F9AC90)], 4632)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x543F7669), ('P4rIngress.values_v1100.hi', 0xE3DC2B9E)], 4632)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x782C1DE7), ('P4rIngress.values_v1101.hi', 0x58B3A58B)], 4632)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x796F6219), ('P4rIngress.values_v1110.hi', 0x39A93043)], 4632)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4326D64D), ('P4rIngress.values_v1111.hi', 0x4A7DF51E)], 4632)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8D04),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000323),
                gc.DataTuple('slot_count', 0x00001BF6),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x66931DE5),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03E),
                gc.KeyTuple('src_addr', 0x76C8A1B6),
                gc.KeyTuple('src_port', 0x0D51),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8D04),
                gc.DataTuple('rank', 0x0012),
                gc.DataTuple('worker_index', 0x03D5),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x76\xC8\xA1\xB6\x00\x00\x00\x00\x0D\x51\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x8D\x04\x00\x12\x66\x93\x1D\xE5\x0E\xF5\x04\xBD\x26\x21\x4D\x88\x00\x20\x00\x00\x40\x2D\x0D\x83\xA9\x58\xB1\xCC\x45\xDE\x6F\x6A\xA3\x0D\x28\x63\x40\xA7\xC1\xA6\xA8\x4E\xCA\x9A\x69\x45\x91\x12\xD2\xC1\xFA\xCF\x6C\x52\xBC\xB8\x9E\x14\xBB\xB8\x58\x94\xC2\xAB\xD2\x52\x2B\xCB\x53\x65\x57\xE1\xAF\x63\xE6\x59\x7C\x5E\x08\x52\x00\x00\x00\x00\x7B\xCB\x46\xE8\xA3\x57\x9C\xF9\x5A\x4A\x8F\x55\x75\xC6\x93\x27\x49\xF7\x44\xEC\x14\xCE\xE6\xBD\x7A\x49\x28\x87\x44\x88\xAA\xF3\x40\xA2\x2C\x42\x67\xE3\xDF\x6E\x74\x49\xE8\xD5\x5A\xAB\x39\xE3\x62\x24\x09\x37\xCA\xAD\x1F\xB9\x77\x6B\x2C\x5F\x3A\xB6\xA7\x90\x61\xC0\x6C\xD0\x98\x87\xA0\xE3\xF8\x41\x73\x04\x06\xBB\x95\xD8\x20\xC2\x49\xCD\x27\xCB\x0E\xDA\x19\x1E\x31\x70\x44\x10\x24\xC2\x10\x54\x30\x6B\xFD\x40\x4C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x76\xC8\xA1\xB6\xBE\xEF\x0D\x51\x00\xA0\x00\x00\x50\x34\x02\x82\x8D\x04\x00\x12\x66\x93\x1D\xE5\x0E\xF5\x00\xBD\x26\x21\x4D\x88\x00\x20\x00\x14\x7F\xFF\xFF\xFF\xA9\x58\xB1\xCC\x7F\xFF\xFF\xFF\xA3\x0D\x28\x63\x7F\xFF\xFF\xFF\xA8\x4E\xCA\x9A\x7F\xFF\xFF\xFF\xD2\xC1\xFA\xCF\x7F\xFF\xFF\xFF\x9E\x14\xBB\xB8\x7F\xFF\xFF\xFF\xD2\x52\x2B\xCB\x7F\xFF\xFF\xFF\xAF\x63\xE6\x59\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\xA3\x57\x9C\xF9\x7F\xFF\xFF\xFF\x75\xC6\x93\x27\x7F\xFF\xFF\xFF\x14\xCE\xE6\xBD\x7F\xFF\xFF\xFF\x44\x88\xAA\xF3\x7F\xFF\xFF\xFF\x67\xE3\xDF\x6E\x7F\xFF\xFF\xFF\x5A\xAB\x39\xE3\x7F\xFF\xFF\xFF\xCA\xAD\x1F\xB9\x7F\xFF\xFF\xFF\x3A\xB6\xA7\x90\x61\xC0\x6C\xD0\x98\x87\xA0\xE3\xF8\x41\x73\x04\x06\xBB\x95\xD8\x20\xC2\x49\xCD\x27\xCB\x0E\xDA\x19\x1E\x31\x70\x44\x10\x24\xC2\x10\x54\x30\x6B\xFD\x40\x4C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test40(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xF673D11B), ('P4rIngress.bitmap_seq.seq', 0xA7FDC01E)], 4589)
        self.setRegisterValue('P4rIngress.rounds', 0xA7FDC01E, 4589)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0xD4)], 4589)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4589)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5AB130F0), ('P4rIngress.values_v0000.hi', 0x719A7F05)], 4589)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x66A379DA), ('P4rIngress.values_v0001.hi', 0x624C448C)], 4589)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x51343B0E), ('P4rIngress.values_v0010.hi', 0x55E37191)], 4589)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x5A470BA7), ('P4rIngress.values_v0011.hi', 0x5CC039E5)], 4589)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x452ECD2B), ('P4rIngress.values_v0100.hi', 0x536C0AB3)], 4589)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x45137B56), ('P4rIngress.values_v0101.hi', 0x6C9B97AC)], 4589)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x47B70571), ('P4rIngress.values_v0110.hi', 0x8B4EED2A)], 4589)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x4220225B), ('P4rIngress.values_v0111.hi', 0x6DE7506A)], 4589)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x5951FFD7), ('P4rIngress.values_v1000.hi', 0xA5B52AA4)], 4589)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x798B0E81), ('P4rIngress.values_v1001.hi', 0x42F67334)], 4589)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4CA1D9EE), ('P4rIngress.values_v1010.hi', 0x24548513)], 4589)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x45D69177), ('P4rIngress.values_v1011.hi', 0x6918EB4B)], 4589)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x524FC73D), ('P4rIngress.values_v1100.hi', 0x9894CB7B)], 4589)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x6BB6F4D2), ('P4rIngress.values_v1101.hi', 0x6FE9276F)], 4589)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x526B6890), ('P4rIngress.values_v1110.hi', 0x35AB2EC3)], 4589)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4974315F), ('P4rIngress.values_v1111.hi', 0x7223C03C)], 4589)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5189),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F2D),
                gc.DataTuple('slot_count', 0x00000DE5),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x454BA9AC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0x6E612284),
                gc.KeyTuple('src_port', 0x7483),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5189),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x01D7),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6E\x61\x22\x84\x00\x00\x00\x00\x74\x83\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x51\x89\x00\x0A\x45\x4B\xA9\xAC\x02\xC0\x00\xE1\xA7\xFD\xC0\x1E\x00\x20\x00\x00\x5B\x1A\xBE\xB7\x1D\xEA\xEC\x71\x7A\xD2\x5A\x93\xD3\x53\x7A\x79\x73\xB3\xB0\x6D\x3E\xC6\x51\x75\x7B\x1B\x36\x21\x59\xDD\xCB\x0E\x53\xA9\x3A\xD5\x63\x39\x3F\xE7\x52\x06\x53\x6A\x43\x10\xE6\x66\x59\x86\x2B\x4D\xDA\x64\xD7\x5B\x67\x3D\x38\x3C\x4D\x0A\x11\xDA\x74\x06\x86\x4B\x23\xFD\x5C\x60\x77\xBE\x26\x8F\x5D\x4D\xA8\xF9\x5D\x70\x4A\x8A\x60\x97\x44\x35\x63\xE6\xEB\x6D\xEE\x48\x72\x09\x75\xD1\x57\xD0\x55\xFA\x6E\xBB\x6A\xCC\x12\x16\x0F\x9F\x43\xCF\x4B\xF2\x2E\x33\x70\xBE\x43\xFB\x6D\xCB\x6B\x9A\xB7\xA3\x2E\xA4\x78\x28\xF0\x70\x10\xFA\x7A\x00\xC6\x58\x59\x84\x22\x8F\x66\x02\x80\x35\xEB\xBA\x63\x5B\xCF\x7D\xDB\xA1\xCA\x6B\xC2\x5F\x3E\x5C\x8D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6E\x61\x22\x84\xBE\xEF\x74\x83\x00\xA0\x00\x00\x50\x34\x02\x82\x51\x89\x00\x0A\x45\x4B\xA9\xAC\x02\xC0\x00\xE1\xA7\xFD\xC0\x1E\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x1D\xEA\xEC\x71\x7F\xFF\xFF\xFF\xD3\x53\x7A\x79\x7F\xFF\xFF\xFF\x3E\xC6\x51\x75\x7F\xFF\xFF\xFF\x59\xDD\xCB\x0E\x7F\xFF\xFF\xFF\x63\x39\x3F\xE7\x7F\xFF\xFF\xFF\x43\x10\xE6\x66\x7F\xFF\xFF\xFF\xDA\x64\xD7\x5B\x7F\xFF\xFF\xFF\x4D\x0A\x11\xDA\x7F\xFF\xFF\xFF\x23\xFD\x5C\x60\x7F\xFF\xFF\xFF\x5D\x4D\xA8\xF9\x7F\xFF\xFF\xFF\x60\x97\x44\x35\x7F\xFF\xFF\xFF\xEE\x48\x72\x09\x7F\xFF\xFF\xFF\x55\xFA\x6E\xBB\x7F\xFF\xFF\xFF\x0F\x9F\x43\xCF\x7F\xFF\xFF\xFF\x70\xBE\x43\xFB\x7F\xFF\xFF\xFF\xB7\xA3\x2E\xA4\x78\x28\xF0\x70\x10\xFA\x7A\x00\xC6\x58\x59\x84\x22\x8F\x66\x02\x80\x35\xEB\xBA\x63\x5B\xCF\x7D\xDB\xA1\xCA\x6B\xC2\x5F\x3E\x5C\x8D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test41(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x84FE69A9), ('P4rIngress.bitmap_seq.seq', 0x5E026A3E)], 4804)
        self.setRegisterValue('P4rIngress.rounds', 0x5E026A3E, 4804)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x04), ('P4rIngress.count_exp.exponent', 0x37)], 4804)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4804)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x59D06D82), ('P4rIngress.values_v0000.hi', 0xECBE6E94)], 4804)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6C7E4954), ('P4rIngress.values_v0001.hi', 0xD561633D)], 4804)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5B758EA9), ('P4rIngress.values_v0010.hi', 0x4F70F94D)], 4804)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x5D3CCD93), ('P4rIngress.values_v0011.hi', 0xBB277DC4)], 4804)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4B51C9B3), ('P4rIngress.values_v0100.hi', 0x600B017B)], 4804)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x65EF35BB), ('P4rIngress.values_v0101.hi', 0xA3020FEA)], 4804)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x5073D768), ('P4rIngress.values_v0110.hi', 0x5559E185)], 4804)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x400C8D74), ('P4rIngress.values_v0111.hi', 0xB199ED64)], 4804)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x41F74D90), ('P4rIngress.values_v1000.hi', 0x9216E8F2)], 4804)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6167D8A7), ('P4rIngress.values_v1001.hi', 0xE6673A14)], 4804)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5DDC43D1), ('P4rIngress.values_v1010.hi', 0x537A2911)], 4804)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x73768D8F), ('P4rIngress.values_v1011.hi', 0x2A472961)], 4804)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4AEDF343), ('P4rIngress.values_v1100.hi', 0x4A9E7A8D)], 4804)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x4578A9A4), ('P4rIngress.values_v1101.hi', 0x49C0C8CD)], 4804)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6EBD5318), ('P4rIngress.values_v1110.hi', 0x996D1689)], 4804)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4EB694D1), ('P4rIngress.values_v1111.hi', 0x5FB5DE59)], 4804)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9F50),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F38),
                gc.DataTuple('slot_count', 0x00000E66),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x847DBD4E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03C),
                gc.KeyTuple('src_addr', 0xDDFA92DB),
                gc.KeyTuple('src_port', 0x7C08),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9F50),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x028D),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDD\xFA\x92\xDB\x00\x00\x00\x00\x7C\x08\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9F\x50\x00\x10\x84\x7D\xBD\x4E\x03\x8C\x00\xC8\x5E\x02\x6A\x3E\x00\x20\x00\x00\x7C\x40\xA0\x33\x1D\x5D\xC7\x4F\x7D\x2D\x43\x7B\x9D\xBA\xFB\x47\x48\x05\xBD\x13\x65\x48\xC3\x99\x59\x51\xD5\xD7\xFA\x36\xF0\x7E\x76\x14\xCB\x91\xE6\xE6\xAF\x5E\x5E\xE4\xA4\xA5\x92\xEE\xDD\x21\x63\x64\x47\x42\x33\xF2\xEB\x72\x42\xE5\xE9\x3A\xB5\x15\xA5\x2C\x62\x52\xC5\x36\xB3\xB4\x0E\xC1\x7B\x31\x9C\xB9\x26\x5D\x3B\x9F\x40\xB3\x52\xD1\x61\xAB\x1C\xCA\x75\x27\x3B\x33\x34\xE4\xE3\xCF\x52\x24\xB2\xEF\x7A\x7D\x32\xEC\x6D\xA3\x5A\x93\x6A\x86\xA6\x0D\x41\x59\xC7\x18\xAE\x91\x94\x43\x6B\x51\xCC\x5B\x4C\x15\xCE\xF3\xCE\x33\x7A\x28\x4D\xEF\xE4\x80\x1E\x29\x3E\x89\x02\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74\x7F\x01\xFA\xB9\x7C\x68\x45\xCE\xB3\xD8\x8C\xA9\x45\x08\x13\x5B\x61\x6A\xAE\x74\x7E\x6B\xD7\xB4\x97\x2E\x0E\x9E\x55\x86\xB7\x7D\x45\x08\x17\x20\x47\x2A\x19\xB9\x4B\x70\xF0\x19\xA4\xC1\x79\xBB\xA3\xD5\x5F\x82\x5C\x5A\xA1\x47\x47\x40\x83\x27\x41\xA5\x85\xBD\x0B\xA4\xB7\xD6\x15\xEE\x8F\x3E\x7D\x7D\x70\xAE\xF7\xB6\xEB\xF7\x02\x9A\xA9\x76\xE4\x4F\x5C\x3B\x0C\x2B\x6C\x7B\x2A\x37\x81\xED\x39\x4E\x36\x57\x44\xBC\x9A\x5B\x40\xBA\x38\x26\x52\x3F\x03\xE9\x02\x87\x09\x0D\xC8\xE3\xCA\xDE\xFB\xEF\xB7\x9F\x20\x04\x5A\xBA\xDC\xFC\x69\x35\xA4\x92\x83\xCC\x84\x25\x95\x1C\x33\xA1\x89\x4C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDD\xFA\x92\xDB\xBE\xEF\x7C\x08\x00\xA0\x00\x00\x50\x34\x02\x82\x9F\x50\x00\x10\x84\x7D\xBD\x4E\x03\x8C\x00\xC8\x5E\x02\x6A\x3E\x00\x20\x00\x05\x7F\xFF\xFF\xFF\x1D\x5D\xC7\x4F\x7F\xFF\xFF\xFF\x9D\xBA\xFB\x47\x7F\xFF\xFF\xFF\x65\x48\xC3\x99\x7F\xFF\xFF\xFF\xFA\x36\xF0\x7E\x7F\xFF\xFF\xFF\xE6\xE6\xAF\x5E\x7F\xFF\xFF\xFF\x92\xEE\xDD\x21\x7F\xFF\xFF\xFF\x33\xF2\xEB\x72\x7F\xFF\xFF\xFF\xB5\x15\xA5\x2C\x7F\xFF\xFF\xFF\xB3\xB4\x0E\xC1\x7F\xFF\xFF\xFF\x26\x5D\x3B\x9F\x7F\xFF\xFF\xFF\x61\xAB\x1C\xCA\x7F\xFF\xFF\xFF\x34\xE4\xE3\xCF\x7F\xFF\xFF\xFF\x7A\x7D\x32\xEC\x7F\xFF\xFF\xFF\x6A\x86\xA6\x0D\x7F\xFF\xFF\xFF\xAE\x91\x94\x43\x7F\xFF\xFF\xFF\x4C\x15\xCE\xF3\xCE\x33\x7A\x28\x4D\xEF\xE4\x80\x1E\x29\x3E\x89\x02\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74\x7F\x01\xFA\xB9\x7C\x68\x45\xCE\xB3\xD8\x8C\xA9\x45\x08\x13\x5B\x61\x6A\xAE\x74\x7E\x6B\xD7\xB4\x97\x2E\x0E\x9E\x55\x86\xB7\x7D\x45\x08\x17\x20\x47\x2A\x19\xB9\x4B\x70\xF0\x19\xA4\xC1\x79\xBB\xA3\xD5\x5F\x82\x5C\x5A\xA1\x47\x47\x40\x83\x27\x41\xA5\x85\xBD\x0B\xA4\xB7\xD6\x15\xEE\x8F\x3E\x7D\x7D\x70\xAE\xF7\xB6\xEB\xF7\x02\x9A\xA9\x76\xE4\x4F\x5C\x3B\x0C\x2B\x6C\x7B\x2A\x37\x81\xED\x39\x4E\x36\x57\x44\xBC\x9A\x5B\x40\xBA\x38\x26\x52\x3F\x03\xE9\x02\x87\x09\x0D\xC8\xE3\xCA\xDE\xFB\xEF\xB7\x9F\x20\x04\x5A\xBA\xDC\xFC\x69\x35\xA4\x92\x83\xCC\x84\x25\x95\x1C\x33\xA1\x89\x4C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test42(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2B023274), ('P4rIngress.bitmap_seq.seq', 0xD0B12C76)], 2446)
        self.setRegisterValue('P4rIngress.rounds', 0xD0B12C76, 2446)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x03), ('P4rIngress.count_exp.exponent', 0x5F)], 2446)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2446)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x4A5D7919), ('P4rIngress.values_v0000.hi', 0x854FADB7)], 2446)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x725127AC), ('P4rIngress.values_v0001.hi', 0xC9824A8F)], 2446)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x50DDA6D6), ('P4rIngress.values_v0010.hi', 0x72CF33A7)], 2446)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7C4212DC), ('P4rIngress.values_v0011.hi', 0x58D7C697)], 2446)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6C91E764), ('P4rIngress.values_v0100.hi', 0x40DC323B)], 2446)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x74E3A6CB), ('P4rIngress.values_v0101.hi', 0x4EA79247)], 2446)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7BF13483), ('P4rIngress.values_v0110.hi', 0xB6FE6410)], 2446)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x512CA3DC), ('P4rIngress.values_v0111.hi', 0x455F0F50)], 2446)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x71F93285), ('P4rIngress.values_v1000.hi', 0x4A00B5F3)], 2446)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x698CC637), ('P4rIngress.values_v1001.hi', 0x24AE78A5)], 2446)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5D8E4766), ('P4rIngress.values_v1010.hi', 0xA481522F)], 2446)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x68A32ACB), ('P4rIngress.values_v1011.hi', 0x6CAC1D23)], 2446)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x58181583), ('P4rIngress.values_v1100.hi', 0x552E9CE7)], 2446)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x47D8157B), ('P4rIngress.values_v1101.hi', 0x75089885)], 2446)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x61CCEC67), ('P4rIngress.values_v1110.hi', 0x45C45A2F)], 2446)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6F4D38E8), ('P4rIngress.values_v1111.hi', 0xB1F84952)], 2446)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCF05),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000326),
                gc.DataTuple('slot_count', 0x000019A2),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x162909F3),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0x8324D8F7),
                gc.KeyTuple('src_port', 0x5DD0),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xCF05),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x001E),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x83\x24\xD8\xF7\x00\x00\x00\x00\x5D\xD0\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xCF\x05\x00\x10\x16\x29\x09\xF3\x06\x68\x06\xB0\xD0\xB1\x2C\x76\x00\x20\x00\x00\x79\x95\xEF\xA0\xDB\xB1\x45\x96\x77\x5C\xA6\x37\x92\x8A\xFA\xE4\x4B\x3A\xE1\x0A\x33\x15\x13\x2F\x73\xD2\x36\x0D\x5B\x53\x3E\xD5\x69\xB5\x4A\x2D\x7E\xD2\x10\xF4\x72\x87\x93\xB7\x41\xB5\x01\xD9\x6C\xF5\x35\x53\x90\x93\xB5\x2F\x46\x7A\xB4\xCE\x6B\x6F\x4E\x57\x45\xD5\xD3\x4F\xCC\x9C\x55\x67\x5F\xA0\x14\x0D\x75\x1D\x6B\xB9\x4A\x6B\x62\x47\x0C\x58\xE2\xA7\x58\xEA\x05\x3B\x5F\xB7\xAA\x50\x7F\x75\xF9\x60\x93\x7C\xD6\x44\x6E\xCA\xCA\x31\x75\x5D\x93\xD7\x76\x59\xA2\x16\x52\xDD\xF6\x6E\x65\x48\x9B\xC3\xBE\x81\xE2\x7B\x24\xA8\x15\xE5\x4F\x2F\x24\xEC\xF7\xBA\xE0\x30\xB0\xE3\x70\xEE\x7B\xFC\x1E\x52\xFA\x23\xD2\xC8\xA5\x1A\xE5\xA3\xB8\xF4\x8A\x85\xF6\xC3\x50\x9B\x8F\x0F\x98\x15\x7E\x6B\x4A\xEE\x45\x0A\xB8\x70\xF2\x87\x3A\x67\x65\x64\x7A\x9E\x2F\x70\xFA\x35\x9D\x56\x80\x9C\x71\x2D\x89\xCF\xBB\x1B\xF3\x84\x2F\x6F\x1D\x86\xF7\x45\x87\x74\x8D\x2A\x9E\x96\xDA\xBC\x7A\xF2\x46\x4E\x6E\x18\x67\x1A\x77\x8B\x48\x96\x5F\x84\x81\x51\x86\xAA\xEF\x8D\x85\xB8\x5B\x32\x8E\xD8\xEE\xE3\x4B\xD9\xD5\x6B\xCA\xD3\x2F\x75\x19\x12\xDC\x91\x87\x2A\xF0\x22\xA3\x60'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x83\x24\xD8\xF7\xBE\xEF\x5D\xD0\x00\xA0\x00\x00\x50\x34\x02\x82\xCF\x05\x00\x10\x16\x29\x09\xF3\x06\x68\x00\xB0\xD0\xB1\x2C\x76\x00\x20\x00\x04\x7F\xFF\xFF\xFF\xDB\xB1\x45\x96\x7F\xFF\xFF\xFF\x92\x8A\xFA\xE4\x7F\xFF\xFF\xFF\x33\x15\x13\x2F\x7F\xFF\xFF\xFF\x5B\x53\x3E\xD5\x7F\xFF\xFF\xFF\x7E\xD2\x10\xF4\x7F\xFF\xFF\xFF\x41\xB5\x01\xD9\x7F\xFF\xFF\xFF\x90\x93\xB5\x2F\x7F\xFF\xFF\xFF\x6B\x6F\x4E\x57\x7F\xFF\xFF\xFF\xCC\x9C\x55\x67\x7F\xFF\xFF\xFF\x75\x1D\x6B\xB9\x7F\xFF\xFF\xFF\x0C\x58\xE2\xA7\x7F\xFF\xFF\xFF\x5F\xB7\xAA\x50\x7F\xFF\xFF\xFF\x93\x7C\xD6\x44\x7F\xFF\xFF\xFF\x75\x5D\x93\xD7\x7F\xFF\xFF\xFF\x52\xDD\xF6\x6E\x7F\xFF\xFF\xFF\xBE\x81\xE2\x7B\x24\xA8\x15\xE5\x4F\x2F\x24\xEC\xF7\xBA\xE0\x30\xB0\xE3\x70\xEE\x7B\xFC\x1E\x52\xFA\x23\xD2\xC8\xA5\x1A\xE5\xA3\xB8\xF4\x8A\x85\xF6\xC3\x50\x9B\x8F\x0F\x98\x15\x7E\x6B\x4A\xEE\x45\x0A\xB8\x70\xF2\x87\x3A\x67\x65\x64\x7A\x9E\x2F\x70\xFA\x35\x9D\x56\x80\x9C\x71\x2D\x89\xCF\xBB\x1B\xF3\x84\x2F\x6F\x1D\x86\xF7\x45\x87\x74\x8D\x2A\x9E\x96\xDA\xBC\x7A\xF2\x46\x4E\x6E\x18\x67\x1A\x77\x8B\x48\x96\x5F\x84\x81\x51\x86\xAA\xEF\x8D\x85\xB8\x5B\x32\x8E\xD8\xEE\xE3\x4B\xD9\xD5\x6B\xCA\xD3\x2F\x75\x19\x12\xDC\x91\x87\x2A\xF0\x22\xA3\x60'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test43(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4239821B), ('P4rIngress.bitmap_seq.seq', 0x30000000)], 3674)
        self.setRegisterValue('P4rIngress.rounds', 0x30000000, 3674)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0E), ('P4rIngress.count_exp.exponent', 0x3E)], 3674)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3674)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7A82335E), ('P4rIngress.values_v0000.hi', 0x870CD8BF)], 3674)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x65F634B5), ('P4rIngress.values_v0001.hi', 0xAB8AC38A)], 3674)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7D862B25), ('P4rIngress.values_v0010.hi', 0xD8D89D68)], 3674)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6F4D8916), ('P4rIngress.values_v0011.hi', 0x280E23DA)], 3674)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x52B6647D), ('P4rIngress.values_v0100.hi', 0x99453BA0)], 3674)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4071F5BD), ('P4rIngress.values_v0101.hi', 0x37EC5A55)], 3674)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x73B76A82), ('P4rIngress.values_v0110.hi', 0xB08CB151)], 3674)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7E8312AF), ('P4rIngress.values_v0111.hi', 0x35999480)], 3674)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x62E38F6C), ('P4rIngress.values_v1000.hi', 0xA4673E09)], 3674)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x54BC7762), ('P4rIngress.values_v1001.hi', 0x2DD5CA9E)], 3674)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x74256D0D), ('P4rIngress.values_v1010.hi', 0x3C9674C9)], 3674)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5B6DA5C1), ('P4rIngress.values_v1011.hi', 0x177A269F)], 3674)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x74A6BDB4), ('P4rIngress.values_v1100.hi', 0x5D525A5F)], 3674)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x419422C3), ('P4rIngress.values_v1101.hi', 0x93F53B81)], 3674)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x595ABD64), ('P4rIngress.values_v1110.hi', 0xC731BC6E)], 3674)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x5474B4B5), ('P4rIngress.values_v1111.hi', 0x48DBE6C9)], 3674)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5D79),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E45),
                gc.DataTuple('slot_count', 0x0000052D),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC684045C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01C),
                gc.KeyTuple('src_addr', 0x05647B70),
                gc.KeyTuple('src_port', 0xB3A4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5D79),
                gc.DataTuple('rank', 0x0012),
                gc.DataTuple('worker_index', 0x0114),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        ig_port = 28
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x05\x64\x7B\x70\x00\x00\x00\x00\xB3\xA4\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x5D\x79\x00\x12\xC6\x84\x04\x5C\x00\x15\x04\x43\x30\x00\x00\x00\x00\x20\x00\x00\x7F\x6F\x7C\x31\x8A\xCE\x57\xDA\x49\xB8\x62\x30\xAE\x5A\x01\x6B\x50\x3E\xBF\xD7\x9D\x70\xD9\x1D\x4B\x29\x85\xCB\x3E\x63\x31\x1B\x5B\x1E\x4F\xA3\xCF\x2C\x4B\x51\x68\xB5\xEE\x5F\xA1\xAE\xF3\x8D\x4B\xC5\x2B\xD6\x9F\xE9\x9A\xD3\x77\x67\xA8\xB1\x33\xD0\xB5\xCF\x4E\x96\xDE\x40\x80\xCA\x6B\xB7\x4F\x34\x12\x98\x68\xD4\x8B\xE8\x72\xBC\xCD\xE3\x45\xB6\x56\x75\x53\x18\x32\xA3\x54\xA9\x52\xA4\x43\x3B\x11\xE6\x4E\xF9\x1B\xAA\x46\x8D\xED\x48\x92\x09\x70\x48\x7E\xB1\x3F\x75\x9C\x7D\x8F\x46\x52\xDB\x7A\x15\x66\xAB\x6E\x6B\xDE\xB6\xC2\x42\x56\xC8\xC2\xB4\x16\x83\x26\x4B\xB3\xA3\x6A\xAE\x32\x28\x98\x82\x01\x09\x1D\x07\x4A\xD5\x13\x3F\xF7\x3F\x3E\x29\x3E\xB0\x7F\x5C\x5A\x67\xE2\x8F\x25\x52\x31\xBC\x11\x89\x7B\xAC\xC7\xBB\x57\x25\x51\x76\xBC\x5D\x52\x57\x88\x7A\x34\xA1\xEE\xFF\x8D\x2D\x0F\xCF\x66\xEE\xFE\x99\xAC\xAB\xF4\xCC\x31\x01\x44\x85\x03\xF4\x1D\x39\xBD\xE9\x38\xEE\x43\xF8\x98\x6A\x18\xFD\xCC\x3D\x03\xC8\xC2\x4E\xD7\x2B\xEB\x5A\x28\x74\xC6\x27\x87\xE6\x91\xDE\xA1\x3E\x0C\x39\xD8\x78\x8A\xE5\x77\xD2\x18\x6A\xEC\xB3\x1A\x60\x6F\x45\x89\x5C\x65\x86\x98\x5C\xD9\x95\x0C\x34\xA1\xD7\xD3\xB0\xF2\xA0\xAA\x64\x80\xFD\xA7\x4F\x4A\x0C\xF9\xC8\x58\x45\xBC\xD3\xE3\x77\x7E\xC5\x80\x0E\x7A\x3C\xEF\x66\x31\xD1\xA9\x34\xC2\xE7\x23\x89\x7A\xBF\xF3\x29\x07\x9C\x0E\xD7\x80\xB6\x9E\xEB\x0D\xDB\x3B\x22\x10\xF2\x25\x6C\x0A\x9C\xD2\x4A\x55\x72\x51\x8C\x84\x1D\x2D\x6C\x05\xB8\x17\x79\xC2\x8D\xFD\x69\x00\x94\x95\xC2\x42\xC4\xAF\xBA\xC1\x71\xFB\x64\x40\x17\x3D\x7B\xEC\xF0\xFD\x6E\x45\x05\x64\x34\xC7\xA5\xF0\x0E\x5F\x59\x41\xB4\x88\xD4\x03\x71\x55\xFC\xCE\x86\xF5\x9C\x1D\x5B\x73\x97\x77\x13\x04\xAF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x05\x64\x7B\x70\xBE\xEF\xB3\xA4\x00\xA0\x00\x00\x50\x34\x02\x82\x5D\x79\x00\x12\xC6\x84\x04\x5C\x00\x15\x00\x43\x30\x00\x00\x00\x00\x20\x00\x0F\x7F\xFF\xFF\xFF\x8A\xCE\x57\xDA\x7F\xFF\xFF\xFF\xAE\x5A\x01\x6B\x7F\xFF\xFF\xFF\x9D\x70\xD9\x1D\x7F\xFF\xFF\xFF\x3E\x63\x31\x1B\x7F\xFF\xFF\xFF\xCF\x2C\x4B\x51\x7F\xFF\xFF\xFF\xA1\xAE\xF3\x8D\x7F\xFF\xFF\xFF\x9F\xE9\x9A\xD3\x7F\xFF\xFF\xFF\x33\xD0\xB5\xCF\x7F\xFF\xFF\xFF\x80\xCA\x6B\xB7\x7F\xFF\xFF\xFF\x68\xD4\x8B\xE8\x7F\xFF\xFF\xFF\x45\xB6\x56\x75\x7F\xFF\xFF\xFF\x54\xA9\x52\xA4\x7F\xFF\xFF\xFF\x4E\xF9\x1B\xAA\x7F\xFF\xFF\xFF\x92\x09\x70\x48\x7F\xFF\xFF\xFF\x9C\x7D\x8F\x46\x7F\xFF\xFF\xFF\x66\xAB\x6E\x6B\xDE\xB6\xC2\x42\x56\xC8\xC2\xB4\x16\x83\x26\x4B\xB3\xA3\x6A\xAE\x32\x28\x98\x82\x01\x09\x1D\x07\x4A\xD5\x13\x3F\xF7\x3F\x3E\x29\x3E\xB0\x7F\x5C\x5A\x67\xE2\x8F\x25\x52\x31\xBC\x11\x89\x7B\xAC\xC7\xBB\x57\x25\x51\x76\xBC\x5D\x52\x57\x88\x7A\x34\xA1\xEE\xFF\x8D\x2D\x0F\xCF\x66\xEE\xFE\x99\xAC\xAB\xF4\xCC\x31\x01\x44\x85\x03\xF4\x1D\x39\xBD\xE9\x38\xEE\x43\xF8\x98\x6A\x18\xFD\xCC\x3D\x03\xC8\xC2\x4E\xD7\x2B\xEB\x5A\x28\x74\xC6\x27\x87\xE6\x91\xDE\xA1\x3E\x0C\x39\xD8\x78\x8A\xE5\x77\xD2\x18\x6A\xEC\xB3\x1A\x60\x6F\x45\x89\x5C\x65\x86\x98\x5C\xD9\x95\x0C\x34\xA1\xD7\xD3\xB0\xF2\xA0\xAA\x64\x80\xFD\xA7\x4F\x4A\x0C\xF9\xC8\x58\x45\xBC\xD3\xE3\x77\x7E\xC5\x80\x0E\x7A\x3C\xEF\x66\x31\xD1\xA9\x34\xC2\xE7\x23\x89\x7A\xBF\xF3\x29\x07\x9C\x0E\xD7\x80\xB6\x9E\xEB\x0D\xDB\x3B\x22\x10\xF2\x25\x6C\x0A\x9C\xD2\x4A\x55\x72\x51\x8C\x84\x1D\x2D\x6C\x05\xB8\x17\x79\xC2\x8D\xFD\x69\x00\x94\x95\xC2\x42\xC4\xAF\xBA\xC1\x71\xFB\x64\x40\x17\x3D\x7B\xEC\xF0\xFD\x6E\x45\x05\x64\x34\xC7\xA5\xF0\x0E\x5F\x59\x41\xB4\x88\xD4\x03\x71\x55\xFC\xCE\x86\xF5\x9C\x1D\x5B\x73\x97\x77\x13\x04\xAF'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test44(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x3998FF68), ('P4rIngress.bitmap_seq.seq', 0x5FA2F292)], 1065)
        self.setRegisterValue('P4rIngress.rounds', 0x5FA2F292, 1065)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0D), ('P4rIngress.count_exp.exponent', 0x02)], 1065)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1065)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x76B8B91A), ('P4rIngress.values_v0000.hi', 0xB2494A33)], 1065)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6669998C), ('P4rIngress.values_v0001.hi', 0xAD6CB4CF)], 1065)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7D3C6B2A), ('P4rIngress.values_v0010.hi', 0x593EC949)], 1065)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x56D177EA), ('P4rIngress.values_v0011.hi', 0x601EBC20)], 1065)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4BFF0F4F), ('P4rIngress.values_v0100.hi', 0x7D567E94)], 1065)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x792C281F), ('P4rIngress.values_v0101.hi', 0x7B0A0812)], 1065)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x68762777), ('P4rIngress.values_v0110.hi', 0xB7F0D74E)], 1065)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x54F29532), ('P4rIngress.values_v0111.hi', 0x344A20C8)], 1065)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x53E4FAE8), ('P4rIngress.values_v1000.hi', 0x72C2BFC9)], 1065)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6475E547), ('P4rIngress.values_v1001.hi', 0x1B2A9C2A)], 1065)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x719C5D4D), ('P4rIngress.values_v1010.hi', 0x98299754)], 1065)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5EDB302B), ('P4rIngress.values_v1011.hi', 0x73AA0C48)], 1065)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5683DD7B), ('P4rIngress.values_v1100.hi', 0x63B5F075)], 1065)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5A819ACE), ('P4rIngress.values_v1101.hi', 0x285D1AE8)], 1065)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x62EAABB7), ('P4rIngress.values_v1110.hi', 0xCE7BABB3)], 1065)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x44F697B0), ('P4rIngress.values_v1111.hi', 0x4F995727)], 1065)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xEE09),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000343),
                gc.DataTuple('slot_count', 0x000001A2),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBDBB13D0),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0x8D5CDE77),
                gc.KeyTuple('src_port', 0xE679),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xEE09),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x00C0),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8D\x5C\xDE\x77\x00\x00\x00\x00\xE6\x79\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xEE\x09\x00\x10\xBD\xBB\x13\xD0\x00\xE6\x02\x21\x5F\xA2\xF2\x92\x00\x20\x00\x00\x75\x22\xB9\x78\xBE\xF1\xEF\x4D\x40\xFD\xFC\xE7\xBE\x19\x93\x3B\x67\x0B\x71\xAE\x46\xE9\x65\x5F\x6D\xDB\xBE\x3C\x79\xFC\xC5\x52\x6E\x9F\x1D\x4E\x06\x46\x08\x65\x66\xD4\x69\x52\x05\xB7\x0A\xF6\x63\x05\xD6\x2B\xBF\x80\xC5\x6A\x69\x28\xC5\xAA\x6A\x5D\xA5\x9B\x5A\x9E\x93\x71\x5B\x75\xEF\x97\x63\x9D\xF1\xED\xC9\x7D\xB6\xD1\x59\xAB\xC9\xA3\xCB\x69\x93\x08\x47\xD5\xB2\x9E\x1A\x29\x36\xCB\x67\x17\x59\xA6\x5A\x1F\x5A\x1E\x5E\xAC\xC9\xCD\xB9\xDC\xA2\x4C\x47\x14\xF9\x2B\x1D\xE2\xAA\x91\x4C\x31\x52\xE8\x7E\xB4\x4F\xA9\xAC\x37\x7E\x15\x93\x92\xE0\xCF\xBC\x57\x36\x1B\x99\xB1\x10\xE3\xF4\xF5\xD2\xAA\x8B\x4D\x65\x78\xD8\x5A\xDF\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7\x39\x78\x67\x98\x66\x1A\x92\x94\x9E\x7F\x9E\xD3\x7B\x6B\x75\xA6\x15\x62\x7F\x69\x08\x9D\xDA\xF1\x14\xAC\x49\xC8\x50\x65\xEF\x5B\xF4\x8C\x11\x20\x13\x5C\x0D\xD6\x94\xCB\xD6\xF0\xD4\x1E\x8F\xF5\x42\x81\xB5\x4D\x6B\x8C\x83\x0E\xBD\xEF\xBF\xAD\x67\xDE\x08\x73\xF8\x49\x70\x18\xF1\x25\x77\xBA\x2D\xB1\xD6\x57\x60\xE8\x60\xE2\x48\x26\xFF\xE3\x2A\x29\x42\xF8\xD3\x29\xEE\x40\x2A\x06\xFC\x5B\x81\x7A\xC2\x02\x8E\x70\x32\xD7\xD4\x16\x7D\x0E\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72\xAB\x6D\xF5\xAE\xC3\xE1\x62\x64\xDE\x55\x3C\xB2\x6A\x05\xEB\x3C\xCE\x55\x07\x4E\x17\xD5\x48\xA3\xCD\x05\x1E\x7F\x5E\x04\x8E\x36\x06\xF3\xE1\x91\xD0\x97\x2D\xD4\x56\xA4\xBF\xE3\xEE\xB2\x53\xAE\xDC\x46\xE3\x51'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x8D\x5C\xDE\x77\xBE\xEF\xE6\x79\x00\xA0\x00\x00\x50\x34\x02\x82\xEE\x09\x00\x10\xBD\xBB\x13\xD0\x00\xE6\x00\x21\x5F\xA2\xF2\x92\x00\x20\x00\x0E\x7F\xFF\xFF\xFF\xBE\xF1\xEF\x4D\x7F\xFF\xFF\xFF\xBE\x19\x93\x3B\x7F\xFF\xFF\xFF\x46\xE9\x65\x5F\x7F\xFF\xFF\xFF\x79\xFC\xC5\x52\x7F\xFF\xFF\xFF\x06\x46\x08\x65\x7F\xFF\xFF\xFF\x05\xB7\x0A\xF6\x7F\xFF\xFF\xFF\xBF\x80\xC5\x6A\x7F\xFF\xFF\xFF\x6A\x5D\xA5\x9B\x7F\xFF\xFF\xFF\x5B\x75\xEF\x97\x7F\xFF\xFF\xFF\xC9\x7D\xB6\xD1\x7F\xFF\xFF\xFF\xCB\x69\x93\x08\x7F\xFF\xFF\xFF\x1A\x29\x36\xCB\x7F\xFF\xFF\xFF\x5A\x1F\x5A\x1E\x7F\xFF\xFF\xFF\xB9\xDC\xA2\x4C\x7F\xFF\xFF\xFF\x1D\xE2\xAA\x91\x7F\xFF\xFF\xFF\x7E\xB4\x4F\xA9\xAC\x37\x7E\x15\x93\x92\xE0\xCF\xBC\x57\x36\x1B\x99\xB1\x10\xE3\xF4\xF5\xD2\xAA\x8B\x4D\x65\x78\xD8\x5A\xDF\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7\x39\x78\x67\x98\x66\x1A\x92\x94\x9E\x7F\x9E\xD3\x7B\x6B\x75\xA6\x15\x62\x7F\x69\x08\x9D\xDA\xF1\x14\xAC\x49\xC8\x50\x65\xEF\x5B\xF4\x8C\x11\x20\x13\x5C\x0D\xD6\x94\xCB\xD6\xF0\xD4\x1E\x8F\xF5\x42\x81\xB5\x4D\x6B\x8C\x83\x0E\xBD\xEF\xBF\xAD\x67\xDE\x08\x73\xF8\x49\x70\x18\xF1\x25\x77\xBA\x2D\xB1\xD6\x57\x60\xE8\x60\xE2\x48\x26\xFF\xE3\x2A\x29\x42\xF8\xD3\x29\xEE\x40\x2A\x06\xFC\x5B\x81\x7A\xC2\x02\x8E\x70\x32\xD7\xD4\x16\x7D\x0E\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72\xAB\x6D\xF5\xAE\xC3\xE1\x62\x64\xDE\x55\x3C\xB2\x6A\x05\xEB\x3C\xCE\x55\x07\x4E\x17\xD5\x48\xA3\xCD\x05\x1E\x7F\x5E\x04\x8E\x36\x06\xF3\xE1\x91\xD0\x97\x2D\xD4\x56\xA4\xBF\xE3\xEE\xB2\x53\xAE\xDC\x46\xE3\x51'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test45(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x705975FC), ('P4rIngress.bitmap_seq.seq', 0x90000000)], 4162)
        self.setRegisterValue('P4rIngress.rounds', 0x90000000, 4162)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1B), ('P4rIngress.count_exp.exponent', 0x76)], 4162)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4162)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x71E67636), ('P4rIngress.values_v0000.hi', 0x87DDCD9B)], 4162)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6563761D), ('P4rIngress.values_v0001.hi', 0x93BC2973)], 4162)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x60C9A7A8), ('P4rIngress.values_v0010.hi', 0x97B8B8E5)], 4162)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x49A978C5), ('P4rIngress.values_v0011.hi', 0x80000000)], 4162)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7B3761DF), ('P4rIngress.values_v0100.hi', 0xD5A67D5D)], 4162)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4164C7F3), ('P4rIngress.values_v0101.hi', 0x06BF6EEB)], 4162)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x581FA0A9), ('P4rIngress.values_v0110.hi', 0x972A22BD)], 4162)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x699A3D51), ('P4rIngress.values_v0111.hi', 0x7EF7C5D7)], 4162)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x65C6FD73), ('P4rIngress.values_v1000.hi', 0xBD9A79D5)], 4162)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6ECC974B), ('P4rIngress.values_v1001.hi', 0x8DBB3FF6)], 4162)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x65C6C634), ('P4rIngress.values_v1010.hi', 0x6721D116)], 4162)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x46725BAA), ('P4rIngress.values_v1011.hi', 0x737A46D6)], 4162)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x552A3AC8), ('P4rIngress.values_v1100.hi', 0x98C5B777)], 4162)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x6ED8BE2D), ('P4rIngress.values_v1101.hi', 0xC75C5256)], 4162)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x64CC35C4), ('P4rIngress.values_v1110.hi', 0xBA782EAF)], 4162)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6B5B5D99), ('P4rIngress.values_v1111.hi', 0x99E76117)], 4162)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x81AF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E6B),
                gc.DataTuple('slot_count', 0x0000034A),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1E1E7A25),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x022),
                gc.KeyTuple('src_addr', 0xA37223E8),
                gc.KeyTuple('src_port', 0xCB13),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x81AF),
                gc.DataTuple('rank', 0x0012),
                gc.DataTuple('worker_index', 0x0349),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA3\x72\x23\xE8\x00\x00\x00\x00\xCB\x13\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x81\xAF\x00\x12\x1E\x1E\x7A\x25\x01\xD7\x02\xF4\x90\x00\x00\x00\x00\x20\x00\x00\x69\x95\x77\x8C\xA7\xB9\x8F\xE5\x7F\x8B\xCD\xE1\xAA\xED\xFA\x71\x54\xD2\x5F\xF2\x89\xDE\x5C\xBA\x58\x9E\x91\x7C\x00\x00\x00\x00\x68\xF0\xC5\xCE\x9D\x46\xD3\x5B\x46\x6B\xF0\x17\xEA\x67\x6C\xCB\x53\xAB\x2F\xC1\xA2\xC9\xF2\xB1\x74\xB7\x27\xFC\xAC\x58\x4D\xE3\x78\xC2\x75\x17\x8D\xD2\xD6\x4B\x44\x96\xB5\xE3\x6D\xB0\xF5\x6F\x4D\xE2\xE7\x07\x38\x2A\xD9\x17\x62\xF6\x6A\xC4\x4B\xF9\x85\x86\x53\xE8\xFE\x88\xCF\xAF\x12\x22\x6C\xC1\x0E\x03\xA3\x6F\x3A\xCE\x61\xDA\x30\x7F\xBA\xF2\xEE\xB1\x61\xE8\x64\x8B\xB3\x12\x6A\xC1\xD6\x9B\x81\x4F\xCB\xE0\x09\x0D\xA6\x52\xCF\x88\x4D\x7A\x56\xA1\xCB\x4F\xC5\xED\xE6\xAA\xF7\x69\x57\x09\x77\x32\xA8\x31\x39\x27\xD9\xA6\x5F\xEC\x16\x6A\x3A\xC9\xA2\x2B\x51\x9E\xE3\xBA\x8C\x96\xD3\x6A\xE9\xF4\x18\xB0\x5E\x97\xA2\x9C\x08\x51\x69\xF2\xED\xA7\x0C\xFB\x3D\xB7\x48\x77\x7A\xB1\x3F\x15\xDC\x20\xCA\xCC\x53\x93\xA6\x07\x18\x1D\xC5\x8A\x84\x41\x53\xE4\x6C\x10\x69\xDE\x37\xDF\xBD\x5D\x47\x0E\x43\xBA\x97\xA3\xC4\xDB\x2D\x40\x7C\x67\xF3\x19\xF4\x2F\x09\x8B\xD1\xBD\xEF\x89\x52\xD7\xE4\x07\xAD\x2A\x83\xAB\x9C\xA8\x33\xCB\x90\xBE\x67\x79\xD3\x79\xE0\xF9\xF7\xDF\xDF\x1C\x59\x00\x43\xB1\xBE\xB0\xB6\xE4\xB9\xF0\xE6\x3E\xC5\x98\xF9\x7E\xEE\xC4\x24\xEB\xB4\xF8\xCA\xE2\x87\x41\x2D\x83\xC9\xEC\x61\xF9\x94\xE0\xEF\xEC\xFB\xC0\xD9\xD0\xD4\x98\x47\xE6\xDD\x01\x91\x9E\x73\x9B\x1C\x06\x34\x3B\xBD\x43\xA7\x50\x7D\xA5\xAA\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42\x68\x02\x84\xA4\x26\xFE\xDF\x55\xBA\xE6\xB0\xD9\xF3\xE7\x35\x87\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2\x1C\x73\xC3\x6D\x30\x88\xCC\xDE\x8D\x52\xB8\xF9\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA3\x72\x23\xE8\xBE\xEF\xCB\x13\x00\xA0\x00\x00\x50\x34\x02\x82\x81\xAF\x00\x12\x1E\x1E\x7A\x25\x01\xD7\x00\xF4\x90\x00\x00\x00\x00\x20\x00\x1C\x7F\xFF\xFF\xFF\xA7\xB9\x8F\xE5\x7F\xFF\xFF\xFF\xAA\xED\xFA\x71\x7F\xFF\xFF\xFF\x89\xDE\x5C\xBA\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x9D\x46\xD3\x5B\x7F\xFF\xFF\xFF\xEA\x67\x6C\xCB\x7F\xFF\xFF\xFF\xA2\xC9\xF2\xB1\x7F\xFF\xFF\xFF\xAC\x58\x4D\xE3\x7F\xFF\xFF\xFF\x8D\xD2\xD6\x4B\x7F\xFF\xFF\xFF\x6D\xB0\xF5\x6F\x7F\xFF\xFF\xFF\x38\x2A\xD9\x17\x7F\xFF\xFF\xFF\x4B\xF9\x85\x86\x7F\xFF\xFF\xFF\xCF\xAF\x12\x22\x7F\xFF\xFF\xFF\xA3\x6F\x3A\xCE\x7F\xFF\xFF\xFF\xBA\xF2\xEE\xB1\x7F\xFF\xFF\xFF\xB3\x12\x6A\xC1\xD6\x9B\x81\x4F\xCB\xE0\x09\x0D\xA6\x52\xCF\x88\x4D\x7A\x56\xA1\xCB\x4F\xC5\xED\xE6\xAA\xF7\x69\x57\x09\x77\x32\xA8\x31\x39\x27\xD9\xA6\x5F\xEC\x16\x6A\x3A\xC9\xA2\x2B\x51\x9E\xE3\xBA\x8C\x96\xD3\x6A\xE9\xF4\x18\xB0\x5E\x97\xA2\x9C\x08\x51\x69\xF2\xED\xA7\x0C\xFB\x3D\xB7\x48\x77\x7A\xB1\x3F\x15\xDC\x20\xCA\xCC\x53\x93\xA6\x07\x18\x1D\xC5\x8A\x84\x41\x53\xE4\x6C\x10\x69\xDE\x37\xDF\xBD\x5D\x47\x0E\x43\xBA\x97\xA3\xC4\xDB\x2D\x40\x7C\x67\xF3\x19\xF4\x2F\x09\x8B\xD1\xBD\xEF\x89\x52\xD7\xE4\x07\xAD\x2A\x83\xAB\x9C\xA8\x33\xCB\x90\xBE\x67\x79\xD3\x79\xE0\xF9\xF7\xDF\xDF\x1C\x59\x00\x43\xB1\xBE\xB0\xB6\xE4\xB9\xF0\xE6\x3E\xC5\x98\xF9\x7E\xEE\xC4\x24\xEB\xB4\xF8\xCA\xE2\x87\x41\x2D\x83\xC9\xEC\x61\xF9\x94\xE0\xEF\xEC\xFB\xC0\xD9\xD0\xD4\x98\x47\xE6\xDD\x01\x91\x9E\x73\x9B\x1C\x06\x34\x3B\xBD\x43\xA7\x50\x7D\xA5\xAA\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42\x68\x02\x84\xA4\x26\xFE\xDF\x55\xBA\xE6\xB0\xD9\xF3\xE7\x35\x87\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2\x1C\x73\xC3\x6D\x30\x88\xCC\xDE\x8D\x52\xB8\xF9\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test46(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xFC01A1C7), ('P4rIngress.bitmap_seq.seq', 0x69D8C0C5)], 1461)
        self.setRegisterValue('P4rIngress.rounds', 0x69D8C0C5, 1461)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x03), ('P4rIngress.count_exp.exponent', 0x37)], 1461)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1461)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x627AD399), ('P4rIngress.values_v0000.hi', 0xCBF8B2FF)], 1461)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x43F6B7BE), ('P4rIngress.values_v0001.hi', 0xB3BA4727)], 1461)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4FEBB2B6), ('P4rIngress.values_v0010.hi', 0xA6025275)], 1461)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x66CE7346), ('P4rIngress.values_v0011.hi', 0x39D7D10D)], 1461)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x73F9624C), ('P4rIngress.values_v0100.hi', 0xABB83CBB)], 1461)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x592D232A), ('P4rIngress.values_v0101.hi', 0x4694AF8E)], 1461)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x58A91E1F), ('P4rIngress.values_v0110.hi', 0xD5F3AB02)], 1461)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x42474BBB), ('P4rIngress.values_v0111.hi', 0x1C793CAF)], 1461)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x53BDDACB), ('P4rIngress.values_v1000.hi', 0x8D650833)], 1461)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5BB20305), ('P4rIngress.values_v1001.hi', 0x715C0C6C)], 1461)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6BA5AAE1), ('P4rIngress.values_v1010.hi', 0x4946638E)], 1461)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x4CCB6C0C), ('P4rIngress.values_v1011.hi', 0x5B7D3D41)], 1461)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6AE609A8), ('P4rIngress.values_v1100.hi', 0x3EA1265D)], 1461)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x60A3F977), ('P4rIngress.values_v1101.hi', 0x2F1645E5)], 1461)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6918914D), ('P4rIngress.values_v1110.hi', 0x1C519137)], 1461)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x791731EA), ('P4rIngress.values_v1111.hi', 0x8862879D)], 1461)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE7EB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000005B5),
                gc.DataTuple('slot_count', 0x0000150D),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA31BC959),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0x6A987F79),
                gc.KeyTuple('src_port', 0xEB54),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE7EB),
                gc.DataTuple('rank', 0x0012),
                gc.DataTuple('worker_index', 0x01C2),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6A\x98\x7F\x79\x00\x00\x00\x00\xEB\x54\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE7\xEB\x00\x12\xA3\x1B\xC9\x59\x00\x00\x00\x50\x69\xD8\xC0\xC5\x00\x20\x00\x00\x70\xDF\xB9\x7F\xAA\xFC\xD0\x9E\x64\xB1\xD9\x9A\x92\xB6\x5C\xA3\x55\xDA\x48\xAE\xA6\xC5\xE3\xC7\x5A\xC7\x42\x3B\x13\x77\xE3\xAB\x4B\x39\x32\x2B\xAF\xAE\x62\x9B\x7B\x69\x2E\x76\xF4\xF9\xFA\xEC\x50\x5B\xD9\xF9\x9A\xC4\x6F\xB5\x74\xF4\xCB\x4D\x95\x8B\x5A\xAA\x69\x2B\x6B\x2D\x68\xCE\xAE\x63\x78\xF7\x85\xFD\x34\x9C\x99\xE0\x78\xCD\x67\xE9\x59\x4A\x9D\xCF\x5D\x4D\xEC\x7F\x7B\x21\x89\xD9\x69\xE5\x08\x06\x59\xD0\x4B\x48\x5D\x1C\x58\x55\x45\x45\xB2\x69\x5C\x08\x55\xD9\x85\xDD\x0D\x0A\x70\xF5\x48\x63\xBE\xAB\xD5\xDF\x2A\xF0\xCA\x57\x89\xF4\x54\x3C\x89\x46\x7B\x8D\x64\x66\xD0\xAE\x9B\xE4\xFE\x72\xA1\x3C\x55\x8C\x69\xC7\xF3\x59\x8D\x5B\x8F\x4F\x9E\x8D\x66\xD1\xD0\xCD\xDA\xE5\x24\x68\xBF\x60\x1E\x2F\xD9\x27\x71\xBB\x88\x9E\x6C\xA0\x81\xF7\x73\xEA\x8C\x62\x58\xFD\x81'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6A\x98\x7F\x79\xBE\xEF\xEB\x54\x00\xA0\x00\x00\x50\x34\x02\x82\xE7\xEB\x00\x12\xA3\x1B\xC9\x59\x00\x00\x00\x50\x69\xD8\xC0\xC5\x00\x20\x00\x04\x7F\xFF\xFF\xFF\xAA\xFC\xD0\x9E\x7F\xFF\xFF\xFF\x92\xB6\x5C\xA3\x7F\xFF\xFF\xFF\xA6\xC5\xE3\xC7\x7F\xFF\xFF\xFF\x13\x77\xE3\xAB\x7F\xFF\xFF\xFF\xAF\xAE\x62\x9B\x7F\xFF\xFF\xFF\xF4\xF9\xFA\xEC\x7F\xFF\xFF\xFF\x9A\xC4\x6F\xB5\x7F\xFF\xFF\xFF\x95\x8B\x5A\xAA\x7F\xFF\xFF\xFF\x68\xCE\xAE\x63\x7F\xFF\xFF\xFF\x34\x9C\x99\xE0\x7F\xFF\xFF\xFF\x59\x4A\x9D\xCF\x7F\xFF\xFF\xFF\x7B\x21\x89\xD9\x7F\xFF\xFF\xFF\x59\xD0\x4B\x48\x7F\xFF\xFF\xFF\x45\x45\xB2\x69\x7F\xFF\xFF\xFF\x85\xDD\x0D\x0A\x7F\xFF\xFF\xFF\xBE\xAB\xD5\xDF\x2A\xF0\xCA\x57\x89\xF4\x54\x3C\x89\x46\x7B\x8D\x64\x66\xD0\xAE\x9B\xE4\xFE\x72\xA1\x3C\x55\x8C\x69\xC7\xF3\x59\x8D\x5B\x8F\x4F\x9E\x8D\x66\xD1\xD0\xCD\xDA\xE5\x24\x68\xBF\x60\x1E\x2F\xD9\x27\x71\xBB\x88\x9E\x6C\xA0\x81\xF7\x73\xEA\x8C\x62\x58\xFD\x81'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test47(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0C6A9F0C), ('P4rIngress.bitmap_seq.seq', 0xA3D43356)], 4929)
        self.setRegisterValue('P4rIngress.rounds', 0xA3D43356, 4929)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x12), ('P4rIngress.count_exp.exponent', 0xDC)], 4929)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4929)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x4F53424F), ('P4rIngress.values_v0000.hi', 0x51174C61)], 4929)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6F8CA273), ('P4rIngress.values_v0001.hi', 0x8A31BCA9)], 4929)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6592FDAB), ('P4rIngress.values_v0010.hi', 0xA9DE8374)], 4929)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6FC4DA3B), ('P4rIngress.values_v0011.hi', 0x40DCD145)], 4929)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x743A4352), ('P4rIngress.values_v0100.hi', 0x86D94FB7)], 4929)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4AC8858A), ('P4rIngress.values_v0101.hi', 0x47E55B88)], 4929)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x6057513A), ('P4rIngress.values_v0110.hi', 0x4CD5D96F)], 4929)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x41592317), ('P4rIngress.values_v0111.hi', 0xBE9A6394)], 4929)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4788BDA1), ('P4rIngress.values_v1000.hi', 0x9F0857BF)], 4929)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x4796F264), ('P4rIngress.values_v1001.hi', 0x3A151596)], 4929)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6C6F44DF), ('P4rIngress.values_v1010.hi', 0x6177ED36)], 4929)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x518D131B), ('P4rIngress.values_v1011.hi', 0x2FF8E46A)], 4929)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x547EA65C), ('P4rIngress.values_v1100.hi', 0xB3C405EE)], 4929)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x51453A66), ('P4rIngress.values_v1101.hi', 0x9516CF1F)], 4929)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x74F5E1CF), ('P4rIngress.values_v1110.hi', 0x57B73FAA)], 4929)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x61F5D6E9), ('P4rIngress.values_v1111.hi', 0x771C9EEE)], 4929)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x898D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001236),
                gc.DataTuple('slot_count', 0x00000613),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4E8B3F41),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0x26BA95AE),
                gc.KeyTuple('src_port', 0xFC9C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x898D),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0340),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x26\xBA\x95\xAE\x00\x00\x00\x00\xFC\x9C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x89\x8D\x00\x10\x4E\x8B\x3F\x41\x01\x0B\x00\xF4\xA3\xD4\x33\x56\x00\x20\x00\x00\x5F\xFB\x40\x4B\x61\x07\x54\x7A\x52\xAC\x2D\x59\x96\xBC\x1A\xA9\x44\xDE\x36\x7D\xB6\xB2\xB9\xE9\x6A\xBE\xD2\x9A\x4D\x13\x65\x7F\x6F\xAD\xB7\xA4\xE6\x86\x33\x75\x5A\x0F\x2A\xD4\x6E\xB5\xF2\xDB\x6B\x9B\xFA\x01\x6C\x96\xA1\x77\x4C\x5F\xC8\x14\xA2\xAA\xDB\x2F\x63\x4B\x87\xA3\x83\x3E\xCA\x13\x77\x72\xF3\x7F\xEC\xCE\xD3\xEB\x7F\x55\x8E\x11\x66\x49\x4D\x6F\x6D\x34\x05\x4C\x59\x96\x02\xA9\x47\xD0\x24\xC7\x14\x54\x1B\xD4\x61\x8F\x9D\xCA\x95\x82\x98\x47\x5A\xF4\x2A\xC6\xC9\x98\xEB\xAC\x69\x85\x74\xAC\x26\xC7\xBA\x29\x09\xC2\xE7\xF2\x59\x67\x39\x49\x1C\x1D\xA1\x7A\xD0\x14\xC2\x9E\xE0\xA6\x3E\xE6\x97\x0A\xA5\x02\x08\x5B\x14'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x26\xBA\x95\xAE\xBE\xEF\xFC\x9C\x00\xA0\x00\x00\x50\x34\x02\x82\x89\x8D\x00\x10\x4E\x8B\x3F\x41\x01\x0B\x00\xF4\xA3\xD4\x33\x56\x00\x20\x00\x13\x7F\xFF\xFF\xFF\x61\x07\x54\x7A\x7F\xFF\xFF\xFF\x96\xBC\x1A\xA9\x7F\xFF\xFF\xFF\xB6\xB2\xB9\xE9\x7F\xFF\xFF\xFF\x4D\x13\x65\x7F\x7F\xFF\xFF\xFF\xE6\x86\x33\x75\x7F\xFF\xFF\xFF\x6E\xB5\xF2\xDB\x7F\xFF\xFF\xFF\x6C\x96\xA1\x77\x7F\xFF\xFF\xFF\xA2\xAA\xDB\x2F\x7F\xFF\xFF\xFF\x83\x3E\xCA\x13\x7F\xFF\xFF\xFF\xEC\xCE\xD3\xEB\x7F\xFF\xFF\xFF\x66\x49\x4D\x6F\x7F\xFF\xFF\xFF\x59\x96\x02\xA9\x7F\xFF\xFF\xFF\x14\x54\x1B\xD4\x7F\xFF\xFF\xFF\x95\x82\x98\x47\x7F\xFF\xFF\xFF\xC9\x98\xEB\xAC\x7F\xFF\xFF\xFF\x26\xC7\xBA\x29\x09\xC2\xE7\xF2\x59\x67\x39\x49\x1C\x1D\xA1\x7A\xD0\x14\xC2\x9E\xE0\xA6\x3E\xE6\x97\x0A\xA5\x02\x08\x5B\x14'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test48(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE4AE0CB6), ('P4rIngress.bitmap_seq.seq', 0xF07C0234)], 2439)
        self.setRegisterValue('P4rIngress.rounds', 0xF07C0234, 2439)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x4F)], 2439)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2439)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x4D357CF3), ('P4rIngress.values_v0000.hi', 0x1E8EE196)], 2439)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x4A8C1AE7), ('P4rIngress.values_v0001.hi', 0x9FEC3C73)], 2439)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x67799FF2), ('P4rIngress.values_v0010.hi', 0x72DE7365)], 2439)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7002C4AC), ('P4rIngress.values_v0011.hi', 0xF556AABB)], 2439)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7A2AA17F), ('P4rIngress.values_v0100.hi', 0x74204FE2)], 2439)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x64B41AC7), ('P4rIngress.values_v0101.hi', 0xBD23E099)], 2439)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x79B41A8F), ('P4rIngress.values_v0110.hi', 0x3F22448B)], 2439)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7F9AA513), ('P4rIngress.values_v0111.hi', 0x305F674F)], 2439)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x65D8E3C8), ('P4rIngress.values_v1000.hi', 0x9BE64B37)], 2439)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6B99BB00), ('P4rIngress.values_v1001.hi', 0xA49A89E6)], 2439)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7FF4332D), ('P4rIngress.values_v1010.hi', 0x245AC2DA)], 2439)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5EF7BE0B), ('P4rIngress.values_v1011.hi', 0x257DAD8E)], 2439)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6ADA3873), ('P4rIngress.values_v1100.hi', 0x4916ECDC)], 2439)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x623EFBAD), ('P4rIngress.values_v1101.hi', 0xD2994B18)], 2439)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x667DEFFB), ('P4rIngress.values_v1110.hi', 0x00000000)], 2439)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4B97D66F), ('P4rIngress.values_v1111.hi', 0x7AA9F72B)], 2439)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD44B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000538),
                gc.DataTuple('slot_count', 0x000008FF),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x529A69DB),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x8B5B3795),
                gc.KeyTuple('src_port', 0xE920),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD44B),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03AD),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8B\x5B\x37\x95\x00\x00\x00\x00\xE9\x20\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD4\x4B\x00\x10\x52\x9A\x69\xDB\x04\x4F\x00\x98\xF0\x7C\x02\x34\x00\x20\x00\x00\x40\x18\xA8\x61\xBB\xBC\x81\x87\x6B\x68\xAC\x69\xAD\xEA\xCD\x3E\x6B\xE9\x8B\x2E\x4A\x62\xE6\x53\x73\x24\xC5\x54\x10\x77\x9A\xF0\x4B\x6E\x19\xFA\x64\xF5\x7D\xBA\x74\x55\x6F\x3E\xB6\x77\xE1\x0F\x5D\xBC\x7B\x9D\x64\xAD\xD5\xDF\x4B\x9B\x2E\xEA\x78\xD7\xF5\x03\x43\x99\xEE\x4E\xD2\xC7\xDA\x65\x4A\x4B\x03\x45\xB0\xBE\x5E\x3D\x43\xB0\x1D\x6F\x72\xC6\x82\x2E\x66\xDE\x8E\x8F\x7C\x0D\x35\xD6\x5B\xFC\xF6\x63\x54\x8A\x2B\xDA\x62\x74\xD4\xC8\x90\xBB\x81\x57\x7A\x28\xE8\x8B\x00\x00\x00\x00\x53\xE4\x8E\xAE\x62\x9B\x24\x3E\x36\x33\x76\x7B\xAF\xA6\xC0\x47\x6B\xE8\x02\xC0\x46\xF2\xC0\x1D\xB9\x5C\x7E\x4C\x2F\xE2\xF0\x7D\xC1\x50\x45\xB5\x4A\x52\x36\xE7\x5C\x5D\x94\x49\x24\x3B\x9D\x11\x9D\x48\x8A\x8C\x0A\x2F\xF1\x47\x9B\x31\xA5\xD5\x6D\xF1\xE9\x69\x4F\xB8\x9E\x50\x4F\xD7\x4B\x79\x61\x86\xDA\x28\xC2\xE1\x5F\x03\x80\x71\x3B\x6A\xC4\x2C\xA6\xA8\x6F\x53\x0E\x59\x43\xA9\x42\x14\xC8\xFB\x7C\xDF\x37\x51\xA0\x1C\x88\x7C\x64\xC4\x9E\x6F\x54\x82\x73\xF7\x72\x46\x1B\x43\xB6\xC3\xFC\xDB\xF2\x93\x81\x01\x11\x0A\xC8\xBE\xEE\xB5\xC5\x3B\xFC\x96\xE4\x80\xFE\x54\x0F\x77\xD8\x7A\x38\xD8\xFF\x35\x83\xE0\x3F\x84\x3B\x8F\xC8\xEB\x07\x36\x6D\x44\x29\xFE\x52\xD8\x93\xF1\x3B\x41\x27\xB4\x23\xBB\xB2\x02\x98\x23\x72\x0E\xA3\x30\xAE\x50\xA6\x80\x7D\xEC\xD6\x68\x4D\x4B\x87\x2B\x19\x7C\x8A\x86\x80\x84\x54\x42\xE9\x9E\x17\xA3\x50\x23\xE5\x1A\xC1\xB9\x4C\xD8\xD0\x40\xB4\xB7\xA7\xED\xE5\x6A\xE6\x84\xDA\xAF\x56\xE9\xA6\xF7\xD5\x02\x33\xD4\x9E\x00\xD5\x61\x28\x7F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x8B\x5B\x37\x95\xBE\xEF\xE9\x20\x00\xA0\x00\x00\x50\x34\x02\x82\xD4\x4B\x00\x10\x52\x9A\x69\xDB\x04\x4F\x00\x98\xF0\x7C\x02\x34\x00\x20\x00\x20\x7F\xFF\xFF\xFF\xBB\xBC\x81\x87\x7F\xFF\xFF\xFF\xAD\xEA\xCD\x3E\x7F\xFF\xFF\xFF\x4A\x62\xE6\x53\x7F\xFF\xFF\xFF\x10\x77\x9A\xF0\x7F\xFF\xFF\xFF\x64\xF5\x7D\xBA\x7F\xFF\xFF\xFF\xB6\x77\xE1\x0F\x7F\xFF\xFF\xFF\x64\xAD\xD5\xDF\x7F\xFF\xFF\xFF\x78\xD7\xF5\x03\x7F\xFF\xFF\xFF\xD2\xC7\xDA\x65\x7F\xFF\xFF\xFF\xB0\xBE\x5E\x3D\x7F\xFF\xFF\xFF\x72\xC6\x82\x2E\x7F\xFF\xFF\xFF\x7C\x0D\x35\xD6\x7F\xFF\xFF\xFF\x54\x8A\x2B\xDA\x7F\xFF\xFF\xFF\x90\xBB\x81\x57\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x62\x9B\x24\x3E\x36\x33\x76\x7B\xAF\xA6\xC0\x47\x6B\xE8\x02\xC0\x46\xF2\xC0\x1D\xB9\x5C\x7E\x4C\x2F\xE2\xF0\x7D\xC1\x50\x45\xB5\x4A\x52\x36\xE7\x5C\x5D\x94\x49\x24\x3B\x9D\x11\x9D\x48\x8A\x8C\x0A\x2F\xF1\x47\x9B\x31\xA5\xD5\x6D\xF1\xE9\x69\x4F\xB8\x9E\x50\x4F\xD7\x4B\x79\x61\x86\xDA\x28\xC2\xE1\x5F\x03\x80\x71\x3B\x6A\xC4\x2C\xA6\xA8\x6F\x53\x0E\x59\x43\xA9\x42\x14\xC8\xFB\x7C\xDF\x37\x51\xA0\x1C\x88\x7C\x64\xC4\x9E\x6F\x54\x82\x73\xF7\x72\x46\x1B\x43\xB6\xC3\xFC\xDB\xF2\x93\x81\x01\x11\x0A\xC8\xBE\xEE\xB5\xC5\x3B\xFC\x96\xE4\x80\xFE\x54\x0F\x77\xD8\x7A\x38\xD8\xFF\x35\x83\xE0\x3F\x84\x3B\x8F\xC8\xEB\x07\x36\x6D\x44\x29\xFE\x52\xD8\x93\xF1\x3B\x41\x27\xB4\x23\xBB\xB2\x02\x98\x23\x72\x0E\xA3\x30\xAE\x50\xA6\x80\x7D\xEC\xD6\x68\x4D\x4B\x87\x2B\x19\x7C\x8A\x86\x80\x84\x54\x42\xE9\x9E\x17\xA3\x50\x23\xE5\x1A\xC1\xB9\x4C\xD8\xD0\x40\xB4\xB7\xA7\xED\xE5\x6A\xE6\x84\xDA\xAF\x56\xE9\xA6\xF7\xD5\x02\x33\xD4\x9E\x00\xD5\x61\x28\x7F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test49(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x206A01A5), ('P4rIngress.bitmap_seq.seq', 0x60000000)], 2536)
        self.setRegisterValue('P4rIngress.rounds', 0x60000000, 2536)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0E), ('P4rIngress.count_exp.exponent', 0x36)], 2536)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2536)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x76247479), ('P4rIngress.values_v0000.hi', 0xBC25F16F)], 2536)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5B5DB3E7), ('P4rIngress.values_v0001.hi', 0x9E0959FC)], 2536)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x711E30B4), ('P4rIngress.values_v0010.hi', 0x49434104)], 2536)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x66A8C35B), ('P4rIngress.values_v0011.hi', 0x4A93AD95)], 2536)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x49892F6F), ('P4rIngress.values_v0100.hi', 0x5D64DD2E)], 2536)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x468EDF75), ('P4rIngress.values_v0101.hi', 0x4C168A79)], 2536)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x70AF61DC), ('P4rIngress.values_v0110.hi', 0x15A4D22B)], 2536)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x52472943), ('P4rIngress.values_v0111.hi', 0x50DF2E8A)], 2536)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x549F3FEA), ('P4rIngress.values_v1000.hi', 0x3813F773)], 2536)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x47EA80BB), ('P4rIngress.values_v1001.hi', 0xEE4E9AB6)], 2536)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7559255B), ('P4rIngress.values_v1010.hi', 0xB8665BB5)], 2536)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x507675F5), ('P4rIngress.values_v1011.hi', 0xB09A630B)], 2536)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x54749ACB), ('P4rIngress.values_v1100.hi', 0x18B7F9C1)], 2536)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5035E9E4), ('P4rIngress.values_v1101.hi', 0x191595B3)], 2536)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x50F5B215), ('P4rIngress.values_v1110.hi', 0x75CD74D9)], 2536)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x79555294), ('P4rIngress.values_v1111.hi', 0x8B1541B0)], 2536)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6F3E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002C9),
                gc.DataTuple('slot_count', 0x00001391),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x103E2B1C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03C),
                gc.KeyTuple('src_addr', 0xD68B9A96),
                gc.KeyTuple('src_port', 0x4E12),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6F3E),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0191),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD6\x8B\x9A\x96\x00\x00\x00\x00\x4E\x12\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x6F\x3E\x00\x10\x10\x3E\x2B\x1C\x07\x1F\x00\x60\x60\x00\x00\x00\x00\x20\x00\x00\x6B\xD9\x43\xC5\x14\xF4\x7B\x2E\x77\x8C\xF7\x50\xB2\x76\xD8\xFE\x7A\xC2\x3E\xCF\x7D\xC8\x6B\x67\x6B\xB8\x7A\x33\x96\xF9\x97\xD6\x74\xEB\x84\x2E\x39\x00\xB3\xAF\x55\x3C\xDF\xFF\x58\x4F\xEA\x7B\x64\x79\xAA\x50\xC4\xAE\x45\xFA\x56\x59\x05\x96\x79\x8D\x5D\x8F\x7E\x86\x33\x31\x75\x0F\x05\xE2\x78\xB3\xCA\xA5\x89\x9C\xDB\x55\x76\x9D\xBB\xAE\xBC\xE6\xDD\x6B\x63\x6C\x8E\x17\xB6\x61\xA3\xAB\x4C\xCA\xA6\x53\x6C\x26\xE5\xFB\x55\xFD\x0B\x46\xDD\xB7\x92\xCB\x57\xF4\xAE\x13\x45\x73\x84\x95\x65\x76\x69\xAB\xEB\xD8\x7A\x2B\xEC\x2D\x4F\xB1\x19\x96\xD0\x68\xB9\xDC\xF2\xD5\xAA\x35\x35\x03\x49\xBE\x0B\x1F\xA3\xE8\xDB\x20\x14\x9A\xF9\xEA\xC0\x38\x5B\xBB\x0B\xCC\x9A\xFC\xEF\xDB\xAA\xA6\x00\xD0\xF9\x38\x88\x3F\x26\xC6\xB2\x37\xE1\x0A\x7E\xF6\xF4\x6B\x95\x1B\x3D\xD6\xC5\xA0\x9F\x58\x41\xA9\x0A\x16\xDF\x7D\x2A\x4E\x22\xB9\xC7\x3E\xBA\x2C\xD7\xFC\xA4\xF1\x20\x5D\xC6\x57\xB0\xBE\x12\xE1\x2C\x37\xDD\xFB\x2C\x16\x86\x39\x1A\xF2\x7C\x25\x8E\xE2\x48\xFD\x21\x04\x91\xEC\xA1\x32\xD3\xC1\x17\x25\x17\x44\x5D\x20\xF0\xB7\x96\x61\x28\x98'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD6\x8B\x9A\x96\xBE\xEF\x4E\x12\x00\xA0\x00\x00\x50\x34\x02\x82\x6F\x3E\x00\x10\x10\x3E\x2B\x1C\x07\x1F\x00\x60\x60\x00\x00\x00\x00\x20\x00\x0F\x7F\xFF\xFF\xFF\x14\xF4\x7B\x2E\x7F\xFF\xFF\xFF\xB2\x76\xD8\xFE\x7F\xFF\xFF\xFF\x7D\xC8\x6B\x67\x7F\xFF\xFF\xFF\x96\xF9\x97\xD6\x7F\xFF\xFF\xFF\x39\x00\xB3\xAF\x7F\xFF\xFF\xFF\x58\x4F\xEA\x7B\x7F\xFF\xFF\xFF\xC4\xAE\x45\xFA\x7F\xFF\xFF\xFF\x79\x8D\x5D\x8F\x7F\xFF\xFF\xFF\x75\x0F\x05\xE2\x7F\xFF\xFF\xFF\x89\x9C\xDB\x55\x7F\xFF\xFF\xFF\xBC\xE6\xDD\x6B\x7F\xFF\xFF\xFF\xB6\x61\xA3\xAB\x7F\xFF\xFF\xFF\x6C\x26\xE5\xFB\x7F\xFF\xFF\xFF\xDD\xB7\x92\xCB\x7F\xFF\xFF\xFF\x45\x73\x84\x95\x7F\xFF\xFF\xFF\xEB\xD8\x7A\x2B\xEC\x2D\x4F\xB1\x19\x96\xD0\x68\xB9\xDC\xF2\xD5\xAA\x35\x35\x03\x49\xBE\x0B\x1F\xA3\xE8\xDB\x20\x14\x9A\xF9\xEA\xC0\x38\x5B\xBB\x0B\xCC\x9A\xFC\xEF\xDB\xAA\xA6\x00\xD0\xF9\x38\x88\x3F\x26\xC6\xB2\x37\xE1\x0A\x7E\xF6\xF4\x6B\x95\x1B\x3D\xD6\xC5\xA0\x9F\x58\x41\xA9\x0A\x16\xDF\x7D\x2A\x4E\x22\xB9\xC7\x3E\xBA\x2C\xD7\xFC\xA4\xF1\x20\x5D\xC6\x57\xB0\xBE\x12\xE1\x2C\x37\xDD\xFB\x2C\x16\x86\x39\x1A\xF2\x7C\x25\x8E\xE2\x48\xFD\x21\x04\x91\xEC\xA1\x32\xD3\xC1\x17\x25\x17\x44\x5D\x20\xF0\xB7\x96\x61\x28\x98'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test50(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x3DB8F7EC), ('P4rIngress.bitmap_seq.seq', 0x84235663)], 2649)
        self.setRegisterValue('P4rIngress.rounds', 0x84235663, 2649)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x01), ('P4rIngress.count_exp.exponent', 0xDE)], 2649)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2649)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5CCBD757), ('P4rIngress.values_v0000.hi', 0xE174BC38)], 2649)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x74A8B7B3), ('P4rIngress.values_v0001.hi', 0xD758CB4C)], 2649)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x41A6480D), ('P4rIngress.values_v0010.hi', 0x413B36A4)], 2649)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x5A6AF171), ('P4rIngress.values_v0011.hi', 0x09F4068B)], 2649)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x57F563C7), ('P4rIngress.values_v0100.hi', 0x4D44E5C3)], 2649)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5D578519), ('P4rIngress.values_v0101.hi', 0xA5573EE3)], 2649)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x68681710), ('P4rIngress.values_v0110.hi', 0xCBC2D51A)], 2649)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x41C3F71A), ('P4rIngress.values_v0111.hi', 0x5FD0AC35)], 2649)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x48B94CF0), ('P4rIngress.values_v1000.hi', 0x3C0D7CEC)], 2649)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x530BCA2A), ('P4rIngress.values_v1001.hi', 0x088A9E69)], 2649)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5DC64D22), ('P4rIngress.values_v1010.hi', 0x4ABCD1B1)], 2649)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x687305F2), ('P4rIngress.values_v1011.hi', 0x486B95EA)], 2649)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4708ED5B), ('P4rIngress.values_v1100.hi', 0xEB8E4ED3)], 2649)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5E61BEEB), ('P4rIngress.values_v1101.hi', 0xD230B66B)], 2649)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6C40F0FD), ('P4rIngress.values_v1110.hi', 0xA681A265)], 2649)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x5B5A52AC), ('P4rIngress.values_v1111.hi', 0x493CD71D)], 2649)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0A40),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000627),
                gc.DataTuple('slot_count', 0x0000150B),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5223C5E8),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0xF8F34959),
                gc.KeyTuple('src_port', 0x3F9D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0A40),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01E0),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF8\xF3\x49\x59\x00\x00\x00\x00\x3F\x9D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x0A\x40\x00\x10\x52\x23\xC5\xE8\x04\x32\x00\xFB\x84\x23\x56\x63\x00\x20\x00\x00\x63\xE5\x7F\x4B\x49\x73\xC3\xDB\x7C\x8D\xFD\x90\x83\x65\xCE\xDB\x4E\x58\x59\xFD\x43\x5B\x65\xE4\x6E\xFA\xC6\xF6\xAC\x53\x17\xAD\x5D\xD8\xB9\x26\xB5\xD5\xB1\x65\x4E\x7D\xBD\x2B\x67\x3D\x2A\xEB\x79\xC8\xD5\xB9\x91\x62\xFF\xBF\x69\x88\x64\x4A\x5B\xAB\x1D\x54\x68\xB2\xDC\x3C\x70\x4E\xE7\x5F\x59\xD9\x42\x68\x21\xBA\xE4\xB3\x77\xC3\x4E\xDD\x47\xD9\xA1\x26\x65\xE7\xAC\x88\x7E\x80\x95\x8C\x6D\x5A\x6F\x68\xCF\xA0\x4D\xCE\x6B\x3B\x0A\x4F\xD7\x27\xAB\x21\x7D\x64\x95\x6E\x77\xD3\x62\x34\x53\x92\x9B\xB9\x4E\x89\xC6\x34\x77\x02\xB9\x1A\x4B\x88\xFD\x5D\x6F\x4D\x39\x57\xE9\xFC\x0A\xA4\x9B\xE3\x69\x23\xD9\x07\x4B\x78\xCC\xCE\x7A\xD7\x53\x2E\x6F\x06\x4A\x7E\xA1\x59\x21\x4E\xFF\x75\x58\x12\x6E\x57\x44\x21\x5A\x3F\x93\x19\x9A\x64\xA0\x18\xDC\xE3\x03\xEB\xE7\x16\x56\xC4\x89\x0E\xB8\xCA\xF6\x3E\x64\x49\xE7\x25\x8E\xA8\x5F\xDC\xB6\x3D\xEA\x79\x75\x0D\x6A\xBA\x13\xB6\x4A\x72\x45\xBF\x32\xBC\x84\xE9\x41\x01\xCF\x27\xF4\x24\xE1\xC4\xCD\x9F\x0D\x55\x83\x7F\x38\x08\x2D\x8F\x98\x52\xFE\xF8\xF7\xB0\x9E\x84\xC3\x3C\xBD\x44\x88\x64\x36\xE7\x2B\x78\x4A\x58\x84\xBC\x64\x13\x3F\xAF\xDE\xC9\x1B\xA6\xEE\x4C\x82\xD2\x7C\xC9\x27\xF1\xEE\xC9\x9D\x87\x4F\x9F\xDE\x25\x07\x3A\xE8\x8F\x62\xCA\xFC\xA8\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C\x84\xEA\x38\x82\x83\xF0\xD7\x4C\xED\xB7\x52\xFC\xBD\x48\x84\x9C\x8A\x8F\xDA\x1F\x88\x9D\x39\xDD\xF2\x21\xF6\x38\xC6\xE8\x6F\x83\xDA\x7D\xEC\x18\x15\x4B\xEE\xA4\x40\x0D\xD1\x4E\x80\x9C\xF5\x8D\xC8\x7D\x3D\x99\xCC\xB6\x92\x8E\xBF\x44\x65\xA0\x38\x21\xF1\x1B\x9A\xF6\xAF\xED\x3F\xDC\xC1\x5E\xF6\xA4\x95\xA9\x53\xAB\x2C\xFA\xE1\x9A\x48\xD3\x42\x5C\x1E\x77\xDA\xB7\xC7\xEA\x7E\x0F\x80\x98\x88\x95\x8D\x18\x90\xC8\x29\x87\x5E\xB0\x46\xBA\xB9\xA4\x85\xA5\x85\xCB\x73\xD5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF8\xF3\x49\x59\xBE\xEF\x3F\x9D\x00\xA0\x00\x00\x50\x34\x02\x82\x0A\x40\x00\x10\x52\x23\xC5\xE8\x04\x32\x00\xFB\x84\x23\x56\x63\x00\x20\x00\x02\x7F\xFF\xFF\xFF\x49\x73\xC3\xDB\x7F\xFF\xFF\xFF\x83\x65\xCE\xDB\x7F\xFF\xFF\xFF\x43\x5B\x65\xE4\x7F\xFF\xFF\xFF\xAC\x53\x17\xAD\x7F\xFF\xFF\xFF\xB5\xD5\xB1\x65\x7F\xFF\xFF\xFF\x67\x3D\x2A\xEB\x7F\xFF\xFF\xFF\x91\x62\xFF\xBF\x7F\xFF\xFF\xFF\x5B\xAB\x1D\x54\x7F\xFF\xFF\xFF\x70\x4E\xE7\x5F\x7F\xFF\xFF\xFF\x21\xBA\xE4\xB3\x7F\xFF\xFF\xFF\x47\xD9\xA1\x26\x7F\xFF\xFF\xFF\x7E\x80\x95\x8C\x7F\xFF\xFF\xFF\xCF\xA0\x4D\xCE\x7F\xFF\xFF\xFF\xD7\x27\xAB\x21\x7F\xFF\xFF\xFF\x77\xD3\x62\x34\x7F\xFF\xFF\xFF\x4E\x89\xC6\x34\x77\x02\xB9\x1A\x4B\x88\xFD\x5D\x6F\x4D\x39\x57\xE9\xFC\x0A\xA4\x9B\xE3\x69\x23\xD9\x07\x4B\x78\xCC\xCE\x7A\xD7\x53\x2E\x6F\x06\x4A\x7E\xA1\x59\x21\x4E\xFF\x75\x58\x12\x6E\x57\x44\x21\x5A\x3F\x93\x19\x9A\x64\xA0\x18\xDC\xE3\x03\xEB\xE7\x16\x56\xC4\x89\x0E\xB8\xCA\xF6\x3E\x64\x49\xE7\x25\x8E\xA8\x5F\xDC\xB6\x3D\xEA\x79\x75\x0D\x6A\xBA\x13\xB6\x4A\x72\x45\xBF\x32\xBC\x84\xE9\x41\x01\xCF\x27\xF4\x24\xE1\xC4\xCD\x9F\x0D\x55\x83\x7F\x38\x08\x2D\x8F\x98\x52\xFE\xF8\xF7\xB0\x9E\x84\xC3\x3C\xBD\x44\x88\x64\x36\xE7\x2B\x78\x4A\x58\x84\xBC\x64\x13\x3F\xAF\xDE\xC9\x1B\xA6\xEE\x4C\x82\xD2\x7C\xC9\x27\xF1\xEE\xC9\x9D\x87\x4F\x9F\xDE\x25\x07\x3A\xE8\x8F\x62\xCA\xFC\xA8\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C\x84\xEA\x38\x82\x83\xF0\xD7\x4C\xED\xB7\x52\xFC\xBD\x48\x84\x9C\x8A\x8F\xDA\x1F\x88\x9D\x39\xDD\xF2\x21\xF6\x38\xC6\xE8\x6F\x83\xDA\x7D\xEC\x18\x15\x4B\xEE\xA4\x40\x0D\xD1\x4E\x80\x9C\xF5\x8D\xC8\x7D\x3D\x99\xCC\xB6\x92\x8E\xBF\x44\x65\xA0\x38\x21\xF1\x1B\x9A\xF6\xAF\xED\x3F\xDC\xC1\x5E\xF6\xA4\x95\xA9\x53\xAB\x2C\xFA\xE1\x9A\x48\xD3\x42\x5C\x1E\x77\xDA\xB7\xC7\xEA\x7E\x0F\x80\x98\x88\x95\x8D\x18\x90\xC8\x29\x87\x5E\xB0\x46\xBA\xB9\xA4\x85\xA5\x85\xCB\x73\xD5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test51(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x34B4836C), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 3633)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 3633)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x02), ('P4rIngress.count_exp.exponent', 0x2E)], 3633)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3633)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5F6185DA), ('P4rIngress.values_v0000.hi', 0x1D8A7BE9)], 3633)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6FF2F702), ('P4rIngress.values_v0001.hi', 0x85B3063C)], 3633)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5337136A), ('P4rIngress.values_v0010.hi', 0x7974332E)], 3633)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x678430BA), ('P4rIngress.values_v0011.hi', 0x43B2C8EB)], 3633)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x67692BD1), ('P4rIngress.values_v0100.hi', 0x678A31E1)], 3633)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4C7ADE75), ('P4rIngress.values_v0101.hi', 0xB36882DB)], 3633)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x68C8F401), ('P4rIngress.values_v0110.hi', 0x563748BA)], 3633)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6C2B935D), ('P4rIngress.values_v0111.hi', 0x7245CAE4)], 3633)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x5DD1AD7A), ('P4rIngress.values_v1000.hi', 0x6CD72A55)], 3633)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5A3CE94A), ('P4rIngress.values_v1001.hi', 0x785FDA77)], 3633)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x603E54DC), ('P4rIngress.values_v1010.hi', 0x10288B0A)], 3633)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5E8B4736), ('P4rIngress.values_v1011.hi', 0xBDCA9B67)], 3633)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x69BE22D7), ('P4rIngress.values_v1100.hi', 0xB610BC99)], 3633)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5FA6F7F5), ('P4rIngress.values_v1101.hi', 0x4EDB89BF)], 3633)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x70A8495D), ('P4rIngress.values_v1110.hi', 0x420E7C9B)], 3633)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6D31C6BB), ('P4rIngress.values_v1111.hi', 0x4BA25986)], 3633)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x931A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B0E),
                gc.DataTuple('slot_count', 0x00001272),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB6B29424),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x013),
                gc.KeyTuple('src_addr', 0x817BF15D),
                gc.KeyTuple('src_port', 0x0FF7),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x931A),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0269),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x81\x7B\xF1\x5D\x00\x00\x00\x00\x0F\xF7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x93\x1A\x00\x10\xB6\xB2\x94\x24\x03\x23\x04\x8F\x00\x00\x00\x00\x00\x20\x00\x00\x69\x55\x82\xDF\xD9\x57\x30\x6D\x67\xA6\x27\xBF\x80\x90\xB5\x7F\x5A\xE1\x7D\xA0\x45\x20\x25\x66\x64\x3D\x3A\x33\x17\x4A\xEC\xC4\x57\xC5\x2F\xD9\x3F\xCF\x89\x07\x6B\x82\x01\xB9\x9D\xE4\xA6\x51\x43\xF2\xE0\x63\x40\x5F\x02\x11\x71\x6F\xF2\x2D\x75\xCB\x8A\xDC\x67\x4D\x0D\x7A\x3D\x97\x31\xCE\x64\x4C\xCD\x3B\x3B\x5F\x52\xAB\x60\x87\x73\x01\xCD\xC0\xD9\x52\x68\xE9\x7D\xB0\xA8\x96\xEA\xE7\x79\x90\x72\x54\x8D\x02\xA9\xB9\x4D\xA5\xF8\x6E\x64\x9E\xA9\xB7\x5D\x1E\x9C\x1B\x71\x76\xDE\xF2\x55\x32\x4D\x30\xA4\x8E\xFE\x89\xD1\xC1\x78\xBA\xA6\x29\xE0\x4C\xF6\x3C\xD1\x4C\x22\xAE\x59\xA0\xC6\x21\x6D\x7E\xE1\xB2\xDD\x65\x7E\x94\x2A\x37\x95\xD9\x25\x9A\x26\x48\x17\xD8\x07\xAC\x7F\x47\xEC\xB3\xBA\x8F\xF5\x9A\x71\xF6\xC3\x31\x1F\x69\x74\x8C\x9A\x8D\x4F\x8B\xD7\x7B\xCC\xAB\xF8\xED\x45\x77\x4D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x81\x7B\xF1\x5D\xBE\xEF\x0F\xF7\x00\xA0\x00\x00\x50\x34\x02\x82\x93\x1A\x00\x10\xB6\xB2\x94\x24\x03\x23\x00\x8F\x00\x00\x00\x00\x00\x20\x00\x03\x7F\xFF\xFF\xFF\xD9\x57\x30\x6D\x7F\xFF\xFF\xFF\x80\x90\xB5\x7F\x7F\xFF\xFF\xFF\x45\x20\x25\x66\x7F\xFF\xFF\xFF\x17\x4A\xEC\xC4\x7F\xFF\xFF\xFF\x3F\xCF\x89\x07\x7F\xFF\xFF\xFF\x9D\xE4\xA6\x51\x7F\xFF\xFF\xFF\x40\x5F\x02\x11\x7F\xFF\xFF\xFF\x75\xCB\x8A\xDC\x7F\xFF\xFF\xFF\x3D\x97\x31\xCE\x7F\xFF\xFF\xFF\x3B\x5F\x52\xAB\x7F\xFF\xFF\xFF\xCD\xC0\xD9\x52\x7F\xFF\xFF\xFF\xA8\x96\xEA\xE7\x7F\xFF\xFF\xFF\x8D\x02\xA9\xB9\x7F\xFF\xFF\xFF\x64\x9E\xA9\xB7\x7F\xFF\xFF\xFF\x71\x76\xDE\xF2\x7F\xFF\xFF\xFF\xA4\x8E\xFE\x89\xD1\xC1\x78\xBA\xA6\x29\xE0\x4C\xF6\x3C\xD1\x4C\x22\xAE\x59\xA0\xC6\x21\x6D\x7E\xE1\xB2\xDD\x65\x7E\x94\x2A\x37\x95\xD9\x25\x9A\x26\x48\x17\xD8\x07\xAC\x7F\x47\xEC\xB3\xBA\x8F\xF5\x9A\x71\xF6\xC3\x31\x1F\x69\x74\x8C\x9A\x8D\x4F\x8B\xD7\x7B\xCC\xAB\xF8\xED\x45\x77\x4D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test52(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x106236B1), ('P4rIngress.bitmap_seq.seq', 0x7D7F4618)], 5324)
        self.setRegisterValue('P4rIngress.rounds', 0x7D7F4618, 5324)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x17), ('P4rIngress.count_exp.exponent', 0x3A)], 5324)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5324)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6D6199A5), ('P4rIngress.values_v0000.hi', 0x1886214E)], 5324)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7F6EC79A), ('P4rIngress.values_v0001.hi', 0xCB2EF9E5)], 5324)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x498D0CD1), ('P4rIngress.values_v0010.hi', 0x4347B6F7)], 5324)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x5D89ECA5), ('P4rIngress.values_v0011.hi', 0x2727F9B5)], 5324)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x534D7FBE), ('P4rIngress.values_v0100.hi', 0x93A7CDF5)], 5324)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5EB26A9E), ('P4rIngress.values_v0101.hi', 0xBD11D2AB)], 5324)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x5DA127E4), ('P4rIngress.values_v0110.hi', 0x1FF6E1EA)], 5324)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5F0EB4EF), ('P4rIngress.values_v0111.hi', 0x8E5ADAC5)], 5324)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x5990D33D), ('P4rIngress.values_v1000.hi', 0x4E9FB1E5)], 5324)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x64D0746B), ('P4rIngress.values_v1001.hi', 0x4891916A)], 5324)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6DB3F762), ('P4rIngress.values_v1010.hi', 0xA51A8591)], 5324)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6E527380), ('P4rIngress.values_v1011.hi', 0xC7329481)], 5324)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x454FA07B), ('P4rIngress.values_v1100.hi', 0x65143B4A)], 5324)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7EA443D3), ('P4rIngress.values_v1101.hi', 0x462C7E9E)], 5324)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6DD3B3A7), ('P4rIngress.values_v1110.hi', 0xC560D934)], 5324)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x77A1E595), ('P4rIngress.values_v1111.hi', 0x44699317)], 5324)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4C00),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000003F),
                gc.DataTuple('slot_count', 0x00001931),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x52DB703C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x033),
                gc.KeyTuple('src_addr', 0x3FDDA781),
                gc.KeyTuple('src_port', 0xB139),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4C00),
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
        ig_port = 51
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3F\xDD\xA7\x81\x00\x00\x00\x00\xB1\x39\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4C\x00\x00\x10\x52\xDB\x70\x3C\x14\x8D\x02\xA5\x7D\x7F\x46\x18\x00\x20\x00\x00\x4F\x60\xED\xF4\x92\xC2\xB5\x64\x5D\x9D\xB9\xA7\xA4\x6A\x2F\x3E\x6A\x35\xDA\x2B\x4D\x55\x44\xC9\x4F\x62\xC7\xAC\xBE\x6F\xFB\xB7\x7A\xC9\x5D\xC7\xF8\x59\x6D\x8B\x4A\xE5\xEB\xCA\xA5\x3D\x78\x6E\x78\xEC\x55\xD7\x6E\xA6\xCA\xBE\x42\x7A\xF0\xDB\xB6\xF2\x50\x89\x78\x18\x73\xFD\xDC\xFC\xBF\xB3\x60\xDD\xB5\x53\x6E\xED\xDB\x6E\x68\xD2\x66\x0F\xB5\x06\x06\x4D\x6F\x73\x91\x6A\xAE\xDB\xFD\x1F\x75\xE1\x9B\xCB\x55\xE5\xEA\x45\x71\x96\xFA\xAB\x6A\xF4\xAE\x0F\x66\x49\xAB\x3D\xB6\x2B\x5A\x3A\x7A\xAF\x2E\x91\xEF\x2F\xF7\x35\xDE\x1C\xD1\x0E\x1B\x66\x06\x68\x8D\x53\x88\xDD\x07\xDD\x86\xA0\xD6\x35\x61\xE3\x3A\x37\x49\x91\xEB\x03\xE7\x77\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08\xEF\x6E\xC1\xCF\xFA\x6F\x84\xC7\x7B\x6E\x70\x7F\xED\xC2\xA1\x94\x6A\xA4\x1D\xF8\xC0\xDC\x5C\xAF\x60\xFB\x14\x43\xE9\x4D\x52\xB3\xA8\xB6\x8F\x9D\x1B\x31\xB4\xD9\xD8\xFE\x10\x67\xAD\xFB\x51\x19\xF0\x4F\xE6\x5F\x27\xFC\xD2\xB4\x1C\x27\x62\xAB\xA9\x30\xDD\xB7\xB8\x0C\x6B\x11\x55\xA4\x9F\x11\x71\x9A\xE5\xA3\x02\xDD\x44\x5E\xA7\x62\x12\x55\x2B\x41\x2D\x83\xB6\x91\xEA\x14\x79\x1D\x93\xE0\x0B\x37\xE2\xE4\x79\xCD\xBB\x02\x38\x78\xDA\x87\x40\x2E\x57\xC1\x32\xBD\x2F\x56\x2A\x0F\x8D\x0C\x5A\x6E\x18\x20\x1B\xE3\xC0\xC7\x87\x12\x34\x18\x84\x11\xD4\xE4\xA5\xC6\x08\x49\x30\x52\x11\x43\x1C\x5D\x17\x15\xB6\x48\x69\x2E\xF4\x94\x70\x27\x5B\x40\x1A\x70\x65\x35\xB0\x44\x12\xDC\xE9\x6A\x26\x84\x38\x86\x84\x53\x66\x27\x0C\xA5\x3D\xCB\x56\xFE\xD2\xA7\x0A\xB8\x7D\x18'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x3F\xDD\xA7\x81\xBE\xEF\xB1\x39\x00\xA0\x00\x00\x50\x34\x02\x82\x4C\x00\x00\x10\x52\xDB\x70\x3C\x14\x8D\x00\xA5\x7D\x7F\x46\x18\x00\x20\x00\x18\x7F\xFF\xFF\xFF\x92\xC2\xB5\x64\x7F\xFF\xFF\xFF\xA4\x6A\x2F\x3E\x7F\xFF\xFF\xFF\x4D\x55\x44\xC9\x7F\xFF\xFF\xFF\xBE\x6F\xFB\xB7\x7F\xFF\xFF\xFF\xF8\x59\x6D\x8B\x7F\xFF\xFF\xFF\xA5\x3D\x78\x6E\x7F\xFF\xFF\xFF\x6E\xA6\xCA\xBE\x7F\xFF\xFF\xFF\xB6\xF2\x50\x89\x7F\xFF\xFF\xFF\xDC\xFC\xBF\xB3\x7F\xFF\xFF\xFF\x6E\xED\xDB\x6E\x7F\xFF\xFF\xFF\xB5\x06\x06\x4D\x7F\xFF\xFF\xFF\xAE\xDB\xFD\x1F\x7F\xFF\xFF\xFF\x55\xE5\xEA\x45\x7F\xFF\xFF\xFF\x6A\xF4\xAE\x0F\x7F\xFF\xFF\xFF\xB6\x2B\x5A\x3A\x7F\xFF\xFF\xFF\xEF\x2F\xF7\x35\xDE\x1C\xD1\x0E\x1B\x66\x06\x68\x8D\x53\x88\xDD\x07\xDD\x86\xA0\xD6\x35\x61\xE3\x3A\x37\x49\x91\xEB\x03\xE7\x77\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08\xEF\x6E\xC1\xCF\xFA\x6F\x84\xC7\x7B\x6E\x70\x7F\xED\xC2\xA1\x94\x6A\xA4\x1D\xF8\xC0\xDC\x5C\xAF\x60\xFB\x14\x43\xE9\x4D\x52\xB3\xA8\xB6\x8F\x9D\x1B\x31\xB4\xD9\xD8\xFE\x10\x67\xAD\xFB\x51\x19\xF0\x4F\xE6\x5F\x27\xFC\xD2\xB4\x1C\x27\x62\xAB\xA9\x30\xDD\xB7\xB8\x0C\x6B\x11\x55\xA4\x9F\x11\x71\x9A\xE5\xA3\x02\xDD\x44\x5E\xA7\x62\x12\x55\x2B\x41\x2D\x83\xB6\x91\xEA\x14\x79\x1D\x93\xE0\x0B\x37\xE2\xE4\x79\xCD\xBB\x02\x38\x78\xDA\x87\x40\x2E\x57\xC1\x32\xBD\x2F\x56\x2A\x0F\x8D\x0C\x5A\x6E\x18\x20\x1B\xE3\xC0\xC7\x87\x12\x34\x18\x84\x11\xD4\xE4\xA5\xC6\x08\x49\x30\x52\x11\x43\x1C\x5D\x17\x15\xB6\x48\x69\x2E\xF4\x94\x70\x27\x5B\x40\x1A\x70\x65\x35\xB0\x44\x12\xDC\xE9\x6A\x26\x84\x38\x86\x84\x53\x66\x27\x0C\xA5\x3D\xCB\x56\xFE\xD2\xA7\x0A\xB8\x7D\x18'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test53(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9C9779AB), ('P4rIngress.bitmap_seq.seq', 0xFDED95D6)], 4010)
        self.setRegisterValue('P4rIngress.rounds', 0xFDED95D6, 4010)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x3E)], 4010)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4010)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x4E8645ED), ('P4rIngress.values_v0000.hi', 0x255E6BAD)], 4010)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7A7D2C16), ('P4rIngress.values_v0001.hi', 0x6CC4B441)], 4010)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5B066B45), ('P4rIngress.values_v0010.hi', 0x1E956F4B)], 4010)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x796AB9B7), ('P4rIngress.values_v0011.hi', 0x563399C6)], 4010)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x683971A8), ('P4rIngress.values_v0100.hi', 0x561BE3A6)], 4010)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5DCC2CB5), ('P4rIngress.values_v0101.hi', 0xFB25FE2F)], 4010)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x6E0F6BC4), ('P4rIngress.values_v0110.hi', 0x6F2BB967)], 4010)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x62C48A9F), ('P4rIngress.values_v0111.hi', 0xE06B434D)], 4010)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x5D8A55BC), ('P4rIngress.values_v1000.hi', 0x7459BA49)], 4010)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7FF6CE66), ('P4rIngress.values_v1001.hi', 0xEEFD132E)], 4010)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x76AD7FE2), ('P4rIngress.values_v1010.hi', 0x81DFC042)], 4010)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x647A5C9D), ('P4rIngress.values_v1011.hi', 0x68521528)], 4010)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6A7807DD), ('P4rIngress.values_v1100.hi', 0x6DED5C9D)], 4010)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x549EA4D6), ('P4rIngress.values_v1101.hi', 0xD0000000)], 4010)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6758E748), ('P4rIngress.values_v1110.hi', 0x7F4E73AE)], 4010)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x65CADF11), ('P4rIngress.values_v1111.hi', 0x0B7176CB)], 4010)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3064),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000005BC),
                gc.DataTuple('slot_count', 0x0000120F),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFB5A0C5E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02B),
                gc.KeyTuple('src_addr', 0x639C6873),
                gc.KeyTuple('src_port', 0x0C6A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3064),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x0096),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        ig_port = 43
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x63\x9C\x68\x73\x00\x00\x00\x00\x0C\x6A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x30\x64\x00\x0A\xFB\x5A\x0C\x5E\x09\xEE\x06\xAC\xFD\xED\x95\xD6\x00\x20\x00\x00\x5E\x3F\x70\x86\x37\xB6\x19\xAD\x72\xB1\xB1\x15\x1C\xFF\xD4\xC9\x6A\x5F\x07\x6B\x01\xCD\x49\x7C\x54\xDF\x33\x11\x4B\x5A\xDB\x2A\x4E\x92\xD5\xB5\xD6\x19\xA1\x94\x60\x01\xEC\xB1\x48\xB4\xDB\x9D\x48\xC5\x53\xFF\x65\x9A\x72\xE5\x66\x7E\xE7\xB2\x6E\xC1\xEB\xD7\x72\xFB\xB0\x0D\x3A\x7F\xDD\x2B\x49\xA5\xE5\xB9\xF6\x19\x34\xA7\x65\xC3\x71\x3B\xC0\x56\x3B\x14\x52\xA5\x43\x5E\x26\xD9\xBD\xA0\x68\x59\x45\xD6\x50\x35\x5D\x04\x6A\xC0\x8E\xB3\x30\x00\x00\x00\x4A\xD3\xB3\xA7\x31\x54\xF9\xF9\x76\xE3\x3B\xB9\xA2\x50\x6E\x59\x7A\xB4\x73\xC5\x27\x62\x00\x11\x94\xF6\xB0\x3B\x50\x57\xED\xB4\xF8\xF4\xB5\x9F\x4F\xDF\xB0\xAE\xAC\x35\x55\xE9\xF1\xAC\x19\x3E\xBE\x08\xB1\x3E\x31\xC8\x69\x67\xD8\x53\x41\xA0\x7D\x91\x6B\xA5\x5C\x2A\x29\x8B\x35\xA8\x21\xD1\x3B\xDD\x1D\x1B\xE7\x19\x37\xE6\xFD\xD9\x1D\xB9\x2E\x30\x72\xDF\x84\xC2\x66\x00\xE8\xF6\xE0\x36\x36\x90\x5B\xF5\xDC\x96\x6C\x61\x28\x8E\xFD\xA7\xDF\xF0\x1F\x89\x17\xFA\x0A\x40\x4E\xDA\x03\x5D\x8B\x8F\x82\xC5\x8F\x57\xAC\x30\xDD\x3C\xEC\x65\x49\x34\x9C\x1F\x00\xA8\x8B\x9D\x8F\xE7\xD1\x7E\x47\x69\xF9\x8C\xF2\xC8\x3D\x3E\x34\xDB\x96\x88\xA1\x12\x52\xE0\xCC\xA6\x7D\x95\xAE\x59\x61\x47\x96\x81\x0D\x5D\x82\xA0\x8E\xA0\xEF\xBC\x13\x76\x38\x7C\x7D\xC1\xC3\x71\xD5\xB9\x5D\x9F\xC7\xCD\x32\xC1\x02\xBC\xED\x45\xD8\x4C\xC5\x9F\x1B\x4B\xC2\x66\x42\xE9\x08\xD8\xE8\x3C\x4B\x2A\xB5\x60\x85\x19\x47\x61\x38\x3D\xE3\x5B\xEA\xA2\x89\x02\xF7\x89\x13\xD5\x3A\xF3\xCB\xE6\x7C\xAE\xA7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x63\x9C\x68\x73\xBE\xEF\x0C\x6A\x00\xA0\x00\x00\x50\x34\x02\x82\x30\x64\x00\x0A\xFB\x5A\x0C\x5E\x09\xEE\x00\xAC\xFD\xED\x95\xD6\x00\x20\x00\x01\x7F\xFF\xFF\xFF\x37\xB6\x19\xAD\x7F\xFF\xFF\xFF\x1C\xFF\xD4\xC9\x7F\xFF\xFF\xFF\x01\xCD\x49\x7C\x7F\xFF\xFF\xFF\x4B\x5A\xDB\x2A\x7F\xFF\xFF\xFF\xD6\x19\xA1\x94\x7F\xFF\xFF\xFF\x48\xB4\xDB\x9D\x7F\xFF\xFF\xFF\x65\x9A\x72\xE5\x7F\xFF\xFF\xFF\x6E\xC1\xEB\xD7\x7F\xFF\xFF\xFF\x3A\x7F\xDD\x2B\x7F\xFF\xFF\xFF\xF6\x19\x34\xA7\x7F\xFF\xFF\xFF\xC0\x56\x3B\x14\x7F\xFF\xFF\xFF\x26\xD9\xBD\xA0\x7F\xFF\xFF\xFF\x50\x35\x5D\x04\x7F\xFF\xFF\xFF\x30\x00\x00\x00\x7F\xFF\xFF\xFF\x31\x54\xF9\xF9\x7F\xFF\xFF\xFF\xA2\x50\x6E\x59\x7A\xB4\x73\xC5\x27\x62\x00\x11\x94\xF6\xB0\x3B\x50\x57\xED\xB4\xF8\xF4\xB5\x9F\x4F\xDF\xB0\xAE\xAC\x35\x55\xE9\xF1\xAC\x19\x3E\xBE\x08\xB1\x3E\x31\xC8\x69\x67\xD8\x53\x41\xA0\x7D\x91\x6B\xA5\x5C\x2A\x29\x8B\x35\xA8\x21\xD1\x3B\xDD\x1D\x1B\xE7\x19\x37\xE6\xFD\xD9\x1D\xB9\x2E\x30\x72\xDF\x84\xC2\x66\x00\xE8\xF6\xE0\x36\x36\x90\x5B\xF5\xDC\x96\x6C\x61\x28\x8E\xFD\xA7\xDF\xF0\x1F\x89\x17\xFA\x0A\x40\x4E\xDA\x03\x5D\x8B\x8F\x82\xC5\x8F\x57\xAC\x30\xDD\x3C\xEC\x65\x49\x34\x9C\x1F\x00\xA8\x8B\x9D\x8F\xE7\xD1\x7E\x47\x69\xF9\x8C\xF2\xC8\x3D\x3E\x34\xDB\x96\x88\xA1\x12\x52\xE0\xCC\xA6\x7D\x95\xAE\x59\x61\x47\x96\x81\x0D\x5D\x82\xA0\x8E\xA0\xEF\xBC\x13\x76\x38\x7C\x7D\xC1\xC3\x71\xD5\xB9\x5D\x9F\xC7\xCD\x32\xC1\x02\xBC\xED\x45\xD8\x4C\xC5\x9F\x1B\x4B\xC2\x66\x42\xE9\x08\xD8\xE8\x3C\x4B\x2A\xB5\x60\x85\x19\x47\x61\x38\x3D\xE3\x5B\xEA\xA2\x89\x02\xF7\x89\x13\xD5\x3A\xF3\xCB\xE6\x7C\xAE\xA7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test54(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC249A910), ('P4rIngress.bitmap_seq.seq', 0xC5337AFE)], 2030)
        self.setRegisterValue('P4rIngress.rounds', 0xC5337AFE, 2030)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0E), ('P4rIngress.count_exp.exponent', 0x1A)], 2030)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2030)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6F726AF6), ('P4rIngress.values_v0000.hi', 0x9D84F724)], 2030)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x52B64756), ('P4rIngress.values_v0001.hi', 0x84100AC1)], 2030)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6B9BCE24), ('P4rIngress.values_v0010.hi', 0xBF0BDFD7)], 2030)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x431EFEC7), ('P4rIngress.values_v0011.hi', 0x5AB71AFF)], 2030)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7084CAD1), ('P4rIngress.values_v0100.hi', 0x9F3794D6)], 2030)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x73CAF11D), ('P4rIngress.values_v0101.hi', 0x0569B901)], 2030)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7F9ACF37), ('P4rIngress.values_v0110.hi', 0x9DD19EA1)], 2030)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x79F6CFEB), ('P4rIngress.values_v0111.hi', 0x40DF2523)], 2030)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x66ED2C6A), ('P4rIngress.values_v1000.hi', 0xC32E13DA)], 2030)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5EE596A7), ('P4rIngress.values_v1001.hi', 0xD7BFE498)], 2030)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5F981B8C), ('P4rIngress.values_v1010.hi', 0x22AEE500)], 2030)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x742685EB), ('P4rIngress.values_v1011.hi', 0x75331C2C)], 2030)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x79B9F911), ('P4rIngress.values_v1100.hi', 0x3311E94B)], 2030)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5BA19B07), ('P4rIngress.values_v1101.hi', 0xB3DF1DFF)], 2030)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x79A3BAE4), ('P4rIngress.values_v1110.hi', 0x708E178A)], 2030)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x497B75CA), ('P4rIngress.values_v1111.hi', 0xB47933DF)], 2030)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x498F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000020),
                gc.DataTuple('slot_count', 0x00000D6A),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE98FEC8E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x026),
                gc.KeyTuple('src_addr', 0x75C0B881),
                gc.KeyTuple('src_port', 0x923B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x498F),
                gc.DataTuple('rank', 0x0012),
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
        ig_port = 38
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x75\xC0\xB8\x81\x00\x00\x00\x00\x92\x3B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x49\x8F\x00\x12\xE9\x8F\xEC\x8E\x07\xCE\x04\xFD\xC5\x33\x7A\xFE\x00\x20\x00\x00\x62\x67\x1E\xD4\xB8\xFF\x73\x58\x6A\x46\x52\xEE\xD9\x94\x89\x4B\x40\x71\xD6\x97\xB3\xC4\xE6\x93\x6E\x5A\x24\x81\x16\x61\x1E\xE9\x70\x5F\x21\xEF\xDD\x21\x11\xFE\x71\x48\x83\x32\x4B\xF1\x4D\xE1\x7A\x8D\xAF\x91\x94\x13\x53\xB3\x4A\x92\x24\x25\xFC\x5A\xF5\x37\x62\xCE\x2A\x0E\xBB\x25\x11\xBD\x64\xB6\x56\xCA\x4A\xC5\xD2\xB7\x6B\x1F\x7D\xDC\x5F\xDD\xD7\x25\x50\xB3\xA4\x89\x46\x72\x33\xE8\x6B\x9B\x8D\x3E\x62\xDF\x1D\x53\x4E\x2F\xEE\xBE\x1B\xDD\x55\x33\x78\x68\xA9\x9B\x7A\x5A\x9A\x6D\x6C\x62\x28\xDB\x46\xCB\xB2\x1D\x90\xD3\x87\xD4\x8F\x0F\x2F\x57\xE6\xC2\x06\x03\xCE\x12\xB3\xF3\x55\x9F\x1D\xF1\xD3\xEA\xDF\xEF\x75\xC0\xAA\xE5\x61\x01\x68\x6F\x69\x1F\x8F\xA1\x65\xB4\x73\x7B\x73\x73\x0E\x54\xEF\xA3\x9E\xA3\x7A\xB0\x6E\x9A\x9B\x32\xCE\xB9\x1F\xC3\x1D\xAC\x6F\x4E\xD0\x34\x06\x98\x74\x09\xB5\x43\xA8\x53\x52\xA8\x3C\xD9\x36\xAC\x86\x31\x07\x48\x40\xF8\x40\xA0\xB7\x40\x6F\x64\x60\x06\x72\x9E\xA6\x43\x74\xF2\xF5\x5F\x71\x61\x40\xC3\x4D\xF7\x3D\x16\xB9\xBF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x75\xC0\xB8\x81\xBE\xEF\x92\x3B\x00\xA0\x00\x00\x50\x34\x02\x82\x49\x8F\x00\x12\xE9\x8F\xEC\x8E\x07\xCE\x00\xFD\xC5\x33\x7A\xFE\x00\x20\x00\x0F\x7F\xFF\xFF\xFF\xB8\xFF\x73\x58\x7F\xFF\xFF\xFF\xD9\x94\x89\x4B\x7F\xFF\xFF\xFF\xB3\xC4\xE6\x93\x7F\xFF\xFF\xFF\x16\x61\x1E\xE9\x7F\xFF\xFF\xFF\xDD\x21\x11\xFE\x7F\xFF\xFF\xFF\x4B\xF1\x4D\xE1\x7F\xFF\xFF\xFF\x94\x13\x53\xB3\x7F\xFF\xFF\xFF\xFC\x5A\xF5\x37\x7F\xFF\xFF\xFF\xBB\x25\x11\xBD\x7F\xFF\xFF\xFF\x4A\xC5\xD2\xB7\x7F\xFF\xFF\xFF\x5F\xDD\xD7\x25\x7F\xFF\xFF\xFF\x46\x72\x33\xE8\x7F\xFF\xFF\xFF\x62\xDF\x1D\x53\x7F\xFF\xFF\xFF\x1B\xDD\x55\x33\x7F\xFF\xFF\xFF\x7A\x5A\x9A\x6D\x7F\xFF\xFF\xFF\x46\xCB\xB2\x1D\x90\xD3\x87\xD4\x8F\x0F\x2F\x57\xE6\xC2\x06\x03\xCE\x12\xB3\xF3\x55\x9F\x1D\xF1\xD3\xEA\xDF\xEF\x75\xC0\xAA\xE5\x61\x01\x68\x6F\x69\x1F\x8F\xA1\x65\xB4\x73\x7B\x73\x73\x0E\x54\xEF\xA3\x9E\xA3\x7A\xB0\x6E\x9A\x9B\x32\xCE\xB9\x1F\xC3\x1D\xAC\x6F\x4E\xD0\x34\x06\x98\x74\x09\xB5\x43\xA8\x53\x52\xA8\x3C\xD9\x36\xAC\x86\x31\x07\x48\x40\xF8\x40\xA0\xB7\x40\x6F\x64\x60\x06\x72\x9E\xA6\x43\x74\xF2\xF5\x5F\x71\x61\x40\xC3\x4D\xF7\x3D\x16\xB9\xBF'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test55(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x23C1B178), ('P4rIngress.bitmap_seq.seq', 0xADB14000)], 2694)
        self.setRegisterValue('P4rIngress.rounds', 0xADB14000, 2694)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x14)], 2694)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2694)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7E3A94E1), ('P4rIngress.values_v0000.hi', 0x77941058)], 2694)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x62C5A7B7), ('P4rIngress.values_v0001.hi', 0x11166C40)], 2694)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6EBCB7D7), ('P4rIngress.values_v0010.hi', 0x7FBBA18F)], 2694)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x55075A2C), ('P4rIngress.values_v0011.hi', 0x3D64FEDE)], 2694)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x55D624A9), ('P4rIngress.values_v0100.hi', 0x4D4A0774)], 2694)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x74D45947), ('P4rIngress.values_v0101.hi', 0x5526CBD1)], 2694)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x44076391), ('P4rIngress.values_v0110.hi', 0x7EAADCE0)], 2694)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x52F5DCE7), ('P4rIngress.values_v0111.hi', 0x7FEDFAE5)], 2694)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x412B6AE5), ('P4rIngress.values_v1000.hi', 0xF159A799)], 2694)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x53C04374), ('P4rIngress.values_v1001.hi', 0x6FE41BCD)], 2694)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6EA5D83F), ('P4rIngress.values_v1010.hi', 0x6A76AC6D)], 2694)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x637386BF), ('P4rIngress.values_v1011.hi', 0x0D9B628C)], 2694)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7120E2F6), ('P4rIngress.values_v1100.hi', 0x5B5B4983)], 2694)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x4505BD59), ('P4rIngress.values_v1101.hi', 0x5C52A1ED)], 2694)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x44B85E77), ('P4rIngress.values_v1110.hi', 0x7A6A82C6)], 2694)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x42726CC4), ('P4rIngress.values_v1111.hi', 0xD72050B9)], 2694)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9D99),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000494),
                gc.DataTuple('slot_count', 0x000010D4),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x925C2CCE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x009),
                gc.KeyTuple('src_addr', 0x4739688B),
                gc.KeyTuple('src_port', 0x24C6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9D99),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x0269),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x47\x39\x68\x8B\x00\x00\x00\x00\x24\xC6\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9D\x99\x00\x0A\x92\x5C\x2C\xCE\x05\xF2\x04\x58\xAD\xB1\x40\x00\x00\x20\x00\x00\x76\x94\xD1\x79\x13\x36\x81\xBE\x71\x5B\x93\x91\xDB\x42\x5D\xF2\x4D\x33\x76\x51\x5F\x2C\x71\x27\x4B\x8D\x42\xE8\x7D\x0E\x0F\x0B\x6D\xDA\x87\xAB\x4B\xA2\x47\xD8\x64\x9C\x13\x35\x55\x7E\x49\xDB\x54\x94\x16\x6D\x32\x61\xB7\x53\x7F\xC9\xD6\xEC\x09\xA6\xF5\x45\x5C\x3A\x66\x35\x66\xD3\xE8\xF7\x67\xB4\x40\xFD\x1A\xED\xEE\x8E\x5B\x68\x23\x7B\x4B\x6A\x60\xE9\x67\x4B\xB5\x8B\x7D\x12\x33\x27\x6B\xB0\xFD\xAF\x7F\x68\xF1\xAE\x71\x99\xF1\x48\x2E\xE0\xA2\x23\x6D\x8B\xB4\x2B\x59\xC8\xE1\x1B\x4D\x9F\xA0\xD6\x91\xBC\x53\x31\x27\xED\xFE\x2B\x00\xEA\xE5\xC8\xFB\x28\x0B\x08\x51\x2D\x21\xFE\x32\x6B\x2F\xC3\x50\x96\xE7\x45\x9E\x79\x61\xBE\x1C\x17\x45\x4F\x5F\x5C\x14\x53\x67\x58\xE2\x15\x0B\x4D\xBA\x83'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x47\x39\x68\x8B\xBE\xEF\x24\xC6\x00\xA0\x00\x00\x50\x34\x02\x82\x9D\x99\x00\x0A\x92\x5C\x2C\xCE\x05\xF2\x00\x58\xAD\xB1\x40\x00\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x13\x36\x81\xBE\x7F\xFF\xFF\xFF\xDB\x42\x5D\xF2\x7F\xFF\xFF\xFF\x5F\x2C\x71\x27\x7F\xFF\xFF\xFF\x7D\x0E\x0F\x0B\x7F\xFF\xFF\xFF\x4B\xA2\x47\xD8\x7F\xFF\xFF\xFF\x55\x7E\x49\xDB\x7F\xFF\xFF\xFF\x32\x61\xB7\x53\x7F\xFF\xFF\xFF\x09\xA6\xF5\x45\x7F\xFF\xFF\xFF\x66\xD3\xE8\xF7\x7F\xFF\xFF\xFF\x1A\xED\xEE\x8E\x7F\xFF\xFF\xFF\x4B\x6A\x60\xE9\x7F\xFF\xFF\xFF\x7D\x12\x33\x27\x7F\xFF\xFF\xFF\x7F\x68\xF1\xAE\x7F\xFF\xFF\xFF\x2E\xE0\xA2\x23\x7F\xFF\xFF\xFF\x59\xC8\xE1\x1B\x7F\xFF\xFF\xFF\x91\xBC\x53\x31\x27\xED\xFE\x2B\x00\xEA\xE5\xC8\xFB\x28\x0B\x08\x51\x2D\x21\xFE\x32\x6B\x2F\xC3\x50\x96\xE7\x45\x9E\x79\x61\xBE\x1C\x17\x45\x4F\x5F\x5C\x14\x53\x67\x58\xE2\x15\x0B\x4D\xBA\x83'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test56(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xDD0091CD), ('P4rIngress.bitmap_seq.seq', 0xE7C52EED)], 2453)
        self.setRegisterValue('P4rIngress.rounds', 0xE7C52EED, 2453)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0E), ('P4rIngress.count_exp.exponent', 0x78)], 2453)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2453)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x56735356), ('P4rIngress.values_v0000.hi', 0xA3E270CB)], 2453)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x55D56C70), ('P4rIngress.values_v0001.hi', 0xDE68364D)], 2453)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5CEDCFA6), ('P4rIngress.values_v0010.hi', 0x5B7102E5)], 2453)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x75569ABD), ('P4rIngress.values_v0011.hi', 0xFED4EDB1)], 2453)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x62C0FE51), ('P4rIngress.values_v0100.hi', 0x565C84B7)], 2453)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5F296B0F), ('P4rIngress.values_v0101.hi', 0x8A02E4CF)], 2453)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x67E71B32), ('P4rIngress.values_v0110.hi', 0x6ACBDC69)], 2453)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6EB55113), ('P4rIngress.values_v0111.hi', 0x4C237A59)], 2453)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x79F164FC), ('P4rIngress.values_v1000.hi', 0x35E17BCE)], 2453)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7B8A2DE8), ('P4rIngress.values_v1001.hi', 0x16B56969)], 2453)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4D9740DB), ('P4rIngress.values_v1010.hi', 0xD3234893)], 2453)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x640DD155), ('P4rIngress.values_v1011.hi', 0x6BA2378D)], 2453)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7E4B29AE), ('P4rIngress.values_v1100.hi', 0x757A8F4A)], 2453)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x72CBB465), ('P4rIngress.values_v1101.hi', 0x1A726E7B)], 2453)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6685D899), ('P4rIngress.values_v1110.hi', 0xAB0E9B7D)], 2453)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x5CD9E254), ('P4rIngress.values_v1111.hi', 0x3C8C1D16)], 2453)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xDFFE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000013C),
                gc.DataTuple('slot_count', 0x00001D8F),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAC3C0118),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x029),
                gc.KeyTuple('src_addr', 0xBF554B05),
                gc.KeyTuple('src_port', 0x3AF5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xDFFE),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0205),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBF\x55\x4B\x05\x00\x00\x00\x00\x3A\xF5\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xDF\xFE\x00\x10\xAC\x3C\x01\x18\x08\x59\x04\x81\xE7\xC5\x2E\xED\x00\x20\x00\x00\x55\x99\xAB\x4D\x72\x87\x6F\x89\x4F\x10\xBB\x32\x9C\xC3\x86\xC4\x79\x71\x3C\xAB\x51\xB1\xF4\x93\x7E\x74\xEE\x56\x2F\x16\x19\xAE\x76\x7E\x45\xC4\x31\x4E\x62\xD6\x4C\x49\xF5\xF2\xBA\xB1\x7C\xD9\x46\xC4\xD1\x62\x4A\x91\x50\xE3\x5A\x64\x3C\xBB\x4F\x27\x5A\x5D\x72\xAB\x6D\xB4\x5F\x2A\x63\x8D\x7A\x3F\x6C\xCB\x4D\xD4\x6D\xAB\x59\x96\xEA\x5C\x2F\x03\x08\x92\x6D\xF8\x91\xA5\x2A\x9E\x24\x0B\x68\x0B\x75\x23\x14\x5A\x65\x62\x62\x9A\x45\xD6\x5C\xC7\xBA\x77\x5B\xA5\xC5\xE2\xB6\x26\x75\x2D\x49\xD8\xB7\x69\xBA\x84\xB1\x10\xFA\xE4\xF4\x91\x72\x9A\x55\x61\xE5\x4F\x4C\xE0\x83\xC9\xBD\x9D\x92\x7D\x6C\xAD\x02\x2E\x62\xD2\x08\x45\x78\xB2\x3B\xA8\x97\xEA\x57\x5F\x84\x09\x96\x86\x95\x08\xE9\x1D\x42\x87\x97\x74\x10\x8B\x00\xDA\xA2\x2E\xC6\xAA\xBC\xBF\x17\xD9\x45\x03\xB3\x77\xB1\x5C\x2F\x8D\x2B\x1B\x25\xA2\x60\x39\x34\xD6\xD7\xBD\xDC\xC4\x51\x17\xBF\x35\x76\xC5\xD1\x7D\xB2\xBC\x3A\x13\xE1\x27\x44\x77\x60\x06\xBA\x19\xED\xC4\x48\x3B\x22\x28\x4C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBF\x55\x4B\x05\xBE\xEF\x3A\xF5\x00\xA0\x00\x00\x50\x34\x02\x82\xDF\xFE\x00\x10\xAC\x3C\x01\x18\x08\x59\x00\x81\xE7\xC5\x2E\xED\x00\x20\x00\x0F\x7F\xFF\xFF\xFF\x72\x87\x6F\x89\x7F\xFF\xFF\xFF\x9C\xC3\x86\xC4\x7F\xFF\xFF\xFF\x51\xB1\xF4\x93\x7F\xFF\xFF\xFF\x2F\x16\x19\xAE\x7F\xFF\xFF\xFF\x31\x4E\x62\xD6\x7F\xFF\xFF\xFF\xBA\xB1\x7C\xD9\x7F\xFF\xFF\xFF\x4A\x91\x50\xE3\x7F\xFF\xFF\xFF\x4F\x27\x5A\x5D\x7F\xFF\xFF\xFF\x5F\x2A\x63\x8D\x7F\xFF\xFF\xFF\x4D\xD4\x6D\xAB\x7F\xFF\xFF\xFF\x2F\x03\x08\x92\x7F\xFF\xFF\xFF\x2A\x9E\x24\x0B\x7F\xFF\xFF\xFF\x14\x5A\x65\x62\x7F\xFF\xFF\xFF\x5C\xC7\xBA\x77\x7F\xFF\xFF\xFF\xB6\x26\x75\x2D\x7F\xFF\xFF\xFF\xBA\x84\xB1\x10\xFA\xE4\xF4\x91\x72\x9A\x55\x61\xE5\x4F\x4C\xE0\x83\xC9\xBD\x9D\x92\x7D\x6C\xAD\x02\x2E\x62\xD2\x08\x45\x78\xB2\x3B\xA8\x97\xEA\x57\x5F\x84\x09\x96\x86\x95\x08\xE9\x1D\x42\x87\x97\x74\x10\x8B\x00\xDA\xA2\x2E\xC6\xAA\xBC\xBF\x17\xD9\x45\x03\xB3\x77\xB1\x5C\x2F\x8D\x2B\x1B\x25\xA2\x60\x39\x34\xD6\xD7\xBD\xDC\xC4\x51\x17\xBF\x35\x76\xC5\xD1\x7D\xB2\xBC\x3A\x13\xE1\x27\x44\x77\x60\x06\xBA\x19\xED\xC4\x48\x3B\x22\x28\x4C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test57(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x06B24280), ('P4rIngress.bitmap_seq.seq', 0x46922EA9)], 4931)
        self.setRegisterValue('P4rIngress.rounds', 0x46922EA9, 4931)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x16), ('P4rIngress.count_exp.exponent', 0x7A)], 4931)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4931)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x423EE89A), ('P4rIngress.values_v0000.hi', 0x9BCCA7BB)], 4931)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5A20D572), ('P4rIngress.values_v0001.hi', 0x98D30F4F)], 4931)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x55947F53), ('P4rIngress.values_v0010.hi', 0x49696B57)], 4931)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x60E9BDC9), ('P4rIngress.values_v0011.hi', 0x64E11A0B)], 4931)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x426D2256), ('P4rIngress.values_v0100.hi', 0xC8293B61)], 4931)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5347F958), ('P4rIngress.values_v0101.hi', 0x1F922FFD)], 4931)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x6F5559A7), ('P4rIngress.values_v0110.hi', 0x374E98B7)], 4931)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7EF566C3), ('P4rIngress.values_v0111.hi', 0xDB787A64)], 4931)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x42B21D59), ('P4rIngress.values_v1000.hi', 0xB8621103)], 4931)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x60AE629E), ('P4rIngress.values_v1001.hi', 0x2BF5395D)], 4931)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x45E1FC81), ('P4rIngress.values_v1010.hi', 0x33C3B9DF)], 4931)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6CD8DF3D), ('P4rIngress.values_v1011.hi', 0xA75E2B17)], 4931)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x65F1D6C6), ('P4rIngress.values_v1100.hi', 0x3C92487C)], 4931)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x4B0452FD), ('P4rIngress.values_v1101.hi', 0x449EEB17)], 4931)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x4915B9DD), ('P4rIngress.values_v1110.hi', 0xC158EF77)], 4931)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x43EBF2F1), ('P4rIngress.values_v1111.hi', 0x6FEDABFE)], 4931)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC9B4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A63),
                gc.DataTuple('slot_count', 0x00000BE1),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7AA8A667),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x011),
                gc.KeyTuple('src_addr', 0x9C3A5355),
                gc.KeyTuple('src_port', 0x8234),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC9B4),
                gc.DataTuple('rank', 0x0012),
                gc.DataTuple('worker_index', 0x0149),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9C\x3A\x53\x55\x00\x00\x00\x00\x82\x34\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC9\xB4\x00\x12\x7A\xA8\xA6\x67\x08\xE0\x02\xED\x46\x92\x2E\xA9\x00\x20\x00\x00\x72\x7C\xCD\x32\x8A\x8A\x6C\x65\x59\x8F\x29\x37\xBC\x92\xDA\x0D\x5F\x8F\xF6\xC7\xE5\x49\x42\x5C\x76\x44\x90\xE6\x44\xC3\x81\x9E\x4C\x8B\x37\x86\x9B\x10\x3C\x5B\x56\x66\x42\xBE\xD1\xE5\xB6\x5A\x70\x0B\x53\xE5\xAB\x33\xAA\xD5\x70\x6B\x71\x3E\x79\xED\xDE\xF2\x55\x17\x6B\x4F\xAD\x78\x96\x96\x75\x28\xCA\x71\xAA\x82\xB4\xDF\x42\xB5\xEC\xD7\xD5\x59\x39\xD6\x45\x8E\xE8\x25\xAE\x92\x6D\xB8\x75\xE8\x7E\x54\x16\x3C\x8C\x6A\x46\xA5\xBC\x75\x6C\x72\xBC\x60\x5B\x37\xB3\xD5\xA7\x81\xB5\xD4\x43\x50\xA4\x9B\x7B\x7E\x29\xC4\x37\x13\xBD\xDC\xFA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x9C\x3A\x53\x55\xBE\xEF\x82\x34\x00\xA0\x00\x00\x50\x34\x02\x82\xC9\xB4\x00\x12\x7A\xA8\xA6\x67\x08\xE0\x00\xED\x46\x92\x2E\xA9\x00\x20\x00\x17\x7F\xFF\xFF\xFF\x8A\x8A\x6C\x65\x7F\xFF\xFF\xFF\xBC\x92\xDA\x0D\x7F\xFF\xFF\xFF\xE5\x49\x42\x5C\x7F\xFF\xFF\xFF\x44\xC3\x81\x9E\x7F\xFF\xFF\xFF\x9B\x10\x3C\x5B\x7F\xFF\xFF\xFF\xD1\xE5\xB6\x5A\x7F\xFF\xFF\xFF\xAB\x33\xAA\xD5\x7F\xFF\xFF\xFF\x79\xED\xDE\xF2\x7F\xFF\xFF\xFF\xAD\x78\x96\x96\x7F\xFF\xFF\xFF\xAA\x82\xB4\xDF\x7F\xFF\xFF\xFF\xD5\x59\x39\xD6\x7F\xFF\xFF\xFF\xAE\x92\x6D\xB8\x7F\xFF\xFF\xFF\x16\x3C\x8C\x6A\x7F\xFF\xFF\xFF\x6C\x72\xBC\x60\x7F\xFF\xFF\xFF\xA7\x81\xB5\xD4\x7F\xFF\xFF\xFF\x7B\x7E\x29\xC4\x37\x13\xBD\xDC\xFA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test58(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB773407B), ('P4rIngress.bitmap_seq.seq', 0x311E9905)], 5704)
        self.setRegisterValue('P4rIngress.rounds', 0x311E9905, 5704)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1E), ('P4rIngress.count_exp.exponent', 0x11)], 5704)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5704)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x4C1F51E9), ('P4rIngress.values_v0000.hi', 0x4CAC7937)], 5704)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x794DD6ED), ('P4rIngress.values_v0001.hi', 0x75987775)], 5704)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x75A736EF), ('P4rIngress.values_v0010.hi', 0x5969C79B)], 5704)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x47E480AF), ('P4rIngress.values_v0011.hi', 0xCAFEDE52)], 5704)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x73032A79), ('P4rIngress.values_v0100.hi', 0xB6E949F4)], 5704)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x6B27533B), ('P4rIngress.values_v0101.hi', 0xE357B994)], 5704)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x42CC95E7), ('P4rIngress.values_v0110.hi', 0x549FEF5A)], 5704)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x66B47D81), ('P4rIngress.values_v0111.hi', 0x5EC12491)], 5704)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x56706364), ('P4rIngress.values_v1000.hi', 0x00000000)], 5704)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6924EF6E), ('P4rIngress.values_v1001.hi', 0x8A5A7147)], 5704)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4DD67456), ('P4rIngress.values_v1010.hi', 0x55E6028C)], 5704)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x4A6336DE), ('P4rIngress.values_v1011.hi', 0x550784CE)], 5704)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x467E68C6), ('P4rIngress.values_v1100.hi', 0x00000000)], 5704)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x67E1136A), ('P4rIngress.values_v1101.hi', 0x289E59DB)], 5704)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x73352B3F), ('P4rIngress.values_v1110.hi', 0xB96C2159)], 5704)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6F2E8136), ('P4rIngress.values_v1111.hi', 0x17B5EBE9)], 5704)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2DC8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000144),
                gc.DataTuple('slot_count', 0x00001562),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC1E99337),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0x3A17EC76),
                gc.KeyTuple('src_port', 0xE50B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2DC8),
                gc.DataTuple('rank', 0x000A),
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
        ig_port = 24
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3A\x17\xEC\x76\x00\x00\x00\x00\xE5\x0B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x2D\xC8\x00\x0A\xC1\xE9\x93\x37\x15\x04\x02\x28\x31\x1E\x99\x05\x00\x20\x00\x00\x5C\x44\x4B\x81\x4C\x3E\xAD\xB3\x5C\x3D\x52\x4E\x71\x1A\x13\x0C\x6F\x31\xF8\xC1\x47\x33\x42\xA5\x4C\x50\xDF\x42\xD8\x66\x74\x9B\x6B\xC6\x26\xD2\x9E\x38\x5C\xE3\x57\x47\x73\xC9\x63\x5C\xB0\xB4\x5C\x07\x10\x8B\x56\x87\x2D\xF2\x68\xA7\x61\x2F\x58\x75\x51\x39\x58\xD9\xD4\xBC\x00\x00\x00\x00\x5A\xF3\xC4\xE8\xCF\x9B\xDD\x4B\x70\xF5\x2E\x9E\x63\x40\x88\x9B\x6E\x2F\xC0\x96\x77\x42\xF4\xE0\x5D\xA1\x4C\xC8\x00\x00\x00\x00\x61\x2B\xCF\x56\x2C\xA5\x64\x2A\x4F\x86\x45\x56\xA9\xEE\x08\x9B\x6A\x9E\x8A\xF1\xBD\x06\x99\xE5\x73\x4C\x14\x97\x5E\x72\x0A\xE8\xD9\x70\x62\x7B\xC4\x8B\x92\x6C\x6D\xC5\xE1\xC4\xE4\x2B\xBE\xC9\x38\x1A\x76\xAD\xA7\x37\x56\x7A\x44\xD8\xFE\x4D\x85\x64\x18\x36\xCC\xD5\xF4\x43\x3F\x78\x38\x8A\xCE\x9E\xC1\x27\x52\x86\x02\x6D\xE8\x00\xAE\x61\x84\xB4\x52\xA5\x2C\x0D\x42\x9E\xE0\x03\xDF\x9D\xFB\x83\xAF\x8A\x28\x10\x1C\x3E\x03\x6F\x61\xE8\x3A\x80\x58\xEB\xAE\xC5\x4C\x8E\x2A\x44\x6A\xEA\x78\x65\x82\xA9\x2C\x19\xA9\x08\xB4\x39\x4F\xBF\x8D\x01\x56\xAD\xDE\xB2\x78\xFA\xFF\x64\x90\xA3\xF1\x1F\x74\xED\x04\x21\xA6\x67\xCF\x8B\x6D\x57\xA2\x04\xF7\x80\x6C\xE7\x3D\xD7\x51\x62\x17\x9E\x9A\x1D\x2F\x98\x54\xAD\xE2\xA1\x6C\xFC\x46\x6D\x38\x08\x50\x16\x13\x47\x92\xDF\xC0\x52\x52\x18\x5B\xEF\x3E\xB5\x7B\x55\x3E\x4B\xD9\x04\x3E\x8C\x94\x85\x04\xBA\x8F\x05\x6A\xD1\xE8\xAD\x86\x31\x0D\x70\x0C\x26\xD2\x5F\x89\xA3\x26\xB6\xDF\x94\x92\xA5\xC5\x45\x1D\x2C\xDC\x35\x8A\x2C\x43\x62\x31\x8D\x14\x67\xA3\x0B\xCA\xEF\x70\xB8\xC2\x61\x8D\x33\xF0\x7A\x92\xEA\x29\x71\x44\xFE\xFB\x0F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x3A\x17\xEC\x76\xBE\xEF\xE5\x0B\x00\xA0\x00\x00\x50\x34\x02\x82\x2D\xC8\x00\x0A\xC1\xE9\x93\x37\x15\x04\x00\x28\x31\x1E\x99\x05\x00\x20\x00\x1F\x7F\xFF\xFF\xFF\x4C\x3E\xAD\xB3\x7F\xFF\xFF\xFF\x71\x1A\x13\x0C\x7F\xFF\xFF\xFF\x47\x33\x42\xA5\x7F\xFF\xFF\xFF\xD8\x66\x74\x9B\x7F\xFF\xFF\xFF\x9E\x38\x5C\xE3\x7F\xFF\xFF\xFF\x63\x5C\xB0\xB4\x7F\xFF\xFF\xFF\x56\x87\x2D\xF2\x7F\xFF\xFF\xFF\x58\x75\x51\x39\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\xCF\x9B\xDD\x4B\x7F\xFF\xFF\xFF\x63\x40\x88\x9B\x7F\xFF\xFF\xFF\x77\x42\xF4\xE0\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x2C\xA5\x64\x2A\x7F\xFF\xFF\xFF\xA9\xEE\x08\x9B\x7F\xFF\xFF\xFF\xBD\x06\x99\xE5\x73\x4C\x14\x97\x5E\x72\x0A\xE8\xD9\x70\x62\x7B\xC4\x8B\x92\x6C\x6D\xC5\xE1\xC4\xE4\x2B\xBE\xC9\x38\x1A\x76\xAD\xA7\x37\x56\x7A\x44\xD8\xFE\x4D\x85\x64\x18\x36\xCC\xD5\xF4\x43\x3F\x78\x38\x8A\xCE\x9E\xC1\x27\x52\x86\x02\x6D\xE8\x00\xAE\x61\x84\xB4\x52\xA5\x2C\x0D\x42\x9E\xE0\x03\xDF\x9D\xFB\x83\xAF\x8A\x28\x10\x1C\x3E\x03\x6F\x61\xE8\x3A\x80\x58\xEB\xAE\xC5\x4C\x8E\x2A\x44\x6A\xEA\x78\x65\x82\xA9\x2C\x19\xA9\x08\xB4\x39\x4F\xBF\x8D\x01\x56\xAD\xDE\xB2\x78\xFA\xFF\x64\x90\xA3\xF1\x1F\x74\xED\x04\x21\xA6\x67\xCF\x8B\x6D\x57\xA2\x04\xF7\x80\x6C\xE7\x3D\xD7\x51\x62\x17\x9E\x9A\x1D\x2F\x98\x54\xAD\xE2\xA1\x6C\xFC\x46\x6D\x38\x08\x50\x16\x13\x47\x92\xDF\xC0\x52\x52\x18\x5B\xEF\x3E\xB5\x7B\x55\x3E\x4B\xD9\x04\x3E\x8C\x94\x85\x04\xBA\x8F\x05\x6A\xD1\xE8\xAD\x86\x31\x0D\x70\x0C\x26\xD2\x5F\x89\xA3\x26\xB6\xDF\x94\x92\xA5\xC5\x45\x1D\x2C\xDC\x35\x8A\x2C\x43\x62\x31\x8D\x14\x67\xA3\x0B\xCA\xEF\x70\xB8\xC2\x61\x8D\x33\xF0\x7A\x92\xEA\x29\x71\x44\xFE\xFB\x0F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test59(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x380882A4), ('P4rIngress.bitmap_seq.seq', 0xA10DD000)], 4880)
        self.setRegisterValue('P4rIngress.rounds', 0xA10DD000, 4880)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x07), ('P4rIngress.count_exp.exponent', 0x1C)], 4880)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4880)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x64A6A61B), ('P4rIngress.values_v0000.hi', 0x5FD3C7E7)], 4880)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5916B402), ('P4rIngress.values_v0001.hi', 0xB395AF94)], 4880)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4982677D), ('P4rIngress.values_v0010.hi', 0x65ABCAF2)], 4880)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x798C0FB7), ('P4rIngress.values_v0011.hi', 0x60D30CCF)], 4880)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x705D3A28), ('P4rIngress.values_v0100.hi', 0x5A43DEA0)], 4880)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x794B6457), ('P4rIngress.values_v0101.hi', 0x4AE4B8DD)], 4880)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x5F3E7AC3), ('P4rIngress.values_v0110.hi', 0x56DFB5FE)], 4880)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x4035FF89), ('P4rIngress.values_v0111.hi', 0x6F1AA695)], 4880)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x5AC0F79B), ('P4rIngress.values_v1000.hi', 0x0C66D6DD)], 4880)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x4BD489B9), ('P4rIngress.values_v1001.hi', 0x5F8FB9FF)], 4880)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7E6E6B06), ('P4rIngress.values_v1010.hi', 0x55C6AA28)], 4880)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6C19D16A), ('P4rIngress.values_v1011.hi', 0x79605832)], 4880)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6D4F1FA8), ('P4rIngress.values_v1100.hi', 0xE4512D3F)], 4880)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x73CAC16D), ('P4rIngress.values_v1101.hi', 0x6E29AD2F)], 4880)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7ACBCC9B), ('P4rIngress.values_v1110.hi', 0x36ED8D33)], 4880)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x79FF5D92), ('P4rIngress.values_v1111.hi', 0xBAB8BBDD)], 4880)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7A1B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FC3),
                gc.DataTuple('slot_count', 0x00000571),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB4DF9B43),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x030),
                gc.KeyTuple('src_addr', 0x90888070),
                gc.KeyTuple('src_port', 0xD82C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7A1B),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x03B0),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x90\x88\x80\x70\x00\x00\x00\x00\xD8\x2C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x7A\x1B\x00\x0A\xB4\xDF\x9B\x43\x03\x4D\x04\x29\xA1\x0D\xD0\x00\x00\x20\x00\x00\x6D\x58\xB3\x7A\x5C\xD4\x8A\xF7\x45\x16\x90\xB9\xF7\x7C\xB9\xF6\x5C\xC2\x5B\xCF\x57\x87\x72\x35\x62\xEC\xAD\xC0\x53\x32\x3A\xD8\x6E\x27\x72\xEF\x48\x81\x90\x91\x57\x81\xD8\x60\x40\xE0\xDC\xA5\x45\xA6\x9C\xFC\x4F\xDF\x5C\xC9\x53\xF4\x8B\xA9\x20\x6D\xE3\xB5\x6A\xF5\xC4\xA3\xB9\x2A\x59\xA5\x6A\x9F\x1D\x1B\x63\x66\xF5\x2B\x58\x3F\xFF\x7F\x3A\xB2\xEB\x6F\x40\x98\xB2\x06\x13\x64\x43\x1A\x7B\x15\x72\x23\x8C\xC9\xCD\x32\x5A\x43\x7A\xC5\x45\xD8\xA9\x63\x5A\x71\x75\xC8\x5D\x57\x4B\x35\x57\xFA\x5B\x39\xAB\x50\xE6\x41\xA5\x28\x0D\x4D\x9F\x80\xE5\x72\x9A\xF7\xAE\x63\x65\xAC\xD3\x60\xDC\x1B\x51\xBD\x7F\x0C\xA3\x71\x45\x28\x9A\x9C\x51\xBD\x5A\x79\xA3\x51\x9B\x46\x7D\x8E\x86\xD4\x47\x4B\xF6\xCB\x12\x73\xB1\xFE\x51\x5B\x92\x2D\xA1\x55\x0B\x58\xF7\x33\xE0\xB7\x98\x18\x6F\x03\x33\x09\xD1\x16\xC9\xB4\x99\x58\x92\x87\xDE\xBF\x07\x4F\x01\x2F\xE9\xF3\xD6\xFF\xCD\x00\xA4\x36\x61\x2F\x77\xAB\x73\x9E\xA9\x19\xF4\x30\x7A\x39\x5F\xA3\x94\xD6\xF2\xA3\x8A\xB3\x58\x1D\x06\x7C\x99\x04\x6B\x22\x9B\x9F\x56\xF5\xD2\x48\x42\xEC\x77\xDC\xD2\xD4\xEC\xA8\x34\x75\xC7\x18\x6A\x41\xBD\x27\xA5\x84\x4B\xE5\xA6\x71\x11\x28\xD3\xA7\x1D\xAA\x4F\xCD\xFD\x80\xCC\x72\x61\x77\x4B\x94\xAB\x35\x21\xE3\xC0\xF1\xB4\x94\x4F\xE0\xDD\xFC\xD7\x46\x40\x8C\xC5\xC7\xAE\x6D\x97\xDE\xB7\xB1\x5E\x52\xAB\x14\xFC\xAD\x8B\x40\xB1\x80\x1F\x4C\x83\x12\x2D\x3A\x26\x3D\x48\xE5\x20\xAA\x53\x7B\x59\xE8\x88\x3D\x0C\xC2\xCC\x56\x82\xA5\x55\xB2\x43\x80\x8B\xBB\x64\x67\x76\xAB\xAD\x79\x2F\x5D\xAA\xD7\x0B\xA5\xC5\x60\xC9\xCE\xB4\x7A\xA4\xB9\xF5\xA6\x82\xEF\x30\x1E\xFB\x0F\x17\x8E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x90\x88\x80\x70\xBE\xEF\xD8\x2C\x00\xA0\x00\x00\x50\x34\x02\x82\x7A\x1B\x00\x0A\xB4\xDF\x9B\x43\x03\x4D\x00\x29\xA1\x0D\xD0\x00\x00\x20\x00\x08\x7F\xFF\xFF\xFF\x5C\xD4\x8A\xF7\x7F\xFF\xFF\xFF\xF7\x7C\xB9\xF6\x7F\xFF\xFF\xFF\x57\x87\x72\x35\x7F\xFF\xFF\xFF\x53\x32\x3A\xD8\x7F\xFF\xFF\xFF\x48\x81\x90\x91\x7F\xFF\xFF\xFF\x40\xE0\xDC\xA5\x7F\xFF\xFF\xFF\x4F\xDF\x5C\xC9\x7F\xFF\xFF\xFF\x20\x6D\xE3\xB5\x7F\xFF\xFF\xFF\xB9\x2A\x59\xA5\x7F\xFF\xFF\xFF\x63\x66\xF5\x2B\x7F\xFF\xFF\xFF\x3A\xB2\xEB\x6F\x7F\xFF\xFF\xFF\x13\x64\x43\x1A\x7F\xFF\xFF\xFF\x8C\xC9\xCD\x32\x7F\xFF\xFF\xFF\x45\xD8\xA9\x63\x7F\xFF\xFF\xFF\x5D\x57\x4B\x35\x7F\xFF\xFF\xFF\xAB\x50\xE6\x41\xA5\x28\x0D\x4D\x9F\x80\xE5\x72\x9A\xF7\xAE\x63\x65\xAC\xD3\x60\xDC\x1B\x51\xBD\x7F\x0C\xA3\x71\x45\x28\x9A\x9C\x51\xBD\x5A\x79\xA3\x51\x9B\x46\x7D\x8E\x86\xD4\x47\x4B\xF6\xCB\x12\x73\xB1\xFE\x51\x5B\x92\x2D\xA1\x55\x0B\x58\xF7\x33\xE0\xB7\x98\x18\x6F\x03\x33\x09\xD1\x16\xC9\xB4\x99\x58\x92\x87\xDE\xBF\x07\x4F\x01\x2F\xE9\xF3\xD6\xFF\xCD\x00\xA4\x36\x61\x2F\x77\xAB\x73\x9E\xA9\x19\xF4\x30\x7A\x39\x5F\xA3\x94\xD6\xF2\xA3\x8A\xB3\x58\x1D\x06\x7C\x99\x04\x6B\x22\x9B\x9F\x56\xF5\xD2\x48\x42\xEC\x77\xDC\xD2\xD4\xEC\xA8\x34\x75\xC7\x18\x6A\x41\xBD\x27\xA5\x84\x4B\xE5\xA6\x71\x11\x28\xD3\xA7\x1D\xAA\x4F\xCD\xFD\x80\xCC\x72\x61\x77\x4B\x94\xAB\x35\x21\xE3\xC0\xF1\xB4\x94\x4F\xE0\xDD\xFC\xD7\x46\x40\x8C\xC5\xC7\xAE\x6D\x97\xDE\xB7\xB1\x5E\x52\xAB\x14\xFC\xAD\x8B\x40\xB1\x80\x1F\x4C\x83\x12\x2D\x3A\x26\x3D\x48\xE5\x20\xAA\x53\x7B\x59\xE8\x88\x3D\x0C\xC2\xCC\x56\x82\xA5\x55\xB2\x43\x80\x8B\xBB\x64\x67\x76\xAB\xAD\x79\x2F\x5D\xAA\xD7\x0B\xA5\xC5\x60\xC9\xCE\xB4\x7A\xA4\xB9\xF5\xA6\x82\xEF\x30\x1E\xFB\x0F\x17\x8E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test60(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1D26337D), ('P4rIngress.bitmap_seq.seq', 0x10000000)], 5359)
        self.setRegisterValue('P4rIngress.rounds', 0x10000000, 5359)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x10), ('P4rIngress.count_exp.exponent', 0x29)], 5359)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5359)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x684BF643), ('P4rIngress.values_v0000.hi', 0xC4BC9332)], 5359)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x45ABCCF5), ('P4rIngress.values_v0001.hi', 0xAA00FE2E)], 5359)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x411889E3), ('P4rIngress.values_v0010.hi', 0x6C5A8759)], 5359)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6714D293), ('P4rIngress.values_v0011.hi', 0x4867EA8C)], 5359)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x64A3F816), ('P4rIngress.values_v0100.hi', 0x2172B1B7)], 5359)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x694501DB), ('P4rIngress.values_v0101.hi', 0x914B168F)], 5359)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x72A9438E), ('P4rIngress.values_v0110.hi', 0x34AD078F)], 5359)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x46389BD7), ('P4rIngress.values_v0111.hi', 0x490B3E98)], 5359)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x42123685), ('P4rIngress.values_v1000.hi', 0x6AED9BA3)], 5359)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7AA4B209), ('P4rIngress.values_v1001.hi', 0xF15D2EE1)], 5359)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x69D6B796), ('P4rIngress.values_v1010.hi', 0x6B55DED0)], 5359)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x688269B4), ('P4rIngress.values_v1011.hi', 0x45D86248)], 5359)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x559749E7), ('P4rIngress.values_v1100.hi', 0x59D3CC87)], 5359)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x46ADEEB5), ('P4rIngress.values_v1101.hi', 0x4DBE5DEA)], 5359)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x60C4E4A7), ('P4rIngress.values_v1110.hi', 0xA2252B65)], 5359)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6DAA9DA9), ('P4rIngress.values_v1111.hi', 0x7EA68B2F)], 5359)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7486),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000003E3),
                gc.DataTuple('slot_count', 0x00001B89),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x503E1764),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0x01E34E5D),
                gc.KeyTuple('src_port', 0xDAD3),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7486),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x038B),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x01\xE3\x4E\x5D\x00\x00\x00\x00\xDA\xD3\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x74\x86\x00\x10\x50\x3E\x17\x64\x11\x0C\x00\x39\x10\x00\x00\x00\x00\x20\x00\x00\x59\xF4\x25\x93\xDF\xD6\xAD\x1C\x6C\xE6\xBE\xA7\x9C\xD6\xAC\x76\x46\xDC\x0D\xB7\x24\x91\xBC\xB1\x48\x0E\x83\xB3\xD9\x0A\x04\xD9\x63\x91\x21\x6F\x67\xBB\x36\xA5\x6A\x60\xFA\x2B\x91\x19\x8E\xB9\x6F\xEC\xC5\xD7\x6F\x8F\xB2\x81\x76\xD4\x0F\x41\x61\xD6\x26\xF6\x72\x13\x85\xC3\x49\xE4\xC0\xB5\x6E\x88\xA5\xCD\x2E\x88\x4F\x2B\x62\x65\xF7\xF0\xD2\xEB\xE0\xDB\x47\xBB\x68\x75\x58\x49\xA5\x4E\x78\x91\x5C\x69\x5D\x31\x5F\x5F\x41\x2E\xF6\xDD\xD1\x35\xA1\xA3\x5D\xFD\xAE\x67\xD7\x33\x9A\x8C\x69\x8C\x4D\x38\x6F\x14\x2C\xAB\x15\x06\xB5\x0C\x11\x41\x15\x5F\x30\xB1\xD6\xD7\xD5\x3D\x90\x61\x75\x85\x37\x15\xAC\xC3\x00\xBA\x77\x0C\x05\x2A\x5A\x48\xAB\x8A\xBB\x27\x78\x7E\x10\x64\x5E\x6D\xDE\xF6\x18\x2C\x2C\xDD\x9D\x99\x30\xDA\xF0\x06\xDA\xF1\x89\xD4\xBF\xDA\xA0\xC5\xC9\x85\xE3\xE3\x1E\xA0\xBF\xFF\x17\x26\xAC\xD1\xDA\xD7\x4D\x5F\x46\x82\x56\xF5\xAB\x29\xE2\x18\xA7\xF6\xD7\x67\xD1\xC5\x37\x17\x6F\x3B\xD6\x03\xD3\xC5\x14\x0D\xC8\x0B\x58\x02\x25\x87\xFF\x5C\x5F\x57\x55\x65\xF7\x1C\xA5\x83\x78\x2C\xE2\x98\xDA\x27\x6B\x32\xBB\xA7\xBB\x45\x91\xD2\x48\x0B\x5A\x21\x57\x8C\xF7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x01\xE3\x4E\x5D\xBE\xEF\xDA\xD3\x00\xA0\x00\x00\x50\x34\x02\x82\x74\x86\x00\x10\x50\x3E\x17\x64\x11\x0C\x00\x39\x10\x00\x00\x00\x00\x20\x00\x11\x7F\xFF\xFF\xFF\xDF\xD6\xAD\x1C\x7F\xFF\xFF\xFF\x9C\xD6\xAC\x76\x7F\xFF\xFF\xFF\x24\x91\xBC\xB1\x7F\xFF\xFF\xFF\xD9\x0A\x04\xD9\x7F\xFF\xFF\xFF\x67\xBB\x36\xA5\x7F\xFF\xFF\xFF\x91\x19\x8E\xB9\x7F\xFF\xFF\xFF\x6F\x8F\xB2\x81\x7F\xFF\xFF\xFF\x61\xD6\x26\xF6\x7F\xFF\xFF\xFF\x49\xE4\xC0\xB5\x7F\xFF\xFF\xFF\x2E\x88\x4F\x2B\x7F\xFF\xFF\xFF\xD2\xEB\xE0\xDB\x7F\xFF\xFF\xFF\x58\x49\xA5\x4E\x7F\xFF\xFF\xFF\x5D\x31\x5F\x5F\x7F\xFF\xFF\xFF\xD1\x35\xA1\xA3\x7F\xFF\xFF\xFF\xD7\x33\x9A\x8C\x7F\xFF\xFF\xFF\x6F\x14\x2C\xAB\x15\x06\xB5\x0C\x11\x41\x15\x5F\x30\xB1\xD6\xD7\xD5\x3D\x90\x61\x75\x85\x37\x15\xAC\xC3\x00\xBA\x77\x0C\x05\x2A\x5A\x48\xAB\x8A\xBB\x27\x78\x7E\x10\x64\x5E\x6D\xDE\xF6\x18\x2C\x2C\xDD\x9D\x99\x30\xDA\xF0\x06\xDA\xF1\x89\xD4\xBF\xDA\xA0\xC5\xC9\x85\xE3\xE3\x1E\xA0\xBF\xFF\x17\x26\xAC\xD1\xDA\xD7\x4D\x5F\x46\x82\x56\xF5\xAB\x29\xE2\x18\xA7\xF6\xD7\x67\xD1\xC5\x37\x17\x6F\x3B\xD6\x03\xD3\xC5\x14\x0D\xC8\x0B\x58\x02\x25\x87\xFF\x5C\x5F\x57\x55\x65\xF7\x1C\xA5\x83\x78\x2C\xE2\x98\xDA\x27\x6B\x32\xBB\xA7\xBB\x45\x91\xD2\x48\x0B\x5A\x21\x57\x8C\xF7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test61(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9D5E2914), ('P4rIngress.bitmap_seq.seq', 0xB6EF3AD1)], 5785)
        self.setRegisterValue('P4rIngress.rounds', 0xB6EF3AD1, 5785)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1D), ('P4rIngress.count_exp.exponent', 0x2F)], 5785)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5785)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7F7ACACD), ('P4rIngress.values_v0000.hi', 0x98989DA2)], 5785)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x767B9BC2), ('P4rIngress.values_v0001.hi', 0xB5431F38)], 5785)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4AD0CE6F), ('P4rIngress.values_v0010.hi', 0x4DFECDCC)], 5785)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x637381C3), ('P4rIngress.values_v0011.hi', 0x7C9B993C)], 5785)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5516DDB5), ('P4rIngress.values_v0100.hi', 0x4B2119E0)], 5785)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5DE9B27D), ('P4rIngress.values_v0101.hi', 0x19B3B6DD)], 5785)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x6A114393), ('P4rIngress.values_v0110.hi', 0x398D09AD)], 5785)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x76AAF8EC), ('P4rIngress.values_v0111.hi', 0x747B4DCB)], 5785)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x7C7CD506), ('P4rIngress.values_v1000.hi', 0x77FE2DE5)], 5785)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x4DAF13E6), ('P4rIngress.values_v1001.hi', 0xCF76B654)], 5785)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x76BBA1E8), ('P4rIngress.values_v1010.hi', 0xD87B56CB)], 5785)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5AC568C1), ('P4rIngress.values_v1011.hi', 0x5ABE4DA1)], 5785)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x47D3D1DB), ('P4rIngress.values_v1100.hi', 0x165D7516)], 5785)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5289E62F), ('P4rIngress.values_v1101.hi', 0xC0AF1EA9)], 5785)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x79A5D0E6), ('P4rIngress.values_v1110.hi', 0x4BE2C445)], 5785)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x7827B9C6), ('P4rIngress.values_v1111.hi', 0x9440C1C1)], 5785)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6451),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000007D9),
                gc.DataTuple('slot_count', 0x000015FB),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF0055B75),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x031),
                gc.KeyTuple('src_addr', 0x7EC9B57A),
                gc.KeyTuple('src_port', 0xE421),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6451),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0014),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7E\xC9\xB5\x7A\x00\x00\x00\x00\xE4\x21\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x64\x51\x00\x10\xF0\x05\x5B\x75\x0E\xC0\x00\xC1\xB6\xEF\x3A\xD1\x00\x20\x00\x00\x7B\xD2\x8C\xF3\x9F\x27\xCC\x39\x42\x9C\x12\xD6\xBD\xAA\xD0\x93\x43\x19\xF7\x23\x6E\xC9\xB9\x0D\x6B\xEC\xCB\xD9\x66\xD9\x53\x5C\x4F\xAF\xA4\xE5\x6E\x63\xCC\x44\x6D\x68\xE9\x69\x61\x9A\x82\xCF\x6A\x04\x56\xB5\x53\xC3\x27\x99\x46\x62\xC9\xC7\x67\x51\x79\x95\x6E\x56\xC1\x23\xA0\x1F\xC4\x2B\x67\x30\xEC\xD9\x67\xD5\x26\xD7\x64\xB1\xB4\x4F\x4F\x56\xD3\x40\x64\x54\xBD\x5D\x50\xE9\x5D\xAC\x59\x85\xDD\x71\x72\xE3\x64\x30\x62\x48\x61\xBA\x8C\x8D\x1E\xA2\x47\x8A\x3A\x31\x4F\xDA\xAB\x27\x78\xC0\x63\xAF\xB7\x86\xED\x23\xC5\x28\x1E\xF3\x3F\x58\x02\x7F\x57\xD3\x43\xC7\x10\x82\x88\xB3\x39\xDC\x54\x19\x58\x2F\x3B\x1A\x83\xE2\xFA\xA9\xB0\xF6\x4A\xC1\xF3\x12\xBB\x8E\x64\x88\x6D\x9C\xF3\x86\x41\x50\x75\x4B\xCF\x2B\xB3\x9D\x46\x05\x83\x40\x6C\xC3\x30\x4A\x38\x15\x24\x9B\xCA\xF1\xD1\x97\x75\x8D\x75\xE0\x19\x79\xE5\xA9\x19\x59\xFF\x93\xB4\xD1\xFD\x61\x51\x90\x92\xF2\x5C\xC8\xA6\xBD\xA4\x01\x7B\x07\xEF\x7B\x67'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7E\xC9\xB5\x7A\xBE\xEF\xE4\x21\x00\xA0\x00\x00\x50\x34\x02\x82\x64\x51\x00\x10\xF0\x05\x5B\x75\x0E\xC0\x00\xC1\xB6\xEF\x3A\xD1\x00\x20\x00\x1E\x7F\xFF\xFF\xFF\x9F\x27\xCC\x39\x7F\xFF\xFF\xFF\xBD\xAA\xD0\x93\x7F\xFF\xFF\xFF\x6E\xC9\xB9\x0D\x7F\xFF\xFF\xFF\x66\xD9\x53\x5C\x7F\xFF\xFF\xFF\x6E\x63\xCC\x44\x7F\xFF\xFF\xFF\x61\x9A\x82\xCF\x7F\xFF\xFF\xFF\x53\xC3\x27\x99\x7F\xFF\xFF\xFF\x67\x51\x79\x95\x7F\xFF\xFF\xFF\xA0\x1F\xC4\x2B\x7F\xFF\xFF\xFF\x67\xD5\x26\xD7\x7F\xFF\xFF\xFF\x4F\x56\xD3\x40\x7F\xFF\xFF\xFF\x50\xE9\x5D\xAC\x7F\xFF\xFF\xFF\x72\xE3\x64\x30\x7F\xFF\xFF\xFF\x8C\x8D\x1E\xA2\x7F\xFF\xFF\xFF\x4F\xDA\xAB\x27\x7F\xFF\xFF\xFF\xB7\x86\xED\x23\xC5\x28\x1E\xF3\x3F\x58\x02\x7F\x57\xD3\x43\xC7\x10\x82\x88\xB3\x39\xDC\x54\x19\x58\x2F\x3B\x1A\x83\xE2\xFA\xA9\xB0\xF6\x4A\xC1\xF3\x12\xBB\x8E\x64\x88\x6D\x9C\xF3\x86\x41\x50\x75\x4B\xCF\x2B\xB3\x9D\x46\x05\x83\x40\x6C\xC3\x30\x4A\x38\x15\x24\x9B\xCA\xF1\xD1\x97\x75\x8D\x75\xE0\x19\x79\xE5\xA9\x19\x59\xFF\x93\xB4\xD1\xFD\x61\x51\x90\x92\xF2\x5C\xC8\xA6\xBD\xA4\x01\x7B\x07\xEF\x7B\x67'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test62(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x413EA1D7), ('P4rIngress.bitmap_seq.seq', 0x2910EEE4)], 6158)
        self.setRegisterValue('P4rIngress.rounds', 0x2910EEE4, 6158)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x10), ('P4rIngress.count_exp.exponent', 0x3C)], 6158)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6158)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x598111C3), ('P4rIngress.values_v0000.hi', 0xC7D07193)], 6158)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5E69CB26), ('P4rIngress.values_v0001.hi', 0x8EBBB75E)], 6158)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4FCEC31D), ('P4rIngress.values_v0010.hi', 0x4F2F852D)], 6158)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6EAE992D), ('P4rIngress.values_v0011.hi', 0x75D3E90B)], 6158)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x495A81A6), ('P4rIngress.values_v0100.hi', 0x69ED9854)], 6158)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x7D36F9C5), ('P4rIngress.values_v0101.hi', 0x6D7ED957)], 6158)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x67C9D761), ('P4rIngress.values_v0110.hi', 0x1766862F)], 6158)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x49463AAB), ('P4rIngress.values_v0111.hi', 0x30EBD669)], 6158)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x7BEDD5EE), ('P4rIngress.values_v1000.hi', 0x6E81E652)], 6158)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7ED94B51), ('P4rIngress.values_v1001.hi', 0xF6004EA5)], 6158)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5A5B552A), ('P4rIngress.values_v1010.hi', 0x6E26E62A)], 6158)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x66B08277), ('P4rIngress.values_v1011.hi', 0xA16AC3AD)], 6158)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4E44EF25), ('P4rIngress.values_v1100.hi', 0x1152F541)], 6158)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x55F74E65), ('P4rIngress.values_v1101.hi', 0x3A4EA3DC)], 6158)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x42763DC6), ('P4rIngress.values_v1110.hi', 0xB8F634C8)], 6158)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6D516248), ('P4rIngress.values_v1111.hi', 0xA6E4C512)], 6158)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCB77),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000003B3),
                gc.DataTuple('slot_count', 0x000018C0),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5DD10F32),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01F),
                gc.KeyTuple('src_addr', 0x696763B5),
                gc.KeyTuple('src_port', 0x44B8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xCB77),
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
        ig_port = 31
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x69\x67\x63\xB5\x00\x00\x00\x00\x44\xB8\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xCB\x77\x00\x10\x5D\xD1\x0F\x32\x14\x5B\x06\x93\x29\x10\xEE\xE4\x00\x20\x00\x00\x55\x40\xD5\xE1\xB4\x8B\x5D\xB7\x49\x1C\xCC\xC6\x97\x16\x22\x97\x4F\x8A\xE5\xE3\x58\x8B\xA1\x1A\x5A\x43\x9B\xA4\x4F\x2C\x99\x5A\x58\xA1\x34\x19\x42\x2D\x9C\xB5\x79\x5D\x9E\x8E\xDC\xAA\xE7\x77\x43\x74\x34\x6D\x76\xEF\x96\x2C\x49\x4D\x6B\x47\x55\xD3\xBD\x2D\x59\x9F\x45\x8D\x6A\xB7\xA0\xDF\x42\x38\x4D\xDA\x19\xB1\xEF\xAC\x49\x38\xF1\x3B\x48\x49\xB7\x6F\x7D\xD7\xEF\xE4\x9F\x3B\xED\xAB\x7E\xE2\x61\x37\x75\x12\xE5\x8F\x77\xD5\x2C\xD6\x72\x46\x17\x01\x7A\xD2\xAD\x02\xB0\x64\x45\x65\x53\x35\x76\xEF\x84\x6D\x55\x8E\x2F\x15\xDC\xE7\x40\xB6\x41\x0E\x8B\x12\x00\x07\x8F\x32\x2F\x2B\x9A\x1A\xD7\x4D\xD3\x4D\xD5\x1C\x29\xCD\xD3\xA0\xC2\x1C\xE2\x99\xD8\xDF\x52\x3B\x6A\xE8\x3D\xE7\x39\x8F\x31\x84\x62\x02\xC3\x5C\x4E\xA1\xE3\xCD\x24\x02\x47\xBB\xB4\x74\xB8\xA4\x0A\x55\xC7\x76\xA8\xB1\xA6\xC4\xD3\x8A\x49\x3B\xA5\x4F\xA4\x48\xF1\x50\x23\x57\x00\x5F\x4A\x1A\xFA\x7D\x6B\x51\x2F\x73\x6B\x4C\x92\xA0\x76\x62\xD7\xC1\x86\x83\x4B\xC9\x14\x00\xE1\xDE\xE0\xAD\xE0\xE6\x60\x08\xF0\x16\x1E\x88\x15\xDA\xB0\x51\xE1\xCC\x1E\x6A\x85\x94\x9F\xFB\x2D\xF0\xE3\xFB\x9E\x13\x3A\xF8\x52\x7E\x23\xBD\xF1\x5E\x3D\x7F\x79\x68\xCE\xAE\xE4\x48\xDD\xE8\x7C\xA9\x11\xF5\x4B\xDB\x7E\x45\x69\xF6\xA8\x20\xD3\xBE\x2E\x5B\xC4\x9E\xE0\xDF\x82\x66\x64\x1D\x04\xAF\x74\x99\x4A\x3B\x0C\x35\xAA\x96\x35'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x69\x67\x63\xB5\xBE\xEF\x44\xB8\x00\xA0\x00\x00\x50\x34\x02\x82\xCB\x77\x00\x10\x5D\xD1\x0F\x32\x14\x5B\x00\x93\x29\x10\xEE\xE4\x00\x20\x00\x11\x7F\xFF\xFF\xFF\xB4\x8B\x5D\xB7\x7F\xFF\xFF\xFF\x97\x16\x22\x97\x7F\xFF\xFF\xFF\x58\x8B\xA1\x1A\x7F\xFF\xFF\xFF\x4F\x2C\x99\x5A\x7F\xFF\xFF\xFF\x42\x2D\x9C\xB5\x7F\xFF\xFF\xFF\xDC\xAA\xE7\x77\x7F\xFF\xFF\xFF\x76\xEF\x96\x2C\x7F\xFF\xFF\xFF\x55\xD3\xBD\x2D\x7F\xFF\xFF\xFF\x6A\xB7\xA0\xDF\x7F\xFF\xFF\xFF\x19\xB1\xEF\xAC\x7F\xFF\xFF\xFF\x48\x49\xB7\x6F\x7F\xFF\xFF\xFF\x9F\x3B\xED\xAB\x7F\xFF\xFF\xFF\x75\x12\xE5\x8F\x7F\xFF\xFF\xFF\x72\x46\x17\x01\x7F\xFF\xFF\xFF\xB0\x64\x45\x65\x7F\xFF\xFF\xFF\x84\x6D\x55\x8E\x2F\x15\xDC\xE7\x40\xB6\x41\x0E\x8B\x12\x00\x07\x8F\x32\x2F\x2B\x9A\x1A\xD7\x4D\xD3\x4D\xD5\x1C\x29\xCD\xD3\xA0\xC2\x1C\xE2\x99\xD8\xDF\x52\x3B\x6A\xE8\x3D\xE7\x39\x8F\x31\x84\x62\x02\xC3\x5C\x4E\xA1\xE3\xCD\x24\x02\x47\xBB\xB4\x74\xB8\xA4\x0A\x55\xC7\x76\xA8\xB1\xA6\xC4\xD3\x8A\x49\x3B\xA5\x4F\xA4\x48\xF1\x50\x23\x57\x00\x5F\x4A\x1A\xFA\x7D\x6B\x51\x2F\x73\x6B\x4C\x92\xA0\x76\x62\xD7\xC1\x86\x83\x4B\xC9\x14\x00\xE1\xDE\xE0\xAD\xE0\xE6\x60\x08\xF0\x16\x1E\x88\x15\xDA\xB0\x51\xE1\xCC\x1E\x6A\x85\x94\x9F\xFB\x2D\xF0\xE3\xFB\x9E\x13\x3A\xF8\x52\x7E\x23\xBD\xF1\x5E\x3D\x7F\x79\x68\xCE\xAE\xE4\x48\xDD\xE8\x7C\xA9\x11\xF5\x4B\xDB\x7E\x45\x69\xF6\xA8\x20\xD3\xBE\x2E\x5B\xC4\x9E\xE0\xDF\x82\x66\x64\x1D\x04\xAF\x74\x99\x4A\x3B\x0C\x35\xAA\x96\x35'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test63(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2D3ECA0E), ('P4rIngress.bitmap_seq.seq', 0xB87DF138)], 5557)
        self.setRegisterValue('P4rIngress.rounds', 0xB87DF138, 5557)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0x56)], 5557)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5557)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x75756B49), ('P4rIngress.values_v0000.hi', 0x317A982A)], 5557)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7CA73CA5), ('P4rIngress.values_v0001.hi', 0x2D195E55)], 5557)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x79B443F7), ('P4rIngress.values_v0010.hi', 0x5A33C673)], 5557)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6C9BB77F), ('P4rIngress.values_v0011.hi', 0x79ACED95)], 5557)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7DC644FB), ('P4rIngress.values_v0100.hi', 0x413C9D45)], 5557)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x57C71902), ('P4rIngress.values_v0101.hi', 0x5D1E906F)], 5557)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x619891FD), ('P4rIngress.values_v0110.hi', 0x8DA199BF)], 5557)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x56268AD8), ('P4rIngress.values_v0111.hi', 0x692CC0D9)], 5557)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x750B7E8D), ('P4rIngress.values_v1000.hi', 0x6E36DF41)], 5557)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x55D65E71), ('P4rIngress.values_v1001.hi', 0x6D05027D)], 5557)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x59F7D769), ('P4rIngress.values_v1010.hi', 0xD3264A2C)], 5557)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x46BB1EF2), ('P4rIngress.values_v1011.hi', 0x8F5826A3)], 5557)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7E0BA656), ('P4rIngress.values_v1100.hi', 0xB9ED0CD4)], 5557)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7E228CD4), ('P4rIngress.values_v1101.hi', 0xFC6A9E4C)], 5557)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x717B551D), ('P4rIngress.values_v1110.hi', 0x289835CD)], 5557)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x76D0BB4B), ('P4rIngress.values_v1111.hi', 0x699A363F)], 5557)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x86FC),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F56),
                gc.DataTuple('slot_count', 0x00000E9F),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x13852820),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01F),
                gc.KeyTuple('src_addr', 0x9F6AD524),
                gc.KeyTuple('src_port', 0x9C68),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x86FC),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01F8),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9F\x6A\xD5\x24\x00\x00\x00\x00\x9C\x68\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x86\xFC\x00\x10\x13\x85\x28\x20\x06\x5F\x02\xAB\xB8\x7D\xF1\x38\x00\x20\x00\x00\x5F\xBA\xA9\xC4\xF9\x50\xBE\x51\x5A\x9E\x4F\xE7\x5D\xC9\x45\x37\x43\x2B\xDD\x83\x28\x26\xE7\x70\x75\xDF\x26\x55\x1C\xEA\x83\x13\x54\xBB\x6C\x3A\x57\xB0\x5D\xF5\x52\x4B\x68\x7B\xDD\xE4\xBE\x28\x77\x73\x19\xD8\x8F\xAE\xEE\xC5\x44\x2E\xE0\x89\x7B\x1A\x3C\xCD\x74\xA9\x7B\x6A\x49\x33\x4B\xF3\x6B\x8B\x51\x2B\x44\xE3\x5F\x59\x49\xA5\x55\x2B\xA3\xD4\x86\x52\x44\x3B\x3E\x7B\xA1\x63\x62\xF3\x51\x72\x02\x66\xC6\x06\x49\xDB\x7B\xAD\xF8\x4D\x23\x32\xF6\xE5\x75\x33\xA7\x53\x31\x5A\xF1\x35\x76\xDB\xA8\x4B\x6C\xB1\x63\xF6\xD9\xF7\x1E\xA3\xDA\x8D\x25\xC7\x12\x40\x92\x9E\x7D\x58\x0A\x2C\x1E\x31\xED\xE7\x9F\xB3\x2C\xAC\x1C\x1D\x3D\x50\x9E\xC9\x3A\x6E\x88\x8F\xE1\xDC\x02\xB0\xBF\xD0\xDD\x9D\xA8\x27\xCD\x1B\x8A\x1C\x13\x36\xDD\xD8\x0E\x59\x3C\xBA\x0F\x6B\x97\x63\x34\xA6\xBE\x4E\xD7\x2E\xE8\x98\x2D\xD4\x2F\xBD\xFC\x0F\xE1\x4D\x16\x6D\x3D\x7C\x06\x8D\x18\xF5\x24\x7D\x98\x88\x4F\xA5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x9F\x6A\xD5\x24\xBE\xEF\x9C\x68\x00\xA0\x00\x00\x50\x34\x02\x82\x86\xFC\x00\x10\x13\x85\x28\x20\x06\x5F\x00\xAB\xB8\x7D\xF1\x38\x00\x20\x00\x10\x7F\xFF\xFF\xFF\xF9\x50\xBE\x51\x7F\xFF\xFF\xFF\x5D\xC9\x45\x37\x7F\xFF\xFF\xFF\x28\x26\xE7\x70\x7F\xFF\xFF\xFF\x1C\xEA\x83\x13\x7F\xFF\xFF\xFF\x57\xB0\x5D\xF5\x7F\xFF\xFF\xFF\xDD\xE4\xBE\x28\x7F\xFF\xFF\xFF\x8F\xAE\xEE\xC5\x7F\xFF\xFF\xFF\x7B\x1A\x3C\xCD\x7F\xFF\xFF\xFF\x49\x33\x4B\xF3\x7F\xFF\xFF\xFF\x44\xE3\x5F\x59\x7F\xFF\xFF\xFF\xA3\xD4\x86\x52\x7F\xFF\xFF\xFF\xA1\x63\x62\xF3\x7F\xFF\xFF\xFF\xC6\x06\x49\xDB\x7F\xFF\xFF\xFF\x23\x32\xF6\xE5\x7F\xFF\xFF\xFF\x31\x5A\xF1\x35\x7F\xFF\xFF\xFF\x6C\xB1\x63\xF6\xD9\xF7\x1E\xA3\xDA\x8D\x25\xC7\x12\x40\x92\x9E\x7D\x58\x0A\x2C\x1E\x31\xED\xE7\x9F\xB3\x2C\xAC\x1C\x1D\x3D\x50\x9E\xC9\x3A\x6E\x88\x8F\xE1\xDC\x02\xB0\xBF\xD0\xDD\x9D\xA8\x27\xCD\x1B\x8A\x1C\x13\x36\xDD\xD8\x0E\x59\x3C\xBA\x0F\x6B\x97\x63\x34\xA6\xBE\x4E\xD7\x2E\xE8\x98\x2D\xD4\x2F\xBD\xFC\x0F\xE1\x4D\x16\x6D\x3D\x7C\x06\x8D\x18\xF5\x24\x7D\x98\x88\x4F\xA5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test64(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6B9ABBE1), ('P4rIngress.bitmap_seq.seq', 0x3CE3D416)], 3637)
        self.setRegisterValue('P4rIngress.rounds', 0x3CE3D416, 3637)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x08), ('P4rIngress.count_exp.exponent', 0x73)], 3637)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3637)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6FE969C5), ('P4rIngress.values_v0000.hi', 0x6AEC5C98)], 3637)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5A6CC837), ('P4rIngress.values_v0001.hi', 0x8C91D242)], 3637)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6D8C37E9), ('P4rIngress.values_v0010.hi', 0xEA5630CD)], 3637)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6B85D0B6), ('P4rIngress.values_v0011.hi', 0x5BBFC95C)], 3637)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x44BF645B), ('P4rIngress.values_v0100.hi', 0xD64A9439)], 3637)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4B9D9866), ('P4rIngress.values_v0101.hi', 0x52169622)], 3637)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x5B83B463), ('P4rIngress.values_v0110.hi', 0x5DDD4D53)], 3637)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7D3FA109), ('P4rIngress.values_v0111.hi', 0xB5937F00)], 3637)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6D70D1B3), ('P4rIngress.values_v1000.hi', 0xBB2B28C2)], 3637)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x48892C93), ('P4rIngress.values_v1001.hi', 0x15358D9D)], 3637)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5DB85666), ('P4rIngress.values_v1010.hi', 0xA1B8B4B1)], 3637)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x482A2A56), ('P4rIngress.values_v1011.hi', 0x34D845B0)], 3637)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6EE2C218), ('P4rIngress.values_v1100.hi', 0x7D0BECD4)], 3637)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x4970A4DA), ('P4rIngress.values_v1101.hi', 0x62A2B546)], 3637)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x708CFB65), ('P4rIngress.values_v1110.hi', 0xB72698B9)], 3637)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x51796ED7), ('P4rIngress.values_v1111.hi', 0xDAB47CB9)], 3637)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xDA49),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000389),
                gc.DataTuple('slot_count', 0x00001A52),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE81C026F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00C),
                gc.KeyTuple('src_addr', 0xFA6CE40E),
                gc.KeyTuple('src_port', 0x58A7),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xDA49),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x00B0),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFA\x6C\xE4\x0E\x00\x00\x00\x00\x58\xA7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xDA\x49\x00\x10\xE8\x1C\x02\x6F\x0A\xAC\x04\xB1\x3C\xE3\xD4\x16\x00\x20\x00\x00\x73\x83\xEB\x34\x4E\x0E\xD9\xD8\x7F\xDE\x7A\xA5\xB6\x11\x8A\xC6\x4D\xD2\x3D\x71\x8D\x66\x10\x9B\x52\x3C\x44\x16\x51\x5C\xCB\x2F\x6D\xA8\x3B\x6A\x83\xED\x2F\x7B\x49\x29\xD8\xB6\x32\xA8\x24\xDB\x58\x92\xA7\xDD\x76\x22\xC1\x13\x5A\xD7\x3C\x47\xA5\x9F\xEF\x14\x61\x28\xBD\x7F\xBA\xEF\xBE\xFA\x72\xB8\x81\xAB\x73\x3D\xD4\xC9\x45\xAE\x35\x35\xB7\xBD\x76\x8B\x5C\x3A\x9B\x48\x75\x87\x77\xBC\x5D\xDC\x41\x7C\x72\x2D\x8D\xEE\x4B\x5B\x33\x7D\x27\x68\x9C\xF5\x6D\x1E\x7A\xA5\x9C\xCC\xB7\x37\x7E\x73\x99\x89\x7A\x72\xD7\x6C\x40\xF1\xAB\x89\x88\xB0\x80\x28\x9A\xAF\x07\x28\x1F\xDF\x86\xB6\xFC\xC5\xFB\xB2\x46\x9F\xD8\x51\x24\x76\x61\xD7\xA6\x6F\x39\xE1\x60\x0A\x54\xCB\x6D\xB6\xB4\x59\xED\xBE\xF9\x15\x9B\x81\x56\xEC\x26\x7A\xA4\x17\xD3\xDF\x78\x19\x31\xD8\x09\xA2\xB4\xB7\x30\xA9\x8B\x94\xA8\xA7\x1D\xCC\x84\x8D\xAB\xBE\x5B\x47\x3B\x5A\xAC\x23\xC4\x9D\x3A\xEA\x58\xF8\x4D\x0E\xDB\x45\x87\x74\xB5\x59\x45\x9E\xEA\x6F\x7D\x5F\x57\x35\x6C\x9E\x6C\xC5\x0E\x6E\xA8\x33\x23\x1F\xEE\xD1\x15\xBD\x52\x39\xC5\xC7\xD2\x19\x8A\x4F\x9B\xA6\x1A\x4E\x41\x09\x73\x0E\xB9\xB4\x6C\x3F\x5C\x73\x43\x24\xCD\xF5\x79\x14\x3B\x2A\x65\x91\xEC\x8D\x6C\xA7\xEF\x11\x4E\x37\xCD\x26\x60\x91\x4F\xE6\xB9\x0A\x08\xE4\x23\xA9\x3D\xDA\xAE\xD7\x1E\x89\x69\xE1\x25\x80\x37\xC5\x7E\x79\x3B\x50\xE5\xB9\xED\x91\x12\x5C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xFA\x6C\xE4\x0E\xBE\xEF\x58\xA7\x00\xA0\x00\x00\x50\x34\x02\x82\xDA\x49\x00\x10\xE8\x1C\x02\x6F\x0A\xAC\x00\xB1\x3C\xE3\xD4\x16\x00\x20\x00\x09\x7F\xFF\xFF\xFF\x4E\x0E\xD9\xD8\x7F\xFF\xFF\xFF\xB6\x11\x8A\xC6\x7F\xFF\xFF\xFF\x8D\x66\x10\x9B\x7F\xFF\xFF\xFF\x51\x5C\xCB\x2F\x7F\xFF\xFF\xFF\x83\xED\x2F\x7B\x7F\xFF\xFF\xFF\x32\xA8\x24\xDB\x7F\xFF\xFF\xFF\x76\x22\xC1\x13\x7F\xFF\xFF\xFF\xA5\x9F\xEF\x14\x7F\xFF\xFF\xFF\xBA\xEF\xBE\xFA\x7F\xFF\xFF\xFF\x73\x3D\xD4\xC9\x7F\xFF\xFF\xFF\xB7\xBD\x76\x8B\x7F\xFF\xFF\xFF\x75\x87\x77\xBC\x7F\xFF\xFF\xFF\x72\x2D\x8D\xEE\x7F\xFF\xFF\xFF\x27\x68\x9C\xF5\x7F\xFF\xFF\xFF\x9C\xCC\xB7\x37\x7F\xFF\xFF\xFF\x7A\x72\xD7\x6C\x40\xF1\xAB\x89\x88\xB0\x80\x28\x9A\xAF\x07\x28\x1F\xDF\x86\xB6\xFC\xC5\xFB\xB2\x46\x9F\xD8\x51\x24\x76\x61\xD7\xA6\x6F\x39\xE1\x60\x0A\x54\xCB\x6D\xB6\xB4\x59\xED\xBE\xF9\x15\x9B\x81\x56\xEC\x26\x7A\xA4\x17\xD3\xDF\x78\x19\x31\xD8\x09\xA2\xB4\xB7\x30\xA9\x8B\x94\xA8\xA7\x1D\xCC\x84\x8D\xAB\xBE\x5B\x47\x3B\x5A\xAC\x23\xC4\x9D\x3A\xEA\x58\xF8\x4D\x0E\xDB\x45\x87\x74\xB5\x59\x45\x9E\xEA\x6F\x7D\x5F\x57\x35\x6C\x9E\x6C\xC5\x0E\x6E\xA8\x33\x23\x1F\xEE\xD1\x15\xBD\x52\x39\xC5\xC7\xD2\x19\x8A\x4F\x9B\xA6\x1A\x4E\x41\x09\x73\x0E\xB9\xB4\x6C\x3F\x5C\x73\x43\x24\xCD\xF5\x79\x14\x3B\x2A\x65\x91\xEC\x8D\x6C\xA7\xEF\x11\x4E\x37\xCD\x26\x60\x91\x4F\xE6\xB9\x0A\x08\xE4\x23\xA9\x3D\xDA\xAE\xD7\x1E\x89\x69\xE1\x25\x80\x37\xC5\x7E\x79\x3B\x50\xE5\xB9\xED\x91\x12\x5C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test65(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD57AFC24), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 5953)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 5953)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x17), ('P4rIngress.count_exp.exponent', 0x72)], 5953)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5953)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5EBD59B6), ('P4rIngress.values_v0000.hi', 0x71BE198C)], 5953)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x457449B9), ('P4rIngress.values_v0001.hi', 0x87E9DC41)], 5953)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7050C986), ('P4rIngress.values_v0010.hi', 0x7F97ADB9)], 5953)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7647140C), ('P4rIngress.values_v0011.hi', 0xC74FEDFF)], 5953)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x49BDCD29), ('P4rIngress.values_v0100.hi', 0x1E14B13F)], 5953)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x64E6FEDE), ('P4rIngress.values_v0101.hi', 0x9B5E45CE)], 5953)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x5DC5C4B1), ('P4rIngress.values_v0110.hi', 0x76E6D4D3)], 5953)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x59505623), ('P4rIngress.values_v0111.hi', 0xB5BB6CED)], 5953)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x40A16B4F), ('P4rIngress.values_v1000.hi', 0xC2AC6B08)], 5953)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x69E3D157), ('P4rIngress.values_v1001.hi', 0x473C1AB6)], 5953)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5C325753), ('P4rIngress.values_v1010.hi', 0x2165EDA2)], 5953)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5914F4C9), ('P4rIngress.values_v1011.hi', 0x715D66D3)], 5953)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x45BD20EE), ('P4rIngress.values_v1100.hi', 0x687FE5A1)], 5953)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x53AA0DB0), ('P4rIngress.values_v1101.hi', 0x34D10566)], 5953)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7BAED467), ('P4rIngress.values_v1110.hi', 0x7CE78EED)], 5953)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x5A84BD70), ('P4rIngress.values_v1111.hi', 0x2EABB06F)], 5953)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7161),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000961),
                gc.DataTuple('slot_count', 0x000012EA),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x943217C3),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x023),
                gc.KeyTuple('src_addr', 0x93D41117),
                gc.KeyTuple('src_port', 0xF436),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7161),
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
        ig_port = 35
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x93\xD4\x11\x17\x00\x00\x00\x00\xF4\x36\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x71\x61\x00\x10\x94\x32\x17\xC3\x0D\xE0\x06\xEE\x80\x00\x00\x00\x00\x20\x00\x00\x53\x77\x72\x82\xAD\x39\x5F\xAC\x6A\x27\x9A\x9D\xA8\x56\x10\x6D\x79\x43\xAC\x93\x46\x45\x04\xAB\x6E\xD6\x25\x15\x65\x57\xC1\x0E\x6C\x05\x21\xAE\x8B\xB7\xC7\xFB\x54\x44\x1E\x48\xA6\x3D\x75\xDB\x43\x8A\x3D\xB2\x56\xCF\x50\xCE\x71\xDD\x56\xC8\x85\xBB\x7A\xF6\x67\xB9\x6A\xA3\x56\xD3\xF1\x5D\x5A\xDB\xD0\x0B\x45\xBC\x87\xE0\x59\x72\xDA\xF9\xB5\x21\x95\xE6\x4A\x96\xFF\xB9\x33\x42\xC6\xEB\x56\x00\x6E\x5B\x50\x5C\xA3\x37\x43\xE7\x71\x94\x78\xB3\xF3\x4E\x56\x42\xDD\x4A\x2E\x7C\x96\xBE\x53\xE9\x50\xA7\x64\x81\xB5\xA8\x30\x48\x62\x20\x46\xAD\xEA\xAF\x63\x3E\xFB\xE1\x94\x3F\x22\x8A\x0C\xF0\x2A\x4E\x12\x3A\x73\xEE\xAB\x53\x80\x4E\xB0\x8D\x6A\xCD\x81\x16\xD2\xC7\xFC\x6B\xF2\x04\x09\xEE\x56\xEC\xFC\x05\x78\x45\x27\xF3\xF9\x3C\xAA\xDB\x47\x14\x65\x0C\x57\xAE\x5D\x52\x4E\xF8\x2E\xF6\x71\xDB\x78\x08\xC0\xFF\xAD\x01\xE8\xB8\x26\x95\xDE\xB2\x56\xD0\x57\x9A\x50\x3B\xBA\x95\x59\x3D\x15\x6B\x81\xBA\x8B\xE6\xE9\x02\x09\x50\x8C\xBE\xD7\x46\x96\x25\xC1\x47\x5C\xB6\x14\xF1\xEB\x87\x18\xAA\x2E\xD1\x9C\x5B\x07\x20\x83\xCC\xF6\xD1\xF3\xA7\x62\x8A\x58\x48\x90\xFE\x7A\x41\x89\x1D\xB7\x22\x06\x24\xB1\xA7\xCA\x2D\x96\xFB\x58\xD8\x57\xA0\xB2\xE4\xFB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x93\xD4\x11\x17\xBE\xEF\xF4\x36\x00\xA0\x00\x00\x50\x34\x02\x82\x71\x61\x00\x10\x94\x32\x17\xC3\x0D\xE0\x00\xEE\x80\x00\x00\x00\x00\x20\x00\x18\x7F\xFF\xFF\xFF\xAD\x39\x5F\xAC\x7F\xFF\xFF\xFF\xA8\x56\x10\x6D\x7F\xFF\xFF\xFF\x46\x45\x04\xAB\x7F\xFF\xFF\xFF\x65\x57\xC1\x0E\x7F\xFF\xFF\xFF\x8B\xB7\xC7\xFB\x7F\xFF\xFF\xFF\xA6\x3D\x75\xDB\x7F\xFF\xFF\xFF\x56\xCF\x50\xCE\x7F\xFF\xFF\xFF\x85\xBB\x7A\xF6\x7F\xFF\xFF\xFF\x56\xD3\xF1\x5D\x7F\xFF\xFF\xFF\x45\xBC\x87\xE0\x7F\xFF\xFF\xFF\xB5\x21\x95\xE6\x7F\xFF\xFF\xFF\x33\x42\xC6\xEB\x7F\xFF\xFF\xFF\x50\x5C\xA3\x37\x7F\xFF\xFF\xFF\x78\xB3\xF3\x4E\x7F\xFF\xFF\xFF\x2E\x7C\x96\xBE\x7F\xFF\xFF\xFF\x64\x81\xB5\xA8\x30\x48\x62\x20\x46\xAD\xEA\xAF\x63\x3E\xFB\xE1\x94\x3F\x22\x8A\x0C\xF0\x2A\x4E\x12\x3A\x73\xEE\xAB\x53\x80\x4E\xB0\x8D\x6A\xCD\x81\x16\xD2\xC7\xFC\x6B\xF2\x04\x09\xEE\x56\xEC\xFC\x05\x78\x45\x27\xF3\xF9\x3C\xAA\xDB\x47\x14\x65\x0C\x57\xAE\x5D\x52\x4E\xF8\x2E\xF6\x71\xDB\x78\x08\xC0\xFF\xAD\x01\xE8\xB8\x26\x95\xDE\xB2\x56\xD0\x57\x9A\x50\x3B\xBA\x95\x59\x3D\x15\x6B\x81\xBA\x8B\xE6\xE9\x02\x09\x50\x8C\xBE\xD7\x46\x96\x25\xC1\x47\x5C\xB6\x14\xF1\xEB\x87\x18\xAA\x2E\xD1\x9C\x5B\x07\x20\x83\xCC\xF6\xD1\xF3\xA7\x62\x8A\x58\x48\x90\xFE\x7A\x41\x89\x1D\xB7\x22\x06\x24\xB1\xA7\xCA\x2D\x96\xFB\x58\xD8\x57\xA0\xB2\xE4\xFB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test66(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE3BE5A83), ('P4rIngress.bitmap_seq.seq', 0x58800000)], 6982)
        self.setRegisterValue('P4rIngress.rounds', 0x58800000, 6982)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x08), ('P4rIngress.count_exp.exponent', 0x4D)], 6982)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6982)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5C8033B9), ('P4rIngress.values_v0000.hi', 0x964EE347)], 6982)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7997396E), ('P4rIngress.values_v0001.hi', 0xB7706EA4)], 6982)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6432B5CB), ('P4rIngress.values_v0010.hi', 0x5B2A319B)], 6982)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x50A322D0), ('P4rIngress.values_v0011.hi', 0x0E6E32CA)], 6982)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x78394C3A), ('P4rIngress.values_v0100.hi', 0x11D638BB)], 6982)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5BAB1C01), ('P4rIngress.values_v0101.hi', 0x984CB586)], 6982)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x59A405D8), ('P4rIngress.values_v0110.hi', 0x620A8073)], 6982)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x64658FD1), ('P4rIngress.values_v0111.hi', 0x97024C75)], 6982)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4C45B125), ('P4rIngress.values_v1000.hi', 0xD7594E6F)], 6982)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5407B75C), ('P4rIngress.values_v1001.hi', 0xCA3797E3)], 6982)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7A6762BB), ('P4rIngress.values_v1010.hi', 0x49D8E273)], 6982)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7C23E7EF), ('P4rIngress.values_v1011.hi', 0xB465C38A)], 6982)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x63C61264), ('P4rIngress.values_v1100.hi', 0xB5AF4733)], 6982)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x69EB8044), ('P4rIngress.values_v1101.hi', 0x5C7ED4B3)], 6982)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x49CE62CA), ('P4rIngress.values_v1110.hi', 0x485F758B)], 6982)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x73B405F9), ('P4rIngress.values_v1111.hi', 0xC56A96EE)], 6982)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0F64),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001AA0),
                gc.DataTuple('slot_count', 0x000001FF),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xED78EB65),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0x2D286707),
                gc.KeyTuple('src_port', 0xF9A7),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0F64),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 52
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2D\x28\x67\x07\x00\x00\x00\x00\xF9\xA7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x0F\x64\x00\x10\xED\x78\xEB\x65\x00\xA6\x02\xC9\x58\x80\x00\x00\x00\x20\x00\x00\x73\xFA\xE6\x1F\xF8\xB3\xF6\x75\x7B\x3F\x35\xE6\x88\x69\x5A\x97\x66\xF5\xF5\x1D\x29\x60\xD4\x6B\x42\xBA\xBC\x1A\xDC\xBD\xBB\xA9\x77\x7B\x59\xBD\xF7\xD1\xCB\xD3\x6E\x25\x63\xF4\xD1\x2B\xA3\xA3\x6D\xF8\x69\x28\x4E\x2C\xDE\x2A\x68\x24\xE2\x53\xE2\x9C\x86\x51\x5A\xA5\x8F\x93\xC0\xFB\xBF\x2B\x65\x87\xB2\xBD\xD6\x5D\x95\xE1\x77\xF2\x6A\xA9\xDA\x8D\x63\xBB\x73\x7B\x16\xA9\x9E\xD7\x0F\x86\x4D\x77\x1A\xB3\xD5\xBA\x2D\x54\x51\xEF\xF7\xDF\x5E\x6D\x35\x8B\x7E\xEE\xBC\xFD\x5C\x4D\x31\xD8\x55\xAC\x5E\xC5\x77\x26\xD6\xB4\xD0\x65\xA1\x04\xFA\xFE\x19\xCD\xBD\xCD\xB8\x60\x97\x85\xD8\xC4\x08\x7B\x40\x09\xCC\x13\xF0\x45\xA2\x31\x42\x4C\x80\xFD\xE9\x3E\x84'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2D\x28\x67\x07\xBE\xEF\xF9\xA7\x00\xA0\x00\x00\x50\x34\x02\x82\x0F\x64\x00\x10\xED\x78\xEB\x65\x00\xA6\x00\xC9\x58\x80\x00\x00\x00\x20\x00\x09\x7F\xFF\xFF\xFF\xF8\xB3\xF6\x75\x7F\xFF\xFF\xFF\x88\x69\x5A\x97\x7F\xFF\xFF\xFF\x29\x60\xD4\x6B\x7F\xFF\xFF\xFF\xDC\xBD\xBB\xA9\x7F\xFF\xFF\xFF\xF7\xD1\xCB\xD3\x7F\xFF\xFF\xFF\xD1\x2B\xA3\xA3\x7F\xFF\xFF\xFF\x4E\x2C\xDE\x2A\x7F\xFF\xFF\xFF\xE2\x9C\x86\x51\x7F\xFF\xFF\xFF\xC0\xFB\xBF\x2B\x7F\xFF\xFF\xFF\xD6\x5D\x95\xE1\x7F\xFF\xFF\xFF\xDA\x8D\x63\xBB\x7F\xFF\xFF\xFF\x9E\xD7\x0F\x86\x7F\xFF\xFF\xFF\xD5\xBA\x2D\x54\x7F\xFF\xFF\xFF\x5E\x6D\x35\x8B\x7F\xFF\xFF\xFF\x5C\x4D\x31\xD8\x7F\xFF\xFF\xFF\x77\x26\xD6\xB4\xD0\x65\xA1\x04\xFA\xFE\x19\xCD\xBD\xCD\xB8\x60\x97\x85\xD8\xC4\x08\x7B\x40\x09\xCC\x13\xF0\x45\xA2\x31\x42\x4C\x80\xFD\xE9\x3E\x84'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test67(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x278E2DE2), ('P4rIngress.bitmap_seq.seq', 0x61D18093)], 3894)
        self.setRegisterValue('P4rIngress.rounds', 0x61D18093, 3894)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0E), ('P4rIngress.count_exp.exponent', 0x7D)], 3894)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3894)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5E6C9CB9), ('P4rIngress.values_v0000.hi', 0x4849BAC8)], 3894)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5EC7ED2E), ('P4rIngress.values_v0001.hi', 0xC58E08D7)], 3894)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x57297EAB), ('P4rIngress.values_v0010.hi', 0xBD7E7A23)], 3894)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x5A34BE5B), ('P4rIngress.values_v0011.hi', 0x4AC43DE5)], 3894)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x404C3B64), ('P4rIngress.values_v0100.hi', 0xAFEF3D37)], 3894)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x48D19EC6), ('P4rIngress.values_v0101.hi', 0x47136F8E)], 3894)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x4A645756), ('P4rIngress.values_v0110.hi', 0x50ADBEBB)], 3894)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x693498B4), ('P4rIngress.values_v0111.hi', 0xC23E6AC5)], 3894)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6B315029), ('P4rIngress.values_v1000.hi', 0x97DA0E17)], 3894)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x55CCE03A), ('P4rIngress.values_v1001.hi', 0xD600BAE3)], 3894)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x425C6153), ('P4rIngress.values_v1010.hi', 0x60543B32)], 3894)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x49DD0D62), ('P4rIngress.values_v1011.hi', 0x5CC13F85)], 3894)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x43BE1B6D), ('P4rIngress.values_v1100.hi', 0x3D8D7F57)], 3894)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5D70BA4B), ('P4rIngress.values_v1101.hi', 0xBF45B6EC)], 3894)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x661B86DB), ('P4rIngress.values_v1110.hi', 0x3A8CED2C)], 3894)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x48314B27), ('P4rIngress.values_v1111.hi', 0x00000000)], 3894)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x21EE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000144),
                gc.DataTuple('slot_count', 0x00001EBC),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAD395712),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x010),
                gc.KeyTuple('src_addr', 0x6F437EAE),
                gc.KeyTuple('src_port', 0xD1B6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x21EE),
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
        ig_port = 16
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6F\x43\x7E\xAE\x00\x00\x00\x00\xD1\xB6\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x21\xEE\x00\x10\xAD\x39\x57\x12\x0D\xF2\x00\xD0\x61\xD1\x80\x93\x00\x20\x00\x00\x60\x58\x39\x34\x56\xF3\x7B\x35\x68\xD9\x43\x08\xA0\xA9\x35\xD0\x5E\x99\xCE\x5A\x8D\xAC\xAD\xC9\x43\x95\x77\x88\x4D\x64\x9F\x4F\x61\xDA\xFD\x86\xB3\x6F\x0A\x91\x55\x87\x59\x66\x55\xC7\x9D\xBE\x78\x1E\xB7\x1A\x54\x03\x06\xE7\x6F\x33\x76\x07\xA9\x61\x70\x75\x59\x05\x4E\xCC\xE7\xC3\x9F\xA1\x5E\x4B\x3D\x9D\xD7\xF6\x7F\x25\x76\x5F\xAF\x12\x52\xCE\x56\xC5\x70\xEB\x96\x70\x56\x6F\xB7\x9B\x7F\x51\x07\x5F\x1D\xB8\x84\x5B\x40\x55\x17\x56\x9B\x9C\x4D\x6D\x43\x99\xA7\x8A\xE2\x8C\x50\x8E\x6A\xC3\x98\xA9\x00\x00\x00\x00\x94\x2A\x25\xB2\xA5\xC0\x29\x05\x05\xA4\xEB\x71\x89\x77\xC1\xF5\xA1\x74\xAF\xBC\x25\x28\xE8\xF7\xC8\xD4\x55\x01\x81\x6A\x72\xB8\x9A\x92\xEA\x30\xB6\x6B\x1E\x8A\x59\x7E\x82\xA7\x3B\xEB\x72\x9A\xAA\x77\x52\x52\x23\x27\x52\x17\x59\xCE\x50\x80\x06\x1C\xA7\x6E\x31\x5F\x6B\x9C\x8B\x3A\xDC\x06\x5E\x53\x6C\x99\x42\x09\x4F\x1E\x31\xC5\x6F\x25\xA0\x5B\xD7\xA0\xF8\x31\xFA\x51\xF9\x10\x35\x20\x7F\x5E\x32\x31\xCB\xD3\xF6\x5D\x80\xB9\x5C\x01\x46\x21\x83\x4B\x27\x34\x43\x6D\xA7\x31\x33\xF5\x9B\x95\x38\x95\x1A\xC7\x47\x2E\x75\x45\x2F\x9E\xD7\x01\x15\x1F\xC3\xE9\xB0\x7F\x09\x54\xE7\xBF\x40\x8D\x3A\xA8\xF6\xC1\xF1\xAB\x82\x31\x54\x7F\x7B\x87\x09\x1C\xE9\x70\x90\x6C\x6B\x27\xA3\x68\x0C\x63\x0C\x47\x95\x40\xF5\x34\x04\x7F\x49\x66\x56\x57\xD4\x67\x01\x1F\x33\x16\x64\x9D\x7F\xE0\xF8\x6A\x23\xBB\xE2\x62\xEB\x39\xD4\x22\xFC\x8F\xB8\x8B\x8B\x48\x4C\x10\x3B\x65\xB0\xB8\x05\xF6\x21\xCA\x2F\x00\xA4\x55\xDF\x3B\x1B\x3E\x4A\xE8\x5B\x66\x53\x3D\x7C\xB0\xA6\xD1\x3F\xF6\xF4\xEF\xFC\x17\x45\x97\x45\x42\xFD\x41\x46\x99\xB2\xB5\x0A\x3F\x53\x44\x60\x13\x9D\xDF\x3A\x73\x58\x33\x55\xDA\x3C\xE6\x83\xD1\xF9\x85\x3D\x24\xF6\x73\x8C\x73\x6F\xEC\x0F\x57\x2F\x47\xBA\xB4\x5A\x1C\x64\xE2\x35'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6F\x43\x7E\xAE\xBE\xEF\xD1\xB6\x00\xA0\x00\x00\x50\x34\x02\x82\x21\xEE\x00\x10\xAD\x39\x57\x12\x0D\xF2\x00\xD0\x61\xD1\x80\x93\x00\x20\x00\x0F\x7F\xFF\xFF\xFF\x56\xF3\x7B\x35\x7F\xFF\xFF\xFF\xA0\xA9\x35\xD0\x7F\xFF\xFF\xFF\x8D\xAC\xAD\xC9\x7F\xFF\xFF\xFF\x4D\x64\x9F\x4F\x7F\xFF\xFF\xFF\xB3\x6F\x0A\x91\x7F\xFF\xFF\xFF\x55\xC7\x9D\xBE\x7F\xFF\xFF\xFF\x54\x03\x06\xE7\x7F\xFF\xFF\xFF\xA9\x61\x70\x75\x7F\xFF\xFF\xFF\xE7\xC3\x9F\xA1\x7F\xFF\xFF\xFF\xD7\xF6\x7F\x25\x7F\xFF\xFF\xFF\x52\xCE\x56\xC5\x7F\xFF\xFF\xFF\x56\x6F\xB7\x9B\x7F\xFF\xFF\xFF\x1D\xB8\x84\x5B\x7F\xFF\xFF\xFF\x9B\x9C\x4D\x6D\x7F\xFF\xFF\xFF\xE2\x8C\x50\x8E\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x94\x2A\x25\xB2\xA5\xC0\x29\x05\x05\xA4\xEB\x71\x89\x77\xC1\xF5\xA1\x74\xAF\xBC\x25\x28\xE8\xF7\xC8\xD4\x55\x01\x81\x6A\x72\xB8\x9A\x92\xEA\x30\xB6\x6B\x1E\x8A\x59\x7E\x82\xA7\x3B\xEB\x72\x9A\xAA\x77\x52\x52\x23\x27\x52\x17\x59\xCE\x50\x80\x06\x1C\xA7\x6E\x31\x5F\x6B\x9C\x8B\x3A\xDC\x06\x5E\x53\x6C\x99\x42\x09\x4F\x1E\x31\xC5\x6F\x25\xA0\x5B\xD7\xA0\xF8\x31\xFA\x51\xF9\x10\x35\x20\x7F\x5E\x32\x31\xCB\xD3\xF6\x5D\x80\xB9\x5C\x01\x46\x21\x83\x4B\x27\x34\x43\x6D\xA7\x31\x33\xF5\x9B\x95\x38\x95\x1A\xC7\x47\x2E\x75\x45\x2F\x9E\xD7\x01\x15\x1F\xC3\xE9\xB0\x7F\x09\x54\xE7\xBF\x40\x8D\x3A\xA8\xF6\xC1\xF1\xAB\x82\x31\x54\x7F\x7B\x87\x09\x1C\xE9\x70\x90\x6C\x6B\x27\xA3\x68\x0C\x63\x0C\x47\x95\x40\xF5\x34\x04\x7F\x49\x66\x56\x57\xD4\x67\x01\x1F\x33\x16\x64\x9D\x7F\xE0\xF8\x6A\x23\xBB\xE2\x62\xEB\x39\xD4\x22\xFC\x8F\xB8\x8B\x8B\x48\x4C\x10\x3B\x65\xB0\xB8\x05\xF6\x21\xCA\x2F\x00\xA4\x55\xDF\x3B\x1B\x3E\x4A\xE8\x5B\x66\x53\x3D\x7C\xB0\xA6\xD1\x3F\xF6\xF4\xEF\xFC\x17\x45\x97\x45\x42\xFD\x41\x46\x99\xB2\xB5\x0A\x3F\x53\x44\x60\x13\x9D\xDF\x3A\x73\x58\x33\x55\xDA\x3C\xE6\x83\xD1\xF9\x85\x3D\x24\xF6\x73\x8C\x73\x6F\xEC\x0F\x57\x2F\x47\xBA\xB4\x5A\x1C\x64\xE2\x35'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test68(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9E6C6920), ('P4rIngress.bitmap_seq.seq', 0x381C0000)], 4565)
        self.setRegisterValue('P4rIngress.rounds', 0x381C0000, 4565)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0x6F)], 4565)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4565)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x47EBF3F4), ('P4rIngress.values_v0000.hi', 0x749A9945)], 4565)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5476CF14), ('P4rIngress.values_v0001.hi', 0x450A9106)], 4565)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x54624D2F), ('P4rIngress.values_v0010.hi', 0x4EB3B00D)], 4565)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x53CAEDEB), ('P4rIngress.values_v0011.hi', 0x3F6D9479)], 4565)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x75684061), ('P4rIngress.values_v0100.hi', 0x74BD6CB1)], 4565)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x611A2CB0), ('P4rIngress.values_v0101.hi', 0x54DEAEFD)], 4565)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x626DB495), ('P4rIngress.values_v0110.hi', 0xC061F42E)], 4565)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7AB8BA0B), ('P4rIngress.values_v0111.hi', 0x45D44EAB)], 4565)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x5B77516E), ('P4rIngress.values_v1000.hi', 0x97B41E42)], 4565)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x461C8DC1), ('P4rIngress.values_v1001.hi', 0x34A22BE7)], 4565)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x662316A5), ('P4rIngress.values_v1010.hi', 0xC36873DC)], 4565)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x4217674B), ('P4rIngress.values_v1011.hi', 0x75AB3F0E)], 4565)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x42B0791A), ('P4rIngress.values_v1100.hi', 0xA51DEB79)], 4565)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7238F1A6), ('P4rIngress.values_v1101.hi', 0x8795E7ED)], 4565)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x72916AD2), ('P4rIngress.values_v1110.hi', 0x42D43D9C)], 4565)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x76AD2753), ('P4rIngress.values_v1111.hi', 0xBB053ECD)], 4565)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9B3C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AAC),
                gc.DataTuple('slot_count', 0x00000ABC),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB6973F7C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xB4BE1463),
                gc.KeyTuple('src_port', 0xE8EB),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9B3C),
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
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB4\xBE\x14\x63\x00\x00\x00\x00\xE8\xEB\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9B\x3C\x00\x10\xB6\x97\x3F\x7C\x07\x29\x00\xC6\x38\x1C\x00\x00\x00\x20\x00\x00\x46\xAB\x16\x0C\x96\xFB\x5C\xEF\x73\x28\x0D\xDF\x71\x36\x84\xE6\x46\xBC\x0F\x6F\x59\xA2\xDE\xAF\x46\xE6\x69\x6E\x53\xB7\x04\x7B\x6B\x66\xA0\xD2\x27\xC9\x20\xD3\x6E\x08\x28\x75\x05\xC6\xEE\x63\x4D\x8E\x35\xD7\x72\xFD\x9E\xDA\x63\x61\xC2\x8E\x72\x95\xB5\x69\x79\xB1\xEB\x09\x97\x94\x21\x94\x44\x90\xF7\x6B\x62\xF4\x2A\xB7\x7D\xB9\xA9\xF3\x8E\xB1\xBA\x87\x4E\xB2\xAA\x35\x73\xA1\x21\x1C\x5B\xA9\x0F\x40\xAC\xDD\xB0\x5A\x6B\x86\xDF\x29\xE3\xE5\xBC\xEB\x73\xDF\x5E\x7B\x5F\x94\x51\x0B\x59\x86\x57\x7A\x0F\xCF\xE2\x29\xFD\x4C\x53\xA0\x40\x0E\x64\x99\x05\x27\x3A\x36\x7F\xA9\xC6\x62\xD2\x1F\x27\x64\xE6\x9F\x89\x5C\xF7\xB1\x6F\xDF\xD0\xDF\xA3\x6A\x77\xFF\xB7\xD5\x0E\x65\x2F\x26\x46\x49\xB9\x5C\x3C\x40\x7C\xA8\xC5\x7A\x2E\x7C\x8B\x02\x04\xC8\x47\x50\xF9\x0D\x61\xB9\x2C\x12\xD8\x58\x92\xB4\x80\xB4\x87\x25\xAF\xAC\x66\x8D\xE0\xF5\x34\x1C\x88\x7D\xD9\x17\x5F\x2A\xAB\x8B\x0A\xDA\x32\xF9\xEA\x68\x63\x2A\x0F\x2C\x68\x58\x20\x57\x9F\xE7\x55\x2A\x3D\x2E\x9C\x6F\x1C\x17\x98\x22\x4B\x24\x9F\x40\xC0\x08\x24\x85'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB4\xBE\x14\x63\xBE\xEF\xE8\xEB\x00\xA0\x00\x00\x50\x34\x02\x82\x9B\x3C\x00\x10\xB6\x97\x3F\x7C\x07\x29\x00\xC6\x38\x1C\x00\x00\x00\x20\x00\x10\x7F\xFF\xFF\xFF\x96\xFB\x5C\xEF\x7F\xFF\xFF\xFF\x71\x36\x84\xE6\x7F\xFF\xFF\xFF\x59\xA2\xDE\xAF\x7F\xFF\xFF\xFF\x53\xB7\x04\x7B\x7F\xFF\xFF\xFF\x27\xC9\x20\xD3\x7F\xFF\xFF\xFF\x05\xC6\xEE\x63\x7F\xFF\xFF\xFF\x72\xFD\x9E\xDA\x7F\xFF\xFF\xFF\x72\x95\xB5\x69\x7F\xFF\xFF\xFF\x97\x94\x21\x94\x7F\xFF\xFF\xFF\x62\xF4\x2A\xB7\x7F\xFF\xFF\xFF\x8E\xB1\xBA\x87\x7F\xFF\xFF\xFF\x73\xA1\x21\x1C\x7F\xFF\xFF\xFF\xAC\xDD\xB0\x5A\x7F\xFF\xFF\xFF\xE3\xE5\xBC\xEB\x7F\xFF\xFF\xFF\x5F\x94\x51\x0B\x7F\xFF\xFF\xFF\x0F\xCF\xE2\x29\xFD\x4C\x53\xA0\x40\x0E\x64\x99\x05\x27\x3A\x36\x7F\xA9\xC6\x62\xD2\x1F\x27\x64\xE6\x9F\x89\x5C\xF7\xB1\x6F\xDF\xD0\xDF\xA3\x6A\x77\xFF\xB7\xD5\x0E\x65\x2F\x26\x46\x49\xB9\x5C\x3C\x40\x7C\xA8\xC5\x7A\x2E\x7C\x8B\x02\x04\xC8\x47\x50\xF9\x0D\x61\xB9\x2C\x12\xD8\x58\x92\xB4\x80\xB4\x87\x25\xAF\xAC\x66\x8D\xE0\xF5\x34\x1C\x88\x7D\xD9\x17\x5F\x2A\xAB\x8B\x0A\xDA\x32\xF9\xEA\x68\x63\x2A\x0F\x2C\x68\x58\x20\x57\x9F\xE7\x55\x2A\x3D\x2E\x9C\x6F\x1C\x17\x98\x22\x4B\x24\x9F\x40\xC0\x08\x24\x85'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test69(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xBB4464C7), ('P4rIngress.bitmap_seq.seq', 0x1276B936)], 3921)
        self.setRegisterValue('P4rIngress.rounds', 0x1276B936, 3921)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x04), ('P4rIngress.count_exp.exponent', 0x89)], 3921)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3921)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x4FB86334), ('P4rIngress.values_v0000.hi', 0xF2A4DBF7)], 3921)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7D9D2989), ('P4rIngress.values_v0001.hi', 0x461F7ACF)], 3921)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x521E4234), ('P4rIngress.values_v0010.hi', 0x4A29E6A0)], 3921)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x5BB0BD96), ('P4rIngress.values_v0011.hi', 0x40FC47DC)], 3921)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x76479640), ('P4rIngress.values_v0100.hi', 0x486496DF)], 3921)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x6834A913), ('P4rIngress.values_v0101.hi', 0xF3CE745F)], 3921)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x64D31C2B), ('P4rIngress.values_v0110.hi', 0x9AA5FBCE)], 3921)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x465A2DD6), ('P4rIngress.values_v0111.hi', 0x6722A199)], 3921)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x7D67C337), ('P4rIngress.values_v1000.hi', 0x56CA8AA3)], 3921)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x64A70BAB), ('P4rIngress.values_v1001.hi', 0x7CDC065C)], 3921)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6F2A4E82), ('P4rIngress.values_v1010.hi', 0x826D3CC8)], 3921)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7AE458CE), ('P4rIngress.values_v1011.hi', 0x9884EB93)], 3921)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x734F9270), ('P4rIngress.values_v1100.hi', 0x2258BAB7)], 3921)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x65310D44), ('P4rIngress.values_v1101.hi', 0x28B7C6FF)], 3921)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5402F70D), ('P4rIngress.values_v1110.hi', 0x416899F7)], 3921)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x5C9609EC), ('P4rIngress.values_v1111.hi', 0x349CF718)], 3921)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF1BB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000CFF),
                gc.DataTuple('slot_count', 0x0000050A),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0A75497B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x013),
                gc.KeyTuple('src_addr', 0xA0B8F9D3),
                gc.KeyTuple('src_port', 0x3522),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF1BB),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x036D),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA0\xB8\xF9\xD3\x00\x00\x00\x00\x35\x22\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF1\xBB\x00\x10\x0A\x75\x49\x7B\x02\x52\x04\xA9\x12\x76\xB9\x36\x00\x20\x00\x00\x7B\x10\x65\x5D\x71\x9C\x7B\x4F\x5D\xCC\x2A\xAB\x76\xA5\x7B\x90\x45\x6D\x9D\x37\x41\x4C\xB6\xCA\x6B\x9B\x8D\x57\x74\x67\x32\x4D\x6D\x6A\xCD\x4C\x56\x8C\xD9\x15\x63\xB2\x3B\x10\xEC\xE6\x9F\x4D\x70\x63\xE3\x2B\xB4\xF6\x87\x62\x61\xD2\x7A\x65\x72\x7D\xED\xC9\x50\xEB\xAD\x76\x56\x4B\x9B\x9C\x6A\xBB\x1B\xCE\x57\xAA\xB3\x84\x63\x0E\xE7\x57\x96\x3F\x7C\xDD\x7C\xF4\x0D\x4A\xAA\x8E\x88\xD9\x74\x7D\x37\x29\x4D\x6B\xB9\x8D\x4D\xED\xF9\xCB\x3F\x17\xDA\x97\x4C\xCE\x83\xA1\x5E\xE7\x40\x93\x4D\x11\xB5\x75\x4E\xFA\xF5\x1E\x30\x6B\x8A\x51\x9B\x75\x7D\x3F\x25\x75\x5D\xE7\x29\x90\x5C\xCA\x86\xF5\x93\xF1\x9F\xDF\x92\x9B\xB3\x2A\xB0\xE9\x7B\xA9\xBF\xDB\x76\x20'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA0\xB8\xF9\xD3\xBE\xEF\x35\x22\x00\xA0\x00\x00\x50\x34\x02\x82\xF1\xBB\x00\x10\x0A\x75\x49\x7B\x02\x52\x00\xA9\x12\x76\xB9\x36\x00\x20\x00\x05\x7F\xFF\xFF\xFF\x71\x9C\x7B\x4F\x7F\xFF\xFF\xFF\x76\xA5\x7B\x90\x7F\xFF\xFF\xFF\x41\x4C\xB6\xCA\x7F\xFF\xFF\xFF\x74\x67\x32\x4D\x7F\xFF\xFF\xFF\x56\x8C\xD9\x15\x7F\xFF\xFF\xFF\xEC\xE6\x9F\x4D\x7F\xFF\xFF\xFF\xB4\xF6\x87\x62\x7F\xFF\xFF\xFF\x72\x7D\xED\xC9\x7F\xFF\xFF\xFF\x56\x4B\x9B\x9C\x7F\xFF\xFF\xFF\x57\xAA\xB3\x84\x7F\xFF\xFF\xFF\x96\x3F\x7C\xDD\x7F\xFF\xFF\xFF\xAA\x8E\x88\xD9\x7F\xFF\xFF\xFF\x4D\x6B\xB9\x8D\x7F\xFF\xFF\xFF\x3F\x17\xDA\x97\x7F\xFF\xFF\xFF\x5E\xE7\x40\x93\x7F\xFF\xFF\xFF\x4E\xFA\xF5\x1E\x30\x6B\x8A\x51\x9B\x75\x7D\x3F\x25\x75\x5D\xE7\x29\x90\x5C\xCA\x86\xF5\x93\xF1\x9F\xDF\x92\x9B\xB3\x2A\xB0\xE9\x7B\xA9\xBF\xDB\x76\x20'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test70(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x456065CC), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 4324)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 4324)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x13), ('P4rIngress.count_exp.exponent', 0x3B)], 4324)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4324)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5D69B32B), ('P4rIngress.values_v0000.hi', 0xE7F613DF)], 4324)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x469CB75C), ('P4rIngress.values_v0001.hi', 0x3B9E5DA1)], 4324)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4F9543A5), ('P4rIngress.values_v0010.hi', 0x633F9169)], 4324)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x74746FD5), ('P4rIngress.values_v0011.hi', 0x5EF2C6AF)], 4324)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5C4D9127), ('P4rIngress.values_v0100.hi', 0x27EBAEDC)], 4324)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4412FD61), ('P4rIngress.values_v0101.hi', 0x8BDE3D19)], 4324)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x77D3AEFE), ('P4rIngress.values_v0110.hi', 0x5AEF4DD1)], 4324)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7EB0CA92), ('P4rIngress.values_v0111.hi', 0x47455CD1)], 4324)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x53B94B7A), ('P4rIngress.values_v1000.hi', 0xB09DBC34)], 4324)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5C1E62CD), ('P4rIngress.values_v1001.hi', 0x7EBBA997)], 4324)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x404A738D), ('P4rIngress.values_v1010.hi', 0x9B77BA15)], 4324)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x59C48FB9), ('P4rIngress.values_v1011.hi', 0x4A62E9A1)], 4324)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6D3A262D), ('P4rIngress.values_v1100.hi', 0xA2E0BEA9)], 4324)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x52561B15), ('P4rIngress.values_v1101.hi', 0x83CBBD92)], 4324)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7495D7F5), ('P4rIngress.values_v1110.hi', 0x6FD646A3)], 4324)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6E3367A4), ('P4rIngress.values_v1111.hi', 0x931D40BF)], 4324)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x965A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FA8),
                gc.DataTuple('slot_count', 0x0000013D),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3F52F980),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x007),
                gc.KeyTuple('src_addr', 0x25E78811),
                gc.KeyTuple('src_port', 0x663A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x965A),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01F4),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x25\xE7\x88\x11\x00\x00\x00\x00\x66\x3A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x96\x5A\x00\x10\x3F\x52\xF9\x80\x01\x3C\x06\xD7\x00\x00\x00\x00\x00\x20\x00\x00\x6D\x0D\xAB\xE9\xEB\x96\xFC\xB9\x6F\xB9\xA7\x17\x5A\x2D\x3D\x3B\x51\x48\xB3\x17\x58\xD9\x1F\x4D\x73\x3D\x8E\x47\x5C\xBA\x97\x05\x4E\xF3\x39\x9F\x75\x12\x5B\xB3\x6C\x9B\xF5\x7E\x6C\x2F\xAD\x8F\x56\xE7\xBA\xE7\x9A\x35\x3C\xAF\x70\x92\x43\xD9\x6F\x6C\x5F\x2D\x58\xA1\x3C\xA6\xB6\x2C\x9D\x76\x72\x23\x6A\x0D\x67\x38\x31\x41\x78\xDF\x3A\x36\xC5\x6F\x09\xC3\x5E\xEF\xEE\xD0\x54\x3A\x08\xD0\x73\x3D\xCD\xE4\xBE\xFD\x29\x43\x6E\xC4\x6B\x56\xAE\x9A\xA0\xDA\x73\x9B\x33\xF7\x29\x01\xE0\xD1\x49\x2A\x35\xE1\xB8\xB1\xF7\xBE\x6E\x51\xAB\x1D\xC1\x11\x9D\x5A\x47\x6B\xCC\x3B\x70\xC0\xB6\x70\xD6\x0D\x43\x12\xB4\xA0\xEA\xEF\x8D\x80\xD2\x67\xB7\x72\x50\x70\x83\x8A\xF0\x2B\xD2\x38\xA7\x42\x3C\x43\xDA\x04\x7F\x60\x61\x2C\x5F\xCC\x32\x49\x37\x9B\xB6\xAF\x37\x54\x58\xDC\xF0\xDA\x21\x95\x5A\x0F\xD5\x0F\x3E\x2D\x49\x78\xDA\x5A\xCE\x24\xFF\xA4\x30\x9E\x56\xD9\xE6\x9F\x3D\x29\x33\xF9\x13\x2D\xAF\x35\xA9\xC4\xA5\x56\xAA\x42\x61\x9E\x70\xB9\xFA\xD5\xDA\x04\xB0\x26\xBB\x96\xCE\x02\x25\x95\x69\x1A\x93\xD6\x6D\xFE\x3F\xD9\x1A\xD3\x4B\x01\xE8\xC0\xA5\x3D\xB3\x6D\x8E\x1A\x2A\x89\xA0\xE3\x24\xFA\x07\x7E\x60\xB8\x14\x32\xB4\x10\x86\xD6\xD9\xD7\xD0\xB8\x38\xA6\x46\x43\xEF\x76\x9C\xF4\x79\x6B\x76\x68\x4D\xE5\x59\xC5\xE8\x0B\x07\xAB\x92\xDB\xA5\x39\x6D\x9F\x64\xC1\xE1\xFC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x25\xE7\x88\x11\xBE\xEF\x66\x3A\x00\xA0\x00\x00\x50\x34\x02\x82\x96\x5A\x00\x10\x3F\x52\xF9\x80\x01\x3C\x00\xD7\x00\x00\x00\x00\x00\x20\x00\x14\x7F\xFF\xFF\xFF\xEB\x96\xFC\xB9\x7F\xFF\xFF\xFF\x5A\x2D\x3D\x3B\x7F\xFF\xFF\xFF\x58\xD9\x1F\x4D\x7F\xFF\xFF\xFF\x5C\xBA\x97\x05\x7F\xFF\xFF\xFF\x75\x12\x5B\xB3\x7F\xFF\xFF\xFF\x6C\x2F\xAD\x8F\x7F\xFF\xFF\xFF\x9A\x35\x3C\xAF\x7F\xFF\xFF\xFF\x6F\x6C\x5F\x2D\x7F\xFF\xFF\xFF\xB6\x2C\x9D\x76\x7F\xFF\xFF\xFF\x67\x38\x31\x41\x7F\xFF\xFF\xFF\xC5\x6F\x09\xC3\x7F\xFF\xFF\xFF\x54\x3A\x08\xD0\x7F\xFF\xFF\xFF\xBE\xFD\x29\x43\x7F\xFF\xFF\xFF\xAE\x9A\xA0\xDA\x7F\xFF\xFF\xFF\x29\x01\xE0\xD1\x7F\xFF\xFF\xFF\xB8\xB1\xF7\xBE\x6E\x51\xAB\x1D\xC1\x11\x9D\x5A\x47\x6B\xCC\x3B\x70\xC0\xB6\x70\xD6\x0D\x43\x12\xB4\xA0\xEA\xEF\x8D\x80\xD2\x67\xB7\x72\x50\x70\x83\x8A\xF0\x2B\xD2\x38\xA7\x42\x3C\x43\xDA\x04\x7F\x60\x61\x2C\x5F\xCC\x32\x49\x37\x9B\xB6\xAF\x37\x54\x58\xDC\xF0\xDA\x21\x95\x5A\x0F\xD5\x0F\x3E\x2D\x49\x78\xDA\x5A\xCE\x24\xFF\xA4\x30\x9E\x56\xD9\xE6\x9F\x3D\x29\x33\xF9\x13\x2D\xAF\x35\xA9\xC4\xA5\x56\xAA\x42\x61\x9E\x70\xB9\xFA\xD5\xDA\x04\xB0\x26\xBB\x96\xCE\x02\x25\x95\x69\x1A\x93\xD6\x6D\xFE\x3F\xD9\x1A\xD3\x4B\x01\xE8\xC0\xA5\x3D\xB3\x6D\x8E\x1A\x2A\x89\xA0\xE3\x24\xFA\x07\x7E\x60\xB8\x14\x32\xB4\x10\x86\xD6\xD9\xD7\xD0\xB8\x38\xA6\x46\x43\xEF\x76\x9C\xF4\x79\x6B\x76\x68\x4D\xE5\x59\xC5\xE8\x0B\x07\xAB\x92\xDB\xA5\x39\x6D\x9F\x64\xC1\xE1\xFC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test71(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xBA7031E0), ('P4rIngress.bitmap_seq.seq', 0xD0AE12EB)], 5253)
        self.setRegisterValue('P4rIngress.rounds', 0xD0AE12EB, 5253)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xB3)], 5253)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5253)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x78D77FC8), ('P4rIngress.values_v0000.hi', 0x9B7E3FDE)], 5253)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x47A764C7), ('P4rIngress.values_v0001.hi', 0xAC9A7166)], 5253)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x71D8E83F), ('P4rIngress.values_v0010.hi', 0x66A349DD)], 5253)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x54E6B1DC), ('P4rIngress.values_v0011.hi', 0x43DE9729)], 5253)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x76A5B45D), ('P4rIngress.values_v0100.hi', 0x5021A4B2)], 5253)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x6C90053B), ('P4rIngress.values_v0101.hi', 0x7B41BC6B)], 5253)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x4FCDC28B), ('P4rIngress.values_v0110.hi', 0x4213D14A)], 5253)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x60C323FD), ('P4rIngress.values_v0111.hi', 0x62E3DF05)], 5253)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6729B879), ('P4rIngress.values_v1000.hi', 0xE0C3AF0F)], 5253)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x4B6ED525), ('P4rIngress.values_v1001.hi', 0xA4CD513F)], 5253)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4ADA0635), ('P4rIngress.values_v1010.hi', 0x9F221706)], 5253)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x74EA5AC1), ('P4rIngress.values_v1011.hi', 0x8DF1F0E7)], 5253)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x49644C98), ('P4rIngress.values_v1100.hi', 0x7D21EB7A)], 5253)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x743D8426), ('P4rIngress.values_v1101.hi', 0x2B2DA665)], 5253)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x73AEB30A), ('P4rIngress.values_v1110.hi', 0x70EEA665)], 5253)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4846F3D0), ('P4rIngress.values_v1111.hi', 0x60D3D0ED)], 5253)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF191),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000485),
                gc.DataTuple('slot_count', 0x00001453),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3B3E66C0),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x028),
                gc.KeyTuple('src_addr', 0x2E2FA8E7),
                gc.KeyTuple('src_port', 0xA276),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF191),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0236),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2E\x2F\xA8\xE7\x00\x00\x00\x00\xA2\x76\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF1\x91\x00\x10\x3B\x3E\x66\xC0\x10\x00\x04\xC9\xD0\xAE\x12\xEB\x00\x20\x00\x00\x56\x84\x69\xE8\xCB\x23\x65\x5D\x4D\xE5\x7B\x6F\xBD\xB0\x9C\x60\x71\x0B\xE6\x6F\x46\xC1\xFB\xF7\x71\x94\x2E\x0B\x69\x0E\xCD\x1B\x55\x37\x2D\x75\x5C\xA2\x89\xCC\x76\x68\xBD\x65\xF9\xA4\xF4\xAB\x41\x9A\x2C\x2A\x40\x92\x27\xF1\x7D\xC8\x6E\xF2\x4E\xB7\xD9\xA5\x47\x6A\xC5\x7A\x8A\x76\x32\x32\x4D\x18\x2F\xBB\xA8\xAB\x5B\x59\x47\xD0\x8B\xB0\x5F\x9F\x41\x02\x50\x64\xBB\xDC\xE5\x04\x95\xBA\x42\xB7\x15\x3C\x33\x7D\x51\x69\x76\xB2\x1C\x49\x59\x56\xA2\xE5\x4D\x9E\x98\x4A\x5B\x4A\x26\xCB\x5F\x54\xE9\x36\x37\x5A\xA2\xC4\xB9\x57\x28\x07\x01\xE9\xAD\xD0\x92\x6C\x0C\x30\x3A\xD1\x44\x8A\x68\x41\x57\x46\x8C\xB7\x4F\x6A\xDB\x45\xBE\x30\x16\x4A\xA4\x2C\x66\x6B\x53\xD8\x9D\xC2\x3E\x22\x54\xC3\x33\x9B\xD6\x44\x53\x93\x21\x65\xCF\x28\xD1\x7B\xEE\xA2\x22\x12\x93\x2F\x3F\xF8\x5D\x0C\x52\x7B\x5D\xE2\x25\xAF\x6D\xEF\xCC\xB2\x4D\x5B\xC4\x45\x35\x89\xAD\xE8\x9D\xA0\x36\xE5\x63\xA9\xEC\x71\x8B\x0C\xCC\x80\xC2\x25\xAB\x40\x8C\x06\x1D\x61\xAD\xA7\x1C\xEA\xDE\xC9\x39\x8C\x4B\x37\x77\x8F\xAB\x4D\xEC\xFD\x35\x00\x93\xD9\x01\x3F\x4B\x68\x4F\xEB\x3B\xA5\x48\xB3\x1F\xFC\xE6\xC5\x19\xDD\x25\x91\x3C\x6D\x18\x1E\xD6\x13\x07\x9F\xDA\xF8\x6F\x78\x7E\x4A\x9B\x45\xE7\xFF\xEE\x9F\x09\x21\x8B\xA3\xFF\x85\xF4\xEC\x4F\xF1\xBB\x2B\xD5\x7A\x71\xD0\x10\xA7\x1C\x4D\x7E\x1E\xCA\x8A\x8D\xD9\xE5\x27\xBE\xA9\xCE\xA6\x55\xA5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2E\x2F\xA8\xE7\xBE\xEF\xA2\x76\x00\xA0\x00\x00\x50\x34\x02\x82\xF1\x91\x00\x10\x3B\x3E\x66\xC0\x10\x00\x00\xC9\xD0\xAE\x12\xEB\x00\x20\x00\x01\x7F\xFF\xFF\xFF\xCB\x23\x65\x5D\x7F\xFF\xFF\xFF\xBD\xB0\x9C\x60\x7F\xFF\xFF\xFF\x46\xC1\xFB\xF7\x7F\xFF\xFF\xFF\x69\x0E\xCD\x1B\x7F\xFF\xFF\xFF\x5C\xA2\x89\xCC\x7F\xFF\xFF\xFF\xF9\xA4\xF4\xAB\x7F\xFF\xFF\xFF\x40\x92\x27\xF1\x7F\xFF\xFF\xFF\x4E\xB7\xD9\xA5\x7F\xFF\xFF\xFF\x8A\x76\x32\x32\x7F\xFF\xFF\xFF\xA8\xAB\x5B\x59\x7F\xFF\xFF\xFF\x5F\x9F\x41\x02\x7F\xFF\xFF\xFF\xE5\x04\x95\xBA\x7F\xFF\xFF\xFF\x33\x7D\x51\x69\x7F\xFF\xFF\xFF\x59\x56\xA2\xE5\x7F\xFF\xFF\xFF\x5B\x4A\x26\xCB\x7F\xFF\xFF\xFF\x37\x5A\xA2\xC4\xB9\x57\x28\x07\x01\xE9\xAD\xD0\x92\x6C\x0C\x30\x3A\xD1\x44\x8A\x68\x41\x57\x46\x8C\xB7\x4F\x6A\xDB\x45\xBE\x30\x16\x4A\xA4\x2C\x66\x6B\x53\xD8\x9D\xC2\x3E\x22\x54\xC3\x33\x9B\xD6\x44\x53\x93\x21\x65\xCF\x28\xD1\x7B\xEE\xA2\x22\x12\x93\x2F\x3F\xF8\x5D\x0C\x52\x7B\x5D\xE2\x25\xAF\x6D\xEF\xCC\xB2\x4D\x5B\xC4\x45\x35\x89\xAD\xE8\x9D\xA0\x36\xE5\x63\xA9\xEC\x71\x8B\x0C\xCC\x80\xC2\x25\xAB\x40\x8C\x06\x1D\x61\xAD\xA7\x1C\xEA\xDE\xC9\x39\x8C\x4B\x37\x77\x8F\xAB\x4D\xEC\xFD\x35\x00\x93\xD9\x01\x3F\x4B\x68\x4F\xEB\x3B\xA5\x48\xB3\x1F\xFC\xE6\xC5\x19\xDD\x25\x91\x3C\x6D\x18\x1E\xD6\x13\x07\x9F\xDA\xF8\x6F\x78\x7E\x4A\x9B\x45\xE7\xFF\xEE\x9F\x09\x21\x8B\xA3\xFF\x85\xF4\xEC\x4F\xF1\xBB\x2B\xD5\x7A\x71\xD0\x10\xA7\x1C\x4D\x7E\x1E\xCA\x8A\x8D\xD9\xE5\x27\xBE\xA9\xCE\xA6\x55\xA5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test72(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0069B2BD), ('P4rIngress.bitmap_seq.seq', 0x80E582B0)], 5672)
        self.setRegisterValue('P4rIngress.rounds', 0x80E582B0, 5672)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x09), ('P4rIngress.count_exp.exponent', 0xB6)], 5672)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5672)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7987F497), ('P4rIngress.values_v0000.hi', 0xD8DBBB5F)], 5672)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7ABF7ABB), ('P4rIngress.values_v0001.hi', 0xD6AB41D9)], 5672)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6FE24719), ('P4rIngress.values_v0010.hi', 0xA42AA2BB)], 5672)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x4C4BBF6C), ('P4rIngress.values_v0011.hi', 0x00000000)], 5672)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4F85CC54), ('P4rIngress.values_v0100.hi', 0xB33BD291)], 5672)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x66C7AC54), ('P4rIngress.values_v0101.hi', 0x00000000)], 5672)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7D631FCB), ('P4rIngress.values_v0110.hi', 0x975A16C7)], 5672)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6D56385D), ('P4rIngress.values_v0111.hi', 0x14879EB6)], 5672)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x418669DD), ('P4rIngress.values_v1000.hi', 0xD58AC697)], 5672)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5CE234BC), ('P4rIngress.values_v1001.hi', 0x503DE218)], 5672)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x76845D16), ('P4rIngress.values_v1010.hi', 0x76556F9B)], 5672)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x54455899), ('P4rIngress.values_v1011.hi', 0x35E74B17)], 5672)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x599D9AA8), ('P4rIngress.values_v1100.hi', 0xCD0CD990)], 5672)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x70B3F3FB), ('P4rIngress.values_v1101.hi', 0xA1AF1C4B)], 5672)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x76C713D5), ('P4rIngress.values_v1110.hi', 0x959EAC55)], 5672)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x7D8015BD), ('P4rIngress.values_v1111.hi', 0x82E38749)], 5672)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF8E0),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000013BF),
                gc.DataTuple('slot_count', 0x000006CD),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x28C1CB76),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x016),
                gc.KeyTuple('src_addr', 0x66FD38B3),
                gc.KeyTuple('src_port', 0x92F3),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF8E0),
                gc.DataTuple('rank', 0x0012),
                gc.DataTuple('worker_index', 0x0356),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x66\xFD\x38\xB3\x00\x00\x00\x00\x92\xF3\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF8\xE0\x00\x12\x28\xC1\xCB\x76\x02\x69\x04\xC4\x80\xE5\x82\xB0\x00\x20\x00\x00\x5B\x02\x2F\x2B\x82\x6D\x69\x2E\x4A\x3B\x3C\x91\x96\x6B\x28\x23\x72\x38\x9E\x82\xDB\x0A\xB6\x31\x7E\x1B\x19\x66\x00\x00\x00\x00\x70\xEB\x2D\x34\xB9\x24\x76\x87\x45\xCD\x90\xEB\x00\x00\x00\x00\x70\xDE\xC6\x8A\x88\xDE\xCE\x06\x65\x64\xC3\xD8\x95\xB4\x9B\x9F\x65\x04\x1A\x6C\x9D\xB1\x68\xA3\x44\x22\xF6\xF1\xD2\xFC\x4C\xFE\x5C\x56\x58\x6B\x67\x51\x01\xBF\x71\x8B\x4B\x55\x53\x2E\x41\xF1\x46\x5F\x13\xB8\x98\x39\xD3\xFF\x6C\x25\x92\xC1\xA5\xFA\xB8\x0B\x5D\x19\x58\x4F\xB9\x8F\x2B\xCE\x41\x32\xF9\x63\x6E\x5A\xCF\xAB\x5E\x5B\x0D\xDD\x95\xCB\xBA\x26\x48\x4D\x34\x00\xBC\x42\x84\xB7\xC0\xDD\x84\x3A\x7A\x0F\xCA\xA7\x4E\xA2\x16\x98\x0A\x39\x58\xF5\xE7\x0C\xA2\xDE\x7B\x84\x76\x8A\xE1\x56\x18\xA6\x46\x15\xA5\xCE\xA2\x97\x8C\xB8\x68\x5D\x4C\x32'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x66\xFD\x38\xB3\xBE\xEF\x92\xF3\x00\xA0\x00\x00\x50\x34\x02\x82\xF8\xE0\x00\x12\x28\xC1\xCB\x76\x02\x69\x00\xC4\x80\xE5\x82\xB0\x00\x20\x00\x0A\x7F\xFF\xFF\xFF\x82\x6D\x69\x2E\x7F\xFF\xFF\xFF\x96\x6B\x28\x23\x7F\xFF\xFF\xFF\xDB\x0A\xB6\x31\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\xB9\x24\x76\x87\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x88\xDE\xCE\x06\x7F\xFF\xFF\xFF\x95\xB4\x9B\x9F\x7F\xFF\xFF\xFF\x9D\xB1\x68\xA3\x7F\xFF\xFF\xFF\xD2\xFC\x4C\xFE\x7F\xFF\xFF\xFF\x67\x51\x01\xBF\x7F\xFF\xFF\xFF\x53\x2E\x41\xF1\x7F\xFF\xFF\xFF\x98\x39\xD3\xFF\x7F\xFF\xFF\xFF\xA5\xFA\xB8\x0B\x7F\xFF\xFF\xFF\xB9\x8F\x2B\xCE\x7F\xFF\xFF\xFF\x6E\x5A\xCF\xAB\x5E\x5B\x0D\xDD\x95\xCB\xBA\x26\x48\x4D\x34\x00\xBC\x42\x84\xB7\xC0\xDD\x84\x3A\x7A\x0F\xCA\xA7\x4E\xA2\x16\x98\x0A\x39\x58\xF5\xE7\x0C\xA2\xDE\x7B\x84\x76\x8A\xE1\x56\x18\xA6\x46\x15\xA5\xCE\xA2\x97\x8C\xB8\x68\x5D\x4C\x32'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test73(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6D460720), ('P4rIngress.bitmap_seq.seq', 0x4F1E88D8)], 5841)
        self.setRegisterValue('P4rIngress.rounds', 0x4F1E88D8, 5841)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x16), ('P4rIngress.count_exp.exponent', 0x3E)], 5841)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5841)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6B746FC5), ('P4rIngress.values_v0000.hi', 0x56DC5AEB)], 5841)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7A4767F3), ('P4rIngress.values_v0001.hi', 0xDBBA11EB)], 5841)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x49C99ED5), ('P4rIngress.values_v0010.hi', 0x2AAE7CCA)], 5841)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6AB62ECF), ('P4rIngress.values_v0011.hi', 0x3B5BCA92)], 5841)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5050E9B8), ('P4rIngress.values_v0100.hi', 0xFF05172B)], 5841)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x7FF6475A), ('P4rIngress.values_v0101.hi', 0xD6FE9AE3)], 5841)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x6EB7DB63), ('P4rIngress.values_v0110.hi', 0xCDA09D58)], 5841)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7AD1DCDD), ('P4rIngress.values_v0111.hi', 0x2AB2A675)], 5841)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x48D48EC1), ('P4rIngress.values_v1000.hi', 0x00000000)], 5841)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5D2996B1), ('P4rIngress.values_v1001.hi', 0x457CDED5)], 5841)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5CE8EC03), ('P4rIngress.values_v1010.hi', 0xA4FBC262)], 5841)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x4AE518ED), ('P4rIngress.values_v1011.hi', 0x6814EECF)], 5841)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x513EB6E3), ('P4rIngress.values_v1100.hi', 0x87B90347)], 5841)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x4E556F6A), ('P4rIngress.values_v1101.hi', 0xC4F460AA)], 5841)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x736C0D98), ('P4rIngress.values_v1110.hi', 0x24342198)], 5841)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x43A365FF), ('P4rIngress.values_v1111.hi', 0x5266138B)], 5841)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB0E9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A58),
                gc.DataTuple('slot_count', 0x00000CFA),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4D362F5A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01D),
                gc.KeyTuple('src_addr', 0x1A2F3601),
                gc.KeyTuple('src_port', 0x17A5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB0E9),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0026),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1A\x2F\x36\x01\x00\x00\x00\x00\x17\xA5\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB0\xE9\x00\x10\x4D\x36\x2F\x5A\x0C\x79\x04\x79\x4F\x1E\x88\xD8\x00\x20\x00\x00\x7E\x63\xE2\x74\xF1\x23\xD1\xA1\x74\x6A\x22\xCF\x98\xB4\x19\x31\x67\x06\xDA\xF9\x6C\x9B\x29\x20\x76\xCE\x76\x8B\xBA\xC8\x5A\xAE\x77\x42\xFB\x56\x69\x19\xCB\x97\x45\xE6\xF4\x63\x99\xAA\xFB\xD9\x76\xA9\x86\x2B\x62\xBA\xF1\x8B\x66\xD6\xEA\xD5\x77\xDD\x35\x7D\x79\xD6\x1B\xF7\x00\x00\x00\x00\x4D\xBE\xC8\x95\x78\xBA\x28\x5D\x61\x2F\x24\x7F\xAD\x3F\x38\xCF\x51\x56\xD3\x08\x31\x5E\x84\x50\x7C\xC4\xFB\x3C\xB7\x8D\x02\x6F\x79\x96\x59\xCE\xAF\x86\xA0\x9A\x76\x47\x6D\x97\x6D\xE7\xD1\xDE\x72\x19\x69\x29\x73\x23\xEB\x35\xBD\xFF\xF7\xA0\xC6\x1E\xD9\x94\x43\xEE\x6E\xC1\x2E\xEC\x18\xCE\x59\x70\xDC\x75\x2C\x2C\x67\xD1\x9A\xD4\x29\xBF\x04\x59\xCE\x55\x11\x96\x9C\xEC\x50\x53\x93\x78\xDC\x05\xCE\x81\x05\x07\xDD\x24\x1D\x50\x69\xF6\x88\x5D\x1D\x6B\x23\x7F\xA0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1A\x2F\x36\x01\xBE\xEF\x17\xA5\x00\xA0\x00\x00\x50\x34\x02\x82\xB0\xE9\x00\x10\x4D\x36\x2F\x5A\x0C\x79\x00\x79\x4F\x1E\x88\xD8\x00\x20\x00\x17\x7F\xFF\xFF\xFF\xF1\x23\xD1\xA1\x7F\xFF\xFF\xFF\x98\xB4\x19\x31\x7F\xFF\xFF\xFF\x6C\x9B\x29\x20\x7F\xFF\xFF\xFF\xBA\xC8\x5A\xAE\x7F\xFF\xFF\xFF\x69\x19\xCB\x97\x7F\xFF\xFF\xFF\x99\xAA\xFB\xD9\x7F\xFF\xFF\xFF\x62\xBA\xF1\x8B\x7F\xFF\xFF\xFF\x77\xDD\x35\x7D\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x78\xBA\x28\x5D\x7F\xFF\xFF\xFF\xAD\x3F\x38\xCF\x7F\xFF\xFF\xFF\x31\x5E\x84\x50\x7F\xFF\xFF\xFF\xB7\x8D\x02\x6F\x7F\xFF\xFF\xFF\xAF\x86\xA0\x9A\x7F\xFF\xFF\xFF\x6D\xE7\xD1\xDE\x7F\xFF\xFF\xFF\x73\x23\xEB\x35\xBD\xFF\xF7\xA0\xC6\x1E\xD9\x94\x43\xEE\x6E\xC1\x2E\xEC\x18\xCE\x59\x70\xDC\x75\x2C\x2C\x67\xD1\x9A\xD4\x29\xBF\x04\x59\xCE\x55\x11\x96\x9C\xEC\x50\x53\x93\x78\xDC\x05\xCE\x81\x05\x07\xDD\x24\x1D\x50\x69\xF6\x88\x5D\x1D\x6B\x23\x7F\xA0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test74(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4770F55A), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 3904)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 3904)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x04), ('P4rIngress.count_exp.exponent', 0x72)], 3904)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3904)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6806FBAF), ('P4rIngress.values_v0000.hi', 0x4B1319DF)], 3904)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x44592660), ('P4rIngress.values_v0001.hi', 0xB28D54B3)], 3904)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4AD55623), ('P4rIngress.values_v0010.hi', 0x8945D7E7)], 3904)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x77AA6E0F), ('P4rIngress.values_v0011.hi', 0x5F9EBB93)], 3904)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4CC2DDD3), ('P4rIngress.values_v0100.hi', 0xC54FD993)], 3904)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4CD9E49F), ('P4rIngress.values_v0101.hi', 0x7FD1BF11)], 3904)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x6F5C5168), ('P4rIngress.values_v0110.hi', 0x7FA81839)], 3904)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x543B7B3B), ('P4rIngress.values_v0111.hi', 0x99DF5B33)], 3904)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6FF147E5), ('P4rIngress.values_v1000.hi', 0xADB9A2F9)], 3904)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x48450BDB), ('P4rIngress.values_v1001.hi', 0x4A232A55)], 3904)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x71B09A61), ('P4rIngress.values_v1010.hi', 0xB51DEECB)], 3904)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5D669D90), ('P4rIngress.values_v1011.hi', 0xFB57B69E)], 3904)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x48E13D2B), ('P4rIngress.values_v1100.hi', 0x6CEA9BD5)], 3904)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x73712628), ('P4rIngress.values_v1101.hi', 0x59A5EAB3)], 3904)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6FACB3E9), ('P4rIngress.values_v1110.hi', 0x5317C8C7)], 3904)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4C6FE438), ('P4rIngress.values_v1111.hi', 0x66B2C1DE)], 3904)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6A6A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DB4),
                gc.DataTuple('slot_count', 0x00000534),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x48258524),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x008),
                gc.KeyTuple('src_addr', 0xB91C4ABF),
                gc.KeyTuple('src_port', 0x3538),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6A6A),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0328),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB9\x1C\x4A\xBF\x00\x00\x00\x00\x35\x38\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x6A\x6A\x00\x10\x48\x25\x85\x24\x01\x8C\x02\x79\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x72\x5E\xB2\x4C\x6A\x14\xE8\x8C\x59\xE0\xD5\x2D\xB1\xAF\x4D\x17\x4E\x5E\xD3\xEB\xBC\xF7\x5F\x0F\x7D\x8F\x63\xD5\x2B\xA0\x33\xBE\x5A\xED\x94\x10\x99\xC6\xD3\x37\x49\x51\xF4\xBE\x17\xC5\x04\x37\x75\x8D\x5D\x0C\x30\x08\x51\x77\x56\xF2\x61\x4D\xBA\x7B\xDB\x4A\x52\x95\x1D\x43\xA6\xA1\x3E\xFC\x59\xEE\x2A\x49\x4A\x61\x01\xE2\x7A\xA6\xD6\xE5\x65\x75\x17\xCD\x71\xAD\xFE\xF9\x85\x4B\xB2\xBB\x4D\xD7\x3C\x91\x4C\xE9\xF1\xC0\x51\xD5\xB0\x6D\x56\xB2\x48\x51\x63\x44\x2C\x9D\x7D\xE5\x86\x3A\x58\xD3\x4E\xAD\x4E\x71\x5F\xEF\xDA\xB0\xAA\xC9\xAD\x1D\xAA\xA7\x8F\xC5\x96\x2C\xAA\xE6\xE0\xF2\x92\x15\x45\x05\x30\x43\xE8\xDB\xCD\xFA\x02\x00\xA1\xC6\x6B\xC0\xFD\x90\x4E\x6A\xE3\x22\x5C\x86\xE3\x44\xD7\x6B\x17\xD9\xB5\xC1\xF0\x21\x9F\xD7\x7E\xC0\x31\x21\xFF\xAB\xCD\xDB\xD5\xCA\xFA\xA0\x15\xB3\xD6\x74\xD5\x84\x8C\xEE\x14\x06\xF3\x87\x29\xBB\xF6\xCB\xF7\x82\xE2\x6E\xF8\x63\x2C\x44\xAC\xDF\x7E\xB7\x0B\x5B\x4F\x03\x34\xB2\x4A\x84\xC6\x22\x53\x4E\x29\x07\x13\x86\xC8\x03\x2C\xB6\x5A\x17\x9D\xD6\x1C\x4C\x2E\x85\x8B\x76\xE3\xE4\x88\x14\x8F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB9\x1C\x4A\xBF\xBE\xEF\x35\x38\x00\xA0\x00\x00\x50\x34\x02\x82\x6A\x6A\x00\x10\x48\x25\x85\x24\x01\x8C\x00\x79\xFF\xFF\xFF\xFF\x00\x20\x00\x05\x7F\xFF\xFF\xFF\x6A\x14\xE8\x8C\x7F\xFF\xFF\xFF\xB1\xAF\x4D\x17\x7F\xFF\xFF\xFF\xBC\xF7\x5F\x0F\x7F\xFF\xFF\xFF\x2B\xA0\x33\xBE\x7F\xFF\xFF\xFF\x99\xC6\xD3\x37\x7F\xFF\xFF\xFF\x17\xC5\x04\x37\x7F\xFF\xFF\xFF\x30\x08\x51\x77\x7F\xFF\xFF\xFF\xBA\x7B\xDB\x4A\x7F\xFF\xFF\xFF\xA6\xA1\x3E\xFC\x7F\xFF\xFF\xFF\x4A\x61\x01\xE2\x7F\xFF\xFF\xFF\x65\x75\x17\xCD\x7F\xFF\xFF\xFF\x85\x4B\xB2\xBB\x7F\xFF\xFF\xFF\x4C\xE9\xF1\xC0\x7F\xFF\xFF\xFF\x56\xB2\x48\x51\x7F\xFF\xFF\xFF\x7D\xE5\x86\x3A\x7F\xFF\xFF\xFF\x4E\x71\x5F\xEF\xDA\xB0\xAA\xC9\xAD\x1D\xAA\xA7\x8F\xC5\x96\x2C\xAA\xE6\xE0\xF2\x92\x15\x45\x05\x30\x43\xE8\xDB\xCD\xFA\x02\x00\xA1\xC6\x6B\xC0\xFD\x90\x4E\x6A\xE3\x22\x5C\x86\xE3\x44\xD7\x6B\x17\xD9\xB5\xC1\xF0\x21\x9F\xD7\x7E\xC0\x31\x21\xFF\xAB\xCD\xDB\xD5\xCA\xFA\xA0\x15\xB3\xD6\x74\xD5\x84\x8C\xEE\x14\x06\xF3\x87\x29\xBB\xF6\xCB\xF7\x82\xE2\x6E\xF8\x63\x2C\x44\xAC\xDF\x7E\xB7\x0B\x5B\x4F\x03\x34\xB2\x4A\x84\xC6\x22\x53\x4E\x29\x07\x13\x86\xC8\x03\x2C\xB6\x5A\x17\x9D\xD6\x1C\x4C\x2E\x85\x8B\x76\xE3\xE4\x88\x14\x8F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test75(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA4226E54), ('P4rIngress.bitmap_seq.seq', 0xBB5A25D5)], 1666)
        self.setRegisterValue('P4rIngress.rounds', 0xBB5A25D5, 1666)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0C), ('P4rIngress.count_exp.exponent', 0x59)], 1666)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1666)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5D9A2BB8), ('P4rIngress.values_v0000.hi', 0x6470D0D6)], 1666)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6ED8DD7A), ('P4rIngress.values_v0001.hi', 0x945E98F1)], 1666)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x66E99C70), ('P4rIngress.values_v0010.hi', 0x611CA73D)], 1666)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x45C74A9B), ('P4rIngress.values_v0011.hi', 0x39B04AFD)], 1666)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x78572B87), ('P4rIngress.values_v0100.hi', 0x48D3538A)], 1666)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x44422C10), ('P4rIngress.values_v0101.hi', 0xA941AD65)], 1666)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7B555779), ('P4rIngress.values_v0110.hi', 0x66C3D968)], 1666)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7612B16F), ('P4rIngress.values_v0111.hi', 0x365B2367)], 1666)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x66B64E17), ('P4rIngress.values_v1000.hi', 0x6DF6B4D7)], 1666)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5266838A), ('P4rIngress.values_v1001.hi', 0x22CD04E3)], 1666)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x51F00BBC), ('P4rIngress.values_v1010.hi', 0xDDA59E3B)], 1666)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7D3158B2), ('P4rIngress.values_v1011.hi', 0x3A5EE46A)], 1666)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5C4CB3AB), ('P4rIngress.values_v1100.hi', 0x3E5A5D1B)], 1666)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x52FEB87C), ('P4rIngress.values_v1101.hi', 0xC0C7772B)], 1666)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x50339ADB), ('P4rIngress.values_v1110.hi', 0x4A50413C)], 1666)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x5BD7C0AF), ('P4rIngress.values_v1111.hi', 0xB4AF1DEB)], 1666)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA8A2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000253),
                gc.DataTuple('slot_count', 0x000007D5),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCE34EBBF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0x832CD83C),
                gc.KeyTuple('src_port', 0xBB0B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA8A2),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x023C),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x83\x2C\xD8\x3C\x00\x00\x00\x00\xBB\x0B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA8\xA2\x00\x10\xCE\x34\xEB\xBF\x04\x2F\x00\x84\xBB\x5A\x25\xD5\x00\x20\x00\x00\x75\x88\xAA\x2B\xB9\x19\xE0\x4B\x66\x1E\xB9\xE7\xD1\x28\xA2\xB9\x54\xF3\xDE\x44\x44\xB2\xBC\xA1\x64\x3C\x64\x59\xA1\x33\x8E\x15\x4F\x17\x26\x69\x6E\xA4\xFD\x87\x66\x27\x82\xFD\xB9\x55\x9B\x7D\x50\xE9\x51\xF5\x6F\x57\x49\x4A\x45\xFB\xF7\x8A\x5D\x5E\x33\x4B\x4B\x79\x3A\x75\x29\x64\x15\x99\x78\xB1\xB6\x38\x1B\xD5\xD9\x68\x4A\x20\x56\x2B\xD9\xEC\x67\x89\x5B\x75\x8A\x6E\x52\xBF\x78\x52\x46\xFA\x90\xA3\x47\xFA\x5D\x29\x43\xD0\x66\x78\x9D\x4B\x66\x21\x71\x90\xA7\x1C\x73\xCA\x71\xFD\x70\xF6\x95\xC9\x92\xF7\xA4\xE3\x54\x9B\xF6\x90\x1B\xAA\x4F\x88\xCF\xAA\x82\xD0\x46\x69\xF1\x23\x3F\xEF\xCB\x73\xE2\x51\x82\x1C\xFA\x18\x61\xD1\x8A\xE8\xE8\xB8\x61\xB1\x34\x0C\xA7\x4D\xCF\x5A\xAA\xFA\x96\x51\x5A\xDA\xE4\x17\x8B\x2B\xA5\xAF\xBE\x15\xF3\x80\x92\xCC\xA9\x0B\xF8\xDE\x1B\x68\x90\xA1\x9F\x4E\x70\xFE\x3A\xB1\x89\xBE\x3F\x51\xA9\xC4\x20\x3C\x37\xE4\xD6\x3F\x90\xB6\xD2\xF1\x31\x97\x34\xA5\xE2\xC5\x4D\xD0\x6C\xA6\x5F\x98\x82\x68\x99\xDE\x5E\x04\x41\x47\x46\x84\xAD\xEC\xE3\x56\xBB\xF9\x5F\xC3\xB8\x04\xFF\x52\x19\x8B\xA4\x49\xAC\x8F\x0D\xBD\xA2\x67\x96\x65\x62\x17\xB0\x00\xB2\x10\xB1\x75\x32\xDC\xF8\x99\xDD\x4A\x08\xDD\xC6\x0F\xAC\xDB\x2A\x5A\xE0\xC2\x03\x8C\x8F\x10\xC2\x45\x08\x30\x1D\x9D\x11\xFD\x76\xA0\xD3\x3E\xB0\xC3\xE4\x5E\x24\xEF\x8A\xC5\x80\xAC\xA1\xE9\x00\x7C\x89\xF7\x6B\x06\xB3\x30\xDE\x9C\xD4\x5E\xF1\x7C\x47\x3A\x8D\x81\x15\x82\x6B\x36\xF6\x72\x7A\x09\x65\x4F\xE3\x9C\x68\x71\xFA\xBE\xE6\xEE\x73\xF5\x11\x2A\x15\x03\xEC\x49\xED\x7D\x22\x30\x94\x95\xDB\xD9\xB6\x1A\x88\x9C\xBA\x25\xBA\x23\x4D\xA7\xF1\xA7\x96\x69\xBE\x1A\x40\x38'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x83\x2C\xD8\x3C\xBE\xEF\xBB\x0B\x00\xA0\x00\x00\x50\x34\x02\x82\xA8\xA2\x00\x10\xCE\x34\xEB\xBF\x04\x2F\x00\x84\xBB\x5A\x25\xD5\x00\x20\x00\x0D\x7F\xFF\xFF\xFF\xB9\x19\xE0\x4B\x7F\xFF\xFF\xFF\xD1\x28\xA2\xB9\x7F\xFF\xFF\xFF\x44\xB2\xBC\xA1\x7F\xFF\xFF\xFF\xA1\x33\x8E\x15\x7F\xFF\xFF\xFF\x6E\xA4\xFD\x87\x7F\xFF\xFF\xFF\xB9\x55\x9B\x7D\x7F\xFF\xFF\xFF\x6F\x57\x49\x4A\x7F\xFF\xFF\xFF\x5D\x5E\x33\x4B\x7F\xFF\xFF\xFF\x29\x64\x15\x99\x7F\xFF\xFF\xFF\x1B\xD5\xD9\x68\x7F\xFF\xFF\xFF\xD9\xEC\x67\x89\x7F\xFF\xFF\xFF\x52\xBF\x78\x52\x7F\xFF\xFF\xFF\x47\xFA\x5D\x29\x7F\xFF\xFF\xFF\x9D\x4B\x66\x21\x7F\xFF\xFF\xFF\x73\xCA\x71\xFD\x7F\xFF\xFF\xFF\x92\xF7\xA4\xE3\x54\x9B\xF6\x90\x1B\xAA\x4F\x88\xCF\xAA\x82\xD0\x46\x69\xF1\x23\x3F\xEF\xCB\x73\xE2\x51\x82\x1C\xFA\x18\x61\xD1\x8A\xE8\xE8\xB8\x61\xB1\x34\x0C\xA7\x4D\xCF\x5A\xAA\xFA\x96\x51\x5A\xDA\xE4\x17\x8B\x2B\xA5\xAF\xBE\x15\xF3\x80\x92\xCC\xA9\x0B\xF8\xDE\x1B\x68\x90\xA1\x9F\x4E\x70\xFE\x3A\xB1\x89\xBE\x3F\x51\xA9\xC4\x20\x3C\x37\xE4\xD6\x3F\x90\xB6\xD2\xF1\x31\x97\x34\xA5\xE2\xC5\x4D\xD0\x6C\xA6\x5F\x98\x82\x68\x99\xDE\x5E\x04\x41\x47\x46\x84\xAD\xEC\xE3\x56\xBB\xF9\x5F\xC3\xB8\x04\xFF\x52\x19\x8B\xA4\x49\xAC\x8F\x0D\xBD\xA2\x67\x96\x65\x62\x17\xB0\x00\xB2\x10\xB1\x75\x32\xDC\xF8\x99\xDD\x4A\x08\xDD\xC6\x0F\xAC\xDB\x2A\x5A\xE0\xC2\x03\x8C\x8F\x10\xC2\x45\x08\x30\x1D\x9D\x11\xFD\x76\xA0\xD3\x3E\xB0\xC3\xE4\x5E\x24\xEF\x8A\xC5\x80\xAC\xA1\xE9\x00\x7C\x89\xF7\x6B\x06\xB3\x30\xDE\x9C\xD4\x5E\xF1\x7C\x47\x3A\x8D\x81\x15\x82\x6B\x36\xF6\x72\x7A\x09\x65\x4F\xE3\x9C\x68\x71\xFA\xBE\xE6\xEE\x73\xF5\x11\x2A\x15\x03\xEC\x49\xED\x7D\x22\x30\x94\x95\xDB\xD9\xB6\x1A\x88\x9C\xBA\x25\xBA\x23\x4D\xA7\xF1\xA7\x96\x69\xBE\x1A\x40\x38'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test76(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB52691E6), ('P4rIngress.bitmap_seq.seq', 0xEE673D40)], 666)
        self.setRegisterValue('P4rIngress.rounds', 0xEE673D40, 666)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x86)], 666)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 666)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x434708C3), ('P4rIngress.values_v0000.hi', 0x0B49FD6E)], 666)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x68DFE7AB), ('P4rIngress.values_v0001.hi', 0xB22219B3)], 666)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4F5CE471), ('P4rIngress.values_v0010.hi', 0x4FF7CE5E)], 666)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x44D6EA0A), ('P4rIngress.values_v0011.hi', 0x3E7FEFF3)], 666)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x79A2D279), ('P4rIngress.values_v0100.hi', 0x645A9D67)], 666)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x64B751B7), ('P4rIngress.values_v0101.hi', 0xD7B06F77)], 666)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x45AFAF9C), ('P4rIngress.values_v0110.hi', 0x5A4BD15B)], 666)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x69E9A617), ('P4rIngress.values_v0111.hi', 0x6A522E7D)], 666)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4F467FE5), ('P4rIngress.values_v1000.hi', 0x57CFAA48)], 666)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5DE6435E), ('P4rIngress.values_v1001.hi', 0xD064FCB9)], 666)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4E9C5F1A), ('P4rIngress.values_v1010.hi', 0xCA9E2533)], 666)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x497A06A8), ('P4rIngress.values_v1011.hi', 0x55363196)], 666)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x513F0495), ('P4rIngress.values_v1100.hi', 0x316E98AE)], 666)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x52DB4866), ('P4rIngress.values_v1101.hi', 0xAAD0EAE9)], 666)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x572B8997), ('P4rIngress.values_v1110.hi', 0x954488E7)], 666)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x55A449DB), ('P4rIngress.values_v1111.hi', 0x8591A0F2)], 666)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2EE1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000255),
                gc.DataTuple('slot_count', 0x00001695),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8FDB7FFC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0xBD0268BB),
                gc.KeyTuple('src_port', 0xE74C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2EE1),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01CA),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBD\x02\x68\xBB\x00\x00\x00\x00\xE7\x4C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x2E\xE1\x00\x10\x8F\xDB\x7F\xFC\x00\x45\x04\xA1\xEE\x67\x3D\x40\x00\x20\x00\x00\x53\x1D\x99\xF1\x03\x6D\x39\x29\x51\x68\x14\xC6\x9F\x48\xBD\x39\x5F\x44\xF1\x0A\x42\x78\xE2\xBA\x4F\xAE\x62\x3A\xE6\xEB\xCB\x18\x5A\xF2\xFC\x4B\x3C\x95\x1D\x73\x68\xB3\x5B\x6D\x81\x9E\xC5\x23\x6C\x37\x3E\xC4\x36\x64\xC5\xE1\x4E\x34\xB7\xAD\x62\x83\x1F\x63\x5B\xEE\xC0\x76\x73\x84\xBB\x22\x68\xA8\xDB\x5E\x33\xA6\xB9\x7F\x42\xE3\x58\xE6\xAD\x6B\xF5\x1A\x65\x0C\x2A\x8C\x73\x96\x9C\x36\x5C\x96\x2D\xD0\x78\x8D\xCD\x4A\x77\x47\x96\x8C\xC6\xCC\xED\xAC\x77\xCA\x3A\xDB\xB7\x77\x6F\xED\x6A\xB1\xBC\x4B\xE0\x39\xD9\xDB\xE7\xE3\xAA\xB2\xC5\x46\xB2\x66\x9E\x39\xD9\xD7\x79\x75\x25\x91\x45\xA9\xF9\x60\x6C\x0C\x62\x55\x4F\x51\x29\x8A\x88\x68\x99\x32\x86\xC9\xE7\xF5\x82\x5B\xFB\xA8\x71\x5B\xF4\xDF\x3E\x92\x03\xF2\xAF\x2F\xC6\x9E\x1B\x20\x8C\xC5\x95\xEC\x9B\x6B\x25\xBD\x16\x19\xF0\x22\x84\x88\xF8\xC5\xA9\xE1\xDC\xAF\xAA\x67\xE0\xDF\x60\x92\xC5\xBC\xD8\x02\x98\xA4\x66\x01\x5B\x31\x57\x8A\xA2\x34\x4B\xB4\xAB\x3C\x2D\x05\x44\xCD\xBE\xAD\x6E\xC2\xBD\xD1\x70\x4A\x0C\xE2\xC3\x57\x6C\x5D\xE1\x35\x68\x75\xC6\xF4\x06\xD2\x11\x1A\x9F\xA1\x17\x4B\x7A\xBE\x74\xF3\xA0\x59\x0C\xEA\xF9\xB4\xA2\x23\x45\x56\x17\x99\x40\x92\x1E\xAA\xDA\xA3\xA9\xAD\xF8\xA1\x7D\xAF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBD\x02\x68\xBB\xBE\xEF\xE7\x4C\x00\xA0\x00\x00\x50\x34\x02\x82\x2E\xE1\x00\x10\x8F\xDB\x7F\xFC\x00\x45\x00\xA1\xEE\x67\x3D\x40\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x03\x6D\x39\x29\x7F\xFF\xFF\xFF\x9F\x48\xBD\x39\x7F\xFF\xFF\xFF\x42\x78\xE2\xBA\x7F\xFF\xFF\xFF\xE6\xEB\xCB\x18\x7F\xFF\xFF\xFF\x3C\x95\x1D\x73\x7F\xFF\xFF\xFF\x81\x9E\xC5\x23\x7F\xFF\xFF\xFF\x36\x64\xC5\xE1\x7F\xFF\xFF\xFF\x62\x83\x1F\x63\x7F\xFF\xFF\xFF\x73\x84\xBB\x22\x7F\xFF\xFF\xFF\x33\xA6\xB9\x7F\x7F\xFF\xFF\xFF\xAD\x6B\xF5\x1A\x7F\xFF\xFF\xFF\x73\x96\x9C\x36\x7F\xFF\xFF\xFF\x78\x8D\xCD\x4A\x7F\xFF\xFF\xFF\xC6\xCC\xED\xAC\x7F\xFF\xFF\xFF\xB7\x77\x6F\xED\x7F\xFF\xFF\xFF\xE0\x39\xD9\xDB\xE7\xE3\xAA\xB2\xC5\x46\xB2\x66\x9E\x39\xD9\xD7\x79\x75\x25\x91\x45\xA9\xF9\x60\x6C\x0C\x62\x55\x4F\x51\x29\x8A\x88\x68\x99\x32\x86\xC9\xE7\xF5\x82\x5B\xFB\xA8\x71\x5B\xF4\xDF\x3E\x92\x03\xF2\xAF\x2F\xC6\x9E\x1B\x20\x8C\xC5\x95\xEC\x9B\x6B\x25\xBD\x16\x19\xF0\x22\x84\x88\xF8\xC5\xA9\xE1\xDC\xAF\xAA\x67\xE0\xDF\x60\x92\xC5\xBC\xD8\x02\x98\xA4\x66\x01\x5B\x31\x57\x8A\xA2\x34\x4B\xB4\xAB\x3C\x2D\x05\x44\xCD\xBE\xAD\x6E\xC2\xBD\xD1\x70\x4A\x0C\xE2\xC3\x57\x6C\x5D\xE1\x35\x68\x75\xC6\xF4\x06\xD2\x11\x1A\x9F\xA1\x17\x4B\x7A\xBE\x74\xF3\xA0\x59\x0C\xEA\xF9\xB4\xA2\x23\x45\x56\x17\x99\x40\x92\x1E\xAA\xDA\xA3\xA9\xAD\xF8\xA1\x7D\xAF'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test77(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x3BA899C9), ('P4rIngress.bitmap_seq.seq', 0xBEEF5FE4)], 2565)
        self.setRegisterValue('P4rIngress.rounds', 0xBEEF5FE4, 2565)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x6E)], 2565)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2565)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7472AA99), ('P4rIngress.values_v0000.hi', 0x0F3F5915)], 2565)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6E4D4CD1), ('P4rIngress.values_v0001.hi', 0xB9F79AF7)], 2565)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6054F530), ('P4rIngress.values_v0010.hi', 0x4F39438D)], 2565)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x5169570F), ('P4rIngress.values_v0011.hi', 0xABE8755E)], 2565)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x52C4B474), ('P4rIngress.values_v0100.hi', 0x3D56A547)], 2565)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x7AD36956), ('P4rIngress.values_v0101.hi', 0xA6B484C8)], 2565)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x44A1BB45), ('P4rIngress.values_v0110.hi', 0x598F0769)], 2565)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x75000063), ('P4rIngress.values_v0111.hi', 0x8D2EE6E7)], 2565)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x706F6525), ('P4rIngress.values_v1000.hi', 0x12CA79DD)], 2565)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7B3643EE), ('P4rIngress.values_v1001.hi', 0x8D6ED7BF)], 2565)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7B7EBB11), ('P4rIngress.values_v1010.hi', 0x8E441189)], 2565)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x587A2D73), ('P4rIngress.values_v1011.hi', 0x7644F632)], 2565)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6DA16E3C), ('P4rIngress.values_v1100.hi', 0x4AB3A29A)], 2565)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x56AA9EB2), ('P4rIngress.values_v1101.hi', 0xB9C95589)], 2565)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x682C1B45), ('P4rIngress.values_v1110.hi', 0xD9CB4C30)], 2565)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x60E0E1F6), ('P4rIngress.values_v1111.hi', 0x7DA7E987)], 2565)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7D88),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000919),
                gc.DataTuple('slot_count', 0x000011B3),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCFD83965),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x010),
                gc.KeyTuple('src_addr', 0x8897E9E4),
                gc.KeyTuple('src_port', 0x445C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7D88),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0295),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x88\x97\xE9\xE4\x00\x00\x00\x00\x44\x5C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x7D\x88\x00\x10\xCF\xD8\x39\x65\x00\xEC\x00\xD0\xBE\xEF\x5F\xE4\x00\x20\x00\x00\x7E\xE9\xAA\x3F\x61\x55\x2F\xAF\x5C\x33\xED\xFB\xBE\x90\x72\xA1\x7B\x79\xA1\xDA\x59\x28\x52\x9D\x7C\x1A\x48\xDD\x68\x97\x99\x2D\x6F\x7E\x84\x2A\xC8\xAB\x63\x77\x70\x5B\x27\xB7\xA8\x2F\x1B\x6B\x54\xA0\xA7\xAF\x71\x69\xF6\x79\x7B\x92\xDB\xD5\xAF\xAC\xBA\x27\x70\xCE\x6D\x5C\x14\x5E\x4D\x07\x67\xAD\xC7\x2C\xC1\x18\x4A\x09\x73\x2B\x11\x3B\x1E\x9F\x3E\x79\x7E\x4A\x69\x05\x6B\x52\x9E\xDE\x48\xDD\xB2\x6B\x47\xC0\xC2\x2E\x43\x9A\x84\x59\xA5\x59\x58\x32\x64\x66\xDB\x63\xE0\xA9\x94\xCC\x69\xA0\x7D\xCA\x6B\x2E\xC3\x6F\xA7\xA4\x22\x26\x1C\x60\xA8\x3F\xFD\x49\x9E\xF6\xBC\x47\x91\xC5\xC8\x59\x7C\xCA\xEB\x52\xE4\xA3\xEF\x60\x47\x42\x8E\x9B\xD8\xEB\x5D\x6F\xA7\x6C\x14\xBF\x86\x0C\x51\x29\x93\xAB\x15\xD2\x0C\x8A\x12\x0F\xD9\xEA\xB6\x37\x53\x02\xB1\xBA\x72\x91\x38\x48\xBC\x6D\x3D\xCC\x58\xF0\x1E\x94\xEB\xB8\x3D\xC9\xE7\xC6\xCF\xD7\x5F\x6A\x74\x72\x92\xD4\xE6\x3D\xB6\x76\xD2\x18\x8E\xBE\x13\x22\xD0\x8D\xA5\xF7\x72\x94\x8B\xEE\x3A\xC3\x2C\xA3\x0C\x33\x19\x46\xDC\x61\x3D\xC3\x49\x24\xB7\x44\x9B\xB5\xD8\x53\x32\xBF\x59\xFD\x55\x69\x0D\x58\xEA\x77\x07\x2C\xD4\xA3\x9D\x2D\x47\x81\x89\x95\x2C\x3B\x0B\xD5\x9C\xCA\x40\xA7\xDB\x86\xD7\xD8\x25\x88\x25\xC0\x9A\xCE\x00\x2F\xB2\xC2\x98\x99\x2E\xB9\x9E\x69\xD5\x7A\xC6\xF2\x19\xCE\xFF\x89\x92\x56\xB1\x8D\x2E\x53\xA5\xE3\xC5\x78\x03\x7A\xD0\x4E\x4A\x34\xAD\x96\xD7\xD4\x04\xD5\x66\x52\xEC\x72\x14\xF5\xF3\xE0\xC8\xAD\x44\xDF\xF6\x3A\x41\x0C\xA3\xDA\xEE\x44\xA1\xA7\xE2\x0A\xF7\x6A\xA0\x01\x05\x9A\xF2\x79\x59\xE4\xB3\xCA\xF7\x0E\xA3\x34\x10\xED\xF5\x0C\xB8\x47\x0F\x6E\x88\xEE\x49\x99\x79\xD7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x88\x97\xE9\xE4\xBE\xEF\x44\x5C\x00\xA0\x00\x00\x50\x34\x02\x82\x7D\x88\x00\x10\xCF\xD8\x39\x65\x00\xEC\x00\xD0\xBE\xEF\x5F\xE4\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x61\x55\x2F\xAF\x7F\xFF\xFF\xFF\xBE\x90\x72\xA1\x7F\xFF\xFF\xFF\x59\x28\x52\x9D\x7F\xFF\xFF\xFF\x68\x97\x99\x2D\x7F\xFF\xFF\xFF\xC8\xAB\x63\x77\x7F\xFF\xFF\xFF\xA8\x2F\x1B\x6B\x7F\xFF\xFF\xFF\x71\x69\xF6\x79\x7F\xFF\xFF\xFF\xAF\xAC\xBA\x27\x7F\xFF\xFF\xFF\x14\x5E\x4D\x07\x7F\xFF\xFF\xFF\xC1\x18\x4A\x09\x7F\xFF\xFF\xFF\x1E\x9F\x3E\x79\x7F\xFF\xFF\xFF\x6B\x52\x9E\xDE\x7F\xFF\xFF\xFF\x47\xC0\xC2\x2E\x7F\xFF\xFF\xFF\xA5\x59\x58\x32\x7F\xFF\xFF\xFF\xE0\xA9\x94\xCC\x7F\xFF\xFF\xFF\x6B\x2E\xC3\x6F\xA7\xA4\x22\x26\x1C\x60\xA8\x3F\xFD\x49\x9E\xF6\xBC\x47\x91\xC5\xC8\x59\x7C\xCA\xEB\x52\xE4\xA3\xEF\x60\x47\x42\x8E\x9B\xD8\xEB\x5D\x6F\xA7\x6C\x14\xBF\x86\x0C\x51\x29\x93\xAB\x15\xD2\x0C\x8A\x12\x0F\xD9\xEA\xB6\x37\x53\x02\xB1\xBA\x72\x91\x38\x48\xBC\x6D\x3D\xCC\x58\xF0\x1E\x94\xEB\xB8\x3D\xC9\xE7\xC6\xCF\xD7\x5F\x6A\x74\x72\x92\xD4\xE6\x3D\xB6\x76\xD2\x18\x8E\xBE\x13\x22\xD0\x8D\xA5\xF7\x72\x94\x8B\xEE\x3A\xC3\x2C\xA3\x0C\x33\x19\x46\xDC\x61\x3D\xC3\x49\x24\xB7\x44\x9B\xB5\xD8\x53\x32\xBF\x59\xFD\x55\x69\x0D\x58\xEA\x77\x07\x2C\xD4\xA3\x9D\x2D\x47\x81\x89\x95\x2C\x3B\x0B\xD5\x9C\xCA\x40\xA7\xDB\x86\xD7\xD8\x25\x88\x25\xC0\x9A\xCE\x00\x2F\xB2\xC2\x98\x99\x2E\xB9\x9E\x69\xD5\x7A\xC6\xF2\x19\xCE\xFF\x89\x92\x56\xB1\x8D\x2E\x53\xA5\xE3\xC5\x78\x03\x7A\xD0\x4E\x4A\x34\xAD\x96\xD7\xD4\x04\xD5\x66\x52\xEC\x72\x14\xF5\xF3\xE0\xC8\xAD\x44\xDF\xF6\x3A\x41\x0C\xA3\xDA\xEE\x44\xA1\xA7\xE2\x0A\xF7\x6A\xA0\x01\x05\x9A\xF2\x79\x59\xE4\xB3\xCA\xF7\x0E\xA3\x34\x10\xED\xF5\x0C\xB8\x47\x0F\x6E\x88\xEE\x49\x99\x79\xD7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test78(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9D0EE0E9), ('P4rIngress.bitmap_seq.seq', 0xE7331680)], 1617)
        self.setRegisterValue('P4rIngress.rounds', 0xE7331680, 1617)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x12), ('P4rIngress.count_exp.exponent', 0x4B)], 1617)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1617)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x791D39CC), ('P4rIngress.values_v0000.hi', 0x31DDD4C8)], 1617)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5A0B698B), ('P4rIngress.values_v0001.hi', 0xADE71F41)], 1617)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x79FE81DD), ('P4rIngress.values_v0010.hi', 0x39D7BEEE)], 1617)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x43749B8E), ('P4rIngress.values_v0011.hi', 0x6A1EAA83)], 1617)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x487C9351), ('P4rIngress.values_v0100.hi', 0xF23D4EEF)], 1617)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x727EAC5F), ('P4rIngress.values_v0101.hi', 0xA069F10C)], 1617)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x4BE9AA58), ('P4rIngress.values_v0110.hi', 0xF66DEE4C)], 1617)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x40D138F5), ('P4rIngress.values_v0111.hi', 0x460439B6)], 1617)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x55AD99C5), ('P4rIngress.values_v1000.hi', 0x3A1EE5AC)], 1617)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7C8D47DE), ('P4rIngress.values_v1001.hi', 0x1E5126D8)], 1617)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x44A265FD), ('P4rIngress.values_v1010.hi', 0x2708336D)], 1617)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x61E5EB0C), ('P4rIngress.values_v1011.hi', 0x7999C5CB)], 1617)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x400D6E37), ('P4rIngress.values_v1100.hi', 0x6BDFAE4F)], 1617)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x619081C3), ('P4rIngress.values_v1101.hi', 0xD9C19E7B)], 1617)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x55F0C15C), ('P4rIngress.values_v1110.hi', 0x93326C58)], 1617)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x7CD64523), ('P4rIngress.values_v1111.hi', 0xAFEB767F)], 1617)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xEDD7),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002EF),
                gc.DataTuple('slot_count', 0x000011CF),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEBD1DF77),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0x26FD683A),
                gc.KeyTuple('src_port', 0x1038),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xEDD7),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0106),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x26\xFD\x68\x3A\x00\x00\x00\x00\x10\x38\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xED\xD7\x00\x10\xEB\xD1\xDF\x77\x03\x62\x06\xB4\xE7\x33\x16\x80\x00\x20\x00\x00\x45\x1F\x7B\x8A\xE6\x55\x8B\xFB\x52\x88\x89\xD9\xBC\x76\x3C\xDE\x57\x34\xC0\xAD\x60\x7B\x06\x69\x61\x64\xB0\x0E\xFA\x9C\x92\x6F\x7E\xE6\xC6\x39\xCD\xFA\xB5\xAF\x56\x09\xAA\xE7\xD2\xC9\xA8\xE8\x68\xEA\xB0\x29\x26\x5A\x9F\x14\x7D\x57\x27\x85\x53\x93\x1B\x93\x66\x2C\xAB\x37\xAB\x3E\x4D\x2F\x7E\x55\xFE\x5E\x7E\x1F\xA9\xC4\x52\xDB\x19\x23\x76\x22\xDB\xD9\x53\xC9\xBF\x0E\x34\xED\xD9\x2F\x7D\x27\xE7\x73\x2A\x19\x22\x71\x63\x92\x07\xF0\x9A\x73\x10\x59\x5F\x7A\x5F\x8F\xAD\x90\x6A\x2C\x40\xD5\xEC\xBB\x86\x43\xA7\x76\xE9\xD2\x45\x42\xE5\x39\xC8\xD7\xE4\x3F\x1D\xA6\xD2\x49\x33\x6A\xD1\x7E\x6D\x2E\xA4\x4B\x68\x5C\x75\x80\x40\x3F\x03\xE7\x46\xEC\x39\xE2\x18\xFB\x2C\xA5\xB8\xDC\x42\x87\xA0\x4F\x3A\x79\xBB\xC0\x7F\xB7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x26\xFD\x68\x3A\xBE\xEF\x10\x38\x00\xA0\x00\x00\x50\x34\x02\x82\xED\xD7\x00\x10\xEB\xD1\xDF\x77\x03\x62\x00\xB4\xE7\x33\x16\x80\x00\x20\x00\x13\x7F\xFF\xFF\xFF\xE6\x55\x8B\xFB\x7F\xFF\xFF\xFF\xBC\x76\x3C\xDE\x7F\xFF\xFF\xFF\x60\x7B\x06\x69\x7F\xFF\xFF\xFF\xFA\x9C\x92\x6F\x7F\xFF\xFF\xFF\xCD\xFA\xB5\xAF\x7F\xFF\xFF\xFF\xD2\xC9\xA8\xE8\x7F\xFF\xFF\xFF\x26\x5A\x9F\x14\x7F\xFF\xFF\xFF\x53\x93\x1B\x93\x7F\xFF\xFF\xFF\xAB\x3E\x4D\x2F\x7F\xFF\xFF\xFF\x7E\x1F\xA9\xC4\x7F\xFF\xFF\xFF\x76\x22\xDB\xD9\x7F\xFF\xFF\xFF\x34\xED\xD9\x2F\x7F\xFF\xFF\xFF\x2A\x19\x22\x71\x7F\xFF\xFF\xFF\x9A\x73\x10\x59\x7F\xFF\xFF\xFF\xAD\x90\x6A\x2C\x7F\xFF\xFF\xFF\x86\x43\xA7\x76\xE9\xD2\x45\x42\xE5\x39\xC8\xD7\xE4\x3F\x1D\xA6\xD2\x49\x33\x6A\xD1\x7E\x6D\x2E\xA4\x4B\x68\x5C\x75\x80\x40\x3F\x03\xE7\x46\xEC\x39\xE2\x18\xFB\x2C\xA5\xB8\xDC\x42\x87\xA0\x4F\x3A\x79\xBB\xC0\x7F\xB7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test79(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE6A0D17E), ('P4rIngress.bitmap_seq.seq', 0xA7C9DDAD)], 7457)
        self.setRegisterValue('P4rIngress.rounds', 0xA7C9DDAD, 7457)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0x12)], 7457)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 7457)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7E96B80B), ('P4rIngress.values_v0000.hi', 0xD5534572)], 7457)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6F638C63), ('P4rIngress.values_v0001.hi', 0xC74009EC)], 7457)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x69BBF13F), ('P4rIngress.values_v0010.hi', 0x5C0B9CC2)], 7457)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x63EB92C2), ('P4rIngress.values_v0011.hi', 0x6796179F)], 7457)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x76B83E6B), ('P4rIngress.values_v0100.hi', 0x314D9205)], 7457)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5BC02599), ('P4rIngress.values_v0101.hi', 0x02C74930)], 7457)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x79DED2A5), ('P4rIngress.values_v0110.hi', 0xD0F2A5CE)], 7457)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7EC4F414), ('P4rIngress.values_v0111.hi', 0x6BD1701F)], 7457)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4CA81719), ('P4rIngress.values_v1000.hi', 0x6EAE868D)], 7457)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6DC27CAF), ('P4rIngress.values_v1001.hi', 0x9B64939A)], 7457)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x454C5C17), ('P4rIngress.values_v1010.hi', 0x746055FE)], 7457)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7D171523), ('P4rIngress.values_v1011.hi', 0x71D58DA2)], 7457)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x528C96B6), ('P4rIngress.values_v1100.hi', 0x273F7187)], 7457)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x4A7DA392), ('P4rIngress.values_v1101.hi', 0xD29A5736)], 7457)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6BAC1823), ('P4rIngress.values_v1110.hi', 0xBB5CA077)], 7457)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x7A1A3299), ('P4rIngress.values_v1111.hi', 0xD19C42A7)], 7457)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xAC90),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001BB9),
                gc.DataTuple('slot_count', 0x0000028F),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9ECDADB0),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x015),
                gc.KeyTuple('src_addr', 0x7B7865A1),
                gc.KeyTuple('src_port', 0x8BF5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xAC90),
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
        ig_port = 21
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7B\x78\x65\xA1\x00\x00\x00\x00\x8B\xF5\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xAC\x90\x00\x10\x9E\xCD\xAD\xB0\x01\x68\x02\x48\xA7\xC9\xDD\xAD\x00\x20\x00\x00\x59\x15\x2C\x0D\x67\x96\x8B\xC7\x70\x66\x0B\x2F\xAF\x0C\x11\xBA\x69\xC5\xBA\x62\x58\x29\x55\xFB\x59\x23\x31\x52\xF9\x36\xFB\xDB\x78\xA8\xC7\x49\x9B\x53\x9B\x27\x71\x63\x66\x33\x45\x54\x5A\x2F\x63\x29\xD9\x8D\x96\x42\xD8\x3E\x5E\xB3\x8F\xB7\x60\xE5\xE8\x9B\x61\x25\xC2\x5A\x4D\xD8\x99\xD7\x59\xE8\x36\x37\x6A\xDE\x02\x3D\x5B\x66\xB5\x29\x14\xD3\x95\xA2\x66\xC5\x3C\xED\x49\x8C\x71\xC2\x48\x37\xB8\x35\xE3\x1C\xB7\x7D\x45\xF1\x30\x36\xEB\xC8\x29\x53\x4B\x88\x5F\x6B\xAD\xF1\xBD\x74\x54\x42\xCB\xF8\xAA\x92\x42\x5E\x42\x77\x3B\xC8\x01\xCD\xD0\x7A\xF5\x0F\x96\x38\x06\xAB\xDD\x01\xCE\xDB\xC0\xE1\x9B\x25\x21\x0A\x92\xCB\x5A\xF3\x18\xB9\x67\x40\x76\x19\x8A\xE5\xC9\x58\x1D\x2E\x9B\x4C\x1A\x75\x81\x79\xB4\xFF\xDC\xDC\x9C\x05\x2F\x9B\x23\x4D\x4A\x1E\x02\x3C\xAA\x48\x79\x34\xA3\x01\xA5\x62\x9D\x62\x58\x99\x2E\xC0\x8C\x6B\x47\x4C\x0C\xA0\x6D\x85\x4E\x58\xEE\x56\x39\xB1\x9E\xD1\xC0\x9A\x73\xDA\xE1\xDC\x17\xDF\x7F\xCC\x63\xCC\x78\xFD\x03\x7D\x4E\x7E\x06\xCA\x8F\xF7\xA0\xE8\x58\x51\x60\xDB\xCC\x0F\x2F\xD3\x4F\x6F\x9C\x90\x16\x9A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7B\x78\x65\xA1\xBE\xEF\x8B\xF5\x00\xA0\x00\x00\x50\x34\x02\x82\xAC\x90\x00\x10\x9E\xCD\xAD\xB0\x01\x68\x00\x48\xA7\xC9\xDD\xAD\x00\x20\x00\x10\x7F\xFF\xFF\xFF\x67\x96\x8B\xC7\x7F\xFF\xFF\xFF\xAF\x0C\x11\xBA\x7F\xFF\xFF\xFF\x58\x29\x55\xFB\x7F\xFF\xFF\xFF\xF9\x36\xFB\xDB\x7F\xFF\xFF\xFF\x9B\x53\x9B\x27\x7F\xFF\xFF\xFF\x45\x54\x5A\x2F\x7F\xFF\xFF\xFF\x96\x42\xD8\x3E\x7F\xFF\xFF\xFF\x60\xE5\xE8\x9B\x7F\xFF\xFF\xFF\x4D\xD8\x99\xD7\x7F\xFF\xFF\xFF\x6A\xDE\x02\x3D\x7F\xFF\xFF\xFF\x14\xD3\x95\xA2\x7F\xFF\xFF\xFF\x49\x8C\x71\xC2\x7F\xFF\xFF\xFF\xE3\x1C\xB7\x7D\x7F\xFF\xFF\xFF\xEB\xC8\x29\x53\x7F\xFF\xFF\xFF\xAD\xF1\xBD\x74\x7F\xFF\xFF\xFF\xAA\x92\x42\x5E\x42\x77\x3B\xC8\x01\xCD\xD0\x7A\xF5\x0F\x96\x38\x06\xAB\xDD\x01\xCE\xDB\xC0\xE1\x9B\x25\x21\x0A\x92\xCB\x5A\xF3\x18\xB9\x67\x40\x76\x19\x8A\xE5\xC9\x58\x1D\x2E\x9B\x4C\x1A\x75\x81\x79\xB4\xFF\xDC\xDC\x9C\x05\x2F\x9B\x23\x4D\x4A\x1E\x02\x3C\xAA\x48\x79\x34\xA3\x01\xA5\x62\x9D\x62\x58\x99\x2E\xC0\x8C\x6B\x47\x4C\x0C\xA0\x6D\x85\x4E\x58\xEE\x56\x39\xB1\x9E\xD1\xC0\x9A\x73\xDA\xE1\xDC\x17\xDF\x7F\xCC\x63\xCC\x78\xFD\x03\x7D\x4E\x7E\x06\xCA\x8F\xF7\xA0\xE8\x58\x51\x60\xDB\xCC\x0F\x2F\xD3\x4F\x6F\x9C\x90\x16\x9A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test80(AbstractTest):
    # Current statement coverage: 0.49

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7CC0D3E3), ('P4rIngress.bitmap_seq.seq', 0x90000000)], 2943)
        self.setRegisterValue('P4rIngress.rounds', 0x90000000, 2943)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x18), ('P4rIngress.count_exp.exponent', 0x54)], 2943)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2943)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x48DF26B3), ('P4rIngress.values_v0000.hi', 0xF73F9BC1)], 2943)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x4EC57256), ('P4rIngress.values_v0001.hi', 0xD043B981)], 2943)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6B12BE33), ('P4rIngress.values_v0010.hi', 0x56A50782)], 2943)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7E859D96), ('P4rIngress.values_v0011.hi', 0xAD64D95B)], 2943)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x592B579D), ('P4rIngress.values_v0100.hi', 0xBE4B4D07)], 2943)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4DBC06F3), ('P4rIngress.values_v0101.hi', 0xFAB22BD1)], 2943)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x71E472B9), ('P4rIngress.values_v0110.hi', 0x33F2298B)], 2943)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x548BC8DB), ('P4rIngress.values_v0111.hi', 0xB81ED030)], 2943)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x422AF032), ('P4rIngress.values_v1000.hi', 0xA9E68500)], 2943)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x53F1BC06), ('P4rIngress.values_v1001.hi', 0xAFE76951)], 2943)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7961A6D5), ('P4rIngress.values_v1010.hi', 0x3CB70F23)], 2943)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x618ACB66), ('P4rIngress.values_v1011.hi', 0x11122963)], 2943)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x42334531), ('P4rIngress.values_v1100.hi', 0x60F29A9D)], 2943)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x532794E2), ('P4rIngress.values_v1101.hi', 0x8E4DDA4E)], 2943)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x45473CD9), ('P4rIngress.values_v1110.hi', 0x32A79528)], 2943)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6E2F00D3), ('P4rIngress.values_v1111.hi', 0xCBE97494)], 2943)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF341),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000075B),
                gc.DataTuple('slot_count', 0x00000856),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x640B7738),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0xC78A803A),
                gc.KeyTuple('src_port', 0xCF0D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF341),
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
        ig_port = 52
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC7\x8A\x80\x3A\x00\x00\x00\x00\xCF\x0D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF3\x41\x00\x10\x64\x0B\x77\x38\x04\x24\x06\xA9\x90\x00\x00\x00\x00\x20\x00\x00\x5D\xDF\xA4\xB9\x66\x36\x3B\xD9\x54\x3F\x5A\xC8\x90\x6B\xED\x7D\x43\xB1\x72\x64\x35\x7B\x78\x74\x6D\xE7\xEC\x6E\xFB\xCE\x59\x4D\x57\x45\x5F\xEC\xCD\xDF\x7F\x42\x59\x4E\xB9\x97\x83\xB9\xDF\xBE\x5B\x2F\x57\xB5\xAF\xE5\x17\x3E\x62\xE9\x1E\x8A\x8F\xFA\x23\x2E\x69\xB2\xE4\x54\xA9\x78\xCD\x94\x62\x43\xCA\x13\xA2\xC3\x70\xD8\x42\x19\xFC\x13\x64\x9D\xE1\x27\x6D\x45\xE5\x2F\xD4\x1B\x77\xFB\x7F\xAB\x24\x79\x7E\x77\x63\x39\x75\xF5\xDE\xF0\x3A\x9D\xA2\x6B\x73\x6C\x5D\x9B\x26\xB8\x38\x2A\x5A\xFB\xB3\x79\x9D\xEF\xF2\x75\xE8\x9C\xC5\xA6\x44\x12\x7B\xD9\x75\x7E\xEC\xB8\x26\x6C\xDA\x4C\xEF\xD5\x4B\x16\xC2\xE6\xDD\x5E\x06\xD5\x9C\x78\x31\xD0\xE5\x31\x35\x9B\xAE\xAD\x29\x88\xE3\x65\x94\xCF\x44\x1C\x96\x20\x3D\x0C\xA2\xA0\xC0\x4B\x56\x33\x5A\x7B\xEC\x6E\x83\x3A\xD7\xAF\x45\xFA\x28\x3C\x25\xFB\x96\xC2\xB8\x92\x0B\x0C\xCA\x2A\x33\x8E\x6A\xBE\xA7\x25\xF5\xBA\x42\x90\x9A\x69\xD6\x70\x4E\xC7\xF0\x31\xEC\x4D\x80\x90\x89\x53\xF6\x89\x49\x9E\xB4\x2C\x66\x56\x51\xA5\xC7\xEA\x13\xE6\x00\xAD\x84\xF0\xAF\xD8\x21\xDD\xC3\xB1\xDC\x81\x98\x8E\x60\xA9\xFF\x0E\x13\x35\x56\xDC\xAC\x3A\x33\x4A\x67\xD2\x9B\xC8\x44\xC7\x6A\xA5\xEC\xFA\xF1\xD6\xE2\x98\x91\x15\x7B\x3D\x0F\x7F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC7\x8A\x80\x3A\xBE\xEF\xCF\x0D\x00\xA0\x00\x00\x50\x34\x02\x82\xF3\x41\x00\x10\x64\x0B\x77\x38\x04\x24\x00\xA9\x90\x00\x00\x00\x00\x20\x00\x19\x7F\xFF\xFF\xFF\x66\x36\x3B\xD9\x7F\xFF\xFF\xFF\x90\x6B\xED\x7D\x7F\xFF\xFF\xFF\x35\x7B\x78\x74\x7F\xFF\xFF\xFF\xFB\xCE\x59\x4D\x7F\xFF\xFF\xFF\xCD\xDF\x7F\x42\x7F\xFF\xFF\xFF\x83\xB9\xDF\xBE\x7F\xFF\xFF\xFF\xAF\xE5\x17\x3E\x7F\xFF\xFF\xFF\x8F\xFA\x23\x2E\x7F\xFF\xFF\xFF\xA9\x78\xCD\x94\x7F\xFF\xFF\xFF\xA2\xC3\x70\xD8\x7F\xFF\xFF\xFF\x64\x9D\xE1\x27\x7F\xFF\xFF\xFF\xD4\x1B\x77\xFB\x7F\xFF\xFF\xFF\x7E\x77\x63\x39\x7F\xFF\xFF\xFF\x3A\x9D\xA2\x6B\x7F\xFF\xFF\xFF\x26\xB8\x38\x2A\x7F\xFF\xFF\xFF\x9D\xEF\xF2\x75\xE8\x9C\xC5\xA6\x44\x12\x7B\xD9\x75\x7E\xEC\xB8\x26\x6C\xDA\x4C\xEF\xD5\x4B\x16\xC2\xE6\xDD\x5E\x06\xD5\x9C\x78\x31\xD0\xE5\x31\x35\x9B\xAE\xAD\x29\x88\xE3\x65\x94\xCF\x44\x1C\x96\x20\x3D\x0C\xA2\xA0\xC0\x4B\x56\x33\x5A\x7B\xEC\x6E\x83\x3A\xD7\xAF\x45\xFA\x28\x3C\x25\xFB\x96\xC2\xB8\x92\x0B\x0C\xCA\x2A\x33\x8E\x6A\xBE\xA7\x25\xF5\xBA\x42\x90\x9A\x69\xD6\x70\x4E\xC7\xF0\x31\xEC\x4D\x80\x90\x89\x53\xF6\x89\x49\x9E\xB4\x2C\x66\x56\x51\xA5\xC7\xEA\x13\xE6\x00\xAD\x84\xF0\xAF\xD8\x21\xDD\xC3\xB1\xDC\x81\x98\x8E\x60\xA9\xFF\x0E\x13\x35\x56\xDC\xAC\x3A\x33\x4A\x67\xD2\x9B\xC8\x44\xC7\x6A\xA5\xEC\xFA\xF1\xD6\xE2\x98\x91\x15\x7B\x3D\x0F\x7F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

