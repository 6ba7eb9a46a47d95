# PTF test for build/testgen/k32/kind45/main
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

logger = logging.getLogger('build/testgen/k32/kind45/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, 'build/testgen/k32/kind45/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('build/testgen/k32/kind45/main')

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
    # Current statement coverage: 0.43

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x3423E559), ('P4rIngress.aggregator.bitmap_seq.seq', 0x7D2ADAD0)], 2702)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x7D2ADAD0, 2702)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 2702)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 2702)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 2702)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 2702)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 2702)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 2702)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 2702)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 2702)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 2702)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 2702)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 2702)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 2702)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 2702)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 2702)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 2702)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 2702)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 2702)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 2702)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x479A),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x479A),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x146A),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000000CD),
                gc.DataTuple('slot_count', 0x00001EBE),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB91A96D7),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x019),
                gc.KeyTuple('src_addr', 0xB6FF9832),
                gc.KeyTuple('src_port', 0xC05E),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x146A),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x033B),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB6\xFF\x98\x32\x00\x00\x00\x00\xC0\x5E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x14\x6A\x00\x10\xB9\x1A\x96\xD7\x09\xC1\x04\x00\xEC\xD3\x4E\xCD\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC7\x8D\x53\x07\x67\x03\x32\x28\xFD\xCF\xB4\x59\xCD\x9C\x1C\xC0\x16\x14\xE8\xAD\x79\x58\x52\x44'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB6\xFF\x98\x32\x00\x00\x00\x00\xC0\x5E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x14\x6A\x00\x10\xB9\x1A\x96\xD7\x09\xC1\x04\x00\xEC\xD3\x4E\xCD\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x01\x00\x00\xEC\xD3\x4E\xCD\xEC\xD3\x4E\xCD\x01\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC7\x8D\x53\x07\x67\x03\x32\x28\xFD\xCF\xB4\x59\xCD\x9C\x1C\xC0\x16\x14\xE8\xAD\x79\x58\x52\x44'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x8C4CD1B5), ('P4rIngress.aggregator.bitmap_seq.seq', 0x77D9CA71)], 4916)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x77D9CA71, 4916)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0xA393),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xA393),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x570A),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000014D),
                gc.DataTuple('slot_count', 0x000018EB),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7B61351B),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03F),
                gc.KeyTuple('src_addr', 0x2FC8B51C),
                gc.KeyTuple('src_port', 0x5543),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x570A),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x01BB),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2F\xC8\xB5\x1C\x00\x00\x00\x00\x55\x43\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x57\x0A\x00\x03\x7B\x61\x35\x1B\x11\xE7\x02\x00\x48\x5E\xD9\x5D\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x55\x5C\x46\x4A\x43\xC9\x9C\x7F\x7B\xD5\x83\xA0\xD8\xDC\x7F\xE1\x5E\x30\x8D\x73\xEE\x34\xFB\x44\x5F\xD9\x87\xB0\xB2\xC6\x1F\x83\xE5\x3D\x33'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2F\xC8\xB5\x1C\x00\x00\x00\x00\x55\x43\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x57\x0A\x00\x03\x7B\x61\x35\x1B\x11\xE7\x02\x00\x48\x5E\xD9\x5D\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x06\xFF\xFF\x01\xBB\x8C\x4C\xD1\xB5\x77\xD9\xCA\x71\x77\xD9\xCA\x71\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x55\x5C\x46\x4A\x43\xC9\x9C\x7F\x7B\xD5\x83\xA0\xD8\xDC\x7F\xE1\x5E\x30\x8D\x73\xEE\x34\xFB\x44\x5F\xD9\x87\xB0\xB2\xC6\x1F\x83\xE5\x3D\x33'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.57

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xF331163F), ('P4rIngress.aggregator.bitmap_seq.seq', 0x9B0FE555)], 3105)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x9B0FE555, 3105)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1E), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 3105)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 3105)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 3105)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 3105)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 3105)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 3105)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 3105)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 3105)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 3105)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 3105)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 3105)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 3105)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 3105)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 3105)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 3105)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 3105)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 3105)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 3105)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x9E8A),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x9E8A),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x08AB),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000006F4),
                gc.DataTuple('slot_count', 0x00000CEB),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE23388D8),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x036),
                gc.KeyTuple('src_addr', 0x03D5CE21),
                gc.KeyTuple('src_port', 0x3628),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x08AB),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0138),
            ]
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
        ig_port = 54
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x03\xD5\xCE\x21\x00\x00\x00\x00\x36\x28\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x08\xAB\x00\x10\xE2\x33\x88\xD8\x05\x2D\x02\x00\x9B\x0F\xE5\x55\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x60\x1C\x7F\xE1\x31\x22\xA1\x73\xA4\xC8\x9B\x11\x84\xB2\xAE\x10\xBC\x33\x6B\x31\x86\xA1\xCA\x17\xF4\xAB\x31\xB6\x0A\x57\xC5\x08\x4D\x17\x76\xA0\x7D\xF4\xF3\x98\x79\xC2\xF0\xC3\x9D\xA0\x79\xE6\xCC\xCE\x35\x4D\xE0\xC2\xBB\xF9\xDA\x6B\x6C\x27\xEF\x1F\xCE\x98\x28\xCD\xFC\x73\xE0\x7F\x83\xD1\x1C\x1B\x1E\x1B\x8F\xDC\x10\xFF\x2B\x3B\x80\xED\x99\x85\xD4\x92\x1A\x6F\x0A\x95\x5C\x3A\x42\x2C\xBA\x75\xA4\x2D\x94\xE7\x9C\x84\xDE\x3B\x57\xC7\x54\xD8\xB8\x7F\x4B\xC8\x26\x23\x82\xCD\x25\xAA\x02\xA0\x1F\x0D\x38\x5C\x27\x3A\x93\x88\x6A\x46\x85\x36\xD6\x0E\x95\x38\x17\x66\x2E\xEA\xC6\x59\x57\x40\x45\x7A\x7B\xB8\xC7\x93\x00\x05\xA9\xE1\x17\xF4\x5F\x3D\x87\xF2\x21\x29\x11\x0C\x67\xB3\xAE\x2E\x2B\x70\x7C\xCF\x25\x2F\x64\xB4\xA6\x2A\xB4\x4F\x77\xD0\xFC\x69\xA1\xF3\xFF\xBC\xF6\x69\xE0\xCC\x95\x1A\x1D\x2C\x4A\x9B\x6A\x85\xFB\xDB\x41\xD1\x95\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09\x3A\x30\xF8\x84\x68\x1D\xAD\xF6\x16\x65\x3B\xF8\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE\xEB\x92\xA7\x78\x60\xFC\x1C\x28\xD8\x26\x01\xF8\x93\x08\x39\x14\xEF\xD6\x9B\x29\xE2\xF1\xA1\x53\xEE\x8E\x73\x2E\x0F\x38\x0D\xFC\x5F\x0D\x1B\xB1\xF2\xF0\x28\x60'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x03\xD5\xCE\x21\xBE\xEF\x36\x28\x00\xA0\x00\x00\x50\x34\x02\xC2\x08\xAB\x00\x10\xE2\x33\x88\xD8\x05\x2D\x00\x00\x9B\x0F\xE5\x55\x00\x20\x00\x1E\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x04\xFF\xFF\x01\x38\xF3\x31\x16\x3F\x9B\x0F\xE5\x55\x9B\x0F\xE5\x55\x1E\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x60\x1C\x7F\xE1\x31\x22\xA1\x73\xA4\xC8\x9B\x11\x84\xB2\xAE\x10\xBC\x33\x6B\x31\x86\xA1\xCA\x17\xF4\xAB\x31\xB6\x0A\x57\xC5\x08\x4D\x17\x76\xA0\x7D\xF4\xF3\x98\x79\xC2\xF0\xC3\x9D\xA0\x79\xE6\xCC\xCE\x35\x4D\xE0\xC2\xBB\xF9\xDA\x6B\x6C\x27\xEF\x1F\xCE\x98\x28\xCD\xFC\x73\xE0\x7F\x83\xD1\x1C\x1B\x1E\x1B\x8F\xDC\x10\xFF\x2B\x3B\x80\xED\x99\x85\xD4\x92\x1A\x6F\x0A\x95\x5C\x3A\x42\x2C\xBA\x75\xA4\x2D\x94\xE7\x9C\x84\xDE\x3B\x57\xC7\x54\xD8\xB8\x7F\x4B\xC8\x26\x23\x82\xCD\x25\xAA\x02\xA0\x1F\x0D\x38\x5C\x27\x3A\x93\x88\x6A\x46\x85\x36\xD6\x0E\x95\x38\x17\x66\x2E\xEA\xC6\x59\x57\x40\x45\x7A\x7B\xB8\xC7\x93\x00\x05\xA9\xE1\x17\xF4\x5F\x3D\x87\xF2\x21\x29\x11\x0C\x67\xB3\xAE\x2E\x2B\x70\x7C\xCF\x25\x2F\x64\xB4\xA6\x2A\xB4\x4F\x77\xD0\xFC\x69\xA1\xF3\xFF\xBC\xF6\x69\xE0\xCC\x95\x1A\x1D\x2C\x4A\x9B\x6A\x85\xFB\xDB\x41\xD1\x95\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09\x3A\x30\xF8\x84\x68\x1D\xAD\xF6\x16\x65\x3B\xF8\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE\xEB\x92\xA7\x78\x60\xFC\x1C\x28\xD8\x26\x01\xF8\x93\x08\x39\x14\xEF\xD6\x9B\x29\xE2\xF1\xA1\x53\xEE\x8E\x73\x2E\x0F\x38\x0D\xFC\x5F\x0D\x1B\xB1\xF2\xF0\x28\x60'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.57

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x9A93F8B8), ('P4rIngress.aggregator.bitmap_seq.seq', 0x4DBD848C)], 7728)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x4DBD848C, 7728)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1A), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 7728)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 7728)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 7728)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 7728)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 7728)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 7728)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 7728)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 7728)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 7728)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 7728)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 7728)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 7728)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 7728)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 7728)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 7728)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 7728)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 7728)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 7728)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x7DF8),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x7DF8),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x4857),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001CEF),
                gc.DataTuple('slot_count', 0x000002C4),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD6AAC2C4),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x006),
                gc.KeyTuple('src_addr', 0xB65973BC),
                gc.KeyTuple('src_port', 0x3F96),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4857),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x0023),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB6\x59\x73\xBC\x00\x00\x00\x00\x3F\x96\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x48\x57\x00\x03\xD6\xAA\xC2\xC4\x01\x41\x06\x00\x4D\xBD\x84\x8C\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x09\x7E\x98\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F\x51\xE8\x6D\xC0\x50\x21\xBA\x37'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB6\x59\x73\xBC\xBE\xEF\x3F\x96\x00\xA0\x00\x00\x50\x34\x02\x83\x48\x57\x00\x03\xD6\xAA\xC2\xC4\x01\x41\x00\x00\x4D\xBD\x84\x8C\x00\x20\x00\x1A\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x05\xFF\xFF\x00\x23\x9A\x93\xF8\xB8\x4D\xBD\x84\x8C\x4D\xBD\x84\x8C\x1A\x00\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x09\x7E\x98\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F\x51\xE8\x6D\xC0\x50\x21\xBA\x37'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.57

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xF045624E), ('P4rIngress.aggregator.bitmap_seq.seq', 0x846B432C)], 4858)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x846B432C, 4858)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x15), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 4858)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 4858)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 4858)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 4858)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 4858)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 4858)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 4858)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 4858)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 4858)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 4858)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 4858)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 4858)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 4858)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 4858)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 4858)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 4858)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 4858)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 4858)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x5973),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x5973),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xE7E1),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D6C),
                gc.DataTuple('slot_count', 0x000005C3),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0E6C878E),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0xBE54C99E),
                gc.KeyTuple('src_port', 0x1E77),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xE7E1),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x016C),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBE\x54\xC9\x9E\x00\x00\x00\x00\x1E\x77\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE7\xE1\x00\x03\x0E\x6C\x87\x8E\x05\x8E\x02\x00\x84\x6B\x43\x2C\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x46\x2C\xB6\x3F\x8E\x0C\x32\x94\x18\x8C\x70\xD0\x17\x48\x07\xAC\x77\x7F\xE5\x75\x46\x1A\x9E\xA6\x2E\xF8\x20\x9F\x61\xF7\x01\xD4\x95\x10\xEE\x90\x7A\x2F\xF3\xDB\xFC\x40\x7F\x55\xE4\x11\x62\x7C\x03\x80\xA4\x1A\xCB\x8F\xE0\x01\x57\x65\xE6\xCE\xC5\x5D\x25\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBE\x54\xC9\x9E\xBE\xEF\x1E\x77\x00\xA0\x00\x00\x50\x34\x02\xC2\xE7\xE1\x00\x03\x0E\x6C\x87\x8E\x05\x8E\x00\x00\x84\x6B\x43\x2C\x00\x20\x00\x15\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x04\xFF\xFF\x01\x6C\xF0\x45\x62\x4E\x84\x6B\x43\x2C\x84\x6B\x43\x2C\x15\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x46\x2C\xB6\x3F\x8E\x0C\x32\x94\x18\x8C\x70\xD0\x17\x48\x07\xAC\x77\x7F\xE5\x75\x46\x1A\x9E\xA6\x2E\xF8\x20\x9F\x61\xF7\x01\xD4\x95\x10\xEE\x90\x7A\x2F\xF3\xDB\xFC\x40\x7F\x55\xE4\x11\x62\x7C\x03\x80\xA4\x1A\xCB\x8F\xE0\x01\x57\x65\xE6\xCE\xC5\x5D\x25\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.58

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x4F8F9323), ('P4rIngress.aggregator.bitmap_seq.seq', 0xA8DC96D7)], 2304)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xA8DC96D7, 2304)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 2304)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 2304)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 2304)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 2304)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 2304)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 2304)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 2304)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 2304)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 2304)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 2304)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 2304)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 2304)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 2304)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 2304)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 2304)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 2304)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 2304)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 2304)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x934D),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x934D),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x3C5A),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000160),
                gc.DataTuple('slot_count', 0x0000123F),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x22BAF7AA),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0x9AA254B9),
                gc.KeyTuple('src_port', 0x6187),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x3C5A),
                gc.DataTuple('rank', 0x0002),
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
        ig_port = 30
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9A\xA2\x54\xB9\x00\x00\x00\x00\x61\x87\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x3C\x5A\x00\x02\x22\xBA\xF7\xAA\x07\xA0\x02\x00\xE4\x6D\x32\xAF\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x07\x3C\xAB\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75\x9E\x2E\x97\xB3\x6F\x70\x36\x15\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44\x24\x7C\x14\xE9\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2\x38\xAD\x74\x40\x29\xC0\x3A\x7D\xBE\x95\xCA\xE5\x0E\xB4\xDC\xBB\xBB\xB5\xF2\xF3\xF9\xFA\xA8\x5F\x4F\x03\x28\x97\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7\x9D\xA2\xAA\xDF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x9A\xA2\x54\xB9\xBE\xEF\x61\x87\x00\xA0\x00\x00\x50\x34\x02\x82\x3C\x5A\x00\x02\x22\xBA\xF7\xAA\x07\xA0\x00\x00\xE4\x6D\x32\xAF\x00\x20\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x00\x00\x04\xE4\x6D\x32\xAF\xE4\x6D\x32\xAF\x01\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x07\x3C\xAB\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75\x9E\x2E\x97\xB3\x6F\x70\x36\x15\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44\x24\x7C\x14\xE9\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2\x38\xAD\x74\x40\x29\xC0\x3A\x7D\xBE\x95\xCA\xE5\x0E\xB4\xDC\xBB\xBB\xB5\xF2\xF3\xF9\xFA\xA8\x5F\x4F\x03\x28\x97\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7\x9D\xA2\xAA\xDF'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.58

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x070ABD6D), ('P4rIngress.aggregator.bitmap_seq.seq', 0x4E11C957)], 5153)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x4E11C957, 5153)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x64E0),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x64E0),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x0557),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000ABF),
                gc.DataTuple('slot_count', 0x00000B55),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFEB7ABE0),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x007),
                gc.KeyTuple('src_addr', 0xDC262449),
                gc.KeyTuple('src_port', 0x046F),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0557),
                gc.DataTuple('rank', 0x001A),
                gc.DataTuple('worker_index', 0x016D),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDC\x26\x24\x49\x00\x00\x00\x00\x04\x6F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x05\x57\x00\x1A\xFE\xB7\xAB\xE0\x09\x62\x00\x00\x49\xB3\xEB\xF7\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x15\x13\x65\x25\x11\x83\x77\x40\xAA\x0B\x31\x37\x4C\x1F\xBF\xC6\x7B\xC3\xD5\xD4\x5C\x1A\xCA\x7D\xAD\x05\x0E\x5F\x42\x5B\x56\x88\xB3\x4A\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62\xBB\x4A\x8F\xCA\x0B\x80\x63\xAB\x4B\xA4\xBA\x35\xED\xA2\xE7\x2B\x98\xDD\x55\xB9\x4E\x7A\x1A\x03'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDC\x26\x24\x49\x00\x00\x00\x00\x04\x6F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x05\x57\x00\x1A\xFE\xB7\xAB\xE0\x09\x62\x00\x00\x49\xB3\xEB\xF7\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x06\xFF\xFF\x01\x6D\x07\x0A\xBD\x6D\x4E\x11\xC9\x57\x4E\x11\xC9\x57\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x15\x13\x65\x25\x11\x83\x77\x40\xAA\x0B\x31\x37\x4C\x1F\xBF\xC6\x7B\xC3\xD5\xD4\x5C\x1A\xCA\x7D\xAD\x05\x0E\x5F\x42\x5B\x56\x88\xB3\x4A\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62\xBB\x4A\x8F\xCA\x0B\x80\x63\xAB\x4B\xA4\xBA\x35\xED\xA2\xE7\x2B\x98\xDD\x55\xB9\x4E\x7A\x1A\x03'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.58

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xE7224E6D), ('P4rIngress.aggregator.bitmap_seq.seq', 0xAB24BC0A)], 5150)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xAB24BC0A, 5150)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 5150)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 5150)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 5150)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 5150)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 5150)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 5150)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 5150)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 5150)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 5150)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 5150)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 5150)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 5150)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 5150)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 5150)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 5150)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 5150)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 5150)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 5150)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0xF743),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xF743),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x81CC),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000112B),
                gc.DataTuple('slot_count', 0x00000569),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE8A9A14B),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x026),
                gc.KeyTuple('src_addr', 0x32DA03E1),
                gc.KeyTuple('src_port', 0x37C9),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x81CC),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0277),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x32\xDA\x03\xE1\x00\x00\x00\x00\x37\xC9\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x81\xCC\x00\x18\xE8\xA9\xA1\x4B\x02\xF3\x02\x00\xD6\x51\xE6\x55\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11\x30\x8A\x03\xEB\x11\xC3\xEF\x13\xC9\x80\x74\x1C\xEB\x81\xA9\x59\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB\x34\xDA\x2C\x54'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x32\xDA\x03\xE1\xBE\xEF\x37\xC9\x00\xA0\x00\x00\x50\x34\x02\x82\x81\xCC\x00\x18\xE8\xA9\xA1\x4B\x02\xF3\x00\x00\xD6\x51\xE6\x55\x00\x20\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x01\x00\x00\x00\xD6\x51\xE6\x55\xD6\x51\xE6\x55\x01\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11\x30\x8A\x03\xEB\x11\xC3\xEF\x13\xC9\x80\x74\x1C\xEB\x81\xA9\x59\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB\x34\xDA\x2C\x54'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.58

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xC529BD94), ('P4rIngress.aggregator.bitmap_seq.seq', 0xCE700000)], 3049)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xCE700000, 3049)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 3049)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 3049)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 3049)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 3049)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 3049)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 3049)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 3049)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 3049)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 3049)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 3049)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 3049)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 3049)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 3049)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 3049)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 3049)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 3049)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 3049)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 3049)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x6D2D),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x6D2D),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x803F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000512),
                gc.DataTuple('slot_count', 0x00000DDF),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBEF877CE),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0x8E69F459),
                gc.KeyTuple('src_port', 0x0315),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x803F),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01E8),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8E\x69\xF4\x59\x00\x00\x00\x00\x03\x15\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x80\x3F\x00\x10\xBE\xF8\x77\xCE\x06\xD7\x02\x00\xFA\x88\x16\x8B\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x23\x6B\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A\x18\x4E\x1F\x96\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x8E\x69\xF4\x59\xBE\xEF\x03\x15\x00\xA0\x00\x00\x50\x34\x02\x82\x80\x3F\x00\x10\xBE\xF8\x77\xCE\x06\xD7\x00\x00\xFA\x88\x16\x8B\x00\x20\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x01\x00\x00\xFA\x88\x16\x8B\xFA\x88\x16\x8B\x01\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x23\x6B\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A\x18\x4E\x1F\x96\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.58

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x0E4D88E9), ('P4rIngress.aggregator.bitmap_seq.seq', 0x434927F8)], 7342)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x434927F8, 7342)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 7342)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 7342)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 7342)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 7342)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 7342)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 7342)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 7342)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 7342)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 7342)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 7342)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 7342)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 7342)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 7342)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 7342)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 7342)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 7342)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 7342)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 7342)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x5C51),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x5C51),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xB5E4),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000000C5),
                gc.DataTuple('slot_count', 0x00001CF1),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6D3D5A95),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x025),
                gc.KeyTuple('src_addr', 0xA802F9D7),
                gc.KeyTuple('src_port', 0xC10B),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xB5E4),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x001A),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA8\x02\xF9\xD7\x00\x00\x00\x00\xC1\x0B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB5\xE4\x00\x11\x6D\x3D\x5A\x95\x1B\xE9\x04\x00\x79\xA6\xF7\xFC\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD0\x13\x92\xC1\xF8\xB4\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6\x29\x11\xC4\xEA\xE8\xC8\xAB\xAC\x21\x97\x3C\x22'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA8\x02\xF9\xD7\xBE\xEF\xC1\x0B\x00\xA0\x00\x00\x50\x34\x02\x82\xB5\xE4\x00\x11\x6D\x3D\x5A\x95\x1B\xE9\x00\x00\x79\xA6\xF7\xFC\x00\x20\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x02\x00\x00\x79\xA6\xF7\xFC\x79\xA6\xF7\xFC\x01\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD0\x13\x92\xC1\xF8\xB4\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6\x29\x11\xC4\xEA\xE8\xC8\xAB\xAC\x21\x97\x3C\x22'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.58

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x240D7CA7), ('P4rIngress.aggregator.bitmap_seq.seq', 0x61A6F547)], 7211)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x61A6F547, 7211)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 7211)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 7211)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 7211)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 7211)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 7211)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 7211)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 7211)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 7211)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 7211)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 7211)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 7211)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 7211)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 7211)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 7211)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 7211)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 7211)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 7211)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 7211)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0xBF6B),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xBF6B),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x803C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000008C0),
                gc.DataTuple('slot_count', 0x0000145F),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFE4153D9),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x029),
                gc.KeyTuple('src_addr', 0xAC8606E7),
                gc.KeyTuple('src_port', 0x7E6D),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x803C),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x03F5),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAC\x86\x06\xE7\x00\x00\x00\x00\x7E\x6D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x80\x3C\x00\x07\xFE\x41\x53\xD9\x13\x6B\x04\x00\x92\xEA\x2A\xA3\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8E\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xAC\x86\x06\xE7\xBE\xEF\x7E\x6D\x00\xA0\x00\x00\x50\x34\x02\x82\x80\x3C\x00\x07\xFE\x41\x53\xD9\x13\x6B\x00\x00\x92\xEA\x2A\xA3\x00\x20\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x00\x00\x80\x92\xEA\x2A\xA3\x92\xEA\x2A\xA3\x01\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8E\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.58

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x1A3E5677), ('P4rIngress.aggregator.bitmap_seq.seq', 0x8513AC00)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x8513AC00, 4379)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1D), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 4379)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0F96),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x0F96),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xDCE0),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F93),
                gc.DataTuple('slot_count', 0x00000C79),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x10770BEA),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x031),
                gc.KeyTuple('src_addr', 0x42287374),
                gc.KeyTuple('src_port', 0xED00),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xDCE0),
                gc.DataTuple('rank', 0x0002),
                gc.DataTuple('worker_index', 0x0348),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x42\x28\x73\x74\x00\x00\x00\x00\xED\x00\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xDC\xE0\x00\x02\x10\x77\x0B\xEA\x01\x88\x06\x00\x85\x13\xAC\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF4\x6C\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65\xA5\xD4\x4B\xC1\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x42\x28\x73\x74\xBE\xEF\xED\x00\x00\xA0\x00\x00\x50\x34\x02\xC2\xDC\xE0\x00\x02\x10\x77\x0B\xEA\x01\x88\x00\x00\x85\x13\xAC\x00\x00\x20\x00\x1D\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x04\xFF\xFF\x03\x48\x1A\x3E\x56\x77\x85\x13\xAC\x00\x85\x13\xAC\x00\x1D\x00\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF4\x6C\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65\xA5\xD4\x4B\xC1\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.58

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x6036BD6C), ('P4rIngress.aggregator.bitmap_seq.seq', 0xD6636471)], 4940)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xD6636471, 4940)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0xA332),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xA332),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xCD4B),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000034C),
                gc.DataTuple('slot_count', 0x00001B6C),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDF4EA007),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xFC2B263A),
                gc.KeyTuple('src_port', 0x2E97),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xCD4B),
                gc.DataTuple('rank', 0x0002),
                gc.DataTuple('worker_index', 0x01E7),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFC\x2B\x26\x3A\x00\x00\x00\x00\x2E\x97\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xCD\x4B\x00\x02\xDF\x4E\xA0\x07\x10\x00\x06\x00\x71\x6A\x63\x5D\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D\xAE\xB5\x49\x43\xEF\x94\xC0\x02\x9B\xDC\x5C\x06\x73\x28\x28\x8D\x47\x6B\xF2\x79\x7A\x2C\xE6\xDB\xEB\xFF\x8F\xAB\x8F\x7B\x95\xC4\x72\x34\xBC\xF9\x8D\xF7\x5B\x2F\xE5\xF0\xC4\x18\x3F\x3A\xF4\xD8\x95\xD9\x65\x8A\xEE\xE2\xD3\xAA\x2F\x33\xD1\x8B\xCF\x81\x7F\xFE\xE3\x6D\x4B\x0D\x54\x2A\xFF\xDA\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFC\x2B\x26\x3A\x00\x00\x00\x00\x2E\x97\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xCD\x4B\x00\x02\xDF\x4E\xA0\x07\x10\x00\x06\x00\x71\x6A\x63\x5D\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x06\xFF\xFF\x01\xE7\x60\x36\xBD\x6C\xD6\x63\x64\x71\xD6\x63\x64\x71\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D\xAE\xB5\x49\x43\xEF\x94\xC0\x02\x9B\xDC\x5C\x06\x73\x28\x28\x8D\x47\x6B\xF2\x79\x7A\x2C\xE6\xDB\xEB\xFF\x8F\xAB\x8F\x7B\x95\xC4\x72\x34\xBC\xF9\x8D\xF7\x5B\x2F\xE5\xF0\xC4\x18\x3F\x3A\xF4\xD8\x95\xD9\x65\x8A\xEE\xE2\xD3\xAA\x2F\x33\xD1\x8B\xCF\x81\x7F\xFE\xE3\x6D\x4B\x0D\x54\x2A\xFF\xDA\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.58

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xFB5F009F), ('P4rIngress.aggregator.bitmap_seq.seq', 0x78D2BD73)], 3860)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x78D2BD73, 3860)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x16), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 3860)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 3860)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 3860)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 3860)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 3860)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 3860)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 3860)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 3860)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 3860)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 3860)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 3860)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 3860)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 3860)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 3860)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 3860)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 3860)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 3860)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 3860)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0806),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x0806),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xB5D1),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCCB69DEB),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x030),
                gc.KeyTuple('src_addr', 0x45A68F88),
                gc.KeyTuple('src_port', 0xE0AB),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xB5D1),
                gc.DataTuple('rank', 0x0002),
                gc.DataTuple('worker_index', 0x00F4),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x45\xA6\x8F\x88\x00\x00\x00\x00\xE0\xAB\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB5\xD1\x00\x02\xCC\xB6\x9D\xEB\x0F\x14\x04\x00\x78\xD2\xBD\x73\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x56\xD7\xD2\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x45\xA6\x8F\x88\xBE\xEF\xE0\xAB\x00\xA0\x00\x00\x50\x34\x02\x83\xB5\xD1\x00\x02\xCC\xB6\x9D\xEB\x0F\x14\x00\x00\x78\xD2\xBD\x73\x00\x20\x00\x16\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x05\xFF\xFF\x00\xF4\xFB\x5F\x00\x9F\x78\xD2\xBD\x73\x78\xD2\xBD\x73\x16\x00\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x56\xD7\xD2\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.72

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xC62487F1), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC4FABC4D)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC4FABC4D, 3656)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x17), ('P4rIngress.aggregator.count_exp.exponent', 0x5D)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xA85E91B2), ('P4rIngress.aggregator.values_v0000.hi', 0x2ACB2B01)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xDBDABF2C), ('P4rIngress.aggregator.values_v0001.hi', 0x9CCD4336)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x5A79EAEC), ('P4rIngress.aggregator.values_v0010.hi', 0x3EDF25B4)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x66252A73), ('P4rIngress.aggregator.values_v0011.hi', 0x6F44D63F)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x11DA2639), ('P4rIngress.aggregator.values_v0100.hi', 0xAB2059E8)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x02911284), ('P4rIngress.aggregator.values_v0101.hi', 0xD87EFB3D)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x48E7F175), ('P4rIngress.aggregator.values_v0110.hi', 0x06776C07)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x3AAB0ED4), ('P4rIngress.aggregator.values_v0111.hi', 0xB8EEB7B3)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x76DDC57B), ('P4rIngress.aggregator.values_v1000.hi', 0xB834BE57)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xB960ED30), ('P4rIngress.aggregator.values_v1001.hi', 0x5D8575F0)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xA27F118B), ('P4rIngress.aggregator.values_v1010.hi', 0xB5A9A3B4)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xB30DBFA8), ('P4rIngress.aggregator.values_v1011.hi', 0x9CFFF374)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x2FD79258), ('P4rIngress.aggregator.values_v1100.hi', 0x7B6B6C6E)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xA4C3B6D9), ('P4rIngress.aggregator.values_v1101.hi', 0x2AF25A3B)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x77810D98), ('P4rIngress.aggregator.values_v1110.hi', 0x75789F9A)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xEE6DC945), ('P4rIngress.aggregator.values_v1111.hi', 0xD237CA6A)], 3656)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0xF73A),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xF73A),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x1C8B),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DBC),
                gc.DataTuple('slot_count', 0x00000FC7),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x87BB2626),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03C),
                gc.KeyTuple('src_addr', 0xA5F6497E),
                gc.KeyTuple('src_port', 0x56A0),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x1C8B),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x03B5),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA5\xF6\x49\x7E\x00\x00\x00\x00\x56\xA0\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x1C\x8B\x00\x03\x87\xBB\x26\x26\x00\x8C\x06\xB4\xC4\xFA\xBC\x4D\x00\x20\x00\x00\x9C\xDB\xDC\x3F\x6F\x50\x06\x40\x1A\x5D\x5C\x96\x38\xA5\x65\x1D\x86\xBB\xA8\x8E\x72\x18\xD4\xD7\x35\x12\xAA\xE5\x22\x54\xD1\x67\x70\xA2\x24\xB9\xEF\xD2\x56\x4A\xDB\xDB\xB9\xD7\x99\x55\xB5\xE9\x6A\xC6\x11\x25\x7B\x32\x2C\x1D\x94\xE5\xB2\x90\xEE\x26\xAD\x4D\x42\x5E\x12\x2F\x94\x78\xBB\xDF\x3A\x7A\x89\x64\x5C\xB9\x18\x6B\xA6\xBE\x7E\xE2\x9A\x92\xCB\x14\xAD\x69\xB5\x6B\x96\x99\xF3\x87\x5A\x17\x95\x92\x20\x1C\xA4\xEF\xD4\x49\x1D\x65\x7C\x93\x36\xCD\x43\xC9\x41\x38\x2F\x31\x9D\xDB\x83\xE0\x86\xE3\x8C\x31\xC7\xC5\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA5\xF6\x49\x7E\xBE\xEF\x56\xA0\x00\xA0\x00\x00\x50\x34\x02\x82\x1C\x8B\x00\x03\x87\xBB\x26\x26\x00\x8C\x00\xB4\xC4\xFA\xBC\x4D\x00\x20\x00\x18\x80\x00\x00\x00\x6F\x50\x06\x40\xF6\x38\x1B\xC2\x38\xA5\x65\x1D\xE1\x35\x93\x7A\x72\x18\xD4\xD7\x7F\xFF\xFF\xFF\x22\x54\xD1\x67\x7F\xFF\xFF\xFF\xEF\xD2\x56\x4A\xDE\x6C\xCC\x5B\x99\x55\xB5\xE9\x7F\xFF\xFF\xFF\x7B\x32\x2C\x1D\xCF\x90\xC1\x64\xEE\x26\xAD\x4D\x7F\xFF\xFF\xFF\x94\x78\xBB\xDF\xF3\xDB\x76\x94\x5C\xB9\x18\x6B\x80\x00\x00\x00\x9A\x92\xCB\x14\x80\x00\x00\x00\x96\x99\xF3\x87\x7F\xFF\xFF\xFF\x20\x1C\xA4\xEF\x80\x00\x00\x00\x7C\x93\x36\xCD\x7F\xFF\xFF\xFF\x2F\x31\x9D\xDB\x80\x00\x00\x00\x8C\x31\xC7\xC5\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xC6\x24\x87\xF9\xC4\xFA\xBC\x4D\xC4\xFA\xBC\x4D\x18\xB4\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF6\x38\x1B\xC2\xD5\x72\xA8\x53\xE1\x35\x93\x7A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9A\xF2\xB0\x32\xDE\x6C\xCC\x5B\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCF\x90\xC1\x64\xA7\x15\x65\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF3\xDB\x76\x94\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.72

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xDEA006A0), ('P4rIngress.aggregator.bitmap_seq.seq', 0x65FA3F55)], 1660)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x65FA3F55, 1660)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x02), ('P4rIngress.aggregator.count_exp.exponent', 0x69)], 1660)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 1660)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xB6E43094), ('P4rIngress.aggregator.values_v0000.hi', 0x4B25A5A5)], 1660)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x78989F52), ('P4rIngress.aggregator.values_v0001.hi', 0x979AF31F)], 1660)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x53FF4B6F), ('P4rIngress.aggregator.values_v0010.hi', 0x52C9B55F)], 1660)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x54A818DB), ('P4rIngress.aggregator.values_v0011.hi', 0x69C1DC94)], 1660)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x4430060D), ('P4rIngress.aggregator.values_v0100.hi', 0xF5EF2DF6)], 1660)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x31B681A4), ('P4rIngress.aggregator.values_v0101.hi', 0xCF56CC79)], 1660)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x563AC949), ('P4rIngress.aggregator.values_v0110.hi', 0x506BB796)], 1660)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xCCA57D56), ('P4rIngress.aggregator.values_v0111.hi', 0xF3633EC9)], 1660)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x6A5334C9), ('P4rIngress.aggregator.values_v1000.hi', 0xB888175F)], 1660)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x5549157F), ('P4rIngress.aggregator.values_v1001.hi', 0x35A29E0D)], 1660)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x60144A47), ('P4rIngress.aggregator.values_v1010.hi', 0x96F3363D)], 1660)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x79CEF151), ('P4rIngress.aggregator.values_v1011.hi', 0x10EBA09B)], 1660)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x575F8169), ('P4rIngress.aggregator.values_v1100.hi', 0xC3E14247)], 1660)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x6CC233EB), ('P4rIngress.aggregator.values_v1101.hi', 0x3C612703)], 1660)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xB5DBCC82), ('P4rIngress.aggregator.values_v1110.hi', 0x56E00000)], 1660)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xBFBF9463), ('P4rIngress.aggregator.values_v1111.hi', 0x381CD229)], 1660)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x9A6F),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x9A6F),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x6F60),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000002BB),
                gc.DataTuple('slot_count', 0x00000FD1),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC78F74E2),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02A),
                gc.KeyTuple('src_addr', 0x2DD99219),
                gc.KeyTuple('src_port', 0xA781),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x6F60),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x03F9),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2D\xD9\x92\x19\x00\x00\x00\x00\xA7\x81\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x6F\x60\x00\x03\xC7\x8F\x74\xE2\x03\xC1\x00\xD6\x65\xFA\x3F\x55\x00\x20\x00\x00\xBE\x79\x1F\x42\x37\x6F\xD1\x87\xE9\x87\xD4\x3B\x52\x39\x0D\x12\xD5\x85\x0F\x83\x67\xC2\xD5\x39\x5C\xAF\x1C\xF9\x1B\x4C\x98\x3B\x6F\xDC\x51\xBB\xB4\x75\x62\x0E\x80\x00\x00\x00\xA7\x63\x0F\xE5\x55\x63\x43\x79\x73\xE6\x81\x56\x26\xED\x1C\xD4\xBC\x3A\x92\x6A\xF3\x2A\x56\xEF\xA9\x48\x71\xAD\x74\x4F\x17\x72\x7D\x9B\x97\x9D\x33\x57\x8A\x36\x71\x15\x6D\xF3\x07\x86\x67\x7B\xC5\xE8\x2B\xBB\x41\xCB\xEF\x82\x96\x6B\x99\x47\x28\x64\x53\x08\x28\x5B\x2E\x61\xBC\xD8\xCD\x87\xA9\x20\x00\x00\xA5\x34\x30\xE3\x32\xBE\x61\xA8\xC7\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2D\xD9\x92\x19\xBE\xEF\xA7\x81\x00\xA0\x00\x00\x50\x34\x02\x82\x6F\x60\x00\x03\xC7\x8F\x74\xE2\x03\xC1\x00\xD6\x65\xFA\x3F\x55\x00\x20\x00\x03\x80\x00\x00\x00\x37\x6F\xD1\x87\x62\x20\x73\x8D\x52\x39\x0D\x12\x29\x84\x5A\xF2\x67\xC2\xD5\x39\x7F\xFF\xFF\xFF\x1B\x4C\x98\x3B\x7F\xFF\xFF\xFF\xB4\x75\x62\x0E\xB1\xB6\x81\xA4\xA7\x63\x0F\xE5\x7F\xFF\xFF\xFF\x73\xE6\x81\x56\xF3\x92\x9A\x2A\xBC\x3A\x92\x6A\x5D\x7D\x8B\xB8\xA9\x48\x71\xAD\x7F\xFF\xFF\xFF\x7D\x9B\x97\x9D\x7F\xFF\xFF\xFF\x71\x15\x6D\xF3\x7F\xFF\xFF\xFF\xC5\xE8\x2B\xBB\x7F\xFF\xFF\xFF\x96\x6B\x99\x47\x7F\xFF\xFF\xFF\x28\x5B\x2E\x61\x80\x00\x00\x00\xA9\x20\x00\x00\x80\x00\x00\x00\x32\xBE\x61\xA8\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xDE\xA0\x06\xA8\x65\xFA\x3F\x55\x65\xFA\x3F\x55\x03\xD6\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x62\x20\x73\x8D\xE9\xD4\x00\x31\x29\x84\x5A\xF2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAA\x64\x90\x04\xB1\xB6\x81\xA4\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF3\x92\x9A\x2A\xAF\x9D\xD1\x33\x5D\x7D\x8B\xB8\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x08\x08\xA4\x30\x7F\xFF\xFF\xFF\xD6\xD3\xCC\x56\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x64\xBC\x55\x64\x80\x00\x00\x00\x00\x00\x00\x00\x80\x00\x00\x00\x6A\xDB\x33\xD1\xC7\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.72

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x36E9DD79), ('P4rIngress.aggregator.bitmap_seq.seq', 0x2E966988)], 7404)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x2E966988, 7404)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 7404)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 7404)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 7404)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 7404)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 7404)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 7404)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 7404)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 7404)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 7404)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 7404)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 7404)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 7404)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 7404)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 7404)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 7404)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 7404)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 7404)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 7404)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x9074),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x9074),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x745C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001B4B),
                gc.DataTuple('slot_count', 0x000003CB),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2271C55B),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02C),
                gc.KeyTuple('src_addr', 0x61B99B1A),
                gc.KeyTuple('src_port', 0xCBC6),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x745C),
                gc.DataTuple('rank', 0x0002),
                gc.DataTuple('worker_index', 0x036A),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x61\xB9\x9B\x1A\x00\x00\x00\x00\xCB\xC6\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x74\x5C\x00\x02\x22\x71\xC5\x5B\x01\xA1\x00\x00\x77\xB9\x1C\xCC\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x12\x6F\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x61\xB9\x9B\x1A\x00\x00\x00\x00\xCB\xC6\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x74\x5C\x00\x02\x22\x71\xC5\x5B\x01\xA1\x00\x00\x77\xB9\x1C\xCC\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x00\x00\x04\x77\xB9\x1C\xCC\x77\xB9\x1C\xCC\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x12\x6F\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.72

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x11879E23), ('P4rIngress.aggregator.bitmap_seq.seq', 0xDD729BDC)], 4786)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xDD729BDC, 4786)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0D), ('P4rIngress.aggregator.count_exp.exponent', 0x6C)], 4786)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x908BE25F), ('P4rIngress.aggregator.values_v0000.hi', 0x2265241F)], 4786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x76964CB6), ('P4rIngress.aggregator.values_v0001.hi', 0x4D7B4E5F)], 4786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xD4F10B43), ('P4rIngress.aggregator.values_v0010.hi', 0x49259641)], 4786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x5C07B159), ('P4rIngress.aggregator.values_v0011.hi', 0x6923C9F9)], 4786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x5A892E66), ('P4rIngress.aggregator.values_v0100.hi', 0x37B1712A)], 4786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x9DEF9C7F), ('P4rIngress.aggregator.values_v0101.hi', 0xC35178F6)], 4786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x5A546D69), ('P4rIngress.aggregator.values_v0110.hi', 0x4CF35025)], 4786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x8F5C77E3), ('P4rIngress.aggregator.values_v0111.hi', 0xB4AF7A9D)], 4786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x5AAB09A7), ('P4rIngress.aggregator.values_v1000.hi', 0xBC2B0DAF)], 4786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x68F6CD4B), ('P4rIngress.aggregator.values_v1001.hi', 0x67BACE1D)], 4786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x94757CA7), ('P4rIngress.aggregator.values_v1010.hi', 0x2FC642EE)], 4786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xA05F0530), ('P4rIngress.aggregator.values_v1011.hi', 0x8DB59A54)], 4786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x33D4C21F), ('P4rIngress.aggregator.values_v1100.hi', 0x511AECA9)], 4786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x936B32EA), ('P4rIngress.aggregator.values_v1101.hi', 0x5197F440)], 4786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x5B5172A3), ('P4rIngress.aggregator.values_v1110.hi', 0xF6AB3A8D)], 4786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x5D6CEFA8), ('P4rIngress.aggregator.values_v1111.hi', 0xA5AFA975)], 4786)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x51F5),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x51F5),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xA161),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000000B2),
                gc.DataTuple('slot_count', 0x000019A7),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4EC43873),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00D),
                gc.KeyTuple('src_addr', 0x421E2B4A),
                gc.KeyTuple('src_port', 0x90D7),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xA161),
                gc.DataTuple('rank', 0x0003),
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
        ig_port = 13
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x42\x1E\x2B\x4A\x00\x00\x00\x00\x90\xD7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA1\x61\x00\x03\x4E\xC4\x38\x73\x12\x00\x06\x8B\xDD\x72\x9B\xDC\x00\x20\x00\x00\xBE\x38\x66\x6E\x73\x2B\x5C\x9A\xFA\xD3\x8E\x94\xEC\xA3\xC5\x3B\x56\x2B\xD5\x49\x60\xE4\xE5\x6D\x5C\x08\xC9\xA4\x65\x04\xA2\xA4\x4B\xDF\x56\xF3\x96\xBF\x2C\xAA\x1F\xCD\xA7\xD5\xAC\x9E\x42\xF2\x5A\xBA\x94\x32\x49\xDA\x1B\x53\xFF\x48\xD6\xF9\x26\xA3\xBB\x6A\x52\xA9\x28\xF3\xA5\xC3\x54\xEE\x39\xE7\x65\xEB\x71\x56\x69\x2F\xA6\x25\x5F\xBF\x55\xCD\x78\x4E\xA8\x2A\xAC\x8D\xBA\xD7\x3E\x0E\x6A\xC5\x1E\xA5\x33\x68\xA2\xED\xB1\x01\x7B\x5B\x5C\xFC\x2A\x58\x76\x57\x9E\x89\x54\xDD\x0D\xB7\x4D\x47\xA6\x66\xD7\x58\x1F\x59\x40\xEA\xBB\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA\xFF\x6F\xEF\x61\xB3\x1A\x81\x3B\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x42\x1E\x2B\x4A\x00\x00\x00\x00\x90\xD7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA1\x61\x00\x03\x4E\xC4\x38\x73\x12\x00\x06\x8B\xDD\x72\x9B\xDC\x00\x20\x00\x00\x80\x00\x00\x00\x73\x2B\x5C\x9A\x71\x69\xDB\x4A\xEC\xA3\xC5\x3B\x2B\x1C\xE0\x8C\x60\xE4\xE5\x6D\x7F\xFF\xFF\xFF\x65\x04\xA2\xA4\x7F\xFF\xFF\xFF\x96\xBF\x2C\xAA\xBD\xBD\x44\x54\xAC\x9E\x42\xF2\x7F\xFF\xFF\xFF\x49\xDA\x1B\x53\x8E\xA5\x4E\xDC\x26\xA3\xBB\x6A\x7F\xFF\xFF\xFF\xA5\xC3\x54\xEE\x7F\xFF\xFF\xFF\x71\x56\x69\x2F\x80\x00\x00\x00\x55\xCD\x78\x4E\x80\x00\x00\x00\xBA\xD7\x3E\x0E\x7F\xFF\xFF\xFF\x33\x68\xA2\xED\x80\x00\x00\x00\x5C\xFC\x2A\x58\x7F\xFF\xFF\xFF\x54\xDD\x0D\xB7\x7F\xFF\xFF\xFF\xD7\x58\x1F\x59\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x11\x87\x9E\x2B\xDD\x72\x9B\xDC\xDD\x72\x9B\xDC\x0E\x8B\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x71\x69\xDB\x4A\x3A\x1F\x13\x9A\x2B\x1C\xE0\x8C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCE\x70\x9D\xD4\xBD\xBD\x44\x54\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x8E\xA5\x4E\xDC\xDB\x53\x36\x07\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4B\x88\x48\x44\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x40\xEA\xBB\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA\xFF\x6F\xEF\x61\xB3\x1A\x81\x3B\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.72

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x14DE0197), ('P4rIngress.aggregator.bitmap_seq.seq', 0x7E07C2A2)], 5105)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x7E07C2A2, 5105)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x20), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 5105)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 5105)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 5105)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 5105)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 5105)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 5105)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 5105)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 5105)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 5105)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 5105)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 5105)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 5105)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 5105)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 5105)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 5105)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 5105)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 5105)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 5105)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0xD16E),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xD16E),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x2BA5),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000518),
                gc.DataTuple('slot_count', 0x000017DE),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD9458E59),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0x2CAEBE53),
                gc.KeyTuple('src_port', 0x1505),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2BA5),
                gc.DataTuple('rank', 0x001A),
                gc.DataTuple('worker_index', 0x0020),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2C\xAE\xBE\x53\x00\x00\x00\x00\x15\x05\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x2B\xA5\x00\x1A\xD9\x45\x8E\x59\x0E\xD9\x06\x00\x7E\x07\xC2\xA2\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x56\x43\xD7\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2C\xAE\xBE\x53\xBE\xEF\x15\x05\x00\xA0\x00\x00\x50\x34\x02\xC2\x2B\xA5\x00\x1A\xD9\x45\x8E\x59\x0E\xD9\x00\x00\x7E\x07\xC2\xA2\x00\x20\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x04\xFF\xFF\x00\x20\x14\xDE\x01\x97\x7E\x07\xC2\xA2\x7E\x07\xC2\xA2\x20\x00\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x56\x43\xD7\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.72

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x40D39EF8), ('P4rIngress.aggregator.bitmap_seq.seq', 0x0FA9CA08)], 2729)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x0FA9CA08, 2729)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x95CD),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x95CD),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xDBF8),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000008A9),
                gc.DataTuple('slot_count', 0x000010CF),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x90E90E52),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x029),
                gc.KeyTuple('src_addr', 0x8B8686EB),
                gc.KeyTuple('src_port', 0x6A6E),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xDBF8),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x012A),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8B\x86\x86\xEB\x00\x00\x00\x00\x6A\x6E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xDB\xF8\x00\x0D\x90\xE9\x0E\x52\x02\x00\x06\x00\xCF\x2D\x04\xE1\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x3C\x2D\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54\xCA\x8F\xD3\xED\x0A\x34\x42\x81\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8B\x86\x86\xEB\x00\x00\x00\x00\x6A\x6E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xDB\xF8\x00\x0D\x90\xE9\x0E\x52\x02\x00\x06\x00\xCF\x2D\x04\xE1\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x06\xFF\xFF\x01\x2A\x40\xD3\x9E\xF8\x0F\xA9\xCA\x08\x0F\xA9\xCA\x08\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x3C\x2D\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54\xCA\x8F\xD3\xED\x0A\x34\x42\x81\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.72

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xDC4776DD), ('P4rIngress.aggregator.bitmap_seq.seq', 0x0F5A4833)], 4874)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x0F5A4833, 4874)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 4874)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 4874)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 4874)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 4874)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 4874)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 4874)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 4874)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 4874)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 4874)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 4874)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 4874)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 4874)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 4874)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 4874)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 4874)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 4874)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 4874)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 4874)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x67A4),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x67A4),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x259B),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000BAE),
                gc.DataTuple('slot_count', 0x00000980),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x815E4CC1),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x011),
                gc.KeyTuple('src_addr', 0x15CFFA48),
                gc.KeyTuple('src_port', 0xB1F2),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x259B),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x0368),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x15\xCF\xFA\x48\x00\x00\x00\x00\xB1\xF2\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x25\x9B\x00\x0D\x81\x5E\x4C\xC1\x07\x5C\x02\x00\x14\x42\x73\xDD\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x15\xCF\xFA\x48\xBE\xEF\xB1\xF2\x00\xA0\x00\x00\x50\x34\x02\x82\x25\x9B\x00\x0D\x81\x5E\x4C\xC1\x07\x5C\x00\x00\x14\x42\x73\xDD\x00\x20\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x00\x20\x00\x14\x42\x73\xDD\x14\x42\x73\xDD\x01\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.72

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xD2BDA625), ('P4rIngress.aggregator.bitmap_seq.seq', 0x70598688)], 3251)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x70598688, 3251)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x99)], 3251)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3251)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x89571DD1), ('P4rIngress.aggregator.values_v0000.hi', 0x66AA871D)], 3251)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x2D775E97), ('P4rIngress.aggregator.values_v0001.hi', 0x2E4CA63E)], 3251)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xCFBBB496), ('P4rIngress.aggregator.values_v0010.hi', 0x6A98F1F4)], 3251)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6E58E450), ('P4rIngress.aggregator.values_v0011.hi', 0x332BBB38)], 3251)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x57EA6339), ('P4rIngress.aggregator.values_v0100.hi', 0x1E97B97A)], 3251)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xA7093F56), ('P4rIngress.aggregator.values_v0101.hi', 0xB534B976)], 3251)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x3C6E6237), ('P4rIngress.aggregator.values_v0110.hi', 0x7376D57B)], 3251)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xD51C8ECD), ('P4rIngress.aggregator.values_v0111.hi', 0x59693AC0)], 3251)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x24EF4837), ('P4rIngress.aggregator.values_v1000.hi', 0xBD1A3DB6)], 3251)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x909BD2FA), ('P4rIngress.aggregator.values_v1001.hi', 0x0BF77485)], 3251)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x8FE9B352), ('P4rIngress.aggregator.values_v1010.hi', 0xFCC7CB75)], 3251)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x7FE96A3A), ('P4rIngress.aggregator.values_v1011.hi', 0x9409EEFA)], 3251)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xCA2D53A3), ('P4rIngress.aggregator.values_v1100.hi', 0x2369B45D)], 3251)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x75994544), ('P4rIngress.aggregator.values_v1101.hi', 0xFDECDB49)], 3251)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xCD86E483), ('P4rIngress.aggregator.values_v1110.hi', 0x145A3257)], 3251)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x48B4CDCA), ('P4rIngress.aggregator.values_v1111.hi', 0x4E3F12C0)], 3251)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x5582),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x5582),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x1ABF),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000009D1),
                gc.DataTuple('slot_count', 0x00000D21),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB0C7FE82),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0xA568CBAA),
                gc.KeyTuple('src_port', 0xC99C),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x1ABF),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x01E7),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA5\x68\xCB\xAA\x00\x00\x00\x00\xC9\x9C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x1A\xBF\x00\x03\xB0\xC7\xFE\x82\x02\xE2\x06\xAC\x70\x59\x86\x88\x00\x20\x00\x00\xEE\x71\xA8\x96\x73\x53\xA2\x34\xEF\x39\x48\xB0\x16\xD8\xF4\x6F\xE8\x53\xB5\xB9\x76\xE1\x62\xC5\x5F\x01\xD4\xDA\x7C\x99\x72\x52\x2D\xD3\x41\xCD\xAA\x2C\x2D\x6F\x0E\xDC\xA5\xFC\xB3\x94\x1E\x2B\x6E\xCA\x2B\x6B\x2D\x12\xB9\x33\xB6\xAC\xC8\xAF\xF3\x49\x5B\xA2\x74\xA9\x6B\x26\x9B\x13\x2B\x5F\x37\xF0\xAF\xFF\x7B\xF7\x0E\x9F\xB6\x8D\xA1\x40\xBA\x5F\xA9\xCD\x15\x6A\x41\x14\xB4\xEA\x1A\xBE\x5B\xBD\x5F\xB7\x78\xFC\xAA\xD1\x3C\xFC\x7B\x77\x81\x72\xD8\xAB\x0E\xA1\xF7\xF3\x7D\x0A\xD3\x56\x6B\x1C\x9D\x4C\x47\xAB\x52\xD6\x4C\x40\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA5\x68\xCB\xAA\x00\x00\x00\x00\xC9\x9C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x1A\xBF\x00\x03\xB0\xC7\xFE\x82\x02\xE2\x06\xAC\x70\x59\x86\x88\x00\x20\x00\x00\x80\x00\x00\x00\x73\x53\xA2\x34\x1C\xB0\xA7\x47\x16\xD8\xF4\x6F\xB8\x0F\x6A\x4F\x76\xE1\x62\xC5\x7F\xFF\xFF\xFF\x7C\x99\x72\x52\x7F\xFF\xFF\xFF\xAA\x2C\x2D\x6F\xB5\xE5\xE5\x52\xB3\x94\x1E\x2B\x7F\xFF\xFF\xFF\x2D\x12\xB9\x33\x8B\xC9\x57\x7C\xF3\x49\x5B\xA2\x7F\xFF\xFF\xFF\x9B\x13\x2B\x5F\xC8\x8C\x82\xF9\x7B\xF7\x0E\x9F\x80\x00\x00\x00\xBA\x5F\xA9\xCD\x7F\xFF\xFF\xFF\xB4\xEA\x1A\xBE\x25\xEA\xB3\x5A\x78\xFC\xAA\xD1\x7F\xFF\xFF\xFF\x81\x72\xD8\xAB\xDC\x28\xDC\x76\x7D\x0A\xD3\x56\x7F\xFF\xFF\xFF\x47\xAB\x52\xD6\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\xD2\xBD\xA6\x2D\x70\x59\x86\x88\x70\x59\x86\x88\x01\xAC\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x1C\xB0\xA7\x47\x45\x25\x9A\xAD\xB8\x0F\x6A\x4F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC8\xC3\xE6\xE9\xB5\xE5\xE5\x52\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x8B\xC9\x57\x7C\x4C\xB2\x96\x62\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xC8\x8C\x82\xF9\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xB7\x27\x75\x42\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x25\xEA\xB3\x5A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xDC\x28\xDC\x76\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4C\x40\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.72

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x543C1117), ('P4rIngress.aggregator.bitmap_seq.seq', 0xF5CFFC60)], 3579)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xF5CFFC60, 3579)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x13), ('P4rIngress.aggregator.count_exp.exponent', 0x3D)], 3579)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 3579)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x9954874D), ('P4rIngress.aggregator.values_v0000.hi', 0x65CDFBA2)], 3579)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xE5299167), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 3579)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xB673CF5B), ('P4rIngress.aggregator.values_v0010.hi', 0x7D847986)], 3579)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x79FB9C99), ('P4rIngress.aggregator.values_v0011.hi', 0x68891EA9)], 3579)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x57BAAB47), ('P4rIngress.aggregator.values_v0100.hi', 0x944746EC)], 3579)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xE1749C3B), ('P4rIngress.aggregator.values_v0101.hi', 0x26D1D31B)], 3579)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x423B20AC), ('P4rIngress.aggregator.values_v0110.hi', 0x77EB402D)], 3579)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x80000000), ('P4rIngress.aggregator.values_v0111.hi', 0xA9EAE88C)], 3579)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x65DC41B6), ('P4rIngress.aggregator.values_v1000.hi', 0x766B96AB)], 3579)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x7695E801), ('P4rIngress.aggregator.values_v1001.hi', 0x95F60ABF)], 3579)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x56CA6C5F), ('P4rIngress.aggregator.values_v1010.hi', 0x11E7336D)], 3579)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xA0ECDBD9), ('P4rIngress.aggregator.values_v1011.hi', 0x6B9F92D7)], 3579)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x9AE06371), ('P4rIngress.aggregator.values_v1100.hi', 0x4FBC0733)], 3579)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xAF4965F2), ('P4rIngress.aggregator.values_v1101.hi', 0x5D0227B9)], 3579)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xA16A9DC7), ('P4rIngress.aggregator.values_v1110.hi', 0x53F2EA99)], 3579)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x9C89708D), ('P4rIngress.aggregator.values_v1111.hi', 0x0C9FF5A3)], 3579)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0xB736),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xB736),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x6C03),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DFB),
                gc.DataTuple('slot_count', 0x00000D67),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5F34BA38),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0x98F1B0B2),
                gc.KeyTuple('src_port', 0x5229),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x6C03),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x03C1),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x98\xF1\xB0\xB2\x00\x00\x00\x00\x52\x29\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x6C\x03\x00\x03\x5F\x34\xBA\x38\x00\x00\x00\xEF\xF5\xCF\xFC\x60\x00\x20\x00\x00\x8A\xED\x5C\xAD\x39\x78\x9A\xEF\x2E\xE6\xB5\x05\x00\x00\x00\x00\x3A\x40\xC1\xB9\x7E\x8D\x23\x17\x1A\xE1\xDA\x75\x6A\xA7\x10\xAD\x57\x96\x7A\x91\xBD\xBA\x86\x88\x79\xF9\xBC\xF2\x26\xD6\xEF\x35\x47\xD3\x63\xEF\x0D\xF1\x41\xA7\x00\x00\x00\x00\x97\xDA\x47\xB0\x4B\x00\xCC\x34\x44\xF4\xD7\x21\x42\xEB\x03\xF5\x95\x4B\x85\xB7\xD3\x4E\xEC\x77\x5C\x64\x69\x2E\xC2\x7E\xEA\x84\x9E\x67\xD9\x59\xC8\x66\xA9\x03\x56\x92\x5E\x8B\xC7\x3B\x04\xC9\x72\x3B\x68\xC2\xB9\x1B\x79\x6E\x3A\xFD\x25\x20\x85\xB8\x93\x1D\x91\xAC\xA5\x47\xEC\x63\xB4\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25\x33\x3F\x22\x8C\x3B\xFE\xBF\xA1\x09\x3B\xC5\xF9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x98\xF1\xB0\xB2\x00\x00\x00\x00\x52\x29\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x6C\x03\x00\x03\x5F\x34\xBA\x38\x00\x00\x00\xEF\xF5\xCF\xFC\x60\x00\x20\x00\x00\x80\x00\x00\x00\x39\x78\x9A\xEF\x14\x10\x46\x6C\x00\x00\x00\x00\xF0\xB4\x91\x14\x7E\x8D\x23\x17\x7F\xFF\xFF\xFF\x6A\xA7\x10\xAD\x7F\xFF\xFF\xFF\xBD\xBA\x86\x88\x5B\x6E\x59\x2D\x26\xD6\xEF\x35\x7F\xFF\xFF\xFF\x0D\xF1\x41\xA7\x80\x00\x00\x00\x97\xDA\x47\xB0\x7F\xFF\xFF\xFF\x44\xF4\xD7\x21\x7F\xFF\xFF\xFF\x95\x4B\x85\xB7\x2A\x19\x58\xD6\x5C\x64\x69\x2E\x80\x00\x00\x00\x9E\x67\xD9\x59\x80\x00\x00\x00\x56\x92\x5E\x8B\x80\x00\x00\x00\x72\x3B\x68\xC2\x80\x00\x00\x00\x3A\xFD\x25\x20\x80\x00\x00\x00\x91\xAC\xA5\x47\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x54\x3C\x11\x1F\xF5\xCF\xFC\x60\xF5\xCF\xFC\x60\x14\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x14\x10\x46\x6C\x00\x00\x00\x00\xF0\xB4\x91\x14\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x5B\x6E\x59\x2D\x4D\xA8\xC2\x50\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x2A\x19\x58\xD6\x6E\x4B\x9C\x9B\x80\x00\x00\x00\x0A\x07\x6C\x30\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x9E\x4C\x9A\xEA\xEC\x63\xB4\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25\x33\x3F\x22\x8C\x3B\xFE\xBF\xA1\x09\x3B\xC5\xF9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.72

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xFB2528A4), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 3915)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 3915)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1A), ('P4rIngress.aggregator.count_exp.exponent', 0x4B)], 3915)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 3915)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xB03AD5E0), ('P4rIngress.aggregator.values_v0000.hi', 0x7AE1265B)], 3915)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x36F9EA45), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 3915)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x0D17796D), ('P4rIngress.aggregator.values_v0010.hi', 0x79EA0742)], 3915)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x1F32F537), ('P4rIngress.aggregator.values_v0011.hi', 0x2E77CABD)], 3915)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x7BB3A5B3), ('P4rIngress.aggregator.values_v0100.hi', 0xEA346272)], 3915)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xEE614B8E), ('P4rIngress.aggregator.values_v0101.hi', 0xAF369DE6)], 3915)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x57CEF361), ('P4rIngress.aggregator.values_v0110.hi', 0x511DAC53)], 3915)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xA8BC524A), ('P4rIngress.aggregator.values_v0111.hi', 0x38F6469A)], 3915)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x49978CAE), ('P4rIngress.aggregator.values_v1000.hi', 0x2776CB6B)], 3915)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x6894225A), ('P4rIngress.aggregator.values_v1001.hi', 0xA8932816)], 3915)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xB01AD6B0), ('P4rIngress.aggregator.values_v1010.hi', 0xC4ADE63D)], 3915)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x77109BCD), ('P4rIngress.aggregator.values_v1011.hi', 0x57377C99)], 3915)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x1C9D5B30), ('P4rIngress.aggregator.values_v1100.hi', 0xAFD5F748)], 3915)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xE685A697), ('P4rIngress.aggregator.values_v1101.hi', 0x4546A653)], 3915)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x5C92EE4D), ('P4rIngress.aggregator.values_v1110.hi', 0x789821A2)], 3915)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x925DAF6F), ('P4rIngress.aggregator.values_v1111.hi', 0xEC0627A4)], 3915)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x112F),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x112F),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x5A0F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000000ED),
                gc.DataTuple('slot_count', 0x00000F8D),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBB142CE7),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x026),
                gc.KeyTuple('src_addr', 0xF307351F),
                gc.KeyTuple('src_port', 0xF0DA),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x5A0F),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x0290),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF3\x07\x35\x1F\x00\x00\x00\x00\xF0\xDA\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x5A\x0F\x00\x03\xBB\x14\x2C\xE7\x0E\x5E\x00\xD5\xFF\xFF\xFF\xFF\x00\x20\x00\x00\xCB\x5F\x0C\xDD\x4B\x4F\xDB\x74\x36\x9B\xEC\xCB\xD8\x09\xFB\x64\xCB\x76\x3B\x63\x46\x48\x14\x5E\x73\xD0\xD6\x7B\x7E\xD2\x49\xA1\x44\x8D\xC0\xAB\xAA\xE6\x36\xFC\xB8\xD5\x3D\x0E\xAA\xB1\xD8\x62\x7A\x86\x75\xC1\x65\x0B\x07\xB1\x85\xA0\x54\xE8\x5E\x5F\x23\xD2\x6F\xA0\xEA\xAF\x5D\x11\x5C\x1D\x00\x00\x00\x00\x9D\xD2\x74\xF5\x9B\x23\xB1\xAF\xAC\xA4\x5D\x2F\x64\x71\xD0\xF9\x58\x81\x64\xA1\x74\x6C\xEE\x93\x8A\x27\x95\x4D\xA5\x4E\xB2\x9B\x4E\x39\x2D\x05\x71\x94\x4A\xC9\x1D\x9B\x64\x79\x9E\x42\x4E\xE5\x3F\x1E\x9F\x18\x52\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF3\x07\x35\x1F\x00\x00\x00\x00\xF0\xDA\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x5A\x0F\x00\x03\xBB\x14\x2C\xE7\x0E\x5E\x00\xD5\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x80\x00\x00\x00\x4B\x4F\xDB\x74\x6D\x95\xD7\x10\xD8\x09\xFB\x64\xD8\x8D\xB4\xD0\x46\x48\x14\x5E\x7F\xFF\xFF\xFF\x7E\xD2\x49\xA1\x7F\xFF\xFF\xFF\xAA\xE6\x36\xFC\xA7\x36\x88\x9C\xAA\xB1\xD8\x62\x7F\xFF\xFF\xFF\x65\x0B\x07\xB1\x80\x00\x00\x00\x5E\x5F\x23\xD2\x7F\xFF\xFF\xFF\x5D\x11\x5C\x1D\x68\x94\x22\x5A\x9D\xD2\x74\xF5\x80\x00\x00\x00\xAC\xA4\x5D\x2F\x7F\xFF\xFF\xFF\x58\x81\x64\xA1\x7F\xFF\xFF\xFF\x8A\x27\x95\x4D\x8B\xD4\x59\x32\x4E\x39\x2D\x05\x7F\xFF\xFF\xFF\x1D\x9B\x64\x79\x80\x00\x00\x00\x3F\x1E\x9F\x18\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\xFB\x25\x28\xAC\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x1B\xD5\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x6D\x95\xD7\x10\xD8\x09\xFB\x64\xD8\x8D\xB4\xD0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x95\x1A\x99\x6E\xA7\x36\x88\x9C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x68\x94\x22\x5A\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x8B\xD4\x59\x32\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x2B\x24\xC6\xBC\x52\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

