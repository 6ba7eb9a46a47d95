# PTF test for build/testgen/k32/kind34/main
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

logger = logging.getLogger('build/testgen/k32/kind34/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, 'build/testgen/k32/kind34/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('build/testgen/k32/kind34/main')

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
    # Current statement coverage: 0.054

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
    # Current statement coverage: 0.054

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
    # Current statement coverage: 0.058

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
    # Current statement coverage: 0.058

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
    # Current statement coverage: 0.059

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
    # Current statement coverage: 0.059

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
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x6598EF43), ('P4rIngress.aggregator.bitmap_seq.seq', 0x24DE96B0)], 2431)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x24DE96B0, 2431)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x06), ('P4rIngress.aggregator.count_exp.exponent', 0x9D)], 2431)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 2431)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x12001B92), ('P4rIngress.aggregator.values_v0000.hi', 0x0C002000)], 2431)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xE3F71BBD), ('P4rIngress.aggregator.values_v0001.hi', 0x23060DA0)], 2431)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x17C92207), ('P4rIngress.aggregator.values_v0010.hi', 0x1082234D)], 2431)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xDB102800), ('P4rIngress.aggregator.values_v0011.hi', 0xF68C1400)], 2431)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x07AB0AEA), ('P4rIngress.aggregator.values_v0100.hi', 0xE8670FD7)], 2431)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xEAD30AED), ('P4rIngress.aggregator.values_v0101.hi', 0x0AFD13A0)], 2431)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x20BE2000), ('P4rIngress.aggregator.values_v0110.hi', 0x0D8F1E0C)], 2431)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x15630BDC), ('P4rIngress.aggregator.values_v0111.hi', 0x0DA9078C)], 2431)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x2FA62000), ('P4rIngress.aggregator.values_v1000.hi', 0xEF9D1612)], 2431)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xDD6F1800), ('P4rIngress.aggregator.values_v1001.hi', 0x205C1193)], 2431)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xDEB70400), ('P4rIngress.aggregator.values_v1010.hi', 0x16222CC6)], 2431)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xD8C71568), ('P4rIngress.aggregator.values_v1011.hi', 0xE3C60CB0)], 2431)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x043F1000), ('P4rIngress.aggregator.values_v1100.hi', 0xE0000AB4)], 2431)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x1F0A17B7), ('P4rIngress.aggregator.values_v1101.hi', 0x131E1F40)], 2431)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x22E10BC7), ('P4rIngress.aggregator.values_v1110.hi', 0x2D1F2000)], 2431)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x29301440), ('P4rIngress.aggregator.values_v1111.hi', 0xD8852000)], 2431)
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
                gc.KeyTuple('job_id', 0x80B0),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000364),
                gc.DataTuple('slot_count', 0x00000D14),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8BAB9DAF),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0xFD35A07B),
                gc.KeyTuple('src_port', 0xC728),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x80B0),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x03FE),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFD\x35\xA0\x7B\x00\x00\x00\x00\xC7\x28\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x80\xB0\x00\x07\x8B\xAB\x9D\xAF\x06\x1B\x00\x62\x24\xDE\x96\xB0\x00\x20\x00\x00\x07\xF1\x0A\x20\xF0\x00\x04\xDA\xF4\xE7\x0B\xB3\xF8\x85\x0E\x4E\x07\x16\x0C\x57\xF0\x1E\x10\x00\x0B\xDD\x0C\xD1\xF2\x57\x09\xC0\xF1\x2B\x07\x9D\xF8\x5B\x09\x62\xF9\x8C\x0A\x50\xFA\x2D\x0B\x77\xF1\x96\x05\x98\xF5\xF0\x08\x96\x07\x7B\x06\x00\xF4\x6B\x07\xEB\x10\x00\x10\x00\x06\x55\x08\x00\xF6\x6B\x08\x00\xFC\x00\x08\x56\xF3\xE5\x0C\xD5\xF8\xF5\x06\x19\xF5\x43\x0B\x9D\x0D\x5A\x08\x2D\xF7\xC6\x0D\x00\x06\xF6\x0E\x63\x0F\xEA\x0C\x3A\xF0\x7D\x05\xD6\xF5\x20\x0A\x31\xFB\xBF\x0B\x4C\x08\x00\x04\xA5\xF7\x66\x0E\xA4\xAB\x9F\xF3\x5B\x55\xA1\xF3\x1C\x3D\x2A\x80\xD7\xAB\xD3\x01\x40\x4D\x32\x25\xF3\x0E\xC4\x79\x3B\xBE\x6A\x71\x5A\x21\xF9\x08\x9B\x87\xF4\x88\xA7\x61\x2B\x00\xF3\xEF\x9A\xBF\x33\xA0\xF9\xB0\x8A\x27\x51\xE1\x9E\x44\x60\x1C\x7F\x48\xE1\x31\x22\xA1\x73\xA4\xC8\x9B\x11\x84\xB2\xAE\x10\xBC\x33\x6B\x31\x86\xA1\xCA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xFD\x35\xA0\x7B\xBE\xEF\xC7\x28\x00\xA0\x00\x00\x50\x34\x02\x82\x80\xB0\x00\x07\x8B\xAB\x9D\xAF\x06\x1B\x00\x62\x24\xDE\x96\xB0\x00\x20\x00\x07\x19\xF1\x25\xB2\xF0\x00\x04\xDA\xD8\xDE\x27\x70\xF8\x85\x0E\x4E\x1E\xDF\x2E\x5E\xF0\x1E\x10\x00\xE6\xED\x34\xD1\xF2\x57\x09\xC0\xF8\xD6\x12\x87\xF8\x5B\x09\x62\xE4\x5F\x15\x3D\xFA\x2D\x0B\x77\x12\x54\x25\x98\xF5\xF0\x08\x96\x1C\xDE\x11\xDC\xF4\x6B\x07\xEB\x3F\xA6\x30\x00\x06\x55\x08\x00\xD3\xDA\x20\x00\xFC\x00\x08\x56\xD2\x9C\x10\xD5\xF8\xF5\x06\x19\xCE\x0A\x21\x05\x0D\x5A\x08\x2D\xFC\x05\x1D\x00\x06\xF6\x0E\x63\x2E\xF4\x23\xF1\xF0\x7D\x05\xD6\x18\x01\x15\xF8\xFB\xBF\x0B\x4C\x31\x30\x18\xE5\xF7\x66\x0E\xA4\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x65\x98\xEF\xC3\x24\xDE\x96\xB0\x24\xDE\x96\xB0\x07\x9D\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x19\xF1\x25\xB2\xFC\x00\x24\xDA\xD8\xDE\x27\x70\x1B\x8B\x1B\xEE\x1E\xDF\x2E\x5E\x00\xA0\x33\x4D\xE6\xED\x34\xD1\xE8\xE3\x1D\xC0\xF8\xD6\x12\x87\xE0\xC2\x19\x39\xE4\x5F\x15\x3D\x05\x2A\x1F\x17\x12\x54\x25\x98\x03\x7F\x26\xA2\x1C\xDE\x11\xDC\x02\x14\x0F\x77\x3F\xA6\x30\x00\xF5\xF2\x1E\x12\xD3\xDA\x20\x00\x1C\x5C\x19\xE9\xD2\x9C\x10\xD5\x0F\x17\x32\xDF\xCE\x0A\x21\x05\xF1\x20\x14\xDD\xFC\x05\x1D\x00\xE6\xF6\x19\x17\x2E\xF4\x23\xF1\x03\x9B\x25\x16\x18\x01\x15\xF8\x28\xDE\x2B\x4C\x31\x30\x18\xE5\xCF\xEB\x2E\xA4\xAB\x9F\xF3\x5B\x55\xA1\xF3\x1C\x3D\x2A\x80\xD7\xAB\xD3\x01\x40\x4D\x32\x25\xF3\x0E\xC4\x79\x3B\xBE\x6A\x71\x5A\x21\xF9\x08\x9B\x87\xF4\x88\xA7\x61\x2B\x00\xF3\xEF\x9A\xBF\x33\xA0\xF9\xB0\x8A\x27\x51\xE1\x9E\x44\x60\x1C\x7F\x48\xE1\x31\x22\xA1\x73\xA4\xC8\x9B\x11\x84\xB2\xAE\x10\xBC\x33\x6B\x31\x86\xA1\xCA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x13\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC8\x00\x00\x00\x00\x00\x00\x20\x00\x00\x6D\x80\x31\x43\x0E\x12\xFD\xC6\x17\xB5\xC7\x9D\xA2\xAA\xDF\x4A\x23\x67\xD2\x3F\xF7\x75\x51\xBF\x50\x6A\xB1\x3F\x36\x2E\x52\x31\xED\xFA\x1E\x02\xC1\xF0\xB3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x20\x00\x00\x31\x37\x4C\xBF\xC6\x7B\xC3\xD5\xD4\x5C\x1A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xABACB501), ('P4rIngress.aggregator.bitmap_seq.seq', 0xE0800000)], 6523)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xE0800000, 6523)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x02), ('P4rIngress.aggregator.count_exp.exponent', 0x9E)], 6523)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 6523)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x2DF1172B), ('P4rIngress.aggregator.values_v0000.hi', 0x10F82600)], 6523)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x1EA510EE), ('P4rIngress.aggregator.values_v0001.hi', 0xD0002779)], 6523)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xDDAB2000), ('P4rIngress.aggregator.values_v0010.hi', 0x11E51ABC)], 6523)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xED051C00), ('P4rIngress.aggregator.values_v0011.hi', 0x164F1C69)], 6523)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xD36B0B4C), ('P4rIngress.aggregator.values_v0100.hi', 0xD6CC2600)], 6523)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xFA820CD7), ('P4rIngress.aggregator.values_v0101.hi', 0x0BC51000)], 6523)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x150C06B7), ('P4rIngress.aggregator.values_v0110.hi', 0x24001B40)], 6523)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x2C7F1785), ('P4rIngress.aggregator.values_v0111.hi', 0xEC721E00)], 6523)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x14461C6A), ('P4rIngress.aggregator.values_v1000.hi', 0xE0EF0800)], 6523)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x1CA12297), ('P4rIngress.aggregator.values_v1001.hi', 0x186F275A)], 6523)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xEEED081E), ('P4rIngress.aggregator.values_v1010.hi', 0x0C8B0D62)], 6523)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x2B7212C4), ('P4rIngress.aggregator.values_v1011.hi', 0xF0002A6B)], 6523)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xF75618FB), ('P4rIngress.aggregator.values_v1100.hi', 0x2FB323D9)], 6523)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x040005B9), ('P4rIngress.aggregator.values_v1101.hi', 0xF90E239D)], 6523)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x30002000), ('P4rIngress.aggregator.values_v1110.hi', 0x17831BA8)], 6523)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x300010F7), ('P4rIngress.aggregator.values_v1111.hi', 0x18771A41)], 6523)
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
                gc.KeyTuple('job_id', 0x19E6),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000010AB),
                gc.DataTuple('slot_count', 0x00000E95),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC42783A8),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0xCD6F456E),
                gc.KeyTuple('src_port', 0xF4DE),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x19E6),
                gc.DataTuple('rank', 0x0001),
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
        ig_port = 1
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCD\x6F\x45\x6E\x00\x00\x00\x00\xF4\xDE\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x19\xE6\x00\x01\xC4\x27\x83\xA8\x08\xD0\x02\x0B\xE0\x80\x00\x00\x00\x20\x00\x00\xFB\x12\x09\xD7\xF0\xA9\x08\x00\x0D\x95\x06\x00\xFA\x98\x06\xC7\x06\x85\x10\x00\x0D\x9D\x0F\x99\x0D\x7B\x10\x00\x04\xF3\x0B\xBE\xF9\x4F\x0A\x00\xF4\x00\x09\x7C\xF9\x27\x0C\x00\x0C\x3E\x10\x00\x0C\xA9\x0E\xA3\x10\x00\x0B\xCC\xF9\x41\x0B\x80\xF0\xFC\x06\x08\x0B\xAA\x04\x70\xF4\xA2\x10\x00\x04\x77\x0B\x43\xF4\x00\x08\xE8\xF8\xAC\x09\x78\xFA\xD9\x0E\xCC\x0D\x26\x05\xCC\xFC\x00\x0C\x6B\x05\x4F\x10\x00\x07\xEF\x0F\x3A\xF4\x00\x0A\x1A\xF2\xF3\x08\x00\x0F\xE4\x04\xA4\xFA\xED\x10\x00\x07\x34\x0B\x45\xF9\xE3\x0D\x11\x9D\x26\xA1\x32\x25\x5B\x4A\x46\xE8\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A\x18\x4E\x1F\x96\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCD\x6F\x45\x6E\xBE\xEF\xF4\xDE\x00\xA0\x00\x00\x50\x34\x02\x82\x19\xE6\x00\x01\xC4\x27\x83\xA8\x08\xD0\x00\x0B\xE0\x80\x00\x00\x00\x20\x00\x03\x29\x03\x21\x02\xF0\xA9\x08\x00\x2C\x3A\x16\xEE\xFA\x98\x06\xC7\xE4\x30\x30\x00\x0D\x9D\x0F\x99\xFA\x80\x2C\x00\x04\xF3\x0B\xBE\xCC\xBA\x15\x4C\xF4\x00\x09\x7C\xF3\xA9\x18\xD7\x0C\x3E\x10\x00\x21\xB5\x15\x5A\x10\x00\x0B\xCC\x25\xC0\x23\x05\xF0\xFC\x06\x08\x1F\xF0\x20\xDA\xF4\xA2\x10\x00\x21\x18\x2D\xDA\xF4\x00\x08\xE8\xE7\x99\x11\x96\xFA\xD9\x0E\xCC\x38\x98\x18\x90\xFC\x00\x0C\x6B\xFC\xA5\x28\xFB\x07\xEF\x0F\x3A\xF8\x00\x0F\xD3\xF2\xF3\x08\x00\x3F\xE4\x24\xA4\xFA\xED\x10\x00\x37\x34\x1C\x3C\xF9\xE3\x0D\x11\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xAB\xAC\xB5\x03\xE0\x80\x00\x00\xE0\x80\x00\x00\x03\x9E\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x29\x03\x21\x02\x01\xA1\x2E\x00\x2C\x3A\x16\xEE\xCA\x98\x2E\x40\xE4\x30\x30\x00\x1F\x82\x2A\x55\xFA\x80\x2C\x00\x1B\x42\x28\x27\xCC\xBA\x15\x4C\xCA\xCC\x2F\x7C\xF3\xA9\x18\xD7\x18\x03\x20\x00\x21\xB5\x15\x5A\x34\x00\x27\x0C\x25\xC0\x23\x05\xDD\x6E\x24\x08\x1F\xF0\x20\xDA\xD5\x91\x18\x00\x21\x18\x2D\xDA\x0C\x6F\x30\x42\xE7\x99\x11\x96\x07\x64\x1C\x2E\x38\x98\x18\x90\xEC\x00\x36\xD6\xFC\xA5\x28\xFB\x37\xA2\x33\x13\xF8\x00\x0F\xD3\xEC\x01\x2B\x9D\x3F\xE4\x24\xA4\x12\x70\x2B\xA8\x37\x34\x1C\x3C\x12\x5A\x27\x52\x9D\x26\xA1\x32\x25\x5B\x4A\x46\xE8\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A\x18\x4E\x1F\x96\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x3A45DB83), ('P4rIngress.aggregator.bitmap_seq.seq', 0x387E6832)], 7977)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x387E6832, 7977)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x16), ('P4rIngress.aggregator.count_exp.exponent', 0x3A)], 7977)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 7977)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xE6FF21D1), ('P4rIngress.aggregator.values_v0000.hi', 0x29571900)], 7977)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xE10D262F), ('P4rIngress.aggregator.values_v0001.hi', 0xE0002800)], 7977)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x2B2B0E2A), ('P4rIngress.aggregator.values_v0010.hi', 0x30001B5F)], 7977)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x29C2136A), ('P4rIngress.aggregator.values_v0011.hi', 0xF9B02000)], 7977)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x29302000), ('P4rIngress.aggregator.values_v0100.hi', 0xE3650727)], 7977)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xDD5C0A74), ('P4rIngress.aggregator.values_v0101.hi', 0x11B32190)], 7977)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xDC911D78), ('P4rIngress.aggregator.values_v0110.hi', 0xEB69284B)], 7977)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xE7230600), ('P4rIngress.aggregator.values_v0111.hi', 0x28AD1F44)], 7977)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xF2290426), ('P4rIngress.aggregator.values_v1000.hi', 0xD03F2C00)], 7977)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x17622000), ('P4rIngress.aggregator.values_v1001.hi', 0xE0E61869)], 7977)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x0E0706BF), ('P4rIngress.aggregator.values_v1010.hi', 0xF17F1012)], 7977)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x24000C51), ('P4rIngress.aggregator.values_v1011.hi', 0xE96D2000)], 7977)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x1AAC3000), ('P4rIngress.aggregator.values_v1100.hi', 0x2C000400)], 7977)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xE0000BED), ('P4rIngress.aggregator.values_v1101.hi', 0xFBE208B4)], 7977)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xD0002AB6), ('P4rIngress.aggregator.values_v1110.hi', 0xD87B1000)], 7977)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x2C0019F4), ('P4rIngress.aggregator.values_v1111.hi', 0x08A40F72)], 7977)
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
                gc.KeyTuple('job_id', 0x9CB1),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000BEC),
                gc.DataTuple('slot_count', 0x00001366),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xED9C4539),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x035),
                gc.KeyTuple('src_addr', 0x62D98DF8),
                gc.KeyTuple('src_port', 0x5107),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9CB1),
                gc.DataTuple('rank', 0x001A),
                gc.DataTuple('worker_index', 0x0133),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x62\xD9\x8D\xF8\x00\x00\x00\x00\x51\x07\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9C\xB1\x00\x1A\xED\x9C\x45\x39\x13\x3D\x04\xB8\x38\x7E\x68\x32\x00\x20\x00\x00\x05\x59\x0B\x48\xF1\xDF\x10\x00\x05\xD7\x0F\x97\x0F\x89\x08\x00\x0B\xE9\x07\xFD\xF0\x00\x04\x00\xFA\xDE\x0F\x4A\xFB\x2A\x10\x00\xF8\x00\x10\x00\xFA\x9B\x07\xCC\x09\xFA\x0B\x73\x0B\x01\x10\x00\xFC\x00\x0D\x88\xF0\x00\x08\x64\x0B\xD4\x0C\x00\x04\xA1\x05\x80\x10\x00\x0D\x32\xFB\x51\x0A\x76\xF1\x76\x0B\x4E\xF1\xF1\x04\x00\xF4\xDE\x06\xBD\x09\x20\x08\x00\xFC\x00\x09\xDB\x0C\x26\x0A\x92\x0E\x71\x10\x00\xF0\x00\x08\x51\xF0\xF3\x04\xCC\xF4\x76\x0C\x7F\x10\x00\x0D\x38\xF1\x70\x09\xB6\xF4\x00\x07\xA1\x09\xB7\x10\x00\x8F\xD4\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x62\xD9\x8D\xF8\xBE\xEF\x51\x07\x00\xA0\x00\x00\x50\x34\x02\x82\x9C\xB1\x00\x1A\xED\x9C\x45\x39\x13\x3D\x00\xB8\x38\x7E\x68\x32\x00\x20\x00\x17\xEC\x58\x2D\x19\xF1\xDF\x10\x00\xE6\xE4\x35\xC6\x0F\x89\x08\x00\x37\x14\x16\x27\xF0\x00\x04\x00\x24\xA0\x22\xB4\xFB\x2A\x10\x00\x21\x30\x30\x00\xFA\x9B\x07\xCC\xE7\x56\x15\xE7\x0B\x01\x10\x00\xD8\x91\x2B\x00\xF0\x00\x08\x64\xF2\xF7\x12\x00\x04\xA1\x05\x80\x02\x29\x11\x58\xFB\x51\x0A\x76\x08\xD8\x2B\x4E\xF1\xF1\x04\x00\x02\xE5\x0D\x7C\x09\x20\x08\x00\x20\x00\x16\x2C\x0C\x26\x0A\x92\x29\x1D\x40\x00\xF0\x00\x08\x51\xD0\xF3\x10\xB9\xF4\x76\x0C\x7F\xE0\x00\x37\xEE\xF1\x70\x09\xB6\x20\x00\x21\x95\x09\xB7\x10\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x3E\x45\xDB\x83\x38\x7E\x68\x32\x38\x7E\x68\x32\x17\xB8\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xEC\x58\x2D\x19\x1B\x36\x29\x00\xE6\xE4\x35\xC6\xEF\x89\x30\x00\x37\x14\x16\x27\x20\x00\x1F\x5F\x24\xA0\x22\xB4\xF4\xDA\x30\x00\x21\x30\x30\x00\xDE\x00\x0E\xF3\xE7\x56\x15\xE7\x1C\xB4\x31\x90\xD8\x91\x2B\x00\xDB\x69\x30\xAF\xF2\xF7\x12\x00\x2D\x4E\x24\xC4\x02\x29\x11\x58\xCB\x90\x36\x76\x08\xD8\x2B\x4E\xD2\xD7\x1C\x69\x02\xE5\x0D\x7C\xFA\x9F\x18\x12\x20\x00\x16\x2C\xF5\x93\x2A\x92\x29\x1D\x40\x00\x1C\x00\x0C\x51\xD0\xF3\x10\xB9\xF0\x58\x15\x33\xE0\x00\x37\xEE\xC9\xEB\x19\xB6\x20\x00\x21\x95\x12\x5B\x1F\x72\x8F\xD4\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x6BFBECB4), ('P4rIngress.aggregator.bitmap_seq.seq', 0xDCD96CA0)], 4838)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xDCD96CA0, 4838)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0A), ('P4rIngress.aggregator.count_exp.exponent', 0x15)], 4838)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4838)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xEAFE2F32), ('P4rIngress.aggregator.values_v0000.hi', 0xF90B1155)], 4838)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xDB4C220F), ('P4rIngress.aggregator.values_v0001.hi', 0xFBE62BDC)], 4838)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xF4001413), ('P4rIngress.aggregator.values_v0010.hi', 0xD15B2000)], 4838)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xF4002000), ('P4rIngress.aggregator.values_v0011.hi', 0x19AD1028)], 4838)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x279E1E00), ('P4rIngress.aggregator.values_v0100.hi', 0xE8A72E01)], 4838)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x190B2400), ('P4rIngress.aggregator.values_v0101.hi', 0x1A9F0600)], 4838)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xFB5D1FD5), ('P4rIngress.aggregator.values_v0110.hi', 0xF883204A)], 4838)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xF000289A), ('P4rIngress.aggregator.values_v0111.hi', 0x0E5B1100)], 4838)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x1FA706D9), ('P4rIngress.aggregator.values_v1000.hi', 0xE4E524AF)], 4838)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x23F216E4), ('P4rIngress.aggregator.values_v1001.hi', 0xEEB010F4)], 4838)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xF9892000), ('P4rIngress.aggregator.values_v1010.hi', 0x2FF320D9)], 4838)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xD00023B8), ('P4rIngress.aggregator.values_v1011.hi', 0xECD923D3)], 4838)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x2F631B8B), ('P4rIngress.aggregator.values_v1100.hi', 0x1B111000)], 4838)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x1DDF2EB5), ('P4rIngress.aggregator.values_v1101.hi', 0xD8F7280D)], 4838)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xEDA510D2), ('P4rIngress.aggregator.values_v1110.hi', 0xDC8518BE)], 4838)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xE18F11F1), ('P4rIngress.aggregator.values_v1111.hi', 0xD3DA17E7)], 4838)
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
                gc.KeyTuple('job_id', 0x6FAC),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C30),
                gc.DataTuple('slot_count', 0x000013D0),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEEE64BD1),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00E),
                gc.KeyTuple('src_addr', 0x2EC502AA),
                gc.KeyTuple('src_port', 0x9586),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x6FAC),
                gc.DataTuple('rank', 0x000C),
                gc.DataTuple('worker_index', 0x00FE),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2E\xC5\x02\xAA\x00\x00\x00\x00\x95\x86\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x6F\xAC\x00\x0C\xEE\xE6\x4B\xD1\x06\xB6\x02\x0C\xDC\xD9\x6C\xA0\x00\x20\x00\x00\xF1\xC2\x0A\x18\x0F\x77\x08\x00\x0C\x00\x10\x00\x08\xCC\x0C\x00\x05\xA5\x0B\x8F\xF7\x4D\x06\x01\x0C\x00\x07\x3C\x10\x00\x08\x80\x0B\xB8\x0B\x9E\x0A\xB2\x0E\x8C\x07\xD1\x10\x00\xF8\xD8\x0B\x71\xF7\x27\x0B\x48\x09\x8E\x0C\x00\xF5\x2D\x0E\xFE\xF9\x73\x08\xB8\x09\xC2\x10\x00\x0A\xEA\x07\xF5\x0A\x36\x08\x00\x06\x8C\x08\x00\xF8\x0E\x10\x00\xF7\x2D\x10\x00\x07\x4A\x08\x00\xFB\xFB\x09\x53\xF9\x5D\x0B\xEC\xF4\xC7\x10\x00\xF8\x9F\x0E\x08\x0C\x00\x0E\x7D\x10\x00\x0C\x00\xFB\xDF\x0A\x24\x10\x00\x0E\x07\xF8\xBB\x07\x80\x9B\xDC\x73\x28\x28\x8D\x47\x6B\xF2\x79\x7A\x2C\xE6\xDB\xEB\xFF\x8F\xAB\x8F\x7B\x95\xC4\x72\x34\xBC\xF9\x8D\xF7\x5B\x2F\xE5\xF0\xC4\x18\x3F\x3A\xF4\xD8\x95\xD9\x65\x8A\xEE\xE2\xD3\xAA\x2F\x33\xD1\x8B\xCF\x81\x7F\xFE\xE3\x6D\x4B\x0D\x54\x2A\xFF\xDA\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2E\xC5\x02\xAA\xBE\xEF\x95\x86\x00\xA0\x00\x00\x50\x34\x02\x82\x6F\xAC\x00\x0C\xEE\xE6\x4B\xD1\x06\xB6\x00\x0C\xDC\xD9\x6C\xA0\x00\x20\x00\x0B\xDC\xC0\x39\x4A\x0F\x77\x08\x00\xE7\x4C\x32\x0F\x08\xCC\x0C\x00\xF9\xA5\x1F\xA2\xF7\x4D\x06\x01\x00\x00\x27\x3C\x10\x00\x08\x80\x33\x56\x29\x9E\x0A\xB2\x0E\x8C\x20\xDC\x34\x00\xF8\xD8\x0B\x71\xF2\x84\x2B\x1D\x09\x8E\x0C\x00\xE5\x2D\x37\x98\xF9\x73\x08\xB8\x29\x69\x16\xD9\x0A\xEA\x07\xF5\x2E\x28\x1E\xE4\x06\x8C\x08\x00\xF1\x97\x30\x00\xF7\x2D\x10\x00\xD7\x4A\x2B\xB8\xFB\xFB\x09\x53\x28\xC0\x27\x77\xF4\xC7\x10\x00\x16\x7E\x3C\xBD\x0C\x00\x0E\x7D\xFD\xA5\x1C\xD2\xFB\xDF\x0A\x24\xF1\x8F\x1F\xF8\xF8\xBB\x07\x80\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x6B\xFB\xFC\xB4\xDC\xD9\x6C\xA0\xDC\xD9\x6C\xA0\x0B\x15\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xDC\xC0\x39\x4A\x08\x82\x19\x55\xE7\x4C\x32\x0F\x04\xB2\x37\xDC\xF9\xA5\x1F\xA2\xC8\xA8\x26\x01\x00\x00\x27\x3C\x29\xAD\x18\xA8\x33\x56\x29\x9E\xF3\x59\x3C\x8D\x20\xDC\x34\x00\x13\x77\x11\x71\xF2\x84\x2B\x1D\x02\x11\x2C\x4A\xE5\x2D\x37\x98\x07\xCE\x19\xB8\x29\x69\x16\xD9\xEF\xCF\x2C\xA4\x2E\x28\x1E\xE4\xF5\x3C\x18\xF4\xF1\x97\x30\x00\x27\x20\x30\xD9\xD7\x4A\x2B\xB8\xE8\xD4\x2D\x26\x28\xC0\x27\x77\x0F\xD8\x20\x00\x16\x7E\x3C\xBD\xE4\xF7\x36\x8A\xFD\xA5\x1C\xD2\xD8\x64\x22\xE2\xF1\x8F\x1F\xF8\xCC\x95\x1F\x67\x9B\xDC\x73\x28\x28\x8D\x47\x6B\xF2\x79\x7A\x2C\xE6\xDB\xEB\xFF\x8F\xAB\x8F\x7B\x95\xC4\x72\x34\xBC\xF9\x8D\xF7\x5B\x2F\xE5\xF0\xC4\x18\x3F\x3A\xF4\xD8\x95\xD9\x65\x8A\xEE\xE2\xD3\xAA\x2F\x33\xD1\x8B\xCF\x81\x7F\xFE\xE3\x6D\x4B\x0D\x54\x2A\xFF\xDA\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x8151CD74), ('P4rIngress.aggregator.bitmap_seq.seq', 0x0A277B17)], 6780)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x0A277B17, 6780)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x06), ('P4rIngress.aggregator.count_exp.exponent', 0x49)], 6780)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 6780)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xD6AB1953), ('P4rIngress.aggregator.values_v0000.hi', 0xED7A1000)], 6780)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xD705058F), ('P4rIngress.aggregator.values_v0001.hi', 0xFC001B10)], 6780)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xFBF523EF), ('P4rIngress.aggregator.values_v0010.hi', 0xD3F52E21)], 6780)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xF3273000), ('P4rIngress.aggregator.values_v0011.hi', 0x15BD280B)], 6780)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x2BF62D10), ('P4rIngress.aggregator.values_v0100.hi', 0x1E3A1EA7)], 6780)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xD560254B), ('P4rIngress.aggregator.values_v0101.hi', 0xD03A1722)], 6780)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x2000296B), ('P4rIngress.aggregator.values_v0110.hi', 0xF4291458)], 6780)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xD1580EC0), ('P4rIngress.aggregator.values_v0111.hi', 0xED9A2800)], 6780)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x22662997), ('P4rIngress.aggregator.values_v1000.hi', 0xDE310FF9)], 6780)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x30002000), ('P4rIngress.aggregator.values_v1001.hi', 0x07DA23E8)], 6780)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xED152A5C), ('P4rIngress.aggregator.values_v1010.hi', 0x29670E3C)], 6780)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x18E22000), ('P4rIngress.aggregator.values_v1011.hi', 0xEFDF0F1D)], 6780)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xDB800D80), ('P4rIngress.aggregator.values_v1100.hi', 0xE8F12844)], 6780)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xE400052D), ('P4rIngress.aggregator.values_v1101.hi', 0xD0002B00)], 6780)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x113F2BA7), ('P4rIngress.aggregator.values_v1110.hi', 0xEF6B2000)], 6780)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x1B4A1D8F), ('P4rIngress.aggregator.values_v1111.hi', 0xF812099C)], 6780)
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
                gc.KeyTuple('job_id', 0x887F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D27),
                gc.DataTuple('slot_count', 0x00001073),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4B999B19),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02F),
                gc.KeyTuple('src_addr', 0xF818E7A8),
                gc.KeyTuple('src_port', 0x46AA),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x887F),
                gc.DataTuple('rank', 0x0001),
                gc.DataTuple('worker_index', 0x020E),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF8\x18\xE7\xA8\x00\x00\x00\x00\x46\xAA\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x88\x7F\x00\x01\x4B\x99\x9B\x19\x0D\x55\x06\x55\x0A\x27\x7B\x17\x00\x20\x00\x00\x0A\xA7\x05\x4F\x0F\xCB\x10\x00\x05\xF3\x0A\xA9\xF2\xB7\x10\x00\x07\x89\x0B\xF3\x09\xD7\x09\x7E\xF0\xE8\x10\x00\x09\xB3\x0C\x00\xFC\x00\x04\x9C\xF3\xDE\x0F\x52\x08\x00\x05\x47\x08\x77\x0E\xD0\xF8\x00\x09\x5E\xF7\xFB\x09\xF4\x06\x2B\x0A\x6B\xF0\x00\x10\x00\x09\x0F\x09\xD5\xF2\x6B\x07\xE2\xF0\x00\x0E\xB2\xF9\xBE\x10\x00\x05\x1E\x0E\x00\x0F\x44\x10\x00\x0C\xE7\x0B\x26\xF9\x3D\x06\x05\x10\x00\x0C\x00\x04\x00\x0A\x91\xF1\xCB\x09\x9A\x0E\xD8\x09\xC0\x10\x00\x10\x00\xF8\xE9\x08\x00\x10\x00\x10\x00\x10\x00\x10\x00\xC6\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF8\x18\xE7\xA8\xBE\xEF\x46\xAA\x00\xA0\x00\x00\x50\x34\x02\x82\x88\x7F\x00\x01\x4B\x99\x9B\x19\x0D\x55\x00\x55\x0A\x27\x7B\x17\x00\x20\x00\x07\xE1\x52\x1E\xA2\x0F\xCB\x10\x00\xDC\xF8\x10\x38\xF2\xB7\x10\x00\x03\x7E\x2F\xE2\x09\xD7\x09\x7E\xE4\x0F\x40\x00\x09\xB3\x0C\x00\x27\xF6\x31\xAC\xF3\xDE\x0F\x52\xDD\x60\x2A\x92\x08\x77\x0E\xD0\x18\x00\x32\xC9\xF7\xFB\x09\xF4\xD7\x83\x19\x2B\xF0\x00\x10\x00\x2B\x75\x33\x6C\xF2\x6B\x07\xE2\x20\x00\x2E\xB2\xF9\xBE\x10\x00\xF2\x33\x38\x5C\x0F\x44\x10\x00\x25\xC9\x2B\x26\xF9\x3D\x06\x05\xEB\x80\x19\x80\x04\x00\x0A\x91\xD5\xCB\x0E\xC7\x0E\xD8\x09\xC0\x21\x3F\x3B\xA7\xF8\xE9\x08\x00\x2B\x4A\x2D\x8F\x10\x00\x10\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x81\x51\xCD\x76\x0A\x27\x7B\x17\x0A\x27\x7B\x17\x07\x55\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xE1\x52\x1E\xA2\xFD\x45\x20\x00\xDC\xF8\x10\x38\xEE\xB7\x2B\x10\x03\x7E\x2F\xE2\xDD\xCC\x37\x9F\xE4\x0F\x40\x00\x1F\x70\x34\x0B\x27\xF6\x31\xAC\x12\x18\x2D\xF9\xDD\x60\x2A\x92\xD8\xB1\x25\xF2\x18\x00\x32\xC9\xEC\x24\x1E\x4C\xD7\x83\x19\x2B\xDD\x9A\x38\x00\x2B\x75\x33\x6C\xD0\x9C\x17\xDB\x20\x00\x2E\xB2\x01\x98\x33\xE8\xF2\x33\x38\x5C\x38\xAB\x1E\x3C\x25\xC9\x2B\x26\xE9\x1C\x15\x22\xEB\x80\x19\x80\xEC\xF1\x32\xD5\xD5\xCB\x0E\xC7\xDE\xD8\x34\xC0\x21\x3F\x3B\xA7\xE8\x54\x28\x00\x2B\x4A\x2D\x8F\x08\x12\x19\x9C\xC6\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x7286C8D9), ('P4rIngress.aggregator.bitmap_seq.seq', 0xDB1DC1F3)], 3323)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xDB1DC1F3, 3323)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x15), ('P4rIngress.aggregator.count_exp.exponent', 0x46)], 3323)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3323)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x22321000), ('P4rIngress.aggregator.values_v0000.hi', 0x28712F59)], 3323)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x06A31800), ('P4rIngress.aggregator.values_v0001.hi', 0xEBD90400)], 3323)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xD000244A), ('P4rIngress.aggregator.values_v0010.hi', 0xFB202AB9)], 3323)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x2FB91E7F), ('P4rIngress.aggregator.values_v0011.hi', 0xD54F2196)], 3323)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xF2EE105B), ('P4rIngress.aggregator.values_v0100.hi', 0x071B2BB9)], 3323)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x13A41FC7), ('P4rIngress.aggregator.values_v0101.hi', 0xFC001400)], 3323)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xE1181C00), ('P4rIngress.aggregator.values_v0110.hi', 0x11CC162D)], 3323)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xD89E243E), ('P4rIngress.aggregator.values_v0111.hi', 0x212E04AF)], 3323)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xF31B2C04), ('P4rIngress.aggregator.values_v1000.hi', 0xE2302000)], 3323)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xDA152000), ('P4rIngress.aggregator.values_v1001.hi', 0x13951314)], 3323)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x240017F7), ('P4rIngress.aggregator.values_v1010.hi', 0x0CD4249E)], 3323)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xD1F62000), ('P4rIngress.aggregator.values_v1011.hi', 0xFC000E72)], 3323)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x1C511000), ('P4rIngress.aggregator.values_v1100.hi', 0xFABF05C0)], 3323)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xE6F62D0E), ('P4rIngress.aggregator.values_v1101.hi', 0x1D1F0753)], 3323)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x3000071B), ('P4rIngress.aggregator.values_v1110.hi', 0x1E3F2186)], 3323)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xE0001711), ('P4rIngress.aggregator.values_v1111.hi', 0x042F0493)], 3323)
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
                gc.KeyTuple('job_id', 0xDB75),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AFB),
                gc.DataTuple('slot_count', 0x000004DA),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA37C0CF8),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x017),
                gc.KeyTuple('src_addr', 0xB9BCAE40),
                gc.KeyTuple('src_port', 0x2D08),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xDB75),
                gc.DataTuple('rank', 0x0002),
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
        ig_port = 23
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB9\xBC\xAE\x40\x00\x00\x00\x00\x2D\x08\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xDB\x75\x00\x02\xA3\x7C\x0C\xF8\x02\x00\x04\x80\xDB\x1D\xC1\xF3\x00\x20\x00\x00\x0D\x37\x08\xF6\x07\x7E\x0D\x4B\xF3\x51\x0C\x00\x06\x35\x07\x4B\x04\x00\x0B\x9B\x0F\xF2\x0B\x4D\xF6\xC3\x09\x80\xF4\xBE\x05\x32\x07\x09\x04\xF8\xF2\x2B\x09\x87\xFC\x00\x04\x09\x04\xBA\x04\x80\x09\x95\x08\x00\x0B\xCD\x0A\xD6\x06\x9D\x0B\x87\x09\xC9\x0B\xDE\x0E\xE5\x08\x00\xFA\xF3\x05\xA8\x0A\xD1\x0C\x00\xF5\xF1\x0F\x14\x06\x6B\x0A\xB2\xF4\xA1\x07\x80\x08\x00\x10\x00\x0A\x49\x07\x41\x0F\x53\x06\xE0\xF2\x0A\x07\x53\xFB\xC6\x0A\x3F\x06\xEA\x0B\x8E\xFA\x0C\x0A\x1F\xFB\xE1\x05\x8B\xF0\x00\x0F\xE9\x04\xFF\x0C\x00\xFB\x98\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB9\xBC\xAE\x40\xBE\xEF\x2D\x08\x00\xA0\x00\x00\x50\x34\x02\x82\xDB\x75\x00\x02\xA3\x7C\x0C\xF8\x02\x00\x00\x80\xDB\x1D\xC1\xF3\x00\x20\x00\x16\x2F\x69\x18\xF6\x07\x7E\x0D\x4B\xF9\xF4\x24\x00\x06\x35\x07\x4B\xD4\x00\x2F\xE5\x0F\xF2\x0B\x4D\x26\x7C\x27\xFF\xF4\xBE\x05\x32\xF9\xF7\x15\x53\xF2\x2B\x09\x87\x0F\xA4\x23\xD0\x04\xBA\x04\x80\xEA\xAD\x24\x00\x0B\xCD\x0A\xD6\xDF\x3B\x2F\xC5\x09\xC9\x0B\xDE\x02\x00\x34\x04\xFA\xF3\x05\xA8\xE4\xE6\x2C\x00\xF5\xF1\x0F\x14\x2A\x6B\x22\xA9\xF4\xA1\x07\x80\xD9\xF6\x30\x00\x0A\x49\x07\x41\x2B\xA4\x16\xE0\xF2\x0A\x07\x53\xE2\xBC\x37\x4D\x06\xEA\x0B\x8E\x2A\x0C\x11\x3A\xFB\xE1\x05\x8B\xD0\x00\x26\xFA\x04\xFF\x0C\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x72\x86\xC8\xDD\xDB\x1D\xC1\xF3\xDB\x1D\xC1\xF3\x16\x80\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x2F\x69\x18\xF6\x2F\xEF\x3C\xA4\xF9\xF4\x24\x00\xF2\x0E\x0B\x4B\xD4\x00\x2F\xE5\x0B\x12\x36\x06\x26\x7C\x27\xFF\xCA\x0D\x26\xC8\xF9\xF7\x15\x53\xF9\x46\x35\x40\x0F\xA4\x23\xD0\x00\xBA\x18\x80\xEA\xAD\x24\x00\x1D\x99\x21\x03\xDF\x3B\x2F\xC5\x2A\xF7\x10\x8D\x02\x00\x34\x04\xDD\x23\x25\xA8\xE4\xE6\x2C\x00\x09\x86\x22\x28\x2A\x6B\x22\xA9\x01\x75\x2C\x1E\xD9\xF6\x30\x00\x06\x49\x15\xB3\x2B\xA4\x16\xE0\xEC\xC9\x0D\x13\xE2\xBC\x37\x4D\x24\x09\x12\xE1\x2A\x0C\x11\x3A\x1A\x20\x27\x11\xD0\x00\x26\xFA\x09\x2E\x10\x93\xFB\x98\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xA4353A53), ('P4rIngress.aggregator.bitmap_seq.seq', 0xB7B461B4)], 6423)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xB7B461B4, 6423)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x16), ('P4rIngress.aggregator.count_exp.exponent', 0xF7)], 6423)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 6423)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xEBA705C2), ('P4rIngress.aggregator.values_v0000.hi', 0xF63E25BF)], 6423)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xD82F11BB), ('P4rIngress.aggregator.values_v0001.hi', 0x2EB62971)], 6423)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xE5C92230), ('P4rIngress.aggregator.values_v0010.hi', 0x13CF2AB2)], 6423)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x04F60453), ('P4rIngress.aggregator.values_v0011.hi', 0xF1732735)], 6423)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xF1AC2000), ('P4rIngress.aggregator.values_v0100.hi', 0x1BCF2378)], 6423)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xF2B90459), ('P4rIngress.aggregator.values_v0101.hi', 0x10152C33)], 6423)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x05CD05A7), ('P4rIngress.aggregator.values_v0110.hi', 0xD4002373)], 6423)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x25E716C3), ('P4rIngress.aggregator.values_v0111.hi', 0x2EF315FB)], 6423)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xF0001339), ('P4rIngress.aggregator.values_v1000.hi', 0x09B61200)], 6423)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x1D832600), ('P4rIngress.aggregator.values_v1001.hi', 0x0E551C3B)], 6423)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x11251DE6), ('P4rIngress.aggregator.values_v1010.hi', 0x207F1C25)], 6423)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xDDEB2AA4), ('P4rIngress.aggregator.values_v1011.hi', 0x1BB72B94)], 6423)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x2000193F), ('P4rIngress.aggregator.values_v1100.hi', 0xFA671C48)], 6423)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xE4832C00), ('P4rIngress.aggregator.values_v1101.hi', 0xE05F113C)], 6423)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x285F1E8E), ('P4rIngress.aggregator.values_v1110.hi', 0x2ED92F72)], 6423)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xF6D73000), ('P4rIngress.aggregator.values_v1111.hi', 0xDF4023F4)], 6423)
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
                gc.KeyTuple('job_id', 0x95D4),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000217),
                gc.DataTuple('slot_count', 0x00001D77),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9838D2B1),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02B),
                gc.KeyTuple('src_addr', 0xCEBE67A0),
                gc.KeyTuple('src_port', 0x7F41),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x95D4),
                gc.DataTuple('rank', 0x000A),
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
        ig_port = 43
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCE\xBE\x67\xA0\x00\x00\x00\x00\x7F\x41\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x95\xD4\x00\x0A\x98\x38\xD2\xB1\x17\x00\x02\xED\xB7\xB4\x61\xB4\x00\x20\x00\x00\x04\x41\x09\x8E\x07\x53\x07\xE1\xF4\x5A\x08\x98\xF4\x16\x0F\x22\x07\xF8\x0A\xF7\xF2\x91\x07\x10\x0B\xDF\x06\xFB\xF3\xCD\x05\xB6\x0C\x14\x08\xBB\x05\x0F\x0B\x78\x05\xA4\x07\xAE\xF5\x75\x0A\x8E\xF9\x61\x08\x00\xF6\xA7\x08\x23\xF9\x0A\x07\xC7\x07\xD5\x0C\x2A\xFC\x00\x05\x3D\x09\x99\x0D\xEF\xF0\x00\x0E\xE3\xF2\x49\x0D\x90\xF5\xF8\x0C\x28\x0E\x67\x0A\x11\x05\x09\x09\xF5\x10\x00\x0F\x80\xF4\xFB\x0A\x1C\x05\xE7\x08\x6F\x05\xC3\x0E\x27\xF0\x39\x09\xE6\xF4\x69\x0F\x80\x0A\xC5\x07\x16\x09\xD9\x0E\x00\x10\x00\x08\xA2\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34\x19\xF5\xC7\x31\x1B\x85\xB3\xB7\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90\x7D\x00\x11\xF4\x10\x92\xCC\xA3\x51\x5F\x9D\xE8\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCE\xBE\x67\xA0\xBE\xEF\x7F\x41\x00\xA0\x00\x00\x50\x34\x02\x82\x95\xD4\x00\x0A\x98\x38\xD2\xB1\x17\x00\x00\xED\xB7\xB4\x61\xB4\x00\x20\x00\x17\xEF\xE8\x0F\x50\x07\x53\x07\xE1\xCC\x89\x1A\x53\xF4\x16\x0F\x22\xED\xC1\x2D\x27\xF2\x91\x07\x10\x10\xD5\x0B\x4E\xF3\xCD\x05\xB6\xFD\xC0\x28\xBB\x05\x0F\x0B\x78\xF8\x5D\x0C\x07\xF5\x75\x0A\x8E\xFF\x2E\x0D\xA7\xF6\xA7\x08\x23\x1E\xF1\x1E\x8A\x07\xD5\x0C\x2A\xEC\x00\x18\x76\x09\x99\x0D\xEF\x0D\x83\x34\xE3\xF2\x49\x0D\x90\x07\x1D\x2A\x0E\x0E\x67\x0A\x11\xE2\xF4\x34\x99\x10\x00\x0F\x80\x14\xFB\x23\x5B\x05\xE7\x08\x6F\xEA\x46\x3A\x27\xF0\x39\x09\xE6\x1C\xC8\x2E\x0E\x0A\xC5\x07\x16\x00\xB0\x3E\x00\x10\x00\x08\xA2\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xA4\x35\x3E\x53\xB7\xB4\x61\xB4\xB7\xB4\x61\xB4\x17\xF7\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xEF\xE8\x0F\x50\xFD\x91\x2D\xA0\xCC\x89\x1A\x53\x22\xCC\x38\x93\xED\xC1\x2D\x27\x06\x60\x31\xC2\x10\xD5\x0B\x4E\xE5\x40\x2C\xEB\xFD\xC0\x28\xBB\x20\xDE\x2E\xF0\xF8\x5D\x0C\x07\x05\x8A\x36\xC1\xFF\x2E\x0D\xA7\xCA\xA7\x2B\x96\x1E\xF1\x1E\x8A\x36\xC8\x22\x25\xEC\x00\x18\x76\x13\x4F\x1F\xEF\x0D\x83\x34\xE3\x00\x9E\x29\xCB\x07\x1D\x2A\x0E\x2E\xE6\x26\x36\xE2\xF4\x34\x99\x2B\xB7\x3B\x14\x14\xFB\x23\x5B\x00\x4E\x24\xB7\xEA\x46\x3A\x27\xD0\x98\x1B\x22\x1C\xC8\x2E\x0E\x39\x9E\x36\x88\x00\xB0\x3E\x00\xEF\x40\x2C\x96\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34\x19\xF5\xC7\x31\x1B\x85\xB3\xB7\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90\x7D\x00\x11\xF4\x10\x92\xCC\xA3\x51\x5F\x9D\xE8\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xE017619C), ('P4rIngress.aggregator.bitmap_seq.seq', 0x8010611A)], 4225)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x8010611A, 4225)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x03), ('P4rIngress.aggregator.count_exp.exponent', 0x72)], 4225)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 4225)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xED050E53), ('P4rIngress.aggregator.values_v0000.hi', 0x18C1067D)], 4225)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xD2263000), ('P4rIngress.aggregator.values_v0001.hi', 0xE4AA0D70)], 4225)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x2A152C5F), ('P4rIngress.aggregator.values_v0010.hi', 0x24DD252D)], 4225)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x057C2C00), ('P4rIngress.aggregator.values_v0011.hi', 0x10001595)], 4225)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x127513EC), ('P4rIngress.aggregator.values_v0100.hi', 0xE33F1A0F)], 4225)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xDB1A2000), ('P4rIngress.aggregator.values_v0101.hi', 0xDD641658)], 4225)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xF526175F), ('P4rIngress.aggregator.values_v0110.hi', 0xF6332CA6)], 4225)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x292F1691), ('P4rIngress.aggregator.values_v0111.hi', 0x15190800)], 4225)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xF0002000), ('P4rIngress.aggregator.values_v1000.hi', 0x30002800)], 4225)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xDFED2542), ('P4rIngress.aggregator.values_v1001.hi', 0x0BD312CF)], 4225)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xFC002000), ('P4rIngress.aggregator.values_v1010.hi', 0x2F731B90)], 4225)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xF0173000), ('P4rIngress.aggregator.values_v1011.hi', 0x2B0F1D8E)], 4225)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x107B246F), ('P4rIngress.aggregator.values_v1100.hi', 0x0BB71284)], 4225)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x0721177F), ('P4rIngress.aggregator.values_v1101.hi', 0xEFDD2000)], 4225)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x2E971ED1), ('P4rIngress.aggregator.values_v1110.hi', 0xD00022B9)], 4225)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xF0F22000), ('P4rIngress.aggregator.values_v1111.hi', 0xF4B52800)], 4225)
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
                gc.KeyTuple('job_id', 0x5B70),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000077D),
                gc.DataTuple('slot_count', 0x00000981),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2C04AF9E),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01F),
                gc.KeyTuple('src_addr', 0xD802BB65),
                gc.KeyTuple('src_port', 0xE2FC),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x5B70),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x0015),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD8\x02\xBB\x65\x00\x00\x00\x00\xE2\xFC\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x5B\x70\x00\x0A\x2C\x04\xAF\x9E\x09\x04\x04\xB5\x80\x10\x61\x1A\x00\x20\x00\x00\xF1\xF9\x0B\x09\xF6\x4D\x0E\x47\x05\xA9\x0F\x14\xFB\x1D\x10\x00\x0F\xE4\x0F\x5F\x08\x00\x04\x9B\xF8\xB7\x08\x00\x05\xF5\x09\x97\xF6\xDC\x10\x00\xF7\x7B\x09\x49\x0C\x00\x0D\xB4\xFB\xEB\x04\x00\xF4\x97\x0A\x51\x0A\x4B\x05\x80\xF6\xDB\x05\xB4\x10\x00\x0E\xB1\xF2\xF4\x06\xB3\xF0\x00\x09\x57\xF6\x35\x08\x00\xF9\x5B\x10\x00\x0F\x27\x10\x00\xF5\x99\x0C\x60\x10\x00\x10\x00\x0F\x3C\x08\x4B\x05\x3B\x10\x00\x06\x49\x05\x7E\x06\x46\x10\x00\x0F\x5F\x04\x88\xF4\x8B\x06\xBA\xFC\x00\x04\x00\x0B\xE9\x0E\xEF\x0A\x57\x08\xBB\xC4\x18\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD8\x02\xBB\x65\xBE\xEF\xE2\xFC\x00\xA0\x00\x00\x50\x34\x02\x82\x5B\x70\x00\x0A\x2C\x04\xAF\x9E\x09\x04\x00\xB5\x80\x10\x61\x1A\x00\x20\x00\x04\xDE\xFE\x19\x5C\xF6\x4D\x0E\x47\xD7\xCF\x3F\x14\xFB\x1D\x10\x00\x39\xF9\x3B\xBE\x08\x00\x04\x9B\xFE\x33\x34\x00\x05\xF5\x09\x97\x09\x51\x23\xEC\xF7\x7B\x09\x49\xE7\x1A\x2D\xB4\xFB\xEB\x04\x00\xE9\xBD\x21\xB0\x0A\x4B\x05\x80\x20\x0A\x1C\x45\x10\x00\x0E\xB1\xE2\xF4\x26\xB3\xF0\x00\x09\x57\xD6\x22\x2D\x42\xF9\x5B\x10\x00\x0B\x27\x30\x00\xF5\x99\x0C\x60\x00\x17\x40\x00\x0F\x3C\x08\x4B\x15\xB6\x34\x6F\x06\x49\x05\x7E\x0D\x67\x27\x7F\x0F\x5F\x04\x88\x23\x22\x25\x8B\xFC\x00\x04\x00\xFC\xDB\x2E\xEF\x0A\x57\x08\xBB\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xE0\x17\x65\x9C\x80\x10\x61\x1A\x80\x10\x61\x1A\x04\xB5\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xDE\xFE\x19\x5C\x0F\x0E\x14\xC4\xD7\xCF\x3F\x14\xDF\xC7\x1D\x70\x39\xF9\x3B\xBE\x2C\xDD\x29\xC8\xFE\x33\x34\x00\x15\xF5\x1F\x2C\x09\x51\x23\xEC\xDA\xBA\x23\x58\xE7\x1A\x2D\xB4\xD9\x4F\x1A\x58\xE9\xBD\x21\xB0\x00\x7E\x32\x26\x20\x0A\x1C\x45\x25\x19\x16\xB1\xE2\xF4\x26\xB3\x20\x00\x31\x57\xD6\x22\x2D\x42\x05\x2E\x22\xCF\x0B\x27\x30\x00\x25\x0C\x27\xF0\x00\x17\x40\x00\x3A\x4B\x25\xD9\x15\xB6\x34\x6F\x12\x00\x18\x02\x0D\x67\x27\x7F\xFF\x3C\x24\x88\x23\x22\x25\x8B\xCC\x00\x26\xB9\xFC\xDB\x2E\xEF\xFF\x0C\x30\xBB\xC4\x18\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x7830C1F5), ('P4rIngress.aggregator.bitmap_seq.seq', 0x69788966)], 4593)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x69788966, 4593)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x08), ('P4rIngress.aggregator.count_exp.exponent', 0xC7)], 4593)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4593)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x16091800), ('P4rIngress.aggregator.values_v0000.hi', 0xF98A1ED0)], 4593)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x1DB61A00), ('P4rIngress.aggregator.values_v0001.hi', 0xF400087A)], 4593)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x08C21400), ('P4rIngress.aggregator.values_v0010.hi', 0x0A0E12F0)], 4593)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xEA472000), ('P4rIngress.aggregator.values_v0011.hi', 0xF4902AA7)], 4593)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x18002DC7), ('P4rIngress.aggregator.values_v0100.hi', 0xE8AB2AB8)], 4593)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x0F800FF6), ('P4rIngress.aggregator.values_v0101.hi', 0xEFF31CDA)], 4593)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x05112000), ('P4rIngress.aggregator.values_v0110.hi', 0x042D1CC0)], 4593)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x060721E5), ('P4rIngress.aggregator.values_v0111.hi', 0x1DFF2000)], 4593)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x10002A00), ('P4rIngress.aggregator.values_v1000.hi', 0x14001400)], 4593)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x240023A1), ('P4rIngress.aggregator.values_v1001.hi', 0xEDF42764)], 4593)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x257F0800), ('P4rIngress.aggregator.values_v1010.hi', 0x17D51935)], 4593)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x0FA00D1E), ('P4rIngress.aggregator.values_v1011.hi', 0x17AF2C3F)], 4593)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x0BE62715), ('P4rIngress.aggregator.values_v1100.hi', 0xE03F1B9D)], 4593)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xE63D2FAB), ('P4rIngress.aggregator.values_v1101.hi', 0x295D158F)], 4593)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xF88911B3), ('P4rIngress.aggregator.values_v1110.hi', 0x06A82658)], 4593)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x19ED05AA), ('P4rIngress.aggregator.values_v1111.hi', 0x10001000)], 4593)
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
                gc.KeyTuple('job_id', 0x98F2),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000056A),
                gc.DataTuple('slot_count', 0x000017AD),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x18776C24),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x025),
                gc.KeyTuple('src_addr', 0xF6717BC5),
                gc.KeyTuple('src_port', 0xB446),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x98F2),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x01FA),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF6\x71\x7B\xC5\x00\x00\x00\x00\xB4\x46\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x98\xF2\x00\x1F\x18\x77\x6C\x24\x0C\x87\x04\x1D\x69\x78\x89\x66\x00\x20\x00\x00\x09\x36\x09\xE5\xF7\xDF\x06\x6F\x10\x00\x0B\xF3\x0C\xE8\x04\x00\x04\x00\x06\x4D\xF4\xBA\x0A\xE1\x0C\x0C\x08\x10\xF3\x3B\x0E\x00\xFB\x74\x06\x6E\xF7\xBB\x0A\x78\x10\x00\x0B\xCF\xF2\xC9\x0D\x76\x0A\x9B\x08\x34\x0F\xB4\x0C\xE4\xF2\xEB\x0C\xAF\x0F\x6B\x07\x64\x05\x80\x09\x8D\xFB\x1F\x08\x00\xF5\xF4\x0A\x01\x06\x27\x0F\x71\x07\x39\x0A\x57\x0E\xB1\x08\xAB\xFB\x87\x04\x00\x04\x85\x08\x80\x0F\x76\x06\x63\x05\xB9\x0A\x23\x06\xBD\x08\x00\xF4\x00\x04\x79\x0F\xCD\x0D\xBE\xFA\x47\x07\x0E\x04\xC3\x0B\x80\x04\x00\x0F\x64\x31\x11\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7\x7F\xFB\x91\x62\x25\xCE\x58\x5C\xAC\x4C\x6B\x37\x39\x9E\xF7\x45\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF6\x71\x7B\xC5\xBE\xEF\xB4\x46\x00\xA0\x00\x00\x50\x34\x02\x82\x98\xF2\x00\x1F\x18\x77\x6C\x24\x0C\x87\x00\x1D\x69\x78\x89\x66\x00\x20\x00\x09\x1F\x3F\x21\xE5\xF7\xDF\x06\x6F\x2D\xB6\x25\xF3\x0C\xE8\x04\x00\x0C\xC2\x1A\x4D\xF4\xBA\x0A\xE1\xF6\x53\x28\x10\xF3\x3B\x0E\x00\x13\x74\x34\x35\xF7\xBB\x0A\x78\x1F\x80\x1B\xC5\xF2\xC9\x0D\x76\x0F\xAC\x28\x34\x0F\xB4\x0C\xE4\xF8\xF2\x2E\x94\x0F\x6B\x07\x64\x15\x80\x33\x8D\xFB\x1F\x08\x00\x19\xF4\x2D\xA2\x06\x27\x0F\x71\x2C\xB8\x12\x57\x0E\xB1\x08\xAB\x0B\x27\x11\x1E\x04\x85\x08\x80\x1B\x5C\x2D\x78\x05\xB9\x0A\x23\xEC\xFA\x37\xAB\xF4\x00\x04\x79\x08\x56\x1F\x71\xFA\x47\x07\x0E\x1E\xB0\x11\x2A\x04\x00\x0F\x64\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xF8\x30\xC1\xF5\x69\x78\x89\x66\x69\x78\x89\x66\x09\xC7\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x1F\x3F\x21\xE5\xF1\x69\x25\x3F\x2D\xB6\x25\xF3\x00\xE8\x0C\x7A\x0C\xC2\x1A\x4D\xFE\xC8\x1D\xD1\xF6\x53\x28\x10\xE7\xCB\x38\xA7\x13\x74\x34\x35\xE0\x66\x35\x30\x1F\x80\x1B\xC5\xE2\xBC\x2A\x50\x0F\xAC\x28\x34\x13\xE1\x29\xA4\xF8\xF2\x2E\x94\x2D\x6A\x27\x64\x15\x80\x33\x8D\x0F\x1F\x1C\x00\x19\xF4\x2D\xA2\xF4\x1B\x36\xD5\x2C\xB8\x12\x57\x26\x86\x21\xE0\x0B\x27\x11\x1E\x1C\x34\x34\xBF\x1B\x5C\x2D\x78\xE5\xF8\x25\xC0\xEC\xFA\x37\xAB\x1D\x5D\x1A\x08\x08\x56\x1F\x71\x00\xEF\x2D\x66\x1E\xB0\x11\x2A\x14\x00\x1F\x64\x31\x11\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7\x7F\xFB\x91\x62\x25\xCE\x58\x5C\xAC\x4C\x6B\x37\x39\x9E\xF7\x45\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xE13FE53B), ('P4rIngress.aggregator.bitmap_seq.seq', 0x5B81D49D)], 3783)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x5B81D49D, 3783)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x04), ('P4rIngress.aggregator.count_exp.exponent', 0x56)], 3783)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3783)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x20021021), ('P4rIngress.aggregator.values_v0000.hi', 0xDB9C1298)], 3783)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x29071B1F), ('P4rIngress.aggregator.values_v0001.hi', 0x199F3000)], 3783)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xE56F2163), ('P4rIngress.aggregator.values_v0010.hi', 0xD9BB0F3C)], 3783)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x18DF1F37), ('P4rIngress.aggregator.values_v0011.hi', 0xEE0107DF)], 3783)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xD1F614F9), ('P4rIngress.aggregator.values_v0100.hi', 0x1A7622E2)], 3783)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xE74E2902), ('P4rIngress.aggregator.values_v0101.hi', 0xE9F72029)], 3783)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x17733000), ('P4rIngress.aggregator.values_v0110.hi', 0xE2DB2CBE)], 3783)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x1F1207DC), ('P4rIngress.aggregator.values_v0111.hi', 0xDDCD1654)], 3783)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xE9FB0BC0), ('P4rIngress.aggregator.values_v1000.hi', 0xE17F18BA)], 3783)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x09C91BA9), ('P4rIngress.aggregator.values_v1001.hi', 0xFC003000)], 3783)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xEDE62180), ('P4rIngress.aggregator.values_v1010.hi', 0x1055115B)], 3783)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x100007A8), ('P4rIngress.aggregator.values_v1011.hi', 0x04F32400)], 3783)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x10AC2000), ('P4rIngress.aggregator.values_v1100.hi', 0x1C002000)], 3783)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xEC0D09ED), ('P4rIngress.aggregator.values_v1101.hi', 0xD4191C25)], 3783)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xF1AB2846), ('P4rIngress.aggregator.values_v1110.hi', 0xDBE13000)], 3783)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x100014CF), ('P4rIngress.aggregator.values_v1111.hi', 0x2AF62658)], 3783)
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
                gc.KeyTuple('job_id', 0x2FC1),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000071A),
                gc.DataTuple('slot_count', 0x000016E5),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x118F099A),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0xA8CB9B71),
                gc.KeyTuple('src_port', 0x7D83),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2FC1),
                gc.DataTuple('rank', 0x001A),
                gc.DataTuple('worker_index', 0x01BA),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA8\xCB\x9B\x71\x00\x00\x00\x00\x7D\x83\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x2F\xC1\x00\x1A\x11\x8F\x09\x9A\x07\xAD\x02\x23\x5B\x81\xD4\x9D\x00\x20\x00\x00\xF1\xB7\x08\x00\xF1\x5F\x0C\xE0\x05\x73\x0E\x60\x05\x68\x0B\xF3\xF8\x9D\x09\x2F\x0B\x80\x0C\x4E\xF0\x00\x06\x00\x09\x41\x09\x51\xF2\xF2\x05\x9F\xFA\x62\x08\x00\xF0\x7D\x09\x82\xF0\x00\x05\x2E\x09\xFB\x10\x00\xFC\x00\x0B\x40\xF0\x00\x0B\xB7\xF6\x67\x04\x28\xFA\x8E\x08\x00\x07\x11\x10\x00\xF4\x05\x07\x1B\x10\x00\x09\x00\x10\x00\x08\xC4\x0D\xC5\x10\x00\xF7\x34\x07\x6B\x08\x00\x0C\xE4\xFA\xC0\x10\x00\xF0\x00\x04\x00\x0B\xC3\x0F\x78\xF8\x00\x07\xAC\xF8\xAB\x05\x4F\xF7\x38\x06\x4C\x07\x88\x07\xC0\xF8\xE3\x0C\x48\x37\x10\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA8\xCB\x9B\x71\xBE\xEF\x7D\x83\x00\xA0\x00\x00\x50\x34\x02\x82\x2F\xC1\x00\x1A\x11\x8F\x09\x9A\x07\xAD\x00\x23\x5B\x81\xD4\x9D\x00\x20\x00\x05\x11\xB9\x18\x21\xF1\x5F\x0C\xE0\x2E\x7A\x29\x7F\x05\x68\x0B\xF3\xDE\x0C\x2A\x92\x0B\x80\x0C\x4E\x08\xDF\x25\x37\x09\x41\x09\x51\xC4\xE8\x1A\x98\xFA\x62\x08\x00\xD7\xCB\x32\x84\xF0\x00\x05\x2E\x21\x6E\x40\x00\xFC\x00\x0B\x40\x0F\x12\x13\x93\xF6\x67\x04\x28\xE4\x89\x13\xC0\x07\x11\x10\x00\xFD\xCE\x22\xC4\x10\x00\x09\x00\xFD\xE6\x2A\x44\x0D\xC5\x10\x00\x07\x34\x0F\x13\x08\x00\x0C\xE4\x0B\x6C\x30\x00\xF0\x00\x04\x00\xF7\xD0\x19\x65\xF8\x00\x07\xAC\xEA\x56\x2D\x95\xF7\x38\x06\x4C\x17\x88\x1C\x8F\xF8\xE3\x0C\x48\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xE5\x3F\xE5\x3B\x5B\x81\xD4\x9D\x5B\x81\xD4\x9D\x05\x56\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x11\xB9\x18\x21\xCC\xFB\x1F\x78\x2E\x7A\x29\x7F\x1F\x07\x3B\xF3\xDE\x0C\x2A\x92\xE5\x3B\x1B\x8A\x08\xDF\x25\x37\xF7\x42\x11\x30\xC4\xE8\x1A\x98\x14\xD8\x2A\xE2\xD7\xCB\x32\x84\xD9\xF7\x25\x57\x21\x6E\x40\x00\xDE\xDB\x37\xFE\x0F\x12\x13\x93\xD4\x34\x1A\x7C\xE4\x89\x13\xC0\xE8\x90\x28\xBA\xFD\xCE\x22\xC4\x0C\x00\x39\x00\xFD\xE6\x2A\x44\x1E\x1A\x21\x5B\x07\x34\x0F\x13\x0C\xF3\x30\xE4\x0B\x6C\x30\x00\x0C\x00\x24\x00\xF7\xD0\x19\x65\xCC\x19\x23\xD1\xEA\x56\x2D\x95\xD3\x19\x36\x4C\x17\x88\x1C\x8F\x23\xD9\x32\xA0\x37\x10\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xE778E713), ('P4rIngress.aggregator.bitmap_seq.seq', 0x3931E011)], 4187)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x3931E011, 4187)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x15), ('P4rIngress.aggregator.count_exp.exponent', 0x65)], 4187)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4187)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xD00009CF), ('P4rIngress.aggregator.values_v0000.hi', 0xE19D2620)], 4187)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x2A350BB3), ('P4rIngress.aggregator.values_v0001.hi', 0xF92F1C00)], 4187)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x2A32163B), ('P4rIngress.aggregator.values_v0010.hi', 0x26C7101E)], 4187)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x081B179D), ('P4rIngress.aggregator.values_v0011.hi', 0xD8FE0500)], 4187)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xE2AB294B), ('P4rIngress.aggregator.values_v0100.hi', 0xE6002000)], 4187)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xFC001C00), ('P4rIngress.aggregator.values_v0101.hi', 0xE0BB0B10)], 4187)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x16291183), ('P4rIngress.aggregator.values_v0110.hi', 0x10001E0D)], 4187)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x2D7D1EFD), ('P4rIngress.aggregator.values_v0111.hi', 0x15942DFA)], 4187)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x09DD26AE), ('P4rIngress.aggregator.values_v1000.hi', 0xDDC00C50)], 4187)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x0E3421DC), ('P4rIngress.aggregator.values_v1001.hi', 0x09231545)], 4187)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x2B3A1F79), ('P4rIngress.aggregator.values_v1010.hi', 0xD1CB23BF)], 4187)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xE9B92000), ('P4rIngress.aggregator.values_v1011.hi', 0x2DDE0EE8)], 4187)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xE038228C), ('P4rIngress.aggregator.values_v1100.hi', 0x25F9181F)], 4187)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xDC332800), ('P4rIngress.aggregator.values_v1101.hi', 0xF34E2000)], 4187)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x24DA1000), ('P4rIngress.aggregator.values_v1110.hi', 0x21263000)], 4187)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xE012183A), ('P4rIngress.aggregator.values_v1111.hi', 0xF6E62000)], 4187)
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
                gc.KeyTuple('job_id', 0xCA4D),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000007C3),
                gc.DataTuple('slot_count', 0x000012DB),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF8F6CF70),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02D),
                gc.KeyTuple('src_addr', 0x67170041),
                gc.KeyTuple('src_port', 0x59D6),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xCA4D),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x01FA),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x67\x17\x00\x41\x00\x00\x00\x00\x59\xD6\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xCA\x4D\x00\x07\xF8\xF6\xCF\x70\x08\x98\x06\xCA\x39\x31\xE0\x11\x00\x20\x00\x00\xF6\xB0\x08\x35\x05\x73\x0F\xBB\x07\x6D\x0A\x00\x06\xD2\x0C\x3A\x10\x00\x10\x00\xF3\x9D\x0F\xC0\x0F\x16\x0A\xB2\xF8\x00\x06\x80\x09\xB3\x0D\xC0\xF4\xFF\x04\x00\xF0\x00\x10\x00\xF1\xBA\x08\x5D\xFB\x4D\x07\xE4\xFC\x00\x09\x26\x0A\xA6\x0A\xFD\xF6\xEF\x0C\x58\x0B\x3A\x08\x8D\xF7\x0F\x0C\x00\x0C\xC7\x09\x34\xFC\x00\x0C\x2F\xFA\x8D\x0F\x82\x04\x00\x04\x5A\xF7\x8B\x0C\x81\x0B\xDB\x06\x8C\xF8\x78\x10\x00\x0A\xCD\x10\x00\xFA\x93\x10\x00\x08\x00\x09\x00\xFB\x90\x0A\x9F\xF3\x57\x06\x26\xF8\x4C\x10\x00\xF0\x00\x10\x00\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x67\x17\x00\x41\xBE\xEF\x59\xD6\x00\xA0\x00\x00\x50\x34\x02\x82\xCA\x4D\x00\x07\xF8\xF6\xCF\x70\x08\x98\x00\xCA\x39\x31\xE0\x11\x00\x20\x00\x16\xC6\xB0\x12\x04\x05\x73\x0F\xBB\x31\xA2\x15\xB3\x06\xD2\x0C\x3A\x3A\x32\x26\x3B\xF3\x9D\x0F\xC0\x17\x31\x22\x4F\xF8\x00\x06\x80\xEC\x5E\x37\x0B\xF4\xFF\x04\x00\xEC\x00\x2C\x00\xF1\xBA\x08\x5D\x11\x76\x19\x67\xFC\x00\x09\x26\x38\x23\x29\xFA\xF6\xEF\x0C\x58\x15\x17\x2F\x3B\xF7\x0F\x0C\x00\x1A\xFB\x2B\x10\xFC\x00\x0C\x2F\x25\xC7\x2E\xFB\x04\x00\x04\x5A\xE1\x44\x2C\x81\x0B\xDB\x06\x8C\xD8\xB0\x32\x8C\x0A\xCD\x10\x00\xD6\xC6\x38\x00\x08\x00\x09\x00\x20\x6A\x1A\x9F\xF3\x57\x06\x26\xD8\x5E\x28\x3A\xF0\x00\x10\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xE7\x78\xE7\x93\x39\x31\xE0\x11\x39\x31\xE0\x11\x16\xCA\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xC6\xB0\x12\x04\xE7\x10\x35\xDB\x31\xA2\x15\xB3\x00\x01\x28\x3A\x3A\x32\x26\x3B\x1A\x64\x1F\xDE\x17\x31\x22\x4F\xD0\xFE\x0B\x80\xEC\x5E\x37\x0B\xDA\xFF\x24\x00\xEC\x00\x2C\x00\xD2\x75\x13\x6D\x11\x76\x19\x67\x0C\x00\x27\x33\x38\x23\x29\xFA\x0C\x83\x3A\x52\x15\x17\x2F\x3B\xD4\xCF\x18\x50\x1A\xFB\x2B\x10\x05\x23\x21\x74\x25\xC7\x2E\xFB\xD5\xCB\x28\x19\xE1\x44\x2C\x81\x39\xB9\x15\x74\xD8\xB0\x32\x8C\x30\xC6\x28\x1F\xD6\xC6\x38\x00\xFB\x4E\x29\x00\x20\x6A\x1A\x9F\x14\x7D\x36\x26\xD8\x5E\x28\x3A\xE6\xE6\x30\x00\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x1DB4D8A4), ('P4rIngress.aggregator.bitmap_seq.seq', 0x87E8E400)], 5084)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x87E8E400, 5084)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1E), ('P4rIngress.aggregator.count_exp.exponent', 0x0F)], 5084)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 5084)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x105529B8), ('P4rIngress.aggregator.values_v0000.hi', 0xDFB621A0)], 5084)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xFB511A03), ('P4rIngress.aggregator.values_v0001.hi', 0xEC5B13A3)], 5084)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x16391A51), ('P4rIngress.aggregator.values_v0010.hi', 0x16F51042)], 5084)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xF05722C0), ('P4rIngress.aggregator.values_v0011.hi', 0xE0002E2D)], 5084)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x06432692), ('P4rIngress.aggregator.values_v0100.hi', 0xE86B2000)], 5084)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xEAC926EF), ('P4rIngress.aggregator.values_v0101.hi', 0x2C001B2D)], 5084)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x1FDC17AC), ('P4rIngress.aggregator.values_v0110.hi', 0xEE393000)], 5084)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xF8C03000), ('P4rIngress.aggregator.values_v0111.hi', 0xEE0F1FC0)], 5084)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xF92122ED), ('P4rIngress.aggregator.values_v1000.hi', 0x28C11933)], 5084)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x07E11C00), ('P4rIngress.aggregator.values_v1001.hi', 0x265709E9)], 5084)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xFB1A0D80), ('P4rIngress.aggregator.values_v1010.hi', 0xDD9B2709)], 5084)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xEDA12CA6), ('P4rIngress.aggregator.values_v1011.hi', 0xDCD52000)], 5084)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xF5462000), ('P4rIngress.aggregator.values_v1100.hi', 0x14CA2000)], 5084)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xFC0019FF), ('P4rIngress.aggregator.values_v1101.hi', 0xF9DF072B)], 5084)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x0AB72A17), ('P4rIngress.aggregator.values_v1110.hi', 0x1DAD2286)], 5084)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xFBAC2AD2), ('P4rIngress.aggregator.values_v1111.hi', 0x20DD1C60)], 5084)
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
                gc.KeyTuple('job_id', 0xB0A3),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001279),
                gc.DataTuple('slot_count', 0x000008B5),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAF9D7263),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x035),
                gc.KeyTuple('src_addr', 0x0DE1C1BB),
                gc.KeyTuple('src_port', 0x8364),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xB0A3),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x03C9),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0D\xE1\xC1\xBB\x00\x00\x00\x00\x83\x64\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB0\xA3\x00\x00\xAF\x9D\x72\x63\x01\x63\x02\xEF\x87\xE8\xE4\x00\x00\x20\x00\x00\xF3\xAD\x0E\xAE\xFC\x00\x0F\x2E\x06\xAD\x05\xD0\x0C\x1B\x06\x00\xFB\x59\x0B\x7F\x10\x00\x0E\x00\xF7\x83\x08\x00\xFA\xDA\x0F\x65\xF9\xFA\x0D\x99\x0F\x0E\x0B\x2B\xF3\xEA\x0D\x7D\xF8\x00\x0E\x00\x0D\x4B\x0A\xC8\x04\x3C\x07\x3E\x05\xE5\x06\x7F\x07\x7B\x0F\xFA\xF1\x35\x0E\xB2\x06\xED\x05\xB6\xF9\x99\x08\x00\x09\x79\x10\x00\x0B\x8D\x0D\x00\xFC\x00\x0E\x80\x05\xF3\x0A\x08\xF3\xA8\x10\x00\x10\x00\x10\x00\xF4\xFE\x0A\x94\x05\xD5\x0C\x11\xF8\x00\x0F\x00\x10\x00\x0B\x60\x04\x9D\x07\x00\xFA\x27\x0A\xEC\xF3\xC9\x08\x96\x40\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0D\xE1\xC1\xBB\xBE\xEF\x83\x64\x00\xA0\x00\x00\x50\x34\x02\x82\xB0\xA3\x00\x00\xAF\x9D\x72\x63\x01\x63\x00\xEF\x87\xE8\xE4\x00\x00\x20\x00\x1F\x04\x02\x38\x66\xFC\x00\x0F\x2E\x01\xFE\x1F\xD3\x0C\x1B\x06\x00\x11\x92\x25\xD0\x10\x00\x0E\x00\xE7\xDA\x2A\xC0\xFA\xDA\x0F\x65\x00\x3D\x34\x2B\x0F\x0E\x0B\x2B\xDE\xB3\x34\x6C\xF8\x00\x0E\x00\x2D\x27\x22\x74\x04\x3C\x07\x3E\xFE\xA5\x36\x7F\x07\x7B\x0F\xFA\xEA\x56\x31\x9F\x06\xED\x05\xB6\x01\x7A\x24\x00\x09\x79\x10\x00\x06\xA7\x1A\x80\xFC\x00\x0E\x80\xF3\x94\x36\xAE\xF3\xA8\x10\x00\x05\x46\x30\x00\xF4\xFE\x0A\x94\x01\xD5\x26\x10\xF8\x00\x0F\x00\x1A\xB7\x35\x77\x04\x9D\x07\x00\xF5\xD3\x35\xBE\xF3\xC9\x08\x96\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x1D\xB4\xD8\xA5\x87\xE8\xE4\x00\x87\xE8\xE4\x00\x1F\xEF\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x04\x02\x38\x66\xDB\xB6\x30\xCE\x01\xFE\x1F\xD3\xF8\x76\x19\xA3\x11\x92\x25\xD0\x26\xF5\x1E\x42\xE7\xDA\x2A\xC0\xDA\xDA\x3D\x92\x00\x3D\x34\x2B\xF7\x79\x2B\x2B\xDE\xB3\x34\x6C\x24\x00\x29\x2D\x2D\x27\x22\x74\xF2\x75\x37\x3E\xFE\xA5\x36\x7F\xF5\x8A\x2F\xBA\xEA\x56\x31\x9F\x2F\xAE\x1E\xE9\x01\x7A\x24\x00\x2F\xD0\x19\xE9\x06\xA7\x1A\x80\xD9\x9B\x35\x89\xF3\x94\x36\xAE\xD0\x7D\x30\x00\x05\x46\x30\x00\x09\xC8\x2A\x94\x01\xD5\x26\x10\xF1\xDF\x16\x2B\x1A\xB7\x35\x77\x22\x4A\x29\x86\xF5\xD3\x35\xBE\x14\xA6\x24\xF6\x40\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x817A4B75), ('P4rIngress.aggregator.bitmap_seq.seq', 0xEE33B5D0)], 5723)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xEE33B5D0, 5723)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x06), ('P4rIngress.aggregator.count_exp.exponent', 0xAA)], 5723)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 5723)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x0FF31BD7), ('P4rIngress.aggregator.values_v0000.hi', 0x1FF117FD)], 5723)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x24000600), ('P4rIngress.aggregator.values_v0001.hi', 0x2BBC1710)], 5723)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x0D67168C), ('P4rIngress.aggregator.values_v0010.hi', 0x21722500)], 5723)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x2AE11340), ('P4rIngress.aggregator.values_v0011.hi', 0x0F8E2000)], 5723)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x14570800), ('P4rIngress.aggregator.values_v0100.hi', 0x1D2B0A00)], 5723)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xF2AB2DEB), ('P4rIngress.aggregator.values_v0101.hi', 0x19452000)], 5723)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x17581EBF), ('P4rIngress.aggregator.values_v0110.hi', 0x1B39125E)], 5723)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x12800619), ('P4rIngress.aggregator.values_v0111.hi', 0xF40007DF)], 5723)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x11C51800), ('P4rIngress.aggregator.values_v1000.hi', 0x10002000)], 5723)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x17581340), ('P4rIngress.aggregator.values_v1001.hi', 0xE0001011)], 5723)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x20EF20AB), ('P4rIngress.aggregator.values_v1010.hi', 0xE8772000)], 5723)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x0F772000), ('P4rIngress.aggregator.values_v1011.hi', 0xF4DD1800)], 5723)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xEE4B23D8), ('P4rIngress.aggregator.values_v1100.hi', 0xDC2B15F1)], 5723)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x28003000), ('P4rIngress.aggregator.values_v1101.hi', 0x182A1839)], 5723)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x11DF1D18), ('P4rIngress.aggregator.values_v1110.hi', 0xD7191CD1)], 5723)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xD8C728A3), ('P4rIngress.aggregator.values_v1111.hi', 0x239A1000)], 5723)
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
                gc.KeyTuple('job_id', 0x728D),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E63),
                gc.DataTuple('slot_count', 0x000007FB),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEC49D360),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x036),
                gc.KeyTuple('src_addr', 0xF14A14DA),
                gc.KeyTuple('src_port', 0xCCDF),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x728D),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x035D),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF1\x4A\x14\xDA\x00\x00\x00\x00\xCC\xDF\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x72\x8D\x00\x0D\xEC\x49\xD3\x60\x07\xF8\x06\xF6\xEE\x33\xB5\xD0\x00\x20\x00\x00\x0D\x13\x06\x41\x0A\xE9\x10\x00\x09\xB8\x0B\x71\xF7\x96\x0C\x00\xFB\x75\x0E\x00\x0D\x06\x07\x86\xF6\xAD\x0F\x3E\xF3\x83\x10\x00\xF4\x17\x09\x5D\x0E\x8A\x07\x6A\xFC\x00\x09\x63\xF6\x5F\x0B\x7C\xF9\x7A\x04\x00\x0A\xA5\x0E\x00\x0C\xAF\x0F\x94\xF0\x5F\x0F\x60\xF0\x00\x04\x00\x06\xD5\x0C\x4F\x0C\xD8\x0C\x3A\xF0\x00\x0F\xD7\x08\x00\x0C\x00\x06\x14\x10\x00\x08\x5B\x06\xF9\xF9\x99\x06\x18\xF9\xA6\x0E\x1A\xF2\x91\x10\x00\x09\x98\x07\xFC\xF4\x58\x08\x00\xF8\x00\x0F\x59\xF0\xC3\x07\x01\xFB\xB0\x0D\xF5\x0C\x2A\x04\x9F\x0F\x26\x3C\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF1\x4A\x14\xDA\xBE\xEF\xCC\xDF\x00\xA0\x00\x00\x50\x34\x02\x82\x72\x8D\x00\x0D\xEC\x49\xD3\x60\x07\xF8\x00\xF6\xEE\x33\xB5\xD0\x00\x20\x00\x07\x1D\x06\x22\x18\x0A\xE9\x10\x00\x2D\xB8\x11\x71\xF7\x96\x0C\x00\x08\xDC\x24\x8C\x0D\x06\x07\x86\x21\x8E\x22\x7E\xF3\x83\x10\x00\x08\x6E\x11\x5D\x0E\x8A\x07\x6A\xEE\xAB\x37\x4E\xF6\x5F\x0B\x7C\x10\xD2\x22\xBF\x0A\xA5\x0E\x00\x1F\x2F\x15\xAD\xF0\x5F\x0F\x60\x01\xC5\x1C\x00\x06\xD5\x0C\x4F\x24\x30\x1F\x7A\xF0\x00\x0F\xD7\x28\xEF\x2C\xAB\x06\x14\x10\x00\x17\xD2\x26\xF9\xF9\x99\x06\x18\xE7\xF1\x31\xF2\xF2\x91\x10\x00\x31\x98\x37\xFC\xF4\x58\x08\x00\x09\xDF\x2C\x71\xF0\xC3\x07\x01\xD4\x77\x36\x98\x0C\x2A\x04\x9F\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x81\x7A\x6B\x75\xEE\x33\xB5\xD0\xEE\x33\xB5\xD0\x07\xF6\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x1D\x06\x22\x18\x2A\xDA\x27\xFD\x2D\xB8\x11\x71\x23\x52\x23\x10\x08\xDC\x24\x8C\x2E\x78\x2C\x86\x21\x8E\x22\x7E\x03\x11\x30\x00\x08\x6E\x11\x5D\x2B\xB5\x11\x6A\xEE\xAB\x37\x4E\x0F\xA4\x2B\x7C\x10\xD2\x22\xBF\x25\xDE\x20\x5E\x1F\x2F\x15\xAD\xE4\x5F\x17\x3F\x01\xC5\x1C\x00\x16\xD5\x2C\x4F\x24\x30\x1F\x7A\xD0\x00\x1F\xE8\x28\xEF\x2C\xAB\xEE\x8B\x30\x00\x17\xD2\x26\xF9\xEE\x76\x1E\x18\xE7\xF1\x31\xF2\xCE\xBC\x25\xF1\x31\x98\x37\xFC\x0C\x82\x20\x39\x09\xDF\x2C\x71\xC7\xDC\x23\xD2\xD4\x77\x36\x98\x2F\xC4\x14\x9F\x0F\x26\x3C\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xFBD21EAC), ('P4rIngress.aggregator.bitmap_seq.seq', 0xD9AABB63)], 2294)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xD9AABB63, 2294)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x17), ('P4rIngress.aggregator.count_exp.exponent', 0x49)], 2294)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 2294)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x30001300), ('P4rIngress.aggregator.values_v0000.hi', 0xF6BF1DC9)], 2294)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x12500FDD), ('P4rIngress.aggregator.values_v0001.hi', 0x2C5B25B9)], 2294)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xD1D22057), ('P4rIngress.aggregator.values_v0010.hi', 0x245C2000)], 2294)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x18FC2743), ('P4rIngress.aggregator.values_v0011.hi', 0x197822E2)], 2294)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xFB1B1B00), ('P4rIngress.aggregator.values_v0100.hi', 0x2FF12100)], 2294)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xD45D2000), ('P4rIngress.aggregator.values_v0101.hi', 0x1DA20E00)], 2294)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x08782393), ('P4rIngress.aggregator.values_v0110.hi', 0xF63B1A86)], 2294)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x092F1895), ('P4rIngress.aggregator.values_v0111.hi', 0x1CF60CA0)], 2294)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xF1272F7B), ('P4rIngress.aggregator.values_v1000.hi', 0x18002B57)], 2294)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xFBEA23E2), ('P4rIngress.aggregator.values_v1001.hi', 0x14A51637)], 2294)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xD4222DEB), ('P4rIngress.aggregator.values_v1010.hi', 0xE0002741)], 2294)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x0CDE1770), ('P4rIngress.aggregator.values_v1011.hi', 0xE875171F)], 2294)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x1C001D7A), ('P4rIngress.aggregator.values_v1100.hi', 0xE53A2200)], 2294)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xE40016F9), ('P4rIngress.aggregator.values_v1101.hi', 0xE7462B5F)], 2294)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x21721D2C), ('P4rIngress.aggregator.values_v1110.hi', 0xF9760629)], 2294)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xF40017BE), ('P4rIngress.aggregator.values_v1111.hi', 0x11362EA7)], 2294)
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
                gc.KeyTuple('job_id', 0x53E1),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000383),
                gc.DataTuple('slot_count', 0x000009E7),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3C70E1A9),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00C),
                gc.KeyTuple('src_addr', 0x8BFC3ADE),
                gc.KeyTuple('src_port', 0xF552),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x53E1),
                gc.DataTuple('rank', 0x000E),
                gc.DataTuple('worker_index', 0x03E8),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8B\xFC\x3A\xDE\x00\x00\x00\x00\xF5\x52\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x53\xE1\x00\x0E\x3C\x70\xE1\xA9\x05\x73\x06\x61\xD9\xAA\xBB\x63\x00\x20\x00\x00\xFA\x3F\x08\x00\xFB\xB7\x0B\xEB\x04\x00\x0F\x77\x08\x00\x05\xA8\x0A\xA4\x0B\x5D\x08\x87\x06\xE0\xF9\x87\x0A\x70\xF7\x4B\x06\x29\xF4\x1B\x09\xAD\x07\xDD\x0A\x16\xF1\xB1\x0C\x80\x0A\xB6\x0A\xC4\x0C\x00\x05\xBB\xF6\x80\x08\x5D\x0D\x32\x10\x00\xF9\x73\x05\xB9\x04\x4D\x09\x72\x10\x00\x0C\xDC\x0B\xA7\x0C\x18\xFC\x00\x10\x00\xFB\x2B\x09\x2B\xF4\xB6\x0D\x4C\xF1\xF7\x0D\x45\xF0\x00\x04\xC3\x08\x00\x0E\x57\xFB\x77\x0F\xAF\x10\x00\x08\x00\x05\xBB\x0F\xAB\xF5\x47\x0A\x2A\xF4\xD3\x08\x35\x0D\x23\x04\x36\xF1\x5C\x04\x00\xF0\x00\x9A\xC6\x20\x71\xC0\x58\x86\xA1\xE0\x31\x70\xBA\x96\x22\x0E\x36\xCA\x83\xB8\xA7\x56\x16\x15\xA1\x4B\xEE\x1F\x79\xF6\xD2\xE8\x5A\x63\x21\x52\x2C\x29\xB5\x53\xFF\x85\x57\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x8B\xFC\x3A\xDE\xBE\xEF\xF5\x52\x00\xA0\x00\x00\x50\x34\x02\x82\x53\xE1\x00\x0E\x3C\x70\xE1\xA9\x05\x73\x00\x61\xD9\xAA\xBB\x63\x00\x20\x00\x18\x2A\x3F\x1B\x00\xFB\xB7\x0B\xEB\x16\x50\x1F\x54\x08\x00\x05\xA8\xDC\x76\x2B\xB4\x08\x87\x06\xE0\x12\x83\x31\xB3\xF7\x4B\x06\x29\xEF\x36\x24\xAD\x07\xDD\x0A\x16\xC6\x0E\x2C\x80\x0A\xB6\x0A\xC4\x14\x78\x29\x4E\xF6\x80\x08\x5D\x16\x61\x28\x95\xF9\x73\x05\xB9\xF5\x74\x38\xED\x10\x00\x0C\xDC\x07\x91\x2F\xFA\xFC\x00\x10\x00\xCF\x4D\x37\x16\xF4\xB6\x0D\x4C\xFE\xD5\x24\xB5\xF0\x00\x04\xC3\x24\x00\x2B\xD1\xFB\x77\x0F\xAF\xF4\x00\x1E\xF9\x05\xBB\x0F\xAB\x16\xB9\x27\x56\xF4\xD3\x08\x35\x01\x23\x1B\xF4\xF1\x5C\x04\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xFB\xD2\x5E\xAC\xD9\xAA\xBB\x63\xD9\xAA\xBB\x63\x18\x61\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x2A\x3F\x1B\x00\xF2\x76\x29\xB4\x16\x50\x1F\x54\x34\x5B\x2B\x61\xDC\x76\x2B\xB4\x2C\xE3\x26\xE0\x12\x83\x31\xB3\x10\xC3\x29\x0B\xEF\x36\x24\xAD\x37\xCE\x2B\x16\xC6\x0E\x2C\x80\x28\x58\x18\xC4\x14\x78\x29\x4E\xEC\xBB\x22\xE3\x16\x61\x28\x95\x16\x69\x12\x59\xF5\x74\x38\xED\x28\x00\x38\x33\x07\x91\x2F\xFA\x10\xA5\x26\x37\xCF\x4D\x37\x16\xD4\xB6\x34\x8D\xFE\xD5\x24\xB5\xD8\x75\x1B\xE2\x24\x00\x2B\xD1\xE0\xB1\x31\xAF\xF4\x00\x1E\xF9\xED\x01\x3B\x0A\x16\xB9\x27\x56\xEE\x49\x0E\x5E\x01\x23\x1B\xF4\x02\x92\x32\xA7\xF0\x00\x9A\xC6\x20\x71\xC0\x58\x86\xA1\xE0\x31\x70\xBA\x96\x22\x0E\x36\xCA\x83\xB8\xA7\x56\x16\x15\xA1\x4B\xEE\x1F\x79\xF6\xD2\xE8\x5A\x63\x21\x52\x2C\x29\xB5\x53\xFF\x85\x57\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xB55BD430), ('P4rIngress.aggregator.bitmap_seq.seq', 0x2BFA0000)], 4778)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x2BFA0000, 4778)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0E), ('P4rIngress.aggregator.count_exp.exponent', 0x72)], 4778)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4778)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x2400202C), ('P4rIngress.aggregator.values_v0000.hi', 0x1D8A1000)], 4778)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xFAFE1000), ('P4rIngress.aggregator.values_v0001.hi', 0x1CAD2758)], 4778)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x235B0909), ('P4rIngress.aggregator.values_v0010.hi', 0xEF192B03)], 4778)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xF5AB2535), ('P4rIngress.aggregator.values_v0011.hi', 0xFBE72309)], 4778)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x04710CB7), ('P4rIngress.aggregator.values_v0100.hi', 0xF9BD2A10)], 4778)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xE00011CD), ('P4rIngress.aggregator.values_v0101.hi', 0xE73E22BD)], 4778)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x2A2B215D), ('P4rIngress.aggregator.values_v0110.hi', 0xEBC21000)], 4778)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x0BAF2835), ('P4rIngress.aggregator.values_v0111.hi', 0xD85A1400)], 4778)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x086B0941), ('P4rIngress.aggregator.values_v1000.hi', 0xE98312EF)], 4778)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xDE4525D5), ('P4rIngress.aggregator.values_v1001.hi', 0xD26A08D5)], 4778)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x068B0A47), ('P4rIngress.aggregator.values_v1010.hi', 0x2B730DD2)], 4778)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xF1352AA3), ('P4rIngress.aggregator.values_v1011.hi', 0x25521639)], 4778)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xDB8806DB), ('P4rIngress.aggregator.values_v1100.hi', 0xF4002693)], 4778)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xD8B02800), ('P4rIngress.aggregator.values_v1101.hi', 0x045227E0)], 4778)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x286C3000), ('P4rIngress.aggregator.values_v1110.hi', 0xE000146C)], 4778)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xDFF7169F), ('P4rIngress.aggregator.values_v1111.hi', 0xE0703000)], 4778)
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
                gc.KeyTuple('job_id', 0x138C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D5C),
                gc.DataTuple('slot_count', 0x00000B26),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x27A244E3),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03A),
                gc.KeyTuple('src_addr', 0x01EAD97B),
                gc.KeyTuple('src_port', 0x5413),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x138C),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x0384),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x01\xEA\xD9\x7B\x00\x00\x00\x00\x54\x13\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x13\x8C\x00\x0D\x27\xA2\x44\xE3\x05\x4E\x02\x71\x2B\xFA\x00\x00\x00\x20\x00\x00\xF0\x00\x10\x00\x06\x5F\x0B\xA8\x0C\x75\x09\xC9\x0B\x43\x08\x00\x04\x00\x0E\xEE\xF9\x52\x04\x6F\x10\x00\x0D\x46\xF2\xEB\x0E\x30\x0B\x97\x0F\xC9\xF6\xA7\x0F\x4F\xFC\x00\x04\xEC\x09\x93\x05\x75\xF4\xCB\x06\x87\x0E\x02\x08\xF0\x04\xC4\x0E\x00\x04\xA3\x0B\xD5\x0B\x2D\x04\x46\xF1\x7B\x0E\x17\xF1\xD3\x08\x00\xF7\xB7\x10\x00\xF8\x00\x06\x21\xFB\x79\x0A\x05\xF2\xCA\x10\x00\xFB\x53\x0D\x21\xF6\x3E\x08\x00\x05\x3F\x08\xC8\x0E\xFC\x10\x00\xF2\xB1\x09\x00\xF4\x3E\x09\x05\x0F\x37\x0A\x00\x10\x00\x0F\xBD\xFC\x00\x0B\x1F\xCE\x60\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x01\xEA\xD9\x7B\xBE\xEF\x54\x13\x00\xA0\x00\x00\x50\x34\x02\x82\x13\x8C\x00\x0D\x27\xA2\x44\xE3\x05\x4E\x00\x71\x2B\xFA\x00\x00\x00\x20\x00\x0F\x14\x00\x30\x2C\x06\x5F\x0B\xA8\x07\x73\x19\xC9\x0B\x43\x08\x00\x27\x5B\x17\xF7\xF9\x52\x04\x6F\x05\xAB\x32\x7B\xF2\xEB\x0E\x30\x10\x08\x1C\x80\xF6\xA7\x0F\x4F\xDC\x00\x16\xB9\x09\x93\x05\x75\x1E\xF6\x27\xE4\x0E\x02\x08\xF0\x10\x73\x36\x35\x04\xA3\x0B\xD5\x13\x98\x0D\x87\xF1\x7B\x0E\x17\xD0\x18\x2D\xD5\xF7\xB7\x10\x00\xFE\x8B\x10\x68\xFB\x79\x0A\x05\xE3\xFF\x3A\xA3\xFB\x53\x0D\x21\xD1\xC6\x0E\xDB\x05\x3F\x08\xC8\xE7\xAC\x38\x00\xF2\xB1\x09\x00\x1C\xAA\x39\x05\x0F\x37\x0A\x00\xEF\xF7\x26\x5C\xFC\x00\x0B\x1F\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xB5\x5B\xF4\x30\x2B\xFA\x00\x00\x2B\xFA\x00\x00\x0F\x72\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x14\x00\x30\x2C\x23\xE9\x1B\xA8\x07\x73\x19\xC9\x27\xF0\x2F\x58\x27\x5B\x17\xF7\xE8\x6B\x2F\x72\x05\xAB\x32\x7B\xEE\xD2\x31\x39\x10\x08\x1C\x80\xF0\x64\x39\x5F\xDC\x00\x16\xB9\xF0\xD1\x28\x32\x1E\xF6\x27\xE4\xF9\xC4\x18\xF0\x10\x73\x36\x35\xDC\xFD\x1F\xD5\x13\x98\x0D\x87\xDA\xFE\x21\x06\xD0\x18\x2D\xD5\xCA\x21\x18\xD5\xFE\x8B\x10\x68\x26\xEC\x17\xD7\xE3\xFF\x3A\xA3\x20\xA5\x23\x5A\xD1\xC6\x0E\xDB\xF9\x3F\x2F\x5B\xE7\xAC\x38\x00\xF7\x03\x30\xE0\x1C\xAA\x39\x05\xEF\x37\x1E\x6C\xEF\xF7\x26\x5C\xDC\x70\x3B\x1F\xCE\x60\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x0F383318), ('P4rIngress.aggregator.bitmap_seq.seq', 0x00000000)], 7558)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x00000000, 7558)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x08), ('P4rIngress.aggregator.count_exp.exponent', 0xD4)], 7558)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 7558)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x297B2BAB), ('P4rIngress.aggregator.values_v0000.hi', 0x0DF50DF2)], 7558)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x296D2A07), ('P4rIngress.aggregator.values_v0001.hi', 0xF0B11937)], 7558)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x052F0981), ('P4rIngress.aggregator.values_v0010.hi', 0x1B901B75)], 7558)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xE58A16BE), ('P4rIngress.aggregator.values_v0011.hi', 0xEFFF2C20)], 7558)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xF5550639), ('P4rIngress.aggregator.values_v0100.hi', 0xF4CD3000)], 7558)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xF2AE1D62), ('P4rIngress.aggregator.values_v0101.hi', 0x1FC5267D)], 7558)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xE8E512B5), ('P4rIngress.aggregator.values_v0110.hi', 0x1A161000)], 7558)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x0E3F22F8), ('P4rIngress.aggregator.values_v0111.hi', 0xD00019DB)], 7558)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xF9B91FCE), ('P4rIngress.aggregator.values_v1000.hi', 0x1E493000)], 7558)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x29FD2400), ('P4rIngress.aggregator.values_v1001.hi', 0xDC5C1193)], 7558)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xFA1D150B), ('P4rIngress.aggregator.values_v1010.hi', 0xEE731155)], 7558)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x08001ED0), ('P4rIngress.aggregator.values_v1011.hi', 0x152D1A5D)], 7558)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xE4872000), ('P4rIngress.aggregator.values_v1100.hi', 0xF99E063F)], 7558)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xF4000CEF), ('P4rIngress.aggregator.values_v1101.hi', 0x080022FB)], 7558)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x0A861159), ('P4rIngress.aggregator.values_v1110.hi', 0xDD8610E4)], 7558)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x100016C3), ('P4rIngress.aggregator.values_v1111.hi', 0x15691D20)], 7558)
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
                gc.KeyTuple('job_id', 0x61DF),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000005F0),
                gc.DataTuple('slot_count', 0x000017F5),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x47A2F132),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x1A12F370),
                gc.KeyTuple('src_port', 0x4BE8),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x61DF),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01C5),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1A\x12\xF3\x70\x00\x00\x00\x00\x4B\xE8\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x61\xDF\x00\x10\x47\xA2\xF1\x32\x17\x96\x00\xB2\x00\x00\x00\x00\x00\x20\x00\x00\x09\x53\x05\x9B\xF1\xA5\x0F\x44\xF8\x00\x0A\x00\x0D\xEB\x0D\x34\x0B\x78\x0A\xB0\xFB\x76\x0F\xDF\xF8\x42\x05\xBC\xF8\x01\x0C\x3D\xF6\x2C\x0D\x6B\xF9\xBF\x0C\x00\x09\xE4\x09\xEE\xF4\x45\x05\x00\xF5\xE3\x08\x00\xF2\xF9\x0D\x00\xF1\x8D\x0E\x81\x08\x00\x0D\x84\x09\xE9\x09\xDA\x05\x37\x0D\x31\x0D\x70\x09\x05\x07\xC4\x07\x7C\x07\xB1\x10\x00\xF3\x4D\x08\x34\xF9\x34\x0A\x28\xF3\x3F\x0B\x00\x05\xE2\x0C\x00\xF4\x00\x10\x00\xFC\x00\x0A\x30\xFC\x00\x07\x8F\x04\xB1\x0F\xC1\xFA\xBF\x0E\x00\xF0\x5B\x10\x00\x0B\xFC\x05\xAC\x3B\xD8\x43\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1A\x12\xF3\x70\xBE\xEF\x4B\xE8\x00\xA0\x00\x00\x50\x34\x02\x82\x61\xDF\x00\x10\x47\xA2\xF1\x32\x17\x96\x00\xB2\x00\x00\x00\x00\x00\x20\x00\x09\x32\xCE\x31\x46\xF1\xA5\x0F\x44\x21\x6D\x34\x07\x0D\xEB\x0D\x34\x10\xA7\x14\x31\xFB\x76\x0F\xDF\xDD\xCC\x1C\x7A\xF8\x01\x0C\x3D\xEB\x81\x13\xA4\xF9\xBF\x0C\x00\xFC\x92\x27\x50\xF4\x45\x05\x00\xDE\xC8\x1A\xB5\xF2\xF9\x0D\x00\xFF\xCC\x31\x79\x08\x00\x0D\x84\x03\xA2\x29\xA8\x05\x37\x0D\x31\x37\x6D\x2D\x05\x07\xC4\x07\x7C\x01\xCE\x25\x0B\xF3\x4D\x08\x34\x01\x34\x28\xF8\xF3\x3F\x0B\x00\xEA\x69\x2C\x00\xF4\x00\x10\x00\xF0\x00\x17\x1F\xFC\x00\x07\x8F\x0F\x37\x21\x1A\xFA\xBF\x0E\x00\x00\x5B\x26\xC3\x0B\xFC\x05\xAC\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x0F\x39\x33\x18\x00\x00\x00\x00\x00\x00\x00\x00\x09\xD4\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x32\xCE\x31\x46\xFF\x9A\x1D\x36\x21\x6D\x34\x07\xFE\x9C\x26\x6B\x10\xA7\x14\x31\x17\x06\x2B\x54\xDD\xCC\x1C\x7A\xE8\x00\x38\x5D\xEB\x81\x13\xA4\xEE\x8C\x3C\x00\xFC\x92\x27\x50\x14\x0A\x2B\x7D\xDE\xC8\x1A\xB5\x0D\x0F\x1D\x00\xFF\xCC\x31\x79\xD8\x00\x27\x5F\x03\xA2\x29\xA8\x23\x80\x3D\x31\x37\x6D\x2D\x05\xE4\x20\x19\x0F\x01\xCE\x25\x0B\xE1\xC0\x19\x89\x01\x34\x28\xF8\x08\x6C\x25\x5D\xEA\x69\x2C\x00\xED\x9E\x16\x3F\xF0\x00\x17\x1F\x04\x00\x2A\x8A\x0F\x37\x21\x1A\xD8\x45\x1E\xE4\x00\x5B\x26\xC3\x21\x65\x22\xCC\x3B\xD8\x43\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x2BCAAA2E), ('P4rIngress.aggregator.bitmap_seq.seq', 0xE9000000)], 13344)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xE9000000, 13344)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0F), ('P4rIngress.aggregator.count_exp.exponent', 0x26)], 13344)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x01, 13344)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x140014D7), ('P4rIngress.aggregator.values_v0000.hi', 0x0A800742)], 13344)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xEE5B2000), ('P4rIngress.aggregator.values_v0001.hi', 0xF129200E)], 13344)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xE9B52000), ('P4rIngress.aggregator.values_v0010.hi', 0x18CA1CE4)], 13344)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x04DE3000), ('P4rIngress.aggregator.values_v0011.hi', 0x1DB2085D)], 13344)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x29231B7F), ('P4rIngress.aggregator.values_v0100.hi', 0xD0CE1F00)], 13344)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xD9D62452), ('P4rIngress.aggregator.values_v0101.hi', 0x04942F69)], 13344)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xE3CF207E), ('P4rIngress.aggregator.values_v0110.hi', 0x1C001C65)], 13344)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x052417DF), ('P4rIngress.aggregator.values_v0111.hi', 0x1E912000)], 13344)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x082917CD), ('P4rIngress.aggregator.values_v1000.hi', 0x13BC2000)], 13344)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xE2571000), ('P4rIngress.aggregator.values_v1001.hi', 0xE9CB266E)], 13344)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xDB18166E), ('P4rIngress.aggregator.values_v1010.hi', 0xD7FC2000)], 13344)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x2A5D263D), ('P4rIngress.aggregator.values_v1011.hi', 0xEC8C1E91)], 13344)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x2C03156A), ('P4rIngress.aggregator.values_v1100.hi', 0x17930BA7)], 13344)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xD1703000), ('P4rIngress.aggregator.values_v1101.hi', 0xD1D90990)], 13344)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x2F5429C8), ('P4rIngress.aggregator.values_v1110.hi', 0x30000CBD)], 13344)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xD93C059D), ('P4rIngress.aggregator.values_v1111.hi', 0xE17320EE)], 13344)
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
                gc.KeyTuple('job_id', 0x6842),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B3D),
                gc.DataTuple('slot_count', 0x000009E3),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB5623C60),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0xC27CC7F1),
                gc.KeyTuple('src_port', 0x05FF),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x6842),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x0174),
            ]
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
        ig_port = 26
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC2\x7C\xC7\xF1\x00\x00\x00\x00\x05\xFF\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x68\x42\x00\x1C\xB5\x62\x3C\x60\x08\xE3\x05\xC3\xE9\x00\x00\x00\x00\x20\x00\x00\x0E\x5D\x0F\xBB\x07\x23\x09\x9E\xF2\x17\x08\x95\x10\x00\x05\x4B\xF3\x94\x09\x0B\x05\x5F\x08\x00\xF4\x4E\x10\x00\xF9\xF6\x0E\xFF\x04\x73\x07\x3F\x06\xD5\x08\x00\xF4\x00\x08\xED\x10\x00\x10\x00\xFA\x66\x0A\x5F\xF8\x00\x0E\xA3\x05\x80\x07\xA3\x0E\xD7\x04\x00\xFA\x6B\x0B\x5A\x0C\x00\x08\x00\xFC\x00\x0C\x00\xF5\xDB\x09\xBD\xF4\xE9\x0D\x9F\xF3\x8E\x07\xBE\x10\x00\x06\x2B\xF4\x5A\x0A\x74\xF4\x79\x07\xFA\xF4\x3F\x0A\x60\x0D\x2E\x08\x00\xF0\x00\x09\xCF\x05\x4C\x10\x00\x06\x07\x04\x00\x0B\xCC\x04\xF3\x10\x00\x0D\x94\x79\x63\x0B\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA\x13\x17\x49\x5B\x1C\xDF\x05\x62\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8\xD2\x64\xB8\x72\x0D\x8E\x9C\x23\xD9\x08\xA3\x29\xE3\x5E\x2C\x62\xA2\xA7\xAB\xD4\x14\x42\x6B\x3B\x26\xC0\x8C\xB6\x79\x82\xEF\x87\x58\x26\x9D\x04\x20\x14\xEB\xD5\xAA\xC8\x4C\x0A\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC2\x7C\xC7\xF1\xBE\xEF\x05\xFF\x00\xA0\x00\x00\x50\x34\x02\x82\x68\x42\x00\x1C\xB5\x62\x3C\x60\x08\xE3\x01\xC3\xE9\x00\x00\x00\x00\x20\x00\x10\x22\x5D\x24\x92\x07\x23\x09\x9E\xE0\x72\x28\x95\x10\x00\x05\x4B\xDD\x49\x29\x0B\x05\x5F\x08\x00\xF9\x2C\x40\x00\xF9\xF6\x0E\xFF\x2D\x96\x22\xBE\x06\xD5\x08\x00\xCD\xD6\x2D\x3F\x10\x00\x10\x00\xDE\x35\x2A\xDD\xF8\x00\x0E\xA3\x0A\xA4\x1F\x82\x0E\xD7\x04\x00\x02\x94\x23\x27\x0C\x00\x08\x00\xDE\x57\x1C\x00\xF5\xDB\x09\xBD\xD0\x01\x24\x0D\xF3\x8E\x07\xBE\x3A\x5D\x2C\x68\xF4\x5A\x0A\x74\x20\x7C\x1D\x64\xF4\x3F\x0A\x60\xDE\x9E\x38\x00\xF0\x00\x09\xCF\x34\xA0\x39\xC8\x06\x07\x04\x00\xE5\x08\x0A\x90\x10\x00\x0D\x94\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x3B\xCA\xAA\x2E\xE9\x00\x00\x00\xE9\x00\x00\x00\x10\xC3\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x22\x5D\x24\x92\x11\xA3\x10\xE0\xE0\x72\x28\x95\x01\x29\x25\x59\xDD\x49\x29\x0B\x1E\x29\x24\xE4\xF9\x2C\x40\x00\x17\xA8\x17\x5C\x2D\x96\x22\xBE\xD7\xA3\x27\x00\xCD\xD6\x2D\x3F\x14\x94\x3F\x69\xDE\x35\x2A\xDD\x14\x00\x2B\x08\x0A\xA4\x1F\x82\x2D\x68\x24\x00\x02\x94\x23\x27\x1F\xBC\x28\x00\xDE\x57\x1C\x00\xDF\xA6\x30\x2B\xD0\x01\x24\x0D\xCB\x8A\x27\xBE\x3A\x5D\x2C\x68\xE0\xE6\x29\x05\x20\x7C\x1D\x64\x0B\xD2\x16\x07\xDE\x9E\x38\x00\xC1\xD9\x13\x5F\x34\xA0\x39\xC8\x36\x07\x10\xBD\xE5\x08\x0A\x90\xF1\x73\x2E\x82\x79\x63\x0B\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA\x13\x17\x49\x5B\x1C\xDF\x05\x62\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8\xD2\x64\xB8\x72\x0D\x8E\x9C\x23\xD9\x08\xA3\x29\xE3\x5E\x2C\x62\xA2\xA7\xAB\xD4\x14\x42\x6B\x3B\x26\xC0\x8C\xB6\x79\x82\xEF\x87\x58\x26\x9D\x04\x20\x14\xEB\xD5\xAA\xC8\x4C\x0A\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x1BA5DCD6), ('P4rIngress.aggregator.bitmap_seq.seq', 0xAA7FC680)], 0)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xAA7FC680, 0)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1B), ('P4rIngress.aggregator.count_exp.exponent', 0x46)], 0)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xE61B23AE), ('P4rIngress.aggregator.values_v0000.hi', 0x2F480CA0)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x27041000), ('P4rIngress.aggregator.values_v0001.hi', 0xEB2F1D79)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x18001000), ('P4rIngress.aggregator.values_v0010.hi', 0xEC6918BA)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xDA1B139B), ('P4rIngress.aggregator.values_v0011.hi', 0x1F111400)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x0415189F), ('P4rIngress.aggregator.values_v0100.hi', 0x09CB2400)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x20572D0B), ('P4rIngress.aggregator.values_v0101.hi', 0x0AA1291C)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x06D61452), ('P4rIngress.aggregator.values_v0110.hi', 0x1E002000)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x20001CBD), ('P4rIngress.aggregator.values_v0111.hi', 0xEC001CA0)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xD0001DEF), ('P4rIngress.aggregator.values_v1000.hi', 0xD00023C5)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xE87F29B0), ('P4rIngress.aggregator.values_v1001.hi', 0xF4432100)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x0F9F18E7), ('P4rIngress.aggregator.values_v1010.hi', 0xD5762000)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x28542EE8), ('P4rIngress.aggregator.values_v1011.hi', 0x1DF32400)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xD7DB21DF), ('P4rIngress.aggregator.values_v1100.hi', 0x1B992B79)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xF7470909), ('P4rIngress.aggregator.values_v1101.hi', 0xFBDD1B7A)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x1DF804B3), ('P4rIngress.aggregator.values_v1110.hi', 0xD2991E32)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x13AC225A), ('P4rIngress.aggregator.values_v1111.hi', 0xD0B817C6)], 0)
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
                gc.KeyTuple('job_id', 0x245B),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9D2C344A),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02B),
                gc.KeyTuple('src_addr', 0x7C4DC783),
                gc.KeyTuple('src_port', 0xBC2D),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x245B),
                gc.DataTuple('rank', 0x001F),
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
        ig_port = 43
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7C\x4D\xC7\x83\x00\x00\x00\x00\xBC\x2D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x24\x5B\x00\x1F\x9D\x2C\x34\x4A\x00\x00\x04\x94\xAA\x7F\xC6\x80\x00\x20\x00\x00\xF8\x00\x0A\xFC\xF7\x5B\x05\x86\xF5\xAF\x04\xED\x0F\xA7\x08\x00\xF5\xF4\x05\xFD\x0F\x60\x06\x9F\x04\x32\x07\xD1\xF8\xE9\x07\x66\xF1\xC1\x07\xDA\xF0\x65\x09\x3E\xF8\x4F\x0D\xCD\x0C\x7D\x0B\xF0\x07\x5D\x05\x79\xF0\x00\x07\xA5\xF0\x00\x05\xAF\xF9\x1D\x10\x00\x06\x8F\x0C\x67\xF1\xA6\x0B\x53\x0E\x83\x07\x60\x10\x00\x05\x80\x0B\xB5\x06\xB2\x0D\x25\x04\x00\x0D\x26\x0B\x00\x08\x75\x07\x4D\x0C\x00\x04\x6F\x07\xBB\x0A\x8B\xFB\xEA\x0B\x00\xF2\xAB\x06\x83\xFA\x56\x0F\x00\x06\x29\x0E\x6A\xF1\x23\x06\x75\xF0\xD9\x10\x00\x1F\x6D\x81\x46\xEE\xA6\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7C\x4D\xC7\x83\xBE\xEF\xBC\x2D\x00\xA0\x00\x00\x50\x34\x02\x82\x24\x5B\x00\x1F\x9D\x2C\x34\x4A\x00\x00\x00\x94\xAA\x7F\xC6\x80\x00\x20\x00\x1C\xDE\x1B\x2E\xAA\xF7\x5B\x05\x86\x1C\xB3\x14\xED\x0F\xA7\x08\x00\x0D\xF4\x15\xFD\x0F\x60\x06\x9F\xDE\x4D\x1B\x6C\xF8\xE9\x07\x66\xF5\xD6\x20\x79\xF0\x65\x09\x3E\x18\xA6\x3A\xD8\x0C\x7D\x0B\xF0\x0E\x33\x19\xCB\xF0\x00\x07\xA5\x10\x00\x22\x6C\xF9\x1D\x10\x00\xD6\x8F\x2A\x56\xF1\xA6\x0B\x53\xF7\x02\x31\x10\x10\x00\x05\x80\x1B\x54\x1F\x99\x0D\x25\x04\x00\x35\x7A\x39\xE8\x08\x75\x07\x4D\xE3\xDB\x26\x4E\x07\xBB\x0A\x8B\xF3\x31\x14\x09\xF2\xAB\x06\x83\x18\x4E\x13\xB3\x06\x29\x0E\x6A\x04\xCF\x28\xCF\xF0\xD9\x10\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x9B\xA5\xDC\xD6\xAA\x7F\xC6\x80\xAA\x7F\xC6\x80\x1C\x94\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xDE\x1B\x2E\xAA\x26\xA3\x12\x26\x1C\xB3\x14\xED\xFA\xD6\x25\x79\x0D\xF4\x15\xFD\xFB\xC9\x1F\x59\xDE\x4D\x1B\x6C\x17\xFA\x1B\x66\xF5\xD6\x20\x79\xFA\x30\x2D\x3E\x18\xA6\x3A\xD8\x17\x1E\x35\x0C\x0E\x33\x19\xCB\x0E\x00\x27\xA5\x10\x00\x22\x6C\xE5\x1D\x2C\xA0\xD6\x8F\x2A\x56\xC1\xA6\x2F\x18\xF7\x02\x31\x10\x04\x43\x26\x80\x1B\x54\x1F\x99\xE2\x9B\x24\x00\x35\x7A\x39\xE8\x26\x68\x2B\x4D\xE3\xDB\x26\x4E\x23\x54\x36\x04\xF3\x31\x14\x09\xEE\x88\x21\xFD\x18\x4E\x13\xB3\xD8\xC2\x2C\x9C\x04\xCF\x28\xCF\xC1\x91\x27\xC6\x1F\x6D\x81\x46\xEE\xA6\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xE55C6A29), ('P4rIngress.aggregator.bitmap_seq.seq', 0x025A27CA)], 1415)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x025A27CA, 1415)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0F), ('P4rIngress.aggregator.count_exp.exponent', 0x94)], 1415)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 1415)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xEE4D21FF), ('P4rIngress.aggregator.values_v0000.hi', 0xE6E5279A)], 1415)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x2BFB1DBC), ('P4rIngress.aggregator.values_v0001.hi', 0xD0001617)], 1415)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xEA92067C), ('P4rIngress.aggregator.values_v0010.hi', 0xF22A20ED)], 1415)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xEFED12DB), ('P4rIngress.aggregator.values_v0011.hi', 0xDE171000)], 1415)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xED911C84), ('P4rIngress.aggregator.values_v0100.hi', 0xD44F2BF9)], 1415)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xD33F1AA7), ('P4rIngress.aggregator.values_v0101.hi', 0x20EF0870)], 1415)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xEA662C72), ('P4rIngress.aggregator.values_v0110.hi', 0xEEAE1D73)], 1415)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x146317CA), ('P4rIngress.aggregator.values_v0111.hi', 0x257C09E4)], 1415)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xDD4A108A), ('P4rIngress.aggregator.values_v1000.hi', 0x2529273D)], 1415)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xD000235D), ('P4rIngress.aggregator.values_v1001.hi', 0xF4E33000)], 1415)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x116F2749), ('P4rIngress.aggregator.values_v1010.hi', 0xE0001000)], 1415)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x05E21DFE), ('P4rIngress.aggregator.values_v1011.hi', 0xEB822530)], 1415)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xEC000F43), ('P4rIngress.aggregator.values_v1100.hi', 0x13A21000)], 1415)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x18602033), ('P4rIngress.aggregator.values_v1101.hi', 0xEEAC0AD3)], 1415)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x2ABF1DAF), ('P4rIngress.aggregator.values_v1110.hi', 0xF9E53000)], 1415)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x0A9B2C97), ('P4rIngress.aggregator.values_v1111.hi', 0xDEAD2800)], 1415)
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
                gc.KeyTuple('job_id', 0xD600),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000487),
                gc.DataTuple('slot_count', 0x00000BF4),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6C00623D),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00D),
                gc.KeyTuple('src_addr', 0x650C288B),
                gc.KeyTuple('src_port', 0x1F29),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xD600),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x034B),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x65\x0C\x28\x8B\x00\x00\x00\x00\x1F\x29\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD6\x00\x00\x11\x6C\x00\x62\x3D\x01\x00\x04\xBA\x02\x5A\x27\xCA\x00\x20\x00\x00\xF5\xCB\x06\x40\x0C\xD9\x10\x00\x0F\x1E\x0E\x00\xF8\x00\x09\x86\xF3\xEA\x08\x00\x09\x63\x0F\x8F\xF7\xA5\x0F\x6F\x0C\x4F\x0B\xFC\x0B\x2C\x0A\x06\x10\x00\x0A\xD1\x06\xAA\x0B\xA1\x07\xEB\x10\x00\x04\x2B\x0D\x47\xF4\x00\x0B\xF5\xF8\x07\x08\xDF\xFB\x45\x04\x41\xF6\x34\x06\x2B\x08\x00\x0A\xA8\x04\x00\x0B\x5B\xF8\xF5\x08\x00\xFA\x1B\x08\xBB\xF4\x00\x0C\x7A\x05\x49\x09\x4E\x08\xCC\x0A\x97\xF0\x00\x10\x00\x09\xB7\x09\xF9\x04\x2F\x05\x00\x08\x00\x08\x70\x0F\x74\x0D\x90\x06\x91\x07\x97\xF0\x99\x0B\x00\xF5\xFE\x05\xA6\xC3\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD\x33\x1D\xE9\x0A\x4C\x2D\xDB\x4D\x65\xD8\x4C\xFC\x62\x1D\x8D\xD9\x83\xB7\x31\x9D\xE2\x8D\x2A\x79\x02\x5F\xBB\xFE\x41\x22\xDB\x1B\x01\xB1\x05\x59\x7E\x2D\x70\xEF\xC8\x47\x63\x88\x63\x11\xB9\xE2\xFB\x63\xD2\x01\xEC\xBB\xD0\x43\x48\x45\xAA\x19\x46\x8D\xEC\xDC\x39\x65\xED\xEE\x5D\x0D\x98\x21\x7F\xCB\xC5\x22\x7E\xEE\x7A\x88\xFA\xE4\x0F\xF5\xD3\xBF\x2F\x4B\x1F\x57\x86\xBE\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B\x55\xE6\xB1\x4E\x3A\x43\xD8\x7D\x15\x0A\xF7\x90\x00\x32\x18\x44\x24\x20\x24\x92\x4F\x2A\xC5\x75\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x65\x0C\x28\x8B\xBE\xEF\x1F\x29\x00\xA0\x00\x00\x50\x34\x02\x82\xD6\x00\x00\x11\x6C\x00\x62\x3D\x01\x00\x00\xBA\x02\x5A\x27\xCA\x00\x20\x00\x10\xE4\x18\x28\x3F\x0C\xD9\x10\x00\x3B\x19\x2B\xBC\xF8\x00\x09\x86\xDE\x7C\x0E\x7C\x09\x63\x0F\x8F\xE7\x92\x22\x4A\x0C\x4F\x0B\xFC\xF8\xBD\x26\x8A\x10\x00\x0A\xD1\xD9\xE9\x26\x48\x07\xEB\x10\x00\xEE\x91\x39\xB9\xF4\x00\x0B\xF5\x0C\x6A\x20\xA9\xFB\x45\x04\x41\xD3\x7E\x16\xB5\x08\x00\x0A\xA8\xD4\x00\x2E\xB8\xF8\xF5\x08\x00\x0B\x8A\x30\x04\xF4\x00\x0C\x7A\x0B\x2B\x27\x4C\x08\xCC\x0A\x97\xDC\x00\x1F\x43\x09\xB7\x09\xF9\x1C\x8F\x25\x33\x08\x00\x08\x70\x3A\x33\x2B\x3F\x06\x91\x07\x97\xFB\x34\x37\x97\xF5\xFE\x05\xA6\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xE5\x5E\x6A\x29\x02\x5A\x27\xCA\x02\x5A\x27\xCA\x10\xBA\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xE4\x18\x28\x3F\xF3\xBE\x37\x9A\x3B\x19\x2B\xBC\xC8\x00\x1F\x9D\xDE\x7C\x0E\x7C\xFB\x8D\x30\x7C\xE7\x92\x22\x4A\xEA\x66\x1B\xFC\xF8\xBD\x26\x8A\xE4\x4F\x36\xCA\xD9\xE9\x26\x48\x28\xDA\x18\x70\xEE\x91\x39\xB9\xE2\xAE\x29\x68\x0C\x6A\x20\xA9\x20\xC1\x0E\x25\xD3\x7E\x16\xB5\x2D\x29\x31\xE5\xD4\x00\x2E\xB8\xED\xD8\x38\x00\x0B\x8A\x30\x04\xD4\x00\x1C\x7A\x0B\x2B\x27\x4C\xF4\x4E\x2F\xC7\xDC\x00\x1F\x43\x1D\x59\x19\xF9\x1C\x8F\x25\x33\xF6\xAC\x13\x43\x3A\x33\x2B\x3F\x00\x76\x37\x97\xFB\x34\x37\x97\xD4\xAB\x2D\xA6\xC3\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD\x33\x1D\xE9\x0A\x4C\x2D\xDB\x4D\x65\xD8\x4C\xFC\x62\x1D\x8D\xD9\x83\xB7\x31\x9D\xE2\x8D\x2A\x79\x02\x5F\xBB\xFE\x41\x22\xDB\x1B\x01\xB1\x05\x59\x7E\x2D\x70\xEF\xC8\x47\x63\x88\x63\x11\xB9\xE2\xFB\x63\xD2\x01\xEC\xBB\xD0\x43\x48\x45\xAA\x19\x46\x8D\xEC\xDC\x39\x65\xED\xEE\x5D\x0D\x98\x21\x7F\xCB\xC5\x22\x7E\xEE\x7A\x88\xFA\xE4\x0F\xF5\xD3\xBF\x2F\x4B\x1F\x57\x86\xBE\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B\x55\xE6\xB1\x4E\x3A\x43\xD8\x7D\x15\x0A\xF7\x90\x00\x32\x18\x44\x24\x20\x24\x92\x4F\x2A\xC5\x75\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xD0BD6E9F), ('P4rIngress.aggregator.bitmap_seq.seq', 0x40CF4DBF)], 3530)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x40CF4DBF, 3530)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1C), ('P4rIngress.aggregator.count_exp.exponent', 0x39)], 3530)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3530)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xEC002200), ('P4rIngress.aggregator.values_v0000.hi', 0x240007CF)], 3530)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x040015B3), ('P4rIngress.aggregator.values_v0001.hi', 0x13731E86)], 3530)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xF7812F54), ('P4rIngress.aggregator.values_v0010.hi', 0xEDD10B16)], 3530)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x0F571C00), ('P4rIngress.aggregator.values_v0011.hi', 0x23861D4B)], 3530)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x055D1000), ('P4rIngress.aggregator.values_v0100.hi', 0x2DEB1235)], 3530)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x2DF511C9), ('P4rIngress.aggregator.values_v0101.hi', 0x2A771000)], 3530)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xF0A73000), ('P4rIngress.aggregator.values_v0110.hi', 0xFAFC10D5)], 3530)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x12AA2000), ('P4rIngress.aggregator.values_v0111.hi', 0xDC6F0A37)], 3530)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x10AB2501), ('P4rIngress.aggregator.values_v1000.hi', 0xF8002000)], 3530)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x1DEC0BED), ('P4rIngress.aggregator.values_v1001.hi', 0x1ABF1095)], 3530)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xD15F1796), ('P4rIngress.aggregator.values_v1010.hi', 0x2DFE19A3)], 3530)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x28572CC6), ('P4rIngress.aggregator.values_v1011.hi', 0xF24C207B)], 3530)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x10000C00), ('P4rIngress.aggregator.values_v1100.hi', 0x24441800)], 3530)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xD800221E), ('P4rIngress.aggregator.values_v1101.hi', 0xF4D32146)], 3530)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x155A1419), ('P4rIngress.aggregator.values_v1110.hi', 0x1DA11CE0)], 3530)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xD27C3000), ('P4rIngress.aggregator.values_v1111.hi', 0x2D781510)], 3530)
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
                gc.KeyTuple('job_id', 0x421A),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000006B8),
                gc.DataTuple('slot_count', 0x0000166E),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2642DB8F),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0x757CDA3E),
                gc.KeyTuple('src_port', 0x6FB0),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x421A),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x00C0),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x75\x7C\xDA\x3E\x00\x00\x00\x00\x6F\xB0\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x42\x1A\x00\x18\x26\x42\xDB\x8F\x07\x12\x06\x31\x40\xCF\x4D\xBF\x00\x20\x00\x00\x0D\xB7\x0E\x0A\xFC\x00\x10\x00\x04\x49\x09\xA1\x04\xA9\x08\x00\xF4\x00\x0B\x24\x10\x00\x0E\x00\x06\x79\x0F\x9C\xF0\xAB\x04\x34\xFB\x67\x09\x61\x04\x1B\x10\x00\xF8\x10\x07\x5B\xFB\x84\x10\x00\x0E\xED\x04\x67\xF3\xDA\x04\x47\x0F\x5E\x10\x00\xF7\x92\x04\x86\x0A\x27\x0B\x3B\x04\x00\x0E\x59\x0C\xA0\x09\xA7\xF1\x4B\x07\x00\x07\x48\x0C\x7B\xF8\x0C\x0A\xE8\x06\x9C\x0B\xA2\xF7\x79\x0A\xB1\x04\x61\x06\xE1\x05\x39\x0B\xF0\x04\x00\x08\x87\xF0\xB8\x10\x00\xF4\x7D\x0F\x00\xF7\x75\x05\x24\x09\xE6\x0A\x02\xFA\x2F\x10\x00\x35\xF5\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6\xA9\x1C\xF9\x47\xA8\x53\x75\x04\x3C\x83\xAB\x13\x5D\x1E\x10\xCF\xFA\x8A\x4D\x00\x02\x14\x6C\x1D\x12\x55\x0D\x22\xF0\x6F\x6A\x08\x43\x5D\x14\x2D\xAF\xC6\xA8\xB7\x2A\xDD\x78\x30\xDF\x11\x83\x7A\xDC\xD4\x72\x9D\xB5\x32\xB3\x53\xEE\x39\x2B\x01\x65\x56\x56\x76\xB3\x56\x22\xBA\x8D\x7E\x70\x2B\x8A\xBE\x9D\x86\x80\xA8\xA1\x25\xBF\x24\xF1\xA7\x6B\x1D\x0F\xD7\x99\x4C\x53\x7E\x48\xA3\x6A\xA4\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x75\x7C\xDA\x3E\xBE\xEF\x6F\xB0\x00\xA0\x00\x00\x50\x34\x02\x82\x42\x1A\x00\x18\x26\x42\xDB\x8F\x07\x12\x00\x31\x40\xCF\x4D\xBF\x00\x20\x00\x1D\xF9\xB7\x30\x0A\xFC\x00\x10\x00\x08\x49\x1F\x54\x04\xA9\x08\x00\xEB\x81\x3A\x78\x10\x00\x0E\x00\x15\xD0\x2B\x9C\xF0\xAB\x04\x34\x00\xC4\x19\x61\x04\x1B\x10\x00\x26\x05\x19\x24\xFB\x84\x10\x00\xFF\x94\x34\x67\xF3\xDA\x04\x47\x22\x08\x30\x00\xF7\x92\x04\x86\x1A\xD2\x30\x3C\x04\x00\x0E\x59\x2A\x8C\x15\x94\xF1\x4B\x07\x00\xD8\xA7\x24\x11\xF8\x0C\x0A\xE8\x2E\xF3\x38\x68\xF7\x79\x0A\xB1\x14\x61\x12\xE1\x05\x39\x0B\xF0\xDC\x00\x2A\xA5\xF0\xB8\x10\x00\x09\xD7\x23\x19\xF7\x75\x05\x24\xDC\x62\x3A\x02\xFA\x2F\x10\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xD1\xBD\x6E\x9F\x40\xCF\x4D\xBF\x40\xCF\x4D\xBF\x1D\x39\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xF9\xB7\x30\x0A\x20\x00\x17\xCF\x08\x49\x1F\x54\x18\x1C\x26\x86\xEB\x81\x3A\x78\xFD\xD1\x19\x16\x15\xD0\x2B\x9C\x14\x31\x21\x7F\x00\xC4\x19\x61\x32\x06\x22\x35\x26\x05\x19\x24\x25\xFB\x20\x00\xFF\x94\x34\x67\xEE\xD6\x15\x1C\x22\x08\x30\x00\xD4\x01\x0E\xBD\x1A\xD2\x30\x3C\xFC\x00\x2E\x59\x2A\x8C\x15\x94\x0C\x0A\x17\x95\xD8\xA7\x24\x11\x26\x0A\x24\x8B\x2E\xF3\x38\x68\xE9\xC5\x2B\x2C\x14\x61\x12\xE1\x29\x7D\x23\xF0\xDC\x00\x2A\xA5\xE5\x8B\x31\x46\x09\xD7\x23\x19\x15\x16\x22\x04\xDC\x62\x3A\x02\x27\xA7\x25\x10\x35\xF5\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6\xA9\x1C\xF9\x47\xA8\x53\x75\x04\x3C\x83\xAB\x13\x5D\x1E\x10\xCF\xFA\x8A\x4D\x00\x02\x14\x6C\x1D\x12\x55\x0D\x22\xF0\x6F\x6A\x08\x43\x5D\x14\x2D\xAF\xC6\xA8\xB7\x2A\xDD\x78\x30\xDF\x11\x83\x7A\xDC\xD4\x72\x9D\xB5\x32\xB3\x53\xEE\x39\x2B\x01\x65\x56\x56\x76\xB3\x56\x22\xBA\x8D\x7E\x70\x2B\x8A\xBE\x9D\x86\x80\xA8\xA1\x25\xBF\x24\xF1\xA7\x6B\x1D\x0F\xD7\x99\x4C\x53\x7E\x48\xA3\x6A\xA4\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x63FF01D4), ('P4rIngress.aggregator.bitmap_seq.seq', 0xD91191FD)], 4685)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xD91191FD, 4685)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0F), ('P4rIngress.aggregator.count_exp.exponent', 0x81)], 4685)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 4685)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xFA5914C0), ('P4rIngress.aggregator.values_v0000.hi', 0x2A302D49)], 4685)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x04621696), ('P4rIngress.aggregator.values_v0001.hi', 0x054614A4)], 4685)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xD0002000), ('P4rIngress.aggregator.values_v0010.hi', 0x27BD2600)], 4685)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x134B2000), ('P4rIngress.aggregator.values_v0011.hi', 0xF6B60A5D)], 4685)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xD19D0F3B), ('P4rIngress.aggregator.values_v0100.hi', 0xF0002400)], 4685)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x133726F6), ('P4rIngress.aggregator.values_v0101.hi', 0x1C001476)], 4685)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x20000A00), ('P4rIngress.aggregator.values_v0110.hi', 0x18373000)], 4685)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x30001AE3), ('P4rIngress.aggregator.values_v0111.hi', 0xD7CC1DF1)], 4685)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xE09C1800), ('P4rIngress.aggregator.values_v1000.hi', 0xDE1911A0)], 4685)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x1DD32000), ('P4rIngress.aggregator.values_v1001.hi', 0x1F31257F)], 4685)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x1D1D2000), ('P4rIngress.aggregator.values_v1010.hi', 0xF92D0600)], 4685)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xFAEA2394), ('P4rIngress.aggregator.values_v1011.hi', 0x15602192)], 4685)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xDC7D29BD), ('P4rIngress.aggregator.values_v1100.hi', 0x2CD01D73)], 4685)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x14D91F67), ('P4rIngress.aggregator.values_v1101.hi', 0x1BF4129F)], 4685)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x0C0014D0), ('P4rIngress.aggregator.values_v1110.hi', 0x1D43243E)], 4685)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x0DE11000), ('P4rIngress.aggregator.values_v1111.hi', 0x1000104E)], 4685)
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
                gc.KeyTuple('job_id', 0x652A),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E75),
                gc.DataTuple('slot_count', 0x00000D8A),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2D708BE0),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01C),
                gc.KeyTuple('src_addr', 0xD05B0828),
                gc.KeyTuple('src_port', 0x6251),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x652A),
                gc.DataTuple('rank', 0x000B),
                gc.DataTuple('worker_index', 0x0025),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD0\x5B\x08\x28\x00\x00\x00\x00\x62\x51\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x65\x2A\x00\x0B\x2D\x70\x8B\xE0\x03\xD8\x06\x09\xD9\x11\x91\xFD\x00\x20\x00\x00\xFB\x53\x0E\x65\x10\x00\x09\x8F\x0A\xCE\x0C\x29\xF1\xE1\x0D\xCC\xFC\x00\x08\x00\x06\x94\x08\x95\xFB\x5B\x10\x00\xF5\xF5\x0A\xD3\xF2\x9E\x04\xE7\xFB\xFC\x05\xF4\xF8\xE7\x08\xEF\x05\xB1\x0C\x01\x10\x00\x04\xB9\xF3\x09\x09\x2B\xF5\xCE\x06\x3B\x0D\xB9\x0C\xD8\x0D\xF6\x08\x7A\x04\x27\x05\x60\x05\x48\x06\x0D\x05\x59\x0A\xD8\xF9\x38\x0A\x5D\xF1\xE7\x08\xC8\x05\xD7\x08\x00\x0A\x60\x0C\x65\xF5\x82\x08\x00\xF3\x94\x0A\x40\xF2\xB8\x05\x4A\x06\xC8\x0A\xCD\xFB\xCA\x10\x00\xF8\xDB\x0D\x14\x06\xD5\x09\x60\xF0\xD4\x09\x1D\x28\x05\xB4\x09\xA0\x68\x65\x35\x9A\x32\x74\xBD\x57\x35\xBF\x9F\xCE\x01\x05\x70\xE5\xCF\x46\x92\xDA\x75\x6C\xFA\xC6\x6B\xE0\xB0\x01\x4C\xE1\x98\xCD\xAF\xB6\xB6\x1B\x59\xF9\xEF\x8C\x69\x76\xA9\x67\x6D\xA2\x9C\xF4\xEE\x19\x80\x52\x06\x9F\x5B\xAB\x20\x08'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD0\x5B\x08\x28\xBE\xEF\x62\x51\x00\xA0\x00\x00\x50\x34\x02\x82\x65\x2A\x00\x0B\x2D\x70\x8B\xE0\x03\xD8\x00\x09\xD9\x11\x91\xFD\x00\x20\x00\x10\xF5\xAC\x23\x25\x10\x00\x09\x8F\x0F\x30\x22\xBF\xF1\xE1\x0D\xCC\xCC\x00\x28\x00\x06\x94\x08\x95\x0E\xA6\x30\x00\xF5\xF5\x0A\xD3\xC4\x3B\x14\x22\xFB\xFC\x05\xF4\x0C\x1E\x2F\xE5\x05\xB1\x0C\x01\x30\x00\x0E\xB9\xF3\x09\x09\x2B\x25\xCE\x21\x1E\x0D\xB9\x0C\xD8\xEE\x92\x20\x7A\x04\x27\x05\x60\x23\x1B\x26\x0D\x05\x59\x0A\xD8\x16\x55\x2A\x5D\xF1\xE7\x08\xC8\x00\xC1\x2B\x94\x0A\x60\x0C\x65\xD1\xFF\x31\xBD\xF3\x94\x0A\x40\x07\x91\x24\xB1\x06\xC8\x0A\xCD\x07\xCA\x24\xD0\xF8\xDB\x0D\x14\x14\xB6\x19\x60\xF0\xD4\x09\x1D\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x63\xFF\x09\xD4\xD9\x11\x91\xFD\xD9\x11\x91\xFD\x10\x81\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xF5\xAC\x23\x25\x3A\x30\x36\xD8\x0F\x30\x22\xBF\xF7\x27\x22\x70\xCC\x00\x28\x00\x2E\x51\x2E\x95\x0E\xA6\x30\x00\xEC\xAB\x15\x30\xC4\x3B\x14\x22\xEB\xFC\x29\xF4\x0C\x1E\x2F\xE5\x21\xB1\x20\x77\x30\x00\x0E\xB9\x0B\x40\x39\x2B\x25\xCE\x21\x1E\xE5\x85\x2A\xC9\xEE\x92\x20\x7A\xE2\x40\x17\x00\x23\x1B\x26\x0D\x24\x8A\x30\x57\x16\x55\x2A\x5D\xEB\x14\x0E\xC8\x00\xC1\x2B\x94\x1F\xC0\x2D\xF7\xD1\xFF\x31\xBD\x20\x64\x27\xB3\x07\x91\x24\xB1\x22\xBC\x1D\x6C\x07\xCA\x24\xD0\x16\x1E\x31\x52\x14\xB6\x19\x60\x00\xD4\x19\x6B\x28\x05\xB4\x09\xA0\x68\x65\x35\x9A\x32\x74\xBD\x57\x35\xBF\x9F\xCE\x01\x05\x70\xE5\xCF\x46\x92\xDA\x75\x6C\xFA\xC6\x6B\xE0\xB0\x01\x4C\xE1\x98\xCD\xAF\xB6\xB6\x1B\x59\xF9\xEF\x8C\x69\x76\xA9\x67\x6D\xA2\x9C\xF4\xEE\x19\x80\x52\x06\x9F\x5B\xAB\x20\x08'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x0BD564C9), ('P4rIngress.aggregator.bitmap_seq.seq', 0xA8000000)], 4663)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xA8000000, 4663)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1D), ('P4rIngress.aggregator.count_exp.exponent', 0x71)], 4663)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 4663)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x121B1EC0), ('P4rIngress.aggregator.values_v0000.hi', 0x16691C00)], 4663)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xFACF1231), ('P4rIngress.aggregator.values_v0001.hi', 0x23571ABF)], 4663)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xD1A52000), ('P4rIngress.aggregator.values_v0010.hi', 0x17251579)], 4663)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xDC2B1F73), ('P4rIngress.aggregator.values_v0011.hi', 0xD0AA2494)], 4663)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xDC001CE5), ('P4rIngress.aggregator.values_v0100.hi', 0xEBAB22CF)], 4663)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x2E35235C), ('P4rIngress.aggregator.values_v0101.hi', 0x13BF2A04)], 4663)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xE5E71CC5), ('P4rIngress.aggregator.values_v0110.hi', 0xFAC2190C)], 4663)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xD1611ECF), ('P4rIngress.aggregator.values_v0111.hi', 0xE9FF0A8D)], 4663)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x183B2000), ('P4rIngress.aggregator.values_v1000.hi', 0xEEFC133A)], 4663)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x0AF52F41), ('P4rIngress.aggregator.values_v1001.hi', 0xEF3B042C)], 4663)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xDE131280), ('P4rIngress.aggregator.values_v1010.hi', 0x081608B0)], 4663)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x189623E2), ('P4rIngress.aggregator.values_v1011.hi', 0xEA662000)], 4663)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xF8DB07D6), ('P4rIngress.aggregator.values_v1100.hi', 0x2D9E2D72)], 4663)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x2B6E2E01), ('P4rIngress.aggregator.values_v1101.hi', 0xD8282000)], 4663)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x28001963), ('P4rIngress.aggregator.values_v1110.hi', 0x28941C00)], 4663)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xEC330780), ('P4rIngress.aggregator.values_v1111.hi', 0x15191000)], 4663)
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
                gc.KeyTuple('job_id', 0xCB73),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000516),
                gc.DataTuple('slot_count', 0x0000136A),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x73008DF1),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x037),
                gc.KeyTuple('src_addr', 0xA94FBC36),
                gc.KeyTuple('src_port', 0x5E77),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xCB73),
                gc.DataTuple('rank', 0x000B),
                gc.DataTuple('worker_index', 0x030B),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA9\x4F\xBC\x36\x00\x00\x00\x00\x5E\x77\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xCB\x73\x00\x0B\x73\x00\x8D\xF1\x0D\x21\x06\x8D\xA8\x00\x00\x00\x00\x20\x00\x00\xF0\xB3\x0A\x40\xF0\x00\x09\x34\x05\x9E\x07\xD7\xF4\xE4\x06\xF6\xF4\x9D\x0D\x3B\xFC\x00\x08\x32\xF1\xEA\x09\x03\x06\xDB\x10\x00\x0D\xEE\x06\x87\x07\x09\x07\x28\xF9\x77\x09\xC9\xF5\x2A\x0A\x43\x05\x4B\x06\x77\xFB\x6E\x09\x00\x0A\x62\x0E\xC7\xF8\xF1\x0E\x00\xF8\x57\x10\x00\x05\xAF\x0B\x26\xFA\xB1\x10\x00\x0C\x6E\x0C\x1D\x0C\x11\x08\x60\x10\x00\x05\xD9\x0B\xD5\x06\x9C\xF1\x8B\x06\x00\xF4\xB0\x08\xC0\x09\x2C\x0A\xBF\xF0\x00\x07\xCB\xF4\x70\x08\xC0\x10\x00\x05\x00\x07\x88\x07\x87\x0A\x4D\x0A\x66\xF1\x57\x07\x6F\x37\x69\x9A\x18\x42\xA5\x0C\x38\x4A\xCE\x1D\xF8\xC9\x33\x54\x1D\xDF\xEA\xFE\x03\xC6\x3F\xC7\x6E\x96\x0C\x4E\x12\xCE\xB5\xFB\xF9\x56\x56\x51\x12\x0F\x0B\x0A\x48\xA6\xBD\x55\x23\xC0\x0F\x0C\xD2\xB0\x3C\x69\xFF\x9F\x0A\x36\xBD\x40\x6F\xD0\xF9\x04\x33\x76\xA0\xDD\xC4\xB7\xE5\x63\x1B\x33\xC3\x1E\xCE\x21\xD5\x3D\x66\x60\x6C\xCB\xA6\x76\x99\x88\x95\x50\xE9\xB2\x7D\xFE\xC3\xD7\x60\x8C\x50\x4B\x9D\xB5\xEB\x53\x26\x35\x81\x87\x19\xB5\x46\xDC\xC9\xC0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA9\x4F\xBC\x36\xBE\xEF\x5E\x77\x00\xA0\x00\x00\x50\x34\x02\x82\xCB\x73\x00\x0B\x73\x00\x8D\xF1\x0D\x21\x00\x8D\xA8\x00\x00\x00\x00\x20\x00\x1E\x02\xCE\x29\x00\xF0\x00\x09\x34\x00\x6D\x1A\x08\xF4\xE4\x06\xF6\xC6\x42\x2D\x3B\xFC\x00\x08\x32\xCE\x15\x28\x76\x06\xDB\x10\x00\xE9\xEE\x23\x6C\x07\x09\x07\x28\x27\xAC\x2D\x25\xF5\x2A\x0A\x43\xEB\x32\x23\x3C\xFB\x6E\x09\x00\xDB\xC3\x2D\x96\xF8\xF1\x0E\x00\x10\x92\x30\x00\x05\xAF\x0B\x26\x05\xA6\x3F\x41\x0C\x6E\x0C\x1D\xEA\x24\x1A\xE0\x10\x00\x05\xD9\x24\x6B\x2A\x7E\xF1\x8B\x06\x00\xED\x8B\x10\x96\x09\x2C\x0A\xBF\x1B\x6E\x35\xCC\xF4\x70\x08\xC0\x38\x00\x1E\x63\x07\x88\x07\x87\xF6\x80\x11\xE6\xF1\x57\x07\x6F\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x0B\xD5\x6C\xC9\xA8\x00\x00\x00\xA8\x00\x00\x00\x1E\x8D\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x02\xCE\x29\x00\x06\x69\x25\x34\x00\x6D\x1A\x08\x18\x3B\x21\xB5\xC6\x42\x2D\x3B\x13\x25\x1D\xAB\xCE\x15\x28\x76\xD7\x85\x34\x94\xE9\xEE\x23\x6C\xF2\xB4\x29\xF7\x27\xAC\x2D\x25\x08\xE9\x34\x47\xEB\x32\x23\x3C\xF6\x30\x22\x0C\xDB\xC3\x2D\x96\xE2\xF0\x18\x8D\x10\x92\x30\x00\xF4\xAB\x1E\x60\x05\xA6\x3F\x41\xFB\xA9\x10\x49\xEA\x24\x1A\xE0\x18\x16\x0E\x89\x24\x6B\x2A\x7E\xDB\xF1\x26\x00\xED\x8B\x10\x96\x36\xCA\x38\x31\x1B\x6E\x35\xCC\xCC\x98\x28\xC0\x38\x00\x1E\x63\x30\x1C\x23\x87\xF6\x80\x11\xE6\x06\x70\x17\x6F\x37\x69\x9A\x18\x42\xA5\x0C\x38\x4A\xCE\x1D\xF8\xC9\x33\x54\x1D\xDF\xEA\xFE\x03\xC6\x3F\xC7\x6E\x96\x0C\x4E\x12\xCE\xB5\xFB\xF9\x56\x56\x51\x12\x0F\x0B\x0A\x48\xA6\xBD\x55\x23\xC0\x0F\x0C\xD2\xB0\x3C\x69\xFF\x9F\x0A\x36\xBD\x40\x6F\xD0\xF9\x04\x33\x76\xA0\xDD\xC4\xB7\xE5\x63\x1B\x33\xC3\x1E\xCE\x21\xD5\x3D\x66\x60\x6C\xCB\xA6\x76\x99\x88\x95\x50\xE9\xB2\x7D\xFE\xC3\xD7\x60\x8C\x50\x4B\x9D\xB5\xEB\x53\x26\x35\x81\x87\x19\xB5\x46\xDC\xC9\xC0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test31(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x82C94BB3), ('P4rIngress.aggregator.bitmap_seq.seq', 0x96B986A0)], 3795)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x96B986A0, 3795)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1E), ('P4rIngress.aggregator.count_exp.exponent', 0x78)], 3795)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3795)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xF9DD114F), ('P4rIngress.aggregator.values_v0000.hi', 0xF01F1BCE)], 3795)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x28142400), ('P4rIngress.aggregator.values_v0001.hi', 0x22F32C00)], 3795)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x0B6B1E29), ('P4rIngress.aggregator.values_v0010.hi', 0xF06A1F22)], 3795)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xE8001400), ('P4rIngress.aggregator.values_v0011.hi', 0xFC001910)], 3795)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x10002370), ('P4rIngress.aggregator.values_v0100.hi', 0x06552319)], 3795)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xE2292C80), ('P4rIngress.aggregator.values_v0101.hi', 0x23121FE8)], 3795)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xD9AD103D), ('P4rIngress.aggregator.values_v0110.hi', 0x098F29CC)], 3795)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x20CE2497), ('P4rIngress.aggregator.values_v0111.hi', 0x2CF00DCC)], 3795)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x160D2A9A), ('P4rIngress.aggregator.values_v1000.hi', 0x1B351278)], 3795)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x11BB0600), ('P4rIngress.aggregator.values_v1001.hi', 0xD3BB2F4D)], 3795)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x2E190941), ('P4rIngress.aggregator.values_v1010.hi', 0x300024DF)], 3795)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x060F17A8), ('P4rIngress.aggregator.values_v1011.hi', 0x1DFE04BF)], 3795)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xE617063F), ('P4rIngress.aggregator.values_v1100.hi', 0x18C92000)], 3795)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x1C6B26A3), ('P4rIngress.aggregator.values_v1101.hi', 0x08692000)], 3795)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xE57B2AE8), ('P4rIngress.aggregator.values_v1110.hi', 0x18002000)], 3795)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x22F21048), ('P4rIngress.aggregator.values_v1111.hi', 0x11521E10)], 3795)
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
                gc.KeyTuple('job_id', 0x2C5F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D46),
                gc.DataTuple('slot_count', 0x000008D8),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2C57FCCD),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x008),
                gc.KeyTuple('src_addr', 0xA3407BFC),
                gc.KeyTuple('src_port', 0x6301),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2C5F),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x00C6),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA3\x40\x7B\xFC\x00\x00\x00\x00\x63\x01\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x2C\x5F\x00\x15\x2C\x57\xFC\xCD\x01\x8D\x02\xDC\x96\xB9\x86\xA0\x00\x20\x00\x00\x0F\x0A\x07\x45\x04\xF8\x08\xA5\xFC\x00\x05\x7D\xFA\x59\x04\x00\xF1\x0D\x0D\x08\xFA\xE6\x0D\xF5\xF4\x00\x0F\x57\xFC\x00\x0B\x00\xF4\x57\x08\x71\xF3\x4B\x0A\x89\x04\x00\x0D\x49\x10\x00\x09\x85\xF2\x90\x0F\x4E\xF6\x4C\x07\xAF\x0B\x8B\x10\x00\x08\x18\x08\x11\xF2\xB9\x0F\x6B\x0C\x68\x0F\xCC\x0C\x49\x10\x00\xF9\xDE\x06\xDA\xF4\x3D\x0C\xFF\xFA\x72\x08\xF7\xF6\x56\x0A\x60\x08\x54\x04\x10\xF3\x34\x07\x85\xF3\xAB\x0A\x00\x0D\x39\x0F\xDE\xF1\x27\x0B\x00\xFA\x47\x0F\x2D\xFA\xC7\x07\x83\xFC\x00\x06\x0B\xF3\x05\x0C\x5B\xC5\x60\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8\x01\x0C\xED\x66\x06\xA3\x12\xBB\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA3\x40\x7B\xFC\xBE\xEF\x63\x01\x00\xA0\x00\x00\x50\x34\x02\x82\x2C\x5F\x00\x15\x2C\x57\xFC\xCD\x01\x8D\x00\xDC\x96\xB9\x86\xA0\x00\x20\x00\x1F\x08\xE7\x18\x94\x04\xF8\x08\xA5\x24\x14\x29\x7D\xFA\x59\x04\x00\xFC\x78\x2B\x31\xFA\xE6\x0D\xF5\xDC\x00\x23\x57\xFC\x00\x0B\x00\x04\x57\x2B\xE1\xF3\x4B\x0A\x89\xE6\x29\x39\xC9\x10\x00\x09\x85\xCC\x3D\x1F\x8B\xF6\x4C\x07\xAF\x2C\x59\x34\x97\x08\x18\x08\x11\x08\xC6\x3A\x05\x0C\x68\x0F\xCC\x1E\x04\x16\x00\xF9\xDE\x06\xDA\x22\x56\x16\x40\xFA\x72\x08\xF7\xFC\x65\x22\x08\x08\x54\x04\x10\xD9\x4B\x0D\xC4\xF3\xAB\x0A\x00\x29\xA4\x36\x81\xF1\x27\x0B\x00\xDF\xC2\x3A\x15\xFA\xC7\x07\x83\x1E\xF2\x16\x53\xF3\x05\x0C\x5B\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x82\xE9\x4B\xB3\x96\xB9\x86\xA0\x96\xB9\x86\xA0\x1F\xDC\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x08\xE7\x18\x94\xF5\x17\x24\x73\x24\x14\x29\x7D\x1D\x4C\x30\x00\xFC\x78\x2B\x31\xEB\x50\x2D\x17\xDC\x00\x23\x57\xF8\x00\x24\x10\x04\x57\x2B\xE1\xF9\xA0\x2D\xA2\xE6\x29\x39\xC9\x33\x12\x29\x6D\xCC\x3D\x1F\x8B\xFF\xDB\x31\x7B\x2C\x59\x34\x97\x35\x08\x15\xDD\x08\xC6\x3A\x05\x27\x9D\x22\x44\x1E\x04\x16\x00\xCD\x99\x36\x27\x22\x56\x16\x40\x2A\x72\x2D\xD6\xFC\x65\x22\x08\x26\x52\x08\xCF\xD9\x4B\x0D\xC4\x0C\x74\x2A\x00\x29\xA4\x36\x81\xF9\x90\x2B\x00\xDF\xC2\x3A\x15\x12\xC7\x27\x83\x1E\xF2\x16\x53\x04\x57\x2A\x6B\xC5\x60\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8\x01\x0C\xED\x66\x06\xA3\x12\xBB\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test32(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x9F71614B), ('P4rIngress.aggregator.bitmap_seq.seq', 0x656665F0)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x656665F0, 4379)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x15), ('P4rIngress.aggregator.count_exp.exponent', 0x68)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x22AF2AAF), ('P4rIngress.aggregator.values_v0000.hi', 0x15B11364)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xDF4106EF), ('P4rIngress.aggregator.values_v0001.hi', 0xD42B1DE2)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xF71805D7), ('P4rIngress.aggregator.values_v0010.hi', 0xD2B3242F)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xEC121394), ('P4rIngress.aggregator.values_v0011.hi', 0x2FCA2B7C)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xD44D1D4D), ('P4rIngress.aggregator.values_v0100.hi', 0x12B717CC)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xEF552AB7), ('P4rIngress.aggregator.values_v0101.hi', 0x11BF2A87)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xD9C41F1F), ('P4rIngress.aggregator.values_v0110.hi', 0x06862800)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x202C2C00), ('P4rIngress.aggregator.values_v0111.hi', 0x1E012000)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xD4D627D5), ('P4rIngress.aggregator.values_v1000.hi', 0xD3FC224F)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x1F492B98), ('P4rIngress.aggregator.values_v1001.hi', 0x168A1517)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x04A7186F), ('P4rIngress.aggregator.values_v1010.hi', 0xE8F50820)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xDAD4147C), ('P4rIngress.aggregator.values_v1011.hi', 0x100004F9)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x23B61E97), ('P4rIngress.aggregator.values_v1100.hi', 0x23BE2927)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xEA9805C0), ('P4rIngress.aggregator.values_v1101.hi', 0xD0BB1E5E)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x10000480), ('P4rIngress.aggregator.values_v1110.hi', 0xD8471094)], 4379)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x20002B1D), ('P4rIngress.aggregator.values_v1111.hi', 0x30002ACE)], 4379)
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
                gc.KeyTuple('job_id', 0x9593),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000002FD),
                gc.DataTuple('slot_count', 0x00001563),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x88084809),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x021),
                gc.KeyTuple('src_addr', 0x6FEFB965),
                gc.KeyTuple('src_port', 0xE538),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9593),
                gc.DataTuple('rank', 0x000C),
                gc.DataTuple('worker_index', 0x030B),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6F\xEF\xB9\x65\x00\x00\x00\x00\xE5\x38\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x95\x93\x00\x0C\x88\x08\x48\x09\x0E\x1E\x04\xCE\x65\x66\x65\xF0\x00\x20\x00\x00\xFB\x7B\x04\x00\xF8\x1B\x05\x4C\xF3\xDF\x0E\x1C\xF2\x70\x0C\x00\x10\x00\x0F\x80\xF2\xEA\x07\x76\x0C\xD6\x10\x00\x07\x6B\x0E\x07\x0A\xD5\x0A\x51\xF7\x37\x10\x00\xF1\x3B\x0A\xCF\x0E\x92\x04\x00\xF3\xBD\x0B\xEA\x10\x00\x10\x00\xF8\x62\x0A\x09\x0F\xCF\x07\x7E\x0A\xEC\x0A\x61\x05\x37\x08\xBA\x09\x69\x0B\xC2\x10\x00\x0F\x7E\x04\x5F\x07\x00\xF4\x00\x0A\x9E\x06\x5E\x0C\xFE\xF3\xDB\x07\x67\x0B\x58\x09\x09\xF9\x04\x0E\x55\x04\xF8\x09\xF4\xFB\x74\x08\x00\x0C\x00\x08\x9E\x05\x06\x0F\x5C\x0B\x96\x0E\x80\xF6\xB4\x0C\x00\x50\x0B\xE7\xDE\x48\x7A\x01\x7B\xF0\x1D\x4B\x02\x55\x2F\x0E\xBD\xCA\xE2\x80\x02\x6A\xE9\x09\xB1\x5C\xDD\xEF\x25\x0B\x52\xF5\x9F\xDD\x96\xCF\x6F\x5A\x82\xF5\x17\xD5\x68\xEA\x51\x40\xBD\xDC\x2D\x55\xEB\x5C\x7F\xA4\x57\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B\xE6\xCF\xD1\x61\x6A\xC7\x39\x5E\xC6\x55\x5C\x09\x86\xDF\xC3\xB4\x38\xBF\x28\xC8\x2F\x55\xF9\x05\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80\x55\x93\x23\x69\xBB\x3F\x79\xBF\xC6\x1F\x60\x02\x8B\x2F\x39\x16\xFD\x8B\x42\xB2\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71\x3B\xCC\xED\x94\x74\xA5\x0C\x2A\x93\x92\x9F\x47\xB5\xD9\xCC\x22\x55\x0E\x15\xBE\x5F\x6C\x77\x2F\x72\x7D\x1D\x79\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6F\xEF\xB9\x65\xBE\xEF\xE5\x38\x00\xA0\x00\x00\x50\x34\x02\x82\x95\x93\x00\x0C\x88\x08\x48\x09\x0E\x1E\x00\xCE\x65\x66\x65\xF0\x00\x20\x00\x16\x1E\x2A\x2E\xAF\xF8\x1B\x05\x4C\xD3\x20\x15\x0B\xF2\x70\x0C\x00\x07\x18\x15\x57\xF2\xEA\x07\x76\xF8\xE8\x23\x94\x07\x6B\x0E\x07\xDF\x22\x27\x9E\xF7\x37\x10\x00\xE0\x90\x35\x86\x0E\x92\x04\x00\xCD\x81\x2B\x09\x10\x00\x10\x00\x18\x8E\x36\x09\x0F\xCF\x07\x7E\xDF\xC2\x32\x36\x05\x37\x08\xBA\x28\xB2\x37\x5A\x10\x00\x0F\x7E\x09\x06\x1F\x6F\xF4\x00\x0A\x9E\xE1\x32\x21\x7A\xF3\xDB\x07\x67\x2F\x0E\x27\xA0\xF9\x04\x0E\x55\xEF\x90\x0F\xB4\xFB\x74\x08\x00\x1C\x00\x0D\x1E\x05\x06\x0F\x5C\x2B\x96\x39\x9D\xF6\xB4\x0C\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x9F\x71\x71\x4B\x65\x66\x65\xF0\x65\x66\x65\xF0\x16\xCE\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x1E\x2A\x2E\xAF\x0D\xCC\x18\xB0\xD3\x20\x15\x0B\xC6\x9B\x29\xE2\x07\x18\x15\x57\xC5\x9D\x2B\xA5\xF8\xE8\x23\x94\x37\x35\x39\x83\xDF\x22\x27\x9E\x09\xEE\x27\xCC\xE0\x90\x35\x86\x20\x51\x2E\x87\xCD\x81\x2B\x09\x16\x86\x38\x00\x18\x8E\x36\x09\x2D\xD0\x27\x7E\xDF\xC2\x32\x36\xD9\x33\x2B\x09\x28\xB2\x37\x5A\x26\x8A\x24\x95\x09\x06\x1F\x6F\xDC\xF5\x12\xBE\xE1\x32\x21\x7A\x03\xDB\x0C\x60\x2F\x0E\x27\xA0\x1C\xC2\x37\x7C\xEF\x90\x0F\xB4\xCC\x2F\x26\x5E\x1C\x00\x0D\x1E\xDD\x4D\x1F\xF0\x2B\x96\x39\x9D\x26\xB4\x36\xCE\x50\x0B\xE7\xDE\x48\x7A\x01\x7B\xF0\x1D\x4B\x02\x55\x2F\x0E\xBD\xCA\xE2\x80\x02\x6A\xE9\x09\xB1\x5C\xDD\xEF\x25\x0B\x52\xF5\x9F\xDD\x96\xCF\x6F\x5A\x82\xF5\x17\xD5\x68\xEA\x51\x40\xBD\xDC\x2D\x55\xEB\x5C\x7F\xA4\x57\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B\xE6\xCF\xD1\x61\x6A\xC7\x39\x5E\xC6\x55\x5C\x09\x86\xDF\xC3\xB4\x38\xBF\x28\xC8\x2F\x55\xF9\x05\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80\x55\x93\x23\x69\xBB\x3F\x79\xBF\xC6\x1F\x60\x02\x8B\x2F\x39\x16\xFD\x8B\x42\xB2\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71\x3B\xCC\xED\x94\x74\xA5\x0C\x2A\x93\x92\x9F\x47\xB5\xD9\xCC\x22\x55\x0E\x15\xBE\x5F\x6C\x77\x2F\x72\x7D\x1D\x79\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test33(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xFCB5741F), ('P4rIngress.aggregator.bitmap_seq.seq', 0x6FA43C94)], 12912)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x6FA43C94, 12912)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1C), ('P4rIngress.aggregator.count_exp.exponent', 0x4A)], 12912)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x03, 12912)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x25B613E2), ('P4rIngress.aggregator.values_v0000.hi', 0x2B670400)], 12912)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xD8EE1629), ('P4rIngress.aggregator.values_v0001.hi', 0xD9CD2000)], 12912)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xD2571C00), ('P4rIngress.aggregator.values_v0010.hi', 0xFBE62000)], 12912)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xDDA92000), ('P4rIngress.aggregator.values_v0011.hi', 0x148610DC)], 12912)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x14552600), ('P4rIngress.aggregator.values_v0100.hi', 0xF5CF2000)], 12912)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x04A615C2), ('P4rIngress.aggregator.values_v0101.hi', 0x058A1000)], 12912)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x2E3D1000), ('P4rIngress.aggregator.values_v0110.hi', 0x23B52000)], 12912)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xD0E311A3), ('P4rIngress.aggregator.values_v0111.hi', 0x197C1800)], 12912)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x138B2D18), ('P4rIngress.aggregator.values_v1000.hi', 0xE2052000)], 12912)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xE3C61F9F), ('P4rIngress.aggregator.values_v1001.hi', 0x14C9244E)], 12912)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x217A11E8), ('P4rIngress.aggregator.values_v1010.hi', 0xDE6E1308)], 12912)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xD96916AC), ('P4rIngress.aggregator.values_v1011.hi', 0x1B5717E4)], 12912)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x2E881BC3), ('P4rIngress.aggregator.values_v1100.hi', 0xEA1F2834)], 12912)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x28002000), ('P4rIngress.aggregator.values_v1101.hi', 0x17B12740)], 12912)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xDAD61117), ('P4rIngress.aggregator.values_v1110.hi', 0x14002A68)], 12912)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xE8BE0BCA), ('P4rIngress.aggregator.values_v1111.hi', 0x197F051D)], 12912)
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
                gc.KeyTuple('job_id', 0x31A6),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D8F),
                gc.DataTuple('slot_count', 0x00000587),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCE10839D),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01C),
                gc.KeyTuple('src_addr', 0x3E115585),
                gc.KeyTuple('src_port', 0xDA25),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x31A6),
                gc.DataTuple('rank', 0x0013),
                gc.DataTuple('worker_index', 0x024E),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3E\x11\x55\x85\x00\x00\x00\x00\xDA\x25\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x31\xA6\x00\x13\xCE\x10\x83\x9D\x04\xE1\x05\x65\x6F\xA4\x3C\x94\x00\x20\x00\x00\xFC\x00\x0D\x00\x09\x2F\x0E\x16\xF4\xE8\x05\x3F\xF7\xED\x0F\x27\x07\x91\x07\x74\xF5\x14\x07\xAD\xF3\xCD\x08\x00\xFA\x7D\x0E\x00\x08\xB5\x08\xFB\x10\x00\x08\x4E\x06\x17\x07\x48\x0B\x3E\x0E\x9A\x10\x00\x10\x00\xFA\x07\x0C\x54\x0D\xCF\x0B\xCE\xF5\x0E\x06\x0A\xF4\x1A\x10\x00\x09\xFA\x07\x23\xF9\x76\x0B\xF6\x0F\x7B\x0A\x00\x04\x3B\x0B\x80\x0D\x84\x06\x14\xF6\x79\x09\x89\xF9\x86\x0A\x5B\x0F\x2D\x09\xC5\xF4\x74\x06\xBE\xF2\x8D\x0B\x4A\x0A\x37\x05\xE8\x04\x2E\x04\x80\x0C\x00\x05\x7F\x09\xE0\x10\x00\x0A\x31\x0C\x00\xCD\x27\xDA\x19\x1E\x31\x70\x44\x10\x24\xC2\x10\x54\x30\x6B\xFD\x40\x4C\x1C\x7A\x98\xBE\xEF\xEC\x7B\x6B\xA4\xB3\x1A\xCE\x73\xB2\x13\xE5\x80\xC4\xF2\xCB\x95\x84\x49\x40\x47\x3A\xA2\x71\x2F\x05\x9D\xDC\x7A\x19\x74\xB4\xAA\x56\x98\x01\xF4\x24\x2D\x4B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x3E\x11\x55\x85\xBE\xEF\xDA\x25\x00\xA0\x00\x00\x50\x34\x02\x82\x31\xA6\x00\x13\xCE\x10\x83\x9D\x04\xE1\x01\x65\x6F\xA4\x3C\x94\x00\x20\x00\x1D\x21\xB6\x20\xE2\x09\x2F\x0E\x16\xCD\xD6\x1B\x68\xF7\xED\x0F\x27\xD9\xE8\x23\x74\xF5\x14\x07\xAD\xD1\x76\x28\x00\xFA\x7D\x0E\x00\x1D\x0A\x2E\xFB\x10\x00\x08\x4E\x0A\xBD\x1D\x0A\x0B\x3E\x0E\x9A\x3E\x3D\x20\x00\xFA\x07\x0C\x54\xDE\xB2\x1D\x71\xF5\x0E\x06\x0A\x07\xA5\x3D\x18\x09\xFA\x07\x23\xDD\x3C\x2B\x95\x0F\x7B\x0A\x00\x25\xB5\x1D\x68\x0D\x84\x06\x14\xCF\xE2\x20\x35\xF9\x86\x0A\x5B\x3D\xB5\x25\x88\xF4\x74\x06\xBE\x1A\x8D\x2B\x4A\x0A\x37\x05\xE8\xDF\x04\x15\x97\x0C\x00\x05\x7F\xF2\x9E\x1B\xCA\x0A\x31\x0C\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xFC\xBD\x74\x1F\x6F\xA4\x3C\x94\x6F\xA4\x3C\x94\x1D\x65\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x21\xB6\x20\xE2\x34\x96\x12\x16\xCD\xD6\x1B\x68\xD1\xBA\x2F\x27\xD9\xE8\x23\x74\xF0\xFA\x27\xAD\xD1\x76\x28\x00\x0F\x03\x1E\xDC\x1D\x0A\x2E\xFB\x05\xCF\x28\x4E\x0A\xBD\x1D\x0A\x10\xC8\x1E\x9A\x3E\x3D\x20\x00\x1D\xBC\x2C\x54\xDE\xB2\x1D\x71\x0E\x8A\x1E\x0A\x07\xA5\x3D\x18\xEB\xFF\x27\x23\xDD\x3C\x2B\x95\x24\x44\x2E\x4E\x25\xB5\x1D\x68\xEB\xF2\x19\x1C\xCF\xE2\x20\x35\x14\xDD\x22\x3F\x3D\xB5\x25\x88\xDE\x93\x2E\xF2\x1A\x8D\x2B\x4A\x21\xE8\x2D\x28\xDF\x04\x15\x97\x20\x00\x2F\xE7\xF2\x9E\x1B\xCA\x23\xB0\x11\x1D\xCD\x27\xDA\x19\x1E\x31\x70\x44\x10\x24\xC2\x10\x54\x30\x6B\xFD\x40\x4C\x1C\x7A\x98\xBE\xEF\xEC\x7B\x6B\xA4\xB3\x1A\xCE\x73\xB2\x13\xE5\x80\xC4\xF2\xCB\x95\x84\x49\x40\x47\x3A\xA2\x71\x2F\x05\x9D\xDC\x7A\x19\x74\xB4\xAA\x56\x98\x01\xF4\x24\x2D\x4B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test34(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x583C0D99), ('P4rIngress.aggregator.bitmap_seq.seq', 0x973A31BC)], 2232)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x973A31BC, 2232)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1B), ('P4rIngress.aggregator.count_exp.exponent', 0x52)], 2232)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 2232)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xD7F31D66), ('P4rIngress.aggregator.values_v0000.hi', 0xDE772CEC)], 2232)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x13D1239C), ('P4rIngress.aggregator.values_v0001.hi', 0x259E2698)], 2232)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x214C0400), ('P4rIngress.aggregator.values_v0010.hi', 0x22851051)], 2232)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xE2D0231C), ('P4rIngress.aggregator.values_v0011.hi', 0xDFCA2176)], 2232)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xE3F3209E), ('P4rIngress.aggregator.values_v0100.hi', 0xE3991F71)], 2232)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x20E00BED), ('P4rIngress.aggregator.values_v0101.hi', 0xF97A2000)], 2232)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xE34D168A), ('P4rIngress.aggregator.values_v0110.hi', 0xD8001A00)], 2232)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x05A223D4), ('P4rIngress.aggregator.values_v0111.hi', 0x196F2180)], 2232)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xF9672000), ('P4rIngress.aggregator.values_v1000.hi', 0x20002C00)], 2232)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x059A1A80), ('P4rIngress.aggregator.values_v1001.hi', 0x3000259C)], 2232)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xE0002000), ('P4rIngress.aggregator.values_v1010.hi', 0x1B582B97)], 2232)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x1D6A2000), ('P4rIngress.aggregator.values_v1011.hi', 0xE2F727B3)], 2232)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xF7922422), ('P4rIngress.aggregator.values_v1100.hi', 0xDFC71452)], 2232)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x213E2D68), ('P4rIngress.aggregator.values_v1101.hi', 0xEED73000)], 2232)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xDFC62400), ('P4rIngress.aggregator.values_v1110.hi', 0x2C002AE7)], 2232)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x1BD822AC), ('P4rIngress.aggregator.values_v1111.hi', 0x273E1180)], 2232)
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
                gc.KeyTuple('job_id', 0x2539),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000412),
                gc.DataTuple('slot_count', 0x00000BD5),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1F38CBB1),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01F),
                gc.KeyTuple('src_addr', 0x32A0F3B9),
                gc.KeyTuple('src_port', 0xB3EF),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2539),
                gc.DataTuple('rank', 0x0009),
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
        ig_port = 31
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x32\xA0\xF3\xB9\x00\x00\x00\x00\xB3\xEF\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x25\x39\x00\x09\x1F\x38\xCB\xB1\x04\xA6\x00\x83\x97\x3A\x31\xBC\x00\x20\x00\x00\x0D\x76\x07\x1E\xF9\xE2\x0B\x7C\x05\xE9\x0A\x46\xF1\xEB\x10\x00\xF0\x00\x0E\x00\x10\x00\x0A\x8A\xFA\xEA\x0A\x20\x09\xD9\x0F\xDE\x0D\xD5\x0E\x69\xF9\x2F\x07\xE9\xF4\xDA\x0E\xCB\x0B\x78\x04\x2D\xF6\xEF\x0E\x8E\xF3\x6B\x0B\x11\xFA\xEF\x0A\x00\x05\x13\x10\x00\x0D\x3E\x08\xA6\x09\xAF\x0A\x30\x0E\xB1\x10\x00\xFB\xEF\x08\x9D\xF8\x00\x0A\x00\xF4\x68\x0C\xAC\x0C\x00\x06\xCB\xFA\xB3\x0B\xD7\xF4\x00\x08\xE9\x08\x02\x04\x98\xF9\x9E\x10\x00\x04\x5D\x09\x68\x04\xF2\x0A\x70\x08\x00\x0B\xEC\x0B\x70\x0D\x90\xFA\xA3\x0B\x80\x2A\x37\x39\x4E\x36\x57\x44\xBC\x9A\x5B\x40\xBA\x38\x26\x52\x3F\x03\xE9\x02\x87\x09\x0D\xC8\xE3\xCA\xDE\xFB\xEF\xB7\x9F\x20\x04\x5A\xBA\xDC\xFC\x69\x35\xA4\x92\x83\xCC\x84\x25\x95\x1C\x33\xA1\x89\x4C\x08\xD0\x7C\xC9\x7B\x45\xDE\x7C\xA1\x2D\xFC\xBA\x7E\x03\x19\xB9\x3E\xA0\x56\x9F\xDC\x39\x52\x63\xDF\x92\x1A\xCD\x6B\x54\x4A\xB1\x92\xE4\xBE\xA1\xC5\x05\xDE\xE9\xB0\xE7\x2A\xFB\x97\xB8\x61\x80\x32\x7B\x75\xBE\x30\x4B\x32\xA5\x2A\x52\x50\x0E\xF7\xEB\xDA\x52\x15\x72\x46\x7F\x22\x26\xDC\xA6\x71\xC0\xCD\x11\x78\x0E\x26\xA5\x28\xF0\x70\x10\xFA\x7A\x00\xC6\x58\x59\x84\x22\x8F\x66\x02\x80\x35\xEB\xBA\x63\x5B\xCF\x7D\xDB\xA1\xCA\x6B\xC2\x5F\x3E\x5C\x8D\xE1\x35\x78\x79\xC4\x76\x7E\x44\x27\xF9\x6A\xFD\xB1\x2B\xA5\x42\xEC\x29\x41\x3F\x8A\xFB\xA4\xA2\xE3\xFB\x3C\x09\x9B\x88\x7E\xBC\xE8\x4B\x1D\x07\x73\x07\x0A\x66\x48\xDD\x1D\xDA\x8B\xB5\xE4\x5C\xF8\xA8\x75\x44\x18\x6B\xA6\xB4\x39\xCE\x7B\x90\xE8\x8B\xA9\xA5\x1A\x01\x3E\x50\x66\x3B\x5F\x18\x71\x9D\x37\xAE\xF2\x56\x87\x80\x61\xC0\x6C\x47'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x32\xA0\xF3\xB9\xBE\xEF\xB3\xEF\x00\xA0\x00\x00\x50\x34\x02\x82\x25\x39\x00\x09\x1F\x38\xCB\xB1\x04\xA6\x00\x83\x97\x3A\x31\xBC\x00\x20\x00\x1C\xE5\x69\x24\x84\xF9\xE2\x0B\x7C\x19\xBA\x2D\xE2\xF1\xEB\x10\x00\x11\x4C\x12\x00\x10\x00\x0A\x8A\xDD\xBA\x2D\x3C\x09\xD9\x0F\xDE\xF1\xC8\x2F\x07\xF9\x2F\x07\xE9\x15\xBA\x1A\xB8\x0B\x78\x04\x2D\xDA\x3C\x25\x18\xF3\x6B\x0B\x11\x00\x91\x2D\xD4\x05\x13\x10\x00\x06\xA5\x28\xA6\x09\xAF\x0A\x30\x14\x4B\x2A\x80\xFB\xEF\x08\x9D\xD8\x00\x2A\x00\xF4\x68\x0C\xAC\x29\x6A\x26\xCB\xFA\xB3\x0B\xD7\xEB\x92\x2D\x0B\x08\x02\x04\x98\x1A\xDC\x3D\x68\x04\x5D\x09\x68\xE4\xB8\x2E\x70\x08\x00\x0B\xEC\x27\x48\x30\x3C\xFA\xA3\x0B\x80\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x58\x3C\x0F\x99\x97\x3A\x31\xBC\x97\x3A\x31\xBC\x1C\x83\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xE5\x69\x24\x84\xD8\x59\x38\x68\x19\xBA\x2D\xE2\x17\x89\x36\x98\x11\x4C\x12\x00\x32\x85\x1A\xDB\xDD\xBA\x2D\x3C\xE9\xA3\x31\x54\xF1\xC8\x2F\x07\xDC\xC8\x27\x5A\x15\xBA\x1A\xB8\x04\xF2\x24\x2D\xDA\x3C\x25\x18\xCB\x6B\x25\x11\x00\x91\x2D\xD4\x1E\x82\x31\x80\x06\xA5\x28\xA6\x29\xAF\x36\x30\x14\x4B\x2A\x80\x2B\xEF\x2E\x39\xD8\x00\x2A\x00\x0F\xC0\x38\x43\x29\x6A\x26\xCB\xDD\xAA\x33\x8A\xEB\x92\x2D\x0B\xE7\xC9\x18\xEA\x1A\xDC\x3D\x68\xF3\x34\x39\x68\xE4\xB8\x2E\x70\x34\x00\x36\xD3\x27\x48\x30\x3C\x21\xE1\x1D\x00\x2A\x37\x39\x4E\x36\x57\x44\xBC\x9A\x5B\x40\xBA\x38\x26\x52\x3F\x03\xE9\x02\x87\x09\x0D\xC8\xE3\xCA\xDE\xFB\xEF\xB7\x9F\x20\x04\x5A\xBA\xDC\xFC\x69\x35\xA4\x92\x83\xCC\x84\x25\x95\x1C\x33\xA1\x89\x4C\x08\xD0\x7C\xC9\x7B\x45\xDE\x7C\xA1\x2D\xFC\xBA\x7E\x03\x19\xB9\x3E\xA0\x56\x9F\xDC\x39\x52\x63\xDF\x92\x1A\xCD\x6B\x54\x4A\xB1\x92\xE4\xBE\xA1\xC5\x05\xDE\xE9\xB0\xE7\x2A\xFB\x97\xB8\x61\x80\x32\x7B\x75\xBE\x30\x4B\x32\xA5\x2A\x52\x50\x0E\xF7\xEB\xDA\x52\x15\x72\x46\x7F\x22\x26\xDC\xA6\x71\xC0\xCD\x11\x78\x0E\x26\xA5\x28\xF0\x70\x10\xFA\x7A\x00\xC6\x58\x59\x84\x22\x8F\x66\x02\x80\x35\xEB\xBA\x63\x5B\xCF\x7D\xDB\xA1\xCA\x6B\xC2\x5F\x3E\x5C\x8D\xE1\x35\x78\x79\xC4\x76\x7E\x44\x27\xF9\x6A\xFD\xB1\x2B\xA5\x42\xEC\x29\x41\x3F\x8A\xFB\xA4\xA2\xE3\xFB\x3C\x09\x9B\x88\x7E\xBC\xE8\x4B\x1D\x07\x73\x07\x0A\x66\x48\xDD\x1D\xDA\x8B\xB5\xE4\x5C\xF8\xA8\x75\x44\x18\x6B\xA6\xB4\x39\xCE\x7B\x90\xE8\x8B\xA9\xA5\x1A\x01\x3E\x50\x66\x3B\x5F\x18\x71\x9D\x37\xAE\xF2\x56\x87\x80\x61\xC0\x6C\x47'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test35(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x7F\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xEF\x00\x00\x00\x00\x00\x00\x20\x00\x00\x22\x19\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74\x7F\x01\xFA\xB9\x7C\x68\x45\xCE\xB3\xD8\x8C\xA9\x45\x08\x13\x5B\x61\x6A\xAE\x74\x7E\x6B\xD7\xB4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test36(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x2688A002), ('P4rIngress.aggregator.bitmap_seq.seq', 0xB566F956)], 10767)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xB566F956, 10767)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x18), ('P4rIngress.aggregator.count_exp.exponent', 0x6E)], 10767)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x03, 10767)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xD9462000), ('P4rIngress.aggregator.values_v0000.hi', 0xECDF08D8)], 10767)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xEB57132C), ('P4rIngress.aggregator.values_v0001.hi', 0x05E50840)], 10767)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xDC8D3000), ('P4rIngress.aggregator.values_v0010.hi', 0xD83B16CE)], 10767)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xE3292E44), ('P4rIngress.aggregator.values_v0011.hi', 0x088804A2)], 10767)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x216C2000), ('P4rIngress.aggregator.values_v0100.hi', 0x16591E00)], 10767)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x28B72FF2), ('P4rIngress.aggregator.values_v0101.hi', 0x1C301AC3)], 10767)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x25DE1800), ('P4rIngress.aggregator.values_v0110.hi', 0x25D91110)], 10767)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xD7740AB0), ('P4rIngress.aggregator.values_v0111.hi', 0xFA7B14B2)], 10767)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xEA0B1BAB), ('P4rIngress.aggregator.values_v1000.hi', 0xDAAE2B27)], 10767)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x096705E2), ('P4rIngress.aggregator.values_v1001.hi', 0x076C2600)], 10767)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xD9942996), ('P4rIngress.aggregator.values_v1010.hi', 0x1FDA2000)], 10767)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x2AA129BF), ('P4rIngress.aggregator.values_v1011.hi', 0x23CD0549)], 10767)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x1F2D2293), ('P4rIngress.aggregator.values_v1100.hi', 0x261B1E73)], 10767)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x20003000), ('P4rIngress.aggregator.values_v1101.hi', 0xD38010D0)], 10767)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x22CE1720), ('P4rIngress.aggregator.values_v1110.hi', 0x11CF2000)], 10767)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xDE740D1E), ('P4rIngress.aggregator.values_v1111.hi', 0xF7E5170C)], 10767)
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
                gc.KeyTuple('job_id', 0x901C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000009E9),
                gc.DataTuple('slot_count', 0x00000CBB),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6003C816),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0x001BCA41),
                gc.KeyTuple('src_port', 0xA918),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x901C),
                gc.DataTuple('rank', 0x0016),
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
        ig_port = 24
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x1B\xCA\x41\x00\x00\x00\x00\xA9\x18\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x90\x1C\x00\x16\x60\x03\xC8\x16\x00\x26\x01\x96\xB5\x66\xF9\x56\x00\x20\x00\x00\xF4\x00\x0D\xAA\x06\xD3\x04\xC2\x0C\x5E\x05\x60\x07\xCB\x0D\xEE\x0D\xDC\x10\x00\x05\x6A\x04\xD4\xF5\x0F\x04\x00\x04\x00\x08\x95\xF9\x4D\x0D\x7B\x04\x0E\x0E\xC7\xF3\x73\x05\x22\xFA\x74\x08\x00\x05\xF4\x0B\xE6\x08\x00\x0F\x39\x09\x5F\x09\x00\x0B\xBB\x0A\x97\xF0\x00\x06\xCD\x0C\xDE\x0C\xFD\x0C\x41\x0A\xBB\xF8\x84\x08\x00\x08\x96\x0A\x00\x08\x00\x04\x00\xF6\x6D\x0C\x9C\xF4\x23\x0A\xA5\xF9\xE9\x07\xDF\xF0\x00\x0B\x3D\x10\x00\x05\xF0\xF0\x00\x0C\x00\xF1\x71\x0A\x00\x10\x00\x06\x96\x08\xB7\x08\x3C\x0F\x61\x0B\xFC\x9E\xEB\x0D\xDB\x3B\x22\x10\xF2\x25\x6C\x0A\x9C\xD2\x4A\x55\x72\x51\x8C\x84\x1D\x2D\x6C\x05\xB8\x17\x79\xC2\x8D\xFD\x69\x00\x94\x95\xC2\x42\xC4\xAF\xBA\xC1\x71\xFB\x64\x40\x17\x3D\x7B\xEC\xF0\xFD\x6E\x45\x05\x64\x34\xC7\xA5\xF0\x0E\x5F\x59\x41\xB4\x88\xD4\x03\x71\x55\xFC\xCE\x86\xF5\x9C\x1D\x5B\x73\x97\x77\x13\x04\xAF\x10\x10\xB8\xA8\x7E\x23\x11\x9C\xEC\xE5\xA1\xD5\x0F\x32\x08\xEB\xEA\x96\x04\xA8\x6F\x10\x20\x6A\xEB\xB1\xE5\xCC\xA9\x71\x84\x18\x1F\xCF\xA1\x5E\xA1\xE0\x5E\xFC\x2C\x7B\xEF\xB3\x24\xA8\x15\xE5\x4F\x2F\x24\xEC\xF7\xBA\xE0\x30\xB0\xE3\x70\xEE\x7B\xFC\x1E\x52\xFA\x23\xD2\xC8\xA5\x1A\xE5\xA3\xB8\xF4\x8A\x85\xF6\xC3\x50\x9B\x8F\x0F\x98\x15\x7E\x6B\x4A\xEE\x45\x0A\xB8\x70\xF2\x87\x3A\x67\x65\x64\x7A\x9E\x2F\x70\xFA\x35\x9D\x56\x80\x9C\x71\x2D\x89\xCF\xBB\x1B\xF3\x84\x2F\x6F\x1D\x86\xF7\x45\x87\x74'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x00\x1B\xCA\x41\xBE\xEF\xA9\x18\x00\xA0\x00\x00\x50\x34\x02\x82\x90\x1C\x00\x16\x60\x03\xC8\x16\x00\x26\x01\x96\xB5\x66\xF9\x56\x00\x20\x00\x19\xCD\x46\x2D\xAA\x06\xD3\x04\xC2\xF7\xB5\x18\x8C\x07\xCB\x0D\xEE\xEA\x69\x40\x00\x05\x6A\x04\xD4\xD8\x38\x32\x44\x04\x00\x08\x95\x1A\xB9\x2D\x7B\x04\x0E\x0E\xC7\x1C\x2A\x35\x14\xFA\x74\x08\x00\x2B\xD2\x23\xE6\x08\x00\x0F\x39\xE0\xD3\x13\xB0\x0B\xBB\x0A\x97\xDA\x0B\x22\x78\x0C\xDE\x0C\xFD\x15\xA8\x10\x9D\xF8\x84\x08\x00\xE2\x2A\x33\x96\x08\x00\x04\x00\x21\x0E\x36\x5B\xF4\x23\x0A\xA5\x19\x16\x2A\x72\xF0\x00\x0B\x3D\x30\x00\x35\xF0\xF0\x00\x0C\x00\x14\x3F\x21\x20\x10\x00\x06\x96\xE7\x2B\x15\x5A\x0F\x61\x0B\xFC\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x26\xC8\xA0\x02\xB5\x66\xF9\x56\xB5\x66\xF9\x56\x19\x96\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xCD\x46\x2D\xAA\xF3\xB2\x0D\x9A\xF7\xB5\x18\x8C\x0D\xB0\x16\x2E\xEA\x69\x40\x00\xDD\xA5\x1B\xA2\xD8\x38\x32\x44\x0C\x88\x0D\x37\x1A\xB9\x2D\x7B\x1A\x67\x2C\xC7\x1C\x2A\x35\x14\x16\xA4\x22\xC3\x2B\xD2\x23\xE6\x2D\xD9\x20\x49\xE0\xD3\x13\xB0\x06\x36\x1F\x49\xDA\x0B\x22\x78\xE7\x8C\x38\x24\x15\xA8\x10\x9D\xFF\xF0\x2E\x00\xE2\x2A\x33\x96\x27\xDA\x24\x00\x21\x0E\x36\x5B\x17\xF0\x0F\xEE\x19\x16\x2A\x72\x16\x1B\x29\xB0\x30\x00\x35\xF0\xC3\x80\x1C\xD0\x14\x3F\x21\x20\x21\xCF\x26\x96\xE7\x2B\x15\x5A\x07\x46\x23\x08\x9E\xEB\x0D\xDB\x3B\x22\x10\xF2\x25\x6C\x0A\x9C\xD2\x4A\x55\x72\x51\x8C\x84\x1D\x2D\x6C\x05\xB8\x17\x79\xC2\x8D\xFD\x69\x00\x94\x95\xC2\x42\xC4\xAF\xBA\xC1\x71\xFB\x64\x40\x17\x3D\x7B\xEC\xF0\xFD\x6E\x45\x05\x64\x34\xC7\xA5\xF0\x0E\x5F\x59\x41\xB4\x88\xD4\x03\x71\x55\xFC\xCE\x86\xF5\x9C\x1D\x5B\x73\x97\x77\x13\x04\xAF\x10\x10\xB8\xA8\x7E\x23\x11\x9C\xEC\xE5\xA1\xD5\x0F\x32\x08\xEB\xEA\x96\x04\xA8\x6F\x10\x20\x6A\xEB\xB1\xE5\xCC\xA9\x71\x84\x18\x1F\xCF\xA1\x5E\xA1\xE0\x5E\xFC\x2C\x7B\xEF\xB3\x24\xA8\x15\xE5\x4F\x2F\x24\xEC\xF7\xBA\xE0\x30\xB0\xE3\x70\xEE\x7B\xFC\x1E\x52\xFA\x23\xD2\xC8\xA5\x1A\xE5\xA3\xB8\xF4\x8A\x85\xF6\xC3\x50\x9B\x8F\x0F\x98\x15\x7E\x6B\x4A\xEE\x45\x0A\xB8\x70\xF2\x87\x3A\x67\x65\x64\x7A\x9E\x2F\x70\xFA\x35\x9D\x56\x80\x9C\x71\x2D\x89\xCF\xBB\x1B\xF3\x84\x2F\x6F\x1D\x86\xF7\x45\x87\x74'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test37(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xB13A12D7), ('P4rIngress.aggregator.bitmap_seq.seq', 0x6E000000)], 4100)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x6E000000, 4100)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1C), ('P4rIngress.aggregator.count_exp.exponent', 0x7B)], 4100)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 4100)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xE04A2570), ('P4rIngress.aggregator.values_v0000.hi', 0x053D2446)], 4100)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x3000224B), ('P4rIngress.aggregator.values_v0001.hi', 0xFC001000)], 4100)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x05B306D2), ('P4rIngress.aggregator.values_v0010.hi', 0xE8001EDF)], 4100)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x24002B49), ('P4rIngress.aggregator.values_v0011.hi', 0xE8873000)], 4100)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xF2591042), ('P4rIngress.aggregator.values_v0100.hi', 0x06072A53)], 4100)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xD8FE1000), ('P4rIngress.aggregator.values_v0101.hi', 0x0B293000)], 4100)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x0FBB0D69), ('P4rIngress.aggregator.values_v0110.hi', 0xF5EC0EF9)], 4100)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x254A2535), ('P4rIngress.aggregator.values_v0111.hi', 0xD7B0232D)], 4100)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xE40005AF), ('P4rIngress.aggregator.values_v1000.hi', 0xF9E52DC3)], 4100)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x0B76145E), ('P4rIngress.aggregator.values_v1001.hi', 0x1CC71F60)], 4100)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xF22F11BD), ('P4rIngress.aggregator.values_v1010.hi', 0xEDE823A7)], 4100)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x1A6F2400), ('P4rIngress.aggregator.values_v1011.hi', 0x2E7B0780)], 4100)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xE67E0E4D), ('P4rIngress.aggregator.values_v1100.hi', 0xD9571000)], 4100)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xD0360BE7), ('P4rIngress.aggregator.values_v1101.hi', 0xE95F0800)], 4100)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xE8003000), ('P4rIngress.aggregator.values_v1110.hi', 0x0D393000)], 4100)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xE592236A), ('P4rIngress.aggregator.values_v1111.hi', 0xEC3F0800)], 4100)
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
                gc.KeyTuple('job_id', 0xBF13),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000251),
                gc.DataTuple('slot_count', 0x0000161F),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9B05B755),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x032),
                gc.KeyTuple('src_addr', 0x35C38DB7),
                gc.KeyTuple('src_port', 0xDD1B),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xBF13),
                gc.DataTuple('rank', 0x0019),
                gc.DataTuple('worker_index', 0x03EA),
            ]
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
        ig_port = 50
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x35\xC3\x8D\xB7\x00\x00\x00\x00\xDD\x1B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xBF\x13\x00\x19\x9B\x05\xB7\x55\x0D\xB3\x04\x00\x6E\x00\x00\x00\x00\x20\x00\x00\x0D\x0A\x0E\x3A\xF3\xB9\x09\xF1\x0F\x98\x06\x0B\xFC\x00\x08\x00\xFB\x97\x0B\xB7\x08\xC5\x0B\xDF\xFC\x00\x0A\xC0\x04\xF5\x0E\xF5\x08\x09\x09\x3B\xF8\xEB\x0B\x6B\xF4\x8C\x08\x00\xF8\xEB\x08\x00\xF2\x8F\x04\x80\xFA\x85\x10\x00\x08\x26\x07\x7D\x05\xD5\x0A\x23\x0B\x4F\x0B\xFB\xF6\x2C\x09\xF6\x05\xF5\x07\xDF\xF6\x77\x08\x00\x07\x65\x0E\x40\xF4\x00\x0C\x42\x0E\x69\x04\x00\xF2\x65\x10\x00\x08\x00\x0C\xA3\x0B\x4C\x07\x89\x05\xEA\x10\x00\x0B\x41\x0B\xDB\x08\xFE\x08\x00\x06\x3D\x07\x69\xF1\x9E\x10\x00\x0E\x5F\x08\x00\x70\x9D\x98\x34\xE8\x38\x4C\x80\xBA\x2C\x26\xC0\x8E\xA9\x21\x76\xE4\xD5\x0D\x54\x02\xBD\x2B\x77\x24\x1B\xF2\x19\x1E\xD2\x97\x83\xE2\x54\x32\xA5\xAF\x07\xA3\xEF\xA4\xDD\x88\xF0\x16\x93\x87\xE4\x54\x86\x41\x99\xDE\xB6\xC2\x42\x56\xC8\xC2\xB4\x16\x83\x26\x4B\xB3\xA3\x6A\xAE\x32\x28\x98\x82\x01\x09\x1D\x07\x4A\xD5\x13\x3F\xF7\x3F\x3E\x29\x3E\xB0\x7F\x5C\x5A\x67\xE2\x8F\x25\x52\x31\xBC\x11\x89\x7B\xAC\xC7\xBB\x57\x25\x51\x76\xBC\x5D\x52\x57\x88\x7A\x34\xA1\xEE\xFF\x8D\x2D\x0F\xCF\x66\xEE\xFE\x99\xAC\xAB\xF4\xCC\x31\x01\x44\x85\x03\xF4\x1D\x39\xBD\xE9\x38\xEE\x43\xF8\x98\x6A\x18\xFD\xCC\x3D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x35\xC3\x8D\xB7\xBE\xEF\xDD\x1B\x00\xA0\x00\x00\x50\x34\x02\x82\xBF\x13\x00\x19\x9B\x05\xB7\x55\x0D\xB3\x00\x00\x6E\x00\x00\x00\x00\x20\x00\x1D\xED\x54\x33\xAA\xF3\xB9\x09\xF1\x3F\x98\x28\x56\xFC\x00\x08\x00\x01\x4A\x12\x89\x08\xC5\x0B\xDF\x20\x00\x36\x09\x04\xF5\x0E\xF5\xFA\x62\x19\x7D\xF8\xEB\x0B\x6B\xCD\x8A\x18\x00\xF8\xEB\x08\x00\x02\x4A\x11\xE9\xFA\x85\x10\x00\x2D\x70\x2C\xB2\x05\xD5\x0A\x23\xEF\x4F\x11\xAA\xF6\x2C\x09\xF6\x11\x6B\x1C\x3D\xF6\x77\x08\x00\xF9\x94\x1F\xFD\xF4\x00\x0C\x42\x28\xD8\x28\x00\xF2\x65\x10\x00\xEE\x7E\x1A\xF0\x0B\x4C\x07\x89\xD6\x20\x1B\xE7\x0B\x41\x0B\xDB\xF0\xFE\x38\x00\x06\x3D\x07\x69\xD7\x30\x33\x6A\x0E\x5F\x08\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xB3\x3A\x12\xD7\x6E\x00\x00\x00\x6E\x00\x00\x00\x1D\x7B\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xED\x54\x33\xAA\xF8\xF6\x2E\x37\x3F\x98\x28\x56\xF8\x00\x18\x00\x01\x4A\x12\x89\xF0\xC5\x2A\xBE\x20\x00\x36\x09\xED\x7C\x3E\xF5\xFA\x62\x19\x7D\xFE\xF2\x35\xBE\xCD\x8A\x18\x00\x04\x14\x38\x00\x02\x4A\x11\xE9\xF0\x71\x1E\xF9\x2D\x70\x2C\xB2\xDD\x85\x2D\x50\xEF\x4F\x11\xAA\xF0\x11\x37\xB9\x11\x6B\x1C\x3D\x13\x3E\x27\x60\xF9\x94\x1F\xFD\xE1\xE8\x2F\xE9\x28\xD8\x28\x00\x20\xE0\x17\x80\xEE\x7E\x1A\xF0\xE4\xA3\x17\x89\xD6\x20\x1B\xE7\xF4\xA0\x13\xDB\xF0\xFE\x38\x00\x13\x76\x37\x69\xD7\x30\x33\x6A\xFA\x9E\x10\x00\x70\x9D\x98\x34\xE8\x38\x4C\x80\xBA\x2C\x26\xC0\x8E\xA9\x21\x76\xE4\xD5\x0D\x54\x02\xBD\x2B\x77\x24\x1B\xF2\x19\x1E\xD2\x97\x83\xE2\x54\x32\xA5\xAF\x07\xA3\xEF\xA4\xDD\x88\xF0\x16\x93\x87\xE4\x54\x86\x41\x99\xDE\xB6\xC2\x42\x56\xC8\xC2\xB4\x16\x83\x26\x4B\xB3\xA3\x6A\xAE\x32\x28\x98\x82\x01\x09\x1D\x07\x4A\xD5\x13\x3F\xF7\x3F\x3E\x29\x3E\xB0\x7F\x5C\x5A\x67\xE2\x8F\x25\x52\x31\xBC\x11\x89\x7B\xAC\xC7\xBB\x57\x25\x51\x76\xBC\x5D\x52\x57\x88\x7A\x34\xA1\xEE\xFF\x8D\x2D\x0F\xCF\x66\xEE\xFE\x99\xAC\xAB\xF4\xCC\x31\x01\x44\x85\x03\xF4\x1D\x39\xBD\xE9\x38\xEE\x43\xF8\x98\x6A\x18\xFD\xCC\x3D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test38(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x173BEE89), ('P4rIngress.aggregator.bitmap_seq.seq', 0x72504645)], 4395)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x72504645, 4395)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0xAC)], 4395)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 4395)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xF6B8158B), ('P4rIngress.aggregator.values_v0000.hi', 0xF9731466)], 4395)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xD1DF2A8A), ('P4rIngress.aggregator.values_v0001.hi', 0xF2F908EA)], 4395)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x06D33000), ('P4rIngress.aggregator.values_v0010.hi', 0xEFA8209A)], 4395)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xE0000D40), ('P4rIngress.aggregator.values_v0011.hi', 0xD4AF0C87)], 4395)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xD21B3000), ('P4rIngress.aggregator.values_v0100.hi', 0xE3060D08)], 4395)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xD75F2BCB), ('P4rIngress.aggregator.values_v0101.hi', 0x04AB090C)], 4395)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x189B10A4), ('P4rIngress.aggregator.values_v0110.hi', 0x200022AC)], 4395)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xD0001509), ('P4rIngress.aggregator.values_v0111.hi', 0x19010DF1)], 4395)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x0C002000), ('P4rIngress.aggregator.values_v1000.hi', 0x1CCD098B)], 4395)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xE9E12000), ('P4rIngress.aggregator.values_v1001.hi', 0x20002E5E)], 4395)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x040028D3), ('P4rIngress.aggregator.values_v1010.hi', 0x2D7C1A95)], 4395)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x05D82000), ('P4rIngress.aggregator.values_v1011.hi', 0xEB1B28B5)], 4395)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x14D32000), ('P4rIngress.aggregator.values_v1100.hi', 0x0C000BF6)], 4395)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x135D23E0), ('P4rIngress.aggregator.values_v1101.hi', 0x2A681054)], 4395)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x1F4B118E), ('P4rIngress.aggregator.values_v1110.hi', 0xDD822AC0)], 4395)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xE67C2000), ('P4rIngress.aggregator.values_v1111.hi', 0xE69D2BA0)], 4395)
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
                gc.KeyTuple('job_id', 0x9A1E),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B9B),
                gc.DataTuple('slot_count', 0x000008D8),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x32BDD9A3),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x5C4F81E6),
                gc.KeyTuple('src_port', 0xBF93),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9A1E),
                gc.DataTuple('rank', 0x0012),
                gc.DataTuple('worker_index', 0x0353),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5C\x4F\x81\xE6\x00\x00\x00\x00\xBF\x93\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9A\x1E\x00\x12\x32\xBD\xD9\xA3\x05\x90\x02\x51\x72\x50\x46\x45\x00\x20\x00\x00\xFC\x00\x0C\x95\x0D\xA4\x06\x1E\xF7\x4B\x06\xEE\x08\x65\x08\x00\x0E\x75\x04\xFB\x08\xDC\x0F\xB6\x10\x00\x10\x00\x10\x00\x05\xA9\x08\x51\x0B\x03\x04\x00\x07\xE4\xF6\x46\x0E\x3C\x0C\x6F\x10\x00\xF9\xF1\x08\x00\x10\x00\x0C\xDB\x10\x00\x09\x41\xF4\x00\x10\x00\xF3\x45\x0C\x00\xF8\xCF\x07\x59\x08\x2D\x08\x6F\xFC\x00\x07\x2E\x07\x6D\x0C\x9F\xF0\x81\x07\x08\x05\x8C\x07\x00\xF9\x52\x04\xAA\xF0\x1B\x0F\xBA\xF0\x00\x0C\x3B\xF7\x7B\x0B\x5E\xFB\xCA\x0A\x00\x10\x00\x0F\xB6\x10\x00\x07\xDF\x10\x00\x0D\x9D\x05\xD9\x06\x3D\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7\x39\x78\x67\x98\x66\x1A\x92\x94\x9E\x7F\x9E\xD3\x7B\x6B\x75\xA6\x15\x62\x7F\x69\x08\x9D\xDA\xF1\x14\xAC\x49\xC8\x50\x65\xEF\x5B\xF4\x8C\x11\x20\x13\x5C\x0D\xD6\x94\xCB\xD6\xF0\xD4\x1E\x8F\xF5\x42\x81\xB5\x4D\x6B\x8C\x83\x0E\xBD\xEF\xBF\xAD\x67\xDE\x08\x73\xF8\x49\x70\x18\xF1\x25\x77\xBA\x2D\xB1\xD6\x57\x60\xE8\x60\xE2\x48\x26\xFF\xE3\x2A\x29\x42\xF8\xD3\x29\xEE\x40\x2A\x06\xFC\x5B\x81\x7A\xC2\x02\x8E\x70\x32\xD7\xD4\x16\x7D\x0E\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72\xAB\x6D\xF5\xAE\xC3\xE1\x62\x64\xDE\x55\x3C\xB2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x5C\x4F\x81\xE6\xBE\xEF\xBF\x93\x00\xA0\x00\x00\x50\x34\x02\x82\x9A\x1E\x00\x12\x32\xBD\xD9\xA3\x05\x90\x00\x51\x72\x50\x46\x45\x00\x20\x00\x20\xF2\xB8\x22\x20\x0D\xA4\x06\x1E\xC9\x2A\x31\x78\x08\x65\x08\x00\x15\x48\x34\xFB\x08\xDC\x0F\xB6\xF0\x00\x1D\x40\x10\x00\x05\xA9\xDA\x6C\x3B\x03\x04\x00\x07\xE4\xCD\xA5\x3A\x07\x0C\x6F\x10\x00\x12\x8C\x18\xA4\x10\x00\x0C\xDB\xE0\x00\x1E\x4A\xF4\x00\x10\x00\xFF\x45\x2C\x00\xF8\xCF\x07\x59\xF2\x0E\x28\x6F\xFC\x00\x07\x2E\x0B\x6D\x35\x72\xF0\x81\x07\x08\x0B\x64\x27\x00\xF9\x52\x04\xAA\x04\xEE\x2F\xBA\xF0\x00\x0C\x3B\x0A\xD8\x2F\x3E\xFB\xCA\x0A\x00\x2F\x4B\x21\x44\x10\x00\x07\xDF\xF6\x7C\x2D\x9D\x05\xD9\x06\x3D\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x17\x3F\xEE\x89\x72\x50\x46\x45\x72\x50\x46\x45\x20\xAC\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xF2\xB8\x22\x20\x07\x17\x1A\x84\xC9\x2A\x31\x78\xFB\x5E\x10\xEA\x15\x48\x34\xFB\xF8\x84\x30\x50\xF0\x00\x1D\x40\xE4\xAF\x12\x30\xDA\x6C\x3B\x03\xE7\x06\x14\xEC\xCD\xA5\x3A\x07\x11\x1A\x19\x0C\x12\x8C\x18\xA4\x30\x00\x2F\x87\xE0\x00\x1E\x4A\x0D\x01\x1D\xF1\xFF\x45\x2C\x00\x15\x9C\x10\xE4\xF2\x0E\x28\x6F\x1C\x00\x35\x8C\x0B\x6D\x35\x72\x1D\xFD\x21\x9D\x0B\x64\x27\x00\xE4\x6D\x2D\x5F\x04\xEE\x2F\xBA\xFC\x00\x18\x31\x0A\xD8\x2F\x3E\x26\x32\x1A\x54\x2F\x4B\x21\x44\xED\x82\x32\x9F\xF6\x7C\x2D\x9D\xEC\x76\x31\xDD\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7\x39\x78\x67\x98\x66\x1A\x92\x94\x9E\x7F\x9E\xD3\x7B\x6B\x75\xA6\x15\x62\x7F\x69\x08\x9D\xDA\xF1\x14\xAC\x49\xC8\x50\x65\xEF\x5B\xF4\x8C\x11\x20\x13\x5C\x0D\xD6\x94\xCB\xD6\xF0\xD4\x1E\x8F\xF5\x42\x81\xB5\x4D\x6B\x8C\x83\x0E\xBD\xEF\xBF\xAD\x67\xDE\x08\x73\xF8\x49\x70\x18\xF1\x25\x77\xBA\x2D\xB1\xD6\x57\x60\xE8\x60\xE2\x48\x26\xFF\xE3\x2A\x29\x42\xF8\xD3\x29\xEE\x40\x2A\x06\xFC\x5B\x81\x7A\xC2\x02\x8E\x70\x32\xD7\xD4\x16\x7D\x0E\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72\xAB\x6D\xF5\xAE\xC3\xE1\x62\x64\xDE\x55\x3C\xB2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test39(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x7A1C5C4A), ('P4rIngress.aggregator.bitmap_seq.seq', 0xB84899E4)], 5093)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xB84899E4, 5093)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x19), ('P4rIngress.aggregator.count_exp.exponent', 0x8C)], 5093)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 5093)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x0A842C00), ('P4rIngress.aggregator.values_v0000.hi', 0x2A9B2BA1)], 5093)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x2D672671), ('P4rIngress.aggregator.values_v0001.hi', 0xEFB2073D)], 5093)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xF6852000), ('P4rIngress.aggregator.values_v0010.hi', 0xE3A5284C)], 5093)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x17042986), ('P4rIngress.aggregator.values_v0011.hi', 0x08E52000)], 5093)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x2AAD1000), ('P4rIngress.aggregator.values_v0100.hi', 0xEAFD1ECA)], 5093)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x17D2151A), ('P4rIngress.aggregator.values_v0101.hi', 0xD5EF2123)], 5093)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xD5F31996), ('P4rIngress.aggregator.values_v0110.hi', 0xDB370684)], 5093)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xF0AB1000), ('P4rIngress.aggregator.values_v0111.hi', 0xFC002000)], 5093)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x08572D0F), ('P4rIngress.aggregator.values_v1000.hi', 0x061F2B71)], 5093)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xE0002000), ('P4rIngress.aggregator.values_v1001.hi', 0x1B071612)], 5093)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x19262C00), ('P4rIngress.aggregator.values_v1010.hi', 0xE4A11C00)], 5093)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x08001F57), ('P4rIngress.aggregator.values_v1011.hi', 0xEDFB1080)], 5093)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xDA9A1882), ('P4rIngress.aggregator.values_v1100.hi', 0x04B72D17)], 5093)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xDB632C05), ('P4rIngress.aggregator.values_v1101.hi', 0x0F661019)], 5093)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xF7B02DC6), ('P4rIngress.aggregator.values_v1110.hi', 0xDA2E0BD4)], 5093)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xE000229A), ('P4rIngress.aggregator.values_v1111.hi', 0xDF8327C0)], 5093)
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
                gc.KeyTuple('job_id', 0x8ECC),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000008F4),
                gc.DataTuple('slot_count', 0x000010EB),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x89ADD071),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0x539886E1),
                gc.KeyTuple('src_port', 0x6BEE),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x8ECC),
                gc.DataTuple('rank', 0x0008),
                gc.DataTuple('worker_index', 0x0126),
            ]
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
        ig_port = 3
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x53\x98\x86\xE1\x00\x00\x00\x00\x6B\xEE\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x8E\xCC\x00\x08\x89\xAD\xD0\x71\x0A\xF1\x00\x7C\xB8\x48\x99\xE4\x00\x20\x00\x00\xFB\xAC\x09\x0F\xF9\xCA\x0D\x00\xF9\x71\x08\x35\x0A\xE4\x06\xC9\xF8\xED\x0F\x04\x05\xD6\x05\x4D\xF1\x3B\x0A\x80\x07\xF3\x10\x00\x0E\x07\x0C\x3B\x0B\xC7\x0D\x61\xF0\x00\x10\x00\x06\xCC\x05\x3C\x0E\x69\x07\xC2\xF5\x5F\x0C\x40\x0E\xA9\x10\x00\xF7\x4A\x0E\x90\x0F\x95\x05\x96\xF4\xAC\x09\x1B\xFB\x43\x08\x00\x06\xD6\x10\x00\xF7\xAA\x07\x92\xF4\x8F\x08\x43\x05\xEE\x0A\xEA\xF9\x3A\x04\xDC\xF0\x00\x0B\x00\x09\x2F\x10\x00\xF5\x55\x08\x00\xFC\x00\x0B\x3D\x10\x00\x0E\xB0\xF6\x39\x08\xC4\xF0\x00\x0B\x1F\x10\x00\x08\xE9\xB0\x5E\x97\xA2\x9C\x08\x51\x69\xF2\xED\xA7\x0C\xFB\x3D\xB7\x48\x77\x7A\xB1\x3F\x15\xDC\x20\xCA\xCC\x53\x93\xA6\x07\x18\x1D\xC5\x8A\x84\x41\x53\xE4\x6C\x10\x69\xDE\x37\xDF\xBD\x5D\x47\x0E\x43\xBA\x97\xA3\xC4\xDB\x2D\x40\x7C\x67\xF3\x19\xF4\x2F\x09\x8B\xD1\xBD\xEF\x89\x52\xD7\xE4\x07\xAD\x2A\x83\xAB\x9C\xA8\x33\xCB\x90\xBE\x67\x79\xD3\x79\xE0\xF9\xF7\xDF\xDF\x1C\x59\x00\x43\xB1\xBE\xB0\xB6\xE4\xB9\xF0\xE6\x3E\xC5\x98\xF9\x7E\xEE\xC4\x24\xEB\xB4\xF8\xCA\xE2\x87\x41\x2D\x83\xC9\xEC\x61\xF9\x94\xE0\xEF\xEC\xFB\xC0\xD9\xD0\xD4\x98\x47\xE6\xDD\x01\x91\x9E\x73\x9B\x1C\x06\x34\x3B\xBD\x43\xA7\x50\x7D\xA5\xAA\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42\x68\x02\x84\xA4\x26\xFE\xDF\x55\xBA\xE6\xB0\xD9\xF3\xE7\x35\x87\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2\x1C\x73\xC3\x6D\x30\x88\xCC\xDE\x8D\x52\xB8\xF9\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0\x5E\xFE\x0B\xFE\x84\x30\x60\x42\x16\x56\x2E\x6E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5\xA0\x07\xEF\x34\xAC\x37\x7E\xF6\x15\x93\x92\xE0\xCF\xBC\x57\x36'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x53\x98\x86\xE1\xBE\xEF\x6B\xEE\x00\xA0\x00\x00\x50\x34\x02\x82\x8E\xCC\x00\x08\x89\xAD\xD0\x71\x0A\xF1\x00\x7C\xB8\x48\x99\xE4\x00\x20\x00\x1A\x06\x30\x35\x0F\xF9\xCA\x0D\x00\x26\xD8\x2E\xA6\x0A\xE4\x06\xC9\xEF\x72\x2F\x04\x05\xD6\x05\x4D\x08\x3F\x34\x06\x07\xF3\x10\x00\x38\xB4\x1C\x3B\x0B\xC7\x0D\x61\x07\xD2\x25\x1A\x06\xCC\x05\x3C\xE4\x5C\x21\x58\xF5\x5F\x0C\x40\xFF\x54\x20\x00\xF7\x4A\x0E\x90\x17\xEC\x32\xA5\xF4\xAC\x09\x1B\xDB\x43\x28\x00\x06\xD6\x10\x00\x10\xD0\x33\x92\xF4\x8F\x08\x43\x0D\xEE\x2A\x41\xF9\x3A\x04\xDC\xCA\x9A\x23\x82\x09\x2F\x10\x00\xD0\xB8\x34\x05\xFC\x00\x0B\x3D\x07\xB0\x3C\x76\xF6\x39\x08\xC4\xD0\x00\x2D\xB9\x10\x00\x08\xE9\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x7A\x1C\x5D\x4A\xB8\x48\x99\xE4\xB8\x48\x99\xE4\x1A\x8C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x06\x30\x35\x0F\x24\x65\x38\xA1\x26\xD8\x2E\xA6\xFA\x96\x0E\x06\xEF\x72\x2F\x04\xE9\x7B\x2D\x99\x08\x3F\x34\x06\x10\xD8\x30\x00\x38\xB4\x1C\x3B\xF6\xC4\x2C\x2B\x07\xD2\x25\x1A\xDC\xBB\x26\x5F\xE4\x5C\x21\x58\xD0\x96\x12\xC4\xFF\x54\x20\x00\xF3\x4A\x2E\x90\x17\xEC\x32\xA5\xFA\xCB\x34\x8C\xDB\x43\x28\x00\x21\xDD\x26\x12\x10\xD0\x33\x92\xD9\x30\x24\x43\x0D\xEE\x2A\x41\xE7\x35\x15\x5C\xCA\x9A\x23\x82\x0D\xE6\x3D\x17\xD0\xB8\x34\x05\x0B\x66\x1B\x56\x07\xB0\x3C\x76\xD0\x67\x14\x98\xD0\x00\x2D\xB9\xEF\x83\x30\xA9\xB0\x5E\x97\xA2\x9C\x08\x51\x69\xF2\xED\xA7\x0C\xFB\x3D\xB7\x48\x77\x7A\xB1\x3F\x15\xDC\x20\xCA\xCC\x53\x93\xA6\x07\x18\x1D\xC5\x8A\x84\x41\x53\xE4\x6C\x10\x69\xDE\x37\xDF\xBD\x5D\x47\x0E\x43\xBA\x97\xA3\xC4\xDB\x2D\x40\x7C\x67\xF3\x19\xF4\x2F\x09\x8B\xD1\xBD\xEF\x89\x52\xD7\xE4\x07\xAD\x2A\x83\xAB\x9C\xA8\x33\xCB\x90\xBE\x67\x79\xD3\x79\xE0\xF9\xF7\xDF\xDF\x1C\x59\x00\x43\xB1\xBE\xB0\xB6\xE4\xB9\xF0\xE6\x3E\xC5\x98\xF9\x7E\xEE\xC4\x24\xEB\xB4\xF8\xCA\xE2\x87\x41\x2D\x83\xC9\xEC\x61\xF9\x94\xE0\xEF\xEC\xFB\xC0\xD9\xD0\xD4\x98\x47\xE6\xDD\x01\x91\x9E\x73\x9B\x1C\x06\x34\x3B\xBD\x43\xA7\x50\x7D\xA5\xAA\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42\x68\x02\x84\xA4\x26\xFE\xDF\x55\xBA\xE6\xB0\xD9\xF3\xE7\x35\x87\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2\x1C\x73\xC3\x6D\x30\x88\xCC\xDE\x8D\x52\xB8\xF9\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0\x5E\xFE\x0B\xFE\x84\x30\x60\x42\x16\x56\x2E\x6E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5\xA0\x07\xEF\x34\xAC\x37\x7E\xF6\x15\x93\x92\xE0\xCF\xBC\x57\x36'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test40(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xF9D862FD), ('P4rIngress.aggregator.bitmap_seq.seq', 0x5D0FE7AE)], 5066)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x5D0FE7AE, 5066)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x15), ('P4rIngress.aggregator.count_exp.exponent', 0x8A)], 5066)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 5066)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xD2E91D40), ('P4rIngress.aggregator.values_v0000.hi', 0xDCFD29DF)], 5066)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x057F04AC), ('P4rIngress.aggregator.values_v0001.hi', 0xD2D82289)], 5066)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xDEC510C3), ('P4rIngress.aggregator.values_v0010.hi', 0x0FED0D92)], 5066)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xF92E0580), ('P4rIngress.aggregator.values_v0011.hi', 0xFBC60C00)], 5066)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xECF72F00), ('P4rIngress.aggregator.values_v0100.hi', 0x2C691458)], 5066)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xF4891A12), ('P4rIngress.aggregator.values_v0101.hi', 0x27FC2000)], 5066)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xD1BE1640), ('P4rIngress.aggregator.values_v0110.hi', 0x150D2000)], 5066)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x061F2F38), ('P4rIngress.aggregator.values_v0111.hi', 0xF3921680)], 5066)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x300008A7), ('P4rIngress.aggregator.values_v1000.hi', 0xFBEF2000)], 5066)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xF4001EEB), ('P4rIngress.aggregator.values_v1001.hi', 0xDD2F2000)], 5066)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x16C612A7), ('P4rIngress.aggregator.values_v1010.hi', 0xD2BB218C)], 5066)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x30001AFA), ('P4rIngress.aggregator.values_v1011.hi', 0x06100B50)], 5066)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x0B521000), ('P4rIngress.aggregator.values_v1100.hi', 0x265315CC)], 5066)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xF1F02BF6), ('P4rIngress.aggregator.values_v1101.hi', 0x19760ACE)], 5066)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xFB3E2888), ('P4rIngress.aggregator.values_v1110.hi', 0x13F91C00)], 5066)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x28E525AC), ('P4rIngress.aggregator.values_v1111.hi', 0xD597200E)], 5066)
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
                gc.KeyTuple('job_id', 0x9939),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000083C),
                gc.DataTuple('slot_count', 0x00000CD9),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2FDD4246),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00F),
                gc.KeyTuple('src_addr', 0xDE0DB06C),
                gc.KeyTuple('src_port', 0x6064),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9939),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x0061),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDE\x0D\xB0\x6C\x00\x00\x00\x00\x60\x64\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x99\x39\x00\x15\x2F\xDD\x42\x46\x0B\x8E\x06\x75\x5D\x0F\xE7\xAE\x00\x20\x00\x00\x0B\x95\x0D\xC2\x07\xA9\x0A\x32\x10\x00\x0A\xEE\x0F\x63\x06\x7D\x0B\xD5\x10\x00\x0C\xFD\x0D\x80\xF0\x00\x0F\x52\x04\xB6\x0E\x00\x09\xD9\x06\x00\x0B\x4B\x05\x5C\xF8\xD1\x05\x97\xF0\x00\x0B\xEF\xF5\x3B\x08\x7B\x08\x6D\x08\x00\x0F\xAC\x07\x80\xFB\x96\x10\x00\x0A\x91\x0E\x6C\x06\xA1\x0C\x24\x10\x00\x0D\xC7\x0F\x5E\x05\xBE\x04\xF7\x0C\x07\x0B\x92\x05\x75\x05\x58\x0F\x90\xF8\x00\x0B\x68\x04\x00\x0E\x98\x0B\x55\x0A\x00\x10\x00\x08\x00\xF8\x2D\x08\xD4\x10\x00\x0F\xC9\x0C\x03\x04\x73\xF5\x37\x0C\xA0\xFB\xF9\x0B\x35\xD8\x97\x08\x95\x17\xF6\xB7\xA6\x9C\xE0\x8F\xD6\xEC\x2E\x15\x9B\x81\x4F\xCB\xE0\x09\x0D\xA6\x52\xCF\x88\x4D\x7A\x56\xA1\xCB\x4F\xC5\xED\xE6\xAA\xF7\x69\x57\x09\x77\x32\xA8\x31\x39\x27\xD9\xA6\x5F\xEC\x16\x6A\x3A\xC9\xA2\x2B\x51\x9E\xE3\xBA\x8C\x96\xD3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDE\x0D\xB0\x6C\xBE\xEF\x60\x64\x00\xA0\x00\x00\x50\x34\x02\x82\x99\x39\x00\x15\x2F\xDD\x42\x46\x0B\x8E\x00\x75\x5D\x0F\xE7\xAE\x00\x20\x00\x16\xDE\x7E\x2B\x02\x07\xA9\x0A\x32\x15\x7F\x0F\x9A\x0F\x63\x06\x7D\xEA\x9A\x20\xC3\x0C\xFD\x0D\x80\xE9\x2E\x14\xD2\x04\xB6\x0E\x00\xF6\xD0\x35\x00\x0B\x4B\x05\x5C\xED\x5A\x1F\xA9\xF0\x00\x0B\xEF\xC6\xF9\x1E\xBB\x08\x6D\x08\x00\x15\xCB\x36\xB8\xFB\x96\x10\x00\x3A\x91\x17\x13\x06\xA1\x0C\x24\x04\x00\x2C\xB2\x0F\x5E\x05\xBE\x1B\xBD\x1E\xAE\x0B\x92\x05\x75\x35\x58\x2A\x8A\xF8\x00\x0B\x68\x0F\x52\x1E\x98\x0B\x55\x0A\x00\x01\xF0\x33\xF6\xF8\x2D\x08\xD4\x0B\x3E\x38\x51\x0C\x03\x04\x73\x1E\x1C\x32\x4C\xFB\xF9\x0B\x35\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xF9\xF8\x62\xFD\x5D\x0F\xE7\xAE\x5D\x0F\xE7\xAE\x16\x8A\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xDE\x7E\x2B\x02\xE4\xA6\x34\x11\x15\x7F\x0F\x9A\xE2\x3B\x29\x06\xEA\x9A\x20\xC3\x1C\xEA\x1B\x12\xE9\x2E\x14\xD2\x00\x7C\x1A\x00\xF6\xD0\x35\x00\x37\xB4\x19\xB4\xED\x5A\x1F\xA9\x17\xFC\x2B\xEF\xC6\xF9\x1E\xBB\x1D\x7A\x28\x00\x15\xCB\x36\xB8\xEF\x28\x26\x80\x3A\x91\x17\x13\x02\x90\x2C\x24\x04\x00\x2C\xB2\xEC\x8D\x25\xBE\x1B\xBD\x1E\xAE\xDE\x4D\x27\x01\x35\x58\x2A\x8A\xFE\x10\x16\xB8\x0F\x52\x1E\x98\x31\xA8\x1F\xCC\x01\xF0\x33\xF6\x11\xA3\x13\xA2\x0B\x3E\x38\x51\x1F\xFC\x20\x73\x1E\x1C\x32\x4C\xD1\x90\x2B\x43\xD8\x97\x08\x95\x17\xF6\xB7\xA6\x9C\xE0\x8F\xD6\xEC\x2E\x15\x9B\x81\x4F\xCB\xE0\x09\x0D\xA6\x52\xCF\x88\x4D\x7A\x56\xA1\xCB\x4F\xC5\xED\xE6\xAA\xF7\x69\x57\x09\x77\x32\xA8\x31\x39\x27\xD9\xA6\x5F\xEC\x16\x6A\x3A\xC9\xA2\x2B\x51\x9E\xE3\xBA\x8C\x96\xD3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test41(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x8213D1FC), ('P4rIngress.aggregator.bitmap_seq.seq', 0x66F604FB)], 15708)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x66F604FB, 15708)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x17), ('P4rIngress.aggregator.count_exp.exponent', 0xB6)], 15708)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x01, 15708)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xE6C31900), ('P4rIngress.aggregator.values_v0000.hi', 0xEF6F2F32)], 15708)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xD3722129), ('P4rIngress.aggregator.values_v0001.hi', 0xF2E91393)], 15708)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xDD572896), ('P4rIngress.aggregator.values_v0010.hi', 0xED9213A0)], 15708)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x269A056F), ('P4rIngress.aggregator.values_v0011.hi', 0x21D71257)], 15708)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x27FE2DB7), ('P4rIngress.aggregator.values_v0100.hi', 0xDDCD1C00)], 15708)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xEC372FBF), ('P4rIngress.aggregator.values_v0101.hi', 0x2B3E21BF)], 15708)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x130D3000), ('P4rIngress.aggregator.values_v0110.hi', 0x1C6D3000)], 15708)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xE5041A83), ('P4rIngress.aggregator.values_v0111.hi', 0x24002866)], 15708)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x2F2A1000), ('P4rIngress.aggregator.values_v1000.hi', 0x27A921B1)], 15708)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xEEB71AD5), ('P4rIngress.aggregator.values_v1001.hi', 0x134D1BB6)], 15708)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xF40C2000), ('P4rIngress.aggregator.values_v1010.hi', 0xD27B2946)], 15708)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x30000D5B), ('P4rIngress.aggregator.values_v1011.hi', 0x18001F2F)], 15708)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xF3751326), ('P4rIngress.aggregator.values_v1100.hi', 0x0A6D1045)], 15708)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x2D602B6D), ('P4rIngress.aggregator.values_v1101.hi', 0x1AEC16EC)], 15708)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x146609A3), ('P4rIngress.aggregator.values_v1110.hi', 0xEF511A0B)], 15708)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xDBD706A9), ('P4rIngress.aggregator.values_v1111.hi', 0x09AA2000)], 15708)
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
                gc.KeyTuple('job_id', 0xCA5F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001D5C),
                gc.DataTuple('slot_count', 0x000001FF),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB58BAC9E),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x039),
                gc.KeyTuple('src_addr', 0x25FF60C0),
                gc.KeyTuple('src_port', 0x618B),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xCA5F),
                gc.DataTuple('rank', 0x001C),
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
        ig_port = 57
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x25\xFF\x60\xC0\x00\x00\x00\x00\x61\x8B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xCA\x5F\x00\x1C\xB5\x8B\xAC\x9E\x00\x00\x03\x5B\x66\xF6\x04\xFB\x00\x20\x00\x00\x0D\x8A\x0B\xB2\x0B\x59\x05\x36\x0A\xE9\x08\x18\x04\x5F\x06\xB1\x05\xBF\x06\x5C\x06\x17\x05\x59\x0F\x13\x10\x00\xF6\x59\x10\x00\x0A\x7C\x0A\x8E\xF0\x34\x0E\x17\xF4\xE4\x06\x68\xF1\x4A\x0A\xA8\x05\xF6\x05\x55\x0D\xA7\x0A\x68\x05\x3C\x0F\x84\xF0\x00\x09\x49\xFC\x00\x08\x00\x0C\x00\x09\x99\xF9\xD1\x05\xD7\xFB\x53\x0E\x99\xFB\x14\x08\x00\x04\x27\x10\x00\xF8\x99\x0C\x00\xF2\x31\x04\x5C\xF9\x75\x07\xE6\x09\xA9\x0E\x00\x0E\x3C\x04\x00\xF8\x63\x08\x00\x06\xFE\x07\x48\x06\xDB\x09\x6D\x0B\xD4\x0D\x14\xF6\xE3\x09\x80\xF0\x7D\xC1\x50\x45\xB5\x4A\x52\x36\xE7\x5C\x5D\x94\x49\x24\x3B\x9D\x11\x9D\x48\x8A\x8C\x0A\x2F\xF1\x47\x9B\x31\xA5\xD5\x6D\xF1\xE9\x69\x4F\xB8\x9E\x50\x4F\xD7\x4B\x79\x61\x86\xDA\x28\xC2\xE1\x5F\x03\x80\x71\x3B\x6A\xC4\x2C\xA6\xA8\x6F\x53\x0E\x59\x43\xA9\x42\x14\xC8\xFB\x7C\xDF\x37\x51\xA0\x1C\x88\x7C\x64\xC4\x9E\x6F\x54\x82\x73\xF7\x72\x46\x1B\x43\xB6\xC3\xFC\xDB\xF2\x93\x81\x01\x11\x0A\xC8\xBE\xEE\xB5\xC5\x3B\xFC\x96\xE4\x80\xFE\x54\x0F\x77\xD8\x7A\x38\xD8\xFF\x35\x83\xE0\x3F\x84\x3B\x8F\xC8\xEB\x07\x36'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x25\xFF\x60\xC0\xBE\xEF\x61\x8B\x00\xA0\x00\x00\x50\x34\x02\x82\xCA\x5F\x00\x1C\xB5\x8B\xAC\x9E\x00\x00\x01\x5B\x66\xF6\x04\xFB\x00\x20\x00\x18\xF4\x4D\x24\xB2\x0B\x59\x05\x36\xDE\x5B\x29\x41\x04\x5F\x06\xB1\xE3\x16\x2E\xF2\x06\x17\x05\x59\x35\xAD\x15\x6F\xF6\x59\x10\x00\x32\x7A\x38\x45\xF0\x34\x0E\x17\xE1\x1B\x36\x27\xF1\x4A\x0A\xA8\x19\x03\x35\x55\x0D\xA7\x0A\x68\xEA\x40\x2A\x07\xF0\x00\x09\x49\x2B\x2A\x18\x00\x0C\x00\x09\x99\xE8\x88\x20\xAC\xFB\x53\x0E\x99\xEF\x20\x28\x00\x04\x27\x10\x00\x28\x99\x19\x5B\xF2\x31\x04\x5C\xEC\xEA\x1B\x0C\x09\xA9\x0E\x00\x3B\x9C\x2F\x6D\xF8\x63\x08\x00\x1B\x64\x10\xEB\x06\xDB\x09\x6D\xE7\xAB\x13\xBD\xF6\xE3\x09\x80\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x92\x13\xD1\xFC\x66\xF6\x04\xFB\x66\xF6\x04\xFB\x18\xB6\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xF4\x4D\x24\xB2\xFA\xC8\x34\x68\xDE\x5B\x29\x41\xF7\x48\x1A\x44\xE3\x16\x2E\xF2\xF3\xA9\x18\xF9\x35\xAD\x15\x6F\x18\x30\x22\x57\x32\x7A\x38\x45\xCE\x01\x2A\x17\xE1\x1B\x36\x27\x1C\x88\x2C\x67\x19\x03\x35\x55\x2A\x14\x3A\x68\xEA\x40\x2A\x07\x14\x00\x31\xAF\x2B\x2A\x18\x00\x33\xA9\x2B\x4A\xE8\x88\x20\xAC\x0E\xA0\x2A\x4F\xEF\x20\x28\x00\xD6\xA2\x39\x46\x28\x99\x19\x5B\x0A\x31\x23\x8B\xEC\xEA\x1B\x0C\x14\x16\x1E\x45\x3B\x9C\x2F\x6D\x13\x4F\x1E\xEC\x1B\x64\x10\xEB\xF6\x2C\x23\x78\xE7\xAB\x13\xBD\x00\x8D\x29\x80\xF0\x7D\xC1\x50\x45\xB5\x4A\x52\x36\xE7\x5C\x5D\x94\x49\x24\x3B\x9D\x11\x9D\x48\x8A\x8C\x0A\x2F\xF1\x47\x9B\x31\xA5\xD5\x6D\xF1\xE9\x69\x4F\xB8\x9E\x50\x4F\xD7\x4B\x79\x61\x86\xDA\x28\xC2\xE1\x5F\x03\x80\x71\x3B\x6A\xC4\x2C\xA6\xA8\x6F\x53\x0E\x59\x43\xA9\x42\x14\xC8\xFB\x7C\xDF\x37\x51\xA0\x1C\x88\x7C\x64\xC4\x9E\x6F\x54\x82\x73\xF7\x72\x46\x1B\x43\xB6\xC3\xFC\xDB\xF2\x93\x81\x01\x11\x0A\xC8\xBE\xEE\xB5\xC5\x3B\xFC\x96\xE4\x80\xFE\x54\x0F\x77\xD8\x7A\x38\xD8\xFF\x35\x83\xE0\x3F\x84\x3B\x8F\xC8\xEB\x07\x36'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test42(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xD4F2E581), ('P4rIngress.aggregator.bitmap_seq.seq', 0x6398B835)], 12802)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x6398B835, 12802)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1C), ('P4rIngress.aggregator.count_exp.exponent', 0xED)], 12802)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x03, 12802)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xE9211B84), ('P4rIngress.aggregator.values_v0000.hi', 0xF9CB276A)], 12802)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x11881000), ('P4rIngress.aggregator.values_v0001.hi', 0xD22517DB)], 12802)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xE53813C9), ('P4rIngress.aggregator.values_v0010.hi', 0xE8002855)], 12802)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x23CF102C), ('P4rIngress.aggregator.values_v0011.hi', 0x100012D5)], 12802)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x0A9307A1), ('P4rIngress.aggregator.values_v0100.hi', 0x07A60800)], 12802)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x1E111000), ('P4rIngress.aggregator.values_v0101.hi', 0x12EA127D)], 12802)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xD3D81B09), ('P4rIngress.aggregator.values_v0110.hi', 0x25F3072C)], 12802)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x187821AC), ('P4rIngress.aggregator.values_v0111.hi', 0xD0002935)], 12802)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xF6CB1F5B), ('P4rIngress.aggregator.values_v1000.hi', 0xDF4205A0)], 12802)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xF9051E82), ('P4rIngress.aggregator.values_v1001.hi', 0x164F2800)], 12802)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x299D28AB), ('P4rIngress.aggregator.values_v1010.hi', 0x16A32ACD)], 12802)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xD3051F44), ('P4rIngress.aggregator.values_v1011.hi', 0x22F413F0)], 12802)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xEA4B0CAA), ('P4rIngress.aggregator.values_v1100.hi', 0x08412BB5)], 12802)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x1CD40435), ('P4rIngress.aggregator.values_v1101.hi', 0xD80017BF)], 12802)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xEC0605AA), ('P4rIngress.aggregator.values_v1110.hi', 0x0F01205E)], 12802)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xF8690600), ('P4rIngress.aggregator.values_v1111.hi', 0xDD8B18D2)], 12802)
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
                gc.KeyTuple('job_id', 0xDA2F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D89),
                gc.DataTuple('slot_count', 0x0000052F),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCD574A04),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02C),
                gc.KeyTuple('src_addr', 0x282F2AAB),
                gc.KeyTuple('src_port', 0xB2F8),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xDA2F),
                gc.DataTuple('rank', 0x001B),
                gc.DataTuple('worker_index', 0x001E),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x28\x2F\x2A\xAB\x00\x00\x00\x00\xB2\xF8\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xDA\x2F\x00\x1B\xCD\x57\x4A\x04\x04\x79\x07\xBA\x63\x98\xB8\x35\x00\x20\x00\x00\xF9\x1F\x09\x40\xF6\xFD\x0D\x9B\x07\x0D\x0E\x60\xF9\x55\x04\x46\x06\xBF\x0F\x4B\xF0\x00\x08\xA8\xFB\x93\x04\x76\xF0\xEA\x0A\xFB\x05\x9B\x04\xA3\x05\xA6\x09\xB4\x09\xFB\x07\x5A\x05\x8E\x08\x1B\x10\x00\x10\x00\x0A\x1D\x0A\x67\xFB\x5B\x0F\xC2\x05\x9E\x09\x9C\x07\xCD\x0A\x70\xF7\x47\x06\x00\xF0\x00\x08\x00\xF3\x4D\x0F\x42\x07\xD9\x0E\x35\xF0\x00\x0D\xEE\x04\xDC\x0C\x00\xFB\x8C\x05\x20\xFB\xD9\x08\x40\xF1\x7F\x10\x00\xF0\x00\x08\x8D\x10\x00\x04\x72\x05\x95\x05\xCD\x10\x00\x0A\x09\xF8\xDB\x06\xE0\x0E\xA6\x0A\x19\x88\x95\x8D\x90\xC8\x29\x87\x5E\xB0\x46\xBA\xB9\xA4\x85\xA5\x85\xCB\x73\xD5\x08\x5B\x59\x28\x8D\x94\x94\x81\xFC\x46\x1E\x3A\x89\x04\xE8\x7F\x9E\x7E\x9F\xD7\xF2\x79\x32\xA2\xEF\x37\xD1\xD4\x6F\xDB\x15\x25\x42\x05\x46\x4B\xE4\x73\x81\xAD\xEE\x3E\xB5\xE5\x03\x0B\x4F\x6E\x75\x63\x96\x13\x0B\x8C\x94\x69\xDC\x28\xDE\x2B\x83\xEC\x04\xBA\xCF\x85\x63\x94\x5D\xF6\x50\xA6\xCC\x89\x7B\xF3\xEC\x2D\x60\xF0\x4F\xB1\x19\x96\xD0\x68\xB9\xDC\xF2\xD5\xAA\x35\x35\x03\x49\xBE\x0B\x1F\xA3\xE8\xDB\x20\x14\x9A\xF9\xEA\xC0\x38\x5B\xBB\x0B\xCC\x9A\xFC\xEF\xDB\xAA\xA6\x00\xD0\xF9\x38\x88\x3F\x26\xC6\xB2\x37\xE1\x0A\x7E\xF6\xF4\x6B\x95\x1B\x3D\xD6\xC5\xA0\x9F\x58\x41\xA9\x0A\x16\xDF\x7D\x2A\x4E\x22\xB9\xC7\x3E\xBA\x2C\xD7\xFC\xA4\xF1\x20\x5D\xC6\x57\xB0\xBE\x12\xE1\x2C\x37\xDD\xFB\x2C\x16\x86\x39\x1A\xF2\x7C\x25\x8E\xE2\x48\xFD\x21\x04\x91\xEC\xA1\x32\xD3\xC1\x17\x25\x17\x44\x5D\x20\xF0\xB7\x96\x61\x28\x98'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x28\x2F\x2A\xAB\xBE\xEF\xB2\xF8\x00\xA0\x00\x00\x50\x34\x02\x82\xDA\x2F\x00\x1B\xCD\x57\x4A\x04\x04\x79\x01\xBA\x63\x98\xB8\x35\x00\x20\x00\x1D\xE2\x40\x24\xC4\xF6\xFD\x0D\x9B\x18\x95\x1E\x60\xF9\x55\x04\x46\xEB\xF7\x23\x14\xF0\x00\x08\xA8\x1F\x62\x14\xA2\xF0\xEA\x0A\xFB\x10\x2E\x0C\x44\x05\xA6\x09\xB4\x28\x0C\x17\x5A\x05\x8E\x08\x1B\xE3\xD8\x2B\x09\x0A\x1D\x0A\x67\x13\xD3\x31\x6E\x05\x9E\x09\x9C\xFE\x98\x29\xCB\xF7\x47\x06\x00\xE9\x05\x26\x82\xF3\x4D\x0F\x42\x31\x76\x36\xE0\xF0\x00\x0D\xEE\xD7\xE1\x2B\x44\xFB\x8C\x05\x20\xE6\x24\x14\xEA\xF1\x7F\x10\x00\x0C\xD4\x0C\xC2\x10\x00\x04\x72\xF1\x9B\x0B\x77\x10\x00\x0A\x09\xF1\x44\x0C\xE0\x0E\xA6\x0A\x19\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xDC\xF2\xE5\x81\x63\x98\xB8\x35\x63\x98\xB8\x35\x1D\xED\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xE2\x40\x24\xC4\xF0\xC8\x35\x05\x18\x95\x1E\x60\xCB\x7A\x1C\x21\xEB\xF7\x23\x14\xD8\x00\x30\xFD\x1F\x62\x14\xA2\x00\xEA\x1D\xD0\x10\x2E\x0C\x44\x0D\x4C\x11\xB4\x28\x0C\x17\x5A\x18\x78\x1A\x98\xE3\xD8\x2B\x09\x30\x10\x11\x93\x13\xD3\x31\x6E\xD5\x9E\x32\xD1\xFE\x98\x29\xCB\xD6\x89\x0B\xA0\xE9\x05\x26\x82\x09\x9C\x37\x42\x31\x76\x36\xE0\x06\xA3\x38\xBB\xD7\xE1\x2B\x44\x1E\x80\x19\x10\xE6\x24\x14\xEA\xF9\xC0\x3B\xB5\x0C\xD4\x0C\xC2\xE8\x00\x1C\x31\xF1\x9B\x0B\x77\x1F\x01\x2A\x67\xF1\x44\x0C\xE0\xEC\x31\x22\xEB\x88\x95\x8D\x90\xC8\x29\x87\x5E\xB0\x46\xBA\xB9\xA4\x85\xA5\x85\xCB\x73\xD5\x08\x5B\x59\x28\x8D\x94\x94\x81\xFC\x46\x1E\x3A\x89\x04\xE8\x7F\x9E\x7E\x9F\xD7\xF2\x79\x32\xA2\xEF\x37\xD1\xD4\x6F\xDB\x15\x25\x42\x05\x46\x4B\xE4\x73\x81\xAD\xEE\x3E\xB5\xE5\x03\x0B\x4F\x6E\x75\x63\x96\x13\x0B\x8C\x94\x69\xDC\x28\xDE\x2B\x83\xEC\x04\xBA\xCF\x85\x63\x94\x5D\xF6\x50\xA6\xCC\x89\x7B\xF3\xEC\x2D\x60\xF0\x4F\xB1\x19\x96\xD0\x68\xB9\xDC\xF2\xD5\xAA\x35\x35\x03\x49\xBE\x0B\x1F\xA3\xE8\xDB\x20\x14\x9A\xF9\xEA\xC0\x38\x5B\xBB\x0B\xCC\x9A\xFC\xEF\xDB\xAA\xA6\x00\xD0\xF9\x38\x88\x3F\x26\xC6\xB2\x37\xE1\x0A\x7E\xF6\xF4\x6B\x95\x1B\x3D\xD6\xC5\xA0\x9F\x58\x41\xA9\x0A\x16\xDF\x7D\x2A\x4E\x22\xB9\xC7\x3E\xBA\x2C\xD7\xFC\xA4\xF1\x20\x5D\xC6\x57\xB0\xBE\x12\xE1\x2C\x37\xDD\xFB\x2C\x16\x86\x39\x1A\xF2\x7C\x25\x8E\xE2\x48\xFD\x21\x04\x91\xEC\xA1\x32\xD3\xC1\x17\x25\x17\x44\x5D\x20\xF0\xB7\x96\x61\x28\x98'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test43(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x46E6D956), ('P4rIngress.aggregator.bitmap_seq.seq', 0x0E30EF00)], 6971)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x0E30EF00, 6971)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0B), ('P4rIngress.aggregator.count_exp.exponent', 0x26)], 6971)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 6971)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xDA9A2000), ('P4rIngress.aggregator.values_v0000.hi', 0x23490639)], 6971)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xE0002330), ('P4rIngress.aggregator.values_v0001.hi', 0xD8F51000)], 6971)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xED572A00), ('P4rIngress.aggregator.values_v0010.hi', 0x0400141A)], 6971)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x0FB327D1), ('P4rIngress.aggregator.values_v0011.hi', 0x2E650747)], 6971)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xE57D0E00), ('P4rIngress.aggregator.values_v0100.hi', 0xEE79189C)], 6971)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x28702A00), ('P4rIngress.aggregator.values_v0101.hi', 0x2D7E2000)], 6971)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xDE7C1DC7), ('P4rIngress.aggregator.values_v0110.hi', 0xD0910AB3)], 6971)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x22881000), ('P4rIngress.aggregator.values_v0111.hi', 0x27832DE9)], 6971)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xD06B2200), ('P4rIngress.aggregator.values_v1000.hi', 0x060023F3)], 6971)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x11352D5F), ('P4rIngress.aggregator.values_v1001.hi', 0xD2CF2E9E)], 6971)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x11A92151), ('P4rIngress.aggregator.values_v1010.hi', 0xD7FC2D75)], 6971)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xE2060554), ('P4rIngress.aggregator.values_v1011.hi', 0x2E831000)], 6971)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x2E3D24A3), ('P4rIngress.aggregator.values_v1100.hi', 0xFA8F1952)], 6971)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xD36A2A48), ('P4rIngress.aggregator.values_v1101.hi', 0xD0001374)], 6971)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x17B1295A), ('P4rIngress.aggregator.values_v1110.hi', 0x15CB0800)], 6971)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xD4002600), ('P4rIngress.aggregator.values_v1111.hi', 0x05EB0D53)], 6971)
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
                gc.KeyTuple('job_id', 0xF3E5),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AC9),
                gc.DataTuple('slot_count', 0x0000149D),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1D1C0975),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00D),
                gc.KeyTuple('src_addr', 0x9130E415),
                gc.KeyTuple('src_port', 0xCDBF),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xF3E5),
                gc.DataTuple('rank', 0x0005),
                gc.DataTuple('worker_index', 0x0127),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x91\x30\xE4\x15\x00\x00\x00\x00\xCD\xBF\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF3\xE5\x00\x05\x1D\x1C\x09\x75\x10\x72\x02\xA3\x0E\x30\xEF\x00\x00\x20\x00\x00\x04\xB9\x0C\x80\x05\x01\x0F\xCF\xFA\x8C\x05\x3C\xF7\x90\x0A\x00\xF5\x0D\x10\x00\x0F\x6F\x09\xB0\xF8\xB1\x0B\x00\x0A\x59\x0D\x44\xF4\x1F\x0E\x00\xF3\x6D\x0D\xC0\x04\x00\x10\x00\x09\xEE\x06\x23\xF3\x41\x04\x00\xF9\x57\x0D\x9F\xF7\xE3\x04\x64\xF3\x9B\x10\x00\x09\xEB\x08\x00\x10\x00\x0A\x76\xF7\x43\x10\x00\xF5\xD8\x10\x00\xF9\xE7\x0B\xD2\xFA\x72\x06\x11\xF6\x6E\x0E\xA0\x0F\xDF\x10\x00\x0B\x11\x06\x14\x0A\x9F\x04\x61\x0E\x60\x0E\x40\xFC\x00\x10\x00\x10\x00\x10\x00\xF3\x15\x0E\x78\x0B\xDA\x0B\xED\xF4\x65\x04\x00\x4B\x78\xCC\x7A\xD7\x53\x2E\x6F\x06\x4A\x7E\xA1\x59\x21\x4E\xFF\x75\x58\x12\x6E\x57\x44\x21\x5A\x3F\x93\x19\x9A\x64\xA0\x18\xDC\xE3\x03\xEB\xE7\x16\x56\xC4\x89\x0E\xB8\xCA\xF6\x3E\x64\x49\xE7\x25\x8E\xA8\x5F\xDC\xB6\x3D\xEA\x79\x75\x0D\x6A\xBA\x13\xB6\x4A\x72\x45\xBF\x32\xBC\x84\xE9\x41\x01\xCF\x27\xF4\x24\xE1\xC4\xCD\x9F\x0D\x55\x83\x7F\x38\x08\x2D\x8F\x98\x52\xFE\xF8\xF7\xB0\x9E\x84\xC3\x3C\xBD\x44\x88\x64\x36\xE7\x2B\x78\x4A\x58\x84\xBC\x64\x13\x3F\xAF\xDE\xC9\x1B\xA6\xEE\x4C\x82\xD2\x7C\xC9\x27\xF1\xEE\xC9\x9D\x87\x4F\x9F\xDE\x25\x07\x3A\xE8\x8F\x62\xCA\xFC\xA8\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C\x84\xEA\x38\x82\x83\xF0\xD7\x4C\xED\xB7\x52\xFC\xBD\x48\x84\x9C\x8A\x8F\xDA\x1F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x91\x30\xE4\x15\xBE\xEF\xCD\xBF\x00\xA0\x00\x00\x50\x34\x02\x82\xF3\xE5\x00\x05\x1D\x1C\x09\x75\x10\x72\x00\xA3\x0E\x30\xEF\x00\x00\x20\x00\x0C\xDF\x53\x2C\x80\x05\x01\x0F\xCF\xDA\x8C\x28\x6C\xF7\x90\x0A\x00\xE2\x64\x3A\x00\x0F\x6F\x09\xB0\x08\x64\x32\xD1\x0A\x59\x0D\x44\xD9\x9C\x1C\x00\xF3\x6D\x0D\xC0\x2C\x70\x3A\x00\x09\xEE\x06\x23\xD1\xBD\x21\xC7\xF9\x57\x0D\x9F\x1A\x6B\x14\x64\xF3\x9B\x10\x00\xDA\x56\x2A\x00\x10\x00\x0A\x76\x08\x78\x3D\x5F\xF5\xD8\x10\x00\x0B\x90\x2D\x23\xFA\x72\x06\x11\xD8\x74\x13\xF4\x0F\xDF\x10\x00\x39\x4E\x2A\xB7\x0A\x9F\x04\x61\xE1\xCA\x38\x88\xFC\x00\x10\x00\x27\xB1\x39\x5A\xF3\x15\x0E\x78\xDF\xDA\x31\xED\xF4\x65\x04\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x46\xE6\xD9\x76\x0E\x30\xEF\x00\x0E\x30\xEF\x00\x0C\xA3\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xDF\x53\x2C\x80\x28\x4A\x16\x08\xDA\x8C\x28\x6C\xD0\x85\x1A\x00\xE2\x64\x3A\x00\x13\x6F\x1D\xCA\x08\x64\x32\xD1\x38\xBE\x14\x8B\xD9\x9C\x1C\x00\xE1\xE6\x26\x5C\x2C\x70\x3A\x00\x37\x6C\x26\x23\xD1\xBD\x21\xC7\xC9\xE8\x18\x52\x1A\x6B\x14\x64\x1B\x1E\x3D\xE9\xDA\x56\x2A\x00\x16\x00\x2E\x69\x08\x78\x3D\x5F\xC8\xA7\x3E\x9E\x0B\x90\x2D\x23\xD2\x6E\x33\x86\xD8\x74\x13\xF4\x3E\x62\x20\x00\x39\x4E\x2A\xB7\x05\x2E\x1D\xB3\xE1\xCA\x38\x88\xCC\x00\x23\x74\x27\xB1\x39\x5A\x08\xE0\x16\x78\xDF\xDA\x31\xED\xFA\x50\x11\x53\x4B\x78\xCC\x7A\xD7\x53\x2E\x6F\x06\x4A\x7E\xA1\x59\x21\x4E\xFF\x75\x58\x12\x6E\x57\x44\x21\x5A\x3F\x93\x19\x9A\x64\xA0\x18\xDC\xE3\x03\xEB\xE7\x16\x56\xC4\x89\x0E\xB8\xCA\xF6\x3E\x64\x49\xE7\x25\x8E\xA8\x5F\xDC\xB6\x3D\xEA\x79\x75\x0D\x6A\xBA\x13\xB6\x4A\x72\x45\xBF\x32\xBC\x84\xE9\x41\x01\xCF\x27\xF4\x24\xE1\xC4\xCD\x9F\x0D\x55\x83\x7F\x38\x08\x2D\x8F\x98\x52\xFE\xF8\xF7\xB0\x9E\x84\xC3\x3C\xBD\x44\x88\x64\x36\xE7\x2B\x78\x4A\x58\x84\xBC\x64\x13\x3F\xAF\xDE\xC9\x1B\xA6\xEE\x4C\x82\xD2\x7C\xC9\x27\xF1\xEE\xC9\x9D\x87\x4F\x9F\xDE\x25\x07\x3A\xE8\x8F\x62\xCA\xFC\xA8\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C\x84\xEA\x38\x82\x83\xF0\xD7\x4C\xED\xB7\x52\xFC\xBD\x48\x84\x9C\x8A\x8F\xDA\x1F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test44(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x82B83A57), ('P4rIngress.aggregator.bitmap_seq.seq', 0x2E8D0CEC)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x2E8D0CEC, 11817)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x19), ('P4rIngress.aggregator.count_exp.exponent', 0xBD)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x15EA27DA), ('P4rIngress.aggregator.values_v0000.hi', 0x2AED2000)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x19312000), ('P4rIngress.aggregator.values_v0001.hi', 0x1ACD154A)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x1AEC0DEF), ('P4rIngress.aggregator.values_v0010.hi', 0x04311F9F)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xF4002200), ('P4rIngress.aggregator.values_v0011.hi', 0x1BDE25E5)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xF0FD1600), ('P4rIngress.aggregator.values_v0100.hi', 0xEDA823E9)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x207D16DD), ('P4rIngress.aggregator.values_v0101.hi', 0xF75E2171)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xE6DF116E), ('P4rIngress.aggregator.values_v0110.hi', 0x166E28C0)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x100015C9), ('P4rIngress.aggregator.values_v0111.hi', 0xE5BB2D88)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xFA591000), ('P4rIngress.aggregator.values_v1000.hi', 0x24462000)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xD8711E4D), ('P4rIngress.aggregator.values_v1001.hi', 0xDFB42AC2)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x20170466), ('P4rIngress.aggregator.values_v1010.hi', 0xE5DB219D)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x18790DB8), ('P4rIngress.aggregator.values_v1011.hi', 0x257107E5)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x128E1000), ('P4rIngress.aggregator.values_v1100.hi', 0xF5D02000)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xFA2F0E8A), ('P4rIngress.aggregator.values_v1101.hi', 0xD0001B00)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x0BA3135B), ('P4rIngress.aggregator.values_v1110.hi', 0xD3AD11C8)], 11817)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xF86F2633), ('P4rIngress.aggregator.values_v1111.hi', 0xF0001C23)], 11817)
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
                gc.KeyTuple('job_id', 0x437F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000050),
                gc.DataTuple('slot_count', 0x00001E5F),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x22FE8662),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xCD595E06),
                gc.KeyTuple('src_port', 0x243F),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x437F),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x0393),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCD\x59\x5E\x06\x00\x00\x00\x00\x24\x3F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x43\x7F\x00\x07\x22\xFE\x86\x62\x0D\xD9\x07\xB2\x2E\x8D\x0C\xEC\x00\x20\x00\x00\x0C\x9E\x0C\x00\xFB\xFB\x10\x00\x0D\x2B\x0B\x39\xF8\x8A\x0B\x99\x10\x00\x04\xF1\xF0\x00\x0B\xAF\xF0\x00\x0F\xD8\xF1\xEF\x08\x00\xF7\x13\x0D\x1B\xF0\x00\x0F\xA7\x08\xD7\x04\xA1\x07\xC5\x09\x4A\x09\xD7\x08\x00\xF0\x89\x06\x75\xF6\x41\x0A\x6D\xF0\x00\x06\x6D\x04\x00\x08\x32\x05\xBA\x0B\x76\x0B\x65\x0A\xE6\x04\xDB\x0B\x84\xF8\x38\x07\xF0\x05\x6C\x0B\x40\xF4\xD1\x0E\x00\xF6\xBF\x0B\x80\x0A\x73\x04\xDF\x06\x84\x10\x00\x0F\x8F\x0F\x25\x0F\x04\x08\x1F\x0E\x35\x06\x36\xF4\x18\x08\x6B\x05\xA1\x08\x1E\xF2\x6E\x06\x00\xA9\x30\xDD\xB8\x0C\x6B\x11\x55\xA4\x9F\x11\x71\x9A\xE5\xA3\x02\xDD\x44\x5E\xA7\x62\x12\x55\x2B\x41\x2D\x83\xB6\x91\xEA\x14\x79\x1D\x93\xE0\x0B\x37\xE2\xE4\x79\xCD\xBB\x02\x38\x78\xDA\x87\x40\x2E\x57\xC1\x32\xBD\x2F\x56\x2A\x0F\x8D\x0C\x5A\x6E\x18\x20\x1B\xE3\xC0\xC7\x87\x12\x34\x18\x84\x11\xD4\xE4\xA5\xC6\x08\x49\x30\x52\x11\x43\x1C\x5D\x17\x15\xB6\x48\x69\x2E\xF4\x94\x70\x27\x5B\x40\x1A\x70\x65\x35\xB0\x44\x12\xDC\xE9\x6A\x26\x84\x38\x86\x84\x53\x66\x27\x0C\xA5\x3D\xCB\x56\xFE\xD2\xA7\x0A\xB8\x7D\x18\x7B\x28\xD3\x92\x11\xDD\x7E\x6D\xCE\x68\x70\x2E\xD1\xC1\x78\x9A\xBA\xA6\x29\xE0\x4C\xF6\x3C\xD1\x4C\x22\xAE\x59\xA0\xC6\x21\x6D\x7E\xE1\xB2\xDD\x65\x7E\x94\x2A\x37\x95\xD9\x25\x9A\x26\x48\x17\xD8\x07\xAC\x7F\x47\xEC\xB3\xBA\x8F\xF5\x9A\x71\xF6\xC3\x31\x1F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCD\x59\x5E\x06\xBE\xEF\x24\x3F\x00\xA0\x00\x00\x50\x34\x02\x82\x43\x7F\x00\x07\x22\xFE\x86\x62\x0D\xD9\x01\xB2\x2E\x8D\x0C\xEC\x00\x20\x00\x1A\x22\x88\x33\xDA\xFB\xFB\x10\x00\x26\x5C\x2B\x39\xF8\x8A\x0B\x99\x2A\xEC\x12\xE0\xF0\x00\x0B\xAF\xE4\x00\x31\xD8\xF1\xEF\x08\x00\xE8\x10\x23\x1B\xF0\x00\x0F\xA7\x29\x54\x1B\x7E\x07\xC5\x09\x4A\xF0\xB6\x19\x6E\xF0\x89\x06\x75\x06\x41\x20\x36\xF0\x00\x06\x6D\xFE\x59\x18\x32\x05\xBA\x0B\x76\xE3\xD6\x29\x33\x04\xDB\x0B\x84\x18\x4F\x0C\x56\x05\x6C\x0B\x40\x0D\x4A\x1B\xB8\xF6\xBF\x0B\x80\x1D\x01\x14\xDF\x06\x84\x10\x00\x09\xBE\x1D\xAF\x0F\x04\x08\x1F\x19\xD8\x19\x91\xF4\x18\x08\x6B\xFE\x10\x2E\x51\xF2\x6E\x06\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x82\xB8\x3A\xD7\x2E\x8D\x0C\xEC\x2E\x8D\x0C\xEC\x1A\xBD\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x22\x88\x33\xDA\x26\xE8\x30\x00\x26\x5C\x2B\x39\x13\x57\x20\xE3\x2A\xEC\x12\xE0\xF4\x31\x2B\x4E\xE4\x00\x31\xD8\x0D\xCD\x2D\xE5\xE8\x10\x23\x1B\xDD\xA8\x33\x90\x29\x54\x1B\x7E\xFF\x23\x2A\xBB\xF0\xB6\x19\x6E\x06\xF7\x2F\x35\x06\x41\x20\x36\xD5\xBB\x33\xF5\xFE\x59\x18\x32\x2A\x00\x2B\x76\xE3\xD6\x29\x33\xE4\x8F\x36\x46\x18\x4F\x0C\x56\xEB\x47\x2C\xDD\x0D\x4A\x1B\xB8\x1C\x30\x13\x65\x1D\x01\x14\xDF\xFC\x54\x30\x00\x09\xBE\x1D\xAF\xDF\x04\x23\x1F\x19\xD8\x19\x91\xC7\xC5\x1A\x33\xFE\x10\x2E\x51\xE2\x6E\x22\x23\xA9\x30\xDD\xB8\x0C\x6B\x11\x55\xA4\x9F\x11\x71\x9A\xE5\xA3\x02\xDD\x44\x5E\xA7\x62\x12\x55\x2B\x41\x2D\x83\xB6\x91\xEA\x14\x79\x1D\x93\xE0\x0B\x37\xE2\xE4\x79\xCD\xBB\x02\x38\x78\xDA\x87\x40\x2E\x57\xC1\x32\xBD\x2F\x56\x2A\x0F\x8D\x0C\x5A\x6E\x18\x20\x1B\xE3\xC0\xC7\x87\x12\x34\x18\x84\x11\xD4\xE4\xA5\xC6\x08\x49\x30\x52\x11\x43\x1C\x5D\x17\x15\xB6\x48\x69\x2E\xF4\x94\x70\x27\x5B\x40\x1A\x70\x65\x35\xB0\x44\x12\xDC\xE9\x6A\x26\x84\x38\x86\x84\x53\x66\x27\x0C\xA5\x3D\xCB\x56\xFE\xD2\xA7\x0A\xB8\x7D\x18\x7B\x28\xD3\x92\x11\xDD\x7E\x6D\xCE\x68\x70\x2E\xD1\xC1\x78\x9A\xBA\xA6\x29\xE0\x4C\xF6\x3C\xD1\x4C\x22\xAE\x59\xA0\xC6\x21\x6D\x7E\xE1\xB2\xDD\x65\x7E\x94\x2A\x37\x95\xD9\x25\x9A\x26\x48\x17\xD8\x07\xAC\x7F\x47\xEC\xB3\xBA\x8F\xF5\x9A\x71\xF6\xC3\x31\x1F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test45(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x1A734761), ('P4rIngress.aggregator.bitmap_seq.seq', 0x1D33DE4B)], 10771)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x1D33DE4B, 10771)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x04), ('P4rIngress.aggregator.count_exp.exponent', 0x6A)], 10771)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x01, 10771)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xD68D1E40), ('P4rIngress.aggregator.values_v0000.hi', 0xF48B20DD)], 10771)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xF7501C00), ('P4rIngress.aggregator.values_v0001.hi', 0xEC6E1AD9)], 10771)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x1B7D223F), ('P4rIngress.aggregator.values_v0010.hi', 0x1000142C)], 10771)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x097D283F), ('P4rIngress.aggregator.values_v0011.hi', 0x284C054C)], 10771)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xDD510A80), ('P4rIngress.aggregator.values_v0100.hi', 0x15B4124E)], 10771)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x26DF2AAE), ('P4rIngress.aggregator.values_v0101.hi', 0xE6401EB1)], 10771)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xFB7E155F), ('P4rIngress.aggregator.values_v0110.hi', 0xD1F104D2)], 10771)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xF8701000), ('P4rIngress.aggregator.values_v0111.hi', 0x100009ED)], 10771)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xF39F2E37), ('P4rIngress.aggregator.values_v1000.hi', 0xD6191AB4)], 10771)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xE17A2C6F), ('P4rIngress.aggregator.values_v1001.hi', 0x0A3621CE)], 10771)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xE000169D), ('P4rIngress.aggregator.values_v1010.hi', 0x10802688)], 10771)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xF4B324F2), ('P4rIngress.aggregator.values_v1011.hi', 0xEA3F156B)], 10771)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x20471400), ('P4rIngress.aggregator.values_v1100.hi', 0xF197243A)], 10771)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xD8001E0F), ('P4rIngress.aggregator.values_v1101.hi', 0xDD051F19)], 10771)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xE763083A), ('P4rIngress.aggregator.values_v1110.hi', 0xE78A238D)], 10771)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x08002F80), ('P4rIngress.aggregator.values_v1111.hi', 0xF84D1BD5)], 10771)
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
                gc.KeyTuple('job_id', 0x19E8),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000005BE),
                gc.DataTuple('slot_count', 0x00000A71),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6E467F33),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00C),
                gc.KeyTuple('src_addr', 0xAAF8D561),
                gc.KeyTuple('src_port', 0x06EC),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x19E8),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x01BD),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAA\xF8\xD5\x61\x00\x00\x00\x00\x06\xEC\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x19\xE8\x00\x07\x6E\x46\x7F\x33\x04\x55\x01\xD6\x1D\x33\xDE\x4B\x00\x20\x00\x00\x06\xD8\x0E\xD9\x10\x00\x0C\x7B\x10\x00\x04\x80\x06\xC1\x0F\xFF\x09\xBF\x0C\x83\x07\xDE\x0A\xD8\x0B\xEE\x0C\xB0\x0D\xA4\x08\xE9\x08\x6D\x06\x80\x05\x2C\x0D\x7C\x0A\xA7\x07\x5E\xF7\x7D\x06\x73\xF0\x00\x0B\x7B\xF7\x1D\x05\xF5\xF8\x6E\x09\x06\x10\x00\x0E\xB6\x08\x21\x08\xD8\x0E\x99\x08\x00\x10\x00\x06\x3A\x08\x67\x0D\x60\xF9\x5F\x10\x00\x08\x20\x0B\xD3\xF6\x0F\x10\x00\xF2\x11\x05\x05\xF0\x00\x0A\x18\xFA\x37\x0A\xE2\x06\xEC\x0A\x00\xF1\x83\x08\xFB\xF5\x2A\x0E\xB9\xF4\xD1\x0F\x80\xF0\x00\x06\xAD\x07\x75\x06\x29\xEB\x03\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08\xEF\x6E\xC1\xCF\xFA\x6F\x84\xC7\x7B\x6E\x70\x7F\xED\xC2\xA1\x94\x6A\xA4\x1D\xF8\xC0\xDC\x5C\xAF\x60\xFB\x14\x43\xE9\x4D\x52\xB3\xA8\xB6\x8F\x9D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xAA\xF8\xD5\x61\xBE\xEF\x06\xEC\x00\xA0\x00\x00\x50\x34\x02\x82\x19\xE8\x00\x07\x6E\x46\x7F\x33\x04\x55\x01\xD6\x1D\x33\xDE\x4B\x00\x20\x00\x05\xDD\x65\x2D\x19\x10\x00\x0C\x7B\x07\x50\x20\x80\x06\xC1\x0F\xFF\x25\x3C\x2E\xC2\x07\xDE\x0A\xD8\x15\x6B\x34\xEF\x0D\xA4\x08\xE9\xE5\xBE\x11\x00\x05\x2C\x0D\x7C\x31\x86\x32\x0C\xF7\x7D\x06\x73\xEB\x7E\x20\xDA\xF7\x1D\x05\xF5\xF0\xDE\x19\x06\x10\x00\x0E\xB6\xFB\xC0\x37\x0F\x0E\x99\x08\x00\xF1\x7A\x32\xA9\x08\x67\x0D\x60\xD9\x5F\x26\x9D\x08\x20\x0B\xD3\xEA\xC2\x34\xF2\xF2\x11\x05\x05\x10\x47\x1E\x18\xFA\x37\x0A\xE2\xDE\xEC\x28\x0F\xF1\x83\x08\xFB\xDC\x8D\x16\xF3\xF4\xD1\x0F\x80\xF8\x00\x36\x2D\x07\x75\x06\x29\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x1A\x73\x47\xE1\x1D\x33\xDE\x4B\x1D\x33\xDE\x4B\x05\xD6\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xDD\x65\x2D\x19\x04\x8B\x2D\x58\x07\x50\x20\x80\xF3\x2F\x2A\xD8\x25\x3C\x2E\xC2\x17\xDE\x1F\x04\x15\x6B\x34\xEF\x35\xF0\x0E\x35\xE5\xBE\x11\x00\x1A\xE0\x1F\xCA\x31\x86\x32\x0C\xDD\xBD\x25\x24\xEB\x7E\x20\xDA\xC9\x0E\x0A\xC7\xF0\xDE\x19\x06\x20\x00\x18\xA3\xFB\xC0\x37\x0F\xE4\xB2\x22\xB4\xF1\x7A\x32\xA9\x12\x9D\x2F\x2E\xD9\x5F\x26\x9D\x18\xA0\x32\x5B\xEA\xC2\x34\xF2\xDC\x50\x1A\x70\x10\x47\x1E\x18\xEB\xCE\x2F\x1C\xDE\xEC\x28\x0F\xCE\x88\x28\x14\xDC\x8D\x16\xF3\xDC\x5B\x33\x0D\xF8\x00\x36\x2D\xFF\xC2\x21\xFE\xEB\x03\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08\xEF\x6E\xC1\xCF\xFA\x6F\x84\xC7\x7B\x6E\x70\x7F\xED\xC2\xA1\x94\x6A\xA4\x1D\xF8\xC0\xDC\x5C\xAF\x60\xFB\x14\x43\xE9\x4D\x52\xB3\xA8\xB6\x8F\x9D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test46(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x1E56548B), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 4116)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 4116)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x18), ('P4rIngress.aggregator.count_exp.exponent', 0x2C)], 4116)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4116)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x178F2B92), ('P4rIngress.aggregator.values_v0000.hi', 0xD5A62FD7)], 4116)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x1C8115C5), ('P4rIngress.aggregator.values_v0001.hi', 0x17350E0E)], 4116)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x188C0785), ('P4rIngress.aggregator.values_v0010.hi', 0xD0312527)], 4116)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x10E52E9C), ('P4rIngress.aggregator.values_v0011.hi', 0x06773000)], 4116)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x0B772DFF), ('P4rIngress.aggregator.values_v0100.hi', 0xD1CD2000)], 4116)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x0AD32040), ('P4rIngress.aggregator.values_v0101.hi', 0xE25E0A7C)], 4116)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x213D12F7), ('P4rIngress.aggregator.values_v0110.hi', 0x0B6B154F)], 4116)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x095C2000), ('P4rIngress.aggregator.values_v0111.hi', 0x30001BE6)], 4116)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xF4A425BA), ('P4rIngress.aggregator.values_v1000.hi', 0x26291500)], 4116)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x1F23148B), ('P4rIngress.aggregator.values_v1001.hi', 0xDDC72000)], 4116)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xF4002000), ('P4rIngress.aggregator.values_v1010.hi', 0x0A1C199E)], 4116)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xDCC52AA7), ('P4rIngress.aggregator.values_v1011.hi', 0x0E833000)], 4116)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x272A2000), ('P4rIngress.aggregator.values_v1100.hi', 0xEE421467)], 4116)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x125410CF), ('P4rIngress.aggregator.values_v1101.hi', 0x101F08F2)], 4116)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xEF512396), ('P4rIngress.aggregator.values_v1110.hi', 0xE337167C)], 4116)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xD5CB201C), ('P4rIngress.aggregator.values_v1111.hi', 0xF0370BD7)], 4116)
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
                gc.KeyTuple('job_id', 0xF067),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000719),
                gc.DataTuple('slot_count', 0x00000FBA),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6DA95AA5),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00B),
                gc.KeyTuple('src_addr', 0xE01AA8FD),
                gc.KeyTuple('src_port', 0xDBB4),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xF067),
                gc.DataTuple('rank', 0x0006),
                gc.DataTuple('worker_index', 0x0313),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE0\x1A\xA8\xFD\x00\x00\x00\x00\xDB\xB4\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF0\x67\x00\x06\x6D\xA9\x5A\xA5\x08\xFB\x00\xC0\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x09\x2F\x0F\xDD\x10\x00\x10\x00\x05\x3E\x0D\x7C\x0E\x65\x10\x00\x0C\xC0\x08\x14\x0D\x99\x0F\x27\xFA\xC1\x06\x1C\xF8\x57\x0A\x90\x08\xB3\x05\x56\x05\x54\x0B\xFA\x0B\xD4\x06\xC0\xF4\x6C\x0D\xEE\x08\xE7\x08\x00\xF9\xF9\x09\x47\x0E\x6F\x0B\x12\xF6\xDA\x0A\xEC\x04\x40\x08\x63\xF0\x00\x0B\xD0\xF2\xB5\x0A\x94\xFB\x4D\x06\xC9\xFA\x4D\x08\x00\xF9\xD9\x0E\x00\x06\x54\x0E\xE0\x06\xFE\x07\xE0\xF0\x00\x06\xB5\xF4\x00\x0B\x80\x0A\x7D\x0D\x80\xF6\x5C\x0B\x7D\xF8\xF0\x10\x00\x10\x00\x04\x00\x0C\x00\x0B\x3D\x07\xFD\x0D\x27\x40\xA7\x0B\x9C\x12\xFA\x56\x5E\x8C\xB6\x78\x4B\xBF\x6B\xB3\xDC\x39\xF7\x8E\x5D\xED\xC5\x55\x3C\x18\x13\xA4\x4A\xD9\xE6\x99\xB8\xEC\xCB\x73\xA9\xC4\x89\x37\x76\xF6\xF4\xDE\x85\x53\x21\x75\x15\xBC\x92\xB4\xFC\xEF\xCE\xF4\x0B\xF0\x04\x9C\x17\x99\xD9\x91\x34\x34\xD3\x55\xD3\xD5\xDE\x1C\xD1\x0E\x1B\x66\x06\x68\x8D\x53\x88\xDD\x07\xDD\x86\xA0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE0\x1A\xA8\xFD\xBE\xEF\xDB\xB4\x00\xA0\x00\x00\x50\x34\x02\x82\xF0\x67\x00\x06\x6D\xA9\x5A\xA5\x08\xFB\x00\xC0\xFF\xFF\xFF\xFF\x00\x20\x00\x19\x20\xBE\x3B\x6F\x10\x00\x10\x00\x21\xBF\x23\x41\x0E\x65\x10\x00\x25\x4C\x0F\x99\x0D\x99\x0F\x27\x0B\xA6\x34\xB8\xF8\x57\x0A\x90\x14\x2A\x33\x55\x05\x54\x0B\xFA\x16\xA7\x27\x00\xF4\x6C\x0D\xEE\x2A\x24\x1A\xF7\xF9\xF9\x09\x47\x17\xCB\x2B\x12\xF6\xDA\x0A\xEC\xF8\xE4\x2E\x1D\xF0\x00\x0B\xD0\x11\xD8\x1F\x1F\xFB\x4D\x06\xC9\xEE\x4D\x28\x00\xF9\xD9\x0E\x00\xE3\x19\x39\x87\x06\xFE\x07\xE0\x17\x2A\x26\xB5\xF4\x00\x0B\x80\x1C\xD1\x1E\x4F\xF6\x5C\x0B\x7D\xE8\x41\x33\x96\x10\x00\x04\x00\xE1\xCB\x2B\x59\x07\xFD\x0D\x27\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x1E\x56\x54\xCB\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x19\xC0\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x20\xBE\x3B\x6F\xE5\xA6\x3F\xD7\x21\xBF\x23\x41\x25\x9A\x1E\x0E\x25\x4C\x0F\x99\xDD\xCA\x34\x4E\x0B\xA6\x34\xB8\xFE\xCE\x3A\x90\x14\x2A\x33\x55\xD7\x21\x2B\xFA\x16\xA7\x27\x00\xD6\xCA\x18\x6A\x2A\x24\x1A\xF7\x05\x64\x1E\x96\x17\xCB\x2B\x12\x26\xDA\x26\xD2\xF8\xE4\x2E\x1D\x16\x29\x20\xD0\x11\xD8\x1F\x1F\xD9\x14\x26\xC9\xEE\x4D\x28\x00\x03\xF5\x27\x9E\xE3\x19\x39\x87\x15\x81\x37\xE0\x17\x2A\x26\xB5\xE2\x42\x1F\xE7\x1C\xD1\x1E\x4F\x06\x7B\x14\x6F\xE8\x41\x33\x96\xF3\x37\x1A\x7C\xE1\xCB\x2B\x59\xF8\x34\x18\xFE\x40\xA7\x0B\x9C\x12\xFA\x56\x5E\x8C\xB6\x78\x4B\xBF\x6B\xB3\xDC\x39\xF7\x8E\x5D\xED\xC5\x55\x3C\x18\x13\xA4\x4A\xD9\xE6\x99\xB8\xEC\xCB\x73\xA9\xC4\x89\x37\x76\xF6\xF4\xDE\x85\x53\x21\x75\x15\xBC\x92\xB4\xFC\xEF\xCE\xF4\x0B\xF0\x04\x9C\x17\x99\xD9\x91\x34\x34\xD3\x55\xD3\xD5\xDE\x1C\xD1\x0E\x1B\x66\x06\x68\x8D\x53\x88\xDD\x07\xDD\x86\xA0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test47(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xEBF3D7BD), ('P4rIngress.aggregator.bitmap_seq.seq', 0x900464D9)], 4011)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x900464D9, 4011)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0F), ('P4rIngress.aggregator.count_exp.exponent', 0x9A)], 4011)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4011)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x0FFE0800), ('P4rIngress.aggregator.values_v0000.hi', 0x2FAD17B0)], 4011)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xF94F0FE8), ('P4rIngress.aggregator.values_v0001.hi', 0x174F282D)], 4011)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xFA130911), ('P4rIngress.aggregator.values_v0010.hi', 0x1C073000)], 4011)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xD4DB056B), ('P4rIngress.aggregator.values_v0011.hi', 0x2D6A15B3)], 4011)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xD3B62663), ('P4rIngress.aggregator.values_v0100.hi', 0xF0001D82)], 4011)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x27B60890), ('P4rIngress.aggregator.values_v0101.hi', 0x2D783000)], 4011)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x15D329D0), ('P4rIngress.aggregator.values_v0110.hi', 0xDB09211A)], 4011)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x298C1880), ('P4rIngress.aggregator.values_v0111.hi', 0xFA9907D2)], 4011)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xDD572400), ('P4rIngress.aggregator.values_v1000.hi', 0x1A2C2000)], 4011)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x286E06F5), ('P4rIngress.aggregator.values_v1001.hi', 0xE0002000)], 4011)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x17DD2319), ('P4rIngress.aggregator.values_v1010.hi', 0xD0002800)], 4011)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xD67412FB), ('P4rIngress.aggregator.values_v1011.hi', 0xD6BD3000)], 4011)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xDD3B3000), ('P4rIngress.aggregator.values_v1100.hi', 0x1B442000)], 4011)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xD0001D7B), ('P4rIngress.aggregator.values_v1101.hi', 0x13151000)], 4011)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x30002000), ('P4rIngress.aggregator.values_v1110.hi', 0xDDB71C18)], 4011)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x287F20FB), ('P4rIngress.aggregator.values_v1111.hi', 0x22130435)], 4011)
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
                gc.KeyTuple('job_id', 0x88BD),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FAB),
                gc.DataTuple('slot_count', 0x000004C3),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x75906BDA),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x5C64022F),
                gc.KeyTuple('src_port', 0x64E6),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x88BD),
                gc.DataTuple('rank', 0x0006),
                gc.DataTuple('worker_index', 0x00B1),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5C\x64\x02\x2F\x00\x00\x00\x00\x64\xE6\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x88\xBD\x00\x06\x75\x90\x6B\xDA\x00\x00\x02\x5A\x90\x04\x64\xD9\x00\x20\x00\x00\xF0\x0B\x10\x00\x05\xAD\x10\x00\x0A\xC5\x10\x00\x09\x41\x0C\x00\x10\x00\x09\x0E\xF7\x35\x09\xEB\xF7\x15\x10\x00\x0E\x9E\x08\x00\xF3\x93\x08\xDB\xF0\x00\x0E\x35\x0D\x22\x10\x00\xF7\x9E\x10\x00\xF6\xBB\x0E\x85\xF0\x00\x07\xE4\x0C\x29\x08\x68\xF6\x45\x09\x6F\x06\xCB\x08\x00\xF6\x27\x05\x4F\xF8\xE8\x0D\x44\xF8\x34\x09\xD7\xF0\x83\x09\x80\xFB\xAA\x0E\x00\x05\xE2\x0E\x99\x10\x00\x0F\x30\x0C\x2B\x10\x00\x09\x13\x0A\x98\x0A\x19\x0C\xD4\xFC\x00\x0D\x16\xFB\xA4\x05\x4B\xF1\x48\x0C\x00\xF2\x63\x0E\x08\xFB\xFB\x05\xAC\xA7\xDF\x89\x17\xFA\x0A\x40\x4E\xDA\x03\x5D\x8B\x8F\x82\xC5\x8F\x57\xAC\x30\xDD\x3C\xEC\x65\x49\x34\x9C\x1F\x00\xA8\x8B\x9D\x8F\xE7\xD1\x7E\x47\x69\xF9\x8C\xF2\xC8\x3D\x3E\x34\xDB\x96\x88\xA1\x12\x52\xE0\xCC\xA6\x7D\x95\xAE\x59\x61\x47\x96\x81\x0D\x5D\x82\xA0\x8E\xA0\xEF\xBC\x13\x76\x38\x7C\x7D\xC1\xC3\x71\xD5\xB9\x5D\x9F\xC7\xCD\x32\xC1\x02\xBC\xED\x45\xD8\x4C\xC5\x9F\x1B\x4B\xC2\x66\x42\xE9\x08\xD8\xE8\x3C\x4B\x2A\xB5\x60\x85\x19\x47\x61\x38\x3D\xE3\x5B\xEA\xA2\x89\x02\xF7\x89\x13\xD5\x3A\xF3\xCB\xE6\x7C\xAE\xA7\xA1\xD5\x23\xCA\xCF\x07\xF8\x0E\x29\xE4\xBD\x96\xF4\x46\x7C\x00\xF4\x1A\x35\x19'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x5C\x64\x02\x2F\xBE\xEF\x64\xE6\x00\xA0\x00\x00\x50\x34\x02\x82\x88\xBD\x00\x06\x75\x90\x6B\xDA\x00\x00\x00\x5A\x90\x04\x64\xD9\x00\x20\x00\x10\x00\x09\x18\x00\x05\xAD\x10\x00\x04\x14\x1F\xE8\x09\x41\x0C\x00\x0A\x13\x12\x1F\xF7\x35\x09\xEB\xCB\xF0\x15\x6B\x0E\x9E\x08\x00\xC7\x49\x2F\x3E\xF0\x00\x0E\x35\x34\xD8\x18\x90\xF7\x9E\x10\x00\x0C\x8E\x38\x55\xF0\x00\x07\xE4\x35\xB5\x20\xE8\xF6\x45\x09\x6F\xE4\x22\x2C\x00\xF6\x27\x05\x4F\x21\x56\x14\x39\xF8\x34\x09\xD7\x08\x60\x2C\x99\xFB\xAA\x0E\x00\xDC\x56\x21\x94\x10\x00\x0F\x30\xE9\x66\x40\x00\x09\x13\x0A\x98\xDA\x19\x2A\x4F\xFC\x00\x0D\x16\x2B\xA4\x25\x4B\xF1\x48\x0C\x00\x1A\xE2\x2F\x03\xFB\xFB\x05\xAC\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xEB\xF3\xD7\xFD\x90\x04\x64\xD9\x90\x04\x64\xD9\x10\x9A\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x09\x18\x00\x35\x5A\x27\xB0\x04\x14\x1F\xE8\x20\x90\x34\x2D\x0A\x13\x12\x1F\x13\x3C\x39\xEB\xCB\xF0\x15\x6B\x3C\x08\x1D\xB3\xC7\x49\x2F\x3E\xE0\x00\x2B\xB7\x34\xD8\x18\x90\x25\x16\x40\x00\x0C\x8E\x38\x55\xCB\x09\x28\xFE\x35\xB5\x20\xE8\xF0\xDE\x11\x41\xE4\x22\x2C\x00\x10\x53\x25\x4F\x21\x56\x14\x39\xD8\x34\x29\xD7\x08\x60\x2C\x99\xCB\xAA\x36\x00\xDC\x56\x21\x94\xE6\xBD\x3F\x30\xE9\x66\x40\x00\x24\x57\x2A\x98\xDA\x19\x2A\x4F\x0F\x15\x1D\x16\x2B\xA4\x25\x4B\xCE\xFF\x28\x18\x1A\xE2\x2F\x03\x1E\x0E\x09\xE1\xA7\xDF\x89\x17\xFA\x0A\x40\x4E\xDA\x03\x5D\x8B\x8F\x82\xC5\x8F\x57\xAC\x30\xDD\x3C\xEC\x65\x49\x34\x9C\x1F\x00\xA8\x8B\x9D\x8F\xE7\xD1\x7E\x47\x69\xF9\x8C\xF2\xC8\x3D\x3E\x34\xDB\x96\x88\xA1\x12\x52\xE0\xCC\xA6\x7D\x95\xAE\x59\x61\x47\x96\x81\x0D\x5D\x82\xA0\x8E\xA0\xEF\xBC\x13\x76\x38\x7C\x7D\xC1\xC3\x71\xD5\xB9\x5D\x9F\xC7\xCD\x32\xC1\x02\xBC\xED\x45\xD8\x4C\xC5\x9F\x1B\x4B\xC2\x66\x42\xE9\x08\xD8\xE8\x3C\x4B\x2A\xB5\x60\x85\x19\x47\x61\x38\x3D\xE3\x5B\xEA\xA2\x89\x02\xF7\x89\x13\xD5\x3A\xF3\xCB\xE6\x7C\xAE\xA7\xA1\xD5\x23\xCA\xCF\x07\xF8\x0E\x29\xE4\xBD\x96\xF4\x46\x7C\x00\xF4\x1A\x35\x19'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test48(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x681C2332), ('P4rIngress.aggregator.bitmap_seq.seq', 0xE0000000)], 4612)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xE0000000, 4612)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x12), ('P4rIngress.aggregator.count_exp.exponent', 0xD0)], 4612)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 4612)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xE20E15F3), ('P4rIngress.aggregator.values_v0000.hi', 0xD64B2FFE)], 4612)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x12FA2276), ('P4rIngress.aggregator.values_v0001.hi', 0xE1DD21AF)], 4612)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xE1F51000), ('P4rIngress.aggregator.values_v0010.hi', 0x1C000953)], 4612)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xDF7009F7), ('P4rIngress.aggregator.values_v0011.hi', 0xF74F2D00)], 4612)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xF357126F), ('P4rIngress.aggregator.values_v0100.hi', 0x1CAD2E4F)], 4612)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x20932ED8), ('P4rIngress.aggregator.values_v0101.hi', 0xE8F521F0)], 4612)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xD2E82000), ('P4rIngress.aggregator.values_v0110.hi', 0x054529B7)], 4612)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xEDD31400), ('P4rIngress.aggregator.values_v0111.hi', 0x1000274D)], 4612)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xE00016A7), ('P4rIngress.aggregator.values_v1000.hi', 0xD83118D3)], 4612)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x2A3F1F11), ('P4rIngress.aggregator.values_v1001.hi', 0xD4002400)], 4612)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x30000800), ('P4rIngress.aggregator.values_v1010.hi', 0x0A532000)], 4612)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xEC000770), ('P4rIngress.aggregator.values_v1011.hi', 0xD44107AB)], 4612)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x0D561962), ('P4rIngress.aggregator.values_v1100.hi', 0x2F9E2000)], 4612)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x2DD206A6), ('P4rIngress.aggregator.values_v1101.hi', 0xD81D2000)], 4612)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xE5700AB5), ('P4rIngress.aggregator.values_v1110.hi', 0x187B0681)], 4612)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xE9370EB4), ('P4rIngress.aggregator.values_v1111.hi', 0x07DE1D24)], 4612)
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
                gc.KeyTuple('job_id', 0x9D6C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000005ED),
                gc.DataTuple('slot_count', 0x000014F3),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA1BBA01F),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xFC881E18),
                gc.KeyTuple('src_port', 0x9F30),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9D6C),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x03E0),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFC\x88\x1E\x18\x00\x00\x00\x00\x9F\x30\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9D\x6C\x00\x16\xA1\xBB\xA0\x1F\x0C\x17\x06\xA4\xE0\x00\x00\x00\x00\x20\x00\x00\x04\x8D\x0D\x0F\x0B\x48\x0B\xDA\x0E\x27\x06\xD5\x0A\x33\x06\xD4\xFA\xFA\x04\x00\xF1\x3D\x08\x00\x06\x37\x08\x00\x0E\xE2\x0B\x53\xFA\xFD\x05\x71\xF2\xD1\x0B\x9F\x0F\xA8\x0B\x84\xF8\x2B\x05\xBB\x0E\xC9\x10\x00\x06\xF7\x0B\x70\x09\x6B\x0B\xC8\xF0\x32\x09\x00\xF0\x37\x0E\x4C\x04\x79\x09\xFA\x10\x00\x08\xF4\x08\xC1\x06\xA5\x07\xAD\x07\xAE\x10\x00\x08\x08\x04\x00\x0C\x43\xFC\x00\x0B\xDB\xF4\xC2\x10\x00\xF6\x43\x06\x27\x04\x00\x10\x00\xF3\xC8\x10\x00\x08\x00\x04\x00\x06\x88\x10\x00\x06\x6A\x09\x00\x0B\x54\x10\x00\xC8\x8E\x23\x3F\x05\x90\xAE\x19\x15\x1B\x02\x83\x07\x7A\xB4\x73\x26\xC5\x27\x62\x00\x11\x94\xF6\xB0\x3B\x50\x57\xED\xB4\xF8\xF4\xB5\x9F\x4F\xDF\xB0\xAE\xAC\x35\x55\xE9\xF1\xAC\x19\x3E\xBE\x08\xB1\x3E\x31\xC8\x69\x67\xD8\x53\x41\xA0\x7D\x91\x6B\xA5\x5C\x2A\x29\x8B\x35\xA8\x21\xD1\x3B\xDD\x1D\x1B\xE7\x19\x37\xE6\xFD\xD9\x1D\xB9\x2E\x30\x72\xDF\x84\xC2\x66\x00\xE8\xF6\xE0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xFC\x88\x1E\x18\xBE\xEF\x9F\x30\x00\xA0\x00\x00\x50\x34\x02\x82\x9D\x6C\x00\x16\xA1\xBB\xA0\x1F\x0C\x17\x00\xA4\xE0\x00\x00\x00\x00\x20\x00\x13\xE6\x9B\x23\x02\x0B\x48\x0B\xDA\x21\x21\x29\x4B\x0A\x33\x06\xD4\xDC\xEF\x14\x00\xF1\x3D\x08\x00\xE5\xA7\x11\xF7\x0E\xE2\x0B\x53\xEE\x54\x17\xE0\xF2\xD1\x0B\x9F\x30\x3B\x3A\x5C\xF8\x2B\x05\xBB\xE1\xB1\x30\x00\x06\xF7\x0B\x70\xF7\x3E\x1F\xC8\xF0\x32\x09\x00\xD0\x37\x24\xF3\x04\x79\x09\xFA\x3A\x3F\x28\x05\x08\xC1\x06\xA5\x37\xAD\x0F\xAE\x10\x00\x08\x08\xF0\x00\x13\xB3\xFC\x00\x0B\xDB\x02\x18\x29\x62\xF6\x43\x06\x27\x31\xD2\x16\xA6\xF3\xC8\x10\x00\xED\x70\x0E\xB5\x06\x88\x10\x00\xEF\xA1\x17\xB4\x0B\x54\x10\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x68\x5C\x23\x32\xE0\x00\x00\x00\xE0\x00\x00\x00\x13\xD0\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xE6\x9B\x23\x02\xE1\x93\x3B\xD8\x21\x21\x29\x4B\xEC\x10\x28\x83\xDC\xEF\x14\x00\x0D\x3D\x11\x53\xE5\xA7\x11\xF7\x06\x31\x38\x53\xEE\x54\x17\xE0\x0F\x7E\x39\xEE\x30\x3B\x3A\x5C\xE1\x20\x27\xAB\xE1\xB1\x30\x00\x0C\x3C\x35\x27\xF7\x3E\x1F\xC8\x00\x32\x30\x4D\xD0\x37\x24\xF3\xDC\xAA\x22\xCD\x3A\x3F\x28\x05\xDC\xC1\x2A\xA5\x37\xAD\x0F\xAE\x1A\x53\x28\x08\xF0\x00\x13\xB3\xD0\x41\x13\x86\x02\x18\x29\x62\x25\xE1\x26\x27\x31\xD2\x16\xA6\xCB\xE5\x30\x00\xED\x70\x0E\xB5\x1F\x03\x16\x81\xEF\xA1\x17\xB4\x13\x32\x2D\x24\xC8\x8E\x23\x3F\x05\x90\xAE\x19\x15\x1B\x02\x83\x07\x7A\xB4\x73\x26\xC5\x27\x62\x00\x11\x94\xF6\xB0\x3B\x50\x57\xED\xB4\xF8\xF4\xB5\x9F\x4F\xDF\xB0\xAE\xAC\x35\x55\xE9\xF1\xAC\x19\x3E\xBE\x08\xB1\x3E\x31\xC8\x69\x67\xD8\x53\x41\xA0\x7D\x91\x6B\xA5\x5C\x2A\x29\x8B\x35\xA8\x21\xD1\x3B\xDD\x1D\x1B\xE7\x19\x37\xE6\xFD\xD9\x1D\xB9\x2E\x30\x72\xDF\x84\xC2\x66\x00\xE8\xF6\xE0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test49(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x1E522114), ('P4rIngress.aggregator.bitmap_seq.seq', 0x1D260000)], 4733)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x1D260000, 4733)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0E), ('P4rIngress.aggregator.count_exp.exponent', 0xB4)], 4733)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 4733)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x300005DB), ('P4rIngress.aggregator.values_v0000.hi', 0x0C0118CE)], 4733)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x200016CF), ('P4rIngress.aggregator.values_v0001.hi', 0xE90E1A5A)], 4733)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x1B39263D), ('P4rIngress.aggregator.values_v0010.hi', 0x29F51550)], 4733)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x2A751200), ('P4rIngress.aggregator.values_v0011.hi', 0xF8960E3D)], 4733)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x2C000896), ('P4rIngress.aggregator.values_v0100.hi', 0xE7B429B3)], 4733)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x179F097C), ('P4rIngress.aggregator.values_v0101.hi', 0x0721104F)], 4733)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xED9B24BF), ('P4rIngress.aggregator.values_v0110.hi', 0xD4B21864)], 4733)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x14B11F84), ('P4rIngress.aggregator.values_v0111.hi', 0xF4002932)], 4733)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x0AB70696), ('P4rIngress.aggregator.values_v1000.hi', 0xDBDB3000)], 4733)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xEB962166), ('P4rIngress.aggregator.values_v1001.hi', 0x25F01000)], 4733)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xDDC90B2E), ('P4rIngress.aggregator.values_v1010.hi', 0x29BD1C30)], 4733)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x0DF93000), ('P4rIngress.aggregator.values_v1011.hi', 0x21F6070D)], 4733)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x1000164D), ('P4rIngress.aggregator.values_v1100.hi', 0x077F1380)], 4733)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x0E281C00), ('P4rIngress.aggregator.values_v1101.hi', 0xDBE71227)], 4733)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x20001FFA), ('P4rIngress.aggregator.values_v1110.hi', 0x25AD1651)], 4733)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xE0002899), ('P4rIngress.aggregator.values_v1111.hi', 0x22EF103B)], 4733)
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
                gc.KeyTuple('job_id', 0xC1CD),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000EE6),
                gc.DataTuple('slot_count', 0x00000D4C),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x281AA6AA),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02A),
                gc.KeyTuple('src_addr', 0x69E3C7B0),
                gc.KeyTuple('src_port', 0x963E),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xC1CD),
                gc.DataTuple('rank', 0x0012),
                gc.DataTuple('worker_index', 0x0384),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x69\xE3\xC7\xB0\x00\x00\x00\x00\x96\x3E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC1\xCD\x00\x12\x28\x1A\xA6\xAA\x03\x97\x06\xC4\x1D\x26\x00\x00\x00\x20\x00\x00\xF0\x00\x08\x9A\x10\x00\x10\x00\xF0\x00\x0C\x35\x0F\x97\x0B\x49\x0F\x1A\x0F\x34\xF2\x6E\x06\x9A\xF7\x57\x04\x67\xF5\xCC\x0A\x40\xF0\x00\x0E\x34\x05\x64\x0D\x35\xF8\xC1\x04\x00\x06\xFB\x0B\x15\x05\x39\x04\x10\x0D\x5B\x08\x00\x05\xCE\x05\xA5\x07\x92\x09\x8E\x04\xBC\x0B\x96\x08\x1E\x08\x00\xF3\xBD\x0A\x64\x06\xA1\x0C\x00\xF8\x8A\x0C\x96\x10\x00\x10\x00\xF0\x00\x0E\xD4\x0A\xFB\x06\xED\x10\x00\x08\x00\xF8\x00\x06\x79\x10\x00\x0D\x99\x08\xD4\x08\x88\x09\x31\x08\xFE\x04\x97\x08\x00\xFC\x00\x06\x0D\x07\x35\x0B\xA0\x64\x53\x98\x26\x93\x9E\x81\x48\x91\x1D\x14\xE8\xA7\xA4\xA7\x60\x8C\x6A\xAB\x90\xD3\xD2\x66\x87\xD4\x8F\x0F\x2F\x57\xE6\xC2\x06\x03\xCE\x12\xB3\xF3\x55\x9F\x1D\xF1\xD3\xEA\xDF\xEF\x75\xC0\xAA\xE5\x61\x01\x68\x6F\x69\x1F\x8F\xA1\x65\xB4\x73\x7B\x73\x73\x0E\x54\xEF\xA3\x9E\xA3\x7A\xB0\x6E\x9A\x9B\x32\xCE\xB9\x1F\xC3\x1D\xAC\x6F\x4E\xD0\x34\x06\x98\x74\x09\xB5\x43\xA8\x53\x52\xA8\x3C\xD9\x36\xAC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x69\xE3\xC7\xB0\xBE\xEF\x96\x3E\x00\xA0\x00\x00\x50\x34\x02\x82\xC1\xCD\x00\x12\x28\x1A\xA6\xAA\x03\x97\x00\xC4\x1D\x26\x00\x00\x00\x20\x00\x0F\x20\x00\x0E\x75\x10\x00\x10\x00\x10\x00\x23\x04\x0F\x97\x0B\x49\x2A\x53\x35\x71\xF2\x6E\x06\x9A\x21\xCC\x16\x67\xF5\xCC\x0A\x40\x1C\x00\x16\xCA\x05\x64\x0D\x35\x10\x60\x0D\x7C\x06\xFB\x0B\x15\xF2\xD4\x28\xCF\x0D\x5B\x08\x00\x1A\x7F\x25\x29\x07\x92\x09\x8E\x0F\x73\x12\x2C\x08\x1E\x08\x00\xDF\x53\x2B\xCA\x06\xA1\x0C\x00\xD6\x53\x17\xC4\x10\x00\x10\x00\xFD\xF9\x3E\xD4\x0A\xFB\x06\xED\x20\x00\x1E\x4D\xF8\x00\x06\x79\x1E\x28\x29\x99\x08\xD4\x08\x88\x29\x31\x28\xF8\x04\x97\x08\x00\xDC\x00\x2E\xA6\x07\x35\x0B\xA0\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x1E\x56\x21\x14\x1D\x26\x00\x00\x1D\x26\x00\x00\x0F\xC4\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x20\x00\x0E\x75\x1C\x01\x28\xCE\x10\x00\x23\x04\xF8\xA5\x25\xA3\x2A\x53\x35\x71\x1C\x63\x1B\xEA\x21\xCC\x16\x67\xEE\x62\x18\x7D\x1C\x00\x16\xCA\xED\x18\x36\xE8\x10\x60\x0D\x7C\x0E\x1C\x1B\x64\xF2\xD4\x28\xCF\xE2\x0D\x20\x64\x1A\x7F\x25\x29\xFB\x92\x32\xC0\x0F\x73\x12\x2C\xE3\xF9\x38\x00\xDF\x53\x2B\xCA\x2C\x91\x1C\x00\xD6\x53\x17\xC4\x39\xBD\x2C\x30\xFD\xF9\x3E\xD4\x2C\xF1\x0D\xFA\x20\x00\x1E\x4D\xFF\x7F\x19\xF9\x1E\x28\x29\x99\xE4\xBB\x1A\xAF\x29\x31\x28\xF8\x2A\x44\x1E\x51\xDC\x00\x2E\xA6\x2A\x24\x1B\xDB\x64\x53\x98\x26\x93\x9E\x81\x48\x91\x1D\x14\xE8\xA7\xA4\xA7\x60\x8C\x6A\xAB\x90\xD3\xD2\x66\x87\xD4\x8F\x0F\x2F\x57\xE6\xC2\x06\x03\xCE\x12\xB3\xF3\x55\x9F\x1D\xF1\xD3\xEA\xDF\xEF\x75\xC0\xAA\xE5\x61\x01\x68\x6F\x69\x1F\x8F\xA1\x65\xB4\x73\x7B\x73\x73\x0E\x54\xEF\xA3\x9E\xA3\x7A\xB0\x6E\x9A\x9B\x32\xCE\xB9\x1F\xC3\x1D\xAC\x6F\x4E\xD0\x34\x06\x98\x74\x09\xB5\x43\xA8\x53\x52\xA8\x3C\xD9\x36\xAC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test50(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x5D6D6C12), ('P4rIngress.aggregator.bitmap_seq.seq', 0x30B4F31E)], 6507)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x30B4F31E, 6507)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0C), ('P4rIngress.aggregator.count_exp.exponent', 0xEB)], 6507)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 6507)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x118D208F), ('P4rIngress.aggregator.values_v0000.hi', 0x1EBA1EC0)], 6507)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xD0001C8F), ('P4rIngress.aggregator.values_v0001.hi', 0x298607CC)], 6507)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x239C05BE), ('P4rIngress.aggregator.values_v0010.hi', 0xD1C92C77)], 6507)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x19811ECA), ('P4rIngress.aggregator.values_v0011.hi', 0x2C842000)], 6507)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xEA79223B), ('P4rIngress.aggregator.values_v0100.hi', 0xD78D3000)], 6507)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xEC7629A7), ('P4rIngress.aggregator.values_v0101.hi', 0xEF5C2658)], 6507)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x2E0F163E), ('P4rIngress.aggregator.values_v0110.hi', 0x124B0A30)], 6507)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x28E325EA), ('P4rIngress.aggregator.values_v0111.hi', 0x15700663)], 6507)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x19321400), ('P4rIngress.aggregator.values_v1000.hi', 0xD4000800)], 6507)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xDB7B2000), ('P4rIngress.aggregator.values_v1001.hi', 0x18642000)], 6507)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xF8020700), ('P4rIngress.aggregator.values_v1010.hi', 0xE95B1850)], 6507)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xFA8B2649), ('P4rIngress.aggregator.values_v1011.hi', 0x0D191D47)], 6507)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x27CF0E4C), ('P4rIngress.aggregator.values_v1100.hi', 0x277C1B1D)], 6507)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x21D71031), ('P4rIngress.aggregator.values_v1101.hi', 0x08000800)], 6507)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xE1E92000), ('P4rIngress.aggregator.values_v1110.hi', 0x2887121C)], 6507)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xF31B2000), ('P4rIngress.aggregator.values_v1111.hi', 0x300024CB)], 6507)
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
                gc.KeyTuple('job_id', 0xE6F4),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000096B),
                gc.DataTuple('slot_count', 0x0000163F),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x148CD719),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x022),
                gc.KeyTuple('src_addr', 0x65838075),
                gc.KeyTuple('src_port', 0xBDAB),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xE6F4),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x008E),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x65\x83\x80\x75\x00\x00\x00\x00\xBD\xAB\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE6\xF4\x00\x03\x14\x8C\xD7\x19\x10\x00\x00\x77\x30\xB4\xF3\x1E\x00\x20\x00\x00\xF9\xAD\x08\x00\x0D\x89\x10\x00\x0D\xF9\x0F\x03\xFB\xFE\x10\x00\x08\x00\x0E\x40\xF5\x73\x0B\x75\x08\x00\x0E\x4C\x09\x9C\x09\x75\x07\xA2\x10\x00\x10\x00\x05\x68\xF3\xC8\x0C\xAB\x10\x00\x08\x00\x09\x52\x07\x5D\xF1\x85\x08\x8E\x05\xBE\x0C\xD9\x0B\x5E\x08\x00\xF6\xEE\x10\x00\x0A\x43\x0C\x83\xF8\x99\x0D\x29\xF0\x00\x0C\xF9\xF9\xFB\x09\xC0\xF2\xE0\x0D\x40\xF8\xE8\x04\x00\x04\x00\x0D\xB3\x10\x00\x10\x00\xF1\xCF\x0B\x3D\xFA\xB3\x10\x00\xF0\x00\x10\x00\xF1\x26\x07\xC0\xF0\xEC\x0F\x25\x08\xF0\x10\x00\x0C\x6A\x05\x69\x35\x76\xC5\x7D\xB2\xBC\x3A\x13\xE1\x27\x44\x77\x60\x06\xBA\x19\xED\xC4\x48\x3B\x22\x28\x4C\xD5\x03\x0B\xD9\x9E\x35\xFD\x75\x6C\x64\xEA\x5F\x8A\x28\x6A\x7B\x67\x42\x83\xEB\x27\xED\xFE\x2B\x00\xEA\xE5\xC8\xFB\x28\x0B\x08\x51\x2D\x21\xFE\x32\x6B\x2F\xC3\x50\x96\xE7\x45\x9E\x79\x61\xBE\x1C\x17\x45\x4F\x5F\x5C\x14\x53\x67\x58\xE2\x15\x0B\x4D\xBA\x83\x5D\xB2\x1E\x7C\xEC\x32\x0C\xB4\x26\x10\x2E\x87\x25\xC2\xB9\x7A\x27\xE9\x18\x9A\x09\x9F\x18\x78\x1C\xFB\x8A\x6C\x7F\xD4\xD1\x9D\x87\x62\x3D\xD2\xD1\xF8\xC9\xFF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x65\x83\x80\x75\xBE\xEF\xBD\xAB\x00\xA0\x00\x00\x50\x34\x02\x82\xE6\xF4\x00\x03\x14\x8C\xD7\x19\x10\x00\x00\x77\x30\xB4\xF3\x1E\x00\x20\x00\x0D\x0B\x3A\x28\x8F\x0D\x89\x10\x00\xDD\xF9\x2B\x92\xFB\xFE\x10\x00\x2B\x9C\x13\xFE\xF5\x73\x0B\x75\x21\x81\x2D\x16\x09\x9C\x09\x75\xF2\x1B\x32\x3B\x10\x00\x05\x68\xE0\x3E\x36\x52\x10\x00\x08\x00\x37\x61\x1D\x9B\xF1\x85\x08\x8E\x2E\xA1\x32\xC3\x0B\x5E\x08\x00\x10\x20\x24\x00\x0A\x43\x0C\x83\xD4\x14\x2D\x29\xF0\x00\x0C\xF9\xF1\xFD\x10\xC0\xF2\xE0\x0D\x40\xF3\x73\x2A\x49\x04\x00\x0D\xB3\x37\xCF\x1E\x4C\xF1\xCF\x0B\x3D\x1C\x8A\x20\x31\xF0\x00\x10\x00\xD3\x0F\x27\xC0\xF0\xEC\x0F\x25\xFC\x0B\x30\x00\x0C\x6A\x05\x69\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x5D\x6D\x6C\x1A\x30\xB4\xF3\x1E\x30\xB4\xF3\x1E\x0D\xEB\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x0B\x3A\x28\x8F\x2C\x43\x2E\xC0\xDD\xF9\x2B\x92\x25\x84\x17\xCC\x2B\x9C\x13\xFE\xC7\x3C\x37\xEC\x21\x81\x2D\x16\x36\x20\x29\x75\xF2\x1B\x32\x3B\xE7\x8D\x35\x68\xE0\x3E\x36\x52\xFF\x5C\x2E\x58\x37\x61\x1D\x9B\x03\xD0\x12\xBE\x2E\xA1\x32\xC3\x20\xCE\x0E\x63\x10\x20\x24\x00\xDE\x43\x14\x83\xD4\x14\x2D\x29\x08\x64\x2C\xF9\xF1\xFD\x10\xC0\xDC\x3B\x25\x90\xF3\x73\x2A\x49\x11\x19\x2A\xFA\x37\xCF\x1E\x4C\x19\x4B\x26\x5A\x1C\x8A\x20\x31\xF8\x00\x18\x00\xD3\x0F\x27\xC0\x19\x73\x21\x41\xFC\x0B\x30\x00\x3C\x6A\x2A\x34\x35\x76\xC5\x7D\xB2\xBC\x3A\x13\xE1\x27\x44\x77\x60\x06\xBA\x19\xED\xC4\x48\x3B\x22\x28\x4C\xD5\x03\x0B\xD9\x9E\x35\xFD\x75\x6C\x64\xEA\x5F\x8A\x28\x6A\x7B\x67\x42\x83\xEB\x27\xED\xFE\x2B\x00\xEA\xE5\xC8\xFB\x28\x0B\x08\x51\x2D\x21\xFE\x32\x6B\x2F\xC3\x50\x96\xE7\x45\x9E\x79\x61\xBE\x1C\x17\x45\x4F\x5F\x5C\x14\x53\x67\x58\xE2\x15\x0B\x4D\xBA\x83\x5D\xB2\x1E\x7C\xEC\x32\x0C\xB4\x26\x10\x2E\x87\x25\xC2\xB9\x7A\x27\xE9\x18\x9A\x09\x9F\x18\x78\x1C\xFB\x8A\x6C\x7F\xD4\xD1\x9D\x87\x62\x3D\xD2\xD1\xF8\xC9\xFF'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test51(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x5A8DE65A), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 4096)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 4096)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x11), ('P4rIngress.aggregator.count_exp.exponent', 0x0B)], 4096)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4096)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x18001200), ('P4rIngress.aggregator.values_v0000.hi', 0x0B3D23D1)], 4096)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x2C2E2000), ('P4rIngress.aggregator.values_v0001.hi', 0x2B1E18D1)], 4096)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xD4002A4F), ('P4rIngress.aggregator.values_v0010.hi', 0x0C5C2680)], 4096)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xEFBF04A2), ('P4rIngress.aggregator.values_v0011.hi', 0xF0772000)], 4096)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x0D4E29EB), ('P4rIngress.aggregator.values_v0100.hi', 0x2976068E)], 4096)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x13020780), ('P4rIngress.aggregator.values_v0101.hi', 0x28B91BDB)], 4096)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x23411FED), ('P4rIngress.aggregator.values_v0110.hi', 0xD63F14E6)], 4096)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xE4ED082D), ('P4rIngress.aggregator.values_v0111.hi', 0xE3E71000)], 4096)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xEFBC10CE), ('P4rIngress.aggregator.values_v1000.hi', 0xD8F31A57)], 4096)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x18F72000), ('P4rIngress.aggregator.values_v1001.hi', 0xD7F72FE1)], 4096)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xDFC42C35), ('P4rIngress.aggregator.values_v1010.hi', 0x2DB10F1A)], 4096)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x15892000), ('P4rIngress.aggregator.values_v1011.hi', 0x217516F5)], 4096)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xE94C1276), ('P4rIngress.aggregator.values_v1100.hi', 0xF00006B2)], 4096)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xE60A0B2C), ('P4rIngress.aggregator.values_v1101.hi', 0xD51A0B00)], 4096)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x20001C7A), ('P4rIngress.aggregator.values_v1110.hi', 0x091E2000)], 4096)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x24932C00), ('P4rIngress.aggregator.values_v1111.hi', 0x2A8315F7)], 4096)
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
                gc.KeyTuple('job_id', 0x2B2E),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001000),
                gc.DataTuple('slot_count', 0x00001000),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAED6A7D9),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0x19DAFDF7),
                gc.KeyTuple('src_port', 0x5645),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2B2E),
                gc.DataTuple('rank', 0x0008),
                gc.DataTuple('worker_index', 0x012B),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x19\xDA\xFD\xF7\x00\x00\x00\x00\x56\x45\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x2B\x2E\x00\x08\xAE\xD6\xA7\xD9\x00\x00\x00\x46\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x10\x00\x08\x00\x0B\x0D\x10\x00\xF8\x00\x09\xE0\xF3\xD3\x05\x90\xF0\x00\x0F\x9A\xF9\xCF\x0B\x00\x0C\x14\x0D\xA8\xF7\xC0\x08\x00\xFA\x54\x0B\x61\xFA\xE8\x09\xE0\xFC\x00\x08\x00\xF7\x19\x0C\x79\xF2\xD3\x0B\xE0\xF4\xC5\x05\xF6\x0A\x28\x04\x1C\x0D\xAB\x10\x00\x08\x9C\x08\xBD\x0C\x19\x08\x00\x07\x9D\x09\xA7\xF1\x89\x05\x27\x0B\xA9\x09\xC0\x0A\x3C\x0F\x34\x09\x37\x05\x25\x0E\xF3\x08\x00\xFA\xBE\x0C\xAB\x04\x1A\x08\x00\xF4\x1E\x04\x00\xF2\xDA\x09\xC1\x10\x00\x0C\x38\x0B\xC5\x0D\xC6\x04\x00\x0D\xD4\x0C\xA9\x04\xDA\x14\xCA\x9C\xF7\x0B\xEA\x19\xC4\x75\xDE\x0D\x90\x66\x95\xE2\x1E\x0C\x69\xFD\xC1\xAB\x83\x43\x37\x17\xF9\xAA\x13\xBD\xDC\xFA\x03\xBA\xC6\xD0\x31\x95\x50\xA7\xF8\x33\xA4\xA9\x62\x3C\x6B\x79\xCE\xAF\x7D\x67\xEB\xB8\xEC\x6C\x33\x3F\x64\xC4\xAB\x4A\xEE\xA9\xF2\x30\xA9\x96\xB0\xD4\x44\xAA\xAF\x2E\xEA\x43\x94\x9B\x39\x3C\x69\xE6\x49\xAC\xE9\x4C\xEF\x6B\xB9\xD8\x70\x4E\xCB\x06\x46\xA2\x99\xF7\x8A\x2A\xD8\xC2\xC9\xAC\xE5\x48\xC7\xEA\xCE\x22\x1F\xC0\x77\x5D\x3D\x51\xFB\x2B\xE8\x22\x38\xEE\x1A\xC3\x86\xDD\x7C\x4F\xFA\xF7\x18\x8E\xE4\xF4\x91\x72\x9A\x55\x61\xE5\x4F\x4C\xE0\x83\xC9\xBD\x9D\x92\x7D\x6C\xAD\x02\x2E\x62\xD2\x08\x45\x78\xB2\x3B\xA8\x97\xEA\x57\x5F\x84\x09\x96\x86\x95\x08\xE9\x1D\x42\x87\x97\x74\x10\x8B\x00\xDA\xA2\x2E\xC6\xAA\xBC\xBF\x17\xD9\x45\x03\xB3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x19\xDA\xFD\xF7\xBE\xEF\x56\x45\x00\xA0\x00\x00\x50\x34\x02\x82\x2B\x2E\x00\x08\xAE\xD6\xA7\xD9\x00\x00\x00\x46\xFF\xFF\xFF\xFF\x00\x20\x00\x12\x28\x00\x1A\x00\x0B\x0D\x10\x00\x24\x2E\x29\xE0\xF3\xD3\x05\x90\xC4\x00\x39\xE9\xF9\xCF\x0B\x00\xFB\xD3\x12\x4A\xF7\xC0\x08\x00\x07\xA2\x35\x4C\xFA\xE8\x09\xE0\x0F\x02\x0F\x80\xF7\x19\x0C\x79\x16\x14\x2B\xCD\xF4\xC5\x05\xF6\xEF\x15\x0C\x49\x0D\xAB\x10\x00\xF8\x58\x19\x8B\x0C\x19\x08\x00\x20\x94\x29\xA7\xF1\x89\x05\x27\xEB\x6D\x35\xF5\x0A\x3C\x0F\x34\x1E\xC0\x25\x25\x0E\xF3\x08\x00\xE4\x0A\x1F\x21\x04\x1A\x08\x00\xDA\x28\x0F\x2C\xF2\xDA\x09\xC1\x30\x00\x28\xB2\x0B\xC5\x0D\xC6\x28\x93\x39\xD4\x0C\xA9\x04\xDA\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x5A\x8D\xE7\x5A\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x12\x46\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x28\x00\x1A\x00\x16\x4A\x33\xD1\x24\x2E\x29\xE0\x1E\xF1\x1E\x61\xC4\x00\x39\xE9\x06\x2B\x31\x80\xFB\xD3\x12\x4A\xE8\x37\x28\x00\x07\xA2\x35\x4C\x24\x5E\x10\x6E\x0F\x02\x0F\x80\x1F\xD2\x28\x54\x16\x14\x2B\xCD\xCB\x04\x1A\xDC\xEF\x15\x0C\x49\xF1\x92\x20\x00\xF8\x58\x19\x8B\xE5\x0C\x22\x57\x20\x94\x29\xA7\xC9\x80\x35\x08\xEB\x6D\x35\xF5\x37\xED\x1E\x4E\x1E\xC0\x25\x25\x30\x68\x1E\xF5\xE4\x0A\x1F\x21\xF4\x1A\x0E\xB2\xDA\x28\x0F\x2C\xC7\xF4\x14\xC1\x30\x00\x28\xB2\x14\xE3\x2D\xC6\x28\x93\x39\xD4\x37\x2C\x1A\xD1\x14\xCA\x9C\xF7\x0B\xEA\x19\xC4\x75\xDE\x0D\x90\x66\x95\xE2\x1E\x0C\x69\xFD\xC1\xAB\x83\x43\x37\x17\xF9\xAA\x13\xBD\xDC\xFA\x03\xBA\xC6\xD0\x31\x95\x50\xA7\xF8\x33\xA4\xA9\x62\x3C\x6B\x79\xCE\xAF\x7D\x67\xEB\xB8\xEC\x6C\x33\x3F\x64\xC4\xAB\x4A\xEE\xA9\xF2\x30\xA9\x96\xB0\xD4\x44\xAA\xAF\x2E\xEA\x43\x94\x9B\x39\x3C\x69\xE6\x49\xAC\xE9\x4C\xEF\x6B\xB9\xD8\x70\x4E\xCB\x06\x46\xA2\x99\xF7\x8A\x2A\xD8\xC2\xC9\xAC\xE5\x48\xC7\xEA\xCE\x22\x1F\xC0\x77\x5D\x3D\x51\xFB\x2B\xE8\x22\x38\xEE\x1A\xC3\x86\xDD\x7C\x4F\xFA\xF7\x18\x8E\xE4\xF4\x91\x72\x9A\x55\x61\xE5\x4F\x4C\xE0\x83\xC9\xBD\x9D\x92\x7D\x6C\xAD\x02\x2E\x62\xD2\x08\x45\x78\xB2\x3B\xA8\x97\xEA\x57\x5F\x84\x09\x96\x86\x95\x08\xE9\x1D\x42\x87\x97\x74\x10\x8B\x00\xDA\xA2\x2E\xC6\xAA\xBC\xBF\x17\xD9\x45\x03\xB3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test52(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xD427E4A2), ('P4rIngress.aggregator.bitmap_seq.seq', 0xACE803A1)], 2841)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xACE803A1, 2841)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x5E)], 2841)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 2841)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x23CB1000), ('P4rIngress.aggregator.values_v0000.hi', 0x076E15AC)], 2841)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x0637182A), ('P4rIngress.aggregator.values_v0001.hi', 0xEC001455)], 2841)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xEF8A3000), ('P4rIngress.aggregator.values_v0010.hi', 0x1C000580)], 2841)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x1C000FC9), ('P4rIngress.aggregator.values_v0011.hi', 0xE0EF3000)], 2841)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xE34D1D28), ('P4rIngress.aggregator.values_v0100.hi', 0xF9B418AB)], 2841)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x10892150), ('P4rIngress.aggregator.values_v0101.hi', 0xF585262A)], 2841)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x1FBD1981), ('P4rIngress.aggregator.values_v0110.hi', 0x15791000)], 2841)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x22CF1D54), ('P4rIngress.aggregator.values_v0111.hi', 0xF54E1000)], 2841)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x07050400), ('P4rIngress.aggregator.values_v1000.hi', 0xE5BB204F)], 2841)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x0C442400), ('P4rIngress.aggregator.values_v1001.hi', 0x20552AAC)], 2841)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xD37A2C0B), ('P4rIngress.aggregator.values_v1010.hi', 0xED5A165E)], 2841)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x0504108D), ('P4rIngress.aggregator.values_v1011.hi', 0x278B2B7A)], 2841)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x0DBB0A37), ('P4rIngress.aggregator.values_v1100.hi', 0x071719EA)], 2841)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xE3182700), ('P4rIngress.aggregator.values_v1101.hi', 0x23FF1484)], 2841)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xD6512800), ('P4rIngress.aggregator.values_v1110.hi', 0x08C027C3)], 2841)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xDAC31A80), ('P4rIngress.aggregator.values_v1111.hi', 0x14872000)], 2841)
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
                gc.KeyTuple('job_id', 0x0B17),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x253A6994),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0xA02BED8C),
                gc.KeyTuple('src_port', 0xFB05),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0B17),
                gc.DataTuple('rank', 0x0019),
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
        ig_port = 3
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA0\x2B\xED\x8C\x00\x00\x00\x00\xFB\x05\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x0B\x17\x00\x19\x25\x3A\x69\x94\x0B\x19\x00\xAB\xAC\xE8\x03\xA1\x00\x20\x00\x00\xFB\x3B\x04\xD0\x06\x2A\x0C\x00\xF3\xFE\x0B\xAC\xF0\x00\x10\x00\x0B\xBA\x04\x71\x10\x00\x09\xD2\x10\x00\x0E\x3B\x0E\x8B\x10\x00\x0C\x5E\x04\x00\x10\x00\x10\x00\x09\xAD\x08\x00\x05\x35\x0A\x80\xFA\x94\x07\x97\xF3\xCB\x04\x68\xF4\xE3\x0B\xED\x08\xCB\x0E\x8D\x07\x5D\x08\xE5\xF9\xAD\x05\x71\xF1\x91\x0B\xEC\x08\xAB\x04\x00\x0F\x13\x0C\xBD\xFA\x9A\x10\x00\x0E\x3F\x08\x82\xF7\xBE\x0C\x2C\xF3\x41\x0D\xD2\x0C\x00\x10\x00\xF0\x00\x09\x1E\xF8\x82\x0A\x00\xF9\xB1\x07\x2C\xF0\x00\x06\x8A\x0F\x5F\x0F\x3D\xF5\x21\x05\x20\xCC\xD5\xF4\x43\x3F\x78\x38\x8A\xCE\x9E\xC1\x27\x52\x86\x02\x6D\xE8\x00\xAE\x61\x84\xB4\x52\xA5\x2C\x0D\x42\x9E\xE0\x03\xDF\x9D\xFB\x83\xAF\x8A\x28\x10\x1C\x3E\x03\x6F\x61\xE8\x3A\x80\x58\xEB\xAE\xC5\x4C\x8E\x2A\x44\x6A\xEA\x78\x65\x82\xA9\x2C\x19\xA9\x08\xB4\x39\x4F\xBF\x8D\x01\x56\xAD\xDE\xB2\x78\xFA\xFF\x64\x90\xA3\xF1\x1F\x74\xED\x04\x21\xA6\x67\xCF\x8B\x6D\x57\xA2\x04\xF7\x80\x6C\xE7\x3D\xD7\x51\x62\x17\x9E\x9A\x1D\x2F\x98\x54\xAD\xE2\xA1\x6C\xFC\x46\x6D\x38\x08\x50\x16\x13\x47\x92\xDF\xC0\x52\x52\x18\x5B\xEF\x3E\xB5\x7B\x55\x3E\x4B\xD9\x04\x3E\x8C\x94\x85\x04\xBA\x8F\x05\x6A\xD1\xE8\xAD\x86\x31\x0D\x70\x0C\x26\xD2\x5F\x89\xA3\x26\xB6\xDF\x94\x92\xA5\xC5\x45\x1D\x2C\xDC\x35\x8A\x2C\x43\x62\x31\x8D\x14\x67\xA3\x0B\xCA\xEF\x70\xB8\xC2\x61\x8D\x33\xF0\x7A\x92\xEA\x29\x71\x44\xFE\xFB\x0F\x83\x3D\x03\x93\xB6\xF7\xC6\xE7\x76\x4F\xFE\x3C\x82\x4F\x50\xC6\x98\x63\x99\xA1\xEF\x3F\x50\x81\xD8\x45\x96\x47'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA0\x2B\xED\x8C\xBE\xEF\xFB\x05\x00\xA0\x00\x00\x50\x34\x02\x82\x0B\x17\x00\x19\x25\x3A\x69\x94\x0B\x19\x00\xAB\xAC\xE8\x03\xA1\x00\x20\x00\x20\x1F\x06\x14\xD0\x06\x2A\x0C\x00\xFA\x35\x23\xD6\xF0\x00\x10\x00\xFB\x44\x34\x71\x10\x00\x09\xD2\x2C\x00\x1E\x04\x0E\x8B\x10\x00\xEF\xAB\x21\x28\x10\x00\x10\x00\x1A\x36\x29\x50\x05\x35\x0A\x80\x1A\x51\x21\x18\xF3\xCB\x04\x68\x17\xB2\x29\x41\x08\xCB\x0E\x8D\x0E\x62\x0C\xE5\xF9\xAD\x05\x71\xFD\xD5\x2F\xEC\x08\xAB\x04\x00\xE2\x8D\x38\xC8\xFA\x9A\x10\x00\x13\x43\x19\x0F\xF7\xBE\x0C\x2C\x00\xFC\x18\x09\x0C\x00\x10\x00\xD3\x18\x30\x1E\xF8\x82\x0A\x00\xD0\x02\x2F\x2C\xF0\x00\x06\x8A\xEA\x22\x29\xBD\xF5\x21\x05\x20\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xD6\x27\xE4\xA2\xAC\xE8\x03\xA1\xAC\xE8\x03\xA1\x20\xAB\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x1F\x06\x14\xD0\x0D\x98\x21\xAC\xFA\x35\x23\xD6\xDC\x00\x24\x55\xFB\x44\x34\x71\x2C\x00\x0F\x52\x2C\x00\x1E\x04\xEF\x7A\x40\x00\xEF\xAB\x21\x28\x09\xB4\x28\xAB\x1A\x36\x29\x50\xFA\xBA\x30\xAA\x1A\x51\x21\x18\x09\x44\x14\x68\x17\xB2\x29\x41\xFE\x19\x1E\x8D\x0E\x62\x0C\xE5\xDF\x68\x25\xC0\xFD\xD5\x2F\xEC\x29\x00\x2E\xAC\xE2\x8D\x38\xC8\xE7\xF4\x26\x5E\x13\x43\x19\x0F\x1F\x49\x37\xA6\x00\xFC\x18\x09\x13\x17\x29\xEA\xD3\x18\x30\x1E\x1C\x81\x1E\x84\xD0\x02\x2F\x2C\xF8\xC0\x2E\x4D\xEA\x22\x29\xBD\x09\xA8\x25\x20\xCC\xD5\xF4\x43\x3F\x78\x38\x8A\xCE\x9E\xC1\x27\x52\x86\x02\x6D\xE8\x00\xAE\x61\x84\xB4\x52\xA5\x2C\x0D\x42\x9E\xE0\x03\xDF\x9D\xFB\x83\xAF\x8A\x28\x10\x1C\x3E\x03\x6F\x61\xE8\x3A\x80\x58\xEB\xAE\xC5\x4C\x8E\x2A\x44\x6A\xEA\x78\x65\x82\xA9\x2C\x19\xA9\x08\xB4\x39\x4F\xBF\x8D\x01\x56\xAD\xDE\xB2\x78\xFA\xFF\x64\x90\xA3\xF1\x1F\x74\xED\x04\x21\xA6\x67\xCF\x8B\x6D\x57\xA2\x04\xF7\x80\x6C\xE7\x3D\xD7\x51\x62\x17\x9E\x9A\x1D\x2F\x98\x54\xAD\xE2\xA1\x6C\xFC\x46\x6D\x38\x08\x50\x16\x13\x47\x92\xDF\xC0\x52\x52\x18\x5B\xEF\x3E\xB5\x7B\x55\x3E\x4B\xD9\x04\x3E\x8C\x94\x85\x04\xBA\x8F\x05\x6A\xD1\xE8\xAD\x86\x31\x0D\x70\x0C\x26\xD2\x5F\x89\xA3\x26\xB6\xDF\x94\x92\xA5\xC5\x45\x1D\x2C\xDC\x35\x8A\x2C\x43\x62\x31\x8D\x14\x67\xA3\x0B\xCA\xEF\x70\xB8\xC2\x61\x8D\x33\xF0\x7A\x92\xEA\x29\x71\x44\xFE\xFB\x0F\x83\x3D\x03\x93\xB6\xF7\xC6\xE7\x76\x4F\xFE\x3C\x82\x4F\x50\xC6\x98\x63\x99\xA1\xEF\x3F\x50\x81\xD8\x45\x96\x47'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test53(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xA4929E06), ('P4rIngress.aggregator.bitmap_seq.seq', 0x06CBEBD7)], 5021)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x06CBEBD7, 5021)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x02), ('P4rIngress.aggregator.count_exp.exponent', 0x91)], 5021)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 5021)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xD0AF1CC7), ('P4rIngress.aggregator.values_v0000.hi', 0x10630A2C)], 5021)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xEF71104D), ('P4rIngress.aggregator.values_v0001.hi', 0x0EB514B5)], 5021)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xF65B13AC), ('P4rIngress.aggregator.values_v0010.hi', 0x2078298D)], 5021)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xD6532000), ('P4rIngress.aggregator.values_v0011.hi', 0x10001450)], 5021)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x14002B7F), ('P4rIngress.aggregator.values_v0100.hi', 0xEA112000)], 5021)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xF49F14C0), ('P4rIngress.aggregator.values_v0101.hi', 0x172B1D15)], 5021)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x24DB1701), ('P4rIngress.aggregator.values_v0110.hi', 0x20002300)], 5021)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x15D619F5), ('P4rIngress.aggregator.values_v0111.hi', 0x24DF0CAF)], 5021)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x09EF1000), ('P4rIngress.aggregator.values_v1000.hi', 0x1C001137)], 5021)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x2E5F2449), ('P4rIngress.aggregator.values_v1001.hi', 0xFC001E80)], 5021)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xDC001800), ('P4rIngress.aggregator.values_v1010.hi', 0x0429062F)], 5021)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x23C424E2), ('P4rIngress.aggregator.values_v1011.hi', 0xEFF7184B)], 5021)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x30001900), ('P4rIngress.aggregator.values_v1100.hi', 0x1F19279A)], 5021)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xF6FC25A1), ('P4rIngress.aggregator.values_v1101.hi', 0x2F6820C4)], 5021)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x2CD32000), ('P4rIngress.aggregator.values_v1110.hi', 0xDF4D27AD)], 5021)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xE7041760), ('P4rIngress.aggregator.values_v1111.hi', 0xD1B30B85)], 5021)
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
                gc.KeyTuple('job_id', 0x9CCB),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000079D),
                gc.DataTuple('slot_count', 0x00000FA8),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x78172221),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x010),
                gc.KeyTuple('src_addr', 0xD211F1C3),
                gc.KeyTuple('src_port', 0xDA5F),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9CCB),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x0237),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD2\x11\xF1\xC3\x00\x00\x00\x00\xDA\x5F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9C\xCB\x00\x00\x78\x17\x22\x21\x0C\x00\x06\x3D\x06\xCB\xEB\xD7\x00\x20\x00\x00\x0C\xE1\x07\xEC\xF8\x8C\x10\x00\x04\x00\x0F\x37\xF5\x73\x05\x49\xF0\x00\x07\x45\x08\xE5\x10\x00\x04\xE6\x09\x0A\x04\x00\x06\xAB\xF1\x56\x09\xC8\xF5\xF7\x05\x60\x0D\x5C\x06\xCA\xFB\xB0\x0F\x8D\xF1\xD9\x05\x18\x0A\xE7\x08\x9D\x0D\x94\x0A\x00\x0E\xD1\x0D\xA9\xFA\x48\x0A\x6C\xF4\x00\x0B\x35\xF1\x61\x08\x9D\xF0\xDE\x0A\x7D\xFC\x00\x04\x00\xF4\x28\x0B\x5D\xF8\x7A\x08\x5D\x06\x81\x06\xFD\x0C\x00\x04\x00\x06\xAD\x07\x5E\x06\x9C\x10\x00\x08\x38\x08\x00\xF2\xDB\x10\x00\xFB\xB6\x0C\x00\xFC\x00\x0C\xC5\x04\xB5\x0A\xEE\xD2\xD4\x34\x75\xC7\x18\x6A\x41\xBD\x27\xA5\x84\x4B\xE5\xA6\x71\x11\x28\xD3\xA7\x1D\xAA\x4F\xCD\xFD\x80\xCC\x72\x61\x77\x4B\x94\xAB\x35\x21\xE3\xC0\xF1\xB4\x94\x4F\xE0\xDD\xFC\xD7\x46\x40\x8C\xC5\xC7\xAE\x6D\x97\xDE\xB7\xB1\x5E\x52\xAB\x14\xFC\xAD\x8B\x40\xB1\x80\x1F\x4C\x83\x12\x2D\x3A\x26\x3D\x48\xE5\x20\xAA\x53\x7B\x59\xE8\x88\x3D\x0C\xC2\xCC\x56\x82\xA5\x55\xB2\x43\x80\x8B\xBB\x64\x67\x76\xAB\xAD\x79\x2F\x5D\xAA\xD7\x0B\xA5\xC5\x60\xC9\xCE\xB4\x7A\xA4\xB9\xF5\xA6\x82\xEF\x30\x1E\xFB\x0F\x17\x8E\x38\x87\x91\xDD\x9E\x90\x7C\x20\x04\x2C\x06\x51\x5A\x49\x31\x51\x6D\x72\x87\x67\xEF\x77\xB1\x40\x59\x9A\x08\x51\x73\x4C\x14\x97\x5E\x72\x0A\xE8\xD9\x70\x62\x7B\xC4\x8B\x92\x6C\x6D\xC5\xE1\xC4\xE4\x2B\xBE\xC9\x38\x1A\x76\xAD\xA7\x37\x56\x7A\x44\xD8\xFE\x4D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD2\x11\xF1\xC3\xBE\xEF\xDA\x5F\x00\xA0\x00\x00\x50\x34\x02\x82\x9C\xCB\x00\x00\x78\x17\x22\x21\x0C\x00\x00\x3D\x06\xCB\xEB\xD7\x00\x20\x00\x03\xDD\x90\x24\xB3\xF8\x8C\x10\x00\xF3\x71\x1F\x84\xF5\x73\x05\x49\xE6\x5B\x1A\xF1\x08\xE5\x10\x00\xDB\x39\x29\x0A\x04\x00\x06\xAB\x05\x56\x35\x47\xF5\xF7\x05\x60\x01\xFB\x1B\x8A\xFB\xB0\x0F\x8D\x16\xB4\x1C\x19\x0A\xE7\x08\x9D\x23\x6A\x23\xF5\x0E\xD1\x0D\xA9\x04\x37\x1A\x6C\xF4\x00\x0B\x35\x1F\xC0\x2C\xE6\xF0\xDE\x0A\x7D\xD8\x00\x1C\x00\xF4\x28\x0B\x5D\x1C\x3E\x2D\x3F\x06\x81\x06\xFD\x3C\x00\x1D\x00\x06\xAD\x07\x5E\xFD\x98\x35\xA1\x08\x38\x08\x00\x1F\xAE\x30\x00\xFB\xB6\x0C\x00\xE3\x04\x24\x25\x04\xB5\x0A\xEE\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xA4\x92\x9E\x07\x06\xCB\xEB\xD7\x06\xCB\xEB\xD7\x03\x91\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xDD\x90\x24\xB3\x08\xEF\x1A\x2C\xF3\x71\x1F\x84\x04\x28\x19\xFE\xE6\x5B\x1A\xF1\x29\x5D\x39\x8D\xDB\x39\x29\x0A\x14\x00\x1A\xFB\x05\x56\x35\x47\xE0\x08\x25\x60\x01\xFB\x1B\x8A\x12\xDB\x2C\xA2\x16\xB4\x1C\x19\x2A\xE7\x2B\x9D\x23\x6A\x23\xF5\x33\xB0\x1A\x58\x04\x37\x1A\x6C\x10\x00\x1C\x6C\x1F\xC0\x2C\xE6\xEC\xDE\x28\xFD\xD8\x00\x1C\x00\xF8\x51\x11\x8C\x1C\x3E\x2D\x3F\xF6\x78\x1F\x48\x3C\x00\x1D\x00\x25\xC6\x2E\xF8\xFD\x98\x35\xA1\x37\xA0\x28\xC4\x1F\xAE\x30\x00\xDB\x03\x33\xAD\xE3\x04\x24\x25\xD6\x68\x16\x73\xD2\xD4\x34\x75\xC7\x18\x6A\x41\xBD\x27\xA5\x84\x4B\xE5\xA6\x71\x11\x28\xD3\xA7\x1D\xAA\x4F\xCD\xFD\x80\xCC\x72\x61\x77\x4B\x94\xAB\x35\x21\xE3\xC0\xF1\xB4\x94\x4F\xE0\xDD\xFC\xD7\x46\x40\x8C\xC5\xC7\xAE\x6D\x97\xDE\xB7\xB1\x5E\x52\xAB\x14\xFC\xAD\x8B\x40\xB1\x80\x1F\x4C\x83\x12\x2D\x3A\x26\x3D\x48\xE5\x20\xAA\x53\x7B\x59\xE8\x88\x3D\x0C\xC2\xCC\x56\x82\xA5\x55\xB2\x43\x80\x8B\xBB\x64\x67\x76\xAB\xAD\x79\x2F\x5D\xAA\xD7\x0B\xA5\xC5\x60\xC9\xCE\xB4\x7A\xA4\xB9\xF5\xA6\x82\xEF\x30\x1E\xFB\x0F\x17\x8E\x38\x87\x91\xDD\x9E\x90\x7C\x20\x04\x2C\x06\x51\x5A\x49\x31\x51\x6D\x72\x87\x67\xEF\x77\xB1\x40\x59\x9A\x08\x51\x73\x4C\x14\x97\x5E\x72\x0A\xE8\xD9\x70\x62\x7B\xC4\x8B\x92\x6C\x6D\xC5\xE1\xC4\xE4\x2B\xBE\xC9\x38\x1A\x76\xAD\xA7\x37\x56\x7A\x44\xD8\xFE\x4D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test54(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x1CB7D70C), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC9630D39)], 745)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC9630D39, 745)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x17), ('P4rIngress.aggregator.count_exp.exponent', 0xA0)], 745)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 745)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x1698245B), ('P4rIngress.aggregator.values_v0000.hi', 0x297F2D34)], 745)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xE3BB2100), ('P4rIngress.aggregator.values_v0001.hi', 0xE5AB2B82)], 745)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x2000181D), ('P4rIngress.aggregator.values_v0010.hi', 0xD00021CB)], 745)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x15E40A36), ('P4rIngress.aggregator.values_v0011.hi', 0xDDC50800)], 745)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xEB4B1800), ('P4rIngress.aggregator.values_v0100.hi', 0xFBFF2000)], 745)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xE5C50CF3), ('P4rIngress.aggregator.values_v0101.hi', 0x261E2EE0)], 745)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xEF5B28B0), ('P4rIngress.aggregator.values_v0110.hi', 0xDCD40AA0)], 745)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xF7A10771), ('P4rIngress.aggregator.values_v0111.hi', 0xD32C1C37)], 745)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xE9870C31), ('P4rIngress.aggregator.values_v1000.hi', 0xD65E0A18)], 745)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x233B28ED), ('P4rIngress.aggregator.values_v1001.hi', 0x16840C00)], 745)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x168C1ABE), ('P4rIngress.aggregator.values_v1010.hi', 0xFB102DFD)], 745)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xDBD12940), ('P4rIngress.aggregator.values_v1011.hi', 0x1D2D08BD)], 745)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xEED7266F), ('P4rIngress.aggregator.values_v1100.hi', 0xE9541BAD)], 745)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x275F1586), ('P4rIngress.aggregator.values_v1101.hi', 0x2761283B)], 745)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xDAD907E0), ('P4rIngress.aggregator.values_v1110.hi', 0xE9761A13)], 745)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x20B11200), ('P4rIngress.aggregator.values_v1111.hi', 0xF7412DF9)], 745)
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
                gc.KeyTuple('job_id', 0x82FB),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000002E9),
                gc.DataTuple('slot_count', 0x00000B8C),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5C079A47),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03F),
                gc.KeyTuple('src_addr', 0xC9E59B30),
                gc.KeyTuple('src_port', 0x2893),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x82FB),
                gc.DataTuple('rank', 0x0005),
                gc.DataTuple('worker_index', 0x0278),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC9\xE5\x9B\x30\x00\x00\x00\x00\x28\x93\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x82\xFB\x00\x05\x5C\x07\x9A\x47\x00\x00\x06\x55\xC9\x63\x0D\x39\x00\x20\x00\x00\x07\xBE\x10\x00\x0E\xB3\x09\x9F\x08\x7D\x08\xB6\xF5\x79\x10\x00\x05\x73\x09\x00\x10\x00\x0C\xAB\xF4\xB4\x04\x3C\xF5\x6C\x10\x00\xF5\x5C\x0E\x80\x0B\x01\x05\xC0\x10\x00\x08\x00\x0C\x3F\x10\x00\x0B\xBB\x08\x2D\x0B\xB4\x08\x9A\xF8\x00\x08\xDC\xF6\x87\x0E\xDC\x08\x39\x10\x00\xF3\xAE\x0A\x13\xFA\x1E\x10\x00\x05\xB6\x08\x94\x08\xBE\x0D\x44\xFB\x79\x0C\x3F\x06\x5B\x0D\xC0\xFA\x5F\x0A\x10\x0E\x97\x07\x88\x07\x64\x0A\x00\xF1\x22\x08\x00\x0A\x3D\x0C\x02\x08\xA7\x06\x7D\x07\x6B\x10\x00\x06\x77\x10\x00\x0C\x37\x05\xA9\x57\x1C\xA5\x83\x78\x2C\xE2\x98\xDA\x27\x6B\x32\xBB\xA7\xBB\x45\x91\xD2\x48\x0B\x5A\x21\x57\x8C\xF7\xF0\x52\x34\x90\x22\x71\xA2\x40\xA5\x28\x3D\xB6\x0D\x4D\x9F\x80\xE5\x72\x9A\xF7\xAE\x63\x65\xAC\xD3\x60\xDC\x1B\x51\xBD\x7F\x0C\xA3\x71\x45\x28\x9A\x9C\x51\xBD\x5A\x79\xA3\x51\x9B\x46\x7D\x8E\x86\xD4\x47\x4B\xF6\xCB\x12\x73\xB1\xFE\x51\x5B\x92\x2D\xA1\x55\x0B\x58\xF7\x33\xE0\xB7\x98\x18\x6F\x03\x33\x09\xD1\x16\xC9\xB4\x99\x58\x92\x87\xDE\xBF\x07\x4F\x01\x2F\xE9\xF3\xD6\xFF\xCD\x00\xA4\x36\x61\x2F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC9\xE5\x9B\x30\xBE\xEF\x28\x93\x00\xA0\x00\x00\x50\x34\x02\x82\x82\xFB\x00\x05\x5C\x07\x9A\x47\x00\x00\x00\x55\xC9\x63\x0D\x39\x00\x20\x00\x18\x1E\x56\x34\x5B\x0E\xB3\x09\x9F\xEC\x38\x29\xB6\xF5\x79\x10\x00\x25\x73\x21\x1D\x10\x00\x0C\xAB\x0A\x98\x0E\x72\xF5\x6C\x10\x00\xE0\xA7\x26\x80\x0B\x01\x05\xC0\xF5\xC5\x14\xF3\x0C\x3F\x10\x00\xFB\x16\x30\xDD\x0B\xB4\x08\x9A\xEF\xA1\x10\x4D\xF6\x87\x0E\xDC\xF1\xC0\x1C\x31\xF3\xAE\x0A\x13\x1D\x59\x38\xED\x05\xB6\x08\x94\x1F\x4A\x28\x02\xFB\x79\x0C\x3F\xE2\x2C\x37\x00\xFA\x5F\x0A\x10\xFD\x6E\x2D\xF7\x07\x64\x0A\x00\x18\x81\x1D\x86\x0A\x3D\x0C\x02\xE3\x80\x0E\x5D\x07\x6B\x10\x00\x27\x28\x22\x00\x0C\x37\x05\xA9\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x1C\xB7\xD7\x2C\xC9\x63\x0D\x39\xC9\x63\x0D\x39\x18\xA0\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x1E\x56\x34\x5B\x38\x32\x36\xD3\xEC\x38\x29\xB6\xDB\x24\x3B\x82\x25\x73\x21\x1D\xE0\x00\x2E\x76\x0A\x98\x0E\x72\xD3\x31\x18\x00\xE0\xA7\x26\x80\x07\x00\x25\xC0\xF5\xC5\x14\xF3\x32\x5D\x3E\xE0\xFB\x16\x30\xDD\xE8\x88\x13\x3A\xEF\xA1\x10\x4D\xC9\xB3\x2B\x13\xF1\xC0\x1C\x31\xCA\x0C\x14\x2B\x1D\x59\x38\xED\x1C\x3A\x14\x94\x1F\x4A\x28\x02\xF6\x89\x3A\x3C\xE2\x2C\x37\x00\x17\x8C\x12\xCD\xFD\x6E\x2D\xF7\xF0\xB8\x25\xAD\x18\x81\x1D\x86\x31\x9E\x34\x3D\xE3\x80\x0E\x5D\xF0\xE1\x2A\x13\x27\x28\x22\x00\x03\x78\x33\xA2\x57\x1C\xA5\x83\x78\x2C\xE2\x98\xDA\x27\x6B\x32\xBB\xA7\xBB\x45\x91\xD2\x48\x0B\x5A\x21\x57\x8C\xF7\xF0\x52\x34\x90\x22\x71\xA2\x40\xA5\x28\x3D\xB6\x0D\x4D\x9F\x80\xE5\x72\x9A\xF7\xAE\x63\x65\xAC\xD3\x60\xDC\x1B\x51\xBD\x7F\x0C\xA3\x71\x45\x28\x9A\x9C\x51\xBD\x5A\x79\xA3\x51\x9B\x46\x7D\x8E\x86\xD4\x47\x4B\xF6\xCB\x12\x73\xB1\xFE\x51\x5B\x92\x2D\xA1\x55\x0B\x58\xF7\x33\xE0\xB7\x98\x18\x6F\x03\x33\x09\xD1\x16\xC9\xB4\x99\x58\x92\x87\xDE\xBF\x07\x4F\x01\x2F\xE9\xF3\xD6\xFF\xCD\x00\xA4\x36\x61\x2F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test55(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x05449037), ('P4rIngress.aggregator.bitmap_seq.seq', 0x00000000)], 4720)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x00000000, 4720)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x19), ('P4rIngress.aggregator.count_exp.exponent', 0x66)], 4720)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 4720)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x22F32F71), ('P4rIngress.aggregator.values_v0000.hi', 0xF0F02C58)], 4720)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x171F24AC), ('P4rIngress.aggregator.values_v0001.hi', 0x201D103A)], 4720)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x17432000), ('P4rIngress.aggregator.values_v0010.hi', 0x161128A5)], 4720)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xED0407E5), ('P4rIngress.aggregator.values_v0011.hi', 0xD5BB1AB6)], 4720)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xF9BF2000), ('P4rIngress.aggregator.values_v0100.hi', 0x14001000)], 4720)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xD8BB201B), ('P4rIngress.aggregator.values_v0101.hi', 0xD0001FE6)], 4720)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x274F1D40), ('P4rIngress.aggregator.values_v0110.hi', 0x0AD6167C)], 4720)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xD4001690), ('P4rIngress.aggregator.values_v0111.hi', 0x2C4B2C00)], 4720)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xD13218F5), ('P4rIngress.aggregator.values_v1000.hi', 0xFB591558)], 4720)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x195B2000), ('P4rIngress.aggregator.values_v1001.hi', 0xDC212151)], 4720)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x216010F4), ('P4rIngress.aggregator.values_v1010.hi', 0xF00012B5)], 4720)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xF6733000), ('P4rIngress.aggregator.values_v1011.hi', 0xFC002462)], 4720)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x07DA214C), ('P4rIngress.aggregator.values_v1100.hi', 0x100008A5)], 4720)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x2CBB04BB), ('P4rIngress.aggregator.values_v1101.hi', 0xF9E71800)], 4720)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xE7DC1E19), ('P4rIngress.aggregator.values_v1110.hi', 0xF4AC2000)], 4720)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x16C32B32), ('P4rIngress.aggregator.values_v1111.hi', 0xE3331F4C)], 4720)
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
                gc.KeyTuple('job_id', 0xEC90),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B86),
                gc.DataTuple('slot_count', 0x00000EF5),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD872D13F),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0x04CD7C23),
                gc.KeyTuple('src_port', 0xB535),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xEC90),
                gc.DataTuple('rank', 0x001B),
                gc.DataTuple('worker_index', 0x0180),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x04\xCD\x7C\x23\x00\x00\x00\x00\xB5\x35\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xEC\x90\x00\x1B\xD8\x72\xD1\x3F\x06\xEA\x06\x0F\x00\x00\x00\x00\x00\x20\x00\x00\x0A\xB9\x0F\x66\x0F\x5B\x0A\x32\x08\x1B\x08\x6C\x05\xE7\x07\x2A\xF0\x00\x09\xC0\x08\x00\x09\xCE\xF9\xBC\x0C\xDD\x0F\xFF\x07\xAD\x09\x74\x04\x00\x0D\xEF\x0D\x01\xF0\x00\x0F\x80\xF4\xBA\x04\x3F\xF7\x69\x10\x00\xFB\x6F\x10\x00\xF8\x95\x0D\x74\x04\xE8\x09\xEB\xFC\x00\x0E\xA4\xF8\x00\x09\x50\xF5\xFF\x10\x00\xF7\x5F\x10\x00\x09\x5F\x04\x8F\x10\x00\x08\x3E\xF9\x5C\x0C\x00\x04\x00\x07\x81\x10\x00\x0F\x00\xF2\xC6\x0F\xC0\x07\x6D\x09\x71\xFA\xF7\x0B\x00\x07\xE1\x0A\x6A\x04\xE2\x10\x00\x05\x15\x10\x00\xF7\xE6\x0F\xC0\x64\x5E\x6D\xF6\x18\x2C\x2C\xDD\x9D\x99\x30\xDA\xF0\x06\xDA\xF1\x89\xD4\xBF\xDA\xA0\xC5\xC9\x85\xE3\xE3\x1E\xA0\xBF\xFF\x17\x26\xAC\xD1\xDA\xD7\x4D\x5F\x46\x82\x56\xF5\xAB\x29\xE2\x18\xA7\xF6\xD7\x67\xD1\xC5\x37\x17\x6F\x3B\xD6\x03\xD3\xC5\x14\x0D\xC8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x04\xCD\x7C\x23\xBE\xEF\xB5\x35\x00\xA0\x00\x00\x50\x34\x02\x82\xEC\x90\x00\x1B\xD8\x72\xD1\x3F\x06\xEA\x00\x0F\x00\x00\x00\x00\x00\x20\x00\x1A\x2D\xAC\x3E\xD7\x0F\x5B\x0A\x32\x1F\x3A\x2D\x18\x05\xE7\x07\x2A\x07\x43\x29\xC0\x08\x00\x09\xCE\xE6\xC0\x14\xC2\x0F\xFF\x07\xAD\x03\x33\x24\x00\x0D\xEF\x0D\x01\xC8\xBB\x2F\x9B\xF4\xBA\x04\x3F\x1E\xB8\x2D\x40\xFB\x6F\x10\x00\xCC\x95\x24\x04\x04\xE8\x09\xEB\xCD\x32\x27\x99\xF8\x00\x09\x50\x0F\x5A\x30\x00\xF7\x5F\x10\x00\x2A\xBF\x15\x83\x10\x00\x08\x3E\xEF\xCF\x3C\x00\x04\x00\x07\x81\x17\xDA\x30\x4C\xF2\xC6\x0F\xC0\x34\x28\x0E\x2C\xFA\xF7\x0B\x00\xEF\xBD\x28\x83\x04\xE2\x10\x00\x1B\xD8\x3B\x32\xF7\xE6\x0F\xC0\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x0D\x44\x90\x37\x00\x00\x00\x00\x00\x00\x00\x00\x1A\x66\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x2D\xAC\x3E\xD7\x00\x4B\x36\x8A\x1F\x3A\x2D\x18\x26\x04\x17\x64\x07\x43\x29\xC0\x1E\x11\x32\x73\xE6\xC0\x14\xC2\xE5\xBA\x22\x63\x03\x33\x24\x00\x21\xEF\x1D\x01\xC8\xBB\x2F\x9B\xC4\xBA\x24\x25\x1E\xB8\x2D\x40\x06\x45\x26\x7C\xCC\x95\x24\x04\x31\x33\x35\xEB\xCD\x32\x27\x99\xF3\x59\x1E\xA8\x0F\x5A\x30\x00\xD3\x80\x31\x51\x2A\xBF\x15\x83\x00\x00\x1A\xF3\xEF\xCF\x3C\x00\x00\x00\x2B\xE3\x17\xDA\x30\x4C\x02\xC6\x18\x65\x34\x28\x0E\x2C\xF4\xDE\x23\x00\xEF\xBD\x28\x83\xF9\x8E\x30\x00\x1B\xD8\x3B\x32\xDB\x19\x2F\x0C\x64\x5E\x6D\xF6\x18\x2C\x2C\xDD\x9D\x99\x30\xDA\xF0\x06\xDA\xF1\x89\xD4\xBF\xDA\xA0\xC5\xC9\x85\xE3\xE3\x1E\xA0\xBF\xFF\x17\x26\xAC\xD1\xDA\xD7\x4D\x5F\x46\x82\x56\xF5\xAB\x29\xE2\x18\xA7\xF6\xD7\x67\xD1\xC5\x37\x17\x6F\x3B\xD6\x03\xD3\xC5\x14\x0D\xC8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test56(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x8D54DB53), ('P4rIngress.aggregator.bitmap_seq.seq', 0xCB800000)], 4410)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xCB800000, 4410)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0xEB)], 4410)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4410)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x20931AEE), ('P4rIngress.aggregator.values_v0000.hi', 0x14FD096B)], 4410)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x1F5B0F53), ('P4rIngress.aggregator.values_v0001.hi', 0xF4001800)], 4410)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xF516094B), ('P4rIngress.aggregator.values_v0010.hi', 0xDA6B1EBB)], 4410)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x21D21952), ('P4rIngress.aggregator.values_v0011.hi', 0x296B1E43)], 4410)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xE64E0800), ('P4rIngress.aggregator.values_v0100.hi', 0x214E2D22)], 4410)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xD5A70979), ('P4rIngress.aggregator.values_v0101.hi', 0xDEA22000)], 4410)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xDC5A2134), ('P4rIngress.aggregator.values_v0110.hi', 0x2D162000)], 4410)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xEB0B0F62), ('P4rIngress.aggregator.values_v0111.hi', 0xD9E9297E)], 4410)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x159923DE), ('P4rIngress.aggregator.values_v1000.hi', 0x1DBA14D0)], 4410)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xE6C30780), ('P4rIngress.aggregator.values_v1001.hi', 0xE0001300)], 4410)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x1C6E2137), ('P4rIngress.aggregator.values_v1010.hi', 0x30002400)], 4410)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xE4D108C2), ('P4rIngress.aggregator.values_v1011.hi', 0xEC382D40)], 4410)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xDCD41CAD), ('P4rIngress.aggregator.values_v1100.hi', 0x0E4E0B13)], 4410)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x2EC926E0), ('P4rIngress.aggregator.values_v1101.hi', 0xEBBD1C77)], 4410)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xF3DC2AD7), ('P4rIngress.aggregator.values_v1110.hi', 0xD00027FB)], 4410)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xF4002F25), ('P4rIngress.aggregator.values_v1111.hi', 0xDDC020B3)], 4410)
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
                gc.KeyTuple('job_id', 0xDF61),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000007B3),
                gc.DataTuple('slot_count', 0x00000D3B),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFCF5FF11),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x95165352),
                gc.KeyTuple('src_port', 0x50DF),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xDF61),
                gc.DataTuple('rank', 0x0002),
                gc.DataTuple('worker_index', 0x014A),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x95\x16\x53\x52\x00\x00\x00\x00\x50\xDF\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xDF\x61\x00\x02\xFC\xF5\xFF\x11\x09\x87\x06\x74\xCB\x80\x00\x00\x00\x20\x00\x00\x08\x00\x08\x20\xFA\x96\x05\x9D\x0C\xD9\x0E\x8E\x04\x00\x0B\xC4\x08\x00\x0A\xC9\x0E\x1C\x04\xFC\x07\xDB\x0C\x5A\xFB\x09\x07\xA1\x08\xD6\x0C\x00\x09\x71\x06\x9F\x0B\xF9\x10\x00\xFB\x42\x05\x3D\x0F\xA5\x0F\x9E\xF3\x9E\x0B\xCB\xF1\xD6\x0B\x03\x05\x37\x0E\x4A\x0F\xF1\x0C\x00\xF2\xA2\x07\x69\xF5\x8C\x0A\xF7\xFB\xC7\x0F\x75\xF6\xFD\x07\x8C\xF4\x50\x0A\x35\xFA\xF7\x0A\x1C\x0E\xA0\x10\x00\xF4\x90\x04\x19\x04\x4B\x04\x21\xF6\xD9\x07\x70\xF0\x00\x10\x00\xF9\x08\x08\xB1\xFC\x00\x0F\x2B\xF0\x00\x07\xD4\xF1\x18\x0D\x59\x5B\xC4\x9E\xDF\x82\x66\x64\x1D\x04\xAF\x74\x99\x4A\x3B\x0C\x35\xAA\x96\x35\x45\xBC\x0F\xFB\xB8\xBF\x6E\x66\x32\xDA\x9C\xC5\xF0\x26\x58\x65\x11\x2C\xC6\x47\x2E\xD3\xD4\xA6\x34\x41\x5F\x44\x8F\x86\x95\x1F\x6C\xAF\xF5\x5E\xB2\x40\xE6\x21\xCD\x88\xA8\x70\xFB\xF2\x8C\x15\xC5\x0C\xB8\x56\x28\x1E\xF3\x3F\x58\x02\x7F\x57\xD3\x43\xC7\x10\x82\x88\xB3\x39\xDC\x54\x19\x58\x2F\x3B\x1A\x83\xE2\xFA\xA9\xB0\xF6\x4A\xC1\xF3\x12\xBB\x8E\x64\x88\x6D\x9C\xF3\x86\x41\x50\x75\x4B\xCF\x2B\xB3\x9D\x46\x05\x83\x40\x6C\xC3\x30\x4A\x38\x15\x24\x9B\xCA\xF1\xD1\x97\x75\x8D\x75\xE0\x19\x79\xE5\xA9\x19\x59\xFF\x93\xB4\xD1\xFD\x61\x51\x90\x92\xF2\x5C\xC8\xA6\xBD\xA4\x01\x7B\x07\xEF\x7B\x67\x73\x7A\xA2\x75\xD4\x27\xD6\x00\x40\x8A\x26\xE2\x2F\x22\xFB\xCE\xAD\x41\xFC\xF6\x72\x8F\xE4\xAC\x1F\xA7\x10\xA3\xCB\xE6\xB1\xD6\xEF\x30\x24\xF3\xBC\x99\x16\xC2\x85\x4B\xB6\xFD\x8F\xD1\x39\x6B\xD4\x06\x12\xFA\x72\xA9\x80\xCC\x10\x58\x1B\x06\xDD\x38\x8C\x30\x69\xF0\xFD\x33\x15\x86\xAE\xE6\x06\xB5\x0C\x11\x41\x15\x5F\x30\xB1\xD6\xD7\xD5\x3D\x90\x61\x75'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x95\x16\x53\x52\xBE\xEF\x50\xDF\x00\xA0\x00\x00\x50\x34\x02\x82\xDF\x61\x00\x02\xFC\xF5\xFF\x11\x09\x87\x00\x74\xCB\x80\x00\x00\x00\x20\x00\x20\x28\x93\x23\x0E\xFA\x96\x05\x9D\x2C\x34\x1D\xE1\x04\x00\x0B\xC4\xFD\x16\x14\x14\x0E\x1C\x04\xFC\x29\xAD\x25\xAC\xFB\x09\x07\xA1\xEF\x24\x14\x00\x09\x71\x06\x9F\xE1\xA0\x19\x79\xFB\x42\x05\x3D\xEB\xFF\x30\xD2\xF3\x9E\x0B\xCB\xDC\xE1\x1A\x65\x05\x37\x0E\x4A\x25\x8A\x2F\xDE\xF2\xA2\x07\x69\xDC\x4F\x12\x77\xFB\xC7\x0F\x75\x13\x6B\x28\xC3\xF4\x50\x0A\x35\xDF\xC8\x12\xDE\x0E\xA0\x10\x00\xD1\x64\x20\xC6\x04\x4B\x04\x21\x25\xA2\x2E\x50\xF0\x00\x10\x00\xEC\xE4\x33\x88\xFC\x00\x0F\x2B\xE4\x00\x36\xF9\xF1\x18\x0D\x59\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x8D\x54\xDB\x57\xCB\x80\x00\x00\xCB\x80\x00\x00\x20\xEB\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x28\x93\x23\x0E\x0F\x93\x0F\x08\x2C\x34\x1D\xE1\xF8\x00\x23\xC4\xFD\x16\x14\x14\xE8\x87\x23\xB7\x29\xAD\x25\xAC\x24\x74\x25\xE4\xEF\x24\x14\x00\x2A\xBF\x33\xC1\xE1\xA0\x19\x79\xD9\xE4\x25\x3D\xEB\xFF\x30\xD2\x20\xB4\x2B\xCB\xDC\xE1\x1A\x65\xDF\x20\x37\xC8\x25\x8A\x2F\xDE\x10\x5C\x1C\x39\xDC\x4F\x12\x77\xDB\xC7\x22\x75\x13\x6B\x28\xC3\x24\x50\x2E\x35\xDF\xC8\x12\xDE\xFA\xD8\x3D\x40\xD1\x64\x20\xC6\x12\x99\x0F\x34\x25\xA2\x2E\x50\xDB\xBD\x2C\x77\xEC\xE4\x33\x88\xCC\x00\x37\x26\xE4\x00\x36\xF9\xCE\xD8\x2E\x0C\x5B\xC4\x9E\xDF\x82\x66\x64\x1D\x04\xAF\x74\x99\x4A\x3B\x0C\x35\xAA\x96\x35\x45\xBC\x0F\xFB\xB8\xBF\x6E\x66\x32\xDA\x9C\xC5\xF0\x26\x58\x65\x11\x2C\xC6\x47\x2E\xD3\xD4\xA6\x34\x41\x5F\x44\x8F\x86\x95\x1F\x6C\xAF\xF5\x5E\xB2\x40\xE6\x21\xCD\x88\xA8\x70\xFB\xF2\x8C\x15\xC5\x0C\xB8\x56\x28\x1E\xF3\x3F\x58\x02\x7F\x57\xD3\x43\xC7\x10\x82\x88\xB3\x39\xDC\x54\x19\x58\x2F\x3B\x1A\x83\xE2\xFA\xA9\xB0\xF6\x4A\xC1\xF3\x12\xBB\x8E\x64\x88\x6D\x9C\xF3\x86\x41\x50\x75\x4B\xCF\x2B\xB3\x9D\x46\x05\x83\x40\x6C\xC3\x30\x4A\x38\x15\x24\x9B\xCA\xF1\xD1\x97\x75\x8D\x75\xE0\x19\x79\xE5\xA9\x19\x59\xFF\x93\xB4\xD1\xFD\x61\x51\x90\x92\xF2\x5C\xC8\xA6\xBD\xA4\x01\x7B\x07\xEF\x7B\x67\x73\x7A\xA2\x75\xD4\x27\xD6\x00\x40\x8A\x26\xE2\x2F\x22\xFB\xCE\xAD\x41\xFC\xF6\x72\x8F\xE4\xAC\x1F\xA7\x10\xA3\xCB\xE6\xB1\xD6\xEF\x30\x24\xF3\xBC\x99\x16\xC2\x85\x4B\xB6\xFD\x8F\xD1\x39\x6B\xD4\x06\x12\xFA\x72\xA9\x80\xCC\x10\x58\x1B\x06\xDD\x38\x8C\x30\x69\xF0\xFD\x33\x15\x86\xAE\xE6\x06\xB5\x0C\x11\x41\x15\x5F\x30\xB1\xD6\xD7\xD5\x3D\x90\x61\x75'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test57(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x74EB4A97), ('P4rIngress.aggregator.bitmap_seq.seq', 0x8ECB5CE5)], 12161)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x8ECB5CE5, 12161)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x11), ('P4rIngress.aggregator.count_exp.exponent', 0xA9)], 12161)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x01, 12161)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x241D2699), ('P4rIngress.aggregator.values_v0000.hi', 0x115D2000)], 12161)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xDC002B6B), ('P4rIngress.aggregator.values_v0001.hi', 0x075B2CD3)], 12161)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xE00F1210), ('P4rIngress.aggregator.values_v0010.hi', 0xDE1A1328)], 12161)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xD50F2000), ('P4rIngress.aggregator.values_v0011.hi', 0xE52A3000)], 12161)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xD0002C07), ('P4rIngress.aggregator.values_v0100.hi', 0xDDF21000)], 12161)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x30002059), ('P4rIngress.aggregator.values_v0101.hi', 0xD6D62357)], 12161)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x1000125C), ('P4rIngress.aggregator.values_v0110.hi', 0x0F8B2B7C)], 12161)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xE4002EAD), ('P4rIngress.aggregator.values_v0111.hi', 0xF4002213)], 12161)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xE8002960), ('P4rIngress.aggregator.values_v1000.hi', 0x2DA12F00)], 12161)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x25631580), ('P4rIngress.aggregator.values_v1001.hi', 0x07AF2740)], 12161)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x1EDE148F), ('P4rIngress.aggregator.values_v1010.hi', 0xD6F10848)], 12161)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x13571978), ('P4rIngress.aggregator.values_v1011.hi', 0x1E420C53)], 12161)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xFA4D1D3E), ('P4rIngress.aggregator.values_v1100.hi', 0x045E2C59)], 12161)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x18112014), ('P4rIngress.aggregator.values_v1101.hi', 0x16FC0800)], 12161)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x19F31000), ('P4rIngress.aggregator.values_v1110.hi', 0xE32F1E00)], 12161)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x30001D50), ('P4rIngress.aggregator.values_v1111.hi', 0xF2B52000)], 12161)
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
                gc.KeyTuple('job_id', 0xB48A),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B3F),
                gc.DataTuple('slot_count', 0x00000E81),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF9EC38DE),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x027),
                gc.KeyTuple('src_addr', 0xB55ACBA7),
                gc.KeyTuple('src_port', 0x376C),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xB48A),
                gc.DataTuple('rank', 0x0014),
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
        ig_port = 39
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB5\x5A\xCB\xA7\x00\x00\x00\x00\x37\x6C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB4\x8A\x00\x14\xF9\xEC\x38\xDE\x04\x42\x01\xAD\x8E\xCB\x5C\xE5\x00\x20\x00\x00\x08\xBC\x0A\x06\x08\xF3\x10\x00\xF2\xBA\x09\x6F\xF6\xD4\x09\x70\x08\x65\x0D\x42\xFB\x68\x0B\x1D\x0C\x00\x05\xF3\xFB\x98\x06\x51\xFC\x00\x0F\xCD\x0F\xF8\x10\x00\x10\x00\x08\x00\x0B\xDF\x05\x2C\x10\x00\x05\x06\x0D\x8D\x0C\x17\xF8\x82\x09\x67\x10\x00\x0C\xEE\x08\x0F\x06\x64\xF0\x00\x0B\x8D\xFB\x31\x0C\x2D\x09\x85\x09\xF3\x04\xEC\x09\xDE\x05\x1D\x0F\xDF\xFA\xA7\x07\xC7\x0D\xB6\x06\x00\xF9\xE8\x10\x00\x09\x44\x0C\x00\xF8\x17\x0A\x00\x06\x30\x0B\x9F\xF9\x4D\x0C\x28\xF9\xFB\x07\x63\xF8\x00\x0B\x5A\xFC\x00\x04\x00\x98\x88\x4E\xE6\xFD\x16\xDA\x9D\xEF\xB2\xC9\xFD\xD3\xEA\xD3\x0F\xC8\xF9\xA2\x3A\x45\xD5\x7E\xD8\xC2\x4E\xEC\x2C\x58\x42\x3F\x98\xBB\x3B\xCB\x90\xBA\x53\x52\x86\x05\x2B\xAC\x18\x08\x4D\x2C\x36\x23\x7A\x6B\x42\x6D\xE6\x12\x90\x60\xA8\x20\xE0\xB9\xF7\xF2\xCE\x2B\x82\xCA\xD4\x23\x3C\xBD\xC2\xAC\x79\x2D\xF1\xDC\x4C\x6D\x16\xE8\x27\x71\xEE\xC3\x95\x6B\x9D\x57\x15\x2F\x15\xDC\x7F\xE7\x40\xB6\x41\x0E\x8B\x12\x00\x07\x8F\x32\x2F\x2B\x9A\x1A\xD7\x4D\xD3\x4D\xD5\x1C\x29\xCD\xD3\xA0\xC2\x1C\xE2\x99\xD8\xDF\x52\x3B\x6A\xE8\x3D\xE7\x39\x8F\x31\x84\x62\x02\xC3\x5C\x4E\xA1\xE3\xCD\x24\x02\x47\xBB\xB4\x74\xB8\xA4\x0A\x55\xC7\x76\xA8\xB1\xA6\xC4\xD3\x8A\x49\x3B\xA5\x4F\xA4\x48\xF1\x50\x23\x57\x00\x5F\x4A\x1A\xFA\x7D\x6B\x51\x2F\x73\x6B\x4C\x92\xA0\x76\x62\xD7\xC1\x86\x83\x4B\xC9\x14\x00\xE1\xDE\xE0\xAD\xE0\xE6\x60\x08\xF0\x16\x1E\x88\x15\xDA\xB0\x51\xE1\xCC\x1E\x6A\x85\x94\x9F\xFB\x2D\xF0\xE3\xFB\x9E\x13\x3A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB5\x5A\xCB\xA7\xBE\xEF\x37\x6C\x00\xA0\x00\x00\x50\x34\x02\x82\xB4\x8A\x00\x14\xF9\xEC\x38\xDE\x04\x42\x01\xAD\x8E\xCB\x5C\xE5\x00\x20\x00\x12\x2C\xD9\x30\x9F\x08\xF3\x10\x00\xCE\xBA\x34\xDA\xF6\xD4\x09\x70\xE8\x74\x1F\x52\xFB\x68\x0B\x1D\xE1\x0F\x25\xF3\xFB\x98\x06\x51\xCC\x00\x3B\xD4\x0F\xF8\x10\x00\x40\x00\x28\x59\x0B\xDF\x05\x2C\x20\x00\x17\x62\x0D\x8D\x0C\x17\xDC\x82\x38\x14\x10\x00\x0C\xEE\xF0\x0F\x2F\xC4\xF0\x00\x0B\x8D\x20\x94\x21\xAD\x09\x85\x09\xF3\x23\xCA\x1E\x6D\x05\x1D\x0F\xDF\x0D\xFE\x21\x3F\x0D\xB6\x06\x00\xF4\x35\x2D\x3E\x09\x44\x0C\x00\x10\x28\x2A\x14\x06\x30\x0B\x9F\x13\x40\x1C\x28\xF9\xFB\x07\x63\x28\x00\x28\xAA\xFC\x00\x04\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x74\xFB\x4A\x97\x8E\xCB\x5C\xE5\x8E\xCB\x5C\xE5\x12\xAD\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x2C\xD9\x30\x9F\x1A\x50\x30\x00\xCE\xBA\x34\xDA\xFE\x2F\x36\x43\xE8\x74\x1F\x52\xD9\x82\x1E\x45\xE1\x0F\x25\xF3\xE0\xC2\x36\x51\xCC\x00\x3B\xD4\xED\xEA\x20\x00\x40\x00\x28\x59\xE2\xB5\x28\x83\x20\x00\x17\x62\x1D\x18\x37\x93\xDC\x82\x38\x14\x04\x00\x2F\x01\xF0\x0F\x2F\xC4\x1D\xA1\x3A\x8D\x20\x94\x21\xAD\x11\x34\x31\x33\x23\xCA\x1E\x6D\xDC\x0E\x18\x27\x0D\xFE\x21\x3F\x2B\xF8\x12\x53\xF4\x35\x2D\x3E\x0D\xA2\x38\x59\x10\x28\x2A\x14\x1D\x2C\x13\x9F\x13\x40\x1C\x28\xDD\x2A\x25\x63\x28\x00\x28\xAA\xEE\xB5\x24\x00\x98\x88\x4E\xE6\xFD\x16\xDA\x9D\xEF\xB2\xC9\xFD\xD3\xEA\xD3\x0F\xC8\xF9\xA2\x3A\x45\xD5\x7E\xD8\xC2\x4E\xEC\x2C\x58\x42\x3F\x98\xBB\x3B\xCB\x90\xBA\x53\x52\x86\x05\x2B\xAC\x18\x08\x4D\x2C\x36\x23\x7A\x6B\x42\x6D\xE6\x12\x90\x60\xA8\x20\xE0\xB9\xF7\xF2\xCE\x2B\x82\xCA\xD4\x23\x3C\xBD\xC2\xAC\x79\x2D\xF1\xDC\x4C\x6D\x16\xE8\x27\x71\xEE\xC3\x95\x6B\x9D\x57\x15\x2F\x15\xDC\x7F\xE7\x40\xB6\x41\x0E\x8B\x12\x00\x07\x8F\x32\x2F\x2B\x9A\x1A\xD7\x4D\xD3\x4D\xD5\x1C\x29\xCD\xD3\xA0\xC2\x1C\xE2\x99\xD8\xDF\x52\x3B\x6A\xE8\x3D\xE7\x39\x8F\x31\x84\x62\x02\xC3\x5C\x4E\xA1\xE3\xCD\x24\x02\x47\xBB\xB4\x74\xB8\xA4\x0A\x55\xC7\x76\xA8\xB1\xA6\xC4\xD3\x8A\x49\x3B\xA5\x4F\xA4\x48\xF1\x50\x23\x57\x00\x5F\x4A\x1A\xFA\x7D\x6B\x51\x2F\x73\x6B\x4C\x92\xA0\x76\x62\xD7\xC1\x86\x83\x4B\xC9\x14\x00\xE1\xDE\xE0\xAD\xE0\xE6\x60\x08\xF0\x16\x1E\x88\x15\xDA\xB0\x51\xE1\xCC\x1E\x6A\x85\x94\x9F\xFB\x2D\xF0\xE3\xFB\x9E\x13\x3A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test58(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xFAADCEFD), ('P4rIngress.aggregator.bitmap_seq.seq', 0x623E8200)], 4038)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x623E8200, 4038)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x07), ('P4rIngress.aggregator.count_exp.exponent', 0x73)], 4038)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4038)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x20192577), ('P4rIngress.aggregator.values_v0000.hi', 0x0BA4263E)], 4038)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x26861167), ('P4rIngress.aggregator.values_v0001.hi', 0x200010A5)], 4038)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x10052200), ('P4rIngress.aggregator.values_v0010.hi', 0x25C82000)], 4038)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x1D522FA8), ('P4rIngress.aggregator.values_v0011.hi', 0xFBF92B1E)], 4038)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x15720A27), ('P4rIngress.aggregator.values_v0100.hi', 0xF9432C60)], 4038)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xECAB1000), ('P4rIngress.aggregator.values_v0101.hi', 0x09162D56)], 4038)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x0CDA10CA), ('P4rIngress.aggregator.values_v0110.hi', 0xEB2A07D4)], 4038)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xD5861AEF), ('P4rIngress.aggregator.values_v0111.hi', 0x18DC2117)], 4038)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x23591000), ('P4rIngress.aggregator.values_v1000.hi', 0x150C1C1F)], 4038)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xE3980755), ('P4rIngress.aggregator.values_v1001.hi', 0x237B1B00)], 4038)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x2CB72C4B), ('P4rIngress.aggregator.values_v1010.hi', 0x07D02A84)], 4038)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x23E91516), ('P4rIngress.aggregator.values_v1011.hi', 0x152C1243)], 4038)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xFB712000), ('P4rIngress.aggregator.values_v1100.hi', 0x2CDF143D)], 4038)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xDF2D1BB0), ('P4rIngress.aggregator.values_v1101.hi', 0x2F510A33)], 4038)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x278B1D98), ('P4rIngress.aggregator.values_v1110.hi', 0x11E2180D)], 4038)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x0C001F33), ('P4rIngress.aggregator.values_v1111.hi', 0xE0000E85)], 4038)
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
                gc.KeyTuple('job_id', 0xA356),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C0A),
                gc.DataTuple('slot_count', 0x00000642),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x952F2DE6),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02D),
                gc.KeyTuple('src_addr', 0x48FDC49E),
                gc.KeyTuple('src_port', 0xC6FD),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xA356),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0382),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x48\xFD\xC4\x9E\x00\x00\x00\x00\xC6\xFD\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA3\x56\x00\x18\x95\x2F\x2D\xE6\x03\xBC\x06\xAA\x62\x3E\x82\x00\x00\x20\x00\x00\xF1\x5B\x08\xC4\xFC\x00\x0E\xCA\xFB\xD6\x0F\x55\xFA\x08\x06\x80\xFA\x47\x0B\xA0\xF4\x69\x06\x40\xF1\x5A\x06\xDE\xF4\x43\x09\x82\xF1\x0F\x0B\x33\xF8\x00\x0C\x00\x0B\xB3\x09\xDA\xF7\x2F\x05\xBB\x04\x1A\x0A\xF7\x0E\x63\x09\x67\xF1\xCD\x09\x34\x09\xAC\x0A\x40\x10\x00\x0D\x82\xF7\xAF\x07\x00\xFA\x4D\x04\xED\x09\x31\x0B\xD0\x0C\xF5\x08\xC0\xF5\x90\x05\x12\xFB\x88\x06\x4A\xFB\xB9\x05\xB8\xF0\x00\x0B\xC1\x0E\x04\x10\x00\x07\xDD\x0D\x43\xF0\x68\x0C\xCB\xF4\x00\x0F\x38\xFC\x00\x0A\xBC\x06\x19\x10\x00\x10\x00\x04\xC4\xAD\x25\xB5\xEC\xF0\xA9\xC0\x08\x62\xC6\x83\xE3\x9E\x3B\x22\x39\x40\xCD\x3B\x57\x74\x33\xE7\x1A\xC9\x6B\x5E\x9F\x08\xD5\x34\xD9\xF7\xE6\x6F\x1E\xA3\xDA\x8D\x25\xC7\x12\x40\x92\x9E\x7D\x58\x0A\x2C\x1E\x31\xED\xE7\x9F\xB3\x2C\xAC\x1C\x1D\x3D\x50\x9E\xC9\x3A\x6E\x88\x8F\xE1\xDC\x02\xB0\xBF\xD0\xDD\x9D\xA8\x27\xCD\x1B\x8A\x1C\x13\x36\xDD\xD8\x0E\x59\x3C\xBA\x0F\x6B\x97\x63\x34\xA6\xBE\x4E\xD7\x2E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x48\xFD\xC4\x9E\xBE\xEF\xC6\xFD\x00\xA0\x00\x00\x50\x34\x02\x82\xA3\x56\x00\x18\x95\x2F\x2D\xE6\x03\xBC\x00\xAA\x62\x3E\x82\x00\x00\x20\x00\x08\x11\x74\x2E\x3B\xFC\x00\x0E\xCA\x22\x5C\x20\xBC\xFA\x08\x06\x80\x0A\x4C\x2D\xA0\xF4\x69\x06\x40\x0E\xAC\x36\x86\xF4\x43\x09\x82\x06\x81\x15\x5A\xF8\x00\x0C\x00\xF8\x5E\x19\xDA\xF7\x2F\x05\xBB\x10\xF4\x1B\xC1\x0E\x63\x09\x67\xC7\x53\x24\x23\x09\xAC\x0A\x40\x33\x59\x1D\x82\xF7\xAF\x07\x00\xDD\xE5\x0C\x42\x09\x31\x0B\xD0\x39\xAC\x35\x0B\xF5\x90\x05\x12\x1F\x71\x1B\x60\xFB\xB9\x05\xB8\xEB\x71\x2B\xC1\x0E\x04\x10\x00\xE7\x0A\x28\xF3\xF0\x68\x0C\xCB\x1B\x8B\x2C\xD0\xFC\x00\x0A\xBC\x12\x19\x2F\x33\x10\x00\x04\xC4\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xFB\xAD\xCE\xFD\x62\x3E\x82\x00\x62\x3E\x82\x00\x08\xAA\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x11\x74\x2E\x3B\x07\xA4\x35\x08\x22\x5C\x20\xBC\x1A\x08\x17\x25\x0A\x4C\x2D\xA0\x1A\x31\x26\x40\x0E\xAC\x36\x86\xF0\x3C\x34\xA0\x06\x81\x15\x5A\xF1\x43\x38\x60\xF8\x5E\x19\xDA\x00\x45\x33\x11\x10\xF4\x1B\xC1\xF9\x8D\x11\x3B\xC7\x53\x24\x23\x22\x88\x2B\x57\x33\x59\x1D\x82\x0C\xBB\x23\x1F\xDD\xE5\x0C\x42\x2C\xAC\x26\xD0\x39\xAC\x35\x0B\xFD\x60\x2F\x96\x1F\x71\x1B\x60\x10\xE5\x17\xFB\xEB\x71\x2B\xC1\x3A\xE3\x24\x3D\xE7\x0A\x28\xF3\x1F\xB9\x16\xFE\x1B\x8B\x2C\xD0\x0D\xE2\x22\xC9\x12\x19\x2F\x33\xF0\x00\x13\x49\xAD\x25\xB5\xEC\xF0\xA9\xC0\x08\x62\xC6\x83\xE3\x9E\x3B\x22\x39\x40\xCD\x3B\x57\x74\x33\xE7\x1A\xC9\x6B\x5E\x9F\x08\xD5\x34\xD9\xF7\xE6\x6F\x1E\xA3\xDA\x8D\x25\xC7\x12\x40\x92\x9E\x7D\x58\x0A\x2C\x1E\x31\xED\xE7\x9F\xB3\x2C\xAC\x1C\x1D\x3D\x50\x9E\xC9\x3A\x6E\x88\x8F\xE1\xDC\x02\xB0\xBF\xD0\xDD\x9D\xA8\x27\xCD\x1B\x8A\x1C\x13\x36\xDD\xD8\x0E\x59\x3C\xBA\x0F\x6B\x97\x63\x34\xA6\xBE\x4E\xD7\x2E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test59(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x696EA85A), ('P4rIngress.aggregator.bitmap_seq.seq', 0x7647F382)], 13268)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x7647F382, 13268)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0F), ('P4rIngress.aggregator.count_exp.exponent', 0xCE)], 13268)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x03, 13268)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x10002F90), ('P4rIngress.aggregator.values_v0000.hi', 0x0AAA1051)], 13268)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xF00027C9), ('P4rIngress.aggregator.values_v0001.hi', 0xEB492000)], 13268)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x113510F4), ('P4rIngress.aggregator.values_v0010.hi', 0xE4001100)], 13268)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xFA101DE4), ('P4rIngress.aggregator.values_v0011.hi', 0xD30F1A00)], 13268)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xFADB23FB), ('P4rIngress.aggregator.values_v0100.hi', 0xE4A30D71)], 13268)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x132F249E), ('P4rIngress.aggregator.values_v0101.hi', 0xD4570447)], 13268)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xE4572200), ('P4rIngress.aggregator.values_v0110.hi', 0xE0000ED0)], 13268)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xDBD32B7E), ('P4rIngress.aggregator.values_v0111.hi', 0x15BD1CB7)], 13268)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x28442CDC), ('P4rIngress.aggregator.values_v1000.hi', 0xD00007A0)], 13268)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x13172000), ('P4rIngress.aggregator.values_v1001.hi', 0x0648154A)], 13268)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xEEB51BF1), ('P4rIngress.aggregator.values_v1010.hi', 0xDF330C46)], 13268)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xD02E17DF), ('P4rIngress.aggregator.values_v1011.hi', 0xFA9B2320)], 13268)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x20B3142C), ('P4rIngress.aggregator.values_v1100.hi', 0xD9652000)], 13268)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x196D2D45), ('P4rIngress.aggregator.values_v1101.hi', 0x1BDB1B85)], 13268)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x266F18DC), ('P4rIngress.aggregator.values_v1110.hi', 0x18001C88)], 13268)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xE000105A), ('P4rIngress.aggregator.values_v1111.hi', 0x18FC2CC0)], 13268)
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
                gc.KeyTuple('job_id', 0xEE61),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F6E),
                gc.DataTuple('slot_count', 0x000009E9),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC0AB3D8C),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02E),
                gc.KeyTuple('src_addr', 0xEA72B62B),
                gc.KeyTuple('src_port', 0x7B96),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xEE61),
                gc.DataTuple('rank', 0x0014),
                gc.DataTuple('worker_index', 0x0128),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEA\x72\xB6\x2B\x00\x00\x00\x00\x7B\x96\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xEE\x61\x00\x14\xC0\xAB\x3D\x8C\x04\x66\x07\xBB\x76\x47\xF3\x82\x00\x20\x00\x00\x0D\xF2\x09\xC2\x05\x2B\x04\x30\xFB\xB8\x05\x80\x08\x59\x0B\x20\x0D\xD5\x10\x00\xFC\x00\x05\xC2\x07\x15\x04\xE8\xF4\xA9\x06\xD0\x05\x65\x08\x7A\x06\x1F\x0A\x80\xF8\xF7\x0B\xB6\x09\x14\x08\x45\xF6\xFB\x0F\xF2\x04\x7B\x0A\x6B\x04\x41\x04\x77\xFA\x70\x0F\xBF\x10\x00\x0C\x09\x08\xAA\x05\xE3\xF3\x1F\x04\xAD\xF8\x59\x0C\x00\xF1\x67\x08\x00\x04\x00\x0F\xEC\x0D\x43\x08\x33\xF6\xFC\x08\x6A\x0D\x96\x10\x00\x0A\x2B\x09\xC6\x0B\x50\x0D\x96\xF3\x37\x07\xAB\xFA\xBD\x04\x00\xFB\xCE\x0B\x1E\x0A\xEC\x09\xA8\x08\x85\x0F\xDA\x45\x27\xF3\xF9\x3C\xAA\xDB\x47\x14\x65\x0C\x57\xAE\x5D\x52\x4E\xF8\x2E\xF6\x71\xDB\x78\x08\xC0\xFF\xAD\x01\xE8\xB8\x26\x95\xDE\xB2\x56\xD0\x57\x9A\x50\x3B\xBA\x95\x59\x3D\x15\x6B\x81\xBA\x8B\xE6\xE9\x02\x09\x50\x8C\xBE\xD7\x46\x96\x25\xC1\x47\x5C\xB6\x14\xF1\xEB\x87\x18\xAA\x2E\xD1\x9C\x5B\x07\x20\x83\xCC\xF6\xD1\xF3\xA7\x62\x8A\x58\x48\x90\xFE\x7A\x41\x89\x1D\xB7\x22\x06\x24\xB1\xA7\xCA\x2D\x96\xFB\x58\xD8\x57\xA0\xB2\xE4\xFB\x78\xC9\x22\x48\x0B\xDF\x20\x99\x2F\xA7\xE5\xE5\xA0\x55\xEE\x28\x40\xF1\x8D\x8A\xAB\x89\x88\xB0\x80\x28\x9A\xAF\x07\x28\x1F\xDF\x86\xB6\xFC\xC5\xFB\xB2\x46\x9F\xD8\x51\x24\x76\x61\xD7\xA6\x6F\x39\xE1\x60\x0A\x54\xCB\x6D\xB6\xB4\x59\xED\xBE\xF9\x15\x9B\x81\x56\xEC\x26\x7A\xA4\x17\xD3\xDF\x78\x19\x31\xD8\x09\xA2\xB4\xB7\x30\xA9\x8B\x94\xA8\xA7\x1D\xCC\x84\x8D\xAB\xBE\x5B\x47\x3B\x5A\xAC\x23\xC4\x9D\x3A\xEA\x58\xF8\x4D\x0E\xDB\x45\x87\x74\xB5\x59\x45\x9E\xEA\x6F\x7D\x5F\x57\x35\x6C\x9E\x6C\xC5\x0E\x6E\xA8\x33\x23\x1F\xEE\xD1\x15\xBD\x52\x39\xC5\xC7\xD2\x19\x8A\x4F\x9B\xA6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xEA\x72\xB6\x2B\xBE\xEF\x7B\x96\x00\xA0\x00\x00\x50\x34\x02\x82\xEE\x61\x00\x14\xC0\xAB\x3D\x8C\x04\x66\x01\xBB\x76\x47\xF3\x82\x00\x20\x00\x10\x1D\xF2\x39\x52\x05\x2B\x04\x30\xEB\xB8\x2D\x49\x08\x59\x0B\x20\x1F\x0A\x20\xF4\xFC\x00\x05\xC2\x01\x25\x22\xCC\xF4\xA9\x06\xD0\x00\x40\x2C\x75\x06\x1F\x0A\x80\x0C\x26\x30\x54\x09\x14\x08\x45\xDB\x52\x31\xF2\x04\x7B\x0A\x6B\xE0\x14\x2F\xF5\xFA\x70\x0F\xBF\x38\x44\x38\xE5\x08\xAA\x05\xE3\x06\x36\x24\xAD\xF8\x59\x0C\x00\xE0\x1C\x23\xF1\x04\x00\x0F\xEC\xDD\x71\x20\x12\xF6\xFC\x08\x6A\x2E\x49\x24\x2C\x0A\x2B\x09\xC6\x24\xBD\x3A\xDB\xF3\x37\x07\xAB\x21\x2C\x1C\xDC\xFB\xCE\x0B\x1E\xEA\xEC\x1A\x02\x08\x85\x0F\xDA\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x69\x7E\xA8\x5A\x76\x47\xF3\x82\x76\x47\xF3\x82\x10\xCE\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x1D\xF2\x39\x52\x0F\xD5\x14\x81\xEB\xB8\x2D\x49\xF3\xA2\x2B\x20\x1F\x0A\x20\xF4\xE0\x00\x16\xC2\x01\x25\x22\xCC\xC7\xB8\x20\xD0\x00\x40\x2C\x75\xEA\xC2\x17\xF1\x0C\x26\x30\x54\xDD\x6B\x0C\x8C\xDB\x52\x31\xF2\xE4\x7B\x19\x3B\xE0\x14\x2F\xF5\x10\x2D\x2C\x76\x38\x44\x38\xE5\xD8\xAA\x0D\x83\x06\x36\x24\xAD\xFE\xA1\x21\x4A\xE0\x1C\x23\xF1\xE3\x33\x1C\x32\xDD\x71\x20\x12\xF1\x97\x2B\x8A\x2E\x49\x24\x2C\xE3\x90\x29\xC6\x24\xBD\x3A\xDB\x0F\x12\x23\x30\x21\x2C\x1C\xDC\x13\xCE\x27\xA6\xEA\xEC\x1A\x02\x21\x81\x3C\x9A\x45\x27\xF3\xF9\x3C\xAA\xDB\x47\x14\x65\x0C\x57\xAE\x5D\x52\x4E\xF8\x2E\xF6\x71\xDB\x78\x08\xC0\xFF\xAD\x01\xE8\xB8\x26\x95\xDE\xB2\x56\xD0\x57\x9A\x50\x3B\xBA\x95\x59\x3D\x15\x6B\x81\xBA\x8B\xE6\xE9\x02\x09\x50\x8C\xBE\xD7\x46\x96\x25\xC1\x47\x5C\xB6\x14\xF1\xEB\x87\x18\xAA\x2E\xD1\x9C\x5B\x07\x20\x83\xCC\xF6\xD1\xF3\xA7\x62\x8A\x58\x48\x90\xFE\x7A\x41\x89\x1D\xB7\x22\x06\x24\xB1\xA7\xCA\x2D\x96\xFB\x58\xD8\x57\xA0\xB2\xE4\xFB\x78\xC9\x22\x48\x0B\xDF\x20\x99\x2F\xA7\xE5\xE5\xA0\x55\xEE\x28\x40\xF1\x8D\x8A\xAB\x89\x88\xB0\x80\x28\x9A\xAF\x07\x28\x1F\xDF\x86\xB6\xFC\xC5\xFB\xB2\x46\x9F\xD8\x51\x24\x76\x61\xD7\xA6\x6F\x39\xE1\x60\x0A\x54\xCB\x6D\xB6\xB4\x59\xED\xBE\xF9\x15\x9B\x81\x56\xEC\x26\x7A\xA4\x17\xD3\xDF\x78\x19\x31\xD8\x09\xA2\xB4\xB7\x30\xA9\x8B\x94\xA8\xA7\x1D\xCC\x84\x8D\xAB\xBE\x5B\x47\x3B\x5A\xAC\x23\xC4\x9D\x3A\xEA\x58\xF8\x4D\x0E\xDB\x45\x87\x74\xB5\x59\x45\x9E\xEA\x6F\x7D\x5F\x57\x35\x6C\x9E\x6C\xC5\x0E\x6E\xA8\x33\x23\x1F\xEE\xD1\x15\xBD\x52\x39\xC5\xC7\xD2\x19\x8A\x4F\x9B\xA6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test60(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x89BA2343), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC0000000)], 6720)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC0000000, 6720)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x9A)], 6720)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 6720)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xE03E0EFE), ('P4rIngress.aggregator.values_v0000.hi', 0x23C51AA1)], 6720)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x26AC2594), ('P4rIngress.aggregator.values_v0001.hi', 0x2AF52A7F)], 6720)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x0D1B2200), ('P4rIngress.aggregator.values_v0010.hi', 0x13DB0839)], 6720)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xFB1D29BF), ('P4rIngress.aggregator.values_v0011.hi', 0x1DE50440)], 6720)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xD00027B4), ('P4rIngress.aggregator.values_v0100.hi', 0x1C002DA9)], 6720)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x06D514A0), ('P4rIngress.aggregator.values_v0101.hi', 0xD4F32820)], 6720)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x22791AE4), ('P4rIngress.aggregator.values_v0110.hi', 0xF6E81447)], 6720)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x12890A38), ('P4rIngress.aggregator.values_v0111.hi', 0xDADD0800)], 6720)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x174D170B), ('P4rIngress.aggregator.values_v1000.hi', 0xF28D22A8)], 6720)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x0E4F12F0), ('P4rIngress.aggregator.values_v1001.hi', 0x2DED1F1F)], 6720)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x1B2F1221), ('P4rIngress.aggregator.values_v1010.hi', 0xD0620C07)], 6720)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x055F1B2C), ('P4rIngress.aggregator.values_v1011.hi', 0xF9F50AA2)], 6720)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xF1A12E27), ('P4rIngress.aggregator.values_v1100.hi', 0x1A3D1986)], 6720)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xD1773000), ('P4rIngress.aggregator.values_v1101.hi', 0x2D5C1D55)], 6720)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x3000117D), ('P4rIngress.aggregator.values_v1110.hi', 0xDA241737)], 6720)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x135B1E70), ('P4rIngress.aggregator.values_v1111.hi', 0xEE9A3000)], 6720)
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
                gc.KeyTuple('job_id', 0x8B82),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D15),
                gc.DataTuple('slot_count', 0x000012EB),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x00E04BA7),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00E),
                gc.KeyTuple('src_addr', 0x13DA8F8B),
                gc.KeyTuple('src_port', 0xB17F),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x8B82),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x0152),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x13\xDA\x8F\x8B\x00\x00\x00\x00\xB1\x7F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x8B\x82\x00\x16\x00\xE0\x4B\xA7\x0D\x2B\x00\xB5\xC0\x00\x00\x00\x00\x20\x00\x00\x04\x77\x09\x84\x09\xB6\x0A\xF0\x04\xAC\x08\x6E\xF6\x93\x06\x8E\xF2\x2F\x0C\xE0\xF4\x00\x07\xB1\xF9\xAC\x0A\x00\xF7\x57\x10\x00\xFC\x00\x08\x00\x0C\x00\x0C\xA8\x08\x54\x04\x02\x06\x91\x08\x40\xF0\x00\x0B\x47\xF9\x6A\x0B\x11\x04\x17\x0C\x00\xFB\x14\x06\x40\xF3\x8E\x0B\xC8\x08\x33\x08\x00\x04\xD3\x06\x00\x08\x9C\x06\xA8\x0A\xFD\x04\x0D\xF3\x73\x04\x92\xF5\xEE\x0D\x49\x0A\x5D\x07\x67\x0F\xAB\x0C\x00\x0F\xCB\x10\x00\xF3\x4B\x07\xAE\x06\xD0\x0C\x00\x06\x02\x08\x51\x0A\x3C\x0E\x00\x0C\x00\x04\x42\xF9\x74\x08\xF2\xFE\x19\xCD\xBD\xCD\xB8\x60\x97\x85\xD8\xC4\x08\x7B\x40\x09\xCC\x13\xF0\x45\xA2\x31\x42\x4C\x80\xFD\xE9\x3E\x84\xBB\xBD\xE1\x5A\xEF\x05\x8D\x8C\x5D\x51\x68\x82\x3D\xB6\x0A\x46\xD3\xC3\x66\x86\xFD\x3F\xCD\xDC\x47\x18\x2E\x64\xF2\xB6\xEC\xEB\xA2\x2A\x7D\x39\x30\x48\x62\xC2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x13\xDA\x8F\x8B\xBE\xEF\xB1\x7F\x00\xA0\x00\x00\x50\x34\x02\x82\x8B\x82\x00\x16\x00\xE0\x4B\xA7\x0D\x2B\x00\xB5\xC0\x00\x00\x00\x00\x20\x00\x20\xE4\xB5\x18\x82\x09\xB6\x0A\xF0\x2B\x58\x2E\x02\xF6\x93\x06\x8E\xFF\x4A\x2E\xE0\xF4\x00\x07\xB1\xF4\xC9\x33\xBF\xF7\x57\x10\x00\xCC\x00\x2F\xB4\x0C\x00\x0C\xA8\x0F\x29\x18\xA2\x06\x91\x08\x40\x12\x79\x26\x2B\xF9\x6A\x0B\x11\x16\xA0\x16\x38\xFB\x14\x06\x40\x0A\xDB\x22\xD3\x08\x33\x08\x00\x13\x22\x18\xF0\x08\x9C\x06\xA8\x26\x2C\x16\x2E\xF3\x73\x04\x92\xFB\x4D\x28\x75\x0A\x5D\x07\x67\x01\x4C\x3A\x27\x0F\xCB\x10\x00\xC4\xC2\x37\xAE\x06\xD0\x0C\x00\x36\x02\x19\xCE\x0A\x3C\x0E\x00\x1F\x5B\x22\xB2\xF9\x74\x08\xF2\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x89\xFA\x23\x43\xC0\x00\x00\x00\xC0\x00\x00\x00\x20\xB5\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xE4\xB5\x18\x82\x2D\x7B\x25\x91\x2B\x58\x2E\x02\x21\x88\x31\x0D\xFF\x4A\x2E\xE0\x07\xDB\x0F\xEA\xF4\xC9\x33\xBF\x15\x3C\x14\x40\xCC\x00\x2F\xB4\x28\x00\x3A\x51\x0F\x29\x18\xA2\xDB\x84\x30\x60\x12\x79\x26\x2B\xF0\x52\x1F\x58\x16\xA0\x16\x38\xD5\xF1\x0E\x40\x0A\xDB\x22\xD3\xFA\xC0\x2A\xA8\x13\x22\x18\xF0\x36\x89\x25\xC7\x26\x2C\x16\x2E\xC3\xD5\x10\x99\xFB\x4D\x28\x75\x04\x52\x12\x09\x01\x4C\x3A\x27\x2A\x08\x29\x86\xC4\xC2\x37\xAE\x34\x2C\x29\x55\x36\x02\x19\xCE\xE4\x60\x25\x37\x1F\x5B\x22\xB2\xE8\x0E\x38\xF2\xFE\x19\xCD\xBD\xCD\xB8\x60\x97\x85\xD8\xC4\x08\x7B\x40\x09\xCC\x13\xF0\x45\xA2\x31\x42\x4C\x80\xFD\xE9\x3E\x84\xBB\xBD\xE1\x5A\xEF\x05\x8D\x8C\x5D\x51\x68\x82\x3D\xB6\x0A\x46\xD3\xC3\x66\x86\xFD\x3F\xCD\xDC\x47\x18\x2E\x64\xF2\xB6\xEC\xEB\xA2\x2A\x7D\x39\x30\x48\x62\xC2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

