# PTF test for /tmp/wt38/regen/work/k32/kind9/main
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

logger = logging.getLogger('/tmp/wt38/regen/work/k32/kind9/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/wt38/regen/work/k32/kind9/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/wt38/regen/work/k32/kind9/main')

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
        ig_port = 50
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x20\x00\x00\x92\x90\xDF\x9C\x57\x0D\xA9\x2A\xEF\x95\x9A\x86\x8F\x7D\xD7\xBD\x17\x4C\x86\xAF\x0A\x43\xFA\xDD\xA2\xE9\x13\x25\x20\x36\x2D\x42\x88\xEA\xB7\x6C\xA6\xAD\xC8\x2A\x53\x15\x68\x51\x39\x04\xF5\x3B\xA5\x86\x59\x40\x9B\x21\x49\x8D\x64\x1E\x96\xED\x7D\x49\xAB\xA5\x17\xE7\x43\x44\x7E\x4B\x2A\x4B\xE7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test2(AbstractTest):
    # Current statement coverage: 0.055

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
    # Current statement coverage: 0.059

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
    # Current statement coverage: 0.059

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
    # Current statement coverage: 0.06

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
    # Current statement coverage: 0.06

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
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x890CB860), ('P4rIngress.aggregator.bitmap_seq.seq', 0x80000000)], 3194)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x80000000, 3194)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x07), ('P4rIngress.aggregator.count_exp.exponent', 0xC5)], 3194)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 3194)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x24D8A444), ('P4rIngress.aggregator.values_v0000.hi', 0x025C0DA7)], 3194)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x2C062F29), ('P4rIngress.aggregator.values_v0001.hi', 0x4EDE8BE1)], 3194)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x644EE0FB), ('P4rIngress.aggregator.values_v0010.hi', 0x83769A6F)], 3194)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x598862B0), ('P4rIngress.aggregator.values_v0011.hi', 0x25707163)], 3194)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x72671FAE), ('P4rIngress.aggregator.values_v0100.hi', 0xF59BD4F3)], 3194)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x1A395F81), ('P4rIngress.aggregator.values_v0101.hi', 0x89557501)], 3194)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xCE7583CA), ('P4rIngress.aggregator.values_v0110.hi', 0x5E67A94F)], 3194)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x9071DA45), ('P4rIngress.aggregator.values_v0111.hi', 0x67539D3C)], 3194)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x61F95BE7), ('P4rIngress.aggregator.values_v1000.hi', 0x45180D89)], 3194)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xB0BBBC63), ('P4rIngress.aggregator.values_v1001.hi', 0x9E4F0093)], 3194)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x572D7F1B), ('P4rIngress.aggregator.values_v1010.hi', 0x94C88EB4)], 3194)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x7F52D849), ('P4rIngress.aggregator.values_v1011.hi', 0x696E382F)], 3194)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x42D7B992), ('P4rIngress.aggregator.values_v1100.hi', 0xA3468C62)], 3194)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x4D1A118D), ('P4rIngress.aggregator.values_v1101.hi', 0x68D2C52E)], 3194)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x7FB456B5), ('P4rIngress.aggregator.values_v1110.hi', 0xD0C62CA9)], 3194)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x4C84C4FB), ('P4rIngress.aggregator.values_v1111.hi', 0xEEFBDBB9)], 3194)
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
                gc.KeyTuple('job_id', 0x6EB6),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000969),
                gc.DataTuple('slot_count', 0x0000098A),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDC0671A9),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02C),
                gc.KeyTuple('src_addr', 0x49B15811),
                gc.KeyTuple('src_port', 0x9B68),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x6EB6),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x025A),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x49\xB1\x58\x11\x00\x00\x00\x00\x9B\x68\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x6E\xB6\x00\x07\xDC\x06\x71\xA9\x03\x11\x02\x39\x80\x00\x00\x00\x00\x20\x00\x00\x64\x37\x11\xAA\x7E\x39\x1E\x52\x77\xD9\x85\x5B\x56\xE1\xA8\x77\x4C\xB6\x9B\x6B\xAD\xC2\x90\xDF\x7C\x93\x10\xDF\x33\x09\xAB\x3B\x7C\x7A\xE8\x1D\xC2\xFF\xD6\x50\x70\x91\xD9\x4C\xBC\x4D\xD7\x5D\x83\x39\xCF\x60\xAD\x4D\x15\x53\xB2\x27\xAB\x85\x3E\xC6\x0D\x79\x4A\x7F\x19\x93\x75\x45\xB7\x6D\xAA\xE3\x8A\x37\x9A\x8D\xF6\xC1\x41\xA5\xC8\xFA\x5D\x7F\xFF\xDB\x23\x8F\x3D\xA7\x63\x04\xB4\x9D\x5E\x62\x11\xBB\x97\x56\x3B\x40\x6D\x39\x5E\x72\x4D\x6A\xE6\xA0\x24\x3F\xA8\xD4\x97\xED\xF9\x4D\x48\x14\xCC\xA6\x1C\xE5\x2B\xAB\xCE\x3C\x8F\x7E\xE4\xA0\x6C\x3A\x5F\xFA\x46\x2C\xB6\xB2\x3F\x8E\x0C\x32\x94\x18\x8C\x70\xD0\x17\x48\x07\xAC\x77\x7F\xE5\x75\x46\x1A\x9E\xA6\x2E\xF8\x20\x9F\x61\xF7\x01\xD4\x95\x10\xEE\x90\x7A\x2F\xF3\xDB\xFC\x40\x7F\x55\xE4\x11\x62\x7C\x03\x80\xA4\x1A\xCB\x8F\xE0\x01\x57\x65\xE6\xCE\xC5\x5D\x25\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3\xC0\xEC\x9D\xDA\xAF\xD2\xA9\xEC\xB2\xAC\x01\xD8\xAC\x26\xFB\xCD\xF9\x99\x07\xCD\x03\x3A\x00\x12\x73\x64\xEF\x70\xCF\x5B\x6B\x8C\xEE\xA8\x67\xFA\x84\xE2\x94\x26\xDC\xE7\xC8\x59\x05\xDD\xC4\x01\x65\x94\xA0\x61\x21\x5D\xAF\x95\x5B\x02\x97\x2F\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x49\xB1\x58\x11\xBE\xEF\x9B\x68\x00\xA0\x00\x00\x50\x34\x02\x82\x6E\xB6\x00\x07\xDC\x06\x71\xA9\x03\x11\x00\x39\x80\x00\x00\x00\x00\x20\x00\x08\x7F\xFF\xFF\xFF\x7E\x39\x1E\x52\x7F\xFF\xFF\xFF\x56\xE1\xA8\x77\x7F\xFF\xFF\xFF\xAD\xC2\x90\xDF\x7F\xFF\xFF\xFF\x33\x09\xAB\x3B\x7F\xFF\xFF\xFF\xC2\xFF\xD6\x50\x7F\xFF\xFF\xFF\xBC\x4D\xD7\x5D\x80\x00\x00\x00\xAD\x4D\x15\x53\x80\x00\x00\x00\x3E\xC6\x0D\x79\x7F\xFF\xFF\xFF\x75\x45\xB7\x6D\x80\x00\x00\x00\x9A\x8D\xF6\xC1\x7F\xFF\xFF\xFF\x5D\x7F\xFF\xDB\x7F\xFF\xFF\xFF\x63\x04\xB4\x9D\x7F\xFF\xFF\xFF\x97\x56\x3B\x40\x7F\xFF\xFF\xFF\x4D\x6A\xE6\xA0\x7F\xFF\xFF\xFF\x97\xED\xF9\x4D\x7F\xFF\xFF\xFF\x1C\xE5\x2B\xAB\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x89\x0C\xB8\xE0\x80\x00\x00\x00\x80\x00\x00\x00\x08\xC5\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x58\x7A\x1C\x9E\x7F\xFF\xFF\xFF\xB8\x9B\xAB\x43\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x0B\xB4\xBE\xA2\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF2\x48\x8E\x8F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x0B\xE1\x07\x64\xCE\x3C\x8F\x7E\xE4\xA0\x6C\x3A\x5F\xFA\x46\x2C\xB6\xB2\x3F\x8E\x0C\x32\x94\x18\x8C\x70\xD0\x17\x48\x07\xAC\x77\x7F\xE5\x75\x46\x1A\x9E\xA6\x2E\xF8\x20\x9F\x61\xF7\x01\xD4\x95\x10\xEE\x90\x7A\x2F\xF3\xDB\xFC\x40\x7F\x55\xE4\x11\x62\x7C\x03\x80\xA4\x1A\xCB\x8F\xE0\x01\x57\x65\xE6\xCE\xC5\x5D\x25\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3\xC0\xEC\x9D\xDA\xAF\xD2\xA9\xEC\xB2\xAC\x01\xD8\xAC\x26\xFB\xCD\xF9\x99\x07\xCD\x03\x3A\x00\x12\x73\x64\xEF\x70\xCF\x5B\x6B\x8C\xEE\xA8\x67\xFA\x84\xE2\x94\x26\xDC\xE7\xC8\x59\x05\xDD\xC4\x01\x65\x94\xA0\x61\x21\x5D\xAF\x95\x5B\x02\x97\x2F\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x8CD63C22), ('P4rIngress.aggregator.bitmap_seq.seq', 0x31566DAC)], 3981)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x31566DAC, 3981)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0xD1)], 3981)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3981)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x29B3AE53), ('P4rIngress.aggregator.values_v0000.hi', 0x48D4CAC5)], 3981)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x55DE549F), ('P4rIngress.aggregator.values_v0001.hi', 0x736E4A8F)], 3981)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x2EBDFE37), ('P4rIngress.aggregator.values_v0010.hi', 0xF4F62DF3)], 3981)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x5E55B895), ('P4rIngress.aggregator.values_v0011.hi', 0x254CE4BE)], 3981)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x711717BD), ('P4rIngress.aggregator.values_v0100.hi', 0x75AC26FE)], 3981)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x6DBB18DA), ('P4rIngress.aggregator.values_v0101.hi', 0xF494612D)], 3981)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x4199A4A2), ('P4rIngress.aggregator.values_v0110.hi', 0x5E7FC332)], 3981)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x4B7E0694), ('P4rIngress.aggregator.values_v0111.hi', 0x9ED3D793)], 3981)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x2B07DE8E), ('P4rIngress.aggregator.values_v1000.hi', 0xCDE99D2B)], 3981)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x79C4360F), ('P4rIngress.aggregator.values_v1001.hi', 0x36B7BB2D)], 3981)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x39C35EAD), ('P4rIngress.aggregator.values_v1010.hi', 0x4B1BAD65)], 3981)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x5F2AC119), ('P4rIngress.aggregator.values_v1011.hi', 0x7AAE0E1C)], 3981)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x4E958D9A), ('P4rIngress.aggregator.values_v1100.hi', 0xEA45C32F)], 3981)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x6E30F1C9), ('P4rIngress.aggregator.values_v1101.hi', 0x4E775D4A)], 3981)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xB5BC7B0A), ('P4rIngress.aggregator.values_v1110.hi', 0x599B9DB6)], 3981)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x8D5EE47A), ('P4rIngress.aggregator.values_v1111.hi', 0x609FE4D4)], 3981)
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
                gc.KeyTuple('job_id', 0xBAFE),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D04),
                gc.DataTuple('slot_count', 0x000007CF),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4FC896C8),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x013),
                gc.KeyTuple('src_addr', 0x1013FBC4),
                gc.KeyTuple('src_port', 0x4C61),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xBAFE),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x0027),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x10\x13\xFB\xC4\x00\x00\x00\x00\x4C\x61\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xBA\xFE\x00\x07\x4F\xC8\x96\xC8\x02\x89\x02\x6E\x31\x56\x6D\xAC\x00\x20\x00\x00\x7C\xBB\x67\xF1\x61\x8E\x5C\xCB\x49\x5D\x78\xF9\x49\x6C\xDC\x0E\x65\x2D\x24\x3F\x81\x77\x25\xF6\x53\xB7\x37\xE7\x28\x5C\x4D\xA5\x65\x21\x7D\x1B\x92\x8E\xD0\xA3\x33\x79\x35\xD1\x92\xC4\x67\xDC\x59\x8A\x97\xC2\x4C\xB2\x4F\x96\x4E\x15\x67\x7B\xDB\x22\x4B\x72\x6B\x87\x58\x0B\x24\x73\x41\xB9\x23\xE0\xC1\x55\x74\xD5\x88\x7C\x19\xFA\x51\x29\x4A\x1B\xB5\xAD\x49\x03\xE7\xE5\x21\x99\xA6\xE4\x4F\x96\x2E\x9F\xF0\x1C\x03\x93\x62\x5A\x8D\xE8\x43\x97\x55\x4C\x1A\x88\xAB\xE8\x42\xA6\xA5\x15\xB5\x78\xCB\x5A\x58\x9B\x06\xA8\xB6\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44\x24\x7C\x14\xE9\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x10\x13\xFB\xC4\xBE\xEF\x4C\x61\x00\xA0\x00\x00\x50\x34\x02\x82\xBA\xFE\x00\x07\x4F\xC8\x96\xC8\x02\x89\x00\x6E\x31\x56\x6D\xAC\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x61\x8E\x5C\xCB\x7F\xFF\xFF\xFF\x49\x6C\xDC\x0E\x7F\xFF\xFF\xFF\x81\x77\x25\xF6\x7F\xFF\xFF\xFF\x28\x5C\x4D\xA5\x7F\xFF\xFF\xFF\x92\x8E\xD0\xA3\x7F\xFF\xFF\xFF\x92\xC4\x67\xDC\x7F\xFF\xFF\xFF\x4C\xB2\x4F\x96\x7F\xFF\xFF\xFF\xDB\x22\x4B\x72\x7F\xFF\xFF\xFF\x24\x73\x41\xB9\x7F\xFF\xFF\xFF\x74\xD5\x88\x7C\x53\xBD\xAF\xD6\x4A\x1B\xB5\xAD\x7F\xFF\xFF\xFF\x21\x99\xA6\xE4\x7F\xFF\xFF\xFF\xF0\x1C\x03\x93\x7F\xFF\xFF\xFF\x43\x97\x55\x4C\xD0\x45\x26\xF2\x42\xA6\xA5\x15\x80\x00\x00\x00\x58\x9B\x06\xA8\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x8C\xD6\x3C\xA2\x31\x56\x6D\xAC\x31\x56\x6D\xAC\x20\xD1\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x4D\xA9\x32\x63\x7F\xFF\xFF\xFF\x08\x3A\xF7\xA1\x7F\xFF\xFF\xFF\x87\x58\xC9\x09\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF2\x5C\xDE\xE4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x53\xBD\xAF\xD6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDA\x61\xC6\xC2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD0\x45\x26\xF2\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB6\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44\x24\x7C\x14\xE9\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xCEEBD63D), ('P4rIngress.aggregator.bitmap_seq.seq', 0xA49D8E36)], 6630)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xA49D8E36, 6630)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x59)], 6630)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 6630)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x33BB1AAE), ('P4rIngress.aggregator.values_v0000.hi', 0x4C6E24F5)], 6630)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x58703772), ('P4rIngress.aggregator.values_v0001.hi', 0x6FE1D6A3)], 6630)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x7D5D86A1), ('P4rIngress.aggregator.values_v0010.hi', 0xC49B79E3)], 6630)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x7D4A34B6), ('P4rIngress.aggregator.values_v0011.hi', 0x2FABBCFC)], 6630)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x4FA2C683), ('P4rIngress.aggregator.values_v0100.hi', 0x8E171A7A)], 6630)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x7CEADECA), ('P4rIngress.aggregator.values_v0101.hi', 0x99AB6E54)], 6630)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x93D57126), ('P4rIngress.aggregator.values_v0110.hi', 0xE4472545)], 6630)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xCD853D29), ('P4rIngress.aggregator.values_v0111.hi', 0x6292CDB0)], 6630)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x657B7B44), ('P4rIngress.aggregator.values_v1000.hi', 0x729D9044)], 6630)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xA9E536B1), ('P4rIngress.aggregator.values_v1001.hi', 0xAADB70D3)], 6630)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x43FC19D4), ('P4rIngress.aggregator.values_v1010.hi', 0x80000000)], 6630)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x670982BE), ('P4rIngress.aggregator.values_v1011.hi', 0x496654FA)], 6630)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x72469DAB), ('P4rIngress.aggregator.values_v1100.hi', 0xB0585ED5)], 6630)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x277B9737), ('P4rIngress.aggregator.values_v1101.hi', 0x7F4A8E7B)], 6630)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x51E670FA), ('P4rIngress.aggregator.values_v1110.hi', 0x8163C843)], 6630)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x5FD2667D), ('P4rIngress.aggregator.values_v1111.hi', 0x491415EE)], 6630)
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
                gc.KeyTuple('job_id', 0x7C16),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D0E),
                gc.DataTuple('slot_count', 0x00000E66),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5A1C832D),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00C),
                gc.KeyTuple('src_addr', 0xB5E0D1EB),
                gc.KeyTuple('src_port', 0x2B0E),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x7C16),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x00F5),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB5\xE0\xD1\xEB\x00\x00\x00\x00\x2B\x0E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x7C\x16\x00\x07\x5A\x1C\x83\x2D\x0C\xD8\x02\x42\xA4\x9D\x8E\x36\x00\x20\x00\x00\x67\x99\x3A\xA8\x54\xE3\xE5\xD9\x2F\x17\x33\x32\x20\x61\x17\xC7\x26\xD0\x53\xE3\xB5\x1D\x7E\x25\x54\x42\xFF\xDE\xAA\x7C\xA1\x73\x4C\x30\x1D\xA4\xF1\xF0\x5E\xD2\x73\x79\xB5\x8F\xE3\xF7\x22\xFC\x9E\x62\x43\x34\x9D\x1D\x3D\x6D\x8E\x5D\x3D\xA3\x4E\x10\xC5\xB9\x67\x62\x8D\x57\x4F\x45\x24\xBB\xAC\x6A\xF4\x1F\xCE\x53\x1D\x93\x71\xA1\x79\xF9\x64\xEA\x6E\x83\x32\x95\xA5\x94\x67\x6E\xD8\x9A\x5B\x77\x3C\xC5\xA6\xCA\x9E\xB5\x73\x7B\x11\x56\x51\x4C\x9C\xB7\x5E\xE9\x6B\x22\xFA\x3F\xC9\x6C\x52\xDB\x88\xB2\x3B\x7C\xDA\x5D\x11\x7A\x60\x42\x92\x07\x3C\xAB\x8D\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75\x9E\x2E\x97\xB3\x6F\x70\x36\x15\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB5\xE0\xD1\xEB\xBE\xEF\x2B\x0E\x00\xA0\x00\x00\x50\x34\x02\x82\x7C\x16\x00\x07\x5A\x1C\x83\x2D\x0C\xD8\x00\x42\xA4\x9D\x8E\x36\x00\x20\x00\x01\x7F\xFF\xFF\xFF\x54\xE3\xE5\xD9\x7F\xFF\xFF\xFF\x20\x61\x17\xC7\x7F\xFF\xFF\xFF\xB5\x1D\x7E\x25\x7F\xFF\xFF\xFF\xAA\x7C\xA1\x73\x7F\xFF\xFF\xFF\xF1\xF0\x5E\xD2\x7F\xFF\xFF\xFF\xE3\xF7\x22\xFC\x80\x00\x00\x00\x9D\x1D\x3D\x6D\x80\x00\x00\x00\x4E\x10\xC5\xB9\x7F\xFF\xFF\xFF\x4F\x45\x24\xBB\x80\x00\x00\x00\xCE\x53\x1D\x93\x7F\xFF\xFF\xFF\x64\xEA\x6E\x83\x7F\xFF\xFF\xFF\x67\x6E\xD8\x9A\x7F\xFF\xFF\xFF\xA6\xCA\x9E\xB5\x7F\xFF\xFF\xFF\x51\x4C\x9C\xB7\x7F\xFF\xFF\xFF\xFA\x3F\xC9\x6C\x7F\xFF\xFF\xFF\x3B\x7C\xDA\x5D\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xCE\xEB\xD6\xBD\xA4\x9D\x8E\x36\xA4\x9D\x8E\x36\x01\x59\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xDA\x28\x5E\x6F\x7F\xFF\xFF\xFF\x80\x07\x79\x4C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x81\x64\x62\xB2\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE4\xEA\x6E\x83\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x11\x7A\x60\x42\x92\x07\x3C\xAB\x8D\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75\x9E\x2E\x97\xB3\x6F\x70\x36\x15\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x63E44E44), ('P4rIngress.aggregator.bitmap_seq.seq', 0xBBBABE90)], 3455)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xBBBABE90, 3455)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x01), ('P4rIngress.aggregator.count_exp.exponent', 0xB7)], 3455)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 3455)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x750BD49B), ('P4rIngress.aggregator.values_v0000.hi', 0x78F3AEAB)], 3455)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x2B40A544), ('P4rIngress.aggregator.values_v0001.hi', 0x641286EB)], 3455)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x3EFD0D55), ('P4rIngress.aggregator.values_v0010.hi', 0xB4E645B1)], 3455)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x5134FAD3), ('P4rIngress.aggregator.values_v0011.hi', 0x81FD6848)], 3455)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x776B451F), ('P4rIngress.aggregator.values_v0100.hi', 0x746E61A0)], 3455)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5EFC070E), ('P4rIngress.aggregator.values_v0101.hi', 0x7B3581A1)], 3455)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x6551C2F4), ('P4rIngress.aggregator.values_v0110.hi', 0x2B0CFD4D)], 3455)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x4C77DB89), ('P4rIngress.aggregator.values_v0111.hi', 0xB3EE0586)], 3455)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x6DCB13C0), ('P4rIngress.aggregator.values_v1000.hi', 0x80000000)], 3455)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x4CDCD899), ('P4rIngress.aggregator.values_v1001.hi', 0x2524826A)], 3455)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xD6AF12D2), ('P4rIngress.aggregator.values_v1010.hi', 0x4BA46EF4)], 3455)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x27C5A0D6), ('P4rIngress.aggregator.values_v1011.hi', 0x75DF64DB)], 3455)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x85AFF6ED), ('P4rIngress.aggregator.values_v1100.hi', 0x4ACD61AA)], 3455)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x58A4DE83), ('P4rIngress.aggregator.values_v1101.hi', 0x5A6F2E4C)], 3455)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xD1D8C493), ('P4rIngress.aggregator.values_v1110.hi', 0xD0740070)], 3455)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x5FCA86D7), ('P4rIngress.aggregator.values_v1111.hi', 0x443ACCCA)], 3455)
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
                gc.KeyTuple('job_id', 0xC0AC),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000000D3),
                gc.DataTuple('slot_count', 0x00001ADD),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6F2D561C),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02F),
                gc.KeyTuple('src_addr', 0x7CADCAAB),
                gc.KeyTuple('src_port', 0x3BA9),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xC0AC),
                gc.DataTuple('rank', 0x0007),
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
        ig_port = 47
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7C\xAD\xCA\xAB\x00\x00\x00\x00\x3B\xA9\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC0\xAC\x00\x07\x6F\x2D\x56\x1C\x0C\xAC\x00\x6B\xBB\xBA\xBE\x90\x00\x20\x00\x00\x59\x25\x56\xD9\x25\x71\xAA\x63\x72\x29\x62\x12\x37\x73\xC2\x89\x5F\xB9\x8D\x85\x95\x66\x63\xA5\x5C\x99\x4C\xD1\xFE\xAB\x0E\x00\x57\x59\xC1\xD1\x80\x00\x00\x00\x2E\xD8\x2D\x8E\x82\x12\xB7\x0F\x36\x87\x5D\x34\x56\x75\x65\x2A\x6F\x20\x7B\x39\x98\xA4\xBD\x5E\x1F\x2A\xB9\x8B\x1B\xFB\xB5\x50\x78\xAE\x56\x29\x77\xB0\x17\xEC\xEF\x68\xF5\xE2\x5C\x37\x68\x5C\x7D\xA0\x78\x15\x10\x8B\x6B\xF9\x1A\x23\x8E\xCB\x6A\xAD\xF6\x94\x67\x84\x1F\xBD\x35\xEA\x6E\xC5\x8B\xBE\x64\x9E\xA2\x66\xAA\xC3\x65\x7A\xAA\x4B\x43\xFE\x8B\xDB\xD5\xD4\xCA\x7D\xAD\x05\x0E\x5F\x42\x5B\x56\x88\xB3\x4A\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62\xBB\x4A\x8F\xCA\x0B\x80\x63\xAB\x4B\xA4\xBA\x35\xED\xA2\xE7\x2B\x98\xDD\x55\xB9\x4E\x7A\x1A\x03\xA3\x62\x4D\x27\xF5\xD1\x7A\x2A\xBF\xB9\xC5\x00\xD0\x1D\xDE\x30\x99\xD8\x23\x3E\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7C\xAD\xCA\xAB\xBE\xEF\x3B\xA9\x00\xA0\x00\x00\x50\x34\x02\x82\xC0\xAC\x00\x07\x6F\x2D\x56\x1C\x0C\xAC\x00\x6B\xBB\xBA\xBE\x90\x00\x20\x00\x02\x7F\xFF\xFF\xFF\x25\x71\xAA\x63\x7F\xFF\xFF\xFF\x37\x73\xC2\x89\x7F\xFF\xFF\xFF\x95\x66\x63\xA5\x7F\xFF\xFF\xFF\xFE\xAB\x0E\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x82\x12\xB7\x0F\x7F\xFF\xFF\xFF\x56\x75\x65\x2A\x7F\xFF\xFF\xFF\x98\xA4\xBD\x5E\x7F\xFF\xFF\xFF\x1B\xFB\xB5\x50\x7F\xFF\xFF\xFF\x77\xB0\x17\xEC\xC6\x18\x08\xB4\x5C\x37\x68\x5C\x7F\xFF\xFF\xFF\x10\x8B\x6B\xF9\x9F\xD3\x85\xB8\x6A\xAD\xF6\x94\x7F\xFF\xFF\xFF\x35\xEA\x6E\xC5\x80\x00\x00\x00\xA2\x66\xAA\xC3\x7F\xFF\xFF\xFF\x43\xFE\x8B\xDB\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x63\xE4\x4E\xC4\xBB\xBA\xBE\x90\xBB\xBA\xBE\x90\x02\xB7\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\xA8\x76\x48\x7F\xFF\xFF\xFF\xF4\x6E\x61\xA0\x7F\xFF\xFF\xFF\xFD\x48\x38\xB0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x9B\xFB\xB5\x50\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC6\x18\x08\xB4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9F\xD3\x85\xB8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD5\xD4\xCA\x7D\xAD\x05\x0E\x5F\x42\x5B\x56\x88\xB3\x4A\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62\xBB\x4A\x8F\xCA\x0B\x80\x63\xAB\x4B\xA4\xBA\x35\xED\xA2\xE7\x2B\x98\xDD\x55\xB9\x4E\x7A\x1A\x03\xA3\x62\x4D\x27\xF5\xD1\x7A\x2A\xBF\xB9\xC5\x00\xD0\x1D\xDE\x30\x99\xD8\x23\x3E\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x24A8114F), ('P4rIngress.aggregator.bitmap_seq.seq', 0xE0000000)], 1248)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xE0000000, 1248)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x01), ('P4rIngress.aggregator.count_exp.exponent', 0x9C)], 1248)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 1248)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x4F8EE52A), ('P4rIngress.aggregator.values_v0000.hi', 0x5FB0672B)], 1248)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x58D62888), ('P4rIngress.aggregator.values_v0001.hi', 0x6B65F34D)], 1248)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x75C9BDD3), ('P4rIngress.aggregator.values_v0010.hi', 0xAC93C6A2)], 1248)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x4CF26374), ('P4rIngress.aggregator.values_v0011.hi', 0xCCEFEE9F)], 1248)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x4A573DCF), ('P4rIngress.aggregator.values_v0100.hi', 0x377EFBDE)], 1248)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x4AA497E5), ('P4rIngress.aggregator.values_v0101.hi', 0x597EAE3D)], 1248)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x2324F06E), ('P4rIngress.aggregator.values_v0110.hi', 0x7B4C2199)], 1248)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x38EA70A3), ('P4rIngress.aggregator.values_v0111.hi', 0x99D796F0)], 1248)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x4D109049), ('P4rIngress.aggregator.values_v1000.hi', 0x4B2211A4)], 1248)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x6B8D9949), ('P4rIngress.aggregator.values_v1001.hi', 0x5936DC9C)], 1248)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xF7AF1297), ('P4rIngress.aggregator.values_v1010.hi', 0x1328EE2F)], 1248)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x52186F1D), ('P4rIngress.aggregator.values_v1011.hi', 0x6CAF6253)], 1248)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x396885D7), ('P4rIngress.aggregator.values_v1100.hi', 0x0C597AAF)], 1248)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x0ABE9B8C), ('P4rIngress.aggregator.values_v1101.hi', 0x6BB26B7D)], 1248)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xA8325997), ('P4rIngress.aggregator.values_v1110.hi', 0xD3525C4D)], 1248)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x2E1B3323), ('P4rIngress.aggregator.values_v1111.hi', 0x977224DB)], 1248)
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
                gc.KeyTuple('job_id', 0x91BC),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000392),
                gc.DataTuple('slot_count', 0x00001B72),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x13238F9A),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x027),
                gc.KeyTuple('src_addr', 0x78579FAB),
                gc.KeyTuple('src_port', 0x2B1B),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x91BC),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x026C),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x78\x57\x9F\xAB\x00\x00\x00\x00\x2B\x1B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x91\xBC\x00\x07\x13\x23\x8F\x9A\x01\x4E\x02\x29\xE0\x00\x00\x00\x00\x20\x00\x00\x67\x7A\xD9\x4E\x56\x9B\x35\xAC\x3D\x25\xB5\xE3\x4A\x85\x1C\x5F\x45\xB1\xAD\x2A\x9A\xB2\x83\x7D\x47\x83\x63\xF7\x45\x6A\x4B\x2D\x5A\x15\x0D\xE8\x27\xFF\x86\x8C\x62\xB3\xAC\x9B\xDB\x3C\xD3\x39\x68\x8E\x39\x58\x6F\xA3\x75\xBC\x6D\x8B\xF1\xA2\xB3\x9C\x72\x7B\x64\xDC\xBB\xD9\xA9\xFB\xDF\xB7\x68\xB2\x66\x45\x41\x78\xBB\x0D\xB0\xAC\xB6\x35\x79\x6C\xA9\x13\x41\xCC\x2B\x59\x4F\x2D\xF3\x87\xEA\xBD\xD7\x77\xFB\xF4\x23\x03\x5A\x62\x36\xB5\x77\xAF\x8C\x44\xB3\x38\xB2\x35\x93\x77\x2F\x5E\x3F\x25\xB3\xBA\xDD\x0C\x26\xB6\xEB\x81\xA9\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x78\x57\x9F\xAB\xBE\xEF\x2B\x1B\x00\xA0\x00\x00\x50\x34\x02\x82\x91\xBC\x00\x07\x13\x23\x8F\x9A\x01\x4E\x00\x29\xE0\x00\x00\x00\x00\x20\x00\x02\x7F\xFF\xFF\xFF\x56\x9B\x35\xAC\x7F\xFF\xFF\xFF\x4A\x85\x1C\x5F\x7F\xFF\xFF\xFF\x9A\xB2\x83\x7D\x7F\xFF\xFF\xFF\x45\x6A\x4B\x2D\x7F\xFF\xFF\xFF\x27\xFF\x86\x8C\x7F\xFF\xFF\xFF\xDB\x3C\xD3\x39\x7F\xFF\xFF\xFF\x6F\xA3\x75\xBC\x7F\xFF\xFF\xFF\xB3\x9C\x72\x7B\x7F\xFF\xFF\xFF\xA9\xFB\xDF\xB7\x7F\xFF\xFF\xFF\x41\x78\xBB\x0D\xA8\x5B\xC8\xCC\x79\x6C\xA9\x13\x7F\xFF\xFF\xFF\x4F\x2D\xF3\x87\x24\x26\x5D\x4E\xFB\xF4\x23\x03\x65\x20\xD2\x41\x77\xAF\x8C\x44\x80\x00\x00\x00\x93\x77\x2F\x5E\x6D\x40\xE6\xDD\xDD\x0C\x26\xB6\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x24\xA8\x11\xCF\xE0\x00\x00\x00\xE0\x00\x00\x00\x02\x9C\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x12\x5A\x39\xCC\x7F\xFF\xFF\xFF\x5F\x7E\x82\x6A\x7F\xFF\xFF\xFF\x34\xBB\x81\x76\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF5\x1D\xF1\x5B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA8\x5B\xC8\xCC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x24\x26\x5D\x4E\x08\x4D\x9D\xB2\x65\x20\xD2\x41\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x6D\x40\xE6\xDD\x80\x00\x00\x00\xEB\x81\xA9\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x23FBD508), ('P4rIngress.aggregator.bitmap_seq.seq', 0x35B7D469)], 3985)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x35B7D469, 3985)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1A), ('P4rIngress.aggregator.count_exp.exponent', 0xF5)], 3985)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 3985)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x6952F54B), ('P4rIngress.aggregator.values_v0000.hi', 0x6FAF7956)], 3985)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x4CCCBB36), ('P4rIngress.aggregator.values_v0001.hi', 0x43D56C5E)], 3985)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x60889111), ('P4rIngress.aggregator.values_v0010.hi', 0xC877B359)], 3985)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x4BBA0F4C), ('P4rIngress.aggregator.values_v0011.hi', 0xC2B33150)], 3985)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x42DB70A1), ('P4rIngress.aggregator.values_v0100.hi', 0xAF5D167E)], 3985)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x6C25B066), ('P4rIngress.aggregator.values_v0101.hi', 0xBD5EC12E)], 3985)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xB58BC42C), ('P4rIngress.aggregator.values_v0110.hi', 0x51BBE6FA)], 3985)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x3AD9CAAB), ('P4rIngress.aggregator.values_v0111.hi', 0x4A5C1B37)], 3985)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xA2757B71), ('P4rIngress.aggregator.values_v1000.hi', 0x48296B3E)], 3985)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x62686186), ('P4rIngress.aggregator.values_v1001.hi', 0x3DFA4D28)], 3985)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x991B4339), ('P4rIngress.aggregator.values_v1010.hi', 0x11573487)], 3985)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xD3FB6D0B), ('P4rIngress.aggregator.values_v1011.hi', 0x54253D82)], 3985)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xB7A9256B), ('P4rIngress.aggregator.values_v1100.hi', 0x450D8DEF)], 3985)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x8D675E46), ('P4rIngress.aggregator.values_v1101.hi', 0x4DE06237)], 3985)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xD6CC9D23), ('P4rIngress.aggregator.values_v1110.hi', 0x4EA7171D)], 3985)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x89DB9A59), ('P4rIngress.aggregator.values_v1111.hi', 0x303B035A)], 3985)
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
                gc.KeyTuple('job_id', 0x0D3A),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000CE5),
                gc.DataTuple('slot_count', 0x000005C3),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0AD29C04),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x033),
                gc.KeyTuple('src_addr', 0xDFD70929),
                gc.KeyTuple('src_port', 0x17D1),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0D3A),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x008A),
            ]
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
        ig_port = 51
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDF\xD7\x09\x29\x00\x00\x00\x00\x17\xD1\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x0D\x3A\x00\x07\x0A\xD2\x9C\x04\x02\xAC\x00\x04\x35\xB7\xD4\x69\x00\x20\x00\x00\x36\x73\xA9\xDF\x15\x04\xDF\x34\x4D\x5F\x1E\x8C\x7B\x0D\x48\x55\x67\x48\x33\x7D\xAE\xC6\x3E\x9C\x47\x7D\xE6\xBE\xE0\xDE\xA3\x39\x55\xE9\x7C\x6B\xDF\x75\x36\x3D\x35\xF0\xF9\xBE\x81\x63\x09\x72\x3E\x5F\xBF\x5A\x4F\x6C\x20\xC2\x6A\xE1\xBF\xD2\xEB\x3E\xF7\x07\x3A\x35\x53\x2B\x58\x2F\x6D\x43\x3E\x94\xD3\xF3\x56\xB6\xCF\x73\xAB\x95\xC9\x6B\x78\xAA\x94\x1D\x5B\x7B\x6D\xB9\xD5\x75\x49\x28\x95\xEB\x1D\x45\x57\xB3\xD6\xCD\x6F\x6A\x4D\x85\x43\xAB\xA6\x62\x52\x06\xD1\xB1\x41\x71\x76\x7E\x08\x72\x3A\x5B\x6A\xD3\x8E\x1A\xE5\x7B\x8E\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDF\xD7\x09\x29\xBE\xEF\x17\xD1\x00\xA0\x00\x00\x50\x34\x02\x82\x0D\x3A\x00\x07\x0A\xD2\x9C\x04\x02\xAC\x00\x04\x35\xB7\xD4\x69\x00\x20\x00\x1B\x7F\xFF\xFF\xFF\x15\x04\xDF\x34\x7F\xFF\xFF\xFF\x7B\x0D\x48\x55\x7F\xFF\xFF\xFF\xAE\xC6\x3E\x9C\x7F\xFF\xFF\xFF\xE0\xDE\xA3\x39\x7F\xFF\xFF\xFF\xDF\x75\x36\x3D\x7F\xFF\xFF\xFF\x81\x63\x09\x72\xF3\xEB\x83\x86\x4F\x6C\x20\xC2\x7F\xFF\xFF\xFF\xEB\x3E\xF7\x07\xDC\xAA\xCE\x9C\x58\x2F\x6D\x43\x7F\xFF\xFF\xFF\x56\xB6\xCF\x73\x80\x00\x00\x00\x78\xAA\x94\x1D\x2F\x76\xDA\xC4\xD5\x75\x49\x28\x80\x00\x00\x00\x57\xB3\xD6\xCD\xFC\xD1\xAB\xCB\x43\xAB\xA6\x62\x28\xD3\x6E\xD4\x41\x71\x76\x7E\x92\x4D\xD4\xB4\x6A\xD3\x8E\x1A\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x23\xFB\xD5\x88\x35\xB7\xD4\x69\x35\xB7\xD4\x69\x1B\xF5\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xA3\x91\xD4\x89\x7F\xFF\xFF\xFF\x8E\xD2\x4C\xBB\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF3\xEB\x83\x86\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x35\x9B\x12\x3E\xDC\xAA\xCE\x9C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x2F\x76\xDA\xC4\x29\x9A\x86\xAA\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xFC\xD1\xAB\xCB\x7F\xFF\xFF\xFF\x28\xD3\x6E\xD4\x7F\xFF\xFF\xFF\x92\x4D\xD4\xB4\x7F\xFF\xFF\xFF\xE5\x7B\x8E\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xF83DB253), ('P4rIngress.aggregator.bitmap_seq.seq', 0xF47C955E)], 4398)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xF47C955E, 4398)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x14), ('P4rIngress.aggregator.count_exp.exponent', 0x1B)], 4398)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 4398)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x6196A977), ('P4rIngress.aggregator.values_v0000.hi', 0x522E954E)], 4398)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x6218F9D1), ('P4rIngress.aggregator.values_v0001.hi', 0x2797BE16)], 4398)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x579FE15E), ('P4rIngress.aggregator.values_v0010.hi', 0x342EA7C5)], 4398)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x4EA4A73F), ('P4rIngress.aggregator.values_v0011.hi', 0xA4EBA417)], 4398)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x66BEDE29), ('P4rIngress.aggregator.values_v0100.hi', 0x33D57F35)], 4398)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x742605C3), ('P4rIngress.aggregator.values_v0101.hi', 0x46F5697A)], 4398)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x246399F6), ('P4rIngress.aggregator.values_v0110.hi', 0x7BE5D910)], 4398)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xA1CF4D9F), ('P4rIngress.aggregator.values_v0111.hi', 0x776AB0F7)], 4398)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x56AE8B57), ('P4rIngress.aggregator.values_v1000.hi', 0x2E4EDBF2)], 4398)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x69057D49), ('P4rIngress.aggregator.values_v1001.hi', 0x7FB9C997)], 4398)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x5D3C0275), ('P4rIngress.aggregator.values_v1010.hi', 0xBFD6271B)], 4398)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x4F2E5A06), ('P4rIngress.aggregator.values_v1011.hi', 0x51C658BE)], 4398)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x2FC79148), ('P4rIngress.aggregator.values_v1100.hi', 0x5BEDFD5E)], 4398)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x45315B4B), ('P4rIngress.aggregator.values_v1101.hi', 0x5DAB2488)], 4398)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x34965776), ('P4rIngress.aggregator.values_v1110.hi', 0xA72885EA)], 4398)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x6ACEA03A), ('P4rIngress.aggregator.values_v1111.hi', 0x8E29BC1A)], 4398)
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
                gc.KeyTuple('job_id', 0xDAD5),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000001AF),
                gc.DataTuple('slot_count', 0x000017F2),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x80A51D7B),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0x20A21512),
                gc.KeyTuple('src_port', 0xFED7),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xDAD5),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x014D),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x20\xA2\x15\x12\x00\x00\x00\x00\xFE\xD7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xDA\xD5\x00\x07\x80\xA5\x1D\x7B\x0F\x7F\x00\x07\xF4\x7C\x95\x5E\x00\x20\x00\x00\x2F\x72\xB7\x79\x47\x26\x8C\x04\x63\xC9\xE7\x7B\x64\x18\x29\x7F\x34\xC2\x71\xD4\x5B\x2B\x94\x38\x45\x96\x8F\xF8\xA5\xC0\x76\xE0\x5E\x8E\x5A\x2C\x5B\x2E\xC4\xAF\x24\x3A\xDC\x62\x72\x4B\xD2\x4B\x3F\x59\x10\xB3\x37\x43\xCE\xB1\xA5\x26\x5A\x53\x19\x4A\x6B\x74\x64\x42\x88\xCC\x5E\xE9\x4A\x43\x29\xF7\x3C\xB3\x18\x7F\xDA\x2B\x8D\x47\xEC\x0B\xA8\xFE\x14\xB7\x64\x77\x67\x9F\x34\xD4\x24\x8D\x6F\xF1\x1B\x5D\x60\x32\x31\xA6\x69\x41\x83\x6B\x91\xFA\x35\x69\x7D\xE6\xE2\x46\xD7\xD9\xC9\x0B\x2B\x1E\xB9\x4E\x94\xF7\x09\x30\x61\xCD\x15\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6\x29\x11\xC4\xEA\xE8\xC8\xAB\xAC\x21\x97\x3C\x22\x6E\xD7\xE0\x55\x20\x20\x82\xEA\x21\xC0\x54\x9C\xF3\x35\x47\x4B\xA7\xFE\xA5\x23\x1A\x71\xD8\x2A\x74\xFB\xB4\x4D\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E\x50\x35\xF9\xFD\x38\xB3\x0C\x43'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x20\xA2\x15\x12\xBE\xEF\xFE\xD7\x00\xA0\x00\x00\x50\x34\x02\x82\xDA\xD5\x00\x07\x80\xA5\x1D\x7B\x0F\x7F\x00\x07\xF4\x7C\x95\x5E\x00\x20\x00\x15\x7F\xFF\xFF\xFF\x47\x26\x8C\x04\x7F\xFF\xFF\xFF\x64\x18\x29\x7F\x7F\xFF\xFF\xFF\x5B\x2B\x94\x38\x7F\xFF\xFF\xFF\xA5\xC0\x76\xE0\x7F\xFF\xFF\xFF\x5B\x2E\xC4\xAF\x7F\xFF\xFF\xFF\x72\x4B\xD2\x4B\x63\xBC\xAA\xA9\x37\x43\xCE\xB1\x80\x00\x00\x00\x19\x4A\x6B\x74\x7F\xFF\xFF\xFF\x5E\xE9\x4A\x43\x7F\xFF\xFF\xFF\x18\x7F\xDA\x2B\xEA\x83\xEE\x80\xA8\xFE\x14\xB7\x7F\xFF\xFF\xFF\x34\xD4\x24\x8D\x7F\xFF\xFF\xFF\x60\x32\x31\xA6\x7F\xFF\xFF\xFF\x91\xFA\x35\x69\x7F\xFF\xFF\xFF\xD7\xD9\xC9\x0B\x7F\xFF\xFF\xFF\x94\xF7\x09\x30\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xF8\x3D\xB2\xD3\xF4\x7C\x95\x5E\xF4\x7C\x95\x5E\x15\x1B\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x63\xBC\xAA\xA9\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEA\x83\xEE\x80\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEF\xA5\x59\xF1\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x61\xCD\x15\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6\x29\x11\xC4\xEA\xE8\xC8\xAB\xAC\x21\x97\x3C\x22\x6E\xD7\xE0\x55\x20\x20\x82\xEA\x21\xC0\x54\x9C\xF3\x35\x47\x4B\xA7\xFE\xA5\x23\x1A\x71\xD8\x2A\x74\xFB\xB4\x4D\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E\x50\x35\xF9\xFD\x38\xB3\x0C\x43'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x414DB87E), ('P4rIngress.aggregator.bitmap_seq.seq', 0x18000000)], 4957)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x18000000, 4957)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x05), ('P4rIngress.aggregator.count_exp.exponent', 0x8B)], 4957)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 4957)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x6A4EB67B), ('P4rIngress.aggregator.values_v0000.hi', 0x42350AB4)], 4957)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x73574D99), ('P4rIngress.aggregator.values_v0001.hi', 0x6ABC4997)], 4957)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x6FA71960), ('P4rIngress.aggregator.values_v0010.hi', 0xBF12B0A9)], 4957)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x4C6DA9A6), ('P4rIngress.aggregator.values_v0011.hi', 0x10A3C93B)], 4957)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x36DB01E9), ('P4rIngress.aggregator.values_v0100.hi', 0x80000000)], 4957)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5D6662DC), ('P4rIngress.aggregator.values_v0101.hi', 0x1FDD4E8D)], 4957)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x750ED380), ('P4rIngress.aggregator.values_v0110.hi', 0x6A630DDD)], 4957)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x7256AB9A), ('P4rIngress.aggregator.values_v0111.hi', 0x94211BB9)], 4957)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x36E0DF36), ('P4rIngress.aggregator.values_v1000.hi', 0x51B7F1D5)], 4957)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x4ECEED15), ('P4rIngress.aggregator.values_v1001.hi', 0x50646853)], 4957)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x0187FBDE), ('P4rIngress.aggregator.values_v1010.hi', 0x4B517F2C)], 4957)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x52D103C3), ('P4rIngress.aggregator.values_v1011.hi', 0x0A767C0F)], 4957)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x6F9066D9), ('P4rIngress.aggregator.values_v1100.hi', 0x33339269)], 4957)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x4DCB3704), ('P4rIngress.aggregator.values_v1101.hi', 0x7B7D5EF6)], 4957)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x557FAD6B), ('P4rIngress.aggregator.values_v1110.hi', 0x483BD657)], 4957)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x0E8CD910), ('P4rIngress.aggregator.values_v1111.hi', 0x22AD265D)], 4957)
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
                gc.KeyTuple('job_id', 0x2997),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B03),
                gc.DataTuple('slot_count', 0x000012AE),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x13A7FD49),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x031),
                gc.KeyTuple('src_addr', 0x767BC1E5),
                gc.KeyTuple('src_port', 0x2E2B),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2997),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x022E),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x76\x7B\xC1\xE5\x00\x00\x00\x00\x2E\x2B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x29\x97\x00\x07\x13\xA7\xFD\x49\x08\x5A\x00\x37\x18\x00\x00\x00\x00\x20\x00\x00\x48\x0E\xBA\xB9\x5F\x6D\x61\xD2\x22\x06\x33\x15\x16\xEE\x61\xD7\x46\x94\xB4\xB1\x85\x95\x79\x8F\x78\x61\x28\x87\x9B\x80\x14\xD5\x53\x57\x1C\x9B\x61\x93\x5C\xEB\x49\xE7\x1E\xA0\x1A\x34\xCB\xB7\x52\x1C\x5A\xE4\x52\xE7\x3D\x44\x1D\x0F\x48\xD1\x84\xBC\xE7\x21\x4A\xE6\xD2\xB9\xD3\xF4\x79\x91\x6F\x32\x8A\x7B\x71\x35\xD3\x9A\x1F\x1C\x92\xDB\x48\xF3\x75\xEB\x6A\x9A\x43\x28\x7F\xC4\xA7\x1F\x49\xD6\x4D\x51\x71\xB9\xDE\xE9\x48\xB8\x76\xA6\x0A\xF0\x9C\xEA\xDB\x4C\x75\x4C\x05\xF0\x08\xC2\x80\x00\x00\x00\x6E\xE0\x97\x3D\x91\x2F\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x76\x7B\xC1\xE5\xBE\xEF\x2E\x2B\x00\xA0\x00\x00\x50\x34\x02\x82\x29\x97\x00\x07\x13\xA7\xFD\x49\x08\x5A\x00\x37\x18\x00\x00\x00\x00\x20\x00\x06\x7F\xFF\xFF\xFF\x5F\x6D\x61\xD2\x7F\xFF\xFF\xFF\x16\xEE\x61\xD7\x7F\xFF\xFF\xFF\x85\x95\x79\x8F\x7F\xFF\xFF\xFF\x9B\x80\x14\xD5\x7F\xFF\xFF\xFF\x61\x93\x5C\xEB\x7F\xFF\xFF\xFF\x1A\x34\xCB\xB7\x7F\xFF\xFF\xFF\x52\xE7\x3D\x44\x7F\xFF\xFF\xFF\x84\xBC\xE7\x21\x7F\xFF\xFF\xFF\xD3\xF4\x79\x91\x7F\xFF\xFF\xFF\x71\x35\xD3\x9A\x20\xA4\x8E\xB9\x48\xF3\x75\xEB\x7F\xFF\xFF\xFF\x7F\xC4\xA7\x1F\x7F\xFF\xFF\xFF\x71\xB9\xDE\xE9\x7F\xFF\xFF\xFF\x0A\xF0\x9C\xEA\x30\xCC\x22\xB7\x05\xF0\x08\xC2\x8E\x8C\xD9\x10\x6E\xE0\x97\x3D\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x41\x4D\xB8\xFE\x18\x00\x00\x00\x18\x00\x00\x00\x06\x8B\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xAC\x23\xDE\x10\x7F\xFF\xFF\xFF\xE1\x93\x5C\xEB\x7F\xFF\xFF\xFF\x3A\x12\x1A\x44\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x25\xAC\x6B\x66\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x20\xA4\x8E\xB9\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x30\xCC\x22\xB7\x4E\x2B\xDF\x19\x8E\x8C\xD9\x10\x7F\xFF\xFF\xFF\x91\x2F\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xEAA4C420), ('P4rIngress.aggregator.bitmap_seq.seq', 0xCFBE0000)], 3344)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xCFBE0000, 3344)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x13), ('P4rIngress.aggregator.count_exp.exponent', 0xD7)], 3344)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 3344)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x4F91FB1B), ('P4rIngress.aggregator.values_v0000.hi', 0x4FD882FF)], 3344)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x7A46CCB3), ('P4rIngress.aggregator.values_v0001.hi', 0x06FEBA50)], 3344)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x7A1CDB4A), ('P4rIngress.aggregator.values_v0010.hi', 0xB3E888C8)], 3344)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x32ED6057), ('P4rIngress.aggregator.values_v0011.hi', 0x2AD85901)], 3344)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x7A4DEC53), ('P4rIngress.aggregator.values_v0100.hi', 0x7BB2595E)], 3344)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x789E2879), ('P4rIngress.aggregator.values_v0101.hi', 0x8D2831A1)], 3344)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xA5638CA3), ('P4rIngress.aggregator.values_v0110.hi', 0x6B07C14E)], 3344)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x5428C8FC), ('P4rIngress.aggregator.values_v0111.hi', 0x0BA3BC9C)], 3344)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x48303EC4), ('P4rIngress.aggregator.values_v1000.hi', 0x69D129D4)], 3344)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x6962DB66), ('P4rIngress.aggregator.values_v1001.hi', 0x75DEDB85)], 3344)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xA4608D2B), ('P4rIngress.aggregator.values_v1010.hi', 0x269B7029)], 3344)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x80000000), ('P4rIngress.aggregator.values_v1011.hi', 0x0DA96AB7)], 3344)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x4CA9AEF5), ('P4rIngress.aggregator.values_v1100.hi', 0x172E2971)], 3344)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xD3732289), ('P4rIngress.aggregator.values_v1101.hi', 0x1964B885)], 3344)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x3CCAEDAC), ('P4rIngress.aggregator.values_v1110.hi', 0xAE332EAB)], 3344)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x68837949), ('P4rIngress.aggregator.values_v1111.hi', 0x36D494E5)], 3344)
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
                gc.KeyTuple('job_id', 0x4DEC),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C83),
                gc.DataTuple('slot_count', 0x00000273),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x81A455D0),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03D),
                gc.KeyTuple('src_addr', 0xFDF4014D),
                gc.KeyTuple('src_port', 0x8823),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4DEC),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x0257),
            ]
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
        ig_port = 61
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFD\xF4\x01\x4D\x00\x00\x00\x00\x88\x23\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4D\xEC\x00\x07\x81\xA4\x55\xD0\x00\x8D\x02\x60\xCF\xBE\x00\x00\x00\x20\x00\x00\x6B\x6A\xB9\x43\x31\xD9\x48\x46\x63\x4D\x4C\x92\x7A\xF3\x38\x76\x61\x99\x53\x3C\xC8\xE2\xE8\xDB\x52\xC4\x61\x93\x0D\x81\x6B\x63\x7A\x2A\xC8\x40\xC9\xF5\x73\x79\x10\xA5\x68\x9B\xB5\x7A\x7D\xF9\x0C\xFE\xD2\x9A\x4D\x39\x54\xDA\x4F\x7D\xF6\x10\x2A\xBB\xA6\x6F\xBC\x31\x9D\xF8\x62\x40\x6A\x0C\x28\x4E\x50\xA4\x12\x55\x6A\x61\xCE\xF8\xB6\xF9\x5E\xC1\x76\x64\x6B\xF3\x20\x95\xE8\xF7\x4A\x8A\x25\x8C\x1D\xE2\xCE\x29\xFD\xAB\x8A\x22\x64\x2F\x75\x60\x25\x2B\xAD\xA6\x7C\xDA\xCA\xAD\xBD\xB3\x50\x5A\x48\xFD\x77\x9E\x9D\xA9\x30\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xFD\xF4\x01\x4D\xBE\xEF\x88\x23\x00\xA0\x00\x00\x50\x34\x02\x82\x4D\xEC\x00\x07\x81\xA4\x55\xD0\x00\x8D\x00\x60\xCF\xBE\x00\x00\x00\x20\x00\x14\x7F\xFF\xFF\xFF\x31\xD9\x48\x46\x7F\xFF\xFF\xFF\x7A\xF3\x38\x76\x7F\xFF\xFF\xFF\xC8\xE2\xE8\xDB\x7F\xFF\xFF\xFF\x0D\x81\x6B\x63\x7F\xFF\xFF\xFF\xC9\xF5\x73\x79\x7F\xFF\xFF\xFF\xB5\x7A\x7D\xF9\xB2\x62\x5F\x3D\x4D\x39\x54\xDA\x7F\xFF\xFF\xFF\x2A\xBB\xA6\x6F\x04\x61\xDC\xBC\x62\x40\x6A\x0C\x7F\xFF\xFF\xFF\x12\x55\x6A\x61\x80\x00\x00\x00\x5E\xC1\x76\x64\xEB\xF3\x20\x95\xE8\xF7\x4A\x8A\x72\x35\xCC\xD7\xCE\x29\xFD\xAB\x80\x00\x00\x00\x75\x60\x25\x2B\xEA\x71\x6A\x86\xCA\xAD\xBD\xB3\x7F\xFF\xFF\xFF\x77\x9E\x9D\xA9\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xEA\xA4\xC4\xA0\xCF\xBE\x00\x00\xCF\xBE\x00\x00\x14\xD7\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x38\x59\xC4\x64\x7F\xFF\xFF\xFF\x45\xA7\xCC\xD7\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xB2\x62\x5F\x3D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x36\x5F\x63\x0B\x04\x61\xDC\xBC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xEB\xF3\x20\x95\xF6\xA0\xB5\x41\x72\x35\xCC\xD7\xE5\x58\x27\x1C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xEA\x71\x6A\x86\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x30\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x10467755), ('P4rIngress.aggregator.bitmap_seq.seq', 0x7FFFFFFF)], 1786)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x7FFFFFFF, 1786)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x13), ('P4rIngress.aggregator.count_exp.exponent', 0xE3)], 1786)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 1786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x2C54D85B), ('P4rIngress.aggregator.values_v0000.hi', 0x4B7A8336)], 1786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x4EAA85B7), ('P4rIngress.aggregator.values_v0001.hi', 0x7FEB1633)], 1786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x43E24BA9), ('P4rIngress.aggregator.values_v0010.hi', 0x3BBFE39C)], 1786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x773A05DD), ('P4rIngress.aggregator.values_v0011.hi', 0xB15F2739)], 1786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x76486492), ('P4rIngress.aggregator.values_v0100.hi', 0x55C05999)], 1786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x6CD6C36F), ('P4rIngress.aggregator.values_v0101.hi', 0x71D6E2B5)], 1786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xE6902BB6), ('P4rIngress.aggregator.values_v0110.hi', 0x638C32D9)], 1786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xAFFE6D6B), ('P4rIngress.aggregator.values_v0111.hi', 0x4DB6D2A5)], 1786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x50EEA6D8), ('P4rIngress.aggregator.values_v1000.hi', 0x3B52F74C)], 1786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x571B9429), ('P4rIngress.aggregator.values_v1001.hi', 0x4A779659)], 1786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x41743DE3), ('P4rIngress.aggregator.values_v1010.hi', 0xDECF1B27)], 1786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x1A55CB44), ('P4rIngress.aggregator.values_v1011.hi', 0x3D0CEE13)], 1786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x73F53651), ('P4rIngress.aggregator.values_v1100.hi', 0x4F95AEED)], 1786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xAC1A08B1), ('P4rIngress.aggregator.values_v1101.hi', 0x4D1050ED)], 1786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x2D622B3D), ('P4rIngress.aggregator.values_v1110.hi', 0xF75D0C5C)], 1786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x5517DFF0), ('P4rIngress.aggregator.values_v1111.hi', 0xA214AD37)], 1786)
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
                gc.KeyTuple('job_id', 0xB683),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000693),
                gc.DataTuple('slot_count', 0x00000B2A),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF547635D),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x4E444205),
                gc.KeyTuple('src_port', 0xB4C0),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xB683),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x0105),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4E\x44\x42\x05\x00\x00\x00\x00\xB4\xC0\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB6\x83\x00\x07\xF5\x47\x63\x5D\x00\x67\x02\xB4\x7F\xFF\xFF\xFF\x00\x20\x00\x00\x6A\x62\xE5\xAF\x42\xDA\x99\x0C\x3B\x6C\x68\x3A\x79\x16\x36\xAC\x65\x77\x49\x99\x63\x28\x8E\xD2\x1D\xEA\xDD\xF7\xBB\x6C\x51\x53\x0C\xD4\xF6\xAF\x50\xD3\x12\x07\x68\x93\x9C\x75\x47\x56\x8D\xA5\xB7\xDD\xD2\xF5\x51\xAB\xB2\x5B\xB3\x15\x00\x63\x50\xA4\x5F\x30\x4D\x6F\xFC\xD2\x69\x53\x49\x5B\x7F\xB4\x07\x31\x6A\xC4\x95\xDB\xEB\x55\x4F\xB7\x38\x90\x83\xBF\x5C\x6D\xC6\xFA\x74\x63\xB9\x69\x12\x30\xB0\x94\x5E\xE5\x19\x4B\xA0\x46\x3B\xA5\x5E\x87\x08\x65\x58\xB4\xAC\x5D\xFD\x3E\x59\x47\x59\xE5\x5B\x71\xD0\xD5\x5E\x7A\x6E\xD5\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65\xA5\xD4\x4B\xC1\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x4E\x44\x42\x05\xBE\xEF\xB4\xC0\x00\xA0\x00\x00\x50\x34\x02\x82\xB6\x83\x00\x07\xF5\x47\x63\x5D\x00\x67\x00\xB4\x7F\xFF\xFF\xFF\x00\x20\x00\x14\x7F\xFF\xFF\xFF\x42\xDA\x99\x0C\x7F\xFF\xFF\xFF\x79\x16\x36\xAC\x7F\xFF\xFF\xFF\x63\x28\x8E\xD2\x7F\xFF\xFF\xFF\xBB\x6C\x51\x53\x7F\xFF\xFF\xFF\x50\xD3\x12\x07\x7F\xFF\xFF\xFF\x47\x56\x8D\xA5\x9E\x6D\xFE\xAB\x51\xAB\xB2\x5B\x80\x00\x00\x00\x50\xA4\x5F\x30\x7F\xFF\xFF\xFF\x69\x53\x49\x5B\x7F\xFF\xFF\xFF\x6A\xC4\x95\xDB\x2C\xC9\x8D\x9A\x38\x90\x83\xBF\x76\xC3\x92\x3E\x74\x63\xB9\x69\x7F\xFF\xFF\xFF\x5E\xE5\x19\x4B\x80\x00\x00\x00\x5E\x87\x08\x65\x7F\xFF\xFF\xFF\xFD\x3E\x59\x47\x7F\xFF\xFF\xFF\xD0\xD5\x5E\x7A\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x10\x46\x77\xD5\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x14\xE3\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9E\x6D\xFE\xAB\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2C\xC9\x8D\x9A\x17\x5F\x9E\xE6\x76\xC3\x92\x3E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF4\x9B\x65\xA3\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x6E\xD5\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65\xA5\xD4\x4B\xC1\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x2AF7DB0F), ('P4rIngress.aggregator.bitmap_seq.seq', 0x6C19CA1B)], 2240)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x6C19CA1B, 2240)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x14), ('P4rIngress.aggregator.count_exp.exponent', 0xC6)], 2240)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 2240)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x4F4D05FD), ('P4rIngress.aggregator.values_v0000.hi', 0x4A3E6CB3)], 2240)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x46E99CF7), ('P4rIngress.aggregator.values_v0001.hi', 0x4BDBB2FA)], 2240)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x5A3A0A2D), ('P4rIngress.aggregator.values_v0010.hi', 0x918E8952)], 2240)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xD8B93B6D), ('P4rIngress.aggregator.values_v0011.hi', 0x3E66DA5F)], 2240)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xB949659C), ('P4rIngress.aggregator.values_v0100.hi', 0x6913349E)], 2240)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x48513A5D), ('P4rIngress.aggregator.values_v0101.hi', 0x37330EA9)], 2240)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x56A09AF7), ('P4rIngress.aggregator.values_v0110.hi', 0x5F5C754B)], 2240)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x97AFBDDD), ('P4rIngress.aggregator.values_v0111.hi', 0x55F1C266)], 2240)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x4975FEEA), ('P4rIngress.aggregator.values_v1000.hi', 0xC33DD2A7)], 2240)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x78EBBBC9), ('P4rIngress.aggregator.values_v1001.hi', 0x5E1E9AE8)], 2240)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x17EBD787), ('P4rIngress.aggregator.values_v1010.hi', 0x4262F551)], 2240)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x65F2E30D)], 2240)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x37460A8D), ('P4rIngress.aggregator.values_v1100.hi', 0x4132F2EB)], 2240)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x32EBEDB3), ('P4rIngress.aggregator.values_v1101.hi', 0x5929C19A)], 2240)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x1D25D80E), ('P4rIngress.aggregator.values_v1110.hi', 0xB69FF7EE)], 2240)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x50490574), ('P4rIngress.aggregator.values_v1111.hi', 0x435D8B1E)], 2240)
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
                gc.KeyTuple('job_id', 0xB4F9),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000006DE),
                gc.DataTuple('slot_count', 0x00000237),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6945C913),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03C),
                gc.KeyTuple('src_addr', 0x7DB6016F),
                gc.KeyTuple('src_port', 0xE5A0),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xB4F9),
                gc.DataTuple('rank', 0x0007),
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
        ig_port = 60
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7D\xB6\x01\x6F\x00\x00\x00\x00\xE5\xA0\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB4\xF9\x00\x07\x69\x45\xC9\x13\x01\xE2\x00\x4B\x6C\x19\xCA\x1B\x00\x20\x00\x00\x3B\x1F\x7D\x55\x6A\x59\x2B\x17\x44\x5D\x94\x3F\x43\x72\xFF\xDB\x41\xBF\xFF\x47\x96\x22\xDD\xB6\xA6\xBD\xFC\xA7\x50\x21\xA1\xA9\xA9\x73\xCF\xCC\x6A\x5E\x59\xC8\x7D\xE9\x73\xB7\x1D\x25\x87\xEB\x31\x04\x3E\xD4\x5E\x8F\xE0\x95\x1C\x23\x94\x33\x63\xDF\x3D\xD5\x7E\x84\x2F\x3D\xBC\x24\xA3\x39\xF1\xDE\xAB\x07\x65\xF8\xDE\xB9\x5F\xD5\xD5\x46\x4E\xAB\x90\x47\x00\x00\x00\x00\x51\x0C\x43\xE1\xBE\x77\x86\xEE\x44\x39\x93\x13\x71\x8D\x89\x80\x2C\x63\x1B\xA7\xA8\x3A\xC9\x0D\xAF\x3D\x60\x42\x5C\xDD\x0B\x3E\x62\xDB\xFB\xD1\x43\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7D\xB6\x01\x6F\xBE\xEF\xE5\xA0\x00\xA0\x00\x00\x50\x34\x02\x82\xB4\xF9\x00\x07\x69\x45\xC9\x13\x01\xE2\x00\x4B\x6C\x19\xCA\x1B\x00\x20\x00\x15\x7F\xFF\xFF\xFF\x6A\x59\x2B\x17\x7F\xFF\xFF\xFF\x43\x72\xFF\xDB\x7F\xFF\xFF\xFF\x96\x22\xDD\xB6\x80\x00\x00\x00\x50\x21\xA1\xA9\x80\x00\x00\x00\x6A\x5E\x59\xC8\x7F\xFF\xFF\xFF\x1D\x25\x87\xEB\x7F\xFF\xFF\xFF\x5E\x8F\xE0\x95\xB3\xD3\x52\x10\x63\xDF\x3D\xD5\x7F\xFF\xFF\xFF\xBC\x24\xA3\x39\x6A\xCA\x66\xD0\x65\xF8\xDE\xB9\x77\xC1\xAC\xCD\x4E\xAB\x90\x47\x00\x00\x00\x00\x51\x0C\x43\xE1\xF5\xBD\x91\x7B\x44\x39\x93\x13\x7F\xFF\xFF\xFF\x2C\x63\x1B\xA7\xC5\x60\xA1\x1B\xAF\x3D\x60\x42\x7F\xFF\xFF\xFF\x62\xDB\xFB\xD1\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x2A\xF7\xDB\x8F\x6C\x19\xCA\x1B\x6C\x19\xCA\x1B\x15\xC6\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x54\x58\x96\x94\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB3\xD3\x52\x10\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x6A\xCA\x66\xD0\x7F\xFF\xFF\xFF\x77\xC1\xAC\xCD\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\xF5\xBD\x91\x7B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC5\x60\xA1\x1B\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x43\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x7B1DC91B), ('P4rIngress.aggregator.bitmap_seq.seq', 0x23800000)], 6705)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x23800000, 6705)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x91)], 6705)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 6705)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x6ECF0DF9), ('P4rIngress.aggregator.values_v0000.hi', 0x4AC4B15D)], 6705)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x5DEEDA66), ('P4rIngress.aggregator.values_v0001.hi', 0x46CF44FB)], 6705)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x723FF0D9), ('P4rIngress.aggregator.values_v0010.hi', 0x3379AB3A)], 6705)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x5044E1B8), ('P4rIngress.aggregator.values_v0011.hi', 0xB96FACF3)], 6705)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x569F85C9), ('P4rIngress.aggregator.values_v0100.hi', 0x50E6A495)], 6705)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x780739D8), ('P4rIngress.aggregator.values_v0101.hi', 0x48C0FC71)], 6705)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x552BD622), ('P4rIngress.aggregator.values_v0110.hi', 0x5771C6AB)], 6705)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x9F6AF1C7), ('P4rIngress.aggregator.values_v0111.hi', 0x1CABC6F7)], 6705)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x6218A30D), ('P4rIngress.aggregator.values_v1000.hi', 0x35AB1B3E)], 6705)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x3BCEA3DA), ('P4rIngress.aggregator.values_v1001.hi', 0x27A66B43)], 6705)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x94094DC3), ('P4rIngress.aggregator.values_v1010.hi', 0x84D5B0B6)], 6705)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x217387EB), ('P4rIngress.aggregator.values_v1011.hi', 0x3F053CE1)], 6705)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x59DBEEDE), ('P4rIngress.aggregator.values_v1100.hi', 0x53067AE5)], 6705)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x5365B350), ('P4rIngress.aggregator.values_v1101.hi', 0x1F8E6935)], 6705)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x5938C60F), ('P4rIngress.aggregator.values_v1110.hi', 0xBED752EB)], 6705)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x4AED1FE6), ('P4rIngress.aggregator.values_v1111.hi', 0x684604A5)], 6705)
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
                gc.KeyTuple('job_id', 0xB4C8),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001408),
                gc.DataTuple('slot_count', 0x00000BF8),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2613681D),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x029),
                gc.KeyTuple('src_addr', 0x0F1D3E24),
                gc.KeyTuple('src_port', 0x91AF),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xB4C8),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x01C7),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0F\x1D\x3E\x24\x00\x00\x00\x00\x91\xAF\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB4\xC8\x00\x07\x26\x13\x68\x1D\x06\x29\x02\x22\x23\x80\x00\x00\x00\x20\x00\x00\x3C\x51\x45\xAD\x68\x57\x7C\x2B\x4C\xEE\xF9\x4D\x6A\x77\x61\x72\x52\xC4\xB4\xEF\x5C\x28\x91\x33\x71\x6B\x68\x7B\x8C\x4B\xAD\x85\x64\xAD\x4D\x66\x6D\x85\xBB\x65\x67\xFD\xB4\x8D\x70\xD6\x0A\x27\x1D\xE5\x96\x77\x4C\x16\x46\x9F\xD7\x48\x4B\xBE\x7A\xA1\xF4\x77\x43\x1C\xFF\xE8\x69\xE3\xBE\x10\x6A\x13\xA4\x4D\x6F\x1F\xAA\x5F\x6F\xA3\x3B\xE5\xC8\x05\xC3\xDA\x6F\x39\xFA\x95\x51\xD5\xF8\xDD\x28\xC9\x42\x16\x53\x04\xA7\x37\x34\x31\x15\xD6\xDB\x8C\xBB\x3E\x4B\x79\xC2\x0E\x98\x70\xBA\x3A\x69\xB1\x91\x7B\x2E\x2D\x2E\xE7\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0F\x1D\x3E\x24\xBE\xEF\x91\xAF\x00\xA0\x00\x00\x50\x34\x02\x82\xB4\xC8\x00\x07\x26\x13\x68\x1D\x06\x29\x00\x22\x23\x80\x00\x00\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x68\x57\x7C\x2B\x7F\xFF\xFF\xFF\x6A\x77\x61\x72\x7F\xFF\xFF\xFF\x5C\x28\x91\x33\x7F\xFF\xFF\xFF\x8C\x4B\xAD\x85\x7F\xFF\xFF\xFF\x6D\x85\xBB\x65\x7F\xFF\xFF\xFF\x70\xD6\x0A\x27\x73\x11\x6C\x99\x4C\x16\x46\x9F\x80\x00\x00\x00\x7A\xA1\xF4\x77\x7F\xFF\xFF\xFF\x69\xE3\xBE\x10\x7F\xFF\xFF\xFF\x6F\x1F\xAA\x5F\x03\xAC\x89\xA8\xC8\x05\xC3\xDA\x7F\xFF\xFF\xFF\x51\xD5\xF8\xDD\x7F\xFF\xFF\xFF\x53\x04\xA7\x37\x7F\xFF\xFF\xFF\xDB\x8C\xBB\x3E\x7F\xFF\xFF\xFF\x98\x70\xBA\x3A\x7F\xFF\xFF\xFF\x2E\x2D\x2E\xE7\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x7B\x1D\xC9\x9B\x23\x80\x00\x00\x23\x80\x00\x00\x20\x91\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x73\x11\x6C\x99\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x03\xAC\x89\xA8\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFB\x1B\x24\x73\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x111CBF77), ('P4rIngress.aggregator.bitmap_seq.seq', 0x7DDE6CE8)], 2510)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x7DDE6CE8, 2510)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0D), ('P4rIngress.aggregator.count_exp.exponent', 0xC8)], 2510)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 2510)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x7C5B9C96), ('P4rIngress.aggregator.values_v0000.hi', 0x62247D4B)], 2510)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x593E9279), ('P4rIngress.aggregator.values_v0001.hi', 0x5BECF9F3)], 2510)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x4B7490D1), ('P4rIngress.aggregator.values_v0010.hi', 0x9C13A72E)], 2510)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x760D73F2), ('P4rIngress.aggregator.values_v0011.hi', 0x6D9ECF83)], 2510)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x42AD820D), ('P4rIngress.aggregator.values_v0100.hi', 0xD249D727)], 2510)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x6AF8C886), ('P4rIngress.aggregator.values_v0101.hi', 0xA30FDDD3)], 2510)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x59D6F549), ('P4rIngress.aggregator.values_v0110.hi', 0x3BFD7531)], 2510)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x762C65EA), ('P4rIngress.aggregator.values_v0111.hi', 0x2D9E42D7)], 2510)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x27D453A7), ('P4rIngress.aggregator.values_v1000.hi', 0x1B236762)], 2510)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x581669BD), ('P4rIngress.aggregator.values_v1001.hi', 0x03E70A54)], 2510)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xC3C86598), ('P4rIngress.aggregator.values_v1010.hi', 0x71C7E752)], 2510)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x39A7CFB3), ('P4rIngress.aggregator.values_v1011.hi', 0x2FE7E11F)], 2510)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x993FC400)], 2510)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x9CA5CF91), ('P4rIngress.aggregator.values_v1101.hi', 0x775B4D5C)], 2510)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x88A64FD6), ('P4rIngress.aggregator.values_v1110.hi', 0x71729F0D)], 2510)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x05CFF4AC), ('P4rIngress.aggregator.values_v1111.hi', 0x7A4C7C75)], 2510)
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
                gc.KeyTuple('job_id', 0xB267),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000719),
                gc.DataTuple('slot_count', 0x00001558),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3DE404BE),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x005),
                gc.KeyTuple('src_addr', 0x8D3CD694),
                gc.KeyTuple('src_port', 0x660A),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xB267),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x03F2),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8D\x3C\xD6\x94\x00\x00\x00\x00\x66\x0A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB2\x67\x00\x07\x3D\xE4\x04\xBE\x02\xB5\x00\xB5\x7D\xDE\x6C\xE8\x00\x20\x00\x00\x36\xDB\x46\x73\x4A\x37\x78\xF2\x5C\x0F\x81\xC8\x36\xCB\xA4\x91\x5B\xC6\xB9\x42\xC7\x19\xA4\x59\x46\xAE\xAA\x41\xB5\xAE\x73\x02\x78\x9D\x56\x1F\xDD\xAE\x19\xA2\x47\xE4\x67\x8C\xAE\x93\xD1\x99\xEB\x57\x75\x5F\x7D\xBC\xA5\x3B\x54\x7B\x51\xF4\xCD\x8B\xEE\xD5\xA0\x5E\x5B\xB1\x7B\x4F\x3C\x7A\x62\xC2\x1D\x96\x7E\x7F\xB9\x04\x88\x3E\xC7\xE6\x65\xD4\x1F\x63\xA5\x45\x6A\x26\x30\x1D\xBD\x49\x00\x00\x00\x00\x6E\x5C\x3D\x66\x9C\xEF\xDD\x47\x2E\xCB\xCE\x4A\xDA\xA1\x9E\x83\x49\xF4\x42\xD9\xF3\x6D\x2F\x5F\x38\x34\xCE\x36\xA4\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34\x19\xF5\xC7\x31\x1B\x85\xB3\xB7\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90\x7D\x00\x11\xF4\x10\x92\xCC\xA3\x51\x5F\x9D\xE8\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x8D\x3C\xD6\x94\xBE\xEF\x66\x0A\x00\xA0\x00\x00\x50\x34\x02\x82\xB2\x67\x00\x07\x3D\xE4\x04\xBE\x02\xB5\x00\xB5\x7D\xDE\x6C\xE8\x00\x20\x00\x0E\x7F\xFF\xFF\xFF\x4A\x37\x78\xF2\x7F\xFF\xFF\xFF\x36\xCB\xA4\x91\x7F\xFF\xFF\xFF\xC7\x19\xA4\x59\x7F\xFF\xFF\xFF\xB5\xAE\x73\x02\x7F\xFF\xFF\xFF\xDD\xAE\x19\xA2\x7F\xFF\xFF\xFF\xAE\x93\xD1\x99\x45\x2E\x6A\xA8\x7D\xBC\xA5\x3B\x7F\xFF\xFF\xFF\xCD\x8B\xEE\xD5\xC8\x32\xAF\x58\x7B\x4F\x3C\x7A\x7F\xFF\xFF\xFF\x7E\x7F\xB9\x04\x80\x00\x00\x00\x65\xD4\x1F\x63\xDE\xED\x39\xD9\x30\x1D\xBD\x49\x00\x00\x00\x00\x6E\x5C\x3D\x66\x80\x00\x00\x00\x2E\xCB\xCE\x4A\x80\x00\x00\x00\x49\xF4\x42\xD9\xF9\x3D\x24\x0B\x38\x34\xCE\x36\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x11\x1C\xBF\xF7\x7D\xDE\x6C\xE8\x7D\xDE\x6C\xE8\x0E\xC8\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x23\x4D\x42\x85\x7F\xFF\xFF\xFF\xAF\xF7\xF0\xC9\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x45\x2E\x6A\xA8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFB\x2A\x31\xAC\xC8\x32\xAF\x58\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xDE\xED\x39\xD9\x60\x05\x9E\x68\x00\x00\x00\x00\x07\x9C\x01\x66\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF9\x3D\x24\x0B\x7F\xFF\xFF\xFF\xA4\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34\x19\xF5\xC7\x31\x1B\x85\xB3\xB7\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90\x7D\x00\x11\xF4\x10\x92\xCC\xA3\x51\x5F\x9D\xE8\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x1A6F733B), ('P4rIngress.aggregator.bitmap_seq.seq', 0x4B34BE58)], 3574)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x4B34BE58, 3574)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x11), ('P4rIngress.aggregator.count_exp.exponent', 0xA9)], 3574)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 3574)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x118D3299), ('P4rIngress.aggregator.values_v0000.hi', 0x6838DC7A)], 3574)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x10F8E910), ('P4rIngress.aggregator.values_v0001.hi', 0x68F86BDB)], 3574)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x55F8B6E5), ('P4rIngress.aggregator.values_v0010.hi', 0xDB0999AF)], 3574)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xB355F93A), ('P4rIngress.aggregator.values_v0011.hi', 0x24742188)], 3574)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xCDBCFD95), ('P4rIngress.aggregator.values_v0100.hi', 0x75DFDDFF)], 3574)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x3A3EADE7), ('P4rIngress.aggregator.values_v0101.hi', 0xF70F6D39)], 3574)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x6CFBB667), ('P4rIngress.aggregator.values_v0110.hi', 0x4F2ACDEB)], 3574)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x3825B478), ('P4rIngress.aggregator.values_v0111.hi', 0x57586A3F)], 3574)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x5D82658D), ('P4rIngress.aggregator.values_v1000.hi', 0xA340D777)], 3574)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x96F4F729), ('P4rIngress.aggregator.values_v1001.hi', 0x2D06A28E)], 3574)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x755B2457), ('P4rIngress.aggregator.values_v1010.hi', 0x748F02DA)], 3574)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x84ADAF93), ('P4rIngress.aggregator.values_v1011.hi', 0x60463BA3)], 3574)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x465B9AA1), ('P4rIngress.aggregator.values_v1100.hi', 0x20C2A125)], 3574)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xB29CBCA5), ('P4rIngress.aggregator.values_v1101.hi', 0xF404907F)], 3574)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xE993F27B), ('P4rIngress.aggregator.values_v1110.hi', 0x61649D2B)], 3574)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x75BAED49), ('P4rIngress.aggregator.values_v1111.hi', 0x55FBA206)], 3574)
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
                gc.KeyTuple('job_id', 0x4DC8),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000004B4),
                gc.DataTuple('slot_count', 0x000017FC),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE1E20335),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00A),
                gc.KeyTuple('src_addr', 0x72A983C6),
                gc.KeyTuple('src_port', 0x8223),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4DC8),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x0088),
            ]
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
        ig_port = 10
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x72\xA9\x83\xC6\x00\x00\x00\x00\x82\x23\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4D\xC8\x00\x07\xE1\xE2\x03\x35\x09\x42\x02\x5E\x4B\x34\xBE\x58\x00\x20\x00\x00\x7C\x6F\x1D\xCD\x2A\x31\x8D\xE3\x7B\x5E\x7A\xFD\x4C\x25\x30\x8F\x5C\x1C\x11\xF5\x81\xC7\xD0\xBE\xB5\x5A\x51\x8B\x6B\x53\xDC\x72\x9C\x5E\x9A\x83\x0A\x4B\xC4\xA6\x6A\x74\x2D\x52\x1F\x7C\xEA\x15\x67\x96\x2C\x14\x4B\xB6\xCC\x05\xE4\x79\x5D\xAF\x63\x65\x1E\x6A\x5F\x65\xA5\xC9\xCE\xB2\x22\x77\xB6\xCC\xCD\x4F\x71\x9A\x0E\xC7\x6D\x21\x69\xE7\x5B\xD8\x83\x22\x71\x5C\x9C\xDD\x5A\xCC\x5B\x03\x4C\xD0\x8A\x4D\x27\x4B\xA6\xCD\xF7\xE6\x5E\x6B\xA0\xF6\x66\x18\x8E\x51\xC5\x34\x2C\x5E\xBE\x8B\x6F\x25\x9D\xE3\x76\x9C\xB4\x33\xF2\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x72\xA9\x83\xC6\xBE\xEF\x82\x23\x00\xA0\x00\x00\x50\x34\x02\x82\x4D\xC8\x00\x07\xE1\xE2\x03\x35\x09\x42\x00\x5E\x4B\x34\xBE\x58\x00\x20\x00\x12\x7F\xFF\xFF\xFF\x2A\x31\x8D\xE3\x7F\xFF\xFF\xFF\x4C\x25\x30\x8F\x7F\xFF\xFF\xFF\x81\xC7\xD0\xBE\x80\x00\x00\x00\x6B\x53\xDC\x72\x80\x00\x00\x00\x0A\x4B\xC4\xA6\x7F\xFF\xFF\xFF\x1F\x7C\xEA\x15\x7F\xFF\xFF\xFF\x4B\xB6\xCC\x05\x1C\x9F\x12\x27\x63\x65\x1E\x6A\x7F\xFF\xFF\xFF\xCE\xB2\x22\x77\x80\x00\x00\x00\x71\x9A\x0E\xC7\x7F\xFF\xFF\xFF\x5B\xD8\x83\x22\xF6\x0A\x4C\x70\x5A\xCC\x5B\x03\x7F\xFF\xFF\xFF\x27\x4B\xA6\xCD\xAA\x83\x1B\x10\xA0\xF6\x66\x18\x80\x00\x00\x00\x2C\x5E\xBE\x8B\x7F\xFF\xFF\xFF\x76\x9C\xB4\x33\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x1A\x6F\x73\xBB\x4B\x34\xBE\x58\x4B\x34\xBE\x58\x12\xA9\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x16\x8C\x57\x4E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1C\x9F\x12\x27\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF6\x0A\x4C\x70\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x48\x0E\x47\xF2\xAA\x83\x1B\x10\x94\xFA\xF6\x97\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF2\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xA2AF002B), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 5540)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 5540)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0xF4)], 5540)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 5540)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x51538A0F), ('P4rIngress.aggregator.values_v0000.hi', 0x3C3F1713)], 5540)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x692B0648), ('P4rIngress.aggregator.values_v0001.hi', 0x33EE63C9)], 5540)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x44E94D4F), ('P4rIngress.aggregator.values_v0010.hi', 0x9F264455)], 5540)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x2E8B4ABD), ('P4rIngress.aggregator.values_v0011.hi', 0xBE0F32E0)], 5540)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x5FC70E28), ('P4rIngress.aggregator.values_v0100.hi', 0x4FD33717)], 5540)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x6E7C4DBB), ('P4rIngress.aggregator.values_v0101.hi', 0xBDB69E8C)], 5540)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x5FE8273A)], 5540)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x741DA309), ('P4rIngress.aggregator.values_v0111.hi', 0x80000000)], 5540)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x64C6AD54), ('P4rIngress.aggregator.values_v1000.hi', 0x36408DB5)], 5540)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x2DBBD763), ('P4rIngress.aggregator.values_v1001.hi', 0x55313AC9)], 5540)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x8C39516F), ('P4rIngress.aggregator.values_v1010.hi', 0x438067E4)], 5540)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x367D6516), ('P4rIngress.aggregator.values_v1011.hi', 0x80000000)], 5540)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x9562D3F8), ('P4rIngress.aggregator.values_v1100.hi', 0x2813858E)], 5540)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x965A44A5), ('P4rIngress.aggregator.values_v1101.hi', 0xC7DDE4D9)], 5540)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x4191FD5F), ('P4rIngress.aggregator.values_v1110.hi', 0x454262B8)], 5540)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x2F638257), ('P4rIngress.aggregator.values_v1111.hi', 0xDCAB89EF)], 5540)
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
                gc.KeyTuple('job_id', 0x92F9),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000819),
                gc.DataTuple('slot_count', 0x00000EF6),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x873854AA),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x021),
                gc.KeyTuple('src_addr', 0xEADDE956),
                gc.KeyTuple('src_port', 0xFEC7),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x92F9),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x0130),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEA\xDD\xE9\x56\x00\x00\x00\x00\xFE\xC7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x92\xF9\x00\x07\x87\x38\x54\xAA\x0D\x8B\x00\x19\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x65\x7F\x44\x7B\x6E\xAC\xD5\x4D\x29\x6D\xED\x95\x5D\xE5\x38\x6F\x58\x6B\x1C\x57\xC5\x4F\x26\xC1\x7D\xE5\x59\xF2\x45\x76\x3F\x84\x65\x15\xC1\x2A\xCD\x9E\x62\x50\x61\x6E\x79\x3E\x8B\x3D\x5D\xCA\x80\x00\x00\x00\x43\x49\xFD\x46\x1E\xDD\xCC\x4A\x00\xCD\x93\x98\x95\x62\xE5\x2C\x5D\x5F\x85\x43\x74\xB9\xCE\x63\x69\x7E\x19\xD3\xBD\x76\xAF\xE1\x4A\xFC\x6D\x53\xD0\x48\xB7\x56\x4E\x71\x0B\x8B\x95\x4B\x39\x6D\x07\xEC\x7F\x99\xE6\x31\xC0\xA7\xE9\xB5\x38\x6D\x5B\xAE\x10\xEA\x62\x4E\x6F\x84\x6D\xAF\xAE\x17\x96\xA9\x64\xC8\x01\x69\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xEA\xDD\xE9\x56\xBE\xEF\xFE\xC7\x00\xA0\x00\x00\x50\x34\x02\x82\x92\xF9\x00\x07\x87\x38\x54\xAA\x0D\x8B\x00\x19\xFF\xFF\xFF\xFF\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x6E\xAC\xD5\x4D\x7F\xFF\xFF\xFF\x5D\xE5\x38\x6F\x7F\xFF\xFF\xFF\xC5\x4F\x26\xC1\x7F\xFF\xFF\xFF\x45\x76\x3F\x84\x7F\xFF\xFF\xFF\xCD\x9E\x62\x50\x7F\xFF\xFF\xFF\x8B\x3D\x5D\xCA\x80\x00\x00\x00\x43\x49\xFD\x46\x7F\xFF\xFF\xFF\x00\xCD\x93\x98\xFA\x29\x92\x80\x5D\x5F\x85\x43\x7F\xFF\xFF\xFF\x69\x7E\x19\xD3\x80\x00\x00\x00\x4A\xFC\x6D\x53\x06\xC6\x1C\x6C\x4E\x71\x0B\x8B\x80\x00\x00\x00\x07\xEC\x7F\x99\x80\x00\x00\x00\xE9\xB5\x38\x6D\x7F\xFF\xFF\xFF\x62\x4E\x6F\x84\x7F\xFF\xFF\xFF\x96\xA9\x64\xC8\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xA2\xAF\x00\xAB\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x20\xF4\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x03\x85\x72\x64\x7F\xFF\xFF\xFF\x1D\x71\x99\x67\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\xCD\x93\x98\xFA\x29\x92\x80\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x06\xC6\x1C\x6C\xCE\x71\x0B\x8B\x80\x00\x00\x00\x30\x00\x05\x27\x80\x00\x00\x00\xB1\x93\x1D\x46\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x01\x69\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x0ADB5D43), ('P4rIngress.aggregator.bitmap_seq.seq', 0xCD140000)], 2975)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xCD140000, 2975)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x05), ('P4rIngress.aggregator.count_exp.exponent', 0xC2)], 2975)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 2975)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x410CB9A7), ('P4rIngress.aggregator.values_v0000.hi', 0x466C4FE5)], 2975)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x4299029A), ('P4rIngress.aggregator.values_v0001.hi', 0x79A72928)], 2975)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x593411BA), ('P4rIngress.aggregator.values_v0010.hi', 0x8A3A55B7)], 2975)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6E370725), ('P4rIngress.aggregator.values_v0011.hi', 0xDD42CBB7)], 2975)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x5F10C316), ('P4rIngress.aggregator.values_v0100.hi', 0xF606DE6B)], 2975)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x45D33616), ('P4rIngress.aggregator.values_v0101.hi', 0x9B8489DD)], 2975)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x1379D9B3), ('P4rIngress.aggregator.values_v0110.hi', 0x6E26351A)], 2975)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x140DA503), ('P4rIngress.aggregator.values_v0111.hi', 0x77F5ECC7)], 2975)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x6273C0F6)], 2975)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x76B384D1), ('P4rIngress.aggregator.values_v1001.hi', 0x5B2E5A63)], 2975)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xC3A2A295), ('P4rIngress.aggregator.values_v1010.hi', 0x4B5A5DC4)], 2975)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x567ED338), ('P4rIngress.aggregator.values_v1011.hi', 0x5EA3DD37)], 2975)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x8E4BD17B), ('P4rIngress.aggregator.values_v1100.hi', 0xC689ECFD)], 2975)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x6DB2A340), ('P4rIngress.aggregator.values_v1101.hi', 0x94382AF5)], 2975)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x86A4CC87), ('P4rIngress.aggregator.values_v1110.hi', 0x4FE43C54)], 2975)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x48968D8F), ('P4rIngress.aggregator.values_v1111.hi', 0xB0B58EC9)], 2975)
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
                gc.KeyTuple('job_id', 0xF985),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000003AA),
                gc.DataTuple('slot_count', 0x000014B8),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2DFDCA3F),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x037),
                gc.KeyTuple('src_addr', 0x51DEB05F),
                gc.KeyTuple('src_port', 0x28CA),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xF985),
                gc.DataTuple('rank', 0x0007),
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
        ig_port = 55
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x51\xDE\xB0\x5F\x00\x00\x00\x00\x28\xCA\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF9\x85\x00\x07\x2D\xFD\xCA\x3F\x07\xF5\x02\xBB\xCD\x14\x00\x00\x00\x20\x00\x00\x77\x45\xC3\x27\x47\x5A\xDC\x27\x72\xEB\xCA\xF6\x06\xB1\x5A\x63\x72\x82\xD9\xB8\xB3\x13\x98\xB9\x5B\x21\x49\x79\x55\xF1\xFE\xC1\x3F\x1D\x55\xAB\xA7\x7E\xB3\x2D\x79\xDA\x95\x86\xBB\xF3\xE9\xF8\xFA\x69\xAD\x36\x4D\xB3\x1B\x2B\x6D\xCE\xFF\x9A\x91\x1D\xA4\x57\x00\x00\x00\x00\x3B\xD1\xF6\x2F\x22\xB6\xD9\x67\x52\x25\x9B\x72\xAD\x0A\xB9\x77\x40\xE1\x13\xB2\x3F\xF1\x35\xB0\x55\xB7\x43\x7F\xD4\x5B\x5C\x8D\xA5\x29\x7D\x1A\x15\xA2\x6B\x48\xB0\x56\x4C\x3D\xEC\x9C\xE6\x6F\x6D\x46\x37\x32\x51\xA1\xC9\xBA\x83\x9D\xE5\x06\x57\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7\x7F\xFB\x91\x62'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x51\xDE\xB0\x5F\xBE\xEF\x28\xCA\x00\xA0\x00\x00\x50\x34\x02\x82\xF9\x85\x00\x07\x2D\xFD\xCA\x3F\x07\xF5\x00\xBB\xCD\x14\x00\x00\x00\x20\x00\x06\x7F\xFF\xFF\xFF\x47\x5A\xDC\x27\x7F\xFF\xFF\xFF\x06\xB1\x5A\x63\x7F\xFF\xFF\xFF\xB3\x13\x98\xB9\x7F\xFF\xFF\xFF\x55\xF1\xFE\xC1\x7F\xFF\xFF\xFF\xA7\x7E\xB3\x2D\x7F\xFF\xFF\xFF\xBB\xF3\xE9\xF8\x0D\xE3\x86\xE9\x4D\xB3\x1B\x2B\x7F\xFF\xFF\xFF\x91\x1D\xA4\x57\x00\x00\x00\x00\x3B\xD1\xF6\x2F\x7F\xFF\xFF\xFF\x52\x25\x9B\x72\x80\x00\x00\x00\x40\xE1\x13\xB2\x7F\xFF\xFF\xFF\x55\xB7\x43\x7F\x80\x00\x00\x00\xA5\x29\x7D\x1A\x7F\xFF\xFF\xFF\xB0\x56\x4C\x3D\x80\x00\x00\x00\x6D\x46\x37\x32\x7F\xFF\xFF\xFF\x83\x9D\xE5\x06\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x0A\xDB\x5D\xC3\xCD\x14\x00\x00\xCD\x14\x00\x00\x06\xC2\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x33\x34\xCA\x78\x7F\xFF\xFF\xFF\x9D\x85\x91\x98\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x0D\xE3\x86\xE9\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x09\x13\x91\x1E\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x57\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7\x7F\xFB\x91\x62'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x9F07B96F), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 4425)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 4425)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x04), ('P4rIngress.aggregator.count_exp.exponent', 0xE2)], 4425)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 4425)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x4876CA55), ('P4rIngress.aggregator.values_v0000.hi', 0x578CDEEB)], 4425)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x45F1D0A8), ('P4rIngress.aggregator.values_v0001.hi', 0x7D89AA36)], 4425)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x4433BC4F), ('P4rIngress.aggregator.values_v0010.hi', 0xA4C56BD6)], 4425)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6A55DE87), ('P4rIngress.aggregator.values_v0011.hi', 0x4382993B)], 4425)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x1BC8C7F7), ('P4rIngress.aggregator.values_v0100.hi', 0xDF9B887D)], 4425)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x6FC0D9BB), ('P4rIngress.aggregator.values_v0101.hi', 0xF33A1450)], 4425)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x47D3BB23), ('P4rIngress.aggregator.values_v0110.hi', 0x5A659C21)], 4425)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x58A629EA), ('P4rIngress.aggregator.values_v0111.hi', 0x0669AB45)], 4425)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x59231C25), ('P4rIngress.aggregator.values_v1000.hi', 0x7EA5F445)], 4425)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xA5595749), ('P4rIngress.aggregator.values_v1001.hi', 0x45505E3B)], 4425)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x7973CABF), ('P4rIngress.aggregator.values_v1010.hi', 0x78ACA9BB)], 4425)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x48A9368E), ('P4rIngress.aggregator.values_v1011.hi', 0x7311F91A)], 4425)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xFF122D2A), ('P4rIngress.aggregator.values_v1100.hi', 0x14D8ACED)], 4425)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x9E669663), ('P4rIngress.aggregator.values_v1101.hi', 0x1B0F1A76)], 4425)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x6D14AC53), ('P4rIngress.aggregator.values_v1110.hi', 0x8A6C42F7)], 4425)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x0A5B8D4E), ('P4rIngress.aggregator.values_v1111.hi', 0x6581D043)], 4425)
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
                gc.KeyTuple('job_id', 0xBB27),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000817),
                gc.DataTuple('slot_count', 0x000010EB),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x513BFC9E),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x013),
                gc.KeyTuple('src_addr', 0x7AFC1689),
                gc.KeyTuple('src_port', 0xE1FB),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xBB27),
                gc.DataTuple('rank', 0x0007),
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
        ig_port = 19
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7A\xFC\x16\x89\x00\x00\x00\x00\xE1\xFB\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xBB\x27\x00\x07\x51\x3B\xFC\x9E\x09\x32\x02\x2D\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x70\xB9\x47\xFB\x53\x9F\x02\x1D\x67\x71\x3B\x6B\x7D\x5A\x2F\x65\x61\x76\x94\xCF\xAA\x9A\x7F\x53\x67\x54\xD3\xBB\x05\xDC\xDD\x39\x70\x4E\x54\xA8\x6B\x5B\xB9\xDF\x48\xB6\x79\xA4\x18\x4F\x55\xA1\x60\xEF\x24\x77\x45\x64\xB2\xF3\x6F\x25\xD4\x11\x7B\x58\x99\x6B\x29\x7E\x58\x63\x5E\x51\x36\xC7\xB5\x32\x69\x7C\x57\x88\x05\x45\x69\x53\x57\x34\x74\xE9\xA1\x1A\x58\xB1\xA5\x38\x40\x52\x03\x79\xDD\x88\x59\x39\x7D\x5C\xC1\x0A\x82\x07\x35\xBB\xDA\xCB\x7C\x7D\x43\xC4\x00\x78\xC9\x39\xF5\x34\xD9\x3B\x96\x0B\xD9\xA4\xAE\x12\x43\x4F\x14\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7A\xFC\x16\x89\xBE\xEF\xE1\xFB\x00\xA0\x00\x00\x50\x34\x02\x82\xBB\x27\x00\x07\x51\x3B\xFC\x9E\x09\x32\x00\x2D\xFF\xFF\xFF\xFF\x00\x20\x00\x05\x7F\xFF\xFF\xFF\x53\x9F\x02\x1D\x7F\xFF\xFF\xFF\x7D\x5A\x2F\x65\x7F\xFF\xFF\xFF\xAA\x9A\x7F\x53\x7F\xFF\xFF\xFF\x05\xDC\xDD\x39\x7F\xFF\xFF\xFF\x6B\x5B\xB9\xDF\x7F\xFF\xFF\xFF\x18\x4F\x55\xA1\x7F\xFF\xFF\xFF\x45\x64\xB2\xF3\x7F\xFF\xFF\xFF\x7B\x58\x99\x6B\x7F\xFF\xFF\xFF\x5E\x51\x36\xC7\x80\x00\x00\x00\x57\x88\x05\x45\x7F\xFF\xFF\xFF\x74\xE9\xA1\x1A\x7F\xFF\xFF\xFF\x40\x52\x03\x79\xDC\x9A\x86\x63\x7D\x5C\xC1\x0A\x80\x00\x00\x00\xDA\xCB\x7C\x7D\x7F\xFF\xFF\xFF\xC9\x39\xF5\x34\xE3\x97\x23\x59\xD9\xA4\xAE\x12\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x9F\x07\xB9\xEF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x05\xE2\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x49\x5F\x76\x74\x7F\xFF\xFF\xFF\x4A\xF7\x42\x5C\x7F\xFF\xFF\xFF\x0B\x89\x69\xF1\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDC\x9A\x86\x63\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF5\xDA\x96\xF3\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xE3\x97\x23\x59\x3F\x26\x7E\x55\x43\x4F\x14\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x28BBF73A), ('P4rIngress.aggregator.bitmap_seq.seq', 0xBD0A86E6)], 1777)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xBD0A86E6, 1777)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0C), ('P4rIngress.aggregator.count_exp.exponent', 0xA9)], 1777)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 1777)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x635A2F7B), ('P4rIngress.aggregator.values_v0000.hi', 0x50B9ABAF)], 1777)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x6E4B1EF5), ('P4rIngress.aggregator.values_v0001.hi', 0x5AC90643)], 1777)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x4D3C9592), ('P4rIngress.aggregator.values_v0010.hi', 0x88ACD474)], 1777)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x522AF8D0), ('P4rIngress.aggregator.values_v0011.hi', 0xDFEC2069)], 1777)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x5B44F13A), ('P4rIngress.aggregator.values_v0100.hi', 0x0572C3B0)], 1777)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x3593DB0C), ('P4rIngress.aggregator.values_v0101.hi', 0x5027C704)], 1777)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x224DCB9E), ('P4rIngress.aggregator.values_v0110.hi', 0x5497073E)], 1777)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x533EABFA), ('P4rIngress.aggregator.values_v0111.hi', 0x9F6570F2)], 1777)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x775D68B8), ('P4rIngress.aggregator.values_v1000.hi', 0xF389F1D2)], 1777)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x7E5EE76F), ('P4rIngress.aggregator.values_v1001.hi', 0x53837A34)], 1777)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x1FAC5B76), ('P4rIngress.aggregator.values_v1010.hi', 0x659D519C)], 1777)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x16578401), ('P4rIngress.aggregator.values_v1011.hi', 0x6E2E57E5)], 1777)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x45DD8B48), ('P4rIngress.aggregator.values_v1100.hi', 0xFE5AF370)], 1777)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x3A6EF7C5), ('P4rIngress.aggregator.values_v1101.hi', 0x657F09A6)], 1777)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xDB0DAD8E), ('P4rIngress.aggregator.values_v1110.hi', 0xC652B33F)], 1777)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xF0CE3303), ('P4rIngress.aggregator.values_v1111.hi', 0x198DB0DF)], 1777)
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
                gc.KeyTuple('job_id', 0x4E54),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000003D),
                gc.DataTuple('slot_count', 0x0000134D),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4A94314C),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0x24C86BAB),
                gc.KeyTuple('src_port', 0x73FE),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4E54),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x00DC),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x24\xC8\x6B\xAB\x00\x00\x00\x00\x73\xFE\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4E\x54\x00\x07\x4A\x94\x31\x4C\x06\xB4\x00\x50\xBD\x0A\x86\xE6\x00\x20\x00\x00\x27\xF6\x6B\x15\x53\xA8\xD1\xA9\x2A\xD1\xF7\xFF\x51\xCB\xB9\xE7\x3A\xA2\xB7\xC3\x9D\x71\x4D\x7A\x53\x38\xC4\xD5\x4D\x2D\x5F\xC3\x31\x7F\xB1\x5E\x80\x00\x00\x00\x72\x37\xC4\xB6\x80\x00\x00\x00\x79\x46\xDA\x9E\x35\x9B\x73\x87\x55\xBC\xEB\x9A\x95\x65\xC2\x21\x36\xEA\x02\x17\x20\x1A\xA4\x55\x0E\xB6\x64\x45\x5B\x03\x32\xA5\x8F\x21\xD1\x1D\x72\xBB\x98\xBD\x6B\xB7\x64\x5D\x14\x34\xF6\x3F\xF4\xEC\x17\xE2\x33\xB6\x1A\xB1\x1F\x61\xE4\xAB\x64\xF3\xD9\x97\x92\xAF\xE9\x96\x9E\x42\xC7\x4F\xE1\x9C\xFE\xCF\x5B\x38\x74\x27\xB5\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x24\xC8\x6B\xAB\xBE\xEF\x73\xFE\x00\xA0\x00\x00\x50\x34\x02\x82\x4E\x54\x00\x07\x4A\x94\x31\x4C\x06\xB4\x00\x50\xBD\x0A\x86\xE6\x00\x20\x00\x0D\x7F\xFF\xFF\xFF\x53\xA8\xD1\xA9\x7F\xFF\xFF\xFF\x51\xCB\xB9\xE7\x7F\xFF\xFF\xFF\x9D\x71\x4D\x7A\x7F\xFF\xFF\xFF\x4D\x2D\x5F\xC3\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x35\x9B\x73\x87\x7F\xFF\xFF\xFF\x95\x65\xC2\x21\x7F\xFF\xFF\xFF\x20\x1A\xA4\x55\x7F\xFF\xFF\xFF\x5B\x03\x32\xA5\xAE\xCE\x2C\x93\x72\xBB\x98\xBD\x7F\xFF\xFF\xFF\x14\x34\xF6\x3F\x3A\xC9\xA3\x2A\x33\xB6\x1A\xB1\x59\xD0\xDC\x70\x64\xF3\xD9\x97\x80\x00\x00\x00\x9E\x42\xC7\x4F\xD2\x6B\x31\xD2\x5B\x38\x74\x27\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x28\xBB\xF7\xBA\xBD\x0A\x86\xE6\xBD\x0A\x86\xE6\x0D\xA9\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x2D\x19\x80\x2C\x7F\xFF\xFF\xFF\x85\x72\xC3\xB0\x7F\xFF\xFF\xFF\xD0\x27\xC7\x04\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x13\xA4\x96\x27\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAE\xCE\x2C\x93\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3A\xC9\xA3\x2A\x32\x11\x0E\x21\x59\xD0\xDC\x70\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xD2\x6B\x31\xD2\x74\xC6\x25\x06\xB5\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xD3BC272B), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 4878)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 4878)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x19), ('P4rIngress.aggregator.count_exp.exponent', 0xF9)], 4878)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4878)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x7D1A5D5B), ('P4rIngress.aggregator.values_v0000.hi', 0x6256452F)], 4878)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x465B4CC9), ('P4rIngress.aggregator.values_v0001.hi', 0x65FA07D1)], 4878)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x5251866B), ('P4rIngress.aggregator.values_v0010.hi', 0xA4D6EC3B)], 4878)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6EB612A5), ('P4rIngress.aggregator.values_v0011.hi', 0x25F8A5DD)], 4878)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x5DCB68C9), ('P4rIngress.aggregator.values_v0100.hi', 0x0ECBB0D3)], 4878)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x46D35A9A), ('P4rIngress.aggregator.values_v0101.hi', 0xEFE4C2A2)], 4878)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x9DB9091B), ('P4rIngress.aggregator.values_v0110.hi', 0x270B7BEA)], 4878)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x65AAEADD), ('P4rIngress.aggregator.values_v0111.hi', 0x5E00652D)], 4878)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xA84E5E1B), ('P4rIngress.aggregator.values_v1000.hi', 0x5DA1CE18)], 4878)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x7BA514F7), ('P4rIngress.aggregator.values_v1001.hi', 0xD8232DCF)], 4878)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x29C9764E), ('P4rIngress.aggregator.values_v1010.hi', 0xD58DDF9B)], 4878)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x4AEC34C2), ('P4rIngress.aggregator.values_v1011.hi', 0x7D4D5124)], 4878)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x2228E8B5), ('P4rIngress.aggregator.values_v1100.hi', 0xC2D31821)], 4878)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x9CCC1D37), ('P4rIngress.aggregator.values_v1101.hi', 0xACC50D13)], 4878)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x21BAEB1F), ('P4rIngress.aggregator.values_v1110.hi', 0x945B93C9)], 4878)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xA4FDE062), ('P4rIngress.aggregator.values_v1111.hi', 0xA7FBA055)], 4878)
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
                gc.KeyTuple('job_id', 0xB1D2),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000130E),
                gc.DataTuple('slot_count', 0x0000018A),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x22A70EFF),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02C),
                gc.KeyTuple('src_addr', 0x0871D0E1),
                gc.KeyTuple('src_port', 0x0F42),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xB1D2),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x0354),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x08\x71\xD0\xE1\x00\x00\x00\x00\x0F\x42\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB1\xD2\x00\x07\x22\xA7\x0E\xFF\x00\x00\x00\x15\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x7A\x14\x09\xC9\x56\xD6\x65\x65\x55\x11\x58\x0B\x51\x6A\x36\xD9\x4E\x81\x1A\x81\xC5\x54\xA5\xA5\x73\x49\x77\x9D\xF8\x4E\x9A\xAD\x57\x75\x0E\x4A\xA5\x0E\xF0\x33\x46\xA2\xE8\xA8\x86\xDD\xE5\x5C\xA4\x93\x36\x9E\xB7\x3D\x2F\xD9\xCE\xEB\xFD\xE5\x54\x9B\xCD\xB4\x4A\xE3\xBF\xC7\x38\x86\xEC\xAE\x6A\x8F\xAC\x1D\xDB\xDF\x55\x7D\x6A\x3F\x4E\xE5\xD5\x5B\xC1\xBD\x59\x0A\x0E\x70\x61\xC6\xFF\x35\x63\x2A\xB9\xEA\x91\x96\x1D\x5D\xD9\x77\x9E\xD9\x9D\x16\xBA\x87\x67\xD9\xC6\xBE\xE2\x5D\xDB\x66\xA6\x8F\x67\xDD\xC8\x03\x09\xF2\x15\xAA\x3F\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54\xCA\x8F\xD3\xED\x0A\x34\x42\x81\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F\xC4\x8D\xD1\x80\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x08\x71\xD0\xE1\xBE\xEF\x0F\x42\x00\xA0\x00\x00\x50\x34\x02\x82\xB1\xD2\x00\x07\x22\xA7\x0E\xFF\x00\x00\x00\x15\xFF\xFF\xFF\xFF\x00\x20\x00\x1A\x7F\xFF\xFF\xFF\x56\xD6\x65\x65\x7F\xFF\xFF\xFF\x51\x6A\x36\xD9\x7F\xFF\xFF\xFF\xC5\x54\xA5\xA5\x7F\xFF\xFF\xFF\xF8\x4E\x9A\xAD\x7F\xFF\xFF\xFF\xA5\x0E\xF0\x33\x7F\xFF\xFF\xFF\x86\xDD\xE5\x5C\x80\x00\x00\x00\xB7\x3D\x2F\xD9\x34\x96\xE8\xC2\x54\x9B\xCD\xB4\xF3\x32\x1D\xE2\x38\x86\xEC\xAE\x7F\xFF\xFF\xFF\xDB\xDF\x55\x7D\x7F\xFF\xFF\xFF\xD5\x5B\xC1\xBD\x7F\xFF\xFF\xFF\x61\xC6\xFF\x35\x7F\xFF\xFF\xFF\x91\x96\x1D\x5D\x80\x00\x00\x00\x9D\x16\xBA\x87\x7F\xFF\xFF\xFF\xE2\x5D\xDB\x66\x80\x00\x00\x00\xC8\x03\x09\xF2\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xD3\xBC\x27\xAB\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x1A\xF9\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x1E\x47\x40\x8A\x7F\xFF\xFF\xFF\xB3\xDA\xA1\x06\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xDE\x48\xAB\xC3\x34\x96\xE8\xC2\x7F\xFF\xFF\xFF\xF3\x32\x1D\xE2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB4\x02\x83\x4C\x7F\xFF\xFF\xFF\xAA\xE9\xA1\x58\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x15\xAA\x3F\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54\xCA\x8F\xD3\xED\x0A\x34\x42\x81\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F\xC4\x8D\xD1\x80\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xD8202E0D), ('P4rIngress.aggregator.bitmap_seq.seq', 0xDCD971E1)], 6569)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xDCD971E1, 6569)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x07), ('P4rIngress.aggregator.count_exp.exponent', 0xA6)], 6569)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 6569)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x196AB05A), ('P4rIngress.aggregator.values_v0000.hi', 0x301E72CF)], 6569)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x589D6511), ('P4rIngress.aggregator.values_v0001.hi', 0x600A85AF)], 6569)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x6EDE73C5), ('P4rIngress.aggregator.values_v0010.hi', 0xB31CF2B4)], 6569)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x97918B5F), ('P4rIngress.aggregator.values_v0011.hi', 0x4401A7AC)], 6569)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xACFFF28F), ('P4rIngress.aggregator.values_v0100.hi', 0x5E4057E9)], 6569)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x0E3753B5), ('P4rIngress.aggregator.values_v0101.hi', 0x8FEAC43F)], 6569)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x2F3E4C29), ('P4rIngress.aggregator.values_v0110.hi', 0x613F9935)], 6569)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x120628DE), ('P4rIngress.aggregator.values_v0111.hi', 0x91D969B5)], 6569)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x549C0F36), ('P4rIngress.aggregator.values_v1000.hi', 0xD8E696E1)], 6569)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x4AC7D44D), ('P4rIngress.aggregator.values_v1001.hi', 0x7A43B428)], 6569)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xB44A8DE4), ('P4rIngress.aggregator.values_v1010.hi', 0xD4E1B9BD)], 6569)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x5F099C99), ('P4rIngress.aggregator.values_v1011.hi', 0x2FE869CB)], 6569)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x7B660CBF), ('P4rIngress.aggregator.values_v1100.hi', 0x1F16DF29)], 6569)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x4955AD9D), ('P4rIngress.aggregator.values_v1101.hi', 0x5FC329E9)], 6569)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x55ED251F), ('P4rIngress.aggregator.values_v1110.hi', 0x011533EC)], 6569)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xAAC7A13B), ('P4rIngress.aggregator.values_v1111.hi', 0x61D4257D)], 6569)
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
                gc.KeyTuple('job_id', 0x127E),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B3D),
                gc.DataTuple('slot_count', 0x00000F97),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE998C668),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x17382329),
                gc.KeyTuple('src_port', 0xE373),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x127E),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x01CB),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x17\x38\x23\x29\x00\x00\x00\x00\xE3\x73\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x12\x7E\x00\x07\xE9\x98\xC6\x68\x0E\x6C\x02\x59\xDC\xD9\x71\xE1\x00\x20\x00\x00\x73\x8B\x83\x92\x61\x35\x16\x99\x4B\xA3\x6A\x17\x36\x72\x9E\xEA\x56\x87\x3A\xAC\xCA\x16\x1F\x76\x9A\x15\xC5\xD7\x53\x5A\x33\x0B\xB9\x13\x8E\x9B\x58\x4B\x51\x0D\x76\xB3\x47\xE7\x1E\xEE\x6E\xF6\x7A\xE0\x65\x73\x7E\xE5\x07\x0D\x3B\x20\x1E\x9E\xD5\xD7\x32\xE9\x37\xB4\x4F\x17\x89\x6C\x12\x57\x73\x13\x1E\xEC\x3C\x18\xFE\x26\xD7\x52\xE0\xBE\x2B\x1E\x46\x43\x3F\x73\xDF\x1D\x5F\xB0\xED\x57\x2B\x22\xB7\x15\x65\xF8\x5F\x33\x5A\xFB\x42\xB3\x48\xA2\xB2\xB5\x46\x0F\xA3\x13\x80\x00\x00\x00\x73\xFD\x5B\x25\xF2\x3F\x81\xDF\x12\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2\xE5\xA0\xD0\x50\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x17\x38\x23\x29\xBE\xEF\xE3\x73\x00\xA0\x00\x00\x50\x34\x02\x82\x12\x7E\x00\x07\xE9\x98\xC6\x68\x0E\x6C\x00\x59\xDC\xD9\x71\xE1\x00\x20\x00\x08\x7F\xFF\xFF\xFF\x61\x35\x16\x99\x7F\xFF\xFF\xFF\x36\x72\x9E\xEA\x7F\xFF\xFF\xFF\xCA\x16\x1F\x76\x80\x00\x00\x00\x53\x5A\x33\x0B\x80\x00\x00\x00\x58\x4B\x51\x0D\x7F\xFF\xFF\xFF\x1E\xEE\x6E\xF6\x7F\xFF\xFF\xFF\x7E\xE5\x07\x0D\x4D\x26\x47\x7C\xD5\xD7\x32\xE9\x7F\xFF\xFF\xFF\x89\x6C\x12\x57\x7F\xFF\xFF\xFF\x3C\x18\xFE\x26\x8B\x9D\x6E\xA2\x2B\x1E\x46\x43\x7F\xFF\xFF\xFF\x5F\xB0\xED\x57\x7F\xFF\xFF\xFF\x65\xF8\x5F\x33\x7F\xFF\xFF\xFF\x48\xA2\xB2\xB5\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x1E\xC4\xFC\x60\xF2\x3F\x81\xDF\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xD8\x20\x2E\x8D\xDC\xD9\x71\xE1\xDC\xD9\x71\xE1\x08\xA6\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAE\xD9\x33\x35\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4D\x26\x47\x7C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x8B\x9D\x6E\xA2\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x81\x15\x33\xEC\x1E\xC4\xFC\x60\x54\x13\xA7\x5C\x12\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2\xE5\xA0\xD0\x50\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x5834FF05), ('P4rIngress.aggregator.bitmap_seq.seq', 0x977CCF94)], 1410)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x977CCF94, 1410)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x04), ('P4rIngress.aggregator.count_exp.exponent', 0xFB)], 1410)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 1410)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x5E2D46DB), ('P4rIngress.aggregator.values_v0000.hi', 0x50CDD139)], 1410)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x5075471C), ('P4rIngress.aggregator.values_v0001.hi', 0x49A6F5A9)], 1410)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x56400E6E), ('P4rIngress.aggregator.values_v0010.hi', 0xBED185D6)], 1410)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6273C597), ('P4rIngress.aggregator.values_v0011.hi', 0x975418E5)], 1410)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x65AD01A2), ('P4rIngress.aggregator.values_v0100.hi', 0x2D3A3477)], 1410)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x51A31F81), ('P4rIngress.aggregator.values_v0101.hi', 0xACC745C1)], 1410)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xECC626B5), ('P4rIngress.aggregator.values_v0110.hi', 0xF373E27B)], 1410)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xAB63679C), ('P4rIngress.aggregator.values_v0111.hi', 0x6B4FEC35)], 1410)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xD7DE62E6), ('P4rIngress.aggregator.values_v1000.hi', 0xDC5D8295)], 1410)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xBDEDF28E), ('P4rIngress.aggregator.values_v1001.hi', 0x7E2BCDEF)], 1410)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xD2D38B6B), ('P4rIngress.aggregator.values_v1010.hi', 0x775FAB57)], 1410)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xD70E2729), ('P4rIngress.aggregator.values_v1011.hi', 0x74744132)], 1410)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xAE9A3CEB), ('P4rIngress.aggregator.values_v1100.hi', 0x9FFF2B62)], 1410)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x916ACF50), ('P4rIngress.aggregator.values_v1101.hi', 0x84087DFC)], 1410)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x5544E647), ('P4rIngress.aggregator.values_v1110.hi', 0x34635435)], 1410)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x0F5FB367), ('P4rIngress.aggregator.values_v1111.hi', 0xC129B3F7)], 1410)
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
                gc.KeyTuple('job_id', 0x6782),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000345),
                gc.DataTuple('slot_count', 0x00001100),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0F6C59EE),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x007),
                gc.KeyTuple('src_addr', 0x14A7A751),
                gc.KeyTuple('src_port', 0xBE51),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x6782),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x0166),
            ]
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
        ig_port = 7
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x14\xA7\xA7\x51\x00\x00\x00\x00\xBE\x51\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x67\x82\x00\x07\x0F\x6C\x59\xEE\x02\x3D\x00\x73\x97\x7C\xCF\x94\x00\x20\x00\x00\x68\xAC\x96\x33\x63\xC1\xDC\x89\x56\xA6\x56\x9F\x61\xA4\xE4\xD3\x44\x6C\x6C\x0B\x9B\x55\x85\x42\x4C\xA2\x60\x8F\x69\x4E\xD7\x43\x59\xB9\x73\x52\xAD\x9C\xD7\x2F\x63\x35\xA8\x85\xB3\x4C\x44\x65\x88\x49\xCB\x5E\x4C\x7C\x19\xC8\xBD\xCE\xD3\xEB\x18\x89\x1D\x79\xA6\x1E\x21\xF3\x27\xFD\xDB\x81\x90\xEB\x76\xE1\x23\x88\x65\xE9\xF5\x5B\xCD\x1B\x33\xE1\x99\x6D\x93\x66\xCD\xEC\x65\x6B\x95\x5B\xA4\xE5\x55\x89\x40\x79\x78\x74\xCC\xC1\x48\x14\xD6\xEC\xFD\x05\x55\xC5\x2B\xA5\x66\xEB\xC3\xE2\x75\x39\x17\x71\x4A\xB0\x68\xCF\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x14\xA7\xA7\x51\xBE\xEF\xBE\x51\x00\xA0\x00\x00\x50\x34\x02\x82\x67\x82\x00\x07\x0F\x6C\x59\xEE\x02\x3D\x00\x73\x97\x7C\xCF\x94\x00\x20\x00\x05\x7F\xFF\xFF\xFF\x63\xC1\xDC\x89\x7F\xFF\xFF\xFF\x61\xA4\xE4\xD3\x7F\xFF\xFF\xFF\x9B\x55\x85\x42\x7F\xFF\xFF\xFF\x69\x4E\xD7\x43\x7F\xFF\xFF\xFF\xAD\x9C\xD7\x2F\x7F\xFF\xFF\xFF\xB3\x4C\x44\x65\x80\x00\x00\x00\x4C\x7C\x19\xC8\x80\x00\x00\x00\x18\x89\x1D\x79\x80\x00\x00\x00\x27\xFD\xDB\x81\x80\x00\x00\x00\x23\x88\x65\xE9\xC8\x2F\x58\x86\x33\xE1\x99\x6D\x80\x00\x00\x00\x65\x6B\x95\x5B\x80\x00\x00\x00\x40\x79\x78\x74\x80\x00\x00\x00\xD6\xEC\xFD\x05\x7F\xFF\xFF\xFF\x66\xEB\xC3\xE2\x7F\xFF\xFF\xFF\x4A\xB0\x68\xCF\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x58\x34\xFF\x85\x97\x7C\xCF\x94\x97\x7C\xCF\x94\x05\xFB\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x00\xA2\xF0\x28\x7F\xFF\xFF\xFF\xDA\xD7\x0B\xA6\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x3F\xEF\xFC\x43\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x04\x5B\x5E\x16\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC8\x2F\x58\x86\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xE0\x78\xA3\xD6\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0B\xDA\x1C\xC6\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xB5A4DB5A), ('P4rIngress.aggregator.bitmap_seq.seq', 0x58FF72C3)], 4052)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x58FF72C3, 4052)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x10), ('P4rIngress.aggregator.count_exp.exponent', 0xE6)], 4052)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 4052)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x6DCBA1BD), ('P4rIngress.aggregator.values_v0000.hi', 0x5D49DC8D)], 4052)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x591FDFF9), ('P4rIngress.aggregator.values_v0001.hi', 0x7E095BC4)], 4052)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x567E3DBD), ('P4rIngress.aggregator.values_v0010.hi', 0xD89916E6)], 4052)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x4FA38F99), ('P4rIngress.aggregator.values_v0011.hi', 0x80000000)], 4052)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x4A643621), ('P4rIngress.aggregator.values_v0100.hi', 0x852C0DDE)], 4052)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x2D8C47B1), ('P4rIngress.aggregator.values_v0101.hi', 0xB2E3670B)], 4052)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x8E56CCB4), ('P4rIngress.aggregator.values_v0110.hi', 0x36AEB577)], 4052)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xA2BABABA), ('P4rIngress.aggregator.values_v0111.hi', 0xA25AEE6B)], 4052)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x5E1E6EF8), ('P4rIngress.aggregator.values_v1000.hi', 0x9CD714DD)], 4052)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xCC9B04ED), ('P4rIngress.aggregator.values_v1001.hi', 0xA9762BFD)], 4052)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x9C7A5A54), ('P4rIngress.aggregator.values_v1010.hi', 0x719B77C7)], 4052)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x87E89C58), ('P4rIngress.aggregator.values_v1011.hi', 0x3CDEA50E)], 4052)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xB5476741), ('P4rIngress.aggregator.values_v1100.hi', 0x560D72F5)], 4052)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xB89F9926), ('P4rIngress.aggregator.values_v1101.hi', 0x5390EBB4)], 4052)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x93775F41), ('P4rIngress.aggregator.values_v1110.hi', 0x443375FF)], 4052)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x6B4F55E3), ('P4rIngress.aggregator.values_v1111.hi', 0xBCBBBC75)], 4052)
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
                gc.KeyTuple('job_id', 0x9219),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000012E),
                gc.DataTuple('slot_count', 0x00001DE6),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8224CD2D),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x038),
                gc.KeyTuple('src_addr', 0x104023CB),
                gc.KeyTuple('src_port', 0xCF16),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9219),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x0205),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x10\x40\x23\xCB\x00\x00\x00\x00\xCF\x16\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x92\x19\x00\x07\x82\x24\xCD\x2D\x0E\xA6\x00\x50\x58\xFF\x72\xC3\x00\x20\x00\x00\x25\xE8\xBA\xB8\x75\xD5\xDD\xB3\x6D\x88\xCC\x9D\x12\x98\x49\x69\x63\x87\x9E\x0D\x9C\xCD\x68\x77\x48\x91\xFE\xD5\x13\x7C\x58\x6A\x66\x6F\x30\x62\x56\x03\x2C\x62\x5A\xFF\x6D\x61\xAB\x66\x7C\x7F\x94\xDF\x88\x74\xC7\xE1\xAC\x4B\x6E\xB0\x6B\xF5\xB0\x71\xD1\x08\xCC\xDE\xE2\x60\x3D\x65\x2E\x93\xA9\xDA\x0C\xED\xEB\xEB\x06\x27\x97\x0F\xCE\x17\x5D\x24\x5D\x06\xDD\xCE\xFF\x8B\x4C\x2B\xB4\xBB\xA0\x75\x8B\x73\x5F\x32\xA2\xB5\x9D\xC4\x36\xAA\xFA\xFD\x28\xB7\xC2\x72\x55\x49\x5E\xD6\x61\x4A\x51\x25\x15\x4B\x0E\x33\x34\x20\x22\x4C\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x10\x40\x23\xCB\xBE\xEF\xCF\x16\x00\xA0\x00\x00\x50\x34\x02\x82\x92\x19\x00\x07\x82\x24\xCD\x2D\x0E\xA6\x00\x50\x58\xFF\x72\xC3\x00\x20\x00\x11\x7F\xFF\xFF\xFF\x75\xD5\xDD\xB3\x7F\xFF\xFF\xFF\x12\x98\x49\x69\x7F\xFF\xFF\xFF\x9C\xCD\x68\x77\x7F\xFF\xFF\xFF\x13\x7C\x58\x6A\x7F\xFF\xFF\xFF\x56\x03\x2C\x62\x7F\xFF\xFF\xFF\xAB\x66\x7C\x7F\x80\x00\x00\x00\xC7\xE1\xAC\x4B\x11\x6B\x26\xAF\xB0\x71\xD1\x08\x2A\xFD\x51\x58\x3D\x65\x2E\x93\x80\x00\x00\x00\xEB\xEB\x06\x27\x80\x00\x00\x00\x5D\x24\x5D\x06\x80\x00\x00\x00\x4C\x2B\xB4\xBB\x80\x00\x00\x00\x5F\x32\xA2\xB5\x80\x00\x00\x00\xFA\xFD\x28\xB7\x80\x00\x00\x00\x5E\xD6\x61\x4A\x7F\xFF\xFF\xFF\x0E\x33\x34\x20\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xB5\xA4\xDB\xDA\x58\xFF\x72\xC3\x58\xFF\x72\xC3\x11\xE6\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x93\x7C\x58\x6A\x7F\xFF\xFF\xFF\xDB\x2F\x3A\x40\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xFE\x90\x61\xC2\x11\x6B\x26\xAF\x80\x00\x00\x00\x2A\xFD\x51\x58\xDA\x3C\x43\x70\x80\x00\x00\x00\x95\x61\x32\x24\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x4E\x8E\x14\x6B\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCA\xEE\xF0\x95\x22\x4C\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x47CF1537), ('P4rIngress.aggregator.bitmap_seq.seq', 0x4144DDC2)], 1711)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x4144DDC2, 1711)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x04), ('P4rIngress.aggregator.count_exp.exponent', 0x83)], 1711)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 1711)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x07D6C32E), ('P4rIngress.aggregator.values_v0000.hi', 0x6130E5AC)], 1711)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x3711DAD5), ('P4rIngress.aggregator.values_v0001.hi', 0x5E455AB5)], 1711)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x74159C2B), ('P4rIngress.aggregator.values_v0010.hi', 0x90E6B523)], 1711)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x569B88BD), ('P4rIngress.aggregator.values_v0011.hi', 0xD3BCB4DD)], 1711)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x06FAE315), ('P4rIngress.aggregator.values_v0100.hi', 0x2FF51B18)], 1711)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x67006B6D), ('P4rIngress.aggregator.values_v0101.hi', 0xA2E51BCF)], 1711)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xA8D2993B), ('P4rIngress.aggregator.values_v0110.hi', 0x271358A7)], 1711)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x2ADCC945), ('P4rIngress.aggregator.values_v0111.hi', 0x802ECC4C)], 1711)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xEB89DAC9), ('P4rIngress.aggregator.values_v1000.hi', 0x588FD92E)], 1711)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xA242B081), ('P4rIngress.aggregator.values_v1001.hi', 0x5D30DD7B)], 1711)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xB8E295AE), ('P4rIngress.aggregator.values_v1010.hi', 0xBF27921D)], 1711)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x7CDF37DA), ('P4rIngress.aggregator.values_v1011.hi', 0x54A2DB38)], 1711)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x599D5B93), ('P4rIngress.aggregator.values_v1100.hi', 0x8661C65D)], 1711)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x354F6CA3), ('P4rIngress.aggregator.values_v1101.hi', 0x480C535D)], 1711)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x639DD6F8), ('P4rIngress.aggregator.values_v1110.hi', 0x5A558EB7)], 1711)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xA1478270), ('P4rIngress.aggregator.values_v1111.hi', 0xE131CC35)], 1711)
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
                gc.KeyTuple('job_id', 0x2532),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000039F),
                gc.DataTuple('slot_count', 0x00001378),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBBE9214A),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03A),
                gc.KeyTuple('src_addr', 0x03E749A5),
                gc.KeyTuple('src_port', 0x298D),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2532),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x0216),
            ]
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
        ig_port = 58
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x03\xE7\x49\xA5\x00\x00\x00\x00\x29\x8D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x25\x32\x00\x07\xBB\xE9\x21\x4A\x03\x10\x02\x73\x41\x44\xDD\xC2\x00\x20\x00\x00\x7B\x15\xF1\x57\x4A\xDC\xE4\xA8\x66\x15\xD0\x43\x4A\xDA\x91\x87\x29\x36\x9A\x11\x9B\x31\xF4\xD6\x53\x5E\x3D\x79\xF1\xCB\xF3\x6E\x7E\x1A\x7F\x97\x3A\x86\x29\xB9\x6F\x01\x0A\x29\xC2\x8F\x94\x63\xBD\x00\x1F\x60\xA6\x33\xCC\x15\x8B\x1E\x82\xC3\x9D\x7D\x70\x1A\x29\x31\xDA\x75\x43\x62\xBA\x5E\x0B\x05\x38\xA8\x33\x2D\x76\x27\x9A\x4E\x5B\x70\xA7\x81\x4B\x7D\x4D\x0C\x9D\xD7\x53\xD0\x74\xE7\x5D\x15\x75\x40\xA6\xBB\x1F\x9D\xFD\x46\x8B\x9F\x4F\xAA\xEB\x1E\x2A\x0E\xE6\x4A\x52\x8F\xA3\x34\x95\x59\x5E\xCD\xB4\x0F\x67\x97\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x03\xE7\x49\xA5\xBE\xEF\x29\x8D\x00\xA0\x00\x00\x50\x34\x02\x82\x25\x32\x00\x07\xBB\xE9\x21\x4A\x03\x10\x00\x73\x41\x44\xDD\xC2\x00\x20\x00\x05\x7F\xFF\xFF\xFF\x4A\xDC\xE4\xA8\x7F\xFF\xFF\xFF\x4A\xDA\x91\x87\x7F\xFF\xFF\xFF\x9B\x31\xF4\xD6\x7F\xFF\xFF\xFF\xF1\xCB\xF3\x6E\x7F\xFF\xFF\xFF\x3A\x86\x29\xB9\x7F\xFF\xFF\xFF\xC2\x8F\x94\x63\x80\x00\x00\x00\xA6\x33\xCC\x15\xB5\xFB\x4C\x08\x9D\x7D\x70\x1A\x14\xBB\xB5\x3E\x43\x62\xBA\x5E\xAD\x47\xE9\x29\x33\x2D\x76\x27\x80\x00\x00\x00\xA7\x81\x4B\x7D\x7F\xFF\xFF\xFF\x53\xD0\x74\xE7\x7F\xFF\xFF\xFF\xA6\xBB\x1F\x9D\x32\x95\xF8\x42\x4F\xAA\xEB\x1E\x7F\xFF\xFF\xFF\x52\x8F\xA3\x34\x80\x00\x00\x00\xB4\x0F\x67\x97\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x47\xCF\x15\xB7\x41\x44\xDD\xC2\x41\x44\xDD\xC2\x05\x83\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC5\x88\xA8\x4B\x7F\xFF\xFF\xFF\x6A\x7B\x44\xD1\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xCD\x47\x24\xBC\xB5\xFB\x4C\x08\x80\x00\x00\x00\x14\xBB\xB5\x3E\x7F\xFF\xFF\xFF\xAD\x47\xE9\x29\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x32\x95\xF8\x42\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x95\x41\x33\xCC\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x33706A76), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 3705)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1D), ('P4rIngress.aggregator.count_exp.exponent', 0xB3)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x78992523), ('P4rIngress.aggregator.values_v0000.hi', 0x5FCF1B15)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x4BC0A48D), ('P4rIngress.aggregator.values_v0001.hi', 0x568EE976)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x59EC5899), ('P4rIngress.aggregator.values_v0010.hi', 0xA9676357)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x733E3A15), ('P4rIngress.aggregator.values_v0011.hi', 0x655647D8)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x63344032), ('P4rIngress.aggregator.values_v0100.hi', 0xD57BCBA9)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x211C53A9), ('P4rIngress.aggregator.values_v0101.hi', 0xE954597F)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x40868CDB), ('P4rIngress.aggregator.values_v0110.hi', 0x5E8C5E43)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x6049C2FD), ('P4rIngress.aggregator.values_v0111.hi', 0xADEAA869)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x44F75D69), ('P4rIngress.aggregator.values_v1000.hi', 0x4F9E36E2)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x369751A9), ('P4rIngress.aggregator.values_v1001.hi', 0x50984B16)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x93C98DDD), ('P4rIngress.aggregator.values_v1010.hi', 0x34F498AB)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x59C05B4C), ('P4rIngress.aggregator.values_v1011.hi', 0x5565D56D)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xE6E10AC9), ('P4rIngress.aggregator.values_v1100.hi', 0x7AB3BAF3)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x4675CC76), ('P4rIngress.aggregator.values_v1101.hi', 0x4C26CBC9)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xA7654BCA), ('P4rIngress.aggregator.values_v1110.hi', 0xB047BE74)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x49F3F333), ('P4rIngress.aggregator.values_v1111.hi', 0x5B07DD29)], 3705)
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
                gc.KeyTuple('job_id', 0x2E65),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DBF),
                gc.DataTuple('slot_count', 0x00000FCF),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC0EF627A),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x039),
                gc.KeyTuple('src_addr', 0xD8540BBF),
                gc.KeyTuple('src_port', 0x9FF2),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2E65),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x021E),
            ]
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
        ig_port = 57
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD8\x54\x0B\xBF\x00\x00\x00\x00\x9F\xF2\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x2E\x65\x00\x07\xC0\xEF\x62\x7A\x00\xBA\x02\x5E\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x4D\xD3\x69\x0D\x5B\xD6\xD9\x0D\x5E\x0F\x93\xC2\x65\xCA\xFD\xE6\x42\x43\x59\x87\xD3\xC7\x8D\x6E\x49\x8A\xE5\x3C\x0D\xF2\xF5\xC8\x3A\xEE\xD9\xA2\x45\x22\xB8\xEF\x71\xBF\xEB\xAD\x32\x7D\x41\xF3\x47\x8B\x3A\x92\x52\x7D\x03\x6B\x1F\xEA\xEA\xBF\x9F\x8E\xFF\x8D\x6D\x34\x61\x5D\x9D\x96\x23\xD6\x5E\x4F\x88\x51\x50\x45\x9C\x37\x3B\x4C\xD1\xC6\x55\xF6\x19\xE4\x4C\x62\xAA\xD9\x5D\xBB\xF5\x5B\xD0\x9D\x82\xF1\x76\xBB\xBC\x66\x42\x15\xEE\xA5\x5A\x37\x0E\x6F\xA6\x75\xD6\xCB\xB6\xC1\x73\x44\x2F\x5B\xE7\x75\x2D\x8D\xDB\x32\xAA\xC8\x4C\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6\x54\x70\xB1\x71\xDA\x92\x2C\x52\xE8\xA3\x87\xB1\xDF\x88\x3C\xC4\xDE\xF6\x4A\x99\x7D\x83\x9E\xA8\x4E\x14\x15\xCA\x0D\x07\x65\x52\xE4\xF9\x85\xEA\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC\x33\x62\xE0\x70\xD3\x5D\x4D\x05\x94\xBE\xC0\xA8\x70\xB3\x89\x12\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD8\x54\x0B\xBF\xBE\xEF\x9F\xF2\x00\xA0\x00\x00\x50\x34\x02\x82\x2E\x65\x00\x07\xC0\xEF\x62\x7A\x00\xBA\x00\x5E\xFF\xFF\xFF\xFF\x00\x20\x00\x1E\x7F\xFF\xFF\xFF\x5B\xD6\xD9\x0D\x7F\xFF\xFF\xFF\x65\xCA\xFD\xE6\x7F\xFF\xFF\xFF\xD3\xC7\x8D\x6E\x7F\xFF\xFF\xFF\x0D\xF2\xF5\xC8\x7F\xFF\xFF\xFF\x45\x22\xB8\xEF\x7F\xFF\xFF\xFF\x32\x7D\x41\xF3\x7F\xFF\xFF\xFF\x52\x7D\x03\x6B\x7F\xFF\xFF\xFF\x9F\x8E\xFF\x8D\x7F\xFF\xFF\xFF\x9D\x96\x23\xD6\x7F\xFF\xFF\xFF\x50\x45\x9C\x37\xCF\x16\x5F\xA3\x55\xF6\x19\xE4\x7F\xFF\xFF\xFF\x5D\xBB\xF5\x5B\xB7\x7E\x8D\xBA\x76\xBB\xBC\x66\x7F\xFF\xFF\xFF\x5A\x37\x0E\x6F\x80\x00\x00\x00\xB6\xC1\x73\x44\x79\x4F\xDA\xA8\x2D\x8D\xDB\x32\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x33\x70\x6A\xF6\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x1E\xB3\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x73\x49\x3D\xA0\x7F\xFF\xFF\xFF\x1A\x9E\x84\x98\x7F\xFF\xFF\xFF\x1B\xD1\x9B\x72\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xED\x34\x5A\xB8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCF\x16\x5F\xA3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB7\x7E\x8D\xBA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x79\x4F\xDA\xA8\x7F\xFF\xFF\xFF\xAA\xC8\x4C\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6\x54\x70\xB1\x71\xDA\x92\x2C\x52\xE8\xA3\x87\xB1\xDF\x88\x3C\xC4\xDE\xF6\x4A\x99\x7D\x83\x9E\xA8\x4E\x14\x15\xCA\x0D\x07\x65\x52\xE4\xF9\x85\xEA\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC\x33\x62\xE0\x70\xD3\x5D\x4D\x05\x94\xBE\xC0\xA8\x70\xB3\x89\x12\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test31(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x5409364F), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 4084)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 4084)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0C), ('P4rIngress.aggregator.count_exp.exponent', 0xAC)], 4084)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4084)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x5F218EF3), ('P4rIngress.aggregator.values_v0000.hi', 0x43643238)], 4084)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x19904B48), ('P4rIngress.aggregator.values_v0001.hi', 0x3EC8ADD1)], 4084)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x63CD70BE), ('P4rIngress.aggregator.values_v0010.hi', 0x8D5565F2)], 4084)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x77E12EEC), ('P4rIngress.aggregator.values_v0011.hi', 0x064FC4A9)], 4084)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x4EABBCA7), ('P4rIngress.aggregator.values_v0100.hi', 0xE719D647)], 4084)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x56C548A5), ('P4rIngress.aggregator.values_v0101.hi', 0xAE0CCFD8)], 4084)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xD9BB2C7A), ('P4rIngress.aggregator.values_v0110.hi', 0xE21DCABD)], 4084)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x9BA88990), ('P4rIngress.aggregator.values_v0111.hi', 0x46F1A7EB)], 4084)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x1C317B36), ('P4rIngress.aggregator.values_v1000.hi', 0x24FD3C5B)], 4084)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x8AF350D3), ('P4rIngress.aggregator.values_v1001.hi', 0xA9B3474D)], 4084)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x31DF0F8B), ('P4rIngress.aggregator.values_v1010.hi', 0x030A206D)], 4084)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x5F53A66C), ('P4rIngress.aggregator.values_v1011.hi', 0x1BB956B1)], 4084)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x2DABD802), ('P4rIngress.aggregator.values_v1100.hi', 0xCC83D998)], 4084)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x7CEF32BC), ('P4rIngress.aggregator.values_v1101.hi', 0x63336251)], 4084)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x6D0AA05E), ('P4rIngress.aggregator.values_v1110.hi', 0xC713280C)], 4084)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x4E95D201), ('P4rIngress.aggregator.values_v1111.hi', 0xC2490AE1)], 4084)
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
                gc.KeyTuple('job_id', 0x24A2),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B51),
                gc.DataTuple('slot_count', 0x0000097D),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x657826D9),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03F),
                gc.KeyTuple('src_addr', 0x0AAC4EC2),
                gc.KeyTuple('src_port', 0x75FA),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x24A2),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x01E3),
            ]
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
        ig_port = 63
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0A\xAC\x4E\xC2\x00\x00\x00\x00\x75\xFA\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x24\xA2\x00\x07\x65\x78\x26\xD9\x04\xA3\x02\x9B\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x23\x69\x6C\xED\x6F\x83\xFC\x58\x6B\x3C\x67\xE3\x72\x8A\x6D\x19\x45\x51\xA9\x2E\xBB\xF5\x58\xBA\x33\xB7\xC2\x69\xFF\x1E\x1C\x02\x3B\x69\x38\x73\x58\x2B\x29\x38\x5A\xCF\x7E\xD4\xC6\x6C\x8A\x31\x9B\x80\xE6\x12\xA2\xC7\x2A\x59\x96\x4A\xB8\x10\x65\x31\x85\x8A\x6E\x66\xAC\x27\x6F\x85\xD1\x94\xEB\x92\x6A\x2F\xBE\x20\x47\x07\x62\xEF\xB1\xD9\xFB\x93\x5B\xE0\x4A\x7B\x3D\x76\x72\x32\xC7\x6F\x68\x2B\xD5\x91\x96\xA0\x95\x4E\x14\x8A\xB5\x24\x6B\x46\x26\x97\x23\x9A\x8D\x07\xA3\x13\x59\x97\x68\x71\x9B\xD8\x87\x2D\x6E\x9B\x69\xF6\x79\x63\x0B\xD6\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA\x13\x17\x49\x5B\x1C\xDF\x05\x62\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8\xD2\x64\xB8\x72\x0D\x8E\x9C\x23\xD9\x08\xA3\x29\xE3\x5E\x2C\x62\xA2\xA7\xAB\xD4\x14\x42\x6B\x3B\x26\xC0\x8C\xB6\x79\x82\xEF\x87'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0A\xAC\x4E\xC2\xBE\xEF\x75\xFA\x00\xA0\x00\x00\x50\x34\x02\x82\x24\xA2\x00\x07\x65\x78\x26\xD9\x04\xA3\x00\x9B\xFF\xFF\xFF\xFF\x00\x20\x00\x0D\x7F\xFF\xFF\xFF\x6F\x83\xFC\x58\x7F\xFF\xFF\xFF\x72\x8A\x6D\x19\x7F\xFF\xFF\xFF\xBB\xF5\x58\xBA\x7F\xFF\xFF\xFF\xFF\x1E\x1C\x02\x7F\xFF\xFF\xFF\x58\x2B\x29\x38\x7F\xFF\xFF\xFF\xC6\x6C\x8A\x31\x80\x00\x00\x00\xA2\xC7\x2A\x59\x80\x00\x00\x00\x65\x31\x85\x8A\x7F\xFF\xFF\xFF\x6F\x85\xD1\x94\x80\x00\x00\x00\xBE\x20\x47\x07\x7F\xFF\xFF\xFF\xFB\x93\x5B\xE0\x7F\xFF\xFF\xFF\x72\x32\xC7\x6F\x7F\xFF\xFF\xFF\x96\xA0\x95\x4E\x7F\xFF\xFF\xFF\x6B\x46\x26\x97\x7F\xFF\xFF\xFF\xA3\x13\x59\x97\x7F\xFF\xFF\xFF\x87\x2D\x6E\x9B\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x54\x09\x36\xCF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x0D\xAC\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x05\x6D\xE0\xAB\x7F\xFF\xFF\xFF\x3F\x44\xFF\x7F\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x84\xE4\xF5\x16\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xFE\x9D\x7C\x4D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x69\xF6\x79\x63\x0B\xD6\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA\x13\x17\x49\x5B\x1C\xDF\x05\x62\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8\xD2\x64\xB8\x72\x0D\x8E\x9C\x23\xD9\x08\xA3\x29\xE3\x5E\x2C\x62\xA2\xA7\xAB\xD4\x14\x42\x6B\x3B\x26\xC0\x8C\xB6\x79\x82\xEF\x87'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test32(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x11FF0A0B), ('P4rIngress.aggregator.bitmap_seq.seq', 0x00000000)], 7942)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x00000000, 7942)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1D), ('P4rIngress.aggregator.count_exp.exponent', 0xF5)], 7942)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 7942)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x7C855B96), ('P4rIngress.aggregator.values_v0000.hi', 0x49B8F61A)], 7942)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x73556D2C), ('P4rIngress.aggregator.values_v0001.hi', 0x5C887ACF)], 7942)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x74EDBAFE), ('P4rIngress.aggregator.values_v0010.hi', 0xAF9B439D)], 7942)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x695DFD82), ('P4rIngress.aggregator.values_v0011.hi', 0xFA79A8D0)], 7942)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x49D5C8AB), ('P4rIngress.aggregator.values_v0100.hi', 0xF4ADE1C7)], 7942)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x3F9E1453), ('P4rIngress.aggregator.values_v0101.hi', 0x83FFF89F)], 7942)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xEF2F39F4), ('P4rIngress.aggregator.values_v0110.hi', 0x04FF6536)], 7942)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xBDE2BDBF), ('P4rIngress.aggregator.values_v0111.hi', 0xB1BFD3D3)], 7942)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x0EF2CB97), ('P4rIngress.aggregator.values_v1000.hi', 0x5E5DA324)], 7942)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x70F68D2F), ('P4rIngress.aggregator.values_v1001.hi', 0x79B56963)], 7942)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x9C1717AE), ('P4rIngress.aggregator.values_v1010.hi', 0xBB7B8055)], 7942)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x546D6BEA), ('P4rIngress.aggregator.values_v1011.hi', 0x1364D29F)], 7942)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x5B274ADF), ('P4rIngress.aggregator.values_v1100.hi', 0x1D2AAA05)], 7942)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x746AA279), ('P4rIngress.aggregator.values_v1101.hi', 0x75786A12)], 7942)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x4D5B5EA3), ('P4rIngress.aggregator.values_v1110.hi', 0x5760A463)], 7942)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x2B643B15), ('P4rIngress.aggregator.values_v1111.hi', 0x4451CBF3)], 7942)
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
                gc.KeyTuple('job_id', 0x1BD6),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD25BBD22),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x008),
                gc.KeyTuple('src_addr', 0xD07F500F),
                gc.KeyTuple('src_port', 0xFE53),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x1BD6),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x0377),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD0\x7F\x50\x0F\x00\x00\x00\x00\xFE\x53\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x1B\xD6\x00\x07\xD2\x5B\xBD\x22\x1F\x06\x02\xA2\x00\x00\x00\x00\x00\x20\x00\x00\x4D\xF5\xBE\x34\x6D\x88\x2E\x8B\x5F\x52\x62\x1B\x54\xCF\x51\x97\x50\xA9\x39\x95\xAE\x54\x63\xE8\x45\xA0\x62\x67\x40\x49\x1D\x74\x47\x7F\x6F\xB3\xF1\x25\xAA\x73\x66\x2A\x17\x69\xED\xDE\x69\xEB\x8A\x93\xA4\x92\x9E\x05\xD1\x2E\x29\xBB\x88\xCC\xA7\xBF\xD3\x7B\x41\x3D\xEB\xD1\x5C\xAE\x09\xEB\xF9\xAB\xA9\x06\x09\xB3\x1B\x33\xC5\x33\x2E\x8C\x99\x71\x91\xED\x5C\x48\x44\x4B\x78\xFA\xAA\xA8\x97\xEB\x6A\x8B\x52\xCE\xE8\x67\x55\x6A\x1A\x99\x1D\xF7\x4A\xD4\x51\x5E\x7E\xB5\x42\xD3\x13\xD7\x6B\x65\x0A\xA7\x6E\x8F\x47\x3A\xFB\xEC\xBB\xD0\x43\x48\x45\xAA\x19\x46\x8D\xEC\xDC\x39\x65\xED\xEE\x5D\x0D\x98\x21\x7F\xCB\xC5\x22\x7E\xEE\x7A\x88\xFA\xE4\x0F\xF5\xD3\xBF\x2F\x4B\x1F\x57\x86\xBE\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B\x55\xE6\xB1\x4E\x3A\x43\xD8\x7D\x15\x0A\xF7\x90\x00\x32\x18\x44\x24\x20\x24\x92\x4F\x2A\xC5\x75\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41\xE3\xB2\x80\x95\xD4\x0A\xCE\x3F\x30\x04\x94\x94\x46\xC3\xA9\x2C\x1F\x6D\xFE\x93\x81\x46\xEE\xA6\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25\x30\x3F\x77\x1A\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62\x1C\x26\x62\xA0\xC7\xC5\xE7\x74\x6F\xD8\x68\x3C\x8F\x9A\x56\x6E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD0\x7F\x50\x0F\xBE\xEF\xFE\x53\x00\xA0\x00\x00\x50\x34\x02\x82\x1B\xD6\x00\x07\xD2\x5B\xBD\x22\x1F\x06\x00\xA2\x00\x00\x00\x00\x00\x20\x00\x1E\x7F\xFF\xFF\xFF\x6D\x88\x2E\x8B\x7F\xFF\xFF\xFF\x54\xCF\x51\x97\x7F\xFF\xFF\xFF\xAE\x54\x63\xE8\x7F\xFF\xFF\xFF\x40\x49\x1D\x74\x7F\xFF\xFF\xFF\xF1\x25\xAA\x73\x7F\xFF\xFF\xFF\xED\xDE\x69\xEB\x80\x00\x00\x00\x9E\x05\xD1\x2E\xE7\x9E\x46\x8B\xA7\xBF\xD3\x7B\x50\x30\xB7\x68\x5C\xAE\x09\xEB\x6A\xA2\x36\x35\x09\xB3\x1B\x33\x80\x00\x00\x00\x99\x71\x91\xED\x7F\xFF\xFF\xFF\x78\xFA\xAA\xA8\xF3\x12\xB5\x6A\x52\xCE\xE8\x67\x7F\xFF\xFF\xFF\x1D\xF7\x4A\xD4\x7F\xFF\xFF\xFF\x42\xD3\x13\xD7\x7F\xFF\xFF\xFF\x6E\x8F\x47\x3A\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x11\xFF\x0A\x8B\x00\x00\x00\x00\x00\x00\x00\x00\x1E\xF5\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x3A\xC2\xC6\x44\x7F\xFF\xFF\xFF\xE5\xD3\x8C\x3A\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xA3\x05\x36\x64\xE7\x9E\x46\x8B\x80\x00\x00\x00\x50\x30\xB7\x68\x7F\xFF\xFF\xFF\x6A\xA2\x36\x35\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF3\x12\xB5\x6A\x6F\xF9\x92\x6C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFB\xEC\xBB\xD0\x43\x48\x45\xAA\x19\x46\x8D\xEC\xDC\x39\x65\xED\xEE\x5D\x0D\x98\x21\x7F\xCB\xC5\x22\x7E\xEE\x7A\x88\xFA\xE4\x0F\xF5\xD3\xBF\x2F\x4B\x1F\x57\x86\xBE\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B\x55\xE6\xB1\x4E\x3A\x43\xD8\x7D\x15\x0A\xF7\x90\x00\x32\x18\x44\x24\x20\x24\x92\x4F\x2A\xC5\x75\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41\xE3\xB2\x80\x95\xD4\x0A\xCE\x3F\x30\x04\x94\x94\x46\xC3\xA9\x2C\x1F\x6D\xFE\x93\x81\x46\xEE\xA6\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25\x30\x3F\x77\x1A\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62\x1C\x26\x62\xA0\xC7\xC5\xE7\x74\x6F\xD8\x68\x3C\x8F\x9A\x56\x6E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test33(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x2A3D243B), ('P4rIngress.aggregator.bitmap_seq.seq', 0x64023920)], 6070)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x64023920, 6070)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1E), ('P4rIngress.aggregator.count_exp.exponent', 0xC9)], 6070)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 6070)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x2C8FBB0A), ('P4rIngress.aggregator.values_v0000.hi', 0x6A6E55F3)], 6070)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x6FCFB041), ('P4rIngress.aggregator.values_v0001.hi', 0x562F0CEB)], 6070)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x2DA18521), ('P4rIngress.aggregator.values_v0010.hi', 0xA9371F3D)], 6070)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xB0D4D46B), ('P4rIngress.aggregator.values_v0011.hi', 0x4287D7D7)], 6070)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x9910C400), ('P4rIngress.aggregator.values_v0100.hi', 0x751FBD58)], 6070)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x17E6DA9D), ('P4rIngress.aggregator.values_v0101.hi', 0x42051293)], 6070)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x77E1E8F2), ('P4rIngress.aggregator.values_v0110.hi', 0x47C36C6E)], 6070)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xB09D982E), ('P4rIngress.aggregator.values_v0111.hi', 0x4A4BA56B)], 6070)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x4F309835), ('P4rIngress.aggregator.values_v1000.hi', 0xB78456BC)], 6070)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xB2395FB9), ('P4rIngress.aggregator.values_v1001.hi', 0x50CD79D7)], 6070)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xD324DEE6), ('P4rIngress.aggregator.values_v1010.hi', 0x5A7E5755)], 6070)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x4A2AB42B), ('P4rIngress.aggregator.values_v1011.hi', 0xA26B5C09)], 6070)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x7267E763), ('P4rIngress.aggregator.values_v1100.hi', 0x424B4A21)], 6070)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x6F778336), ('P4rIngress.aggregator.values_v1101.hi', 0xCF67702F)], 6070)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x5B3D3A92), ('P4rIngress.aggregator.values_v1110.hi', 0x451AEEAA)], 6070)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x666C75F3), ('P4rIngress.aggregator.values_v1111.hi', 0x3B286ABB)], 6070)
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
                gc.KeyTuple('job_id', 0x0AE1),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000010A4),
                gc.DataTuple('slot_count', 0x00000E34),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x152A7DCB),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02E),
                gc.KeyTuple('src_addr', 0x3B772014),
                gc.KeyTuple('src_port', 0x29F5),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0AE1),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x0145),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3B\x77\x20\x14\x00\x00\x00\x00\x29\xF5\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x0A\xE1\x00\x07\x15\x2A\x7D\xCB\x07\x12\x00\xB7\x64\x02\x39\x20\x00\x20\x00\x00\x57\x93\x93\x18\x19\x5A\xCD\xF1\x42\x42\x92\x6D\x53\x0C\xBD\x39\x7D\xB9\xC7\x23\xB3\x73\x6B\xBA\xAF\xD5\xC0\xE6\x40\xE9\x83\x91\xB6\xF9\x8A\xB7\x7A\x5C\x09\x32\x72\x21\xD8\xE1\xD3\xF0\x84\xEF\x40\x57\xD3\xFF\x45\xD3\x83\xAB\xFB\x8B\x3C\xBD\x57\x54\xB2\x1B\x5A\x29\x2E\xD2\xB8\x7C\x4E\x35\xD6\x93\x68\xFF\x5D\x95\x25\x5F\xF5\xD5\xF0\x95\x61\x42\xA6\xD9\xEA\x6A\x35\xEA\xCB\x81\x86\x23\x77\x72\x52\x71\x4A\x4F\x78\xF6\x39\xDF\x88\x5D\xE4\xAD\xF7\xDB\x46\x69\x32\xDD\x7A\x7A\x9C\x0B\x52\x25\x37\x9F\x4B\x6C\xCB\x61\xB8\xF2\xD8\x21\x6C\x63\x5A\xDC\xFF\x42\x2F\x5B\x0B\x3C\x12\x18\x6C\xFE\x2C\xC6\x04\x8E\x99\x98\xC0\x00\x3B\x1C\xD0\xFC\x0E\xE2\x17\xBC\x80\xD0\x73\x35\xF1\x6E\x6C\xEE\xAD\xAA\x1C\xE1\xE3\x32\xBE\xCE\x02\x25\x64\xB4\xFB\x1B\xEB\x37\xAC\x23\x22\x37\x4A\x36\x09\x8E\x9D\x71\xAB\xB8\x22\x3E\xF6\x80\xBD\xE0\x5D\xAB\x90\xAC\x09\x87\x4D\x88\x1F\x2E\x00\x26\x9B\x7B\x14\x4F\xBA\xEB\x8F\xE2\x81\x19\x3E\x88\x42\x90\x7C\xB4\x48\x25\x20\x70\x49\xCD\x1C\x3B\xAE\x27\x61\xD1\x59\x03\x33\x0C\x9E\xF4\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45\x97\x65\x26\x6D\xDE\x34\x71\xEB\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x3B\x77\x20\x14\xBE\xEF\x29\xF5\x00\xA0\x00\x00\x50\x34\x02\x82\x0A\xE1\x00\x07\x15\x2A\x7D\xCB\x07\x12\x00\xB7\x64\x02\x39\x20\x00\x20\x00\x1F\x7F\xFF\xFF\xFF\x19\x5A\xCD\xF1\x7F\xFF\xFF\xFF\x53\x0C\xBD\x39\x7F\xFF\xFF\xFF\xB3\x73\x6B\xBA\x80\x00\x00\x00\x40\xE9\x83\x91\x80\x00\x00\x00\x7A\x5C\x09\x32\x7F\xFF\xFF\xFF\xD3\xF0\x84\xEF\x7F\xFF\xFF\xFF\x45\xD3\x83\xAB\xAC\x28\xD4\xEB\x57\x54\xB2\x1B\x7F\xFF\xFF\xFF\xB8\x7C\x4E\x35\x88\xCC\xC8\xB8\x5D\x95\x25\x5F\xC8\xFA\xCF\x7B\x61\x42\xA6\xD9\x34\x94\xEA\x15\xCB\x81\x86\x23\x7F\xFF\xFF\xFF\x4A\x4F\x78\xF6\x7F\xFF\xFF\xFF\xE4\xAD\xF7\xDB\x7F\xFF\xFF\xFF\x7A\x7A\x9C\x0B\x7F\xFF\xFF\xFF\x4B\x6C\xCB\x61\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x2A\x3D\x24\xBB\x64\x02\x39\x20\x64\x02\x39\x20\x1F\xC9\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x15\xF5\x97\x82\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAC\x28\xD4\xEB\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x88\xCC\xC8\xB8\x7F\xFF\xFF\xFF\xC8\xFA\xCF\x7B\x7F\xFF\xFF\xFF\x34\x94\xEA\x15\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB4\x15\x68\x0A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB8\xF2\xD8\x21\x6C\x63\x5A\xDC\xFF\x42\x2F\x5B\x0B\x3C\x12\x18\x6C\xFE\x2C\xC6\x04\x8E\x99\x98\xC0\x00\x3B\x1C\xD0\xFC\x0E\xE2\x17\xBC\x80\xD0\x73\x35\xF1\x6E\x6C\xEE\xAD\xAA\x1C\xE1\xE3\x32\xBE\xCE\x02\x25\x64\xB4\xFB\x1B\xEB\x37\xAC\x23\x22\x37\x4A\x36\x09\x8E\x9D\x71\xAB\xB8\x22\x3E\xF6\x80\xBD\xE0\x5D\xAB\x90\xAC\x09\x87\x4D\x88\x1F\x2E\x00\x26\x9B\x7B\x14\x4F\xBA\xEB\x8F\xE2\x81\x19\x3E\x88\x42\x90\x7C\xB4\x48\x25\x20\x70\x49\xCD\x1C\x3B\xAE\x27\x61\xD1\x59\x03\x33\x0C\x9E\xF4\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45\x97\x65\x26\x6D\xDE\x34\x71\xEB\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test34(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x7808596E), ('P4rIngress.aggregator.bitmap_seq.seq', 0x9DB35AB6)], 5242)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x9DB35AB6, 5242)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x52)], 5242)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 5242)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x5B8C143D), ('P4rIngress.aggregator.values_v0000.hi', 0x3CEC1BED)], 5242)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x10C7B618), ('P4rIngress.aggregator.values_v0001.hi', 0x44C3270B)], 5242)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x45BF73CF), ('P4rIngress.aggregator.values_v0010.hi', 0x9B903C61)], 5242)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x527B0EB6), ('P4rIngress.aggregator.values_v0011.hi', 0x94D94E18)], 5242)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x59615B8D), ('P4rIngress.aggregator.values_v0100.hi', 0xF0DEABE2)], 5242)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5ABE782E), ('P4rIngress.aggregator.values_v0101.hi', 0xE2A9DDD9)], 5242)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xECB44A96), ('P4rIngress.aggregator.values_v0110.hi', 0xA3B79C32)], 5242)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x2EBA6643), ('P4rIngress.aggregator.values_v0111.hi', 0x85376BF3)], 5242)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x237F3B6F), ('P4rIngress.aggregator.values_v1000.hi', 0x322B7067)], 5242)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xABC95955), ('P4rIngress.aggregator.values_v1001.hi', 0x5255D55D)], 5242)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xBA56DAF9), ('P4rIngress.aggregator.values_v1010.hi', 0xB3394B7A)], 5242)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x3D604BE7), ('P4rIngress.aggregator.values_v1011.hi', 0x6EA1B74E)], 5242)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xA0069809), ('P4rIngress.aggregator.values_v1100.hi', 0x868F9AB3)], 5242)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x6E4A0570), ('P4rIngress.aggregator.values_v1101.hi', 0x88ECE3E3)], 5242)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x6FB5995D), ('P4rIngress.aggregator.values_v1110.hi', 0x5D44D799)], 5242)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x8C110E4D), ('P4rIngress.aggregator.values_v1111.hi', 0xCBE564BD)], 5242)
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
                gc.KeyTuple('job_id', 0xCF43),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F81),
                gc.DataTuple('slot_count', 0x00000BBD),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1633A755),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0x6331BD97),
                gc.KeyTuple('src_port', 0x8974),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xCF43),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x0022),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x63\x31\xBD\x97\x00\x00\x00\x00\x89\x74\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xCF\x43\x00\x07\x16\x33\xA7\x55\x04\xF9\x00\x1D\x9D\xB3\x5A\xB6\x00\x20\x00\x00\x67\x4D\x70\xEA\x5B\xA7\x22\x25\x78\x82\x85\xB1\x4E\xD9\x4D\x9D\x64\xBB\xA6\x3E\xA2\x27\x93\x70\x6E\xB9\x43\x54\x48\x73\x15\xBA\x49\x97\x5B\xC6\x3F\xB1\x68\xAB\x4A\xA1\x65\x7C\x83\xE8\xB9\x9D\x8B\xCB\x4B\x77\xF8\x92\x83\xBF\xA1\x3B\xA2\xE5\xAD\x13\x4A\xBD\x9D\x78\x50\xCD\x5B\x3A\xE2\xC1\x59\x6D\x7D\x53\x4B\x8A\x0D\x41\xB0\x9D\xC9\x5D\xC6\x06\x94\x70\x4B\x00\xCF\xC1\x22\x2C\x43\x02\x72\x96\x4D\x1A\xA5\x0A\xE9\xE2\x21\xEB\x7E\x93\xF4\x2E\xEC\x3C\x69\xA0\xE3\x52\x75\x72\xC6\xAB\xEF\x56\x93\x7B\xF5\x31\xC9\x72\xF9\xAF\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6\xA9\x1C\xF9\x47\xA8\x53\x75\x04\x3C\x83\xAB\x13\x5D\x1E\x10\xCF\xFA\x8A\x4D\x00\x02\x14\x6C\x1D\x12\x55\x0D\x22\xF0\x6F\x6A\x08\x43\x5D\x14\x2D\xAF\xC6\xA8\xB7\x2A\xDD\x78\x30\xDF\x11\x83\x7A\xDC\xD4\x72\x9D\xB5\x32\xB3\x53\xEE\x39\x2B\x01\x65\x56\x56\x76\xB3\x56\x22\xBA\x8D\x7E\x70\x2B\x8A\xBE\x9D\x86\x80\xA8\xA1\x25\xBF\x24\xF1\xA7\x6B\x1D\x0F\xD7\x99\x4C\x53\x7E\x48\xA3\x6A\xA4\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A\x46\x9D\x47\x06\x5D\xB1\x15\xA2\x24\x65\x1D\xF1\x89\x79\x4C\x6E\x10\x6E\xF8\xDF\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5\xE3\x6D\xEF\x8C\x97\x07\x0C\x4D\x5C\x66\xAF\x68\x7B\xD5\x87\x8E\xA4\x90\x8D\xCF\xD1\x02\x5E\x73'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x63\x31\xBD\x97\xBE\xEF\x89\x74\x00\xA0\x00\x00\x50\x34\x02\x82\xCF\x43\x00\x07\x16\x33\xA7\x55\x04\xF9\x00\x1D\x9D\xB3\x5A\xB6\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x5B\xA7\x22\x25\x7F\xFF\xFF\xFF\x4E\xD9\x4D\x9D\x7F\xFF\xFF\xFF\xA2\x27\x93\x70\x7F\xFF\xFF\xFF\x48\x73\x15\xBA\x7F\xFF\xFF\xFF\x3F\xB1\x68\xAB\x7F\xFF\xFF\xFF\x83\xE8\xB9\x9D\x80\x00\x00\x00\xF8\x92\x83\xBF\xCF\xF6\x09\x28\xAD\x13\x4A\xBD\xC0\xF7\x8C\x3C\x5B\x3A\xE2\xC1\x05\x36\xD6\xA8\x4B\x8A\x0D\x41\x80\x00\x00\x00\xC6\x06\x94\x70\x7F\xFF\xFF\xFF\x22\x2C\x43\x02\x12\x9C\xE5\x23\xA5\x0A\xE9\xE2\x7F\xFF\xFF\xFF\xF4\x2E\xEC\x3C\x7F\xFF\xFF\xFF\x75\x72\xC6\xAB\x80\x00\x00\x00\xF5\x31\xC9\x72\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x78\x08\x59\xEE\x9D\xB3\x5A\xB6\x9D\xB3\x5A\xB6\x20\x52\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xDD\x4C\x63\xD2\x7F\xFF\xFF\xFF\x30\x90\x14\x8D\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x9C\x4A\x1F\xF1\xCF\xF6\x09\x28\x80\x00\x00\x00\xC0\xF7\x8C\x3C\x7F\xFF\xFF\xFF\x05\x36\xD6\xA8\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x12\x9C\xE5\x23\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xC1\x17\x2E\x2F\xF9\xAF\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6\xA9\x1C\xF9\x47\xA8\x53\x75\x04\x3C\x83\xAB\x13\x5D\x1E\x10\xCF\xFA\x8A\x4D\x00\x02\x14\x6C\x1D\x12\x55\x0D\x22\xF0\x6F\x6A\x08\x43\x5D\x14\x2D\xAF\xC6\xA8\xB7\x2A\xDD\x78\x30\xDF\x11\x83\x7A\xDC\xD4\x72\x9D\xB5\x32\xB3\x53\xEE\x39\x2B\x01\x65\x56\x56\x76\xB3\x56\x22\xBA\x8D\x7E\x70\x2B\x8A\xBE\x9D\x86\x80\xA8\xA1\x25\xBF\x24\xF1\xA7\x6B\x1D\x0F\xD7\x99\x4C\x53\x7E\x48\xA3\x6A\xA4\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A\x46\x9D\x47\x06\x5D\xB1\x15\xA2\x24\x65\x1D\xF1\x89\x79\x4C\x6E\x10\x6E\xF8\xDF\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5\xE3\x6D\xEF\x8C\x97\x07\x0C\x4D\x5C\x66\xAF\x68\x7B\xD5\x87\x8E\xA4\x90\x8D\xCF\xD1\x02\x5E\x73'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test35(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x5DC78C89), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 10174)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 10174)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x14), ('P4rIngress.aggregator.count_exp.exponent', 0x89)], 10174)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 10174)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xB38B0AE2), ('P4rIngress.aggregator.values_v0000.hi', 0x648BBB1D)], 10174)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x5868AB41), ('P4rIngress.aggregator.values_v0001.hi', 0xC326AC4D)], 10174)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xC672BF9C), ('P4rIngress.aggregator.values_v0010.hi', 0x48CB2917)], 10174)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x93AD5C1A), ('P4rIngress.aggregator.values_v0011.hi', 0x99C36B7A)], 10174)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x4060DA9D), ('P4rIngress.aggregator.values_v0100.hi', 0x8D5021C9)], 10174)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xBF9AC16A), ('P4rIngress.aggregator.values_v0101.hi', 0x4AD05D48)], 10174)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x2E73082C), ('P4rIngress.aggregator.values_v0110.hi', 0x50AC85F6)], 10174)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x95A41680), ('P4rIngress.aggregator.values_v0111.hi', 0xDD270AA1)], 10174)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x9BD55983), ('P4rIngress.aggregator.values_v1000.hi', 0x339BE58E)], 10174)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x795445A1), ('P4rIngress.aggregator.values_v1001.hi', 0x43D53DC7)], 10174)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x4F375CE9), ('P4rIngress.aggregator.values_v1010.hi', 0x8E30AB65)], 10174)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xE4FCA8DF), ('P4rIngress.aggregator.values_v1011.hi', 0x61E85046)], 10174)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xB7F723A3), ('P4rIngress.aggregator.values_v1100.hi', 0x6A38CCF8)], 10174)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xB58339F5), ('P4rIngress.aggregator.values_v1101.hi', 0x703FF7ED)], 10174)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x5DE85A6F), ('P4rIngress.aggregator.values_v1110.hi', 0x0E3CDEB0)], 10174)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xA24B4CB7), ('P4rIngress.aggregator.values_v1111.hi', 0x1CAA43EF)], 10174)
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
                gc.KeyTuple('job_id', 0x4C79),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000032E),
                gc.DataTuple('slot_count', 0x00001B71),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFB3D58E2),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x031),
                gc.KeyTuple('src_addr', 0xAC67336E),
                gc.KeyTuple('src_port', 0xB900),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4C79),
                gc.DataTuple('rank', 0x0006),
                gc.DataTuple('worker_index', 0x0342),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAC\x67\x33\x6E\x00\x00\x00\x00\xB9\x00\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4C\x79\x00\x06\xFB\x3D\x58\xE2\x04\x90\x03\x6B\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x9A\x74\x78\xF6\x1B\xE1\xA9\x6D\x65\xF0\xB5\x2E\x89\xAA\x3A\x2E\x4D\x1C\xA0\x6A\x6C\xD2\x6C\xEF\x51\xAF\x96\xD6\xF5\x8E\x4F\x36\x7D\xAA\xEE\xA4\xE9\xD3\x77\xC9\xA1\x2B\x2E\x3B\x63\x89\x57\xFA\x34\x97\x9B\x6F\xCE\x7D\x2A\x45\x28\xAC\x8C\x28\xC3\x38\x09\xC7\xA7\x4D\x2B\x0D\xC5\xBB\xAC\xE0\x1D\x97\x15\xA3\x64\xB0\xD5\x49\x68\x4D\x25\xA3\xB8\xEB\x0F\x76\x90\xA4\xA1\x7A\x25\xCC\x60\x7E\xB7\xCC\x2B\x32\x3F\xEA\x95\x07\x8D\x01\x16\xA5\xA6\x32\x88\x26\x2E\x4E\x29\x01\x63\x93\xC3\x2D\x3D\x6E\x33\x71\x7B\x6C\x47\x1D\xD5\x6C\xCB\xA6\x76\x99\x88\x95\x50\xE9\xB2\x7D\xFE\xC3\xD7\x60\x8C\x50\x4B\x9D\xB5\xEB\x53\x26\x35\x81\x87\x19\xB5\x46\xDC\xC9\xC0\xC2\x91\xDC\xA1\x13\x21\x99\x85\x1A\xCF\x9C\xCF\xEE\x73\x4F\xC5\xC5\xE9\x25\x20\xA6\x4B\x13\x34'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xAC\x67\x33\x6E\xBE\xEF\xB9\x00\x00\xA0\x00\x00\x50\x34\x02\x82\x4C\x79\x00\x06\xFB\x3D\x58\xE2\x04\x90\x01\x6B\xFF\xFF\xFF\xFF\x00\x20\x00\x15\x80\x00\x00\x00\x1B\xE1\xA9\x6D\x7F\xFF\xFF\xFF\x89\xAA\x3A\x2E\x13\x8F\x60\x06\x6C\xD2\x6C\xEF\xE5\x5C\xF2\xF0\xF5\x8E\x4F\x36\x7F\xFF\xFF\xFF\xE9\xD3\x77\xC9\x80\x00\x00\x00\x63\x89\x57\xFA\x63\x0A\xA3\x9B\xCE\x7D\x2A\x45\xBE\x50\xA2\xA8\xC3\x38\x09\xC7\x80\x00\x00\x00\xC5\xBB\xAC\xE0\x7F\xFF\xFF\xFF\x64\xB0\xD5\x49\x7F\xFF\xFF\xFF\xB8\xEB\x0F\x76\x80\x00\x00\x00\x25\xCC\x60\x7E\x80\x00\x00\x00\x3F\xEA\x95\x07\x80\x00\x00\x00\xA6\x32\x88\x26\x7F\xFF\xFF\xFF\x63\x93\xC3\x2D\xDF\xB9\x80\x28\x7B\x6C\x47\x1D\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x5D\xC7\x8C\xC9\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x15\x89\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x13\x8F\x60\x06\x7F\xFF\xFF\xFF\xE5\x5C\xF2\xF0\x8F\x51\xBA\xB0\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x63\x0A\xA3\x9B\x1F\x29\xB0\x3B\xBE\x50\xA2\xA8\xA0\x5F\x14\x68\x80\x00\x00\x00\xF9\x57\x92\x6E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x16\x72\x80\x13\x7F\xFF\xFF\xFF\x71\xD0\xA1\xDD\xDF\xB9\x80\x28\x7F\xFF\xFF\xFF\xD5\x6C\xCB\xA6\x76\x99\x88\x95\x50\xE9\xB2\x7D\xFE\xC3\xD7\x60\x8C\x50\x4B\x9D\xB5\xEB\x53\x26\x35\x81\x87\x19\xB5\x46\xDC\xC9\xC0\xC2\x91\xDC\xA1\x13\x21\x99\x85\x1A\xCF\x9C\xCF\xEE\x73\x4F\xC5\xC5\xE9\x25\x20\xA6\x4B\x13\x34'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test36(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xF6D25062), ('P4rIngress.aggregator.bitmap_seq.seq', 0x80000000)], 5945)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x80000000, 5945)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0F), ('P4rIngress.aggregator.count_exp.exponent', 0xA8)], 5945)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 5945)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x72D87BEE), ('P4rIngress.aggregator.values_v0000.hi', 0x482B4E0D)], 5945)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x4DBAA351), ('P4rIngress.aggregator.values_v0001.hi', 0x52658849)], 5945)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x5932F95C), ('P4rIngress.aggregator.values_v0010.hi', 0xB6DA4988)], 5945)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x749677D9), ('P4rIngress.aggregator.values_v0011.hi', 0x115622A7)], 5945)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x773840FD), ('P4rIngress.aggregator.values_v0100.hi', 0x1BA28785)], 5945)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5AB207E7), ('P4rIngress.aggregator.values_v0101.hi', 0x9F62A997)], 5945)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xBADBCE79), ('P4rIngress.aggregator.values_v0110.hi', 0x92FED787)], 5945)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x1B3AD2A4), ('P4rIngress.aggregator.values_v0111.hi', 0xA0A75C3D)], 5945)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xC848EB4B), ('P4rIngress.aggregator.values_v1000.hi', 0x4964010D)], 5945)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x3E56F596), ('P4rIngress.aggregator.values_v1001.hi', 0x61A78D9F)], 5945)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xCA3B4342), ('P4rIngress.aggregator.values_v1010.hi', 0x84517039)], 5945)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xDBAF9D37), ('P4rIngress.aggregator.values_v1011.hi', 0xC5B77FAB)], 5945)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xC3AFDD67), ('P4rIngress.aggregator.values_v1100.hi', 0x5D08CEF9)], 5945)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x671C291C), ('P4rIngress.aggregator.values_v1101.hi', 0x3CB2216B)], 5945)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xDD4B193B), ('P4rIngress.aggregator.values_v1110.hi', 0x6ACC9663)], 5945)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x5D4F7927), ('P4rIngress.aggregator.values_v1111.hi', 0x439E73AC)], 5945)
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
                gc.KeyTuple('job_id', 0xB91E),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B34),
                gc.DataTuple('slot_count', 0x00001108),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA3586CCE),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01C),
                gc.KeyTuple('src_addr', 0x1532258D),
                gc.KeyTuple('src_port', 0x0568),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xB91E),
                gc.DataTuple('rank', 0x0007),
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
        ig_port = 28
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x15\x32\x25\x8D\x00\x00\x00\x00\x05\x68\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB9\x1E\x00\x07\xA3\x58\x6C\xCE\x0C\x05\x02\x40\x80\x00\x00\x00\x00\x20\x00\x00\x6A\x9D\x41\x25\x73\x4E\x5C\xC4\x47\x8F\xCA\xF3\x4F\x47\x9C\xC3\x53\x36\x29\x7D\xA2\xDA\x91\xC3\x57\xBD\x97\xDD\xCC\x54\x73\xE9\x37\x59\x5D\xA5\xF9\x33\x54\x53\x43\x7A\x7E\x6F\xB5\x67\x1E\x5B\x92\xCA\xCE\x9D\x45\x9F\x17\xAA\x49\x5A\x44\x9F\x9F\xC1\xCE\x68\x5C\x83\xEA\xFF\x5D\xBB\xFB\xC9\xE6\x72\xCD\x8B\x71\x20\x9F\xE3\x85\x93\x72\x31\x97\x70\x8B\xCF\x70\xAE\x39\x65\x35\xE9\x99\xBE\x1D\x9C\xC5\x4C\x43\x4A\x2D\xAE\x51\x84\x7F\x5C\x52\x1B\xD7\x73\x86\x2B\xC9\xBB\x4C\xEC\x5C\x63\x49\x2A\x07\xB7\x51\x8A\x7D\xD6\x4A\x27\xFE\x40\x7C\xD0\x8B\xFE\xEE\x91\x29\x3F\xAF\x67\x7F\x52\x62\x74\xDC\x46\xD7\x7C\x10\x87\x37\x69\x9A\x3F\x18\x42\xA5\x0C\x38\x4A\xCE\x1D\xF8\xC9\x33\x54'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x15\x32\x25\x8D\xBE\xEF\x05\x68\x00\xA0\x00\x00\x50\x34\x02\x82\xB9\x1E\x00\x07\xA3\x58\x6C\xCE\x0C\x05\x00\x40\x80\x00\x00\x00\x00\x20\x00\x10\x7F\xFF\xFF\xFF\x73\x4E\x5C\xC4\x7F\xFF\xFF\xFF\x4F\x47\x9C\xC3\x7F\xFF\xFF\xFF\xA2\xDA\x91\xC3\x7F\xFF\xFF\xFF\xCC\x54\x73\xE9\x7F\xFF\xFF\xFF\xF9\x33\x54\x53\x7F\xFF\xFF\xFF\xB5\x67\x1E\x5B\x80\x00\x00\x00\x45\x9F\x17\xAA\x64\x95\x17\x43\x9F\xC1\xCE\x68\x24\xCC\xD6\x4A\x5D\xBB\xFB\xC9\x24\xC9\xC3\x21\x71\x20\x9F\xE3\x80\x00\x00\x00\x97\x70\x8B\xCF\x4C\x5D\xD6\x9C\x35\xE9\x99\xBE\xE1\x4C\xA2\xB3\x43\x4A\x2D\xAE\x7F\xFF\xFF\xFF\x52\x1B\xD7\x73\x80\x00\x00\x00\x4C\xEC\x5C\x63\x7F\xFF\xFF\xFF\x51\x8A\x7D\xD6\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xF6\xD2\x50\xE2\x80\x00\x00\x00\x80\x00\x00\x00\x10\xA8\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xDD\xAA\x96\x90\x7F\xFF\xFF\xFF\x14\xD5\xDB\xD8\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xD8\x9D\xEF\x31\x64\x95\x17\x43\x80\x00\x00\x00\x24\xCC\xD6\x4A\x7F\xFF\xFF\xFF\x24\xC9\xC3\x21\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x4C\x5D\xD6\x9C\xFB\xA1\x19\x69\xE1\x4C\xA2\xB3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4A\x27\xFE\x40\x7C\xD0\x8B\xFE\xEE\x91\x29\x3F\xAF\x67\x7F\x52\x62\x74\xDC\x46\xD7\x7C\x10\x87\x37\x69\x9A\x3F\x18\x42\xA5\x0C\x38\x4A\xCE\x1D\xF8\xC9\x33\x54'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test37(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xA6E92B4F), ('P4rIngress.aggregator.bitmap_seq.seq', 0x52D5937D)], 6601)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x52D5937D, 6601)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x07), ('P4rIngress.aggregator.count_exp.exponent', 0xEB)], 6601)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 6601)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x62D69C17), ('P4rIngress.aggregator.values_v0000.hi', 0x49BDA0BD)], 6601)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x55AC75C2), ('P4rIngress.aggregator.values_v0001.hi', 0x59C87350)], 6601)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x5CF78DF3), ('P4rIngress.aggregator.values_v0010.hi', 0x98770CC5)], 6601)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x60971DDD), ('P4rIngress.aggregator.values_v0011.hi', 0x6C25C6AE)], 6601)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x6B5CFE62), ('P4rIngress.aggregator.values_v0100.hi', 0xEBED6C40)], 6601)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x4E32D5F3), ('P4rIngress.aggregator.values_v0101.hi', 0xCC2675A5)], 6601)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x8BBF60AE), ('P4rIngress.aggregator.values_v0110.hi', 0x4B868516)], 6601)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x526D6FA3), ('P4rIngress.aggregator.values_v0111.hi', 0x897F0DB8)], 6601)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xCC91A89B), ('P4rIngress.aggregator.values_v1000.hi', 0x69BB05B3)], 6601)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x80000000), ('P4rIngress.aggregator.values_v1001.hi', 0x5F5A8146)], 6601)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x8A5E66E7), ('P4rIngress.aggregator.values_v1010.hi', 0xA59F4F4F)], 6601)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x23ADD5B9), ('P4rIngress.aggregator.values_v1011.hi', 0x56CBF0BF)], 6601)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x92B9D4A7), ('P4rIngress.aggregator.values_v1100.hi', 0x9770F13D)], 6601)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x221F0977), ('P4rIngress.aggregator.values_v1101.hi', 0x9C53908F)], 6601)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xE4EF1CB7), ('P4rIngress.aggregator.values_v1110.hi', 0xDDE1785F)], 6601)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x77E2D93B), ('P4rIngress.aggregator.values_v1111.hi', 0x69732CF1)], 6601)
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
                gc.KeyTuple('job_id', 0xA5E9),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000614),
                gc.DataTuple('slot_count', 0x000014F1),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCBF52B5E),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x023),
                gc.KeyTuple('src_addr', 0xEF33A080),
                gc.KeyTuple('src_port', 0x7608),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xA5E9),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x036F),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEF\x33\xA0\x80\x00\x00\x00\x00\x76\x08\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA5\xE9\x00\x07\xCB\xF5\x2B\x5E\x13\xB5\x00\x3B\x52\xD5\x93\x7D\x00\x20\x00\x00\x79\xFF\x47\x2F\x48\xA9\x2F\x7B\x69\xED\x39\x71\x52\x8A\x72\x4B\x72\xA6\x2D\xA7\xAD\x85\xBC\x37\x3B\x82\x00\x75\x04\x68\xC1\xCD\x48\xB5\x64\xD2\x16\x27\x41\xBE\x3B\xA4\xDD\xE7\x9A\x89\x52\x19\xE4\xA3\x22\x64\xE6\x84\xC6\xB0\xF3\xE6\x3A\xD5\x98\x49\x21\x1F\x6D\x76\xEC\x8B\x2A\x29\x6D\x53\x7F\x0C\xA7\x57\x5C\x55\x0D\x4D\xA6\xED\xF5\x35\xB1\xC9\x59\xFD\x78\x66\x77\x2E\x46\x88\x21\x93\x66\xAB\x10\xBC\xBE\x78\xD1\x01\x69\x40\x1B\x01\xCF\xCC\xAA\xA7\xC5\xBB\x3D\xD3\xCC\x87\x1D\x4F\x0E\x0E\x0E\xDF\x1C\x3D\x34\x82\xBB\x3F\x79\xC6\x1F\x60\x02\x8B\x2F\x39\x16\xFD\x8B\x42\xB2\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71\x3B\xCC\xED\x94\x74\xA5\x0C\x2A\x93\x92\x9F\x47\xB5\xD9\xCC\x22\x55\x0E\x15\xBE\x5F\x6C\x77\x2F\x72\x7D\x1D\x79\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C\xDA\x40\x22\xA4\xED\x98\x8E\x76\x19\xAC\xBF\xE1\x4E\xD1\x62\x52\x07\x1F\x17\x5B\x53\x1B\x7F\x5B\xD6\x8B\x86\x60\xCB\xEB\x43\x69\x2D\x95\xA5\x66\x54\x69\x84\xB5\x6B\xA6\x29\x96\xC5\x60\x9B\x67\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xEF\x33\xA0\x80\xBE\xEF\x76\x08\x00\xA0\x00\x00\x50\x34\x02\x82\xA5\xE9\x00\x07\xCB\xF5\x2B\x5E\x13\xB5\x00\x3B\x52\xD5\x93\x7D\x00\x20\x00\x08\x7F\xFF\xFF\xFF\x48\xA9\x2F\x7B\x7F\xFF\xFF\xFF\x52\x8A\x72\x4B\x7F\xFF\xFF\xFF\xAD\x85\xBC\x37\x7F\xFF\xFF\xFF\x04\x68\xC1\xCD\x7F\xFF\xFF\xFF\x16\x27\x41\xBE\x7F\xFF\xFF\xFF\x9A\x89\x52\x19\x80\x00\x00\x00\xE6\x84\xC6\xB0\x46\x53\xAA\x78\x98\x49\x21\x1F\x3A\x08\x95\x26\x2A\x29\x6D\x53\xFF\x0C\xA7\x57\x5C\x55\x0D\x4D\x80\x00\x00\x00\xB1\xC9\x59\xFD\x7F\xFF\xFF\xFF\x46\x88\x21\x93\xF9\x64\xE5\x63\xBE\x78\xD1\x01\x7F\xFF\xFF\xFF\xCF\xCC\xAA\xA7\xAA\xAA\x5A\x8A\xCC\x87\x1D\x4F\x7F\xFF\xFF\xFF\x1C\x3D\x34\x82\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xA6\xE9\x2B\xCF\x52\xD5\x93\x7D\x52\xD5\x93\x7D\x08\xEB\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x70\x8E\x88\x7B\x7F\xFF\xFF\xFF\x02\x14\xAD\xFE\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x32\x0B\x4B\xC6\x46\x53\xAA\x78\x80\x00\x00\x00\x3A\x08\x95\x26\x7F\xFF\xFF\xFF\xFF\x0C\xA7\x57\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF9\x64\xE5\x63\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xAA\xAA\x5A\x8A\xAA\x68\x95\xAE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBB\x3F\x79\xC6\x1F\x60\x02\x8B\x2F\x39\x16\xFD\x8B\x42\xB2\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71\x3B\xCC\xED\x94\x74\xA5\x0C\x2A\x93\x92\x9F\x47\xB5\xD9\xCC\x22\x55\x0E\x15\xBE\x5F\x6C\x77\x2F\x72\x7D\x1D\x79\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C\xDA\x40\x22\xA4\xED\x98\x8E\x76\x19\xAC\xBF\xE1\x4E\xD1\x62\x52\x07\x1F\x17\x5B\x53\x1B\x7F\x5B\xD6\x8B\x86\x60\xCB\xEB\x43\x69\x2D\x95\xA5\x66\x54\x69\x84\xB5\x6B\xA6\x29\x96\xC5\x60\x9B\x67\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test38(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x9052F918), ('P4rIngress.aggregator.bitmap_seq.seq', 0xA74B175B)], 7305)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xA74B175B, 7305)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x17), ('P4rIngress.aggregator.count_exp.exponent', 0xC8)], 7305)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 7305)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x78E8DE6C), ('P4rIngress.aggregator.values_v0000.hi', 0x6E5D5C41)], 7305)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x4B53663B), ('P4rIngress.aggregator.values_v0001.hi', 0x571E6A5C)], 7305)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x4714601A), ('P4rIngress.aggregator.values_v0010.hi', 0xA5946F42)], 7305)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x39E3DD99), ('P4rIngress.aggregator.values_v0011.hi', 0x17B836BB)], 7305)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x5DE4BA04), ('P4rIngress.aggregator.values_v0100.hi', 0x80000000)], 7305)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5F3C069D), ('P4rIngress.aggregator.values_v0101.hi', 0xCDD381AC)], 7305)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x826D3A25), ('P4rIngress.aggregator.values_v0110.hi', 0x950BCBC3)], 7305)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x4565B0FC), ('P4rIngress.aggregator.values_v0111.hi', 0xB4BA2EA1)], 7305)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xEEC3026D), ('P4rIngress.aggregator.values_v1000.hi', 0x53454BCD)], 7305)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xF3C9CB3B), ('P4rIngress.aggregator.values_v1001.hi', 0x6D0D4D28)], 7305)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xAD15EB1A), ('P4rIngress.aggregator.values_v1010.hi', 0xDCD9E6E7)], 7305)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x5495514D), ('P4rIngress.aggregator.values_v1011.hi', 0x1D7672E4)], 7305)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x793C461F), ('P4rIngress.aggregator.values_v1100.hi', 0xC852AD1E)], 7305)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x05B6F409), ('P4rIngress.aggregator.values_v1101.hi', 0x5A156119)], 7305)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x56EBA521), ('P4rIngress.aggregator.values_v1110.hi', 0x332A5535)], 7305)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xA4155E6F), ('P4rIngress.aggregator.values_v1111.hi', 0xB99A7AFA)], 7305)
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
                gc.KeyTuple('job_id', 0xCD0A),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001C00),
                gc.DataTuple('slot_count', 0x00000400),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD828D3AD),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x2865C788),
                gc.KeyTuple('src_port', 0x1BF4),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xCD0A),
                gc.DataTuple('rank', 0x0007),
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
        ig_port = 4
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x28\x65\xC7\x88\x00\x00\x00\x00\x1B\xF4\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xCD\x0A\x00\x07\xD8\x28\xD3\xAD\x00\x89\x02\x58\xA7\x4B\x17\x5B\x00\x20\x00\x00\x3D\x62\x1A\xE4\x1B\x83\x6D\x1D\x4B\x82\x42\x5B\x45\x2E\x3B\x8E\x71\x51\x36\x6B\xAF\xF6\x6A\xC7\x6D\x1A\x59\x59\xB7\x4D\x32\x55\x46\x28\x96\x8D\x67\xDA\xDB\x6F\x53\xD0\xFA\xD3\x86\x52\x6A\xAB\xE8\xD5\x1F\x66\xEA\xF5\x55\xE7\xEB\xAF\x3D\xFD\x9D\x10\x2C\xE1\x3B\xAD\x36\xEF\x35\xC5\x6E\x1B\x35\x57\x96\x16\x47\xDC\x25\x79\x9F\xB4\x02\x7A\x98\x07\x16\xCE\x7A\xFD\x10\xD8\x62\x89\x8D\x1C\x2F\x57\x67\xB0\x8E\xA1\xF8\xEB\x11\xD4\x44\x8F\x52\x4C\x1B\x28\x51\x42\xAE\x47\x7B\x5F\x5D\x35\xC6\xA5\x9E\xA5\xB9\x1F\xB8\xA4\x70\xC2\x10\x54\x30\x6B\xFD\x40\x4C\x1C\x7A\x98\xBE\xEF\xEC\x7B\x6B\xA4\xB3\x1A\xCE\x73\xB2\x13\xE5\x80\xC4\xF2\xCB\x95\x84\x49\x40\x47\x3A\xA2\x71\x2F\x05\x9D\xDC\x7A\x19\x74\xB4\xAA\x56\x98\x01\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F\x24\xF0\x27\x71\x4B\x3A\x92\x7F\x68\x4D\x01\x77\x0E\x42\x40\x50\x5E\x1B\x1D\xE2\x50\x0B\xDF\x5F\xE7\xDE\x48\x7A\x01\x7B\xF0\x1D\x4B\x02\x55\x2F\x0E\xBD\xCA\xE2\x80\x02\x6A\xE9\x09\xB1\x5C\xDD\xEF\x25\x0B\x52\xF5\x9F\xDD\x96\xCF\x6F\x5A\x82\xF5\x17\xD5\x68\xEA\x51\x40\xBD\xDC\x2D\x55\xEB\x5C\x7F\xA4\x57\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B\xE6\xCF\xD1\x61\x6A\xC7\x39\x5E\xC6\x55\x5C\x09\x86\xDF\xC3\xB4\x38\xBF\x28\xC8\x2F\x55\xF9\x05\xFE\xAC\xA5\x67'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x28\x65\xC7\x88\xBE\xEF\x1B\xF4\x00\xA0\x00\x00\x50\x34\x02\x82\xCD\x0A\x00\x07\xD8\x28\xD3\xAD\x00\x89\x00\x58\xA7\x4B\x17\x5B\x00\x20\x00\x18\x7F\xFF\xFF\xFF\x1B\x83\x6D\x1D\x7F\xFF\xFF\xFF\x45\x2E\x3B\x8E\x7F\xFF\xFF\xFF\xAF\xF6\x6A\xC7\x7F\xFF\xFF\xFF\xB7\x4D\x32\x55\x7F\xFF\xFF\xFF\x67\xDA\xDB\x6F\x7F\xFF\xFF\xFF\x86\x52\x6A\xAB\x80\x00\x00\x00\xEA\xF5\x55\xE7\x31\x14\xEE\xF9\x9D\x10\x2C\xE1\x2A\x70\x39\x5C\x35\xC5\x6E\x1B\x29\x21\x61\x51\x47\xDC\x25\x79\x80\x00\x00\x00\x98\x07\x16\xCE\x7F\xFF\xFF\xFF\x62\x89\x8D\x1C\x7F\xFF\xFF\xFF\x8E\xA1\xF8\xEB\x17\x8B\x38\x98\x52\x4C\x1B\x28\x7F\xFF\xFF\xFF\x7B\x5F\x5D\x35\x80\x00\x00\x00\xB9\x1F\xB8\xA4\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x90\x52\xF9\x98\xA7\x4B\x17\x5B\xA7\x4B\x17\x5B\x18\xC8\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xCF\x05\x69\x10\x7F\xFF\xFF\xFF\xE7\xDA\xDB\x6F\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x01\x21\xAA\x31\x14\xEE\xF9\x80\x00\x00\x00\x2A\x70\x39\x5C\x7F\xFF\xFF\xFF\x29\x21\x61\x51\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x17\x8B\x38\x98\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x70\xC2\x10\x54\x30\x6B\xFD\x40\x4C\x1C\x7A\x98\xBE\xEF\xEC\x7B\x6B\xA4\xB3\x1A\xCE\x73\xB2\x13\xE5\x80\xC4\xF2\xCB\x95\x84\x49\x40\x47\x3A\xA2\x71\x2F\x05\x9D\xDC\x7A\x19\x74\xB4\xAA\x56\x98\x01\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F\x24\xF0\x27\x71\x4B\x3A\x92\x7F\x68\x4D\x01\x77\x0E\x42\x40\x50\x5E\x1B\x1D\xE2\x50\x0B\xDF\x5F\xE7\xDE\x48\x7A\x01\x7B\xF0\x1D\x4B\x02\x55\x2F\x0E\xBD\xCA\xE2\x80\x02\x6A\xE9\x09\xB1\x5C\xDD\xEF\x25\x0B\x52\xF5\x9F\xDD\x96\xCF\x6F\x5A\x82\xF5\x17\xD5\x68\xEA\x51\x40\xBD\xDC\x2D\x55\xEB\x5C\x7F\xA4\x57\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B\xE6\xCF\xD1\x61\x6A\xC7\x39\x5E\xC6\x55\x5C\x09\x86\xDF\xC3\xB4\x38\xBF\x28\xC8\x2F\x55\xF9\x05\xFE\xAC\xA5\x67'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test39(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xCA6BDC21), ('P4rIngress.aggregator.bitmap_seq.seq', 0x2ADE74EE)], 4453)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x2ADE74EE, 4453)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0xE1)], 4453)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 4453)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x298D8D59), ('P4rIngress.aggregator.values_v0000.hi', 0x4DE559FB)], 4453)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x55D1A8A3), ('P4rIngress.aggregator.values_v0001.hi', 0x73E3595D)], 4453)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x44FB6C7D), ('P4rIngress.aggregator.values_v0010.hi', 0xBCA4DADD)], 4453)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x5C5BC5A5), ('P4rIngress.aggregator.values_v0011.hi', 0x17DB72A3)], 4453)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x2737013D), ('P4rIngress.aggregator.values_v0100.hi', 0xF38AA9F8)], 4453)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x4497CBCE), ('P4rIngress.aggregator.values_v0101.hi', 0xD4E9C435)], 4453)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xB36B3FD3), ('P4rIngress.aggregator.values_v0110.hi', 0xA9954A73)], 4453)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xB7B674EE), ('P4rIngress.aggregator.values_v0111.hi', 0x8B0B3D80)], 4453)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x3A7B459C), ('P4rIngress.aggregator.values_v1000.hi', 0xE61B20D4)], 4453)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xDB50B79B), ('P4rIngress.aggregator.values_v1001.hi', 0x80000000)], 4453)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xA7A49177), ('P4rIngress.aggregator.values_v1010.hi', 0xC5D15B48)], 4453)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x2E84D861), ('P4rIngress.aggregator.values_v1011.hi', 0xF9B63BAE)], 4453)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x6586B607), ('P4rIngress.aggregator.values_v1100.hi', 0x82ED4F2A)], 4453)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x61A45904), ('P4rIngress.aggregator.values_v1101.hi', 0x6DC27B22)], 4453)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xD77AEBA5), ('P4rIngress.aggregator.values_v1110.hi', 0x78434F06)], 4453)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x44FC49DC), ('P4rIngress.aggregator.values_v1111.hi', 0x49237E7E)], 4453)
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
                gc.KeyTuple('job_id', 0xEA5F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E15),
                gc.DataTuple('slot_count', 0x00000496),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x29CCF1AC),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x17060032),
                gc.KeyTuple('src_port', 0x1C5F),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xEA5F),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x0135),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x17\x06\x00\x32\x00\x00\x00\x00\x1C\x5F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xEA\x5F\x00\x07\x29\xCC\xF1\xAC\x03\x50\x02\x6C\x2A\xDE\x74\xEE\x00\x20\x00\x00\x66\x62\xE7\xE6\x59\xD6\x50\x9B\x71\x5D\xEC\xA5\x43\x88\x39\xE9\x67\x8C\x89\x52\xB9\xF5\x19\x5A\x2F\x52\xEE\xF7\x5F\x86\x06\xB0\x6E\x57\xEE\x23\x0C\x1B\xA2\xF1\x6C\x4E\xB3\xA1\x92\x68\x0E\x01\xAA\xD9\xF5\xAC\xFE\xE2\x0B\x26\x00\x00\x00\x00\xBA\xD9\xB9\x57\x33\x42\xDD\x25\x0F\x3A\x11\x90\x9A\xC7\x48\x69\x54\xC4\x9B\x9A\x20\x7D\xD1\xF7\x77\x6D\xB1\x0F\x65\xCC\x65\xFF\xE2\x77\x77\x09\x6A\xE4\x81\x6F\x94\xB1\x94\x73\x58\xB8\xA0\xCF\x4E\xF7\x65\x9E\x8A\x53\xDF\xBF\x76\x59\xAD\x92\x80\x00\x00\x00\x43\x9B\xD0\x25\x44\xBC\x9A\x5B\x40\xBA\x38\x26\x52\x3F\x03\xE9\x02\x87\x09\x0D\xC8\xE3\xCA\xDE\xFB\xEF\xB7\x9F\x20\x04\x5A\xBA\xDC\xFC\x69\x35\xA4\x92\x83\xCC\x84\x25\x95\x1C\x33\xA1\x89\x4C\x08\xD0\x7C\xC9\x7B\x45\xDE\x7C\xA1\x2D\xFC\xBA\x7E\x03\x19\xB9\x3E\xA0\x56\x9F\xDC\x39\x52\x63\xDF\x92\x1A\xCD\x6B\x54\x4A\xB1\x92\xE4\xBE\xA1\xC5\x05\xDE\xE9\xB0\xE7\x2A\xFB\x97\xB8\x61\x80\x32\x7B\x75\xBE\x30\x4B\x32\xA5\x2A\x52\x50\x0E\xF7\xEB\xDA\x52\x15\x72\x46\x7F\x22\x26\xDC\xA6\x71\xC0\xCD\x11\x78\x0E\x26\xA5\x28\xF0\x70\x10\xFA\x7A\x00\xC6\x58\x59\x84\x22\x8F\x66\x02\x80\x35\xEB\xBA\x63\x5B\xCF\x7D\xDB\xA1\xCA\x6B\xC2\x5F\x3E\x5C\x8D\xE1\x35\x78\x79\xC4\x76\x7E\x44\x27\xF9\x6A\xFD\xB1\x2B\xA5\x42\xEC\x29\x41\x3F\x8A\xFB\xA4\xA2\xE3\xFB\x3C\x09\x9B\x88\x7E\xBC\xE8\x4B\x1D\x07\x73\x07\x0A\x66'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x17\x06\x00\x32\xBE\xEF\x1C\x5F\x00\xA0\x00\x00\x50\x34\x02\x82\xEA\x5F\x00\x07\x29\xCC\xF1\xAC\x03\x50\x00\x6C\x2A\xDE\x74\xEE\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x59\xD6\x50\x9B\x7F\xFF\xFF\xFF\x43\x88\x39\xE9\x7F\xFF\xFF\xFF\xB9\xF5\x19\x5A\x7F\xFF\xFF\xFF\x5F\x86\x06\xB0\x7F\xFF\xFF\xFF\x0C\x1B\xA2\xF1\x7F\xFF\xFF\xFF\x92\x68\x0E\x01\x80\x00\x00\x00\xFE\xE2\x0B\x26\xB7\xB6\x74\xEE\xBA\xD9\xB9\x57\x6D\xBE\x22\xC1\x0F\x3A\x11\x90\x80\x00\x00\x00\x54\xC4\x9B\x9A\xC8\x22\x63\x6E\x77\x6D\xB1\x0F\x7F\xFF\xFF\xFF\xE2\x77\x77\x09\x7F\xFF\xFF\xFF\x94\xB1\x94\x73\x7F\xFF\xFF\xFF\x4E\xF7\x65\x9E\x80\x00\x00\x00\x76\x59\xAD\x92\xC4\xFC\x49\xDC\x43\x9B\xD0\x25\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xCA\x6B\xDC\xA1\x2A\xDE\x74\xEE\x2A\xDE\x74\xEE\x20\xE1\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x77\x61\x79\x53\x7F\xFF\xFF\xFF\xFF\xA6\x4C\xE9\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xA8\x77\x55\x99\xB7\xB6\x74\xEE\x80\x00\x00\x00\x6D\xBE\x22\xC1\xF5\x55\x32\x64\x80\x00\x00\x00\xD4\xC4\x9B\x9A\xC8\x22\x63\x6E\x3D\x3F\x0C\x57\x7F\xFF\xFF\xFF\xDC\x2D\xB2\xB7\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC4\xFC\x49\xDC\x7F\xFF\xFF\xFF\x44\xBC\x9A\x5B\x40\xBA\x38\x26\x52\x3F\x03\xE9\x02\x87\x09\x0D\xC8\xE3\xCA\xDE\xFB\xEF\xB7\x9F\x20\x04\x5A\xBA\xDC\xFC\x69\x35\xA4\x92\x83\xCC\x84\x25\x95\x1C\x33\xA1\x89\x4C\x08\xD0\x7C\xC9\x7B\x45\xDE\x7C\xA1\x2D\xFC\xBA\x7E\x03\x19\xB9\x3E\xA0\x56\x9F\xDC\x39\x52\x63\xDF\x92\x1A\xCD\x6B\x54\x4A\xB1\x92\xE4\xBE\xA1\xC5\x05\xDE\xE9\xB0\xE7\x2A\xFB\x97\xB8\x61\x80\x32\x7B\x75\xBE\x30\x4B\x32\xA5\x2A\x52\x50\x0E\xF7\xEB\xDA\x52\x15\x72\x46\x7F\x22\x26\xDC\xA6\x71\xC0\xCD\x11\x78\x0E\x26\xA5\x28\xF0\x70\x10\xFA\x7A\x00\xC6\x58\x59\x84\x22\x8F\x66\x02\x80\x35\xEB\xBA\x63\x5B\xCF\x7D\xDB\xA1\xCA\x6B\xC2\x5F\x3E\x5C\x8D\xE1\x35\x78\x79\xC4\x76\x7E\x44\x27\xF9\x6A\xFD\xB1\x2B\xA5\x42\xEC\x29\x41\x3F\x8A\xFB\xA4\xA2\xE3\xFB\x3C\x09\x9B\x88\x7E\xBC\xE8\x4B\x1D\x07\x73\x07\x0A\x66'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test40(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x41596C66), ('P4rIngress.aggregator.bitmap_seq.seq', 0x9756D9D1)], 6305)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x9756D9D1, 6305)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x02), ('P4rIngress.aggregator.count_exp.exponent', 0xAA)], 6305)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 6305)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x520ECA03), ('P4rIngress.aggregator.values_v0000.hi', 0x6A9DA9B2)], 6305)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x7402952B), ('P4rIngress.aggregator.values_v0001.hi', 0x4710864B)], 6305)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x6D99A5E6), ('P4rIngress.aggregator.values_v0010.hi', 0x8E56DCB6)], 6305)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x8E2376C6), ('P4rIngress.aggregator.values_v0011.hi', 0x49BEFB12)], 6305)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xACA52D5D), ('P4rIngress.aggregator.values_v0100.hi', 0x3C0DC4DB)], 6305)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x7ED64117), ('P4rIngress.aggregator.values_v0101.hi', 0x80000000)], 6305)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x67794361), ('P4rIngress.aggregator.values_v0110.hi', 0x4F4E3EFD)], 6305)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x63552EFD), ('P4rIngress.aggregator.values_v0111.hi', 0x3DBA2826)], 6305)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x235AFB08), ('P4rIngress.aggregator.values_v1000.hi', 0x9259C9EC)], 6305)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x254E70B5), ('P4rIngress.aggregator.values_v1001.hi', 0x4DFB3AE3)], 6305)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x09E6416F), ('P4rIngress.aggregator.values_v1010.hi', 0x32D126C3)], 6305)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x80000000), ('P4rIngress.aggregator.values_v1011.hi', 0xA93E3A3C)], 6305)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x31298EDA), ('P4rIngress.aggregator.values_v1100.hi', 0x7DC78125)], 6305)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x7B0CB15B), ('P4rIngress.aggregator.values_v1101.hi', 0x3C299DF5)], 6305)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x11E422DD), ('P4rIngress.aggregator.values_v1110.hi', 0x76538E9B)], 6305)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xA108B4F9), ('P4rIngress.aggregator.values_v1111.hi', 0x808E96D1)], 6305)
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
                gc.KeyTuple('job_id', 0xE868),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001888),
                gc.DataTuple('slot_count', 0x00000778),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x27BF1EFD),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x9CBCA370),
                gc.KeyTuple('src_port', 0x8DF5),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xE868),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x007D),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9C\xBC\xA3\x70\x00\x00\x00\x00\x8D\xF5\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE8\x68\x00\x07\x27\xBF\x1E\xFD\x00\x19\x02\x43\x97\x56\xD9\xD1\x00\x20\x00\x00\x5A\x4D\x9E\x21\x41\x07\x03\x1F\x3A\x1E\x2E\x8F\x73\x77\xE2\x39\x31\x1B\x06\x90\xD6\x61\x86\x4A\xC7\xAC\xE6\x94\x49\x62\x2B\x92\x9A\x95\x5C\x59\x55\x85\x5B\xCA\x4C\x9B\x7B\x6D\x43\xC0\x9A\xD8\x73\xD5\xDD\x99\x4E\xE4\xEA\x5B\xFC\xCD\x5A\xDE\x6E\xB8\x90\x9F\x70\x52\x53\x44\xB2\xD5\x8B\x6C\x3C\x16\x73\xC7\x68\x7E\x08\x83\xD8\xD2\xDF\x71\x62\xCC\xF6\xDF\x38\xA8\x5E\xF6\xAA\xF6\xCB\x2E\x55\x66\xBE\x2E\x2D\x23\xD0\xED\x32\x33\x12\xC1\xAA\xF0\xAC\x4B\x7C\x94\x28\x26\x39\xDC\x6F\x71\xBD\x75\xAA\x3B\xF3\x7E\xE8\x8C\xA4\xC1\xA3\xD5\x5F\x82\x5C\x5A\xA1\x47\x47\x40\x83\x27\x41\xA5\x85\xBD\x0B\xA4\xB7\xD6\x15\xEE\x8F\x3E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x9C\xBC\xA3\x70\xBE\xEF\x8D\xF5\x00\xA0\x00\x00\x50\x34\x02\x82\xE8\x68\x00\x07\x27\xBF\x1E\xFD\x00\x19\x00\x43\x97\x56\xD9\xD1\x00\x20\x00\x03\x7F\xFF\xFF\xFF\x41\x07\x03\x1F\x7F\xFF\xFF\xFF\x73\x77\xE2\x39\x7F\xFF\xFF\xFF\xD6\x61\x86\x4A\x80\x00\x00\x00\x49\x62\x2B\x92\x80\x00\x00\x00\x55\x85\x5B\xCA\x7F\xFF\xFF\xFF\x43\xC0\x9A\xD8\x7F\xFF\xFF\xFF\x4E\xE4\xEA\x5B\x60\x22\x89\xDB\x6E\xB8\x90\x9F\x7F\xFF\xFF\xFF\xB2\xD5\x8B\x6C\x61\x64\xE4\x7C\x68\x7E\x08\x83\xE2\xB9\x20\xE0\x62\xCC\xF6\xDF\xB8\xA8\x5E\xF6\xAA\xF6\xCB\x2E\x7F\xFF\xFF\xFF\x2D\x23\xD0\xED\x7F\xFF\xFF\xFF\xAA\xF0\xAC\x4B\x7F\xFF\xFF\xFF\x39\xDC\x6F\x71\x80\x00\x00\x00\xF3\x7E\xE8\x8C\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x41\x59\x6C\xE6\x97\x56\xD9\xD1\x97\x56\xD9\xD1\x03\xAA\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC3\xC0\x9A\xD8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x60\x22\x89\xDB\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x61\x64\xE4\x7C\x7F\xFF\xFF\xFF\xE2\xB9\x20\xE0\x7F\xFF\xFF\xFF\xB8\xA8\x5E\xF6\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE7\x1A\x4A\x40\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xA4\xC1\xA3\xD5\x5F\x82\x5C\x5A\xA1\x47\x47\x40\x83\x27\x41\xA5\x85\xBD\x0B\xA4\xB7\xD6\x15\xEE\x8F\x3E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test41(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x725AE300), ('P4rIngress.aggregator.bitmap_seq.seq', 0xDCE00000)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xDCE00000, 2262)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x12), ('P4rIngress.aggregator.count_exp.exponent', 0x74)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x44E6F21E), ('P4rIngress.aggregator.values_v0000.hi', 0x78670CFF)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x664A273B), ('P4rIngress.aggregator.values_v0001.hi', 0x52956637)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x760ABC98), ('P4rIngress.aggregator.values_v0010.hi', 0x3BB78753)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x532DCFCB), ('P4rIngress.aggregator.values_v0011.hi', 0x9FBF3267)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x7BB7878C), ('P4rIngress.aggregator.values_v0100.hi', 0x77649073)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5838C5AB), ('P4rIngress.aggregator.values_v0101.hi', 0x5C94CFD6)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xF7B73AF3), ('P4rIngress.aggregator.values_v0110.hi', 0x5ADC53B8)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xA45C284D), ('P4rIngress.aggregator.values_v0111.hi', 0x2A8CEA19)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x15038A4D), ('P4rIngress.aggregator.values_v1000.hi', 0x673EA351)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x1A18963D), ('P4rIngress.aggregator.values_v1001.hi', 0x7773416C)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xAFA3DFF3), ('P4rIngress.aggregator.values_v1010.hi', 0x9B841FAF)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x771BCCB6), ('P4rIngress.aggregator.values_v1011.hi', 0x64E7EC9C)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x61989AC5), ('P4rIngress.aggregator.values_v1100.hi', 0x7ED302F6)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x4CFB5F99), ('P4rIngress.aggregator.values_v1101.hi', 0x98B82DD3)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x5DC679A5), ('P4rIngress.aggregator.values_v1110.hi', 0x78BDB907)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x42A9E96B), ('P4rIngress.aggregator.values_v1111.hi', 0xD4A669C0)], 2262)
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
                gc.KeyTuple('job_id', 0x1A9B),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000009F),
                gc.DataTuple('slot_count', 0x0000178F),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xED761CC3),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x035),
                gc.KeyTuple('src_addr', 0xD10EF9BC),
                gc.KeyTuple('src_port', 0x4674),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x1A9B),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x0228),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD1\x0E\xF9\xBC\x00\x00\x00\x00\x46\x74\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x1A\x9B\x00\x07\xED\x76\x1C\xC3\x08\x37\x02\x5D\xDC\xE0\x00\x00\x00\x20\x00\x00\x67\x75\x86\x1C\x24\x64\xD9\xAB\x51\xEE\xF6\xA3\x63\x17\xC2\x94\x27\xAC\x21\xBB\x55\x11\x73\xAB\x51\x67\xD4\xB1\xAF\xCD\xB3\xF4\x4D\x57\xB8\x98\x24\x06\xDE\xFC\x5A\x2A\xB4\xF9\x45\xA4\xDD\xF2\x08\xC9\x5E\x65\x7C\x54\xB9\x9B\xAC\x98\x5C\xF4\x68\x5A\xEE\x29\x74\x24\x3A\x0D\x6A\x9B\xB3\x51\x7F\x2E\x8D\x79\x0D\x46\x84\xE7\x6B\x76\xC0\x65\xB3\x7F\xD4\xA8\x25\x58\xB6\xA8\x25\xD3\x6C\x0C\x57\x9E\x92\x90\x6A\x32\xE7\xEF\x34\xD6\x95\xAA\xA8\x4B\x9D\xDD\x25\x25\x6D\x12\x75\x90\x95\xA9\x56\xE9\x1C\xEA\x97\x24\xA4\xE3\xF7\xBA\xE0\xB0\xE3\x70\xEE\x7B\xFC\x1E\x52\xFA\x23\xD2\xC8\xA5\x1A\xE5\xA3\xB8\xF4\x8A\x85\xF6\xC3\x50\x9B\x8F\x0F\x98\x15\x7E\x6B\x4A\xEE\x45\x0A\xB8\x70\xF2\x87\x3A\x67\x65\x64\x7A\x9E\x2F\x70\xFA\x35\x9D\x56\x80\x9C\x71\x2D\x89\xCF\xBB\x1B\xF3\x84\x2F\x6F\x1D\x86\xF7\x45\x87\x74\x8D\x2A\x9E\x96\xDA\xBC\x7A\xF2\x46\x4E\x6E\x18\x67\x1A\x77\x8B\x48\x96\x5F\x84\x81\x51\x86\xAA\xEF\x8D\x85\xB8\x5B\x32\x8E\xD8\xEE\xE3\x4B\xD9\xD5\x6B\xCA\xD3\x2F\x75\x19\x12\xDC\x91\x87\x2A\xF0\x22\xA3\x60\xAA\x4A\x67\x5B\xCE\x09\xB8\xCE\x33\x7A\x28\x4D\xEF\xE4\x80\x1E\x29\x3E\x89\x02\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74\x7F\x01\xFA\xB9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD1\x0E\xF9\xBC\xBE\xEF\x46\x74\x00\xA0\x00\x00\x50\x34\x02\x82\x1A\x9B\x00\x07\xED\x76\x1C\xC3\x08\x37\x00\x5D\xDC\xE0\x00\x00\x00\x20\x00\x13\x7F\xFF\xFF\xFF\x24\x64\xD9\xAB\x7F\xFF\xFF\xFF\x63\x17\xC2\x94\x7F\xFF\xFF\xFF\x55\x11\x73\xAB\x7F\xFF\xFF\xFF\xAF\xCD\xB3\xF4\x7F\xFF\xFF\xFF\x24\x06\xDE\xFC\x7F\xFF\xFF\xFF\x45\xA4\xDD\xF2\x00\x80\x99\x58\x7C\x54\xB9\x9B\x80\x00\x00\x00\x68\x5A\xEE\x29\x7F\xFF\xFF\xFF\x6A\x9B\xB3\x51\x7F\xFF\xFF\xFF\x0D\x46\x84\xE7\x1B\x1A\xA0\x58\xB3\x7F\xD4\xA8\x7F\xFF\xFF\xFF\x25\xD3\x6C\x0C\x7F\xFF\xFF\xFF\x6A\x32\xE7\xEF\x7F\xFF\xFF\xFF\xA8\x4B\x9D\xDD\x7F\xFF\xFF\xFF\x75\x90\x95\xA9\x7F\xFF\xFF\xFF\x97\x24\xA4\xE3\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x72\x5A\xE3\x80\xDC\xE0\x00\x00\xDC\xE0\x00\x00\x13\x74\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x00\x80\x99\x58\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1B\x1A\xA0\x58\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF7\xBA\xE0\xB0\xE3\x70\xEE\x7B\xFC\x1E\x52\xFA\x23\xD2\xC8\xA5\x1A\xE5\xA3\xB8\xF4\x8A\x85\xF6\xC3\x50\x9B\x8F\x0F\x98\x15\x7E\x6B\x4A\xEE\x45\x0A\xB8\x70\xF2\x87\x3A\x67\x65\x64\x7A\x9E\x2F\x70\xFA\x35\x9D\x56\x80\x9C\x71\x2D\x89\xCF\xBB\x1B\xF3\x84\x2F\x6F\x1D\x86\xF7\x45\x87\x74\x8D\x2A\x9E\x96\xDA\xBC\x7A\xF2\x46\x4E\x6E\x18\x67\x1A\x77\x8B\x48\x96\x5F\x84\x81\x51\x86\xAA\xEF\x8D\x85\xB8\x5B\x32\x8E\xD8\xEE\xE3\x4B\xD9\xD5\x6B\xCA\xD3\x2F\x75\x19\x12\xDC\x91\x87\x2A\xF0\x22\xA3\x60\xAA\x4A\x67\x5B\xCE\x09\xB8\xCE\x33\x7A\x28\x4D\xEF\xE4\x80\x1E\x29\x3E\x89\x02\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74\x7F\x01\xFA\xB9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test42(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x2D086E05), ('P4rIngress.aggregator.bitmap_seq.seq', 0x00000000)], 4841)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x00000000, 4841)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x08), ('P4rIngress.aggregator.count_exp.exponent', 0xBF)], 4841)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4841)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x767EADCF), ('P4rIngress.aggregator.values_v0000.hi', 0x7DA8E269)], 4841)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x50B3B83B), ('P4rIngress.aggregator.values_v0001.hi', 0x762AA7B7)], 4841)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x16679607), ('P4rIngress.aggregator.values_v0010.hi', 0x5523454B)], 4841)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6A59BE17), ('P4rIngress.aggregator.values_v0011.hi', 0xB2C3862B)], 4841)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x76EB3EE3), ('P4rIngress.aggregator.values_v0100.hi', 0x5EC60A6C)], 4841)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x16634952), ('P4rIngress.aggregator.values_v0101.hi', 0x338A6E7B)], 4841)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x7AD9B625), ('P4rIngress.aggregator.values_v0110.hi', 0x67741EEC)], 4841)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x939CF3D1), ('P4rIngress.aggregator.values_v0111.hi', 0x56DA9628)], 4841)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x64AAEE46), ('P4rIngress.aggregator.values_v1000.hi', 0x5599EDD4)], 4841)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x77050F69), ('P4rIngress.aggregator.values_v1001.hi', 0x4B57B7C7)], 4841)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x2BD5AA5F), ('P4rIngress.aggregator.values_v1010.hi', 0x71CF81BD)], 4841)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x5EBEFB0F), ('P4rIngress.aggregator.values_v1011.hi', 0x7D5A335C)], 4841)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x55F56D0B), ('P4rIngress.aggregator.values_v1100.hi', 0x4E6BF199)], 4841)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xD14B5D32), ('P4rIngress.aggregator.values_v1101.hi', 0x76B29A1B)], 4841)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xE6A862CB), ('P4rIngress.aggregator.values_v1110.hi', 0x73A924EF)], 4841)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xA150F2F7), ('P4rIngress.aggregator.values_v1111.hi', 0xAB42BFE2)], 4841)
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
                gc.KeyTuple('job_id', 0xB17B),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000012BE),
                gc.DataTuple('slot_count', 0x000001F4),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC38D62C5),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00E),
                gc.KeyTuple('src_addr', 0xB36F8444),
                gc.KeyTuple('src_port', 0x66B4),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xB17B),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x031E),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB3\x6F\x84\x44\x00\x00\x00\x00\x66\xB4\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB1\x7B\x00\x07\xC3\x8D\x62\xC5\x00\x2B\x02\x57\x00\x00\x00\x00\x00\x20\x00\x00\x48\xCC\xED\xD0\x40\xF2\x2B\x1B\x31\x38\xAB\xB4\x76\xAF\x37\x11\x7A\x15\x2B\xB7\x35\x24\x18\xB7\x52\x10\x96\x78\xB9\x61\x55\x17\x4A\xEB\x55\x2F\x44\x0C\xDC\xE8\x77\x0C\x82\x25\x73\x47\x09\x4B\xAE\xF8\xA2\xD5\x7A\xCA\x9B\xC6\xDC\xA9\xCB\x1D\x70\xBE\x77\x13\x5A\x3F\x02\xF8\x5D\x2D\x8C\xCC\x3E\xC6\x7C\x43\x6E\x72\x25\x92\xE7\x6D\x37\x67\xD6\x62\xBA\x7C\x1A\x8F\x53\xFD\x19\x53\x23\xAE\x4E\x3F\xA1\xA9\x61\xE7\x90\xDF\x9D\x7A\x57\x54\x7C\xC0\xB1\x21\xAA\xB6\xFE\xD9\x48\x01\xD5\x8A\xB7\x4D\xFF\xA6\xB9\x17\x8B\x7A\x23\x89\x7A\xBF\xF3\x29\x07\x9C\x0E\xD7\x80\xB6\x9E\xEB\x0D\xDB\x3B\x22\x10\xF2\x25\x6C\x0A\x9C\xD2\x4A\x55\x72\x51\x8C\x84\x1D\x2D\x6C\x05\xB8\x17\x79\xC2\x8D\xFD\x69\x00\x94\x95\xC2\x42\xC4\xAF\xBA\xC1\x71\xFB\x64\x40\x17\x3D\x7B\xEC\xF0\xFD\x6E\x45\x05\x64\x34\xC7\xA5\xF0\x0E\x5F\x59\x41\xB4\x88\xD4\x03\x71\x55\xFC\xCE\x86\xF5\x9C\x1D\x5B\x73\x97\x77\x13\x04\xAF\x10\x10\xB8\xA8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB3\x6F\x84\x44\xBE\xEF\x66\xB4\x00\xA0\x00\x00\x50\x34\x02\x82\xB1\x7B\x00\x07\xC3\x8D\x62\xC5\x00\x2B\x00\x57\x00\x00\x00\x00\x00\x20\x00\x09\x7F\xFF\xFF\xFF\x40\xF2\x2B\x1B\x7F\xFF\xFF\xFF\x76\xAF\x37\x11\x7F\xFF\xFF\xFF\x35\x24\x18\xB7\x7F\xFF\xFF\xFF\xB9\x61\x55\x17\x7F\xFF\xFF\xFF\x44\x0C\xDC\xE8\x7F\xFF\xFF\xFF\x73\x47\x09\x4B\x29\xD2\x58\xFA\x7A\xCA\x9B\xC6\x80\x00\x00\x00\x70\xBE\x77\x13\x7F\xFF\xFF\xFF\x5D\x2D\x8C\xCC\x7F\xFF\xFF\xFF\x6E\x72\x25\x92\x13\x42\xE1\xC6\xD6\x62\xBA\x7C\x79\x4E\x4F\x0C\x19\x53\x23\xAE\x7F\xFF\xFF\xFF\x61\xE7\x90\xDF\x80\x00\x00\x00\x7C\xC0\xB1\x21\x91\x5F\x61\xA4\x48\x01\xD5\x8A\x80\x00\x00\x00\xB9\x17\x8B\x7A\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x2D\x08\x6E\x85\x00\x00\x00\x00\x00\x00\x00\x00\x09\xBF\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x29\xD2\x58\xFA\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x13\x42\xE1\xC6\x48\x32\x3C\x39\x79\x4E\x4F\x0C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x91\x5F\x61\xA4\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x23\x89\x7A\xBF\xF3\x29\x07\x9C\x0E\xD7\x80\xB6\x9E\xEB\x0D\xDB\x3B\x22\x10\xF2\x25\x6C\x0A\x9C\xD2\x4A\x55\x72\x51\x8C\x84\x1D\x2D\x6C\x05\xB8\x17\x79\xC2\x8D\xFD\x69\x00\x94\x95\xC2\x42\xC4\xAF\xBA\xC1\x71\xFB\x64\x40\x17\x3D\x7B\xEC\xF0\xFD\x6E\x45\x05\x64\x34\xC7\xA5\xF0\x0E\x5F\x59\x41\xB4\x88\xD4\x03\x71\x55\xFC\xCE\x86\xF5\x9C\x1D\x5B\x73\x97\x77\x13\x04\xAF\x10\x10\xB8\xA8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test43(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x5E7E4202), ('P4rIngress.aggregator.bitmap_seq.seq', 0xE0000000)], 5432)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xE0000000, 5432)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x17), ('P4rIngress.aggregator.count_exp.exponent', 0x55)], 5432)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 5432)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x7724969F), ('P4rIngress.aggregator.values_v0000.hi', 0x644CF91D)], 5432)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x3F15B603), ('P4rIngress.aggregator.values_v0001.hi', 0x6D3805AB)], 5432)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x73AF402A), ('P4rIngress.aggregator.values_v0010.hi', 0xBACF7976)], 5432)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x4E85EA4F), ('P4rIngress.aggregator.values_v0011.hi', 0x6641AD2F)], 5432)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x8CCD3DD3), ('P4rIngress.aggregator.values_v0100.hi', 0x60BE508F)], 5432)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xA641ABA8), ('P4rIngress.aggregator.values_v0101.hi', 0x80000000)], 5432)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x4C8B16D8), ('P4rIngress.aggregator.values_v0110.hi', 0x528CA64F)], 5432)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x8B8F6673), ('P4rIngress.aggregator.values_v0111.hi', 0xB841C850)], 5432)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xA7179D0A), ('P4rIngress.aggregator.values_v1000.hi', 0xA48AD375)], 5432)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x779D93A5), ('P4rIngress.aggregator.values_v1001.hi', 0x732E0F89)], 5432)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xB0AC9693), ('P4rIngress.aggregator.values_v1010.hi', 0x4678A22F)], 5432)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xA67AD25F), ('P4rIngress.aggregator.values_v1011.hi', 0xBA02106D)], 5432)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x7A4B2F19), ('P4rIngress.aggregator.values_v1100.hi', 0x1F4E2FD3)], 5432)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x82ADBCAE), ('P4rIngress.aggregator.values_v1101.hi', 0x7F4DB287)], 5432)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x4EEADD4F), ('P4rIngress.aggregator.values_v1110.hi', 0x72F7C35E)], 5432)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xCAF2ED54), ('P4rIngress.aggregator.values_v1111.hi', 0x6654AD2B)], 5432)
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
                gc.KeyTuple('job_id', 0x1505),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000009BB),
                gc.DataTuple('slot_count', 0x00001329),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4C9B5A3B),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x022),
                gc.KeyTuple('src_addr', 0xA5B6E258),
                gc.KeyTuple('src_port', 0x1A19),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x1505),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x019D),
            ]
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
        ig_port = 34
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA5\xB6\xE2\x58\x00\x00\x00\x00\x1A\x19\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x15\x05\x00\x07\x4C\x9B\x5A\x3B\x0B\x7D\x02\x38\xE0\x00\x00\x00\x00\x20\x00\x00\x0A\x3D\xCA\xD4\x43\x46\xF9\x29\x76\xD6\x36\xAE\x50\xEF\x38\x16\x1F\x61\xAB\xD6\xA6\xF3\xE3\xE7\x8D\xBF\x00\x8B\x93\xEA\x83\xF9\xED\xD5\x1F\x7B\x7D\x52\x59\xE3\x72\xDD\x13\x28\x0E\x28\xF4\x73\x45\x3D\xF3\xC4\x51\xD8\xC2\x04\xCF\xC7\xD6\x72\xE2\x0D\x30\x77\xAB\x36\x15\x0D\xA4\x88\x61\xA5\x14\x35\x39\x03\x5A\x6D\xEE\xAD\xB8\xCC\x1A\x8F\x6A\x50\x71\xF7\xA6\x70\x55\x1D\xBD\x3A\x12\x6F\x7A\xED\x40\x7B\x68\xD2\xEC\x6C\xD5\x8F\x39\x9B\x62\xC1\x93\xF4\x74\x18\x53\x28\x3F\xC9\x96\x53\xAA\xBE\x71\x9F\x50\x45\xC7\x41\x13\x5C\x94\xCB\xD6\xF0\xD4\x1E\x8F\xF5\x42\x81\xB5\x4D\x6B\x8C\x83\x0E\xBD\xEF\xBF\xAD\x67\xDE\x08\x73\xF8\x49\x70\x18\xF1\x25\x77\xBA\x2D\xB1\xD6\x57\x60\xE8\x60\xE2\x48\x26\xFF\xE3\x2A\x29\x42\xF8\xD3\x29\xEE\x40\x2A\x06\xFC\x5B\x81\x7A\xC2\x02\x8E\x70\x32\xD7\xD4\x16\x7D\x0E\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72\xAB\x6D\xF5\xAE\xC3\xE1\x62\x64\xDE\x55\x3C\xB2\x6A\x05\xEB\x3C\xCE\x55\x07\x4E\x17\xD5\x48\xA3\xCD\x05\x1E\x7F\x5E\x04\x8E\x36\x06\xF3\xE1\x91\xD0\x97\x2D\xD4\x56\xA4\xBF\xE3\xEE\xB2\x53\xAE\xDC\x46\xE3\x51\x70\x9D\x98\x34\xE8\x38\x4C\x80\xBA\x2C\x26\xC0\x8E\xA9\x21\x76\xE4\xD5\x0D\x54\x02\xBD\x2B\x77\x24\x1B\xF2\x19\x1E\xD2\x97\x83\xE2\x54\x32\xA5\xAF\x07\xA3\xEF\xA4\xDD\x88\xF0\x16\x93\x87\xE4\x54\x86\x41\x99\xDE\xB6\xC2\x42\x56\xC8\xC2\xB4\x16\x83\x26\x4B\xB3\xA3\x6A\xAE\x32\x28\x98\x82'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA5\xB6\xE2\x58\xBE\xEF\x1A\x19\x00\xA0\x00\x00\x50\x34\x02\x82\x15\x05\x00\x07\x4C\x9B\x5A\x3B\x0B\x7D\x00\x38\xE0\x00\x00\x00\x00\x20\x00\x18\x7F\xFF\xFF\xFF\x43\x46\xF9\x29\x7F\xFF\xFF\xFF\x50\xEF\x38\x16\x7F\xFF\xFF\xFF\xA6\xF3\xE3\xE7\xDC\x44\xEA\xDA\x93\xEA\x83\xF9\x80\x00\x00\x00\x7D\x52\x59\xE3\x19\x1E\xBE\xD0\x0E\x28\xF4\x73\x7F\xFF\xFF\xFF\x51\xD8\xC2\x04\x80\x00\x00\x00\xE2\x0D\x30\x77\x80\x00\x00\x00\xA4\x88\x61\xA5\x7F\xFF\xFF\xFF\x5A\x6D\xEE\xAD\x80\x00\x00\x00\x6A\x50\x71\xF7\x80\x00\x00\x00\xBD\x3A\x12\x6F\x7F\xFF\xFF\xFF\x68\xD2\xEC\x6C\x80\x00\x00\x00\x62\xC1\x93\xF4\x7F\xFF\xFF\xFF\x3F\xC9\x96\x53\x80\x00\x00\x00\x50\x45\xC7\x41\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x5E\x7E\x42\x82\xE0\x00\x00\x00\xE0\x00\x00\x00\x18\x55\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xDC\x44\xEA\xDA\xFA\x2C\x31\x28\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x19\x1E\xBE\xD0\x8E\x28\xF4\x73\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x9A\x4E\xF8\xC7\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x13\x5C\x94\xCB\xD6\xF0\xD4\x1E\x8F\xF5\x42\x81\xB5\x4D\x6B\x8C\x83\x0E\xBD\xEF\xBF\xAD\x67\xDE\x08\x73\xF8\x49\x70\x18\xF1\x25\x77\xBA\x2D\xB1\xD6\x57\x60\xE8\x60\xE2\x48\x26\xFF\xE3\x2A\x29\x42\xF8\xD3\x29\xEE\x40\x2A\x06\xFC\x5B\x81\x7A\xC2\x02\x8E\x70\x32\xD7\xD4\x16\x7D\x0E\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72\xAB\x6D\xF5\xAE\xC3\xE1\x62\x64\xDE\x55\x3C\xB2\x6A\x05\xEB\x3C\xCE\x55\x07\x4E\x17\xD5\x48\xA3\xCD\x05\x1E\x7F\x5E\x04\x8E\x36\x06\xF3\xE1\x91\xD0\x97\x2D\xD4\x56\xA4\xBF\xE3\xEE\xB2\x53\xAE\xDC\x46\xE3\x51\x70\x9D\x98\x34\xE8\x38\x4C\x80\xBA\x2C\x26\xC0\x8E\xA9\x21\x76\xE4\xD5\x0D\x54\x02\xBD\x2B\x77\x24\x1B\xF2\x19\x1E\xD2\x97\x83\xE2\x54\x32\xA5\xAF\x07\xA3\xEF\xA4\xDD\x88\xF0\x16\x93\x87\xE4\x54\x86\x41\x99\xDE\xB6\xC2\x42\x56\xC8\xC2\xB4\x16\x83\x26\x4B\xB3\xA3\x6A\xAE\x32\x28\x98\x82'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test44(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x5503721D), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFCDD2AA8)], 2501)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFCDD2AA8, 2501)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x12), ('P4rIngress.aggregator.count_exp.exponent', 0x94)], 2501)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 2501)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x7598217B), ('P4rIngress.aggregator.values_v0000.hi', 0x40E809C2)], 2501)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x4C2F1F3A), ('P4rIngress.aggregator.values_v0001.hi', 0x5933BF13)], 2501)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x7F749781), ('P4rIngress.aggregator.values_v0010.hi', 0x629905F8)], 2501)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x4DD029D3), ('P4rIngress.aggregator.values_v0011.hi', 0x9B023695)], 2501)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x53C23973), ('P4rIngress.aggregator.values_v0100.hi', 0x69F2B95D)], 2501)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x0FF81BD4), ('P4rIngress.aggregator.values_v0101.hi', 0x4D27867B)], 2501)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x7B246450), ('P4rIngress.aggregator.values_v0110.hi', 0x2AB322B3)], 2501)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xEFED5F01), ('P4rIngress.aggregator.values_v0111.hi', 0x41F4DCCF)], 2501)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x24AABB96), ('P4rIngress.aggregator.values_v1000.hi', 0x28075522)], 2501)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x118116DD), ('P4rIngress.aggregator.values_v1001.hi', 0x38DD5576)], 2501)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xF5AAEBBF), ('P4rIngress.aggregator.values_v1010.hi', 0x581A904A)], 2501)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x15356C30), ('P4rIngress.aggregator.values_v1011.hi', 0x7739EEF9)], 2501)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x7914B2A5), ('P4rIngress.aggregator.values_v1100.hi', 0x6599EFF8)], 2501)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x97F5F6CA), ('P4rIngress.aggregator.values_v1101.hi', 0x6425F472)], 2501)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xD8BA438A), ('P4rIngress.aggregator.values_v1110.hi', 0x369BEF8E)], 2501)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x416C6695), ('P4rIngress.aggregator.values_v1111.hi', 0x7DA928BC)], 2501)
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
                gc.KeyTuple('job_id', 0xF87B),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000003EF),
                gc.DataTuple('slot_count', 0x00000E2B),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3A556DCE),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03A),
                gc.KeyTuple('src_addr', 0x6C57B6FE),
                gc.KeyTuple('src_port', 0x4490),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xF87B),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x031A),
            ]
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
        ig_port = 58
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6C\x57\xB6\xFE\x00\x00\x00\x00\x44\x90\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF8\x7B\x00\x07\x3A\x55\x6D\xCE\x05\xD6\x02\x5D\xFC\xDD\x2A\xA8\x00\x20\x00\x00\x11\xDB\xCB\x0B\x6F\xF3\x5E\x9B\x4B\x2A\xBE\x5C\x6A\x5B\xB4\xD1\x11\x35\xF6\x9F\x51\x91\x2D\x8A\x45\xF3\xFD\x59\xAB\xD8\xEA\x59\x7F\x21\x21\x53\x61\x39\x8A\x6D\x7C\xFB\x35\x57\x55\x48\xAD\xF7\x80\x00\x00\x00\x59\x6B\xB5\x8F\x82\xCB\x78\x37\x61\x55\xFC\xF6\x6D\x6A\x42\x96\x6B\xCD\x6F\x7B\x75\x27\x26\x57\x75\x5E\x19\xB1\xED\xA6\xB8\xB7\xCC\xAA\x7F\xFA\xCD\x11\x1F\x95\x7B\x77\x42\xFB\x65\xA5\xB1\x23\x39\x6E\x75\x0F\xBF\x72\x85\x2E\x24\x43\x7E\xB8\x98\xDF\x4F\x63\x52\xE6\xD6\x4E\x5E\xCB\x75\x8D\x24\xE8\x50\x58\xBA\xE6\xF3\xE7\x35\x87\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2\x1C\x73\xC3\x6D\x30\x88\xCC\xDE\x8D\x52\xB8\xF9\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0\x5E\xFE\x0B\xFE\x84\x30\x60\x42\x16\x56\x2E\x6E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5\xA0\x07\xEF\x34\xAC\x37\x7E\xF6\x15\x93\x92\xE0\xCF\xBC\x57\x36\x1B\x99\xB1\x10\xE3\xF4\xF5\xD2\xAA\x8B\x4D\x65\x78\xD8\x5A\xDF\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7\x39\x78\x67\x98\x66\x1A\x92\x94\x9E\x7F\x9E\xD3\x7B\x6B\x75\xA6\x15\x62\x7F\x69'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6C\x57\xB6\xFE\xBE\xEF\x44\x90\x00\xA0\x00\x00\x50\x34\x02\x82\xF8\x7B\x00\x07\x3A\x55\x6D\xCE\x05\xD6\x00\x5D\xFC\xDD\x2A\xA8\x00\x20\x00\x13\x7F\xFF\xFF\xFF\x6F\xF3\x5E\x9B\x7F\xFF\xFF\xFF\x6A\x5B\xB4\xD1\x7F\xFF\xFF\xFF\x51\x91\x2D\x8A\x7F\xFF\xFF\xFF\xAB\xD8\xEA\x59\x7F\xFF\xFF\xFF\x61\x39\x8A\x6D\x7F\xFF\xFF\xFF\x55\x48\xAD\xF7\xFB\x24\x64\x50\x59\x6B\xB5\x8F\x80\x00\x00\x00\x61\x55\xFC\xF6\x7F\xFF\xFF\xFF\x6B\xCD\x6F\x7B\x7F\xFF\xFF\xFF\x75\x5E\x19\xB1\xE3\x51\xA4\x76\xCC\xAA\x7F\xFA\xE2\x46\x8B\xC5\x7B\x77\x42\xFB\x7F\xFF\xFF\xFF\x39\x6E\x75\x0F\x80\x00\x00\x00\x24\x43\x7E\xB8\x80\x00\x00\x00\x52\xE6\xD6\x4E\x7F\xFF\xFF\xFF\x24\xE8\x50\x58\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x55\x03\x72\x9D\xFC\xDD\x2A\xA8\xFC\xDD\x2A\xA8\x13\x94\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFB\x24\x64\x50\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE3\x51\xA4\x76\x24\xC5\x10\x44\xE2\x46\x8B\xC5\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBA\xE6\xF3\xE7\x35\x87\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2\x1C\x73\xC3\x6D\x30\x88\xCC\xDE\x8D\x52\xB8\xF9\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0\x5E\xFE\x0B\xFE\x84\x30\x60\x42\x16\x56\x2E\x6E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5\xA0\x07\xEF\x34\xAC\x37\x7E\xF6\x15\x93\x92\xE0\xCF\xBC\x57\x36\x1B\x99\xB1\x10\xE3\xF4\xF5\xD2\xAA\x8B\x4D\x65\x78\xD8\x5A\xDF\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7\x39\x78\x67\x98\x66\x1A\x92\x94\x9E\x7F\x9E\xD3\x7B\x6B\x75\xA6\x15\x62\x7F\x69'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test45(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x673EC439), ('P4rIngress.aggregator.bitmap_seq.seq', 0x334E1340)], 4332)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x334E1340, 4332)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x06), ('P4rIngress.aggregator.count_exp.exponent', 0x8E)], 4332)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4332)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x2CA9AA26), ('P4rIngress.aggregator.values_v0000.hi', 0x533F0CE9)], 4332)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x68F95FCF), ('P4rIngress.aggregator.values_v0001.hi', 0x4DC39A6B)], 4332)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x259536CF), ('P4rIngress.aggregator.values_v0010.hi', 0x9E8649F9)], 4332)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x8F09CCC8), ('P4rIngress.aggregator.values_v0011.hi', 0x5C0D545D)], 4332)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x886F34BF), ('P4rIngress.aggregator.values_v0100.hi', 0x681E79F3)], 4332)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x7AE77D87), ('P4rIngress.aggregator.values_v0101.hi', 0x80000000)], 4332)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x794773E7), ('P4rIngress.aggregator.values_v0110.hi', 0x5D89964D)], 4332)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xFAE58633), ('P4rIngress.aggregator.values_v0111.hi', 0x8C5FD973)], 4332)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x75D81275), ('P4rIngress.aggregator.values_v1000.hi', 0x9823BF3D)], 4332)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x65CDC6A8), ('P4rIngress.aggregator.values_v1001.hi', 0x56E9C669)], 4332)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x3EE8D6DB), ('P4rIngress.aggregator.values_v1010.hi', 0x0ECAD8EE)], 4332)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x7AD744DE), ('P4rIngress.aggregator.values_v1011.hi', 0x7AE9D9F6)], 4332)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x40857B1D), ('P4rIngress.aggregator.values_v1100.hi', 0x35B6D579)], 4332)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x32AA7D1D), ('P4rIngress.aggregator.values_v1101.hi', 0x547C16A5)], 4332)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x42D66CFB), ('P4rIngress.aggregator.values_v1110.hi', 0xC0923186)], 4332)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x999422A3), ('P4rIngress.aggregator.values_v1111.hi', 0x7D62B1E3)], 4332)
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
                gc.KeyTuple('job_id', 0x1CF4),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000006E5),
                gc.DataTuple('slot_count', 0x00000C8B),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAADFC6D8),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x039),
                gc.KeyTuple('src_addr', 0xC1866135),
                gc.KeyTuple('src_port', 0x60DD),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x1CF4),
                gc.DataTuple('rank', 0x0007),
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
        ig_port = 57
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC1\x86\x61\x35\x00\x00\x00\x00\x60\xDD\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x1C\xF4\x00\x07\xAA\xDF\xC6\xD8\x0A\x07\x00\x7D\x33\x4E\x13\x40\x00\x20\x00\x00\x69\x2B\x9C\x32\x33\x46\x96\xCD\x4D\x55\x77\x99\x58\x0F\x37\xE5\x75\x77\x77\x2C\xCA\x6E\xB1\xA9\xC3\x50\x74\x9C\x59\x84\xD9\xEC\xC5\x4C\x87\x15\x4A\x2D\x2E\xAE\x2A\x94\x11\xAB\x18\xCA\x07\x6D\x45\xBD\x85\xE5\x55\xDD\xD7\xD9\x28\x3D\x9E\xBA\x8D\x7F\x5B\x7C\x5A\x47\x0B\x43\xDF\x39\x1B\xF7\x54\x1E\x46\xB3\x56\x29\xC7\x49\x8C\x4B\xC5\x99\x80\x00\x00\x00\x72\x5F\x1C\x92\x6C\x99\x32\x88\x71\xB5\xBA\x64\x55\xFC\x50\x3B\x58\xAF\x09\xD4\x7E\xFC\x92\xBE\x51\xF3\x49\xB5\x35\x2F\x1B\x73\xBB\x3F\x29\xE8\x85\xC3\x47\xB7\xE4\x6C\x10\xDE\x37\xDF\xBD\x5D\x47\x0E\x43\xBA\x97\xA3\xC4\xDB\x2D\x40\x7C\x67\xF3\x19\xF4\x2F\x09\x8B\xD1\xBD\xEF\x89\x52\xD7\xE4\x07\xAD\x2A\x83\xAB\x9C\xA8\x33\xCB\x90\xBE\x67\x79\xD3\x79\xE0\xF9\xF7\xDF\xDF\x1C\x59\x00\x43\xB1\xBE\xB0\xB6\xE4\xB9\xF0\xE6\x3E\xC5\x98\xF9\x7E\xEE\xC4\x24\xEB\xB4\xF8\xCA\xE2\x87\x41\x2D\x83\xC9\xEC\x61\xF9\x94\xE0\xEF\xEC\xFB\xC0\xD9\xD0\xD4\x98\x47\xE6\xDD\x01\x91\x9E\x73\x9B\x1C\x06\x34\x3B\xBD\x43\xA7\x50\x7D\xA5\xAA\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC1\x86\x61\x35\xBE\xEF\x60\xDD\x00\xA0\x00\x00\x50\x34\x02\x82\x1C\xF4\x00\x07\xAA\xDF\xC6\xD8\x0A\x07\x00\x7D\x33\x4E\x13\x40\x00\x20\x00\x07\x7F\xFF\xFF\xFF\x33\x46\x96\xCD\x7F\xFF\xFF\xFF\x58\x0F\x37\xE5\x7F\xFF\xFF\xFF\xCA\x6E\xB1\xA9\x80\x00\x00\x00\x59\x84\xD9\xEC\x80\x00\x00\x00\x4A\x2D\x2E\xAE\x7F\xFF\xFF\xFF\x18\xCA\x07\x6D\x7F\xFF\xFF\xFF\x55\xDD\xD7\xD9\x23\x23\x24\xED\x8D\x7F\x5B\x7C\x7F\xFF\xFF\xFF\xDF\x39\x1B\xF7\x7F\xFF\xFF\xFF\x56\x29\xC7\x49\xCB\x34\x9C\x74\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x6C\x99\x32\x88\x7F\xFF\xFF\xFF\x55\xFC\x50\x3B\x7F\xFF\xFF\xFF\x7E\xFC\x92\xBE\x7F\xFF\xFF\xFF\x35\x2F\x1B\x73\x80\x00\x00\x00\x85\xC3\x47\xB7\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x67\x3E\xC4\xB9\x33\x4E\x13\x40\x33\x4E\x13\x40\x07\x8E\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x98\xCA\x07\x6D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x23\x23\x24\xED\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCB\x34\x9C\x74\x8E\xCA\xD8\xEE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF5\xC1\x4C\xF9\x80\x00\x00\x00\x03\x25\xF9\x9A\xE4\x6C\x10\xDE\x37\xDF\xBD\x5D\x47\x0E\x43\xBA\x97\xA3\xC4\xDB\x2D\x40\x7C\x67\xF3\x19\xF4\x2F\x09\x8B\xD1\xBD\xEF\x89\x52\xD7\xE4\x07\xAD\x2A\x83\xAB\x9C\xA8\x33\xCB\x90\xBE\x67\x79\xD3\x79\xE0\xF9\xF7\xDF\xDF\x1C\x59\x00\x43\xB1\xBE\xB0\xB6\xE4\xB9\xF0\xE6\x3E\xC5\x98\xF9\x7E\xEE\xC4\x24\xEB\xB4\xF8\xCA\xE2\x87\x41\x2D\x83\xC9\xEC\x61\xF9\x94\xE0\xEF\xEC\xFB\xC0\xD9\xD0\xD4\x98\x47\xE6\xDD\x01\x91\x9E\x73\x9B\x1C\x06\x34\x3B\xBD\x43\xA7\x50\x7D\xA5\xAA\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test46(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x863E3C4D), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC476C171)], 1575)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC476C171, 1575)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0xED)], 1575)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 1575)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x43EB35AA), ('P4rIngress.aggregator.values_v0000.hi', 0x748F1E12)], 1575)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x1E518D3F), ('P4rIngress.aggregator.values_v0001.hi', 0x23ED4C19)], 1575)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x5496CA55), ('P4rIngress.aggregator.values_v0010.hi', 0x3C9C71DD)], 1575)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x615A8839), ('P4rIngress.aggregator.values_v0011.hi', 0x98FD114B)], 1575)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x5006532B), ('P4rIngress.aggregator.values_v0100.hi', 0x6DE29216)], 1575)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xA5CF0E43), ('P4rIngress.aggregator.values_v0101.hi', 0xC355AFA5)], 1575)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x63C6A9E9), ('P4rIngress.aggregator.values_v0110.hi', 0xB3613729)], 1575)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xC9774791), ('P4rIngress.aggregator.values_v0111.hi', 0x58EBF08A)], 1575)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x914EEB1B), ('P4rIngress.aggregator.values_v1000.hi', 0x68CCD9B9)], 1575)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x973D345B), ('P4rIngress.aggregator.values_v1001.hi', 0x6C220B1C)], 1575)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x9596E5D2), ('P4rIngress.aggregator.values_v1010.hi', 0x33F85558)], 1575)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x4F9B2971), ('P4rIngress.aggregator.values_v1011.hi', 0x3CF89F9F)], 1575)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x80000000), ('P4rIngress.aggregator.values_v1100.hi', 0x78C43E7B)], 1575)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x492B565E), ('P4rIngress.aggregator.values_v1101.hi', 0x43ABC0AF)], 1575)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x09E96DA7), ('P4rIngress.aggregator.values_v1110.hi', 0x8838313E)], 1575)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x29DE90B3), ('P4rIngress.aggregator.values_v1111.hi', 0x750E7B8F)], 1575)
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
                gc.KeyTuple('job_id', 0x1EB0),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000000D6),
                gc.DataTuple('slot_count', 0x00001677),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7971A9A5),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x012),
                gc.KeyTuple('src_addr', 0xDE07CABC),
                gc.KeyTuple('src_port', 0xBC80),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x1EB0),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x003A),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDE\x07\xCA\xBC\x00\x00\x00\x00\xBC\x80\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x1E\xB0\x00\x07\x79\x71\xA9\xA5\x05\x51\x00\x07\xC4\x76\xC1\x71\x00\x20\x00\x00\x5B\x85\x94\xAD\x1D\xE8\x36\x51\x7E\x3D\xBC\xE4\x6C\xEE\x95\x13\x54\xDC\x52\x33\x7E\x35\x2B\x49\x65\xC2\xB2\x72\xC7\xBD\x98\x5D\x3A\xF1\xD6\x28\x45\x62\x90\x7F\xB2\xA5\xDE\xF7\x92\xE5\xAD\x03\x49\x3A\xB9\xF9\x1A\x5D\xDA\xA6\xE5\xE4\x5B\x1B\x53\xB1\x34\x0A\xDA\x5C\x24\xB3\x54\xC5\x4B\xE3\xDC\x51\x6F\xDB\x21\xC5\x99\x5D\xAC\xD6\xC1\x60\x68\xA9\x7D\x7C\x73\x3E\xB2\xE3\xF6\xAF\xA3\x35\x17\x7E\x64\xF6\x9B\x45\xB4\x9D\x69\xEF\x79\x65\xFE\x68\xEC\x59\x44\x49\x94\xB1\x5A\x4D\xCD\x03\x6C\xC6\xDE\x32\x39\x73\xE2\x31\x3B\x41\x27\xB4\x23\xBB\xB2\x02\x98\x23\x72\x0E\xA3\x30\xAE\x50\xA6\x80\x7D\xEC\xD6\x68\x4D\x4B\x87\x2B\x19\x7C\x8A\x86\x80\x84\x54\x42\xE9\x9E\x17\xA3\x50\x23\xE5\x1A\xC1\xB9\x4C\xD8\xD0\x40\xB4\xB7\xA7\xED\xE5\x6A\xE6\x84\xDA\xAF\x56\xE9\xA6\xF7\xD5\x02\x33\xD4\x9E\x00\xD5\x61\x28\x7F\x15\xB5\x92\x7E\xA6\xB9\x15\x05\x8D\xAD\xD4\xC8\x09\xC2\xE7\xCA\xF2\x59\x67\x39\x49\x1C\x1D\xA1\x7A\xD0\x14\xC2\x9E\xE0\xA6\x3E\xE6\x97\x0A\xA5\x02\x08\x5B\x14\x1E\x75\x09\x69\xF2\x47\xB8\x3D\xB1\x42\x12\xFF\x44\x28\xEA\x0C\xCA\xB7\x97\x4B\x92\x46\x85\x0E\x82\x2B\xE0\x87\xC5\x0A\xFE\xDD\x2A\xF0\xCA\x9B\x57\x89\xF4\x54\x3C\x89\x46\x7B\x8D\x64\x66\xD0\xAE\x9B\xE4\xFE\x72\xA1\x3C\x55\x8C\x69\xC7\xF3\x59\x8D\x5B\x8F\x4F\x9E\x8D\x66\xD1\xD0\xCD\xDA\xE5\x24\x68\xBF\x60\x1E\x2F\xD9\x27\x71\xBB\x88\x9E\x6C\xA0\x81\xF7\x73\xEA\x8C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDE\x07\xCA\xBC\xBE\xEF\xBC\x80\x00\xA0\x00\x00\x50\x34\x02\x82\x1E\xB0\x00\x07\x79\x71\xA9\xA5\x05\x51\x00\x07\xC4\x76\xC1\x71\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x1D\xE8\x36\x51\x7F\xFF\xFF\xFF\x6C\xEE\x95\x13\x7F\xFF\xFF\xFF\x7E\x35\x2B\x49\x7F\xFF\xFF\xFF\xC7\xBD\x98\x5D\x7F\xFF\xFF\xFF\x45\x62\x90\x7F\x80\x00\x00\x00\x92\xE5\xAD\x03\x7F\xFF\xFF\xFF\x1A\x5D\xDA\xA6\xAF\x5B\xA2\xAC\x53\xB1\x34\x0A\x80\x00\x00\x00\x54\xC5\x4B\xE3\x80\x00\x00\x00\x21\xC5\x99\x5D\x80\x00\x00\x00\x68\xA9\x7D\x7C\x7F\xFF\xFF\xFF\xF6\xAF\xA3\x35\x97\x7E\x64\xF6\x9B\x45\xB4\x9D\x7F\xFF\xFF\xFF\xFE\x68\xEC\x59\x4E\x33\x02\x58\x5A\x4D\xCD\x03\x7F\xFF\xFF\xFF\x39\x73\xE2\x31\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x86\x3E\x3C\xCD\xC4\x76\xC1\x71\xC4\x76\xC1\x71\x20\xED\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xCD\xBF\x11\xCF\xAF\x5B\xA2\xAC\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x33\xA8\x42\xD4\x97\x7E\x64\xF6\x14\x09\xF3\x18\x7F\xFF\xFF\xFF\x42\x14\xAD\x08\x4E\x33\x02\x58\xE2\x85\xFE\x41\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3B\x41\x27\xB4\x23\xBB\xB2\x02\x98\x23\x72\x0E\xA3\x30\xAE\x50\xA6\x80\x7D\xEC\xD6\x68\x4D\x4B\x87\x2B\x19\x7C\x8A\x86\x80\x84\x54\x42\xE9\x9E\x17\xA3\x50\x23\xE5\x1A\xC1\xB9\x4C\xD8\xD0\x40\xB4\xB7\xA7\xED\xE5\x6A\xE6\x84\xDA\xAF\x56\xE9\xA6\xF7\xD5\x02\x33\xD4\x9E\x00\xD5\x61\x28\x7F\x15\xB5\x92\x7E\xA6\xB9\x15\x05\x8D\xAD\xD4\xC8\x09\xC2\xE7\xCA\xF2\x59\x67\x39\x49\x1C\x1D\xA1\x7A\xD0\x14\xC2\x9E\xE0\xA6\x3E\xE6\x97\x0A\xA5\x02\x08\x5B\x14\x1E\x75\x09\x69\xF2\x47\xB8\x3D\xB1\x42\x12\xFF\x44\x28\xEA\x0C\xCA\xB7\x97\x4B\x92\x46\x85\x0E\x82\x2B\xE0\x87\xC5\x0A\xFE\xDD\x2A\xF0\xCA\x9B\x57\x89\xF4\x54\x3C\x89\x46\x7B\x8D\x64\x66\xD0\xAE\x9B\xE4\xFE\x72\xA1\x3C\x55\x8C\x69\xC7\xF3\x59\x8D\x5B\x8F\x4F\x9E\x8D\x66\xD1\xD0\xCD\xDA\xE5\x24\x68\xBF\x60\x1E\x2F\xD9\x27\x71\xBB\x88\x9E\x6C\xA0\x81\xF7\x73\xEA\x8C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test47(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xACA76100), ('P4rIngress.aggregator.bitmap_seq.seq', 0xA7F7B023)], 10073)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xA7F7B023, 10073)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x10), ('P4rIngress.aggregator.count_exp.exponent', 0xB5)], 10073)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 10073)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xDC503B83), ('P4rIngress.aggregator.values_v0000.hi', 0x5F36C290)], 10073)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x34908341), ('P4rIngress.aggregator.values_v0001.hi', 0x0AD9D8BA)], 10073)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x95CB5565), ('P4rIngress.aggregator.values_v0010.hi', 0xA9162F9D)], 10073)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x3A9F8E2A), ('P4rIngress.aggregator.values_v0011.hi', 0x5DD5AF0D)], 10073)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x4EC965F5), ('P4rIngress.aggregator.values_v0100.hi', 0x65C76BD5)], 10073)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x93167A52), ('P4rIngress.aggregator.values_v0101.hi', 0x770D1742)], 10073)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x457E8B9E), ('P4rIngress.aggregator.values_v0110.hi', 0x9648A675)], 10073)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x7AB48135), ('P4rIngress.aggregator.values_v0111.hi', 0xDEF94AD8)], 10073)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xE8ADF4CE), ('P4rIngress.aggregator.values_v1000.hi', 0xC2025F51)], 10073)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xBB57295F), ('P4rIngress.aggregator.values_v1001.hi', 0x935196B2)], 10073)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x66CDB28D), ('P4rIngress.aggregator.values_v1010.hi', 0xA5D7CB50)], 10073)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xA248D445), ('P4rIngress.aggregator.values_v1011.hi', 0x8846C7E4)], 10073)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x72EDD288), ('P4rIngress.aggregator.values_v1100.hi', 0x464FA738)], 10073)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x85402273), ('P4rIngress.aggregator.values_v1101.hi', 0x55757313)], 10073)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xAC32DDE3), ('P4rIngress.aggregator.values_v1110.hi', 0x99EE5CE7)], 10073)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xA816B363), ('P4rIngress.aggregator.values_v1111.hi', 0x1073DB45)], 10073)
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
                gc.KeyTuple('job_id', 0x82B0),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000067F),
                gc.DataTuple('slot_count', 0x000001B6),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x53094E8F),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02C),
                gc.KeyTuple('src_addr', 0x09AA641B),
                gc.KeyTuple('src_port', 0x28AE),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x82B0),
                gc.DataTuple('rank', 0x0006),
                gc.DataTuple('worker_index', 0x022D),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x09\xAA\x64\x1B\x00\x00\x00\x00\x28\xAE\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x82\xB0\x00\x06\x53\x09\x4E\x8F\x00\xDA\x03\x24\xA7\xF7\xB0\x23\x00\x20\x00\x00\x8C\x71\xD3\x7D\x57\x17\x8C\xAC\x63\xFA\xED\x52\xB6\x9D\xE0\xB7\x52\xE9\x5B\x28\x9C\x35\xE7\xBD\xD9\xD7\xC2\x8D\x2C\x5E\xA5\x34\x64\x4D\x65\x45\x50\xEE\x2C\x46\xB0\xF7\x72\x6A\x60\x16\xF2\x58\x65\x0C\xBF\x58\xBE\xC5\xA4\x34\x42\x14\xD7\x33\x82\xE3\x42\x37\x2A\xBF\xB2\xA9\x7D\xF7\xA5\xAE\x51\x3F\x6B\xF4\x98\xD7\x77\x9F\x3A\x5E\x7E\x91\xA7\x73\xF2\x15\xD6\xD6\x9F\x61\x8D\xFA\x9C\xBC\x37\x06\xAA\x51\x1D\xE8\x86\x95\xBD\x86\x37\xE6\x34\x37\x8A\x98\xB6\x1A\xD1\xA1\xAE\xCA\x61\x80\xAC\x17\x46\x4D\x72\x1E\xBD\x13\xCF\x85\x63\x5D\xF6\x50\xA6\xCC\x89\x7B\xF3\xEC\x2D\x60\xF0\x4F\xB1\x19\x96\xD0\x68\xB9\xDC\xF2\xD5\xAA\x35\x35\x03\x49\xBE\x0B\x1F\xA3\xE8\xDB\x20\x14\x9A\xF9\xEA\xC0\x38\x5B\xBB\x0B\xCC\x9A\xFC\xEF\xDB\xAA\xA6\x00\xD0\xF9\x38\x88\x3F\x26\xC6\xB2\x37\xE1\x0A\x7E\xF6\xF4\x6B\x95\x1B\x3D\xD6\xC5\xA0\x9F\x58\x41\xA9\x0A\x16\xDF\x7D\x2A\x4E\x22\xB9\xC7\x3E\xBA\x2C\xD7\xFC\xA4\xF1\x20\x5D\xC6\x57\xB0\xBE\x12\xE1\x2C\x37\xDD\xFB\x2C\x16\x86\x39\x1A\xF2\x7C\x25\x8E\xE2\x48\xFD\x21\x04\x91\xEC\xA1\x32\xD3\xC1\x17\x25\x17\x44\x5D\x20\xF0\xB7\x96\x61\x28\x98\x4F\xF9\xDB\xDB\xE7\x26\xCE\xB3\x6C\x86\xE3\xD2\xC2\x83\xEA\xD2\xF8\x4E\x70\xE5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x09\xAA\x64\x1B\xBE\xEF\x28\xAE\x00\xA0\x00\x00\x50\x34\x02\x82\x82\xB0\x00\x06\x53\x09\x4E\x8F\x00\xDA\x01\x24\xA7\xF7\xB0\x23\x00\x20\x00\x11\x80\x00\x00\x00\x57\x17\x8C\xAC\x7F\xFF\xFF\xFF\xB6\x9D\xE0\xB7\xE8\xB4\xB0\x8D\x9C\x35\xE7\xBD\x14\x77\x50\xB7\x2C\x5E\xA5\x34\x7F\xFF\xFF\xFF\x50\xEE\x2C\x46\x80\x00\x00\x00\x60\x16\xF2\x58\x7F\xFF\xFF\xFF\xBE\xC5\xA4\x34\x7F\xFF\xFF\xFF\x82\xE3\x42\x37\x13\x6D\xA7\x77\x7D\xF7\xA5\xAE\x0C\x96\x95\x53\x98\xD7\x77\x9F\x7F\xFF\xFF\xFF\xA7\x73\xF2\x15\x80\x00\x00\x00\x8D\xFA\x9C\xBC\x7F\xFF\xFF\xFF\x1D\xE8\x86\x95\x80\x00\x00\x00\x34\x37\x8A\x98\x80\x00\x00\x00\xAE\xCA\x61\x80\x80\x00\x00\x00\x72\x1E\xBD\x13\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xAC\xA7\x61\x40\xA7\xF7\xB0\x23\xA7\xF7\xB0\x23\x11\xB5\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC1\x77\xB9\x71\xE8\xB4\xB0\x8D\x80\x00\x00\x00\x14\x77\x50\xB7\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x13\x6D\xA7\x77\x3F\xFA\x04\xFF\x0C\x96\x95\x53\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x64\x38\x2D\xCD\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xCF\x85\x63\x5D\xF6\x50\xA6\xCC\x89\x7B\xF3\xEC\x2D\x60\xF0\x4F\xB1\x19\x96\xD0\x68\xB9\xDC\xF2\xD5\xAA\x35\x35\x03\x49\xBE\x0B\x1F\xA3\xE8\xDB\x20\x14\x9A\xF9\xEA\xC0\x38\x5B\xBB\x0B\xCC\x9A\xFC\xEF\xDB\xAA\xA6\x00\xD0\xF9\x38\x88\x3F\x26\xC6\xB2\x37\xE1\x0A\x7E\xF6\xF4\x6B\x95\x1B\x3D\xD6\xC5\xA0\x9F\x58\x41\xA9\x0A\x16\xDF\x7D\x2A\x4E\x22\xB9\xC7\x3E\xBA\x2C\xD7\xFC\xA4\xF1\x20\x5D\xC6\x57\xB0\xBE\x12\xE1\x2C\x37\xDD\xFB\x2C\x16\x86\x39\x1A\xF2\x7C\x25\x8E\xE2\x48\xFD\x21\x04\x91\xEC\xA1\x32\xD3\xC1\x17\x25\x17\x44\x5D\x20\xF0\xB7\x96\x61\x28\x98\x4F\xF9\xDB\xDB\xE7\x26\xCE\xB3\x6C\x86\xE3\xD2\xC2\x83\xEA\xD2\xF8\x4E\x70\xE5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test48(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x32A49D4E), ('P4rIngress.aggregator.bitmap_seq.seq', 0x33A78000)], 3223)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x33A78000, 3223)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x01), ('P4rIngress.aggregator.count_exp.exponent', 0xAD)], 3223)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 3223)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x2B461795), ('P4rIngress.aggregator.values_v0000.hi', 0x69C3359A)], 3223)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x468ADE8B), ('P4rIngress.aggregator.values_v0001.hi', 0x6D697DE1)], 3223)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x6766662E), ('P4rIngress.aggregator.values_v0010.hi', 0x6D847197)], 3223)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x2CF49B73), ('P4rIngress.aggregator.values_v0011.hi', 0xBBED5427)], 3223)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x52A2704B), ('P4rIngress.aggregator.values_v0100.hi', 0x4C79D273)], 3223)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x7EE721A6), ('P4rIngress.aggregator.values_v0101.hi', 0x76E7F091)], 3223)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x1A5BC5B3), ('P4rIngress.aggregator.values_v0110.hi', 0x0FD15C39)], 3223)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x9838AA0B), ('P4rIngress.aggregator.values_v0111.hi', 0x4F114018)], 3223)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x4CACCADE), ('P4rIngress.aggregator.values_v1000.hi', 0x79C50E51)], 3223)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x322DD4DC), ('P4rIngress.aggregator.values_v1001.hi', 0x4958051B)], 3223)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xDAF86FDA), ('P4rIngress.aggregator.values_v1010.hi', 0xB28B138B)], 3223)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x638CD667), ('P4rIngress.aggregator.values_v1011.hi', 0x6ADD2FBB)], 3223)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x5ACB9EB3), ('P4rIngress.aggregator.values_v1100.hi', 0x7370E26A)], 3223)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xE4DC6A35), ('P4rIngress.aggregator.values_v1101.hi', 0x64055B43)], 3223)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x4C8EA206), ('P4rIngress.aggregator.values_v1110.hi', 0xBF7F87FC)], 3223)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x9FCC6FE2), ('P4rIngress.aggregator.values_v1111.hi', 0x49569C33)], 3223)
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
                gc.KeyTuple('job_id', 0x7652),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000769),
                gc.DataTuple('slot_count', 0x0000169F),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x24D5E529),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0xEB2A5C56),
                gc.KeyTuple('src_port', 0x03B3),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x7652),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x0379),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEB\x2A\x5C\x56\x00\x00\x00\x00\x03\xB3\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x76\x52\x00\x07\x24\xD5\xE5\x29\x05\x2E\x00\x68\x33\xA7\x80\x00\x00\x20\x00\x00\x69\x37\xBF\xB8\x38\x16\x74\xA8\x46\x6F\x64\xB9\x21\xB0\xD0\xEA\x31\x88\x5A\x2F\x24\x9A\x17\x91\x54\x95\x40\x46\x9D\xCD\xDF\xEB\x56\xEE\x74\x49\x51\xBA\xF6\x1D\x2E\xE9\x1C\xCD\x0A\x4C\xD2\xCB\xBB\xD4\x95\xF7\x7E\xA8\x74\x0D\xCA\xDB\x92\x79\x3B\xA9\xC3\x8D\x65\xA7\x2B\xCD\x6E\x8D\x24\x34\x6C\x99\xBC\x9E\x46\xCB\xEF\x8B\x14\x6A\xCE\x79\xA6\x5B\x82\xEA\x9F\x93\x53\x3B\x4A\x4D\xCD\x3D\x60\xD1\xB9\x09\x1B\xC9\x90\x46\xA3\x33\x3C\x55\x5E\x97\xC9\x42\x79\x98\x62\xCD\xC0\x81\x74\x44\x29\x1A\x84\x19\xDC\x38\xC6\x8A\x6E\x57\x5A\x3F\x93\x19\x9A\x64\xA0\x18\xDC\xE3\x03\xEB\xE7\x16\x56\xC4\x89\x0E\xB8\xCA\xF6\x3E\x64\x49\xE7\x25\x8E\xA8\x5F\xDC\xB6\x3D\xEA\x79\x75\x0D\x6A\xBA\x13\xB6\x4A\x72\x45\xBF\x32\xBC\x84\xE9\x41\x01\xCF\x27\xF4\x24\xE1\xC4\xCD\x9F\x0D\x55\x83\x7F\x38\x08\x2D\x8F\x98\x52\xFE\xF8\xF7\xB0\x9E\x84\xC3\x3C\xBD\x44\x88\x64\x36\xE7\x2B\x78\x4A\x58\x84\xBC\x64\x13\x3F\xAF\xDE\xC9\x1B\xA6\xEE\x4C\x82\xD2\x7C\xC9\x27\xF1\xEE\xC9\x9D\x87\x4F\x9F\xDE\x25\x07\x3A\xE8\x8F\x62\xCA\xFC\xA8\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C\x84\xEA\x38\x82\x83\xF0\xD7\x4C\xED\xB7\x52\xFC\xBD\x48\x84\x9C\x8A\x8F\xDA\x1F\x88\x9D\x39\xDD\xF2\x21\xF6\x38\xC6\xE8\x6F\x83\xDA\x7D\xEC\x18\x15\x4B\xEE\xA4\x40\x0D\xD1\x4E\x80\x9C\xF5\x8D\xC8\x7D\x3D\x99\xCC\xB6\x92\x8E\xBF\x44\x65\xA0\x38\x21\xF1\x1B\x9A\xF6\xAF\xED\x3F\xDC\xC1\x5E\xF6\xA4\x95\xA9\x53\xAB\x2C\xFA\xE1\x9A\x48\xD3\x42\x5C\x1E\x77\xDA\xB7\xC7\xEA\x7E\x0F\x80\x98\x88\x95\x8D\x18\x90\xC8\x29\x87\x5E\xB0\x46\xBA\xB9\xA4\x85\xA5\x85\xCB\x73\xD5\x08\x5B\x59\x28'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xEB\x2A\x5C\x56\xBE\xEF\x03\xB3\x00\xA0\x00\x00\x50\x34\x02\x82\x76\x52\x00\x07\x24\xD5\xE5\x29\x05\x2E\x00\x68\x33\xA7\x80\x00\x00\x20\x00\x02\x7F\xFF\xFF\xFF\x38\x16\x74\xA8\x7F\xFF\xFF\xFF\x21\xB0\xD0\xEA\x7F\xFF\xFF\xFF\x24\x9A\x17\x91\x7F\xFF\xFF\xFF\x9D\xCD\xDF\xEB\x7F\xFF\xFF\xFF\x51\xBA\xF6\x1D\x7F\xFF\xFF\xFF\x0A\x4C\xD2\xCB\xD6\x30\x5B\xAA\x7E\xA8\x74\x0D\x80\x00\x00\x00\x3B\xA9\xC3\x8D\x7F\xFF\xFF\xFF\x6E\x8D\x24\x34\x7F\xFF\xFF\xFF\x46\xCB\xEF\x8B\xEF\x63\x3E\x53\xA6\x5B\x82\xEA\x03\x20\x29\xA2\x4A\x4D\xCD\x3D\x7F\xFF\xFF\xFF\x1B\xC9\x90\x46\x88\x0F\xA6\x8A\x5E\x97\xC9\x42\x7F\xFF\xFF\xFF\xC0\x81\x74\x44\xC8\xE6\xF3\xFB\xDC\x38\xC6\x8A\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x32\xA4\x9D\xCE\x33\xA7\x80\x00\x33\xA7\x80\x00\x02\xAD\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD6\x30\x5B\xAA\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEF\x63\x3E\x53\x80\x00\x00\x00\x03\x20\x29\xA2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x88\x0F\xA6\x8A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\xFC\x40\xC8\xE6\xF3\xFB\x25\x8F\x62\xBD\x6E\x57\x5A\x3F\x93\x19\x9A\x64\xA0\x18\xDC\xE3\x03\xEB\xE7\x16\x56\xC4\x89\x0E\xB8\xCA\xF6\x3E\x64\x49\xE7\x25\x8E\xA8\x5F\xDC\xB6\x3D\xEA\x79\x75\x0D\x6A\xBA\x13\xB6\x4A\x72\x45\xBF\x32\xBC\x84\xE9\x41\x01\xCF\x27\xF4\x24\xE1\xC4\xCD\x9F\x0D\x55\x83\x7F\x38\x08\x2D\x8F\x98\x52\xFE\xF8\xF7\xB0\x9E\x84\xC3\x3C\xBD\x44\x88\x64\x36\xE7\x2B\x78\x4A\x58\x84\xBC\x64\x13\x3F\xAF\xDE\xC9\x1B\xA6\xEE\x4C\x82\xD2\x7C\xC9\x27\xF1\xEE\xC9\x9D\x87\x4F\x9F\xDE\x25\x07\x3A\xE8\x8F\x62\xCA\xFC\xA8\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C\x84\xEA\x38\x82\x83\xF0\xD7\x4C\xED\xB7\x52\xFC\xBD\x48\x84\x9C\x8A\x8F\xDA\x1F\x88\x9D\x39\xDD\xF2\x21\xF6\x38\xC6\xE8\x6F\x83\xDA\x7D\xEC\x18\x15\x4B\xEE\xA4\x40\x0D\xD1\x4E\x80\x9C\xF5\x8D\xC8\x7D\x3D\x99\xCC\xB6\x92\x8E\xBF\x44\x65\xA0\x38\x21\xF1\x1B\x9A\xF6\xAF\xED\x3F\xDC\xC1\x5E\xF6\xA4\x95\xA9\x53\xAB\x2C\xFA\xE1\x9A\x48\xD3\x42\x5C\x1E\x77\xDA\xB7\xC7\xEA\x7E\x0F\x80\x98\x88\x95\x8D\x18\x90\xC8\x29\x87\x5E\xB0\x46\xBA\xB9\xA4\x85\xA5\x85\xCB\x73\xD5\x08\x5B\x59\x28'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test49(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x30FA7B3D), ('P4rIngress.aggregator.bitmap_seq.seq', 0x83668000)], 3893)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x83668000, 3893)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x06), ('P4rIngress.aggregator.count_exp.exponent', 0xCB)], 3893)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 3893)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x46210505), ('P4rIngress.aggregator.values_v0000.hi', 0x563CC10E)], 3893)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x1A16C74A), ('P4rIngress.aggregator.values_v0001.hi', 0x5E747D8E)], 3893)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x5CF3ECD5), ('P4rIngress.aggregator.values_v0010.hi', 0x61E38B9E)], 3893)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x66868E3D), ('P4rIngress.aggregator.values_v0011.hi', 0xBF537AEA)], 3893)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x5C0D578C), ('P4rIngress.aggregator.values_v0100.hi', 0x6F943E9D)], 3893)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x382B92F8), ('P4rIngress.aggregator.values_v0101.hi', 0x457977BE)], 3893)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x29EC94FB), ('P4rIngress.aggregator.values_v0110.hi', 0x1376D712)], 3893)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xBA3BF946), ('P4rIngress.aggregator.values_v0111.hi', 0x7870AD97)], 3893)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x7C7D94AD), ('P4rIngress.aggregator.values_v1000.hi', 0x6BF53213)], 3893)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x329D678F), ('P4rIngress.aggregator.values_v1001.hi', 0x1A494DAA)], 3893)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x18834EDE), ('P4rIngress.aggregator.values_v1010.hi', 0xD8FBB172)], 3893)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x4FFED4D3), ('P4rIngress.aggregator.values_v1011.hi', 0x69E61161)], 3893)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x6803423A), ('P4rIngress.aggregator.values_v1100.hi', 0x38DB7FEF)], 3893)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x3D9CE3A8), ('P4rIngress.aggregator.values_v1101.hi', 0x51371BBA)], 3893)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x5A2F9BA2), ('P4rIngress.aggregator.values_v1110.hi', 0xFD5BFE33)], 3893)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x8C4F28E5), ('P4rIngress.aggregator.values_v1111.hi', 0xD9F25ADB)], 3893)
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
                gc.KeyTuple('job_id', 0x11F1),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A61),
                gc.DataTuple('slot_count', 0x000012F7),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB5046113),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x039),
                gc.KeyTuple('src_addr', 0x97F97498),
                gc.KeyTuple('src_port', 0x9D0E),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x11F1),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x02E4),
            ]
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
        ig_port = 57
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x97\xF9\x74\x98\x00\x00\x00\x00\x9D\x0E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x11\xF1\x00\x07\xB5\x04\x61\x13\x04\xD4\x02\x5A\x83\x66\x80\x00\x00\x20\x00\x00\x46\x34\xEF\x28\x42\x3B\xA3\xFB\x67\xF2\xF7\x44\x3F\x74\x4E\xE5\x50\x78\xAD\xC6\x21\x22\x58\xAC\x1C\x9A\xDF\xF9\xA7\xE1\x6F\x9B\x4F\xDC\x74\xAE\x36\xE5\xF6\x19\x6C\x7F\xB1\x39\x6D\x09\xBF\x2A\xE5\xF6\xA5\x76\x7B\x28\x05\xB1\xBF\x0A\x52\x78\x54\x50\x28\x64\x15\xAD\xD8\x6D\x46\xC5\x5A\xB1\x6E\x2A\x66\x62\x69\xE4\x6E\x32\xB5\x84\x6E\xD4\x8B\x98\x64\x27\xDA\xBE\xCC\x56\x4F\xDF\xC3\xCE\x2D\xA9\xE8\xF3\x5B\x4F\xAB\xA9\x25\xCC\x34\x67\x7D\xFD\x49\x9A\x44\x43\xD2\x33\x03\xAE\x0D\xB8\xD5\xDF\xD4\x11\x9E\xC4\xDD\x70\x40\x2E\x57\xC1\x32\xBD\x2F\x56\x2A\x0F\x8D\x0C\x5A\x6E\x18\x20\x1B\xE3\xC0\xC7\x87\x12\x34\x18\x84\x11\xD4\xE4\xA5\xC6\x08\x49\x30\x52\x11\x43\x1C\x5D\x17\x15\xB6\x48\x69\x2E\xF4\x94\x70\x27\x5B\x40\x1A\x70\x65\x35\xB0\x44\x12\xDC\xE9\x6A\x26\x84\x38\x86\x84\x53\x66\x27\x0C\xA5\x3D\xCB\x56\xFE\xD2\xA7\x0A\xB8\x7D\x18\x7B\x28\xD3\x92\x11\xDD\x7E\x6D\xCE\x68\x70\x2E\xD1\xC1\x78\x9A\xBA\xA6\x29\xE0\x4C\xF6\x3C\xD1\x4C\x22\xAE\x59\xA0\xC6\x21\x6D\x7E\xE1\xB2\xDD\x65\x7E\x94\x2A\x37\x95\xD9\x25\x9A\x26\x48\x17\xD8\x07\xAC\x7F\x47\xEC\xB3\xBA\x8F\xF5\x9A\x71\xF6\xC3\x31\x1F\x69\x74\x8C\x9A\x8D\x4F\x8B\xD7\x7B\xCC\xAB\xF8\xED\x45\x77\x4D\xF8\x8E\xE9\xF5\xEB\x88\x18\x77\x63\x37\xA5\x6C\x0D\x15\x9A\xB9\x3C\x26\xD9\x79\xB9\x1C\xA6\x2D\x62\x6F\x9B\x11\xA4\x0B\xF7\xEC\x9B\xD3\x08\x0E\xBC\x0D\xC3\x76\x98\xA6\x4A\x31\x77\x02\xE0\x26\xB9\x1A\x4B\x88\xFD\x5D\x6F\x4D\x39\x57\xE9\xFC\x0A\xA4\x9B\xE3\x69\x23\xD9\x07\x4B\x78\xCC\xCE\x7A\xD7\x53\x2E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x97\xF9\x74\x98\xBE\xEF\x9D\x0E\x00\xA0\x00\x00\x50\x34\x02\x82\x11\xF1\x00\x07\xB5\x04\x61\x13\x04\xD4\x00\x5A\x83\x66\x80\x00\x00\x20\x00\x07\x7F\xFF\xFF\xFF\x42\x3B\xA3\xFB\x7F\xFF\xFF\xFF\x3F\x74\x4E\xE5\x7F\xFF\xFF\xFF\x21\x22\x58\xAC\x7F\xFF\xFF\xFF\xA7\xE1\x6F\x9B\x7F\xFF\xFF\xFF\x36\xE5\xF6\x19\x7F\xFF\xFF\xFF\x6D\x09\xBF\x2A\x0F\xE3\x3A\x71\x7B\x28\x05\xB1\x80\x00\x00\x00\x54\x50\x28\x64\x7F\xFF\xFF\xFF\x46\xC5\x5A\xB1\x7F\xFF\xFF\xFF\x69\xE4\x6E\x32\xCE\x07\xBD\xB2\x8B\x98\x64\x27\x2A\xBD\xA1\x29\x4F\xDF\xC3\xCE\x7F\xFF\xFF\xFF\x5B\x4F\xAB\xA9\x63\x69\x18\x0F\x7D\xFD\x49\x9A\x7F\xFF\xFF\xFF\x03\xAE\x0D\xB8\x80\x00\x00\x00\x9E\xC4\xDD\x70\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x30\xFA\x7B\xBD\x83\x66\x80\x00\x83\x66\x80\x00\x07\xCB\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0F\xE3\x3A\x71\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCE\x07\xBD\xB2\x80\x00\x00\x00\x2A\xBD\xA1\x29\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x63\x69\x18\x0F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x01\x0A\x0B\xEB\x80\x00\x00\x00\x80\x00\x00\x00\x40\x2E\x57\xC1\x32\xBD\x2F\x56\x2A\x0F\x8D\x0C\x5A\x6E\x18\x20\x1B\xE3\xC0\xC7\x87\x12\x34\x18\x84\x11\xD4\xE4\xA5\xC6\x08\x49\x30\x52\x11\x43\x1C\x5D\x17\x15\xB6\x48\x69\x2E\xF4\x94\x70\x27\x5B\x40\x1A\x70\x65\x35\xB0\x44\x12\xDC\xE9\x6A\x26\x84\x38\x86\x84\x53\x66\x27\x0C\xA5\x3D\xCB\x56\xFE\xD2\xA7\x0A\xB8\x7D\x18\x7B\x28\xD3\x92\x11\xDD\x7E\x6D\xCE\x68\x70\x2E\xD1\xC1\x78\x9A\xBA\xA6\x29\xE0\x4C\xF6\x3C\xD1\x4C\x22\xAE\x59\xA0\xC6\x21\x6D\x7E\xE1\xB2\xDD\x65\x7E\x94\x2A\x37\x95\xD9\x25\x9A\x26\x48\x17\xD8\x07\xAC\x7F\x47\xEC\xB3\xBA\x8F\xF5\x9A\x71\xF6\xC3\x31\x1F\x69\x74\x8C\x9A\x8D\x4F\x8B\xD7\x7B\xCC\xAB\xF8\xED\x45\x77\x4D\xF8\x8E\xE9\xF5\xEB\x88\x18\x77\x63\x37\xA5\x6C\x0D\x15\x9A\xB9\x3C\x26\xD9\x79\xB9\x1C\xA6\x2D\x62\x6F\x9B\x11\xA4\x0B\xF7\xEC\x9B\xD3\x08\x0E\xBC\x0D\xC3\x76\x98\xA6\x4A\x31\x77\x02\xE0\x26\xB9\x1A\x4B\x88\xFD\x5D\x6F\x4D\x39\x57\xE9\xFC\x0A\xA4\x9B\xE3\x69\x23\xD9\x07\x4B\x78\xCC\xCE\x7A\xD7\x53\x2E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test50(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x67B2D461), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 2657)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 2657)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1B), ('P4rIngress.aggregator.count_exp.exponent', 0xD4)], 2657)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 2657)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x548FECA9), ('P4rIngress.aggregator.values_v0000.hi', 0x680B86EB)], 2657)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x3D496380), ('P4rIngress.aggregator.values_v0001.hi', 0x3494A73C)], 2657)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x6F43696A), ('P4rIngress.aggregator.values_v0010.hi', 0xAB8B3AF1)], 2657)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x76E6318E), ('P4rIngress.aggregator.values_v0011.hi', 0x78F80758)], 2657)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x4751E2E6), ('P4rIngress.aggregator.values_v0100.hi', 0x1B603D97)], 2657)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x6602DE9E), ('P4rIngress.aggregator.values_v0101.hi', 0xBA5373A7)], 2657)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x9EF57143), ('P4rIngress.aggregator.values_v0110.hi', 0xCD793AC9)], 2657)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xF0E3AFD7), ('P4rIngress.aggregator.values_v0111.hi', 0x6AB4C107)], 2657)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x1D98AA63), ('P4rIngress.aggregator.values_v1000.hi', 0x29056E2B)], 2657)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x6EC2D92D), ('P4rIngress.aggregator.values_v1001.hi', 0x4C8F6A27)], 2657)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x75D0A6BA), ('P4rIngress.aggregator.values_v1010.hi', 0x80000000)], 2657)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x643857BB), ('P4rIngress.aggregator.values_v1011.hi', 0x7D4B5BCB)], 2657)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x6A24BE61), ('P4rIngress.aggregator.values_v1100.hi', 0xBBB84E43)], 2657)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xBB307A0A), ('P4rIngress.aggregator.values_v1101.hi', 0xD4FA2FAC)], 2657)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x68CF6B5C), ('P4rIngress.aggregator.values_v1110.hi', 0xBC4FE158)], 2657)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x5DD6E2F0), ('P4rIngress.aggregator.values_v1111.hi', 0x4F2EC71E)], 2657)
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
                gc.KeyTuple('job_id', 0xEB78),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000084A),
                gc.DataTuple('slot_count', 0x00000456),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x36B5C9F8),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01C),
                gc.KeyTuple('src_addr', 0x8A8C18A3),
                gc.KeyTuple('src_port', 0xFD82),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xEB78),
                gc.DataTuple('rank', 0x0007),
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
        ig_port = 28
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8A\x8C\x18\xA3\x00\x00\x00\x00\xFD\x82\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xEB\x78\x00\x07\x36\xB5\xC9\xF8\x02\x17\x02\xCC\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x7D\xE7\x1F\xA1\x36\xF2\x6E\x31\x59\xA4\xB4\xAA\x55\xF2\xE1\x53\x10\xF7\x33\x7A\xD3\xB2\xAB\xCD\x44\xE3\x95\x5B\x80\x00\x00\x00\x5F\x63\x65\x50\xD9\x0C\x28\xC9\x53\x21\xCB\x89\x97\x34\x72\xAF\xD5\x94\x0F\x59\xC3\x19\x62\x01\xEF\x4C\x8D\x05\x2C\xAE\x65\x12\x32\xB3\xEA\x39\x5F\x10\xCA\x3B\x42\xA1\xDC\xFD\x9A\x58\xD1\x2F\x30\xCF\xE7\x9F\x42\x79\xD1\x89\x72\x99\x51\x34\x41\xEE\x6F\xDF\x43\xA7\xB4\xC5\x93\x1C\x64\x89\x91\x31\xE5\x07\x9C\xB8\x5E\x25\x1D\x45\xC8\x73\x9B\x55\x8F\xCA\x6D\x52\xB3\xAF\x5B\x58\x39\xB2\x04\x9C\x17\x99\xD9\x91\x34\x34\xD3\x55\xD3\xD5\xDE\x1C\xD1\x0E\x1B\x66\x06\x68\x8D\x53\x88\xDD\x07\xDD\x86\xA0\xD6\x35\x61\xE3\x3A\x37\x49\x91\xEB\x03\xE7\x77\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08\xEF\x6E\xC1\xCF\xFA\x6F\x84\xC7\x7B\x6E\x70\x7F\xED\xC2\xA1\x94\x6A\xA4\x1D\xF8\xC0\xDC\x5C\xAF\x60\xFB\x14\x43\xE9\x4D\x52\xB3\xA8\xB6\x8F\x9D\x1B\x31\xB4\xD9\xD8\xFE\x10\x67\xAD\xFB\x51\x19\xF0\x4F\xE6\x5F\x27\xFC\xD2\xB4\x1C\x27\x62\xAB\xA9\x30\xDD\xB7\xB8\x0C\x6B\x11\x55\xA4\x9F\x11\x71\x9A\xE5\xA3\x02\xDD\x44\x5E\xA7\x62\x12\x55\x2B\x41\x2D\x83\xB6\x91\xEA\x14'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x8A\x8C\x18\xA3\xBE\xEF\xFD\x82\x00\xA0\x00\x00\x50\x34\x02\x82\xEB\x78\x00\x07\x36\xB5\xC9\xF8\x02\x17\x00\xCC\xFF\xFF\xFF\xFF\x00\x20\x00\x1C\x7F\xFF\xFF\xFF\x36\xF2\x6E\x31\x7F\xFF\xFF\xFF\x55\xF2\xE1\x53\x7F\xFF\xFF\xFF\xD3\xB2\xAB\xCD\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD9\x0C\x28\xC9\x7F\xFF\xFF\xFF\x97\x34\x72\xAF\x80\x00\x00\x00\xC3\x19\x62\x01\xE0\x30\x3C\xDC\x2C\xAE\x65\x12\x50\x4C\x94\x9C\x5F\x10\xCA\x3B\x7F\xFF\xFF\xFF\x9A\x58\xD1\x2F\x7F\xFF\xFF\xFF\x42\x79\xD1\x89\x7F\xFF\xFF\xFF\x41\xEE\x6F\xDF\x7F\xFF\xFF\xFF\x93\x1C\x64\x89\x80\x00\x00\x00\x9C\xB8\x5E\x25\x7F\xFF\xFF\xFF\x9B\x55\x8F\xCA\x7F\xFF\xFF\xFF\x5B\x58\x39\xB2\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x67\xB2\xD4\xE1\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x1C\xD4\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF8\xF8\x07\x58\x7F\xFF\xFF\xFF\xF4\x6C\x66\x60\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x90\x92\x9C\xCA\xE0\x30\x3C\xDC\x7F\xFF\xFF\xFF\x50\x4C\x94\x9C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE6\xE8\x3B\x56\x7F\xFF\xFF\xFF\xC2\x79\xD1\x89\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x04\x9C\x17\x99\xD9\x91\x34\x34\xD3\x55\xD3\xD5\xDE\x1C\xD1\x0E\x1B\x66\x06\x68\x8D\x53\x88\xDD\x07\xDD\x86\xA0\xD6\x35\x61\xE3\x3A\x37\x49\x91\xEB\x03\xE7\x77\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08\xEF\x6E\xC1\xCF\xFA\x6F\x84\xC7\x7B\x6E\x70\x7F\xED\xC2\xA1\x94\x6A\xA4\x1D\xF8\xC0\xDC\x5C\xAF\x60\xFB\x14\x43\xE9\x4D\x52\xB3\xA8\xB6\x8F\x9D\x1B\x31\xB4\xD9\xD8\xFE\x10\x67\xAD\xFB\x51\x19\xF0\x4F\xE6\x5F\x27\xFC\xD2\xB4\x1C\x27\x62\xAB\xA9\x30\xDD\xB7\xB8\x0C\x6B\x11\x55\xA4\x9F\x11\x71\x9A\xE5\xA3\x02\xDD\x44\x5E\xA7\x62\x12\x55\x2B\x41\x2D\x83\xB6\x91\xEA\x14'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test51(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x86ABEB0F), ('P4rIngress.aggregator.bitmap_seq.seq', 0x88000000)], 11453)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x88000000, 11453)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0F), ('P4rIngress.aggregator.count_exp.exponent', 0xD0)], 11453)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 11453)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x9BCB4456), ('P4rIngress.aggregator.values_v0000.hi', 0x5C7FF9B5)], 11453)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x4319C96D), ('P4rIngress.aggregator.values_v0001.hi', 0x971112BA)], 11453)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x13CD5062), ('P4rIngress.aggregator.values_v0010.hi', 0x474B3A82)], 11453)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x53B4C785), ('P4rIngress.aggregator.values_v0011.hi', 0xF408ACCF)], 11453)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x79B51189), ('P4rIngress.aggregator.values_v0100.hi', 0xAED4EC47)], 11453)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x313D2211), ('P4rIngress.aggregator.values_v0101.hi', 0x991B2334)], 11453)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xFC58E8F3), ('P4rIngress.aggregator.values_v0110.hi', 0xE5C9C397)], 11453)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x4BA9A5F4), ('P4rIngress.aggregator.values_v0111.hi', 0x0F42FBAC)], 11453)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x5ADFF28B), ('P4rIngress.aggregator.values_v1000.hi', 0x9DA36F6A)], 11453)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x8FB7EFA5), ('P4rIngress.aggregator.values_v1001.hi', 0x3B210367)], 11453)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x6C41D6A4), ('P4rIngress.aggregator.values_v1010.hi', 0x3C72F52A)], 11453)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x6E15D9FE), ('P4rIngress.aggregator.values_v1011.hi', 0xD7BB4D75)], 11453)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xCC697274), ('P4rIngress.aggregator.values_v1100.hi', 0x3A97880F)], 11453)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x67EC68BF), ('P4rIngress.aggregator.values_v1101.hi', 0x7DD4D711)], 11453)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x5D75E121), ('P4rIngress.aggregator.values_v1110.hi', 0x7D1783AB)], 11453)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x893CB40F), ('P4rIngress.aggregator.values_v1111.hi', 0x7E27B425)], 11453)
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
                gc.KeyTuple('job_id', 0x3115),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000779),
                gc.DataTuple('slot_count', 0x00000F9D),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x40FAED0C),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03C),
                gc.KeyTuple('src_addr', 0x6847B31E),
                gc.KeyTuple('src_port', 0xEC5B),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x3115),
                gc.DataTuple('rank', 0x0006),
                gc.DataTuple('worker_index', 0x0136),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x68\x47\xB3\x1E\x00\x00\x00\x00\xEC\x5B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x31\x15\x00\x06\x40\xFA\xED\x0C\x05\x44\x03\x10\x88\x00\x00\x00\x00\x20\x00\x00\xC5\x29\xD1\x4A\x40\x07\x52\xD1\x51\x81\x0B\x4B\xCB\x73\xB8\x15\x05\xEE\x6D\xFB\x4D\x5B\xEE\xC7\xF3\x2D\x64\xAF\x06\x69\x8C\x44\x7A\x37\xB2\x89\xAE\xBE\x26\xAA\x69\xB9\x30\x15\xC3\xA5\x35\x4D\x50\xC6\xF2\xB6\x27\xDD\x9D\xF8\x58\xC4\xA2\x72\xB0\x7E\x6C\x52\x43\x40\x13\xA5\x55\xB7\x66\x38\xDA\x86\xA2\x7D\x6E\x6E\x75\x2B\x46\x4F\x27\x1F\x10\x36\xD0\x92\x42\xBD\x15\xA8\x7E\x3F\x3D\x27\x1A\xD2\xB5\x97\x7F\x32\x79\x91\x57\x9C\xE0\x95\x04\xE1\xA2\x36\x43\x50\x79\x6C\x5C\xAA\x3A\x6F\xC9\x8D\xD7\x12\x26\xAB\xA1\xEF\x9D\x8F\x7E\x47\x69\xF9\x8C\xF2\xC8\x3D\x3E\x34\xDB\x96\x88\xA1\x12\x52\xE0\xCC\xA6\x7D\x95\xAE\x59\x61\x47\x96\x81\x0D\x5D\x82\xA0\x8E\xA0\xEF\xBC\x13\x76\x38\x7C\x7D\xC1\xC3\x71\xD5\xB9\x5D\x9F\xC7\xCD\x32\xC1\x02\xBC\xED\x45\xD8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x68\x47\xB3\x1E\xBE\xEF\xEC\x5B\x00\xA0\x00\x00\x50\x34\x02\x82\x31\x15\x00\x06\x40\xFA\xED\x0C\x05\x44\x01\x10\x88\x00\x00\x00\x00\x20\x00\x10\x80\x00\x00\x00\x40\x07\x52\xD1\x7F\xFF\xFF\xFF\xCB\x73\xB8\x15\x19\xBB\xBE\x5D\x4D\x5B\xEE\xC7\x46\xE2\x2C\x34\x06\x69\x8C\x44\x7F\xFF\xFF\xFF\xAE\xBE\x26\xAA\x7F\xFF\xFF\xFF\xC3\xA5\x35\x4D\x4D\x1F\xDB\xA9\x27\xDD\x9D\xF8\x7F\xFF\xFF\xFF\xB0\x7E\x6C\x52\x7F\xFF\xFF\xFF\x55\xB7\x66\x38\x80\x00\x00\x00\x6E\x6E\x75\x2B\x7F\xFF\xFF\xFF\x10\x36\xD0\x92\x7F\xFF\xFF\xFF\x7E\x3F\x3D\x27\xE7\x3C\x28\x0B\x7F\x32\x79\x91\x7F\xFF\xFF\xFF\x04\xE1\xA2\x36\x7F\xFF\xFF\xFF\x5C\xAA\x3A\x6F\x80\x00\x00\x00\x26\xAB\xA1\xEF\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x86\xAB\xEB\x4F\x88\x00\x00\x00\x88\x00\x00\x00\x10\xD0\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x19\xBB\xBE\x5D\x7F\xFF\xFF\xFF\x46\xE2\x2C\x34\xFA\x72\x39\x13\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x4D\x1F\xDB\xA9\x0D\xA7\x61\x8F\x7F\xFF\xFF\xFF\xBF\xC1\x67\xFE\x7F\xFF\xFF\xFF\xF3\x5A\xD5\xA2\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4C\xA9\xC5\xBC\x7F\xFF\xFF\xFF\x55\xFA\x8A\x9C\xE7\x3C\x28\x0B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x9D\x8F\x7E\x47\x69\xF9\x8C\xF2\xC8\x3D\x3E\x34\xDB\x96\x88\xA1\x12\x52\xE0\xCC\xA6\x7D\x95\xAE\x59\x61\x47\x96\x81\x0D\x5D\x82\xA0\x8E\xA0\xEF\xBC\x13\x76\x38\x7C\x7D\xC1\xC3\x71\xD5\xB9\x5D\x9F\xC7\xCD\x32\xC1\x02\xBC\xED\x45\xD8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test52(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xDFC78A07), ('P4rIngress.aggregator.bitmap_seq.seq', 0xAE71C1C2)], 5411)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xAE71C1C2, 5411)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x05), ('P4rIngress.aggregator.count_exp.exponent', 0xB9)], 5411)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 5411)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x4998DA03), ('P4rIngress.aggregator.values_v0000.hi', 0x622EDD1D)], 5411)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x4888F8AE), ('P4rIngress.aggregator.values_v0001.hi', 0x5E0BA770)], 5411)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x52366313), ('P4rIngress.aggregator.values_v0010.hi', 0x6FEE2C34)], 5411)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x31A979C1), ('P4rIngress.aggregator.values_v0011.hi', 0xB1B73B1A)], 5411)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x71FC4989), ('P4rIngress.aggregator.values_v0100.hi', 0x56F1F9A2)], 5411)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x1E4B63E2), ('P4rIngress.aggregator.values_v0101.hi', 0x3224C0C3)], 5411)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x22DCF5C5), ('P4rIngress.aggregator.values_v0110.hi', 0x5BCBD6BF)], 5411)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xA2E5C43E), ('P4rIngress.aggregator.values_v0111.hi', 0x3F92568F)], 5411)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x7497C713), ('P4rIngress.aggregator.values_v1000.hi', 0x1FFB8CD3)], 5411)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x7E19A673), ('P4rIngress.aggregator.values_v1001.hi', 0x53E75D2D)], 5411)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xAFB7BE87), ('P4rIngress.aggregator.values_v1010.hi', 0xBC4FB5E4)], 5411)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x676DC1D7), ('P4rIngress.aggregator.values_v1011.hi', 0x47C64413)], 5411)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x63D5A2AD), ('P4rIngress.aggregator.values_v1100.hi', 0x60E3CA95)], 5411)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x76AE774C), ('P4rIngress.aggregator.values_v1101.hi', 0xEDF24E2A)], 5411)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x497DCA74), ('P4rIngress.aggregator.values_v1110.hi', 0x5862B652)], 5411)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x6C553BB2), ('P4rIngress.aggregator.values_v1111.hi', 0x4FF2F33C)], 5411)
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
                gc.KeyTuple('job_id', 0xB299),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000002B),
                gc.DataTuple('slot_count', 0x00001F1C),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x84A6147B),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0x383EA41D),
                gc.KeyTuple('src_port', 0x2491),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xB299),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x02A0),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x38\x3E\xA4\x1D\x00\x00\x00\x00\x24\x91\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB2\x99\x00\x07\x84\xA6\x14\x7B\x14\xF8\x00\x17\xAE\x71\xC1\xC2\x00\x20\x00\x00\x68\xEA\x0B\x6E\x5A\xEC\x37\x74\x54\xCB\x2E\x63\x42\x61\x55\x81\x5B\xF4\xC1\xD9\x56\x77\x33\xDB\x67\xAF\x72\xC0\xBD\xB7\x39\x4B\x2D\xE5\x64\xF3\x46\x95\x64\xA1\x66\x7E\x28\xC7\x62\x04\x8F\xEC\x1D\xEB\x08\xCD\x46\xD7\xA5\x10\x9E\xEE\xF9\x7C\x5B\xDB\xE5\xE5\x58\x6E\xB7\x53\x7F\xE1\xD7\x97\x57\x15\xB3\xE1\x60\xD5\x08\x69\x2F\x97\xCA\xAB\x8D\x4F\xC3\x14\x4D\x8E\xA6\xE1\x59\xC6\xEC\xB3\x22\xF7\xDC\x87\x46\x99\xA8\x15\x64\x18\x3C\x07\x90\xBA\xD7\xFE\x5F\x1F\xB4\x26\x5A\xAE\xDE\x9F\x23\xC5\xA5\xAB\x6F\xCC\x48\xB2\x1B\xE7\xE6\xFD\xD9\x1D\xB9\x2E\x30\x72\xDF\x84\xC2\x66\x00\xE8\xF6\xE0\x36\x36\x90\x5B\xF5\xDC\x96\x6C\x61\x28\x8E\xFD\xA7\xDF\xF0\x1F\x89\x17\xFA\x0A\x40\x4E\xDA\x03\x5D\x8B\x8F\x82\xC5\x8F\x57\xAC\x30\xDD\x3C\xEC\x65\x49\x34\x9C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x38\x3E\xA4\x1D\xBE\xEF\x24\x91\x00\xA0\x00\x00\x50\x34\x02\x82\xB2\x99\x00\x07\x84\xA6\x14\x7B\x14\xF8\x00\x17\xAE\x71\xC1\xC2\x00\x20\x00\x06\x7F\xFF\xFF\xFF\x5A\xEC\x37\x74\x7F\xFF\xFF\xFF\x42\x61\x55\x81\x7F\xFF\xFF\xFF\x56\x77\x33\xDB\x7F\xFF\xFF\xFF\xBD\xB7\x39\x4B\x7F\xFF\xFF\xFF\x46\x95\x64\xA1\x7F\xFF\xFF\xFF\x62\x04\x8F\xEC\x40\xC7\xFE\x92\x46\xD7\xA5\x10\x80\x00\x00\x00\x5B\xDB\xE5\xE5\x7F\xFF\xFF\xFF\x7F\xE1\xD7\x97\x7F\xFF\xFF\xFF\x60\xD5\x08\x69\xDF\x4F\x89\x32\x8D\x4F\xC3\x14\x7F\xFF\xFF\xFF\x59\xC6\xEC\xB3\x7F\xFF\xFF\xFF\x46\x99\xA8\x15\x7F\xFF\xFF\xFF\x90\xBA\xD7\xFE\x7F\xFF\xFF\xFF\x5A\xAE\xDE\x9F\x7F\xFF\xFF\xFF\x6F\xCC\x48\xB2\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xDF\xC7\x8A\x87\xAE\x71\xC1\xC2\xAE\x71\xC1\xC2\x06\xB9\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x40\xC7\xFE\x92\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDF\x4F\x89\x32\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1B\xE7\xE6\xFD\xD9\x1D\xB9\x2E\x30\x72\xDF\x84\xC2\x66\x00\xE8\xF6\xE0\x36\x36\x90\x5B\xF5\xDC\x96\x6C\x61\x28\x8E\xFD\xA7\xDF\xF0\x1F\x89\x17\xFA\x0A\x40\x4E\xDA\x03\x5D\x8B\x8F\x82\xC5\x8F\x57\xAC\x30\xDD\x3C\xEC\x65\x49\x34\x9C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test53(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x2968A80E), ('P4rIngress.aggregator.bitmap_seq.seq', 0xF2533006)], 11438)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xF2533006, 11438)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0F), ('P4rIngress.aggregator.count_exp.exponent', 0xA8)], 11438)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 11438)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x9180E99B), ('P4rIngress.aggregator.values_v0000.hi', 0x6CD2C99B)], 11438)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x4F76DE2E), ('P4rIngress.aggregator.values_v0001.hi', 0x8E27497F)], 11438)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xE2BDD94E), ('P4rIngress.aggregator.values_v0010.hi', 0x5E9150BF)], 11438)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x8EFA0BF6), ('P4rIngress.aggregator.values_v0011.hi', 0xE4102721)], 11438)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x72AC72D6), ('P4rIngress.aggregator.values_v0100.hi', 0x9324D289)], 11438)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x8332FE26), ('P4rIngress.aggregator.values_v0101.hi', 0x54387AB0)], 11438)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xC9666C5C), ('P4rIngress.aggregator.values_v0110.hi', 0x7F63F421)], 11438)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x37939EAF), ('P4rIngress.aggregator.values_v0111.hi', 0x5D747B04)], 11438)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xD7B136AF), ('P4rIngress.aggregator.values_v1000.hi', 0xF913BC42)], 11438)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x763FF8D4), ('P4rIngress.aggregator.values_v1001.hi', 0x7586702B)], 11438)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x5D01AD68), ('P4rIngress.aggregator.values_v1010.hi', 0xABFB45FE)], 11438)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x994BA41B), ('P4rIngress.aggregator.values_v1011.hi', 0x4529E530)], 11438)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x8F30AC49), ('P4rIngress.aggregator.values_v1100.hi', 0x553C87CB)], 11438)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x9C533C27), ('P4rIngress.aggregator.values_v1101.hi', 0x40C08837)], 11438)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x4DE5A725), ('P4rIngress.aggregator.values_v1110.hi', 0x2A94FE7B)], 11438)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x5DA3BB75), ('P4rIngress.aggregator.values_v1111.hi', 0x83840960)], 11438)
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
                gc.KeyTuple('job_id', 0x00AD),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000006AE),
                gc.DataTuple('slot_count', 0x00001325),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0C76B02D),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0x68D0BB1B),
                gc.KeyTuple('src_port', 0x42D1),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x00AD),
                gc.DataTuple('rank', 0x0006),
                gc.DataTuple('worker_index', 0x024D),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x68\xD0\xBB\x1B\x00\x00\x00\x00\x42\xD1\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x00\xAD\x00\x06\x0C\x76\xB0\x2D\x06\x00\x01\x0B\xF2\x53\x30\x06\x00\x20\x00\x00\xCD\x94\x20\x28\x6B\x00\x94\xD3\x4E\x85\xC9\xED\xB2\xE2\x73\x73\x1B\xFF\xC9\xD8\x41\xFA\x1A\x76\x4F\xF6\xB5\x64\x03\x31\x5B\x9D\x33\x12\xB4\x50\xB5\x1C\xC8\x3B\x80\xFB\xEA\x72\x54\x74\xA4\xB1\x49\x6D\x25\xD5\x80\x93\x69\xF6\x95\x3D\xCF\xB9\x83\xFB\x1B\x08\x9B\xC7\x8F\x1D\x3D\x3F\x2A\x38\x0E\x47\x1E\xC5\x72\xAA\xD1\x6B\x55\xB6\x54\xA6\xB1\xF2\xCE\xF1\xB3\xAA\xFA\x29\x69\x6F\x7D\x3F\xB5\x3F\x7C\x27\x75\xCF\x2C\x1B\xAE\xBE\x06\x5A\xBC\xBD\x60\x56\x46\x3E\x76\xFB\xA2\xB4\x2A\x69\x2C\xA4\xFF\xA7\x7E\x1D\xC6\xD6\x5D\xB2\x1E\xEC\x32\x0C\xB4\x26\x10\x2E\x87\x25\xC2\xB9\x7A\x27\xE9\x18\x9A\x09\x9F\x18\x78\x1C\xFB\x8A\x6C\x7F\xD4\xD1\x9D\x87\x62\x3D\xD2\xD1\xF8\xC9\xFF\x64\xC1\x2C\xF1\xD8\x73\xD8\xAD\x64\x53\x98\x80\x26\x93\x9E\x81\x48\x91\x1D\x14\xE8\xA7\xA4\xA7\x60\x8C\x6A\xAB\x90\xD3\xD2\x66\x87\xD4\x8F\x0F\x2F\x57\xE6\xC2\x06\x03\xCE\x12\xB3\xF3\x55\x9F\x1D\xF1\xD3\xEA\xDF\xEF\x75\xC0\xAA\xE5\x61\x01\x68\x6F\x69\x1F\x8F\xA1\x65\xB4\x73\x7B\x73\x73\x0E\x54\xEF\xA3\x9E\xA3\x7A\xB0\x6E\x9A\x9B\x32\xCE\xB9\x1F\xC3\x1D\xAC\x6F\x4E\xD0\x34\x06\x98\x74\x09\xB5\x43\xA8\x53\x52\xA8\x3C\xD9\x36\xAC\x86\x31\x07\x48\x40\xF8\x40\xA0\xB7\x40\x6F\x64\x60\x06\x72\x9E\xA6\x43\x74\xF2\xF5\x5F\x71\x61\x40\xC3\x4D\xF7\x3D\x16\xB9\xBF\x94\xBB\x5F\x50\xF2\xDD\xFD\xCD\x18\x4F\x0A\x77\xC8\x06\xC6\x0F\x8E\x23\x3F\x05\x90\xAE\x19\x15\x1B\x02\x83\x07\x7A\xB4\x73\x26\xC5\x27\x62\x00\x11\x94\xF6\xB0\x3B\x50\x57\xED\xB4\xF8\xF4\xB5\x9F\x4F\xDF\xB0\xAE\xAC\x35\x55\xE9\xF1\xAC\x19\x3E\xBE\x08\xB1\x3E\x31\xC8\x69\x67\xD8\x53\x41\xA0\x7D\x91\x6B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x68\xD0\xBB\x1B\xBE\xEF\x42\xD1\x00\xA0\x00\x00\x50\x34\x02\x82\x00\xAD\x00\x06\x0C\x76\xB0\x2D\x06\x00\x01\x0B\xF2\x53\x30\x06\x00\x20\x00\x10\x80\x00\x00\x00\x6B\x00\x94\xD3\x7F\xFF\xFF\xFF\xB2\xE2\x73\x73\xFE\xBD\xA3\x26\x41\xFA\x1A\x76\xDE\xF0\xC1\x5A\x03\x31\x5B\x9D\x7F\xFF\xFF\xFF\xB5\x1C\xC8\x3B\x80\x00\x00\x00\x54\x74\xA4\xB1\x12\xD3\x92\x31\x80\x93\x69\xF6\xCC\xD1\x6E\x68\x83\xFB\x1B\x08\x80\x00\x00\x00\x3D\x3F\x2A\x38\x7F\xFF\xFF\xFF\x72\xAA\xD1\x6B\x7F\xFF\xFF\xFF\xB1\xF2\xCE\xF1\x80\x00\x00\x00\x69\x6F\x7D\x3F\x80\x00\x00\x00\x75\xCF\x2C\x1B\x80\x00\x00\x00\xBC\xBD\x60\x56\x7F\xFF\xFF\xFF\xA2\xB4\x2A\x69\x7F\xFF\xFF\xFF\x7E\x1D\xC6\xD6\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x29\x68\xA8\x4E\xF2\x53\x30\x06\xF2\x53\x30\x06\x10\xA8\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xFE\xBD\xA3\x26\x7F\xFF\xFF\xFF\xDE\xF0\xC1\x5A\xE7\x41\x82\xBE\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x12\xD3\x92\x31\xFF\xF7\x5E\x17\xCC\xD1\x6E\x68\xE1\x6F\x96\x0C\x80\x00\x00\x00\x36\x52\xE6\x7A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xFD\x7D\xE8\x8D\x7F\xFF\xFF\xFF\xCD\x49\x28\xE4\x7F\xFF\xFF\xFF\x01\xA1\xD0\x36\x5D\xB2\x1E\xEC\x32\x0C\xB4\x26\x10\x2E\x87\x25\xC2\xB9\x7A\x27\xE9\x18\x9A\x09\x9F\x18\x78\x1C\xFB\x8A\x6C\x7F\xD4\xD1\x9D\x87\x62\x3D\xD2\xD1\xF8\xC9\xFF\x64\xC1\x2C\xF1\xD8\x73\xD8\xAD\x64\x53\x98\x80\x26\x93\x9E\x81\x48\x91\x1D\x14\xE8\xA7\xA4\xA7\x60\x8C\x6A\xAB\x90\xD3\xD2\x66\x87\xD4\x8F\x0F\x2F\x57\xE6\xC2\x06\x03\xCE\x12\xB3\xF3\x55\x9F\x1D\xF1\xD3\xEA\xDF\xEF\x75\xC0\xAA\xE5\x61\x01\x68\x6F\x69\x1F\x8F\xA1\x65\xB4\x73\x7B\x73\x73\x0E\x54\xEF\xA3\x9E\xA3\x7A\xB0\x6E\x9A\x9B\x32\xCE\xB9\x1F\xC3\x1D\xAC\x6F\x4E\xD0\x34\x06\x98\x74\x09\xB5\x43\xA8\x53\x52\xA8\x3C\xD9\x36\xAC\x86\x31\x07\x48\x40\xF8\x40\xA0\xB7\x40\x6F\x64\x60\x06\x72\x9E\xA6\x43\x74\xF2\xF5\x5F\x71\x61\x40\xC3\x4D\xF7\x3D\x16\xB9\xBF\x94\xBB\x5F\x50\xF2\xDD\xFD\xCD\x18\x4F\x0A\x77\xC8\x06\xC6\x0F\x8E\x23\x3F\x05\x90\xAE\x19\x15\x1B\x02\x83\x07\x7A\xB4\x73\x26\xC5\x27\x62\x00\x11\x94\xF6\xB0\x3B\x50\x57\xED\xB4\xF8\xF4\xB5\x9F\x4F\xDF\xB0\xAE\xAC\x35\x55\xE9\xF1\xAC\x19\x3E\xBE\x08\xB1\x3E\x31\xC8\x69\x67\xD8\x53\x41\xA0\x7D\x91\x6B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test54(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x012EF011), ('P4rIngress.aggregator.bitmap_seq.seq', 0xB5042CF6)], 7184)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xB5042CF6, 7184)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x04), ('P4rIngress.aggregator.count_exp.exponent', 0x92)], 7184)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 7184)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x68E9D82A), ('P4rIngress.aggregator.values_v0000.hi', 0x5183AFAE)], 7184)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x325946BC), ('P4rIngress.aggregator.values_v0001.hi', 0x5FBABE8D)], 7184)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x25C485EF), ('P4rIngress.aggregator.values_v0010.hi', 0x9C3CA9D8)], 7184)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x629E53C9), ('P4rIngress.aggregator.values_v0011.hi', 0x2EE30021)], 7184)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x76C3892D), ('P4rIngress.aggregator.values_v0100.hi', 0xB6516AA1)], 7184)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5B15CA9E), ('P4rIngress.aggregator.values_v0101.hi', 0xADF42821)], 7184)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x12735D03), ('P4rIngress.aggregator.values_v0110.hi', 0x44B6E468)], 7184)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x51AAD8F7), ('P4rIngress.aggregator.values_v0111.hi', 0xC7E982DD)], 7184)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x3033D9B5), ('P4rIngress.aggregator.values_v1000.hi', 0x2AAFA9A5)], 7184)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x64E9F092), ('P4rIngress.aggregator.values_v1001.hi', 0x74CFEF89)], 7184)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x9F69CE2D), ('P4rIngress.aggregator.values_v1010.hi', 0x5F4097A7)], 7184)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x09EF902C), ('P4rIngress.aggregator.values_v1011.hi', 0x80000000)], 7184)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x8895CDF3), ('P4rIngress.aggregator.values_v1100.hi', 0xCFEDD8B7)], 7184)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xB53B3DFE), ('P4rIngress.aggregator.values_v1101.hi', 0x0D487666)], 7184)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x74BCB015), ('P4rIngress.aggregator.values_v1110.hi', 0x3117A6E0)], 7184)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x8EAF9B85), ('P4rIngress.aggregator.values_v1111.hi', 0x60F9A8A3)], 7184)
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
                gc.KeyTuple('job_id', 0x0902),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000085E),
                gc.DataTuple('slot_count', 0x00001665),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6FEFB189),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x022),
                gc.KeyTuple('src_addr', 0xE007EEC0),
                gc.KeyTuple('src_port', 0x95C7),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0902),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x0334),
            ]
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
        ig_port = 34
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE0\x07\xEE\xC0\x00\x00\x00\x00\x95\xC7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x09\x02\x00\x07\x6F\xEF\xB1\x89\x13\xB2\x00\x63\xB5\x04\x2C\xF6\x00\x20\x00\x00\x43\x87\x03\x1A\x59\xB4\x79\x1E\x73\xB0\x21\x86\x2E\x3A\x67\xF0\x6B\xB6\x84\xC4\xD9\x9C\xB4\xC5\x69\xD0\xFA\xA5\x94\xF6\xFF\xB7\x3B\x3B\x55\x9E\xFA\xED\xB8\x2D\x4E\x70\x7A\xD2\xB4\x91\xBB\x73\x59\xE7\xE0\xD7\x76\x92\x8B\xBE\x3C\x1A\x29\x28\x19\xCF\xFF\xE0\x3A\x24\x47\x35\x58\x2F\xA4\xA6\x6C\xE1\x9E\xF4\x38\xF6\x64\xA8\xD5\x2D\x16\x5C\x51\xB2\x15\x0B\x95\x02\xB5\xEC\x51\x38\xC3\x23\xF5\x7F\x19\x75\x22\xD7\x0C\xC7\x96\x31\x43\xF7\x2E\x7A\x1F\x66\x3A\x25\x38\x19\x5D\x4E\x0B\x68\xC8\xD4\x0A\xAC\x45\xAE\x99\x28\xC1\xAB\x37\x17\xF9\xAA\x13\xBD\xDC\xFA\x03\xBA\xC6\xD0\x31\x95\x50\xA7\xF8\x33\xA4\xA9\x62\x3C\x6B\x79\xCE\xAF\x7D\x67\xEB\xB8\xEC\x6C\x33\x3F\x64\xC4\xAB\x4A\xEE\xA9\xF2\x30\xA9\x96\xB0\xD4\x44\xAA\xAF\x2E\xEA\x43\x94\x9B\x39\x3C\x69\xE6\x49\xAC\xE9\x4C\xEF\x6B\xB9\xD8\x70\x4E\xCB\x06\x46\xA2\x99\xF7\x8A\x2A\xD8\xC2\xC9\xAC\xE5\x48\xC7\xEA\xCE\x22\x1F\xC0\x77\x5D\x3D\x51\xFB\x2B\xE8\x22\x38\xEE\x1A\xC3\x86\xDD\x7C\x4F\xFA\xF7\x18\x8E\xE4\xF4\x91\x72\x9A\x55\x61\xE5\x4F\x4C\xE0\x83\xC9\xBD\x9D\x92\x7D\x6C\xAD\x02\x2E\x62\xD2\x08\x45\x78\xB2\x3B\xA8\x97\xEA\x57\x5F\x84\x09\x96\x86\x95\x08\xE9\x1D\x42\x87\x97\x74\x10\x8B\x00\xDA\xA2\x2E\xC6\xAA\xBC\xBF\x17\xD9\x45\x03\xB3\x77\xB1\x5C\x2F\x8D\x2B\x1B\x25\xA2\x60\x39\x34\xD6\xD7\xBD\xDC\xC4\x51\x17\xBF\x35\x76\xC5\xD1\x7D\xB2\xBC\x3A\x13\xE1\x27\x44\x77\x60\x06\xBA\x19\xED\xC4\x48\x3B\x22\x28\x4C\xD5\x03\x0B\xD9\x9E\x35\xFD\x75\x6C\x64\xEA\x5F\x8A\x28\x6A\x7B\x67\x42\x83\xEB\x27\xED\xFE\x2B\x00\xEA\xE5\xC8\xFB\x28\x0B\x08\x51\x2D\x21\xFE\x32\x6B\x2F\xC3\x50\x96\xE7\x45\x9E\x79\x61\xBE\x1C\x17\x45\x4F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE0\x07\xEE\xC0\xBE\xEF\x95\xC7\x00\xA0\x00\x00\x50\x34\x02\x82\x09\x02\x00\x07\x6F\xEF\xB1\x89\x13\xB2\x00\x63\xB5\x04\x2C\xF6\x00\x20\x00\x05\x7F\xFF\xFF\xFF\x59\xB4\x79\x1E\x7F\xFF\xFF\xFF\x2E\x3A\x67\xF0\x7F\xFF\xFF\xFF\xD9\x9C\xB4\xC5\x7F\xFF\xFF\xFF\x94\xF6\xFF\xB7\x7F\xFF\xFF\xFF\xFA\xED\xB8\x2D\x7F\xFF\xFF\xFF\xB4\x91\xBB\x73\x6C\x5B\x3D\xDA\x76\x92\x8B\xBE\x7F\xFF\xFF\xFF\x19\xCF\xFF\xE0\x6A\x58\x20\xEA\x58\x2F\xA4\xA6\x7F\xFF\xFF\xFF\x38\xF6\x64\xA8\x80\x00\x00\x00\x51\xB2\x15\x0B\x9E\xF2\x46\x18\x51\x38\xC3\x23\x80\x00\x00\x00\x22\xD7\x0C\xC7\x80\x00\x00\x00\x2E\x7A\x1F\x66\x7F\xFF\xFF\xFF\x5D\x4E\x0B\x68\x80\x00\x00\x00\x45\xAE\x99\x28\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x01\x2E\xF0\x91\xB5\x04\x2C\xF6\xB5\x04\x2C\xF6\x05\x92\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC3\xD9\xFF\xD8\x7F\xFF\xFF\xFF\xB1\x3F\x22\xCE\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x6C\x5B\x3D\xDA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE1\xB9\x82\xBD\x6A\x58\x20\xEA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x9E\xF2\x46\x18\xD1\x38\xC3\x23\x80\x00\x00\x00\xF2\xC4\xE5\x7E\x80\x00\x00\x00\x3B\xC2\x95\xCC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC1\xAB\x37\x17\xF9\xAA\x13\xBD\xDC\xFA\x03\xBA\xC6\xD0\x31\x95\x50\xA7\xF8\x33\xA4\xA9\x62\x3C\x6B\x79\xCE\xAF\x7D\x67\xEB\xB8\xEC\x6C\x33\x3F\x64\xC4\xAB\x4A\xEE\xA9\xF2\x30\xA9\x96\xB0\xD4\x44\xAA\xAF\x2E\xEA\x43\x94\x9B\x39\x3C\x69\xE6\x49\xAC\xE9\x4C\xEF\x6B\xB9\xD8\x70\x4E\xCB\x06\x46\xA2\x99\xF7\x8A\x2A\xD8\xC2\xC9\xAC\xE5\x48\xC7\xEA\xCE\x22\x1F\xC0\x77\x5D\x3D\x51\xFB\x2B\xE8\x22\x38\xEE\x1A\xC3\x86\xDD\x7C\x4F\xFA\xF7\x18\x8E\xE4\xF4\x91\x72\x9A\x55\x61\xE5\x4F\x4C\xE0\x83\xC9\xBD\x9D\x92\x7D\x6C\xAD\x02\x2E\x62\xD2\x08\x45\x78\xB2\x3B\xA8\x97\xEA\x57\x5F\x84\x09\x96\x86\x95\x08\xE9\x1D\x42\x87\x97\x74\x10\x8B\x00\xDA\xA2\x2E\xC6\xAA\xBC\xBF\x17\xD9\x45\x03\xB3\x77\xB1\x5C\x2F\x8D\x2B\x1B\x25\xA2\x60\x39\x34\xD6\xD7\xBD\xDC\xC4\x51\x17\xBF\x35\x76\xC5\xD1\x7D\xB2\xBC\x3A\x13\xE1\x27\x44\x77\x60\x06\xBA\x19\xED\xC4\x48\x3B\x22\x28\x4C\xD5\x03\x0B\xD9\x9E\x35\xFD\x75\x6C\x64\xEA\x5F\x8A\x28\x6A\x7B\x67\x42\x83\xEB\x27\xED\xFE\x2B\x00\xEA\xE5\xC8\xFB\x28\x0B\x08\x51\x2D\x21\xFE\x32\x6B\x2F\xC3\x50\x96\xE7\x45\x9E\x79\x61\xBE\x1C\x17\x45\x4F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test55(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x34BA7606), ('P4rIngress.aggregator.bitmap_seq.seq', 0xDD90E99A)], 13384)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xDD90E99A, 13384)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x8A)], 13384)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 13384)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x4B9AC8D2), ('P4rIngress.aggregator.values_v0000.hi', 0x8A618DAD)], 13384)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x2274CAC3), ('P4rIngress.aggregator.values_v0001.hi', 0x43AB3969)], 13384)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x169D518B), ('P4rIngress.aggregator.values_v0010.hi', 0x6621ADE8)], 13384)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x90E1708E), ('P4rIngress.aggregator.values_v0011.hi', 0x4A6E0048)], 13384)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x517A713F), ('P4rIngress.aggregator.values_v0100.hi', 0xDF772BBB)], 13384)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x2A67DA16), ('P4rIngress.aggregator.values_v0101.hi', 0x9C6ADCD3)], 13384)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xDFF2DEDE), ('P4rIngress.aggregator.values_v0110.hi', 0x682B322D)], 13384)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x09C72B70), ('P4rIngress.aggregator.values_v0111.hi', 0x23420A37)], 13384)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x8CBA2CA3), ('P4rIngress.aggregator.values_v1000.hi', 0x96A2D1F2)], 13384)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xCD9AF7BB), ('P4rIngress.aggregator.values_v1001.hi', 0x8770A3D4)], 13384)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x8ED67136), ('P4rIngress.aggregator.values_v1010.hi', 0xC9849274)], 13384)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x48699344), ('P4rIngress.aggregator.values_v1011.hi', 0x3DD24B4A)], 13384)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x870EC4EA), ('P4rIngress.aggregator.values_v1100.hi', 0x4B6913A7)], 13384)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x155545FB), ('P4rIngress.aggregator.values_v1101.hi', 0x185A905A)], 13384)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x8D75E70E), ('P4rIngress.aggregator.values_v1110.hi', 0x4E0D187D)], 13384)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xE0DD3721), ('P4rIngress.aggregator.values_v1111.hi', 0x5690BBE4)], 13384)
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
                gc.KeyTuple('job_id', 0x347D),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000003D7),
                gc.DataTuple('slot_count', 0x000018A6),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x741D7308),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x028),
                gc.KeyTuple('src_addr', 0xC69C53B6),
                gc.KeyTuple('src_port', 0xD910),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x347D),
                gc.DataTuple('rank', 0x0006),
                gc.DataTuple('worker_index', 0x030E),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC6\x9C\x53\xB6\x00\x00\x00\x00\xD9\x10\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x34\x7D\x00\x06\x74\x1D\x73\x08\x10\x71\x01\x31\xDD\x90\xE9\x9A\x00\x20\x00\x00\x49\xB8\x2F\x27\xE0\x9A\x43\xF6\xE6\xC4\x8B\x5C\x59\x9A\x6A\x03\x74\x95\x9D\xCD\xAA\xFF\x7C\x67\xD0\x34\x9D\xFB\x41\x0D\xA9\x8E\x47\x7F\x57\xA8\x5B\xF3\xD9\x9C\xAD\xBF\x89\xFA\x8B\x6C\xF9\x25\xD6\xF1\x3A\x55\x4C\xEB\xAB\xB6\xE9\x69\xE8\xCF\x76\x5F\xCB\x42\xBD\xC7\x69\xF1\xA9\x6A\xEA\x7D\xA5\x4C\xFD\xBB\xB4\x63\x7F\x4E\x55\xFB\x7E\x61\x3F\x57\x97\x1E\x4B\xEA\xE5\x7E\x6C\x51\xBE\xE7\x8A\x5E\xA1\x27\x42\x1F\xC8\x7B\x71\x77\x6D\x62\x71\x88\x79\x5A\xBD\x36\x99\xD7\x6B\xA6\x8C\xF8\xA5\xEC\xB0\xA9\x61\x7E\x54\x32\x56\xF5\xD2\x42\xEC\x77\xDC\xD2\xD4\xEC\xA8\x34\x75\xC7\x18\x6A\x41\xBD\x27\xA5\x84\x4B\xE5\xA6\x71\x11\x28\xD3\xA7\x1D\xAA\x4F\xCD\xFD\x80\xCC\x72\x61\x77\x4B\x94\xAB\x35\x21\xE3\xC0\xF1\xB4\x94\x4F\xE0\xDD\xFC\xD7\x46\x40\x8C\xC5\xC7\xAE\x6D\x97\xDE\xB7\xB1\x5E\x52\xAB\x14\xFC\xAD\x8B\x40\xB1\x80\x1F\x4C\x83\x12\x2D\x3A\x26\x3D\x48\xE5\x20\xAA\x53\x7B\x59\xE8\x88\x3D\x0C\xC2\xCC\x56\x82\xA5\x55\xB2\x43\x80\x8B\xBB\x64\x67\x76\xAB\xAD\x79\x2F\x5D\xAA\xD7\x0B\xA5\xC5\x60\xC9\xCE\xB4\x7A\xA4\xB9\xF5\xA6\x82\xEF\x30\x1E\xFB\x0F\x17\x8E\x38\x87\x91\xDD\x9E\x90\x7C\x20\x04\x2C\x06\x51\x5A\x49\x31\x51\x6D\x72\x87\x67\xEF\x77\xB1\x40\x59\x9A\x08\x51\x73\x4C\x14\x97\x5E\x72\x0A\xE8\xD9\x70\x62\x7B\xC4\x8B\x92\x6C\x6D\xC5\xE1\xC4\xE4\x2B\xBE\xC9\x38\x1A\x76\xAD\xA7\x37\x56\x7A\x44\xD8\xFE\x4D\x85\x64\x18\x36\xCC\xD5\xF4\x43\x3F\x78\x38\x8A\xCE\x9E\xC1\x27\x52\x86\x02\x6D\xE8\x00\xAE\x61\x84\xB4\x52\xA5\x2C\x0D\x42\x9E\xE0\x03\xDF\x9D\xFB\x83\xAF\x8A\x28\x10\x1C\x3E\x03\x6F\x61\xE8\x3A\x80\x58\xEB\xAE\xC5\x4C\x8E\x2A\x44\x6A\xEA\x78\x65\x82\xA9\x2C\x19\xA9\x08\xB4\x39\x4F\xBF\x8D\x01\x56\xAD\xDE\xB2\x78\xFA\xFF\x64\x90\xA3\xF1\x1F\x74\xED'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC6\x9C\x53\xB6\xBE\xEF\xD9\x10\x00\xA0\x00\x00\x50\x34\x02\x82\x34\x7D\x00\x06\x74\x1D\x73\x08\x10\x71\x01\x31\xDD\x90\xE9\x9A\x00\x20\x00\x20\x7F\xFF\xFF\xFF\xE0\x9A\x43\xF6\x09\x39\x56\x1F\x59\x9A\x6A\x03\x7F\xFF\xFF\xFF\xAA\xFF\x7C\x67\x80\x00\x00\x00\x41\x0D\xA9\x8E\x7F\xFF\xFF\xFF\x5B\xF3\xD9\x9C\xD8\x27\x64\x10\x8B\x6C\xF9\x25\xB6\xE4\x19\x33\x4C\xEB\xAB\xB6\xF3\x31\x14\x3F\x76\x5F\xCB\x42\x80\x00\x00\x00\xA9\x6A\xEA\x7D\x80\x00\x00\x00\xB4\x63\x7F\x4E\xE4\xD1\xEF\x97\x3F\x57\x97\x1E\x7F\xFF\xFF\xFF\x6C\x51\xBE\xE7\x80\x00\x00\x00\x42\x1F\xC8\x7B\x7F\xFF\xFF\xFF\x71\x88\x79\x5A\x80\x00\x00\x00\x6B\xA6\x8C\xF8\x86\xC9\xE7\xCA\x61\x7E\x54\x32\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x34\xBA\x76\x46\xDD\x90\xE9\x9A\xDD\x90\xE9\x9A\x20\x8A\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x09\x39\x56\x1F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x11\x21\x2A\x4F\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3B\x6B\x05\x57\xD8\x27\x64\x10\x80\x00\x00\x00\xB6\xE4\x19\x33\x7F\xFF\xFF\xFF\xF3\x31\x14\x3F\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xE4\xD1\xEF\x97\x08\xDC\x29\x92\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x86\xC9\xE7\xCA\x7F\xFF\xFF\xFF\x56\xF5\xD2\x42\xEC\x77\xDC\xD2\xD4\xEC\xA8\x34\x75\xC7\x18\x6A\x41\xBD\x27\xA5\x84\x4B\xE5\xA6\x71\x11\x28\xD3\xA7\x1D\xAA\x4F\xCD\xFD\x80\xCC\x72\x61\x77\x4B\x94\xAB\x35\x21\xE3\xC0\xF1\xB4\x94\x4F\xE0\xDD\xFC\xD7\x46\x40\x8C\xC5\xC7\xAE\x6D\x97\xDE\xB7\xB1\x5E\x52\xAB\x14\xFC\xAD\x8B\x40\xB1\x80\x1F\x4C\x83\x12\x2D\x3A\x26\x3D\x48\xE5\x20\xAA\x53\x7B\x59\xE8\x88\x3D\x0C\xC2\xCC\x56\x82\xA5\x55\xB2\x43\x80\x8B\xBB\x64\x67\x76\xAB\xAD\x79\x2F\x5D\xAA\xD7\x0B\xA5\xC5\x60\xC9\xCE\xB4\x7A\xA4\xB9\xF5\xA6\x82\xEF\x30\x1E\xFB\x0F\x17\x8E\x38\x87\x91\xDD\x9E\x90\x7C\x20\x04\x2C\x06\x51\x5A\x49\x31\x51\x6D\x72\x87\x67\xEF\x77\xB1\x40\x59\x9A\x08\x51\x73\x4C\x14\x97\x5E\x72\x0A\xE8\xD9\x70\x62\x7B\xC4\x8B\x92\x6C\x6D\xC5\xE1\xC4\xE4\x2B\xBE\xC9\x38\x1A\x76\xAD\xA7\x37\x56\x7A\x44\xD8\xFE\x4D\x85\x64\x18\x36\xCC\xD5\xF4\x43\x3F\x78\x38\x8A\xCE\x9E\xC1\x27\x52\x86\x02\x6D\xE8\x00\xAE\x61\x84\xB4\x52\xA5\x2C\x0D\x42\x9E\xE0\x03\xDF\x9D\xFB\x83\xAF\x8A\x28\x10\x1C\x3E\x03\x6F\x61\xE8\x3A\x80\x58\xEB\xAE\xC5\x4C\x8E\x2A\x44\x6A\xEA\x78\x65\x82\xA9\x2C\x19\xA9\x08\xB4\x39\x4F\xBF\x8D\x01\x56\xAD\xDE\xB2\x78\xFA\xFF\x64\x90\xA3\xF1\x1F\x74\xED'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test56(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x3463AB4D), ('P4rIngress.aggregator.bitmap_seq.seq', 0x5E38B7BD)], 1931)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x5E38B7BD, 1931)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0D), ('P4rIngress.aggregator.count_exp.exponent', 0x85)], 1931)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 1931)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x6B254CF9), ('P4rIngress.aggregator.values_v0000.hi', 0x3E146E4A)], 1931)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x49925A68), ('P4rIngress.aggregator.values_v0001.hi', 0x2972F033)], 1931)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x4F222C29), ('P4rIngress.aggregator.values_v0010.hi', 0xC8D8F875)], 1931)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xB1F359F9), ('P4rIngress.aggregator.values_v0011.hi', 0x6649E328)], 1931)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x946EADB8), ('P4rIngress.aggregator.values_v0100.hi', 0x48DE3A32)], 1931)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xE88BA397), ('P4rIngress.aggregator.values_v0101.hi', 0x74F6C2D1)], 1931)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xB680A4B5), ('P4rIngress.aggregator.values_v0110.hi', 0xDEB89C08)], 1931)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x726B8AC5), ('P4rIngress.aggregator.values_v0111.hi', 0xD9EA92D5)], 1931)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x92363431), ('P4rIngress.aggregator.values_v1000.hi', 0x95B42A2D)], 1931)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0xBFE62C3A)], 1931)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xAC4B1C99), ('P4rIngress.aggregator.values_v1010.hi', 0x8314093F)], 1931)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x5CB71555), ('P4rIngress.aggregator.values_v1011.hi', 0xEA3562DB)], 1931)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x9AA95E7F), ('P4rIngress.aggregator.values_v1100.hi', 0xBB08B66B)], 1931)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xA6F0E699), ('P4rIngress.aggregator.values_v1101.hi', 0xFD631D32)], 1931)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x7B77AB63), ('P4rIngress.aggregator.values_v1110.hi', 0x66B4B3BF)], 1931)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x348CD9A9), ('P4rIngress.aggregator.values_v1111.hi', 0x62BD4D59)], 1931)
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
                gc.KeyTuple('job_id', 0xFF1F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000000E9),
                gc.DataTuple('slot_count', 0x00001E4B),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF2007E5C),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01F),
                gc.KeyTuple('src_addr', 0x0B119FF7),
                gc.KeyTuple('src_port', 0x3865),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xFF1F),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x0254),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0B\x11\x9F\xF7\x00\x00\x00\x00\x38\x65\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xFF\x1F\x00\x07\xF2\x00\x7E\x5C\x06\xA2\x00\x14\x5E\x38\xB7\xBD\x00\x20\x00\x00\x5D\xAB\x6C\x7B\x65\xA3\x27\x9A\x59\x59\xBE\x6F\x6F\xEB\x14\x97\x5A\x6F\x69\x2F\x8D\x7A\x5A\x24\xB5\xD4\xAB\xA8\x1D\xAA\x51\x6F\xD0\xA3\xD5\x28\x73\x9B\xB3\x94\x46\x69\x39\xF5\x59\xD3\x26\xA7\xB3\xFC\x6E\xA5\x66\xA1\x75\x3B\x32\x32\x8A\xDC\x7A\xA8\x74\x4F\xB6\x43\x4F\x77\xB7\x8E\xAB\x79\x80\x00\x00\x00\xE0\x11\x0F\x1F\x96\xC9\x14\x87\x7E\x0E\xDD\x2B\x4C\xB1\x65\x53\xAA\xE5\x4D\xB9\xAD\x15\xCF\x67\xA0\x70\xD8\x43\xCC\x21\xF2\xA3\xBD\x69\xAC\x6D\x2B\x3C\xFC\x55\x2B\xD8\xD5\x98\x6F\xB0\x65\xFC\x35\x64\x83\x81\x3D\x90\x85\x37\x15\xAC\xC3\x00\xBA\x77\x0C\x05\x2A\x5A\x48\xAB\x8A\xBB\x27\x78\x7E\x10\x64\x5E\x6D\xDE\xF6\x18\x2C\x2C\xDD\x9D\x99\x30\xDA\xF0\x06\xDA\xF1\x89\xD4\xBF\xDA\xA0\xC5\xC9\x85\xE3\xE3\x1E\xA0\xBF\xFF\x17\x26\xAC\xD1\xDA\xD7\x4D\x5F\x46\x82\x56\xF5\xAB\x29\xE2\x18\xA7\xF6\xD7\x67\xD1\xC5\x37\x17\x6F\x3B\xD6\x03\xD3\xC5\x14\x0D\xC8\x0B\x58\x02\x25\x87\xFF\x5C\x5F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0B\x11\x9F\xF7\xBE\xEF\x38\x65\x00\xA0\x00\x00\x50\x34\x02\x82\xFF\x1F\x00\x07\xF2\x00\x7E\x5C\x06\xA2\x00\x14\x5E\x38\xB7\xBD\x00\x20\x00\x0E\x7F\xFF\xFF\xFF\x65\xA3\x27\x9A\x7F\xFF\xFF\xFF\x6F\xEB\x14\x97\x7F\xFF\xFF\xFF\x8D\x7A\x5A\x24\x80\x00\x00\x00\x1D\xAA\x51\x6F\x80\x00\x00\x00\x73\x9B\xB3\x94\x2E\xF4\xDD\x8C\x59\xD3\x26\xA7\x80\x00\x00\x00\x66\xA1\x75\x3B\x7F\xFF\xFF\xFF\x7A\xA8\x74\x4F\x80\x00\x00\x00\xB7\x8E\xAB\x79\x80\x00\x00\x00\xE0\x11\x0F\x1F\x80\x00\x00\x00\x7E\x0E\xDD\x2B\x7F\xFF\xFF\xFF\xAA\xE5\x4D\xB9\x80\x00\x00\x00\xA0\x70\xD8\x43\x80\x00\x00\x00\xBD\x69\xAC\x6D\x7F\xFF\xFF\xFF\x2B\xD8\xD5\x98\x7F\xFF\xFF\xFF\x35\x64\x83\x81\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x34\x63\xAB\xCD\x5E\x38\xB7\xBD\x5E\x38\xB7\xBD\x0E\x85\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x2E\xF4\xDD\x8C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x45\x5A\x11\x43\x7F\xFF\xFF\xFF\x54\x93\x07\x24\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x9F\xF7\x3B\x59\x80\x00\x00\x00\x01\x22\xE6\x6A\x7F\xFF\xFF\xFF\x95\x1A\xB0\x94\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xBA\xCC\xC9\x9F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3D\x90\x85\x37\x15\xAC\xC3\x00\xBA\x77\x0C\x05\x2A\x5A\x48\xAB\x8A\xBB\x27\x78\x7E\x10\x64\x5E\x6D\xDE\xF6\x18\x2C\x2C\xDD\x9D\x99\x30\xDA\xF0\x06\xDA\xF1\x89\xD4\xBF\xDA\xA0\xC5\xC9\x85\xE3\xE3\x1E\xA0\xBF\xFF\x17\x26\xAC\xD1\xDA\xD7\x4D\x5F\x46\x82\x56\xF5\xAB\x29\xE2\x18\xA7\xF6\xD7\x67\xD1\xC5\x37\x17\x6F\x3B\xD6\x03\xD3\xC5\x14\x0D\xC8\x0B\x58\x02\x25\x87\xFF\x5C\x5F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test57(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x20F1FD49), ('P4rIngress.aggregator.bitmap_seq.seq', 0x41708000)], 3152)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x41708000, 3152)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x17), ('P4rIngress.aggregator.count_exp.exponent', 0x7D)], 3152)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 3152)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x5B5718F1), ('P4rIngress.aggregator.values_v0000.hi', 0x5546B31A)], 3152)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x5D9F2A39), ('P4rIngress.aggregator.values_v0001.hi', 0x64B18C2A)], 3152)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x476DB972), ('P4rIngress.aggregator.values_v0010.hi', 0x95A3973A)], 3152)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xEAD8C2AD), ('P4rIngress.aggregator.values_v0011.hi', 0x493C503E)], 3152)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xCB2E315B), ('P4rIngress.aggregator.values_v0100.hi', 0x4AE86309)], 3152)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x47B92270), ('P4rIngress.aggregator.values_v0101.hi', 0x49E2A529)], 3152)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x7592AFD7), ('P4rIngress.aggregator.values_v0110.hi', 0x2E1579D1)], 3152)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xBD4F3D9F), ('P4rIngress.aggregator.values_v0111.hi', 0x4F5BD431)], 3152)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x76E0E4E5), ('P4rIngress.aggregator.values_v1000.hi', 0xA57A8A1D)], 3152)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x37D88D6E), ('P4rIngress.aggregator.values_v1001.hi', 0x5118C955)], 3152)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x3A8B9CC6)], 3152)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x46655773), ('P4rIngress.aggregator.values_v1011.hi', 0xBBF978AD)], 3152)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x4F2DA8C5), ('P4rIngress.aggregator.values_v1100.hi', 0x47EE5351)], 3152)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xBB71452F), ('P4rIngress.aggregator.values_v1101.hi', 0x7552FB3F)], 3152)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x7701CD61), ('P4rIngress.aggregator.values_v1110.hi', 0x6C52E1A6)], 3152)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x9D86EAD3), ('P4rIngress.aggregator.values_v1111.hi', 0x7B53D4F4)], 3152)
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
                gc.KeyTuple('job_id', 0xC378),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000639),
                gc.DataTuple('slot_count', 0x0000134A),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC0FB31C0),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x5CD8950C),
                gc.KeyTuple('src_port', 0x9A7C),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xC378),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x030E),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5C\xD8\x95\x0C\x00\x00\x00\x00\x9A\x7C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC3\x78\x00\x07\xC0\xFB\x31\xC0\x06\x17\x02\x22\x41\x70\x80\x00\x00\x20\x00\x00\x79\x60\x8A\x4B\x37\x68\xB6\x92\x39\x39\x6C\x57\x2D\x18\xED\xB5\x6A\x2F\x8D\xCA\xC5\x0B\x3E\x01\x8E\xFF\x5F\x05\x6C\x79\x5E\x58\xB3\xA3\x32\xC8\x44\xEA\x0B\xE9\x41\x5A\x75\x4D\x19\x73\x0E\x6F\x24\xB6\x6A\x13\x6A\xB7\x55\x92\x73\x99\x1F\x8F\x55\x96\x81\xF6\x48\x37\x90\x86\xB7\x5A\x66\xA9\xF6\xDD\xF8\xDC\x49\x49\x6B\x56\x00\x00\x00\x00\x59\xD6\xC1\x93\x93\x35\x81\x2A\x9D\xF6\x1D\x66\x35\xA5\x2A\xDC\x62\xE1\x9B\xE5\xBB\xD2\x47\x2F\x75\xC4\xAE\x90\x60\x27\x6A\xEA\x59\xDA\xE2\xE2\x9B\x1A\x14\xC5\x1F\x31\x1B\xCD\x9B\xCA\xF1\x97\x75\x8D\x75\xE0\x19\x79\xE5\xA9\x19\x59\xFF\x93\xB4\xD1\xFD\x61\x51\x90\x92\xF2\x5C\xC8\xA6\xBD\xA4\x01\x7B\x07\xEF\x7B\x67\x73\x7A\xA2\x75\xD4\x27\xD6\x00\x40\x8A\x26\xE2\x2F\x22\xFB\xCE\xAD\x41\xFC\xF6\x72\x8F\xE4\xAC\x1F\xA7\x10\xA3\xCB\xE6\xB1\xD6\xEF\x30\x24\xF3\xBC\x99\x16\xC2\x85\x4B\xB6\xFD\x8F\xD1\x39\x6B\xD4\x06\x12\xFA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x5C\xD8\x95\x0C\xBE\xEF\x9A\x7C\x00\xA0\x00\x00\x50\x34\x02\x82\xC3\x78\x00\x07\xC0\xFB\x31\xC0\x06\x17\x00\x22\x41\x70\x80\x00\x00\x20\x00\x18\x7F\xFF\xFF\xFF\x37\x68\xB6\x92\x7F\xFF\xFF\xFF\x2D\x18\xED\xB5\x7F\xFF\xFF\xFF\xC5\x0B\x3E\x01\x80\x00\x00\x00\x6C\x79\x5E\x58\x80\x00\x00\x00\x44\xEA\x0B\xE9\x7F\xFF\xFF\xFF\x19\x73\x0E\x6F\x7F\xFF\xFF\xFF\x6A\xB7\x55\x92\x30\xE8\x5D\x2E\x55\x96\x81\xF6\x7F\xFF\xFF\xFF\xB7\x5A\x66\xA9\x2E\xB6\x86\x4A\x49\x49\x6B\x56\x00\x00\x00\x00\x59\xD6\xC1\x93\xD9\x9A\xD8\x9D\x9D\xF6\x1D\x66\x7F\xFF\xFF\xFF\x62\xE1\x9B\xE5\x80\x00\x00\x00\x75\xC4\xAE\x90\x7F\xFF\xFF\xFF\x59\xDA\xE2\xE2\x80\x00\x00\x00\x1F\x31\x1B\xCD\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x20\xF1\xFD\xC9\x41\x70\x80\x00\x41\x70\x80\x00\x18\x7D\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x63\x55\xB3\x98\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x30\xE8\x5D\x2E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x2E\xB6\x86\x4A\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\xD9\x9A\xD8\x9D\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x9B\xCA\xF1\x97\x75\x8D\x75\xE0\x19\x79\xE5\xA9\x19\x59\xFF\x93\xB4\xD1\xFD\x61\x51\x90\x92\xF2\x5C\xC8\xA6\xBD\xA4\x01\x7B\x07\xEF\x7B\x67\x73\x7A\xA2\x75\xD4\x27\xD6\x00\x40\x8A\x26\xE2\x2F\x22\xFB\xCE\xAD\x41\xFC\xF6\x72\x8F\xE4\xAC\x1F\xA7\x10\xA3\xCB\xE6\xB1\xD6\xEF\x30\x24\xF3\xBC\x99\x16\xC2\x85\x4B\xB6\xFD\x8F\xD1\x39\x6B\xD4\x06\x12\xFA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test58(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x7439D33A), ('P4rIngress.aggregator.bitmap_seq.seq', 0xD7ADEB73)], 1537)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xD7ADEB73, 1537)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x62)], 1537)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 1537)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x6B22B299), ('P4rIngress.aggregator.values_v0000.hi', 0x5C4576E1)], 1537)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x6C59C48A), ('P4rIngress.aggregator.values_v0001.hi', 0x27A78261)], 1537)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x356844EF), ('P4rIngress.aggregator.values_v0010.hi', 0xA7F3ED7D)], 1537)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xA50BB374), ('P4rIngress.aggregator.values_v0011.hi', 0x6010B9B8)], 1537)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xAC4420AA), ('P4rIngress.aggregator.values_v0100.hi', 0x62FB4C5B)], 1537)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x53EE0C87), ('P4rIngress.aggregator.values_v0101.hi', 0xBD9B7D24)], 1537)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x6BA46943), ('P4rIngress.aggregator.values_v0110.hi', 0x661DD06A)], 1537)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xEA6B4EE3), ('P4rIngress.aggregator.values_v0111.hi', 0xAA7862FB)], 1537)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x559539C2), ('P4rIngress.aggregator.values_v1000.hi', 0x12D753E1)], 1537)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x491E4F67), ('P4rIngress.aggregator.values_v1001.hi', 0xCCF5D31F)], 1537)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x39A2F3BF), ('P4rIngress.aggregator.values_v1010.hi', 0x6AEB47D2)], 1537)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x26685812), ('P4rIngress.aggregator.values_v1011.hi', 0xCC39E5F5)], 1537)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x987A6EB4), ('P4rIngress.aggregator.values_v1100.hi', 0x6F415547)], 1537)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xA9432B2F), ('P4rIngress.aggregator.values_v1101.hi', 0x3EE5C2E5)], 1537)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x191917B5), ('P4rIngress.aggregator.values_v1110.hi', 0xCD6E5FC6)], 1537)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x62F4358C), ('P4rIngress.aggregator.values_v1111.hi', 0x637F96F0)], 1537)
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
                gc.KeyTuple('job_id', 0x4B9D),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000494),
                gc.DataTuple('slot_count', 0x00001476),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5C7EB7C3),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00A),
                gc.KeyTuple('src_addr', 0x7EBF5FCD),
                gc.KeyTuple('src_port', 0x005D),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4B9D),
                gc.DataTuple('rank', 0x0007),
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
        ig_port = 10
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7E\xBF\x5F\xCD\x00\x00\x00\x00\x00\x5D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4B\x9D\x00\x07\x5C\x7E\xB7\xC3\x01\x6D\x00\x3F\xD7\xAD\xEB\x73\x00\x20\x00\x00\x3F\x12\x93\x29\x5E\x4F\xDB\xAF\x6B\xE8\xC5\xDC\x58\x6D\xAF\xD7\x61\x22\xE1\xAA\xC2\xDE\x22\x95\xA1\x25\x35\xC6\x52\x52\x9A\x0B\xAF\x5E\x2D\xB4\x36\x5B\x45\x32\x72\xEF\x7F\xB1\x39\x9F\x6C\x2E\x2E\x3D\x63\xFA\x42\xEC\x83\xA9\x2A\x19\x6E\xE0\xBD\xF4\xA3\x91\x75\xB8\xE5\xFB\x5C\x09\x84\x2F\x6F\xFF\x3D\xDF\xB3\x4C\xCD\x89\x66\x49\x8D\xA3\x9A\x98\xFE\x0B\x71\xA7\xC9\xF2\x1A\xBF\xEA\xF8\xDC\x4E\x4C\x71\x5A\x2A\x17\x7F\x7E\xDD\x8F\xEC\x1C\xE9\xBC\xF5\x69\xB2\xBC\xA9\x9F\x09\x72\xC5\x77\x64\x17\xC8\x4B\x61\x33\xBB\x83\x4B\xC9\x00\xE1\xDE\xE0\xAD\xE0\xE6\x60\x08\xF0\x16\x1E\x88\x15\xDA\xB0\x51\xE1\xCC\x1E\x6A\x85\x94\x9F\xFB\x2D\xF0\xE3\xFB\x9E\x13\x3A\xF8\x52\x7E\x23\xBD\xF1\x5E\x3D\x7F\x79\x68\xCE\xAE\xE4\x48\xDD\xE8\x7C\xA9\x11\xF5\x4B\xDB\x7E\x45\x69\xF6\xA8\x20\xD3\xBE\x2E\x5B\xC4\x9E\xE0\xDF\x82\x66\x64\x1D\x04\xAF\x74\x99\x4A\x3B\x0C\x35\xAA\x96\x35\x45\xBC\x0F\xFB\xB8\xBF\x6E\x66\x32\xDA\x9C\xC5\xF0\x26\x58\x65'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7E\xBF\x5F\xCD\xBE\xEF\x00\x5D\x00\xA0\x00\x00\x50\x34\x02\x82\x4B\x9D\x00\x07\x5C\x7E\xB7\xC3\x01\x6D\x00\x3F\xD7\xAD\xEB\x73\x00\x20\x00\x01\x7F\xFF\xFF\xFF\x5E\x4F\xDB\xAF\x7F\xFF\xFF\xFF\x58\x6D\xAF\xD7\x7F\xFF\xFF\xFF\xC2\xDE\x22\x95\x80\x00\x00\x00\x52\x52\x9A\x0B\x80\x00\x00\x00\x36\x5B\x45\x32\x7F\xFF\xFF\xFF\x39\x9F\x6C\x2E\x7F\xFF\xFF\xFF\x42\xEC\x83\xA9\x14\x84\xBD\xC3\xBD\xF4\xA3\x91\x7F\xFF\xFF\xFF\x5C\x09\x84\x2F\x7F\xFF\xFF\xFF\xB3\x4C\xCD\x89\x7F\xFF\xFF\xFF\x9A\x98\xFE\x0B\x7F\xFF\xFF\xFF\x1A\xBF\xEA\xF8\x80\x00\x00\x00\x5A\x2A\x17\x7F\x28\x20\xBB\x1B\x1C\xE9\xBC\xF5\x7F\xFF\xFF\xFF\x9F\x09\x72\xC5\x7F\xFF\xFF\xFF\x4B\x61\x33\xBB\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x74\x39\xD3\xBA\xD7\xAD\xEB\x73\xD7\xAD\xEB\x73\x01\x62\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF7\x3A\xE9\x52\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x14\x84\xBD\xC3\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x6E\xE0\xD8\x10\x7F\xFF\xFF\xFF\x80\x42\xA0\xA8\x7F\xFF\xFF\xFF\x05\x84\x45\xDD\x7F\xFF\xFF\xFF\xE6\xF9\xD0\xED\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x28\x20\xBB\x1B\x5B\xCF\x7F\xDA\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x83\x4B\xC9\x00\xE1\xDE\xE0\xAD\xE0\xE6\x60\x08\xF0\x16\x1E\x88\x15\xDA\xB0\x51\xE1\xCC\x1E\x6A\x85\x94\x9F\xFB\x2D\xF0\xE3\xFB\x9E\x13\x3A\xF8\x52\x7E\x23\xBD\xF1\x5E\x3D\x7F\x79\x68\xCE\xAE\xE4\x48\xDD\xE8\x7C\xA9\x11\xF5\x4B\xDB\x7E\x45\x69\xF6\xA8\x20\xD3\xBE\x2E\x5B\xC4\x9E\xE0\xDF\x82\x66\x64\x1D\x04\xAF\x74\x99\x4A\x3B\x0C\x35\xAA\x96\x35\x45\xBC\x0F\xFB\xB8\xBF\x6E\x66\x32\xDA\x9C\xC5\xF0\x26\x58\x65'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test59(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x8847E505), ('P4rIngress.aggregator.bitmap_seq.seq', 0xA0000000)], 2191)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xA0000000, 2191)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x02), ('P4rIngress.aggregator.count_exp.exponent', 0xB9)], 2191)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 2191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x59AB769A), ('P4rIngress.aggregator.values_v0000.hi', 0x76929F35)], 2191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x432FB463), ('P4rIngress.aggregator.values_v0001.hi', 0x61F84CE9)], 2191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x5A7D5EDB), ('P4rIngress.aggregator.values_v0010.hi', 0x9062B6AA)], 2191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x783DE30E), ('P4rIngress.aggregator.values_v0011.hi', 0x337399B2)], 2191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x440E675E), ('P4rIngress.aggregator.values_v0100.hi', 0x0CFCECC1)], 2191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x42D88B7A), ('P4rIngress.aggregator.values_v0101.hi', 0x3621C821)], 2191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x584C85E2), ('P4rIngress.aggregator.values_v0110.hi', 0x631AD71A)], 2191)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xCA269DE2), ('P4rIngress.aggregator.values_v0111.hi', 0xA8A7D2EC)], 2191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x8B299AE2), ('P4rIngress.aggregator.values_v1000.hi', 0xDC5FBC4E)], 2191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x4D2BC96C), ('P4rIngress.aggregator.values_v1001.hi', 0xA31C2563)], 2191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x46DA9839), ('P4rIngress.aggregator.values_v1010.hi', 0x53707F27)], 2191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x3CBA82CE), ('P4rIngress.aggregator.values_v1011.hi', 0x68C9CE59)], 2191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x66DA8E11), ('P4rIngress.aggregator.values_v1100.hi', 0x80000000)], 2191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x116A5B8F), ('P4rIngress.aggregator.values_v1101.hi', 0x50042632)], 2191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x17495B25), ('P4rIngress.aggregator.values_v1110.hi', 0x5BCD9C97)], 2191)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xFA0BB77E), ('P4rIngress.aggregator.values_v1111.hi', 0xC5C92BC8)], 2191)
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
                gc.KeyTuple('job_id', 0x4CAF),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000006A3),
                gc.DataTuple('slot_count', 0x00000D1E),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4DB6DF76),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03E),
                gc.KeyTuple('src_addr', 0xECDEA602),
                gc.KeyTuple('src_port', 0x87CA),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4CAF),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x0108),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEC\xDE\xA6\x02\x00\x00\x00\x00\x87\xCA\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4C\xAF\x00\x07\x4D\xB6\xDF\x76\x01\xEC\x00\x42\xA0\x00\x00\x00\x00\x20\x00\x00\x4C\xED\x56\x94\x5F\x5B\x8B\x57\x77\xB1\xC6\x83\x4C\xBD\x40\x8D\x35\x39\x06\x9B\xAD\x02\xA3\x3A\x53\x37\x1B\x92\xBE\x79\xFA\xDA\x7B\x08\x26\x39\x7F\xBD\x1D\x90\x7A\x3E\xDE\xBE\x63\x7B\x09\xE6\x56\xC4\x46\x4C\x5E\x5A\xF2\x1B\x98\x92\x68\xEF\x60\x81\xBD\x93\xDC\x6B\x99\xEB\xD1\xFB\x71\xDF\x3A\x1F\x18\xE4\x3C\xFE\x71\x5F\x5C\x96\xCE\xD9\x6A\x27\x68\xED\x6E\x2C\x08\x57\x55\xF8\xCA\x5B\x22\x0F\x52\xBF\x80\x00\x00\x00\x70\x6A\xFA\x98\x59\xDD\xAE\x6A\x7F\xE8\x51\xAD\x5D\x7F\x1B\xB1\xAB\x77\xF1\x67\xAC\xEC\x7B\x88\x45\x9E\xEA\x7D\x5F\x57\x35\x6C\x9E\x6C\xC5\x0E\x6E\xA8\x33\x23\x1F\xEE\xD1\x15\xBD\x52\x39\xC5\xC7\xD2\x19\x8A\x4F\x9B\xA6\x1A\x4E\x41\x09\x73\x0E\xB9\xB4\x6C\x3F\x5C\x73\x43\x24\xCD\xF5\x79\x14\x3B\x2A\x65\x91\xEC\x8D\x6C\xA7\xEF\x11\x4E\x37\xCD\x26\x60\x91\x4F\xE6\xB9\x0A\x08\xE4\x23\xA9\x3D\xDA\xAE\xD7\x1E\x89\x69\xE1\x25\x80\x37\xC5\x7E\x79\x3B\x50\xE5\xB9\xED\x91\x12\x5C\xAD\x25\xB5\x50\xEC\xF0\xA9\xC0\x08\x62\xC6\x83\xE3\x9E\x3B\x22\x39\x40\xCD\x3B\x57\x74\x33\xE7\x1A\xC9\x6B\x5E\x9F\x08\xD5\x34\xD9\xF7\xE6\x6F\x1E\xA3\xDA\x8D\x25\xC7\x12\x40\x92\x9E\x7D\x58\x0A\x2C\x1E\x31\xED\xE7\x9F\xB3\x2C\xAC\x1C\x1D\x3D\x50\x9E\xC9\x3A\x6E\x88\x8F\xE1\xDC\x02\xB0\xBF\xD0\xDD\x9D\xA8\x27\xCD\x1B\x8A\x1C\x13\x36\xDD\xD8\x0E\x59\x3C\xBA\x0F\x6B\x97\x63\x34\xA6\xBE\x4E\xD7\x2E\xE8\x98\x2D\xD4\x2F\xBD\xFC\x0F\xE1\x4D\x16\x6D\x3D\x7C\x06\x8D\x18\xF5\x24\x7D\x98\x88\x4F\xA5\x4E\xE6\xFD\x16\xDA\x9D\xEF\xB2\xC9\xFD\xD3\xEA\xD3\x0F\xC8\xF9\xA2\x3A\x45\xD5\x7E\xD8\xC2\x4E\xEC\x2C\x58\x42\x3F\x98\xBB\x3B\xCB\x90\xBA\x53\x52\x86\x05\x2B\xAC\x18\x08\x4D\x2C\x36\x23\x7A\x6B\x42\x6D\xE6\x12\x90\x60\xA8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xEC\xDE\xA6\x02\xBE\xEF\x87\xCA\x00\xA0\x00\x00\x50\x34\x02\x82\x4C\xAF\x00\x07\x4D\xB6\xDF\x76\x01\xEC\x00\x42\xA0\x00\x00\x00\x00\x20\x00\x03\x7F\xFF\xFF\xFF\x5F\x5B\x8B\x57\x7F\xFF\xFF\xFF\x4C\xBD\x40\x8D\x7F\xFF\xFF\xFF\xAD\x02\xA3\x3A\x7F\xFF\xFF\xFF\xBE\x79\xFA\xDA\x7F\xFF\xFF\xFF\x7F\xBD\x1D\x90\x7F\xFF\xFF\xFF\x63\x7B\x09\xE6\x7F\xFF\xFF\xFF\x5E\x5A\xF2\x1B\x80\x00\x00\x00\x60\x81\xBD\x93\x80\x00\x00\x00\xD1\xFB\x71\xDF\x7F\xFF\xFF\xFF\x3C\xFE\x71\x5F\x7F\xFF\xFF\xFF\x6A\x27\x68\xED\x7F\xFF\xFF\xFF\x55\xF8\xCA\x5B\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x59\xDD\xAE\x6A\x7F\xFF\xFF\xFF\x5D\x7F\x1B\xB1\xA5\x83\xA8\xE5\xAC\xEC\x7B\x88\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x88\x47\xE5\x85\xA0\x00\x00\x00\xA0\x00\x00\x00\x03\xB9\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF1\xED\x94\x8C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x09\x29\x90\x7F\x80\x00\x00\x00\xAE\x5B\x2E\x2D\x7F\xFF\xFF\xFF\xE0\x1A\x96\xC2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA5\x83\xA8\xE5\x80\x00\x00\x00\x45\x9E\xEA\x7D\x5F\x57\x35\x6C\x9E\x6C\xC5\x0E\x6E\xA8\x33\x23\x1F\xEE\xD1\x15\xBD\x52\x39\xC5\xC7\xD2\x19\x8A\x4F\x9B\xA6\x1A\x4E\x41\x09\x73\x0E\xB9\xB4\x6C\x3F\x5C\x73\x43\x24\xCD\xF5\x79\x14\x3B\x2A\x65\x91\xEC\x8D\x6C\xA7\xEF\x11\x4E\x37\xCD\x26\x60\x91\x4F\xE6\xB9\x0A\x08\xE4\x23\xA9\x3D\xDA\xAE\xD7\x1E\x89\x69\xE1\x25\x80\x37\xC5\x7E\x79\x3B\x50\xE5\xB9\xED\x91\x12\x5C\xAD\x25\xB5\x50\xEC\xF0\xA9\xC0\x08\x62\xC6\x83\xE3\x9E\x3B\x22\x39\x40\xCD\x3B\x57\x74\x33\xE7\x1A\xC9\x6B\x5E\x9F\x08\xD5\x34\xD9\xF7\xE6\x6F\x1E\xA3\xDA\x8D\x25\xC7\x12\x40\x92\x9E\x7D\x58\x0A\x2C\x1E\x31\xED\xE7\x9F\xB3\x2C\xAC\x1C\x1D\x3D\x50\x9E\xC9\x3A\x6E\x88\x8F\xE1\xDC\x02\xB0\xBF\xD0\xDD\x9D\xA8\x27\xCD\x1B\x8A\x1C\x13\x36\xDD\xD8\x0E\x59\x3C\xBA\x0F\x6B\x97\x63\x34\xA6\xBE\x4E\xD7\x2E\xE8\x98\x2D\xD4\x2F\xBD\xFC\x0F\xE1\x4D\x16\x6D\x3D\x7C\x06\x8D\x18\xF5\x24\x7D\x98\x88\x4F\xA5\x4E\xE6\xFD\x16\xDA\x9D\xEF\xB2\xC9\xFD\xD3\xEA\xD3\x0F\xC8\xF9\xA2\x3A\x45\xD5\x7E\xD8\xC2\x4E\xEC\x2C\x58\x42\x3F\x98\xBB\x3B\xCB\x90\xBA\x53\x52\x86\x05\x2B\xAC\x18\x08\x4D\x2C\x36\x23\x7A\x6B\x42\x6D\xE6\x12\x90\x60\xA8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test60(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x87FDBB06), ('P4rIngress.aggregator.bitmap_seq.seq', 0xD0E6B473)], 4727)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xD0E6B473, 4727)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x09), ('P4rIngress.aggregator.count_exp.exponent', 0xF9)], 4727)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4727)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x67EC844A), ('P4rIngress.aggregator.values_v0000.hi', 0x461B1ABF)], 4727)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x722F4FE3), ('P4rIngress.aggregator.values_v0001.hi', 0x7D38F797)], 4727)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x5A77EB49), ('P4rIngress.aggregator.values_v0010.hi', 0xB69732E2)], 4727)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xA27BB636), ('P4rIngress.aggregator.values_v0011.hi', 0x764BF1F7)], 4727)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xA675F35B), ('P4rIngress.aggregator.values_v0100.hi', 0x42B5A1B2)], 4727)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x4DDA99F1), ('P4rIngress.aggregator.values_v0101.hi', 0xE6F37EF7)], 4727)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x59715BCD), ('P4rIngress.aggregator.values_v0110.hi', 0x3A85CA58)], 4727)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x18D74AD9), ('P4rIngress.aggregator.values_v0111.hi', 0x7671D1CF)], 4727)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x376757FD), ('P4rIngress.aggregator.values_v1000.hi', 0xBC7C6A37)], 4727)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xB5BB4CF7), ('P4rIngress.aggregator.values_v1001.hi', 0x48EB6EFD)], 4727)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x59C4C98B), ('P4rIngress.aggregator.values_v1010.hi', 0x5AA8563B)], 4727)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x6A517006), ('P4rIngress.aggregator.values_v1011.hi', 0x48319CAE)], 4727)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x535358B9), ('P4rIngress.aggregator.values_v1100.hi', 0x923D29DF)], 4727)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xAF78D0AE), ('P4rIngress.aggregator.values_v1101.hi', 0x32EB82DA)], 4727)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x616776A4), ('P4rIngress.aggregator.values_v1110.hi', 0x7D35F303)], 4727)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xC584C1BB), ('P4rIngress.aggregator.values_v1111.hi', 0xE4A4D678)], 4727)
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
                gc.KeyTuple('job_id', 0x22B7),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E5E),
                gc.DataTuple('slot_count', 0x00000704),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB6FFA04A),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x5A686E20),
                gc.KeyTuple('src_port', 0xFAEC),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x22B7),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x013A),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5A\x68\x6E\x20\x00\x00\x00\x00\xFA\xEC\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x22\xB7\x00\x07\xB6\xFF\xA0\x4A\x04\x19\x02\x6C\xD0\xE6\xB4\x73\x00\x20\x00\x00\x69\xC1\xAE\xA7\x72\x09\x27\x4B\x46\x49\xB4\x19\x69\x76\xE3\x99\x68\xA4\x7B\x32\xB8\xA6\xA7\xC2\xB6\x0B\x56\x57\x17\xC7\xE8\xD3\xB6\xE0\x61\xD4\x78\x11\x55\x36\x65\x98\x91\xAF\x20\x27\x04\xA3\x2F\x33\x3A\xF4\x64\xEE\xBC\x74\x88\x97\x5C\xBF\x0E\xF1\x70\x61\x63\xCD\x5D\x26\xA2\xF6\xC7\x57\xA4\xCC\xB6\xF7\x54\xF0\x22\xF1\x79\xA7\x7C\xF7\x52\x2F\x95\x23\x5D\x34\xFE\xE5\x7F\x0F\x3F\x5C\x42\x5A\xDD\xA5\x8F\x5B\xD4\x25\x1C\x64\x55\x9D\x60\x2B\x9C\xDE\x31\x7D\xD2\xAF\x71\xE9\xB6\x32\xAC\x5E\x70\xA1\xCC\xB2\x78\xF5\x80\x28\x07\x28\x1F\xDF\x86\xB6\xFC\xC5\xFB\xB2\x46\x9F\xD8\x51\x24\x76\x61\xD7\xA6\x6F\x39\xE1\x60\x0A\x54\xCB\x6D\xB6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x5A\x68\x6E\x20\xBE\xEF\xFA\xEC\x00\xA0\x00\x00\x50\x34\x02\x82\x22\xB7\x00\x07\xB6\xFF\xA0\x4A\x04\x19\x00\x6C\xD0\xE6\xB4\x73\x00\x20\x00\x0A\x7F\xFF\xFF\xFF\x72\x09\x27\x4B\x7F\xFF\xFF\xFF\x69\x76\xE3\x99\x7F\xFF\xFF\xFF\xB8\xA6\xA7\xC2\x80\x00\x00\x00\x17\xC7\xE8\xD3\x80\x00\x00\x00\x78\x11\x55\x36\x7F\xFF\xFF\xFF\x20\x27\x04\xA3\x7F\xFF\xFF\xFF\x64\xEE\xBC\x74\xA1\x6E\xA7\x98\x0E\xF1\x70\x61\x7F\xFF\xFF\xFF\xA2\xF6\xC7\x57\x80\x00\x00\x00\x54\xF0\x22\xF1\x7F\xFF\xFF\xFF\x52\x2F\x95\x23\x7F\xFF\xFF\xFF\x7F\x0F\x3F\x5C\x7F\xFF\xFF\xFF\x8F\x5B\xD4\x25\xCB\xDD\x26\x4B\x60\x2B\x9C\xDE\x7F\xFF\xFF\xFF\x71\xE9\xB6\x32\x80\x00\x00\x00\xCC\xB2\x78\xF5\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x87\xFD\xBB\x86\xD0\xE6\xB4\x73\xD0\xE6\xB4\x73\x0A\xF9\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x07\x1A\x83\x9A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA1\x6E\xA7\x98\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xCB\xDD\x26\x4B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xB1\x57\x4F\x6D\x80\x28\x07\x28\x1F\xDF\x86\xB6\xFC\xC5\xFB\xB2\x46\x9F\xD8\x51\x24\x76\x61\xD7\xA6\x6F\x39\xE1\x60\x0A\x54\xCB\x6D\xB6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

