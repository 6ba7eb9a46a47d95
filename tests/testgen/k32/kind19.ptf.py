# PTF test for /tmp/wt38/regen/work/k32/kind19/main
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

logger = logging.getLogger('/tmp/wt38/regen/work/k32/kind19/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/wt38/regen/work/k32/kind19/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/wt38/regen/work/k32/kind19/main')

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
    # Current statement coverage: 0.055

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 28
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xE1\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xAE\x00\x00\x00\x00\x00\x00\x20\x00\x00\xF5\x38\xAB\xF1\x85\xC6\x6B\xCD\xB5\x83\x97\xD3\x24\x47\x19\x2D\x42\x1E\xAB\xA7\xB9\xC8\xE0\xCD\xF2\x79\x0F\x2A\x8F\xEA\x2B\x7A\x01\xAF\x45\xE6\x9A\x73\x09\xFF\x7E\x8D\xD4\x60\xE2\xD8\x15\xC5\x75\x08\xD4\x42\xF8\xD1\xE5\x04\xF1\x3C\xDD\x71\xF7\x80\xE0\x5B\x0A\x01\x84\xA5\xA5\x39\xB1\x3C\x0E\x16\x17\xC1\xCB\x3D\x50\x3C\x91\x3F\xCD\x81\x84\x07\xF7\xDF\xFD\x89\xB7\x49\xD7\xE9\xCC\xFD\x98\x8D\xC7\x44\x84\x56\x32\xB6\xC7\x60\xF0\x6A\xAD\xDE'
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
        ig_port = 47
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x70\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x37\x00\x00\x00\x00\x00\x00\x20\x00\x00\x4B\x2A\x18\x9E\xBE\xC3\xE8\x99\xB7\x09\x78\x20\x04\x16\x72\xA9\x26\x68\x12\xC7\xFE\x99\x1A\x6D\x05\x1A\x38\xDD\x27\x87\xCA\x0E\x35\xD7\x72\x35\xDE\xE2\x47\xCB\x2D\x6F\x4C\x6A\x30\x19\xBF\x87\xC8\xC4\xA9\x1F\x6C\x40\xFD\x26\x00\x0F\x9F\xC0\x6D\xD2\xC0\x09\x75\x29\x08\xBF\x73\x73\x04\xAE\x8A\x6D\x69\x9C\x25\x50\xD5\xAA\x07\x34\xC8\x87\x4C\x1A\xAF\xBE\x86\x4C\x24\x61\xFC\x2B\x50\xC5\xA1\xF1\x4A\x25\x2B\x18\xB1\x1E\xDB\xC4\x32\x92\xB2\x03'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test3(AbstractTest):
    # Current statement coverage: 0.056

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 39
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x20\x00\x00\x3B\x23\xB3\x23\x5D\x2E\x42\xCF\x84\xBE\x96\xDC\xBA\x4A\xF4\xDF\x85\x5C\x25\x90\x00\xF3\x9D\x2B\x0F\xC7\x92\xF9\x5F\x19\x90\xDF\x9C\x57\x0D\xA9\x2A\xEF\x95\x9A\x86\x8F\x7D\xD7\xBD\x17\x4C\x86\xAF\x0A\x43\xFA\xDD\xA2\xE9\x13\x25\x20\x36\x2D\x42\x88\xEA\xB7\x6C\xA6\xAD\xC8\x2A\x53'
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x20\x00\x00\x2A\x54\x89\xD6\x33\x67\x65\xCE\x26\x24\x60\xA9\x5E\x1E\xCE\xB1\x32\x14\xE4\x63\x04\x2B\x23\xA7\x9D\x4C\x72\xAE\xD4\x4B\x23\x31\x8A\xC8\x8A\x71\x18\x4D\xE7\x45\x59\x07\xE2\x14\x82\xCB\x96\x28\x78\x95\x07\xA1\x0F\xDB\xF1\xD0\xF6\x4C\xCA\xDA\xF6\x02\x83\xCF\xC5\xC6\x23\xD4\xD1\xD5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test5(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 14082)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 14082)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 14082)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 14082)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 14082)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 14082)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 14082)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 14082)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 14082)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 14082)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 14082)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 14082)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 14082)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 14082)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 14082)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 14082)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 14082)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 14082)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 14082)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 14082)
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
                gc.KeyTuple('job_id', 0x54E4),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000902),
                gc.DataTuple('slot_count', 0x000012AD),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB2BE81E7),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x011),
                gc.KeyTuple('src_addr', 0xEF0C0783),
                gc.KeyTuple('src_port', 0xCB91),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x54E4),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x03DA),
            ]
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
        ig_port = 17
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEF\x0C\x07\x83\x00\x00\x00\x00\xCB\x91\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x54\xE4\x00\x18\xB2\xBE\x81\xE7\x0E\x00\x01\x98\x07\xFF\xFF\xFF\x00\x20\x00\x00\x00\x00\x00\x00\xFF\x11\x9A\xD7\x00\x00\x00\x00\x4B\x8B\x58\xFC\x00\x00\x00\x00\xEB\xC2\xEC\xA4\x00\x00\x00\x00\x0D\x33\xE5\x81\x00\x00\x00\x00\x22\x5B\xB0\x3C\x00\x00\x00\x00\xBC\xBD\x54\x39\x00\x00\x00\x00\xB9\x0D\xEF\x3C\x00\x00\x00\x00\x35\xFF\x82\x32\x00\x00\x00\x00\x01\x0F\xC8\x1B\x00\x00\x00\x00\x91\x5F\x91\x0E\x00\x00\x00\x00\x32\x28\x00\x74\x00\x00\x00\x00\xCD\x0F\x39\xDB\x00\x00\x00\x00\xA6\x51\x9E\xCB\x00\x00\x00\x00\x08\x45\x8B\x0C\x00\x00\x00\x00\xF3\xAD\x0D\xAC\x00\x00\x00\x00\x78\xFD\x37\x64\x23\x1B\x78\xF4\x1F\xD3\x2C\x1E\x81\xF9\x11\xF0\xDC\x60\xFF\x50\x8C\xE7\x8D\x23\xA1\x95\xB0\xDE\x9E\xD9\xD4\xE9\xCE\x38\xED\xEF\x99\x3D\x44\xDD\x40\xB7\x04\x0C\xDC\x60\x77\xA7\x0C\x0A\x9F\x94\x87\x54\xC3\xBC\x56\xB5\xE8\x95\xC2\x61\x78\x7B\xEA\x72\x5B\x76\x07\xF1\xB5\x83\xCF\x8D\xE2\xCD\x19\xE5\x02\x4E\x59\x16\x86\xED\x47\xB0\x94\x21\x5A\x76\x53\x9F\x00\x14\x27\x26\x68\xAA\x9D\xFD\x35\x91\xC5\xD2\x3B\x85\x00\xBC\x1C\x0F\x4D\x25\xF6\x36\x92\xDC\xA8\xB0\xC5\x87\x3F\xE7\xE7\x43\xE1\x47\xC3\x4E\xBA\xC2\x3C\xAD\xCC\xC6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xEF\x0C\x07\x83\xBE\xEF\xCB\x91\x00\xA0\x00\x00\x50\x34\x02\x82\x54\xE4\x00\x18\xB2\xBE\x81\xE7\x0E\x00\x01\x98\x07\xFF\xFF\xFF\x00\x20\x00\x01\x00\x00\x00\x00\xFF\x11\x9A\xD7\x00\x00\x00\x00\x4B\x8B\x58\xFC\x00\x00\x00\x00\xEB\xC2\xEC\xA4\x00\x00\x00\x00\x0D\x33\xE5\x81\x00\x00\x00\x00\x22\x5B\xB0\x3C\x00\x00\x00\x00\xBC\xBD\x54\x39\x00\x00\x00\x00\xB9\x0D\xEF\x3C\x00\x00\x00\x00\x35\xFF\x82\x32\x00\x00\x00\x00\x01\x0F\xC8\x1B\x00\x00\x00\x00\x91\x5F\x91\x0E\x00\x00\x00\x00\x32\x28\x00\x74\x00\x00\x00\x00\xCD\x0F\x39\xDB\x00\x00\x00\x00\xA6\x51\x9E\xCB\x00\x00\x00\x00\x08\x45\x8B\x0C\x00\x00\x00\x00\xF3\xAD\x0D\xAC\x00\x00\x00\x00\x78\xFD\x37\x64\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x01\x00\x00\x00\x07\xFF\xFF\xFF\x07\xFF\xFF\xFF\x01\x98\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xFF\x11\x9A\xD7\x00\x00\x00\x00\x4B\x8B\x58\xFC\x00\x00\x00\x00\xEB\xC2\xEC\xA4\x00\x00\x00\x00\x0D\x33\xE5\x81\x00\x00\x00\x00\x22\x5B\xB0\x3C\x00\x00\x00\x00\xBC\xBD\x54\x39\x00\x00\x00\x00\xB9\x0D\xEF\x3C\x00\x00\x00\x00\x35\xFF\x82\x32\x00\x00\x00\x00\x01\x0F\xC8\x1B\x00\x00\x00\x00\x91\x5F\x91\x0E\x00\x00\x00\x00\x32\x28\x00\x74\x00\x00\x00\x00\xCD\x0F\x39\xDB\x00\x00\x00\x00\xA6\x51\x9E\xCB\x00\x00\x00\x00\x08\x45\x8B\x0C\x00\x00\x00\x00\xF3\xAD\x0D\xAC\x00\x00\x00\x00\x78\xFD\x37\x64\x23\x1B\x78\xF4\x1F\xD3\x2C\x1E\x81\xF9\x11\xF0\xDC\x60\xFF\x50\x8C\xE7\x8D\x23\xA1\x95\xB0\xDE\x9E\xD9\xD4\xE9\xCE\x38\xED\xEF\x99\x3D\x44\xDD\x40\xB7\x04\x0C\xDC\x60\x77\xA7\x0C\x0A\x9F\x94\x87\x54\xC3\xBC\x56\xB5\xE8\x95\xC2\x61\x78\x7B\xEA\x72\x5B\x76\x07\xF1\xB5\x83\xCF\x8D\xE2\xCD\x19\xE5\x02\x4E\x59\x16\x86\xED\x47\xB0\x94\x21\x5A\x76\x53\x9F\x00\x14\x27\x26\x68\xAA\x9D\xFD\x35\x91\xC5\xD2\x3B\x85\x00\xBC\x1C\x0F\x4D\x25\xF6\x36\x92\xDC\xA8\xB0\xC5\x87\x3F\xE7\xE7\x43\xE1\x47\xC3\x4E\xBA\xC2\x3C\xAD\xCC\xC6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test6(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x78\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC8\x00\x00\x00\x00\x00\x00\x20\x00\x00\x6A\xF8\x37\x6D\x42\x91\xEF\xE3\x74\x95\xF4\x51\xC3\x17\x70\x3E\x2D\x47\x78\x94\xEA\x3B\xCE\xAF\x9C\x1F\xC9\xD2\x90\x47\x3F\xE7\x57\xD7\x8F\x56\x2D\xF7\xB9\x15\xCE\x8D\x85\xBD\xA8\x3B\x54\x85\xCD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x3E234619), ('P4rIngress.aggregator.bitmap_seq.seq', 0xD1DA0C35)], 9470)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xD1DA0C35, 9470)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 9470)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 9470)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 9470)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 9470)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 9470)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 9470)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 9470)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 9470)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 9470)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 9470)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 9470)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 9470)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 9470)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 9470)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 9470)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 9470)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 9470)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 9470)
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
                gc.KeyTuple('job_id', 0xB28B),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000008F),
                gc.DataTuple('slot_count', 0x000012E1),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9931E53B),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00D),
                gc.KeyTuple('src_addr', 0xF8E1AB10),
                gc.KeyTuple('src_port', 0x4064),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xB28B),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x02EC),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF8\xE1\xAB\x10\x00\x00\x00\x00\x40\x64\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB2\x8B\x00\x1C\x99\x31\xE5\x3B\x04\x6F\x03\x51\x35\x35\xA7\x2F\x00\x20\x00\x00\x00\x00\x00\x00\x93\x69\x33\xE3\x00\x00\x00\x00\xAE\xE8\xCF\xAA\x00\x00\x00\x00\x5C\xD0\x57\x98\x00\x00\x00\x00\x65\xB4\x06\xC6\x00\x00\x00\x00\xE7\x03\xB1\x21\x00\x00\x00\x00\x34\x0A\x97\xD2\x00\x00\x00\x00\x62\x42\xB7\xE0\x00\x00\x00\x00\x94\x5B\x6B\xB8\x00\x00\x00\x00\x9C\xE8\xFA\xC3\x00\x00\x00\x00\x78\x7E\x50\x63\x00\x00\x00\x00\x0E\x54\xED\xCD\x00\x00\x00\x00\x4E\x10\x74\xD6\x00\x00\x00\x00\xEB\x1E\x97\xDC\x00\x00\x00\x00\x44\xEF\x22\x29\x00\x00\x00\x00\xC9\x2C\xB5\xB5\x00\x00\x00\x00\xAE\x00\x20\x6E\x88\x25\xC7\x2A\x51\x3E\xA9\xA0\x74\x8D\x64\x57\x91\xA0\x3F\x71\xC3\x37\xFE\x3F\x9B\x38\x68\x4F\xD0\x5A\x33\x85\x7C\x81\x1C\xE7\x0A\x28\xB2\xAF\x11\xEC\xF8\xA6\xA6\xAF\xD6\x5E\x04\xC1\x68\xE5\xC2\x64\xAE\xD3\x28\x23\x7B\x18\xE4\x9D\x09\xC3\xD4\x38\x17\x93\xFB\x54\x67\x20\x9E\xB5\x6A\xE4\x34\x50\xD0\x64\x7E\x67\xB1\x22\x4C\x76\x4E\xF3\x3D\x66\xA9\xBC\xBD\xAF\x43\x6E\xD8\xC9\xC5\xAF\x0C\xCD\xFC\x35\xF8\x53\x3A\xE3\x5F\x02\xA1\x87\x94\xD3\xF0\x56\xF0\x4F\x68\xEB\x32\x07\xAA\x9A\x29\x5F\xD4\xFB\xBE\x6B\x5F\x13\x26\xF2\x75\xF3\x40\x98\x6B\x8E\x12\xEF\xA1\xDB\x34\x0B\x06\x9E\x46\x4F\x25\x0F\x91\x6F\x08\x2C\x5C\x5E\x5B\x14\xF7\x9F\x6B\xEA\x4B\x5B\x24\x71\x12\x6C\xE8\x18\x21\x38\x94\xD3\x03\x36\xDE\x6C\xA7\x81\xC3\x40\x8F\x49\x9C\xA9\x09\x37\x42\x4F\xB6\x86\x72\x32\x9D\xC7\xBB\xCD\x39\xC8\x16\x54\xC8\x2E\x6E\x08\x1B\x84\xBC\x20\xEA\x99\xD6\x63\x0B\x67\xC0\x6D\xEF\xEB\xB4\x88\x1F\x10\x5D\x4A\x27\x41\x30\xDE\x0F\x56\xC4\x1C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF8\xE1\xAB\x10\xBE\xEF\x40\x64\x00\xA0\x00\x00\x50\x34\x02\x82\xB2\x8B\x00\x1C\x99\x31\xE5\x3B\x04\x6F\x01\x51\x35\x35\xA7\x2F\x00\x20\x00\x01\x00\x00\x00\x00\x93\x69\x33\xE3\x00\x00\x00\x00\xAE\xE8\xCF\xAA\x00\x00\x00\x00\x5C\xD0\x57\x98\x00\x00\x00\x00\x65\xB4\x06\xC6\x00\x00\x00\x00\xE7\x03\xB1\x21\x00\x00\x00\x00\x34\x0A\x97\xD2\x00\x00\x00\x00\x62\x42\xB7\xE0\x00\x00\x00\x00\x94\x5B\x6B\xB8\x00\x00\x00\x00\x9C\xE8\xFA\xC3\x00\x00\x00\x00\x78\x7E\x50\x63\x00\x00\x00\x00\x0E\x54\xED\xCD\x00\x00\x00\x00\x4E\x10\x74\xD6\x00\x00\x00\x00\xEB\x1E\x97\xDC\x00\x00\x00\x00\x44\xEF\x22\x29\x00\x00\x00\x00\xC9\x2C\xB5\xB5\x00\x00\x00\x00\xAE\x00\x20\x6E\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x10\x00\x00\x00\x35\x35\xA7\x2F\x35\x35\xA7\x2F\x01\x51\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x93\x69\x33\xE3\x00\x00\x00\x00\xAE\xE8\xCF\xAA\x00\x00\x00\x00\x5C\xD0\x57\x98\x00\x00\x00\x00\x65\xB4\x06\xC6\x00\x00\x00\x00\xE7\x03\xB1\x21\x00\x00\x00\x00\x34\x0A\x97\xD2\x00\x00\x00\x00\x62\x42\xB7\xE0\x00\x00\x00\x00\x94\x5B\x6B\xB8\x00\x00\x00\x00\x9C\xE8\xFA\xC3\x00\x00\x00\x00\x78\x7E\x50\x63\x00\x00\x00\x00\x0E\x54\xED\xCD\x00\x00\x00\x00\x4E\x10\x74\xD6\x00\x00\x00\x00\xEB\x1E\x97\xDC\x00\x00\x00\x00\x44\xEF\x22\x29\x00\x00\x00\x00\xC9\x2C\xB5\xB5\x00\x00\x00\x00\xAE\x00\x20\x6E\x88\x25\xC7\x2A\x51\x3E\xA9\xA0\x74\x8D\x64\x57\x91\xA0\x3F\x71\xC3\x37\xFE\x3F\x9B\x38\x68\x4F\xD0\x5A\x33\x85\x7C\x81\x1C\xE7\x0A\x28\xB2\xAF\x11\xEC\xF8\xA6\xA6\xAF\xD6\x5E\x04\xC1\x68\xE5\xC2\x64\xAE\xD3\x28\x23\x7B\x18\xE4\x9D\x09\xC3\xD4\x38\x17\x93\xFB\x54\x67\x20\x9E\xB5\x6A\xE4\x34\x50\xD0\x64\x7E\x67\xB1\x22\x4C\x76\x4E\xF3\x3D\x66\xA9\xBC\xBD\xAF\x43\x6E\xD8\xC9\xC5\xAF\x0C\xCD\xFC\x35\xF8\x53\x3A\xE3\x5F\x02\xA1\x87\x94\xD3\xF0\x56\xF0\x4F\x68\xEB\x32\x07\xAA\x9A\x29\x5F\xD4\xFB\xBE\x6B\x5F\x13\x26\xF2\x75\xF3\x40\x98\x6B\x8E\x12\xEF\xA1\xDB\x34\x0B\x06\x9E\x46\x4F\x25\x0F\x91\x6F\x08\x2C\x5C\x5E\x5B\x14\xF7\x9F\x6B\xEA\x4B\x5B\x24\x71\x12\x6C\xE8\x18\x21\x38\x94\xD3\x03\x36\xDE\x6C\xA7\x81\xC3\x40\x8F\x49\x9C\xA9\x09\x37\x42\x4F\xB6\x86\x72\x32\x9D\xC7\xBB\xCD\x39\xC8\x16\x54\xC8\x2E\x6E\x08\x1B\x84\xBC\x20\xEA\x99\xD6\x63\x0B\x67\xC0\x6D\xEF\xEB\xB4\x88\x1F\x10\x5D\x4A\x27\x41\x30\xDE\x0F\x56\xC4\x1C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 9399)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 9399)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 9399)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 9399)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 9399)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 9399)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 9399)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 9399)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 9399)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 9399)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 9399)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 9399)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 9399)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 9399)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 9399)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 9399)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 9399)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 9399)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 9399)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 9399)
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
                gc.KeyTuple('job_id', 0xC28B),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000002B7),
                gc.DataTuple('slot_count', 0x00000E01),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x340DFA70),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x026),
                gc.KeyTuple('src_addr', 0x356324F3),
                gc.KeyTuple('src_port', 0xB1C1),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xC28B),
                gc.DataTuple('rank', 0x000C),
                gc.DataTuple('worker_index', 0x02CF),
            ]
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
        ig_port = 38
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x35\x63\x24\xF3\x00\x00\x00\x00\xB1\xC1\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC2\x8B\x00\x0C\x34\x0D\xFA\x70\x02\x00\x07\xE8\x7B\x3D\x5E\x0B\x00\x20\x00\x00\x00\x00\x00\x00\x58\x83\xAC\xF4\x00\x00\x00\x00\x61\xCC\xDE\x01\x00\x00\x00\x00\x70\x2F\xD4\x1B\x00\x00\x00\x00\xA0\x9F\x5F\xC2\x00\x00\x00\x00\x6B\x50\xD2\xCA\x00\x00\x00\x00\x8B\x08\xA7\x5A\x00\x00\x00\x00\xBE\x81\x0E\xBE\x00\x00\x00\x00\x62\xF1\x4C\x5C\x00\x00\x00\x00\x40\xD3\x6D\x06\x00\x00\x00\x00\x25\xD3\xC1\x6C\x00\x00\x00\x00\xB7\x1B\x27\xBE\x00\x00\x00\x00\x23\x11\xEA\x11\x00\x00\x00\x00\xB9\x79\x6F\x57\x00\x00\x00\x00\xB5\x7E\xA7\x98\x00\x00\x00\x00\xB5\xB4\xD2\xD0\x00\x00\x00\x00\x06\x67\x70\xC8\x21\x89\x80\xC9\x95\x34\x55\x02\x1E\x49\x1A\xFA\xEB\xC5\x2D\x1B\x32\xB8\x78\xDA\x75\x9A\x03\xD8\x48\xAB\x55\x8D\x29\xA1\xD3\xBD\xD6\xE2\xF6\x18\xE3\x45\xF2\xAE\x2C\xFD\x75\xA4\xC2\x70\x05\x82\xA6\x5B\x03\x41\x23\x26\x81\x73\x13\x72\xB1\x74\x95\xCC\x22\x94\x8C\x2B\x14\x19\xE2\x7D\x20\x57\x21\xA7\x5A\xC5\x92\xD7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x35\x63\x24\xF3\xBE\xEF\xB1\xC1\x00\xA0\x00\x00\x50\x34\x02\x82\xC2\x8B\x00\x0C\x34\x0D\xFA\x70\x02\x00\x01\xE8\x7B\x3D\x5E\x0B\x00\x20\x00\x01\x00\x00\x00\x00\x58\x83\xAC\xF4\x00\x00\x00\x00\x61\xCC\xDE\x01\x00\x00\x00\x00\x70\x2F\xD4\x1B\x00\x00\x00\x00\xA0\x9F\x5F\xC2\x00\x00\x00\x00\x6B\x50\xD2\xCA\x00\x00\x00\x00\x8B\x08\xA7\x5A\x00\x00\x00\x00\xBE\x81\x0E\xBE\x00\x00\x00\x00\x62\xF1\x4C\x5C\x00\x00\x00\x00\x40\xD3\x6D\x06\x00\x00\x00\x00\x25\xD3\xC1\x6C\x00\x00\x00\x00\xB7\x1B\x27\xBE\x00\x00\x00\x00\x23\x11\xEA\x11\x00\x00\x00\x00\xB9\x79\x6F\x57\x00\x00\x00\x00\xB5\x7E\xA7\x98\x00\x00\x00\x00\xB5\xB4\xD2\xD0\x00\x00\x00\x00\x06\x67\x70\xC8\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x00\x10\x00\x7B\x3D\x5E\x0B\x7B\x3D\x5E\x0B\x01\xE8\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x58\x83\xAC\xF4\x00\x00\x00\x00\x61\xCC\xDE\x01\x00\x00\x00\x00\x70\x2F\xD4\x1B\x00\x00\x00\x00\xA0\x9F\x5F\xC2\x00\x00\x00\x00\x6B\x50\xD2\xCA\x00\x00\x00\x00\x8B\x08\xA7\x5A\x00\x00\x00\x00\xBE\x81\x0E\xBE\x00\x00\x00\x00\x62\xF1\x4C\x5C\x00\x00\x00\x00\x40\xD3\x6D\x06\x00\x00\x00\x00\x25\xD3\xC1\x6C\x00\x00\x00\x00\xB7\x1B\x27\xBE\x00\x00\x00\x00\x23\x11\xEA\x11\x00\x00\x00\x00\xB9\x79\x6F\x57\x00\x00\x00\x00\xB5\x7E\xA7\x98\x00\x00\x00\x00\xB5\xB4\xD2\xD0\x00\x00\x00\x00\x06\x67\x70\xC8\x21\x89\x80\xC9\x95\x34\x55\x02\x1E\x49\x1A\xFA\xEB\xC5\x2D\x1B\x32\xB8\x78\xDA\x75\x9A\x03\xD8\x48\xAB\x55\x8D\x29\xA1\xD3\xBD\xD6\xE2\xF6\x18\xE3\x45\xF2\xAE\x2C\xFD\x75\xA4\xC2\x70\x05\x82\xA6\x5B\x03\x41\x23\x26\x81\x73\x13\x72\xB1\x74\x95\xCC\x22\x94\x8C\x2B\x14\x19\xE2\x7D\x20\x57\x21\xA7\x5A\xC5\x92\xD7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x11B11281), ('P4rIngress.aggregator.bitmap_seq.seq', 0x3D5D5E13)], 10600)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x3D5D5E13, 10600)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 10600)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 10600)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 10600)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 10600)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 10600)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 10600)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 10600)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 10600)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 10600)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 10600)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 10600)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 10600)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 10600)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 10600)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 10600)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 10600)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 10600)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 10600)
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
                gc.KeyTuple('job_id', 0x11B5),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000668),
                gc.DataTuple('slot_count', 0x00000BC5),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x10BBB337),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x019),
                gc.KeyTuple('src_addr', 0x6B166623),
                gc.KeyTuple('src_port', 0x77E3),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x11B5),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x02DC),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6B\x16\x66\x23\x00\x00\x00\x00\x77\xE3\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x11\xB5\x00\x0D\x10\xBB\xB3\x37\x03\x00\x01\x04\x9E\xD5\x7F\x80\x00\x20\x00\x00\x00\x00\x00\x00\x83\x40\xEB\x23\x00\x00\x00\x00\x90\xBD\xA2\x9A\x00\x00\x00\x00\xC4\xBF\x5C\x65\x00\x00\x00\x00\x65\x0B\x07\x6A\x00\x00\x00\x00\x9C\x8E\xC6\x73\x00\x00\x00\x00\x53\xB7\xD5\x5F\x00\x00\x00\x00\xC4\xA5\x89\x12\x00\x00\x00\x00\xBF\xDC\x42\xBB\x00\x00\x00\x00\x23\xE0\x40\x87\x00\x00\x00\x00\x88\x4E\xD7\x8F\x00\x00\x00\x00\xD0\x9A\xFC\x14\x00\x00\x00\x00\x83\x9F\xEF\x7C\x00\x00\x00\x00\xBA\xFB\xA6\x78\x00\x00\x00\x00\xAC\xDB\x5A\x6D\x00\x00\x00\x00\xD6\xF7\xC1\x4C\x00\x00\x00\x00\x70\x8E\xF7\xED\x2F\x8B\x3C\xD9\x6D\x93\xEE\x73\x58\xD0\xAA\x65\xB9\xE4\x94\x5A\xA9\x3C\x3A\x8B\x89\x50\xB3\xE2\x35\xDD\x22\x1D\x5F\xCE\xAF\x2D\xEA\x3F\xAA\xD0\xF9\x6F\x05\x69\xDC\x37\xE8\x9E\x7A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6B\x16\x66\x23\x00\x00\x00\x00\x77\xE3\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x11\xB5\x00\x0D\x10\xBB\xB3\x37\x03\x00\x01\x04\x9E\xD5\x7F\x80\x00\x20\x00\x00\x00\x00\x00\x00\x83\x40\xEB\x23\x00\x00\x00\x00\x90\xBD\xA2\x9A\x00\x00\x00\x00\xC4\xBF\x5C\x65\x00\x00\x00\x00\x65\x0B\x07\x6A\x00\x00\x00\x00\x9C\x8E\xC6\x73\x00\x00\x00\x00\x53\xB7\xD5\x5F\x00\x00\x00\x00\xC4\xA5\x89\x12\x00\x00\x00\x00\xBF\xDC\x42\xBB\x00\x00\x00\x00\x23\xE0\x40\x87\x00\x00\x00\x00\x88\x4E\xD7\x8F\x00\x00\x00\x00\xD0\x9A\xFC\x14\x00\x00\x00\x00\x83\x9F\xEF\x7C\x00\x00\x00\x00\xBA\xFB\xA6\x78\x00\x00\x00\x00\xAC\xDB\x5A\x6D\x00\x00\x00\x00\xD6\xF7\xC1\x4C\x00\x00\x00\x00\x70\x8E\xF7\xED\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x00\x20\x00\x9E\xD5\x7F\x80\x9E\xD5\x7F\x80\x01\x04\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x83\x40\xEB\x23\x00\x00\x00\x00\x90\xBD\xA2\x9A\x00\x00\x00\x00\xC4\xBF\x5C\x65\x00\x00\x00\x00\x65\x0B\x07\x6A\x00\x00\x00\x00\x9C\x8E\xC6\x73\x00\x00\x00\x00\x53\xB7\xD5\x5F\x00\x00\x00\x00\xC4\xA5\x89\x12\x00\x00\x00\x00\xBF\xDC\x42\xBB\x00\x00\x00\x00\x23\xE0\x40\x87\x00\x00\x00\x00\x88\x4E\xD7\x8F\x00\x00\x00\x00\xD0\x9A\xFC\x14\x00\x00\x00\x00\x83\x9F\xEF\x7C\x00\x00\x00\x00\xBA\xFB\xA6\x78\x00\x00\x00\x00\xAC\xDB\x5A\x6D\x00\x00\x00\x00\xD6\xF7\xC1\x4C\x00\x00\x00\x00\x70\x8E\xF7\xED\x2F\x8B\x3C\xD9\x6D\x93\xEE\x73\x58\xD0\xAA\x65\xB9\xE4\x94\x5A\xA9\x3C\x3A\x8B\x89\x50\xB3\xE2\x35\xDD\x22\x1D\x5F\xCE\xAF\x2D\xEA\x3F\xAA\xD0\xF9\x6F\x05\x69\xDC\x37\xE8\x9E\x7A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x8C7D586C), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC4756231)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC4756231, 14173)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 14173)
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
                gc.KeyTuple('job_id', 0xD1ED),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B4E),
                gc.DataTuple('slot_count', 0x00000E5B),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9D8F1FE5),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x016),
                gc.KeyTuple('src_addr', 0x8D420D81),
                gc.KeyTuple('src_port', 0x8C10),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xD1ED),
                gc.DataTuple('rank', 0x0006),
                gc.DataTuple('worker_index', 0x01D5),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8D\x42\x0D\x81\x00\x00\x00\x00\x8C\x10\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD1\xED\x00\x06\x9D\x8F\x1F\xE5\x0C\x0F\x03\xFD\x29\x43\x2F\x38\x00\x20\x00\x00\x00\x00\x00\x00\xBE\x46\xC0\xBF\x00\x00\x00\x00\x7D\x2F\x67\x1F\x00\x00\x00\x00\x95\x58\x6A\x6C\x00\x00\x00\x00\x35\x54\xAF\x64\x00\x00\x00\x00\x65\x1B\x30\xD1\x00\x00\x00\x00\x8C\xD5\x0C\x0D\x00\x00\x00\x00\x03\x76\xA0\x22\x00\x00\x00\x00\x7C\x83\xD9\xE7\x00\x00\x00\x00\xB0\x3A\x04\x35\x00\x00\x00\x00\x7F\x82\xE5\x4D\x00\x00\x00\x00\x77\x77\x79\x17\x00\x00\x00\x00\x71\xC3\xAE\x65\x00\x00\x00\x00\xE6\x88\xDB\x72\x00\x00\x00\x00\xAE\x8B\xCF\xB4\x00\x00\x00\x00\x35\xC4\xE9\x36\x00\x00\x00\x00\xD2\x74\x00\xF7\x57\xE5\x8A\x02\x8F\x57\x96\x6D\x3C\x47\x0B\x46\x1E\x54\xEA\x32\xD5\x79\xE8\xAF\x47\xB4\xED\xAD\x84\x5B\xE9\x6B\xCB\x8E\x25\xF9\x4B\x17\xDC\x2A\xF6\xF5\x90\x6E\x24\xAF\x7F\x8F\xBB\xC6\x3A\x9F\x36\x1B\x95\x21\x54\x70\xE8\x51\x40\x13\x1A\x88\x1B\x66\xAA\x66\xC7\x5D\xBA\x05\xEE\x62\xCB\x69\x2A\xEE\xCE\x3D\x7E\xE7\x1C\x61\xD1\x7C\x62\x5C\x1C\xEA\x02\x73\x6C\x79\x65\x77\xA6\x09\xFF\xAB\xB8\xD0\x70\x43\xA2\xD3\xE7\x52\x9B\x38\xD9\x01\x31\x9D\x68\xDD\x4E\x86\x2E\xE6\x89\x09\xF3\xB2\xB3\xE1\x3F\xCA\x16\x1B\xA6\xC1\x4D\x10\xE1\x09\x56\x14\x12\xDB\xBA\x74\xA8\x13\x21\x1A\xE4\xC0\x01\x6D\x24\xB2\x8F\xFB\x79\x96\x3A\xB5\xA9\xB3\x2B\x99\x8D\x49\x1B\x86\xE3\x59\x02\x36\x82\xA0\xC9\x9A\x1C\x6A\xD9\x99\x48\x93\x20\x4B\x1B\x35\xA1\x53\x50\xD4\x2F\x3D\x2E\x28\x62\xB2\x6D\x9A\xCE\xAC\xA4\x15\x0E\xA8\x5D\xF9\x49\xE0\xD5\x41\x34\x33\x02\x60\x67\x91\x51\xC9\x41\xED\xA9\xFA\x0C\xE3\x23\xDE\x15\x9F\xB9\x00\x1A\x58\xD4\x93\xAF\xFA\x6A\xEB\x29\x7C\x73\x66\x40\x14\x9E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8D\x42\x0D\x81\x00\x00\x00\x00\x8C\x10\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD1\xED\x00\x06\x9D\x8F\x1F\xE5\x0C\x0F\x03\xFD\x29\x43\x2F\x38\x00\x20\x00\x00\x00\x00\x00\x00\xBE\x46\xC0\xBF\x00\x00\x00\x00\x7D\x2F\x67\x1F\x00\x00\x00\x00\x95\x58\x6A\x6C\x00\x00\x00\x00\x35\x54\xAF\x64\x00\x00\x00\x00\x65\x1B\x30\xD1\x00\x00\x00\x00\x8C\xD5\x0C\x0D\x00\x00\x00\x00\x03\x76\xA0\x22\x00\x00\x00\x00\x7C\x83\xD9\xE7\x00\x00\x00\x00\xB0\x3A\x04\x35\x00\x00\x00\x00\x7F\x82\xE5\x4D\x00\x00\x00\x00\x77\x77\x79\x17\x00\x00\x00\x00\x71\xC3\xAE\x65\x00\x00\x00\x00\xE6\x88\xDB\x72\x00\x00\x00\x00\xAE\x8B\xCF\xB4\x00\x00\x00\x00\x35\xC4\xE9\x36\x00\x00\x00\x00\xD2\x74\x00\xF7\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x00\x00\x40\x29\x43\x2F\x38\x29\x43\x2F\x38\x01\xFD\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xBE\x46\xC0\xBF\x00\x00\x00\x00\x7D\x2F\x67\x1F\x00\x00\x00\x00\x95\x58\x6A\x6C\x00\x00\x00\x00\x35\x54\xAF\x64\x00\x00\x00\x00\x65\x1B\x30\xD1\x00\x00\x00\x00\x8C\xD5\x0C\x0D\x00\x00\x00\x00\x03\x76\xA0\x22\x00\x00\x00\x00\x7C\x83\xD9\xE7\x00\x00\x00\x00\xB0\x3A\x04\x35\x00\x00\x00\x00\x7F\x82\xE5\x4D\x00\x00\x00\x00\x77\x77\x79\x17\x00\x00\x00\x00\x71\xC3\xAE\x65\x00\x00\x00\x00\xE6\x88\xDB\x72\x00\x00\x00\x00\xAE\x8B\xCF\xB4\x00\x00\x00\x00\x35\xC4\xE9\x36\x00\x00\x00\x00\xD2\x74\x00\xF7\x57\xE5\x8A\x02\x8F\x57\x96\x6D\x3C\x47\x0B\x46\x1E\x54\xEA\x32\xD5\x79\xE8\xAF\x47\xB4\xED\xAD\x84\x5B\xE9\x6B\xCB\x8E\x25\xF9\x4B\x17\xDC\x2A\xF6\xF5\x90\x6E\x24\xAF\x7F\x8F\xBB\xC6\x3A\x9F\x36\x1B\x95\x21\x54\x70\xE8\x51\x40\x13\x1A\x88\x1B\x66\xAA\x66\xC7\x5D\xBA\x05\xEE\x62\xCB\x69\x2A\xEE\xCE\x3D\x7E\xE7\x1C\x61\xD1\x7C\x62\x5C\x1C\xEA\x02\x73\x6C\x79\x65\x77\xA6\x09\xFF\xAB\xB8\xD0\x70\x43\xA2\xD3\xE7\x52\x9B\x38\xD9\x01\x31\x9D\x68\xDD\x4E\x86\x2E\xE6\x89\x09\xF3\xB2\xB3\xE1\x3F\xCA\x16\x1B\xA6\xC1\x4D\x10\xE1\x09\x56\x14\x12\xDB\xBA\x74\xA8\x13\x21\x1A\xE4\xC0\x01\x6D\x24\xB2\x8F\xFB\x79\x96\x3A\xB5\xA9\xB3\x2B\x99\x8D\x49\x1B\x86\xE3\x59\x02\x36\x82\xA0\xC9\x9A\x1C\x6A\xD9\x99\x48\x93\x20\x4B\x1B\x35\xA1\x53\x50\xD4\x2F\x3D\x2E\x28\x62\xB2\x6D\x9A\xCE\xAC\xA4\x15\x0E\xA8\x5D\xF9\x49\xE0\xD5\x41\x34\x33\x02\x60\x67\x91\x51\xC9\x41\xED\xA9\xFA\x0C\xE3\x23\xDE\x15\x9F\xB9\x00\x1A\x58\xD4\x93\xAF\xFA\x6A\xEB\x29\x7C\x73\x66\x40\x14\x9E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x48D83E80), ('P4rIngress.aggregator.bitmap_seq.seq', 0x00000000)], 12807)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x00000000, 12807)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 12807)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 12807)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 12807)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 12807)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 12807)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 12807)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 12807)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 12807)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 12807)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 12807)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 12807)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 12807)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 12807)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 12807)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 12807)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 12807)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 12807)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 12807)
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
                gc.KeyTuple('job_id', 0xF170),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000063C),
                gc.DataTuple('slot_count', 0x00000FA7),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBB2EAB17),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02F),
                gc.KeyTuple('src_addr', 0x1BBAFD8B),
                gc.KeyTuple('src_port', 0x5E28),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xF170),
                gc.DataTuple('rank', 0x0017),
                gc.DataTuple('worker_index', 0x0039),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1B\xBA\xFD\x8B\x00\x00\x00\x00\x5E\x28\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF1\x70\x00\x17\xBB\x2E\xAB\x17\x0B\xCB\x05\xB4\x34\x4D\x32\x0D\x00\x20\x00\x00\x00\x00\x00\x00\x25\x8E\xC3\xEA\x00\x00\x00\x00\xB6\x5A\xDC\x99\x00\x00\x00\x00\x59\xCE\x70\x8B\x00\x00\x00\x00\xDC\xA5\xC2\x2F\x00\x00\x00\x00\xAB\x7A\x08\xE6\x00\x00\x00\x00\x57\xCF\x03\x1C\x00\x00\x00\x00\x3D\xC0\x58\x5C\x00\x00\x00\x00\x74\xD8\xCC\x51\x00\x00\x00\x00\x6C\xEF\x5E\x07\x00\x00\x00\x00\x7E\x9E\x9B\x54\x00\x00\x00\x00\xC0\x45\xB3\x3C\x00\x00\x00\x00\x53\xF3\x30\x14\x00\x00\x00\x00\xFE\x84\x31\xD8\x00\x00\x00\x00\x6A\x13\x68\x59\x00\x00\x00\x00\x64\x39\x14\x37\x00\x00\x00\x00\xF0\xC3\xE1\x69\x0C\x1D\x19\x47\x3F\x66\x52\x4A\xAA\xD2\xDA\xA7\x4F\x4E\xA0\x07\x50\x2A\xD3\x8F\x68\xA2\x33\x44\xFC\xA2\xF3\x26\x7C\x43\x9F\xE7\xC8\x7C\xDD\xDA\x0A\x27\x00\x42\x68\x04\x89\xD7\x3E\x21\x5A\x24\x9F\x4D\xD8\x3E\xE3\x93\x14\xAE\x3E\x15\xDF\x77\xD7\x4F\x64\x97\xBB\xBE\x53\x09\x6B\x18\x4F\x71\xA5\x2C\x05\xB7\x72\x63\xB7\x1F\xD6\xEB\xC9\x09\x29\x1F\xE6\x29\x0E\xEC\x84\xF4\x3D\xAB\x0C\x5D\x63\xBC\x38\xD8\x36\x60\x25\x0A\x87\x5F\xC0\x64\x20\x90\xFC\xF1\xCE\x85\x25\x00\xEF\xBB\x82\xA7\x04\x9E\xA7\x75\x8B\x92\x27\xFD\xD3\x8C\x8B\x44\x3F\x4A\xAE\x31\x51\xFA\x9F\x2E\xB1\x64\x33\x40\xE5\x8F\x27\x15\x7D\x3D\x37\xAE\x07\x60\x7A\x25\xE9\x60\xCA\x55\xEB\x4C\x84\x0F\x34\x82\xE3\xF8\xEE\x0C\x1A\x1A\x86\xBA\x51\xB8\xA6\x83\x3B\xD1\x8B\x44\x9A\xE8\x0B\xB2\x9D\xDF\x12\x9B\x28\x57\x23\x76\x6A\x75\x0F\xD8\x0E\x32\x95\x04\xDA\x07\x2B\x10\xAC\x53\x61\x4D\x3F\x7F\x20\x99\x81\x66\x15\x8C\x35\x4C\x3B\x13\x02\x48\x19\xF5\xBA\x84\x97\x30\x55\x52\x1E\xC8\x7F\xE4\xBF\x8A\x7A\xF3\x82\xD1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1B\xBA\xFD\x8B\xBE\xEF\x5E\x28\x00\xA0\x00\x00\x50\x34\x02\x82\xF1\x70\x00\x17\xBB\x2E\xAB\x17\x0B\xCB\x01\xB4\x34\x4D\x32\x0D\x00\x20\x00\x01\x00\x00\x00\x00\x25\x8E\xC3\xEA\x00\x00\x00\x00\xB6\x5A\xDC\x99\x00\x00\x00\x00\x59\xCE\x70\x8B\x00\x00\x00\x00\xDC\xA5\xC2\x2F\x00\x00\x00\x00\xAB\x7A\x08\xE6\x00\x00\x00\x00\x57\xCF\x03\x1C\x00\x00\x00\x00\x3D\xC0\x58\x5C\x00\x00\x00\x00\x74\xD8\xCC\x51\x00\x00\x00\x00\x6C\xEF\x5E\x07\x00\x00\x00\x00\x7E\x9E\x9B\x54\x00\x00\x00\x00\xC0\x45\xB3\x3C\x00\x00\x00\x00\x53\xF3\x30\x14\x00\x00\x00\x00\xFE\x84\x31\xD8\x00\x00\x00\x00\x6A\x13\x68\x59\x00\x00\x00\x00\x64\x39\x14\x37\x00\x00\x00\x00\xF0\xC3\xE1\x69\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x80\x00\x00\x34\x4D\x32\x0D\x34\x4D\x32\x0D\x01\xB4\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x25\x8E\xC3\xEA\x00\x00\x00\x00\xB6\x5A\xDC\x99\x00\x00\x00\x00\x59\xCE\x70\x8B\x00\x00\x00\x00\xDC\xA5\xC2\x2F\x00\x00\x00\x00\xAB\x7A\x08\xE6\x00\x00\x00\x00\x57\xCF\x03\x1C\x00\x00\x00\x00\x3D\xC0\x58\x5C\x00\x00\x00\x00\x74\xD8\xCC\x51\x00\x00\x00\x00\x6C\xEF\x5E\x07\x00\x00\x00\x00\x7E\x9E\x9B\x54\x00\x00\x00\x00\xC0\x45\xB3\x3C\x00\x00\x00\x00\x53\xF3\x30\x14\x00\x00\x00\x00\xFE\x84\x31\xD8\x00\x00\x00\x00\x6A\x13\x68\x59\x00\x00\x00\x00\x64\x39\x14\x37\x00\x00\x00\x00\xF0\xC3\xE1\x69\x0C\x1D\x19\x47\x3F\x66\x52\x4A\xAA\xD2\xDA\xA7\x4F\x4E\xA0\x07\x50\x2A\xD3\x8F\x68\xA2\x33\x44\xFC\xA2\xF3\x26\x7C\x43\x9F\xE7\xC8\x7C\xDD\xDA\x0A\x27\x00\x42\x68\x04\x89\xD7\x3E\x21\x5A\x24\x9F\x4D\xD8\x3E\xE3\x93\x14\xAE\x3E\x15\xDF\x77\xD7\x4F\x64\x97\xBB\xBE\x53\x09\x6B\x18\x4F\x71\xA5\x2C\x05\xB7\x72\x63\xB7\x1F\xD6\xEB\xC9\x09\x29\x1F\xE6\x29\x0E\xEC\x84\xF4\x3D\xAB\x0C\x5D\x63\xBC\x38\xD8\x36\x60\x25\x0A\x87\x5F\xC0\x64\x20\x90\xFC\xF1\xCE\x85\x25\x00\xEF\xBB\x82\xA7\x04\x9E\xA7\x75\x8B\x92\x27\xFD\xD3\x8C\x8B\x44\x3F\x4A\xAE\x31\x51\xFA\x9F\x2E\xB1\x64\x33\x40\xE5\x8F\x27\x15\x7D\x3D\x37\xAE\x07\x60\x7A\x25\xE9\x60\xCA\x55\xEB\x4C\x84\x0F\x34\x82\xE3\xF8\xEE\x0C\x1A\x1A\x86\xBA\x51\xB8\xA6\x83\x3B\xD1\x8B\x44\x9A\xE8\x0B\xB2\x9D\xDF\x12\x9B\x28\x57\x23\x76\x6A\x75\x0F\xD8\x0E\x32\x95\x04\xDA\x07\x2B\x10\xAC\x53\x61\x4D\x3F\x7F\x20\x99\x81\x66\x15\x8C\x35\x4C\x3B\x13\x02\x48\x19\xF5\xBA\x84\x97\x30\x55\x52\x1E\xC8\x7F\xE4\xBF\x8A\x7A\xF3\x82\xD1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 14476)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 14476)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 14476)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 14476)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 14476)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 14476)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 14476)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 14476)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 14476)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 14476)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 14476)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 14476)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 14476)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 14476)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 14476)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 14476)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 14476)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 14476)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 14476)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 14476)
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
                gc.KeyTuple('job_id', 0x76CD),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000017B7),
                gc.DataTuple('slot_count', 0x000000E9),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6C2613C6),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x011),
                gc.KeyTuple('src_addr', 0x22F71D3E),
                gc.KeyTuple('src_port', 0xADD4),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x76CD),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x029B),
            ]
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
        ig_port = 17
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x22\xF7\x1D\x3E\x00\x00\x00\x00\xAD\xD4\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x76\xCD\x00\x00\x6C\x26\x13\xC6\x00\xD5\x01\xCE\x0F\x8F\xFF\xFF\x00\x20\x00\x00\x00\x00\x00\x00\xCC\xE7\xA7\xC9\x00\x00\x00\x00\x81\x44\x99\xE2\x00\x00\x00\x00\x06\x49\xE6\xEA\x00\x00\x00\x00\xBE\x00\xA7\x98\x00\x00\x00\x00\x73\xAE\x4A\xBE\x00\x00\x00\x00\x2E\xF8\x60\xBC\x00\x00\x00\x00\xF0\xCD\x62\x9E\x00\x00\x00\x00\xA0\xE0\x60\xA2\x00\x00\x00\x00\x3C\x76\x87\xEC\x00\x00\x00\x00\x24\xC6\xB9\x72\x00\x00\x00\x00\x03\xE2\x56\x2E\x00\x00\x00\x00\x33\x3A\xB8\x54\x00\x00\x00\x00\x59\xB7\x8A\xBB\x00\x00\x00\x00\x30\x27\xF2\x47\x00\x00\x00\x00\x8E\xD0\x7A\x92\x00\x00\x00\x00\x1E\x97\xB9\x2A\xF7\xF9\x88\x95\xA5\x69\x4E\x85\xC0\x8A\xA3\xA2\xA5\x8D\xD5\x0D\x1C\xE6\xBC\x26\x50\x5C\x0C\x24\xE3\x24\x9C\x07\xBF\xF7\xCF\xAD\x61\x4C\xDD\x13\x36\x72\x33\x93\xC3\xFD\x8F\x8F\x03\x0B\xB0\x73\x43\xC8\x62\x44\x09\x9D\x82\x00\xAE\x72\x36\xA3\xAB\x83\x3D\xCC\x1E\xCB\xED\x3C\x4D\xC7\x67\x72\xB3\x58\x65\x6A\x1B\xAC\x1E\x1E\x21\xA1\xDE\xA1\x4E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x22\xF7\x1D\x3E\xBE\xEF\xAD\xD4\x00\xA0\x00\x00\x50\x34\x02\x82\x76\xCD\x00\x00\x6C\x26\x13\xC6\x00\xD5\x01\xCE\x0F\x8F\xFF\xFF\x00\x20\x00\x01\x00\x00\x00\x00\xCC\xE7\xA7\xC9\x00\x00\x00\x00\x81\x44\x99\xE2\x00\x00\x00\x00\x06\x49\xE6\xEA\x00\x00\x00\x00\xBE\x00\xA7\x98\x00\x00\x00\x00\x73\xAE\x4A\xBE\x00\x00\x00\x00\x2E\xF8\x60\xBC\x00\x00\x00\x00\xF0\xCD\x62\x9E\x00\x00\x00\x00\xA0\xE0\x60\xA2\x00\x00\x00\x00\x3C\x76\x87\xEC\x00\x00\x00\x00\x24\xC6\xB9\x72\x00\x00\x00\x00\x03\xE2\x56\x2E\x00\x00\x00\x00\x33\x3A\xB8\x54\x00\x00\x00\x00\x59\xB7\x8A\xBB\x00\x00\x00\x00\x30\x27\xF2\x47\x00\x00\x00\x00\x8E\xD0\x7A\x92\x00\x00\x00\x00\x1E\x97\xB9\x2A\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x00\x00\x01\x0F\x8F\xFF\xFF\x0F\x8F\xFF\xFF\x01\xCE\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xCC\xE7\xA7\xC9\x00\x00\x00\x00\x81\x44\x99\xE2\x00\x00\x00\x00\x06\x49\xE6\xEA\x00\x00\x00\x00\xBE\x00\xA7\x98\x00\x00\x00\x00\x73\xAE\x4A\xBE\x00\x00\x00\x00\x2E\xF8\x60\xBC\x00\x00\x00\x00\xF0\xCD\x62\x9E\x00\x00\x00\x00\xA0\xE0\x60\xA2\x00\x00\x00\x00\x3C\x76\x87\xEC\x00\x00\x00\x00\x24\xC6\xB9\x72\x00\x00\x00\x00\x03\xE2\x56\x2E\x00\x00\x00\x00\x33\x3A\xB8\x54\x00\x00\x00\x00\x59\xB7\x8A\xBB\x00\x00\x00\x00\x30\x27\xF2\x47\x00\x00\x00\x00\x8E\xD0\x7A\x92\x00\x00\x00\x00\x1E\x97\xB9\x2A\xF7\xF9\x88\x95\xA5\x69\x4E\x85\xC0\x8A\xA3\xA2\xA5\x8D\xD5\x0D\x1C\xE6\xBC\x26\x50\x5C\x0C\x24\xE3\x24\x9C\x07\xBF\xF7\xCF\xAD\x61\x4C\xDD\x13\x36\x72\x33\x93\xC3\xFD\x8F\x8F\x03\x0B\xB0\x73\x43\xC8\x62\x44\x09\x9D\x82\x00\xAE\x72\x36\xA3\xAB\x83\x3D\xCC\x1E\xCB\xED\x3C\x4D\xC7\x67\x72\xB3\x58\x65\x6A\x1B\xAC\x1E\x1E\x21\xA1\xDE\xA1\x4E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x2045E54A), ('P4rIngress.aggregator.bitmap_seq.seq', 0x636F370C)], 13080)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x636F370C, 13080)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 13080)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 13080)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 13080)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 13080)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 13080)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 13080)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 13080)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 13080)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 13080)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 13080)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 13080)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 13080)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 13080)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 13080)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 13080)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 13080)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 13080)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 13080)
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
                gc.KeyTuple('job_id', 0x00AF),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000010A),
                gc.DataTuple('slot_count', 0x00001B3B),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x443C6007),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x026),
                gc.KeyTuple('src_addr', 0x176C9136),
                gc.KeyTuple('src_port', 0x165C),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x00AF),
                gc.DataTuple('rank', 0x0006),
                gc.DataTuple('worker_index', 0x0301),
            ]
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
        ig_port = 38
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x17\x6C\x91\x36\x00\x00\x00\x00\x16\x5C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x00\xAF\x00\x06\x44\x3C\x60\x07\x12\x0E\x07\xAF\xC6\x73\x5D\xC5\x00\x20\x00\x00\x00\x00\x00\x00\x33\x47\x16\xAF\x00\x00\x00\x00\x00\x4D\x59\x93\x00\x00\x00\x00\x78\xC5\x18\x96\x00\x00\x00\x00\x7E\x65\x7E\x52\x00\x00\x00\x00\xE2\x23\x44\x36\x00\x00\x00\x00\x18\x88\xAB\xC7\x00\x00\x00\x00\x02\x8B\x33\x5D\x00\x00\x00\x00\x37\x8C\x77\xB3\x00\x00\x00\x00\x96\xC9\x17\x1F\x00\x00\x00\x00\xBE\xD7\x28\xC6\x00\x00\x00\x00\x15\xBC\x0E\xF2\x00\x00\x00\x00\xD9\x2B\x11\xC7\x00\x00\x00\x00\x63\x07\xCD\x40\x00\x00\x00\x00\x21\x18\xC7\x5E\x00\x00\x00\x00\xD1\xF9\x5B\xDC\x00\x00\x00\x00\x5B\xFA\xF3\x3B\x2A\x6A\xD8\x05\xED\x31\x16\xAF\x8E\x1F\x97\xEB\x30\x7A\x34\x24\x00\x34\x07\x11\x30\x12\x7D\x2F\x95\x1D\x4C\x1D\xE8\xDD\x4D\x88\xF9\x92\xCC\x71\x53\xE6\xB9\x98\x4C\x16\x36\x43\x05\x6D\x77\x3F\x2C\x74\x82\x2E\x1E\xCC\xE1\x3E\x0D\x96\x0E\x92\xED\x69\x33\x52\x50\x5F\x74\xFC\x55\xDB\xEB\xCF\x69\x05\xC0\x0B\x4C\x96\xA5\x91\xAA\x1E\x43\x1D\xC6\x60\x39\xB3\x30\xB3\x3F\x6B\x6C\x66\x46\x9D\xD6\x3E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x17\x6C\x91\x36\xBE\xEF\x16\x5C\x00\xA0\x00\x00\x50\x34\x02\x82\x00\xAF\x00\x06\x44\x3C\x60\x07\x12\x0E\x01\xAF\xC6\x73\x5D\xC5\x00\x20\x00\x01\x00\x00\x00\x00\x33\x47\x16\xAF\x00\x00\x00\x00\x00\x4D\x59\x93\x00\x00\x00\x00\x78\xC5\x18\x96\x00\x00\x00\x00\x7E\x65\x7E\x52\x00\x00\x00\x00\xE2\x23\x44\x36\x00\x00\x00\x00\x18\x88\xAB\xC7\x00\x00\x00\x00\x02\x8B\x33\x5D\x00\x00\x00\x00\x37\x8C\x77\xB3\x00\x00\x00\x00\x96\xC9\x17\x1F\x00\x00\x00\x00\xBE\xD7\x28\xC6\x00\x00\x00\x00\x15\xBC\x0E\xF2\x00\x00\x00\x00\xD9\x2B\x11\xC7\x00\x00\x00\x00\x63\x07\xCD\x40\x00\x00\x00\x00\x21\x18\xC7\x5E\x00\x00\x00\x00\xD1\xF9\x5B\xDC\x00\x00\x00\x00\x5B\xFA\xF3\x3B\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x00\x00\x40\xC6\x73\x5D\xC5\xC6\x73\x5D\xC5\x01\xAF\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x33\x47\x16\xAF\x00\x00\x00\x00\x00\x4D\x59\x93\x00\x00\x00\x00\x78\xC5\x18\x96\x00\x00\x00\x00\x7E\x65\x7E\x52\x00\x00\x00\x00\xE2\x23\x44\x36\x00\x00\x00\x00\x18\x88\xAB\xC7\x00\x00\x00\x00\x02\x8B\x33\x5D\x00\x00\x00\x00\x37\x8C\x77\xB3\x00\x00\x00\x00\x96\xC9\x17\x1F\x00\x00\x00\x00\xBE\xD7\x28\xC6\x00\x00\x00\x00\x15\xBC\x0E\xF2\x00\x00\x00\x00\xD9\x2B\x11\xC7\x00\x00\x00\x00\x63\x07\xCD\x40\x00\x00\x00\x00\x21\x18\xC7\x5E\x00\x00\x00\x00\xD1\xF9\x5B\xDC\x00\x00\x00\x00\x5B\xFA\xF3\x3B\x2A\x6A\xD8\x05\xED\x31\x16\xAF\x8E\x1F\x97\xEB\x30\x7A\x34\x24\x00\x34\x07\x11\x30\x12\x7D\x2F\x95\x1D\x4C\x1D\xE8\xDD\x4D\x88\xF9\x92\xCC\x71\x53\xE6\xB9\x98\x4C\x16\x36\x43\x05\x6D\x77\x3F\x2C\x74\x82\x2E\x1E\xCC\xE1\x3E\x0D\x96\x0E\x92\xED\x69\x33\x52\x50\x5F\x74\xFC\x55\xDB\xEB\xCF\x69\x05\xC0\x0B\x4C\x96\xA5\x91\xAA\x1E\x43\x1D\xC6\x60\x39\xB3\x30\xB3\x3F\x6B\x6C\x66\x46\x9D\xD6\x3E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xB6\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8F\x00\x00\x00\x00\x00\x00\x20\x00\x00\x09\x7C\xD5\xFE\x8E\xB0\xF6\xE7\x99\x83\x07\xC7\x8D\x53\x07\x67\x03\x32\x28\xFD\xCF\xB4\x59\xCD\x9C\x1C\xC0\x16\x14\xE8\xAD\x79\x58\x52\x44\xAB\xC2\x33\x4C\x7A\x62\xF5\xB4\x95\xD9\xB1\x79\x73\x38\xE2\x8B\xFB\x6D\xAE\x8B\x73\xD0\xCD\x61\xD6\x0F\xE4\x92\xBF\x37\x5C\x76\x63\x1B\x4E\xB0\x65\x14\xEB\xC3\xFC\xA8\x48\xC4\xC1\x3E\x9A\x15\xF5\x6D\x5B\x5E\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0\x95\x7E\x63\x81\x11\x14\xE3\xA0\xAE\x15\xBC\x1A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x32772A15), ('P4rIngress.aggregator.bitmap_seq.seq', 0x6D286CE8)], 12050)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x6D286CE8, 12050)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 12050)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 12050)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 12050)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 12050)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 12050)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 12050)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 12050)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 12050)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 12050)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 12050)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 12050)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 12050)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 12050)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 12050)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 12050)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 12050)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 12050)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 12050)
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
                gc.KeyTuple('job_id', 0xD214),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000005BD),
                gc.DataTuple('slot_count', 0x00000A66),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x39824771),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x035),
                gc.KeyTuple('src_addr', 0xA1772E05),
                gc.KeyTuple('src_port', 0x1D1F),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xD214),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x02BB),
            ]
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
        ig_port = 53
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA1\x77\x2E\x05\x00\x00\x00\x00\x1D\x1F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD2\x14\x00\x0D\x39\x82\x47\x71\x09\x55\x05\x57\xAB\x0E\xA7\xE9\x00\x20\x00\x00\x00\x00\x00\x00\x78\xBC\x64\x15\x00\x00\x00\x00\x1E\x29\x2B\x3F\x00\x00\x00\x00\xB9\x08\x44\xAE\x00\x00\x00\x00\x8F\xF4\x1F\xDC\x00\x00\x00\x00\xB8\xA6\x6F\xE2\x00\x00\x00\x00\xF2\x4B\x9E\xCD\x00\x00\x00\x00\x4F\x9A\x4E\x9B\x00\x00\x00\x00\xFB\xF6\x59\xCC\x00\x00\x00\x00\x49\x60\x80\x42\x00\x00\x00\x00\x7A\xF2\x52\xFA\x00\x00\x00\x00\x48\xC6\xC2\xE1\x00\x00\x00\x00\x89\x70\xE3\x8D\x00\x00\x00\x00\x50\xFF\xEE\x3F\x00\x00\x00\x00\xB2\x97\xCD\x11\x00\x00\x00\x00\x6E\xD9\x12\x31\x00\x00\x00\x00\x12\x99\x11\x58\x9F\x5B\xE4\xD6\x7A\x50\x74\x30\x08\xA1\x0D\x9D\x84\x94\x01\x28\x60\xFF\x61\x13\xE9\x50\xF7\x25\x43\x4D\xE9\xB7\x38\xA2\x99\xEA\x4F\x6A\xEF\x82\xB6\xA2\xDC\xCB\xC4\x7D\x47\xE3\xE1\xF0\x5C\xE7\xC8\x6D\x7D\xC6\xB6\x00\x72\xF3\x81\x6F\x95\x47\xDA\xF5\x60\x00\xC5\xC8\xFE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA1\x77\x2E\x05\xBE\xEF\x1D\x1F\x00\xA0\x00\x00\x50\x34\x02\x82\xD2\x14\x00\x0D\x39\x82\x47\x71\x09\x55\x01\x57\xAB\x0E\xA7\xE9\x00\x20\x00\x01\x00\x00\x00\x00\x78\xBC\x64\x15\x00\x00\x00\x00\x1E\x29\x2B\x3F\x00\x00\x00\x00\xB9\x08\x44\xAE\x00\x00\x00\x00\x8F\xF4\x1F\xDC\x00\x00\x00\x00\xB8\xA6\x6F\xE2\x00\x00\x00\x00\xF2\x4B\x9E\xCD\x00\x00\x00\x00\x4F\x9A\x4E\x9B\x00\x00\x00\x00\xFB\xF6\x59\xCC\x00\x00\x00\x00\x49\x60\x80\x42\x00\x00\x00\x00\x7A\xF2\x52\xFA\x00\x00\x00\x00\x48\xC6\xC2\xE1\x00\x00\x00\x00\x89\x70\xE3\x8D\x00\x00\x00\x00\x50\xFF\xEE\x3F\x00\x00\x00\x00\xB2\x97\xCD\x11\x00\x00\x00\x00\x6E\xD9\x12\x31\x00\x00\x00\x00\x12\x99\x11\x58\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x00\x20\x00\xAB\x0E\xA7\xE9\xAB\x0E\xA7\xE9\x01\x57\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x78\xBC\x64\x15\x00\x00\x00\x00\x1E\x29\x2B\x3F\x00\x00\x00\x00\xB9\x08\x44\xAE\x00\x00\x00\x00\x8F\xF4\x1F\xDC\x00\x00\x00\x00\xB8\xA6\x6F\xE2\x00\x00\x00\x00\xF2\x4B\x9E\xCD\x00\x00\x00\x00\x4F\x9A\x4E\x9B\x00\x00\x00\x00\xFB\xF6\x59\xCC\x00\x00\x00\x00\x49\x60\x80\x42\x00\x00\x00\x00\x7A\xF2\x52\xFA\x00\x00\x00\x00\x48\xC6\xC2\xE1\x00\x00\x00\x00\x89\x70\xE3\x8D\x00\x00\x00\x00\x50\xFF\xEE\x3F\x00\x00\x00\x00\xB2\x97\xCD\x11\x00\x00\x00\x00\x6E\xD9\x12\x31\x00\x00\x00\x00\x12\x99\x11\x58\x9F\x5B\xE4\xD6\x7A\x50\x74\x30\x08\xA1\x0D\x9D\x84\x94\x01\x28\x60\xFF\x61\x13\xE9\x50\xF7\x25\x43\x4D\xE9\xB7\x38\xA2\x99\xEA\x4F\x6A\xEF\x82\xB6\xA2\xDC\xCB\xC4\x7D\x47\xE3\xE1\xF0\x5C\xE7\xC8\x6D\x7D\xC6\xB6\x00\x72\xF3\x81\x6F\x95\x47\xDA\xF5\x60\x00\xC5\xC8\xFE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xD59DE3E9), ('P4rIngress.aggregator.bitmap_seq.seq', 0x2EEA9952)], 14063)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x2EEA9952, 14063)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 14063)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 14063)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 14063)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 14063)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 14063)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 14063)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 14063)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 14063)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 14063)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 14063)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 14063)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 14063)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 14063)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 14063)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 14063)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 14063)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 14063)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 14063)
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
                gc.KeyTuple('job_id', 0x19B5),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000011E3),
                gc.DataTuple('slot_count', 0x00000B57),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0150FF81),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x020),
                gc.KeyTuple('src_addr', 0xF63BCBE4),
                gc.KeyTuple('src_port', 0x1F0F),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x19B5),
                gc.DataTuple('rank', 0x0017),
                gc.DataTuple('worker_index', 0x0032),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF6\x3B\xCB\xE4\x00\x00\x00\x00\x1F\x0F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x19\xB5\x00\x17\x01\x50\xFF\x81\x05\x0C\x07\x63\x9C\x31\xE9\x07\x00\x20\x00\x00\x00\x00\x00\x00\xCB\x17\x96\x29\x00\x00\x00\x00\x35\xCD\x7C\x7D\x00\x00\x00\x00\xD5\xAB\x05\x25\x00\x00\x00\x00\xC4\x31\x20\x1A\x00\x00\x00\x00\xA9\x5B\x87\x7B\x00\x00\x00\x00\xA2\xB1\xDB\xE1\x00\x00\x00\x00\xC0\x53\xC0\xE9\x00\x00\x00\x00\xCC\x8A\xE7\x4B\x00\x00\x00\x00\xE5\xC8\xCA\x6F\x00\x00\x00\x00\x79\xDE\x19\x79\x00\x00\x00\x00\x0D\x17\xB8\x60\x00\x00\x00\x00\x59\x80\x5C\x7B\x00\x00\x00\x00\xB3\xAD\x93\x4C\x00\x00\x00\x00\x31\xF1\x11\x92\x00\x00\x00\x00\x72\xD6\xC4\x6A\x00\x00\x00\x00\x82\xE2\xB8\x90\x5F\x0D\xF2\xF0\x28\x60\x3F\x55\x58\xB9\x29\x74\xC3\x1E\x6D\x2D\x73\xA2\x85\xD5\xF5\xFA\xEA\x99\x92\xE8\xD6\xBE\x13\xD2\x84\x6B\xA6\x3A\xD1\xD1\x9C\x60\x4F\xBA\xCE\xD3\x34\x59\x00\x3D\x93\xA6\x46\xEF\xE5\x0A\xD6\x42\x02\x64\xAB\x1D\x55\x5C\x46\x8F\x4A\x43\xC9\x9C\x7F\x7B\xD5\x83\xA0\xD8\xDC\x7F\xE1\x5E\x30\x8D\x73\xEE\x34\xFB\x44\x5F\xD9\x87\xB0\xB2\xC6\x1F\x83\xE5\x3D\x33\x8E\xFA\xF0\xC1\xE3\x08\x12\x86\xDC\x07\x7D\xF6\xE3\x0D\x38\x21\x53\x74\x11\x68\x4E\x48\xCB\x20'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF6\x3B\xCB\xE4\x00\x00\x00\x00\x1F\x0F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x19\xB5\x00\x17\x01\x50\xFF\x81\x05\x0C\x07\x63\x9C\x31\xE9\x07\x00\x20\x00\x00\x00\x00\x00\x00\xCB\x17\x96\x29\x00\x00\x00\x00\x35\xCD\x7C\x7D\x00\x00\x00\x00\xD5\xAB\x05\x25\x00\x00\x00\x00\xC4\x31\x20\x1A\x00\x00\x00\x00\xA9\x5B\x87\x7B\x00\x00\x00\x00\xA2\xB1\xDB\xE1\x00\x00\x00\x00\xC0\x53\xC0\xE9\x00\x00\x00\x00\xCC\x8A\xE7\x4B\x00\x00\x00\x00\xE5\xC8\xCA\x6F\x00\x00\x00\x00\x79\xDE\x19\x79\x00\x00\x00\x00\x0D\x17\xB8\x60\x00\x00\x00\x00\x59\x80\x5C\x7B\x00\x00\x00\x00\xB3\xAD\x93\x4C\x00\x00\x00\x00\x31\xF1\x11\x92\x00\x00\x00\x00\x72\xD6\xC4\x6A\x00\x00\x00\x00\x82\xE2\xB8\x90\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x80\x00\x00\x9C\x31\xE9\x07\x9C\x31\xE9\x07\x01\x63\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xCB\x17\x96\x29\x00\x00\x00\x00\x35\xCD\x7C\x7D\x00\x00\x00\x00\xD5\xAB\x05\x25\x00\x00\x00\x00\xC4\x31\x20\x1A\x00\x00\x00\x00\xA9\x5B\x87\x7B\x00\x00\x00\x00\xA2\xB1\xDB\xE1\x00\x00\x00\x00\xC0\x53\xC0\xE9\x00\x00\x00\x00\xCC\x8A\xE7\x4B\x00\x00\x00\x00\xE5\xC8\xCA\x6F\x00\x00\x00\x00\x79\xDE\x19\x79\x00\x00\x00\x00\x0D\x17\xB8\x60\x00\x00\x00\x00\x59\x80\x5C\x7B\x00\x00\x00\x00\xB3\xAD\x93\x4C\x00\x00\x00\x00\x31\xF1\x11\x92\x00\x00\x00\x00\x72\xD6\xC4\x6A\x00\x00\x00\x00\x82\xE2\xB8\x90\x5F\x0D\xF2\xF0\x28\x60\x3F\x55\x58\xB9\x29\x74\xC3\x1E\x6D\x2D\x73\xA2\x85\xD5\xF5\xFA\xEA\x99\x92\xE8\xD6\xBE\x13\xD2\x84\x6B\xA6\x3A\xD1\xD1\x9C\x60\x4F\xBA\xCE\xD3\x34\x59\x00\x3D\x93\xA6\x46\xEF\xE5\x0A\xD6\x42\x02\x64\xAB\x1D\x55\x5C\x46\x8F\x4A\x43\xC9\x9C\x7F\x7B\xD5\x83\xA0\xD8\xDC\x7F\xE1\x5E\x30\x8D\x73\xEE\x34\xFB\x44\x5F\xD9\x87\xB0\xB2\xC6\x1F\x83\xE5\x3D\x33\x8E\xFA\xF0\xC1\xE3\x08\x12\x86\xDC\x07\x7D\xF6\xE3\x0D\x38\x21\x53\x74\x11\x68\x4E\x48\xCB\x20'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xB2B57868), ('P4rIngress.aggregator.bitmap_seq.seq', 0xD66F425E)], 12366)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xD66F425E, 12366)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 12366)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 12366)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 12366)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 12366)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 12366)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 12366)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 12366)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 12366)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 12366)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 12366)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 12366)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 12366)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 12366)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 12366)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 12366)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 12366)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 12366)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 12366)
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
                gc.KeyTuple('job_id', 0x0AAC),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000537),
                gc.DataTuple('slot_count', 0x00001356),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEA8E6ECE),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x037),
                gc.KeyTuple('src_addr', 0x650F7F14),
                gc.KeyTuple('src_port', 0x9FD6),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0AAC),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x01C4),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x65\x0F\x7F\x14\x00\x00\x00\x00\x9F\xD6\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x0A\xAC\x00\x18\xEA\x8E\x6E\xCE\x0B\x17\x05\x9E\x28\xD7\x6F\x5A\x00\x20\x00\x00\x00\x00\x00\x00\x13\x66\x24\xFA\x00\x00\x00\x00\xCE\x71\x62\xCF\x00\x00\x00\x00\xBA\x10\x49\xD0\x00\x00\x00\x00\x37\x41\xAA\x4F\x00\x00\x00\x00\xD9\xE7\x1E\x50\x00\x00\x00\x00\xF4\x5C\x67\x6B\x00\x00\x00\x00\xC5\x18\x86\x0A\x00\x00\x00\x00\xCE\x70\xB9\x55\x00\x00\x00\x00\x20\xAB\xC4\x43\x00\x00\x00\x00\xFC\xE9\x0B\x9A\x00\x00\x00\x00\x2B\xA8\x81\xAD\x00\x00\x00\x00\x22\xA2\x54\x40\x00\x00\x00\x00\xE1\xB9\x41\x74\x00\x00\x00\x00\xAF\xF3\xD4\x33\x00\x00\x00\x00\xC1\x44\xC8\x44\x00\x00\x00\x00\x2E\x62\xDF\x78\x93\xE1\x17\xF4\x5F\x3D\x87\xF2\x21\x29\x11\x0C\x67\xB3\xAE\x2E\x2B\x70\x7C\xCF\x25\x2F\x64\xB4\xA6\x2A\xB4\x4F\x77\xD0\xFC\x69\xA1\xF3\xFF\xBC\xF6\x69\xE0\xCC\x95\x1A\x1D\x2C\x4A\x9B\x6A\x85\xFB\xDB\x41\xD1\x95\x2C\xBD\x74\xDA\x26\xB2\x29\x80'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x65\x0F\x7F\x14\x00\x00\x00\x00\x9F\xD6\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x0A\xAC\x00\x18\xEA\x8E\x6E\xCE\x0B\x17\x05\x9E\x28\xD7\x6F\x5A\x00\x20\x00\x00\x00\x00\x00\x00\x13\x66\x24\xFA\x00\x00\x00\x00\xCE\x71\x62\xCF\x00\x00\x00\x00\xBA\x10\x49\xD0\x00\x00\x00\x00\x37\x41\xAA\x4F\x00\x00\x00\x00\xD9\xE7\x1E\x50\x00\x00\x00\x00\xF4\x5C\x67\x6B\x00\x00\x00\x00\xC5\x18\x86\x0A\x00\x00\x00\x00\xCE\x70\xB9\x55\x00\x00\x00\x00\x20\xAB\xC4\x43\x00\x00\x00\x00\xFC\xE9\x0B\x9A\x00\x00\x00\x00\x2B\xA8\x81\xAD\x00\x00\x00\x00\x22\xA2\x54\x40\x00\x00\x00\x00\xE1\xB9\x41\x74\x00\x00\x00\x00\xAF\xF3\xD4\x33\x00\x00\x00\x00\xC1\x44\xC8\x44\x00\x00\x00\x00\x2E\x62\xDF\x78\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x01\x00\x00\x00\x28\xD7\x6F\x5A\x28\xD7\x6F\x5A\x01\x9E\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x13\x66\x24\xFA\x00\x00\x00\x00\xCE\x71\x62\xCF\x00\x00\x00\x00\xBA\x10\x49\xD0\x00\x00\x00\x00\x37\x41\xAA\x4F\x00\x00\x00\x00\xD9\xE7\x1E\x50\x00\x00\x00\x00\xF4\x5C\x67\x6B\x00\x00\x00\x00\xC5\x18\x86\x0A\x00\x00\x00\x00\xCE\x70\xB9\x55\x00\x00\x00\x00\x20\xAB\xC4\x43\x00\x00\x00\x00\xFC\xE9\x0B\x9A\x00\x00\x00\x00\x2B\xA8\x81\xAD\x00\x00\x00\x00\x22\xA2\x54\x40\x00\x00\x00\x00\xE1\xB9\x41\x74\x00\x00\x00\x00\xAF\xF3\xD4\x33\x00\x00\x00\x00\xC1\x44\xC8\x44\x00\x00\x00\x00\x2E\x62\xDF\x78\x93\xE1\x17\xF4\x5F\x3D\x87\xF2\x21\x29\x11\x0C\x67\xB3\xAE\x2E\x2B\x70\x7C\xCF\x25\x2F\x64\xB4\xA6\x2A\xB4\x4F\x77\xD0\xFC\x69\xA1\xF3\xFF\xBC\xF6\x69\xE0\xCC\x95\x1A\x1D\x2C\x4A\x9B\x6A\x85\xFB\xDB\x41\xD1\x95\x2C\xBD\x74\xDA\x26\xB2\x29\x80'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xC9A1F3DA), ('P4rIngress.aggregator.bitmap_seq.seq', 0xE6100000)], 9438)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xE6100000, 9438)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 9438)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 9438)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 9438)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 9438)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 9438)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 9438)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 9438)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 9438)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 9438)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 9438)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 9438)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 9438)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 9438)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 9438)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 9438)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 9438)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 9438)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 9438)
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
                gc.KeyTuple('job_id', 0x092C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000478),
                gc.DataTuple('slot_count', 0x00000715),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC4331C09),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0x21F8B5DF),
                gc.KeyTuple('src_port', 0xC370),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x092C),
                gc.DataTuple('rank', 0x000C),
                gc.DataTuple('worker_index', 0x006F),
            ]
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
        ig_port = 24
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x21\xF8\xB5\xDF\x00\x00\x00\x00\xC3\x70\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x09\x2C\x00\x0C\xC4\x33\x1C\x09\x00\x66\x03\xBC\x29\xC9\x2E\x18\x00\x20\x00\x00\x00\x00\x00\x00\x55\xCE\x08\xDB\x00\x00\x00\x00\x37\x84\xB7\xB6\x00\x00\x00\x00\x50\xD2\x68\xBC\x00\x00\x00\x00\xBC\x2B\x3D\xE3\x00\x00\x00\x00\x02\xFD\x34\x4F\x00\x00\x00\x00\x5F\xC9\x47\x17\x00\x00\x00\x00\xA9\x5B\xBC\xFD\x00\x00\x00\x00\x92\x6E\x47\x08\x00\x00\x00\x00\x40\x85\x48\xC0\x00\x00\x00\x00\x81\x81\xC7\xE7\x00\x00\x00\x00\x78\xA8\x72\xD6\x00\x00\x00\x00\x0B\xEF\x9B\x6B\x00\x00\x00\x00\x03\xE8\x21\x57\x00\x00\x00\x00\x64\xDB\x90\xE7\x00\x00\x00\x00\x57\x8D\x65\x20\x00\x00\x00\x00\xE1\xF7\x66\xE2\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F\x51\xE8\x6D\xC0\x50\x21\xBA\x37\xC2\x1E\x86\x37\x1C\xA5\x76\x6B\x02\xC9\x9A\xA9\x51\xE9\xA5\xEC\x23\x3D\xDD\x81\x9D\x11\xE2\xE5\x75\x18\x7D\x19\x70\x95\xF3\x63\x77\xF8\x06\xE9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x21\xF8\xB5\xDF\x00\x00\x00\x00\xC3\x70\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x09\x2C\x00\x0C\xC4\x33\x1C\x09\x00\x66\x03\xBC\x29\xC9\x2E\x18\x00\x20\x00\x00\x00\x00\x00\x00\x55\xCE\x08\xDB\x00\x00\x00\x00\x37\x84\xB7\xB6\x00\x00\x00\x00\x50\xD2\x68\xBC\x00\x00\x00\x00\xBC\x2B\x3D\xE3\x00\x00\x00\x00\x02\xFD\x34\x4F\x00\x00\x00\x00\x5F\xC9\x47\x17\x00\x00\x00\x00\xA9\x5B\xBC\xFD\x00\x00\x00\x00\x92\x6E\x47\x08\x00\x00\x00\x00\x40\x85\x48\xC0\x00\x00\x00\x00\x81\x81\xC7\xE7\x00\x00\x00\x00\x78\xA8\x72\xD6\x00\x00\x00\x00\x0B\xEF\x9B\x6B\x00\x00\x00\x00\x03\xE8\x21\x57\x00\x00\x00\x00\x64\xDB\x90\xE7\x00\x00\x00\x00\x57\x8D\x65\x20\x00\x00\x00\x00\xE1\xF7\x66\xE2\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x00\x10\x00\x29\xC9\x2E\x18\x29\xC9\x2E\x18\x01\xBC\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x55\xCE\x08\xDB\x00\x00\x00\x00\x37\x84\xB7\xB6\x00\x00\x00\x00\x50\xD2\x68\xBC\x00\x00\x00\x00\xBC\x2B\x3D\xE3\x00\x00\x00\x00\x02\xFD\x34\x4F\x00\x00\x00\x00\x5F\xC9\x47\x17\x00\x00\x00\x00\xA9\x5B\xBC\xFD\x00\x00\x00\x00\x92\x6E\x47\x08\x00\x00\x00\x00\x40\x85\x48\xC0\x00\x00\x00\x00\x81\x81\xC7\xE7\x00\x00\x00\x00\x78\xA8\x72\xD6\x00\x00\x00\x00\x0B\xEF\x9B\x6B\x00\x00\x00\x00\x03\xE8\x21\x57\x00\x00\x00\x00\x64\xDB\x90\xE7\x00\x00\x00\x00\x57\x8D\x65\x20\x00\x00\x00\x00\xE1\xF7\x66\xE2\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F\x51\xE8\x6D\xC0\x50\x21\xBA\x37\xC2\x1E\x86\x37\x1C\xA5\x76\x6B\x02\xC9\x9A\xA9\x51\xE9\xA5\xEC\x23\x3D\xDD\x81\x9D\x11\xE2\xE5\x75\x18\x7D\x19\x70\x95\xF3\x63\x77\xF8\x06\xE9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xEDBFA71B), ('P4rIngress.aggregator.bitmap_seq.seq', 0x167E4931)], 9372)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x167E4931, 9372)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 9372)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 9372)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 9372)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 9372)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 9372)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 9372)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 9372)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 9372)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 9372)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 9372)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 9372)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 9372)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 9372)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 9372)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 9372)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 9372)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 9372)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 9372)
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
                gc.KeyTuple('job_id', 0xD378),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000029C),
                gc.DataTuple('slot_count', 0x00001492),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE612A352),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x020),
                gc.KeyTuple('src_addr', 0xC0D33EAA),
                gc.KeyTuple('src_port', 0x3EA0),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xD378),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x01D3),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC0\xD3\x3E\xAA\x00\x00\x00\x00\x3E\xA0\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD3\x78\x00\x1C\xE6\x12\xA3\x52\x02\x00\x07\x5C\x5C\xFE\x88\xF0\x00\x20\x00\x00\x00\x00\x00\x00\xA3\x2A\xDB\x94\x00\x00\x00\x00\x9E\x3C\x1C\x7F\x00\x00\x00\x00\xD7\xB7\x7C\xEC\x00\x00\x00\x00\x75\x6F\xE1\xF3\x00\x00\x00\x00\x5E\xB2\x58\xFD\x00\x00\x00\x00\xA9\x1D\xD3\x30\x00\x00\x00\x00\x1D\x9B\x00\x96\x00\x00\x00\x00\xEA\xBB\x8C\x55\x00\x00\x00\x00\x40\xBD\xCE\xDC\x00\x00\x00\x00\xDB\x74\x5F\x3A\x00\x00\x00\x00\x6E\xB2\x9B\xEF\x00\x00\x00\x00\xF6\x2C\x86\x24\x00\x00\x00\x00\x12\x11\xE8\x55\x00\x00\x00\x00\x92\xED\x8E\x82\x00\x00\x00\x00\xBF\x2C\xA2\xC5\x00\x00\x00\x00\xDC\x20\xFC\xFB\x60\x88\x7C\x7E\x46\xD4\x44\x24\x7C\x14\xE9\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2\x38\xAD\x74\x40\x29\xC0\x3A\x7D\xBE\x95\xCA\xE5\x0E\xB4\xDC\xBB\xBB\xB5\xF2\xF3\xF9\xFA\xA8\x5F\x4F\x03\x28\x97\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7\x9D\xA2\xAA\xDF\x4A\x23\x67\xD2\x3F\xF7\x75\x51\xBF\x50\x6A\xB1\x3F\x36\x2E\x52\x31\xED\xFA\x1E\x02\xC1\xF0\xB3\xDB\x17\x91\x76\x3F\x5D\xE6\x61\x5A\x38\xD4\x01\x8C\x51\xCA\xC5\xAB\xF6\x7B\xA9\xCE\x3C\x8B\x2B\x8F\x7E\xE4\xA0\x6C\x3A\x5F\xFA\x46\x2C\xB6\xB2\x3F\x8E\x0C\x32\x94\x18\x8C\x70\xD0\x17\x48\x07\xAC\x77\x7F\xE5\x75\x46\x1A\x9E\xA6\x2E\xF8\x20\x9F\x61\xF7\x01\xD4\x95\x10\xEE\x90\x7A\x2F\xF3\xDB\xFC\x40\x7F\x55\xE4\x11\x62\x7C\x03\x80\xA4\x1A\xCB\x8F\xE0\x01\x57\x65\xE6\xCE\xC5\x5D\x25\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3\xC0\xEC\x9D\xDA\xAF\xD2\xA9\xEC\xB2\xAC\x01\xD8\xAC\x26\xFB\xCD\xF9\x99\x07\xCD\x03\x3A\x00\x12\x73\x64\xEF\x70\xCF\x5B\x6B\x8C\xEE\xA8\x67\xFA\x84\xE2\x94\x26\xDC\xE7\xC8\x59\x05\xDD\xC4\x01\x65\x94\xA0\x61'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC0\xD3\x3E\xAA\x00\x00\x00\x00\x3E\xA0\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD3\x78\x00\x1C\xE6\x12\xA3\x52\x02\x00\x07\x5C\x5C\xFE\x88\xF0\x00\x20\x00\x00\x00\x00\x00\x00\xA3\x2A\xDB\x94\x00\x00\x00\x00\x9E\x3C\x1C\x7F\x00\x00\x00\x00\xD7\xB7\x7C\xEC\x00\x00\x00\x00\x75\x6F\xE1\xF3\x00\x00\x00\x00\x5E\xB2\x58\xFD\x00\x00\x00\x00\xA9\x1D\xD3\x30\x00\x00\x00\x00\x1D\x9B\x00\x96\x00\x00\x00\x00\xEA\xBB\x8C\x55\x00\x00\x00\x00\x40\xBD\xCE\xDC\x00\x00\x00\x00\xDB\x74\x5F\x3A\x00\x00\x00\x00\x6E\xB2\x9B\xEF\x00\x00\x00\x00\xF6\x2C\x86\x24\x00\x00\x00\x00\x12\x11\xE8\x55\x00\x00\x00\x00\x92\xED\x8E\x82\x00\x00\x00\x00\xBF\x2C\xA2\xC5\x00\x00\x00\x00\xDC\x20\xFC\xFB\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x10\x00\x00\x00\x5C\xFE\x88\xF0\x5C\xFE\x88\xF0\x01\x5C\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xA3\x2A\xDB\x94\x00\x00\x00\x00\x9E\x3C\x1C\x7F\x00\x00\x00\x00\xD7\xB7\x7C\xEC\x00\x00\x00\x00\x75\x6F\xE1\xF3\x00\x00\x00\x00\x5E\xB2\x58\xFD\x00\x00\x00\x00\xA9\x1D\xD3\x30\x00\x00\x00\x00\x1D\x9B\x00\x96\x00\x00\x00\x00\xEA\xBB\x8C\x55\x00\x00\x00\x00\x40\xBD\xCE\xDC\x00\x00\x00\x00\xDB\x74\x5F\x3A\x00\x00\x00\x00\x6E\xB2\x9B\xEF\x00\x00\x00\x00\xF6\x2C\x86\x24\x00\x00\x00\x00\x12\x11\xE8\x55\x00\x00\x00\x00\x92\xED\x8E\x82\x00\x00\x00\x00\xBF\x2C\xA2\xC5\x00\x00\x00\x00\xDC\x20\xFC\xFB\x60\x88\x7C\x7E\x46\xD4\x44\x24\x7C\x14\xE9\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2\x38\xAD\x74\x40\x29\xC0\x3A\x7D\xBE\x95\xCA\xE5\x0E\xB4\xDC\xBB\xBB\xB5\xF2\xF3\xF9\xFA\xA8\x5F\x4F\x03\x28\x97\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7\x9D\xA2\xAA\xDF\x4A\x23\x67\xD2\x3F\xF7\x75\x51\xBF\x50\x6A\xB1\x3F\x36\x2E\x52\x31\xED\xFA\x1E\x02\xC1\xF0\xB3\xDB\x17\x91\x76\x3F\x5D\xE6\x61\x5A\x38\xD4\x01\x8C\x51\xCA\xC5\xAB\xF6\x7B\xA9\xCE\x3C\x8B\x2B\x8F\x7E\xE4\xA0\x6C\x3A\x5F\xFA\x46\x2C\xB6\xB2\x3F\x8E\x0C\x32\x94\x18\x8C\x70\xD0\x17\x48\x07\xAC\x77\x7F\xE5\x75\x46\x1A\x9E\xA6\x2E\xF8\x20\x9F\x61\xF7\x01\xD4\x95\x10\xEE\x90\x7A\x2F\xF3\xDB\xFC\x40\x7F\x55\xE4\x11\x62\x7C\x03\x80\xA4\x1A\xCB\x8F\xE0\x01\x57\x65\xE6\xCE\xC5\x5D\x25\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3\xC0\xEC\x9D\xDA\xAF\xD2\xA9\xEC\xB2\xAC\x01\xD8\xAC\x26\xFB\xCD\xF9\x99\x07\xCD\x03\x3A\x00\x12\x73\x64\xEF\x70\xCF\x5B\x6B\x8C\xEE\xA8\x67\xFA\x84\xE2\x94\x26\xDC\xE7\xC8\x59\x05\xDD\xC4\x01\x65\x94\xA0\x61'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 14181)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 14181)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 14181)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 14181)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 14181)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 14181)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 14181)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 14181)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 14181)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 14181)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 14181)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 14181)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 14181)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 14181)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 14181)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 14181)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 14181)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 14181)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 14181)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 14181)
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
                gc.KeyTuple('job_id', 0x0E2A),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000ECB),
                gc.DataTuple('slot_count', 0x00000A60),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC0258CCE),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x024),
                gc.KeyTuple('src_addr', 0x55D22198),
                gc.KeyTuple('src_port', 0x5269),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0E2A),
                gc.DataTuple('rank', 0x0002),
                gc.DataTuple('worker_index', 0x03C5),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x55\xD2\x21\x98\x00\x00\x00\x00\x52\x69\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x0E\x2A\x00\x02\xC0\x25\x8C\xCE\x08\x9A\x05\x02\x73\x5F\x76\x1D\x00\x20\x00\x00\x00\x00\x00\x00\xCB\x32\x26\x97\x00\x00\x00\x00\x50\x45\xF7\x07\x00\x00\x00\x00\xA7\x17\xC8\x01\x00\x00\x00\x00\x23\x96\x1A\xC5\x00\x00\x00\x00\xAD\x3B\xE6\x23\x00\x00\x00\x00\xDE\xB2\x89\xA2\x00\x00\x00\x00\x6A\xE9\x14\x4E\x00\x00\x00\x00\xCB\xBF\x01\x09\x00\x00\x00\x00\xB3\x8D\x5B\x26\x00\x00\x00\x00\x4B\x10\xCB\x45\x00\x00\x00\x00\xB9\x35\xF0\x18\x00\x00\x00\x00\x7A\xE1\x03\x3E\x00\x00\x00\x00\x46\xCE\x73\x7D\x00\x00\x00\x00\x62\xD2\x36\x86\x00\x00\x00\x00\x2D\xB7\x75\xFD\x00\x00\x00\x00\x2C\xED\x4E\x79\x35\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6\x28\xEA\xDB\xA1\xC5\xD8\x7A\x34\xF9\xDD\xFD\x7D\x60\x39\xE1\xDF\x20\x4F\x4E\x2D\x11\x66\x64\x97\x7A\x60\x42\x92\x07\x3C\xAB\x8D\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75\x9E\x2E\x97\xB3\x6F\x70\x36\x15\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x55\xD2\x21\x98\x00\x00\x00\x00\x52\x69\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x0E\x2A\x00\x02\xC0\x25\x8C\xCE\x08\x9A\x05\x02\x73\x5F\x76\x1D\x00\x20\x00\x00\x00\x00\x00\x00\xCB\x32\x26\x97\x00\x00\x00\x00\x50\x45\xF7\x07\x00\x00\x00\x00\xA7\x17\xC8\x01\x00\x00\x00\x00\x23\x96\x1A\xC5\x00\x00\x00\x00\xAD\x3B\xE6\x23\x00\x00\x00\x00\xDE\xB2\x89\xA2\x00\x00\x00\x00\x6A\xE9\x14\x4E\x00\x00\x00\x00\xCB\xBF\x01\x09\x00\x00\x00\x00\xB3\x8D\x5B\x26\x00\x00\x00\x00\x4B\x10\xCB\x45\x00\x00\x00\x00\xB9\x35\xF0\x18\x00\x00\x00\x00\x7A\xE1\x03\x3E\x00\x00\x00\x00\x46\xCE\x73\x7D\x00\x00\x00\x00\x62\xD2\x36\x86\x00\x00\x00\x00\x2D\xB7\x75\xFD\x00\x00\x00\x00\x2C\xED\x4E\x79\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x00\x00\x04\x73\x5F\x76\x1D\x73\x5F\x76\x1D\x01\x02\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xCB\x32\x26\x97\x00\x00\x00\x00\x50\x45\xF7\x07\x00\x00\x00\x00\xA7\x17\xC8\x01\x00\x00\x00\x00\x23\x96\x1A\xC5\x00\x00\x00\x00\xAD\x3B\xE6\x23\x00\x00\x00\x00\xDE\xB2\x89\xA2\x00\x00\x00\x00\x6A\xE9\x14\x4E\x00\x00\x00\x00\xCB\xBF\x01\x09\x00\x00\x00\x00\xB3\x8D\x5B\x26\x00\x00\x00\x00\x4B\x10\xCB\x45\x00\x00\x00\x00\xB9\x35\xF0\x18\x00\x00\x00\x00\x7A\xE1\x03\x3E\x00\x00\x00\x00\x46\xCE\x73\x7D\x00\x00\x00\x00\x62\xD2\x36\x86\x00\x00\x00\x00\x2D\xB7\x75\xFD\x00\x00\x00\x00\x2C\xED\x4E\x79\x35\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6\x28\xEA\xDB\xA1\xC5\xD8\x7A\x34\xF9\xDD\xFD\x7D\x60\x39\xE1\xDF\x20\x4F\x4E\x2D\x11\x66\x64\x97\x7A\x60\x42\x92\x07\x3C\xAB\x8D\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75\x9E\x2E\x97\xB3\x6F\x70\x36\x15\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x17D896E7), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC4080000)], 10378)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC4080000, 10378)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 10378)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 10378)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 10378)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 10378)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 10378)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 10378)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 10378)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 10378)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 10378)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 10378)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 10378)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 10378)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 10378)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 10378)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 10378)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 10378)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 10378)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 10378)
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
                gc.KeyTuple('job_id', 0xD380),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000088A),
                gc.DataTuple('slot_count', 0x00000686),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x19E72A4B),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03E),
                gc.KeyTuple('src_addr', 0x71BC113A),
                gc.KeyTuple('src_port', 0x2C52),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xD380),
                gc.DataTuple('rank', 0x0014),
                gc.DataTuple('worker_index', 0x025D),
            ]
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
        ig_port = 62
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x71\xBC\x11\x3A\x00\x00\x00\x00\x2C\x52\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD3\x80\x00\x14\x19\xE7\x2A\x4B\x00\x00\x01\xB9\xF9\x67\x9F\x3E\x00\x20\x00\x00\x00\x00\x00\x00\xEA\x2F\xF9\x2F\x00\x00\x00\x00\x99\x3C\xEE\xD9\x00\x00\x00\x00\xD1\xD8\x59\xFC\x00\x00\x00\x00\x20\x56\x2C\x3F\x00\x00\x00\x00\x1B\x1F\x78\x86\x00\x00\x00\x00\x6C\xF5\xF7\xE8\x00\x00\x00\x00\xD9\xFB\xAB\x0E\x00\x00\x00\x00\x40\xEA\x55\x65\x00\x00\x00\x00\x11\x0F\xE4\x17\x00\x00\x00\x00\x4D\x7B\xCC\x14\x00\x00\x00\x00\xA0\x7C\xDA\xDA\x00\x00\x00\x00\x94\xC5\x22\xBC\x00\x00\x00\x00\x06\x60\x69\x48\x00\x00\x00\x00\xF4\x33\x57\x11\x00\x00\x00\x00\xAA\xDD\x8A\x6A\x00\x00\x00\x00\x92\xDA\xF6\xE8\x8D\x14\x0C\x91\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11\x30\x8A\x03\xEB\x11\xC3\xEF\x13\xC9\x80\x74\x1C\xEB\x81\xA9\x59\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x71\xBC\x11\x3A\x00\x00\x00\x00\x2C\x52\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD3\x80\x00\x14\x19\xE7\x2A\x4B\x00\x00\x01\xB9\xF9\x67\x9F\x3E\x00\x20\x00\x00\x00\x00\x00\x00\xEA\x2F\xF9\x2F\x00\x00\x00\x00\x99\x3C\xEE\xD9\x00\x00\x00\x00\xD1\xD8\x59\xFC\x00\x00\x00\x00\x20\x56\x2C\x3F\x00\x00\x00\x00\x1B\x1F\x78\x86\x00\x00\x00\x00\x6C\xF5\xF7\xE8\x00\x00\x00\x00\xD9\xFB\xAB\x0E\x00\x00\x00\x00\x40\xEA\x55\x65\x00\x00\x00\x00\x11\x0F\xE4\x17\x00\x00\x00\x00\x4D\x7B\xCC\x14\x00\x00\x00\x00\xA0\x7C\xDA\xDA\x00\x00\x00\x00\x94\xC5\x22\xBC\x00\x00\x00\x00\x06\x60\x69\x48\x00\x00\x00\x00\xF4\x33\x57\x11\x00\x00\x00\x00\xAA\xDD\x8A\x6A\x00\x00\x00\x00\x92\xDA\xF6\xE8\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x10\x00\x00\xF9\x67\x9F\x3E\xF9\x67\x9F\x3E\x01\xB9\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xEA\x2F\xF9\x2F\x00\x00\x00\x00\x99\x3C\xEE\xD9\x00\x00\x00\x00\xD1\xD8\x59\xFC\x00\x00\x00\x00\x20\x56\x2C\x3F\x00\x00\x00\x00\x1B\x1F\x78\x86\x00\x00\x00\x00\x6C\xF5\xF7\xE8\x00\x00\x00\x00\xD9\xFB\xAB\x0E\x00\x00\x00\x00\x40\xEA\x55\x65\x00\x00\x00\x00\x11\x0F\xE4\x17\x00\x00\x00\x00\x4D\x7B\xCC\x14\x00\x00\x00\x00\xA0\x7C\xDA\xDA\x00\x00\x00\x00\x94\xC5\x22\xBC\x00\x00\x00\x00\x06\x60\x69\x48\x00\x00\x00\x00\xF4\x33\x57\x11\x00\x00\x00\x00\xAA\xDD\x8A\x6A\x00\x00\x00\x00\x92\xDA\xF6\xE8\x8D\x14\x0C\x91\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11\x30\x8A\x03\xEB\x11\xC3\xEF\x13\xC9\x80\x74\x1C\xEB\x81\xA9\x59\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xAAC8A529), ('P4rIngress.aggregator.bitmap_seq.seq', 0x2C7CD938)], 12436)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x2C7CD938, 12436)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 12436)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 12436)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 12436)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 12436)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 12436)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 12436)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 12436)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 12436)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 12436)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 12436)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 12436)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 12436)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 12436)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 12436)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 12436)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 12436)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 12436)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 12436)
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
                gc.KeyTuple('job_id', 0xAAAE),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D1E),
                gc.DataTuple('slot_count', 0x0000072F),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2E9E5D42),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x027),
                gc.KeyTuple('src_addr', 0xCB13A609),
                gc.KeyTuple('src_port', 0x380C),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xAAAE),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x0285),
            ]
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
        ig_port = 39
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCB\x13\xA6\x09\x00\x00\x00\x00\x38\x0C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xAA\xAE\x00\x1E\x2E\x9E\x5D\x42\x03\x76\x03\x72\x6F\x4E\xDF\xA8\x00\x20\x00\x00\x00\x00\x00\x00\x51\x8F\xBB\x37\x00\x00\x00\x00\x0B\x8C\x84\xF0\x00\x00\x00\x00\xDC\xA2\x0A\xC1\x00\x00\x00\x00\x5F\x6C\xF0\xB0\x00\x00\x00\x00\xB0\x4E\x57\xA2\x00\x00\x00\x00\x41\x54\xC2\x6F\x00\x00\x00\x00\x78\xE8\xDE\x6C\x00\x00\x00\x00\x85\x47\xB0\x68\x00\x00\x00\x00\x7D\x81\xE6\xD8\x00\x00\x00\x00\x1A\xAF\x3F\xC1\x00\x00\x00\x00\x28\x65\xB7\xF4\x00\x00\x00\x00\xE9\xBC\x50\x23\x00\x00\x00\x00\x31\x61\xF4\xFB\x00\x00\x00\x00\x53\x85\xDB\x34\x00\x00\x00\x00\xF1\xDF\x40\xB4\x00\x00\x00\x00\x57\x27\x16\x85\x18\x4E\x1F\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCB\x13\xA6\x09\x00\x00\x00\x00\x38\x0C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xAA\xAE\x00\x1E\x2E\x9E\x5D\x42\x03\x76\x03\x72\x6F\x4E\xDF\xA8\x00\x20\x00\x00\x00\x00\x00\x00\x51\x8F\xBB\x37\x00\x00\x00\x00\x0B\x8C\x84\xF0\x00\x00\x00\x00\xDC\xA2\x0A\xC1\x00\x00\x00\x00\x5F\x6C\xF0\xB0\x00\x00\x00\x00\xB0\x4E\x57\xA2\x00\x00\x00\x00\x41\x54\xC2\x6F\x00\x00\x00\x00\x78\xE8\xDE\x6C\x00\x00\x00\x00\x85\x47\xB0\x68\x00\x00\x00\x00\x7D\x81\xE6\xD8\x00\x00\x00\x00\x1A\xAF\x3F\xC1\x00\x00\x00\x00\x28\x65\xB7\xF4\x00\x00\x00\x00\xE9\xBC\x50\x23\x00\x00\x00\x00\x31\x61\xF4\xFB\x00\x00\x00\x00\x53\x85\xDB\x34\x00\x00\x00\x00\xF1\xDF\x40\xB4\x00\x00\x00\x00\x57\x27\x16\x85\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x40\x00\x00\x00\x6F\x4E\xDF\xA8\x6F\x4E\xDF\xA8\x01\x72\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x51\x8F\xBB\x37\x00\x00\x00\x00\x0B\x8C\x84\xF0\x00\x00\x00\x00\xDC\xA2\x0A\xC1\x00\x00\x00\x00\x5F\x6C\xF0\xB0\x00\x00\x00\x00\xB0\x4E\x57\xA2\x00\x00\x00\x00\x41\x54\xC2\x6F\x00\x00\x00\x00\x78\xE8\xDE\x6C\x00\x00\x00\x00\x85\x47\xB0\x68\x00\x00\x00\x00\x7D\x81\xE6\xD8\x00\x00\x00\x00\x1A\xAF\x3F\xC1\x00\x00\x00\x00\x28\x65\xB7\xF4\x00\x00\x00\x00\xE9\xBC\x50\x23\x00\x00\x00\x00\x31\x61\xF4\xFB\x00\x00\x00\x00\x53\x85\xDB\x34\x00\x00\x00\x00\xF1\xDF\x40\xB4\x00\x00\x00\x00\x57\x27\x16\x85\x18\x4E\x1F\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x2E7CB4FE), ('P4rIngress.aggregator.bitmap_seq.seq', 0x13506319)], 12930)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x13506319, 12930)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 12930)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 12930)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 12930)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 12930)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 12930)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 12930)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 12930)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 12930)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 12930)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 12930)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 12930)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 12930)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 12930)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 12930)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 12930)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 12930)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 12930)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 12930)
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
                gc.KeyTuple('job_id', 0x84D1),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C82),
                gc.DataTuple('slot_count', 0x0000072F),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4FC0AB4A),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x024),
                gc.KeyTuple('src_addr', 0x93DD859D),
                gc.KeyTuple('src_port', 0x8260),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x84D1),
                gc.DataTuple('rank', 0x0013),
                gc.DataTuple('worker_index', 0x00CF),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x93\xDD\x85\x9D\x00\x00\x00\x00\x82\x60\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x84\xD1\x00\x13\x4F\xC0\xAB\x4A\x06\x00\x03\x1C\x5A\x84\x76\x7D\x00\x20\x00\x00\x00\x00\x00\x00\x5D\x4F\x63\x2A\x00\x00\x00\x00\x13\xD4\x64\x93\x00\x00\x00\x00\x56\xBB\x61\x23\x00\x00\x00\x00\x33\x9A\xD9\xAB\x00\x00\x00\x00\x64\xE8\x5E\xDB\x00\x00\x00\x00\xF9\x1F\xF7\x2F\x00\x00\x00\x00\xCC\xA7\x9B\xF3\x00\x00\x00\x00\x48\xBA\x35\xFF\x00\x00\x00\x00\x06\xB4\xBA\xD4\x00\x00\x00\x00\xF8\xFD\x4F\x9A\x00\x00\x00\x00\x9D\x4C\xC4\x7D\x00\x00\x00\x00\xE1\xFC\x48\x10\x00\x00\x00\x00\x43\xF1\xB7\x43\x00\x00\x00\x00\x20\xA5\xB8\xA6\x00\x00\x00\x00\x55\x95\x20\x42\x00\x00\x00\x00\xA0\x95\x58\xD6\x7B\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6\x29\x11\xC4\xEA\xE8\xC8\xAB\xAC\x21\x97\x3C\x22\x6E\xD7\xE0\x55\x20\x20\x82\xEA\x21\xC0\x54\x9C\xF3\x35\x47\x4B\xA7\xFE\xA5\x23\x1A\x71\xD8\x2A\x74\xFB\xB4\x4D\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E\x50\x35\xF9\xFD\x38\xB3\x0C\x43\x43\x11\xE8\x15\xAC\xCA\xF0\x6A\x59\xB7\x5E\x12\x58\x7F\xB7\xD7\x99\x3C\x91\xB5\x6D\x25\x27\x08\x98\x06\x28\xBB\xD4\x00\xAD\xD7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x93\xDD\x85\x9D\xBE\xEF\x82\x60\x00\xA0\x00\x00\x50\x34\x02\x82\x84\xD1\x00\x13\x4F\xC0\xAB\x4A\x06\x00\x01\x1C\x5A\x84\x76\x7D\x00\x20\x00\x01\x00\x00\x00\x00\x5D\x4F\x63\x2A\x00\x00\x00\x00\x13\xD4\x64\x93\x00\x00\x00\x00\x56\xBB\x61\x23\x00\x00\x00\x00\x33\x9A\xD9\xAB\x00\x00\x00\x00\x64\xE8\x5E\xDB\x00\x00\x00\x00\xF9\x1F\xF7\x2F\x00\x00\x00\x00\xCC\xA7\x9B\xF3\x00\x00\x00\x00\x48\xBA\x35\xFF\x00\x00\x00\x00\x06\xB4\xBA\xD4\x00\x00\x00\x00\xF8\xFD\x4F\x9A\x00\x00\x00\x00\x9D\x4C\xC4\x7D\x00\x00\x00\x00\xE1\xFC\x48\x10\x00\x00\x00\x00\x43\xF1\xB7\x43\x00\x00\x00\x00\x20\xA5\xB8\xA6\x00\x00\x00\x00\x55\x95\x20\x42\x00\x00\x00\x00\xA0\x95\x58\xD6\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x08\x00\x00\x5A\x84\x76\x7D\x5A\x84\x76\x7D\x01\x1C\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x5D\x4F\x63\x2A\x00\x00\x00\x00\x13\xD4\x64\x93\x00\x00\x00\x00\x56\xBB\x61\x23\x00\x00\x00\x00\x33\x9A\xD9\xAB\x00\x00\x00\x00\x64\xE8\x5E\xDB\x00\x00\x00\x00\xF9\x1F\xF7\x2F\x00\x00\x00\x00\xCC\xA7\x9B\xF3\x00\x00\x00\x00\x48\xBA\x35\xFF\x00\x00\x00\x00\x06\xB4\xBA\xD4\x00\x00\x00\x00\xF8\xFD\x4F\x9A\x00\x00\x00\x00\x9D\x4C\xC4\x7D\x00\x00\x00\x00\xE1\xFC\x48\x10\x00\x00\x00\x00\x43\xF1\xB7\x43\x00\x00\x00\x00\x20\xA5\xB8\xA6\x00\x00\x00\x00\x55\x95\x20\x42\x00\x00\x00\x00\xA0\x95\x58\xD6\x7B\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6\x29\x11\xC4\xEA\xE8\xC8\xAB\xAC\x21\x97\x3C\x22\x6E\xD7\xE0\x55\x20\x20\x82\xEA\x21\xC0\x54\x9C\xF3\x35\x47\x4B\xA7\xFE\xA5\x23\x1A\x71\xD8\x2A\x74\xFB\xB4\x4D\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E\x50\x35\xF9\xFD\x38\xB3\x0C\x43\x43\x11\xE8\x15\xAC\xCA\xF0\x6A\x59\xB7\x5E\x12\x58\x7F\xB7\xD7\x99\x3C\x91\xB5\x6D\x25\x27\x08\x98\x06\x28\xBB\xD4\x00\xAD\xD7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x5D4D8EAC), ('P4rIngress.aggregator.bitmap_seq.seq', 0x98139D54)], 12126)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x98139D54, 12126)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 12126)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 12126)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 12126)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 12126)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 12126)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 12126)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 12126)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 12126)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 12126)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 12126)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 12126)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 12126)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 12126)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 12126)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 12126)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 12126)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 12126)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 12126)
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
                gc.KeyTuple('job_id', 0x4F9A),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000131),
                gc.DataTuple('slot_count', 0x00001B69),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD6206BF2),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x84AE1F76),
                gc.KeyTuple('src_port', 0xFB15),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4F9A),
                gc.DataTuple('rank', 0x0009),
                gc.DataTuple('worker_index', 0x0089),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x84\xAE\x1F\x76\x00\x00\x00\x00\xFB\x15\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4F\x9A\x00\x09\xD6\x20\x6B\xF2\x0E\x2D\x03\xA1\xAF\x70\x35\xFF\x00\x20\x00\x00\x00\x00\x00\x00\xE8\x12\x1C\x4A\x00\x00\x00\x00\x32\x85\xF3\x89\x00\x00\x00\x00\xE5\x92\x71\x0D\x00\x00\x00\x00\x8E\x55\x89\xBD\x00\x00\x00\x00\x65\x32\x00\x75\x00\x00\x00\x00\x03\xE2\xF8\x5C\x00\x00\x00\x00\x8C\xFE\x9D\xFB\x00\x00\x00\x00\x2C\xE5\xAB\x4B\x00\x00\x00\x00\x80\x6E\x07\xF6\x00\x00\x00\x00\x3B\x6F\x70\xBB\x00\x00\x00\x00\xF5\xD1\xFA\xD6\x00\x00\x00\x00\x5F\x90\xE8\xD9\x00\x00\x00\x00\x14\x2E\x61\x7A\x00\x00\x00\x00\x45\xB6\x92\x17\x00\x00\x00\x00\x87\x93\x5C\x02\x00\x00\x00\x00\xB9\xE7\xB3\x4C\x89\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x84\xAE\x1F\x76\x00\x00\x00\x00\xFB\x15\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4F\x9A\x00\x09\xD6\x20\x6B\xF2\x0E\x2D\x03\xA1\xAF\x70\x35\xFF\x00\x20\x00\x00\x00\x00\x00\x00\xE8\x12\x1C\x4A\x00\x00\x00\x00\x32\x85\xF3\x89\x00\x00\x00\x00\xE5\x92\x71\x0D\x00\x00\x00\x00\x8E\x55\x89\xBD\x00\x00\x00\x00\x65\x32\x00\x75\x00\x00\x00\x00\x03\xE2\xF8\x5C\x00\x00\x00\x00\x8C\xFE\x9D\xFB\x00\x00\x00\x00\x2C\xE5\xAB\x4B\x00\x00\x00\x00\x80\x6E\x07\xF6\x00\x00\x00\x00\x3B\x6F\x70\xBB\x00\x00\x00\x00\xF5\xD1\xFA\xD6\x00\x00\x00\x00\x5F\x90\xE8\xD9\x00\x00\x00\x00\x14\x2E\x61\x7A\x00\x00\x00\x00\x45\xB6\x92\x17\x00\x00\x00\x00\x87\x93\x5C\x02\x00\x00\x00\x00\xB9\xE7\xB3\x4C\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x00\x02\x00\xAF\x70\x35\xFF\xAF\x70\x35\xFF\x01\xA1\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xE8\x12\x1C\x4A\x00\x00\x00\x00\x32\x85\xF3\x89\x00\x00\x00\x00\xE5\x92\x71\x0D\x00\x00\x00\x00\x8E\x55\x89\xBD\x00\x00\x00\x00\x65\x32\x00\x75\x00\x00\x00\x00\x03\xE2\xF8\x5C\x00\x00\x00\x00\x8C\xFE\x9D\xFB\x00\x00\x00\x00\x2C\xE5\xAB\x4B\x00\x00\x00\x00\x80\x6E\x07\xF6\x00\x00\x00\x00\x3B\x6F\x70\xBB\x00\x00\x00\x00\xF5\xD1\xFA\xD6\x00\x00\x00\x00\x5F\x90\xE8\xD9\x00\x00\x00\x00\x14\x2E\x61\x7A\x00\x00\x00\x00\x45\xB6\x92\x17\x00\x00\x00\x00\x87\x93\x5C\x02\x00\x00\x00\x00\xB9\xE7\xB3\x4C\x89\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xC423E851), ('P4rIngress.aggregator.bitmap_seq.seq', 0x8CC62AA7)], 13191)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x8CC62AA7, 13191)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 13191)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 13191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 13191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 13191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 13191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 13191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 13191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 13191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 13191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 13191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 13191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 13191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 13191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 13191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 13191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 13191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 13191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 13191)
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
                gc.KeyTuple('job_id', 0xFA2C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000006AB),
                gc.DataTuple('slot_count', 0x00000D19),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFF583CB2),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x011),
                gc.KeyTuple('src_addr', 0xE53745A2),
                gc.KeyTuple('src_port', 0xC0A7),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xFA2C),
                gc.DataTuple('rank', 0x0004),
                gc.DataTuple('worker_index', 0x0219),
            ]
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
        ig_port = 17
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE5\x37\x45\xA2\x00\x00\x00\x00\xC0\xA7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xFA\x2C\x00\x04\xFF\x58\x3C\xB2\x0C\xDC\x01\x91\xF5\xB2\x99\x8B\x00\x20\x00\x00\x00\x00\x00\x00\x2B\x62\x80\xD5\x00\x00\x00\x00\x05\x30\xA0\x22\x00\x00\x00\x00\x4E\xDB\x49\x3C\x00\x00\x00\x00\x12\x51\x09\xFD\x00\x00\x00\x00\xBA\xDD\x6B\xF9\x00\x00\x00\x00\x56\x65\x04\xE1\x00\x00\x00\x00\x9B\xBA\xD5\xFF\x00\x00\x00\x00\x04\xF5\x47\x8F\x00\x00\x00\x00\x6E\xDC\xCA\x9F\x00\x00\x00\x00\xBD\x4A\x49\x86\x00\x00\x00\x00\x59\xEE\x07\x7A\x00\x00\x00\x00\xA8\x65\xCA\x2D\x00\x00\x00\x00\xF8\xA9\xD2\xB4\x00\x00\x00\x00\x6F\xC3\x99\x82\x00\x00\x00\x00\x10\xD3\x5E\x22\x00\x00\x00\x00\x17\xCD\x4C\xB9\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65\xA5\xD4\x4B\xC1\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE5\x37\x45\xA2\xBE\xEF\xC0\xA7\x00\xA0\x00\x00\x50\x34\x02\x82\xFA\x2C\x00\x04\xFF\x58\x3C\xB2\x0C\xDC\x01\x91\xF5\xB2\x99\x8B\x00\x20\x00\x01\x00\x00\x00\x00\x2B\x62\x80\xD5\x00\x00\x00\x00\x05\x30\xA0\x22\x00\x00\x00\x00\x4E\xDB\x49\x3C\x00\x00\x00\x00\x12\x51\x09\xFD\x00\x00\x00\x00\xBA\xDD\x6B\xF9\x00\x00\x00\x00\x56\x65\x04\xE1\x00\x00\x00\x00\x9B\xBA\xD5\xFF\x00\x00\x00\x00\x04\xF5\x47\x8F\x00\x00\x00\x00\x6E\xDC\xCA\x9F\x00\x00\x00\x00\xBD\x4A\x49\x86\x00\x00\x00\x00\x59\xEE\x07\x7A\x00\x00\x00\x00\xA8\x65\xCA\x2D\x00\x00\x00\x00\xF8\xA9\xD2\xB4\x00\x00\x00\x00\x6F\xC3\x99\x82\x00\x00\x00\x00\x10\xD3\x5E\x22\x00\x00\x00\x00\x17\xCD\x4C\xB9\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x00\x00\x10\xF5\xB2\x99\x8B\xF5\xB2\x99\x8B\x01\x91\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x2B\x62\x80\xD5\x00\x00\x00\x00\x05\x30\xA0\x22\x00\x00\x00\x00\x4E\xDB\x49\x3C\x00\x00\x00\x00\x12\x51\x09\xFD\x00\x00\x00\x00\xBA\xDD\x6B\xF9\x00\x00\x00\x00\x56\x65\x04\xE1\x00\x00\x00\x00\x9B\xBA\xD5\xFF\x00\x00\x00\x00\x04\xF5\x47\x8F\x00\x00\x00\x00\x6E\xDC\xCA\x9F\x00\x00\x00\x00\xBD\x4A\x49\x86\x00\x00\x00\x00\x59\xEE\x07\x7A\x00\x00\x00\x00\xA8\x65\xCA\x2D\x00\x00\x00\x00\xF8\xA9\xD2\xB4\x00\x00\x00\x00\x6F\xC3\x99\x82\x00\x00\x00\x00\x10\xD3\x5E\x22\x00\x00\x00\x00\x17\xCD\x4C\xB9\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65\xA5\xD4\x4B\xC1\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xDC8451F3), ('P4rIngress.aggregator.bitmap_seq.seq', 0xF380EDEB)], 12443)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xF380EDEB, 12443)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 12443)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 12443)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 12443)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 12443)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 12443)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 12443)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 12443)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 12443)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 12443)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 12443)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 12443)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 12443)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 12443)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 12443)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 12443)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 12443)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 12443)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 12443)
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
                gc.KeyTuple('job_id', 0x3D63),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000608),
                gc.DataTuple('slot_count', 0x00001343),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1F8EEA2A),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x020),
                gc.KeyTuple('src_addr', 0x15156417),
                gc.KeyTuple('src_port', 0x8B23),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x3D63),
                gc.DataTuple('rank', 0x001A),
                gc.DataTuple('worker_index', 0x00A1),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x15\x15\x64\x17\x00\x00\x00\x00\x8B\x23\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x3D\x63\x00\x1A\x1F\x8E\xEA\x2A\x0A\x93\x05\xBB\x4F\xE9\xFC\xEB\x00\x20\x00\x00\x00\x00\x00\x00\x9E\xA8\xC5\x82\x00\x00\x00\x00\x1D\x63\x45\x5D\x00\x00\x00\x00\x12\xD0\x78\x7F\x00\x00\x00\x00\x7E\x44\xEE\x6E\x00\x00\x00\x00\x30\xCB\xE9\x74\x00\x00\x00\x00\xBC\x56\x63\xE4\x00\x00\x00\x00\xCF\x2E\x4B\xCF\x00\x00\x00\x00\xE0\x5B\x27\x54\x00\x00\x00\x00\x2A\x1A\xD8\x21\x00\x00\x00\x00\xDF\x4E\x07\xDC\x00\x00\x00\x00\x16\xD6\xEC\x06\x00\x00\x00\x00\x65\x0B\xFD\xD5\x00\x00\x00\x00\x6D\x44\xB8\xAE\x00\x00\x00\x00\x1D\x1E\x84\xC3\x00\x00\x00\x00\x52\xD6\xC1\x55\x00\x00\x00\x00\x09\x16\x0F\x55\x0C\x00\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D\xAE\xB5\x49\x43\xEF\x94\xC0\x02\x9B\xDC\x5C\x06\x73\x28\x28\x8D\x47\x6B\xF2\x79\x7A\x2C\xE6\xDB\xEB\xFF\x8F\xAB\x8F\x7B\x95\xC4\x72\x34\xBC\xF9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x15\x15\x64\x17\x00\x00\x00\x00\x8B\x23\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x3D\x63\x00\x1A\x1F\x8E\xEA\x2A\x0A\x93\x05\xBB\x4F\xE9\xFC\xEB\x00\x20\x00\x00\x00\x00\x00\x00\x9E\xA8\xC5\x82\x00\x00\x00\x00\x1D\x63\x45\x5D\x00\x00\x00\x00\x12\xD0\x78\x7F\x00\x00\x00\x00\x7E\x44\xEE\x6E\x00\x00\x00\x00\x30\xCB\xE9\x74\x00\x00\x00\x00\xBC\x56\x63\xE4\x00\x00\x00\x00\xCF\x2E\x4B\xCF\x00\x00\x00\x00\xE0\x5B\x27\x54\x00\x00\x00\x00\x2A\x1A\xD8\x21\x00\x00\x00\x00\xDF\x4E\x07\xDC\x00\x00\x00\x00\x16\xD6\xEC\x06\x00\x00\x00\x00\x65\x0B\xFD\xD5\x00\x00\x00\x00\x6D\x44\xB8\xAE\x00\x00\x00\x00\x1D\x1E\x84\xC3\x00\x00\x00\x00\x52\xD6\xC1\x55\x00\x00\x00\x00\x09\x16\x0F\x55\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x04\x00\x00\x00\x4F\xE9\xFC\xEB\x4F\xE9\xFC\xEB\x01\xBB\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x9E\xA8\xC5\x82\x00\x00\x00\x00\x1D\x63\x45\x5D\x00\x00\x00\x00\x12\xD0\x78\x7F\x00\x00\x00\x00\x7E\x44\xEE\x6E\x00\x00\x00\x00\x30\xCB\xE9\x74\x00\x00\x00\x00\xBC\x56\x63\xE4\x00\x00\x00\x00\xCF\x2E\x4B\xCF\x00\x00\x00\x00\xE0\x5B\x27\x54\x00\x00\x00\x00\x2A\x1A\xD8\x21\x00\x00\x00\x00\xDF\x4E\x07\xDC\x00\x00\x00\x00\x16\xD6\xEC\x06\x00\x00\x00\x00\x65\x0B\xFD\xD5\x00\x00\x00\x00\x6D\x44\xB8\xAE\x00\x00\x00\x00\x1D\x1E\x84\xC3\x00\x00\x00\x00\x52\xD6\xC1\x55\x00\x00\x00\x00\x09\x16\x0F\x55\x0C\x00\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D\xAE\xB5\x49\x43\xEF\x94\xC0\x02\x9B\xDC\x5C\x06\x73\x28\x28\x8D\x47\x6B\xF2\x79\x7A\x2C\xE6\xDB\xEB\xFF\x8F\xAB\x8F\x7B\x95\xC4\x72\x34\xBC\xF9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xE250DE51), ('P4rIngress.aggregator.bitmap_seq.seq', 0x9FA8F104)], 12007)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x9FA8F104, 12007)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 12007)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 12007)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 12007)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 12007)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 12007)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 12007)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 12007)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 12007)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 12007)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 12007)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 12007)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 12007)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 12007)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 12007)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 12007)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 12007)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 12007)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 12007)
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
                gc.KeyTuple('job_id', 0x4586),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000021B),
                gc.DataTuple('slot_count', 0x0000164D),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8323F4A6),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x010),
                gc.KeyTuple('src_addr', 0x6EC6E321),
                gc.KeyTuple('src_port', 0x4CB3),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4586),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x0201),
            ]
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
        ig_port = 16
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6E\xC6\xE3\x21\x00\x00\x00\x00\x4C\xB3\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x45\x86\x00\x0A\x83\x23\xF4\xA6\x0C\xCC\x03\x39\x0F\x40\x9E\x5D\x00\x20\x00\x00\x00\x00\x00\x00\x46\x93\xD2\xF1\x00\x00\x00\x00\x93\x2B\x19\x8E\x00\x00\x00\x00\x11\x70\x18\xA1\x00\x00\x00\x00\x4D\x80\x6E\x3C\x00\x00\x00\x00\x57\x37\xB8\x18\x00\x00\x00\x00\x8A\xBC\xDD\x6F\x00\x00\x00\x00\x2E\xD3\xE9\x13\x00\x00\x00\x00\x4A\x8E\xF9\x20\x00\x00\x00\x00\xB1\x6C\xF1\xA7\x00\x00\x00\x00\xC3\x94\x98\x1E\x00\x00\x00\x00\x8F\x04\xB3\xA8\x00\x00\x00\x00\x86\x71\xDD\x44\x00\x00\x00\x00\xFC\x21\x9D\x14\x00\x00\x00\x00\x11\xBA\xEE\x5E\x00\x00\x00\x00\x06\x0B\x8C\x2A\x00\x00\x00\x00\xD5\x65\x2B\x93\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6E\xC6\xE3\x21\x00\x00\x00\x00\x4C\xB3\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x45\x86\x00\x0A\x83\x23\xF4\xA6\x0C\xCC\x03\x39\x0F\x40\x9E\x5D\x00\x20\x00\x00\x00\x00\x00\x00\x46\x93\xD2\xF1\x00\x00\x00\x00\x93\x2B\x19\x8E\x00\x00\x00\x00\x11\x70\x18\xA1\x00\x00\x00\x00\x4D\x80\x6E\x3C\x00\x00\x00\x00\x57\x37\xB8\x18\x00\x00\x00\x00\x8A\xBC\xDD\x6F\x00\x00\x00\x00\x2E\xD3\xE9\x13\x00\x00\x00\x00\x4A\x8E\xF9\x20\x00\x00\x00\x00\xB1\x6C\xF1\xA7\x00\x00\x00\x00\xC3\x94\x98\x1E\x00\x00\x00\x00\x8F\x04\xB3\xA8\x00\x00\x00\x00\x86\x71\xDD\x44\x00\x00\x00\x00\xFC\x21\x9D\x14\x00\x00\x00\x00\x11\xBA\xEE\x5E\x00\x00\x00\x00\x06\x0B\x8C\x2A\x00\x00\x00\x00\xD5\x65\x2B\x93\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x00\x04\x00\x0F\x40\x9E\x5D\x0F\x40\x9E\x5D\x01\x39\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x46\x93\xD2\xF1\x00\x00\x00\x00\x93\x2B\x19\x8E\x00\x00\x00\x00\x11\x70\x18\xA1\x00\x00\x00\x00\x4D\x80\x6E\x3C\x00\x00\x00\x00\x57\x37\xB8\x18\x00\x00\x00\x00\x8A\xBC\xDD\x6F\x00\x00\x00\x00\x2E\xD3\xE9\x13\x00\x00\x00\x00\x4A\x8E\xF9\x20\x00\x00\x00\x00\xB1\x6C\xF1\xA7\x00\x00\x00\x00\xC3\x94\x98\x1E\x00\x00\x00\x00\x8F\x04\xB3\xA8\x00\x00\x00\x00\x86\x71\xDD\x44\x00\x00\x00\x00\xFC\x21\x9D\x14\x00\x00\x00\x00\x11\xBA\xEE\x5E\x00\x00\x00\x00\x06\x0B\x8C\x2A\x00\x00\x00\x00\xD5\x65\x2B\x93\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x0D323C21), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC38AC000)], 10817)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC38AC000, 10817)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 10817)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 10817)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 10817)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 10817)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 10817)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 10817)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 10817)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 10817)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 10817)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 10817)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 10817)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 10817)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 10817)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 10817)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 10817)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 10817)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 10817)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 10817)
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
                gc.KeyTuple('job_id', 0xA181),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000039F),
                gc.DataTuple('slot_count', 0x00000D81),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x50F0B0DA),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x025),
                gc.KeyTuple('src_addr', 0x2EE68203),
                gc.KeyTuple('src_port', 0xB774),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xA181),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0299),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2E\xE6\x82\x03\x00\x00\x00\x00\xB7\x74\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA1\x81\x00\x1F\x50\xF0\xB0\xDA\x06\xA2\x07\xDE\xEC\xBB\x74\xF5\x00\x20\x00\x00\x00\x00\x00\x00\xED\xC7\x40\xAD\x00\x00\x00\x00\xDC\xE3\x8D\x1E\x00\x00\x00\x00\x1B\x58\x45\x0A\x00\x00\x00\x00\x5F\x98\x0E\x09\x00\x00\x00\x00\xB9\xA9\x2A\xD4\x00\x00\x00\x00\xE1\xFA\x71\x81\x00\x00\x00\x00\x03\xDF\x57\xD2\x00\x00\x00\x00\x5A\x1A\x1B\x2A\x00\x00\x00\x00\x99\xC3\xD8\xCD\x00\x00\x00\x00\x7F\x34\xF3\x02\x00\x00\x00\x00\x80\x5A\x2D\x33\x00\x00\x00\x00\x4B\xA9\xFE\xC6\x00\x00\x00\x00\x12\x5B\xFC\xC3\x00\x00\x00\x00\xDA\xDA\xC6\xBC\x00\x00\x00\x00\x93\xF7\xF1\x9F\x00\x00\x00\x00\x21\xDB\x85\x66\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2E\xE6\x82\x03\x00\x00\x00\x00\xB7\x74\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA1\x81\x00\x1F\x50\xF0\xB0\xDA\x06\xA2\x07\xDE\xEC\xBB\x74\xF5\x00\x20\x00\x00\x00\x00\x00\x00\xED\xC7\x40\xAD\x00\x00\x00\x00\xDC\xE3\x8D\x1E\x00\x00\x00\x00\x1B\x58\x45\x0A\x00\x00\x00\x00\x5F\x98\x0E\x09\x00\x00\x00\x00\xB9\xA9\x2A\xD4\x00\x00\x00\x00\xE1\xFA\x71\x81\x00\x00\x00\x00\x03\xDF\x57\xD2\x00\x00\x00\x00\x5A\x1A\x1B\x2A\x00\x00\x00\x00\x99\xC3\xD8\xCD\x00\x00\x00\x00\x7F\x34\xF3\x02\x00\x00\x00\x00\x80\x5A\x2D\x33\x00\x00\x00\x00\x4B\xA9\xFE\xC6\x00\x00\x00\x00\x12\x5B\xFC\xC3\x00\x00\x00\x00\xDA\xDA\xC6\xBC\x00\x00\x00\x00\x93\xF7\xF1\x9F\x00\x00\x00\x00\x21\xDB\x85\x66\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x80\x00\x00\x00\xEC\xBB\x74\xF5\xEC\xBB\x74\xF5\x01\xDE\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xED\xC7\x40\xAD\x00\x00\x00\x00\xDC\xE3\x8D\x1E\x00\x00\x00\x00\x1B\x58\x45\x0A\x00\x00\x00\x00\x5F\x98\x0E\x09\x00\x00\x00\x00\xB9\xA9\x2A\xD4\x00\x00\x00\x00\xE1\xFA\x71\x81\x00\x00\x00\x00\x03\xDF\x57\xD2\x00\x00\x00\x00\x5A\x1A\x1B\x2A\x00\x00\x00\x00\x99\xC3\xD8\xCD\x00\x00\x00\x00\x7F\x34\xF3\x02\x00\x00\x00\x00\x80\x5A\x2D\x33\x00\x00\x00\x00\x4B\xA9\xFE\xC6\x00\x00\x00\x00\x12\x5B\xFC\xC3\x00\x00\x00\x00\xDA\xDA\xC6\xBC\x00\x00\x00\x00\x93\xF7\xF1\x9F\x00\x00\x00\x00\x21\xDB\x85\x66\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x46613F32), ('P4rIngress.aggregator.bitmap_seq.seq', 0x8F961600)], 9776)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x8F961600, 9776)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 9776)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 9776)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 9776)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 9776)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 9776)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 9776)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 9776)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 9776)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 9776)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 9776)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 9776)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 9776)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 9776)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 9776)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 9776)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 9776)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 9776)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 9776)
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
                gc.KeyTuple('job_id', 0xA0DB),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE2209DAD),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00D),
                gc.KeyTuple('src_addr', 0x01561BEC),
                gc.KeyTuple('src_port', 0x7803),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xA0DB),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x02F0),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x01\x56\x1B\xEC\x00\x00\x00\x00\x78\x03\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA0\xDB\x00\x1E\xE2\x20\x9D\xAD\x06\x30\x03\xFC\xBD\xB0\xC5\x8F\x00\x20\x00\x00\x00\x00\x00\x00\x42\xF0\x12\x3F\x00\x00\x00\x00\x2C\x18\x24\xE3\x00\x00\x00\x00\xEF\xB4\x1D\xAA\x00\x00\x00\x00\x66\xEF\x67\x68\x00\x00\x00\x00\x25\x1E\xE3\xEC\x00\x00\x00\x00\xB2\x04\xB9\x43\x00\x00\x00\x00\x3B\x4D\x0A\x4E\x00\x00\x00\x00\xEF\x9D\xB3\xD1\x00\x00\x00\x00\x64\x87\x26\xBF\x00\x00\x00\x00\x24\x53\xD1\x69\x00\x00\x00\x00\xD1\x72\x87\x47\x00\x00\x00\x00\x2C\x58\xB0\xE1\x00\x00\x00\x00\xE6\x84\x8D\x3A\x00\x00\x00\x00\xD3\x29\xA6\xB0\x00\x00\x00\x00\x43\xE8\x6D\x9E\x00\x00\x00\x00\x3B\x66\xD5\x98\xF2\x0A\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x01\x56\x1B\xEC\xBE\xEF\x78\x03\x00\xA0\x00\x00\x50\x34\x02\x82\xA0\xDB\x00\x1E\xE2\x20\x9D\xAD\x06\x30\x01\xFC\xBD\xB0\xC5\x8F\x00\x20\x00\x01\x00\x00\x00\x00\x42\xF0\x12\x3F\x00\x00\x00\x00\x2C\x18\x24\xE3\x00\x00\x00\x00\xEF\xB4\x1D\xAA\x00\x00\x00\x00\x66\xEF\x67\x68\x00\x00\x00\x00\x25\x1E\xE3\xEC\x00\x00\x00\x00\xB2\x04\xB9\x43\x00\x00\x00\x00\x3B\x4D\x0A\x4E\x00\x00\x00\x00\xEF\x9D\xB3\xD1\x00\x00\x00\x00\x64\x87\x26\xBF\x00\x00\x00\x00\x24\x53\xD1\x69\x00\x00\x00\x00\xD1\x72\x87\x47\x00\x00\x00\x00\x2C\x58\xB0\xE1\x00\x00\x00\x00\xE6\x84\x8D\x3A\x00\x00\x00\x00\xD3\x29\xA6\xB0\x00\x00\x00\x00\x43\xE8\x6D\x9E\x00\x00\x00\x00\x3B\x66\xD5\x98\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x40\x00\x00\x00\xBD\xB0\xC5\x8F\xBD\xB0\xC5\x8F\x01\xFC\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x42\xF0\x12\x3F\x00\x00\x00\x00\x2C\x18\x24\xE3\x00\x00\x00\x00\xEF\xB4\x1D\xAA\x00\x00\x00\x00\x66\xEF\x67\x68\x00\x00\x00\x00\x25\x1E\xE3\xEC\x00\x00\x00\x00\xB2\x04\xB9\x43\x00\x00\x00\x00\x3B\x4D\x0A\x4E\x00\x00\x00\x00\xEF\x9D\xB3\xD1\x00\x00\x00\x00\x64\x87\x26\xBF\x00\x00\x00\x00\x24\x53\xD1\x69\x00\x00\x00\x00\xD1\x72\x87\x47\x00\x00\x00\x00\x2C\x58\xB0\xE1\x00\x00\x00\x00\xE6\x84\x8D\x3A\x00\x00\x00\x00\xD3\x29\xA6\xB0\x00\x00\x00\x00\x43\xE8\x6D\x9E\x00\x00\x00\x00\x3B\x66\xD5\x98\xF2\x0A\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xDAB60FAD), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC53FB000)], 11446)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC53FB000, 11446)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 11446)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 11446)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 11446)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 11446)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 11446)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 11446)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 11446)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 11446)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 11446)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 11446)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 11446)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 11446)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 11446)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 11446)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 11446)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 11446)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 11446)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 11446)
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
                gc.KeyTuple('job_id', 0x9D49),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000669),
                gc.DataTuple('slot_count', 0x000014B8),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9E2347BA),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x017),
                gc.KeyTuple('src_addr', 0xB9EA7599),
                gc.KeyTuple('src_port', 0x2E56),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9D49),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x01AF),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB9\xEA\x75\x99\x00\x00\x00\x00\x2E\x56\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9D\x49\x00\x07\x9E\x23\x47\xBA\x06\x4D\x07\xE9\x09\xBF\xD1\x3C\x00\x20\x00\x00\x00\x00\x00\x00\x0D\xB4\xE2\x3E\x00\x00\x00\x00\x41\xF9\x92\xCF\x00\x00\x00\x00\xE1\xB1\xFD\xA8\x00\x00\x00\x00\x6E\x93\x07\xD9\x00\x00\x00\x00\x48\x67\xC4\xDD\x00\x00\x00\x00\xDB\x19\x2C\xC1\x00\x00\x00\x00\x65\xB8\x14\x0E\x00\x00\x00\x00\x31\x97\x2D\xFB\x00\x00\x00\x00\x81\x43\x77\x39\x00\x00\x00\x00\x16\x20\xA9\xA4\x00\x00\x00\x00\xD4\xD8\x0F\x08\x00\x00\x00\x00\x8A\xA8\x8C\x7B\x00\x00\x00\x00\xBB\x71\x43\xCB\x00\x00\x00\x00\x79\x17\x42\x08\x00\x00\x00\x00\xF1\x93\x4B\x64\x00\x00\x00\x00\x5B\xA9\xAD\x24\xDB\xD6\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA\xFF\x6F\xEF\x61\xB3\x1A\x81\x3B\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7\x7F\xFB\x91\x62\x25\xCE\x58\x5C\xAC\x4C\x6B\x37\x39\x9E\xF7\x45\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB9\xEA\x75\x99\xBE\xEF\x2E\x56\x00\xA0\x00\x00\x50\x34\x02\x82\x9D\x49\x00\x07\x9E\x23\x47\xBA\x06\x4D\x01\xE9\x09\xBF\xD1\x3C\x00\x20\x00\x01\x00\x00\x00\x00\x0D\xB4\xE2\x3E\x00\x00\x00\x00\x41\xF9\x92\xCF\x00\x00\x00\x00\xE1\xB1\xFD\xA8\x00\x00\x00\x00\x6E\x93\x07\xD9\x00\x00\x00\x00\x48\x67\xC4\xDD\x00\x00\x00\x00\xDB\x19\x2C\xC1\x00\x00\x00\x00\x65\xB8\x14\x0E\x00\x00\x00\x00\x31\x97\x2D\xFB\x00\x00\x00\x00\x81\x43\x77\x39\x00\x00\x00\x00\x16\x20\xA9\xA4\x00\x00\x00\x00\xD4\xD8\x0F\x08\x00\x00\x00\x00\x8A\xA8\x8C\x7B\x00\x00\x00\x00\xBB\x71\x43\xCB\x00\x00\x00\x00\x79\x17\x42\x08\x00\x00\x00\x00\xF1\x93\x4B\x64\x00\x00\x00\x00\x5B\xA9\xAD\x24\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x00\x00\x80\x09\xBF\xD1\x3C\x09\xBF\xD1\x3C\x01\xE9\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x0D\xB4\xE2\x3E\x00\x00\x00\x00\x41\xF9\x92\xCF\x00\x00\x00\x00\xE1\xB1\xFD\xA8\x00\x00\x00\x00\x6E\x93\x07\xD9\x00\x00\x00\x00\x48\x67\xC4\xDD\x00\x00\x00\x00\xDB\x19\x2C\xC1\x00\x00\x00\x00\x65\xB8\x14\x0E\x00\x00\x00\x00\x31\x97\x2D\xFB\x00\x00\x00\x00\x81\x43\x77\x39\x00\x00\x00\x00\x16\x20\xA9\xA4\x00\x00\x00\x00\xD4\xD8\x0F\x08\x00\x00\x00\x00\x8A\xA8\x8C\x7B\x00\x00\x00\x00\xBB\x71\x43\xCB\x00\x00\x00\x00\x79\x17\x42\x08\x00\x00\x00\x00\xF1\x93\x4B\x64\x00\x00\x00\x00\x5B\xA9\xAD\x24\xDB\xD6\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA\xFF\x6F\xEF\x61\xB3\x1A\x81\x3B\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7\x7F\xFB\x91\x62\x25\xCE\x58\x5C\xAC\x4C\x6B\x37\x39\x9E\xF7\x45\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test31(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xB4C3DBC0), ('P4rIngress.aggregator.bitmap_seq.seq', 0x2B6E5B1C)], 11840)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x2B6E5B1C, 11840)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 11840)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 11840)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 11840)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 11840)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 11840)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 11840)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 11840)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 11840)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 11840)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 11840)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 11840)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 11840)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 11840)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 11840)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 11840)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 11840)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 11840)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 11840)
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
                gc.KeyTuple('job_id', 0x6052),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000066F),
                gc.DataTuple('slot_count', 0x00000C6E),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA92933F1),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0x2A982586),
                gc.KeyTuple('src_port', 0x7BFC),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x6052),
                gc.DataTuple('rank', 0x0013),
                gc.DataTuple('worker_index', 0x0360),
            ]
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
        ig_port = 20
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2A\x98\x25\x86\x00\x00\x00\x00\x7B\xFC\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x60\x52\x00\x13\xA9\x29\x33\xF1\x07\xD1\x07\x87\x72\xF0\x3B\xFD\x00\x20\x00\x00\x00\x00\x00\x00\xAD\xBC\x99\x06\x00\x00\x00\x00\x26\x36\xC5\x46\x00\x00\x00\x00\x7F\x20\x2A\x0B\x00\x00\x00\x00\x51\x64\x2E\x15\x00\x00\x00\x00\xCF\x43\xE5\x5A\x00\x00\x00\x00\x01\x27\xDB\x2A\x00\x00\x00\x00\xDE\xBA\x17\x75\x00\x00\x00\x00\xC8\x7F\x42\x1B\x00\x00\x00\x00\xF0\x7D\x10\x6A\x00\x00\x00\x00\xD0\xC8\x04\xBF\x00\x00\x00\x00\xEF\xD0\xA3\x7B\x00\x00\x00\x00\xAE\xBA\xBA\x84\x00\x00\x00\x00\xC3\x4C\x3F\x18\x00\x00\x00\x00\x59\xE7\xE3\xB1\x00\x00\x00\x00\xCA\xA8\x83\xFF\x00\x00\x00\x00\xF6\xC6\x69\x47\x48\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2A\x98\x25\x86\x00\x00\x00\x00\x7B\xFC\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x60\x52\x00\x13\xA9\x29\x33\xF1\x07\xD1\x07\x87\x72\xF0\x3B\xFD\x00\x20\x00\x00\x00\x00\x00\x00\xAD\xBC\x99\x06\x00\x00\x00\x00\x26\x36\xC5\x46\x00\x00\x00\x00\x7F\x20\x2A\x0B\x00\x00\x00\x00\x51\x64\x2E\x15\x00\x00\x00\x00\xCF\x43\xE5\x5A\x00\x00\x00\x00\x01\x27\xDB\x2A\x00\x00\x00\x00\xDE\xBA\x17\x75\x00\x00\x00\x00\xC8\x7F\x42\x1B\x00\x00\x00\x00\xF0\x7D\x10\x6A\x00\x00\x00\x00\xD0\xC8\x04\xBF\x00\x00\x00\x00\xEF\xD0\xA3\x7B\x00\x00\x00\x00\xAE\xBA\xBA\x84\x00\x00\x00\x00\xC3\x4C\x3F\x18\x00\x00\x00\x00\x59\xE7\xE3\xB1\x00\x00\x00\x00\xCA\xA8\x83\xFF\x00\x00\x00\x00\xF6\xC6\x69\x47\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x08\x00\x00\x72\xF0\x3B\xFD\x72\xF0\x3B\xFD\x01\x87\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xAD\xBC\x99\x06\x00\x00\x00\x00\x26\x36\xC5\x46\x00\x00\x00\x00\x7F\x20\x2A\x0B\x00\x00\x00\x00\x51\x64\x2E\x15\x00\x00\x00\x00\xCF\x43\xE5\x5A\x00\x00\x00\x00\x01\x27\xDB\x2A\x00\x00\x00\x00\xDE\xBA\x17\x75\x00\x00\x00\x00\xC8\x7F\x42\x1B\x00\x00\x00\x00\xF0\x7D\x10\x6A\x00\x00\x00\x00\xD0\xC8\x04\xBF\x00\x00\x00\x00\xEF\xD0\xA3\x7B\x00\x00\x00\x00\xAE\xBA\xBA\x84\x00\x00\x00\x00\xC3\x4C\x3F\x18\x00\x00\x00\x00\x59\xE7\xE3\xB1\x00\x00\x00\x00\xCA\xA8\x83\xFF\x00\x00\x00\x00\xF6\xC6\x69\x47\x48\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test32(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x7EF1CC9C), ('P4rIngress.aggregator.bitmap_seq.seq', 0xE79045C8)], 12551)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xE79045C8, 12551)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 12551)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 12551)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 12551)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 12551)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 12551)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 12551)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 12551)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 12551)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 12551)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 12551)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 12551)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 12551)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 12551)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 12551)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 12551)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 12551)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 12551)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 12551)
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
                gc.KeyTuple('job_id', 0x2D3D),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000006F7),
                gc.DataTuple('slot_count', 0x000016C5),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF2C9A56D),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00B),
                gc.KeyTuple('src_addr', 0x6BD4B7CD),
                gc.KeyTuple('src_port', 0x9FC7),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2D3D),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x0006),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6B\xD4\xB7\xCD\x00\x00\x00\x00\x9F\xC7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x2D\x3D\x00\x0A\xF2\xC9\xA5\x6D\x0A\x10\x03\x6E\x2A\x64\xCE\xC8\x00\x20\x00\x00\x00\x00\x00\x00\xBD\xA7\xCC\x0B\x00\x00\x00\x00\x5D\x4D\x87\x08\x00\x00\x00\x00\x87\x7C\xFB\x32\x00\x00\x00\x00\xBC\x21\x40\x62\x00\x00\x00\x00\xD6\xCB\x8C\x8E\x00\x00\x00\x00\x59\x87\x08\x36\x00\x00\x00\x00\xDF\xF5\x55\x56\x00\x00\x00\x00\xC6\xC9\xD3\xFF\x00\x00\x00\x00\x51\x85\xAD\x36\x00\x00\x00\x00\x19\xD8\x4B\x53\x00\x00\x00\x00\x51\x37\x62\xB5\x00\x00\x00\x00\x16\x39\x9D\xE8\x00\x00\x00\x00\xA6\x97\x8F\x95\x00\x00\x00\x00\xB1\x6B\xA8\x6A\x00\x00\x00\x00\xEF\xC6\x1A\x2E\x00\x00\x00\x00\x75\x71\x81\xAF\xB6\x2B\xCD\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54\xCA\x8F\xD3\xED\x0A\x34\x42\x81\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F\xC4\x8D\xD1\x80\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6B\xD4\xB7\xCD\xBE\xEF\x9F\xC7\x00\xA0\x00\x00\x50\x34\x02\x82\x2D\x3D\x00\x0A\xF2\xC9\xA5\x6D\x0A\x10\x01\x6E\x2A\x64\xCE\xC8\x00\x20\x00\x01\x00\x00\x00\x00\xBD\xA7\xCC\x0B\x00\x00\x00\x00\x5D\x4D\x87\x08\x00\x00\x00\x00\x87\x7C\xFB\x32\x00\x00\x00\x00\xBC\x21\x40\x62\x00\x00\x00\x00\xD6\xCB\x8C\x8E\x00\x00\x00\x00\x59\x87\x08\x36\x00\x00\x00\x00\xDF\xF5\x55\x56\x00\x00\x00\x00\xC6\xC9\xD3\xFF\x00\x00\x00\x00\x51\x85\xAD\x36\x00\x00\x00\x00\x19\xD8\x4B\x53\x00\x00\x00\x00\x51\x37\x62\xB5\x00\x00\x00\x00\x16\x39\x9D\xE8\x00\x00\x00\x00\xA6\x97\x8F\x95\x00\x00\x00\x00\xB1\x6B\xA8\x6A\x00\x00\x00\x00\xEF\xC6\x1A\x2E\x00\x00\x00\x00\x75\x71\x81\xAF\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x00\x04\x00\x2A\x64\xCE\xC8\x2A\x64\xCE\xC8\x01\x6E\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xBD\xA7\xCC\x0B\x00\x00\x00\x00\x5D\x4D\x87\x08\x00\x00\x00\x00\x87\x7C\xFB\x32\x00\x00\x00\x00\xBC\x21\x40\x62\x00\x00\x00\x00\xD6\xCB\x8C\x8E\x00\x00\x00\x00\x59\x87\x08\x36\x00\x00\x00\x00\xDF\xF5\x55\x56\x00\x00\x00\x00\xC6\xC9\xD3\xFF\x00\x00\x00\x00\x51\x85\xAD\x36\x00\x00\x00\x00\x19\xD8\x4B\x53\x00\x00\x00\x00\x51\x37\x62\xB5\x00\x00\x00\x00\x16\x39\x9D\xE8\x00\x00\x00\x00\xA6\x97\x8F\x95\x00\x00\x00\x00\xB1\x6B\xA8\x6A\x00\x00\x00\x00\xEF\xC6\x1A\x2E\x00\x00\x00\x00\x75\x71\x81\xAF\xB6\x2B\xCD\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54\xCA\x8F\xD3\xED\x0A\x34\x42\x81\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F\xC4\x8D\xD1\x80\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test33(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 14548)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 14548)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 14548)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 14548)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 14548)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 14548)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 14548)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 14548)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 14548)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 14548)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 14548)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 14548)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 14548)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 14548)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 14548)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 14548)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 14548)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 14548)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 14548)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 14548)
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
                gc.KeyTuple('job_id', 0x5CCA),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D68),
                gc.DataTuple('slot_count', 0x00000F57),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFB4BF745),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0xA60ACA83),
                gc.KeyTuple('src_port', 0xF055),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x5CCA),
                gc.DataTuple('rank', 0x000E),
                gc.DataTuple('worker_index', 0x02FB),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA6\x0A\xCA\x83\x00\x00\x00\x00\xF0\x55\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x5C\xCA\x00\x0E\xFB\x4B\xF7\x45\x0B\x6C\x03\xDC\x4C\x25\x64\x57\x00\x20\x00\x00\x00\x00\x00\x00\x2A\xBB\x78\x6B\x00\x00\x00\x00\xB5\x97\x22\x45\x00\x00\x00\x00\x18\x41\x8B\x18\x00\x00\x00\x00\x5B\x9B\xD6\x8B\x00\x00\x00\x00\xEF\x0B\xBB\x3D\x00\x00\x00\x00\x4E\xD3\x70\x70\x00\x00\x00\x00\x54\x34\xBB\xA7\x00\x00\x00\x00\xB7\x55\xEE\x0F\x00\x00\x00\x00\xFF\xE9\x97\x79\x00\x00\x00\x00\xCC\x82\x1E\x78\x00\x00\x00\x00\xFB\xE1\xBB\x84\x00\x00\x00\x00\xBB\x89\xA4\xEE\x00\x00\x00\x00\x11\x68\x1B\x66\x00\x00\x00\x00\x81\x36\x34\x97\x00\x00\x00\x00\xD4\xD5\xB9\x2F\x00\x00\x00\x00\xB4\x72\x4C\xEB\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA6\x0A\xCA\x83\xBE\xEF\xF0\x55\x00\xA0\x00\x00\x50\x34\x02\x82\x5C\xCA\x00\x0E\xFB\x4B\xF7\x45\x0B\x6C\x01\xDC\x4C\x25\x64\x57\x00\x20\x00\x01\x00\x00\x00\x00\x2A\xBB\x78\x6B\x00\x00\x00\x00\xB5\x97\x22\x45\x00\x00\x00\x00\x18\x41\x8B\x18\x00\x00\x00\x00\x5B\x9B\xD6\x8B\x00\x00\x00\x00\xEF\x0B\xBB\x3D\x00\x00\x00\x00\x4E\xD3\x70\x70\x00\x00\x00\x00\x54\x34\xBB\xA7\x00\x00\x00\x00\xB7\x55\xEE\x0F\x00\x00\x00\x00\xFF\xE9\x97\x79\x00\x00\x00\x00\xCC\x82\x1E\x78\x00\x00\x00\x00\xFB\xE1\xBB\x84\x00\x00\x00\x00\xBB\x89\xA4\xEE\x00\x00\x00\x00\x11\x68\x1B\x66\x00\x00\x00\x00\x81\x36\x34\x97\x00\x00\x00\x00\xD4\xD5\xB9\x2F\x00\x00\x00\x00\xB4\x72\x4C\xEB\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x00\x40\x00\x4C\x25\x64\x57\x4C\x25\x64\x57\x01\xDC\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x2A\xBB\x78\x6B\x00\x00\x00\x00\xB5\x97\x22\x45\x00\x00\x00\x00\x18\x41\x8B\x18\x00\x00\x00\x00\x5B\x9B\xD6\x8B\x00\x00\x00\x00\xEF\x0B\xBB\x3D\x00\x00\x00\x00\x4E\xD3\x70\x70\x00\x00\x00\x00\x54\x34\xBB\xA7\x00\x00\x00\x00\xB7\x55\xEE\x0F\x00\x00\x00\x00\xFF\xE9\x97\x79\x00\x00\x00\x00\xCC\x82\x1E\x78\x00\x00\x00\x00\xFB\xE1\xBB\x84\x00\x00\x00\x00\xBB\x89\xA4\xEE\x00\x00\x00\x00\x11\x68\x1B\x66\x00\x00\x00\x00\x81\x36\x34\x97\x00\x00\x00\x00\xD4\xD5\xB9\x2F\x00\x00\x00\x00\xB4\x72\x4C\xEB\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test34(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 13211)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 13211)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 13211)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 13211)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 13211)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 13211)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 13211)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 13211)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 13211)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 13211)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 13211)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 13211)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 13211)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 13211)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 13211)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 13211)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 13211)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 13211)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 13211)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 13211)
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
                gc.KeyTuple('job_id', 0x251C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FD1),
                gc.DataTuple('slot_count', 0x000005D1),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF0A0F439),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0x74F81F96),
                gc.KeyTuple('src_port', 0x7283),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x251C),
                gc.DataTuple('rank', 0x0014),
                gc.DataTuple('worker_index', 0x0176),
            ]
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
        ig_port = 27
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x74\xF8\x1F\x96\x00\x00\x00\x00\x72\x83\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x25\x1C\x00\x14\xF0\xA0\xF4\x39\x03\xCA\x03\x07\x3F\xFF\xFF\xFF\x00\x20\x00\x00\x00\x00\x00\x00\xAE\xB0\xB1\x29\x00\x00\x00\x00\x79\x91\x3E\x2F\x00\x00\x00\x00\xB9\xE3\xEC\x48\x00\x00\x00\x00\x85\xA7\x1A\xB9\x00\x00\x00\x00\x26\xF8\xA3\x88\x00\x00\x00\x00\x83\x0F\xFA\xF0\x00\x00\x00\x00\x5C\xF3\xCE\xD8\x00\x00\x00\x00\x32\x8C\xFA\x87\x00\x00\x00\x00\x31\x67\xE3\xC1\x00\x00\x00\x00\x6D\x3E\x4B\xDA\x00\x00\x00\x00\x16\xC9\x06\x80\x00\x00\x00\x00\x6C\x35\xBE\x78\x00\x00\x00\x00\xE2\xC6\x27\xAD\x00\x00\x00\x00\xB6\x57\x7B\x62\x00\x00\x00\x00\x1B\x09\x55\xB4\x00\x00\x00\x00\x04\xEB\x96\x65\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2\xE5\xA0\xD0\x50\x84\xB2\xDB\xB2\x10\x7E\x80\x49'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x74\xF8\x1F\x96\xBE\xEF\x72\x83\x00\xA0\x00\x00\x50\x34\x02\x82\x25\x1C\x00\x14\xF0\xA0\xF4\x39\x03\xCA\x01\x07\x3F\xFF\xFF\xFF\x00\x20\x00\x01\x00\x00\x00\x00\xAE\xB0\xB1\x29\x00\x00\x00\x00\x79\x91\x3E\x2F\x00\x00\x00\x00\xB9\xE3\xEC\x48\x00\x00\x00\x00\x85\xA7\x1A\xB9\x00\x00\x00\x00\x26\xF8\xA3\x88\x00\x00\x00\x00\x83\x0F\xFA\xF0\x00\x00\x00\x00\x5C\xF3\xCE\xD8\x00\x00\x00\x00\x32\x8C\xFA\x87\x00\x00\x00\x00\x31\x67\xE3\xC1\x00\x00\x00\x00\x6D\x3E\x4B\xDA\x00\x00\x00\x00\x16\xC9\x06\x80\x00\x00\x00\x00\x6C\x35\xBE\x78\x00\x00\x00\x00\xE2\xC6\x27\xAD\x00\x00\x00\x00\xB6\x57\x7B\x62\x00\x00\x00\x00\x1B\x09\x55\xB4\x00\x00\x00\x00\x04\xEB\x96\x65\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x10\x00\x00\x3F\xFF\xFF\xFF\x3F\xFF\xFF\xFF\x01\x07\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xAE\xB0\xB1\x29\x00\x00\x00\x00\x79\x91\x3E\x2F\x00\x00\x00\x00\xB9\xE3\xEC\x48\x00\x00\x00\x00\x85\xA7\x1A\xB9\x00\x00\x00\x00\x26\xF8\xA3\x88\x00\x00\x00\x00\x83\x0F\xFA\xF0\x00\x00\x00\x00\x5C\xF3\xCE\xD8\x00\x00\x00\x00\x32\x8C\xFA\x87\x00\x00\x00\x00\x31\x67\xE3\xC1\x00\x00\x00\x00\x6D\x3E\x4B\xDA\x00\x00\x00\x00\x16\xC9\x06\x80\x00\x00\x00\x00\x6C\x35\xBE\x78\x00\x00\x00\x00\xE2\xC6\x27\xAD\x00\x00\x00\x00\xB6\x57\x7B\x62\x00\x00\x00\x00\x1B\x09\x55\xB4\x00\x00\x00\x00\x04\xEB\x96\x65\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2\xE5\xA0\xD0\x50\x84\xB2\xDB\xB2\x10\x7E\x80\x49'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test35(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xC1018020), ('P4rIngress.aggregator.bitmap_seq.seq', 0xF7B31067)], 13517)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xF7B31067, 13517)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 13517)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 13517)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 13517)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 13517)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 13517)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 13517)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 13517)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 13517)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 13517)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 13517)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 13517)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 13517)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 13517)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 13517)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 13517)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 13517)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 13517)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 13517)
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
                gc.KeyTuple('job_id', 0xADC7),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B58),
                gc.DataTuple('slot_count', 0x00000A82),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7970AE50),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x009),
                gc.KeyTuple('src_addr', 0xF2101916),
                gc.KeyTuple('src_port', 0xCD06),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xADC7),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x03E5),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF2\x10\x19\x16\x00\x00\x00\x00\xCD\x06\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xAD\xC7\x00\x15\x79\x70\xAE\x50\x09\x75\x01\x99\x32\x0E\xAB\x1F\x00\x20\x00\x00\x00\x00\x00\x00\x59\x01\x80\x14\x00\x00\x00\x00\xC0\x86\x90\xE5\x00\x00\x00\x00\xC3\x0B\xCE\x69\x00\x00\x00\x00\x58\x1E\x00\x2D\x00\x00\x00\x00\xF1\x68\x61\x6A\x00\x00\x00\x00\x12\x6F\xE5\x52\x00\x00\x00\x00\x58\x64\xC0\x6F\x00\x00\x00\x00\x6C\xAD\xFC\x2D\x00\x00\x00\x00\xB5\xD1\x51\xA7\x00\x00\x00\x00\xB0\x51\xD2\x91\x00\x00\x00\x00\x76\x37\x38\xE2\x00\x00\x00\x00\xB3\x9B\x55\x49\x00\x00\x00\x00\x4A\x2E\x9A\x65\x00\x00\x00\x00\x44\xB1\x79\xA8\x00\x00\x00\x00\xE0\x6F\x70\x50\x00\x00\x00\x00\x50\x63\x6C\xA4\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF2\x10\x19\x16\xBE\xEF\xCD\x06\x00\xA0\x00\x00\x50\x34\x02\x82\xAD\xC7\x00\x15\x79\x70\xAE\x50\x09\x75\x01\x99\x32\x0E\xAB\x1F\x00\x20\x00\x01\x00\x00\x00\x00\x59\x01\x80\x14\x00\x00\x00\x00\xC0\x86\x90\xE5\x00\x00\x00\x00\xC3\x0B\xCE\x69\x00\x00\x00\x00\x58\x1E\x00\x2D\x00\x00\x00\x00\xF1\x68\x61\x6A\x00\x00\x00\x00\x12\x6F\xE5\x52\x00\x00\x00\x00\x58\x64\xC0\x6F\x00\x00\x00\x00\x6C\xAD\xFC\x2D\x00\x00\x00\x00\xB5\xD1\x51\xA7\x00\x00\x00\x00\xB0\x51\xD2\x91\x00\x00\x00\x00\x76\x37\x38\xE2\x00\x00\x00\x00\xB3\x9B\x55\x49\x00\x00\x00\x00\x4A\x2E\x9A\x65\x00\x00\x00\x00\x44\xB1\x79\xA8\x00\x00\x00\x00\xE0\x6F\x70\x50\x00\x00\x00\x00\x50\x63\x6C\xA4\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x20\x00\x00\x32\x0E\xAB\x1F\x32\x0E\xAB\x1F\x01\x99\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x59\x01\x80\x14\x00\x00\x00\x00\xC0\x86\x90\xE5\x00\x00\x00\x00\xC3\x0B\xCE\x69\x00\x00\x00\x00\x58\x1E\x00\x2D\x00\x00\x00\x00\xF1\x68\x61\x6A\x00\x00\x00\x00\x12\x6F\xE5\x52\x00\x00\x00\x00\x58\x64\xC0\x6F\x00\x00\x00\x00\x6C\xAD\xFC\x2D\x00\x00\x00\x00\xB5\xD1\x51\xA7\x00\x00\x00\x00\xB0\x51\xD2\x91\x00\x00\x00\x00\x76\x37\x38\xE2\x00\x00\x00\x00\xB3\x9B\x55\x49\x00\x00\x00\x00\x4A\x2E\x9A\x65\x00\x00\x00\x00\x44\xB1\x79\xA8\x00\x00\x00\x00\xE0\x6F\x70\x50\x00\x00\x00\x00\x50\x63\x6C\xA4\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test36(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xC8BEC132), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC08B5DC6)], 9763)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC08B5DC6, 9763)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 9763)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 9763)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 9763)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 9763)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 9763)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 9763)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 9763)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 9763)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 9763)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 9763)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 9763)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 9763)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 9763)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 9763)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 9763)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 9763)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 9763)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 9763)
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
                gc.KeyTuple('job_id', 0x349B),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000004F6),
                gc.DataTuple('slot_count', 0x000018A7),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6E2ABBD9),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x011),
                gc.KeyTuple('src_addr', 0x79969526),
                gc.KeyTuple('src_port', 0x4DDB),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x349B),
                gc.DataTuple('rank', 0x000B),
                gc.DataTuple('worker_index', 0x016E),
            ]
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
        ig_port = 17
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x79\x96\x95\x26\x00\x00\x00\x00\x4D\xDB\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x34\x9B\x00\x0B\x6E\x2A\xBB\xD9\x01\x2D\x03\x53\xFB\x37\xA4\xE4\x00\x20\x00\x00\x00\x00\x00\x00\x80\x9F\xD6\xF7\x00\x00\x00\x00\xD1\xB6\x81\x84\x00\x00\x00\x00\x93\x6D\xCC\x07\x00\x00\x00\x00\x06\x27\x5A\x17\x00\x00\x00\x00\x74\x38\x10\x82\x00\x00\x00\x00\xD5\x67\xF1\x56\x00\x00\x00\x00\x98\xB9\x67\xEB\x00\x00\x00\x00\x8D\xAD\x3D\x84\x00\x00\x00\x00\x19\x70\x97\xBD\x00\x00\x00\x00\x47\x66\x46\xC7\x00\x00\x00\x00\xBC\x04\x04\x0A\x00\x00\x00\x00\xFA\x21\xB9\xC1\x00\x00\x00\x00\x8F\x60\x38\xA9\x00\x00\x00\x00\xEF\xC8\x47\x29\x00\x00\x00\x00\xDD\xD2\x7A\xBB\x00\x00\x00\x00\x32\xB3\x1A\xDE\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64\x20\xFF\x9B\x32\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x79\x96\x95\x26\x00\x00\x00\x00\x4D\xDB\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x34\x9B\x00\x0B\x6E\x2A\xBB\xD9\x01\x2D\x03\x53\xFB\x37\xA4\xE4\x00\x20\x00\x00\x00\x00\x00\x00\x80\x9F\xD6\xF7\x00\x00\x00\x00\xD1\xB6\x81\x84\x00\x00\x00\x00\x93\x6D\xCC\x07\x00\x00\x00\x00\x06\x27\x5A\x17\x00\x00\x00\x00\x74\x38\x10\x82\x00\x00\x00\x00\xD5\x67\xF1\x56\x00\x00\x00\x00\x98\xB9\x67\xEB\x00\x00\x00\x00\x8D\xAD\x3D\x84\x00\x00\x00\x00\x19\x70\x97\xBD\x00\x00\x00\x00\x47\x66\x46\xC7\x00\x00\x00\x00\xBC\x04\x04\x0A\x00\x00\x00\x00\xFA\x21\xB9\xC1\x00\x00\x00\x00\x8F\x60\x38\xA9\x00\x00\x00\x00\xEF\xC8\x47\x29\x00\x00\x00\x00\xDD\xD2\x7A\xBB\x00\x00\x00\x00\x32\xB3\x1A\xDE\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x00\x08\x00\xFB\x37\xA4\xE4\xFB\x37\xA4\xE4\x01\x53\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x80\x9F\xD6\xF7\x00\x00\x00\x00\xD1\xB6\x81\x84\x00\x00\x00\x00\x93\x6D\xCC\x07\x00\x00\x00\x00\x06\x27\x5A\x17\x00\x00\x00\x00\x74\x38\x10\x82\x00\x00\x00\x00\xD5\x67\xF1\x56\x00\x00\x00\x00\x98\xB9\x67\xEB\x00\x00\x00\x00\x8D\xAD\x3D\x84\x00\x00\x00\x00\x19\x70\x97\xBD\x00\x00\x00\x00\x47\x66\x46\xC7\x00\x00\x00\x00\xBC\x04\x04\x0A\x00\x00\x00\x00\xFA\x21\xB9\xC1\x00\x00\x00\x00\x8F\x60\x38\xA9\x00\x00\x00\x00\xEF\xC8\x47\x29\x00\x00\x00\x00\xDD\xD2\x7A\xBB\x00\x00\x00\x00\x32\xB3\x1A\xDE\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64\x20\xFF\x9B\x32\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test37(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xEFD88142), ('P4rIngress.aggregator.bitmap_seq.seq', 0x2956FE0D)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x2956FE0D, 11817)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 11817)
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
                gc.KeyTuple('job_id', 0x052D),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C99),
                gc.DataTuple('slot_count', 0x0000073C),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB3007DC0),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x012),
                gc.KeyTuple('src_addr', 0x93AD9E07),
                gc.KeyTuple('src_port', 0x8B89),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x052D),
                gc.DataTuple('rank', 0x0004),
                gc.DataTuple('worker_index', 0x0373),
            ]
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
        ig_port = 18
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x93\xAD\x9E\x07\x00\x00\x00\x00\x8B\x89\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x05\x2D\x00\x04\xB3\x00\x7D\xC0\x01\x90\x01\xD5\x35\xA7\xD6\x0B\x00\x20\x00\x00\x00\x00\x00\x00\xE6\xD9\x85\xB9\x00\x00\x00\x00\x0C\x8C\x98\x25\x00\x00\x00\x00\x14\x7F\x1F\xA8\x00\x00\x00\x00\xF1\x17\xE3\xF3\x00\x00\x00\x00\x01\x45\xEC\x1F\x00\x00\x00\x00\x39\x14\x56\x72\x00\x00\x00\x00\x75\x9F\xC9\x38\x00\x00\x00\x00\xED\xEB\xFC\xFF\x00\x00\x00\x00\xC3\x23\x18\x21\x00\x00\x00\x00\x44\x23\x56\xA3\x00\x00\x00\x00\xF1\xBF\x04\xF2\x00\x00\x00\x00\x60\x4D\xE4\xBD\x00\x00\x00\x00\x1C\x70\x49\xFF\x00\x00\x00\x00\x09\x3F\xFF\x53\x00\x00\x00\x00\x37\xEA\x23\xD6\x00\x00\x00\x00\x1C\x29\x82\xB4\x94\xBE\xC0\x70\xB3\x89\x12\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x93\xAD\x9E\x07\x00\x00\x00\x00\x8B\x89\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x05\x2D\x00\x04\xB3\x00\x7D\xC0\x01\x90\x01\xD5\x35\xA7\xD6\x0B\x00\x20\x00\x00\x00\x00\x00\x00\xE6\xD9\x85\xB9\x00\x00\x00\x00\x0C\x8C\x98\x25\x00\x00\x00\x00\x14\x7F\x1F\xA8\x00\x00\x00\x00\xF1\x17\xE3\xF3\x00\x00\x00\x00\x01\x45\xEC\x1F\x00\x00\x00\x00\x39\x14\x56\x72\x00\x00\x00\x00\x75\x9F\xC9\x38\x00\x00\x00\x00\xED\xEB\xFC\xFF\x00\x00\x00\x00\xC3\x23\x18\x21\x00\x00\x00\x00\x44\x23\x56\xA3\x00\x00\x00\x00\xF1\xBF\x04\xF2\x00\x00\x00\x00\x60\x4D\xE4\xBD\x00\x00\x00\x00\x1C\x70\x49\xFF\x00\x00\x00\x00\x09\x3F\xFF\x53\x00\x00\x00\x00\x37\xEA\x23\xD6\x00\x00\x00\x00\x1C\x29\x82\xB4\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x00\x00\x10\x35\xA7\xD6\x0B\x35\xA7\xD6\x0B\x01\xD5\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xE6\xD9\x85\xB9\x00\x00\x00\x00\x0C\x8C\x98\x25\x00\x00\x00\x00\x14\x7F\x1F\xA8\x00\x00\x00\x00\xF1\x17\xE3\xF3\x00\x00\x00\x00\x01\x45\xEC\x1F\x00\x00\x00\x00\x39\x14\x56\x72\x00\x00\x00\x00\x75\x9F\xC9\x38\x00\x00\x00\x00\xED\xEB\xFC\xFF\x00\x00\x00\x00\xC3\x23\x18\x21\x00\x00\x00\x00\x44\x23\x56\xA3\x00\x00\x00\x00\xF1\xBF\x04\xF2\x00\x00\x00\x00\x60\x4D\xE4\xBD\x00\x00\x00\x00\x1C\x70\x49\xFF\x00\x00\x00\x00\x09\x3F\xFF\x53\x00\x00\x00\x00\x37\xEA\x23\xD6\x00\x00\x00\x00\x1C\x29\x82\xB4\x94\xBE\xC0\x70\xB3\x89\x12\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test38(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 12941)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 12941)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 12941)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 12941)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 12941)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 12941)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 12941)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 12941)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 12941)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 12941)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 12941)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 12941)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 12941)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 12941)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 12941)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 12941)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 12941)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 12941)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 12941)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 12941)
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
                gc.KeyTuple('job_id', 0x20D3),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000128D),
                gc.DataTuple('slot_count', 0x00000044),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1809D154),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01F),
                gc.KeyTuple('src_addr', 0x49A4FEB3),
                gc.KeyTuple('src_port', 0xDF5A),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x20D3),
                gc.DataTuple('rank', 0x0009),
                gc.DataTuple('worker_index', 0x03B9),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x49\xA4\xFE\xB3\x00\x00\x00\x00\xDF\x5A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x20\xD3\x00\x09\x18\x09\xD1\x54\x00\x00\x03\xB2\x3F\xFF\xFF\xFF\x00\x20\x00\x00\x00\x00\x00\x00\x7F\x78\x18\x8C\x00\x00\x00\x00\x9A\x12\x32\x28\x00\x00\x00\x00\xD2\xE5\xA5\x4F\x00\x00\x00\x00\xE6\x13\x85\x75\x00\x00\x00\x00\x9B\x22\xCE\xB1\x00\x00\x00\x00\x52\xC6\x60\xFD\x00\x00\x00\x00\xB5\x98\xD8\x32\x00\x00\x00\x00\x0E\x0D\x27\x7A\x00\x00\x00\x00\x8A\x62\x50\x8D\x00\x00\x00\x00\xE5\xBD\x5A\x1C\x00\x00\x00\x00\xE1\x03\x42\x70\x00\x00\x00\x00\xB9\xDC\x0C\xE0\x00\x00\x00\x00\xD6\xB0\x83\x92\x00\x00\x00\x00\x83\xB2\x27\x8E\x00\x00\x00\x00\x16\x29\x2D\xF2\x00\x00\x00\x00\xD3\xB7\xE3\x87\xAA\xC8\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x49\xA4\xFE\xB3\xBE\xEF\xDF\x5A\x00\xA0\x00\x00\x50\x34\x02\x82\x20\xD3\x00\x09\x18\x09\xD1\x54\x00\x00\x01\xB2\x3F\xFF\xFF\xFF\x00\x20\x00\x01\x00\x00\x00\x00\x7F\x78\x18\x8C\x00\x00\x00\x00\x9A\x12\x32\x28\x00\x00\x00\x00\xD2\xE5\xA5\x4F\x00\x00\x00\x00\xE6\x13\x85\x75\x00\x00\x00\x00\x9B\x22\xCE\xB1\x00\x00\x00\x00\x52\xC6\x60\xFD\x00\x00\x00\x00\xB5\x98\xD8\x32\x00\x00\x00\x00\x0E\x0D\x27\x7A\x00\x00\x00\x00\x8A\x62\x50\x8D\x00\x00\x00\x00\xE5\xBD\x5A\x1C\x00\x00\x00\x00\xE1\x03\x42\x70\x00\x00\x00\x00\xB9\xDC\x0C\xE0\x00\x00\x00\x00\xD6\xB0\x83\x92\x00\x00\x00\x00\x83\xB2\x27\x8E\x00\x00\x00\x00\x16\x29\x2D\xF2\x00\x00\x00\x00\xD3\xB7\xE3\x87\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x00\x02\x00\x3F\xFF\xFF\xFF\x3F\xFF\xFF\xFF\x01\xB2\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x7F\x78\x18\x8C\x00\x00\x00\x00\x9A\x12\x32\x28\x00\x00\x00\x00\xD2\xE5\xA5\x4F\x00\x00\x00\x00\xE6\x13\x85\x75\x00\x00\x00\x00\x9B\x22\xCE\xB1\x00\x00\x00\x00\x52\xC6\x60\xFD\x00\x00\x00\x00\xB5\x98\xD8\x32\x00\x00\x00\x00\x0E\x0D\x27\x7A\x00\x00\x00\x00\x8A\x62\x50\x8D\x00\x00\x00\x00\xE5\xBD\x5A\x1C\x00\x00\x00\x00\xE1\x03\x42\x70\x00\x00\x00\x00\xB9\xDC\x0C\xE0\x00\x00\x00\x00\xD6\xB0\x83\x92\x00\x00\x00\x00\x83\xB2\x27\x8E\x00\x00\x00\x00\x16\x29\x2D\xF2\x00\x00\x00\x00\xD3\xB7\xE3\x87\xAA\xC8\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test39(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xE08744F5), ('P4rIngress.aggregator.bitmap_seq.seq', 0xDA976972)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xDA976972, 11190)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 11190)
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
                gc.KeyTuple('job_id', 0x4062),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000002B6),
                gc.DataTuple('slot_count', 0x00000978),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x04D3C45D),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0x3AA05C4F),
                gc.KeyTuple('src_port', 0xA585),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4062),
                gc.DataTuple('rank', 0x000B),
                gc.DataTuple('worker_index', 0x034F),
            ]
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
        ig_port = 24
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3A\xA0\x5C\x4F\x00\x00\x00\x00\xA5\x85\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x40\x62\x00\x0B\x04\xD3\xC4\x5D\x09\x00\x03\xD5\xFD\x65\x90\xB1\x00\x20\x00\x00\x00\x00\x00\x00\x86\x89\x12\x03\x00\x00\x00\x00\xEA\xFB\x3D\x3E\x00\x00\x00\x00\xDE\xAF\xE6\x3C\x00\x00\x00\x00\x7E\xC0\x3C\xDA\x00\x00\x00\x00\xA7\x47\x53\xDE\x00\x00\x00\x00\xCE\xEE\xC8\x7C\x00\x00\x00\x00\xF1\xD8\x66\xA0\x00\x00\x00\x00\x58\xC9\xCC\xBD\x00\x00\x00\x00\x2C\xC9\x02\x88\x00\x00\x00\x00\xEA\x38\x7F\xC1\x00\x00\x00\x00\xDE\xB0\x0B\x3C\x00\x00\x00\x00\xDE\x40\x15\xB4\x00\x00\x00\x00\x49\x34\x70\x58\x00\x00\x00\x00\xC6\x51\xAF\xE8\x00\x00\x00\x00\x01\xC8\xC6\xA0\x00\x00\x00\x00\xD7\xE7\x4A\xDB\x8F\x18\xA5\x07\xF3\x76\x2A\x16\x91\x1A\xED\xA8\xB7\x65\x17\x01\x08\x31\x3D\xCC\xE3\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA\x13\x17\x49\x5B\x1C\xDF\x05\x62\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8\xD2\x64\xB8\x72\x0D\x8E\x9C\x23'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x3A\xA0\x5C\x4F\xBE\xEF\xA5\x85\x00\xA0\x00\x00\x50\x34\x02\x82\x40\x62\x00\x0B\x04\xD3\xC4\x5D\x09\x00\x01\xD5\xFD\x65\x90\xB1\x00\x20\x00\x01\x00\x00\x00\x00\x86\x89\x12\x03\x00\x00\x00\x00\xEA\xFB\x3D\x3E\x00\x00\x00\x00\xDE\xAF\xE6\x3C\x00\x00\x00\x00\x7E\xC0\x3C\xDA\x00\x00\x00\x00\xA7\x47\x53\xDE\x00\x00\x00\x00\xCE\xEE\xC8\x7C\x00\x00\x00\x00\xF1\xD8\x66\xA0\x00\x00\x00\x00\x58\xC9\xCC\xBD\x00\x00\x00\x00\x2C\xC9\x02\x88\x00\x00\x00\x00\xEA\x38\x7F\xC1\x00\x00\x00\x00\xDE\xB0\x0B\x3C\x00\x00\x00\x00\xDE\x40\x15\xB4\x00\x00\x00\x00\x49\x34\x70\x58\x00\x00\x00\x00\xC6\x51\xAF\xE8\x00\x00\x00\x00\x01\xC8\xC6\xA0\x00\x00\x00\x00\xD7\xE7\x4A\xDB\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x00\x08\x00\xFD\x65\x90\xB1\xFD\x65\x90\xB1\x01\xD5\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x86\x89\x12\x03\x00\x00\x00\x00\xEA\xFB\x3D\x3E\x00\x00\x00\x00\xDE\xAF\xE6\x3C\x00\x00\x00\x00\x7E\xC0\x3C\xDA\x00\x00\x00\x00\xA7\x47\x53\xDE\x00\x00\x00\x00\xCE\xEE\xC8\x7C\x00\x00\x00\x00\xF1\xD8\x66\xA0\x00\x00\x00\x00\x58\xC9\xCC\xBD\x00\x00\x00\x00\x2C\xC9\x02\x88\x00\x00\x00\x00\xEA\x38\x7F\xC1\x00\x00\x00\x00\xDE\xB0\x0B\x3C\x00\x00\x00\x00\xDE\x40\x15\xB4\x00\x00\x00\x00\x49\x34\x70\x58\x00\x00\x00\x00\xC6\x51\xAF\xE8\x00\x00\x00\x00\x01\xC8\xC6\xA0\x00\x00\x00\x00\xD7\xE7\x4A\xDB\x8F\x18\xA5\x07\xF3\x76\x2A\x16\x91\x1A\xED\xA8\xB7\x65\x17\x01\x08\x31\x3D\xCC\xE3\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA\x13\x17\x49\x5B\x1C\xDF\x05\x62\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8\xD2\x64\xB8\x72\x0D\x8E\x9C\x23'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test40(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 9924)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 9924)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 9924)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 9924)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 9924)
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
                gc.KeyTuple('job_id', 0x3660),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000073),
                gc.DataTuple('slot_count', 0x00000C52),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x163D1D1E),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x012),
                gc.KeyTuple('src_addr', 0xB424B031),
                gc.KeyTuple('src_port', 0x2701),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x3660),
                gc.DataTuple('rank', 0x001B),
                gc.DataTuple('worker_index', 0x0047),
            ]
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
        ig_port = 18
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB4\x24\xB0\x31\x00\x00\x00\x00\x27\x01\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x36\x60\x00\x1B\x16\x3D\x1D\x1E\x06\x51\x01\x28\x1D\x68\xB1\xFF\x00\x20\x00\x00\x00\x00\x00\x00\x0A\x4B\x5D\x49\x00\x00\x00\x00\x1C\xF2\x14\x5F\x00\x00\x00\x00\x5C\xBC\x28\x63\x00\x00\x00\x00\xB0\x99\xFC\xF6\x00\x00\x00\x00\xE5\x2C\x06\x9F\x00\x00\x00\x00\xAA\xCB\x79\x74\x00\x00\x00\x00\xD3\x53\x2A\x93\x00\x00\x00\x00\x20\xCD\x88\xD6\x00\x00\x00\x00\xCF\xF8\x2F\xE8\x00\x00\x00\x00\xB5\x83\x99\x0E\x00\x00\x00\x00\x0B\x7F\xBF\x32\x00\x00\x00\x00\x52\x34\x46\x66\x00\x00\x00\x00\x05\x45\x39\x84\x00\x00\x00\x00\x5B\x57\x77\xDD\x00\x00\x00\x00\xA2\xAF\xE4\xB3\x00\x00\x00\x00\xB3\x62\x16\x87\x1F\x6D\xFE\x81\x46\xEE\xA6\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25\x30\x3F\x77\x1A\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB4\x24\xB0\x31\xBE\xEF\x27\x01\x00\xA0\x00\x00\x50\x34\x02\x82\x36\x60\x00\x1B\x16\x3D\x1D\x1E\x06\x51\x01\x28\x1D\x68\xB1\xFF\x00\x20\x00\x01\x00\x00\x00\x00\x0A\x4B\x5D\x49\x00\x00\x00\x00\x1C\xF2\x14\x5F\x00\x00\x00\x00\x5C\xBC\x28\x63\x00\x00\x00\x00\xB0\x99\xFC\xF6\x00\x00\x00\x00\xE5\x2C\x06\x9F\x00\x00\x00\x00\xAA\xCB\x79\x74\x00\x00\x00\x00\xD3\x53\x2A\x93\x00\x00\x00\x00\x20\xCD\x88\xD6\x00\x00\x00\x00\xCF\xF8\x2F\xE8\x00\x00\x00\x00\xB5\x83\x99\x0E\x00\x00\x00\x00\x0B\x7F\xBF\x32\x00\x00\x00\x00\x52\x34\x46\x66\x00\x00\x00\x00\x05\x45\x39\x84\x00\x00\x00\x00\x5B\x57\x77\xDD\x00\x00\x00\x00\xA2\xAF\xE4\xB3\x00\x00\x00\x00\xB3\x62\x16\x87\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x08\x00\x00\x00\x1D\x68\xB1\xFF\x1D\x68\xB1\xFF\x01\x28\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x0A\x4B\x5D\x49\x00\x00\x00\x00\x1C\xF2\x14\x5F\x00\x00\x00\x00\x5C\xBC\x28\x63\x00\x00\x00\x00\xB0\x99\xFC\xF6\x00\x00\x00\x00\xE5\x2C\x06\x9F\x00\x00\x00\x00\xAA\xCB\x79\x74\x00\x00\x00\x00\xD3\x53\x2A\x93\x00\x00\x00\x00\x20\xCD\x88\xD6\x00\x00\x00\x00\xCF\xF8\x2F\xE8\x00\x00\x00\x00\xB5\x83\x99\x0E\x00\x00\x00\x00\x0B\x7F\xBF\x32\x00\x00\x00\x00\x52\x34\x46\x66\x00\x00\x00\x00\x05\x45\x39\x84\x00\x00\x00\x00\x5B\x57\x77\xDD\x00\x00\x00\x00\xA2\xAF\xE4\xB3\x00\x00\x00\x00\xB3\x62\x16\x87\x1F\x6D\xFE\x81\x46\xEE\xA6\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25\x30\x3F\x77\x1A\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test41(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xCCED1224), ('P4rIngress.aggregator.bitmap_seq.seq', 0x402967A3)], 11203)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x402967A3, 11203)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 11203)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 11203)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 11203)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 11203)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 11203)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 11203)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 11203)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 11203)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 11203)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 11203)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 11203)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 11203)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 11203)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 11203)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 11203)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 11203)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 11203)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 11203)
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
                gc.KeyTuple('job_id', 0xD816),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000077B),
                gc.DataTuple('slot_count', 0x000008C7),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1BBBF17B),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x015),
                gc.KeyTuple('src_addr', 0x29407B21),
                gc.KeyTuple('src_port', 0x2F28),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xD816),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x0095),
            ]
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
        ig_port = 21
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x29\x40\x7B\x21\x00\x00\x00\x00\x2F\x28\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD8\x16\x00\x00\x1B\xBB\xF1\x7B\x04\x48\x03\x0F\x64\x14\x03\xC2\x00\x20\x00\x00\x00\x00\x00\x00\x32\x78\x28\x3B\x00\x00\x00\x00\x15\x64\x93\x97\x00\x00\x00\x00\xF1\x35\x87\x88\x00\x00\x00\x00\xCB\x6B\x39\x09\x00\x00\x00\x00\x85\x5B\xB3\x07\x00\x00\x00\x00\xD4\xAE\xF6\x43\x00\x00\x00\x00\xB6\xA8\x06\x74\x00\x00\x00\x00\x45\xF6\xFE\xE2\x00\x00\x00\x00\xA7\x79\x2E\xAF\x00\x00\x00\x00\x12\x82\xF0\xE8\x00\x00\x00\x00\xA2\x3D\x9F\x0E\x00\x00\x00\x00\x17\xBA\xF2\x23\x00\x00\x00\x00\xE1\xD3\x0F\xA8\x00\x00\x00\x00\xFD\x79\x1D\xA4\x00\x00\x00\x00\x1A\xE7\x93\x09\x00\x00\x00\x00\x3A\x17\x46\x4F\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD\x33\x1D\xE9\x0A\x4C\x2D\xDB\x4D\x65\xD8\x4C\xFC\x62\x1D\x8D\xD9\x83\xB7\x31\x9D\xE2\x8D\x2A\x79\x02\x5F\xBB\xFE\x41\x22\xDB\x1B\x01\xB1\x05\x59\x7E\x2D\x70\xEF\xC8\x47\x63\x88\x63\x11\xB9\xE2\xFB\x63\xD2\x01\xEC\xBB\xD0\x43\x48\x45\xAA\x19\x46\x8D\xEC\xDC\x39\x65\xED\xEE\x5D\x0D\x98\x21\x7F\xCB\xC5\x22\x7E\xEE\x7A\x88\xFA\xE4\x0F\xF5\xD3\xBF\x2F\x4B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x29\x40\x7B\x21\x00\x00\x00\x00\x2F\x28\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD8\x16\x00\x00\x1B\xBB\xF1\x7B\x04\x48\x03\x0F\x64\x14\x03\xC2\x00\x20\x00\x00\x00\x00\x00\x00\x32\x78\x28\x3B\x00\x00\x00\x00\x15\x64\x93\x97\x00\x00\x00\x00\xF1\x35\x87\x88\x00\x00\x00\x00\xCB\x6B\x39\x09\x00\x00\x00\x00\x85\x5B\xB3\x07\x00\x00\x00\x00\xD4\xAE\xF6\x43\x00\x00\x00\x00\xB6\xA8\x06\x74\x00\x00\x00\x00\x45\xF6\xFE\xE2\x00\x00\x00\x00\xA7\x79\x2E\xAF\x00\x00\x00\x00\x12\x82\xF0\xE8\x00\x00\x00\x00\xA2\x3D\x9F\x0E\x00\x00\x00\x00\x17\xBA\xF2\x23\x00\x00\x00\x00\xE1\xD3\x0F\xA8\x00\x00\x00\x00\xFD\x79\x1D\xA4\x00\x00\x00\x00\x1A\xE7\x93\x09\x00\x00\x00\x00\x3A\x17\x46\x4F\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x00\x00\x01\x64\x14\x03\xC2\x64\x14\x03\xC2\x01\x0F\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x32\x78\x28\x3B\x00\x00\x00\x00\x15\x64\x93\x97\x00\x00\x00\x00\xF1\x35\x87\x88\x00\x00\x00\x00\xCB\x6B\x39\x09\x00\x00\x00\x00\x85\x5B\xB3\x07\x00\x00\x00\x00\xD4\xAE\xF6\x43\x00\x00\x00\x00\xB6\xA8\x06\x74\x00\x00\x00\x00\x45\xF6\xFE\xE2\x00\x00\x00\x00\xA7\x79\x2E\xAF\x00\x00\x00\x00\x12\x82\xF0\xE8\x00\x00\x00\x00\xA2\x3D\x9F\x0E\x00\x00\x00\x00\x17\xBA\xF2\x23\x00\x00\x00\x00\xE1\xD3\x0F\xA8\x00\x00\x00\x00\xFD\x79\x1D\xA4\x00\x00\x00\x00\x1A\xE7\x93\x09\x00\x00\x00\x00\x3A\x17\x46\x4F\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD\x33\x1D\xE9\x0A\x4C\x2D\xDB\x4D\x65\xD8\x4C\xFC\x62\x1D\x8D\xD9\x83\xB7\x31\x9D\xE2\x8D\x2A\x79\x02\x5F\xBB\xFE\x41\x22\xDB\x1B\x01\xB1\x05\x59\x7E\x2D\x70\xEF\xC8\x47\x63\x88\x63\x11\xB9\xE2\xFB\x63\xD2\x01\xEC\xBB\xD0\x43\x48\x45\xAA\x19\x46\x8D\xEC\xDC\x39\x65\xED\xEE\x5D\x0D\x98\x21\x7F\xCB\xC5\x22\x7E\xEE\x7A\x88\xFA\xE4\x0F\xF5\xD3\xBF\x2F\x4B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test42(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x59A94856), ('P4rIngress.aggregator.bitmap_seq.seq', 0x0A400000)], 15388)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x0A400000, 15388)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 15388)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 15388)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 15388)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 15388)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 15388)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 15388)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 15388)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 15388)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 15388)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 15388)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 15388)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 15388)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 15388)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 15388)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 15388)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 15388)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 15388)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 15388)
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
                gc.KeyTuple('job_id', 0x6C04),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000189),
                gc.DataTuple('slot_count', 0x00001CCD),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8DFE264A),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x027),
                gc.KeyTuple('src_addr', 0xC4F7F630),
                gc.KeyTuple('src_port', 0xE3E7),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x6C04),
                gc.DataTuple('rank', 0x0001),
                gc.DataTuple('worker_index', 0x0346),
            ]
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
        ig_port = 39
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC4\xF7\xF6\x30\x00\x00\x00\x00\xE3\xE7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x6C\x04\x00\x01\x8D\xFE\x26\x4A\x1A\x93\x07\xEB\x75\xD4\xE0\x2C\x00\x20\x00\x00\x00\x00\x00\x00\xB5\x84\xE4\x70\x00\x00\x00\x00\xE9\x4F\x2E\xCF\x00\x00\x00\x00\xFF\xB1\x0C\x2E\x00\x00\x00\x00\x96\x3C\x18\x47\x00\x00\x00\x00\x58\xE0\xE9\x7E\x00\x00\x00\x00\x2C\x73\x16\x2B\x00\x00\x00\x00\x8C\xA3\x3D\xA8\x00\x00\x00\x00\x26\x13\x8E\xB1\x00\x00\x00\x00\x64\x4D\xDB\xF2\x00\x00\x00\x00\x0F\xCC\xBF\x1F\x00\x00\x00\x00\x19\xB5\x23\xFB\x00\x00\x00\x00\x98\x27\x1F\x06\x00\x00\x00\x00\xC3\x1A\x61\x79\x00\x00\x00\x00\x1A\x66\x9E\xCA\x00\x00\x00\x00\xCC\x37\x83\x2D\x00\x00\x00\x00\xF9\x8E\x0E\x4E\x6E\x08\x6E\x90\xE9\xEA\xD7\x07\x13\x97\x4A\x47\xFB\x8B\x01\x27\xB8\xF2\x5D\x5F\xD8\x21\x6C\x63\x5A\xDC\xFF\x42\x2F\x5B\x0B\x3C\x12\x18\x6C\xFE\x2C\xC6\x04\x8E\x99\x98\xC0\x00\x3B\x1C\xD0\xFC\x0E\xE2\x17\xBC\x80\xD0\x73\x35\xF1\x6E\x6C\xEE\xAD\xAA\x1C\xE1\xE3\x32\xBE\xCE\x02\x25\x64\xB4\xFB\x1B\xEB\x37\xAC\x23\x22\x37\x4A\x36\x09\x8E\x9D\x71\xAB\xB8\x22\x3E\xF6\x80\xBD\xE0\x5D\xAB\x90\xAC\x09\x87\x4D\x88\x1F\x2E\x00\x26\x9B\x7B\x14\x4F\xBA\xEB\x8F\xE2\x81\x19\x3E\x88\x42\x90\x7C\xB4\x48\x25\x20\x70\x49\xCD\x1C\x3B\xAE\x27\x61\xD1\x59\x03\x33\x0C\x9E\xF4\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45\x97\x65\x26\x6D\xDE\x34\x71\xEB\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC4\xF7\xF6\x30\x00\x00\x00\x00\xE3\xE7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x6C\x04\x00\x01\x8D\xFE\x26\x4A\x1A\x93\x07\xEB\x75\xD4\xE0\x2C\x00\x20\x00\x00\x00\x00\x00\x00\xB5\x84\xE4\x70\x00\x00\x00\x00\xE9\x4F\x2E\xCF\x00\x00\x00\x00\xFF\xB1\x0C\x2E\x00\x00\x00\x00\x96\x3C\x18\x47\x00\x00\x00\x00\x58\xE0\xE9\x7E\x00\x00\x00\x00\x2C\x73\x16\x2B\x00\x00\x00\x00\x8C\xA3\x3D\xA8\x00\x00\x00\x00\x26\x13\x8E\xB1\x00\x00\x00\x00\x64\x4D\xDB\xF2\x00\x00\x00\x00\x0F\xCC\xBF\x1F\x00\x00\x00\x00\x19\xB5\x23\xFB\x00\x00\x00\x00\x98\x27\x1F\x06\x00\x00\x00\x00\xC3\x1A\x61\x79\x00\x00\x00\x00\x1A\x66\x9E\xCA\x00\x00\x00\x00\xCC\x37\x83\x2D\x00\x00\x00\x00\xF9\x8E\x0E\x4E\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x00\x00\x02\x75\xD4\xE0\x2C\x75\xD4\xE0\x2C\x01\xEB\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xB5\x84\xE4\x70\x00\x00\x00\x00\xE9\x4F\x2E\xCF\x00\x00\x00\x00\xFF\xB1\x0C\x2E\x00\x00\x00\x00\x96\x3C\x18\x47\x00\x00\x00\x00\x58\xE0\xE9\x7E\x00\x00\x00\x00\x2C\x73\x16\x2B\x00\x00\x00\x00\x8C\xA3\x3D\xA8\x00\x00\x00\x00\x26\x13\x8E\xB1\x00\x00\x00\x00\x64\x4D\xDB\xF2\x00\x00\x00\x00\x0F\xCC\xBF\x1F\x00\x00\x00\x00\x19\xB5\x23\xFB\x00\x00\x00\x00\x98\x27\x1F\x06\x00\x00\x00\x00\xC3\x1A\x61\x79\x00\x00\x00\x00\x1A\x66\x9E\xCA\x00\x00\x00\x00\xCC\x37\x83\x2D\x00\x00\x00\x00\xF9\x8E\x0E\x4E\x6E\x08\x6E\x90\xE9\xEA\xD7\x07\x13\x97\x4A\x47\xFB\x8B\x01\x27\xB8\xF2\x5D\x5F\xD8\x21\x6C\x63\x5A\xDC\xFF\x42\x2F\x5B\x0B\x3C\x12\x18\x6C\xFE\x2C\xC6\x04\x8E\x99\x98\xC0\x00\x3B\x1C\xD0\xFC\x0E\xE2\x17\xBC\x80\xD0\x73\x35\xF1\x6E\x6C\xEE\xAD\xAA\x1C\xE1\xE3\x32\xBE\xCE\x02\x25\x64\xB4\xFB\x1B\xEB\x37\xAC\x23\x22\x37\x4A\x36\x09\x8E\x9D\x71\xAB\xB8\x22\x3E\xF6\x80\xBD\xE0\x5D\xAB\x90\xAC\x09\x87\x4D\x88\x1F\x2E\x00\x26\x9B\x7B\x14\x4F\xBA\xEB\x8F\xE2\x81\x19\x3E\x88\x42\x90\x7C\xB4\x48\x25\x20\x70\x49\xCD\x1C\x3B\xAE\x27\x61\xD1\x59\x03\x33\x0C\x9E\xF4\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45\x97\x65\x26\x6D\xDE\x34\x71\xEB\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test43(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x1ECC71FC), ('P4rIngress.aggregator.bitmap_seq.seq', 0x8CBBA62E)], 9741)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x8CBBA62E, 9741)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 9741)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 9741)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 9741)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 9741)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 9741)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 9741)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 9741)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 9741)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 9741)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 9741)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 9741)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 9741)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 9741)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 9741)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 9741)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 9741)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 9741)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 9741)
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
                gc.KeyTuple('job_id', 0x030D),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000005A),
                gc.DataTuple('slot_count', 0x00001F3F),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA5F3B5E9),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0x2EE6BFFB),
                gc.KeyTuple('src_port', 0x16F0),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x030D),
                gc.DataTuple('rank', 0x0002),
                gc.DataTuple('worker_index', 0x02CA),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2E\xE6\xBF\xFB\x00\x00\x00\x00\x16\xF0\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x03\x0D\x00\x02\xA5\xF3\xB5\xE9\x05\xB3\x07\x8F\x97\x41\x5B\x8E\x00\x20\x00\x00\x00\x00\x00\x00\x80\x66\x3D\xE3\x00\x00\x00\x00\x39\xAA\x11\x3A\x00\x00\x00\x00\x3E\x88\x73\xB7\x00\x00\x00\x00\xB0\x31\xEF\x64\x00\x00\x00\x00\xA3\xA7\x7D\x90\x00\x00\x00\x00\x82\xB6\xB4\x2B\x00\x00\x00\x00\x6D\x1E\x5D\x37\x00\x00\x00\x00\xE6\x65\x00\xDF\x00\x00\x00\x00\xE8\xBF\x44\x9D\x00\x00\x00\x00\x08\xE1\x04\xDF\x00\x00\x00\x00\x33\xCE\x5D\x79\x00\x00\x00\x00\xE6\x86\x34\x58\x00\x00\x00\x00\x8B\xA1\x31\x28\x00\x00\x00\x00\x5B\xB4\xE8\xC7\x00\x00\x00\x00\xBB\x0A\x08\xDA\x00\x00\x00\x00\x7B\x6E\xC2\x08\x99\x4C\x53\x7E\x48\xA3\x6A\xA4\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A\x46\x9D\x47\x06\x5D\xB1\x15\xA2\x24\x65\x1D\xF1\x89\x79\x4C\x6E\x10\x6E\xF8\xDF\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5\xE3\x6D\xEF\x8C\x97\x07\x0C\x4D\x5C\x66\xAF\x68'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2E\xE6\xBF\xFB\xBE\xEF\x16\xF0\x00\xA0\x00\x00\x50\x34\x02\x82\x03\x0D\x00\x02\xA5\xF3\xB5\xE9\x05\xB3\x01\x8F\x97\x41\x5B\x8E\x00\x20\x00\x01\x00\x00\x00\x00\x80\x66\x3D\xE3\x00\x00\x00\x00\x39\xAA\x11\x3A\x00\x00\x00\x00\x3E\x88\x73\xB7\x00\x00\x00\x00\xB0\x31\xEF\x64\x00\x00\x00\x00\xA3\xA7\x7D\x90\x00\x00\x00\x00\x82\xB6\xB4\x2B\x00\x00\x00\x00\x6D\x1E\x5D\x37\x00\x00\x00\x00\xE6\x65\x00\xDF\x00\x00\x00\x00\xE8\xBF\x44\x9D\x00\x00\x00\x00\x08\xE1\x04\xDF\x00\x00\x00\x00\x33\xCE\x5D\x79\x00\x00\x00\x00\xE6\x86\x34\x58\x00\x00\x00\x00\x8B\xA1\x31\x28\x00\x00\x00\x00\x5B\xB4\xE8\xC7\x00\x00\x00\x00\xBB\x0A\x08\xDA\x00\x00\x00\x00\x7B\x6E\xC2\x08\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x00\x00\x04\x97\x41\x5B\x8E\x97\x41\x5B\x8E\x01\x8F\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x80\x66\x3D\xE3\x00\x00\x00\x00\x39\xAA\x11\x3A\x00\x00\x00\x00\x3E\x88\x73\xB7\x00\x00\x00\x00\xB0\x31\xEF\x64\x00\x00\x00\x00\xA3\xA7\x7D\x90\x00\x00\x00\x00\x82\xB6\xB4\x2B\x00\x00\x00\x00\x6D\x1E\x5D\x37\x00\x00\x00\x00\xE6\x65\x00\xDF\x00\x00\x00\x00\xE8\xBF\x44\x9D\x00\x00\x00\x00\x08\xE1\x04\xDF\x00\x00\x00\x00\x33\xCE\x5D\x79\x00\x00\x00\x00\xE6\x86\x34\x58\x00\x00\x00\x00\x8B\xA1\x31\x28\x00\x00\x00\x00\x5B\xB4\xE8\xC7\x00\x00\x00\x00\xBB\x0A\x08\xDA\x00\x00\x00\x00\x7B\x6E\xC2\x08\x99\x4C\x53\x7E\x48\xA3\x6A\xA4\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A\x46\x9D\x47\x06\x5D\xB1\x15\xA2\x24\x65\x1D\xF1\x89\x79\x4C\x6E\x10\x6E\xF8\xDF\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5\xE3\x6D\xEF\x8C\x97\x07\x0C\x4D\x5C\x66\xAF\x68'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test44(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xC98C6BEC), ('P4rIngress.aggregator.bitmap_seq.seq', 0x4E966C9C)], 12678)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x4E966C9C, 12678)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 12678)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 12678)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 12678)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 12678)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 12678)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 12678)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 12678)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 12678)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 12678)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 12678)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 12678)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 12678)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 12678)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 12678)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 12678)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 12678)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 12678)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 12678)
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
                gc.KeyTuple('job_id', 0x86B1),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000005B1),
                gc.DataTuple('slot_count', 0x00000E3E),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x23757802),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x013),
                gc.KeyTuple('src_addr', 0x0E43ABD3),
                gc.KeyTuple('src_port', 0xCE7C),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x86B1),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x0271),
            ]
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
        ig_port = 19
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0E\x43\xAB\xD3\x00\x00\x00\x00\xCE\x7C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x86\xB1\x00\x11\x23\x75\x78\x02\x0B\xD5\x05\xF3\xC3\xAA\x6C\x65\x00\x20\x00\x00\x00\x00\x00\x00\x46\x7C\x36\x80\x00\x00\x00\x00\x8A\x9F\x5B\x0A\x00\x00\x00\x00\xE4\xE5\x39\x61\x00\x00\x00\x00\x76\xA4\x8A\xE8\x00\x00\x00\x00\x81\x85\x4D\x5D\x00\x00\x00\x00\xDD\xAD\x03\xBB\x00\x00\x00\x00\x3F\xF5\x0B\x65\x00\x00\x00\x00\x61\xCF\x4F\xB7\x00\x00\x00\x00\x65\x64\xBB\x5A\x00\x00\x00\x00\xAE\x62\x20\xE6\x00\x00\x00\x00\x06\x71\x8E\x3F\x00\x00\x00\x00\x42\xF7\xE1\x66\x00\x00\x00\x00\x31\x63\x12\x6C\x00\x00\x00\x00\xB2\x63\x03\x89\x00\x00\x00\x00\xBA\xDA\x58\x56\x00\x00\x00\x00\x4E\x1C\x6F\xA6\xA6\x4B\x13\x34\x6B\x6C\x84\x34\xCD\x0D\xFA\xB9\xC8\xC0\xD4\x26\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19\x1C\x27\x70\xE5\x88\xEA\xC3\xE7\x43\xE9\x8A\x9B\x46\xF6\x96\x16\xF9\x91\x7F\xC5\x01\x5C\x6C\x80\x2C\xFB\x9C\x16\x84\xAE\x1A\x14\x07\x18\xC0\xAE\xC3\xC5\x20\x18\x28\x05\xB4\x5E\x09\xA0\x68\x65\x35\x9A\x32\x74\xBD\x57\x35\xBF\x9F\xCE\x01\x05\x70\xE5\xCF\x46\x92\xDA\x75\x6C\xFA\xC6\x6B\xE0\xB0\x01\x4C\xE1\x98\xCD\xAF\xB6\xB6\x1B\x59\xF9\xEF\x8C\x69\x76\xA9\x67\x6D\xA2\x9C\xF4\xEE\x19\x80\x52\x06\x9F\x5B\xAB\x20\x08\x0C\x43\xF6\x46\x8F\xBD\xE4\x2A\x28\x01\xA7\x6E\xAF\xF3\x19\x6B\x76\xA5\xB3\x79\xAD\xB1\x06\xB1\xA0\xD1\xCB\xF5\xB2\x3E\xC1\x90\xAC\x64\xE2\x5B\x63\xFF\x0C\xB2\xA2\x2C\x67\xCA\x89\x69\xA6\x03\x55\x06\x6C\xE6\x8E\x4F\x79\xF2\x05\xFB\x94\x9D\x56\xD6\x15\xFB\x7D\x32\x3C\xD1\x89\xB9\x90\x26\x96\xDD\x58\xF4\x63\x8D\x35\x07\xE8\x94\x03\x60\x1A\xDE\x3E\x46\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0E\x43\xAB\xD3\xBE\xEF\xCE\x7C\x00\xA0\x00\x00\x50\x34\x02\x82\x86\xB1\x00\x11\x23\x75\x78\x02\x0B\xD5\x01\xF3\xC3\xAA\x6C\x65\x00\x20\x00\x01\x00\x00\x00\x00\x46\x7C\x36\x80\x00\x00\x00\x00\x8A\x9F\x5B\x0A\x00\x00\x00\x00\xE4\xE5\x39\x61\x00\x00\x00\x00\x76\xA4\x8A\xE8\x00\x00\x00\x00\x81\x85\x4D\x5D\x00\x00\x00\x00\xDD\xAD\x03\xBB\x00\x00\x00\x00\x3F\xF5\x0B\x65\x00\x00\x00\x00\x61\xCF\x4F\xB7\x00\x00\x00\x00\x65\x64\xBB\x5A\x00\x00\x00\x00\xAE\x62\x20\xE6\x00\x00\x00\x00\x06\x71\x8E\x3F\x00\x00\x00\x00\x42\xF7\xE1\x66\x00\x00\x00\x00\x31\x63\x12\x6C\x00\x00\x00\x00\xB2\x63\x03\x89\x00\x00\x00\x00\xBA\xDA\x58\x56\x00\x00\x00\x00\x4E\x1C\x6F\xA6\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x02\x00\x00\xC3\xAA\x6C\x65\xC3\xAA\x6C\x65\x01\xF3\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x46\x7C\x36\x80\x00\x00\x00\x00\x8A\x9F\x5B\x0A\x00\x00\x00\x00\xE4\xE5\x39\x61\x00\x00\x00\x00\x76\xA4\x8A\xE8\x00\x00\x00\x00\x81\x85\x4D\x5D\x00\x00\x00\x00\xDD\xAD\x03\xBB\x00\x00\x00\x00\x3F\xF5\x0B\x65\x00\x00\x00\x00\x61\xCF\x4F\xB7\x00\x00\x00\x00\x65\x64\xBB\x5A\x00\x00\x00\x00\xAE\x62\x20\xE6\x00\x00\x00\x00\x06\x71\x8E\x3F\x00\x00\x00\x00\x42\xF7\xE1\x66\x00\x00\x00\x00\x31\x63\x12\x6C\x00\x00\x00\x00\xB2\x63\x03\x89\x00\x00\x00\x00\xBA\xDA\x58\x56\x00\x00\x00\x00\x4E\x1C\x6F\xA6\xA6\x4B\x13\x34\x6B\x6C\x84\x34\xCD\x0D\xFA\xB9\xC8\xC0\xD4\x26\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19\x1C\x27\x70\xE5\x88\xEA\xC3\xE7\x43\xE9\x8A\x9B\x46\xF6\x96\x16\xF9\x91\x7F\xC5\x01\x5C\x6C\x80\x2C\xFB\x9C\x16\x84\xAE\x1A\x14\x07\x18\xC0\xAE\xC3\xC5\x20\x18\x28\x05\xB4\x5E\x09\xA0\x68\x65\x35\x9A\x32\x74\xBD\x57\x35\xBF\x9F\xCE\x01\x05\x70\xE5\xCF\x46\x92\xDA\x75\x6C\xFA\xC6\x6B\xE0\xB0\x01\x4C\xE1\x98\xCD\xAF\xB6\xB6\x1B\x59\xF9\xEF\x8C\x69\x76\xA9\x67\x6D\xA2\x9C\xF4\xEE\x19\x80\x52\x06\x9F\x5B\xAB\x20\x08\x0C\x43\xF6\x46\x8F\xBD\xE4\x2A\x28\x01\xA7\x6E\xAF\xF3\x19\x6B\x76\xA5\xB3\x79\xAD\xB1\x06\xB1\xA0\xD1\xCB\xF5\xB2\x3E\xC1\x90\xAC\x64\xE2\x5B\x63\xFF\x0C\xB2\xA2\x2C\x67\xCA\x89\x69\xA6\x03\x55\x06\x6C\xE6\x8E\x4F\x79\xF2\x05\xFB\x94\x9D\x56\xD6\x15\xFB\x7D\x32\x3C\xD1\x89\xB9\x90\x26\x96\xDD\x58\xF4\x63\x8D\x35\x07\xE8\x94\x03\x60\x1A\xDE\x3E\x46\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test45(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 13245)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 13245)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 13245)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 13245)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 13245)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 13245)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 13245)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 13245)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 13245)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 13245)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 13245)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 13245)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 13245)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 13245)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 13245)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 13245)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 13245)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 13245)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 13245)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 13245)
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
                gc.KeyTuple('job_id', 0x9B77),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000139C),
                gc.DataTuple('slot_count', 0x0000073B),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2FF13377),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x006),
                gc.KeyTuple('src_addr', 0xE538F90C),
                gc.KeyTuple('src_port', 0xAAE9),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9B77),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x02BC),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE5\x38\xF9\x0C\x00\x00\x00\x00\xAA\xE9\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9B\x77\x00\x15\x2F\xF1\x33\x77\x00\x21\x03\xC6\x25\xFA\x9F\xFF\x00\x20\x00\x00\x00\x00\x00\x00\x37\xFE\x7C\xAB\x00\x00\x00\x00\x3E\xAD\xFD\x7D\x00\x00\x00\x00\x26\x54\xCC\x79\x00\x00\x00\x00\x33\x0F\xAA\xA2\x00\x00\x00\x00\xE6\xB9\xC5\xB9\x00\x00\x00\x00\x8C\xDD\x5F\xAE\x00\x00\x00\x00\x51\x1D\xB6\x0A\x00\x00\x00\x00\xB9\x09\xCC\xC1\x00\x00\x00\x00\x13\x20\xD9\x8C\x00\x00\x00\x00\x10\x24\xE9\x15\x00\x00\x00\x00\x22\x95\x1A\xD0\x00\x00\x00\x00\xE4\x46\x62\x6E\x00\x00\x00\x00\xE5\xE9\x0F\xF6\x00\x00\x00\x00\x52\xCB\x51\xBD\x00\x00\x00\x00\x90\x42\xB4\x33\x00\x00\x00\x00\x5F\x15\xD5\x83\xCB\xE4\xAB\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74\x5A\x88\xA9\x45\x49\x01\x6B\xAC\x58\xC0\xFE\xEA\x4A\x27\xFE\x40\x7C\xD0\x8B\xFE\xEE\x91\x29\x3F\xAF\x67\x7F\x52\x62\x74\xDC\x46\xD7\x7C\x10\x87\x37\x69\x9A\x3F\x18\x42\xA5\x0C\x38\x4A\xCE\x1D\xF8\xC9\x33\x54\x1D\xDF\xEA\xFE\x03\xC6\x3F\xC7\x6E\x96\x0C\x4E\x12\xCE\xB5\xFB\xF9\x56\x56\x51\x12\x0F\x0B\x0A\x48\xA6\xBD\x55\x23\xC0\x0F\x0C\xD2\xB0\x3C\x69\xFF\x9F\x0A\x36\xBD\x40\x6F\xD0\xF9\x04\x33\x76\xA0\xDD\xC4\xB7\xE5\x63\x1B\x33\xC3\x1E\xCE\x21\xD5\x3D\x66\x60'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE5\x38\xF9\x0C\x00\x00\x00\x00\xAA\xE9\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9B\x77\x00\x15\x2F\xF1\x33\x77\x00\x21\x03\xC6\x25\xFA\x9F\xFF\x00\x20\x00\x00\x00\x00\x00\x00\x37\xFE\x7C\xAB\x00\x00\x00\x00\x3E\xAD\xFD\x7D\x00\x00\x00\x00\x26\x54\xCC\x79\x00\x00\x00\x00\x33\x0F\xAA\xA2\x00\x00\x00\x00\xE6\xB9\xC5\xB9\x00\x00\x00\x00\x8C\xDD\x5F\xAE\x00\x00\x00\x00\x51\x1D\xB6\x0A\x00\x00\x00\x00\xB9\x09\xCC\xC1\x00\x00\x00\x00\x13\x20\xD9\x8C\x00\x00\x00\x00\x10\x24\xE9\x15\x00\x00\x00\x00\x22\x95\x1A\xD0\x00\x00\x00\x00\xE4\x46\x62\x6E\x00\x00\x00\x00\xE5\xE9\x0F\xF6\x00\x00\x00\x00\x52\xCB\x51\xBD\x00\x00\x00\x00\x90\x42\xB4\x33\x00\x00\x00\x00\x5F\x15\xD5\x83\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x25\xFA\x9F\xFF\x25\xFA\x9F\xFF\x01\xC6\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x37\xFE\x7C\xAB\x00\x00\x00\x00\x3E\xAD\xFD\x7D\x00\x00\x00\x00\x26\x54\xCC\x79\x00\x00\x00\x00\x33\x0F\xAA\xA2\x00\x00\x00\x00\xE6\xB9\xC5\xB9\x00\x00\x00\x00\x8C\xDD\x5F\xAE\x00\x00\x00\x00\x51\x1D\xB6\x0A\x00\x00\x00\x00\xB9\x09\xCC\xC1\x00\x00\x00\x00\x13\x20\xD9\x8C\x00\x00\x00\x00\x10\x24\xE9\x15\x00\x00\x00\x00\x22\x95\x1A\xD0\x00\x00\x00\x00\xE4\x46\x62\x6E\x00\x00\x00\x00\xE5\xE9\x0F\xF6\x00\x00\x00\x00\x52\xCB\x51\xBD\x00\x00\x00\x00\x90\x42\xB4\x33\x00\x00\x00\x00\x5F\x15\xD5\x83\xCB\xE4\xAB\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74\x5A\x88\xA9\x45\x49\x01\x6B\xAC\x58\xC0\xFE\xEA\x4A\x27\xFE\x40\x7C\xD0\x8B\xFE\xEE\x91\x29\x3F\xAF\x67\x7F\x52\x62\x74\xDC\x46\xD7\x7C\x10\x87\x37\x69\x9A\x3F\x18\x42\xA5\x0C\x38\x4A\xCE\x1D\xF8\xC9\x33\x54\x1D\xDF\xEA\xFE\x03\xC6\x3F\xC7\x6E\x96\x0C\x4E\x12\xCE\xB5\xFB\xF9\x56\x56\x51\x12\x0F\x0B\x0A\x48\xA6\xBD\x55\x23\xC0\x0F\x0C\xD2\xB0\x3C\x69\xFF\x9F\x0A\x36\xBD\x40\x6F\xD0\xF9\x04\x33\x76\xA0\xDD\xC4\xB7\xE5\x63\x1B\x33\xC3\x1E\xCE\x21\xD5\x3D\x66\x60'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test46(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xB8D68D96), ('P4rIngress.aggregator.bitmap_seq.seq', 0xE4D302D7)], 11997)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xE4D302D7, 11997)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 11997)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 11997)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 11997)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 11997)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 11997)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 11997)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 11997)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 11997)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 11997)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 11997)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 11997)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 11997)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 11997)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 11997)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 11997)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 11997)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 11997)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 11997)
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
                gc.KeyTuple('job_id', 0x0DF5),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AAE),
                gc.DataTuple('slot_count', 0x0000057C),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE4FD6F6F),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x023),
                gc.KeyTuple('src_addr', 0x09C37F9B),
                gc.KeyTuple('src_port', 0xEDD0),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0DF5),
                gc.DataTuple('rank', 0x001A),
                gc.DataTuple('worker_index', 0x01CD),
            ]
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
        ig_port = 35
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x09\xC3\x7F\x9B\x00\x00\x00\x00\xED\xD0\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x0D\xF5\x00\x1A\xE4\xFD\x6F\x6F\x04\x2F\x05\x60\x07\x8A\xAB\xEF\x00\x20\x00\x00\x00\x00\x00\x00\x97\x2D\x58\xC9\x00\x00\x00\x00\x9F\x1B\xD5\x08\x00\x00\x00\x00\x91\x2C\x75\x65\x00\x00\x00\x00\x7C\x13\xEC\xFF\x00\x00\x00\x00\x69\x92\x05\x87\x00\x00\x00\x00\x27\x94\x11\x10\x00\x00\x00\x00\xD5\x6E\x8C\x74\x00\x00\x00\x00\x5C\x83\xD7\x0B\x00\x00\x00\x00\xCA\x04\x5B\xF4\x00\x00\x00\x00\xC4\xC4\xCE\x47\x00\x00\x00\x00\x3B\x29\x0E\x86\x00\x00\x00\x00\xCC\xCE\x79\x07\x00\x00\x00\x00\x41\x5C\x6B\xB3\x00\x00\x00\x00\xC1\x01\x1B\x98\x00\x00\x00\x00\x29\x30\x61\x37\x00\x00\x00\x00\x41\xF6\x60\xB5\x72\x7D\x1D\x79\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C\xDA\x40\x22\xA4\xED\x98\x8E\x76\x19\xAC\xBF\xE1\x4E\xD1\x62\x52\x07\x1F\x17\x5B\x53\x1B\x7F\x5B\xD6\x8B\x86\x60\xCB\xEB\x43\x69\x2D\x95\xA5\x66\x54\x69\x84\xB5\x6B\xA6\x29\x96\xC5\x60\x9B\x67\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8\x01\x0C\xED\x66'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x09\xC3\x7F\x9B\xBE\xEF\xED\xD0\x00\xA0\x00\x00\x50\x34\x02\x82\x0D\xF5\x00\x1A\xE4\xFD\x6F\x6F\x04\x2F\x01\x60\x07\x8A\xAB\xEF\x00\x20\x00\x01\x00\x00\x00\x00\x97\x2D\x58\xC9\x00\x00\x00\x00\x9F\x1B\xD5\x08\x00\x00\x00\x00\x91\x2C\x75\x65\x00\x00\x00\x00\x7C\x13\xEC\xFF\x00\x00\x00\x00\x69\x92\x05\x87\x00\x00\x00\x00\x27\x94\x11\x10\x00\x00\x00\x00\xD5\x6E\x8C\x74\x00\x00\x00\x00\x5C\x83\xD7\x0B\x00\x00\x00\x00\xCA\x04\x5B\xF4\x00\x00\x00\x00\xC4\xC4\xCE\x47\x00\x00\x00\x00\x3B\x29\x0E\x86\x00\x00\x00\x00\xCC\xCE\x79\x07\x00\x00\x00\x00\x41\x5C\x6B\xB3\x00\x00\x00\x00\xC1\x01\x1B\x98\x00\x00\x00\x00\x29\x30\x61\x37\x00\x00\x00\x00\x41\xF6\x60\xB5\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x04\x00\x00\x00\x07\x8A\xAB\xEF\x07\x8A\xAB\xEF\x01\x60\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x97\x2D\x58\xC9\x00\x00\x00\x00\x9F\x1B\xD5\x08\x00\x00\x00\x00\x91\x2C\x75\x65\x00\x00\x00\x00\x7C\x13\xEC\xFF\x00\x00\x00\x00\x69\x92\x05\x87\x00\x00\x00\x00\x27\x94\x11\x10\x00\x00\x00\x00\xD5\x6E\x8C\x74\x00\x00\x00\x00\x5C\x83\xD7\x0B\x00\x00\x00\x00\xCA\x04\x5B\xF4\x00\x00\x00\x00\xC4\xC4\xCE\x47\x00\x00\x00\x00\x3B\x29\x0E\x86\x00\x00\x00\x00\xCC\xCE\x79\x07\x00\x00\x00\x00\x41\x5C\x6B\xB3\x00\x00\x00\x00\xC1\x01\x1B\x98\x00\x00\x00\x00\x29\x30\x61\x37\x00\x00\x00\x00\x41\xF6\x60\xB5\x72\x7D\x1D\x79\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C\xDA\x40\x22\xA4\xED\x98\x8E\x76\x19\xAC\xBF\xE1\x4E\xD1\x62\x52\x07\x1F\x17\x5B\x53\x1B\x7F\x5B\xD6\x8B\x86\x60\xCB\xEB\x43\x69\x2D\x95\xA5\x66\x54\x69\x84\xB5\x6B\xA6\x29\x96\xC5\x60\x9B\x67\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8\x01\x0C\xED\x66'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test47(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xE668BFD2), ('P4rIngress.aggregator.bitmap_seq.seq', 0xACF3F92D)], 14751)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xACF3F92D, 14751)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 14751)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 14751)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 14751)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 14751)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 14751)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 14751)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 14751)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 14751)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 14751)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 14751)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 14751)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 14751)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 14751)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 14751)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 14751)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 14751)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 14751)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 14751)
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
                gc.KeyTuple('job_id', 0x2831),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000002AB),
                gc.DataTuple('slot_count', 0x00001987),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF22FC7AE),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00B),
                gc.KeyTuple('src_addr', 0x86592E51),
                gc.KeyTuple('src_port', 0xE168),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2831),
                gc.DataTuple('rank', 0x001B),
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
        ig_port = 11
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x86\x59\x2E\x51\x00\x00\x00\x00\xE1\x68\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x28\x31\x00\x1B\xF2\x2F\xC7\xAE\x16\xF4\x07\xE3\x17\x55\x5F\x1E\x00\x20\x00\x00\x00\x00\x00\x00\xC5\xBD\xF8\xB2\x00\x00\x00\x00\x88\x6F\x21\xE2\x00\x00\x00\x00\xFC\x12\x19\xD4\x00\x00\x00\x00\x08\xCD\xAE\x42\x00\x00\x00\x00\x27\x1B\x7F\xCC\x00\x00\x00\x00\x45\x59\x34\x0D\x00\x00\x00\x00\xD7\x4E\xF7\xAE\x00\x00\x00\x00\xC1\x4F\xF8\x70\x00\x00\x00\x00\x9B\x00\x31\x81\x00\x00\x00\x00\x60\x96\xF4\x59\x00\x00\x00\x00\x22\xEC\xF6\xC9\x00\x00\x00\x00\x16\x10\xED\x63\x00\x00\x00\x00\xE5\x20\xA9\x48\x00\x00\x00\x00\x7D\x77\xE0\x84\x00\x00\x00\x00\x5C\x01\xC0\x29\x00\x00\x00\x00\x3E\xC0\x78\x57\x1A\x01\x3E\x66\x3B\x5F\x18\x71\x9D\x37\xAE\xF2\x56\x87\x80\x61\xC0\x6C\x47\xD0\x98\x87\xA0\xE3\xF8\x41\x73\x04\x06\xBB\x95\xD8\x20\xC2\x49\xCD\x27\xCB\x0E\xDA\x19\x1E\x31\x70\x44\x10\x24\xC2\x10\x54\x30\x6B\xFD\x40\x4C\x1C\x7A\x98\xBE\xEF\xEC\x7B\x6B\xA4\xB3\x1A\xCE\x73\xB2\x13\xE5\x80\xC4\xF2\xCB\x95\x84\x49\x40\x47\x3A\xA2\x71\x2F\x05\x9D\xDC\x7A\x19\x74\xB4\xAA\x56\x98\x01\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F\x24\xF0\x27\x71\x4B\x3A\x92\x7F\x68\x4D\x01\x77\x0E\x42\x40\x50\x5E\x1B\x1D\xE2\x50\x0B\xDF\x5F\xE7\xDE\x48\x7A\x01\x7B\xF0\x1D\x4B\x02\x55\x2F\x0E\xBD\xCA\xE2\x80\x02\x6A\xE9\x09\xB1\x5C\xDD\xEF\x25\x0B\x52\xF5\x9F\xDD\x96\xCF\x6F\x5A\x82\xF5\x17\xD5\x68\xEA\x51\x40\xBD\xDC\x2D\x55\xEB\x5C\x7F\xA4\x57\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B\xE6\xCF\xD1\x61\x6A\xC7\x39\x5E\xC6\x55\x5C\x09\x86\xDF\xC3\xB4\x38\xBF\x28\xC8\x2F\x55\xF9\x05\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x86\x59\x2E\x51\x00\x00\x00\x00\xE1\x68\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x28\x31\x00\x1B\xF2\x2F\xC7\xAE\x16\xF4\x07\xE3\x17\x55\x5F\x1E\x00\x20\x00\x00\x00\x00\x00\x00\xC5\xBD\xF8\xB2\x00\x00\x00\x00\x88\x6F\x21\xE2\x00\x00\x00\x00\xFC\x12\x19\xD4\x00\x00\x00\x00\x08\xCD\xAE\x42\x00\x00\x00\x00\x27\x1B\x7F\xCC\x00\x00\x00\x00\x45\x59\x34\x0D\x00\x00\x00\x00\xD7\x4E\xF7\xAE\x00\x00\x00\x00\xC1\x4F\xF8\x70\x00\x00\x00\x00\x9B\x00\x31\x81\x00\x00\x00\x00\x60\x96\xF4\x59\x00\x00\x00\x00\x22\xEC\xF6\xC9\x00\x00\x00\x00\x16\x10\xED\x63\x00\x00\x00\x00\xE5\x20\xA9\x48\x00\x00\x00\x00\x7D\x77\xE0\x84\x00\x00\x00\x00\x5C\x01\xC0\x29\x00\x00\x00\x00\x3E\xC0\x78\x57\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x08\x00\x00\x00\x17\x55\x5F\x1E\x17\x55\x5F\x1E\x01\xE3\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xC5\xBD\xF8\xB2\x00\x00\x00\x00\x88\x6F\x21\xE2\x00\x00\x00\x00\xFC\x12\x19\xD4\x00\x00\x00\x00\x08\xCD\xAE\x42\x00\x00\x00\x00\x27\x1B\x7F\xCC\x00\x00\x00\x00\x45\x59\x34\x0D\x00\x00\x00\x00\xD7\x4E\xF7\xAE\x00\x00\x00\x00\xC1\x4F\xF8\x70\x00\x00\x00\x00\x9B\x00\x31\x81\x00\x00\x00\x00\x60\x96\xF4\x59\x00\x00\x00\x00\x22\xEC\xF6\xC9\x00\x00\x00\x00\x16\x10\xED\x63\x00\x00\x00\x00\xE5\x20\xA9\x48\x00\x00\x00\x00\x7D\x77\xE0\x84\x00\x00\x00\x00\x5C\x01\xC0\x29\x00\x00\x00\x00\x3E\xC0\x78\x57\x1A\x01\x3E\x66\x3B\x5F\x18\x71\x9D\x37\xAE\xF2\x56\x87\x80\x61\xC0\x6C\x47\xD0\x98\x87\xA0\xE3\xF8\x41\x73\x04\x06\xBB\x95\xD8\x20\xC2\x49\xCD\x27\xCB\x0E\xDA\x19\x1E\x31\x70\x44\x10\x24\xC2\x10\x54\x30\x6B\xFD\x40\x4C\x1C\x7A\x98\xBE\xEF\xEC\x7B\x6B\xA4\xB3\x1A\xCE\x73\xB2\x13\xE5\x80\xC4\xF2\xCB\x95\x84\x49\x40\x47\x3A\xA2\x71\x2F\x05\x9D\xDC\x7A\x19\x74\xB4\xAA\x56\x98\x01\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F\x24\xF0\x27\x71\x4B\x3A\x92\x7F\x68\x4D\x01\x77\x0E\x42\x40\x50\x5E\x1B\x1D\xE2\x50\x0B\xDF\x5F\xE7\xDE\x48\x7A\x01\x7B\xF0\x1D\x4B\x02\x55\x2F\x0E\xBD\xCA\xE2\x80\x02\x6A\xE9\x09\xB1\x5C\xDD\xEF\x25\x0B\x52\xF5\x9F\xDD\x96\xCF\x6F\x5A\x82\xF5\x17\xD5\x68\xEA\x51\x40\xBD\xDC\x2D\x55\xEB\x5C\x7F\xA4\x57\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B\xE6\xCF\xD1\x61\x6A\xC7\x39\x5E\xC6\x55\x5C\x09\x86\xDF\xC3\xB4\x38\xBF\x28\xC8\x2F\x55\xF9\x05\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test48(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x20\x00\x00\x5F\x3E\xE1\x35\x78\x79\xC4\x76\x7E\x44\x27\xF9\x6A\xFD\xB1\x2B\xA5\x42\xEC\x29\x41\x3F\x8A\xFB\xA4\xA2\xE3\xFB\x3C\x09\x9B\x88\x7E\xBC\xE8\x4B\x1D\x07\x73\x07\x0A\x66\x48\xDD\x1D\xDA\x8B\xB5\xE4\x5C\xF8\xA8\x75\x44'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test49(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x8C43CF39), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC7584763)], 13535)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC7584763, 13535)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 13535)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 13535)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 13535)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 13535)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 13535)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 13535)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 13535)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 13535)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 13535)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 13535)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 13535)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 13535)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 13535)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 13535)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 13535)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 13535)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 13535)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 13535)
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
                gc.KeyTuple('job_id', 0x6FB3),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000014DF),
                gc.DataTuple('slot_count', 0x0000089E),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0554870A),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0x7E8627DF),
                gc.KeyTuple('src_port', 0x58B9),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x6FB3),
                gc.DataTuple('rank', 0x0008),
                gc.DataTuple('worker_index', 0x02E9),
            ]
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
        ig_port = 27
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7E\x86\x27\xDF\x00\x00\x00\x00\x58\xB9\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x6F\xB3\x00\x08\x05\x54\x87\x0A\x00\x00\x07\xD2\xD9\xE0\x30\xF4\x00\x20\x00\x00\x00\x00\x00\x00\xFA\xC9\xDE\xB4\x00\x00\x00\x00\x82\xC8\x3E\x58\x00\x00\x00\x00\x59\xDE\x2E\xD5\x00\x00\x00\x00\xCF\x85\xE7\xAB\x00\x00\x00\x00\xCB\x3F\x3A\x3C\x00\x00\x00\x00\xE8\x96\x29\x6D\x00\x00\x00\x00\xA4\xCF\x19\xBB\x00\x00\x00\x00\x4C\xE6\xC7\x1E\x00\x00\x00\x00\xC6\x2F\x60\x6E\x00\x00\x00\x00\x6C\x43\x0F\x7D\x00\x00\x00\x00\x76\x07\xAA\xCB\x00\x00\x00\x00\x4E\x0F\xBC\x1D\x00\x00\x00\x00\xDD\x42\xF4\x83\x00\x00\x00\x00\x1C\x33\x1A\x32\x00\x00\x00\x00\xE1\x64\x7F\x46\x00\x00\x00\x00\x0B\xDA\x1E\xDC\xDF\x92\x1A\x6B\x54\x4A\xB1\x92\xE4\xBE\xA1\xC5\x05\xDE\xE9\xB0\xE7\x2A\xFB\x97\xB8\x61\x80\x32\x7B\x75\xBE\x30\x4B\x32\xA5\x2A\x52\x50\x0E\xF7\xEB\xDA\x52\x15\x72\x46\x7F\x22\x26\xDC\xA6\x71\xC0\xCD\x11\x78\x0E\x26\xA5\x28\xF0\x70\x10\xFA\x7A\x00\xC6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7E\x86\x27\xDF\xBE\xEF\x58\xB9\x00\xA0\x00\x00\x50\x34\x02\x82\x6F\xB3\x00\x08\x05\x54\x87\x0A\x00\x00\x01\xD2\xD9\xE0\x30\xF4\x00\x20\x00\x01\x00\x00\x00\x00\xFA\xC9\xDE\xB4\x00\x00\x00\x00\x82\xC8\x3E\x58\x00\x00\x00\x00\x59\xDE\x2E\xD5\x00\x00\x00\x00\xCF\x85\xE7\xAB\x00\x00\x00\x00\xCB\x3F\x3A\x3C\x00\x00\x00\x00\xE8\x96\x29\x6D\x00\x00\x00\x00\xA4\xCF\x19\xBB\x00\x00\x00\x00\x4C\xE6\xC7\x1E\x00\x00\x00\x00\xC6\x2F\x60\x6E\x00\x00\x00\x00\x6C\x43\x0F\x7D\x00\x00\x00\x00\x76\x07\xAA\xCB\x00\x00\x00\x00\x4E\x0F\xBC\x1D\x00\x00\x00\x00\xDD\x42\xF4\x83\x00\x00\x00\x00\x1C\x33\x1A\x32\x00\x00\x00\x00\xE1\x64\x7F\x46\x00\x00\x00\x00\x0B\xDA\x1E\xDC\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x00\x01\x00\xD9\xE0\x30\xF4\xD9\xE0\x30\xF4\x01\xD2\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xFA\xC9\xDE\xB4\x00\x00\x00\x00\x82\xC8\x3E\x58\x00\x00\x00\x00\x59\xDE\x2E\xD5\x00\x00\x00\x00\xCF\x85\xE7\xAB\x00\x00\x00\x00\xCB\x3F\x3A\x3C\x00\x00\x00\x00\xE8\x96\x29\x6D\x00\x00\x00\x00\xA4\xCF\x19\xBB\x00\x00\x00\x00\x4C\xE6\xC7\x1E\x00\x00\x00\x00\xC6\x2F\x60\x6E\x00\x00\x00\x00\x6C\x43\x0F\x7D\x00\x00\x00\x00\x76\x07\xAA\xCB\x00\x00\x00\x00\x4E\x0F\xBC\x1D\x00\x00\x00\x00\xDD\x42\xF4\x83\x00\x00\x00\x00\x1C\x33\x1A\x32\x00\x00\x00\x00\xE1\x64\x7F\x46\x00\x00\x00\x00\x0B\xDA\x1E\xDC\xDF\x92\x1A\x6B\x54\x4A\xB1\x92\xE4\xBE\xA1\xC5\x05\xDE\xE9\xB0\xE7\x2A\xFB\x97\xB8\x61\x80\x32\x7B\x75\xBE\x30\x4B\x32\xA5\x2A\x52\x50\x0E\xF7\xEB\xDA\x52\x15\x72\x46\x7F\x22\x26\xDC\xA6\x71\xC0\xCD\x11\x78\x0E\x26\xA5\x28\xF0\x70\x10\xFA\x7A\x00\xC6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test50(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 11579)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 11579)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 11579)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 11579)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 11579)
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
                gc.KeyTuple('job_id', 0x4272),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000799),
                gc.DataTuple('slot_count', 0x00000E7C),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBF97F4FA),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00C),
                gc.KeyTuple('src_addr', 0x4B634149),
                gc.KeyTuple('src_port', 0x26D7),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4272),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0104),
            ]
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
        ig_port = 12
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4B\x63\x41\x49\x00\x00\x00\x00\x26\xD7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x42\x72\x00\x10\xBF\x97\xF4\xFA\x05\xA2\x01\xA3\x04\x0D\x10\xB4\x00\x20\x00\x00\x00\x00\x00\x00\x1E\xEC\x35\xCD\x00\x00\x00\x00\x0B\x4C\xD4\xA1\x00\x00\x00\x00\x46\xBC\xAA\x31\x00\x00\x00\x00\x12\x26\x5A\x6D\x00\x00\x00\x00\xA5\xE6\x87\x15\x00\x00\x00\x00\xD1\x9E\x18\x3C\x00\x00\x00\x00\x7E\xE2\xD6\x24\x00\x00\x00\x00\x24\x63\x0F\xBC\x00\x00\x00\x00\x5E\x73\x84\x33\x00\x00\x00\x00\xDF\x1F\x67\xEF\x00\x00\x00\x00\xF3\xB5\x18\xCF\x00\x00\x00\x00\x72\x0E\x8C\x0F\x00\x00\x00\x00\x86\x85\x79\x75\x00\x00\x00\x00\x0D\x2E\x09\x2D\x00\x00\x00\x00\xFB\x3B\x35\x7E\x00\x00\x00\x00\x6B\xA7\x64\x22\xD5\x2F\x75\x19\x12\xDC\x91\x87\x2A\xF0\x22\xA3\x60\xAA\x4A\x67\x5B\xCE\x09\xB8\xCE\x33\x7A\x28\x4D\xEF\xE4\x80\x1E\x29\x3E\x89\x02\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74\x7F\x01\xFA\xB9\x7C\x68\x45\xCE\xB3\xD8\x8C\xA9\x45\x08\x13\x5B\x61\x6A\xAE\x74\x7E\x6B\xD7\xB4\x97\x2E\x0E\x9E\x55\x86\xB7\x7D\x45\x08\x17\x20\x47\x2A\x19\xB9\x4B\x70\xF0\x19\xA4\xC1\x79\xBB\xA3\xD5\x5F\x82\x5C\x5A\xA1\x47\x47\x40\x83\x27\x41\xA5\x85\xBD\x0B\xA4\xB7\xD6\x15\xEE\x8F\x3E\x7D\x7D\x70\xAE\xF7\xB6\xEB\xF7\x02\x9A\xA9\x76\xE4\x4F\x5C\x3B\x0C\x2B\x6C\x7B\x2A\x37\x81\xED\x39\x4E\x36\x57\x44\xBC\x9A\x5B\x40\xBA\x38\x26\x52\x3F\x03\xE9\x02\x87\x09\x0D\xC8\xE3\xCA\xDE\xFB\xEF\xB7\x9F\x20\x04\x5A\xBA\xDC\xFC\x69\x35\xA4\x92\x83\xCC\x84\x25\x95\x1C\x33\xA1\x89\x4C\x08\xD0\x7C\xC9\x7B\x45\xDE\x7C\xA1\x2D\xFC\xBA\x7E\x03\x19\xB9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x4B\x63\x41\x49\xBE\xEF\x26\xD7\x00\xA0\x00\x00\x50\x34\x02\x82\x42\x72\x00\x10\xBF\x97\xF4\xFA\x05\xA2\x01\xA3\x04\x0D\x10\xB4\x00\x20\x00\x01\x00\x00\x00\x00\x1E\xEC\x35\xCD\x00\x00\x00\x00\x0B\x4C\xD4\xA1\x00\x00\x00\x00\x46\xBC\xAA\x31\x00\x00\x00\x00\x12\x26\x5A\x6D\x00\x00\x00\x00\xA5\xE6\x87\x15\x00\x00\x00\x00\xD1\x9E\x18\x3C\x00\x00\x00\x00\x7E\xE2\xD6\x24\x00\x00\x00\x00\x24\x63\x0F\xBC\x00\x00\x00\x00\x5E\x73\x84\x33\x00\x00\x00\x00\xDF\x1F\x67\xEF\x00\x00\x00\x00\xF3\xB5\x18\xCF\x00\x00\x00\x00\x72\x0E\x8C\x0F\x00\x00\x00\x00\x86\x85\x79\x75\x00\x00\x00\x00\x0D\x2E\x09\x2D\x00\x00\x00\x00\xFB\x3B\x35\x7E\x00\x00\x00\x00\x6B\xA7\x64\x22\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x01\x00\x00\x04\x0D\x10\xB4\x04\x0D\x10\xB4\x01\xA3\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x1E\xEC\x35\xCD\x00\x00\x00\x00\x0B\x4C\xD4\xA1\x00\x00\x00\x00\x46\xBC\xAA\x31\x00\x00\x00\x00\x12\x26\x5A\x6D\x00\x00\x00\x00\xA5\xE6\x87\x15\x00\x00\x00\x00\xD1\x9E\x18\x3C\x00\x00\x00\x00\x7E\xE2\xD6\x24\x00\x00\x00\x00\x24\x63\x0F\xBC\x00\x00\x00\x00\x5E\x73\x84\x33\x00\x00\x00\x00\xDF\x1F\x67\xEF\x00\x00\x00\x00\xF3\xB5\x18\xCF\x00\x00\x00\x00\x72\x0E\x8C\x0F\x00\x00\x00\x00\x86\x85\x79\x75\x00\x00\x00\x00\x0D\x2E\x09\x2D\x00\x00\x00\x00\xFB\x3B\x35\x7E\x00\x00\x00\x00\x6B\xA7\x64\x22\xD5\x2F\x75\x19\x12\xDC\x91\x87\x2A\xF0\x22\xA3\x60\xAA\x4A\x67\x5B\xCE\x09\xB8\xCE\x33\x7A\x28\x4D\xEF\xE4\x80\x1E\x29\x3E\x89\x02\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74\x7F\x01\xFA\xB9\x7C\x68\x45\xCE\xB3\xD8\x8C\xA9\x45\x08\x13\x5B\x61\x6A\xAE\x74\x7E\x6B\xD7\xB4\x97\x2E\x0E\x9E\x55\x86\xB7\x7D\x45\x08\x17\x20\x47\x2A\x19\xB9\x4B\x70\xF0\x19\xA4\xC1\x79\xBB\xA3\xD5\x5F\x82\x5C\x5A\xA1\x47\x47\x40\x83\x27\x41\xA5\x85\xBD\x0B\xA4\xB7\xD6\x15\xEE\x8F\x3E\x7D\x7D\x70\xAE\xF7\xB6\xEB\xF7\x02\x9A\xA9\x76\xE4\x4F\x5C\x3B\x0C\x2B\x6C\x7B\x2A\x37\x81\xED\x39\x4E\x36\x57\x44\xBC\x9A\x5B\x40\xBA\x38\x26\x52\x3F\x03\xE9\x02\x87\x09\x0D\xC8\xE3\xCA\xDE\xFB\xEF\xB7\x9F\x20\x04\x5A\xBA\xDC\xFC\x69\x35\xA4\x92\x83\xCC\x84\x25\x95\x1C\x33\xA1\x89\x4C\x08\xD0\x7C\xC9\x7B\x45\xDE\x7C\xA1\x2D\xFC\xBA\x7E\x03\x19\xB9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test51(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x39CA5AF9), ('P4rIngress.aggregator.bitmap_seq.seq', 0x8FE8C4C1)], 10825)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x8FE8C4C1, 10825)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 10825)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 10825)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 10825)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 10825)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 10825)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 10825)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 10825)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 10825)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 10825)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 10825)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 10825)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 10825)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 10825)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 10825)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 10825)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 10825)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 10825)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 10825)
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
                gc.KeyTuple('job_id', 0x9BBB),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000807),
                gc.DataTuple('slot_count', 0x00000E5C),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE779C1BA),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02D),
                gc.KeyTuple('src_addr', 0x6456A298),
                gc.KeyTuple('src_port', 0x7B35),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9BBB),
                gc.DataTuple('rank', 0x000E),
                gc.DataTuple('worker_index', 0x0378),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x64\x56\xA2\x98\x00\x00\x00\x00\x7B\x35\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9B\xBB\x00\x0E\xE7\x79\xC1\xBA\x02\x42\x05\x9D\xCA\x96\x29\xBC\x00\x20\x00\x00\x00\x00\x00\x00\x3B\x34\xAB\xD7\x00\x00\x00\x00\xB5\xB6\x3F\xF9\x00\x00\x00\x00\x4B\x7A\xBA\xF1\x00\x00\x00\x00\x6B\x62\x86\xD0\x00\x00\x00\x00\x71\xBE\x55\xFC\x00\x00\x00\x00\x9D\xA7\x7C\x05\x00\x00\x00\x00\x24\x0B\x18\xA6\x00\x00\x00\x00\xE6\xE5\xB6\x58\x00\x00\x00\x00\x4F\x72\x45\x6B\x00\x00\x00\x00\x01\x38\x7C\x44\x00\x00\x00\x00\xB6\xEA\x2D\x94\x00\x00\x00\x00\x64\x46\xE0\x71\x00\x00\x00\x00\x0B\xBF\xEC\xEB\x00\x00\x00\x00\xA2\x16\xD1\xF9\x00\x00\x00\x00\x39\x43\xCF\xA0\x00\x00\x00\x00\x5C\x82\xFA\xAB\xF2\xA0\xAA\x64\x80\xFD\xA7\x4F\x4A\x0C\xF9\xC8\x58\x45\xBC\xD3\xE3\x77\x7E\xC5\x80\x0E\x7A\x3C\xEF\x66\x31\xD1\xA9\x34\xC2\xE7\x23\x89\x7A\xBF\xF3\x29\x07\x9C\x0E\xD7\x80\xB6\x9E\xEB\x0D\xDB\x3B\x22\x10\xF2\x25\x6C\x0A\x9C\xD2\x4A\x55\x72\x51\x8C\x84\x1D\x2D\x6C\x05\xB8\x17\x79\xC2\x8D\xFD\x69\x00\x94\x95\xC2\x42\xC4\xAF\xBA\xC1\x71\xFB\x64\x40\x17\x3D\x7B\xEC\xF0\xFD\x6E\x45\x05\x64\x34\xC7\xA5\xF0\x0E\x5F\x59\x41\xB4\x88\xD4\x03\x71\x55\xFC\xCE\x86\xF5\x9C\x1D\x5B\x73\x97\x77\x13\x04\xAF\x10\x10\xB8\xA8\x7E\x23\x11\x9C\xEC\xE5\xA1\xD5\x0F\x32\x08\xEB\xEA\x96\x04\xA8\x6F\x10\x20\x6A\xEB\xB1\xE5\xCC\xA9\x71\x84\x18\x1F\xCF\xA1\x5E\xA1\xE0\x5E\xFC\x2C\x7B\xEF\xB3\x24\xA8\x15\xE5\x4F\x2F\x24\xEC\xF7\xBA\xE0\x30\xB0\xE3\x70\xEE\x7B\xFC\x1E\x52\xFA\x23\xD2\xC8\xA5\x1A\xE5\xA3\xB8\xF4\x8A\x85\xF6\xC3\x50\x9B\x8F\x0F\x98\x15\x7E\x6B\x4A\xEE\x45\x0A\xB8\x70\xF2\x87\x3A\x67\x65\x64\x7A\x9E\x2F\x70\xFA\x35\x9D\x56\x80\x9C\x71\x2D\x89\xCF\xBB\x1B\xF3\x84'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x64\x56\xA2\x98\x00\x00\x00\x00\x7B\x35\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9B\xBB\x00\x0E\xE7\x79\xC1\xBA\x02\x42\x05\x9D\xCA\x96\x29\xBC\x00\x20\x00\x00\x00\x00\x00\x00\x3B\x34\xAB\xD7\x00\x00\x00\x00\xB5\xB6\x3F\xF9\x00\x00\x00\x00\x4B\x7A\xBA\xF1\x00\x00\x00\x00\x6B\x62\x86\xD0\x00\x00\x00\x00\x71\xBE\x55\xFC\x00\x00\x00\x00\x9D\xA7\x7C\x05\x00\x00\x00\x00\x24\x0B\x18\xA6\x00\x00\x00\x00\xE6\xE5\xB6\x58\x00\x00\x00\x00\x4F\x72\x45\x6B\x00\x00\x00\x00\x01\x38\x7C\x44\x00\x00\x00\x00\xB6\xEA\x2D\x94\x00\x00\x00\x00\x64\x46\xE0\x71\x00\x00\x00\x00\x0B\xBF\xEC\xEB\x00\x00\x00\x00\xA2\x16\xD1\xF9\x00\x00\x00\x00\x39\x43\xCF\xA0\x00\x00\x00\x00\x5C\x82\xFA\xAB\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x00\x40\x00\xCA\x96\x29\xBC\xCA\x96\x29\xBC\x01\x9D\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x3B\x34\xAB\xD7\x00\x00\x00\x00\xB5\xB6\x3F\xF9\x00\x00\x00\x00\x4B\x7A\xBA\xF1\x00\x00\x00\x00\x6B\x62\x86\xD0\x00\x00\x00\x00\x71\xBE\x55\xFC\x00\x00\x00\x00\x9D\xA7\x7C\x05\x00\x00\x00\x00\x24\x0B\x18\xA6\x00\x00\x00\x00\xE6\xE5\xB6\x58\x00\x00\x00\x00\x4F\x72\x45\x6B\x00\x00\x00\x00\x01\x38\x7C\x44\x00\x00\x00\x00\xB6\xEA\x2D\x94\x00\x00\x00\x00\x64\x46\xE0\x71\x00\x00\x00\x00\x0B\xBF\xEC\xEB\x00\x00\x00\x00\xA2\x16\xD1\xF9\x00\x00\x00\x00\x39\x43\xCF\xA0\x00\x00\x00\x00\x5C\x82\xFA\xAB\xF2\xA0\xAA\x64\x80\xFD\xA7\x4F\x4A\x0C\xF9\xC8\x58\x45\xBC\xD3\xE3\x77\x7E\xC5\x80\x0E\x7A\x3C\xEF\x66\x31\xD1\xA9\x34\xC2\xE7\x23\x89\x7A\xBF\xF3\x29\x07\x9C\x0E\xD7\x80\xB6\x9E\xEB\x0D\xDB\x3B\x22\x10\xF2\x25\x6C\x0A\x9C\xD2\x4A\x55\x72\x51\x8C\x84\x1D\x2D\x6C\x05\xB8\x17\x79\xC2\x8D\xFD\x69\x00\x94\x95\xC2\x42\xC4\xAF\xBA\xC1\x71\xFB\x64\x40\x17\x3D\x7B\xEC\xF0\xFD\x6E\x45\x05\x64\x34\xC7\xA5\xF0\x0E\x5F\x59\x41\xB4\x88\xD4\x03\x71\x55\xFC\xCE\x86\xF5\x9C\x1D\x5B\x73\x97\x77\x13\x04\xAF\x10\x10\xB8\xA8\x7E\x23\x11\x9C\xEC\xE5\xA1\xD5\x0F\x32\x08\xEB\xEA\x96\x04\xA8\x6F\x10\x20\x6A\xEB\xB1\xE5\xCC\xA9\x71\x84\x18\x1F\xCF\xA1\x5E\xA1\xE0\x5E\xFC\x2C\x7B\xEF\xB3\x24\xA8\x15\xE5\x4F\x2F\x24\xEC\xF7\xBA\xE0\x30\xB0\xE3\x70\xEE\x7B\xFC\x1E\x52\xFA\x23\xD2\xC8\xA5\x1A\xE5\xA3\xB8\xF4\x8A\x85\xF6\xC3\x50\x9B\x8F\x0F\x98\x15\x7E\x6B\x4A\xEE\x45\x0A\xB8\x70\xF2\x87\x3A\x67\x65\x64\x7A\x9E\x2F\x70\xFA\x35\x9D\x56\x80\x9C\x71\x2D\x89\xCF\xBB\x1B\xF3\x84'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test52(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x10923E7C), ('P4rIngress.aggregator.bitmap_seq.seq', 0x6EA80000)], 14481)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x6EA80000, 14481)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 14481)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 14481)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 14481)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 14481)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 14481)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 14481)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 14481)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 14481)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 14481)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 14481)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 14481)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 14481)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 14481)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 14481)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 14481)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 14481)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 14481)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 14481)
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
                gc.KeyTuple('job_id', 0x1A04),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A91),
                gc.DataTuple('slot_count', 0x000012FE),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4B256A15),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x035),
                gc.KeyTuple('src_addr', 0xC16E990C),
                gc.KeyTuple('src_port', 0x03C9),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x1A04),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x0357),
            ]
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
        ig_port = 53
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC1\x6E\x99\x0C\x00\x00\x00\x00\x03\xC9\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x1A\x04\x00\x03\x4B\x25\x6A\x15\x0E\x00\x05\xAC\xAF\x0E\xD7\x94\x00\x20\x00\x00\x00\x00\x00\x00\xA8\xF5\x35\x2C\x00\x00\x00\x00\x4E\x08\x6D\x5B\x00\x00\x00\x00\xC7\x72\x89\xF5\x00\x00\x00\x00\xF0\x41\x00\x0D\x00\x00\x00\x00\x46\x5B\x53\x51\x00\x00\x00\x00\xBF\x6C\xC6\x2D\x00\x00\x00\x00\x45\x49\xCA\x47\x00\x00\x00\x00\x75\xF4\xF7\x3A\x00\x00\x00\x00\x47\xA7\x5B\x99\x00\x00\x00\x00\x46\xF3\x23\x1F\x00\x00\x00\x00\x0D\xEB\x65\x14\x00\x00\x00\x00\xA4\xB0\x5D\xDC\x00\x00\x00\x00\xE2\x08\xE0\xEC\x00\x00\x00\x00\xD2\x59\x40\x26\x00\x00\x00\x00\x05\x26\x83\x2B\x00\x00\x00\x00\xB8\x39\xA2\x17\x2D\xB1\xD6\x57\x60\xE8\x60\xE2\x48\x26\xFF\xE3\x2A\x29\x42\xF8\xD3\x29\xEE\x40\x2A\x06\xFC\x5B\x81\x7A\xC2\x02\x8E\x70\x32\xD7\xD4\x16\x7D\x0E\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72\xAB\x6D\xF5\xAE\xC3\xE1\x62\x64\xDE\x55\x3C\xB2\x6A\x05\xEB\x3C\xCE\x55\x07\x4E\x17\xD5\x48\xA3\xCD\x05\x1E\x7F\x5E\x04\x8E\x36\x06\xF3\xE1\x91\xD0\x97\x2D\xD4\x56\xA4\xBF\xE3\xEE\xB2\x53\xAE\xDC\x46\xE3\x51\x70\x9D\x98\x34\xE8\x38\x4C\x80\xBA\x2C\x26\xC0\x8E\xA9\x21\x76\xE4\xD5\x0D\x54\x02\xBD\x2B\x77\x24\x1B\xF2\x19\x1E\xD2\x97\x83\xE2\x54\x32\xA5\xAF\x07\xA3\xEF\xA4\xDD\x88\xF0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC1\x6E\x99\x0C\xBE\xEF\x03\xC9\x00\xA0\x00\x00\x50\x34\x02\x82\x1A\x04\x00\x03\x4B\x25\x6A\x15\x0E\x00\x01\xAC\xAF\x0E\xD7\x94\x00\x20\x00\x01\x00\x00\x00\x00\xA8\xF5\x35\x2C\x00\x00\x00\x00\x4E\x08\x6D\x5B\x00\x00\x00\x00\xC7\x72\x89\xF5\x00\x00\x00\x00\xF0\x41\x00\x0D\x00\x00\x00\x00\x46\x5B\x53\x51\x00\x00\x00\x00\xBF\x6C\xC6\x2D\x00\x00\x00\x00\x45\x49\xCA\x47\x00\x00\x00\x00\x75\xF4\xF7\x3A\x00\x00\x00\x00\x47\xA7\x5B\x99\x00\x00\x00\x00\x46\xF3\x23\x1F\x00\x00\x00\x00\x0D\xEB\x65\x14\x00\x00\x00\x00\xA4\xB0\x5D\xDC\x00\x00\x00\x00\xE2\x08\xE0\xEC\x00\x00\x00\x00\xD2\x59\x40\x26\x00\x00\x00\x00\x05\x26\x83\x2B\x00\x00\x00\x00\xB8\x39\xA2\x17\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x00\x00\x08\xAF\x0E\xD7\x94\xAF\x0E\xD7\x94\x01\xAC\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xA8\xF5\x35\x2C\x00\x00\x00\x00\x4E\x08\x6D\x5B\x00\x00\x00\x00\xC7\x72\x89\xF5\x00\x00\x00\x00\xF0\x41\x00\x0D\x00\x00\x00\x00\x46\x5B\x53\x51\x00\x00\x00\x00\xBF\x6C\xC6\x2D\x00\x00\x00\x00\x45\x49\xCA\x47\x00\x00\x00\x00\x75\xF4\xF7\x3A\x00\x00\x00\x00\x47\xA7\x5B\x99\x00\x00\x00\x00\x46\xF3\x23\x1F\x00\x00\x00\x00\x0D\xEB\x65\x14\x00\x00\x00\x00\xA4\xB0\x5D\xDC\x00\x00\x00\x00\xE2\x08\xE0\xEC\x00\x00\x00\x00\xD2\x59\x40\x26\x00\x00\x00\x00\x05\x26\x83\x2B\x00\x00\x00\x00\xB8\x39\xA2\x17\x2D\xB1\xD6\x57\x60\xE8\x60\xE2\x48\x26\xFF\xE3\x2A\x29\x42\xF8\xD3\x29\xEE\x40\x2A\x06\xFC\x5B\x81\x7A\xC2\x02\x8E\x70\x32\xD7\xD4\x16\x7D\x0E\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72\xAB\x6D\xF5\xAE\xC3\xE1\x62\x64\xDE\x55\x3C\xB2\x6A\x05\xEB\x3C\xCE\x55\x07\x4E\x17\xD5\x48\xA3\xCD\x05\x1E\x7F\x5E\x04\x8E\x36\x06\xF3\xE1\x91\xD0\x97\x2D\xD4\x56\xA4\xBF\xE3\xEE\xB2\x53\xAE\xDC\x46\xE3\x51\x70\x9D\x98\x34\xE8\x38\x4C\x80\xBA\x2C\x26\xC0\x8E\xA9\x21\x76\xE4\xD5\x0D\x54\x02\xBD\x2B\x77\x24\x1B\xF2\x19\x1E\xD2\x97\x83\xE2\x54\x32\xA5\xAF\x07\xA3\xEF\xA4\xDD\x88\xF0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test53(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x1B6A0EF4), ('P4rIngress.aggregator.bitmap_seq.seq', 0xD4907D89)], 10262)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xD4907D89, 10262)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 10262)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 10262)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 10262)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 10262)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 10262)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 10262)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 10262)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 10262)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 10262)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 10262)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 10262)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 10262)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 10262)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 10262)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 10262)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 10262)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 10262)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 10262)
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
                gc.KeyTuple('job_id', 0x5978),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000816),
                gc.DataTuple('slot_count', 0x00000B0F),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3755CC87),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0xF2F51352),
                gc.KeyTuple('src_port', 0x98DA),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x5978),
                gc.DataTuple('rank', 0x0001),
                gc.DataTuple('worker_index', 0x0004),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF2\xF5\x13\x52\x00\x00\x00\x00\x98\xDA\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x59\x78\x00\x01\x37\x55\xCC\x87\x00\x00\x05\x64\x1C\x46\x3F\xE9\x00\x20\x00\x00\x00\x00\x00\x00\x06\xEF\x2B\x46\x00\x00\x00\x00\xA7\x8B\x6D\x06\x00\x00\x00\x00\x5E\x54\x07\x44\x00\x00\x00\x00\xDA\xC2\x0A\xDD\x00\x00\x00\x00\xD0\xB0\x05\x4C\x00\x00\x00\x00\x31\xDF\xDF\xE5\x00\x00\x00\x00\x7E\xC9\xDE\xCA\x00\x00\x00\x00\x4F\x7E\x9E\xB3\x00\x00\x00\x00\x4B\x25\x22\xC3\x00\x00\x00\x00\x80\x90\x2F\xFF\x00\x00\x00\x00\xCD\x2F\x0D\xEA\x00\x00\x00\x00\x46\xB9\x01\x5C\x00\x00\x00\x00\xB4\x19\x59\xD5\x00\x00\x00\x00\x35\xD5\x99\x13\x00\x00\x00\x00\x4D\x6F\x67\x60\x00\x00\x00\x00\x22\x5B\xC4\xBE\xBA\xE6\xB0\xD9\xF3\xE7\x35\x87\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2\x1C\x73\xC3\x6D\x30\x88\xCC\xDE\x8D\x52\xB8\xF9\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0\x5E\xFE\x0B\xFE\x84\x30\x60\x42\x16\x56\x2E\x6E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5\xA0\x07\xEF\x34\xAC\x37\x7E\xF6\x15\x93\x92\xE0\xCF\xBC\x57\x36\x1B\x99\xB1\x10\xE3\xF4\xF5\xD2\xAA\x8B\x4D\x65\x78\xD8\x5A\xDF\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7\x39\x78\x67\x98\x66\x1A\x92\x94\x9E\x7F\x9E\xD3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF2\xF5\x13\x52\xBE\xEF\x98\xDA\x00\xA0\x00\x00\x50\x34\x02\x82\x59\x78\x00\x01\x37\x55\xCC\x87\x00\x00\x01\x64\x1C\x46\x3F\xE9\x00\x20\x00\x01\x00\x00\x00\x00\x06\xEF\x2B\x46\x00\x00\x00\x00\xA7\x8B\x6D\x06\x00\x00\x00\x00\x5E\x54\x07\x44\x00\x00\x00\x00\xDA\xC2\x0A\xDD\x00\x00\x00\x00\xD0\xB0\x05\x4C\x00\x00\x00\x00\x31\xDF\xDF\xE5\x00\x00\x00\x00\x7E\xC9\xDE\xCA\x00\x00\x00\x00\x4F\x7E\x9E\xB3\x00\x00\x00\x00\x4B\x25\x22\xC3\x00\x00\x00\x00\x80\x90\x2F\xFF\x00\x00\x00\x00\xCD\x2F\x0D\xEA\x00\x00\x00\x00\x46\xB9\x01\x5C\x00\x00\x00\x00\xB4\x19\x59\xD5\x00\x00\x00\x00\x35\xD5\x99\x13\x00\x00\x00\x00\x4D\x6F\x67\x60\x00\x00\x00\x00\x22\x5B\xC4\xBE\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x00\x00\x02\x1C\x46\x3F\xE9\x1C\x46\x3F\xE9\x01\x64\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x06\xEF\x2B\x46\x00\x00\x00\x00\xA7\x8B\x6D\x06\x00\x00\x00\x00\x5E\x54\x07\x44\x00\x00\x00\x00\xDA\xC2\x0A\xDD\x00\x00\x00\x00\xD0\xB0\x05\x4C\x00\x00\x00\x00\x31\xDF\xDF\xE5\x00\x00\x00\x00\x7E\xC9\xDE\xCA\x00\x00\x00\x00\x4F\x7E\x9E\xB3\x00\x00\x00\x00\x4B\x25\x22\xC3\x00\x00\x00\x00\x80\x90\x2F\xFF\x00\x00\x00\x00\xCD\x2F\x0D\xEA\x00\x00\x00\x00\x46\xB9\x01\x5C\x00\x00\x00\x00\xB4\x19\x59\xD5\x00\x00\x00\x00\x35\xD5\x99\x13\x00\x00\x00\x00\x4D\x6F\x67\x60\x00\x00\x00\x00\x22\x5B\xC4\xBE\xBA\xE6\xB0\xD9\xF3\xE7\x35\x87\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2\x1C\x73\xC3\x6D\x30\x88\xCC\xDE\x8D\x52\xB8\xF9\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0\x5E\xFE\x0B\xFE\x84\x30\x60\x42\x16\x56\x2E\x6E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5\xA0\x07\xEF\x34\xAC\x37\x7E\xF6\x15\x93\x92\xE0\xCF\xBC\x57\x36\x1B\x99\xB1\x10\xE3\xF4\xF5\xD2\xAA\x8B\x4D\x65\x78\xD8\x5A\xDF\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7\x39\x78\x67\x98\x66\x1A\x92\x94\x9E\x7F\x9E\xD3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test54(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x6132CDA1), ('P4rIngress.aggregator.bitmap_seq.seq', 0x03353362)], 13327)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x03353362, 13327)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 13327)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 13327)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 13327)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 13327)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 13327)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 13327)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 13327)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 13327)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 13327)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 13327)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 13327)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 13327)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 13327)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 13327)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 13327)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 13327)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 13327)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 13327)
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
                gc.KeyTuple('job_id', 0x193D),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001126),
                gc.DataTuple('slot_count', 0x00000B16),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5F702C3E),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x037),
                gc.KeyTuple('src_addr', 0xA3FFEE97),
                gc.KeyTuple('src_port', 0xCD18),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x193D),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x008D),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA3\xFF\xEE\x97\x00\x00\x00\x00\xCD\x18\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x19\x3D\x00\x0F\x5F\x70\x2C\x3E\x02\xE9\x05\xCE\x6E\x33\x46\xCC\x00\x20\x00\x00\x00\x00\x00\x00\x1D\x6B\x0B\x9E\x00\x00\x00\x00\x45\x5B\xE3\xDC\x00\x00\x00\x00\x2E\x74\xB2\x72\x00\x00\x00\x00\x8D\x90\x21\xDC\x00\x00\x00\x00\xC2\xF6\xB4\x94\x00\x00\x00\x00\xAC\xCC\x2D\xD4\x00\x00\x00\x00\xBB\x97\x82\x1A\x00\x00\x00\x00\x3C\x7F\x02\xB1\x00\x00\x00\x00\x35\x8F\xBE\x66\x00\x00\x00\x00\x0F\x51\xF2\x5A\x00\x00\x00\x00\x75\x88\x46\xF9\x00\x00\x00\x00\x6B\xC5\xB4\xCB\x00\x00\x00\x00\xFF\xBB\x74\x23\x00\x00\x00\x00\xE8\xB6\xE5\x54\x00\x00\x00\x00\xC6\x4A\x46\x14\x00\x00\x00\x00\xB7\x94\xE2\xF1\xDA\xA6\xF7\xD5\x02\x33\xD4\x9E\x00\xD5\x61\x28\x7F\x15\xB5\x92\x7E\xA6\xB9\x15\x05\x8D\xAD\xD4\xC8\x09\xC2\xE7\xCA\xF2\x59\x67\x39\x49\x1C\x1D\xA1\x7A\xD0\x14\xC2\x9E\xE0\xA6\x3E\xE6\x97\x0A\xA5\x02\x08\x5B\x14\x1E\x75\x09\x69\xF2\x47\xB8\x3D\xB1\x42\x12\xFF\x44\x28\xEA\x0C\xCA\xB7\x97\x4B\x92\x46\x85\x0E\x82\x2B\xE0\x87\xC5\x0A\xFE\xDD\x2A\xF0\xCA\x9B\x57\x89\xF4\x54\x3C\x89\x46\x7B\x8D\x64\x66\xD0\xAE\x9B\xE4\xFE\x72\xA1\x3C\x55\x8C\x69\xC7\xF3\x59\x8D\x5B\x8F\x4F\x9E\x8D\x66\xD1\xD0\xCD\xDA\xE5\x24\x68\xBF\x60\x1E\x2F\xD9\x27\x71\xBB\x88\x9E\x6C\xA0\x81\xF7\x73\xEA\x8C\x62\x58\xFD\x81\x66\x12\x38\xCF\xB7\xB8\x00\x1B\x94\x03\x34\xB9\xA3\xD7\x58\xA4\xA9\x13\xC1\xEB\xA6\xCB\x5F\x0B\xED\x75\xF1\xC4\x12\xCE\xE4\xD2\xD8\x97\x08\xC4\x95\x17\xF6\xB7\xA6\x9C\xE0\x8F\xD6\xEC\x2E\x15\x9B\x81\x4F\xCB\xE0\x09\x0D\xA6\x52\xCF\x88\x4D\x7A\x56\xA1\xCB\x4F\xC5\xED\xE6\xAA\xF7\x69\x57\x09\x77\x32\xA8\x31\x39\x27\xD9\xA6\x5F\xEC\x16\x6A\x3A\xC9\xA2\x2B\x51\x9E\xE3\xBA\x8C\x96\xD3\x6A\xE9\xF4\x18\xB0\x5E\x97\xA2\x9C\x08\x51\x69\xF2\xED\xA7\x0C\xFB\x3D\xB7\x48\x77\x7A\xB1\x3F\x15\xDC\x20\xCA\xCC\x53\x93\xA6\x07\x18\x1D\xC5\x8A\x84\x41\x53\xE4\x6C\x10\x69\xDE\x37\xDF\xBD\x5D\x47\x0E\x43\xBA\x97\xA3\xC4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA3\xFF\xEE\x97\x00\x00\x00\x00\xCD\x18\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x19\x3D\x00\x0F\x5F\x70\x2C\x3E\x02\xE9\x05\xCE\x6E\x33\x46\xCC\x00\x20\x00\x00\x00\x00\x00\x00\x1D\x6B\x0B\x9E\x00\x00\x00\x00\x45\x5B\xE3\xDC\x00\x00\x00\x00\x2E\x74\xB2\x72\x00\x00\x00\x00\x8D\x90\x21\xDC\x00\x00\x00\x00\xC2\xF6\xB4\x94\x00\x00\x00\x00\xAC\xCC\x2D\xD4\x00\x00\x00\x00\xBB\x97\x82\x1A\x00\x00\x00\x00\x3C\x7F\x02\xB1\x00\x00\x00\x00\x35\x8F\xBE\x66\x00\x00\x00\x00\x0F\x51\xF2\x5A\x00\x00\x00\x00\x75\x88\x46\xF9\x00\x00\x00\x00\x6B\xC5\xB4\xCB\x00\x00\x00\x00\xFF\xBB\x74\x23\x00\x00\x00\x00\xE8\xB6\xE5\x54\x00\x00\x00\x00\xC6\x4A\x46\x14\x00\x00\x00\x00\xB7\x94\xE2\xF1\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x00\x80\x00\x6E\x33\x46\xCC\x6E\x33\x46\xCC\x01\xCE\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x1D\x6B\x0B\x9E\x00\x00\x00\x00\x45\x5B\xE3\xDC\x00\x00\x00\x00\x2E\x74\xB2\x72\x00\x00\x00\x00\x8D\x90\x21\xDC\x00\x00\x00\x00\xC2\xF6\xB4\x94\x00\x00\x00\x00\xAC\xCC\x2D\xD4\x00\x00\x00\x00\xBB\x97\x82\x1A\x00\x00\x00\x00\x3C\x7F\x02\xB1\x00\x00\x00\x00\x35\x8F\xBE\x66\x00\x00\x00\x00\x0F\x51\xF2\x5A\x00\x00\x00\x00\x75\x88\x46\xF9\x00\x00\x00\x00\x6B\xC5\xB4\xCB\x00\x00\x00\x00\xFF\xBB\x74\x23\x00\x00\x00\x00\xE8\xB6\xE5\x54\x00\x00\x00\x00\xC6\x4A\x46\x14\x00\x00\x00\x00\xB7\x94\xE2\xF1\xDA\xA6\xF7\xD5\x02\x33\xD4\x9E\x00\xD5\x61\x28\x7F\x15\xB5\x92\x7E\xA6\xB9\x15\x05\x8D\xAD\xD4\xC8\x09\xC2\xE7\xCA\xF2\x59\x67\x39\x49\x1C\x1D\xA1\x7A\xD0\x14\xC2\x9E\xE0\xA6\x3E\xE6\x97\x0A\xA5\x02\x08\x5B\x14\x1E\x75\x09\x69\xF2\x47\xB8\x3D\xB1\x42\x12\xFF\x44\x28\xEA\x0C\xCA\xB7\x97\x4B\x92\x46\x85\x0E\x82\x2B\xE0\x87\xC5\x0A\xFE\xDD\x2A\xF0\xCA\x9B\x57\x89\xF4\x54\x3C\x89\x46\x7B\x8D\x64\x66\xD0\xAE\x9B\xE4\xFE\x72\xA1\x3C\x55\x8C\x69\xC7\xF3\x59\x8D\x5B\x8F\x4F\x9E\x8D\x66\xD1\xD0\xCD\xDA\xE5\x24\x68\xBF\x60\x1E\x2F\xD9\x27\x71\xBB\x88\x9E\x6C\xA0\x81\xF7\x73\xEA\x8C\x62\x58\xFD\x81\x66\x12\x38\xCF\xB7\xB8\x00\x1B\x94\x03\x34\xB9\xA3\xD7\x58\xA4\xA9\x13\xC1\xEB\xA6\xCB\x5F\x0B\xED\x75\xF1\xC4\x12\xCE\xE4\xD2\xD8\x97\x08\xC4\x95\x17\xF6\xB7\xA6\x9C\xE0\x8F\xD6\xEC\x2E\x15\x9B\x81\x4F\xCB\xE0\x09\x0D\xA6\x52\xCF\x88\x4D\x7A\x56\xA1\xCB\x4F\xC5\xED\xE6\xAA\xF7\x69\x57\x09\x77\x32\xA8\x31\x39\x27\xD9\xA6\x5F\xEC\x16\x6A\x3A\xC9\xA2\x2B\x51\x9E\xE3\xBA\x8C\x96\xD3\x6A\xE9\xF4\x18\xB0\x5E\x97\xA2\x9C\x08\x51\x69\xF2\xED\xA7\x0C\xFB\x3D\xB7\x48\x77\x7A\xB1\x3F\x15\xDC\x20\xCA\xCC\x53\x93\xA6\x07\x18\x1D\xC5\x8A\x84\x41\x53\xE4\x6C\x10\x69\xDE\x37\xDF\xBD\x5D\x47\x0E\x43\xBA\x97\xA3\xC4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test55(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xFD4F58BF), ('P4rIngress.aggregator.bitmap_seq.seq', 0x70000000)], 13395)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x70000000, 13395)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 13395)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 13395)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 13395)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 13395)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 13395)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 13395)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 13395)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 13395)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 13395)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 13395)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 13395)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 13395)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 13395)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 13395)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 13395)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 13395)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 13395)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 13395)
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
                gc.KeyTuple('job_id', 0x17F9),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F13),
                gc.DataTuple('slot_count', 0x00000656),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x25484D5A),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x038),
                gc.KeyTuple('src_addr', 0xEF02B32D),
                gc.KeyTuple('src_port', 0x1B62),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x17F9),
                gc.DataTuple('rank', 0x0005),
                gc.DataTuple('worker_index', 0x006D),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEF\x02\xB3\x2D\x00\x00\x00\x00\x1B\x62\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x17\xF9\x00\x05\x25\x48\x4D\x5A\x05\x40\x01\x09\xA7\xAC\x7B\xA0\x00\x20\x00\x00\x00\x00\x00\x00\x2B\x68\x5C\xEE\x00\x00\x00\x00\xF2\x3E\x7C\x10\x00\x00\x00\x00\x41\xA7\xA2\xC0\x00\x00\x00\x00\x1C\x52\xB0\x6B\x00\x00\x00\x00\xD3\xB8\x5B\x93\x00\x00\x00\x00\xE2\x84\x1E\x4C\x00\x00\x00\x00\x61\xA0\x7D\x31\x00\x00\x00\x00\xAD\x82\x74\x82\x00\x00\x00\x00\x59\x58\x2B\xEE\x00\x00\x00\x00\x14\x68\x76\xFD\x00\x00\x00\x00\xFF\xD2\xEA\xC3\x00\x00\x00\x00\x1D\xEC\x44\xDC\x00\x00\x00\x00\xC1\x52\x7A\xC3\x00\x00\x00\x00\xA8\x3E\x19\xE8\x00\x00\x00\x00\xED\x30\x48\x68\x00\x00\x00\x00\x04\xC2\x01\x1D\x20\x5D\xC6\xB0\xBE\x12\xE1\x2C\x37\xDD\xFB\x2C\x16\x86\x39\x1A\xF2\x7C\x25\x8E\xE2\x48\xFD\x21\x04\x91\xEC\xA1\x32\xD3\xC1\x17\x25\x17\x44\x5D\x20\xF0\xB7\x96\x61\x28\x98\x4F\xF9\xDB\xDB\xE7\x26\xCE\xB3\x6C\x86\xE3\xD2\xC2\x83\xEA\xD2\xF8\x4E\x70\xE5\x63\xE8\x63\x33\x3D\x79\x7B\x32\xBE\x0C\xD7\x22\x45\x88\xDD\xDB\xB5\xF3\x07\x5F\x62\x98\xC0\x49\xA1\xB1\xE5\xBB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xEF\x02\xB3\x2D\xBE\xEF\x1B\x62\x00\xA0\x00\x00\x50\x34\x02\x82\x17\xF9\x00\x05\x25\x48\x4D\x5A\x05\x40\x01\x09\xA7\xAC\x7B\xA0\x00\x20\x00\x01\x00\x00\x00\x00\x2B\x68\x5C\xEE\x00\x00\x00\x00\xF2\x3E\x7C\x10\x00\x00\x00\x00\x41\xA7\xA2\xC0\x00\x00\x00\x00\x1C\x52\xB0\x6B\x00\x00\x00\x00\xD3\xB8\x5B\x93\x00\x00\x00\x00\xE2\x84\x1E\x4C\x00\x00\x00\x00\x61\xA0\x7D\x31\x00\x00\x00\x00\xAD\x82\x74\x82\x00\x00\x00\x00\x59\x58\x2B\xEE\x00\x00\x00\x00\x14\x68\x76\xFD\x00\x00\x00\x00\xFF\xD2\xEA\xC3\x00\x00\x00\x00\x1D\xEC\x44\xDC\x00\x00\x00\x00\xC1\x52\x7A\xC3\x00\x00\x00\x00\xA8\x3E\x19\xE8\x00\x00\x00\x00\xED\x30\x48\x68\x00\x00\x00\x00\x04\xC2\x01\x1D\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x00\x00\x20\xA7\xAC\x7B\xA0\xA7\xAC\x7B\xA0\x01\x09\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x2B\x68\x5C\xEE\x00\x00\x00\x00\xF2\x3E\x7C\x10\x00\x00\x00\x00\x41\xA7\xA2\xC0\x00\x00\x00\x00\x1C\x52\xB0\x6B\x00\x00\x00\x00\xD3\xB8\x5B\x93\x00\x00\x00\x00\xE2\x84\x1E\x4C\x00\x00\x00\x00\x61\xA0\x7D\x31\x00\x00\x00\x00\xAD\x82\x74\x82\x00\x00\x00\x00\x59\x58\x2B\xEE\x00\x00\x00\x00\x14\x68\x76\xFD\x00\x00\x00\x00\xFF\xD2\xEA\xC3\x00\x00\x00\x00\x1D\xEC\x44\xDC\x00\x00\x00\x00\xC1\x52\x7A\xC3\x00\x00\x00\x00\xA8\x3E\x19\xE8\x00\x00\x00\x00\xED\x30\x48\x68\x00\x00\x00\x00\x04\xC2\x01\x1D\x20\x5D\xC6\xB0\xBE\x12\xE1\x2C\x37\xDD\xFB\x2C\x16\x86\x39\x1A\xF2\x7C\x25\x8E\xE2\x48\xFD\x21\x04\x91\xEC\xA1\x32\xD3\xC1\x17\x25\x17\x44\x5D\x20\xF0\xB7\x96\x61\x28\x98\x4F\xF9\xDB\xDB\xE7\x26\xCE\xB3\x6C\x86\xE3\xD2\xC2\x83\xEA\xD2\xF8\x4E\x70\xE5\x63\xE8\x63\x33\x3D\x79\x7B\x32\xBE\x0C\xD7\x22\x45\x88\xDD\xDB\xB5\xF3\x07\x5F\x62\x98\xC0\x49\xA1\xB1\xE5\xBB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test56(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xCC5AA221), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC64B241B)], 13918)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC64B241B, 13918)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 13918)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 13918)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 13918)
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
                gc.KeyTuple('job_id', 0x80B6),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A5E),
                gc.DataTuple('slot_count', 0x0000138C),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCB634D66),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00F),
                gc.KeyTuple('src_addr', 0xF28405B4),
                gc.KeyTuple('src_port', 0x29EF),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x80B6),
                gc.DataTuple('rank', 0x0005),
                gc.DataTuple('worker_index', 0x03AA),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF2\x84\x05\xB4\x00\x00\x00\x00\x29\xEF\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x80\xB6\x00\x05\xCB\x63\x4D\x66\x0C\x00\x01\xE3\x14\x8C\x4A\xCB\x00\x20\x00\x00\x00\x00\x00\x00\xEC\xC8\xEF\x48\x00\x00\x00\x00\xE7\x21\x34\x72\x00\x00\x00\x00\xB2\x82\xFF\x3C\x00\x00\x00\x00\x4D\x26\x10\x43\x00\x00\x00\x00\x58\xB0\x2C\x76\x00\x00\x00\x00\x57\x5A\xF8\x73\x00\x00\x00\x00\x62\x48\xF5\x2F\x00\x00\x00\x00\x90\x06\xB3\xE0\x00\x00\x00\x00\xEC\x31\x66\xBE\x00\x00\x00\x00\x97\x05\x9A\x7A\x00\x00\x00\x00\x17\x2F\x41\x76\x00\x00\x00\x00\x5C\x81\x24\x63\x00\x00\x00\x00\x32\xC3\xD5\x47\x00\x00\x00\x00\xD3\xDC\x06\x30\x00\x00\x00\x00\x7B\x69\x95\x70\x00\x00\x00\x00\x54\x42\xFE\xAA\x9E\x7E\x9F\xF2\x79\x32\xA2\xEF\x37\xD1\xD4\x6F\xDB\x15\x25\x42\x05\x46\x4B\xE4\x73\x81\xAD\xEE\x3E\xB5\xE5\x03\x0B\x4F\x6E\x75\x63\x96\x13\x0B\x8C\x94\x69\xDC\x28\xDE\x2B\x83\xEC\x04\xBA\xCF\x85\x63\x94\x5D\xF6\x50\xA6\xCC\x89\x7B\xF3\xEC\x2D\x60\xF0\x4F\xB1\x19\x96\xD0\x68\xB9\xDC\xF2\xD5\xAA\x35\x35\x03\x49\xBE\x0B\x1F\xA3\xE8\xDB\x20\x14\x9A\xF9\xEA\xC0\x38\x5B\xBB\x0B\xCC\x9A\xFC\xEF\xDB\xAA\xA6\x00\xD0\xF9\x38\x88\x3F\x26\xC6\xB2\x37'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF2\x84\x05\xB4\x00\x00\x00\x00\x29\xEF\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x80\xB6\x00\x05\xCB\x63\x4D\x66\x0C\x00\x01\xE3\x14\x8C\x4A\xCB\x00\x20\x00\x00\x00\x00\x00\x00\xEC\xC8\xEF\x48\x00\x00\x00\x00\xE7\x21\x34\x72\x00\x00\x00\x00\xB2\x82\xFF\x3C\x00\x00\x00\x00\x4D\x26\x10\x43\x00\x00\x00\x00\x58\xB0\x2C\x76\x00\x00\x00\x00\x57\x5A\xF8\x73\x00\x00\x00\x00\x62\x48\xF5\x2F\x00\x00\x00\x00\x90\x06\xB3\xE0\x00\x00\x00\x00\xEC\x31\x66\xBE\x00\x00\x00\x00\x97\x05\x9A\x7A\x00\x00\x00\x00\x17\x2F\x41\x76\x00\x00\x00\x00\x5C\x81\x24\x63\x00\x00\x00\x00\x32\xC3\xD5\x47\x00\x00\x00\x00\xD3\xDC\x06\x30\x00\x00\x00\x00\x7B\x69\x95\x70\x00\x00\x00\x00\x54\x42\xFE\xAA\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x00\x00\x20\x14\x8C\x4A\xCB\x14\x8C\x4A\xCB\x01\xE3\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xEC\xC8\xEF\x48\x00\x00\x00\x00\xE7\x21\x34\x72\x00\x00\x00\x00\xB2\x82\xFF\x3C\x00\x00\x00\x00\x4D\x26\x10\x43\x00\x00\x00\x00\x58\xB0\x2C\x76\x00\x00\x00\x00\x57\x5A\xF8\x73\x00\x00\x00\x00\x62\x48\xF5\x2F\x00\x00\x00\x00\x90\x06\xB3\xE0\x00\x00\x00\x00\xEC\x31\x66\xBE\x00\x00\x00\x00\x97\x05\x9A\x7A\x00\x00\x00\x00\x17\x2F\x41\x76\x00\x00\x00\x00\x5C\x81\x24\x63\x00\x00\x00\x00\x32\xC3\xD5\x47\x00\x00\x00\x00\xD3\xDC\x06\x30\x00\x00\x00\x00\x7B\x69\x95\x70\x00\x00\x00\x00\x54\x42\xFE\xAA\x9E\x7E\x9F\xF2\x79\x32\xA2\xEF\x37\xD1\xD4\x6F\xDB\x15\x25\x42\x05\x46\x4B\xE4\x73\x81\xAD\xEE\x3E\xB5\xE5\x03\x0B\x4F\x6E\x75\x63\x96\x13\x0B\x8C\x94\x69\xDC\x28\xDE\x2B\x83\xEC\x04\xBA\xCF\x85\x63\x94\x5D\xF6\x50\xA6\xCC\x89\x7B\xF3\xEC\x2D\x60\xF0\x4F\xB1\x19\x96\xD0\x68\xB9\xDC\xF2\xD5\xAA\x35\x35\x03\x49\xBE\x0B\x1F\xA3\xE8\xDB\x20\x14\x9A\xF9\xEA\xC0\x38\x5B\xBB\x0B\xCC\x9A\xFC\xEF\xDB\xAA\xA6\x00\xD0\xF9\x38\x88\x3F\x26\xC6\xB2\x37'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test57(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x3D\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x51\x00\x00\x00\x00\x00\x00\x20\x00\x00\xB9\xA4\x85'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test58(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xEEA6C798), ('P4rIngress.aggregator.bitmap_seq.seq', 0x86800000)], 11389)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x86800000, 11389)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 11389)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 11389)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 11389)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 11389)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 11389)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 11389)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 11389)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 11389)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 11389)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 11389)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 11389)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 11389)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 11389)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 11389)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 11389)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 11389)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 11389)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 11389)
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
                gc.KeyTuple('job_id', 0xBD73),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000091A),
                gc.DataTuple('slot_count', 0x00000DA1),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF64C5E72),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x015),
                gc.KeyTuple('src_addr', 0x7E0CB14A),
                gc.KeyTuple('src_port', 0x2346),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xBD73),
                gc.DataTuple('rank', 0x0008),
                gc.DataTuple('worker_index', 0x0103),
            ]
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
        ig_port = 21
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7E\x0C\xB1\x4A\x00\x00\x00\x00\x23\x46\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xBD\x73\x00\x08\xF6\x4C\x5E\x72\x03\x63\x05\x34\xD3\x5B\x97\x3B\x00\x20\x00\x00\x00\x00\x00\x00\x95\xF6\x69\x09\x00\x00\x00\x00\xC2\x3A\x3B\x2D\x00\x00\x00\x00\x68\xE9\x56\x12\x00\x00\x00\x00\x55\x59\x27\x8F\x00\x00\x00\x00\xB4\x69\x7E\xDD\x00\x00\x00\x00\xCF\xF8\x1F\xF0\x00\x00\x00\x00\xE4\xDC\x9A\x31\x00\x00\x00\x00\x42\xF1\x48\x99\x00\x00\x00\x00\xF8\xBA\x51\xE0\x00\x00\x00\x00\xA3\x96\xBB\xFE\x00\x00\x00\x00\x6D\x31\xB5\xA7\x00\x00\x00\x00\xCF\x65\xDA\x51\x00\x00\x00\x00\xF9\xDF\x6F\xD7\x00\x00\x00\x00\x44\x8A\x51\x4E\x00\x00\x00\x00\x8C\xB9\x42\x37\x00\x00\x00\x00\x9F\xA9\x81\x3D\xE7\x89\x0E\xB8\xCA\xF6\x3E\x64\x49\xE7\x25\x8E\xA8\x5F\xDC\xB6\x3D\xEA\x79\x75\x0D\x6A\xBA\x13\xB6\x4A\x72\x45\xBF\x32\xBC\x84\xE9\x41\x01\xCF\x27\xF4\x24\xE1\xC4\xCD\x9F\x0D\x55\x83\x7F\x38\x08\x2D\x8F\x98\x52\xFE\xF8\xF7\xB0\x9E\x84\xC3\x3C\xBD\x44\x88\x64\x36\xE7\x2B\x78\x4A\x58\x84\xBC\x64\x13\x3F\xAF\xDE\xC9\x1B\xA6\xEE\x4C\x82\xD2\x7C\xC9\x27\xF1\xEE\xC9\x9D\x87\x4F\x9F\xDE\x25\x07\x3A\xE8\x8F\x62\xCA\xFC\xA8\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C\x84\xEA\x38\x82\x83\xF0\xD7\x4C\xED\xB7\x52\xFC\xBD\x48\x84\x9C\x8A\x8F\xDA\x1F\x88\x9D\x39\xDD\xF2\x21\xF6\x38\xC6\xE8\x6F\x83\xDA\x7D\xEC\x18\x15\x4B\xEE\xA4\x40\x0D\xD1\x4E\x80\x9C\xF5\x8D\xC8\x7D\x3D\x99\xCC\xB6\x92\x8E\xBF\x44\x65\xA0\x38\x21\xF1\x1B\x9A\xF6\xAF\xED\x3F\xDC\xC1\x5E\xF6\xA4\x95\xA9\x53\xAB\x2C\xFA\xE1\x9A\x48\xD3\x42\x5C\x1E\x77\xDA\xB7\xC7\xEA\x7E\x0F\x80\x98'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7E\x0C\xB1\x4A\x00\x00\x00\x00\x23\x46\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xBD\x73\x00\x08\xF6\x4C\x5E\x72\x03\x63\x05\x34\xD3\x5B\x97\x3B\x00\x20\x00\x00\x00\x00\x00\x00\x95\xF6\x69\x09\x00\x00\x00\x00\xC2\x3A\x3B\x2D\x00\x00\x00\x00\x68\xE9\x56\x12\x00\x00\x00\x00\x55\x59\x27\x8F\x00\x00\x00\x00\xB4\x69\x7E\xDD\x00\x00\x00\x00\xCF\xF8\x1F\xF0\x00\x00\x00\x00\xE4\xDC\x9A\x31\x00\x00\x00\x00\x42\xF1\x48\x99\x00\x00\x00\x00\xF8\xBA\x51\xE0\x00\x00\x00\x00\xA3\x96\xBB\xFE\x00\x00\x00\x00\x6D\x31\xB5\xA7\x00\x00\x00\x00\xCF\x65\xDA\x51\x00\x00\x00\x00\xF9\xDF\x6F\xD7\x00\x00\x00\x00\x44\x8A\x51\x4E\x00\x00\x00\x00\x8C\xB9\x42\x37\x00\x00\x00\x00\x9F\xA9\x81\x3D\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x00\x01\x00\xD3\x5B\x97\x3B\xD3\x5B\x97\x3B\x01\x34\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x95\xF6\x69\x09\x00\x00\x00\x00\xC2\x3A\x3B\x2D\x00\x00\x00\x00\x68\xE9\x56\x12\x00\x00\x00\x00\x55\x59\x27\x8F\x00\x00\x00\x00\xB4\x69\x7E\xDD\x00\x00\x00\x00\xCF\xF8\x1F\xF0\x00\x00\x00\x00\xE4\xDC\x9A\x31\x00\x00\x00\x00\x42\xF1\x48\x99\x00\x00\x00\x00\xF8\xBA\x51\xE0\x00\x00\x00\x00\xA3\x96\xBB\xFE\x00\x00\x00\x00\x6D\x31\xB5\xA7\x00\x00\x00\x00\xCF\x65\xDA\x51\x00\x00\x00\x00\xF9\xDF\x6F\xD7\x00\x00\x00\x00\x44\x8A\x51\x4E\x00\x00\x00\x00\x8C\xB9\x42\x37\x00\x00\x00\x00\x9F\xA9\x81\x3D\xE7\x89\x0E\xB8\xCA\xF6\x3E\x64\x49\xE7\x25\x8E\xA8\x5F\xDC\xB6\x3D\xEA\x79\x75\x0D\x6A\xBA\x13\xB6\x4A\x72\x45\xBF\x32\xBC\x84\xE9\x41\x01\xCF\x27\xF4\x24\xE1\xC4\xCD\x9F\x0D\x55\x83\x7F\x38\x08\x2D\x8F\x98\x52\xFE\xF8\xF7\xB0\x9E\x84\xC3\x3C\xBD\x44\x88\x64\x36\xE7\x2B\x78\x4A\x58\x84\xBC\x64\x13\x3F\xAF\xDE\xC9\x1B\xA6\xEE\x4C\x82\xD2\x7C\xC9\x27\xF1\xEE\xC9\x9D\x87\x4F\x9F\xDE\x25\x07\x3A\xE8\x8F\x62\xCA\xFC\xA8\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C\x84\xEA\x38\x82\x83\xF0\xD7\x4C\xED\xB7\x52\xFC\xBD\x48\x84\x9C\x8A\x8F\xDA\x1F\x88\x9D\x39\xDD\xF2\x21\xF6\x38\xC6\xE8\x6F\x83\xDA\x7D\xEC\x18\x15\x4B\xEE\xA4\x40\x0D\xD1\x4E\x80\x9C\xF5\x8D\xC8\x7D\x3D\x99\xCC\xB6\x92\x8E\xBF\x44\x65\xA0\x38\x21\xF1\x1B\x9A\xF6\xAF\xED\x3F\xDC\xC1\x5E\xF6\xA4\x95\xA9\x53\xAB\x2C\xFA\xE1\x9A\x48\xD3\x42\x5C\x1E\x77\xDA\xB7\xC7\xEA\x7E\x0F\x80\x98'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test59(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xEA00336B), ('P4rIngress.aggregator.bitmap_seq.seq', 0x1F490000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x1F490000, 14173)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 14173)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 14173)
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
                gc.KeyTuple('job_id', 0x4B75),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000600),
                gc.DataTuple('slot_count', 0x000017EF),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB1ECC099),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0x232776BD),
                gc.KeyTuple('src_port', 0x88E8),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4B75),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x0072),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x23\x27\x76\xBD\x00\x00\x00\x00\x88\xE8\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4B\x75\x00\x11\xB1\xEC\xC0\x99\x11\x5D\x01\x7E\x7B\x96\x39\x8A\x00\x20\x00\x00\x00\x00\x00\x00\x17\x7E\x8D\x8C\x00\x00\x00\x00\x57\xF4\x84\xA2\x00\x00\x00\x00\xD4\x8B\xCA\xD4\x00\x00\x00\x00\x8E\x72\xDB\x10\x00\x00\x00\x00\xAE\x46\x00\x47\x00\x00\x00\x00\x0F\x5A\x56\xC4\x00\x00\x00\x00\x87\xDA\x1A\x6A\x00\x00\x00\x00\xE4\x58\x66\x31\x00\x00\x00\x00\xB2\xCE\x5B\xFC\x00\x00\x00\x00\xFD\x5B\x8D\x36\x00\x00\x00\x00\xE6\x05\x73\xCD\x00\x00\x00\x00\x20\x1E\xA9\x8F\x00\x00\x00\x00\x25\xFD\xCB\x88\x00\x00\x00\x00\xDF\x88\x77\xF0\x00\x00\x00\x00\x89\x81\x58\x62\x00\x00\x00\x00\x21\x4C\xC9\xD4\x1C\x27\x62\xA9\x30\xDD\xB7\xB8\x0C\x6B\x11\x55\xA4\x9F\x11\x71\x9A\xE5\xA3\x02\xDD\x44\x5E\xA7\x62\x12\x55\x2B\x41\x2D\x83\xB6\x91\xEA\x14\x79\x1D\x93\xE0\x0B\x37\xE2\xE4\x79\xCD\xBB\x02\x38\x78\xDA\x87\x40\x2E\x57\xC1\x32\xBD\x2F\x56\x2A\x0F\x8D\x0C\x5A\x6E\x18\x20\x1B\xE3\xC0\xC7\x87\x12\x34\x18\x84\x11\xD4\xE4\xA5\xC6\x08\x49\x30\x52\x11\x43\x1C\x5D\x17\x15\xB6\x48\x69\x2E\xF4\x94\x70\x27\x5B\x40\x1A\x70\x65\x35\xB0\x44\x12\xDC\xE9\x6A\x26\x84\x38\x86\x84\x53\x66\x27\x0C\xA5\x3D\xCB\x56\xFE\xD2\xA7\x0A\xB8\x7D\x18\x7B\x28\xD3\x92\x11\xDD\x7E\x6D\xCE\x68\x70\x2E\xD1\xC1\x78\x9A\xBA\xA6\x29\xE0\x4C\xF6\x3C\xD1\x4C\x22\xAE\x59\xA0\xC6\x21\x6D\x7E\xE1\xB2\xDD\x65\x7E\x94\x2A\x37\x95\xD9\x25\x9A\x26\x48\x17\xD8\x07\xAC\x7F\x47\xEC\xB3\xBA\x8F\xF5\x9A\x71\xF6\xC3\x31\x1F\x69\x74\x8C\x9A\x8D\x4F\x8B\xD7\x7B\xCC\xAB\xF8\xED\x45\x77\x4D\xF8\x8E\xE9\xF5\xEB\x88\x18\x77\x63\x37\xA5\x6C\x0D\x15\x9A\xB9\x3C\x26\xD9\x79\xB9\x1C\xA6\x2D\x62\x6F\x9B\x11\xA4\x0B\xF7\xEC\x9B\xD3\x08\x0E\xBC\x0D\xC3\x76\x98\xA6\x4A\x31\x77\x02\xE0\x26\xB9\x1A\x4B\x88\xFD\x5D\x6F\x4D\x39\x57\xE9\xFC\x0A\xA4\x9B\xE3\x69\x23\xD9\x07\x4B\x78\xCC\xCE\x7A\xD7\x53\x2E\x6F\x06\x4A\x7E\xA1\x59\x21\x4E\xFF\x75\x58\x12'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x23\x27\x76\xBD\x00\x00\x00\x00\x88\xE8\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4B\x75\x00\x11\xB1\xEC\xC0\x99\x11\x5D\x01\x7E\x7B\x96\x39\x8A\x00\x20\x00\x00\x00\x00\x00\x00\x17\x7E\x8D\x8C\x00\x00\x00\x00\x57\xF4\x84\xA2\x00\x00\x00\x00\xD4\x8B\xCA\xD4\x00\x00\x00\x00\x8E\x72\xDB\x10\x00\x00\x00\x00\xAE\x46\x00\x47\x00\x00\x00\x00\x0F\x5A\x56\xC4\x00\x00\x00\x00\x87\xDA\x1A\x6A\x00\x00\x00\x00\xE4\x58\x66\x31\x00\x00\x00\x00\xB2\xCE\x5B\xFC\x00\x00\x00\x00\xFD\x5B\x8D\x36\x00\x00\x00\x00\xE6\x05\x73\xCD\x00\x00\x00\x00\x20\x1E\xA9\x8F\x00\x00\x00\x00\x25\xFD\xCB\x88\x00\x00\x00\x00\xDF\x88\x77\xF0\x00\x00\x00\x00\x89\x81\x58\x62\x00\x00\x00\x00\x21\x4C\xC9\xD4\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x02\x00\x00\x7B\x96\x39\x8A\x7B\x96\x39\x8A\x01\x7E\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x17\x7E\x8D\x8C\x00\x00\x00\x00\x57\xF4\x84\xA2\x00\x00\x00\x00\xD4\x8B\xCA\xD4\x00\x00\x00\x00\x8E\x72\xDB\x10\x00\x00\x00\x00\xAE\x46\x00\x47\x00\x00\x00\x00\x0F\x5A\x56\xC4\x00\x00\x00\x00\x87\xDA\x1A\x6A\x00\x00\x00\x00\xE4\x58\x66\x31\x00\x00\x00\x00\xB2\xCE\x5B\xFC\x00\x00\x00\x00\xFD\x5B\x8D\x36\x00\x00\x00\x00\xE6\x05\x73\xCD\x00\x00\x00\x00\x20\x1E\xA9\x8F\x00\x00\x00\x00\x25\xFD\xCB\x88\x00\x00\x00\x00\xDF\x88\x77\xF0\x00\x00\x00\x00\x89\x81\x58\x62\x00\x00\x00\x00\x21\x4C\xC9\xD4\x1C\x27\x62\xA9\x30\xDD\xB7\xB8\x0C\x6B\x11\x55\xA4\x9F\x11\x71\x9A\xE5\xA3\x02\xDD\x44\x5E\xA7\x62\x12\x55\x2B\x41\x2D\x83\xB6\x91\xEA\x14\x79\x1D\x93\xE0\x0B\x37\xE2\xE4\x79\xCD\xBB\x02\x38\x78\xDA\x87\x40\x2E\x57\xC1\x32\xBD\x2F\x56\x2A\x0F\x8D\x0C\x5A\x6E\x18\x20\x1B\xE3\xC0\xC7\x87\x12\x34\x18\x84\x11\xD4\xE4\xA5\xC6\x08\x49\x30\x52\x11\x43\x1C\x5D\x17\x15\xB6\x48\x69\x2E\xF4\x94\x70\x27\x5B\x40\x1A\x70\x65\x35\xB0\x44\x12\xDC\xE9\x6A\x26\x84\x38\x86\x84\x53\x66\x27\x0C\xA5\x3D\xCB\x56\xFE\xD2\xA7\x0A\xB8\x7D\x18\x7B\x28\xD3\x92\x11\xDD\x7E\x6D\xCE\x68\x70\x2E\xD1\xC1\x78\x9A\xBA\xA6\x29\xE0\x4C\xF6\x3C\xD1\x4C\x22\xAE\x59\xA0\xC6\x21\x6D\x7E\xE1\xB2\xDD\x65\x7E\x94\x2A\x37\x95\xD9\x25\x9A\x26\x48\x17\xD8\x07\xAC\x7F\x47\xEC\xB3\xBA\x8F\xF5\x9A\x71\xF6\xC3\x31\x1F\x69\x74\x8C\x9A\x8D\x4F\x8B\xD7\x7B\xCC\xAB\xF8\xED\x45\x77\x4D\xF8\x8E\xE9\xF5\xEB\x88\x18\x77\x63\x37\xA5\x6C\x0D\x15\x9A\xB9\x3C\x26\xD9\x79\xB9\x1C\xA6\x2D\x62\x6F\x9B\x11\xA4\x0B\xF7\xEC\x9B\xD3\x08\x0E\xBC\x0D\xC3\x76\x98\xA6\x4A\x31\x77\x02\xE0\x26\xB9\x1A\x4B\x88\xFD\x5D\x6F\x4D\x39\x57\xE9\xFC\x0A\xA4\x9B\xE3\x69\x23\xD9\x07\x4B\x78\xCC\xCE\x7A\xD7\x53\x2E\x6F\x06\x4A\x7E\xA1\x59\x21\x4E\xFF\x75\x58\x12'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test60(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xBC\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x6C\x00\x00\x00\x00\x00\x00\x20\x00\x00\x07\xDD\x86\xD6\x35\x61\xE3\x3A\x37\x49\x91\xEB\x03\xE7\x77\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08\xEF\x6E\xC1\xCF\xFA\x6F\x84\xC7\x7B\x6E\x70\x7F\xED\xC2\xA1\x94\x6A\xA4\x1D\xF8\xC0\xDC\x5C\xAF\x60\xFB\x14\x43\xE9\x4D\x52\xB3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()

