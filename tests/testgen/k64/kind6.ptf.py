# PTF test for /tmp/tg64/k64/kind6/main
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

logger = logging.getLogger('/tmp/tg64/k64/kind6/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/tg64/k64/kind6/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/tg64/k64/kind6/main')

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
    # Current statement coverage: 0.037

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 29
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x40\x00\x00\xE9\x13\x36\x2D\x42\x88\xEA\xB7\x6C\xA6\xAD\xC8\x2A\x53\x15\x68\x51\x39\x04\xF5\x3B\xA5\x86\x59\x40\x9B\x21\x49\x8D\x64\x1E\x96\xED\x7D\x49\xAB\xA5\x17\xE7\x43\x44\x7E\x4B\x2A\x4B\xE7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test2(AbstractTest):
    # Current statement coverage: 0.037

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 43
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xD0\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\x00\x00\x00\x00\x00\x00\x40\x00\x00\x65\xCE\x26\x24\x60\xA9\x5E\x1E\xCE\xB1\x32\x14\xE4\x63\x04\x2B\x23\xA7\x9D\x4C\x72\xAE\xD4\x4B\x23\x31\x8A\xC8\x8A\x71\x18\x4D\xE7\x45\x59\x07\xE2\x14\x82\xCB\x96\x28\x78\x95\x07\xA1\x0F\xDB\xF1\xD0\xF6\x4C\xCA\xDA\xF6\x02\x83\xCF\xC5\xC6\x23\xD4\xD1\xD5\xA9\xEE\x72\x34\x0B\x9B\xC7\x06\x89\x30\x81\xCD\xC3\xF6\xD4\xFD\x0C\xC9\xBF\xF8\x8A\x64\xCB\x80\x6A\x07\xA7\x03\x7E\x39\x27\x4D\xB1\xC4\x35\x71\xF3\x2F\x25\x41\x69\xFF\x92\xB7\x88\x90\x14\x97\x1A\x32\x96\xD8\x3B\x23\xD3\xA0\xB3\x23\x5D\x2E\x42\xCF\x84\xBE\x96\xDC\xBA\x4A\xF4\xDF\x85\x5C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test3(AbstractTest):
    # Current statement coverage: 0.41

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xE3B80377), ('P4rIngress.aggregator.bitmap_seq.seq', 0x19AA95D8)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x19AA95D8, 7429)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 7429)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 7429)
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
                gc.KeyTuple('job_id', 0xC820),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001163),
                gc.DataTuple('slot_count', 0x00000E7A),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0FCA5E3B),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01C),
                gc.KeyTuple('src_addr', 0xEE308F4C),
                gc.KeyTuple('src_port', 0x457E),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xC820),
                gc.DataTuple('rank', 0x001D),
                gc.DataTuple('worker_index', 0x002B),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEE\x30\x8F\x4C\x00\x00\x00\x00\x45\x7E\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xC8\x20\x00\x1D\x0F\xCA\x5E\x3B\x0B\xA2\x00\x00\x8C\x4D\x4E\xE9\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF1\x1C\x39\xE9\x94\x11\x57\x60\x5A\xF5\x9E\xB6\x73\x2D\x71\x0A\x10\x66\xB7\x62\xF3\x11\xBA\x67\xC9\x75\xA6\xDC\x1D\x5F\xFD\xEC\x12\xE4\x08\x82\x9F\x27\x73\x61\x7F\x84\x13\x73\xA9\xD7\x4D\x52\x02\xFC\xC0\x98\xF6\xFF\xC1\xE9\xE1\x9F\x9E\x3C\x6D\x97\x62\x5E\xC0\xB6\xBC\xC1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEE\x30\x8F\x4C\x00\x00\x00\x00\x45\x7E\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xC8\x20\x00\x1D\x0F\xCA\x5E\x3B\x0B\xA2\x00\x00\x8C\x4D\x4E\xE9\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x20\x00\x00\x00\x8C\x4D\x4E\xE9\x8C\x4D\x4E\xE9\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF1\x1C\x39\xE9\x94\x11\x57\x60\x5A\xF5\x9E\xB6\x73\x2D\x71\x0A\x10\x66\xB7\x62\xF3\x11\xBA\x67\xC9\x75\xA6\xDC\x1D\x5F\xFD\xEC\x12\xE4\x08\x82\x9F\x27\x73\x61\x7F\x84\x13\x73\xA9\xD7\x4D\x52\x02\xFC\xC0\x98\xF6\xFF\xC1\xE9\xE1\x9F\x9E\x3C\x6D\x97\x62\x5E\xC0\xB6\xBC\xC1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test4(AbstractTest):
    # Current statement coverage: 0.42

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xA1CD27DD), ('P4rIngress.aggregator.bitmap_seq.seq', 0x86800000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x86800000, 4705)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 4705)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 4705)
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
                gc.KeyTuple('job_id', 0x1419),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F5A),
                gc.DataTuple('slot_count', 0x0000031E),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x924EA39B),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x030),
                gc.KeyTuple('src_addr', 0xD946BA50),
                gc.KeyTuple('src_port', 0x0603),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x1419),
                gc.DataTuple('rank', 0x001D),
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
        ig_port = 48
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD9\x46\xBA\x50\x00\x00\x00\x00\x06\x03\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x14\x19\x00\x1D\x92\x4E\xA3\x9B\x03\x07\x02\x00\xD9\xA1\xCD\xE4\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC3\xE8\x95\xC2\x61\x78\x7B\xEA\x72\x5B\x76\x07\xF1\xB5\x83\xCF\x8D\xE2\xCD\x19\xE5\x02\x4E\x59\x16\x86\xED\x47\xB0\x94\x21\x5A\x76'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD9\x46\xBA\x50\xBE\xEF\x06\x03\x01\x20\x00\x00\x50\x34\x02\x82\x14\x19\x00\x1D\x92\x4E\xA3\x9B\x03\x07\x00\x00\xD9\xA1\xCD\xE4\x00\x40\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x20\x00\x00\x00\xD9\xA1\xCD\xE4\xD9\xA1\xCD\xE4\x01\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC3\xE8\x95\xC2\x61\x78\x7B\xEA\x72\x5B\x76\x07\xF1\xB5\x83\xCF\x8D\xE2\xCD\x19\xE5\x02\x4E\x59\x16\x86\xED\x47\xB0\x94\x21\x5A\x76'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test5(AbstractTest):
    # Current statement coverage: 0.42

    def setupCtrlPlane(self):
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x030A),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x8014),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000011DA),
                gc.DataTuple('slot_count', 0x00000789),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE622EB8F),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x007),
                gc.KeyTuple('src_addr', 0x2A567A9D),
                gc.KeyTuple('src_port', 0x5A27),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x8014),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x00A0),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2A\x56\x7A\x9D\x00\x00\x00\x00\x5A\x27\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x80\x14\x00\x1E\xE6\x22\xEB\x8F\x00\x00\x02\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x49\xE9\x69\x71\xDC\x2A\xCA\xB1\x1A\x25\x88\xDB\x3F\x07\xB0\x4D\x82\x82\xED\x28\x07\x3F\x18\x15\x1B\x7C\x4A\xF8\x06\xB5\xC3\x65\x65\x74\xC9\xA4\x05\x16\xDD\x45\x2C\x1A\x6F\x35\x1F\xD0\x38\xC7\x84\xD4\x21\xC2\xB6\x26\x7C\x89\x0C\x9F\x33\xFB\xEC\x4B\x56\x18\x35\x64\xBB\x8F\xC0\xFE\x07\xBB\x82\x1C\x82\xB8\xC1\x66\x06\xCD\x3A\xF9\x0E\x86\x10\xE5\x63\x2B\x76\xDD\x1E\x74\xB2\x62\xAC\xD4\x31\x24\x08\x8D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2A\x56\x7A\x9D\x00\x00\x00\x00\x5A\x27\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x80\x14\x00\x1E\xE6\x22\xEB\x8F\x00\x00\x02\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x07\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x49\xE9\x69\x71\xDC\x2A\xCA\xB1\x1A\x25\x88\xDB\x3F\x07\xB0\x4D\x82\x82\xED\x28\x07\x3F\x18\x15\x1B\x7C\x4A\xF8\x06\xB5\xC3\x65\x65\x74\xC9\xA4\x05\x16\xDD\x45\x2C\x1A\x6F\x35\x1F\xD0\x38\xC7\x84\xD4\x21\xC2\xB6\x26\x7C\x89\x0C\x9F\x33\xFB\xEC\x4B\x56\x18\x35\x64\xBB\x8F\xC0\xFE\x07\xBB\x82\x1C\x82\xB8\xC1\x66\x06\xCD\x3A\xF9\x0E\x86\x10\xE5\x63\x2B\x76\xDD\x1E\x74\xB2\x62\xAC\xD4\x31\x24\x08\x8D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test6(AbstractTest):
    # Current statement coverage: 0.42

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 29
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x4D\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x87\x00\x00\x00\x00\x00\x00\x40\x00\x00\x25\x62\x94\x6A\x2E\xD8\x1B\xFD\x72\xC2\xFD\x15\xF2\xCA\x88\x25\xC7\x2A\x51\x3E\xA9\xA0\x74\x8D\x64\x57\x91\xA0\x3F\x71\xC3\x37\xFE\x3F\x9B\x38\x68\x4F\xD0\x5A\x33\x85\x7C\x81\x1C\xE7\x0A\x28\xB2\xAF\x11\xEC\xF8\xA6\xA6\xAF\xD6\x5E\x04\xC1\x68\xE5\xC2\x64\xAE\xD3\x28\x23\x7B\x18\xE4\x9D\x09\xC3\xD4\x38\x17\x93\xFB\x54\x67\x20\x9E\xB5\x6A\xE4\x34\x50\xD0\x64\x7E\x67\xB1\x22\x4C\x76\x4E\xF3\x3D\x66\xA9\xBC\xBD\xAF\x43\x6E\xD8\xC9\xC5\xAF\x0C\xCD\xFC\x35\xF8\x53\x3A\xE3\x5F\x02\xA1\x87\x94\xD3\xF0\x56\xF0\x4F\x68\xEB\x32\x07\xAA\x9A\x29\x5F\xD4\xFB\xBE\x6B\x5F\x13\x26\xF2\x75\xF3\x40\x98\x6B\x8E\x12\xEF\xA1\xDB\x34\x0B\x06\x9E\x46\x4F\x25\x0F\x91\x6F\x08\x2C\x5C\x5E\x5B\x14\xF7\x9F\x6B\xEA\x4B\x5B\x24\x71\x12\x6C\xE8\x18\x21\x38\x94\xD3\x03\x36\xDE\x6C\xA7\x81\xC3\x40'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.42

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x910B0EFE), ('P4rIngress.aggregator.bitmap_seq.seq', 0x6DCDDC0F)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x6DCDDC0F, 3973)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 3973)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 3973)
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
                gc.KeyTuple('job_id', 0x45F0),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000067D),
                gc.DataTuple('slot_count', 0x00000A5D),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD557397B),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01D),
                gc.KeyTuple('src_addr', 0x88D5EAD6),
                gc.KeyTuple('src_port', 0x25A6),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x45F0),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x018C),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x88\xD5\xEA\xD6\x00\x00\x00\x00\x25\xA6\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x45\xF0\x00\x0A\xD5\x57\x39\x7B\x09\x08\x06\x00\x98\x46\x83\xA1\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x65\xC9\xF2\xF2\xBB\xCF\xC1\x9F\x32\x36\x9D\xE5\x2F\xAE\xBA\x82\xBC\xD0\x3B\xFF\x27\x58\x6D\x43\x79\xB8\x03\x92\x54\x83\xAF\xE3\x0D\x7C\xEE\x95\xB8\xAE\x2A\x58\x0E\x15\xE8\x66\x9E\xBF\xBC\x9F\xAD\x0E\xC5\xAD\x75\x97\x85\xD2\x11\x44\xBC\x2D\x48\x7B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x88\xD5\xEA\xD6\x00\x00\x00\x00\x25\xA6\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x45\xF0\x00\x0A\xD5\x57\x39\x7B\x09\x08\x06\x00\x98\x46\x83\xA1\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x00\x04\x00\x98\x46\x83\xA1\x98\x46\x83\xA1\x01\x00\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x65\xC9\xF2\xF2\xBB\xCF\xC1\x9F\x32\x36\x9D\xE5\x2F\xAE\xBA\x82\xBC\xD0\x3B\xFF\x27\x58\x6D\x43\x79\xB8\x03\x92\x54\x83\xAF\xE3\x0D\x7C\xEE\x95\xB8\xAE\x2A\x58\x0E\x15\xE8\x66\x9E\xBF\xBC\x9F\xAD\x0E\xC5\xAD\x75\x97\x85\xD2\x11\x44\xBC\x2D\x48\x7B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.42

    def setupCtrlPlane(self):
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x165F),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x85F9),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000007A2),
                gc.DataTuple('slot_count', 0x000015BD),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB8448626),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x036),
                gc.KeyTuple('src_addr', 0x9C26E981),
                gc.KeyTuple('src_port', 0xD926),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x85F9),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x007B),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9C\x26\xE9\x81\x00\x00\x00\x00\xD9\x26\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x85\xF9\x00\x18\xB8\x44\x86\x26\x0A\x0F\x00\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF2\x75\xA4\xC2\x70\x05\x82\xA6\x5B\x03\x41\x23\x26\x81\x73\x13\x72\xB1\x74\x95\xCC\x22\x94\x8C\x2B\x14\x19\xE2\x7D\x20\x57\x21\xA7\x5A\xC5\x92\xD7\x2C\x88\x5B\xC7\x08\xEB\xC7\xCC\xF6\x98\x5F\x9A\x9B\xF4\xFD\x3B\x65\x16\x91\x78\x5E\x4D\xF2\x0C\xEB\x32\x1D\x4C\xCE\xEF\x49\xB6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9C\x26\xE9\x81\x00\x00\x00\x00\xD9\x26\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x85\xF9\x00\x18\xB8\x44\x86\x26\x0A\x0F\x00\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x07\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF2\x75\xA4\xC2\x70\x05\x82\xA6\x5B\x03\x41\x23\x26\x81\x73\x13\x72\xB1\x74\x95\xCC\x22\x94\x8C\x2B\x14\x19\xE2\x7D\x20\x57\x21\xA7\x5A\xC5\x92\xD7\x2C\x88\x5B\xC7\x08\xEB\xC7\xCC\xF6\x98\x5F\x9A\x9B\xF4\xFD\x3B\x65\x16\x91\x78\x5E\x4D\xF2\x0C\xEB\x32\x1D\x4C\xCE\xEF\x49\xB6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.42

    def setupCtrlPlane(self):
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0D5D),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x8CB3),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000426),
                gc.DataTuple('slot_count', 0x000017D1),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA4B1A838),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02B),
                gc.KeyTuple('src_addr', 0x5A2043CD),
                gc.KeyTuple('src_port', 0xD102),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x8CB3),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x037A),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5A\x20\x43\xCD\x00\x00\x00\x00\xD1\x02\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x8C\xB3\x00\x00\xA4\xB1\xA8\x38\x00\x00\x00\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x97\xF3\xEC\xBD\x96\x03\xF9\xFD\x17\x50\x48\xCC\xA4\x99\x5F\x4B\x0D\xF3\x36\x09\xC6\x7D\x81\x41\x3D\x20\x64\x04\xB0\x49\x24\xDE\xEF\x93\xBA\xB4\x53\xCC\x71\x48\xE6\x58\xA6\x5D\x27\x8B\xDD\x62\x8C\x6E\x12\x60\x46\x75\xBA\xB6\x83\xF7\x39\xDF\x34\xE7\xC7\xCA\x62\x06\x1D\x44\x96\xD8\x40\x84\x40\x3D\xD2\x3B\x67\xE0\xFB\x22\x1E\xE5\x72\x9F\x54\x94\xFE\xE1\x9A\x5A\xC6\x0F\xE0\xF0\xAA\xE2\x5E\x48\x0E\xDC\x7F\x58\x40\xA9\x52'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5A\x20\x43\xCD\x00\x00\x00\x00\xD1\x02\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x8C\xB3\x00\x00\xA4\xB1\xA8\x38\x00\x00\x00\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x07\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x97\xF3\xEC\xBD\x96\x03\xF9\xFD\x17\x50\x48\xCC\xA4\x99\x5F\x4B\x0D\xF3\x36\x09\xC6\x7D\x81\x41\x3D\x20\x64\x04\xB0\x49\x24\xDE\xEF\x93\xBA\xB4\x53\xCC\x71\x48\xE6\x58\xA6\x5D\x27\x8B\xDD\x62\x8C\x6E\x12\x60\x46\x75\xBA\xB6\x83\xF7\x39\xDF\x34\xE7\xC7\xCA\x62\x06\x1D\x44\x96\xD8\x40\x84\x40\x3D\xD2\x3B\x67\xE0\xFB\x22\x1E\xE5\x72\x9F\x54\x94\xFE\xE1\x9A\x5A\xC6\x0F\xE0\xF0\xAA\xE2\x5E\x48\x0E\xDC\x7F\x58\x40\xA9\x52'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.56

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x618CE82D), ('P4rIngress.aggregator.bitmap_seq.seq', 0x7CF369FF)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x7CF369FF, 7521)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x02), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 7521)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 7521)
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
                gc.KeyTuple('job_id', 0x6D5B),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C6B),
                gc.DataTuple('slot_count', 0x0000115C),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF4D99158),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x022),
                gc.KeyTuple('src_addr', 0x00C8C968),
                gc.KeyTuple('src_port', 0xB1AF),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x6D5B),
                gc.DataTuple('rank', 0x001D),
                gc.DataTuple('worker_index', 0x032E),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\xC8\xC9\x68\x00\x00\x00\x00\xB1\xAF\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x6D\x5B\x00\x1D\xF4\xD9\x91\x58\x10\xF6\x06\x00\x7C\xF3\x69\xFF\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8B\x93\xEE\x73\x58\xD0\xAA\x65\xB9\xE4\x94\x5A\xA9\x3C\x3A\x8B\x89\x50\xB3\xE2\x35\xDD\x22\x1D\x5F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x00\xC8\xC9\x68\xBE\xEF\xB1\xAF\x01\x20\x00\x00\x50\x34\x02\x83\x6D\x5B\x00\x1D\xF4\xD9\x91\x58\x10\xF6\x00\x00\x7C\xF3\x69\xFF\x00\x40\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x05\xFF\xFF\x03\x2E\x61\x8C\xE8\x2D\x7C\xF3\x69\xFF\x7C\xF3\x69\xFF\x02\x00\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8B\x93\xEE\x73\x58\xD0\xAA\x65\xB9\xE4\x94\x5A\xA9\x3C\x3A\x8B\x89\x50\xB3\xE2\x35\xDD\x22\x1D\x5F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.56

    def setupCtrlPlane(self):
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0xEAD5),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xA48E),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000CFF),
                gc.DataTuple('slot_count', 0x00000D4C),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDA0BCDEC),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0x331516C6),
                gc.KeyTuple('src_port', 0x9165),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xA48E),
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
        ig_port = 24
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x33\x15\x16\xC6\x00\x00\x00\x00\x91\x65\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xA4\x8E\x00\x11\xDA\x0B\xCD\xEC\x07\xE4\x00\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC1\x4D\x10\xE1\x09\x56\x14\x12\xDB\xBA\x74\xA8\x13\x21\x1A\xE4\xC0\x01\x6D\x24\xB2\x8F\xFB\x79\x96\x3A\xB5\xA9\xB3\x2B\x99\x8D\x49\x1B\x86\xE3\x59\x02\x36\x82\xA0\xC9\x9A\x1C\x6A\xD9\x99\x48\x93\x20\x4B\x1B\x35\xA1\x53\x50\xD4\x2F\x3D\x2E\x28\x62\xB2\x6D\x9A\xCE\xAC\xA4\x15\x0E\xA8\x5D\xF9\x49\xE0\xD5\x41\x34\x33\x02\x60\x67\x91\x51'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x33\x15\x16\xC6\x00\x00\x00\x00\x91\x65\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xA4\x8E\x00\x11\xDA\x0B\xCD\xEC\x07\xE4\x00\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x07\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC1\x4D\x10\xE1\x09\x56\x14\x12\xDB\xBA\x74\xA8\x13\x21\x1A\xE4\xC0\x01\x6D\x24\xB2\x8F\xFB\x79\x96\x3A\xB5\xA9\xB3\x2B\x99\x8D\x49\x1B\x86\xE3\x59\x02\x36\x82\xA0\xC9\x9A\x1C\x6A\xD9\x99\x48\x93\x20\x4B\x1B\x35\xA1\x53\x50\xD4\x2F\x3D\x2E\x28\x62\xB2\x6D\x9A\xCE\xAC\xA4\x15\x0E\xA8\x5D\xF9\x49\xE0\xD5\x41\x34\x33\x02\x60\x67\x91\x51'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.56

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xB7FC6CF5), ('P4rIngress.aggregator.bitmap_seq.seq', 0x3805AAA8)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x3805AAA8, 3912)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 3912)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 3912)
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
                gc.KeyTuple('job_id', 0xB9C8),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000654),
                gc.DataTuple('slot_count', 0x000012D1),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBE447EC9),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x019),
                gc.KeyTuple('src_addr', 0xF5FED6AE),
                gc.KeyTuple('src_port', 0x13BC),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xB9C8),
                gc.DataTuple('rank', 0x0005),
                gc.DataTuple('worker_index', 0x01AB),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF5\xFE\xD6\xAE\x00\x00\x00\x00\x13\xBC\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB9\xC8\x00\x05\xBE\x44\x7E\xC9\x08\xF4\x00\x00\x65\x3D\xE2\xEE\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8A\x6C\xDA\xDA\x97\x7A\x4C\x7E\x2B\xE6\x40\x9B\x1A\xB1\x04\x36\xE7\x5B\x45\x2C\x5E\x6E\x84\x81\x0A\x20\xA9\xA8\x01\x7B\xC8\x37\x2E\xBF\xE7\x62\x2F\xA3\xEF\x53\xC8\xCB\xE1\x47\x91\x57\x08\x2E\x48\x64\xCC\x32\x0E\x8E\x38\x49\x28\x60\x57\xE5\x8A\x06\x02\x8F\x57\x96\x6D\x3C\x47\x0B\x46\x1E\x54\xEA\x32\xD5\x79\xE8\xAF\x47\xB4\xED\xAD\x84\x5B\xE9\x6B\xCB\x8E\x25\xF9\x4B\x17\xDC\x2A\xF6\xF5\x90\x6E\x24\xAF\x7F\x8F\xBB\xC6\x3A\x9F\x36\x1B\x95\x21\x54\x70\xE8\x51\x40\x13\x1A\x88\x1B\x66\xAA\x66\xC7\x5D\xBA\x05\xEE\x62\xCB\x69\x2A\xEE\xCE\x3D\x7E\xE7\x1C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF5\xFE\xD6\xAE\xBE\xEF\x13\xBC\x01\x20\x00\x00\x50\x34\x02\x82\xB9\xC8\x00\x05\xBE\x44\x7E\xC9\x08\xF4\x00\x00\x65\x3D\xE2\xEE\x00\x40\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x00\x00\x20\x65\x3D\xE2\xEE\x65\x3D\xE2\xEE\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8A\x6C\xDA\xDA\x97\x7A\x4C\x7E\x2B\xE6\x40\x9B\x1A\xB1\x04\x36\xE7\x5B\x45\x2C\x5E\x6E\x84\x81\x0A\x20\xA9\xA8\x01\x7B\xC8\x37\x2E\xBF\xE7\x62\x2F\xA3\xEF\x53\xC8\xCB\xE1\x47\x91\x57\x08\x2E\x48\x64\xCC\x32\x0E\x8E\x38\x49\x28\x60\x57\xE5\x8A\x06\x02\x8F\x57\x96\x6D\x3C\x47\x0B\x46\x1E\x54\xEA\x32\xD5\x79\xE8\xAF\x47\xB4\xED\xAD\x84\x5B\xE9\x6B\xCB\x8E\x25\xF9\x4B\x17\xDC\x2A\xF6\xF5\x90\x6E\x24\xAF\x7F\x8F\xBB\xC6\x3A\x9F\x36\x1B\x95\x21\x54\x70\xE8\x51\x40\x13\x1A\x88\x1B\x66\xAA\x66\xC7\x5D\xBA\x05\xEE\x62\xCB\x69\x2A\xEE\xCE\x3D\x7E\xE7\x1C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.56

    def setupCtrlPlane(self):
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x727A),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x337F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000002F3),
                gc.DataTuple('slot_count', 0x00001AB1),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7229D1CD),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x024),
                gc.KeyTuple('src_addr', 0xD1CE85C2),
                gc.KeyTuple('src_port', 0xDDCE),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x337F),
                gc.DataTuple('rank', 0x0019),
                gc.DataTuple('worker_index', 0x0092),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD1\xCE\x85\xC2\x00\x00\x00\x00\xDD\xCE\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x33\x7F\x00\x19\x72\x29\xD1\xCD\x16\x10\x04\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB0\x3B\xD9\xC2\x12\xB8\x35\x97\xDF\xFD\x7C\x9E\xDD\x76\x83\xB0\xCF\xD5\xF8\xA8\x47\xFD\xD4\x88\x2E\x7E\x2E\x1E\x0B\x5E\xF9\x68\xFB\x99\xE7\x0E\x3C\xFB\x63\xFA\x14\x62\x5F\xFB\xB4\xA7\x95\xBD\x60\xBF\xA3\x8B\xC5\xD9\x86\x9D\x11\x76\x2A\xE7\xA2\xE3\xF1\x10\x57\xBA\x75\xD5\xCF\xD0\x42\x07\x77\x38\xC3\x2E\x11\x29\x03\x32\x91\xA0\xAD\x79\x04\xF2\x12\xDE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD1\xCE\x85\xC2\x00\x00\x00\x00\xDD\xCE\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x33\x7F\x00\x19\x72\x29\xD1\xCD\x16\x10\x04\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x07\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB0\x3B\xD9\xC2\x12\xB8\x35\x97\xDF\xFD\x7C\x9E\xDD\x76\x83\xB0\xCF\xD5\xF8\xA8\x47\xFD\xD4\x88\x2E\x7E\x2E\x1E\x0B\x5E\xF9\x68\xFB\x99\xE7\x0E\x3C\xFB\x63\xFA\x14\x62\x5F\xFB\xB4\xA7\x95\xBD\x60\xBF\xA3\x8B\xC5\xD9\x86\x9D\x11\x76\x2A\xE7\xA2\xE3\xF1\x10\x57\xBA\x75\xD5\xCF\xD0\x42\x07\x77\x38\xC3\x2E\x11\x29\x03\x32\x91\xA0\xAD\x79\x04\xF2\x12\xDE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.57

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x40\x00\x00\xBA\x55\x52\x1E\xC8\x7F\xE4\xBF\x8A\x7A\xF3\x82\xD1\x31\x66\x01\x75\x70\xDA\x1F\xFA\x1C\x63\x5F\x57\x37\xFB\x9A\x4E\x41\xD2\x81\x38\x77\x92\xE7\x39\xE8\xDD\xDF\xB4\x8A\x51\x66\x56\xEA\x93\x00\x2A\x23\xA7\xDB\x79\x4F\xF0\xEA\x85\xD6\xBA\x3F\x51\x97\xAE\xDB\x85\xD8\xD6\x73\xCB\x39\x9C\x37\xE9\x79\xA3\x9C\x1C\x58\x5D\x32\x0A\xE7\x64\xA1\xA1\x77\x85\x72\xFA\x85\xB4\x92\x91'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xA7906CDE), ('P4rIngress.aggregator.bitmap_seq.seq', 0x5897C5F1)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x5897C5F1, 2954)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x10), ('P4rIngress.aggregator.count_exp.exponent', 0xB6)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x4DE314D5), ('P4rIngress.aggregator.values_v00000.hi', 0x237362D8)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x406E2CE3), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x4EF96D77), ('P4rIngress.aggregator.values_v00010.hi', 0x74D33D8F)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x643ECB37), ('P4rIngress.aggregator.values_v00011.hi', 0x9860BA35)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x86E30193), ('P4rIngress.aggregator.values_v00100.hi', 0x6A0909A7)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x37C7424F), ('P4rIngress.aggregator.values_v00101.hi', 0x5D233C27)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x5FD9B32B), ('P4rIngress.aggregator.values_v00110.hi', 0x9A7799AD)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0xF739B8C5), ('P4rIngress.aggregator.values_v00111.hi', 0x4C3F6CE3)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x9516EB2B), ('P4rIngress.aggregator.values_v01000.hi', 0x56B21DBD)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x509B38E3), ('P4rIngress.aggregator.values_v01001.hi', 0x7DE03D77)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0xBDB74ED4), ('P4rIngress.aggregator.values_v01010.hi', 0x36EB4E8A)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x3645D88F), ('P4rIngress.aggregator.values_v01011.hi', 0x4DB5F59B)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x3C9D6209), ('P4rIngress.aggregator.values_v01100.hi', 0x6819232F)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xA554D579), ('P4rIngress.aggregator.values_v01101.hi', 0x83EC45D9)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xAF0D581D), ('P4rIngress.aggregator.values_v01110.hi', 0x28AF79AF)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xA2F724F4), ('P4rIngress.aggregator.values_v01111.hi', 0xB2EFDD90)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x9DC1D756), ('P4rIngress.aggregator.values_v10000.hi', 0x68576CB9)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x42C91CB3), ('P4rIngress.aggregator.values_v10001.hi', 0xE4397BF9)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xE9D9393A), ('P4rIngress.aggregator.values_v10010.hi', 0xB765B099)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x069DA67D), ('P4rIngress.aggregator.values_v10011.hi', 0x409AC356)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xCA68B15E), ('P4rIngress.aggregator.values_v10100.hi', 0x0AFC75B6)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x7309A269), ('P4rIngress.aggregator.values_v10101.hi', 0x5416AF22)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x69358515), ('P4rIngress.aggregator.values_v10110.hi', 0x6ADA5E10)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x2212A875), ('P4rIngress.aggregator.values_v10111.hi', 0x48CB6218)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x7D737925), ('P4rIngress.aggregator.values_v11000.hi', 0x3A9F464B)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xCC97D57E), ('P4rIngress.aggregator.values_v11001.hi', 0x57182A36)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x62867AC6), ('P4rIngress.aggregator.values_v11010.hi', 0xB3E9AFD6)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x3532468B), ('P4rIngress.aggregator.values_v11011.hi', 0xAA491443)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x6ECC9251), ('P4rIngress.aggregator.values_v11100.hi', 0xA6616078)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0xE4B7D57D), ('P4rIngress.aggregator.values_v11101.hi', 0x95F5F525)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xA35604D5), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 2954)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x239EDC42), ('P4rIngress.aggregator.values_v11111.hi', 0x31341955)], 2954)
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
                gc.KeyTuple('job_id', 0x1950),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000124),
                gc.DataTuple('slot_count', 0x00001A46),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCA8CD635),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01C),
                gc.KeyTuple('src_addr', 0x2D1FFCF5),
                gc.KeyTuple('src_port', 0x778F),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x1950),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x0267),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2D\x1F\xFC\xF5\x00\x00\x00\x00\x77\x8F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x19\x50\x00\x00\xCA\x8C\xD6\x35\x0A\x66\x02\xCD\x58\x97\xC5\xF1\x00\x40\x00\x00\x63\xE3\xAF\x09\x77\x34\xC5\x35\x71\x19\x45\xF6\x80\x00\x00\x00\x64\x71\x2F\xF3\x6F\x19\x54\xAD\x58\xAF\x55\xC0\x55\x0F\xF9\xCD\xDF\x0D\xEB\x67\x19\x04\x5F\x42\x51\xC0\xF2\xCD\x31\x35\x9A\x7A\x1B\x53\x6D\x23\xB2\xE5\x69\x85\x71\x98\x98\x6D\x46\x60\xC5\xE2\x79\x9C\x89\x72\x77\xEA\x9B\x42\x70\x06\xC1\x70\x08\xBE\x6B\x33\x38\xBF\xEA\xDB\x26\x8E\xCD\x19\x76\xE7\xF5\x9B\x75\x32\x25\x7D\x44\x21\x28\xCA\x50\x3B\x31\x2D\x9B\x03\xF5\x9A\x83\x13\x39\xCB\xAB\xC1\xE4\x36\xB2\xA5\x1A\xAA\xAA\xDF\x4D\x04\x3A\x07\x47\x38\x94\xA8\xDA\x4D\x5E\xF3\xFB\xCB\x3F\x42\xAB\xBC\xC0\x9F\xC3\x89\x6C\x93\x6D\xB6\xB9\xE7\x42\x93\xBB\xCE\xA0\xB3\x7C\xCA\xEA\x4B\x45\xED\x95\xA1\x98\xDE\xCD\xBC\x4D\x2A\x9B\x6D\x5C\x13\xC9\x6A\x6C\xE6\xEC\x32\x72\x9C\xC4\x05\x75\xFE\x6A\x93\xEA\xB3\x7F\xA7\x24\xB7\x39\xC7\x02\xDB\xD2\xA1\x9E\x00\x92\x22\xF5\x0E\x2F\xAC\x20\x3D\x36\x77\xB7\x0D\x0A\x96\x75\x57\x68\xAD\x90\x6F\x57\xEC\x4D\xF3\x8A\x57\xEE\x4F\xFF\xC6\x8E\x77\x03\x26\xF8\xE4\x13\x7D\xBA\x24\xF9\x49\x00\x00\x00\x00\x80\x00\x00\x00\xD9\xEC\x10\xE3\xCE\xDC\xC2\xB9\x5A\xB9\xE4\x35\x67\x5D\xD5\xC4\xB7\x50\x6B\xE8\x1D\x07\xC8\x46\x36\xEA\xE1\x2B\x1C\xBE\xE2\x14\x27\x93\xC8\x95\xF8\x29\x0F\xA8\x9D\x88\xAF\xEB\xA4\x06\xB6\x42\x92\xE3\x26\x9E\xDD\x5B\x0F\x7E\x7B\x75\x49\x60\x3F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2D\x1F\xFC\xF5\xBE\xEF\x77\x8F\x01\x20\x00\x00\x50\x34\x02\x82\x19\x50\x00\x00\xCA\x8C\xD6\x35\x0A\x66\x00\xCD\x58\x97\xC5\xF1\x00\x40\x00\x11\x7F\xFF\xFF\xFF\x77\x34\xC5\x35\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x6F\x19\x54\xAD\x7F\xFF\xFF\xFF\x55\x0F\xF9\xCD\x80\x00\x00\x00\x19\x04\x5F\x42\x7F\xFF\xFF\xFF\x31\x35\x9A\x7A\x7B\x2D\x20\x4E\xB2\xE5\x69\x85\x68\xD2\x51\x32\x46\x60\xC5\xE2\x0E\xB3\x74\x9D\x77\xEA\x9B\x42\x7F\xFF\xFF\xFF\x08\xBE\x6B\x33\xF6\x77\x39\xAF\x26\x8E\xCD\x19\x7F\xFF\xFF\xFF\x75\x32\x25\x7D\x7F\xFF\xFF\xFF\x50\x3B\x31\x2D\x80\x00\x00\x00\x83\x13\x39\xCB\x80\x00\x00\x00\xB2\xA5\x1A\xAA\x80\x00\x00\x00\x3A\x07\x47\x38\x80\x00\x00\x00\x5E\xF3\xFB\xCB\x7F\xFF\xFF\xFF\xC0\x9F\xC3\x89\x56\x6C\xA6\xF0\xB9\xE7\x42\x93\xC2\x6C\x47\x30\x7C\xCA\xEA\x4B\x10\x56\x46\xFF\x98\xDE\xCD\xBC\x7F\xFF\xFF\xFF\x5C\x13\xC9\x6A\x7F\xFF\xFF\xFF\x72\x9C\xC4\x05\x7F\xFF\xFF\xFF\xEA\xB3\x7F\xA7\x7F\xFF\xFF\xFF\x02\xDB\xD2\xA1\x80\x00\x00\x00\xF5\x0E\x2F\xAC\x7F\xFF\xFF\xFF\xB7\x0D\x0A\x96\x7F\xFF\xFF\xFF\x90\x6F\x57\xEC\x7F\xFF\xFF\xFF\xEE\x4F\xFF\xC6\x80\x00\x00\x00\xF8\xE4\x13\x7D\x80\x00\x00\x00\x00\x00\x00\x00\xA3\x9E\xDC\x42\xD9\xEC\x10\xE3\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xA7\x90\x6C\xDF\x58\x97\xC5\xF1\x58\x97\xC5\xF1\x11\xCD\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xED\x70\xB4\x02\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7B\x2D\x20\x4E\x80\x00\x00\x00\x68\xD2\x51\x32\x7F\xFF\xFF\xFF\x0E\xB3\x74\x9D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF6\x77\x39\xAF\x5D\x7A\x1B\xA3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xDB\x54\x94\x59\x80\x00\x00\x00\xEC\xF7\x24\xC8\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA4\xD9\x3F\x82\x56\x6C\xA6\xF0\x80\x00\x00\x00\xC2\x6C\x47\x30\x7F\xFF\xFF\xFF\x10\x56\x46\xFF\xA3\xDB\x43\x72\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x33\x7E\xE1\xBF\x7F\xFF\xFF\xFF\x3D\x7B\x18\xEC\x80\x00\x00\x00\x4C\x26\x59\xE2\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x94\xB1\x60\x3E\x80\x00\x00\x00\x8E\xDA\x08\xA2\x80\x00\x00\x00\x00\x00\x00\x00\xA3\x9E\xDC\x42\x0B\x20\x2A\x38\xCE\xDC\xC2\xB9\x5A\xB9\xE4\x35\x67\x5D\xD5\xC4\xB7\x50\x6B\xE8\x1D\x07\xC8\x46\x36\xEA\xE1\x2B\x1C\xBE\xE2\x14\x27\x93\xC8\x95\xF8\x29\x0F\xA8\x9D\x88\xAF\xEB\xA4\x06\xB6\x42\x92\xE3\x26\x9E\xDD\x5B\x0F\x7E\x7B\x75\x49\x60\x3F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x16C95AE4), ('P4rIngress.aggregator.bitmap_seq.seq', 0x78081800)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x78081800, 7467)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x03), ('P4rIngress.aggregator.count_exp.exponent', 0x3D)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x46DBB434), ('P4rIngress.aggregator.values_v00000.hi', 0x47C90511)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x72173AB2), ('P4rIngress.aggregator.values_v00001.hi', 0x67A32567)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x434E4AD9), ('P4rIngress.aggregator.values_v00010.hi', 0x58E2E8F7)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x4CFF3351), ('P4rIngress.aggregator.values_v00011.hi', 0x1FA658A6)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0xBF2DD82D), ('P4rIngress.aggregator.values_v00100.hi', 0x62DDDA24)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x45847EBB), ('P4rIngress.aggregator.values_v00101.hi', 0x6FF5BBBE)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0xCDD4E597), ('P4rIngress.aggregator.values_v00110.hi', 0xB68186D3)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0xA151ACA0), ('P4rIngress.aggregator.values_v00111.hi', 0x4B05EC41)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x43473313), ('P4rIngress.aggregator.values_v01000.hi', 0x469CC5A6)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x67D382AC), ('P4rIngress.aggregator.values_v01001.hi', 0x456AF3CE)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0xE96B35AB), ('P4rIngress.aggregator.values_v01010.hi', 0x56C5ED25)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x6BD1E0A5), ('P4rIngress.aggregator.values_v01011.hi', 0x4AA1E1ED)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x7707FB76), ('P4rIngress.aggregator.values_v01100.hi', 0x576F9C56)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xCBAA84A8), ('P4rIngress.aggregator.values_v01101.hi', 0x770EB9AA)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xA2227FBA), ('P4rIngress.aggregator.values_v01110.hi', 0x555E6B55)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x921D2A2D), ('P4rIngress.aggregator.values_v01111.hi', 0x3C93D2A8)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x5C4BDB1F), ('P4rIngress.aggregator.values_v10000.hi', 0x5797AA2B)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x065C00C6), ('P4rIngress.aggregator.values_v10001.hi', 0x48AE6CCC)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xFE82FF3C), ('P4rIngress.aggregator.values_v10010.hi', 0x94441B6F)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x2EB538CC), ('P4rIngress.aggregator.values_v10011.hi', 0x4C5F5871)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xE39E92B1), ('P4rIngress.aggregator.values_v10100.hi', 0x77126A5C)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x517D72B7), ('P4rIngress.aggregator.values_v10101.hi', 0x731EFCAA)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x66485CAE), ('P4rIngress.aggregator.values_v10110.hi', 0x648CFAA2)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x6BE1968B), ('P4rIngress.aggregator.values_v10111.hi', 0x42F6B43E)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x73424A9B), ('P4rIngress.aggregator.values_v11000.hi', 0xA6A59E08)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x84B6965B), ('P4rIngress.aggregator.values_v11001.hi', 0x60803EA5)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x3FDB57CF), ('P4rIngress.aggregator.values_v11010.hi', 0xA4AD3B0E)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x52AC26EB), ('P4rIngress.aggregator.values_v11011.hi', 0x6FB53F36)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0xD3B37AB7), ('P4rIngress.aggregator.values_v11100.hi', 0xCC48A5CC)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x184AC4D1), ('P4rIngress.aggregator.values_v11101.hi', 0xECB2E862)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x0DF8DE3A), ('P4rIngress.aggregator.values_v11110.hi', 0x7F4F977B)], 7467)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x4B4588B2), ('P4rIngress.aggregator.values_v11111.hi', 0xA8B55D53)], 7467)
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
                gc.KeyTuple('job_id', 0x6A84),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000797),
                gc.DataTuple('slot_count', 0x0000163D),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF57B898E),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x019),
                gc.KeyTuple('src_addr', 0xFE4D7120),
                gc.KeyTuple('src_port', 0x0F7E),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x6A84),
                gc.DataTuple('rank', 0x0000),
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
        ig_port = 25
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFE\x4D\x71\x20\x00\x00\x00\x00\x0F\x7E\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x6A\x84\x00\x00\xF5\x7B\x89\x8E\x15\x94\x04\xE3\x78\x08\x18\x00\x00\x40\x00\x00\x49\xFF\xF0\x9A\x74\x89\xDF\x51\x6C\xE4\xB7\xF7\xEB\x7A\x56\x33\x40\x14\xDA\x5D\x5B\xE4\x8D\x97\x3B\x22\x30\xBB\xC2\xCF\x30\xB4\x9D\x61\x1D\x3D\x5B\x94\xF2\x7A\x67\xD2\x1A\x71\x3B\xD1\x47\xAD\x00\x16\x21\xA4\xAE\x58\x4C\xD2\x23\x6F\x76\xB8\x4A\xA5\x97\xFA\x2F\x7B\xAA\x2F\x66\xD2\xF1\xDE\x47\x96\xBE\x6F\x52\x25\x37\xF0\x2F\x7C\xB6\x8E\x14\x57\x0A\xE3\x70\xF8\xEE\x3C\x66\xC1\x41\xA3\x23\xD6\xAA\x12\x42\xD7\x8E\x54\xFC\x2E\xE2\xD1\x19\x21\x89\x71\x3F\xCD\x6E\xB6\x65\x21\xD5\xE9\xD6\xA9\xC2\x6A\x6F\x18\x82\x24\x5C\x12\x54\x4D\x65\x36\x0A\x70\x7C\x0C\xBC\x7A\x4C\x07\x40\x81\x02\xF6\x94\x71\x92\xFB\xE1\x85\x76\x99\x7A\xC6\x7B\xB0\x6B\xE5\xCC\x67\x1A\xBA\x6D\xC8\xC4\xDC\x4D\x07\x4B\x1B\xB8\x14\xD0\xAC\x1C\xEA\xD4\xEC\x23\x8D\x0A\x02\x2C\x1E\x2B\x03\x52\xD7\xBE\x42\x48\xCD\xED\x9C\xB5\x91\x44\xDF\xAF\x4C\xAC\x57\x3D\x0D\xB0\xB7\x18\xDF\x4C\xC3\x5D\xB1\x63\x99\xB2\xFD\xF2\xBD\x37\xB8\x0D\x95\xCE\xDE\xF4\xBD\x83\x1E\xA6\x4A\x7E\x1D\x25\x17\x06\xEB\x72\xE5\x72\xB4\xAE\x6B\x75\x69\x74\x1C\x38\x3C\xA5\x96\xBC\x67\x0B\x1D\x07\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0\x95\x7E\x63\x81\x11\x14\xE3\xA0\xAE\x15\xBC\x1A\x04\xB1\x72\xA4\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7\x24\xB7\x5F\x77\x02\xE3\x44\x52\xA0\x62\x0D\x61\xA8\x04\x50\xF0\xD2\xF2\x4F\x80\xD1\x59\x44\xE6\x6D\xC3\xCA\x58\x47\x04\x0B\x6B\xD8\x89\xB9\x11\xE8\xDD\xF7\x90\x57\xAB\x12\xAC\xBC\x58\xF0\xA8\xC4\x26\x6D\xD2\x75\x61\xC6\x67\xB2\x61\x84\x6D\x63\x48\xAE\x96\xCD\x8E\xFF\xAA\x0B\xBA\x4D\xBF\xA2\x3F\xD9\x73\xD0\xE5\xDE\x2D\x1B\xE8\xA7\x56\x5C\x7C\x7F\xE2\x6D\xB9\xF6\xB3\x74\xFC\x81\x0F\x14\xDB\x7A\x5D\xB1\xC4\xA5\xC1\x44\x5E\xD4\xE5\x81\x77\x46\x0B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xFE\x4D\x71\x20\xBE\xEF\x0F\x7E\x01\x20\x00\x00\x50\x34\x02\x82\x6A\x84\x00\x00\xF5\x7B\x89\x8E\x15\x94\x00\xE3\x78\x08\x18\x00\x00\x40\x00\x04\x7F\xFF\xFF\xFF\x74\x89\xDF\x51\x7F\xFF\xFF\xFF\xEB\x7A\x56\x33\x7F\xFF\xFF\xFF\x5B\xE4\x8D\x97\x7F\xFF\xFF\xFF\xC2\xCF\x30\xB4\x80\x00\x00\x00\x5B\x94\xF2\x7A\x7F\xFF\xFF\xFF\x3B\xD1\x47\xAD\xCD\xEB\x07\x3B\xAE\x58\x4C\xD2\xC4\xC1\x23\x58\x4A\xA5\x97\xFA\x72\xC2\xDD\x42\x66\xD2\xF1\xDE\x7F\xFF\xFF\xFF\x52\x25\x37\xF0\x18\xE7\xEC\x39\x14\x57\x0A\xE3\x7F\xFF\xFF\xFF\x66\xC1\x41\xA3\x7F\xFF\xFF\xFF\x42\xD7\x8E\x54\xC7\xD9\x67\x79\x19\x21\x89\x71\xE1\xEF\xEE\x70\x65\x21\xD5\xE9\x80\x00\x00\x00\x6F\x18\x82\x24\x7F\xFF\xFF\xFF\x65\x36\x0A\x70\x7F\xFF\xFF\xFF\x4C\x07\x40\x81\x01\x79\x93\xAD\x92\xFB\xE1\x85\x7F\xFF\xFF\xFF\x7B\xB0\x6B\xE5\xB0\x05\xAD\x6B\x6D\xC8\xC4\xDC\x7F\xFF\xFF\xFF\xB8\x14\xD0\xAC\x7F\xFF\xFF\xFF\x23\x8D\x0A\x02\x7F\xFF\xFF\xFF\x52\xD7\xBE\x42\x7F\xFF\xFF\xFF\xB5\x91\x44\xDF\x80\x00\x00\x00\x3D\x0D\xB0\xB7\x58\xBA\xA4\x92\x5D\xB1\x63\x99\x05\xAA\x19\xA8\x37\xB8\x0D\x95\xA2\x92\x6F\x74\x83\x1E\xA6\x4A\x7F\xFF\xFF\xFF\x06\xEB\x72\xE5\x7F\xFF\xFF\xFF\x75\x69\x74\x1C\x7F\xFF\xFF\xFF\xBC\x67\x0B\x1D\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x16\xC9\x5A\xE5\x78\x08\x18\x00\x78\x08\x18\x00\x04\xE3\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x53\x1D\x7B\x9A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE2\x75\x89\x5A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCD\xEB\x07\x3B\x80\x00\x00\x00\xC4\xC1\x23\x58\x7F\xFF\xFF\xFF\x72\xC2\xDD\x42\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x18\xE7\xEC\x39\x6B\x1C\xF8\x08\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC7\xD9\x67\x79\x7F\xFF\xFF\xFF\xE1\xEF\xEE\x70\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x01\x79\x93\xAD\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB0\x05\xAD\x6B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2B\x33\xCD\x56\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x58\xBA\xA4\x92\x02\x5E\x9E\xA7\x05\xAA\x19\xA8\x7F\xFF\xFF\xFF\xA2\x92\x6F\x74\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF3\x9E\x5B\x47\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x07\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0\x95\x7E\x63\x81\x11\x14\xE3\xA0\xAE\x15\xBC\x1A\x04\xB1\x72\xA4\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7\x24\xB7\x5F\x77\x02\xE3\x44\x52\xA0\x62\x0D\x61\xA8\x04\x50\xF0\xD2\xF2\x4F\x80\xD1\x59\x44\xE6\x6D\xC3\xCA\x58\x47\x04\x0B\x6B\xD8\x89\xB9\x11\xE8\xDD\xF7\x90\x57\xAB\x12\xAC\xBC\x58\xF0\xA8\xC4\x26\x6D\xD2\x75\x61\xC6\x67\xB2\x61\x84\x6D\x63\x48\xAE\x96\xCD\x8E\xFF\xAA\x0B\xBA\x4D\xBF\xA2\x3F\xD9\x73\xD0\xE5\xDE\x2D\x1B\xE8\xA7\x56\x5C\x7C\x7F\xE2\x6D\xB9\xF6\xB3\x74\xFC\x81\x0F\x14\xDB\x7A\x5D\xB1\xC4\xA5\xC1\x44\x5E\xD4\xE5\x81\x77\x46\x0B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x70CE08A2), ('P4rIngress.aggregator.bitmap_seq.seq', 0xF1394E6F)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xF1394E6F, 5208)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0D), ('P4rIngress.aggregator.count_exp.exponent', 0x4E)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x67BC39EB), ('P4rIngress.aggregator.values_v00000.hi', 0x520A62AD)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x77B3CDD4), ('P4rIngress.aggregator.values_v00001.hi', 0xF8EFFA53)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x4EED9FAF), ('P4rIngress.aggregator.values_v00010.hi', 0x120F6AF5)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x467EB8AB), ('P4rIngress.aggregator.values_v00011.hi', 0x815F3A10)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x85B96F8C), ('P4rIngress.aggregator.values_v00100.hi', 0x58CDAAFF)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x57716C46), ('P4rIngress.aggregator.values_v00101.hi', 0x7AAB50AB)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0xB9B7452D), ('P4rIngress.aggregator.values_v00110.hi', 0xA29FB1A1)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0xB4D6BEF4), ('P4rIngress.aggregator.values_v00111.hi', 0x64D6BDA2)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0xED4FF0E4), ('P4rIngress.aggregator.values_v01000.hi', 0x426E75BE)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x5392E554), ('P4rIngress.aggregator.values_v01001.hi', 0x6BE778E8)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x9C2EBD3E), ('P4rIngress.aggregator.values_v01010.hi', 0xCDA78D4F)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x4DD6FCF0), ('P4rIngress.aggregator.values_v01011.hi', 0x659A9A92)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x52CB7661), ('P4rIngress.aggregator.values_v01100.hi', 0x24A3C78D)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x12F78D57), ('P4rIngress.aggregator.values_v01101.hi', 0x432B3A4B)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xA7D0C66C), ('P4rIngress.aggregator.values_v01110.hi', 0x775E0B3A)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xA1830964), ('P4rIngress.aggregator.values_v01111.hi', 0x4542FCA6)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x5FD16D1D), ('P4rIngress.aggregator.values_v10000.hi', 0x492663AB)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x79D88951), ('P4rIngress.aggregator.values_v10001.hi', 0x6F9CF657)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x0DE08FA8), ('P4rIngress.aggregator.values_v10010.hi', 0x9773F2DE)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x4BD424C5), ('P4rIngress.aggregator.values_v10011.hi', 0x6B296A6C)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xECA68E7D), ('P4rIngress.aggregator.values_v10100.hi', 0x54B795F2)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x7FCCC9B7), ('P4rIngress.aggregator.values_v10101.hi', 0xC13D2597)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x4A4349E2), ('P4rIngress.aggregator.values_v10110.hi', 0x6F087AF2)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x23D2FE74), ('P4rIngress.aggregator.values_v10111.hi', 0x7C72E733)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x3369952E), ('P4rIngress.aggregator.values_v11000.hi', 0xA6FD7DA0)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xB964BDAD), ('P4rIngress.aggregator.values_v11001.hi', 0x7A34AE39)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x1BD5E293), ('P4rIngress.aggregator.values_v11010.hi', 0x5B7C750E)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x0B25BCB3), ('P4rIngress.aggregator.values_v11011.hi', 0x406D75E9)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x38ACBD96), ('P4rIngress.aggregator.values_v11100.hi', 0x2F00CC36)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x5AE176A9), ('P4rIngress.aggregator.values_v11101.hi', 0x96287DB0)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x94703DD2), ('P4rIngress.aggregator.values_v11110.hi', 0xDFB68B26)], 5208)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x2AE12773), ('P4rIngress.aggregator.values_v11111.hi', 0x5E89184D)], 5208)
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
                gc.KeyTuple('job_id', 0x383C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000458),
                gc.DataTuple('slot_count', 0x000017C9),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB8B1FAE7),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0x6AD27867),
                gc.KeyTuple('src_port', 0xFA92),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x383C),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x0297),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6A\xD2\x78\x67\x00\x00\x00\x00\xFA\x92\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x38\x3C\x00\x00\xB8\xB1\xFA\xE7\x10\x00\x06\x80\xF1\x39\x4E\x6F\x00\x40\x00\x00\x52\xD3\x58\xE7\x57\xE2\x14\xAC\x45\xA2\xD9\x12\xCE\x78\xDE\xD5\x76\x8E\x2F\xEB\x6F\x1D\xA0\xA1\x46\xFE\x59\xA7\x68\xC1\x4F\x95\xB8\x0C\xEC\x69\x50\xB5\x98\x24\x55\x5D\x78\x4B\x1C\x37\x7B\xB3\x26\x95\xFF\xAB\xA8\x10\x47\xAC\x0C\xB8\xCF\x91\x2A\x11\x08\xDD\x67\x6B\xF5\x67\x78\x3A\x58\x7B\x56\x1A\x99\x53\x7E\x69\x7E\x4B\x2F\xF6\x89\x43\x5B\xFF\x69\xDC\x4E\x0E\xC8\x76\x50\x60\x2A\xA7\x66\x69\x15\x9E\x6C\x35\x03\x9D\xBE\x8C\xFF\xE3\x6A\x0C\x3E\xF9\x2A\x87\x9C\xD8\x42\x23\x25\x27\xBA\xA3\xF8\xC5\x5C\x61\x04\x8F\x4D\x9A\xB9\x73\x40\x36\x8F\xBF\x33\x40\xD1\x95\x19\x34\x44\x44\xA5\x67\x2F\x3A\x90\xCB\x03\xDF\x59\xE6\x99\x8E\x6A\xCF\x63\x67\x4D\x6D\x38\xAF\x42\xAA\x89\x40\x11\x2E\xE9\x3F\xD1\x7E\xDD\x93\x47\xBD\xC7\x1D\x19\xBD\x4C\x67\x63\xC5\xCA\xDA\x3F\x1E\xA1\x6A\x65\xDB\x26\x8B\xB6\x69\x11\x85\x9D\x64\xC5\xA5\x5C\xD7\x2E\xB2\x2F\xC5\xBF\xB5\x59\xFD\xC9\x25\x8B\xA6\x3E\x2B\x41\xFC\xC0\x55\x73\x0E\xD9\xD5\x27\xF4\x2F\x1A\x70\xA1\x71\xDA\x96\xFC\xBE\x32\xB8\xE2\xB5\xF6\x89\xF8\x49\x1B\x5B\x6A\x75\x66\xEA\x9D\xD8\xDD\x1B\x89\xE3\x7A\x4C\x9B\xDB\x2C\xB2\x02\xA7\x3B\x67\xB0\x28\x60\x76\x9E\x56\xE7\xBD\xB8\x16\x3D\x85\x20\x2A\x08\x84\x09\x94\xE0\xA2\xC6\x1C\xA1\x07\xA7\x58\x36\x3A\x09\x7C\xD5\x21\xFE\x8E\xB0\xF6\xE7\x99\x83\x07\xC7\x8D\x53\x07'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6A\xD2\x78\x67\xBE\xEF\xFA\x92\x01\x20\x00\x00\x50\x34\x02\x82\x38\x3C\x00\x00\xB8\xB1\xFA\xE7\x10\x00\x00\x80\xF1\x39\x4E\x6F\x00\x40\x00\x0E\x7F\xFF\xFF\xFF\x57\xE2\x14\xAC\x7F\xFF\xFF\xFF\xCE\x78\xDE\xD5\x7F\xFF\xFF\xFF\x6F\x1D\xA0\xA1\x7F\xFF\xFF\xFF\x68\xC1\x4F\x95\x80\x00\x00\x00\x50\xB5\x98\x24\x7F\xFF\xFF\xFF\x1C\x37\x7B\xB3\xE0\x4D\x44\xD8\xA8\x10\x47\xAC\xC1\x8F\x8E\x85\x2A\x11\x08\xDD\x54\xBB\xE6\x4B\x78\x3A\x58\x7B\x7F\xFF\xFF\xFF\x7E\x69\x7E\x4B\xCC\x25\x46\x81\x5B\xFF\x69\xDC\x7F\xFF\xFF\xFF\x50\x60\x2A\xA7\x7F\xFF\xFF\xFF\x6C\x35\x03\x9D\xD1\x84\x8D\x3A\x6A\x0C\x3E\xF9\xD2\x58\x63\x44\x42\x23\x25\x27\x80\x00\x00\x00\x5C\x61\x04\x8F\x7F\xFF\xFF\xFF\x40\x36\x8F\xBF\x7F\xFF\xFF\xFF\x19\x34\x44\x44\xB3\x47\xBE\xE2\x90\xCB\x03\xDF\x7F\xFF\xFF\xFF\x6A\xCF\x63\x67\x3A\x13\xC7\x2C\x42\xAA\x89\x40\x7F\xFF\xFF\xFF\xD1\x7E\xDD\x93\x7F\xFF\xFF\xFF\x19\xBD\x4C\x67\x7F\xFF\xFF\xFF\x3F\x1E\xA1\x6A\x7F\xFF\xFF\xFF\xB6\x69\x11\x85\x80\x00\x00\x00\x5C\xD7\x2E\xB2\x4B\x9B\xA2\x48\x59\xFD\xC9\x25\x96\xCB\xFA\xDE\x41\xFC\xC0\x55\x7F\xFF\xFF\xFF\x27\xF4\x2F\x1A\x7F\xFF\xFF\xFF\x96\xFC\xBE\x32\x80\x00\x00\x00\x89\xF8\x49\x1B\x7F\xFF\xFF\xFF\xEA\x9D\xD8\xDD\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x70\xCE\x08\xA3\xF1\x39\x4E\x6F\xF1\x39\x4E\x6F\x0E\x80\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC7\x68\xD9\x28\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEA\x20\x89\xA5\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE0\x4D\x44\xD8\x80\x00\x00\x00\xC1\x8F\x8E\x85\x7F\xFF\xFF\xFF\x54\xBB\xE6\x4B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCC\x25\x46\x81\x29\xA6\xF7\x2B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD1\x84\x8D\x3A\x7F\xFF\xFF\xFF\xD2\x58\x63\x44\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB3\x47\xBE\xE2\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3A\x13\xC7\x2C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x92\xBC\x03\x2A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x4B\x9B\xA2\x48\x7F\xFF\xFF\xFF\x96\xCB\xFA\xDE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x56\xF4\xFB\x50\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x49\x26\xF1\x2A\x1B\x89\xE3\x7A\x4C\x9B\xDB\x2C\xB2\x02\xA7\x3B\x67\xB0\x28\x60\x76\x9E\x56\xE7\xBD\xB8\x16\x3D\x85\x20\x2A\x08\x84\x09\x94\xE0\xA2\xC6\x1C\xA1\x07\xA7\x58\x36\x3A\x09\x7C\xD5\x21\xFE\x8E\xB0\xF6\xE7\x99\x83\x07\xC7\x8D\x53\x07'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xA8F3FB89), ('P4rIngress.aggregator.bitmap_seq.seq', 0xA4E8C08C)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xA4E8C08C, 5215)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x01), ('P4rIngress.aggregator.count_exp.exponent', 0x0C)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x129BEF3F), ('P4rIngress.aggregator.values_v00000.hi', 0xE2BAF9F9)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0xD5939D62), ('P4rIngress.aggregator.values_v00001.hi', 0x73B7B978)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x5EA3EC26), ('P4rIngress.aggregator.values_v00010.hi', 0x6A1C5BC6)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xA711CF0C), ('P4rIngress.aggregator.values_v00011.hi', 0xDC007CDC)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x8D5129D8), ('P4rIngress.aggregator.values_v00100.hi', 0xE9B83D90)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xF8E95BF5), ('P4rIngress.aggregator.values_v00101.hi', 0x19F5EADF)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x5E02299B), ('P4rIngress.aggregator.values_v00110.hi', 0x1BE5643B)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x570BF527), ('P4rIngress.aggregator.values_v00111.hi', 0xA4613776)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x97A9E9B5), ('P4rIngress.aggregator.values_v01000.hi', 0x79ED88D9)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x559B5459), ('P4rIngress.aggregator.values_v01001.hi', 0xA5ECF1EB)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0xBCF3153F), ('P4rIngress.aggregator.values_v01010.hi', 0xEA9134AB)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x17343F99), ('P4rIngress.aggregator.values_v01011.hi', 0xA89D836E)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x72A6A95F), ('P4rIngress.aggregator.values_v01100.hi', 0x76598D08)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x636CA297), ('P4rIngress.aggregator.values_v01101.hi', 0x47598AA5)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xD9D71BAB), ('P4rIngress.aggregator.values_v01110.hi', 0x18D2F953)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x50F79564), ('P4rIngress.aggregator.values_v01111.hi', 0x53DF9CCE)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xB54AD9A8), ('P4rIngress.aggregator.values_v10000.hi', 0x47AD4C10)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xE0282A3B), ('P4rIngress.aggregator.values_v10001.hi', 0x3C8998B0)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x47FB9ABB), ('P4rIngress.aggregator.values_v10010.hi', 0x34FF671A)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x92AB6569), ('P4rIngress.aggregator.values_v10011.hi', 0xB9E9CF9D)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x627165C7), ('P4rIngress.aggregator.values_v10100.hi', 0x52D29CD4)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xAA999F6F), ('P4rIngress.aggregator.values_v10101.hi', 0x0AF1FCDF)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x61B1D20B), ('P4rIngress.aggregator.values_v10110.hi', 0x153A043C)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x256D7DB4), ('P4rIngress.aggregator.values_v10111.hi', 0x6BEDB5BB)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x7AF00DAC), ('P4rIngress.aggregator.values_v11000.hi', 0xAFE676D0)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x60C70D6D), ('P4rIngress.aggregator.values_v11001.hi', 0x3F52D798)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x50F69625), ('P4rIngress.aggregator.values_v11010.hi', 0x62714A94)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xDBC52E3B), ('P4rIngress.aggregator.values_v11011.hi', 0x4AA33297)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x2D9618DA), ('P4rIngress.aggregator.values_v11100.hi', 0xFED6DD9A)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x50E7855E), ('P4rIngress.aggregator.values_v11101.hi', 0xB4862353)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x5DAC48F1), ('P4rIngress.aggregator.values_v11110.hi', 0x2C3F65C6)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x8C39B7E3), ('P4rIngress.aggregator.values_v11111.hi', 0x42798B4D)], 5215)
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
                gc.KeyTuple('job_id', 0x4D85),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000002C4),
                gc.DataTuple('slot_count', 0x00001987),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE579CD31),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x037),
                gc.KeyTuple('src_addr', 0xE8F0984D),
                gc.KeyTuple('src_port', 0xAFEE),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4D85),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x0002),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE8\xF0\x98\x4D\x00\x00\x00\x00\xAF\xEE\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x4D\x85\x00\x0A\xE5\x79\xCD\x31\x11\x9B\x06\xC0\xA4\xE8\xC0\x8C\x00\x40\x00\x00\x52\xB0\x4F\xE3\x6A\xBA\x07\xE7\x33\x79\x5B\x30\x56\x96\xE3\x59\x4A\xA4\xB1\x74\x52\xC7\x07\x07\xA4\x41\x5A\x85\x4F\xB4\x21\x72\x63\x59\x34\x8D\x2C\x4E\x71\x9F\x7D\xE9\x71\x05\x2D\xC5\xEA\xD5\x7D\xDD\xCC\xF2\xD3\x2B\xC5\xFB\x56\x0A\x7C\xF0\xBF\x4A\x15\x43\xDE\x32\xC8\x93\x54\xEF\x8B\xBA\x52\x39\x7C\xB1\xED\x9D\xD4\x8F\xB4\xC7\x06\xB9\x94\xB9\x77\x71\xA9\xE7\xCC\x93\x9B\xA8\x0B\xA5\x11\xDE\x8C\xA3\x80\x00\x00\x00\x4D\xED\x8E\x9B\xA6\x54\xBA\xAE\x8B\xE1\x76\xC9\x4E\xAA\x8A\xB7\x56\x7C\x45\x66\x5A\x62\xB2\x2C\x9F\x55\x47\xD4\x43\xFD\x71\x7E\x81\xE6\x62\x49\x9A\xFE\x1A\xAC\x78\xAB\x9B\x3E\x74\xF0\x2D\xAB\x97\xFD\x4C\x2E\x5A\xAF\x69\xBA\x55\x1D\x79\x2A\x4B\x79\x86\x55\xB3\x2E\x63\x77\x78\x12\x2E\xD6\xCE\xA7\xF6\xE9\x29\x89\xF6\xDE\xED\xB2\xB9\x1B\x39\x13\xB5\xF1\x16\x8F\xE3\xBE\x3E\x8F\x96\x16\x51\xD1\x3D\xCC\x53\x1F\xF7\xCE\x5B\x55\x0D\xAD\x43\xAA\xD6\x3F\xF2\x8E\x78\x2A\x46\xD2\x3B\x76\x7D\xF2\x88\x43\x7A\xE0\x99\xED\x18\x4B\x8D\x50\xBB\xCE\xF2\x95\x44\x56\xC5\x8F\x65\x19\x59\x4A\xBC\x49\xA1\x23\x52\x73\x93\xD7\xF3\xFF\xBC\xF6\x69\xE0\xCC\x95\x1A\x1D\x2C\x4A\x9B\x6A\x85\xFB\xDB\x41\xD1\x95\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09\x3A\x30\xF8\x84\x68\x1D\xAD\xF6\x16\x65\x3B\xF8\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE\xEB\x92\xA7\x78\x60\xFC\x1C\x28\xD8\x26\x01\xF8\x93\x08\x39\x14\xEF\xD6\x9B\x29\xE2\xF1\xA1\x53'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE8\xF0\x98\x4D\x00\x00\x00\x00\xAF\xEE\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x4D\x85\x00\x0A\xE5\x79\xCD\x31\x11\x9B\x06\xC0\xA4\xE8\xC0\x8C\x00\x40\x00\x00\x65\x4C\x3F\x22\x6A\xBA\x07\xE7\x09\x0C\xF8\x92\x56\x96\xE3\x59\x7F\xFF\xFF\xFF\x52\xC7\x07\x07\x80\x00\x00\x00\x4F\xB4\x21\x72\xF0\xAA\x5E\x65\x2C\x4E\x71\x9F\x76\xD2\xCC\xFA\x2D\xC5\xEA\xD5\x7F\xFF\xFF\xFF\xD3\x2B\xC5\xFB\x7F\xFF\xFF\xFF\xBF\x4A\x15\x43\x80\x00\x00\x00\x54\xEF\x8B\xBA\x7F\xFF\xFF\xFF\xED\x9D\xD4\x8F\x80\x00\x00\x00\x94\xB9\x77\x71\xC1\x1C\x0C\x2C\x9B\xA8\x0B\xA5\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xA6\x54\xBA\xAE\x80\x00\x00\x00\x4E\xAA\x8A\xB7\x7F\xFF\xFF\xFF\x5A\x62\xB2\x2C\x80\x00\x00\x00\x43\xFD\x71\x7E\x80\x00\x00\x00\x9A\xFE\x1A\xAC\x7F\xFF\xFF\xFF\x74\xF0\x2D\xAB\x80\x00\x00\x00\x5A\xAF\x69\xBA\x7F\xFF\xFF\xFF\x4B\x79\x86\x55\x80\x00\x00\x00\x78\x12\x2E\xD6\x30\x59\xC8\xF4\x29\x89\xF6\xDE\x13\x20\x36\xCF\x39\x13\xB5\xF1\x7F\xFF\xFF\xFF\x3E\x8F\x96\x16\x7F\xFF\xFF\xFF\x53\x1F\xF7\xCE\x7F\xFF\xFF\xFF\x43\xAA\xD6\x3F\xCE\x53\xA6\x65\x46\xD2\x3B\x76\x7F\xFF\xFF\xFF\x7A\xE0\x99\xED\x69\x33\x12\xAE\xBB\xCE\xF2\x95\x7F\xFF\xFF\xFF\x65\x19\x59\x4A\x80\x00\x00\x00\x52\x73\x93\xD7\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\xA8\xF3\xFF\x89\xA4\xE8\xC0\x8C\xA4\xE8\xC0\x8C\x02\xC0\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x65\x4C\x3F\x22\x4D\x75\x01\xE0\x09\x0C\xF8\x92\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x2B\xB4\x9E\x4E\xF0\xAA\x5E\x65\x16\x06\xAF\x2F\x76\xD2\xCC\xFA\x47\xBB\xD5\xB4\x7F\xFF\xFF\xFF\xEF\x11\x2A\x36\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x93\x8A\xC6\x7A\x80\x00\x00\x00\x80\x00\x00\x00\xC1\x1C\x0C\x2C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF6\x59\x8D\x08\x7F\xFF\xFF\xFF\xED\xAE\x45\x53\x80\x00\x00\x00\x67\x7D\x84\x0A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD7\x87\xB3\x5C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x14\x99\x39\x57\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x30\x59\xC8\xF4\x3E\xC3\xFB\x1A\x13\x20\x36\xCF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEE\x76\x0C\xE6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCE\x53\xA6\x65\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x79\xB7\x77\x87\x69\x33\x12\xAE\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF3\xFF\xBC\xF6\x69\xE0\xCC\x95\x1A\x1D\x2C\x4A\x9B\x6A\x85\xFB\xDB\x41\xD1\x95\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09\x3A\x30\xF8\x84\x68\x1D\xAD\xF6\x16\x65\x3B\xF8\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE\xEB\x92\xA7\x78\x60\xFC\x1C\x28\xD8\x26\x01\xF8\x93\x08\x39\x14\xEF\xD6\x9B\x29\xE2\xF1\xA1\x53'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x12324861), ('P4rIngress.aggregator.bitmap_seq.seq', 0xEA339BB5)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xEA339BB5, 5083)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x03), ('P4rIngress.aggregator.count_exp.exponent', 0x6D)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xCE73FCC7), ('P4rIngress.aggregator.values_v00000.hi', 0x75307BDD)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x7646B76F), ('P4rIngress.aggregator.values_v00001.hi', 0x5FD99526)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0xB7365BDC), ('P4rIngress.aggregator.values_v00010.hi', 0x309780B1)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x34EF5047), ('P4rIngress.aggregator.values_v00011.hi', 0x73C9E59B)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x63615788), ('P4rIngress.aggregator.values_v00100.hi', 0x621E8859)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x6490A8E3), ('P4rIngress.aggregator.values_v00101.hi', 0x181EAAC8)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x79B5DF73), ('P4rIngress.aggregator.values_v00110.hi', 0x519D4D4B)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x9ECFF5B3), ('P4rIngress.aggregator.values_v00111.hi', 0x4D81F429)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0xD8E973F8), ('P4rIngress.aggregator.values_v01000.hi', 0x7340CFAF)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x40386C4C), ('P4rIngress.aggregator.values_v01001.hi', 0xDEE69395)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x13D61FF2), ('P4rIngress.aggregator.values_v01010.hi', 0x5C27B3AB)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x8D8AAEDF), ('P4rIngress.aggregator.values_v01011.hi', 0xF1189F7C)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x98BE297D), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xC4AB938F), ('P4rIngress.aggregator.values_v01101.hi', 0x3E52890A)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xBF4B28A5), ('P4rIngress.aggregator.values_v01110.hi', 0x43015732)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x62F4E35C), ('P4rIngress.aggregator.values_v01111.hi', 0x6C8CDB4C)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x5D8DD93B), ('P4rIngress.aggregator.values_v10000.hi', 0xA48D7BDC)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x5BF46D43), ('P4rIngress.aggregator.values_v10001.hi', 0xD670B13B)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x65BA5FA1), ('P4rIngress.aggregator.values_v10010.hi', 0x07F3DC5C)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x2B95ADB5), ('P4rIngress.aggregator.values_v10011.hi', 0xD4600F0E)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x9139AC7C), ('P4rIngress.aggregator.values_v10100.hi', 0xC5BBF2A2)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xAFF6BF76), ('P4rIngress.aggregator.values_v10101.hi', 0x57537074)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x4EEBF52F), ('P4rIngress.aggregator.values_v10110.hi', 0x542E74F3)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0xCE5DC787), ('P4rIngress.aggregator.values_v10111.hi', 0x82D8BB39)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x36B7E353), ('P4rIngress.aggregator.values_v11000.hi', 0xBEEACA83)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x3799163A), ('P4rIngress.aggregator.values_v11001.hi', 0x496B4F30)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x4018F33F), ('P4rIngress.aggregator.values_v11010.hi', 0xB985EB0C)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x5531E4FA), ('P4rIngress.aggregator.values_v11011.hi', 0x1B819B27)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x443F69CB), ('P4rIngress.aggregator.values_v11100.hi', 0x93233A5C)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x72D43864), ('P4rIngress.aggregator.values_v11101.hi', 0x5D73A953)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x5EE9CB33), ('P4rIngress.aggregator.values_v11110.hi', 0x5E01FA9D)], 5083)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x19071853), ('P4rIngress.aggregator.values_v11111.hi', 0x4B6F1521)], 5083)
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
                gc.KeyTuple('job_id', 0xC912),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C93),
                gc.DataTuple('slot_count', 0x00000DE6),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCC316121),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03E),
                gc.KeyTuple('src_addr', 0x77ADFDBB),
                gc.KeyTuple('src_port', 0xE888),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xC912),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x0244),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x77\xAD\xFD\xBB\x00\x00\x00\x00\xE8\x88\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xC9\x12\x00\x0A\xCC\x31\x61\x21\x07\x48\x02\xD3\xEA\x33\x9B\xB5\x00\x40\x00\x00\x99\x76\x53\x67\x47\x19\xF1\xB9\x67\x6C\xB6\x72\x3E\x9D\x46\x42\x9A\x77\x3C\xB5\x54\x93\xA4\xF9\x18\xF9\x5C\x59\x32\x0F\xD1\x29\x5F\x46\x5D\xE4\x4E\xDE\x66\x5C\x46\xFD\x8C\x1F\x77\x3B\x84\xCC\x64\xE5\xA7\x07\x6B\xCB\x5C\xEB\xDE\x6A\x94\x22\x58\xD8\x15\x3B\xFA\xDA\x7A\xD8\x73\xED\x9D\xDD\x7A\xE6\x23\xD2\xC6\x5C\xAA\x37\x00\x1E\xA6\x83\x4B\x7A\x90\xEF\xDD\x6E\x4D\x8B\x8B\x13\xEA\x93\xE5\x9B\xC5\x55\x78\xF3\xF2\x6E\xE8\xFA\xDB\xB7\x4D\x1B\x6B\xE9\x81\x9A\x86\xB7\x68\xC1\xD6\x64\x33\x37\x1F\xA3\x68\x89\x4B\x51\x29\x0E\x7B\x5B\xB9\xC4\x70\x46\x40\x0B\x17\xF3\x46\xF8\xBB\xB7\x32\xBA\xA1\xE4\xF5\xFE\xD5\xFE\x79\xCA\xBC\x5D\x9E\x84\xB7\x47\x9A\x9F\xE2\xE4\xF4\xE4\x68\xF9\xC9\xD6\x76\x59\x2C\x4A\x1F\xDF\x6E\xCB\xE7\x5B\x45\x56\x39\x85\xA9\x3C\x42\x83\xD0\x99\xCB\xDB\x72\xA5\x27\x76\x14\x9B\x5B\xC2\x5F\x30\x36\x9A\x5F\xF5\x69\x68\x6A\xD2\x5B\xCC\xBD\x5C\xCB\xAD\x6D\x70\x76\x73\x7A\x4A\x81\x7F\x65\xB4\x29\xBE\xB5\x6D\x99\x0F\x22\x45\x5B\x34\xBC\x4D\x2D\x3F\x48\x48\xDB\x67\x3E\x14\x9D\xCB\x69\x0F\x50\x4B\x49\xC5\x1D\xA6\x55\xE4\x7C\x03\x80\xA4\x1A\xCB\x8F\xE0\x01\x57\x65\xE6\xCE\xC5\x5D\x25\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3\xC0\xEC\x9D\xDA\xAF\xD2\xA9\xEC\xB2\xAC\x01\xD8\xAC\x26\xFB\xCD\xF9\x99\x07\xCD\x03\x3A\x00\x12\x73\x64\xEF\x70\xCF\x5B\x6B\x8C\xEE\xA8\x67\xFA\x84\xE2\x94\x26\xDC\xE7\xC8\x59\x05\xDD\xC4\x01\x65\x94\xA0\x61\x21\x5D\xAF\x95\x5B\x02\x97\x2F\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x77\xAD\xFD\xBB\x00\x00\x00\x00\xE8\x88\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xC9\x12\x00\x0A\xCC\x31\x61\x21\x07\x48\x02\xD3\xEA\x33\x9B\xB5\x00\x40\x00\x00\x80\x00\x00\x00\x47\x19\xF1\xB9\x7F\xFF\xFF\xFF\x3E\x9D\x46\x42\x80\x00\x00\x00\x54\x93\xA4\xF9\x4D\xE8\xAC\xA0\x32\x0F\xD1\x29\x7F\xFF\xFF\xFF\x4E\xDE\x66\x5C\x7F\xFF\xFF\xFF\x77\x3B\x84\xCC\x7F\xFF\xFF\xFF\x6B\xCB\x5C\xEB\x80\x00\x00\x00\x58\xD8\x15\x3B\xD3\xC3\xEE\xD0\x73\xED\x9D\xDD\x7F\xFF\xFF\xFF\xC6\x5C\xAA\x37\x13\xF4\xC6\x75\x4B\x7A\x90\xEF\x80\x00\x00\x00\x8B\x13\xEA\x93\x80\x00\x00\x00\x78\xF3\xF2\x6E\xAD\xA6\x6F\x46\x4D\x1B\x6B\xE9\x80\x00\x00\x00\x68\xC1\xD6\x64\x7F\xFF\xFF\xFF\x68\x89\x4B\x51\x7F\xFF\xFF\xFF\xB9\xC4\x70\x46\x7F\xFF\xFF\xFF\x46\xF8\xBB\xB7\x7F\xFF\xFF\xFF\xF5\xFE\xD5\xFE\x7F\xFF\xFF\xFF\x9E\x84\xB7\x47\x80\x00\x00\x00\xF4\xE4\x68\xF9\x80\x00\x00\x00\x2C\x4A\x1F\xDF\x7F\xFF\xFF\xFF\x45\x56\x39\x85\x80\x00\x00\x00\xD0\x99\xCB\xDB\x7F\xFF\xFF\xFF\x14\x9B\x5B\xC2\x7F\xFF\xFF\xFF\x5F\xF5\x69\x68\x7F\xFF\xFF\xFF\xBD\x5C\xCB\xAD\x7F\xFF\xFF\xFF\x7A\x4A\x81\x7F\x7F\xFF\xFF\xFF\xB5\x6D\x99\x0F\x7F\xFF\xFF\xFF\xBC\x4D\x2D\x3F\x7F\xFF\xFF\xFF\x3E\x14\x9D\xCB\x7F\xFF\xFF\xFF\x49\xC5\x1D\xA6\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x12\x32\x4C\x61\xEA\x33\x9B\xB5\xEA\x33\x9B\xB5\x04\xD3\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x4D\xE8\xAC\xA0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD3\xC3\xEE\xD0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA5\x43\x3D\xCC\x13\xF4\xC6\x75\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x78\xF3\xF2\x6E\xAD\xA6\x6F\x46\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x1D\x69\x6C\xF2\x7F\xFF\xFF\xFF\xFD\xF2\xB2\x5A\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xBA\xA0\x5B\x9B\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD3\x86\x26\x45\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x19\xC0\xD6\x92\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x55\xE4\x7C\x03\x80\xA4\x1A\xCB\x8F\xE0\x01\x57\x65\xE6\xCE\xC5\x5D\x25\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3\xC0\xEC\x9D\xDA\xAF\xD2\xA9\xEC\xB2\xAC\x01\xD8\xAC\x26\xFB\xCD\xF9\x99\x07\xCD\x03\x3A\x00\x12\x73\x64\xEF\x70\xCF\x5B\x6B\x8C\xEE\xA8\x67\xFA\x84\xE2\x94\x26\xDC\xE7\xC8\x59\x05\xDD\xC4\x01\x65\x94\xA0\x61\x21\x5D\xAF\x95\x5B\x02\x97\x2F\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x99A3A8BC), ('P4rIngress.aggregator.bitmap_seq.seq', 0x5BD44737)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x5BD44737, 4515)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1B), ('P4rIngress.aggregator.count_exp.exponent', 0x6D)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xAA136669), ('P4rIngress.aggregator.values_v00000.hi', 0x52FC979B)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x49E72306), ('P4rIngress.aggregator.values_v00001.hi', 0x989A19B5)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0xED4AF1A3), ('P4rIngress.aggregator.values_v00010.hi', 0x8569698F)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x1FBB4B93), ('P4rIngress.aggregator.values_v00011.hi', 0x5C1C551F)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0xF5D8DEB7), ('P4rIngress.aggregator.values_v00100.hi', 0x3D995CB3)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x68C39C91), ('P4rIngress.aggregator.values_v00101.hi', 0x559EA947)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x8A715F4E), ('P4rIngress.aggregator.values_v00110.hi', 0x574CE9E3)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x27976DAD), ('P4rIngress.aggregator.values_v00111.hi', 0xA6E73FA5)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x39B10F31), ('P4rIngress.aggregator.values_v01000.hi', 0xDC225E0F)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x4A577C81), ('P4rIngress.aggregator.values_v01001.hi', 0x5FDED7A3)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0xA4578844), ('P4rIngress.aggregator.values_v01010.hi', 0x4356B193)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x76DEEE9E), ('P4rIngress.aggregator.values_v01011.hi', 0x43D82A9C)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x5059DCEA), ('P4rIngress.aggregator.values_v01100.hi', 0xD8C32937)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x2EF610CE), ('P4rIngress.aggregator.values_v01101.hi', 0x730146E1)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x2F01DAE4), ('P4rIngress.aggregator.values_v01110.hi', 0x3428AF3D)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x8B2D2CD2), ('P4rIngress.aggregator.values_v01111.hi', 0x3D0BCCB4)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x6CBD7E4F), ('P4rIngress.aggregator.values_v10000.hi', 0x498D478A)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x8CCD0F74), ('P4rIngress.aggregator.values_v10001.hi', 0x5DB1C87B)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x7ECABA57), ('P4rIngress.aggregator.values_v10010.hi', 0x29E079CF)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x5F98A7E5), ('P4rIngress.aggregator.values_v10011.hi', 0xB6CE40F9)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x12F3C293), ('P4rIngress.aggregator.values_v10100.hi', 0x350D18AB)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x3F19643B), ('P4rIngress.aggregator.values_v10101.hi', 0x5C6E13E1)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x8BAA725F), ('P4rIngress.aggregator.values_v10110.hi', 0x5D1A381A)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x7D28767C), ('P4rIngress.aggregator.values_v10111.hi', 0x9ED3580A)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xB9EE6CF7), ('P4rIngress.aggregator.values_v11000.hi', 0xF93351AB)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x99A65B4E), ('P4rIngress.aggregator.values_v11001.hi', 0x4D50C2A8)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x6E3FFAC0), ('P4rIngress.aggregator.values_v11010.hi', 0x1B96747D)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xACD88B8F), ('P4rIngress.aggregator.values_v11011.hi', 0x738E5973)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0xD535BD79), ('P4rIngress.aggregator.values_v11100.hi', 0x715A3A21)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x86648C16), ('P4rIngress.aggregator.values_v11101.hi', 0x6C4A7CAE)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x7562C217), ('P4rIngress.aggregator.values_v11110.hi', 0x661C7BAA)], 4515)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x4BADA0CD), ('P4rIngress.aggregator.values_v11111.hi', 0x6E08A811)], 4515)
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
                gc.KeyTuple('job_id', 0xD49C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000023F),
                gc.DataTuple('slot_count', 0x00000F9D),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1D0FA447),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03C),
                gc.KeyTuple('src_addr', 0x1D92373D),
                gc.KeyTuple('src_port', 0xBD7D),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xD49C),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x0341),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1D\x92\x37\x3D\x00\x00\x00\x00\xBD\x7D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xD4\x9C\x00\x0A\x1D\x0F\xA4\x47\x0F\x64\x06\x87\x5B\xD4\x47\x37\x00\x40\x00\x00\xBA\x78\x67\x87\xDD\x4D\xE1\x33\xEC\x75\x45\xE5\xD5\x85\x31\x1D\x4D\x7C\x2C\xA9\xC0\xD9\x7C\xAB\x7D\xE1\xEF\xA6\x25\x2F\x78\xC3\x6C\x9A\x7F\x13\x9D\xBB\x66\xB4\x4D\x6D\x51\x8E\x6B\x0A\xB2\x5C\x95\x55\x5B\xF9\x65\x45\xC1\xFB\x66\x51\x46\xF1\x9C\x4F\xD1\x6F\x79\x35\xE0\xEB\x49\xE2\x07\xD9\x5C\x9E\xEA\xD5\x7B\xDC\x97\xF7\x06\xD3\xBD\xE4\x5C\x71\xB4\x4B\x66\xB9\x84\x22\x73\x88\x0A\x8C\x7B\xC3\xCD\xAB\xB0\x8F\xF0\xB7\x52\x05\xE2\xCF\x56\x47\x67\xA9\x33\x60\xD8\x5F\x69\xFF\x72\xA2\xD7\xAB\xB2\x9F\x5A\x09\x9F\x35\x6D\x18\x8C\x00\x4C\x85\xB5\x9A\xEC\xCE\x2D\x35\x40\x7C\xC1\xCA\x48\xCD\x4A\x58\x65\xEE\x45\x25\x52\x71\x99\xE2\x95\x6C\xD3\x6F\x6E\xC0\xB9\xB2\x63\xD1\x90\x8C\x04\x5A\x33\xB3\x1E\xAE\x7E\xAF\x80\x9A\xDA\x44\x7E\x0F\x6A\xBC\x61\x67\x77\x4D\xD0\x4C\xF2\x2B\x16\xE8\xFB\x16\x29\xFD\x95\xA9\x2D\x68\xF9\xC2\x67\x43\x4C\xEC\x32\x53\xDA\xDC\x73\xB6\xA5\xCB\xA6\xFC\x7A\x44\x40\xAA\x74\xF1\xE2\xF6\x49\x15\x2B\x4E\xFB\x73\xAD\x53\xDF\xBC\x79\x6C\x9E\xBB\x24\x32\x66\xB4\x2A\x4A\xF1\xE8\x4A\xA8\xDA\xCE\x0E\x55\x27\x1A\xF1\xFF\xBB\x5C\x31\xA7\x62\xBB\x4A\x8F\xCA\x0B\x80\x63\xAB\x4B\xA4\xBA\x35\xED\xA2\xE7\x2B\x98\xDD\x55\xB9\x4E\x7A\x1A\x03\xA3\x62\x4D\x27\xF5\xD1\x7A\x2A\xBF\xB9\xC5\x00\xD0\x1D\xDE\x30\x99\xD8\x23\x3E\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1D\x92\x37\x3D\xBE\xEF\xBD\x7D\x01\x20\x00\x00\x50\x34\x02\x82\xD4\x9C\x00\x0A\x1D\x0F\xA4\x47\x0F\x64\x00\x87\x5B\xD4\x47\x37\x00\x40\x00\x1C\x80\x00\x00\x00\xDD\x4D\xE1\x33\x36\x5C\x68\xEB\xD5\x85\x31\x1D\x3A\xC7\x1E\x4C\xC0\xD9\x7C\xAB\x7F\xFF\xFF\xFF\x25\x2F\x78\xC3\x62\x73\x5D\xCA\x9D\xBB\x66\xB4\x7F\xFF\xFF\xFF\x6B\x0A\xB2\x5C\x80\x00\x00\x00\x65\x45\xC1\xFB\x7F\xFF\xFF\xFF\x9C\x4F\xD1\x6F\x7F\xFF\xFF\xFF\x49\xE2\x07\xD9\x7F\xFF\xFF\xFF\x7B\xDC\x97\xF7\xAB\x2B\x46\x28\x5C\x71\xB4\x4B\x7F\xFF\xFF\xFF\x73\x88\x0A\x8C\x7F\xFF\xFF\xFF\xB0\x8F\xF0\xB7\x7F\xFF\xFF\xFF\x56\x47\x67\xA9\x62\x62\xB3\x43\x69\xFF\x72\xA2\x80\x00\x00\x00\x5A\x09\x9F\x35\x7F\xFF\xFF\xFF\x4C\x85\xB5\x9A\x80\x00\x00\x00\x40\x7C\xC1\xCA\x7F\xFF\xFF\xFF\x65\xEE\x45\x25\x7F\xFF\xFF\xFF\x95\x6C\xD3\x6F\x7F\xFF\xFF\xFF\x63\xD1\x90\x8C\x43\x73\x97\xEE\x1E\xAE\x7E\xAF\x80\x00\x00\x00\x7E\x0F\x6A\xBC\x7F\xFF\xFF\xFF\xD0\x4C\xF2\x2B\xD0\xD7\x68\x0D\x29\xFD\x95\xA9\xC7\x0F\x55\x10\x67\x43\x4C\xEC\x7F\xFF\xFF\xFF\x73\xB6\xA5\xCB\x80\x00\x00\x00\x40\xAA\x74\xF1\xB8\x2C\x06\x8E\x2B\x4E\xFB\x73\x80\x00\x00\x00\x79\x6C\x9E\xBB\x7F\xFF\xFF\xFF\x2A\x4A\xF1\xE8\x7F\xFF\xFF\xFF\x0E\x55\x27\x1A\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x99\xA3\xAC\xBC\x5B\xD4\x47\x37\x5B\xD4\x47\x37\x1C\x87\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x30\x4A\x78\xCE\x36\x5C\x68\xEB\x80\x00\x00\x00\x3A\xC7\x1E\x4C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x62\x73\x5D\xCA\xDB\x54\xC3\x67\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x26\x04\x65\xE8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAB\x2B\x46\x28\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x89\x53\x19\xEE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x62\x62\xB3\x43\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x43\x73\x97\xEE\x7B\x1C\x92\x90\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD0\xD7\x68\x0D\x23\x30\xE7\x54\xC7\x0F\x55\x10\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB8\x2C\x06\x8E\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7C\x5D\xCF\x2B\xF1\xFF\xBB\x5C\x31\xA7\x62\xBB\x4A\x8F\xCA\x0B\x80\x63\xAB\x4B\xA4\xBA\x35\xED\xA2\xE7\x2B\x98\xDD\x55\xB9\x4E\x7A\x1A\x03\xA3\x62\x4D\x27\xF5\xD1\x7A\x2A\xBF\xB9\xC5\x00\xD0\x1D\xDE\x30\x99\xD8\x23\x3E\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xF2BA5ED8), ('P4rIngress.aggregator.bitmap_seq.seq', 0x40000000)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x40000000, 3876)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x5A)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x39A81826), ('P4rIngress.aggregator.values_v00000.hi', 0x6939948D)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x6F303E51), ('P4rIngress.aggregator.values_v00001.hi', 0xCAA8F7EE)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x348E3558), ('P4rIngress.aggregator.values_v00010.hi', 0x4A53542B)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x35185981), ('P4rIngress.aggregator.values_v00011.hi', 0xB176D998)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x94BAF3C5), ('P4rIngress.aggregator.values_v00100.hi', 0x3A6A1D5B)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x54793599), ('P4rIngress.aggregator.values_v00101.hi', 0x2E1D4099)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x2C0B557E), ('P4rIngress.aggregator.values_v00110.hi', 0x80B8BDAA)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x8F1D7799), ('P4rIngress.aggregator.values_v00111.hi', 0x74EB0846)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0xF536C37E), ('P4rIngress.aggregator.values_v01000.hi', 0x4C0DD5F3)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x3AB4BA35), ('P4rIngress.aggregator.values_v01001.hi', 0x6893518B)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x4D787A33), ('P4rIngress.aggregator.values_v01010.hi', 0xB4D74CFB)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x2B1ECCB9), ('P4rIngress.aggregator.values_v01011.hi', 0x1F4886D3)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x26113357), ('P4rIngress.aggregator.values_v01100.hi', 0xD56A4F75)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x894B457A), ('P4rIngress.aggregator.values_v01101.hi', 0x7C991D46)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x1788A999), ('P4rIngress.aggregator.values_v01110.hi', 0x447D8DAD)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x5CA94E40), ('P4rIngress.aggregator.values_v01111.hi', 0x4A014617)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x6CF11C8B), ('P4rIngress.aggregator.values_v10000.hi', 0x4053E3BB)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x9591596D), ('P4rIngress.aggregator.values_v10001.hi', 0x62872C3D)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x4ABEF397), ('P4rIngress.aggregator.values_v10010.hi', 0x390E794A)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x692F7EE4), ('P4rIngress.aggregator.values_v10011.hi', 0xBBC2F290)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x289A0893), ('P4rIngress.aggregator.values_v10100.hi', 0x71762C71)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xA96CB93D), ('P4rIngress.aggregator.values_v10101.hi', 0x2EEAFD3C)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x8D98D5C1), ('P4rIngress.aggregator.values_v10110.hi', 0x9DB157ED)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x8904E7E8), ('P4rIngress.aggregator.values_v10111.hi', 0xA14408A2)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x9F55BFD6), ('P4rIngress.aggregator.values_v11000.hi', 0x5D56A5FB)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xA3E25918), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x95854935), ('P4rIngress.aggregator.values_v11010.hi', 0x0F9DBCF9)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x5BB82A89), ('P4rIngress.aggregator.values_v11011.hi', 0x3742AC72)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0xC6F3B0AA), ('P4rIngress.aggregator.values_v11100.hi', 0x1F12BEF7)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x48A877FC), ('P4rIngress.aggregator.values_v11101.hi', 0x573A2A6B)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x7CFBA697), ('P4rIngress.aggregator.values_v11110.hi', 0xD8F65353)], 3876)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x333BE4EA), ('P4rIngress.aggregator.values_v11111.hi', 0xF726BC59)], 3876)
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
                gc.KeyTuple('job_id', 0x94DA),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F20),
                gc.DataTuple('slot_count', 0x000005E1),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAA2B1107),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x036),
                gc.KeyTuple('src_addr', 0xA74F8ED2),
                gc.KeyTuple('src_port', 0xB934),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x94DA),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x026B),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA7\x4F\x8E\xD2\x00\x00\x00\x00\xB9\x34\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x94\xDA\x00\x00\xAA\x2B\x11\x07\x00\x04\x06\xE9\x40\x00\x00\x00\x00\x40\x00\x00\x51\xD5\xFF\xAD\x1C\x69\x63\x7B\x50\x7C\xF0\xDA\x1A\xAE\xF7\x89\x58\xBF\x29\x6E\x76\xEF\xFD\x2F\x57\x1E\x59\x28\x26\xF9\xCE\x4D\xD2\xB1\x66\x2D\x68\xAC\xE8\x5A\x75\xF0\x5C\xD7\x70\x4C\xC2\x8E\xBD\xC1\x73\x10\xD5\x68\x8E\x87\xF6\x64\xE2\x57\x45\x43\x48\x3A\x32\x94\x82\xE0\x59\xB9\x48\x6F\x50\x8B\x6E\xD7\x47\xB9\x50\x3F\xE5\xF3\xD7\xDD\xB4\xB7\x1D\x4B\xED\xB8\xE9\x27\x75\x89\x11\xFF\x76\x0A\xB2\xD7\x1B\x7D\xC5\x9F\xE3\x44\xED\x5A\x0C\x4F\x66\x57\x7B\x9A\x83\x24\x5F\xB9\x95\x2E\x23\xB8\xCC\x55\x3C\x19\x65\xD8\x4C\x2D\xD1\xFE\x7B\x51\x57\x53\x12\xC3\x2B\x1D\x2E\xB1\x45\x4D\xFE\x8B\x1E\xAD\x61\x65\x73\x8D\x56\x5D\x2C\x6F\xBC\xF2\x73\x93\x7C\x91\xC8\xCA\x15\x32\x5D\x94\x95\x65\x99\x21\x47\x6A\x99\x9E\xF1\x6B\x9D\x74\x9F\x5B\xC2\x69\xE2\xFC\xF2\x3A\x3D\xF4\x83\xBA\x85\x56\xE6\xDC\xB8\x9C\xAB\x9F\xC0\x36\x4E\x78\x00\x00\x00\x00\xBE\x84\xBD\x89\xB8\x24\x9C\xD3\x62\x52\xA5\x3F\x6C\x07\xD5\x1B\x54\x31\x32\xEE\x0F\x16\xEF\x19\x55\x0B\x44\x2E\x54\x8B\x2D\xBA\x12\x3B\xC4\xB5\x91\xE6\xE9\x99\x61\x08\xB2\x37\x91\x74\x4D\x47\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA7\x4F\x8E\xD2\x00\x00\x00\x00\xB9\x34\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x94\xDA\x00\x00\xAA\x2B\x11\x07\x00\x04\x06\xE9\x40\x00\x00\x00\x00\x40\x00\x00\x7F\xFF\xFF\xFF\x1C\x69\x63\x7B\x7F\xFF\xFF\xFF\x1A\xAE\xF7\x89\x7F\xFF\xFF\xFF\x76\xEF\xFD\x2F\x7F\xFF\xFF\xFF\x26\xF9\xCE\x4D\x80\x00\x00\x00\x68\xAC\xE8\x5A\x7F\xFF\xFF\xFF\x70\x4C\xC2\x8E\xE9\xCC\xC8\x8E\xD5\x68\x8E\x87\x85\x82\x59\xF0\x45\x43\x48\x3A\x27\xCB\x46\x5E\x59\xB9\x48\x6F\x7F\xFF\xFF\xFF\x47\xB9\x50\x3F\x33\x6C\x52\x10\xB4\xB7\x1D\x4B\x18\xD7\xB5\xE0\x75\x89\x11\xFF\x7F\xFF\xFF\xFF\x1B\x7D\xC5\x9F\x80\x00\x00\x00\x0C\x4F\x66\x57\x7F\xFF\xFF\xFF\x5F\xB9\x95\x2E\x7F\xFF\xFF\xFF\x3C\x19\x65\xD8\x7F\xFF\xFF\xFF\x7B\x51\x57\x53\xA8\x54\x84\x8A\x2E\xB1\x45\x4D\x49\x4A\x12\x44\x61\x65\x73\x8D\x7F\xFF\xFF\xFF\xBC\xF2\x73\x93\x7F\xFF\xFF\xFF\x15\x32\x5D\x94\x80\x00\x00\x00\x47\x6A\x99\x9E\x80\x00\x00\x00\x9F\x5B\xC2\x69\x80\x00\x00\x00\x3D\xF4\x83\xBA\x80\x00\x00\x00\xB8\x9C\xAB\x9F\x80\x00\x00\x00\x00\x00\x00\x00\x80\x00\x00\x00\xB8\x24\x9C\xD3\x7F\xFF\xFF\xFF\x6C\x07\xD5\x1B\x1B\x24\xE3\x98\x0F\x16\xEF\x19\x7F\xFF\xFF\xFF\x54\x8B\x2D\xBA\x7F\xFF\xFF\xFF\x91\xE6\xE9\x99\x7F\xFF\xFF\xFF\x91\x74\x4D\x47\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\xF2\xBA\x5E\xD9\x40\x00\x00\x00\x40\x00\x00\x00\x20\xE9\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE5\x57\xEF\x77\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD8\x70\xA7\xE5\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE9\xCC\xC8\x8E\x80\x00\x00\x00\x85\x82\x59\xF0\x7F\xFF\xFF\xFF\x27\xCB\x46\x5E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x33\x6C\x52\x10\x80\x00\x00\x00\x18\xD7\xB5\xE0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF0\xE8\x15\x14\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA8\x54\x84\x8A\x7F\xFF\xFF\xFF\x49\x4A\x12\x44\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x76\x55\x96\xDA\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xDF\x38\x8C\x5C\x80\x00\x00\x00\x15\xF3\x51\x9A\x80\x00\x00\x00\x00\x00\x00\x00\x80\x00\x00\x00\xC7\xC2\x59\xCC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1B\x24\xE3\x98\x2E\x29\xAE\x10\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x88\x9B\x09\xA0\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xF7AE5B56), ('P4rIngress.aggregator.bitmap_seq.seq', 0xDA8FE000)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xDA8FE000, 4122)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1B), ('P4rIngress.aggregator.count_exp.exponent', 0x52)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x54469A85), ('P4rIngress.aggregator.values_v00000.hi', 0x3BBC3A0A)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x62D98827), ('P4rIngress.aggregator.values_v00001.hi', 0x2831AA59)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x65CAEA39), ('P4rIngress.aggregator.values_v00010.hi', 0x3BC50B27)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x2572BF05), ('P4rIngress.aggregator.values_v00011.hi', 0x776F6747)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x83AF4D81), ('P4rIngress.aggregator.values_v00100.hi', 0x70B6A69A)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x7DAE9453), ('P4rIngress.aggregator.values_v00101.hi', 0x48D65E33)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0xF7C93E06), ('P4rIngress.aggregator.values_v00110.hi', 0x881A1209)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x176DEE90), ('P4rIngress.aggregator.values_v00111.hi', 0x66A97BF2)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x44A23BB2), ('P4rIngress.aggregator.values_v01000.hi', 0x6016CAE3)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x1747B196), ('P4rIngress.aggregator.values_v01001.hi', 0x60FE55DF)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0xBE98ED2E), ('P4rIngress.aggregator.values_v01010.hi', 0x53B0562D)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x4727EF8C), ('P4rIngress.aggregator.values_v01011.hi', 0x752D8F1A)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x58570D8A), ('P4rIngress.aggregator.values_v01100.hi', 0x571B7FEF)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x998BBBD1), ('P4rIngress.aggregator.values_v01101.hi', 0x82FD65F1)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x985D26E5), ('P4rIngress.aggregator.values_v01110.hi', 0xF33EC79A)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xE2B84D34), ('P4rIngress.aggregator.values_v01111.hi', 0x0DBEA5F9)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xBC7ADB6D), ('P4rIngress.aggregator.values_v10000.hi', 0x7BCB1B57)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x6A99DCCF), ('P4rIngress.aggregator.values_v10001.hi', 0xEA79D1CD)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xA6EE03DF), ('P4rIngress.aggregator.values_v10010.hi', 0xF84F7AB4)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x9763855D), ('P4rIngress.aggregator.values_v10011.hi', 0x3366B2DB)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xADD29FB7), ('P4rIngress.aggregator.values_v10100.hi', 0x5B23F2F6)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x7826C0FF), ('P4rIngress.aggregator.values_v10101.hi', 0xCDD59C69)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x731C798F), ('P4rIngress.aggregator.values_v10110.hi', 0xC8E5B14E)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x195B1BCD), ('P4rIngress.aggregator.values_v10111.hi', 0xFCDBAA4D)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x60DACD30), ('P4rIngress.aggregator.values_v11000.hi', 0xA915F9A5)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x457CEC73), ('P4rIngress.aggregator.values_v11001.hi', 0x66AD373C)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x322A8D43), ('P4rIngress.aggregator.values_v11010.hi', 0x271B614B)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xE279555C), ('P4rIngress.aggregator.values_v11011.hi', 0x632B397F)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x8A460AF2), ('P4rIngress.aggregator.values_v11100.hi', 0x7846EBD5)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x6B5D66ED), ('P4rIngress.aggregator.values_v11101.hi', 0x7D964281)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x71E2AB73), ('P4rIngress.aggregator.values_v11110.hi', 0x7D3A3E23)], 4122)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x42B9E136), ('P4rIngress.aggregator.values_v11111.hi', 0x9DB0B588)], 4122)
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
                gc.KeyTuple('job_id', 0x7605),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A5A),
                gc.DataTuple('slot_count', 0x0000082A),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1BE68573),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x030),
                gc.KeyTuple('src_addr', 0x59C95875),
                gc.KeyTuple('src_port', 0xA32F),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x7605),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x02E6),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x59\xC9\x58\x75\x00\x00\x00\x00\xA3\x2F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x76\x05\x00\x00\x1B\xE6\x85\x73\x05\xC0\x04\x8D\xDA\x8F\xE0\x00\x00\x40\x00\x00\x4C\xDB\x50\x84\x6F\x36\xEB\x79\x50\xBB\x4D\x24\xCB\xD5\x6D\x5D\x3D\xA9\x4B\xB1\x59\xAE\xCC\x47\x63\x52\x70\x83\x92\xA3\xD6\xD6\xBE\x2A\x49\x87\x39\xA2\xD5\x80\x18\xF4\x36\x9F\x7B\xD1\xC6\x2B\xC5\x97\x5F\xFE\xBF\x36\x4E\xA3\x09\x60\xB1\xB0\x52\x78\xEC\x23\xCB\x96\x79\x96\x27\x11\xEC\xAB\x70\x23\x84\x75\x4B\xFD\xE6\xBF\x1C\xD8\x55\xF3\x87\x2D\xD5\x8F\x59\x2C\x40\xED\x34\x6D\x32\x0F\x5B\xD5\xB5\xEF\x5E\x0D\x6A\x0F\xB3\x0E\xA8\xD3\xA2\x98\x15\x93\xDF\x2F\x36\xBA\xC6\xA5\xA1\x59\x8E\xFA\x61\x62\xEC\xFC\xF4\x6B\xA6\xC2\x12\x1D\x52\xCD\x4A\xD2\x69\x93\x9E\xDE\xEA\xD2\x84\x75\x1A\xF7\x68\x5B\x46\x53\xE8\xB4\xB7\x79\x9F\x53\x3B\x2E\x9A\x4A\x1F\xD6\xD3\xD3\x50\xDF\x2B\x89\x7B\x2F\xD2\xA2\xA8\x6B\x87\x8B\x47\xA9\x67\x2F\x76\x8F\xA8\xBA\x74\x5E\xC4\x9D\xFD\x95\xE4\xCA\x58\x17\xDF\xA1\xB2\x39\xA4\xF5\x52\xF0\xE4\x5D\x2D\x35\x02\x6B\x78\x2B\xDE\xE7\x68\xB2\x2F\x88\x52\x0E\x5D\x6D\x40\xC0\x21\x6A\xDF\x74\xDA\xAC\x49\xE2\xA2\x23\x52\xA4\xD8\x66\x67\xD3\x57\xFD\x51\x2E\x98\xAF\x21\x7B\x93\xE2\x93\x31\xED\xD5\xDA\xB3\xF1\x08\xFC\xB2\xB1\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6\x29\x11\xC4\xEA\xE8\xC8\xAB\xAC\x21\x97\x3C\x22\x6E\xD7\xE0\x55\x20\x20\x82\xEA\x21\xC0\x54\x9C\xF3\x35\x47\x4B\xA7\xFE\xA5\x23\x1A\x71\xD8\x2A\x74\xFB\xB4\x4D\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E\x50\x35\xF9\xFD\x38\xB3\x0C\x43\x43\x11\xE8\x15\xAC\xCA\xF0\x6A\x59\xB7\x5E\x12\x58\x7F\xB7\xD7\x99\x3C\x91\xB5\x6D\x25\x27\x08\x98\x06\x28\xBB\xD4\x00\xAD\xD7\x11\xD8\x0B\xF6\x71\xB1\xA8\xA4\x76\xD7\xF9\x89\x75\x15\x8E\x86'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x59\xC9\x58\x75\xBE\xEF\xA3\x2F\x01\x20\x00\x00\x50\x34\x02\x82\x76\x05\x00\x00\x1B\xE6\x85\x73\x05\xC0\x00\x8D\xDA\x8F\xE0\x00\x00\x40\x00\x1C\x7F\xFF\xFF\xFF\x6F\x36\xEB\x79\x7F\xFF\xFF\xFF\xCB\xD5\x6D\x5D\x7F\xFF\xFF\xFF\x59\xAE\xCC\x47\x7F\xFF\xFF\xFF\x92\xA3\xD6\xD6\x80\x00\x00\x00\x39\xA2\xD5\x80\x7F\xFF\xFF\xFF\x7B\xD1\xC6\x2B\xBD\x60\x9E\x04\xBF\x36\x4E\xA3\x20\xCE\xA0\x40\x52\x78\xEC\x23\x10\x38\xB5\x48\x27\x11\xEC\xAB\x7F\xFF\xFF\xFF\x4B\xFD\xE6\xBF\xDB\x71\x43\x21\x87\x2D\xD5\x8F\x7F\xFF\xFF\xFF\x34\x6D\x32\x0F\x7F\xFF\xFF\xFF\x5E\x0D\x6A\x0F\x80\x00\x00\x00\xA2\x98\x15\x93\x80\x00\x00\x00\xC6\xA5\xA1\x59\x80\x00\x00\x00\xEC\xFC\xF4\x6B\x80\x00\x00\x00\x52\xCD\x4A\xD2\x7F\xFF\xFF\xFF\xEA\xD2\x84\x75\xC1\xE5\x6C\x3A\x46\x53\xE8\xB4\x80\x00\x00\x00\x3B\x2E\x9A\x4A\xCD\xA9\x73\x8A\x50\xDF\x2B\x89\x7F\xFF\xFF\xFF\xA8\x6B\x87\x8B\x7F\xFF\xFF\xFF\x76\x8F\xA8\xBA\x7F\xFF\xFF\xFF\xFD\x95\xE4\xCA\x7F\xFF\xFF\xFF\xB2\x39\xA4\xF5\x7F\xFF\xFF\xFF\x2D\x35\x02\x6B\x7F\xFF\xFF\xFF\x68\xB2\x2F\x88\x34\x87\xB2\xC9\x40\xC0\x21\x6A\x80\x00\x00\x00\x49\xE2\xA2\x23\x7F\xFF\xFF\xFF\x67\xD3\x57\xFD\x7F\xFF\xFF\xFF\x21\x7B\x93\xE2\xD5\xEB\xCF\x0B\xDA\xB3\xF1\x08\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xF7\xAE\x5B\x57\xDA\x8F\xE0\x00\xDA\x8F\xE0\x00\x1C\x8D\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF4\x07\x17\xB6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0A\x13\x3E\x1D\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBD\x60\x9E\x04\x80\x00\x00\x00\x20\xCE\xA0\x40\x7F\xFF\xFF\xFF\x10\x38\xB5\x48\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDB\x71\x43\x21\xDA\xDE\x2B\xBC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xB9\xE4\x68\xF3\x80\x00\x00\x00\xFA\xBB\x9A\x64\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD5\x4C\x56\x42\xC1\xE5\x6C\x3A\x3E\xA3\x63\x68\x80\x00\x00\x00\x6E\x95\x4D\x25\xCD\xA9\x73\x8A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x3F\x75\x5A\x08\x7F\xFF\xFF\xFF\xFA\x71\x8F\x17\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x34\x87\xB2\xC9\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD5\xEB\xCF\x0B\x80\x00\x00\x00\xFC\xB2\xB1\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6\x29\x11\xC4\xEA\xE8\xC8\xAB\xAC\x21\x97\x3C\x22\x6E\xD7\xE0\x55\x20\x20\x82\xEA\x21\xC0\x54\x9C\xF3\x35\x47\x4B\xA7\xFE\xA5\x23\x1A\x71\xD8\x2A\x74\xFB\xB4\x4D\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E\x50\x35\xF9\xFD\x38\xB3\x0C\x43\x43\x11\xE8\x15\xAC\xCA\xF0\x6A\x59\xB7\x5E\x12\x58\x7F\xB7\xD7\x99\x3C\x91\xB5\x6D\x25\x27\x08\x98\x06\x28\xBB\xD4\x00\xAD\xD7\x11\xD8\x0B\xF6\x71\xB1\xA8\xA4\x76\xD7\xF9\x89\x75\x15\x8E\x86'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x3ECBBC9E), ('P4rIngress.aggregator.bitmap_seq.seq', 0xB1719364)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xB1719364, 7419)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x03), ('P4rIngress.aggregator.count_exp.exponent', 0x65)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x4F8484B9), ('P4rIngress.aggregator.values_v00000.hi', 0x7C341E6B)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x4F665335), ('P4rIngress.aggregator.values_v00001.hi', 0x0B7C1C05)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x7F87A680), ('P4rIngress.aggregator.values_v00010.hi', 0x3B65E671)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x26AE37B0), ('P4rIngress.aggregator.values_v00011.hi', 0x58F2EF1B)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x8CA474A3), ('P4rIngress.aggregator.values_v00100.hi', 0x63AB40BE)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x493C0DB3), ('P4rIngress.aggregator.values_v00101.hi', 0x6581EFCF)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x5A2E8F07), ('P4rIngress.aggregator.values_v00110.hi', 0xAAA7DB93)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x5BAFA56F), ('P4rIngress.aggregator.values_v00111.hi', 0x472FD1D1)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0xF7A5DB76), ('P4rIngress.aggregator.values_v01000.hi', 0x34F04DF1)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x6E867EC1), ('P4rIngress.aggregator.values_v01001.hi', 0x7BCFB949)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0xA97D64F3), ('P4rIngress.aggregator.values_v01010.hi', 0x348AC7A2)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x73DFB12A), ('P4rIngress.aggregator.values_v01011.hi', 0x6CCDAEFC)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x66A3A459), ('P4rIngress.aggregator.values_v01100.hi', 0x6A0E56F7)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x5FBB763F), ('P4rIngress.aggregator.values_v01101.hi', 0x53651E5D)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xB3A10CE7), ('P4rIngress.aggregator.values_v01110.hi', 0x3BB8AA7B)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xCC7F3395), ('P4rIngress.aggregator.values_v01111.hi', 0x473C58B2)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x5EAB5ECF), ('P4rIngress.aggregator.values_v10000.hi', 0x4B2CBDF8)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x41CFFE6A), ('P4rIngress.aggregator.values_v10001.hi', 0x507FD9B9)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x74E87E6F), ('P4rIngress.aggregator.values_v10010.hi', 0xAF993D72)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x5EE33E36), ('P4rIngress.aggregator.values_v10011.hi', 0x65E167E8)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xB29AA2E7), ('P4rIngress.aggregator.values_v10100.hi', 0x5AB8A680)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x2623A53F), ('P4rIngress.aggregator.values_v10101.hi', 0x4162D2BF)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x554B7C7A), ('P4rIngress.aggregator.values_v10110.hi', 0x24DA10A2)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x54BE2409), ('P4rIngress.aggregator.values_v10111.hi', 0x461C9D1F)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x7C5BA10B), ('P4rIngress.aggregator.values_v11000.hi', 0xC8B76347)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xDCAF6ECB), ('P4rIngress.aggregator.values_v11001.hi', 0x1A2C3DD0)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xBD1E358D), ('P4rIngress.aggregator.values_v11010.hi', 0x3E784DA1)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x177DAED5), ('P4rIngress.aggregator.values_v11011.hi', 0x48EEDD87)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0xEFC97239), ('P4rIngress.aggregator.values_v11100.hi', 0xE69DDB6B)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x719288ED), ('P4rIngress.aggregator.values_v11101.hi', 0x666DD373)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x38B25593), ('P4rIngress.aggregator.values_v11110.hi', 0xB4210207)], 7419)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x4D5D4F27), ('P4rIngress.aggregator.values_v11111.hi', 0xE24B0FAF)], 7419)
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
                gc.KeyTuple('job_id', 0xD64E),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C80),
                gc.DataTuple('slot_count', 0x0000117F),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8F35EFAF),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x2EA1A938),
                gc.KeyTuple('src_port', 0x46C2),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xD64E),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x0375),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2E\xA1\xA9\x38\x00\x00\x00\x00\x46\xC2\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xD6\x4E\x00\x00\x8F\x35\xEF\xAF\x10\x7B\x02\xC8\xB1\x71\x93\x64\x00\x40\x00\x00\x63\xCA\xA1\x9D\x54\x9E\xB1\x19\x3E\xEE\xB2\xA8\x67\xF4\x91\x7E\x31\x6A\x28\xFC\x7F\x4D\x81\xC2\x61\xEE\x09\xBB\xCE\x96\x65\xD1\x81\xD0\xBA\xFB\x48\x28\x70\x28\x5D\x63\x58\xC9\x2E\x79\x3F\x12\xAD\x97\xD5\xD1\xAE\xE6\x5B\xDF\x98\x9E\x35\x67\x77\xA4\x59\x59\xE6\xEC\x96\xB6\x54\x07\x3F\x0F\x13\xAE\xB0\xDF\x22\x41\x0E\x5F\x1D\x16\x37\x5D\x3D\xD6\xA5\x26\x41\x53\xE4\x5D\x68\x5C\x2C\xE8\x6C\xF3\xA2\xA9\x2B\xB6\xD6\x72\x85\xB1\x7E\xFF\x56\x65\x2B\x1B\x35\x1D\xE7\x43\x58\x6D\x27\x51\x90\x1C\x95\x57\x4D\x46\x82\xCE\x58\x0B\x68\x68\x72\x91\xA9\xB5\x43\xFE\x8A\x32\x3A\x96\x16\x73\x89\xA5\xBC\x8B\xCA\xFA\x3F\x4A\x5F\x32\x83\xA0\x37\x71\xAE\xD3\x2F\x7B\xDD\x97\x52\xE4\xD1\xFD\x7F\x97\x73\x19\x2D\x10\x2C\x81\x53\x4E\x08\x94\x60\x52\x35\xF2\x71\x07\xD8\xC5\x56\x2F\xCF\x53\x31\xE9\x33\xE8\x97\x9B\xEB\xC0\x9A\x6F\x2A\xAB\x74\x09\xF9\x9F\xF5\x9E\xD8\xC5\xF3\xB7\x44\x37\xD5\x2C\xA4\x13\x44\x09\xC4\xDD\x7C\xB8\xAC\x3B\x8D\xF3\xAB\x09\xA7\x5E\x7B\xEC\x45\x14\x6C\x8B\x76\x1A\xD5\x14\xB3\xE8\x12\xDD\x44\x1C\x2A\x26\xFA\x5A\x68\x67\xDC\x0B\x95\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2E\xA1\xA9\x38\x00\x00\x00\x00\x46\xC2\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xD6\x4E\x00\x00\x8F\x35\xEF\xAF\x10\x7B\x02\xC8\xB1\x71\x93\x64\x00\x40\x00\x00\x7F\xFF\xFF\xFF\x54\x9E\xB1\x19\x7F\xFF\xFF\xFF\x67\xF4\x91\x7E\x7F\xFF\xFF\xFF\x7F\x4D\x81\xC2\x7F\xFF\xFF\xFF\xCE\x96\x65\xD1\x80\x00\x00\x00\x48\x28\x70\x28\x7F\xFF\xFF\xFF\x2E\x79\x3F\x12\x07\xC6\x64\xD8\xAE\xE6\x5B\xDF\xF4\x4D\xDA\xD6\x77\xA4\x59\x59\xDE\x92\x72\x2C\x54\x07\x3F\x0F\x7F\xFF\xFF\xFF\x22\x41\x0E\x5F\xC6\x93\x9C\x50\x3D\xD6\xA5\x26\x7F\xFF\xFF\xFF\x68\x5C\x2C\xE8\x7F\xFF\xFF\xFF\x2B\xB6\xD6\x72\xE5\x6C\xF5\x3E\x56\x65\x2B\x1B\xE8\xBE\xF4\x2A\x58\x6D\x27\x51\x80\x00\x00\x00\x4D\x46\x82\xCE\x7F\xFF\xFF\xFF\x72\x91\xA9\xB5\x7F\xFF\xFF\xFF\x3A\x96\x16\x73\xFE\x8E\x3A\xFA\xCA\xFA\x3F\x4A\x7F\xFF\xFF\xFF\x37\x71\xAE\xD3\xE2\x16\x80\x7E\x52\xE4\xD1\xFD\x7F\xFF\xFF\xFF\x2D\x10\x2C\x81\x7F\xFF\xFF\xFF\x60\x52\x35\xF2\x7F\xFF\xFF\xFF\x56\x2F\xCF\x53\x7F\xFF\xFF\xFF\x97\x9B\xEB\xC0\x80\x00\x00\x00\x74\x09\xF9\x9F\xB2\xBD\x0E\x52\xF3\xB7\x44\x37\xEC\xAA\x52\xE8\x44\x09\xC4\xDD\x6C\x82\x1E\x74\x8D\xF3\xAB\x09\x18\xF1\x04\xD9\x45\x14\x6C\x8B\x7F\xFF\xFF\xFF\xB3\xE8\x12\xDD\x7F\xFF\xFF\xFF\xFA\x5A\x68\x67\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x3E\xCB\xBC\x9F\xB1\x71\x93\x64\xB1\x71\x93\x64\x04\xC8\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x73\x70\xAD\x83\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x27\x89\x54\xEC\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x07\xC6\x64\xD8\x80\x00\x00\x00\xF4\x4D\xDA\xD6\x7F\xFF\xFF\xFF\xDE\x92\x72\x2C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC6\x93\x9C\x50\x72\x61\x6C\xC8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE5\x6C\xF5\x3E\x7F\xFF\xFF\xFF\xE8\xBE\xF4\x2A\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFE\x8E\x3A\xFA\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE2\x16\x80\x7E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6E\x72\xFF\x40\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB2\xBD\x0E\x52\x32\x2F\x91\xD8\xEC\xAA\x52\xE8\x7F\xFF\xFF\xFF\x6C\x82\x1E\x74\x80\x00\x00\x00\x18\xF1\x04\xD9\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xDC\xA5\x78\x16\xDC\x0B\x95\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xE688E89E), ('P4rIngress.aggregator.bitmap_seq.seq', 0xA4400000)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xA4400000, 1834)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x6E)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xE9B26A97), ('P4rIngress.aggregator.values_v00000.hi', 0x4B3AC1FF)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x5FEDF64B), ('P4rIngress.aggregator.values_v00001.hi', 0x91FF1C06)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x23EDE45C), ('P4rIngress.aggregator.values_v00010.hi', 0xB7954DCE)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x4D49CFB7), ('P4rIngress.aggregator.values_v00011.hi', 0x75512B61)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x396BDF9E), ('P4rIngress.aggregator.values_v00100.hi', 0x9BFBA846)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x3BF0E6ED), ('P4rIngress.aggregator.values_v00101.hi', 0x4954A8E8)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x9BD86FB9), ('P4rIngress.aggregator.values_v00110.hi', 0x3D9749EB)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x4A467B3B), ('P4rIngress.aggregator.values_v00111.hi', 0xC5E8F76A)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x43DD3501), ('P4rIngress.aggregator.values_v01000.hi', 0x266850B7)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x6BA8273F), ('P4rIngress.aggregator.values_v01001.hi', 0x40A579A7)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x298868EA), ('P4rIngress.aggregator.values_v01010.hi', 0x59DAEC89)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x4499CBA5), ('P4rIngress.aggregator.values_v01011.hi', 0x7263D755)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x1CBF081A), ('P4rIngress.aggregator.values_v01100.hi', 0xF1685D80)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x8959DC62), ('P4rIngress.aggregator.values_v01101.hi', 0xACB0F305)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xFF82DAAF), ('P4rIngress.aggregator.values_v01110.hi', 0xCF2260AF)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x5BE78EAB), ('P4rIngress.aggregator.values_v01111.hi', 0x600A73DE)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x5AD6A7BF), ('P4rIngress.aggregator.values_v10000.hi', 0x9E66A13F)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x4506C463), ('P4rIngress.aggregator.values_v10001.hi', 0xCDE7889B)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x2F4EB83A), ('P4rIngress.aggregator.values_v10010.hi', 0x651E1474)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x4326B397), ('P4rIngress.aggregator.values_v10011.hi', 0x73841B30)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x4A039468), ('P4rIngress.aggregator.values_v10100.hi', 0x18D21595)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x9C4DCAD1), ('P4rIngress.aggregator.values_v10101.hi', 0x12A4FCEC)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x45DC8757), ('P4rIngress.aggregator.values_v10110.hi', 0x8551276B)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x3CDCE344), ('P4rIngress.aggregator.values_v10111.hi', 0x37B018E3)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xE501AB9D), ('P4rIngress.aggregator.values_v11000.hi', 0x4D3EAE37)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x8D275DEE), ('P4rIngress.aggregator.values_v11001.hi', 0xAB2B569B)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xA6F7A9C5), ('P4rIngress.aggregator.values_v11010.hi', 0x336D3D3D)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x8BB4B131), ('P4rIngress.aggregator.values_v11011.hi', 0x8350F8BB)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x69606BF3), ('P4rIngress.aggregator.values_v11100.hi', 0x4FC6ED02)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0xE6D69967), ('P4rIngress.aggregator.values_v11101.hi', 0x79718A66)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x58E13252), ('P4rIngress.aggregator.values_v11110.hi', 0x720E2E5C)], 1834)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x65B0A9E7), ('P4rIngress.aggregator.values_v11111.hi', 0x6CAE767B)], 1834)
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
                gc.KeyTuple('job_id', 0x9EF6),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000045D),
                gc.DataTuple('slot_count', 0x00000CA5),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x78A1A097),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0xC7F6EE3A),
                gc.KeyTuple('src_port', 0x20E5),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9EF6),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x00A5),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC7\xF6\xEE\x3A\x00\x00\x00\x00\x20\xE5\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x9E\xF6\x00\x0A\x78\xA1\xA0\x97\x02\xCD\x02\xED\xA4\x40\x00\x00\x00\x40\x00\x00\x95\x7A\xCE\xDC\xC8\xEC\xED\x46\xF2\xCD\x70\x6B\xA8\x80\x1F\xA5\xD4\xA8\xBD\xE0\x92\x06\x61\xCE\x77\xD5\x9D\xB8\x45\x56\xE1\x5B\x9B\x6D\x4F\xB7\x69\xC9\x5C\xF7\x59\x86\xDA\x4C\x5D\x90\xA6\x1B\xD5\x8F\x95\x23\x73\x97\x29\xFD\x6D\x5B\x06\xBA\x9B\xB2\xCA\x2A\x76\x0D\x33\x1F\xDD\x9F\x76\x95\x2C\x04\xEC\xB0\x4B\xB7\x71\x63\xA9\xBF\x2E\xBA\x5B\x8C\xD8\x99\x59\xB3\x54\xF5\x60\x46\x48\xD4\x75\xBF\x3F\xA2\x8E\x75\x6F\xB5\xD7\x46\xCE\x31\xB9\xA9\xCD\xF6\xD3\x4F\xF7\x15\x48\x65\xED\x28\x62\xF6\xCD\x5A\x40\xDA\x78\x43\x55\x35\xAD\xD1\xFB\x0F\x36\xF1\x74\x96\x07\x9F\xF1\x6D\xAA\xD9\x51\xCF\x1B\x2D\x42\xA5\x32\xEF\x5D\xB3\xB2\x8E\x90\x45\xF1\x7C\x5D\x17\xF5\x68\x95\x5E\xB5\x33\xBD\xE4\xA9\xFD\x7B\xBE\xC1\x7C\x75\x7D\xDF\x7C\xDF\xD6\xF9\x67\x46\xDE\x3A\xD0\x78\xB0\x5A\x59\xF5\x1C\x96\xAD\x41\xE1\x05\x73\x9E\x99\x80\xF7\xAC\xEF\xD5\xB8\xAA\x9A\xC9\xC9\xF8\xCC\xCE\x2E\xAC\x17\xA3\xAC\xC3\xEA\x27\x38\x28\x54\xB9\x0A\x54\x9E\x29\xE3\x63\x57\xDA\x33\x65\xC5\x26\x0B\x56\x8B\xDA\x5E\x60\x5D\xB4\xCE\x32\xB0\xBD\x6F\x27\x3F\x46\x03\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC7\xF6\xEE\x3A\x00\x00\x00\x00\x20\xE5\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x9E\xF6\x00\x0A\x78\xA1\xA0\x97\x02\xCD\x02\xED\xA4\x40\x00\x00\x00\x40\x00\x00\x80\x00\x00\x00\xC8\xEC\xED\x46\x52\xBB\x66\xB6\xA8\x80\x1F\xA5\xF8\x96\xA2\x3C\x92\x06\x61\xCE\x7F\xFF\xFF\xFF\x45\x56\xE1\x5B\xD4\xD9\x2F\x55\x69\xC9\x5C\xF7\x7F\xFF\xFF\xFF\x5D\x90\xA6\x1B\x80\x00\x00\x00\x73\x97\x29\xFD\x7F\xFF\xFF\xFF\x9B\xB2\xCA\x2A\x7F\xFF\xFF\xFF\xDD\x9F\x76\x95\x7F\xFF\xFF\xFF\x4B\xB7\x71\x63\xD3\x47\x97\xA4\x5B\x8C\xD8\x99\x7F\xFF\xFF\xFF\x60\x46\x48\xD4\x7F\xFF\xFF\xFF\x8E\x75\x6F\xB5\x80\x00\x00\x00\xB9\xA9\xCD\xF6\xD2\xD2\xD1\xC4\x48\x65\xED\x28\x7F\xFF\xFF\xFF\x40\xDA\x78\x43\x7F\xFF\xFF\xFF\xFB\x0F\x36\xF1\x7F\xFF\xFF\xFF\xF1\x6D\xAA\xD9\x7F\xFF\xFF\xFF\x42\xA5\x32\xEF\x7F\xFF\xFF\xFF\x90\x45\xF1\x7C\x7F\xFF\xFF\xFF\x95\x5E\xB5\x33\x80\x00\x00\x00\x7B\xBE\xC1\x7C\x7F\xFF\xFF\xFF\xDF\xD6\xF9\x67\x7F\xFF\xFF\xFF\x78\xB0\x5A\x59\xDA\x1E\x42\x4A\x41\xE1\x05\x73\x80\x00\x00\x00\xAC\xEF\xD5\xB8\x80\x00\x00\x00\xF8\xCC\xCE\x2E\x80\x00\x00\x00\xC3\xEA\x27\x38\x7F\xFF\xFF\xFF\x54\x9E\x29\xE3\x4A\x2E\x73\x9A\x65\xC5\x26\x0B\x7F\xFF\xFF\xFF\x60\x5D\xB4\xCE\x7F\xFF\xFF\xFF\x27\x3F\x46\x03\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\xE6\x88\xEC\x9E\xA4\x40\x00\x00\xA4\x40\x00\x00\x01\xED\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x14\x27\xAF\x45\x52\xBB\x66\xB6\x80\x00\x00\x00\xF8\x96\xA2\x3C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD4\xD9\x2F\x55\x05\xC5\x05\x3D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x04\x07\xC7\x4C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD3\x47\x97\xA4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xD2\xD2\xD1\xC4\x17\x88\x4D\xD7\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x99\x75\xD8\x30\x7F\xFF\xFF\xFF\xBF\x55\x33\x74\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x03\xCA\x0C\xAC\x7F\xFF\xFF\xFF\xAE\x30\xCA\xC8\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDA\x1E\x42\x4A\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x2C\x3A\x0B\x6B\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4A\x2E\x73\x9A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x92E3),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xE317),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000036B),
                gc.DataTuple('slot_count', 0x0000110C),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0BA2A577),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0xF72DE2CC),
                gc.KeyTuple('src_port', 0xD152),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xE317),
                gc.DataTuple('rank', 0x0005),
                gc.DataTuple('worker_index', 0x011C),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF7\x2D\xE2\xCC\x00\x00\x00\x00\xD1\x52\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE3\x17\x00\x05\x0B\xA2\xA5\x77\x0A\x94\x04\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8B\x4B\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF7\x2D\xE2\xCC\x00\x00\x00\x00\xD1\x52\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE3\x17\x00\x05\x0B\xA2\xA5\x77\x0A\x94\x04\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x07\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8B\x4B\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x883EF402), ('P4rIngress.aggregator.bitmap_seq.seq', 0x7E4F6000)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x7E4F6000, 4887)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x01), ('P4rIngress.aggregator.count_exp.exponent', 0x1D)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x7C68FECD), ('P4rIngress.aggregator.values_v00000.hi', 0x644D9F75)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x7F1BF193), ('P4rIngress.aggregator.values_v00001.hi', 0x34C9EFBE)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x59F966AA), ('P4rIngress.aggregator.values_v00010.hi', 0x668C3B45)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x6F357A89), ('P4rIngress.aggregator.values_v00011.hi', 0xFB33DE5E)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x9C6099B4), ('P4rIngress.aggregator.values_v00100.hi', 0x572A8A8C)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x5BCCEE4D), ('P4rIngress.aggregator.values_v00101.hi', 0x57423202)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x266B16A2), ('P4rIngress.aggregator.values_v00110.hi', 0xBBB6F02F)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0xFE916198), ('P4rIngress.aggregator.values_v00111.hi', 0x4E8B4CA3)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x19669AF6), ('P4rIngress.aggregator.values_v01000.hi', 0x599EAB19)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x1BC1F73F), ('P4rIngress.aggregator.values_v01001.hi', 0x4439CDE3)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x575B2CFB), ('P4rIngress.aggregator.values_v01010.hi', 0xCEC7153B)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x6C5DA27D), ('P4rIngress.aggregator.values_v01011.hi', 0x07494147)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x6DDAA125), ('P4rIngress.aggregator.values_v01100.hi', 0x38B334AC)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x9A356985), ('P4rIngress.aggregator.values_v01101.hi', 0x4B739871)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x41A9E3F0), ('P4rIngress.aggregator.values_v01110.hi', 0x41553789)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x5422E252), ('P4rIngress.aggregator.values_v01111.hi', 0x63933EE1)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x444495C3), ('P4rIngress.aggregator.values_v10000.hi', 0x21B06F2B)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x613A56CB), ('P4rIngress.aggregator.values_v10001.hi', 0x544277F9)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x9FB078DD), ('P4rIngress.aggregator.values_v10010.hi', 0x503F326B)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x585E8BFE), ('P4rIngress.aggregator.values_v10011.hi', 0xE8F55489)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x1485AE0B), ('P4rIngress.aggregator.values_v10100.hi', 0x2D9C19A1)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xCFEE177B), ('P4rIngress.aggregator.values_v10101.hi', 0x8B5B268B)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x88E3A665), ('P4rIngress.aggregator.values_v10110.hi', 0xD9244539)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x990DADB9), ('P4rIngress.aggregator.values_v10111.hi', 0x33F5E2F3)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xE8C771EE), ('P4rIngress.aggregator.values_v11000.hi', 0x03BD3E17)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x73A1BD44), ('P4rIngress.aggregator.values_v11001.hi', 0x741E25BE)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x6E065691), ('P4rIngress.aggregator.values_v11010.hi', 0x96C70DED)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x5956CB37), ('P4rIngress.aggregator.values_v11011.hi', 0x3EB58878)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x5AF4D16F), ('P4rIngress.aggregator.values_v11100.hi', 0x485A43B8)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0xA5FAE1FD), ('P4rIngress.aggregator.values_v11101.hi', 0x5CD1B70D)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x28AFA28B), ('P4rIngress.aggregator.values_v11110.hi', 0x3DD3E469)], 4887)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x74771ECB), ('P4rIngress.aggregator.values_v11111.hi', 0x45F7B872)], 4887)
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
                gc.KeyTuple('job_id', 0xF8E3),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000004EF),
                gc.DataTuple('slot_count', 0x000014BB),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA548C42C),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03A),
                gc.KeyTuple('src_addr', 0xE87C6A7F),
                gc.KeyTuple('src_port', 0x7752),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xF8E3),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x005E),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE8\x7C\x6A\x7F\x00\x00\x00\x00\x77\x52\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF8\xE3\x00\x00\xA5\x48\xC4\x2C\x0E\x28\x02\x9A\x7E\x4F\x60\x00\x00\x40\x00\x00\x76\x4A\xA4\x39\x25\xDD\x1A\x2F\x09\x3F\xC9\x7E\xB9\xA1\xA3\x2D\x55\xD3\x6F\x58\x58\x4A\x6B\xBA\x2D\x03\x7C\x78\xB9\x42\x86\xD3\xB9\xAD\xB6\x59\x3D\x77\x6E\x76\x3D\xBA\xB2\x75\x46\xF6\x92\x86\xF4\x55\x71\xF2\x98\x91\xEE\x67\x95\x87\x6A\xFB\x4E\xDB\x69\xB9\x09\xDB\xB2\xD6\x71\x88\x3B\xF0\x6E\x7C\x97\x87\x3F\xF9\xA5\xC3\xDF\xCB\x74\xEB\x84\xBB\x76\x63\x00\xCD\xB4\xED\x7D\x9C\x4E\x64\x3E\xBE\xF1\x6C\x33\x53\x26\xD8\xCA\x67\x55\x6B\x6A\x9B\xC4\x95\x6D\xCB\xBB\xB2\x65\x77\xF2\xAF\x54\xCB\x08\x26\x26\x8D\x4A\x05\x76\xDA\x3D\xE4\x69\x3E\xAA\x69\xD0\xE2\x6E\x3B\x71\xC8\xD8\xA3\x1E\xDF\x2A\x71\x58\x06\xB9\xC7\x6B\x5C\xA8\x4D\x92\xD6\x9A\x9D\x79\x84\x23\x91\x6F\xEC\xCB\x3D\x93\xF9\x80\xF3\x17\x35\xBE\xAC\xCB\xBB\x25\x55\x90\x64\x0A\x87\xDA\xED\x15\x91\x90\xD7\xAB\x93\x8D\xFA\x73\x36\x67\xA5\x33\xD6\x5A\x0C\x3D\xDE\x0D\x95\x88\x8A\x3D\xF0\x1B\x3E\xB2\x95\x0E\xAB\xC7\x6B\xC9\xA7\x5E\xF4\xCD\x57\xFB\xAE\xDD\xAB\x75\x89\xC2\x32\x0D\xD3\x62\xF6\x69\x6A\x92\xCB\x3E\xEE\xBE\xFD\x70\x97\x06\xEB\x51\x6E\x74\x45\x54\xF3\x15\xFD\x28\x24\xB6\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D\xAE\xB5\x49\x43\xEF\x94\xC0\x02'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE8\x7C\x6A\x7F\x00\x00\x00\x00\x77\x52\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF8\xE3\x00\x00\xA5\x48\xC4\x2C\x0E\x28\x02\x9A\x7E\x4F\x60\x00\x00\x40\x00\x00\x7F\xFF\xFF\xFF\x25\xDD\x1A\x2F\x7F\xFF\xFF\xFF\xB9\xA1\xA3\x2D\x7F\xFF\xFF\xFF\x58\x4A\x6B\xBA\x7F\xFF\xFF\xFF\xB9\x42\x86\xD3\x80\x00\x00\x00\x3D\x77\x6E\x76\x7F\xFF\xFF\xFF\x46\xF6\x92\x86\x1A\xC0\x88\x94\x98\x91\xEE\x67\x94\x18\xCC\x93\x4E\xDB\x69\xB9\x23\x42\x4D\xCC\x71\x88\x3B\xF0\x7F\xFF\xFF\xFF\x3F\xF9\xA5\xC3\x37\x26\xA1\xE6\x84\xBB\x76\x63\x6D\x2B\x57\x6A\x7D\x9C\x4E\x64\x7F\xFF\xFF\xFF\x33\x53\x26\xD8\x80\x00\x00\x00\x6A\x9B\xC4\x95\x7F\xFF\xFF\xFF\x65\x77\xF2\xAF\x7F\xFF\xFF\xFF\x26\x8D\x4A\x05\x7F\xFF\xFF\xFF\x69\x3E\xAA\x69\x32\x1C\xC5\x06\x71\xC8\xD8\xA3\xBE\x8F\xA3\x4E\x58\x06\xB9\xC7\x7F\xFF\xFF\xFF\x92\xD6\x9A\x9D\x7F\xFF\xFF\xFF\x6F\xEC\xCB\x3D\x80\x00\x00\x00\x17\x35\xBE\xAC\x80\x00\x00\x00\x90\x64\x0A\x87\x80\x00\x00\x00\x90\xD7\xAB\x93\x80\x00\x00\x00\x67\xA5\x33\xD6\x7F\xFF\xFF\xFF\x0D\x95\x88\x8A\x7F\xFF\xFF\xFF\xB2\x95\x0E\xAB\x20\xC2\x94\xDE\x5E\xF4\xCD\x57\x56\xA3\xAF\x1A\x75\x89\xC2\x32\xB3\xCE\x44\xF3\x69\x6A\x92\xCB\x67\x9E\x61\x88\x70\x97\x06\xEB\x7F\xFF\xFF\xFF\x54\xF3\x15\xFD\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x88\x3E\xF4\x03\x7E\x4F\x60\x00\x7E\x4F\x60\x00\x02\x9A\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEE\x6B\x92\xEB\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB4\x76\x65\x31\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1A\xC0\x88\x94\x80\x00\x00\x00\x94\x18\xCC\x93\x7F\xFF\xFF\xFF\x23\x42\x4D\xCC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x37\x26\xA1\xE6\x80\x00\x00\x00\x6D\x2B\x57\x6A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6C\x06\x5B\x84\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x32\x1C\xC5\x06\x7F\xFF\xFF\xFF\xBE\x8F\xA3\x4E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xA2\x90\xE5\x37\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xC4\xCD\x8E\x86\x80\x00\x00\x00\x6B\x62\x71\xED\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x20\xC2\x94\xDE\x7F\xFF\xFF\xFF\x56\xA3\xAF\x1A\x7F\xFF\xFF\xFF\xB3\xCE\x44\xF3\x7F\xFF\xFF\xFF\x67\x9E\x61\x88\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x28\x24\xB6\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D\xAE\xB5\x49\x43\xEF\x94\xC0\x02'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x3469D963), ('P4rIngress.aggregator.bitmap_seq.seq', 0x5BA6F39C)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x5BA6F39C, 5122)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0D), ('P4rIngress.aggregator.count_exp.exponent', 0x3F)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x8189AFA0), ('P4rIngress.aggregator.values_v00000.hi', 0xC9324F6B)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0xB5AD6245), ('P4rIngress.aggregator.values_v00001.hi', 0xA55F6DCF)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x25D08E24), ('P4rIngress.aggregator.values_v00010.hi', 0x89AFC8F2)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x2650E53A), ('P4rIngress.aggregator.values_v00011.hi', 0xA8E98959)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x8BB64513), ('P4rIngress.aggregator.values_v00100.hi', 0x2E2038D0)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xC90D6BCA), ('P4rIngress.aggregator.values_v00101.hi', 0x2AB66DCC)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x7052F8EA), ('P4rIngress.aggregator.values_v00110.hi', 0x458C13A5)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x5BE9A86C), ('P4rIngress.aggregator.values_v00111.hi', 0xAD0B0729)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0xB2B69EF5), ('P4rIngress.aggregator.values_v01000.hi', 0x559FBC5D)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x751E455E), ('P4rIngress.aggregator.values_v01001.hi', 0x8F679A3B)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x831B117B), ('P4rIngress.aggregator.values_v01010.hi', 0xB283F5B0)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0xD6539E9D), ('P4rIngress.aggregator.values_v01011.hi', 0xA5E0AE33)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xA24677AE), ('P4rIngress.aggregator.values_v01100.hi', 0x4645921F)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xB635FF2B), ('P4rIngress.aggregator.values_v01101.hi', 0x4D414621)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0xACC637FD)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x4673DC23), ('P4rIngress.aggregator.values_v01111.hi', 0x2952453D)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xDF8BEB51), ('P4rIngress.aggregator.values_v10000.hi', 0xEBB1B5C4)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x65BF14D7), ('P4rIngress.aggregator.values_v10001.hi', 0x399FEA25)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x53AC2E7B), ('P4rIngress.aggregator.values_v10010.hi', 0x6CA871BB)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0xD2DD494D)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x975861D2), ('P4rIngress.aggregator.values_v10100.hi', 0x12266D79)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x72FBFA99), ('P4rIngress.aggregator.values_v10101.hi', 0x25B5CE1E)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x9BBC6E47), ('P4rIngress.aggregator.values_v10110.hi', 0x06FA7E33)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0xA6A99A2B), ('P4rIngress.aggregator.values_v10111.hi', 0x01DDCEE3)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x58AF7D6C), ('P4rIngress.aggregator.values_v11000.hi', 0xAF3342B8)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x90BD17EB), ('P4rIngress.aggregator.values_v11001.hi', 0xA04E12B8)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xC722514C), ('P4rIngress.aggregator.values_v11010.hi', 0x724B5C57)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x4F04CA1E), ('P4rIngress.aggregator.values_v11011.hi', 0x9C213AE6)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x4A9BF536), ('P4rIngress.aggregator.values_v11100.hi', 0x5ED346A1)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x7A7E405B), ('P4rIngress.aggregator.values_v11101.hi', 0x86B23560)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xBDB618DA), ('P4rIngress.aggregator.values_v11110.hi', 0x5C781350)], 5122)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xCE897F7B), ('P4rIngress.aggregator.values_v11111.hi', 0x49572CE9)], 5122)
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
                gc.KeyTuple('job_id', 0x593D),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000005CF),
                gc.DataTuple('slot_count', 0x000019E9),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x434E4860),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0xB30CCB70),
                gc.KeyTuple('src_port', 0x466D),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x593D),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x005F),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB3\x0C\xCB\x70\x00\x00\x00\x00\x46\x6D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x59\x3D\x00\x0A\x43\x4E\x48\x60\x0E\x33\x02\xD7\x5B\xA6\xF3\x9C\x00\x40\x00\x00\xD7\xDE\x80\x4F\x0C\xF6\xCB\x5B\x3B\x58\x77\x86\xAE\xF2\x62\xE9\xA9\x3A\xB9\xBC\x59\x6E\x10\x38\x7A\x62\xC7\x1D\x6B\xAA\xCD\x5A\xD1\x7D\x4A\x4B\x73\xB1\x64\xEE\xA9\xA9\xB1\x5F\xF4\x58\xB4\xBF\x4D\x96\xC7\x77\x00\x00\x00\x00\x26\x1C\xB5\x45\xAF\x35\x85\xA1\x97\x5E\xDA\xC1\x64\x8F\x05\x8B\x53\xA5\x73\x43\xE2\xCA\x2A\xA6\xD9\xBA\x76\x0B\xAB\xF8\xA7\x1E\xDC\xAB\x62\x10\x2C\x3D\xF1\x16\xAF\x31\x61\xA2\x6A\x41\x7D\x83\x85\x60\x10\x79\x42\x45\xA2\xC0\x80\x00\x00\x00\xA4\x20\xFF\xF3\x45\xD0\xD5\x75\xD9\x86\xC9\x9B\xD9\xBD\xCD\xF3\x9F\xB7\x23\x9F\x2B\x08\x46\xAA\x6A\xAE\xC0\xD4\x59\xBB\x6E\xF9\x67\x69\xA1\x1F\x00\x00\x00\x00\x56\xFC\x44\x53\xCE\xDC\x61\xE6\x76\x2D\xC5\x90\x51\x1B\x7C\xDB\x0B\x95\x98\x78\x2D\x63\x92\xF7\x7B\x62\x78\x33\x81\xCC\x7B\x30\x3E\xDF\x4A\xB7\x73\x42\x3B\x4B\xAE\xBB\xBB\xA7\xEB\xAA\xE0\x7B\x91\x6C\x87\xAE\xB0\x3D\x62\xCF\x48\xD8\x4E\x76\x7D\x5C\xE7\x2A\x8E\x59\x7F\x13\x4B\x93\x29\x77\x68\xAA\x55\xAD\x36\x14\x81\xB9\xD4\x7F\xBE\x54\xA1\x03\x13\xC6\x73\x2A\xE6\x6D\xF1\xB9\x15\x51\x6A\xF0\x23\x3B\xBC\xE3\x9B\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB3\x0C\xCB\x70\x00\x00\x00\x00\x46\x6D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x59\x3D\x00\x0A\x43\x4E\x48\x60\x0E\x33\x02\xD7\x5B\xA6\xF3\x9C\x00\x40\x00\x00\x80\x00\x00\x00\x0C\xF6\xCB\x5B\xF1\x05\xD9\xCB\xAE\xF2\x62\xE9\xCF\x0B\x47\xE0\x59\x6E\x10\x38\x7F\xFF\xFF\xFF\x6B\xAA\xCD\x5A\x80\x00\x00\x00\x73\xB1\x64\xEE\x80\x00\x00\x00\xF4\x58\xB4\xBF\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\xAF\x35\x85\xA1\x80\x00\x00\x00\x64\x8F\x05\x8B\x7F\xFF\xFF\xFF\xE2\xCA\x2A\xA6\x80\x00\x00\x00\xAB\xF8\xA7\x1E\xB2\xFF\x00\xAD\x2C\x3D\xF1\x16\x80\x00\x00\x00\x6A\x41\x7D\x83\x80\x00\x00\x00\x42\x45\xA2\xC0\x80\x00\x00\x00\xA4\x20\xFF\xF3\x7F\xFF\xFF\xFF\xD9\x86\xC9\x9B\xB9\x49\xB9\x44\x9F\xB7\x23\x9F\x7F\xFF\xFF\xFF\x6A\xAE\xC0\xD4\x7F\xFF\xFF\xFF\x67\x69\xA1\x1F\x00\x00\x00\x00\x56\xFC\x44\x53\x80\x00\x00\x00\x76\x2D\xC5\x90\x7F\xFF\xFF\xFF\x0B\x95\x98\x78\xC9\x20\x01\x3E\x7B\x62\x78\x33\x80\x00\x00\x00\x3E\xDF\x4A\xB7\x7F\xFF\xFF\xFF\xAE\xBB\xBB\xA7\x80\x00\x00\x00\x91\x6C\x87\xAE\x80\x00\x00\x00\x48\xD8\x4E\x76\x7F\xFF\xFF\xFF\x8E\x59\x7F\x13\x7F\xFF\xFF\xFF\x68\xAA\x55\xAD\x7F\xFF\xFF\xFF\xD4\x7F\xBE\x54\x80\x00\x00\x00\x73\x2A\xE6\x6D\xC0\x42\x94\xCC\x6A\xF0\x23\x3B\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x34\x69\xDD\x63\x5B\xA6\xF3\x9C\x5B\xA6\xF3\x9C\x0E\xD7\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\xD6\x29\x1A\xC6\xF1\x05\xD9\xCB\x80\x00\x00\x00\xCF\x0B\x47\xE0\xE3\x1D\xD9\x2A\x7F\xFF\xFF\xFF\x14\x94\x56\xB3\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x1F\x0F\x22\x8B\x7F\xFF\xFF\xFF\x45\x8C\x13\xA5\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xB2\xFF\x00\xAD\xD2\x1E\x9F\x49\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x02\xD9\x0E\xD8\xB9\x49\xB9\x44\x8B\x68\xD9\x63\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x29\xD9\x8D\xA0\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x31\x4B\x66\x96\xC9\x20\x01\x3E\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x40\xBD\x19\x9A\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC0\x42\x94\xCC\x7F\xFF\xFF\xFF\xBC\xE3\x9B\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xAF31F860), ('P4rIngress.aggregator.bitmap_seq.seq', 0xEB2D28F0)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xEB2D28F0, 4801)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0F), ('P4rIngress.aggregator.count_exp.exponent', 0xD7)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x590FA4FC), ('P4rIngress.aggregator.values_v00000.hi', 0x5C82A85D)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x5BBD05BB), ('P4rIngress.aggregator.values_v00001.hi', 0x2B9745A7)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x24AD2021), ('P4rIngress.aggregator.values_v00010.hi', 0x6A174E6D)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x4BA20DBC), ('P4rIngress.aggregator.values_v00011.hi', 0x94BAE07F)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x95A07F37), ('P4rIngress.aggregator.values_v00100.hi', 0x191A2B34)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x6DF9C32B), ('P4rIngress.aggregator.values_v00101.hi', 0x4244C927)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x635A6E4E), ('P4rIngress.aggregator.values_v00110.hi', 0xDB17703C)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0xE0D4C7EF), ('P4rIngress.aggregator.values_v00111.hi', 0x6A467E24)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x9767DD3F), ('P4rIngress.aggregator.values_v01000.hi', 0x1AD32EFE)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x7879D3EF), ('P4rIngress.aggregator.values_v01001.hi', 0x3FAA4BF5)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0xDF44A88F), ('P4rIngress.aggregator.values_v01010.hi', 0xB6B1957A)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0xF9C87E3B), ('P4rIngress.aggregator.values_v01011.hi', 0x2CD94173)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x473498A4), ('P4rIngress.aggregator.values_v01100.hi', 0xDBB1DEFD)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xA7D71FD9), ('P4rIngress.aggregator.values_v01101.hi', 0x633354CF)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x66D38A8A), ('P4rIngress.aggregator.values_v01110.hi', 0x23ED94EE)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x5B5943E5), ('P4rIngress.aggregator.values_v01111.hi', 0x3AFCC764)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x79B6D317), ('P4rIngress.aggregator.values_v10000.hi', 0x6B9716E1)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xEECFB27F), ('P4rIngress.aggregator.values_v10001.hi', 0x32323688)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x7D36BBFD), ('P4rIngress.aggregator.values_v10010.hi', 0x5504E106)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x591521A6), ('P4rIngress.aggregator.values_v10011.hi', 0xB74D95D3)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x4EFD2A39), ('P4rIngress.aggregator.values_v10100.hi', 0x455A71EB)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xB5FFE809), ('P4rIngress.aggregator.values_v10101.hi', 0xCDF06BBB)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0xAA645AB5), ('P4rIngress.aggregator.values_v10110.hi', 0xA694B9AB)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0xB4CF561D), ('P4rIngress.aggregator.values_v10111.hi', 0x1926BE99)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x89F3AB64), ('P4rIngress.aggregator.values_v11000.hi', 0x1B753134)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x98DA21E8), ('P4rIngress.aggregator.values_v11001.hi', 0xE7FCF855)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xA5D91647), ('P4rIngress.aggregator.values_v11010.hi', 0xDA7BCECC)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x36DC5F52), ('P4rIngress.aggregator.values_v11011.hi', 0x0167B497)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x723DF8DD), ('P4rIngress.aggregator.values_v11100.hi', 0xFFC4E693)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x645F64D0), ('P4rIngress.aggregator.values_v11101.hi', 0x6ACDC7A5)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x55FA65BF), ('P4rIngress.aggregator.values_v11110.hi', 0x6B8874F3)], 4801)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x1767F4CF), ('P4rIngress.aggregator.values_v11111.hi', 0x6FDA7D76)], 4801)
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
                gc.KeyTuple('job_id', 0x1180),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000006A3),
                gc.DataTuple('slot_count', 0x000010FC),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4E0C80C3),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x33A6FF29),
                gc.KeyTuple('src_port', 0x4C10),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x1180),
                gc.DataTuple('rank', 0x0000),
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
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x33\xA6\xFF\x29\x00\x00\x00\x00\x4C\x10\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x11\x80\x00\x00\x4E\x0C\x80\xC3\x0C\x1E\x02\xE9\xEB\x2D\x28\xF0\x00\x40\x00\x00\x3B\x6B\x05\x77\x48\x1F\x55\x1F\x26\x9E\x4B\xA5\xEF\x64\xDD\xCE\x5E\xAC\xFC\xB3\x55\x90\xD1\x4D\x5A\x87\x84\x13\x55\x85\xF5\x97\xB5\x3F\x08\xA7\x72\x97\xCE\xA5\x6E\x0B\x60\xC5\x5F\xC5\xE5\x0E\x8F\x16\xED\x98\x92\x1F\xE3\x21\xE1\x4C\xF0\xC5\x45\x09\x7E\x2F\x28\xA5\xD6\xEF\x6A\x4B\x38\x73\x79\xB8\xB7\xCE\x72\xC4\x95\x4C\xE2\x44\xAD\x8B\xBA\x66\x85\xDB\xA7\xF7\x55\xE5\x76\x07\xC7\x63\x64\x90\xA9\x85\xF3\xEA\xDE\xBF\xB3\xD7\x1F\x0F\x6F\xD5\x75\xB3\x4E\xF2\x7B\x89\x62\x61\xF1\xA9\x5F\xA0\x07\x34\x6B\x66\xB8\xD5\x4C\x35\x20\xAE\x24\x64\xB4\x32\xBA\xCE\x99\xCD\x62\x72\x3E\x95\xCC\x7E\xF9\xB6\x62\xCC\xF0\xE6\x66\x6D\x68\x69\x88\x6D\xBD\xB5\x48\x93\x8E\x4E\x53\x7F\x69\xAE\x94\xFD\x80\xEB\x39\x7F\xA1\xAB\xCF\x2A\x3C\x9C\xBC\x5C\x9D\x79\x8C\x5F\xB6\x34\x27\x7C\x28\xFB\xBA\xB4\xA9\x1C\xC5\xEA\x11\x77\xD4\xC9\x49\xE5\x1C\x8F\x74\xEF\xAF\x56\xE2\x72\x5B\x0B\xD6\x8F\x62\x6B\x5A\xFF\xE4\x57\x1D\xD4\x9F\x9B\xFD\xC7\x30\x4B\xCC\xD6\x51\x2C\x5E\xB0\x4B\xC4\xA4\x6E\x7C\xD2\x5C\x41\x20\xC8\xB6\x66\xAA\x1F\xC7\xF1\x47\xBA\x0F\xFF\x87\x4D\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53\xA6\xB2\x63\xC9\x84\x46\xDE\x3F\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x33\xA6\xFF\x29\x00\x00\x00\x00\x4C\x10\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x11\x80\x00\x00\x4E\x0C\x80\xC3\x0C\x1E\x02\xE9\xEB\x2D\x28\xF0\x00\x40\x00\x00\x7F\xFF\xFF\xFF\x48\x1F\x55\x1F\x7F\xFF\xFF\xFF\xEF\x64\xDD\xCE\x7F\xFF\xFF\xFF\x55\x90\xD1\x4D\x7F\xFF\xFF\xFF\x55\x85\xF5\x97\x80\x00\x00\x00\x72\x97\xCE\xA5\x7F\xFF\xFF\xFF\x5F\xC5\xE5\x0E\xF2\x71\x5B\xE6\x92\x1F\xE3\x21\xC2\x21\xB8\xB4\x45\x09\x7E\x2F\xC0\x0D\xB4\x2E\x6A\x4B\x38\x73\x7F\xFF\xFF\xFF\x72\xC4\x95\x4C\xC1\x89\x56\x1A\xBA\x66\x85\xDB\xA1\xBF\xD4\x20\x76\x07\xC7\x63\x7F\xFF\xFF\xFF\xF3\xEA\xDE\xBF\x80\x00\x00\x00\x6F\xD5\x75\xB3\x7F\xFF\xFF\xFF\x62\x61\xF1\xA9\x7F\xFF\xFF\xFF\x6B\x66\xB8\xD5\x7F\xFF\xFF\xFF\x24\x64\xB4\x32\xA9\x9E\x4C\x4C\x62\x72\x3E\x95\x49\xB5\xB5\xB3\x62\xCC\xF0\xE6\x7F\xFF\xFF\xFF\x88\x6D\xBD\xB5\x7F\xFF\xFF\xFF\x53\x7F\x69\xAE\x80\x00\x00\x00\x39\x7F\xA1\xAB\x80\x00\x00\x00\xBC\x5C\x9D\x79\x80\x00\x00\x00\x27\x7C\x28\xFB\x80\x00\x00\x00\xC5\xEA\x11\x77\x80\x00\x00\x00\x1C\x8F\x74\xEF\x80\x00\x00\x00\x5B\x0B\xD6\x8F\x7F\xFF\xFF\xFF\xE4\x57\x1D\xD4\x11\xD9\xF6\xA4\x30\x4B\xCC\xD6\x7F\xFF\xFF\xFF\x4B\xC4\xA4\x6E\x7F\xFF\xFF\xFF\x20\xC8\xB6\x66\xC1\x87\xBC\xC0\x47\xBA\x0F\xFF\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\xAF\x31\xF8\x61\xEB\x2D\x28\xF0\xEB\x2D\x28\xF0\x10\xE9\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1A\xFC\x23\x75\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEA\x40\xD6\x16\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF2\x71\x5B\xE6\x80\x00\x00\x00\xC2\x21\xB8\xB4\x7F\xFF\xFF\xFF\xC0\x0D\xB4\x2E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC1\x89\x56\x1A\x80\x00\x00\x00\xA1\xBF\xD4\x20\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCF\x9C\xBD\xBC\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA9\x9E\x4C\x4C\x7F\xFF\xFF\xFF\x49\xB5\xB5\xB3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x07\x70\x0D\x66\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x40\xA2\xE7\x94\x80\x00\x00\x00\xE1\x5F\x42\xAB\x80\x00\x00\x00\x04\x8C\x6D\x44\x80\x00\x00\x00\x35\x87\xA5\x5B\x7F\xFF\xFF\xFF\xE5\xBE\xD2\x6B\x11\xD9\xF6\xA4\x30\x10\xB3\x69\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC1\x87\xBC\xC0\x7F\xFF\xFF\xFF\x87\x4D\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53\xA6\xB2\x63\xC9\x84\x46\xDE\x3F\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x6062E4E6), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 786)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 786)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x10), ('P4rIngress.aggregator.count_exp.exponent', 0x9D)], 786)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x74CAD7D7), ('P4rIngress.aggregator.values_v00000.hi', 0x3D6C95FA)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x747896A2), ('P4rIngress.aggregator.values_v00001.hi', 0x4AD2658B)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x66670DBC), ('P4rIngress.aggregator.values_v00010.hi', 0x66DAAB1B)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x69AB5486), ('P4rIngress.aggregator.values_v00011.hi', 0x37BB4F49)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0xA5F8AFFA), ('P4rIngress.aggregator.values_v00100.hi', 0x6B997E02)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x7453C3B0), ('P4rIngress.aggregator.values_v00101.hi', 0x472BD0D1)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x4A20EAB1), ('P4rIngress.aggregator.values_v00110.hi', 0xBB868ACD)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x554EA0D7), ('P4rIngress.aggregator.values_v00111.hi', 0x7B1BABF4)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x3E9BDC99), ('P4rIngress.aggregator.values_v01000.hi', 0x27DCD555)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x55A0346B), ('P4rIngress.aggregator.values_v01001.hi', 0x76520052)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x22789E70), ('P4rIngress.aggregator.values_v01010.hi', 0x27BD29BB)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x5B01FE04), ('P4rIngress.aggregator.values_v01011.hi', 0x796A3545)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x38F5F84A), ('P4rIngress.aggregator.values_v01100.hi', 0x5C35F514)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xD5E7A89B), ('P4rIngress.aggregator.values_v01101.hi', 0xB79CF989)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x86E9E106), ('P4rIngress.aggregator.values_v01110.hi', 0x5C33DB08)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x9373D597), ('P4rIngress.aggregator.values_v01111.hi', 0xB16FBAAF)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xA7A5AE7C), ('P4rIngress.aggregator.values_v10000.hi', 0x29C7D85B)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x7304AAFA), ('P4rIngress.aggregator.values_v10001.hi', 0xD7BFB81A)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x80000000), ('P4rIngress.aggregator.values_v10010.hi', 0xC3A68B82)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x47780EB7)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xC7D78BFF), ('P4rIngress.aggregator.values_v10100.hi', 0xD3D6FD7D)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x49BC507D), ('P4rIngress.aggregator.values_v10101.hi', 0x783C26EB)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x71AF3E73), ('P4rIngress.aggregator.values_v10110.hi', 0x5C737F9D)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x41F4B86C), ('P4rIngress.aggregator.values_v10111.hi', 0x4A4B2B72)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x61713D23), ('P4rIngress.aggregator.values_v11000.hi', 0xA673D173)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xBEAA2E65), ('P4rIngress.aggregator.values_v11001.hi', 0x8EF4EC55)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x3D6BB32B), ('P4rIngress.aggregator.values_v11010.hi', 0x9D2EAB5F)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x2B30BEDA), ('P4rIngress.aggregator.values_v11011.hi', 0xC5383751)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x473AB0DE), ('P4rIngress.aggregator.values_v11100.hi', 0x915DFEF5)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0xB969B0CD), ('P4rIngress.aggregator.values_v11101.hi', 0x70CB7457)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x9B7D2B13), ('P4rIngress.aggregator.values_v11110.hi', 0x2C09A58F)], 786)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x3EAE9CE8), ('P4rIngress.aggregator.values_v11111.hi', 0x9A317255)], 786)
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
                gc.KeyTuple('job_id', 0xED96),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000085),
                gc.DataTuple('slot_count', 0x00001327),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x004B178D),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0xCDAD6AF1),
                gc.KeyTuple('src_port', 0xF71B),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xED96),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x02A2),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCD\xAD\x6A\xF1\x00\x00\x00\x00\xF7\x1B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xED\x96\x00\x00\x00\x4B\x17\x8D\x02\x8D\x02\xF1\xFF\xFF\xFF\xFF\x00\x40\x00\x00\x0D\x79\xEF\x26\x47\x53\x8F\x2F\x4F\x9B\xDC\xB7\x85\xD7\x5F\x2B\x6C\xAC\x26\x3D\x3E\x8F\x89\x2B\x44\xAC\xB7\x6B\xB2\x9A\x79\x46\xB8\x99\x8A\x0C\x20\x2C\x3A\x68\x5A\x45\x15\x28\x48\xF0\x88\xD3\xAE\xC0\x32\xD1\x94\x94\x09\x47\xD6\xDA\xB3\x91\x6D\x95\x89\x68\x37\xB6\x94\xD3\x62\x4E\x69\xC2\x42\x66\xFA\x64\x6E\x34\xD5\xE4\x00\x00\x00\x00\x99\x4C\xBA\x5A\x63\x38\x73\x70\x17\x7B\x66\xCF\x56\x23\x9E\x6B\x4E\x21\xB3\x17\x95\x34\x2E\xC1\x93\xA9\x0F\x8D\x8C\x19\xC0\x53\x80\x00\x00\x00\xB8\xC6\x9D\x00\x10\x2B\x0E\x65\xAE\x94\x78\xA3\x63\xF2\xB2\x6B\x4B\x5F\x2A\xCF\x5E\x73\x35\x50\x70\x60\xC4\x24\x9A\x35\xA8\x56\x00\x00\x00\x00\x4C\x55\xE9\x78\xF3\x32\xBE\xED\x11\xAC\x2D\xE7\x49\xD5\xF9\xFB\x0C\x5B\xD2\x0A\x40\xE8\x42\x67\x44\x7E\x3F\x55\x69\xD1\x82\xC5\xAF\xCB\x3F\x66\x51\xF4\x39\x31\x3A\xDE\xFF\x97\x84\xAA\xCC\xE7\x34\xB7\xA4\xD7\x7E\x40\x9E\xE1\xA8\x56\x8E\x51\x69\xA7\x07\x6A\x97\xA2\x39\x5B\x58\x7C\xFE\x49\x33\x54\x84\x34\x99\x73\x6E\x93\xA5\x58\x26\xD8\xCB\x38\x5E\xBA\x6B\xEE\x14\xE3\x62\x43\xA9\x09\xB3\x3E\x08\xF4\x2F\x8C\x54\x66\x33\x30\xD7\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7\x7F\xFB\x91\x62\x25\xCE\x58\x5C\xAC\x4C\x6B\x37\x39\x9E\xF7\x45\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCD\xAD\x6A\xF1\xBE\xEF\xF7\x1B\x01\x20\x00\x00\x50\x34\x02\x82\xED\x96\x00\x00\x00\x4B\x17\x8D\x02\x8D\x00\xF1\xFF\xFF\xFF\xFF\x00\x40\x00\x11\x7F\xFF\xFF\xFF\x47\x53\x8F\x2F\x7F\xFF\xFF\xFF\x85\xD7\x5F\x2B\x7F\xFF\xFF\xFF\x3E\x8F\x89\x2B\x7F\xFF\xFF\xFF\xB2\x9A\x79\x46\x80\x00\x00\x00\x20\x2C\x3A\x68\x7F\xFF\xFF\xFF\x48\xF0\x88\xD3\xF8\xE1\x1D\x82\x94\x94\x09\x47\x2C\x29\x54\x68\x6D\x95\x89\x68\x76\x52\x71\x6C\x62\x4E\x69\xC2\x7F\xFF\xFF\xFF\x6E\x34\xD5\xE4\x22\x78\x9E\x70\x99\x4C\xBA\x5A\x7F\xFF\xFF\xFF\x17\x7B\x66\xCF\x7F\xFF\xFF\xFF\x4E\x21\xB3\x17\x80\x00\x00\x00\x93\xA9\x0F\x8D\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x10\x2B\x0E\x65\x80\x00\x00\x00\x63\xF2\xB2\x6B\x7F\xFF\xFF\xFF\x5E\x73\x35\x50\xF0\x60\xC4\x24\x9A\x35\xA8\x56\x00\x00\x00\x00\x4C\x55\xE9\x78\xBB\x0A\x4A\xEC\x11\xAC\x2D\xE7\x7F\xFF\xFF\xFF\x0C\x5B\xD2\x0A\x7F\xFF\xFF\xFF\x44\x7E\x3F\x55\x7F\xFF\xFF\xFF\xAF\xCB\x3F\x66\x7F\xFF\xFF\xFF\x3A\xDE\xFF\x97\x80\x00\x00\x00\x34\xB7\xA4\xD7\x7F\xFF\xFF\xFF\xA8\x56\x8E\x51\x7F\xFF\xFF\xFF\x97\xA2\x39\x5B\x7F\xFF\xFF\xFF\x33\x54\x84\x34\x80\x00\x00\x00\xA5\x58\x26\xD8\x80\x00\x00\x00\x6B\xEE\x14\xE3\x7F\xFF\xFF\xFF\xB3\x3E\x08\xF4\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x60\x62\xE4\xE7\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x11\xF1\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD0\xA9\xC4\xB6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEA\x55\xC8\x8F\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF8\xE1\x1D\x82\x80\x00\x00\x00\x2C\x29\x54\x68\x7F\xFF\xFF\xFF\x76\x52\x71\x6C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x22\x78\x9E\x70\xC1\x09\xE4\x15\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xDC\x33\xDB\x08\x80\x00\x00\x00\xC1\x9A\xC9\x14\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x36\x32\xED\x6A\xF0\x60\xC4\x24\x80\x00\x00\x00\x00\x00\x00\x00\x7F\xFF\xFF\xFF\xBB\x0A\x4A\xEC\xE5\x83\x2B\x64\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFA\x16\x6A\xD8\x7F\xFF\xFF\xFF\xE1\x52\xD1\x0A\x80\x00\x00\x00\xC3\xAC\x91\x2C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC4\xB2\x83\x29\x80\x00\x00\x00\x16\x23\x9B\x2F\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x2F\x8C\x54\x66\x33\x30\xD7\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7\x7F\xFB\x91\x62\x25\xCE\x58\x5C\xAC\x4C\x6B\x37\x39\x9E\xF7\x45\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.75

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xB40D7702), ('P4rIngress.aggregator.bitmap_seq.seq', 0x0A780000)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x0A780000, 5771)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0C), ('P4rIngress.aggregator.count_exp.exponent', 0x18)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x6C7D6A77), ('P4rIngress.aggregator.values_v00000.hi', 0x4F89FC6B)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x4428CECC), ('P4rIngress.aggregator.values_v00001.hi', 0xB3F9B46B)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x45728F6B), ('P4rIngress.aggregator.values_v00010.hi', 0x5D2C1563)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x36B3313B), ('P4rIngress.aggregator.values_v00011.hi', 0xD775CF10)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x8412AB8B), ('P4rIngress.aggregator.values_v00100.hi', 0x2276C6DB)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x5DC3C6C7), ('P4rIngress.aggregator.values_v00101.hi', 0x533218A8)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0xF4B1EF60), ('P4rIngress.aggregator.values_v00110.hi', 0xB5F0E804)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x3549DC8D), ('P4rIngress.aggregator.values_v00111.hi', 0x7F1A11F9)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0xE4AF5B57), ('P4rIngress.aggregator.values_v01000.hi', 0x66CEBDC2)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x2C24F15E), ('P4rIngress.aggregator.values_v01001.hi', 0x59386948)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x549F1733), ('P4rIngress.aggregator.values_v01010.hi', 0x93DED33D)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x16B60CE6), ('P4rIngress.aggregator.values_v01011.hi', 0x7A1BE20B)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x26753E63), ('P4rIngress.aggregator.values_v01100.hi', 0x51C8AFD0)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xB8B86E57), ('P4rIngress.aggregator.values_v01101.hi', 0xECF70C64)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x83F9A37B), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x8145F9E1), ('P4rIngress.aggregator.values_v01111.hi', 0x0F543A6C)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xA0ADDEDC), ('P4rIngress.aggregator.values_v10000.hi', 0x51B8396A)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x4BB6F4A4), ('P4rIngress.aggregator.values_v10001.hi', 0x565BFBD5)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xECAA326F), ('P4rIngress.aggregator.values_v10010.hi', 0x2FA54694)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x8539414F), ('P4rIngress.aggregator.values_v10011.hi', 0xBF74ED57)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xB0B0F236), ('P4rIngress.aggregator.values_v10100.hi', 0x72BD4450)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x47DA48F4), ('P4rIngress.aggregator.values_v10101.hi', 0xB7704807)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x4B303BE9), ('P4rIngress.aggregator.values_v10110.hi', 0x263F6B6F)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x55455046), ('P4rIngress.aggregator.values_v10111.hi', 0x15ECAC7C)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x75968CE9), ('P4rIngress.aggregator.values_v11000.hi', 0xAEEECC6E)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x451C7B31), ('P4rIngress.aggregator.values_v11001.hi', 0x61D679AB)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x55535D45), ('P4rIngress.aggregator.values_v11010.hi', 0x1F694387)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xD5FAED7B), ('P4rIngress.aggregator.values_v11011.hi', 0x7CE87A97)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0xB7924C8F), ('P4rIngress.aggregator.values_v11100.hi', 0xC1255509)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x072CEAAB), ('P4rIngress.aggregator.values_v11101.hi', 0x65F35DAB)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x0F14BD4B), ('P4rIngress.aggregator.values_v11110.hi', 0x6ACB5EEC)], 5771)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x2040CB56), ('P4rIngress.aggregator.values_v11111.hi', 0x672F4138)], 5771)
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
                gc.KeyTuple('job_id', 0xA0BE),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000168B),
                gc.DataTuple('slot_count', 0x000004BF),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x708185D2),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x035),
                gc.KeyTuple('src_addr', 0xB5DA2D48),
                gc.KeyTuple('src_port', 0x5B4B),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xA0BE),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x024C),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB5\xDA\x2D\x48\x00\x00\x00\x00\x5B\x4B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xA0\xBE\x00\x00\x70\x81\x85\xD2\x00\x00\x06\x52\x0A\x78\x00\x00\x00\x40\x00\x00\x4C\x99\x1C\x67\x7E\xBE\x69\xB7\x4E\x9D\xA3\x9A\x39\x3E\x7D\x19\x73\x12\x35\x5B\x5D\xCB\xE2\x89\x52\x63\x17\x33\x55\xB6\x93\xA7\xB7\x7D\x3A\x4B\x65\xB7\x70\x42\x71\x86\x1C\x8A\x5D\x12\xCE\x72\x65\x99\x7E\x37\x94\xA2\xD4\x42\x45\x8A\xAA\x73\x13\x9E\x1B\x31\x4F\xEA\x1C\x04\x56\x50\x35\xA3\x73\x1C\x5F\x58\x62\xBD\xD5\x6F\xCB\xF8\x75\xE9\x33\xEF\x97\x85\x76\x1C\x92\xD8\x44\xC3\xAA\x1E\x6C\xB6\x74\x0E\x51\x97\x21\x28\xA3\xFC\x3C\x81\x8E\x9A\x5F\x47\x95\x6B\x32\x72\x80\x00\x00\x00\x97\x7A\x6A\xB7\xCB\x56\x9F\x5E\xA6\xB3\x36\x93\x59\x59\xB2\x7B\x52\x7A\x23\x1C\xDC\xC6\xE6\x01\x6E\x9E\x5A\xE1\x36\x6B\x51\xD0\xBE\x11\x38\xD4\x5E\xAD\x41\x3B\x7F\xAB\xDF\x57\x56\x52\xD0\xD6\x6B\xC7\xF8\xA6\xAB\x0B\x9A\x3C\x45\xF1\xE8\x2B\xAE\xC8\x77\xBF\x54\xE6\x36\xF8\x95\x77\xB8\xA4\x46\x74\x4E\xB0\x92\xA4\x96\xC8\x74\x39\xD2\x57\xA0\x56\xCD\xCE\x3D\x9F\x45\x83\x7F\x0D\x6B\xBC\x94\x76\xD3\xAF\x41\x33\xD1\xE7\xAE\xBF\x9C\xBE\xA9\x66\x8B\x54\x7D\x0B\xCA\x37\x22\xAB\xDD\xAB\x78\xA2\xFD\x5B\x2A\xE5\x62\x30\x08\xD6\xAB\x46\x70\xA0\xF5\x3A\x57\x9A\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA\xFF\x6F\xEF\x61\xB3\x1A\x81\x3B\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB5\xDA\x2D\x48\xBE\xEF\x5B\x4B\x01\x20\x00\x00\x50\x34\x02\x82\xA0\xBE\x00\x00\x70\x81\x85\xD2\x00\x00\x00\x52\x0A\x78\x00\x00\x00\x40\x00\x0D\x7F\xFF\xFF\xFF\x7E\xBE\x69\xB7\x7F\xFF\xFF\xFF\x39\x3E\x7D\x19\x7F\xFF\xFF\xFF\x5D\xCB\xE2\x89\x7F\xFF\xFF\xFF\x55\xB6\x93\xA7\x80\x00\x00\x00\x65\xB7\x70\x42\x7F\xFF\xFF\xFF\x5D\x12\xCE\x72\x5A\x4B\x6D\x97\x94\xA2\xD4\x42\x7A\xD4\x87\x00\x13\x9E\x1B\x31\x34\x99\x77\x5B\x56\x50\x35\xA3\x7F\xFF\xFF\xFF\x62\xBD\xD5\x6F\x20\x97\x8D\x1C\x33\xEF\x97\x85\x7F\xFF\xFF\xFF\x44\xC3\xAA\x1E\x7F\xFF\xFF\xFF\x51\x97\x21\x28\x80\x00\x00\x00\x8E\x9A\x5F\x47\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xCB\x56\x9F\x5E\x80\x00\x00\x00\x59\x59\xB2\x7B\x7F\xFF\xFF\xFF\xDC\xC6\xE6\x01\x5B\x48\x8D\x50\x36\x6B\x51\xD0\x80\x00\x00\x00\x5E\xAD\x41\x3B\x30\x5C\xD1\x8D\x56\x52\xD0\xD6\x7F\xFF\xFF\xFF\xAB\x0B\x9A\x3C\x7F\xFF\xFF\xFF\xAE\xC8\x77\xBF\x7F\xFF\xFF\xFF\x95\x77\xB8\xA4\x7F\xFF\xFF\xFF\x92\xA4\x96\xC8\x7F\xFF\xFF\xFF\xA0\x56\xCD\xCE\x7F\xFF\xFF\xFF\x7F\x0D\x6B\xBC\x80\x00\x00\x00\x41\x33\xD1\xE7\x80\x00\x00\x00\xA9\x66\x8B\x54\x7F\xFF\xFF\xFF\x22\xAB\xDD\xAB\x7F\xFF\xFF\xFF\x2A\xE5\x62\x30\x29\x17\x76\x9C\x70\xA0\xF5\x3A\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xB4\x0D\x77\x03\x0A\x78\x00\x00\x0A\x78\x00\x00\x0D\x52\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xED\x38\x31\x84\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2D\x2C\x62\xB7\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5A\x4B\x6D\x97\x80\x00\x00\x00\x7A\xD4\x87\x00\x7F\xFF\xFF\xFF\x34\x99\x77\x5B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x20\x97\x8D\x1C\xC7\xCE\x6A\xC2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xDA\xAA\xD9\xCA\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x33\x22\xE1\xD6\x5B\x48\x8D\x50\x66\x10\x98\x64\x80\x00\x00\x00\x1E\x22\x2E\x92\x30\x5C\xD1\x8D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD5\x07\xE3\x2E\x7F\xFF\xFF\xFF\xAB\x64\x65\x20\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x02\x2D\x47\x79\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x29\x17\x76\x9C\x7F\xFF\xFF\xFF\x57\x9A\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA\xFF\x6F\xEF\x61\xB3\x1A\x81\x3B\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

