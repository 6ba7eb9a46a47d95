# PTF test for /tmp/wt38/regen/work/k32/kind24/main
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

logger = logging.getLogger('/tmp/wt38/regen/work/k32/kind24/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/wt38/regen/work/k32/kind24/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/wt38/regen/work/k32/kind24/main')

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
    # Current statement coverage: 0.056

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 50
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x20\x00\x00\x92\x90\xDF\x9C\x57\x0D\xA9\x2A\xEF\x95\x9A\x86\x8F\x7D\xD7\xBD\x17\x4C\x86\xAF\x0A\x43\xFA\xDD\xA2\xE9\x13\x25\x20\x36\x2D\x42\x88\xEA\xB7\x6C\xA6\xAD\xC8\x2A\x53\x15\x68\x51\x39\x04\xF5\x3B\xA5\x86\x59\x40\x9B\x21\x49\x8D\x64\x1E\x96\xED\x7D\x49\xAB\xA5\x17\xE7\x43\x44\x7E\x4B\x2A\x4B\xE7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test2(AbstractTest):
    # Current statement coverage: 0.056

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 8
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xBD\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x92\x00\x00\x00\x00\x00\x00\x20\x00\x00\x96\x07\xA1\x0F\xDB\xF1\xD0\xF6\x4C\xCA\xDA\xF6\x02\x83\xCF\xC5\xC6\x23\xD4\xD1\xD5\xA9\xEE\x72\x34\x0B\x9B\xC7\x06\x89\x30\x81\xCD\xC3\xF6\xD4\xFD\x0C\xC9\xBF\xF8\x8A\x64\xCB\x80\x6A\x07\xA7\x03\x7E\x39\x27\x4D\xB1\xC4\x35\x71\xF3\x2F\x25\x41\x69\xFF\x92\xB7\x88\x90\x14\x97'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test3(AbstractTest):
    # Current statement coverage: 0.06

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x20\x00\x00\xC0\xB6\xE5\x58\xCC\x8C\x5B\x45\xA9\xA0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test4(AbstractTest):
    # Current statement coverage: 0.06

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xC5\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x06\x00\x00\x00\x00\x00\x00\x20\x00\x00\xB0\xDE\x9E\xD4\xE9\xCE\x38\xED\xEF\x99\x3D\x44\xDD\x40\xB7\x04\x0C\xDC\x60\x77\xA7\x0C\x0A\x9F\x94\x87\x54\xC3\xBC\x56\xB5\xE8\x95\xC2\x61\x78\x7B\xEA\x72\x5B\x76\x07\xF1\xB5\x83\xCF\x8D\xE2\xCD\x19\xE5\x02\x4E\x59\x16\x86\xED\x47\xB0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test5(AbstractTest):
    # Current statement coverage: 0.061

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xF8\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBD\x00\x00\x00\x00\x00\x00\x20\x00\x00\xD6\xF2\xFD\x86\x50\xCB\x10\x93\x9B\x05\xF7\xA3\xB3\xB5\x56\xEE\x56\xDD\x00\x31\x84\xE8\xB6\x24\xAC\xE2\x69'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test6(AbstractTest):
    # Current statement coverage: 0.061

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 56
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x36\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x00\x00\x20\x00\x00\x8D\xD5\xE6\xBC\x26\x50\x5C\x0C\x24\xE3\x24\x9C\x07\xBF\xF7\xCF\xAD\x61\x4C\xDD\x13\x36\x72\x33\x93\xC3\xFD\x8F\x8F\x03\x0B\xB0\x73\x43\xC8\x62\x44\x09\x9D\x82\x00\xAE\x72\x36\xA3\xAB\x83\x3D\xCC\x1E\xCB\xED\x3C\x4D\xC7\x67\x72\xB3\x58\x65\x6A\x1B\xAC\x1E\x1E\x21\xA1\xDE\xA1\x4E\x39\xF9\x63\x69\x41\xCF\x4B\x25\x50\x52\x45\xCE\x42\x7B\x98\x07\x4D\xCA\xFA\x05\xBB\x52\x90\xC5\xF8\x35\x61\x28\xC5\x2E\x5D\x88\x95\xDA\x19\xF5\x08\xD9\xA8\xDB\xB4\x4F\x4C\xE6\xCC\xB3\x95\xFA\x68\x03\x8F\x05'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.26

    def setupCtrlPlane(self):
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0xE76F),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xA2A9),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001B8D),
                gc.DataTuple('slot_count', 0x00000473),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x343D4924),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00F),
                gc.KeyTuple('src_addr', 0x42F5F25E),
                gc.KeyTuple('src_port', 0xB295),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xA2A9),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x018D),
            ]
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
        ig_port = 15
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x42\xF5\xF2\x5E\x00\x00\x00\x00\xB2\x95\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA2\xA9\x00\x10\x34\x3D\x49\x24\x04\x72\x00\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD1\xAF\xA5\xD1\x3B\x05\x43\xA8\xFF\xE1\xD9\x08\xC3\xA0\x25\x94\x2F\x4A\xDF\xDF\xE7\xA0\xD0\x07\x3F\x43\xE3\xAE\x10\x42\x1E\x94\xBC\xB3\x7D\x5C\xF4\x1F\x2C\x65\xEB\x63\xA3\x99\x5E\x72\x3F\xF6\x36\xCB\x92\xE0\x18\x1C\x66\x9F\xA9\x26\xFF\xF0\xDE\x72\xE8\xC7\x70\x71\x43\xB9\x80\xF5\xBB\x57\x45\x9F\xBE\xCD\x63\xFE\xB6\x0C\x1F\x01\xDC\x76\xEC\xA1\xFD\x6D\xB3\xD4\x8E\x18\x5E\xA6\xE7\xE3\x21\x9B\xB2\x2D\x68\xD5\x9F\x5B\xE4\x26\xD6\x7A\x50\x74\x30\x08\xA1\x0D\x9D\x84\x94\x01\x28\x60\xFF\x61\x13\xE9\x50\xF7\x25\x43\x4D\xE9\xB7\x38\xA2\x99\xEA\x4F\x6A\xEF\x82\xB6\xA2\xDC\xCB\xC4\x7D\x47\xE3\xE1\xF0\x5C\xE7\xC8\x6D\x7D\xC6\xB6\x00\x72\xF3\x81\x6F\x95\x47\xDA\xF5\x60\x00\xC5\xC8\xFE\x1B\x30\xA9\xAD\x89\xE3\x7A\x4C\x9B\xDB\x2C\xB2\x02\xA7\x3B\x67\xB0\x28\x60\x76\x9E\x56\xE7\xBD\xB8\x16\x3D\x85\x20\x2A\x08\x84\x09\x94\xE0\xA2\xC6\x1C\xA1\x07\xA7\x58\x36\x3A\x09\x7C\xD5\x21\xFE\x8E\xB0\xF6\xE7\x99\x83\x07\xC7\x8D\x53\x07\x67\x03\x32\x28\xFD\xCF\xB4\x59\xCD\x9C\x1C\xC0\x16\x14\xE8\xAD\x79\x58\x52\x44\xAB\xC2\x33\x4C\x7A\x62\xF5\xB4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x42\xF5\xF2\x5E\x00\x00\x00\x00\xB2\x95\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA2\xA9\x00\x10\x34\x3D\x49\x24\x04\x72\x00\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x07\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD1\xAF\xA5\xD1\x3B\x05\x43\xA8\xFF\xE1\xD9\x08\xC3\xA0\x25\x94\x2F\x4A\xDF\xDF\xE7\xA0\xD0\x07\x3F\x43\xE3\xAE\x10\x42\x1E\x94\xBC\xB3\x7D\x5C\xF4\x1F\x2C\x65\xEB\x63\xA3\x99\x5E\x72\x3F\xF6\x36\xCB\x92\xE0\x18\x1C\x66\x9F\xA9\x26\xFF\xF0\xDE\x72\xE8\xC7\x70\x71\x43\xB9\x80\xF5\xBB\x57\x45\x9F\xBE\xCD\x63\xFE\xB6\x0C\x1F\x01\xDC\x76\xEC\xA1\xFD\x6D\xB3\xD4\x8E\x18\x5E\xA6\xE7\xE3\x21\x9B\xB2\x2D\x68\xD5\x9F\x5B\xE4\x26\xD6\x7A\x50\x74\x30\x08\xA1\x0D\x9D\x84\x94\x01\x28\x60\xFF\x61\x13\xE9\x50\xF7\x25\x43\x4D\xE9\xB7\x38\xA2\x99\xEA\x4F\x6A\xEF\x82\xB6\xA2\xDC\xCB\xC4\x7D\x47\xE3\xE1\xF0\x5C\xE7\xC8\x6D\x7D\xC6\xB6\x00\x72\xF3\x81\x6F\x95\x47\xDA\xF5\x60\x00\xC5\xC8\xFE\x1B\x30\xA9\xAD\x89\xE3\x7A\x4C\x9B\xDB\x2C\xB2\x02\xA7\x3B\x67\xB0\x28\x60\x76\x9E\x56\xE7\xBD\xB8\x16\x3D\x85\x20\x2A\x08\x84\x09\x94\xE0\xA2\xC6\x1C\xA1\x07\xA7\x58\x36\x3A\x09\x7C\xD5\x21\xFE\x8E\xB0\xF6\xE7\x99\x83\x07\xC7\x8D\x53\x07\x67\x03\x32\x28\xFD\xCF\xB4\x59\xCD\x9C\x1C\xC0\x16\x14\xE8\xAD\x79\x58\x52\x44\xAB\xC2\x33\x4C\x7A\x62\xF5\xB4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x918EC180), ('P4rIngress.aggregator.bitmap_seq.seq', 0xCD142000)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xCD142000, 8191)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0D), ('P4rIngress.aggregator.count_exp.exponent', 0x25)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x4B5933D5), ('P4rIngress.aggregator.values_v0000.hi', 0x3E96FCAD)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xBE7B7D3F), ('P4rIngress.aggregator.values_v0001.hi', 0xF5BFC749)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x56EDC6BD), ('P4rIngress.aggregator.values_v0010.hi', 0x675F59B6)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x88F9394D), ('P4rIngress.aggregator.values_v0011.hi', 0x45D047E2)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x2B260BFD)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xDF34B93C), ('P4rIngress.aggregator.values_v0101.hi', 0x70DCD1FA)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x74B6C6BF), ('P4rIngress.aggregator.values_v0110.hi', 0x0C78947C)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x634266F6), ('P4rIngress.aggregator.values_v0111.hi', 0x4F61B735)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x30F3E367), ('P4rIngress.aggregator.values_v1000.hi', 0x27645514)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x72BCAD5F), ('P4rIngress.aggregator.values_v1001.hi', 0x2D50277D)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x74F7F232), ('P4rIngress.aggregator.values_v1010.hi', 0x16CA6CAB)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xCBCF6093), ('P4rIngress.aggregator.values_v1011.hi', 0xA0A8015A)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x4E7219A7), ('P4rIngress.aggregator.values_v1100.hi', 0x775A6228)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xC24FF3C6), ('P4rIngress.aggregator.values_v1101.hi', 0x55126F78)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xA7AB2FF7), ('P4rIngress.aggregator.values_v1110.hi', 0x12F46BAD)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xBEFE3E0C), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 8191)
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
                gc.KeyTuple('job_id', 0xE8F0),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000038F),
                gc.DataTuple('slot_count', 0x00001C71),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x87E36711),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x020),
                gc.KeyTuple('src_addr', 0x80E6BA3A),
                gc.KeyTuple('src_port', 0x5280),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xE8F0),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x0390),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x80\xE6\xBA\x3A\x00\x00\x00\x00\x52\x80\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE8\xF0\x00\x00\x87\xE3\x67\x11\x1C\x70\x04\xD3\xCD\x14\x20\x00\x00\x20\x00\x00\x6B\x0C\x5C\x91\x55\x19\x46\x5A\xAD\xB4\x54\x7F\xFC\x95\x1B\xD9\x4D\x0D\x85\x3A\x52\x2B\x3A\xB6\xD8\xCA\x88\x29\x72\xC8\x67\xD8\x00\x00\x00\x00\x97\x17\x04\xA3\xC6\x65\x99\x74\x72\x51\x54\x0B\x47\x84\x6A\xAC\xF6\x11\xD5\x4C\x57\x41\xC9\xDD\x4A\xAE\xB3\x19\x64\xE0\x6A\x4E\x79\x4E\xD1\x9C\xBF\xDB\x7A\xD3\x7B\x67\xF2\x26\x42\x5C\x44\x55\x3E\xDA\xBF\xDD\xD4\x55\x3A\x97\xAC\x81\xDA\xAC\x43\x17\xE2\xEB\x21\xA1\x44\x2A\x8F\xBD\x6F\x2A\x46\xAB\x29\xF6\x2C\xB8\xC4\x4F\x15\xEF\xA6\x2B\x9B\x1A\x9D\x4D\x00\x00\x00\x00\xDB\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09\x3A\x30\xF8\x84\x68\x1D\xAD\xF6\x16\x65\x3B\xF8\x20\xB7\xF5\xB2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x80\xE6\xBA\x3A\xBE\xEF\x52\x80\x00\xA0\x00\x00\x50\x34\x02\x82\xE8\xF0\x00\x00\x87\xE3\x67\x11\x1C\x70\x00\xD3\xCD\x14\x20\x00\x00\x20\x00\x0E\x7F\xFF\xFF\xFF\x55\x19\x46\x5A\x80\x00\x00\x00\xFC\x95\x1B\xD9\x7F\xFF\xFF\xFF\x52\x2B\x3A\xB6\x80\x00\x00\x00\x72\xC8\x67\xD8\x00\x00\x00\x00\x97\x17\x04\xA3\xA5\x9A\x52\xB0\x72\x51\x54\x0B\x7F\xFF\xFF\xFF\xF6\x11\xD5\x4C\x7F\xFF\xFF\xFF\x4A\xAE\xB3\x19\x7F\xFF\xFF\xFF\x79\x4E\xD1\x9C\x32\x98\x28\x32\x7B\x67\xF2\x26\x7F\xFF\xFF\xFF\x3E\xDA\xBF\xDD\xA0\x24\x9B\x2A\xAC\x81\xDA\xAC\x7F\xFF\xFF\xFF\x21\xA1\x44\x2A\x80\x00\x00\x00\x46\xAB\x29\xF6\xD4\x63\xF4\x46\x15\xEF\xA6\x2B\x80\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x91\x8E\xC1\x81\xCD\x14\x20\x00\xCD\x14\x20\x00\x0E\xD3\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF2\x54\xE3\x22\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x00\x00\x00\x00\xC2\x3D\x10\xA0\xA5\x9A\x52\xB0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x02\x8A\x69\xC8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x32\x98\x28\x32\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x55\xA5\x2C\x88\xA0\x24\x9B\x2A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD4\x63\xF4\x46\x28\xE4\x11\xD8\x80\x00\x00\x00\x00\x00\x00\x00\xDB\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09\x3A\x30\xF8\x84\x68\x1D\xAD\xF6\x16\x65\x3B\xF8\x20\xB7\xF5\xB2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x0DB55E66), ('P4rIngress.aggregator.bitmap_seq.seq', 0x80000000)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x80000000, 8191)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0F), ('P4rIngress.aggregator.count_exp.exponent', 0x4B)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x24AA9B2F), ('P4rIngress.aggregator.values_v0000.hi', 0x519B9CD5)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xD7CC77C7), ('P4rIngress.aggregator.values_v0001.hi', 0xED235499)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x5264D983), ('P4rIngress.aggregator.values_v0010.hi', 0x707DAF36)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xBDF28633), ('P4rIngress.aggregator.values_v0011.hi', 0x565B5734)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xF51B6037), ('P4rIngress.aggregator.values_v0100.hi', 0x554B7EE7)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xF75F5DD8), ('P4rIngress.aggregator.values_v0101.hi', 0x58657F4E)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x4AF589F1), ('P4rIngress.aggregator.values_v0110.hi', 0xCBAFFCED)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x11FB2E4D), ('P4rIngress.aggregator.values_v0111.hi', 0x04DCD472)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x75E89B7A), ('P4rIngress.aggregator.values_v1000.hi', 0x76FD03F2)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x7B9A0D4B), ('P4rIngress.aggregator.values_v1001.hi', 0x77614E8E)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x799DCE88), ('P4rIngress.aggregator.values_v1010.hi', 0x918DAAD7)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xD156819D), ('P4rIngress.aggregator.values_v1011.hi', 0x6576ED16)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x6EB25802), ('P4rIngress.aggregator.values_v1100.hi', 0x91E7C9EC)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x2DCEC936), ('P4rIngress.aggregator.values_v1101.hi', 0x5199F438)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x7D7C72F9), ('P4rIngress.aggregator.values_v1110.hi', 0x25E4B813)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x0E51A975), ('P4rIngress.aggregator.values_v1111.hi', 0x793B0ACD)], 8191)
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
                gc.KeyTuple('job_id', 0x0779),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000014CA),
                gc.DataTuple('slot_count', 0x00000B36),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x70D95C1D),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01D),
                gc.KeyTuple('src_addr', 0x4CB43FFF),
                gc.KeyTuple('src_port', 0x63F8),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0779),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x025B),
            ]
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
        ig_port = 29
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4C\xB4\x3F\xFF\x00\x00\x00\x00\x63\xF8\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x07\x79\x00\x00\x70\xD9\x5C\x1D\x0B\x35\x04\xBE\x80\x00\x00\x00\x00\x20\x00\x00\x73\x62\x39\x96\x7A\xA1\x84\x16\x98\x6A\xE6\x55\xE4\xD8\xCD\xB2\x5A\xE6\xED\xDB\x6A\x3D\x6A\x75\x95\xAB\x2C\xEC\x2C\x1D\xE4\x86\x50\x16\x29\x91\xBD\xD9\x94\xF2\x27\xDC\x41\x32\x41\xD6\x64\x5A\x6A\xA3\xEE\xF5\xD0\xE9\x9A\xAD\x6F\xD0\x6D\xC9\x7D\xD9\x84\x95\x6A\x31\x84\x37\x6F\xE7\x3C\x66\xA3\x5D\xF9\x4D\x69\x48\x98\xD7\x30\x97\x10\xA5\x91\xD8\xAF\x77\x9A\xD1\xE4\xDD\x52\x7F\x95\x04\x4D\x77\x0F\x93\xBE\x5C\xAE\xCC\x52\xE9\x90\x33\x00\xA3\x25\x57\x7F\xA6\xE3\xAB\x6C\x97\x74\x1B\x76\x27\xAB\x42\x67\x73\xF3\x45\x4D\xE0\xF9\xDA\x6B\x6C\x27\xEF\x1F\xCE\x98\x28\xCD\xFC\x73\xE0\x7F\x83\xD1\x1C\x1B\x1E\x1B\x8F\xDC\x10\xFF\x2B\x3B\x80\xED\x99\x85\xD4\x92\x1A\x6F\x0A\x95\x5C\x3A\x42\x2C\xBA\x75\xA4\x2D\x94\xE7\x9C\x84\xDE\x3B\x57\xC7\x54\xD8\xB8\x7F\x4B\xC8\x26\x23\x82\xCD\x25\xAA\x02\xA0\x1F\x0D\x38\x5C\x27\x3A\x93\x88\x6A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x4C\xB4\x3F\xFF\xBE\xEF\x63\xF8\x00\xA0\x00\x00\x50\x34\x02\x82\x07\x79\x00\x00\x70\xD9\x5C\x1D\x0B\x35\x00\xBE\x80\x00\x00\x00\x00\x20\x00\x10\x7F\xFF\xFF\xFF\x7A\xA1\x84\x16\x80\x00\x00\x00\xE4\xD8\xCD\xB2\x7F\xFF\xFF\xFF\x6A\x3D\x6A\x75\x80\x00\x00\x00\x2C\x1D\xE4\x86\x45\x31\x89\xC8\xBD\xD9\x94\xF2\x1F\x3B\x9F\x0A\x41\xD6\x64\x5A\x7F\xFF\xFF\xFF\xD0\xE9\x9A\xAD\x7F\xFF\xFF\xFF\x7D\xD9\x84\x95\x7F\xFF\xFF\xFF\x6F\xE7\x3C\x66\x1E\xF8\x06\x98\x69\x48\x98\xD7\x7F\xFF\xFF\xFF\x91\xD8\xAF\x77\x80\x00\x00\x00\x52\x7F\x95\x04\x7F\xFF\xFF\xFF\xBE\x5C\xAE\xCC\x7F\xFF\xFF\xFF\x00\xA3\x25\x57\x7F\xFF\xFF\xFF\x6C\x97\x74\x1B\x7F\xFF\xFF\xFF\x67\x73\xF3\x45\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x0D\xB5\x5E\x67\x80\x00\x00\x00\x80\x00\x00\x00\x10\xBE\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD1\xFC\x22\x4B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x45\x31\x89\xC8\x13\x25\x13\xD9\x1F\x3B\x9F\x0A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9C\x99\x97\x9A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1E\xF8\x06\x98\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x52\x3D\x19\x8F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4D\xE0\xF9\xDA\x6B\x6C\x27\xEF\x1F\xCE\x98\x28\xCD\xFC\x73\xE0\x7F\x83\xD1\x1C\x1B\x1E\x1B\x8F\xDC\x10\xFF\x2B\x3B\x80\xED\x99\x85\xD4\x92\x1A\x6F\x0A\x95\x5C\x3A\x42\x2C\xBA\x75\xA4\x2D\x94\xE7\x9C\x84\xDE\x3B\x57\xC7\x54\xD8\xB8\x7F\x4B\xC8\x26\x23\x82\xCD\x25\xAA\x02\xA0\x1F\x0D\x38\x5C\x27\x3A\x93\x88\x6A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xA7DA956C), ('P4rIngress.aggregator.bitmap_seq.seq', 0x7DA519BE)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x7DA519BE, 8191)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x06), ('P4rIngress.aggregator.count_exp.exponent', 0x56)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x669B877A), ('P4rIngress.aggregator.values_v0000.hi', 0x64DEFAB6)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xB2DA0B7D), ('P4rIngress.aggregator.values_v0001.hi', 0xCD829C69)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x6EFE3350), ('P4rIngress.aggregator.values_v0010.hi', 0x7DC5BAAF)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xA1B30CEC), ('P4rIngress.aggregator.values_v0011.hi', 0x4B9BF516)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x0FEB4A1C), ('P4rIngress.aggregator.values_v0100.hi', 0xBF0D36FD)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x14DB6997), ('P4rIngress.aggregator.values_v0101.hi', 0x52D91079)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x59FC9ECD), ('P4rIngress.aggregator.values_v0110.hi', 0xA7AC71E5)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x7C34BD1D), ('P4rIngress.aggregator.values_v0111.hi', 0x54B43996)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x746B1C29), ('P4rIngress.aggregator.values_v1000.hi', 0x3A8DB2B4)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x607D6456), ('P4rIngress.aggregator.values_v1001.hi', 0xA95FCE97)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x9A7BBBC5), ('P4rIngress.aggregator.values_v1010.hi', 0xA044587E)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x5371474C), ('P4rIngress.aggregator.values_v1011.hi', 0x4D5492A8)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x28770AC5), ('P4rIngress.aggregator.values_v1100.hi', 0x79AA5469)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xD08C437A), ('P4rIngress.aggregator.values_v1101.hi', 0x49289CE5)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x19D14912), ('P4rIngress.aggregator.values_v1110.hi', 0x2E9A8D27)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x569CAB9F), ('P4rIngress.aggregator.values_v1111.hi', 0x376B4282)], 8191)
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
                gc.KeyTuple('job_id', 0x63ED),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001BE3),
                gc.DataTuple('slot_count', 0x0000041D),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6D720445),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03C),
                gc.KeyTuple('src_addr', 0x8FEBBF65),
                gc.KeyTuple('src_port', 0x057D),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x63ED),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x0259),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8F\xEB\xBF\x65\x00\x00\x00\x00\x05\x7D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x63\xED\x00\x00\x6D\x72\x04\x45\x04\x1C\x04\x6A\x7D\xA5\x19\xBE\x00\x20\x00\x00\x38\x9B\x7B\xC1\x4C\x94\x39\xA5\xC6\xDD\x4B\x11\x49\x52\x9A\x67\x4E\x74\xDD\xB1\x79\x5F\x56\x25\xA1\x23\xE2\xCD\x4A\xB3\x3D\x0D\x63\x27\x4B\x7F\x18\xB5\x37\xF7\x25\x88\xD4\x76\x39\x51\xAD\x53\x48\xF5\x66\xD4\x3C\xBD\xF3\x63\x30\x08\xAC\x79\x3C\x2C\x88\xD6\x45\xBD\xE7\x0D\x60\xB0\xB1\x8B\x5B\x3B\x55\xC6\x2A\xFE\xAA\xFB\xC8\xD3\x39\xD9\x95\x64\xB3\x48\x59\x46\xE6\x0B\x59\x46\x96\xE2\x78\xF4\x22\x44\x4D\x75\x7F\x6D\x9D\x04\xC6\x25\x69\xB1\xB8\xDB\x26\x12\xBE\xFC\x5A\xA2\xBC\xED\x09\xCA\x48\x92\x55\xE2\xCB\x23\x95\xD5\x0E\xBA\xE7\x41\xE3\x35\x96\xCF\x7F\x7D\xF8\x6A\xFA\xC5\x87\x67\xE5\x5A\x5E\x9B\x52\xFA\xFC\x45\x1A\x03\x5C\xE7\x76\x54\x1C\x09\xB5\x7A\x14\xF5\xFA\x0E\x69\x43\x0C\xAB\x32\x12\x24\x9F\xF3\x5B\x55\xA1\xF3\x1C\x3D\x2A\x80\xD7\xAB\xD3\x01\x40\x4D\x32\x25\xF3\x0E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8F\xEB\xBF\x65\x00\x00\x00\x00\x05\x7D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x63\xED\x00\x00\x6D\x72\x04\x45\x04\x1C\x04\x6A\x7D\xA5\x19\xBE\x00\x20\x00\x00\x7F\xFF\xFF\xFF\x4C\x94\x39\xA5\x80\x00\x00\x00\x49\x52\x9A\x67\x7F\xFF\xFF\xFF\x79\x5F\x56\x25\x80\x00\x00\x00\x4A\xB3\x3D\x0D\x73\x12\x95\x9B\x18\xB5\x37\xF7\x3A\x64\x3E\x0D\x39\x51\xAD\x53\x7F\xFF\xFF\xFF\x3C\xBD\xF3\x63\x7F\xFF\xFF\xFF\x3C\x2C\x88\xD6\x7F\xFF\xFF\xFF\x60\xB0\xB1\x8B\x7F\xFF\xFF\xFF\x2A\xFE\xAA\xFB\x80\x00\x00\x00\x95\x64\xB3\x48\x7F\xFF\xFF\xFF\x59\x46\x96\xE2\x7F\xFF\xFF\xFF\x4D\x75\x7F\x6D\x80\x00\x00\x00\x69\xB1\xB8\xDB\x3F\xE4\x08\x0E\x5A\xA2\xBC\xED\x60\x66\xF4\x31\x55\xE2\xCB\x23\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\xA7\xDA\x95\x6D\x7D\xA5\x19\xBE\x7D\xA5\x19\xBE\x07\x6A\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x16\xD5\x36\xD0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x73\x12\x95\x9B\xD7\xC2\x6E\xF4\x3A\x64\x3E\x0D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE4\x6A\x65\x48\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD4\x5E\x79\x92\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x3F\xE4\x08\x0E\x7F\xFF\xFF\xFF\x60\x66\xF4\x31\x7F\xFF\xFF\xFF\x95\xD5\x0E\xBA\xE7\x41\xE3\x35\x96\xCF\x7F\x7D\xF8\x6A\xFA\xC5\x87\x67\xE5\x5A\x5E\x9B\x52\xFA\xFC\x45\x1A\x03\x5C\xE7\x76\x54\x1C\x09\xB5\x7A\x14\xF5\xFA\x0E\x69\x43\x0C\xAB\x32\x12\x24\x9F\xF3\x5B\x55\xA1\xF3\x1C\x3D\x2A\x80\xD7\xAB\xD3\x01\x40\x4D\x32\x25\xF3\x0E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x167F3A44), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 8191)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x6F)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x2B0F59A9), ('P4rIngress.aggregator.values_v0000.hi', 0x526BF495)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xBC5B52B3), ('P4rIngress.aggregator.values_v0001.hi', 0x2559139B)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x7BFE1140), ('P4rIngress.aggregator.values_v0010.hi', 0x46EC6B7C)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xB02CB4A9), ('P4rIngress.aggregator.values_v0011.hi', 0x3DD9A928)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x2666CC7F), ('P4rIngress.aggregator.values_v0100.hi', 0xE96FA8D7)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x2858ECCD)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x6AB69132), ('P4rIngress.aggregator.values_v0110.hi', 0x6624EFF7)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x354F6402), ('P4rIngress.aggregator.values_v0111.hi', 0x78CE52FB)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x33B18E4F), ('P4rIngress.aggregator.values_v1000.hi', 0x59B09309)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x58D09323), ('P4rIngress.aggregator.values_v1001.hi', 0x4D7BDB73)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x94AD37C8), ('P4rIngress.aggregator.values_v1010.hi', 0xC0B9BAD4)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x5BAAC225), ('P4rIngress.aggregator.values_v1011.hi', 0x41DB15BB)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x74C4F96D), ('P4rIngress.aggregator.values_v1100.hi', 0x10447635)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x8453A34B), ('P4rIngress.aggregator.values_v1101.hi', 0x4BE27E01)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x5785CD4D), ('P4rIngress.aggregator.values_v1110.hi', 0x50F9BA5B)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x60F6EDC8), ('P4rIngress.aggregator.values_v1111.hi', 0x2591C42E)], 8191)
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
                gc.KeyTuple('job_id', 0x7507),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001F34),
                gc.DataTuple('slot_count', 0x000000CC),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x590951E8),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x031),
                gc.KeyTuple('src_addr', 0x4F3F6EE1),
                gc.KeyTuple('src_port', 0x8776),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x7507),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x024F),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4F\x3F\x6E\xE1\x00\x00\x00\x00\x87\x76\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x75\x07\x00\x00\x59\x09\x51\xE8\x00\xCB\x02\xE1\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x7F\x25\x4F\x67\x38\x49\xAA\x91\x8C\xDC\x53\x26\xAD\x59\xDB\x45\x63\xE7\x37\x74\x5D\x7F\x59\x4A\x92\x90\x94\xBD\x65\x4D\x97\xEC\xAC\xE4\x22\xED\xE8\x40\x88\xD7\x00\x00\x00\x00\x7A\x7D\xD0\x5F\x23\xAE\x96\x26\xF4\x36\xE1\x5B\x4D\x80\x5E\xDB\x76\x46\x95\x48\x65\x83\x6D\x4A\x41\x1B\xA1\xC7\x40\x4E\x31\xDA\x9C\x3A\x4B\xB1\xBC\xA5\x54\x34\x88\x0A\xD3\x8D\x42\x19\x74\x7A\x62\x8D\x15\x2F\x34\xA1\x5D\x25\x74\x0E\xA6\xF3\xF6\x4B\x2E\xB3\x68\x9A\x7B\xF2\xDA\x95\xCB\x44\x30\x86\x1E\x4C\x42\xC5\x68\x26\xD8\xCC\xED\x73\xAC\x81\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x4F\x3F\x6E\xE1\xBE\xEF\x87\x76\x00\xA0\x00\x00\x50\x34\x02\x82\x75\x07\x00\x00\x59\x09\x51\xE8\x00\xCB\x00\xE1\xFF\xFF\xFF\xFF\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x38\x49\xAA\x91\x80\x00\x00\x00\xAD\x59\xDB\x45\x7F\xFF\xFF\xFF\x5D\x7F\x59\x4A\x80\x00\x00\x00\x65\x4D\x97\xEC\xD3\x4A\xEF\x6C\xE8\x40\x88\xD7\x00\x00\x00\x00\x7A\x7D\xD0\x5F\x7F\xFF\xFF\xFF\xF4\x36\xE1\x5B\x7F\xFF\xFF\xFF\x76\x46\x95\x48\x7F\xFF\xFF\xFF\x41\x1B\xA1\xC7\x7F\xFF\xFF\xFF\x9C\x3A\x4B\xB1\x80\x00\x00\x00\x88\x0A\xD3\x8D\x7F\xFF\xFF\xFF\x62\x8D\x15\x2F\x7F\xFF\xFF\xFF\x74\x0E\xA6\xF3\x80\x00\x00\x00\x68\x9A\x7B\xF2\x32\x1B\x98\x91\x30\x86\x1E\x4C\x7F\xFF\xFF\xFF\xD8\xCC\xED\x73\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x16\x7F\x3A\x45\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x20\xE1\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD2\xB2\xEE\xE0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD3\x4A\xEF\x6C\xD1\xB0\x31\xAE\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5A\x5B\xD1\x52\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE9\xB6\x27\x24\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x32\x1B\x98\x91\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFE\x5E\xB1\xA1\xAC\x81\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x9701C458), ('P4rIngress.aggregator.bitmap_seq.seq', 0x3D2B3126)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x3D2B3126, 8191)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x17), ('P4rIngress.aggregator.count_exp.exponent', 0xAE)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x78479621), ('P4rIngress.aggregator.values_v0000.hi', 0x67A57AF7)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xBB642CBB), ('P4rIngress.aggregator.values_v0001.hi', 0x80000000)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x46C9152E), ('P4rIngress.aggregator.values_v0010.hi', 0x702F6DDA)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xB7189423), ('P4rIngress.aggregator.values_v0011.hi', 0x6D5C3D8F)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x668659EB), ('P4rIngress.aggregator.values_v0100.hi', 0x254697B0)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x35AA8310), ('P4rIngress.aggregator.values_v0101.hi', 0x4ADD91C8)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x71D087DD), ('P4rIngress.aggregator.values_v0110.hi', 0xBD1772D5)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x5CA415B9), ('P4rIngress.aggregator.values_v0111.hi', 0x7CF6C6D7)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x285775A5), ('P4rIngress.aggregator.values_v1000.hi', 0x6C8DFB05)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x28CC5BDC), ('P4rIngress.aggregator.values_v1001.hi', 0x49A72C65)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x24BFAC2E), ('P4rIngress.aggregator.values_v1010.hi', 0x83B62540)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x660CDC79), ('P4rIngress.aggregator.values_v1011.hi', 0xEEB610DE)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x69D06B28), ('P4rIngress.aggregator.values_v1100.hi', 0x511822DA)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x39F11C1D), ('P4rIngress.aggregator.values_v1101.hi', 0x8DF2A332)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x2ADA3E7D), ('P4rIngress.aggregator.values_v1110.hi', 0x6D72F32C)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x1A848F19), ('P4rIngress.aggregator.values_v1111.hi', 0x3D61B8CF)], 8191)
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
                gc.KeyTuple('job_id', 0x4AC6),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000640),
                gc.DataTuple('slot_count', 0x000019C0),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDFA72376),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00E),
                gc.KeyTuple('src_addr', 0x3036D6E1),
                gc.KeyTuple('src_port', 0xD7E3),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4AC6),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x02A8),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x30\x36\xD6\xE1\x00\x00\x00\x00\xD7\xE3\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4A\xC6\x00\x00\xDF\xA7\x23\x76\x19\xBF\x00\xD1\x3D\x2B\x31\x26\x00\x20\x00\x00\x28\xD8\x91\x23\x4B\x0B\x16\x54\xC0\x7D\x69\x91\x00\x00\x00\x00\x6A\x3B\x59\x08\x6F\x32\x58\xFE\xA2\xBA\x17\x2A\x16\xDF\x6D\x8D\xBC\x3E\xCE\x2A\x47\x74\xDA\x4F\x2C\x28\xD9\xA0\x50\x3B\xC4\x64\x2B\xED\x4D\x0D\xD1\xC9\xE5\x54\x40\x88\xED\x16\x1C\xD7\x6A\x03\x5B\x49\x45\xA3\x49\xC9\xF4\x09\xB9\x16\x50\xCA\x47\xCE\x67\xA3\x65\xA8\x23\xF2\x22\xB7\x75\xAF\x42\x64\xDD\xC3\x8B\x8B\x80\xEC\x3E\x72\xA7\x60\x3E\x41\x1C\x2E\x60\x63\x33\xA5\x0C\xDB\x8D\x48\x29\xDA\x7D\xFF\x31\xEA\xA6\x4D\x7E\xF0\x81\xBF\xEC\xFE\x2E\xDF\x0E\xB4\xDC\xBB\xBB\xB5\xF2\xF3\xF9\xFA\xA8\x5F\x4F\x03\x28\x97\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7\x9D\xA2\xAA\xDF\x4A\x23\x67\xD2\x3F\xF7\x75\x51\xBF\x50\x6A\xB1\x3F\x36\x2E\x52\x31\xED\xFA\x1E\x02\xC1\xF0\xB3\xDB\x17\x91\x76\x3F\x5D\xE6\x61\x5A\x38\xD4\x01\x8C\x51\xCA\xC5\xAB\xF6\x7B\xA9\xCE\x3C\x8B\x2B\x8F\x7E\xE4\xA0\x6C\x3A\x5F\xFA\x46\x2C\xB6\xB2\x3F\x8E\x0C\x32\x94\x18\x8C\x70\xD0\x17\x48\x07\xAC\x77\x7F\xE5\x75\x46\x1A\x9E\xA6\x2E\xF8\x20\x9F\x61\xF7\x01\xD4\x95\x10\xEE\x90\x7A\x2F\xF3\xDB\xFC\x40\x7F\x55\xE4\x11\x62\x7C\x03\x80\xA4\x1A\xCB\x8F\xE0\x01\x57\x65\xE6\xCE\xC5\x5D\x25\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3\xC0\xEC\x9D\xDA\xAF\xD2\xA9\xEC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x30\x36\xD6\xE1\x00\x00\x00\x00\xD7\xE3\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4A\xC6\x00\x00\xDF\xA7\x23\x76\x19\xBF\x00\xD1\x3D\x2B\x31\x26\x00\x20\x00\x00\x7F\xFF\xFF\xFF\x4B\x0B\x16\x54\x80\x00\x00\x00\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x6F\x32\x58\xFE\x80\x00\x00\x00\x16\xDF\x6D\x8D\x22\xC5\x28\x15\x47\x74\xDA\x4F\x61\xD3\x5C\xB0\x50\x3B\xC4\x64\x7F\xFF\xFF\xFF\xD1\xC9\xE5\x54\x7F\xFF\xFF\xFF\x1C\xD7\x6A\x03\x7F\xFF\xFF\xFF\x49\xC9\xF4\x09\xE1\xE2\xAC\xA6\x47\xCE\x67\xA3\x7F\xFF\xFF\xFF\x22\xB7\x75\xAF\x7F\xFF\xFF\xFF\x8B\x8B\x80\xEC\x7F\xFF\xFF\xFF\x3E\x41\x1C\x2E\x7F\xFF\xFF\xFF\x0C\xDB\x8D\x48\x54\xB4\xBC\x7C\x31\xEA\xA6\x4D\x7F\xFF\xFF\xFF\xEC\xFE\x2E\xDF\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x97\x01\xC4\x59\x3D\x2B\x31\x26\x3D\x2B\x31\x26\x18\xD1\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x22\xC5\x28\x15\x6C\xBB\x71\xFF\x61\xD3\x5C\xB0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x8E\xE1\x58\x29\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE1\xE2\xAC\xA6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA6\x6D\x9A\xEF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9A\xCE\x30\x7A\x54\xB4\xBC\x7C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2A\x5F\xE7\xAE\x0E\xB4\xDC\xBB\xBB\xB5\xF2\xF3\xF9\xFA\xA8\x5F\x4F\x03\x28\x97\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7\x9D\xA2\xAA\xDF\x4A\x23\x67\xD2\x3F\xF7\x75\x51\xBF\x50\x6A\xB1\x3F\x36\x2E\x52\x31\xED\xFA\x1E\x02\xC1\xF0\xB3\xDB\x17\x91\x76\x3F\x5D\xE6\x61\x5A\x38\xD4\x01\x8C\x51\xCA\xC5\xAB\xF6\x7B\xA9\xCE\x3C\x8B\x2B\x8F\x7E\xE4\xA0\x6C\x3A\x5F\xFA\x46\x2C\xB6\xB2\x3F\x8E\x0C\x32\x94\x18\x8C\x70\xD0\x17\x48\x07\xAC\x77\x7F\xE5\x75\x46\x1A\x9E\xA6\x2E\xF8\x20\x9F\x61\xF7\x01\xD4\x95\x10\xEE\x90\x7A\x2F\xF3\xDB\xFC\x40\x7F\x55\xE4\x11\x62\x7C\x03\x80\xA4\x1A\xCB\x8F\xE0\x01\x57\x65\xE6\xCE\xC5\x5D\x25\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3\xC0\xEC\x9D\xDA\xAF\xD2\xA9\xEC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x5640),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x9441),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000018DC),
                gc.DataTuple('slot_count', 0x00000724),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x27A6E479),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x038),
                gc.KeyTuple('src_addr', 0xA89C54D7),
                gc.KeyTuple('src_port', 0x1E7D),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9441),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x0295),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA8\x9C\x54\xD7\x00\x00\x00\x00\x1E\x7D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x94\x41\x00\x00\x27\xA6\xE4\x79\x07\x23\x04\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x98\xDD\x55\x4E\x7A\x1A\x03\xA3\x62\x4D\x27\xF5\xD1\x7A\x2A\xBF\xB9\xC5\x00\xD0\x1D\xDE\x30\x99\xD8\x23\x3E\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6\x28\xEA\xDB\xA1\xC5\xD8\x7A\x34\xF9\xDD\xFD\x7D\x60\x39\xE1\xDF\x20\x4F\x4E\x2D\x11\x66\x64\x97\x7A\x60\x42\x92\x07\x3C\xAB\x8D\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75\x9E\x2E\x97\xB3\x6F\x70\x36\x15\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44\x24\x7C\x14\xE9\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2\x38\xAD\x74\x40\x29\xC0\x3A\x7D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA8\x9C\x54\xD7\x00\x00\x00\x00\x1E\x7D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x94\x41\x00\x00\x27\xA6\xE4\x79\x07\x23\x04\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x07\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x98\xDD\x55\x4E\x7A\x1A\x03\xA3\x62\x4D\x27\xF5\xD1\x7A\x2A\xBF\xB9\xC5\x00\xD0\x1D\xDE\x30\x99\xD8\x23\x3E\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6\x28\xEA\xDB\xA1\xC5\xD8\x7A\x34\xF9\xDD\xFD\x7D\x60\x39\xE1\xDF\x20\x4F\x4E\x2D\x11\x66\x64\x97\x7A\x60\x42\x92\x07\x3C\xAB\x8D\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75\x9E\x2E\x97\xB3\x6F\x70\x36\x15\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44\x24\x7C\x14\xE9\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2\x38\xAD\x74\x40\x29\xC0\x3A\x7D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x773CF92E), ('P4rIngress.aggregator.bitmap_seq.seq', 0x48D49AC4)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x48D49AC4, 8191)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x01), ('P4rIngress.aggregator.count_exp.exponent', 0x7E)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x55EBA2C3), ('P4rIngress.aggregator.values_v0000.hi', 0x5D8BA8A5)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xACDE99D1), ('P4rIngress.aggregator.values_v0001.hi', 0x50186337)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x66AB05E3), ('P4rIngress.aggregator.values_v0010.hi', 0x416B088C)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x9B2C099B), ('P4rIngress.aggregator.values_v0011.hi', 0x6BD3EF05)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xD177E6F7), ('P4rIngress.aggregator.values_v0100.hi', 0xB9B694EB)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x1AF69ABB), ('P4rIngress.aggregator.values_v0101.hi', 0x4BA51269)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x24385ADB), ('P4rIngress.aggregator.values_v0110.hi', 0x218A920B)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x48F09926), ('P4rIngress.aggregator.values_v0111.hi', 0x7737A18C)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x654B66C9), ('P4rIngress.aggregator.values_v1000.hi', 0x6EF13537)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x33494767), ('P4rIngress.aggregator.values_v1001.hi', 0xC7194A75)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xDF3451C5), ('P4rIngress.aggregator.values_v1010.hi', 0x52AF26A5)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x6A3F56D5), ('P4rIngress.aggregator.values_v1011.hi', 0x6ED377E1)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xB7083756), ('P4rIngress.aggregator.values_v1100.hi', 0x939766BA)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x5CF444D5), ('P4rIngress.aggregator.values_v1101.hi', 0xD2F6F67B)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x499BE810), ('P4rIngress.aggregator.values_v1110.hi', 0x691B35DC)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xDFE898D1), ('P4rIngress.aggregator.values_v1111.hi', 0xCA4BA5AC)], 8191)
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
                gc.KeyTuple('job_id', 0x80A9),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F66),
                gc.DataTuple('slot_count', 0x0000109A),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x95D2AE02),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x028),
                gc.KeyTuple('src_addr', 0x14EE5546),
                gc.KeyTuple('src_port', 0x86F7),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x80A9),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x0113),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x14\xEE\x55\x46\x00\x00\x00\x00\x86\xF7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x80\xA9\x00\x00\x95\xD2\xAE\x02\x10\x99\x04\xB4\x48\xD4\x9A\xC4\x00\x20\x00\x00\x69\xEF\xB8\xF9\x54\xD9\x4E\x3E\xB3\xEE\x7C\x82\xEF\xF1\xA9\x91\x46\xBB\xA5\x3C\x6A\x2B\x1B\x89\xD7\xA5\xFD\x3B\x7B\x35\x1D\xF5\xEB\xD7\x77\xE5\x1A\xCF\x35\xC3\x2B\xF6\xBB\xE7\x6C\xE9\x83\xEB\x7C\x6F\xC2\xD4\xF5\x5E\x55\xAB\x5A\x1B\xA6\x69\x54\x1C\x2F\xBE\x4D\xF8\x1C\x8B\x3C\xB6\xE8\x84\x6B\x0C\xD7\x11\xCF\xE9\xE0\x04\x99\xB2\xB1\x90\x06\xC4\x69\xEB\x26\x0D\x66\x54\x4E\xFB\xD7\xC3\xAF\xE6\x52\x43\x92\xBF\x66\x85\x5A\xD3\xDE\x89\x32\x1E\x47\xD3\x47\x12\xE3\x59\x21\x0A\xBE\x87\x16\x6E\x1A\x71\xB1\x05\x2D\x1D\xC9\x9C\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB\x34\xDA\x2C\x54\x33\x93\x51\xCF\x21\xD5\x50\x05\x93\x92\x23\x49\x7E\x7E\x67\x4C\x72\x9B\xA1\x46\x87\xDB\xC9\x84\xB8\x91\x94\x26\x5E\xC2\x6C\x88\xE4\x78\x82\xD1\xE7\x95\xE5\xB8\x13\x7F\xD3\x7C\x14\x81\xAC\x3B\x33\x30\xE8\x0D\x4C\xD2\x1C\x81\x15\x13\x52\xB6\x65\x25\x11\x83'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x14\xEE\x55\x46\xBE\xEF\x86\xF7\x00\xA0\x00\x00\x50\x34\x02\x82\x80\xA9\x00\x00\x95\xD2\xAE\x02\x10\x99\x00\xB4\x48\xD4\x9A\xC4\x00\x20\x00\x02\x7F\xFF\xFF\xFF\x54\xD9\x4E\x3E\x80\x00\x00\x00\xEF\xF1\xA9\x91\x7F\xFF\xFF\xFF\x6A\x2B\x1B\x89\x80\x00\x00\x00\x7B\x35\x1D\xF5\xBD\x4F\x5E\xDC\x1A\xCF\x35\xC3\x46\xED\x56\xA2\x6C\xE9\x83\xEB\x7F\xFF\xFF\xFF\xF5\x5E\x55\xAB\x7F\xFF\xFF\xFF\x54\x1C\x2F\xBE\x7F\xFF\xFF\xFF\x3C\xB6\xE8\x84\x7F\xFF\xFF\xFF\xCF\xE9\xE0\x04\x80\x00\x00\x00\x06\xC4\x69\xEB\x7F\xFF\xFF\xFF\x4E\xFB\xD7\xC3\x80\x00\x00\x00\x92\xBF\x66\x85\x7F\xFF\xFF\xFF\x32\x1E\x47\xD3\x7F\xFF\xFF\xFF\x21\x0A\xBE\x87\xF6\x56\xB3\x42\xB1\x05\x2D\x1D\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x77\x3C\xF9\x2F\x48\xD4\x9A\xC4\x48\xD4\x9A\xC4\x02\xB4\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x40\x0A\x0C\xC8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xBD\x4F\x5E\xDC\xD4\x85\xCA\xAE\x46\xED\x56\xA2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x16\xE8\xE7\xB6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x97\x03\x2A\x79\x80\x00\x00\x00\x59\x73\x90\x90\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x05\x15\x3E\x4E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF6\x56\xB3\x42\x80\x00\x00\x00\xC9\x9C\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB\x34\xDA\x2C\x54\x33\x93\x51\xCF\x21\xD5\x50\x05\x93\x92\x23\x49\x7E\x7E\x67\x4C\x72\x9B\xA1\x46\x87\xDB\xC9\x84\xB8\x91\x94\x26\x5E\xC2\x6C\x88\xE4\x78\x82\xD1\xE7\x95\xE5\xB8\x13\x7F\xD3\x7C\x14\x81\xAC\x3B\x33\x30\xE8\x0D\x4C\xD2\x1C\x81\x15\x13\x52\xB6\x65\x25\x11\x83'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x70117F34), ('P4rIngress.aggregator.bitmap_seq.seq', 0x0C800000)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x0C800000, 8191)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x19), ('P4rIngress.aggregator.count_exp.exponent', 0x36)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x7899A6BA), ('P4rIngress.aggregator.values_v0000.hi', 0x7963FADA)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x92C8892D), ('P4rIngress.aggregator.values_v0001.hi', 0x2F193B55)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x43496F23), ('P4rIngress.aggregator.values_v0010.hi', 0x55011A21)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x915718D0), ('P4rIngress.aggregator.values_v0011.hi', 0x7D3542DE)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xFAD39B9E), ('P4rIngress.aggregator.values_v0100.hi', 0xB8F11190)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xE68D8A99), ('P4rIngress.aggregator.values_v0101.hi', 0x4EC29429)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x5A64706B), ('P4rIngress.aggregator.values_v0110.hi', 0xD969ACCC)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x5B787933), ('P4rIngress.aggregator.values_v0111.hi', 0xA68AEA6B)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x38364CBE), ('P4rIngress.aggregator.values_v1000.hi', 0xD85E4B0D)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x4A10616B), ('P4rIngress.aggregator.values_v1001.hi', 0x603F0D33)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x5928DA49), ('P4rIngress.aggregator.values_v1010.hi', 0x1F6A9D5B)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x603AAF9B), ('P4rIngress.aggregator.values_v1011.hi', 0x3B4629BB)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x48262EBD), ('P4rIngress.aggregator.values_v1100.hi', 0x4A9D32DF)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xA4C16C85), ('P4rIngress.aggregator.values_v1101.hi', 0x4EBAB0D0)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xBBAE724B), ('P4rIngress.aggregator.values_v1110.hi', 0xD8B919AB)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xB7EDF739), ('P4rIngress.aggregator.values_v1111.hi', 0x686F3DC7)], 8191)
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
                gc.KeyTuple('job_id', 0x4B93),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000022C),
                gc.DataTuple('slot_count', 0x00001DD4),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5DB1B860),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x030),
                gc.KeyTuple('src_addr', 0xD4270E58),
                gc.KeyTuple('src_port', 0x9BEF),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4B93),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x0260),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD4\x27\x0E\x58\x00\x00\x00\x00\x9B\xEF\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4B\x93\x00\x00\x5D\xB1\xB8\x60\x1D\xD3\x02\x8B\x0C\x80\x00\x00\x00\x20\x00\x00\x0E\xCD\x72\x10\x3D\x38\xFC\xCE\xD1\xB5\x2E\x0D\xAA\x7D\x67\x67\x72\xEA\x22\xBA\x4D\x57\xBB\xD5\xA2\xDE\xDE\xE6\x55\x9D\x33\xC5\x86\xAA\x38\xA2\x55\x19\xDE\xB7\xE1\xB4\xEA\xDB\x50\xA6\x64\x79\x6E\x94\xA7\xCB\xCB\xE9\x25\x8E\x16\x27\x9B\x77\xA4\x86\xCD\x39\xD5\x2F\x4D\xF7\x9C\x2D\x5F\xEE\xE9\x7F\xF5\x2C\x77\xC5\x3D\x55\x31\x21\x8B\x6D\xFA\xE6\x87\x92\x07\xB2\xA9\xBB\x5A\xDA\x4F\xC5\x76\x65\x66\x4B\x55\xB9\xF6\x8D\xA5\x76\x5A\x0D\x7C\xDA\x78\x49\x30\x85\x7B\xAB\xD5\xE7\x90\xBE\xBB\x3A\xC7\x38\x4D\xFA\x7A\x27\xDB\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD4\x27\x0E\x58\x00\x00\x00\x00\x9B\xEF\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4B\x93\x00\x00\x5D\xB1\xB8\x60\x1D\xD3\x02\x8B\x0C\x80\x00\x00\x00\x20\x00\x00\x7F\xFF\xFF\xFF\x3D\x38\xFC\xCE\x80\x00\x00\x00\xAA\x7D\x67\x67\x7F\xFF\xFF\xFF\x4D\x57\xBB\xD5\x80\x00\x00\x00\x55\x9D\x33\xC5\x81\x7D\xD4\x40\x55\x19\xDE\xB7\xC8\x42\x75\x74\x50\xA6\x64\x79\x7F\xFF\xFF\xFF\xCB\xE9\x25\x8E\x71\xA0\x14\xAA\xA4\x86\xCD\x39\x0D\x65\x9A\xB5\x9C\x2D\x5F\xEE\x33\x90\x56\x97\x77\xC5\x3D\x55\x7F\xFF\xFF\xFF\xFA\xE6\x87\x92\x67\xED\x59\x56\x5A\xDA\x4F\xC5\x7F\xFF\xFF\xFF\x55\xB9\xF6\x8D\x80\x00\x00\x00\x7C\xDA\x78\x49\xEC\x33\xED\xF6\xD5\xE7\x90\xBE\x80\x00\x00\x00\x4D\xFA\x7A\x27\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x70\x11\x7F\x35\x0C\x80\x00\x00\x0C\x80\x00\x00\x1A\x8B\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD9\x96\xA2\xBC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x81\x7D\xD4\x40\x0E\x0A\xF0\x47\xC8\x42\x75\x74\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA5\x52\xD2\x5A\x71\xA0\x14\xAA\x80\x00\x00\x00\x0D\x65\x9A\xB5\x80\x00\x00\x00\x33\x90\x56\x97\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1A\x51\x24\xED\x67\xED\x59\x56\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xEC\x33\xED\xF6\xAE\xA0\xAA\x69\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xDB\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x02915972), ('P4rIngress.aggregator.bitmap_seq.seq', 0xCC000000)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xCC000000, 8191)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x69)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x71C8DCF9), ('P4rIngress.aggregator.values_v0000.hi', 0x737DB687)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xA7478CF3), ('P4rIngress.aggregator.values_v0001.hi', 0xAD673C90)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x2522D129), ('P4rIngress.aggregator.values_v0010.hi', 0x6A6D240F)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xC7B8668B), ('P4rIngress.aggregator.values_v0011.hi', 0x64AC5D65)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xC3575FCF), ('P4rIngress.aggregator.values_v0100.hi', 0xD8C95364)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x9D6E74F7), ('P4rIngress.aggregator.values_v0101.hi', 0x3CE5EE43)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x58B1EA75), ('P4rIngress.aggregator.values_v0110.hi', 0x4CCEEFD5)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xD5BAE1E9), ('P4rIngress.aggregator.values_v0111.hi', 0xD08ED02C)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x473BF5A3), ('P4rIngress.aggregator.values_v1000.hi', 0x92AB548F)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x6D181995), ('P4rIngress.aggregator.values_v1001.hi', 0x6A4CE7B0)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xAB4555CF), ('P4rIngress.aggregator.values_v1010.hi', 0x4DB75653)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x7DF2288B), ('P4rIngress.aggregator.values_v1011.hi', 0x4645AA2D)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x6F22DE3C), ('P4rIngress.aggregator.values_v1100.hi', 0xABBBC06F)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x4E59AE5F), ('P4rIngress.aggregator.values_v1101.hi', 0xF96766A5)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x4A71F5AD), ('P4rIngress.aggregator.values_v1110.hi', 0x48D10FC5)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x69CE14F7), ('P4rIngress.aggregator.values_v1111.hi', 0xB669A2A2)], 8191)
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
                gc.KeyTuple('job_id', 0xC56E),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001AC4),
                gc.DataTuple('slot_count', 0x0000053C),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x59512227),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x031),
                gc.KeyTuple('src_addr', 0x595FA732),
                gc.KeyTuple('src_port', 0xCDE2),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xC56E),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x01F9),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x59\x5F\xA7\x32\x00\x00\x00\x00\xCD\xE2\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC5\x6E\x00\x00\x59\x51\x22\x27\x05\x3B\x02\xDF\xCC\x00\x00\x00\x00\x20\x00\x00\x67\x18\xE8\x80\x6D\xE4\x87\xB3\x93\x32\xE6\x39\x3E\x20\x97\xF8\x66\x70\x55\x65\x7D\x03\xB9\x32\xA4\x6A\xB2\x27\x2E\x09\xEB\x78\x76\x5B\x56\x1D\x54\x59\x12\xF5\x2D\x63\x2A\xD7\x50\x5E\xE5\xCE\x39\x81\xF3\x73\x5D\x2E\xA5\xA3\xD8\x61\x3E\xAB\x4E\x98\x4D\x6C\x61\x91\xD4\x7C\x5A\xAC\xD3\xF5\x27\x4B\x94\x95\x32\x96\x48\x18\x95\x45\x32\xC5\xEB\x94\xDD\x4B\xA5\x8C\x4B\x3F\x76\xC3\x33\xCD\x61\x95\xBF\x85\xB8\xAF\xE6\xA7\x4E\xB5\x6F\x55\x9B\x7A\xD4\x55\x5D\x37\x56\xA6\x0F\xD5\xA1\xB5\x4B\x45\x7B\x26\x90\x66\xBF\x2F\x98\x06\x28\xD4\x00\xAD\xD7\x11\xD8\x0B\xF6\x71\xB1\xA8\xA4\x76\xD7\xF9\x89\x75\x15\x8E\x86\x0A\x43\xB0\xAA\x52\xFA\xBE\x35\xF3\x30\x40\xD5\x9D\x26\xA7\xC1\xA1\x32\x25\x5B\x4A\x46\xE8\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x59\x5F\xA7\x32\xBE\xEF\xCD\xE2\x00\xA0\x00\x00\x50\x34\x02\x82\xC5\x6E\x00\x00\x59\x51\x22\x27\x05\x3B\x00\xDF\xCC\x00\x00\x00\x00\x20\x00\x01\x7F\xFF\xFF\xFF\x6D\xE4\x87\xB3\x80\x00\x00\x00\x3E\x20\x97\xF8\x7F\xFF\xFF\xFF\x7D\x03\xB9\x32\x80\x00\x00\x00\x2E\x09\xEB\x78\x39\xB2\xB5\xEC\x54\x59\x12\xF5\xCA\xD1\x9F\xCE\x50\x5E\xE5\xCE\x7F\xFF\xFF\xFF\x5D\x2E\xA5\xA3\xAE\x1C\x20\x94\x4E\x98\x4D\x6C\x7F\xFF\xFF\xFF\x5A\xAC\xD3\xF5\x7F\xFF\xFF\xFF\x32\x96\x48\x18\x80\x00\x00\x00\xEB\x94\xDD\x4B\x23\x7E\x73\xCA\x76\xC3\x33\xCD\x7F\xFF\xFF\xFF\xB8\xAF\xE6\xA7\x7F\xFF\xFF\xFF\x9B\x7A\xD4\x55\x7F\xFF\xFF\xFF\x0F\xD5\xA1\xB5\x7F\xFF\xFF\xFF\x90\x66\xBF\x2F\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x02\x91\x59\x73\xCC\x00\x00\x00\xCC\x00\x00\x00\x01\xDF\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xEB\x87\xD4\x88\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x39\xB2\xB5\xEC\x2D\x22\x66\x59\xCA\xD1\x9F\xCE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAE\x1C\x20\x94\x1F\x27\x1D\x98\x7F\xFF\xFF\xFF\xED\x58\x28\x84\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x39\x4C\x33\x9E\x23\x7E\x73\xCA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x94\xE2\x3A\xFA\x7F\xFF\xFF\xFF\x58\xA6\xB1\x7A\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x98\x06\x28\xD4\x00\xAD\xD7\x11\xD8\x0B\xF6\x71\xB1\xA8\xA4\x76\xD7\xF9\x89\x75\x15\x8E\x86\x0A\x43\xB0\xAA\x52\xFA\xBE\x35\xF3\x30\x40\xD5\x9D\x26\xA7\xC1\xA1\x32\x25\x5B\x4A\x46\xE8\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.56

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xDDEA947F), ('P4rIngress.aggregator.bitmap_seq.seq', 0x07AA1797)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x07AA1797, 8191)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x07), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 8191)
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
                gc.KeyTuple('job_id', 0x6CDB),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000149C),
                gc.DataTuple('slot_count', 0x00000B64),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x73E6DFD1),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x016),
                gc.KeyTuple('src_addr', 0x91B10852),
                gc.KeyTuple('src_port', 0xEC58),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x6CDB),
                gc.DataTuple('rank', 0x000C),
                gc.DataTuple('worker_index', 0x0256),
            ]
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
        ig_port = 22
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x91\xB1\x08\x52\x00\x00\x00\x00\xEC\x58\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x6C\xDB\x00\x0C\x73\xE6\xDF\xD1\x0B\x63\x04\x00\x07\xAA\x17\x97\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x6E\xD7\xE0\x20\x20\x82\xEA\x21\xC0\x54\x9C\xF3\x35\x47\x4B\xA7\xFE\xA5\x23\x1A\x71\xD8\x2A\x74\xFB\xB4\x4D\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x91\xB1\x08\x52\xBE\xEF\xEC\x58\x00\xA0\x00\x00\x50\x34\x02\xC2\x6C\xDB\x00\x0C\x73\xE6\xDF\xD1\x0B\x63\x00\x00\x07\xAA\x17\x97\x00\x20\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x04\xFF\xFF\x02\x56\xDD\xEA\x94\x7F\x07\xAA\x17\x97\x07\xAA\x17\x97\x07\x00\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x6E\xD7\xE0\x20\x20\x82\xEA\x21\xC0\x54\x9C\xF3\x35\x47\x4B\xA7\xFE\xA5\x23\x1A\x71\xD8\x2A\x74\xFB\xB4\x4D\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.56

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x09F3566E), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 8191)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1C), ('P4rIngress.aggregator.count_exp.exponent', 0x16)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x2BF70926), ('P4rIngress.aggregator.values_v0000.hi', 0x2260AD7E)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xAB6DD6BB), ('P4rIngress.aggregator.values_v0001.hi', 0xA73FA45B)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x2B263F2B), ('P4rIngress.aggregator.values_v0010.hi', 0x48AE2B63)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x97254CCB), ('P4rIngress.aggregator.values_v0011.hi', 0x56760959)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x8E5C8F3D), ('P4rIngress.aggregator.values_v0100.hi', 0x1657B414)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xFBED5100), ('P4rIngress.aggregator.values_v0101.hi', 0x5C67BD9B)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x5F1AA575), ('P4rIngress.aggregator.values_v0110.hi', 0x9325661A)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xDBD994A7), ('P4rIngress.aggregator.values_v0111.hi', 0x82DCB967)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xDB4E770E), ('P4rIngress.aggregator.values_v1000.hi', 0x76A9C401)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xBBBAFDD5), ('P4rIngress.aggregator.values_v1001.hi', 0xD35C6BAE)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x6200D3F2), ('P4rIngress.aggregator.values_v1010.hi', 0x51DB177A)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xBBF11145), ('P4rIngress.aggregator.values_v1011.hi', 0x7854D260)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x8E4A9663), ('P4rIngress.aggregator.values_v1100.hi', 0x3BDDF625)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x398CCA58), ('P4rIngress.aggregator.values_v1101.hi', 0x2B17D1EC)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x36759F28), ('P4rIngress.aggregator.values_v1110.hi', 0x69A6825B)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x3D9F7E75), ('P4rIngress.aggregator.values_v1111.hi', 0x5F64466B)], 8191)
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
                gc.KeyTuple('job_id', 0x9710),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAFD5A85F),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x019),
                gc.KeyTuple('src_addr', 0x9CA95D45),
                gc.KeyTuple('src_port', 0x4999),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9710),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x0239),
            ]
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
        ig_port = 25
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9C\xA9\x5D\x45\x00\x00\x00\x00\x49\x99\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x97\x10\x00\x00\xAF\xD5\xA8\x5F\x1F\xFF\x00\x74\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x7E\x5A\x97\xAE\x6A\x3B\xBA\x80\xAF\x48\x6A\x0D\x20\x77\xBB\x37\x58\x66\x3F\xEE\x4E\xE9\x2B\x46\x87\x29\x81\xEB\x6A\x23\x77\x5B\x74\x33\xDD\xA5\x37\x71\xB7\x50\x9D\x6F\x71\x1F\x49\x19\x09\x09\x43\x9F\xAD\x7B\x69\x36\xCF\x1D\xF9\x5B\x45\xAB\x93\x1B\x23\x51\xF9\x48\x70\x3B\x31\xCE\x40\xFF\x43\x89\x26\xD7\xD6\x5D\xA5\x71\x56\x42\xB5\x00\x38\xBE\xE2\x0A\xB3\x8B\xAE\xF7\x20\x56\xFA\x2B\x7C\x8A\x92\xC5\xEB\xE4\xE7\xD3\x00\x00\x00\x00\x6E\x18\x54\xA7\x7E\x55\x2D\xCB\x4E\xE6\xC0\xDD\xEB\x86\x18\x31\x33\x60\xDD\x3B\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9C\xA9\x5D\x45\x00\x00\x00\x00\x49\x99\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x97\x10\x00\x00\xAF\xD5\xA8\x5F\x1F\xFF\x00\x74\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x7F\xFF\xFF\xFF\x6A\x3B\xBA\x80\x80\x00\x00\x00\x20\x77\xBB\x37\x7F\xFF\xFF\xFF\x4E\xE9\x2B\x46\x80\x00\x00\x00\x6A\x23\x77\x5B\x02\x90\x6C\xE2\x37\x71\xB7\x50\x99\x5C\xC2\x1F\x49\x19\x09\x09\x7F\xFF\xFF\xFF\x69\x36\xCF\x1D\xD5\x34\xDA\x52\x93\x1B\x23\x51\xD4\x96\xE7\x49\x31\xCE\x40\xFF\xFF\x44\x24\xAC\xD6\x5D\xA5\x71\x7F\xFF\xFF\xFF\x38\xBE\xE2\x0A\x80\x00\x00\x00\x20\x56\xFA\x2B\x0A\xD5\x29\x28\xEB\xE4\xE7\xD3\x39\x8C\xCA\x58\x6E\x18\x54\xA7\x7F\xFF\xFF\xFF\x4E\xE6\xC0\xDD\x29\x25\x96\xA6\x33\x60\xDD\x3B\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x09\xF3\x56\x6F\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x1D\x74\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xC7\xB7\x5F\x92\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x02\x90\x6C\xE2\x4D\xC9\x6B\x64\x99\x5C\xC2\x1F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFC\x5C\x35\x37\xD5\x34\xDA\x52\x80\x00\x00\x00\xD4\x96\xE7\x49\x7F\xFF\xFF\xFF\xFF\x44\x24\xAC\xA9\xBA\x11\x1F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x0A\xD5\x29\x28\x27\xC2\xDD\xF8\x39\x8C\xCA\x58\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x29\x25\x96\xA6\x7F\xFF\xFF\xFF\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.56

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x0F36443E), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 8191)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0C), ('P4rIngress.aggregator.count_exp.exponent', 0x75)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x712ED6B1), ('P4rIngress.aggregator.values_v0000.hi', 0x707B591B)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xB4A59D33), ('P4rIngress.aggregator.values_v0001.hi', 0x1F57AB0F)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x509889AA), ('P4rIngress.aggregator.values_v0010.hi', 0x73B99923)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xB2B996BD), ('P4rIngress.aggregator.values_v0011.hi', 0x5CDE2B78)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x556EACD2), ('P4rIngress.aggregator.values_v0100.hi', 0xFDD2ED59)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5DE97C34), ('P4rIngress.aggregator.values_v0101.hi', 0x15AB041F)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x6B0250C6), ('P4rIngress.aggregator.values_v0110.hi', 0x73809674)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x3C379D53), ('P4rIngress.aggregator.values_v0111.hi', 0x13DAE451)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x6719FB74), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x69CD5E62), ('P4rIngress.aggregator.values_v1001.hi', 0x774A2E17)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x966D5F7B), ('P4rIngress.aggregator.values_v1010.hi', 0xD55B37BF)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x56968924), ('P4rIngress.aggregator.values_v1011.hi', 0x96032F41)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xCD476CDC), ('P4rIngress.aggregator.values_v1100.hi', 0x64E77AA5)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x46FE0B53), ('P4rIngress.aggregator.values_v1101.hi', 0x6774FB3B)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x6178F8AB), ('P4rIngress.aggregator.values_v1110.hi', 0x30A75315)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x58E37DDE), ('P4rIngress.aggregator.values_v1111.hi', 0x5AB44BC4)], 8191)
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
                gc.KeyTuple('job_id', 0x6AF5),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000010C7),
                gc.DataTuple('slot_count', 0x00000F39),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD6B83BD4),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00B),
                gc.KeyTuple('src_addr', 0x5FB3ABD3),
                gc.KeyTuple('src_port', 0x986B),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x6AF5),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x00DE),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5F\xB3\xAB\xD3\x00\x00\x00\x00\x98\x6B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x6A\xF5\x00\x00\xD6\xB8\x3B\xD4\x0F\x38\x06\x83\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x4B\x73\x76\xA3\x37\x2A\x5E\xAA\x97\xAD\xD1\x4D\x55\x5B\xAF\xB5\x62\x55\x99\x8A\x33\x59\x91\x8D\x87\x92\xD4\x8B\x24\x44\xEF\x5B\x94\xD8\xF8\x5A\xF4\xD1\x89\x4B\x8B\x25\x95\x66\x74\xF9\xED\xF6\x19\xC3\x9A\xD7\x31\x99\x75\xE8\xF8\xE1\x1F\x72\x2E\x59\xE6\xB7\x55\xBE\xA5\xC8\x00\x00\x00\x00\x51\x13\x88\x4D\x17\xEE\x4F\xB5\xAA\x2D\xDC\x60\x0C\x90\x95\x62\x50\x96\xDF\x64\xD5\xFA\x1A\x39\x8F\xAD\x3C\x92\x3D\xC5\x6C\xB1\x6E\x3A\x3A\x42\xEE\x1D\x0B\x63\x4E\x36\x2B\x6A\x5C\xF8\x19\x6D\x2B\xF9\x48\x8E\x63\x7D\xAC\xDA\xEB\xFF\x8F\x8F\x7B\x95\xC4\x72\x34\xBC\xF9\x8D\xF7\x5B\x2F\xE5\xF0\xC4\x18\x3F\x3A\xF4\xD8\x95\xD9\x65\x8A\xEE\xE2\xD3\xAA\x2F\x33\xD1\x8B\xCF\x81\x7F\xFE\xE3\x6D\x4B\x0D\x54\x2A\xFF\xDA\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x5F\xB3\xAB\xD3\xBE\xEF\x98\x6B\x00\xA0\x00\x00\x50\x34\x02\x82\x6A\xF5\x00\x00\xD6\xB8\x3B\xD4\x0F\x38\x00\x83\xFF\xFF\xFF\xFF\x00\x20\x00\x0D\x7F\xFF\xFF\xFF\x37\x2A\x5E\xAA\x80\x00\x00\x00\x55\x5B\xAF\xB5\x7F\xFF\xFF\xFF\x33\x59\x91\x8D\x80\x00\x00\x00\x24\x44\xEF\x5B\xEA\x47\xA5\x2C\xF4\xD1\x89\x4B\xE9\x0F\x11\x9A\x74\xF9\xED\xF6\x7F\xFF\xFF\xFF\x31\x99\x75\xE8\x35\x18\xBC\xC5\x2E\x59\xE6\xB7\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x17\xEE\x4F\xB5\x80\x00\x00\x00\x0C\x90\x95\x62\x7F\xFF\xFF\xFF\xD5\xFA\x1A\x39\x80\x00\x00\x00\x3D\xC5\x6C\xB1\x7F\xFF\xFF\xFF\xEE\x1D\x0B\x63\x7F\xFF\xFF\xFF\x5C\xF8\x19\x6D\x7F\xFF\xFF\xFF\x63\x7D\xAC\xDA\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x0F\x36\x44\x3F\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x0D\x83\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x74\xB3\x5A\xC4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xEA\x47\xA5\x2C\xF2\xA4\x76\xA4\xE9\x0F\x11\x9A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x35\x18\xBC\xC5\x42\x34\xCB\x08\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xE1\xEB\xCD\x21\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x55\x92\x06\x9E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEB\xFF\x8F\x8F\x7B\x95\xC4\x72\x34\xBC\xF9\x8D\xF7\x5B\x2F\xE5\xF0\xC4\x18\x3F\x3A\xF4\xD8\x95\xD9\x65\x8A\xEE\xE2\xD3\xAA\x2F\x33\xD1\x8B\xCF\x81\x7F\xFE\xE3\x6D\x4B\x0D\x54\x2A\xFF\xDA\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.56

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xC5C94DAC), ('P4rIngress.aggregator.bitmap_seq.seq', 0x8E624CEF)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x8E624CEF, 8191)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x10), ('P4rIngress.aggregator.count_exp.exponent', 0x1D)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x69E2CFB5), ('P4rIngress.aggregator.values_v0000.hi', 0x767620F7)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x8E0C5E6C), ('P4rIngress.aggregator.values_v0001.hi', 0xC14944EE)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x31D6FE4B), ('P4rIngress.aggregator.values_v0010.hi', 0x7ACBF23F)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xA70C6538), ('P4rIngress.aggregator.values_v0011.hi', 0x70ACC6E7)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x3053B5BF), ('P4rIngress.aggregator.values_v0100.hi', 0x0A45B10E)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x723DBE6A), ('P4rIngress.aggregator.values_v0101.hi', 0x45BE9EE3)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x79905249), ('P4rIngress.aggregator.values_v0110.hi', 0x4B48E03E)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x696B4E92), ('P4rIngress.aggregator.values_v0111.hi', 0x36E325DE)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x1E29F155), ('P4rIngress.aggregator.values_v1000.hi', 0xC3BAEA94)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x610F27D4), ('P4rIngress.aggregator.values_v1001.hi', 0x1F219633)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x9249ABF4), ('P4rIngress.aggregator.values_v1010.hi', 0xC7F68151)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x922B5423), ('P4rIngress.aggregator.values_v1011.hi', 0x0ECD35FE)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x75DD69CE), ('P4rIngress.aggregator.values_v1100.hi', 0x91FDADAE)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x708F7BAD), ('P4rIngress.aggregator.values_v1101.hi', 0x57FCA4F0)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x4D6E92DA), ('P4rIngress.aggregator.values_v1110.hi', 0xBA8D8C6B)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x39EDEE6F), ('P4rIngress.aggregator.values_v1111.hi', 0xC6E321B7)], 8191)
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
                gc.KeyTuple('job_id', 0x93A5),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000049A),
                gc.DataTuple('slot_count', 0x00001B66),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6311E052),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01D),
                gc.KeyTuple('src_addr', 0x2B1CDD14),
                gc.KeyTuple('src_port', 0x1AA2),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x93A5),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x011F),
            ]
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
        ig_port = 29
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2B\x1C\xDD\x14\x00\x00\x00\x00\x1A\xA2\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x93\xA5\x00\x00\x63\x11\xE0\x52\x1B\x65\x00\xFB\x8E\x62\x4C\xEF\x00\x20\x00\x00\x49\x6C\xE5\x95\x0E\x0A\x89\x27\xD6\x2A\x94\xA6\x68\xEC\xEF\x91\x57\xB7\xFB\x46\x37\xD3\xC7\xA5\xC5\x10\xCD\x70\x48\xCC\x53\x61\x71\xFA\x91\x15\x83\xE4\xBD\xE2\x12\x64\xA2\x41\x7E\xE3\x08\xD3\x0D\x4D\x87\xE3\x50\x67\x65\xC8\x6B\xF7\xCD\x2D\x71\xD6\x64\x24\x6D\x72\x20\x49\xAE\xD4\x86\x5E\x33\x9A\x34\x94\x91\xB6\xD3\x75\xA2\xE6\xD2\x4C\xA7\x07\x1C\x89\xB7\x0D\x74\x87\xD8\xA7\xF4\xFB\x61\x90\xAD\xD5\xA1\x19\xAF\x27\xB2\xB4\xCB\x37\x47\x1E\xC3\xE8\x79\x20\x36\x38\xA9\xCB\x05\x26\x7D\xEC\xEE\x2D\x88\xBA\x50\x16\xA9\x83\x72\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2B\x1C\xDD\x14\x00\x00\x00\x00\x1A\xA2\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x93\xA5\x00\x00\x63\x11\xE0\x52\x1B\x65\x00\xFB\x8E\x62\x4C\xEF\x00\x20\x00\x00\x7F\xFF\xFF\xFF\x0E\x0A\x89\x27\x80\x00\x00\x00\x68\xEC\xEF\x91\x7F\xFF\xFF\xFF\x37\xD3\xC7\xA5\x80\x00\x00\x00\x48\xCC\x53\x61\x7F\xFF\xFF\xFF\x83\xE4\xBD\xE2\x7F\xFF\xFF\xFF\x7E\xE3\x08\xD3\x7F\xFF\xFF\xFF\x50\x67\x65\xC8\x7F\xFF\xFF\xFF\x71\xD6\x64\x24\x7F\xFF\xFF\xFF\xAE\xD4\x86\x5E\x7F\xFF\xFF\xFF\x91\xB6\xD3\x75\x80\x00\x00\x00\xA7\x07\x1C\x89\x80\x00\x00\x00\xD8\xA7\xF4\xFB\x7F\xFF\xFF\xFF\xA1\x19\xAF\x27\x23\x44\x46\xE4\x47\x1E\xC3\xE8\x7F\xFF\xFF\xFF\xA9\xCB\x05\x26\x7F\xFF\xFF\xFF\x88\xBA\x50\x16\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\xC5\xC9\x4D\xAD\x8E\x62\x4C\xEF\x8E\x62\x4C\xEF\x11\xFB\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x2A\x36\x34\x7F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x8E\x2A\x6E\xF0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB0\xD8\x69\xA8\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xE7\x75\x2A\xF9\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x23\x44\x46\xE4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xA9\x83\x72\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.56

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xB8CBFBE6), ('P4rIngress.aggregator.bitmap_seq.seq', 0x53295800)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x53295800, 8191)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x05), ('P4rIngress.aggregator.count_exp.exponent', 0x11)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x6CD9AAD4), ('P4rIngress.aggregator.values_v0000.hi', 0x63C789D8)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xBD9AC3FB), ('P4rIngress.aggregator.values_v0001.hi', 0xF4ABC36B)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x5FD54947), ('P4rIngress.aggregator.values_v0010.hi', 0x53EF1E17)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xD1945243), ('P4rIngress.aggregator.values_v0011.hi', 0x6A9DD46B)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x44017AC3), ('P4rIngress.aggregator.values_v0100.hi', 0x687531A5)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xF5974489), ('P4rIngress.aggregator.values_v0101.hi', 0x723D6126)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x1CFBFF8D), ('P4rIngress.aggregator.values_v0110.hi', 0x4C755B42)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xEF5EF0BB), ('P4rIngress.aggregator.values_v0111.hi', 0xD5F52115)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xB6A0BA6F), ('P4rIngress.aggregator.values_v1000.hi', 0x43E9C583)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xA1FDAF74), ('P4rIngress.aggregator.values_v1001.hi', 0xA3A14B6F)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x578ED031), ('P4rIngress.aggregator.values_v1010.hi', 0x4D6FB499)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xA9E3A1DD), ('P4rIngress.aggregator.values_v1011.hi', 0x2DBB1572)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x2349C594), ('P4rIngress.aggregator.values_v1100.hi', 0x129DEA67)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xE742BBEF), ('P4rIngress.aggregator.values_v1101.hi', 0x415D1EC8)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x5074021B), ('P4rIngress.aggregator.values_v1110.hi', 0x432DB909)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x023C95B1), ('P4rIngress.aggregator.values_v1111.hi', 0x7181037B)], 8191)
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
                gc.KeyTuple('job_id', 0x1CD8),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000012DD),
                gc.DataTuple('slot_count', 0x00000D23),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x87EAB3C0),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x029),
                gc.KeyTuple('src_addr', 0xF6105A8F),
                gc.KeyTuple('src_port', 0x31B7),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x1CD8),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x0167),
            ]
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
        ig_port = 41
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF6\x10\x5A\x8F\x00\x00\x00\x00\x31\xB7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x1C\xD8\x00\x00\x87\xEA\xB3\xC0\x0D\x22\x00\x51\x53\x29\x58\x00\x00\x20\x00\x00\x26\xE3\x06\x98\x4B\x3A\x09\x0C\x9D\xCB\x29\x03\x37\x6B\x6F\x17\x4E\x9E\x50\xF5\x4F\x01\xD3\xD5\x91\x45\xB5\x6E\x6F\x2E\x0E\x28\x97\xF7\x2A\xDF\xFC\xB5\xAB\xE3\x99\x6A\x3F\xD3\x6E\x34\xA7\x3B\x7C\xF2\xA7\x94\x17\x51\x4D\x57\x2B\xDA\x8B\xFA\x9D\x56\x29\x2A\xF2\x2F\x66\x1F\x63\x50\x94\x7F\xFB\xA3\x9F\x57\x47\x24\x49\xA1\x56\x95\x94\xF1\x48\x49\x54\xC8\xC1\xE5\xEE\x68\x6F\xA8\xEB\x95\x91\x69\xAD\xCF\x5A\x49\x1A\x2B\x1B\xE9\xAF\xB2\x60\x79\x58\xAC\x69\x77\x00\x4C\x62\x92\x3D\x29\x42\x85\x16\x81\x57\xA9\x0F\xFC\xDC\x12\x15\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF6\x10\x5A\x8F\xBE\xEF\x31\xB7\x00\xA0\x00\x00\x50\x34\x02\x82\x1C\xD8\x00\x00\x87\xEA\xB3\xC0\x0D\x22\x00\x51\x53\x29\x58\x00\x00\x20\x00\x06\x7F\xFF\xFF\xFF\x4B\x3A\x09\x0C\x80\x00\x00\x00\x37\x6B\x6F\x17\x7F\xFF\xFF\xFF\x4F\x01\xD3\xD5\x80\x00\x00\x00\x6F\x2E\x0E\x28\xDB\xF8\xA5\xA2\xFC\xB5\xAB\xE3\x8F\x01\x84\x5C\x6E\x34\xA7\x3B\x7F\xFF\xFF\xFF\x17\x51\x4D\x57\x1B\x39\x7C\xB5\x9D\x56\x29\x2A\xA8\xD0\x20\x8E\x63\x50\x94\x7F\x9D\xA1\x4E\xCB\x47\x24\x49\xA1\x7F\xFF\xFF\xFF\x48\x49\x54\xC8\x80\x00\x00\x00\x6F\xA8\xEB\x95\xB4\xB3\x73\x63\x5A\x49\x1A\x2B\x03\x2C\x6B\xA1\x60\x79\x58\xAC\x7F\xFF\xFF\xFF\x62\x92\x3D\x29\x44\xC1\xAC\x32\x57\xA9\x0F\xFC\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xB8\xCB\xFB\xE7\x53\x29\x58\x00\x53\x29\x58\x00\x06\x51\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x2C\x17\x32\x82\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xDB\xF8\xA5\xA2\x65\x2A\xDD\x88\x8F\x01\x84\x5C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x63\xC6\xA8\x99\x1B\x39\x7C\xB5\x80\x00\x00\x00\xA8\xD0\x20\x8E\x7F\xFF\xFF\xFF\x9D\xA1\x4E\xCB\xEA\xC5\x95\x10\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB4\xB3\x73\x63\x6C\xE7\x04\x92\x03\x2C\x6B\xA1\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x44\xC1\xAC\x32\x7F\xFF\xFF\xFF\xDC\x12\x15\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.56

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x261D925C), ('P4rIngress.aggregator.bitmap_seq.seq', 0x9FF86B5F)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x9FF86B5F, 8191)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x08), ('P4rIngress.aggregator.count_exp.exponent', 0x6B)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x6B289EE5), ('P4rIngress.aggregator.values_v0000.hi', 0x68E430B7)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xAB74A559), ('P4rIngress.aggregator.values_v0001.hi', 0x2D6B175F)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x606AAEAC), ('P4rIngress.aggregator.values_v0010.hi', 0x25AC2409)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x93D3E41A), ('P4rIngress.aggregator.values_v0011.hi', 0x63EF14E6)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x5BACB734), ('P4rIngress.aggregator.values_v0100.hi', 0x6DC5124D)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x34D6B857), ('P4rIngress.aggregator.values_v0101.hi', 0x35699FE3)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x77AC71B2), ('P4rIngress.aggregator.values_v0110.hi', 0x36D07CE9)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x18C57C95), ('P4rIngress.aggregator.values_v0111.hi', 0x4F4E8AFD)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x56F66D2D), ('P4rIngress.aggregator.values_v1000.hi', 0x4EB5E619)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x41079172), ('P4rIngress.aggregator.values_v1001.hi', 0xFA961AF3)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x9DC329A7), ('P4rIngress.aggregator.values_v1010.hi', 0x565A6C84)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x2EA99085), ('P4rIngress.aggregator.values_v1011.hi', 0xAD13EAC4)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x7A652259), ('P4rIngress.aggregator.values_v1100.hi', 0x5BC26061)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x4F7252B4), ('P4rIngress.aggregator.values_v1101.hi', 0x1BA5F1EB)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x96F385BC), ('P4rIngress.aggregator.values_v1110.hi', 0xACA348CC)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x794E5667), ('P4rIngress.aggregator.values_v1111.hi', 0x3CCB2A79)], 8191)
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
                gc.KeyTuple('job_id', 0xFDF3),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A00),
                gc.DataTuple('slot_count', 0x00001600),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x29847665),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x021),
                gc.KeyTuple('src_addr', 0x95ACEC88),
                gc.KeyTuple('src_port', 0x29F7),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xFDF3),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x00C3),
            ]
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
        ig_port = 33
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x95\xAC\xEC\x88\x00\x00\x00\x00\x29\xF7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xFD\xF3\x00\x00\x29\x84\x76\x65\x15\xFF\x00\x75\x9F\xF8\x6B\x5F\x00\x20\x00\x00\x73\x93\xBA\x59\x55\xB6\xCB\xB3\xAD\xCD\xB4\x53\xAF\x6D\x84\x23\x5A\xBB\x27\x25\x65\x9B\x62\x9B\xC5\x2E\x2D\x56\x42\xA2\xD4\x8F\x1B\xA5\xB3\x8B\x85\x1F\x07\xCF\x35\x35\xAB\xF7\x77\xAF\x72\xE3\x7C\xCE\x20\xE6\xBE\x8F\xB4\xC4\x76\x29\xF1\x8E\x3B\xB4\xCA\x5B\x56\xC3\xF6\x6A\x58\x75\x33\x61\x68\x0C\xA7\xCD\x53\xAE\x45\x1A\x9A\x6E\x8E\x3B\x59\x74\x83\x6E\x2D\x3F\xB5\xA5\xA4\x22\xD2\xEA\x1D\x4F\x99\x27\x4B\xCA\xCE\xE9\x67\x61\x95\xF9\xBB\x69\x27\xCA\x51\x46\xED\x38\xAC\x8F\x5E\xCF\x18\x1D\x03\xB7\x7A\xDA\xAC\x1D\xEC\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x95\xAC\xEC\x88\x00\x00\x00\x00\x29\xF7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xFD\xF3\x00\x00\x29\x84\x76\x65\x15\xFF\x00\x75\x9F\xF8\x6B\x5F\x00\x20\x00\x00\x7F\xFF\xFF\xFF\x55\xB6\xCB\xB3\x80\x00\x00\x00\xAF\x6D\x84\x23\x7F\xFF\xFF\xFF\x65\x9B\x62\x9B\x80\x00\x00\x00\x42\xA2\xD4\x8F\x77\x52\x6A\xBF\x85\x1F\x07\xCF\x6A\x0C\x64\x4E\x77\xAF\x72\xE3\x7F\xFF\xFF\xFF\xBE\x8F\xB4\xC4\x7F\xFF\xFF\xFF\x3B\xB4\xCA\x5B\x7F\xFF\xFF\xFF\x58\x75\x33\x61\x7F\xFF\xFF\xFF\x53\xAE\x45\x1A\x80\x00\x00\x00\x59\x74\x83\x6E\x5B\xE9\x46\x2A\xA4\x22\xD2\xEA\x7F\xFF\xFF\xFF\x4B\xCA\xCE\xE9\x7F\xFF\xFF\xFF\xBB\x69\x27\xCA\xE8\x3A\x72\xF4\xAC\x8F\x5E\xCF\x7F\xFF\xFF\xFF\x7A\xDA\xAC\x1D\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x26\x1D\x92\x5D\x9F\xF8\x6B\x5F\x9F\xF8\x6B\x5F\x09\x75\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xDC\xD8\x9B\x82\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x77\x52\x6A\xBF\xF2\xE4\x1A\x1C\x6A\x0C\x64\x4E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF5\x60\x31\xAD\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4E\x44\x60\x0D\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x5B\xE9\x46\x2A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD7\x0F\x19\xB5\xE8\x3A\x72\xF4\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEC\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.56

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xA5866310), ('P4rIngress.aggregator.bitmap_seq.seq', 0x2EC489E0)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x2EC489E0, 8191)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1D), ('P4rIngress.aggregator.count_exp.exponent', 0x7D)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x487DD7F0), ('P4rIngress.aggregator.values_v0000.hi', 0x6CA8A96F)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x99D7EC68), ('P4rIngress.aggregator.values_v0001.hi', 0xC732E3F3)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x54196267), ('P4rIngress.aggregator.values_v0010.hi', 0x1F9B1EFC)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xB6FF74C2), ('P4rIngress.aggregator.values_v0011.hi', 0x3268FB3B)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xA6DAB2CF), ('P4rIngress.aggregator.values_v0100.hi', 0x3D071719)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x3A3116D4), ('P4rIngress.aggregator.values_v0101.hi', 0x188488BA)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x44B61D5B), ('P4rIngress.aggregator.values_v0110.hi', 0x5674958B)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x7C55CEAD), ('P4rIngress.aggregator.values_v0111.hi', 0x4AC16D9E)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x34CDEC55), ('P4rIngress.aggregator.values_v1000.hi', 0x4D4D46D3)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x67D611DD), ('P4rIngress.aggregator.values_v1001.hi', 0x89B34ACE)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x9960F5B0), ('P4rIngress.aggregator.values_v1010.hi', 0x589DCB55)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x9B838E9C), ('P4rIngress.aggregator.values_v1011.hi', 0x8DF7D18A)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x392AA69D), ('P4rIngress.aggregator.values_v1100.hi', 0x6EBB44C5)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x6F3BAB93), ('P4rIngress.aggregator.values_v1101.hi', 0xAA6796BF)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xB5A52AE7), ('P4rIngress.aggregator.values_v1110.hi', 0x65E625E8)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x6A489764), ('P4rIngress.aggregator.values_v1111.hi', 0x635CBA25)], 8191)
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
                gc.KeyTuple('job_id', 0x60C1),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC6F0E739),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x024),
                gc.KeyTuple('src_addr', 0xE9452A88),
                gc.KeyTuple('src_port', 0x1F23),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x60C1),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x03E3),
            ]
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
        ig_port = 36
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE9\x45\x2A\x88\x00\x00\x00\x00\x1F\x23\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x60\xC1\x00\x00\xC6\xF0\xE7\x39\x1F\xFF\x02\xBD\x2E\xC4\x89\xE0\x00\x20\x00\x00\x38\x44\x43\x62\x18\x84\xA9\x2B\xB3\x55\x78\x4C\x49\x5D\xAD\xA7\x55\x99\x56\x85\x64\x54\xFF\x6F\xB2\x05\x09\xA2\x74\x82\x0B\x7F\xF2\x96\xB2\xF1\x28\x72\x4E\x3D\xE3\x73\x75\xE2\x75\xE9\x59\x37\x65\xF9\x8D\x49\xD3\x62\xD3\x7D\x39\x64\xF0\x3D\x42\x91\x4C\xCE\x7C\x2D\x26\x0E\x41\x2D\x62\xE0\x62\x15\x09\x1B\x10\xFB\x27\xC4\xB1\x6C\xE3\x37\x36\xDE\xCD\x4F\x69\x01\xB8\xEA\xE8\x25\x3C\xC9\x58\x46\xCB\x55\x2E\xB3\x6A\x96\x47\x42\xA5\xFA\x6E\x29\xAE\x7E\xA2\x72\x71\x6B\x6D\xB0\xFA\x44\x3A\x45\xB6\x3E\x47\x88\x9D\xA7\xF3\x64\x93\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34\x19\xF5\xC7\x31\x1B\x85\xB3\xB7\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE9\x45\x2A\x88\xBE\xEF\x1F\x23\x00\xA0\x00\x00\x50\x34\x02\x82\x60\xC1\x00\x00\xC6\xF0\xE7\x39\x1F\xFF\x00\xBD\x2E\xC4\x89\xE0\x00\x20\x00\x1E\x7F\xFF\xFF\xFF\x18\x84\xA9\x2B\x80\x00\x00\x00\x49\x5D\xAD\xA7\x7F\xFF\xFF\xFF\x64\x54\xFF\x6F\x80\x00\x00\x00\x74\x82\x0B\x7F\x99\x71\x65\xC0\x28\x72\x4E\x3D\x1D\xA4\x8C\xB6\x75\xE9\x59\x37\x7F\xFF\xFF\xFF\xD3\x62\xD3\x7D\x7F\xFF\xFF\xFF\x42\x91\x4C\xCE\x7F\xFF\xFF\xFF\x41\x2D\x62\xE0\x7F\xFF\xFF\xFF\x10\xFB\x27\xC4\x80\x00\x00\x00\x36\xDE\xCD\x4F\x04\x85\x47\x86\xE8\x25\x3C\xC9\x7F\xFF\xFF\xFF\x2E\xB3\x6A\x96\x7F\xFF\xFF\xFF\x6E\x29\xAE\x7E\x80\x00\x00\x00\x6D\xB0\xFA\x44\x7F\xFF\xFF\xFF\x47\x88\x9D\xA7\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xA5\x86\x63\x11\x2E\xC4\x89\xE0\x2E\xC4\x89\xE0\x1E\xBD\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x10\x90\x91\x9A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x99\x71\x65\xC0\x65\x79\x65\x56\x1D\xA4\x8C\xB6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x29\xD7\x69\x08\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9A\xAE\x72\x92\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x04\x85\x47\x86\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x18\x91\x45\x3D\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF3\x64\x93\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34\x19\xF5\xC7\x31\x1B\x85\xB3\xB7\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.56

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x9F616956), ('P4rIngress.aggregator.bitmap_seq.seq', 0x40D010C4)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x40D010C4, 8191)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x1A)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x6D62676E), ('P4rIngress.aggregator.values_v0000.hi', 0x52378B1B)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xBEC6D99B), ('P4rIngress.aggregator.values_v0001.hi', 0x114A05D9)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x532E5F7E), ('P4rIngress.aggregator.values_v0010.hi', 0x53F73222)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xA9DF288E), ('P4rIngress.aggregator.values_v0011.hi', 0x42CB0CDF)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xD3CF2CA8), ('P4rIngress.aggregator.values_v0100.hi', 0xEA9C84AD)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x3B4A64B4), ('P4rIngress.aggregator.values_v0101.hi', 0x47C223B1)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x70476072), ('P4rIngress.aggregator.values_v0110.hi', 0x61557F39)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xCFA233DF), ('P4rIngress.aggregator.values_v0111.hi', 0x759E94FB)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x4CF6F2A1), ('P4rIngress.aggregator.values_v1000.hi', 0xE5632186)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x52F5B3FB), ('P4rIngress.aggregator.values_v1001.hi', 0x1F26CFF2)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xA7924395), ('P4rIngress.aggregator.values_v1010.hi', 0x07C7F53D)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x5211E68F), ('P4rIngress.aggregator.values_v1011.hi', 0xBBA2C32A)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xB47822F3), ('P4rIngress.aggregator.values_v1100.hi', 0x45DF36A3)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x6E87A8A1), ('P4rIngress.aggregator.values_v1101.hi', 0x191AD799)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x3269EECC), ('P4rIngress.aggregator.values_v1110.hi', 0x6D93C9B1)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x57578613), ('P4rIngress.aggregator.values_v1111.hi', 0x81474077)], 8191)
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
                gc.KeyTuple('job_id', 0x88E6),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000009F6),
                gc.DataTuple('slot_count', 0x0000160A),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5C5920EC),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xBA9A1728),
                gc.KeyTuple('src_port', 0xB903),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x88E6),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x0141),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBA\x9A\x17\x28\x00\x00\x00\x00\xB9\x03\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x88\xE6\x00\x00\x5C\x59\x20\xEC\x16\x09\x06\xEE\x40\xD0\x10\xC4\x00\x20\x00\x00\x35\xE3\x25\xE6\x3E\xF7\x5A\x3E\xB1\xB8\x83\x3E\xF7\xDB\x0F\x8B\x57\x66\xC2\x46\x5C\xCE\x90\xA3\xB4\x83\x2E\xCE\x7C\x9B\x6A\xEF\x55\x5C\x54\x2E\x6B\x38\x9D\x67\x3C\x69\xED\x9E\x45\x4A\xD0\xB8\x70\xD8\xA7\xBF\x56\xCE\x25\xCC\x1C\x32\x6E\x1B\xB3\xE6\xD6\xE9\x6E\xDA\x4B\x28\x79\x55\x2E\xF4\x59\xE1\x7B\x66\x79\x35\x45\x52\xB1\xA9\x1D\xFC\x5D\xCF\x33\x45\x59\x2F\x32\x60\xBD\x21\x00\x1A\x9D\x8F\xAF\x15\x74\x5B\xAC\x5C\x62\xA2\xA0\x57\x4B\x58\x51\x4B\x6F\x5A\x2C\x7C\x3B\x6B\xEB\xE0\x36\xF8\xDF\xDB\xDA\x7A\x7E\x6D\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53\xA6\xB2\x63\xC9\x84\x46\xDE\x3F\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBA\x9A\x17\x28\xBE\xEF\xB9\x03\x00\xA0\x00\x00\x50\x34\x02\x82\x88\xE6\x00\x00\x5C\x59\x20\xEC\x16\x09\x00\xEE\x40\xD0\x10\xC4\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x3E\xF7\x5A\x3E\x80\x00\x00\x00\xF7\xDB\x0F\x8B\x7F\xFF\xFF\xFF\x5C\xCE\x90\xA3\x80\x00\x00\x00\x7C\x9B\x6A\xEF\x29\x2B\x80\xD6\x6B\x38\x9D\x67\x77\xB4\x52\x52\x45\x4A\xD0\xB8\x7F\xFF\xFF\xFF\x56\xCE\x25\xCC\xEB\xD4\xA1\xFA\xB3\xE6\xD6\xE9\x7F\xFF\xFF\xFF\x79\x55\x2E\xF4\x7F\xFF\xFF\xFF\x79\x35\x45\x52\x80\x00\x00\x00\x5D\xCF\x33\x45\x7F\xFF\xFF\xFF\xBD\x21\x00\x1A\x80\x00\x00\x00\x74\x5B\xAC\x5C\x7F\xFF\xFF\xFF\x4B\x58\x51\x4B\x7F\xFF\xFF\xFF\x3B\x6B\xEB\xE0\x7F\xFF\xFF\xFF\xDA\x7A\x7E\x6D\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x9F\x61\x69\x57\x40\xD0\x10\xC4\x40\xD0\x10\xC4\x20\xEE\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x09\x25\x15\x64\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x29\x2B\x80\xD6\x55\xD5\x22\x14\x77\xB4\x52\x52\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEB\xD4\xA1\xFA\x29\x85\x6B\xE4\x7F\xFF\xFF\xFF\x5E\xB8\x50\x7A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x65\x97\x28\x82\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x64\x73\x28\xE4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53\xA6\xB2\x63\xC9\x84\x46\xDE\x3F\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.56

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x06A90EE2), ('P4rIngress.aggregator.bitmap_seq.seq', 0x30000000)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x30000000, 8191)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x09)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x19120E79), ('P4rIngress.aggregator.values_v0000.hi', 0x053ED836)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x90C60E9D), ('P4rIngress.aggregator.values_v0001.hi', 0xD5B8547B)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x7997933A), ('P4rIngress.aggregator.values_v0010.hi', 0x4148CB87)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xA305D923), ('P4rIngress.aggregator.values_v0011.hi', 0x6ED51C98)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xF9EEA295), ('P4rIngress.aggregator.values_v0100.hi', 0xB36EC9DF)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xACF5ABF9), ('P4rIngress.aggregator.values_v0101.hi', 0x0DE69CBD)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x6EE11B63), ('P4rIngress.aggregator.values_v0110.hi', 0xC2396223)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x445ED60F), ('P4rIngress.aggregator.values_v0111.hi', 0x70BF64B2)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x36494F29), ('P4rIngress.aggregator.values_v1000.hi', 0x483E8B48)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x5940E748), ('P4rIngress.aggregator.values_v1001.hi', 0x26939B18)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xB43A5AF3), ('P4rIngress.aggregator.values_v1010.hi', 0xDDCBEA37)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xAB58E315), ('P4rIngress.aggregator.values_v1011.hi', 0x92F2A6FC)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x3E6E03B1), ('P4rIngress.aggregator.values_v1100.hi', 0x442E32E5)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x7AE9AF0D), ('P4rIngress.aggregator.values_v1101.hi', 0x344A64E4)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xAF1AE939), ('P4rIngress.aggregator.values_v1110.hi', 0xA0D1B344)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x8F0EF659), ('P4rIngress.aggregator.values_v1111.hi', 0x68556573)], 8191)
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
                gc.KeyTuple('job_id', 0x7522),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001C6E),
                gc.DataTuple('slot_count', 0x00000392),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x08AC02E0),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0x3ABBA7F2),
                gc.KeyTuple('src_port', 0x4C1A),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x7522),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x011D),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3A\xBB\xA7\xF2\x00\x00\x00\x00\x4C\x1A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x75\x22\x00\x00\x08\xAC\x02\xE0\x03\x91\x06\xC1\x30\x00\x00\x00\x00\x20\x00\x00\x6D\x63\x75\x21\x7E\xFD\xA9\x66\x8D\x1B\xAE\x3A\x34\x9E\xED\xAB\x37\x74\xC0\xD8\x66\x5E\xA0\x5A\xCF\x5D\x2D\x2D\x76\x98\x66\xBD\xDF\x79\xFD\xF7\x2D\x2E\xA4\x55\x3E\xDC\xB7\xAB\x7C\x27\x58\xBF\x4A\x6B\xC5\x72\x52\xA5\x2A\x71\x4F\x4A\x90\x32\x48\xF9\x8B\x8A\x6A\x49\x57\x7E\x60\xC4\x4D\x95\x5C\xB1\x18\xB5\xB2\x36\x97\x48\xB9\x4D\x7F\x4D\xD9\x87\x2F\x76\xEB\x4A\xC5\x37\x8D\x42\xAE\x0C\x4B\x4A\x13\x6A\x7B\xC9\xCA\xC2\x3B\x33\xE7\xDB\x57\xDE\xCC\xC0\xC0\x4A\xFB\x73\x9F\xDB\x51\x66\xE6\x9D\x62\x51\x1F\x55\xBE\x59\xEF\xEF\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA\xFF\x6F\xEF\x61\xB3\x1A\x81\x3B\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7\x7F\xFB\x91\x62\x25\xCE\x58\x5C\xAC\x4C\x6B\x37\x39\x9E\xF7\x45\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3A\xBB\xA7\xF2\x00\x00\x00\x00\x4C\x1A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x75\x22\x00\x00\x08\xAC\x02\xE0\x03\x91\x06\xC1\x30\x00\x00\x00\x00\x20\x00\x00\x7F\xFF\xFF\xFF\x7E\xFD\xA9\x66\x80\x00\x00\x00\x34\x9E\xED\xAB\x7F\xFF\xFF\xFF\x66\x5E\xA0\x5A\x80\x00\x00\x00\x76\x98\x66\xBD\xD9\x68\xA0\x8C\x2D\x2E\xA4\x55\xEB\xD2\x63\xA4\x7C\x27\x58\xBF\x7F\xFF\xFF\xFF\x52\xA5\x2A\x71\x7F\xFF\xFF\xFF\x48\xF9\x8B\x8A\x7F\xFF\xFF\xFF\x60\xC4\x4D\x95\x7F\xFF\xFF\xFF\xB2\x36\x97\x48\x80\x00\x00\x00\xD9\x87\x2F\x76\x96\xA3\xA8\x4C\x8D\x42\xAE\x0C\x7F\xFF\xFF\xFF\x7B\xC9\xCA\xC2\x7F\xFF\xFF\xFF\x57\xDE\xCC\xC0\x80\x00\x00\x00\x9F\xDB\x51\x66\x80\x00\x00\x00\x1F\x55\xBE\x59\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x06\xA9\x0E\xE3\x30\x00\x00\x00\x30\x00\x00\x00\x20\xC1\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x0A\x57\x42\x26\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD9\x68\xA0\x8C\xE0\x9D\x6E\x34\xEB\xD2\x63\xA4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x14\xDE\x8C\x94\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD8\xCA\x32\x60\x80\x00\x00\x00\xB7\x53\x19\xAD\x96\xA3\xA8\x4C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xEF\xEF\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA\xFF\x6F\xEF\x61\xB3\x1A\x81\x3B\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7\x7F\xFB\x91\x62\x25\xCE\x58\x5C\xAC\x4C\x6B\x37\x39\x9E\xF7\x45\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.56

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xC90F450C), ('P4rIngress.aggregator.bitmap_seq.seq', 0x271A1D5F)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x271A1D5F, 8191)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x32)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x735FE12B), ('P4rIngress.aggregator.values_v0000.hi', 0x6574553B)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xAAEF455B), ('P4rIngress.aggregator.values_v0001.hi', 0xD6EA56F1)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x7ECFE5DB), ('P4rIngress.aggregator.values_v0010.hi', 0x75B5B8A8)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x83B2C6CE), ('P4rIngress.aggregator.values_v0011.hi', 0x5EAC18CD)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x0F6995AF), ('P4rIngress.aggregator.values_v0100.hi', 0xF9E3E2B7)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x6EBC735F), ('P4rIngress.aggregator.values_v0101.hi', 0x1759657E)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x672BA3BA), ('P4rIngress.aggregator.values_v0110.hi', 0x6EE164A3)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x6550D554), ('P4rIngress.aggregator.values_v0111.hi', 0x5768FDE3)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x492FF64A), ('P4rIngress.aggregator.values_v1000.hi', 0x5C38C2B3)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x694B3A4F), ('P4rIngress.aggregator.values_v1001.hi', 0x47DB6D95)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xE3CA85DD), ('P4rIngress.aggregator.values_v1010.hi', 0xF5BF62FB)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xCA676B35), ('P4rIngress.aggregator.values_v1011.hi', 0x78A64F5F)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x51C9D3BD), ('P4rIngress.aggregator.values_v1100.hi', 0xA73C9E7F)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xBD71AB2C), ('P4rIngress.aggregator.values_v1101.hi', 0xD6CE79AD)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x457DB32B), ('P4rIngress.aggregator.values_v1110.hi', 0x555AF1AA)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xBE2DB841), ('P4rIngress.aggregator.values_v1111.hi', 0x61B622B9)], 8191)
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
                gc.KeyTuple('job_id', 0xA662),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001963),
                gc.DataTuple('slot_count', 0x0000069D),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x163FFBD8),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0xDBB3600D),
                gc.KeyTuple('src_port', 0x6217),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xA662),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x00C8),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDB\xB3\x60\x0D\x00\x00\x00\x00\x62\x17\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA6\x62\x00\x00\x16\x3F\xFB\xD8\x06\x9C\x06\x44\x27\x1A\x1D\x5F\x00\x20\x00\x00\x5D\x48\xDA\xC4\x40\x58\xD4\xEB\xA1\x41\xDF\x76\x13\x1A\xE7\x8D\x2B\xDE\x95\xA9\x0D\x2D\x7D\x0A\xBA\xC6\xCE\x42\x6E\xF7\xDC\xCF\x3A\xEB\xE9\x6C\xDB\x39\xB4\x91\x8C\x4C\x42\x15\x71\xBD\x7D\xC7\x55\xAC\xCF\xB5\x43\x10\x82\x5C\xD7\xC6\x0F\x35\xB7\x27\x90\xD3\x69\xC3\x14\xF5\x80\x00\x00\x00\x47\x09\x4C\xA8\x5B\x88\xCE\x25\x8F\xA6\x5E\xDD\x14\xB2\x7E\x77\x56\xAD\x29\x55\x09\xAB\xCA\x65\x6D\x0B\xEA\x8C\x6F\x58\xBC\xA6\xBC\xA9\xAE\x27\x9D\x3B\x07\xF7\x7B\x57\xCA\x65\x56\xD9\x73\x9B\xB5\xBD\xDC\xF7\x64\xEC\xE0\x75\xF0\xEA\x8C\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDB\xB3\x60\x0D\xBE\xEF\x62\x17\x00\xA0\x00\x00\x50\x34\x02\x82\xA6\x62\x00\x00\x16\x3F\xFB\xD8\x06\x9C\x00\x44\x27\x1A\x1D\x5F\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x40\x58\xD4\xEB\x80\x00\x00\x00\x13\x1A\xE7\x8D\x7F\xFF\xFF\xFF\x0D\x2D\x7D\x0A\x80\x00\x00\x00\x6E\xF7\xDC\xCF\x4A\x55\x7F\x1B\xDB\x39\xB4\x91\xFB\x08\xB5\x74\x71\xBD\x7D\xC7\x7F\xFF\xFF\xFF\x43\x10\x82\x5C\x3D\x16\xE4\x89\xB7\x27\x90\xD3\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x5B\x88\xCE\x25\x80\x00\x00\x00\x14\xB2\x7E\x77\x21\x14\x94\x8A\x09\xAB\xCA\x65\x7F\xFF\xFF\xFF\x6F\x58\xBC\xA6\x80\x00\x00\x00\x9D\x3B\x07\xF7\x7F\xFF\xFF\xFF\x56\xD9\x73\x9B\x80\x00\x00\x00\x64\xEC\xE0\x75\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xC9\x0F\x45\x0D\x27\x1A\x1D\x5F\x27\x1A\x1D\x5F\x20\x44\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xEA\x05\x3E\x7E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x4A\x55\x7F\x1B\xD5\x1D\x97\x48\xFB\x08\xB5\x74\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3D\x16\xE4\x89\x0E\x90\x8E\xB6\x7F\xFF\xFF\xFF\xDC\x38\xC2\xB3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x0A\x71\xE1\x72\x21\x14\x94\x8A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x16\x95\x5B\x25\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF0\xEA\x8C\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.56

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x13606038), ('P4rIngress.aggregator.bitmap_seq.seq', 0x15100000)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x15100000, 8191)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1B), ('P4rIngress.aggregator.count_exp.exponent', 0x4F)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x783A31D2), ('P4rIngress.aggregator.values_v0000.hi', 0x4D3376A4)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xBF5D9AA5), ('P4rIngress.aggregator.values_v0001.hi', 0xDEDEA9D1)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x780E8300), ('P4rIngress.aggregator.values_v0010.hi', 0x77B576B8)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x8776F447), ('P4rIngress.aggregator.values_v0011.hi', 0x56C4B6AD)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x3E1FF167), ('P4rIngress.aggregator.values_v0100.hi', 0xABC8952C)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x06B394B7), ('P4rIngress.aggregator.values_v0101.hi', 0x521D7B17)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x289D744B), ('P4rIngress.aggregator.values_v0110.hi', 0xA5DD5A14)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x5CD6F345), ('P4rIngress.aggregator.values_v0111.hi', 0x626762EA)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x4DEA8E41), ('P4rIngress.aggregator.values_v1000.hi', 0x56C524D9)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x59704411), ('P4rIngress.aggregator.values_v1001.hi', 0x2EC95567)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x9DF7457B), ('P4rIngress.aggregator.values_v1010.hi', 0x2E2D227B)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xEAB4D1DE), ('P4rIngress.aggregator.values_v1011.hi', 0x8FBB964F)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x53B2D9F9), ('P4rIngress.aggregator.values_v1100.hi', 0x6729E0FB)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x3C955D2B), ('P4rIngress.aggregator.values_v1101.hi', 0x4138698B)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x426CC71A), ('P4rIngress.aggregator.values_v1110.hi', 0x5EDFA267)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xD8BC48FE), ('P4rIngress.aggregator.values_v1111.hi', 0xAC49DED8)], 8191)
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
                gc.KeyTuple('job_id', 0xD4DB),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001BDB),
                gc.DataTuple('slot_count', 0x00000425),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEDC99596),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x82C96326),
                gc.KeyTuple('src_port', 0x61DC),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xD4DB),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x0333),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x82\xC9\x63\x26\x00\x00\x00\x00\x61\xDC\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD4\xDB\x00\x00\xED\xC9\x95\x96\x04\x24\x06\x6C\x15\x10\x00\x00\x00\x20\x00\x00\x2E\xDE\x75\x3D\x71\x5A\x7B\x36\xA6\x11\x8A\xB5\x69\x03\x1B\x5B\x1E\x32\xF6\xE2\x09\x42\xA1\xA1\xED\xD4\x95\x86\x45\x9C\x2B\x09\x2C\x11\x9E\xE7\xE4\xCE\x6D\xA7\xA6\xB9\xB9\xEB\x62\xA3\x41\xC6\x5D\x12\x45\xEE\x2A\x53\x3A\xB0\x43\x97\x7C\x6B\x52\x9F\x72\x99\x65\x8F\xBA\xFD\x54\x15\x22\x4F\x5D\x7B\xA6\x67\xD2\x39\xB5\x1F\xA8\x7D\xA7\x65\xBA\xEF\x65\xCD\x7A\xA5\xFA\x85\xB1\x50\x80\x46\x55\xD5\x69\x37\x35\x37\x8C\x6A\x14\x3F\x00\xE9\x67\x25\x65\x41\x65\x76\xB6\x98\x75\x1D\x8D\xDB\x88\xD1\xCF\xD7\xBB\xB5\x58\x06\xE1\xD0\x40\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54\xCA\x8F\xD3\xED\x0A\x34\x42\x81\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F\xC4\x8D\xD1\x80\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x82\xC9\x63\x26\x00\x00\x00\x00\x61\xDC\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD4\xDB\x00\x00\xED\xC9\x95\x96\x04\x24\x06\x6C\x15\x10\x00\x00\x00\x20\x00\x00\x7F\xFF\xFF\xFF\x71\x5A\x7B\x36\x80\x00\x00\x00\x69\x03\x1B\x5B\x7F\xFF\xFF\xFF\x09\x42\xA1\xA1\x80\x00\x00\x00\x45\x9C\x2B\x09\x6A\x31\x90\x4E\xE4\xCE\x6D\xA7\xAD\x6D\x4E\xA2\x62\xA3\x41\xC6\x7F\xFF\xFF\xFF\x2A\x53\x3A\xB0\x7F\xFF\xFF\xFF\x52\x9F\x72\x99\x7F\xFF\xFF\xFF\x54\x15\x22\x4F\x7F\xFF\xFF\xFF\xD2\x39\xB5\x1F\x80\x00\x00\x00\xBA\xEF\x65\xCD\x65\x5A\xCC\x63\xB1\x50\x80\x46\x7F\xFF\xFF\xFF\x35\x37\x8C\x6A\x50\xD4\x5E\x14\x67\x25\x65\x41\x7F\xFF\xFF\xFF\x75\x1D\x8D\xDB\x80\x00\x00\x00\xBB\xB5\x58\x06\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x13\x60\x60\x39\x15\x10\x00\x00\x15\x10\x00\x00\x1C\x6C\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x47\xE1\xC5\x2C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x6A\x31\x90\x4E\x90\x97\x02\xD3\xAD\x6D\x4E\xA2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD0\x30\x94\xC4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x01\x03\x0A\x86\x80\x00\x00\x00\xE9\x1C\x88\x48\x65\x5A\xCC\x63\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x50\xD4\x5E\x14\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xE1\xD0\x40\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54\xCA\x8F\xD3\xED\x0A\x34\x42\x81\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F\xC4\x8D\xD1\x80\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.56

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x567A7460), ('P4rIngress.aggregator.bitmap_seq.seq', 0x20000000)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x20000000, 8191)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x13), ('P4rIngress.aggregator.count_exp.exponent', 0x70)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x67F7144B), ('P4rIngress.aggregator.values_v0000.hi', 0x5366AD2D)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x8D8EE869), ('P4rIngress.aggregator.values_v0001.hi', 0x1E107127)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x3E4656E6), ('P4rIngress.aggregator.values_v0010.hi', 0x40A415A8)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x8A2C52E1), ('P4rIngress.aggregator.values_v0011.hi', 0x19F17F7D)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x7ECA25EB), ('P4rIngress.aggregator.values_v0100.hi', 0xF6DDA2BC)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x12C74F3D), ('P4rIngress.aggregator.values_v0101.hi', 0x5A795E8C)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x517E7264), ('P4rIngress.aggregator.values_v0110.hi', 0x2E79BFEF)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x4BABADD4), ('P4rIngress.aggregator.values_v0111.hi', 0x4B7C5936)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x5E7D56EB), ('P4rIngress.aggregator.values_v1000.hi', 0x74C73714)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xDEDABBEA), ('P4rIngress.aggregator.values_v1001.hi', 0x6218B539)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x3B561585), ('P4rIngress.aggregator.values_v1010.hi', 0x77875CB7)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x68FCA9E5), ('P4rIngress.aggregator.values_v1011.hi', 0x9FDD8B23)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x55D84DFA), ('P4rIngress.aggregator.values_v1100.hi', 0x555B3B1C)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x2E6CC8B0), ('P4rIngress.aggregator.values_v1101.hi', 0x8BB3AF18)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xC1984CB5), ('P4rIngress.aggregator.values_v1110.hi', 0x5B933655)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xEFB0337A), ('P4rIngress.aggregator.values_v1111.hi', 0x4A792516)], 8191)
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
                gc.KeyTuple('job_id', 0x22BE),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000007FF),
                gc.DataTuple('slot_count', 0x00001801),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x88DDC84A),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0x90854D1B),
                gc.KeyTuple('src_port', 0x1F33),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x22BE),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x01AE),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x90\x85\x4D\x1B\x00\x00\x00\x00\x1F\x33\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x22\xBE\x00\x00\x88\xDD\xC8\x4A\x18\x00\x04\xE1\x20\x00\x00\x00\x00\x20\x00\x00\x73\x87\x9C\x1F\x43\x36\x9D\x6D\xC5\xB6\x94\xC7\xA2\x7C\x12\x69\x55\x45\x56\xCE\x58\x77\x7D\x6E\xF4\xDA\x37\x76\x68\x87\x5F\x4C\x91\x9D\x66\xEF\x54\x35\x66\xDE\x6C\x2F\xB6\x3F\x5B\x15\x79\xD5\x7C\x36\xEA\xE5\x3E\xFF\xCB\x69\x4A\xB7\x1D\x8C\x7F\x8A\xDE\xB3\x4A\x8F\x0E\xC9\x5D\xCC\x3F\x83\xF6\xBA\xFB\x7C\x41\xAB\xD6\xE2\x52\xD7\x95\x5B\xBF\xAE\xDF\xD1\x1D\x9E\x30\xC5\x80\xB5\x19\xA8\x53\x3E\xFD\x4F\x6B\x32\x71\x18\x52\x56\x6E\xA6\xA7\xAF\x44\xE6\x6F\x15\x4A\x94\x3A\x13\x69\x5E\x8D\x33\x4B\x14\x4C\xF1\x25\xC5\xD0\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x90\x85\x4D\x1B\xBE\xEF\x1F\x33\x00\xA0\x00\x00\x50\x34\x02\x82\x22\xBE\x00\x00\x88\xDD\xC8\x4A\x18\x00\x00\xE1\x20\x00\x00\x00\x00\x20\x00\x14\x7F\xFF\xFF\xFF\x43\x36\x9D\x6D\x80\x00\x00\x00\xA2\x7C\x12\x69\x7F\xFF\xFF\xFF\x58\x77\x7D\x6E\x80\x00\x00\x00\x68\x87\x5F\x4C\x10\x67\x8C\xDA\x54\x35\x66\xDE\x7E\xF7\x05\x7C\x5B\x15\x79\xD5\x7F\xFF\xFF\xFF\x3E\xFF\xCB\x69\x7F\xFF\xFF\xFF\x7F\x8A\xDE\xB3\x7F\xFF\xFF\xFF\x5D\xCC\x3F\x83\xD5\x95\xB7\x66\x41\xAB\xD6\xE2\x7F\xFF\xFF\xFF\xBF\xAE\xDF\xD1\x7F\xFF\xFF\xFF\x80\xB5\x19\xA8\x7F\xFF\xFF\xFF\x6B\x32\x71\x18\x7F\xFF\xFF\xFF\xA7\xAF\x44\xE6\x30\xAD\x97\x49\x3A\x13\x69\x5E\x80\x00\x00\x00\x4C\xF1\x25\xC5\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x56\x7A\x74\x61\x20\x00\x00\x00\x20\x00\x00\x00\x14\xE1\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xC0\x8C\x83\x90\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x10\x67\x8C\xDA\x4B\x13\x09\x9A\x7E\xF7\x05\x7C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6D\x79\x8B\x58\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD5\x95\xB7\x66\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x37\x36\x3C\x88\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x30\xAD\x97\x49\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD0\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.56

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x9D0C27A4), ('P4rIngress.aggregator.bitmap_seq.seq', 0x9758EA94)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x9758EA94, 8191)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x08), ('P4rIngress.aggregator.count_exp.exponent', 0xAC)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x572CD39D), ('P4rIngress.aggregator.values_v0000.hi', 0x0D4A29E0)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x9FB3B279), ('P4rIngress.aggregator.values_v0001.hi', 0x8417D2B8)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x6D4597AD), ('P4rIngress.aggregator.values_v0010.hi', 0x606E17A4)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x8106A64F), ('P4rIngress.aggregator.values_v0011.hi', 0x50C7A09C)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x379F69AA), ('P4rIngress.aggregator.values_v0100.hi', 0x4B7B355E)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xDAB34294), ('P4rIngress.aggregator.values_v0101.hi', 0x6828F989)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x5C4B9733), ('P4rIngress.aggregator.values_v0110.hi', 0xB79625AA)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x69A4073B), ('P4rIngress.aggregator.values_v0111.hi', 0x9E91931C)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xF7533A37), ('P4rIngress.aggregator.values_v1000.hi', 0x47E58695)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xF84F79F3), ('P4rIngress.aggregator.values_v1001.hi', 0x98316952)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xD6E85DB5), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x6D099E83), ('P4rIngress.aggregator.values_v1011.hi', 0x1A8DBBB5)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xA77106ED), ('P4rIngress.aggregator.values_v1100.hi', 0xB2C26AED)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x794AE7CD), ('P4rIngress.aggregator.values_v1101.hi', 0x30D4EB75)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x6D395067), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x3DEA25EB), ('P4rIngress.aggregator.values_v1111.hi', 0x5CD8FFA1)], 8191)
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
                gc.KeyTuple('job_id', 0xF214),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001000),
                gc.DataTuple('slot_count', 0x00001000),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDD8D3DA0),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0xB87D0B28),
                gc.KeyTuple('src_port', 0x42E5),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xF214),
                gc.DataTuple('rank', 0x0000),
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
        ig_port = 2
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB8\x7D\x0B\x28\x00\x00\x00\x00\x42\xE5\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF2\x14\x00\x00\xDD\x8D\x3D\xA0\x0F\xFF\x02\xD9\x97\x58\xEA\x94\x00\x20\x00\x00\x4F\x0A\x9E\x69\x74\x56\xFD\x0A\xBD\x98\xA3\x4A\x54\x94\x05\xB0\x49\x4F\xB1\x41\x29\xED\x74\x8C\xE3\x9F\xF3\x97\x6A\x1A\x9B\x72\xA3\xDF\x3A\x72\xEB\x23\x16\x5E\xD4\x6A\xFE\xDF\x48\xB4\x20\xDF\x5A\x0F\x36\x59\x32\x16\xD6\x1A\x20\x93\x62\xAC\x91\xF4\x8C\x5C\x64\x12\x3A\x36\xE6\xA4\xF7\x3F\xEB\xE4\xED\xA3\xD7\x59\x5E\x33\x8C\x3E\x44\x15\xB4\x44\x83\x11\x2A\x01\x92\x8F\x7F\x61\x99\x97\xAE\x56\x99\x69\x16\x6F\x0C\xAA\x2D\x4A\xD4\x46\x67\x02\xD9\x2D\x21\x6C\xD4\x4B\xEC\x97\x12\x81\x27\xAB\xEC\x1F\x74\x48\xC5\xAB\x1F\x79\xE8\x5A\x63\x21\x52\x2C\x29\xB5\x53\xFF\x85\x57\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB8\x7D\x0B\x28\xBE\xEF\x42\xE5\x00\xA0\x00\x00\x50\x34\x02\x82\xF2\x14\x00\x00\xDD\x8D\x3D\xA0\x0F\xFF\x00\xD9\x97\x58\xEA\x94\x00\x20\x00\x09\x7F\xFF\xFF\xFF\x74\x56\xFD\x0A\x80\x00\x00\x00\x54\x94\x05\xB0\x7F\xFF\xFF\xFF\x29\xED\x74\x8C\x80\x00\x00\x00\x6A\x1A\x9B\x72\xDB\x7E\xA4\x1C\xEB\x23\x16\x5E\xAF\x1E\x41\x73\x48\xB4\x20\xDF\x7F\xFF\xFF\xFF\x32\x16\xD6\x1A\x7F\xFF\xFF\xFF\x91\xF4\x8C\x5C\x5B\x65\x74\x6D\xE6\xA4\xF7\x3F\xE4\x34\x67\x96\xD7\x59\x5E\x33\x80\x00\x00\x00\xB4\x44\x83\x11\x7F\xFF\xFF\xFF\x7F\x61\x99\x97\x80\x00\x00\x00\x16\x6F\x0C\xAA\x7F\xFF\xFF\xFF\x67\x02\xD9\x2D\x7F\xFF\xFF\xFF\xEC\x97\x12\x81\x65\x96\x12\x0A\x74\x48\xC5\xAB\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x9D\x0C\x27\xA5\x97\x58\xEA\x94\x97\x58\xEA\x94\x09\xD9\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD8\xAB\xD8\x68\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xDB\x7E\xA4\x1C\x36\x9E\x4B\xBC\xAF\x1E\x41\x73\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE9\xAC\xFB\xC4\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x5B\x65\x74\x6D\x2E\x8A\x7D\xD4\xE4\x34\x67\x96\x80\x00\x00\x00\x80\x00\x00\x00\xB4\x44\x83\x11\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xC9\x31\x77\x97\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEC\x97\x12\x81\x65\x96\x12\x0A\x7F\xFF\xFF\xFF\x1F\x79\xE8\x5A\x63\x21\x52\x2C\x29\xB5\x53\xFF\x85\x57\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.56

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x281DDDF6), ('P4rIngress.aggregator.bitmap_seq.seq', 0x87D21409)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x87D21409, 8191)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x32)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x6D75BB1D), ('P4rIngress.aggregator.values_v0000.hi', 0x3B5876E4)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xB9F694E0), ('P4rIngress.aggregator.values_v0001.hi', 0x2779A53F)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x4E50A05D), ('P4rIngress.aggregator.values_v0010.hi', 0x52BAB222)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xCA47E0C9), ('P4rIngress.aggregator.values_v0011.hi', 0x19D6214B)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x669E33F1), ('P4rIngress.aggregator.values_v0100.hi', 0x2FE77E94)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x349D5A95)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x55EFEB4B), ('P4rIngress.aggregator.values_v0110.hi', 0xBCC565A7)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x25C9266A), ('P4rIngress.aggregator.values_v0111.hi', 0x54DE4FB2)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x228BE263), ('P4rIngress.aggregator.values_v1000.hi', 0x0D2FF1B0)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x7B1D1D8D), ('P4rIngress.aggregator.values_v1001.hi', 0x8B4B2DE3)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xB3A5CE1E), ('P4rIngress.aggregator.values_v1010.hi', 0xBA5D1CBF)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x560BACAB), ('P4rIngress.aggregator.values_v1011.hi', 0x5F71B10F)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x417662A2), ('P4rIngress.aggregator.values_v1100.hi', 0x5C5E9115)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xBFF4B55B), ('P4rIngress.aggregator.values_v1101.hi', 0x6E78E589)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x695E5650), ('P4rIngress.aggregator.values_v1110.hi', 0x43EA373C)], 8191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xEF63BC14), ('P4rIngress.aggregator.values_v1111.hi', 0xCCC55893)], 8191)
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
                gc.KeyTuple('job_id', 0x7EE1),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000012AA),
                gc.DataTuple('slot_count', 0x00000D56),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x82CAE421),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01C),
                gc.KeyTuple('src_addr', 0x3C6170CE),
                gc.KeyTuple('src_port', 0xCD82),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x7EE1),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x03EE),
            ]
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
        ig_port = 28
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3C\x61\x70\xCE\x00\x00\x00\x00\xCD\x82\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x7E\xE1\x00\x00\x82\xCA\xE4\x21\x0D\x55\x00\xC8\x87\xD2\x14\x09\x00\x20\x00\x00\x45\xC7\xA1\xC7\x4A\x5D\x34\xC6\x95\x85\x27\x6F\x33\x59\xB1\xBA\x52\xD7\x8B\x61\x3C\x2B\xDF\xD8\x9A\xE3\xC4\x91\x69\x89\x7D\x4D\xA2\x73\xAC\xE4\xEB\xEE\x97\xBE\x00\x00\x00\x00\x77\xAD\x97\x65\x3C\x02\x88\x76\x09\x75\xEB\xF9\x76\x6F\xF8\xF7\x5A\x01\xBA\x33\x7E\x74\xF5\xA5\x7E\xA3\xB4\x65\x26\x79\xD7\x47\x57\x97\x6E\xCF\x95\xBC\xD3\x0C\x9A\x68\xAC\xB5\x5D\xBE\x1B\x0A\x53\x6B\x33\xB5\x51\x13\x4E\x9D\x5E\xD7\xD2\xEE\x90\x47\x24\x63\x74\xBB\x12\xAB\xCB\x50\x24\xDA\x67\x66\xB7\x1D\x84\x55\x09\x85\xAA\xA9\x0B\x36\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25\x33\x3F\x22\x8C\x3B\xFE\xBF\xA1\x09\x3B\xC5\xF9\xF8\x50\xA9\xFA\x96\xFE\xAE\xA5\xF0\x00\x9A\xC6\x20\x71\xC0\x58\x86\xA1\xE0\x31'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x3C\x61\x70\xCE\xBE\xEF\xCD\x82\x00\xA0\x00\x00\x50\x34\x02\x82\x7E\xE1\x00\x00\x82\xCA\xE4\x21\x0D\x55\x00\xC8\x87\xD2\x14\x09\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x4A\x5D\x34\xC6\x80\x00\x00\x00\x33\x59\xB1\xBA\x7F\xFF\xFF\xFF\x3C\x2B\xDF\xD8\x80\x00\x00\x00\x69\x89\x7D\x4D\x09\x11\xE0\xD5\xEB\xEE\x97\xBE\x00\x00\x00\x00\x77\xAD\x97\x65\x7F\xFF\xFF\xFF\x09\x75\xEB\xF9\x7F\xFF\xFF\xFF\x5A\x01\xBA\x33\x7F\xFF\xFF\xFF\x7E\xA3\xB4\x65\x7F\xFF\xFF\xFF\x57\x97\x6E\xCF\x80\x00\x00\x00\x9A\x68\xAC\xB5\x7F\xFF\xFF\xFF\x53\x6B\x33\xB5\x7F\xFF\xFF\xFF\x5E\xD7\xD2\xEE\x80\x00\x00\x00\x74\xBB\x12\xAB\x34\xAE\x7B\x2A\x67\x66\xB7\x1D\x80\x00\x00\x00\xAA\xA9\x0B\x36\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x28\x1D\xDD\xF7\x87\xD2\x14\x09\x87\xD2\x14\x09\x20\xC8\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x5A\xD3\x56\xF9\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x09\x11\xE0\xD5\x1B\xD6\x16\x52\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC6\x3B\x51\xA0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE2\xE2\x9C\xB2\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x34\xAE\x7B\x2A\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25\x33\x3F\x22\x8C\x3B\xFE\xBF\xA1\x09\x3B\xC5\xF9\xF8\x50\xA9\xFA\x96\xFE\xAE\xA5\xF0\x00\x9A\xC6\x20\x71\xC0\x58\x86\xA1\xE0\x31'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

