# PTF test for /tmp/wt38/regen/work/k32/kind25/main
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

logger = logging.getLogger('/tmp/wt38/regen/work/k32/kind25/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/wt38/regen/work/k32/kind25/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/wt38/regen/work/k32/kind25/main')

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
    # Current statement coverage: 0.064

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x20\x00\x00\x32\xEE\x8A\x92\x26\x81\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2\x38\xAD\x74\x40\x29\xC0\x3A\x7D\xBE\x95\xCA\xE5\x0E\xB4\xDC\xBB\xBB\xB5\xF2\xF3\xF9\xFA\xA8\x5F\x4F\x03\x28\x97\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7\x9D\xA2\xAA\xDF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.26

    def setupCtrlPlane(self):
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x71A3),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x5888),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000013FC),
                gc.DataTuple('slot_count', 0x00000C04),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA7FF1443),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x005),
                gc.KeyTuple('src_addr', 0xBBFE9F7D),
                gc.KeyTuple('src_port', 0x7E3C),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x5888),
                gc.DataTuple('rank', 0x0013),
                gc.DataTuple('worker_index', 0x03F8),
            ]
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
        ig_port = 5
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBB\xFE\x9F\x7D\x00\x00\x00\x00\x7E\x3C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x58\x88\x00\x13\xA7\xFF\x14\x43\x0C\x03\x03\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x9D\x55\xF3\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C\xD0\x13\x82\xD3\x92\xC1\xF8\xB4\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6\x29\x11\xC4\xEA\xE8\xC8\xAB\xAC\x21\x97\x3C\x22\x6E\xD7\xE0\x55\x20\x20\x82\xEA\x21\xC0\x54\x9C\xF3\x35\x47\x4B\xA7\xFE\xA5\x23\x1A\x71\xD8\x2A\x74\xFB\xB4\x4D\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBB\xFE\x9F\x7D\x00\x00\x00\x00\x7E\x3C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x58\x88\x00\x13\xA7\xFF\x14\x43\x0C\x03\x03\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x07\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x9D\x55\xF3\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C\xD0\x13\x82\xD3\x92\xC1\xF8\xB4\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6\x29\x11\xC4\xEA\xE8\xC8\xAB\xAC\x21\x97\x3C\x22\x6E\xD7\xE0\x55\x20\x20\x82\xEA\x21\xC0\x54\x9C\xF3\x35\x47\x4B\xA7\xFE\xA5\x23\x1A\x71\xD8\x2A\x74\xFB\xB4\x4D\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.43

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x46A2D92E), ('P4rIngress.aggregator.bitmap_seq.seq', 0xD3A635A9)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xD3A635A9, 16383)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 16383)
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
                gc.KeyTuple('job_id', 0xE09A),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000800),
                gc.DataTuple('slot_count', 0x00001800),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB2BFDDB9),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02C),
                gc.KeyTuple('src_addr', 0xE27E1A69),
                gc.KeyTuple('src_port', 0x7730),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xE09A),
                gc.DataTuple('rank', 0x0013),
                gc.DataTuple('worker_index', 0x0074),
            ]
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
        ig_port = 44
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE2\x7E\x1A\x69\x00\x00\x00\x00\x77\x30\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE0\x9A\x00\x13\xB2\xBF\xDD\xB9\x17\xFF\x05\x00\x31\xA9\x88\x33\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x86\x5E\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65\xA5\xD4\x4B\xC1\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE2\x7E\x1A\x69\x00\x00\x00\x00\x77\x30\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE0\x9A\x00\x13\xB2\xBF\xDD\xB9\x17\xFF\x05\x00\x31\xA9\x88\x33\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x08\x00\x00\x31\xA9\x88\x33\x31\xA9\x88\x33\x01\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x86\x5E\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65\xA5\xD4\x4B\xC1\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.43

    def setupCtrlPlane(self):
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x6B06),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x1F51),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001B78),
                gc.DataTuple('slot_count', 0x00000488),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB3F4C7B7),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01F),
                gc.KeyTuple('src_addr', 0x290D7429),
                gc.KeyTuple('src_port', 0xEF48),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x1F51),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x03D8),
            ]
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
        ig_port = 31
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x29\x0D\x74\x29\x00\x00\x00\x00\xEF\x48\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x1F\x51\x00\x1F\xB3\xF4\xC7\xB7\x04\x87\x05\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x29\xC5\xF0\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D\xAE\xB5\x49\x43\xEF\x94\xC0\x02\x9B\xDC\x5C\x06\x73\x28\x28\x8D\x47\x6B\xF2\x79\x7A\x2C\xE6\xDB\xEB\xFF\x8F\xAB\x8F\x7B\x95\xC4\x72\x34\xBC\xF9\x8D\xF7\x5B\x2F\xE5\xF0\xC4\x18\x3F\x3A\xF4\xD8\x95\xD9\x65\x8A\xEE\xE2\xD3\xAA\x2F\x33\xD1\x8B\xCF\x81\x7F\xFE\xE3\x6D\x4B\x0D\x54\x2A\xFF\xDA\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x29\x0D\x74\x29\x00\x00\x00\x00\xEF\x48\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x1F\x51\x00\x1F\xB3\xF4\xC7\xB7\x04\x87\x05\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x07\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x29\xC5\xF0\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D\xAE\xB5\x49\x43\xEF\x94\xC0\x02\x9B\xDC\x5C\x06\x73\x28\x28\x8D\x47\x6B\xF2\x79\x7A\x2C\xE6\xDB\xEB\xFF\x8F\xAB\x8F\x7B\x95\xC4\x72\x34\xBC\xF9\x8D\xF7\x5B\x2F\xE5\xF0\xC4\x18\x3F\x3A\xF4\xD8\x95\xD9\x65\x8A\xEE\xE2\xD3\xAA\x2F\x33\xD1\x8B\xCF\x81\x7F\xFE\xE3\x6D\x4B\x0D\x54\x2A\xFF\xDA\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.59

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xB2DD74A8), ('P4rIngress.aggregator.bitmap_seq.seq', 0x3DC9446B)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x3DC9446B, 16383)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x09), ('P4rIngress.aggregator.count_exp.exponent', 0x5A)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x8BE11DA9), ('P4rIngress.aggregator.values_v0000.hi', 0x4AAF4DA3)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xE3C0F59D), ('P4rIngress.aggregator.values_v0001.hi', 0x9E56E2E5)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x78897778), ('P4rIngress.aggregator.values_v0010.hi', 0x138836D5)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x3233FF72), ('P4rIngress.aggregator.values_v0011.hi', 0xABEAF1EB)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xABB16006), ('P4rIngress.aggregator.values_v0100.hi', 0x2BC72E63)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x70C4DAEB), ('P4rIngress.aggregator.values_v0101.hi', 0x816AB1A3)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xD94A4FC7), ('P4rIngress.aggregator.values_v0110.hi', 0x808B5013)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x20F2EC6E), ('P4rIngress.aggregator.values_v0111.hi', 0xC4C22575)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x9428C2D3), ('P4rIngress.aggregator.values_v1000.hi', 0x7C4A9536)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x9CA37A7D), ('P4rIngress.aggregator.values_v1001.hi', 0x6762C17D)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xA2EA57B3), ('P4rIngress.aggregator.values_v1010.hi', 0xD1AC77BD)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x68B55DD3), ('P4rIngress.aggregator.values_v1011.hi', 0x95D53EC1)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x54F55EBA), ('P4rIngress.aggregator.values_v1100.hi', 0xC06872DD)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x50341428), ('P4rIngress.aggregator.values_v1101.hi', 0x4A654676)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x1A7ACBB1), ('P4rIngress.aggregator.values_v1110.hi', 0x78ACA7F7)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0xCA24F3C1)], 16383)
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
                gc.KeyTuple('job_id', 0x41EA),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000015CF),
                gc.DataTuple('slot_count', 0x00000A31),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCAE975C3),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x006),
                gc.KeyTuple('src_addr', 0x93EE83EF),
                gc.KeyTuple('src_port', 0x6F01),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x41EA),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x01F3),
            ]
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
        ig_port = 6
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x93\xEE\x83\xEF\x00\x00\x00\x00\x6F\x01\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x41\xEA\x00\x1E\xCA\xE9\x75\xC3\x0A\x30\x01\x9E\x3D\xC9\x44\x6B\x00\x20\x00\x00\xCE\x61\xC9\x8B\x53\xA9\x5B\x29\x87\xF0\x57\x28\x59\x47\x21\x3B\x19\x59\x87\xF3\xF8\xDD\x62\x27\x63\xAD\xE8\x6B\xA9\xE5\xB4\x3A\xA2\x39\xE1\x25\x76\x27\x25\xD3\x31\xE5\xDA\x39\xC1\xEC\x84\x95\x9B\x49\x6B\x9E\xC6\x8B\x44\xAA\xF7\x3D\x84\x95\xE6\x9E\xF6\xFB\xB5\xE7\x94\xFF\x7C\xD4\xB6\x62\x87\x12\xA5\x2D\x1E\x4D\x8F\x6B\x3B\xE7\xA5\xA3\x9C\x8F\x0B\x30\x78\x0D\x74\xE7\x44\xE9\x5A\x58\xE3\x67\xC4\x65\x56\xC5\xE2\x46\x42\x5D\xF4\xDF\x7E\xF5\x25\x1B\x6E\xCA\xC3\x47\x0B\xCE\x7B\x70\x80\x00\x00\x00\xC7\xB6\xC2\x17\x7F\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34\x19\xF5\xC7\x31\x1B\x85\xB3\xB7\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90\x7D\x00\x11\xF4\x10\x92\xCC\xA3\x51\x5F\x9D\xE8\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x93\xEE\x83\xEF\x00\x00\x00\x00\x6F\x01\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x41\xEA\x00\x1E\xCA\xE9\x75\xC3\x0A\x30\x01\x9E\x3D\xC9\x44\x6B\x00\x20\x00\x00\x80\x00\x00\x00\x53\xA9\x5B\x29\x80\x00\x00\x00\x59\x47\x21\x3B\x7F\xFF\xFF\xFF\xF8\xDD\x62\x27\x7F\xFF\xFF\xFF\xA9\xE5\xB4\x3A\x80\x00\x00\x00\x76\x27\x25\xD3\x7F\xFF\xFF\xFF\xC1\xEC\x84\x95\x80\x00\x00\x00\xC6\x8B\x44\xAA\x18\x30\x71\x03\xE6\x9E\xF6\xFB\x80\x00\x00\x00\x7C\xD4\xB6\x62\x80\x00\x00\x00\x1E\x4D\x8F\x6B\xDE\xD1\xFD\x56\x9C\x8F\x0B\x30\x7F\xFF\xFF\xFF\x44\xE9\x5A\x58\x38\x5D\x23\x1F\x56\xC5\xE2\x46\x7F\xFF\xFF\xFF\x7E\xF5\x25\x1B\x7F\xFF\xFF\xFF\x0B\xCE\x7B\x70\x80\x00\x00\x00\xC7\xB6\xC2\x17\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\xF2\xDD\x74\xA8\x3D\xC9\x44\x6B\x3D\xC9\x44\x6B\x0A\x9E\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF7\x9E\x04\x20\x7F\xFF\xFF\xFF\x0C\x65\x98\xFC\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x18\x30\x71\x03\xAB\x61\x1C\x70\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xDE\xD1\xFD\x56\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xDA\xBE\x99\x19\x38\x5D\x23\x1F\x17\x2E\x55\x23\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x91\xDB\xB5\xD8\x7F\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34\x19\xF5\xC7\x31\x1B\x85\xB3\xB7\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90\x7D\x00\x11\xF4\x10\x92\xCC\xA3\x51\x5F\x9D\xE8\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.61

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x30A24742), ('P4rIngress.aggregator.bitmap_seq.seq', 0xD4E8F640)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xD4E8F640, 16383)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x7A)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x98C1BD5F), ('P4rIngress.aggregator.values_v0000.hi', 0x4257D293)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x96BA53AF), ('P4rIngress.aggregator.values_v0001.hi', 0x958B53F5)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x4A51593F), ('P4rIngress.aggregator.values_v0010.hi', 0x94D455A5)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x63ED8D2E), ('P4rIngress.aggregator.values_v0011.hi', 0x8D3F2708)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xA9F748AA), ('P4rIngress.aggregator.values_v0100.hi', 0x2267EBED)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5B7265E9), ('P4rIngress.aggregator.values_v0101.hi', 0x9854CB11)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x8CDE4FCD), ('P4rIngress.aggregator.values_v0110.hi', 0xA08AA3C8)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x4516A565), ('P4rIngress.aggregator.values_v0111.hi', 0x16CDC9A2)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xAE33EA20), ('P4rIngress.aggregator.values_v1000.hi', 0x4D5AD889)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x81241CBD), ('P4rIngress.aggregator.values_v1001.hi', 0x56BF1FFE)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xB55AC54B), ('P4rIngress.aggregator.values_v1010.hi', 0x1164D9CD)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x6E478B65), ('P4rIngress.aggregator.values_v1011.hi', 0x4DC30069)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xDD7CA4EE), ('P4rIngress.aggregator.values_v1100.hi', 0x5480AAD7)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x70D11414), ('P4rIngress.aggregator.values_v1101.hi', 0x5380F818)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xB50199B9), ('P4rIngress.aggregator.values_v1110.hi', 0x5A710E5A)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xA2B93F5E), ('P4rIngress.aggregator.values_v1111.hi', 0x722F3B7A)], 16383)
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
                gc.KeyTuple('job_id', 0xF406),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001FFF),
                gc.DataTuple('slot_count', 0x00000001),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8F1DD33A),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02A),
                gc.KeyTuple('src_addr', 0xEF0B4063),
                gc.KeyTuple('src_port', 0x7284),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xF406),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x034A),
            ]
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
        ig_port = 42
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEF\x0B\x40\x63\x00\x00\x00\x00\x72\x84\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF4\x06\x00\x1E\x8F\x1D\xD3\x3A\x00\x00\x03\x7E\xD4\xE8\xF6\x40\x00\x20\x00\x00\xB3\x4F\x90\x33\x44\x6F\x9E\xFB\xE7\x73\x5D\x3D\x77\x3F\x54\x24\x73\xB7\x0D\x62\x61\x2E\xCA\x77\x38\x5B\x99\x8B\x97\xA1\xAE\xA1\x8B\xC3\x2C\xD4\x63\x6E\xAA\x34\x7B\xF3\xB6\xEF\xBB\x66\xC7\x3F\xBF\xCA\xCD\x7D\xBC\x6C\xB1\x8D\x89\xFB\x6B\x76\xAD\x9E\x9D\x37\xB3\xD9\x48\x5B\x4C\x6C\x3D\xD9\xBB\x68\x27\x77\x63\x97\x81\x66\xAE\x14\x71\x5B\x78\xEE\x90\xCB\x4D\x04\x60\xEF\x5A\x82\x40\xFF\xCB\xE6\x46\x56\x7F\xB4\xC8\xD1\x4B\x3F\xD6\xE7\xCD\x71\x71\x4F\x1E\xA6\xDA\x6B\xF3\x54\x5E\xC3\xD3\x02\x16\x54\x30\xA1\x31\x58\x5A\xF1\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53\xA6\xB2\x63\xC9\x84\x46\xDE\x3F\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xEF\x0B\x40\x63\xBE\xEF\x72\x84\x00\xA0\x00\x00\x50\x34\x02\x82\xF4\x06\x00\x1E\x8F\x1D\xD3\x3A\x00\x00\x01\x7E\xD4\xE8\xF6\x40\x00\x20\x00\x20\x80\x00\x00\x00\x44\x6F\x9E\xFB\x80\x00\x00\x00\x77\x3F\x54\x24\x7F\xFF\xFF\xFF\x61\x2E\xCA\x77\x7F\xFF\xFF\xFF\x97\xA1\xAE\xA1\x80\x00\x00\x00\x63\x6E\xAA\x34\x7F\xFF\xFF\xFF\xBB\x66\xC7\x3F\x80\x00\x00\x00\xBC\x6C\xB1\x8D\xCF\x12\x10\xDB\xAD\x9E\x9D\x37\x80\x00\x00\x00\x4C\x6C\x3D\xD9\x80\x00\x00\x00\x63\x97\x81\x66\x80\x00\x00\x00\x78\xEE\x90\xCB\x7F\xFF\xFF\xFF\x5A\x82\x40\xFF\xA9\x62\xEB\x44\x7F\xB4\xC8\xD1\x7F\xFF\xFF\xFF\xCD\x71\x71\x4F\xD3\xA8\x74\x24\xF3\x54\x5E\xC3\x80\x00\x00\x00\x30\xA1\x31\x58\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x70\xA2\x47\x42\xD4\xE8\xF6\x40\xD4\xE8\xF6\x40\x20\x7E\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x0C\xCA\xA8\x19\x7F\xFF\xFF\xFF\xF6\x03\x20\x1C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xCF\x12\x10\xDB\xC4\x6C\x66\xD9\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA9\x62\xEB\x44\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x20\xF2\x69\x67\xD3\xA8\x74\x24\x4D\xC5\x6D\x1D\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x5A\xF1\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53\xA6\xB2\x63\xC9\x84\x46\xDE\x3F\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.61

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x2C4FA766), ('P4rIngress.aggregator.bitmap_seq.seq', 0x4A000000)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x4A000000, 16383)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x14)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xB03536C6), ('P4rIngress.aggregator.values_v0000.hi', 0x4B9D36D2)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xB5CC9897), ('P4rIngress.aggregator.values_v0001.hi', 0xAE87ADE6)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x5593356D), ('P4rIngress.aggregator.values_v0010.hi', 0x46FD3E15)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x082CE977), ('P4rIngress.aggregator.values_v0011.hi', 0xA003223C)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x9586B3EC), ('P4rIngress.aggregator.values_v0100.hi', 0x56CF7B2D)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x50132525), ('P4rIngress.aggregator.values_v0101.hi', 0xAE9B95DF)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x836DCB27), ('P4rIngress.aggregator.values_v0110.hi', 0xC27C6EFF)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x52294C7D), ('P4rIngress.aggregator.values_v0111.hi', 0x139042B3)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x8D128D98), ('P4rIngress.aggregator.values_v1000.hi', 0x63F1CD3B)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xB35CDB43), ('P4rIngress.aggregator.values_v1001.hi', 0x7769DFDA)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xCD416D63), ('P4rIngress.aggregator.values_v1010.hi', 0x8F4B174D)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x313D4869), ('P4rIngress.aggregator.values_v1011.hi', 0xC8A5E155)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xFAA96093), ('P4rIngress.aggregator.values_v1100.hi', 0x1DB1D473)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x581B93C3), ('P4rIngress.aggregator.values_v1101.hi', 0x45C0D865)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x86F5E361), ('P4rIngress.aggregator.values_v1110.hi', 0x4985556E)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x4DD63540), ('P4rIngress.aggregator.values_v1111.hi', 0xD0A17675)], 16383)
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
                gc.KeyTuple('job_id', 0x9449),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001F52),
                gc.DataTuple('slot_count', 0x000000AE),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6CF49204),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02F),
                gc.KeyTuple('src_addr', 0xCA40DE37),
                gc.KeyTuple('src_port', 0xBFEF),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9449),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x03D2),
            ]
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
        ig_port = 47
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCA\x40\xDE\x37\x00\x00\x00\x00\xBF\xEF\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x94\x49\x00\x1E\x6C\xF4\x92\x04\x00\xAD\x01\x4B\x4A\x00\x00\x00\x00\x20\x00\x00\x95\x09\xDB\xE9\x48\x9E\xDE\x87\x82\xD0\x48\x6D\x45\x9A\x5D\xA7\x45\x4A\x4D\xD5\x2C\x4C\xD4\x76\x7C\xE5\xC3\x01\xBC\xB9\xA6\x19\x84\xE9\x9A\x29\x31\xEF\x59\xDD\x55\x74\xF5\x63\x9D\x58\xB5\xCB\xC8\x62\x7B\x5A\xA9\x7D\x45\x2F\x02\x8D\xE4\xF1\xC3\x99\x5E\x8D\x95\x73\xB7\xB7\x21\xD5\xF5\x79\xA8\xC6\x71\x31\x42\xA2\x46\xCF\x6C\xEA\x48\xB9\x8E\x9A\x75\xD5\x69\x5D\xC5\xFB\x58\x1E\x73\x3A\x2E\xFF\x2B\xC7\xCD\x37\x57\xFB\x52\xF4\xBA\xC1\x75\x69\x6C\xCD\xCE\x6E\xAE\xE7\x69\x67\x07\x2A\x44\xA8\xF1\xC1\xA6\xA4\xE4\xF7\xF7\x47\x63\x70\x30\xD9\xCC\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCA\x40\xDE\x37\xBE\xEF\xBF\xEF\x00\xA0\x00\x00\x50\x34\x02\x82\x94\x49\x00\x1E\x6C\xF4\x92\x04\x00\xAD\x01\x4B\x4A\x00\x00\x00\x00\x20\x00\x20\x80\x00\x00\x00\x48\x9E\xDE\x87\x80\x00\x00\x00\x45\x9A\x5D\xA7\x7F\xFF\xFF\xFF\x2C\x4C\xD4\x76\x7F\xFF\xFF\xFF\xBC\xB9\xA6\x19\x80\x00\x00\x00\x31\xEF\x59\xDD\x7F\xFF\xFF\xFF\x9D\x58\xB5\xCB\x80\x00\x00\x00\xA9\x7D\x45\x2F\x54\xB7\x31\x6E\xC3\x99\x5E\x8D\x80\x00\x00\x00\x21\xD5\xF5\x79\x80\x00\x00\x00\x42\xA2\x46\xCF\x3A\x2B\xB6\x1C\x8E\x9A\x75\xD5\x7F\xFF\xFF\xFF\x58\x1E\x73\x3A\x29\xA8\x8C\x5A\xCD\x37\x57\xFB\x7F\xFF\xFF\xFF\x75\x69\x6C\xCD\x80\x00\x00\x00\x69\x67\x07\x2A\x7F\xFF\xFF\xFF\xA6\xA4\xE4\xF7\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x6C\x4F\xA7\x66\x4A\x00\x00\x00\x4A\x00\x00\x00\x20\x4B\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF4\x22\x0B\x8D\x7F\xFF\xFF\xFF\x73\x4A\x12\x8B\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x54\xB7\x31\x6E\xD7\x29\xA1\x40\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x3A\x2B\xB6\x1C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x20\xC4\x54\x8F\x29\xA8\x8C\x5A\xEA\xE9\x2C\x6E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF7\x47\x63\x70\x30\xD9\xCC\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.61

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x157F7527), ('P4rIngress.aggregator.bitmap_seq.seq', 0x1ABAA13B)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x1ABAA13B, 16383)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x07), ('P4rIngress.aggregator.count_exp.exponent', 0x2B)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xB83AA9B1), ('P4rIngress.aggregator.values_v0000.hi', 0x42F1E546)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xA720FD3D), ('P4rIngress.aggregator.values_v0001.hi', 0xDDFA79D7)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x4548D9F5), ('P4rIngress.aggregator.values_v0010.hi', 0x5DC171E9)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x304B60C7), ('P4rIngress.aggregator.values_v0011.hi', 0xAC9E4E9B)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x94D08DB5), ('P4rIngress.aggregator.values_v0100.hi', 0x54952CAF)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5065D4FD), ('P4rIngress.aggregator.values_v0101.hi', 0xA2300AD9)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x90ED2D42), ('P4rIngress.aggregator.values_v0110.hi', 0xAE3A2D1A)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x9A7630F2), ('P4rIngress.aggregator.values_v0111.hi', 0x4E5F0B99)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xBE9B89E7), ('P4rIngress.aggregator.values_v1000.hi', 0x75AFACDA)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xAD38B5ED), ('P4rIngress.aggregator.values_v1001.hi', 0x6AA523C2)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xC1FCB701), ('P4rIngress.aggregator.values_v1010.hi', 0xA4EA5BF5)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x5C631A6A), ('P4rIngress.aggregator.values_v1011.hi', 0x80000000)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0xF9AFBAB6)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x2194DA83), ('P4rIngress.aggregator.values_v1101.hi', 0x52E83448)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x7BF38DFD), ('P4rIngress.aggregator.values_v1110.hi', 0x75642310)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xAB2A5AD6), ('P4rIngress.aggregator.values_v1111.hi', 0xB5D664B6)], 16383)
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
                gc.KeyTuple('job_id', 0xF876),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000120A),
                gc.DataTuple('slot_count', 0x00000DF6),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1067A047),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00D),
                gc.KeyTuple('src_addr', 0x8204E993),
                gc.KeyTuple('src_port', 0x8333),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xF876),
                gc.DataTuple('rank', 0x001E),
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
        ig_port = 13
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x82\x04\xE9\x93\x00\x00\x00\x00\x83\x33\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF8\x76\x00\x1E\x10\x67\xA0\x47\x0D\xF5\x03\x64\x1A\xBA\xA1\x3B\x00\x20\x00\x00\xAD\xF7\x35\x83\x46\x38\x3B\x68\xA9\x38\x97\x29\x1C\xBF\xFC\x3F\x45\x62\xB5\xBD\xC7\x95\x79\x8F\x53\xF0\xA3\xDA\xCC\xCA\x22\xD1\xBC\xEF\x85\xB9\x69\xC5\xEA\xCF\x61\x1C\x18\x3B\xA6\xEF\xAD\x95\xE6\xAB\x5E\x6A\xA4\x2C\x4C\xBF\x33\x57\xBF\x36\xD8\xE8\xA7\x33\x88\x04\xA7\x73\x34\x81\x66\xD3\xC1\x8E\xC8\x49\x65\x2F\x3B\x26\xE4\x16\x73\xDB\xA6\xEB\x75\xB9\x4E\xB1\x2B\x25\x6B\x03\x9A\x4A\x00\x00\x00\x00\x3F\x3B\x53\x67\x7F\x52\xDC\x94\x32\xA9\xD5\x73\x62\xFB\xA2\x48\x15\x56\xCE\xB9\x2A\xA5\xF2\xD5\xA3\x38\x2A\x9A\x57\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x82\x04\xE9\x93\x00\x00\x00\x00\x83\x33\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF8\x76\x00\x1E\x10\x67\xA0\x47\x0D\xF5\x03\x64\x1A\xBA\xA1\x3B\x00\x20\x00\x00\x80\x00\x00\x00\x46\x38\x3B\x68\x80\x00\x00\x00\x1C\xBF\xFC\x3F\x7F\xFF\xFF\xFF\xC7\x95\x79\x8F\x7F\xFF\xFF\xFF\xCC\xCA\x22\xD1\x80\x00\x00\x00\x69\xC5\xEA\xCF\x7F\xFF\xFF\xFF\xA6\xEF\xAD\x95\x80\x00\x00\x00\xA4\x2C\x4C\xBF\xCD\xCD\xF0\x28\xD8\xE8\xA7\x33\x80\x00\x00\x00\x34\x81\x66\xD3\x80\x00\x00\x00\x65\x2F\x3B\x26\xA6\x13\x2A\xDC\xA6\xEB\x75\xB9\x7F\xFF\xFF\xFF\x6B\x03\x9A\x4A\x00\x00\x00\x00\x3F\x3B\x53\x67\x7F\xFF\xFF\xFF\x32\xA9\xD5\x73\x7F\xFF\xFF\xFF\x15\x56\xCE\xB9\xD5\xD0\x4D\xAB\xA3\x38\x2A\x9A\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x55\x7F\x75\x27\x1A\xBA\xA1\x3B\x1A\xBA\xA1\x3B\x08\x64\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xFA\xBA\x76\x16\x7F\xFF\xFF\xFF\x25\x56\xEB\x78\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xCD\xCD\xF0\x28\x27\x47\xB2\xCC\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xA6\x13\x2A\xDC\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xEB\x03\x9A\x4A\x00\x00\x00\x00\x38\xEB\x0E\x1D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD5\xD0\x4D\xAB\x80\x00\x00\x00\x57\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.61

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x3B9693E5), ('P4rIngress.aggregator.bitmap_seq.seq', 0xD5B3484E)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xD5B3484E, 16383)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x09), ('P4rIngress.aggregator.count_exp.exponent', 0x64)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xE656DCF7), ('P4rIngress.aggregator.values_v0000.hi', 0x5BB69B26)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xABE735FB), ('P4rIngress.aggregator.values_v0001.hi', 0xFBFCD77E)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x2F1B2DA6), ('P4rIngress.aggregator.values_v0010.hi', 0x0D94B24C)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x1A617734), ('P4rIngress.aggregator.values_v0011.hi', 0x8233CFB7)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x95C638C5), ('P4rIngress.aggregator.values_v0100.hi', 0x74AA2681)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x4A550857), ('P4rIngress.aggregator.values_v0101.hi', 0x8A17115F)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x466766B9), ('P4rIngress.aggregator.values_v0110.hi', 0x6D6867A6)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x2D73D8DF), ('P4rIngress.aggregator.values_v0111.hi', 0x74749B10)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xE7F29C1C), ('P4rIngress.aggregator.values_v1000.hi', 0xB06D1E95)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x9B9C4B4B), ('P4rIngress.aggregator.values_v1001.hi', 0x77B636DF)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x6CB1F2BB), ('P4rIngress.aggregator.values_v1010.hi', 0x9A406F31)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x97D497B5), ('P4rIngress.aggregator.values_v1011.hi', 0x4A90369F)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x727BDB6F), ('P4rIngress.aggregator.values_v1100.hi', 0x4BA11AEF)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x755FAF53), ('P4rIngress.aggregator.values_v1101.hi', 0x536E22F1)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x910952D4), ('P4rIngress.aggregator.values_v1110.hi', 0x2741BA4A)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x97697EA2), ('P4rIngress.aggregator.values_v1111.hi', 0x7A46A682)], 16383)
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
                gc.KeyTuple('job_id', 0x80D1),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000006B3),
                gc.DataTuple('slot_count', 0x0000194D),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x398675AA),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0xB9371DE5),
                gc.KeyTuple('src_port', 0x1EE6),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x80D1),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x0381),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB9\x37\x1D\xE5\x00\x00\x00\x00\x1E\xE6\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x80\xD1\x00\x1E\x39\x86\x75\xAA\x19\x4C\x05\xD8\xD5\xB3\x48\x4E\x00\x20\x00\x00\x84\x64\xE2\x93\x2D\x89\xEA\x62\xB3\x7B\x21\x44\xB8\x13\x54\x6C\x6F\x2D\x4D\x8B\x86\xD3\x96\xE4\x77\x66\x57\xB5\xC6\x2F\x6F\xCC\xCA\x8C\x95\xB4\x56\xEE\xC7\x1D\x4C\x95\x6A\xD0\xEB\x38\xF9\x3F\x46\xE2\x98\x31\x37\x8A\x25\xA3\xF0\x56\x49\xD5\x42\x90\xD2\x96\x8D\xD7\x3A\x3F\x37\xC4\xEC\x73\x3B\xDB\x4E\x58\xEB\x3A\xDA\x87\x66\x4B\x73\xAD\x93\x57\x77\x53\xB1\xD6\xD6\xA5\x5D\xEF\x96\x37\x3B\x66\x6B\x5F\x87\xF7\x72\xB7\x45\xD7\xA7\x43\x49\x2C\x28\x7E\x51\xF1\x46\xCC\x78\x7C\xA2\x4B\xDA\x66\x44\xE7\x4B\xF5\xE8\x75\x56\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB9\x37\x1D\xE5\xBE\xEF\x1E\xE6\x00\xA0\x00\x00\x50\x34\x02\x82\x80\xD1\x00\x1E\x39\x86\x75\xAA\x19\x4C\x01\xD8\xD5\xB3\x48\x4E\x00\x20\x00\x0A\x80\x00\x00\x00\x2D\x89\xEA\x62\x80\x00\x00\x00\xB8\x13\x54\x6C\x7F\xFF\xFF\xFF\x86\xD3\x96\xE4\x7F\xFF\xFF\xFF\xC6\x2F\x6F\xCC\x80\x00\x00\x00\x56\xEE\xC7\x1D\x7F\xFF\xFF\xFF\xEB\x38\xF9\x3F\x7F\xFF\xFF\xFF\x37\x8A\x25\xA3\x1D\xCA\x22\xB4\x42\x90\xD2\x96\x80\x00\x00\x00\x37\xC4\xEC\x73\xD7\x77\x99\xA3\xEB\x3A\xDA\x87\x7F\xFF\xFF\xFF\x93\x57\x77\x53\x80\x00\x00\x00\x5D\xEF\x96\x37\x7F\xFF\xFF\xFF\x87\xF7\x72\xB7\x7F\xFF\xFF\xFF\x49\x2C\x28\x7E\xE2\xFA\x99\xA0\x78\x7C\xA2\x4B\x80\x00\x00\x00\x4B\xF5\xE8\x75\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x7B\x96\x93\xE5\xD5\xB3\x48\x4E\xD5\xB3\x48\x4E\x0A\xD8\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xB4\x10\x2B\xEA\x7F\xFF\xFF\xFF\x94\x68\x49\x30\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1D\xCA\x22\xB4\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xE8\x32\x0B\x08\xD7\x77\x99\xA3\x62\xF1\x11\x66\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD3\x98\x8D\xA6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE2\xFA\x99\xA0\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x56\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.61

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x268B8712), ('P4rIngress.aggregator.bitmap_seq.seq', 0x9C8DE1D0)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x9C8DE1D0, 16383)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0B), ('P4rIngress.aggregator.count_exp.exponent', 0x55)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x01, 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x82DC94B2), ('P4rIngress.aggregator.values_v0000.hi', 0x6832BE65)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xC633C728), ('P4rIngress.aggregator.values_v0001.hi', 0x8D946EE2)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x6BE4C94B), ('P4rIngress.aggregator.values_v0010.hi', 0x31B3EC47)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6B65B867), ('P4rIngress.aggregator.values_v0011.hi', 0xD74895F5)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xB22F493F), ('P4rIngress.aggregator.values_v0100.hi', 0x2F69583B)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x12683750), ('P4rIngress.aggregator.values_v0101.hi', 0x9A20DE75)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xAEBC777D), ('P4rIngress.aggregator.values_v0110.hi', 0xA5BDE904)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x21E9F8EF), ('P4rIngress.aggregator.values_v0111.hi', 0x017779D2)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xA4B9577D), ('P4rIngress.aggregator.values_v1000.hi', 0x7E8F99CC)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x913A65D3), ('P4rIngress.aggregator.values_v1001.hi', 0x14DEFBCB)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x9F71652D), ('P4rIngress.aggregator.values_v1010.hi', 0x68ADEB9F)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x7C98CA69), ('P4rIngress.aggregator.values_v1011.hi', 0x73151919)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x7514877E), ('P4rIngress.aggregator.values_v1100.hi', 0x9101982A)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x2137FA78), ('P4rIngress.aggregator.values_v1101.hi', 0x4B515AEF)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x299A7633), ('P4rIngress.aggregator.values_v1110.hi', 0xE938C553)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x68D77A04), ('P4rIngress.aggregator.values_v1111.hi', 0x9B24C453)], 16383)
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
                gc.KeyTuple('job_id', 0xC06E),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001534),
                gc.DataTuple('slot_count', 0x00000ACC),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x28071F2C),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01C),
                gc.KeyTuple('src_addr', 0xA3A650B5),
                gc.KeyTuple('src_port', 0x9106),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xC06E),
                gc.DataTuple('rank', 0x001E),
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
        ig_port = 28
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA3\xA6\x50\xB5\x00\x00\x00\x00\x91\x06\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC0\x6E\x00\x1E\x28\x07\x1F\x2C\x0A\xCB\x03\xC0\x9C\x8D\xE1\xD0\x00\x20\x00\x00\xF6\x4E\xB5\x93\x6F\x59\x14\x54\x80\xEA\xD5\x9B\x59\x39\xAA\xB6\x4F\xCC\x65\x6F\x91\x7D\xCE\xD7\x73\xE7\xEB\x83\x9C\x6E\xF0\xE1\xC8\x78\x95\x42\x5C\xC0\xE0\xC9\x7B\x6C\x63\x6D\xB4\x12\xDA\xB5\xCD\x27\xD6\x94\xB9\x0A\x5D\xEF\xA8\xAA\x19\xD6\xBE\xFF\x8A\xC7\x89\xD3\xFD\x6F\x58\x9F\x35\x2D\xD5\x7A\x33\xB3\x79\xDC\xBB\x53\x96\x42\xAF\x6D\x63\x79\x1B\x91\x7E\xE6\xF1\x5D\x5D\x02\x54\xBB\x46\x95\x6D\x2D\x87\x8B\x16\xFA\x66\x03\xB5\x28\x9A\xFD\x4E\x88\x65\x20\xDB\x3D\x82\x21\xDF\x6A\x6B\x81\x72\x71\x8E\x9C\xB0\x4A\x07\x53\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA3\xA6\x50\xB5\xBE\xEF\x91\x06\x00\xA0\x00\x00\x50\x34\x02\x82\xC0\x6E\x00\x1E\x28\x07\x1F\x2C\x0A\xCB\x01\xC0\x9C\x8D\xE1\xD0\x00\x20\x00\x0C\x80\x00\x00\x00\x6F\x59\x14\x54\x80\x00\x00\x00\x59\x39\xAA\xB6\x7F\xFF\xFF\xFF\x91\x7D\xCE\xD7\x7F\xFF\xFF\xFF\x9C\x6E\xF0\xE1\x80\x00\x00\x00\x5C\xC0\xE0\xC9\x7F\xFF\xFF\xFF\xB4\x12\xDA\xB5\x80\x00\x00\x00\xB9\x0A\x5D\xEF\xCA\x94\x12\xC5\xBE\xFF\x8A\xC7\x80\x00\x00\x00\x58\x9F\x35\x2D\x80\x00\x00\x00\x79\xDC\xBB\x53\x80\x00\x00\x00\x63\x79\x1B\x91\x7F\xFF\xFF\xFF\x5D\x02\x54\xBB\x7F\xFF\xFF\xFF\x87\x8B\x16\xFA\x7F\xFF\xFF\xFF\x9A\xFD\x4E\x88\x7F\xFF\xFF\xFF\x82\x21\xDF\x6A\x7F\xFF\xFF\xFF\x8E\x9C\xB0\x4A\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x66\x8B\x87\x12\x9C\x8D\xE1\xD0\x9C\x8D\xE1\xD0\x0C\xC0\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xE6\xCE\x19\x98\x7F\xFF\xFF\xFF\xC3\x31\xBB\x1E\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xCA\x94\x12\xC5\xC0\x77\x04\x99\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE6\x4E\xA9\x77\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x07\x53\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.61

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x027A4E7E), ('P4rIngress.aggregator.bitmap_seq.seq', 0x3EF7D1DB)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x3EF7D1DB, 16383)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x07), ('P4rIngress.aggregator.count_exp.exponent', 0x72)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x03, 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x8DA7AAD8), ('P4rIngress.aggregator.values_v0000.hi', 0x71C258DB)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xAB53A369), ('P4rIngress.aggregator.values_v0001.hi', 0x29BD50D1)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x6AC58AEA), ('P4rIngress.aggregator.values_v0010.hi', 0xBAD5BEC2)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x480FD9BC), ('P4rIngress.aggregator.values_v0011.hi', 0x9372A89F)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xBBEDC621), ('P4rIngress.aggregator.values_v0100.hi', 0x74E73A72)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x59C584C7), ('P4rIngress.aggregator.values_v0101.hi', 0xBBDB69BE)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x42D65B38), ('P4rIngress.aggregator.values_v0110.hi', 0x455DE459)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xFDEAA9D3), ('P4rIngress.aggregator.values_v0111.hi', 0x66E62469)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xACB567B2), ('P4rIngress.aggregator.values_v1000.hi', 0x1AF83976)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x6F2E830F), ('P4rIngress.aggregator.values_v1001.hi', 0x4B164079)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x1DB3BE73), ('P4rIngress.aggregator.values_v1010.hi', 0x91EB5BA7)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x2D6FCFA7), ('P4rIngress.aggregator.values_v1011.hi', 0x5EA0A977)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x5F69B6BB), ('P4rIngress.aggregator.values_v1100.hi', 0x2E32CC25)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xA5E13BEA), ('P4rIngress.aggregator.values_v1101.hi', 0x586DAD14)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x8D554C6D), ('P4rIngress.aggregator.values_v1110.hi', 0x60773492)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x78AD2011), ('P4rIngress.aggregator.values_v1111.hi', 0xCE752A69)], 16383)
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
                gc.KeyTuple('job_id', 0x0BB2),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000003),
                gc.DataTuple('slot_count', 0x00001FFD),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0FB3515B),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x017),
                gc.KeyTuple('src_addr', 0x034DCFD4),
                gc.KeyTuple('src_port', 0x7A04),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0BB2),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x006B),
            ]
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
        ig_port = 23
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x03\x4D\xCF\xD4\x00\x00\x00\x00\x7A\x04\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x0B\xB2\x00\x1E\x0F\xB3\x51\x5B\x1F\xFC\x05\xCF\x3E\xF7\xD1\xDB\x00\x20\x00\x00\xD0\xE3\x53\xF1\x43\x4A\x6A\x8B\xB3\x68\x9C\xD3\xCA\x99\xED\x49\x17\xEC\xA2\x62\x46\x0F\x79\x81\x6A\x54\x40\xB7\xB1\x36\x9B\xB1\xA9\x1E\x46\xEE\x29\xE9\x2E\xA3\x50\x87\x24\x66\xB3\x1E\xCC\xF3\x52\x63\xEC\x2F\x50\x74\x4D\xC5\x3B\x6A\xB1\x9D\x57\x27\x2A\x6B\xA1\xFF\x29\xDA\x1F\x0F\x92\x8E\x76\xD3\x97\x27\x40\x72\xAD\xA1\x80\x00\x00\x00\x3B\x3B\x73\x75\x62\xD6\x49\x2B\x4B\x6B\xB9\x75\xEC\x6E\xEF\x17\x26\xE3\xCD\xB0\xEC\x7B\x68\xF8\x5F\xCD\x19\x7D\x8C\x9D\xFF\xE5\x42\x75\x38\xD1\x1A\xA4\x89\x04\x90\x56\x6E\xFB\x29\x6E\xDA\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2\xE5\xA0\xD0\x50\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x03\x4D\xCF\xD4\x00\x00\x00\x00\x7A\x04\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x0B\xB2\x00\x1E\x0F\xB3\x51\x5B\x1F\xFC\x05\xCF\x3E\xF7\xD1\xDB\x00\x20\x00\x00\x80\x00\x00\x00\x43\x4A\x6A\x8B\x80\x00\x00\x00\xCA\x99\xED\x49\x7F\xFF\xFF\xFF\x46\x0F\x79\x81\x7F\xFF\xFF\xFF\xB1\x36\x9B\xB1\x80\x00\x00\x00\x29\xE9\x2E\xA3\x7F\xFF\xFF\xFF\xB3\x1E\xCC\xF3\x7F\xFF\xFF\xFF\x50\x74\x4D\xC5\x39\x55\x5B\x70\x57\x27\x2A\x6B\x80\x00\x00\x00\x1F\x0F\x92\x8E\x7F\xFF\xFF\xFF\x40\x72\xAD\xA1\x9D\xB3\xBE\x73\x3B\x3B\x73\x75\x7F\xFF\xFF\xFF\x4B\x6B\xB9\x75\x4B\xD8\xA5\xD2\x26\xE3\xCD\xB0\x92\x5C\xA4\xE2\x5F\xCD\x19\x7D\x80\x00\x00\x00\x42\x75\x38\xD1\x7F\xFF\xFF\xFF\x90\x56\x6E\xFB\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x42\x7A\x4E\x7E\x3E\xF7\xD1\xDB\x3E\xF7\xD1\xDB\x08\xCF\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF4\x57\x3E\x1A\x7F\xFF\xFF\xFF\x00\xE5\x38\x43\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x39\x55\x5B\x70\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x3A\x07\xCC\x04\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9D\xB3\xBE\x73\xCD\x26\xCF\x1C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4B\xD8\xA5\xD2\x55\x16\x99\xD5\x92\x5C\xA4\xE2\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x29\x6E\xDA\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2\xE5\xA0\xD0\x50\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.61

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x889767E3), ('P4rIngress.aggregator.bitmap_seq.seq', 0xBD900000)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xBD900000, 16383)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1A), ('P4rIngress.aggregator.count_exp.exponent', 0x9A)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x03, 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x9AB8D7FB), ('P4rIngress.aggregator.values_v0000.hi', 0x5ACA62A3)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xCB22FF30), ('P4rIngress.aggregator.values_v0001.hi', 0x094D75D4)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x7B132DD5), ('P4rIngress.aggregator.values_v0010.hi', 0xC44AD553)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x135A7398), ('P4rIngress.aggregator.values_v0011.hi', 0xBF7A37D3)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xA47A62FF), ('P4rIngress.aggregator.values_v0100.hi', 0x4FE51BCD)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x6A32C1EE), ('P4rIngress.aggregator.values_v0101.hi', 0xB6D4096F)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x4DCC2A5A), ('P4rIngress.aggregator.values_v0110.hi', 0x732FA00E)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x5D393B53), ('P4rIngress.aggregator.values_v0111.hi', 0x576D6DCE)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xB75A3954), ('P4rIngress.aggregator.values_v1000.hi', 0x0E65F325)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x5AC3B216), ('P4rIngress.aggregator.values_v1001.hi', 0x40000000)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x4E9E8C7F)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x194FED6D), ('P4rIngress.aggregator.values_v1011.hi', 0x247064DF)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xAD4BA1FB), ('P4rIngress.aggregator.values_v1100.hi', 0xDAF63DC9)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x3ED5DB2B), ('P4rIngress.aggregator.values_v1101.hi', 0x220B1B75)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xBB269666), ('P4rIngress.aggregator.values_v1110.hi', 0x17A9B543)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x57A8E5E4), ('P4rIngress.aggregator.values_v1111.hi', 0x37DBDBC9)], 16383)
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
                gc.KeyTuple('job_id', 0x9F67),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001F60),
                gc.DataTuple('slot_count', 0x000000A0),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE4A36D93),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x009),
                gc.KeyTuple('src_addr', 0x40468B09),
                gc.KeyTuple('src_port', 0x10AC),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9F67),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x0122),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x40\x46\x8B\x09\x00\x00\x00\x00\x10\xAC\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9F\x67\x00\x1E\xE4\xA3\x6D\x93\x00\x9F\x01\xC9\xBD\x90\x00\x00\x00\x20\x00\x00\xB9\x0A\xC7\x44\x4F\x71\xB5\xA0\x9B\x3A\x15\x74\x70\xD2\x06\x54\x40\x72\x6E\x4B\xFE\xEA\x56\xC7\x7F\x05\x54\x38\x88\x47\xCB\x9D\xA0\x9C\x2A\x8B\x55\xCB\x28\x81\x4F\x4B\xE1\x21\xA4\x49\xF3\x6A\x56\x7D\xA3\xFF\x2B\x12\x63\xCA\xC5\x6B\x30\x4F\x5A\xEF\x4D\x49\x91\xDA\x90\xEA\x84\x6F\x6B\x2E\x62\xE8\x97\x74\x40\x00\x00\x00\x00\x00\x00\x00\xDD\xDF\xE3\xB5\x7D\xC5\x29\x8B\x75\x97\x9E\x96\x54\xC9\x77\x8F\xCD\x72\x51\x1B\xA3\xDF\xDA\xF3\x74\xB8\x2F\x93\x9A\xF5\x56\xC6\x7F\x25\xB3\xCE\x38\x8B\xC5\x97\xB1\xF8\x5D\xAB\x53\xFF\x85\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x40\x46\x8B\x09\x00\x00\x00\x00\x10\xAC\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9F\x67\x00\x1E\xE4\xA3\x6D\x93\x00\x9F\x01\xC9\xBD\x90\x00\x00\x00\x20\x00\x00\x80\x00\x00\x00\x4F\x71\xB5\xA0\x80\x00\x00\x00\x70\xD2\x06\x54\x7F\xFF\xFF\xFF\xFE\xEA\x56\xC7\x7F\xFF\xFF\xFF\x88\x47\xCB\x9D\x80\x00\x00\x00\x55\xCB\x28\x81\x7F\xFF\xFF\xFF\xA4\x49\xF3\x6A\x7F\xFF\xFF\xFF\x2B\x12\x63\xCA\x22\xA4\x6B\xA2\x5A\xEF\x4D\x49\x80\x00\x00\x00\x84\x6F\x6B\x2E\x7F\xFF\xFF\xFF\x40\x00\x00\x00\x00\x00\x00\x00\xDD\xDF\xE3\xB5\x7F\xFF\xFF\xFF\x75\x97\x9E\x96\x02\x15\x19\x8A\xCD\x72\x51\x1B\xE2\xB5\xB6\x1E\x74\xB8\x2F\x93\x80\x00\x00\x00\x7F\x25\xB3\xCE\x7F\xFF\xFF\xFF\xB1\xF8\x5D\xAB\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\xC8\x97\x67\xE3\xBD\x90\x00\x00\xBD\x90\x00\x00\x1B\xC9\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7A\x1F\x7C\x28\x7F\xFF\xFF\xFF\xC3\x35\x2C\x1A\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x22\xA4\x6B\xA2\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x92\xD5\x5E\x53\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x2C\x7E\x70\x34\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x02\x15\x19\x8A\xA8\x68\x8E\xE4\xE2\xB5\xB6\x1E\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE9\xD4\x39\x74\x53\xFF\x85\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.61

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x8A65A29B), ('P4rIngress.aggregator.bitmap_seq.seq', 0x79F40942)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x79F40942, 16383)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0E), ('P4rIngress.aggregator.count_exp.exponent', 0x16)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xF36C204C), ('P4rIngress.aggregator.values_v0000.hi', 0x6A55178F)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xBA56DA2A), ('P4rIngress.aggregator.values_v0001.hi', 0x52DFB6BF)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x53C4456A), ('P4rIngress.aggregator.values_v0010.hi', 0x2F467AA6)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x36526584), ('P4rIngress.aggregator.values_v0011.hi', 0xB29BD627)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x860A3B17), ('P4rIngress.aggregator.values_v0100.hi', 0x5B2DBBDA)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5861696B), ('P4rIngress.aggregator.values_v0101.hi', 0xDC937D1C)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x70D96D1A), ('P4rIngress.aggregator.values_v0110.hi', 0x54D54DC4)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x5D7A4A53), ('P4rIngress.aggregator.values_v0111.hi', 0x64473738)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xBAFA4BCB), ('P4rIngress.aggregator.values_v1000.hi', 0xBCD7AB3E)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xD2A43962), ('P4rIngress.aggregator.values_v1001.hi', 0xB3C8FFB7)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x43D4A37A), ('P4rIngress.aggregator.values_v1010.hi', 0x919761E4)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x1D32AE52), ('P4rIngress.aggregator.values_v1011.hi', 0x57135649)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x80A22A38), ('P4rIngress.aggregator.values_v1100.hi', 0x7135EB63)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xB1653FC1), ('P4rIngress.aggregator.values_v1101.hi', 0xE9D6696D)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xD02A96ED), ('P4rIngress.aggregator.values_v1110.hi', 0x537786B1)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x53E62F39), ('P4rIngress.aggregator.values_v1111.hi', 0xE929A877)], 16383)
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
                gc.KeyTuple('job_id', 0xF726),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000004B1),
                gc.DataTuple('slot_count', 0x00001B4F),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF15F6619),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x016),
                gc.KeyTuple('src_addr', 0xFFCF397A),
                gc.KeyTuple('src_port', 0x4050),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xF726),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x00E6),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFF\xCF\x39\x7A\x00\x00\x00\x00\x40\x50\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF7\x26\x00\x1E\xF1\x5F\x66\x19\x1B\x4E\x01\xEA\x79\xF4\x09\x42\x00\x20\x00\x00\x89\x45\xBA\x73\x46\xE9\xF5\x9C\x92\xF8\xD7\x02\xDA\x4C\x22\xEF\x70\xEC\x34\xF2\x25\x9C\xBE\xE4\x64\xC6\x9B\x69\x98\xB4\xA3\x35\x8D\xCB\x21\x9F\x59\x62\x37\xC4\x7C\xC9\x2C\x6A\x89\x8D\xA7\x8E\x5B\x3C\x29\x0A\x66\x73\xE6\xE7\xDF\x70\xC5\xAF\x43\xD9\x61\x7E\xBD\xFF\x4B\x71\x1D\x4E\xA9\xBE\x35\xAD\xFC\xB4\x72\x5B\x51\x37\x69\xDA\xCD\x55\xFF\xB1\x36\x70\x66\xB4\x8A\xDB\x57\xFA\xDA\xD7\xC4\x6A\x5B\x5F\x43\xBD\xB9\xD6\xC4\x37\x90\x23\xEC\x16\x89\x83\x96\xC9\x0F\x4A\x33\x65\x35\x3B\x53\x8C\xCD\x89\x3F\xAD\x39\xC7\x20\xFF\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFF\xCF\x39\x7A\x00\x00\x00\x00\x40\x50\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF7\x26\x00\x1E\xF1\x5F\x66\x19\x1B\x4E\x01\xEA\x79\xF4\x09\x42\x00\x20\x00\x00\x80\x00\x00\x00\x46\xE9\xF5\x9C\x80\x00\x00\x00\xDA\x4C\x22\xEF\x7F\xFF\xFF\xFF\x25\x9C\xBE\xE4\x7F\xFF\xFF\xFF\x98\xB4\xA3\x35\x80\x00\x00\x00\x59\x62\x37\xC4\x7F\xFF\xFF\xFF\x89\x8D\xA7\x8E\x7F\xFF\xFF\xFF\x66\x73\xE6\xE7\x3C\xEB\x10\x02\x43\xD9\x61\x7E\x80\x00\x00\x00\x1D\x4E\xA9\xBE\x08\x52\x36\x16\x72\x5B\x51\x37\x7F\xFF\xFF\xFF\xFF\xB1\x36\x70\x7F\xFF\xFF\xFF\x57\xFA\xDA\xD7\x80\x00\x00\x00\x43\xBD\xB9\xD6\x80\x00\x00\x00\xEC\x16\x89\x83\x80\x00\x00\x00\x33\x65\x35\x3B\x7F\xFF\xFF\xFF\x3F\xAD\x39\xC7\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\xCA\x65\xA2\x9B\x79\xF4\x09\x42\x79\xF4\x09\x42\x0F\xEA\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x2D\x2B\xD9\xAE\x7F\xFF\xFF\xFF\x54\xE3\x39\x8A\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3C\xEB\x10\x02\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xDA\x26\x54\xFC\x08\x52\x36\x16\x26\x24\x50\xEE\x7F\xFF\xFF\xFF\x91\x48\x98\x54\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD5\xEC\xF2\xF0\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x28\xD6\xE2\x3E\x20\xFF\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.61

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xA3A4767A), ('P4rIngress.aggregator.bitmap_seq.seq', 0x80000000)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x80000000, 16383)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x5B)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x8C4BB8C8), ('P4rIngress.aggregator.values_v0000.hi', 0x5CD4C6FB)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xADAB636A), ('P4rIngress.aggregator.values_v0001.hi', 0xB05D72EB)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x47E82B57), ('P4rIngress.aggregator.values_v0010.hi', 0xDA66E9C5)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x13C4944F), ('P4rIngress.aggregator.values_v0011.hi', 0xB3A158BB)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xEA1E9C80), ('P4rIngress.aggregator.values_v0100.hi', 0x0EF55A1E)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x7FE0A658), ('P4rIngress.aggregator.values_v0101.hi', 0xB4466551)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xA4F92277), ('P4rIngress.aggregator.values_v0110.hi', 0xCD8D4577)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xAD0B947C), ('P4rIngress.aggregator.values_v0111.hi', 0xABC1DAA7)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xC12D0B7D), ('P4rIngress.aggregator.values_v1000.hi', 0x9DBA4DAD)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x19CC25D3), ('P4rIngress.aggregator.values_v1001.hi', 0x434D4857)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x4D6EDA77), ('P4rIngress.aggregator.values_v1010.hi', 0xB6092F13)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xDBD465B8), ('P4rIngress.aggregator.values_v1011.hi', 0x6E24EEB8)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x430A6BBE), ('P4rIngress.aggregator.values_v1100.hi', 0x493D44F8)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xB665C30D), ('P4rIngress.aggregator.values_v1101.hi', 0x9597FF97)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xB5DF074E), ('P4rIngress.aggregator.values_v1110.hi', 0x819D3F33)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x7189F3EE), ('P4rIngress.aggregator.values_v1111.hi', 0xD7652C4F)], 16383)
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
                gc.KeyTuple('job_id', 0x6429),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000018EF),
                gc.DataTuple('slot_count', 0x00000711),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x691D8428),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x024),
                gc.KeyTuple('src_addr', 0xEA0620F8),
                gc.KeyTuple('src_port', 0xAF6A),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x6429),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x02ED),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEA\x06\x20\xF8\x00\x00\x00\x00\xAF\x6A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x64\x29\x00\x1E\x69\x1D\x84\x28\x07\x10\x05\x6E\x80\x00\x00\x00\x00\x20\x00\x00\x9C\x70\x0F\x7A\x2F\x7E\xAE\xB3\xB9\xCF\xE9\x3B\x4D\xA8\x66\x89\x63\x35\xEB\x25\x52\xEE\x88\xE7\x73\xF3\xF2\x55\xAA\x7D\x16\xDB\x8A\x26\xB0\x89\x74\x95\xC9\x3B\x6F\x61\x0A\x07\x99\xA1\x27\x8E\xD7\x4D\xA0\xB4\xA5\x6A\x73\xEC\x13\x79\xAE\x89\x16\x7F\x96\x7D\xA3\x3B\xA3\x48\xB0\x28\x34\xB7\x78\xD4\x20\x11\x41\xAB\x9B\x45\x4F\x15\xF9\xD1\xA6\x6D\x72\x5F\x46\x4F\x4E\x9A\x49\x32\x8C\x75\x5F\xEB\xC9\xA9\x69\xD2\x56\x01\xB3\x84\x51\x82\x0D\xB3\x25\x99\x15\x17\x6E\x2C\xB7\x48\x86\xE9\x4D\x1E\xF1\x29\xF4\x6D\xB8\x83\x4C\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xEA\x06\x20\xF8\xBE\xEF\xAF\x6A\x00\xA0\x00\x00\x50\x34\x02\x82\x64\x29\x00\x1E\x69\x1D\x84\x28\x07\x10\x01\x6E\x80\x00\x00\x00\x00\x20\x00\x20\x80\x00\x00\x00\x2F\x7E\xAE\xB3\x80\x00\x00\x00\x4D\xA8\x66\x89\x7F\xFF\xFF\xFF\x52\xEE\x88\xE7\x7F\xFF\xFF\xFF\xAA\x7D\x16\xDB\x80\x00\x00\x00\x74\x95\xC9\x3B\x7F\xFF\xFF\xFF\x99\xA1\x27\x8E\x80\x00\x00\x00\xA5\x6A\x73\xEC\xC0\x85\x43\x05\x16\x7F\x96\x7D\x80\x00\x00\x00\xB0\x28\x34\xB7\x7F\xFF\xFF\xFF\x41\xAB\x9B\x45\x7F\xFF\xFF\xFF\xA6\x6D\x72\x5F\x22\x23\xB4\x52\x49\x32\x8C\x75\x7F\xFF\xFF\xFF\x69\xD2\x56\x01\x80\x00\x00\x00\x0D\xB3\x25\x99\xCA\xF6\x75\x7A\xB7\x48\x86\xE9\x7F\xFF\xFF\xFF\xF4\x6D\xB8\x83\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xE3\xA4\x76\x7A\x80\x00\x00\x00\x80\x00\x00\x00\x20\x6E\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xFE\x05\xD9\x74\x7F\xFF\xFF\xFF\x2D\x55\x72\xAC\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xC0\x85\x43\x05\xC2\x41\x71\x24\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x22\x23\xB4\x52\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xA3\x4B\x25\x30\xCA\xF6\x75\x7A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xCB\xD2\xE4\xD2\x4C\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.61

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x314106CA), ('P4rIngress.aggregator.bitmap_seq.seq', 0xE2AFEB42)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xE2AFEB42, 16383)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x0E)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x98ABA695), ('P4rIngress.aggregator.values_v0000.hi', 0x73B7820C)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xD8D27F0B), ('P4rIngress.aggregator.values_v0001.hi', 0x75C37765)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x6EEB88A7), ('P4rIngress.aggregator.values_v0010.hi', 0x164C8955)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x54C98C27), ('P4rIngress.aggregator.values_v0011.hi', 0xADA33799)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x88A8B8C9), ('P4rIngress.aggregator.values_v0100.hi', 0x456EFDAC)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x76FB6E0F), ('P4rIngress.aggregator.values_v0101.hi', 0xA42D8691)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xBA76EDAA), ('P4rIngress.aggregator.values_v0110.hi', 0xDFE5D994)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x6EBCCED0), ('P4rIngress.aggregator.values_v0111.hi', 0x2B5FBD6D)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x8E171956), ('P4rIngress.aggregator.values_v1000.hi', 0x72706ADE)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xC8AA6C1D), ('P4rIngress.aggregator.values_v1001.hi', 0x7569AA76)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xA8829A59), ('P4rIngress.aggregator.values_v1010.hi', 0x4F2A53E4)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x62518759), ('P4rIngress.aggregator.values_v1011.hi', 0x459974D6)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x57AF2E1A), ('P4rIngress.aggregator.values_v1100.hi', 0xB43C5BF7)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x496F1857), ('P4rIngress.aggregator.values_v1101.hi', 0x696BBACD)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xF5BB6C1B), ('P4rIngress.aggregator.values_v1110.hi', 0x4695F35A)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x04BBACF8), ('P4rIngress.aggregator.values_v1111.hi', 0x66CF8E27)], 16383)
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
                gc.KeyTuple('job_id', 0xCE5A),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001099),
                gc.DataTuple('slot_count', 0x00000F67),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x354BF99B),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x008),
                gc.KeyTuple('src_addr', 0x1F7F30AE),
                gc.KeyTuple('src_port', 0xF914),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xCE5A),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x01D0),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1F\x7F\x30\xAE\x00\x00\x00\x00\xF9\x14\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xCE\x5A\x00\x1E\x35\x4B\xF9\x9B\x0F\x66\x07\xAE\xE2\xAF\xEB\x42\x00\x20\x00\x00\xB0\xA8\xB0\x34\x3E\xB3\x48\x76\x95\x77\xE0\x61\xB2\x08\xB5\x71\x44\x71\xCD\xB9\xD7\xC9\x88\xFB\x46\x32\x09\xEC\xA4\x7D\x07\x23\xF7\x42\x70\xE2\x56\xE6\x90\xAF\x37\x3E\xD0\x1A\xAF\xA1\xCA\x60\xB2\x09\x39\xD5\x94\xE2\x17\x04\xA3\x8D\xC3\xFB\xFB\x6B\x2F\x1E\xD5\xA7\xBA\x73\x12\xED\x72\xCF\x99\xA4\xCE\x3F\x3F\x03\x1C\xFF\x9A\x6A\x10\x5D\x3E\x69\xE9\x8C\x56\x16\x96\xB3\x69\x39\x1E\xA4\x63\xF9\x0F\xEA\x96\x42\x07\xC9\x3C\x9B\x30\xD3\x7D\xEE\x16\xDF\x8F\x32\x5D\xF1\x7F\x7D\x53\xCD\x8E\xA1\xA5\x1E\x22\x91\x6C\x17\x0D\x8E\xD9\x08\xA3\x29\xE3\x5E\x2C\x62\xA2\xA7\xAB\xD4\x14\x42\x6B\x3B\x26\xC0\x8C\xB6\x79\x82\xEF\x87\x58\x26\x9D\x04\x20\x14\xEB\xD5\xAA\xC8\x4C\x0A\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6\x54\x70\xB1\x71\xDA\x92\x2C\x52\xE8\xA3\x87\xB1\xDF\x88\x3C\xC4\xDE\xF6\x4A\x99\x7D\x83\x9E\xA8\x4E\x14\x15\xCA\x0D\x07\x65\x52\xE4\xF9\x85\xEA\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC\x33\x62\xE0\x70\xD3\x5D\x4D\x05\x94\xBE\xC0\xA8\x70\xB3\x89\x12\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1F\x7F\x30\xAE\xBE\xEF\xF9\x14\x00\xA0\x00\x00\x50\x34\x02\x82\xCE\x5A\x00\x1E\x35\x4B\xF9\x9B\x0F\x66\x01\xAE\xE2\xAF\xEB\x42\x00\x20\x00\x20\x80\x00\x00\x00\x3E\xB3\x48\x76\x80\x00\x00\x00\xB2\x08\xB5\x71\x7F\xFF\xFF\xFF\xD7\xC9\x88\xFB\x7F\xFF\xFF\xFF\xA4\x7D\x07\x23\x80\x00\x00\x00\x56\xE6\x90\xAF\x7F\xFF\xFF\xFF\xAF\xA1\xCA\x60\x80\x00\x00\x00\x94\xE2\x17\x04\x12\x4A\x92\xCB\xFB\x6B\x2F\x1E\x80\x00\x00\x00\x12\xED\x72\xCF\x80\x00\x00\x00\x3F\x03\x1C\xFF\x80\x00\x00\x00\x3E\x69\xE9\x8C\x7F\xFF\xFF\xFF\x69\x39\x1E\xA4\x7F\xFF\xFF\xFF\x96\x42\x07\xC9\x7F\xFF\xFF\xFF\x7D\xEE\x16\xDF\x84\xED\xCA\x0C\x7F\x7D\x53\xCD\x93\x5D\x52\x16\x22\x91\x6C\x17\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x71\x41\x06\xCA\xE2\xAF\xEB\x42\xE2\xAF\xEB\x42\x20\xAE\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x27\xCC\x2C\xD6\x7F\xFF\xFF\xFF\xEE\x16\x12\x50\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x12\x4A\x92\xCB\x26\xCA\xEC\x8B\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x84\xED\xCA\x0C\x7F\xFF\xFF\xFF\x93\x5D\x52\x16\x7F\xFF\xFF\xFF\x0D\x8E\xD9\x08\xA3\x29\xE3\x5E\x2C\x62\xA2\xA7\xAB\xD4\x14\x42\x6B\x3B\x26\xC0\x8C\xB6\x79\x82\xEF\x87\x58\x26\x9D\x04\x20\x14\xEB\xD5\xAA\xC8\x4C\x0A\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6\x54\x70\xB1\x71\xDA\x92\x2C\x52\xE8\xA3\x87\xB1\xDF\x88\x3C\xC4\xDE\xF6\x4A\x99\x7D\x83\x9E\xA8\x4E\x14\x15\xCA\x0D\x07\x65\x52\xE4\xF9\x85\xEA\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC\x33\x62\xE0\x70\xD3\x5D\x4D\x05\x94\xBE\xC0\xA8\x70\xB3\x89\x12\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.61

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xB802DAF8), ('P4rIngress.aggregator.bitmap_seq.seq', 0x8AC00000)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x8AC00000, 16383)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x73)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xB693C55D), ('P4rIngress.aggregator.values_v0000.hi', 0x4A4576C4)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x932886CB), ('P4rIngress.aggregator.values_v0001.hi', 0xF2DD0A99)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x2D655369), ('P4rIngress.aggregator.values_v0010.hi', 0x929FB1FC)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x4A409DC6), ('P4rIngress.aggregator.values_v0011.hi', 0x916CDDD8)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x81D4CE19), ('P4rIngress.aggregator.values_v0100.hi', 0x70482CCD)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x7B8557D5), ('P4rIngress.aggregator.values_v0101.hi', 0xE95A5B16)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x7AD65578), ('P4rIngress.aggregator.values_v0110.hi', 0x4D7E6B0F)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x19C8FDBE), ('P4rIngress.aggregator.values_v0111.hi', 0x4BB7AA95)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xC5141370), ('P4rIngress.aggregator.values_v1000.hi', 0x70E6EF6B)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x69FE4EBD), ('P4rIngress.aggregator.values_v1001.hi', 0x70CEB533)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x37E7BA9B)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x5C3BCB36), ('P4rIngress.aggregator.values_v1011.hi', 0x56BCE627)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x1A5E95C2), ('P4rIngress.aggregator.values_v1100.hi', 0x9905E4E7)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xDFD6197F), ('P4rIngress.aggregator.values_v1101.hi', 0x4214B0F7)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xCD9E595D), ('P4rIngress.aggregator.values_v1110.hi', 0x5BA6E991)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x3C93A5DB), ('P4rIngress.aggregator.values_v1111.hi', 0x8EE8A466)], 16383)
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
                gc.KeyTuple('job_id', 0x4E0A),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000106C),
                gc.DataTuple('slot_count', 0x00000F94),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE6800C22),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x025),
                gc.KeyTuple('src_addr', 0x01DE46EE),
                gc.KeyTuple('src_port', 0x1D3F),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4E0A),
                gc.DataTuple('rank', 0x001E),
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
        ig_port = 37
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x01\xDE\x46\xEE\x00\x00\x00\x00\x1D\x3F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4E\x0A\x00\x1E\xE6\x80\x0C\x22\x0F\x93\x07\xB0\x8A\xC0\x00\x00\x00\x20\x00\x00\x83\x4D\xCC\x55\x6D\xC9\x7C\x85\xC9\x23\xCD\xD9\xB2\x82\xF7\x43\x55\x71\x3B\x4A\x51\xD5\x5B\xC4\x4A\xE9\x1D\x5D\xD1\x3E\xB9\x94\xAB\x6A\x48\x7E\x47\x4A\xEB\x93\x09\x97\xF4\x96\x8A\x5D\xBD\xB5\x44\x34\xCD\x51\x60\x84\x49\xA4\x52\x3A\x37\xF6\x6B\x3F\x7A\xC7\x92\x1E\xD1\x3F\xF7\xBE\x7A\x59\x6A\x4A\xCA\xB9\x3E\x2F\x95\xD9\x00\x00\x00\x00\x15\xD6\xA9\xB7\x3F\x6D\xD1\x99\x58\x44\x38\xDA\x2E\xAE\xE5\x96\xF3\x67\xA6\xED\x59\xE6\xE7\xFA\x76\x88\xEA\x31\xAE\x53\x38\xEE\x58\xC1\x51\xD6\x83\xBC\xBF\xDB\x9E\xAC\x9C\xD6\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62\x1C\x26\x62\xA0\xC7\xC5\xE7\x74\x6F\xD8\x68\x3C\x8F\x9A\x56\x6E\x18\xA5\x07\xF3\x76\x2A\x16\x91\x1A\xED\xA8\xB7\x65\x17\x01\x08\x31\x3D\xCC\xE3\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA\x13\x17\x49\x5B\x1C\xDF\x05\x62\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x01\xDE\x46\xEE\x00\x00\x00\x00\x1D\x3F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4E\x0A\x00\x1E\xE6\x80\x0C\x22\x0F\x93\x07\xB0\x8A\xC0\x00\x00\x00\x20\x00\x00\x80\x00\x00\x00\x6D\xC9\x7C\x85\x80\x00\x00\x00\xB2\x82\xF7\x43\x7F\xFF\xFF\xFF\x51\xD5\x5B\xC4\x7F\xFF\xFF\xFF\xD1\x3E\xB9\x94\x80\x00\x00\x00\x47\x4A\xEB\x93\x7F\xFF\xFF\xFF\x8A\x5D\xBD\xB5\x7F\xFF\xFF\xFF\x60\x84\x49\xA4\x6C\x03\x35\xB4\x6B\x3F\x7A\xC7\x80\x00\x00\x00\xF7\xBE\x7A\x59\x7F\xFF\xFF\xFF\x3E\x2F\x95\xD9\x00\x00\x00\x00\x15\xD6\xA9\xB7\x7F\xFF\xFF\xFF\x58\x44\x38\xDA\x49\x0D\x7B\x58\xF3\x67\xA6\xED\x39\xBD\x01\x79\x76\x88\xEA\x31\x80\x00\x00\x00\x58\xC1\x51\xD6\xC0\x50\x65\xB6\x9E\xAC\x9C\xD6\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\xF8\x02\xDA\xF8\x8A\xC0\x00\x00\x8A\xC0\x00\x00\x01\xB0\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xA5\x60\x01\xDC\x7F\xFF\xFF\xFF\xE4\x75\x0D\xC0\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6C\x03\x35\xB4\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x68\xA5\x69\xC4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x4D\xBE\x64\x52\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x49\x0D\x7B\x58\x8C\x6D\x8B\xD4\x39\xBD\x01\x79\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC0\x50\x65\xB6\x80\x00\x00\x00\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62\x1C\x26\x62\xA0\xC7\xC5\xE7\x74\x6F\xD8\x68\x3C\x8F\x9A\x56\x6E\x18\xA5\x07\xF3\x76\x2A\x16\x91\x1A\xED\xA8\xB7\x65\x17\x01\x08\x31\x3D\xCC\xE3\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA\x13\x17\x49\x5B\x1C\xDF\x05\x62\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.61

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xA2FEE440), ('P4rIngress.aggregator.bitmap_seq.seq', 0xDA6FA448)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xDA6FA448, 16383)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x18), ('P4rIngress.aggregator.count_exp.exponent', 0x6F)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x03, 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xC5C8D378), ('P4rIngress.aggregator.values_v0000.hi', 0x30D89447)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x9590C06B), ('P4rIngress.aggregator.values_v0001.hi', 0x993577AB)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x7482F393), ('P4rIngress.aggregator.values_v0010.hi', 0x467F684E)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x668F9192), ('P4rIngress.aggregator.values_v0011.hi', 0x96F1B6CF)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xA035B2ED), ('P4rIngress.aggregator.values_v0100.hi', 0x47D40473)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x4098260D), ('P4rIngress.aggregator.values_v0101.hi', 0xE5474731)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x95021D52), ('P4rIngress.aggregator.values_v0110.hi', 0xE54D8AD8)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x8D7CEF75), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x91A861E8), ('P4rIngress.aggregator.values_v1000.hi', 0x6AF5ABD5)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x824C7BC8), ('P4rIngress.aggregator.values_v1001.hi', 0x7E6DF32D)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x969C3B85), ('P4rIngress.aggregator.values_v1010.hi', 0x6243F3D5)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x49E89A99), ('P4rIngress.aggregator.values_v1011.hi', 0x7B51F5F5)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x28842DF7), ('P4rIngress.aggregator.values_v1100.hi', 0x51F46748)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x2ECEB320), ('P4rIngress.aggregator.values_v1101.hi', 0x80000000)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x2BDEF877), ('P4rIngress.aggregator.values_v1110.hi', 0xEEF12B99)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xEE5B2AEB), ('P4rIngress.aggregator.values_v1111.hi', 0x68EE0CC5)], 16383)
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
                gc.KeyTuple('job_id', 0xD603),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001800),
                gc.DataTuple('slot_count', 0x00000800),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9E985544),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0x7B6C23FD),
                gc.KeyTuple('src_port', 0x88B6),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xD603),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x0080),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7B\x6C\x23\xFD\x00\x00\x00\x00\x88\xB6\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD6\x03\x00\x1E\x9E\x98\x55\x44\x07\xFF\x07\xE7\xDA\x6F\xA4\x48\x00\x20\x00\x00\xA4\x59\xA3\x1A\x63\x60\x70\x4D\x81\xB2\x99\x19\x3B\xB4\xBB\xAA\x4A\x36\xE9\x69\xA6\xC0\x69\x97\x4C\xE3\x5B\xF9\x98\x24\x84\xA7\xB1\x29\x93\x6D\x41\x1B\x99\x5D\x77\xE0\xED\x29\x8C\xEA\x3E\xAB\x98\x50\xCD\x5C\x95\xF5\xDD\x55\x6D\x5F\x6F\x13\x80\x00\x00\x00\xCA\x9A\xB8\x6E\x2E\xC7\x1A\x76\x95\x94\x2E\x5E\x29\x44\xAF\xF9\xE1\xDA\x92\x6B\x1E\x7D\xBF\x4D\x4A\x35\x5A\x3A\x1D\xA6\xE9\xE0\x2E\xD4\xF4\x17\x41\xB8\x56\xA3\x5D\xB3\xB5\xF4\x1D\x0E\xC5\x01\x39\x36\x7E\xFE\x8F\xAB\x19\x75\x47\x6A\x6C\xE9\x46\x43\x79\xF7\xCE\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD\x33\x1D\xE9\x0A\x4C\x2D\xDB\x4D\x65\xD8\x4C\xFC\x62\x1D\x8D\xD9\x83\xB7\x31\x9D\xE2\x8D\x2A\x79\x02\x5F\xBB\xFE\x41\x22\xDB\x1B\x01\xB1\x05\x59\x7E\x2D\x70\xEF\xC8\x47\x63\x88\x63\x11\xB9\xE2\xFB\x63\xD2\x01\xEC\xBB\xD0\x43\x48\x45\xAA\x19\x46\x8D\xEC\xDC\x39\x65\xED\xEE\x5D\x0D\x98\x21\x7F\xCB\xC5\x22\x7E\xEE\x7A\x88\xFA\xE4\x0F\xF5\xD3\xBF\x2F\x4B\x1F\x57\x86\xBE\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B\x55\xE6\xB1\x4E\x3A\x43\xD8\x7D\x15\x0A\xF7\x90\x00\x32\x18\x44\x24\x20\x24\x92\x4F\x2A\xC5\x75\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41\xE3\xB2\x80\x95\xD4\x0A\xCE\x3F\x30\x04\x94\x94\x46\xC3\xA9\x2C\x1F\x6D\xFE\x93\x81\x46\xEE\xA6\xF9\x65\xFF\xB4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7B\x6C\x23\xFD\xBE\xEF\x88\xB6\x00\xA0\x00\x00\x50\x34\x02\x82\xD6\x03\x00\x1E\x9E\x98\x55\x44\x07\xFF\x01\xE7\xDA\x6F\xA4\x48\x00\x20\x00\x19\x80\x00\x00\x00\x63\x60\x70\x4D\x80\x00\x00\x00\x3B\xB4\xBB\xAA\x7F\xFF\xFF\xFF\xA6\xC0\x69\x97\x7F\xFF\xFF\xFF\x98\x24\x84\xA7\x80\x00\x00\x00\x41\x1B\x99\x5D\x7F\xFF\xFF\xFF\x8C\xEA\x3E\xAB\x80\x00\x00\x00\x95\xF5\xDD\x55\xFA\xDC\x5E\x88\x80\x00\x00\x00\x80\x00\x00\x00\x2E\xC7\x1A\x76\x80\x00\x00\x00\x29\x44\xAF\xF9\x80\x00\x00\x00\x1E\x7D\xBF\x4D\x7F\xFF\xFF\xFF\x1D\xA6\xE9\xE0\x57\x59\x22\x0E\x41\xB8\x56\xA3\x7F\xFF\xFF\xFF\x1D\x0E\xC5\x01\x65\x15\x77\x75\x8F\xAB\x19\x75\x35\xC5\x97\xD4\x46\x43\x79\xF7\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xE2\xFE\xE4\x40\xDA\x6F\xA4\x48\xDA\x6F\xA4\x48\x19\xE7\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD4\xEA\x33\x55\x7F\xFF\xFF\xFF\xED\x3F\xD1\xE5\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xFA\xDC\x5E\x88\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x57\x59\x22\x0E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9D\x0E\xC5\x01\x65\x15\x77\x75\x80\x00\x00\x00\x35\xC5\x97\xD4\x7F\xFF\xFF\xFF\xCE\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD\x33\x1D\xE9\x0A\x4C\x2D\xDB\x4D\x65\xD8\x4C\xFC\x62\x1D\x8D\xD9\x83\xB7\x31\x9D\xE2\x8D\x2A\x79\x02\x5F\xBB\xFE\x41\x22\xDB\x1B\x01\xB1\x05\x59\x7E\x2D\x70\xEF\xC8\x47\x63\x88\x63\x11\xB9\xE2\xFB\x63\xD2\x01\xEC\xBB\xD0\x43\x48\x45\xAA\x19\x46\x8D\xEC\xDC\x39\x65\xED\xEE\x5D\x0D\x98\x21\x7F\xCB\xC5\x22\x7E\xEE\x7A\x88\xFA\xE4\x0F\xF5\xD3\xBF\x2F\x4B\x1F\x57\x86\xBE\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B\x55\xE6\xB1\x4E\x3A\x43\xD8\x7D\x15\x0A\xF7\x90\x00\x32\x18\x44\x24\x20\x24\x92\x4F\x2A\xC5\x75\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41\xE3\xB2\x80\x95\xD4\x0A\xCE\x3F\x30\x04\x94\x94\x46\xC3\xA9\x2C\x1F\x6D\xFE\x93\x81\x46\xEE\xA6\xF9\x65\xFF\xB4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.61

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x9B2042EB), ('P4rIngress.aggregator.bitmap_seq.seq', 0xF13B1C98)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xF13B1C98, 16383)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x01), ('P4rIngress.aggregator.count_exp.exponent', 0x69)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x01, 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xDEDB770D), ('P4rIngress.aggregator.values_v0000.hi', 0x5D016A9E)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x877446E0), ('P4rIngress.aggregator.values_v0001.hi', 0x96B3787B)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x2734D795), ('P4rIngress.aggregator.values_v0010.hi', 0x389C99ED)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x42A22C36), ('P4rIngress.aggregator.values_v0011.hi', 0xA592EB24)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xEDACB72F), ('P4rIngress.aggregator.values_v0100.hi', 0x6EEE66A3)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x7A41493A), ('P4rIngress.aggregator.values_v0101.hi', 0xBF3794BE)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x7F64BE23), ('P4rIngress.aggregator.values_v0110.hi', 0x6694E8C8)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xA4A1B6AF), ('P4rIngress.aggregator.values_v0111.hi', 0x42CD53B6)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x894930B7), ('P4rIngress.aggregator.values_v1000.hi', 0xB5CFEB5D)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x5ADF2CAD), ('P4rIngress.aggregator.values_v1001.hi', 0x7092B3E7)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x0FC554B3)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x50B97645), ('P4rIngress.aggregator.values_v1011.hi', 0x694E3D2B)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xF51B9AEC), ('P4rIngress.aggregator.values_v1100.hi', 0xBF597CAB)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xAD7BD7E3), ('P4rIngress.aggregator.values_v1101.hi', 0x2F2DFF6D)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xD5BA34B5), ('P4rIngress.aggregator.values_v1110.hi', 0x73AFDBC0)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x7D5838BC), ('P4rIngress.aggregator.values_v1111.hi', 0xD85DA38B)], 16383)
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
                gc.KeyTuple('job_id', 0xE4C9),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001FFF),
                gc.DataTuple('slot_count', 0x00000001),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8AEB38CE),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x016),
                gc.KeyTuple('src_addr', 0x61BC4BFB),
                gc.KeyTuple('src_port', 0x944F),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xE4C9),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x0227),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x61\xBC\x4B\xFB\x00\x00\x00\x00\x94\x4F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE4\xC9\x00\x1E\x8A\xEB\x38\xCE\x00\x00\x01\x8A\xF1\x3B\x1C\x98\x00\x20\x00\x00\x8A\x82\x6F\x5B\x35\x9D\x61\x53\xE4\x23\xD5\x36\xF8\xAC\xE3\xC9\x61\x06\x94\x93\x19\xFE\xDA\x64\x5D\x99\x98\x5C\xBE\x20\xC5\xCD\x88\x27\x55\x8D\x4E\x42\xFB\x2A\x10\x62\xC4\x99\x9E\x62\xDA\x64\x5C\x50\xE8\xA5\x52\xE2\xB3\x8B\x7A\x69\xBE\xA1\x4B\xFB\x77\x27\xBA\x69\xC8\x66\x2E\xCD\x68\xAC\x5A\x48\xDF\xFC\x61\xE7\x94\xDF\xA7\xCA\x21\x6F\xED\xB3\x6A\x99\x4A\x39\x58\xA9\x5D\x5E\xF5\x28\x11\x76\x7C\x46\x17\x7C\xAD\x9B\x4F\x2E\x94\xC6\x5E\xEA\x3E\x73\xA1\x9E\xF3\x73\x5B\xBB\x10\x59\x6F\x21\x12\x46\xCC\x50\xE7\x67\x4A\x9D\x71\xAB\xB8\x22\x3E\xF6\x80\xBD\xE0\x5D\xAB\x90\xAC\x09\x87\x4D\x88\x1F\x2E\x00\x26\x9B\x7B\x14\x4F\xBA\xEB\x8F\xE2\x81\x19\x3E\x88\x42\x90\x7C\xB4\x48\x25\x20\x70\x49\xCD\x1C\x3B\xAE\x27\x61\xD1\x59\x03\x33\x0C\x9E\xF4\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45\x97\x65\x26\x6D\xDE\x34\x71\xEB\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x61\xBC\x4B\xFB\xBE\xEF\x94\x4F\x00\xA0\x00\x00\x50\x34\x02\x82\xE4\xC9\x00\x1E\x8A\xEB\x38\xCE\x00\x00\x01\x8A\xF1\x3B\x1C\x98\x00\x20\x00\x02\x80\x00\x00\x00\x35\x9D\x61\x53\x80\x00\x00\x00\xF8\xAC\xE3\xC9\x7F\xFF\xFF\xFF\x19\xFE\xDA\x64\x7F\xFF\xFF\xFF\xBE\x20\xC5\xCD\x80\x00\x00\x00\x4E\x42\xFB\x2A\x7F\xFF\xFF\xFF\x9E\x62\xDA\x64\x7F\xFF\xFF\xFF\x52\xE2\xB3\x8B\x1F\x0B\x75\x50\x4B\xFB\x77\x27\x80\x00\x00\x00\x2E\xCD\x68\xAC\x7F\xFF\xFF\xFF\x61\xE7\x94\xDF\xA7\xCA\x21\x6F\xED\xB3\x6A\x99\x7F\xFF\xFF\xFF\x5D\x5E\xF5\x28\x06\x92\x17\x32\x17\x7C\xAD\x9B\xFC\xAA\x6C\xA9\x5E\xEA\x3E\x73\x80\x00\x00\x00\x5B\xBB\x10\x59\x7F\xFF\xFF\xFF\xCC\x50\xE7\x67\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xDB\x20\x42\xEB\xF1\x3B\x1C\x98\xF1\x3B\x1C\x98\x02\x8A\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x8F\x60\x5C\x44\x7F\xFF\xFF\xFF\x52\x9B\x74\x51\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1F\x0B\x75\x50\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xE4\x9D\x54\x09\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA7\xCA\x21\x6F\xFD\x78\xBF\x4C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x06\x92\x17\x32\xD6\xD6\x2A\x46\xFC\xAA\x6C\xA9\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA4\xAE\x8A\xF2\x4A\x9D\x71\xAB\xB8\x22\x3E\xF6\x80\xBD\xE0\x5D\xAB\x90\xAC\x09\x87\x4D\x88\x1F\x2E\x00\x26\x9B\x7B\x14\x4F\xBA\xEB\x8F\xE2\x81\x19\x3E\x88\x42\x90\x7C\xB4\x48\x25\x20\x70\x49\xCD\x1C\x3B\xAE\x27\x61\xD1\x59\x03\x33\x0C\x9E\xF4\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45\x97\x65\x26\x6D\xDE\x34\x71\xEB\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.61

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x059153E9), ('P4rIngress.aggregator.bitmap_seq.seq', 0xCE52C5A0)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xCE52C5A0, 16383)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x19), ('P4rIngress.aggregator.count_exp.exponent', 0x6E)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xEDFF7B8F), ('P4rIngress.aggregator.values_v0000.hi', 0x2305D429)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xA5F54175), ('P4rIngress.aggregator.values_v0001.hi', 0xF2B68CF2)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x5EB29D32), ('P4rIngress.aggregator.values_v0010.hi', 0xD82A6F7D)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6B1B7321), ('P4rIngress.aggregator.values_v0011.hi', 0xDBAD08AF)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xB4357615), ('P4rIngress.aggregator.values_v0100.hi', 0x184A94F9)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x20DF1A4B), ('P4rIngress.aggregator.values_v0101.hi', 0x775B6BA6)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x52CAB4A9), ('P4rIngress.aggregator.values_v0110.hi', 0x687687AD)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x45289F8A), ('P4rIngress.aggregator.values_v0111.hi', 0xA60F183F)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x3DAF3C7F), ('P4rIngress.aggregator.values_v1000.hi', 0x4A891E50)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x46910BC4), ('P4rIngress.aggregator.values_v1001.hi', 0xF5B529DC)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xA31EA747), ('P4rIngress.aggregator.values_v1010.hi', 0x829987AC)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x5EF3EDCB), ('P4rIngress.aggregator.values_v1011.hi', 0x52A164CB)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x9382C74B), ('P4rIngress.aggregator.values_v1100.hi', 0xD45CE503)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x9F6DBBCB), ('P4rIngress.aggregator.values_v1101.hi', 0x12B7E3B3)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x6EC94F63), ('P4rIngress.aggregator.values_v1110.hi', 0xDDDC6E82)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xBDD92EE3), ('P4rIngress.aggregator.values_v1111.hi', 0x4185AE22)], 16383)
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
                gc.KeyTuple('job_id', 0x1E56),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D94),
                gc.DataTuple('slot_count', 0x0000126C),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x973C7850),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02B),
                gc.KeyTuple('src_addr', 0x32D65D28),
                gc.KeyTuple('src_port', 0xE4A3),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x1E56),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x014C),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x32\xD6\x5D\x28\x00\x00\x00\x00\xE4\xA3\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x1E\x56\x00\x1E\x97\x3C\x78\x50\x12\x6B\x05\xD3\xCE\x52\xC5\xA0\x00\x20\x00\x00\x8C\x77\xEC\xB6\x78\xBC\x3B\xA7\xBD\x65\x2C\x7D\x61\x56\xEA\x4E\x4E\xF2\xB7\x7F\x30\x81\x69\x89\x33\x48\xEB\x7D\x93\xA5\xAA\xAB\x92\xBE\x72\x55\x34\xC5\xE6\xCA\x69\x5A\xAA\xFB\xE0\xC2\x37\x1E\xDF\x7F\xB6\xEB\x39\x22\x00\xB1\x43\x67\x3E\x0E\xAA\x97\x3A\x57\x69\x9D\xF2\xC0\x48\x58\x67\xFD\x59\xC6\xDE\x97\x77\x15\x6A\x94\xBF\x85\xBB\x71\xB2\x9E\xBD\x80\x65\x46\x9C\x91\x64\x28\xE1\xF9\xCD\x3B\xFB\x7B\x65\xD1\x79\x53\x1B\x65\xFB\xA5\x7E\xC3\x71\xF5\x2E\x47\x26\x87\xDD\xF5\xC4\xEF\x90\x9F\x89\x6F\x79\xC5\x7C\x86\x5D\x1E\x10\xCF\xFA\x8A\x4D\x00\x02\x14\x6C\x1D\x12\x55\x0D\x22\xF0\x6F\x6A\x08\x43\x5D\x14\x2D\xAF\xC6\xA8\xB7\x2A\xDD\x78\x30\xDF\x11\x83\x7A\xDC\xD4\x72\x9D\xB5\x32\xB3\x53\xEE\x39\x2B\x01\x65\x56\x56\x76\xB3\x56\x22\xBA\x8D\x7E\x70\x2B\x8A\xBE\x9D\x86\x80\xA8\xA1\x25\xBF\x24\xF1\xA7\x6B\x1D\x0F\xD7\x99\x4C\x53\x7E\x48\xA3\x6A\xA4\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A\x46\x9D\x47\x06\x5D\xB1\x15\xA2\x24\x65\x1D\xF1\x89\x79\x4C\x6E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x32\xD6\x5D\x28\xBE\xEF\xE4\xA3\x00\xA0\x00\x00\x50\x34\x02\x82\x1E\x56\x00\x1E\x97\x3C\x78\x50\x12\x6B\x01\xD3\xCE\x52\xC5\xA0\x00\x20\x00\x1A\x80\x00\x00\x00\x78\xBC\x3B\xA7\x80\x00\x00\x00\x61\x56\xEA\x4E\x7F\xFF\xFF\xFF\x30\x81\x69\x89\x7F\xFF\xFF\xFF\x93\xA5\xAA\xAB\x80\x00\x00\x00\x34\xC5\xE6\xCA\x7F\xFF\xFF\xFF\xE0\xC2\x37\x1E\x32\x4A\x6B\x94\x39\x22\x00\xB1\x7F\xFF\xFF\xFF\xAA\x97\x3A\x57\x7F\xFF\xFF\xFF\x48\x58\x67\xFD\x7F\xFF\xFF\xFF\x77\x15\x6A\x94\x80\x00\x00\x00\xB2\x9E\xBD\x80\x7F\xFF\xFF\xFF\x64\x28\xE1\xF9\x80\x00\x00\x00\x65\xD1\x79\x53\xBA\xD3\xB7\x70\x7E\xC3\x71\xF5\x7F\xFF\xFF\xFF\xDD\xF5\xC4\xEF\x80\x00\x00\x00\x79\xC5\x7C\x86\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x45\x91\x53\xE9\xCE\x52\xC5\xA0\xCE\x52\xC5\xA0\x1A\xD3\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x54\x0D\x77\x40\x7F\xFF\xFF\xFF\x08\xAB\xD9\x06\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x4D\x10\x7B\xC3\x7F\xFF\xFF\xFF\x58\x1D\xA2\xC4\x32\x4A\x6B\x94\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6C\xCA\x94\x70\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x3A\x2E\x5E\x56\xBA\xD3\xB7\x70\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBB\xD2\x33\x71\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x5D\x1E\x10\xCF\xFA\x8A\x4D\x00\x02\x14\x6C\x1D\x12\x55\x0D\x22\xF0\x6F\x6A\x08\x43\x5D\x14\x2D\xAF\xC6\xA8\xB7\x2A\xDD\x78\x30\xDF\x11\x83\x7A\xDC\xD4\x72\x9D\xB5\x32\xB3\x53\xEE\x39\x2B\x01\x65\x56\x56\x76\xB3\x56\x22\xBA\x8D\x7E\x70\x2B\x8A\xBE\x9D\x86\x80\xA8\xA1\x25\xBF\x24\xF1\xA7\x6B\x1D\x0F\xD7\x99\x4C\x53\x7E\x48\xA3\x6A\xA4\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A\x46\x9D\x47\x06\x5D\xB1\x15\xA2\x24\x65\x1D\xF1\x89\x79\x4C\x6E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.61

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x95658844), ('P4rIngress.aggregator.bitmap_seq.seq', 0xB0000000)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xB0000000, 16383)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0E), ('P4rIngress.aggregator.count_exp.exponent', 0x5F)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xBAAEEA94), ('P4rIngress.aggregator.values_v0000.hi', 0x4FD38C63)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xBFBAE33B), ('P4rIngress.aggregator.values_v0001.hi', 0x4BA5F46E)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x7B16BA06), ('P4rIngress.aggregator.values_v0010.hi', 0xD3E7530C)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x3746F67B), ('P4rIngress.aggregator.values_v0011.hi', 0xBBE4C631)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xDE57899C), ('P4rIngress.aggregator.values_v0100.hi', 0x78BEA1AC)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x3E6972D5), ('P4rIngress.aggregator.values_v0101.hi', 0x9B606D7D)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xA07D2EFB), ('P4rIngress.aggregator.values_v0110.hi', 0x97909EAD)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xABA4AEA5), ('P4rIngress.aggregator.values_v0111.hi', 0x9A7A1AEE)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xB7081CFA), ('P4rIngress.aggregator.values_v1000.hi', 0x2D95284B)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x6E3E2059), ('P4rIngress.aggregator.values_v1001.hi', 0x9A4920C5)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x3871A7A9), ('P4rIngress.aggregator.values_v1010.hi', 0x9CAF81D8)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x93DCDE8B), ('P4rIngress.aggregator.values_v1011.hi', 0x63A22F0E)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x46E5E3D6), ('P4rIngress.aggregator.values_v1100.hi', 0xADB732A7)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x4E35D291)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x7D2FB492), ('P4rIngress.aggregator.values_v1110.hi', 0x14FBF69F)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xA3CF43A0), ('P4rIngress.aggregator.values_v1111.hi', 0x41A96D16)], 16383)
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
                gc.KeyTuple('job_id', 0xE9B4),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000140F),
                gc.DataTuple('slot_count', 0x00000BF1),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC47F7BDB),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0x90C8FB09),
                gc.KeyTuple('src_port', 0xAF2B),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xE9B4),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x03F3),
            ]
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
        ig_port = 1
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x90\xC8\xFB\x09\x00\x00\x00\x00\xAF\x2B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE9\xB4\x00\x1E\xC4\x7F\x7B\xDB\x0B\xF0\x03\x7F\xB0\x00\x00\x00\x00\x20\x00\x00\xA2\x2B\x64\x16\x3E\xD5\xA0\x4D\x91\xA8\xEB\x2A\xA9\xDA\xEB\xEC\x33\x0B\x9B\x46\x68\xD1\x92\xE1\x49\x0F\xC2\xBF\x91\xCD\x44\x0E\x8B\x4E\x20\xDE\x17\xBC\x85\x2E\x64\xF3\x0E\x95\xC1\x48\xCA\x72\xA3\x32\x11\x1B\x9B\x3A\xC2\xE9\x2B\xBD\x8C\x67\xF4\x92\xBD\x75\xA6\x3B\xB6\xA3\x5A\x13\x9F\x5D\x2B\xE7\x62\x89\xA4\xE9\x85\x76\x6D\xF6\xC6\x6B\xD3\x68\xF3\x76\x4B\xDB\x9E\xF9\x69\xE6\x22\x01\x50\x6C\xC0\xBE\xB1\x3F\xF9\x35\x00\x00\x00\x00\x44\x12\xDA\xBE\x18\x99\x51\x2D\x7D\xD7\xE7\x18\xB4\x67\x7B\x7F\xFD\x37\x7D\x6F\xC2\x91\xDC\x13\x21\x99\x85\x1A\xCF\x9C\xCF\xEE\x73\x4F\xC5\xC5\xE9\x25\x20\xA6\x4B\x13\x34\x6B\x6C\x84\x34\xCD\x0D\xFA\xB9\xC8\xC0\xD4\x26\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19\x1C\x27\x70\xE5\x88\xEA\xC3\xE7\x43\xE9\x8A\x9B\x46\xF6\x96\x16\xF9\x91\x7F\xC5\x01\x5C\x6C\x80\x2C\xFB\x9C\x16\x84\xAE\x1A\x14\x07\x18\xC0\xAE\xC3\xC5\x20\x18\x28\x05\xB4\x5E\x09\xA0\x68\x65\x35\x9A\x32\x74\xBD\x57\x35\xBF\x9F\xCE\x01\x05\x70\xE5\xCF\x46\x92\xDA\x75\x6C\xFA\xC6\x6B\xE0\xB0\x01\x4C\xE1\x98\xCD\xAF\xB6\xB6\x1B\x59\xF9\xEF\x8C\x69\x76\xA9\x67\x6D\xA2\x9C\xF4\xEE\x19\x80\x52\x06\x9F\x5B\xAB\x20\x08\x0C\x43\xF6\x46\x8F\xBD\xE4\x2A\x28\x01\xA7\x6E\xAF\xF3\x19\x6B\x76\xA5\xB3\x79\xAD\xB1\x06\xB1\xA0\xD1\xCB\xF5\xB2\x3E\xC1\x90\xAC\x64\xE2\x5B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x90\xC8\xFB\x09\xBE\xEF\xAF\x2B\x00\xA0\x00\x00\x50\x34\x02\x82\xE9\xB4\x00\x1E\xC4\x7F\x7B\xDB\x0B\xF0\x01\x7F\xB0\x00\x00\x00\x00\x20\x00\x0F\x80\x00\x00\x00\x3E\xD5\xA0\x4D\x80\x00\x00\x00\xA9\xDA\xEB\xEC\x7F\xFF\xFF\xFF\x68\xD1\x92\xE1\x7F\xFF\xFF\xFF\x91\xCD\x44\x0E\x80\x00\x00\x00\x17\xBC\x85\x2E\x7F\xFF\xFF\xFF\xC1\x48\xCA\x72\x80\x00\x00\x00\x9B\x3A\xC2\xE9\xD7\x62\x3B\x0C\xF4\x92\xBD\x75\x80\x00\x00\x00\x5A\x13\x9F\x5D\x7F\xFF\xFF\xFF\xA4\xE9\x85\x76\x7F\xFF\xFF\xFF\xD3\x68\xF3\x76\xDF\xB8\x7D\x84\x69\xE6\x22\x01\x7F\xFF\xFF\xFF\xB1\x3F\xF9\x35\x00\x00\x00\x00\x44\x12\xDA\xBE\x7F\xFF\xFF\xFF\x7D\xD7\xE7\x18\x80\x00\x00\x00\xFD\x37\x7D\x6F\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xD5\x65\x88\x44\xB0\x00\x00\x00\xB0\x00\x00\x00\x0F\x7F\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF5\x80\xE0\x5A\x7F\xFF\xFF\xFF\x3C\xB8\xE5\xED\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xD7\x62\x3B\x0C\x8F\x0C\xD8\x63\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xDF\xB8\x7D\x84\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x3E\xE0\xEA\x85\xC2\x91\xDC\x13\x21\x99\x85\x1A\xCF\x9C\xCF\xEE\x73\x4F\xC5\xC5\xE9\x25\x20\xA6\x4B\x13\x34\x6B\x6C\x84\x34\xCD\x0D\xFA\xB9\xC8\xC0\xD4\x26\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19\x1C\x27\x70\xE5\x88\xEA\xC3\xE7\x43\xE9\x8A\x9B\x46\xF6\x96\x16\xF9\x91\x7F\xC5\x01\x5C\x6C\x80\x2C\xFB\x9C\x16\x84\xAE\x1A\x14\x07\x18\xC0\xAE\xC3\xC5\x20\x18\x28\x05\xB4\x5E\x09\xA0\x68\x65\x35\x9A\x32\x74\xBD\x57\x35\xBF\x9F\xCE\x01\x05\x70\xE5\xCF\x46\x92\xDA\x75\x6C\xFA\xC6\x6B\xE0\xB0\x01\x4C\xE1\x98\xCD\xAF\xB6\xB6\x1B\x59\xF9\xEF\x8C\x69\x76\xA9\x67\x6D\xA2\x9C\xF4\xEE\x19\x80\x52\x06\x9F\x5B\xAB\x20\x08\x0C\x43\xF6\x46\x8F\xBD\xE4\x2A\x28\x01\xA7\x6E\xAF\xF3\x19\x6B\x76\xA5\xB3\x79\xAD\xB1\x06\xB1\xA0\xD1\xCB\xF5\xB2\x3E\xC1\x90\xAC\x64\xE2\x5B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.61

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x14C192F0), ('P4rIngress.aggregator.bitmap_seq.seq', 0xF58E3811)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xF58E3811, 16383)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x17), ('P4rIngress.aggregator.count_exp.exponent', 0x20)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x01, 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x96C46CD6), ('P4rIngress.aggregator.values_v0000.hi', 0x4F1C00C8)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xBA93B62B), ('P4rIngress.aggregator.values_v0001.hi', 0xA5D4D9CA)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x671CE3E2), ('P4rIngress.aggregator.values_v0010.hi', 0x12820F24)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x7BA0F72F), ('P4rIngress.aggregator.values_v0011.hi', 0x9653D4D9)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xDEF73981), ('P4rIngress.aggregator.values_v0100.hi', 0xEC976D14)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x3CEB294B), ('P4rIngress.aggregator.values_v0101.hi', 0x18B4460C)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x1EDC66B8), ('P4rIngress.aggregator.values_v0110.hi', 0x4248E44C)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x7DFF92EA), ('P4rIngress.aggregator.values_v0111.hi', 0x948446C2)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x3B6F5EEC), ('P4rIngress.aggregator.values_v1000.hi', 0xEB351810)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xDD8D99DB), ('P4rIngress.aggregator.values_v1001.hi', 0xE4CDA6EF)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xDD5F0AAD), ('P4rIngress.aggregator.values_v1010.hi', 0xA2545D37)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xCE3CD55F), ('P4rIngress.aggregator.values_v1011.hi', 0xF2FBAC9A)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x5F1E066C), ('P4rIngress.aggregator.values_v1100.hi', 0x3CB9CD84)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x424F31E7), ('P4rIngress.aggregator.values_v1101.hi', 0xC465BA6C)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x4AEADBE3), ('P4rIngress.aggregator.values_v1110.hi', 0x3EBADCF8)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x45E34348), ('P4rIngress.aggregator.values_v1111.hi', 0x8F7E2EAA)], 16383)
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
                gc.KeyTuple('job_id', 0x84E4),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000087D),
                gc.DataTuple('slot_count', 0x00001783),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x89B5B7CD),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02B),
                gc.KeyTuple('src_addr', 0x52C70270),
                gc.KeyTuple('src_port', 0xDC1F),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x84E4),
                gc.DataTuple('rank', 0x001E),
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
        ig_port = 43
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x52\xC7\x02\x70\x00\x00\x00\x00\xDC\x1F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x84\xE4\x00\x1E\x89\xB5\xB7\xCD\x17\x82\x01\x41\xF5\x8E\x38\x11\x00\x20\x00\x00\xD7\x44\x4A\x58\x41\x46\xBD\x6F\xB2\x04\xD4\x2F\x03\xCC\x89\x5C\x32\x9E\x3A\x73\x87\xA0\xEB\x29\x3A\xE6\xDB\xD9\xD1\xC7\x4E\x5B\x84\x17\x79\xCD\x74\xD3\x65\x2D\x4C\xE3\xB9\xAE\x4C\xA6\xBC\x68\xBE\xD9\xAA\x38\x4F\x4A\xF8\x0B\x30\x4F\x3F\xB9\xDC\x9E\xCC\xC6\x7D\x99\x6D\x86\x8F\xF3\xD8\xCD\xF2\x24\xF8\x4C\x97\x15\xEF\x2D\xB5\x44\xBB\xDD\x7B\xDD\x54\xE3\x01\x69\xAF\xC9\x26\x14\x2E\x13\x5F\x64\xCD\x18\x7E\x26\x9C\xF3\x67\x12\x78\x69\x81\x75\xEC\xF8\x74\x88\xD3\x43\x5F\x22\x5D\x4F\x72\x59\x52\x6B\xD1\x05\x22\xEC\x19\xAC\xBF\x4E\xD1\x62\x52\x07\x1F\x17\x5B\x53\x1B\x7F\x5B\xD6\x8B\x86\x60\xCB\xEB\x43\x69\x2D\x95\xA5\x66\x54\x69\x84\xB5\x6B\xA6\x29\x96\xC5\x60\x9B\x67\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8\x01\x0C\xED\x66\x06\xA3\x12\xBB\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74\x5A\x88\xA9\x45\x49\x01\x6B\xAC\x58\xC0\xFE\xEA\x4A\x27\xFE\x40\x7C\xD0\x8B\xFE\xEE\x91\x29\x3F\xAF\x67\x7F\x52\x62\x74\xDC\x46\xD7\x7C\x10\x87\x37\x69\x9A\x3F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x52\xC7\x02\x70\xBE\xEF\xDC\x1F\x00\xA0\x00\x00\x50\x34\x02\x82\x84\xE4\x00\x1E\x89\xB5\xB7\xCD\x17\x82\x01\x41\xF5\x8E\x38\x11\x00\x20\x00\x18\x80\x00\x00\x00\x41\x46\xBD\x6F\x80\x00\x00\x00\x03\xCC\x89\x5C\x7F\xFF\xFF\xFF\x87\xA0\xEB\x29\x7F\xFF\xFF\xFF\xD1\xC7\x4E\x5B\x80\x00\x00\x00\x74\xD3\x65\x2D\x7F\xFF\xFF\xFF\x4C\xA6\xBC\x68\xDD\xB6\x10\xF0\x4F\x4A\xF8\x0B\x7F\xFF\xFF\xFF\xDC\x9E\xCC\xC6\x7F\xFF\xFF\xFF\x8F\xF3\xD8\xCD\xCF\xB2\x92\x27\x97\x15\xEF\x2D\x92\xA3\xC6\x8A\x7B\xDD\x54\xE3\xCF\xA6\x85\x28\x26\x14\x2E\x13\x7F\xFF\xFF\xFF\x7E\x26\x9C\xF3\x7F\xFF\xFF\xFF\x81\x75\xEC\xF8\x7F\xFF\xFF\xFF\x5F\x22\x5D\x4F\x7F\xFF\xFF\xFF\xD1\x05\x22\xEC\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x54\xC1\x92\xF0\xF5\x8E\x38\x11\xF5\x8E\x38\x11\x18\x41\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xA9\xA1\x63\x26\x7F\xFF\xFF\xFF\x9A\x22\xFA\x4D\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x61\x6A\xD2\x41\x7F\xFF\xFF\xFF\x65\x5B\x02\x74\xDD\xB6\x10\xF0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xCF\xB2\x92\x27\x80\x00\x00\x00\x92\xA3\xC6\x8A\x1E\x31\xB2\x1A\xCF\xA6\x85\x28\x19\x0F\xDA\xAD\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x19\xAC\xBF\x4E\xD1\x62\x52\x07\x1F\x17\x5B\x53\x1B\x7F\x5B\xD6\x8B\x86\x60\xCB\xEB\x43\x69\x2D\x95\xA5\x66\x54\x69\x84\xB5\x6B\xA6\x29\x96\xC5\x60\x9B\x67\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8\x01\x0C\xED\x66\x06\xA3\x12\xBB\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74\x5A\x88\xA9\x45\x49\x01\x6B\xAC\x58\xC0\xFE\xEA\x4A\x27\xFE\x40\x7C\xD0\x8B\xFE\xEE\x91\x29\x3F\xAF\x67\x7F\x52\x62\x74\xDC\x46\xD7\x7C\x10\x87\x37\x69\x9A\x3F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.61

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x8813F0D7), ('P4rIngress.aggregator.bitmap_seq.seq', 0x24CD7334)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x24CD7334, 16383)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x14), ('P4rIngress.aggregator.count_exp.exponent', 0x62)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xA41D59C1), ('P4rIngress.aggregator.values_v0000.hi', 0x2E2AB45D)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xD6603B6B), ('P4rIngress.aggregator.values_v0001.hi', 0x161D7ABF)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x220E7B43), ('P4rIngress.aggregator.values_v0010.hi', 0x80000000)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6038A8D2), ('P4rIngress.aggregator.values_v0011.hi', 0xBF871257)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xABBF2E20), ('P4rIngress.aggregator.values_v0100.hi', 0x4CAB6005)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x69F6BA3E), ('P4rIngress.aggregator.values_v0101.hi', 0x8AAE3837)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xB8D1934B), ('P4rIngress.aggregator.values_v0110.hi', 0xA4D6D437)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xBE682237), ('P4rIngress.aggregator.values_v0111.hi', 0x9B4E975B)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xAEF2808A), ('P4rIngress.aggregator.values_v1000.hi', 0x57B5CE4B)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x4A817E77), ('P4rIngress.aggregator.values_v1001.hi', 0xC90C6115)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x76749EF7), ('P4rIngress.aggregator.values_v1010.hi', 0xA6BEFD1F)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xEDE4F3AE), ('P4rIngress.aggregator.values_v1011.hi', 0x32E6BDDB)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x66DCB535), ('P4rIngress.aggregator.values_v1100.hi', 0x9CD1812C)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xBC5E2B05), ('P4rIngress.aggregator.values_v1101.hi', 0x8894E9D6)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x38EBCD55), ('P4rIngress.aggregator.values_v1110.hi', 0x74491FDF)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x2C2CA8D3), ('P4rIngress.aggregator.values_v1111.hi', 0x5928B953)], 16383)
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
                gc.KeyTuple('job_id', 0x20A3),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001E47),
                gc.DataTuple('slot_count', 0x000001B9),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x508A00C0),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x030),
                gc.KeyTuple('src_addr', 0x173D5F78),
                gc.KeyTuple('src_port', 0xFEE0),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x20A3),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x039F),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x17\x3D\x5F\x78\x00\x00\x00\x00\xFE\xE0\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x20\xA3\x00\x1E\x50\x8A\x00\xC0\x01\xB8\x07\xC7\x24\xCD\x73\x34\x00\x20\x00\x00\xA6\x89\x7D\xF3\x58\x5A\xC1\x78\x95\x1F\x50\xE9\x17\x79\xAA\x85\x72\xD7\x23\xCE\x7B\x94\x7B\x2C\x5D\xC4\xDF\xC0\x94\x74\x58\x1B\xB1\x7E\xE4\xBD\x4B\xA9\x52\xB5\x68\x0D\x33\x5D\xBF\x28\x08\xF1\xB5\x67\xE8\xDF\xAF\x84\x42\x2F\x17\x95\x77\x7A\x1F\x3E\xB1\x7B\xBC\x6A\xA2\x7A\x4B\xB2\x17\x41\x5B\xA5\x03\xB2\xA4\x2E\xCF\x42\x34\x8F\x90\xE5\x23\x18\xA5\x66\x6D\x8E\x47\xFD\xFD\x8D\x33\xC7\x64\x92\x06\x9D\xA7\x51\x0F\x26\x4A\xC4\xE7\x67\xD8\xB9\xA3\x19\x70\xE0\x9B\xE8\x55\xD0\xE5\x3C\x2F\x69\xDB\xF7\x4D\x66\xF5\x5B\xC6\x86\xDF\xC3\xB4\x38\xBF\x28\xC8\x2F\x55\xF9\x05\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80\x55\x93\x23\x69\xBB\x3F\x79\xBF\xC6\x1F\x60\x02\x8B\x2F\x39\x16\xFD\x8B\x42\xB2\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x17\x3D\x5F\x78\xBE\xEF\xFE\xE0\x00\xA0\x00\x00\x50\x34\x02\x82\x20\xA3\x00\x1E\x50\x8A\x00\xC0\x01\xB8\x01\xC7\x24\xCD\x73\x34\x00\x20\x00\x15\x80\x00\x00\x00\x58\x5A\xC1\x78\x80\x00\x00\x00\x17\x79\xAA\x85\x7F\xFF\xFF\xFF\x7B\x94\x7B\x2C\x7F\xFF\xFF\xFF\x94\x74\x58\x1B\x80\x00\x00\x00\x4B\xA9\x52\xB5\x7F\xFF\xFF\xFF\xBF\x28\x08\xF1\x80\x00\x00\x00\xAF\x84\x42\x2F\xD5\xFD\x99\xB1\x1F\x3E\xB1\x7B\x80\x00\x00\x00\x4B\xB2\x17\x41\x7F\xFF\xFF\xFF\xA4\x2E\xCF\x42\x7F\xFF\xFF\xFF\x23\x18\xA5\x66\x5B\x73\x3B\xAB\xFD\x8D\x33\xC7\x7F\xFF\xFF\xFF\xA7\x51\x0F\x26\x07\x23\x12\x6C\xD8\xB9\xA3\x19\x7F\xFF\xFF\xFF\x55\xD0\xE5\x3C\x5B\x96\x84\xCA\x4D\x66\xF5\x5B\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xC8\x13\xF0\xD7\x24\xCD\x73\x34\x24\xCD\x73\x34\x15\xC7\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x2D\x97\x25\x44\x7F\xFF\xFF\xFF\xFB\x94\x7B\x2C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xD5\xFD\x99\xB1\xBA\x8D\x48\xD6\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC9\xD7\xA2\x85\x5B\x73\x3B\xAB\x30\x73\xF1\xA2\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x07\x23\x12\x6C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5B\x96\x84\xCA\x7F\xFF\xFF\xFF\xC6\x86\xDF\xC3\xB4\x38\xBF\x28\xC8\x2F\x55\xF9\x05\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80\x55\x93\x23\x69\xBB\x3F\x79\xBF\xC6\x1F\x60\x02\x8B\x2F\x39\x16\xFD\x8B\x42\xB2\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.61

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x8A05B70E), ('P4rIngress.aggregator.bitmap_seq.seq', 0xAB78E98C)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xAB78E98C, 16383)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1A), ('P4rIngress.aggregator.count_exp.exponent', 0x38)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xC78AC23B), ('P4rIngress.aggregator.values_v0000.hi', 0x59D4B9F5)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x9C97164C), ('P4rIngress.aggregator.values_v0001.hi', 0xA5BF592B)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x64EC5AA2), ('P4rIngress.aggregator.values_v0010.hi', 0xA464F88A)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6EBEF319), ('P4rIngress.aggregator.values_v0011.hi', 0x83ADB27E)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x91BBC679), ('P4rIngress.aggregator.values_v0100.hi', 0x54D35464)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x2EAE9AE2), ('P4rIngress.aggregator.values_v0101.hi', 0x2AA4BAE9)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x0BDBD463), ('P4rIngress.aggregator.values_v0110.hi', 0x6B96DE0E)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x7825A4D7), ('P4rIngress.aggregator.values_v0111.hi', 0xBF9AF897)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x76AB0DA7), ('P4rIngress.aggregator.values_v1000.hi', 0x9007D8F2)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x21A8DE36), ('P4rIngress.aggregator.values_v1001.hi', 0x9E4A7F6F)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x5232A930), ('P4rIngress.aggregator.values_v1010.hi', 0x3F962B77)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x56BAB77F), ('P4rIngress.aggregator.values_v1011.hi', 0xD6EB82F3)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x4CAD0EF5), ('P4rIngress.aggregator.values_v1100.hi', 0x6938BE96)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x5E7BEFA9), ('P4rIngress.aggregator.values_v1101.hi', 0xC44822A9)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x575D72DC), ('P4rIngress.aggregator.values_v1110.hi', 0x45545A6D)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x5A2EC10B), ('P4rIngress.aggregator.values_v1111.hi', 0x8AC6E323)], 16383)
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
                gc.KeyTuple('job_id', 0xFFAE),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DD7),
                gc.DataTuple('slot_count', 0x00001229),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC7E321D4),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x037),
                gc.KeyTuple('src_addr', 0xE2019619),
                gc.KeyTuple('src_port', 0x1D60),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xFFAE),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x0184),
            ]
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
        ig_port = 55
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE2\x01\x96\x19\x00\x00\x00\x00\x1D\x60\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xFF\xAE\x00\x1E\xC7\xE3\x21\xD4\x12\x28\x03\x96\xAB\x78\xE9\x8C\x00\x20\x00\x00\x8B\xFE\x57\x44\x57\x9E\x55\x67\x80\x14\xDD\x67\x35\xA8\x31\x4E\x20\xD2\x9F\xEC\x00\x00\x00\x00\x71\x92\xA5\x17\xB3\x9C\xAF\x79\xCE\x61\x0B\x75\x9A\x86\x64\xAE\x6A\xA3\x0A\x51\x3A\xD4\x8E\x6B\xA2\xDB\x01\x73\x45\xBB\xE2\x0D\x57\x59\xAC\xCD\x8F\xC2\x69\xB3\x56\x80\x08\xAB\xB9\xBD\xB6\x95\x00\x00\x00\x00\xDC\xCD\x45\x36\xCD\xED\x97\x1C\x19\x94\x7B\xEB\xD6\x68\xAB\x8F\x77\xC7\xB0\x85\x4D\xBE\xF2\xC2\x68\x71\xA1\xAD\x3B\x2B\x96\xC7\x8E\xFB\x3A\x62\x58\x61\xCA\xBD\x6D\x61\x4A\xEB\x53\x85\xF6\x91\xD9\xA9\xDC\x6E\x68\x0E\x42\x40\x50\x5E\x1B\x1D\xE2\x50\x0B\xDF\x5F\xE7\xDE\x48\x7A\x01\x7B\xF0\x1D\x4B\x02\x55\x2F\x0E\xBD\xCA\xE2\x80\x02\x6A\xE9\x09\xB1\x5C\xDD\xEF\x25\x0B\x52\xF5\x9F\xDD\x96\xCF\x6F\x5A\x82\xF5\x17\xD5\x68\xEA\x51\x40\xBD\xDC\x2D\x55\xEB\x5C\x7F\xA4\x57\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE2\x01\x96\x19\x00\x00\x00\x00\x1D\x60\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xFF\xAE\x00\x1E\xC7\xE3\x21\xD4\x12\x28\x03\x96\xAB\x78\xE9\x8C\x00\x20\x00\x00\x80\x00\x00\x00\x57\x9E\x55\x67\x80\x00\x00\x00\x35\xA8\x31\x4E\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\xB3\x9C\xAF\x79\x80\x00\x00\x00\x9A\x86\x64\xAE\x7F\xFF\xFF\xFF\x3A\xD4\x8E\x6B\xAE\xB6\xD5\xD6\x45\xBB\xE2\x0D\x7F\xFF\xFF\xFF\x8F\xC2\x69\xB3\x7F\xFF\xFF\xFF\xB9\xBD\xB6\x95\x21\xA8\xDE\x36\xDC\xCD\x45\x36\x20\x20\x40\x4C\x19\x94\x7B\xEB\x2D\x23\x63\x0E\x77\xC7\xB0\x85\x7F\xFF\xFF\xFF\x68\x71\xA1\xAD\x7F\xFF\xFF\xFF\x8E\xFB\x3A\x62\x7F\xFF\xFF\xFF\x6D\x61\x4A\xEB\x7F\xFF\xFF\xFF\xD9\xA9\xDC\x6E\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\xCA\x05\xB7\x0E\xAB\x78\xE9\x8C\xAB\x78\xE9\x8C\x1B\x96\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xDB\x67\x8A\x79\x7F\xFF\xFF\xFF\xA4\x64\xF8\x8A\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xEF\x59\xB9\x12\x7F\xFF\xFF\xFF\x65\x79\x49\x54\xAE\xB6\xD5\xD6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x21\xA8\xDE\x36\x80\x00\x00\x00\x20\x20\x40\x4C\x59\x2A\xA7\x62\x2D\x23\x63\x0E\x4E\xB3\x33\x78\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x68\x0E\x42\x40\x50\x5E\x1B\x1D\xE2\x50\x0B\xDF\x5F\xE7\xDE\x48\x7A\x01\x7B\xF0\x1D\x4B\x02\x55\x2F\x0E\xBD\xCA\xE2\x80\x02\x6A\xE9\x09\xB1\x5C\xDD\xEF\x25\x0B\x52\xF5\x9F\xDD\x96\xCF\x6F\x5A\x82\xF5\x17\xD5\x68\xEA\x51\x40\xBD\xDC\x2D\x55\xEB\x5C\x7F\xA4\x57\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.61

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xB42C1CC7), ('P4rIngress.aggregator.bitmap_seq.seq', 0x40000000)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x40000000, 16383)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x04), ('P4rIngress.aggregator.count_exp.exponent', 0x2C)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x03, 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x953B8FAD), ('P4rIngress.aggregator.values_v0000.hi', 0x37B52117)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xBAA9D582), ('P4rIngress.aggregator.values_v0001.hi', 0xD7DAA65D)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x59F0D688), ('P4rIngress.aggregator.values_v0010.hi', 0xDA08E566)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6B6FE541), ('P4rIngress.aggregator.values_v0011.hi', 0x92CDE121)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xBFA6C06A), ('P4rIngress.aggregator.values_v0100.hi', 0x6914BD21)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x0CD7D6D7), ('P4rIngress.aggregator.values_v0101.hi', 0x8B467855)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x868A38E5), ('P4rIngress.aggregator.values_v0110.hi', 0xDAE28F4F)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x95085F8F)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xD1540B9B), ('P4rIngress.aggregator.values_v1000.hi', 0x48B18EEF)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x91E8DBCC), ('P4rIngress.aggregator.values_v1001.hi', 0x54C9C669)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xD4A50FEF), ('P4rIngress.aggregator.values_v1010.hi', 0xD774535A)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x731F6744), ('P4rIngress.aggregator.values_v1011.hi', 0x1B9E456B)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xA3B4D8FD), ('P4rIngress.aggregator.values_v1100.hi', 0xCF7111DB)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x3796C0C2), ('P4rIngress.aggregator.values_v1101.hi', 0x4DA6A4C7)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xA682579C), ('P4rIngress.aggregator.values_v1110.hi', 0x5975350D)], 16383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x785B8B1F), ('P4rIngress.aggregator.values_v1111.hi', 0x4D07D991)], 16383)
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
                gc.KeyTuple('job_id', 0x801D),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000004D0),
                gc.DataTuple('slot_count', 0x00001B30),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1DBA0AC7),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02E),
                gc.KeyTuple('src_addr', 0x07808FF2),
                gc.KeyTuple('src_port', 0xE43A),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x801D),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x0101),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x07\x80\x8F\xF2\x00\x00\x00\x00\xE4\x3A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x80\x1D\x00\x1E\x1D\xBA\x0A\xC7\x1B\x2F\x07\x7A\x40\x00\x00\x00\x00\x20\x00\x00\x9C\xA3\xEF\xAB\x65\xBA\xA4\x74\xAE\xBD\x1D\x3E\x54\x4B\xAA\xC3\x37\xBC\x16\xD2\x4C\xAA\xA2\xBE\x4D\xFD\x65\xCF\xB0\xFD\x3D\x77\x9A\xC1\xB0\x39\x50\x0F\x52\x50\x7B\x8F\x91\xC9\xF2\x9F\xF5\x35\x8E\x6F\x69\xAC\x82\x03\x6C\xE7\x00\x00\x00\x00\xF3\x40\xCA\x54\x8C\x37\xAB\x0B\x48\x95\x23\x24\xD4\x51\xD2\x0F\x3C\xE4\x4E\x2F\x00\x00\x00\x00\xA4\x5D\x3A\x52\x23\x4C\xAA\xB2\xA6\x52\x22\xA7\x76\xB5\x49\x67\xE7\x52\x7A\x95\x7B\x4A\x0F\x82\x48\xBD\x96\xF5\xAE\xEE\xF2\xF3\x4A\x2B\xA3\x4B\x45\x09\x98\x9E\x5C\xB1\x4A\x4F\xF2\x56\x61\xC0\x6C\x47\xD0\x98\x87\xA0\xE3\xF8\x41\x73\x04\x06\xBB\x95\xD8\x20\xC2\x49\xCD\x27\xCB\x0E\xDA\x19\x1E\x31\x70\x44\x10\x24\xC2\x10\x54\x30\x6B\xFD\x40\x4C\x1C\x7A\x98\xBE\xEF\xEC\x7B\x6B\xA4\xB3\x1A\xCE\x73\xB2\x13\xE5\x80\xC4\xF2\xCB\x95\x84\x49\x40\x47\x3A\xA2\x71\x2F\x05\x9D\xDC\x7A\x19\x74\xB4\xAA\x56\x98\x01\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x07\x80\x8F\xF2\xBE\xEF\xE4\x3A\x00\xA0\x00\x00\x50\x34\x02\x82\x80\x1D\x00\x1E\x1D\xBA\x0A\xC7\x1B\x2F\x01\x7A\x40\x00\x00\x00\x00\x20\x00\x05\x80\x00\x00\x00\x65\xBA\xA4\x74\x80\x00\x00\x00\x54\x4B\xAA\xC3\x7F\xFF\xFF\xFF\x4C\xAA\xA2\xBE\x7F\xFF\xFF\xFF\xB0\xFD\x3D\x77\x80\x00\x00\x00\x50\x0F\x52\x50\x7F\xFF\xFF\xFF\xF2\x9F\xF5\x35\x80\x00\x00\x00\x82\x03\x6C\xE7\x00\x00\x00\x00\xF3\x40\xCA\x54\x80\x00\x00\x00\x48\x95\x23\x24\x80\x00\x00\x00\x3C\xE4\x4E\x2F\xD4\xA5\x0F\xEF\xA4\x5D\x3A\x52\x7F\xFF\xFF\xFF\xA6\x52\x22\xA7\x1A\x6A\x22\x64\xE7\x52\x7A\x95\x7F\xFF\xFF\xFF\x48\xBD\x96\xF5\x80\x00\x00\x00\x4A\x2B\xA3\x4B\x7F\xFF\xFF\xFF\x5C\xB1\x4A\x4F\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xF4\x2C\x1C\xC7\x40\x00\x00\x00\x40\x00\x00\x00\x05\x7A\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x2C\x26\x51\x20\x7F\xFF\xFF\xFF\x26\xB3\x88\x24\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x00\x00\x00\x00\x88\x49\x29\xE3\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD4\xA5\x0F\xEF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC1\xF0\x68\x12\x1A\x6A\x22\x64\xB6\xC3\x8C\x70\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF2\x56\x61\xC0\x6C\x47\xD0\x98\x87\xA0\xE3\xF8\x41\x73\x04\x06\xBB\x95\xD8\x20\xC2\x49\xCD\x27\xCB\x0E\xDA\x19\x1E\x31\x70\x44\x10\x24\xC2\x10\x54\x30\x6B\xFD\x40\x4C\x1C\x7A\x98\xBE\xEF\xEC\x7B\x6B\xA4\xB3\x1A\xCE\x73\xB2\x13\xE5\x80\xC4\xF2\xCB\x95\x84\x49\x40\x47\x3A\xA2\x71\x2F\x05\x9D\xDC\x7A\x19\x74\xB4\xAA\x56\x98\x01\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

