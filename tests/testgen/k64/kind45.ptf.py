# PTF test for build/testgen/k64/kind45/main
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

logger = logging.getLogger('build/testgen/k64/kind45/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, 'build/testgen/k64/kind45/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('build/testgen/k64/kind45/main')

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
    # Current statement coverage: 0.42

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x8404C199), ('P4rIngress.aggregator.bitmap_seq.seq', 0x1898BC22)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x1898BC22, 5687)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 5687)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 5687)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0xAB34),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xAB34),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x9BDB),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D4B),
                gc.DataTuple('slot_count', 0x00000EAB),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x73ACDDD7),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x015),
                gc.KeyTuple('src_addr', 0xD6A030B6),
                gc.KeyTuple('src_port', 0x216A),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9BDB),
                gc.DataTuple('rank', 0x001D),
                gc.DataTuple('worker_index', 0x00BC),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD6\xA0\x30\xB6\x00\x00\x00\x00\x21\x6A\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x9B\xDB\x00\x1D\x73\xAC\xDD\xD7\x08\xEC\x06\x00\x3F\x61\x40\x12\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD8\xC9\xC5\x0C\xCD\xFC\x35\xF8\x53\x3A\xE3\x5F\x02\xA1\x87\x94\xD3\xF0\x56\xF0\x4F\x68\xEB\x32\x07\xAA\x9A\x29\x5F\xD4\xFB\xBE\x6B\x5F\x13\x26\xF2\x75\xF3\x40\x98\x6B\x8E\x12\xEF\xA1\xDB\x34\x0B\x06\x9E\x46\x4F\x25\x0F\x91\x6F\x08\x2C\x5C\x5E\x5B\x14\xF7\x9F\x6B\xEA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD6\xA0\x30\xB6\xBE\xEF\x21\x6A\x01\x20\x00\x00\x50\x34\x02\x82\x9B\xDB\x00\x1D\x73\xAC\xDD\xD7\x08\xEC\x00\x00\x3F\x61\x40\x12\x00\x40\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x20\x00\x00\x00\x3F\x61\x40\x12\x3F\x61\x40\x12\x01\x00\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD8\xC9\xC5\x0C\xCD\xFC\x35\xF8\x53\x3A\xE3\x5F\x02\xA1\x87\x94\xD3\xF0\x56\xF0\x4F\x68\xEB\x32\x07\xAA\x9A\x29\x5F\xD4\xFB\xBE\x6B\x5F\x13\x26\xF2\x75\xF3\x40\x98\x6B\x8E\x12\xEF\xA1\xDB\x34\x0B\x06\x9E\x46\x4F\x25\x0F\x91\x6F\x08\x2C\x5C\x5E\x5B\x14\xF7\x9F\x6B\xEA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test4(AbstractTest):
    # Current statement coverage: 0.42

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x00FACAF2), ('P4rIngress.aggregator.bitmap_seq.seq', 0x276D2A6D)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x276D2A6D, 2028)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 2028)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 2028)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x126F),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x126F),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x52AC),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE8C5FCC0),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x022),
                gc.KeyTuple('src_addr', 0x61C9E0A6),
                gc.KeyTuple('src_port', 0x0E17),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x52AC),
                gc.DataTuple('rank', 0x000C),
                gc.DataTuple('worker_index', 0x0252),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x61\xC9\xE0\xA6\x00\x00\x00\x00\x0E\x17\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x52\xAC\x00\x0C\xE8\xC5\xFC\xC0\x07\xEC\x04\x00\x2B\xAE\x24\x44\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x21\xDC\x43\xD1\xC4\xA7\x76\x4F\xA0\x91\xAB\x52\xD8\xCE\xEA\x9C\x0D\xF4\xBE\xCE\x3C\xBC\x37\x34\xDB\x40\x8D\x0A\xF1\x44\x82\x3F\xFA\x91\x61\x50\xEE\x9E\x25\x62\x66\xE2\x94\x6A\x2E\xD8\x1B\xFD\x72\xC2\xFD\x15\xF2\xCA\x88\x25\xC7\x2A\x51\x3E\xA9\xA0\x74\x8D\x64\x57\x91\xA0\x3F\x71\xC3\x37\xFE\x3F\x9B\x38\x68\x4F\xD0\x5A\x33\x85'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x61\xC9\xE0\xA6\xBE\xEF\x0E\x17\x01\x20\x00\x00\x50\x34\x02\x82\x52\xAC\x00\x0C\xE8\xC5\xFC\xC0\x07\xEC\x00\x00\x2B\xAE\x24\x44\x00\x40\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x00\x10\x00\x2B\xAE\x24\x44\x2B\xAE\x24\x44\x01\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x21\xDC\x43\xD1\xC4\xA7\x76\x4F\xA0\x91\xAB\x52\xD8\xCE\xEA\x9C\x0D\xF4\xBE\xCE\x3C\xBC\x37\x34\xDB\x40\x8D\x0A\xF1\x44\x82\x3F\xFA\x91\x61\x50\xEE\x9E\x25\x62\x66\xE2\x94\x6A\x2E\xD8\x1B\xFD\x72\xC2\xFD\x15\xF2\xCA\x88\x25\xC7\x2A\x51\x3E\xA9\xA0\x74\x8D\x64\x57\x91\xA0\x3F\x71\xC3\x37\xFE\x3F\x9B\x38\x68\x4F\xD0\x5A\x33\x85'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test5(AbstractTest):
    # Current statement coverage: 0.42

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x1C35459D), ('P4rIngress.aggregator.bitmap_seq.seq', 0x144B0E9A)], 14224)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x144B0E9A, 14224)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0xEC5C),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xEC5C),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x4344),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FD3),
                gc.DataTuple('slot_count', 0x000008AD),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBDC0ABE2),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02E),
                gc.KeyTuple('src_addr', 0xE476C44A),
                gc.KeyTuple('src_port', 0xA62D),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4344),
                gc.DataTuple('rank', 0x000C),
                gc.DataTuple('worker_index', 0x03FF),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE4\x76\xC4\x4A\x00\x00\x00\x00\xA6\x2D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x43\x44\x00\x0C\xBD\xC0\xAB\xE2\x07\xBD\x01\x00\xEC\x86\xBF\xCA\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x73\xB6\x60\x96\x8C\xAF\x2C\x25\x06\x2B\x86\x2C\x9A\xB4\x17\x9D\x2A\xBD\x56\xEE\x7C\x69\xE2\x72\x4B\x65\x1B\xD5\x63\xD7\x8B\xBA\xED\x25\x51\xF9\xA4\x3D\xAE\xD4\x02\x0C\x77\x35\xEA\x65\x2D\x99\x34\x19\x40\x8F\x8E\x80\xD2\xCD\xEC\xD9\xEA\x0E\xF3\x3E\xBD\xFC\x65\xC9\xDA\x47\xF2\xF2\xBB\xCF\xC1\x9F\x32\x36\x9D\xE5\x2F\xAE\xBA\x82\xBC\xD0\x3B\xFF\x27\x58\x6D\x43\x79\xB8\x03\x92\x54\x83\xAF\xE3\x0D\x7C\xEE\x95\xB8\xAE\x2A\x58\x0E\x15\xE8\x66\x9E\xBF\xBC\x9F\xAD\x0E\xC5\xAD\x75\x97\x85\xD2\x11\x44\xBC\x2D\x48\x7B\xBA\x5E\xF8\x8A\x10\xE2\xD3\x6F\x53\x13\x94\x33\x43\x67\x6A\xDC\x9F\x90\x12\x70\xEC\xC0\x37\x09\xD6\xF2\xFD\x13'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE4\x76\xC4\x4A\x00\x00\x00\x00\xA6\x2D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x43\x44\x00\x0C\xBD\xC0\xAB\xE2\x07\xBD\x01\x00\xEC\x86\xBF\xCA\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x06\xFF\xFF\x03\xFF\x1C\x35\x45\x9D\x14\x4B\x0E\x9A\x14\x4B\x0E\x9A\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x73\xB6\x60\x96\x8C\xAF\x2C\x25\x06\x2B\x86\x2C\x9A\xB4\x17\x9D\x2A\xBD\x56\xEE\x7C\x69\xE2\x72\x4B\x65\x1B\xD5\x63\xD7\x8B\xBA\xED\x25\x51\xF9\xA4\x3D\xAE\xD4\x02\x0C\x77\x35\xEA\x65\x2D\x99\x34\x19\x40\x8F\x8E\x80\xD2\xCD\xEC\xD9\xEA\x0E\xF3\x3E\xBD\xFC\x65\xC9\xDA\x47\xF2\xF2\xBB\xCF\xC1\x9F\x32\x36\x9D\xE5\x2F\xAE\xBA\x82\xBC\xD0\x3B\xFF\x27\x58\x6D\x43\x79\xB8\x03\x92\x54\x83\xAF\xE3\x0D\x7C\xEE\x95\xB8\xAE\x2A\x58\x0E\x15\xE8\x66\x9E\xBF\xBC\x9F\xAD\x0E\xC5\xAD\x75\x97\x85\xD2\x11\x44\xBC\x2D\x48\x7B\xBA\x5E\xF8\x8A\x10\xE2\xD3\x6F\x53\x13\x94\x33\x43\x67\x6A\xDC\x9F\x90\x12\x70\xEC\xC0\x37\x09\xD6\xF2\xFD\x13'
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
        ig_port = 24
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x2F\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x55\x00\x00\x00\x00\x00\x00\x40\x00\x00\x20\x5A\xC5\x92\xD7\x2C\x88\x5B\xC7\x08\xEB\xC7\xCC\xF6\x98\x5F\x9A\x9B\xF4\xFD\x3B\x65\x16\x91\x78'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.42

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xD442D953), ('P4rIngress.aggregator.bitmap_seq.seq', 0xB9CD7360)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xB9CD7360, 4511)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 4511)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x9A11),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x9A11),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x2297),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000BFF),
                gc.DataTuple('slot_count', 0x0000098C),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x58C01185),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x015),
                gc.KeyTuple('src_addr', 0x2E1308A2),
                gc.KeyTuple('src_port', 0x6D40),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2297),
                gc.DataTuple('rank', 0x0013),
                gc.DataTuple('worker_index', 0x0168),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2E\x13\x08\xA2\x00\x00\x00\x00\x6D\x40\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x22\x97\x00\x13\x58\xC0\x11\x85\x05\xA0\x04\x00\x02\x01\xAF\xCE\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x99\x5F\x4B\x0D\xF3\x36\x09\xC6\x7D\x81\x41\x3D\x20\x64\x04\xB0\x49\x24\xDE\xEF\x93\xBA\xB4\x53\xCC\x71\x48\xE6\x58\xA6\x5D\x27\x8B\xDD\x62\x8C\x6E\x12\x60\x46\x75\xBA\xB6\x83\xF7\x39\xDF\x34\xE7\xC7\xCA\x62\x06\x1D\x44\x96\xD8\x40\x84\x40\x3D\xD2\x3B\x67\xE0\xFB\x22\x1E\xE5\x72\x9F\x54\x94\xFE\xE1\x9A\x5A\xC6\x0F\xE0\xF0\xAA\xE2\x5E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2E\x13\x08\xA2\xBE\xEF\x6D\x40\x01\x20\x00\x00\x50\x34\x02\x82\x22\x97\x00\x13\x58\xC0\x11\x85\x05\xA0\x00\x00\x02\x01\xAF\xCE\x00\x40\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x08\x00\x00\x02\x01\xAF\xCE\x02\x01\xAF\xCE\x01\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x99\x5F\x4B\x0D\xF3\x36\x09\xC6\x7D\x81\x41\x3D\x20\x64\x04\xB0\x49\x24\xDE\xEF\x93\xBA\xB4\x53\xCC\x71\x48\xE6\x58\xA6\x5D\x27\x8B\xDD\x62\x8C\x6E\x12\x60\x46\x75\xBA\xB6\x83\xF7\x39\xDF\x34\xE7\xC7\xCA\x62\x06\x1D\x44\x96\xD8\x40\x84\x40\x3D\xD2\x3B\x67\xE0\xFB\x22\x1E\xE5\x72\x9F\x54\x94\xFE\xE1\x9A\x5A\xC6\x0F\xE0\xF0\xAA\xE2\x5E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.42

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xA2A560D0), ('P4rIngress.aggregator.bitmap_seq.seq', 0x21764EE4)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x21764EE4, 4987)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 4987)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 4987)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x5FBF),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x5FBF),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x8730),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A6F),
                gc.DataTuple('slot_count', 0x000009E3),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8642A385),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x023),
                gc.KeyTuple('src_addr', 0xF4E77A46),
                gc.KeyTuple('src_port', 0x78EC),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x8730),
                gc.DataTuple('rank', 0x001B),
                gc.DataTuple('worker_index', 0x00AC),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF4\xE7\x7A\x46\x00\x00\x00\x00\x78\xEC\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x87\x30\x00\x1B\x86\x42\xA3\x85\x09\x0C\x04\x00\x33\x5F\x4E\xFA\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFA\xDE\x15\x9F\xB9\x00\x1A\x58\xD4\x93\xAF\xFA\x6A\xEB\x29\x7C\x73\x66\x40\x14\x9E\xAD\xD7\x74\x90\x0C\xB9\xDC\x70\x6B\x91\xD0\x24\x04\x10\x40\x69\x0D\xCC\xFF\x8B\x0C\x52\xB1\x6A\x9C\xAE\x13\x52\x96\xBE\x36\xCC\xC9\xB5\xBA\xF4\x30\xF6\x6E\xDD\x2F\x1B\x4A\xF6\x8B\x3C\xD9\x6D\x93\xEE\x73\x58\xD0\xAA\x65\xB9\xE4\x94\x5A\xA9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF4\xE7\x7A\x46\xBE\xEF\x78\xEC\x01\x20\x00\x00\x50\x34\x02\x82\x87\x30\x00\x1B\x86\x42\xA3\x85\x09\x0C\x00\x00\x33\x5F\x4E\xFA\x00\x40\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x08\x00\x00\x00\x33\x5F\x4E\xFA\x33\x5F\x4E\xFA\x01\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFA\xDE\x15\x9F\xB9\x00\x1A\x58\xD4\x93\xAF\xFA\x6A\xEB\x29\x7C\x73\x66\x40\x14\x9E\xAD\xD7\x74\x90\x0C\xB9\xDC\x70\x6B\x91\xD0\x24\x04\x10\x40\x69\x0D\xCC\xFF\x8B\x0C\x52\xB1\x6A\x9C\xAE\x13\x52\x96\xBE\x36\xCC\xC9\xB5\xBA\xF4\x30\xF6\x6E\xDD\x2F\x1B\x4A\xF6\x8B\x3C\xD9\x6D\x93\xEE\x73\x58\xD0\xAA\x65\xB9\xE4\x94\x5A\xA9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.42

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x60D2FB81), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC4A9011D)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC4A9011D, 3902)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 3902)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 3902)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x7AC7),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x7AC7),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x2B9C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C15),
                gc.DataTuple('slot_count', 0x00000455),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0FE32E09),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x017),
                gc.KeyTuple('src_addr', 0x39B21FAE),
                gc.KeyTuple('src_port', 0xE4A8),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2B9C),
                gc.DataTuple('rank', 0x0005),
                gc.DataTuple('worker_index', 0x00ED),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x39\xB2\x1F\xAE\x00\x00\x00\x00\xE4\xA8\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2B\x9C\x00\x05\x0F\xE3\x2E\x09\x03\x29\x00\x00\xE2\x76\xD5\x48\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBB\xAF\x3A\x15\x63\x4B\x1B\x92\x8E\x9B\x92\x2F\x63\xA6\xA4\xCD\x5A\x6D\xC6\xDC\x21\x54\x61\x87\x18\x4E\x96\x8A\x6C\x98\x80\xDA\xDA\x97\x7A\x4C\x7E\x2B\xE6\x40\x9B\x1A\xB1\x04\x36\xE7\x5B\x45\x2C\x5E\x6E\x84\x81\x0A\x20\xA9\xA8\x01\x7B\xC8\x37\x2E\xBF\xE7\x62\x2F\xA3\xEF\x53\xC8\xCB\xE1\x47\x91\x57\x08\x2E\x48\x64\xCC\x32\x0E\x8E\x38\x49\x28\x60\x57\xE5\x8A\x06\x02\x8F\x57\x96\x6D\x3C\x47\x0B\x46\x1E\x54\xEA\x32\xD5\x79\xE8\xAF\x47\xB4\xED\xAD\x84\x5B\xE9\x6B\xCB\x8E\x25\xF9\x4B\x17\xDC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x39\xB2\x1F\xAE\xBE\xEF\xE4\xA8\x01\x20\x00\x00\x50\x34\x02\x82\x2B\x9C\x00\x05\x0F\xE3\x2E\x09\x03\x29\x00\x00\xE2\x76\xD5\x48\x00\x40\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x00\x00\x20\xE2\x76\xD5\x48\xE2\x76\xD5\x48\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBB\xAF\x3A\x15\x63\x4B\x1B\x92\x8E\x9B\x92\x2F\x63\xA6\xA4\xCD\x5A\x6D\xC6\xDC\x21\x54\x61\x87\x18\x4E\x96\x8A\x6C\x98\x80\xDA\xDA\x97\x7A\x4C\x7E\x2B\xE6\x40\x9B\x1A\xB1\x04\x36\xE7\x5B\x45\x2C\x5E\x6E\x84\x81\x0A\x20\xA9\xA8\x01\x7B\xC8\x37\x2E\xBF\xE7\x62\x2F\xA3\xEF\x53\xC8\xCB\xE1\x47\x91\x57\x08\x2E\x48\x64\xCC\x32\x0E\x8E\x38\x49\x28\x60\x57\xE5\x8A\x06\x02\x8F\x57\x96\x6D\x3C\x47\x0B\x46\x1E\x54\xEA\x32\xD5\x79\xE8\xAF\x47\xB4\xED\xAD\x84\x5B\xE9\x6B\xCB\x8E\x25\xF9\x4B\x17\xDC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.62

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x4793E0EB), ('P4rIngress.aggregator.bitmap_seq.seq', 0x90000000)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x90000000, 4387)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x16), ('P4rIngress.aggregator.count_exp.exponent', 0xDA)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x514D571B), ('P4rIngress.aggregator.values_v00000.hi', 0x906344F3)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x96AA54A4), ('P4rIngress.aggregator.values_v00001.hi', 0x8CD0F19B)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0xA51E7106), ('P4rIngress.aggregator.values_v00010.hi', 0x6016F6F5)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xB072E312), ('P4rIngress.aggregator.values_v00011.hi', 0x5327956A)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x6F68B53B), ('P4rIngress.aggregator.values_v00100.hi', 0x291AD354)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xBF955928), ('P4rIngress.aggregator.values_v00101.hi', 0x66FC7753)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0xD48D8CE3), ('P4rIngress.aggregator.values_v00110.hi', 0x7893E886)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x83BC2997), ('P4rIngress.aggregator.values_v00111.hi', 0x841DADD6)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x45AA71E7), ('P4rIngress.aggregator.values_v01000.hi', 0x4704AD0A)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xDA25AC0D), ('P4rIngress.aggregator.values_v01001.hi', 0xA05AD41D)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x4994DA37), ('P4rIngress.aggregator.values_v01010.hi', 0xC8F7A9D6)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0xBBCC5F39), ('P4rIngress.aggregator.values_v01011.hi', 0x1DA52523)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x52AC6893), ('P4rIngress.aggregator.values_v01100.hi', 0x754BB75B)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x7070DB30), ('P4rIngress.aggregator.values_v01101.hi', 0x4B6D2528)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x55260546), ('P4rIngress.aggregator.values_v01110.hi', 0x5DE816AD)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x61A820FF), ('P4rIngress.aggregator.values_v01111.hi', 0xA38883DB)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x5EA1C8D3), ('P4rIngress.aggregator.values_v10000.hi', 0xDBAA97BF)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xBA5A20BD), ('P4rIngress.aggregator.values_v10001.hi', 0x63B56F67)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x75DCFF4E), ('P4rIngress.aggregator.values_v10010.hi', 0x4D76AD91)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x6F0993ED), ('P4rIngress.aggregator.values_v10011.hi', 0x61EB63A4)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x62FCEF6F), ('P4rIngress.aggregator.values_v10100.hi', 0x2332E997)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xE5BA2121), ('P4rIngress.aggregator.values_v10101.hi', 0x96F95665)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x5EBDE469), ('P4rIngress.aggregator.values_v10110.hi', 0x14696535)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x7ACF8EB9), ('P4rIngress.aggregator.values_v10111.hi', 0x79B76BD3)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xB7AF21AA), ('P4rIngress.aggregator.values_v11000.hi', 0x9FE7A57B)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x491302DD), ('P4rIngress.aggregator.values_v11001.hi', 0x555CE95F)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x53424195), ('P4rIngress.aggregator.values_v11010.hi', 0x7AA26B5F)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x6787834F), ('P4rIngress.aggregator.values_v11011.hi', 0x27AC6E3F)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x3DF8A4EF), ('P4rIngress.aggregator.values_v11100.hi', 0x521CB4F3)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x4E8AD68A), ('P4rIngress.aggregator.values_v11101.hi', 0x4DB86545)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x4C9A9E31), ('P4rIngress.aggregator.values_v11110.hi', 0xCA87CD74)], 4387)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x93FE76F1), ('P4rIngress.aggregator.values_v11111.hi', 0xC3693A5B)], 4387)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x2FB5),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x2FB5),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x5683),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F6E),
                gc.DataTuple('slot_count', 0x00000720),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0C949EDB),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0xD73A17D5),
                gc.KeyTuple('src_port', 0x6645),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x5683),
                gc.DataTuple('rank', 0x0013),
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
        ig_port = 3
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD7\x3A\x17\xD5\x00\x00\x00\x00\x66\x45\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x56\x83\x00\x13\x0C\x94\x9E\xDB\x01\xB5\x06\x1B\x90\x00\x00\x00\x00\x40\x00\x00\x43\x1F\x4D\xBF\xE7\x36\xAC\xC1\xAC\x2E\x52\xD7\xA8\xD4\xE8\xA3\xAA\x79\x38\xFB\x20\xB7\x3D\x3B\xB1\x2A\xBB\x84\x51\x2C\x8F\x88\x46\x6D\x1B\x97\x51\xEC\x56\x34\x9A\x7E\xF0\x41\xE4\xE1\xBE\xD3\x83\xE3\xBD\xEC\x2A\x00\x09\xEF\x8B\xAC\x1D\x08\xD4\x44\x5F\xB0\x53\x9F\x9A\x34\x43\x2F\xAB\x8A\x2A\x36\x0E\x5B\xB0\x6A\x6C\x11\x68\x06\xDB\x96\xED\xE3\xAB\x5D\xB1\x4A\x76\x33\x74\xFD\xF4\x9D\x79\xD3\xF1\xF9\x59\x65\xB7\xCD\x3A\x95\x2B\x83\x48\x6F\x77\x43\x56\x27\xBB\x0A\x40\xFE\x4D\x1E\x73\x6A\xD4\xE9\x8E\x2E\x9E\x1A\x56\xF1\x5E\x79\x9E\xA8\xB6\x8A\x55\x5A\x5E\x8A\x75\x1D\x91\xB6\x47\xC9\xBB\x6D\x6F\x29\xE2\xBF\x8F\xC8\x8C\x7F\x41\x8A\xF5\x39\x48\x59\xEF\xCC\x76\x1C\xDE\xD8\x55\x88\xAE\xF7\xB9\x4D\x55\xF3\x4B\x4B\xD6\xE9\x79\xA0\x55\x79\x1A\x52\xE7\x5B\xEC\xA6\xA6\xA9\xB4\x7F\x4C\xB3\x6C\x6E\xB5\x6B\x67\x32\x65\x21\xD4\x3E\x75\x7B\x58\x5C\x1D\xAB\x6A\x27\xEB\x45\x43\xC2\x69\xDC\xDF\x72\xC8\xA7\xCA\x5B\x24\xEF\x4F\xE5\xE3\xF5\x6F\xA7\xDB\x7B\x74\x66\xC4\x33\x67\xAE\x2A\x45\xA6\x06\x19\x59\xBF\x58\x3A\x6C\xB2\xB5\x95\x7B\xA1\xDE\xA1\x39\xF9\x63\x69\x41\xCF\x4B\x25\x50\x52\x45\xCE\x42\x7B\x98\x07\x4D\xCA\xFA\x05\xBB\x52\x90\xC5\xF8\x35\x61\x28\xC5\x2E\x5D\x88\x95\xDA\x19\xF5\x08\xD9\xA8\xDB\xB4\x4F\x4C\xE6\xCC\xB3\x95\xFA\x68\x03\x8F\x05\x9C\x38\xBD\xFE\xC2\x5E\x56\xD1\xB4\x19\xB0\x7A\xB9\x2E\x6E\xB0\xA6\xBB\xE1\x7A\x0C\x1D\x0C\x26\x19\x47\x3F\x66\x52\x4A\xAA\xD2\xDA\xA7\x4F\x4E\xA0\x07\x50\x2A\xD3\x8F\x68\xA2\x33\x44\xFC\xA2\xF3\x26\x7C\x43\x9F\xE7\xC8\x7C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD7\x3A\x17\xD5\x00\x00\x00\x00\x66\x45\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x56\x83\x00\x13\x0C\x94\x9E\xDB\x01\xB5\x06\x1B\x90\x00\x00\x00\x00\x40\x00\x00\x7F\xFF\xFF\xFF\xE7\x36\xAC\xC1\x80\x00\x00\x00\xA8\xD4\xE8\xA3\x80\x00\x00\x00\x20\xB7\x3D\x3B\x80\x00\x00\x00\x51\x2C\x8F\x88\x7F\xFF\xFF\xFF\x51\xEC\x56\x34\x80\x00\x00\x00\xE4\xE1\xBE\xD3\x80\x00\x00\x00\x2A\x00\x09\xEF\x80\x00\x00\x00\xD4\x44\x5F\xB0\x7F\xFF\xFF\xFF\x43\x2F\xAB\x8A\x04\x5B\xBA\x68\xB0\x6A\x6C\x11\x7F\xFF\xFF\xFF\xED\xE3\xAB\x5D\x80\x00\x00\x00\x74\xFD\xF4\x9D\x7F\xFF\xFF\xFF\x59\x65\xB7\xCD\x7F\xFF\xFF\xFF\x48\x6F\x77\x43\x7F\xFF\xFF\xFF\x40\xFE\x4D\x1E\x7F\xFF\xFF\xFF\x8E\x2E\x9E\x1A\x7F\xFF\xFF\xFF\x9E\xA8\xB6\x8A\x0F\xB4\x7F\x47\x75\x1D\x91\xB6\x7F\xFF\xFF\xFF\x6F\x29\xE2\xBF\xFE\xD2\x20\x6C\x41\x8A\xF5\x39\x7F\xFF\xFF\xFF\x76\x1C\xDE\xD8\x3B\x42\xD0\x18\xB9\x4D\x55\xF3\x7F\xFF\xFF\xFF\x79\xA0\x55\x79\x7F\xFF\xFF\xFF\xEC\xA6\xA6\xA9\x80\x00\x00\x00\x6C\x6E\xB5\x6B\x7F\xFF\xFF\xFF\xD4\x3E\x75\x7B\x7F\xFF\xFF\xFF\x6A\x27\xEB\x45\x7F\xFF\xFF\xFF\xDF\x72\xC8\xA7\x08\x53\xC9\xDE\x4F\xE5\xE3\xF5\x7F\xFF\xFF\xFF\x74\x66\xC4\x33\x7F\xFF\xFF\xFF\xA6\x06\x19\x59\x80\x00\x00\x00\xB2\xB5\x95\x7B\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x47\x9B\xE0\xEB\x90\x00\x00\x00\x90\x00\x00\x00\x17\xDA\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7B\x07\x29\x88\x80\x00\x00\x00\x4B\xDE\x36\x26\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x04\x5B\xBA\x68\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB6\xDB\x55\x33\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x0F\xB4\x7F\x47\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFE\xD2\x20\x6C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3B\x42\xD0\x18\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x66\x5E\x12\x7C\x80\x00\x00\x00\x0C\x56\x5A\xE6\x7F\xFF\xFF\xFF\x29\x9B\x5E\xDA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x07\x1F\x36\xE6\x08\x53\xC9\xDE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xA1\xDE\xA1\x39\xF9\x63\x69\x41\xCF\x4B\x25\x50\x52\x45\xCE\x42\x7B\x98\x07\x4D\xCA\xFA\x05\xBB\x52\x90\xC5\xF8\x35\x61\x28\xC5\x2E\x5D\x88\x95\xDA\x19\xF5\x08\xD9\xA8\xDB\xB4\x4F\x4C\xE6\xCC\xB3\x95\xFA\x68\x03\x8F\x05\x9C\x38\xBD\xFE\xC2\x5E\x56\xD1\xB4\x19\xB0\x7A\xB9\x2E\x6E\xB0\xA6\xBB\xE1\x7A\x0C\x1D\x0C\x26\x19\x47\x3F\x66\x52\x4A\xAA\xD2\xDA\xA7\x4F\x4E\xA0\x07\x50\x2A\xD3\x8F\x68\xA2\x33\x44\xFC\xA2\xF3\x26\x7C\x43\x9F\xE7\xC8\x7C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.62

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x9227D689), ('P4rIngress.aggregator.bitmap_seq.seq', 0xBAAFD7C7)], 0)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xBAAFD7C7, 0)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0B), ('P4rIngress.aggregator.count_exp.exponent', 0xB4)], 0)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x170DEFF9), ('P4rIngress.aggregator.values_v00000.hi', 0x8270C1CF)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0xB23E2A67), ('P4rIngress.aggregator.values_v00001.hi', 0x4CAF177F)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x66307DDC), ('P4rIngress.aggregator.values_v00010.hi', 0x7C8E1AD5)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x126F5D63), ('P4rIngress.aggregator.values_v00011.hi', 0xBB2BAE71)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x8DB573B4), ('P4rIngress.aggregator.values_v00100.hi', 0xD6F35565)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xC84F69F9), ('P4rIngress.aggregator.values_v00101.hi', 0x45B7E05F)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x476613A5), ('P4rIngress.aggregator.values_v00110.hi', 0x94AB529F)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x5694B4FD), ('P4rIngress.aggregator.values_v00111.hi', 0x78779239)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0xD5E50543), ('P4rIngress.aggregator.values_v01000.hi', 0x3965D52B)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xBEAC8F37), ('P4rIngress.aggregator.values_v01001.hi', 0x0D4B81AB)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x67A26C33), ('P4rIngress.aggregator.values_v01010.hi', 0x911850E1)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x468439B0), ('P4rIngress.aggregator.values_v01011.hi', 0x2D9E32FC)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x56259CDA), ('P4rIngress.aggregator.values_v01100.hi', 0x53780B71)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x5EBA2D49), ('P4rIngress.aggregator.values_v01101.hi', 0x7DCDEDD3)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x86AB1F6E), ('P4rIngress.aggregator.values_v01110.hi', 0x68BDDC81)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x6694495B), ('P4rIngress.aggregator.values_v01111.hi', 0x9FAEDCD7)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x5B98907C), ('P4rIngress.aggregator.values_v10000.hi', 0x7181FC4D)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x7347E5B0), ('P4rIngress.aggregator.values_v10001.hi', 0x6021E1F7)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x53D506A8), ('P4rIngress.aggregator.values_v10010.hi', 0x09F5DA76)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x46264BB7), ('P4rIngress.aggregator.values_v10011.hi', 0x733577D9)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x86D939D6), ('P4rIngress.aggregator.values_v10100.hi', 0xBD624A76)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x2EC2A4A6), ('P4rIngress.aggregator.values_v10101.hi', 0x92FF5877)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0xE58CAE8B), ('P4rIngress.aggregator.values_v10110.hi', 0xFDA6528D)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x6A996296), ('P4rIngress.aggregator.values_v10111.hi', 0xCA3AEEA9)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x9509E063), ('P4rIngress.aggregator.values_v11000.hi', 0x5FB5CE9F)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x2C273951), ('P4rIngress.aggregator.values_v11001.hi', 0x5C0C2B1D)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x5A7EBA12), ('P4rIngress.aggregator.values_v11010.hi', 0x50C3ADB6)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x8AC895A7), ('P4rIngress.aggregator.values_v11011.hi', 0x4DC2C0FA)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0xA3A63C65), ('P4rIngress.aggregator.values_v11100.hi', 0x926DB5CA)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x338B35AC), ('P4rIngress.aggregator.values_v11101.hi', 0x7B5E6ED0)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x33DD18AA), ('P4rIngress.aggregator.values_v11110.hi', 0x691C983A)], 0)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xDA2778B0), ('P4rIngress.aggregator.values_v11111.hi', 0x7127D7A7)], 0)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x9B62),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x9B62),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x73C9),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6C8AB95B),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01C),
                gc.KeyTuple('src_addr', 0xDD1970AA),
                gc.KeyTuple('src_port', 0xD149),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x73C9),
                gc.DataTuple('rank', 0x0013),
                gc.DataTuple('worker_index', 0x01B7),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDD\x19\x70\xAA\x00\x00\x00\x00\xD1\x49\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x73\xC9\x00\x13\x6C\x8A\xB9\x5B\x00\x00\x00\x7B\xBA\xAF\xD7\xC7\x00\x40\x00\x00\x75\x39\x7A\xDB\x9C\x44\xA0\xBA\x9B\xE3\x2B\x75\x43\xB6\x90\xF1\x54\x9B\x7C\xD3\x14\x84\xA7\x7D\x78\x6B\x1A\x09\xBB\xAB\xAF\x2B\xB2\xD3\x35\xB2\x72\x55\x6C\xEB\xA6\xEB\x59\x08\x73\x15\x0D\xCF\x60\xC7\xB2\xB2\x34\xB3\xF6\xBD\x9F\x54\x96\xBF\x79\xED\x53\x91\x8C\x39\xB7\xF3\x4F\x00\x85\xBB\xBF\x2F\x2D\x34\x26\xB6\xBB\x2B\x3D\xAA\xE5\x55\xB9\x32\x76\xBC\x56\x97\x9A\x6C\x53\x28\x53\x17\x63\x17\x9E\x93\x4B\x7A\xBC\x6D\x6A\xAD\xE2\x78\xAD\x52\xFB\x7B\xD1\xEA\xD8\x69\x39\x32\xDE\x1D\x72\x8D\xC3\x6B\xF9\x28\xE1\x4B\x69\xC3\xA4\xA5\x70\x89\x75\x09\xC2\x9C\xA4\x1B\x78\x7B\x1F\xC6\x5B\x42\x51\x6E\x7E\x15\x18\xCA\x7B\x6B\x51\x33\x40\xD5\x74\x99\xE2\xAE\x53\x04\x94\x27\x56\xC2\x6A\xE6\x83\xA3\x11\x68\x6C\x54\x65\x7D\x77\xD5\x01\xAF\xD6\xB9\x26\x57\x0B\x45\x31\x88\x97\x66\x96\x3D\xF4\xBA\x37\x44\xEA\x85\xA7\xDF\x6A\x7C\x49\x13\xAE\xD7\x53\x93\x60\x80\x5D\xA9\xD4\xB2\xBC\x47\x7F\x34\x63\x33\xF6\x19\xAC\xEF\x2F\x4D\xBD\x47\xF1\x66\x4E\x52\x7A\xE7\x79\xC6\xD7\xB7\x76\x35\xB0\xAA\x49\x7E\xDD\x5B\x61\x1F\x4C\x3F\x49\x2C\x5E\x7D\xD6\x0F\xE4\x92\xBF\x37\x5C\x76\x63\x1B\x4E\xB0\x65\x14\xEB\xC3\xFC\xA8\x48\xC4\xC1\x3E\x9A\x15\xF5\x6D\x5B\x5E\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0\x95\x7E\x63\x81\x11\x14\xE3\xA0\xAE\x15\xBC\x1A\x04\xB1\x72\xA4\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7\x24\xB7\x5F\x77\x02\xE3\x44\x52\xA0\x62\x0D\x61\xA8\x04\x50\xF0\xD2\xF2\x4F\x80\xD1\x59\x44\xE6\x6D\xC3\xCA\x58\x47\x04\x0B\x6B\xD8\x89\xB9\x11\xE8\xDD\xF7\x90\x57\xAB\x12\xAC\xBC\x58\xF0\xA8\xC4\x26\x6D\xD2\x75\x61\xC6\x67\xB2\x61\x84\x6D\x63\x48\xAE\x96'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDD\x19\x70\xAA\x00\x00\x00\x00\xD1\x49\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x73\xC9\x00\x13\x6C\x8A\xB9\x5B\x00\x00\x00\x7B\xBA\xAF\xD7\xC7\x00\x40\x00\x00\x7F\xFF\xFF\xFF\x9C\x44\xA0\xBA\x80\x00\x00\x00\x43\xB6\x90\xF1\x7F\xFF\xFF\xFF\x14\x84\xA7\x7D\x7F\xFF\xFF\xFF\xBB\xAB\xAF\x2B\x80\x00\x00\x00\x72\x55\x6C\xEB\x80\x00\x00\x00\x73\x15\x0D\xCF\x7F\xFF\xFF\xFF\x34\xB3\xF6\xBD\xF5\xE9\x4B\xBC\x79\xED\x53\x91\x80\x00\x00\x00\x4F\x00\x85\xBB\x80\x00\x00\x00\x26\xB6\xBB\x2B\x7F\xFF\xFF\xFF\xB9\x32\x76\xBC\x7F\xFF\xFF\xFF\x53\x28\x53\x17\x7F\xFF\xFF\xFF\x4B\x7A\xBC\x6D\x7F\xFF\xFF\xFF\xAD\x52\xFB\x7B\x80\x00\x00\x00\x39\x32\xDE\x1D\x7F\xFF\xFF\xFF\xF9\x28\xE1\x4B\x7F\xFF\xFF\xFF\x70\x89\x75\x09\x35\xE4\x89\xCB\x78\x7B\x1F\xC6\x7F\xFF\xFF\xFF\x7E\x15\x18\xCA\x7F\xFF\xFF\xFF\x40\xD5\x74\x99\x80\x00\x00\x00\x94\x27\x56\xC2\x7F\xFF\xFF\xFF\x11\x68\x6C\x54\x4B\x0A\x26\x60\x01\xAF\xD6\xB9\x7F\xFF\xFF\xFF\x31\x88\x97\x66\x80\x00\x00\x00\x37\x44\xEA\x85\xD4\x06\xA3\xCD\x49\x13\xAE\xD7\x7F\xFF\xFF\xFF\x5D\xA9\xD4\xB2\x80\x00\x00\x00\x63\x33\xF6\x19\x80\x00\x00\x00\xBD\x47\xF1\x66\x7F\xFF\xFF\xFF\x79\xC6\xD7\xB7\x7F\xFF\xFF\xFF\x49\x7E\xDD\x5B\x3B\x46\xC4\xEF\x49\x2C\x5E\x7D\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x92\x2F\xD6\x89\xBA\xAF\xD7\xC7\xBA\xAF\xD7\xC7\x0C\xB4\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x49\x48\xC2\x50\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC9\x5F\x49\x5C\xF5\xE9\x4B\xBC\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x34\x02\x3C\xD6\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2B\x20\xE9\x4E\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x98\xD7\xBE\x22\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x35\xE4\x89\xCB\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xA4\x67\xC4\xCB\x4B\x0A\x26\x60\xFF\x56\x29\x46\x7F\xFF\xFF\xFF\xFB\xC3\x86\x0F\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD4\x06\xA3\xCD\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3B\x46\xC4\xEF\x7F\xFF\xFF\xFF\xD6\x0F\xE4\x92\xBF\x37\x5C\x76\x63\x1B\x4E\xB0\x65\x14\xEB\xC3\xFC\xA8\x48\xC4\xC1\x3E\x9A\x15\xF5\x6D\x5B\x5E\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0\x95\x7E\x63\x81\x11\x14\xE3\xA0\xAE\x15\xBC\x1A\x04\xB1\x72\xA4\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7\x24\xB7\x5F\x77\x02\xE3\x44\x52\xA0\x62\x0D\x61\xA8\x04\x50\xF0\xD2\xF2\x4F\x80\xD1\x59\x44\xE6\x6D\xC3\xCA\x58\x47\x04\x0B\x6B\xD8\x89\xB9\x11\xE8\xDD\xF7\x90\x57\xAB\x12\xAC\xBC\x58\xF0\xA8\xC4\x26\x6D\xD2\x75\x61\xC6\x67\xB2\x61\x84\x6D\x63\x48\xAE\x96'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.62

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x3C85D7F2), ('P4rIngress.aggregator.bitmap_seq.seq', 0xED88511D)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xED88511D, 4589)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x04), ('P4rIngress.aggregator.count_exp.exponent', 0xC5)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x549A10D3), ('P4rIngress.aggregator.values_v00000.hi', 0xA129898E)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0xAEB0B515), ('P4rIngress.aggregator.values_v00001.hi', 0x6B4BAE4A)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x6A9D19E7), ('P4rIngress.aggregator.values_v00010.hi', 0x521A7AB6)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x4F865A32), ('P4rIngress.aggregator.values_v00011.hi', 0xC353954C)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x8EE17CF7), ('P4rIngress.aggregator.values_v00100.hi', 0x521886D9)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xDB692A29), ('P4rIngress.aggregator.values_v00101.hi', 0x7307CB43)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x4BAF45FB), ('P4rIngress.aggregator.values_v00110.hi', 0x33EF2DE3)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x94AB9A4F), ('P4rIngress.aggregator.values_v00111.hi', 0x624F4D8D)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0xE0D494DE), ('P4rIngress.aggregator.values_v01000.hi', 0x3751AA77)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xB3221DA4), ('P4rIngress.aggregator.values_v01001.hi', 0xA2E1C383)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x6AB8D19A), ('P4rIngress.aggregator.values_v01010.hi', 0xC14AA5C3)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x59571241), ('P4rIngress.aggregator.values_v01011.hi', 0x18753B1D)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x44B92150), ('P4rIngress.aggregator.values_v01100.hi', 0x5ED1236A)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x3B6235FC), ('P4rIngress.aggregator.values_v01101.hi', 0x4C8D554F)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xAD150546), ('P4rIngress.aggregator.values_v01110.hi', 0x41996C1C)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x4322DD91), ('P4rIngress.aggregator.values_v01111.hi', 0xCDD6D2A7)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x79B8964B), ('P4rIngress.aggregator.values_v10000.hi', 0x230D8776)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x7447E229), ('P4rIngress.aggregator.values_v10001.hi', 0x6B30E3D2)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x1C605833), ('P4rIngress.aggregator.values_v10010.hi', 0x20E1C52D)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x41AD691E), ('P4rIngress.aggregator.values_v10011.hi', 0x4AF8A986)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xAFB94857), ('P4rIngress.aggregator.values_v10100.hi', 0x9933D23B)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x39CC276F), ('P4rIngress.aggregator.values_v10101.hi', 0xF80C8C79)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x3A1282B3), ('P4rIngress.aggregator.values_v10110.hi', 0xF9E678F7)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x799DFDB7), ('P4rIngress.aggregator.values_v10111.hi', 0xFD17E935)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x8CF3C964), ('P4rIngress.aggregator.values_v11000.hi', 0x4FE0CAB1)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xDB1FD75A), ('P4rIngress.aggregator.values_v11001.hi', 0x56F9DD73)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x51E4661E), ('P4rIngress.aggregator.values_v11010.hi', 0x792FB46A)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x90EEAD47), ('P4rIngress.aggregator.values_v11011.hi', 0xDFA647AE)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0xD4FFCE79), ('P4rIngress.aggregator.values_v11100.hi', 0xAAE8683F)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x6B9E5547), ('P4rIngress.aggregator.values_v11101.hi', 0xE0E7ECEE)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x3AF2ED6B), ('P4rIngress.aggregator.values_v11110.hi', 0x0E17A0BC)], 4589)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xB3EB14A9), ('P4rIngress.aggregator.values_v11111.hi', 0xEEDCFA1C)], 4589)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x5FBA),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x5FBA),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x2803),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000107E),
                gc.DataTuple('slot_count', 0x00000B2B),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x493BB5C4),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x033),
                gc.KeyTuple('src_addr', 0x52B2CD08),
                gc.KeyTuple('src_port', 0x6E77),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2803),
                gc.DataTuple('rank', 0x0013),
                gc.DataTuple('worker_index', 0x0194),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x52\xB2\xCD\x08\x00\x00\x00\x00\x6E\x77\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x28\x03\x00\x13\x49\x3B\xB5\xC4\x01\x6F\x02\x45\xED\x88\x51\x1D\x00\x40\x00\x00\x44\xB6\x8F\xA5\x98\x67\x21\x2F\x9C\xE1\x59\x77\x60\x72\x9D\x5F\x18\xD2\xBE\xCA\x5A\xA5\x74\xAE\x61\x2A\xCA\x2E\xB3\x5B\xD3\x9D\xB0\x2D\x0D\x02\xB7\x76\xB0\xD3\x91\x4D\xC9\x28\x55\xB4\x95\xB7\x73\xBE\x14\x92\xB9\x1D\xB3\xFB\x1B\x87\x1A\xCA\x76\xEA\x75\x1D\x90\x1F\x95\xD9\x72\x6B\x3B\xC7\x9B\x58\xD5\x76\x34\x4C\x5B\xDB\x33\x8F\x2C\x35\x8D\x0A\x2D\xCF\x7B\x7D\x79\xA9\x7E\xFE\x2E\x7D\x66\xD3\x39\x5B\x29\x37\x22\x5E\x4F\x8B\x30\xCB\xE4\xEE\x25\xC7\xAD\x6D\x8D\xDF\x48\xD2\xDB\xB3\x67\xF6\x6C\x85\x0F\x5C\x5A\xAC\x64\x2E\x30\xA2\x6D\x79\x89\x20\xBD\x62\xB3\x63\x68\xD3\xF4\xBA\x6D\xAF\x3B\xB8\x63\x5C\x24\xCC\x59\x23\x67\x94\x56\xAE\x2B\x46\xBD\x0B\xEE\xEF\xCB\xB6\x09\x98\x64\x9C\xE7\x2F\xA5\xE5\xDC\x53\xB9\x96\xFE\xD8\x7C\xCA\x5C\x86\x58\x54\x4C\xEF\x40\x7B\x0B\x6D\xAC\x37\x2D\xFF\x60\xB1\x0B\xBD\xDD\x60\xD5\x99\x32\xE4\x29\xE7\x5C\x4D\xBE\x81\x69\xC7\x21\x6F\xB9\x8F\x44\x5B\x95\xCC\x52\x1A\x95\xE1\xDD\x99\x8E\x95\xE9\xD7\x61\x08\xC3\x87\xD2\x36\xE6\xA4\x52\xE4\xCD\x6F\xE9\x50\x9F\x9A\xB9\x89\x05\xA8\x74\x1A\x4B\x70\x8E\x18\xE7\xE3\x21\x9B\xB2\x2D\x68\xD5\x9F\x5B\xE4\x26\xD6\x7A\x50\x74\x30\x08\xA1\x0D\x9D\x84\x94\x01\x28\x60\xFF\x61\x13\xE9\x50\xF7\x25\x43\x4D\xE9\xB7\x38\xA2\x99\xEA\x4F\x6A\xEF\x82\xB6\xA2\xDC\xCB\xC4\x7D\x47\xE3\xE1\xF0\x5C\xE7\xC8\x6D\x7D\xC6\xB6\x00\x72\xF3\x81\x6F\x95\x47\xDA\xF5\x60\x00\xC5\xC8\xFE\x1B\x30\xA9\xAD\x89\xE3\x7A\x4C\x9B\xDB\x2C\xB2\x02\xA7\x3B\x67\xB0\x28\x60\x76\x9E\x56\xE7\xBD\xB8\x16\x3D\x85\x20\x2A\x08\x84'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x52\xB2\xCD\x08\xBE\xEF\x6E\x77\x01\x20\x00\x00\x50\x34\x02\x82\x28\x03\x00\x13\x49\x3B\xB5\xC4\x01\x6F\x00\x45\xED\x88\x51\x1D\x00\x40\x00\x05\x7F\xFF\xFF\xFF\x98\x67\x21\x2F\x80\x00\x00\x00\x60\x72\x9D\x5F\x7F\xFF\xFF\xFF\x5A\xA5\x74\xAE\x7F\xFF\xFF\xFF\xB3\x5B\xD3\x9D\x80\x00\x00\x00\xB7\x76\xB0\xD3\x80\x00\x00\x00\x55\xB4\x95\xB7\x7F\xFF\xFF\xFF\xB9\x1D\xB3\xFB\xB0\x32\xB5\x19\x76\xEA\x75\x1D\x80\x00\x00\x00\x72\x6B\x3B\xC7\x80\x00\x00\x00\x34\x4C\x5B\xDB\x7F\xFF\xFF\xFF\x8D\x0A\x2D\xCF\x7F\xFF\xFF\xFF\x7E\xFE\x2E\x7D\x7F\xFF\xFF\xFF\x29\x37\x22\x5E\x7F\xFF\xFF\xFF\xE4\xEE\x25\xC7\x80\x00\x00\x00\x48\xD2\xDB\xB3\x7F\xFF\xFF\xFF\x0F\x5C\x5A\xAC\x7F\xFF\xFF\xFF\x6D\x79\x89\x20\x31\xAA\x95\x8C\x68\xD3\xF4\xBA\x7F\xFF\xFF\xFF\x63\x5C\x24\xCC\x7F\xFF\xFF\xFF\x56\xAE\x2B\x46\x80\x00\x00\x00\xCB\xB6\x09\x98\x7F\xFF\xFF\xFF\xA5\xE5\xDC\x53\xF3\xA9\x81\x8B\x7C\xCA\x5C\x86\x7F\xFF\xFF\xFF\x40\x7B\x0B\x6D\x80\x00\x00\x00\x60\xB1\x0B\xBD\xB8\x80\xAC\xF3\x32\xE4\x29\xE7\x7F\xFF\xFF\xFF\x69\xC7\x21\x6F\x80\x00\x00\x00\x95\xCC\x52\x1A\x80\x00\x00\x00\x8E\x95\xE9\xD7\x7F\xFF\xFF\xFF\xD2\x36\xE6\xA4\x7F\xFF\xFF\xFF\xE9\x50\x9F\x9A\x80\x00\x00\x00\x74\x1A\x4B\x70\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x3C\x8D\xD7\xF2\xED\x88\x51\x1D\xED\x88\x51\x1D\x05\xC5\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x09\x8F\x37\xAC\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xED\x0C\xE1\xDE\xB0\x32\xB5\x19\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD7\x2E\x1F\x5E\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x31\x7B\x7B\x16\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDD\x33\x2D\x53\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x31\xAA\x95\x8C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x9D\xF2\x68\xCC\xF3\xA9\x81\x8B\x76\xB0\xD5\x7D\x7F\xFF\xFF\xFF\x3D\x92\xF4\xA2\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB8\x80\xAC\xF3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB3\x1E\xD3\x92\x7F\xFF\xFF\xFF\xF7\x68\x40\x56\x80\x00\x00\x00\x62\xF7\x45\x8C\x8E\x18\xE7\xE3\x21\x9B\xB2\x2D\x68\xD5\x9F\x5B\xE4\x26\xD6\x7A\x50\x74\x30\x08\xA1\x0D\x9D\x84\x94\x01\x28\x60\xFF\x61\x13\xE9\x50\xF7\x25\x43\x4D\xE9\xB7\x38\xA2\x99\xEA\x4F\x6A\xEF\x82\xB6\xA2\xDC\xCB\xC4\x7D\x47\xE3\xE1\xF0\x5C\xE7\xC8\x6D\x7D\xC6\xB6\x00\x72\xF3\x81\x6F\x95\x47\xDA\xF5\x60\x00\xC5\xC8\xFE\x1B\x30\xA9\xAD\x89\xE3\x7A\x4C\x9B\xDB\x2C\xB2\x02\xA7\x3B\x67\xB0\x28\x60\x76\x9E\x56\xE7\xBD\xB8\x16\x3D\x85\x20\x2A\x08\x84'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.62

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x97F1E1C1), ('P4rIngress.aggregator.bitmap_seq.seq', 0xCE000000)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xCE000000, 1173)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x14), ('P4rIngress.aggregator.count_exp.exponent', 0xCA)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x7F67453B), ('P4rIngress.aggregator.values_v00000.hi', 0xA42A06E3)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0xB1657955), ('P4rIngress.aggregator.values_v00001.hi', 0x7F8BBB8F)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x5719C423), ('P4rIngress.aggregator.values_v00010.hi', 0x530BC419)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x35925750), ('P4rIngress.aggregator.values_v00011.hi', 0xE7D6FC67)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x9B0CE73C), ('P4rIngress.aggregator.values_v00100.hi', 0xBCCDC2E4)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xD831BEF4), ('P4rIngress.aggregator.values_v00101.hi', 0x48A2A927)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x1E65598E), ('P4rIngress.aggregator.values_v00110.hi', 0x9511F54F)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x53B5B5B5), ('P4rIngress.aggregator.values_v00111.hi', 0x7DCE6330)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0xE8BB469B), ('P4rIngress.aggregator.values_v01000.hi', 0x61FA6B22)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x928E5153), ('P4rIngress.aggregator.values_v01001.hi', 0x59FBABCA)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x73011555), ('P4rIngress.aggregator.values_v01010.hi', 0x8F3A08AF)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x65FFC16E), ('P4rIngress.aggregator.values_v01011.hi', 0x6197DBE7)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x226D5A6B), ('P4rIngress.aggregator.values_v01100.hi', 0x6322DA5D)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x351BE8BA), ('P4rIngress.aggregator.values_v01101.hi', 0x1DCAF34B)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x8F67A4D6), ('P4rIngress.aggregator.values_v01110.hi', 0x244ACD9D)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x75EAE8F3), ('P4rIngress.aggregator.values_v01111.hi', 0x8EB54B2D)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x63754B3F), ('P4rIngress.aggregator.values_v10000.hi', 0x53DB7E3A)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x97CB8F11), ('P4rIngress.aggregator.values_v10001.hi', 0x3A9E7B77)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x75517F65), ('P4rIngress.aggregator.values_v10010.hi', 0x1573D6EE)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x6DD68967), ('P4rIngress.aggregator.values_v10011.hi', 0x752C317F)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x9A16DEE9), ('P4rIngress.aggregator.values_v10100.hi', 0xA90AB1D5)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x6A677FC0), ('P4rIngress.aggregator.values_v10101.hi', 0x2A988B07)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x9544EB32), ('P4rIngress.aggregator.values_v10110.hi', 0x371FBB04)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x5F7743E7), ('P4rIngress.aggregator.values_v10111.hi', 0xACE2E8A5)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xBF7566D9), ('P4rIngress.aggregator.values_v11000.hi', 0x57BFD1D7)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xEC5242CB), ('P4rIngress.aggregator.values_v11001.hi', 0x69E4A1A1)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x4D5345ED), ('P4rIngress.aggregator.values_v11010.hi', 0x532B5E46)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xB5F7305A), ('P4rIngress.aggregator.values_v11011.hi', 0xBD064DC9)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0xDAADEACC), ('P4rIngress.aggregator.values_v11100.hi', 0x980AFB29)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x60B036B8), ('P4rIngress.aggregator.values_v11101.hi', 0x77A2B5F3)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x528A5C95), ('P4rIngress.aggregator.values_v11110.hi', 0x37A7EE37)], 1173)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xD4FA3F6B), ('P4rIngress.aggregator.values_v11111.hi', 0xF6A6ACD6)], 1173)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0xFEE3),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xFEE3),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x184A),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000002BC),
                gc.DataTuple('slot_count', 0x00000AB4),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE0AFCE5C),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x008),
                gc.KeyTuple('src_addr', 0x13920235),
                gc.KeyTuple('src_port', 0xFDD3),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x184A),
                gc.DataTuple('rank', 0x0013),
                gc.DataTuple('worker_index', 0x0183),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x13\x92\x02\x35\x00\x00\x00\x00\xFD\xD3\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x18\x4A\x00\x13\xE0\xAF\xCE\x5C\x01\xD9\x04\x64\xCE\x00\x00\x00\x00\x40\x00\x00\x7F\x71\xED\x0B\xBD\xB2\x7E\xCB\xB3\x04\x7A\x5D\x39\x39\xBB\x95\x5C\x9A\x4C\xFB\x77\xC9\xE4\xAD\x67\xA3\x4C\x6D\x8E\xD6\x67\x75\xBF\x0F\x45\x54\x2A\xA8\x66\x9F\x88\x8E\xD9\x15\x6A\xBB\x53\x13\x75\x52\xDD\xCF\x0C\x97\xB9\xD5\xB3\xC9\x05\x0F\x30\x63\x71\x95\x88\x38\x04\xFA\x44\x57\x20\xB6\xB4\xB6\xE6\x77\xE3\x5A\xA3\x1A\x1F\x27\x25\x81\xE9\xB4\x49\x9A\x4A\x53\x51\x42\x43\x6B\x7C\xA3\x7D\x25\x58\x27\x52\xCD\xCB\x4E\x79\x59\xD5\x2B\xB6\xDA\xB8\xF1\xA4\x76\x77\xC2\x6F\x88\xE6\x44\x65\x62\xE0\x65\x5A\x7D\x1A\x6D\x3C\x0C\xEB\x7B\x61\x8E\xBC\x33\x1F\xB1\x76\x33\x6B\xD7\xAC\x17\x7B\x52\x01\x56\x70\x14\xD4\xF5\x4A\x12\x2A\xCD\x4D\x4E\xE9\xFF\x90\xC7\x25\xA8\xA7\x6A\x3A\x11\x1B\xE3\x72\x1C\xDE\xD8\xB0\x99\x75\xDC\x2D\x36\xA1\xA1\x1F\xFB\x59\x22\x4D\xD6\x5F\x44\x28\xAD\xB2\x3D\xB2\xB0\x51\x10\x4B\x11\x77\x5B\x56\x2D\x1D\xF3\xC3\xAB\x4A\x71\x55\xCA\x6B\x79\x05\x6B\x83\xC0\xF0\x73\xBE\x2C\xC7\x27\x8E\xC6\xA2\xF9\xDD\x41\xD5\xA9\x4F\xA1\x0B\xE6\xF9\xAF\x15\xFF\x7A\xCB\xC4\xC5\x7A\x8B\x3B\x77\xEA\xB2\xD0\x4B\xC2\xAE\x93\xA6\xCC\xB6\x98\x44\x42\x6F\x18\xFD\xDD\x09\x6C\xFB\x7F\xB5\xAB\x48\x15\xCF\x48\x4F\x82\xA5\x6E\x95\xE8\x7B\xA5\xD1\xAF\xD4\x00\xA5\xD1\x3B\x05\x43\xA8\xFF\xE1\xD9\x08\xC3\xA0\x25\x94\x2F\x4A\xDF\xDF\xE7\xA0\xD0\x07\x3F\x43\xE3\xAE\x10\x42\x1E\x94\xBC\xB3\x7D\x5C\xF4\x1F\x2C\x65\xEB\x63\xA3\x99\x5E\x72\x3F\xF6\x36\xCB\x92\xE0\x18\x1C\x66\x9F\xA9\x26\xFF\xF0\xDE\x72\xE8\xC7\x70\x71'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x13\x92\x02\x35\xBE\xEF\xFD\xD3\x01\x20\x00\x00\x50\x34\x02\x82\x18\x4A\x00\x13\xE0\xAF\xCE\x5C\x01\xD9\x00\x64\xCE\x00\x00\x00\x00\x40\x00\x15\x7F\xFF\xFF\xFF\xBD\xB2\x7E\xCB\x80\x00\x00\x00\x39\x39\xBB\x95\x7F\xFF\xFF\xFF\x77\xC9\xE4\xAD\x7F\xFF\xFF\xFF\x8E\xD6\x67\x75\x80\x00\x00\x00\x2A\xA8\x66\x9F\x80\x00\x00\x00\x6A\xBB\x53\x13\x7F\xFF\xFF\xFF\x0C\x97\xB9\xD5\x07\x7E\xBA\xC4\x30\x63\x71\x95\x80\x00\x00\x00\x44\x57\x20\xB6\x80\x00\x00\x00\xE3\x5A\xA3\x1A\x7F\xFF\xFF\xFF\xE9\xB4\x49\x9A\x7F\xFF\xFF\xFF\x43\x6B\x7C\xA3\x7F\xFF\xFF\xFF\x52\xCD\xCB\x4E\x7F\xFF\xFF\xFF\xB6\xDA\xB8\xF1\x80\x00\x00\x00\x6F\x88\xE6\x44\x7F\xFF\xFF\xFF\x5A\x7D\x1A\x6D\x7F\xFF\xFF\xFF\x61\x8E\xBC\x33\xB7\x7D\x05\x44\x6B\xD7\xAC\x17\x7F\xFF\xFF\xFF\x70\x14\xD4\xF5\x7F\xFF\xFF\xFF\x4D\x4E\xE9\xFF\x80\x00\x00\x00\xA7\x6A\x3A\x11\x7F\xFF\xFF\xFF\xDE\xD8\xB0\x99\x0B\x21\x18\x68\xA1\xA1\x1F\xFB\x7F\xFF\xFF\xFF\x5F\x44\x28\xAD\x80\x00\x00\x00\x51\x10\x4B\x11\x63\xAD\x98\xF8\x1D\xF3\xC3\xAB\x7F\xFF\xFF\xFF\x6B\x79\x05\x6B\x80\x00\x00\x00\xBE\x2C\xC7\x27\x80\x00\x00\x00\xDD\x41\xD5\xA9\x7F\xFF\xFF\xFF\xF9\xAF\x15\xFF\x7F\xFF\xFF\xFF\x7A\x8B\x3B\x77\xBF\xAD\x0F\xB6\xC2\xAE\x93\xA6\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x97\xF9\xE1\xC1\xCE\x00\x00\x00\xCE\x00\x00\x00\x15\xCA\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xE7\x76\x29\x83\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA1\xA9\xAF\x24\x07\x7E\xBA\xC4\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x3D\x56\x4E\xE4\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD4\xA5\xAC\x3C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE9\x32\x65\x9A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB7\x7D\x05\x44\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x09\x71\x3B\xA0\x0B\x21\x18\x68\xD8\xC0\xDA\xFF\x7F\xFF\xFF\xFF\x0C\x27\x11\x52\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x63\xAD\x98\xF8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x71\x51\xCB\xF2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBF\xAD\x0F\xB6\xB9\x55\x40\x7C\xCC\xB6\x98\x44\x42\x6F\x18\xFD\xDD\x09\x6C\xFB\x7F\xB5\xAB\x48\x15\xCF\x48\x4F\x82\xA5\x6E\x95\xE8\x7B\xA5\xD1\xAF\xD4\x00\xA5\xD1\x3B\x05\x43\xA8\xFF\xE1\xD9\x08\xC3\xA0\x25\x94\x2F\x4A\xDF\xDF\xE7\xA0\xD0\x07\x3F\x43\xE3\xAE\x10\x42\x1E\x94\xBC\xB3\x7D\x5C\xF4\x1F\x2C\x65\xEB\x63\xA3\x99\x5E\x72\x3F\xF6\x36\xCB\x92\xE0\x18\x1C\x66\x9F\xA9\x26\xFF\xF0\xDE\x72\xE8\xC7\x70\x71'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.62

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x94C5148D), ('P4rIngress.aggregator.bitmap_seq.seq', 0xD40B1E80)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xD40B1E80, 4373)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x07), ('P4rIngress.aggregator.count_exp.exponent', 0x4B)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x7BD3AB03), ('P4rIngress.aggregator.values_v00000.hi', 0xB66453AA)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x9F041B92), ('P4rIngress.aggregator.values_v00001.hi', 0x607129B6)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x461AC1B5), ('P4rIngress.aggregator.values_v00010.hi', 0x3F8B4D13)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x3CAC7947), ('P4rIngress.aggregator.values_v00011.hi', 0x9E9AF768)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x9374BA26), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xB1BF1A2C), ('P4rIngress.aggregator.values_v00101.hi', 0x6C15E5F7)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x57CD1C47), ('P4rIngress.aggregator.values_v00110.hi', 0xD4531136)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x29F0FFBB), ('P4rIngress.aggregator.values_v00111.hi', 0x65DDEB5F)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0xBDAE523E), ('P4rIngress.aggregator.values_v01000.hi', 0x48EEDB9F)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x9D204A51), ('P4rIngress.aggregator.values_v01001.hi', 0x786F6A88)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x65E16269), ('P4rIngress.aggregator.values_v01010.hi', 0x826577B1)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x6FEF2E13), ('P4rIngress.aggregator.values_v01011.hi', 0x4A1DCE37)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x23EDFE9F), ('P4rIngress.aggregator.values_v01100.hi', 0x669C51A9)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x7FD33434), ('P4rIngress.aggregator.values_v01101.hi', 0x0BDFDD6D)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xE3CD6343), ('P4rIngress.aggregator.values_v01110.hi', 0x69F96F9C)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x7D09942D), ('P4rIngress.aggregator.values_v01111.hi', 0xF577E7AA)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x57D5C3EC), ('P4rIngress.aggregator.values_v10000.hi', 0x0F662D69)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x1B4EBFEB), ('P4rIngress.aggregator.values_v10001.hi', 0x2AE94D6C)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x3393FAC2), ('P4rIngress.aggregator.values_v10010.hi', 0x2CAA879B)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x591AB75B), ('P4rIngress.aggregator.values_v10011.hi', 0x48A09196)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xCFF476A1), ('P4rIngress.aggregator.values_v10100.hi', 0xA78D5E67)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x03D3CD3B), ('P4rIngress.aggregator.values_v10101.hi', 0xE672ED65)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x96B5710B), ('P4rIngress.aggregator.values_v10110.hi', 0x1DBE8EBE)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x7DC7153F), ('P4rIngress.aggregator.values_v10111.hi', 0xB7F85296)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x9F4C0DFB), ('P4rIngress.aggregator.values_v11000.hi', 0x0B19EA4F)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x312252E9), ('P4rIngress.aggregator.values_v11001.hi', 0x7108ED82)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x7627B2A4), ('P4rIngress.aggregator.values_v11010.hi', 0x54A3F719)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x8978943E), ('P4rIngress.aggregator.values_v11011.hi', 0x4EA3DF2B)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x2A3B3D10), ('P4rIngress.aggregator.values_v11100.hi', 0x2504B0BB)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x52B41F8B), ('P4rIngress.aggregator.values_v11101.hi', 0xB02925F1)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x43BF9485), ('P4rIngress.aggregator.values_v11110.hi', 0xBB71B824)], 4373)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xC952B2F4), ('P4rIngress.aggregator.values_v11111.hi', 0x5D174A60)], 4373)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x378A),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x378A),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x8CD7),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000008BB),
                gc.DataTuple('slot_count', 0x0000091B),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB5B1762D),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x024),
                gc.KeyTuple('src_addr', 0x476742EC),
                gc.KeyTuple('src_port', 0x70EB),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x8CD7),
                gc.DataTuple('rank', 0x0013),
                gc.DataTuple('worker_index', 0x00F0),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x47\x67\x42\xEC\x00\x00\x00\x00\x70\xEB\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x8C\xD7\x00\x13\xB5\xB1\x76\x2D\x08\x5A\x06\x0C\xD4\x0B\x1E\x80\x00\x40\x00\x00\x2D\x88\xB6\xFF\x9C\x2C\x87\x9B\x9B\x57\x01\x3F\x4B\x70\x33\xD6\x58\xF2\xA6\xB1\x6A\xCE\x16\x76\x50\x14\xC2\xE8\xA5\x21\x52\xEF\xBE\x76\x38\x03\x00\x00\x00\x00\xB1\xB0\x72\x6F\x4E\x65\x8E\x33\x4F\x50\x6A\x5E\xC4\x6C\x60\xB0\xA2\x37\x59\x89\x67\x8E\xDB\x98\x98\x0E\x66\x4D\x42\x45\xDA\xCA\xB8\xE1\xCB\x37\xD5\x46\xA3\xFF\x7B\xE5\xC2\x4C\x88\xE1\x33\xBA\x12\x18\xC3\xDB\x3C\xE3\x97\x7F\x75\xA9\xA9\x47\x38\xA9\xE4\x58\x01\xDE\x55\x14\xB4\x78\x5D\x4D\x8F\xEC\x2A\xAD\x41\x8B\x15\xC6\x4D\x11\x14\x6D\x71\x33\xAE\x7E\x55\x78\x36\xE6\x76\xF2\x3F\x69\x49\xFA\xD4\x69\x5B\x71\x18\x5E\x74\x0E\xF8\x8B\x78\x2B\x34\x6B\x32\x92\x96\x1D\x5B\xA0\xDD\x34\x98\x04\x7D\xBA\xAA\x95\x29\xB3\x7F\x6B\x44\x75\x6C\x87\xED\x87\x4A\xFD\x7B\xC9\x37\x71\xBC\xFA\x5C\x2F\xBA\x11\x17\x7B\xDA\xD6\x94\xAA\x5D\x98\x7E\x95\x49\xA7\x97\x1E\x77\x9B\x2E\xD8\x35\xB9\x44\x25\x93\xE3\x6E\x42\x3F\xD9\xD0\x8A\xBD\x7C\x38\x93\x5F\x60\x87\xBC\x57\x93\x6C\x21\x93\xBB\x3A\xFC\x90\xAD\x98\xB1\xF9\x51\x62\x88\x95\x52\xA8\x61\xA4\xEB\x5B\x56\xB5\xEF\x69\xAD\x72\xB6\x44\x5F\xD9\xB0\xB2\xC6\x1F\x83\xE5\x3D\x33\x8E\xFA\xF0\xC1\xE3\x08\x12\x86\xDC\x07\x7D\xF6\xE3\x0D\x38\x21\x53\x74\x11\x68\x4E\x48\xCB\x20\x85\xA5\x26\x99\x24\xD9\x70\x39\x06\xFC\x4B\xAA\xA6\x69\xE9\x73\xE4\x19\xD1\x66\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x47\x67\x42\xEC\xBE\xEF\x70\xEB\x01\x20\x00\x00\x50\x34\x02\x82\x8C\xD7\x00\x13\xB5\xB1\x76\x2D\x08\x5A\x00\x0C\xD4\x0B\x1E\x80\x00\x40\x00\x08\x7F\xFF\xFF\xFF\x9C\x2C\x87\x9B\x80\x00\x00\x00\x4B\x70\x33\xD6\x7F\xFF\xFF\xFF\x6A\xCE\x16\x76\x7F\xFF\xFF\xFF\xA5\x21\x52\xEF\x80\x00\x00\x00\x00\x00\x00\x00\x80\x00\x00\x00\x4E\x65\x8E\x33\x7F\xFF\xFF\xFF\xC4\x6C\x60\xB0\xCC\x28\x59\x44\x67\x8E\xDB\x98\x80\x00\x00\x00\x42\x45\xDA\xCA\x80\x00\x00\x00\xD5\x46\xA3\xFF\x7F\xFF\xFF\xFF\x88\xE1\x33\xBA\x7F\xFF\xFF\xFF\x3C\xE3\x97\x7F\x7F\xFF\xFF\xFF\x38\xA9\xE4\x58\x7F\xFF\xFF\xFF\xB4\x78\x5D\x4D\x80\x00\x00\x00\x41\x8B\x15\xC6\x7F\xFF\xFF\xFF\x71\x33\xAE\x7E\x7F\xFF\xFF\xFF\x76\xF2\x3F\x69\x65\x49\x94\x54\x5B\x71\x18\x5E\x7F\xFF\xFF\xFF\x78\x2B\x34\x6B\x7F\xFF\xFF\xFF\x5B\xA0\xDD\x34\x80\x00\x00\x00\xAA\x95\x29\xB3\x7F\xFF\xFF\xFF\x6C\x87\xED\x87\xE1\xB2\xEC\xD4\x37\x71\xBC\xFA\x7F\xFF\xFF\xFF\x17\x7B\xDA\xD6\x80\x00\x00\x00\x7E\x95\x49\xA7\xC8\x40\xCA\x84\x2E\xD8\x35\xB9\x7F\xFF\xFF\xFF\x6E\x42\x3F\xD9\x80\x00\x00\x00\x38\x93\x5F\x60\xB1\xF7\x94\xA3\x6C\x21\x93\xBB\x7F\xFF\xFF\xFF\x98\xB1\xF9\x51\x7F\xFF\xFF\xFF\xA8\x61\xA4\xEB\x24\xA9\x68\xE3\x69\xAD\x72\xB6\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x94\xCD\x14\x8D\xD4\x0B\x1E\x80\xD4\x0B\x1E\x80\x08\x4B\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x00\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x98\xBF\x71\xE6\xCC\x28\x59\x44\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x4D\xB6\x0E\x87\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC0\x58\x3A\xBA\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x66\xAB\x96\x28\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x65\x49\x94\x54\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x52\xFA\xDA\xEC\xE1\xB2\xEC\xD4\x55\x30\x4B\xB8\x7F\xFF\xFF\xFF\xCF\x74\x2D\x6C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC8\x40\xCA\x84\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB1\xF7\x94\xA3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x24\xA9\x68\xE3\x7F\xFF\xFF\xFF\x44\x5F\xD9\xB0\xB2\xC6\x1F\x83\xE5\x3D\x33\x8E\xFA\xF0\xC1\xE3\x08\x12\x86\xDC\x07\x7D\xF6\xE3\x0D\x38\x21\x53\x74\x11\x68\x4E\x48\xCB\x20\x85\xA5\x26\x99\x24\xD9\x70\x39\x06\xFC\x4B\xAA\xA6\x69\xE9\x73\xE4\x19\xD1\x66\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.62

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xCFD0FBE6), ('P4rIngress.aggregator.bitmap_seq.seq', 0x8F941A6B)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x8F941A6B, 14038)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 14038)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 14038)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x2699),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x2699),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x5185),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000003D3),
                gc.DataTuple('slot_count', 0x0000133D),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDF696B77),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02E),
                gc.KeyTuple('src_addr', 0x1C735BD4),
                gc.KeyTuple('src_port', 0x52CB),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x5185),
                gc.DataTuple('rank', 0x000C),
                gc.DataTuple('worker_index', 0x0031),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1C\x73\x5B\xD4\x00\x00\x00\x00\x52\xCB\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x51\x85\x00\x0C\xDF\x69\x6B\x77\x13\x03\x03\x00\xD1\x90\x05\x84\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x6D\x2D\x73\xA2\x85\xD5\xF5\xFA\xEA\x99\x92\xE8\xD6\xBE\x13\xD2\x84\x6B\xA6\x3A\xD1\xD1\x9C\x60\x4F\xBA\xCE\xD3\x34\x59\x00\x3D\x93\xA6\x46\xEF\xE5\x0A\xD6\x42\x02\x64\xAB\x1D\x55\x5C\x46\x8F\x4A\x43\xC9\x9C\x7F\x7B\xD5\x83\xA0\xD8\xDC\x7F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1C\x73\x5B\xD4\x00\x00\x00\x00\x52\xCB\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x51\x85\x00\x0C\xDF\x69\x6B\x77\x13\x03\x03\x00\xD1\x90\x05\x84\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x00\x10\x00\xD1\x90\x05\x84\xD1\x90\x05\x84\x01\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x6D\x2D\x73\xA2\x85\xD5\xF5\xFA\xEA\x99\x92\xE8\xD6\xBE\x13\xD2\x84\x6B\xA6\x3A\xD1\xD1\x9C\x60\x4F\xBA\xCE\xD3\x34\x59\x00\x3D\x93\xA6\x46\xEF\xE5\x0A\xD6\x42\x02\x64\xAB\x1D\x55\x5C\x46\x8F\x4A\x43\xC9\x9C\x7F\x7B\xD5\x83\xA0\xD8\xDC\x7F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

