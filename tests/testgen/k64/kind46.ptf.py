# PTF test for build/testgen/k64/kind46/main
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

logger = logging.getLogger('build/testgen/k64/kind46/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, 'build/testgen/k64/kind46/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('build/testgen/k64/kind46/main')

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
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xCA8C5928), ('P4rIngress.aggregator.bitmap_seq.seq', 0x5A000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x5A000000, 5370)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 5370)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 5370)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0C7C),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x30C1),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xE007),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000491),
                gc.DataTuple('slot_count', 0x0000126B),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x00AA6309),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x032),
                gc.KeyTuple('src_addr', 0x708AA0D4),
                gc.KeyTuple('src_port', 0x3F9E),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xE007),
                gc.DataTuple('rank', 0x001D),
                gc.DataTuple('worker_index', 0x00BD),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x70\x8A\xA0\xD4\x00\x00\x00\x00\x3F\x9E\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE0\x07\x00\x1D\x00\xAA\x63\x09\x10\x69\x02\x00\xD4\x18\x27\x5F\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF1\x94\x11\x57\x60\x5A\xF5\x9E\xB6\x73\x2D\x71\x0A\x10\x66\xB7\x62\xF3\x11\xBA\x67\xC9\x75\xA6\xDC\x1D\x5F\xFD\xEC\x12\xE4\x08\x82\x9F\x27\x73\x61\x7F\x84\x13\x73\xA9\xD7\x4D\x52\x02\xFC\xC0\x98\xF6\xFF\xC1\xE9\xE1\x9F\x9E\x3C\x6D\x97\x62\x5E\xC0\xB6\xBC\xC1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x70\x8A\xA0\xD4\x00\x00\x00\x00\x3F\x9E\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE0\x07\x00\x1D\x00\xAA\x63\x09\x10\x69\x02\x00\xD4\x18\x27\x5F\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x20\x00\x00\x00\xD4\x18\x27\x5F\xD4\x18\x27\x5F\x01\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF1\x94\x11\x57\x60\x5A\xF5\x9E\xB6\x73\x2D\x71\x0A\x10\x66\xB7\x62\xF3\x11\xBA\x67\xC9\x75\xA6\xDC\x1D\x5F\xFD\xEC\x12\xE4\x08\x82\x9F\x27\x73\x61\x7F\x84\x13\x73\xA9\xD7\x4D\x52\x02\xFC\xC0\x98\xF6\xFF\xC1\xE9\xE1\x9F\x9E\x3C\x6D\x97\x62\x5E\xC0\xB6\xBC\xC1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test4(AbstractTest):
    # Current statement coverage: 0.42

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x704DB01F), ('P4rIngress.aggregator.bitmap_seq.seq', 0xEF299AF1)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xEF299AF1, 4933)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 4933)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 4933)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x98E2),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xC7CD),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xDDAF),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000094D),
                gc.DataTuple('slot_count', 0x00000D5F),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC1B4FD69),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x032),
                gc.KeyTuple('src_addr', 0x9B953BAC),
                gc.KeyTuple('src_port', 0xCD65),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xDDAF),
                gc.DataTuple('rank', 0x001D),
                gc.DataTuple('worker_index', 0x0272),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9B\x95\x3B\xAC\x00\x00\x00\x00\xCD\x65\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xDD\xAF\x00\x1D\xC1\xB4\xFD\x69\x09\xF8\x04\x00\x69\x4C\xDA\x82\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x23\x1B\x54\x78\xF4\x1F\xD3\x2C\x1E\x81\xF9\x11\xF0\xDC\x60\xFF\x50\x8C\xE7\x8D\x23\xA1\x95\xB0\xDE\x9E\xD9\xD4\xE9\xCE\x38\xED\xEF\x99\x3D\x44\xDD\x40\xB7\x04\x0C\xDC\x60\x77\xA7\x0C\x0A\x9F\x94\x87\x54\xC3\xBC\x56\xB5\xE8\x95\xC2\x61\x78\x7B\xEA\x72\x5B\x76\x07\xF1\xB5\x83\xCF\x8D\xE2\xCD\x19\xE5\x02\x4E\x59\x16\x86\xED\x47\xB0\x94\x21\x5A\x76'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x9B\x95\x3B\xAC\xBE\xEF\xCD\x65\x01\x20\x00\x00\x50\x34\x02\x82\xDD\xAF\x00\x1D\xC1\xB4\xFD\x69\x09\xF8\x00\x00\x69\x4C\xDA\x82\x00\x40\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x20\x00\x00\x00\x69\x4C\xDA\x82\x69\x4C\xDA\x82\x01\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x23\x1B\x54\x78\xF4\x1F\xD3\x2C\x1E\x81\xF9\x11\xF0\xDC\x60\xFF\x50\x8C\xE7\x8D\x23\xA1\x95\xB0\xDE\x9E\xD9\xD4\xE9\xCE\x38\xED\xEF\x99\x3D\x44\xDD\x40\xB7\x04\x0C\xDC\x60\x77\xA7\x0C\x0A\x9F\x94\x87\x54\xC3\xBC\x56\xB5\xE8\x95\xC2\x61\x78\x7B\xEA\x72\x5B\x76\x07\xF1\xB5\x83\xCF\x8D\xE2\xCD\x19\xE5\x02\x4E\x59\x16\x86\xED\x47\xB0\x94\x21\x5A\x76'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test5(AbstractTest):
    # Current statement coverage: 0.42

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x052F26BF), ('P4rIngress.aggregator.bitmap_seq.seq', 0x0B1AE63F)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x0B1AE63F, 5329)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 5329)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 5329)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x62BE),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x8C45),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xC17F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000093D),
                gc.DataTuple('slot_count', 0x00000EC6),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEC5DE341),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03E),
                gc.KeyTuple('src_addr', 0x7F3B4E8C),
                gc.KeyTuple('src_port', 0x4EE8),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xC17F),
                gc.DataTuple('rank', 0x000E),
                gc.DataTuple('worker_index', 0x026A),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7F\x3B\x4E\x8C\x00\x00\x00\x00\x4E\xE8\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xC1\x7F\x00\x0E\xEC\x5D\xE3\x41\x0B\x94\x02\x00\x79\x8B\x74\x2F\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x84\xD4\x21\xC2\xB6\x26\x7C\x89\x0C\x9F\x33\xFB\xEC\x4B\x56\x18\x35\x64\xBB\x8F\xC0\xFE\x07\xBB\x82\x1C\x82\xB8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7F\x3B\x4E\x8C\x00\x00\x00\x00\x4E\xE8\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xC1\x7F\x00\x0E\xEC\x5D\xE3\x41\x0B\x94\x02\x00\x79\x8B\x74\x2F\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x00\x40\x00\x79\x8B\x74\x2F\x79\x8B\x74\x2F\x01\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x84\xD4\x21\xC2\xB6\x26\x7C\x89\x0C\x9F\x33\xFB\xEC\x4B\x56\x18\x35\x64\xBB\x8F\xC0\xFE\x07\xBB\x82\x1C\x82\xB8'
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
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xCA\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xEA\x00\x00\x00\x00\x00\x00\x40\x00\x00\x4B\x5B\x24\x71\x12\x6C\xE8\x18\x21\x38\x94\xD3\x03\x36\xDE\x6C\xA7\x81\xC3\x40\x8F\x49\x9C\xA9\x09\x37\x42\x4F\xB6\x86\x72\x32\x9D\xC7\xBB\xCD\x39\xC8\x16\x54\xC8\x2E\x6E\x08\x1B\x84\xBC\x20\xEA\x99\xD6\x63\x0B\x67\xC0\x6D\xEF\xEB\xB4\x88\x1F\x10\x5D\x4A\x27\x41\x30\xDE\x0F\x56\xC4\x1C\x5C\xA5\xC5\x1F\x22\xEE\xBA\xD2\x6D\xAA\x78\x37\x8E\x65\xC2\x9C\x6D\x85\x20\xFD\xBF\x43\x5D\x20\xC0\x7A\xBF\x36\xDD\x11\x14\x30\x6D\x49\xF6\x53\x63\x4A\xD5\xD4\x9C\xEA\x2A\x82\xCE\x9E\x72\x21\xB7\xA6\xF9\xDD\x3B\xA4\x33\xB5\x4A\x2D\xB6\x23\xCC\xF6\x43\x4B\xD0\x20\x70\x3F\x04\xC6\x11\x9D\x5E\x2A\xF9\x80\x8F\x9F\xAD\x2E\x6A\xFD\x3B\xCE\xF8\x37\x6D\x42\x91\xEF\xE3\x74\x95\xF4\x51\xC3\x17\x70\x3E\x2D\x47\x78\x94\xEA\x3B\xCE\xAF\x9C\x1F\xC9\xD2\x90\x47\x3F\xE7\x57\xD7\x8F\x56\x2D\xF7\xB9\x15\xCE\x8D\x85\xBD\xA8\x3B\x54\x85\xCD\x89\xF0\xD5\x2F\x49\xE9\x69\x71\xDC\x2A\xCA\xB1\x1A\x25\x88\xDB\x3F\x07\xB0\x4D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.43

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x903951DC), ('P4rIngress.aggregator.bitmap_seq.seq', 0x3B34E331)], 6520)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x3B34E331, 6520)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0xB66E),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xE8BD),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x4869),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D41),
                gc.DataTuple('slot_count', 0x00000D5B),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5B2D0DE0),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x036),
                gc.KeyTuple('src_addr', 0x7F91C204),
                gc.KeyTuple('src_port', 0x3798),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4869),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x0250),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7F\x91\xC2\x04\x00\x00\x00\x00\x37\x98\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x48\x69\x00\x03\x5B\x2D\x0D\xE0\x0C\x37\x04\x00\x2C\x22\x8A\xF4\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA3\xB3\xEE\x56\xDD\x00\x31\x84\xE8\xB6\x24\xAC\xE2\x69\xCE\x04\x65\x2C\x18\x66\x17\xBE\x42\xA4\x02\xB2\x5B\x41\x34\x30\x11\x08\x88\xF0\x29\x86\x4C\xE6\xC0\xB4\x96\x99\x18\x6D\x65\x46\x35\xCD\xF6\xCD\x13\x02\x99\xCA\xA1\x35\x2A\xA9\x36\x75\xB7\x26\x5E\xBD\xD6\x96\xC3\xA5\x56\x9C\x10\xFB\x51\xD1\x21\xDC\x44\xA3\x43\xD1\xC4\xA7\x76\x4F\xA0\x91\xAB\x52\xD8\xCE\xEA\x9C\x0D\xF4\xBE\xCE\x3C\xBC\x37\x34\xDB\x40\x8D\x0A\xF1\x44\x82\x3F\xFA\x91\x61\x50\xEE\x9E\x25\x62\x66\xE2\x94\x6A\x2E\xD8\x1B\xFD\x72\xC2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7F\x91\xC2\x04\x00\x00\x00\x00\x37\x98\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x48\x69\x00\x03\x5B\x2D\x0D\xE0\x0C\x37\x04\x00\x2C\x22\x8A\xF4\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x06\xFF\xFF\x02\x50\x90\x39\x51\xDC\x3B\x34\xE3\x31\x3B\x34\xE3\x31\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA3\xB3\xEE\x56\xDD\x00\x31\x84\xE8\xB6\x24\xAC\xE2\x69\xCE\x04\x65\x2C\x18\x66\x17\xBE\x42\xA4\x02\xB2\x5B\x41\x34\x30\x11\x08\x88\xF0\x29\x86\x4C\xE6\xC0\xB4\x96\x99\x18\x6D\x65\x46\x35\xCD\xF6\xCD\x13\x02\x99\xCA\xA1\x35\x2A\xA9\x36\x75\xB7\x26\x5E\xBD\xD6\x96\xC3\xA5\x56\x9C\x10\xFB\x51\xD1\x21\xDC\x44\xA3\x43\xD1\xC4\xA7\x76\x4F\xA0\x91\xAB\x52\xD8\xCE\xEA\x9C\x0D\xF4\xBE\xCE\x3C\xBC\x37\x34\xDB\x40\x8D\x0A\xF1\x44\x82\x3F\xFA\x91\x61\x50\xEE\x9E\x25\x62\x66\xE2\x94\x6A\x2E\xD8\x1B\xFD\x72\xC2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.57

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x20227E53), ('P4rIngress.aggregator.bitmap_seq.seq', 0x5175C822)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x5175C822, 4595)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0D), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 4595)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 4595)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x6B16),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xAC59),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xEE1E),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000003E8),
                gc.DataTuple('slot_count', 0x00001B57),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3599D5F8),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x016),
                gc.KeyTuple('src_addr', 0x50B544D7),
                gc.KeyTuple('src_port', 0x6E99),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xEE1E),
                gc.DataTuple('rank', 0x001D),
                gc.DataTuple('worker_index', 0x0366),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x50\xB5\x44\xD7\x00\x00\x00\x00\x6E\x99\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xEE\x1E\x00\x1D\x35\x99\xD5\xF8\x0E\x0B\x04\x00\x51\x75\xC8\x22\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x34\x19\x40\x8E\x80\xD2\xCD\xEC\xD9\xEA\x0E\xF3\x3E\xBD\xFC\x65\xC9\xDA\x47\xF2\xF2\xBB\xCF\xC1\x9F\x32\x36\x9D\xE5\x2F\xAE\xBA\x82\xBC\xD0\x3B\xFF\x27\x58\x6D\x43\x79\xB8\x03\x92\x54\x83\xAF\xE3\x0D\x7C\xEE\x95\xB8\xAE\x2A\x58\x0E\x15\xE8\x66\x9E\xBF\xBC\x9F\xAD\x0E\xC5\xAD\x75\x97\x85\xD2\x11\x44\xBC\x2D\x48\x7B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x50\xB5\x44\xD7\xBE\xEF\x6E\x99\x01\x20\x00\x00\x50\x34\x02\x83\xEE\x1E\x00\x1D\x35\x99\xD5\xF8\x0E\x0B\x00\x00\x51\x75\xC8\x22\x00\x40\x00\x0D\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x05\xFF\xFF\x03\x66\x20\x22\x7E\x53\x51\x75\xC8\x22\x51\x75\xC8\x22\x0D\x00\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x34\x19\x40\x8E\x80\xD2\xCD\xEC\xD9\xEA\x0E\xF3\x3E\xBD\xFC\x65\xC9\xDA\x47\xF2\xF2\xBB\xCF\xC1\x9F\x32\x36\x9D\xE5\x2F\xAE\xBA\x82\xBC\xD0\x3B\xFF\x27\x58\x6D\x43\x79\xB8\x03\x92\x54\x83\xAF\xE3\x0D\x7C\xEE\x95\xB8\xAE\x2A\x58\x0E\x15\xE8\x66\x9E\xBF\xBC\x9F\xAD\x0E\xC5\xAD\x75\x97\x85\xD2\x11\x44\xBC\x2D\x48\x7B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.57

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xBFDD5EE3), ('P4rIngress.aggregator.bitmap_seq.seq', 0xCEA79D31)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xCEA79D31, 4513)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 4513)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 4513)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x790E),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xB2CD),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x2BCE),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A41),
                gc.DataTuple('slot_count', 0x00000BC3),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1115BEAE),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x9AA0C180),
                gc.KeyTuple('src_port', 0xD38F),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2BCE),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x03A2),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9A\xA0\xC1\x80\x00\x00\x00\x00\xD3\x8F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2B\xCE\x00\x1E\x11\x15\xBE\xAE\x07\x60\x04\x00\x1A\xB4\x00\xE0\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD8\x40\x3D\xD2\x3B\x67\xE0\xFB\x22\x1E\xE5\x72\x9F\x54\x94\xFE\xE1\x9A\x5A\xC6\x0F\xE0\xF0\xAA\xE2\x5E\x48\x0E\xDC\x7F\x58\x40\xA9\x52\x88\xCC\xF4\x01\xCF\x3A\xC8\x2B\xE2\xBC\x92\x1B\x21\x89\x02\x59\x80\xC9\x95\x34\x55\x02\x1E\x49\x1A\xFA\xEB\xC5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x9A\xA0\xC1\x80\xBE\xEF\xD3\x8F\x01\x20\x00\x00\x50\x34\x02\x82\x2B\xCE\x00\x1E\x11\x15\xBE\xAE\x07\x60\x00\x00\x1A\xB4\x00\xE0\x00\x40\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x40\x00\x00\x00\x1A\xB4\x00\xE0\x1A\xB4\x00\xE0\x01\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD8\x40\x3D\xD2\x3B\x67\xE0\xFB\x22\x1E\xE5\x72\x9F\x54\x94\xFE\xE1\x9A\x5A\xC6\x0F\xE0\xF0\xAA\xE2\x5E\x48\x0E\xDC\x7F\x58\x40\xA9\x52\x88\xCC\xF4\x01\xCF\x3A\xC8\x2B\xE2\xBC\x92\x1B\x21\x89\x02\x59\x80\xC9\x95\x34\x55\x02\x1E\x49\x1A\xFA\xEB\xC5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.57

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x4D284AD7), ('P4rIngress.aggregator.bitmap_seq.seq', 0xDD800000)], 6422)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xDD800000, 6422)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x9B1A),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xA9A5),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xFF54),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000635),
                gc.DataTuple('slot_count', 0x00001843),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x99108D0D),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0xD2C94F1E),
                gc.KeyTuple('src_port', 0x7D79),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xFF54),
                gc.DataTuple('rank', 0x000E),
                gc.DataTuple('worker_index', 0x0388),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD2\xC9\x4F\x1E\x00\x00\x00\x00\x7D\x79\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xFF\x54\x00\x0E\x99\x10\x8D\x0D\x12\xE1\x00\x00\x85\xAB\xF0\x56\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x43\x52\x9B\x38\xD9\x01\x31\x9D\x68\xDD\x4E\x86\x2E\xE6\x89\x09\xF3\xB2\xB3\xE1\x3F\xCA\x16\x1B\xA6\xC1\x4D\x10\xE1\x09\x56\x14\x12\xDB\xBA\x74\xA8\x13\x21\x1A\xE4\xC0\x01\x6D\x24\xB2\x8F\xFB\x79\x96\x3A\xB5\xA9\xB3\x2B\x99\x8D\x49\x1B\x86\xE3\x59\x02\x36\x82\xA0\xC9\x9A\x1C\x6A\xD9\x99\x48\x93\x20\x4B\x1B\x35\xA1\x53\x50'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD2\xC9\x4F\x1E\x00\x00\x00\x00\x7D\x79\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xFF\x54\x00\x0E\x99\x10\x8D\x0D\x12\xE1\x00\x00\x85\xAB\xF0\x56\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x06\xFF\xFF\x03\x88\x4D\x28\x4A\xD7\xDD\x80\x00\x00\xDD\x80\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x43\x52\x9B\x38\xD9\x01\x31\x9D\x68\xDD\x4E\x86\x2E\xE6\x89\x09\xF3\xB2\xB3\xE1\x3F\xCA\x16\x1B\xA6\xC1\x4D\x10\xE1\x09\x56\x14\x12\xDB\xBA\x74\xA8\x13\x21\x1A\xE4\xC0\x01\x6D\x24\xB2\x8F\xFB\x79\x96\x3A\xB5\xA9\xB3\x2B\x99\x8D\x49\x1B\x86\xE3\x59\x02\x36\x82\xA0\xC9\x9A\x1C\x6A\xD9\x99\x48\x93\x20\x4B\x1B\x35\xA1\x53\x50'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.57

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x4C24DD61), ('P4rIngress.aggregator.bitmap_seq.seq', 0xE515CB0A)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xE515CB0A, 3255)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 3255)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 3255)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x7D31),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xF28B),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x45CA),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000063C),
                gc.DataTuple('slot_count', 0x0000097C),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5807BD1C),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00F),
                gc.KeyTuple('src_addr', 0xFC74A130),
                gc.KeyTuple('src_port', 0xACAC),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x45CA),
                gc.DataTuple('rank', 0x001B),
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
        ig_port = 15
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFC\x74\xA1\x30\x00\x00\x00\x00\xAC\xAC\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x45\xCA\x00\x1B\x58\x07\xBD\x1C\x06\x7B\x06\x00\x23\x47\xE1\x03\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x2A\x6E\x24\xAF\x7F\x8F\xBB\xC6\x3A\x9F\x36\x1B\x95\x21\x54\x70\xE8\x51\x40\x13\x1A\x88\x1B\x66\xAA\x66\xC7\x5D\xBA\x05\xEE\x62\xCB\x69\x2A\xEE\xCE\x3D\x7E\xE7\x1C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xFC\x74\xA1\x30\xBE\xEF\xAC\xAC\x01\x20\x00\x00\x50\x34\x02\x82\x45\xCA\x00\x1B\x58\x07\xBD\x1C\x06\x7B\x00\x00\x23\x47\xE1\x03\x00\x40\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x08\x00\x00\x00\x23\x47\xE1\x03\x23\x47\xE1\x03\x01\x00\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x2A\x6E\x24\xAF\x7F\x8F\xBB\xC6\x3A\x9F\x36\x1B\x95\x21\x54\x70\xE8\x51\x40\x13\x1A\x88\x1B\x66\xAA\x66\xC7\x5D\xBA\x05\xEE\x62\xCB\x69\x2A\xEE\xCE\x3D\x7E\xE7\x1C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.57

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 2931)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 2931)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 2931)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x72B9),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xF065),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x7957),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B73),
                gc.DataTuple('slot_count', 0x00000E69),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB40990E3),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00B),
                gc.KeyTuple('src_addr', 0x13E73241),
                gc.KeyTuple('src_port', 0x3354),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x7957),
                gc.DataTuple('rank', 0x0017),
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
        ig_port = 11
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x13\xE7\x32\x41\x00\x00\x00\x00\x33\x54\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x79\x57\x00\x17\xB4\x09\x90\xE3\x00\x00\x02\x00\x56\x37\xE5\xEE\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0B\x5E\xF9\x68\xFB\x99\xE7\x0E\x3C\xFB\x63\xFA\x14\x62\x5F\xFB\xB4\xA7\x95\xBD\x60\xBF\xA3\x8B\xC5\xD9\x86\x9D\x11\x76\x2A\xE7\xA2\xE3\xF1\x10\x57\xBA\x75\xD5\xCF\xD0\x42\x07\x77\x38\xC3\x2E\x11\x29\x03\x32\x91\xA0\xAD\x79\x04\xF2\x12\xDE\xC5\x58\xA5\xF2\x71\x9D\x66\x66\x84\xDD\xF2\x34\x0B\x55\x6D\xE5\xBB\xAF\x3A\x9C\x15\x63\x4B\x1B\x92\x8E\x9B\x92\x2F\x63\xA6\xA4\xCD\x5A\x6D\xC6\xDC\x21\x54\x61\x87\x18\x4E\x96\x8A\x6C\x98\x80\xDA\xDA\x97\x7A\x4C\x7E\x2B\xE6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x13\xE7\x32\x41\xBE\xEF\x33\x54\x01\x20\x00\x00\x50\x34\x02\x82\x79\x57\x00\x17\xB4\x09\x90\xE3\x00\x00\x00\x00\x56\x37\xE5\xEE\x00\x40\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x80\x00\x00\x56\x37\xE5\xEE\x56\x37\xE5\xEE\x01\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0B\x5E\xF9\x68\xFB\x99\xE7\x0E\x3C\xFB\x63\xFA\x14\x62\x5F\xFB\xB4\xA7\x95\xBD\x60\xBF\xA3\x8B\xC5\xD9\x86\x9D\x11\x76\x2A\xE7\xA2\xE3\xF1\x10\x57\xBA\x75\xD5\xCF\xD0\x42\x07\x77\x38\xC3\x2E\x11\x29\x03\x32\x91\xA0\xAD\x79\x04\xF2\x12\xDE\xC5\x58\xA5\xF2\x71\x9D\x66\x66\x84\xDD\xF2\x34\x0B\x55\x6D\xE5\xBB\xAF\x3A\x9C\x15\x63\x4B\x1B\x92\x8E\x9B\x92\x2F\x63\xA6\xA4\xCD\x5A\x6D\xC6\xDC\x21\x54\x61\x87\x18\x4E\x96\x8A\x6C\x98\x80\xDA\xDA\x97\x7A\x4C\x7E\x2B\xE6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.57

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x72331FCE), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC2E3E791)], 6805)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC2E3E791, 6805)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x4B66),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x8C88),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x2337),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001A5F),
                gc.DataTuple('slot_count', 0x00000059),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA23FE487),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0xD4C38F37),
                gc.KeyTuple('src_port', 0x8300),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2337),
                gc.DataTuple('rank', 0x0014),
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
        ig_port = 1
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD4\xC3\x8F\x37\x00\x00\x00\x00\x83\x00\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x23\x37\x00\x14\xA2\x3F\xE4\x87\x00\x36\x04\x00\x58\x8A\xFF\xE4\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x1A\x51\xB8\xA6\x83\x3B\xD1\x8B\x44\x9A\xE8\x0B\xB2\x9D\xDF\x12\x9B\x28\x57\x23\x76\x6A\x75\x0F\xD8\x0E\x32\x95\x04\xDA\x07\x2B\x10\xAC\x53\x61\x4D\x3F\x7F\x20\x99\x81\x66\x15\x8C\x35\x4C\x3B\x13\x02\x48\x19\xF5\xBA\x84\x97\x30\x55\x52\x1E\xC8\x7F\xE4\xBF\x8A\x7A\xF3\x82\xD1\x31\x66\x01\x75\x70\xDA\x1F\xFA\x1C\x63\x5F\x57\x37\xFB\x9A\x4E\x41\xD2\x81\x38\x77\x92\xE7\x39\xE8\xDD\xDF\xB4\x8A\x51\x66\x56\xEA\x93\x00\x2A\x23\xA7\xDB\x79\x4F\xF0\xEA\x85\xD6\xBA\x3F\x51\x97\xAE\xDB\x85\xD8\xD6\x73\xCB\x39\x9C\x37\xE9\x79\xA3\x9C\x1C\x58\x5D\x32\x0A\xE7\x64\xA1\xA1\x77\x85\x72\xFA\x85\xB4\x92\x91\x29\x35\x6C\x8C\x2F\xF8\x0A\xE7\x91\xCA\x62\xC0\xA9\x0B\x82\xDC\xB0\x3B\xD9\xC2\x12\xB8\x35\x97\xDF\xFD\x7C\x9E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD4\xC3\x8F\x37\x00\x00\x00\x00\x83\x00\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x23\x37\x00\x14\xA2\x3F\xE4\x87\x00\x36\x04\x00\x58\x8A\xFF\xE4\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x06\xFF\xFF\x03\x93\x72\x33\x1F\xCE\xC2\xE3\xE7\x91\xC2\xE3\xE7\x91\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x1A\x51\xB8\xA6\x83\x3B\xD1\x8B\x44\x9A\xE8\x0B\xB2\x9D\xDF\x12\x9B\x28\x57\x23\x76\x6A\x75\x0F\xD8\x0E\x32\x95\x04\xDA\x07\x2B\x10\xAC\x53\x61\x4D\x3F\x7F\x20\x99\x81\x66\x15\x8C\x35\x4C\x3B\x13\x02\x48\x19\xF5\xBA\x84\x97\x30\x55\x52\x1E\xC8\x7F\xE4\xBF\x8A\x7A\xF3\x82\xD1\x31\x66\x01\x75\x70\xDA\x1F\xFA\x1C\x63\x5F\x57\x37\xFB\x9A\x4E\x41\xD2\x81\x38\x77\x92\xE7\x39\xE8\xDD\xDF\xB4\x8A\x51\x66\x56\xEA\x93\x00\x2A\x23\xA7\xDB\x79\x4F\xF0\xEA\x85\xD6\xBA\x3F\x51\x97\xAE\xDB\x85\xD8\xD6\x73\xCB\x39\x9C\x37\xE9\x79\xA3\x9C\x1C\x58\x5D\x32\x0A\xE7\x64\xA1\xA1\x77\x85\x72\xFA\x85\xB4\x92\x91\x29\x35\x6C\x8C\x2F\xF8\x0A\xE7\x91\xCA\x62\xC0\xA9\x0B\x82\xDC\xB0\x3B\xD9\xC2\x12\xB8\x35\x97\xDF\xFD\x7C\x9E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.57

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x8D77E561), ('P4rIngress.aggregator.bitmap_seq.seq', 0x7DC1E791)], 924)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x7DC1E791, 924)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x5CAA),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xC6A6),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x2DA8),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000007B),
                gc.DataTuple('slot_count', 0x000013DC),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFEC4B83F),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00D),
                gc.KeyTuple('src_addr', 0xEE2F3198),
                gc.KeyTuple('src_port', 0x7CA3),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2DA8),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x032A),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEE\x2F\x31\x98\x00\x00\x00\x00\x7C\xA3\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2D\xA8\x00\x1E\xFE\xC4\xB8\x3F\x03\x21\x02\x00\x65\xCC\xDC\xA7\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB7\x1F\xC9\x09\x29\x1F\xE6\x29\x0E\xEC\x84\xF4\x3D\xAB\x0C\x5D\x63\xBC\x38\xD8\x36\x60\x25\x0A\x87\x5F\xC0\x64\x20\x90\xFC\xF1\xCE\x85\x25\x00\xEF\xBB\x82\xA7\x04\x9E\xA7\x75\x8B\x92\x27\xFD\xD3\x8C\x8B\x44\x3F\x4A\xAE\x31\x51\xFA\x9F\x2E\xB1\x64\x33\x40\xE5\x8F\x27\x15\x7D\x3D\x37\xAE\x07\x60\x7A\x25\xE9\x60\xCA\x55\xEB\x4C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEE\x2F\x31\x98\x00\x00\x00\x00\x7C\xA3\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2D\xA8\x00\x1E\xFE\xC4\xB8\x3F\x03\x21\x02\x00\x65\xCC\xDC\xA7\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x06\xFF\xFF\x03\x2A\x8D\x77\xE5\x61\x7D\xC1\xE7\x91\x7D\xC1\xE7\x91\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB7\x1F\xC9\x09\x29\x1F\xE6\x29\x0E\xEC\x84\xF4\x3D\xAB\x0C\x5D\x63\xBC\x38\xD8\x36\x60\x25\x0A\x87\x5F\xC0\x64\x20\x90\xFC\xF1\xCE\x85\x25\x00\xEF\xBB\x82\xA7\x04\x9E\xA7\x75\x8B\x92\x27\xFD\xD3\x8C\x8B\x44\x3F\x4A\xAE\x31\x51\xFA\x9F\x2E\xB1\x64\x33\x40\xE5\x8F\x27\x15\x7D\x3D\x37\xAE\x07\x60\x7A\x25\xE9\x60\xCA\x55\xEB\x4C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.57

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 3596)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 3596)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 3596)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x3BD0),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xECF7),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x2FF1),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D93),
                gc.DataTuple('slot_count', 0x000009A3),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1FA9197E),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x008),
                gc.KeyTuple('src_addr', 0xA3CC5220),
                gc.KeyTuple('src_port', 0x97A2),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2FF1),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x0170),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA3\xCC\x52\x20\x00\x00\x00\x00\x97\xA2\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2F\xF1\x00\x1E\x1F\xA9\x19\x7E\x00\x79\x00\x00\x28\x64\xCA\x92\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB9\x2E\xA6\xBB\xE1\x7A\x0C\x1D\x0C\x26\x19\x47\x3F\x66\x52\x4A\xAA\xD2\xDA\xA7\x4F\x4E\xA0\x07\x50\x2A\xD3\x8F\x68\xA2\x33\x44\xFC\xA2\xF3\x26\x7C\x43\x9F\xE7\xC8\x7C\xDD\xDA\x0A\x27\x00\x42\x68\x04\x89\xD7\x3E\x21\x5A\x24\x9F\x4D\xD8\x3E\xE3\x93\x14\xAE\x3E\x15\xDF\x77\xD7\x4F\x64\x97\xBB\xBE\x53\x09\x6B\x18\x4F\x71\xA5\x2C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA3\xCC\x52\x20\x00\x00\x00\x00\x97\xA2\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2F\xF1\x00\x1E\x1F\xA9\x19\x7E\x00\x79\x00\x00\x28\x64\xCA\x92\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x40\x00\x00\x00\x28\x64\xCA\x92\x28\x64\xCA\x92\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB9\x2E\xA6\xBB\xE1\x7A\x0C\x1D\x0C\x26\x19\x47\x3F\x66\x52\x4A\xAA\xD2\xDA\xA7\x4F\x4E\xA0\x07\x50\x2A\xD3\x8F\x68\xA2\x33\x44\xFC\xA2\xF3\x26\x7C\x43\x9F\xE7\xC8\x7C\xDD\xDA\x0A\x27\x00\x42\x68\x04\x89\xD7\x3E\x21\x5A\x24\x9F\x4D\xD8\x3E\xE3\x93\x14\xAE\x3E\x15\xDF\x77\xD7\x4F\x64\x97\xBB\xBE\x53\x09\x6B\x18\x4F\x71\xA5\x2C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

