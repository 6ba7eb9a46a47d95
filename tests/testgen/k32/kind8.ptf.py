# PTF test for /tmp/tgwork/k32/kind8/main
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

logger = logging.getLogger('/tmp/tgwork/k32/kind8/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/tgwork/k32/kind8/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/tgwork/k32/kind8/main')

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
    # Current statement coverage: 0.094

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
    # Current statement coverage: 0.1

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
    # Current statement coverage: 0.11

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
    # Current statement coverage: 0.11

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
    # Current statement coverage: 0.11

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
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA0C19947), ('P4rIngress.bitmap_seq.seq', 0x42A1172D)], 1678)
        self.setRegisterValue('P4rIngress.rounds', 0x42A1172D, 1678)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x35), ('P4rIngress.count_exp.exponent', 0x00)], 1678)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1678)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 1678)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 1678)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 1678)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 1678)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 1678)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 1678)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 1678)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 1678)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 1678)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 1678)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 1678)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 1678)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 1678)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 1678)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 1678)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 1678)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4FA7),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000326),
                gc.DataTuple('slot_count', 0x00000DA1),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6F2398CE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x005),
                gc.KeyTuple('src_addr', 0xAD0BB450),
                gc.KeyTuple('src_port', 0x8047),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4FA7),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0215),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAD\x0B\xB4\x50\x00\x00\x00\x00\x80\x47\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4F\xA7\x00\x10\x6F\x23\x98\xCE\x03\x68\x02\x00\x42\xA1\x17\x2D\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC5\x87\x67\x5A\x5E\x9B\x52\xFA\xFC\x45\x1A\x03\x5C\xE7\x76\x54\x1C\x09\xB5\x7A\x14\xF5\xFA\x0E\x69\x43\x0C\xAB\x32\x12\x24\x9F\xF3\x5B\x55\xA1\xF3\x1C\x3D\x2A\x80\xD7\xAB\xD3\x01\x40\x4D\x32\x25\xF3\x0E\xC4\x79\x3B\xBE\x6A\x71\x5A\x21\xF9\x08\x9B\x87\xF4\x88\xA7\x61\x2B\x00\xF3\xEF\x9A\xBF\x33\xA0\xF9\xB0\x8A\x27\x51\xE1\x9E\x44\x60\x1C\x7F\x48\xE1\x31\x22\xA1\x73\xA4\xC8\x9B\x11\x84\xB2\xAE\x10\xBC\x33\x6B\x31\x86\xA1\xCA\x17\xF4\xAB\x31\xB6\x0A\x57\xC5\x08\x4D\x17\x76\xA0\x7D\xF4\xF3\x98\x79\xC2\xF0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xAD\x0B\xB4\x50\xBE\xEF\x80\x47\x00\xA0\x00\x00\x50\x34\x02\x83\x4F\xA7\x00\x10\x6F\x23\x98\xCE\x03\x68\x00\x00\x42\xA1\x17\x2D\x00\x20\x00\x35\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC5\x87\x67\x5A\x5E\x9B\x52\xFA\xFC\x45\x1A\x03\x5C\xE7\x76\x54\x1C\x09\xB5\x7A\x14\xF5\xFA\x0E\x69\x43\x0C\xAB\x32\x12\x24\x9F\xF3\x5B\x55\xA1\xF3\x1C\x3D\x2A\x80\xD7\xAB\xD3\x01\x40\x4D\x32\x25\xF3\x0E\xC4\x79\x3B\xBE\x6A\x71\x5A\x21\xF9\x08\x9B\x87\xF4\x88\xA7\x61\x2B\x00\xF3\xEF\x9A\xBF\x33\xA0\xF9\xB0\x8A\x27\x51\xE1\x9E\x44\x60\x1C\x7F\x48\xE1\x31\x22\xA1\x73\xA4\xC8\x9B\x11\x84\xB2\xAE\x10\xBC\x33\x6B\x31\x86\xA1\xCA\x17\xF4\xAB\x31\xB6\x0A\x57\xC5\x08\x4D\x17\x76\xA0\x7D\xF4\xF3\x98\x79\xC2\xF0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x50933048), ('P4rIngress.bitmap_seq.seq', 0x7D71E16E)], 5816)
        self.setRegisterValue('P4rIngress.rounds', 0x7D71E16E, 5816)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1E), ('P4rIngress.count_exp.exponent', 0x00)], 5816)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5816)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 5816)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 5816)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 5816)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 5816)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 5816)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 5816)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 5816)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 5816)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 5816)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 5816)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 5816)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 5816)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 5816)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 5816)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 5816)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 5816)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1355),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004B8),
                gc.DataTuple('slot_count', 0x0000172A),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB4AE53FE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02D),
                gc.KeyTuple('src_addr', 0xE217CF54),
                gc.KeyTuple('src_port', 0xFFB3),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1355),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0094),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE2\x17\xCF\x54\x00\x00\x00\x00\xFF\xB3\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x13\x55\x00\x10\xB4\xAE\x53\xFE\x12\x00\x06\x00\x7D\x71\xE1\x6E\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x6E\x61\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6\x28\xEA\xDB\xA1\xC5\xD8\x7A\x34\xF9\xDD\xFD\x7D\x60\x39\xE1\xDF\x20\x4F\x4E\x2D\x11\x66\x64\x97\x7A\x60\x42\x92\x07\x3C\xAB\x8D\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE2\x17\xCF\x54\xBE\xEF\xFF\xB3\x00\xA0\x00\x00\x50\x34\x02\xC2\x13\x55\x00\x10\xB4\xAE\x53\xFE\x12\x00\x00\x00\x7D\x71\xE1\x6E\x00\x20\x00\x1E\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x6E\x61\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6\x28\xEA\xDB\xA1\xC5\xD8\x7A\x34\xF9\xDD\xFD\x7D\x60\x39\xE1\xDF\x20\x4F\x4E\x2D\x11\x66\x64\x97\x7A\x60\x42\x92\x07\x3C\xAB\x8D\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x358DAFFA), ('P4rIngress.bitmap_seq.seq', 0xA2000000)], 3166)
        self.setRegisterValue('P4rIngress.rounds', 0xA2000000, 3166)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x08), ('P4rIngress.count_exp.exponent', 0x00)], 3166)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3166)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 3166)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 3166)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 3166)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 3166)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 3166)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 3166)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 3166)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 3166)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 3166)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 3166)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 3166)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 3166)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 3166)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 3166)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 3166)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 3166)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x97D9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AB9),
                gc.DataTuple('slot_count', 0x00000A9C),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAF44D2DE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x27D6D2C1),
                gc.KeyTuple('src_port', 0x403D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x97D9),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x0055),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x27\xD6\xD2\xC1\x00\x00\x00\x00\x40\x3D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x97\xD9\x00\x1C\xAF\x44\xD2\xDE\x01\xA5\x00\x00\xA2\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x37\x74\x39\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11\x30\x8A\x03\xEB\x11\xC3\xEF\x13\xC9\x80\x74\x1C\xEB\x81\xA9\x59\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB\x34\xDA\x2C\x54'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x27\xD6\xD2\xC1\xBE\xEF\x40\x3D\x00\xA0\x00\x00\x50\x34\x02\xC2\x97\xD9\x00\x1C\xAF\x44\xD2\xDE\x01\xA5\x00\x00\xA2\x00\x00\x00\x00\x20\x00\x08\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x37\x74\x39\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11\x30\x8A\x03\xEB\x11\xC3\xEF\x13\xC9\x80\x74\x1C\xEB\x81\xA9\x59\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB\x34\xDA\x2C\x54'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4F49B7E4), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 2630)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 2630)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1B), ('P4rIngress.count_exp.exponent', 0x00)], 2630)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2630)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 2630)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 2630)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 2630)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 2630)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 2630)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 2630)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 2630)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 2630)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 2630)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 2630)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 2630)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 2630)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 2630)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 2630)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 2630)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 2630)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3A72),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000379),
                gc.DataTuple('slot_count', 0x0000160B),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1E7DBF40),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0x610BE814),
                gc.KeyTuple('src_port', 0x0687),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3A72),
                gc.DataTuple('rank', 0x000C),
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
        ig_port = 24
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x61\x0B\xE8\x14\x00\x00\x00\x00\x06\x87\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x3A\x72\x00\x0C\x1E\x7D\xBF\x40\x06\xCD\x04\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x1A\x71\xD8\x74\xFB\xB4\x4D\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E\x50\x35\xF9\xFD\x38\xB3\x0C\x43\x43\x11\xE8\x15\xAC\xCA\xF0\x6A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x61\x0B\xE8\x14\xBE\xEF\x06\x87\x00\xA0\x00\x00\x50\x34\x02\xC2\x3A\x72\x00\x0C\x1E\x7D\xBF\x40\x06\xCD\x00\x00\x00\x00\x00\x00\x00\x20\x00\x1B\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x1A\x71\xD8\x74\xFB\xB4\x4D\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E\x50\x35\xF9\xFD\x38\xB3\x0C\x43\x43\x11\xE8\x15\xAC\xCA\xF0\x6A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xCC160D91), ('P4rIngress.bitmap_seq.seq', 0x045387D4)], 4985)
        self.setRegisterValue('P4rIngress.rounds', 0x045387D4, 4985)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x20), ('P4rIngress.count_exp.exponent', 0x00)], 4985)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4985)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 4985)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 4985)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 4985)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 4985)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 4985)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 4985)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 4985)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 4985)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 4985)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 4985)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 4985)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 4985)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 4985)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 4985)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 4985)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 4985)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA175),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000779),
                gc.DataTuple('slot_count', 0x0000164C),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE61076E7),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00E),
                gc.KeyTuple('src_addr', 0xD6EFB404),
                gc.KeyTuple('src_port', 0x42C4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA175),
                gc.DataTuple('rank', 0x001B),
                gc.DataTuple('worker_index', 0x0185),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD6\xEF\xB4\x04\x00\x00\x00\x00\x42\xC4\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA1\x75\x00\x1B\xE6\x10\x76\xE7\x0C\x00\x02\x00\x04\x53\x87\xD4\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C\xD0\x13\x82\xD3\x92\xC1\xF8\xB4\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6\x29\x11\xC4\xEA\xE8\xC8\xAB\xAC\x21\x97\x3C\x22'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD6\xEF\xB4\x04\xBE\xEF\x42\xC4\x00\xA0\x00\x00\x50\x34\x02\xC2\xA1\x75\x00\x1B\xE6\x10\x76\xE7\x0C\x00\x00\x00\x04\x53\x87\xD4\x00\x20\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C\xD0\x13\x82\xD3\x92\xC1\xF8\xB4\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6\x29\x11\xC4\xEA\xE8\xC8\xAB\xAC\x21\x97\x3C\x22'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9F40EE9E), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 6555)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 6555)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xC2), ('P4rIngress.count_exp.exponent', 0x00)], 6555)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6555)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 6555)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 6555)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 6555)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 6555)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 6555)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 6555)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 6555)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 6555)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 6555)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 6555)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 6555)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 6555)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 6555)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 6555)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 6555)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 6555)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1D1A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000805),
                gc.DataTuple('slot_count', 0x0000158D),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7D6886F1),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xA990E796),
                gc.KeyTuple('src_port', 0x53CB),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1D1A),
                gc.DataTuple('rank', 0x001B),
                gc.DataTuple('worker_index', 0x00C7),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA9\x90\xE7\x96\x00\x00\x00\x00\x53\xCB\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x1D\x1A\x00\x1B\x7D\x68\x86\xF1\x11\x96\x06\x00\x80\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x4A\xD4\x1D\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA9\x90\xE7\x96\xBE\xEF\x53\xCB\x00\xA0\x00\x00\x50\x34\x02\x83\x1D\x1A\x00\x1B\x7D\x68\x86\xF1\x11\x96\x00\x00\x80\x00\x00\x00\x00\x20\x00\xC2\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x4A\xD4\x1D\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5EAAB035), ('P4rIngress.bitmap_seq.seq', 0xCAAE3008)], 10753)
        self.setRegisterValue('P4rIngress.rounds', 0xCAAE3008, 10753)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x09), ('P4rIngress.count_exp.exponent', 0x00)], 10753)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10753)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 10753)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 10753)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 10753)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 10753)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 10753)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 10753)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 10753)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 10753)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 10753)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 10753)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 10753)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 10753)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 10753)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 10753)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 10753)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 10753)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF385),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000467),
                gc.DataTuple('slot_count', 0x00000DA9),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x30EF7124),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03C),
                gc.KeyTuple('src_addr', 0xC20F6098),
                gc.KeyTuple('src_port', 0xF24C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF385),
                gc.DataTuple('rank', 0x0011),
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
        ig_port = 60
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC2\x0F\x60\x98\x00\x00\x00\x00\xF2\x4C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF3\x85\x00\x11\x30\xEF\x71\x24\x05\x9A\x05\x00\xCA\xAE\x30\x08\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC2\x0F\x60\x98\xBE\xEF\xF2\x4C\x00\xA0\x00\x00\x50\x34\x02\xC2\xF3\x85\x00\x11\x30\xEF\x71\x24\x05\x9A\x01\x00\xCA\xAE\x30\x08\x00\x20\x00\x09\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x22C139D1), ('P4rIngress.bitmap_seq.seq', 0x6FB29DA4)], 10198)
        self.setRegisterValue('P4rIngress.rounds', 0x6FB29DA4, 10198)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0D), ('P4rIngress.count_exp.exponent', 0x00)], 10198)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10198)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 10198)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 10198)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 10198)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 10198)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 10198)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 10198)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 10198)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 10198)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 10198)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 10198)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 10198)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 10198)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 10198)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 10198)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 10198)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 10198)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xAF66),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000713),
                gc.DataTuple('slot_count', 0x00000D5B),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x79BAC8F1),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00F),
                gc.KeyTuple('src_addr', 0x96ADD385),
                gc.KeyTuple('src_port', 0xC182),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xAF66),
                gc.DataTuple('rank', 0x0008),
                gc.DataTuple('worker_index', 0x0128),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x96\xAD\xD3\x85\x00\x00\x00\x00\xC1\x82\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xAF\x66\x00\x08\x79\xBA\xC8\xF1\x00\xC3\x05\x00\x6F\xB2\x9D\xA4\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x9B\x65\x5D\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x96\xAD\xD3\x85\xBE\xEF\xC1\x82\x00\xA0\x00\x00\x50\x34\x02\xC2\xAF\x66\x00\x08\x79\xBA\xC8\xF1\x00\xC3\x01\x00\x6F\xB2\x9D\xA4\x00\x20\x00\x0D\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x9B\x65\x5D\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA0A84952), ('P4rIngress.bitmap_seq.seq', 0x15DD72C3)], 13106)
        self.setRegisterValue('P4rIngress.rounds', 0x15DD72C3, 13106)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x52), ('P4rIngress.count_exp.exponent', 0x00)], 13106)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13106)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 13106)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 13106)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 13106)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 13106)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 13106)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 13106)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 13106)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 13106)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 13106)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 13106)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 13106)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 13106)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 13106)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 13106)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 13106)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 13106)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6259),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FDD),
                gc.DataTuple('slot_count', 0x0000036D),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEF2D1244),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x009),
                gc.KeyTuple('src_addr', 0xA5835EA3),
                gc.KeyTuple('src_port', 0xE93D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6259),
                gc.DataTuple('rank', 0x0008),
                gc.DataTuple('worker_index', 0x025B),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA5\x83\x5E\xA3\x00\x00\x00\x00\xE9\x3D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x62\x59\x00\x08\xEF\x2D\x12\x44\x03\x55\x03\x00\x15\xDD\x72\xC3\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8D\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA5\x83\x5E\xA3\xBE\xEF\xE9\x3D\x00\xA0\x00\x00\x50\x34\x02\x83\x62\x59\x00\x08\xEF\x2D\x12\x44\x03\x55\x01\x00\x15\xDD\x72\xC3\x00\x20\x00\x52\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8D\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xCDE41F88), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 5463)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 5463)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x07), ('P4rIngress.count_exp.exponent', 0x00)], 5463)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5463)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 5463)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 5463)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 5463)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 5463)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 5463)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 5463)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 5463)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 5463)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 5463)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 5463)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 5463)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 5463)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 5463)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 5463)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 5463)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 5463)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xBE7B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000009A0),
                gc.DataTuple('slot_count', 0x000014A5),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x23E957D7),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01F),
                gc.KeyTuple('src_addr', 0x84172324),
                gc.KeyTuple('src_port', 0x7B19),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xBE7B),
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
        ig_port = 31
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x84\x17\x23\x24\x00\x00\x00\x00\x7B\x19\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xBE\x7B\x00\x07\x23\xE9\x57\xD7\x0B\xB7\x04\x00\x80\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53\xA6\xB2\x63\xC9\x84\x46\xDE\x3F\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x84\x17\x23\x24\xBE\xEF\x7B\x19\x00\xA0\x00\x00\x50\x34\x02\xC2\xBE\x7B\x00\x07\x23\xE9\x57\xD7\x0B\xB7\x00\x00\x80\x00\x00\x00\x00\x20\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53\xA6\xB2\x63\xC9\x84\x46\xDE\x3F\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x76A5D0FA), ('P4rIngress.bitmap_seq.seq', 0xD18FA70D)], 15398)
        self.setRegisterValue('P4rIngress.rounds', 0xD18FA70D, 15398)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0A), ('P4rIngress.count_exp.exponent', 0x00)], 15398)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 15398)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 15398)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 15398)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 15398)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 15398)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 15398)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 15398)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 15398)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 15398)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 15398)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 15398)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 15398)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 15398)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 15398)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 15398)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 15398)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 15398)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE890),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001C26),
                gc.DataTuple('slot_count', 0x000002B9),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFF37DE98),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0xA2080562),
                gc.KeyTuple('src_port', 0xEAF3),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE890),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x033D),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA2\x08\x05\x62\x00\x00\x00\x00\xEA\xF3\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE8\x90\x00\x03\xFF\x37\xDE\x98\x00\x00\x05\x00\xD1\x8F\xA7\x0D\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD5\xA0\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7\x7F\xFB\x91\x62\x25\xCE\x58\x5C\xAC\x4C\x6B\x37\x39\x9E\xF7\x45\x1C\x00\x84\xC6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA2\x08\x05\x62\xBE\xEF\xEA\xF3\x00\xA0\x00\x00\x50\x34\x02\xC2\xE8\x90\x00\x03\xFF\x37\xDE\x98\x00\x00\x01\x00\xD1\x8F\xA7\x0D\x00\x20\x00\x0A\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD5\xA0\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7\x7F\xFB\x91\x62\x25\xCE\x58\x5C\xAC\x4C\x6B\x37\x39\x9E\xF7\x45\x1C\x00\x84\xC6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE7\x00\x00\x00\x00\x00\x00\x20\x00\x00\x8C\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x980E51A0), ('P4rIngress.bitmap_seq.seq', 0xC0000000)], 10413)
        self.setRegisterValue('P4rIngress.rounds', 0xC0000000, 10413)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x3D), ('P4rIngress.count_exp.exponent', 0x00)], 10413)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10413)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 10413)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 10413)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 10413)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 10413)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 10413)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 10413)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 10413)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 10413)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 10413)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 10413)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 10413)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 10413)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 10413)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 10413)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 10413)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 10413)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC1BF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000584),
                gc.DataTuple('slot_count', 0x000015A6),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8EB71CC4),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x027),
                gc.KeyTuple('src_addr', 0xCC7B288F),
                gc.KeyTuple('src_port', 0xC1FC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC1BF),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x0223),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCC\x7B\x28\x8F\x00\x00\x00\x00\xC1\xFC\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC1\xBF\x00\x11\x8E\xB7\x1C\xC4\x03\x29\x07\x00\xC0\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x82\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCC\x7B\x28\x8F\xBE\xEF\xC1\xFC\x00\xA0\x00\x00\x50\x34\x02\x83\xC1\xBF\x00\x11\x8E\xB7\x1C\xC4\x03\x29\x01\x00\xC0\x00\x00\x00\x00\x20\x00\x3D\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x82\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD2870F2D), ('P4rIngress.bitmap_seq.seq', 0xCD5A5D39)], 11949)
        self.setRegisterValue('P4rIngress.rounds', 0xCD5A5D39, 11949)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xBA), ('P4rIngress.count_exp.exponent', 0x00)], 11949)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11949)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 11949)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 11949)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 11949)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 11949)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 11949)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 11949)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 11949)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 11949)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 11949)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 11949)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 11949)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 11949)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 11949)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 11949)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 11949)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 11949)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xFE45),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006AD),
                gc.DataTuple('slot_count', 0x00001413),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x97DD00AB),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0xAE73514C),
                gc.KeyTuple('src_port', 0x2531),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xFE45),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x000A),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAE\x73\x51\x4C\x00\x00\x00\x00\x25\x31\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xFE\x45\x00\x03\x97\xDD\x00\xAB\x08\x00\x05\x00\xCD\x5A\x5D\x39\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x86\xDB\x36\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xAE\x73\x51\x4C\xBE\xEF\x25\x31\x00\xA0\x00\x00\x50\x34\x02\x83\xFE\x45\x00\x03\x97\xDD\x00\xAB\x08\x00\x01\x00\xCD\x5A\x5D\x39\x00\x20\x00\xBA\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x86\xDB\x36\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8BA6D925), ('P4rIngress.bitmap_seq.seq', 0x6ADB1204)], 14500)
        self.setRegisterValue('P4rIngress.rounds', 0x6ADB1204, 14500)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x08), ('P4rIngress.count_exp.exponent', 0x00)], 14500)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14500)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 14500)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 14500)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 14500)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 14500)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 14500)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 14500)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 14500)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 14500)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 14500)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 14500)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 14500)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 14500)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 14500)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 14500)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 14500)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 14500)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2D78),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000014BE),
                gc.DataTuple('slot_count', 0x000007C2),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2DB48274),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03E),
                gc.KeyTuple('src_addr', 0x036246DE),
                gc.KeyTuple('src_port', 0x5EEE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2D78),
                gc.DataTuple('rank', 0x0002),
                gc.DataTuple('worker_index', 0x0377),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x03\x62\x46\xDE\x00\x00\x00\x00\x5E\xEE\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x2D\x78\x00\x02\x2D\xB4\x82\x74\x03\xE6\x05\x00\x6A\xDB\x12\x04\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xDA\xE4\x03\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2\xE5\xA0\xD0\x50\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x03\x62\x46\xDE\xBE\xEF\x5E\xEE\x00\xA0\x00\x00\x50\x34\x02\xC2\x2D\x78\x00\x02\x2D\xB4\x82\x74\x03\xE6\x01\x00\x6A\xDB\x12\x04\x00\x20\x00\x08\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xDA\xE4\x03\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2\xE5\xA0\xD0\x50\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5FA2641D), ('P4rIngress.bitmap_seq.seq', 0x531F4F58)], 1948)
        self.setRegisterValue('P4rIngress.rounds', 0x531F4F58, 1948)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x27), ('P4rIngress.count_exp.exponent', 0x00)], 1948)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1948)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 1948)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 1948)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 1948)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 1948)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 1948)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 1948)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 1948)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 1948)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 1948)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 1948)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 1948)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 1948)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 1948)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 1948)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 1948)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 1948)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xAC19),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000079C),
                gc.DataTuple('slot_count', 0x0000110F),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB1E67594),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0xB7EB69B5),
                gc.KeyTuple('src_port', 0xB2DC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xAC19),
                gc.DataTuple('rank', 0x0004),
                gc.DataTuple('worker_index', 0x0396),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB7\xEB\x69\xB5\x00\x00\x00\x00\xB2\xDC\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xAC\x19\x00\x04\xB1\xE6\x75\x94\x00\x00\x06\x00\x53\x1F\x4F\x58\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x6F\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB7\xEB\x69\xB5\xBE\xEF\xB2\xDC\x00\xA0\x00\x00\x50\x34\x02\x83\xAC\x19\x00\x04\xB1\xE6\x75\x94\x00\x00\x00\x00\x53\x1F\x4F\x58\x00\x20\x00\x27\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x6F\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xFE066963), ('P4rIngress.bitmap_seq.seq', 0x97DCD4D0)], 4783)
        self.setRegisterValue('P4rIngress.rounds', 0x97DCD4D0, 4783)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xE1), ('P4rIngress.count_exp.exponent', 0x00)], 4783)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4783)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 4783)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 4783)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 4783)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 4783)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 4783)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 4783)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 4783)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 4783)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 4783)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 4783)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 4783)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 4783)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 4783)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 4783)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 4783)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 4783)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0CF1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A72),
                gc.DataTuple('slot_count', 0x0000091D),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE5691214),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x035),
                gc.KeyTuple('src_addr', 0x45812807),
                gc.KeyTuple('src_port', 0x00A2),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0CF1),
                gc.DataTuple('rank', 0x000E),
                gc.DataTuple('worker_index', 0x0048),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x45\x81\x28\x07\x00\x00\x00\x00\x00\xA2\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x0C\xF1\x00\x0E\xE5\x69\x12\x14\x08\x3D\x04\x00\x97\xDC\xD4\xD0\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25\x33\x3F\x22\x8C\x3B\xFE\xBF\xA1\x09\x3B\xC5\xF9\xF8\x50\xA9\xFA\x96\xFE\xAE\xA5\xF0\x00\x9A\xC6\x20\x71\xC0\x58\x86\xA1\xE0\x31\x70\xBA\x96\x22\x0E\x36\xCA\x83\xB8\xA7\x56\x16\x15\xA1\x4B\xEE\x1F\x79\xF6\xD2\xE8\x5A\x63\x21\x52\x2C\x29\xB5\x53\xFF\x85\x57\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x45\x81\x28\x07\xBE\xEF\x00\xA2\x00\xA0\x00\x00\x50\x34\x02\x83\x0C\xF1\x00\x0E\xE5\x69\x12\x14\x08\x3D\x00\x00\x97\xDC\xD4\xD0\x00\x20\x00\xE1\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25\x33\x3F\x22\x8C\x3B\xFE\xBF\xA1\x09\x3B\xC5\xF9\xF8\x50\xA9\xFA\x96\xFE\xAE\xA5\xF0\x00\x9A\xC6\x20\x71\xC0\x58\x86\xA1\xE0\x31\x70\xBA\x96\x22\x0E\x36\xCA\x83\xB8\xA7\x56\x16\x15\xA1\x4B\xEE\x1F\x79\xF6\xD2\xE8\x5A\x63\x21\x52\x2C\x29\xB5\x53\xFF\x85\x57\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xABF5C464), ('P4rIngress.bitmap_seq.seq', 0xA7BD0CB5)], 4889)
        self.setRegisterValue('P4rIngress.rounds', 0xA7BD0CB5, 4889)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x20), ('P4rIngress.count_exp.exponent', 0x00)], 4889)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4889)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 4889)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 4889)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 4889)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 4889)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 4889)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 4889)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 4889)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 4889)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 4889)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 4889)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 4889)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 4889)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 4889)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 4889)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 4889)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 4889)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC19C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA3A47138),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x020),
                gc.KeyTuple('src_addr', 0x29B911A4),
                gc.KeyTuple('src_port', 0x2512),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC19C),
                gc.DataTuple('rank', 0x0012),
                gc.DataTuple('worker_index', 0x006F),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x29\xB9\x11\xA4\x00\x00\x00\x00\x25\x12\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC1\x9C\x00\x12\xA3\xA4\x71\x38\x13\x19\x02\x00\xA7\xBD\x0C\xB5\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA8\x35\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x29\xB9\x11\xA4\xBE\xEF\x25\x12\x00\xA0\x00\x00\x50\x34\x02\xC2\xC1\x9C\x00\x12\xA3\xA4\x71\x38\x13\x19\x00\x00\xA7\xBD\x0C\xB5\x00\x20\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA8\x35\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xDA52E034), ('P4rIngress.bitmap_seq.seq', 0xF9D920EF)], 15276)
        self.setRegisterValue('P4rIngress.rounds', 0xF9D920EF, 15276)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xCC), ('P4rIngress.count_exp.exponent', 0x00)], 15276)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 15276)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 15276)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 15276)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 15276)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 15276)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 15276)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 15276)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 15276)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 15276)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 15276)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 15276)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 15276)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 15276)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 15276)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 15276)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 15276)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 15276)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x78D2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000954),
                gc.DataTuple('slot_count', 0x000016AC),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3E75A65A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x039),
                gc.KeyTuple('src_addr', 0x3F981F4E),
                gc.KeyTuple('src_port', 0xCE74),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x78D2),
                gc.DataTuple('rank', 0x000E),
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
        ig_port = 57
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3F\x98\x1F\x4E\x00\x00\x00\x00\xCE\x74\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x78\xD2\x00\x0E\x3E\x75\xA6\x5A\x12\x58\x07\x00\xF9\xD9\x20\xEF\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x6F\xD8\x8F\x9A\x56\x6E\x18\xA5\x07\xF3\x76\x2A\x16\x91\x1A\xED\xA8\xB7\x65\x17\x01\x08\x31\x3D\xCC\xE3\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA\x13\x17\x49\x5B\x1C\xDF\x05\x62\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x3F\x98\x1F\x4E\xBE\xEF\xCE\x74\x00\xA0\x00\x00\x50\x34\x02\x83\x78\xD2\x00\x0E\x3E\x75\xA6\x5A\x12\x58\x01\x00\xF9\xD9\x20\xEF\x00\x20\x00\xCC\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x6F\xD8\x8F\x9A\x56\x6E\x18\xA5\x07\xF3\x76\x2A\x16\x91\x1A\xED\xA8\xB7\x65\x17\x01\x08\x31\x3D\xCC\xE3\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA\x13\x17\x49\x5B\x1C\xDF\x05\x62\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC6071579), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 2369)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 2369)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x11), ('P4rIngress.count_exp.exponent', 0x00)], 2369)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2369)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 2369)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 2369)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 2369)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 2369)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 2369)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 2369)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 2369)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 2369)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 2369)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 2369)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 2369)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 2369)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 2369)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 2369)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 2369)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 2369)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5DF0),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000044D),
                gc.DataTuple('slot_count', 0x00000EC5),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7600C90A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x020),
                gc.KeyTuple('src_addr', 0x62E51442),
                gc.KeyTuple('src_port', 0x684B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5DF0),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x008A),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x62\xE5\x14\x42\x00\x00\x00\x00\x68\x4B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x5D\xF0\x00\x11\x76\x00\xC9\x0A\x04\xF4\x06\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xAD\x53\xB9\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x62\xE5\x14\x42\xBE\xEF\x68\x4B\x00\xA0\x00\x00\x50\x34\x02\xC2\x5D\xF0\x00\x11\x76\x00\xC9\x0A\x04\xF4\x00\x00\x00\x00\x00\x00\x00\x20\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xAD\x53\xB9\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x22C9B7B5), ('P4rIngress.bitmap_seq.seq', 0xEAF516FB)], 8176)
        self.setRegisterValue('P4rIngress.rounds', 0xEAF516FB, 8176)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x16), ('P4rIngress.count_exp.exponent', 0x00)], 8176)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 8176)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 8176)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 8176)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 8176)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 8176)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 8176)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 8176)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 8176)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 8176)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 8176)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 8176)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 8176)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 8176)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 8176)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 8176)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 8176)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 8176)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD2B1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000009EB),
                gc.DataTuple('slot_count', 0x00001615),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE193ED6E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02C),
                gc.KeyTuple('src_addr', 0xB3DD9CAC),
                gc.KeyTuple('src_port', 0x8495),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD2B1),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x00CD),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB3\xDD\x9C\xAC\x00\x00\x00\x00\x84\x95\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD2\xB1\x00\x00\xE1\x93\xED\x6E\x16\x05\x02\x00\xEA\xF5\x16\xFB\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD\x33\x1D\xE9\x0A\x4C\x2D\xDB\x4D\x65\xD8\x4C\xFC\x62\x1D\x8D\xD9\x83\xB7\x31\x9D\xE2\x8D\x2A\x79\x02\x5F\xBB\xFE\x41\x22\xDB\x1B\x01\xB1\x05\x59\x7E\x2D\x70\xEF\xC8\x47\x63\x88\x63\x11\xB9\xE2\xFB\x63\xD2\x01\xEC\xBB\xD0\x43\x48\x45\xAA\x19\x46\x8D\xEC\xDC\x39\x65\xED\xEE\x5D\x0D\x98\x21\x7F\xCB\xC5\x22\x7E\xEE\x7A\x88\xFA\xE4\x0F\xF5\xD3\xBF\x2F\x4B\x1F\x57\x86\xBE\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB3\xDD\x9C\xAC\xBE\xEF\x84\x95\x00\xA0\x00\x00\x50\x34\x02\xC2\xD2\xB1\x00\x00\xE1\x93\xED\x6E\x16\x05\x00\x00\xEA\xF5\x16\xFB\x00\x20\x00\x16\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD\x33\x1D\xE9\x0A\x4C\x2D\xDB\x4D\x65\xD8\x4C\xFC\x62\x1D\x8D\xD9\x83\xB7\x31\x9D\xE2\x8D\x2A\x79\x02\x5F\xBB\xFE\x41\x22\xDB\x1B\x01\xB1\x05\x59\x7E\x2D\x70\xEF\xC8\x47\x63\x88\x63\x11\xB9\xE2\xFB\x63\xD2\x01\xEC\xBB\xD0\x43\x48\x45\xAA\x19\x46\x8D\xEC\xDC\x39\x65\xED\xEE\x5D\x0D\x98\x21\x7F\xCB\xC5\x22\x7E\xEE\x7A\x88\xFA\xE4\x0F\xF5\xD3\xBF\x2F\x4B\x1F\x57\x86\xBE\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x75449F85), ('P4rIngress.bitmap_seq.seq', 0xBF2C7D18)], 6407)
        self.setRegisterValue('P4rIngress.rounds', 0xBF2C7D18, 6407)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0E), ('P4rIngress.count_exp.exponent', 0x00)], 6407)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6407)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 6407)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 6407)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 6407)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 6407)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 6407)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 6407)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 6407)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 6407)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 6407)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 6407)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 6407)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 6407)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 6407)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 6407)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 6407)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 6407)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE393),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DE3),
                gc.DataTuple('slot_count', 0x00000E06),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2832476E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0x7190F4AA),
                gc.KeyTuple('src_port', 0x4127),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE393),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x0342),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x71\x90\xF4\xAA\x00\x00\x00\x00\x41\x27\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE3\x93\x00\x07\x28\x32\x47\x6E\x0B\x24\x04\x00\xBF\x2C\x7D\x18\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x3E\x88\x7C\xB4\x48\x25\x20\x70\x49\xCD\x1C\x3B\xAE\x27\x61\xD1\x59\x03\x33\x0C\x9E\xF4\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x71\x90\xF4\xAA\xBE\xEF\x41\x27\x00\xA0\x00\x00\x50\x34\x02\x83\xE3\x93\x00\x07\x28\x32\x47\x6E\x0B\x24\x00\x00\xBF\x2C\x7D\x18\x00\x20\x00\x0E\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x3E\x88\x7C\xB4\x48\x25\x20\x70\x49\xCD\x1C\x3B\xAE\x27\x61\xD1\x59\x03\x33\x0C\x9E\xF4\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xAA93F8CF), ('P4rIngress.bitmap_seq.seq', 0xD740466E)], 11247)
        self.setRegisterValue('P4rIngress.rounds', 0xD740466E, 11247)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xB3), ('P4rIngress.count_exp.exponent', 0x00)], 11247)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11247)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 11247)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 11247)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 11247)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 11247)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 11247)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 11247)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 11247)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 11247)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 11247)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 11247)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 11247)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 11247)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 11247)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 11247)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 11247)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 11247)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x20B5),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000874),
                gc.DataTuple('slot_count', 0x00000C27),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3BAA672A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xDA4B9A78),
                gc.KeyTuple('src_port', 0xBDE3),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x20B5),
                gc.DataTuple('rank', 0x0019),
                gc.DataTuple('worker_index', 0x02A8),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDA\x4B\x9A\x78\x00\x00\x00\x00\xBD\xE3\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x20\xB5\x00\x19\x3B\xAA\x67\x2A\x03\x7B\x03\x00\xD7\x40\x46\x6E\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xAD\xAA\x1C\xE1\xE3\x32\xBE\xCE\x02\x25\x64\xB4\xFB\x1B\xEB\x37'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDA\x4B\x9A\x78\xBE\xEF\xBD\xE3\x00\xA0\x00\x00\x50\x34\x02\x83\x20\xB5\x00\x19\x3B\xAA\x67\x2A\x03\x7B\x01\x00\xD7\x40\x46\x6E\x00\x20\x00\xB3\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xAD\xAA\x1C\xE1\xE3\x32\xBE\xCE\x02\x25\x64\xB4\xFB\x1B\xEB\x37'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB06CF14A), ('P4rIngress.bitmap_seq.seq', 0xAA800000)], 2861)
        self.setRegisterValue('P4rIngress.rounds', 0xAA800000, 2861)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xB0), ('P4rIngress.count_exp.exponent', 0x00)], 2861)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2861)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 2861)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 2861)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 2861)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 2861)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 2861)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 2861)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 2861)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 2861)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 2861)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 2861)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 2861)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 2861)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 2861)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 2861)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 2861)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 2861)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF0F6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B2D),
                gc.DataTuple('slot_count', 0x00000D20),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF27C48AF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x009),
                gc.KeyTuple('src_addr', 0x122621C4),
                gc.KeyTuple('src_port', 0x22D6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF0F6),
                gc.DataTuple('rank', 0x000C),
                gc.DataTuple('worker_index', 0x018A),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x12\x26\x21\xC4\x00\x00\x00\x00\x22\xD6\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF0\xF6\x00\x0C\xF2\x7C\x48\xAF\x00\x00\x04\x00\xAA\x80\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x55\x9C\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A\x46\x9D\x47\x06\x5D\xB1\x15\xA2\x24\x65\x1D\xF1\x89\x79\x4C\x6E\x10\x6E\xF8\xDF\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5\xE3\x6D\xEF\x8C\x97\x07\x0C\x4D\x5C\x66\xAF\x68\x7B\xD5\x87\x8E\xA4\x90\x8D\xCF\xD1\x02\x5E\x73\x9E\x7E\x62\x3A\x8B\xE4\x72\xB2\x6A\x7A\x5F\xE6\xC7\xBC\xCC\x45\x61\x0D\xBC\xBD\x58\xED\x33\xC2\x6E\x08\x6E\x90\xE9\xEA\xD7\x07\x13\x97\x4A\x47\xFB\x8B\x01\x27\xB8\xF2\x5D\x5F\xD8\x21\x6C\x63\x5A\xDC\xFF\x42\x2F\x5B\x0B\x3C\x12\x18\x6C\xFE\x2C\xC6\x04\x8E\x99\x98\xC0\x00\x3B\x1C\xD0\xFC\x0E\xE2\x17\xBC\x80\xD0\x73\x35'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x12\x26\x21\xC4\xBE\xEF\x22\xD6\x00\xA0\x00\x00\x50\x34\x02\x83\xF0\xF6\x00\x0C\xF2\x7C\x48\xAF\x00\x00\x00\x00\xAA\x80\x00\x00\x00\x20\x00\xB0\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x55\x9C\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A\x46\x9D\x47\x06\x5D\xB1\x15\xA2\x24\x65\x1D\xF1\x89\x79\x4C\x6E\x10\x6E\xF8\xDF\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5\xE3\x6D\xEF\x8C\x97\x07\x0C\x4D\x5C\x66\xAF\x68\x7B\xD5\x87\x8E\xA4\x90\x8D\xCF\xD1\x02\x5E\x73\x9E\x7E\x62\x3A\x8B\xE4\x72\xB2\x6A\x7A\x5F\xE6\xC7\xBC\xCC\x45\x61\x0D\xBC\xBD\x58\xED\x33\xC2\x6E\x08\x6E\x90\xE9\xEA\xD7\x07\x13\x97\x4A\x47\xFB\x8B\x01\x27\xB8\xF2\x5D\x5F\xD8\x21\x6C\x63\x5A\xDC\xFF\x42\x2F\x5B\x0B\x3C\x12\x18\x6C\xFE\x2C\xC6\x04\x8E\x99\x98\xC0\x00\x3B\x1C\xD0\xFC\x0E\xE2\x17\xBC\x80\xD0\x73\x35'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x3BE9A85A), ('P4rIngress.bitmap_seq.seq', 0x41999047)], 3588)
        self.setRegisterValue('P4rIngress.rounds', 0x41999047, 3588)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xC1), ('P4rIngress.count_exp.exponent', 0x00)], 3588)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3588)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 3588)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 3588)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 3588)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 3588)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 3588)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 3588)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 3588)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 3588)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 3588)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 3588)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 3588)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 3588)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 3588)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 3588)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 3588)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 3588)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xEAC4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000CC3),
                gc.DataTuple('slot_count', 0x00000C71),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB54098F1),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x013),
                gc.KeyTuple('src_addr', 0xA4304ABC),
                gc.KeyTuple('src_port', 0xAEAE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xEAC4),
                gc.DataTuple('rank', 0x0006),
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
        ig_port = 19
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA4\x30\x4A\xBC\x00\x00\x00\x00\xAE\xAE\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xEA\xC4\x00\x06\xB5\x40\x98\xF1\x01\x41\x00\x00\x41\x99\x90\x47\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x89\x69\x55\x06\x6C\xE6\x8E\x4F\x79\xF2\x05\xFB\x94\x9D\x56\xD6\x15\xFB\x7D\x32\x3C\xD1\x89\xB9\x90\x26\x96\xDD\x58\xF4\x63\x8D\x35\x07\xE8\x94\x03\x60\x1A\xDE\x3E\x46\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6\xA9\x1C\xF9\x47\xA8\x53\x75\x04\x3C\x83\xAB\x13\x5D\x1E\x10\xCF\xFA\x8A\x4D\x00\x02\x14\x6C\x1D\x12\x55\x0D\x22\xF0\x6F\x6A\x08\x43\x5D\x14\x2D\xAF\xC6\xA8\xB7\x2A\xDD\x78\x30\xDF\x11\x83\x7A\xDC\xD4\x72\x9D\xB5\x32\xB3\x53\xEE\x39\x2B\x01\x65\x56\x56\x76\xB3\x56\x22\xBA\x8D\x7E\x70\x2B\x8A\xBE\x9D\x86\x80\xA8\xA1\x25\xBF\x24\xF1\xA7\x6B\x1D\x0F\xD7\x99\x4C\x53\x7E\x48\xA3\x6A\xA4\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA4\x30\x4A\xBC\xBE\xEF\xAE\xAE\x00\xA0\x00\x00\x50\x34\x02\x83\xEA\xC4\x00\x06\xB5\x40\x98\xF1\x01\x41\x00\x00\x41\x99\x90\x47\x00\x20\x00\xC1\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x89\x69\x55\x06\x6C\xE6\x8E\x4F\x79\xF2\x05\xFB\x94\x9D\x56\xD6\x15\xFB\x7D\x32\x3C\xD1\x89\xB9\x90\x26\x96\xDD\x58\xF4\x63\x8D\x35\x07\xE8\x94\x03\x60\x1A\xDE\x3E\x46\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6\xA9\x1C\xF9\x47\xA8\x53\x75\x04\x3C\x83\xAB\x13\x5D\x1E\x10\xCF\xFA\x8A\x4D\x00\x02\x14\x6C\x1D\x12\x55\x0D\x22\xF0\x6F\x6A\x08\x43\x5D\x14\x2D\xAF\xC6\xA8\xB7\x2A\xDD\x78\x30\xDF\x11\x83\x7A\xDC\xD4\x72\x9D\xB5\x32\xB3\x53\xEE\x39\x2B\x01\x65\x56\x56\x76\xB3\x56\x22\xBA\x8D\x7E\x70\x2B\x8A\xBE\x9D\x86\x80\xA8\xA1\x25\xBF\x24\xF1\xA7\x6B\x1D\x0F\xD7\x99\x4C\x53\x7E\x48\xA3\x6A\xA4\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test31(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD06B984D), ('P4rIngress.bitmap_seq.seq', 0xBEA4BFD5)], 14453)
        self.setRegisterValue('P4rIngress.rounds', 0xBEA4BFD5, 14453)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x05), ('P4rIngress.count_exp.exponent', 0x00)], 14453)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14453)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 14453)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 14453)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 14453)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 14453)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 14453)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 14453)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 14453)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 14453)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 14453)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 14453)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 14453)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 14453)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 14453)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 14453)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 14453)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 14453)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6CC5),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7F0DBBDF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x033),
                gc.KeyTuple('src_addr', 0xE7B9B6AB),
                gc.KeyTuple('src_port', 0x8F07),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6CC5),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x012A),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE7\xB9\xB6\xAB\x00\x00\x00\x00\x8F\x07\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x6C\xC5\x00\x16\x7F\x0D\xBB\xDF\x18\x75\x01\x00\xBE\xA4\xBF\xD5\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC3\xD7\x50\x4B\x9D\xB5\xEB\x53\x26\x35\x81\x87\x19\xB5\x46\xDC\xC9\xC0\xC2\x91\xDC\xA1\x13\x21\x99\x85\x1A\xCF\x9C\xCF\xEE\x73\x4F\xC5\xC5\xE9\x25\x20\xA6\x4B\x13\x34\x6B\x6C\x84\x34\xCD\x0D\xFA\xB9\xC8\xC0\xD4\x26\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19\x1C\x27\x70\xE5\x88\xEA\xC3\xE7\x43\xE9\x8A\x9B\x46\xF6\x96\x16\xF9\x91\x7F\xC5\x01\x5C\x6C\x80\x2C\xFB\x9C\x16\x84\xAE\x1A\x14\x07\x18\xC0\xAE\xC3\xC5\x20\x18\x28\x05\xB4\x5E\x09\xA0\x68\x65\x35\x9A\x32\x74\xBD\x57\x35\xBF\x9F\xCE\x01\x05\x70\xE5\xCF\x46\x92\xDA\x75\x6C\xFA\xC6\x6B\xE0\xB0\x01\x4C\xE1\x98\xCD\xAF\xB6\xB6\x1B\x59\xF9\xEF\x8C\x69\x76\xA9\x67\x6D\xA2\x9C\xF4\xEE\x19\x80\x52\x06\x9F\x5B\xAB\x20\x08\x0C\x43\xF6\x46\x8F\xBD\xE4\x2A\x28\x01\xA7\x6E\xAF\xF3\x19\x6B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE7\xB9\xB6\xAB\xBE\xEF\x8F\x07\x00\xA0\x00\x00\x50\x34\x02\xC2\x6C\xC5\x00\x16\x7F\x0D\xBB\xDF\x18\x75\x01\x00\xBE\xA4\xBF\xD5\x00\x20\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC3\xD7\x50\x4B\x9D\xB5\xEB\x53\x26\x35\x81\x87\x19\xB5\x46\xDC\xC9\xC0\xC2\x91\xDC\xA1\x13\x21\x99\x85\x1A\xCF\x9C\xCF\xEE\x73\x4F\xC5\xC5\xE9\x25\x20\xA6\x4B\x13\x34\x6B\x6C\x84\x34\xCD\x0D\xFA\xB9\xC8\xC0\xD4\x26\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19\x1C\x27\x70\xE5\x88\xEA\xC3\xE7\x43\xE9\x8A\x9B\x46\xF6\x96\x16\xF9\x91\x7F\xC5\x01\x5C\x6C\x80\x2C\xFB\x9C\x16\x84\xAE\x1A\x14\x07\x18\xC0\xAE\xC3\xC5\x20\x18\x28\x05\xB4\x5E\x09\xA0\x68\x65\x35\x9A\x32\x74\xBD\x57\x35\xBF\x9F\xCE\x01\x05\x70\xE5\xCF\x46\x92\xDA\x75\x6C\xFA\xC6\x6B\xE0\xB0\x01\x4C\xE1\x98\xCD\xAF\xB6\xB6\x1B\x59\xF9\xEF\x8C\x69\x76\xA9\x67\x6D\xA2\x9C\xF4\xEE\x19\x80\x52\x06\x9F\x5B\xAB\x20\x08\x0C\x43\xF6\x46\x8F\xBD\xE4\x2A\x28\x01\xA7\x6E\xAF\xF3\x19\x6B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test32(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1AF7567A), ('P4rIngress.bitmap_seq.seq', 0xE5E455AF)], 9728)
        self.setRegisterValue('P4rIngress.rounds', 0xE5E455AF, 9728)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x14), ('P4rIngress.count_exp.exponent', 0x00)], 9728)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9728)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 9728)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 9728)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 9728)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 9728)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 9728)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 9728)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 9728)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 9728)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 9728)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 9728)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 9728)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 9728)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 9728)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 9728)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 9728)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 9728)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9E60),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x43CECE37),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00E),
                gc.KeyTuple('src_addr', 0x6AABEC99),
                gc.KeyTuple('src_port', 0xEA4E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9E60),
                gc.DataTuple('rank', 0x0019),
                gc.DataTuple('worker_index', 0x0033),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6A\xAB\xEC\x99\x00\x00\x00\x00\xEA\x4E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9E\x60\x00\x19\x43\xCE\xCE\x37\x06\x00\x01\x00\xE5\xE4\x55\xAF\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x62\xD7\x7C\x10\x87\x37\x69\x9A\x3F\x18\x42\xA5\x0C\x38\x4A\xCE\x1D\xF8\xC9\x33\x54\x1D\xDF\xEA\xFE\x03\xC6\x3F\xC7\x6E\x96\x0C\x4E\x12\xCE\xB5\xFB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6A\xAB\xEC\x99\xBE\xEF\xEA\x4E\x00\xA0\x00\x00\x50\x34\x02\xC2\x9E\x60\x00\x19\x43\xCE\xCE\x37\x06\x00\x01\x00\xE5\xE4\x55\xAF\x00\x20\x00\x14\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x62\xD7\x7C\x10\x87\x37\x69\x9A\x3F\x18\x42\xA5\x0C\x38\x4A\xCE\x1D\xF8\xC9\x33\x54\x1D\xDF\xEA\xFE\x03\xC6\x3F\xC7\x6E\x96\x0C\x4E\x12\xCE\xB5\xFB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test33(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB962829C), ('P4rIngress.bitmap_seq.seq', 0x9EADA179)], 11744)
        self.setRegisterValue('P4rIngress.rounds', 0x9EADA179, 11744)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1D), ('P4rIngress.count_exp.exponent', 0x00)], 11744)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11744)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 11744)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9498),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000700),
                gc.DataTuple('slot_count', 0x000012FB),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEF14818F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x012),
                gc.KeyTuple('src_addr', 0x2DABE7D2),
                gc.KeyTuple('src_port', 0xD978),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9498),
                gc.DataTuple('rank', 0x0016),
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
        ig_port = 18
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2D\xAB\xE7\xD2\x00\x00\x00\x00\xD9\x78\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x94\x98\x00\x16\xEF\x14\x81\x8F\x06\xE0\x07\x00\x9E\xAD\xA1\x79\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xCF\xF5\x17\xD5\x68\xEA\x51\x40\xBD\xDC\x2D\x55\xEB\x5C\x7F\xA4\x57\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B\xE6\xCF\xD1\x61\x6A\xC7\x39\x5E\xC6\x55\x5C\x09\x86\xDF\xC3\xB4\x38\xBF\x28\xC8\x2F\x55\xF9\x05\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80\x55\x93\x23\x69\xBB\x3F\x79\xBF\xC6\x1F\x60\x02\x8B\x2F\x39\x16\xFD\x8B\x42\xB2\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71\x3B\xCC\xED\x94\x74\xA5\x0C\x2A\x93\x92\x9F\x47\xB5\xD9\xCC\x22\x55\x0E\x15\xBE\x5F\x6C\x77\x2F\x72\x7D\x1D\x79\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C\xDA\x40\x22\xA4\xED\x98\x8E\x76\x19\xAC\xBF\xE1\x4E\xD1\x62\x52\x07\x1F\x17\x5B\x53\x1B\x7F\x5B\xD6\x8B\x86\x60\xCB\xEB\x43\x69\x2D\x95\xA5\x66\x54\x69\x84\xB5\x6B\xA6\x29\x96\xC5\x60\x9B\x67\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8\x01\x0C\xED\x66\x06\xA3\x12\xBB\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74\x5A\x88\xA9\x45\x49\x01\x6B\xAC\x58\xC0\xFE\xEA\x4A\x27\xFE\x40\x7C\xD0\x8B\xFE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2D\xAB\xE7\xD2\xBE\xEF\xD9\x78\x00\xA0\x00\x00\x50\x34\x02\x83\x94\x98\x00\x16\xEF\x14\x81\x8F\x06\xE0\x01\x00\x9E\xAD\xA1\x79\x00\x20\x00\x1D\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xCF\xF5\x17\xD5\x68\xEA\x51\x40\xBD\xDC\x2D\x55\xEB\x5C\x7F\xA4\x57\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B\xE6\xCF\xD1\x61\x6A\xC7\x39\x5E\xC6\x55\x5C\x09\x86\xDF\xC3\xB4\x38\xBF\x28\xC8\x2F\x55\xF9\x05\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80\x55\x93\x23\x69\xBB\x3F\x79\xBF\xC6\x1F\x60\x02\x8B\x2F\x39\x16\xFD\x8B\x42\xB2\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71\x3B\xCC\xED\x94\x74\xA5\x0C\x2A\x93\x92\x9F\x47\xB5\xD9\xCC\x22\x55\x0E\x15\xBE\x5F\x6C\x77\x2F\x72\x7D\x1D\x79\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C\xDA\x40\x22\xA4\xED\x98\x8E\x76\x19\xAC\xBF\xE1\x4E\xD1\x62\x52\x07\x1F\x17\x5B\x53\x1B\x7F\x5B\xD6\x8B\x86\x60\xCB\xEB\x43\x69\x2D\x95\xA5\x66\x54\x69\x84\xB5\x6B\xA6\x29\x96\xC5\x60\x9B\x67\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8\x01\x0C\xED\x66\x06\xA3\x12\xBB\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74\x5A\x88\xA9\x45\x49\x01\x6B\xAC\x58\xC0\xFE\xEA\x4A\x27\xFE\x40\x7C\xD0\x8B\xFE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test34(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC285B07D), ('P4rIngress.bitmap_seq.seq', 0x40000000)], 15203)
        self.setRegisterValue('P4rIngress.rounds', 0x40000000, 15203)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1E), ('P4rIngress.count_exp.exponent', 0x00)], 15203)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 15203)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 15203)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 15203)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 15203)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 15203)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 15203)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 15203)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 15203)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 15203)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 15203)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 15203)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 15203)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 15203)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 15203)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 15203)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 15203)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 15203)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE9DD),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A44),
                gc.DataTuple('slot_count', 0x00001373),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEA79163F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02C),
                gc.KeyTuple('src_addr', 0x108F59DC),
                gc.KeyTuple('src_port', 0x2299),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE9DD),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0116),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x10\x8F\x59\xDC\x00\x00\x00\x00\x22\x99\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE9\xDD\x00\x1F\xEA\x79\x16\x3F\x11\x1F\x07\x00\x40\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x47\x3A\x2F\x05\x9D\xDC\x7A\x19\x74\xB4\xAA\x56\x98\x01\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F\x24\xF0\x27\x71\x4B\x3A\x92\x7F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x10\x8F\x59\xDC\xBE\xEF\x22\x99\x00\xA0\x00\x00\x50\x34\x02\xC2\xE9\xDD\x00\x1F\xEA\x79\x16\x3F\x11\x1F\x01\x00\x40\x00\x00\x00\x00\x20\x00\x1E\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x47\x3A\x2F\x05\x9D\xDC\x7A\x19\x74\xB4\xAA\x56\x98\x01\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F\x24\xF0\x27\x71\x4B\x3A\x92\x7F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test35(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD9C65A55), ('P4rIngress.bitmap_seq.seq', 0xDC4E1019)], 10551)
        self.setRegisterValue('P4rIngress.rounds', 0xDC4E1019, 10551)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x20), ('P4rIngress.count_exp.exponent', 0x00)], 10551)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10551)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 10551)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 10551)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 10551)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 10551)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 10551)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 10551)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 10551)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 10551)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 10551)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 10551)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 10551)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 10551)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 10551)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 10551)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 10551)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 10551)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x48B2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000842),
                gc.DataTuple('slot_count', 0x00001036),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE252356F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x015),
                gc.KeyTuple('src_addr', 0xAE3E17C8),
                gc.KeyTuple('src_port', 0x4F58),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x48B2),
                gc.DataTuple('rank', 0x0004),
                gc.DataTuple('worker_index', 0x03BD),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAE\x3E\x17\xC8\x00\x00\x00\x00\x4F\x58\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x48\xB2\x00\x04\xE2\x52\x35\x6F\x00\xF5\x03\x00\xDC\x4E\x10\x19\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE8\x4B\x1D\x07\x73\x07\x0A\x66\x48\xDD\x1D\xDA\x8B\xB5\xE4\x5C\xF8\xA8\x75\x44\x18\x6B\xA6\xB4\x39\xCE\x7B\x90\xE8\x8B\xA9\xA5\x1A\x01\x3E\x50'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xAE\x3E\x17\xC8\xBE\xEF\x4F\x58\x00\xA0\x00\x00\x50\x34\x02\xC2\x48\xB2\x00\x04\xE2\x52\x35\x6F\x00\xF5\x01\x00\xDC\x4E\x10\x19\x00\x20\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE8\x4B\x1D\x07\x73\x07\x0A\x66\x48\xDD\x1D\xDA\x8B\xB5\xE4\x5C\xF8\xA8\x75\x44\x18\x6B\xA6\xB4\x39\xCE\x7B\x90\xE8\x8B\xA9\xA5\x1A\x01\x3E\x50'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test36(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x76BA4906), ('P4rIngress.bitmap_seq.seq', 0x7E5EC684)], 13013)
        self.setRegisterValue('P4rIngress.rounds', 0x7E5EC684, 13013)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xE0), ('P4rIngress.count_exp.exponent', 0x00)], 13013)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13013)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 13013)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 13013)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 13013)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 13013)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 13013)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 13013)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 13013)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 13013)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 13013)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 13013)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 13013)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 13013)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 13013)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 13013)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 13013)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 13013)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD19C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DD9),
                gc.DataTuple('slot_count', 0x00000DB6),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC37629EA),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0x37C8E726),
                gc.KeyTuple('src_port', 0x8DE6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD19C),
                gc.DataTuple('rank', 0x0002),
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
        ig_port = 59
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x37\xC8\xE7\x26\x00\x00\x00\x00\x8D\xE6\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD1\x9C\x00\x02\xC3\x76\x29\xEA\x04\xFC\x01\x00\x7E\x5E\xC6\x84\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x41\xA5\x0B\xA4\xB7\xD6\x15\xEE\x8F\x3E\x7D\x7D\x70\xAE\xF7\xB6\xEB\xF7\x02\x9A\xA9\x76\xE4\x4F\x5C\x3B\x0C\x2B\x6C\x7B\x2A\x37\x81\xED\x39\x4E\x36\x57\x44\xBC\x9A\x5B\x40\xBA\x38\x26\x52\x3F\x03\xE9\x02\x87\x09\x0D\xC8\xE3\xCA\xDE\xFB\xEF\xB7\x9F\x20\x04\x5A\xBA\xDC\xFC\x69\x35\xA4\x92\x83\xCC\x84\x25\x95\x1C\x33\xA1\x89\x4C\x08\xD0\x7C\xC9\x7B\x45\xDE\x7C\xA1\x2D\xFC\xBA\x7E\x03\x19\xB9\x3E\xA0\x56\x9F\xDC\x39\x52\x63\xDF\x92\x1A\xCD\x6B\x54\x4A\xB1\x92\xE4\xBE\xA1\xC5\x05\xDE\xE9\xB0\xE7\x2A\xFB\x97\xB8\x61\x80\x32\x7B\x75\xBE\x30\x4B\x32\xA5\x2A\x52\x50\x0E\xF7\xEB\xDA\x52\x15\x72\x46\x7F\x22\x26\xDC\xA6\x71\xC0\xCD\x11\x78\x0E\x26\xA5\x28\xF0\x70\x10\xFA\x7A\x00\xC6\x58\x59\x84\x22\x8F\x66\x02\x80'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x37\xC8\xE7\x26\xBE\xEF\x8D\xE6\x00\xA0\x00\x00\x50\x34\x02\x83\xD1\x9C\x00\x02\xC3\x76\x29\xEA\x04\xFC\x01\x00\x7E\x5E\xC6\x84\x00\x20\x00\xE0\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x41\xA5\x0B\xA4\xB7\xD6\x15\xEE\x8F\x3E\x7D\x7D\x70\xAE\xF7\xB6\xEB\xF7\x02\x9A\xA9\x76\xE4\x4F\x5C\x3B\x0C\x2B\x6C\x7B\x2A\x37\x81\xED\x39\x4E\x36\x57\x44\xBC\x9A\x5B\x40\xBA\x38\x26\x52\x3F\x03\xE9\x02\x87\x09\x0D\xC8\xE3\xCA\xDE\xFB\xEF\xB7\x9F\x20\x04\x5A\xBA\xDC\xFC\x69\x35\xA4\x92\x83\xCC\x84\x25\x95\x1C\x33\xA1\x89\x4C\x08\xD0\x7C\xC9\x7B\x45\xDE\x7C\xA1\x2D\xFC\xBA\x7E\x03\x19\xB9\x3E\xA0\x56\x9F\xDC\x39\x52\x63\xDF\x92\x1A\xCD\x6B\x54\x4A\xB1\x92\xE4\xBE\xA1\xC5\x05\xDE\xE9\xB0\xE7\x2A\xFB\x97\xB8\x61\x80\x32\x7B\x75\xBE\x30\x4B\x32\xA5\x2A\x52\x50\x0E\xF7\xEB\xDA\x52\x15\x72\x46\x7F\x22\x26\xDC\xA6\x71\xC0\xCD\x11\x78\x0E\x26\xA5\x28\xF0\x70\x10\xFA\x7A\x00\xC6\x58\x59\x84\x22\x8F\x66\x02\x80'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test37(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4FCBF501), ('P4rIngress.bitmap_seq.seq', 0x82C00000)], 4444)
        self.setRegisterValue('P4rIngress.rounds', 0x82C00000, 4444)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x13), ('P4rIngress.count_exp.exponent', 0x00)], 4444)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4444)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 4444)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 4444)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 4444)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 4444)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 4444)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 4444)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 4444)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 4444)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 4444)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 4444)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 4444)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 4444)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 4444)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 4444)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 4444)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 4444)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5976),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000ECF),
                gc.DataTuple('slot_count', 0x00000536),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x855FCB21),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x031),
                gc.KeyTuple('src_addr', 0x3BC9A5E5),
                gc.KeyTuple('src_port', 0xCE38),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5976),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x00B1),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3B\xC9\xA5\xE5\x00\x00\x00\x00\xCE\x38\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x59\x76\x00\x18\x85\x5F\xCB\x21\x02\x8D\x00\x00\x82\xC0\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFA\x23\xA5\x1A\xE5\xA3\xB8\xF4\x8A\x85\xF6\xC3\x50\x9B\x8F\x0F\x98\x15\x7E\x6B\x4A\xEE\x45\x0A\xB8\x70\xF2\x87\x3A\x67\x65\x64\x7A\x9E\x2F\x70\xFA\x35\x9D\x56\x80\x9C\x71\x2D\x89\xCF\xBB\x1B\xF3\x84\x2F\x6F\x1D\x86\xF7\x45\x87\x74\x8D\x2A\x9E\x96\xDA\xBC\x7A\xF2\x46\x4E\x6E\x18\x67\x1A\x77\x8B\x48\x96\x5F\x84\x81\x51\x86\xAA\xEF\x8D\x85\xB8\x5B\x32\x8E\xD8\xEE\xE3\x4B\xD9\xD5\x6B\xCA\xD3\x2F\x75\x19\x12\xDC\x91\x87\x2A\xF0\x22\xA3\x60\xAA\x4A\x67\x5B\xCE\x09\xB8\xCE\x33\x7A\x28\x4D\xEF\xE4\x80\x1E\x29\x3E\x89\x02\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x3B\xC9\xA5\xE5\xBE\xEF\xCE\x38\x00\xA0\x00\x00\x50\x34\x02\xC2\x59\x76\x00\x18\x85\x5F\xCB\x21\x02\x8D\x00\x00\x82\xC0\x00\x00\x00\x20\x00\x13\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFA\x23\xA5\x1A\xE5\xA3\xB8\xF4\x8A\x85\xF6\xC3\x50\x9B\x8F\x0F\x98\x15\x7E\x6B\x4A\xEE\x45\x0A\xB8\x70\xF2\x87\x3A\x67\x65\x64\x7A\x9E\x2F\x70\xFA\x35\x9D\x56\x80\x9C\x71\x2D\x89\xCF\xBB\x1B\xF3\x84\x2F\x6F\x1D\x86\xF7\x45\x87\x74\x8D\x2A\x9E\x96\xDA\xBC\x7A\xF2\x46\x4E\x6E\x18\x67\x1A\x77\x8B\x48\x96\x5F\x84\x81\x51\x86\xAA\xEF\x8D\x85\xB8\x5B\x32\x8E\xD8\xEE\xE3\x4B\xD9\xD5\x6B\xCA\xD3\x2F\x75\x19\x12\xDC\x91\x87\x2A\xF0\x22\xA3\x60\xAA\x4A\x67\x5B\xCE\x09\xB8\xCE\x33\x7A\x28\x4D\xEF\xE4\x80\x1E\x29\x3E\x89\x02\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test38(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xEFF3B8F2), ('P4rIngress.bitmap_seq.seq', 0x320D4262)], 15910)
        self.setRegisterValue('P4rIngress.rounds', 0x320D4262, 15910)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x00)], 15910)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 15910)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 15910)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 15910)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 15910)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 15910)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 15910)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 15910)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 15910)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 15910)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 15910)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 15910)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 15910)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 15910)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 15910)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 15910)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 15910)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 15910)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x38C6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000FA),
                gc.DataTuple('slot_count', 0x00001E55),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x63B0F81F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x027),
                gc.KeyTuple('src_addr', 0xE866D8BF),
                gc.KeyTuple('src_port', 0x2A18),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x38C6),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x02DC),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE8\x66\xD8\xBF\x00\x00\x00\x00\x2A\x18\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x38\xC6\x00\x0F\x63\xB0\xF8\x1F\x1D\x2C\x03\x00\x32\x0D\x42\x62\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x24\x4F\x2F\x24\xEC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE8\x66\xD8\xBF\xBE\xEF\x2A\x18\x00\xA0\x00\x00\x50\x34\x02\x83\x38\xC6\x00\x0F\x63\xB0\xF8\x1F\x1D\x2C\x01\x00\x32\x0D\x42\x62\x00\x20\x00\x1F\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x24\x4F\x2F\x24\xEC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test39(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB78D9DD0), ('P4rIngress.bitmap_seq.seq', 0xCCA3C325)], 14701)
        self.setRegisterValue('P4rIngress.rounds', 0xCCA3C325, 14701)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x7F), ('P4rIngress.count_exp.exponent', 0x00)], 14701)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14701)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 14701)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 14701)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 14701)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 14701)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 14701)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 14701)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 14701)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 14701)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 14701)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 14701)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 14701)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 14701)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 14701)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 14701)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 14701)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 14701)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6584),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000061D),
                gc.DataTuple('slot_count', 0x0000161C),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB68C0D2B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xCFBB9DE3),
                gc.KeyTuple('src_port', 0x6B1C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6584),
                gc.DataTuple('rank', 0x001D),
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
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCF\xBB\x9D\xE3\x00\x00\x00\x00\x6B\x1C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x65\x84\x00\x1D\xB6\x8C\x0D\x2B\x13\x50\x07\x00\xCC\xA3\xC3\x25\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x32\x01\x09\x1D\x07\x4A\xD5\x13\x3F\xF7\x3F\x3E\x29\x3E\xB0\x7F\x5C\x5A\x67\xE2\x8F\x25\x52\x31\xBC\x11\x89\x7B\xAC\xC7\xBB\x57\x25\x51\x76\xBC\x5D\x52\x57\x88\x7A\x34\xA1\xEE\xFF\x8D\x2D\x0F\xCF\x66\xEE\xFE\x99\xAC\xAB\xF4\xCC\x31\x01\x44\x85\x03\xF4\x1D\x39\xBD\xE9\x38\xEE\x43\xF8\x98\x6A\x18\xFD\xCC\x3D\x03\xC8\xC2\x4E\xD7\x2B\xEB\x5A\x28\x74\xC6\x27\x87\xE6\x91\xDE\xA1\x3E\x0C\x39\xD8\x78\x8A\xE5\x77\xD2\x18\x6A\xEC\xB3\x1A\x60\x6F\x45\x89\x5C\x65\x86\x98\x5C\xD9\x95\x0C\x34\xA1\xD7\xD3\xB0\xF2\xA0\xAA\x64\x80\xFD\xA7\x4F\x4A\x0C\xF9\xC8\x58\x45\xBC\xD3\xE3\x77\x7E\xC5\x80\x0E\x7A\x3C\xEF\x66\x31\xD1\xA9\x34\xC2\xE7\x23\x89\x7A\xBF\xF3\x29\x07\x9C\x0E\xD7\x80\xB6\x9E\xEB\x0D\xDB\x3B\x22\x10\xF2\x25\x6C\x0A\x9C\xD2\x4A\x55\x72\x51\x8C\x84\x1D\x2D\x6C\x05\xB8\x17\x79\xC2\x8D\xFD\x69\x00\x94\x95\xC2\x42\xC4\xAF\xBA\xC1\x71\xFB\x64\x40\x17\x3D\x7B\xEC\xF0\xFD\x6E\x45\x05\x64\x34\xC7\xA5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCF\xBB\x9D\xE3\xBE\xEF\x6B\x1C\x00\xA0\x00\x00\x50\x34\x02\x83\x65\x84\x00\x1D\xB6\x8C\x0D\x2B\x13\x50\x01\x00\xCC\xA3\xC3\x25\x00\x20\x00\x7F\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x32\x01\x09\x1D\x07\x4A\xD5\x13\x3F\xF7\x3F\x3E\x29\x3E\xB0\x7F\x5C\x5A\x67\xE2\x8F\x25\x52\x31\xBC\x11\x89\x7B\xAC\xC7\xBB\x57\x25\x51\x76\xBC\x5D\x52\x57\x88\x7A\x34\xA1\xEE\xFF\x8D\x2D\x0F\xCF\x66\xEE\xFE\x99\xAC\xAB\xF4\xCC\x31\x01\x44\x85\x03\xF4\x1D\x39\xBD\xE9\x38\xEE\x43\xF8\x98\x6A\x18\xFD\xCC\x3D\x03\xC8\xC2\x4E\xD7\x2B\xEB\x5A\x28\x74\xC6\x27\x87\xE6\x91\xDE\xA1\x3E\x0C\x39\xD8\x78\x8A\xE5\x77\xD2\x18\x6A\xEC\xB3\x1A\x60\x6F\x45\x89\x5C\x65\x86\x98\x5C\xD9\x95\x0C\x34\xA1\xD7\xD3\xB0\xF2\xA0\xAA\x64\x80\xFD\xA7\x4F\x4A\x0C\xF9\xC8\x58\x45\xBC\xD3\xE3\x77\x7E\xC5\x80\x0E\x7A\x3C\xEF\x66\x31\xD1\xA9\x34\xC2\xE7\x23\x89\x7A\xBF\xF3\x29\x07\x9C\x0E\xD7\x80\xB6\x9E\xEB\x0D\xDB\x3B\x22\x10\xF2\x25\x6C\x0A\x9C\xD2\x4A\x55\x72\x51\x8C\x84\x1D\x2D\x6C\x05\xB8\x17\x79\xC2\x8D\xFD\x69\x00\x94\x95\xC2\x42\xC4\xAF\xBA\xC1\x71\xFB\x64\x40\x17\x3D\x7B\xEC\xF0\xFD\x6E\x45\x05\x64\x34\xC7\xA5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test40(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB0E8CF34), ('P4rIngress.bitmap_seq.seq', 0x16C680AD)], 14170)
        self.setRegisterValue('P4rIngress.rounds', 0x16C680AD, 14170)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xAE), ('P4rIngress.count_exp.exponent', 0x00)], 14170)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14170)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 14170)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 14170)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 14170)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 14170)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 14170)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 14170)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 14170)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 14170)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 14170)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 14170)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 14170)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 14170)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 14170)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 14170)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 14170)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 14170)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0FEF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000012B),
                gc.DataTuple('slot_count', 0x00001E79),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x22A18A46),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02D),
                gc.KeyTuple('src_addr', 0xA7E393D6),
                gc.KeyTuple('src_port', 0x63F6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0FEF),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0237),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA7\xE3\x93\xD6\x00\x00\x00\x00\x63\xF6\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x0F\xEF\x00\x1F\x22\xA1\x8A\x46\x16\x2F\x03\x00\x16\xC6\x80\xAD\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF4\x13\x5C\x0D\xD6\x94\xCB\xD6\xF0\xD4\x1E\x8F\xF5\x42\x81\xB5\x4D\x6B\x8C\x83\x0E\xBD\xEF\xBF\xAD\x67\xDE\x08\x73\xF8\x49\x70\x18\xF1\x25\x77\xBA\x2D\xB1\xD6\x57\x60\xE8\x60\xE2\x48\x26\xFF\xE3\x2A\x29\x42\xF8\xD3\x29\xEE\x40\x2A\x06\xFC\x5B\x81\x7A\xC2\x02\x8E\x70\x32\xD7\xD4\x16\x7D\x0E\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72\xAB\x6D\xF5\xAE\xC3\xE1\x62\x64\xDE\x55\x3C\xB2\x6A\x05\xEB\x3C\xCE\x55\x07\x4E\x17\xD5\x48\xA3\xCD\x05\x1E\x7F\x5E\x04\x8E\x36\x06\xF3\xE1\x91\xD0\x97\x2D\xD4\x56\xA4\xBF\xE3\xEE\xB2\x53\xAE\xDC\x46\xE3\x51\x70\x9D\x98\x34\xE8\x38\x4C\x80\xBA\x2C\x26\xC0\x8E\xA9\x21\x76\xE4\xD5\x0D\x54\x02\xBD\x2B\x77\x24\x1B\xF2\x19\x1E\xD2\x97\x83\xE2\x54\x32\xA5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA7\xE3\x93\xD6\xBE\xEF\x63\xF6\x00\xA0\x00\x00\x50\x34\x02\x83\x0F\xEF\x00\x1F\x22\xA1\x8A\x46\x16\x2F\x01\x00\x16\xC6\x80\xAD\x00\x20\x00\xAE\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF4\x13\x5C\x0D\xD6\x94\xCB\xD6\xF0\xD4\x1E\x8F\xF5\x42\x81\xB5\x4D\x6B\x8C\x83\x0E\xBD\xEF\xBF\xAD\x67\xDE\x08\x73\xF8\x49\x70\x18\xF1\x25\x77\xBA\x2D\xB1\xD6\x57\x60\xE8\x60\xE2\x48\x26\xFF\xE3\x2A\x29\x42\xF8\xD3\x29\xEE\x40\x2A\x06\xFC\x5B\x81\x7A\xC2\x02\x8E\x70\x32\xD7\xD4\x16\x7D\x0E\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72\xAB\x6D\xF5\xAE\xC3\xE1\x62\x64\xDE\x55\x3C\xB2\x6A\x05\xEB\x3C\xCE\x55\x07\x4E\x17\xD5\x48\xA3\xCD\x05\x1E\x7F\x5E\x04\x8E\x36\x06\xF3\xE1\x91\xD0\x97\x2D\xD4\x56\xA4\xBF\xE3\xEE\xB2\x53\xAE\xDC\x46\xE3\x51\x70\x9D\x98\x34\xE8\x38\x4C\x80\xBA\x2C\x26\xC0\x8E\xA9\x21\x76\xE4\xD5\x0D\x54\x02\xBD\x2B\x77\x24\x1B\xF2\x19\x1E\xD2\x97\x83\xE2\x54\x32\xA5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test41(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x56165A8D), ('P4rIngress.bitmap_seq.seq', 0x670FC1F3)], 1463)
        self.setRegisterValue('P4rIngress.rounds', 0x670FC1F3, 1463)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x07), ('P4rIngress.count_exp.exponent', 0x00)], 1463)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1463)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 1463)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 1463)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 1463)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 1463)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 1463)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 1463)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 1463)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 1463)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 1463)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 1463)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 1463)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 1463)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 1463)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 1463)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 1463)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 1463)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x404F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000304),
                gc.DataTuple('slot_count', 0x000004F1),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6A93B3CE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0x56617AA3),
                gc.KeyTuple('src_port', 0xA504),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x404F),
                gc.DataTuple('rank', 0x000E),
                gc.DataTuple('worker_index', 0x003B),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x56\x61\x7A\xA3\x00\x00\x00\x00\xA5\x04\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x40\x4F\x00\x0E\x6A\x93\xB3\xCE\x02\xB3\x04\x00\x67\x0F\xC1\xF3\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x41\x2D\xEC\x61\xF9\x94\xE0\xEF\xEC\xFB\xC0\xD9\xD0\xD4\x98\x47\xE6\xDD\x01\x91\x9E\x73\x9B\x1C\x06\x34\x3B\xBD\x43\xA7\x50\x7D\xA5\xAA\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42\x68\x02\x84\xA4\x26\xFE\xDF\x55\xBA\xE6\xB0\xD9\xF3\xE7\x35\x87\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2\x1C\x73\xC3\x6D\x30\x88\xCC\xDE\x8D\x52\xB8\xF9\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0\x5E\xFE\x0B\xFE\x84\x30\x60\x42\x16\x56\x2E\x6E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5\xA0\x07\xEF\x34\xAC\x37\x7E\xF6\x15\x93\x92\xE0\xCF\xBC\x57\x36\x1B\x99\xB1\x10\xE3\xF4\xF5\xD2\xAA\x8B\x4D\x65\x78\xD8\x5A\xDF\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7\x39\x78\x67\x98\x66\x1A\x92\x94\x9E\x7F\x9E\xD3\x7B\x6B\x75\xA6\x15\x62\x7F\x69\x08\x9D\xDA\xF1\x14\xAC\x49\xC8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x56\x61\x7A\xA3\xBE\xEF\xA5\x04\x00\xA0\x00\x00\x50\x34\x02\xC2\x40\x4F\x00\x0E\x6A\x93\xB3\xCE\x02\xB3\x00\x00\x67\x0F\xC1\xF3\x00\x20\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x41\x2D\xEC\x61\xF9\x94\xE0\xEF\xEC\xFB\xC0\xD9\xD0\xD4\x98\x47\xE6\xDD\x01\x91\x9E\x73\x9B\x1C\x06\x34\x3B\xBD\x43\xA7\x50\x7D\xA5\xAA\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42\x68\x02\x84\xA4\x26\xFE\xDF\x55\xBA\xE6\xB0\xD9\xF3\xE7\x35\x87\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2\x1C\x73\xC3\x6D\x30\x88\xCC\xDE\x8D\x52\xB8\xF9\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0\x5E\xFE\x0B\xFE\x84\x30\x60\x42\x16\x56\x2E\x6E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5\xA0\x07\xEF\x34\xAC\x37\x7E\xF6\x15\x93\x92\xE0\xCF\xBC\x57\x36\x1B\x99\xB1\x10\xE3\xF4\xF5\xD2\xAA\x8B\x4D\x65\x78\xD8\x5A\xDF\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7\x39\x78\x67\x98\x66\x1A\x92\x94\x9E\x7F\x9E\xD3\x7B\x6B\x75\xA6\x15\x62\x7F\x69\x08\x9D\xDA\xF1\x14\xAC\x49\xC8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test42(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB0D4BE2E), ('P4rIngress.bitmap_seq.seq', 0x926E97D9)], 2542)
        self.setRegisterValue('P4rIngress.rounds', 0x926E97D9, 2542)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x53), ('P4rIngress.count_exp.exponent', 0x00)], 2542)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2542)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 2542)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 2542)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 2542)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 2542)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 2542)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 2542)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 2542)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 2542)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 2542)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 2542)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 2542)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 2542)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 2542)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 2542)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 2542)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 2542)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8265),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000090E),
                gc.DataTuple('slot_count', 0x00001094),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x87A22C09),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0xCC0DE8C5),
                gc.KeyTuple('src_port', 0x5C7C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8265),
                gc.DataTuple('rank', 0x0014),
                gc.DataTuple('worker_index', 0x00C6),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCC\x0D\xE8\xC5\x00\x00\x00\x00\x5C\x7C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x82\x65\x00\x14\x87\xA2\x2C\x09\x00\xE0\x04\x00\x92\x6E\x97\xD9\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x77\x7A\x15\xDC\x20\xCA\xCC\x53\x93\xA6\x07\x18\x1D\xC5\x8A\x84\x41\x53\xE4\x6C\x10\x69\xDE\x37\xDF\xBD\x5D\x47\x0E\x43\xBA\x97\xA3\xC4\xDB\x2D\x40\x7C\x67\xF3\x19\xF4\x2F\x09\x8B\xD1\xBD\xEF\x89\x52\xD7\xE4\x07\xAD\x2A\x83\xAB\x9C\xA8\x33\xCB\x90'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCC\x0D\xE8\xC5\xBE\xEF\x5C\x7C\x00\xA0\x00\x00\x50\x34\x02\x83\x82\x65\x00\x14\x87\xA2\x2C\x09\x00\xE0\x00\x00\x92\x6E\x97\xD9\x00\x20\x00\x53\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x77\x7A\x15\xDC\x20\xCA\xCC\x53\x93\xA6\x07\x18\x1D\xC5\x8A\x84\x41\x53\xE4\x6C\x10\x69\xDE\x37\xDF\xBD\x5D\x47\x0E\x43\xBA\x97\xA3\xC4\xDB\x2D\x40\x7C\x67\xF3\x19\xF4\x2F\x09\x8B\xD1\xBD\xEF\x89\x52\xD7\xE4\x07\xAD\x2A\x83\xAB\x9C\xA8\x33\xCB\x90'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test43(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5C1C695A), ('P4rIngress.bitmap_seq.seq', 0x20000000)], 7165)
        self.setRegisterValue('P4rIngress.rounds', 0x20000000, 7165)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xB8), ('P4rIngress.count_exp.exponent', 0x00)], 7165)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 7165)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 7165)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 7165)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 7165)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 7165)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 7165)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 7165)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 7165)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 7165)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 7165)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 7165)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 7165)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 7165)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 7165)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 7165)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 7165)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 7165)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x87F8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008F8),
                gc.DataTuple('slot_count', 0x000013DB),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x54B1B01D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0xC37134F1),
                gc.KeyTuple('src_port', 0x8355),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x87F8),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x0284),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC3\x71\x34\xF1\x00\x00\x00\x00\x83\x55\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x87\xF8\x00\x1E\x54\xB1\xB0\x1D\x13\x05\x00\x00\x20\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x82\x2B\xC5\x0A\xFE\xDD\x2A\xF0\xCA\x9B\x57\x89\xF4\x54\x3C\x89\x46\x7B\x8D\x64\x66\xD0\xAE\x9B\xE4\xFE\x72\xA1\x3C\x55\x8C\x69\xC7\xF3\x59\x8D\x5B\x8F\x4F\x9E\x8D\x66\xD1\xD0\xCD\xDA\xE5\x24\x68\xBF\x60\x1E\x2F\xD9\x27\x71\xBB\x88\x9E\x6C\xA0\x81\xF7\x73\xEA\x8C\x62\x58\xFD\x81\x66\x12\x38\xCF\xB7\xB8\x00\x1B\x94\x03\x34\xB9\xA3\xD7\x58\xA4\xA9\x13\xC1\xEB\xA6\xCB\x5F\x0B\xED\x75\xF1\xC4\x12\xCE\xE4\xD2\xD8\x97\x08\xC4\x95\x17\xF6\xB7\xA6\x9C\xE0\x8F\xD6\xEC\x2E\x15\x9B\x81\x4F\xCB\xE0\x09\x0D\xA6\x52\xCF\x88\x4D\x7A\x56\xA1\xCB\x4F\xC5\xED\xE6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC3\x71\x34\xF1\xBE\xEF\x83\x55\x00\xA0\x00\x00\x50\x34\x02\x83\x87\xF8\x00\x1E\x54\xB1\xB0\x1D\x13\x05\x00\x00\x20\x00\x00\x00\x00\x20\x00\xB8\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x82\x2B\xC5\x0A\xFE\xDD\x2A\xF0\xCA\x9B\x57\x89\xF4\x54\x3C\x89\x46\x7B\x8D\x64\x66\xD0\xAE\x9B\xE4\xFE\x72\xA1\x3C\x55\x8C\x69\xC7\xF3\x59\x8D\x5B\x8F\x4F\x9E\x8D\x66\xD1\xD0\xCD\xDA\xE5\x24\x68\xBF\x60\x1E\x2F\xD9\x27\x71\xBB\x88\x9E\x6C\xA0\x81\xF7\x73\xEA\x8C\x62\x58\xFD\x81\x66\x12\x38\xCF\xB7\xB8\x00\x1B\x94\x03\x34\xB9\xA3\xD7\x58\xA4\xA9\x13\xC1\xEB\xA6\xCB\x5F\x0B\xED\x75\xF1\xC4\x12\xCE\xE4\xD2\xD8\x97\x08\xC4\x95\x17\xF6\xB7\xA6\x9C\xE0\x8F\xD6\xEC\x2E\x15\x9B\x81\x4F\xCB\xE0\x09\x0D\xA6\x52\xCF\x88\x4D\x7A\x56\xA1\xCB\x4F\xC5\xED\xE6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test44(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xFBF09200), ('P4rIngress.bitmap_seq.seq', 0xE6154825)], 10981)
        self.setRegisterValue('P4rIngress.rounds', 0xE6154825, 10981)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x19), ('P4rIngress.count_exp.exponent', 0x00)], 10981)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10981)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 10981)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 10981)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 10981)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 10981)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 10981)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 10981)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 10981)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 10981)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 10981)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 10981)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 10981)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 10981)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 10981)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 10981)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 10981)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 10981)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA8EF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000286),
                gc.DataTuple('slot_count', 0x0000156B),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0B07D16E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0xA6155CEB),
                gc.KeyTuple('src_port', 0xB4D1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA8EF),
                gc.DataTuple('rank', 0x001D),
                gc.DataTuple('worker_index', 0x01E5),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA6\x15\x5C\xEB\x00\x00\x00\x00\xB4\xD1\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA8\xEF\x00\x1D\x0B\x07\xD1\x6E\x08\x5F\x05\x00\xE6\x15\x48\x25\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x36\xE7\x5C\x94\x49\x24\x3B\x9D\x11\x9D\x48\x8A\x8C\x0A\x2F\xF1\x47\x9B\x31\xA5\xD5\x6D\xF1\xE9\x69\x4F\xB8\x9E\x50\x4F\xD7\x4B\x79\x61\x86\xDA\x28\xC2\xE1\x5F\x03\x80\x71\x3B\x6A\xC4\x2C\xA6\xA8\x6F\x53\x0E\x59\x43\xA9\x42\x14\xC8\xFB\x7C\xDF\x37\x51\xA0\x1C\x88\x7C\x64\xC4\x9E\x6F\x54\x82\x73\xF7\x72\x46\x1B\x43\xB6\xC3\xFC\xDB\xF2\x93\x81\x01\x11\x0A\xC8\xBE\xEE\xB5\xC5\x3B\xFC\x96\xE4\x80\xFE\x54\x0F\x77\xD8\x7A\x38\xD8\xFF\x35\x83\xE0\x3F\x84\x3B\x8F\xC8\xEB\x07\x36\x6D\x44\x29\xFE\x52\xD8\x93\xF1\x3B\x41\x27\xB4\x23\xBB\xB2\x02\x98\x23\x72\x0E\xA3\x30\xAE\x50\xA6\x80\x7D\xEC\xD6\x68\x4D\x4B\x87\x2B\x19\x7C\x8A\x86\x80\x84\x54\x42\xE9\x9E\x17\xA3\x50\x23\xE5\x1A\xC1\xB9\x4C\xD8\xD0\x40\xB4\xB7\xA7\xED\xE5\x6A\xE6\x84\xDA\xAF\x56\xE9\xA6\xF7\xD5\x02\x33\xD4\x9E\x00\xD5\x61\x28\x7F\x15\xB5\x92\x7E\xA6\xB9\x15\x05\x8D\xAD\xD4\xC8\x09\xC2\xE7\xCA\xF2\x59\x67\x39\x49\x1C\x1D\xA1\x7A\xD0\x14\xC2\x9E\xE0\xA6\x3E\xE6\x97\x0A\xA5\x02\x08\x5B\x14\x1E\x75\x09\x69\xF2\x47\xB8\x3D\xB1\x42\x12\xFF\x44\x28\xEA\x0C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA6\x15\x5C\xEB\xBE\xEF\xB4\xD1\x00\xA0\x00\x00\x50\x34\x02\xC2\xA8\xEF\x00\x1D\x0B\x07\xD1\x6E\x08\x5F\x01\x00\xE6\x15\x48\x25\x00\x20\x00\x19\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x36\xE7\x5C\x94\x49\x24\x3B\x9D\x11\x9D\x48\x8A\x8C\x0A\x2F\xF1\x47\x9B\x31\xA5\xD5\x6D\xF1\xE9\x69\x4F\xB8\x9E\x50\x4F\xD7\x4B\x79\x61\x86\xDA\x28\xC2\xE1\x5F\x03\x80\x71\x3B\x6A\xC4\x2C\xA6\xA8\x6F\x53\x0E\x59\x43\xA9\x42\x14\xC8\xFB\x7C\xDF\x37\x51\xA0\x1C\x88\x7C\x64\xC4\x9E\x6F\x54\x82\x73\xF7\x72\x46\x1B\x43\xB6\xC3\xFC\xDB\xF2\x93\x81\x01\x11\x0A\xC8\xBE\xEE\xB5\xC5\x3B\xFC\x96\xE4\x80\xFE\x54\x0F\x77\xD8\x7A\x38\xD8\xFF\x35\x83\xE0\x3F\x84\x3B\x8F\xC8\xEB\x07\x36\x6D\x44\x29\xFE\x52\xD8\x93\xF1\x3B\x41\x27\xB4\x23\xBB\xB2\x02\x98\x23\x72\x0E\xA3\x30\xAE\x50\xA6\x80\x7D\xEC\xD6\x68\x4D\x4B\x87\x2B\x19\x7C\x8A\x86\x80\x84\x54\x42\xE9\x9E\x17\xA3\x50\x23\xE5\x1A\xC1\xB9\x4C\xD8\xD0\x40\xB4\xB7\xA7\xED\xE5\x6A\xE6\x84\xDA\xAF\x56\xE9\xA6\xF7\xD5\x02\x33\xD4\x9E\x00\xD5\x61\x28\x7F\x15\xB5\x92\x7E\xA6\xB9\x15\x05\x8D\xAD\xD4\xC8\x09\xC2\xE7\xCA\xF2\x59\x67\x39\x49\x1C\x1D\xA1\x7A\xD0\x14\xC2\x9E\xE0\xA6\x3E\xE6\x97\x0A\xA5\x02\x08\x5B\x14\x1E\x75\x09\x69\xF2\x47\xB8\x3D\xB1\x42\x12\xFF\x44\x28\xEA\x0C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test45(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9AD4E8DD), ('P4rIngress.bitmap_seq.seq', 0x91000E2A)], 13258)
        self.setRegisterValue('P4rIngress.rounds', 0x91000E2A, 13258)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x6B), ('P4rIngress.count_exp.exponent', 0x00)], 13258)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13258)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 13258)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 13258)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 13258)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 13258)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 13258)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 13258)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 13258)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 13258)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 13258)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 13258)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 13258)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 13258)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 13258)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 13258)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 13258)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 13258)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC3BF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000003CA),
                gc.DataTuple('slot_count', 0x0000177C),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x96A3A588),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0x6DC34EA8),
                gc.KeyTuple('src_port', 0x358A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC3BF),
                gc.DataTuple('rank', 0x001C),
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
        ig_port = 27
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6D\xC3\x4E\xA8\x00\x00\x00\x00\x35\x8A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC3\xBF\x00\x1C\x96\xA3\xA5\x88\x10\x00\x07\x00\x91\x00\x0E\x2A\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x88\x90\xC8\x29\x87\x5E\xB0\x46\xBA\xB9\xA4\x85\xA5\x85\xCB\x73\xD5\x08\x5B\x59\x28\x8D\x94\x94\x81\xFC\x46\x1E\x3A\x89\x04\xE8\x7F\x9E\x7E\x9F\xD7\xF2\x79\x32\xA2\xEF\x37\xD1\xD4\x6F\xDB\x15\x25\x42\x05\x46\x4B\xE4\x73\x81\xAD\xEE\x3E\xB5\xE5\x03\x0B\x4F\x6E\x75\x63\x96\x13\x0B\x8C\x94\x69\xDC\x28\xDE\x2B\x83\xEC\x04\xBA\xCF\x85\x63\x94\x5D\xF6\x50\xA6\xCC\x89\x7B\xF3\xEC\x2D\x60\xF0\x4F\xB1\x19\x96\xD0\x68\xB9\xDC\xF2\xD5\xAA\x35\x35\x03\x49\xBE\x0B\x1F\xA3\xE8\xDB\x20\x14\x9A\xF9\xEA\xC0\x38\x5B\xBB\x0B\xCC\x9A\xFC\xEF\xDB\xAA\xA6\x00\xD0\xF9\x38\x88\x3F\x26\xC6\xB2\x37\xE1\x0A\x7E\xF6\xF4\x6B\x95\x1B\x3D\xD6\xC5\xA0\x9F\x58\x41\xA9\x0A\x16\xDF\x7D\x2A\x4E\x22\xB9\xC7\x3E\xBA\x2C\xD7\xFC\xA4\xF1\x20\x5D\xC6\x57\xB0\xBE\x12\xE1\x2C\x37\xDD\xFB\x2C\x16\x86\x39\x1A\xF2\x7C\x25\x8E\xE2\x48\xFD\x21\x04\x91\xEC\xA1\x32\xD3\xC1\x17\x25\x17\x44\x5D\x20\xF0\xB7\x96\x61\x28\x98\x4F\xF9\xDB\xDB\xE7\x26\xCE\xB3\x6C\x86\xE3\xD2\xC2\x83\xEA\xD2\xF8\x4E\x70\xE5\x63\xE8\x63\x33\x3D\x79\x7B\x32'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6D\xC3\x4E\xA8\xBE\xEF\x35\x8A\x00\xA0\x00\x00\x50\x34\x02\x83\xC3\xBF\x00\x1C\x96\xA3\xA5\x88\x10\x00\x01\x00\x91\x00\x0E\x2A\x00\x20\x00\x6B\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x88\x90\xC8\x29\x87\x5E\xB0\x46\xBA\xB9\xA4\x85\xA5\x85\xCB\x73\xD5\x08\x5B\x59\x28\x8D\x94\x94\x81\xFC\x46\x1E\x3A\x89\x04\xE8\x7F\x9E\x7E\x9F\xD7\xF2\x79\x32\xA2\xEF\x37\xD1\xD4\x6F\xDB\x15\x25\x42\x05\x46\x4B\xE4\x73\x81\xAD\xEE\x3E\xB5\xE5\x03\x0B\x4F\x6E\x75\x63\x96\x13\x0B\x8C\x94\x69\xDC\x28\xDE\x2B\x83\xEC\x04\xBA\xCF\x85\x63\x94\x5D\xF6\x50\xA6\xCC\x89\x7B\xF3\xEC\x2D\x60\xF0\x4F\xB1\x19\x96\xD0\x68\xB9\xDC\xF2\xD5\xAA\x35\x35\x03\x49\xBE\x0B\x1F\xA3\xE8\xDB\x20\x14\x9A\xF9\xEA\xC0\x38\x5B\xBB\x0B\xCC\x9A\xFC\xEF\xDB\xAA\xA6\x00\xD0\xF9\x38\x88\x3F\x26\xC6\xB2\x37\xE1\x0A\x7E\xF6\xF4\x6B\x95\x1B\x3D\xD6\xC5\xA0\x9F\x58\x41\xA9\x0A\x16\xDF\x7D\x2A\x4E\x22\xB9\xC7\x3E\xBA\x2C\xD7\xFC\xA4\xF1\x20\x5D\xC6\x57\xB0\xBE\x12\xE1\x2C\x37\xDD\xFB\x2C\x16\x86\x39\x1A\xF2\x7C\x25\x8E\xE2\x48\xFD\x21\x04\x91\xEC\xA1\x32\xD3\xC1\x17\x25\x17\x44\x5D\x20\xF0\xB7\x96\x61\x28\x98\x4F\xF9\xDB\xDB\xE7\x26\xCE\xB3\x6C\x86\xE3\xD2\xC2\x83\xEA\xD2\xF8\x4E\x70\xE5\x63\xE8\x63\x33\x3D\x79\x7B\x32'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test46(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE37FE7C2), ('P4rIngress.bitmap_seq.seq', 0x763A61AE)], 6814)
        self.setRegisterValue('P4rIngress.rounds', 0x763A61AE, 6814)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xBB), ('P4rIngress.count_exp.exponent', 0x00)], 6814)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6814)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 6814)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 6814)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 6814)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 6814)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 6814)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 6814)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 6814)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 6814)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 6814)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 6814)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 6814)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 6814)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 6814)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 6814)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 6814)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 6814)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB667),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000005DF),
                gc.DataTuple('slot_count', 0x0000186B),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x75EC2592),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x022),
                gc.KeyTuple('src_addr', 0xC05638EB),
                gc.KeyTuple('src_port', 0x89B4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB667),
                gc.DataTuple('rank', 0x0009),
                gc.DataTuple('worker_index', 0x02CB),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC0\x56\x38\xEB\x00\x00\x00\x00\x89\xB4\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB6\x67\x00\x09\x75\xEC\x25\x92\x14\xBF\x06\x00\x76\x3A\x61\xAE\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x83\xED\xB7\x52\xFC\xBD\x48\x84\x9C\x8A\x8F\xDA\x1F\x88\x9D\x39\xDD\xF2\x21\xF6\x38\xC6\xE8\x6F\x83\xDA\x7D\xEC\x18\x15\x4B\xEE\xA4\x40\x0D\xD1\x4E\x80\x9C\xF5\x8D\xC8\x7D\x3D\x99\xCC\xB6\x92\x8E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC0\x56\x38\xEB\xBE\xEF\x89\xB4\x00\xA0\x00\x00\x50\x34\x02\x83\xB6\x67\x00\x09\x75\xEC\x25\x92\x14\xBF\x00\x00\x76\x3A\x61\xAE\x00\x20\x00\xBB\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x83\xED\xB7\x52\xFC\xBD\x48\x84\x9C\x8A\x8F\xDA\x1F\x88\x9D\x39\xDD\xF2\x21\xF6\x38\xC6\xE8\x6F\x83\xDA\x7D\xEC\x18\x15\x4B\xEE\xA4\x40\x0D\xD1\x4E\x80\x9C\xF5\x8D\xC8\x7D\x3D\x99\xCC\xB6\x92\x8E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test47(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x271C410E), ('P4rIngress.bitmap_seq.seq', 0xB6A58000)], 1170)
        self.setRegisterValue('P4rIngress.rounds', 0xB6A58000, 1170)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x61), ('P4rIngress.count_exp.exponent', 0x00)], 1170)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1170)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 1170)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 1170)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 1170)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 1170)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 1170)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 1170)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 1170)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 1170)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 1170)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 1170)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 1170)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 1170)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 1170)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 1170)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 1170)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 1170)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4E98),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000020D),
                gc.DataTuple('slot_count', 0x00001B67),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBA054B8A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x013),
                gc.KeyTuple('src_addr', 0x01A4C34E),
                gc.KeyTuple('src_port', 0x83C2),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4E98),
                gc.DataTuple('rank', 0x0012),
                gc.DataTuple('worker_index', 0x0029),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x01\xA4\xC3\x4E\x00\x00\x00\x00\x83\xC2\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4E\x98\x00\x12\xBA\x05\x4B\x8A\x02\x85\x04\x00\xB6\xA5\x80\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x9E\x84\xBD\x44\x88\x64\x36\xE7\x2B\x78\x4A\x58\x84\xBC\x64\x13\x3F\xAF\xDE\xC9\x1B\xA6\xEE\x4C\x82\xD2\x7C\xC9\x27\xF1\xEE\xC9\x9D\x87\x4F\x9F\xDE\x25\x07\x3A\xE8\x8F\x62\xCA\xFC\xA8\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x01\xA4\xC3\x4E\xBE\xEF\x83\xC2\x00\xA0\x00\x00\x50\x34\x02\x83\x4E\x98\x00\x12\xBA\x05\x4B\x8A\x02\x85\x00\x00\xB6\xA5\x80\x00\x00\x20\x00\x61\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x9E\x84\xBD\x44\x88\x64\x36\xE7\x2B\x78\x4A\x58\x84\xBC\x64\x13\x3F\xAF\xDE\xC9\x1B\xA6\xEE\x4C\x82\xD2\x7C\xC9\x27\xF1\xEE\xC9\x9D\x87\x4F\x9F\xDE\x25\x07\x3A\xE8\x8F\x62\xCA\xFC\xA8\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test48(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x06A068D8), ('P4rIngress.bitmap_seq.seq', 0x34FFDCCE)], 12756)
        self.setRegisterValue('P4rIngress.rounds', 0x34FFDCCE, 12756)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x02), ('P4rIngress.count_exp.exponent', 0x00)], 12756)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12756)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 12756)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 12756)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 12756)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 12756)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 12756)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 12756)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 12756)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 12756)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 12756)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 12756)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 12756)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 12756)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 12756)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 12756)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 12756)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 12756)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0D6A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000603),
                gc.DataTuple('slot_count', 0x000013F8),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x28DBCCAE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x008),
                gc.KeyTuple('src_addr', 0xE632E3E2),
                gc.KeyTuple('src_port', 0x1F3B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0D6A),
                gc.DataTuple('rank', 0x000E),
                gc.DataTuple('worker_index', 0x00E1),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE6\x32\xE3\xE2\x00\x00\x00\x00\x1F\x3B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x0D\x6A\x00\x0E\x28\xDB\xCC\xAE\x0B\xD1\x01\x00\x34\xFF\xDC\xCE\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x69\x74\x8D\x4F\x8B\xD7\x7B\xCC\xAB\xF8\xED\x45\x77\x4D\xF8\x8E\xE9\xF5\xEB\x88\x18\x77\x63\x37\xA5\x6C\x0D\x15\x9A\xB9\x3C\x26\xD9\x79\xB9\x1C\xA6\x2D\x62\x6F\x9B\x11\xA4\x0B\xF7\xEC\x9B\xD3\x08\x0E\xBC\x0D\xC3\x76\x98\xA6\x4A\x31\x77\x02\xE0\x26\xB9\x1A\x4B\x88\xFD\x5D\x6F\x4D\x39\x57\xE9\xFC\x0A\xA4\x9B\xE3\x69\x23\xD9\x07\x4B\x78\xCC\xCE\x7A\xD7\x53\x2E\x6F\x06\x4A\x7E\xA1\x59\x21\x4E\xFF\x75\x58\x12\x6E\x57\x44\x21\x5A\x3F\x93\x19\x9A\x64\xA0\x18\xDC\xE3\x03\xEB\xE7\x16\x56\xC4\x89\x0E\xB8\xCA\xF6\x3E\x64\x49\xE7\x25\x8E\xA8\x5F\xDC\xB6\x3D\xEA\x79\x75\x0D\x6A\xBA\x13\xB6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE6\x32\xE3\xE2\xBE\xEF\x1F\x3B\x00\xA0\x00\x00\x50\x34\x02\xC2\x0D\x6A\x00\x0E\x28\xDB\xCC\xAE\x0B\xD1\x01\x00\x34\xFF\xDC\xCE\x00\x20\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x69\x74\x8D\x4F\x8B\xD7\x7B\xCC\xAB\xF8\xED\x45\x77\x4D\xF8\x8E\xE9\xF5\xEB\x88\x18\x77\x63\x37\xA5\x6C\x0D\x15\x9A\xB9\x3C\x26\xD9\x79\xB9\x1C\xA6\x2D\x62\x6F\x9B\x11\xA4\x0B\xF7\xEC\x9B\xD3\x08\x0E\xBC\x0D\xC3\x76\x98\xA6\x4A\x31\x77\x02\xE0\x26\xB9\x1A\x4B\x88\xFD\x5D\x6F\x4D\x39\x57\xE9\xFC\x0A\xA4\x9B\xE3\x69\x23\xD9\x07\x4B\x78\xCC\xCE\x7A\xD7\x53\x2E\x6F\x06\x4A\x7E\xA1\x59\x21\x4E\xFF\x75\x58\x12\x6E\x57\x44\x21\x5A\x3F\x93\x19\x9A\x64\xA0\x18\xDC\xE3\x03\xEB\xE7\x16\x56\xC4\x89\x0E\xB8\xCA\xF6\x3E\x64\x49\xE7\x25\x8E\xA8\x5F\xDC\xB6\x3D\xEA\x79\x75\x0D\x6A\xBA\x13\xB6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test49(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xF40E81DC), ('P4rIngress.bitmap_seq.seq', 0xA65D5941)], 1220)
        self.setRegisterValue('P4rIngress.rounds', 0xA65D5941, 1220)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x08), ('P4rIngress.count_exp.exponent', 0x00)], 1220)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1220)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 1220)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 1220)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 1220)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 1220)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 1220)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 1220)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 1220)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 1220)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 1220)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 1220)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 1220)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 1220)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 1220)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 1220)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 1220)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 1220)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB7E6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002D9),
                gc.DataTuple('slot_count', 0x000002F3),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC91DEAAA),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02A),
                gc.KeyTuple('src_addr', 0xCC059F6E),
                gc.KeyTuple('src_port', 0x1E18),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB7E6),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x0245),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 42
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCC\x05\x9F\x6E\x00\x00\x00\x00\x1E\x18\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB7\xE6\x00\x03\xC9\x1D\xEA\xAA\x01\xEB\x06\x00\xA6\x5D\x59\x41\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x79\x1D\x0B\x37\xE2\xE4\x79\xCD\xBB\x02\x38\x78\xDA\x87\x40\x2E\x57\xC1\x32\xBD\x2F\x56\x2A\x0F\x8D\x0C\x5A\x6E\x18\x20\x1B\xE3\xC0\xC7\x87\x12\x34\x18\x84\x11\xD4\xE4\xA5\xC6\x08\x49\x30\x52\x11\x43\x1C\x5D\x17\x15\xB6\x48\x69\x2E\xF4\x94\x70\x27\x5B\x40\x1A\x70\x65\x35\xB0\x44'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCC\x05\x9F\x6E\xBE\xEF\x1E\x18\x00\xA0\x00\x00\x50\x34\x02\xC2\xB7\xE6\x00\x03\xC9\x1D\xEA\xAA\x01\xEB\x00\x00\xA6\x5D\x59\x41\x00\x20\x00\x08\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x79\x1D\x0B\x37\xE2\xE4\x79\xCD\xBB\x02\x38\x78\xDA\x87\x40\x2E\x57\xC1\x32\xBD\x2F\x56\x2A\x0F\x8D\x0C\x5A\x6E\x18\x20\x1B\xE3\xC0\xC7\x87\x12\x34\x18\x84\x11\xD4\xE4\xA5\xC6\x08\x49\x30\x52\x11\x43\x1C\x5D\x17\x15\xB6\x48\x69\x2E\xF4\x94\x70\x27\x5B\x40\x1A\x70\x65\x35\xB0\x44'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test50(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x53B8DFC7), ('P4rIngress.bitmap_seq.seq', 0x63C81E8F)], 8087)
        self.setRegisterValue('P4rIngress.rounds', 0x63C81E8F, 8087)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0C), ('P4rIngress.count_exp.exponent', 0x00)], 8087)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 8087)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 8087)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 8087)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 8087)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 8087)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 8087)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 8087)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 8087)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 8087)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 8087)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 8087)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 8087)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 8087)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 8087)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 8087)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 8087)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 8087)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF2FC),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000006B),
                gc.DataTuple('slot_count', 0x00001F6F),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1471266A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0x2404BDD6),
                gc.KeyTuple('src_port', 0x7716),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF2FC),
                gc.DataTuple('rank', 0x0006),
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
        ig_port = 1
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x24\x04\xBD\xD6\x00\x00\x00\x00\x77\x16\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF2\xFC\x00\x06\x14\x71\x26\x6A\x1F\x2C\x00\x00\x63\xC8\x1E\x8F\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x07\xDD\x86\xD6\x35\x61\xE3\x3A\x37\x49\x91\xEB\x03\xE7\x77\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08\xEF\x6E\xC1\xCF\xFA\x6F\x84\xC7\x7B\x6E\x70\x7F\xED\xC2\xA1\x94\x6A\xA4\x1D\xF8\xC0\xDC\x5C\xAF\x60\xFB\x14\x43\xE9\x4D\x52\xB3\xA8\xB6\x8F\x9D\x1B\x31\xB4\xD9\xD8\xFE\x10\x67\xAD\xFB\x51\x19\xF0\x4F\xE6\x5F\x27\xFC\xD2\xB4\x1C\x27\x62\xAB\xA9\x30\xDD\xB7\xB8\x0C\x6B\x11\x55\xA4\x9F\x11\x71\x9A\xE5\xA3\x02\xDD\x44\x5E\xA7\x62\x12\x55\x2B\x41\x2D\x83'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x24\x04\xBD\xD6\xBE\xEF\x77\x16\x00\xA0\x00\x00\x50\x34\x02\xC2\xF2\xFC\x00\x06\x14\x71\x26\x6A\x1F\x2C\x00\x00\x63\xC8\x1E\x8F\x00\x20\x00\x0C\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x07\xDD\x86\xD6\x35\x61\xE3\x3A\x37\x49\x91\xEB\x03\xE7\x77\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08\xEF\x6E\xC1\xCF\xFA\x6F\x84\xC7\x7B\x6E\x70\x7F\xED\xC2\xA1\x94\x6A\xA4\x1D\xF8\xC0\xDC\x5C\xAF\x60\xFB\x14\x43\xE9\x4D\x52\xB3\xA8\xB6\x8F\x9D\x1B\x31\xB4\xD9\xD8\xFE\x10\x67\xAD\xFB\x51\x19\xF0\x4F\xE6\x5F\x27\xFC\xD2\xB4\x1C\x27\x62\xAB\xA9\x30\xDD\xB7\xB8\x0C\x6B\x11\x55\xA4\x9F\x11\x71\x9A\xE5\xA3\x02\xDD\x44\x5E\xA7\x62\x12\x55\x2B\x41\x2D\x83'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test51(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC4306683), ('P4rIngress.bitmap_seq.seq', 0x806D3F08)], 14766)
        self.setRegisterValue('P4rIngress.rounds', 0x806D3F08, 14766)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x23), ('P4rIngress.count_exp.exponent', 0x00)], 14766)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14766)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 14766)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 14766)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 14766)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 14766)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 14766)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 14766)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 14766)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 14766)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 14766)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 14766)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 14766)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 14766)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 14766)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 14766)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 14766)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 14766)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9748),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FEE),
                gc.DataTuple('slot_count', 0x00000D3A),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4BA073F4),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x033),
                gc.KeyTuple('src_addr', 0xEF0B33EE),
                gc.KeyTuple('src_port', 0x3042),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9748),
                gc.DataTuple('rank', 0x0000),
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
        ig_port = 51
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEF\x0B\x33\xEE\x00\x00\x00\x00\x30\x42\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x97\x48\x00\x00\x4B\xA0\x73\xF4\x09\xC0\x07\x00\x80\x6D\x3F\x08\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8C\xF2\x3E\x34\xDB\x96\x88\xA1\x12\x52\xE0\xCC\xA6\x7D\x95\xAE\x59\x61\x47\x96\x81\x0D\x5D\x82\xA0\x8E\xA0\xEF\xBC\x13\x76\x38\x7C\x7D\xC1\xC3\x71\xD5\xB9\x5D\x9F\xC7\xCD\x32\xC1\x02\xBC\xED\x45\xD8\x4C\xC5\x9F\x1B\x4B\xC2\x66\x42'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xEF\x0B\x33\xEE\xBE\xEF\x30\x42\x00\xA0\x00\x00\x50\x34\x02\x83\x97\x48\x00\x00\x4B\xA0\x73\xF4\x09\xC0\x01\x00\x80\x6D\x3F\x08\x00\x20\x00\x23\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8C\xF2\x3E\x34\xDB\x96\x88\xA1\x12\x52\xE0\xCC\xA6\x7D\x95\xAE\x59\x61\x47\x96\x81\x0D\x5D\x82\xA0\x8E\xA0\xEF\xBC\x13\x76\x38\x7C\x7D\xC1\xC3\x71\xD5\xB9\x5D\x9F\xC7\xCD\x32\xC1\x02\xBC\xED\x45\xD8\x4C\xC5\x9F\x1B\x4B\xC2\x66\x42'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test52(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xBCDA34A1), ('P4rIngress.bitmap_seq.seq', 0x251AA8AA)], 4771)
        self.setRegisterValue('P4rIngress.rounds', 0x251AA8AA, 4771)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x13), ('P4rIngress.count_exp.exponent', 0x00)], 4771)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4771)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 4771)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 4771)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 4771)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 4771)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 4771)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 4771)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 4771)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 4771)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 4771)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 4771)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 4771)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 4771)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 4771)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 4771)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 4771)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 4771)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x107D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F28),
                gc.DataTuple('slot_count', 0x0000042B),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB7C654E8),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x019),
                gc.KeyTuple('src_addr', 0xD87DE4F0),
                gc.KeyTuple('src_port', 0x6D3F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x107D),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x0019),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD8\x7D\xE4\xF0\x00\x00\x00\x00\x6D\x3F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x10\x7D\x00\x0D\xB7\xC6\x54\xE8\x03\x7B\x04\x00\x25\x1A\xA8\xAA\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA6\x43\xF5\x5F\x71\x61\x40\xC3\x4D\xF7\x3D\x16\xB9\xBF\x94\xBB\x5F\x50\xF2\xDD\xFD\xCD\x18\x4F\x0A\x77\xC8\x06\xC6\x0F\x8E\x23\x3F\x05\x90\xAE\x19\x15\x1B\x02\x83\x07\x7A\xB4\x73\x26\xC5\x27\x62\x00\x11\x94\xF6\xB0\x3B\x50\x57\xED\xB4\xF8\xF4\xB5\x9F\x4F\xDF\xB0\xAE\xAC\x35\x55\xE9\xF1\xAC\x19\x3E\xBE\x08\xB1\x3E\x31\xC8\x69\x67\xD8\x53\x41\xA0\x7D\x91\x6B\xA5\x5C\x2A\x29\x8B\x35\xA8\x21\xD1\x3B\xDD\x1D\x1B\xE7\x19\x37\xE6\xFD\xD9\x1D\xB9\x2E\x30\x72\xDF\x84\xC2\x66\x00\xE8\xF6\xE0\x36\x36\x90\x5B\xF5\xDC\x96\x6C\x61\x28\x8E\xFD\xA7\xDF\xF0\x1F\x89\x17\xFA\x0A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD8\x7D\xE4\xF0\xBE\xEF\x6D\x3F\x00\xA0\x00\x00\x50\x34\x02\xC2\x10\x7D\x00\x0D\xB7\xC6\x54\xE8\x03\x7B\x00\x00\x25\x1A\xA8\xAA\x00\x20\x00\x13\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA6\x43\xF5\x5F\x71\x61\x40\xC3\x4D\xF7\x3D\x16\xB9\xBF\x94\xBB\x5F\x50\xF2\xDD\xFD\xCD\x18\x4F\x0A\x77\xC8\x06\xC6\x0F\x8E\x23\x3F\x05\x90\xAE\x19\x15\x1B\x02\x83\x07\x7A\xB4\x73\x26\xC5\x27\x62\x00\x11\x94\xF6\xB0\x3B\x50\x57\xED\xB4\xF8\xF4\xB5\x9F\x4F\xDF\xB0\xAE\xAC\x35\x55\xE9\xF1\xAC\x19\x3E\xBE\x08\xB1\x3E\x31\xC8\x69\x67\xD8\x53\x41\xA0\x7D\x91\x6B\xA5\x5C\x2A\x29\x8B\x35\xA8\x21\xD1\x3B\xDD\x1D\x1B\xE7\x19\x37\xE6\xFD\xD9\x1D\xB9\x2E\x30\x72\xDF\x84\xC2\x66\x00\xE8\xF6\xE0\x36\x36\x90\x5B\xF5\xDC\x96\x6C\x61\x28\x8E\xFD\xA7\xDF\xF0\x1F\x89\x17\xFA\x0A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test53(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x31B29FF1), ('P4rIngress.bitmap_seq.seq', 0xA68C9268)], 8991)
        self.setRegisterValue('P4rIngress.rounds', 0xA68C9268, 8991)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xF7), ('P4rIngress.count_exp.exponent', 0x00)], 8991)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 8991)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 8991)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 8991)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 8991)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 8991)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 8991)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 8991)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 8991)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 8991)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 8991)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 8991)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 8991)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 8991)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 8991)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 8991)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 8991)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 8991)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD2E7),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000031F),
                gc.DataTuple('slot_count', 0x00001CA9),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB72C63BB),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03E),
                gc.KeyTuple('src_addr', 0x7B2A76AC),
                gc.KeyTuple('src_port', 0x3124),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD2E7),
                gc.DataTuple('rank', 0x0004),
                gc.DataTuple('worker_index', 0x034F),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7B\x2A\x76\xAC\x00\x00\x00\x00\x31\x24\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD2\xE7\x00\x04\xB7\x2C\x63\xBB\x00\x00\x01\x00\xA6\x8C\x92\x68\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFB\x28\x0B\x08\x51\x2D\x21\xFE\x32\x6B\x2F\xC3\x50\x96\xE7\x45\x9E\x79\x61\xBE\x1C\x17\x45\x4F\x5F\x5C\x14\x53\x67\x58\xE2\x15\x0B\x4D\xBA\x83\x5D\xB2\x1E\x7C\xEC\x32\x0C\xB4\x26\x10\x2E\x87\x25\xC2\xB9\x7A\x27\xE9\x18\x9A\x09\x9F\x18\x78\x1C\xFB\x8A\x6C\x7F\xD4\xD1\x9D\x87\x62\x3D\xD2\xD1\xF8\xC9\xFF\x64\xC1\x2C\xF1\xD8\x73\xD8\xAD\x64\x53\x98\x80\x26\x93\x9E\x81\x48\x91\x1D\x14\xE8\xA7\xA4\xA7\x60\x8C\x6A\xAB\x90\xD3\xD2\x66\x87\xD4\x8F\x0F\x2F\x57\xE6\xC2\x06\x03\xCE\x12\xB3\xF3\x55\x9F\x1D\xF1\xD3\xEA\xDF\xEF\x75\xC0\xAA\xE5\x61\x01\x68\x6F\x69\x1F\x8F\xA1\x65\xB4\x73\x7B\x73\x73\x0E\x54\xEF\xA3\x9E\xA3\x7A\xB0\x6E\x9A\x9B\x32\xCE\xB9\x1F\xC3\x1D\xAC\x6F\x4E\xD0\x34\x06\x98\x74\x09\xB5\x43\xA8\x53\x52\xA8\x3C\xD9\x36\xAC\x86\x31\x07\x48\x40\xF8\x40\xA0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7B\x2A\x76\xAC\xBE\xEF\x31\x24\x00\xA0\x00\x00\x50\x34\x02\x83\xD2\xE7\x00\x04\xB7\x2C\x63\xBB\x00\x00\x01\x00\xA6\x8C\x92\x68\x00\x20\x00\xF7\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFB\x28\x0B\x08\x51\x2D\x21\xFE\x32\x6B\x2F\xC3\x50\x96\xE7\x45\x9E\x79\x61\xBE\x1C\x17\x45\x4F\x5F\x5C\x14\x53\x67\x58\xE2\x15\x0B\x4D\xBA\x83\x5D\xB2\x1E\x7C\xEC\x32\x0C\xB4\x26\x10\x2E\x87\x25\xC2\xB9\x7A\x27\xE9\x18\x9A\x09\x9F\x18\x78\x1C\xFB\x8A\x6C\x7F\xD4\xD1\x9D\x87\x62\x3D\xD2\xD1\xF8\xC9\xFF\x64\xC1\x2C\xF1\xD8\x73\xD8\xAD\x64\x53\x98\x80\x26\x93\x9E\x81\x48\x91\x1D\x14\xE8\xA7\xA4\xA7\x60\x8C\x6A\xAB\x90\xD3\xD2\x66\x87\xD4\x8F\x0F\x2F\x57\xE6\xC2\x06\x03\xCE\x12\xB3\xF3\x55\x9F\x1D\xF1\xD3\xEA\xDF\xEF\x75\xC0\xAA\xE5\x61\x01\x68\x6F\x69\x1F\x8F\xA1\x65\xB4\x73\x7B\x73\x73\x0E\x54\xEF\xA3\x9E\xA3\x7A\xB0\x6E\x9A\x9B\x32\xCE\xB9\x1F\xC3\x1D\xAC\x6F\x4E\xD0\x34\x06\x98\x74\x09\xB5\x43\xA8\x53\x52\xA8\x3C\xD9\x36\xAC\x86\x31\x07\x48\x40\xF8\x40\xA0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test54(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD76DA1B4), ('P4rIngress.bitmap_seq.seq', 0x23D829F1)], 4651)
        self.setRegisterValue('P4rIngress.rounds', 0x23D829F1, 4651)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xBB), ('P4rIngress.count_exp.exponent', 0x00)], 4651)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4651)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 4651)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 4651)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 4651)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 4651)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 4651)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 4651)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 4651)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 4651)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 4651)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 4651)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 4651)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 4651)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 4651)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 4651)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 4651)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 4651)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x84C6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000394),
                gc.DataTuple('slot_count', 0x00001ABD),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x844B8EE1),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x017),
                gc.KeyTuple('src_addr', 0x2B50531A),
                gc.KeyTuple('src_port', 0x63F5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x84C6),
                gc.DataTuple('rank', 0x0002),
                gc.DataTuple('worker_index', 0x0125),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2B\x50\x53\x1A\x00\x00\x00\x00\x63\xF5\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x84\xC6\x00\x02\x84\x4B\x8E\xE1\x0E\x97\x02\x00\x23\xD8\x29\xF1\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x31\x95\xF8\x33\xA4\xA9\x62\x3C\x6B\x79\xCE\xAF\x7D\x67\xEB\xB8\xEC\x6C\x33\x3F\x64\xC4\xAB\x4A\xEE\xA9\xF2\x30\xA9\x96\xB0\xD4\x44\xAA\xAF\x2E\xEA\x43\x94\x9B\x39\x3C\x69\xE6\x49\xAC\xE9\x4C\xEF\x6B\xB9\xD8\x70\x4E\xCB\x06\x46\xA2\x99\xF7\x8A\x2A\xD8\xC2\xC9\xAC\xE5\x48\xC7\xEA\xCE\x22\x1F\xC0\x77\x5D\x3D\x51\xFB\x2B\xE8\x22\x38\xEE\x1A\xC3\x86\xDD\x7C\x4F\xFA\xF7\x18\x8E\xE4\xF4\x91\x72\x9A\x55\x61\xE5\x4F\x4C\xE0\x83\xC9\xBD\x9D\x92\x7D\x6C\xAD\x02\x2E\x62\xD2\x08\x45\x78\xB2\x3B\xA8\x97\xEA\x57\x5F\x84\x09\x96\x86\x95\x08\xE9\x1D\x42\x87\x97\x74\x10\x8B\x00\xDA\xA2\x2E\xC6\xAA\xBC\xBF\x17\xD9\x45\x03\xB3\x77\xB1\x5C\x2F\x8D\x2B\x1B\x25\xA2\x60\x39\x34\xD6\xD7\xBD\xDC\xC4\x51\x17\xBF\x35\x76\xC5\xD1\x7D\xB2\xBC\x3A\x13\xE1\x27\x44\x77\x60\x06\xBA\x19\xED\xC4\x48\x3B\x22\x28\x4C\xD5\x03\x0B\xD9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2B\x50\x53\x1A\xBE\xEF\x63\xF5\x00\xA0\x00\x00\x50\x34\x02\x83\x84\xC6\x00\x02\x84\x4B\x8E\xE1\x0E\x97\x00\x00\x23\xD8\x29\xF1\x00\x20\x00\xBB\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x31\x95\xF8\x33\xA4\xA9\x62\x3C\x6B\x79\xCE\xAF\x7D\x67\xEB\xB8\xEC\x6C\x33\x3F\x64\xC4\xAB\x4A\xEE\xA9\xF2\x30\xA9\x96\xB0\xD4\x44\xAA\xAF\x2E\xEA\x43\x94\x9B\x39\x3C\x69\xE6\x49\xAC\xE9\x4C\xEF\x6B\xB9\xD8\x70\x4E\xCB\x06\x46\xA2\x99\xF7\x8A\x2A\xD8\xC2\xC9\xAC\xE5\x48\xC7\xEA\xCE\x22\x1F\xC0\x77\x5D\x3D\x51\xFB\x2B\xE8\x22\x38\xEE\x1A\xC3\x86\xDD\x7C\x4F\xFA\xF7\x18\x8E\xE4\xF4\x91\x72\x9A\x55\x61\xE5\x4F\x4C\xE0\x83\xC9\xBD\x9D\x92\x7D\x6C\xAD\x02\x2E\x62\xD2\x08\x45\x78\xB2\x3B\xA8\x97\xEA\x57\x5F\x84\x09\x96\x86\x95\x08\xE9\x1D\x42\x87\x97\x74\x10\x8B\x00\xDA\xA2\x2E\xC6\xAA\xBC\xBF\x17\xD9\x45\x03\xB3\x77\xB1\x5C\x2F\x8D\x2B\x1B\x25\xA2\x60\x39\x34\xD6\xD7\xBD\xDC\xC4\x51\x17\xBF\x35\x76\xC5\xD1\x7D\xB2\xBC\x3A\x13\xE1\x27\x44\x77\x60\x06\xBA\x19\xED\xC4\x48\x3B\x22\x28\x4C\xD5\x03\x0B\xD9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test55(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xED0E85A8), ('P4rIngress.bitmap_seq.seq', 0xE0000000)], 5884)
        self.setRegisterValue('P4rIngress.rounds', 0xE0000000, 5884)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x44), ('P4rIngress.count_exp.exponent', 0x00)], 5884)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5884)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 5884)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 5884)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 5884)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 5884)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 5884)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 5884)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 5884)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 5884)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 5884)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 5884)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 5884)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 5884)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 5884)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 5884)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 5884)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 5884)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7065),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001567),
                gc.DataTuple('slot_count', 0x000006BF),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBD4525E1),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x020),
                gc.KeyTuple('src_addr', 0xDF4BE690),
                gc.KeyTuple('src_port', 0xA72D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7065),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x006F),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDF\x4B\xE6\x90\x00\x00\x00\x00\xA7\x2D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x70\x65\x00\x11\xBD\x45\x25\xE1\x01\x95\x00\x00\xE0\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x26\xB6\x92\xA5\xC5\x45\x1D\x2C\xDC\x35\x8A\x2C\x43\x62\x31\x8D\x14\x67\xA3\x0B\xCA\xEF\x70\xB8\xC2\x61\x8D\x33\xF0\x7A\x92\xEA\x29\x71\x44\xFE\xFB\x0F\x83\x3D\x03\x93\xB6\xF7\xC6\xE7\x76\x4F\xFE\x3C\x82\x4F\x50\xC6\x98\x63\x99\xA1\xEF\x3F\x50\x81\xD8\x45\x96\x47\xFF\x9E\x58\x2F\x70\xDD\x00\x0E\x7E\x4E\x60\x49\x30\x46\x9F\x27\x9F\x72\xFF\x96\xE7\xBB\x5E\x5C\x92\xA4\x59\x75\x63\xBD\x9C\xF2\x70\x3F\x57\x05\xFF\x98\x07\xF3\xA4\x22\x6E\xCB\x14\xCA\x9C\x26\xF7\x0B\xEA\x19\xC4\x75\xDE\x0D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDF\x4B\xE6\x90\xBE\xEF\xA7\x2D\x00\xA0\x00\x00\x50\x34\x02\x83\x70\x65\x00\x11\xBD\x45\x25\xE1\x01\x95\x00\x00\xE0\x00\x00\x00\x00\x20\x00\x44\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x26\xB6\x92\xA5\xC5\x45\x1D\x2C\xDC\x35\x8A\x2C\x43\x62\x31\x8D\x14\x67\xA3\x0B\xCA\xEF\x70\xB8\xC2\x61\x8D\x33\xF0\x7A\x92\xEA\x29\x71\x44\xFE\xFB\x0F\x83\x3D\x03\x93\xB6\xF7\xC6\xE7\x76\x4F\xFE\x3C\x82\x4F\x50\xC6\x98\x63\x99\xA1\xEF\x3F\x50\x81\xD8\x45\x96\x47\xFF\x9E\x58\x2F\x70\xDD\x00\x0E\x7E\x4E\x60\x49\x30\x46\x9F\x27\x9F\x72\xFF\x96\xE7\xBB\x5E\x5C\x92\xA4\x59\x75\x63\xBD\x9C\xF2\x70\x3F\x57\x05\xFF\x98\x07\xF3\xA4\x22\x6E\xCB\x14\xCA\x9C\x26\xF7\x0B\xEA\x19\xC4\x75\xDE\x0D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test56(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1B082B4F), ('P4rIngress.bitmap_seq.seq', 0x12498C55)], 1330)
        self.setRegisterValue('P4rIngress.rounds', 0x12498C55, 1330)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xB6), ('P4rIngress.count_exp.exponent', 0x00)], 1330)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1330)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 1330)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 1330)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 1330)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 1330)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 1330)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 1330)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 1330)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 1330)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 1330)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 1330)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 1330)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 1330)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 1330)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 1330)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 1330)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 1330)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1779),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000073),
                gc.DataTuple('slot_count', 0x00001925),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE308414D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02C),
                gc.KeyTuple('src_addr', 0x75570E9A),
                gc.KeyTuple('src_port', 0x5685),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1779),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 44
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x75\x57\x0E\x9A\x00\x00\x00\x00\x56\x85\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x17\x79\x00\x18\xE3\x08\x41\x4D\x04\xBF\x02\x00\x12\x49\x8C\x55\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC0\x52\x5B\xEF\x3E\xB5\x7B\x55\x3E\x4B\xD9\x04\x3E\x8C\x94\x85\x04\xBA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x75\x57\x0E\x9A\xBE\xEF\x56\x85\x00\xA0\x00\x00\x50\x34\x02\x83\x17\x79\x00\x18\xE3\x08\x41\x4D\x04\xBF\x00\x00\x12\x49\x8C\x55\x00\x20\x00\xB6\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC0\x52\x5B\xEF\x3E\xB5\x7B\x55\x3E\x4B\xD9\x04\x3E\x8C\x94\x85\x04\xBA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test57(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1DDF4063), ('P4rIngress.bitmap_seq.seq', 0x5F2905FB)], 11864)
        self.setRegisterValue('P4rIngress.rounds', 0x5F2905FB, 11864)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0x00)], 11864)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11864)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 11864)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 11864)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 11864)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 11864)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 11864)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 11864)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 11864)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 11864)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 11864)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 11864)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 11864)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 11864)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 11864)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 11864)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 11864)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 11864)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC9A4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000823),
                gc.DataTuple('slot_count', 0x00000CF3),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x322C4896),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x024),
                gc.KeyTuple('src_addr', 0xE1E01AA2),
                gc.KeyTuple('src_port', 0xCF74),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC9A4),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x03F6),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE1\xE0\x1A\xA2\x00\x00\x00\x00\xCF\x74\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC9\xA4\x00\x1C\x32\x2C\x48\x96\x06\x35\x01\x00\x5F\x29\x05\xFB\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\x6F\x61\xE8\x3A\x80\x58\xEB\xAE\xC5\x4C\x8E\x2A\x44\x6A\xEA\x78\x65\x82\xA9\x2C\x19\xA9\x08\xB4\x39\x4F\xBF\x8D\x01\x56\xAD\xDE\xB2\x78\xFA\xFF\x64\x90\xA3\xF1\x1F\x74\xED\x04\x21\xA6\x67\xCF\x8B\x6D\x57\xA2\x04\xF7\x80\x6C\xE7\x3D\xD7\x51\x62\x17\x9E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE1\xE0\x1A\xA2\xBE\xEF\xCF\x74\x00\xA0\x00\x00\x50\x34\x02\xC2\xC9\xA4\x00\x1C\x32\x2C\x48\x96\x06\x35\x01\x00\x5F\x29\x05\xFB\x00\x20\x00\x0F\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\x6F\x61\xE8\x3A\x80\x58\xEB\xAE\xC5\x4C\x8E\x2A\x44\x6A\xEA\x78\x65\x82\xA9\x2C\x19\xA9\x08\xB4\x39\x4F\xBF\x8D\x01\x56\xAD\xDE\xB2\x78\xFA\xFF\x64\x90\xA3\xF1\x1F\x74\xED\x04\x21\xA6\x67\xCF\x8B\x6D\x57\xA2\x04\xF7\x80\x6C\xE7\x3D\xD7\x51\x62\x17\x9E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test58(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD7F21023), ('P4rIngress.bitmap_seq.seq', 0x35A5E5DA)], 7104)
        self.setRegisterValue('P4rIngress.rounds', 0x35A5E5DA, 7104)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1C), ('P4rIngress.count_exp.exponent', 0x00)], 7104)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 7104)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 7104)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 7104)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 7104)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 7104)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 7104)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 7104)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 7104)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 7104)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 7104)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 7104)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 7104)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 7104)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 7104)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 7104)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 7104)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 7104)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD937),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001BC0),
                gc.DataTuple('slot_count', 0x00000440),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5D06961E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x022),
                gc.KeyTuple('src_addr', 0x5EC4115E),
                gc.KeyTuple('src_port', 0x4289),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD937),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x0325),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5E\xC4\x11\x5E\x00\x00\x00\x00\x42\x89\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD9\x37\x00\x1C\x5D\x06\x96\x1E\x00\x00\x06\x00\x35\xA5\xE5\xDA\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x2C\xE0\x03\xDF\x9D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x5E\xC4\x11\x5E\xBE\xEF\x42\x89\x00\xA0\x00\x00\x50\x34\x02\x83\xD9\x37\x00\x1C\x5D\x06\x96\x1E\x00\x00\x00\x00\x35\xA5\xE5\xDA\x00\x20\x00\x1C\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x2C\xE0\x03\xDF\x9D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test59(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA01DB2A7), ('P4rIngress.bitmap_seq.seq', 0x47000000)], 6820)
        self.setRegisterValue('P4rIngress.rounds', 0x47000000, 6820)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x7E), ('P4rIngress.count_exp.exponent', 0x00)], 6820)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6820)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 6820)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 6820)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 6820)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 6820)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 6820)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 6820)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 6820)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 6820)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 6820)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 6820)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 6820)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 6820)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 6820)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 6820)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 6820)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 6820)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE89B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C00),
                gc.DataTuple('slot_count', 0x00001400),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC76413A4),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0x82A59715),
                gc.KeyTuple('src_port', 0x0542),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE89B),
                gc.DataTuple('rank', 0x0000),
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
        ig_port = 26
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x82\xA5\x97\x15\x00\x00\x00\x00\x05\x42\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE8\x9B\x00\x00\xC7\x64\x13\xA4\x0E\xA4\x06\x00\x47\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xCC\xD5\xF4\x43\x3F\x78\x38\x8A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x82\xA5\x97\x15\xBE\xEF\x05\x42\x00\xA0\x00\x00\x50\x34\x02\x83\xE8\x9B\x00\x00\xC7\x64\x13\xA4\x0E\xA4\x00\x00\x47\x00\x00\x00\x00\x20\x00\x7E\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xCC\xD5\xF4\x43\x3F\x78\x38\x8A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test60(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xECCAC71C), ('P4rIngress.bitmap_seq.seq', 0x51C6E000)], 5543)
        self.setRegisterValue('P4rIngress.rounds', 0x51C6E000, 5543)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x20), ('P4rIngress.count_exp.exponent', 0x00)], 5543)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5543)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 5543)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 5543)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 5543)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 5543)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 5543)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 5543)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 5543)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 5543)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 5543)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 5543)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 5543)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 5543)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 5543)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 5543)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 5543)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 5543)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x91FB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000004C),
                gc.DataTuple('slot_count', 0x00001EDB),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE4030959),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x016),
                gc.KeyTuple('src_addr', 0x218A6A38),
                gc.KeyTuple('src_port', 0x1653),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x91FB),
                gc.DataTuple('rank', 0x001D),
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
        ig_port = 22
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x21\x8A\x6A\x38\x00\x00\x00\x00\x16\x53\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x91\xFB\x00\x1D\xE4\x03\x09\x59\x15\x5B\x00\x00\x51\xC6\xE0\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE5\x72\x9A\xF7\xAE\x63\x65\xAC\xD3\x60\xDC\x1B\x51\xBD\x7F\x0C\xA3\x71\x45\x28\x9A\x9C\x51\xBD\x5A\x79\xA3\x51\x9B\x46\x7D\x8E\x86\xD4\x47\x4B\xF6\xCB\x12\x73\xB1\xFE\x51\x5B\x92\x2D\xA1\x55\x0B\x58\xF7\x33\xE0\xB7\x98\x18\x6F\x03\x33\x09\xD1\x16\xC9\xB4\x99\x58\x92\x87\xDE\xBF\x07\x4F\x01\x2F\xE9\xF3\xD6\xFF\xCD\x00\xA4\x36\x61\x2F\x77\xAB\x73\x9E\xA9\x19\xF4\x30\x7A\x39\x5F\xA3\x94\xD6\xF2\xA3\x8A\xB3\x58\x1D\x06\x7C\x99\x04\x6B\x22\x9B\x9F\x56\xF5\xD2\x48\x42\xEC\x77\xDC\xD2\xD4\xEC\xA8\x34\x75\xC7\x18\x6A\x41\xBD\x27\xA5\x84\x4B\xE5\xA6\x71\x11\x28\xD3\xA7\x1D\xAA\x4F\xCD\xFD\x80\xCC\x72\x61\x77\x4B\x94\xAB\x35\x21\xE3\xC0\xF1\xB4\x94\x4F\xE0\xDD\xFC\xD7\x46\x40\x8C\xC5\xC7\xAE\x6D\x97\xDE\xB7\xB1\x5E\x52\xAB\x14\xFC\xAD\x8B\x40\xB1\x80\x1F\x4C\x83\x12\x2D\x3A\x26\x3D\x48\xE5\x20\xAA\x53\x7B\x59\xE8\x88\x3D\x0C\xC2\xCC\x56\x82\xA5\x55\xB2\x43\x80\x8B\xBB\x64\x67\x76\xAB\xAD\x79\x2F\x5D\xAA\xD7\x0B\xA5\xC5\x60\xC9\xCE\xB4\x7A\xA4\xB9\xF5\xA6\x82\xEF\x30\x1E\xFB\x0F\x17\x8E\x38\x87\x91\xDD\x9E\x90\x7C\x20\x04\x2C\x06\x51\x5A\x49\x31\x51\x6D\x72\x87\x67\xEF\x77\xB1\x40\x59\x9A\x08\x51'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x21\x8A\x6A\x38\xBE\xEF\x16\x53\x00\xA0\x00\x00\x50\x34\x02\xC2\x91\xFB\x00\x1D\xE4\x03\x09\x59\x15\x5B\x00\x00\x51\xC6\xE0\x00\x00\x20\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE5\x72\x9A\xF7\xAE\x63\x65\xAC\xD3\x60\xDC\x1B\x51\xBD\x7F\x0C\xA3\x71\x45\x28\x9A\x9C\x51\xBD\x5A\x79\xA3\x51\x9B\x46\x7D\x8E\x86\xD4\x47\x4B\xF6\xCB\x12\x73\xB1\xFE\x51\x5B\x92\x2D\xA1\x55\x0B\x58\xF7\x33\xE0\xB7\x98\x18\x6F\x03\x33\x09\xD1\x16\xC9\xB4\x99\x58\x92\x87\xDE\xBF\x07\x4F\x01\x2F\xE9\xF3\xD6\xFF\xCD\x00\xA4\x36\x61\x2F\x77\xAB\x73\x9E\xA9\x19\xF4\x30\x7A\x39\x5F\xA3\x94\xD6\xF2\xA3\x8A\xB3\x58\x1D\x06\x7C\x99\x04\x6B\x22\x9B\x9F\x56\xF5\xD2\x48\x42\xEC\x77\xDC\xD2\xD4\xEC\xA8\x34\x75\xC7\x18\x6A\x41\xBD\x27\xA5\x84\x4B\xE5\xA6\x71\x11\x28\xD3\xA7\x1D\xAA\x4F\xCD\xFD\x80\xCC\x72\x61\x77\x4B\x94\xAB\x35\x21\xE3\xC0\xF1\xB4\x94\x4F\xE0\xDD\xFC\xD7\x46\x40\x8C\xC5\xC7\xAE\x6D\x97\xDE\xB7\xB1\x5E\x52\xAB\x14\xFC\xAD\x8B\x40\xB1\x80\x1F\x4C\x83\x12\x2D\x3A\x26\x3D\x48\xE5\x20\xAA\x53\x7B\x59\xE8\x88\x3D\x0C\xC2\xCC\x56\x82\xA5\x55\xB2\x43\x80\x8B\xBB\x64\x67\x76\xAB\xAD\x79\x2F\x5D\xAA\xD7\x0B\xA5\xC5\x60\xC9\xCE\xB4\x7A\xA4\xB9\xF5\xA6\x82\xEF\x30\x1E\xFB\x0F\x17\x8E\x38\x87\x91\xDD\x9E\x90\x7C\x20\x04\x2C\x06\x51\x5A\x49\x31\x51\x6D\x72\x87\x67\xEF\x77\xB1\x40\x59\x9A\x08\x51'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test61(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5CFB537F), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 13138)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 13138)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xFA), ('P4rIngress.count_exp.exponent', 0x00)], 13138)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13138)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 13138)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 13138)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 13138)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 13138)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 13138)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 13138)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 13138)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 13138)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 13138)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 13138)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 13138)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 13138)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 13138)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 13138)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 13138)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 13138)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x123C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A6B),
                gc.DataTuple('slot_count', 0x00000CB7),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA394147F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x019),
                gc.KeyTuple('src_addr', 0xCB107EC2),
                gc.KeyTuple('src_port', 0xAFB7),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x123C),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x034E),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCB\x10\x7E\xC2\x00\x00\x00\x00\xAF\xB7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x12\x3C\x00\x1E\xA3\x94\x14\x7F\x08\xE7\x01\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x73\x7A\xD4\x27\xD6\x00\x40\x8A\x26\xE2\x2F\x22\xFB\xCE\xAD\x41\xFC\xF6\x72\x8F\xE4\xAC\x1F\xA7\x10\xA3\xCB\xE6\xB1\xD6\xEF\x30\x24\xF3\xBC\x99\x16\xC2\x85\x4B\xB6\xFD\x8F\xD1\x39\x6B\xD4\x06\x12\xFA\x72\xA9\x80\xCC\x10\x58\x1B\x06\xDD\x38\x8C\x30\x69\xF0\xFD\x33\x15\x86\xAE\xE6\x06\xB5\x0C\x11\x41\x15\x5F\x30\xB1\xD6\xD7\xD5\x3D\x90\x61\x75\x85\x37\x15\xAC\xC3\x00\xBA\x77\x0C\x05\x2A\x5A\x48\xAB\x8A\xBB\x27\x78\x7E\x10\x64\x5E\x6D\xDE\xF6\x18\x2C\x2C\xDD\x9D\x99\x30\xDA\xF0\x06\xDA\xF1\x89\xD4\xBF\xDA\xA0\xC5\xC9\x85\xE3\xE3\x1E\xA0\xBF\xFF\x17\x26\xAC\xD1\xDA\xD7\x4D\x5F\x46\x82\x56\xF5\xAB\x29\xE2\x18\xA7\xF6\xD7\x67\xD1\xC5\x37\x17\x6F\x3B\xD6\x03\xD3\xC5\x14\x0D\xC8\x0B\x58\x02\x25'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCB\x10\x7E\xC2\xBE\xEF\xAF\xB7\x00\xA0\x00\x00\x50\x34\x02\x83\x12\x3C\x00\x1E\xA3\x94\x14\x7F\x08\xE7\x01\x00\x00\x00\x00\x00\x00\x20\x00\xFA\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x73\x7A\xD4\x27\xD6\x00\x40\x8A\x26\xE2\x2F\x22\xFB\xCE\xAD\x41\xFC\xF6\x72\x8F\xE4\xAC\x1F\xA7\x10\xA3\xCB\xE6\xB1\xD6\xEF\x30\x24\xF3\xBC\x99\x16\xC2\x85\x4B\xB6\xFD\x8F\xD1\x39\x6B\xD4\x06\x12\xFA\x72\xA9\x80\xCC\x10\x58\x1B\x06\xDD\x38\x8C\x30\x69\xF0\xFD\x33\x15\x86\xAE\xE6\x06\xB5\x0C\x11\x41\x15\x5F\x30\xB1\xD6\xD7\xD5\x3D\x90\x61\x75\x85\x37\x15\xAC\xC3\x00\xBA\x77\x0C\x05\x2A\x5A\x48\xAB\x8A\xBB\x27\x78\x7E\x10\x64\x5E\x6D\xDE\xF6\x18\x2C\x2C\xDD\x9D\x99\x30\xDA\xF0\x06\xDA\xF1\x89\xD4\xBF\xDA\xA0\xC5\xC9\x85\xE3\xE3\x1E\xA0\xBF\xFF\x17\x26\xAC\xD1\xDA\xD7\x4D\x5F\x46\x82\x56\xF5\xAB\x29\xE2\x18\xA7\xF6\xD7\x67\xD1\xC5\x37\x17\x6F\x3B\xD6\x03\xD3\xC5\x14\x0D\xC8\x0B\x58\x02\x25'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test62(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6518FABD), ('P4rIngress.bitmap_seq.seq', 0xF7AB89CF)], 4044)
        self.setRegisterValue('P4rIngress.rounds', 0xF7AB89CF, 4044)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x46), ('P4rIngress.count_exp.exponent', 0x00)], 4044)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4044)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 4044)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 4044)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 4044)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 4044)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 4044)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 4044)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 4044)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 4044)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 4044)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 4044)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 4044)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 4044)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 4044)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 4044)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 4044)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 4044)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4FD2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D1E),
                gc.DataTuple('slot_count', 0x00000528),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x288373A9),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x016),
                gc.KeyTuple('src_addr', 0x40635899),
                gc.KeyTuple('src_port', 0x5A3B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4FD2),
                gc.DataTuple('rank', 0x000D),
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
        ig_port = 22
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x40\x63\x58\x99\x00\x00\x00\x00\x5A\x3B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4F\xD2\x00\x0D\x28\x83\x73\xA9\x02\xAE\x02\x00\xF7\xAB\x89\xCF\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x1D\x99\x4A\x3B\x0C\x35\xAA\x96\x35\x45\xBC\x0F\xFB\xB8\xBF\x6E\x66\x32\xDA\x9C\xC5\xF0\x26\x58\x65\x11\x2C\xC6\x47\x2E\xD3\xD4\xA6\x34\x41\x5F\x44\x8F\x86\x95\x1F\x6C\xAF\xF5\x5E\xB2\x40\xE6\x21\xCD\x88\xA8\x70\xFB\xF2\x8C\x15\xC5\x0C\xB8\x56\x28\x1E\xF3\x3F\x58\x02\x7F\x57\xD3\x43\xC7\x10'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x40\x63\x58\x99\xBE\xEF\x5A\x3B\x00\xA0\x00\x00\x50\x34\x02\x83\x4F\xD2\x00\x0D\x28\x83\x73\xA9\x02\xAE\x00\x00\xF7\xAB\x89\xCF\x00\x20\x00\x46\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x1D\x99\x4A\x3B\x0C\x35\xAA\x96\x35\x45\xBC\x0F\xFB\xB8\xBF\x6E\x66\x32\xDA\x9C\xC5\xF0\x26\x58\x65\x11\x2C\xC6\x47\x2E\xD3\xD4\xA6\x34\x41\x5F\x44\x8F\x86\x95\x1F\x6C\xAF\xF5\x5E\xB2\x40\xE6\x21\xCD\x88\xA8\x70\xFB\xF2\x8C\x15\xC5\x0C\xB8\x56\x28\x1E\xF3\x3F\x58\x02\x7F\x57\xD3\x43\xC7\x10'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test63(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0CB2C0A5), ('P4rIngress.bitmap_seq.seq', 0xA7F4D700)], 3445)
        self.setRegisterValue('P4rIngress.rounds', 0xA7F4D700, 3445)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x20), ('P4rIngress.count_exp.exponent', 0x00)], 3445)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3445)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 3445)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 3445)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 3445)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 3445)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 3445)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 3445)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 3445)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 3445)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 3445)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 3445)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 3445)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 3445)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 3445)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 3445)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 3445)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 3445)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x38DA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AE5),
                gc.DataTuple('slot_count', 0x000009A6),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF5FBC740),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x009),
                gc.KeyTuple('src_addr', 0xE93ED4EB),
                gc.KeyTuple('src_port', 0xF03E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x38DA),
                gc.DataTuple('rank', 0x0014),
                gc.DataTuple('worker_index', 0x03D1),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE9\x3E\xD4\xEB\x00\x00\x00\x00\xF0\x3E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x38\xDA\x00\x14\xF5\xFB\xC7\x40\x02\x90\x06\x00\xA7\xF4\xD7\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE1\x4D\x3D\x7C\x06\x8D\x18\xF5\x24\x7D\x98\x88\x4F\xA5\x4E\xE6\xFD\x16\xDA\x9D\xEF\xB2\xC9\xFD\xD3\xEA\xD3\x0F\xC8\xF9\xA2\x3A\x45\xD5\x7E\xD8\xC2\x4E\xEC\x2C\x58\x42\x3F\x98\xBB\x3B\xCB\x90\xBA\x53\x52\x86\x05\x2B\xAC\x18\x08\x4D\x2C\x36\x23\x7A\x6B\x42\x6D\xE6\x12\x90\x60\xA8\x20\xE0\xB9\xF7\xF2\xCE\x2B\x82\xCA\xD4\x23\x3C\xBD\xC2\xAC\x79\x2D\xF1\xDC\x4C\x6D\x16\xE8\x27\x71\xEE\xC3\x95\x6B\x9D\x57\x15\x2F\x15\xDC\x7F\xE7\x40\xB6\x41\x0E\x8B\x12\x00\x07\x8F\x32\x2F\x2B\x9A\x1A\xD7\x4D\xD3\x4D\xD5\x1C\x29\xCD\xD3\xA0\xC2\x1C\xE2\x99\xD8\xDF\x52\x3B\x6A\xE8\x3D\xE7\x39\x8F\x31\x84\x62\x02\xC3\x5C\x4E\xA1\xE3\xCD\x24\x02\x47\xBB\xB4\x74\xB8\xA4\x0A\x55\xC7\x76\xA8\xB1\xA6\xC4\xD3\x8A\x49\x3B\xA5\x4F\xA4\x48\xF1\x50\x23\x57\x00\x5F\x4A\x1A\xFA\x7D\x6B\x51\x2F\x73\x6B\x4C\x92\xA0\x76\x62\xD7\xC1\x86\x83\x4B\xC9\x14\x00\xE1\xDE\xE0\xAD\xE0\xE6\x60\x08\xF0\x16\x1E\x88\x15\xDA\xB0\x51\xE1\xCC\x1E\x6A\x85\x94\x9F\xFB\x2D\xF0\xE3\xFB\x9E\x13\x3A\xF8\x52\x7E\x23\xBD\xF1\x5E\x3D\x7F\x79\x68\xCE\xAE\xE4\x48\xDD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE9\x3E\xD4\xEB\xBE\xEF\xF0\x3E\x00\xA0\x00\x00\x50\x34\x02\xC2\x38\xDA\x00\x14\xF5\xFB\xC7\x40\x02\x90\x00\x00\xA7\xF4\xD7\x00\x00\x20\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE1\x4D\x3D\x7C\x06\x8D\x18\xF5\x24\x7D\x98\x88\x4F\xA5\x4E\xE6\xFD\x16\xDA\x9D\xEF\xB2\xC9\xFD\xD3\xEA\xD3\x0F\xC8\xF9\xA2\x3A\x45\xD5\x7E\xD8\xC2\x4E\xEC\x2C\x58\x42\x3F\x98\xBB\x3B\xCB\x90\xBA\x53\x52\x86\x05\x2B\xAC\x18\x08\x4D\x2C\x36\x23\x7A\x6B\x42\x6D\xE6\x12\x90\x60\xA8\x20\xE0\xB9\xF7\xF2\xCE\x2B\x82\xCA\xD4\x23\x3C\xBD\xC2\xAC\x79\x2D\xF1\xDC\x4C\x6D\x16\xE8\x27\x71\xEE\xC3\x95\x6B\x9D\x57\x15\x2F\x15\xDC\x7F\xE7\x40\xB6\x41\x0E\x8B\x12\x00\x07\x8F\x32\x2F\x2B\x9A\x1A\xD7\x4D\xD3\x4D\xD5\x1C\x29\xCD\xD3\xA0\xC2\x1C\xE2\x99\xD8\xDF\x52\x3B\x6A\xE8\x3D\xE7\x39\x8F\x31\x84\x62\x02\xC3\x5C\x4E\xA1\xE3\xCD\x24\x02\x47\xBB\xB4\x74\xB8\xA4\x0A\x55\xC7\x76\xA8\xB1\xA6\xC4\xD3\x8A\x49\x3B\xA5\x4F\xA4\x48\xF1\x50\x23\x57\x00\x5F\x4A\x1A\xFA\x7D\x6B\x51\x2F\x73\x6B\x4C\x92\xA0\x76\x62\xD7\xC1\x86\x83\x4B\xC9\x14\x00\xE1\xDE\xE0\xAD\xE0\xE6\x60\x08\xF0\x16\x1E\x88\x15\xDA\xB0\x51\xE1\xCC\x1E\x6A\x85\x94\x9F\xFB\x2D\xF0\xE3\xFB\x9E\x13\x3A\xF8\x52\x7E\x23\xBD\xF1\x5E\x3D\x7F\x79\x68\xCE\xAE\xE4\x48\xDD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test64(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x24942EE8), ('P4rIngress.bitmap_seq.seq', 0x48061207)], 9146)
        self.setRegisterValue('P4rIngress.rounds', 0x48061207, 9146)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0A), ('P4rIngress.count_exp.exponent', 0x00)], 9146)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9146)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 9146)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 9146)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 9146)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 9146)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 9146)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 9146)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 9146)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 9146)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 9146)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 9146)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 9146)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 9146)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 9146)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 9146)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 9146)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 9146)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE324),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000335),
                gc.DataTuple('slot_count', 0x0000052B),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5BC712BF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x021),
                gc.KeyTuple('src_addr', 0xCF9419B9),
                gc.KeyTuple('src_port', 0xC5F0),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE324),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x03B9),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCF\x94\x19\xB9\x00\x00\x00\x00\xC5\xF0\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE3\x24\x00\x0A\x5B\xC7\x12\xBF\x00\x85\x03\x00\x48\x06\x12\x07\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC5\xC7\xD2\x8A\x4F\x9B\xA6\x1A\x4E\x41\x09\x73\x0E\xB9\xB4\x6C\x3F\x5C\x73\x43\x24\xCD\xF5\x79\x14\x3B\x2A\x65\x91\xEC\x8D\x6C\xA7\xEF\x11\x4E\x37\xCD\x26\x60\x91\x4F\xE6\xB9\x0A\x08\xE4\x23\xA9\x3D\xDA\xAE\xD7\x1E\x89\x69\xE1\x25\x80\x37\xC5\x7E\x79\x3B\x50\xE5\xB9\xED\x91\x12\x5C\xAD\x25\xB5\x50\xEC\xF0\xA9\xC0\x08\x62\xC6\x83\xE3\x9E\x3B\x22\x39\x40\xCD\x3B\x57\x74\x33\xE7\x1A\xC9\x6B\x5E\x9F\x08\xD5\x34\xD9\xF7\xE6\x6F\x1E\xA3\xDA\x8D\x25\xC7\x12\x40\x92\x9E\x7D\x58\x0A\x2C\x1E\x31\xED\xE7\x9F\xB3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCF\x94\x19\xB9\xBE\xEF\xC5\xF0\x00\xA0\x00\x00\x50\x34\x02\xC2\xE3\x24\x00\x0A\x5B\xC7\x12\xBF\x00\x85\x01\x00\x48\x06\x12\x07\x00\x20\x00\x0A\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC5\xC7\xD2\x8A\x4F\x9B\xA6\x1A\x4E\x41\x09\x73\x0E\xB9\xB4\x6C\x3F\x5C\x73\x43\x24\xCD\xF5\x79\x14\x3B\x2A\x65\x91\xEC\x8D\x6C\xA7\xEF\x11\x4E\x37\xCD\x26\x60\x91\x4F\xE6\xB9\x0A\x08\xE4\x23\xA9\x3D\xDA\xAE\xD7\x1E\x89\x69\xE1\x25\x80\x37\xC5\x7E\x79\x3B\x50\xE5\xB9\xED\x91\x12\x5C\xAD\x25\xB5\x50\xEC\xF0\xA9\xC0\x08\x62\xC6\x83\xE3\x9E\x3B\x22\x39\x40\xCD\x3B\x57\x74\x33\xE7\x1A\xC9\x6B\x5E\x9F\x08\xD5\x34\xD9\xF7\xE6\x6F\x1E\xA3\xDA\x8D\x25\xC7\x12\x40\x92\x9E\x7D\x58\x0A\x2C\x1E\x31\xED\xE7\x9F\xB3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test65(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x89475D2D), ('P4rIngress.bitmap_seq.seq', 0x8C63D85A)], 4506)
        self.setRegisterValue('P4rIngress.rounds', 0x8C63D85A, 4506)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0D), ('P4rIngress.count_exp.exponent', 0x00)], 4506)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4506)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 4506)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 4506)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 4506)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 4506)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 4506)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 4506)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 4506)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 4506)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 4506)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 4506)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 4506)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 4506)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 4506)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 4506)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 4506)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 4506)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0B2B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AF1),
                gc.DataTuple('slot_count', 0x00000B9F),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x35ED1B91),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01D),
                gc.KeyTuple('src_addr', 0x499A49D2),
                gc.KeyTuple('src_port', 0xD7D0),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0B2B),
                gc.DataTuple('rank', 0x000B),
                gc.DataTuple('worker_index', 0x02EC),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x49\x9A\x49\xD2\x00\x00\x00\x00\xD7\xD0\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x0B\x2B\x00\x0B\x35\xED\x1B\x91\x06\xA9\x02\x00\x8C\x63\xD8\x5A\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x50\x46\x96\x25\xC1\x47\x5C\xB6\x14\xF1\xEB\x87\x18\xAA\x2E\xD1\x9C\x5B\x07\x20\x83\xCC\xF6\xD1\xF3\xA7\x62\x8A\x58\x48\x90\xFE\x7A\x41\x89\x1D\xB7\x22\x06\x24\xB1\xA7\xCA\x2D\x96\xFB\x58\xD8\x57\xA0\xB2\xE4\xFB\x78\xC9\x22\x48\x0B\xDF\x20\x99\x2F\xA7\xE5\xE5\xA0\x55\xEE\x28\x40\xF1\x8D\x8A\xAB\x89\x88\xB0\x80\x28\x9A\xAF\x07\x28\x1F\xDF\x86\xB6\xFC\xC5\xFB\xB2\x46\x9F\xD8\x51\x24\x76\x61\xD7\xA6\x6F\x39\xE1\x60\x0A\x54\xCB\x6D\xB6\xB4\x59\xED\xBE\xF9\x15\x9B\x81\x56\xEC\x26\x7A\xA4\x17\xD3\xDF\x78\x19\x31\xD8\x09\xA2\xB4\xB7\x30\xA9\x8B\x94\xA8\xA7\x1D\xCC\x84\x8D\xAB\xBE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x49\x9A\x49\xD2\xBE\xEF\xD7\xD0\x00\xA0\x00\x00\x50\x34\x02\xC2\x0B\x2B\x00\x0B\x35\xED\x1B\x91\x06\xA9\x00\x00\x8C\x63\xD8\x5A\x00\x20\x00\x0D\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x50\x46\x96\x25\xC1\x47\x5C\xB6\x14\xF1\xEB\x87\x18\xAA\x2E\xD1\x9C\x5B\x07\x20\x83\xCC\xF6\xD1\xF3\xA7\x62\x8A\x58\x48\x90\xFE\x7A\x41\x89\x1D\xB7\x22\x06\x24\xB1\xA7\xCA\x2D\x96\xFB\x58\xD8\x57\xA0\xB2\xE4\xFB\x78\xC9\x22\x48\x0B\xDF\x20\x99\x2F\xA7\xE5\xE5\xA0\x55\xEE\x28\x40\xF1\x8D\x8A\xAB\x89\x88\xB0\x80\x28\x9A\xAF\x07\x28\x1F\xDF\x86\xB6\xFC\xC5\xFB\xB2\x46\x9F\xD8\x51\x24\x76\x61\xD7\xA6\x6F\x39\xE1\x60\x0A\x54\xCB\x6D\xB6\xB4\x59\xED\xBE\xF9\x15\x9B\x81\x56\xEC\x26\x7A\xA4\x17\xD3\xDF\x78\x19\x31\xD8\x09\xA2\xB4\xB7\x30\xA9\x8B\x94\xA8\xA7\x1D\xCC\x84\x8D\xAB\xBE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test66(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x81DB5AB7), ('P4rIngress.bitmap_seq.seq', 0x256C0000)], 1898)
        self.setRegisterValue('P4rIngress.rounds', 0x256C0000, 1898)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xCD), ('P4rIngress.count_exp.exponent', 0x00)], 1898)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1898)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 1898)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 1898)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 1898)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 1898)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 1898)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 1898)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 1898)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 1898)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 1898)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 1898)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 1898)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 1898)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 1898)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 1898)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 1898)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 1898)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8C64),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000BF),
                gc.DataTuple('slot_count', 0x00000F72),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD3B790F0),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x038),
                gc.KeyTuple('src_addr', 0x105F1D4E),
                gc.KeyTuple('src_port', 0xF08F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8C64),
                gc.DataTuple('rank', 0x000B),
                gc.DataTuple('worker_index', 0x0097),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x10\x5F\x1D\x4E\x00\x00\x00\x00\xF0\x8F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x8C\x64\x00\x0B\xD3\xB7\x90\xF0\x06\xAB\x04\x00\x25\x6C\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x04\x09\xEE\xEC\xFC\x05\x78\x45\x27\xF3\xF9\x3C\xAA\xDB\x47\x14\x65\x0C\x57\xAE\x5D\x52\x4E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x10\x5F\x1D\x4E\xBE\xEF\xF0\x8F\x00\xA0\x00\x00\x50\x34\x02\x83\x8C\x64\x00\x0B\xD3\xB7\x90\xF0\x06\xAB\x00\x00\x25\x6C\x00\x00\x00\x20\x00\xCD\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x04\x09\xEE\xEC\xFC\x05\x78\x45\x27\xF3\xF9\x3C\xAA\xDB\x47\x14\x65\x0C\x57\xAE\x5D\x52\x4E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test67(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xFC1CF4B5), ('P4rIngress.bitmap_seq.seq', 0x142EEDDD)], 15797)
        self.setRegisterValue('P4rIngress.rounds', 0x142EEDDD, 15797)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0E), ('P4rIngress.count_exp.exponent', 0x00)], 15797)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 15797)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 15797)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 15797)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 15797)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 15797)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 15797)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 15797)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 15797)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 15797)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 15797)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 15797)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 15797)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 15797)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 15797)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 15797)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 15797)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 15797)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7C84),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000381),
                gc.DataTuple('slot_count', 0x00001AC6),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA813544B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01F),
                gc.KeyTuple('src_addr', 0xF719C3CE),
                gc.KeyTuple('src_port', 0xCA58),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7C84),
                gc.DataTuple('rank', 0x0000),
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
        ig_port = 31
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF7\x19\xC3\xCE\x00\x00\x00\x00\xCA\x58\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x7C\x84\x00\x00\xA8\x13\x54\x4B\x1A\x34\x05\x00\x14\x2E\xED\xDD\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x3B\x1B\x3E\xE8\x5B\x66\x53\x3D\x7C\xB0\xA6\xD1\x3F\xF6\xF4\xEF\xFC\x17\x45\x97\x45\x42\xFD\x41\x46\x99\xB2\xB5\x0A\x3F\x53\x44\x60\x13\x9D\xDF\x3A\x73\x58\x33\x55\xDA\x3C\xE6\x83\xD1\xF9\x85\x3D\x24\xF6\x73\x8C\x73\x6F\xEC\x0F\x57\x2F\x47\xBA\xB4\x5A\x1C\x64\xE2\x35\xC0\xD9\xF5\xD5\x6F\xB0\xCE\x73\xA6\x23\xB2\xEF\x88\x84\x1C\x0B\x29\x5C\xEA\x8F\xD0\x3E\x33\x9B\x65\xA1\x04\xFA\xFE\x19\xCD\xBD\xCD\xB8\x60\x97\x85\xD8\xC4\x08\x7B\x40\x09\xCC\x13\xF0\x45\xA2\x31\x42\x4C\x80\xFD\xE9\x3E\x84\xBB\xBD\xE1\x5A\xEF\x05\x8D\x8C\x5D\x51\x68\x82\x3D\xB6\x0A\x46\xD3\xC3\x66\x86\xFD\x3F\xCD\xDC\x47\x18\x2E\x64\xF2\xB6\xEC\xEB\xA2\x2A\x7D\x39\x30\x48\x62\xC2\x20\x46\xAD\xEA\xAF\x63\x3E\xFB\xE1\x94\x3F\x22\x8A\x0C\xF0\x2A\x4E\x12\x3A\x73\xEE\xAB\x53\x80\x4E\xB0\x8D\x6A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF7\x19\xC3\xCE\xBE\xEF\xCA\x58\x00\xA0\x00\x00\x50\x34\x02\xC2\x7C\x84\x00\x00\xA8\x13\x54\x4B\x1A\x34\x01\x00\x14\x2E\xED\xDD\x00\x20\x00\x0E\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x3B\x1B\x3E\xE8\x5B\x66\x53\x3D\x7C\xB0\xA6\xD1\x3F\xF6\xF4\xEF\xFC\x17\x45\x97\x45\x42\xFD\x41\x46\x99\xB2\xB5\x0A\x3F\x53\x44\x60\x13\x9D\xDF\x3A\x73\x58\x33\x55\xDA\x3C\xE6\x83\xD1\xF9\x85\x3D\x24\xF6\x73\x8C\x73\x6F\xEC\x0F\x57\x2F\x47\xBA\xB4\x5A\x1C\x64\xE2\x35\xC0\xD9\xF5\xD5\x6F\xB0\xCE\x73\xA6\x23\xB2\xEF\x88\x84\x1C\x0B\x29\x5C\xEA\x8F\xD0\x3E\x33\x9B\x65\xA1\x04\xFA\xFE\x19\xCD\xBD\xCD\xB8\x60\x97\x85\xD8\xC4\x08\x7B\x40\x09\xCC\x13\xF0\x45\xA2\x31\x42\x4C\x80\xFD\xE9\x3E\x84\xBB\xBD\xE1\x5A\xEF\x05\x8D\x8C\x5D\x51\x68\x82\x3D\xB6\x0A\x46\xD3\xC3\x66\x86\xFD\x3F\xCD\xDC\x47\x18\x2E\x64\xF2\xB6\xEC\xEB\xA2\x2A\x7D\x39\x30\x48\x62\xC2\x20\x46\xAD\xEA\xAF\x63\x3E\xFB\xE1\x94\x3F\x22\x8A\x0C\xF0\x2A\x4E\x12\x3A\x73\xEE\xAB\x53\x80\x4E\xB0\x8D\x6A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test68(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6D913626), ('P4rIngress.bitmap_seq.seq', 0xA0F2DE67)], 5875)
        self.setRegisterValue('P4rIngress.rounds', 0xA0F2DE67, 5875)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1C), ('P4rIngress.count_exp.exponent', 0x00)], 5875)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5875)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 5875)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 5875)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 5875)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 5875)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 5875)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 5875)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 5875)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 5875)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 5875)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 5875)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 5875)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 5875)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 5875)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 5875)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 5875)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 5875)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xEB98),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000016F3),
                gc.DataTuple('slot_count', 0x000003F9),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x05959CAD),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x009),
                gc.KeyTuple('src_addr', 0xA89EFD6E),
                gc.KeyTuple('src_port', 0x4095),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xEB98),
                gc.DataTuple('rank', 0x0001),
                gc.DataTuple('worker_index', 0x0333),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA8\x9E\xFD\x6E\x00\x00\x00\x00\x40\x95\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xEB\x98\x00\x01\x05\x95\x9C\xAD\x00\x00\x04\x00\xA0\xF2\xDE\x67\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x80\x6E\x31\x5F\x6B\x9C\x8B\x3A\xDC\x06\x5E\x53\x6C\x99\x42\x09\x4F\x1E\x31\xC5\x6F\x25\xA0\x5B\xD7\xA0\xF8\x31\xFA\x51\xF9\x10\x35\x20\x7F\x5E\x32\x31\xCB\xD3\xF6\x5D\x80\xB9\x5C\x01\x46\x21\x83\x4B\x27\x34\x43\x6D\xA7\x31\x33\xF5\x9B\x95\x38\x95\x1A\xC7\x47\x2E\x75\x45\x2F\x9E\xD7\x01\x15\x1F\xC3\xE9\xB0\x7F\x09\x54\xE7\xBF\x40\x8D\x3A\xA8\xF6\xC1\xF1\xAB\x82\x31\x54\x7F\x7B\x87\x09\x1C\xE9\x70\x90\x6C\x6B\x27\xA3\x68\x0C\x63\x0C\x47\x95\x40\xF5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA8\x9E\xFD\x6E\xBE\xEF\x40\x95\x00\xA0\x00\x00\x50\x34\x02\xC2\xEB\x98\x00\x01\x05\x95\x9C\xAD\x00\x00\x00\x00\xA0\xF2\xDE\x67\x00\x20\x00\x1C\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x80\x6E\x31\x5F\x6B\x9C\x8B\x3A\xDC\x06\x5E\x53\x6C\x99\x42\x09\x4F\x1E\x31\xC5\x6F\x25\xA0\x5B\xD7\xA0\xF8\x31\xFA\x51\xF9\x10\x35\x20\x7F\x5E\x32\x31\xCB\xD3\xF6\x5D\x80\xB9\x5C\x01\x46\x21\x83\x4B\x27\x34\x43\x6D\xA7\x31\x33\xF5\x9B\x95\x38\x95\x1A\xC7\x47\x2E\x75\x45\x2F\x9E\xD7\x01\x15\x1F\xC3\xE9\xB0\x7F\x09\x54\xE7\xBF\x40\x8D\x3A\xA8\xF6\xC1\xF1\xAB\x82\x31\x54\x7F\x7B\x87\x09\x1C\xE9\x70\x90\x6C\x6B\x27\xA3\x68\x0C\x63\x0C\x47\x95\x40\xF5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test69(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xCE3E5185), ('P4rIngress.bitmap_seq.seq', 0xA9A8E000)], 8168)
        self.setRegisterValue('P4rIngress.rounds', 0xA9A8E000, 8168)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0B), ('P4rIngress.count_exp.exponent', 0x00)], 8168)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 8168)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 8168)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 8168)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 8168)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 8168)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 8168)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 8168)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 8168)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 8168)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 8168)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 8168)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 8168)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 8168)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 8168)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 8168)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 8168)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 8168)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x848F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x46E4D64B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x010),
                gc.KeyTuple('src_addr', 0x11CD3792),
                gc.KeyTuple('src_port', 0x5CAA),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x848F),
                gc.DataTuple('rank', 0x001A),
                gc.DataTuple('worker_index', 0x0332),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x11\xCD\x37\x92\x00\x00\x00\x00\x5C\xAA\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x84\x8F\x00\x1A\x46\xE4\xD6\x4B\x1F\xE8\x00\x00\xA9\xA8\xE0\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x87\x66\x8D\xE0\xF5\x34\x1C\x88\x7D\xD9\x17\x5F\x2A\xAB\x8B\x0A\xDA\x32\xF9\xEA\x68\x63\x2A\x0F\x2C\x68\x58\x20\x57\x9F\xE7\x55\x2A\x3D\x2E\x9C\x6F\x1C\x17\x98\x22\x4B\x24\x9F\x40\xC0\x08\x24\x85\xFD\x5E\x6F\x25\x9F\x03\xA2\x1B\x5B\x6D\x9E\x0F\x74\x36\x3D\xB6\xE8\x92\x0D\x76\x32\x22\x31\x21\xAD\x27\xB9\xD6\x1A\x52\x4D\xF1\x53\xF2\xBA\x72\xB2\x2C\xD3\xCF\x74\x8F\x0F\xDE\x60\xCB\xB9\x64\x8C\xD2\xC4\x2C\x10\x07\xD9\xFC\xF8\x43\xCC\xCF\x2F\x5F\x00\x29\x94\x2A\x25\xB8\xB2\xA5\xC0\x29\x05\x05\xA4\xEB\x71\x89\x77\xC1\xF5\xA1\x74\xAF\xBC\x25\x28\xE8\xF7\xC8\xD4\x55'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x11\xCD\x37\x92\xBE\xEF\x5C\xAA\x00\xA0\x00\x00\x50\x34\x02\xC2\x84\x8F\x00\x1A\x46\xE4\xD6\x4B\x1F\xE8\x00\x00\xA9\xA8\xE0\x00\x00\x20\x00\x0B\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x87\x66\x8D\xE0\xF5\x34\x1C\x88\x7D\xD9\x17\x5F\x2A\xAB\x8B\x0A\xDA\x32\xF9\xEA\x68\x63\x2A\x0F\x2C\x68\x58\x20\x57\x9F\xE7\x55\x2A\x3D\x2E\x9C\x6F\x1C\x17\x98\x22\x4B\x24\x9F\x40\xC0\x08\x24\x85\xFD\x5E\x6F\x25\x9F\x03\xA2\x1B\x5B\x6D\x9E\x0F\x74\x36\x3D\xB6\xE8\x92\x0D\x76\x32\x22\x31\x21\xAD\x27\xB9\xD6\x1A\x52\x4D\xF1\x53\xF2\xBA\x72\xB2\x2C\xD3\xCF\x74\x8F\x0F\xDE\x60\xCB\xB9\x64\x8C\xD2\xC4\x2C\x10\x07\xD9\xFC\xF8\x43\xCC\xCF\x2F\x5F\x00\x29\x94\x2A\x25\xB8\xB2\xA5\xC0\x29\x05\x05\xA4\xEB\x71\x89\x77\xC1\xF5\xA1\x74\xAF\xBC\x25\x28\xE8\xF7\xC8\xD4\x55'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test70(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6FBB2DB5), ('P4rIngress.bitmap_seq.seq', 0x3E8CDB54)], 14271)
        self.setRegisterValue('P4rIngress.rounds', 0x3E8CDB54, 14271)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0B), ('P4rIngress.count_exp.exponent', 0x00)], 14271)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14271)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 14271)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 14271)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 14271)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 14271)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 14271)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 14271)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 14271)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 14271)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 14271)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 14271)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 14271)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 14271)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 14271)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 14271)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 14271)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 14271)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0EFD),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006EF),
                gc.DataTuple('slot_count', 0x0000154E),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x74EF4355),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x017),
                gc.KeyTuple('src_addr', 0x04B01105),
                gc.KeyTuple('src_port', 0x97F6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0EFD),
                gc.DataTuple('rank', 0x001B),
                gc.DataTuple('worker_index', 0x03A0),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x04\xB0\x11\x05\x00\x00\x00\x00\x97\xF6\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x0E\xFD\x00\x1B\x74\xEF\x43\x55\x10\xD0\x05\x00\x3E\x8C\xDB\x54\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xEB\x6E\x51\xAB\x1D\xC1\x11\x9D\x5A\x47\x6B\xCC\x3B\x70\xC0\xB6\x70\xD6\x0D\x43\x12\xB4\xA0\xEA\xEF\x8D\x80\xD2\x67\xB7\x72\x50\x70\x83\x8A\xF0\x2B\xD2\x38\xA7\x42\x3C\x43\xDA\x04\x7F\x60\x61\x2C\x5F\xCC\x32\x49\x37\x9B\xB6\xAF\x37\x54\x58\xDC\xF0\xDA\x21\x95\x5A\x0F\xD5\x0F\x3E\x2D\x49\x78\xDA\x5A\xCE\x24\xFF\xA4\x30\x9E\x56\xD9\xE6\x9F\x3D\x29\x33\xF9\x13\x2D\xAF\x35\xA9\xC4\xA5\x56\xAA\x42\x61\x9E\x70\xB9\xFA\xD5\xDA\x04\xB0\x26\xBB\x96\xCE\x02\x25\x95\x69\x1A\x93\xD6\x6D\xFE\x3F\xD9\x1A\xD3\x4B\x01\xE8\xC0\xA5\x3D\xB3\x6D\x8E\x1A\x2A\x89\xA0\xE3\x24\xFA\x07\x7E\x60\xB8\x14\x32\xB4\x10\x86\xD6\xD9\xD7\xD0\xB8\x38\xA6\x46\x43\xEF\x76\x9C\xF4\x79\x6B\x76\x68\x4D\xE5\x59\xC5\xE8\x0B\x07\xAB\x92\xDB\xA5\x39\x6D\x9F\x64\xC1\xE1\xFC\xF6\x3F\x60\x9C\x30\x6B\x5F\x53\x8A\x51\x9B\x75\x7D\x3F\x25\x75\x5D\xE7\x29\x90\x5C\xCA\x86\xF5\x93\xF1\x9F\xDF\x92\x9B\xB3\x2A\xB0\xE9\x7B\xA9\xBF\xDB\x76\x20\x05\x35\x6E\x20\x7A\x94\x2B\xB2\xF3\x7A\x3B\x73\x83\xE5\x1C\x23\xF7\x31\x9A\x2F\xFD\x4C\xBC\x02\x53\xA0\x40\x0E\x64\x99\x05\x27\x3A\x36\x7F\xA9\xC6\x62\xD2\x1F\x27\x64\xE6\x9F\x89\x5C\xF7\xB1\x6F\xDF\xD0\xDF\xA3\x6A\x77\xFF\xB7\xD5\x0E\x65\x2F\x26\x46\x49\xB9\x5C\x3C\x40\x7C\xA8\xC5\x7A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x04\xB0\x11\x05\xBE\xEF\x97\xF6\x00\xA0\x00\x00\x50\x34\x02\xC2\x0E\xFD\x00\x1B\x74\xEF\x43\x55\x10\xD0\x01\x00\x3E\x8C\xDB\x54\x00\x20\x00\x0B\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xEB\x6E\x51\xAB\x1D\xC1\x11\x9D\x5A\x47\x6B\xCC\x3B\x70\xC0\xB6\x70\xD6\x0D\x43\x12\xB4\xA0\xEA\xEF\x8D\x80\xD2\x67\xB7\x72\x50\x70\x83\x8A\xF0\x2B\xD2\x38\xA7\x42\x3C\x43\xDA\x04\x7F\x60\x61\x2C\x5F\xCC\x32\x49\x37\x9B\xB6\xAF\x37\x54\x58\xDC\xF0\xDA\x21\x95\x5A\x0F\xD5\x0F\x3E\x2D\x49\x78\xDA\x5A\xCE\x24\xFF\xA4\x30\x9E\x56\xD9\xE6\x9F\x3D\x29\x33\xF9\x13\x2D\xAF\x35\xA9\xC4\xA5\x56\xAA\x42\x61\x9E\x70\xB9\xFA\xD5\xDA\x04\xB0\x26\xBB\x96\xCE\x02\x25\x95\x69\x1A\x93\xD6\x6D\xFE\x3F\xD9\x1A\xD3\x4B\x01\xE8\xC0\xA5\x3D\xB3\x6D\x8E\x1A\x2A\x89\xA0\xE3\x24\xFA\x07\x7E\x60\xB8\x14\x32\xB4\x10\x86\xD6\xD9\xD7\xD0\xB8\x38\xA6\x46\x43\xEF\x76\x9C\xF4\x79\x6B\x76\x68\x4D\xE5\x59\xC5\xE8\x0B\x07\xAB\x92\xDB\xA5\x39\x6D\x9F\x64\xC1\xE1\xFC\xF6\x3F\x60\x9C\x30\x6B\x5F\x53\x8A\x51\x9B\x75\x7D\x3F\x25\x75\x5D\xE7\x29\x90\x5C\xCA\x86\xF5\x93\xF1\x9F\xDF\x92\x9B\xB3\x2A\xB0\xE9\x7B\xA9\xBF\xDB\x76\x20\x05\x35\x6E\x20\x7A\x94\x2B\xB2\xF3\x7A\x3B\x73\x83\xE5\x1C\x23\xF7\x31\x9A\x2F\xFD\x4C\xBC\x02\x53\xA0\x40\x0E\x64\x99\x05\x27\x3A\x36\x7F\xA9\xC6\x62\xD2\x1F\x27\x64\xE6\x9F\x89\x5C\xF7\xB1\x6F\xDF\xD0\xDF\xA3\x6A\x77\xFF\xB7\xD5\x0E\x65\x2F\x26\x46\x49\xB9\x5C\x3C\x40\x7C\xA8\xC5\x7A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test71(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xFA1AD4B2), ('P4rIngress.bitmap_seq.seq', 0x08000000)], 15269)
        self.setRegisterValue('P4rIngress.rounds', 0x08000000, 15269)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xA3), ('P4rIngress.count_exp.exponent', 0x00)], 15269)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 15269)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 15269)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 15269)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 15269)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 15269)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 15269)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 15269)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 15269)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 15269)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 15269)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 15269)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 15269)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 15269)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 15269)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 15269)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 15269)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 15269)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCD32),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000597),
                gc.DataTuple('slot_count', 0x0000169B),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA4C4BA05),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x038),
                gc.KeyTuple('src_addr', 0x7EF70BC2),
                gc.KeyTuple('src_port', 0xEAD5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xCD32),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x00D6),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7E\xF7\x0B\xC2\x00\x00\x00\x00\xEA\xD5\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xCD\x32\x00\x0A\xA4\xC4\xBA\x05\x16\x0E\x05\x00\x08\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xAD\xD0\x92\x0C\x30\x3A\xD1\x44\x8A\x68\x41\x57\x46\x8C\xB7\x4F\x6A\xDB\x45\xBE\x30\x16\x4A\xA4\x2C\x66\x6B\x53\xD8\x9D\xC2\x3E\x22\x54\xC3\x33\x9B\xD6\x44\x53\x93\x21\x65\xCF\x28\xD1\x7B\xEE\xA2\x22\x12\x93\x2F\x3F\xF8\x5D\x0C\x52\x7B\x5D\xE2\x25\xAF\x6D\xEF\xCC\xB2\x4D\x5B\xC4\x45\x35\x89\xAD\xE8\x9D\xA0\x36\xE5\x63\xA9\xEC\x71\x8B\x0C\xCC\x80\xC2\x25\xAB\x40\x8C\x06\x1D\x61\xAD\xA7\x1C\xEA\xDE\xC9\x39\x8C\x4B\x37\x77\x8F\xAB\x4D\xEC\xFD\x35\x00\x93\xD9\x01\x3F\x4B\x68\x4F\xEB\x3B\xA5\x48\xB3\x1F\xFC\xE6\xC5\x19\xDD\x25\x91\x3C\x6D\x18\x1E\xD6\x13\x07\x9F\xDA\xF8\x6F\x78\x7E\x4A\x9B\x45\xE7\xFF\xEE\x9F\x09\x21\x8B\xA3\xFF\x85\xF4\xEC\x4F\xF1\xBB\x2B\xD5\x7A\x71\xD0\x10\xA7\x1C\x4D\x7E\x1E\xCA\x8A\x8D\xD9\xE5\x27\xBE\xA9\xCE\xA6\x55\xA5\x77\x9C\xF2\x48'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7E\xF7\x0B\xC2\xBE\xEF\xEA\xD5\x00\xA0\x00\x00\x50\x34\x02\x83\xCD\x32\x00\x0A\xA4\xC4\xBA\x05\x16\x0E\x01\x00\x08\x00\x00\x00\x00\x20\x00\xA3\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xAD\xD0\x92\x0C\x30\x3A\xD1\x44\x8A\x68\x41\x57\x46\x8C\xB7\x4F\x6A\xDB\x45\xBE\x30\x16\x4A\xA4\x2C\x66\x6B\x53\xD8\x9D\xC2\x3E\x22\x54\xC3\x33\x9B\xD6\x44\x53\x93\x21\x65\xCF\x28\xD1\x7B\xEE\xA2\x22\x12\x93\x2F\x3F\xF8\x5D\x0C\x52\x7B\x5D\xE2\x25\xAF\x6D\xEF\xCC\xB2\x4D\x5B\xC4\x45\x35\x89\xAD\xE8\x9D\xA0\x36\xE5\x63\xA9\xEC\x71\x8B\x0C\xCC\x80\xC2\x25\xAB\x40\x8C\x06\x1D\x61\xAD\xA7\x1C\xEA\xDE\xC9\x39\x8C\x4B\x37\x77\x8F\xAB\x4D\xEC\xFD\x35\x00\x93\xD9\x01\x3F\x4B\x68\x4F\xEB\x3B\xA5\x48\xB3\x1F\xFC\xE6\xC5\x19\xDD\x25\x91\x3C\x6D\x18\x1E\xD6\x13\x07\x9F\xDA\xF8\x6F\x78\x7E\x4A\x9B\x45\xE7\xFF\xEE\x9F\x09\x21\x8B\xA3\xFF\x85\xF4\xEC\x4F\xF1\xBB\x2B\xD5\x7A\x71\xD0\x10\xA7\x1C\x4D\x7E\x1E\xCA\x8A\x8D\xD9\xE5\x27\xBE\xA9\xCE\xA6\x55\xA5\x77\x9C\xF2\x48'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test72(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x99423638), ('P4rIngress.bitmap_seq.seq', 0x7CF76A2F)], 4426)
        self.setRegisterValue('P4rIngress.rounds', 0x7CF76A2F, 4426)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xC7), ('P4rIngress.count_exp.exponent', 0x00)], 4426)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4426)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 4426)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 4426)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 4426)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 4426)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 4426)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 4426)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 4426)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 4426)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 4426)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 4426)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 4426)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 4426)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 4426)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 4426)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 4426)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 4426)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x07BD),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000054A),
                gc.DataTuple('slot_count', 0x0000104E),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x03955688),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0x05E25C28),
                gc.KeyTuple('src_port', 0xA4A0),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x07BD),
                gc.DataTuple('rank', 0x0005),
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
        ig_port = 59
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x05\xE2\x5C\x28\x00\x00\x00\x00\xA4\xA0\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x07\xBD\x00\x05\x03\x95\x56\x88\x0C\x00\x00\x00\x7C\xF7\x6A\x2F\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x78\xDC\x05\x81\x05\x07\xDD\x24\x1D\x50\x69\xF6\x88\x5D\x1D\x6B\x23\x7F\xA0\x1F\x36\x23\x06\x0D\x5E\x6D\x37\x51\xA9\x11\x31\xD6\xAB\x2D\xE0\x36\xF7\x9B\x8F\xB5\x11\x01\xB7\x69\xE7\xA2\xC9\x16\xE2\x51\xC6\x4A\xF0\x20\xDF\x0D\xA1\x9C\x55\x5E\x5B\x0D\xDD\x95\xCB\xBA\x26\x48\x4D\x34\x00\xBC\x42\x84\xB7\xC0\xDD\x84\x3A\x7A\x0F\xCA\xA7\x4E\xA2\x16\x98\x0A\x39\x58\xF5\xE7\x0C\xA2\xDE\x7B\x84\x76\x8A\xE1\x56\x18\xA6\x46\x15\xA5\xCE\xA2\x97\x8C\xB8\x68\x5D\x4C\x32\x7E\xBF\xAF\x04\x00\xA6\xAC\x76\x31\xA1\x20\xB0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x05\xE2\x5C\x28\xBE\xEF\xA4\xA0\x00\xA0\x00\x00\x50\x34\x02\x83\x07\xBD\x00\x05\x03\x95\x56\x88\x0C\x00\x00\x00\x7C\xF7\x6A\x2F\x00\x20\x00\xC7\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x78\xDC\x05\x81\x05\x07\xDD\x24\x1D\x50\x69\xF6\x88\x5D\x1D\x6B\x23\x7F\xA0\x1F\x36\x23\x06\x0D\x5E\x6D\x37\x51\xA9\x11\x31\xD6\xAB\x2D\xE0\x36\xF7\x9B\x8F\xB5\x11\x01\xB7\x69\xE7\xA2\xC9\x16\xE2\x51\xC6\x4A\xF0\x20\xDF\x0D\xA1\x9C\x55\x5E\x5B\x0D\xDD\x95\xCB\xBA\x26\x48\x4D\x34\x00\xBC\x42\x84\xB7\xC0\xDD\x84\x3A\x7A\x0F\xCA\xA7\x4E\xA2\x16\x98\x0A\x39\x58\xF5\xE7\x0C\xA2\xDE\x7B\x84\x76\x8A\xE1\x56\x18\xA6\x46\x15\xA5\xCE\xA2\x97\x8C\xB8\x68\x5D\x4C\x32\x7E\xBF\xAF\x04\x00\xA6\xAC\x76\x31\xA1\x20\xB0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test73(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1759B17E), ('P4rIngress.bitmap_seq.seq', 0x78E4F60A)], 8060)
        self.setRegisterValue('P4rIngress.rounds', 0x78E4F60A, 8060)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xFD), ('P4rIngress.count_exp.exponent', 0x00)], 8060)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 8060)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 8060)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 8060)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 8060)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 8060)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 8060)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 8060)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 8060)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 8060)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 8060)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 8060)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 8060)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 8060)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 8060)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 8060)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 8060)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 8060)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2CAC),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001030),
                gc.DataTuple('slot_count', 0x00000F9B),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x519A2045),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x032),
                gc.KeyTuple('src_addr', 0xC48C6239),
                gc.KeyTuple('src_port', 0x53D7),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2CAC),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x026F),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC4\x8C\x62\x39\x00\x00\x00\x00\x53\xD7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x2C\xAC\x00\x03\x51\x9A\x20\x45\x0F\x4C\x00\x00\x78\xE4\xF6\x0A\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x96\x65\x62\x17\xB0\x00\xB2\x10\xB1\x75\x32\xDC\xF8\x99\xDD\x4A\x08\xDD\xC6\x0F\xAC\xDB\x2A\x5A\xE0\xC2\x03\x8C\x8F\x10\xC2\x45\x08\x30\x1D\x9D\x11\xFD\x76\xA0\xD3\x3E\xB0\xC3\xE4\x5E\x24\xEF\x8A\xC5\x80\xAC\xA1\xE9\x00\x7C\x89\xF7\x6B\x06\xB3\x30\xDE\x9C\xD4\x5E\xF1\x7C\x47\x3A\x8D\x81\x15\x82\x6B\x36\xF6\x72\x7A\x09\x65\x4F\xE3\x9C\x68\x71\xFA\xBE\xE6\xEE\x73\xF5\x11\x2A\x15\x03\xEC\x49\xED\x7D\x22\x30\x94\x95\xDB\xD9\xB6\x1A\x88\x9C\xBA\x25\xBA\x23\x4D\xA7\xF1\xA7\x96\x69\xBE\x1A\x40\x38\x0C\xE8\xCD\x14\xDA\xB0\xAA\x82\xC9\xAD\x1D\xAA\xA7\x8F\xC5\x96\x2C\xAA\xE6\xE0\xF2\x92\x15\x45\x05\x30\x43\xE8\xDB\xCD\xFA\x02\x00\xA1\xC6\x6B\xC0\xFD\x90\x4E\x6A\xE3\x22\x5C\x86\xE3\x44\xD7\x6B\x17\xD9\xB5\xC1\xF0\x21\x9F\xD7\x7E\xC0\x31\x21\xFF\xAB\xCD\xDB\xD5\xCA\xFA\xA0\x15\xB3\xD6\x74\xD5\x84\x8C\xEE\x14\x06\xF3\x87\x29\xBB\xF6\xCB\xF7\x82\xE2\x6E\xF8\x63\x2C\x44\xAC\xDF\x7E\xB7\x0B\x5B\x4F\x03\x34\xB2\x4A\x84\xC6\x22\x53\x4E\x29\x07\x13\x86\xC8\x03\x2C\xB6\x5A\x17\x9D\xD6\x1C\x4C\x2E\x85\x8B\x76\xE3\xE4\x88\x14\x8F\x4D\xC3\x1C\xC5\xBD\xFF\xF7\x8A\xA0\xC6\x1E\xD9\x94\x43\xEE\x6E\xC1\x2E\xEC\x18\xCE\x59\x70\xDC\x75\x2C\x2C\x67\xD1\x9A\xD4\x29\xBF\x04\x59\xCE\x55\x11\x96\x9C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC4\x8C\x62\x39\xBE\xEF\x53\xD7\x00\xA0\x00\x00\x50\x34\x02\x83\x2C\xAC\x00\x03\x51\x9A\x20\x45\x0F\x4C\x00\x00\x78\xE4\xF6\x0A\x00\x20\x00\xFD\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x96\x65\x62\x17\xB0\x00\xB2\x10\xB1\x75\x32\xDC\xF8\x99\xDD\x4A\x08\xDD\xC6\x0F\xAC\xDB\x2A\x5A\xE0\xC2\x03\x8C\x8F\x10\xC2\x45\x08\x30\x1D\x9D\x11\xFD\x76\xA0\xD3\x3E\xB0\xC3\xE4\x5E\x24\xEF\x8A\xC5\x80\xAC\xA1\xE9\x00\x7C\x89\xF7\x6B\x06\xB3\x30\xDE\x9C\xD4\x5E\xF1\x7C\x47\x3A\x8D\x81\x15\x82\x6B\x36\xF6\x72\x7A\x09\x65\x4F\xE3\x9C\x68\x71\xFA\xBE\xE6\xEE\x73\xF5\x11\x2A\x15\x03\xEC\x49\xED\x7D\x22\x30\x94\x95\xDB\xD9\xB6\x1A\x88\x9C\xBA\x25\xBA\x23\x4D\xA7\xF1\xA7\x96\x69\xBE\x1A\x40\x38\x0C\xE8\xCD\x14\xDA\xB0\xAA\x82\xC9\xAD\x1D\xAA\xA7\x8F\xC5\x96\x2C\xAA\xE6\xE0\xF2\x92\x15\x45\x05\x30\x43\xE8\xDB\xCD\xFA\x02\x00\xA1\xC6\x6B\xC0\xFD\x90\x4E\x6A\xE3\x22\x5C\x86\xE3\x44\xD7\x6B\x17\xD9\xB5\xC1\xF0\x21\x9F\xD7\x7E\xC0\x31\x21\xFF\xAB\xCD\xDB\xD5\xCA\xFA\xA0\x15\xB3\xD6\x74\xD5\x84\x8C\xEE\x14\x06\xF3\x87\x29\xBB\xF6\xCB\xF7\x82\xE2\x6E\xF8\x63\x2C\x44\xAC\xDF\x7E\xB7\x0B\x5B\x4F\x03\x34\xB2\x4A\x84\xC6\x22\x53\x4E\x29\x07\x13\x86\xC8\x03\x2C\xB6\x5A\x17\x9D\xD6\x1C\x4C\x2E\x85\x8B\x76\xE3\xE4\x88\x14\x8F\x4D\xC3\x1C\xC5\xBD\xFF\xF7\x8A\xA0\xC6\x1E\xD9\x94\x43\xEE\x6E\xC1\x2E\xEC\x18\xCE\x59\x70\xDC\x75\x2C\x2C\x67\xD1\x9A\xD4\x29\xBF\x04\x59\xCE\x55\x11\x96\x9C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test74(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC6C9A522), ('P4rIngress.bitmap_seq.seq', 0x2B0563BF)], 14907)
        self.setRegisterValue('P4rIngress.rounds', 0x2B0563BF, 14907)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0A), ('P4rIngress.count_exp.exponent', 0x00)], 14907)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14907)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 14907)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 14907)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 14907)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 14907)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 14907)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 14907)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 14907)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 14907)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 14907)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 14907)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 14907)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 14907)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 14907)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 14907)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 14907)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 14907)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7BC9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000019EE),
                gc.DataTuple('slot_count', 0x00000162),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x90F52E2F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0xFFB5E967),
                gc.KeyTuple('src_port', 0x00E7),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7BC9),
                gc.DataTuple('rank', 0x001E),
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
        ig_port = 4
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFF\xB5\xE9\x67\x00\x00\x00\x00\x00\xE7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x7B\xC9\x00\x1E\x90\xF5\x2E\x2F\x00\x4D\x05\x00\x2B\x05\x63\xBF\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x51\x6F\xB1\x91\xC8\x02\xE7\xE3\x0F\x76\xAA\xB2\xC5\x46\xB2\x66\x9E\x39\xD9\xD7\x79\x75\x25\x91\x45\xA9\xF9\x60\x6C\x0C\x62\x55\x4F\x51\x29\x8A\x88\x68\x99\x32\x86\xC9\xE7\xF5\x82\x5B\xFB\xA8\x71\x5B\xF4\xDF\x3E\x92\x03\xF2\xAF\x2F\xC6\x9E\x1B\x20\x8C\xC5\x95\xEC\x9B\x6B\x25\xBD\x16\x19\xF0\x22\x84\x88\xF8\xC5\xA9\xE1\xDC\xAF\xAA\x67\xE0\xDF\x60\x92\xC5\xBC\xD8\x02\x98\xA4\x66\x01\x5B\x31\x57\x8A\xA2\x34\x4B\xB4\xAB\x3C\x2D\x05\x44\xCD\xBE\xAD\x6E\xC2\xBD\xD1\x70\x4A\x0C\xE2\xC3\x57\x6C\x5D\xE1\x35\x68\x75\xC6\xF4\x06\xD2\x11\x1A\x9F\xA1\x17\x4B\x7A\xBE\x74\xF3\xA0\x59\x0C\xEA\xF9\xB4\xA2\x23\x45\x56\x17\x99\x40\x92\x1E\xAA\xDA\xA3\xA9\xAD\xF8\xA1\x7D\xAF\x63\x15\x76\x22\x36\xEF\xEA\x15\x30\xF7\x34\x86\x54\x9B\xF6\x90\x1B\xAA\x4F\x88\xCF\xAA\x82\xD0\x46\x69\xF1\x23\x3F\xEF\xCB\x73\xE2\x51\x82\x1C\xFA\x18\x61\xD1\x8A\xE8\xE8\xB8\x61\xB1\x34\x0C\xA7\x4D\xCF\x5A\xAA\xFA\x96\x51\x5A\xDA\xE4\x17\x8B\x2B\xA5\xAF\xBE\x15\xF3\x80\x92\xCC\xA9\x0B\xF8\xDE\x1B\x68\x90\xA1\x9F\x4E\x70\xFE\x3A\xB1\x89\xBE\x3F\x51\xA9\xC4\x20\x3C\x37\xE4\xD6\x3F\x90\xB6\xD2\xF1\x31\x97\x34\xA5\xE2\xC5\x4D\xD0\x6C\xA6\x5F\x98\x82\x68\x99\xDE\x5E\x04\x41\x47\x46\x84\xAD\xEC\xE3\x56\xBB\xF9\x5F\xC3\xB8\x04\xFF\x52\x19\x8B\xA4\x49\xAC\x8F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xFF\xB5\xE9\x67\xBE\xEF\x00\xE7\x00\xA0\x00\x00\x50\x34\x02\xC2\x7B\xC9\x00\x1E\x90\xF5\x2E\x2F\x00\x4D\x01\x00\x2B\x05\x63\xBF\x00\x20\x00\x0A\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x51\x6F\xB1\x91\xC8\x02\xE7\xE3\x0F\x76\xAA\xB2\xC5\x46\xB2\x66\x9E\x39\xD9\xD7\x79\x75\x25\x91\x45\xA9\xF9\x60\x6C\x0C\x62\x55\x4F\x51\x29\x8A\x88\x68\x99\x32\x86\xC9\xE7\xF5\x82\x5B\xFB\xA8\x71\x5B\xF4\xDF\x3E\x92\x03\xF2\xAF\x2F\xC6\x9E\x1B\x20\x8C\xC5\x95\xEC\x9B\x6B\x25\xBD\x16\x19\xF0\x22\x84\x88\xF8\xC5\xA9\xE1\xDC\xAF\xAA\x67\xE0\xDF\x60\x92\xC5\xBC\xD8\x02\x98\xA4\x66\x01\x5B\x31\x57\x8A\xA2\x34\x4B\xB4\xAB\x3C\x2D\x05\x44\xCD\xBE\xAD\x6E\xC2\xBD\xD1\x70\x4A\x0C\xE2\xC3\x57\x6C\x5D\xE1\x35\x68\x75\xC6\xF4\x06\xD2\x11\x1A\x9F\xA1\x17\x4B\x7A\xBE\x74\xF3\xA0\x59\x0C\xEA\xF9\xB4\xA2\x23\x45\x56\x17\x99\x40\x92\x1E\xAA\xDA\xA3\xA9\xAD\xF8\xA1\x7D\xAF\x63\x15\x76\x22\x36\xEF\xEA\x15\x30\xF7\x34\x86\x54\x9B\xF6\x90\x1B\xAA\x4F\x88\xCF\xAA\x82\xD0\x46\x69\xF1\x23\x3F\xEF\xCB\x73\xE2\x51\x82\x1C\xFA\x18\x61\xD1\x8A\xE8\xE8\xB8\x61\xB1\x34\x0C\xA7\x4D\xCF\x5A\xAA\xFA\x96\x51\x5A\xDA\xE4\x17\x8B\x2B\xA5\xAF\xBE\x15\xF3\x80\x92\xCC\xA9\x0B\xF8\xDE\x1B\x68\x90\xA1\x9F\x4E\x70\xFE\x3A\xB1\x89\xBE\x3F\x51\xA9\xC4\x20\x3C\x37\xE4\xD6\x3F\x90\xB6\xD2\xF1\x31\x97\x34\xA5\xE2\xC5\x4D\xD0\x6C\xA6\x5F\x98\x82\x68\x99\xDE\x5E\x04\x41\x47\x46\x84\xAD\xEC\xE3\x56\xBB\xF9\x5F\xC3\xB8\x04\xFF\x52\x19\x8B\xA4\x49\xAC\x8F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test75(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB6D5C31B), ('P4rIngress.bitmap_seq.seq', 0x143E7F95)], 14834)
        self.setRegisterValue('P4rIngress.rounds', 0x143E7F95, 14834)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x8E), ('P4rIngress.count_exp.exponent', 0x00)], 14834)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14834)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 14834)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 14834)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 14834)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 14834)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 14834)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 14834)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 14834)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 14834)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 14834)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 14834)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 14834)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 14834)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 14834)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 14834)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 14834)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 14834)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3AA2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001CA),
                gc.DataTuple('slot_count', 0x000019AB),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x443845FD),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x039),
                gc.KeyTuple('src_addr', 0xEBD4C608),
                gc.KeyTuple('src_port', 0xE32B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3AA2),
                gc.DataTuple('rank', 0x0001),
                gc.DataTuple('worker_index', 0x0094),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEB\xD4\xC6\x08\x00\x00\x00\x00\xE3\x2B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x3A\xA2\x00\x01\x44\x38\x45\xFD\x18\x28\x01\x00\x14\x3E\x7F\x95\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xEB\xB8\x3D\xE7\xC6\xCF\xD7\x5F\x6A\x74\x72\x92\xD4\xE6\x3D\xB6\x76\xD2\x18\x8E\xBE\x13\x22\xD0\x8D\xA5\xF7\x72\x94\x8B\xEE\x3A\xC3\x2C\xA3\x0C\x33\x19\x46\xDC\x61\x3D\xC3\x49\x24\xB7\x44\x9B\xB5\xD8\x53\x32\xBF\x59\xFD\x55\x69\x0D\x58\xEA\x77\x07\x2C\xD4\xA3\x9D\x2D\x47\x81\x89\x95\x2C\x3B\x0B\xD5\x9C\xCA\x40\xA7\xDB\x86\xD7\xD8\x25\x88\x25\xC0\x9A\xCE\x00\x2F\xB2\xC2\x98\x99\x2E\xB9\x9E\x69\xD5\x7A\xC6\xF2\x19\xCE\xFF\x89\x92\x56\xB1\x8D\x2E\x53\xA5\xE3\xC5\x78\x03\x7A\xD0\x4E\x4A\x34\xAD\x96\xD7\xD4\x04\xD5\x66\x52\xEC\x72\x14\xF5\xF3\xE0\xC8\xAD\x44\xDF\xF6\x3A\x41\x0C\xA3\xDA\xEE\x44\xA1\xA7\xE2\x0A\xF7\x6A\xA0\x01\x05\x9A\xF2\x79\x59\xE4\xB3\xCA\xF7\x0E\xA3\x34\x10\xED'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xEB\xD4\xC6\x08\xBE\xEF\xE3\x2B\x00\xA0\x00\x00\x50\x34\x02\x83\x3A\xA2\x00\x01\x44\x38\x45\xFD\x18\x28\x01\x00\x14\x3E\x7F\x95\x00\x20\x00\x8E\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xEB\xB8\x3D\xE7\xC6\xCF\xD7\x5F\x6A\x74\x72\x92\xD4\xE6\x3D\xB6\x76\xD2\x18\x8E\xBE\x13\x22\xD0\x8D\xA5\xF7\x72\x94\x8B\xEE\x3A\xC3\x2C\xA3\x0C\x33\x19\x46\xDC\x61\x3D\xC3\x49\x24\xB7\x44\x9B\xB5\xD8\x53\x32\xBF\x59\xFD\x55\x69\x0D\x58\xEA\x77\x07\x2C\xD4\xA3\x9D\x2D\x47\x81\x89\x95\x2C\x3B\x0B\xD5\x9C\xCA\x40\xA7\xDB\x86\xD7\xD8\x25\x88\x25\xC0\x9A\xCE\x00\x2F\xB2\xC2\x98\x99\x2E\xB9\x9E\x69\xD5\x7A\xC6\xF2\x19\xCE\xFF\x89\x92\x56\xB1\x8D\x2E\x53\xA5\xE3\xC5\x78\x03\x7A\xD0\x4E\x4A\x34\xAD\x96\xD7\xD4\x04\xD5\x66\x52\xEC\x72\x14\xF5\xF3\xE0\xC8\xAD\x44\xDF\xF6\x3A\x41\x0C\xA3\xDA\xEE\x44\xA1\xA7\xE2\x0A\xF7\x6A\xA0\x01\x05\x9A\xF2\x79\x59\xE4\xB3\xCA\xF7\x0E\xA3\x34\x10\xED'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test76(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x35216313), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 12263)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 12263)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xDE), ('P4rIngress.count_exp.exponent', 0x00)], 12263)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12263)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 12263)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 12263)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 12263)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 12263)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 12263)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 12263)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 12263)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 12263)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 12263)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 12263)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 12263)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 12263)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 12263)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 12263)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 12263)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 12263)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x502C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000BC2),
                gc.DataTuple('slot_count', 0x0000103B),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD8437D16),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0x90C6190F),
                gc.KeyTuple('src_port', 0x64AE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x502C),
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
        ig_port = 2
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x90\xC6\x19\x0F\x00\x00\x00\x00\x64\xAE\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x50\x2C\x00\x10\xD8\x43\x7D\x16\x04\x25\x03\x00\x80\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x06\xCA\x8F\xF7\xA0\xE8\x58\x51\x60\xDB\xCC\x0F\x2F\xD3\x4F\x6F\x9C\x90\x16\x9A\x2E\x9E\x11\x16\xFC\x2B\xF2\x0E\xCB\x82\xDE\x73\x05\x65\x7A\x27\xE9\xD2\x5B\x40\x45\x42\xE5\x39\xC8\xD7\xE4\x3F\x1D\xA6\xD2\x49\x33\x6A\xD1\x7E\x6D\x2E\xA4\x4B\x68\x5C\x75\x80\x40\x3F\x03\xE7\x46\xEC\x39\xE2\x18\xFB\x2C\xA5\xB8\xDC\x42\x87\xA0\x4F\x3A\x79\xBB\xC0\x7F\xB7\x06\x26\x9D\xA2\xDF\xEF\x24\xF6\x7A\x3A\xE3\x96\xE6\xE8\x7B\xD8\x1D\x08\x80\xCF\x2C\x25\x69\xD9\x08\x6C\xB4\xBC\xA7\xA4\xBF\xF1\x22\x26\x1C\x60\xA8\x3F\xFD\x49\x9E\xF6\xBC\x47\x91\xC5\xC8\x59\x7C\xCA\xEB\x52\xE4\xA3\xEF\x60\x47\x42\x8E\x9B\xD8\xEB\x5D\x6F\xA7\x6C\x14\xBF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x90\xC6\x19\x0F\xBE\xEF\x64\xAE\x00\xA0\x00\x00\x50\x34\x02\x83\x50\x2C\x00\x10\xD8\x43\x7D\x16\x04\x25\x01\x00\x80\x00\x00\x00\x00\x20\x00\xDE\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x06\xCA\x8F\xF7\xA0\xE8\x58\x51\x60\xDB\xCC\x0F\x2F\xD3\x4F\x6F\x9C\x90\x16\x9A\x2E\x9E\x11\x16\xFC\x2B\xF2\x0E\xCB\x82\xDE\x73\x05\x65\x7A\x27\xE9\xD2\x5B\x40\x45\x42\xE5\x39\xC8\xD7\xE4\x3F\x1D\xA6\xD2\x49\x33\x6A\xD1\x7E\x6D\x2E\xA4\x4B\x68\x5C\x75\x80\x40\x3F\x03\xE7\x46\xEC\x39\xE2\x18\xFB\x2C\xA5\xB8\xDC\x42\x87\xA0\x4F\x3A\x79\xBB\xC0\x7F\xB7\x06\x26\x9D\xA2\xDF\xEF\x24\xF6\x7A\x3A\xE3\x96\xE6\xE8\x7B\xD8\x1D\x08\x80\xCF\x2C\x25\x69\xD9\x08\x6C\xB4\xBC\xA7\xA4\xBF\xF1\x22\x26\x1C\x60\xA8\x3F\xFD\x49\x9E\xF6\xBC\x47\x91\xC5\xC8\x59\x7C\xCA\xEB\x52\xE4\xA3\xEF\x60\x47\x42\x8E\x9B\xD8\xEB\x5D\x6F\xA7\x6C\x14\xBF'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test77(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB01D3CB5), ('P4rIngress.bitmap_seq.seq', 0x99FE809A)], 14282)
        self.setRegisterValue('P4rIngress.rounds', 0x99FE809A, 14282)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0A), ('P4rIngress.count_exp.exponent', 0x00)], 14282)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14282)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 14282)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 14282)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 14282)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 14282)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 14282)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 14282)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 14282)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 14282)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 14282)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 14282)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 14282)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 14282)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 14282)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 14282)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 14282)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 14282)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD7F6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004C7),
                gc.DataTuple('slot_count', 0x000018D5),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFE66EE03),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0x8FE7AA69),
                gc.KeyTuple('src_port', 0xD0BA),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD7F6),
                gc.DataTuple('rank', 0x0005),
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
        ig_port = 2
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8F\xE7\xAA\x69\x00\x00\x00\x00\xD0\xBA\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD7\xF6\x00\x05\xFE\x66\xEE\x03\x13\x03\x03\x00\x99\xFE\x80\x9A\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x42\x77\x3B\x01\xCD\xD0\x7A\xF5\x0F\x96\x38\x06\xAB\xDD\x01\xCE\xDB\xC0\xE1\x9B\x25\x21\x0A\x92\xCB\x5A\xF3\x18\xB9\x67\x40\x76\x19\x8A\xE5\xC9\x58\x1D\x2E\x9B\x4C\x1A\x75\x81\x79\xB4\xFF\xDC\xDC\x9C\x05\x2F\x9B\x23\x4D\x4A\x1E\x02\x3C\xAA\x48\x79\x34\xA3\x01\xA5\x62\x9D\x62\x58\x99\x2E\xC0\x8C\x6B\x47\x4C\x0C\xA0\x6D\x85\x4E\x58\xEE\x56\x39\xB1\x9E\xD1\xC0\x9A\x73\xDA\xE1\xDC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x8F\xE7\xAA\x69\xBE\xEF\xD0\xBA\x00\xA0\x00\x00\x50\x34\x02\xC2\xD7\xF6\x00\x05\xFE\x66\xEE\x03\x13\x03\x01\x00\x99\xFE\x80\x9A\x00\x20\x00\x0A\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x42\x77\x3B\x01\xCD\xD0\x7A\xF5\x0F\x96\x38\x06\xAB\xDD\x01\xCE\xDB\xC0\xE1\x9B\x25\x21\x0A\x92\xCB\x5A\xF3\x18\xB9\x67\x40\x76\x19\x8A\xE5\xC9\x58\x1D\x2E\x9B\x4C\x1A\x75\x81\x79\xB4\xFF\xDC\xDC\x9C\x05\x2F\x9B\x23\x4D\x4A\x1E\x02\x3C\xAA\x48\x79\x34\xA3\x01\xA5\x62\x9D\x62\x58\x99\x2E\xC0\x8C\x6B\x47\x4C\x0C\xA0\x6D\x85\x4E\x58\xEE\x56\x39\xB1\x9E\xD1\xC0\x9A\x73\xDA\xE1\xDC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test78(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xFEC8E4EE), ('P4rIngress.bitmap_seq.seq', 0x60000000)], 4579)
        self.setRegisterValue('P4rIngress.rounds', 0x60000000, 4579)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x4C), ('P4rIngress.count_exp.exponent', 0x00)], 4579)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4579)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 4579)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 4579)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 4579)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 4579)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 4579)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 4579)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 4579)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 4579)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 4579)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 4579)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 4579)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 4579)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 4579)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 4579)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 4579)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 4579)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9738),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001E3),
                gc.DataTuple('slot_count', 0x000019FB),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA480D321),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x024),
                gc.KeyTuple('src_addr', 0x97B44642),
                gc.KeyTuple('src_port', 0x0D26),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9738),
                gc.DataTuple('rank', 0x001A),
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

    def sendPacket(self):
        ig_port = 36
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x97\xB4\x46\x42\x00\x00\x00\x00\x0D\x26\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x97\x38\x00\x1A\xA4\x80\xD3\x21\x10\x00\x04\x00\x60\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xAC\x99\x24\x9B\xEA\xC7\xE1\x10\x42\xCB\xA3\x66\x32\x08\x75\xA9\x5A\x02\x5B\xBF\xCA\x76\xBA\xFA\x78\xFE\x09\x36\x0C\x6B\x1B\xC2\x87\xBB\xCE\xA4\x0A\xA8\xBA\xAF\xE3\x72\x5C\xBA\x31\xDA\x7B\x01\xB2\xDB\x56\x2C\xEF\xCA\x69\x3D\x27\xB2\x49\x9B\x4C\xD8\xBD\xD6\x7A\xFE\x08\x3D\xE4\x7E\x96\x6C\x65\xEC\x03\xDC\xE4\x93\x00\xDD\x5B\x8B\xB0\x82\xBC\x56\xE8\x9C\xC5\xA6\x44\x12\x7B\xD9\x75\x7E\xEC\xB8\x26\x6C\xDA\x4C\xEF\xD5\x4B\x16\xC2\xE6\xDD\x5E\x06\xD5\x9C\x78\x31\xD0\xE5\x31\x35\x9B\xAE\xAD\x29\x88\xE3\x65\x94\xCF\x44\x1C\x96\x20\x3D\x0C\xA2\xA0\xC0\x4B\x56\x33\x5A\x7B\xEC\x6E\x83\x3A\xD7\xAF\x45\xFA\x28\x3C\x25\xFB\x96\xC2\xB8\x92\x0B\x0C\xCA\x2A\x33\x8E\x6A\xBE\xA7\x25\xF5\xBA\x42\x90\x9A\x69\xD6\x70\x4E\xC7\xF0\x31\xEC\x4D\x80\x90\x89\x53\xF6\x89\x49\x9E\xB4\x2C\x66\x56\x51\xA5\xC7\xEA\x13\xE6\x00\xAD\x84\xF0\xAF\xD8\x21\xDD\xC3\xB1\xDC\x81\x98\x8E\x60\xA9\xFF\x0E\x13\x35\x56\xDC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x97\xB4\x46\x42\xBE\xEF\x0D\x26\x00\xA0\x00\x00\x50\x34\x02\x83\x97\x38\x00\x1A\xA4\x80\xD3\x21\x10\x00\x00\x00\x60\x00\x00\x00\x00\x20\x00\x4C\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xAC\x99\x24\x9B\xEA\xC7\xE1\x10\x42\xCB\xA3\x66\x32\x08\x75\xA9\x5A\x02\x5B\xBF\xCA\x76\xBA\xFA\x78\xFE\x09\x36\x0C\x6B\x1B\xC2\x87\xBB\xCE\xA4\x0A\xA8\xBA\xAF\xE3\x72\x5C\xBA\x31\xDA\x7B\x01\xB2\xDB\x56\x2C\xEF\xCA\x69\x3D\x27\xB2\x49\x9B\x4C\xD8\xBD\xD6\x7A\xFE\x08\x3D\xE4\x7E\x96\x6C\x65\xEC\x03\xDC\xE4\x93\x00\xDD\x5B\x8B\xB0\x82\xBC\x56\xE8\x9C\xC5\xA6\x44\x12\x7B\xD9\x75\x7E\xEC\xB8\x26\x6C\xDA\x4C\xEF\xD5\x4B\x16\xC2\xE6\xDD\x5E\x06\xD5\x9C\x78\x31\xD0\xE5\x31\x35\x9B\xAE\xAD\x29\x88\xE3\x65\x94\xCF\x44\x1C\x96\x20\x3D\x0C\xA2\xA0\xC0\x4B\x56\x33\x5A\x7B\xEC\x6E\x83\x3A\xD7\xAF\x45\xFA\x28\x3C\x25\xFB\x96\xC2\xB8\x92\x0B\x0C\xCA\x2A\x33\x8E\x6A\xBE\xA7\x25\xF5\xBA\x42\x90\x9A\x69\xD6\x70\x4E\xC7\xF0\x31\xEC\x4D\x80\x90\x89\x53\xF6\x89\x49\x9E\xB4\x2C\x66\x56\x51\xA5\xC7\xEA\x13\xE6\x00\xAD\x84\xF0\xAF\xD8\x21\xDD\xC3\xB1\xDC\x81\x98\x8E\x60\xA9\xFF\x0E\x13\x35\x56\xDC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test79(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x56A308AA), ('P4rIngress.bitmap_seq.seq', 0x66400000)], 12288)
        self.setRegisterValue('P4rIngress.rounds', 0x66400000, 12288)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x9D), ('P4rIngress.count_exp.exponent', 0x00)], 12288)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12288)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 12288)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 12288)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 12288)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 12288)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 12288)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 12288)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 12288)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 12288)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 12288)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 12288)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 12288)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 12288)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 12288)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 12288)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 12288)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 12288)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9D50),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x33C11512),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x013),
                gc.KeyTuple('src_addr', 0x8953088F),
                gc.KeyTuple('src_port', 0x7C9D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9D50),
                gc.DataTuple('rank', 0x0005),
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
        ig_port = 19
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x89\x53\x08\x8F\x00\x00\x00\x00\x7C\x9D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9D\x50\x00\x05\x33\xC1\x15\x12\x10\x00\x01\x00\x66\x40\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x36\x42\xF8\xEC\xCF\xFA\x67\x99\xA3\xDC\xA5\xDF\x19\x4F\x2D\x58\x4B\xF0\x1C\xAE\xDE\x0B\x5D\xB1\x3E\xC1\xB1\x97\x13\x80\xF6\x3E\x02\x5F\xC1\x86\x88\x60\xD2\x8E\xFE\x3C\x22\x8D\x52\xBD\x45\x38\x7F\x3F\xC4\x5E\x24\x6A\x63\x4E\x33\xA9\x10\xC1\xAB\xBD\xE3\x9D\x62\xDE\x9F\x07\x50\xFA\xAB\x49\xE8\x76\x64\xB9\xE0\xC7\xB9\x5A\x1F\xBD\x83\xE2\x22\xE6\xD5\xCD\x12\x85\x56\x51\x06\x0B\x90\x10\xFE\x2A\xAE\x49\xE5\x05\x31\x9A\x01\x2C\xA0\x4F\x78\x20\xB2\x32\x9A\xA7\x3B\x77\x99\x76\x4D\x40\xAB\x74\xB4\x14\x98\x2E\x00\xC6\x03\xCE\x7C\x5C\x35\x00\xCB\xE5\xCA\x39\x26\x27\x72\x66\x86\x42\xE1\x19\x74\xEA\xAE\x09\x3D\xD8\x34\x0A\xE9\xC7\x6C\xCF\x67\x3D\x0F\xF6\xE1\x22\xB5\xF5\x75\x32\x47\x23\x2F\x80\x12\x47\xEE\x93\x26\xE3\x30\x41\x86\xDD\x51\xD8\x43\x7C\x06\x3A\xD2\x1D\x7A\xAC\xA4\x67\x45\xA8\x30\x2E\x49\xA4\x85\xBE\xD8\xFA\x9B\x92\x9F\x4C\x3D\x35\x45\xDF\x23\x9F\x0B\x53\x0D\x1D\x83\xDE\xBF\x27\xF7\xC7\x48\xA5\x43\xB5\x8A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x89\x53\x08\x8F\xBE\xEF\x7C\x9D\x00\xA0\x00\x00\x50\x34\x02\x83\x9D\x50\x00\x05\x33\xC1\x15\x12\x10\x00\x01\x00\x66\x40\x00\x00\x00\x20\x00\x9D\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x36\x42\xF8\xEC\xCF\xFA\x67\x99\xA3\xDC\xA5\xDF\x19\x4F\x2D\x58\x4B\xF0\x1C\xAE\xDE\x0B\x5D\xB1\x3E\xC1\xB1\x97\x13\x80\xF6\x3E\x02\x5F\xC1\x86\x88\x60\xD2\x8E\xFE\x3C\x22\x8D\x52\xBD\x45\x38\x7F\x3F\xC4\x5E\x24\x6A\x63\x4E\x33\xA9\x10\xC1\xAB\xBD\xE3\x9D\x62\xDE\x9F\x07\x50\xFA\xAB\x49\xE8\x76\x64\xB9\xE0\xC7\xB9\x5A\x1F\xBD\x83\xE2\x22\xE6\xD5\xCD\x12\x85\x56\x51\x06\x0B\x90\x10\xFE\x2A\xAE\x49\xE5\x05\x31\x9A\x01\x2C\xA0\x4F\x78\x20\xB2\x32\x9A\xA7\x3B\x77\x99\x76\x4D\x40\xAB\x74\xB4\x14\x98\x2E\x00\xC6\x03\xCE\x7C\x5C\x35\x00\xCB\xE5\xCA\x39\x26\x27\x72\x66\x86\x42\xE1\x19\x74\xEA\xAE\x09\x3D\xD8\x34\x0A\xE9\xC7\x6C\xCF\x67\x3D\x0F\xF6\xE1\x22\xB5\xF5\x75\x32\x47\x23\x2F\x80\x12\x47\xEE\x93\x26\xE3\x30\x41\x86\xDD\x51\xD8\x43\x7C\x06\x3A\xD2\x1D\x7A\xAC\xA4\x67\x45\xA8\x30\x2E\x49\xA4\x85\xBE\xD8\xFA\x9B\x92\x9F\x4C\x3D\x35\x45\xDF\x23\x9F\x0B\x53\x0D\x1D\x83\xDE\xBF\x27\xF7\xC7\x48\xA5\x43\xB5\x8A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test80(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2AE1F7C5), ('P4rIngress.bitmap_seq.seq', 0x71DD610B)], 13265)
        self.setRegisterValue('P4rIngress.rounds', 0x71DD610B, 13265)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0x00)], 13265)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13265)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 13265)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 13265)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 13265)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 13265)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 13265)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 13265)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 13265)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 13265)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 13265)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 13265)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 13265)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 13265)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 13265)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 13265)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 13265)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 13265)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD2E4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000825),
                gc.DataTuple('slot_count', 0x00001026),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2BA122DE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0x676557D9),
                gc.KeyTuple('src_port', 0x7D78),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD2E4),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0395),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x67\x65\x57\xD9\x00\x00\x00\x00\x7D\x78\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD2\xE4\x00\x10\x2B\xA1\x22\xDE\x0B\xAC\x07\x00\x71\xDD\x61\x0B\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8D\x58\x26\x83\x47\xBA\x27\x46\x98\x51\xFF\xB1\xC7\x00\xD4\xAC\x1F\x02\xF2\x33\xE9\xB2\x49\x50\x02\xF2\x64\x35\x08\x2E\x3B\x1E\xFE\xEE\x22\x41\xCE\xC3\x25\x3F\x79\x7F\xA1\x87\x04\xFA\x98\x8A\xBC\x7D\xF7\x0E\x68\xEB\x8D\x1F\x27\xD5\x83\x0E\xA6\x39\x11\x70\xF8\xAB\xD4\xE4\xC9\xAB\x2E\x28\x89\xB0\x69\x9A\xBA\xE3\x62\x1E\xA8\x8F\xB3\x93\x2F\x8E\x59\x46\x28\x51\xED\x6A\xA2\xEA\x73\x6D\xB3\x7C\x16\x2D\x2F\x30\x6A\x9D\x4A\x54\x97\xDD\x96\x24\x33\x9E\x23\x88\x3A\x66\xED\x83\xA8\xF3\xC6\x86\xD2\x3A\x66\xBD\x0A\xAC\x07\x2E\x33\x2F\x98\x03\x91\x0F\xAE\xE6\x17\x21\xAE\x81\x5D\x3A\x43\xC7\x75\x5C\x30\xF2\x58\x0F\x48\x07\x86\xCE\x22\x23\x51\x5C\x7D\xA2\x2A\xA4\xA7\xFE\x27\xD0\xB8\xAD\x0B\x42\xF1\x93\xC9\x52\xA1\x4D\x19\xD9\xA0\x32\xCC\x28\xB2\x67\xCB\xD7\x96\x8A\x65\x1D\xDF\x24\x8C\x79\x3E\xA5\xB2\xFB\x44\xFA\x23\xCC\x49\xF8\x7C\x86\x52\x2E\xA3\x12\x1A\xD6\xB5\x5D\x07\xE6\xE8\x16\x44\xB8\xDD\x0A\xF4\xEF\xD7\xB6\x04\x7F\xDD\xB7\x40\x09\x75\x7F\xAA\xFE\x16\x90\x06\xAB\x6D\x0E\x9A\x21\xB6\x55\xAC\xFB\x3E\xB8\x50\x1F\x19\xF6\xB6\x4E\xBD\x78\x34\x2F\x63\xA7\x85\xC6\x40\x70\x57\x4A\x8B\xFD\x57\xCC\x99\x9B\x72\xCC\x9C\x8E\x27\x68'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x67\x65\x57\xD9\xBE\xEF\x7D\x78\x00\xA0\x00\x00\x50\x34\x02\xC2\xD2\xE4\x00\x10\x2B\xA1\x22\xDE\x0B\xAC\x01\x00\x71\xDD\x61\x0B\x00\x20\x00\x0F\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8D\x58\x26\x83\x47\xBA\x27\x46\x98\x51\xFF\xB1\xC7\x00\xD4\xAC\x1F\x02\xF2\x33\xE9\xB2\x49\x50\x02\xF2\x64\x35\x08\x2E\x3B\x1E\xFE\xEE\x22\x41\xCE\xC3\x25\x3F\x79\x7F\xA1\x87\x04\xFA\x98\x8A\xBC\x7D\xF7\x0E\x68\xEB\x8D\x1F\x27\xD5\x83\x0E\xA6\x39\x11\x70\xF8\xAB\xD4\xE4\xC9\xAB\x2E\x28\x89\xB0\x69\x9A\xBA\xE3\x62\x1E\xA8\x8F\xB3\x93\x2F\x8E\x59\x46\x28\x51\xED\x6A\xA2\xEA\x73\x6D\xB3\x7C\x16\x2D\x2F\x30\x6A\x9D\x4A\x54\x97\xDD\x96\x24\x33\x9E\x23\x88\x3A\x66\xED\x83\xA8\xF3\xC6\x86\xD2\x3A\x66\xBD\x0A\xAC\x07\x2E\x33\x2F\x98\x03\x91\x0F\xAE\xE6\x17\x21\xAE\x81\x5D\x3A\x43\xC7\x75\x5C\x30\xF2\x58\x0F\x48\x07\x86\xCE\x22\x23\x51\x5C\x7D\xA2\x2A\xA4\xA7\xFE\x27\xD0\xB8\xAD\x0B\x42\xF1\x93\xC9\x52\xA1\x4D\x19\xD9\xA0\x32\xCC\x28\xB2\x67\xCB\xD7\x96\x8A\x65\x1D\xDF\x24\x8C\x79\x3E\xA5\xB2\xFB\x44\xFA\x23\xCC\x49\xF8\x7C\x86\x52\x2E\xA3\x12\x1A\xD6\xB5\x5D\x07\xE6\xE8\x16\x44\xB8\xDD\x0A\xF4\xEF\xD7\xB6\x04\x7F\xDD\xB7\x40\x09\x75\x7F\xAA\xFE\x16\x90\x06\xAB\x6D\x0E\x9A\x21\xB6\x55\xAC\xFB\x3E\xB8\x50\x1F\x19\xF6\xB6\x4E\xBD\x78\x34\x2F\x63\xA7\x85\xC6\x40\x70\x57\x4A\x8B\xFD\x57\xCC\x99\x9B\x72\xCC\x9C\x8E\x27\x68'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

