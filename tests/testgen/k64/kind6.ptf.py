# PTF test for /tmp/regen6/work/k64/kind6/main
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

logger = logging.getLogger('/tmp/regen6/work/k64/kind6/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/regen6/work/k64/kind6/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/regen6/work/k64/kind6/main')

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
    # Current statement coverage: 0.038

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 2
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x32\x00\x00\x00\x00\x00\x00\x40\x00\x00\x47\x4C\x6A\x30\x19\xBF\x87\xC8\xC4\xA9\x1F\x6C\x40\xFD\x26\x00\x0F\x9F\xC0\x6D\xD2'
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
        ig_port = 18
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x1B\x00\x00\x00\x00\x00\x00\x40\x00\x00\xF3\x11\xBA\xC9\x75\xA6\xDC\x1D\x5F\xFD\xEC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test3(AbstractTest):
    # Current statement coverage: 0.2

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x99E0),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001AA),
                gc.DataTuple('slot_count', 0x000006FC),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x88ECB753),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0xA0CF0E0E),
                gc.KeyTuple('src_port', 0x022F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x99E0),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x036F),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x60FE),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA0\xCF\x0E\x0E\x00\x00\x00\x00\x02\x2F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x99\xE0\x00\x16\x88\xEC\xB7\x53\x00\x71\x07\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x32\x07\xAA\x9A\x29\x5F\xD4\xFB\xBE\x6B\x5F\x13\x26\xF2\x75\xF3\x40\x98\x6B\x8E\x12\xEF\xA1\xDB\x34\x0B\x06\x9E\x46\x4F\x25\x0F\x91\x6F\x08\x2C\x5C\x5E\x5B\x14\xF7\x9F\x6B\xEA\x4B\x5B\x24\x71\x12\x6C\xE8\x18\x21\x38\x94\xD3\x03\x36\xDE\x6C\xA7\x81\xC3\x40\x8F\x49\x9C\xA9\x09\x37\x42\x4F\xB6\x86\x72\x32\x9D\xC7\xBB\xCD\x39\xC8\x16\x54\xC8\x2E\x6E\x08\x1B\x84\xBC\x20\xEA\x99\xD6\x63\x0B\x67\xC0\x6D\xEF\xEB\xB4\x88\x1F\x10\x5D\x4A\x27\x41\x30\xDE\x0F\x56\xC4\x1C\x5C\xA5\xC5\x1F\x22\xEE\xBA\xD2\x6D\xAA\x78\x37'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA0\xCF\x0E\x0E\x00\x00\x00\x00\x02\x2F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x99\xE0\x00\x16\x88\xEC\xB7\x53\x00\x71\x07\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x22\x1B\x03\x6F\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x32\x07\xAA\x9A\x29\x5F\xD4\xFB\xBE\x6B\x5F\x13\x26\xF2\x75\xF3\x40\x98\x6B\x8E\x12\xEF\xA1\xDB\x34\x0B\x06\x9E\x46\x4F\x25\x0F\x91\x6F\x08\x2C\x5C\x5E\x5B\x14\xF7\x9F\x6B\xEA\x4B\x5B\x24\x71\x12\x6C\xE8\x18\x21\x38\x94\xD3\x03\x36\xDE\x6C\xA7\x81\xC3\x40\x8F\x49\x9C\xA9\x09\x37\x42\x4F\xB6\x86\x72\x32\x9D\xC7\xBB\xCD\x39\xC8\x16\x54\xC8\x2E\x6E\x08\x1B\x84\xBC\x20\xEA\x99\xD6\x63\x0B\x67\xC0\x6D\xEF\xEB\xB4\x88\x1F\x10\x5D\x4A\x27\x41\x30\xDE\x0F\x56\xC4\x1C\x5C\xA5\xC5\x1F\x22\xEE\xBA\xD2\x6D\xAA\x78\x37'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test4(AbstractTest):
    # Current statement coverage: 0.42

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2E74B034), ('P4rIngress.bitmap_seq.seq', 0x403E2E36)], 14956)
        self.setRegisterValue('P4rIngress.rounds', 0x403E2E36, 14956)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 14956)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14956)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 14956)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 14956)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xBB57),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008D3),
                gc.DataTuple('slot_count', 0x0000145C),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD4FB8E3E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00C),
                gc.KeyTuple('src_addr', 0xE05E33CD),
                gc.KeyTuple('src_port', 0x460A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xBB57),
                gc.DataTuple('rank', 0x0002),
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
        ig_port = 12
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE0\x5E\x33\xCD\x00\x00\x00\x00\x46\x0A\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xBB\x57\x00\x02\xD4\xFB\x8E\x3E\x11\x99\x01\x00\xA6\x12\xCF\x9D\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x10\x53\x13\x94\x33\x43\x67\x6A\xDC\x9F\x90\x12\x70\xEC\xC0\x37\x09\xD6\xF2\xFD\x13\x86\x50\xCB\x10\x93\x9B\x05\xF7\xA3\xB3\xB5\x56\xEE\x56\xDD\x00\x31\x84\xE8\xB6\x24\xAC\xE2\x69\xCE\x04\x65\x2C\x18\x66\x17\xBE\x42\xA4\x02\xB2\x5B\x41\x34\x30\x11\x08\x88\xF0\x29\x86\x4C\xE6\xC0\xB4\x96\x99\x18\x6D\x65\x46\x35\xCD\xF6\xCD\x13\x02\x99\xCA\xA1\x35\x2A\xA9\x36\x75\xB7\x26\x5E\xBD\xD6\x96\xC3\xA5\x56\x9C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE0\x5E\x33\xCD\xBE\xEF\x46\x0A\x01\x20\x00\x00\x50\x34\x02\x82\xBB\x57\x00\x02\xD4\xFB\x8E\x3E\x11\x99\x01\x00\xA6\x12\xCF\x9D\x00\x40\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x3A\x6C\x02\x05\x00\x00\x00\x00\x00\x04\xA6\x12\xCF\x9D\xA6\x12\xCF\x9D\x01\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x10\x53\x13\x94\x33\x43\x67\x6A\xDC\x9F\x90\x12\x70\xEC\xC0\x37\x09\xD6\xF2\xFD\x13\x86\x50\xCB\x10\x93\x9B\x05\xF7\xA3\xB3\xB5\x56\xEE\x56\xDD\x00\x31\x84\xE8\xB6\x24\xAC\xE2\x69\xCE\x04\x65\x2C\x18\x66\x17\xBE\x42\xA4\x02\xB2\x5B\x41\x34\x30\x11\x08\x88\xF0\x29\x86\x4C\xE6\xC0\xB4\x96\x99\x18\x6D\x65\x46\x35\xCD\xF6\xCD\x13\x02\x99\xCA\xA1\x35\x2A\xA9\x36\x75\xB7\x26\x5E\xBD\xD6\x96\xC3\xA5\x56\x9C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test5(AbstractTest):
    # Current statement coverage: 0.42

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3EDB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001625),
                gc.DataTuple('slot_count', 0x0000056B),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5DEECBD8),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0x11108E50),
                gc.KeyTuple('src_port', 0xDCF2),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3EDB),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x027A),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x78B9),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x11\x10\x8E\x50\x00\x00\x00\x00\xDC\xF2\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x3E\xDB\x00\x0D\x5D\xEE\xCB\xD8\x04\x2B\x03\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x5A\xC5\x92\xD7\x2C\x88\x5B\xC7\x08\xEB\xC7\xCC\xF6\x98\x5F\x9A\x9B\xF4\xFD\x3B\x65\x16\x91\x78\x5E\x4D\xF2\x0C\xEB\x32\x1D\x4C\xCE\xEF\x49\xB6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x11\x10\x8E\x50\x00\x00\x00\x00\xDC\xF2\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x3E\xDB\x00\x0D\x5D\xEE\xCB\xD8\x04\x2B\x03\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x3A\x50\x02\x7A\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x5A\xC5\x92\xD7\x2C\x88\x5B\xC7\x08\xEB\xC7\xCC\xF6\x98\x5F\x9A\x9B\xF4\xFD\x3B\x65\x16\x91\x78\x5E\x4D\xF2\x0C\xEB\x32\x1D\x4C\xCE\xEF\x49\xB6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test6(AbstractTest):
    # Current statement coverage: 0.43

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x02F29088), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 15821)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 15821)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x83C1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000963),
                gc.DataTuple('slot_count', 0x00001474),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCD7A1227),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02D),
                gc.KeyTuple('src_addr', 0xAA396428),
                gc.KeyTuple('src_port', 0x035B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x83C1),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x0219),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAA\x39\x64\x28\x00\x00\x00\x00\x03\x5B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x83\xC1\x00\x0D\xCD\x7A\x12\x27\x14\x6A\x03\x00\x7F\xFF\xFF\xFF\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x7D\x81\x41\x20\x64\x04\xB0\x49\x24\xDE\xEF\x93\xBA\xB4\x53\xCC\x71\x48\xE6\x58\xA6\x5D\x27\x8B\xDD\x62\x8C\x6E\x12\x60\x46\x75\xBA\xB6\x83\xF7\x39\xDF\x34\xE7\xC7\xCA\x62\x06\x1D\x44\x96\xD8\x40\x84\x40\x3D\xD2\x3B\x67\xE0\xFB\x22\x1E\xE5\x72\x9F\x54\x94\xFE\xE1\x9A\x5A\xC6\x0F\xE0\xF0\xAA\xE2\x5E\x48\x0E\xDC\x7F\x58\x40\xA9\x52\x88\xCC\xF4\x01'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAA\x39\x64\x28\x00\x00\x00\x00\x03\x5B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x83\xC1\x00\x0D\xCD\x7A\x12\x27\x14\x6A\x03\x00\x7F\xFF\xFF\xFF\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x3D\xCD\x02\x19\x00\x00\x02\xF2\x90\x88\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x7D\x81\x41\x20\x64\x04\xB0\x49\x24\xDE\xEF\x93\xBA\xB4\x53\xCC\x71\x48\xE6\x58\xA6\x5D\x27\x8B\xDD\x62\x8C\x6E\x12\x60\x46\x75\xBA\xB6\x83\xF7\x39\xDF\x34\xE7\xC7\xCA\x62\x06\x1D\x44\x96\xD8\x40\x84\x40\x3D\xD2\x3B\x67\xE0\xFB\x22\x1E\xE5\x72\x9F\x54\x94\xFE\xE1\x9A\x5A\xC6\x0F\xE0\xF0\xAA\xE2\x5E\x48\x0E\xDC\x7F\x58\x40\xA9\x52\x88\xCC\xF4\x01'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.43

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x50C368D1), ('P4rIngress.bitmap_seq.seq', 0xA42C59EA)], 9263)
        self.setRegisterValue('P4rIngress.rounds', 0xA42C59EA, 9263)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 9263)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9263)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 9263)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 9263)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x52C3),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000027F),
                gc.DataTuple('slot_count', 0x00001AB8),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x97B6EAA7),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03E),
                gc.KeyTuple('src_addr', 0x734C8548),
                gc.KeyTuple('src_port', 0xBDF9),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x52C3),
                gc.DataTuple('rank', 0x0002),
                gc.DataTuple('worker_index', 0x0092),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x73\x4C\x85\x48\x00\x00\x00\x00\xBD\xF9\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x52\xC3\x00\x02\x97\xB6\xEA\xA7\x01\xB0\x01\x00\xAA\xBA\xA1\x3F\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x59\xA0\xC9\x9A\x1C\x6A\xD9\x99\x48\x93\x20\x4B\x1B\x35\xA1\x53\x50\xD4\x2F\x3D\x2E\x28\x62\xB2\x6D\x9A\xCE\xAC\xA4\x15\x0E\xA8\x5D\xF9\x49\xE0\xD5\x41\x34\x33\x02\x60\x67\x91\x51\xC9\x41\xED\xA9\xFA\x0C\xE3\x23\xDE\x15\x9F\xB9\x00\x1A\x58\xD4\x93\xAF\xFA\x6A\xEB\x29\x7C\x73\x66\x40\x14\x9E\xAD\xD7\x74\x90\x0C\xB9\xDC\x70\x6B\x91\xD0\x24\x04\x10\x40\x69\x0D\xCC\xFF\x8B\x0C\x52\xB1\x6A\x9C\xAE\x13\x52\x96\xBE\x36\xCC\xC9\xB5\xBA\xF4\x30\xF6\x6E\xDD\x2F\x1B\x4A\xF6\x8B\x3C\xD9\x6D\x93\xEE\x73\x58\xD0\xAA\x65\xB9\xE4\x94\x5A\xA9\x3C\x3A\x8B\x89\x50\xB3\xE2\x35\xDD\x22\x1D\x5F\xCE\xAF\x2D\xEA\x3F\xAA\xD0\xF9\x6F\x05\x69\xDC\x37\xE8\x9E\x7A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x73\x4C\x85\x48\x00\x00\x00\x00\xBD\xF9\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x52\xC3\x00\x02\x97\xB6\xEA\xA7\x01\xB0\x01\x00\xAA\xBA\xA1\x3F\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x24\x2F\x00\x92\x00\x00\x00\x00\x00\x04\xAA\xBA\xA1\x3F\xAA\xBA\xA1\x3F\x01\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x59\xA0\xC9\x9A\x1C\x6A\xD9\x99\x48\x93\x20\x4B\x1B\x35\xA1\x53\x50\xD4\x2F\x3D\x2E\x28\x62\xB2\x6D\x9A\xCE\xAC\xA4\x15\x0E\xA8\x5D\xF9\x49\xE0\xD5\x41\x34\x33\x02\x60\x67\x91\x51\xC9\x41\xED\xA9\xFA\x0C\xE3\x23\xDE\x15\x9F\xB9\x00\x1A\x58\xD4\x93\xAF\xFA\x6A\xEB\x29\x7C\x73\x66\x40\x14\x9E\xAD\xD7\x74\x90\x0C\xB9\xDC\x70\x6B\x91\xD0\x24\x04\x10\x40\x69\x0D\xCC\xFF\x8B\x0C\x52\xB1\x6A\x9C\xAE\x13\x52\x96\xBE\x36\xCC\xC9\xB5\xBA\xF4\x30\xF6\x6E\xDD\x2F\x1B\x4A\xF6\x8B\x3C\xD9\x6D\x93\xEE\x73\x58\xD0\xAA\x65\xB9\xE4\x94\x5A\xA9\x3C\x3A\x8B\x89\x50\xB3\xE2\x35\xDD\x22\x1D\x5F\xCE\xAF\x2D\xEA\x3F\xAA\xD0\xF9\x6F\x05\x69\xDC\x37\xE8\x9E\x7A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.62

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6CE6597B), ('P4rIngress.bitmap_seq.seq', 0x503BA6D5)], 12903)
        self.setRegisterValue('P4rIngress.rounds', 0x503BA6D5, 12903)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x03), ('P4rIngress.count_exp.exponent', 0x49)], 12903)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 12903)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xEB8774FE), ('P4rIngress.values_v00000.hi', 0xEB146F29)], 12903)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x2B860000), ('P4rIngress.values_v00001.hi', 0x7063AF5A)], 12903)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x7019540F), ('P4rIngress.values_v00010.hi', 0x50433AE0)], 12903)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x3E2A65F2), ('P4rIngress.values_v00011.hi', 0x27EE73A6)], 12903)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xBD03EBB5), ('P4rIngress.values_v00100.hi', 0xBF8855CB)], 12903)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x9B12200F), ('P4rIngress.values_v00101.hi', 0xAF9E7B07)], 12903)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xAD68F2EE), ('P4rIngress.values_v00110.hi', 0x95CB5EA7)], 12903)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5E55CBDF), ('P4rIngress.values_v00111.hi', 0x8E040D5E)], 12903)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x9A134255), ('P4rIngress.values_v01000.hi', 0xA55AE711)], 12903)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xB3B080AA), ('P4rIngress.values_v01001.hi', 0x4B499F72)], 12903)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x9657D5E4), ('P4rIngress.values_v01010.hi', 0x55AD1A0E)], 12903)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5BF39BCF), ('P4rIngress.values_v01011.hi', 0x594371EA)], 12903)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x94B50ED2), ('P4rIngress.values_v01100.hi', 0xCC79A4EF)], 12903)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xC673B4AD), ('P4rIngress.values_v01101.hi', 0x50876D2D)], 12903)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x956B69D9), ('P4rIngress.values_v01110.hi', 0x9F6DEF09)], 12903)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x20BC7423), ('P4rIngress.values_v01111.hi', 0x0FB22499)], 12903)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xA7F99F3F), ('P4rIngress.values_v10000.hi', 0xE536F25E)], 12903)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x73F2CB32), ('P4rIngress.values_v10001.hi', 0x80000000)], 12903)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xADB791AD), ('P4rIngress.values_v10010.hi', 0x49F7EEA1)], 12903)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x2BAF2747), ('P4rIngress.values_v10011.hi', 0x2B115E3D)], 12903)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x583C7047), ('P4rIngress.values_v10100.hi', 0x619B5041)], 12903)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x67CC6A16), ('P4rIngress.values_v10101.hi', 0x4F1C8482)], 12903)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4C58AA97), ('P4rIngress.values_v10110.hi', 0xB6EFEDF9)], 12903)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x467A2E0A), ('P4rIngress.values_v10111.hi', 0xBDC9A122)], 12903)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x9908D537), ('P4rIngress.values_v11000.hi', 0x7B8FA6D3)], 12903)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6D7832F9), ('P4rIngress.values_v11001.hi', 0x408C67EB)], 12903)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x54D3B68E), ('P4rIngress.values_v11010.hi', 0x379D0CBE)], 12903)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x37CBC338), ('P4rIngress.values_v11011.hi', 0x6C466655)], 12903)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x850AA280), ('P4rIngress.values_v11100.hi', 0x86BAAB51)], 12903)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x48F0B8F8), ('P4rIngress.values_v11101.hi', 0x6723CDB3)], 12903)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x65AF7DF6), ('P4rIngress.values_v11110.hi', 0xB1C95C6F)], 12903)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xDD9CB4C0), ('P4rIngress.values_v11111.hi', 0x7CEA32A3)], 12903)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x439D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000039F),
                gc.DataTuple('slot_count', 0x00001539),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6AB4096D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02A),
                gc.KeyTuple('src_addr', 0xFB2EF3C4),
                gc.KeyTuple('src_port', 0x028C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x439D),
                gc.DataTuple('rank', 0x000F),
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
        ig_port = 42
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFB\x2E\xF3\xC4\x00\x00\x00\x00\x02\x8C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x43\x9D\x00\x0F\x6A\xB4\x09\x6D\x0E\xC8\x01\x94\x50\x3B\xA6\xD5\x00\x40\x00\x00\xCE\xD2\xB6\x74\x18\xE6\xA0\x5E\x54\x7A\x00\x00\x76\x2D\x65\x8D\x1C\x54\xEE\xFE\x3A\xC0\x98\xD6\xBF\xC9\x85\xB3\x34\x38\x3A\x9B\xAF\x08\x58\x3D\xAB\x03\x77\x98\xBB\x5A\x0B\xFD\x9D\x30\x34\x5B\xBF\x1A\xDC\x8D\x84\xCE\x95\x1F\x62\xE4\xCD\xF5\xC6\x0D\x85\xE5\x9F\x71\x4B\x61\xA1\x23\xC2\xE7\x91\x23\xF7\x31\x5B\x60\x44\xAC\xBF\xC8\x6F\x0B\x4D\x31\x4D\xEE\x4A\x72\x0B\x8F\xC0\x47\x25\xF3\xA5\x4F\x7C\x48\x59\x9B\x5E\xAF\x92\xBA\x86\xAB\x33\x94\x4B\xB4\xAD\xCB\x3C\x88\xB3\x69\x8C\x35\x63\x26\x4F\x0D\x71\x6C\x0C\x3F\x6A\xB1\xA1\x6F\x8E\xEA\x31\x0F\x51\x37\xED\x31\x4D\xBE\x54\x5C\x9C\x0F\x72\x6D\x3E\xB7\xEC\xF3\x78\xEA\x10\xCC\x55\x47\x86\x25\x50\x04\x99\xEC\x3D\x2B\x1A\x71\x47\xA8\x25\x6F\x4C\x08\xA1\xE7\x5C\x6F\xF2\xD3\x92\x3F\x41\xA9\x55\x48\xBF\xD2\xB0\xCF\x5D\xB3\x5D\x88\xD3\xBE\x11\x9F\x9C\xDA\x47\x4B\xEA\x4D\x41\x02\xAF\x89\x9F\x9A\x11\x75\x4D\x14\xC9\x93\x4D\x08\xAD\x64\x59\xFD\x86\x91\x55\x01\x1C\xD8\xB8\xA2\x48\x67\x73\xAA\xDE\xCC\x45\x56\xE1\x35\x23\x2D\x8B\x24\x3F\x6B\x26\xBB\x83\x29\xF9\x91\x84\xBA\x62\x3A\x50\x42\x7B\x98\x07\x4D\xCA\xFA\x05\xBB\x52\x90\xC5\xF8\x35\x61\x28\xC5\x2E\x5D\x88\x95\xDA\x19\xF5\x08\xD9\xA8\xDB\xB4\x4F\x4C\xE6\xCC\xB3\x95\xFA\x68\x03\x8F\x05\x9C\x38\xBD\xFE\xC2\x5E\x56\xD1\xB4\x19\xB0\x7A\xB9\x2E\x6E\xB0\xA6\xBB\xE1\x7A\x0C\x1D\x0C\x26\x19\x47\x3F\x66\x52\x4A\xAA\xD2\xDA\xA7\x4F\x4E\xA0\x07\x50\x2A\xD3\x8F\x68\xA2\x33\x44\xFC\xA2\xF3\x26\x7C\x43\x9F\xE7\xC8\x7C\xDD\xDA\x0A\x27\x00\x42\x68\x04\x89\xD7\x3E\x21\x5A\x24\x9F\x4D\xD8\x3E\xE3\x93\x14\xAE\x3E\x15\xDF\x77\xD7\x4F\x64\x97\xBB\xBE\x53\x09\x6B\x18\x4F\x71\xA5\x2C\x05\xB7\x72\x63\xB7\x1F\xD6\xEB\xC9\x09\x29\x1F\xE6\x29\x0E\xEC\x84\xF4\x3D\xAB\x0C\x5D\x63\xBC\x38\xD8\x36\x60\x25\x0A\x87\x5F\xC0\x64\x20\x90\xFC\xF1\xCE\x85'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xFB\x2E\xF3\xC4\xBE\xEF\x02\x8C\x01\x20\x00\x00\x50\x34\x02\x82\x43\x9D\x00\x0F\x6A\xB4\x09\x6D\x0E\xC8\x01\x94\x50\x3B\xA6\xD5\x00\x40\x00\x04\xBA\x5A\x2B\x72\x18\xE6\xA0\x5E\x7F\xFF\xFF\xFF\x76\x2D\x65\x8D\x7F\xFF\xFF\xFF\x3A\xC0\x98\xD6\xFD\xF3\xEB\xA5\x34\x38\x3A\x9B\x80\x00\x00\x00\xAB\x03\x77\x98\x80\x00\x00\x00\x9D\x30\x34\x5B\x80\x00\x00\x00\x84\xCE\x95\x1F\x7F\xFF\xFF\xFF\xC6\x0D\x85\xE5\x80\x00\x00\x00\xA1\x23\xC2\xE7\x80\x00\x00\x00\x5B\x60\x44\xAC\x80\x00\x00\x00\x4D\x31\x4D\xEE\x7F\xFF\xFF\xFF\xC0\x47\x25\xF3\x80\x00\x00\x00\x59\x9B\x5E\xAF\x80\x00\x00\x00\x33\x94\x4B\xB4\x80\x00\x00\x00\xB3\x69\x8C\x35\x7F\xFF\xFF\xFF\x71\x6C\x0C\x3F\x12\xAB\x40\xAE\x8E\xEA\x31\x0F\x7F\xFF\xFF\xFF\x4D\xBE\x54\x5C\x80\x00\x00\x00\x3E\xB7\xEC\xF3\x7F\xFF\xFF\xFF\x55\x47\x86\x25\x7F\xFF\xFF\xFF\x3D\x2B\x1A\x71\x7F\xFF\xFF\xFF\x4C\x08\xA1\xE7\x7F\xFF\xFF\xFF\x92\x3F\x41\xA9\x7F\xFF\xFF\xFF\xB0\xCF\x5D\xB3\xF6\x91\xA8\xF5\x11\x9F\x9C\xDA\x7F\xFF\xFF\xFF\x41\x02\xAF\x89\xF4\x6D\xC8\x03\x4D\x14\xC9\x93\x7F\xFF\xFF\xFF\x59\xFD\x86\x91\xDA\x0B\xBF\x58\xB8\xA2\x48\x67\x7F\xFF\xFF\xFF\x45\x56\xE1\x35\x7F\xFF\xFF\xFF\x3F\x6B\x26\xBB\x80\x00\x00\x00\x84\xBA\x62\x3A\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x32\x67\x00\xF2\x00\x00\x6C\xE6\xD9\x7B\x50\x3B\xA6\xD5\x50\x3B\xA6\xD5\x04\x94\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xBA\x5A\x2B\x72\x03\xFB\x0F\x87\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFD\xF3\xEB\xA5\x5C\x26\xAE\x41\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x19\x8A\x97\xDD\x80\x00\x00\x00\x26\x15\x03\x9E\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x12\xAB\x40\xAE\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xCD\xBE\x54\x5C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF6\x91\xA8\xF5\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF4\x6D\xC8\x03\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDA\x0B\xBF\x58\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF1\x34\x83\x2A\x80\x00\x00\x00\x01\xA4\x94\xDD\x50\x42\x7B\x98\x07\x4D\xCA\xFA\x05\xBB\x52\x90\xC5\xF8\x35\x61\x28\xC5\x2E\x5D\x88\x95\xDA\x19\xF5\x08\xD9\xA8\xDB\xB4\x4F\x4C\xE6\xCC\xB3\x95\xFA\x68\x03\x8F\x05\x9C\x38\xBD\xFE\xC2\x5E\x56\xD1\xB4\x19\xB0\x7A\xB9\x2E\x6E\xB0\xA6\xBB\xE1\x7A\x0C\x1D\x0C\x26\x19\x47\x3F\x66\x52\x4A\xAA\xD2\xDA\xA7\x4F\x4E\xA0\x07\x50\x2A\xD3\x8F\x68\xA2\x33\x44\xFC\xA2\xF3\x26\x7C\x43\x9F\xE7\xC8\x7C\xDD\xDA\x0A\x27\x00\x42\x68\x04\x89\xD7\x3E\x21\x5A\x24\x9F\x4D\xD8\x3E\xE3\x93\x14\xAE\x3E\x15\xDF\x77\xD7\x4F\x64\x97\xBB\xBE\x53\x09\x6B\x18\x4F\x71\xA5\x2C\x05\xB7\x72\x63\xB7\x1F\xD6\xEB\xC9\x09\x29\x1F\xE6\x29\x0E\xEC\x84\xF4\x3D\xAB\x0C\x5D\x63\xBC\x38\xD8\x36\x60\x25\x0A\x87\x5F\xC0\x64\x20\x90\xFC\xF1\xCE\x85'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.62

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xDDAC4E6E), ('P4rIngress.bitmap_seq.seq', 0x135AC4DA)], 14085)
        self.setRegisterValue('P4rIngress.rounds', 0x135AC4DA, 14085)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x11), ('P4rIngress.count_exp.exponent', 0x56)], 14085)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 14085)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xDCCACC39)], 14085)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x47055DD3), ('P4rIngress.values_v00001.hi', 0x5DD2DF39)], 14085)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x636D3B94), ('P4rIngress.values_v00010.hi', 0x4693BEF8)], 14085)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xE8D063B4), ('P4rIngress.values_v00011.hi', 0xD489055F)], 14085)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x15026E06), ('P4rIngress.values_v00100.hi', 0x077FF37D)], 14085)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4A1304B5), ('P4rIngress.values_v00101.hi', 0xEF8D558F)], 14085)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x694E7E45), ('P4rIngress.values_v00110.hi', 0x86AB2CEB)], 14085)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7423FE8F), ('P4rIngress.values_v00111.hi', 0xDC9F1CE9)], 14085)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x74F37132), ('P4rIngress.values_v01000.hi', 0xF3F1A6FB)], 14085)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xC975B4AB), ('P4rIngress.values_v01001.hi', 0xB2B3D56B)], 14085)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xB23B5811), ('P4rIngress.values_v01010.hi', 0xB6680AD0)], 14085)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x357A82DC), ('P4rIngress.values_v01011.hi', 0x02E61A28)], 14085)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x45511B59), ('P4rIngress.values_v01100.hi', 0x4535C3D1)], 14085)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x71CC391A), ('P4rIngress.values_v01101.hi', 0xB037A69E)], 14085)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x9C2659AB), ('P4rIngress.values_v01110.hi', 0xCB42246B)], 14085)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xC2552B01), ('P4rIngress.values_v01111.hi', 0x4CB53863)], 14085)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7AD8AA4D), ('P4rIngress.values_v10000.hi', 0x0A71A14B)], 14085)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x09582C96), ('P4rIngress.values_v10001.hi', 0x35B9528F)], 14085)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xBA63C7FC), ('P4rIngress.values_v10010.hi', 0x7BEFCA35)], 14085)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xAFA51755), ('P4rIngress.values_v10011.hi', 0xEC443862)], 14085)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4C933D2F), ('P4rIngress.values_v10100.hi', 0xB2474B17)], 14085)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x119AB0E4), ('P4rIngress.values_v10101.hi', 0x6C148218)], 14085)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x476C1B53), ('P4rIngress.values_v10110.hi', 0x5D1C945B)], 14085)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x52AD747E), ('P4rIngress.values_v10111.hi', 0x0D5795DA)], 14085)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x8C8EB2FD), ('P4rIngress.values_v11000.hi', 0x79DDC562)], 14085)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7C849C05), ('P4rIngress.values_v11001.hi', 0xED950B53)], 14085)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x5B9439B3), ('P4rIngress.values_v11010.hi', 0x6C918586)], 14085)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x2DCF3447), ('P4rIngress.values_v11011.hi', 0x1300D6C0)], 14085)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x523A95EC), ('P4rIngress.values_v11100.hi', 0x3EA0A527)], 14085)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5FBF2CE5), ('P4rIngress.values_v11101.hi', 0x6C02D4DB)], 14085)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xA05F2EDA), ('P4rIngress.values_v11110.hi', 0xEE4C8A1B)], 14085)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x359D74D7), ('P4rIngress.values_v11111.hi', 0xD93B9BE7)], 14085)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x39B9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F4F),
                gc.DataTuple('slot_count', 0x000008D3),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x00A54F59),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xE73A9155),
                gc.KeyTuple('src_port', 0x47B0),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x39B9),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x0322),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE7\x3A\x91\x55\x00\x00\x00\x00\x47\xB0\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x39\xB9\x00\x0F\x00\xA5\x4F\x59\x07\xB6\x01\x86\x13\x5A\xC4\xDA\x00\x40\x00\x00\x00\x00\x00\x00\x0C\x41\x8F\x64\x47\x03\xCF\xDA\x55\x1A\x42\x0D\x1D\x10\x72\xD6\x52\x27\x3B\x4B\x79\x4F\xAB\x17\xB8\xA5\x32\x67\x6E\x55\x6B\x09\x5E\x0D\x6D\x5A\x43\xA7\x24\x25\xBE\xB9\x6B\xF7\x4F\x6E\x2D\xA1\x96\xCE\xB9\xA7\x67\xA8\x67\x37\x8E\x95\x11\x6B\x40\x17\x96\xAB\x1E\x6D\x35\x95\x83\x28\x99\x33\x66\xA4\x55\xED\x95\x42\x05\xFB\x1B\x49\xF8\x5F\xFD\xA6\xEE\x1E\x4C\x86\x7A\xE1\x6C\xC3\x31\x79\x6F\x39\x76\x74\x4D\x02\x13\x5A\xBB\xF3\x1A\x7E\x94\xFF\x7A\x13\x27\x66\x0E\xFB\x9F\x53\x6D\xF0\x4A\xA7\x2E\xC7\x06\x79\xB7\x35\x85\x62\xCB\x8F\xAD\xC9\xA3\x10\x74\x54\x1C\xA4\xA3\x97\x34\xA8\x07\x9E\x27\x9B\xC1\x0F\xF7\x64\x66\x8F\xB0\xFA\x36\xAD\xDF\x5A\x92\x78\x84\x31\x72\xBA\xF3\xA6\x61\x08\xEE\x68\x74\xE3\x12\x6C\x55\x7D\xA8\x85\x56\xEA\x34\x1D\x09\x66\x2C\xD6\x98\x76\xF4\x47\x06\x4B\xBB\xEB\x71\xCA\xA8\x25\x25\xAB\x8E\x8E\x49\x66\x93\xAD\x29\xF5\xF3\x32\xE8\xDB\x89\xF1\x7C\x73\x52\xA7\x7D\x12\xD8\xCB\x5E\x3F\xB4\xFB\x52\x18\x4D\x3D\x24\x98\xCD\x70\xB1\x6B\x36\x90\x8B\xC8\xF3\x23\x6E\x98\xF3\x24\xCB\x3E\xAB\xCA\x47\x04\x0B\x6B\xD8\x89\xB9\x11\xE8\xDD\xF7\x90\x57\xAB\x12\xAC\xBC\x58\xF0\xA8\xC4\x26\x6D\xD2\x75\x61\xC6\x67\xB2\x61\x84\x6D\x63\x48\xAE\x96\xCD\x8E\xFF\xAA\x0B\xBA\x4D\xBF\xA2\x3F\xD9\x73\xD0\xE5\xDE\x2D\x1B\xE8\xA7\x56\x5C\x7C\x7F\xE2\x6D\xB9\xF6\xB3\x74\xFC\x81\x0F\x14\xDB\x7A\x5D\xB1\xC4\xA5\xC1\x44\x5E\xD4\xE5\x81\x77\x46\x0B\x38\xAF\xD0\xD6\x15\x36\x03\xFA\xF2\x92\x91\x58\x5F\x41\x23\x46\x77\x0A\x56\x4F\x21\xE6\xE8\x93\xB5\x9A\x67\x2B\x90\x6F\xFB\xFD\x08\x46\x53\x1B\x41\xFF\x5E\xD3\xCD\xD0\x61\x9C\xBC\xF6\x26\xB0\xF5\x9D\x7C\xC7\x38\x32\xBB\x0F\x8A\x7B\xD1\x56\xE7\x52\x73\xB3\x82\xDA\x2A\xEB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE7\x3A\x91\x55\x00\x00\x00\x00\x47\xB0\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x39\xB9\x00\x0F\x00\xA5\x4F\x59\x07\xB6\x01\x86\x13\x5A\xC4\xDA\x00\x40\x00\x00\x00\x00\x00\x00\x0C\x41\x8F\x64\x7F\xFF\xFF\xFF\x55\x1A\x42\x0D\x7F\xFF\xFF\xFF\x52\x27\x3B\x4B\x62\x20\x0E\xCB\xB8\xA5\x32\x67\x7F\xFF\xFF\xFF\x5E\x0D\x6D\x5A\x7F\xFF\xFF\xFF\xBE\xB9\x6B\xF7\x7F\xFF\xFF\xFF\x96\xCE\xB9\xA7\x7F\xFF\xFF\xFF\x8E\x95\x11\x6B\x7F\xFF\xFF\xFF\x1E\x6D\x35\x95\x80\x00\x00\x00\x66\xA4\x55\xED\x80\x00\x00\x00\x1B\x49\xF8\x5F\x33\x21\x70\xFA\x4C\x86\x7A\xE1\x7F\xFF\xFF\xFF\x6F\x39\x76\x74\x7F\xFF\xFF\xFF\xBB\xF3\x1A\x7E\x80\x00\x00\x00\x27\x66\x0E\xFB\x80\x00\x00\x00\x4A\xA7\x2E\xC7\x7F\xFF\xFF\xFF\x85\x62\xCB\x8F\xB7\x21\xCF\xA6\x74\x54\x1C\xA4\x80\x00\x00\x00\x07\x9E\x27\x9B\x80\x00\x00\x00\x66\x8F\xB0\xFA\x7F\xFF\xFF\xFF\x92\x78\x84\x31\x7F\xFF\xFF\xFF\x61\x08\xEE\x68\x7F\xFF\xFF\xFF\x55\x7D\xA8\x85\x7F\xFF\xFF\xFF\x09\x66\x2C\xD6\x80\x00\x00\x00\x06\x4B\xBB\xEB\x7F\xFF\xFF\xFF\x25\xAB\x8E\x8E\x7F\xFF\xFF\xFF\x29\xF5\xF3\x32\x16\xAA\xBE\x38\x7C\x73\x52\xA7\x7F\xFF\xFF\xFF\x5E\x3F\xB4\xFB\x7F\xFF\xFF\xFF\x24\x98\xCD\x70\x80\x00\x00\x00\x8B\xC8\xF3\x23\x7F\xFF\xFF\xFF\xCB\x3E\xAB\xCA\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x37\x05\x03\x22\x00\x00\xDD\xAC\xCE\x6E\x13\x5A\xC4\xDA\x13\x5A\xC4\xDA\x12\x86\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xE9\x0C\x5B\x9D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x62\x20\x0E\xCB\x8D\x2E\x37\xC6\x7F\xFF\xFF\xFF\x65\x8D\x60\xD7\x7F\xFF\xFF\xFF\xAE\x46\xC1\x86\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x12\x5E\xDC\x90\x80\x00\x00\x00\x19\x58\x2B\x58\x80\x00\x00\x00\xD1\xB2\x03\x2F\x33\x21\x70\xFA\x4F\x6C\x95\x09\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xF2\xA8\x33\x66\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x8F\xD4\x6C\xDA\xB7\x21\xCF\xA6\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x52\xD3\xE9\x5C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x16\xBD\xC2\xB0\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x13\x40\x99\xE1\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x16\xAA\xBE\x38\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xA4\x7A\x47\xB1\x47\x04\x0B\x6B\xD8\x89\xB9\x11\xE8\xDD\xF7\x90\x57\xAB\x12\xAC\xBC\x58\xF0\xA8\xC4\x26\x6D\xD2\x75\x61\xC6\x67\xB2\x61\x84\x6D\x63\x48\xAE\x96\xCD\x8E\xFF\xAA\x0B\xBA\x4D\xBF\xA2\x3F\xD9\x73\xD0\xE5\xDE\x2D\x1B\xE8\xA7\x56\x5C\x7C\x7F\xE2\x6D\xB9\xF6\xB3\x74\xFC\x81\x0F\x14\xDB\x7A\x5D\xB1\xC4\xA5\xC1\x44\x5E\xD4\xE5\x81\x77\x46\x0B\x38\xAF\xD0\xD6\x15\x36\x03\xFA\xF2\x92\x91\x58\x5F\x41\x23\x46\x77\x0A\x56\x4F\x21\xE6\xE8\x93\xB5\x9A\x67\x2B\x90\x6F\xFB\xFD\x08\x46\x53\x1B\x41\xFF\x5E\xD3\xCD\xD0\x61\x9C\xBC\xF6\x26\xB0\xF5\x9D\x7C\xC7\x38\x32\xBB\x0F\x8A\x7B\xD1\x56\xE7\x52\x73\xB3\x82\xDA\x2A\xEB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.62

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0AC93E6E), ('P4rIngress.bitmap_seq.seq', 0xD46670B2)], 13192)
        self.setRegisterValue('P4rIngress.rounds', 0xD46670B2, 13192)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x12), ('P4rIngress.count_exp.exponent', 0x75)], 13192)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 13192)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x3168104F), ('P4rIngress.values_v00000.hi', 0x62599ADD)], 13192)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4041106A), ('P4rIngress.values_v00001.hi', 0x625895D5)], 13192)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x6EE7BD53), ('P4rIngress.values_v00010.hi', 0x312346CF)], 13192)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x3593AC6C), ('P4rIngress.values_v00011.hi', 0x5DFADE59)], 13192)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x732D48E3), ('P4rIngress.values_v00100.hi', 0x8BAD9FD3)], 13192)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x93B12AEA), ('P4rIngress.values_v00101.hi', 0x89E6DA37)], 13192)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7A395A16), ('P4rIngress.values_v00110.hi', 0xB6694AF5)], 13192)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xA477E761), ('P4rIngress.values_v00111.hi', 0xB14D4335)], 13192)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xF6577C2B), ('P4rIngress.values_v01000.hi', 0x93A18F05)], 13192)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x59156557), ('P4rIngress.values_v01001.hi', 0x7EE5EB6D)], 13192)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xA950762E), ('P4rIngress.values_v01010.hi', 0xCE93AF3F)], 13192)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x2F690650), ('P4rIngress.values_v01011.hi', 0xFE8D4BBE)], 13192)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x77D8E12D), ('P4rIngress.values_v01100.hi', 0xBC9C1DE3)], 13192)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xB99CA425), ('P4rIngress.values_v01101.hi', 0xBBED51D7)], 13192)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x47DAD960), ('P4rIngress.values_v01110.hi', 0x6A83B3ED)], 13192)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7466DE7C), ('P4rIngress.values_v01111.hi', 0x18F65CE7)], 13192)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xBCC45A1E), ('P4rIngress.values_v10000.hi', 0x76C8D6D6)], 13192)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4398D322), ('P4rIngress.values_v10001.hi', 0x335D8D5D)], 13192)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xF4CAC44C), ('P4rIngress.values_v10010.hi', 0x94D69368)], 13192)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x15D1B72B), ('P4rIngress.values_v10011.hi', 0x5B2CEFB5)], 13192)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4F7A214B), ('P4rIngress.values_v10100.hi', 0x6199CA9D)], 13192)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xBCF41BEB), ('P4rIngress.values_v10101.hi', 0xE2D6960C)], 13192)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xCB5D55F7), ('P4rIngress.values_v10110.hi', 0x638728F6)], 13192)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x73384814), ('P4rIngress.values_v10111.hi', 0x51F6F335)], 13192)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x65858F31), ('P4rIngress.values_v11000.hi', 0xDBC6E3AB)], 13192)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x133D6C4F), ('P4rIngress.values_v11001.hi', 0x622EF130)], 13192)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x679FE45A), ('P4rIngress.values_v11010.hi', 0x034F9BAE)], 13192)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xBD4B6CEB), ('P4rIngress.values_v11011.hi', 0x74F35BE9)], 13192)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xF18BBBCC), ('P4rIngress.values_v11100.hi', 0x74C37B93)], 13192)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xD683D8ED), ('P4rIngress.values_v11101.hi', 0x949D7347)], 13192)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x65954912), ('P4rIngress.values_v11110.hi', 0x74A1A1A9)], 13192)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x80000000), ('P4rIngress.values_v11111.hi', 0x85DEE5B1)], 13192)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xDD43),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DC5),
                gc.DataTuple('slot_count', 0x00000BDB),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x31AA5FF0),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00C),
                gc.KeyTuple('src_addr', 0x76EB9C58),
                gc.KeyTuple('src_port', 0x49FC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xDD43),
                gc.DataTuple('rank', 0x000F),
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
        ig_port = 12
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x76\xEB\x9C\x58\x00\x00\x00\x00\x49\xFC\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xDD\x43\x00\x0F\x31\xAA\x5F\xF0\x05\xC3\x03\xD3\xD4\x66\x70\xB2\x00\x40\x00\x00\x16\xAE\x13\xBC\x00\xCA\x8A\x1B\x5E\xD7\x07\x2A\x3E\xBA\x36\x3D\x4A\x32\x31\x59\x5C\x5C\x67\x05\x15\xE4\x5B\xAB\xBD\x56\xCA\xEA\x73\xA4\x39\x69\xBA\xDB\xB3\x7B\x57\xAE\x45\x4B\xBC\xD3\x73\x77\x64\x0A\x49\xD3\xB3\x5C\xE1\x63\xBB\x3E\x4E\x47\x8B\x02\x86\x4D\x82\x95\x11\x5A\xB5\xEC\xD5\xE1\x49\xBE\x6D\x67\x7C\xAC\x63\x3D\x49\x35\xE6\xC4\x9F\x3A\x2A\xF3\x78\x8E\x0D\x16\xD8\x1B\xE9\x99\x77\xDA\xF5\x7F\xB8\x86\x1D\x8D\x92\xB1\xD2\xB5\xA2\x54\xD6\x19\x44\x99\x4D\x71\xE0\x39\xDA\xBF\x3D\x9C\x78\xF4\x5F\xBA\xBC\x4F\xB8\x9D\xAA\xE9\xDD\x75\x87\x2F\x4D\x5C\xC5\xDA\x6A\x3F\xCB\x23\xA7\xB2\x95\xDF\xD2\x4C\xE0\xCD\xBD\x5A\x97\xEB\x55\x96\x24\x4E\x5B\x2A\xB3\x45\x52\x23\x95\xB3\x4D\x36\x76\x63\x42\xC1\xB3\x2B\x1D\x45\x3E\xB5\xCA\x3B\x7E\x14\x77\x2A\xCA\xFA\x5A\x69\xA7\x55\x49\x3D\xCC\xB7\x9F\x0C\x21\x0D\xAE\x73\x06\x75\xB6\xF8\xC5\x61\xBE\x46\x6F\x57\x52\xC8\xCA\x46\x2B\x4B\xC2\x99\x1D\xEC\x98\x4A\x98\xB5\xB9\x2A\x23\xB3\x64\x39\x8F\x12\xC1\xCF\x9D\xE4\x06\x44\x35\xB6\x59\x93\x16\xF9\xAF\x88\x11\xB3\x04\x61\xF9\xC5\xB0\xD3\xA6\x69\xE9\x73\xE4\x19\xD1\x66\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D\x4E\x39\xF0\xF9\x07\xEC\x46\x20\xD7\xAD\x2F\x7D\xF0\x5A\xDD\x3E\x3A\x85\xD8\x44\x83\x25\x9D\x3E\x0B\x7A\x69\x23\x6E\xFF\xE8\x2E\xEB\xC7\xD3\x9B\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29\x50\x80\xE8\xE0\x80\x6B\x3B\x60\x88\x9D\x81\x7D\xCC\xB6\x98\x90\x44\x42\x6F\x18\xFD\xDD\x09\x6C\xFB\x7F\xB5\xAB\x48\x15\xCF\x48\x4F\x82\xA5\x6E\x95\xE8\x7B\xA5\xD1\xAF\xD4\x00\xA5\xD1\x3B\x05\x43\xA8\xFF\xE1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x76\xEB\x9C\x58\x00\x00\x00\x00\x49\xFC\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xDD\x43\x00\x0F\x31\xAA\x5F\xF0\x05\xC3\x03\xD3\xD4\x66\x70\xB2\x00\x40\x00\x00\x48\x16\x24\x0B\x00\xCA\x8A\x1B\x7F\xFF\xFF\xFF\x3E\xBA\x36\x3D\x7F\xFF\xFF\xFF\x5C\x5C\x67\x05\x4B\x78\x08\x17\xBD\x56\xCA\xEA\x7F\xFF\xFF\xFF\xBA\xDB\xB3\x7B\xEB\x5F\x70\x35\xBC\xD3\x73\x77\x7F\xFF\xFF\xFF\xB3\x5C\xE1\x63\x80\x00\x00\x00\x8B\x02\x86\x4D\x80\x00\x00\x00\xB5\xEC\xD5\xE1\x7F\xFF\xFF\xFF\x7C\xAC\x63\x3D\xF2\x86\x5C\xF2\x9F\x3A\x2A\xF3\x7F\xFF\xFF\xFF\xD8\x1B\xE9\x99\x7F\xFF\xFF\xFF\xB8\x86\x1D\x8D\x80\x00\x00\x00\xA2\x54\xD6\x19\x7F\xFF\xFF\xFF\xE0\x39\xDA\xBF\x7F\xFF\xFF\xFF\x5F\xBA\xBC\x4F\x80\x00\x00\x00\xDD\x75\x87\x2F\x7F\xFF\xFF\xFF\x6A\x3F\xCB\x23\x9C\x7D\x5A\x2B\xD2\x4C\xE0\xCD\xD3\x2C\x4F\x16\x55\x96\x24\x4E\x7F\xFF\xFF\xFF\x52\x23\x95\xB3\x0A\x2A\x92\x4E\x42\xC1\xB3\x2B\xE8\xA2\x94\xAC\xCA\x3B\x7E\x14\x7F\xFF\xFF\xFF\x5A\x69\xA7\x55\x7F\xFF\xFF\xFF\x9F\x0C\x21\x0D\xC1\xB0\x72\xC4\xB6\xF8\xC5\x61\x25\xE6\x53\xB1\x52\xC8\xCA\x46\xE8\x97\x2F\x84\x1D\xEC\x98\x4A\x8A\x41\x74\xF6\x23\xB3\x64\x39\x80\x00\x00\x00\x9D\xE4\x06\x44\x7F\xFF\xFF\xFF\x16\xF9\xAF\x88\x91\xB3\x04\x61\xF9\xC5\xB0\xD3\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x33\x88\x02\x7B\x00\x00\x0A\xC9\xBE\x6E\xD4\x66\x70\xB2\xD4\x66\x70\xB2\x13\xD3\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x48\x16\x24\x0B\x63\x24\x24\xF8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4B\x78\x08\x17\x1B\x51\xA9\x43\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xEB\x5F\x70\x35\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF2\x86\x5C\xF2\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD6\xA9\x35\x57\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x4A\xBD\x8E\xAC\x7F\xFF\xFF\xFF\x78\xB1\x19\x36\x80\x00\x00\x00\x54\x3E\x5E\x05\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9C\x7D\x5A\x2B\x80\x00\x00\x00\xD3\x2C\x4F\x16\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0A\x2A\x92\x4E\x25\x98\x49\x37\xE8\xA2\x94\xAC\x2D\xC2\xA7\x0A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xC1\xB0\x72\xC4\x19\x27\xB6\x91\x25\xE6\x53\xB1\x56\x18\x65\xF4\xE8\x97\x2F\x84\x7F\xFF\xFF\xFF\x8A\x41\x74\xF6\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x91\xB3\x04\x61\x80\x00\x00\x00\xA6\x69\xE9\x73\xE4\x19\xD1\x66\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D\x4E\x39\xF0\xF9\x07\xEC\x46\x20\xD7\xAD\x2F\x7D\xF0\x5A\xDD\x3E\x3A\x85\xD8\x44\x83\x25\x9D\x3E\x0B\x7A\x69\x23\x6E\xFF\xE8\x2E\xEB\xC7\xD3\x9B\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29\x50\x80\xE8\xE0\x80\x6B\x3B\x60\x88\x9D\x81\x7D\xCC\xB6\x98\x90\x44\x42\x6F\x18\xFD\xDD\x09\x6C\xFB\x7F\xB5\xAB\x48\x15\xCF\x48\x4F\x82\xA5\x6E\x95\xE8\x7B\xA5\xD1\xAF\xD4\x00\xA5\xD1\x3B\x05\x43\xA8\xFF\xE1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.62

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x3C174AB9), ('P4rIngress.bitmap_seq.seq', 0xF7205E0B)], 10583)
        self.setRegisterValue('P4rIngress.rounds', 0xF7205E0B, 10583)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x17), ('P4rIngress.count_exp.exponent', 0xA3)], 10583)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 10583)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x13AF2215), ('P4rIngress.values_v00000.hi', 0xD2F58721)], 10583)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x46DE7F73), ('P4rIngress.values_v00001.hi', 0x665621AD)], 10583)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xEF9A473C), ('P4rIngress.values_v00010.hi', 0x43FAEC59)], 10583)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x15C96BBB), ('P4rIngress.values_v00011.hi', 0x1F3C66A4)], 10583)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x12D13CBF), ('P4rIngress.values_v00100.hi', 0x332E2105)], 10583)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x20259F24), ('P4rIngress.values_v00101.hi', 0x36FE6669)], 10583)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6F5D5DE0), ('P4rIngress.values_v00110.hi', 0x5DD287D9)], 10583)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4FA375BB), ('P4rIngress.values_v00111.hi', 0x55AAE8E1)], 10583)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4ADE94C9), ('P4rIngress.values_v01000.hi', 0x59040A07)], 10583)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x74D4EB73), ('P4rIngress.values_v01001.hi', 0x4B710974)], 10583)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xDBAA39F3), ('P4rIngress.values_v01010.hi', 0xCAFE2B89)], 10583)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6B55143F), ('P4rIngress.values_v01011.hi', 0x6D7FAB47)], 10583)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x95F713E9), ('P4rIngress.values_v01100.hi', 0x6FB477B3)], 10583)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xE2A25F84), ('P4rIngress.values_v01101.hi', 0x7C5138BB)], 10583)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x8639F329), ('P4rIngress.values_v01110.hi', 0xDDC4F255)], 10583)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5916755D), ('P4rIngress.values_v01111.hi', 0x74399D58)], 10583)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x0FF97033), ('P4rIngress.values_v10000.hi', 0x70FF1696)], 10583)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x540F6E85), ('P4rIngress.values_v10001.hi', 0x5F34D0B5)], 10583)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x58BA2E64), ('P4rIngress.values_v10010.hi', 0x41E9FBCE)], 10583)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x341B39B0), ('P4rIngress.values_v10011.hi', 0xD2AE23F6)], 10583)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x74BB5B69), ('P4rIngress.values_v10100.hi', 0x471EDB93)], 10583)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x98E74396), ('P4rIngress.values_v10101.hi', 0x6637EEB5)], 10583)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5FACDF27), ('P4rIngress.values_v10110.hi', 0x785E2BEC)], 10583)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xB5A9F299), ('P4rIngress.values_v10111.hi', 0x62772BFB)], 10583)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xD7D2CE85), ('P4rIngress.values_v11000.hi', 0x706183D6)], 10583)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x163BABE9), ('P4rIngress.values_v11001.hi', 0x54DA6932)], 10583)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x3AAEFDD9), ('P4rIngress.values_v11010.hi', 0x07B574E7)], 10583)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x4CD663F2), ('P4rIngress.values_v11011.hi', 0x7C39A273)], 10583)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x8C479E36), ('P4rIngress.values_v11100.hi', 0x40A51751)], 10583)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xE091BD11), ('P4rIngress.values_v11101.hi', 0x54367474)], 10583)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x2A568B6D), ('P4rIngress.values_v11110.hi', 0x955584B8)], 10583)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x26AE4F51), ('P4rIngress.values_v11111.hi', 0x1E3B2E49)], 10583)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x68E0),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000090F),
                gc.DataTuple('slot_count', 0x0000091F),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x32FEE368),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x03195261),
                gc.KeyTuple('src_port', 0xB5CC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x68E0),
                gc.DataTuple('rank', 0x000F),
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
        ig_port = 4
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x03\x19\x52\x61\x00\x00\x00\x00\xB5\xCC\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x68\xE0\x00\x0F\x32\xFE\xE3\x68\x00\x48\x03\xD6\xF7\x20\x5E\x0B\x00\x40\x00\x00\x54\xBD\xAE\x6E\x72\x65\x3B\xF7\x72\x37\x35\x1E\x7E\x53\x3D\xB9\x88\xD7\x7F\xFD\x44\xEC\x1D\x1B\xBD\x8E\x50\xD3\xD6\x2B\x11\x9F\xF6\xBF\xFD\xD0\x69\x3E\x72\x57\x63\x04\xD3\x07\xF5\xA7\x97\x2F\x3A\x14\x0F\xE6\x5C\xDA\x36\x96\x3D\x16\x41\x59\x5A\xAC\x6B\xDD\xDA\x01\xEB\xE7\x30\xDE\xB5\x35\x77\x3B\xEA\xA6\xAA\x1B\xCD\x8A\x2B\x9B\xBF\x35\x99\x92\x32\xC5\x22\x93\x32\x87\x59\xD1\x0B\xE2\xE2\x00\x04\xC1\x10\xB6\xAD\xBE\x00\x00\x00\x00\xF2\x3B\x1C\x9A\xAE\x35\x53\x45\x79\x76\x2B\xD3\x4E\xD9\x6B\xA4\x25\x79\x11\x70\x71\x69\xE0\xE3\x25\x17\xB1\x9E\x4E\x8A\x2F\x5D\x68\x59\xD7\xAF\x4E\x1B\x7E\xA7\x4D\xDB\x29\x8F\x62\x93\xC1\x73\x52\x77\x7B\xF3\x76\xE1\x4D\x4D\x57\x23\x84\xAB\x28\xA9\x3B\xD4\x4B\x66\x36\x91\x45\x6D\x3A\xB6\x36\xCC\x7B\x67\xA5\x3C\x53\x99\x50\x07\xFB\x77\x75\xA2\x51\xF6\x49\xE4\xF3\x92\x72\x07\xE0\xEB\x4F\x26\x6E\x76\x72\x8C\xFC\xE7\x7E\xA5\x25\xEC\x6E\x9E\xF6\x5F\x62\x57\xBC\x33\xDA\xC9\x6E\xAA\x5B\xF3\x66\x4C\x2D\xEF\x47\xCD\x44\x74\x5E\x25\x5C\xBD\x3A\x78\x55\x95\xEE\xB9\xB6\xA4\x8F\x5A\x7D\x27\x27\x5B\x10\xBC\x33\x31\x86\xA1\xCA\x17\xF4\xAB\x31\xB6\x0A\x57\xC5\x08\x4D\x17\x76\xA0\x7D\xF4\xF3\x98\x79\xC2\xF0\xC3\x9D\xA0\x79\xE6\xCC\xCE\x35\x4D\xE0\xC2\xBB\xF9\xDA\x6B\x6C\x27\xEF\x1F\xCE\x98\x28\xCD\xFC\x73\xE0\x7F\x83'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x03\x19\x52\x61\x00\x00\x00\x00\xB5\xCC\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x68\xE0\x00\x0F\x32\xFE\xE3\x68\x00\x48\x03\xD6\xF7\x20\x5E\x0B\x00\x40\x00\x00\x68\x6C\xD0\x83\x72\x65\x3B\xF7\x7F\xFF\xFF\xFF\x7E\x53\x3D\xB9\x80\x00\x00\x00\x44\xEC\x1D\x1B\xD3\x57\xBC\x8E\xD6\x2B\x11\x9F\x09\x91\x3A\x8F\x69\x3E\x72\x57\x7F\xFF\xFF\xFF\xF5\xA7\x97\x2F\x7F\xFF\xFF\xFF\x5C\xDA\x36\x96\x7F\xFF\xFF\xFF\x5A\xAC\x6B\xDD\x24\xE0\x80\xB0\x30\xDE\xB5\x35\x7F\xFF\xFF\xFF\xAA\x1B\xCD\x8A\x07\x45\xF9\x28\x99\x92\x32\xC5\x7F\xFF\xFF\xFF\x59\xD1\x0B\xE2\x80\x00\x00\x00\x10\xB6\xAD\xBE\xE2\xA2\x5F\x84\xF2\x3B\x1C\x9A\x80\x00\x00\x00\x79\x76\x2B\xD3\x7F\xFF\xFF\xFF\x25\x79\x11\x70\x7F\xFF\xFF\xFF\x25\x17\xB1\x9E\x7F\xFF\xFF\xFF\x68\x59\xD7\xAF\x7F\xFF\xFF\xFF\x4D\xDB\x29\x8F\x7F\xFF\xFF\xFF\x52\x77\x7B\xF3\x7F\xFF\xFF\xFF\x57\x23\x84\xAB\xC1\x90\x7F\x6A\x4B\x66\x36\x91\x7F\xFF\xFF\xFF\x36\xCC\x7B\x67\x80\x00\x00\x00\x50\x07\xFB\x77\x4D\x75\x20\x7B\x49\xE4\xF3\x92\x7F\xFF\xFF\xFF\x4F\x26\x6E\x76\x7F\xFF\xFF\xFF\x7E\xA5\x25\xEC\x7F\xFF\xFF\xFF\x62\x57\xBC\x33\x80\x00\x00\x00\x5B\xF3\x66\x4C\x0E\x81\x04\xDE\x44\x74\x5E\x25\x7F\xFF\xFF\xFF\x55\x95\xEE\xB9\xDD\x52\xDE\xAB\x7D\x27\x27\x5B\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x29\x57\x01\x49\x00\x00\x3C\x17\xCA\xB9\xF7\x20\x5E\x0B\xF7\x20\x5E\x0B\x18\xD6\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x68\x6C\xD0\x83\x45\x5A\xC3\x18\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD3\x57\xBC\x8E\xF5\x67\x78\x43\x09\x91\x3A\x8F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2C\xA5\xFD\x98\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x24\xE0\x80\xB0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF5\x8C\xD6\xFE\x07\x45\xF9\x28\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE2\xA2\x5F\x84\x6E\x8C\x55\x55\x80\x00\x00\x00\x57\x3B\x1E\x28\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x25\x25\x9F\xE9\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC1\x90\x7F\x6A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x4D\x75\x20\x7B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x0E\x81\x04\xDE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEA\xEB\x73\x71\xDD\x52\xDE\xAB\x7F\xFF\xFF\xFF\x10\xBC\x33\x31\x86\xA1\xCA\x17\xF4\xAB\x31\xB6\x0A\x57\xC5\x08\x4D\x17\x76\xA0\x7D\xF4\xF3\x98\x79\xC2\xF0\xC3\x9D\xA0\x79\xE6\xCC\xCE\x35\x4D\xE0\xC2\xBB\xF9\xDA\x6B\x6C\x27\xEF\x1F\xCE\x98\x28\xCD\xFC\x73\xE0\x7F\x83'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.62

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xCA6A5682), ('P4rIngress.bitmap_seq.seq', 0x6BF6475C)], 11309)
        self.setRegisterValue('P4rIngress.rounds', 0x6BF6475C, 11309)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x08), ('P4rIngress.count_exp.exponent', 0x5D)], 11309)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 11309)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x11FF31D7), ('P4rIngress.values_v00000.hi', 0x3799CB87)], 11309)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x3D82B48A), ('P4rIngress.values_v00001.hi', 0x4D786AF3)], 11309)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x610BD3CC), ('P4rIngress.values_v00010.hi', 0x73A519FA)], 11309)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x07D5FEF7), ('P4rIngress.values_v00011.hi', 0x563610FE)], 11309)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xE40FD873), ('P4rIngress.values_v00100.hi', 0x72E2AF47)], 11309)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x8DA0A70F), ('P4rIngress.values_v00101.hi', 0x9F992931)], 11309)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xA8BDF133), ('P4rIngress.values_v00110.hi', 0x98B3F4E3)], 11309)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x73A84C75), ('P4rIngress.values_v00111.hi', 0x69AFEA74)], 11309)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x504B2DAC), ('P4rIngress.values_v01000.hi', 0xD56AB0BD)], 11309)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xB77D812F), ('P4rIngress.values_v01001.hi', 0x56EA4B7E)], 11309)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xBBAF0B34), ('P4rIngress.values_v01010.hi', 0x5515E448)], 11309)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7F18DB3D), ('P4rIngress.values_v01011.hi', 0x364A56C8)], 11309)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xDB225365), ('P4rIngress.values_v01100.hi', 0x75B03FA2)], 11309)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x2B72C698), ('P4rIngress.values_v01101.hi', 0x3AE68210)], 11309)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xD153B9DF), ('P4rIngress.values_v01110.hi', 0x41846563)], 11309)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xBCA72363), ('P4rIngress.values_v01111.hi', 0x35CAED2A)], 11309)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x365D6E72), ('P4rIngress.values_v10000.hi', 0x276AA319)], 11309)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5CC6DD1B), ('P4rIngress.values_v10001.hi', 0x3A1E9DF9)], 11309)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4A7F7B27), ('P4rIngress.values_v10010.hi', 0xAECD1315)], 11309)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4CCDEE2F), ('P4rIngress.values_v10011.hi', 0xA4F3DDCA)], 11309)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x42FFDD76), ('P4rIngress.values_v10100.hi', 0x5573B29C)], 11309)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x50F84C4D), ('P4rIngress.values_v10101.hi', 0x42AA72ED)], 11309)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5EB4BD5D), ('P4rIngress.values_v10110.hi', 0x957A1671)], 11309)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7CE7B5EA), ('P4rIngress.values_v10111.hi', 0x4BA3F847)], 11309)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6B22A3C3), ('P4rIngress.values_v11000.hi', 0xFA132291)], 11309)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x11FAE468), ('P4rIngress.values_v11001.hi', 0x22C1BF21)], 11309)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x66BC74C2), ('P4rIngress.values_v11010.hi', 0xA6D87093)], 11309)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x832FDF63), ('P4rIngress.values_v11011.hi', 0x802B4C6C)], 11309)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x227CEAD3), ('P4rIngress.values_v11100.hi', 0x6ADC9FEF)], 11309)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xF0D5E4A5), ('P4rIngress.values_v11101.hi', 0x4F7AB36D)], 11309)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4D5DC6B5), ('P4rIngress.values_v11110.hi', 0x44EEBD8E)], 11309)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5E65F488), ('P4rIngress.values_v11111.hi', 0x1112276F)], 11309)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE5FF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000041D),
                gc.DataTuple('slot_count', 0x00000D34),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x389E8379),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x007),
                gc.KeyTuple('src_addr', 0xDDC04C9A),
                gc.KeyTuple('src_port', 0xE4CE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE5FF),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x0062),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDD\xC0\x4C\x9A\x00\x00\x00\x00\xE4\xCE\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE5\xFF\x00\x0F\x38\x9E\x83\x79\x08\x10\x05\x87\x6B\xF6\x47\x5C\x00\x40\x00\x00\xB7\x5C\xD2\xF3\xD7\x9F\x9B\xCE\x7A\x86\x6C\xAB\xE1\x0A\xBB\x21\x5E\x05\x3A\xC5\x39\xED\xCC\xA5\x6C\x65\x0E\x53\x73\x7C\x01\x0F\xCF\x08\x4F\x4B\x27\x7A\x15\x45\xBD\x16\xD6\x5F\x8F\x0D\x93\x13\x61\x6F\x9B\xC7\xB9\xA0\x2C\xDB\x6C\x7B\x67\x4D\x36\x7D\x96\x42\x63\xA5\x2E\x8D\x94\xA1\x58\xB1\x8E\xDF\xC3\xCF\x36\x89\xF6\x2E\x60\xB7\x8F\xAE\x44\x5C\xF4\xFD\x25\x1C\x3B\x50\x68\x7C\xEF\xBB\x86\xB4\xDD\x1F\x25\xFD\x3D\x26\x7C\xCA\x6D\x7D\x52\xF8\x4E\xC0\x88\xF6\x71\x9C\x71\xB7\xC5\xB3\x33\xBB\xAD\x31\x5D\x1A\xEC\xEB\x77\x37\xCE\x77\x66\x81\x93\x41\x45\xBB\x4E\x1E\x8B\x8C\x8C\x0A\x6B\x5E\x17\xE4\xA9\x63\x33\x93\x5E\x4D\x50\x53\xAE\x72\x1F\x1A\x47\x52\xBB\x18\x45\x89\x39\xB5\x5F\x37\xD9\xDA\xE6\x70\xD6\xE8\xC5\xB7\x3E\x77\xB1\xE2\xA1\x97\x1A\x6C\xB4\x49\x66\x3A\x6C\x95\x79\xC2\xF7\xE1\x3A\xF6\x67\x3B\x3E\x6C\xF7\x20\x7F\xF7\x12\xAF\x6E\x1F\x12\x4A\xFC\x7F\x3D\x83\x00\xAE\x88\x55\x8A\x2F\xE9\xFF\x3B\x09\xE8\x9C\x62\x98\xBE\x26\xB3\x4C\x3E\x99\x50\x30\x6B\x69\x3E\x1C\x74\xA5\x64\x18\xBE\x0F\x7A\x53\x34\x35\xD8\xDB\xA6\xF9\x02\xDB\x17\x91\x76\x3F\x5D\xE6\x61\x5A\x38\xD4\x01\x8C\x51\xCA\xC5\xAB\xF6\x7B\xA9\xCE\x3C\x8B\x2B\x8F\x7E\xE4\xA0\x6C\x3A\x5F\xFA\x46\x2C\xB6\xB2\x3F\x8E\x0C\x32\x94\x18\x8C\x70\xD0\x17\x48\x07\xAC\x77\x7F\xE5\x75\x46\x1A\x9E\xA6\x2E\xF8\x20\x9F\x61\xF7\x01'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDD\xC0\x4C\x9A\x00\x00\x00\x00\xE4\xCE\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE5\xFF\x00\x0F\x38\x9E\x83\x79\x08\x10\x05\x87\x6B\xF6\x47\x5C\x00\x40\x00\x00\xC9\x5C\x04\xCA\xD7\x9F\x9B\xCE\x7F\xFF\xFF\xFF\xE1\x0A\xBB\x21\x7F\xFF\xFF\xFF\x39\xED\xCC\xA5\x74\x3B\x0D\x4A\x73\x7C\x01\x0F\xB3\x18\x27\xBE\x27\x7A\x15\x45\x80\x00\x00\x00\x8F\x0D\x93\x13\x0A\x2D\x8C\xFA\xB9\xA0\x2C\xDB\x7F\xFF\xFF\xFF\x36\x7D\x96\x42\x7F\xFF\xFF\xFF\x94\xA1\x58\xB1\x80\x00\x00\x00\x36\x89\xF6\x2E\x1C\x66\x9A\xE2\x44\x5C\xF4\xFD\x7F\xFF\xFF\xFF\x68\x7C\xEF\xBB\x80\x00\x00\x00\x25\xFD\x3D\x26\x7F\xFF\xFF\xFF\x52\xF8\x4E\xC0\x80\x00\x00\x00\x71\xB7\xC5\xB3\xF0\x62\xD0\x94\x5D\x1A\xEC\xEB\x7F\xFF\xFF\xFF\x66\x81\x93\x41\x7F\xFF\xFF\xFF\x8B\x8C\x8C\x0A\x7F\xFF\xFF\xFF\xA9\x63\x33\x93\x7F\xFF\xFF\xFF\xAE\x72\x1F\x1A\x7F\xFF\xFF\xFF\x45\x89\x39\xB5\x7F\xFF\xFF\xFF\xE6\x70\xD6\xE8\x24\x6B\xFB\xD4\xB1\xE2\xA1\x97\x7F\xFF\xFF\xFF\x66\x3A\x6C\x95\x7F\xFF\xFF\xFF\x3A\xF6\x67\x3B\x50\x67\xDB\x88\x7F\xF7\x12\xAF\x7F\xFF\xFF\xFF\xFC\x7F\x3D\x83\x83\xDE\x67\xB8\x8A\x2F\xE9\xFF\x5D\x86\xD3\x6F\x62\x98\xBE\x26\xA4\x22\x23\x3E\x50\x30\x6B\x69\x7F\xFF\xFF\xFF\x64\x18\xBE\x0F\x7F\xFF\xFF\xFF\xD8\xDB\xA6\xF9\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x2C\x2D\x00\x62\x00\x00\xCA\x6A\xD6\x82\x6B\xF6\x47\x5C\x6B\xF6\x47\x5C\x09\x87\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xC9\x5C\x04\xCA\x0F\x39\x67\x55\x7F\xFF\xFF\xFF\x2E\x83\x26\x14\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x74\x3B\x0D\x4A\x7F\xFF\xFF\xFF\xB3\x18\x27\xBE\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x0A\x2D\x8C\xFA\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x1C\x66\x9A\xE2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF0\x62\xD0\x94\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC5\xAB\x2A\x03\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x29\x1B\x49\xD5\x24\x6B\xFB\xD4\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x35\x09\x89\xCC\x50\x67\xDB\x88\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA3\x57\xAE\x16\x83\xDE\x67\xB8\x80\x00\x00\x00\x5D\x86\xD3\x6F\x7F\xFF\xFF\xFF\xA4\x22\x23\x3E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE9\xED\xCE\x68\x02\xDB\x17\x91\x76\x3F\x5D\xE6\x61\x5A\x38\xD4\x01\x8C\x51\xCA\xC5\xAB\xF6\x7B\xA9\xCE\x3C\x8B\x2B\x8F\x7E\xE4\xA0\x6C\x3A\x5F\xFA\x46\x2C\xB6\xB2\x3F\x8E\x0C\x32\x94\x18\x8C\x70\xD0\x17\x48\x07\xAC\x77\x7F\xE5\x75\x46\x1A\x9E\xA6\x2E\xF8\x20\x9F\x61\xF7\x01'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE9D90547), ('P4rIngress.bitmap_seq.seq', 0x8C890000)], 8192)
        self.setRegisterValue('P4rIngress.rounds', 0x8C890000, 8192)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0C), ('P4rIngress.count_exp.exponent', 0x00)], 8192)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 8192)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 8192)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1BC4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4E4AA507),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x027),
                gc.KeyTuple('src_addr', 0xE22D39E6),
                gc.KeyTuple('src_port', 0xFAFC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1BC4),
                gc.DataTuple('rank', 0x001F),
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
        ig_port = 39
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE2\x2D\x39\xE6\x00\x00\x00\x00\xFA\xFC\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x1B\xC4\x00\x1F\x4E\x4A\xA5\x07\x00\x00\x01\x00\x8C\x89\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x06\xD1\x15\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44\x24\x7C\x14\xE9\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2\x38\xAD\x74\x40\x29\xC0\x3A\x7D\xBE\x95\xCA\xE5\x0E\xB4\xDC\xBB\xBB\xB5\xF2\xF3\xF9\xFA\xA8\x5F\x4F\x03\x28\x97\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE2\x2D\x39\xE6\xBE\xEF\xFA\xFC\x01\x20\x00\x00\x50\x34\x02\x83\x1B\xC4\x00\x1F\x4E\x4A\xA5\x07\x00\x00\x01\x00\x8C\x89\x00\x00\x00\x40\x00\x0C\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x20\x00\x00\x94\x00\x00\xE9\xD9\x05\x47\x8C\x89\x00\x00\x8C\x89\x00\x00\x0C\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x06\xD1\x15\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44\x24\x7C\x14\xE9\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2\x38\xAD\x74\x40\x29\xC0\x3A\x7D\xBE\x95\xCA\xE5\x0E\xB4\xDC\xBB\xBB\xB5\xF2\xF3\xF9\xFA\xA8\x5F\x4F\x03\x28\x97\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xBA157876), ('P4rIngress.bitmap_seq.seq', 0x2A89ED00)], 10945)
        self.setRegisterValue('P4rIngress.rounds', 0x2A89ED00, 10945)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x10), ('P4rIngress.count_exp.exponent', 0x3A)], 10945)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 10945)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x69BAA9A7), ('P4rIngress.values_v00000.hi', 0x1DEC7CB9)], 10945)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7C196A57), ('P4rIngress.values_v00001.hi', 0x2776DD8F)], 10945)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x46CED685), ('P4rIngress.values_v00010.hi', 0x43591FE3)], 10945)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xD1EDD861), ('P4rIngress.values_v00011.hi', 0x5796565D)], 10945)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xEAEE2AB7), ('P4rIngress.values_v00100.hi', 0x57612A70)], 10945)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x914D42D2), ('P4rIngress.values_v00101.hi', 0x8DBE3EC9)], 10945)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x535D86E7), ('P4rIngress.values_v00110.hi', 0xAE19D5AB)], 10945)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6976173A), ('P4rIngress.values_v00111.hi', 0x11282D93)], 10945)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x63DD2F64), ('P4rIngress.values_v01000.hi', 0xA61B9C9E)], 10945)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xA785F73D), ('P4rIngress.values_v01001.hi', 0x2D72FE2F)], 10945)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xABEFC9AC), ('P4rIngress.values_v01010.hi', 0x5AAB3D0A)], 10945)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x2AD6F7D6), ('P4rIngress.values_v01011.hi', 0x762CE173)], 10945)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xC81E4448), ('P4rIngress.values_v01100.hi', 0x10B41CF3)], 10945)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x72277B07), ('P4rIngress.values_v01101.hi', 0xD0DD05AD)], 10945)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xD5EA0AB5), ('P4rIngress.values_v01110.hi', 0x93103D1B)], 10945)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5B5841BE), ('P4rIngress.values_v01111.hi', 0x438E923A)], 10945)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x89F525D0), ('P4rIngress.values_v10000.hi', 0x1DD7DEAF)], 10945)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x3F76D553), ('P4rIngress.values_v10001.hi', 0x92F9B9A9)], 10945)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4D1A6BE5), ('P4rIngress.values_v10010.hi', 0x553EADEB)], 10945)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6636BF3E), ('P4rIngress.values_v10011.hi', 0xD87D454D)], 10945)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x60783DE5), ('P4rIngress.values_v10100.hi', 0x2150DE0E)], 10945)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x466E11D4), ('P4rIngress.values_v10101.hi', 0xAE3DF36B)], 10945)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x61B94DC1), ('P4rIngress.values_v10110.hi', 0x7AED2544)], 10945)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x3593F7AF), ('P4rIngress.values_v10111.hi', 0x2E16B1F7)], 10945)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5D13BE9F), ('P4rIngress.values_v11000.hi', 0x50C92B6E)], 10945)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5AF99CEB), ('P4rIngress.values_v11001.hi', 0x2D9568C8)], 10945)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x90B39163), ('P4rIngress.values_v11010.hi', 0x96EB95C2)], 10945)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6D2C1B75), ('P4rIngress.values_v11011.hi', 0x40D2EB4D)], 10945)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x7F63DC75), ('P4rIngress.values_v11100.hi', 0x97D334B3)], 10945)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5A3685C6), ('P4rIngress.values_v11101.hi', 0x55EA69D8)], 10945)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x8BDDCC1E), ('P4rIngress.values_v11110.hi', 0xDF77917B)], 10945)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x3EA2B2E3), ('P4rIngress.values_v11111.hi', 0x8CE1AC45)], 10945)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7F95),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000054A),
                gc.DataTuple('slot_count', 0x00001424),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3535F3EC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02A),
                gc.KeyTuple('src_addr', 0x1873D397),
                gc.KeyTuple('src_port', 0x523F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7F95),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x0252),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x18\x73\xD3\x97\x00\x00\x00\x00\x52\x3F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x7F\x95\x00\x0F\x35\x35\xF3\xEC\x05\x77\x01\x99\x2A\x89\xED\x00\x00\x40\x00\x00\x8D\x4A\xA6\x17\x36\x7E\x8A\xAF\x18\x65\x06\x63\x52\xBF\xB6\xE8\x70\x25\xBB\x2B\x57\x4C\x00\x4B\x37\x6D\x13\xF7\x62\x3A\xE2\x46\x4C\xFE\xCB\xE4\x49\x99\xFB\xB6\xA8\x8B\x67\x16\xC6\xAE\x11\x9D\x15\xD6\xB4\xDA\xC2\xFA\x85\x91\x79\xBE\x7B\x6F\x74\x55\xAB\xBB\x49\xF6\x26\x4D\xA7\xE8\x9C\xB2\x9D\x46\x05\x13\x75\x7A\xC6\x63\x2D\x32\x28\xA6\x29\x73\xC4\x45\x71\xB4\x17\x30\x71\xA5\xA7\xA6\xAF\x7A\x3D\x1C\x7A\xAC\x7A\x8B\x17\x8E\xEC\xEB\x4A\x61\x4D\xF1\x2D\x2E\xEB\x57\xB3\x2E\x59\x3B\x43\xCA\xE8\x59\x74\x8C\x8E\xAA\xAD\x1E\x98\x5E\x28\x49\xAD\xB2\x1A\x55\x69\xD4\x05\x3D\x7F\x37\x58\xEB\xB8\xD7\x53\x7D\x19\x9B\x6B\xAE\x96\xA3\x9C\xD5\x8F\x29\x5D\xB9\xB3\xF6\xD7\x52\xE9\x3D\x6D\x22\xB2\xF0\x84\x20\xD3\xF3\x7D\xF1\x19\xBD\x51\x25\x68\xEB\x53\x81\xC1\xB5\x6F\x4A\xAB\x02\x80\x00\x00\x00\x6B\x8F\xFB\xBA\x62\xF0\x96\x82\x7C\xBD\x2B\x4F\x81\x4A\xBB\xF1\xB3\x55\x46\x4B\x29\xCB\xB2\xB2\x76\x9A\x54\xD1\x2C\x76\xD7\x24\x94\x92\x23\x69\x72\xFF\x0E\x80\x45\xEC\x4B\xDE\xBC\xE8\x5C\xDA\xD5\x6B\xBD\x7B\x4C\xD7\x29\xDB\x65\x22\x27\xA7\x4B\xA4\xED\xA2\xE7\x2B\x98\xDD\x55\xB9\x4E\x7A\x1A\x03\xA3\x62\x4D\x27\xF5\xD1\x7A\x2A\xBF\xB9\xC5\x00'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x18\x73\xD3\x97\x00\x00\x00\x00\x52\x3F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x7F\x95\x00\x0F\x35\x35\xF3\xEC\x05\x77\x01\x99\x2A\x89\xED\x00\x00\x40\x00\x00\xF7\x05\x4F\xBE\x36\x7E\x8A\xAF\x7F\xFF\xFF\xFF\x52\xBF\xB6\xE8\x7F\xFF\xFF\xFF\x57\x4C\x00\x4B\x09\x5A\xEC\x58\x62\x3A\xE2\x46\x37\xEC\xF6\x9B\x49\x99\xFB\xB6\x80\x00\x00\x00\xC6\xAE\x11\x9D\x69\x34\x3B\xC1\xC2\xFA\x85\x91\x7F\xFF\xFF\xFF\x74\x55\xAB\xBB\x7F\xFF\xFF\xFF\xA7\xE8\x9C\xB2\x80\x00\x00\x00\x75\x7A\xC6\x63\xD9\x21\xF2\x52\x29\x73\xC4\x45\x7F\xFF\xFF\xFF\x71\xA5\xA7\xA6\x80\x00\x00\x00\x7A\xAC\x7A\x8B\x7F\xFF\xFF\xFF\x4A\x61\x4D\xF1\x03\x18\xF6\x0C\xB3\x2E\x59\x3B\x7F\xFF\xFF\xFF\x74\x8C\x8E\xAA\x80\x00\x00\x00\x28\x49\xAD\xB2\x59\xCC\x3F\x27\x05\x3D\x7F\x37\x7F\xFF\xFF\xFF\x53\x7D\x19\x9B\x7F\xFF\xFF\xFF\x9C\xD5\x8F\x29\x7F\xFF\xFF\xFF\xD7\x52\xE9\x3D\x7F\xFF\xFF\xFF\x84\x20\xD3\xF3\x7F\xFF\xFF\xFF\x51\x25\x68\xEB\x7F\xFF\xFF\xFF\x6F\x4A\xAB\x02\xDD\x13\xBE\x9F\x6B\x8F\xFB\xBA\x7F\xFF\xFF\xFF\x7C\xBD\x2B\x4F\x80\x00\x00\x00\xB3\x55\x46\x4B\x7F\xFF\xFF\xFF\x76\x9A\x54\xD1\x7F\xFF\xFF\xFF\x94\x92\x23\x69\x7F\xFF\xFF\xFF\x45\xEC\x4B\xDE\x80\x00\x00\x00\xD5\x6B\xBD\x7B\x7F\xFF\xFF\xFF\x65\x22\x27\xA7\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x2A\xC1\x02\x52\x00\x00\xBA\x15\xF8\x76\x2A\x89\xED\x00\x2A\x89\xED\x00\x11\x99\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xF7\x05\x4F\xBE\x54\x6B\x07\x68\x7F\xFF\xFF\xFF\x7A\x36\x94\x77\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x09\x5A\xEC\x58\x7F\xFF\xFF\xFF\x37\xEC\xF6\x9B\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x69\x34\x3B\xC1\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD9\x21\xF2\x52\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1B\x3E\x53\x9E\x03\x18\xF6\x0C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x46\x21\x8C\x61\x59\xCC\x3F\x27\x98\x37\x38\xE0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF8\xA3\xC7\x4B\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDD\x13\xBE\x9F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xB4\xE3\x4E\xF6\x7F\xFF\xFF\xFF\xF2\x03\xD3\xEC\x4B\xA4\xED\xA2\xE7\x2B\x98\xDD\x55\xB9\x4E\x7A\x1A\x03\xA3\x62\x4D\x27\xF5\xD1\x7A\x2A\xBF\xB9\xC5\x00'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x3BB1192A), ('P4rIngress.bitmap_seq.seq', 0xEDD69C87)], 9764)
        self.setRegisterValue('P4rIngress.rounds', 0xEDD69C87, 9764)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x15), ('P4rIngress.count_exp.exponent', 0xA3)], 9764)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 9764)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xD1D45B79), ('P4rIngress.values_v00000.hi', 0x6A7CA32E)], 9764)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x3EAA482B), ('P4rIngress.values_v00001.hi', 0x29F23B7D)], 9764)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x57C14DE4), ('P4rIngress.values_v00010.hi', 0x0663A692)], 9764)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xBBEC76A8), ('P4rIngress.values_v00011.hi', 0x793A4351)], 9764)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x63B3E95B), ('P4rIngress.values_v00100.hi', 0x5DEA3467)], 9764)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x7F452555), ('P4rIngress.values_v00101.hi', 0x4EF9F735)], 9764)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x3B1A86A2), ('P4rIngress.values_v00110.hi', 0x7A7FEE2F)], 9764)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5ED5AF34), ('P4rIngress.values_v00111.hi', 0x6DB3FC68)], 9764)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x0F64A59E), ('P4rIngress.values_v01000.hi', 0x545E1A3D)], 9764)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x7FA6B5C1), ('P4rIngress.values_v01001.hi', 0xA3674091)], 9764)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5DD9F1F4), ('P4rIngress.values_v01010.hi', 0x23CBCA95)], 9764)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x9F6FA213), ('P4rIngress.values_v01011.hi', 0x539DD16F)], 9764)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xA863B7C5), ('P4rIngress.values_v01100.hi', 0xBA07FEA9)], 9764)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xE51ECF59), ('P4rIngress.values_v01101.hi', 0xC1F2768E)], 9764)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xA09EE2BD), ('P4rIngress.values_v01110.hi', 0x888EFF0B)], 9764)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xAF7A961A), ('P4rIngress.values_v01111.hi', 0xC697EEEB)], 9764)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xAD303828), ('P4rIngress.values_v10000.hi', 0x2DCB4FA3)], 9764)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x46732058), ('P4rIngress.values_v10001.hi', 0x1EE5256B)], 9764)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x3B30E722), ('P4rIngress.values_v10010.hi', 0x45998BDD)], 9764)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x52D69374), ('P4rIngress.values_v10011.hi', 0x6FBA4E87)], 9764)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4B9A7B77), ('P4rIngress.values_v10100.hi', 0xCD4DED37)], 9764)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x4A5AA9A7), ('P4rIngress.values_v10101.hi', 0x27C47606)], 9764)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x88D1B2C4)], 9764)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x55341A85), ('P4rIngress.values_v10111.hi', 0x25B106DF)], 9764)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5A36C332), ('P4rIngress.values_v11000.hi', 0xC7519539)], 9764)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x677114C9), ('P4rIngress.values_v11001.hi', 0x3BB312AD)], 9764)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x5557585F), ('P4rIngress.values_v11010.hi', 0xDAEF7F77)], 9764)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7433A8DB), ('P4rIngress.values_v11011.hi', 0x58028D97)], 9764)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x647962F6), ('P4rIngress.values_v11100.hi', 0x42275702)], 9764)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4EC0E59B), ('P4rIngress.values_v11101.hi', 0x52005599)], 9764)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x62CAE4B8), ('P4rIngress.values_v11110.hi', 0xB5D1C777)], 9764)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xADCD0EEE), ('P4rIngress.values_v11111.hi', 0x3EABC0CD)], 9764)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB3EC),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000B3),
                gc.DataTuple('slot_count', 0x00000E19),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x300EA991),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02B),
                gc.KeyTuple('src_addr', 0x0D5F88B0),
                gc.KeyTuple('src_port', 0x279E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB3EC),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x0130),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0D\x5F\x88\xB0\x00\x00\x00\x00\x27\x9E\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB3\xEC\x00\x0F\x30\x0E\xA9\x91\x05\x71\x03\x04\xED\xD6\x9C\x87\x00\x40\x00\x00\x9D\x39\x2C\x96\x1A\x06\x16\xCF\xEB\xBF\x52\x02\x59\x56\xA5\x6B\x52\x5B\x8D\xC7\x0A\xB1\xAD\x33\xBD\x24\xA2\xA6\x6F\x93\x5B\x7B\x5B\xAB\x9D\x4A\x72\xB7\x2D\x4F\x6A\xB5\x5F\xD4\x47\x79\x87\xA5\x7F\xE6\xBB\x68\x0C\x46\x37\x35\xF4\x8C\x7F\xD6\x4F\xB6\x2B\x2D\xB8\x4D\xF6\x66\x45\x5F\x26\xD9\x57\x4A\xAD\x67\x8E\xB3\x35\xB9\x7D\xE2\xA8\x19\x6E\xE8\x49\xA4\xB9\x14\x5B\x06\x19\x49\xC8\xE8\x85\xFC\x09\xDB\xB5\x7D\x24\x65\x93\x86\x74\xF0\xC6\x72\x37\x6A\x94\x6E\x77\x19\x2F\xBA\x51\x93\xAD\xBC\xA0\x9C\x24\x97\x2A\xCD\xA5\x16\x6B\x22\xA4\x6A\xED\x1F\x4D\x3D\x10\xDB\x67\xD7\x6C\xB2\x07\x2B\x44\x2C\xF5\x3A\xD8\x16\x5E\xF7\xD9\x28\x6A\x9A\xE6\xAF\x62\x22\xC0\xE3\x87\x44\xAD\x5A\x70\xC6\xEA\x27\x4D\x6F\x55\xE6\x89\x78\x49\x26\xC9\xDB\xB7\x4D\x54\x75\x9C\x6B\xA7\x15\xFA\x7D\x58\xF6\x4C\xE6\x72\x77\x2B\x69\x6B\xDC\x1E\xAD\xFA\x2A\xAE\xFE\x2D\x4C\xA3\xDB\x5A\x68\x1E\x5F\x3D\x5C\xEE\xCE\xB2\x46\xAD\x52\xC3\x14\xFA\x96\x7F\xF7\x74\x34\x37\x66\x45\x51\x48\xDB\x76\xBC\x42\x73\xC6\x5A\x8D\x50\xD6\x96\xB8\x45\xB6\x8D\xA7\xA6\xA7\x67\xC6\x5F\xA0\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0D\x5F\x88\xB0\x00\x00\x00\x00\x27\x9E\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB3\xEC\x00\x0F\x30\x0E\xA9\x91\x05\x71\x03\x04\xED\xD6\x9C\x87\x00\x40\x00\x00\x80\x00\x00\x00\x1A\x06\x16\xCF\x2A\x69\x9A\x2D\x59\x56\xA5\x6B\x7F\xFF\xFF\xFF\x0A\xB1\xAD\x33\x80\x00\x00\x00\x6F\x93\x5B\x7B\x7F\xFF\xFF\xFF\x72\xB7\x2D\x4F\x7F\xFF\xFF\xFF\x47\x79\x87\xA5\x7F\xFF\xFF\xFF\x0C\x46\x37\x35\x53\x62\x2F\x0A\x4F\xB6\x2B\x2D\xC7\xB2\x9C\x04\x45\x5F\x26\xD9\x7F\xFF\xFF\xFF\x8E\xB3\x35\xB9\x7F\xFF\xFF\xFF\x6E\xE8\x49\xA4\x80\x00\x00\x00\x19\x49\xC8\xE8\x80\x00\x00\x00\xB5\x7D\x24\x65\x80\x00\x00\x00\xC6\x72\x37\x6A\x80\x00\x00\x00\x2F\xBA\x51\x93\x80\x00\x00\x00\x24\x97\x2A\xCD\x80\x00\x00\x00\xA4\x6A\xED\x1F\x7F\xFF\xFF\xFF\x67\xD7\x6C\xB2\x42\x5C\x2B\x4E\xF5\x3A\xD8\x16\x7F\xFF\xFF\xFF\x6A\x9A\xE6\xAF\x7F\xFF\xFF\xFF\x87\x44\xAD\x5A\x7F\xFF\xFF\xFF\x4D\x6F\x55\xE6\x89\x78\x49\x26\xC9\xDB\xB7\x4D\x7F\xFF\xFF\xFF\xA7\x15\xFA\x7D\x7F\xFF\xFF\xFF\x72\x77\x2B\x69\x7F\xFF\xFF\xFF\xFA\x2A\xAE\xFE\x7F\xFF\xFF\xFF\x5A\x68\x1E\x5F\x7F\xFF\xFF\xFF\xB2\x46\xAD\x52\x27\x8E\x5D\x8C\x7F\xF7\x74\x34\x7F\xFF\xFF\xFF\x48\xDB\x76\xBC\x7F\xFF\xFF\xFF\x8D\x50\xD6\x96\x80\x00\x00\x00\xA7\xA6\xA7\x67\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x26\x24\x01\x30\x00\x00\x3B\xB1\x99\x2A\xED\xD6\x9C\x87\xED\xD6\x9C\x87\x16\xA3\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x2A\x69\x9A\x2D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x11\x15\x53\xC5\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x53\x62\x2F\x0A\x7F\xFF\xFF\xFF\xC7\xB2\x9C\x04\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x6C\xE7\x9A\x57\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x88\x64\xAD\xF8\x80\x00\x00\x00\xB8\x49\x50\x9E\x80\x00\x00\x00\xEB\x2F\x19\xB8\x80\x00\x00\x00\xD2\x36\x3C\xC2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x42\x5C\x2B\x4E\x3A\xD4\x63\xF3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x75\x33\xCB\xEC\x89\x78\x49\x26\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xCC\xC7\x01\x5C\x7F\xFF\xFF\xFF\x39\xC8\xC0\xA2\x7F\xFF\xFF\xFF\x35\xDD\xC1\xAB\x7F\xFF\xFF\xFF\x35\x57\x9D\xD6\x7F\xFF\xFF\xFF\x0A\x49\x3A\xE9\x27\x8E\x5D\x8C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xE6\x52\x68\x34\xC6\x5F\xA0\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x3D29308E), ('P4rIngress.bitmap_seq.seq', 0x6A83CF89)], 13275)
        self.setRegisterValue('P4rIngress.rounds', 0x6A83CF89, 13275)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1D), ('P4rIngress.count_exp.exponent', 0x2C)], 13275)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 13275)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x2356C3B7), ('P4rIngress.values_v00000.hi', 0xEB655869)], 13275)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x68BC76C6), ('P4rIngress.values_v00001.hi', 0x428D3A1D)], 13275)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5D0A78E2), ('P4rIngress.values_v00010.hi', 0x50DBD52E)], 13275)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x7F2668F8), ('P4rIngress.values_v00011.hi', 0x26AA8CD6)], 13275)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xA6A53B76), ('P4rIngress.values_v00100.hi', 0xCD58C1EB)], 13275)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xA4794CBD), ('P4rIngress.values_v00101.hi', 0x9F5FC339)], 13275)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xB636C5D1), ('P4rIngress.values_v00110.hi', 0x965BE629)], 13275)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6C27CD36), ('P4rIngress.values_v00111.hi', 0xA6B6676A)], 13275)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xB474AF9D), ('P4rIngress.values_v01000.hi', 0xA8593645)], 13275)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x88F029E2), ('P4rIngress.values_v01001.hi', 0xF955E4F7)], 13275)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x936DF5B7), ('P4rIngress.values_v01010.hi', 0x9A5FDEAF)], 13275)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5BD50A9F), ('P4rIngress.values_v01011.hi', 0x4162629C)], 13275)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4049BB43), ('P4rIngress.values_v01100.hi', 0x57612FAE)], 13275)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x2DCEBE55), ('P4rIngress.values_v01101.hi', 0x67569C77)], 13275)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x8EEB3EDB), ('P4rIngress.values_v01110.hi', 0x592CA7A3)], 13275)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x252F57F7), ('P4rIngress.values_v01111.hi', 0x7B29566A)], 13275)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x45404D1E), ('P4rIngress.values_v10000.hi', 0x55A6AA03)], 13275)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x3C97AFBC), ('P4rIngress.values_v10001.hi', 0xAD0B2993)], 13275)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x475C7517), ('P4rIngress.values_v10010.hi', 0x6C73E5A3)], 13275)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x43B92878), ('P4rIngress.values_v10011.hi', 0x77D9644B)], 13275)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x65EE3AED), ('P4rIngress.values_v10100.hi', 0x2FCAF0E3)], 13275)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x4C2C2537), ('P4rIngress.values_v10101.hi', 0x8CACD637)], 13275)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x74F20BE2), ('P4rIngress.values_v10110.hi', 0xA2586467)], 13275)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x58B88194), ('P4rIngress.values_v10111.hi', 0x49808A0B)], 13275)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x68ED6747), ('P4rIngress.values_v11000.hi', 0xCC5B68EC)], 13275)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x3B3F339F), ('P4rIngress.values_v11001.hi', 0x9DABFB2C)], 13275)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6FE9D33B), ('P4rIngress.values_v11010.hi', 0x30EA2BE3)], 13275)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x24FE0CE7), ('P4rIngress.values_v11011.hi', 0xAE5DE98E)], 13275)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x46F913ED), ('P4rIngress.values_v11100.hi', 0x50859B4D)], 13275)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x70CCAEF7), ('P4rIngress.values_v11101.hi', 0x2CB7A871)], 13275)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x363CA3DE), ('P4rIngress.values_v11110.hi', 0x5A0C5619)], 13275)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7E1A46B9), ('P4rIngress.values_v11111.hi', 0xA66579DE)], 13275)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCE64),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B71),
                gc.DataTuple('slot_count', 0x0000088C),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5AC1245F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0x898FDB5F),
                gc.KeyTuple('src_port', 0xFC52),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xCE64),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x0240),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x89\x8F\xDB\x5F\x00\x00\x00\x00\xFC\x52\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xCE\x64\x00\x0F\x5A\xC1\x24\x5F\x08\x6A\x01\x81\x6A\x83\xCF\x89\x00\x40\x00\x00\x2D\xC1\x83\xF5\xF5\xDB\x7C\x3A\x2D\xBF\x58\x22\x5B\xDA\x72\xB9\x69\x1F\xD4\xA6\x6B\xE4\xC7\xA5\x81\xA7\xE3\x3A\xEB\x32\xE7\x8C\x82\x0D\xB9\xF7\x89\xF5\x94\x3E\xB5\xCC\xBE\xBB\x94\x53\x18\x23\xA7\x35\xDE\xE9\x86\x7E\x68\x0B\x4C\x1E\x4A\x57\xB6\x79\xDB\x48\xBD\x1A\x3A\xAE\xAB\x52\xE5\xEF\xF1\x8B\xCF\xDD\xC3\xCC\x1D\x92\xC5\x31\xDF\x3F\xCC\x4E\x5C\x77\x49\x23\x7A\x64\x69\x5D\x17\x42\x6D\xF1\x3C\x57\x46\xEF\x69\x9C\xA6\xFA\xB6\xF7\x46\xFE\xFC\xD1\xCE\x21\x8F\xDA\x48\xAE\x64\xE6\x6F\x76\xB1\x5A\x1F\x8D\xCF\x2C\x57\x61\x7A\xDA\x5F\x27\xE6\x46\x35\xA2\x10\xE0\x80\x0E\x5D\xB5\x43\x5F\x6F\xFD\x46\x70\x95\x1B\x56\xDD\xF4\xE9\x1F\xCD\xAE\xE8\x28\x1C\xFB\x99\xF9\x12\x98\x9F\x5F\x58\x48\xD3\xE8\x71\xF4\xA8\x75\xD2\x44\xCD\xDB\x42\xC9\x94\x63\x88\xBE\x15\x66\xF7\x6C\x17\x66\x0B\x30\xC4\xA8\x57\x89\xE7\x6A\xC4\x74\x0E\x3C\x96\x9F\x6E\xBE\x4A\x97\x59\x5E\x3B\x96\x36\x67\x24\x44\xC2\xBB\x25\x19\x87\x6A\xBB\xD5\xEF\x5E\xD3\x0E\x3D\xFA\x1E\x94\xF7\x5E\xF5\x07\xD1\x65\xF3\x5C\x07\x55\x5A\xC9\x83\x0A\xF3\xBD\x29\xC2\x4C\x2F\x1D\xD7\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x89\x8F\xDB\x5F\x00\x00\x00\x00\xFC\x52\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xCE\x64\x00\x0F\x5A\xC1\x24\x5F\x08\x6A\x01\x81\x6A\x83\xCF\x89\x00\x40\x00\x00\x51\x18\x47\xAC\xF5\xDB\x7C\x3A\x7F\xFF\xFF\xFF\x5B\xDA\x72\xB9\x7F\xFF\xFF\xFF\x6B\xE4\xC7\xA5\x00\xCE\x4C\x32\xEB\x32\xE7\x8C\x80\x00\x00\x00\x89\xF5\x94\x3E\x80\x00\x00\x00\x94\x53\x18\x23\x80\x00\x00\x00\x86\x7E\x68\x0B\x7F\xFF\xFF\xFF\xB6\x79\xDB\x48\x80\x00\x00\x00\xAB\x52\xE5\xEF\x80\x00\x00\x00\xC3\xCC\x1D\x92\x80\x00\x00\x00\xCC\x4E\x5C\x77\x7F\xFF\xFF\xFF\x69\x5D\x17\x42\x7F\xFF\xFF\xFF\x46\xEF\x69\x9C\xD4\xC9\x75\x4C\x46\xFE\xFC\xD1\x80\x00\x00\x00\x48\xAE\x64\xE6\x7F\xFF\xFF\xFF\x1F\x8D\xCF\x2C\x7F\xFF\xFF\xFF\x5F\x27\xE6\x46\x72\x39\xC0\x9C\x80\x0E\x5D\xB5\x7F\xFF\xFF\xFF\x46\x70\x95\x1B\x7F\xFF\xFF\xFF\x1F\xCD\xAE\xE8\x7F\xFF\xFF\xFF\xF9\x12\x98\x9F\x7F\xFF\xFF\xFF\xE8\x71\xF4\xA8\x7F\xFF\xFF\xFF\xDB\x42\xC9\x94\x7F\xFF\xFF\xFF\x66\xF7\x6C\x17\x7F\xFF\xFF\xFF\xA8\x57\x89\xE7\x7F\xFF\xFF\xFF\x3C\x96\x9F\x6E\x2E\x34\x6A\x94\x5E\x3B\x96\x36\x7F\xFF\xFF\xFF\xBB\x25\x19\x87\x7F\xFF\xFF\xFF\x5E\xD3\x0E\x3D\x6A\xEB\x43\xEE\x5E\xF5\x07\xD1\x7F\xFF\xFF\xFF\x55\x5A\xC9\x83\x7F\xFF\xFF\xFF\xC2\x4C\x2F\x1D\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x33\xDB\x02\x40\x00\x00\x3D\x29\xB0\x8E\x6A\x83\xCF\x89\x6A\x83\xCF\x89\x1E\x81\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x51\x18\x47\xAC\xE1\x40\xD4\xA3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x00\xCE\x4C\x32\x11\xDD\x74\x62\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xBD\x22\x02\x89\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD4\xC9\x75\x4C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x72\x39\xC0\x9C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x28\xDD\x89\x82\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xDA\x42\x9A\x9A\x2E\x34\x6A\x94\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6A\xEB\x43\xEE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD7\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xBEEA7C5E), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 11896)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 11896)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x39)], 11896)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 11896)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x5F36F0CA)], 11896)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4E172C70), ('P4rIngress.values_v00001.hi', 0x44469EC9)], 11896)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x2B218F0D), ('P4rIngress.values_v00010.hi', 0x2917B15F)], 11896)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x8D1C6877), ('P4rIngress.values_v00011.hi', 0x124EE5B3)], 11896)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x746B98E3), ('P4rIngress.values_v00100.hi', 0x3FADD879)], 11896)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x6625E05B), ('P4rIngress.values_v00101.hi', 0x29E596D7)], 11896)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x3494A1ED), ('P4rIngress.values_v00110.hi', 0xD2D7F528)], 11896)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6E32EBDB), ('P4rIngress.values_v00111.hi', 0x9AC4ECEB)], 11896)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x32C32545), ('P4rIngress.values_v01000.hi', 0xDACACD33)], 11896)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x99389BFF), ('P4rIngress.values_v01001.hi', 0x24614DF7)], 11896)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x9C6BE8DB), ('P4rIngress.values_v01010.hi', 0xDD637AD7)], 11896)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xB55A6C8C), ('P4rIngress.values_v01011.hi', 0xC3675BFF)], 11896)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x66E294E6), ('P4rIngress.values_v01100.hi', 0x5153A351)], 11896)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x305E903E), ('P4rIngress.values_v01101.hi', 0xBBEDDDEB)], 11896)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xED1CCCED), ('P4rIngress.values_v01110.hi', 0x1DB4A969)], 11896)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xD9ED9F6E), ('P4rIngress.values_v01111.hi', 0x2C90CACC)], 11896)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6AFA63E8), ('P4rIngress.values_v10000.hi', 0xB7BDD72E)], 11896)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xE5CAB589), ('P4rIngress.values_v10001.hi', 0x170ACF2A)], 11896)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x8C46754E), ('P4rIngress.values_v10010.hi', 0x46D2B68B)], 11896)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xD93E9FD0), ('P4rIngress.values_v10011.hi', 0x89AAB624)], 11896)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x63973521), ('P4rIngress.values_v10100.hi', 0x99C1F699)], 11896)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x714E22D1), ('P4rIngress.values_v10101.hi', 0x696D78C8)], 11896)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x2AE58877), ('P4rIngress.values_v10110.hi', 0x5B197EC7)], 11896)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x473D1D62), ('P4rIngress.values_v10111.hi', 0x697A6DD6)], 11896)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xE7B75BEF), ('P4rIngress.values_v11000.hi', 0x6CFAC114)], 11896)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4DD9E3FF), ('P4rIngress.values_v11001.hi', 0xE925DABB)], 11896)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x55E97166), ('P4rIngress.values_v11010.hi', 0x198EFFDA)], 11896)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x83D9D0BD), ('P4rIngress.values_v11011.hi', 0x77A81852)], 11896)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x76534CF7), ('P4rIngress.values_v11100.hi', 0x71B24EDC)], 11896)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7949FECD), ('P4rIngress.values_v11101.hi', 0x89913C15)], 11896)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xE437C433), ('P4rIngress.values_v11110.hi', 0xE8F128D6)], 11896)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xD618C891), ('P4rIngress.values_v11111.hi', 0x56A541E1)], 11896)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x04BF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002EB),
                gc.DataTuple('slot_count', 0x0000142F),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEBBA655F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0x40684A26),
                gc.KeyTuple('src_port', 0xF1DD),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x04BF),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x020E),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x40\x68\x4A\x26\x00\x00\x00\x00\xF1\xDD\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x04\xBF\x00\x0F\xEB\xBA\x65\x5F\x0B\x8D\x05\x99\xFF\xFF\xFF\xFF\x00\x40\x00\x00\x00\x00\x00\x00\xDB\x58\xAF\x92\x73\xB9\xB4\x4F\x73\x61\x9F\xB6\x5E\x01\x33\xAA\x6D\xDC\x91\x95\x25\xEF\x47\xE5\x86\x46\xFC\x65\x6B\xD9\x3A\x67\xEB\xA3\x5D\x6F\x2F\x62\x2D\x99\xA8\xA8\x76\xF5\x57\x47\xAF\x41\x99\xD0\xE4\xB1\x4E\x3A\x75\xB5\xB5\x04\x8B\xF3\x76\x2B\x75\x93\xAB\x3A\xA4\xD6\xDF\xCD\xE4\x02\x9F\xF5\xAD\x65\xC3\xCE\x39\x91\x55\x5F\x82\x6F\xE6\x58\xA5\xE8\x38\xAA\x73\xB9\x74\xA8\xD5\x67\x43\x91\xED\x91\x60\xAF\xAA\xAE\xB8\x69\x8C\xB2\x83\xF5\xA5\xFC\xC9\x35\x6A\xBE\x9D\xD9\x76\x79\x74\x75\xEC\xB0\x4E\xFB\x4C\x8C\x42\xE5\x23\xA4\x59\x06\xCC\xDB\x77\xFA\xC3\xBE\xE9\x19\xA9\xE3\x4B\x26\x82\xBF\xA0\x7E\xB1\x94\x4A\xBF\x3E\x5A\x5B\xB8\xA3\x23\xC8\xCE\x36\x35\x29\x3E\xE8\x45\x43\xF4\x8D\x8B\x57\xB6\x2B\x71\x5A\xC2\xE0\x25\x4E\x3B\xBA\x5B\xAE\x6B\xEE\x5D\x83\x41\x11\x7B\x41\x2B\x81\x57\x65\x0A\xCE\x26\xBD\x6B\xCF\xBD\x4B\x4A\xA7\x6E\x69\x42\x5A\x2C\x15\x40\xC1\xAD\x20\x5A\x7F\x50\x49\x9A\xA8\xE6\x4E\xB7\x5E\x1B\x53\xEE\x58\xD4\xEB\x3B\xC5\x97\x38\x0C\x5E\x73\x3D\xF3\xD5\xA8\x5B\x1B\x5D\xBF\x52\xD5\x9F\xD5\xD6\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x40\x68\x4A\x26\xBE\xEF\xF1\xDD\x01\x20\x00\x00\x50\x34\x02\x82\x04\xBF\x00\x0F\xEB\xBA\x65\x5F\x0B\x8D\x01\x99\xFF\xFF\xFF\xFF\x00\x40\x00\x20\x00\x00\x00\x00\xDB\x58\xAF\x92\x7F\xFF\xFF\xFF\x73\x61\x9F\xB6\x7F\xFF\xFF\xFF\x6D\xDC\x91\x95\xB3\x0B\xB0\x5C\x86\x46\xFC\x65\x7F\xFF\xFF\xFF\xEB\xA3\x5D\x6F\x7F\xFF\xFF\xFF\xA8\xA8\x76\xF5\x7F\xFF\xFF\xFF\x99\xD0\xE4\xB1\x7F\xFF\xFF\xFF\xB5\x04\x8B\xF3\x7F\xFF\xFF\xFF\xAB\x3A\xA4\xD6\x80\x00\x00\x00\x9F\xF5\xAD\x65\x80\x00\x00\x00\x55\x5F\x82\x6F\x9B\xB3\x12\x74\x38\xAA\x73\xB9\x7F\xFF\xFF\xFF\x43\x91\xED\x91\x7F\xFF\xFF\xFF\xB8\x69\x8C\xB2\x80\x00\x00\x00\xC9\x35\x6A\xBE\x80\x00\x00\x00\x74\x75\xEC\xB0\x7F\xFF\xFF\xFF\x42\xE5\x23\xA4\x3E\xD1\x82\x64\x77\xFA\xC3\xBE\x80\x00\x00\x00\x4B\x26\x82\xBF\x80\x00\x00\x00\x4A\xBF\x3E\x5A\x7F\xFF\xFF\xFF\xC8\xCE\x36\x35\x7F\xFF\xFF\xFF\x43\xF4\x8D\x8B\x7F\xFF\xFF\xFF\x5A\xC2\xE0\x25\x7F\xFF\xFF\xFF\xAE\x6B\xEE\x5D\x80\x00\x00\x00\x41\x2B\x81\x57\x7F\xFF\xFF\xFF\xBD\x6B\xCF\xBD\x7F\xFF\xFF\xFF\x69\x42\x5A\x2C\x99\x1A\x92\x6A\x20\x5A\x7F\x50\x7F\xFF\xFF\xFF\x4E\xB7\x5E\x1B\x7F\xFF\xFF\xFF\xEB\x3B\xC5\x97\x1C\x44\x22\xA6\x3D\xF3\xD5\xA8\x31\x34\x26\x50\x52\xD5\x9F\xD5\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2E\x78\x02\x0E\x00\x00\xBE\xEA\xFC\x5E\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x20\x99\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x3A\x8F\xA0\x5C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB3\x0B\xB0\x5C\x98\x95\xE2\x18\x7F\xFF\xFF\xFF\x2B\x51\x35\xE8\x7F\xFF\xFF\xFF\xD2\x8E\x0D\xCC\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x86\x05\x72\x09\x80\x00\x00\x00\xC4\x56\xFB\x5C\x80\x00\x00\x00\x32\xC2\xFD\x46\x9B\xB3\x12\x74\xFC\x11\xCF\xB8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xE6\xEA\x14\x27\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFA\xA2\xFA\xD2\x3E\xD1\x82\x64\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD4\x69\xF4\x7E\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x17\xE6\x5C\x33\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA6\x91\xAA\x78\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x99\x1A\x92\x6A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x1C\x44\x22\xA6\x26\xE4\xFE\x7E\x31\x34\x26\x50\x7F\xFF\xFF\xFF\xD6\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x865E6C15), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 8393)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 8393)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0C), ('P4rIngress.count_exp.exponent', 0xDA)], 8393)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 8393)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x0F5337CB), ('P4rIngress.values_v00000.hi', 0x1A72D94B)], 8393)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x37A23A6B), ('P4rIngress.values_v00001.hi', 0x552260C3)], 8393)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xBCE0BD4D), ('P4rIngress.values_v00010.hi', 0x63AE3BA7)], 8393)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xEA4012CB), ('P4rIngress.values_v00011.hi', 0x13F5CB63)], 8393)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x107FF6BB), ('P4rIngress.values_v00100.hi', 0x2AA52C95)], 8393)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x168E77D7), ('P4rIngress.values_v00101.hi', 0xB696F4BD)], 8393)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x08D2CDBE), ('P4rIngress.values_v00110.hi', 0x78772403)], 8393)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4DE137B9), ('P4rIngress.values_v00111.hi', 0x41C65FDB)], 8393)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x2228DAF5), ('P4rIngress.values_v01000.hi', 0x66CA3755)], 8393)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x3B1EBB59), ('P4rIngress.values_v01001.hi', 0x43A72728)], 8393)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x93E65D6D), ('P4rIngress.values_v01010.hi', 0xA59A124B)], 8393)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x663C1049), ('P4rIngress.values_v01011.hi', 0x491E60FE)], 8393)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xB9B65ABD), ('P4rIngress.values_v01100.hi', 0x396553DB)], 8393)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4B9F5417), ('P4rIngress.values_v01101.hi', 0x49D5DCC1)], 8393)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xC1F5F7B1), ('P4rIngress.values_v01110.hi', 0xAD953BB7)], 8393)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x35E60A1F), ('P4rIngress.values_v01111.hi', 0xEE83BEAE)], 8393)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x413D35BD), ('P4rIngress.values_v10000.hi', 0x36DFA948)], 8393)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x13647E9A), ('P4rIngress.values_v10001.hi', 0xEB18EE3D)], 8393)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4F7C5C8B), ('P4rIngress.values_v10010.hi', 0x72DAC171)], 8393)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xB8CF77B6), ('P4rIngress.values_v10011.hi', 0x9CDCEF1F)], 8393)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x60172FFB), ('P4rIngress.values_v10100.hi', 0x928C6377)], 8393)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xA6B5D7D5), ('P4rIngress.values_v10101.hi', 0x9F6D5FC3)], 8393)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x84ADF307), ('P4rIngress.values_v10110.hi', 0xDB78EBD7)], 8393)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x16AE55A7), ('P4rIngress.values_v10111.hi', 0x7C89DC7F)], 8393)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x3113EB73), ('P4rIngress.values_v11000.hi', 0x282E8CB9)], 8393)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xAE7256F3), ('P4rIngress.values_v11001.hi', 0x2D5248DD)], 8393)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xD1AD6003), ('P4rIngress.values_v11010.hi', 0x48A5B133)], 8393)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x4AD0927B), ('P4rIngress.values_v11011.hi', 0x4E7B84E0)], 8393)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x35DC6EB5), ('P4rIngress.values_v11100.hi', 0x7147BE9B)], 8393)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xF27AAAEC), ('P4rIngress.values_v11101.hi', 0xA08310DD)], 8393)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x309396D7), ('P4rIngress.values_v11110.hi', 0x62C80776)], 8393)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x961027B7), ('P4rIngress.values_v11111.hi', 0x260E5D3D)], 8393)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0239),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000C9),
                gc.DataTuple('slot_count', 0x00001762),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x584BDDEC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00E),
                gc.KeyTuple('src_addr', 0xBC5A788C),
                gc.KeyTuple('src_port', 0xA73D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0239),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x01B7),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBC\x5A\x78\x8C\x00\x00\x00\x00\xA7\x3D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x02\x39\x00\x0F\x58\x4B\xDD\xEC\x00\x00\x01\xF8\x80\x00\x00\x00\x00\x40\x00\x00\x2C\x39\xAE\x28\x9B\xA9\x98\xB7\x72\xBA\x9E\x17\x43\x3A\xC4\x93\x8B\xFA\xD9\x43\x48\x96\x66\x28\x72\x7B\x71\xD1\x90\xF5\x58\x4B\x45\x49\xCE\xBB\x68\x9C\xBE\x50\x79\xFC\xF1\x4E\x1D\xD4\xC7\x85\x7C\xD2\xBD\x0B\x4B\x93\x57\xBF\x68\xFE\xE2\x35\x66\x24\xC1\x9F\xA7\x7A\x86\xDB\x33\x72\x0C\xEF\x6A\xF2\x8B\x47\xCD\x2D\xCB\xA1\x76\xA9\x87\x2F\xA1\x4A\x0B\xD2\x43\x6D\xD7\x6B\x51\xE1\xC2\x26\xB5\x15\x28\x1D\x7B\x35\x99\x49\x9A\x37\x4F\x39\x0D\x66\xC9\x1B\xBA\x25\xCE\x18\x50\x79\xDB\x21\xA2\xDB\x2D\x7D\x88\x88\x76\xCA\x54\xA7\x89\x26\x66\x9D\xAE\x02\x7B\x2C\x20\xC8\xBC\x36\xFE\xFE\x62\xCC\x5E\x5C\x26\x34\x6D\x24\xA3\x11\x1D\x24\xB0\x86\x23\xC5\x76\xBE\x85\x3D\xBA\xAD\x35\x34\x5E\xAF\x98\x57\xA5\x71\x6C\x01\xCF\xBC\xD9\xF1\xCD\x54\xFA\x97\x0B\x65\x55\xDF\x3C\x9A\x68\x11\x70\x73\x46\xD0\x5E\xD9\xC4\x68\x5F\x37\xEA\xA3\x59\xC1\x4B\x8F\x73\x31\x6F\xDB\x6A\xAD\xAD\xE3\x42\xB1\x83\x51\x4A\xA6\xFD\x55\xA5\x86\xE4\xE3\x17\xC7\x3E\xAB\x67\x31\xCA\xEC\xB5\xD3\xA8\x7F\x6F\x97\x26\xD6\x47\x14\x07\x6C\xD6\x78\x6B\x05\x66\x5D\xF8\x53\x68\x0F\x42\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBC\x5A\x78\x8C\xBE\xEF\xA7\x3D\x01\x20\x00\x00\x50\x34\x02\x82\x02\x39\x00\x0F\x58\x4B\xDD\xEC\x00\x00\x01\xF8\x80\x00\x00\x00\x00\x40\x00\x0D\x3B\x8C\xE5\xF3\x9B\xA9\x98\xB7\x7F\xFF\xFF\xFF\x43\x3A\xC4\x93\x80\x00\x00\x00\x48\x96\x66\x28\x5C\xBB\x84\x9C\x90\xF5\x58\x4B\x55\xC9\xC5\x76\x68\x9C\xBE\x50\x7F\xFF\xFF\xFF\x1D\xD4\xC7\x85\x7F\xFF\xFF\xFF\x4B\x93\x57\xBF\x7F\xFF\xFF\xFF\x66\x24\xC1\x9F\xC9\xA3\x61\xD0\x33\x72\x0C\xEF\x7F\xFF\xFF\xFF\xCD\x2D\xCB\xA1\x0A\x8F\xE4\x9C\xA1\x4A\x0B\xD2\x7F\xFF\xFF\xFF\x51\xE1\xC2\x26\x80\x00\x00\x00\x7B\x35\x99\x49\xE5\xD6\xA3\x50\x0D\x66\xC9\x1B\x80\x00\x00\x00\x50\x79\xDB\x21\xD8\xC1\x37\x9C\x88\x88\x76\xCA\x7F\xFF\xFF\xFF\x66\x9D\xAE\x02\x7F\xFF\xFF\xFF\xBC\x36\xFE\xFE\x7F\xFF\xFF\xFF\x26\x34\x6D\x24\x80\x00\x00\x00\xB0\x86\x23\xC5\x7F\xFF\xFF\xFF\xBA\xAD\x35\x34\x05\x65\x70\x2C\xA5\x71\x6C\x01\x80\x00\x00\x00\xCD\x54\xFA\x97\x22\x13\xAB\x86\x3C\x9A\x68\x11\x7F\xFF\xFF\xFF\x5E\xD9\xC4\x68\x0D\xAA\x41\x96\x59\xC1\x4B\x8F\x44\xDE\xCF\xDE\x6A\xAD\xAD\xE3\x7F\xFF\xFF\xFF\x4A\xA6\xFD\x55\xDB\x63\x53\x98\x17\xC7\x3E\xAB\x59\xAC\x75\xD8\xB5\xD3\xA8\x7F\x7F\xFF\xFF\xFF\x47\x14\x07\x6C\x80\x00\x00\x00\x66\x5D\xF8\x53\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x20\xC9\x01\xB7\x00\x00\x86\x5E\xEC\x15\x80\x00\x00\x00\x80\x00\x00\x00\x0D\xF8\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x3B\x8C\xE5\xF3\xB6\x1C\x72\x02\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x5C\xBB\x84\x9C\xA4\xEB\x23\xAE\x55\xC9\xC5\x76\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD4\x6B\xBC\x42\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC9\xA3\x61\xD0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x10\xD4\xF2\xC9\x0A\x8F\xE4\x9C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE5\xD6\xA3\x50\x57\x3C\xA5\xDC\x80\x00\x00\x00\xFE\x0F\x16\xD8\xD8\xC1\x37\x9C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA7\x4F\xED\x3B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x05\x65\x70\x2C\x80\x00\x00\x00\x80\x00\x00\x00\xA8\xCD\xE6\x6E\x22\x13\xAB\x86\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0D\xAA\x41\x96\x7F\xFF\xFF\xFF\x44\xDE\xCF\xDE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDB\x63\x53\x98\x7F\xFF\xFF\xFF\x59\xAC\x75\xD8\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x68\x0F\x42\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x71276C6D), ('P4rIngress.bitmap_seq.seq', 0x0D000000)], 11666)
        self.setRegisterValue('P4rIngress.rounds', 0x0D000000, 11666)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0x06)], 11666)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 11666)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x499084F0), ('P4rIngress.values_v00000.hi', 0xC3DF7DAE)], 11666)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6C2DD758), ('P4rIngress.values_v00001.hi', 0x603CB597)], 11666)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x61513065), ('P4rIngress.values_v00010.hi', 0x7B28F06A)], 11666)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xF6BEE0FA), ('P4rIngress.values_v00011.hi', 0x4D12098A)], 11666)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x656CC34D), ('P4rIngress.values_v00100.hi', 0x02E07BF7)], 11666)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x90BB4BC5), ('P4rIngress.values_v00101.hi', 0xB94D5F09)], 11666)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x13F6F0AB), ('P4rIngress.values_v00110.hi', 0xDA64FD13)], 11666)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x25235FF8), ('P4rIngress.values_v00111.hi', 0x4E77318B)], 11666)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4E935EA6), ('P4rIngress.values_v01000.hi', 0x5DDB720E)], 11666)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x7E8959DF), ('P4rIngress.values_v01001.hi', 0x2A39E290)], 11666)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x9B6D156D), ('P4rIngress.values_v01010.hi', 0xA777F193)], 11666)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x8E68B5EA), ('P4rIngress.values_v01011.hi', 0x6211D1BF)], 11666)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x34E0D7A9), ('P4rIngress.values_v01100.hi', 0x665E4FBE)], 11666)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x23C1EA37), ('P4rIngress.values_v01101.hi', 0xFAABFEDC)], 11666)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x25B5802E), ('P4rIngress.values_v01110.hi', 0x7BB6D557)], 11666)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x1FB08AB9), ('P4rIngress.values_v01111.hi', 0xA6548EB5)], 11666)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x92F1C533), ('P4rIngress.values_v10000.hi', 0x7EA95E7E)], 11666)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7B3E757F), ('P4rIngress.values_v10001.hi', 0x82F72735)], 11666)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7F91D0B1), ('P4rIngress.values_v10010.hi', 0x76DD0E7B)], 11666)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x63F7939E), ('P4rIngress.values_v10011.hi', 0xB91E68AF)], 11666)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6708D117), ('P4rIngress.values_v10100.hi', 0x8C5DD992)], 11666)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x51D29330), ('P4rIngress.values_v10101.hi', 0x55503A0D)], 11666)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x597392FA), ('P4rIngress.values_v10110.hi', 0x424B49F7)], 11666)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x2E58E92F), ('P4rIngress.values_v10111.hi', 0xD4322A2E)], 11666)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x42A4D445), ('P4rIngress.values_v11000.hi', 0x476F6AA1)], 11666)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xC826A98B), ('P4rIngress.values_v11001.hi', 0xEE1940EF)], 11666)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x743C422C), ('P4rIngress.values_v11010.hi', 0x2E4DB46C)], 11666)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x59BC88B6), ('P4rIngress.values_v11011.hi', 0xFD43CD49)], 11666)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x788D1D1B), ('P4rIngress.values_v11100.hi', 0x9FD56C65)], 11666)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4CF9CB2D), ('P4rIngress.values_v11101.hi', 0x58B19227)], 11666)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7ABA6495), ('P4rIngress.values_v11110.hi', 0xB3B8FC9F)], 11666)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x9E1477A2), ('P4rIngress.values_v11111.hi', 0x72E4E4DB)], 11666)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7315),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000017A),
                gc.DataTuple('slot_count', 0x00001B8A),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBE17F623),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x67F7D3E3),
                gc.KeyTuple('src_port', 0x6C0C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7315),
                gc.DataTuple('rank', 0x000F),
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
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x67\xF7\xD3\xE3\x00\x00\x00\x00\x6C\x0C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x73\x15\x00\x0F\xBE\x17\xF6\x23\x0C\x18\x01\x21\x0D\x00\x00\x00\x00\x40\x00\x00\x8B\x5B\xF5\x72\xDB\xD4\x5C\xB5\x4E\x2F\x49\xA8\xBF\xA4\xF6\xB5\x28\xD7\xB3\x64\x2D\x59\xAE\xE6\xD7\x92\x45\x3A\x5D\x3B\x29\xAF\xED\xB9\x72\x59\x7D\x9F\x72\x62\xD8\xD3\x87\x1D\x94\xD9\x71\xFD\xD4\x5E\x1B\x81\x8C\xCE\xAD\x55\xAF\xB8\xAF\xBF\x43\x37\x9C\xEF\x5E\x87\x49\x15\x4F\x71\x31\xBD\x01\xFF\xB9\xB7\x64\x14\xF6\xB1\xC6\x09\x03\x89\x9F\x45\x51\xAF\xDE\x9A\x98\x2B\xFB\x43\x1E\xA7\x68\xCA\x59\x29\x6C\xC8\x71\x13\x6A\x47\x99\xD3\x85\x39\x52\x47\xEC\xC2\x96\xB4\x33\x56\x89\x37\x78\xB6\x8C\xA2\x92\xE1\x5C\xBD\xDB\x3D\xE5\x95\x25\x9B\xC6\x1B\x60\x50\xDB\x44\x7E\x17\xEE\xE4\x48\x32\xA0\xBB\x21\x14\x7A\x8B\x2B\x54\x14\xE5\xB3\x51\xF2\x14\x54\x77\xE1\x8A\x96\xD1\xB5\x82\x53\xD4\xD7\x4F\x57\x95\xFF\x7D\xB9\x1C\xF2\x2D\x65\x9A\xC5\x37\x5D\x48\xB3\x9B\x55\xB8\xA7\xAA\x46\x9D\xCE\x3E\x5D\xCC\x53\xB7\x99\x38\xB5\xED\xAE\xF3\xF7\x75\x25\x0D\x5B\x75\xDC\xD7\x9C\x35\x6D\x28\x88\xB5\xFD\x45\xED\x9B\x3E\x49\x61\xFB\x20\xCD\xDC\xDE\x44\x5D\xC4\x7F\x49\xBA\xA2\xB1\x4B\xD6\x76\xCD\x39\xBB\x9D\xFD\xCC\xF0\x71\xBF\x52\xBB\x16\x51\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x67\xF7\xD3\xE3\xBE\xEF\x6C\x0C\x01\x20\x00\x00\x50\x34\x02\x82\x73\x15\x00\x0F\xBE\x17\xF6\x23\x0C\x18\x01\x21\x0D\x00\x00\x00\x00\x40\x00\x10\xD4\xEC\x7A\x62\xDB\xD4\x5C\xB5\x7F\xFF\xFF\xFF\xBF\xA4\xF6\xB5\x7F\xFF\xFF\xFF\x2D\x59\xAE\xE6\xCE\x51\x26\x34\x5D\x3B\x29\xAF\x53\x26\x35\xA6\x7D\x9F\x72\x62\x80\x00\x00\x00\x94\xD9\x71\xFD\xE8\x55\x0C\x2C\x8C\xCE\xAD\x55\xD4\xDC\x0F\xB7\x43\x37\x9C\xEF\x7F\xFF\xFF\xFF\x4F\x71\x31\xBD\x7F\xFF\xFF\xFF\x64\x14\xF6\xB1\x80\x00\x00\x00\x9F\x45\x51\xAF\x80\x00\x00\x00\xFB\x43\x1E\xA7\x7F\xFF\xFF\xFF\x6C\xC8\x71\x13\x7F\xFF\xFF\xFF\x85\x39\x52\x47\x12\x78\x16\xE2\x33\x56\x89\x37\x7F\xFF\xFF\xFF\x92\xE1\x5C\xBD\x80\x00\x00\x00\x25\x9B\xC6\x1B\x7F\xFF\xFF\xFF\x7E\x17\xEE\xE4\x7F\xFF\xFF\xFF\x21\x14\x7A\x8B\x7F\xFF\xFF\xFF\xB3\x51\xF2\x14\x7F\xFF\xFF\xFF\x96\xD1\xB5\x82\x7F\xFF\xFF\xFF\x57\x95\xFF\x7D\x12\x90\x85\x27\x65\x9A\xC5\x37\x7F\xFF\xFF\xFF\x55\xB8\xA7\xAA\x7F\xFF\xFF\xFF\x5D\xCC\x53\xB7\x80\x00\x00\x00\xAE\xF3\xF7\x75\x7F\xFF\xFF\xFF\xDC\xD7\x9C\x35\x7F\xFF\xFF\xFF\xFD\x45\xED\x9B\x7F\xFF\xFF\xFF\x20\xCD\xDC\xDE\x7F\xFF\xFF\xFF\x49\xBA\xA2\xB1\x7F\xFF\xFF\xFF\x39\xBB\x9D\xFD\x80\x00\x00\x00\x52\xBB\x16\x51\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2D\x92\x02\x23\x00\x00\x71\x27\xEC\x6D\x0D\x00\x00\x00\x0D\x00\x00\x00\x10\x21\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xD4\xEC\x7A\x62\x9F\xB3\xDA\x63\x7F\xFF\xFF\xFF\x1F\xE1\xAC\x4C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCE\x51\x26\x34\x7F\xFF\xFF\xFF\x53\x26\x35\xA6\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xE8\x55\x0C\x2C\x80\x00\x00\x00\xD4\xDC\x0F\xB7\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x5D\x54\xF0\x66\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x12\x78\x16\xE2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x01\x0F\x16\x19\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x12\x90\x85\x27\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x29\xEA\xD1\xD8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x9D\x0D\x38\x64\x7F\xFF\xFF\xFF\x0B\x25\x50\xA1\x7F\xFF\xFF\xFF\xFA\x89\xBA\xE4\x7F\xFF\xFF\xFF\xC0\xA3\x49\x43\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xED\x74\x9A\x9C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC9406468), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 11808)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 11808)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x16), ('P4rIngress.count_exp.exponent', 0x72)], 11808)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 11808)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xADBD76D3), ('P4rIngress.values_v00000.hi', 0x5E45CCD9)], 11808)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6018DB86), ('P4rIngress.values_v00001.hi', 0x3DB37753)], 11808)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x8FA01B6C), ('P4rIngress.values_v00010.hi', 0x427F10B3)], 11808)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xD28CCEDD)], 11808)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xAC2653D1), ('P4rIngress.values_v00100.hi', 0x66346A8B)], 11808)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x7D9DB8BF), ('P4rIngress.values_v00101.hi', 0x57B89F89)], 11808)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x3E976B12), ('P4rIngress.values_v00110.hi', 0x690142F3)], 11808)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x69FFF7C5), ('P4rIngress.values_v00111.hi', 0x7F839467)], 11808)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xF5E6DF08), ('P4rIngress.values_v01000.hi', 0x57D5A1E1)], 11808)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x64F366A4), ('P4rIngress.values_v01001.hi', 0xD75BDF6F)], 11808)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xDAFB5D59), ('P4rIngress.values_v01010.hi', 0xAFB66CFD)], 11808)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x58F96EDF), ('P4rIngress.values_v01011.hi', 0x65A7964C)], 11808)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xB1A9B0A5), ('P4rIngress.values_v01100.hi', 0x493A2A81)], 11808)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xE584FC7B), ('P4rIngress.values_v01101.hi', 0xA8CA50C6)], 11808)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x2EAD2D48), ('P4rIngress.values_v01110.hi', 0x9D186FAB)], 11808)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xB2F64727), ('P4rIngress.values_v01111.hi', 0x2B9F03AF)], 11808)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x74C5CA2A), ('P4rIngress.values_v10000.hi', 0xC436CAF5)], 11808)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xEF1845C9), ('P4rIngress.values_v10001.hi', 0x6FE6FA73)], 11808)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x528AE190), ('P4rIngress.values_v10010.hi', 0x9E942B81)], 11808)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x2741CABC), ('P4rIngress.values_v10011.hi', 0x9B0127BA)], 11808)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xDEE90FBA), ('P4rIngress.values_v10100.hi', 0x131A4017)], 11808)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x47172ACE), ('P4rIngress.values_v10101.hi', 0x854A5B6A)], 11808)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x567C60FF), ('P4rIngress.values_v10110.hi', 0x8E2CD284)], 11808)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xB614EC4B), ('P4rIngress.values_v10111.hi', 0x1ED2715D)], 11808)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xBA699695), ('P4rIngress.values_v11000.hi', 0x4388C2F1)], 11808)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xADE10310), ('P4rIngress.values_v11001.hi', 0x4583EF27)], 11808)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6320B50B), ('P4rIngress.values_v11010.hi', 0x122D4176)], 11808)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x77F179F6), ('P4rIngress.values_v11011.hi', 0xB76768A3)], 11808)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xAC0CEF0B), ('P4rIngress.values_v11100.hi', 0x23231568)], 11808)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x3823BFA3), ('P4rIngress.values_v11101.hi', 0x914E234E)], 11808)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x97BF471F), ('P4rIngress.values_v11110.hi', 0xB5AECED5)], 11808)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xD8DAF2B5), ('P4rIngress.values_v11111.hi', 0xFCBF6868)], 11808)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1E80),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000595),
                gc.DataTuple('slot_count', 0x00000B5B),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE760327E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0x00BCF79D),
                gc.KeyTuple('src_port', 0x1151),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1E80),
                gc.DataTuple('rank', 0x000F),
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
        ig_port = 2
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\xBC\xF7\x9D\x00\x00\x00\x00\x11\x51\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x1E\x80\x00\x0F\xE7\x60\x32\x7E\x08\x8B\x01\xE3\x80\x00\x00\x00\x00\x40\x00\x00\x3E\xBD\xC8\x9E\xA0\x75\xDE\x67\x2D\xD7\x99\x4E\x4A\x17\xB1\xD2\xC7\x21\xAC\xE6\x4E\x16\xDE\xC3\x00\x00\x00\x00\xEA\xBC\x5D\x44\x28\xF7\xAB\x53\x5D\xEC\xAE\x3F\x59\xD9\x99\x37\xDF\x37\xF7\xF2\x5C\xCC\x34\xB3\x7C\xC5\xEA\xA9\x78\xCC\xB3\xA3\x2D\x1E\x75\x15\x43\xCA\x45\x2B\x6C\x79\x3B\x87\x54\x2A\xDE\x52\xFD\x32\x17\x93\x35\xF9\x43\xD5\x94\x9E\x11\x72\x69\x6B\xAA\x38\x40\xC3\xF4\xDE\xAA\xA4\xAB\xA7\x68\x7A\x5A\xE4\x8C\x1C\x45\x08\x04\xEF\x34\x8B\x62\xAE\xA8\x2F\xB9\xAC\xA1\xFB\x8B\xD4\x1A\x63\x2D\xB1\x1B\xA3\x14\xC5\xBB\xC9\x8C\xAC\x83\x65\xE5\x8E\xBC\x5B\x2E\x88\x55\x02\x54\xA6\xAE\x94\xA5\xCF\x2E\x23\x63\xCB\x1F\xB1\xC6\x78\x5C\x1F\x98\x8B\xBB\x41\x7A\x56\xC4\xB2\x43\x7C\xCB\x21\x9A\x7C\x98\xA2\x56\xCF\x31\xE9\xA4\x21\xCA\xB5\xBC\x6B\x69\x68\x90\x56\xA1\xD7\x8F\xC8\x32\xAB\x7B\xCE\x92\xAF\x94\xCF\x93\xFE\x8D\xEF\x9A\xD5\x46\x66\x2B\xD9\x1C\xC1\x54\xF6\x11\x15\x75\x0D\x89\xAD\x73\x4F\xA6\xCA\x53\x59\x74\x7A\x3A\x8C\x7F\x39\xDB\xFB\x86\xF1\xDD\x56\xE4\xCA\xEF\xBC\x8D\x8A\x86\x15\xC1\x13\x15\xAA\x9C\xD9\x66\x91\x4E\x16\x32\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\xBC\xF7\x9D\x00\x00\x00\x00\x11\x51\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x1E\x80\x00\x0F\xE7\x60\x32\x7E\x08\x8B\x01\xE3\x80\x00\x00\x00\x00\x40\x00\x00\xEC\x7B\x3F\x71\xA0\x75\xDE\x67\x7F\xFF\xFF\xFF\x4A\x17\xB1\xD2\x80\x00\x00\x00\x4E\x16\xDE\xC3\x00\x00\x00\x00\xEA\xBC\x5D\x44\xD5\x1D\xFF\x24\x5D\xEC\xAE\x3F\x7F\xFF\xFF\xFF\xDF\x37\xF7\xF2\x7F\xFF\xFF\xFF\x7C\xC5\xEA\xA9\x7F\xFF\xFF\xFF\x2D\x1E\x75\x15\x39\xB1\x24\x33\x6C\x79\x3B\x87\x7F\xFF\xFF\xFF\xFD\x32\x17\x93\x10\xF4\xA1\x2E\x94\x9E\x11\x72\x7F\xFF\xFF\xFF\x40\xC3\xF4\xDE\x80\x00\x00\x00\x68\x7A\x5A\xE4\x80\x00\x00\x00\x04\xEF\x34\x8B\x7F\xFF\xFF\xFF\xB9\xAC\xA1\xFB\x80\x00\x00\x00\x2D\xB1\x1B\xA3\x7F\xFF\xFF\xFF\x8C\xAC\x83\x65\xD4\xA7\x02\x24\x2E\x88\x55\x02\x7F\xFF\xFF\xFF\xA5\xCF\x2E\x23\x7F\xFF\xFF\xFF\xC6\x78\x5C\x1F\x80\x00\x00\x00\x7A\x56\xC4\xB2\x7F\xFF\xFF\xFF\x9A\x7C\x98\xA2\x7F\xFF\xFF\xFF\xA4\x21\xCA\xB5\x80\x00\x00\x00\x90\x56\xA1\xD7\x80\x00\x00\x00\x7B\xCE\x92\xAF\x80\x00\x00\x00\x8D\xEF\x9A\xD5\x7F\xFF\xFF\xFF\x1C\xC1\x54\xF6\x7F\xFF\xFF\xFF\x89\xAD\x73\x4F\x80\x00\x00\x00\x74\x7A\x3A\x8C\x7F\xFF\xFF\xFF\x86\xF1\xDD\x56\x80\x00\x00\x00\x8D\x8A\x86\x15\x99\xEE\x08\x5F\x9C\xD9\x66\x91\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x2E\x20\x00\x55\x00\x00\xC9\x40\xE4\x68\x80\x00\x00\x00\x80\x00\x00\x00\x17\xE3\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xEC\x7B\x3F\x71\xFE\xBB\xAB\x40\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x00\x00\x00\x00\xBD\x49\x2C\x21\xD5\x1D\xFF\x24\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x36\xF0\x97\x7B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x39\xB1\x24\x33\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD4\x8D\xF7\x02\x10\xF4\xA1\x2E\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xAD\xB9\x85\x51\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x59\x50\x1F\x52\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD4\xA7\x02\x24\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xAF\x29\x13\x34\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD3\x73\x89\xFC\x7F\xFF\xFF\xFF\x2E\xEE\x96\x6C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x99\xEE\x08\x5F\x99\x98\xCE\xF9\x4E\x16\x32\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x30E34434), ('P4rIngress.bitmap_seq.seq', 0xA5EFE274)], 13391)
        self.setRegisterValue('P4rIngress.rounds', 0xA5EFE274, 13391)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x20), ('P4rIngress.count_exp.exponent', 0x56)], 13391)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 13391)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x877BF57B), ('P4rIngress.values_v00000.hi', 0x5C40860B)], 13391)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x8DD44B89), ('P4rIngress.values_v00001.hi', 0x44D01679)], 13391)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x48639963), ('P4rIngress.values_v00010.hi', 0x9A4B2780)], 13391)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x96D16CE4), ('P4rIngress.values_v00011.hi', 0x2AA02E2B)], 13391)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x2F914647), ('P4rIngress.values_v00100.hi', 0x694B753E)], 13391)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x613FBE56), ('P4rIngress.values_v00101.hi', 0x46123765)], 13391)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x76FD56C7), ('P4rIngress.values_v00110.hi', 0x56909D91)], 13391)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x53EC4834), ('P4rIngress.values_v00111.hi', 0x592E5F59)], 13391)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xCDAACDD7), ('P4rIngress.values_v01000.hi', 0x6B06684E)], 13391)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x236DA943), ('P4rIngress.values_v01001.hi', 0x84529122)], 13391)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x624367FC), ('P4rIngress.values_v01010.hi', 0x6EE71CE8)], 13391)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x88EA26BD), ('P4rIngress.values_v01011.hi', 0xD623F2CD)], 13391)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xBE41AB79), ('P4rIngress.values_v01100.hi', 0xB7A76773)], 13391)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xADADA9BB), ('P4rIngress.values_v01101.hi', 0xF0A19E4E)], 13391)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xB256E90D), ('P4rIngress.values_v01110.hi', 0xB4E3C72E)], 13391)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xB07C7AA5), ('P4rIngress.values_v01111.hi', 0x3CF661B4)], 13391)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x9976CF1B), ('P4rIngress.values_v10000.hi', 0xB55658EB)], 13391)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x379327B3), ('P4rIngress.values_v10001.hi', 0x4E8912E3)], 13391)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x15EB37BA), ('P4rIngress.values_v10010.hi', 0x9E965CAC)], 13391)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x77E3EB6D), ('P4rIngress.values_v10011.hi', 0x58D433B5)], 13391)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x63E0D819), ('P4rIngress.values_v10100.hi', 0xF3FAD59E)], 13391)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x65B365DC), ('P4rIngress.values_v10101.hi', 0x5F864F5A)], 13391)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xD93AFE92), ('P4rIngress.values_v10110.hi', 0xA392D466)], 13391)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x445A9CF2), ('P4rIngress.values_v10111.hi', 0xAA2388FF)], 13391)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x462B136F), ('P4rIngress.values_v11000.hi', 0x72742B73)], 13391)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x689FF94F), ('P4rIngress.values_v11001.hi', 0xA254BF19)], 13391)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xBAC4D29D), ('P4rIngress.values_v11010.hi', 0x1F718C73)], 13391)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5DCFFEBA), ('P4rIngress.values_v11011.hi', 0x85B97E53)], 13391)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x35B7163C), ('P4rIngress.values_v11100.hi', 0x6927ABF3)], 13391)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x57C92A0E), ('P4rIngress.values_v11101.hi', 0xB321E9B2)], 13391)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x8587F681), ('P4rIngress.values_v11110.hi', 0x6A47E987)], 13391)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xE558DAE2), ('P4rIngress.values_v11111.hi', 0x64F15373)], 13391)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0056),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000007EC),
                gc.DataTuple('slot_count', 0x000016D7),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCE7420B8),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x048CE1BF),
                gc.KeyTuple('src_port', 0xED9D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0056),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x028F),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x04\x8C\xE1\xBF\x00\x00\x00\x00\xED\x9D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x00\x56\x00\x0F\xCE\x74\x20\xB8\x0C\x63\x07\x29\xA5\xEF\xE2\x74\x00\x40\x00\x00\x9B\x40\x0E\x07\x75\x7D\x99\x1A\x25\x1E\x09\x5A\x5A\x08\xD1\xF0\x4E\xCE\x41\x63\x3D\x66\x0D\x10\xB7\x00\xAC\xED\x63\x0B\x9E\x2C\x6E\x5F\x62\x5F\x45\x45\x35\x4E\x33\xE8\xEE\x5F\x65\xBA\xE5\x69\x66\x7F\x76\xA6\x57\x4D\x84\x9B\xF4\x8F\xE6\xA8\x5C\xDC\x7D\xD9\x05\xA8\x4F\x98\x33\x4B\x5E\x58\x77\x06\x03\x79\xE6\x52\xB3\x0B\x3B\x47\x67\x0A\x4A\xD9\xD7\x81\xBC\x2F\x4E\x05\xB7\xF7\x56\xEB\x8E\xCA\x88\x8B\x92\x1F\x79\x57\xB4\x46\xAD\x0A\xE7\xE8\x8D\xB2\xB3\x30\xC5\xEA\x1A\xF1\x2F\x2C\xBE\x30\xEB\xB0\xC6\x3E\xE8\x8F\xAE\x70\x15\x7B\xF8\x66\xF6\x6F\x7D\x4E\xE9\x5B\x58\xB7\x0C\xC6\x33\xB9\x6D\xAF\x56\x4E\x7B\xCF\x65\x8A\x19\xB7\x5C\xC5\xB6\xCB\x46\x85\x2D\x77\x8A\x5A\x46\x9C\x36\xB5\x79\x9F\xE0\xBD\x1F\x80\x59\xEF\x7A\xE3\xA5\xEC\x9D\x3E\x75\x97\xAA\xBF\x6D\x94\x7C\x4F\x5C\x71\x3E\x0E\x4B\x35\xF0\x35\x60\x64\x7E\x0C\x87\x67\x35\xE8\xA6\x19\x55\xD8\x7C\xB2\xD6\x21\x59\x35\x5D\x71\xCE\x4D\xB2\xDF\x56\x1D\x75\xD2\x4A\x14\xE7\x44\x29\x1B\xD1\x4F\x99\x03\xC1\x2B\xF3\x26\x24\x55\x2F\xC7\xEB\x35\x9B\x1E\x2B\xAC\x32\x7D\xCB\x72\x69\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x04\x8C\xE1\xBF\x00\x00\x00\x00\xED\x9D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x00\x56\x00\x0F\xCE\x74\x20\xB8\x0C\x63\x07\x29\xA5\xEF\xE2\x74\x00\x40\x00\x00\x80\x00\x00\x00\x75\x7D\x99\x1A\xB2\xF2\x54\xE3\x5A\x08\xD1\xF0\x7F\xFF\xFF\xFF\x3D\x66\x0D\x10\x80\x00\x00\x00\x63\x0B\x9E\x2C\x7F\xFF\xFF\xFF\x45\x45\x35\x4E\x7F\xFF\xFF\xFF\x65\xBA\xE5\x69\x7F\xFF\xFF\xFF\x57\x4D\x84\x9B\x48\x7C\x2E\xDC\x5C\xDC\x7D\xD9\xD3\x53\x1D\x6F\x33\x4B\x5E\x58\x7F\xFF\xFF\xFF\xE6\x52\xB3\x0B\x7F\xFF\xFF\xFF\x4A\xD9\xD7\x81\x80\x00\x00\x00\xB7\xF7\x56\xEB\x80\x00\x00\x00\x92\x1F\x79\x57\x80\x00\x00\x00\xE7\xE8\x8D\xB2\x80\x00\x00\x00\x1A\xF1\x2F\x2C\x80\x00\x00\x00\xC6\x3E\xE8\x8F\x80\x00\x00\x00\xF8\x66\xF6\x6F\x7F\xFF\xFF\xFF\x58\xB7\x0C\xC6\x49\xA4\xA5\x69\x56\x4E\x7B\xCF\x7F\xFF\xFF\xFF\x5C\xC5\xB6\xCB\x7F\xFF\xFF\xFF\x8A\x5A\x46\x9C\x7F\xFF\xFF\xFF\xE0\xBD\x1F\x80\x33\x2A\x79\x75\xA5\xEC\x9D\x3E\x7F\xFF\xFF\xFF\x6D\x94\x7C\x4F\x7F\xFF\xFF\xFF\x4B\x35\xF0\x35\x7F\xFF\xFF\xFF\x87\x67\x35\xE8\x80\x00\x00\x00\x7C\xB2\xD6\x21\x7F\xFF\xFF\xFF\xCE\x4D\xB2\xDF\x7F\xFF\xFF\xFF\x4A\x14\xE7\x44\x7F\xFF\xFF\xFF\x99\x03\xC1\x2B\x80\x00\x00\x00\x2F\xC7\xEB\x35\x80\x77\x06\x8E\x32\x7D\xCB\x72\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x34\x4F\x02\x8F\x00\x00\x30\xE3\xC4\x34\xA5\xEF\xE2\x74\xA5\xEF\xE2\x74\x21\x56\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB2\xF2\x54\xE3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD7\xB1\x34\x90\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x48\x7C\x2E\xDC\x7F\xFF\xFF\xFF\xD3\x53\x1D\x6F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x8E\x1B\x49\xB8\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xD8\x8A\x2C\x00\x80\x00\x00\x00\xCF\xD4\xF6\x5A\x80\x00\x00\x00\x03\x35\x4A\x43\x80\x00\x00\x00\xAD\xBD\x4F\x5A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x49\xA4\xA5\x69\xF4\xE4\xD8\x7B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x40\x43\x6E\xDA\x33\x2A\x79\x75\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x17\xB8\x05\x4E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x77\x06\x8E\x7F\xFF\xFF\xFF\x69\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA5DB4EEA), ('P4rIngress.bitmap_seq.seq', 0x8C9ECDF9)], 10356)
        self.setRegisterValue('P4rIngress.rounds', 0x8C9ECDF9, 10356)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1C), ('P4rIngress.count_exp.exponent', 0x73)], 10356)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 10356)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xDE4B2896), ('P4rIngress.values_v00000.hi', 0x3606DECD)], 10356)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6D9ACCAD), ('P4rIngress.values_v00001.hi', 0x6DE6F753)], 10356)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x4A04B591), ('P4rIngress.values_v00010.hi', 0x6BDDEA14)], 10356)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xEFB901CB), ('P4rIngress.values_v00011.hi', 0x59DDC511)], 10356)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5D074C3F), ('P4rIngress.values_v00100.hi', 0xAD2D62FB)], 10356)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x1A2C089E), ('P4rIngress.values_v00101.hi', 0xDFE5ADEA)], 10356)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x73ECC865), ('P4rIngress.values_v00110.hi', 0x97EF5777)], 10356)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x68532273), ('P4rIngress.values_v00111.hi', 0xB610E9BC)], 10356)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5E5B22FA), ('P4rIngress.values_v01000.hi', 0xEC2B10B1)], 10356)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x867E60A1), ('P4rIngress.values_v01001.hi', 0xFAED5614)], 10356)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xDD46B7C6), ('P4rIngress.values_v01010.hi', 0xF370BDF1)], 10356)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x17C94F87), ('P4rIngress.values_v01011.hi', 0xAF6C2F62)], 10356)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x2AADFEE6), ('P4rIngress.values_v01100.hi', 0x45DC3D87)], 10356)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x1D2FBCD1), ('P4rIngress.values_v01101.hi', 0xB709644B)], 10356)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xC9ED7E84), ('P4rIngress.values_v01110.hi', 0x29534A43)], 10356)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xB2EE6DB3), ('P4rIngress.values_v01111.hi', 0x36B2D6ED)], 10356)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x4ADDFF85), ('P4rIngress.values_v10000.hi', 0x894FB3EB)], 10356)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x35EB4BB3), ('P4rIngress.values_v10001.hi', 0x5E865B2B)], 10356)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xDE6DE588), ('P4rIngress.values_v10010.hi', 0x368557CE)], 10356)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xBF044DBF), ('P4rIngress.values_v10011.hi', 0x0342A9FB)], 10356)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xEAB71101), ('P4rIngress.values_v10100.hi', 0x7DC8809E)], 10356)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x4653CDFB), ('P4rIngress.values_v10101.hi', 0x42FBEADB)], 10356)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xD9EE5784), ('P4rIngress.values_v10110.hi', 0x49E48ED7)], 10356)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x80000000), ('P4rIngress.values_v10111.hi', 0x49EF8F40)], 10356)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x9B9E6EED), ('P4rIngress.values_v11000.hi', 0x5930915B)], 10356)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xFC4B42D1), ('P4rIngress.values_v11001.hi', 0xB9CA3238)], 10356)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xA1088E0B), ('P4rIngress.values_v11010.hi', 0x996047CA)], 10356)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xBD5BA125), ('P4rIngress.values_v11011.hi', 0x79CAC3DE)], 10356)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5C4DFE11), ('P4rIngress.values_v11100.hi', 0x5BE3A70E)], 10356)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xA377ADD1), ('P4rIngress.values_v11101.hi', 0xCA8C1663)], 10356)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x3E542671), ('P4rIngress.values_v11110.hi', 0x299F9429)], 10356)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xB21FFB6F), ('P4rIngress.values_v11111.hi', 0x26CE7751)], 10356)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x52B1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000012D),
                gc.DataTuple('slot_count', 0x00000F33),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEE06F7AF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0xA14A9163),
                gc.KeyTuple('src_port', 0xFE8D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x52B1),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x01BE),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA1\x4A\x91\x63\x00\x00\x00\x00\xFE\x8D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x52\xB1\x00\x0F\xEE\x06\xF7\xAF\x07\x47\x03\xC4\x8C\x9E\xCD\xF9\x00\x40\x00\x00\xE4\x75\x98\x6A\xA5\xC9\x53\x7C\x3C\xCC\x76\xB9\x4D\x3B\xCE\x9B\x72\x88\xD8\xAF\x49\xC8\xA9\x52\xC7\xB8\x1A\x9F\xD3\x1D\x25\xF2\x43\x75\xE4\x99\x6C\xFF\x37\x3E\x7B\xAA\x88\x39\x56\x4C\xA2\xAE\x18\x44\x38\x79\xB5\xAE\x11\xEA\x56\x76\x56\x11\xB0\x56\x92\x6C\x7E\x68\xA7\x79\x26\xE1\x79\x82\x8D\x8B\x27\xAB\x09\xC5\x63\x2F\x95\xDC\xFE\xDF\x1E\x79\x71\xEB\xA6\xCB\x68\xE9\x2F\x8A\x51\x58\x68\xA2\x98\x28\x61\xDE\xFE\x53\x67\x6D\x20\xC3\xB4\xB7\x37\x3B\xB2\x88\xF5\xA2\x41\xBA\x3D\x69\x9A\x60\xDD\xB9\x76\x16\xCC\xAD\x5A\x31\x48\x86\xF8\xEE\x99\xEB\xD3\x2D\x77\xA5\x77\xAD\x5C\x2F\x4A\x69\x74\xFB\x45\x6D\x56\x05\x7F\x7C\xD4\x00\xFF\x4A\x73\xD9\x8C\x8D\x97\xE1\x4F\x75\x87\x92\x45\xEA\x0C\x91\x65\x17\xAE\x34\xAE\x94\xDF\x6C\x44\xC6\x08\x34\x03\xE8\x55\xB6\x4A\x68\x30\xC6\xB0\x9F\x9E\x24\x45\xBA\x31\x73\x70\x96\x16\xD8\x8B\x0A\x39\xB7\x1F\x89\x3C\x17\xB3\x81\x0A\x3C\x09\x79\x7D\x35\x0D\x37\xB8\x7E\x49\x68\xC5\xA6\x3A\x25\xB7\x12\xB0\x4D\xAD\x17\x9B\xBF\xC6\x66\x07\x5F\xC3\x16\x5D\x22\xC4\x2B\xF2\xC0\xF9\x11\x60\x6E\x82\x86\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA1\x4A\x91\x63\x00\x00\x00\x00\xFE\x8D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x52\xB1\x00\x0F\xEE\x06\xF7\xAF\x07\x47\x03\xC4\x8C\x9E\xCD\xF9\x00\x40\x00\x00\xC2\xC0\xC1\x00\xA5\xC9\x53\x7C\x7F\xFF\xFF\xFF\x4D\x3B\xCE\x9B\x7F\xFF\xFF\xFF\x49\xC8\xA9\x52\xB7\x71\x1C\x6A\xD3\x1D\x25\xF2\x7F\xFF\xFF\xFF\x6C\xFF\x37\x3E\x7F\xFF\xFF\xFF\x56\x4C\xA2\xAE\x7F\xFF\xFF\xFF\xB5\xAE\x11\xEA\x7F\xFF\xFF\xFF\xB0\x56\x92\x6C\x7F\xFF\xFF\xFF\x26\xE1\x79\x82\x80\x00\x00\x00\x09\xC5\x63\x2F\x80\x00\x00\x00\x1E\x79\x71\xEB\xBE\x94\xB8\x70\x2F\x8A\x51\x58\x7F\xFF\xFF\xFF\x61\xDE\xFE\x53\x7F\xFF\xFF\xFF\xB4\xB7\x37\x3B\x80\x00\x00\x00\x41\xBA\x3D\x69\x80\x00\x00\x00\x76\x16\xCC\xAD\x7F\xFF\xFF\xFF\xF8\xEE\x99\xEB\x09\x18\xC3\x58\x77\xAD\x5C\x2F\x28\xD7\x5A\x83\x45\x6D\x56\x05\x3E\x81\x21\xBF\xFF\x4A\x73\xD9\x80\x00\x00\x00\x4F\x75\x87\x92\x7F\xFF\xFF\xFF\x65\x17\xAE\x34\x88\x83\x36\xF0\x44\xC6\x08\x34\x83\xE8\x55\xB6\x4A\x68\x30\xC6\x80\x00\x00\x00\x45\xBA\x31\x73\x6C\xE1\x59\xA9\x8B\x0A\x39\xB7\xC0\x91\xCA\x22\xB3\x81\x0A\x3C\xC6\xD5\x1E\x5A\x0D\x37\xB8\x7E\x7F\xFF\xFF\xFF\x3A\x25\xB7\x12\x80\x00\x00\x00\x9B\xBF\xC6\x66\x45\xB3\xE9\x87\x5D\x22\xC4\x2B\xA4\xE0\xF4\x80\x60\x6E\x82\x86\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x28\x74\x01\xBE\x00\x00\xA5\xDB\xCE\xEA\x8C\x9E\xCD\xF9\x8C\x9E\xCD\xF9\x1D\xC4\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xC2\xC0\xC1\x00\xDB\xD0\x32\x49\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB7\x71\x1C\x6A\x2C\xFA\xEB\x03\x7F\xFF\xFF\xFF\x1A\x2C\x9A\x39\x7F\xFF\xFF\xFF\x36\x32\x50\x98\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x13\x0C\x8A\x33\x80\x00\x00\x00\x04\xB2\xB9\x43\x80\x00\x00\x00\x11\xEA\x2F\xDC\xBE\x94\xB8\x70\xDE\xF6\x80\xBA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x6B\x0D\x87\xAC\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x82\x3E\x4D\xD6\x09\x18\xC3\x58\x7F\xFF\xFF\xFF\x28\xD7\x5A\x83\x7B\xF2\xAD\xD3\x3E\x81\x21\xBF\x02\x8D\x1D\xD4\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x88\x83\x36\xF0\x7F\xFF\xFF\xFF\x83\xE8\x55\xB6\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x6C\xE1\x59\xA9\x80\x00\x00\x00\xC0\x91\xCA\x22\x80\x00\x00\x00\xC6\xD5\x1E\x5A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x45\xB3\xE9\x87\x7F\xFF\xFF\xFF\xA4\xE0\xF4\x80\x7F\xFF\xFF\xFF\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD9930754), ('P4rIngress.bitmap_seq.seq', 0x5023E204)], 13349)
        self.setRegisterValue('P4rIngress.rounds', 0x5023E204, 13349)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x05), ('P4rIngress.count_exp.exponent', 0x7A)], 13349)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 13349)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xE7AEF160), ('P4rIngress.values_v00000.hi', 0xD1BD856B)], 13349)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7A1D2777), ('P4rIngress.values_v00001.hi', 0x6C8FAAC7)], 13349)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x94BB2B0F), ('P4rIngress.values_v00010.hi', 0x3A2ACCD7)], 13349)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xE4871F92), ('P4rIngress.values_v00011.hi', 0x8E14868B)], 13349)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xF358A321), ('P4rIngress.values_v00100.hi', 0x4D768D84)], 13349)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5DD4B479), ('P4rIngress.values_v00101.hi', 0xBE3E6F49)], 13349)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x1E1EB8C4), ('P4rIngress.values_v00110.hi', 0x4E3F8F79)], 13349)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7615F29B), ('P4rIngress.values_v00111.hi', 0x5D881C69)], 13349)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xDB726909), ('P4rIngress.values_v01000.hi', 0x68365235)], 13349)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x492D6E2E), ('P4rIngress.values_v01001.hi', 0xD15DAB69)], 13349)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xA8438299), ('P4rIngress.values_v01010.hi', 0xBE737E7A)], 13349)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x1BC35BD7), ('P4rIngress.values_v01011.hi', 0x68949E27)], 13349)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xB36BA24F), ('P4rIngress.values_v01100.hi', 0x6B6091E0)], 13349)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xDF6084B7), ('P4rIngress.values_v01101.hi', 0x1E8420EF)], 13349)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x78BD3454), ('P4rIngress.values_v01110.hi', 0xF592FB3F)], 13349)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6C6B75CE), ('P4rIngress.values_v01111.hi', 0x40E444BF)], 13349)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xBEB2429B), ('P4rIngress.values_v10000.hi', 0xD33117B5)], 13349)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x69EDB73A), ('P4rIngress.values_v10001.hi', 0x3083AB77)], 13349)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xA87B4A93), ('P4rIngress.values_v10010.hi', 0x56230343)], 13349)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x403E5176), ('P4rIngress.values_v10011.hi', 0xE9D69AD7)], 13349)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x2D1B30AF), ('P4rIngress.values_v10100.hi', 0x9B5FB5ED)], 13349)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xA35C007F), ('P4rIngress.values_v10101.hi', 0x782D6D07)], 13349)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x0D4F2F5E), ('P4rIngress.values_v10110.hi', 0x7BB46F66)], 13349)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x451058F0), ('P4rIngress.values_v10111.hi', 0xB1CDCF76)], 13349)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x46397D7C), ('P4rIngress.values_v11000.hi', 0x93B44015)], 13349)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xADE598BB), ('P4rIngress.values_v11001.hi', 0x6302E61D)], 13349)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x470AA549), ('P4rIngress.values_v11010.hi', 0x5B4F61CA)], 13349)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x59149935), ('P4rIngress.values_v11011.hi', 0x132EDB2D)], 13349)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5EB1B835), ('P4rIngress.values_v11100.hi', 0x71E2B2D1)], 13349)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x8A33FE1B), ('P4rIngress.values_v11101.hi', 0x49EE7B41)], 13349)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6AD93FA6), ('P4rIngress.values_v11110.hi', 0x11D2758E)], 13349)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x555057BF), ('P4rIngress.values_v11111.hi', 0x2EE09C71)], 13349)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3369),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x512AA03A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03A),
                gc.KeyTuple('src_addr', 0x6873916D),
                gc.KeyTuple('src_port', 0x5E6D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3369),
                gc.DataTuple('rank', 0x000F),
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
        ig_port = 58
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x68\x73\x91\x6D\x00\x00\x00\x00\x5E\x6D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x33\x69\x00\x0F\x51\x2A\xA0\x3A\x14\x25\x05\xA4\x50\x23\xE2\x04\x00\x40\x00\x00\xA8\xCB\x7E\xF4\xB1\xD1\x36\x05\x71\x94\xEA\xC1\x64\xE2\xEC\x3F\xCC\x5D\x2C\x6C\x79\x98\xC6\xFB\xAE\xAB\xD6\xC5\x6B\x5C\xFF\xD9\xC9\xDE\x86\x4F\x73\x97\x94\x07\x51\x43\x5A\x0D\x46\x5D\x13\x6F\x6D\x02\xF1\xC9\x3B\x8B\x31\x39\x49\xE2\x54\x59\x45\x87\x50\x1F\xDE\xB3\x72\xA7\x42\x56\xF7\x65\x71\x49\x82\xAD\x50\xE5\x33\x2B\x71\x0E\xEA\xD4\x80\xD8\xF1\x36\x70\x61\x13\x92\x48\xBA\x8D\x35\xC7\x68\xBB\xDB\x4A\x39\x77\x1F\x8B\xF3\x95\x93\x9E\xB9\x7A\x39\x09\xA9\x74\x57\xA2\xD8\x78\x52\x3E\xE6\xB2\xAB\x4A\xE6\x5D\xF9\x9A\x22\x75\x73\x95\x17\x7B\x23\x55\x67\xB0\x92\x5D\xD2\xD9\x25\xAD\xEF\x96\xBB\x5D\x79\x3C\xE3\x6E\x1F\x4E\x6F\xE7\x1E\x25\xBA\x6F\x28\x24\xFA\xD3\x93\x3C\x81\x95\x7E\x03\x6A\x10\x7D\x6E\xF7\xD8\xF7\x63\x78\x41\x03\xD6\xE4\x73\x1A\xB6\xCB\xBA\xB4\x5D\x42\x5A\x7B\x11\x78\xBA\xBA\xDA\x5A\xCD\x68\x92\xB3\x36\x7C\x5F\xD4\x51\xFC\x4B\x4B\x4E\x97\x02\x9A\x58\xB3\xE3\x53\xEA\x2B\x00\x06\x57\xC2\xBB\xED\x43\xB6\xFB\x1D\xDF\xA1\xE8\xD7\x5A\xD1\x86\x1F\x66\x09\xAB\x1C\x71\x67\x73\x67\x41\xED\x55\x27\x62\x68\xE4\xFA\xF5\x48\xAB\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x68\x73\x91\x6D\x00\x00\x00\x00\x5E\x6D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x33\x69\x00\x0F\x51\x2A\xA0\x3A\x14\x25\x05\xA4\x50\x23\xE2\x04\x00\x40\x00\x00\x90\x7A\x70\x54\xB1\xD1\x36\x05\x7F\xFF\xFF\xFF\x64\xE2\xEC\x3F\x80\x00\x00\x00\x79\x98\xC6\xFB\x93\x32\xF6\x57\x6B\x5C\xFF\xD9\xBD\x37\x29\x70\x73\x97\x94\x07\x7F\xFF\xFF\xFF\x46\x5D\x13\x6F\x7F\xFF\xFF\xFF\x3B\x8B\x31\x39\x7F\xFF\xFF\xFF\x45\x87\x50\x1F\xBA\x25\xDB\xB0\x42\x56\xF7\x65\x7F\xFF\xFF\xFF\x50\xE5\x33\x2B\x19\x52\x6D\x6D\x80\xD8\xF1\x36\x7F\xFF\xFF\xFF\x48\xBA\x8D\x35\x80\x00\x00\x00\x4A\x39\x77\x1F\x80\x00\x00\x00\x9E\xB9\x7A\x39\x7F\xFF\xFF\xFF\xA2\xD8\x78\x52\x7F\xFF\xFF\xFF\x4A\xE6\x5D\xF9\x80\x00\x00\x00\x95\x17\x7B\x23\x7F\xFF\xFF\xFF\x5D\xD2\xD9\x25\x80\x00\x00\x00\x5D\x79\x3C\xE3\x7F\xFF\xFF\xFF\xE7\x1E\x25\xBA\x7F\xFF\xFF\xFF\xD3\x93\x3C\x81\x80\x00\x00\x00\x10\x7D\x6E\xF7\xE6\x46\x92\xD6\x41\x03\xD6\xE4\x7F\xFF\xFF\xFF\xBA\xB4\x5D\x42\x7F\xFF\xFF\xFF\xBA\xBA\xDA\x5A\x80\x00\x00\x00\x36\x7C\x5F\xD4\x7F\xFF\xFF\xFF\x4E\x97\x02\x9A\x7F\xFF\xFF\xFF\xEA\x2B\x00\x06\x7F\xFF\xFF\xFF\x43\xB6\xFB\x1D\x80\x00\x00\x00\x5A\xD1\x86\x1F\x7F\xFF\xFF\xFF\x71\x67\x73\x67\x7F\xFF\xFF\xFF\x62\x68\xE4\xFA\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x34\x25\x03\x57\x00\x00\xD9\x93\x87\x54\x50\x23\xE2\x04\x50\x23\xE2\x04\x06\xA4\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x90\x7A\x70\x54\x83\x8E\xBB\x70\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x93\x32\xF6\x57\xF9\x71\x86\x64\xBD\x37\x29\x70\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x04\x9B\x82\xB8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBA\x25\xDB\xB0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x22\x42\xDE\x94\x19\x52\x6D\x6D\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xBD\x3D\x9B\x28\x7F\xFF\xFF\xFF\x98\x6B\x73\x91\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD0\xF4\xC0\x91\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE6\x46\x92\xD6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFD\x59\xDB\x33\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF5\x48\xAB\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2515114F), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 8940)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 8940)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0B), ('P4rIngress.count_exp.exponent', 0xCC)], 8940)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 8940)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xB281DC75), ('P4rIngress.values_v00000.hi', 0x6C212753)], 8940)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x425F170A)], 8940)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x564B530D), ('P4rIngress.values_v00010.hi', 0x557145E1)], 8940)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xA7D9B6FF), ('P4rIngress.values_v00011.hi', 0x7C4A3AFE)], 8940)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x1C93CB20), ('P4rIngress.values_v00100.hi', 0x32B6827D)], 8940)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x425179A8), ('P4rIngress.values_v00101.hi', 0x62E1D7AB)], 8940)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x79D58F29), ('P4rIngress.values_v00110.hi', 0x7B2AE177)], 8940)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6565B958), ('P4rIngress.values_v00111.hi', 0x7F49A6C3)], 8940)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x3AB37B4D), ('P4rIngress.values_v01000.hi', 0x4E544E4B)], 8940)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5540DCDF), ('P4rIngress.values_v01001.hi', 0xBE4B123B)], 8940)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x697DF96F), ('P4rIngress.values_v01010.hi', 0x67062108)], 8940)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x8C05199D), ('P4rIngress.values_v01011.hi', 0xD51DAB54)], 8940)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x95486FBA), ('P4rIngress.values_v01100.hi', 0x9656A7F9)], 8940)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x97A84159), ('P4rIngress.values_v01101.hi', 0xF937AB5D)], 8940)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xD49957BF), ('P4rIngress.values_v01110.hi', 0x19EFCEC7)], 8940)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x82AA7356), ('P4rIngress.values_v01111.hi', 0x5CF9E66D)], 8940)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xCBEF4713), ('P4rIngress.values_v10000.hi', 0x00000000)], 8940)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x633D1BA9), ('P4rIngress.values_v10001.hi', 0x4BDA91AC)], 8940)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xB978EDF9), ('P4rIngress.values_v10010.hi', 0xF790EBAF)], 8940)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x3D39D31E), ('P4rIngress.values_v10011.hi', 0x65568C32)], 8940)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x51BBB604), ('P4rIngress.values_v10100.hi', 0xC344A2B0)], 8940)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x1E4E5F19), ('P4rIngress.values_v10101.hi', 0x4875A8D7)], 8940)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xD844362A), ('P4rIngress.values_v10110.hi', 0x9F162DF7)], 8940)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x73A875D8), ('P4rIngress.values_v10111.hi', 0xEBEB15FA)], 8940)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x3BEB3F4B), ('P4rIngress.values_v11000.hi', 0x3A9F9AD7)], 8940)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x544E7AD1), ('P4rIngress.values_v11001.hi', 0x4C543E37)], 8940)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6D460C57), ('P4rIngress.values_v11010.hi', 0x5B7ADE7F)], 8940)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x58DBCFD2), ('P4rIngress.values_v11011.hi', 0xD0FB2A75)], 8940)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x997DD5A1), ('P4rIngress.values_v11100.hi', 0x6CE26BD1)], 8940)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x78282679), ('P4rIngress.values_v11101.hi', 0x43E43832)], 8940)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x3F21B1CF), ('P4rIngress.values_v11110.hi', 0x89611BBF)], 8940)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x492E8D07), ('P4rIngress.values_v11111.hi', 0x5A82170B)], 8940)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7FB9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002EC),
                gc.DataTuple('slot_count', 0x00000F9B),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCD415B8C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x030),
                gc.KeyTuple('src_addr', 0xDB60AE13),
                gc.KeyTuple('src_port', 0x8F68),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7FB9),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x0058),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDB\x60\xAE\x13\x00\x00\x00\x00\x8F\x68\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x7F\xB9\x00\x0F\xCD\x41\x5B\x8C\x00\x00\x03\xB1\x80\x00\x00\x00\x00\x40\x00\x00\x9C\xB4\x4D\x03\x47\x5F\xD3\xE6\x00\x00\x00\x00\x78\x5B\x9D\x4D\x41\x7E\xE3\x30\xF7\x77\x7D\xCA\xD1\x66\xBB\x6F\x23\x67\x72\x3B\x79\x97\x54\xB0\x5F\x6C\x9F\x9E\x56\x33\x49\xC6\x2B\x5A\xE4\x38\x4E\xF0\x80\xAB\x69\xBB\xF9\x55\xE5\x34\xAD\x89\x35\x91\x46\xE6\xFA\xE5\x2D\x97\x4B\x7E\x8B\x69\x41\xDD\xE4\x11\xBB\xAD\x34\xB9\x44\x70\x7D\xA6\x4F\x7B\x61\xB0\xD7\x36\x1B\x7F\x31\xF9\x9C\xE6\xBB\x32\x7C\xE8\x9A\xF6\x86\x3E\x90\xE8\x4F\x5E\xB7\x35\x2B\x67\x97\x10\x7D\xCE\x2F\xEF\x9E\xBD\x89\xCB\x79\x03\x8A\x51\x16\xE3\xA3\x82\x9A\xD9\x80\x00\x00\x00\x46\xDD\xEB\xA9\x5B\x94\x38\xE6\x4F\xAE\x59\x3B\x70\x77\x3C\xCF\x49\x29\x05\xFD\x55\xC9\x1F\x73\x4A\xD2\x17\x41\x9F\x7F\xD6\x3F\x66\x14\x42\xAB\xBC\xB6\xDC\x74\xDF\x4D\xD2\x27\xCF\x4A\xE6\x7C\x46\x38\x25\x81\x3D\xC9\x3E\xD7\x5A\x46\x65\x77\xAF\xD7\xD8\xCD\x44\xCA\xB3\xDF\xD4\xB6\xFA\x4F\x1C\xE1\xEE\x56\x0F\x82\x10\xB6\x51\x86\x8E\x8E\xD0\x6A\x7D\xA7\x5D\xCB\xCC\xF7\x33\xAE\x84\xC2\x42\xD5\xB0\xDB\x6C\x47\x3D\xB2\x47\x73\x34\xE9\xA2\xC2\x0E\x29\x44\xD1\xD4\xE8\x8E\x8F\xD3\xDB\x79\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDB\x60\xAE\x13\x00\x00\x00\x00\x8F\x68\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x7F\xB9\x00\x0F\xCD\x41\x5B\x8C\x00\x00\x03\xB1\x80\x00\x00\x00\x00\x40\x00\x00\x80\x00\x00\x00\x47\x5F\xD3\xE6\x00\x00\x00\x00\x78\x5B\x9D\x4D\x7F\xFF\xFF\xFF\xF7\x77\x7D\xCA\x80\x00\x00\x00\x23\x67\x72\x3B\x7F\xFF\xFF\xFF\x5F\x6C\x9F\x9E\x7F\xFF\xFF\xFF\x2B\x5A\xE4\x38\x7F\xFF\xFF\xFF\x69\xBB\xF9\x55\x4A\x9A\x66\xE1\x35\x91\x46\xE6\x35\x98\xA8\xE4\x4B\x7E\x8B\x69\x7F\xFF\xFF\xFF\xBB\xAD\x34\xB9\x7F\xFF\xFF\xFF\x4F\x7B\x61\xB0\x80\x00\x00\x00\x31\xF9\x9C\xE6\x80\x00\x00\x00\x9A\xF6\x86\x3E\x80\x00\x00\x00\xB7\x35\x2B\x67\x80\x00\x00\x00\x2F\xEF\x9E\xBD\x80\x00\x00\x00\x8A\x51\x16\xE3\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x5B\x94\x38\xE6\x09\x27\x47\x34\x70\x77\x3C\xCF\x7F\xFF\xFF\xFF\x55\xC9\x1F\x73\x7F\xFF\xFF\xFF\x9F\x7F\xD6\x3F\x7F\xFF\xFF\xFF\xBC\xB6\xDC\x74\xB7\x92\x08\x51\xCF\x4A\xE6\x7C\x7F\xFF\xFF\xFF\x3D\xC9\x3E\xD7\x7F\xFF\xFF\xFF\xAF\xD7\xD8\xCD\x7F\xFF\xFF\xFF\xD4\xB6\xFA\x4F\x7F\xFF\xFF\xFF\x0F\x82\x10\xB6\x7F\xFF\xFF\xFF\xD0\x6A\x7D\xA7\xF7\x49\xA2\x98\x33\xAE\x84\xC2\x7F\xFF\xFF\xFF\x6C\x47\x3D\xB2\x7F\xFF\xFF\xFF\xA2\xC2\x0E\x29\x7F\xFF\xFF\xFF\x8E\x8F\xD3\xDB\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x22\xEC\x00\x58\x00\x00\x25\x15\x91\x4F\x80\x00\x00\x00\x80\x00\x00\x00\x0C\xCC\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4C\xE8\xC3\xAB\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4A\x9A\x66\xE1\x7F\xFF\xFF\xFF\x35\x98\xA8\xE4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x07\x17\x48\x3A\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xB0\x6C\xD6\xC4\x80\x00\x00\x00\x49\xDF\x6D\x84\x80\x00\x00\x00\xE7\x4A\xFD\x50\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x09\x27\x47\x34\x68\x08\x28\x7E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x05\x2C\x85\x4B\xB7\x92\x08\x51\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x29\xB4\x54\xD1\x7F\xFF\xFF\xFF\xEA\x77\x73\xA4\x7F\xFF\xFF\xFF\x21\x0B\x38\x86\x7F\xFF\xFF\xFF\x6A\xFC\xEF\x35\x7F\xFF\xFF\xFF\xA1\x65\xA8\x1C\xF7\x49\xA2\x98\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE9\x11\xEA\xE6\x79\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x96CD459D), ('P4rIngress.bitmap_seq.seq', 0xDF4AE31C)], 10103)
        self.setRegisterValue('P4rIngress.rounds', 0xDF4AE31C, 10103)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0E), ('P4rIngress.count_exp.exponent', 0x6C)], 10103)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 10103)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xF5BC40CD)], 10103)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x64AA5A47), ('P4rIngress.values_v00001.hi', 0x5B23A4BC)], 10103)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x8A5BFE5D), ('P4rIngress.values_v00010.hi', 0x24CCA6EC)], 10103)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xC5485968), ('P4rIngress.values_v00011.hi', 0x6CDB8935)], 10103)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x1E62E6D3), ('P4rIngress.values_v00100.hi', 0x5027B95E)], 10103)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5A532675), ('P4rIngress.values_v00101.hi', 0x02397D5C)], 10103)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x66AF25F1), ('P4rIngress.values_v00110.hi', 0x48B66943)], 10103)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x519629B9), ('P4rIngress.values_v00111.hi', 0x67EABCDD)], 10103)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x0DAA6F4B), ('P4rIngress.values_v01000.hi', 0x5C5860C9)], 10103)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x7E58AB02), ('P4rIngress.values_v01001.hi', 0x5ED3AE9C)], 10103)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xEBCADDF0), ('P4rIngress.values_v01010.hi', 0xB929966C)], 10103)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4ADABA38), ('P4rIngress.values_v01011.hi', 0x54A6988E)], 10103)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xABED580E), ('P4rIngress.values_v01100.hi', 0x546C1667)], 10103)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xA1639B7A), ('P4rIngress.values_v01101.hi', 0x28DDF49B)], 10103)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5DE64267), ('P4rIngress.values_v01110.hi', 0xD928F5E3)], 10103)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x813147BB), ('P4rIngress.values_v01111.hi', 0xCB36E134)], 10103)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x2556A991), ('P4rIngress.values_v10000.hi', 0xA158C4FB)], 10103)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x28B6D538), ('P4rIngress.values_v10001.hi', 0x56C131C1)], 10103)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7BFFD1BB), ('P4rIngress.values_v10010.hi', 0x999DCDCC)], 10103)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6CE4A21A), ('P4rIngress.values_v10011.hi', 0x9B2F644D)], 10103)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x95FD7313), ('P4rIngress.values_v10100.hi', 0x653B9A2E)], 10103)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x4A60DED1), ('P4rIngress.values_v10101.hi', 0x91CA5959)], 10103)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x59D18DD3), ('P4rIngress.values_v10110.hi', 0xD174E706)], 10103)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xA6AA8FF7), ('P4rIngress.values_v10111.hi', 0x184C5CDA)], 10103)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xD73EA1F1), ('P4rIngress.values_v11000.hi', 0x42896BAF)], 10103)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x9B0A8F1B), ('P4rIngress.values_v11001.hi', 0x36EB37D8)], 10103)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x1995399E), ('P4rIngress.values_v11010.hi', 0xB25576C5)], 10103)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5774F624), ('P4rIngress.values_v11011.hi', 0x4AD83E99)], 10103)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x61806D7B), ('P4rIngress.values_v11100.hi', 0x37456EAA)], 10103)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6D9F77F1), ('P4rIngress.values_v11101.hi', 0xA6D8171A)], 10103)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x39020FD4), ('P4rIngress.values_v11110.hi', 0x69658995)], 10103)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x2E71DE45), ('P4rIngress.values_v11111.hi', 0x3687C8EF)], 10103)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0E2E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001AB),
                gc.DataTuple('slot_count', 0x000005D8),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5129853B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01F),
                gc.KeyTuple('src_addr', 0xAE4F7383),
                gc.KeyTuple('src_port', 0xAC67),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0E2E),
                gc.DataTuple('rank', 0x000F),
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
        ig_port = 31
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAE\x4F\x73\x83\x00\x00\x00\x00\xAC\x67\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x0E\x2E\x00\x0F\x51\x29\x85\x3B\x05\xCC\x01\xAA\xDF\x4A\xE3\x1C\x00\x40\x00\x00\x80\x00\x00\x00\xA3\x76\x36\x69\x1C\x86\x69\xDE\x62\x30\x7E\xBF\xB6\x4B\x6F\xF8\x6C\x9E\xA8\xB2\xC7\x58\xD7\x27\x8E\x3F\x2B\xBE\x82\xEE\x84\xDE\x7E\x2C\xD6\x22\x50\xD3\x2B\xFD\xCE\x15\x27\x92\x73\xDD\x8C\x3E\x58\xC4\x3F\xEF\x7B\x06\xFB\x0C\x60\xCC\xD7\x39\xB4\xF3\x70\x33\x48\xAB\x6B\x2B\x7C\xC1\xDB\xE1\xD0\x06\xEE\x32\xDF\x7A\x44\x90\x8E\x83\xD5\x3D\x63\x6D\x93\xA3\x5C\x77\x73\xC1\xAD\x33\xE4\x12\x60\x6D\xDC\x53\x8F\x7F\x95\xE3\xA6\xDD\xBF\x1D\x4D\x2B\x75\xE9\x8C\xD4\xAF\xBD\x8B\xA6\x3B\xBF\x0B\x32\xA1\x25\x6A\x96\xB8\xDB\xA1\x75\xB6\x85\x24\x17\x48\x0D\x53\x67\x3B\x5D\x77\x3C\xFC\xDF\xC3\x4B\xDD\xB0\x26\x6F\x16\x13\xCD\x4B\x1B\x25\xB6\x7F\x95\x2D\x25\x8B\x3B\xAD\x51\x4E\x83\x1E\xD4\xA7\xF8\x56\x49\x95\x00\xB3\xA1\x05\x6F\xBD\x9F\xFD\xAC\x93\xA4\x7B\x0E\x9D\x90\x5E\xE4\x91\x71\x0A\x7B\x84\xDB\x25\xA3\x6B\x91\x1B\x1C\xD3\x78\xD7\x14\x87\x17\x6F\xB0\xCE\x44\x3E\xA7\x4C\x76\xCB\x07\x11\x69\xFF\x6A\xED\x66\x4F\xEA\xF5\x4D\x1C\xA4\xFD\xB2\x29\xD1\x8E\x55\x1A\x51\x70\x67\x47\x4B\xD1\x74\x74\xCD\x89\x63\x1D\x98\xAA\x59\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xAE\x4F\x73\x83\xBE\xEF\xAC\x67\x01\x20\x00\x00\x50\x34\x02\x82\x0E\x2E\x00\x0F\x51\x29\x85\x3B\x05\xCC\x01\xAA\xDF\x4A\xE3\x1C\x00\x40\x00\x0F\x80\x00\x00\x00\xA3\x76\x36\x69\x7F\xFF\xFF\xFF\x62\x30\x7E\xBF\x80\x00\x00\x00\x6C\x9E\xA8\xB2\x8C\xA1\x30\x8F\x8E\x3F\x2B\xBE\xA1\x51\x6B\xB1\x7E\x2C\xD6\x22\x7F\xFF\xFF\xFF\xCE\x15\x27\x92\x7F\xFF\xFF\xFF\x58\xC4\x3F\xEF\x7F\xFF\xFF\xFF\x60\xCC\xD7\x39\xC2\x9D\xDF\x7E\x48\xAB\x6B\x2B\x7F\xFF\xFF\xFF\xD0\x06\xEE\x32\xCB\x45\x22\x80\x8E\x83\xD5\x3D\x7F\xFF\xFF\xFF\x5C\x77\x73\xC1\x80\x00\x00\x00\x60\x6D\xDC\x53\x80\x00\x00\x00\xA6\xDD\xBF\x1D\x7F\xFF\xFF\xFF\x8C\xD4\xAF\xBD\x80\x00\x00\x00\x0B\x32\xA1\x25\x7F\xFF\xFF\xFF\xA1\x75\xB6\x85\x4C\xCE\x1D\x45\x53\x67\x3B\x5D\x7F\xFF\xFF\xFF\xC3\x4B\xDD\xB0\x7F\xFF\xFF\xFF\xCD\x4B\x1B\x25\x80\x00\x00\x00\x25\x8B\x3B\xAD\x7F\xFF\xFF\xFF\xD4\xA7\xF8\x56\x7F\xFF\xFF\xFF\xA1\x05\x6F\xBD\x80\x00\x00\x00\xA4\x7B\x0E\x9D\x80\x00\x00\x00\x71\x0A\x7B\x84\x80\x00\x00\x00\x91\x1B\x1C\xD3\x7F\xFF\xFF\xFF\x17\x6F\xB0\xCE\x7F\xFF\xFF\xFF\x76\xCB\x07\x11\x7F\xFF\xFF\xFF\x66\x4F\xEA\xF5\x7F\xFF\xFF\xFF\xB2\x29\xD1\x8E\x7F\xFF\xFF\xFF\x67\x47\x4B\xD1\x7F\xFF\xFF\xFF\x63\x1D\x98\xAA\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x27\x77\x00\x68\x00\x00\x96\xCD\xC5\x9D\xDF\x4A\xE3\x1C\xDF\x4A\xE3\x1C\x0F\xAA\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x99\x32\x77\x36\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x8C\xA1\x30\x8F\xFB\x1A\xB4\xF3\xA1\x51\x6B\xB1\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD0\x4E\xA4\xEE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC2\x9D\xDF\x7E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2E\xDA\x9C\xCE\xCB\x45\x22\x80\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xCF\xBB\xB3\xB8\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xD6\x69\x82\x59\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x4C\xCE\x1D\x45\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xBC\xC7\x6B\x77\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xC8\x06\x54\xAB\x7F\xFF\xFF\xFF\xC9\xC5\x27\x93\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x59\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC1B57832), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 12217)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 12217)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x20), ('P4rIngress.count_exp.exponent', 0x0B)], 12217)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12217)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x31339FAD), ('P4rIngress.values_v00000.hi', 0x53CDD3B2)], 12217)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x73BCEE17), ('P4rIngress.values_v00001.hi', 0x6F5F8D67)], 12217)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x3A3019A4), ('P4rIngress.values_v00010.hi', 0x36A76CCC)], 12217)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x698EC8F9), ('P4rIngress.values_v00011.hi', 0xDD475239)], 12217)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x9B23536B), ('P4rIngress.values_v00100.hi', 0xB05C8657)], 12217)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xC2A27C50), ('P4rIngress.values_v00101.hi', 0xA50C30D3)], 12217)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xAC69CD2D), ('P4rIngress.values_v00110.hi', 0xDD9B6DA3)], 12217)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x646B639D), ('P4rIngress.values_v00111.hi', 0x9D89D267)], 12217)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xB9BF3E32), ('P4rIngress.values_v01000.hi', 0x89D55B56)], 12217)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x8AE66CBB), ('P4rIngress.values_v01001.hi', 0x43D7ED5F)], 12217)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xF552FE86), ('P4rIngress.values_v01010.hi', 0x6F82D6F8)], 12217)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x16DCC8DF), ('P4rIngress.values_v01011.hi', 0xE162C751)], 12217)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xB0AED2CA), ('P4rIngress.values_v01100.hi', 0xC794E0E6)], 12217)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xB606D39F), ('P4rIngress.values_v01101.hi', 0x5154B575)], 12217)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x9BAA8DD4), ('P4rIngress.values_v01110.hi', 0x9D045CBE)], 12217)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x78B9F788), ('P4rIngress.values_v01111.hi', 0x5CEA5EE9)], 12217)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x59B8E5A6), ('P4rIngress.values_v10000.hi', 0xB184DD2D)], 12217)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x26B74AAF), ('P4rIngress.values_v10001.hi', 0xD4B9F9FF)], 12217)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x929723B2), ('P4rIngress.values_v10010.hi', 0x4BC5C68F)], 12217)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5AF7CE39), ('P4rIngress.values_v10011.hi', 0x495A6A2A)], 12217)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x28C50509), ('P4rIngress.values_v10100.hi', 0x53194432)], 12217)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x4FD66067), ('P4rIngress.values_v10101.hi', 0x66186F93)], 12217)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x78D98175), ('P4rIngress.values_v10110.hi', 0xB3368E30)], 12217)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x65C150D5), ('P4rIngress.values_v10111.hi', 0xD2AB1D31)], 12217)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x43AA6B85), ('P4rIngress.values_v11000.hi', 0x68B57CBA)], 12217)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x3CE84DCB), ('P4rIngress.values_v11001.hi', 0x539630DC)], 12217)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xEB3CE6CF), ('P4rIngress.values_v11010.hi', 0x460C7175)], 12217)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xC9DDD39B), ('P4rIngress.values_v11011.hi', 0x4D6C967E)], 12217)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x69677376), ('P4rIngress.values_v11100.hi', 0xF710B72B)], 12217)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x70676AE9), ('P4rIngress.values_v11101.hi', 0xC7AD76D1)], 12217)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7CE050AC), ('P4rIngress.values_v11110.hi', 0x7CD0C973)], 12217)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x51E6EC7F), ('P4rIngress.values_v11111.hi', 0x9AD3C8DC)], 12217)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCBC5),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FB9),
                gc.DataTuple('slot_count', 0x000008F6),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4765CB90),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x033),
                gc.KeyTuple('src_addr', 0x594BFDB3),
                gc.KeyTuple('src_port', 0x9F39),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xCBC5),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x035D),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x59\x4B\xFD\xB3\x00\x00\x00\x00\x9F\x39\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xCB\xC5\x00\x0F\x47\x65\xCB\x90\x00\x00\x01\x25\x80\x00\x00\x00\x00\x40\x00\x00\xC7\x6B\x02\x0C\x86\x2C\x00\x99\x30\x4E\x0D\x93\x1F\xCA\x59\xA2\x5A\x33\xFA\x3D\x6D\x20\x65\x10\xFF\x97\xBC\x2D\x59\x0C\x3B\xAB\xB2\xC6\x87\xB9\x97\x32\x27\xF1\x8D\xA6\xC7\x2A\xAF\xB5\x1F\xF0\xAC\x84\x9D\xED\x98\x79\x02\xEB\x44\x4A\x21\x2F\x93\xA5\x65\x41\x90\x6E\x37\xE7\x91\xD8\x57\x6A\xAB\x76\x4F\x22\x5A\x96\x25\xE0\x81\x33\x3A\x68\x42\xDF\x60\x1E\x75\xC4\xDA\xA3\x3B\x5A\xF1\x93\xCB\xA6\xF1\xD2\x5C\x16\xF6\x33\xC7\xE7\x5A\x92\x57\x7A\x23\x62\x93\x43\xE7\x1C\xA9\x24\x9A\x24\x08\xAA\x16\xBB\x54\x9A\x4E\x15\xDA\x88\x7D\x7B\xB4\xB5\x1C\xA1\x6A\xB8\xF6\x54\x36\x11\x60\xBB\xCE\x0C\x87\x3D\x5A\xDD\x4D\x61\x44\xB4\xD9\xA1\x71\x48\xAD\x6B\x60\x5E\xCC\x3B\x79\x91\x9C\x2E\x5E\x71\x5A\x0B\x2D\xBB\xF4\x74\x36\x51\x7D\x0C\x93\x96\x98\x89\x55\xD1\x73\x35\x9C\x99\xB4\xAF\x5A\xD9\x7C\xAA\x2D\x94\xC0\xE1\xBD\x6D\xFC\x69\x44\xAD\xB6\x34\x3F\x7F\xE5\xFB\x73\x3D\x2B\x85\x20\x48\x8B\x59\x5C\x72\x34\xF0\x75\x05\x2D\xA2\x70\xFB\xB1\x1B\x1D\x1B\x65\xC9\xD3\x15\xF5\xC3\x51\x43\x4A\x42\x4C\xDB\x48\xED\x47\x62\x6A\xC3\xBF\xDA\x77\xC8\x40\x4E\xA4\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x59\x4B\xFD\xB3\x00\x00\x00\x00\x9F\x39\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xCB\xC5\x00\x0F\x47\x65\xCB\x90\x00\x00\x01\x25\x80\x00\x00\x00\x00\x40\x00\x00\xF8\x9E\xA1\xB9\x86\x2C\x00\x99\x7F\xFF\xFF\xFF\x1F\xCA\x59\xA2\x7F\xFF\xFF\xFF\x6D\x20\x65\x10\x69\x26\x85\x26\x59\x0C\x3B\xAB\x80\x00\x00\x00\x97\x32\x27\xF1\x80\x00\x00\x00\xAF\xB5\x1F\xF0\x80\x00\x00\x00\x98\x79\x02\xEB\x7F\xFF\xFF\xFF\x93\xA5\x65\x41\x80\x00\x00\x00\x91\xD8\x57\x6A\x80\x00\x00\x00\x5A\x96\x25\xE0\x80\x00\x00\x00\x42\xDF\x60\x1E\x7F\xFF\xFF\xFF\x3B\x5A\xF1\x93\x80\x00\x00\x00\x5C\x16\xF6\x33\x80\x00\x00\x00\x57\x7A\x23\x62\x80\x00\x00\x00\xA9\x24\x9A\x24\x7F\xFF\xFF\xFF\x54\x9A\x4E\x15\x34\x41\x63\x21\xB4\xB5\x1C\xA1\x7F\xFF\xFF\xFF\x36\x11\x60\xBB\x80\x00\x00\x00\x5A\xDD\x4D\x61\x7F\xFF\xFF\xFF\x71\x48\xAD\x6B\x7F\xFF\xFF\xFF\x79\x91\x9C\x2E\x7F\xFF\xFF\xFF\x2D\xBB\xF4\x74\x7F\xFF\xFF\xFF\x93\x96\x98\x89\x7F\xFF\xFF\xFF\x9C\x99\xB4\xAF\x7F\xFF\xFF\xFF\x2D\x94\xC0\xE1\xFA\x56\x4A\x34\x44\xAD\xB6\x34\x2A\xBC\xCC\xCA\x73\x3D\x2B\x85\xEA\x26\x5E\xF4\x5C\x72\x34\xF0\x7F\xFF\xFF\xFF\x70\xFB\xB1\x1B\x7F\xFF\xFF\xFF\xD3\x15\xF5\xC3\x7F\xFF\xFF\xFF\x4C\xDB\x48\xED\x7F\xFF\xFF\xFF\xBF\xDA\x77\xC8\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x2F\xB9\x03\x5D\x00\x00\xC1\xB5\xF8\x32\x80\x00\x00\x00\x80\x00\x00\x00\x21\x25\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xF8\x9E\xA1\xB9\xD9\xF9\xD4\x4B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x69\x26\x85\x26\x36\x53\x8D\xE4\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1C\xBD\xB8\xE4\x80\x00\x00\x00\x23\xAB\xD7\x19\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x34\x41\x63\x21\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x0A\xCB\x5A\xBA\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFA\x56\x4A\x34\x7F\xFF\xFF\xFF\x2A\xBC\xCC\xCA\x7F\xFF\xFF\xFF\xEA\x26\x5E\xF4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x68\x0C\x68\x46\x7F\xFF\xFF\xFF\x9A\xC3\x6C\x94\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x40\x4E\xA4\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x307D27CB), ('P4rIngress.bitmap_seq.seq', 0x9259D42D)], 13960)
        self.setRegisterValue('P4rIngress.rounds', 0x9259D42D, 13960)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x06), ('P4rIngress.count_exp.exponent', 0x78)], 13960)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 13960)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x49C3139B), ('P4rIngress.values_v00000.hi', 0xF4D4B48B)], 13960)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x1509CB2B), ('P4rIngress.values_v00001.hi', 0x6F4E479D)], 13960)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xB8CE1F2D), ('P4rIngress.values_v00010.hi', 0x6A7C68EA)], 13960)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x77409CD2), ('P4rIngress.values_v00011.hi', 0x741B4EAF)], 13960)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x274CA6AD), ('P4rIngress.values_v00100.hi', 0x8F4F7C2F)], 13960)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4FE52489), ('P4rIngress.values_v00101.hi', 0xADBC98BA)], 13960)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7BAE36E7), ('P4rIngress.values_v00110.hi', 0x6B26D0A5)], 13960)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xBEA8580A), ('P4rIngress.values_v00111.hi', 0x95B26A43)], 13960)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x11E3FDBC), ('P4rIngress.values_v01000.hi', 0x7E9BB4D6)], 13960)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xFD172995), ('P4rIngress.values_v01001.hi', 0xA472C6BD)], 13960)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6BDC4056), ('P4rIngress.values_v01010.hi', 0x7B15DD0C)], 13960)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xE955EA26), ('P4rIngress.values_v01011.hi', 0x8CD83EB7)], 13960)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4DBD238A), ('P4rIngress.values_v01100.hi', 0x9575E4C3)], 13960)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4BBF6BA3), ('P4rIngress.values_v01101.hi', 0xDAD05D36)], 13960)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xC3D6E477), ('P4rIngress.values_v01110.hi', 0x4FE2AE92)], 13960)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x671BD44F), ('P4rIngress.values_v01111.hi', 0x673CD13F)], 13960)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x98B37ADF), ('P4rIngress.values_v10000.hi', 0x3D2B6DC9)], 13960)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x52A92CFD), ('P4rIngress.values_v10001.hi', 0x7EFD8A5E)], 13960)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xA85AA1AC), ('P4rIngress.values_v10010.hi', 0x3B426970)], 13960)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xBF5316FE), ('P4rIngress.values_v10011.hi', 0x6E24F9D7)], 13960)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6CE4303E), ('P4rIngress.values_v10100.hi', 0xDFF6BC90)], 13960)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x80000000), ('P4rIngress.values_v10101.hi', 0x19595AA7)], 13960)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x1C53336F), ('P4rIngress.values_v10110.hi', 0x31DC7D9D)], 13960)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4242F448), ('P4rIngress.values_v10111.hi', 0x6B96EF1D)], 13960)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5570FA95), ('P4rIngress.values_v11000.hi', 0x24721E1D)], 13960)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xC4BCF669), ('P4rIngress.values_v11001.hi', 0x12FC74F9)], 13960)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x15B5676F), ('P4rIngress.values_v11010.hi', 0xFA67693E)], 13960)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7AB8A57B), ('P4rIngress.values_v11011.hi', 0x499B3B71)], 13960)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xAB72E75B), ('P4rIngress.values_v11100.hi', 0x4A926095)], 13960)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x83569CE6), ('P4rIngress.values_v11101.hi', 0x0AABD6F7)], 13960)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x327D6AC9), ('P4rIngress.values_v11110.hi', 0x58254499)], 13960)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x53668351), ('P4rIngress.values_v11111.hi', 0x13ECFA3B)], 13960)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF253),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001488),
                gc.DataTuple('slot_count', 0x00000B78),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5AB036A6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x032),
                gc.KeyTuple('src_addr', 0xC48045D3),
                gc.KeyTuple('src_port', 0xF711),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF253),
                gc.DataTuple('rank', 0x000F),
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
        ig_port = 50
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC4\x80\x45\xD3\x00\x00\x00\x00\xF7\x11\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF2\x53\x00\x0F\x5A\xB0\x36\xA6\x02\x00\x01\xC4\x92\x59\xD4\x2D\x00\x40\x00\x00\xEA\xA0\x14\xDD\x66\xCD\xE3\x99\x76\xAA\x8A\x0D\x4A\x46\xD2\x44\x8B\xC7\x24\x2D\x44\x20\x83\x73\x50\xE1\x2B\xB2\xE0\x47\x19\x96\x60\xB4\x72\xF7\x8B\xD7\xEA\xEC\x42\x45\x23\xC9\xA9\x85\x1D\xEB\x3B\x08\xBA\xE2\x19\x1D\x60\x4D\xA6\xD2\xFB\x54\xA6\xA3\x1A\x8F\xDC\xF4\x37\x0A\x6F\x16\xBB\x37\xF6\x5E\x5C\x2E\xB6\x6B\xE2\x95\x3A\xEF\x6F\xDB\xE9\x31\x55\x0A\x95\x17\x46\xEB\xCB\xAC\x8C\x21\x61\x88\xB6\xAB\x8D\x65\xDD\x63\x0B\xB6\xDB\xF9\x9B\xFC\xD5\xF6\x83\x36\xE6\xB1\x60\x86\xD6\x2C\x47\xF3\xB5\xC6\x7F\xAD\xAD\xB5\xDB\xE4\x0A\xFB\x5D\xE2\xC4\xF1\x53\xB5\xAB\x2B\x22\xE7\xDE\x76\xCC\x87\x09\xB6\x66\x5D\xDB\x9D\xAF\x41\x73\x1C\x27\xAE\x92\xB4\x5A\x9F\x7D\x17\x73\xF8\xDD\xBF\x2C\x4B\xD6\x91\x7D\x41\x5C\x3E\x64\x17\x42\xE4\x59\x5F\x85\xD5\x6F\xA6\x5B\xA6\x32\xD1\xE9\xC7\x67\x55\x03\x11\x6C\xCA\xAD\x35\x15\xA3\x73\xAB\xBF\xF8\x9A\x90\x1A\x32\x4C\x6D\xFA\xBB\x8D\x52\x6B\xB3\xE5\x59\x43\xF4\x5D\x42\xB2\x0E\xE3\x59\x5E\xA2\x54\xBE\xD9\xA6\x4C\x7E\xA9\xBE\x5B\x2B\xD6\xC5\xF5\x9F\x56\xF7\x6E\x79\x76\x66\xD6\x32\x54\x5C\xDE\xE1\x99\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2\xE5\xA0\xD0\x50\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC4\x80\x45\xD3\x00\x00\x00\x00\xF7\x11\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF2\x53\x00\x0F\x5A\xB0\x36\xA6\x02\x00\x01\xC4\x92\x59\xD4\x2D\x00\x40\x00\x00\x34\x63\x28\x78\x66\xCD\xE3\x99\x7F\xFF\xFF\xFF\x4A\x46\xD2\x44\x80\x00\x00\x00\x44\x20\x83\x73\x7F\xFF\xFF\xFF\xE0\x47\x19\x96\x7F\xFF\xFF\xFF\x8B\xD7\xEA\xEC\x7F\xFF\xFF\xFF\xA9\x85\x1D\xEB\x7F\xFF\xFF\xFF\x19\x1D\x60\x4D\x80\x00\x00\x00\xA6\xA3\x1A\x8F\xEE\xD8\x34\xC6\x6F\x16\xBB\x37\xF3\x75\x85\xC3\xB6\x6B\xE2\x95\x7F\xFF\xFF\xFF\xE9\x31\x55\x0A\x80\x00\x00\x00\xCB\xAC\x8C\x21\x7F\xFF\xFF\xFF\x8D\x65\xDD\x63\x57\x76\x47\x9C\x9B\xFC\xD5\xF6\x80\x00\x00\x00\x60\x86\xD6\x2C\x7F\xFF\xFF\xFF\x7F\xAD\xAD\xB5\x80\x00\x00\x00\x5D\xE2\xC4\xF1\x7F\xFF\xFF\xFF\x22\xE7\xDE\x76\x80\x00\x00\x00\x66\x5D\xDB\x9D\x80\x00\x00\x00\x27\xAE\x92\xB4\x7F\xFF\xFF\xFF\x73\xF8\xDD\xBF\xAC\x4B\xD6\x91\x7D\x41\x5C\x3E\x7F\xFF\xFF\xFF\x59\x5F\x85\xD5\x7F\xFF\xFF\xFF\x32\xD1\xE9\xC7\x7F\xFF\xFF\xFF\x6C\xCA\xAD\x35\xDA\x60\x6A\x14\xBF\xF8\x9A\x90\x2F\xE7\xB3\xDC\xFA\xBB\x8D\x52\x7F\xFF\xFF\xFF\x43\xF4\x5D\x42\x80\x00\x00\x00\x5E\xA2\x54\xBE\x80\x00\x00\x00\xA9\xBE\x5B\x2B\x09\x43\x60\x68\x56\xF7\x6E\x79\x7F\xFF\xFF\xFF\x54\x5C\xDE\xE1\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x36\x88\x01\xF4\x00\x00\x30\x7D\xA7\xCB\x92\x59\xD4\x2D\x92\x59\xD4\x2D\x07\xC4\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x34\x63\x28\x78\x5B\xA2\x98\x24\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x54\x62\x68\x45\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xEE\xD8\x34\xC6\x7F\xFF\xFF\xFF\xF3\x75\x85\xC3\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x64\x47\x32\x16\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x57\x76\x47\x9C\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x53\xEF\x9A\x4F\xAC\x4B\xD6\x91\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDA\x60\x6A\x14\xD2\xF5\x0F\x89\x2F\xE7\xB3\xDC\xF5\x22\xF6\x90\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xB4\x6A\x32\x22\x09\x43\x60\x68\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x68\x49\xD9\x1C\x99\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2\xE5\xA0\xD0\x50\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1D365FF0), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 14335)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 14335)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x7E)], 14335)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 14335)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x68C7B92B), ('P4rIngress.values_v00000.hi', 0xCD4CEC82)], 14335)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x435D6C9B), ('P4rIngress.values_v00001.hi', 0x434D2B6C)], 14335)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5CA16F93), ('P4rIngress.values_v00010.hi', 0x3563E32B)], 14335)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xF05FB395), ('P4rIngress.values_v00011.hi', 0x1366D9ED)], 14335)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x55D2A455), ('P4rIngress.values_v00100.hi', 0xEC327FE5)], 14335)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x12D1FC49), ('P4rIngress.values_v00101.hi', 0xAF13EF1B)], 14335)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7D026AEB), ('P4rIngress.values_v00110.hi', 0xCAC6C297)], 14335)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x8C335976), ('P4rIngress.values_v00111.hi', 0xA2B0C8D4)], 14335)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x81782B45), ('P4rIngress.values_v01000.hi', 0xA8BD976F)], 14335)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x218D8CF7), ('P4rIngress.values_v01001.hi', 0x691FEEC3)], 14335)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xA52EFE2D), ('P4rIngress.values_v01010.hi', 0x963EABAD)], 14335)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x2B730D1F), ('P4rIngress.values_v01011.hi', 0xDC1D94B5)], 14335)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x57AA38D1), ('P4rIngress.values_v01100.hi', 0xEB6E2785)], 14335)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xBEB95206), ('P4rIngress.values_v01101.hi', 0xBAA4530F)], 14335)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x647B027B), ('P4rIngress.values_v01110.hi', 0xF4124A62)], 14335)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x332E63D0), ('P4rIngress.values_v01111.hi', 0x13ACA5BD)], 14335)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xDA5ABFF9), ('P4rIngress.values_v10000.hi', 0x055ACDE9)], 14335)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x69E07A19), ('P4rIngress.values_v10001.hi', 0x5967D99E)], 14335)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xFD7D3B9F), ('P4rIngress.values_v10010.hi', 0x93AFD763)], 14335)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x9F6A33F2), ('P4rIngress.values_v10011.hi', 0x6F6E4DEB)], 14335)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x74C9670C), ('P4rIngress.values_v10100.hi', 0x286F035F)], 14335)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5F2DA07C), ('P4rIngress.values_v10101.hi', 0x7381AD23)], 14335)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x9BF31E66), ('P4rIngress.values_v10110.hi', 0x36E69AA2)], 14335)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x318F58E9), ('P4rIngress.values_v10111.hi', 0x4B768B4D)], 14335)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x79E56D39), ('P4rIngress.values_v11000.hi', 0xDE6752C7)], 14335)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x1EC2F56D), ('P4rIngress.values_v11001.hi', 0x3AD1CF17)], 14335)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xBDDADDB7), ('P4rIngress.values_v11010.hi', 0xB4FDD49B)], 14335)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x25F8BB51), ('P4rIngress.values_v11011.hi', 0x3ACBF5C1)], 14335)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x391913C7), ('P4rIngress.values_v11100.hi', 0x1C47B083)], 14335)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x8DE471C7), ('P4rIngress.values_v11101.hi', 0x5864630B)], 14335)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x94300E9C), ('P4rIngress.values_v11110.hi', 0x1E2BA70A)], 14335)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xB6A666CD), ('P4rIngress.values_v11111.hi', 0x61716BCD)], 14335)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF28C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000079B),
                gc.DataTuple('slot_count', 0x00001345),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDC78F508),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0xF04F2B71),
                gc.KeyTuple('src_port', 0xB385),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF28C),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x0313),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF0\x4F\x2B\x71\x00\x00\x00\x00\xB3\x85\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF2\x8C\x00\x0F\xDC\x78\xF5\x08\x10\x64\x03\x90\x00\x00\x00\x00\x00\x40\x00\x00\xE8\xCC\x9A\xE9\x46\x93\x19\x82\x51\x7B\xF9\x2B\x3D\x69\xEB\xCF\x46\xC5\x20\x69\x4B\x46\x33\x6E\xED\x1C\xE3\xD3\x52\x4F\x33\xAB\x49\xA9\xAD\xB9\x8B\x2A\x22\x57\x1B\x4C\x34\xE4\x8B\x28\xA0\x49\x75\xDD\xA1\x6D\x8C\x5B\x77\xD5\xA1\xB3\xDB\x4B\xBC\xBD\xF0\xF4\xF2\x55\x6B\xA3\xBD\x1B\xD1\x69\x79\x25\xD5\x87\x6F\x0A\xDA\xB5\xF5\xDB\x7A\x79\xDE\x37\x8B\x21\x77\x21\x4D\x47\x3E\xD0\x78\x64\x43\x65\x0F\x99\x82\x21\x6F\xDB\xBC\x1B\x62\xFA\x90\x0D\x8B\x2A\x2B\x77\x53\x3F\x7A\xF7\x9E\xF3\x52\xB4\xAA\x52\xD7\x9C\xAD\x2E\x9B\x4B\x9A\xFC\x3A\x22\x85\x31\x32\x61\x11\xE4\x5A\x4B\x2D\xAF\xD8\xC5\xD4\x8F\xB0\xB2\x56\x21\x11\x88\x34\x9B\x11\x17\x38\x8D\x79\xF2\xF1\x5E\x60\xFE\x88\xC0\xD1\x0C\x63\x9E\xC5\xFD\xE6\xF4\x0B\xB3\x72\xAA\x30\x63\xA5\x64\x6C\x20\xD3\x85\x66\x8C\xC7\x3B\x33\x79\xB1\x13\x99\x25\x55\x46\xB8\xB6\xA5\xEB\x28\xAC\xD7\x9F\x0D\x4E\xDF\x8D\xE2\x21\x16\xC8\x3C\x15\xD1\xC1\x4A\x1F\x14\x21\x1A\xBD\xBF\x97\x64\xD5\x1A\xDF\xE9\x30\x4D\xE7\x47\x67\x2B\x23\xDF\x67\x6E\x32\xFA\x9B\x9F\x2F\xB7\x5C\xD9\x45\x5B\x78\x2D\x0D\x31\x4B\x59\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF0\x4F\x2B\x71\x00\x00\x00\x00\xB3\x85\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF2\x8C\x00\x0F\xDC\x78\xF5\x08\x10\x64\x03\x90\x00\x00\x00\x00\x00\x40\x00\x00\x51\x94\x54\x14\x46\x93\x19\x82\x7F\xFF\xFF\xFF\x3D\x69\xEB\xCF\x7F\xFF\xFF\xFF\x4B\x46\x33\x6E\xDD\x7C\x97\x68\x52\x4F\x33\xAB\x7F\xFF\xFF\xFF\x8B\x2A\x22\x57\x2E\x1E\x31\x2D\x8B\x28\xA0\x49\x7F\xFF\xFF\xFF\x8C\x5B\x77\xD5\x80\x00\x00\x00\xBC\xBD\xF0\xF4\x80\x00\x00\x00\xBD\x1B\xD1\x69\x7F\xFF\xFF\xFF\x6F\x0A\xDA\xB5\x9B\x0A\x78\xA6\xDE\x37\x8B\x21\x7F\xFF\xFF\xFF\x3E\xD0\x78\x64\x7F\xFF\xFF\xFF\x82\x21\x6F\xDB\x80\x00\x00\x00\x90\x0D\x8B\x2A\x7F\xFF\xFF\xFF\x7A\xF7\x9E\xF3\x7F\xFF\xFF\xFF\xD7\x9C\xAD\x2E\x80\x00\x00\x00\x3A\x22\x85\x31\x7F\xFF\xFF\xFF\x5A\x4B\x2D\xAF\xD6\x43\x10\x2E\xB0\xB2\x56\x21\xB0\xF2\x68\x8D\x11\x17\x38\x8D\x7F\xFF\xFF\xFF\x60\xFE\x88\xC0\x30\x3A\x04\x1A\xC5\xFD\xE6\xF4\xA7\xA6\x91\x10\x30\x63\xA5\x64\x7F\xFF\xFF\xFF\x66\x8C\xC7\x3B\x7F\xFF\xFF\xFF\x99\x25\x55\x46\xD7\x79\x9B\x58\x28\xAC\xD7\x9F\xCB\x29\xBD\x44\xE2\x21\x16\xC8\x62\x0E\x8D\x12\x4A\x1F\x14\x21\x53\xD6\xD3\x5E\x64\xD5\x1A\xDF\x80\x00\x00\x00\x47\x67\x2B\x23\x80\x00\x00\x00\xFA\x9B\x9F\x2F\x80\x00\x00\x00\x5B\x78\x2D\x0D\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x37\xFF\x03\x13\x00\x00\x1D\x36\xDF\xF0\x00\x00\x00\x00\x00\x00\x00\x00\x20\x90\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x51\x94\x54\x14\x13\xE0\x06\x04\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDD\x7C\x97\x68\x65\xB6\x0D\x98\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x2E\x1E\x31\x2D\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9B\x0A\x78\xA6\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x1A\xEE\x0D\x19\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x6F\x09\xE9\x55\x7F\xFF\xFF\xFF\xEB\x49\x52\xEB\x80\x00\x00\x00\x3F\x7D\x53\x1A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD6\x43\x10\x2E\x80\x00\x00\x00\xB0\xF2\x68\x8D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x30\x3A\x04\x1A\x39\x7F\x94\x17\xA7\xA6\x91\x10\x67\x4A\x40\x06\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD7\x79\x9B\x58\x63\x7E\xA6\xB6\xCB\x29\xBD\x44\x97\x1E\xEB\x63\x62\x0E\x8D\x12\x7F\xFF\xFF\xFF\x53\xD6\xD3\x5E\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x18\xC7\x46\x39\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x31\x4B\x59\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD01C6DEA), ('P4rIngress.bitmap_seq.seq', 0xACF20E28)], 11803)
        self.setRegisterValue('P4rIngress.rounds', 0xACF20E28, 11803)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1E), ('P4rIngress.count_exp.exponent', 0x5A)], 11803)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 11803)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x1A35D7E6), ('P4rIngress.values_v00000.hi', 0x5D13AEAF)], 11803)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4E0A51C8), ('P4rIngress.values_v00001.hi', 0x4B190AD6)], 11803)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5ED628A6), ('P4rIngress.values_v00010.hi', 0x44CA2D3C)], 11803)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xD12B5DEB), ('P4rIngress.values_v00011.hi', 0x3355435D)], 11803)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x9AC080D6), ('P4rIngress.values_v00100.hi', 0xA4F7B15B)], 11803)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x9271929B), ('P4rIngress.values_v00101.hi', 0x95D2F5BF)], 11803)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x9E53FCB4), ('P4rIngress.values_v00110.hi', 0xBB26ED7A)], 11803)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x50DB5ECF), ('P4rIngress.values_v00111.hi', 0xCF713907)], 11803)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xB7B094D0), ('P4rIngress.values_v01000.hi', 0xBD8EDCB8)], 11803)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x88F55D73), ('P4rIngress.values_v01001.hi', 0x9FA9E7A7)], 11803)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xB9124B79), ('P4rIngress.values_v01010.hi', 0x8CAAE589)], 11803)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5BAEBD3D), ('P4rIngress.values_v01011.hi', 0x6F131592)], 11803)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x48188982), ('P4rIngress.values_v01100.hi', 0x564F112D)], 11803)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xF92E6291), ('P4rIngress.values_v01101.hi', 0xCF8DFDED)], 11803)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xB6FE85BB), ('P4rIngress.values_v01110.hi', 0x744955B1)], 11803)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x44C8B907), ('P4rIngress.values_v01111.hi', 0x75F7F3DA)], 11803)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x955D656A), ('P4rIngress.values_v10000.hi', 0xDBC78C57)], 11803)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x175DD731), ('P4rIngress.values_v10001.hi', 0xDD1CDB5D)], 11803)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xF8408EF0), ('P4rIngress.values_v10010.hi', 0xB8D6BEE6)], 11803)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x67E45C2F), ('P4rIngress.values_v10011.hi', 0xC655DA59)], 11803)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7272A386), ('P4rIngress.values_v10100.hi', 0x8AFB69CC)], 11803)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x57F7A239), ('P4rIngress.values_v10101.hi', 0x80834997)], 11803)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x56D16707), ('P4rIngress.values_v10110.hi', 0x9DD8249F)], 11803)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x3061804F), ('P4rIngress.values_v10111.hi', 0x414ECD89)], 11803)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x9F8E0877), ('P4rIngress.values_v11000.hi', 0xAAB5926F)], 11803)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x8817E155), ('P4rIngress.values_v11001.hi', 0xA182EE8F)], 11803)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7DBECA9F), ('P4rIngress.values_v11010.hi', 0x5CDAE92D)], 11803)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xB6ABBB2B), ('P4rIngress.values_v11011.hi', 0x45A1B756)], 11803)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xEBAF2F61), ('P4rIngress.values_v11100.hi', 0x6FD67047)], 11803)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x23BDCF90)], 11803)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x1741B57F), ('P4rIngress.values_v11110.hi', 0xAB2A7B74)], 11803)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x66A3689B), ('P4rIngress.values_v11111.hi', 0x34CB7C46)], 11803)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1C61),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000414),
                gc.DataTuple('slot_count', 0x00001876),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBAD297A0),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x038),
                gc.KeyTuple('src_addr', 0x90B2EDF9),
                gc.KeyTuple('src_port', 0xD719),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1C61),
                gc.DataTuple('rank', 0x000F),
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
        ig_port = 56
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x90\xB2\xED\xF9\x00\x00\x00\x00\xD7\x19\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x1C\x61\x00\x0F\xBA\xD2\x97\xA0\x0A\x07\x03\xC3\xAC\xF2\x0E\x28\x00\x40\x00\x00\x32\x6A\xC3\x11\x87\x74\xB9\x1F\x67\x1D\x3E\xDD\x46\x71\x61\x95\x4E\x93\xF5\xB3\x4C\xB3\x2E\x4E\x22\xD7\xBE\x73\x92\xCD\x5A\x79\xC5\x74\x7C\x50\xA6\x31\x30\x95\xB9\xA3\x0E\xA5\xAD\xAE\x68\x7B\x98\xBB\x72\xE5\x99\xA5\xCC\x61\x6C\x8A\xA2\x44\x81\x7F\x58\x14\xC5\x09\xF3\xE5\xBB\xAB\x10\xB6\xC8\x7C\x2F\x1C\x2E\xC6\xA5\xAF\xBD\xE8\x85\x1D\x8E\x86\xED\x49\x5B\xA3\x6A\x19\x2F\x01\xF9\xDF\x47\xEA\xF0\x7F\x4D\xF5\x93\x18\x49\xB9\x66\x97\x31\xE5\x55\x6F\x8C\x33\xFD\x3E\x67\x75\xD5\xDB\x79\xDE\xD6\x67\x1A\x1C\x19\x9B\xCC\x57\x2D\xEF\xDD\xCD\xAD\x51\x53\xB7\x92\xE5\xA1\xAD\x31\x61\xD4\x6F\xAC\x9F\xA9\xF4\x24\x55\x40\x2B\x94\x52\xB7\x69\xF1\x53\x48\x15\xBB\x99\xBA\x80\xC5\xA9\x30\xD0\xC4\xAB\x8B\x8D\x6D\x42\xD6\x7B\x6F\x7B\xDD\x94\xB0\xF3\x69\x60\xC2\x1A\x74\xE2\x4F\xD3\x65\x3C\x0F\x5C\xA3\xE4\x59\xCA\xBF\x35\x35\xD0\xD6\x2C\xF2\xBE\xE2\x9E\x4B\xB1\x45\xCA\xE8\x96\xC5\x29\x09\xBF\x4D\x15\x17\x6C\x7B\x28\x7D\x3B\x28\x54\x2D\xEF\x00\x00\x00\x00\x7E\x23\xE3\x4B\x57\xFB\xBB\xE9\xBB\xB2\xCB\x8E\x75\x3C\x14\xD9\x76\x44\xFA\xF6\xB2\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64\x20\xFF\x9B\x32\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x90\xB2\xED\xF9\x00\x00\x00\x00\xD7\x19\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x1C\x61\x00\x0F\xBA\xD2\x97\xA0\x0A\x07\x03\xC3\xAC\xF2\x0E\x28\x00\x40\x00\x00\x4C\xA0\x9A\xF7\x87\x74\xB9\x1F\x7F\xFF\xFF\xFF\x46\x71\x61\x95\x7F\xFF\xFF\xFF\x4C\xB3\x2E\x4E\xF4\x03\x1C\x5E\x92\xCD\x5A\x79\x80\x00\x00\x00\xA6\x31\x30\x95\x80\x00\x00\x00\xAD\xAE\x68\x7B\x80\x00\x00\x00\x99\xA5\xCC\x61\x7F\xFF\xFF\xFF\x81\x7F\x58\x14\x80\x00\x00\x00\xBB\xAB\x10\xB6\x80\x00\x00\x00\x2E\xC6\xA5\xAF\x80\x00\x00\x00\x8E\x86\xED\x49\x7F\xFF\xFF\xFF\x2F\x01\xF9\xDF\x7F\xFF\xFF\xFF\x4D\xF5\x93\x18\x42\xE7\xC9\x28\x31\xE5\x55\x6F\x80\x00\x00\x00\x67\x75\xD5\xDB\x7F\xFF\xFF\xFF\x1A\x1C\x19\x9B\x80\x00\x00\x00\xDD\xCD\xAD\x51\x6B\x15\x6A\x16\xA1\xAD\x31\x61\xCC\xB0\x3B\x8F\xA9\xF4\x24\x55\x7F\xFF\xFF\xFF\xB7\x69\xF1\x53\x7F\xFF\xFF\xFF\xBA\x80\xC5\xA9\x7F\xFF\xFF\xFF\x8B\x8D\x6D\x42\x2D\x4C\xD6\x82\xDD\x94\xB0\xF3\x7F\xFF\xFF\xFF\x74\xE2\x4F\xD3\x04\xCA\x17\xD3\xA3\xE4\x59\xCA\x80\x00\x00\x00\xD6\x2C\xF2\xBE\x60\x5D\x16\x50\x45\xCA\xE8\x96\x80\x00\x00\x00\x4D\x15\x17\x6C\x66\xD7\xAC\x9C\x28\x54\x2D\xEF\x00\x00\x00\x00\x7E\x23\xE3\x4B\x6F\x3D\x71\x68\xBB\xB2\xCB\x8E\x7F\xFF\xFF\xFF\x76\x44\xFA\xF6\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x2E\x1B\x02\x23\x00\x00\xD0\x1C\xED\xEA\xAC\xF2\x0E\x28\xAC\xF2\x0E\x28\x1F\xC3\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x4C\xA0\x9A\xF7\xE4\x88\x67\xCE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF4\x03\x1C\x5E\xC6\x22\x9D\xD6\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xCE\x70\x8D\x56\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x42\xE7\xC9\x28\x01\x73\x53\x5C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xB9\x95\x39\xA8\x6B\x15\x6A\x16\x80\x00\x00\x00\xCC\xB0\x3B\x8F\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x2D\x4C\xD6\x82\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x04\xCA\x17\xD3\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x60\x5D\x16\x50\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x66\xD7\xAC\x9C\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x6F\x3D\x71\x68\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB2\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64\x20\xFF\x9B\x32\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2193316C), ('P4rIngress.bitmap_seq.seq', 0xFC000000)], 11978)
        self.setRegisterValue('P4rIngress.rounds', 0xFC000000, 11978)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0D), ('P4rIngress.count_exp.exponent', 0x00)], 11978)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 11978)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xEE5D7FBC), ('P4rIngress.values_v00000.hi', 0x7593CA33)], 11978)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x5C68D2F2), ('P4rIngress.values_v00001.hi', 0x78734636)], 11978)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xAA10BCAB), ('P4rIngress.values_v00010.hi', 0x6D9F95C0)], 11978)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x7C9DCC9B), ('P4rIngress.values_v00011.hi', 0xB2E6A935)], 11978)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x65935DC5), ('P4rIngress.values_v00100.hi', 0x36E0B49D)], 11978)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x7AC6DDC8), ('P4rIngress.values_v00101.hi', 0x0E6F6BC7)], 11978)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x478CABC4), ('P4rIngress.values_v00110.hi', 0x3A78B717)], 11978)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x433DC031), ('P4rIngress.values_v00111.hi', 0x55C53B2C)], 11978)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xD2E9AB78), ('P4rIngress.values_v01000.hi', 0x7DDF0B38)], 11978)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x7D0EFB86), ('P4rIngress.values_v01001.hi', 0x944822DB)], 11978)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x39A50DDA), ('P4rIngress.values_v01010.hi', 0x984BC5B7)], 11978)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6AFD266D), ('P4rIngress.values_v01011.hi', 0x27943A95)], 11978)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x91CF68F7), ('P4rIngress.values_v01100.hi', 0x2E71FFDD)], 11978)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xD33C52FB), ('P4rIngress.values_v01101.hi', 0xB9EA4793)], 11978)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x58A42B23), ('P4rIngress.values_v01110.hi', 0x6D60F1CB)], 11978)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x75ABA789), ('P4rIngress.values_v01111.hi', 0x5F296ADD)], 11978)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x82789BB9), ('P4rIngress.values_v10000.hi', 0xBAB139EC)], 11978)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5D34EF1D), ('P4rIngress.values_v10001.hi', 0x470B2F8B)], 11978)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x8C64E6E7), ('P4rIngress.values_v10010.hi', 0x66189769)], 11978)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x354EE16A), ('P4rIngress.values_v10011.hi', 0x2ACAD239)], 11978)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6CE9F6BF), ('P4rIngress.values_v10100.hi', 0xBDE9CD69)], 11978)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x94E6CA71), ('P4rIngress.values_v10101.hi', 0x62EBC516)], 11978)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x1A955E89), ('P4rIngress.values_v10110.hi', 0x56ADABDB)], 11978)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x73904D39), ('P4rIngress.values_v10111.hi', 0xA9657933)], 11978)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x53BB21BB), ('P4rIngress.values_v11000.hi', 0xA95C36C5)], 11978)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xB32314BD), ('P4rIngress.values_v11001.hi', 0x47181355)], 11978)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x26EAF5AD), ('P4rIngress.values_v11010.hi', 0x46B281C5)], 11978)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x52921C2B), ('P4rIngress.values_v11011.hi', 0xB46FBEF7)], 11978)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x56610274), ('P4rIngress.values_v11100.hi', 0x37A83E1C)], 11978)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xDDD5846A), ('P4rIngress.values_v11101.hi', 0x5BF88EE4)], 11978)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5DC98D73), ('P4rIngress.values_v11110.hi', 0x649BA5AD)], 11978)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x76CBB054), ('P4rIngress.values_v11111.hi', 0x31936E79)], 11978)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x249C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E5A),
                gc.DataTuple('slot_count', 0x0000045C),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2CC5C4C6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x032),
                gc.KeyTuple('src_addr', 0xEFB40C01),
                gc.KeyTuple('src_port', 0xE4DB),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x249C),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x0280),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEF\xB4\x0C\x01\x00\x00\x00\x00\xE4\xDB\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x24\x9C\x00\x0F\x2C\xC5\xC4\xC6\x00\x70\x03\x61\xFC\x00\x00\x00\x00\x40\x00\x00\x98\x13\x08\xCC\x96\x5F\x8A\xAD\x5C\xF0\xF7\x20\x0D\xCB\xCD\x25\xAA\x96\x27\xF7\x69\x74\x83\x35\xFA\xAA\x6D\xAB\x2E\x34\x9A\x0B\xEC\xBE\xA9\x5E\x6E\x99\x78\xA7\x5E\x72\x99\xCB\xB3\x6F\x2D\x55\x45\x3F\x38\xAF\x5B\x58\x91\x87\x49\x7E\xCC\xAC\x3C\x48\x64\x86\x12\x92\xA4\xB1\x5F\x2C\xEB\xB4\x26\x36\x8F\x0D\x33\xCB\x96\x8B\x1D\xED\x2E\x08\xBB\x95\xDA\xBD\x2E\xA7\xA8\xCB\x62\x66\xA3\x95\xDD\x8C\xF7\x8B\x62\x9B\x96\x85\x8E\x6D\x3F\xC6\x7A\x3D\x6B\x7B\x5A\x84\xAF\x35\xF6\xA1\x4B\x66\x68\x85\xEC\x91\x55\xB4\x88\xD2\xB8\x56\x03\x6C\xAC\x4C\x29\xA9\x58\x8C\x78\x89\x77\xC4\xEE\xF3\x99\x3B\x9E\x8B\x5F\x71\x5D\xBD\x6F\x6D\x10\x48\x46\xAA\xA2\x91\x45\x73\xB7\x15\x89\x4D\xB5\xFF\xA3\xEA\x9E\x66\x6E\x98\x9D\x90\xB6\xE5\x6B\x5B\x6F\x27\xCE\xCB\x12\xF1\x7A\xE1\x88\xAB\x7D\x72\x77\x96\x9A\x89\x92\xF7\x38\x65\xB3\x62\xB0\x8D\x72\xD5\x41\x54\x62\x8D\x55\x84\x4D\x90\xC6\x8D\x60\x5A\xD9\x99\x7C\x41\xC2\xC2\x6E\x33\x36\x16\x71\xCD\x4D\x1B\x9C\x38\xD4\xE1\x4B\x7E\xEC\xA4\x3D\x1D\xB5\x36\x35\x51\xCD\xE9\x57\x26\xAF\xC4\x69\xBE\x5D\xEB\xAD\x78\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xEF\xB4\x0C\x01\xBE\xEF\xE4\xDB\x01\x20\x00\x00\x50\x34\x02\x82\x24\x9C\x00\x0F\x2C\xC5\xC4\xC6\x00\x70\x01\x61\xFC\x00\x00\x00\x00\x40\x00\x0E\x86\x70\x88\x88\x96\x5F\x8A\xAD\x7F\xFF\xFF\xFF\x0D\xCB\xCD\x25\x80\x00\x00\x00\x69\x74\x83\x35\x77\x48\x3A\x46\x2E\x34\x9A\x0B\x52\x52\x07\x23\x6E\x99\x78\xA7\x7F\xFF\xFF\xFF\xB3\x6F\x2D\x55\x7F\xFF\xFF\xFF\x5B\x58\x91\x87\x7F\xFF\xFF\xFF\x3C\x48\x64\x86\xE5\x7C\x50\x29\x5F\x2C\xEB\xB4\x7F\xFF\xFF\xFF\x33\xCB\x96\x8B\x57\x92\x3B\xE2\xBB\x95\xDA\xBD\x7F\xFF\xFF\xFF\x62\x66\xA3\x95\x80\x00\x00\x00\x62\x9B\x96\x85\x80\x00\x00\x00\x7A\x3D\x6B\x7B\x7F\xFF\xFF\xFF\xF6\xA1\x4B\x66\x7F\xFF\xFF\xFF\x55\xB4\x88\xD2\x80\x00\x00\x00\xAC\x4C\x29\xA9\x7F\xFF\xFF\xFF\x77\xC4\xEE\xF3\x80\x00\x00\x00\x5F\x71\x5D\xBD\x7F\xFF\xFF\xFF\x46\xAA\xA2\x91\x7F\xFF\xFF\xFF\x89\x4D\xB5\xFF\x80\x00\x00\x00\x6E\x98\x9D\x90\xD1\x7A\xC9\xE4\x6F\x27\xCE\xCB\x7F\xFF\xFF\xFF\x88\xAB\x7D\x72\x7F\xFF\xFF\xFF\x92\xF7\x38\x65\x80\x00\x00\x00\x72\xD5\x41\x54\x7F\xFF\xFF\xFF\x4D\x90\xC6\x8D\x7F\xFF\xFF\xFF\x7C\x41\xC2\xC2\x7F\xFF\xFF\xFF\x71\xCD\x4D\x1B\x80\x00\x00\x00\x4B\x7E\xEC\xA4\x7F\xFF\xFF\xFF\x35\x51\xCD\xE9\x7F\xFF\xFF\xFF\x69\xBE\x5D\xEB\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2E\xCA\x02\x80\x00\x00\x21\x93\xB1\x6C\xFC\x00\x00\x00\xFC\x00\x00\x00\x0E\x61\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x86\x70\x88\x88\x0B\xF3\x54\xE0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x77\x48\x3A\x46\xE1\x1B\x43\x40\x52\x52\x07\x23\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC1\xDE\x99\x1C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE5\x7C\x50\x29\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC8\x13\xB9\x66\x57\x92\x3B\xE2\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x34\x27\xB3\x0E\x7F\xFF\xFF\xFF\x64\x02\x3D\x31\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x71\x75\x74\xCA\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD1\x7A\xC9\xE4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x30\xB1\x81\xB9\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAD\x78\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test31(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6346006B), ('P4rIngress.bitmap_seq.seq', 0x8ECB52F8)], 11237)
        self.setRegisterValue('P4rIngress.rounds', 0x8ECB52F8, 11237)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x11), ('P4rIngress.count_exp.exponent', 0x12)], 11237)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 11237)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xDEBD5EF4), ('P4rIngress.values_v00000.hi', 0x9DC5CB6F)], 11237)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x67BFD3EE), ('P4rIngress.values_v00001.hi', 0x75C4427F)], 11237)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x961EC145), ('P4rIngress.values_v00010.hi', 0x2E35DFC0)], 11237)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xBDC82B3D), ('P4rIngress.values_v00011.hi', 0x863AE13F)], 11237)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x40F65633), ('P4rIngress.values_v00100.hi', 0x373D132C)], 11237)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x2DD5784F), ('P4rIngress.values_v00101.hi', 0x52C9B413)], 11237)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x596BC325), ('P4rIngress.values_v00110.hi', 0x5AD7F885)], 11237)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x2FBEF6C3), ('P4rIngress.values_v00111.hi', 0x51863EA8)], 11237)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xE32B7138), ('P4rIngress.values_v01000.hi', 0x372CFAA7)], 11237)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x770648EB), ('P4rIngress.values_v01001.hi', 0x26CEB6FC)], 11237)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xD9942DA1), ('P4rIngress.values_v01010.hi', 0xDDADC4C9)], 11237)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6A974C9F), ('P4rIngress.values_v01011.hi', 0x756ADC52)], 11237)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x9BA44D9F), ('P4rIngress.values_v01100.hi', 0x6DB6A187)], 11237)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x19DF085F), ('P4rIngress.values_v01101.hi', 0x6775B666)], 11237)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x8021726D), ('P4rIngress.values_v01110.hi', 0xEAAAEBBD)], 11237)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xF5ECDE68), ('P4rIngress.values_v01111.hi', 0xBB138D0F)], 11237)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x22008633), ('P4rIngress.values_v10000.hi', 0x5BFC6640)], 11237)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x747DE49B), ('P4rIngress.values_v10001.hi', 0x11C5BD3C)], 11237)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x39FE814E), ('P4rIngress.values_v10010.hi', 0x7C968243)], 11237)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xBA1792C7), ('P4rIngress.values_v10011.hi', 0xA0F351AE)], 11237)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x5E093948), ('P4rIngress.values_v10100.hi', 0xDA54BBBF)], 11237)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xEAEC9EBB), ('P4rIngress.values_v10101.hi', 0x9B7C387E)], 11237)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x9DE85E5F), ('P4rIngress.values_v10110.hi', 0x4DF18DD5)], 11237)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x3B956F55), ('P4rIngress.values_v10111.hi', 0x5EB34575)], 11237)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x61863E63), ('P4rIngress.values_v11000.hi', 0x68C1D4D8)], 11237)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x6C34E594)], 11237)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x80000000), ('P4rIngress.values_v11010.hi', 0x4B3AED5B)], 11237)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x78703C8D), ('P4rIngress.values_v11011.hi', 0xF35B3A94)], 11237)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5F35A979), ('P4rIngress.values_v11100.hi', 0x7719352E)], 11237)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x719F40EF), ('P4rIngress.values_v11101.hi', 0x55563B71)], 11237)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x64B566B0), ('P4rIngress.values_v11110.hi', 0x57D8A398)], 11237)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x38870D1E), ('P4rIngress.values_v11111.hi', 0xAA0CD972)], 11237)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xDAA9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000BE5),
                gc.DataTuple('slot_count', 0x0000042D),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9DDA6590),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x6B6580D5),
                gc.KeyTuple('src_port', 0x2457),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xDAA9),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x00B6),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6B\x65\x80\xD5\x00\x00\x00\x00\x24\x57\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xDA\xA9\x00\x0F\x9D\xDA\x65\x90\x00\x00\x01\x46\x8E\xCB\x52\xF8\x00\x40\x00\x00\x0A\xA9\x32\xBE\x76\x9D\x38\x62\x33\xC8\x5C\x92\x48\xD6\x27\x0F\x99\x91\x13\x11\x61\xA4\x94\xF2\x05\xB4\x29\x20\x3D\x3A\xED\x88\x93\x17\xF8\x43\x7E\x47\xE2\xAA\x79\x1B\x96\x6C\x8E\x9A\xC5\xCE\x51\xEC\xFB\xA5\x3A\x9B\x4A\xF7\x5A\x86\xE6\xBE\x3E\xC4\x1C\xED\xBB\x59\xE2\x80\x70\xFC\x72\xEB\x13\xEB\x97\xFC\xB2\xF6\x69\xC3\x2D\xD5\x8D\x3B\x9D\xAF\x4F\x58\x3E\x52\xED\x3D\x2A\x67\x19\xE3\xC3\x87\xA3\x17\x2D\xB4\x27\xEF\x33\x5C\x1B\xCF\x86\x3B\x8B\x85\xF2\x23\x63\x51\xBB\xB3\xE3\x19\xDC\x5F\xDF\x4C\x8B\xDA\x35\x4D\x74\x9F\x8E\xBC\x3C\x57\x20\x77\x14\xCC\x28\x85\x19\xFC\xAB\xE8\x60\x34\xE9\x7A\x46\x26\x92\x74\x8D\x03\x59\x67\xB1\x2B\x3C\x28\x59\xC5\x48\x4A\x84\x0C\xFE\xAB\x7D\x82\xDC\xB9\xAA\x85\xBF\x28\xDF\x2D\xC9\x44\x15\x1C\xA9\x53\xDD\x3A\x8E\x77\x78\xA9\x11\x25\x61\x71\x92\x9D\x2D\xC4\x31\x3F\x80\x00\x00\x00\x1B\xA3\xA4\xDB\x6D\x6D\x1B\x6B\x68\x79\x21\x1A\x6D\x58\x7A\x99\x79\xFC\xB6\x97\x55\xC6\x29\x75\x76\x2B\x8E\x28\x14\xD9\x78\xCD\x74\xB7\x58\xB9\x33\xEC\x66\x67\x7D\x66\xE8\xBF\x6B\x67\x69\xF1\xB7\x2A\xFB\x14\x94\xBE\xC0\xA8\x70\xB3\x89\x12\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6B\x65\x80\xD5\xBE\xEF\x24\x57\x01\x20\x00\x00\x50\x34\x02\x82\xDA\xA9\x00\x0F\x9D\xDA\x65\x90\x00\x00\x01\x46\x8E\xCB\x52\xF8\x00\x40\x00\x12\xE9\x66\x91\xB2\x76\x9D\x38\x62\x7F\xFF\xFF\xFF\x48\xD6\x27\x0F\x80\x00\x00\x00\x61\xA4\x94\xF2\xC3\x7C\x54\x5D\x3D\x3A\xED\x88\xD4\x0E\x4E\x76\x7E\x47\xE2\xAA\x7F\xFF\xFF\xFF\x8E\x9A\xC5\xCE\x7F\xFF\xFF\xFF\x3A\x9B\x4A\xF7\x7F\xFF\xFF\xFF\x3E\xC4\x1C\xED\x9E\x85\x53\xB8\x70\xFC\x72\xEB\x7F\xFF\xFF\xFF\xB2\xF6\x69\xC3\x07\x69\xBA\xDC\x9D\xAF\x4F\x58\x7F\xFF\xFF\xFF\x2A\x67\x19\xE3\x80\x00\x00\x00\x2D\xB4\x27\xEF\x4D\x3B\x24\x2E\x86\x3B\x8B\x85\x80\x00\x00\x00\xBB\xB3\xE3\x19\xD2\x4C\xBD\xB4\x8B\xDA\x35\x4D\x7F\xFF\xFF\xFF\x3C\x57\x20\x77\x7F\xFF\xFF\xFF\x19\xFC\xAB\xE8\x7F\xFF\xFF\xFF\x46\x26\x92\x74\x80\x00\x00\x00\xB1\x2B\x3C\x28\x7F\xFF\xFF\xFF\x84\x0C\xFE\xAB\x68\x6F\x7B\x74\xAA\x85\xBF\x28\x80\x00\x00\x00\x15\x1C\xA9\x53\x18\xCF\xFD\xCC\x78\xA9\x11\x25\x7F\xFF\xFF\xFF\x2D\xC4\x31\x3F\x80\x00\x00\x00\x1B\xA3\xA4\xDB\xED\x6D\x1B\x6B\x68\x79\x21\x1A\x7F\xFF\xFF\xFF\x79\xFC\xB6\x97\x7F\xFF\xFF\xFF\x76\x2B\x8E\x28\x7F\xFF\xFF\xFF\x74\xB7\x58\xB9\x7F\xFF\xFF\xFF\x7D\x66\xE8\xBF\x7F\xFF\xFF\xFF\xB7\x2A\xFB\x14\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2B\xE5\x00\xB6\x00\x00\x63\x46\x80\x6B\x8E\xCB\x52\xF8\x8E\xCB\x52\xF8\x12\x46\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xE9\x66\x91\xB2\x14\x63\x03\xD1\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC3\x7C\x54\x5D\xC3\x75\xCE\xC7\xD4\x0E\x4E\x76\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE1\x64\x79\xE1\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9E\x85\x53\xB8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD9\xC5\x20\xBF\x07\x69\xBA\xDC\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x4D\x3B\x24\x2E\xED\xB1\x41\xEB\x80\x00\x00\x00\xA6\x5E\xCE\xD6\xD2\x4C\xBD\xB4\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2B\xC2\x69\x24\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x68\x6F\x7B\x74\x80\x00\x00\x00\x80\x00\x00\x00\x63\x0E\x37\x28\x18\xCF\xFD\xCC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xED\x6D\x1B\x6B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6D\x57\xF1\x2B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x94\xBE\xC0\xA8\x70\xB3\x89\x12\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test32(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x35DD3D19), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 9746)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 9746)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x20), ('P4rIngress.count_exp.exponent', 0x7D)], 9746)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 9746)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xCFACD0DB), ('P4rIngress.values_v00000.hi', 0xEF19EDF5)], 9746)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x5B6988B4), ('P4rIngress.values_v00001.hi', 0x6128FC4A)], 9746)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x725AB337), ('P4rIngress.values_v00010.hi', 0x54AA77D9)], 9746)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xBF322145), ('P4rIngress.values_v00011.hi', 0xDED3A34D)], 9746)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x2AA097BF), ('P4rIngress.values_v00100.hi', 0xAB17B143)], 9746)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4E7BA152), ('P4rIngress.values_v00101.hi', 0x1B4DBDE9)], 9746)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4D65B177), ('P4rIngress.values_v00110.hi', 0x8E157B12)], 9746)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x677CE193), ('P4rIngress.values_v00111.hi', 0xB771AD87)], 9746)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x37A970BE), ('P4rIngress.values_v01000.hi', 0xFD1991B8)], 9746)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xB507DE1A), ('P4rIngress.values_v01001.hi', 0x2C8E2873)], 9746)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xC1646DB1), ('P4rIngress.values_v01010.hi', 0x5AAB6293)], 9746)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xFB95DA0E), ('P4rIngress.values_v01011.hi', 0x9DF7419B)], 9746)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x3CCC3F70), ('P4rIngress.values_v01100.hi', 0x51F7AEF3)], 9746)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x59B3F90F), ('P4rIngress.values_v01101.hi', 0xB0148F3C)], 9746)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x96D7BEBB), ('P4rIngress.values_v01110.hi', 0xA78B2A89)], 9746)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x9EFA9867), ('P4rIngress.values_v01111.hi', 0x7558E873)], 9746)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x1DD2D2CD), ('P4rIngress.values_v10000.hi', 0x49FFACB8)], 9746)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x564C7780), ('P4rIngress.values_v10001.hi', 0x526A3DEB)], 9746)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x2B956857), ('P4rIngress.values_v10010.hi', 0xC355F2BF)], 9746)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xEDD5B6CB), ('P4rIngress.values_v10011.hi', 0xCB34EB23)], 9746)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xC6AB7065), ('P4rIngress.values_v10100.hi', 0x4BD4ADC3)], 9746)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6252E3C4), ('P4rIngress.values_v10101.hi', 0x2DEF2DB7)], 9746)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x2C1971DF), ('P4rIngress.values_v10110.hi', 0x3C580FAA)], 9746)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xF498AF33), ('P4rIngress.values_v10111.hi', 0x694778C7)], 9746)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xD74D674E), ('P4rIngress.values_v11000.hi', 0x7742B27D)], 9746)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xB2EF3778), ('P4rIngress.values_v11001.hi', 0xAEED2FAE)], 9746)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x9DDCFC6A), ('P4rIngress.values_v11010.hi', 0x98CA2478)], 9746)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xAD3B87AB), ('P4rIngress.values_v11011.hi', 0x49516A70)], 9746)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x67066D87), ('P4rIngress.values_v11100.hi', 0x6F61D010)], 9746)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x850498BE), ('P4rIngress.values_v11101.hi', 0x9A1C117D)], 9746)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x3BD6E6FF), ('P4rIngress.values_v11110.hi', 0x625F9C2E)], 9746)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x74B19F15), ('P4rIngress.values_v11111.hi', 0x4B3624BC)], 9746)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0598),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000237),
                gc.DataTuple('slot_count', 0x0000070D),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA87DB9C3),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x023),
                gc.KeyTuple('src_addr', 0x2B7EFB1E),
                gc.KeyTuple('src_port', 0xC7BF),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0598),
                gc.DataTuple('rank', 0x000F),
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

    def sendPacket(self):
        ig_port = 35
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2B\x7E\xFB\x1E\x00\x00\x00\x00\xC7\xBF\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x05\x98\x00\x0F\xA8\x7D\xB9\xC3\x03\xDB\x05\x92\x00\x00\x00\x00\x00\x40\x00\x00\x65\x26\xE3\xF1\x6B\x6A\x6D\x23\x49\x3A\xFA\x89\x58\xC9\xB1\x6C\x2B\x16\xB6\x7F\x72\xFA\xE1\x68\x4E\xF7\xE3\xE7\x06\x71\x7A\x67\x5D\x57\x0D\xEB\x27\xB1\x97\x5D\x4E\xCE\x8C\xFA\x95\x4E\x20\xEB\x68\xAF\x8B\xA9\x84\x7D\x7F\x52\x53\xD0\x2D\x4D\xA6\xAC\x7B\xD3\x52\x51\xC2\x43\xB1\x33\x4F\x94\xBA\x8C\xB1\x6A\xF0\x89\x6C\x53\xB1\x97\x44\xB1\x12\xF7\x3A\x5B\x4B\x35\x8F\x3B\x24\xDA\xBE\xBB\x70\x88\x85\xA6\x36\x52\x9B\x41\x3D\xF8\x95\x02\xB9\xB3\x18\x57\x92\x65\x0F\xC3\xEB\x79\x5B\xFB\xA2\xC4\xE2\x6E\x5F\x03\xEB\x3B\x6C\xA5\x09\x6F\x32\xFC\xAE\xC8\xCD\x75\x03\xE7\x37\x69\x50\x6F\xFD\x55\xF3\x14\x5C\xD5\x3C\x44\x0D\xBD\xA2\xC5\xD5\xAD\xA7\xE2\xB1\xBC\x10\x1C\x48\x8F\xA6\x58\x39\x52\xD2\xC6\x6C\x5F\x5E\x17\x26\xFB\x6E\x4F\x73\x87\x3F\x2D\x9D\x8D\xC4\x25\x79\x5B\x2D\xD3\x84\x99\x79\xFF\x26\x67\x2B\x85\x1E\x7A\xBA\x18\xBB\xBA\xB1\x8A\x65\x56\x15\x1D\x94\xB8\xB4\x25\x4B\x86\xA5\x29\x61\x33\x2F\x96\x61\x9D\x2D\xFB\x49\x5D\x56\xB5\xCA\xF7\xB0\x2A\x8F\x45\x1C\xF1\x52\x32\x16\x06\x36\x59\x27\x86\x23\x2B\x28\x11\xF1\xDD\x23\xE7\xD9\x8A\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6\x54\x70\xB1\x71\xDA\x92\x2C\x52\xE8\xA3\x87\xB1\xDF\x88\x3C\xC4\xDE\xF6\x4A\x99\x7D\x83\x9E\xA8\x4E\x14\x15\xCA\x0D\x07\x65\x52'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2B\x7E\xFB\x1E\x00\x00\x00\x00\xC7\xBF\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x05\x98\x00\x0F\xA8\x7D\xB9\xC3\x03\xDB\x05\x92\x00\x00\x00\x00\x00\x40\x00\x00\x34\xD3\xB4\xCC\x6B\x6A\x6D\x23\x7F\xFF\xFF\xFF\x58\xC9\xB1\x6C\x7F\xFF\xFF\xFF\x72\xFA\xE1\x68\x0E\x2A\x05\x2C\x06\x71\x7A\x67\x7F\xFF\xFF\xFF\x27\xB1\x97\x5D\x7F\xFF\xFF\xFF\x95\x4E\x20\xEB\x7F\xFF\xFF\xFF\x84\x7D\x7F\x52\x7F\xFF\xFF\xFF\xA6\xAC\x7B\xD3\x7F\xFF\xFF\xFF\xB1\x33\x4F\x94\x80\x00\x00\x00\xF0\x89\x6C\x53\x80\x00\x00\x00\x12\xF7\x3A\x5B\x46\xCB\x69\x49\x24\xDA\xBE\xBB\x7F\xFF\xFF\xFF\x36\x52\x9B\x41\x7F\xFF\xFF\xFF\xB9\xB3\x18\x57\x80\x00\x00\x00\xEB\x79\x5B\xFB\x80\x00\x00\x00\x5F\x03\xEB\x3B\x7F\xFF\xFF\xFF\x32\xFC\xAE\xC8\x23\xC1\x7B\x67\x37\x69\x50\x6F\x28\xEB\x5B\x6B\x5C\xD5\x3C\x44\xFB\x93\x59\x90\xD5\xAD\xA7\xE2\x80\x00\x00\x00\x48\x8F\xA6\x58\x7F\xFF\xFF\xFF\x6C\x5F\x5E\x17\x53\x14\xE0\x2E\x73\x87\x3F\x2D\x92\x26\x73\x58\x79\x5B\x2D\xD3\x80\x00\x00\x00\x26\x67\x2B\x85\xD1\x69\xF1\x90\xBB\xBA\xB1\x8A\x03\x33\x11\x87\x94\xB8\xB4\x25\xF8\xC2\x2C\xD4\x61\x33\x2F\x96\x7F\xFF\xFF\xFF\x49\x5D\x56\xB5\x80\x00\x00\x00\x8F\x45\x1C\xF1\x7F\xFF\xFF\xFF\x36\x59\x27\x86\x7F\xFF\xFF\xFF\xF1\xDD\x23\xE7\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x26\x12\x03\x52\x00\x00\x35\xDD\xBD\x19\x00\x00\x00\x00\x00\x00\x00\x00\x21\x92\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x34\xD3\xB4\xCC\x5A\x84\x5B\x18\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0E\x2A\x05\x2C\xE5\x45\x1D\xB4\x7F\xFF\xFF\xFF\xD2\xC9\x48\xA0\x7F\xFF\xFF\xFF\xB0\x9B\xDE\xD4\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xAE\x4C\xE1\x4C\x80\x00\x00\x00\x1D\x17\x94\xC6\x80\x00\x00\x00\x6D\xA2\x9C\xEE\x46\xCB\x69\x49\xC2\xD2\x00\x56\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x93\x04\x86\x84\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7C\xFC\x5B\x80\x23\xC1\x7B\x67\x7F\xFF\xFF\xFF\x28\xEB\x5B\x6B\x20\x2B\x2F\x03\xFB\x93\x59\x90\xA0\xE2\x93\x05\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x53\x14\xE0\x2E\x7F\xFF\xFF\xFF\x92\x26\x73\x58\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD1\x69\xF1\x90\x80\x00\x00\x00\x03\x33\x11\x87\x80\x00\x00\x00\xF8\xC2\x2C\xD4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3D\x13\x48\xA3\xD9\x8A\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6\x54\x70\xB1\x71\xDA\x92\x2C\x52\xE8\xA3\x87\xB1\xDF\x88\x3C\xC4\xDE\xF6\x4A\x99\x7D\x83\x9E\xA8\x4E\x14\x15\xCA\x0D\x07\x65\x52'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test33(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x210A6B13), ('P4rIngress.bitmap_seq.seq', 0xA0000000)], 11162)
        self.setRegisterValue('P4rIngress.rounds', 0xA0000000, 11162)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x09), ('P4rIngress.count_exp.exponent', 0x83)], 11162)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 11162)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x17641B57), ('P4rIngress.values_v00000.hi', 0xCD4BE8D7)], 11162)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x78278AF8), ('P4rIngress.values_v00001.hi', 0x531CA48A)], 11162)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x96BF5F7C), ('P4rIngress.values_v00010.hi', 0x6658B2FD)], 11162)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x928AF86F), ('P4rIngress.values_v00011.hi', 0xC9359CEA)], 11162)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x34AF97E2), ('P4rIngress.values_v00100.hi', 0x290D3D50)], 11162)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x737D9D6A), ('P4rIngress.values_v00101.hi', 0x29B67BAD)], 11162)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7468A3AC), ('P4rIngress.values_v00110.hi', 0x52773D86)], 11162)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x237264EB), ('P4rIngress.values_v00111.hi', 0x57418CAD)], 11162)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xF048A2DE), ('P4rIngress.values_v01000.hi', 0x6347F390)], 11162)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x72C6B533), ('P4rIngress.values_v01001.hi', 0x5E47C9CA)], 11162)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xDD513F57), ('P4rIngress.values_v01010.hi', 0xA2E51633)], 11162)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x51A74DB1), ('P4rIngress.values_v01011.hi', 0x621CCC91)], 11162)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xBEC16C24), ('P4rIngress.values_v01100.hi', 0x566C85B1)], 11162)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x2FAC62E3), ('P4rIngress.values_v01101.hi', 0xF39931EC)], 11162)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x83EDE6DB), ('P4rIngress.values_v01110.hi', 0xE4AE7D71)], 11162)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x48364B55), ('P4rIngress.values_v01111.hi', 0x4AB94425)], 11162)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x73764D37), ('P4rIngress.values_v10000.hi', 0x4A5DEEAC)], 11162)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x40F2B5A3), ('P4rIngress.values_v10001.hi', 0x671732D3)], 11162)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6AB560F8), ('P4rIngress.values_v10010.hi', 0x77132E90)], 11162)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7F2E6B97), ('P4rIngress.values_v10011.hi', 0x17CC27A3)], 11162)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x3A903CA9), ('P4rIngress.values_v10100.hi', 0x419DE3A5)], 11162)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x386A6DF5), ('P4rIngress.values_v10101.hi', 0x590327C7)], 11162)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x3CBA54B4), ('P4rIngress.values_v10110.hi', 0x48E50C0D)], 11162)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xA46C19EF), ('P4rIngress.values_v10111.hi', 0x5D3B9AB7)], 11162)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x7E871A51), ('P4rIngress.values_v11000.hi', 0x4D7F4AA3)], 11162)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4D814494), ('P4rIngress.values_v11001.hi', 0x6AC7BCE1)], 11162)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x1557B259), ('P4rIngress.values_v11010.hi', 0x15DEF759)], 11162)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x47AF3823), ('P4rIngress.values_v11011.hi', 0x25947365)], 11162)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x1127E455), ('P4rIngress.values_v11100.hi', 0xA4EF0A30)], 11162)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6AA30AC0), ('P4rIngress.values_v11101.hi', 0x4504B5AD)], 11162)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x72D037A7), ('P4rIngress.values_v11110.hi', 0x49EC3362)], 11162)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x0230BE73), ('P4rIngress.values_v11111.hi', 0x8611ECE3)], 11162)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC4A9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000096E),
                gc.DataTuple('slot_count', 0x0000115D),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8877A42B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0x66283601),
                gc.KeyTuple('src_port', 0xCEF8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC4A9),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x02A4),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x66\x28\x36\x01\x00\x00\x00\x00\xCE\xF8\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xC4\xA9\x00\x0F\x88\x77\xA4\x2B\x02\x2C\x01\xAD\xA0\x00\x00\x00\x00\x40\x00\x00\x35\x57\x39\x7D\x4B\xC7\x58\xF5\x3A\x9D\x7C\xE4\x71\xD2\xBF\x18\xBC\x09\xF0\x5F\x2F\x15\xC6\x35\x56\x0F\x94\x59\x4D\x4C\xD9\x6C\xBC\x45\xBA\x0E\x67\x38\xBE\xBC\x23\x1B\x30\x6D\xAD\x3C\xB4\x09\x25\x66\x59\x1A\x62\xFA\x55\x26\x7A\x17\x2B\xEA\x53\xDB\xC5\x31\x2B\x79\xDE\xD6\x59\x2A\x3A\x8E\x46\x9F\x7D\x79\x99\xC8\x5B\xAC\x5F\x51\xC5\x35\xAA\x70\x6C\xD5\x59\x2A\x6F\xE1\x2F\xAE\xF7\x6B\x87\x25\xCE\xB5\x5B\x4E\x32\xAD\x27\x2B\xB6\x23\xD9\x5D\x98\x25\x87\xFD\xEA\x83\x7E\x72\xAD\xDB\x74\x73\x63\x91\x5E\xB0\xC6\x3A\x74\xE2\xE3\x94\x7B\x0C\x2E\xAF\x6F\xAC\x63\xAD\x44\xD1\x65\xFD\x2F\x43\x9C\xD6\x33\x43\x33\xE0\x5C\xC6\xB1\x51\x55\xEF\xA4\xFB\x63\x08\xEE\x9E\x76\x35\x88\xA8\x9D\xE1\xF8\xBD\x53\x79\xC7\xAF\x5D\xB1\xDE\x36\x7F\x41\xDA\x7F\xAD\xAF\x1F\xFC\x48\x7D\x38\xC8\xAD\xB5\x67\xDB\x64\xBE\x9A\x9D\x3C\xC7\xFE\xE1\x4C\x90\x95\xCF\x7A\xC3\x0D\x16\x7C\xBF\xDD\x94\x76\x4C\x82\x6F\x77\x92\xE4\xA1\x77\x65\x8D\x55\xB4\xFD\xCA\xB7\x4F\x1D\x15\xF9\x67\x4F\x59\x45\x4B\x68\x67\xA3\x4A\xE7\x64\x8D\x52\x6F\x6A\x2A\xC6\x1D\x62\xD3\x1C\xDF\x05\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x66\x28\x36\x01\x00\x00\x00\x00\xCE\xF8\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xC4\xA9\x00\x0F\x88\x77\xA4\x2B\x02\x2C\x01\xAD\xA0\x00\x00\x00\x00\x40\x00\x00\x4C\xBB\x54\xD4\x4B\xC7\x58\xF5\x7F\xFF\xFF\xFF\x71\xD2\xBF\x18\x80\x00\x00\x00\x2F\x15\xC6\x35\xE8\x9A\x8C\xC8\x4D\x4C\xD9\x6C\xF0\xF5\x51\xF0\x67\x38\xBE\xBC\x7F\xFF\xFF\xFF\xAD\x3C\xB4\x09\x7F\xFF\xFF\xFF\x62\xFA\x55\x26\x7F\xFF\xFF\xFF\x53\xDB\xC5\x31\x1B\xC2\x81\xB4\x59\x2A\x3A\x8E\x7F\xFF\xFF\xFF\x99\xC8\x5B\xAC\x3C\xA3\x04\x8C\xAA\x70\x6C\xD5\x7F\xFF\xFF\xFF\x2F\xAE\xF7\x6B\x80\x00\x00\x00\x5B\x4E\x32\xAD\x56\xD8\x19\x06\xD9\x5D\x98\x25\x80\x00\x00\x00\x7E\x72\xAD\xDB\x7F\xFF\xFF\xFF\x5E\xB0\xC6\x3A\x7F\xFF\xFF\xFF\x7B\x0C\x2E\xAF\x7F\xFF\xFF\xFF\x44\xD1\x65\xFD\x7F\xFF\xFF\xFF\x33\x43\x33\xE0\x7F\xFF\xFF\xFF\x55\xEF\xA4\xFB\x7F\xFF\xFF\xFF\x76\x35\x88\xA8\xD6\x4C\x66\xB2\x53\x79\xC7\xAF\x7F\xFF\xFF\xFF\x7F\x41\xDA\x7F\x80\x00\x00\x00\x48\x7D\x38\xC8\x2C\x3C\x82\x2C\x64\xBE\x9A\x9D\x7F\xFF\xFF\xFF\x4C\x90\x95\xCF\x7F\xFF\xFF\xFF\x7C\xBF\xDD\x94\x7F\xFF\xFF\xFF\x77\x92\xE4\xA1\x7F\xFF\xFF\xFF\xB4\xFD\xCA\xB7\x7F\xFF\xFF\xFF\x67\x4F\x59\x45\x7F\xFF\xFF\xFF\x4A\xE7\x64\x8D\x54\xA0\x28\x9D\xC6\x1D\x62\xD3\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x2B\x9A\x02\xA4\x00\x00\x21\x0A\xEB\x13\xA0\x00\x00\x00\xA0\x00\x00\x00\x0A\xAD\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x4C\xBB\x54\xD4\x19\x13\x41\xCC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE8\x9A\x8C\xC8\x16\x82\x76\x56\xF0\xF5\x51\xF0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD6\xF3\x2F\xB6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1B\xC2\x81\xB4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF8\x10\x25\x76\x3C\xA3\x04\x8C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x56\xD8\x19\x06\xCC\xF6\xCA\x11\x80\x00\x00\x00\x63\x21\x2B\x4C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6D\xBB\xCC\x9E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD6\x4C\x66\xB2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x2C\x3C\x82\x2C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x54\xA0\x28\x9D\x80\x00\x00\x00\x1C\xDF\x05\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test34(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE22975E2), ('P4rIngress.bitmap_seq.seq', 0xB78A95E1)], 9773)
        self.setRegisterValue('P4rIngress.rounds', 0xB78A95E1, 9773)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x13), ('P4rIngress.count_exp.exponent', 0x6E)], 9773)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 9773)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x6F0F6779), ('P4rIngress.values_v00000.hi', 0x66EC3CE5)], 9773)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4F310E64), ('P4rIngress.values_v00001.hi', 0x46154DD3)], 9773)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x990375C9), ('P4rIngress.values_v00010.hi', 0x2BAF5503)], 9773)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x0EA594F5), ('P4rIngress.values_v00011.hi', 0x1B67B193)], 9773)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x0FF08ED3), ('P4rIngress.values_v00100.hi', 0x65C79E64)], 9773)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x7CE236E6), ('P4rIngress.values_v00101.hi', 0xBE1DAD41)], 9773)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x773DB5FD), ('P4rIngress.values_v00110.hi', 0x5EF15630)], 9773)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x68CAE7B7), ('P4rIngress.values_v00111.hi', 0x7B3C5BFD)], 9773)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x97AF9C96), ('P4rIngress.values_v01000.hi', 0x46B24D1F)], 9773)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x505EA5AB), ('P4rIngress.values_v01001.hi', 0x34766B46)], 9773)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x3D50DC6D), ('P4rIngress.values_v01010.hi', 0xBE2FB5F6)], 9773)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x44D8B90D), ('P4rIngress.values_v01011.hi', 0x62447D27)], 9773)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x86AD1873), ('P4rIngress.values_v01100.hi', 0x527054C6)], 9773)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x9F71A5A4), ('P4rIngress.values_v01101.hi', 0x6C55CB3F)], 9773)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x81B27CB4), ('P4rIngress.values_v01110.hi', 0xC3AE13EC)], 9773)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5FD4EAC4), ('P4rIngress.values_v01111.hi', 0x1941486A)], 9773)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6959C19F), ('P4rIngress.values_v10000.hi', 0x5F6A790E)], 9773)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x58B53331), ('P4rIngress.values_v10001.hi', 0x43D5F279)], 9773)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x1FCD22A5), ('P4rIngress.values_v10010.hi', 0x4DAAFE39)], 9773)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4B27CC26), ('P4rIngress.values_v10011.hi', 0x8BFCC341)], 9773)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x77CC899D), ('P4rIngress.values_v10100.hi', 0x91E6F5BA)], 9773)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x984DF72B), ('P4rIngress.values_v10101.hi', 0x380F6516)], 9773)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x427AE2AF), ('P4rIngress.values_v10110.hi', 0x46B499A4)], 9773)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x159BC350), ('P4rIngress.values_v10111.hi', 0xDA9B6A54)], 9773)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x19B2B6EF), ('P4rIngress.values_v11000.hi', 0x57F2CB91)], 9773)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x50B9C9BF), ('P4rIngress.values_v11001.hi', 0x5A355276)], 9773)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x1DBD40F3), ('P4rIngress.values_v11010.hi', 0x70A5C9B7)], 9773)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xED8D47B6), ('P4rIngress.values_v11011.hi', 0x839752BA)], 9773)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x43AC413A), ('P4rIngress.values_v11100.hi', 0x9029A783)], 9773)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5394EABD), ('P4rIngress.values_v11101.hi', 0x74A8A779)], 9773)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6FE3630A), ('P4rIngress.values_v11110.hi', 0xCEFFEDFF)], 9773)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4AB6DAFD), ('P4rIngress.values_v11111.hi', 0xC8C08B21)], 9773)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x80D6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000062D),
                gc.DataTuple('slot_count', 0x00000C67),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAFE53A56),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0xE0B501AB),
                gc.KeyTuple('src_port', 0x31FF),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x80D6),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x0177),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE0\xB5\x01\xAB\x00\x00\x00\x00\x31\xFF\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x80\xD6\x00\x0F\xAF\xE5\x3A\x56\x00\x00\x03\x9A\xB7\x8A\x95\xE1\x00\x40\x00\x00\xA9\xEC\xAA\xE3\x87\xA7\xEA\x1E\x5F\x8A\x46\x46\x5E\xAD\x69\xD7\xBA\xC6\x7C\xE9\x5B\xB1\x75\xDE\xE8\xE2\xD4\x12\x18\xDE\x98\x25\xCC\x2B\xB4\x45\x3E\x8D\x10\xE5\x37\xD0\x03\x68\x54\xC0\xEC\xBF\x24\x59\x25\xF6\x42\x8F\x56\x6D\x4B\x49\x2B\x95\x35\x94\x37\x85\xFE\xAD\xD0\x4B\x6D\x86\x5F\x86\x4F\x18\x84\x7A\x25\x15\x7C\xB7\x36\xC7\xA9\xDD\xBE\x8D\xBC\x53\x6E\x95\xCB\x29\x58\xFB\x58\xB0\x96\x6B\xDB\x0E\x52\x6D\x5E\x77\x05\x18\x0C\x9D\xC4\xD3\x95\x9E\xD4\xAA\xF6\xF1\x2C\xB8\xF3\x22\x7F\xB9\xAD\xF0\x6A\xA9\xF3\xD9\x3D\xD4\xF1\xE7\x29\x8E\xC8\x94\x45\x4C\xF1\xAD\x5E\x4F\x5A\xB1\x72\xED\x3D\xCD\x52\xF2\x6E\x2F\x4C\x7F\x4E\x9A\xAC\x07\xCA\xE7\x66\xFE\xE7\x2A\xD1\xE7\xE4\x9E\x40\xAD\xBD\xE9\x6C\xBE\xAE\xE7\x5B\x1F\x97\x2E\x7A\xD3\x08\x03\xFF\xDD\x1F\x5F\xD6\xCB\x9E\x97\x73\x14\xC3\xC4\x2D\xCC\x73\xDF\x7E\x8A\x5D\x34\x4C\xB1\x9B\x0C\x7B\x39\x9E\xA9\x3C\x6A\x8C\x95\x80\xB9\xB0\x8F\xCA\x53\x61\x34\x66\xAC\x49\xBB\x8A\xE3\x3E\xF9\x5F\x2E\xEC\xC4\x26\x3E\x39\x63\x20\x65\x19\xC4\x3E\xA3\xB7\xCD\x71\x4A\xD8\xF7\x65\xCD\xE6\x4B\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B\x55\xE6\xB1\x4E\x3A\x43\xD8\x7D\x15\x0A\xF7\x90\x00\x32\x18\x44\x24\x20\x24\x92\x4F\x2A\xC5\x75\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41\xE3\xB2\x80\x95\xD4\x0A\xCE\x3F\x30\x04\x94\x94\x46\xC3\xA9\x2C\x1F\x6D\xFE\x93\x81\x46\xEE\xA6\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25\x30\x3F\x77\x1A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE0\xB5\x01\xAB\x00\x00\x00\x00\x31\xFF\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x80\xD6\x00\x0F\xAF\xE5\x3A\x56\x00\x00\x03\x9A\xB7\x8A\x95\xE1\x00\x40\x00\x00\x18\xFC\x12\x5C\x87\xA7\xEA\x1E\x7F\xFF\xFF\xFF\x5E\xAD\x69\xD7\x80\x00\x00\x00\x5B\xB1\x75\xDE\xF7\x88\x69\x07\x18\xDE\x98\x25\xDC\x1C\x43\x18\x3E\x8D\x10\xE5\x7F\xFF\xFF\xFF\x54\xC0\xEC\xBF\x7F\xFF\xFF\xFF\x42\x8F\x56\x6D\x7F\xFF\xFF\xFF\x35\x94\x37\x85\x96\x5D\x6C\xE1\x6D\x86\x5F\x86\x7F\xFF\xFF\xFF\x25\x15\x7C\xB7\x74\x18\x86\x4A\xBE\x8D\xBC\x53\x7F\xFF\xFF\xFF\x58\xFB\x58\xB0\x80\x00\x00\x00\x52\x6D\x5E\x77\xA4\x89\xB2\x41\xC4\xD3\x95\x9E\x80\x00\x00\x00\x2C\xB8\xF3\x22\x7F\xFF\xFF\xFF\x6A\xA9\xF3\xD9\x7F\xFF\xFF\xFF\x29\x8E\xC8\x94\x7F\xFF\xFF\xFF\x5E\x4F\x5A\xB1\x7F\xFF\xFF\xFF\x52\xF2\x6E\x2F\x7F\xFF\xFF\xFF\xAC\x07\xCA\xE7\x7F\xFF\xFF\xFF\xD1\xE7\xE4\x9E\xD8\xFB\xB5\x14\x6C\xBE\xAE\xE7\x7F\xFF\xFF\xFF\x7A\xD3\x08\x03\x15\x78\xE2\xAF\xD6\xCB\x9E\x97\x7F\xFF\xFF\xFF\x2D\xCC\x73\xDF\x7F\xFF\xFF\xFF\x4C\xB1\x9B\x0C\x7F\xFF\xFF\xFF\x3C\x6A\x8C\x95\x80\x00\x00\x00\xCA\x53\x61\x34\x7F\xFF\xFF\xFF\x8A\xE3\x3E\xF9\x7F\xFF\xFF\xFF\x26\x3E\x39\x63\x7F\xFF\xFF\xFF\x3E\xA3\xB7\xCD\x7F\xFF\xFF\xFF\x65\xCD\xE6\x4B\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x26\x2D\x01\x77\x00\x00\xE2\x29\xF5\xE2\xB7\x8A\x95\xE1\xB7\x8A\x95\xE1\x14\x9A\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x18\xFC\x12\x5C\xEE\x94\x27\x03\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF7\x88\x69\x07\x34\x46\x49\xB8\xDC\x1C\x43\x18\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x12\xDE\x9A\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x96\x5D\x6C\xE1\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x59\x8B\xE7\xFD\x74\x18\x86\x4A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xA4\x89\xB2\x41\x31\x29\x60\xDD\x80\x00\x00\x00\xF0\x67\x07\x0E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD8\xFB\xB5\x14\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x15\x78\xE2\xAF\xB1\x67\x08\xEB\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0D\xA3\xA5\xCC\x7F\xFF\xFF\xFF\x2E\x8E\x71\x6C\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B\x55\xE6\xB1\x4E\x3A\x43\xD8\x7D\x15\x0A\xF7\x90\x00\x32\x18\x44\x24\x20\x24\x92\x4F\x2A\xC5\x75\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41\xE3\xB2\x80\x95\xD4\x0A\xCE\x3F\x30\x04\x94\x94\x46\xC3\xA9\x2C\x1F\x6D\xFE\x93\x81\x46\xEE\xA6\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25\x30\x3F\x77\x1A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test35(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x45FF3CE5), ('P4rIngress.bitmap_seq.seq', 0x5BB7BF95)], 12637)
        self.setRegisterValue('P4rIngress.rounds', 0x5BB7BF95, 12637)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x07)], 12637)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 12637)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x18E65AFC), ('P4rIngress.values_v00000.hi', 0x9D06607F)], 12637)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x63677008), ('P4rIngress.values_v00001.hi', 0x37FD8436)], 12637)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x4F02FB45), ('P4rIngress.values_v00010.hi', 0x7E78EC39)], 12637)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x78F4D60C), ('P4rIngress.values_v00011.hi', 0x1A132DE4)], 12637)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xAF0E5BE5), ('P4rIngress.values_v00100.hi', 0x5A131733)], 12637)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xCE925296), ('P4rIngress.values_v00101.hi', 0x98B7C105)], 12637)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x0C37A16E), ('P4rIngress.values_v00110.hi', 0xC771F4D5)], 12637)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xC337B3FD), ('P4rIngress.values_v00111.hi', 0x7D5EA937)], 12637)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5A3F7CBC), ('P4rIngress.values_v01000.hi', 0x54F9AEEF)], 12637)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x230934CB), ('P4rIngress.values_v01001.hi', 0x5D0D59A5)], 12637)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xD2DCB9E7), ('P4rIngress.values_v01010.hi', 0xD7266B96)], 12637)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xAE6E09AC), ('P4rIngress.values_v01011.hi', 0x1AEF2FBC)], 12637)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x7A1B6F67), ('P4rIngress.values_v01100.hi', 0x50D54D29)], 12637)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7F5C2580), ('P4rIngress.values_v01101.hi', 0x816BEA65)], 12637)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x194827A6), ('P4rIngress.values_v01110.hi', 0x37D3CD28)], 12637)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4DA8C7FE), ('P4rIngress.values_v01111.hi', 0xC8B55FEC)], 12637)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xF53174D5), ('P4rIngress.values_v10000.hi', 0x5CC55469)], 12637)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4E3AF43F), ('P4rIngress.values_v10001.hi', 0x00000000)], 12637)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4D7C1E4E), ('P4rIngress.values_v10010.hi', 0x77CFD3A3)], 12637)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x67907510), ('P4rIngress.values_v10011.hi', 0x9205401A)], 12637)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x61E13C85), ('P4rIngress.values_v10100.hi', 0x9074657A)], 12637)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x74C10034), ('P4rIngress.values_v10101.hi', 0x67998982)], 12637)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x81DB999B), ('P4rIngress.values_v10110.hi', 0xB84E5179)], 12637)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x29D49204), ('P4rIngress.values_v10111.hi', 0x4F9D1659)], 12637)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xA74E2CD3), ('P4rIngress.values_v11000.hi', 0x59459F1D)], 12637)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4B549A57), ('P4rIngress.values_v11001.hi', 0x7A6E3D69)], 12637)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6088D131), ('P4rIngress.values_v11010.hi', 0x2E559017)], 12637)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x56A4BFBC), ('P4rIngress.values_v11011.hi', 0xD78DBEF5)], 12637)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4F94B45E), ('P4rIngress.values_v11100.hi', 0x9EB31F66)], 12637)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7AFEFF47), ('P4rIngress.values_v11101.hi', 0x4B772576)], 12637)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6B4D8B01), ('P4rIngress.values_v11110.hi', 0x1D897A11)], 12637)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x2726D335), ('P4rIngress.values_v11111.hi', 0x2439B11B)], 12637)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x329F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E2B),
                gc.DataTuple('slot_count', 0x00000CC9),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7DBA5EA0),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x00D712C0),
                gc.KeyTuple('src_port', 0x4819),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x329F),
                gc.DataTuple('rank', 0x000F),
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
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\xD7\x12\xC0\x00\x00\x00\x00\x48\x19\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x32\x9F\x00\x0F\x7D\xBA\x5E\xA0\x03\x32\x07\x84\x5B\xB7\xBF\x95\x00\x40\x00\x00\x02\xF8\xC1\xD4\x15\xCA\x5D\x5C\x5B\x12\x13\xF7\xFA\x27\x9E\xF4\x7F\x7A\x7B\xDD\x4C\xD1\xF9\x61\xA3\x4F\xD5\x67\x75\x00\xCE\xC6\x2A\x1D\x89\xAF\x5A\xEF\xFB\x29\x92\x42\xE5\x8F\x85\xCA\x53\xCA\x3B\x5A\x68\x5B\xAE\xF8\x36\x97\x16\xDC\xD1\xF3\x6E\x4D\x1D\xFD\x52\xBF\x76\xB7\x68\x5C\xA2\xFC\x6F\x2D\x24\xC6\x4D\x07\x4C\x5B\x9A\xBD\xDD\xC2\x9D\x42\x4E\x26\xC2\x4B\xE9\x5E\x5E\xE7\x2E\x8A\x43\xFC\x75\x64\x50\xD4\xFD\xB5\x71\x3F\xC9\x24\xD7\xCA\x12\x27\xCA\xD8\xB3\x2B\x76\xAB\x2D\x1C\x6C\xC6\xF3\x8D\x85\xD5\x96\xD2\x86\x99\xA2\x83\x60\xE8\x8F\xB2\x44\x7B\xD0\xCA\x00\x00\x00\x00\x46\x4B\xD5\x41\x6A\x94\x3A\x3B\x7B\xC1\x6D\x68\xB6\xC9\x5C\x73\x6B\xAF\x9C\xD9\x92\x17\x63\xA2\x52\x4C\x65\x90\x2A\xD8\xA0\x95\x66\xC4\xEF\xDB\x9D\x5E\xDD\xE9\x67\x55\x52\xDF\x58\x43\x7C\x7B\xF6\x9E\xAA\x13\x7C\xE5\x98\x5A\x4D\x90\xA3\xE3\x43\x6B\x91\xCB\x4B\xDC\x54\x69\x7A\x04\x9B\xD7\x43\xE4\xE4\x45\x73\x6D\xE6\x55\x4A\x3F\xA2\xE9\xD0\x22\x6D\x95\x24\x9C\xDF\xE4\x6B\x25\x41\xBA\x52\x4A\x1D\x6D\x37\xBC\xDA\xDF\x78\x28\x96\xB8\x75\x58\xF1\xB6\x33\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45\x97\x65\x26\x6D\xDE\x34\x71\xEB\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD\x33\x1D\xE9\x0A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x00\xD7\x12\xC0\xBE\xEF\x48\x19\x01\x20\x00\x00\x50\x34\x02\x82\x32\x9F\x00\x0F\x7D\xBA\x5E\xA0\x03\x32\x01\x84\x5B\xB7\xBF\x95\x00\x40\x00\x20\x1B\xDF\x1C\xD0\x15\xCA\x5D\x5C\x7F\xFF\xFF\xFF\xFA\x27\x9E\xF4\x7F\xFF\xFF\xFF\x4C\xD1\xF9\x61\x1C\x44\xAB\x73\x75\x00\xCE\xC6\xD9\x2B\xE5\x94\x5A\xEF\xFB\x29\x80\x00\x00\x00\x85\xCA\x53\xCA\x47\x92\x09\xC9\xAE\xF8\x36\x97\xDA\x14\x85\xF0\x6E\x4D\x1D\xFD\x7F\xFF\xFF\xFF\x68\x5C\xA2\xFC\x7F\xFF\xFF\xFF\x4D\x07\x4C\x5B\x80\x00\x00\x00\x9D\x42\x4E\x26\x80\x00\x00\x00\x5E\xE7\x2E\x8A\x7F\xFF\xFF\xFF\x50\xD4\xFD\xB5\x7F\xFF\xFF\xFF\xD7\xCA\x12\x27\xE4\x20\xDA\xD1\x76\xAB\x2D\x1C\x7F\xFF\xFF\xFF\x85\xD5\x96\xD2\x80\x00\x00\x00\x60\xE8\x8F\xB2\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x6A\x94\x3A\x3B\x7F\xFF\xFF\xFF\xB6\xC9\x5C\x73\x7F\xFF\xFF\xFF\x92\x17\x63\xA2\x7F\xFF\xFF\xFF\x2A\xD8\xA0\x95\xE8\xA0\x89\x76\x9D\x5E\xDD\xE9\x7F\xFF\xFF\xFF\x58\x43\x7C\x7B\x9D\xEC\xD6\xE6\x7C\xE5\x98\x5A\x7F\xFF\xFF\xFF\x43\x6B\x91\xCB\x7F\xFF\xFF\xFF\x7A\x04\x9B\xD7\x7F\xFF\xFF\xFF\x73\x6D\xE6\x55\x7F\xFF\xFF\xFF\xD0\x22\x6D\x95\x7F\xFF\xFF\xFF\x6B\x25\x41\xBA\x7F\xFF\xFF\xFF\x37\xBC\xDA\xDF\x7F\xFF\xFF\xFF\x75\x58\xF1\xB6\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x31\x5D\x01\x3F\x00\x00\x45\xFF\xBC\xE5\x5B\xB7\xBF\x95\x5B\xB7\xBF\x95\x20\x84\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x1B\xDF\x1C\xD0\xB2\xD0\xBD\xDB\x7F\xFF\xFF\xFF\x32\x25\x23\x2A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1C\x44\xAB\x73\x7F\xFF\xFF\xFF\xD9\x2B\xE5\x94\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x47\x92\x09\xC9\x80\x00\x00\x00\xDA\x14\x85\xF0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x79\xD6\x5E\x46\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xE4\x20\xDA\xD1\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE8\xA0\x89\x76\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9D\xEC\xD6\xE6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4A\xFB\xA5\x4A\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x55\x46\x54\xF0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x33\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45\x97\x65\x26\x6D\xDE\x34\x71\xEB\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD\x33\x1D\xE9\x0A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test36(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xFA057C8F), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 11302)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 11302)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0xAF)], 11302)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 11302)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xEF939B44), ('P4rIngress.values_v00000.hi', 0x2A8BCE27)], 11302)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6EF8192F), ('P4rIngress.values_v00001.hi', 0x5522FA71)], 11302)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xB4A652EC), ('P4rIngress.values_v00010.hi', 0x4CB73B0E)], 11302)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x7533E35E), ('P4rIngress.values_v00011.hi', 0xD0DE55CA)], 11302)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xD59696A5), ('P4rIngress.values_v00100.hi', 0x6C12D2FB)], 11302)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x1BD7C64C), ('P4rIngress.values_v00101.hi', 0xDD8DD6CB)], 11302)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x48629C9E), ('P4rIngress.values_v00110.hi', 0x48E01571)], 11302)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x73A81DF1), ('P4rIngress.values_v00111.hi', 0x1B5FDCAB)], 11302)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xDEA7F1D5), ('P4rIngress.values_v01000.hi', 0x5A474E1F)], 11302)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x25FFF9AE), ('P4rIngress.values_v01001.hi', 0x1367B5F0)], 11302)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xAC6F047B), ('P4rIngress.values_v01010.hi', 0x81500FD6)], 11302)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x71078B97), ('P4rIngress.values_v01011.hi', 0x5B1EC89B)], 11302)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xD0297E6D), ('P4rIngress.values_v01100.hi', 0xA2FC8718)], 11302)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x54B55919), ('P4rIngress.values_v01101.hi', 0x57D5328E)], 11302)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5872A64C), ('P4rIngress.values_v01110.hi', 0xA9210BB5)], 11302)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5DB4E559), ('P4rIngress.values_v01111.hi', 0x739826EE)], 11302)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x069BE548), ('P4rIngress.values_v10000.hi', 0x472AD15D)], 11302)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x8E346B6F), ('P4rIngress.values_v10001.hi', 0x2DD0B69F)], 11302)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x69F7061C), ('P4rIngress.values_v10010.hi', 0xE37F9F45)], 11302)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x3BDDDB57)], 11302)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x5E48B639), ('P4rIngress.values_v10100.hi', 0xB51D5D4B)], 11302)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x56B13046), ('P4rIngress.values_v10101.hi', 0x52132991)], 11302)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6372B4D2), ('P4rIngress.values_v10110.hi', 0xBA15C22D)], 11302)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xDD8CC7B5), ('P4rIngress.values_v10111.hi', 0x8CF2D525)], 11302)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4689572B), ('P4rIngress.values_v11000.hi', 0x3B9DC7CE)], 11302)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xD64879D1), ('P4rIngress.values_v11001.hi', 0x2E87C34F)], 11302)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xDAAB4EFB), ('P4rIngress.values_v11010.hi', 0x1EDDB28A)], 11302)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x2D51137D), ('P4rIngress.values_v11011.hi', 0xE4CAEB0A)], 11302)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xAF9696D4), ('P4rIngress.values_v11100.hi', 0x4582C341)], 11302)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4AA0B15D), ('P4rIngress.values_v11101.hi', 0xABCD496D)], 11302)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7EA5CB2A), ('P4rIngress.values_v11110.hi', 0x4F47DF59)], 11302)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x0ABDABCB), ('P4rIngress.values_v11111.hi', 0x9B50F59C)], 11302)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD3DA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AE7),
                gc.DataTuple('slot_count', 0x00000A16),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD59753EE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0xC45C672B),
                gc.KeyTuple('src_port', 0xF4F6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD3DA),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x0186),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC4\x5C\x67\x2B\x00\x00\x00\x00\xF4\xF6\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xD3\xDA\x00\x0F\xD5\x97\x53\xEE\x01\x3F\x03\xE5\x80\x00\x00\x00\x00\x40\x00\x00\x01\x2B\x3C\x5D\xB1\xBB\x8F\xAC\x4E\xC2\x72\x09\x4D\xAB\x8A\x41\xA6\xAE\x53\x6A\x48\x8C\xED\x22\xAE\x5C\x1E\x54\x33\x99\x06\xC6\x7C\xFA\xAE\x6D\x1F\x6E\xFF\x79\x73\xBB\x53\x0F\xE8\x79\xFC\x8B\x48\xB5\x9A\x1F\x7D\x7A\x24\x9D\x58\x23\x4A\x0C\x6A\x9F\x7C\x7B\xCA\xA0\xF2\xD7\x77\x3B\x72\xD9\x6F\xA8\x25\x4D\xBA\x25\x34\xBF\x26\x30\x07\xAB\x81\x63\x20\x45\x5F\x21\x9A\x77\x29\xD1\x87\x0C\x9A\x3C\x8F\x2A\xBA\xAC\x99\x28\x4C\xF5\x56\xC9\x59\xEC\xBE\xF9\x55\xF4\xA6\x13\xA7\x19\x17\x1D\x34\x2E\x7D\x77\x67\x89\x2C\xA9\x8A\x04\xB3\x1A\x47\xF2\x36\x71\xDA\x66\x9F\x29\xAB\x9E\x57\x5C\x74\x0A\xCD\x0C\xC6\x64\x3A\x3F\x00\x00\x00\x00\x4A\x5D\xCB\x29\x5E\xEB\xA9\x0B\xB6\xB1\x3F\xAF\x52\x96\xFC\x5D\x46\x11\x7C\xD3\x34\xF2\xBE\x52\x6F\xB5\xF4\xF9\x82\xBB\xBB\x37\xCE\x1C\xB6\x79\x4B\x8B\x76\xC3\x7C\x31\xBE\x9C\xA6\x3E\xAC\x4B\x2F\xBB\xCD\x56\xFD\x95\x5A\xC1\x6B\x90\xAB\xAB\x69\xEF\x0B\x63\x36\x66\xF6\xD1\xAD\x3F\x0E\xA8\x6A\xB6\x6A\x7C\x62\xF3\x23\x0E\xB0\xF5\x8E\x38\x73\x08\x6A\x69\x55\x62\x93\x59\x3A\xA8\xBF\x31\xBA\xB8\x14\xD8\xDF\x11\x83\x7A\xDC\xD4\x72\x9D\xB5\x32\xB3\x53\xEE\x39\x2B\x01\x65\x56\x56\x76\xB3\x56\x22\xBA\x8D\x7E\x70\x2B\x8A\xBE\x9D\x86\x80\xA8\xA1\x25\xBF\x24\xF1\xA7\x6B\x1D\x0F\xD7\x99\x4C\x53\x7E\x48\xA3\x6A\xA4\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC4\x5C\x67\x2B\xBE\xEF\xF4\xF6\x01\x20\x00\x00\x50\x34\x02\x82\xD3\xDA\x00\x0F\xD5\x97\x53\xEE\x01\x3F\x01\xE5\x80\x00\x00\x00\x00\x40\x00\x20\xF0\xBE\xD7\xA1\xB1\xBB\x8F\xAC\x7F\xFF\xFF\xFF\x4D\xAB\x8A\x41\x80\x00\x00\x00\x48\x8C\xED\x22\x23\x90\x01\xB2\x33\x99\x06\xC6\x52\x91\x45\x12\x1F\x6E\xFF\x79\x7F\xFF\xFF\xFF\xE8\x79\xFC\x8B\x7F\xFF\xFF\xFF\x7D\x7A\x24\x9D\x7F\xFF\xFF\xFF\x6A\x9F\x7C\x7B\xA9\x48\xE4\xAC\x77\x3B\x72\xD9\x7F\xFF\xFF\xFF\xBA\x25\x34\xBF\xD2\x9F\x0C\x26\x81\x63\x20\x45\x7F\xFF\xFF\xFF\x29\xD1\x87\x0C\x80\x00\x00\x00\xBA\xAC\x99\x28\x7F\xFF\xFF\xFF\x59\xEC\xBE\xF9\x7F\xFF\xFF\xFF\xA7\x19\x17\x1D\x7F\xFF\xFF\xFF\x67\x89\x2C\xA9\x90\xA0\x98\x62\x47\xF2\x36\x71\x80\x00\x00\x00\xAB\x9E\x57\x5C\x7F\xFF\xFF\xFF\xC6\x64\x3A\x3F\x00\x00\x00\x00\x4A\x5D\xCB\x29\x7F\xFF\xFF\xFF\xB6\xB1\x3F\xAF\x7F\xFF\xFF\xFF\x46\x11\x7C\xD3\x7F\xFF\xFF\xFF\x6F\xB5\xF4\xF9\x80\x00\x00\x00\xCE\x1C\xB6\x79\x7F\xFF\xFF\xFF\x7C\x31\xBE\x9C\x80\x00\x00\x00\x2F\xBB\xCD\x56\xD8\x40\xA9\xBC\x6B\x90\xAB\xAB\x7F\xFF\xFF\xFF\x36\x66\xF6\xD1\x80\x00\x00\x00\x6A\xB6\x6A\x7C\x7F\xFF\xFF\xFF\xB0\xF5\x8E\x38\x7F\xFF\xFF\xFF\x55\x62\x93\x59\x45\x66\x6A\xFC\xBA\xB8\x14\xD8\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2C\x26\x01\x86\x00\x00\xFA\x05\xFC\x8F\x80\x00\x00\x00\x80\x00\x00\x00\x20\xE5\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xF0\xBE\xD7\xA1\xDC\x47\x5D\xD3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x23\x90\x01\xB2\x04\x77\x5C\x90\x52\x91\x45\x12\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC6\x07\xD3\x56\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA9\x48\xE4\xAC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCD\x8C\xEA\xAF\xD2\x9F\x0C\x26\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x90\xA0\x98\x62\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD9\x6F\x0D\xFB\x7F\xFF\xFF\xFF\xA9\xE3\xD9\x84\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x29\xCB\xB7\x26\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x5E\x43\x90\xA5\xD8\x40\xA9\xBC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1B\x31\xE1\xDB\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x45\x66\x6A\xFC\x80\x00\x00\x00\xDF\x11\x83\x7A\xDC\xD4\x72\x9D\xB5\x32\xB3\x53\xEE\x39\x2B\x01\x65\x56\x56\x76\xB3\x56\x22\xBA\x8D\x7E\x70\x2B\x8A\xBE\x9D\x86\x80\xA8\xA1\x25\xBF\x24\xF1\xA7\x6B\x1D\x0F\xD7\x99\x4C\x53\x7E\x48\xA3\x6A\xA4\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test37(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x54FE4756), ('P4rIngress.bitmap_seq.seq', 0x3C88E37A)], 15628)
        self.setRegisterValue('P4rIngress.rounds', 0x3C88E37A, 15628)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x19), ('P4rIngress.count_exp.exponent', 0x6E)], 15628)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 15628)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x3D27EC7F), ('P4rIngress.values_v00000.hi', 0xF7BBA0BA)], 15628)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x681D16AF), ('P4rIngress.values_v00001.hi', 0x574FA27F)], 15628)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xBE2EEB71), ('P4rIngress.values_v00010.hi', 0x5E8A645D)], 15628)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xC7A9BD3F), ('P4rIngress.values_v00011.hi', 0x8B79F8BD)], 15628)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xF93CDD79), ('P4rIngress.values_v00100.hi', 0x4793C435)], 15628)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x48EFE99B), ('P4rIngress.values_v00101.hi', 0x8A0E0E13)], 15628)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x2B48511E), ('P4rIngress.values_v00110.hi', 0x52656191)], 15628)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x0B4F0D4A), ('P4rIngress.values_v00111.hi', 0x31E754EB)], 15628)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xDAAFDF4B), ('P4rIngress.values_v01000.hi', 0x70B2EE6A)], 15628)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x52A2ED64), ('P4rIngress.values_v01001.hi', 0x3788C733)], 15628)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x1D8A924F), ('P4rIngress.values_v01010.hi', 0x9D1A9139)], 15628)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x275CCAB3), ('P4rIngress.values_v01011.hi', 0x5E36D52B)], 15628)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x8DB26990), ('P4rIngress.values_v01100.hi', 0x169F2027)], 15628)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x9754CC7D), ('P4rIngress.values_v01101.hi', 0xE82D45B8)], 15628)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x24C6BDD2), ('P4rIngress.values_v01110.hi', 0xB6AE4C87)], 15628)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xBF6A6C16), ('P4rIngress.values_v01111.hi', 0x3662787B)], 15628)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x61C00B76), ('P4rIngress.values_v10000.hi', 0xAFD16A8B)], 15628)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5D97A2BF), ('P4rIngress.values_v10001.hi', 0xDF0C0F4E)], 15628)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5391B9E9), ('P4rIngress.values_v10010.hi', 0x1FCE7D03)], 15628)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5EBDB9DD), ('P4rIngress.values_v10011.hi', 0x65B8087E)], 15628)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xA4D0CA3D), ('P4rIngress.values_v10100.hi', 0x2A36273B)], 15628)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x69C18152), ('P4rIngress.values_v10101.hi', 0x3127A2AD)], 15628)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xAB464AD3), ('P4rIngress.values_v10110.hi', 0xA2BF3AD7)], 15628)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4688FB6B), ('P4rIngress.values_v10111.hi', 0x62C37757)], 15628)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4A7F10D7), ('P4rIngress.values_v11000.hi', 0xBB0B353B)], 15628)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x98E36556), ('P4rIngress.values_v11001.hi', 0x75BE4AC9)], 15628)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x45DC0E9C), ('P4rIngress.values_v11010.hi', 0x2BC2D495)], 15628)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x32D96056), ('P4rIngress.values_v11011.hi', 0xCF53F02E)], 15628)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xB239816C), ('P4rIngress.values_v11100.hi', 0x71480BB7)], 15628)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x0AB57363)], 15628)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7B15F59E), ('P4rIngress.values_v11110.hi', 0x3232AD99)], 15628)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x9A15DEFC), ('P4rIngress.values_v11111.hi', 0x3139EF6E)], 15628)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x28DF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001558),
                gc.DataTuple('slot_count', 0x00000AA8),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x33A6DDF0),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0x168153ED),
                gc.KeyTuple('src_port', 0x3ABC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x28DF),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x03D2),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x16\x81\x53\xED\x00\x00\x00\x00\x3A\xBC\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x28\xDF\x00\x0F\x33\xA6\xDD\xF0\x07\xB4\x07\xC0\x3C\x88\xE3\x7A\x00\x40\x00\x00\x2E\xCA\x4F\x52\x42\xA3\xB3\xA5\x4A\x3D\x67\xD7\x57\x4C\xFC\x12\xB7\x0A\x59\x3F\x79\x48\x6C\xCA\x74\xFA\xF9\x23\x1B\x18\x4D\xC7\xEC\x36\x72\xDD\x76\x97\x81\x53\x5A\x23\x94\xAC\x3F\xA4\xF6\x3A\x78\xEE\x11\x6C\x3A\x7B\x4F\x55\x7A\x65\x43\xFD\x5D\x5E\x0F\xCA\x3C\xAA\x90\xE9\x55\x67\x26\x2F\x51\xB7\x3E\x0F\xB6\xAC\x62\x4E\xBD\xDE\x37\x61\x87\x72\x92\x9D\x77\xC5\x8B\x53\x37\x72\x3F\x27\xED\xCA\x28\xA5\x78\x9B\xB5\x56\x90\x34\xD4\x25\x2D\xCF\x51\x8F\x7F\xCA\x37\xAF\xC6\x72\x77\x63\x99\x2F\xB5\xB3\x64\x1B\xFE\x9F\x62\x63\xEA\xC7\x98\x8F\x22\xE5\x54\xB2\xCC\x07\x85\x6D\x1E\x49\x64\x95\xCB\x75\xAC\xEA\x4C\x2D\x77\x9F\x92\xD1\x3F\x16\x8C\x42\xA9\x7F\xAE\xD9\xE3\x5E\xEB\x0D\x7D\xF8\xBE\x0D\x73\x13\x99\x6D\x91\xA8\x6B\x72\x38\x12\x61\x99\x56\xE9\xB3\x2C\x33\xD3\xE0\xB5\x5B\x33\xFB\xEE\xAA\x05\xCC\x6C\x75\x69\x0E\xC9\x74\xEC\x01\x90\xCD\x30\xF1\xB7\x23\xF8\xF5\x3B\x59\xFA\xB4\xE3\x9F\xAF\xBC\xCD\xBC\x8C\x54\xE6\x37\x7F\x36\x06\x00\x00\x00\x00\xBE\x84\x5E\x2F\xE9\x4D\x88\x31\x1F\xAA\xA3\x53\xAB\xCD\x4E\x17\xEE\xC7\x4D\xBC\x89\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19\x1C\x27\x70\xE5\x88\xEA\xC3\xE7\x43\xE9\x8A\x9B\x46\xF6\x96\x16\xF9\x91\x7F\xC5\x01\x5C\x6C\x80\x2C\xFB\x9C\x16\x84\xAE\x1A\x14\x07\x18\xC0\xAE\xC3\xC5\x20\x18\x28\x05\xB4\x5E\x09\xA0\x68\x65'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x16\x81\x53\xED\xBE\xEF\x3A\xBC\x01\x20\x00\x00\x50\x34\x02\x82\x28\xDF\x00\x0F\x33\xA6\xDD\xF0\x07\xB4\x01\xC0\x3C\x88\xE3\x7A\x00\x40\x00\x1A\x6B\xF2\x3B\xD1\x42\xA3\xB3\xA5\x7F\xFF\xFF\xFF\x57\x4C\xFC\x12\x80\x00\x00\x00\x79\x48\x6C\xCA\x3C\xA4\xB6\x62\x1B\x18\x4D\xC7\xE5\x73\x50\x56\x76\x97\x81\x53\x7F\xFF\xFF\xFF\x3F\xA4\xF6\x3A\x7F\xFF\xFF\xFF\x3A\x7B\x4F\x55\x7F\xFF\xFF\xFF\x5D\x5E\x0F\xCA\x17\x5A\x70\x34\x55\x67\x26\x2F\x7F\xFF\xFF\xFF\xB6\xAC\x62\x4E\xDB\x68\xC9\xB0\x87\x72\x92\x9D\x7F\xFF\xFF\xFF\x37\x72\x3F\x27\x80\x00\x00\x00\x78\x9B\xB5\x56\x80\x00\x00\x00\x2D\xCF\x51\x8F\x7F\xFF\xFF\xFF\xC6\x72\x77\x63\x80\x00\x00\x00\x64\x1B\xFE\x9F\x7F\xFF\xFF\xFF\x98\x8F\x22\xE5\x7F\xFF\xFF\xFF\x85\x6D\x1E\x49\x7F\xFF\xFF\xFF\xAC\xEA\x4C\x2D\x7F\xFF\xFF\xFF\x3F\x16\x8C\x42\x80\x00\x00\x00\xE3\x5E\xEB\x0D\x7F\xFF\xFF\xFF\x73\x13\x99\x6D\x80\x00\x00\x00\x38\x12\x61\x99\x7F\xFF\xFF\xFF\x33\xD3\xE0\xB5\x7F\xFF\xFF\xFF\xAA\x05\xCC\x6C\x0E\x4C\x74\x1F\x74\xEC\x01\x90\x13\x0D\x00\x53\x23\xF8\xF5\x3B\x7F\xFF\xFF\xFF\x9F\xAF\xBC\xCD\x80\x00\x00\x00\x37\x7F\x36\x06\x00\x00\x00\x00\xBE\x84\x5E\x2F\x64\x63\x7D\xCF\x1F\xAA\xA3\x53\x80\x00\x00\x00\xEE\xC7\x4D\xBC\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x3D\x0C\x03\xD2\x00\x00\x54\xFE\xC7\x56\x3C\x88\xE3\x7A\x3C\x88\xE3\x7A\x1A\xC0\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x6B\xF2\x3B\xD1\x3A\x5F\x54\x5F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x3C\xA4\xB6\x62\xA6\x92\x46\x84\xE5\x73\x50\x56\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC9\xB3\x04\x4D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x17\x5A\x70\x34\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEE\x35\x29\x81\xDB\x68\xC9\xB0\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x15\xFC\x97\x47\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xCC\xB8\xC9\x30\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x0D\x95\x12\x48\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xDA\xD1\x9C\x70\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x0E\x4C\x74\x1F\x7F\xFF\xFF\xFF\x13\x0D\x00\x53\x4F\xBB\xC9\xD0\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x00\x00\x00\x00\xC9\x39\xD1\x92\x64\x63\x7D\xCF\x51\xDD\x50\xEC\x80\x00\x00\x00\x20\x01\x3D\x2A\x89\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19\x1C\x27\x70\xE5\x88\xEA\xC3\xE7\x43\xE9\x8A\x9B\x46\xF6\x96\x16\xF9\x91\x7F\xC5\x01\x5C\x6C\x80\x2C\xFB\x9C\x16\x84\xAE\x1A\x14\x07\x18\xC0\xAE\xC3\xC5\x20\x18\x28\x05\xB4\x5E\x09\xA0\x68\x65'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test38(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x09B22726), ('P4rIngress.bitmap_seq.seq', 0x29210C77)], 15100)
        self.setRegisterValue('P4rIngress.rounds', 0x29210C77, 15100)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x20), ('P4rIngress.count_exp.exponent', 0x19)], 15100)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 15100)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x5C9D8D47), ('P4rIngress.values_v00000.hi', 0x00000000)], 15100)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6E248959), ('P4rIngress.values_v00001.hi', 0x4D4D55DF)], 15100)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x6BFF94AD), ('P4rIngress.values_v00010.hi', 0x5C97D075)], 15100)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x26B07C74), ('P4rIngress.values_v00011.hi', 0x55374B66)], 15100)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x899840CA), ('P4rIngress.values_v00100.hi', 0x95EAEB28)], 15100)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x9AE23B1F), ('P4rIngress.values_v00101.hi', 0x8A4BCED1)], 15100)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xDD515354), ('P4rIngress.values_v00110.hi', 0xB4F8BB19)], 15100)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x3905E71F), ('P4rIngress.values_v00111.hi', 0x96C4FA8B)], 15100)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xCE8EF151), ('P4rIngress.values_v01000.hi', 0x9F7C65D9)], 15100)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xCEBE4344), ('P4rIngress.values_v01001.hi', 0x4E9FAB39)], 15100)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xAEB59BAF), ('P4rIngress.values_v01010.hi', 0x87BD2F9E)], 15100)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7B89EB21), ('P4rIngress.values_v01011.hi', 0x31F22D17)], 15100)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4D97D877), ('P4rIngress.values_v01100.hi', 0x6D9914F4)], 15100)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xD883D3E7), ('P4rIngress.values_v01101.hi', 0x326D493D)], 15100)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xC0931557), ('P4rIngress.values_v01110.hi', 0x5EF9A92C)], 15100)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x236ACF2A), ('P4rIngress.values_v01111.hi', 0xA2C37E03)], 15100)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x296ED556), ('P4rIngress.values_v10000.hi', 0xD3D92ED3)], 15100)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x74BE4B17), ('P4rIngress.values_v10001.hi', 0xCEFB2B0B)], 15100)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5656D6F7), ('P4rIngress.values_v10010.hi', 0x3B6433DA)], 15100)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xC1CFF943), ('P4rIngress.values_v10011.hi', 0x9A0D1E0D)], 15100)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x89276726), ('P4rIngress.values_v10100.hi', 0xFD3A0F4B)], 15100)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7883F2D9), ('P4rIngress.values_v10101.hi', 0x1BC1E496)], 15100)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7410D8CB), ('P4rIngress.values_v10110.hi', 0x6E436AFD)], 15100)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x72446466), ('P4rIngress.values_v10111.hi', 0xA090CD98)], 15100)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5B9E20C9), ('P4rIngress.values_v11000.hi', 0x30829F1F)], 15100)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6C892AB3), ('P4rIngress.values_v11001.hi', 0xABC947DD)], 15100)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x71A4DD85), ('P4rIngress.values_v11010.hi', 0x62F6C51B)], 15100)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x88D43253), ('P4rIngress.values_v11011.hi', 0x527759BA)], 15100)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5A55581A), ('P4rIngress.values_v11100.hi', 0x788E90F4)], 15100)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6906AA28), ('P4rIngress.values_v11101.hi', 0x55A657CD)], 15100)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x24F98EDF), ('P4rIngress.values_v11110.hi', 0x7867C9B3)], 15100)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x712380D2), ('P4rIngress.values_v11111.hi', 0x709CE06D)], 15100)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9A66),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001361),
                gc.DataTuple('slot_count', 0x00000B2B),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6B547C75),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0x87187E47),
                gc.KeyTuple('src_port', 0xEB00),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9A66),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x02A0),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x87\x18\x7E\x47\x00\x00\x00\x00\xEB\x00\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x9A\x66\x00\x0F\x6B\x54\x7C\x75\x07\x9B\x01\x25\x29\x21\x0C\x77\x00\x40\x00\x00\xFD\xA0\xE9\x6F\xDD\xC6\x81\x32\x4E\xFB\xDE\x0D\x4B\x83\xF5\xFE\x1A\xD4\xC4\x61\x41\xC6\x93\xD5\xAE\xD5\x89\xEC\x95\x96\x47\x35\xDC\xD6\x60\x44\xC6\x74\x1D\x9A\xB4\x40\xDB\x0C\xDC\x59\xA5\x17\x99\x78\x5D\x74\xA1\x65\xBB\x17\x79\x4A\x27\x35\xBC\x5C\xDA\xA7\x8C\x67\x70\xD8\xBA\x78\xDA\x35\x84\xC3\x66\x69\xA5\xD4\x6A\x29\xAC\x3B\xD7\x09\xD4\x9D\x23\x58\x3A\x4B\x95\x81\x77\xEB\x39\xF0\x68\xE5\xCB\x18\x15\xD4\x83\x87\x2F\x4D\xD9\x7D\x57\x66\x53\x89\xB4\x39\xCB\x36\x56\xF9\xAF\x01\xE3\x92\x6D\x6A\xB5\x7B\x67\xB3\xA9\x67\x88\xDC\x8A\x08\x71\xA2\x24\x9B\xA5\xBA\x9A\xCA\x78\xC1\x10\xB6\xC6\xFF\x7A\x53\xAE\xDB\x3D\x1D\x25\x35\xBB\x39\x93\x51\x19\x65\x75\x9A\x33\x1B\xC9\x67\xC8\xA1\x1D\x99\xD1\xAD\xAD\xEF\x1E\xE1\xA6\x55\x4D\xD5\x58\xA4\x35\x36\x8F\x6D\xB7\x57\xC5\xDE\x3A\xD2\x05\xB0\x52\xDE\xE9\x8B\x4D\x5C\x67\x4E\xB6\x33\x41\xC7\x75\xA4\x69\xEF\x72\x46\x5E\x37\xCF\x8E\xCD\x59\xDE\x1A\x53\xCF\x37\xEC\x9A\xDF\x34\xF8\x4C\x20\x1F\x3D\x48\xF1\x42\xCA\xD5\x4D\x62\xFB\x3C\x68\x45\x23\x30\x23\x5F\x7F\x8A\xF7\x76\x99\xD1\x28\x3B\xCC\xED\x74\xA5\x0C\x2A\x93\x92\x9F\x47\xB5\xD9\xCC\x22\x55\x0E\x15\xBE\x5F\x6C\x77\x2F\x72\x7D\x1D\x79\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C\xDA\x40\x22\xA4\xED\x98\x8E\x76\x19\xAC\xBF\xE1\x4E\xD1\x62\x52\x07\x1F\x17\x5B\x53\x1B\x7F\x5B\xD6\x8B\x86\x60\xCB\xEB\x43\x69\x2D\x95\xA5\x66\x54\x69\x84\xB5\x6B\xA6\x29\x96\xC5\x60\x9B\x67\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8\x01\x0C\xED\x66\x06\xA3\x12\xBB\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x87\x18\x7E\x47\x00\x00\x00\x00\xEB\x00\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x9A\x66\x00\x0F\x6B\x54\x7C\x75\x07\x9B\x01\x25\x29\x21\x0C\x77\x00\x40\x00\x00\x5A\x3E\x76\xB6\xDD\xC6\x81\x32\x7F\xFF\xFF\xFF\x4B\x83\xF5\xFE\x7F\xFF\xFF\xFF\x41\xC6\x93\xD5\xD5\x86\x06\x60\x95\x96\x47\x35\x80\x00\x00\x00\xC6\x74\x1D\x9A\x80\x00\x00\x00\xDC\x59\xA5\x17\x80\x00\x00\x00\xA1\x65\xBB\x17\x7F\xFF\xFF\xFF\xBC\x5C\xDA\xA7\x80\x00\x00\x00\xBA\x78\xDA\x35\x80\x00\x00\x00\xA5\xD4\x6A\x29\x80\x00\x00\x00\xD4\x9D\x23\x58\x7F\xFF\xFF\xFF\x77\xEB\x39\xF0\x7F\xFF\xFF\xFF\x15\xD4\x83\x87\x07\xD1\xAD\x64\x57\x66\x53\x89\x80\x00\x00\x00\x56\xF9\xAF\x01\x06\xFD\x3C\x94\xB5\x7B\x67\xB3\xD2\xD6\x5E\x32\x8A\x08\x71\xA2\x7F\xFF\xFF\xFF\x9A\xCA\x78\xC1\x67\x0D\x9D\xF6\x7A\x53\xAE\xDB\xFE\xED\x1E\x78\xBB\x39\x93\x51\xA2\x8C\xDC\xC0\x33\x1B\xC9\x67\x41\x25\x10\x72\xD1\xAD\xAD\xEF\x7F\xFF\xFF\xFF\x4D\xD5\x58\xA4\x7F\xFF\xFF\xFF\xB7\x57\xC5\xDE\x7F\xFF\xFF\xFF\x52\xDE\xE9\x8B\x7F\xFF\xFF\xFF\xB6\x33\x41\xC7\x7F\xFF\xFF\xFF\x72\x46\x5E\x37\x80\x00\x00\x00\xDE\x1A\x53\xCF\x7F\xFF\xFF\xFF\x34\xF8\x4C\x20\x7F\xFF\xFF\xFF\x42\xCA\xD5\x4D\x7F\xFF\xFF\xFF\x45\x23\x30\x23\x7F\xFF\xFF\xFF\x76\x99\xD1\x28\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x3A\xFC\x02\xA0\x00\x00\x09\xB2\xA7\x26\x29\x21\x0C\x77\x29\x21\x0C\x77\x21\x25\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x5A\x3E\x76\xB6\xDD\xC6\x81\x32\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD5\x86\x06\x60\xEA\xCD\x92\x9B\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xF4\x74\x15\x62\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x07\xD1\xAD\x64\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x06\xFD\x3C\x94\x80\x00\x00\x00\xD2\xD6\x5E\x32\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x67\x0D\x9D\xF6\x7F\xFF\xFF\xFF\xFE\xED\x1E\x78\x80\x00\x00\x00\xA2\x8C\xDC\xC0\x30\x55\xD8\xB2\x41\x25\x10\x72\xED\x6F\x92\x85\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x30\x91\xAD\x89\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3B\xCC\xED\x74\xA5\x0C\x2A\x93\x92\x9F\x47\xB5\xD9\xCC\x22\x55\x0E\x15\xBE\x5F\x6C\x77\x2F\x72\x7D\x1D\x79\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C\xDA\x40\x22\xA4\xED\x98\x8E\x76\x19\xAC\xBF\xE1\x4E\xD1\x62\x52\x07\x1F\x17\x5B\x53\x1B\x7F\x5B\xD6\x8B\x86\x60\xCB\xEB\x43\x69\x2D\x95\xA5\x66\x54\x69\x84\xB5\x6B\xA6\x29\x96\xC5\x60\x9B\x67\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8\x01\x0C\xED\x66\x06\xA3\x12\xBB\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test39(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xDF161223), ('P4rIngress.bitmap_seq.seq', 0xD3DEC960)], 12457)
        self.setRegisterValue('P4rIngress.rounds', 0xD3DEC960, 12457)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x73)], 12457)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12457)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x2BA88DA3), ('P4rIngress.values_v00000.hi', 0xE94A6D35)], 12457)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x677AF07E), ('P4rIngress.values_v00001.hi', 0x9F12B6B3)], 12457)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x692E0136), ('P4rIngress.values_v00010.hi', 0x281EA927)], 12457)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xE645B6FB), ('P4rIngress.values_v00011.hi', 0x5BDB86B7)], 12457)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x52CFD69F), ('P4rIngress.values_v00100.hi', 0x53653EB9)], 12457)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xB96314B9), ('P4rIngress.values_v00101.hi', 0xAC624267)], 12457)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5A7B09BB), ('P4rIngress.values_v00110.hi', 0xC44F5EAA)], 12457)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xE38CAE9A), ('P4rIngress.values_v00111.hi', 0x72BD30E8)], 12457)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7BEC9B5E), ('P4rIngress.values_v01000.hi', 0x1E281336)], 12457)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5947525F), ('P4rIngress.values_v01001.hi', 0x7A65691E)], 12457)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x9A6CA7C5), ('P4rIngress.values_v01010.hi', 0xB113B674)], 12457)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xC86E4F65), ('P4rIngress.values_v01011.hi', 0x9914A2BB)], 12457)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x2C977C1E), ('P4rIngress.values_v01100.hi', 0x251D3DCD)], 12457)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xBA2923D2), ('P4rIngress.values_v01101.hi', 0x88C956E6)], 12457)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xBE5F9D49), ('P4rIngress.values_v01110.hi', 0x50D3E051)], 12457)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x80000000), ('P4rIngress.values_v01111.hi', 0x34906167)], 12457)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xBB99B96B), ('P4rIngress.values_v10000.hi', 0x64B39B8B)], 12457)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x76DBEFE7), ('P4rIngress.values_v10001.hi', 0x364734F3)], 12457)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x54CE24BA), ('P4rIngress.values_v10010.hi', 0xCEB2B02F)], 12457)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xBEAB8725), ('P4rIngress.values_v10011.hi', 0xD5BA6B56)], 12457)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x31AB20BB), ('P4rIngress.values_v10100.hi', 0x8C1878C7)], 12457)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x4E905951), ('P4rIngress.values_v10101.hi', 0x7E7F35EE)], 12457)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x9033C193), ('P4rIngress.values_v10110.hi', 0x4F82775A)], 12457)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5A45A19B), ('P4rIngress.values_v10111.hi', 0x77B0EB61)], 12457)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x244DC979), ('P4rIngress.values_v11000.hi', 0x26E67AFB)], 12457)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4FC773EF), ('P4rIngress.values_v11001.hi', 0x258E917D)], 12457)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xA37CF1E7), ('P4rIngress.values_v11010.hi', 0x5EE6E757)], 12457)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x49256483), ('P4rIngress.values_v11011.hi', 0xABA56B82)], 12457)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x55E88B9E), ('P4rIngress.values_v11100.hi', 0x8AAC63CD)], 12457)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x59EACDD0), ('P4rIngress.values_v11101.hi', 0x60742D1B)], 12457)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x90F75109), ('P4rIngress.values_v11110.hi', 0x15CAEDC7)], 12457)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x911F20C1), ('P4rIngress.values_v11111.hi', 0x94FC5E97)], 12457)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB04B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DD6),
                gc.DataTuple('slot_count', 0x00000552),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x163C2956),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x039),
                gc.KeyTuple('src_addr', 0x0EA85C05),
                gc.KeyTuple('src_port', 0x135E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB04B),
                gc.DataTuple('rank', 0x000F),
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
        ig_port = 57
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0E\xA8\x5C\x05\x00\x00\x00\x00\x13\x5E\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB0\x4B\x00\x0F\x16\x3C\x29\x56\x02\xD3\x05\xC3\xD3\xDE\xC9\x60\x00\x40\x00\x00\x8B\xA9\xA9\xFE\x11\x87\xBD\x24\x1B\xA0\xAD\xB7\xEF\x9B\x34\x95\x1A\x2A\xD0\x7A\x6B\xE4\x65\xBF\x06\x5D\xA3\x17\x46\x8F\xD4\xB3\xB2\xEA\x69\xDE\x46\x23\x6C\xBF\xB1\x28\x4B\x7B\x84\x24\xDE\x5C\x89\xF4\xFB\x19\x8E\xCB\xA4\x64\x45\x57\x32\x9F\x2C\xF2\x25\xB8\x43\xB9\xCE\x89\x67\xF3\xE7\x1A\x75\x6D\x54\x13\x2D\x12\x6E\x53\x8A\x55\xE4\xA5\x90\x36\x0F\x67\x82\xDF\x53\xCD\xC0\xB4\xF5\xD4\xED\xAD\x67\x27\x15\x16\x9C\x64\xB8\xB9\xAC\x3E\xBD\x3E\x5E\xC8\x9A\xDF\xB7\x1F\x56\x9D\x3E\x13\x00\x00\x00\x00\x7D\xDC\x22\xE2\xE3\x58\xD9\x17\x34\xFA\x52\x6B\xC6\x9E\x62\x35\x77\xEA\xCE\x29\x69\xEB\x62\xB2\x5B\xDA\x8B\xE7\xD5\x2B\x42\x6D\x72\xB9\x1B\x54\x5B\x7B\x26\x9B\xE4\x9D\x4C\x8B\x68\xBB\x83\x9E\x7E\x97\x33\xE3\x82\xBA\xFA\x9B\x42\xC2\xA8\x9B\x5E\xF9\x7D\xD7\x31\x3B\x92\xC9\x75\x3F\x3A\xEB\x67\x53\x52\x51\x61\xF6\x3A\xC2\x25\x38\xB9\xAB\xBC\x67\x04\xDC\x49\x2A\x8A\x77\x59\x62\x75\x8F\x31\xAD\x73\xCD\x4E\xEC\xB8\x88\x7C\x67\x49\x53\x4E\xD2\x4D\x5B\x52\x0E\x0F\xD1\xB7\xE7\xC7\x5A\xED\x5A\xEE\x59\xDE\x1B\xA7\xA5\x46\xCC\xA8\xB5\x5B\xA1\xCA\x6B\xC2\x5F\x3E\x5C\x8D\xE1\x35\x78\x79\xC4\x76\x7E\x44\x27\xF9\x6A\xFD\xB1\x2B\xA5\x42\xEC\x29\x41\x3F\x8A\xFB\xA4\xA2\xE3\xFB\x3C\x09\x9B\x88\x7E\xBC\xE8\x4B\x1D\x07\x73\x07\x0A\x66\x48\xDD\x1D\xDA\x8B\xB5\xE4\x5C\xF8\xA8\x75\x44\x18\x6B\xA6\xB4\x39\xCE\x7B\x90\xE8\x8B\xA9\xA5\x1A\x01\x3E\x50\x66\x3B\x5F\x18\x71\x9D\x37\xAE\xF2\x56\x87\x80'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0E\xA8\x5C\x05\xBE\xEF\x13\x5E\x01\x20\x00\x00\x50\x34\x02\x82\xB0\x4B\x00\x0F\x16\x3C\x29\x56\x02\xD3\x01\xC3\xD3\xDE\xC9\x60\x00\x40\x00\x20\xB7\x52\x37\xA1\x11\x87\xBD\x24\x7F\xFF\xFF\xFF\xEF\x9B\x34\x95\x7F\xFF\xFF\xFF\x6B\xE4\x65\xBF\xEC\xA3\x5A\x12\x46\x8F\xD4\xB3\x05\xBA\x40\x7D\x46\x23\x6C\xBF\x80\x00\x00\x00\x84\x24\xDE\x5C\xE4\x70\x04\xD4\x8E\xCB\xA4\x64\x28\xE3\xE1\x39\x2C\xF2\x25\xB8\x7F\xFF\xFF\xFF\x67\xF3\xE7\x1A\x7F\xFF\xFF\xFF\x2D\x12\x6E\x53\x80\x00\x00\x00\x90\x36\x0F\x67\x80\x00\x00\x00\xC0\xB4\xF5\xD4\x1A\x44\xE3\x45\x15\x16\x9C\x64\x80\x00\x00\x00\xBD\x3E\x5E\xC8\x80\x00\x00\x00\x56\x9D\x3E\x13\x80\x00\x00\x00\x7D\xDC\x22\xE2\x9E\xF2\x92\x82\x34\xFA\x52\x6B\x3D\x7A\x52\x1C\x77\xEA\xCE\x29\x7F\xFF\xFF\xFF\x5B\xDA\x8B\xE7\x93\xD6\xC9\x92\x72\xB9\x1B\x54\x7F\xFF\xFF\xFF\xE4\x9D\x4C\x8B\x7F\xFF\xFF\xFF\x7E\x97\x33\xE3\x80\x00\x00\x00\x42\xC2\xA8\x9B\x7F\xFF\xFF\xFF\x31\x3B\x92\xC9\x7F\xFF\xFF\xFF\x67\x53\x52\x51\x7F\xFF\xFF\xFF\x25\x38\xB9\xAB\x80\x00\x00\x00\x49\x2A\x8A\x77\x7F\xFF\xFF\xFF\x31\xAD\x73\xCD\x7F\xFF\xFF\xFF\x7C\x67\x49\x53\x7F\xFF\xFF\xFF\x52\x0E\x0F\xD1\x80\x00\x00\x00\xED\x5A\xEE\x59\x80\x00\x00\x00\x46\xCC\xA8\xB5\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x30\xA9\x03\xEB\x00\x00\xDF\x16\x92\x23\xD3\xDE\xC9\x60\xD3\xDE\xC9\x60\x20\xC3\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xB7\x52\x37\xA1\xFA\xD2\x2A\x59\x7F\xFF\xFF\xFF\x8E\xAD\xEB\x48\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEC\xA3\x5A\x12\x7F\xFF\xFF\xFF\x05\xBA\x40\x7D\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xE4\x70\x04\xD4\x80\x00\x00\x00\x28\xE3\xE1\x39\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x1A\x44\xE3\x45\x3A\x33\xDA\x31\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x9E\xF2\x92\x82\x7F\xFF\xFF\xFF\x3D\x7A\x52\x1C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2A\x8D\x3C\x16\x93\xD6\xC9\x92\x48\x73\x86\xAA\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4A\xC7\x4B\x28\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDD\x52\xDF\x4F\x7F\xFF\xFF\xFF\x07\x13\xAD\x20\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x03\x25\xDC\x20\x80\x00\x00\x00\xDB\xC9\x07\x4C\x5B\xA1\xCA\x6B\xC2\x5F\x3E\x5C\x8D\xE1\x35\x78\x79\xC4\x76\x7E\x44\x27\xF9\x6A\xFD\xB1\x2B\xA5\x42\xEC\x29\x41\x3F\x8A\xFB\xA4\xA2\xE3\xFB\x3C\x09\x9B\x88\x7E\xBC\xE8\x4B\x1D\x07\x73\x07\x0A\x66\x48\xDD\x1D\xDA\x8B\xB5\xE4\x5C\xF8\xA8\x75\x44\x18\x6B\xA6\xB4\x39\xCE\x7B\x90\xE8\x8B\xA9\xA5\x1A\x01\x3E\x50\x66\x3B\x5F\x18\x71\x9D\x37\xAE\xF2\x56\x87\x80'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test40(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x981F12E7), ('P4rIngress.bitmap_seq.seq', 0x02CF4B99)], 11832)
        self.setRegisterValue('P4rIngress.rounds', 0x02CF4B99, 11832)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0A), ('P4rIngress.count_exp.exponent', 0x9E)], 11832)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 11832)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xADE57BC2), ('P4rIngress.values_v00000.hi', 0x00000000)], 11832)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4A17FA8F), ('P4rIngress.values_v00001.hi', 0x55EE34E3)], 11832)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x2D2AE4C5), ('P4rIngress.values_v00010.hi', 0x50794B5A)], 11832)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xCE4F2773), ('P4rIngress.values_v00011.hi', 0xA7C9A6FB)], 11832)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x889BBAAB), ('P4rIngress.values_v00100.hi', 0x8184CD74)], 11832)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xAC802BBF), ('P4rIngress.values_v00101.hi', 0x82DC79DB)], 11832)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x9B0BBBEB), ('P4rIngress.values_v00110.hi', 0xB52CA62A)], 11832)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x46D61D8F), ('P4rIngress.values_v00111.hi', 0xDEB13B99)], 11832)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xA84A8AFE), ('P4rIngress.values_v01000.hi', 0xB6CA0CB3)], 11832)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x9F1530B1), ('P4rIngress.values_v01001.hi', 0x53333909)], 11832)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xB42BB66F), ('P4rIngress.values_v01010.hi', 0x6C58ADBD)], 11832)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x750D4C2C), ('P4rIngress.values_v01011.hi', 0x1C669515)], 11832)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xAFBBD35E), ('P4rIngress.values_v01100.hi', 0xBAF43E09)], 11832)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xA5CA48F8), ('P4rIngress.values_v01101.hi', 0x68184AB5)], 11832)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x94976D84), ('P4rIngress.values_v01110.hi', 0xAD87DCCE)], 11832)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x52DC7DC7), ('P4rIngress.values_v01111.hi', 0x4ED24AB6)], 11832)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xBF57E82B), ('P4rIngress.values_v10000.hi', 0xB2D3989D)], 11832)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x367CD8F4), ('P4rIngress.values_v10001.hi', 0x9D3684CC)], 11832)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x99CD85D0), ('P4rIngress.values_v10010.hi', 0x42A47CC1)], 11832)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x21C69D75), ('P4rIngress.values_v10011.hi', 0x58826290)], 11832)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x5B1EF561), ('P4rIngress.values_v10100.hi', 0x17C62B1D)], 11832)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x2E4ACF50), ('P4rIngress.values_v10101.hi', 0x6568FB7B)], 11832)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7F4D3F71), ('P4rIngress.values_v10110.hi', 0x8EA82674)], 11832)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x31A353C9), ('P4rIngress.values_v10111.hi', 0x9849D441)], 11832)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x2CCDA66B), ('P4rIngress.values_v11000.hi', 0x56603CAD)], 11832)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x763CD647), ('P4rIngress.values_v11001.hi', 0x6DDE598A)], 11832)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xD8849D86), ('P4rIngress.values_v11010.hi', 0x77D10B2E)], 11832)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x493C657C), ('P4rIngress.values_v11011.hi', 0xC58BEBB7)], 11832)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x766945B8), ('P4rIngress.values_v11100.hi', 0xA4777E9B)], 11832)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7B2E1791), ('P4rIngress.values_v11101.hi', 0x49143329)], 11832)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x756D3E38), ('P4rIngress.values_v11110.hi', 0x661EC859)], 11832)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xD498EEDB), ('P4rIngress.values_v11111.hi', 0x4B558F71)], 11832)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCDC3),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DBF),
                gc.DataTuple('slot_count', 0x000008C4),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x90CC8FF5),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00D),
                gc.KeyTuple('src_addr', 0x8A0C9099),
                gc.KeyTuple('src_port', 0x4FEB),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xCDC3),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x01C8),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8A\x0C\x90\x99\x00\x00\x00\x00\x4F\xEB\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xCD\xC3\x00\x0F\x90\xCC\x8F\xF5\x00\x79\x01\xCB\x02\xCF\x4B\x99\x00\x40\x00\x00\x3F\xD7\x2D\x50\xC0\x94\x62\xE5\x6A\xF6\xE2\xFA\x66\xC8\x16\xF6\x6F\x19\x4D\xEF\x48\x31\xCB\x5A\xD5\xA9\x7B\x5B\x37\x36\xFA\xBF\xB6\x4D\xD8\xB1\xDD\x8E\x84\x18\xB6\x82\xD8\xAD\xA9\x4C\xD2\x29\xD5\x39\x3D\x71\xBD\x1F\x1B\x38\x52\x53\xBA\x95\x9F\x14\x23\x83\xBD\x1A\x9E\x9F\xA4\x74\x42\xC5\xB3\x78\x3B\x61\x53\x98\xBF\x9D\x8D\xF2\xB6\x1D\x28\xCD\x65\xD3\x65\x4E\x30\xEB\xAF\x6C\xB5\x35\x8F\x3A\xB1\x39\x22\x3A\x3D\xDD\xB4\xCB\x0C\x7F\x4C\xFB\x59\xBC\x91\x4C\x44\xB1\xB1\x8A\xD6\x5A\x34\x79\x14\x4B\x69\x93\x56\x0D\x77\xD5\x0C\x9A\x9D\xB3\x32\xFD\x75\xCE\xD3\x10\x1D\x75\xFE\x18\xBF\x69\xEB\xD9\x53\x27\x12\xD0\x72\x9C\x47\xA1\x68\xC4\x0E\x38\x7B\x93\xD4\x03\x78\x86\x15\x4E\x6B\xEB\x2E\x0D\x77\xFC\xC1\x68\x3B\x65\xF2\x29\xDE\x7B\xE5\x58\x79\x22\x71\xBB\xA6\x67\x9B\x57\xAC\xFD\xC1\xA0\x52\x2D\x60\x4A\x5C\x40\xB9\xC2\x30\x96\xD9\x7D\xD1\xA6\x72\xA4\x18\xA5\xA9\x2D\x43\xAF\x8F\x2B\xEC\xE0\x29\x37\x47\x29\xBA\xB4\x87\xC7\x3D\xD8\x14\x1D\x9D\x12\x57\x5F\x22\x73\x4E\x55\xCE\x11\x3E\xE4\x81\xDF\x9A\x23\x82\xAB\x4C\x15\x51\x48\x4B\xA4\xC1\x79\xBB\xA3\xD5\x5F\x82\x5C\x5A\xA1\x47\x47\x40\x83\x27\x41\xA5\x85\xBD\x0B\xA4\xB7\xD6\x15\xEE\x8F\x3E\x7D\x7D\x70\xAE\xF7\xB6\xEB\xF7\x02\x9A\xA9\x76\xE4\x4F\x5C\x3B\x0C\x2B\x6C\x7B\x2A\x37\x81\xED\x39\x4E\x36\x57\x44\xBC\x9A\x5B\x40\xBA\x38\x26\x52\x3F\x03\xE9\x02\x87\x09\x0D\xC8\xE3\xCA\xDE\xFB\xEF\xB7\x9F\x20\x04\x5A\xBA\xDC\xFC\x69\x35\xA4\x92\x83\xCC\x84\x25\x95\x1C\x33\xA1\x89\x4C\x08\xD0\x7C\xC9\x7B\x45\xDE\x7C\xA1\x2D\xFC\xBA\x7E\x03\x19\xB9\x3E\xA0\x56\x9F\xDC\x39\x52\x63\xDF\x92\x1A\xCD\x6B\x54\x4A\xB1\x92\xE4\xBE\xA1\xC5\x05\xDE\xE9\xB0\xE7\x2A\xFB\x97\xB8\x61\x80'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x8A\x0C\x90\x99\xBE\xEF\x4F\xEB\x01\x20\x00\x00\x50\x34\x02\x82\xCD\xC3\x00\x0F\x90\xCC\x8F\xF5\x00\x79\x01\xCB\x02\xCF\x4B\x99\x00\x40\x00\x0B\xED\xBC\xA9\x12\xC0\x94\x62\xE5\x7F\xFF\xFF\xFF\x66\xC8\x16\xF6\x7F\xFF\xFF\xFF\x48\x31\xCB\x5A\xA3\xF8\xA2\xCE\x37\x36\xFA\xBF\x80\x00\x00\x00\xDD\x8E\x84\x18\x80\x00\x00\x00\xA9\x4C\xD2\x29\x80\x00\x00\x00\xBD\x1F\x1B\x38\x7F\xFF\xFF\xFF\x9F\x14\x23\x83\x80\x00\x00\x00\xA4\x74\x42\xC5\x80\x00\x00\x00\x53\x98\xBF\x9D\x80\x00\x00\x00\x28\xCD\x65\xD3\x7F\xFF\xFF\xFF\xAF\x6C\xB5\x35\x80\x00\x00\x00\x22\x3A\x3D\xDD\x80\x00\x00\x00\x4C\xFB\x59\xBC\x80\x00\x00\x00\xB1\x8A\xD6\x5A\x7F\xFF\xFF\xFF\x69\x93\x56\x0D\x37\x2C\xF4\xC5\x9D\xB3\x32\xFD\x7F\xFF\xFF\xFF\x1D\x75\xFE\x18\x80\x00\x00\x00\x53\x27\x12\xD0\x7F\xFF\xFF\xFF\x68\xC4\x0E\x38\x7F\xFF\xFF\xFF\x78\x86\x15\x4E\x7F\xFF\xFF\xFF\x77\xFC\xC1\x68\x7F\xFF\xFF\xFF\xDE\x7B\xE5\x58\x7F\xFF\xFF\xFF\xA6\x67\x9B\x57\xD9\xCB\x68\x0B\x52\x2D\x60\x4A\x7F\xFF\xFF\xFF\x30\x96\xD9\x7D\xAA\x2B\x10\x2A\x18\xA5\xA9\x2D\x7F\xFF\xFF\xFF\xEC\xE0\x29\x37\x7F\xFF\xFF\xFF\x87\xC7\x3D\xD8\x7F\xFF\xFF\xFF\x57\x5F\x22\x73\x7F\xFF\xFF\xFF\x3E\xE4\x81\xDF\x80\x00\x00\x00\x4C\x15\x51\x48\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2E\x38\x01\xC8\x00\x00\x98\x1F\x92\xE7\x02\xCF\x4B\x99\x02\xCF\x4B\x99\x0B\xCB\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xED\xBC\xA9\x12\xC0\x94\x62\xE5\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA3\xF8\xA2\xCE\xDF\x00\xA1\xBA\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCB\xD3\x4A\x4A\x80\x00\x00\x00\xDD\x2E\x7B\xE6\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x37\x2C\xF4\xC5\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xBA\xAC\x82\xE4\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD9\xCB\x68\x0B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAA\x2B\x10\x2A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB2\x6C\x14\xEE\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x4B\xA4\xC1\x79\xBB\xA3\xD5\x5F\x82\x5C\x5A\xA1\x47\x47\x40\x83\x27\x41\xA5\x85\xBD\x0B\xA4\xB7\xD6\x15\xEE\x8F\x3E\x7D\x7D\x70\xAE\xF7\xB6\xEB\xF7\x02\x9A\xA9\x76\xE4\x4F\x5C\x3B\x0C\x2B\x6C\x7B\x2A\x37\x81\xED\x39\x4E\x36\x57\x44\xBC\x9A\x5B\x40\xBA\x38\x26\x52\x3F\x03\xE9\x02\x87\x09\x0D\xC8\xE3\xCA\xDE\xFB\xEF\xB7\x9F\x20\x04\x5A\xBA\xDC\xFC\x69\x35\xA4\x92\x83\xCC\x84\x25\x95\x1C\x33\xA1\x89\x4C\x08\xD0\x7C\xC9\x7B\x45\xDE\x7C\xA1\x2D\xFC\xBA\x7E\x03\x19\xB9\x3E\xA0\x56\x9F\xDC\x39\x52\x63\xDF\x92\x1A\xCD\x6B\x54\x4A\xB1\x92\xE4\xBE\xA1\xC5\x05\xDE\xE9\xB0\xE7\x2A\xFB\x97\xB8\x61\x80'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test41(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB1F26CBC), ('P4rIngress.bitmap_seq.seq', 0x72776F73)], 14065)
        self.setRegisterValue('P4rIngress.rounds', 0x72776F73, 14065)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0D), ('P4rIngress.count_exp.exponent', 0x5D)], 14065)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 14065)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xDBC35DFA)], 14065)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x55D98E2F), ('P4rIngress.values_v00001.hi', 0x5FF3B1DA)], 14065)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5E9E16DE), ('P4rIngress.values_v00010.hi', 0x70B41508)], 14065)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xDFF6AEF8), ('P4rIngress.values_v00011.hi', 0x65772152)], 14065)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x333DCEDB), ('P4rIngress.values_v00100.hi', 0xB9DACD72)], 14065)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xE5C8FB72), ('P4rIngress.values_v00101.hi', 0xBEC1F88D)], 14065)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5DC9D5BB), ('P4rIngress.values_v00110.hi', 0xB347792E)], 14065)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xBFA4B02B), ('P4rIngress.values_v00111.hi', 0xD65727D9)], 14065)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xC27C939E), ('P4rIngress.values_v01000.hi', 0xAE4B620E)], 14065)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x748B5DA7), ('P4rIngress.values_v01001.hi', 0x6DA95359)], 14065)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xDCF21ADA), ('P4rIngress.values_v01010.hi', 0x948379D9)], 14065)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x69E33E62), ('P4rIngress.values_v01011.hi', 0xEF7BEBD5)], 14065)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x20D6D3A6), ('P4rIngress.values_v01100.hi', 0xE4FDDDEC)], 14065)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6C222393), ('P4rIngress.values_v01101.hi', 0x2B02C1ED)], 14065)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xA46FE8DC), ('P4rIngress.values_v01110.hi', 0x667DD451)], 14065)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x737FBD9D), ('P4rIngress.values_v01111.hi', 0xC499D17F)], 14065)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x57BD6151), ('P4rIngress.values_v10000.hi', 0xFBBFE4BD)], 14065)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5E5DEBB5), ('P4rIngress.values_v10001.hi', 0x44663C2B)], 14065)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x3A620771), ('P4rIngress.values_v10010.hi', 0x60B83366)], 14065)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x68B7121B), ('P4rIngress.values_v10011.hi', 0x5D67788B)], 14065)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x48A9BCB7), ('P4rIngress.values_v10100.hi', 0xB5C7D316)], 14065)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x672C9B91), ('P4rIngress.values_v10101.hi', 0x615D65B1)], 14065)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x640959FB), ('P4rIngress.values_v10110.hi', 0xC39E6DF2)], 14065)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5D557B38), ('P4rIngress.values_v10111.hi', 0x0F8A2197)], 14065)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x1190AC49), ('P4rIngress.values_v11000.hi', 0x3E611D67)], 14065)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7C8B10C5), ('P4rIngress.values_v11001.hi', 0xB17CA6B5)], 14065)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xD0990D61), ('P4rIngress.values_v11010.hi', 0xA46C8A08)], 14065)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x989641FA), ('P4rIngress.values_v11011.hi', 0x6792F311)], 14065)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xA18A969A), ('P4rIngress.values_v11100.hi', 0x686571C7)], 14065)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x71DF6CBE), ('P4rIngress.values_v11101.hi', 0xA1C93C52)], 14065)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x8AE9781F), ('P4rIngress.values_v11110.hi', 0x49EF1E4B)], 14065)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x79385A76), ('P4rIngress.values_v11111.hi', 0x5C36C647)], 14065)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3A2F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000698),
                gc.DataTuple('slot_count', 0x0000173F),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4F5A9C9D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x012),
                gc.KeyTuple('src_addr', 0x6AFAB0F5),
                gc.KeyTuple('src_port', 0x66CD),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3A2F),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x00EF),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6A\xFA\xB0\xF5\x00\x00\x00\x00\x66\xCD\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x3A\x2F\x00\x0F\x4F\x5A\x9C\x9D\x10\x59\x01\xE9\x72\x77\x6F\x73\x00\x40\x00\x00\x00\x00\x00\x00\x0B\xA9\x15\x32\x54\xE5\x82\x38\x70\x9E\x43\x8F\x71\xCF\xF2\xE3\x79\x8F\x46\xB8\xAD\xF6\x6A\x7D\xF8\x8F\x7B\x59\x67\x3C\x49\xF3\xAB\x0A\x7C\x02\xAD\xB8\x6A\x36\x84\x58\x36\x95\x6D\x62\xB8\xB3\x9A\x83\xF6\x19\x8B\x26\xFB\x60\xA7\x94\x20\x8B\xA0\x59\xD8\x82\xAC\x1A\x36\xD3\x33\xB1\xF9\xA7\x71\xB1\xDD\xC1\xCD\x31\xED\xDF\xAC\xF9\xE3\xDD\x49\x52\x8E\x4B\xDF\x8D\x63\xD5\x75\x68\x1A\x33\xEF\x91\xC5\xCE\x15\x66\xB7\x26\x6E\x73\xF6\xE3\xBF\x44\xDC\x7C\x41\xCD\xF4\xFA\x1D\x20\xB4\xB9\x8D\xD2\x33\x4B\x42\x32\x22\xD9\x0E\x1F\x7D\x83\x44\xE3\x92\x99\x79\xD5\x04\xAE\x6A\xD4\xF5\x69\x54\x95\x98\x8B\x47\xD9\xE5\xA9\x7D\x07\x77\xDD\x6D\x8F\x14\xAD\xA9\x22\x81\xBA\xED\x16\xBA\xD7\xC9\x45\xAB\x2B\x66\xBE\x46\x73\x1E\x75\xCD\x87\x31\x15\x3A\x56\xF5\xD2\xB3\x02\x7A\xC4\xE4\xF3\x4D\x2E\x6E\x51\x60\x9B\x73\xD5\xEA\x95\x69\xDB\x9E\xF4\xE7\x7B\xAC\xE6\xA8\x0C\xAD\x71\x7A\x66\x25\xAF\x52\x5E\xA7\x3F\x4B\x5A\x64\xE4\xE0\x00\xEA\xD7\x69\xE5\x28\x45\xA0\xF1\xB8\x03\x68\x71\xAF\x76\x54\x0E\x15\x18\x44\x43\x4F\xD6\xDD\x79\x80\x0E\xEF\x66\x31\xD1\xA9\x34\xC2\xE7\x23\x89\x7A\xBF\xF3\x29\x07\x9C\x0E\xD7\x80\xB6\x9E\xEB\x0D\xDB\x3B\x22\x10\xF2\x25\x6C\x0A\x9C\xD2\x4A\x55\x72\x51\x8C\x84\x1D\x2D\x6C\x05\xB8\x17\x79\xC2\x8D\xFD\x69\x00\x94\x95\xC2\x42\xC4\xAF\xBA\xC1\x71\xFB\x64\x40\x17\x3D\x7B\xEC\xF0\xFD\x6E\x45\x05\x64\x34\xC7\xA5\xF0\x0E\x5F\x59\x41\xB4\x88\xD4\x03\x71\x55\xFC\xCE\x86\xF5\x9C\x1D\x5B\x73\x97\x77\x13\x04\xAF\x10\x10\xB8\xA8\x7E\x23\x11\x9C\xEC\xE5\xA1\xD5\x0F\x32\x08\xEB\xEA\x96\x04\xA8\x6F\x10\x20\x6A\xEB\xB1\xE5\xCC\xA9\x71\x84\x18\x1F\xCF\xA1\x5E\xA1\xE0\x5E\xFC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6A\xFA\xB0\xF5\xBE\xEF\x66\xCD\x01\x20\x00\x00\x50\x34\x02\x82\x3A\x2F\x00\x0F\x4F\x5A\x9C\x9D\x10\x59\x01\xE9\x72\x77\x6F\x73\x00\x40\x00\x0E\x00\x00\x00\x00\x0B\xA9\x15\x32\x7F\xFF\xFF\xFF\x70\x9E\x43\x8F\x7F\xFF\xFF\xFF\x79\x8F\x46\xB8\x8D\xED\x19\x75\xF8\x8F\x7B\x59\x7F\xFF\xFF\xFF\xAB\x0A\x7C\x02\x93\x81\x65\xA8\x84\x58\x36\x95\x7F\xFF\xFF\xFF\x9A\x83\xF6\x19\x80\x00\x00\x00\xA7\x94\x20\x8B\x80\x00\x00\x00\xAC\x1A\x36\xD3\x7F\xFF\xFF\xFF\x71\xB1\xDD\xC1\xAA\x24\x08\xB9\xAC\xF9\xE3\xDD\x7F\xFF\xFF\xFF\xDF\x8D\x63\xD5\x7F\xFF\xFF\xFF\xEF\x91\xC5\xCE\x7F\xFF\xFF\xFF\x6E\x73\xF6\xE3\x80\x00\x00\x00\x41\xCD\xF4\xFA\x7F\xFF\xFF\xFF\x8D\xD2\x33\x4B\x7F\xFF\xFF\xFF\x0E\x1F\x7D\x83\x7F\xFF\xFF\xFF\x79\xD5\x04\xAE\x7F\xFF\xFF\xFF\x54\x95\x98\x8B\x7F\xFF\xFF\xFF\x7D\x07\x77\xDD\x7F\xFF\xFF\xFF\xA9\x22\x81\xBA\x54\x43\x56\x68\xC9\x45\xAB\x2B\x7F\xFF\xFF\xFF\x1E\x75\xCD\x87\x7F\xFF\xFF\xFF\xF5\xD2\xB3\x02\x7F\xFF\xFF\xFF\x4D\x2E\x6E\x51\x7F\xFF\xFF\xFF\xEA\x95\x69\xDB\x80\x00\x00\x00\xAC\xE6\xA8\x0C\x80\x00\x00\x00\x25\xAF\x52\x5E\x80\x00\x00\x00\x64\xE4\xE0\x00\x5C\xB6\xD6\xA3\x28\x45\xA0\xF1\x80\x00\x00\x00\xAF\x76\x54\x0E\x7F\xFF\xFF\xFF\x4F\xD6\xDD\x79\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x36\xF1\x00\xEF\x00\x00\xB1\xF2\xEC\xBC\x72\x77\x6F\x73\x72\x77\x6F\x73\x0E\xE9\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xE7\x6C\x73\x2C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x8D\xED\x19\x75\x5E\x06\x9C\xAB\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x93\x81\x65\xA8\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAA\x24\x08\xB9\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xCF\x09\x4F\xAA\x7F\xFF\xFF\xFF\xD4\x8F\xA3\xBA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x09\xDF\x62\x40\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x54\x43\x56\x68\x2A\xA3\x10\xDC\x7F\xFF\xFF\xFF\xE2\x14\x3B\x79\x7F\xFF\xFF\xFF\x05\x5C\xD4\x99\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9C\x12\x10\x90\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x5C\xB6\xD6\xA3\xCA\x0E\xDD\x43\x80\x00\x00\x00\xF9\x65\x72\x59\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x0E\xEF\x66\x31\xD1\xA9\x34\xC2\xE7\x23\x89\x7A\xBF\xF3\x29\x07\x9C\x0E\xD7\x80\xB6\x9E\xEB\x0D\xDB\x3B\x22\x10\xF2\x25\x6C\x0A\x9C\xD2\x4A\x55\x72\x51\x8C\x84\x1D\x2D\x6C\x05\xB8\x17\x79\xC2\x8D\xFD\x69\x00\x94\x95\xC2\x42\xC4\xAF\xBA\xC1\x71\xFB\x64\x40\x17\x3D\x7B\xEC\xF0\xFD\x6E\x45\x05\x64\x34\xC7\xA5\xF0\x0E\x5F\x59\x41\xB4\x88\xD4\x03\x71\x55\xFC\xCE\x86\xF5\x9C\x1D\x5B\x73\x97\x77\x13\x04\xAF\x10\x10\xB8\xA8\x7E\x23\x11\x9C\xEC\xE5\xA1\xD5\x0F\x32\x08\xEB\xEA\x96\x04\xA8\x6F\x10\x20\x6A\xEB\xB1\xE5\xCC\xA9\x71\x84\x18\x1F\xCF\xA1\x5E\xA1\xE0\x5E\xFC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test42(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xDBD85516), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 10951)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 10951)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x14), ('P4rIngress.count_exp.exponent', 0x26)], 10951)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 10951)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x1A510B23), ('P4rIngress.values_v00000.hi', 0x76EFAFD6)], 10951)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x684C8C8B), ('P4rIngress.values_v00001.hi', 0x4DB03BEE)], 10951)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xADDD2E38), ('P4rIngress.values_v00010.hi', 0x671EECCB)], 10951)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x3E96B2AF), ('P4rIngress.values_v00011.hi', 0x9C9C8DC3)], 10951)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x034EE10A), ('P4rIngress.values_v00100.hi', 0x56775B6B)], 10951)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x45EC8597), ('P4rIngress.values_v00101.hi', 0x19BFBE4F)], 10951)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x79F97BB1), ('P4rIngress.values_v00110.hi', 0x68A39DA5)], 10951)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7CA8C4F2), ('P4rIngress.values_v00111.hi', 0x7367CE10)], 10951)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x2758632F), ('P4rIngress.values_v01000.hi', 0x48EDEE87)], 10951)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x740BFAD6), ('P4rIngress.values_v01001.hi', 0x31D7E736)], 10951)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xDD2EFB97), ('P4rIngress.values_v01010.hi', 0xD849C78A)], 10951)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x648B13DE), ('P4rIngress.values_v01011.hi', 0x55CEEE3F)], 10951)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xBE0BBD3E), ('P4rIngress.values_v01100.hi', 0x5E393396)], 10951)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x84DAD9C2), ('P4rIngress.values_v01101.hi', 0xEAFCDB38)], 10951)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x576A6D45), ('P4rIngress.values_v01110.hi', 0x8760C9C3)], 10951)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xA9F399DB), ('P4rIngress.values_v01111.hi', 0x54E735EF)], 10951)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x77AB0A68), ('P4rIngress.values_v10000.hi', 0xA20EB5F6)], 10951)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x1E8F51CB), ('P4rIngress.values_v10001.hi', 0xCBC6DB53)], 10951)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x75CF94D8), ('P4rIngress.values_v10010.hi', 0x57AC4D6E)], 10951)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x43C2FCE0), ('P4rIngress.values_v10011.hi', 0x7CEA9973)], 10951)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xAF2ECB15), ('P4rIngress.values_v10100.hi', 0x0275AF3F)], 10951)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x2DDEDD8D), ('P4rIngress.values_v10101.hi', 0x564D6735)], 10951)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x8AFCCBEE), ('P4rIngress.values_v10110.hi', 0x1227B99D)], 10951)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x48CDE7DB), ('P4rIngress.values_v10111.hi', 0x4B24D63D)], 10951)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x77CD9D45), ('P4rIngress.values_v11000.hi', 0xBB9F2E95)], 10951)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xE16DE3F5), ('P4rIngress.values_v11001.hi', 0x5FD9CB7D)], 10951)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x33D9E70F), ('P4rIngress.values_v11010.hi', 0x464F1309)], 10951)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6E660895), ('P4rIngress.values_v11011.hi', 0x62F5D9DF)], 10951)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xB8F19952), ('P4rIngress.values_v11100.hi', 0x3575455F)], 10951)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4DC314B2), ('P4rIngress.values_v11101.hi', 0x679260B5)], 10951)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xA953EA5D), ('P4rIngress.values_v11110.hi', 0xE66F2ABD)], 10951)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xE0985DB1), ('P4rIngress.values_v11111.hi', 0xB1CC4FA1)], 10951)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6B78),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000008F),
                gc.DataTuple('slot_count', 0x000012C1),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x11BB3E31),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x019),
                gc.KeyTuple('src_addr', 0x2A419E8E),
                gc.KeyTuple('src_port', 0x6860),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6B78),
                gc.DataTuple('rank', 0x000F),
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
        ig_port = 25
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2A\x41\x9E\x8E\x00\x00\x00\x00\x68\x60\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x6B\x78\x00\x0F\x11\xBB\x3E\x31\x0A\x38\x03\x68\xFF\xFF\xFF\xFF\x00\x40\x00\x00\xC8\xD1\x0A\x74\x9F\x50\x08\xD8\x27\x44\xA4\x51\x51\xB3\x11\x08\xC2\x96\xEE\x36\x65\x57\x1C\x39\xF5\x7E\xD6\xB1\x27\x36\x9B\x2D\xAD\x76\x9F\x5A\x54\xC3\xC2\x62\x55\xEB\x41\x86\xAD\x37\x7A\xDD\x61\x15\xB2\x1E\x4B\x28\xC2\xB9\x77\xAC\xAF\x89\x48\xB6\x6D\x15\x3E\xF6\xF7\x35\x6A\x2A\x76\xAA\x68\x48\xD4\x0C\x35\x64\xAC\xF6\x1A\xA7\xDC\x81\x8C\x97\xF5\x4F\x57\xC3\xD2\x9A\x56\xB8\x6E\x2F\x8A\x95\xB0\xBA\x57\x36\x92\xB6\x9A\xDA\x57\xC3\x54\x96\xB5\x0E\x67\x4B\xB9\x5D\xEB\x73\xA8\x56\x8A\xEE\x1D\x19\x4E\xAB\x0C\x4E\x17\x22\x5A\x94\xAB\xC4\x67\x94\x76\xEE\xBB\xED\xA9\xD8\xF2\x1C\x74\x35\x09\x92\xC8\x9E\xDC\xFD\x5B\xDF\xBF\x07\x21\xCB\x05\x88\xC8\x7E\xC9\x5C\xCF\xCB\x55\x1F\x74\x91\x57\x15\x35\x36\x5A\x65\x9E\x9C\x46\x9C\x32\x2E\xF9\xD3\x68\x4C\xF4\x19\x6A\x75\xCD\x4C\x21\x8E\x57\xB5\xC3\xCF\xB7\xF1\xBA\xD5\xA5\x95\x42\x5B\x89\xF9\x1E\x4F\xCE\x57\x6B\x51\xB9\x9D\x50\x3C\x5C\xBF\x5F\x54\x6E\x28\x0C\xB6\xF1\x5B\xB0\xF6\x75\xC7\x5E\x5B\x89\xEB\x57\x10\xBC\x74\xCD\x5C\x47\x81\xCC\xAE\x32\x83\x90\xB5\xF9\xFF\xBA\xA5\x91\x0A\x56\xC8\x16\x83\x26\x4B\xB3\xA3\x6A\xAE\x32\x28\x98\x82\x01\x09\x1D\x07\x4A\xD5\x13\x3F\xF7\x3F\x3E\x29\x3E\xB0\x7F\x5C\x5A\x67\xE2\x8F\x25\x52\x31\xBC\x11\x89\x7B\xAC\xC7\xBB\x57\x25\x51\x76\xBC\x5D\x52\x57\x88\x7A\x34\xA1\xEE\xFF\x8D\x2D\x0F\xCF\x66\xEE\xFE\x99\xAC\xAB\xF4\xCC\x31\x01\x44\x85\x03\xF4\x1D\x39\xBD\xE9\x38\xEE\x43\xF8\x98\x6A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2A\x41\x9E\x8E\xBE\xEF\x68\x60\x01\x20\x00\x00\x50\x34\x02\x82\x6B\x78\x00\x0F\x11\xBB\x3E\x31\x0A\x38\x01\x68\xFF\xFF\xFF\xFF\x00\x40\x00\x15\xE3\x22\x15\x97\x9F\x50\x08\xD8\x7F\xFF\xFF\xFF\x51\xB3\x11\x08\x80\x00\x00\x00\x65\x57\x1C\x39\x34\x15\x89\x60\x27\x36\x9B\x2D\xB0\xC5\x80\x64\x54\xC3\xC2\x62\x7F\xFF\xFF\xFF\xAD\x37\x7A\xDD\x7F\xFF\xFF\xFF\x4B\x28\xC2\xB9\x7F\xFF\xFF\xFF\x48\xB6\x6D\x15\x66\x4F\x5A\x64\x6A\x2A\x76\xAA\x7F\xFF\xFF\xFF\x35\x64\xAC\xF6\xF7\xD6\xD8\x18\x8C\x97\xF5\x4F\x7F\xFF\xFF\xFF\x56\xB8\x6E\x2F\x80\x00\x00\x00\x57\x36\x92\xB6\x80\x00\x00\x00\x54\x96\xB5\x0E\x7F\xFF\xFF\xFF\xEB\x73\xA8\x56\x80\x00\x00\x00\x4E\xAB\x0C\x4E\x7F\xFF\xFF\xFF\xAB\xC4\x67\x94\x7F\xFF\xFF\xFF\xA9\xD8\xF2\x1C\x7F\xFF\xFF\xFF\xC8\x9E\xDC\xFD\x7F\xFF\xFF\xFF\x21\xCB\x05\x88\x80\x00\x00\x00\xCF\xCB\x55\x1F\x7F\xFF\xFF\xFF\x35\x36\x5A\x65\x80\x00\x00\x00\x32\x2E\xF9\xD3\x7F\xFF\xFF\xFF\x6A\x75\xCD\x4C\x7F\xFF\xFF\xFF\xC3\xCF\xB7\xF1\x9C\x43\x89\x8A\x42\x5B\x89\xF9\x52\x29\xB5\x66\x6B\x51\xB9\x9D\x7F\xFF\xFF\xFF\x5F\x54\x6E\x28\xC5\xA8\x8A\xAD\xB0\xF6\x75\xC7\x7F\xFF\xFF\xFF\x57\x10\xBC\x74\x80\x00\x00\x00\xCC\xAE\x32\x83\x80\x00\x00\x00\xBA\xA5\x91\x0A\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2A\xC7\x01\x7E\x00\x00\xDB\xD8\xD5\x16\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x15\x68\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xE3\x22\x15\x97\x16\x3F\xB8\xAE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x34\x15\x89\x60\xC3\xD3\x28\xF0\xB0\xC5\x80\x64\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC6\xF7\x39\x2C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x66\x4F\x5A\x64\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x67\x3C\x94\x2C\xF7\xD6\xD8\x18\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x3F\x93\x90\x46\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x20\x4B\x2A\x6B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD2\x41\x04\x5E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x44\x56\xB3\x70\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x9C\x43\x89\x8A\x7F\xFF\xFF\xFF\x52\x29\xB5\x66\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC5\xA8\x8A\xAD\xE6\x6B\xBB\x26\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xB3\x1D\x5D\x40\x80\x00\x00\x00\x80\x00\x00\x00\x56\xC8\x16\x83\x26\x4B\xB3\xA3\x6A\xAE\x32\x28\x98\x82\x01\x09\x1D\x07\x4A\xD5\x13\x3F\xF7\x3F\x3E\x29\x3E\xB0\x7F\x5C\x5A\x67\xE2\x8F\x25\x52\x31\xBC\x11\x89\x7B\xAC\xC7\xBB\x57\x25\x51\x76\xBC\x5D\x52\x57\x88\x7A\x34\xA1\xEE\xFF\x8D\x2D\x0F\xCF\x66\xEE\xFE\x99\xAC\xAB\xF4\xCC\x31\x01\x44\x85\x03\xF4\x1D\x39\xBD\xE9\x38\xEE\x43\xF8\x98\x6A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test43(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2EF32FF6), ('P4rIngress.bitmap_seq.seq', 0x60000000)], 8526)
        self.setRegisterValue('P4rIngress.rounds', 0x60000000, 8526)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x20), ('P4rIngress.count_exp.exponent', 0x6B)], 8526)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 8526)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x80000000), ('P4rIngress.values_v00000.hi', 0xA3DE8EB3)], 8526)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x43076B4E), ('P4rIngress.values_v00001.hi', 0x5612805B)], 8526)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xA571EA5B), ('P4rIngress.values_v00010.hi', 0x5CE28929)], 8526)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x29D33575), ('P4rIngress.values_v00011.hi', 0x72FAD664)], 8526)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x012DA0FF), ('P4rIngress.values_v00100.hi', 0x77A40FC7)], 8526)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x2E974ED9), ('P4rIngress.values_v00101.hi', 0x06AF125D)], 8526)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x785DD357), ('P4rIngress.values_v00110.hi', 0x45731A15)], 8526)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5C5E54F2), ('P4rIngress.values_v00111.hi', 0x19A91DA1)], 8526)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x16C392F3), ('P4rIngress.values_v01000.hi', 0x68AADC53)], 8526)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x27FB25AC), ('P4rIngress.values_v01001.hi', 0xE6B76518)], 8526)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xB5E495F3), ('P4rIngress.values_v01010.hi', 0xAE6D7AF4)], 8526)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x49AE53D7), ('P4rIngress.values_v01011.hi', 0x50D5FC8D)], 8526)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xA5176AD2), ('P4rIngress.values_v01100.hi', 0x68A9B72B)], 8526)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xADDD077F), ('P4rIngress.values_v01101.hi', 0xF46FBAA8)], 8526)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4FE9A174), ('P4rIngress.values_v01110.hi', 0xBACA3B23)], 8526)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x98E97A9E), ('P4rIngress.values_v01111.hi', 0x349A9DFE)], 8526)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x66B63775), ('P4rIngress.values_v10000.hi', 0xAEB5A749)], 8526)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x46D64701), ('P4rIngress.values_v10001.hi', 0xA21B3E55)], 8526)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x2FC9DD3F), ('P4rIngress.values_v10010.hi', 0xD5B5D2BB)], 8526)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5E974B40), ('P4rIngress.values_v10011.hi', 0x657663AB)], 8526)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xEB0A36A1), ('P4rIngress.values_v10100.hi', 0x51AF891A)], 8526)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x71637FB3), ('P4rIngress.values_v10101.hi', 0xEA9D09DC)], 8526)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x99492E58), ('P4rIngress.values_v10110.hi', 0x0DBC64DD)], 8526)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x637DB5A4), ('P4rIngress.values_v10111.hi', 0x310D4F8D)], 8526)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xBF9BDA3D), ('P4rIngress.values_v11000.hi', 0x4EA656B5)], 8526)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xFDEA75DA), ('P4rIngress.values_v11001.hi', 0x2DD087E0)], 8526)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xBE419C45), ('P4rIngress.values_v11010.hi', 0x53A9284A)], 8526)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xA0B52939), ('P4rIngress.values_v11011.hi', 0xF3675B34)], 8526)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xE2D6233F), ('P4rIngress.values_v11100.hi', 0x92965B63)], 8526)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x020DD996), ('P4rIngress.values_v11101.hi', 0xAD38964B)], 8526)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x192175DF), ('P4rIngress.values_v11110.hi', 0x5BDDFE5D)], 8526)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x55F7127F), ('P4rIngress.values_v11111.hi', 0x495AFE78)], 8526)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x70DC),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000DF),
                gc.DataTuple('slot_count', 0x00000D8D),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7B4FD112),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x010),
                gc.KeyTuple('src_addr', 0x4F09C69E),
                gc.KeyTuple('src_port', 0xBD40),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x70DC),
                gc.DataTuple('rank', 0x000F),
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
        ig_port = 16
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4F\x09\xC6\x9E\x00\x00\x00\x00\xBD\x40\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x70\xDC\x00\x0F\x7B\x4F\xD1\x12\x00\x6F\x03\xB7\x60\x00\x00\x00\x00\x40\x00\x00\x67\x2E\xB6\x3C\xFC\x4D\xAC\x0B\x57\x14\x31\xCF\x57\xB2\x18\xD1\xD2\xB8\x48\x43\x24\xA6\xFF\x0B\xC2\xFE\x79\xC7\xC7\xEC\xBD\x2B\x9D\xB5\x36\xA3\x1C\xDF\x55\x1B\x72\x96\x7C\x0D\x9C\x54\xD6\x3D\x4C\x07\xE9\x43\x66\x1A\x16\xBE\x55\xCA\x5D\x42\x69\xAE\xA9\x93\xD2\xBB\xD6\xF7\x6B\x92\xE9\x41\x5D\x67\x40\x3D\xE2\x8E\xD3\x16\x17\xAB\xC7\x4F\x91\xE9\x2A\x91\x5D\x0B\x58\xB9\x67\xB8\xDA\x74\xAB\x48\x78\xFF\x69\xAA\x57\x5D\xA2\x62\xC2\x2F\x6D\x6E\x8B\xB0\x49\xC0\xB4\x97\xA1\x42\x51\x7E\xA8\x8C\xC1\x09\x51\x9E\xB3\x09\x43\x82\x70\xA4\xAF\x24\x1F\x8E\x56\x77\x1D\x77\xBA\x20\x17\x51\x75\xC4\x1A\xE3\x55\x64\x56\x95\x42\x37\x1D\xF0\x54\x5D\xB8\x7A\x7C\x2F\xE6\xAC\x5E\x14\xB6\x05\x4E\xAE\x16\x35\x62\xE6\x4C\x9D\xD5\xBF\x62\x41\x7A\x78\x6E\xBA\x1F\xDA\xA7\x36\x1F\xF1\xC9\x35\x7A\x09\x5C\x8E\x4F\x6E\xDF\xAD\x56\x55\x72\x3C\x5E\x62\x46\x3B\x90\xF1\x76\xCD\x46\x0D\xAD\x3E\xDA\xF5\xEC\x39\x8A\x7F\x5B\x94\x52\x08\xA0\xE2\xAC\x5B\xFE\x6D\xF8\x56\x17\xFA\xA8\x58\xBB\x43\x67\xBB\xA5\xD4\xDB\x14\x34\x11\xF6\x84\x36\xF7\x4C\xF3\xB3\x9F\xF8\x49\x70\xF1\x25\x77\xBA\x2D\xB1\xD6\x57\x60\xE8\x60\xE2\x48\x26\xFF\xE3\x2A\x29\x42\xF8\xD3\x29\xEE\x40\x2A\x06\xFC\x5B\x81\x7A\xC2\x02\x8E\x70\x32\xD7\xD4\x16\x7D\x0E\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4F\x09\xC6\x9E\x00\x00\x00\x00\xBD\x40\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x70\xDC\x00\x0F\x7B\x4F\xD1\x12\x00\x6F\x03\xB7\x60\x00\x00\x00\x00\x40\x00\x00\xE7\x2E\xB6\x3C\xFC\x4D\xAC\x0B\x7F\xFF\xFF\xFF\x57\xB2\x18\xD1\x80\x00\x00\x00\x24\xA6\xFF\x0B\xEC\xD1\xAF\x3C\xC7\xEC\xBD\x2B\x9E\xE2\xD7\xA2\x1C\xDF\x55\x1B\x7F\xFF\xFF\xFF\x9C\x54\xD6\x3D\x7F\xFF\xFF\xFF\x66\x1A\x16\xBE\x7F\xFF\xFF\xFF\x69\xAE\xA9\x93\xE9\x7F\x69\xEA\x6B\x92\xE9\x41\x7F\xFF\xFF\xFF\xE2\x8E\xD3\x16\xCD\x90\x5D\x42\x91\xE9\x2A\x91\x7F\xFF\xFF\xFF\x67\xB8\xDA\x74\x80\x00\x00\x00\x69\xAA\x57\x5D\x80\x00\x00\x00\x6D\x6E\x8B\xB0\x7F\xFF\xFF\xFF\xA1\x42\x51\x7E\x80\x00\x00\x00\x51\x9E\xB3\x09\x7F\xFF\xFF\xFF\xAF\x24\x1F\x8E\x7F\xFF\xFF\xFF\xBA\x20\x17\x51\x7F\xFF\xFF\xFF\x55\x64\x56\x95\x7F\xFF\xFF\xFF\x54\x5D\xB8\x7A\x67\x3A\x1D\x4D\x5E\x14\xB6\x05\x7F\xFF\xFF\xFF\x62\xE6\x4C\x9D\x80\x00\x00\x00\x7A\x78\x6E\xBA\x7F\xFF\xFF\xFF\x1F\xF1\xC9\x35\x39\xA5\x36\xCB\x4F\x6E\xDF\xAD\x54\x3F\xE8\x16\x5E\x62\x46\x3B\x80\x00\x00\x00\x46\x0D\xAD\x3E\x80\x00\x00\x00\x8A\x7F\x5B\x94\x34\xDE\xC4\x21\xAC\x5B\xFE\x6D\xFA\x63\xF1\x90\xA8\x58\xBB\x43\x7F\xFF\xFF\xFF\xDB\x14\x34\x11\x4C\x7B\x49\x76\x4C\xF3\xB3\x9F\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x21\x4E\x01\x0F\x00\x00\x2E\xF3\xAF\xF6\x60\x00\x00\x00\x60\x00\x00\x00\x21\xB7\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xE7\x2E\xB6\x3C\xA0\x2C\x3A\xBE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xEC\xD1\xAF\x3C\x3A\xE7\x93\x8F\x9E\xE2\xD7\xA2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA3\x03\xE8\x9A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE9\x7F\x69\xEA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC9\x46\x38\x2E\xCD\x90\x5D\x42\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x61\xDE\x46\x58\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x2B\x1A\x29\x50\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x67\x3A\x1D\x4D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4D\x83\x56\x79\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x50\xFF\x18\xC2\x39\xA5\x36\xCB\x7F\xFF\xFF\xFF\x54\x3F\xE8\x16\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x34\xDE\xC4\x21\x80\x00\x00\x00\xFA\x63\xF1\x90\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x36\xF2\x32\x6E\x4C\x7B\x49\x76\x7F\xFF\xFF\xFF\xF8\x49\x70\xF1\x25\x77\xBA\x2D\xB1\xD6\x57\x60\xE8\x60\xE2\x48\x26\xFF\xE3\x2A\x29\x42\xF8\xD3\x29\xEE\x40\x2A\x06\xFC\x5B\x81\x7A\xC2\x02\x8E\x70\x32\xD7\xD4\x16\x7D\x0E\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test44(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x58B66F4A), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 10932)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 10932)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x03), ('P4rIngress.count_exp.exponent', 0x4A)], 10932)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 10932)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xA5109FD6), ('P4rIngress.values_v00000.hi', 0x3B7BC4BA)], 10932)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6A868BD8), ('P4rIngress.values_v00001.hi', 0xF41D8D67)], 10932)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x2C2CABA7), ('P4rIngress.values_v00010.hi', 0x798C2873)], 10932)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x7DD734AD), ('P4rIngress.values_v00011.hi', 0x47C5C5FD)], 10932)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4B6E3786), ('P4rIngress.values_v00100.hi', 0x79771648)], 10932)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x89EE23DD), ('P4rIngress.values_v00101.hi', 0x8EED921C)], 10932)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5CD57239), ('P4rIngress.values_v00110.hi', 0x8A530189)], 10932)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x0CBFB5C3), ('P4rIngress.values_v00111.hi', 0x78D1913A)], 10932)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x459B8E71), ('P4rIngress.values_v01000.hi', 0xCDEDBEA5)], 10932)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x9B7DA659), ('P4rIngress.values_v01001.hi', 0x707AD765)], 10932)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xD72A586C), ('P4rIngress.values_v01010.hi', 0x37582C1E)], 10932)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x47B7770D), ('P4rIngress.values_v01011.hi', 0x6837D8C2)], 10932)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xEA1B6E05), ('P4rIngress.values_v01100.hi', 0x7E2993DB)], 10932)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x5B2ABF48), ('P4rIngress.values_v01101.hi', 0xE1ACA799)], 10932)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x3668BFE6), ('P4rIngress.values_v01110.hi', 0xB824AEF9)], 10932)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x65D0A2F1), ('P4rIngress.values_v01111.hi', 0x5FBC6976)], 10932)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xB0713CC6), ('P4rIngress.values_v10000.hi', 0xB0657D53)], 10932)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xD7A8A666), ('P4rIngress.values_v10001.hi', 0x3457BD64)], 10932)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x65D05B07), ('P4rIngress.values_v10010.hi', 0x553A2A49)], 10932)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5EEF26D7), ('P4rIngress.values_v10011.hi', 0x9BE45426)], 10932)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7DE5F99D), ('P4rIngress.values_v10100.hi', 0x51F72EB6)], 10932)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x699D934D), ('P4rIngress.values_v10101.hi', 0xAB64D805)], 10932)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x12D283DA), ('P4rIngress.values_v10110.hi', 0x78A6750B)], 10932)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x6D9FB538), ('P4rIngress.values_v10111.hi', 0x58986765)], 10932)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xD974BB59), ('P4rIngress.values_v11000.hi', 0xE4DC6D33)], 10932)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5958A877), ('P4rIngress.values_v11001.hi', 0x6AC45AEA)], 10932)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4A2D1D54), ('P4rIngress.values_v11010.hi', 0x729D6765)], 10932)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xA9263A1D), ('P4rIngress.values_v11011.hi', 0x4ABBB641)], 10932)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x66CD7917), ('P4rIngress.values_v11100.hi', 0x5BED855B)], 10932)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x63017433), ('P4rIngress.values_v11101.hi', 0xA4992BE9)], 10932)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7AECDDCC), ('P4rIngress.values_v11110.hi', 0x93F2E7B1)], 10932)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4517416C), ('P4rIngress.values_v11111.hi', 0xA7E60CFA)], 10932)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7284),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000008F),
                gc.DataTuple('slot_count', 0x000017B8),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x47512F3B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0x3A4D7ECA),
                gc.KeyTuple('src_port', 0x589E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7284),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x03FE),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3A\x4D\x7E\xCA\x00\x00\x00\x00\x58\x9E\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x72\x84\x00\x0F\x47\x51\x2F\x3B\x0A\x25\x03\xA8\x80\x00\x00\x00\x00\x40\x00\x00\x1D\x3B\xC4\xB5\x9A\xDD\xB9\xEB\x1C\x85\x09\x75\x10\x5A\xB8\xD6\x67\x64\x1A\x61\x59\xB2\x77\x6D\x88\x43\xF1\x6F\x6F\x10\x8A\x05\x1A\x25\xCD\xF2\x71\x98\x2D\x9D\xC5\xFD\x34\xF3\x9D\x39\xD0\x5E\x9C\x4D\xEE\xCE\xEA\x57\x2A\x0C\x74\xA4\x95\x97\x77\xD0\xBB\x92\x74\x96\x2D\xFF\xAA\xDD\x09\xB5\xD8\x73\x3B\x79\x48\x67\x5D\x4D\x23\xBA\x5A\xC7\x5B\x5B\xAF\x8F\x71\x11\x25\x4F\x35\x71\x9C\xDB\x8E\xDB\xC3\x14\x0F\x1B\xD9\xD4\x77\x22\x83\x45\x36\xBF\xFE\xE7\x96\x97\x5D\x0D\x90\xA5\x6C\xD6\x45\xE5\x9A\x2B\x5A\x5A\x4B\x61\xC6\xCB\x55\xFC\x67\xA4\x01\xF1\x57\xE5\x67\x16\x3F\x4A\x37\x74\x2E\x6B\x32\x7B\x7B\xAF\xB2\x4B\x2E\xBD\xA5\x57\xD1\x03\x50\xB2\x38\xFF\xEF\xD5\x96\xB0\x85\x17\x41\xC5\xB9\xEB\xA9\xAB\x58\x91\x77\xDC\xA3\x3D\x62\xE0\x1D\xAE\x50\x40\x9C\xE4\x58\xD8\x76\x95\x46\xBF\xCD\x37\xAA\xBF\x15\xD5\x79\x01\xAC\x23\x74\xBE\x50\x8E\x99\xD3\xCC\x8F\x40\x10\x72\x5B\xBD\x13\xB4\x69\x74\x91\x95\x61\x46\x65\x51\x53\x57\x2C\x43\x59\x46\x71\x95\x6E\xD5\xE1\x74\x5E\x32\x7B\x9A\xA9\x76\x0D\x07\x65\x44\xE3\x53\x61\xB9\xFB\xBC\xEB\xF8\x41\x2D\x83\xC9\xEC\x61\xF9\x94\xE0\xEF\xEC\xFB\xC0\xD9\xD0\xD4\x98\x47\xE6\xDD\x01\x91\x9E\x73\x9B\x1C\x06\x34\x3B\xBD\x43\xA7\x50\x7D\xA5\xAA\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42\x68\x02\x84\xA4\x26\xFE\xDF\x55\xBA\xE6\xB0\xD9\xF3\xE7\x35\x87\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2\x1C\x73\xC3\x6D\x30\x88\xCC\xDE\x8D\x52\xB8\xF9\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0\x5E\xFE\x0B\xFE\x84\x30\x60\x42\x16\x56\x2E\x6E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5\xA0\x07\xEF\x34\xAC\x37\x7E\xF6\x15\x93\x92\xE0\xCF\xBC\x57\x36\x1B\x99\xB1\x10\xE3\xF4\xF5\xD2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3A\x4D\x7E\xCA\x00\x00\x00\x00\x58\x9E\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x72\x84\x00\x0F\x47\x51\x2F\x3B\x0A\x25\x03\xA8\x80\x00\x00\x00\x00\x40\x00\x00\xC2\x4C\x64\x8B\x9A\xDD\xB9\xEB\x7F\xFF\xFF\xFF\x10\x5A\xB8\xD6\x7F\xFF\xFF\xFF\x59\xB2\x77\x6D\x06\x1B\x26\x1C\x6F\x10\x8A\x05\x65\x94\x05\x78\x71\x98\x2D\x9D\x80\x00\x00\x00\x9D\x39\xD0\x5E\xF9\x23\x61\x07\xEA\x57\x2A\x0C\x7F\xFF\xFF\xFF\x77\xD0\xBB\x92\x7F\xFF\xFF\xFF\xAA\xDD\x09\xB5\x80\x00\x00\x00\x48\x67\x5D\x4D\xFA\xE4\xB3\x33\x5B\x5B\xAF\x8F\x7F\xFF\xFF\xFF\x35\x71\x9C\xDB\x80\x00\x00\x00\x0F\x1B\xD9\xD4\x7F\xFF\xFF\xFF\x36\xBF\xFE\xE7\xCD\x00\x1C\xF3\x90\xA5\x6C\xD6\x7F\xFF\xFF\xFF\x5A\x5A\x4B\x61\x80\x00\x00\x00\x67\xA4\x01\xF1\x2F\x8E\x0D\x7C\x3F\x4A\x37\x74\x7F\xFF\xFF\xFF\x7B\xAF\xB2\x4B\x7F\xFF\xFF\xFF\xD1\x03\x50\xB2\x7F\xFF\xFF\xFF\x96\xB0\x85\x17\x7F\xFF\xFF\xFF\xA9\xAB\x58\x91\x7F\xFF\xFF\xFF\x62\xE0\x1D\xAE\x7F\xFF\xFF\xFF\x58\xD8\x76\x95\x20\x34\x88\x90\xAA\xBF\x15\xD5\x7F\xFF\xFF\xFF\x74\xBE\x50\x8E\xE4\x00\xE9\xE3\x40\x10\x72\x5B\x80\x00\x00\x00\x74\x91\x95\x61\x7F\xFF\xFF\xFF\x57\x2C\x43\x59\x7F\xFF\xFF\xFF\xD5\xE1\x74\x5E\x7F\xFF\xFF\xFF\x76\x0D\x07\x65\x7F\xFF\xFF\xFF\xB9\xFB\xBC\xEB\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x2A\xB4\x03\xFE\x00\x00\x58\xB6\xEF\x4A\x80\x00\x00\x00\x80\x00\x00\x00\x04\xA8\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xC2\x4C\x64\x8B\xD6\x59\x7E\xA5\x7F\xFF\xFF\xFF\x04\x78\x46\x3D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x06\x1B\x26\x1C\x7F\xFF\xFF\xFF\x65\x94\x05\x78\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xF9\x23\x61\x07\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xFA\xE4\xB3\x33\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x18\x6C\xA6\x80\xCD\x00\x1C\xF3\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x18\x09\x7F\x44\x2F\x8E\x0D\x7C\x73\xA1\xF4\xD8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE8\xA7\xB3\xCD\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x20\x34\x88\x90\x8F\x9B\x83\x08\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE4\x00\xE9\xE3\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x09\xFF\xEF\x16\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF8\x41\x2D\x83\xC9\xEC\x61\xF9\x94\xE0\xEF\xEC\xFB\xC0\xD9\xD0\xD4\x98\x47\xE6\xDD\x01\x91\x9E\x73\x9B\x1C\x06\x34\x3B\xBD\x43\xA7\x50\x7D\xA5\xAA\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42\x68\x02\x84\xA4\x26\xFE\xDF\x55\xBA\xE6\xB0\xD9\xF3\xE7\x35\x87\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2\x1C\x73\xC3\x6D\x30\x88\xCC\xDE\x8D\x52\xB8\xF9\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0\x5E\xFE\x0B\xFE\x84\x30\x60\x42\x16\x56\x2E\x6E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5\xA0\x07\xEF\x34\xAC\x37\x7E\xF6\x15\x93\x92\xE0\xCF\xBC\x57\x36\x1B\x99\xB1\x10\xE3\xF4\xF5\xD2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test45(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC2373C45), ('P4rIngress.bitmap_seq.seq', 0x2B90F5A4)], 11905)
        self.setRegisterValue('P4rIngress.rounds', 0x2B90F5A4, 11905)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x10), ('P4rIngress.count_exp.exponent', 0x36)], 11905)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 11905)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xBBD88F21), ('P4rIngress.values_v00000.hi', 0x2F0ABC3B)], 11905)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x59FB1446), ('P4rIngress.values_v00001.hi', 0x576E6959)], 11905)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xE8DC3B2D), ('P4rIngress.values_v00010.hi', 0x58B176CD)], 11905)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xE1FAB35F), ('P4rIngress.values_v00011.hi', 0x938B3A96)], 11905)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x133ADF21), ('P4rIngress.values_v00100.hi', 0x5277908E)], 11905)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x555F37BF), ('P4rIngress.values_v00101.hi', 0xDAD738BA)], 11905)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x734216E9), ('P4rIngress.values_v00110.hi', 0x4E19E7DD)], 11905)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x645C7B17), ('P4rIngress.values_v00111.hi', 0x44E552A9)], 11905)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xC8A5BC7B), ('P4rIngress.values_v01000.hi', 0x2FD38DC3)], 11905)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x7DDF7248), ('P4rIngress.values_v01001.hi', 0x50BFA13B)], 11905)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x3BD4EF8C), ('P4rIngress.values_v01010.hi', 0x92A7DA56)], 11905)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x2D5C9B34), ('P4rIngress.values_v01011.hi', 0x4BDC277B)], 11905)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xB3715E59), ('P4rIngress.values_v01100.hi', 0x66D51CD9)], 11905)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x38404EB2), ('P4rIngress.values_v01101.hi', 0xFB66FB46)], 11905)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xCC7A1CB3), ('P4rIngress.values_v01110.hi', 0x14EDCF76)], 11905)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x84B0983F), ('P4rIngress.values_v01111.hi', 0x8A67214E)], 11905)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7ED5AC3E), ('P4rIngress.values_v10000.hi', 0x4B86715F)], 11905)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5541793D), ('P4rIngress.values_v10001.hi', 0xF856155D)], 11905)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6847AF2C), ('P4rIngress.values_v10010.hi', 0x6C9DA733)], 11905)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xA5320D30), ('P4rIngress.values_v10011.hi', 0x99B47E32)], 11905)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4F547557), ('P4rIngress.values_v10100.hi', 0x8B0C6D46)], 11905)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x9AFB97AD), ('P4rIngress.values_v10101.hi', 0xA8C702E9)], 11905)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x8C39E2DB), ('P4rIngress.values_v10110.hi', 0x0E5B1E57)], 11905)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xEF68EC56), ('P4rIngress.values_v10111.hi', 0x5DCF749E)], 11905)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x61FC55B3), ('P4rIngress.values_v11000.hi', 0x61EF3FB7)], 11905)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xFADD4BAF), ('P4rIngress.values_v11001.hi', 0x4B58DC23)], 11905)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xAAEB7430), ('P4rIngress.values_v11010.hi', 0x39CBDC05)], 11905)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x58FA396D), ('P4rIngress.values_v11011.hi', 0xDAE3C3B4)], 11905)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x79F4B60F), ('P4rIngress.values_v11100.hi', 0x35A467A6)], 11905)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5EC47B31), ('P4rIngress.values_v11101.hi', 0x5F0CA92F)], 11905)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x52AE46E5), ('P4rIngress.values_v11110.hi', 0x3BF36A5B)], 11905)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x0B9A4035), ('P4rIngress.values_v11111.hi', 0x749BD5EA)], 11905)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4084),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000BF),
                gc.DataTuple('slot_count', 0x00001BA8),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAA2407CF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02F),
                gc.KeyTuple('src_addr', 0x9B1184F8),
                gc.KeyTuple('src_port', 0x6E90),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4084),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x0398),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9B\x11\x84\xF8\x00\x00\x00\x00\x6E\x90\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x40\x84\x00\x0F\xAA\x24\x07\xCF\x0D\xC2\x01\xA9\x2B\x90\xF5\xA4\x00\x40\x00\x00\x35\x54\xB2\x6F\x4C\xFC\x61\xE3\x61\xA3\x07\xA5\x32\x89\x7F\x8D\x91\x52\xE1\x64\x48\xB3\x2C\x53\x6C\xF8\x37\x6C\xFA\x97\xCD\xF4\x94\xDC\xF3\x39\x73\xA9\x22\xE4\x44\xA7\x27\x83\x2B\xF2\xAB\xAA\x7A\x71\xC1\x2D\x5B\x48\x57\x56\x1E\xFD\xDA\x9E\x64\x55\xDA\xAD\x58\x37\x23\x7B\x71\x23\xBE\x85\x5A\xE7\xDB\x46\xB4\x4D\xC2\x7D\x31\x9A\x3D\xCE\xE2\xF6\x0F\x17\x67\x1C\x32\xCD\x4A\x59\x93\x03\xA9\x5C\xC0\x47\x6A\x89\x39\x49\x1B\x77\x3E\x9A\x7B\x71\x34\xC0\x86\xFE\x26\xDB\x8E\x0E\x8E\x75\x5D\xA5\x0E\xA2\xDC\xEC\xDB\x1E\x6C\x34\xFA\x3A\x5E\x2C\xDF\x4F\x55\x75\x42\xB8\xB7\x2B\xD6\x19\x6B\xE6\x97\x6D\x66\x56\x2A\x58\x9F\xB6\x2B\x3D\xAC\xAE\xBC\xD0\x5E\x3B\x0F\x95\xEB\x3F\x4C\xC6\x26\xE1\x9E\x23\xAC\x62\xCE\x54\xC8\xF9\x65\x1B\xBE\x69\xBE\x41\x6F\x49\xCD\xD4\x61\xEE\x46\xCB\x74\x91\x0F\xF6\x2D\x0C\x53\x41\x1B\xC4\xE4\x97\x57\xB2\xCA\x12\x2B\xFD\x76\x01\x76\xDA\x5D\x57\x54\xB2\xCD\x19\x3E\xD6\xDE\xFF\x52\xAA\x5B\x74\x68\x3C\x4B\x25\x28\xC5\x52\x99\x53\xBC\xAE\xA9\x5A\xA2\xA6\x7E\xCA\xA5\xC7\xDF\xE9\x63\x43\x8B\x75\x2A\x86\xE4\x6A\x3A\xC9\xA2\x2B\x51\x9E\xE3\xBA\x8C\x96\xD3\x6A\xE9\xF4\x18\xB0\x5E\x97\xA2\x9C\x08\x51\x69\xF2\xED\xA7\x0C\xFB\x3D\xB7\x48\x77\x7A\xB1\x3F\x15\xDC\x20\xCA\xCC\x53\x93\xA6\x07\x18\x1D\xC5\x8A\x84\x41\x53\xE4\x6C\x10\x69\xDE\x37\xDF\xBD\x5D\x47\x0E\x43\xBA\x97\xA3\xC4\xDB\x2D\x40\x7C\x67\xF3\x19\xF4\x2F\x09\x8B\xD1\xBD\xEF\x89\x52\xD7\xE4\x07\xAD\x2A\x83\xAB\x9C\xA8\x33\xCB\x90\xBE\x67\x79\xD3\x79\xE0\xF9\xF7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9B\x11\x84\xF8\x00\x00\x00\x00\x6E\x90\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x40\x84\x00\x0F\xAA\x24\x07\xCF\x0D\xC2\x01\xA9\x2B\x90\xF5\xA4\x00\x40\x00\x00\xF1\x2D\x41\x90\x4C\xFC\x61\xE3\x7F\xFF\xFF\xFF\x32\x89\x7F\x8D\x80\x00\x00\x00\x48\xB3\x2C\x53\x4E\xF2\xEA\xCB\xFA\x97\xCD\xF4\xA8\x17\xD2\x5A\x73\xA9\x22\xE4\x7F\xFF\xFF\xFF\x2B\xF2\xAB\xAA\x7F\xFF\xFF\xFF\x5B\x48\x57\x56\x7F\xFF\xFF\xFF\x64\x55\xDA\xAD\x20\xDC\xDF\xF6\x71\x23\xBE\x85\x7F\xFF\xFF\xFF\xB4\x4D\xC2\x7D\x6D\x6F\x2D\x5A\xE2\xF6\x0F\x17\x7F\xFF\xFF\xFF\x4A\x59\x93\x03\x80\x00\x00\x00\x6A\x89\x39\x49\x53\xB7\x8D\x4C\x7B\x71\x34\xC0\x80\x00\x00\x00\x8E\x0E\x8E\x75\xE2\x55\xA6\xE1\xDC\xEC\xDB\x1E\x7F\xFF\xFF\xFF\x5E\x2C\xDF\x4F\x7F\xFF\xFF\xFF\xB7\x2B\xD6\x19\x7F\xFF\xFF\xFF\x66\x56\x2A\x58\x80\x00\x00\x00\xAC\xAE\xBC\xD0\x7F\xFF\xFF\xFF\xEB\x3F\x4C\xC6\xC1\xDD\x35\xD0\xAC\x62\xCE\x54\x80\x00\x00\x00\xBE\x69\xBE\x41\x5E\xB2\xBA\x2A\x61\xEE\x46\xCB\x7F\xFF\xFF\xFF\x2D\x0C\x53\x41\x16\xA2\x30\x46\x57\xB2\xCA\x12\xD6\xE8\xEA\x31\x76\xDA\x5D\x57\x7F\xFF\xFF\xFF\x3E\xD6\xDE\xFF\x7F\xFF\xFF\xFF\x68\x3C\x4B\x25\x7F\xFF\xFF\xFF\x53\xBC\xAE\xA9\x7F\xFF\xFF\xFF\xCA\xA5\xC7\xDF\xF4\xFD\x83\xC0\x75\x2A\x86\xE4\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x2E\x81\x03\x98\x00\x00\xC2\x37\xBC\x45\x2B\x90\xF5\xA4\x2B\x90\xF5\xA4\x11\xA9\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xF1\x2D\x41\x90\x7C\x07\x1E\x1E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x4E\xF2\xEA\xCB\x8E\x23\x08\x8A\xA8\x17\xD2\x5A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x06\xC9\xE4\x64\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x20\xDC\xDF\xF6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x05\x0D\x63\xB8\x6D\x6F\x2D\x5A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x53\xB7\x8D\x4C\x76\xD8\x30\x06\x80\x00\x00\x00\xA2\xFC\x5D\xEB\xE2\x55\xA6\xE1\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAF\x81\xEB\x76\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xC1\xDD\x35\xD0\x80\x00\x00\x00\x80\x00\x00\x00\xCC\xC4\xDC\x98\x5E\xB2\xBA\x2A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x16\xA2\x30\x46\x7F\xFF\xFF\xFF\xD6\xE8\xEA\x31\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x19\xBA\xA2\xB3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x06\x99\x32\x3A\xF4\xFD\x83\xC0\x7F\xFF\xFF\xFF\x6A\x3A\xC9\xA2\x2B\x51\x9E\xE3\xBA\x8C\x96\xD3\x6A\xE9\xF4\x18\xB0\x5E\x97\xA2\x9C\x08\x51\x69\xF2\xED\xA7\x0C\xFB\x3D\xB7\x48\x77\x7A\xB1\x3F\x15\xDC\x20\xCA\xCC\x53\x93\xA6\x07\x18\x1D\xC5\x8A\x84\x41\x53\xE4\x6C\x10\x69\xDE\x37\xDF\xBD\x5D\x47\x0E\x43\xBA\x97\xA3\xC4\xDB\x2D\x40\x7C\x67\xF3\x19\xF4\x2F\x09\x8B\xD1\xBD\xEF\x89\x52\xD7\xE4\x07\xAD\x2A\x83\xAB\x9C\xA8\x33\xCB\x90\xBE\x67\x79\xD3\x79\xE0\xF9\xF7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test46(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x44E64A6B), ('P4rIngress.bitmap_seq.seq', 0xC0000000)], 12356)
        self.setRegisterValue('P4rIngress.rounds', 0xC0000000, 12356)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x18), ('P4rIngress.count_exp.exponent', 0xB7)], 12356)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12356)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xA6F8BB0A), ('P4rIngress.values_v00000.hi', 0x37BAC8EF)], 12356)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x751DD892), ('P4rIngress.values_v00001.hi', 0x601DBA67)], 12356)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xCF5527AE), ('P4rIngress.values_v00010.hi', 0x3F186FD2)], 12356)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x0AF2F7BF), ('P4rIngress.values_v00011.hi', 0x0E7535E7)], 12356)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xA86B3A0B), ('P4rIngress.values_v00100.hi', 0x7E888CEB)], 12356)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x167238A9), ('P4rIngress.values_v00101.hi', 0x005DE16B)], 12356)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x58550C8D), ('P4rIngress.values_v00110.hi', 0x7590A329)], 12356)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x3B0AF6C1), ('P4rIngress.values_v00111.hi', 0x3BFC7DB1)], 12356)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xD8FAFC6F), ('P4rIngress.values_v01000.hi', 0x749A2BCE)], 12356)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x61DCB9A3), ('P4rIngress.values_v01001.hi', 0x6CC47E6B)], 12356)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x574AD633), ('P4rIngress.values_v01010.hi', 0x8224726D)], 12356)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x3ECE77CA), ('P4rIngress.values_v01011.hi', 0x473708CF)], 12356)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xE2AD9CCF), ('P4rIngress.values_v01100.hi', 0x5209C186)], 12356)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xCF72E3A3), ('P4rIngress.values_v01101.hi', 0x7FF6D956)], 12356)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7D5622ED), ('P4rIngress.values_v01110.hi', 0x402C05AA)], 12356)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x31F5B6B8), ('P4rIngress.values_v01111.hi', 0x52456325)], 12356)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x9775F4C1), ('P4rIngress.values_v10000.hi', 0x828AAF7A)], 12356)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x548AA6C3), ('P4rIngress.values_v10001.hi', 0x2E117BDF)], 12356)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xCC6C57FC), ('P4rIngress.values_v10010.hi', 0x6FE7478F)], 12356)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x02066341), ('P4rIngress.values_v10011.hi', 0xCC6F5BD7)], 12356)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7C1768B7), ('P4rIngress.values_v10100.hi', 0x882EF259)], 12356)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xA242C323), ('P4rIngress.values_v10101.hi', 0x6B4A5B28)], 12356)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xF6FFB32B), ('P4rIngress.values_v10110.hi', 0x2A3F3235)], 12356)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x631B426F), ('P4rIngress.values_v10111.hi', 0x8DE24715)], 12356)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x636DB997), ('P4rIngress.values_v11000.hi', 0x6C20D818)], 12356)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x9CBA0607), ('P4rIngress.values_v11001.hi', 0x419D6B49)], 12356)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x5ABD1508), ('P4rIngress.values_v11010.hi', 0xA76E952D)], 12356)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x92DCAACE), ('P4rIngress.values_v11011.hi', 0x1ADCB26B)], 12356)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x524FD54C), ('P4rIngress.values_v11100.hi', 0xC53293F7)], 12356)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x2FBCC2C3), ('P4rIngress.values_v11101.hi', 0x28F8EE16)], 12356)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6724DF0F), ('P4rIngress.values_v11110.hi', 0x777A3363)], 12356)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xADEBDCE9), ('P4rIngress.values_v11111.hi', 0x6AFDD8CD)], 12356)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB23A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001CE),
                gc.DataTuple('slot_count', 0x00001003),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x649CADE6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0x5B8D0312),
                gc.KeyTuple('src_port', 0x0601),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB23A),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x027D),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5B\x8D\x03\x12\x00\x00\x00\x00\x06\x01\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB2\x3A\x00\x0F\x64\x9C\xAD\xE6\x0E\x76\x07\xCB\xC0\x00\x00\x00\x00\x40\x00\x00\x51\x18\xD6\x4A\xF3\x8C\xFD\x1B\x77\xB1\x55\x98\x46\x3A\x1B\x2B\xAA\x77\x24\x22\x6B\xAF\x9E\x46\x1A\xFE\x93\xB3\xB6\x65\xA5\xAF\x27\xAF\x56\xD5\x68\x3E\x77\x42\x72\xD2\x37\xB5\x83\xD5\x0E\x11\x4A\x9D\xDF\x55\x0E\x5D\x97\xEF\x46\x95\xA0\xF4\x53\xFD\x66\xBC\xCC\x6A\x63\x9D\x23\xB3\xFC\xEE\x55\x8F\x12\xDD\xA7\x6E\x42\x88\xD1\x39\xB6\xB5\xE6\xEF\x0B\x25\x44\x59\x99\x7D\x7A\xC7\x2E\xCE\x87\x64\xA7\xDB\x34\x6D\xEF\x56\xA3\xEB\x48\xB2\x81\x2E\x85\x54\x2F\x60\x71\x30\xCC\x66\x22\x98\x68\xB6\x3E\xA9\x45\xFC\x69\x72\xD7\xB6\xD0\xC5\xB5\xDA\x90\x08\x74\x96\x61\xD5\x66\xBF\x71\xA4\x81\xE1\x1F\x5F\x79\x35\x2C\x9C\x7E\xC4\xE9\xEF\x3D\xE9\x75\xD7\x33\x0A\xE7\xE2\xB8\xA6\xC2\xEF\xB6\x7E\x75\x29\x6C\x5F\x70\xFB\xF5\xFE\xEA\x6E\x5A\x19\x10\xB7\x39\x96\xB2\x69\x2E\x2E\xC3\x4D\x7A\x65\xA7\xD8\x19\xB2\xC2\xD8\x92\x8B\x2A\x65\x53\xCD\x29\x9B\x39\x82\x7E\x73\x39\x77\xEF\x63\x50\xE5\xB2\x4A\xAC\x9B\xF4\xA7\x2E\x60\x95\x5E\xF4\x92\xA2\x57\xEB\x2A\x11\x57\xAE\xAB\xA2\x34\x22\x39\xDE\x0A\x72\x21\x13\xC2\xD8\xAC\x51\xCC\x2A\xC8\xBA\x0B\x15\xA6\xB9\x15\x05\x8D\xAD\xD4\xC8\x09\xC2\xE7\xCA\xF2\x59\x67\x39\x49\x1C\x1D\xA1\x7A\xD0\x14\xC2\x9E\xE0\xA6\x3E\xE6\x97\x0A\xA5\x02\x08\x5B\x14\x1E\x75\x09\x69\xF2\x47\xB8\x3D\xB1\x42\x12\xFF\x44\x28\xEA\x0C\xCA\xB7\x97\x4B\x92\x46\x85\x0E\x82\x2B\xE0\x87\xC5\x0A\xFE\xDD\x2A\xF0\xCA\x9B\x57\x89\xF4\x54\x3C\x89\x46\x7B\x8D\x64\x66\xD0\xAE\x9B\xE4\xFE\x72\xA1\x3C\x55\x8C\x69\xC7\xF3\x59\x8D\x5B\x8F\x4F\x9E\x8D\x66\xD1\xD0\xCD\xDA\xE5\x24\x68\xBF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x5B\x8D\x03\x12\xBE\xEF\x06\x01\x01\x20\x00\x00\x50\x34\x02\x82\xB2\x3A\x00\x0F\x64\x9C\xAD\xE6\x0E\x76\x01\xCB\xC0\x00\x00\x00\x00\x40\x00\x19\xF8\x11\x91\x54\xF3\x8C\xFD\x1B\x7F\xFF\xFF\xFF\x46\x3A\x1B\x2B\x80\x00\x00\x00\x6B\xAF\x9E\x46\x25\xF1\x8B\x72\xB6\x65\xA5\xAF\xD0\x1A\x90\xE0\x68\x3E\x77\x42\x7F\xFF\xFF\xFF\x83\xD5\x0E\x11\x7F\xFF\xFF\xFF\x0E\x5D\x97\xEF\x7F\xFF\xFF\xFF\x53\xFD\x66\xBC\xA5\x65\x60\x0C\x23\xB3\xFC\xEE\x7F\xFF\xFF\xFF\xA7\x6E\x42\x88\x28\x84\x8C\xE8\xE6\xEF\x0B\x25\x7F\xFF\xFF\xFF\x7A\xC7\x2E\xCE\x80\x00\x00\x00\x34\x6D\xEF\x56\x80\x00\x00\x00\x81\x2E\x85\x54\x7F\xFF\xFF\xFF\xCC\x66\x22\x98\x7F\xFF\xFF\xFF\x45\xFC\x69\x72\x80\x00\x00\x00\xB5\xDA\x90\x08\x7F\xFF\xFF\xFF\x66\xBF\x71\xA4\x80\x00\x00\x00\x79\x35\x2C\x9C\x7F\xFF\xFF\xFF\x3D\xE9\x75\xD7\x7F\xFF\xFF\xFF\xB8\xA6\xC2\xEF\x80\x00\x00\x00\x6C\x5F\x70\xFB\xEC\xFE\x9D\x99\x5A\x19\x10\xB7\x7F\xFF\xFF\xFF\x2E\x2E\xC3\x4D\x7F\xFF\xFF\xFF\x19\xB2\xC2\xD8\x80\x00\x00\x00\x53\xCD\x29\x9B\x7F\xFF\xFF\xFF\x39\x77\xEF\x63\xE3\xC2\x5D\x18\xAC\x9B\xF4\xA7\x7F\xFF\xFF\xFF\xF4\x92\xA2\x57\x1A\xE6\xD4\x1A\xAE\xAB\xA2\x34\x7F\xFF\xFF\xFF\x72\x21\x13\xC2\x86\x98\x2E\xB5\x2A\xC8\xBA\x0B\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x30\x44\x02\x7D\x00\x00\x44\xE6\xCA\x6B\xC0\x00\x00\x00\xC0\x00\x00\x00\x19\xCB\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xF8\x11\x91\x54\x2B\x47\xC6\x0A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x25\xF1\x8B\x72\xC4\xDA\xDB\x96\xD0\x1A\x90\xE0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x84\x32\xEF\x7C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA5\x65\x60\x0C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x14\x32\xC0\xF3\x28\x84\x8C\xE8\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x01\x25\x5E\xAA\x7F\xFF\xFF\xFF\x0C\x92\x28\x42\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0A\x58\xD1\xAE\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xEC\xFE\x9D\x99\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBC\x11\x0A\x62\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE0\xE6\x84\x90\xE3\xC2\x5D\x18\xC7\x78\xA7\x12\x7F\xFF\xFF\xFF\xB9\xC5\x36\x4E\x1A\xE6\xD4\x1A\xD7\xA4\x90\x4A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x86\x98\x2E\xB5\x7F\xFF\xFF\xFF\x15\xA6\xB9\x15\x05\x8D\xAD\xD4\xC8\x09\xC2\xE7\xCA\xF2\x59\x67\x39\x49\x1C\x1D\xA1\x7A\xD0\x14\xC2\x9E\xE0\xA6\x3E\xE6\x97\x0A\xA5\x02\x08\x5B\x14\x1E\x75\x09\x69\xF2\x47\xB8\x3D\xB1\x42\x12\xFF\x44\x28\xEA\x0C\xCA\xB7\x97\x4B\x92\x46\x85\x0E\x82\x2B\xE0\x87\xC5\x0A\xFE\xDD\x2A\xF0\xCA\x9B\x57\x89\xF4\x54\x3C\x89\x46\x7B\x8D\x64\x66\xD0\xAE\x9B\xE4\xFE\x72\xA1\x3C\x55\x8C\x69\xC7\xF3\x59\x8D\x5B\x8F\x4F\x9E\x8D\x66\xD1\xD0\xCD\xDA\xE5\x24\x68\xBF'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test47(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8C243708), ('P4rIngress.bitmap_seq.seq', 0x78039B97)], 12313)
        self.setRegisterValue('P4rIngress.rounds', 0x78039B97, 12313)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1A), ('P4rIngress.count_exp.exponent', 0xBA)], 12313)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 12313)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xD487B056), ('P4rIngress.values_v00000.hi', 0x53A75F65)], 12313)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x78D4BBCD), ('P4rIngress.values_v00001.hi', 0x58FB4556)], 12313)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xB77A4E42), ('P4rIngress.values_v00010.hi', 0x6B157A75)], 12313)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xC75FC4F3), ('P4rIngress.values_v00011.hi', 0xF97427F2)], 12313)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x9A931F36), ('P4rIngress.values_v00100.hi', 0x3B695D80)], 12313)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5AD10ADA), ('P4rIngress.values_v00101.hi', 0xEFBC811B)], 12313)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x54D65C24), ('P4rIngress.values_v00110.hi', 0x6C936D87)], 12313)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x738EFF6A), ('P4rIngress.values_v00111.hi', 0x6B82EAB0)], 12313)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x67EA4811), ('P4rIngress.values_v01000.hi', 0x42DA4D72)], 12313)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x66398D1A), ('P4rIngress.values_v01001.hi', 0xB13F30C2)], 12313)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x3E64963A), ('P4rIngress.values_v01010.hi', 0xBB2CFEB9)], 12313)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x51B4A1CA), ('P4rIngress.values_v01011.hi', 0x3D296000)], 12313)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x9BAA2C51), ('P4rIngress.values_v01100.hi', 0x4718B1A7)], 12313)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xB6DFBD05), ('P4rIngress.values_v01101.hi', 0xBE986DC7)], 12313)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7A721E92), ('P4rIngress.values_v01110.hi', 0xC1F55D87)], 12313)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x9ADD8E5F), ('P4rIngress.values_v01111.hi', 0x6BB11463)], 12313)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x44665669), ('P4rIngress.values_v10000.hi', 0xDD39D5D5)], 12313)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x43B78BDD), ('P4rIngress.values_v10001.hi', 0x976AF754)], 12313)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x548D7CD7), ('P4rIngress.values_v10010.hi', 0xE752196E)], 12313)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6AD52206), ('P4rIngress.values_v10011.hi', 0x1663BB44)], 12313)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x9A3B4AF7), ('P4rIngress.values_v10100.hi', 0x2129954D)], 12313)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x474C64DF), ('P4rIngress.values_v10101.hi', 0x557B8A93)], 12313)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x47A3F1C1), ('P4rIngress.values_v10110.hi', 0x65F62181)], 12313)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7A63C5EC), ('P4rIngress.values_v10111.hi', 0x39A4B55E)], 12313)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x563CCADF), ('P4rIngress.values_v11000.hi', 0xAEEA8D9B)], 12313)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x651B5D53), ('P4rIngress.values_v11001.hi', 0x4DB84B53)], 12313)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xD82B78EB), ('P4rIngress.values_v11010.hi', 0x7FFD8507)], 12313)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7B7AFB8B), ('P4rIngress.values_v11011.hi', 0x778E8443)], 12313)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x708CB5F9), ('P4rIngress.values_v11100.hi', 0x7F9C993B)], 12313)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x99DED09B), ('P4rIngress.values_v11101.hi', 0x0F2DECC9)], 12313)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x9E54C1A1), ('P4rIngress.values_v11110.hi', 0xE4592D6C)], 12313)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xAC3044B3), ('P4rIngress.values_v11111.hi', 0x62F2F6FC)], 12313)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0092),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002F7),
                gc.DataTuple('slot_count', 0x000018E1),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB127E3B9),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0x5160218D),
                gc.KeyTuple('src_port', 0x8EC1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0092),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x0163),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x51\x60\x21\x8D\x00\x00\x00\x00\x8E\xC1\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x00\x92\x00\x0F\xB1\x27\xE3\xB9\x0D\x22\x05\xDA\x78\x03\x9B\x97\x00\x40\x00\x00\xB6\x82\x39\xF4\xD9\x77\x75\x4B\x30\x5C\x96\x2F\x58\xA4\xA3\x35\xB1\x2E\x0B\xF4\x77\xC7\x58\xE0\xEF\x9D\x6B\xFC\xEC\x05\x2D\x34\x00\x00\x00\x00\x6D\xED\x4F\x5D\x60\x4F\xA3\xCC\xD9\xAB\xCB\x65\x5E\xC6\xDF\xE4\x14\x89\x3A\xFD\x36\x07\x87\xC9\x42\x6E\x43\x19\xAC\x8A\x55\xB6\x4A\x97\x03\x72\x5A\x7B\x66\x92\x35\x3C\x27\x5E\xD0\x6F\x5E\xDC\x8B\x44\x1C\xBD\x5A\x8D\xE7\x9C\x74\x60\xC7\x6D\x82\x9B\x4D\x48\x41\xB3\x14\x9A\xB2\xEA\x4A\xBC\x76\x03\xE9\xFB\x6B\xD3\xFC\xA2\x9E\x53\x11\x0F\xAA\xD5\x99\x58\x79\xDA\xA7\x4B\x55\x37\x4E\xD2\x97\x3B\x1D\x5D\x4C\x25\x93\xA3\xC9\x7F\x67\x8C\x6A\xD4\x1E\x5D\x36\x32\xD2\x32\x31\x9B\x9F\xA3\x76\x23\x4E\x36\xA9\x3F\xC9\xF3\xF9\x65\x45\x77\x5C\x37\x4A\xD5\x7D\x50\xEB\x05\xE6\x70\x19\xE7\x2A\x65\xAA\xD5\xAA\xD4\xA0\x4B\x91\xD6\x8C\xC8\x56\xAE\x2A\x97\xAD\xE6\xCE\xA3\x47\x98\xCA\x8E\x88\x84\x2E\x6B\x51\xF2\xBA\x7E\xF2\x17\x33\xCD\x62\x8E\x18\xA7\x1F\x28\xC8\x79\x62\xA6\x55\xEE\x68\x1F\x78\xDE\xE5\x5A\x94\x18\x52\xF5\x27\x5B\x54\xE3\xB5\x34\x90\x4E\xF4\x22\x5A\x74\xDF\x7A\x4C\x6A\x44\xEB\x3B\xA6\xA8\x6F\x53\x0E\x59\x43\xA9\x42\x14\xC8\xFB\x7C\xDF\x37\x51\xA0\x1C\x88\x7C\x64\xC4\x9E\x6F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x51\x60\x21\x8D\xBE\xEF\x8E\xC1\x01\x20\x00\x00\x50\x34\x02\x82\x00\x92\x00\x0F\xB1\x27\xE3\xB9\x0D\x22\x01\xDA\x78\x03\x9B\x97\x00\x40\x00\x1B\x8B\x09\xEA\x4A\xD9\x77\x75\x4B\x7F\xFF\xFF\xFF\x58\xA4\xA3\x35\x80\x00\x00\x00\x77\xC7\x58\xE0\xB6\xFD\x30\xEF\xEC\x05\x2D\x34\x9A\x93\x1F\x36\x6D\xED\x4F\x5D\x7F\xFF\xFF\xFF\xD9\xAB\xCB\x65\x7F\xFF\xFF\xFF\x14\x89\x3A\xFD\x7F\xFF\xFF\xFF\x42\x6E\x43\x19\x14\x74\x9D\xC7\x4A\x97\x03\x72\x7F\xFF\xFF\xFF\x35\x3C\x27\x5E\x0E\xD3\xF5\x16\x8B\x44\x1C\xBD\x7F\xFF\xFF\xFF\x74\x60\xC7\x6D\x80\x00\x00\x00\x41\xB3\x14\x9A\x80\x00\x00\x00\x76\x03\xE9\xFB\x7F\xFF\xFF\xFF\x9E\x53\x11\x0F\x80\x00\x00\x00\x79\xDA\xA7\x4B\x7F\xFF\xFF\xFF\x97\x3B\x1D\x5D\x7F\xFF\xFF\xFF\xC9\x7F\x67\x8C\x7F\xFF\xFF\xFF\x36\x32\xD2\x32\x7F\xFF\xFF\xFF\x76\x23\x4E\x36\x80\x00\x00\x00\xF9\x65\x45\x77\x7F\xFF\xFF\xFF\x7D\x50\xEB\x05\x2E\x14\x0B\xA8\x2A\x65\xAA\xD5\x25\x38\x66\x37\x91\xD6\x8C\xC8\x7F\xFF\xFF\xFF\xAD\xE6\xCE\xA3\x7F\xFF\xFF\xFF\x88\x84\x2E\x6B\x2A\x1E\x33\x69\xF2\x17\x33\xCD\x7F\xFF\xFF\xFF\x1F\x28\xC8\x79\x7F\xFF\xFF\xFF\x68\x1F\x78\xDE\x80\x00\x00\x00\x52\xF5\x27\x5B\xF3\x38\x76\xD5\x90\x4E\xF4\x22\x06\xA5\x24\x2D\x4C\x6A\x44\xEB\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x30\x19\x01\x63\x00\x00\x8C\x24\xB7\x08\x78\x03\x9B\x97\x78\x03\x9B\x97\x1B\xDA\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x8B\x09\xEA\x4A\x2D\x1E\xD4\xB0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB6\xFD\x30\xEF\xE5\x79\x55\x26\x9A\x93\x1F\x36\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC9\x68\x4C\x80\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x14\x74\x9D\xC7\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE6\x7B\x58\x20\x0E\xD3\xF5\x16\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x34\x9C\x57\xC2\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x1D\x84\xEB\xA0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x1A\x8E\xDA\xC4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2E\x14\x0B\xA8\x7F\xFF\xFF\xFF\x25\x38\x66\x37\xCB\x7B\x42\x26\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD6\x3C\x79\xBE\x2A\x1E\x33\x69\x72\x14\xB8\xD4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x62\x23\x14\x24\xF3\x38\x76\xD5\x80\x00\x00\x00\x06\xA5\x24\x2D\x7F\xFF\xFF\xFF\x3B\xA6\xA8\x6F\x53\x0E\x59\x43\xA9\x42\x14\xC8\xFB\x7C\xDF\x37\x51\xA0\x1C\x88\x7C\x64\xC4\x9E\x6F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test48(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB647),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000455),
                gc.DataTuple('slot_count', 0x00000DB0),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x49140605),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0x8538866C),
                gc.KeyTuple('src_port', 0xFEFF),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB647),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x027C),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0xC578),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x85\x38\x86\x6C\x00\x00\x00\x00\xFE\xFF\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB6\x47\x00\x1F\x49\x14\x06\x05\x0C\x00\x05\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA1\x32\xD3\xC1\x17\x25\x17\x44\x5D\x20\xF0\xB7\x96\x61\x28\x98\x4F\xF9\xDB\xDB\xE7\x26\xCE\xB3\x6C\x86\xE3\xD2\xC2\x83\xEA\xD2\xF8\x4E\x70\xE5\x63\xE8\x63\x33\x3D\x79\x7B\x32\xBE\x0C\xD7\x22\x45\x88\xDD\xDB\xB5\xF3\x07\x5F\x62\x98\xC0\x49\xA1\xB1\xE5\xBB\x18\x67\x5F\xD8\x3D\x76\xE0\x5F\xD3\x6C\xA2\x6D\xD4\x85\x23\x41\x88\x51\x55\x57\x36\x33\x5E\x8A\x76\x7B\xAF\xA6\xC0\x47\x6B\xE8\x02\xC0\x46\xF2\xC0\x1D\xB9\x5C\x7E\x4C\x2F\xE2\xF0\x7D\xC1\x50\x45\xB5\x4A\x52\x36\xE7\x5C\x5D\x94\x49\x24\x3B\x9D\x11\x9D\x48\x8A\x8C\x0A\x2F\xF1\x47\x9B\x31\xA5\xD5\x6D\xF1\xE9\x69\x4F\xB8\x9E\x50\x4F\xD7\x4B\x79\x61\x86\xDA\x28\xC2\xE1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x85\x38\x86\x6C\x00\x00\x00\x00\xFE\xFF\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB6\x47\x00\x1F\x49\x14\x06\x05\x0C\x00\x05\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x30\x55\x02\x7C\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA1\x32\xD3\xC1\x17\x25\x17\x44\x5D\x20\xF0\xB7\x96\x61\x28\x98\x4F\xF9\xDB\xDB\xE7\x26\xCE\xB3\x6C\x86\xE3\xD2\xC2\x83\xEA\xD2\xF8\x4E\x70\xE5\x63\xE8\x63\x33\x3D\x79\x7B\x32\xBE\x0C\xD7\x22\x45\x88\xDD\xDB\xB5\xF3\x07\x5F\x62\x98\xC0\x49\xA1\xB1\xE5\xBB\x18\x67\x5F\xD8\x3D\x76\xE0\x5F\xD3\x6C\xA2\x6D\xD4\x85\x23\x41\x88\x51\x55\x57\x36\x33\x5E\x8A\x76\x7B\xAF\xA6\xC0\x47\x6B\xE8\x02\xC0\x46\xF2\xC0\x1D\xB9\x5C\x7E\x4C\x2F\xE2\xF0\x7D\xC1\x50\x45\xB5\x4A\x52\x36\xE7\x5C\x5D\x94\x49\x24\x3B\x9D\x11\x9D\x48\x8A\x8C\x0A\x2F\xF1\x47\x9B\x31\xA5\xD5\x6D\xF1\xE9\x69\x4F\xB8\x9E\x50\x4F\xD7\x4B\x79\x61\x86\xDA\x28\xC2\xE1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test49(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD950356E), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 11889)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 11889)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x14), ('P4rIngress.count_exp.exponent', 0x1E)], 11889)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 11889)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x247CAC03), ('P4rIngress.values_v00000.hi', 0x9E3FDF5B)], 11889)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6C347AA7), ('P4rIngress.values_v00001.hi', 0x6E7F8156)], 11889)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xA75644FF), ('P4rIngress.values_v00010.hi', 0x7B578C4F)], 11889)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xD747D224), ('P4rIngress.values_v00011.hi', 0x1C5E379F)], 11889)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6C7F5CF9), ('P4rIngress.values_v00100.hi', 0x7352108F)], 11889)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x33EB5F0F), ('P4rIngress.values_v00101.hi', 0x2AA7DA5F)], 11889)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5731663D), ('P4rIngress.values_v00110.hi', 0x69442523)], 11889)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7DDB0F97), ('P4rIngress.values_v00111.hi', 0x11E3AD6F)], 11889)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xADA3CDF6), ('P4rIngress.values_v01000.hi', 0x5C4EEE4E)], 11889)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x30AB663D), ('P4rIngress.values_v01001.hi', 0xACA74166)], 11889)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x027698B2), ('P4rIngress.values_v01010.hi', 0x8705E752)], 11889)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x561E0883), ('P4rIngress.values_v01011.hi', 0x6CE282EF)], 11889)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x8AA7529D), ('P4rIngress.values_v01100.hi', 0x7E699592)], 11889)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x9DF6795B), ('P4rIngress.values_v01101.hi', 0x34A7D799)], 11889)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x71FC5308), ('P4rIngress.values_v01110.hi', 0xA24FBC37)], 11889)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x889A8BEF), ('P4rIngress.values_v01111.hi', 0x4ED2DB0C)], 11889)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xE4424355), ('P4rIngress.values_v10000.hi', 0x7CC61FA7)], 11889)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5CB54A43), ('P4rIngress.values_v10001.hi', 0x9F39B739)], 11889)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7F3B349D), ('P4rIngress.values_v10010.hi', 0x452C8C4B)], 11889)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x2A87B636), ('P4rIngress.values_v10011.hi', 0xB1844AB1)], 11889)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xD73D2D65), ('P4rIngress.values_v10100.hi', 0x52C732A3)], 11889)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xA2978712), ('P4rIngress.values_v10101.hi', 0xA57E9F14)], 11889)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xD34C4A1B), ('P4rIngress.values_v10110.hi', 0x411A1CBA)], 11889)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7D9EEAB3), ('P4rIngress.values_v10111.hi', 0x9613F6C7)], 11889)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5EB6F70C), ('P4rIngress.values_v11000.hi', 0xA36BC2DD)], 11889)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x71C11B1F), ('P4rIngress.values_v11001.hi', 0xB0A486B7)], 11889)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xF5384C39), ('P4rIngress.values_v11010.hi', 0x736C3387)], 11889)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x4B2AB6A9), ('P4rIngress.values_v11011.hi', 0x15B6DCF3)], 11889)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5C46E7F7), ('P4rIngress.values_v11100.hi', 0x4CC99614)], 11889)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x9C971CC6), ('P4rIngress.values_v11101.hi', 0x0A485E72)], 11889)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4B557F59), ('P4rIngress.values_v11110.hi', 0x5B28AB27)], 11889)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xCD511C13), ('P4rIngress.values_v11111.hi', 0x6CD4B70D)], 11889)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3500),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000914),
                gc.DataTuple('slot_count', 0x00000892),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x328C0A26),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x63111706),
                gc.KeyTuple('src_port', 0xF66D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3500),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x0276),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x63\x11\x17\x06\x00\x00\x00\x00\xF6\x6D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x35\x00\x00\x0F\x32\x8C\x0A\x26\x05\x5D\x07\x55\xFF\xFF\xFF\xFF\x00\x40\x00\x00\x4E\x87\xAF\x03\xF4\x9F\x4B\x15\x7F\xF7\x1F\x6D\x2B\xD8\x3F\xFF\xAC\x74\x4C\x43\x5A\x21\xF2\x55\x53\x8E\xD4\xF4\x0E\xD3\x5A\xFD\x0F\xEE\xDF\x1D\x52\x00\x37\x75\x7A\xA2\x75\x4D\xEB\xBF\xB3\xBF\x35\xB7\xFE\xE3\x7D\x6C\xF5\xCF\x5B\x43\xA7\x83\x71\x5F\x64\x96\x28\xF0\xEF\xFC\x4A\x2A\x01\xEF\x54\x3F\xCB\x6B\x3B\x85\x4C\xF7\x92\xD5\x58\xF3\xF6\xFF\x8C\x5C\x3D\x07\x6A\x8D\x47\xBC\x6B\x2F\xAF\x68\xF4\xB0\x3B\x8D\x65\x56\xB8\xD3\xD1\x4B\xE6\x9E\x5A\x9B\x0F\x0C\x2E\xF5\x9B\x65\xB9\x33\xC9\xD6\xA8\xF1\x1E\xD8\x0B\x57\x9A\x26\x29\xA1\x2D\x87\xC4\xB1\x4A\xAF\x66\x4F\xA2\x4C\x22\x62\xC6\x4C\x65\x2B\x4B\x15\x6D\xC9\x5E\xDB\x36\x44\x94\xED\xC0\xB2\x67\x65\xDC\x2F\x59\x50\x9A\x37\xEA\x88\xD9\x57\xB0\x5B\x53\x3B\x53\x44\x4F\x32\x63\xD9\x06\x92\x23\xFC\x12\xF5\x4B\x54\xF4\xE8\x28\xB7\xF7\x47\xEA\xCF\xBB\x59\x2A\x79\x2F\x51\x57\xB9\xE7\x73\x82\xBA\x5C\xCB\x59\x06\xFD\x6B\x49\x8B\x24\xBC\x15\x96\xB8\x27\x39\xEE\xC6\x6C\x52\x5D\x0E\x36\xF6\xD4\xC6\xAC\xBF\x3C\xCF\xCD\x23\xC3\x26\x6A\x4C\x8D\x95\x0E\xE9\x93\x25\xBD\x63\xDB\x96\x8C\xEE\xC9\x4F\x9F\xDE\x25\x07\x3A\xE8\x8F\x62\xCA\xFC\xA8\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C\x84\xEA\x38\x82\x83\xF0\xD7\x4C\xED\xB7\x52\xFC\xBD\x48\x84\x9C\x8A\x8F\xDA\x1F\x88\x9D\x39\xDD\xF2\x21\xF6\x38\xC6\xE8\x6F\x83\xDA\x7D\xEC\x18\x15\x4B\xEE\xA4\x40\x0D\xD1\x4E\x80\x9C\xF5\x8D\xC8\x7D\x3D\x99\xCC\xB6\x92\x8E\xBF\x44\x65\xA0\x38\x21\xF1\x1B\x9A\xF6\xAF\xED\x3F\xDC\xC1\x5E\xF6\xA4\x95\xA9\x53\xAB\x2C\xFA\xE1\x9A\x48\xD3\x42\x5C\x1E\x77\xDA\xB7\xC7\xEA\x7E\x0F\x80\x98\x88\x95\x8D\x18'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x63\x11\x17\x06\x00\x00\x00\x00\xF6\x6D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x35\x00\x00\x0F\x32\x8C\x0A\x26\x05\x5D\x07\x55\xFF\xFF\xFF\xFF\x00\x40\x00\x00\x73\x04\x5B\x06\xF4\x9F\x4B\x15\x7F\xFF\xFF\xFF\x2B\xD8\x3F\xFF\x80\x00\x00\x00\x5A\x21\xF2\x55\x2A\xD6\xA7\x18\x0E\xD3\x5A\xFD\x7C\x6E\x3C\x16\x52\x00\x37\x75\x7F\xFF\xFF\xFF\xEB\xBF\xB3\xBF\x7F\xFF\xFF\xFF\x7D\x6C\xF5\xCF\x7F\xFF\xFF\xFF\x71\x5F\x64\x96\xD6\x94\xBD\xF2\x4A\x2A\x01\xEF\x7F\xFF\xFF\xFF\x3B\x85\x4C\xF7\x95\x4B\xF1\xA5\xF6\xFF\x8C\x5C\x7F\xFF\xFF\xFF\x47\xBC\x6B\x2F\x80\x00\x00\x00\x3B\x8D\x65\x56\x80\x00\x00\x00\xE6\x9E\x5A\x9B\x7F\xFF\xFF\xFF\x9B\x65\xB9\x33\x80\x00\x00\x00\x1E\xD8\x0B\x57\x80\x00\x00\x00\x2D\x87\xC4\xB1\x7F\xFF\xFF\xFF\xA2\x4C\x22\x62\x45\x87\x99\xC8\x4B\x15\x6D\xC9\x7F\xFF\xFF\xFF\x94\xED\xC0\xB2\x3E\xA3\x09\x94\x59\x50\x9A\x37\x8D\x20\x60\x69\xB0\x5B\x53\x3B\x26\x90\x99\x4D\x63\xD9\x06\x92\x7F\xFF\xFF\xFF\x4B\x54\xF4\xE8\x7F\xFF\xFF\xFF\xEA\xCF\xBB\x59\x7F\xFF\xFF\xFF\x57\xB9\xE7\x73\x80\x00\x00\x00\x59\x06\xFD\x6B\x7F\xFF\xFF\xFF\x15\x96\xB8\x27\x7F\xFF\xFF\xFF\x52\x5D\x0E\x36\x93\x6B\xE3\x72\xBF\x3C\xCF\xCD\x6F\x18\xA5\xC3\x4C\x8D\x95\x0E\xB6\xE4\x41\xD0\x63\xDB\x96\x8C\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x2E\x71\x02\x76\x00\x00\xD9\x50\xB5\x6E\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x15\x55\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x73\x04\x5B\x06\x92\xDF\x2A\x70\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x2A\xD6\xA7\x18\x2B\x31\x92\x9C\x7C\x6E\x3C\x16\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x16\x67\x8E\x1E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD6\x94\xBD\xF2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE8\x2C\x8E\x5D\x95\x4B\xF1\xA5\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x1B\x46\x32\x34\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x6D\xAA\xE6\x63\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x45\x87\x99\xC8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x3E\xA3\x09\x94\x7F\xFF\xFF\xFF\x8D\x20\x60\x69\x80\x00\x00\x00\x26\x90\x99\x4D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE1\x68\xEB\xAF\x7F\xFF\xFF\xFF\x8E\x3B\x7E\x36\x7F\xFF\xFF\xFF\x08\x5E\x6E\x2A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2B\x4D\x95\x1A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x93\x6B\xE3\x72\xC9\x85\x2E\x3F\x6F\x18\xA5\xC3\x7F\xFF\xFF\xFF\xB6\xE4\x41\xD0\x7F\xFF\xFF\xFF\xEE\xC9\x4F\x9F\xDE\x25\x07\x3A\xE8\x8F\x62\xCA\xFC\xA8\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C\x84\xEA\x38\x82\x83\xF0\xD7\x4C\xED\xB7\x52\xFC\xBD\x48\x84\x9C\x8A\x8F\xDA\x1F\x88\x9D\x39\xDD\xF2\x21\xF6\x38\xC6\xE8\x6F\x83\xDA\x7D\xEC\x18\x15\x4B\xEE\xA4\x40\x0D\xD1\x4E\x80\x9C\xF5\x8D\xC8\x7D\x3D\x99\xCC\xB6\x92\x8E\xBF\x44\x65\xA0\x38\x21\xF1\x1B\x9A\xF6\xAF\xED\x3F\xDC\xC1\x5E\xF6\xA4\x95\xA9\x53\xAB\x2C\xFA\xE1\x9A\x48\xD3\x42\x5C\x1E\x77\xDA\xB7\xC7\xEA\x7E\x0F\x80\x98\x88\x95\x8D\x18'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test50(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x13A77495), ('P4rIngress.bitmap_seq.seq', 0x61F630F5)], 15781)
        self.setRegisterValue('P4rIngress.rounds', 0x61F630F5, 15781)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0E), ('P4rIngress.count_exp.exponent', 0x74)], 15781)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 15781)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x42332B5B), ('P4rIngress.values_v00000.hi', 0xDD992ECF)], 15781)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7750BF34), ('P4rIngress.values_v00001.hi', 0x2730AFC7)], 15781)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xF113AF95), ('P4rIngress.values_v00010.hi', 0x43B76FEB)], 15781)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x7DD27AF3), ('P4rIngress.values_v00011.hi', 0xF6DD8B57)], 15781)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x737FFA6E), ('P4rIngress.values_v00100.hi', 0x766ABF88)], 15781)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5097AD2C), ('P4rIngress.values_v00101.hi', 0xAE7FD267)], 15781)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6CD362D5), ('P4rIngress.values_v00110.hi', 0x7B3A0B89)], 15781)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x54D56FFB), ('P4rIngress.values_v00111.hi', 0x2A259573)], 15781)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x3B76863F), ('P4rIngress.values_v01000.hi', 0x40EEB31E)], 15781)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x1AA2DF1D), ('P4rIngress.values_v01001.hi', 0x66D1AE7C)], 15781)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x74176D46), ('P4rIngress.values_v01010.hi', 0xA12EE2D7)], 15781)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x72528424), ('P4rIngress.values_v01011.hi', 0x408436C0)], 15781)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x97265815), ('P4rIngress.values_v01100.hi', 0x3ED3564F)], 15781)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xB79EE2DF), ('P4rIngress.values_v01101.hi', 0x2FF22926)], 15781)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x9CEE14C0), ('P4rIngress.values_v01110.hi', 0x54A92D76)], 15781)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xD49FA717), ('P4rIngress.values_v01111.hi', 0x85B02BB6)], 15781)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x53AFEC47), ('P4rIngress.values_v10000.hi', 0x4618FCCC)], 15781)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4EE8C544), ('P4rIngress.values_v10001.hi', 0x14F91EB2)], 15781)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5DF7BCDD), ('P4rIngress.values_v10010.hi', 0x0E9375A4)], 15781)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xB06F0580), ('P4rIngress.values_v10011.hi', 0xB4C3F2E9)], 15781)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x2DE5C262), ('P4rIngress.values_v10100.hi', 0xBD4E52D0)], 15781)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xBACE6EAE), ('P4rIngress.values_v10101.hi', 0x3107AB5C)], 15781)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x44715457), ('P4rIngress.values_v10110.hi', 0x4A4EFEE9)], 15781)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x57490CF7), ('P4rIngress.values_v10111.hi', 0xD8C405AD)], 15781)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xA5E81287), ('P4rIngress.values_v11000.hi', 0x2F0CD9F7)], 15781)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xB5555635), ('P4rIngress.values_v11001.hi', 0x5C336216)], 15781)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7B9BAF2C), ('P4rIngress.values_v11010.hi', 0x4A59969E)], 15781)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xBA24D557), ('P4rIngress.values_v11011.hi', 0xA3872AF9)], 15781)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x091F572B), ('P4rIngress.values_v11100.hi', 0x069C497B)], 15781)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x3B0A92DB), ('P4rIngress.values_v11101.hi', 0x51D258A1)], 15781)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xE55CF807), ('P4rIngress.values_v11110.hi', 0x5B2066BC)], 15781)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x25CE5B2E), ('P4rIngress.values_v11111.hi', 0x4E0516B9)], 15781)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6A96),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001AE5),
                gc.DataTuple('slot_count', 0x000003C2),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x543B9658),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0xD6B10B8B),
                gc.KeyTuple('src_port', 0xFAD8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6A96),
                gc.DataTuple('rank', 0x000F),
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
        ig_port = 4
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD6\xB1\x0B\x8B\x00\x00\x00\x00\xFA\xD8\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x6A\x96\x00\x0F\x54\x3B\x96\x58\x02\xC0\x07\x81\x61\xF6\x30\xF5\x00\x40\x00\x00\xAE\xF7\xE4\x17\x44\xDD\xD8\xDF\x58\x97\xBF\x6C\x78\x13\x71\x2D\x82\x0E\x03\x79\x72\x76\xC8\xAB\x94\x75\x79\x59\xB0\x99\x79\x37\xD6\x78\xD4\x2C\x5E\xD4\xB8\xA9\x5A\x8C\xFD\x25\xFD\xD6\xDF\x93\x6C\x8D\x6D\x95\x79\x43\x6D\x8B\x67\x50\x44\x2B\x66\x25\xD7\x2A\x93\x5C\x9D\xF5\x73\x23\x53\xA2\x71\xAD\x83\x35\x17\x58\xE8\xBE\xE5\xA9\x4F\x45\xBB\x9E\x56\xBD\x37\x7D\xAC\x2D\x78\x3F\xA8\xCC\x85\xDD\x55\xFB\x6A\xB4\x13\x0B\xD0\xBB\x23\x3C\xAC\xFD\xDD\xDF\xE2\x03\xB6\x01\xD7\x27\x55\x7B\x17\xD7\x2D\xBB\xF8\xC1\xAC\xE8\x6A\x8D\xF5\x3E\x76\xA1\xE1\xCA\x44\x2A\xD5\x76\xD6\x59\xC8\xAE\x34\x1B\x83\x53\x7D\xAA\x34\x94\x85\xB5\x10\xD4\xB3\xEB\x25\x82\x65\x97\x87\x43\xAA\x6E\x9B\xAA\xBE\x3A\xED\x4D\xB3\x56\xFC\x52\x50\xA1\x0D\xE6\x71\xE4\xEC\x69\x5C\x88\x46\xA6\x28\xAD\x7C\x8F\x87\xF4\x6E\xCB\x97\x1E\xC8\xE7\xB3\x35\x76\x01\x7C\xB6\xA1\x96\x3E\xD9\x25\x64\x53\x8A\xE2\x4D\xB7\x71\x9E\x31\x1E\xBC\x5A\x3B\xD2\xCD\x63\x2B\x12\x24\x87\x1E\x6E\x89\xD7\x46\x59\x0B\xF8\xE7\xB0\x46\x9F\xC3\x48\xEB\x13\x5A\x6B\x19\x25\x2C\x4E\x63\x5A\x80\x9B\xD3\xBC\x0D\xC3\x76\x98\xA6\x4A\x31\x77\x02\xE0\x26\xB9\x1A\x4B\x88\xFD\x5D\x6F\x4D\x39\x57\xE9\xFC\x0A\xA4\x9B\xE3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD6\xB1\x0B\x8B\xBE\xEF\xFA\xD8\x01\x20\x00\x00\x50\x34\x02\x82\x6A\x96\x00\x0F\x54\x3B\x96\x58\x02\xC0\x01\x81\x61\xF6\x30\xF5\x00\x40\x00\x0F\xF1\x2B\x0F\x72\x44\xDD\xD8\xDF\x7F\xFF\xFF\xFF\x78\x13\x71\x2D\x80\x00\x00\x00\x72\x76\xC8\xAB\x12\x47\xF4\x4C\xB0\x99\x79\x37\x49\xF8\xCE\x9A\x5E\xD4\xB8\xA9\x7F\xFF\xFF\xFF\xFD\xD6\xDF\x93\x7F\xFF\xFF\xFF\x79\x43\x6D\x8B\x7F\xFF\xFF\xFF\x66\x25\xD7\x2A\xCE\xD3\x24\x34\x73\x23\x53\xA2\x7F\xFF\xFF\xFF\x17\x58\xE8\xBE\x59\xC0\xBC\x8B\xBB\x9E\x56\xBD\x7F\xFF\xFF\xFF\x78\x3F\xA8\xCC\x80\x00\x00\x00\x6A\xB4\x13\x0B\x88\x5A\x06\x1B\xAC\xFD\xDD\xDF\x80\x00\x00\x00\xD7\x27\x55\x7B\xEC\x76\xD4\xD2\xF8\xC1\xAC\xE8\x7F\xFF\xFF\xFF\x76\xA1\xE1\xCA\x7F\xFF\xFF\xFF\xD6\x59\xC8\xAE\x7F\xFF\xFF\xFF\x7D\xAA\x34\x94\x80\x00\x00\x00\xB3\xEB\x25\x82\x7F\xFF\xFF\xFF\xAA\x6E\x9B\xAA\x80\x00\x00\x00\xB3\x56\xFC\x52\x7F\xFF\xFF\xFF\x71\xE4\xEC\x69\x7F\xFF\xFF\xFF\x28\xAD\x7C\x8F\x80\x00\x00\x00\x97\x1E\xC8\xE7\x80\x00\x00\x00\x7C\xB6\xA1\x96\x7F\xFF\xFF\xFF\x53\x8A\xE2\x4D\x80\x00\x00\x00\x1E\xBC\x5A\x3B\xDB\xEC\xBA\x56\x12\x24\x87\x1E\x7F\xFF\xFF\xFF\x59\x0B\xF8\xE7\x95\xA3\x97\xCA\x48\xEB\x13\x5A\x7F\xFF\xFF\xFF\x4E\x63\x5A\x80\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x3D\xA5\x00\xF2\x00\x00\x13\xA7\xF4\x95\x61\xF6\x30\xF5\x61\xF6\x30\xF5\x0F\x81\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xF1\x2B\x0F\x72\x22\x77\x07\xAE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x12\x47\xF4\x4C\xA7\x77\x04\x8E\x49\xF8\xCE\x9A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAC\x56\xB1\xFA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCE\xD3\x24\x34\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7E\x2A\x97\x3A\x59\xC0\xBC\x8B\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x88\x5A\x06\x1B\xDC\xF0\x07\x05\x80\x00\x00\x00\x2B\xD0\x82\xF1\xEC\x76\xD4\xD2\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEB\x52\xE7\x60\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xE4\x5E\xA7\xAE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x01\x71\x82\x3C\x80\x00\x00\x00\xC6\x2B\xA2\xDE\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xC2\x43\x85\x34\xDB\xEC\xBA\x56\x18\xC0\xD0\x99\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x95\xA3\x97\xCA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9B\xD3\xBC\x0D\xC3\x76\x98\xA6\x4A\x31\x77\x02\xE0\x26\xB9\x1A\x4B\x88\xFD\x5D\x6F\x4D\x39\x57\xE9\xFC\x0A\xA4\x9B\xE3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test51(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x03061249), ('P4rIngress.bitmap_seq.seq', 0xA9148494)], 9901)
        self.setRegisterValue('P4rIngress.rounds', 0xA9148494, 9901)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0C), ('P4rIngress.count_exp.exponent', 0x7E)], 9901)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 9901)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xE5BEB4CB), ('P4rIngress.values_v00000.hi', 0xDD4167A3)], 9901)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x47159C20), ('P4rIngress.values_v00001.hi', 0x4B9C781A)], 9901)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x87F350C7), ('P4rIngress.values_v00010.hi', 0x557A3B6D)], 9901)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x26528B4B), ('P4rIngress.values_v00011.hi', 0x3B478DF3)], 9901)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x44B2F695), ('P4rIngress.values_v00100.hi', 0x8E68EACF)], 9901)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x54F9683B), ('P4rIngress.values_v00101.hi', 0xBBDC77E5)], 9901)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x36EC5C8D), ('P4rIngress.values_v00110.hi', 0x58AE5445)], 9901)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xBFF05A2D), ('P4rIngress.values_v00111.hi', 0x9F5BC9E3)], 9901)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x1BA72A9D), ('P4rIngress.values_v01000.hi', 0x74C91CC9)], 9901)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xBB3D63E8), ('P4rIngress.values_v01001.hi', 0x652B7666)], 9901)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6B64DAAC), ('P4rIngress.values_v01010.hi', 0xE6FD7757)], 9901)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xADB31915), ('P4rIngress.values_v01011.hi', 0xBFAF6F77)], 9901)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x66C74B9B), ('P4rIngress.values_v01100.hi', 0x78BBA54E)], 9901)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xB14BDB57), ('P4rIngress.values_v01101.hi', 0x5782FA1B)], 9901)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x3294D523), ('P4rIngress.values_v01110.hi', 0x611B97F3)], 9901)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xAFD6C33B), ('P4rIngress.values_v01111.hi', 0x4B75ED17)], 9901)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x8A526D26), ('P4rIngress.values_v10000.hi', 0xBFB123EE)], 9901)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x786072E1), ('P4rIngress.values_v10001.hi', 0x68440730)], 9901)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6656A45D), ('P4rIngress.values_v10010.hi', 0x3309B285)], 9901)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xE80B57AE), ('P4rIngress.values_v10011.hi', 0x4DDE0E8C)], 9901)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x3F085F61), ('P4rIngress.values_v10100.hi', 0x702ED0BA)], 9901)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xF95AE553), ('P4rIngress.values_v10101.hi', 0x4373D1C5)], 9901)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x434AAF3F), ('P4rIngress.values_v10110.hi', 0xBF53F5DE)], 9901)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xB3684681), ('P4rIngress.values_v10111.hi', 0x45D6D7B3)], 9901)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4DC248D7), ('P4rIngress.values_v11000.hi', 0x71362787)], 9901)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4E7CB211), ('P4rIngress.values_v11001.hi', 0x4D22E195)], 9901)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x3114B68B), ('P4rIngress.values_v11010.hi', 0x6AD9550B)], 9901)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x64D060D6), ('P4rIngress.values_v11011.hi', 0xD86BCD93)], 9901)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x86B2AA36), ('P4rIngress.values_v11100.hi', 0x6D29B60B)], 9901)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7343E72B), ('P4rIngress.values_v11101.hi', 0xD0981274)], 9901)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4B3B836E), ('P4rIngress.values_v11110.hi', 0x2A94DAA1)], 9901)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x1DC66E4B), ('P4rIngress.values_v11111.hi', 0x915D8C1C)], 9901)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xBF1C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001A4),
                gc.DataTuple('slot_count', 0x00001B43),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4BFE4725),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x023),
                gc.KeyTuple('src_addr', 0x2AD7A87C),
                gc.KeyTuple('src_port', 0x1074),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xBF1C),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x02B0),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2A\xD7\xA8\x7C\x00\x00\x00\x00\x10\x74\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xBF\x1C\x00\x0F\x4B\xFE\x47\x25\x05\x09\x03\xA3\xA9\x14\x84\x94\x00\x40\x00\x00\xF5\x2A\x35\x09\xFE\x7F\x7D\x23\x61\x97\x4A\xAE\x62\x4F\x66\xE1\x8C\x55\x67\x6A\x5E\x1C\x1A\x6F\x75\xEA\x97\x57\xE7\x75\x4D\xBE\x3F\x39\x46\x95\x96\xAC\x2A\xD3\x4A\xE9\xDC\xA7\xBF\x06\x76\xED\x56\xB4\x08\x85\x5B\x0A\xB0\x65\xA9\xC9\xE2\x09\x9C\x96\x21\xF8\x7B\xA5\x4F\x52\x2E\x53\xC8\x4B\x8B\x30\x26\x25\x79\x99\x24\xB7\x52\x7E\x14\xCA\xA6\xE4\xAB\x51\xA5\xAF\xB9\x25\xB6\x2E\x21\xF7\xC6\x75\x83\x1C\x33\x9C\x0D\xF0\x36\x5D\x15\xA1\x5B\xD4\xE3\xFB\x57\x3C\x10\x2C\x33\x8B\x31\x8D\xC8\x72\x93\xF9\x68\x9E\xE9\xEB\x4A\x1D\x1A\xDF\xB6\x06\xE6\xAE\x27\x5B\xC6\x7F\x4E\xF9\xD9\x31\x49\x70\x66\x2F\x63\xAD\x3C\xEF\x96\x83\x62\x27\x6C\xA4\xC8\x7D\x71\x92\x63\x2B\x6B\x66\x10\xFB\x0A\x5F\xC4\xB9\x50\x43\x49\x5B\x6F\xCA\x68\x43\x4F\x9F\x96\x52\x83\x30\x3D\xBE\x4C\xFD\xD2\x4A\x35\xD4\x63\x58\x55\xB3\x18\x1E\x4E\x25\xA1\xDB\x64\xBE\x93\xB3\x78\x16\xFE\xFC\x4B\x58\xB2\x8B\x4C\xBD\x76\x32\x9E\xCC\x4A\x19\x94\xBC\xC8\x90\x65\x84\x9A\x95\x2B\xE4\x8F\x69\x57\xCA\xF7\x54\x5F\x93\xC3\x56\x6A\xB2\xE2\x85\xF9\x72\xAA\xC3\xDB\xD2\x30\x18\x21\x92\xB4\xFC\xEF\xCE\xF4\x0B\xF0\x04\x9C\x17\x99\xD9\x91\x34\x34\xD3\x55\xD3\xD5\xDE\x1C\xD1\x0E\x1B\x66\x06\x68\x8D\x53\x88\xDD\x07\xDD\x86\xA0\xD6\x35\x61\xE3\x3A\x37\x49\x91\xEB\x03\xE7\x77\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08\xEF\x6E\xC1\xCF\xFA\x6F\x84\xC7\x7B\x6E\x70\x7F\xED\xC2\xA1\x94\x6A\xA4\x1D\xF8\xC0\xDC\x5C\xAF\x60\xFB\x14\x43\xE9\x4D\x52\xB3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2A\xD7\xA8\x7C\x00\x00\x00\x00\x10\x74\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xBF\x1C\x00\x0F\x4B\xFE\x47\x25\x05\x09\x03\xA3\xA9\x14\x84\x94\x00\x40\x00\x00\xDA\xE8\xE9\xD4\xFE\x7F\x7D\x23\x7F\xFF\xFF\xFF\x62\x4F\x66\xE1\x80\x00\x00\x00\x5E\x1C\x1A\x6F\x7F\xFF\xFF\xFF\xE7\x75\x4D\xBE\x7F\xFF\xFF\xFF\x96\xAC\x2A\xD3\x7F\xFF\xFF\xFF\xBF\x06\x76\xED\x7F\xFF\xFF\xFF\x5B\x0A\xB0\x65\x80\x00\x00\x00\x9C\x96\x21\xF8\x7F\xFF\xFF\xFF\x2E\x53\xC8\x4B\x80\x00\x00\x00\x79\x99\x24\xB7\x7F\xFF\xFF\xFF\xA6\xE4\xAB\x51\x80\x00\x00\x00\xB6\x2E\x21\xF7\x2D\x3C\xCE\xB7\x33\x9C\x0D\xF0\xE7\xA8\xF0\xF8\x5B\xD4\xE3\xFB\x7F\xFF\xFF\xFF\x33\x8B\x31\x8D\x80\x00\x00\x00\x68\x9E\xE9\xEB\xD4\x6F\x88\x05\xB6\x06\xE6\xAE\x7F\xFF\xFF\xFF\x4E\xF9\xD9\x31\x7F\xFF\xFF\xFF\x63\xAD\x3C\xEF\x80\x00\x00\x00\x6C\xA4\xC8\x7D\x7F\xFF\xFF\xFF\x6B\x66\x10\xFB\x03\xBA\xAA\x0C\x50\x43\x49\x5B\x7F\xFF\xFF\xFF\x4F\x9F\x96\x52\x80\x00\x00\x00\x4C\xFD\xD2\x4A\x7F\xFF\xFF\xFF\x55\xB3\x18\x1E\x7F\xFF\xFF\xFF\x64\xBE\x93\xB3\x7F\xFF\xFF\xFF\x4B\x58\xB2\x8B\x7F\xFF\xFF\xFF\x9E\xCC\x4A\x19\x80\x00\x00\x00\x65\x84\x9A\x95\x7F\xFF\xFF\xFF\x57\xCA\xF7\x54\x7F\xFF\xFF\xFF\x6A\xB2\xE2\x85\x17\x39\x19\x0E\xDB\xD2\x30\x18\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x26\xAD\x02\xB0\x00\x00\x03\x06\x92\x49\xA9\x14\x84\x94\xA9\x14\x84\x94\x0D\xA3\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xDA\xE8\xE9\xD4\xDB\xC0\xE4\xC6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x22\xBC\xDB\xB1\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x8D\xE2\x22\xA8\x80\x00\x00\x00\x80\x00\x00\x00\x2D\x3C\xCE\xB7\x7F\xFF\xFF\xFF\xE7\xA8\xF0\xF8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD4\x6F\x88\x05\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x03\xBA\xAA\x0C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0E\xF3\x8C\x30\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x28\x63\x09\xC8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x17\x39\x19\x0E\x80\x00\x00\x00\x21\x92\xB4\xFC\xEF\xCE\xF4\x0B\xF0\x04\x9C\x17\x99\xD9\x91\x34\x34\xD3\x55\xD3\xD5\xDE\x1C\xD1\x0E\x1B\x66\x06\x68\x8D\x53\x88\xDD\x07\xDD\x86\xA0\xD6\x35\x61\xE3\x3A\x37\x49\x91\xEB\x03\xE7\x77\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08\xEF\x6E\xC1\xCF\xFA\x6F\x84\xC7\x7B\x6E\x70\x7F\xED\xC2\xA1\x94\x6A\xA4\x1D\xF8\xC0\xDC\x5C\xAF\x60\xFB\x14\x43\xE9\x4D\x52\xB3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test52(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6B835169), ('P4rIngress.bitmap_seq.seq', 0x30000000)], 10898)
        self.setRegisterValue('P4rIngress.rounds', 0x30000000, 10898)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0x54)], 10898)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 10898)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x05BBB9B8), ('P4rIngress.values_v00000.hi', 0x8B9538FC)], 10898)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x65E1A52F), ('P4rIngress.values_v00001.hi', 0x6B27CC4F)], 10898)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x97A9DE64), ('P4rIngress.values_v00010.hi', 0x638EA163)], 10898)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xEA8C1B99), ('P4rIngress.values_v00011.hi', 0x3AAC981F)], 10898)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x1692ED31), ('P4rIngress.values_v00100.hi', 0x53E6A5A1)], 10898)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5875F0B0), ('P4rIngress.values_v00101.hi', 0xB9D4B0DF)], 10898)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x72552844), ('P4rIngress.values_v00110.hi', 0x7AC9482C)], 10898)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x77965863), ('P4rIngress.values_v00111.hi', 0x377F309F)], 10898)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xFD64CBB3), ('P4rIngress.values_v01000.hi', 0x4630F305)], 10898)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x1E34068F), ('P4rIngress.values_v01001.hi', 0xFB9A07A6)], 10898)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x2D1A292F), ('P4rIngress.values_v01010.hi', 0x934A6BC4)], 10898)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x56352551), ('P4rIngress.values_v01011.hi', 0x1A283846)], 10898)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x8914A4CF), ('P4rIngress.values_v01100.hi', 0x64C1C667)], 10898)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xB71F7688), ('P4rIngress.values_v01101.hi', 0xD5A41968)], 10898)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xAA660847), ('P4rIngress.values_v01110.hi', 0x7BC672EF)], 10898)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x8CCB660F), ('P4rIngress.values_v01111.hi', 0xDD51CF0F)], 10898)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6194F117), ('P4rIngress.values_v10000.hi', 0x6D7C8E72)], 10898)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x729A8979), ('P4rIngress.values_v10001.hi', 0xD2BB6B87)], 10898)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x73F27956), ('P4rIngress.values_v10010.hi', 0x6EBC592C)], 10898)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xD1966DA0), ('P4rIngress.values_v10011.hi', 0xDBA971F5)], 10898)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x490B1A0F), ('P4rIngress.values_v10100.hi', 0x8DCAD917)], 10898)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xBB995E4D), ('P4rIngress.values_v10101.hi', 0x2DAA7A26)], 10898)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x652F53C0), ('P4rIngress.values_v10110.hi', 0x6A2365D7)], 10898)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x725B3A19), ('P4rIngress.values_v10111.hi', 0xFC178EF1)], 10898)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xB28D33DF), ('P4rIngress.values_v11000.hi', 0x1C50E60B)], 10898)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x9AF38BAF), ('P4rIngress.values_v11001.hi', 0x54FF935F)], 10898)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7A013DEE), ('P4rIngress.values_v11010.hi', 0x4EA64DB9)], 10898)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xBB9A0A95), ('P4rIngress.values_v11011.hi', 0x40728DBE)], 10898)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x1B5E4E4C), ('P4rIngress.values_v11100.hi', 0x34353257)], 10898)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x45A073D5), ('P4rIngress.values_v11101.hi', 0x6C09B99A)], 10898)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x27A322D1), ('P4rIngress.values_v11110.hi', 0x47B94A9B)], 10898)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x64EDB527), ('P4rIngress.values_v11111.hi', 0x7D338EFA)], 10898)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB23B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A62),
                gc.DataTuple('slot_count', 0x000006C3),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8D46E1AB),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03D),
                gc.KeyTuple('src_addr', 0x4980897B),
                gc.KeyTuple('src_port', 0x344C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB23B),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x0099),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x49\x80\x89\x7B\x00\x00\x00\x00\x34\x4C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB2\x3B\x00\x0F\x8D\x46\xE1\xAB\x00\x30\x01\xF9\x30\x00\x00\x00\x00\x40\x00\x00\x5F\x5B\xBA\xB8\x5A\x44\xD0\xD8\x22\x98\xE5\x0F\x45\x51\xCF\x50\xC3\x9D\x17\x8F\x6E\x4A\x17\x3F\x6E\xB5\xC8\x8F\x8F\x93\x9A\x79\xEA\x59\x45\x6F\x5A\x17\xA8\x5F\x5B\xA2\x79\xF9\x1F\xDE\x97\xF1\x4D\x14\xA0\xA1\x0D\xCF\x8F\xC0\x6D\x87\x5A\x29\x49\x3C\xBF\x1C\x6F\x03\x8B\x95\x61\x9E\x23\x21\x65\xAC\x26\x24\xED\xAB\x31\xB3\xFB\x63\x89\xA1\xDD\x6A\x7F\x9F\x64\xBD\xB6\x89\x72\x95\x1F\xA6\xF4\xE7\x16\x4A\x2F\xD1\x8C\xAB\x26\x27\xD7\xC4\xCE\x87\xE8\xCA\xC9\x9F\xEA\x6B\xA8\xE4\xFA\xF1\xF8\xAB\x55\xF2\x83\x77\x1D\x6C\x2B\xD2\x4B\xCE\x2D\x55\xB8\x63\x16\xBC\x49\x72\x76\x8B\x32\x3B\x4B\x16\x91\x3E\x24\xEA\x59\x69\xAB\xB3\x74\xB1\x8B\xC5\x44\xF9\x52\xEF\xB3\x46\xCC\xD2\xD3\x7C\x8C\x48\x59\xFD\x9C\x6B\xA5\xEA\x3F\x6A\x11\x52\x4D\x4A\x68\x58\x18\x9F\x94\xAE\x7B\x74\x3F\x12\x54\xAD\xB4\x9A\x3D\x92\x36\x43\xDB\x0B\x1B\x8F\x16\x59\x95\x13\x0B\x2E\x3A\x14\xEC\xB1\xF4\xFB\xA2\xCA\x9A\x8D\x72\xF4\x5C\x9C\x71\x43\x98\x98\x3F\x54\xD3\xFD\x5C\xB6\x03\x17\x89\x1D\x34\xAB\x81\x3B\x16\xB6\x5F\xFC\x55\xC3\x2E\x84\xB9\xE7\x40\x3C\x70\xF1\xC5\x8F\x57\x30\xDD\x3C\xEC\x65\x49\x34\x9C\x1F\x00\xA8\x8B\x9D\x8F\xE7\xD1\x7E\x47\x69\xF9\x8C\xF2\xC8\x3D\x3E\x34\xDB\x96\x88\xA1\x12\x52\xE0\xCC\xA6\x7D\x95\xAE\x59\x61\x47\x96\x81\x0D\x5D\x82\xA0\x8E\xA0\xEF\xBC\x13\x76\x38\x7C\x7D\xC1\xC3\x71\xD5\xB9\x5D\x9F\xC7\xCD\x32\xC1\x02\xBC\xED\x45\xD8\x4C\xC5\x9F\x1B\x4B\xC2\x66\x42\xE9\x08\xD8\xE8\x3C\x4B\x2A\xB5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x49\x80\x89\x7B\xBE\xEF\x34\x4C\x01\x20\x00\x00\x50\x34\x02\x82\xB2\x3B\x00\x0F\x8D\x46\xE1\xAB\x00\x30\x01\xF9\x30\x00\x00\x00\x00\x40\x00\x10\x65\x17\x74\x70\x5A\x44\xD0\xD8\x7F\xFF\xFF\xFF\x45\x51\xCF\x50\x80\x00\x00\x00\x6E\x4A\x17\x3F\x59\x41\xE4\x28\x8F\x93\x9A\x79\x00\xEC\x32\xA0\x5A\x17\xA8\x5F\x7F\xFF\xFF\xFF\x1F\xDE\x97\xF1\x7F\xFF\xFF\xFF\x0D\xCF\x8F\xC0\x7F\xFF\xFF\xFF\x49\x3C\xBF\x1C\x6C\x68\x57\x48\x61\x9E\x23\x21\x7F\xFF\xFF\xFF\xED\xAB\x31\xB3\x28\x7D\xB2\xD0\xDD\x6A\x7F\x9F\x7F\xFF\xFF\xFF\x72\x95\x1F\xA6\x80\x00\x00\x00\x2F\xD1\x8C\xAB\xDD\x47\x4E\x4C\xCE\x87\xE8\xCA\x80\x00\x00\x00\xA8\xE4\xFA\xF1\x85\x76\xBC\x01\x83\x77\x1D\x6C\x7F\xFF\xFF\xFF\x2D\x55\xB8\x63\x7F\xFF\xFF\xFF\x76\x8B\x32\x3B\x7F\xFF\xFF\xFF\x24\xEA\x59\x69\x80\x00\x00\x00\x8B\xC5\x44\xF9\x7F\xFF\xFF\xFF\xCC\xD2\xD3\x7C\x80\x00\x00\x00\x9C\x6B\xA5\xEA\x7F\xFF\xFF\xFF\x4D\x4A\x68\x58\x7F\xFF\xFF\xFF\x7B\x74\x3F\x12\x07\x3A\xE8\x79\x3D\x92\x36\x43\x80\x00\x00\x00\x16\x59\x95\x13\x7F\xFF\xFF\xFF\xEC\xB1\xF4\xFB\x80\x00\x00\x00\x72\xF4\x5C\x9C\x7F\xFF\xFF\xFF\x3F\x54\xD3\xFD\x7F\xFF\xFF\xFF\x89\x1D\x34\xAB\xA8\xDE\x39\x87\x5F\xFC\x55\xC3\x7F\xFF\xFF\xFF\x40\x3C\x70\xF1\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2A\x92\x00\x99\x00\x00\x6B\x83\xD1\x69\x30\x00\x00\x00\x30\x00\x00\x00\x10\xF9\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x65\x17\x74\x70\xE5\xDA\x09\xD4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x59\x41\xE4\x28\xCA\x40\x32\x98\x00\xEC\x32\xA0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD9\xB3\x48\xD0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6C\x68\x57\x48\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE9\x45\x39\x59\x28\x7D\xB2\xD0\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xDD\x47\x4E\x4C\xA4\x2C\x02\x32\x80\x00\x00\x00\x24\xAB\x6D\xE0\x85\x76\xBC\x01\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x49\x46\x9D\xC2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xCA\x16\x20\x10\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x77\x8B\xCE\x03\x07\x3A\xE8\x79\x59\xE3\x1C\x4E\x80\x00\x00\x00\x6B\x59\x28\x72\x7F\xFF\xFF\xFF\x3B\x58\x42\xB4\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x73\x8A\x06\x54\x7F\xFF\xFF\xFF\xF5\x26\xEE\x45\xA8\xDE\x39\x87\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC5\x8F\x57\x30\xDD\x3C\xEC\x65\x49\x34\x9C\x1F\x00\xA8\x8B\x9D\x8F\xE7\xD1\x7E\x47\x69\xF9\x8C\xF2\xC8\x3D\x3E\x34\xDB\x96\x88\xA1\x12\x52\xE0\xCC\xA6\x7D\x95\xAE\x59\x61\x47\x96\x81\x0D\x5D\x82\xA0\x8E\xA0\xEF\xBC\x13\x76\x38\x7C\x7D\xC1\xC3\x71\xD5\xB9\x5D\x9F\xC7\xCD\x32\xC1\x02\xBC\xED\x45\xD8\x4C\xC5\x9F\x1B\x4B\xC2\x66\x42\xE9\x08\xD8\xE8\x3C\x4B\x2A\xB5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test53(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x292F2EB8), ('P4rIngress.bitmap_seq.seq', 0x40000000)], 11258)
        self.setRegisterValue('P4rIngress.rounds', 0x40000000, 11258)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x08), ('P4rIngress.count_exp.exponent', 0x2B)], 11258)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 11258)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x1B67B4A3), ('P4rIngress.values_v00000.hi', 0xE520FCEB)], 11258)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x41FD29B1), ('P4rIngress.values_v00001.hi', 0xF745A4BD)], 11258)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x67BACDA5), ('P4rIngress.values_v00010.hi', 0x6853BBBD)], 11258)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x373D29BF), ('P4rIngress.values_v00011.hi', 0x4E6A81AC)], 11258)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4D9C93AC), ('P4rIngress.values_v00100.hi', 0x6579805D)], 11258)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x8EB4B1E3), ('P4rIngress.values_v00101.hi', 0x8A899359)], 11258)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xF3FC50F1), ('P4rIngress.values_v00110.hi', 0xA724AFFC)], 11258)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x45A2B136), ('P4rIngress.values_v00111.hi', 0x3D864B28)], 11258)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6C7E29E1), ('P4rIngress.values_v01000.hi', 0xC7775DFD)], 11258)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xA8D2F357), ('P4rIngress.values_v01001.hi', 0x5269294B)], 11258)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5224A89A), ('P4rIngress.values_v01010.hi', 0x7617E33A)], 11258)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x79004F64), ('P4rIngress.values_v01011.hi', 0x148F3A01)], 11258)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xA4605F4D), ('P4rIngress.values_v01100.hi', 0x42461B42)], 11258)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x5344DC4B), ('P4rIngress.values_v01101.hi', 0xCEF447D7)], 11258)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xF6CD057D), ('P4rIngress.values_v01110.hi', 0x85BDD660)], 11258)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4AB06A87), ('P4rIngress.values_v01111.hi', 0x6E156195)], 11258)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x8158CBAE), ('P4rIngress.values_v10000.hi', 0xCA2CD81D)], 11258)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xE5AF4136), ('P4rIngress.values_v10001.hi', 0x58CF6899)], 11258)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x483997A9), ('P4rIngress.values_v10010.hi', 0x528DC6D7)], 11258)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7B2D574E), ('P4rIngress.values_v10011.hi', 0xA278F6E5)], 11258)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7416ED43), ('P4rIngress.values_v10100.hi', 0x4153E547)], 11258)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x542CD131), ('P4rIngress.values_v10101.hi', 0xB3D5E62E)], 11258)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4C9F3D48), ('P4rIngress.values_v10110.hi', 0x08CF4C8E)], 11258)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7FDFD4D9), ('P4rIngress.values_v10111.hi', 0x696DCD8F)], 11258)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x7AC751A9), ('P4rIngress.values_v11000.hi', 0x4C351965)], 11258)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5ABD7796), ('P4rIngress.values_v11001.hi', 0x4AE485A1)], 11258)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x98619003), ('P4rIngress.values_v11010.hi', 0xA6EA72A4)], 11258)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x49CDD88F), ('P4rIngress.values_v11011.hi', 0x250CF145)], 11258)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x315CDE55), ('P4rIngress.values_v11100.hi', 0xCBAA7D6E)], 11258)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x71718C6F), ('P4rIngress.values_v11101.hi', 0x335D7534)], 11258)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x9996E4B6), ('P4rIngress.values_v11110.hi', 0x69DB337B)], 11258)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x1129CEE5), ('P4rIngress.values_v11111.hi', 0x5A4821BF)], 11258)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0687),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008C1),
                gc.DataTuple('slot_count', 0x00000CC3),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xED363081),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x19AC5A09),
                gc.KeyTuple('src_port', 0xABBE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0687),
                gc.DataTuple('rank', 0x000F),
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
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x19\xAC\x5A\x09\x00\x00\x00\x00\xAB\xBE\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x06\x87\x00\x0F\xED\x36\x30\x81\x03\x39\x01\x54\x40\x00\x00\x00\x00\x40\x00\x00\xEB\x36\x8C\x2F\xF3\x67\xEE\xD9\x66\xD2\x53\xB7\x0B\x7B\xFE\x7A\x2A\x23\xD7\xAF\x2C\x7A\x67\x9B\x37\x62\xE9\x91\x4E\xAD\x72\xA2\x80\x00\x00\x00\x4B\x09\x77\x79\xCC\xA5\x03\xCF\xE8\xF2\xBD\x50\xA5\xE7\x67\xC7\xC6\x31\x95\x6C\x7F\xAA\xF1\xA4\x7D\x3E\xDD\x72\x27\x78\xD7\x67\xA4\xA2\x63\x11\xA7\xDA\x2B\x52\x4B\xB5\x9C\x5D\x12\x73\xEE\xBA\x18\xF4\x55\xAB\x62\x29\x65\x27\x6E\x4B\x19\x17\xB6\x42\xD0\xAF\x67\x37\x63\x1D\x71\xB8\x59\xD7\x76\x3E\xE3\xB3\x39\x63\x78\x96\x98\xB2\x8D\x3B\x6A\x4C\xEA\x4A\x18\xEE\x77\xED\xED\x69\xBD\x9C\x56\xEB\x5B\xEE\x4B\xA5\xE7\x6C\x8F\x76\xAE\xAB\x4D\x99\x0A\x5E\x79\x11\x9B\xDC\x1C\xA1\xFD\xD5\xBC\xD0\xB2\x82\x23\x23\x8D\x56\xE2\x77\x11\x6A\x5C\x7F\x9F\x91\xB7\x1D\xE1\x3B\x44\xBB\x61\x3B\x7F\x97\x8D\x2B\x59\x91\x95\xB7\x68\xB2\xAE\x4C\xC1\xE8\xEB\x9C\x5C\x73\xA9\x6E\x5E\x8B\x33\x12\x5D\xDC\x15\x79\x8C\x2B\x3A\xB2\xA3\x4C\x6A\xD5\x49\x8C\x59\x9C\x75\xEB\x1D\x57\x69\x37\x9B\x15\x81\x66\x0F\x3A\x69\xD5\x44\x8B\x75\x89\x35\xAD\xB1\x2C\xC5\x62\x69\xF9\xA2\x09\x7B\x45\xEB\xAD\x14\x6D\x3E\xF7\x11\x94\xF6\x3B\x50\x57\xED\xB4\xF8\xF4\xB5\x9F\x4F\xDF\xB0\xAE\xAC\x35\x55\xE9\xF1\xAC\x19\x3E\xBE\x08\xB1\x3E\x31\xC8\x69\x67\xD8\x53\x41\xA0\x7D\x91\x6B\xA5\x5C\x2A\x29\x8B\x35\xA8\x21\xD1\x3B\xDD\x1D\x1B\xE7\x19\x37\xE6\xFD\xD9\x1D\xB9\x2E\x30\x72\xDF\x84\xC2\x66\x00\xE8\xF6\xE0\x36\x36\x90\x5B\xF5\xDC\x96\x6C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x19\xAC\x5A\x09\xBE\xEF\xAB\xBE\x01\x20\x00\x00\x50\x34\x02\x82\x06\x87\x00\x0F\xED\x36\x30\x81\x03\x39\x01\x54\x40\x00\x00\x00\x00\x40\x00\x09\x06\x9E\x40\xD2\xF3\x67\xEE\xD9\x7F\xFF\xFF\xFF\x0B\x7B\xFE\x7A\x7F\xFF\xFF\xFF\x2C\x7A\x67\x9B\x6E\xA0\x13\x50\x4E\xAD\x72\xA2\xCD\x9C\x93\xAC\x4B\x09\x77\x79\x80\x00\x00\x00\xE8\xF2\xBD\x50\x99\xE3\xB8\xB8\xC6\x31\x95\x6C\x7F\xFF\xFF\xFF\x7D\x3E\xDD\x72\x7F\xFF\xFF\xFF\xA4\xA2\x63\x11\x80\x00\x00\x00\x4B\xB5\x9C\x5D\x64\x98\x97\x54\x18\xF4\x55\xAB\x7F\xFF\xFF\xFF\x6E\x4B\x19\x17\x80\x00\x00\x00\x67\x37\x63\x1D\x7F\xFF\xFF\xFF\x76\x3E\xE3\xB3\x30\x30\x7E\x13\x98\xB2\x8D\x3B\x7F\xFF\xFF\xFF\x18\xEE\x77\xED\x80\x00\x00\x00\x56\xEB\x5B\xEE\x31\x55\x28\xA2\x8F\x76\xAE\xAB\x7F\xFF\xFF\xFF\x79\x11\x9B\xDC\x7F\xFF\xFF\xFF\xBC\xD0\xB2\x82\x7F\xFF\xFF\xFF\xE2\x77\x11\x6A\x7F\xFF\xFF\xFF\xB7\x1D\xE1\x3B\x7F\xFF\xFF\xFF\x7F\x97\x8D\x2B\x7F\xFF\xFF\xFF\x68\xB2\xAE\x4C\x3C\xB0\x3D\x45\x5C\x73\xA9\x6E\x7F\xFF\xFF\xFF\x5D\xDC\x15\x79\x80\x00\x00\x00\xA3\x4C\x6A\xD5\x7F\xFF\xFF\xFF\x75\xEB\x1D\x57\x7F\xFF\xFF\xFF\x81\x66\x0F\x3A\x7F\xFF\xFF\xFF\x75\x89\x35\xAD\x80\x00\x00\x00\x69\xF9\xA2\x09\x7F\xFF\xFF\xFF\x14\x6D\x3E\xF7\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2B\xFA\x00\xE2\x00\x00\x29\x2F\xAE\xB8\x40\x00\x00\x00\x40\x00\x00\x00\x09\x54\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x06\x9E\x40\xD2\xD8\x88\xEB\xC4\x7F\xFF\xFF\xFF\x02\xC1\xA3\x37\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6E\xA0\x13\x50\x7F\xFF\xFF\xFF\xCD\x9C\x93\xAC\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x99\xE3\xB8\xB8\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x64\x98\x97\x54\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x45\x33\x2B\x8A\x30\x30\x7E\x13\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x21\x18\x34\x0B\x31\x55\x28\xA2\xE8\x46\x17\x44\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x23\xCA\xF6\xB1\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3C\xB0\x3D\x45\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6E\xB5\x60\xB6\x11\x94\xF6\x3B\x50\x57\xED\xB4\xF8\xF4\xB5\x9F\x4F\xDF\xB0\xAE\xAC\x35\x55\xE9\xF1\xAC\x19\x3E\xBE\x08\xB1\x3E\x31\xC8\x69\x67\xD8\x53\x41\xA0\x7D\x91\x6B\xA5\x5C\x2A\x29\x8B\x35\xA8\x21\xD1\x3B\xDD\x1D\x1B\xE7\x19\x37\xE6\xFD\xD9\x1D\xB9\x2E\x30\x72\xDF\x84\xC2\x66\x00\xE8\xF6\xE0\x36\x36\x90\x5B\xF5\xDC\x96\x6C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test54(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7422388F), ('P4rIngress.bitmap_seq.seq', 0x33B9DA76)], 13027)
        self.setRegisterValue('P4rIngress.rounds', 0x33B9DA76, 13027)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x02), ('P4rIngress.count_exp.exponent', 0x5D)], 13027)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 13027)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xD972A04A), ('P4rIngress.values_v00000.hi', 0xB62EEE84)], 13027)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x2C132A28), ('P4rIngress.values_v00001.hi', 0x5E5E0A22)], 13027)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x21626DEF), ('P4rIngress.values_v00010.hi', 0x403DB9B3)], 13027)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x1B46F987), ('P4rIngress.values_v00011.hi', 0x3DDB5955)], 13027)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xA6190EA7), ('P4rIngress.values_v00100.hi', 0xBF1B9A61)], 13027)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xD4BEC122), ('P4rIngress.values_v00101.hi', 0xC67DA977)], 13027)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x8DF6B5CC), ('P4rIngress.values_v00110.hi', 0xBBCEA630)], 13027)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x557C9E99), ('P4rIngress.values_v00111.hi', 0x80AFFB1D)], 13027)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xC6F1F432), ('P4rIngress.values_v01000.hi', 0xA9BCB74A)], 13027)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xBE9057FB), ('P4rIngress.values_v01001.hi', 0x01F684AC)], 13027)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xDCF99729), ('P4rIngress.values_v01010.hi', 0x9C176EC8)], 13027)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4D7B3499), ('P4rIngress.values_v01011.hi', 0x5ECD54D0)], 13027)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x5FEB8A73), ('P4rIngress.values_v01100.hi', 0x5A51B9F3)], 13027)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xEF09ECE3), ('P4rIngress.values_v01101.hi', 0x54D93836)], 13027)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x8A7BD9DD), ('P4rIngress.values_v01110.hi', 0x6B1CD6B5)], 13027)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xE3F6374B), ('P4rIngress.values_v01111.hi', 0x367598B7)], 13027)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x009F0B12), ('P4rIngress.values_v10000.hi', 0x4DB6940D)], 13027)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x9E6FDED4), ('P4rIngress.values_v10001.hi', 0xBBFBEC2A)], 13027)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x3B11091C), ('P4rIngress.values_v10010.hi', 0x68D917FA)], 13027)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7490F15E), ('P4rIngress.values_v10011.hi', 0x1D77B4DF)], 13027)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x382E6D8B), ('P4rIngress.values_v10100.hi', 0xC68C5486)], 13027)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x8ACDDCC2), ('P4rIngress.values_v10101.hi', 0xACC8E2DC)], 13027)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xDA731AD5), ('P4rIngress.values_v10110.hi', 0xBCDAF3F3)], 13027)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x9DF06D2D), ('P4rIngress.values_v10111.hi', 0x52B60C81)], 13027)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xA9CA9C7B), ('P4rIngress.values_v11000.hi', 0xB957A7FF)], 13027)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x752A27DB), ('P4rIngress.values_v11001.hi', 0xA038F3D3)], 13027)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x5DE69C81), ('P4rIngress.values_v11010.hi', 0xEAA6C515)], 13027)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x43897D1B), ('P4rIngress.values_v11011.hi', 0x8BD10CCB)], 13027)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6BC7B92A), ('P4rIngress.values_v11100.hi', 0x667D83E9)], 13027)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x91FD92C4), ('P4rIngress.values_v11101.hi', 0xB759C284)], 13027)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x2300496E), ('P4rIngress.values_v11110.hi', 0x5ED6D0B3)], 13027)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x55950C8B), ('P4rIngress.values_v11111.hi', 0x566DE156)], 13027)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x773F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A5E),
                gc.DataTuple('slot_count', 0x00000FC4),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5DE2B187),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00A),
                gc.KeyTuple('src_addr', 0x0955A237),
                gc.KeyTuple('src_port', 0xEFD9),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x773F),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x0160),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x09\x55\xA2\x37\x00\x00\x00\x00\xEF\xD9\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x77\x3F\x00\x0F\x5D\xE2\xB1\x87\x08\x85\x05\xF2\x33\xB9\xDA\x76\x00\x40\x00\x00\xCD\xFD\xF2\x66\x0A\xF6\x69\xF7\x68\x53\x33\x37\x48\xC2\x2A\x77\x6A\xAA\xC5\x57\x7D\xCF\xB7\xA2\x27\x6A\xF1\x84\x18\xDB\xB5\xE9\x8F\x5C\x1C\x43\xA6\xD7\xD1\x37\x95\x82\x7C\x35\x8B\x6D\xE5\x72\x92\x64\xB5\x1B\xA6\xA3\x66\x58\x64\x2F\xA2\xB9\xDC\x97\x7C\x5D\xAA\x8D\x2D\x87\xBC\x82\x06\x57\x8A\xE1\xDD\x63\xA4\x94\x0A\x2D\x9E\xB3\x5B\xE6\xDF\xA7\xAC\x58\x6B\x9F\x2D\x95\x4D\xC5\x75\x4E\x24\x0F\x8A\xFD\x4F\x8E\xF4\x40\xF0\x67\x4A\xF6\x4E\xF1\xAC\x49\x8B\x11\x7A\x76\x6C\xD4\xCF\xF4\x1B\x94\xB6\xE1\xAF\x34\x2A\xFD\x7F\x85\x89\x57\x50\x6A\x30\x89\x59\x2B\xA7\xD4\x8C\x15\x4C\x46\x8A\x33\xED\x8C\x48\x69\xD2\x2B\x17\x80\x6B\xC3\xD5\x17\x25\xE7\x7E\xA5\xC4\x73\xA4\xC5\x75\xD1\xB7\x5D\xDB\x9F\xD2\x4D\x7A\x58\x9A\x46\x9A\xF7\xB2\xE2\xC7\x95\xBD\xFC\xCE\x25\x51\x5C\x1D\xE7\xBA\x19\x86\xA1\xDD\x44\x9D\xEF\x16\xBA\x0B\x90\xB0\xD9\x66\x09\x7B\x82\x3F\xCC\xE3\x8F\x70\xD6\x5A\x15\x30\xA0\xE3\x91\xE6\xBA\x1B\x0D\xA5\x2F\x28\x91\x51\x0C\xD4\x86\x2D\xD7\xE3\x2B\x1D\xBD\x79\xBE\x63\xB3\x5E\xE9\x81\xDD\x44\xBB\xB9\xDE\x56\xD4\x39\xC4\xC9\x7D\x6C\xAD\x02\x2E\x62\xD2\x08\x45\x78\xB2\x3B\xA8\x97\xEA\x57\x5F\x84\x09\x96\x86\x95\x08\xE9\x1D\x42\x87\x97\x74\x10\x8B\x00\xDA\xA2\x2E\xC6\xAA\xBC\xBF\x17\xD9\x45\x03\xB3\x77\xB1\x5C\x2F\x8D\x2B\x1B\x25\xA2\x60\x39\x34\xD6\xD7\xBD\xDC\xC4\x51\x17\xBF\x35\x76\xC5\xD1\x7D\xB2\xBC\x3A\x13\xE1\x27\x44\x77\x60\x06\xBA\x19\xED\xC4\x48\x3B\x22\x28\x4C\xD5\x03\x0B\xD9\x9E\x35\xFD\x75\x6C\x64\xEA\x5F\x8A\x28\x6A\x7B\x67\x42\x83\xEB\x27\xED\xFE\x2B\x00\xEA\xE5\xC8\xFB\x28\x0B\x08\x51\x2D\x21\xFE\x32\x6B\x2F\xC3\x50\x96\xE7\x45\x9E\x79\x61\xBE\x1C\x17\x45\x4F\x5F\x5C\x14\x53\x67\x58\xE2\x15\x0B\x4D\xBA\x83\x5D\xB2\x1E\x7C\xEC\x32\x0C\xB4\x26\x10\x2E\x87'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x09\x55\xA2\x37\xBE\xEF\xEF\xD9\x01\x20\x00\x00\x50\x34\x02\x82\x77\x3F\x00\x0F\x5D\xE2\xB1\x87\x08\x85\x01\xF2\x33\xB9\xDA\x76\x00\x40\x00\x03\xA7\x70\x92\xB0\x0A\xF6\x69\xF7\x7F\xFF\xFF\xFF\x48\xC2\x2A\x77\x7F\xFF\xFF\xFF\x7D\xCF\xB7\xA2\x42\xB1\xEB\x0B\x18\xDB\xB5\xE9\x80\x00\x00\x00\xA6\xD7\xD1\x37\x80\x00\x00\x00\x8B\x6D\xE5\x72\x80\x00\x00\x00\xA6\xA3\x66\x58\x7F\xFF\xFF\xFF\xDC\x97\x7C\x5D\x80\x00\x00\x00\xBC\x82\x06\x57\x80\x00\x00\x00\xA4\x94\x0A\x2D\x80\x00\x00\x00\xDF\xA7\xAC\x58\x7F\xFF\xFF\xFF\x4D\xC5\x75\x4E\x7F\xFF\xFF\xFF\x4F\x8E\xF4\x40\xDF\x71\x37\xD9\x4E\xF1\xAC\x49\x80\x00\x00\x00\x6C\xD4\xCF\xF4\xFF\x8A\xEE\x2C\xAF\x34\x2A\xFD\x7F\xFF\xFF\xFF\x50\x6A\x30\x89\xF7\x9B\x86\xA8\x8C\x15\x4C\x46\xC5\x44\xF6\xA8\x48\x69\xD2\x2B\x7F\xFF\xFF\xFF\xD5\x17\x25\xE7\x7F\xFF\xFF\xFF\xA4\xC5\x75\xD1\x80\x00\x00\x00\xD2\x4D\x7A\x58\x80\x00\x00\x00\xB2\xE2\xC7\x95\x80\x00\x00\x00\x51\x5C\x1D\xE7\x80\x00\x00\x00\xDD\x44\x9D\xEF\x7F\xFF\xFF\xFF\xB0\xD9\x66\x09\x7F\xFF\xFF\xFF\xE3\x8F\x70\xD6\x7F\xFF\xFF\xFF\xE3\x91\xE6\xBA\x7F\xFF\xFF\xFF\x28\x91\x51\x0C\x80\x00\x00\x00\xE3\x2B\x1D\xBD\x7F\xFF\xFF\xFF\x5E\xE9\x81\xDD\x7F\xFF\xFF\xFF\x56\xD4\x39\xC4\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x32\xE3\x01\x60\x00\x00\x74\x22\xB8\x8F\x33\xB9\xDA\x76\x33\xB9\xDA\x76\x03\xF2\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xA7\x70\x92\xB0\xC1\x25\x58\x7B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x42\xB1\xEB\x0B\x56\xB7\x0F\x3E\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xA6\x8A\x8E\xD9\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDF\x71\x37\xD9\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xFF\x8A\xEE\x2C\xE5\xA9\xC3\xB4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF7\x9B\x86\xA8\x80\x00\x00\x00\xC5\x44\xF6\xA8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF2\x8E\xDA\xC6\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x96\x9C\x45\xEE\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xCE\x36\x35\xEB\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x9A\x84\xE0\x41\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC9\x7D\x6C\xAD\x02\x2E\x62\xD2\x08\x45\x78\xB2\x3B\xA8\x97\xEA\x57\x5F\x84\x09\x96\x86\x95\x08\xE9\x1D\x42\x87\x97\x74\x10\x8B\x00\xDA\xA2\x2E\xC6\xAA\xBC\xBF\x17\xD9\x45\x03\xB3\x77\xB1\x5C\x2F\x8D\x2B\x1B\x25\xA2\x60\x39\x34\xD6\xD7\xBD\xDC\xC4\x51\x17\xBF\x35\x76\xC5\xD1\x7D\xB2\xBC\x3A\x13\xE1\x27\x44\x77\x60\x06\xBA\x19\xED\xC4\x48\x3B\x22\x28\x4C\xD5\x03\x0B\xD9\x9E\x35\xFD\x75\x6C\x64\xEA\x5F\x8A\x28\x6A\x7B\x67\x42\x83\xEB\x27\xED\xFE\x2B\x00\xEA\xE5\xC8\xFB\x28\x0B\x08\x51\x2D\x21\xFE\x32\x6B\x2F\xC3\x50\x96\xE7\x45\x9E\x79\x61\xBE\x1C\x17\x45\x4F\x5F\x5C\x14\x53\x67\x58\xE2\x15\x0B\x4D\xBA\x83\x5D\xB2\x1E\x7C\xEC\x32\x0C\xB4\x26\x10\x2E\x87'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test55(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4FA95F47), ('P4rIngress.bitmap_seq.seq', 0x60E3ADEA)], 14659)
        self.setRegisterValue('P4rIngress.rounds', 0x60E3ADEA, 14659)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0D), ('P4rIngress.count_exp.exponent', 0x74)], 14659)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 14659)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7B40ED1B), ('P4rIngress.values_v00000.hi', 0x39745BFB)], 14659)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x54C77952), ('P4rIngress.values_v00001.hi', 0x3717733F)], 14659)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x4A4EE459), ('P4rIngress.values_v00010.hi', 0x45B4006B)], 14659)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xE5DFD4A2), ('P4rIngress.values_v00011.hi', 0x27E1914C)], 14659)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x36E25B3B), ('P4rIngress.values_v00100.hi', 0x4794A7E6)], 14659)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xA950DFAF), ('P4rIngress.values_v00101.hi', 0x8AFB7533)], 14659)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x9CFA7ED7), ('P4rIngress.values_v00110.hi', 0xB9499B7D)], 14659)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x33271125), ('P4rIngress.values_v00111.hi', 0x78E397D1)], 14659)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x3F2EF7C5), ('P4rIngress.values_v01000.hi', 0x97B0EEA9)], 14659)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xA54D4B6B), ('P4rIngress.values_v01001.hi', 0x5D04024B)], 14659)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x23E9AB90), ('P4rIngress.values_v01010.hi', 0x26B22244)], 14659)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5A5772B7), ('P4rIngress.values_v01011.hi', 0x288DCCFC)], 14659)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xC99C29AC), ('P4rIngress.values_v01100.hi', 0x720723EE)], 14659)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6A0B036B), ('P4rIngress.values_v01101.hi', 0x5EA9EEDB)], 14659)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xB2EB4D66), ('P4rIngress.values_v01110.hi', 0x129ED73A)], 14659)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6C4D22AD), ('P4rIngress.values_v01111.hi', 0x21A1F7AB)], 14659)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x34DEFB41), ('P4rIngress.values_v10000.hi', 0x6643C7C1)], 14659)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xDC51DF8C), ('P4rIngress.values_v10001.hi', 0x1BA758B9)], 14659)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xCBB47E7F), ('P4rIngress.values_v10010.hi', 0xDD4330C7)], 14659)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x9CA276B7), ('P4rIngress.values_v10011.hi', 0x36E96AB1)], 14659)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x50A585BB), ('P4rIngress.values_v10100.hi', 0xB75BE5E1)], 14659)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x128C5B5D), ('P4rIngress.values_v10101.hi', 0x5594ABAA)], 14659)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x96B31FEA), ('P4rIngress.values_v10110.hi', 0x6DF70A38)], 14659)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4C264FC8), ('P4rIngress.values_v10111.hi', 0x4F9C2892)], 14659)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x8D553B33), ('P4rIngress.values_v11000.hi', 0x953D1989)], 14659)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xB8FBADE6), ('P4rIngress.values_v11001.hi', 0x00000000)], 14659)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x5D093651), ('P4rIngress.values_v11010.hi', 0x351686BE)], 14659)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x80000000), ('P4rIngress.values_v11011.hi', 0x92493D59)], 14659)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x0A84FCB1), ('P4rIngress.values_v11100.hi', 0x75355B41)], 14659)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xCCDD862A), ('P4rIngress.values_v11101.hi', 0xFA6736ED)], 14659)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xDC5F5CBD), ('P4rIngress.values_v11110.hi', 0xF2293D5C)], 14659)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4EEFCDBA), ('P4rIngress.values_v11111.hi', 0x114A98B7)], 14659)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0D43),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001000),
                gc.DataTuple('slot_count', 0x00001000),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x69937A82),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x022),
                gc.KeyTuple('src_addr', 0x2B4BBA70),
                gc.KeyTuple('src_port', 0xB6E0),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0D43),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x0139),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2B\x4B\xBA\x70\x00\x00\x00\x00\xB6\xE0\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x0D\x43\x00\x0F\x69\x93\x7A\x82\x09\x43\x03\xA3\x60\xE3\xAD\xEA\x00\x40\x00\x00\xAB\x7A\xE5\xB1\xAA\xD6\xD2\x0B\x67\xBA\x6B\xFE\xA2\x7C\x36\xEC\x49\xE6\xA3\xE7\x53\x6B\x1F\xA3\xC5\x62\x9F\x49\x77\x56\xB3\x72\xBA\x3A\xD6\x3B\x38\x87\x96\x1F\x99\x6B\xFF\xC1\xBC\xBE\x32\x74\xF6\x96\x53\xB7\x8B\x9B\xF5\xF5\x56\xB2\x74\x8B\x14\xB0\x71\xE7\x4B\xE4\x6D\x5C\xDA\xD3\x9E\x51\xA7\xE9\x1F\xDC\x67\x66\x50\x5F\xEF\x99\x8C\xA4\x64\x7E\x74\xF5\x42\x4D\xB0\x93\x5B\xDB\xCA\xE8\xAE\x96\x55\x58\x2A\x18\x89\x0C\x2F\xD5\x96\x6F\x4B\x2C\x43\x53\xBD\xDD\xCC\x3D\x71\xA1\xFD\xC4\x4E\x3C\x53\x3A\xF8\xBE\x55\x9C\x30\x52\xEB\x74\x4E\xEF\x08\x34\x9B\xF0\x8A\xD4\x58\x99\xD5\x83\xD4\x16\xEB\xAF\xC5\xEF\xB2\x7E\xCC\x47\x9A\xB7\xF6\xFF\x73\x27\x18\xC9\x0C\xDD\xB5\x2F\x49\xB5\x6C\xBF\x97\x8D\x45\x54\x27\x15\xD5\xB2\x60\xD9\x1D\xBF\x1A\x97\x64\xEA\x0B\xD7\x51\xFD\x69\xD3\xBB\xDB\x47\x5F\x2D\x63\x59\x9F\xBE\xD6\x0A\x73\x00\x00\x00\x00\x60\x67\x0C\x59\x56\x6E\x97\xBE\x13\x61\xF0\xD3\xDB\xFD\x84\xDC\x78\xDD\x34\x99\x77\xAB\x9B\xF9\xD5\xA5\xA3\x13\x0A\x75\x61\xEF\x96\x59\x1F\xEF\x10\xA3\x84\xC8\x52\x1F\x27\xB5\xBB\x7B\x93\x69\x3A\x80\x58\xAE\xC5\x4C\x8E\x2A\x44\x6A\xEA\x78\x65\x82\xA9\x2C\x19\xA9\x08\xB4\x39\x4F\xBF\x8D\x01\x56\xAD\xDE\xB2\x78\xFA\xFF\x64\x90\xA3\xF1\x1F\x74\xED\x04\x21\xA6\x67\xCF\x8B\x6D\x57\xA2\x04\xF7\x80\x6C\xE7\x3D\xD7\x51\x62\x17\x9E\x9A\x1D\x2F\x98\x54\xAD\xE2\xA1\x6C\xFC\x46\x6D\x38\x08\x50\x16\x13\x47\x92\xDF\xC0\x52\x52\x18\x5B\xEF\x3E\xB5\x7B\x55\x3E\x4B\xD9\x04\x3E\x8C\x94\x85\x04\xBA\x8F\x05\x6A\xD1\xE8\xAD\x86\x31\x0D\x70\x0C\x26\xD2\x5F\x89\xA3\x26\xB6\xDF\x94\x92\xA5\xC5\x45\x1D\x2C\xDC\x35\x8A\x2C\x43\x62\x31\x8D\x14\x67\xA3\x0B\xCA\xEF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2B\x4B\xBA\x70\xBE\xEF\xB6\xE0\x01\x20\x00\x00\x50\x34\x02\x82\x0D\x43\x00\x0F\x69\x93\x7A\x82\x09\x43\x01\xA3\x60\xE3\xAD\xEA\x00\x40\x00\x0E\x26\xBB\xD2\xCC\xAA\xD6\xD2\x0B\x7F\xFF\xFF\xFF\xA2\x7C\x36\xEC\x7F\xFF\xFF\xFF\x53\x6B\x1F\xA3\xAB\x42\x73\xEB\x77\x56\xB3\x72\xF1\x1D\x31\x76\x38\x87\x96\x1F\x80\x00\x00\x00\xBC\xBE\x32\x74\x93\x90\xD2\x8E\x8B\x9B\xF5\xF5\x7F\xFF\xFF\xFF\x14\xB0\x71\xE7\x7F\xFF\xFF\xFF\xDA\xD3\x9E\x51\x80\x00\x00\x00\x67\x66\x50\x5F\x13\x83\x38\x34\x64\x7E\x74\xF5\x7F\xFF\xFF\xFF\x5B\xDB\xCA\xE8\x80\x00\x00\x00\x2A\x18\x89\x0C\x7F\xFF\xFF\xFF\x4B\x2C\x43\x53\x80\x00\x00\x00\x71\xA1\xFD\xC4\x7F\xFF\xFF\xFF\xF8\xBE\x55\x9C\x65\x31\xE6\xB5\x4E\xEF\x08\x34\x80\x00\x00\x00\x58\x99\xD5\x83\x9F\xCB\x6A\x2E\xC5\xEF\xB2\x7E\x80\x00\x00\x00\xF6\xFF\x73\x27\x69\x6E\x92\x98\xB5\x2F\x49\xB5\x7F\x4B\xF2\xEA\x45\x54\x27\x15\x80\x00\x00\x00\x1D\xBF\x1A\x97\x7F\xFF\xFF\xFF\x51\xFD\x69\xD3\x80\x00\x00\x00\x2D\x63\x59\x9F\x80\x00\x00\x00\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x56\x6E\x97\xBE\x93\x61\xF0\xD3\xDB\xFD\x84\xDC\x7F\xFF\xFF\xFF\x77\xAB\x9B\xF9\xA2\x83\x29\x3D\x0A\x75\x61\xEF\x80\x00\x00\x00\x10\xA3\x84\xC8\x7F\xFF\xFF\xFF\xBB\x7B\x93\x69\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x39\x43\x01\x39\x00\x00\x4F\xA9\xDF\x47\x60\xE3\xAD\xEA\x60\xE3\xAD\xEA\x0E\xA3\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x26\xBB\xD2\xCC\xE4\x4B\x2E\x06\x7F\xFF\xFF\xFF\xD9\x93\xAA\x2B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAB\x42\x73\xEB\x7F\xFF\xFF\xFF\xF1\x1D\x31\x76\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x93\x90\xD2\x8E\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x13\x83\x38\x34\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1A\x60\x4D\x47\x65\x31\xE6\xB5\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x74\x41\x2E\x3C\x9F\xCB\x6A\x2E\xA3\x32\xE3\x45\x80\x00\x00\x00\x2D\xE8\xDD\xD8\x69\x6E\x92\x98\x80\x00\x00\x00\x7F\x4B\xF2\xEA\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xC2\xA0\x73\x28\x80\x00\x00\x00\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x93\x61\xF0\xD3\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA2\x83\x29\x3D\x04\xDC\x98\xDC\x80\x00\x00\x00\x02\xCC\xC2\x24\x7F\xFF\xFF\xFF\xCC\xC6\x2C\x20\x3A\x80\x58\xAE\xC5\x4C\x8E\x2A\x44\x6A\xEA\x78\x65\x82\xA9\x2C\x19\xA9\x08\xB4\x39\x4F\xBF\x8D\x01\x56\xAD\xDE\xB2\x78\xFA\xFF\x64\x90\xA3\xF1\x1F\x74\xED\x04\x21\xA6\x67\xCF\x8B\x6D\x57\xA2\x04\xF7\x80\x6C\xE7\x3D\xD7\x51\x62\x17\x9E\x9A\x1D\x2F\x98\x54\xAD\xE2\xA1\x6C\xFC\x46\x6D\x38\x08\x50\x16\x13\x47\x92\xDF\xC0\x52\x52\x18\x5B\xEF\x3E\xB5\x7B\x55\x3E\x4B\xD9\x04\x3E\x8C\x94\x85\x04\xBA\x8F\x05\x6A\xD1\xE8\xAD\x86\x31\x0D\x70\x0C\x26\xD2\x5F\x89\xA3\x26\xB6\xDF\x94\x92\xA5\xC5\x45\x1D\x2C\xDC\x35\x8A\x2C\x43\x62\x31\x8D\x14\x67\xA3\x0B\xCA\xEF'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test56(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB8400B5D), ('P4rIngress.bitmap_seq.seq', 0x94C27A29)], 14433)
        self.setRegisterValue('P4rIngress.rounds', 0x94C27A29, 14433)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x11), ('P4rIngress.count_exp.exponent', 0x37)], 14433)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 14433)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xFBBCCED5), ('P4rIngress.values_v00000.hi', 0x35AEAB61)], 14433)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x70C5E393), ('P4rIngress.values_v00001.hi', 0x5E3CA11B)], 14433)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x523ABFB3), ('P4rIngress.values_v00010.hi', 0x5B6A141C)], 14433)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x3AFC5D9B), ('P4rIngress.values_v00011.hi', 0x257F3AD1)], 14433)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xA3A0CF82), ('P4rIngress.values_v00100.hi', 0x93E68648)], 14433)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x8C9D1203), ('P4rIngress.values_v00101.hi', 0xCCACC01B)], 14433)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x895BACFF), ('P4rIngress.values_v00110.hi', 0xE9BB4AF0)], 14433)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x785D997B), ('P4rIngress.values_v00111.hi', 0xA95332C5)], 14433)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xD8BB846F), ('P4rIngress.values_v01000.hi', 0xC6ED9095)], 14433)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xBEAB69A8), ('P4rIngress.values_v01001.hi', 0x58869889)], 14433)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xD725CB74), ('P4rIngress.values_v01010.hi', 0x5F1DEF9F)], 14433)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x65D636A9), ('P4rIngress.values_v01011.hi', 0x43D24E02)], 14433)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xB29CA1E8), ('P4rIngress.values_v01100.hi', 0x0D89C6CD)], 14433)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x8FA9EEED), ('P4rIngress.values_v01101.hi', 0x366F5EBB)], 14433)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xD95D3A93), ('P4rIngress.values_v01110.hi', 0x97A0839B)], 14433)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7BBAC3D9), ('P4rIngress.values_v01111.hi', 0x6D694C7D)], 14433)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x51E52681), ('P4rIngress.values_v10000.hi', 0xB7C43676)], 14433)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7C346523), ('P4rIngress.values_v10001.hi', 0x52C73B68)], 14433)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xAF7CAC72), ('P4rIngress.values_v10010.hi', 0x2A198225)], 14433)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x206E7AEB), ('P4rIngress.values_v10011.hi', 0x57C55BC6)], 14433)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x22B09AB7), ('P4rIngress.values_v10100.hi', 0x8C66F5D7)], 14433)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x276A8ACF), ('P4rIngress.values_v10101.hi', 0x200A6C88)], 14433)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xB24662E1), ('P4rIngress.values_v10110.hi', 0xF754F92F)], 14433)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x37337BF1), ('P4rIngress.values_v10111.hi', 0xA74ACD28)], 14433)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x951531E7), ('P4rIngress.values_v11000.hi', 0xB9E27EBE)], 14433)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x1DBF569E), ('P4rIngress.values_v11001.hi', 0x67CEF314)], 14433)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x72E97A2A), ('P4rIngress.values_v11010.hi', 0x950166A1)], 14433)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x450935AA), ('P4rIngress.values_v11011.hi', 0x4FE2CB7D)], 14433)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xA0A4EEB3), ('P4rIngress.values_v11100.hi', 0x40D6BE49)], 14433)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x1962942D), ('P4rIngress.values_v11101.hi', 0x30A32AB7)], 14433)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x1C16DB95), ('P4rIngress.values_v11110.hi', 0x3FCAD150)], 14433)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x99B69AAB), ('P4rIngress.values_v11111.hi', 0x22CF3950)], 14433)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9E5C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000013D5),
                gc.DataTuple('slot_count', 0x00000C2B),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB3665924),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00B),
                gc.KeyTuple('src_addr', 0xB07EF16D),
                gc.KeyTuple('src_port', 0x929B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9E5C),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x03DF),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB0\x7E\xF1\x6D\x00\x00\x00\x00\x92\x9B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x9E\x5C\x00\x0F\xB3\x66\x59\x24\x04\x8C\x03\x9B\x94\xC2\x7A\x29\x00\x40\x00\x00\x3C\x09\xE4\x64\xF7\x66\x96\x6F\x3D\x44\x2D\x31\x38\x68\x5D\x37\x4E\xFA\x90\x0E\x55\xB8\x56\x1B\xB3\xC8\x5D\xE9\x3D\x37\x80\xFB\xD6\xEE\x92\xEB\xBA\x0D\x1D\x7F\xD8\xBA\xED\xA0\x9E\x44\x81\xA7\xD6\xF1\x3A\x89\x80\x56\x5F\x3E\x47\x59\x67\x4F\xB1\x7B\x79\x53\xA3\xAC\xBE\xE4\xA4\xC9\xF3\x02\x9A\x97\x58\x73\x32\xE0\x00\x2D\x9F\xFC\x4A\xCF\x60\x9A\x04\x6F\x44\xD2\x9E\xBD\x29\xF5\x3A\x06\xA2\xA7\xB7\x06\x66\x6D\xE2\x7E\xAD\x68\xCA\x79\x6C\x49\x36\xDE\x95\x63\xD2\x9E\xAF\x95\x09\xA9\x07\x3F\xB3\x15\x1C\x87\xDB\x11\x98\x3B\xA2\xCB\x9C\xFC\x25\xF6\x1B\x65\x46\xF6\xB2\xAC\x98\x1C\xA0\x29\xAD\x5A\x69\x53\x91\x2D\x5F\xAC\xB4\xBD\x30\x82\x9A\xED\x23\x7B\x9E\xDD\xA8\x0C\x24\xFB\x1B\x2B\x9E\x97\x78\x79\x2C\xD2\x9B\x5D\xBE\x5D\x45\xBD\x0F\xF6\x5A\x01\x7C\xB6\xAF\x48\xAF\x32\xAD\x5C\xE5\x65\xD3\x9F\x03\xA0\x6D\xD8\x92\x7B\x3A\x46\x3A\x8E\x48\x61\x7B\xF9\xE5\x23\x20\xA7\x56\xDA\xF2\x8A\x57\xAA\x20\x80\xD5\x4E\xA9\x98\xCB\xEF\xCC\xA4\x80\x00\x00\x00\x61\x62\xA7\x24\x69\x56\x43\xB2\x71\xEC\xCF\x3B\xA8\xD9\x9A\xB7\x26\x75\xA8\xE6\x56\xF5\x42\xEC\x77\xDC\xD2\xD4\xEC\xA8\x34\x75\xC7\x18\x6A\x41\xBD\x27\xA5\x84\x4B\xE5\xA6\x71\x11\x28\xD3\xA7\x1D\xAA\x4F\xCD\xFD\x80\xCC\x72\x61\x77\x4B\x94\xAB\x35\x21\xE3\xC0\xF1\xB4\x94\x4F\xE0\xDD\xFC\xD7\x46\x40\x8C\xC5\xC7\xAE\x6D\x97\xDE\xB7\xB1\x5E\x52\xAB\x14\xFC\xAD\x8B\x40\xB1\x80\x1F\x4C\x83\x12\x2D\x3A\x26\x3D\x48\xE5\x20\xAA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB0\x7E\xF1\x6D\xBE\xEF\x92\x9B\x01\x20\x00\x00\x50\x34\x02\x82\x9E\x5C\x00\x0F\xB3\x66\x59\x24\x04\x8C\x01\x9B\x94\xC2\x7A\x29\x00\x40\x00\x12\x37\xC6\xB3\x39\xF7\x66\x96\x6F\x7F\xFF\xFF\xFF\x38\x68\x5D\x37\x7F\xFF\xFF\xFF\x55\xB8\x56\x1B\xEE\xC4\xBB\x84\x3D\x37\x80\xFB\x80\x00\x00\x00\xBA\x0D\x1D\x7F\x80\x00\x00\x00\x9E\x44\x81\xA7\x80\x00\x00\x00\x80\x56\x5F\x3E\x7F\xFF\xFF\xFF\xB1\x7B\x79\x53\x80\x00\x00\x00\xA4\xC9\xF3\x02\x80\x00\x00\x00\x32\xE0\x00\x2D\x80\x00\x00\x00\x60\x9A\x04\x6F\x7F\xFF\xFF\xFF\x29\xF5\x3A\x06\x80\x00\x00\x00\x66\x6D\xE2\x7E\x80\x00\x00\x00\x6C\x49\x36\xDE\x80\x00\x00\x00\xAF\x95\x09\xA9\x7F\xFF\xFF\xFF\x1C\x87\xDB\x11\xEA\x20\xC9\x4C\x9C\xFC\x25\xF6\x7F\xFF\xFF\xFF\xB2\xAC\x98\x1C\x80\x00\x00\x00\x69\x53\x91\x2D\x7F\xFF\xFF\xFF\x30\x82\x9A\xED\x46\x2C\x39\x94\xA8\x0C\x24\xFB\x42\x96\x29\x66\x78\x79\x2C\xD2\x80\x00\x00\x00\x45\xBD\x0F\xF6\x7F\xFF\xFF\xFF\xAF\x48\xAF\x32\x80\x00\x00\x00\xD3\x9F\x03\xA0\x7F\xFF\xFF\xFF\x3A\x46\x3A\x8E\x7F\xFF\xFF\xFF\xE5\x23\x20\xA7\x7F\xFF\xFF\xFF\x57\xAA\x20\x80\x80\x00\x00\x00\xCB\xEF\xCC\xA4\x99\x62\x94\x2D\x61\x62\xA7\x24\x7F\xFF\xFF\xFF\x71\xEC\xCF\x3B\x80\x00\x00\x00\x26\x75\xA8\xE6\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x38\x61\x03\xDF\x00\x00\xB8\x40\x8B\x5D\x94\xC2\x7A\x29\x94\xC2\x7A\x29\x12\x9B\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x37\xC6\xB3\x39\x2D\x15\x41\xD0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEE\xC4\xBB\x84\x62\xB6\xBB\xCC\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6D\xC7\x88\x08\x80\x00\x00\x00\x73\xF7\xA9\x4B\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEA\x20\xC9\x4C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x05\x73\xD3\x84\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x46\x2C\x39\x94\x80\x00\x00\x00\x42\x96\x29\x66\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x3D\x12\x09\x25\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x8D\x81\x82\x5E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x0C\xC6\x8A\xED\x99\x62\x94\x2D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x49\x44\xE2\x36\x56\xF5\x42\xEC\x77\xDC\xD2\xD4\xEC\xA8\x34\x75\xC7\x18\x6A\x41\xBD\x27\xA5\x84\x4B\xE5\xA6\x71\x11\x28\xD3\xA7\x1D\xAA\x4F\xCD\xFD\x80\xCC\x72\x61\x77\x4B\x94\xAB\x35\x21\xE3\xC0\xF1\xB4\x94\x4F\xE0\xDD\xFC\xD7\x46\x40\x8C\xC5\xC7\xAE\x6D\x97\xDE\xB7\xB1\x5E\x52\xAB\x14\xFC\xAD\x8B\x40\xB1\x80\x1F\x4C\x83\x12\x2D\x3A\x26\x3D\x48\xE5\x20\xAA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test57(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xCBDF789F), ('P4rIngress.bitmap_seq.seq', 0x05C74780)], 12942)
        self.setRegisterValue('P4rIngress.rounds', 0x05C74780, 12942)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0D), ('P4rIngress.count_exp.exponent', 0xAF)], 12942)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12942)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x04D9F1D8), ('P4rIngress.values_v00000.hi', 0xFA3F42DD)], 12942)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6BA810B0), ('P4rIngress.values_v00001.hi', 0x412D2DE6)], 12942)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x6D0826F3), ('P4rIngress.values_v00010.hi', 0x72947B4B)], 12942)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x398519A7), ('P4rIngress.values_v00011.hi', 0xCB9EDC7B)], 12942)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4D8DC3C7), ('P4rIngress.values_v00100.hi', 0x1815E1F1)], 12942)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x433875D9), ('P4rIngress.values_v00101.hi', 0xCEB2A391)], 12942)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x0935BAD3), ('P4rIngress.values_v00110.hi', 0xE777CABB)], 12942)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7E3B72BD), ('P4rIngress.values_v00111.hi', 0x942C6C05)], 12942)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x3A71FA6F), ('P4rIngress.values_v01000.hi', 0xBBDCD8B5)], 12942)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x8E27F96B), ('P4rIngress.values_v01001.hi', 0xBCE6BEE4)], 12942)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x9C4EDF21), ('P4rIngress.values_v01010.hi', 0x5B6DE82C)], 12942)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x44AA7D3F), ('P4rIngress.values_v01011.hi', 0xF6FF479D)], 12942)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x7EE5056E), ('P4rIngress.values_v01100.hi', 0x4BFFB811)], 12942)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7AFAC17F), ('P4rIngress.values_v01101.hi', 0x98B9DA8E)], 12942)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xB2CE2DF7), ('P4rIngress.values_v01110.hi', 0x2183A52C)], 12942)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x95E3CE04), ('P4rIngress.values_v01111.hi', 0x45755FC4)], 12942)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x79BB4B91), ('P4rIngress.values_v10000.hi', 0x0886A0DD)], 12942)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xDB8B5625), ('P4rIngress.values_v10001.hi', 0x5C5B56F9)], 12942)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x8889B5D9), ('P4rIngress.values_v10010.hi', 0x7A1CC4CF)], 12942)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xC6F0EDB5), ('P4rIngress.values_v10011.hi', 0xA5D559BB)], 12942)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x61BA3111), ('P4rIngress.values_v10100.hi', 0xAA0CF951)], 12942)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x311117D3), ('P4rIngress.values_v10101.hi', 0x3CC75B57)], 12942)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4BB412E0), ('P4rIngress.values_v10110.hi', 0x6526313F)], 12942)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x65EF0BB3), ('P4rIngress.values_v10111.hi', 0x1C0A949B)], 12942)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x95B6920F), ('P4rIngress.values_v11000.hi', 0x5573FC76)], 12942)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x1D4EE5F4), ('P4rIngress.values_v11001.hi', 0xD6B1EE2D)], 12942)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6E3C9F2E), ('P4rIngress.values_v11010.hi', 0x4E177CC6)], 12942)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x58C666A7), ('P4rIngress.values_v11011.hi', 0x7669C8A1)], 12942)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x2D903144), ('P4rIngress.values_v11100.hi', 0x5D82CE51)], 12942)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x43F3AB92), ('P4rIngress.values_v11101.hi', 0xA9B41399)], 12942)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x2188BBD9), ('P4rIngress.values_v11110.hi', 0xC210F86E)], 12942)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xD1556EAD), ('P4rIngress.values_v11111.hi', 0x16E80DC8)], 12942)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x22A8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F6C),
                gc.DataTuple('slot_count', 0x00000A3B),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x703C086A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00F),
                gc.KeyTuple('src_addr', 0x10B282A1),
                gc.KeyTuple('src_port', 0x8680),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x22A8),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x007D),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x10\xB2\x82\xA1\x00\x00\x00\x00\x86\x80\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x22\xA8\x00\x0F\x70\x3C\x08\x6A\x03\x22\x05\xC9\x05\xC7\x47\x80\x00\x40\x00\x00\x2F\x52\xFD\x95\x06\xC3\x7A\xD6\x16\xBE\xE7\x93\x6E\xF4\xAC\x00\x35\x36\xBA\x71\x0D\xE4\x91\xCE\x2C\xEB\xBC\x73\x59\xB9\x94\x19\x6B\x8A\x74\x9F\x34\x64\x2B\x47\x69\x13\xE3\x6F\x57\x2E\xAA\xB7\x77\xB7\x9E\xD7\x81\x65\x66\x8B\x1C\x10\x91\xB1\xDF\x99\xB4\xD1\x6B\x24\x65\x44\x3E\x91\x85\xA6\xD9\x17\xF4\x79\x2D\xED\xE3\xED\xDE\xE3\x8D\x5F\xD3\xEF\x62\xBF\xB6\xB8\x37\x08\x11\xDD\x79\x3F\x06\xB3\xE8\xF3\x5D\xD1\x21\x3A\x1A\xB3\xE1\x3B\xBE\x13\xCE\x0A\xB3\x6F\x30\x58\x3B\xCE\x24\x50\xAD\x37\xCE\xBB\x53\x13\x56\x6E\x1A\x11\x33\x8D\xD4\xD6\xA1\x5F\x4B\x9D\x62\x77\x69\x0B\x13\xF9\x83\xAB\x74\x54\x66\xCF\x41\x71\xA9\x3E\x6A\x1D\x5D\x2D\x3D\x87\x47\xBB\x2C\xBF\xA7\xFC\xFD\x10\x7A\x19\x74\x5E\x5D\x19\xC6\xB0\x36\x96\xFB\xCA\x46\xF4\x5F\x72\x21\x95\x1D\xB8\x4E\xE2\x14\x0C\xD5\x91\xE3\x3C\x2F\xD8\xBC\xB3\x69\x88\xB4\x8C\xDD\x94\x25\xB9\x7E\x86\x85\x14\x65\x75\xD3\xC5\xE8\xB7\x52\xC4\x69\xC1\x02\xB5\x6D\xCF\xF6\x5E\x41\x82\x0E\x86\x79\xE7\xD9\x0A\xBC\xA4\xF5\x0F\x36\xAB\xD0\x1B\xE3\x93\xB1\xD1\x94\x15\x2F\x5D\x76\xA9\xD4\x4C\xC5\x14\x0B\x58\x02\x25\x87\xFF\x5C\x5F\x57\x55\x65\xF7\x1C\xA5\x83\x78\x2C\xE2\x98\xDA\x27\x6B\x32\xBB\xA7\xBB\x45\x91\xD2\x48\x0B\x5A\x21\x57\x8C\xF7\xF0\x52\x34\x90\x22\x71\xA2\x40\xA5\x28\x3D\xB6\x0D\x4D\x9F\x80\xE5\x72\x9A\xF7\xAE\x63\x65\xAC\xD3\x60\xDC\x1B\x51\xBD\x7F\x0C\xA3\x71\x45\x28\x9A\x9C\x51\xBD\x5A\x79\xA3\x51\x9B\x46\x7D\x8E\x86\xD4\x47\x4B\xF6\xCB\x12\x73\xB1\xFE\x51\x5B\x92\x2D\xA1\x55\x0B\x58\xF7\x33\xE0\xB7\x98\x18\x6F\x03\x33\x09\xD1\x16\xC9\xB4\x99\x58\x92\x87\xDE\xBF\x07\x4F\x01\x2F\xE9\xF3\xD6\xFF\xCD\x00\xA4\x36\x61\x2F\x77\xAB\x73\x9E\xA9\x19\xF4\x30\x7A\x39\x5F\xA3\x94\xD6\xF2\xA3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x10\xB2\x82\xA1\x00\x00\x00\x00\x86\x80\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x22\xA8\x00\x0F\x70\x3C\x08\x6A\x03\x22\x05\xC9\x05\xC7\x47\x80\x00\x40\x00\x00\x34\x2C\xEF\x6D\x06\xC3\x7A\xD6\x7F\xFF\xFF\xFF\x6E\xF4\xAC\x00\x7F\xFF\xFF\xFF\x0D\xE4\x91\xCE\x66\x70\xD6\x1A\x59\xB9\x94\x19\x7F\xFF\xFF\xFF\x34\x64\x2B\x47\x7F\xFF\xFF\xFF\x57\x2E\xAA\xB7\x7F\xFF\xFF\xFF\x81\x65\x66\x8B\x7F\xFF\xFF\xFF\xDF\x99\xB4\xD1\x7F\xFF\xFF\xFF\x3E\x91\x85\xA6\x80\x00\x00\x00\x2D\xED\xE3\xED\x80\x00\x00\x00\xD3\xEF\x62\xBF\xFB\x62\xB4\x47\x11\xDD\x79\x3F\x7F\xFF\xFF\xFF\x5D\xD1\x21\x3A\x7F\xFF\xFF\xFF\xBE\x13\xCE\x0A\x80\x00\x00\x00\x3B\xCE\x24\x50\x80\x00\x00\x00\x53\x13\x56\x6E\x7F\xFF\xFF\xFF\xD4\xD6\xA1\x5F\x27\x28\xB8\x9C\x69\x0B\x13\xF9\x80\x00\x00\x00\x66\xCF\x41\x71\x80\x00\x00\x00\x5D\x2D\x3D\x87\x7F\xFF\xFF\xFF\xA7\xFC\xFD\x10\x7F\xFF\xFF\xFF\x5D\x19\xC6\xB0\x7F\xFF\xFF\xFF\x46\xF4\x5F\x72\x7F\xFF\xFF\xFF\x4E\xE2\x14\x0C\x80\x00\x00\x00\x2F\xD8\xBC\xB3\x7F\xFF\xFF\xFF\xDD\x94\x25\xB9\x7F\xFF\xFF\xFF\x65\x75\xD3\xC5\x41\x7D\xB9\x6B\x69\xC1\x02\xB5\x7F\xFF\xFF\xFF\x41\x82\x0E\x86\x7F\xFF\xFF\xFF\xBC\xA4\xF5\x0F\x58\x34\x8B\xF4\xE3\x93\xB1\xD1\x80\x00\x00\x00\x76\xA9\xD4\x4C\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x32\x8E\x00\x7D\x00\x00\xCB\xDF\xF8\x9F\x05\xC7\x47\x80\x05\xC7\x47\x80\x0E\xC9\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x34\x2C\xEF\x6D\x01\x02\xBD\xB3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x66\x70\xD6\x1A\x25\x58\x70\x94\x7F\xFF\xFF\xFF\x4C\x7A\x0D\x38\x7F\xFF\xFF\xFF\x25\xE1\x4E\x48\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xFA\x6E\x5E\x5B\x80\x00\x00\x00\xEA\xD4\xA2\xD1\x80\x00\x00\x00\x2F\x5D\x4A\xEB\xFB\x62\xB4\x47\x08\xDC\xC0\xDC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x5D\x51\xC9\x7C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDD\x5D\x42\x3C\x27\x28\xB8\x9C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x03\x02\x97\x42\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6A\xEC\xA8\xA7\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB4\x46\x13\xE6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x41\x7D\xB9\x6B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x58\x34\x8B\xF4\xA5\xA4\xAA\x3F\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC5\x14\x0B\x58\x02\x25\x87\xFF\x5C\x5F\x57\x55\x65\xF7\x1C\xA5\x83\x78\x2C\xE2\x98\xDA\x27\x6B\x32\xBB\xA7\xBB\x45\x91\xD2\x48\x0B\x5A\x21\x57\x8C\xF7\xF0\x52\x34\x90\x22\x71\xA2\x40\xA5\x28\x3D\xB6\x0D\x4D\x9F\x80\xE5\x72\x9A\xF7\xAE\x63\x65\xAC\xD3\x60\xDC\x1B\x51\xBD\x7F\x0C\xA3\x71\x45\x28\x9A\x9C\x51\xBD\x5A\x79\xA3\x51\x9B\x46\x7D\x8E\x86\xD4\x47\x4B\xF6\xCB\x12\x73\xB1\xFE\x51\x5B\x92\x2D\xA1\x55\x0B\x58\xF7\x33\xE0\xB7\x98\x18\x6F\x03\x33\x09\xD1\x16\xC9\xB4\x99\x58\x92\x87\xDE\xBF\x07\x4F\x01\x2F\xE9\xF3\xD6\xFF\xCD\x00\xA4\x36\x61\x2F\x77\xAB\x73\x9E\xA9\x19\xF4\x30\x7A\x39\x5F\xA3\x94\xD6\xF2\xA3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test58(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x59720FD9), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 11874)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 11874)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0A), ('P4rIngress.count_exp.exponent', 0xCD)], 11874)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 11874)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x18BACFFB), ('P4rIngress.values_v00000.hi', 0xAE40E563)], 11874)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x72CE2A1F), ('P4rIngress.values_v00001.hi', 0x59EDD2ED)], 11874)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5F9AAD4D), ('P4rIngress.values_v00010.hi', 0x77E79237)], 11874)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x95EFE7AD), ('P4rIngress.values_v00011.hi', 0xE5D6D695)], 11874)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x603752CE), ('P4rIngress.values_v00100.hi', 0xBC9655BD)], 11874)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x1E5543EB), ('P4rIngress.values_v00101.hi', 0x8AE9D1C9)], 11874)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6B6C2F13), ('P4rIngress.values_v00110.hi', 0xAB4B6728)], 11874)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xBB8BDFE3), ('P4rIngress.values_v00111.hi', 0x98B9720F)], 11874)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xA171B788), ('P4rIngress.values_v01000.hi', 0xBA431895)], 11874)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x6AF6DA4D), ('P4rIngress.values_v01001.hi', 0x36F6DAF9)], 11874)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xA496DA56), ('P4rIngress.values_v01010.hi', 0xEBEC850B)], 11874)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x485AE951), ('P4rIngress.values_v01011.hi', 0x425398CB)], 11874)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x440DE980), ('P4rIngress.values_v01100.hi', 0xBBF4948A)], 11874)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x988F5780), ('P4rIngress.values_v01101.hi', 0xBDC16DE7)], 11874)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x256ED139), ('P4rIngress.values_v01110.hi', 0x328EC7B7)], 11874)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x49D813FF), ('P4rIngress.values_v01111.hi', 0x2B4CF259)], 11874)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xC0419699), ('P4rIngress.values_v10000.hi', 0x4BDABF53)], 11874)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x0A818471), ('P4rIngress.values_v10001.hi', 0x255CB4E3)], 11874)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x0C554BE2), ('P4rIngress.values_v10010.hi', 0x97729A1C)], 11874)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x826ED635), ('P4rIngress.values_v10011.hi', 0x3CF1DF0F)], 11874)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x440207E0), ('P4rIngress.values_v10100.hi', 0x68D54328)], 11874)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x96DC6B5C), ('P4rIngress.values_v10101.hi', 0xD53B9EE5)], 11874)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xCA5ACAD3), ('P4rIngress.values_v10110.hi', 0x69BE67C1)], 11874)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4F276181), ('P4rIngress.values_v10111.hi', 0x699958E5)], 11874)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x662C931F), ('P4rIngress.values_v11000.hi', 0xD3E814BF)], 11874)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x81167BC1), ('P4rIngress.values_v11001.hi', 0x5B9B75DB)], 11874)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x58D8C418), ('P4rIngress.values_v11010.hi', 0x6B4DA187)], 11874)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x2369196E), ('P4rIngress.values_v11011.hi', 0x263372CF)], 11874)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xA0BCBE39), ('P4rIngress.values_v11100.hi', 0x51A3FA79)], 11874)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xA4B3AA66), ('P4rIngress.values_v11101.hi', 0x6E7B39BE)], 11874)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x1664FAB2), ('P4rIngress.values_v11110.hi', 0x432F1437)], 11874)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x39C59F58), ('P4rIngress.values_v11111.hi', 0x2BA56BD9)], 11874)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF010),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DBC),
                gc.DataTuple('slot_count', 0x0000050E),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA64F775A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02C),
                gc.KeyTuple('src_addr', 0xAAC628F1),
                gc.KeyTuple('src_port', 0xA1E8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF010),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x0135),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAA\xC6\x28\xF1\x00\x00\x00\x00\xA1\xE8\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF0\x10\x00\x0F\xA6\x4F\x77\x5A\x00\xA6\x03\xE1\xFF\xFF\xFF\xFF\x00\x40\x00\x00\xF1\xD6\x6D\x05\x04\xDB\xE5\xF5\x15\xD5\x48\x5C\x45\x67\xCE\x5A\x45\x4E\xF1\x6F\x12\x81\x58\x95\x00\x00\x00\x00\xCB\x4A\xFB\xA9\x46\xAB\x6A\x9C\xA6\xB4\x72\x31\x47\x1C\xA6\x23\x86\x94\x5B\x6B\x53\xAE\x77\x73\xC1\x5B\x34\xAF\xB1\x09\xCD\xC9\xA9\xF3\x0A\xFA\xB1\x42\xAA\x32\xAB\x6C\xAE\x94\x25\x74\xCE\x8F\x73\x0C\x5B\x70\x03\xAA\xED\xFF\x8F\xEC\x97\xB4\x3E\x05\xEB\x53\xDF\x57\x5A\x79\x44\x8C\xCC\xFB\x99\xCD\xD9\xBB\xCC\xEB\x70\x9A\xAD\x37\x3C\x51\x6D\xA6\x68\xC5\x96\x96\xFA\xB5\x69\x69\x33\x0F\xBA\xDA\x4F\xFB\x8A\x23\xED\xCB\x8A\xB4\xBF\xB0\x7A\xF7\x77\xD9\x6B\xBD\x81\x77\xCC\xC5\xEB\xB7\xAA\x17\xAB\xAD\x66\xFB\x54\x37\x44\xA9\x43\xFA\x52\x57\x81\x34\x4D\xFE\x94\xD9\x0A\x55\xEE\x0C\x56\x2D\x2A\xCF\xBB\xCC\x53\x0E\xD3\x18\xED\x67\x52\x29\xCC\xDB\x61\x88\xC9\x4D\x26\x8E\xF2\x1E\x88\xF2\x08\xBE\x8E\x76\xE9\x87\xCF\xDB\x30\xCB\x6E\xE4\x1E\x33\xE5\xAF\xBA\xEB\x71\xCC\xA2\x23\x22\xE2\x62\x57\x74\xA9\xCF\x1B\x26\x7F\x06\x89\xB6\x78\xA8\xD6\x66\xAE\x18\xD6\x72\xF9\xAE\xFB\x42\xC1\x22\x2D\x0A\x52\xC3\x69\x72\xAD\x72\x85\xA9\x19\x59\x93\xB4\xD1\xFD\x61\x51\x90\x92\xF2\x5C\xC8\xA6\xBD\xA4\x01\x7B\x07\xEF\x7B\x67\x73\x7A\xA2\x75\xD4\x27\xD6\x00\x40\x8A\x26\xE2\x2F\x22\xFB\xCE\xAD\x41\xFC\xF6\x72\x8F\xE4\xAC\x1F\xA7\x10\xA3\xCB\xE6\xB1\xD6\xEF\x30\x24\xF3\xBC\x99\x16\xC2\x85\x4B\xB6\xFD\x8F\xD1\x39\x6B\xD4\x06\x12\xFA\x72\xA9\x80\xCC\x10\x58\x1B\x06\xDD\x38\x8C\x30\x69\xF0\xFD\x33\x15\x86\xAE\xE6\x06\xB5\x0C\x11\x41\x15\x5F\x30'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAA\xC6\x28\xF1\x00\x00\x00\x00\xA1\xE8\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF0\x10\x00\x0F\xA6\x4F\x77\x5A\x00\xA6\x03\xE1\xFF\xFF\xFF\xFF\x00\x40\x00\x00\x0A\x91\x3D\x00\x04\xDB\xE5\xF5\x7F\xFF\xFF\xFF\x45\x67\xCE\x5A\x7F\xFF\xFF\xFF\x12\x81\x58\x95\x95\xEF\xE7\xAD\xCB\x4A\xFB\xA9\x7F\xFF\xFF\xFF\xA6\xB4\x72\x31\x65\x71\xEA\x0E\x86\x94\x5B\x6B\x7F\xFF\xFF\xFF\xC1\x5B\x34\xAF\x80\x00\x00\x00\xA9\xF3\x0A\xFA\x80\x00\x00\x00\xAB\x6C\xAE\x94\x7F\xFF\xFF\xFF\x73\x0C\x5B\x70\xA8\x41\xC8\x55\x8F\xEC\x97\xB4\x7F\xFF\xFF\xFF\xDF\x57\x5A\x79\x7F\xFF\xFF\xFF\x99\xCD\xD9\xBB\x80\x00\x00\x00\xAD\x37\x3C\x51\x7F\xFF\xFF\xFF\x96\x96\xFA\xB5\x7F\xFF\xFF\xFF\xBA\xDA\x4F\xFB\x80\x00\x00\x00\x8A\xB4\xBF\xB0\x7F\xFF\xFF\xFF\x6B\xBD\x81\x77\xD9\x1B\x37\x99\xAA\x17\xAB\xAD\xE9\x6A\x2A\x6C\x44\xA9\x43\xFA\x7F\xFF\xFF\xFF\x4D\xFE\x94\xD9\xA1\x32\x59\x68\x56\x2D\x2A\xCF\x86\x27\x1D\xE1\xD3\x18\xED\x67\x7F\xFF\xFF\xFF\x61\x88\xC9\x4D\x7F\xFF\xFF\xFF\x88\xF2\x08\xBE\x80\x00\x00\x00\xCF\xDB\x30\xCB\x7F\xFF\xFF\xFF\xE5\xAF\xBA\xEB\x7F\xFF\xFF\xFF\x22\xE2\x62\x57\x15\x66\x8D\x54\x26\x7F\x06\x89\x80\x00\x00\x00\x66\xAE\x18\xD6\x7F\xFF\xFF\xFF\x42\xC1\x22\x2D\x44\x18\x62\xC1\x72\xAD\x72\x85\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x2E\x62\x01\x35\x00\x00\x59\x72\x8F\xD9\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x0B\xE1\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x0A\x91\x3D\x00\xB3\x1C\xCB\x58\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x95\xEF\xE7\xAD\xB1\x21\xD2\x3E\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x65\x71\xEA\x0E\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA8\x41\xC8\x55\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x21\xAA\xF3\x44\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC9\x25\xC2\x6C\x7F\xFF\xFF\xFF\xE6\x27\x42\x54\x80\x00\x00\x00\xD6\x8F\x7F\x03\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD9\x1B\x37\x99\x80\x00\x00\x00\xE9\x6A\x2A\x6C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA1\x32\x59\x68\x2B\x68\xC9\xB4\x86\x27\x1D\xE1\x3C\xD7\x55\x28\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x2B\x76\xA6\xA6\x7F\xFF\xFF\xFF\x50\xFD\x5C\x72\x7F\xFF\xFF\xFF\x49\x15\xD5\x26\x15\x66\x8D\x54\x78\x23\x01\x02\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x44\x18\x62\xC1\x7F\xFF\xFF\xFF\xA9\x19\x59\x93\xB4\xD1\xFD\x61\x51\x90\x92\xF2\x5C\xC8\xA6\xBD\xA4\x01\x7B\x07\xEF\x7B\x67\x73\x7A\xA2\x75\xD4\x27\xD6\x00\x40\x8A\x26\xE2\x2F\x22\xFB\xCE\xAD\x41\xFC\xF6\x72\x8F\xE4\xAC\x1F\xA7\x10\xA3\xCB\xE6\xB1\xD6\xEF\x30\x24\xF3\xBC\x99\x16\xC2\x85\x4B\xB6\xFD\x8F\xD1\x39\x6B\xD4\x06\x12\xFA\x72\xA9\x80\xCC\x10\x58\x1B\x06\xDD\x38\x8C\x30\x69\xF0\xFD\x33\x15\x86\xAE\xE6\x06\xB5\x0C\x11\x41\x15\x5F\x30'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test59(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xBA1D61D9), ('P4rIngress.bitmap_seq.seq', 0x24254000)], 14687)
        self.setRegisterValue('P4rIngress.rounds', 0x24254000, 14687)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x59)], 14687)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 14687)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x140C4EF5), ('P4rIngress.values_v00000.hi', 0xF6B3AAA9)], 14687)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x5D7F6EF0), ('P4rIngress.values_v00001.hi', 0x2D96075C)], 14687)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x83D4929C), ('P4rIngress.values_v00010.hi', 0x56EB22BB)], 14687)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xB6667149), ('P4rIngress.values_v00011.hi', 0x4BB078B7)], 14687)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4B3A9446), ('P4rIngress.values_v00100.hi', 0x6F0D37E3)], 14687)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x75771695), ('P4rIngress.values_v00101.hi', 0x68BA430B)], 14687)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7FCE6CDA), ('P4rIngress.values_v00110.hi', 0x6D3445FF)], 14687)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5D88CE26), ('P4rIngress.values_v00111.hi', 0x769C7D27)], 14687)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xDD5878F0), ('P4rIngress.values_v01000.hi', 0x2522F934)], 14687)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x37908D94), ('P4rIngress.values_v01001.hi', 0x5B2CEB1B)], 14687)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xB6316965), ('P4rIngress.values_v01010.hi', 0x839624B4)], 14687)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x1E1DDEF5), ('P4rIngress.values_v01011.hi', 0x11BD1FF5)], 14687)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xABD38F2B), ('P4rIngress.values_v01100.hi', 0x48968E2B)], 14687)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xB448F835), ('P4rIngress.values_v01101.hi', 0x35E6ED1C)], 14687)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xBBBEE529), ('P4rIngress.values_v01110.hi', 0x1A89525E)], 14687)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x21A7E653), ('P4rIngress.values_v01111.hi', 0xADCCEADF)], 14687)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7DF87DE1), ('P4rIngress.values_v10000.hi', 0x52A5E627)], 14687)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5947653D), ('P4rIngress.values_v10001.hi', 0x7AA35B56)], 14687)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5454DC6B), ('P4rIngress.values_v10010.hi', 0x466274DF)], 14687)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xB56C901E), ('P4rIngress.values_v10011.hi', 0xAB29D6CB)], 14687)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x475F1715), ('P4rIngress.values_v10100.hi', 0x9DF32D8F)], 14687)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xB8F59C73), ('P4rIngress.values_v10101.hi', 0x3ABCB3BD)], 14687)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x730B3CAD), ('P4rIngress.values_v10110.hi', 0x75C87227)], 14687)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x46B08B6D), ('P4rIngress.values_v10111.hi', 0x00000000)], 14687)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x7FDFB313), ('P4rIngress.values_v11000.hi', 0x2B547F7E)], 14687)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x48764B5B), ('P4rIngress.values_v11001.hi', 0x342DB48A)], 14687)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x9F1C639E), ('P4rIngress.values_v11010.hi', 0xB6F0BF01)], 14687)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7E5D1F61), ('P4rIngress.values_v11011.hi', 0xA8757E97)], 14687)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x49B623CD), ('P4rIngress.values_v11100.hi', 0xAD963AC6)], 14687)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xCD8C36C1), ('P4rIngress.values_v11101.hi', 0x4E222837)], 14687)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x18E83C08), ('P4rIngress.values_v11110.hi', 0x4CE4E4C9)], 14687)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x779C99C9), ('P4rIngress.values_v11111.hi', 0xA58F0963)], 14687)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xAF8D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000015EE),
                gc.DataTuple('slot_count', 0x000004C4),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x62F7DF5A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x024),
                gc.KeyTuple('src_addr', 0x2D263BDB),
                gc.KeyTuple('src_port', 0x6849),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xAF8D),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x0243),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2D\x26\x3B\xDB\x00\x00\x00\x00\x68\x49\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xAF\x8D\x00\x0F\x62\xF7\xDF\x5A\x03\x71\x07\x93\x24\x25\x40\x00\x00\x40\x00\x00\xFA\xB5\x3C\x7C\xF7\x1B\xBA\x87\x65\x98\x65\x5E\x78\x8D\x5A\x9E\xAA\xB0\xB4\xE9\x65\xE2\x31\x40\x00\x00\x00\x00\x8E\xBD\x9D\x9B\x83\x5A\x36\x32\x47\x1C\xD9\x47\x73\x62\xA4\x53\x89\xD2\x85\xB8\x26\xE8\x2D\x96\x2D\x45\xA3\xC8\x55\x2D\x10\x73\x59\x30\x54\x98\x55\xF8\xCA\x56\x7B\x2D\x91\x18\x6D\xA3\x06\xC3\xA3\xE9\xAE\x33\xF8\x1C\x4B\x1D\xF0\xB2\x24\xE6\x6B\x78\x1A\x0D\x77\xB7\xDE\x7A\xAA\xA3\x5B\x59\x5F\xE5\xCE\x6B\x34\x8D\x85\x53\x8C\xCD\x84\xD7\x95\xB6\x9C\xA6\xC6\xF3\xE9\xF4\x31\x7E\x53\x1E\xC5\x4F\xD8\x46\x1B\x26\x7D\xA2\x4A\x25\xAD\x97\x5D\xB6\x6B\x92\xCC\x91\x29\x59\x6A\x94\xD5\xA6\x74\xA7\x2D\xD7\x8E\xB8\xCB\xFA\xB8\x74\x98\x93\x6D\x59\x69\x55\xD4\x99\xAD\xCD\xAA\x05\xFA\xF7\x33\x93\x6A\xE6\x24\xCF\x27\x39\x43\x08\x2A\x75\x6F\xA4\x0F\x3C\x10\xE6\xDA\xAC\x2C\xF1\xF2\x0B\x25\x7D\xFB\x0D\x47\xB7\xCF\xC6\x7C\x69\xF5\x49\xC3\x95\x61\x39\xD8\x33\xA2\xC1\x02\x87\x32\xA4\x64\xCD\x22\x79\x5F\x22\x16\x19\x14\xF1\xCE\x53\x8A\x9E\x56\xB4\x70\x17\x7C\xAB\x9B\x6D\x2F\x81\xAE\xC4\xC1\xCD\x63\x5F\xF3\x83\x9A\x5C\x2A\x1F\x7F\x79\xAE\xE4\x48\xDD\xE8\x7C\xA9\x11\xF5\x4B\xDB\x7E\x45\x69\xF6\xA8\x20\xD3\xBE\x2E\x5B\xC4\x9E\xE0\xDF\x82\x66\x64\x1D\x04\xAF\x74\x99\x4A\x3B\x0C\x35\xAA\x96\x35\x45\xBC\x0F\xFB\xB8\xBF\x6E\x66\x32\xDA\x9C\xC5\xF0\x26\x58\x65\x11\x2C\xC6\x47'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2D\x26\x3B\xDB\xBE\xEF\x68\x49\x01\x20\x00\x00\x50\x34\x02\x82\xAF\x8D\x00\x0F\x62\xF7\xDF\x5A\x03\x71\x01\x93\x24\x25\x40\x00\x00\x40\x00\x20\x0E\xC1\x8B\x71\xF7\x1B\xBA\x87\x7F\xFF\xFF\xFF\x78\x8D\x5A\x9E\x80\x00\x00\x00\x65\xE2\x31\x40\xB6\x66\x71\x49\x8E\xBD\x9D\x9B\xCE\x94\xCA\x78\x47\x1C\xD9\x47\x7F\xFF\xFF\xFF\x89\xD2\x85\xB8\x7F\xFF\xFF\xFF\x2D\x45\xA3\xC8\x7F\xFF\xFF\xFF\x59\x30\x54\x98\x33\x51\x43\x46\x7B\x2D\x91\x18\x7F\xFF\xFF\xFF\xA3\xE9\xAE\x33\xAE\x4D\xB4\x82\xF0\xB2\x24\xE6\x7F\xFF\xFF\xFF\x77\xB7\xDE\x7A\x80\x00\x00\x00\x5F\xE5\xCE\x6B\xE8\xD6\x7D\x88\x8C\xCD\x84\xD7\x80\x00\x00\x00\xC6\xF3\xE9\xF4\x53\x26\x39\x71\xC5\x4F\xD8\x46\x7F\xFF\xFF\xFF\x4A\x25\xAD\x97\x7F\xFF\xFF\xFF\xCC\x91\x29\x59\x7F\xFF\xFF\xFF\x74\xA7\x2D\xD7\x80\x00\x00\x00\xB8\x74\x98\x93\x7F\xFF\xFF\xFF\xD4\x99\xAD\xCD\x80\x00\x00\x00\x33\x93\x6A\xE6\x7F\xFF\xFF\xFF\x43\x08\x2A\x75\x7F\xFF\xFF\xFF\x10\xE6\xDA\xAC\x7F\xFF\xFF\xFF\x25\x7D\xFB\x0D\x7F\xFF\xFF\xFF\x7C\x69\xF5\x49\x80\x00\x00\x00\xD8\x33\xA2\xC1\x7F\xFF\xFF\xFF\x64\xCD\x22\x79\x7F\xFF\xFF\xFF\x14\xF1\xCE\x53\x80\x00\x00\x00\x70\x17\x7C\xAB\xB4\x55\x6B\x89\xAE\xC4\xC1\xCD\x7F\xFF\xFF\xFF\x9A\x5C\x2A\x1F\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x39\x5F\x02\x43\x00\x00\xBA\x1D\xE1\xD9\x24\x25\x40\x00\x24\x25\x40\x00\x20\x93\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x0E\xC1\x8B\x71\xED\xCF\x65\x30\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB6\x66\x71\x49\xDA\x6E\x16\x52\xCE\x94\xCA\x78\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF2\x8C\xC8\xC3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x33\x51\x43\x46\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFF\x16\x99\x4E\xAE\x4D\xB4\x82\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE8\xD6\x7D\x88\xC2\xB4\x71\xF3\x80\x00\x00\x00\xE1\x7D\x3C\x52\x53\x26\x39\x71\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x47\x34\x84\xAF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x6E\x50\x1E\xA3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x10\xE6\xDA\xAC\x7F\xFF\xFF\xFF\x50\xD2\x7A\x8B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x8F\x24\x61\xC2\x7F\xFF\xFF\xFF\x0D\x42\xA1\x10\x7F\xFF\xFF\xFF\xC2\x88\x09\x19\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB4\x55\x6B\x89\xFB\xA9\xA6\x96\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\x79\xAE\xE4\x48\xDD\xE8\x7C\xA9\x11\xF5\x4B\xDB\x7E\x45\x69\xF6\xA8\x20\xD3\xBE\x2E\x5B\xC4\x9E\xE0\xDF\x82\x66\x64\x1D\x04\xAF\x74\x99\x4A\x3B\x0C\x35\xAA\x96\x35\x45\xBC\x0F\xFB\xB8\xBF\x6E\x66\x32\xDA\x9C\xC5\xF0\x26\x58\x65\x11\x2C\xC6\x47'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test60(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB04167D5), ('P4rIngress.bitmap_seq.seq', 0xD9942EEF)], 14030)
        self.setRegisterValue('P4rIngress.rounds', 0xD9942EEF, 14030)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0A), ('P4rIngress.count_exp.exponent', 0x47)], 14030)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 14030)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xF17F2FDD), ('P4rIngress.values_v00000.hi', 0x36899B5C)], 14030)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6C53296F), ('P4rIngress.values_v00001.hi', 0x14ABA1E7)], 14030)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5D57D7EE), ('P4rIngress.values_v00010.hi', 0x72C3B3BC)], 14030)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xE4B0A211), ('P4rIngress.values_v00011.hi', 0x0BDFD4F3)], 14030)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xAB57A162), ('P4rIngress.values_v00100.hi', 0x5D7B14AC)], 14030)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x996C3F97), ('P4rIngress.values_v00101.hi', 0xBC07C6E9)], 14030)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xFB776A7A), ('P4rIngress.values_v00110.hi', 0xBF6B6E51)], 14030)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x4EE43AEF)], 14030)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x34146DB9), ('P4rIngress.values_v01000.hi', 0x651C91A2)], 14030)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x56C9E28A), ('P4rIngress.values_v01001.hi', 0x6324BE4A)], 14030)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xA7568323), ('P4rIngress.values_v01010.hi', 0xAD875766)], 14030)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xB90991F5), ('P4rIngress.values_v01011.hi', 0xC14B6EA4)], 14030)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x22144563), ('P4rIngress.values_v01100.hi', 0x5BE8652F)], 14030)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x8EEDD267), ('P4rIngress.values_v01101.hi', 0xB748BB09)], 14030)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xB77E699B), ('P4rIngress.values_v01110.hi', 0x7DB55FAD)], 14030)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5D8B5EA7), ('P4rIngress.values_v01111.hi', 0x4669DCC3)], 14030)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7D76CDEF), ('P4rIngress.values_v10000.hi', 0x735159B1)], 14030)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xEADAFB34), ('P4rIngress.values_v10001.hi', 0x55734D02)], 14030)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x31EA3A2D), ('P4rIngress.values_v10010.hi', 0x9B957F8E)], 14030)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xFCF73732), ('P4rIngress.values_v10011.hi', 0xB538CF53)], 14030)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x286CA151), ('P4rIngress.values_v10100.hi', 0xAF6D5A81)], 14030)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x552C6FA4), ('P4rIngress.values_v10101.hi', 0x4A5C3D4B)], 14030)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xA1772F0B), ('P4rIngress.values_v10110.hi', 0x00000000)], 14030)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xAD3DC1EA), ('P4rIngress.values_v10111.hi', 0x56939881)], 14030)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x86735E41), ('P4rIngress.values_v11000.hi', 0x9B3ADCAC)], 14030)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xE55F4C79), ('P4rIngress.values_v11001.hi', 0x4FDAB1DA)], 14030)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x460E53E7), ('P4rIngress.values_v11010.hi', 0x52182A26)], 14030)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x3B25F1AD), ('P4rIngress.values_v11011.hi', 0x4975D2EF)], 14030)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x59399573), ('P4rIngress.values_v11100.hi', 0xAE6A17C7)], 14030)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xDB9D0D1A), ('P4rIngress.values_v11101.hi', 0xB0BCE9B7)], 14030)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xFD8F5AFF), ('P4rIngress.values_v11110.hi', 0x47ADADBE)], 14030)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x39C74643), ('P4rIngress.values_v11111.hi', 0x53ADE6FC)], 14030)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xFFAD),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000092),
                gc.DataTuple('slot_count', 0x00001DBC),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2068B6A2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01F),
                gc.KeyTuple('src_addr', 0x0CDAA31B),
                gc.KeyTuple('src_port', 0xAAF5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xFFAD),
                gc.DataTuple('rank', 0x000F),
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
        ig_port = 31
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0C\xDA\xA3\x1B\x00\x00\x00\x00\xAA\xF5\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xFF\xAD\x00\x0F\x20\x68\xB6\xA2\x16\x3C\x05\x9D\xD9\x94\x2E\xEF\x00\x40\x00\x00\xC9\x0E\x8B\x27\xF7\xD5\xAE\xAC\x4B\x9D\x54\x23\xA6\xCD\x2E\xED\x55\x63\x9A\xBB\x43\xA1\x8C\x28\x9B\x97\xB3\xBB\x79\x0F\xC3\x5B\x2A\x21\xAA\xCE\x46\x6E\xBE\xA2\x94\xA7\xD2\x6C\x90\xD6\x97\xA7\x04\x63\x6B\xF8\xBD\x69\xBB\x7D\x80\x00\x00\x00\x78\x1D\xD1\xF4\x78\x3D\xAB\x48\x4D\xB6\xD2\x05\x62\x3F\x11\x49\x5B\x27\x1F\x6B\xB5\x5D\x7E\xB5\x95\x27\x62\x65\xA3\x99\xB7\xD4\xAF\x2F\x50\x4C\x27\xD7\x7B\x51\xA9\x3E\xA6\x67\xA4\x66\xC3\x21\x9B\xF8\xE7\xDF\xB4\x48\xB9\x33\x38\xB3\x0C\xA3\xBD\x63\x08\xC9\x74\x1E\x4E\x1E\xD9\x85\x69\x03\x39\x61\x18\x83\xD3\x0E\x11\x17\x3E\x9A\x2F\x96\x69\xE3\x54\xEC\x33\x5B\x83\x3D\x1F\x35\x73\x5E\x63\xBD\xE4\x35\x7B\x49\xB7\xDC\xAE\x25\xF3\xCF\x57\x94\x6C\xA3\x52\xAC\xB5\x27\x38\x9A\xAD\xB9\x00\x00\x00\x00\xAB\x24\x70\x3D\x78\x6E\x39\xDF\xB3\xFE\xE0\xDB\xDA\x0C\xA2\xC9\x94\x45\xB6\xAA\x59\x02\x3A\xBA\x4B\x65\xAB\xF3\x36\xE8\xEF\x77\x7F\xAE\x9C\x87\x40\xA6\x1C\x8C\x5D\xFA\x51\xC3\xBA\xAA\xCD\x49\xCA\x04\x7A\x4B\xB4\x3D\xFB\xAA\x2F\x9D\x91\x35\x61\xA8\x2E\xD9\xB9\x97\x3C\xBE\x67\x8D\x79\x28\xD3\xA2\x3A\x45\xD5\x7E\xD8\xC2\x4E\xEC\x2C\x58\x42\x3F\x98\xBB\x3B\xCB\x90\xBA\x53\x52\x86\x05\x2B\xAC\x18\x08\x4D\x2C\x36\x23\x7A\x6B\x42\x6D\xE6\x12\x90\x60\xA8\x20\xE0\xB9\xF7\xF2\xCE\x2B\x82\xCA\xD4\x23\x3C\xBD\xC2\xAC\x79\x2D\xF1\xDC\x4C\x6D\x16\xE8\x27\x71\xEE\xC3\x95\x6B\x9D\x57\x15\x2F\x15\xDC\x7F\xE7\x40\xB6\x41\x0E\x8B\x12\x00\x07\x8F\x32\x2F\x2B\x9A\x1A\xD7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0C\xDA\xA3\x1B\xBE\xEF\xAA\xF5\x01\x20\x00\x00\x50\x34\x02\x82\xFF\xAD\x00\x0F\x20\x68\xB6\xA2\x16\x3C\x01\x9D\xD9\x94\x2E\xEF\x00\x40\x00\x0B\xBA\x8D\xBB\x04\xF7\xD5\xAE\xAC\x7F\xFF\xFF\xFF\xA6\xCD\x2E\xED\x7F\xFF\xFF\xFF\x43\xA1\x8C\x28\x80\x48\x55\xCC\x79\x0F\xC3\x5B\xD5\x79\x4C\x30\x46\x6E\xBE\xA2\x80\x00\x00\x00\x90\xD6\x97\xA7\xFF\xDA\xD6\x72\xBD\x69\xBB\x7D\x80\x00\x00\x00\x78\x1D\xD1\xF4\x7F\xFF\xFF\xFF\x4D\xB6\xD2\x05\x7F\xFF\xFF\xFF\x5B\x27\x1F\x6B\x80\x00\x00\x00\x95\x27\x62\x65\x80\x00\x00\x00\xAF\x2F\x50\x4C\x49\xEB\xC0\xB4\xA9\x3E\xA6\x67\x80\x00\x00\x00\x9B\xF8\xE7\xDF\x80\x00\x00\x00\x38\xB3\x0C\xA3\x1A\xEE\x67\x70\x74\x1E\x4E\x1E\x56\xFC\x36\xF2\x39\x61\x18\x83\xBD\xE9\x0C\x4B\x3E\x9A\x2F\x96\x7F\xFF\xFF\xFF\x33\x5B\x83\x3D\x1C\x2C\xAA\x90\x63\xBD\xE4\x35\x7F\xFF\xFF\xFF\xAE\x25\xF3\xCF\x7F\xFF\xFF\xFF\x52\xAC\xB5\x27\xDA\x11\xDC\xC4\x00\x00\x00\x00\x80\x00\x00\x00\x78\x6E\x39\xDF\x80\x00\x00\x00\xDA\x0C\xA2\xC9\x80\x00\x00\x00\x59\x02\x3A\xBA\x7F\xFF\xFF\xFF\x36\xE8\xEF\x77\x7F\xFF\xFF\xFF\x40\xA6\x1C\x8C\x7F\xFF\xFF\xFF\xBA\xAA\xCD\x49\xA5\xA1\x87\x65\xB4\x3D\xFB\xAA\x2D\x2C\xEC\x34\x61\xA8\x2E\xD9\xF3\x5E\x83\x01\x67\x8D\x79\x28\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x36\xCE\x03\x95\x00\x00\xB0\x41\xE7\xD5\xD9\x94\x2E\xEF\xD9\x94\x2E\xEF\x0B\x9D\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xBA\x8D\xBB\x04\x2E\x5F\x4A\x08\x7F\xFF\xFF\xFF\xBB\x78\xD0\xD4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x48\x55\xCC\x7F\xFF\xFF\xFF\xD5\x79\x4C\x30\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xFF\xDA\xD6\x72\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x49\xEB\xC0\xB4\x05\x27\x0B\x96\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x1A\xEE\x67\x70\x7F\xFF\xFF\xFF\x56\xFC\x36\xF2\x7F\xFF\xFF\xFF\xBD\xE9\x0C\x4B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCE\xF1\x02\xCB\x1C\x2C\xAA\x90\x18\xF6\xB3\x88\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDA\x11\xDC\xC4\x00\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xA5\xA1\x87\x65\x80\x00\x00\x00\x2D\x2C\xEC\x34\x7F\xFF\xFF\xFF\xF3\x5E\x83\x01\x7F\xFF\xFF\xFF\xD3\xA2\x3A\x45\xD5\x7E\xD8\xC2\x4E\xEC\x2C\x58\x42\x3F\x98\xBB\x3B\xCB\x90\xBA\x53\x52\x86\x05\x2B\xAC\x18\x08\x4D\x2C\x36\x23\x7A\x6B\x42\x6D\xE6\x12\x90\x60\xA8\x20\xE0\xB9\xF7\xF2\xCE\x2B\x82\xCA\xD4\x23\x3C\xBD\xC2\xAC\x79\x2D\xF1\xDC\x4C\x6D\x16\xE8\x27\x71\xEE\xC3\x95\x6B\x9D\x57\x15\x2F\x15\xDC\x7F\xE7\x40\xB6\x41\x0E\x8B\x12\x00\x07\x8F\x32\x2F\x2B\x9A\x1A\xD7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test61(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC3C017F6), ('P4rIngress.bitmap_seq.seq', 0x88B35944)], 13277)
        self.setRegisterValue('P4rIngress.rounds', 0x88B35944, 13277)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x04), ('P4rIngress.count_exp.exponent', 0x7A)], 13277)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 13277)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xED85B9A6), ('P4rIngress.values_v00000.hi', 0x3AF6DBA3)], 13277)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6474A0EC), ('P4rIngress.values_v00001.hi', 0x526CA0BA)], 13277)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x9F7AF6A7), ('P4rIngress.values_v00010.hi', 0x639C97A2)], 13277)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xF58F3A7B), ('P4rIngress.values_v00011.hi', 0xEB58B6A2)], 13277)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5FDAF8DB), ('P4rIngress.values_v00100.hi', 0x29BA05D9)], 13277)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x2DD34239), ('P4rIngress.values_v00101.hi', 0xFD1E88B3)], 13277)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x27BCE29B), ('P4rIngress.values_v00110.hi', 0x40201F4E)], 13277)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x292065FE), ('P4rIngress.values_v00111.hi', 0x67A1F772)], 13277)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x33385F91), ('P4rIngress.values_v01000.hi', 0x7CF61ED0)], 13277)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4B216AE2), ('P4rIngress.values_v01001.hi', 0x05BDB7E7)], 13277)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xDFE0ABF2), ('P4rIngress.values_v01010.hi', 0xB3A5F77C)], 13277)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x684DC3AB), ('P4rIngress.values_v01011.hi', 0x60225F27)], 13277)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xACAEBC97), ('P4rIngress.values_v01100.hi', 0x1B09EC52)], 13277)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xD64A46E6), ('P4rIngress.values_v01101.hi', 0xABB7725B)], 13277)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x45C8D54E), ('P4rIngress.values_v01110.hi', 0x9EC3F5A4)], 13277)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xBA10D84B), ('P4rIngress.values_v01111.hi', 0x70F4EEFD)], 13277)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6AE4A91E), ('P4rIngress.values_v10000.hi', 0xB40F086F)], 13277)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5D5D4EE2), ('P4rIngress.values_v10001.hi', 0x9D9B38F9)], 13277)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x498EBBAA), ('P4rIngress.values_v10010.hi', 0xFAE75BF3)], 13277)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x417B85EF), ('P4rIngress.values_v10011.hi', 0x7D6D3262)], 13277)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x26DA28E0), ('P4rIngress.values_v10100.hi', 0x7EEB159B)], 13277)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6C3E6632), ('P4rIngress.values_v10101.hi', 0xAF57DF73)], 13277)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xAB33F69C), ('P4rIngress.values_v10110.hi', 0x5A2708E5)], 13277)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x1CBBBAD1), ('P4rIngress.values_v10111.hi', 0xB0BE0260)], 13277)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x76B6F7EB), ('P4rIngress.values_v11000.hi', 0x6BA7E0D0)], 13277)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xAC554A79), ('P4rIngress.values_v11001.hi', 0x60AA2321)], 13277)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xD84B427B), ('P4rIngress.values_v11010.hi', 0x6AAD5B28)], 13277)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5C277B45), ('P4rIngress.values_v11011.hi', 0x91297292)], 13277)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x545DF560), ('P4rIngress.values_v11100.hi', 0x952E0C5E)], 13277)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x319D7A3B), ('P4rIngress.values_v11101.hi', 0xC5159009)], 13277)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x2D53B930), ('P4rIngress.values_v11110.hi', 0xCB8A1321)], 13277)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xA5F89ECD), ('P4rIngress.values_v11111.hi', 0x42C94686)], 13277)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD269),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000784),
                gc.DataTuple('slot_count', 0x000014F3),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD050DE19),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x025),
                gc.KeyTuple('src_addr', 0x2EB7C9E8),
                gc.KeyTuple('src_port', 0xF4E6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD269),
                gc.DataTuple('rank', 0x000F),
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
        ig_port = 37
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2E\xB7\xC9\xE8\x00\x00\x00\x00\xF4\xE6\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xD2\x69\x00\x0F\xD0\x50\xDE\x19\x0C\x59\x01\x92\x88\xB3\x59\x44\x00\x40\x00\x00\x45\xCE\xDF\xFD\xAA\x82\x92\x2F\x2A\xDA\x6A\x95\x5D\x4F\x1B\xBB\x9B\x45\x10\xA4\x60\xC8\xF3\x2E\xB3\x38\xDD\xBD\xA5\x3A\x06\x3F\x98\xDE\xE3\x35\x68\x8F\x2B\x55\x66\xD2\x2D\x1E\xD1\x79\x4A\x79\x61\x76\x84\xFC\x57\x63\xDB\x69\x6A\x64\x6C\x67\x51\xF9\x94\x11\x22\xE4\x4B\x5E\x7F\x16\x0F\x98\x6C\xD9\x1B\x68\x8D\xB1\xAA\xD1\xCB\x1A\x8D\xBB\xB3\xB9\xC6\x46\x4C\xDD\xCE\xAA\x28\x0B\xB7\xD8\x98\xB8\x9C\xDE\x67\xB1\xF7\x31\x9F\x4F\x8C\xA3\x27\x77\xE6\xC3\x55\x5C\x51\x9B\xAE\xD1\xF4\xB3\xBC\xDC\x67\xA5\x35\x3B\x3F\xA7\x47\xEB\x3F\xA6\x92\x1F\x52\x23\x31\xA2\x27\x64\x84\x2B\x60\xE3\x39\xFF\xE9\xE1\x4B\xBC\xF8\xFF\x53\x5A\xAC\xE1\x56\xDD\xCF\x4A\xB0\xDE\xB1\x30\x03\x38\xFD\xFB\x14\x33\xC4\x2C\x23\x65\x64\x25\xA9\x50\xC6\x5B\x52\xA5\xA6\xD7\x75\xB9\x39\xEE\xE3\x91\xD0\x5F\xD6\x94\x70\x29\x42\xD2\xF5\xD7\x1E\xD5\xDE\xB3\x5A\xC6\x21\x2F\x9C\xC8\x4B\xF9\xCB\xEC\x97\x69\x29\x92\x19\x8E\x9B\xE8\x56\x8D\x53\x24\xC5\x62\xB3\x6F\xB2\xEC\x2D\xCF\xBF\x8B\xA7\xFA\x4C\x2C\xF5\xD5\x5B\x7F\x5B\x2C\x28\xBC\xA7\xDD\xC0\xCB\x50\xDB\x74\x69\x0E\x6E\x23\x1F\xEE\xD1\x15\xBD\x52\x39\xC5\xC7\xD2\x19\x8A\x4F\x9B\xA6\x1A\x4E\x41\x09\x73\x0E\xB9\xB4\x6C\x3F\x5C\x73\x43\x24\xCD\xF5\x79\x14\x3B\x2A\x65\x91\xEC\x8D\x6C\xA7\xEF\x11\x4E\x37\xCD\x26\x60\x91\x4F\xE6\xB9\x0A\x08\xE4\x23\xA9\x3D\xDA\xAE\xD7\x1E\x89\x69\xE1\x25\x80\x37\xC5\x7E\x79\x3B\x50\xE5\xB9\xED\x91\x12\x5C\xAD\x25\xB5\x50\xEC\xF0\xA9\xC0\x08\x62\xC6\x83\xE3\x9E\x3B\x22\x39\x40\xCD\x3B\x57\x74\x33\xE7\x1A\xC9\x6B\x5E\x9F\x08\xD5\x34\xD9\xF7\xE6\x6F\x1E\xA3\xDA\x8D\x25\xC7\x12\x40\x92\x9E\x7D\x58\x0A\x2C\x1E\x31\xED\xE7\x9F\xB3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2E\xB7\xC9\xE8\xBE\xEF\xF4\xE6\x01\x20\x00\x00\x50\x34\x02\x82\xD2\x69\x00\x0F\xD0\x50\xDE\x19\x0C\x59\x01\x92\x88\xB3\x59\x44\x00\x40\x00\x05\x33\x54\x99\xA3\xAA\x82\x92\x2F\x7F\xFF\xFF\xFF\x5D\x4F\x1B\xBB\x80\x00\x00\x00\x60\xC8\xF3\x2E\xA8\xC8\x18\x38\xA5\x3A\x06\x3F\xF8\xB9\xDC\x10\x68\x8F\x2B\x55\x7F\xFF\xFF\xFF\xD1\x79\x4A\x79\x7F\xFF\xFF\xFF\x57\x63\xDB\x69\x7F\xFF\xFF\xFF\x51\xF9\x94\x11\x56\x1C\xAA\xEF\x7F\x16\x0F\x98\x7F\xFF\xFF\xFF\x8D\xB1\xAA\xD1\xAA\xFB\x39\xAD\xB3\xB9\xC6\x46\x7F\xFF\xFF\xFF\x28\x0B\xB7\xD8\x80\x00\x00\x00\x67\xB1\xF7\x31\x80\x00\x00\x00\x27\x77\xE6\xC3\x7F\xFF\xFF\xFF\xAE\xD1\xF4\xB3\x80\x00\x00\x00\x35\x3B\x3F\xA7\x7F\xFF\xFF\xFF\x92\x1F\x52\x23\x7F\xFF\xFF\xFF\x84\x2B\x60\xE3\x7F\xFF\xFF\xFF\x4B\xBC\xF8\xFF\x7F\xFF\xFF\xFF\x56\xDD\xCF\x4A\xD7\xB8\xDA\x10\x03\x38\xFD\xFB\x7F\xFF\xFF\xFF\x23\x65\x64\x25\x80\x00\x00\x00\x52\xA5\xA6\xD7\x7F\xFF\xFF\xFF\xE3\x91\xD0\x5F\x4D\x4B\x68\x14\x42\xD2\xF5\xD7\xCB\x2B\x29\x2C\x5A\xC6\x21\x2F\x80\x00\x00\x00\xCB\xEC\x97\x69\x7F\xFF\xFF\xFF\x9B\xE8\x56\x8D\x7F\xFF\xFF\xFF\xB3\x6F\xB2\xEC\x5F\x6D\x39\xC6\xA7\xFA\x4C\x2C\x23\x29\x14\xAF\x5B\x2C\x28\xBC\x80\x00\x00\x00\x50\xDB\x74\x69\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x33\xDD\x00\xBB\x00\x00\xC3\xC0\x97\xF6\x88\xB3\x59\x44\x88\xB3\x59\x44\x05\x92\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x33\x54\x99\xA3\xE5\x79\x6D\xD2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xA8\xC8\x18\x38\x90\x92\xBC\xE1\xF8\xB9\xDC\x10\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCE\x97\xD3\x2C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x56\x1C\xAA\xEF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x93\x6F\x62\xB8\xAA\xFB\x39\xAD\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD3\x2F\x59\x1E\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x46\xA4\x54\xF2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD7\xB8\xDA\x10\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD2\xBD\x43\x98\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x94\x4F\xD2\xBF\x4D\x4B\x68\x14\x7F\xFF\xFF\xFF\xCB\x2B\x29\x2C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x36\x99\xF2\x91\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x5F\x6D\x39\xC6\x80\x00\x00\x00\x23\x29\x14\xAF\x26\xB6\x3B\xDD\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x0E\x6E\x23\x1F\xEE\xD1\x15\xBD\x52\x39\xC5\xC7\xD2\x19\x8A\x4F\x9B\xA6\x1A\x4E\x41\x09\x73\x0E\xB9\xB4\x6C\x3F\x5C\x73\x43\x24\xCD\xF5\x79\x14\x3B\x2A\x65\x91\xEC\x8D\x6C\xA7\xEF\x11\x4E\x37\xCD\x26\x60\x91\x4F\xE6\xB9\x0A\x08\xE4\x23\xA9\x3D\xDA\xAE\xD7\x1E\x89\x69\xE1\x25\x80\x37\xC5\x7E\x79\x3B\x50\xE5\xB9\xED\x91\x12\x5C\xAD\x25\xB5\x50\xEC\xF0\xA9\xC0\x08\x62\xC6\x83\xE3\x9E\x3B\x22\x39\x40\xCD\x3B\x57\x74\x33\xE7\x1A\xC9\x6B\x5E\x9F\x08\xD5\x34\xD9\xF7\xE6\x6F\x1E\xA3\xDA\x8D\x25\xC7\x12\x40\x92\x9E\x7D\x58\x0A\x2C\x1E\x31\xED\xE7\x9F\xB3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test62(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE93668A4), ('P4rIngress.bitmap_seq.seq', 0xACCC0000)], 12079)
        self.setRegisterValue('P4rIngress.rounds', 0xACCC0000, 12079)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x19), ('P4rIngress.count_exp.exponent', 0x49)], 12079)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12079)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xA3DB7663), ('P4rIngress.values_v00000.hi', 0xC4918123)], 12079)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6D0F090E), ('P4rIngress.values_v00001.hi', 0x21BC1877)], 12079)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xB3E1DBAB), ('P4rIngress.values_v00010.hi', 0x59EBBBFB)], 12079)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xABD36BAB), ('P4rIngress.values_v00011.hi', 0xE2302349)], 12079)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6D5A5E56), ('P4rIngress.values_v00100.hi', 0x67E95499)], 12079)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x3493BA76), ('P4rIngress.values_v00101.hi', 0x0A6AE08B)], 12079)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x3A489B40), ('P4rIngress.values_v00110.hi', 0x752F40D5)], 12079)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6C9074EF), ('P4rIngress.values_v00111.hi', 0x78D55D8B)], 12079)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x8FD3826C), ('P4rIngress.values_v01000.hi', 0x5F20364A)], 12079)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4CC8DC0D), ('P4rIngress.values_v01001.hi', 0x2D75C65B)], 12079)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x96BE84AC)], 12079)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7C2E6B77), ('P4rIngress.values_v01011.hi', 0x21A38817)], 12079)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x97291E4D), ('P4rIngress.values_v01100.hi', 0x639CCEEA)], 12079)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xB0D5A0FD), ('P4rIngress.values_v01101.hi', 0xF177AC8B)], 12079)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xD9C8C9DB), ('P4rIngress.values_v01110.hi', 0x00000000)], 12079)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xD694E14B), ('P4rIngress.values_v01111.hi', 0xF53839EB)], 12079)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x525EA623), ('P4rIngress.values_v10000.hi', 0x48C44555)], 12079)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7A140820), ('P4rIngress.values_v10001.hi', 0xD6249FEE)], 12079)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x61D58F2F), ('P4rIngress.values_v10010.hi', 0x6B78CCF6)], 12079)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x8CC98735), ('P4rIngress.values_v10011.hi', 0x8B90BF5F)], 12079)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x74E58504), ('P4rIngress.values_v10100.hi', 0xDA5C5F28)], 12079)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xECAD9B39), ('P4rIngress.values_v10101.hi', 0x919499AC)], 12079)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xC04DED80), ('P4rIngress.values_v10110.hi', 0xC5AB5FF6)], 12079)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xE5BBF695), ('P4rIngress.values_v10111.hi', 0x64F693FF)], 12079)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x2CD7798A), ('P4rIngress.values_v11000.hi', 0x172921FC)], 12079)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x69AA97FB), ('P4rIngress.values_v11001.hi', 0x7B430333)], 12079)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xC983D7DE), ('P4rIngress.values_v11010.hi', 0x6F4EE730)], 12079)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x46679E74), ('P4rIngress.values_v11011.hi', 0x4B1C1D93)], 12079)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xA92CF7B0), ('P4rIngress.values_v11100.hi', 0x6FEE0032)], 12079)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xD99898C1), ('P4rIngress.values_v11101.hi', 0x82357AB6)], 12079)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x56D6CB31), ('P4rIngress.values_v11110.hi', 0xACF5D9D4)], 12079)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6F65A802), ('P4rIngress.values_v11111.hi', 0xCBF20712)], 12079)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x32E4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004AF),
                gc.DataTuple('slot_count', 0x000015BD),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBD8B9A11),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00E),
                gc.KeyTuple('src_addr', 0x6B5B2EE2),
                gc.KeyTuple('src_port', 0xAE50),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x32E4),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x02B7),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6B\x5B\x2E\xE2\x00\x00\x00\x00\xAE\x50\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x32\xE4\x00\x0F\xBD\x8B\x9A\x11\x0A\x80\x05\x59\xAC\xCC\x00\x00\x00\x40\x00\x00\xEB\x02\xB5\x91\xED\x70\x1F\x93\x4D\x47\xF5\xDC\x62\x1C\x6C\x77\xA1\x40\xDC\x0A\x4C\x33\x91\xAD\x4C\x85\xCD\x99\xED\xA1\x6E\x77\xF2\xFA\xD6\xEE\x6A\x69\x1A\x3B\x57\x54\x77\xC6\x36\x41\x89\xDE\x58\xC9\xEF\xF2\x43\x04\x84\xDB\x45\x1D\x0E\x29\x49\xD6\xD0\x8F\xF0\x50\x8B\x1F\x4B\x86\x2D\xAB\x49\xE7\x23\x4D\xEC\xB4\x9B\x4F\x00\x00\x00\x00\xE1\xCA\xD7\x44\x43\xAB\x73\x22\x62\xE9\xAD\xE9\xD5\xB9\x3E\xE8\x29\x74\x71\xF6\x2E\xBC\x73\xDE\xD7\x96\x32\xDD\x9B\x38\x2B\x90\x00\x00\x00\x00\xC6\xD7\x41\x5D\x83\x2C\xA9\xFD\x63\x88\xF6\xF9\x61\x41\x6D\x0C\x13\x6D\xD1\x31\x05\x34\xB9\x4E\x38\x78\x01\x94\x75\x39\x3D\xC7\xA3\x39\xBC\xB2\xDA\xBC\xE8\x8A\x5D\xFB\xBB\xC3\x9D\x71\xCC\xC2\x47\x25\x89\x23\xBA\xDF\x54\x0E\xBB\x4B\xFC\xE3\x4C\xCB\x57\x1E\x4C\xBB\x0A\xAB\x39\xDE\x9E\x44\x58\xDA\xCD\x1F\x77\xF9\xD1\x46\xF5\x4F\xB8\x99\x0B\x71\xD3\x2A\xFA\x2F\xD7\x11\x66\x8C\xCC\xB7\x59\x51\x32\xF9\x44\x96\xBD\x18\x27\xBE\x17\xAF\x5F\x46\xF6\xE3\xCB\x3C\x3B\x49\xE0\x86\xBE\x74\x4F\x23\x59\xDB\x9A\xD5\xE5\xE4\x6B\xC5\x72\xEE\x96\x97\x7D\x04\x46\x47\x5C\xB6\x14\xF1\xEB\x87\x18\xAA\x2E\xD1\x9C\x5B\x07\x20\x83\xCC\xF6\xD1\xF3\xA7\x62\x8A\x58\x48\x90\xFE\x7A\x41\x89\x1D\xB7\x22\x06\x24\xB1\xA7\xCA\x2D\x96\xFB\x58\xD8\x57\xA0\xB2\xE4\xFB\x78\xC9\x22\x48\x0B\xDF\x20\x99\x2F\xA7\xE5\xE5\xA0\x55\xEE\x28\x40\xF1\x8D\x8A\xAB\x89\x88\xB0\x80\x28\x9A\xAF\x07\x28\x1F\xDF\x86\xB6\xFC\xC5\xFB\xB2\x46\x9F\xD8\x51\x24\x76\x61\xD7\xA6\x6F\x39\xE1\x60\x0A\x54\xCB\x6D\xB6\xB4\x59\xED\xBE\xF9\x15\x9B\x81\x56\xEC\x26\x7A\xA4\x17\xD3\xDF\x78\x19\x31\xD8\x09\xA2\xB4\xB7\x30\xA9\x8B\x94\xA8\xA7\x1D\xCC\x84\x8D\xAB\xBE\x5B\x47\x3B\x5A\xAC\x23\xC4\x9D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6B\x5B\x2E\xE2\xBE\xEF\xAE\x50\x01\x20\x00\x00\x50\x34\x02\x82\x32\xE4\x00\x0F\xBD\x8B\x9A\x11\x0A\x80\x01\x59\xAC\xCC\x00\x00\x00\x40\x00\x1A\x8E\xDE\x2B\xF4\xED\x70\x1F\x93\x7F\xFF\xFF\xFF\x62\x1C\x6C\x77\x80\x00\x00\x00\x4C\x33\x91\xAD\xF8\x59\x39\x44\xED\xA1\x6E\x77\x60\x55\x35\x44\x6A\x69\x1A\x3B\x7F\xFF\xFF\xFF\x36\x41\x89\xDE\x7F\xFF\xFF\xFF\x43\x04\x84\xDB\x7F\xFF\xFF\xFF\x49\xD6\xD0\x8F\x80\x24\x0D\x8B\x4B\x86\x2D\xAB\x7F\xFF\xFF\xFF\xEC\xB4\x9B\x4F\x00\x00\x00\x00\xE1\xCA\xD7\x44\x7F\xFF\xFF\xFF\x62\xE9\xAD\xE9\x80\x00\x00\x00\x29\x74\x71\xF6\xDF\x92\x14\xDB\xD7\x96\x32\xDD\x80\x00\x00\x00\x00\x00\x00\x00\x9D\x6C\x22\xA8\x83\x2C\xA9\xFD\x7F\xFF\xFF\xFF\x61\x41\x6D\x0C\x7F\xFF\xFF\xFF\x05\x34\xB9\x4E\x7F\xFF\xFF\xFF\x75\x39\x3D\xC7\x80\x00\x00\x00\xDA\xBC\xE8\x8A\x7F\xFF\xFF\xFF\x9D\x71\xCC\xC2\x33\xD3\x24\x5C\xBA\xDF\x54\x0E\x80\x00\x00\x00\x4C\xCB\x57\x1E\x32\x77\x01\x40\x39\xDE\x9E\x44\x7F\xFF\xFF\xFF\x77\xF9\xD1\x46\x5E\xFA\x50\x94\x0B\x71\xD3\x2A\xC3\xB3\xAE\xEF\x66\x8C\xCC\xB7\x7F\xFF\xFF\xFF\x44\x96\xBD\x18\xD0\xEB\x0F\x5F\x5F\x46\xF6\xE3\xA4\xD4\xD4\x0A\xE0\x86\xBE\x74\x7F\xFF\xFF\xFF\x9A\xD5\xE5\xE4\x7F\xFF\xFF\xFF\x96\x97\x7D\x04\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2F\x2F\x02\xB7\x00\x00\xE9\x36\xE8\xA4\xAC\xCC\x00\x00\xAC\xCC\x00\x00\x1A\x59\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x8E\xDE\x2B\xF4\xB2\x01\xA0\xB6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF8\x59\x39\x44\xCF\xD1\x91\xC0\x60\x55\x35\x44\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x40\xAC\x6A\x69\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x24\x0D\x8B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1A\x2A\x61\xAA\x00\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xDF\x92\x14\xDB\xC9\x0D\xDF\x68\x80\x00\x00\x00\x00\x00\x00\x00\x9D\x6C\x22\xA8\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDB\x59\x59\x3C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x33\xD3\x24\x5C\x80\x00\x00\x00\x80\x00\x00\x00\x12\x76\xB7\x14\x32\x77\x01\x40\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5E\xFA\x50\x94\x7F\xFF\xFF\xFF\xC3\xB3\xAE\xEF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD0\xEB\x0F\x5F\x7F\xFF\xFF\xFF\xA4\xD4\xD4\x0A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x46\x47\x5C\xB6\x14\xF1\xEB\x87\x18\xAA\x2E\xD1\x9C\x5B\x07\x20\x83\xCC\xF6\xD1\xF3\xA7\x62\x8A\x58\x48\x90\xFE\x7A\x41\x89\x1D\xB7\x22\x06\x24\xB1\xA7\xCA\x2D\x96\xFB\x58\xD8\x57\xA0\xB2\xE4\xFB\x78\xC9\x22\x48\x0B\xDF\x20\x99\x2F\xA7\xE5\xE5\xA0\x55\xEE\x28\x40\xF1\x8D\x8A\xAB\x89\x88\xB0\x80\x28\x9A\xAF\x07\x28\x1F\xDF\x86\xB6\xFC\xC5\xFB\xB2\x46\x9F\xD8\x51\x24\x76\x61\xD7\xA6\x6F\x39\xE1\x60\x0A\x54\xCB\x6D\xB6\xB4\x59\xED\xBE\xF9\x15\x9B\x81\x56\xEC\x26\x7A\xA4\x17\xD3\xDF\x78\x19\x31\xD8\x09\xA2\xB4\xB7\x30\xA9\x8B\x94\xA8\xA7\x1D\xCC\x84\x8D\xAB\xBE\x5B\x47\x3B\x5A\xAC\x23\xC4\x9D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test63(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xCF332C53), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 14166)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 14166)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x17), ('P4rIngress.count_exp.exponent', 0x76)], 14166)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 14166)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xC379B913), ('P4rIngress.values_v00000.hi', 0xA773CBCE)], 14166)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6AB286FC), ('P4rIngress.values_v00001.hi', 0xDE376CA9)], 14166)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5C1A69E3), ('P4rIngress.values_v00010.hi', 0x6BA88676)], 14166)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x39C30F07), ('P4rIngress.values_v00011.hi', 0x79E3AFAB)], 14166)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x18621AE6), ('P4rIngress.values_v00100.hi', 0x4F31AD34)], 14166)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xBD537076), ('P4rIngress.values_v00101.hi', 0xAB6760F8)], 14166)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xF094A707), ('P4rIngress.values_v00110.hi', 0xD35B25AE)], 14166)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x47352E47), ('P4rIngress.values_v00111.hi', 0x3565FF41)], 14166)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6395E68F), ('P4rIngress.values_v01000.hi', 0x8AC1C45C)], 14166)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xBCACEB6B), ('P4rIngress.values_v01001.hi', 0x639AB156)], 14166)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5534C7B6), ('P4rIngress.values_v01010.hi', 0x24CC57CB)], 14166)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5C77F47F), ('P4rIngress.values_v01011.hi', 0x44A57B68)], 14166)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xC1BF6641), ('P4rIngress.values_v01100.hi', 0x7BF5D3C7)], 14166)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7F486FB1), ('P4rIngress.values_v01101.hi', 0x1F97EC35)], 14166)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x8960514F), ('P4rIngress.values_v01110.hi', 0x83DA8C73)], 14166)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x43123BE2), ('P4rIngress.values_v01111.hi', 0x289B878C)], 14166)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x896BF86E), ('P4rIngress.values_v10000.hi', 0x392965E4)], 14166)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xCEBFBE61), ('P4rIngress.values_v10001.hi', 0xF2C439B2)], 14166)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x690FD1F8), ('P4rIngress.values_v10010.hi', 0x5B4C712A)], 14166)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4EA9BB66), ('P4rIngress.values_v10011.hi', 0x172F47BB)], 14166)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xBF23E92D), ('P4rIngress.values_v10100.hi', 0x2BB5D4A4)], 14166)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xF539B327), ('P4rIngress.values_v10101.hi', 0x9FF8964C)], 14166)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x18965CF8), ('P4rIngress.values_v10110.hi', 0x61389A9B)], 14166)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x599CBF3F), ('P4rIngress.values_v10111.hi', 0x75AF7639)], 14166)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xBF79940D), ('P4rIngress.values_v11000.hi', 0x056F8435)], 14166)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x50F56CD2), ('P4rIngress.values_v11001.hi', 0xF8DAF8E9)], 14166)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xD5B29131), ('P4rIngress.values_v11010.hi', 0x9C397A0B)], 14166)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5573B7C8), ('P4rIngress.values_v11011.hi', 0x77C9230D)], 14166)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x3B165399), ('P4rIngress.values_v11100.hi', 0xA0D5BD4B)], 14166)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x67538AB9), ('P4rIngress.values_v11101.hi', 0x5073D0F6)], 14166)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xC0CE7F65), ('P4rIngress.values_v11110.hi', 0xEB646249)], 14166)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x404D8EFE), ('P4rIngress.values_v11111.hi', 0x245E3E63)], 14166)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1475),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000068F),
                gc.DataTuple('slot_count', 0x0000184E),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7272DEF6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03A),
                gc.KeyTuple('src_addr', 0x95588AD8),
                gc.KeyTuple('src_port', 0x2893),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1475),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x02C4),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x95\x58\x8A\xD8\x00\x00\x00\x00\x28\x93\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x14\x75\x00\x0F\x72\x72\xDE\xF6\x10\xC7\x01\x80\x80\x00\x00\x00\x00\x40\x00\x00\xDC\xF7\xB3\x5C\x32\x19\x6B\x8F\x66\x93\xF0\xBF\xD0\xDB\xE9\xA9\x4E\xD0\x25\xE5\x41\x51\xAF\x63\x36\x6A\xB6\x1A\x43\xD8\x42\x87\x2F\x32\x1C\xE3\x50\xC9\x83\x32\x90\xFB\x67\x4F\xB0\xD6\x6A\x6F\x92\xFD\xF3\xFB\xA9\x9A\x69\xA3\x65\x88\xA3\x5C\x6A\x28\x20\x74\x3B\x44\x4F\xE6\xD5\xF3\xB6\xF5\xB5\x9D\x0F\x12\x55\x3E\x90\xA2\xDC\xD3\x75\x02\x60\xCC\x56\xFD\x5D\xD0\x4D\x61\x46\x64\x7B\x4B\x8B\x55\x50\xD9\x7B\xB1\xE0\xEB\x44\x4E\x99\xDD\x1A\xD5\xB5\x59\xF9\x49\xD7\x8D\x8B\xD9\xB7\xC3\x4F\x81\xC9\x5A\x7B\x19\x4F\xFE\xDC\xF0\xF7\xC7\x3F\xAC\xB2\x77\xE6\x2B\xFB\x29\x0B\x54\x8B\xBC\x4A\x48\xAA\xB5\x5D\xC5\x64\x2E\x4A\xBC\xB4\x72\xBC\x63\x99\x3B\xAD\x5E\x3F\x43\x95\x54\x6A\xAF\xFF\x74\x99\x99\x65\x8E\xF5\xBB\x1E\x9D\x26\x5A\x4B\xAD\xAC\xA5\x59\x9A\x74\xB0\x75\xAC\x7C\x8F\xBF\xF3\x2E\x3F\xD1\xAD\x4E\x68\x71\x53\x16\x13\x84\x1C\x09\x9D\x5C\xA5\xD6\xBA\xAA\xE5\xD9\x3B\x59\xF9\x61\xEA\x86\xEB\xB7\xEC\x62\x86\xD0\xDB\x31\xD3\x9D\xD9\x41\xB3\xCF\x30\x50\x9A\x78\xC5\xE9\x64\x5F\xF3\x8F\x5C\xF2\xE0\x58\x72\x8C\x77\x67\x83\xB7\x41\x44\x60\x13\xDF\x3A\x73\x58\x33\x55\xDA\x3C\xE6\x83\xD1\xF9\x85\x3D\x24\xF6\x73\x8C\x73\x6F\xEC\x0F\x57\x2F\x47\xBA\xB4\x5A\x1C\x64\xE2\x35\xC0\xD9\xF5\xD5\x6F\xB0\xCE\x73\xA6\x23\xB2\xEF\x88\x84\x1C\x0B\x29\x5C\xEA\x8F\xD0\x3E\x33\x9B\x65\xA1\x04\xFA\xFE\x19\xCD\xBD\xCD\xB8\x60\x97'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x95\x58\x8A\xD8\x00\x00\x00\x00\x28\x93\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x14\x75\x00\x0F\x72\x72\xDE\xF6\x10\xC7\x01\x80\x80\x00\x00\x00\x00\x40\x00\x00\xA0\x71\x6C\x6F\x32\x19\x6B\x8F\x7F\xFF\xFF\xFF\xD0\xDB\xE9\xA9\x7F\xFF\xFF\xFF\x41\x51\xAF\x63\x70\x2D\xC5\x21\x43\xD8\x42\x87\x47\x94\x37\xC9\x50\xC9\x83\x32\x80\x00\x00\x00\xB0\xD6\x6A\x6F\x83\x92\x9B\x02\xA9\x9A\x69\xA3\x7F\xFF\xFF\xFF\x6A\x28\x20\x74\x7F\xFF\xFF\xFF\xD5\xF3\xB6\xF5\x80\x00\x00\x00\x55\x3E\x90\xA2\x32\x08\x3C\xB8\x60\xCC\x56\xFD\x7F\xFF\xFF\xFF\x46\x64\x7B\x4B\x80\x00\x00\x00\x7B\xB1\xE0\xEB\x7F\xFF\xFF\xFF\x1A\xD5\xB5\x59\x82\xAA\x28\xDC\x8B\xD9\xB7\xC3\x7F\xFF\xFF\xFF\x7B\x19\x4F\xFE\x80\x00\x00\x00\x3F\xAC\xB2\x77\xB4\xEB\xB9\x8A\x0B\x54\x8B\xBC\x7F\xFF\xFF\xFF\x5D\xC5\x64\x2E\x7F\xFF\xFF\xFF\xBC\x63\x99\x3B\x80\x00\x00\x00\x95\x54\x6A\xAF\xF4\xAE\x4C\xC0\x65\x8E\xF5\xBB\x37\x33\x83\x52\x4B\xAD\xAC\xA5\x7F\xFF\xFF\xFF\x75\xAC\x7C\x8F\x80\x00\x00\x00\xD1\xAD\x4E\x68\x7F\xFF\xFF\xFF\x84\x1C\x09\x9D\x32\x58\x67\xEB\xAA\xE5\xD9\x3B\x7F\xFF\xFF\xFF\x86\xEB\xB7\xEC\x7F\xFF\xFF\xFF\x31\xD3\x9D\xD9\x7F\xFF\xFF\xFF\x50\x9A\x78\xC5\xAA\x32\xDF\x58\x8F\x5C\xF2\xE0\x7F\xFF\xFF\xFF\x67\x83\xB7\x41\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x37\x56\x02\xC4\x00\x00\xCF\x33\xAC\x53\x80\x00\x00\x00\x80\x00\x00\x00\x18\x80\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xA0\x71\x6C\x6F\xD9\x8D\x37\x5D\x7F\xFF\xFF\xFF\xAF\x13\x56\x52\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x70\x2D\xC5\x21\x7F\xFF\xFF\xFF\x47\x94\x37\xC9\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x83\x92\x9B\x02\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x32\x08\x3C\xB8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3A\x6D\xA1\x8E\x82\xAA\x28\xDC\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x78\xD6\x18\x5B\xB4\xEB\xB9\x8A\xFE\x18\xC5\x6E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD3\x92\xE0\xF6\x80\x00\x00\x00\xC1\x0A\x3F\x53\xF4\xAE\x4C\xC0\x05\x87\x8C\x07\x37\x33\x83\x52\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD7\x1C\xD2\x9D\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x32\x58\x67\xEB\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xFE\xB4\xDA\xF9\x7F\xFF\xFF\xFF\xD2\xA9\x5B\x24\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAA\x32\xDF\x58\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x44\x60\x13\xDF\x3A\x73\x58\x33\x55\xDA\x3C\xE6\x83\xD1\xF9\x85\x3D\x24\xF6\x73\x8C\x73\x6F\xEC\x0F\x57\x2F\x47\xBA\xB4\x5A\x1C\x64\xE2\x35\xC0\xD9\xF5\xD5\x6F\xB0\xCE\x73\xA6\x23\xB2\xEF\x88\x84\x1C\x0B\x29\x5C\xEA\x8F\xD0\x3E\x33\x9B\x65\xA1\x04\xFA\xFE\x19\xCD\xBD\xCD\xB8\x60\x97'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test64(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x555734F2), ('P4rIngress.bitmap_seq.seq', 0xBDA80000)], 12897)
        self.setRegisterValue('P4rIngress.rounds', 0xBDA80000, 12897)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x11), ('P4rIngress.count_exp.exponent', 0xA3)], 12897)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12897)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xC855446F), ('P4rIngress.values_v00000.hi', 0xC55D2B49)], 12897)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6ADCDD2A), ('P4rIngress.values_v00001.hi', 0xD3BDF866)], 12897)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x6FB6D8FE), ('P4rIngress.values_v00010.hi', 0x3637DA9B)], 12897)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x4572CB3D), ('P4rIngress.values_v00011.hi', 0x2426F2D5)], 12897)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xE13B2C57), ('P4rIngress.values_v00100.hi', 0x7330657E)], 12897)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x8370C76A), ('P4rIngress.values_v00101.hi', 0x84AED6AD)], 12897)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xD2ECFF7A), ('P4rIngress.values_v00110.hi', 0xE31B907C)], 12897)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x04AEA53F), ('P4rIngress.values_v00111.hi', 0x73C1E462)], 12897)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x53BE170E), ('P4rIngress.values_v01000.hi', 0x35515AB7)], 12897)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x413A38AF), ('P4rIngress.values_v01001.hi', 0x7C951761)], 12897)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x91871EED), ('P4rIngress.values_v01010.hi', 0xD3548CDB)], 12897)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xB9C515A6), ('P4rIngress.values_v01011.hi', 0xB1AD7DED)], 12897)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x03BCBAAE), ('P4rIngress.values_v01100.hi', 0xC21C670A)], 12897)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x80F3BC7D), ('P4rIngress.values_v01101.hi', 0xF9051314)], 12897)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x973E4132), ('P4rIngress.values_v01110.hi', 0x3086DB97)], 12897)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xBAD66DB5), ('P4rIngress.values_v01111.hi', 0x45A7E943)], 12897)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x67B05767), ('P4rIngress.values_v10000.hi', 0x42B3EA91)], 12897)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x679B89A9), ('P4rIngress.values_v10001.hi', 0x523CBDC9)], 12897)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xB6A75239), ('P4rIngress.values_v10010.hi', 0xB87B09C2)], 12897)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x97F0D88D), ('P4rIngress.values_v10011.hi', 0x46D5B58F)], 12897)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xB4F90EEC), ('P4rIngress.values_v10100.hi', 0x6F332596)], 12897)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x98F8D5BB), ('P4rIngress.values_v10101.hi', 0x36B2D335)], 12897)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x406D86E1), ('P4rIngress.values_v10110.hi', 0x5AD149E5)], 12897)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x41113186), ('P4rIngress.values_v10111.hi', 0x44B25857)], 12897)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x492C3005), ('P4rIngress.values_v11000.hi', 0x4C7B1B50)], 12897)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x222662ED), ('P4rIngress.values_v11001.hi', 0x36ACEBA8)], 12897)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6B5D474B), ('P4rIngress.values_v11010.hi', 0x25591286)], 12897)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x9FAE516B), ('P4rIngress.values_v11011.hi', 0x59196329)], 12897)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x8ED52BC7), ('P4rIngress.values_v11100.hi', 0xA54D9F77)], 12897)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x47F69BA3), ('P4rIngress.values_v11101.hi', 0x4DFD1F4D)], 12897)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6411BB9E), ('P4rIngress.values_v11110.hi', 0x74566D6C)], 12897)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x73DC9678), ('P4rIngress.values_v11111.hi', 0x220B216B)], 12897)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD02F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DDF),
                gc.DataTuple('slot_count', 0x00000962),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0F41FE99),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0x819D193C),
                gc.KeyTuple('src_port', 0x7325),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD02F),
                gc.DataTuple('rank', 0x000F),
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
        ig_port = 59
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x81\x9D\x19\x3C\x00\x00\x00\x00\x73\x25\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xD0\x2F\x00\x0F\x0F\x41\xFE\x99\x04\x82\x07\xF3\xBD\xA8\x00\x00\x00\x40\x00\x00\xD4\xDE\x7F\x5D\xF9\x9C\xE9\x9B\x21\x3B\x38\x57\xF6\xA7\x51\xED\x18\xAE\x09\x17\x7D\x96\x32\x9B\xBD\xD5\xEA\x74\x7A\x2F\xD0\xD6\x7D\xE9\xAC\xF0\x39\xFD\x6E\x05\xF3\x6E\x89\xFC\xEE\x27\xF6\xCE\x7C\xB6\x00\x8A\x8E\x1E\x13\xBC\xED\xBA\xA6\x9D\x63\xBD\xE4\xD1\x74\x77\x4A\xEF\x4E\xAB\xDE\xAE\x59\x34\x6B\x9B\x23\x51\x36\x29\xC8\xB6\xB2\x05\x9D\x5D\x0F\x12\xB8\x2C\x55\xC6\xA2\xCA\xFE\xAC\xF9\x96\x20\xF5\x4F\xB6\x72\x5F\x98\xFD\x38\xBB\x81\x0F\x47\x2E\xBA\xA9\x0F\x34\x7C\xF3\x80\xDE\x25\x91\xA8\x6D\x45\x36\x02\x86\xEF\x2E\x52\x1F\x66\xD4\xD3\xD7\x5C\xE3\xE5\x8D\x6A\x3F\x07\x59\x32\x23\x38\xF7\x9A\x49\x20\xE2\xB1\xB6\xC0\x6C\x4E\x8D\x0D\x87\x9C\x7B\x07\x0C\x4F\xAB\x35\x1D\xB0\x9B\x0C\x51\xA7\xB9\xD3\xD0\x6F\xC4\xCC\x4B\x69\x9A\xB9\xDF\x47\xD5\x7B\xEB\x56\x96\x9B\x61\x58\xFC\xBC\xFB\x76\x99\xBA\x69\x6E\x6A\xA7\x29\x59\x1B\xB9\x63\x49\x35\x8C\xE0\x1D\xD3\x35\xBC\xB4\x1A\x11\x2B\x4A\x4B\x0B\x25\xDE\xD6\xB6\x0C\xEB\x7E\x8E\x54\x4B\xF4\xF3\xD3\x45\x3B\xDD\x4F\x25\x61\x33\x13\x58\xD6\xA5\x61\x28\x55\x96\xB8\x66\xF3\x87\x8D\x3D\x1C\x17\x98\x22\x4B\x24\x9F\x40\xC0\x08\x24\x85\xFD\x5E\x6F\x25\x9F\x03\xA2\x1B\x5B\x6D\x9E\x0F\x74\x36\x3D\xB6\xE8\x92\x0D\x76\x32\x22\x31\x21\xAD\x27\xB9\xD6\x1A\x52\x4D\xF1\x53\xF2\xBA\x72\xB2\x2C\xD3\xCF\x74\x8F\x0F\xDE\x60\xCB\xB9\x64\x8C\xD2\xC4\x2C\x10\x07\xD9\xFC\xF8\x43\xCC\xCF\x2F\x5F\x00\x29\x94\x2A\x25\xB8\xB2\xA5\xC0\x29\x05\x05\xA4\xEB\x71\x89\x77\xC1\xF5\xA1\x74\xAF\xBC\x25\x28\xE8\xF7\xC8\xD4\x55\x01\x81\x6A\x72\xB8\x9A\x92\xEA\x30\xB6\x6B\x1E\x8A\x59\x7E\x82\xA7\x3B\xEB\x72\x9A\xAA\x77\x52\x52\x23\x27\x52\x17\x59\xCE\x50\x80\x06\x1C\xA7\x6E\x31\x5F\x6B\x9C\x8B\x3A\xDC\x06\x5E\x53\x6C\x99\x42\x09\x4F\x1E\x31\xC5\x6F\x25\xA0\x5B\xD7\xA0\xF8\x31\xFA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x81\x9D\x19\x3C\xBE\xEF\x73\x25\x01\x20\x00\x00\x50\x34\x02\x82\xD0\x2F\x00\x0F\x0F\x41\xFE\x99\x04\x82\x01\xF3\xBD\xA8\x00\x00\x00\x40\x00\x12\x9D\x33\xC3\xCC\xF9\x9C\xE9\x9B\x7F\xFF\xFF\xFF\xF6\xA7\x51\xED\x7F\xFF\xFF\xFF\x7D\x96\x32\x9B\x03\x48\xB5\xB1\x7A\x2F\xD0\xD6\x5F\x24\xD9\x47\x39\xFD\x6E\x05\x80\x00\x00\x00\xEE\x27\xF6\xCE\x4F\xA3\x00\x04\x8E\x1E\x13\xBC\xF2\x69\x4B\xDC\x63\xBD\xE4\xD1\x7F\xFF\xFF\xFF\x4E\xAB\xDE\xAE\x7F\xFF\xFF\xFF\x23\x51\x36\x29\x80\x00\x00\x00\x9D\x5D\x0F\x12\x80\x00\x00\x00\xA2\xCA\xFE\xAC\xFD\x52\xDB\xA3\x4F\xB6\x72\x5F\x80\x00\x00\x00\x81\x0F\x47\x2E\x80\x00\x00\x00\x7C\xF3\x80\xDE\xE0\x68\x16\x22\x45\x36\x02\x86\x56\xDE\xA9\x86\x66\xD4\xD3\xD7\x7F\xFF\xFF\xFF\x6A\x3F\x07\x59\xE8\xCA\x8B\x30\x9A\x49\x20\xE2\x80\x00\x00\x00\x4E\x8D\x0D\x87\x80\x00\x00\x00\x4F\xAB\x35\x1D\x80\x00\x00\x00\xA7\xB9\xD3\xD0\x7F\xFF\xFF\xFF\x69\x9A\xB9\xDF\x7F\xFF\xFF\xFF\x56\x96\x9B\x61\x7F\xFF\xFF\xFF\x76\x99\xBA\x69\x7F\xFF\xFF\xFF\x59\x1B\xB9\x63\x7F\xFF\xFF\xFF\x1D\xD3\x35\xBC\x80\x00\x00\x00\x4A\x4B\x0B\x25\x80\x00\x00\x00\xEB\x7E\x8E\x54\x7F\xFF\xFF\xFF\x45\x3B\xDD\x4F\x7F\xFF\xFF\xFF\x58\xD6\xA5\x61\x7F\xFF\xFF\xFF\x66\xF3\x87\x8D\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x32\x61\x00\xF3\x00\x00\x55\x57\xB4\xF2\xBD\xA8\x00\x00\xBD\xA8\x00\x00\x12\xF3\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x9D\x33\xC3\xCC\xBE\xFA\x14\xE4\x7F\xFF\xFF\xFF\xCA\x65\x4A\x53\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x03\x48\xB5\xB1\x7F\xFF\xFF\xFF\x5F\x24\xD9\x47\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x4F\xA3\x00\x04\x80\x00\x00\x00\xF2\x69\x4B\xDC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xFD\x52\xDB\xA3\x11\xD2\xD9\x69\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE0\x68\x16\x22\x7F\xFF\xFF\xFF\x56\xDE\xA9\x86\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE8\xCA\x8B\x30\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xDE\x6C\xA7\x05\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x43\x2C\x48\x42\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x90\xCC\x2D\xCB\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3D\x1C\x17\x98\x22\x4B\x24\x9F\x40\xC0\x08\x24\x85\xFD\x5E\x6F\x25\x9F\x03\xA2\x1B\x5B\x6D\x9E\x0F\x74\x36\x3D\xB6\xE8\x92\x0D\x76\x32\x22\x31\x21\xAD\x27\xB9\xD6\x1A\x52\x4D\xF1\x53\xF2\xBA\x72\xB2\x2C\xD3\xCF\x74\x8F\x0F\xDE\x60\xCB\xB9\x64\x8C\xD2\xC4\x2C\x10\x07\xD9\xFC\xF8\x43\xCC\xCF\x2F\x5F\x00\x29\x94\x2A\x25\xB8\xB2\xA5\xC0\x29\x05\x05\xA4\xEB\x71\x89\x77\xC1\xF5\xA1\x74\xAF\xBC\x25\x28\xE8\xF7\xC8\xD4\x55\x01\x81\x6A\x72\xB8\x9A\x92\xEA\x30\xB6\x6B\x1E\x8A\x59\x7E\x82\xA7\x3B\xEB\x72\x9A\xAA\x77\x52\x52\x23\x27\x52\x17\x59\xCE\x50\x80\x06\x1C\xA7\x6E\x31\x5F\x6B\x9C\x8B\x3A\xDC\x06\x5E\x53\x6C\x99\x42\x09\x4F\x1E\x31\xC5\x6F\x25\xA0\x5B\xD7\xA0\xF8\x31\xFA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test65(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7A0613EA), ('P4rIngress.bitmap_seq.seq', 0x20000000)], 13633)
        self.setRegisterValue('P4rIngress.rounds', 0x20000000, 13633)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0A), ('P4rIngress.count_exp.exponent', 0xBA)], 13633)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 13633)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xE513C5B6), ('P4rIngress.values_v00000.hi', 0xF05C3B55)], 13633)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x60253568), ('P4rIngress.values_v00001.hi', 0x5A1FDBF6)], 13633)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x922C5CD0), ('P4rIngress.values_v00010.hi', 0x4DDC153F)], 13633)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x3549F1DB), ('P4rIngress.values_v00011.hi', 0xB6EAE2CF)], 13633)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xBCE3E666), ('P4rIngress.values_v00100.hi', 0x6CC686C7)], 13633)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x343C2079), ('P4rIngress.values_v00101.hi', 0xC68E85A7)], 13633)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5FC27275), ('P4rIngress.values_v00110.hi', 0x569CBA8E)], 13633)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x466238A3), ('P4rIngress.values_v00111.hi', 0x3BF9CBF3)], 13633)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x8CD924D1), ('P4rIngress.values_v01000.hi', 0x6B644C42)], 13633)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x724C87DF), ('P4rIngress.values_v01001.hi', 0x6BC0A96C)], 13633)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7970D5B8), ('P4rIngress.values_v01010.hi', 0xB4BD7523)], 13633)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x594EE5E5), ('P4rIngress.values_v01011.hi', 0x4EEE7AFF)], 13633)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xA3EE53F3), ('P4rIngress.values_v01100.hi', 0xBA2629A4)], 13633)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x5D4C2D89), ('P4rIngress.values_v01101.hi', 0x687015D3)], 13633)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x371C3EB4), ('P4rIngress.values_v01110.hi', 0x1CD5D925)], 13633)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7844783B), ('P4rIngress.values_v01111.hi', 0x2CBA1C3B)], 13633)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x78886754), ('P4rIngress.values_v10000.hi', 0xF6A932CF)], 13633)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4AE7797A), ('P4rIngress.values_v10001.hi', 0x4F9522CB)], 13633)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xD05A137B), ('P4rIngress.values_v10010.hi', 0x5AECBB96)], 13633)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x9B363ED9), ('P4rIngress.values_v10011.hi', 0x6FC7379B)], 13633)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7129507E), ('P4rIngress.values_v10100.hi', 0xB724B279)], 13633)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x2E69B24E), ('P4rIngress.values_v10101.hi', 0x6D4C6D1B)], 13633)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x85F1BB5F), ('P4rIngress.values_v10110.hi', 0xA9493584)], 13633)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4F73A886), ('P4rIngress.values_v10111.hi', 0x7A9ABBD6)], 13633)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xF7D5020E), ('P4rIngress.values_v11000.hi', 0xC34C94C1)], 13633)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4AD6722D), ('P4rIngress.values_v11001.hi', 0x712B0A0C)], 13633)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6A7FFD9E), ('P4rIngress.values_v11010.hi', 0xC42D8BE0)], 13633)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x3DCBEEA9), ('P4rIngress.values_v11011.hi', 0x5C705B27)], 13633)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6487939D), ('P4rIngress.values_v11100.hi', 0xA8CBCAFB)], 13633)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x8807A5B1), ('P4rIngress.values_v11101.hi', 0x9733915E)], 13633)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x34B35BA5), ('P4rIngress.values_v11110.hi', 0x4E4E88ED)], 13633)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x92A73699), ('P4rIngress.values_v11111.hi', 0xC5B6D3EF)], 13633)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB702),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000113),
                gc.DataTuple('slot_count', 0x000017D7),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD3BB1E85),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02D),
                gc.KeyTuple('src_addr', 0x49759283),
                gc.KeyTuple('src_port', 0xB4B2),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB702),
                gc.DataTuple('rank', 0x000F),
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
        ig_port = 45
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x49\x75\x92\x83\x00\x00\x00\x00\xB4\xB2\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB7\x02\x00\x0F\xD3\xBB\x1E\x85\x14\x2E\x01\xCD\x20\x00\x00\x00\x00\x40\x00\x00\xEC\xFD\xBE\x25\x6F\x55\x31\x2C\x4A\xBC\x7F\xF7\x7C\xDE\x49\xB5\xA7\xC0\x47\xEC\x7D\x4C\xD4\x48\x18\x59\x87\x4E\x27\xA5\xB3\xA7\x47\xBD\x53\x20\x7E\x5C\x7B\x86\x5C\x72\xF1\xAB\x71\xFD\x1D\xBD\x23\xC5\x3E\x25\x34\x62\xF4\x46\x54\xA7\x13\xCF\x48\x6C\x75\x20\x0B\x5E\xBB\xD7\x42\x39\xD8\x2E\x7F\x6E\xDD\x35\xC7\x25\xA3\x1A\xA9\xA0\xB0\xA2\x9B\x2E\x15\xF3\x5C\xE6\x3C\x6A\x47\xF6\x8A\xA6\xC9\x67\x36\x2C\xB9\xC6\xE9\xD6\x6E\xCF\xF1\x1F\x4E\x50\x54\xF0\x7D\x76\x66\x3F\x46\xD1\x5D\x9D\x33\xBC\x7C\xD8\x7A\xE9\x39\x5F\x57\x89\xB6\xB4\x91\xFD\x0F\xFF\x71\xF6\x4E\x47\x36\xB7\x72\x4A\x37\x62\xE3\x2F\x5C\x6A\x9B\xC3\x9B\x63\xF4\xDD\x35\x13\x4E\xC2\x6B\x62\xB8\xC0\xB1\xB2\x56\x7F\x25\xD7\x2E\xBE\x7D\xDD\xAD\xDD\xBF\xD2\xB3\x49\xBA\xF1\x67\x3C\x6D\x83\x2A\x42\x13\xD0\x91\x40\xD6\x0B\xAF\xEA\x75\x77\x74\x4F\x72\x47\x22\x3D\x68\x7F\x4C\x5D\xA5\xE6\x14\xC5\x62\x70\x92\xE7\x4E\xFA\xB8\xAB\x44\x04\x13\x02\x3E\xC3\x56\xF1\xB3\x0A\xFB\x6B\xF5\xD4\xAD\xA3\x96\xF4\x71\xC3\x65\x54\x19\x42\x6F\xCD\x08\xAB\xB4\xF4\xA2\x6F\xBE\x2E\x39\xCF\xDA\x5A\xFF\xA4\x30\x9E\x56\xD9\xE6\x9F\x3D\x29\x33\xF9\x13\x2D\xAF\x35\xA9\xC4\xA5\x56\xAA\x42\x61\x9E\x70\xB9\xFA\xD5\xDA\x04\xB0\x26\xBB\x96\xCE\x02\x25\x95\x69\x1A\x93\xD6\x6D\xFE\x3F\xD9\x1A\xD3\x4B\x01\xE8\xC0\xA5\x3D\xB3\x6D\x8E\x1A\x2A\x89\xA0\xE3\x24\xFA\x07\x7E\x60\xB8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x49\x75\x92\x83\xBE\xEF\xB4\xB2\x01\x20\x00\x00\x50\x34\x02\x82\xB7\x02\x00\x0F\xD3\xBB\x1E\x85\x14\x2E\x01\xCD\x20\x00\x00\x00\x00\x40\x00\x0B\xD2\x11\x83\xDB\x6F\x55\x31\x2C\x7F\xFF\xFF\xFF\x7C\xDE\x49\xB5\x80\x00\x00\x00\x7D\x4C\xD4\x48\x4D\xA3\x79\x29\x27\xA5\xB3\xA7\x04\xA1\x39\x86\x7E\x5C\x7B\x86\x7F\xFF\xFF\xFF\x71\xFD\x1D\xBD\x7F\xFF\xFF\xFF\x34\x62\xF4\x46\x7F\xFF\xFF\xFF\x48\x6C\x75\x20\x98\x37\xE0\xA8\x42\x39\xD8\x2E\x7F\xFF\xFF\xFF\xC7\x25\xA3\x1A\x23\x11\x86\x5A\x9B\x2E\x15\xF3\x7F\xFF\xFF\xFF\x47\xF6\x8A\xA6\x80\x00\x00\x00\xB9\xC6\xE9\xD6\x7F\xFF\xFF\xFF\x4E\x50\x54\xF0\x7F\xFF\xFF\xFF\x46\xD1\x5D\x9D\x7F\xFF\xFF\xFF\x7A\xE9\x39\x5F\x7F\xFF\xFF\xFF\x91\xFD\x0F\xFF\x7F\xFF\xFF\xFF\x36\xB7\x72\x4A\x07\xBC\xF6\xAA\x5C\x6A\x9B\xC3\x80\x00\x00\x00\x35\x13\x4E\xC2\x7F\xFF\xFF\xFF\xB1\xB2\x56\x7F\x54\x40\xE1\x0C\x7D\xDD\xAD\xDD\x80\x00\x00\x00\xBA\xF1\x67\x3C\x7F\xFF\xFF\xFF\x13\xD0\x91\x40\xCD\xE0\xB1\xF8\x75\x77\x74\x4F\x7F\xFF\xFF\xFF\x68\x7F\x4C\x5D\x10\x66\x12\x63\x62\x70\x92\xE7\x7F\xFF\xFF\xFF\x44\x04\x13\x02\x7F\xFF\xFF\xFF\xB3\x0A\xFB\x6B\x80\x00\x00\x00\x96\xF4\x71\xC3\x7F\xFF\xFF\xFF\x6F\xCD\x08\xAB\x80\x00\x00\x00\xBE\x2E\x39\xCF\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x35\x41\x00\x74\x00\x00\x7A\x06\x93\xEA\x20\x00\x00\x00\x20\x00\x00\x00\x0B\xCD\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xD2\x11\x83\xDB\x5F\xB1\x6C\x81\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x4D\xA3\x79\x29\xDE\x90\x96\x76\x04\xA1\x39\x86\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x38\x8B\xA3\x64\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x98\x37\xE0\xA8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x32\xE6\x4C\x86\x23\x11\x86\x5A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x63\xA7\x36\xC2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x88\xA6\x42\xCE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x07\xBC\xF6\xAA\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x54\x40\xE1\x0C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCD\xE0\xB1\xF8\x38\xC4\x09\x10\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x10\x66\x12\x63\x26\x9E\x1E\xC7\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x83\xE5\x0D\xBE\xDA\x5A\xFF\xA4\x30\x9E\x56\xD9\xE6\x9F\x3D\x29\x33\xF9\x13\x2D\xAF\x35\xA9\xC4\xA5\x56\xAA\x42\x61\x9E\x70\xB9\xFA\xD5\xDA\x04\xB0\x26\xBB\x96\xCE\x02\x25\x95\x69\x1A\x93\xD6\x6D\xFE\x3F\xD9\x1A\xD3\x4B\x01\xE8\xC0\xA5\x3D\xB3\x6D\x8E\x1A\x2A\x89\xA0\xE3\x24\xFA\x07\x7E\x60\xB8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test66(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xDA9F2946), ('P4rIngress.bitmap_seq.seq', 0xC0000000)], 10722)
        self.setRegisterValue('P4rIngress.rounds', 0xC0000000, 10722)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0x23)], 10722)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 10722)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xFB8BF115), ('P4rIngress.values_v00000.hi', 0xFB179B55)], 10722)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x289C0911), ('P4rIngress.values_v00001.hi', 0x6C931653)], 10722)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x9BBDE8F5), ('P4rIngress.values_v00010.hi', 0x3F49E14F)], 10722)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x33816947), ('P4rIngress.values_v00011.hi', 0x4F26F357)], 10722)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x32EC954C), ('P4rIngress.values_v00100.hi', 0x7A552FAC)], 10722)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x6489185D), ('P4rIngress.values_v00101.hi', 0x2569547E)], 10722)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x59460CB3), ('P4rIngress.values_v00110.hi', 0x3B42EAA6)], 10722)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x446635D9), ('P4rIngress.values_v00111.hi', 0x7689F14B)], 10722)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x9EBDAD49), ('P4rIngress.values_v01000.hi', 0x75CF7445)], 10722)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5C9657F8), ('P4rIngress.values_v01001.hi', 0x91B695F9)], 10722)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xB2E4E355)], 10722)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x629B2A1F), ('P4rIngress.values_v01011.hi', 0x614E849B)], 10722)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xB8F9B7C6), ('P4rIngress.values_v01100.hi', 0x5E6EC32B)], 10722)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x31E5296D), ('P4rIngress.values_v01101.hi', 0xF9AD729B)], 10722)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xA928E3AE), ('P4rIngress.values_v01110.hi', 0xE02AA5D1)], 10722)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x41B686DC), ('P4rIngress.values_v01111.hi', 0x2C2F6C56)], 10722)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x4ECC83E2), ('P4rIngress.values_v10000.hi', 0x7EB62838)], 10722)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7BBBE801), ('P4rIngress.values_v10001.hi', 0x72722309)], 10722)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x673AC701), ('P4rIngress.values_v10010.hi', 0x0FE8E68B)], 10722)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x65F3DAA3), ('P4rIngress.values_v10011.hi', 0xD70E2029)], 10722)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x335A3B16), ('P4rIngress.values_v10100.hi', 0x7620FB85)], 10722)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xB3F8FAA9), ('P4rIngress.values_v10101.hi', 0x5B5E65B5)], 10722)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x9A78C8E5), ('P4rIngress.values_v10110.hi', 0x467A6931)], 10722)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x757B58CA), ('P4rIngress.values_v10111.hi', 0x294C8D97)], 10722)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x420D0C8C), ('P4rIngress.values_v11000.hi', 0x3763955C)], 10722)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xAEECC819), ('P4rIngress.values_v11001.hi', 0x87295339)], 10722)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4ACEC111), ('P4rIngress.values_v11010.hi', 0x40C9561B)], 10722)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x91D71547), ('P4rIngress.values_v11011.hi', 0x495EEAEA)], 10722)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4DA78EB5), ('P4rIngress.values_v11100.hi', 0x1A9AB86E)], 10722)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xD2948B81), ('P4rIngress.values_v11101.hi', 0x5B11950F)], 10722)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x25BA5094), ('P4rIngress.values_v11110.hi', 0x5BAC876D)], 10722)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4A26A69B), ('P4rIngress.values_v11111.hi', 0xF4A320C6)], 10722)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA165),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000FF),
                gc.DataTuple('slot_count', 0x00001D23),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA60FEE56),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00B),
                gc.KeyTuple('src_addr', 0xC07AF2BA),
                gc.KeyTuple('src_port', 0x01CB),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA165),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x00E7),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC0\x7A\xF2\xBA\x00\x00\x00\x00\x01\xCB\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xA1\x65\x00\x0F\xA6\x0F\xEE\x56\x08\xE3\x05\xBF\xC0\x00\x00\x00\x00\x40\x00\x00\xBA\x9E\xF1\xB7\x95\x7F\xDD\x73\x72\xB4\x6A\xA8\x51\xF6\xD4\xF5\x8B\xF3\x69\xC4\x7F\x33\x8F\xDB\x3B\xB3\x7C\xCA\xCF\xAA\x56\xC7\x12\xEC\x03\x5D\x5A\xF3\xAA\x49\x55\xFD\xD3\xF7\xBD\xEB\x9A\xB6\x3D\x75\x8B\x31\x4A\x87\xA6\xBC\x78\x74\xA6\x05\x7B\xEB\x0A\x6B\x0C\x9C\xAD\xBB\x28\xA2\x91\x35\x46\xBF\x1D\x15\x73\xC2\x6C\x03\x00\x00\x00\x00\xBA\xDD\xEA\x7B\x3A\x9D\x2F\xD6\x37\x6F\xBD\xD6\xAF\x43\x66\x6B\x5E\x5D\x53\x2D\xDE\xD0\xE3\xBB\xC7\x2D\x02\xAF\xA9\x6A\xC7\x54\x3F\xB0\xFD\xE7\x6F\xB2\x37\xE9\x65\x65\x8F\xB5\x57\x0D\x86\x83\x7C\x50\x1F\xCC\x53\xE1\xC4\x71\x25\xCE\xB1\x59\x77\x46\x91\xBF\x75\xE3\x93\x77\x58\x12\x83\xE3\x7B\xDC\xB3\xCF\x53\x6E\x16\xB9\x1B\xFB\x1B\xAE\xA6\x87\x3F\xEB\x4E\x5F\xE5\x62\x8F\xA8\xE9\x2E\x48\xE8\xB3\xD2\x0D\xFB\x14\x42\x5F\x03\xBB\x9C\x47\x47\x8A\xAD\xAB\x96\x6A\x5D\xF3\x23\x9F\xD1\x00\x00\x00\x00\x39\x75\xF4\x95\x70\xB0\x97\xB7\xDB\xE5\x77\x1D\x18\x52\xE2\x82\x4D\x64\x36\xA5\xC7\xAA\x7E\x75\x85\xB8\xCF\x5B\x59\xB1\x99\xDF\x74\xE9\x54\x24\x47\xB5\xAA\xB8\x4B\x36\xA3\x49\x16\xA5\xEB\xD4\x4F\x6A\xBE\x30\x16\x4A\xA4\x2C\x66\x6B\x53\xD8\x9D\xC2\x3E\x22\x54\xC3\x33\x9B\xD6\x44\x53\x93\x21\x65\xCF\x28\xD1\x7B\xEE\xA2\x22\x12\x93\x2F\x3F\xF8\x5D\x0C\x52\x7B\x5D\xE2\x25\xAF\x6D\xEF\xCC\xB2\x4D\x5B\xC4\x45\x35\x89\xAD\xE8\x9D\xA0\x36\xE5\x63\xA9\xEC\x71\x8B\x0C\xCC\x80\xC2\x25\xAB\x40\x8C\x06\x1D\x61\xAD\xA7\x1C\xEA\xDE\xC9\x39\x8C\x4B\x37\x77\x8F\xAB\x4D\xEC\xFD\x35\x00\x93\xD9\x01\x3F\x4B\x68\x4F\xEB\x3B\xA5\x48\xB3\x1F\xFC\xE6\xC5\x19\xDD\x25\x91\x3C\x6D\x18\x1E\xD6\x13\x07\x9F\xDA\xF8\x6F\x78\x7E\x4A\x9B\x45\xE7\xFF\xEE\x9F\x09\x21\x8B\xA3\xFF\x85\xF4\xEC\x4F\xF1\xBB\x2B\xD5\x7A\x71\xD0\x10\xA7\x1C\x4D\x7E\x1E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC0\x7A\xF2\xBA\x00\x00\x00\x00\x01\xCB\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xA1\x65\x00\x0F\xA6\x0F\xEE\x56\x08\xE3\x05\xBF\xC0\x00\x00\x00\x00\x40\x00\x00\xB6\x2A\xE2\xCC\x95\x7F\xDD\x73\x7F\xFF\xFF\xFF\x51\xF6\xD4\xF5\x80\x00\x00\x00\x7F\x33\x8F\xDB\x6F\x34\xE6\x11\xCF\xAA\x56\xC7\x45\xD8\x98\xA9\x5A\xF3\xAA\x49\x7F\xFF\xFF\xFF\xBD\xEB\x9A\xB6\x7F\xFF\xFF\xFF\x4A\x87\xA6\xBC\x7F\xFF\xFF\xFF\x7B\xEB\x0A\x6B\xAB\x5A\x5B\x04\x28\xA2\x91\x35\x7F\xFF\xFF\xFF\x73\xC2\x6C\x03\x00\x00\x00\x00\xBA\xDD\xEA\x7B\x7F\xFF\xFF\xFF\x37\x6F\xBD\xD6\x80\x00\x00\x00\x5E\x5D\x53\x2D\x10\xB6\x0D\x28\xC7\x2D\x02\xAF\x80\x00\x00\x00\x3F\xB0\xFD\xE7\x7F\xFF\xFF\xFF\x65\x65\x8F\xB5\x7F\xFF\xFF\xFF\x7C\x50\x1F\xCC\x7F\xFF\xFF\xFF\x25\xCE\xB1\x59\x7F\xFF\xFF\xFF\x75\xE3\x93\x77\x7F\xFF\xFF\xFF\x7B\xDC\xB3\xCF\x7F\xFF\xFF\xFF\x1B\xFB\x1B\xAE\x80\x00\x00\x00\x4E\x5F\xE5\x62\x80\x00\x00\x00\x48\xE8\xB3\xD2\x7F\xFF\xFF\xFF\x5F\x03\xBB\x9C\x7F\xFF\xFF\xFF\xAB\x96\x6A\x5D\xA2\x10\x67\xEA\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x70\xB0\x97\xB7\x80\x00\x00\x00\x18\x52\xE2\x82\x7F\xFF\xFF\xFF\xC7\xAA\x7E\x75\x80\x00\x00\x00\x59\xB1\x99\xDF\x7F\xFF\xFF\xFF\x47\xB5\xAA\xB8\x7F\xFF\xFF\xFF\x16\xA5\xEB\xD4\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x29\xE2\x00\xE7\x00\x00\xDA\x9F\xA9\x46\xC0\x00\x00\x00\xC0\x00\x00\x00\x10\xBF\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xB6\x2A\xE2\xCC\x90\x97\x78\xC8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x6F\x34\xE6\x11\x1E\xD1\x4A\x1E\x45\xD8\x98\xA9\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE3\x54\xEF\x34\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAB\x5A\x5B\x04\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x05\x79\x01\xFC\x00\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x10\xB6\x0D\x28\xC0\xDA\x75\x4A\x80\x00\x00\x00\x1F\xDB\xA3\xB8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x52\xEA\xD3\xF8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE2\xF9\xFF\xB9\xA2\x10\x67\xEA\x87\x29\x53\x39\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x61\xB1\xCD\x6C\x7F\xFF\xFF\xFF\xE2\x45\x36\xE3\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0B\x49\x0C\x9A\x4F\x6A\xBE\x30\x16\x4A\xA4\x2C\x66\x6B\x53\xD8\x9D\xC2\x3E\x22\x54\xC3\x33\x9B\xD6\x44\x53\x93\x21\x65\xCF\x28\xD1\x7B\xEE\xA2\x22\x12\x93\x2F\x3F\xF8\x5D\x0C\x52\x7B\x5D\xE2\x25\xAF\x6D\xEF\xCC\xB2\x4D\x5B\xC4\x45\x35\x89\xAD\xE8\x9D\xA0\x36\xE5\x63\xA9\xEC\x71\x8B\x0C\xCC\x80\xC2\x25\xAB\x40\x8C\x06\x1D\x61\xAD\xA7\x1C\xEA\xDE\xC9\x39\x8C\x4B\x37\x77\x8F\xAB\x4D\xEC\xFD\x35\x00\x93\xD9\x01\x3F\x4B\x68\x4F\xEB\x3B\xA5\x48\xB3\x1F\xFC\xE6\xC5\x19\xDD\x25\x91\x3C\x6D\x18\x1E\xD6\x13\x07\x9F\xDA\xF8\x6F\x78\x7E\x4A\x9B\x45\xE7\xFF\xEE\x9F\x09\x21\x8B\xA3\xFF\x85\xF4\xEC\x4F\xF1\xBB\x2B\xD5\x7A\x71\xD0\x10\xA7\x1C\x4D\x7E\x1E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test67(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x68437984), ('P4rIngress.bitmap_seq.seq', 0x039B0B76)], 12254)
        self.setRegisterValue('P4rIngress.rounds', 0x039B0B76, 12254)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1D), ('P4rIngress.count_exp.exponent', 0xB1)], 12254)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 12254)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xA55E4933), ('P4rIngress.values_v00000.hi', 0x443315A5)], 12254)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x20863BE5), ('P4rIngress.values_v00001.hi', 0x33F55F2B)], 12254)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x7E8DC5E1), ('P4rIngress.values_v00010.hi', 0xC657F13F)], 12254)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xB8050611), ('P4rIngress.values_v00011.hi', 0x267785D2)], 12254)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x48B58F5F), ('P4rIngress.values_v00100.hi', 0x67B703EB)], 12254)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x2F2B73F8), ('P4rIngress.values_v00101.hi', 0x6366241B)], 12254)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x3A7053F1), ('P4rIngress.values_v00110.hi', 0x4B3AA15F)], 12254)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x27E715E4), ('P4rIngress.values_v00111.hi', 0x51E57041)], 12254)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7AD36443), ('P4rIngress.values_v01000.hi', 0x7B0DB47B)], 12254)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x631D378A), ('P4rIngress.values_v01001.hi', 0xD7982A8A)], 12254)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5DEB9163), ('P4rIngress.values_v01010.hi', 0x330399B0)], 12254)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x89D98BAE), ('P4rIngress.values_v01011.hi', 0x00000000)], 12254)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xE60F6B93), ('P4rIngress.values_v01100.hi', 0xBF3559E7)], 12254)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x820C43F8), ('P4rIngress.values_v01101.hi', 0x9D58BE75)], 12254)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xC012099F), ('P4rIngress.values_v01110.hi', 0xE96DDDEF)], 12254)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xBC3C6D64), ('P4rIngress.values_v01111.hi', 0x0B67452F)], 12254)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xB2A02965), ('P4rIngress.values_v10000.hi', 0xEBAF68B2)], 12254)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x759702B5), ('P4rIngress.values_v10001.hi', 0x533E60BD)], 12254)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xABD8E410), ('P4rIngress.values_v10010.hi', 0x36D9910F)], 12254)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x68EDE59C), ('P4rIngress.values_v10011.hi', 0x7CEB8635)], 12254)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x667D94D8), ('P4rIngress.values_v10100.hi', 0xA46321D3)], 12254)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x2E60007C), ('P4rIngress.values_v10101.hi', 0xEEEBDAE6)], 12254)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6316A1E6), ('P4rIngress.values_v10110.hi', 0xBE213189)], 12254)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x3C2F8C97), ('P4rIngress.values_v10111.hi', 0xE4495683)], 12254)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x3FB27ACA), ('P4rIngress.values_v11000.hi', 0x3D754A5B)], 12254)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4368F4E6), ('P4rIngress.values_v11001.hi', 0xA9C4188F)], 12254)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x52C5761B), ('P4rIngress.values_v11010.hi', 0x5CFD6D7E)], 12254)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xE5D3AC17), ('P4rIngress.values_v11011.hi', 0xF056C937)], 12254)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x69766EE4), ('P4rIngress.values_v11100.hi', 0x7EA3B9EF)], 12254)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4FB54443), ('P4rIngress.values_v11101.hi', 0x8D128B5D)], 12254)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x82E4775F), ('P4rIngress.values_v11110.hi', 0x93794A77)], 12254)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7707A3B5), ('P4rIngress.values_v11111.hi', 0x59348A77)], 12254)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x94DC),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000589),
                gc.DataTuple('slot_count', 0x00000DEF),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB739C36A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01C),
                gc.KeyTuple('src_addr', 0xBBA54C89),
                gc.KeyTuple('src_port', 0x34F4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x94DC),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x0036),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBB\xA5\x4C\x89\x00\x00\x00\x00\x34\xF4\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x94\xDC\x00\x0F\xB7\x39\xC3\x6A\x0A\x55\x05\x97\x03\x9B\x0B\x76\x00\x40\x00\x00\xA5\xA5\x0B\xBC\x3C\x13\x85\x2D\xBA\x2A\xBF\xEF\x56\xCD\x68\x9C\x08\x5E\xF9\xBF\xED\x8E\x3D\xD4\x8A\x75\x8C\x5D\x6B\x58\x54\x71\x75\xC6\x34\x0D\x2B\xE6\xE9\x4E\x74\xC0\x49\x29\x23\x32\x65\x7B\x68\xDC\xD2\x0B\x50\x73\xB9\x8A\x9A\x19\xF0\x6C\x4C\x7D\x6B\x05\xBC\x5B\xDF\x61\x08\xDA\x27\x6B\x61\x68\xC5\xDD\x93\x02\xEA\x2D\x55\x9A\x50\x46\x5B\xAD\xEA\x6A\xD5\x08\x56\xC8\x00\x00\x00\x00\x83\xF0\x2E\x79\x9C\x9E\x5C\xAD\xD6\x97\x79\xD8\x25\xBA\x8E\xC6\x9C\x7C\xAE\x5D\x6E\xCF\xB4\xA4\x9E\x44\x88\x01\x96\x27\x6D\xF9\xAA\x4C\x6A\xA9\x29\xEB\x6B\x63\x40\x1C\x67\xBB\x65\x63\x9C\x99\xF0\xF3\x97\x5F\x2B\x5A\x85\x1F\x2F\x6C\x78\x9D\x0B\x1A\xA9\xAC\x57\x1C\x55\x27\xA3\x3D\xA7\x9E\x60\x4B\xD4\xA5\x9D\x61\xA6\x1D\x9D\x64\xE6\xD3\xBF\x65\x8F\xDF\x4F\x6C\x3F\x2D\x36\x8B\x54\xE6\x7F\x29\xD3\x77\x2F\x9B\xCC\xB3\x6B\x24\xEE\xAA\xA3\x82\x36\xBE\x4B\x02\x87\xFB\x79\x3D\x46\x1C\x89\x62\xDD\x38\x89\xB8\x89\xFE\x4B\x13\x1C\xFD\x52\xD9\x12\x9F\x3D\x15\x8D\xA8\xAD\xB6\xCA\x59\xBE\x96\x97\x10\xB1\x23\xA3\x75\x33\xDE\x77\xCF\x5C\x5E\x0F\x22\xF6\x88\x5D\x6B\x23\x7F\xA0\x1F\x36\x23\x06\x0D\x5E\x6D\x37\x51\xA9\x11\x31\xD6\xAB\x2D\xE0\x36\xF7\x9B\x8F\xB5\x11\x01\xB7\x69\xE7\xA2\xC9\x16\xE2\x51\xC6\x4A\xF0\x20\xDF\x0D\xA1\x9C\x55\x5E\x5B\x0D\xDD\x95\xCB\xBA\x26\x48\x4D\x34\x00\xBC\x42\x84\xB7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBB\xA5\x4C\x89\x00\x00\x00\x00\x34\xF4\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x94\xDC\x00\x0F\xB7\x39\xC3\x6A\x0A\x55\x05\x97\x03\x9B\x0B\x76\x00\x40\x00\x00\x80\x00\x00\x00\x3C\x13\x85\x2D\xDA\xB0\xFB\xD4\x56\xCD\x68\x9C\x7F\xFF\xFF\xFF\xED\x8E\x3D\xD4\x80\x00\x00\x00\x6B\x58\x54\x71\x7F\xFF\xFF\xFF\x2B\xE6\xE9\x4E\x7F\xFF\xFF\xFF\x23\x32\x65\x7B\x7F\xFF\xFF\xFF\x50\x73\xB9\x8A\xC2\x01\x06\x50\x4C\x7D\x6B\x05\x37\x2F\x43\xA4\x08\xDA\x27\x6B\x7F\xFF\xFF\xFF\x93\x02\xEA\x2D\x7F\xFF\xFF\xFF\x5B\xAD\xEA\x6A\x80\x00\x00\x00\x00\x00\x00\x00\x80\x00\x00\x00\x9C\x9E\x5C\xAD\x80\x00\x00\x00\x25\xBA\x8E\xC6\x80\x00\x00\x00\x6E\xCF\xB4\xA4\x80\x00\x00\x00\x96\x27\x6D\xF9\x80\x00\x00\x00\x29\xEB\x6B\x63\x7F\xFF\xFF\xFF\x65\x63\x9C\x99\x9C\xCC\x7B\x6F\x2B\x5A\x85\x1F\x7F\xFF\xFF\xFF\x0B\x1A\xA9\xAC\x7F\xFF\xFF\xFF\xA3\x3D\xA7\x9E\x7F\xFF\xFF\xFF\x9D\x61\xA6\x1D\x00\x7B\x88\xB9\xBF\x65\x8F\xDF\x7F\xFF\xFF\xFF\x36\x8B\x54\xE6\x7F\xFF\xFF\xFF\x2F\x9B\xCC\xB3\x7F\xFF\xFF\xFF\xA3\x82\x36\xBE\x7F\xFF\xFF\xFF\x79\x3D\x46\x1C\x80\x00\x00\x00\x89\xB8\x89\xFE\x7F\xFF\xFF\xFF\x52\xD9\x12\x9F\x7F\xFF\xFF\xFF\xAD\xB6\xCA\x59\x80\x00\x00\x00\xB1\x23\xA3\x75\x7F\xFF\xFF\xFF\x5C\x5E\x0F\x22\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x2F\xDE\x00\x36\x00\x00\x68\x43\xF9\x84\x03\x9B\x0B\x76\x03\x9B\x0B\x76\x1E\xB1\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xDA\xB0\xFB\xD4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB3\xE6\x2F\x13\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC2\x01\x06\x50\x7F\xFF\xFF\xFF\x37\x2F\x43\xA4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x00\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xC3\x13\x4D\x3B\x80\x00\x00\x00\x58\x3D\x92\x93\x80\x00\x00\x00\xA1\x8E\xB3\x28\x80\x00\x00\x00\x15\x9A\xD4\x15\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9C\xCC\x7B\x6F\x62\x34\x16\x2E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x8C\x4D\x81\x03\x00\x7B\x88\xB9\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x1A\xD4\xAB\x69\x7F\xFF\xFF\xFF\x6D\x11\x17\x0E\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF6\x88\x5D\x6B\x23\x7F\xA0\x1F\x36\x23\x06\x0D\x5E\x6D\x37\x51\xA9\x11\x31\xD6\xAB\x2D\xE0\x36\xF7\x9B\x8F\xB5\x11\x01\xB7\x69\xE7\xA2\xC9\x16\xE2\x51\xC6\x4A\xF0\x20\xDF\x0D\xA1\x9C\x55\x5E\x5B\x0D\xDD\x95\xCB\xBA\x26\x48\x4D\x34\x00\xBC\x42\x84\xB7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test68(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x346574EB), ('P4rIngress.bitmap_seq.seq', 0xE9DC89E6)], 10877)
        self.setRegisterValue('P4rIngress.rounds', 0xE9DC89E6, 10877)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x14), ('P4rIngress.count_exp.exponent', 0x52)], 10877)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 10877)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x59AFEEDB), ('P4rIngress.values_v00000.hi', 0x76912C8D)], 10877)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4897B388), ('P4rIngress.values_v00001.hi', 0x7BE69FA8)], 10877)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x8CD04C8B), ('P4rIngress.values_v00010.hi', 0x48F2BF13)], 10877)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x017F285D), ('P4rIngress.values_v00011.hi', 0x1C1D979C)], 10877)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x94ADEF59), ('P4rIngress.values_v00100.hi', 0x4EABF8F5)], 10877)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5A93E131), ('P4rIngress.values_v00101.hi', 0xC7B7A8C6)], 10877)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7D37417D), ('P4rIngress.values_v00110.hi', 0x1A6AD259)], 10877)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7EB95F51), ('P4rIngress.values_v00111.hi', 0x41B55D99)], 10877)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x53DBA9B7), ('P4rIngress.values_v01000.hi', 0x55349D7A)], 10877)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x791EA4C4), ('P4rIngress.values_v01001.hi', 0x3D41CFE5)], 10877)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x39DCAF3A), ('P4rIngress.values_v01010.hi', 0xBFB28B44)], 10877)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x76F99EB3), ('P4rIngress.values_v01011.hi', 0x61F17E9D)], 10877)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xA7646EDF), ('P4rIngress.values_v01100.hi', 0x6F22A616)], 10877)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x90479F45), ('P4rIngress.values_v01101.hi', 0xC94FD977)], 10877)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4C27E5BF), ('P4rIngress.values_v01110.hi', 0xB4F671DB)], 10877)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xAC92356E), ('P4rIngress.values_v01111.hi', 0x3BC78DBF)], 10877)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x64D3BCE6), ('P4rIngress.values_v10000.hi', 0xE8C70D86)], 10877)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xF8BD3787), ('P4rIngress.values_v10001.hi', 0x49F9E9FB)], 10877)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x40A0FD85), ('P4rIngress.values_v10010.hi', 0x8EB50E17)], 10877)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x328A94B9), ('P4rIngress.values_v10011.hi', 0xB9E78B31)], 10877)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xB6C365DF), ('P4rIngress.values_v10100.hi', 0x5B6D9B4E)], 10877)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x54C590E3), ('P4rIngress.values_v10101.hi', 0xA716D55A)], 10877)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x541B4EDF), ('P4rIngress.values_v10110.hi', 0xDDC62871)], 10877)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x938F5E9F), ('P4rIngress.values_v10111.hi', 0x00000000)], 10877)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xB6FF650D), ('P4rIngress.values_v11000.hi', 0x367FBC31)], 10877)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xAE7C13E3), ('P4rIngress.values_v11001.hi', 0x9BC2A923)], 10877)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x591338BA), ('P4rIngress.values_v11010.hi', 0x79EBF181)], 10877)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x4E539A65), ('P4rIngress.values_v11011.hi', 0x4AE131A6)], 10877)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6F79AD4B), ('P4rIngress.values_v11100.hi', 0x6B9C3723)], 10877)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7F590D44), ('P4rIngress.values_v11101.hi', 0x903ABBE8)], 10877)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x712B7DD6), ('P4rIngress.values_v11110.hi', 0x09858942)], 10877)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x71624A41), ('P4rIngress.values_v11111.hi', 0x6870E58A)], 10877)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1691),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000D2),
                gc.DataTuple('slot_count', 0x0000196F),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7C89D458),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x029),
                gc.KeyTuple('src_addr', 0x2E5E6755),
                gc.KeyTuple('src_port', 0x749B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1691),
                gc.DataTuple('rank', 0x000F),
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
        ig_port = 41
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2E\x5E\x67\x55\x00\x00\x00\x00\x74\x9B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x16\x91\x00\x0F\x7C\x89\xD4\x58\x09\xAB\x05\xC3\xE9\xDC\x89\xE6\x00\x40\x00\x00\xC2\x07\xAF\xFC\xE7\xD5\x64\xCF\x79\x53\xBE\xBA\x66\xE3\xF7\xAA\xB5\xFA\xD9\xE1\x6E\x25\x9F\xEB\xF1\x2D\xA7\x49\xA5\xB4\xF2\xCA\xFE\xFE\xD6\x55\x56\xAB\x45\x96\x5B\x32\x47\x93\xE3\xB2\x27\xD3\x6B\xBC\x31\x49\x76\xF1\x36\x6E\x57\x24\x32\xED\x5D\x6D\x89\xE9\xF2\x4B\x98\x5D\x5F\x1D\x09\xEA\x3D\xDE\xAA\x01\xB5\xE6\xA4\xC7\xC6\x30\x9B\xFF\xBF\x72\xAF\x9E\x0D\x2C\x4E\xD5\x56\xBF\x8B\xB9\xCE\x34\xE9\x25\x61\x2D\x97\x4F\xBC\x5B\xCF\xB5\x77\x1A\xCE\xF3\x60\x49\x2C\x0F\xB4\x93\x2D\x70\xB4\x8B\x0D\xEC\x9E\xF1\xE4\x79\x40\x5C\x00\xA8\x8A\x11\x79\x8B\x70\x99\x9A\x37\x50\x60\xAE\xA7\x44\x57\x7D\x65\x87\x11\x6C\xDE\x55\xC8\xD8\xAF\x95\xE6\xF1\x13\xA1\x42\x75\x1B\x37\x6C\xAB\x43\x54\x9F\xDD\x65\xBE\xC1\x3C\xDA\x4E\x6E\x6E\xCE\x90\x97\x69\xD3\xB8\x6B\x46\xDE\x00\x00\x00\x00\x90\x42\x0E\x1B\x66\xFD\x3C\xE3\x85\xCD\x8A\x3B\x68\xD7\xEF\x6F\x67\x12\xC3\x0D\xE2\x90\x75\x99\x3A\x47\x4A\x45\x7A\x01\x0B\xEF\x4F\x0E\x7A\x6D\x26\x30\x57\xA6\x5A\x26\xD2\x6D\xBB\x5A\xE6\xA7\x29\x55\x29\xBD\x7B\xB2\xF9\x4E\x2E\x71\x6B\x7D\x44\x2A\x7F\xAA\x03\x34\x84\xC6\x22\x53\x4E\x29\x07\x13\x86\xC8\x03\x2C\xB6\x5A\x17\x9D\xD6\x1C\x4C\x2E\x85\x8B\x76\xE3\xE4\x88\x14\x8F\x4D\xC3\x1C\xC5\xBD\xFF\xF7\x8A\xA0\xC6\x1E\xD9\x94\x43\xEE\x6E\xC1\x2E\xEC\x18\xCE\x59\x70\xDC\x75\x2C\x2C\x67\xD1\x9A\xD4\x29\xBF\x04\x59\xCE\x55\x11\x96\x9C\xEC\x50\x53\x93\x78\xDC\x05\xCE\x81\x05\x07\xDD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2E\x5E\x67\x55\x00\x00\x00\x00\x74\x9B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x16\x91\x00\x0F\x7C\x89\xD4\x58\x09\xAB\x05\xC3\xE9\xDC\x89\xE6\x00\x40\x00\x00\x1B\xB7\x9E\xD7\xE7\xD5\x64\xCF\x7F\xFF\xFF\xFF\x66\xE3\xF7\xAA\x80\x00\x00\x00\x6E\x25\x9F\xEB\xF2\xAC\xCF\xA6\xA5\xB4\xF2\xCA\x93\xAC\xC5\xAE\x56\xAB\x45\x96\x7F\xFF\xFF\xFF\xE3\xB2\x27\xD3\x7F\xFF\xFF\xFF\x76\xF1\x36\x6E\x7F\xFF\xFF\xFF\x5D\x6D\x89\xE9\x46\x27\x42\x14\x5F\x1D\x09\xEA\x7F\xFF\xFF\xFF\xB5\xE6\xA4\xC7\x00\x0D\x4B\x39\xBF\x72\xAF\x9E\x7F\xFF\xFF\xFF\x56\xBF\x8B\xB9\x80\x00\x00\x00\x61\x2D\x97\x4F\x80\x00\x00\x00\x77\x1A\xCE\xF3\x7F\xFF\xFF\xFF\xB4\x93\x2D\x70\x80\x00\x00\x00\x9E\xF1\xE4\x79\x7F\xFF\xFF\xFF\x8A\x11\x79\x8B\x69\x56\xD1\xBE\x50\x60\xAE\xA7\x7F\xFF\xFF\xFF\x87\x11\x6C\xDE\x7F\xFF\xFF\xFF\x95\xE6\xF1\x13\x80\x00\x00\x00\x37\x6C\xAB\x43\x7F\xFF\xFF\xFF\xBE\xC1\x3C\xDA\x7F\xFF\xFF\xFF\x90\x97\x69\xD3\x80\x00\x00\x00\x00\x00\x00\x00\x80\x00\x00\x00\x66\xFD\x3C\xE3\x80\x00\x00\x00\x68\xD7\xEF\x6F\x7F\xFF\xFF\xFF\xE2\x90\x75\x99\x7F\xFF\xFF\xFF\x7A\x01\x0B\xEF\x7F\xFF\xFF\xFF\x26\x30\x57\xA6\x7F\xFF\xFF\xFF\xBB\x5A\xE6\xA7\x7F\xFF\xFF\xFF\x7B\xB2\xF9\x4E\x7F\xFF\xFF\xFF\x44\x2A\x7F\xAA\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x2A\x7D\x00\xE3\x00\x00\x34\x65\xF4\xEB\xE9\xDC\x89\xE6\xE9\xDC\x89\xE6\x15\xC3\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x1B\xB7\x9E\xD7\x5E\x66\x91\x5C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF2\xAC\xCF\xA6\xC1\xD2\x8A\x66\x93\xAC\xC5\xAE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAB\x69\xD0\x99\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x46\x27\x42\x14\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF3\x28\x74\xAC\x00\x0D\x4B\x39\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x40\x6A\xA8\x6A\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xDA\xB9\x72\x38\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x69\x56\xD1\xBE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x00\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x04\x9A\x98\x92\x7F\xFF\xFF\xFF\x5C\x7C\x67\x1A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x03\x34\x84\xC6\x22\x53\x4E\x29\x07\x13\x86\xC8\x03\x2C\xB6\x5A\x17\x9D\xD6\x1C\x4C\x2E\x85\x8B\x76\xE3\xE4\x88\x14\x8F\x4D\xC3\x1C\xC5\xBD\xFF\xF7\x8A\xA0\xC6\x1E\xD9\x94\x43\xEE\x6E\xC1\x2E\xEC\x18\xCE\x59\x70\xDC\x75\x2C\x2C\x67\xD1\x9A\xD4\x29\xBF\x04\x59\xCE\x55\x11\x96\x9C\xEC\x50\x53\x93\x78\xDC\x05\xCE\x81\x05\x07\xDD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test69(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x381669A6), ('P4rIngress.bitmap_seq.seq', 0xD0000000)], 12216)
        self.setRegisterValue('P4rIngress.rounds', 0xD0000000, 12216)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x13), ('P4rIngress.count_exp.exponent', 0x6A)], 12216)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12216)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x1854D635), ('P4rIngress.values_v00000.hi', 0xDDE40FC4)], 12216)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x77D7AD17), ('P4rIngress.values_v00001.hi', 0x644EE431)], 12216)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x912D6067), ('P4rIngress.values_v00010.hi', 0x68CB563E)], 12216)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x2DA3BF6D), ('P4rIngress.values_v00011.hi', 0xDC09756A)], 12216)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x2A56D2C9), ('P4rIngress.values_v00100.hi', 0x618551BB)], 12216)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4C394A6C), ('P4rIngress.values_v00101.hi', 0x0A93DDD9)], 12216)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x549EE596), ('P4rIngress.values_v00110.hi', 0x5AF0BC37)], 12216)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x32AC8937), ('P4rIngress.values_v00111.hi', 0x4AC25B30)], 12216)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xB800920C), ('P4rIngress.values_v01000.hi', 0x7955559C)], 12216)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x65358AB7), ('P4rIngress.values_v01001.hi', 0x7C4BC9A5)], 12216)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x0AE73A3D), ('P4rIngress.values_v01010.hi', 0x9E1F2697)], 12216)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x478FC647), ('P4rIngress.values_v01011.hi', 0x71B0D2A9)], 12216)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xADF95FBE), ('P4rIngress.values_v01100.hi', 0x40DDB09D)], 12216)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xA9800676), ('P4rIngress.values_v01101.hi', 0x29E3296F)], 12216)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7A270695), ('P4rIngress.values_v01110.hi', 0xAC98FDB2)], 12216)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x8B636FD7), ('P4rIngress.values_v01111.hi', 0x7318C066)], 12216)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5654E152), ('P4rIngress.values_v10000.hi', 0xA16D9C5E)], 12216)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x707C8436), ('P4rIngress.values_v10001.hi', 0x9EF9F641)], 12216)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7829224F), ('P4rIngress.values_v10010.hi', 0xD1D37162)], 12216)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x304A7349), ('P4rIngress.values_v10011.hi', 0x1BEB6D4B)], 12216)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x8E3B2729), ('P4rIngress.values_v10100.hi', 0x1A6B0F6C)], 12216)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x367A8D84), ('P4rIngress.values_v10101.hi', 0x266AEDB4)], 12216)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x8B7FC5C6), ('P4rIngress.values_v10110.hi', 0xA78527F3)], 12216)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4ED31E3F), ('P4rIngress.values_v10111.hi', 0x5AB55A3F)], 12216)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x55CDA94E), ('P4rIngress.values_v11000.hi', 0x8631B237)], 12216)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x51CDC726), ('P4rIngress.values_v11001.hi', 0x7BB14644)], 12216)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x41959014), ('P4rIngress.values_v11010.hi', 0x472D3005)], 12216)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5A7EE6AF), ('P4rIngress.values_v11011.hi', 0x4ADBA73B)], 12216)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x1F292977), ('P4rIngress.values_v11100.hi', 0x8F491F99)], 12216)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x2EA39D1B), ('P4rIngress.values_v11101.hi', 0x6D2EC685)], 12216)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x0837F1CF), ('P4rIngress.values_v11110.hi', 0xB8D56F9C)], 12216)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xC6B44D89), ('P4rIngress.values_v11111.hi', 0x1F74B349)], 12216)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8B36),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AF6),
                gc.DataTuple('slot_count', 0x00001358),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7757228B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x012),
                gc.KeyTuple('src_addr', 0x184F946A),
                gc.KeyTuple('src_port', 0x2FB9),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8B36),
                gc.DataTuple('rank', 0x000F),
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
        ig_port = 18
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x18\x4F\x94\x6A\x00\x00\x00\x00\x2F\xB9\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x8B\x36\x00\x0F\x77\x57\x22\x8B\x04\xC2\x01\xB9\xD0\x00\x00\x00\x00\x40\x00\x00\x1C\xA9\x69\xE4\xD9\x5C\x79\x67\x20\xAB\x6E\x5D\x52\x5B\x6A\xFF\xA5\x2F\x2B\x6C\x5C\x1A\x2A\xB4\xA3\x2A\x9A\x26\x67\x77\x44\x96\xC7\xC7\x16\xF3\x4E\xE9\xEB\x33\x46\x91\xDD\x50\x86\xDD\xA8\xFF\x56\xC0\xDE\xE2\x53\x91\x05\x05\x52\x30\x5C\x15\x62\xEA\x4F\x71\x2E\xE7\x9E\xA8\x41\x28\x4F\x34\x66\x4D\xBA\xD3\xB6\x4E\xC6\xAB\x6A\x8B\x0A\x0A\xDE\x48\xE3\xDF\x68\x52\x61\xAA\x4D\xA3\x46\xED\xCC\xE3\x7B\x8C\x50\xAC\xD0\xD7\xCB\xD5\x33\x27\x90\x8B\x68\xB4\x45\x31\xF9\x34\xB5\x2D\xE0\x66\xC0\x70\x4F\x6D\x3B\xBC\x4B\xD2\x35\xF7\x39\x5B\xAA\x49\x04\xE4\x20\xEC\xBA\xF6\xB2\x32\xAE\x2F\x0F\xE1\x67\x56\xE8\x1E\xA3\xA4\x68\xF9\xA5\x69\x69\x03\x2A\x6A\xDE\x3B\x7B\x17\xD5\xE1\xCE\x8E\x64\xBA\x86\x85\x72\x94\x99\xE1\x8D\x03\x02\xAA\xE7\x4B\x23\x66\x56\x69\x8D\xAA\x41\x72\x5B\x22\x6A\x6C\x71\x23\xAB\x66\xF6\x5F\xE7\xF0\x61\x9B\x37\xE3\x7D\x2C\xA5\x07\xEF\xC7\x55\x39\x29\x28\x75\x5A\x45\xAC\x46\x60\xD5\x23\x37\xBE\x67\x95\xEB\x8B\xA3\xD3\x65\x28\x1C\xE5\x5D\x8E\x66\xBE\xF2\xE6\xE7\x5F\x83\xD1\x82\xAF\x50\x74\x3E\x9B\x63\xF6\x81\x5F\xC9\xA7\x8F\xC5\x96\x2C\xAA\xE6\xE0\xF2\x92\x15\x45\x05\x30\x43\xE8\xDB\xCD\xFA\x02\x00\xA1\xC6\x6B\xC0\xFD\x90\x4E\x6A\xE3\x22\x5C\x86\xE3\x44\xD7\x6B\x17\xD9\xB5\xC1\xF0\x21\x9F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x18\x4F\x94\x6A\x00\x00\x00\x00\x2F\xB9\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x8B\x36\x00\x0F\x77\x57\x22\x8B\x04\xC2\x01\xB9\xD0\x00\x00\x00\x00\x40\x00\x00\x34\xFE\x40\x19\xD9\x5C\x79\x67\x7F\xFF\xFF\xFF\x52\x5B\x6A\xFF\x80\x00\x00\x00\x5C\x1A\x2A\xB4\xD0\xCE\x59\x93\x67\x77\x44\x96\xF2\x1D\xE9\xBC\x4E\xE9\xEB\x33\x7F\xFF\xFF\xFF\x86\xDD\xA8\xFF\x7F\xFF\xFF\xFF\x53\x91\x05\x05\x7F\xFF\xFF\xFF\x62\xEA\x4F\x71\xE6\xE8\x30\xB4\x41\x28\x4F\x34\x7F\xFF\xFF\xFF\xB6\x4E\xC6\xAB\x75\x72\x44\x47\xDE\x48\xE3\xDF\x7F\xFF\xFF\xFF\x4D\xA3\x46\xED\x80\x00\x00\x00\x50\xAC\xD0\xD7\x80\x00\x00\x00\x90\x8B\x68\xB4\x7F\xFF\xFF\xFF\xB5\x2D\xE0\x66\x80\x00\x00\x00\x3B\xBC\x4B\xD2\x7F\xFF\xFF\xFF\xAA\x49\x04\xE4\x7F\xFF\xFF\xFF\xB2\x32\xAE\x2F\x7F\xFF\xFF\xFF\xE8\x1E\xA3\xA4\x7F\xFF\xFF\xFF\x69\x03\x2A\x6A\x80\x00\x00\x00\xD5\xE1\xCE\x8E\x7F\xFF\xFF\xFF\x72\x94\x99\xE1\x80\x00\x00\x00\xE7\x4B\x23\x66\x7F\xFF\xFF\xFF\x41\x72\x5B\x22\x7F\xFF\xFF\xFF\xAB\x66\xF6\x5F\x39\xBE\x28\xC1\x37\xE3\x7D\x2C\xE6\x9D\x7F\xDB\x55\x39\x29\x28\x7F\xFF\xFF\xFF\x46\x60\xD5\x23\x56\xE7\x91\x0C\xEB\x8B\xA3\xD3\x7F\xFF\xFF\xFF\x5D\x8E\x66\xBE\xFB\x1E\xD9\x2E\x83\xD1\x82\xAF\x17\x28\x8C\x24\x63\xF6\x81\x5F\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x2F\xB8\x03\xF6\x00\x00\x38\x16\xE9\xA6\xD0\x00\x00\x00\xD0\x00\x00\x00\x14\xB9\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x34\xFE\x40\x19\xB7\x40\x89\x2B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD0\xCE\x59\x93\x43\x80\xBA\x00\xF2\x1D\xE9\xBC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x91\x71\x86\xD8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE6\xE8\x30\xB4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x32\x9A\x90\x50\x75\x72\x44\x47\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xBA\x6E\x92\x23\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB9\xF2\x15\x06\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF0\x4C\xDD\xFA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x8E\xD0\x4B\x59\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x39\xBE\x28\xC1\x7F\xFF\xFF\xFF\xE6\x9D\x7F\xDB\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x56\xE7\x91\x0C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFB\x1E\xD9\x2E\x80\x00\x00\x00\x17\x28\x8C\x24\x7F\xFF\xFF\xFF\xC9\xA7\x8F\xC5\x96\x2C\xAA\xE6\xE0\xF2\x92\x15\x45\x05\x30\x43\xE8\xDB\xCD\xFA\x02\x00\xA1\xC6\x6B\xC0\xFD\x90\x4E\x6A\xE3\x22\x5C\x86\xE3\x44\xD7\x6B\x17\xD9\xB5\xC1\xF0\x21\x9F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test70(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x267E380C), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 10963)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 10963)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x66)], 10963)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 10963)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x6EFA9117), ('P4rIngress.values_v00000.hi', 0xFD0D523F)], 10963)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x39D19F2B), ('P4rIngress.values_v00001.hi', 0x0662EEFF)], 10963)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x6DEDEB86), ('P4rIngress.values_v00010.hi', 0x64B74713)], 10963)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x1D95D767), ('P4rIngress.values_v00011.hi', 0x59DBEA76)], 10963)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x8E0A7DF5), ('P4rIngress.values_v00100.hi', 0x73083A6B)], 10963)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x89B29E4B), ('P4rIngress.values_v00101.hi', 0x93BBD22A)], 10963)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xCCAA2EA1), ('P4rIngress.values_v00110.hi', 0xAC64EB44)], 10963)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x44FF50B3), ('P4rIngress.values_v00111.hi', 0x68CD7EBA)], 10963)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4B4BC974), ('P4rIngress.values_v01000.hi', 0x9529E801)], 10963)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xA091A306), ('P4rIngress.values_v01001.hi', 0x712169EF)], 10963)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xD6BEAAFA), ('P4rIngress.values_v01010.hi', 0x17A49CDB)], 10963)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5555A2AB), ('P4rIngress.values_v01011.hi', 0x6DAAD89A)], 10963)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xA6B5E626), ('P4rIngress.values_v01100.hi', 0x43B0215D)], 10963)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x33F497DD), ('P4rIngress.values_v01101.hi', 0x6A6292ED)], 10963)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x8FE112B3), ('P4rIngress.values_v01110.hi', 0x64C5113D)], 10963)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x42EDFD6F), ('P4rIngress.values_v01111.hi', 0xF1BF58D5)], 10963)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xFEA93ED5), ('P4rIngress.values_v10000.hi', 0x6470FDCB)], 10963)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xAA1D346E), ('P4rIngress.values_v10001.hi', 0xD68275CC)], 10963)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x526EDB5F), ('P4rIngress.values_v10010.hi', 0x696E95EA)], 10963)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xA9E7F347), ('P4rIngress.values_v10011.hi', 0x3FBEDAC7)], 10963)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xAED7DC65), ('P4rIngress.values_v10100.hi', 0xA2AD5466)], 10963)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xAA322AF7), ('P4rIngress.values_v10101.hi', 0x4BB58A99)], 10963)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xA5EDECA6), ('P4rIngress.values_v10110.hi', 0x75E4496C)], 10963)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xB43900E2), ('P4rIngress.values_v10111.hi', 0x65ACEF5C)], 10963)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xDD562F4B), ('P4rIngress.values_v11000.hi', 0xA1DD105E)], 10963)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x09F247EF), ('P4rIngress.values_v11001.hi', 0x80000000)], 10963)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x8DDF302E), ('P4rIngress.values_v11010.hi', 0x9876D384)], 10963)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xBDD35EF9), ('P4rIngress.values_v11011.hi', 0x2ABA7363)], 10963)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xA3E223C7), ('P4rIngress.values_v11100.hi', 0x5B824BE9)], 10963)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x9EB89DF2), ('P4rIngress.values_v11101.hi', 0x699DCE8D)], 10963)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xB511C693), ('P4rIngress.values_v11110.hi', 0xA9A9BC77)], 10963)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xE87DAD6E), ('P4rIngress.values_v11111.hi', 0x5ED5AC5B)], 10963)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5136),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008C6),
                gc.DataTuple('slot_count', 0x00000CD6),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9CC52905),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x030),
                gc.KeyTuple('src_addr', 0x1997BCF2),
                gc.KeyTuple('src_port', 0x6AC4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5136),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x03F8),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x19\x97\xBC\xF2\x00\x00\x00\x00\x6A\xC4\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x51\x36\x00\x0F\x9C\xC5\x29\x05\x02\x0D\x05\xB2\x00\x00\x00\x00\x00\x40\x00\x00\xB9\x26\xFC\x51\xAB\xE5\x72\xEA\x70\xA1\xCD\x5A\x2B\x67\x2A\x63\x42\x56\x7A\xB3\x6E\x0B\x4F\xDB\xD9\x52\x90\x5E\x54\x61\xEB\x37\x19\xD3\x91\x87\x56\xBA\x8F\x86\xAC\xBF\x96\xF5\xE7\x2F\x35\x5D\xFD\x48\xF2\xEF\x9A\x21\x2E\x2D\x4D\xF2\x6B\x6B\x2E\xF8\x01\xB3\x71\x6B\xFB\x7C\xB3\x37\x8C\x57\xA7\xD9\x4A\xDF\x19\x89\xBD\x5A\xD7\x87\xEE\x40\x73\xB7\x84\x18\x53\x73\x62\xC5\x49\xD2\x3B\x69\xAE\x5D\x56\x36\x68\x25\x7D\x55\x62\x84\xA8\x0D\x20\x63\x81\xC3\x86\x0C\xB0\xD1\x27\xC4\xFA\xE5\x4C\x69\x4D\xCB\x3B\x01\xBE\x9E\x96\xBB\x98\x55\x24\xE0\x08\xA9\xCA\x71\xF6\x41\x56\x51\x8D\xCC\x65\xE6\x52\x5E\x2A\xE4\x5D\xC7\x50\xA8\x21\x99\x00\xBF\xFE\xCB\x83\xDD\xCE\x71\xA6\x24\xC7\x7C\xC3\x73\xEA\x47\x56\x37\xDD\xB1\xB5\xF4\xA2\x2C\x24\xCD\xA4\xB3\x4F\x37\x01\x5F\xBD\x83\xAA\xAD\x5E\x54\x9C\x29\xA8\x75\xC1\xCF\x7B\x75\x1C\xAB\x00\x00\x00\x00\x98\x9D\x2C\x65\x16\x3E\x63\x64\x34\x51\x57\xBF\x75\x3A\xB1\x14\x52\xCF\xA2\x77\x5B\x2A\x09\xC3\xC6\x03\xA7\x6C\x5C\xD0\x83\x9D\xB4\x49\xC4\xB7\xB9\xB4\xB1\xA5\x92\xA5\x83\x9D\xD1\x37\xBE\x55\x9B\x16\x19\xF0\x22\x84\x88\xF8\xC5\xA9\xE1\xDC\xAF\xAA\x67\xE0\xDF\x60\x92\xC5\xBC\xD8\x02\x98\xA4\x66\x01\x5B\x31\x57\x8A\xA2\x34\x4B\xB4\xAB\x3C\x2D\x05\x44\xCD\xBE\xAD\x6E\xC2\xBD\xD1\x70\x4A\x0C\xE2\xC3\x57\x6C\x5D\xE1\x35\x68\x75\xC6\xF4\x06\xD2\x11\x1A\x9F\xA1\x17\x4B\x7A\xBE\x74\xF3\xA0\x59\x0C\xEA\xF9\xB4\xA2\x23\x45\x56\x17\x99\x40\x92\x1E\xAA\xDA\xA3\xA9\xAD\xF8\xA1\x7D\xAF\x63\x15\x76\x22\x36\xEF\xEA\x15\x30\xF7\x34\x86\x54\x9B\xF6\x90\x1B\xAA\x4F\x88\xCF\xAA\x82\xD0\x46\x69\xF1\x23\x3F\xEF\xCB\x73\xE2\x51\x82\x1C\xFA\x18\x61\xD1\x8A\xE8\xE8\xB8\x61\xB1\x34\x0C\xA7\x4D\xCF\x5A\xAA\xFA\x96\x51\x5A\xDA\xE4\x17\x8B\x2B\xA5\xAF\xBE\x15\xF3\x80\x92\xCC\xA9\x0B\xF8\xDE\x1B\x68\x90\xA1\x9F\x4E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x19\x97\xBC\xF2\xBE\xEF\x6A\xC4\x01\x20\x00\x00\x50\x34\x02\x82\x51\x36\x00\x0F\x9C\xC5\x29\x05\x02\x0D\x01\xB2\x00\x00\x00\x00\x00\x40\x00\x20\x28\x21\x8D\x68\xAB\xE5\x72\xEA\x7F\xFF\xFF\xFF\x2B\x67\x2A\x63\x7F\xFF\xFF\xFF\x6E\x0B\x4F\xDB\xF6\xE8\x67\xC5\x54\x61\xEB\x37\xA7\xDE\x0F\x7C\x56\xBA\x8F\x86\x80\x00\x00\x00\xE7\x2F\x35\x5D\xC9\xF3\x21\x90\x9A\x21\x2E\x2D\x7F\xFF\xFF\xFF\x2E\xF8\x01\xB3\x7F\xFF\xFF\xFF\xB3\x37\x8C\x57\x80\x00\x00\x00\x19\x89\xBD\x5A\xAE\x46\x99\x3A\x73\xB7\x84\x18\x7F\xFF\xFF\xFF\x49\xD2\x3B\x69\x80\x00\x00\x00\x68\x25\x7D\x55\x7F\xFF\xFF\xFF\x20\x63\x81\xC3\x80\x00\x00\x00\x27\xC4\xFA\xE5\x7F\xFF\xFF\xFF\x3B\x01\xBE\x9E\x95\x64\xD7\x2A\x24\xE0\x08\xA9\x80\x00\x00\x00\x56\x51\x8D\xCC\x7F\xFF\xFF\xFF\x2A\xE4\x5D\xC7\xFA\x90\x14\xE0\x00\xBF\xFE\xCB\x80\x00\x00\x00\xA6\x24\xC7\x7C\x80\x00\x00\x00\x56\x37\xDD\xB1\x80\x00\x00\x00\x24\xCD\xA4\xB3\x03\x70\x02\x41\xBD\x83\xAA\xAD\x3B\xAA\xCB\x74\xA8\x75\xC1\xCF\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x80\x00\x00\x00\x16\x3E\x63\x64\xF2\x24\xB6\xB8\x75\x3A\xB1\x14\xF6\xB1\xC6\x3E\x5B\x2A\x09\xC3\x80\x00\x00\x00\x5C\xD0\x83\x9D\x80\x00\x00\x00\xB9\xB4\xB1\xA5\x80\x00\x00\x00\xD1\x37\xBE\x55\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2A\xD3\x03\xF8\x00\x00\x26\x7E\xB8\x0C\x00\x00\x00\x00\x00\x00\x00\x00\x20\xB2\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x28\x21\x8D\x68\xA8\xF2\xC5\x29\x7F\xFF\xFF\xFF\x31\xCA\x19\x62\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF6\xE8\x67\xC5\x7F\xFF\xFF\xFF\xA7\xDE\x0F\x7C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xC9\xF3\x21\x90\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xAE\x46\x99\x3A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2C\xC1\x17\x73\x95\x64\xD7\x2A\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x2C\xD4\x03\x98\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFA\x90\x14\xE0\x40\x7E\xD9\x92\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x03\x70\x02\x41\x23\x30\x9A\x09\x3B\xAA\xCB\x74\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xAE\xB5\x36\xE8\xF2\x24\xB6\xB8\x7F\xFF\xFF\xFF\xF6\xB1\xC6\x3E\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x30\x0D\x6A\xB0\x9B\x16\x19\xF0\x22\x84\x88\xF8\xC5\xA9\xE1\xDC\xAF\xAA\x67\xE0\xDF\x60\x92\xC5\xBC\xD8\x02\x98\xA4\x66\x01\x5B\x31\x57\x8A\xA2\x34\x4B\xB4\xAB\x3C\x2D\x05\x44\xCD\xBE\xAD\x6E\xC2\xBD\xD1\x70\x4A\x0C\xE2\xC3\x57\x6C\x5D\xE1\x35\x68\x75\xC6\xF4\x06\xD2\x11\x1A\x9F\xA1\x17\x4B\x7A\xBE\x74\xF3\xA0\x59\x0C\xEA\xF9\xB4\xA2\x23\x45\x56\x17\x99\x40\x92\x1E\xAA\xDA\xA3\xA9\xAD\xF8\xA1\x7D\xAF\x63\x15\x76\x22\x36\xEF\xEA\x15\x30\xF7\x34\x86\x54\x9B\xF6\x90\x1B\xAA\x4F\x88\xCF\xAA\x82\xD0\x46\x69\xF1\x23\x3F\xEF\xCB\x73\xE2\x51\x82\x1C\xFA\x18\x61\xD1\x8A\xE8\xE8\xB8\x61\xB1\x34\x0C\xA7\x4D\xCF\x5A\xAA\xFA\x96\x51\x5A\xDA\xE4\x17\x8B\x2B\xA5\xAF\xBE\x15\xF3\x80\x92\xCC\xA9\x0B\xF8\xDE\x1B\x68\x90\xA1\x9F\x4E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test71(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x846D315D), ('P4rIngress.bitmap_seq.seq', 0x8700A0EC)], 16112)
        self.setRegisterValue('P4rIngress.rounds', 0x8700A0EC, 16112)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x11), ('P4rIngress.count_exp.exponent', 0xA4)], 16112)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 16112)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x357A28DB), ('P4rIngress.values_v00000.hi', 0x358D5372)], 16112)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x595BCDAF), ('P4rIngress.values_v00001.hi', 0x55E35BDE)], 16112)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x4EA757D3), ('P4rIngress.values_v00010.hi', 0x56133E53)], 16112)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x05E72CBB), ('P4rIngress.values_v00011.hi', 0x1B62A959)], 16112)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xBA65F16D), ('P4rIngress.values_v00100.hi', 0xA29E28F8)], 16112)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xA923391A), ('P4rIngress.values_v00101.hi', 0x8BD6297A)], 16112)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xC3BF7307), ('P4rIngress.values_v00110.hi', 0xA5AF975A)], 16112)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x452BCFB3), ('P4rIngress.values_v00111.hi', 0xA5A43AF8)], 16112)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x96FC3FE5), ('P4rIngress.values_v01000.hi', 0x8C39B3B8)], 16112)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x816C71B0), ('P4rIngress.values_v01001.hi', 0x01B0B9E5)], 16112)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xDF3DD69E), ('P4rIngress.values_v01010.hi', 0xBE2E73BE)], 16112)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x556DB11D), ('P4rIngress.values_v01011.hi', 0x4B3E6473)], 16112)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x48D185F1), ('P4rIngress.values_v01100.hi', 0x5C69BFEB)], 16112)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x2C2F3933), ('P4rIngress.values_v01101.hi', 0xF8654D45)], 16112)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x9B33B867), ('P4rIngress.values_v01110.hi', 0x6103EC8D)], 16112)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7846A731), ('P4rIngress.values_v01111.hi', 0x42B537AF)], 16112)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xDE4D593D), ('P4rIngress.values_v10000.hi', 0xDBC5FB46)], 16112)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x29C6D7D5), ('P4rIngress.values_v10001.hi', 0xA49C1572)], 16112)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xE149E6C6), ('P4rIngress.values_v10010.hi', 0xB33D6401)], 16112)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4E85C3E8), ('P4rIngress.values_v10011.hi', 0xAFAD6955)], 16112)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x5D6593BA), ('P4rIngress.values_v10100.hi', 0xA3D08229)], 16112)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6E3DE6BF), ('P4rIngress.values_v10101.hi', 0xA7DEEA01)], 16112)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xC433CB8F), ('P4rIngress.values_v10110.hi', 0x86A81B4F)], 16112)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x535E61E6), ('P4rIngress.values_v10111.hi', 0x41E375B5)], 16112)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xE6796329), ('P4rIngress.values_v11000.hi', 0xD76D169D)], 16112)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xAAE0E993), ('P4rIngress.values_v11001.hi', 0xBD873556)], 16112)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x3DAAC91A), ('P4rIngress.values_v11010.hi', 0x4AC695F1)], 16112)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xD70707F8), ('P4rIngress.values_v11011.hi', 0x7B14EDED)], 16112)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xB55F3C4A), ('P4rIngress.values_v11100.hi', 0xBCBCCDCE)], 16112)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x52ABFE3F), ('P4rIngress.values_v11101.hi', 0xDA3B5FAD)], 16112)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x53119CAB), ('P4rIngress.values_v11110.hi', 0x11E4E859)], 16112)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xA7AFF654), ('P4rIngress.values_v11111.hi', 0x80000000)], 16112)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2B03),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001A70),
                gc.DataTuple('slot_count', 0x00000515),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAEB9A574),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03E),
                gc.KeyTuple('src_addr', 0x07FB16BC),
                gc.KeyTuple('src_port', 0x469D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2B03),
                gc.DataTuple('rank', 0x000F),
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
        ig_port = 62
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x07\xFB\x16\xBC\x00\x00\x00\x00\x46\x9D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2B\x03\x00\x0F\xAE\xB9\xA5\x74\x04\x80\x03\xD4\x87\x00\xA0\xEC\x00\x40\x00\x00\x2D\x54\x29\x9A\x29\xE7\x4A\x7F\x75\xE7\xF4\xA1\x7B\x2D\xCB\x0B\x37\xA6\xFB\x01\x53\x7F\xA4\xA0\x03\x55\x12\xB8\xE3\x39\x9F\x97\x92\x28\xFD\xC1\xAA\xA4\x3F\x96\xC7\x2B\x25\x25\xAA\xD8\xCD\xFF\xA5\xB5\xBD\xDD\xCA\x65\xA3\x5E\x55\x5F\x96\xD7\xB7\x1C\xEC\xDC\x8E\xF9\xFC\x5C\x82\x69\xF5\xF2\xCA\xCF\xB4\x5E\x7C\x04\x73\xFF\x9C\xA1\x95\x10\xA3\x0C\x6F\x83\x69\x75\x33\xE1\x73\xA0\x2A\x9B\x5A\x37\x11\x3B\x60\x7D\x4B\x03\xB9\x92\x65\xD4\xD3\x7D\x66\x1C\xA8\x7F\xFA\x95\x75\x34\xAB\x6B\x43\xC6\xA1\xA1\x3E\x99\x9D\x0F\x9A\xB9\x63\x3B\x5B\x6E\x42\x85\xAE\x11\x7A\x17\xAB\x48\x76\x13\x2F\x3A\x5A\xEC\xA1\x91\xC9\x0D\x66\xC1\x16\x85\x8C\xA9\xC7\xB7\x33\x35\xBF\x5B\x94\xC9\x9E\xE3\x48\x6C\x2D\xA1\xA9\x1B\x61\x13\x4E\x8D\x9A\xF9\xB1\x42\x9A\x19\x44\x56\xCD\x53\x74\xE2\xE7\x95\xCD\xC5\xC2\xD3\xA2\x69\x13\xD3\xA9\x7A\x8A\x81\xB5\x9A\x24\xDA\x85\x4B\x75\x93\x66\xB8\x44\x9A\x8D\xB3\x36\xC4\x5B\xF0\xB0\x41\x8C\x8B\xDC\x8A\x80\xF2\xD0\x5F\xC5\xF7\x36\xE3\x61\xCD\x5C\xBB\x52\x74\xDD\xFB\x6F\xFA\xE7\x1D\x94\xF5\x51\x52\x56\x5B\xD0\x05\xDB\x86\x25\x88\x25\xC0\x9A\xCE\x00\x2F\xB2\xC2\x98\x99\x2E\xB9\x9E\x69\xD5\x7A\xC6\xF2\x19\xCE\xFF\x89\x92\x56\xB1\x8D\x2E\x53\xA5\xE3\xC5\x78\x03\x7A\xD0\x4E\x4A\x34\xAD\x96\xD7\xD4\x04\xD5\x66\x52\xEC\x72\x14\xF5\xF3\xE0\xC8\xAD\x44\xDF\xF6\x3A\x41\x0C\xA3\xDA\xEE\x44\xA1\xA7\xE2\x0A\xF7\x6A\xA0\x01\x05\x9A\xF2\x79\x59\xE4\xB3\xCA\xF7\x0E\xA3\x34\x10\xED\xF5\x0C\xB8\x47\x0F\x6E\x88\xEE\x49\x99\x79\xD7\x2F\x83\xE8\x42\xC4\x38\xD4\x50\xFF\x21\xC6\xF6\x51\x6F\x93\x22\xB1\x91\xC8\x02\xE7\xE3\x0F\x76'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x07\xFB\x16\xBC\x00\x00\x00\x00\x46\x9D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2B\x03\x00\x0F\xAE\xB9\xA5\x74\x04\x80\x03\xD4\x87\x00\xA0\xEC\x00\x40\x00\x00\x62\xCE\x52\x75\x29\xE7\x4A\x7F\x7F\xFF\xFF\xFF\x7B\x2D\xCB\x0B\x7F\xFF\xFF\xFF\x53\x7F\xA4\xA0\x09\x3C\x3F\x73\xE3\x39\x9F\x97\x80\x00\x00\x00\xAA\xA4\x3F\x96\x80\x00\x00\x00\xAA\xD8\xCD\xFF\x80\x00\x00\x00\xCA\x65\xA3\x5E\x7F\xFF\xFF\xFF\xB7\x1C\xEC\xDC\x80\x00\x00\x00\x82\x69\xF5\xF2\x80\x00\x00\x00\x7C\x04\x73\xFF\x80\x00\x00\x00\xA3\x0C\x6F\x83\x7F\xFF\xFF\xFF\x73\xA0\x2A\x9B\x7F\xFF\xFF\xFF\x60\x7D\x4B\x03\xE5\xC1\x9F\x07\xD3\x7D\x66\x1C\x80\x00\x00\x00\x75\x34\xAB\x6B\x7F\xFF\xFF\xFF\x3E\x99\x9D\x0F\x80\x00\x00\x00\x5B\x6E\x42\x85\xD7\xD8\x51\xEC\xAB\x48\x76\x13\x10\x84\x41\xB2\xA1\x91\xC9\x0D\x7F\xFF\xFF\xFF\x8C\xA9\xC7\xB7\x7F\xFF\xFF\xFF\x94\xC9\x9E\xE3\x7F\xFF\xFF\xFF\xA9\x1B\x61\x13\x12\xC1\x66\x88\xB1\x42\x9A\x19\x7F\xFF\xFF\xFF\x74\xE2\xE7\x95\xB4\x3F\x25\xFC\xA2\x69\x13\xD3\x80\x00\x00\x00\xB5\x9A\x24\xDA\xC2\xF6\x3E\xAD\x66\xB8\x44\x9A\x80\x00\x00\x00\x5B\xF0\xB0\x41\x80\x00\x00\x00\x80\xF2\xD0\x5F\x18\xA3\x35\x22\x61\xCD\x5C\xBB\x7F\xFF\xFF\xFF\x6F\xFA\xE7\x1D\x80\x00\x00\x00\x56\x5B\xD0\x05\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x3E\xF0\x03\x07\x00\x00\x84\x6D\xB1\x5D\x87\x00\xA0\xEC\x87\x00\xA0\xEC\x12\xD4\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x62\xCE\x52\x75\x5F\x74\x9D\xF1\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x09\x3C\x3F\x73\xFE\x9C\x48\xF0\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7D\xB5\x2D\xE4\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE5\xC1\x9F\x07\xCB\xE2\xB3\x61\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x37\x34\x3D\xCB\xD7\xD8\x51\xEC\x80\x00\x00\x00\x10\x84\x41\xB2\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x12\xC1\x66\x88\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB4\x3F\x25\xFC\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xC2\xF6\x3E\xAD\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x18\xA3\x35\x22\x3C\x08\xBC\x68\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD6\x5B\xD0\x05\xDB\x86\x25\x88\x25\xC0\x9A\xCE\x00\x2F\xB2\xC2\x98\x99\x2E\xB9\x9E\x69\xD5\x7A\xC6\xF2\x19\xCE\xFF\x89\x92\x56\xB1\x8D\x2E\x53\xA5\xE3\xC5\x78\x03\x7A\xD0\x4E\x4A\x34\xAD\x96\xD7\xD4\x04\xD5\x66\x52\xEC\x72\x14\xF5\xF3\xE0\xC8\xAD\x44\xDF\xF6\x3A\x41\x0C\xA3\xDA\xEE\x44\xA1\xA7\xE2\x0A\xF7\x6A\xA0\x01\x05\x9A\xF2\x79\x59\xE4\xB3\xCA\xF7\x0E\xA3\x34\x10\xED\xF5\x0C\xB8\x47\x0F\x6E\x88\xEE\x49\x99\x79\xD7\x2F\x83\xE8\x42\xC4\x38\xD4\x50\xFF\x21\xC6\xF6\x51\x6F\x93\x22\xB1\x91\xC8\x02\xE7\xE3\x0F\x76'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test72(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x35ED5FFA), ('P4rIngress.bitmap_seq.seq', 0x4DB52087)], 12228)
        self.setRegisterValue('P4rIngress.rounds', 0x4DB52087, 12228)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x47)], 12228)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12228)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x835A4B57), ('P4rIngress.values_v00000.hi', 0xFC97433D)], 12228)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7399431E), ('P4rIngress.values_v00001.hi', 0x648D0009)], 12228)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x98595DAC), ('P4rIngress.values_v00010.hi', 0x3CD2A5A3)], 12228)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x1D7524D4), ('P4rIngress.values_v00011.hi', 0xFA660E8A)], 12228)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xFE5EB5C7), ('P4rIngress.values_v00100.hi', 0x72A0D6BF)], 12228)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x3B8C2392), ('P4rIngress.values_v00101.hi', 0x2D37846D)], 12228)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x45EC5181), ('P4rIngress.values_v00110.hi', 0x69562461)], 12228)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x45FD0AD5), ('P4rIngress.values_v00111.hi', 0x31ED4654)], 12228)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xF08EDC9F), ('P4rIngress.values_v01000.hi', 0x32D24456)], 12228)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x43C5E468), ('P4rIngress.values_v01001.hi', 0x6582C9CF)], 12228)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x04DDA469), ('P4rIngress.values_v01010.hi', 0x84587F78)], 12228)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4AE24D63), ('P4rIngress.values_v01011.hi', 0x628DA63F)], 12228)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x8FE11BCD), ('P4rIngress.values_v01100.hi', 0x54E97C84)], 12228)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xA3C40F59), ('P4rIngress.values_v01101.hi', 0x10DEAFFF)], 12228)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x2790FC6C), ('P4rIngress.values_v01110.hi', 0xE8FB8A96)], 12228)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x9EE3E8D2), ('P4rIngress.values_v01111.hi', 0x4E61A795)], 12228)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x3CF5D6AD), ('P4rIngress.values_v10000.hi', 0x8BED947D)], 12228)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6DA670CD), ('P4rIngress.values_v10001.hi', 0x94797A6D)], 12228)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6F1F008A), ('P4rIngress.values_v10010.hi', 0x56A8A75B)], 12228)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x3563B549), ('P4rIngress.values_v10011.hi', 0x63E65B7F)], 12228)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xA97277C1), ('P4rIngress.values_v10100.hi', 0x2A0154F3)], 12228)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x463C3773), ('P4rIngress.values_v10101.hi', 0x68BBB309)], 12228)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xA1B552ED), ('P4rIngress.values_v10110.hi', 0x157A7955)], 12228)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xB62489D8), ('P4rIngress.values_v10111.hi', 0x6C4C376B)], 12228)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x70E6EC4A), ('P4rIngress.values_v11000.hi', 0x5DD8B7D4)], 12228)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x57ABC10E), ('P4rIngress.values_v11001.hi', 0xA8C95D61)], 12228)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x8F6B9B11), ('P4rIngress.values_v11010.hi', 0x65125C85)], 12228)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x1EBCE40F), ('P4rIngress.values_v11011.hi', 0xC30014C3)], 12228)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x3738A759), ('P4rIngress.values_v11100.hi', 0x73F91623)], 12228)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x80000000), ('P4rIngress.values_v11101.hi', 0x31BF38A7)], 12228)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xDF4C9DBA), ('P4rIngress.values_v11110.hi', 0x54E61244)], 12228)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xBBA5592B), ('P4rIngress.values_v11111.hi', 0xE7CCFEA7)], 12228)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA6CF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F6E),
                gc.DataTuple('slot_count', 0x000001E7),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x41DD248E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0x158B07E1),
                gc.KeyTuple('src_port', 0x3A1F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA6CF),
                gc.DataTuple('rank', 0x000F),
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
        ig_port = 26
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x15\x8B\x07\xE1\x00\x00\x00\x00\x3A\x1F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xA6\xCF\x00\x0F\x41\xDD\x24\x8E\x00\x56\x01\xC2\x4D\xB5\x20\x87\x00\x40\x00\x00\x7B\xED\xEB\x53\x47\xCE\x01\x13\x45\x50\x7E\x24\x65\x58\x84\x4F\x96\xE9\xC4\x98\x5A\xD4\xB6\xA5\xE8\xAC\xDF\xCF\xEE\x1F\x27\xD2\x68\x83\xEF\xBF\x72\x28\x94\xB8\x45\x81\x79\x55\xBD\xEF\xAD\xDE\x69\x54\x27\x2B\x51\x64\x26\x6B\x54\xB8\xEB\xDB\x57\x1E\x75\xF7\xB3\xF0\xFE\x37\x7D\x42\xCA\x56\x68\x9F\xC9\xAE\xFD\xFD\x8B\x43\xDE\x45\x8F\xEB\x85\x33\xDD\x55\x6C\x98\x58\xCB\x46\x81\x36\x87\x84\xE1\xE3\x1A\x79\xC9\x28\x77\xBC\xB4\xEB\x1B\x57\x54\xF2\xAF\x76\x78\x19\x44\x87\x58\xE8\xD3\xA8\xC5\x81\x67\x66\xE6\xA1\x24\x56\xD7\x49\xAE\x85\x99\x69\xDB\x40\x91\xF2\x8C\xB5\x60\x75\x7A\x47\xB1\xDD\x06\x14\xCB\xB3\x0B\x6C\x47\x44\xDA\x24\x0F\x1A\x4E\x9C\xD7\x61\x20\x31\x65\x70\x3B\x4A\xC8\x8B\x71\x73\x32\xB6\x15\x9F\x9E\xE3\xC2\x37\xEE\x61\x5E\xA2\xFF\x3D\x4B\x34\xEE\xE7\xAF\xDE\x4C\xB8\x68\x25\x90\xAC\x94\x28\x7F\x59\x92\xA9\x39\x12\x33\xDC\x4C\x7D\x47\x1C\x53\x0C\x37\x7A\xBF\x6E\x87\x7A\xC7\xB2\x95\x3C\x23\xD4\xDB\x7D\xB4\x26\xE9\x34\xBF\x74\xBE\x71\xF8\x63\xB5\x92\x35\x68\xB4\x57\x1D\xD8\x0D\xA3\xE5\x2A\xBD\xB2\xE9\x56\x5D\x7A\x3A\xE3\x96\xE6\xE8\x7B\xD8\x1D\x08\x80\xCF\x2C\x25\x69\xD9\x08\x6C\xB4\xBC\xA7\xA4\xBF\xF1\x22\x26\x1C\x60\xA8\x3F\xFD\x49\x9E\xF6\xBC\x47\x91\xC5\xC8\x59\x7C\xCA\xEB\x52\xE4\xA3\xEF\x60\x47\x42\x8E\x9B\xD8\xEB\x5D\x6F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x15\x8B\x07\xE1\x00\x00\x00\x00\x3A\x1F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xA6\xCF\x00\x0F\x41\xDD\x24\x8E\x00\x56\x01\xC2\x4D\xB5\x20\x87\x00\x40\x00\x00\xFF\x48\x36\xAA\x47\xCE\x01\x13\x7F\xFF\xFF\xFF\x65\x58\x84\x4F\x80\x00\x00\x00\x5A\xD4\xB6\xA5\x06\x22\x04\xA3\xEE\x1F\x27\xD2\x66\xE2\xA5\x86\x72\x28\x94\xB8\x7F\xFF\xFF\xFF\xBD\xEF\xAD\xDE\x7F\xFF\xFF\xFF\x51\x64\x26\x6B\x7F\xFF\xFF\xFF\x57\x1E\x75\xF7\xA4\x7F\xDA\xD6\x7D\x42\xCA\x56\x7F\xFF\xFF\xFF\xFD\xFD\x8B\x43\xE3\x23\x34\x54\x85\x33\xDD\x55\x7F\xFF\xFF\xFF\x46\x81\x36\x87\x80\x00\x00\x00\x79\xC9\x28\x77\x80\x00\x00\x00\x57\x54\xF2\xAF\x7F\xFF\xFF\xFF\x87\x58\xE8\xD3\x80\x00\x00\x00\x66\xE6\xA1\x24\x7F\xFF\xFF\xFF\x85\x99\x69\xDB\x7F\xFF\xFF\xFF\xB5\x60\x75\x7A\x7F\xFF\xFF\xFF\x14\xCB\xB3\x0B\x7F\xFF\xFF\xFF\x24\x0F\x1A\x4E\x80\x00\x00\x00\x31\x65\x70\x3B\x7F\xFF\xFF\xFF\x73\x32\xB6\x15\x80\x00\x00\x00\x37\xEE\x61\x5E\x80\x00\x00\x00\x34\xEE\xE7\xAF\x4F\x33\xA4\xB2\x25\x90\xAC\x94\x7F\xFF\xFF\xFF\xA9\x39\x12\x33\x80\x00\x00\x00\x1C\x53\x0C\x37\x7F\xFF\xFF\xFF\x7A\xC7\xB2\x95\x73\x5C\x7C\x34\x7D\xB4\x26\xE9\xB4\xBF\x74\xBE\x71\xF8\x63\xB5\x80\x00\x00\x00\x57\x1D\xD8\x0D\x80\x00\x00\x00\xB2\xE9\x56\x5D\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x2F\xC4\x01\xFD\x00\x00\x35\xED\xDF\xFA\x4D\xB5\x20\x87\x4D\xB5\x20\x87\x20\xC2\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\x48\x36\xAA\x44\x65\x44\x50\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x06\x22\x04\xA3\xE8\x85\x36\x5C\x66\xE2\xA5\x86\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEB\x27\x32\x4B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA4\x7F\xDA\xD6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x63\x80\x55\x12\xE3\x23\x34\x54\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x68\x33\xA2\xAE\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x6B\x74\x5A\x66\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x5B\x66\xC5\x2E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x4D\x68\xDA\xB3\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x4F\x33\xA4\xB2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3D\xC7\xC7\x58\x73\x5C\x7C\x34\x7F\xFF\xFF\xFF\xB4\xBF\x74\xBE\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x9A\xB6\x55\x04\x7A\x3A\xE3\x96\xE6\xE8\x7B\xD8\x1D\x08\x80\xCF\x2C\x25\x69\xD9\x08\x6C\xB4\xBC\xA7\xA4\xBF\xF1\x22\x26\x1C\x60\xA8\x3F\xFD\x49\x9E\xF6\xBC\x47\x91\xC5\xC8\x59\x7C\xCA\xEB\x52\xE4\xA3\xEF\x60\x47\x42\x8E\x9B\xD8\xEB\x5D\x6F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test73(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB25047E4), ('P4rIngress.bitmap_seq.seq', 0x32800000)], 12892)
        self.setRegisterValue('P4rIngress.rounds', 0x32800000, 12892)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1D), ('P4rIngress.count_exp.exponent', 0x2D)], 12892)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 12892)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x6581564C), ('P4rIngress.values_v00000.hi', 0xB4F9347B)], 12892)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6D778946), ('P4rIngress.values_v00001.hi', 0x1AE33949)], 12892)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xCF5159DE), ('P4rIngress.values_v00010.hi', 0x6CFC9F16)], 12892)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xD51A8C83), ('P4rIngress.values_v00011.hi', 0x922DEC4B)], 12892)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x09C56423), ('P4rIngress.values_v00100.hi', 0x4D9871CE)], 12892)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x70EDA94B), ('P4rIngress.values_v00101.hi', 0x9DADD0BA)], 12892)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x628DE3E9), ('P4rIngress.values_v00110.hi', 0x5323BF5C)], 12892)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x3D23EF95), ('P4rIngress.values_v00111.hi', 0x6E511B5F)], 12892)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xED51E9B7), ('P4rIngress.values_v01000.hi', 0x3B78E1AB)], 12892)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4ED83CBD), ('P4rIngress.values_v01001.hi', 0xDB29640C)], 12892)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x1DA4AAB7), ('P4rIngress.values_v01010.hi', 0xAEA3D03B)], 12892)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x42CAAE5B), ('P4rIngress.values_v01011.hi', 0x1CB47AC7)], 12892)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xD31EFACC), ('P4rIngress.values_v01100.hi', 0x54E5642A)], 12892)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xA612955D), ('P4rIngress.values_v01101.hi', 0x8F8BE452)], 12892)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x96B3669D), ('P4rIngress.values_v01110.hi', 0x7892FBCB)], 12892)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xAC684A0B), ('P4rIngress.values_v01111.hi', 0xACD5B985)], 12892)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x59AF2B58), ('P4rIngress.values_v10000.hi', 0x49B34A99)], 12892)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x61089B9A), ('P4rIngress.values_v10001.hi', 0x33D54F37)], 12892)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6382D567), ('P4rIngress.values_v10010.hi', 0x6C4FCAD9)], 12892)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xB48B9CC3), ('P4rIngress.values_v10011.hi', 0xBE60FDD3)], 12892)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x3297A0E7), ('P4rIngress.values_v10100.hi', 0xAC9BADD3)], 12892)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x9D394B48), ('P4rIngress.values_v10101.hi', 0x8ACAF43F)], 12892)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x54030785), ('P4rIngress.values_v10110.hi', 0x31688362)], 12892)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4DBD7D28), ('P4rIngress.values_v10111.hi', 0xC5DBDD7D)], 12892)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x7C243993), ('P4rIngress.values_v11000.hi', 0x8D5BBF76)], 12892)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x05C2B1EB), ('P4rIngress.values_v11001.hi', 0x62FDE7D1)], 12892)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xBAE65E47), ('P4rIngress.values_v11010.hi', 0x4E7C33E3)], 12892)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6D55EA65), ('P4rIngress.values_v11011.hi', 0xF7CAE173)], 12892)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4FAEFEED), ('P4rIngress.values_v11100.hi', 0x00000000)], 12892)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xABBE3D49), ('P4rIngress.values_v11101.hi', 0x57C5AA6B)], 12892)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7D18ECBB), ('P4rIngress.values_v11110.hi', 0x4D0E7EC7)], 12892)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4FE8AE79), ('P4rIngress.values_v11111.hi', 0x5B31DE1C)], 12892)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x14D5),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000ADB),
                gc.DataTuple('slot_count', 0x0000135D),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF9CBA9E5),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x036),
                gc.KeyTuple('src_addr', 0x3108A73C),
                gc.KeyTuple('src_port', 0x058B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x14D5),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x0182),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 54
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x31\x08\xA7\x3C\x00\x00\x00\x00\x05\x8B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x14\xD5\x00\x0F\xF9\xCB\xA9\xE5\x07\x81\x05\xD4\x32\x80\x00\x00\x00\x40\x00\x00\x8D\x27\x54\x44\x72\xAB\x9D\x0E\x44\xF4\xA3\x87\x7C\xE5\x8D\x4C\x98\x45\x5E\xA5\x42\xA7\x56\xAC\x03\x3C\x1A\xC7\x67\x54\x9A\x65\x96\x6B\x55\x29\x69\x39\x13\xD2\x4A\xA5\x9B\x1A\x6E\xC4\xED\x8A\x22\x30\x8B\xDD\x78\x6F\x0C\x6B\x4D\x13\x03\x7F\x46\x34\xAC\xE1\x53\x19\x72\x13\x4C\x4C\x16\xAF\x5B\xD1\xE1\xDC\xE2\xB5\x47\x8D\x81\x47\xD1\x91\xC2\xBC\xE7\xE3\x58\xDA\xED\x89\x7B\x75\x44\x42\x8C\x1D\x95\x94\x75\xB5\x9D\x4B\x36\x37\x65\xFB\x1A\xE1\x96\x51\xB7\x8C\x4F\x05\xC4\xAE\xAC\x9B\x33\x4B\x8B\xEB\xC9\x55\xBA\x95\x44\x03\x2B\x48\x6A\xB3\x3A\x27\x6C\x62\xA6\x03\x11\x75\x2A\x6B\x52\xCE\x9F\x67\x74\xD4\xAC\x97\xB8\xFA\x37\x2A\xB5\xA4\xB7\x51\x52\xD3\x25\xD1\xAE\xF4\x0C\x8F\x95\x65\x02\x54\xFD\x0E\x4C\x5B\x46\xE7\x51\xD5\x4F\x6F\x19\x5D\x5D\xBE\x24\x5F\x5D\x98\xCD\x30\x29\xE6\xEA\x8F\x0E\x04\xE5\x49\x7E\xDB\x31\x5F\x2E\xCD\xF7\xE9\xAA\x66\x16\x7F\xD1\xE3\xF9\xAD\x24\x11\xEB\x86\x32\xC1\xE7\x2B\x44\x55\x96\xEA\x00\x00\x00\x00\xBC\x44\xCA\x31\x37\x1A\xAE\x1B\xC5\xB9\x8B\x5C\xE7\xFD\x0A\xF2\x45\xEB\xED\xC7\x5D\xA9\x95\x91\xCE\xDB\x9B\x25\x21\x0A\x92\xCB\x5A\xF3\x18\xB9\x67\x40\x76\x19\x8A\xE5\xC9\x58\x1D\x2E\x9B\x4C\x1A\x75\x81\x79\xB4\xFF\xDC\xDC\x9C\x05\x2F\x9B\x23\x4D\x4A\x1E\x02\x3C\xAA\x48\x79\x34\xA3\x01\xA5\x62\x9D\x62\x58\x99\x2E\xC0\x8C\x6B\x47\x4C\x0C\xA0\x6D\x85\x4E\x58\xEE\x56\x39\xB1\x9E\xD1\xC0\x9A\x73\xDA\xE1\xDC\x17\xDF\x7F\xCC\x63\xCC\x78\xFD\x03\x7D\x4E\x7E\x06\xCA\x8F\xF7\xA0\xE8\x58\x51\x60\xDB\xCC\x0F\x2F\xD3\x4F\x6F\x9C\x90\x16\x9A\x2E\x9E\x11\x16\xFC\x2B\xF2\x0E\xCB\x82\xDE\x73\x05\x65\x7A\x27\xE9\xD2\x5B\x40\x45\x42\xE5\x39\xC8\xD7\xE4\x3F\x1D\xA6\xD2\x49\x33\x6A\xD1\x7E\x6D\x2E\xA4\x4B\x68\x5C\x75\x80\x40\x3F\x03\xE7\x46\xEC\x39\xE2\x18\xFB\x2C\xA5\xB8\xDC\x42\x87\xA0\x4F\x3A\x79\xBB\xC0\x7F\xB7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x31\x08\xA7\x3C\xBE\xEF\x05\x8B\x01\x20\x00\x00\x50\x34\x02\x82\x14\xD5\x00\x0F\xF9\xCB\xA9\xE5\x07\x81\x01\xD4\x32\x80\x00\x00\x00\x40\x00\x1E\xF2\xA8\xAA\x90\x72\xAB\x9D\x0E\x7F\xFF\xFF\xFF\x7C\xE5\x8D\x4C\x80\x00\x00\x00\x42\xA7\x56\xAC\xD8\x56\xA7\x4A\x67\x54\x9A\x65\xA0\x30\xB9\x4C\x69\x39\x13\xD2\x7F\xFF\xFF\xFF\x6E\xC4\xED\x8A\x7F\xFF\xFF\xFF\x78\x6F\x0C\x6B\x7F\xFF\xFF\xFF\x46\x34\xAC\xE1\x40\x6B\x5B\xCA\x4C\x4C\x16\xAF\x7F\xFF\xFF\xFF\xE2\xB5\x47\x8D\x9E\xEC\x7C\x48\xC2\xBC\xE7\xE3\x7F\xFF\xFF\xFF\x7B\x75\x44\x42\x80\x00\x00\x00\x75\xB5\x9D\x4B\xDC\x49\xFB\x58\x1A\xE1\x96\x51\x80\x00\x00\x00\xC4\xAE\xAC\x9B\xDF\xB3\xD5\xF6\xC9\x55\xBA\x95\x7F\xFF\xFF\xFF\x6A\xB3\x3A\x27\x7F\xFF\xFF\xFF\x11\x75\x2A\x6B\x7F\xFF\xFF\xFF\x74\xD4\xAC\x97\x80\x00\x00\x00\xB5\xA4\xB7\x51\x7F\xFF\xFF\xFF\xAE\xF4\x0C\x8F\x80\x00\x00\x00\xFD\x0E\x4C\x5B\x7F\xFF\xFF\xFF\x4F\x6F\x19\x5D\x7F\xFF\xFF\xFF\x5D\x98\xCD\x30\x7F\xFF\xFF\xFF\x0E\x04\xE5\x49\x7F\xFF\xFF\xFF\x2E\xCD\xF7\xE9\x80\x00\x00\x00\xD1\xE3\xF9\xAD\x7F\xFF\xFF\xFF\x32\xC1\xE7\x2B\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x80\x00\x00\x00\x37\x1A\xAE\x1B\x42\xD2\x78\x17\xE7\xFD\x0A\xF2\x7F\xFF\xFF\xFF\x5D\xA9\x95\x91\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x32\x5C\x01\x82\x00\x00\xB2\x50\xC7\xE4\x32\x80\x00\x00\x32\x80\x00\x00\x1E\xD4\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xF2\xA8\xAA\x90\x27\xA4\xD1\x89\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD8\x56\xA7\x4A\xF9\x82\x86\xB0\xA0\x30\xB9\x4C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0C\x72\xBE\x44\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x40\x6B\x5B\xCA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBD\xDE\xAB\x99\x9E\xEC\x7C\x48\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xDC\x49\xFB\x58\xAA\x6D\x7A\xA3\x80\x00\x00\x00\x3D\x41\xA8\x66\xDF\xB3\xD5\xF6\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x45\x4A\x79\xA2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x87\xD9\x40\x9A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x23\x74\xAA\xAD\x7F\xFF\xFF\xFF\x9B\x60\xA4\xBF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x20\x60\x2D\x90\x7F\xFF\xFF\xFF\x2A\x8C\xC8\x9E\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x42\xD2\x78\x17\x35\x0B\x89\xB9\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCE\xDB\x9B\x25\x21\x0A\x92\xCB\x5A\xF3\x18\xB9\x67\x40\x76\x19\x8A\xE5\xC9\x58\x1D\x2E\x9B\x4C\x1A\x75\x81\x79\xB4\xFF\xDC\xDC\x9C\x05\x2F\x9B\x23\x4D\x4A\x1E\x02\x3C\xAA\x48\x79\x34\xA3\x01\xA5\x62\x9D\x62\x58\x99\x2E\xC0\x8C\x6B\x47\x4C\x0C\xA0\x6D\x85\x4E\x58\xEE\x56\x39\xB1\x9E\xD1\xC0\x9A\x73\xDA\xE1\xDC\x17\xDF\x7F\xCC\x63\xCC\x78\xFD\x03\x7D\x4E\x7E\x06\xCA\x8F\xF7\xA0\xE8\x58\x51\x60\xDB\xCC\x0F\x2F\xD3\x4F\x6F\x9C\x90\x16\x9A\x2E\x9E\x11\x16\xFC\x2B\xF2\x0E\xCB\x82\xDE\x73\x05\x65\x7A\x27\xE9\xD2\x5B\x40\x45\x42\xE5\x39\xC8\xD7\xE4\x3F\x1D\xA6\xD2\x49\x33\x6A\xD1\x7E\x6D\x2E\xA4\x4B\x68\x5C\x75\x80\x40\x3F\x03\xE7\x46\xEC\x39\xE2\x18\xFB\x2C\xA5\xB8\xDC\x42\x87\xA0\x4F\x3A\x79\xBB\xC0\x7F\xB7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test74(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xAA0F0912), ('P4rIngress.bitmap_seq.seq', 0x70E1EB9D)], 9408)
        self.setRegisterValue('P4rIngress.rounds', 0x70E1EB9D, 9408)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x19), ('P4rIngress.count_exp.exponent', 0x70)], 9408)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 9408)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xAEB5F7C7), ('P4rIngress.values_v00000.hi', 0x5BB9DD6C)], 9408)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xD5862C29), ('P4rIngress.values_v00001.hi', 0x5BBEF7FF)], 9408)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x626728D7), ('P4rIngress.values_v00010.hi', 0xC8FCBBAB)], 9408)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xB5388675), ('P4rIngress.values_v00011.hi', 0x6672D6D6)], 9408)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x56865B9A), ('P4rIngress.values_v00100.hi', 0x7B2B3CAA)], 9408)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x78AA308D), ('P4rIngress.values_v00101.hi', 0x51ECAD85)], 9408)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4133ACAB), ('P4rIngress.values_v00110.hi', 0x3503477C)], 9408)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x33AB6BED), ('P4rIngress.values_v00111.hi', 0x54BF44BB)], 9408)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xD6C0DB6F), ('P4rIngress.values_v01000.hi', 0x61F9CBA2)], 9408)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5887B453), ('P4rIngress.values_v01001.hi', 0xB16469AB)], 9408)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x21049197), ('P4rIngress.values_v01010.hi', 0x6F3BEFAE)], 9408)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xBE92CD7D), ('P4rIngress.values_v01011.hi', 0xC3DAF6DD)], 9408)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xB1213BAA), ('P4rIngress.values_v01100.hi', 0x9AB409C7)], 9408)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xB1378BFE), ('P4rIngress.values_v01101.hi', 0x47D9BF29)], 9408)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x99F4D5DD), ('P4rIngress.values_v01110.hi', 0xB858B9CE)], 9408)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x9C4B7357), ('P4rIngress.values_v01111.hi', 0x31A4F7A6)], 9408)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x9679E442), ('P4rIngress.values_v10000.hi', 0x5357E51D)], 9408)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7E9D2395), ('P4rIngress.values_v10001.hi', 0x75438EC5)], 9408)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xED94FD25), ('P4rIngress.values_v10010.hi', 0x790BCDDE)], 9408)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x24F94C17), ('P4rIngress.values_v10011.hi', 0x47E9CC11)], 9408)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x05DEC0C5), ('P4rIngress.values_v10100.hi', 0x93EA0C13)], 9408)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x647CE216), ('P4rIngress.values_v10101.hi', 0x1F65C12F)], 9408)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xACBB65B7), ('P4rIngress.values_v10110.hi', 0xA5F89756)], 9408)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x31BEED67), ('P4rIngress.values_v10111.hi', 0xB7719299)], 9408)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x68036D2F), ('P4rIngress.values_v11000.hi', 0xF3700EFB)], 9408)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4DE0BAE1), ('P4rIngress.values_v11001.hi', 0x96039289)], 9408)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6D28E3B5), ('P4rIngress.values_v11010.hi', 0xC26067A4)], 9408)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6A5440B0), ('P4rIngress.values_v11011.hi', 0x371736DF)], 9408)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x7248D51F), ('P4rIngress.values_v11100.hi', 0x1E12FE75)], 9408)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xFD3A59BB), ('P4rIngress.values_v11101.hi', 0x516FDB5D)], 9408)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5662348B), ('P4rIngress.values_v11110.hi', 0x89EB8DBC)], 9408)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5E88A44D), ('P4rIngress.values_v11111.hi', 0xD23FDFD9)], 9408)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE9CD),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004C0),
                gc.DataTuple('slot_count', 0x000010DF),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8CD0CC0F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0xDFE7D6F7),
                gc.KeyTuple('src_port', 0xB3CD),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE9CD),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x0311),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDF\xE7\xD6\xF7\x00\x00\x00\x00\xB3\xCD\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE9\xCD\x00\x0F\x8C\xD0\xCC\x0F\x00\x00\x01\x0E\x70\xE1\xEB\x9D\x00\x40\x00\x00\xB7\x24\x21\x53\x4C\x1B\xD1\x6E\x0D\xE5\x3F\x6B\x4E\x6D\x8D\x8E\x5D\x44\xA6\x44\x6D\x7D\x85\x35\x96\x0C\xFA\x22\x59\x39\x77\x0E\x37\x14\x82\xAE\x1A\xE9\xFB\x2B\x14\x38\x57\x83\x62\x52\xAC\xEF\x5A\xFB\xFC\x33\x61\x9F\x66\x4C\x37\xFE\xA5\xED\x7D\x34\xDE\xFB\x4D\x48\x6B\x3A\x2D\x52\xC9\xA5\x61\x4D\x0C\xDF\x9B\x74\xA7\x6B\x6E\xDD\x6D\x91\x49\xB3\x4A\x33\xBC\x5B\xCD\x56\xE9\x14\x86\x94\xA5\xDF\xC0\xAB\xAC\x92\x0A\x7C\x8F\xA2\x68\x5B\xC4\xCE\x81\x73\xBD\xE9\xE3\xC7\x17\xC3\xE5\x44\x94\xFC\x32\xD7\xB7\x6F\xF2\x50\xCE\xBA\x44\xD1\x17\x51\x8D\x6B\x5D\xE3\xB4\xA7\x55\xB2\xFA\xE5\x1B\xB6\x3F\x66\xAA\x77\x6C\x32\x5D\x39\xD5\xD3\x71\xBA\x55\xF4\x7B\xC4\x36\xC5\xE7\xE7\x5C\xEC\x66\x6B\xB1\x14\xA4\x55\x1F\x9E\x6D\x1A\xF4\xD3\x8D\x7B\xFE\x11\x55\x9C\x89\x62\x17\x5A\xAC\x7F\x6C\x7D\xF9\xB3\x16\x1C\xE2\xCC\x58\xB8\x2B\x95\xC2\xD3\xD6\x53\x37\x44\xE0\xB4\xAE\xA4\x7E\xB0\x56\x2A\xB0\xE0\x73\x71\x92\x85\x38\x3C\xA5\xDF\x78\x3C\xC8\xD8\xC5\x4E\xA7\xA9\x6F\x35\x5B\x43\x58\xA3\x14\xEB\xAD\x4E\x89\xF9\x65\x49\x1D\x0D\x96\xC5\x56\x2E\xA2\xA0\xC0\x56\x33\x5A\x7B\xEC\x6E\x83\x3A\xD7\xAF\x45\xFA\x28\x3C\x25\xFB\x96\xC2\xB8\x92\x0B\x0C\xCA\x2A\x33\x8E\x6A\xBE\xA7\x25\xF5\xBA\x42\x90\x9A\x69\xD6\x70\x4E\xC7\xF0\x31\xEC\x4D\x80\x90\x89\x53\xF6\x89\x49\x9E\xB4\x2C\x66\x56\x51\xA5\xC7\xEA\x13\xE6\x00\xAD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDF\xE7\xD6\xF7\x00\x00\x00\x00\xB3\xCD\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE9\xCD\x00\x0F\x8C\xD0\xCC\x0F\x00\x00\x01\x0E\x70\xE1\xEB\x9D\x00\x40\x00\x00\x80\x00\x00\x00\x4C\x1B\xD1\x6E\xE3\x6B\x6B\x94\x4E\x6D\x8D\x8E\x7F\xFF\xFF\xFF\x6D\x7D\x85\x35\x80\x00\x00\x00\x59\x39\x77\x0E\x7F\xFF\xFF\xFF\x1A\xE9\xFB\x2B\x7F\xFF\xFF\xFF\x62\x52\xAC\xEF\x7F\xFF\xFF\xFF\x61\x9F\x66\x4C\x6B\xAA\x11\xDA\x7D\x34\xDE\xFB\x24\x09\x46\xA9\x2D\x52\xC9\xA5\x7F\xFF\xFF\xFF\x9B\x74\xA7\x6B\x7F\xFF\xFF\xFF\x49\xB3\x4A\x33\x80\x00\x00\x00\xE9\x14\x86\x94\x80\x00\x00\x00\xAC\x92\x0A\x7C\x80\x00\x00\x00\xC4\xCE\x81\x73\x80\x00\x00\x00\x17\xC3\xE5\x44\x80\x00\x00\x00\xB7\x6F\xF2\x50\x80\x00\x00\x00\x17\x51\x8D\x6B\x7F\xFF\xFF\xFF\x55\xB2\xFA\xE5\x09\x4B\x3C\x8B\xAA\x77\x6C\x32\x7F\xFF\xFF\xFF\x71\xBA\x55\xF4\x7F\xFF\xFF\xFF\xE7\xE7\x5C\xEC\x7F\xFF\xFF\xFF\xA4\x55\x1F\x9E\x19\xD6\x5A\x8A\x8D\x7B\xFE\x11\x7F\xFF\xFF\xFF\x17\x5A\xAC\x7F\x7F\xFF\xFF\xFF\x16\x1C\xE2\xCC\x7F\xFF\xFF\xFF\xC2\xD3\xD6\x53\x7F\xFF\xFF\xFF\xAE\xA4\x7E\xB0\x7F\xFF\xFF\xFF\x73\x71\x92\x85\x7F\xFF\xFF\xFF\x78\x3C\xC8\xD8\xC2\x89\x01\x64\x6F\x35\x5B\x43\x7F\xFF\xFF\xFF\xAD\x4E\x89\xF9\x7F\xFF\xFF\xFF\x96\xC5\x56\x2E\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x24\xC0\x03\x11\x00\x00\xAA\x0F\x89\x12\x70\xE1\xEB\x9D\x70\xE1\xEB\x9D\x1A\x70\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE3\x6B\x6B\x94\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x36\x7A\x40\xE0\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6B\xAA\x11\xDA\x7F\xFF\xFF\xFF\x24\x09\x46\xA9\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xAC\xEF\x7D\x71\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x0C\xA8\x40\x9C\x80\x00\x00\x00\xD0\x1C\x9F\x12\x80\x00\x00\x00\xE9\x14\xE9\xF6\x80\x00\x00\x00\x6A\xA9\x72\x88\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x09\x4B\x3C\x8B\x23\x83\x3A\x10\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC3\xBA\xE0\xCD\x19\xD6\x5A\x8A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xCE\xCC\x3F\x18\x7F\xFF\xFF\xFF\x09\x8C\xF1\xC7\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC2\x89\x01\x64\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xA2\xA0\xC0\x56\x33\x5A\x7B\xEC\x6E\x83\x3A\xD7\xAF\x45\xFA\x28\x3C\x25\xFB\x96\xC2\xB8\x92\x0B\x0C\xCA\x2A\x33\x8E\x6A\xBE\xA7\x25\xF5\xBA\x42\x90\x9A\x69\xD6\x70\x4E\xC7\xF0\x31\xEC\x4D\x80\x90\x89\x53\xF6\x89\x49\x9E\xB4\x2C\x66\x56\x51\xA5\xC7\xEA\x13\xE6\x00\xAD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test75(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x45D2727C), ('P4rIngress.bitmap_seq.seq', 0x5AE276F7)], 11900)
        self.setRegisterValue('P4rIngress.rounds', 0x5AE276F7, 11900)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x06), ('P4rIngress.count_exp.exponent', 0x8B)], 11900)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 11900)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x25E565A7), ('P4rIngress.values_v00000.hi', 0xA32AD787)], 11900)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x25DDAA28), ('P4rIngress.values_v00001.hi', 0x4D2D71F7)], 11900)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xB2ABEA5F), ('P4rIngress.values_v00010.hi', 0x7D250877)], 11900)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x74E9B2AC), ('P4rIngress.values_v00011.hi', 0xEC7A3C86)], 11900)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x3704E655), ('P4rIngress.values_v00100.hi', 0x609CC8EE)], 11900)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5ADC16D4), ('P4rIngress.values_v00101.hi', 0xDD732DEB)], 11900)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x346753EE), ('P4rIngress.values_v00110.hi', 0x4DEEC63C)], 11900)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7A9C193B), ('P4rIngress.values_v00111.hi', 0x6F49D001)], 11900)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xB8B9B595), ('P4rIngress.values_v01000.hi', 0x52669155)], 11900)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x38934F65), ('P4rIngress.values_v01001.hi', 0x00000000)], 11900)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xB6D90864), ('P4rIngress.values_v01010.hi', 0xBEFEACE7)], 11900)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x1C156D53), ('P4rIngress.values_v01011.hi', 0x65B0C46A)], 11900)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xAC8570E6), ('P4rIngress.values_v01100.hi', 0xB7EAE639)], 11900)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x76FA6F3C), ('P4rIngress.values_v01101.hi', 0x5540F4DA)], 11900)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x546A1D89), ('P4rIngress.values_v01110.hi', 0xDE351754)], 11900)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x756D8431), ('P4rIngress.values_v01111.hi', 0x6155A40B)], 11900)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x0DF57DBF), ('P4rIngress.values_v10000.hi', 0x43340567)], 11900)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xBD618269), ('P4rIngress.values_v10001.hi', 0x491D95EB)], 11900)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x45C2A775), ('P4rIngress.values_v10010.hi', 0x6DDAD2ED)], 11900)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xC3B5CABB), ('P4rIngress.values_v10011.hi', 0x4D1743F7)], 11900)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x5C2E2845), ('P4rIngress.values_v10100.hi', 0xACD49CE6)], 11900)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5771BA84), ('P4rIngress.values_v10101.hi', 0x6E2CF31A)], 11900)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x3A50FB0A), ('P4rIngress.values_v10110.hi', 0xE7B97A67)], 11900)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x8F6DC1CB), ('P4rIngress.values_v10111.hi', 0xA896720F)], 11900)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x57BE727B), ('P4rIngress.values_v11000.hi', 0xD9B1E7BA)], 11900)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x3199B4B4), ('P4rIngress.values_v11001.hi', 0x7F71E3CD)], 11900)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x5536F5F9), ('P4rIngress.values_v11010.hi', 0x2E0D5921)], 11900)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xF12B7F6A), ('P4rIngress.values_v11011.hi', 0x7102DF75)], 11900)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x659AE89D), ('P4rIngress.values_v11100.hi', 0x605A89BC)], 11900)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x9F8F678F), ('P4rIngress.values_v11101.hi', 0x555D4CE1)], 11900)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4AE48815), ('P4rIngress.values_v11110.hi', 0xC18EC9C1)], 11900)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xA5CAE3C5), ('P4rIngress.values_v11111.hi', 0x606D68D4)], 11900)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3A65),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001D2),
                gc.DataTuple('slot_count', 0x00000D35),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x77AF5F5B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x012),
                gc.KeyTuple('src_addr', 0x657C0191),
                gc.KeyTuple('src_port', 0x12E9),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3A65),
                gc.DataTuple('rank', 0x000F),
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
        ig_port = 18
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x65\x7C\x01\x91\x00\x00\x00\x00\x12\xE9\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x3A\x65\x00\x0F\x77\xAF\x5F\x5B\x0C\xAA\x03\xF6\x5A\xE2\x76\xF7\x00\x40\x00\x00\x55\x0C\x37\x2C\x37\x8A\x95\xD1\x68\x09\xBE\xDA\x5A\xA7\x52\x2D\x8F\x3B\x6A\xFA\x1C\x5B\x8E\xD7\xD3\xE1\x3B\xAC\xE9\xFB\xC3\xA3\x36\x6E\x39\xD3\x4F\x61\x01\x99\x4C\x1C\x96\x95\x0D\xA7\x35\x65\x74\xD7\x7A\x7B\x43\x21\x96\x6D\x67\x54\xE4\x33\x63\x6D\x15\x99\x2E\x63\x2D\xDB\x3F\xA5\x22\x62\x5F\x34\xA7\x5E\x00\x00\x00\x00\x74\x53\x3F\x5B\xA0\xAD\x5A\xED\x68\xCF\x23\xFB\x25\x0B\x60\x77\xC6\x63\x11\x7F\xBA\xFF\x9D\x15\x4E\x58\xE3\x97\x58\xA1\x98\x4A\x35\xCF\x2F\x6B\x8E\x31\x69\x2E\x7D\x45\x27\xBD\x43\x0C\x8E\xCD\x3C\xD6\x75\xE3\x6D\x17\x86\x60\x9B\xB7\x2B\xFE\x0B\xC5\xC3\xD3\x41\xC5\x52\x7F\x87\x3F\xC5\x69\xDF\xA2\x75\xAB\x4B\x93\xB3\x3C\x29\xC6\x83\xE1\x8E\x82\xAA\x4A\x41\x3B\xAA\x96\x48\xCE\x92\xBF\x72\xC7\xC2\x0B\x35\xAD\x0F\x71\x8E\xC9\x2F\x1B\x9F\xAC\xA6\xB7\x5B\x7D\x16\x53\x55\xA6\x93\x0A\x64\xAD\xEA\xCA\x5B\xCE\xA3\x95\x65\x53\x61\x83\x67\xDF\x4B\x4C\x9D\x33\x45\xC2\x6B\x76\xEB\x62\x2C\x7B\x22\xBC\x42\x32\x31\xA9\x48\xD1\xB7\xF9\x45\x1C\xD5\x55\x3B\x15\xB6\x24\x82\x29\x95\xA1\x88\xEE\xAB\xD1\x45\x29\x52\x7E\x1D\x83\x27\xF7\xC7\x48\xA5\x43\xB5\x8A\x0E\xBE\x70\xDF\xDB\x94\xC2\x1D\xAC\x99\x2F\xE4\x24\x9B\xEA\xC7\xE1\x10\x42\xCB\xA3\x66\x32\x08\x75\xA9\x5A\x02\x5B\xBF\xCA\x76\xBA\xFA\x78\xFE\x09\x36\x0C\x6B\x1B\xC2\x87\xBB\xCE\xA4\x0A\xA8\xBA\xAF\xE3\x72\x5C\xBA\x31\xDA\x7B\x01\xB2\xDB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x65\x7C\x01\x91\xBE\xEF\x12\xE9\x01\x20\x00\x00\x50\x34\x02\x82\x3A\x65\x00\x0F\x77\xAF\x5F\x5B\x0C\xAA\x01\xF6\x5A\xE2\x76\xF7\x00\x40\x00\x07\x7A\xF1\x9C\xD3\x37\x8A\x95\xD1\x7F\xFF\xFF\xFF\x5A\xA7\x52\x2D\x80\x00\x00\x00\x1C\x5B\x8E\xD7\x48\xCA\xEE\x58\xE9\xFB\xC3\xA3\x6D\x73\x20\x28\x4F\x61\x01\x99\x7F\xFF\xFF\xFF\x0D\xA7\x35\x65\x7F\xFF\xFF\xFF\x43\x21\x96\x6D\x7F\xFF\xFF\xFF\x63\x6D\x15\x99\xE7\x1C\xE3\x70\x3F\xA5\x22\x62\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x2B\x2C\x47\xBF\xA0\xAD\x5A\xED\x7F\xFF\xFF\xFF\x25\x0B\x60\x77\x80\x00\x00\x00\xBA\xFF\x9D\x15\x7F\xFF\xFF\xFF\x58\xA1\x98\x4A\x7F\xFF\xFF\xFF\x8E\x31\x69\x2E\x7F\xFF\xFF\xFF\x43\x0C\x8E\xCD\x4A\xCB\xF3\xA2\x6D\x17\x86\x60\x80\x00\x00\x00\x0B\xC5\xC3\xD3\x7F\xFF\xFF\xFF\x87\x3F\xC5\x69\xA3\x58\x40\x66\x4B\x93\xB3\x3C\x7F\xFF\xFF\xFF\x8E\x82\xAA\x4A\x7F\xFF\xFF\xFF\x48\xCE\x92\xBF\x7F\xFF\xFF\xFF\x35\xAD\x0F\x71\x80\x00\x00\x00\x9F\xAC\xA6\xB7\x7F\xFF\xFF\xFF\x55\xA6\x93\x0A\x7F\xFF\xFF\xFF\x5B\xCE\xA3\x95\x7F\xFF\xFF\xFF\x67\xDF\x4B\x4C\x8E\x5E\xC5\x2C\x6B\x76\xEB\x62\x7F\xFF\xFF\xFF\x42\x32\x31\xA9\xE8\x61\x1F\x88\x45\x1C\xD5\x55\x7F\xFF\xFF\xFF\x82\x29\x95\xA1\x80\x00\x00\x00\x45\x29\x52\x7E\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2E\x7C\x00\xC6\x00\x00\x45\xD2\xF2\x7C\x5A\xE2\x76\xF7\x5A\xE2\x76\xF7\x07\xF6\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7A\xF1\x9C\xD3\xDA\xB5\x6D\x58\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x48\xCA\xEE\x58\xD6\x76\x00\x29\x6D\x73\x20\x28\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEB\x1A\x63\x50\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE7\x1C\xE3\x70\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x2B\x2C\x47\xBF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4A\xCB\xF3\xA2\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x54\xE3\x59\xBE\x7F\xFF\xFF\xFF\xF5\x1A\x98\x56\xA3\x58\x40\x66\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1D\x66\x89\xD8\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x2F\x58\x7A\xC4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x8E\x5E\xC5\x2C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE8\x61\x1F\x88\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x1D\x83\x27\xF7\xC7\x48\xA5\x43\xB5\x8A\x0E\xBE\x70\xDF\xDB\x94\xC2\x1D\xAC\x99\x2F\xE4\x24\x9B\xEA\xC7\xE1\x10\x42\xCB\xA3\x66\x32\x08\x75\xA9\x5A\x02\x5B\xBF\xCA\x76\xBA\xFA\x78\xFE\x09\x36\x0C\x6B\x1B\xC2\x87\xBB\xCE\xA4\x0A\xA8\xBA\xAF\xE3\x72\x5C\xBA\x31\xDA\x7B\x01\xB2\xDB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test76(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xCA336750), ('P4rIngress.bitmap_seq.seq', 0x5E800000)], 10003)
        self.setRegisterValue('P4rIngress.rounds', 0x5E800000, 10003)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0E), ('P4rIngress.count_exp.exponent', 0x40)], 10003)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 10003)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xFDF5B2B5), ('P4rIngress.values_v00000.hi', 0x1D3D8E83)], 10003)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6566524D), ('P4rIngress.values_v00001.hi', 0x7FCAEC9D)], 10003)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5B44EB77), ('P4rIngress.values_v00010.hi', 0x7CB58336)], 10003)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xFB359A5C), ('P4rIngress.values_v00011.hi', 0x9D1DB7E7)], 10003)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x8B68CCDA), ('P4rIngress.values_v00100.hi', 0x94FDBED7)], 10003)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xABE40B85), ('P4rIngress.values_v00101.hi', 0xBB9B81EB)], 10003)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xB2903D41), ('P4rIngress.values_v00110.hi', 0x9386DDBD)], 10003)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4D1B695F), ('P4rIngress.values_v00111.hi', 0x99367105)], 10003)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xA3C5E43D), ('P4rIngress.values_v01000.hi', 0xADAFFBB2)], 10003)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xA4EE2398), ('P4rIngress.values_v01001.hi', 0xEADECF57)], 10003)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x80EAEB67), ('P4rIngress.values_v01010.hi', 0x89F2F807)], 10003)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7EECFB68), ('P4rIngress.values_v01011.hi', 0x316A72C5)], 10003)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x60B16539), ('P4rIngress.values_v01100.hi', 0x521BF479)], 10003)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xB7C54A85), ('P4rIngress.values_v01101.hi', 0x6CCFD423)], 10003)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xC62ABD83), ('P4rIngress.values_v01110.hi', 0x73460114)], 10003)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xB1EDECFE), ('P4rIngress.values_v01111.hi', 0xB3C1A929)], 10003)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xA8DF4C1F), ('P4rIngress.values_v10000.hi', 0xB57873E4)], 10003)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x65A59FC6), ('P4rIngress.values_v10001.hi', 0xDBAE518E)], 10003)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xADD0BC51), ('P4rIngress.values_v10010.hi', 0x61CF1761)], 10003)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xFFF54577), ('P4rIngress.values_v10011.hi', 0xE2BB531D)], 10003)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x0EACEC84), ('P4rIngress.values_v10100.hi', 0x35F1DBC5)], 10003)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xADDD71B0), ('P4rIngress.values_v10101.hi', 0x53E85CB5)], 10003)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7614E08A), ('P4rIngress.values_v10110.hi', 0x6B3A56D3)], 10003)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x44E7CCFD), ('P4rIngress.values_v10111.hi', 0x597BD890)], 10003)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4625739A), ('P4rIngress.values_v11000.hi', 0x2BFA5362)], 10003)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x32ECB8C5), ('P4rIngress.values_v11001.hi', 0x3E72B664)], 10003)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7B6AED5A), ('P4rIngress.values_v11010.hi', 0x27AC7B26)], 10003)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x78BB3B97), ('P4rIngress.values_v11011.hi', 0x6C16414C)], 10003)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x573763B3), ('P4rIngress.values_v11100.hi', 0x776CBFD5)], 10003)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x9B96CC21), ('P4rIngress.values_v11101.hi', 0x3857AEC8)], 10003)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4FBA79AF), ('P4rIngress.values_v11110.hi', 0x33A45F7D)], 10003)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6A60CBDE), ('P4rIngress.values_v11111.hi', 0x3660CC5A)], 10003)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x74F6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000713),
                gc.DataTuple('slot_count', 0x000011B9),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2F0B1CBA),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xBF49A67F),
                gc.KeyTuple('src_port', 0x96D5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x74F6),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x03C3),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBF\x49\xA6\x7F\x00\x00\x00\x00\x96\xD5\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x74\xF6\x00\x0F\x2F\x0B\x1C\xBA\x00\x00\x05\xCA\x5E\x80\x00\x00\x00\x40\x00\x00\x50\x43\x90\xA6\x86\x95\xE2\xD1\x53\x6E\xDE\x85\x4A\x9A\xE4\x94\x4A\x69\x1F\x75\x3D\xBD\x2D\x35\xAB\x7D\x15\xC6\x18\xA4\x96\x85\xB8\xF4\x8A\x88\xAE\xBD\xBC\x9D\x9C\x2C\xFC\xB7\x9A\x0D\x14\x17\xA0\x68\x4C\xF8\xA7\xF3\x49\x9B\x58\xC9\x7C\x18\xDC\x7C\xC7\x1E\xA9\x1A\xEC\x3D\xA5\xAD\x59\x73\xAC\x88\x29\xCE\x6A\xF6\xD4\x05\xBE\x42\x32\xA6\xC5\x5B\x59\x61\x2E\x06\x6D\x79\x73\x2B\x35\xA7\x6B\x5A\xA6\xDA\x78\x84\xF0\xE8\x33\x15\x45\x8A\x30\xD9\xC5\xB3\xA4\x83\x29\xF5\x67\xDA\x8B\xFC\x38\x2F\xE9\x1F\xA8\xE8\xD5\xAE\x0B\xD3\x6E\xA5\xB2\xE0\xA3\xBD\x35\x84\x86\x8E\x8B\x16\xD8\xEA\x2D\x15\x8A\xE3\x29\x72\x25\x17\x15\xB5\x4C\xBB\x89\x29\x91\x3B\x62\x9D\xF9\x55\xD9\x61\x82\x9F\x2E\xD9\x9E\x13\x8E\x84\x6C\xB7\x43\x51\x03\xE9\x6D\xCA\xD4\x45\x40\x2E\x7B\x2D\xD9\x78\xA7\xB8\x65\x2D\x83\x33\x3B\x33\xD6\x37\x67\x25\x05\xC8\x54\x9A\x8C\xB5\x36\x3A\x04\x5B\x77\x86\x5B\xB4\x03\xB0\x83\x3F\x56\x92\xC1\x6E\x53\x6E\x07\x92\xF6\x3B\x8B\x55\xB3\xB8\x40\x3C\x61\x71\xBD\x3D\x77\x89\xD3\x33\x7B\xF7\x6E\xE4\x24\x41\x39\x50\x74\x32\x58\x7A\x5F\xC1\x86\x60\xD2\x8E\xFE\x3C\x22\x8D\x52\xBD\x45\x38\x7F\x3F\xC4\x5E\x24\x6A\x63\x4E\x33\xA9\x10\xC1\xAB\xBD\xE3\x9D\x62\xDE\x9F\x07\x50\xFA\xAB\x49\xE8\x76\x64\xB9\xE0\xC7\xB9\x5A\x1F\xBD\x83\xE2\x22\xE6\xD5\xCD\x12\x85\x56\x51\x06\x0B\x90\x10\xFE\x2A\xAE\x49\xE5\x05\x31\x9A\x01\x2C\xA0\x4F\x78\x20\xB2\x32\x9A\xA7\x3B\x77\x99\x76\x4D\x40\xAB\x74\xB4\x14\x98\x2E\x00\xC6\x03'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBF\x49\xA6\x7F\x00\x00\x00\x00\x96\xD5\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x74\xF6\x00\x0F\x2F\x0B\x1C\xBA\x00\x00\x05\xCA\x5E\x80\x00\x00\x00\x40\x00\x00\x4E\x39\x43\x5B\x86\x95\xE2\xD1\x7F\xFF\xFF\xFF\x4A\x9A\xE4\x94\x7F\xFF\xFF\xFF\x3D\xBD\x2D\x35\xA6\xB2\xB0\x22\x18\xA4\x96\x85\x80\x00\x00\x00\xAE\xBD\xBC\x9D\x80\x00\x00\x00\x9A\x0D\x14\x17\x80\x00\x00\x00\xA7\xF3\x49\x9B\x7F\xFF\xFF\xFF\xDC\x7C\xC7\x1E\x80\x00\x00\x00\xA5\xAD\x59\x73\x80\x00\x00\x00\x6A\xF6\xD4\x05\x80\x00\x00\x00\xC5\x5B\x59\x61\x7F\xFF\xFF\xFF\x73\x2B\x35\xA7\x7F\xFF\xFF\xFF\x78\x84\xF0\xE8\xEA\xDA\x90\x0F\x30\xD9\xC5\xB3\x80\x00\x00\x00\x67\xDA\x8B\xFC\xEA\x1D\xD6\x1D\xA8\xE8\xD5\xAE\xB4\xB2\xBA\xC4\xB2\xE0\xA3\xBD\x7F\xFF\xFF\xFF\x8B\x16\xD8\xEA\xDA\xE6\x47\x34\x29\x72\x25\x17\x15\xAA\x92\x32\x89\x29\x91\x3B\x71\x4A\xE5\xD9\xD9\x61\x82\x9F\xDC\xB7\x0F\xC3\x8E\x84\x6C\xB7\x7F\xFF\xFF\xFF\x6D\xCA\xD4\x45\x7F\xFF\xFF\xFF\xD9\x78\xA7\xB8\x7F\xFF\xFF\xFF\x3B\x33\xD6\x37\x7F\xFF\xFF\xFF\x54\x9A\x8C\xB5\x7F\xFF\xFF\xFF\x77\x86\x5B\xB4\x7C\x6B\xBE\xD6\x56\x92\xC1\x6E\x7F\xFF\xFF\xFF\xF6\x3B\x8B\x55\x80\x00\x00\x00\x61\x71\xBD\x3D\x7F\xFF\xFF\xFF\x7B\xF7\x6E\xE4\x7F\xFF\xFF\xFF\x74\x32\x58\x7A\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x27\x13\x03\xC3\x00\x00\xCA\x33\xE7\x50\x5E\x80\x00\x00\x5E\x80\x00\x00\x0F\xCA\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x4E\x39\x43\x5B\xA3\xD3\x71\x54\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA6\xB2\xB0\x22\xB5\xC2\x4E\x6C\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x55\xD5\xA3\x5C\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEA\xDA\x90\x0F\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xEA\x1D\xD6\x1D\x80\x00\x00\x00\xB4\xB2\xBA\xC4\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xDA\xE6\x47\x34\x7F\xFF\xFF\xFF\x15\xAA\x92\x32\x80\x00\x00\x00\x71\x4A\xE5\xD9\x0F\x53\x5E\x64\xDC\xB7\x0F\xC3\xE2\x6C\xC9\x6C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x32\xF4\x80\x48\x7F\xFF\xFF\xFF\x67\x2E\x29\x99\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7C\x6B\xBE\xD6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6D\xA8\x4B\x2A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5F\xC1\x86\x60\xD2\x8E\xFE\x3C\x22\x8D\x52\xBD\x45\x38\x7F\x3F\xC4\x5E\x24\x6A\x63\x4E\x33\xA9\x10\xC1\xAB\xBD\xE3\x9D\x62\xDE\x9F\x07\x50\xFA\xAB\x49\xE8\x76\x64\xB9\xE0\xC7\xB9\x5A\x1F\xBD\x83\xE2\x22\xE6\xD5\xCD\x12\x85\x56\x51\x06\x0B\x90\x10\xFE\x2A\xAE\x49\xE5\x05\x31\x9A\x01\x2C\xA0\x4F\x78\x20\xB2\x32\x9A\xA7\x3B\x77\x99\x76\x4D\x40\xAB\x74\xB4\x14\x98\x2E\x00\xC6\x03'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test77(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0338466B), ('P4rIngress.bitmap_seq.seq', 0x581B5E80)], 11000)
        self.setRegisterValue('P4rIngress.rounds', 0x581B5E80, 11000)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x09), ('P4rIngress.count_exp.exponent', 0x13)], 11000)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 11000)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xBA8E72E7), ('P4rIngress.values_v00000.hi', 0x49F35EDC)], 11000)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x16657ABB), ('P4rIngress.values_v00001.hi', 0x60ED5FC6)], 11000)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xA96F10E9), ('P4rIngress.values_v00010.hi', 0x15154E3A)], 11000)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x6C292E29), ('P4rIngress.values_v00011.hi', 0x01152692)], 11000)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6E4B9B3D), ('P4rIngress.values_v00100.hi', 0xD8AF5A34)], 11000)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x3DB927EB), ('P4rIngress.values_v00101.hi', 0xE14F959B)], 11000)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x62D62CD7), ('P4rIngress.values_v00110.hi', 0x67060EFD)], 11000)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xB6B2C9F5), ('P4rIngress.values_v00111.hi', 0x8C985AFD)], 11000)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x8E10F4C5), ('P4rIngress.values_v01000.hi', 0x721E424D)], 11000)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xC0015695), ('P4rIngress.values_v01001.hi', 0xB5FE5338)], 11000)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x53E1950E), ('P4rIngress.values_v01010.hi', 0x7626B9E9)], 11000)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x9565F86B), ('P4rIngress.values_v01011.hi', 0xA99B5A96)], 11000)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x3744D88F), ('P4rIngress.values_v01100.hi', 0x9985EC50)], 11000)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x32EA5A03), ('P4rIngress.values_v01101.hi', 0x82AAE000)], 11000)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xD2D4CD49), ('P4rIngress.values_v01110.hi', 0x7C7E3879)], 11000)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x2655DCBD), ('P4rIngress.values_v01111.hi', 0x12A54D43)], 11000)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x84F190B1), ('P4rIngress.values_v10000.hi', 0x4CD43911)], 11000)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4934B970), ('P4rIngress.values_v10001.hi', 0x6ABE7899)], 11000)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xCEE66887), ('P4rIngress.values_v10010.hi', 0x6CE641B5)], 11000)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x8C220536), ('P4rIngress.values_v10011.hi', 0x70F997E4)], 11000)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x486B7D35), ('P4rIngress.values_v10100.hi', 0xD856B565)], 11000)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x4BC672F7), ('P4rIngress.values_v10101.hi', 0x658E3EB8)], 11000)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x555183A4), ('P4rIngress.values_v10110.hi', 0x598805A5)], 11000)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x468D3CB2), ('P4rIngress.values_v10111.hi', 0x69D5C543)], 11000)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x1EB3BBD5), ('P4rIngress.values_v11000.hi', 0x38365A67)], 11000)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x312B9F97), ('P4rIngress.values_v11001.hi', 0x966BBFB7)], 11000)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4106BF3E), ('P4rIngress.values_v11010.hi', 0x9529BE11)], 11000)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xD9F34AD2), ('P4rIngress.values_v11011.hi', 0xADCED9C0)], 11000)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x060222B5), ('P4rIngress.values_v11100.hi', 0x3C2B1A67)], 11000)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5A9DEB73), ('P4rIngress.values_v11101.hi', 0x6DFA453F)], 11000)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6F961614), ('P4rIngress.values_v11110.hi', 0x1DAB8E53)], 11000)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xBD5DF3D6), ('P4rIngress.values_v11111.hi', 0x64081A78)], 11000)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF11E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA5E3B5A4),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0xD9AABC86),
                gc.KeyTuple('src_port', 0x266D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF11E),
                gc.DataTuple('rank', 0x000F),
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
        ig_port = 30
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD9\xAA\xBC\x86\x00\x00\x00\x00\x26\x6D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF1\x1E\x00\x0F\xA5\xE3\xB5\xA4\x0A\xF8\x05\x8B\x58\x1B\x5E\x80\x00\x40\x00\x00\x17\xAC\xBE\xB7\xDD\x8B\xDA\x5C\x74\x27\x2A\xB5\x73\xA1\x30\xAC\x91\xA4\xB2\xCA\x7B\xB0\x59\xBF\x17\x7D\x69\x99\xEF\x66\x9E\xDE\x5A\x37\x39\x79\x8F\x2A\xEC\xFC\x7B\xBD\x32\xAB\x83\xEA\xFF\xD5\x52\x32\x29\xDF\x66\x45\x02\x5E\xA0\x72\x3D\xAF\xBA\xBE\x41\x2F\x7D\x94\xF6\x4D\x48\xA4\xF5\xF7\xF8\xCB\x05\xE5\xA3\x94\xB1\xF3\x5E\xEA\xD9\x5B\xEA\xDB\xF3\x6B\x8E\x2D\x65\xB9\xB7\x9C\x22\x97\x7F\x28\xCB\x90\xBF\xAD\x27\xC2\x99\x4D\x3E\x95\xBF\x9A\xBD\xF0\x91\xDA\x9E\x47\x0C\xD2\x3F\x89\x6F\xF4\xC1\x6D\x7E\xFF\xF2\x52\xBB\xE4\x95\x95\x6D\xF9\x4D\xD4\x6D\x7B\x13\x91\x58\x9D\x78\xB3\x92\xA2\xEF\xB7\x35\xA8\xF5\x05\xBD\x7A\x25\x59\x62\xF0\xF4\x96\x54\xFB\x34\xE6\x35\xF4\x7D\xAB\xEC\xAC\x3A\xF1\x46\xF2\xB9\x6B\x4F\xC7\xEE\xA9\x32\xEB\xF1\x2F\x42\xA0\x36\xB3\x47\x91\xA5\x45\x72\xA5\x55\x1A\x49\xB6\x0A\x63\x9A\xAC\xCA\x44\x3B\x75\x1D\xDA\x0F\x5A\x85\x19\x97\x80\x92\xE7\x84\xB7\x5B\xAB\xB1\x18\x45\xDF\x1F\x14\x23\x88\x73\x4F\xA3\x7B\x42\x3D\x61\xA2\x68\x74\x73\x58\x22\x87\x42\x93\xA4\x6E\x39\x55\x8B\xC9\xDF\x64\x5A\xDE\x8A\xDC\xDD\xB7\x75\x7F\xAA\xFE\x16\x90\x06\xAB\x6D\x0E\x9A\x21\xB6\x55\xAC\xFB\x3E\xB8\x50\x1F\x19\xF6\xB6\x4E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD9\xAA\xBC\x86\x00\x00\x00\x00\x26\x6D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF1\x1E\x00\x0F\xA5\xE3\xB5\xA4\x0A\xF8\x05\x8B\x58\x1B\x5E\x80\x00\x40\x00\x00\xD2\x3B\x31\x9E\xDD\x8B\xDA\x5C\x7F\xFF\xFF\xFF\x73\xA1\x30\xAC\x80\x00\x00\x00\x7B\xB0\x59\xBF\x7F\xFF\xFF\xFF\xEF\x66\x9E\xDE\x7F\xFF\xFF\xFF\x8F\x2A\xEC\xFC\x7F\xFF\xFF\xFF\x83\xEA\xFF\xD5\x7F\xFF\xFF\xFF\x66\x45\x02\x5E\x80\x00\x00\x00\xBA\xBE\x41\x2F\x0B\xA5\xEB\x12\x48\xA4\xF5\xF7\xB8\xCC\x5C\x7A\xA3\x94\xB1\xF3\x7F\xFF\xFF\xFF\xEA\xDB\xF3\x6B\x80\x00\x00\x00\xB7\x9C\x22\x97\x7F\xFF\xFF\xFF\xBF\xAD\x27\xC2\xCC\x37\x98\x98\xBF\x9A\xBD\xF0\x80\x00\x00\x00\x0C\xD2\x3F\x89\x7F\xFF\xFF\xFF\x7E\xFF\xF2\x52\x80\x00\x00\x00\x6D\xF9\x4D\xD4\x7F\xFF\xFF\xFF\x58\x9D\x78\xB3\x80\x00\x00\x00\x35\xA8\xF5\x05\x80\x00\x00\x00\x62\xF0\xF4\x96\x7F\xFF\xFF\xFF\x35\xF4\x7D\xAB\x38\x72\xAD\xE8\x46\xF2\xB9\x6B\x7F\xFF\xFF\xFF\x32\xEB\xF1\x2F\x7F\xFF\xFF\xFF\x47\x91\xA5\x45\x7F\xFF\xFF\xFF\x49\xB6\x0A\x63\xCB\xD8\x69\xDB\x3B\x75\x1D\xDA\x50\x61\x44\x57\x97\x80\x92\xE7\x80\x00\x00\x00\xB1\x18\x45\xDF\x25\x16\x46\x3D\x73\x4F\xA3\x7B\x7F\xFF\xFF\xFF\x68\x74\x73\x58\x7F\xFF\xFF\xFF\xA4\x6E\x39\x55\x80\x00\x00\x00\x5A\xDE\x8A\xDC\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x2A\xF8\x03\x05\x00\x00\x03\x38\xC6\x6B\x58\x1B\x5E\x80\x58\x1B\x5E\x80\x0A\x8B\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xD2\x3B\x31\x9E\x27\x7F\x39\x38\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF0\x7B\xC5\x70\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x0B\xA5\xEB\x12\x7F\xFF\xFF\xFF\xB8\xCC\x5C\x7A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x61\x02\xAD\x54\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xCC\x37\x98\x98\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0E\x4B\x33\x10\x38\x72\xAD\xE8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCB\xD8\x69\xDB\xD1\xE0\xDD\x91\x50\x61\x44\x57\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x25\x16\x46\x3D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC2\x19\xC7\xA8\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xDD\xB7\x75\x7F\xAA\xFE\x16\x90\x06\xAB\x6D\x0E\x9A\x21\xB6\x55\xAC\xFB\x3E\xB8\x50\x1F\x19\xF6\xB6\x4E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test78(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4E9E237B), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 15124)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 15124)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x18), ('P4rIngress.count_exp.exponent', 0x2A)], 15124)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 15124)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xF6568DB6), ('P4rIngress.values_v00000.hi', 0x80000000)], 15124)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x45C59DE3), ('P4rIngress.values_v00001.hi', 0x6932ECF3)], 15124)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x18D39355), ('P4rIngress.values_v00010.hi', 0x779734EE)], 15124)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xAE37BFD3), ('P4rIngress.values_v00011.hi', 0x16B44D2A)], 15124)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7574A769), ('P4rIngress.values_v00100.hi', 0x9FF6E342)], 15124)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xE9C1BE72), ('P4rIngress.values_v00101.hi', 0xB6ED2F47)], 15124)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4F5E88A3), ('P4rIngress.values_v00110.hi', 0xBBEBAA35)], 15124)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xE18485CD), ('P4rIngress.values_v00111.hi', 0xA2D241E4)], 15124)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xB69F4AB7), ('P4rIngress.values_v01000.hi', 0x959E5C1B)], 15124)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x783B755F), ('P4rIngress.values_v01001.hi', 0x5153D449)], 15124)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x4F65232D), ('P4rIngress.values_v01010.hi', 0xB994C941)], 15124)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x32477F2D), ('P4rIngress.values_v01011.hi', 0x13E7266A)], 15124)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x1A25B12A), ('P4rIngress.values_v01100.hi', 0x8F5A1142)], 15124)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x9ACD6BF3), ('P4rIngress.values_v01101.hi', 0xBF6163B7)], 15124)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6754A812), ('P4rIngress.values_v01110.hi', 0x2D8B49E1)], 15124)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x3473FA0F), ('P4rIngress.values_v01111.hi', 0x08056DAE)], 15124)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x8CEBA31E), ('P4rIngress.values_v10000.hi', 0xA7DD735D)], 15124)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x1B64348A), ('P4rIngress.values_v10001.hi', 0x777F5613)], 15124)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xC7CD895D), ('P4rIngress.values_v10010.hi', 0xBF7A7194)], 15124)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x572AA2C9), ('P4rIngress.values_v10011.hi', 0x46495515)], 15124)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x473BE3F9), ('P4rIngress.values_v10100.hi', 0x77E36ADF)], 15124)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x0EE64793), ('P4rIngress.values_v10101.hi', 0xD9B47DAA)], 15124)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7B299043), ('P4rIngress.values_v10110.hi', 0x3754F258)], 15124)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7A587C71), ('P4rIngress.values_v10111.hi', 0x71CDEB44)], 15124)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x54C39737), ('P4rIngress.values_v11000.hi', 0xCA45B156)], 15124)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x8ADF7D8B), ('P4rIngress.values_v11001.hi', 0x12A9E5B7)], 15124)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x50CD944D), ('P4rIngress.values_v11010.hi', 0x8823C363)], 15124)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x452B5B2B), ('P4rIngress.values_v11011.hi', 0x23DBCD5E)], 15124)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x44BC66AA), ('P4rIngress.values_v11100.hi', 0xABF8B933)], 15124)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xB8355851), ('P4rIngress.values_v11101.hi', 0x580AEE53)], 15124)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x649C669C), ('P4rIngress.values_v11110.hi', 0xA8B65146)], 15124)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xB2E75145)], 15124)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0A84),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004DB),
                gc.DataTuple('slot_count', 0x000017E3),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD6025298),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0x93CDE9F7),
                gc.KeyTuple('src_port', 0x0543),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0A84),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x017B),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x93\xCD\xE9\xF7\x00\x00\x00\x00\x05\x43\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x0A\x84\x00\x0F\xD6\x02\x52\x98\x16\x39\x01\x34\x00\x00\x00\x00\x00\x40\x00\x00\xBB\x15\xFE\x87\x00\x00\x00\x00\x66\x5D\xCC\x56\x46\x35\x4E\x27\x7F\xF1\x92\xD7\x41\x09\x4B\xBA\x69\x38\x0A\xD4\x15\x46\xED\xAA\x41\x19\xC6\x86\xBF\x34\xF1\x9C\x2B\xCB\x5E\xC6\x91\x74\x33\x6C\x48\xD5\x4E\x8D\x9A\x6D\x9D\x69\x89\x5E\x00\x5F\x80\x9C\x5E\xDA\x8A\xD8\x6F\x25\xD5\x9A\xE1\xF1\x45\xE2\xBF\x5D\x53\x75\x4C\x7F\xDE\x6E\xF1\x6D\xB8\xD1\x65\x7C\x6F\xA1\xA2\xB9\xB7\xCE\x8B\x6C\x76\xF4\x89\x72\xD5\xAE\xD4\xCC\xB6\x4B\x37\x11\xB1\x38\x95\x87\x4E\x19\x5E\x95\x25\x3A\x5C\x7B\x77\x1D\xD8\xB6\x1F\x57\x31\xED\xF2\x27\xB9\xD0\x29\x2B\x0F\xDC\x73\xDB\x1D\xC2\x42\x42\x4C\x63\x7F\xD3\xA9\xC6\xA8\x64\xC4\xA7\xD4\xB5\x26\x57\x54\xE4\x4D\xD5\x76\x49\x63\x65\x23\xCE\x0A\x22\xCC\x21\x4D\xB7\xFA\x83\xE6\x37\xD5\x7E\x35\xD4\xA6\x94\xA3\xE7\x0F\x94\x5F\xB9\x60\xA0\x29\x57\x5D\x7E\x1F\x90\x9A\xE5\x3D\x4D\x8A\x9E\xF5\x61\xF9\xBE\x25\x21\x63\x1F\x5C\xF9\x59\xE3\xEC\xFB\x6D\x6F\x68\xEC\xA4\x5A\xB1\xBC\xF7\x83\xFF\x36\x2C\xF7\x68\x77\x95\x75\x5D\xCF\x3E\xBD\xAB\x1A\x57\x8E\xDC\x9C\x19\xE4\xF9\x5B\x00\x00\x00\x00\x96\xAA\x16\x4F\x0B\x42\xF1\xC9\x52\xA1\x4D\x19\xD9\xA0\x32\xCC\x28\xB2\x67\xCB\xD7\x96\x8A\x65\x1D\xDF\x24\x8C\x79\x3E\xA5\xB2\xFB\x44\xFA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x93\xCD\xE9\xF7\xBE\xEF\x05\x43\x01\x20\x00\x00\x50\x34\x02\x82\x0A\x84\x00\x0F\xD6\x02\x52\x98\x16\x39\x01\x34\x00\x00\x00\x00\x00\x40\x00\x19\xB1\x6C\x8C\x3D\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x46\x35\x4E\x27\x7F\xFF\xFF\xFF\x41\x09\x4B\xBA\x17\x6F\xCA\xA7\x15\x46\xED\xAA\x7F\xFF\xFF\xFF\xBF\x34\xF1\x9C\x15\x8D\x1D\x38\x91\x74\x33\x6C\x7F\xFF\xFF\xFF\x9A\x6D\x9D\x69\x80\x00\x00\x00\x80\x9C\x5E\xDA\x80\x00\x00\x00\xD5\x9A\xE1\xF1\x7F\xFF\xFF\xFF\x53\x75\x4C\x7F\x2D\xD4\x14\x9A\xB8\xD1\x65\x7C\x7F\xFF\xFF\xFF\xB7\xCE\x8B\x6C\x7F\xFF\xFF\xFF\xD5\xAE\xD4\xCC\x80\x00\x00\x00\xB1\x38\x95\x87\x7F\xFF\xFF\xFF\x25\x3A\x5C\x7B\x7F\xFF\xFF\xFF\x1F\x57\x31\xED\x80\x00\x00\x00\x29\x2B\x0F\xDC\x7F\xFF\xFF\xFF\x42\x42\x4C\x63\x47\xA1\x33\x23\xA8\x64\xC4\xA7\x2B\xDF\xC9\x20\x54\xE4\x4D\xD5\x7F\xFF\xFF\xFF\x23\xCE\x0A\x22\xDB\x07\x95\x4A\xFA\x83\xE6\x37\x50\xA7\xC6\x17\xA6\x94\xA3\xE7\x7F\xFF\xFF\xFF\x60\xA0\x29\x57\x7F\xFF\xFF\xFF\x9A\xE5\x3D\x4D\x80\x00\x00\x00\xF9\xBE\x25\x21\x7F\xFF\xFF\xFF\x59\xE3\xEC\xFB\x7F\xFF\xFF\xFF\xA4\x5A\xB1\xBC\x3C\x40\x65\xE0\x2C\xF7\x68\x77\x80\x00\x00\x00\x3E\xBD\xAB\x1A\x7F\xFF\xFF\xFF\x19\xE4\xF9\x5B\x00\x00\x00\x00\x96\xAA\x16\x4F\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x3B\x14\x01\x7B\x00\x00\x4E\x9E\xA3\x7B\x00\x00\x00\x00\x00\x00\x00\x00\x19\x34\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xB1\x6C\x8C\x3D\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x17\x6F\xCA\xA7\x2B\xFB\x3A\xD4\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x15\x8D\x1D\x38\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2D\xD4\x14\x9A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xCB\xB5\xB1\xD6\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x52\xC5\xA6\x5C\x7F\xFF\xFF\xFF\x27\x5C\x9F\x9B\x80\x00\x00\x00\xD1\x08\x83\x39\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x47\xA1\x33\x23\x80\x00\x00\x00\x2B\xDF\xC9\x20\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDB\x07\x95\x4A\xD4\x38\x63\xE1\x50\xA7\xC6\x17\xDD\xE9\x96\x3F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x0C\x68\x0A\xD8\x7F\xFF\xFF\xFF\xE2\x07\xB0\x5E\x7F\xFF\xFF\xFF\xC8\x36\x7F\x1A\x3C\x40\x65\xE0\xD8\xF0\x21\xAA\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC2\x9B\x4A\xA1\x00\x00\x00\x00\x80\x00\x00\x00\x0B\x42\xF1\xC9\x52\xA1\x4D\x19\xD9\xA0\x32\xCC\x28\xB2\x67\xCB\xD7\x96\x8A\x65\x1D\xDF\x24\x8C\x79\x3E\xA5\xB2\xFB\x44\xFA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test79(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x579C0828), ('P4rIngress.bitmap_seq.seq', 0x7C000000)], 15250)
        self.setRegisterValue('P4rIngress.rounds', 0x7C000000, 15250)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x02), ('P4rIngress.count_exp.exponent', 0x8D)], 15250)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 15250)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xBF8B0043), ('P4rIngress.values_v00000.hi', 0x2A793ACE)], 15250)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x5EF15B83), ('P4rIngress.values_v00001.hi', 0x2B51CD4F)], 15250)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x34A1DCDA), ('P4rIngress.values_v00010.hi', 0x74B4487B)], 15250)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x56B2CCAC), ('P4rIngress.values_v00011.hi', 0xE9455ABF)], 15250)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5447A6FF), ('P4rIngress.values_v00100.hi', 0x4E6C2569)], 15250)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x6A119143), ('P4rIngress.values_v00101.hi', 0xC6DAC14B)], 15250)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7A5CAF84), ('P4rIngress.values_v00110.hi', 0x9D3C18AB)], 15250)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6C872B77), ('P4rIngress.values_v00111.hi', 0xD9DD9F06)], 15250)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x45279579), ('P4rIngress.values_v01000.hi', 0x20CE64FE)], 15250)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x9ABE5712), ('P4rIngress.values_v01001.hi', 0xDB909053)], 15250)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xAB19B797), ('P4rIngress.values_v01010.hi', 0x3A5658EC)], 15250)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7D1E6F33), ('P4rIngress.values_v01011.hi', 0x704D4DB5)], 15250)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4F0B5CC5), ('P4rIngress.values_v01100.hi', 0x51D0946B)], 15250)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x45D20E3F), ('P4rIngress.values_v01101.hi', 0xCD3499F2)], 15250)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xD8DB3FA5), ('P4rIngress.values_v01110.hi', 0xCF3ACEA7)], 15250)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xF3FD98F7), ('P4rIngress.values_v01111.hi', 0x75299CC5)], 15250)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x53001F39), ('P4rIngress.values_v10000.hi', 0x39274157)], 15250)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x32B5AB5F), ('P4rIngress.values_v10001.hi', 0x6A6BE7AB)], 15250)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x41B5A611), ('P4rIngress.values_v10010.hi', 0x2188AF19)], 15250)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5BD525AB), ('P4rIngress.values_v10011.hi', 0xA8EAEDDB)], 15250)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x77723458), ('P4rIngress.values_v10100.hi', 0x72349781)], 15250)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x655642C8), ('P4rIngress.values_v10101.hi', 0x97DB1549)], 15250)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x1484C7C3), ('P4rIngress.values_v10110.hi', 0x27FA17A7)], 15250)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x62FDB38C), ('P4rIngress.values_v10111.hi', 0x71D4B172)], 15250)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xA479A387), ('P4rIngress.values_v11000.hi', 0x51070696)], 15250)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x24FD9903), ('P4rIngress.values_v11001.hi', 0xA51267E1)], 15250)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x9378FDED), ('P4rIngress.values_v11010.hi', 0x7FCEAF05)], 15250)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x50EC1CDA), ('P4rIngress.values_v11011.hi', 0x9B106C43)], 15250)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xFA0BB581), ('P4rIngress.values_v11100.hi', 0xE9559FB9)], 15250)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x93E93642), ('P4rIngress.values_v11101.hi', 0x2D812015)], 15250)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x2F6B84AD), ('P4rIngress.values_v11110.hi', 0x312BF31D)], 15250)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6D54B309), ('P4rIngress.values_v11111.hi', 0x293F25C7)], 15250)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5C15),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B12),
                gc.DataTuple('slot_count', 0x00001293),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFE9D000D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x009),
                gc.KeyTuple('src_addr', 0x120B97C0),
                gc.KeyTuple('src_port', 0xC76B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5C15),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x0379),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x12\x0B\x97\xC0\x00\x00\x00\x00\xC7\x6B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x5C\x15\x00\x0F\xFE\x9D\x00\x0D\x10\x80\x01\xEB\x7C\x00\x00\x00\x00\x40\x00\x00\x25\xB7\x42\x6F\x9C\xED\x2A\xD6\x61\x41\x32\x27\x55\xBA\x28\xF0\x71\x7E\x68\x0F\x2C\xAE\xD1\x4B\x94\x5C\xAD\xF4\x61\x4D\x9A\x9F\x4B\x92\x6F\x21\xA6\x4F\x2D\x6C\x62\xC7\x52\xEA\xE7\x1E\x5F\x49\x37\x46\x4A\x6C\xD9\xAB\x31\xF0\x67\x4E\xFB\x66\x8F\x75\xDB\x2B\x7C\xE7\xD9\x43\x25\xB2\xB7\x71\xC1\xB1\x59\x8C\x3B\x00\xB7\xA3\xAA\xAB\x66\x64\xDA\x52\x53\x22\xBF\x63\x64\x69\xA7\x6D\xE6\xB5\x6C\xFB\x06\xBF\x57\xB7\x89\x9B\x7B\x06\x53\x49\xAC\x14\x33\xEC\x95\xD2\xEA\x81\xE8\x94\x5A\xC5\x87\x71\x99\xCE\x35\xA2\x67\x8D\x52\x66\xDB\xA9\x3A\xA8\xFD\xFA\x92\x94\x9A\x4B\x61\x63\x6C\x6A\x6A\x98\xC6\xF7\x7C\xCD\x6F\xF7\x39\x6B\x6A\x72\x9E\x66\xE9\x8E\x23\x26\x55\xD1\x7B\x45\xE3\x7D\x26\x3B\xFF\x16\x9C\x82\x66\xBB\x76\xA7\xB8\x4D\xE7\xBB\x3C\xAF\x76\x45\xF9\x56\x75\x51\x90\x57\xD6\xE3\xF7\x59\x47\x02\x9B\xCF\x7C\x48\x59\x9D\xA7\xEE\xFD\x06\x99\x45\x39\xF9\x22\x5F\x8C\xDB\x3F\xCA\x9E\x52\xD8\x15\x61\xF0\xDB\x5A\x83\x43\x68\xCD\xB9\x87\xBD\x13\xD3\x9B\x6B\xD3\x93\xDC\x78\x49\xC1\x2C\x52\x32\x87\x67\x2F\x25\x3B\xD9\xAD\x9D\x66\x57\x80\x68\x7E\x93\x8F\x5A\xBF\xD3\x43\x3A\x0E\xDD\x68\x30\xFC\x3D\xCD\x57\x6A\xD8\x6E\xC0\x35\xCE\x00\xD8\xF5\xEE\x39\xD1\x27\x1A\x6E\x3A\x67\x7D\x7A\x97\x73\x64\xD9\x5C\xF2\x5F\x95\x02\x8E\xF4\x41\x20\xB8\xEB\xA1\x7E\xFB\x7D\x3A\x75\xDF\x00\x9E\xBA\xC7\x06\xAC\x55\xAD\x9F\x86\x8A\xC1\x69\x79\x25\x2A\x13\xA8\x4D\x0C\x94\x58\x9A\xF1\xB7\x25\x59\xEA\x2B\x2E\xA5\x8A\xDA\x64\x77\xB6\x3E\xDA\x7D\xA1\x24\xE2\xC7\x96\x56\x0B\xA7\x19\x64\x54\xB2\xF1\xE8\x2B\x8D\xA7\xF2\xE0\xE3\x90\x7E\x14\xF5\x88\x5D\x78\x8B\xE9\x13\xBA\x59\xC2\x0C\x53\xA5\x87\x36\xE0\x57\xEA\x61\x1B\x18\x5F\x84\x70\x91\x71\x9A\xC1\x4A\x5B\x6C\xAD\x8D\x58\xF8\x12\x26\x83\x47\xBA\x27\x46\x98\x51'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x12\x0B\x97\xC0\x00\x00\x00\x00\xC7\x6B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x5C\x15\x00\x0F\xFE\x9D\x00\x0D\x10\x80\x01\xEB\x7C\x00\x00\x00\x00\x40\x00\x00\xE5\x42\x42\xB2\x9C\xED\x2A\xD6\x7F\xFF\xFF\xFF\x55\xBA\x28\xF0\x7F\xFF\xFF\xFF\x2C\xAE\xD1\x4B\xEB\x0F\x7A\xA0\x61\x4D\x9A\x9F\x7F\xFF\xFF\xFF\xA6\x4F\x2D\x6C\x7F\xFF\xFF\xFF\xE7\x1E\x5F\x49\x7F\xFF\xFF\xFF\xD9\xAB\x31\xF0\x7F\xFF\xFF\xFF\x8F\x75\xDB\x2B\x7F\xFF\xFF\xFF\x25\xB2\xB7\x71\x80\x00\x00\x00\x3B\x00\xB7\xA3\x80\x00\x00\x00\xDA\x52\x53\x22\x3C\x81\xD3\x9C\xA7\x6D\xE6\xB5\x7F\xFF\xFF\xFF\x57\xB7\x89\x9B\x7F\xFF\xFF\xFF\xAC\x14\x33\xEC\x80\x00\x00\x00\xE8\x94\x5A\xC5\x80\x00\x00\x00\x35\xA2\x67\x8D\x7F\xFF\xFF\xFF\x3A\xA8\xFD\xFA\xC5\x4A\x45\xAA\x61\x63\x6C\x6A\x7F\xFF\xFF\xFF\x7C\xCD\x6F\xF7\x7F\xFF\xFF\xFF\x9E\x66\xE9\x8E\x7F\xFF\xFF\xFF\x7B\x45\xE3\x7D\x7F\xFF\xFF\xFF\x9C\x82\x66\xBB\x7F\xFF\xFF\xFF\xE7\xBB\x3C\xAF\x7F\xFF\xFF\xFF\x75\x51\x90\x57\x80\x00\x00\x00\x47\x02\x9B\xCF\x7F\xFF\xFF\xFF\xA7\xEE\xFD\x06\x80\x00\x00\x00\x22\x5F\x8C\xDB\x7F\xFF\xFF\xFF\xD8\x15\x61\xF0\xD5\x66\x38\xC4\x68\xCD\xB9\x87\x80\x00\x00\x00\x6B\xD3\x93\xDC\x7F\xFF\xFF\xFF\x52\x32\x87\x67\x7F\xFF\xFF\xFF\xAD\x9D\x66\x57\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x3B\x92\x03\x79\x00\x00\x57\x9C\x88\x28\x7C\x00\x00\x00\x7C\x00\x00\x00\x03\xEB\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xE5\x42\x42\xB2\xC7\x66\x65\xA4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEB\x0F\x7A\xA0\x4A\x92\xF5\x5E\x7F\xFF\xFF\xFF\xF4\xBB\x52\xD5\x7F\xFF\xFF\xFF\xAD\xF9\x20\x94\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x46\x81\x1C\x6F\x80\x00\x00\x00\x16\x91\x47\xF6\x80\x00\x00\x00\x14\xA8\xAC\x0E\x3C\x81\xD3\x9C\x17\xBB\x34\x6A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xB7\xCF\x29\x6C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x73\xD0\x3F\x51\xC5\x4A\x45\xAA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x0F\xB5\x54\x56\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD5\x66\x38\xC4\x52\x23\x59\x40\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD6\xDC\x8C\x1E\x80\x68\x7E\x93\x8F\x5A\xBF\xD3\x43\x3A\x0E\xDD\x68\x30\xFC\x3D\xCD\x57\x6A\xD8\x6E\xC0\x35\xCE\x00\xD8\xF5\xEE\x39\xD1\x27\x1A\x6E\x3A\x67\x7D\x7A\x97\x73\x64\xD9\x5C\xF2\x5F\x95\x02\x8E\xF4\x41\x20\xB8\xEB\xA1\x7E\xFB\x7D\x3A\x75\xDF\x00\x9E\xBA\xC7\x06\xAC\x55\xAD\x9F\x86\x8A\xC1\x69\x79\x25\x2A\x13\xA8\x4D\x0C\x94\x58\x9A\xF1\xB7\x25\x59\xEA\x2B\x2E\xA5\x8A\xDA\x64\x77\xB6\x3E\xDA\x7D\xA1\x24\xE2\xC7\x96\x56\x0B\xA7\x19\x64\x54\xB2\xF1\xE8\x2B\x8D\xA7\xF2\xE0\xE3\x90\x7E\x14\xF5\x88\x5D\x78\x8B\xE9\x13\xBA\x59\xC2\x0C\x53\xA5\x87\x36\xE0\x57\xEA\x61\x1B\x18\x5F\x84\x70\x91\x71\x9A\xC1\x4A\x5B\x6C\xAD\x8D\x58\xF8\x12\x26\x83\x47\xBA\x27\x46\x98\x51'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test80(AbstractTest):
    # Current statement coverage: 0.76

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x22B162E6), ('P4rIngress.bitmap_seq.seq', 0xBB8DAD40)], 14131)
        self.setRegisterValue('P4rIngress.rounds', 0xBB8DAD40, 14131)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x11), ('P4rIngress.count_exp.exponent', 0x3E)], 14131)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 14131)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xF5E66FFB), ('P4rIngress.values_v00000.hi', 0xE7D6469F)], 14131)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x407D1C3B), ('P4rIngress.values_v00001.hi', 0x7A295C75)], 14131)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x76487775), ('P4rIngress.values_v00010.hi', 0x3364C29E)], 14131)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x128F545D), ('P4rIngress.values_v00011.hi', 0x5586937E)], 14131)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x66D66624), ('P4rIngress.values_v00100.hi', 0x634A1C59)], 14131)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x8CAA79BD), ('P4rIngress.values_v00101.hi', 0xD198DC06)], 14131)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x2532A5D5), ('P4rIngress.values_v00110.hi', 0xAE23CEF6)], 14131)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5B8C9BC5), ('P4rIngress.values_v00111.hi', 0x3F70D9A6)], 14131)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5941E3D8), ('P4rIngress.values_v01000.hi', 0xAEF4D346)], 14131)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x996EEE50), ('P4rIngress.values_v01001.hi', 0x63DE7ED3)], 14131)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6DE939DB), ('P4rIngress.values_v01010.hi', 0x4C731552)], 14131)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6AF7D40D), ('P4rIngress.values_v01011.hi', 0x16693DB1)], 14131)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xA9F6D41A), ('P4rIngress.values_v01100.hi', 0x6730A29A)], 14131)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x370749B7), ('P4rIngress.values_v01101.hi', 0x3EABBA73)], 14131)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xADD351C3), ('P4rIngress.values_v01110.hi', 0xF4B5B8FD)], 14131)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6ABB8387), ('P4rIngress.values_v01111.hi', 0x75565115)], 14131)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xB0568D61), ('P4rIngress.values_v10000.hi', 0x575E5049)], 14131)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x183DB9EF), ('P4rIngress.values_v10001.hi', 0xB6F748FD)], 14131)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x78B670CF), ('P4rIngress.values_v10010.hi', 0x44BBC8A9)], 14131)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7073E747), ('P4rIngress.values_v10011.hi', 0x9579D08D)], 14131)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4BB8B8A3), ('P4rIngress.values_v10100.hi', 0xF6D8A4B6)], 14131)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x32D638C0), ('P4rIngress.values_v10101.hi', 0xEABD384B)], 14131)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x676A2191), ('P4rIngress.values_v10110.hi', 0x3ADBBA5E)], 14131)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x1054F8EE), ('P4rIngress.values_v10111.hi', 0x4EE579CC)], 14131)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x2A31CBAB), ('P4rIngress.values_v11000.hi', 0xE0B0D5DD)], 14131)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x435C9157), ('P4rIngress.values_v11001.hi', 0x7FE49596)], 14131)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x07DA778E), ('P4rIngress.values_v11010.hi', 0x45980E5D)], 14131)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xC4D0806A), ('P4rIngress.values_v11011.hi', 0x5DD2298A)], 14131)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x2F87C21D), ('P4rIngress.values_v11100.hi', 0x6CF98904)], 14131)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x49D788FA), ('P4rIngress.values_v11101.hi', 0xD8F1BAD5)], 14131)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xD8D541DE), ('P4rIngress.values_v11110.hi', 0x908CC925)], 14131)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x73C31B3F), ('P4rIngress.values_v11111.hi', 0x705BC070)], 14131)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xBEFF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000BD8),
                gc.DataTuple('slot_count', 0x00001257),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF852E1AE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03E),
                gc.KeyTuple('src_addr', 0xA02EBF99),
                gc.KeyTuple('src_port', 0xD675),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xBEFF),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x024F),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA0\x2E\xBF\x99\x00\x00\x00\x00\xD6\x75\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xBE\xFF\x00\x0F\xF8\x52\xE1\xAE\x0B\x5B\x03\xB4\xBB\x8D\xAD\x40\x00\x40\x00\x00\x8B\xEE\x6B\x89\xEE\x67\x4E\xFA\x5D\xA4\xF0\xD5\xDE\x0B\x81\x9B\x77\x2A\x25\x55\x6C\x1C\x4A\xB5\x47\xC7\x65\xD1\x3D\x8F\x8A\xEE\xF5\xDB\x5B\x3F\x3B\xEF\x66\xCB\xEA\xA2\xD3\x1F\x96\x32\xD6\xF6\x2E\xB8\xAF\x51\xAC\x48\x58\x7F\x49\x3F\x19\x9B\x7B\x97\xF1\xF2\x51\xB9\x54\xC8\xB8\x72\x5C\xDD\xB1\xBA\xD4\xBB\x5A\x2E\x8E\x42\xE6\x69\x79\xC5\x3A\x40\x86\xFE\x2C\x41\xD6\xF3\x76\x72\xD6\x1D\xA2\x43\x5F\x26\x48\xB8\x66\x98\x71\x6A\xD5\x15\xF2\x6E\x93\xCB\x61\xDE\xDE\x9C\x85\x94\xEE\x9C\x22\xE2\x21\x99\x34\x55\x36\xB7\x92\xF5\xCF\x4F\xB1\x4C\x7D\x73\xFA\xDC\x4F\x61\x26\x2B\x3E\x1A\x43\x5D\x77\xA1\x42\xA2\x91\xFC\x67\xF5\x39\xF6\xB4\xB2\x7F\x9F\x5A\x53\xBA\x4F\xBC\x4E\xB5\x52\x6B\x65\x37\x6D\x94\x57\x84\x43\x20\xFB\xB2\x93\x76\xD6\xDA\x4B\x75\xC9\xF0\x62\x56\x0E\xD0\x50\x26\xB0\x4C\xB9\xFA\xC7\x15\x17\x4D\xDC\xCB\x7E\x7A\x32\xCD\x98\xBB\x2B\xDC\xE4\x57\x2E\x13\x73\x9B\xBB\x9D\x4A\x40\x7C\xDD\x5B\x53\x0D\x9E\x3B\x44\x44\x6E\x87\x39\x15\x41\x83\x53\x3F\x9A\x97\xA6\x34\x1C\x5C\xCE\xD4\xB9\x6D\x42\xBE\x9D\x76\xFC\x67\xA0\x14\x36\xE0\x3E\x67\x50\xFB\x90\x76\x6C\x4D\x26\x96\xDF\xD6\x89\x61\x10\x79\xEA\xD1\x8F\xD8\x27\xD7\x3F\xA2\xB4\x1B\xB4\x42\xFF\x88\xE7\xE0\x2B\x36\x7D\x2C\x41\x8F\x44\x1D\xE1\x13\x28\x3D\xDF\x1D\x3F\x95\x9E\x25\x24\xF6\x5E\xAB\x2A\x44'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA0\x2E\xBF\x99\x00\x00\x00\x00\xD6\x75\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xBE\xFF\x00\x0F\xF8\x52\xE1\xAE\x0B\x5B\x03\xB4\xBB\x8D\xAD\x40\x00\x40\x00\x00\x81\xD4\xDB\x84\xEE\x67\x4E\xFA\x7F\xFF\xFF\xFF\xDE\x0B\x81\x9B\x7F\xFF\xFF\xFF\x6C\x1C\x4A\xB5\x5A\x56\xBA\x2E\x3D\x8F\x8A\xEE\x5C\xB1\xC1\x63\x3B\xEF\x66\xCB\x80\x00\x00\x00\x96\x32\xD6\xF6\x53\xEB\x55\x26\xAC\x48\x58\x7F\x7F\xFF\xFF\xFF\x7B\x97\xF1\xF2\x7F\xFF\xFF\xFF\xB8\x72\x5C\xDD\x80\x00\x00\x00\x5A\x2E\x8E\x42\x54\x52\xB3\xA0\x3A\x40\x86\xFE\x7F\xFF\xFF\xFF\x76\x72\xD6\x1D\x80\x00\x00\x00\x48\xB8\x66\x98\x7F\xFF\xFF\xFF\xF2\x6E\x93\xCB\x0F\xB2\x30\x5F\x85\x94\xEE\x9C\x7F\xFF\xFF\xFF\x34\x55\x36\xB7\x80\x00\x00\x00\xB1\x4C\x7D\x73\x13\x1A\x09\x50\x26\x2B\x3E\x1A\x7F\xFF\xFF\xFF\x42\xA2\x91\xFC\x7F\xFF\xFF\xFF\xB4\xB2\x7F\x9F\x7F\xFF\xFF\xFF\xBC\x4E\xB5\x52\x7F\xFF\xFF\xFF\x94\x57\x84\x43\x7F\xFF\xFF\xFF\x76\xD6\xDA\x4B\x7F\xFF\xFF\xFF\x56\x0E\xD0\x50\x50\xE2\x18\x64\xFA\xC7\x15\x17\x7F\xFF\xFF\xFF\x7A\x32\xCD\x98\xC3\x06\x54\x72\x57\x2E\x13\x73\x80\x00\x00\x00\x40\x7C\xDD\x5B\x7F\xFF\xFF\xFF\x44\x44\x6E\x87\x7F\xFF\xFF\xFF\x53\x3F\x9A\x97\x80\x00\x00\x00\xCE\xD4\xB9\x6D\x7F\xFF\xFF\xFF\xFC\x67\xA0\x14\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x37\x33\x02\x4F\x00\x00\x22\xB1\xE2\xE6\xBB\x8D\xAD\x40\xBB\x8D\xAD\x40\x12\xB4\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x81\xD4\xDB\x84\xD6\x3D\x95\x99\x7F\xFF\xFF\xFF\x58\x34\xDE\x10\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5A\x56\xBA\x2E\x7F\xFF\xFF\xFF\x5C\xB1\xC1\x63\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x53\xEB\x55\x26\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x54\x52\xB3\xA0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x31\x1A\x4E\x3E\x0F\xB2\x30\x5F\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x08\xAA\xCD\xBC\x13\x1A\x09\x50\xDD\x22\x87\x17\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB3\x27\x5A\x08\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x50\xE2\x18\x64\xDB\x77\xEA\xF4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC3\x06\x54\x72\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2C\x31\x55\x6C\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x6C\xC3\x60\x84\x36\xE0\x3E\x67\x50\xFB\x90\x76\x6C\x4D\x26\x96\xDF\xD6\x89\x61\x10\x79\xEA\xD1\x8F\xD8\x27\xD7\x3F\xA2\xB4\x1B\xB4\x42\xFF\x88\xE7\xE0\x2B\x36\x7D\x2C\x41\x8F\x44\x1D\xE1\x13\x28\x3D\xDF\x1D\x3F\x95\x9E\x25\x24\xF6\x5E\xAB\x2A\x44'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

