# PTF test for /tmp/regen/work64/k64/kind8/main
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

logger = logging.getLogger('/tmp/regen/work64/k64/kind8/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/regen/work64/k64/kind8/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/regen/work64/k64/kind8/main')

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
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2BBAD8D7), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 9933)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 9933)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x20), ('P4rIngress.count_exp.exponent', 0x00)], 9933)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 9933)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 9933)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 9933)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3E61),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000003F3),
                gc.DataTuple('slot_count', 0x00000EEB),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x26E12061),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x038),
                gc.KeyTuple('src_addr', 0x46414591),
                gc.KeyTuple('src_port', 0xFB9F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3E61),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x03B1),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x46\x41\x45\x91\x00\x00\x00\x00\xFB\x9F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x3E\x61\x00\x0F\x26\xE1\x20\x61\x02\xDA\x03\x00\xFF\xFF\xFF\xFF\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBA\x5E\x10\xE2\xD3\x6F\x53\x13\x94\x33\x43\x67\x6A\xDC\x9F\x90\x12\x70\xEC\xC0\x37\x09\xD6\xF2\xFD\x13\x86\x50\xCB\x10\x93\x9B\x05\xF7\xA3\xB3\xB5\x56\xEE\x56\xDD\x00\x31\x84\xE8\xB6\x24\xAC\xE2\x69\xCE\x04\x65\x2C\x18\x66\x17\xBE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x46\x41\x45\x91\xBE\xEF\xFB\x9F\x01\x20\x00\x00\x50\x34\x02\xC2\x3E\x61\x00\x0F\x26\xE1\x20\x61\x02\xDA\x01\x00\xFF\xFF\xFF\xFF\x00\x40\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x26\xCD\x03\xB1\x00\x00\x2B\xBA\xD8\xD7\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x20\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBA\x5E\x10\xE2\xD3\x6F\x53\x13\x94\x33\x43\x67\x6A\xDC\x9F\x90\x12\x70\xEC\xC0\x37\x09\xD6\xF2\xFD\x13\x86\x50\xCB\x10\x93\x9B\x05\xF7\xA3\xB3\xB5\x56\xEE\x56\xDD\x00\x31\x84\xE8\xB6\x24\xAC\xE2\x69\xCE\x04\x65\x2C\x18\x66\x17\xBE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test4(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8D\x00\x00\x00\x00\x00\x00\x40\x00\x00\x8B\x3C\xD9\x93\xEE\x73\x58\xD0\xAA\x65\xB9\xE4\x94\x5A\xA9\x3C\x3A\x8B\x89\x50\xB3\xE2\x35\xDD\x22\x1D\x5F\xCE\xAF\x2D\xEA\x3F\xAA\xD0\xF9\x6F\x05\x69\xDC\x37\xE8\x9E\x7A\x97\xEE\x65\xC2\xF3\xEC\xBD\x96\x03\xF9\xFD\x17\x50\x48\xCC\xA4\x99\x5F\x4B\x0D\xF3\x36\x09\xC6\x7D\x81\x41\x3D\x20\x64\x04\xB0\x49\x24\xDE\xEF\x93\xBA\xB4\x53\xCC\x71\x48\xE6\x58\xA6\x5D\x27\x8B\xDD\x62\x8C\x6E\x12\x60\x46\x75\xBA\xB6\x83\xF7\x39\xDF\x34\xE7\xC7\xCA\x62\x06\x1D\x44\x96\xD8\x40\x84\x40\x3D\xD2\x3B\x67\xE0\xFB\x22\x1E\xE5\x72\x9F\x54\x94\xFE\xE1\x9A\x5A\xC6\x0F\xE0\xF0\xAA\xE2\x5E\x48\x0E\xDC\x7F\x58\x40\xA9\x52\x88\xCC\xF4\x01\xCF\x3A\xC8\x2B\xE2\xBC\x92\x1B\x21\x89\x02\x59\x80\xC9\x95\x34\x55\x02\x1E\x49\x1A\xFA\xEB\xC5\x2D\x1B\x32\xB8\x78\xDA\x75\x9A\x03\xD8\x48\xAB\x55\x8D\x29\xA1\xD3\xBD\xD6\xE2\xF6\x18\xE3\x45'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test5(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE3CA96C6), ('P4rIngress.bitmap_seq.seq', 0x06E5989B)], 11633)
        self.setRegisterValue('P4rIngress.rounds', 0x06E5989B, 11633)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x00)], 11633)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 11633)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11633)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11633)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xEB4F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000455),
                gc.DataTuple('slot_count', 0x000016D7),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE3D4FCA5),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x021),
                gc.KeyTuple('src_addr', 0xE52468CD),
                gc.KeyTuple('src_port', 0xAF5D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xEB4F),
                gc.DataTuple('rank', 0x0009),
                gc.DataTuple('worker_index', 0x0162),
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
        ig_port = 33
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE5\x24\x68\xCD\x00\x00\x00\x00\xAF\x5D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xEB\x4F\x00\x09\xE3\xD4\xFC\xA5\x09\x1C\x07\x00\x06\xE5\x98\x9B\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x04\xF2\x12\xDE\xC5\x58\xA5\xF2\x71\x9D\x66\x66\x84\xDD\xF2\x34\x0B\x55\x6D\xE5\xBB\xAF\x3A\x9C\x15\x63\x4B\x1B\x92\x8E\x9B\x92\x2F\x63\xA6\xA4\xCD\x5A\x6D\xC6\xDC\x21\x54\x61\x87\x18\x4E\x96\x8A\x6C\x98\x80\xDA\xDA\x97\x7A\x4C\x7E\x2B\xE6\x40\x9B\x1A\xB1\x04\x36\xE7\x5B\x45\x2C\x5E\x6E\x84\x81\x0A\x20\xA9\xA8\x01\x7B\xC8\x37\x2E\xBF\xE7\x62\x2F\xA3\xEF\x53\xC8\xCB\xE1\x47\x91\x57\x08\x2E\x48\x64\xCC\x32\x0E\x8E\x38\x49\x28\x60\x57\xE5\x8A\x06\x02\x8F\x57\x96\x6D\x3C\x47\x0B\x46\x1E\x54\xEA\x32\xD5\x79\xE8\xAF\x47\xB4\xED'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE5\x24\x68\xCD\xBE\xEF\xAF\x5D\x01\x20\x00\x00\x50\x34\x02\x83\xEB\x4F\x00\x09\xE3\xD4\xFC\xA5\x09\x1C\x01\x00\x06\xE5\x98\x9B\x00\x40\x00\x1F\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2D\x71\x01\x62\x00\x00\xE3\xCA\x96\xC6\x06\xE5\x98\x9B\x06\xE5\x98\x9B\x1F\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x04\xF2\x12\xDE\xC5\x58\xA5\xF2\x71\x9D\x66\x66\x84\xDD\xF2\x34\x0B\x55\x6D\xE5\xBB\xAF\x3A\x9C\x15\x63\x4B\x1B\x92\x8E\x9B\x92\x2F\x63\xA6\xA4\xCD\x5A\x6D\xC6\xDC\x21\x54\x61\x87\x18\x4E\x96\x8A\x6C\x98\x80\xDA\xDA\x97\x7A\x4C\x7E\x2B\xE6\x40\x9B\x1A\xB1\x04\x36\xE7\x5B\x45\x2C\x5E\x6E\x84\x81\x0A\x20\xA9\xA8\x01\x7B\xC8\x37\x2E\xBF\xE7\x62\x2F\xA3\xEF\x53\xC8\xCB\xE1\x47\x91\x57\x08\x2E\x48\x64\xCC\x32\x0E\x8E\x38\x49\x28\x60\x57\xE5\x8A\x06\x02\x8F\x57\x96\x6D\x3C\x47\x0B\x46\x1E\x54\xEA\x32\xD5\x79\xE8\xAF\x47\xB4\xED'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test6(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x08BAC269), ('P4rIngress.bitmap_seq.seq', 0x62023FB2)], 15241)
        self.setRegisterValue('P4rIngress.rounds', 0x62023FB2, 15241)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x18), ('P4rIngress.count_exp.exponent', 0x00)], 15241)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 15241)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 15241)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 15241)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE4D1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000012D0),
                gc.DataTuple('slot_count', 0x00000ABA),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBC09384F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01C),
                gc.KeyTuple('src_addr', 0xFE1FADA9),
                gc.KeyTuple('src_port', 0x749D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE4D1),
                gc.DataTuple('rank', 0x0009),
                gc.DataTuple('worker_index', 0x01A3),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFE\x1F\xAD\xA9\x00\x00\x00\x00\x74\x9D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE4\xD1\x00\x09\xBC\x09\x38\x4F\x08\xB9\x05\x00\x62\x02\x3F\xB2\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x27\x15\x7D\x37\xAE\x07\x60\x7A\x25\xE9\x60\xCA\x55\xEB\x4C\x84\x0F\x34\x82\xE3\xF8\xEE\x0C\x1A\x1A\x86\xBA\x51\xB8\xA6\x83\x3B\xD1\x8B\x44\x9A\xE8\x0B\xB2\x9D\xDF\x12\x9B\x28\x57\x23\x76\x6A\x75\x0F\xD8\x0E\x32\x95\x04\xDA\x07\x2B\x10\xAC\x53\x61\x4D\x3F\x7F\x20\x99\x81\x66\x15\x8C\x35\x4C\x3B\x13\x02\x48\x19\xF5\xBA\x84\x97\x30\x55\x52\x1E\xC8\x7F\xE4\xBF\x8A\x7A\xF3\x82\xD1\x31\x66\x01\x75\x70\xDA\x1F\xFA\x1C\x63\x5F\x57\x37\xFB\x9A\x4E\x41\xD2\x81\x38\x77\x92\xE7\x39\xE8\xDD\xDF\xB4\x8A\x51\x66\x56\xEA\x93\x00\x2A\x23\xA7\xDB\x79\x4F\xF0\xEA\x85\xD6\xBA\x3F\x51\x97\xAE\xDB\x85\xD8\xD6\x73\xCB\x39\x9C\x37\xE9\x79\xA3\x9C\x1C\x58\x5D\x32\x0A\xE7\x64\xA1\xA1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xFE\x1F\xAD\xA9\xBE\xEF\x74\x9D\x01\x20\x00\x00\x50\x34\x02\xC2\xE4\xD1\x00\x09\xBC\x09\x38\x4F\x08\xB9\x01\x00\x62\x02\x3F\xB2\x00\x40\x00\x18\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x3B\x89\x01\xA3\x00\x00\x08\xBA\xC2\x69\x62\x02\x3F\xB2\x62\x02\x3F\xB2\x18\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x27\x15\x7D\x37\xAE\x07\x60\x7A\x25\xE9\x60\xCA\x55\xEB\x4C\x84\x0F\x34\x82\xE3\xF8\xEE\x0C\x1A\x1A\x86\xBA\x51\xB8\xA6\x83\x3B\xD1\x8B\x44\x9A\xE8\x0B\xB2\x9D\xDF\x12\x9B\x28\x57\x23\x76\x6A\x75\x0F\xD8\x0E\x32\x95\x04\xDA\x07\x2B\x10\xAC\x53\x61\x4D\x3F\x7F\x20\x99\x81\x66\x15\x8C\x35\x4C\x3B\x13\x02\x48\x19\xF5\xBA\x84\x97\x30\x55\x52\x1E\xC8\x7F\xE4\xBF\x8A\x7A\xF3\x82\xD1\x31\x66\x01\x75\x70\xDA\x1F\xFA\x1C\x63\x5F\x57\x37\xFB\x9A\x4E\x41\xD2\x81\x38\x77\x92\xE7\x39\xE8\xDD\xDF\xB4\x8A\x51\x66\x56\xEA\x93\x00\x2A\x23\xA7\xDB\x79\x4F\xF0\xEA\x85\xD6\xBA\x3F\x51\x97\xAE\xDB\x85\xD8\xD6\x73\xCB\x39\x9C\x37\xE9\x79\xA3\x9C\x1C\x58\x5D\x32\x0A\xE7\x64\xA1\xA1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB3D8FE57), ('P4rIngress.bitmap_seq.seq', 0x7D3D0670)], 11675)
        self.setRegisterValue('P4rIngress.rounds', 0x7D3D0670, 11675)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1D), ('P4rIngress.count_exp.exponent', 0x00)], 11675)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 11675)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11675)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11675)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4601),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006D4),
                gc.DataTuple('slot_count', 0x00001210),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAE7D53A5),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0xF4FAEF7D),
                gc.KeyTuple('src_port', 0xCB88),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4601),
                gc.DataTuple('rank', 0x0006),
                gc.DataTuple('worker_index', 0x00F8),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF4\xFA\xEF\x7D\x00\x00\x00\x00\xCB\x88\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x46\x01\x00\x06\xAE\x7D\x53\xA5\x06\xC7\x07\x00\x7D\x3D\x06\x70\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB4\x4F\xCC\xB3\x95\xFA\x68\x03\x8F\x05\x9C\x38\xBD\xFE\xC2\x5E\x56\xD1\xB4\x19\xB0\x7A\xB9\x2E\x6E\xB0\xA6\xBB\xE1\x7A\x0C\x1D\x0C\x26\x19\x47\x3F\x66\x52\x4A\xAA\xD2\xDA\xA7\x4F\x4E\xA0\x07\x50\x2A\xD3\x8F\x68\xA2\x33\x44\xFC\xA2\xF3\x26\x7C\x43\x9F\xE7\xC8\x7C\xDD\xDA\x0A\x27\x00\x42\x68\x04\x89\xD7\x3E\x21\x5A\x24\x9F\x4D\xD8\x3E\xE3\x93\x14\xAE\x3E\x15\xDF\x77\xD7\x4F\x64\x97\xBB\xBE\x53\x09\x6B\x18\x4F\x71\xA5\x2C\x05\xB7\x72\x63\xB7\x1F\xD6\xEB\xC9\x09\x29\x1F\xE6\x29\x0E\xEC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF4\xFA\xEF\x7D\xBE\xEF\xCB\x88\x01\x20\x00\x00\x50\x34\x02\x83\x46\x01\x00\x06\xAE\x7D\x53\xA5\x06\xC7\x01\x00\x7D\x3D\x06\x70\x00\x40\x00\x1D\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2D\x9B\x00\xF8\x00\x00\xB3\xD8\xFE\x57\x7D\x3D\x06\x70\x7D\x3D\x06\x70\x1D\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB4\x4F\xCC\xB3\x95\xFA\x68\x03\x8F\x05\x9C\x38\xBD\xFE\xC2\x5E\x56\xD1\xB4\x19\xB0\x7A\xB9\x2E\x6E\xB0\xA6\xBB\xE1\x7A\x0C\x1D\x0C\x26\x19\x47\x3F\x66\x52\x4A\xAA\xD2\xDA\xA7\x4F\x4E\xA0\x07\x50\x2A\xD3\x8F\x68\xA2\x33\x44\xFC\xA2\xF3\x26\x7C\x43\x9F\xE7\xC8\x7C\xDD\xDA\x0A\x27\x00\x42\x68\x04\x89\xD7\x3E\x21\x5A\x24\x9F\x4D\xD8\x3E\xE3\x93\x14\xAE\x3E\x15\xDF\x77\xD7\x4F\x64\x97\xBB\xBE\x53\x09\x6B\x18\x4F\x71\xA5\x2C\x05\xB7\x72\x63\xB7\x1F\xD6\xEB\xC9\x09\x29\x1F\xE6\x29\x0E\xEC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB2F854FC), ('P4rIngress.bitmap_seq.seq', 0xBA13E6CC)], 12626)
        self.setRegisterValue('P4rIngress.rounds', 0xBA13E6CC, 12626)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x13), ('P4rIngress.count_exp.exponent', 0x00)], 12626)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 12626)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 12626)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 12626)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCFAD),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000489),
                gc.DataTuple('slot_count', 0x00001509),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBBA6B47E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02C),
                gc.KeyTuple('src_addr', 0xC39C328A),
                gc.KeyTuple('src_port', 0x9301),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xCFAD),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0374),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC3\x9C\x32\x8A\x00\x00\x00\x00\x93\x01\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xCF\xAD\x00\x1F\xBB\xA6\xB4\x7E\x0C\xC9\x07\x00\xBA\x13\xE6\xCC\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD8\x05\xED\x16\xAF\x8E\x1F\x97\xEB\x30\x7A\x34\x24\x00\x34\x07\x11\x30\x12\x7D\x2F\x95\x1D\x4C\x1D\xE8\xDD\x4D\x88\xF9\x92\xCC\x71\x53\xE6\xB9\x98\x4C\x16\x36\x43\x05\x6D\x77\x3F\x2C\x74\x82\x2E\x1E\xCC\xE1\x3E\x0D\x96\x0E\x92\xED\x69\x33\x52\x50\x5F\x74\xFC\x55\xDB\xEB\xCF\x69\x05\xC0\x0B\x4C\x96\xA5\x91\xAA\x1E\x43\x1D\xC6\x60\x39\xB3\x30\xB3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC3\x9C\x32\x8A\xBE\xEF\x93\x01\x01\x20\x00\x00\x50\x34\x02\xC2\xCF\xAD\x00\x1F\xBB\xA6\xB4\x7E\x0C\xC9\x01\x00\xBA\x13\xE6\xCC\x00\x40\x00\x13\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x31\x52\x03\x74\x00\x00\xB2\xF8\x54\xFC\xBA\x13\xE6\xCC\xBA\x13\xE6\xCC\x13\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD8\x05\xED\x16\xAF\x8E\x1F\x97\xEB\x30\x7A\x34\x24\x00\x34\x07\x11\x30\x12\x7D\x2F\x95\x1D\x4C\x1D\xE8\xDD\x4D\x88\xF9\x92\xCC\x71\x53\xE6\xB9\x98\x4C\x16\x36\x43\x05\x6D\x77\x3F\x2C\x74\x82\x2E\x1E\xCC\xE1\x3E\x0D\x96\x0E\x92\xED\x69\x33\x52\x50\x5F\x74\xFC\x55\xDB\xEB\xCF\x69\x05\xC0\x0B\x4C\x96\xA5\x91\xAA\x1E\x43\x1D\xC6\x60\x39\xB3\x30\xB3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7726EE74), ('P4rIngress.bitmap_seq.seq', 0x66977854)], 13356)
        self.setRegisterValue('P4rIngress.rounds', 0x66977854, 13356)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x18), ('P4rIngress.count_exp.exponent', 0x00)], 13356)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 13356)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 13356)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 13356)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2219),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D55),
                gc.DataTuple('slot_count', 0x00000915),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8451B5E4),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x020),
                gc.KeyTuple('src_addr', 0x0BCE571C),
                gc.KeyTuple('src_port', 0x7BBF),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2219),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x018A),
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
        ig_port = 32
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0B\xCE\x57\x1C\x00\x00\x00\x00\x7B\xBF\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x22\x19\x00\x11\x84\x51\xB5\xE4\x06\xD7\x03\x00\x66\x97\x78\x54\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC1\x3E\xF5\x6D\x5B\x5E\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0\x95\x7E\x63\x81\x11\x14\xE3\xA0\xAE\x15\xBC\x1A\x04\xB1\x72\xA4\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7\x24\xB7\x5F\x77\x02\xE3\x44\x52\xA0\x62\x0D\x61\xA8\x04\x50\xF0\xD2\xF2\x4F\x80\xD1\x59\x44\xE6\x6D\xC3\xCA\x58\x47\x04\x0B\x6B\xD8\x89\xB9\x11\xE8\xDD\xF7\x90\x57\xAB\x12\xAC\xBC\x58\xF0\xA8\xC4\x26\x6D\xD2\x75\x61\xC6\x67\xB2\x61\x84\x6D\x63\x48\xAE\x96\xCD\x8E\xFF\xAA\x0B\xBA\x4D\xBF\xA2\x3F\xD9\x73\xD0\xE5\xDE\x2D\x1B\xE8\xA7\x56\x5C\x7C\x7F\xE2\x6D\xB9\xF6\xB3\x74\xFC\x81\x0F\x14\xDB\x7A\x5D\xB1\xC4\xA5\xC1\x44\x5E\xD4\xE5\x81\x77\x46\x0B\x38\xAF\xD0\xD6\x15\x36\x03\xFA\xF2\x92\x91\x58'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0B\xCE\x57\x1C\xBE\xEF\x7B\xBF\x01\x20\x00\x00\x50\x34\x02\xC2\x22\x19\x00\x11\x84\x51\xB5\xE4\x06\xD7\x01\x00\x66\x97\x78\x54\x00\x40\x00\x18\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x34\x2C\x01\x8A\x00\x00\x77\x26\xEE\x74\x66\x97\x78\x54\x66\x97\x78\x54\x18\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC1\x3E\xF5\x6D\x5B\x5E\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0\x95\x7E\x63\x81\x11\x14\xE3\xA0\xAE\x15\xBC\x1A\x04\xB1\x72\xA4\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7\x24\xB7\x5F\x77\x02\xE3\x44\x52\xA0\x62\x0D\x61\xA8\x04\x50\xF0\xD2\xF2\x4F\x80\xD1\x59\x44\xE6\x6D\xC3\xCA\x58\x47\x04\x0B\x6B\xD8\x89\xB9\x11\xE8\xDD\xF7\x90\x57\xAB\x12\xAC\xBC\x58\xF0\xA8\xC4\x26\x6D\xD2\x75\x61\xC6\x67\xB2\x61\x84\x6D\x63\x48\xAE\x96\xCD\x8E\xFF\xAA\x0B\xBA\x4D\xBF\xA2\x3F\xD9\x73\xD0\xE5\xDE\x2D\x1B\xE8\xA7\x56\x5C\x7C\x7F\xE2\x6D\xB9\xF6\xB3\x74\xFC\x81\x0F\x14\xDB\x7A\x5D\xB1\xC4\xA5\xC1\x44\x5E\xD4\xE5\x81\x77\x46\x0B\x38\xAF\xD0\xD6\x15\x36\x03\xFA\xF2\x92\x91\x58'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4BD92A49), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 11913)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1B), ('P4rIngress.count_exp.exponent', 0x00)], 11913)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 11913)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11913)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11913)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7E62),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000C9),
                gc.DataTuple('slot_count', 0x00001D2A),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF872BD98),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02D),
                gc.KeyTuple('src_addr', 0x064E02D2),
                gc.KeyTuple('src_port', 0xB591),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7E62),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x0061),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x06\x4E\x02\xD2\x00\x00\x00\x00\xB5\x91\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x7E\x62\x00\x03\xF8\x72\xBD\x98\x0D\xC0\x05\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE4\x19\xD1\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D\x4E\x39\xF0\xF9\x07\xEC\x46\x20\xD7\xAD\x2F\x7D\xF0\x5A\xDD\x3E\x3A\x85\xD8\x44\x83\x25\x9D\x3E\x0B\x7A\x69\x23\x6E\xFF\xE8\x2E\xEB\xC7\xD3\x9B\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29\x50\x80\xE8\xE0\x80\x6B\x3B\x60\x88\x9D\x81\x7D\xCC\xB6\x98\x90\x44\x42\x6F\x18\xFD\xDD\x09\x6C\xFB\x7F\xB5\xAB\x48\x15\xCF\x48\x4F\x82\xA5\x6E\x95\xE8\x7B\xA5\xD1\xAF\xD4\x00\xA5\xD1\x3B\x05\x43\xA8\xFF\xE1\xD9\x08\xC3\xA0\x25\x94\x2F\x4A\xDF\xDF\xE7\xA0\xD0\x07\x3F\x43\xE3\xAE\x10\x42\x1E\x94\xBC\xB3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x06\x4E\x02\xD2\xBE\xEF\xB5\x91\x01\x20\x00\x00\x50\x34\x02\xC2\x7E\x62\x00\x03\xF8\x72\xBD\x98\x0D\xC0\x01\x00\x00\x00\x00\x00\x00\x40\x00\x1B\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2E\x89\x00\x61\x00\x00\x4B\xD9\x2A\x49\x00\x00\x00\x00\x00\x00\x00\x00\x1B\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE4\x19\xD1\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D\x4E\x39\xF0\xF9\x07\xEC\x46\x20\xD7\xAD\x2F\x7D\xF0\x5A\xDD\x3E\x3A\x85\xD8\x44\x83\x25\x9D\x3E\x0B\x7A\x69\x23\x6E\xFF\xE8\x2E\xEB\xC7\xD3\x9B\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29\x50\x80\xE8\xE0\x80\x6B\x3B\x60\x88\x9D\x81\x7D\xCC\xB6\x98\x90\x44\x42\x6F\x18\xFD\xDD\x09\x6C\xFB\x7F\xB5\xAB\x48\x15\xCF\x48\x4F\x82\xA5\x6E\x95\xE8\x7B\xA5\xD1\xAF\xD4\x00\xA5\xD1\x3B\x05\x43\xA8\xFF\xE1\xD9\x08\xC3\xA0\x25\x94\x2F\x4A\xDF\xDF\xE7\xA0\xD0\x07\x3F\x43\xE3\xAE\x10\x42\x1E\x94\xBC\xB3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x25A9AEAD), ('P4rIngress.bitmap_seq.seq', 0x76DB6048)], 13011)
        self.setRegisterValue('P4rIngress.rounds', 0x76DB6048, 13011)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x11), ('P4rIngress.count_exp.exponent', 0x00)], 13011)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 13011)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 13011)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 13011)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7CBE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000042C),
                gc.DataTuple('slot_count', 0x00001880),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8C62A2E2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x013),
                gc.KeyTuple('src_addr', 0x518D2228),
                gc.KeyTuple('src_port', 0x7EDD),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7CBE),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x00E1),
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
        ig_port = 19
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x51\x8D\x22\x28\x00\x00\x00\x00\x7E\xDD\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x7C\xBE\x00\x0D\x8C\x62\xA2\xE2\x0E\xA7\x01\x00\x76\xDB\x60\x48\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD1\x1C\x1B\x1B\x8F\xDC\x10\xFF\x2B\x3B\x80\xED\x99\x85\xD4\x92\x1A\x6F\x0A\x95\x5C\x3A\x42\x2C\xBA\x75\xA4\x2D\x94\xE7\x9C\x84\xDE\x3B\x57\xC7\x54\xD8\xB8\x7F\x4B\xC8\x26\x23\x82\xCD\x25\xAA\x02\xA0\x1F\x0D\x38\x5C\x27\x3A\x93\x88\x6A\x46\x85\x36\xD6\x0E\x95\x38\x17\x66\x2E\xEA\xC6\x59\x57\x40\x45\x7A\x7B\xB8\xC7\x93\x00\x05\xA9\xE1\x17\xF4\x5F\x3D\x87\xF2\x21\x29\x11\x0C\x67\xB3\xAE\x2E\x2B\x70\x7C\xCF\x25\x2F\x64\xB4\xA6\x2A\xB4\x4F\x77\xD0\xFC\x69\xA1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x51\x8D\x22\x28\xBE\xEF\x7E\xDD\x01\x20\x00\x00\x50\x34\x02\x83\x7C\xBE\x00\x0D\x8C\x62\xA2\xE2\x0E\xA7\x01\x00\x76\xDB\x60\x48\x00\x40\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x32\xD3\x00\xE1\x00\x00\x25\xA9\xAE\xAD\x76\xDB\x60\x48\x76\xDB\x60\x48\x11\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD1\x1C\x1B\x1B\x8F\xDC\x10\xFF\x2B\x3B\x80\xED\x99\x85\xD4\x92\x1A\x6F\x0A\x95\x5C\x3A\x42\x2C\xBA\x75\xA4\x2D\x94\xE7\x9C\x84\xDE\x3B\x57\xC7\x54\xD8\xB8\x7F\x4B\xC8\x26\x23\x82\xCD\x25\xAA\x02\xA0\x1F\x0D\x38\x5C\x27\x3A\x93\x88\x6A\x46\x85\x36\xD6\x0E\x95\x38\x17\x66\x2E\xEA\xC6\x59\x57\x40\x45\x7A\x7B\xB8\xC7\x93\x00\x05\xA9\xE1\x17\xF4\x5F\x3D\x87\xF2\x21\x29\x11\x0C\x67\xB3\xAE\x2E\x2B\x70\x7C\xCF\x25\x2F\x64\xB4\xA6\x2A\xB4\x4F\x77\xD0\xFC\x69\xA1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9CF2B224), ('P4rIngress.bitmap_seq.seq', 0xE4CD54D9)], 13530)
        self.setRegisterValue('P4rIngress.rounds', 0xE4CD54D9, 13530)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 13530)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 13530)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 13530)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 13530)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE176),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000000B),
                gc.DataTuple('slot_count', 0x00001FDA),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9CC0C948),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02B),
                gc.KeyTuple('src_addr', 0xBE6006B4),
                gc.KeyTuple('src_port', 0x978F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE176),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x014A),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBE\x60\x06\xB4\x00\x00\x00\x00\x97\x8F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE1\x76\x00\x0F\x9C\xC0\xC9\x48\x14\xCF\x01\x00\xE4\xCD\x54\xD9\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x81\x28\x2B\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F\x51\xE8\x6D\xC0\x50\x21\xBA\x37\xC2\x1E\x86\x37\x1C\xA5\x76\x6B\x02\xC9\x9A\xA9\x51\xE9\xA5\xEC\x23\x3D\xDD\x81\x9D\x11\xE2\xE5\x75\x18\x7D\x19'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBE\x60\x06\xB4\xBE\xEF\x97\x8F\x01\x20\x00\x00\x50\x34\x02\x83\xE1\x76\x00\x0F\x9C\xC0\xC9\x48\x14\xCF\x01\x00\xE4\xCD\x54\xD9\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x34\xDA\x01\x4A\x00\x00\x9C\xF2\xB2\x24\xE4\xCD\x54\xD9\xE4\xCD\x54\xD9\x00\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x81\x28\x2B\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F\x51\xE8\x6D\xC0\x50\x21\xBA\x37\xC2\x1E\x86\x37\x1C\xA5\x76\x6B\x02\xC9\x9A\xA9\x51\xE9\xA5\xEC\x23\x3D\xDD\x81\x9D\x11\xE2\xE5\x75\x18\x7D\x19'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x7A\x00\x00\x00\x00\x00\x00\x40\x00\x00\x2E\xBE\x7F\xD2\x38\xAD\x74\x40\x29\xC0\x3A\x7D\xBE\x95\xCA\xE5\x0E\xB4\xDC\xBB\xBB\xB5\xF2\xF3\xF9\xFA\xA8\x5F\x4F\x03\x28\x97\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7\x9D\xA2\xAA\xDF\x4A\x23\x67\xD2\x3F\xF7\x75\x51\xBF\x50\x6A\xB1\x3F\x36\x2E\x52\x31\xED\xFA\x1E\x02\xC1\xF0\xB3\xDB\x17\x91\x76\x3F\x5D\xE6\x61\x5A\x38\xD4\x01\x8C\x51\xCA\xC5\xAB\xF6\x7B\xA9\xCE\x3C\x8B\x2B\x8F\x7E\xE4\xA0\x6C\x3A\x5F\xFA\x46\x2C\xB6\xB2\x3F\x8E\x0C\x32\x94\x18\x8C\x70\xD0\x17\x48\x07\xAC\x77\x7F\xE5\x75\x46\x1A\x9E\xA6\x2E\xF8\x20\x9F\x61\xF7\x01\xD4\x95\x10\xEE\x90\x7A\x2F\xF3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8098E2F8), ('P4rIngress.bitmap_seq.seq', 0x6598CCD3)], 15443)
        self.setRegisterValue('P4rIngress.rounds', 0x6598CCD3, 15443)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x04), ('P4rIngress.count_exp.exponent', 0x00)], 15443)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 15443)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 15443)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 15443)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xDDDC),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D34),
                gc.DataTuple('slot_count', 0x000012B5),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD603DBCC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x015),
                gc.KeyTuple('src_addr', 0x650F47E8),
                gc.KeyTuple('src_port', 0x3A8D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xDDDC),
                gc.DataTuple('rank', 0x0017),
                gc.DataTuple('worker_index', 0x023F),
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
        ig_port = 21
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x65\x0F\x47\xE8\x00\x00\x00\x00\x3A\x8D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xDD\xDC\x00\x17\xD6\x03\xDB\xCC\x0F\x1F\x03\x00\x65\x98\xCC\xD3\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x07\x3C\xAB\x8D\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75\x9E\x2E\x97\xB3\x6F\x70\x36\x15\x7C\x18\x2B\x2E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x65\x0F\x47\xE8\xBE\xEF\x3A\x8D\x01\x20\x00\x00\x50\x34\x02\x83\xDD\xDC\x00\x17\xD6\x03\xDB\xCC\x0F\x1F\x01\x00\x65\x98\xCC\xD3\x00\x40\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x3C\x53\x02\x3F\x00\x00\x80\x98\xE2\xF8\x65\x98\xCC\xD3\x65\x98\xCC\xD3\x04\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x07\x3C\xAB\x8D\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75\x9E\x2E\x97\xB3\x6F\x70\x36\x15\x7C\x18\x2B\x2E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x79BEA0AE), ('P4rIngress.bitmap_seq.seq', 0x20000000)], 9083)
        self.setRegisterValue('P4rIngress.rounds', 0x20000000, 9083)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x20), ('P4rIngress.count_exp.exponent', 0x00)], 9083)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 9083)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 9083)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 9083)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF8F4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000017B),
                gc.DataTuple('slot_count', 0x00001488),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD37F7485),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03D),
                gc.KeyTuple('src_addr', 0xC3D4BFD2),
                gc.KeyTuple('src_port', 0x78AB),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF8F4),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x01E6),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC3\xD4\xBF\xD2\x00\x00\x00\x00\x78\xAB\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF8\xF4\x00\x0D\xD3\x7F\x74\x85\x02\x00\x07\x00\x20\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD5\xD4\xCA\x7D\xAD\x05\x0E\x5F\x42\x5B\x56\x88\xB3\x4A\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62\xBB\x4A\x8F\xCA\x0B\x80\x63\xAB\x4B\xA4\xBA\x35\xED\xA2\xE7\x2B\x98\xDD\x55\xB9\x4E\x7A\x1A\x03\xA3\x62\x4D\x27\xF5\xD1\x7A\x2A\xBF\xB9\xC5\x00\xD0\x1D\xDE\x30\x99\xD8\x23\x3E\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6\x28\xEA\xDB\xA1\xC5\xD8\x7A\x34\xF9\xDD\xFD\x7D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC3\xD4\xBF\xD2\xBE\xEF\x78\xAB\x01\x20\x00\x00\x50\x34\x02\xC2\xF8\xF4\x00\x0D\xD3\x7F\x74\x85\x02\x00\x01\x00\x20\x00\x00\x00\x00\x40\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x23\x7B\x01\xE6\x00\x00\x79\xBE\xA0\xAE\x20\x00\x00\x00\x20\x00\x00\x00\x20\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD5\xD4\xCA\x7D\xAD\x05\x0E\x5F\x42\x5B\x56\x88\xB3\x4A\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62\xBB\x4A\x8F\xCA\x0B\x80\x63\xAB\x4B\xA4\xBA\x35\xED\xA2\xE7\x2B\x98\xDD\x55\xB9\x4E\x7A\x1A\x03\xA3\x62\x4D\x27\xF5\xD1\x7A\x2A\xBF\xB9\xC5\x00\xD0\x1D\xDE\x30\x99\xD8\x23\x3E\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6\x28\xEA\xDB\xA1\xC5\xD8\x7A\x34\xF9\xDD\xFD\x7D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7FAA528F), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 13663)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 13663)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x20), ('P4rIngress.count_exp.exponent', 0x00)], 13663)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 13663)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 13663)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 13663)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD33C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008F7),
                gc.DataTuple('slot_count', 0x00000E46),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x73CB6FDE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x011),
                gc.KeyTuple('src_addr', 0x60993EA5),
                gc.KeyTuple('src_port', 0x2660),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD33C),
                gc.DataTuple('rank', 0x000C),
                gc.DataTuple('worker_index', 0x010B),
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
        ig_port = 17
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x60\x99\x3E\xA5\x00\x00\x00\x00\x26\x60\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xD3\x3C\x00\x0C\x73\xCB\x6F\xDE\x0C\x68\x07\x00\xFF\xFF\xFF\xFF\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8D\x14\x0C\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11\x30\x8A\x03\xEB\x11\xC3\xEF\x13\xC9\x80\x74\x1C\xEB\x81\xA9\x59\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x60\x99\x3E\xA5\xBE\xEF\x26\x60\x01\x20\x00\x00\x50\x34\x02\xC2\xD3\x3C\x00\x0C\x73\xCB\x6F\xDE\x0C\x68\x01\x00\xFF\xFF\xFF\xFF\x00\x40\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x35\x5F\x01\x0B\x00\x00\x7F\xAA\x52\x8F\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x20\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8D\x14\x0C\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11\x30\x8A\x03\xEB\x11\xC3\xEF\x13\xC9\x80\x74\x1C\xEB\x81\xA9\x59\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x75F60604), ('P4rIngress.bitmap_seq.seq', 0x3DFD494E)], 11483)
        self.setRegisterValue('P4rIngress.rounds', 0x3DFD494E, 11483)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x07), ('P4rIngress.count_exp.exponent', 0x00)], 11483)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 11483)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11483)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11483)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE823),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A61),
                gc.DataTuple('slot_count', 0x00000DF5),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE1D132E3),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x016),
                gc.KeyTuple('src_addr', 0x010A9A22),
                gc.KeyTuple('src_port', 0x2369),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE823),
                gc.DataTuple('rank', 0x0002),
                gc.DataTuple('worker_index', 0x00BD),
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
        ig_port = 22
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x01\x0A\x9A\x22\x00\x00\x00\x00\x23\x69\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE8\x23\x00\x02\xE1\xD1\x32\xE3\x02\x7A\x05\x00\x3D\xFD\x49\x4E\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x84\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x01\x0A\x9A\x22\xBE\xEF\x23\x69\x01\x20\x00\x00\x50\x34\x02\xC2\xE8\x23\x00\x02\xE1\xD1\x32\xE3\x02\x7A\x01\x00\x3D\xFD\x49\x4E\x00\x40\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2C\xDB\x00\xBD\x00\x00\x75\xF6\x06\x04\x3D\xFD\x49\x4E\x3D\xFD\x49\x4E\x07\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x84\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xCF2B48E5), ('P4rIngress.bitmap_seq.seq', 0x92A4C39B)], 10549)
        self.setRegisterValue('P4rIngress.rounds', 0x92A4C39B, 10549)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 10549)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 10549)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 10549)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 10549)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF48E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000764),
                gc.DataTuple('slot_count', 0x000014BF),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x273AA2A6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03F),
                gc.KeyTuple('src_addr', 0x67752C3D),
                gc.KeyTuple('src_port', 0x89E5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF48E),
                gc.DataTuple('rank', 0x0019),
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
        ig_port = 63
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x67\x75\x2C\x3D\x00\x00\x00\x00\x89\xE5\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF4\x8E\x00\x19\x27\x3A\xA2\xA6\x01\xD1\x07\x00\x92\xA4\xC3\x9B\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF2\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x67\x75\x2C\x3D\xBE\xEF\x89\xE5\x01\x20\x00\x00\x50\x34\x02\x83\xF4\x8E\x00\x19\x27\x3A\xA2\xA6\x01\xD1\x01\x00\x92\xA4\xC3\x9B\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x29\x35\x00\x62\x00\x00\xCF\x2B\x48\xE5\x92\xA4\xC3\x9B\x92\xA4\xC3\x9B\x00\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF2\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2D18EEEE), ('P4rIngress.bitmap_seq.seq', 0xBAFE0B2A)], 13037)
        self.setRegisterValue('P4rIngress.rounds', 0xBAFE0B2A, 13037)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1B), ('P4rIngress.count_exp.exponent', 0x00)], 13037)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 13037)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 13037)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 13037)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5701),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000012C4),
                gc.DataTuple('slot_count', 0x00000064),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x71820B45),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00B),
                gc.KeyTuple('src_addr', 0x19EDB337),
                gc.KeyTuple('src_port', 0x5467),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5701),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x034E),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x19\xED\xB3\x37\x00\x00\x00\x00\x54\x67\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x57\x01\x00\x03\x71\x82\x0B\x45\x00\x29\x03\x00\xBA\xFE\x0B\x2A\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x19\xED\xB3\x37\xBE\xEF\x54\x67\x01\x20\x00\x00\x50\x34\x02\x83\x57\x01\x00\x03\x71\x82\x0B\x45\x00\x29\x01\x00\xBA\xFE\x0B\x2A\x00\x40\x00\x1B\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x32\xED\x03\x4E\x00\x00\x2D\x18\xEE\xEE\xBA\xFE\x0B\x2A\xBA\xFE\x0B\x2A\x1B\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD1AADDA5), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 11905)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0B), ('P4rIngress.count_exp.exponent', 0x00)], 11905)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 11905)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11905)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11905)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD3DB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002B2),
                gc.DataTuple('slot_count', 0x000015C8),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x65D2A16A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x009),
                gc.KeyTuple('src_addr', 0x81045812),
                gc.KeyTuple('src_port', 0xC3C2),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD3DB),
                gc.DataTuple('rank', 0x0017),
                gc.DataTuple('worker_index', 0x0057),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x81\x04\x58\x12\x00\x00\x00\x00\xC3\xC2\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xD3\xDB\x00\x17\x65\xD2\xA1\x6A\x0B\xCF\x01\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x81\x04\x58\x12\xBE\xEF\xC3\xC2\x01\x20\x00\x00\x50\x34\x02\xC2\xD3\xDB\x00\x17\x65\xD2\xA1\x6A\x0B\xCF\x01\x00\x00\x00\x00\x00\x00\x40\x00\x0B\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2E\x81\x00\x57\x00\x00\xD1\xAA\xDD\xA5\x00\x00\x00\x00\x00\x00\x00\x00\x0B\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA0994AB7), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 11383)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 11383)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x15), ('P4rIngress.count_exp.exponent', 0x00)], 11383)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 11383)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11383)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11383)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xEC77),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000003BE),
                gc.DataTuple('slot_count', 0x000015CA),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE8CF9855),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0x09CAFB54),
                gc.KeyTuple('src_port', 0x080C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xEC77),
                gc.DataTuple('rank', 0x0005),
                gc.DataTuple('worker_index', 0x0296),
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
        ig_port = 27
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x09\xCA\xFB\x54\x00\x00\x00\x00\x08\x0C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xEC\x77\x00\x05\xE8\xCF\x98\x55\x08\xB9\x05\x00\x80\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x09\xCA\xFB\x54\xBE\xEF\x08\x0C\x01\x20\x00\x00\x50\x34\x02\xC2\xEC\x77\x00\x05\xE8\xCF\x98\x55\x08\xB9\x01\x00\x80\x00\x00\x00\x00\x40\x00\x15\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2C\x77\x02\x96\x00\x00\xA0\x99\x4A\xB7\x80\x00\x00\x00\x80\x00\x00\x00\x15\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE2ABA648), ('P4rIngress.bitmap_seq.seq', 0xD87E5946)], 14654)
        self.setRegisterValue('P4rIngress.rounds', 0xD87E5946, 14654)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x03), ('P4rIngress.count_exp.exponent', 0x00)], 14654)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 14654)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 14654)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 14654)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE872),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000454),
                gc.DataTuple('slot_count', 0x00001A0F),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2A9EAB95),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0xC37DD7BC),
                gc.KeyTuple('src_port', 0x53A0),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE872),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0298),
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
        ig_port = 27
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC3\x7D\xD7\xBC\x00\x00\x00\x00\x53\xA0\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE8\x72\x00\x10\x2A\x9E\xAB\x95\x14\xEA\x07\x00\xD8\x7E\x59\x46\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0E\xC2\x77\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC3\x7D\xD7\xBC\xBE\xEF\x53\xA0\x01\x20\x00\x00\x50\x34\x02\x83\xE8\x72\x00\x10\x2A\x9E\xAB\x95\x14\xEA\x01\x00\xD8\x7E\x59\x46\x00\x40\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x39\x3E\x02\x98\x00\x00\xE2\xAB\xA6\x48\xD8\x7E\x59\x46\xD8\x7E\x59\x46\x03\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0E\xC2\x77\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x02D8BBD9), ('P4rIngress.bitmap_seq.seq', 0xC295D90A)], 12273)
        self.setRegisterValue('P4rIngress.rounds', 0xC295D90A, 12273)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x17), ('P4rIngress.count_exp.exponent', 0x00)], 12273)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 12273)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 12273)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 12273)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x096D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E15),
                gc.DataTuple('slot_count', 0x0000038B),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x60B29167),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0x484624ED),
                gc.KeyTuple('src_port', 0x0FB9),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x096D),
                gc.DataTuple('rank', 0x0019),
                gc.DataTuple('worker_index', 0x020C),
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
        ig_port = 27
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x48\x46\x24\xED\x00\x00\x00\x00\x0F\xB9\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x09\x6D\x00\x19\x60\xB2\x91\x67\x01\xDC\x03\x00\xC2\x95\xD9\x0A\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x48\x46\x24\xED\xBE\xEF\x0F\xB9\x01\x20\x00\x00\x50\x34\x02\xC2\x09\x6D\x00\x19\x60\xB2\x91\x67\x01\xDC\x01\x00\xC2\x95\xD9\x0A\x00\x40\x00\x17\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2F\xF1\x02\x0C\x00\x00\x02\xD8\xBB\xD9\xC2\x95\xD9\x0A\xC2\x95\xD9\x0A\x17\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x46968B6F), ('P4rIngress.bitmap_seq.seq', 0xD07151B6)], 13078)
        self.setRegisterValue('P4rIngress.rounds', 0xD07151B6, 13078)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x18), ('P4rIngress.count_exp.exponent', 0x00)], 13078)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 13078)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 13078)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 13078)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2E22),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A44),
                gc.DataTuple('slot_count', 0x0000133E),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x44060D5F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0x8E0112C9),
                gc.KeyTuple('src_port', 0x6443),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2E22),
                gc.DataTuple('rank', 0x0005),
                gc.DataTuple('worker_index', 0x0162),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8E\x01\x12\xC9\x00\x00\x00\x00\x64\x43\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2E\x22\x00\x05\x44\x06\x0D\x5F\x08\xD2\x03\x00\xD0\x71\x51\xB6\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB8\xA2\x2E\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x8E\x01\x12\xC9\xBE\xEF\x64\x43\x01\x20\x00\x00\x50\x34\x02\x83\x2E\x22\x00\x05\x44\x06\x0D\x5F\x08\xD2\x01\x00\xD0\x71\x51\xB6\x00\x40\x00\x18\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x33\x16\x01\x62\x00\x00\x46\x96\x8B\x6F\xD0\x71\x51\xB6\xD0\x71\x51\xB6\x18\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB8\xA2\x2E\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x704E5A7D), ('P4rIngress.bitmap_seq.seq', 0xD260A400)], 13481)
        self.setRegisterValue('P4rIngress.rounds', 0xD260A400, 13481)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0C), ('P4rIngress.count_exp.exponent', 0x00)], 13481)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 13481)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 13481)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 13481)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6DDA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004A9),
                gc.DataTuple('slot_count', 0x0000172F),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x468CBDEB),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x015),
                gc.KeyTuple('src_addr', 0x90406DF9),
                gc.KeyTuple('src_port', 0xA685),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6DDA),
                gc.DataTuple('rank', 0x0013),
                gc.DataTuple('worker_index', 0x018D),
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
        ig_port = 21
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x90\x40\x6D\xF9\x00\x00\x00\x00\xA6\x85\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x6D\xDA\x00\x13\x46\x8C\xBD\xEB\x10\x00\x01\x00\xD2\x60\xA4\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xAA\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34\x19\xF5\xC7\x31\x1B\x85\xB3\xB7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x90\x40\x6D\xF9\xBE\xEF\xA6\x85\x01\x20\x00\x00\x50\x34\x02\x83\x6D\xDA\x00\x13\x46\x8C\xBD\xEB\x10\x00\x01\x00\xD2\x60\xA4\x00\x00\x40\x00\x0C\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x34\xA9\x01\x8D\x00\x00\x70\x4E\x5A\x7D\xD2\x60\xA4\x00\xD2\x60\xA4\x00\x0C\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xAA\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34\x19\xF5\xC7\x31\x1B\x85\xB3\xB7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5B568E30), ('P4rIngress.bitmap_seq.seq', 0x34CCECC0)], 15112)
        self.setRegisterValue('P4rIngress.rounds', 0x34CCECC0, 15112)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x08), ('P4rIngress.count_exp.exponent', 0x00)], 15112)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 15112)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 15112)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 15112)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xDBD8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B6C),
                gc.DataTuple('slot_count', 0x00000FB5),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB08D0316),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x028),
                gc.KeyTuple('src_addr', 0x9B8298D1),
                gc.KeyTuple('src_port', 0xB7C5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xDBD8),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x01D3),
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
        ig_port = 40
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9B\x82\x98\xD1\x00\x00\x00\x00\xB7\xC5\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xDB\xD8\x00\x18\xB0\x8D\x03\x16\x0F\x9C\x01\x00\x34\xCC\xEC\xC0\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x78\x44\x18\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x9B\x82\x98\xD1\xBE\xEF\xB7\xC5\x01\x20\x00\x00\x50\x34\x02\x83\xDB\xD8\x00\x18\xB0\x8D\x03\x16\x0F\x9C\x01\x00\x34\xCC\xEC\xC0\x00\x40\x00\x08\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x3B\x08\x01\xD3\x00\x00\x5B\x56\x8E\x30\x34\xCC\xEC\xC0\x34\xCC\xEC\xC0\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x78\x44\x18\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5C711322), ('P4rIngress.bitmap_seq.seq', 0x6F471CB0)], 15481)
        self.setRegisterValue('P4rIngress.rounds', 0x6F471CB0, 15481)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x06), ('P4rIngress.count_exp.exponent', 0x00)], 15481)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 15481)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 15481)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 15481)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4A8A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000034F),
                gc.DataTuple('slot_count', 0x00001B5C),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1C7ECE89),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0xC90A5994),
                gc.KeyTuple('src_port', 0xFB00),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4A8A),
                gc.DataTuple('rank', 0x0008),
                gc.DataTuple('worker_index', 0x0000),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC9\x0A\x59\x94\x00\x00\x00\x00\xFB\x00\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x4A\x8A\x00\x08\x1C\x7E\xCE\x89\x19\x2A\x07\x00\x6F\x47\x1C\xB0\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xCC\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC9\x0A\x59\x94\xBE\xEF\xFB\x00\x01\x20\x00\x00\x50\x34\x02\x83\x4A\x8A\x00\x08\x1C\x7E\xCE\x89\x19\x2A\x01\x00\x6F\x47\x1C\xB0\x00\x40\x00\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x3C\x79\x00\x00\x00\x00\x5C\x71\x13\x22\x6F\x47\x1C\xB0\x6F\x47\x1C\xB0\x06\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xCC\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x94AB98EB), ('P4rIngress.bitmap_seq.seq', 0x32960124)], 13180)
        self.setRegisterValue('P4rIngress.rounds', 0x32960124, 13180)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1A), ('P4rIngress.count_exp.exponent', 0x00)], 13180)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 13180)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 13180)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 13180)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2733),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004F1),
                gc.DataTuple('slot_count', 0x0000159C),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB05FADC7),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x010),
                gc.KeyTuple('src_addr', 0xB908A1DA),
                gc.KeyTuple('src_port', 0x389B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2733),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x0000),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB9\x08\xA1\xDA\x00\x00\x00\x00\x38\x9B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x27\x33\x00\x15\xB0\x5F\xAD\xC7\x0E\x8B\x03\x00\x32\x96\x01\x24\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x6C\xAF\xA5\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB9\x08\xA1\xDA\xBE\xEF\x38\x9B\x01\x20\x00\x00\x50\x34\x02\xC2\x27\x33\x00\x15\xB0\x5F\xAD\xC7\x0E\x8B\x01\x00\x32\x96\x01\x24\x00\x40\x00\x1A\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x33\x7C\x00\x00\x00\x00\x94\xAB\x98\xEB\x32\x96\x01\x24\x32\x96\x01\x24\x1A\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x6C\xAF\xA5\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5F8C3F93), ('P4rIngress.bitmap_seq.seq', 0x73D00000)], 14420)
        self.setRegisterValue('P4rIngress.rounds', 0x73D00000, 14420)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x12), ('P4rIngress.count_exp.exponent', 0x00)], 14420)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 14420)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 14420)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 14420)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2CD1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002E2),
                gc.DataTuple('slot_count', 0x000016DD),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD2BCD3CD),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x015),
                gc.KeyTuple('src_addr', 0x3050B63A),
                gc.KeyTuple('src_port', 0x1404),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2CD1),
                gc.DataTuple('rank', 0x0004),
                gc.DataTuple('worker_index', 0x00BD),
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
        ig_port = 21
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x30\x50\xB6\x3A\x00\x00\x00\x00\x14\x04\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2C\xD1\x00\x04\xD2\xBC\xD3\xCD\x15\x72\x03\x00\x73\xD0\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x7E\xDC\xA1\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x30\x50\xB6\x3A\xBE\xEF\x14\x04\x01\x20\x00\x00\x50\x34\x02\xC2\x2C\xD1\x00\x04\xD2\xBC\xD3\xCD\x15\x72\x01\x00\x73\xD0\x00\x00\x00\x40\x00\x12\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x38\x54\x00\xBD\x00\x00\x5F\x8C\x3F\x93\x73\xD0\x00\x00\x73\xD0\x00\x00\x12\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x7E\xDC\xA1\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0BE09098), ('P4rIngress.bitmap_seq.seq', 0x61A4D4D0)], 12584)
        self.setRegisterValue('P4rIngress.rounds', 0x61A4D4D0, 12584)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x20), ('P4rIngress.count_exp.exponent', 0x00)], 12584)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 12584)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 12584)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 12584)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3FDA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FF0),
                gc.DataTuple('slot_count', 0x00000F3F),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x974F964A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x025),
                gc.KeyTuple('src_addr', 0xCE3408E5),
                gc.KeyTuple('src_port', 0x66C9),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3FDA),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x034E),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCE\x34\x08\xE5\x00\x00\x00\x00\x66\xC9\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x3F\xDA\x00\x18\x97\x4F\x96\x4A\x01\x38\x05\x00\x61\xA4\xD4\xD0\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x26\x88\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4\x8D\xFE\xAD\x5D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCE\x34\x08\xE5\xBE\xEF\x66\xC9\x01\x20\x00\x00\x50\x34\x02\xC2\x3F\xDA\x00\x18\x97\x4F\x96\x4A\x01\x38\x01\x00\x61\xA4\xD4\xD0\x00\x40\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x31\x28\x03\x4E\x00\x00\x0B\xE0\x90\x98\x61\xA4\xD4\xD0\x61\xA4\xD4\xD0\x20\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x26\x88\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4\x8D\xFE\xAD\x5D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test31(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x74EF34B5), ('P4rIngress.bitmap_seq.seq', 0xC0D8073E)], 11276)
        self.setRegisterValue('P4rIngress.rounds', 0xC0D8073E, 11276)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x20), ('P4rIngress.count_exp.exponent', 0x00)], 11276)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 11276)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11276)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11276)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x158B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000467),
                gc.DataTuple('slot_count', 0x0000122E),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEB59EC54),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x007),
                gc.KeyTuple('src_addr', 0x815C8E81),
                gc.KeyTuple('src_port', 0x162A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x158B),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x02EA),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x81\x5C\x8E\x81\x00\x00\x00\x00\x16\x2A\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x15\x8B\x00\x0A\xEB\x59\xEC\x54\x07\xA5\x07\x00\xC0\xD8\x07\x3E\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x81\x5C\x8E\x81\xBE\xEF\x16\x2A\x01\x20\x00\x00\x50\x34\x02\xC2\x15\x8B\x00\x0A\xEB\x59\xEC\x54\x07\xA5\x01\x00\xC0\xD8\x07\x3E\x00\x40\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2C\x0C\x02\xEA\x00\x00\x74\xEF\x34\xB5\xC0\xD8\x07\x3E\xC0\xD8\x07\x3E\x20\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test32(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xCC7C901C), ('P4rIngress.bitmap_seq.seq', 0x3FE994AD)], 12329)
        self.setRegisterValue('P4rIngress.rounds', 0x3FE994AD, 12329)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x20), ('P4rIngress.count_exp.exponent', 0x00)], 12329)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 12329)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 12329)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 12329)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCDF5),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A29),
                gc.DataTuple('slot_count', 0x00001229),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD7F1E48A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03D),
                gc.KeyTuple('src_addr', 0x2B53C294),
                gc.KeyTuple('src_port', 0xE1F4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xCDF5),
                gc.DataTuple('rank', 0x0014),
                gc.DataTuple('worker_index', 0x009C),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2B\x53\xC2\x94\x00\x00\x00\x00\xE1\xF4\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xCD\xF5\x00\x14\xD7\xF1\xE4\x8A\x06\x00\x07\x00\x3F\xE9\x94\xAD\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8A\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2B\x53\xC2\x94\xBE\xEF\xE1\xF4\x01\x20\x00\x00\x50\x34\x02\x83\xCD\xF5\x00\x14\xD7\xF1\xE4\x8A\x06\x00\x01\x00\x3F\xE9\x94\xAD\x00\x40\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x30\x29\x00\x9C\x00\x00\xCC\x7C\x90\x1C\x3F\xE9\x94\xAD\x3F\xE9\x94\xAD\x20\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8A\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test33(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC409BF3C), ('P4rIngress.bitmap_seq.seq', 0x7638494D)], 12902)
        self.setRegisterValue('P4rIngress.rounds', 0x7638494D, 12902)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x01), ('P4rIngress.count_exp.exponent', 0x00)], 12902)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12902)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 12902)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 12902)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8C54),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000820),
                gc.DataTuple('slot_count', 0x00000F6C),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEFF7E649),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00D),
                gc.KeyTuple('src_addr', 0x709BF7D1),
                gc.KeyTuple('src_port', 0x0E93),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8C54),
                gc.DataTuple('rank', 0x000C),
                gc.DataTuple('worker_index', 0x02C9),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x70\x9B\xF7\xD1\x00\x00\x00\x00\x0E\x93\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x8C\x54\x00\x0C\xEF\xF7\xE6\x49\x0A\x46\x05\x00\x76\x38\x49\x4D\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x9D\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x70\x9B\xF7\xD1\xBE\xEF\x0E\x93\x01\x20\x00\x00\x50\x34\x02\x83\x8C\x54\x00\x0C\xEF\xF7\xE6\x49\x0A\x46\x01\x00\x76\x38\x49\x4D\x00\x40\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x32\x66\x02\xC9\x00\x00\xC4\x09\xBF\x3C\x76\x38\x49\x4D\x76\x38\x49\x4D\x01\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x9D\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test34(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9FF26362), ('P4rIngress.bitmap_seq.seq', 0xC789E948)], 11173)
        self.setRegisterValue('P4rIngress.rounds', 0xC789E948, 11173)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x03), ('P4rIngress.count_exp.exponent', 0x00)], 11173)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 11173)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11173)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11173)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2006),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000072C),
                gc.DataTuple('slot_count', 0x000011B3),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7164A8E5),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03E),
                gc.KeyTuple('src_addr', 0x492BAE3B),
                gc.KeyTuple('src_port', 0xF5B1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2006),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x0079),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x49\x2B\xAE\x3B\x00\x00\x00\x00\xF5\xB1\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x20\x06\x00\x1C\x71\x64\xA8\xE5\x04\x79\x03\x00\xC7\x89\xE9\x48\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x4D\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25\x33\x3F\x22\x8C\x3B\xFE\xBF\xA1\x09\x3B\xC5\xF9\xF8\x50\xA9\xFA\x96\xFE\xAE\xA5\xF0\x00\x9A\xC6\x20\x71\xC0\x58\x86\xA1\xE0\x31\x70\xBA\x96\x22\x0E\x36\xCA\x83\xB8\xA7\x56\x16\x15\xA1\x4B\xEE\x1F\x79\xF6\xD2\xE8\x5A\x63\x21\x52\x2C\x29\xB5\x53\xFF\x85\x57\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x49\x2B\xAE\x3B\xBE\xEF\xF5\xB1\x01\x20\x00\x00\x50\x34\x02\x83\x20\x06\x00\x1C\x71\x64\xA8\xE5\x04\x79\x01\x00\xC7\x89\xE9\x48\x00\x40\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2B\xA5\x00\x79\x00\x00\x9F\xF2\x63\x62\xC7\x89\xE9\x48\xC7\x89\xE9\x48\x03\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x4D\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25\x33\x3F\x22\x8C\x3B\xFE\xBF\xA1\x09\x3B\xC5\xF9\xF8\x50\xA9\xFA\x96\xFE\xAE\xA5\xF0\x00\x9A\xC6\x20\x71\xC0\x58\x86\xA1\xE0\x31\x70\xBA\x96\x22\x0E\x36\xCA\x83\xB8\xA7\x56\x16\x15\xA1\x4B\xEE\x1F\x79\xF6\xD2\xE8\x5A\x63\x21\x52\x2C\x29\xB5\x53\xFF\x85\x57\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test35(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xBBDFB5CE), ('P4rIngress.bitmap_seq.seq', 0x43618449)], 13656)
        self.setRegisterValue('P4rIngress.rounds', 0x43618449, 13656)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x06), ('P4rIngress.count_exp.exponent', 0x00)], 13656)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 13656)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 13656)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 13656)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5548),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000758),
                gc.DataTuple('slot_count', 0x000015C4),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x66DE02A8),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x009),
                gc.KeyTuple('src_addr', 0xDF893EC0),
                gc.KeyTuple('src_port', 0xF413),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5548),
                gc.DataTuple('rank', 0x001D),
                gc.DataTuple('worker_index', 0x008E),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDF\x89\x3E\xC0\x00\x00\x00\x00\xF4\x13\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x55\x48\x00\x1D\x66\xDE\x02\xA8\x0E\x00\x01\x00\x43\x61\x84\x49\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x83\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64\x20\xFF\x9B\x32\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDF\x89\x3E\xC0\xBE\xEF\xF4\x13\x01\x20\x00\x00\x50\x34\x02\x83\x55\x48\x00\x1D\x66\xDE\x02\xA8\x0E\x00\x01\x00\x43\x61\x84\x49\x00\x40\x00\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x35\x58\x00\x8E\x00\x00\xBB\xDF\xB5\xCE\x43\x61\x84\x49\x43\x61\x84\x49\x06\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x83\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64\x20\xFF\x9B\x32\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test36(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x47DF622E), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 14782)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0x00)], 14782)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 14782)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 14782)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 14782)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3780),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001635),
                gc.DataTuple('slot_count', 0x00000836),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF5865465),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x030),
                gc.KeyTuple('src_addr', 0xED0C3DF2),
                gc.KeyTuple('src_port', 0x456A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3780),
                gc.DataTuple('rank', 0x0014),
                gc.DataTuple('worker_index', 0x0209),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xED\x0C\x3D\xF2\x00\x00\x00\x00\x45\x6A\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x37\x80\x00\x14\xF5\x86\x54\x65\x03\x89\x05\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x4F\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xED\x0C\x3D\xF2\xBE\xEF\x45\x6A\x01\x20\x00\x00\x50\x34\x02\xC2\x37\x80\x00\x14\xF5\x86\x54\x65\x03\x89\x01\x00\x00\x00\x00\x00\x00\x40\x00\x0F\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x39\xBE\x02\x09\x00\x00\x47\xDF\x62\x2E\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x4F\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test37(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x52EB2254), ('P4rIngress.bitmap_seq.seq', 0xA30DE9B8)], 13046)
        self.setRegisterValue('P4rIngress.rounds', 0xA30DE9B8, 13046)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 13046)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 13046)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 13046)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 13046)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x174F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C24),
                gc.DataTuple('slot_count', 0x00000792),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDFD8805F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03D),
                gc.KeyTuple('src_addr', 0x25D524E5),
                gc.KeyTuple('src_port', 0xC7A3),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x174F),
                gc.DataTuple('rank', 0x0004),
                gc.DataTuple('worker_index', 0x02E4),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x25\xD5\x24\xE5\x00\x00\x00\x00\xC7\xA3\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x17\x4F\x00\x04\xDF\xD8\x80\x5F\x06\xD2\x07\x00\xA3\x0D\xE9\xB8\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x7D\x83\x9E\xA8\x4E\x14\x15\xCA\x0D\x07\x65\x52\xE4\xF9\x85\xEA\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC\x33\x62\xE0\x70\xD3\x5D\x4D\x05\x94\xBE\xC0\xA8\x70\xB3\x89\x12\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x25\xD5\x24\xE5\xBE\xEF\xC7\xA3\x01\x20\x00\x00\x50\x34\x02\x83\x17\x4F\x00\x04\xDF\xD8\x80\x5F\x06\xD2\x01\x00\xA3\x0D\xE9\xB8\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x32\xF6\x02\xE4\x00\x00\x52\xEB\x22\x54\xA3\x0D\xE9\xB8\xA3\x0D\xE9\xB8\x00\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x7D\x83\x9E\xA8\x4E\x14\x15\xCA\x0D\x07\x65\x52\xE4\xF9\x85\xEA\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC\x33\x62\xE0\x70\xD3\x5D\x4D\x05\x94\xBE\xC0\xA8\x70\xB3\x89\x12\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test38(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x347AC9D5), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 11579)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x20), ('P4rIngress.count_exp.exponent', 0x00)], 11579)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 11579)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11579)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11579)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xDDA6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A97),
                gc.DataTuple('slot_count', 0x0000049E),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x216E6D18),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0xE295725F),
                gc.KeyTuple('src_port', 0x003F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xDDA6),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x00F1),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE2\x95\x72\x5F\x00\x00\x00\x00\x00\x3F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xDD\xA6\x00\x16\x21\x6E\x6D\x18\x02\xA4\x01\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8\xD2\x64\xB8\x72\x0D\x8E\x9C\x23\xD9\x08\xA3\x29\xE3\x5E\x2C\x62\xA2\xA7\xAB\xD4\x14\x42\x6B\x3B\x26\xC0\x8C\xB6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE2\x95\x72\x5F\xBE\xEF\x00\x3F\x01\x20\x00\x00\x50\x34\x02\xC2\xDD\xA6\x00\x16\x21\x6E\x6D\x18\x02\xA4\x01\x00\x00\x00\x00\x00\x00\x40\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2D\x3B\x00\xF1\x00\x00\x34\x7A\xC9\xD5\x00\x00\x00\x00\x00\x00\x00\x00\x20\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8\xD2\x64\xB8\x72\x0D\x8E\x9C\x23\xD9\x08\xA3\x29\xE3\x5E\x2C\x62\xA2\xA7\xAB\xD4\x14\x42\x6B\x3B\x26\xC0\x8C\xB6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test39(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD45C0E5D), ('P4rIngress.bitmap_seq.seq', 0xD9CEE1BD)], 15349)
        self.setRegisterValue('P4rIngress.rounds', 0xD9CEE1BD, 15349)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 15349)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 15349)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 15349)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 15349)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD997),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000239),
                gc.DataTuple('slot_count', 0x00001DA5),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x79214C31),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0x6384A557),
                gc.KeyTuple('src_port', 0xFAC5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD997),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x0393),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x63\x84\xA5\x57\x00\x00\x00\x00\xFA\xC5\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xD9\x97\x00\x00\x79\x21\x4C\x31\x19\xBC\x01\x00\xD9\xCE\xE1\xBD\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x78\x72\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B\x55\xE6\xB1\x4E\x3A\x43\xD8\x7D\x15\x0A\xF7\x90\x00\x32\x18\x44\x24\x20\x24\x92\x4F\x2A\xC5\x75\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41\xE3\xB2\x80\x95\xD4\x0A\xCE\x3F\x30\x04\x94\x94\x46\xC3\xA9\x2C\x1F\x6D\xFE\x93'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x63\x84\xA5\x57\xBE\xEF\xFA\xC5\x01\x20\x00\x00\x50\x34\x02\x83\xD9\x97\x00\x00\x79\x21\x4C\x31\x19\xBC\x01\x00\xD9\xCE\xE1\xBD\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x3B\xF5\x03\x93\x00\x00\xD4\x5C\x0E\x5D\xD9\xCE\xE1\xBD\xD9\xCE\xE1\xBD\x00\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x78\x72\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B\x55\xE6\xB1\x4E\x3A\x43\xD8\x7D\x15\x0A\xF7\x90\x00\x32\x18\x44\x24\x20\x24\x92\x4F\x2A\xC5\x75\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41\xE3\xB2\x80\x95\xD4\x0A\xCE\x3F\x30\x04\x94\x94\x46\xC3\xA9\x2C\x1F\x6D\xFE\x93'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test40(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5E17D8AE), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 13165)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 13165)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x20), ('P4rIngress.count_exp.exponent', 0x00)], 13165)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 13165)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 13165)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 13165)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD833),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D69),
                gc.DataTuple('slot_count', 0x000009A1),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x12ED4550),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x032),
                gc.KeyTuple('src_addr', 0xBE5E37B0),
                gc.KeyTuple('src_port', 0x74F2),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD833),
                gc.DataTuple('rank', 0x0012),
                gc.DataTuple('worker_index', 0x0215),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBE\x5E\x37\xB0\x00\x00\x00\x00\x74\xF2\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xD8\x33\x00\x12\x12\xED\x45\x50\x06\x04\x05\x00\xFF\xFF\xFF\xFF\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x83\xE2\x8D\x2A\x79\x02\x5F\xBB\xFE\x41\x22\xDB\x1B\x01\xB1\x05\x59\x7E\x2D\x70\xEF\xC8\x47\x63\x88\x63\x11\xB9\xE2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBE\x5E\x37\xB0\xBE\xEF\x74\xF2\x01\x20\x00\x00\x50\x34\x02\x83\xD8\x33\x00\x12\x12\xED\x45\x50\x06\x04\x01\x00\xFF\xFF\xFF\xFF\x00\x40\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x33\x6D\x02\x15\x00\x00\x5E\x17\xD8\xAE\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x20\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x83\xE2\x8D\x2A\x79\x02\x5F\xBB\xFE\x41\x22\xDB\x1B\x01\xB1\x05\x59\x7E\x2D\x70\xEF\xC8\x47\x63\x88\x63\x11\xB9\xE2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test41(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x87E02F72), ('P4rIngress.bitmap_seq.seq', 0xCF0B28AA)], 10375)
        self.setRegisterValue('P4rIngress.rounds', 0xCF0B28AA, 10375)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0B), ('P4rIngress.count_exp.exponent', 0x00)], 10375)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 10375)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 10375)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 10375)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4088),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000077F),
                gc.DataTuple('slot_count', 0x00000285),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD3698370),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01D),
                gc.KeyTuple('src_addr', 0x86BF9802),
                gc.KeyTuple('src_port', 0xBDF3),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4088),
                gc.DataTuple('rank', 0x0001),
                gc.DataTuple('worker_index', 0x00CD),
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
        ig_port = 29
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x86\xBF\x98\x02\x00\x00\x00\x00\xBD\xF3\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x40\x88\x00\x01\xD3\x69\x83\x70\x01\x08\x01\x00\xCF\x0B\x28\xAA\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE3\x32\x02\x25\x64\xB4\xFB\x1B\xEB\x37\xAC\x23\x22\x37\x4A\x36\x09\x8E\x9D\x71\xAB\xB8\x22\x3E\xF6\x80\xBD\xE0\x5D\xAB\x90\xAC\x09\x87\x4D\x88\x1F\x2E\x00\x26\x9B\x7B\x14\x4F\xBA\xEB\x8F\xE2\x81\x19\x3E\x88\x42\x90'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x86\xBF\x98\x02\xBE\xEF\xBD\xF3\x01\x20\x00\x00\x50\x34\x02\xC2\x40\x88\x00\x01\xD3\x69\x83\x70\x01\x08\x01\x00\xCF\x0B\x28\xAA\x00\x40\x00\x0B\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x28\x87\x00\xCD\x00\x00\x87\xE0\x2F\x72\xCF\x0B\x28\xAA\xCF\x0B\x28\xAA\x0B\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE3\x32\x02\x25\x64\xB4\xFB\x1B\xEB\x37\xAC\x23\x22\x37\x4A\x36\x09\x8E\x9D\x71\xAB\xB8\x22\x3E\xF6\x80\xBD\xE0\x5D\xAB\x90\xAC\x09\x87\x4D\x88\x1F\x2E\x00\x26\x9B\x7B\x14\x4F\xBA\xEB\x8F\xE2\x81\x19\x3E\x88\x42\x90'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test42(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE63E27B1), ('P4rIngress.bitmap_seq.seq', 0xF5BBABCF)], 4604)
        self.setRegisterValue('P4rIngress.rounds', 0xF5BBABCF, 4604)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 4604)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4604)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 4604)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 4604)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2347),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF95CBD38),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x020),
                gc.KeyTuple('src_addr', 0x842593DD),
                gc.KeyTuple('src_port', 0x61D8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2347),
                gc.DataTuple('rank', 0x001D),
                gc.DataTuple('worker_index', 0x0338),
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
        ig_port = 32
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x84\x25\x93\xDD\x00\x00\x00\x00\x61\xD8\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x23\x47\x00\x1D\xF9\x5C\xBD\x38\x11\xFC\x00\x00\xF5\xBB\xAB\xCF\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB0\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A\x46\x9D\x47\x06\x5D\xB1\x15\xA2\x24\x65\x1D\xF1\x89\x79\x4C\x6E\x10\x6E\xF8\xDF\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5\xE3\x6D\xEF\x8C\x97\x07\x0C\x4D\x5C\x66\xAF\x68\x7B\xD5\x87\x8E\xA4\x90\x8D\xCF\xD1\x02\x5E\x73\x9E\x7E\x62\x3A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x84\x25\x93\xDD\xBE\xEF\x61\xD8\x01\x20\x00\x00\x50\x34\x02\x83\x23\x47\x00\x1D\xF9\x5C\xBD\x38\x11\xFC\x00\x00\xF5\xBB\xAB\xCF\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x11\xFC\x03\x38\x00\x00\xE6\x3E\x27\xB1\xF5\xBB\xAB\xCF\xF5\xBB\xAB\xCF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB0\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A\x46\x9D\x47\x06\x5D\xB1\x15\xA2\x24\x65\x1D\xF1\x89\x79\x4C\x6E\x10\x6E\xF8\xDF\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5\xE3\x6D\xEF\x8C\x97\x07\x0C\x4D\x5C\x66\xAF\x68\x7B\xD5\x87\x8E\xA4\x90\x8D\xCF\xD1\x02\x5E\x73\x9E\x7E\x62\x3A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test43(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6B53A315), ('P4rIngress.bitmap_seq.seq', 0xC1311A13)], 10572)
        self.setRegisterValue('P4rIngress.rounds', 0xC1311A13, 10572)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x10), ('P4rIngress.count_exp.exponent', 0x00)], 10572)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 10572)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 10572)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 10572)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF87E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000064C),
                gc.DataTuple('slot_count', 0x00000A46),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9688FB6C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x035),
                gc.KeyTuple('src_addr', 0x12C1C314),
                gc.KeyTuple('src_port', 0x2DCB),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF87E),
                gc.DataTuple('rank', 0x0002),
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
        ig_port = 53
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x12\xC1\xC3\x14\x00\x00\x00\x00\x2D\xCB\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF8\x7E\x00\x02\x96\x88\xFB\x6C\x03\x00\x05\x00\xC1\x31\x1A\x13\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC3\x1E\xD5\x3D\x66\x60\x6C\xCB\xA6\x76\x99\x88\x95\x50\xE9\xB2\x7D\xFE\xC3\xD7\x60\x8C\x50\x4B\x9D\xB5\xEB\x53\x26\x35\x81\x87\x19\xB5\x46\xDC\xC9\xC0\xC2\x91\xDC\xA1\x13\x21\x99\x85\x1A\xCF\x9C\xCF\xEE\x73\x4F\xC5\xC5\xE9\x25\x20\xA6\x4B\x13\x34\x6B\x6C\x84\x34\xCD\x0D\xFA\xB9\xC8\xC0\xD4\x26\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19\x1C\x27\x70\xE5\x88\xEA\xC3\xE7\x43\xE9\x8A\x9B\x46\xF6\x96\x16\xF9\x91\x7F\xC5\x01\x5C\x6C\x80\x2C\xFB\x9C\x16\x84\xAE\x1A\x14\x07\x18\xC0\xAE\xC3\xC5\x20\x18\x28\x05\xB4\x5E\x09\xA0\x68\x65\x35\x9A\x32\x74\xBD\x57\x35\xBF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x12\xC1\xC3\x14\xBE\xEF\x2D\xCB\x01\x20\x00\x00\x50\x34\x02\x83\xF8\x7E\x00\x02\x96\x88\xFB\x6C\x03\x00\x01\x00\xC1\x31\x1A\x13\x00\x40\x00\x10\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x29\x4C\x02\x7B\x00\x00\x6B\x53\xA3\x15\xC1\x31\x1A\x13\xC1\x31\x1A\x13\x10\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC3\x1E\xD5\x3D\x66\x60\x6C\xCB\xA6\x76\x99\x88\x95\x50\xE9\xB2\x7D\xFE\xC3\xD7\x60\x8C\x50\x4B\x9D\xB5\xEB\x53\x26\x35\x81\x87\x19\xB5\x46\xDC\xC9\xC0\xC2\x91\xDC\xA1\x13\x21\x99\x85\x1A\xCF\x9C\xCF\xEE\x73\x4F\xC5\xC5\xE9\x25\x20\xA6\x4B\x13\x34\x6B\x6C\x84\x34\xCD\x0D\xFA\xB9\xC8\xC0\xD4\x26\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19\x1C\x27\x70\xE5\x88\xEA\xC3\xE7\x43\xE9\x8A\x9B\x46\xF6\x96\x16\xF9\x91\x7F\xC5\x01\x5C\x6C\x80\x2C\xFB\x9C\x16\x84\xAE\x1A\x14\x07\x18\xC0\xAE\xC3\xC5\x20\x18\x28\x05\xB4\x5E\x09\xA0\x68\x65\x35\x9A\x32\x74\xBD\x57\x35\xBF'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test44(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x30D9CD23), ('P4rIngress.bitmap_seq.seq', 0xD7000000)], 9618)
        self.setRegisterValue('P4rIngress.rounds', 0xD7000000, 9618)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x04), ('P4rIngress.count_exp.exponent', 0x00)], 9618)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 9618)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 9618)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 9618)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x26DD),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000592),
                gc.DataTuple('slot_count', 0x00000E1E),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEA6E95E3),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x016),
                gc.KeyTuple('src_addr', 0x0F767585),
                gc.KeyTuple('src_port', 0x6CC4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x26DD),
                gc.DataTuple('rank', 0x000B),
                gc.DataTuple('worker_index', 0x03B5),
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
        ig_port = 22
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0F\x76\x75\x85\x00\x00\x00\x00\x6C\xC4\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x26\xDD\x00\x0B\xEA\x6E\x95\xE3\x00\x00\x01\x00\xD7\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xCC\xF8\xE6\xCF\xD1\x61\x6A\xC7\x39\x5E\xC6\x55\x5C\x09\x86\xDF\xC3\xB4\x38\xBF\x28\xC8\x2F\x55\xF9\x05\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80\x55\x93\x23\x69\xBB\x3F\x79\xBF\xC6\x1F\x60\x02\x8B\x2F\x39\x16\xFD\x8B\x42\xB2\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71\x3B\xCC\xED\x94\x74\xA5\x0C\x2A\x93\x92\x9F\x47\xB5\xD9\xCC\x22\x55\x0E\x15\xBE\x5F\x6C\x77\x2F\x72\x7D\x1D\x79\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C\xDA\x40\x22\xA4\xED\x98\x8E\x76\x19\xAC\xBF\xE1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0F\x76\x75\x85\xBE\xEF\x6C\xC4\x01\x20\x00\x00\x50\x34\x02\xC2\x26\xDD\x00\x0B\xEA\x6E\x95\xE3\x00\x00\x01\x00\xD7\x00\x00\x00\x00\x40\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x25\x92\x03\xB5\x00\x00\x30\xD9\xCD\x23\xD7\x00\x00\x00\xD7\x00\x00\x00\x04\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xCC\xF8\xE6\xCF\xD1\x61\x6A\xC7\x39\x5E\xC6\x55\x5C\x09\x86\xDF\xC3\xB4\x38\xBF\x28\xC8\x2F\x55\xF9\x05\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80\x55\x93\x23\x69\xBB\x3F\x79\xBF\xC6\x1F\x60\x02\x8B\x2F\x39\x16\xFD\x8B\x42\xB2\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71\x3B\xCC\xED\x94\x74\xA5\x0C\x2A\x93\x92\x9F\x47\xB5\xD9\xCC\x22\x55\x0E\x15\xBE\x5F\x6C\x77\x2F\x72\x7D\x1D\x79\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C\xDA\x40\x22\xA4\xED\x98\x8E\x76\x19\xAC\xBF\xE1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test45(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA438E2B2), ('P4rIngress.bitmap_seq.seq', 0x809C61C8)], 9158)
        self.setRegisterValue('P4rIngress.rounds', 0x809C61C8, 9158)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x10), ('P4rIngress.count_exp.exponent', 0x00)], 9158)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 9158)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 9158)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 9158)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7B2A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000275),
                gc.DataTuple('slot_count', 0x0000046F),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x37F804D0),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x023),
                gc.KeyTuple('src_addr', 0x0BDB88CE),
                gc.KeyTuple('src_port', 0x1085),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7B2A),
                gc.DataTuple('rank', 0x0001),
                gc.DataTuple('worker_index', 0x03FB),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0B\xDB\x88\xCE\x00\x00\x00\x00\x10\x85\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x7B\x2A\x00\x01\x37\xF8\x04\xD0\x01\x51\x03\x00\x80\x9C\x61\xC8\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD8\x20\xC2\xCD\x27\xCB\x0E\xDA\x19\x1E\x31\x70\x44\x10\x24\xC2\x10\x54\x30\x6B\xFD\x40\x4C\x1C\x7A\x98\xBE\xEF\xEC\x7B\x6B\xA4\xB3\x1A\xCE\x73\xB2\x13\xE5\x80\xC4\xF2\xCB\x95\x84\x49\x40\x47\x3A\xA2\x71\x2F\x05\x9D\xDC\x7A\x19\x74\xB4\xAA\x56\x98\x01\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F\x24\xF0\x27\x71\x4B\x3A\x92\x7F\x68\x4D\x01\x77\x0E\x42\x40\x50\x5E\x1B\x1D\xE2\x50\x0B\xDF\x5F\xE7\xDE\x48\x7A\x01\x7B\xF0\x1D\x4B\x02\x55\x2F\x0E\xBD\xCA\xE2\x80\x02\x6A\xE9\x09\xB1\x5C\xDD\xEF\x25\x0B\x52\xF5\x9F\xDD\x96'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0B\xDB\x88\xCE\xBE\xEF\x10\x85\x01\x20\x00\x00\x50\x34\x02\x83\x7B\x2A\x00\x01\x37\xF8\x04\xD0\x01\x51\x01\x00\x80\x9C\x61\xC8\x00\x40\x00\x10\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x23\xC6\x03\xFB\x00\x00\xA4\x38\xE2\xB2\x80\x9C\x61\xC8\x80\x9C\x61\xC8\x10\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD8\x20\xC2\xCD\x27\xCB\x0E\xDA\x19\x1E\x31\x70\x44\x10\x24\xC2\x10\x54\x30\x6B\xFD\x40\x4C\x1C\x7A\x98\xBE\xEF\xEC\x7B\x6B\xA4\xB3\x1A\xCE\x73\xB2\x13\xE5\x80\xC4\xF2\xCB\x95\x84\x49\x40\x47\x3A\xA2\x71\x2F\x05\x9D\xDC\x7A\x19\x74\xB4\xAA\x56\x98\x01\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F\x24\xF0\x27\x71\x4B\x3A\x92\x7F\x68\x4D\x01\x77\x0E\x42\x40\x50\x5E\x1B\x1D\xE2\x50\x0B\xDF\x5F\xE7\xDE\x48\x7A\x01\x7B\xF0\x1D\x4B\x02\x55\x2F\x0E\xBD\xCA\xE2\x80\x02\x6A\xE9\x09\xB1\x5C\xDD\xEF\x25\x0B\x52\xF5\x9F\xDD\x96'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test46(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x49777A67), ('P4rIngress.bitmap_seq.seq', 0xED165120)], 13918)
        self.setRegisterValue('P4rIngress.rounds', 0xED165120, 13918)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0E), ('P4rIngress.count_exp.exponent', 0x00)], 13918)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 13918)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 13918)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 13918)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA617),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006C0),
                gc.DataTuple('slot_count', 0x000017BF),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x98ADA063),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0xA24C0338),
                gc.KeyTuple('src_port', 0xB1A6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA617),
                gc.DataTuple('rank', 0x000E),
                gc.DataTuple('worker_index', 0x03B2),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA2\x4C\x03\x38\x00\x00\x00\x00\xB1\xA6\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xA6\x17\x00\x0E\x98\xAD\xA0\x63\x0F\x9E\x01\x00\xED\x16\x51\x20\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE8\x8B\xA9\xA5\x1A\x01\x3E\x50\x66\x3B\x5F\x18\x71\x9D\x37\xAE\xF2\x56\x87\x80\x61\xC0\x6C\x47'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA2\x4C\x03\x38\xBE\xEF\xB1\xA6\x01\x20\x00\x00\x50\x34\x02\x83\xA6\x17\x00\x0E\x98\xAD\xA0\x63\x0F\x9E\x01\x00\xED\x16\x51\x20\x00\x40\x00\x0E\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x36\x5E\x03\xB2\x00\x00\x49\x77\x7A\x67\xED\x16\x51\x20\xED\x16\x51\x20\x0E\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE8\x8B\xA9\xA5\x1A\x01\x3E\x50\x66\x3B\x5F\x18\x71\x9D\x37\xAE\xF2\x56\x87\x80\x61\xC0\x6C\x47'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test47(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA10C00BD), ('P4rIngress.bitmap_seq.seq', 0x0B94D4B6)], 6189)
        self.setRegisterValue('P4rIngress.rounds', 0x0B94D4B6, 6189)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 6189)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 6189)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 6189)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 6189)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3BB5),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001217),
                gc.DataTuple('slot_count', 0x00000CC7),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC067B23B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x009),
                gc.KeyTuple('src_addr', 0x171E5BF0),
                gc.KeyTuple('src_port', 0xAB8B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3BB5),
                gc.DataTuple('rank', 0x0012),
                gc.DataTuple('worker_index', 0x03B1),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x17\x1E\x5B\xF0\x00\x00\x00\x00\xAB\x8B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x3B\xB5\x00\x12\xC0\x67\xB2\x3B\x06\x16\x04\x00\x0B\x94\xD4\xB6\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF7\x15\x72\x46\x7F\x22\x26\xDC\xA6\x71\xC0\xCD\x11\x78\x0E\x26\xA5\x28\xF0\x70\x10\xFA\x7A\x00\xC6\x58\x59\x84\x22\x8F\x66\x02\x80\x35\xEB\xBA\x63\x5B\xCF\x7D\xDB\xA1\xCA\x6B\xC2\x5F\x3E\x5C\x8D\xE1\x35\x78\x79'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x17\x1E\x5B\xF0\xBE\xEF\xAB\x8B\x01\x20\x00\x00\x50\x34\x02\x83\x3B\xB5\x00\x12\xC0\x67\xB2\x3B\x06\x16\x00\x00\x0B\x94\xD4\xB6\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x18\x2D\x03\xB1\x00\x00\xA1\x0C\x00\xBD\x0B\x94\xD4\xB6\x0B\x94\xD4\xB6\x00\x00\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF7\x15\x72\x46\x7F\x22\x26\xDC\xA6\x71\xC0\xCD\x11\x78\x0E\x26\xA5\x28\xF0\x70\x10\xFA\x7A\x00\xC6\x58\x59\x84\x22\x8F\x66\x02\x80\x35\xEB\xBA\x63\x5B\xCF\x7D\xDB\xA1\xCA\x6B\xC2\x5F\x3E\x5C\x8D\xE1\x35\x78\x79'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test48(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x498F78A5), ('P4rIngress.bitmap_seq.seq', 0x20000000)], 13628)
        self.setRegisterValue('P4rIngress.rounds', 0x20000000, 13628)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x04), ('P4rIngress.count_exp.exponent', 0x00)], 13628)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 13628)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 13628)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 13628)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2631),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001034),
                gc.DataTuple('slot_count', 0x00000B0D),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x00F31313),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02F),
                gc.KeyTuple('src_addr', 0x6590E0EA),
                gc.KeyTuple('src_port', 0xA0F2),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2631),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x000D),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x65\x90\xE0\xEA\x00\x00\x00\x00\xA0\xF2\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x26\x31\x00\x11\x00\xF3\x13\x13\x05\x08\x05\x00\x20\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA4\x84\x25\x95\x1C\x33\xA1\x89\x4C\x08\xD0\x7C\xC9\x7B\x45\xDE\x7C\xA1\x2D\xFC\xBA\x7E\x03\x19\xB9\x3E\xA0\x56\x9F\xDC\x39\x52\x63\xDF\x92\x1A\xCD\x6B\x54\x4A\xB1\x92\xE4\xBE\xA1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x65\x90\xE0\xEA\xBE\xEF\xA0\xF2\x01\x20\x00\x00\x50\x34\x02\x83\x26\x31\x00\x11\x00\xF3\x13\x13\x05\x08\x01\x00\x20\x00\x00\x00\x00\x40\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x35\x3C\x00\x0D\x00\x00\x49\x8F\x78\xA5\x20\x00\x00\x00\x20\x00\x00\x00\x04\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA4\x84\x25\x95\x1C\x33\xA1\x89\x4C\x08\xD0\x7C\xC9\x7B\x45\xDE\x7C\xA1\x2D\xFC\xBA\x7E\x03\x19\xB9\x3E\xA0\x56\x9F\xDC\x39\x52\x63\xDF\x92\x1A\xCD\x6B\x54\x4A\xB1\x92\xE4\xBE\xA1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test49(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x3F\x00\x00\x00\x00\x00\x00\x40\x00\x00\xA2\x1A\x00\x8B\x0B\x2A\x74\x7F\x01\xFA\xB9\x7C\x68\x45\xCE\xB3\xD8\x8C\xA9\x45\x08\x13\x5B\x61\x6A\xAE\x74\x7E\x6B\xD7\xB4\x97\x2E\x0E\x9E\x55\x86\xB7\x7D\x45\x08\x17\x20\x47\x2A\x19\xB9\x4B\x70\xF0\x19\xA4\xC1\x79\xBB\xA3\xD5\x5F\x82\x5C\x5A\xA1\x47\x47\x40\x83\x27\x41\xA5\x85\xBD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test50(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x295686F9), ('P4rIngress.bitmap_seq.seq', 0xD1FE571A)], 4971)
        self.setRegisterValue('P4rIngress.rounds', 0xD1FE571A, 4971)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x04), ('P4rIngress.count_exp.exponent', 0x00)], 4971)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 4971)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 4971)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 4971)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x898A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001248),
                gc.DataTuple('slot_count', 0x000001DA),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0FA8F1FC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x028),
                gc.KeyTuple('src_addr', 0x3EC6EE27),
                gc.KeyTuple('src_port', 0x9D3A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x898A),
                gc.DataTuple('rank', 0x0012),
                gc.DataTuple('worker_index', 0x027A),
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
        ig_port = 40
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3E\xC6\xEE\x27\x00\x00\x00\x00\x9D\x3A\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x89\x8A\x00\x12\x0F\xA8\xF1\xFC\x01\x23\x04\x00\xD1\xFE\x57\x1A\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x32\xEA\x96\x04\xA8\x6F\x10\x20\x6A\xEB\xB1\xE5\xCC\xA9\x71\x84\x18\x1F\xCF\xA1\x5E\xA1\xE0\x5E\xFC\x2C\x7B\xEF\xB3\x24\xA8\x15\xE5\x4F\x2F\x24\xEC\xF7\xBA\xE0\x30\xB0\xE3\x70\xEE\x7B\xFC\x1E\x52\xFA\x23\xD2\xC8\xA5\x1A\xE5\xA3\xB8\xF4\x8A\x85\xF6\xC3\x50\x9B\x8F\x0F\x98\x15\x7E\x6B\x4A\xEE\x45\x0A\xB8\x70\xF2\x87\x3A\x67\x65\x64\x7A\x9E\x2F\x70\xFA\x35\x9D\x56\x80\x9C\x71\x2D\x89\xCF\xBB\x1B\xF3\x84\x2F\x6F\x1D\x86\xF7\x45\x87\x74\x8D\x2A\x9E\x96\xDA\xBC\x7A\xF2\x46\x4E\x6E\x18\x67\x1A\x77\x8B\x48\x96\x5F\x84\x81\x51\x86\xAA\xEF\x8D\x85\xB8\x5B\x32\x8E\xD8\xEE\xE3\x4B\xD9\xD5\x6B\xCA\xD3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x3E\xC6\xEE\x27\xBE\xEF\x9D\x3A\x01\x20\x00\x00\x50\x34\x02\xC2\x89\x8A\x00\x12\x0F\xA8\xF1\xFC\x01\x23\x00\x00\xD1\xFE\x57\x1A\x00\x40\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x13\x6B\x02\x7A\x00\x00\x29\x56\x86\xF9\xD1\xFE\x57\x1A\xD1\xFE\x57\x1A\x04\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x32\xEA\x96\x04\xA8\x6F\x10\x20\x6A\xEB\xB1\xE5\xCC\xA9\x71\x84\x18\x1F\xCF\xA1\x5E\xA1\xE0\x5E\xFC\x2C\x7B\xEF\xB3\x24\xA8\x15\xE5\x4F\x2F\x24\xEC\xF7\xBA\xE0\x30\xB0\xE3\x70\xEE\x7B\xFC\x1E\x52\xFA\x23\xD2\xC8\xA5\x1A\xE5\xA3\xB8\xF4\x8A\x85\xF6\xC3\x50\x9B\x8F\x0F\x98\x15\x7E\x6B\x4A\xEE\x45\x0A\xB8\x70\xF2\x87\x3A\x67\x65\x64\x7A\x9E\x2F\x70\xFA\x35\x9D\x56\x80\x9C\x71\x2D\x89\xCF\xBB\x1B\xF3\x84\x2F\x6F\x1D\x86\xF7\x45\x87\x74\x8D\x2A\x9E\x96\xDA\xBC\x7A\xF2\x46\x4E\x6E\x18\x67\x1A\x77\x8B\x48\x96\x5F\x84\x81\x51\x86\xAA\xEF\x8D\x85\xB8\x5B\x32\x8E\xD8\xEE\xE3\x4B\xD9\xD5\x6B\xCA\xD3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test51(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA8AACFE2), ('P4rIngress.bitmap_seq.seq', 0xBC728BED)], 10284)
        self.setRegisterValue('P4rIngress.rounds', 0xBC728BED, 10284)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 10284)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 10284)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 10284)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 10284)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x875A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000003BF),
                gc.DataTuple('slot_count', 0x0000062D),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9415FA92),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00B),
                gc.KeyTuple('src_addr', 0xF9AA6D4C),
                gc.KeyTuple('src_port', 0x96EA),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x875A),
                gc.DataTuple('rank', 0x000B),
                gc.DataTuple('worker_index', 0x0027),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF9\xAA\x6D\x4C\x00\x00\x00\x00\x96\xEA\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x87\x5A\x00\x0B\x94\x15\xFA\x92\x04\x6D\x03\x00\xBC\x72\x8B\xED\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x77\xD2\x18\xEC\xB3\x1A\x60\x6F\x45\x89\x5C\x65\x86\x98\x5C\xD9\x95\x0C\x34\xA1\xD7\xD3\xB0\xF2\xA0\xAA\x64\x80\xFD\xA7\x4F\x4A\x0C\xF9\xC8\x58\x45\xBC\xD3\xE3\x77\x7E\xC5\x80\x0E\x7A\x3C\xEF\x66\x31\xD1\xA9\x34\xC2\xE7\x23\x89\x7A\xBF\xF3\x29\x07\x9C\x0E\xD7\x80\xB6\x9E\xEB\x0D\xDB\x3B\x22\x10\xF2\x25\x6C\x0A\x9C\xD2\x4A\x55\x72\x51\x8C\x84\x1D\x2D\x6C\x05\xB8\x17\x79\xC2\x8D\xFD\x69\x00\x94\x95\xC2\x42\xC4\xAF\xBA\xC1\x71\xFB\x64\x40\x17\x3D\x7B\xEC\xF0\xFD\x6E\x45\x05\x64\x34\xC7\xA5\xF0\x0E\x5F\x59'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF9\xAA\x6D\x4C\xBE\xEF\x96\xEA\x01\x20\x00\x00\x50\x34\x02\x83\x87\x5A\x00\x0B\x94\x15\xFA\x92\x04\x6D\x01\x00\xBC\x72\x8B\xED\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x28\x2C\x00\x27\x00\x00\xA8\xAA\xCF\xE2\xBC\x72\x8B\xED\xBC\x72\x8B\xED\x00\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x77\xD2\x18\xEC\xB3\x1A\x60\x6F\x45\x89\x5C\x65\x86\x98\x5C\xD9\x95\x0C\x34\xA1\xD7\xD3\xB0\xF2\xA0\xAA\x64\x80\xFD\xA7\x4F\x4A\x0C\xF9\xC8\x58\x45\xBC\xD3\xE3\x77\x7E\xC5\x80\x0E\x7A\x3C\xEF\x66\x31\xD1\xA9\x34\xC2\xE7\x23\x89\x7A\xBF\xF3\x29\x07\x9C\x0E\xD7\x80\xB6\x9E\xEB\x0D\xDB\x3B\x22\x10\xF2\x25\x6C\x0A\x9C\xD2\x4A\x55\x72\x51\x8C\x84\x1D\x2D\x6C\x05\xB8\x17\x79\xC2\x8D\xFD\x69\x00\x94\x95\xC2\x42\xC4\xAF\xBA\xC1\x71\xFB\x64\x40\x17\x3D\x7B\xEC\xF0\xFD\x6E\x45\x05\x64\x34\xC7\xA5\xF0\x0E\x5F\x59'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test52(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x72362F0A), ('P4rIngress.bitmap_seq.seq', 0x6DFB26E0)], 12695)
        self.setRegisterValue('P4rIngress.rounds', 0x6DFB26E0, 12695)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x16), ('P4rIngress.count_exp.exponent', 0x00)], 12695)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12695)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 12695)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 12695)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xDCBA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004E3),
                gc.DataTuple('slot_count', 0x000014BF),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x130C1B25),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0x73DB0EBE),
                gc.KeyTuple('src_port', 0x49C6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xDCBA),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x02EC),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x73\xDB\x0E\xBE\x00\x00\x00\x00\x49\xC6\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xDC\xBA\x00\x0A\x13\x0C\x1B\x25\x0C\xB4\x01\x00\x6D\xFB\x26\xE0\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x17\xD5\x48\xA3\xCD\x05\x1E\x7F\x5E\x04\x8E\x36\x06\xF3\xE1\x91\xD0\x97\x2D\xD4\x56\xA4\xBF\xE3\xEE\xB2\x53\xAE\xDC\x46\xE3\x51\x70\x9D\x98\x34\xE8\x38\x4C\x80'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x73\xDB\x0E\xBE\xBE\xEF\x49\xC6\x01\x20\x00\x00\x50\x34\x02\x83\xDC\xBA\x00\x0A\x13\x0C\x1B\x25\x0C\xB4\x01\x00\x6D\xFB\x26\xE0\x00\x40\x00\x16\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x31\x97\x02\xEC\x00\x00\x72\x36\x2F\x0A\x6D\xFB\x26\xE0\x6D\xFB\x26\xE0\x16\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x17\xD5\x48\xA3\xCD\x05\x1E\x7F\x5E\x04\x8E\x36\x06\xF3\xE1\x91\xD0\x97\x2D\xD4\x56\xA4\xBF\xE3\xEE\xB2\x53\xAE\xDC\x46\xE3\x51\x70\x9D\x98\x34\xE8\x38\x4C\x80'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test53(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC22E3A23), ('P4rIngress.bitmap_seq.seq', 0x394F53AB)], 14391)
        self.setRegisterValue('P4rIngress.rounds', 0x394F53AB, 14391)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x20), ('P4rIngress.count_exp.exponent', 0x00)], 14391)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 14391)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 14391)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 14391)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2F08),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000007F),
                gc.DataTuple('slot_count', 0x00001F81),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBFFC34BD),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0x1BA474D5),
                gc.KeyTuple('src_port', 0x1521),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2F08),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x013C),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1B\xA4\x74\xD5\x00\x00\x00\x00\x15\x21\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2F\x08\x00\x00\xBF\xFC\x34\xBD\x17\xB8\x07\x00\x39\x4F\x53\xAB\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB1\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1B\xA4\x74\xD5\xBE\xEF\x15\x21\x01\x20\x00\x00\x50\x34\x02\xC2\x2F\x08\x00\x00\xBF\xFC\x34\xBD\x17\xB8\x01\x00\x39\x4F\x53\xAB\x00\x40\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x38\x37\x01\x3C\x00\x00\xC2\x2E\x3A\x23\x39\x4F\x53\xAB\x39\x4F\x53\xAB\x20\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB1\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test54(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x32C017E0), ('P4rIngress.bitmap_seq.seq', 0x6BA24089)], 6017)
        self.setRegisterValue('P4rIngress.rounds', 0x6BA24089, 6017)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x17), ('P4rIngress.count_exp.exponent', 0x00)], 6017)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6017)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 6017)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 6017)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1808),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000016EB),
                gc.DataTuple('slot_count', 0x000003CF),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFADE763B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0xCCDA6667),
                gc.KeyTuple('src_port', 0x8427),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1808),
                gc.DataTuple('rank', 0x0019),
                gc.DataTuple('worker_index', 0x01E8),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCC\xDA\x66\x67\x00\x00\x00\x00\x84\x27\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x18\x08\x00\x19\xFA\xDE\x76\x3B\x00\x96\x06\x00\x6B\xA2\x40\x89\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x94\xCB\xD6\xD4\x1E\x8F\xF5\x42\x81\xB5\x4D\x6B\x8C\x83\x0E\xBD\xEF\xBF\xAD\x67\xDE\x08\x73\xF8\x49\x70\x18\xF1\x25\x77\xBA\x2D\xB1\xD6\x57\x60\xE8\x60\xE2\x48\x26\xFF\xE3\x2A\x29\x42\xF8\xD3\x29\xEE\x40\x2A\x06\xFC\x5B\x81\x7A\xC2\x02\x8E\x70\x32\xD7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCC\xDA\x66\x67\xBE\xEF\x84\x27\x01\x20\x00\x00\x50\x34\x02\x83\x18\x08\x00\x19\xFA\xDE\x76\x3B\x00\x96\x00\x00\x6B\xA2\x40\x89\x00\x40\x00\x17\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x17\x81\x01\xE8\x00\x00\x32\xC0\x17\xE0\x6B\xA2\x40\x89\x6B\xA2\x40\x89\x17\x00\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x94\xCB\xD6\xD4\x1E\x8F\xF5\x42\x81\xB5\x4D\x6B\x8C\x83\x0E\xBD\xEF\xBF\xAD\x67\xDE\x08\x73\xF8\x49\x70\x18\xF1\x25\x77\xBA\x2D\xB1\xD6\x57\x60\xE8\x60\xE2\x48\x26\xFF\xE3\x2A\x29\x42\xF8\xD3\x29\xEE\x40\x2A\x06\xFC\x5B\x81\x7A\xC2\x02\x8E\x70\x32\xD7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test55(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5B5A292D), ('P4rIngress.bitmap_seq.seq', 0xBCD3FB38)], 14361)
        self.setRegisterValue('P4rIngress.rounds', 0xBCD3FB38, 14361)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1D), ('P4rIngress.count_exp.exponent', 0x00)], 14361)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 14361)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 14361)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 14361)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE301),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000565),
                gc.DataTuple('slot_count', 0x000019F3),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF72EA9AD),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03F),
                gc.KeyTuple('src_addr', 0x36CCBD03),
                gc.KeyTuple('src_port', 0xB890),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE301),
                gc.DataTuple('rank', 0x001B),
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
        ig_port = 63
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x36\xCC\xBD\x03\x00\x00\x00\x00\xB8\x90\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE3\x01\x00\x1B\xF7\x2E\xA9\xAD\x12\xB4\x05\x00\xBC\xD3\xFB\x38\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42\x68\x02\x84\xA4\x26\xFE\xDF\x55\xBA\xE6\xB0\xD9\xF3\xE7\x35\x87\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2\x1C\x73\xC3\x6D\x30\x88\xCC\xDE\x8D\x52\xB8\xF9\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0\x5E\xFE\x0B\xFE\x84\x30\x60\x42\x16\x56\x2E\x6E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5\xA0\x07\xEF\x34\xAC\x37\x7E\xF6\x15\x93\x92\xE0\xCF\xBC\x57\x36\x1B\x99\xB1\x10\xE3\xF4\xF5\xD2\xAA\x8B\x4D\x65\x78\xD8\x5A\xDF\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x36\xCC\xBD\x03\xBE\xEF\xB8\x90\x01\x20\x00\x00\x50\x34\x02\xC2\xE3\x01\x00\x1B\xF7\x2E\xA9\xAD\x12\xB4\x01\x00\xBC\xD3\xFB\x38\x00\x40\x00\x1D\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x38\x19\x03\xF8\x00\x00\x5B\x5A\x29\x2D\xBC\xD3\xFB\x38\xBC\xD3\xFB\x38\x1D\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42\x68\x02\x84\xA4\x26\xFE\xDF\x55\xBA\xE6\xB0\xD9\xF3\xE7\x35\x87\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2\x1C\x73\xC3\x6D\x30\x88\xCC\xDE\x8D\x52\xB8\xF9\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0\x5E\xFE\x0B\xFE\x84\x30\x60\x42\x16\x56\x2E\x6E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5\xA0\x07\xEF\x34\xAC\x37\x7E\xF6\x15\x93\x92\xE0\xCF\xBC\x57\x36\x1B\x99\xB1\x10\xE3\xF4\xF5\xD2\xAA\x8B\x4D\x65\x78\xD8\x5A\xDF\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test56(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0E\x00\x00\x00\x00\x00\x00\x40\x00\x00\xD8\x97\x95\x17\xF6\xB7\xA6\x9C\xE0\x8F\xD6\xEC\x2E\x15\x9B\x81\x4F\xCB\xE0\x09\x0D\xA6\x52\xCF\x88\x4D\x7A\x56\xA1\xCB\x4F\xC5\xED\xE6\xAA\xF7\x69\x57\x09\x77\x32\xA8\x31\x39\x27\xD9\xA6\x5F\xEC\x16\x6A\x3A\xC9\xA2\x2B\x51\x9E\xE3\xBA\x8C\x96\xD3\x6A\xE9\xF4\x18\xB0\x5E\x97\xA2\x9C\x08\x51\x69\xF2\xED\xA7\x0C\xFB\x3D\xB7\x48\x77\x7A\xB1\x3F\x15\xDC\x20\xCA\xCC\x53\x93\xA6\x07\x18\x1D\xC5\x8A\x84\x41\x53\xE4\x6C\x10\x69\xDE\x37\xDF\xBD\x5D\x47\x0E\x43\xBA\x97\xA3\xC4\xDB\x2D\x40\x7C\x67\xF3\x19\xF4\x2F\x09\x8B\xD1\xBD\xEF\x89\x52\xD7\xE4\x07\xAD\x2A\x83\xAB\x9C\xA8\x33\xCB\x90\xBE\x67\x79\xD3\x79\xE0\xF9\xF7\xDF\xDF\x1C\x59\x00\x43\xB1\xBE\xB0\xB6\xE4\xB9\xF0\xE6\x3E\xC5\x98\xF9\x7E\xEE\xC4\x24\xEB\xB4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test57(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x926D4619), ('P4rIngress.bitmap_seq.seq', 0x23780000)], 12545)
        self.setRegisterValue('P4rIngress.rounds', 0x23780000, 12545)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0E), ('P4rIngress.count_exp.exponent', 0x00)], 12545)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12545)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 12545)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 12545)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2F6D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F7E),
                gc.DataTuple('slot_count', 0x00000D47),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0F16A017),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x036),
                gc.KeyTuple('src_addr', 0xC08713F1),
                gc.KeyTuple('src_port', 0x9188),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2F6D),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0291),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC0\x87\x13\xF1\x00\x00\x00\x00\x91\x88\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2F\x6D\x00\x10\x0F\x16\xA0\x17\x01\x83\x03\x00\x23\x78\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x82\x2B\xE0\xC5\x0A\xFE\xDD\x2A\xF0\xCA\x9B\x57\x89\xF4\x54\x3C\x89\x46\x7B\x8D\x64\x66\xD0\xAE\x9B\xE4\xFE\x72\xA1\x3C\x55\x8C\x69\xC7\xF3\x59\x8D\x5B\x8F\x4F\x9E\x8D\x66\xD1\xD0\xCD\xDA\xE5\x24\x68\xBF\x60\x1E\x2F\xD9\x27\x71\xBB\x88\x9E\x6C\xA0\x81\xF7\x73\xEA\x8C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC0\x87\x13\xF1\xBE\xEF\x91\x88\x01\x20\x00\x00\x50\x34\x02\xC2\x2F\x6D\x00\x10\x0F\x16\xA0\x17\x01\x83\x01\x00\x23\x78\x00\x00\x00\x40\x00\x0E\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x31\x01\x02\x91\x00\x00\x92\x6D\x46\x19\x23\x78\x00\x00\x23\x78\x00\x00\x0E\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x82\x2B\xE0\xC5\x0A\xFE\xDD\x2A\xF0\xCA\x9B\x57\x89\xF4\x54\x3C\x89\x46\x7B\x8D\x64\x66\xD0\xAE\x9B\xE4\xFE\x72\xA1\x3C\x55\x8C\x69\xC7\xF3\x59\x8D\x5B\x8F\x4F\x9E\x8D\x66\xD1\xD0\xCD\xDA\xE5\x24\x68\xBF\x60\x1E\x2F\xD9\x27\x71\xBB\x88\x9E\x6C\xA0\x81\xF7\x73\xEA\x8C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test58(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1B7D672D), ('P4rIngress.bitmap_seq.seq', 0x67030AC8)], 4126)
        self.setRegisterValue('P4rIngress.rounds', 0x67030AC8, 4126)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1E), ('P4rIngress.count_exp.exponent', 0x00)], 4126)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 4126)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 4126)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 4126)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xEA97),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A88),
                gc.DataTuple('slot_count', 0x000012B8),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xED3535EE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x037),
                gc.KeyTuple('src_addr', 0x0EEE74C4),
                gc.KeyTuple('src_port', 0xBF24),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xEA97),
                gc.DataTuple('rank', 0x0019),
                gc.DataTuple('worker_index', 0x005E),
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
        ig_port = 55
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0E\xEE\x74\xC4\x00\x00\x00\x00\xBF\x24\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xEA\x97\x00\x19\xED\x35\x35\xEE\x05\x96\x00\x00\x67\x03\x0A\xC8\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x5F\x03\x80\x71\x3B\x6A\xC4\x2C\xA6\xA8\x6F\x53\x0E\x59\x43\xA9\x42\x14\xC8\xFB\x7C\xDF\x37\x51\xA0\x1C\x88\x7C\x64\xC4\x9E\x6F\x54\x82\x73\xF7\x72\x46\x1B\x43\xB6\xC3\xFC\xDB\xF2\x93\x81\x01\x11\x0A\xC8\xBE\xEE\xB5\xC5\x3B\xFC\x96\xE4\x80\xFE\x54\x0F\x77\xD8\x7A\x38\xD8\xFF\x35\x83\xE0\x3F\x84\x3B\x8F\xC8\xEB\x07\x36\x6D\x44\x29\xFE\x52\xD8\x93\xF1\x3B\x41\x27\xB4\x23\xBB\xB2\x02\x98\x23\x72\x0E\xA3\x30\xAE\x50\xA6\x80\x7D\xEC\xD6\x68\x4D\x4B\x87\x2B\x19\x7C\x8A\x86\x80\x84\x54\x42\xE9\x9E\x17\xA3\x50\x23\xE5\x1A\xC1\xB9\x4C\xD8\xD0\x40\xB4\xB7\xA7\xED\xE5\x6A\xE6\x84\xDA\xAF\x56\xE9\xA6\xF7\xD5\x02\x33\xD4\x9E\x00\xD5\x61\x28\x7F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0E\xEE\x74\xC4\xBE\xEF\xBF\x24\x01\x20\x00\x00\x50\x34\x02\xC2\xEA\x97\x00\x19\xED\x35\x35\xEE\x05\x96\x00\x00\x67\x03\x0A\xC8\x00\x40\x00\x1E\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x10\x1E\x00\x5E\x00\x00\x1B\x7D\x67\x2D\x67\x03\x0A\xC8\x67\x03\x0A\xC8\x1E\x00\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x5F\x03\x80\x71\x3B\x6A\xC4\x2C\xA6\xA8\x6F\x53\x0E\x59\x43\xA9\x42\x14\xC8\xFB\x7C\xDF\x37\x51\xA0\x1C\x88\x7C\x64\xC4\x9E\x6F\x54\x82\x73\xF7\x72\x46\x1B\x43\xB6\xC3\xFC\xDB\xF2\x93\x81\x01\x11\x0A\xC8\xBE\xEE\xB5\xC5\x3B\xFC\x96\xE4\x80\xFE\x54\x0F\x77\xD8\x7A\x38\xD8\xFF\x35\x83\xE0\x3F\x84\x3B\x8F\xC8\xEB\x07\x36\x6D\x44\x29\xFE\x52\xD8\x93\xF1\x3B\x41\x27\xB4\x23\xBB\xB2\x02\x98\x23\x72\x0E\xA3\x30\xAE\x50\xA6\x80\x7D\xEC\xD6\x68\x4D\x4B\x87\x2B\x19\x7C\x8A\x86\x80\x84\x54\x42\xE9\x9E\x17\xA3\x50\x23\xE5\x1A\xC1\xB9\x4C\xD8\xD0\x40\xB4\xB7\xA7\xED\xE5\x6A\xE6\x84\xDA\xAF\x56\xE9\xA6\xF7\xD5\x02\x33\xD4\x9E\x00\xD5\x61\x28\x7F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test59(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4831B519), ('P4rIngress.bitmap_seq.seq', 0xF7200000)], 3874)
        self.setRegisterValue('P4rIngress.rounds', 0xF7200000, 3874)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0B), ('P4rIngress.count_exp.exponent', 0x00)], 3874)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 3874)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 3874)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 3874)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3E55),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000722),
                gc.DataTuple('slot_count', 0x00000E6E),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x072912BA),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x032),
                gc.KeyTuple('src_addr', 0x4AECE42B),
                gc.KeyTuple('src_port', 0x6B0C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3E55),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x00A8),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4A\xEC\xE4\x2B\x00\x00\x00\x00\x6B\x0C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x3E\x55\x00\x1E\x07\x29\x12\xBA\x08\x00\x04\x00\xF7\x20\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xDB\x20\xF9\xEA\xC0\x38\x5B\xBB\x0B\xCC\x9A\xFC\xEF\xDB\xAA\xA6\x00\xD0\xF9\x38\x88\x3F\x26\xC6\xB2\x37\xE1\x0A\x7E\xF6\xF4\x6B\x95\x1B\x3D\xD6\xC5\xA0\x9F\x58\x41\xA9\x0A\x16\xDF\x7D\x2A\x4E\x22\xB9\xC7\x3E\xBA\x2C\xD7\xFC\xA4\xF1\x20\x5D\xC6\x57\xB0\xBE\x12\xE1\x2C\x37\xDD\xFB\x2C\x16\x86\x39\x1A\xF2\x7C\x25\x8E\xE2\x48\xFD\x21\x04\x91\xEC\xA1\x32\xD3\xC1\x17\x25\x17\x44\x5D\x20\xF0\xB7\x96\x61\x28\x98\x4F\xF9\xDB\xDB\xE7\x26\xCE\xB3\x6C\x86\xE3\xD2\xC2\x83\xEA\xD2\xF8\x4E\x70\xE5\x63\xE8\x63\x33\x3D\x79\x7B\x32\xBE\x0C\xD7\x22\x45\x88\xDD\xDB\xB5\xF3\x07\x5F\x62\x98\xC0\x49'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x4A\xEC\xE4\x2B\xBE\xEF\x6B\x0C\x01\x20\x00\x00\x50\x34\x02\x83\x3E\x55\x00\x1E\x07\x29\x12\xBA\x08\x00\x00\x00\xF7\x20\x00\x00\x00\x40\x00\x0B\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x0F\x22\x00\xA8\x00\x00\x48\x31\xB5\x19\xF7\x20\x00\x00\xF7\x20\x00\x00\x0B\x00\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xDB\x20\xF9\xEA\xC0\x38\x5B\xBB\x0B\xCC\x9A\xFC\xEF\xDB\xAA\xA6\x00\xD0\xF9\x38\x88\x3F\x26\xC6\xB2\x37\xE1\x0A\x7E\xF6\xF4\x6B\x95\x1B\x3D\xD6\xC5\xA0\x9F\x58\x41\xA9\x0A\x16\xDF\x7D\x2A\x4E\x22\xB9\xC7\x3E\xBA\x2C\xD7\xFC\xA4\xF1\x20\x5D\xC6\x57\xB0\xBE\x12\xE1\x2C\x37\xDD\xFB\x2C\x16\x86\x39\x1A\xF2\x7C\x25\x8E\xE2\x48\xFD\x21\x04\x91\xEC\xA1\x32\xD3\xC1\x17\x25\x17\x44\x5D\x20\xF0\xB7\x96\x61\x28\x98\x4F\xF9\xDB\xDB\xE7\x26\xCE\xB3\x6C\x86\xE3\xD2\xC2\x83\xEA\xD2\xF8\x4E\x70\xE5\x63\xE8\x63\x33\x3D\x79\x7B\x32\xBE\x0C\xD7\x22\x45\x88\xDD\xDB\xB5\xF3\x07\x5F\x62\x98\xC0\x49'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test60(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x34BFC8DF), ('P4rIngress.bitmap_seq.seq', 0x0FF7AF59)], 7911)
        self.setRegisterValue('P4rIngress.rounds', 0x0FF7AF59, 7911)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0D), ('P4rIngress.count_exp.exponent', 0x00)], 7911)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 7911)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 7911)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 7911)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xBBC2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000025),
                gc.DataTuple('slot_count', 0x00001FDB),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x910D1255),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x88F5302B),
                gc.KeyTuple('src_port', 0x681C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xBBC2),
                gc.DataTuple('rank', 0x001A),
                gc.DataTuple('worker_index', 0x0081),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x88\xF5\x30\x2B\x00\x00\x00\x00\x68\x1C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xBB\xC2\x00\x1A\x91\x0D\x12\x55\x1E\xC2\x02\x00\x0F\xF7\xAF\x59\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x5E\xB0\xB9\xA4\x85\xA5\x85\xCB\x73\xD5\x08\x5B\x59\x28\x8D\x94\x94\x81\xFC\x46\x1E\x3A\x89\x04\xE8\x7F\x9E\x7E\x9F\xD7\xF2\x79\x32\xA2\xEF\x37\xD1\xD4\x6F\xDB\x15\x25\x42\x05\x46\x4B\xE4\x73\x81\xAD\xEE\x3E\xB5\xE5\x03\x0B\x4F\x6E\x75\x63\x96\x13\x0B\x8C\x94\x69\xDC\x28\xDE\x2B\x83\xEC\x04\xBA\xCF\x85\x63\x94\x5D\xF6\x50\xA6\xCC\x89\x7B\xF3\xEC\x2D\x60\xF0\x4F\xB1\x19\x96'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x88\xF5\x30\x2B\xBE\xEF\x68\x1C\x01\x20\x00\x00\x50\x34\x02\x83\xBB\xC2\x00\x1A\x91\x0D\x12\x55\x1E\xC2\x00\x00\x0F\xF7\xAF\x59\x00\x40\x00\x0D\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x1E\xE7\x00\x81\x00\x00\x34\xBF\xC8\xDF\x0F\xF7\xAF\x59\x0F\xF7\xAF\x59\x0D\x00\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x5E\xB0\xB9\xA4\x85\xA5\x85\xCB\x73\xD5\x08\x5B\x59\x28\x8D\x94\x94\x81\xFC\x46\x1E\x3A\x89\x04\xE8\x7F\x9E\x7E\x9F\xD7\xF2\x79\x32\xA2\xEF\x37\xD1\xD4\x6F\xDB\x15\x25\x42\x05\x46\x4B\xE4\x73\x81\xAD\xEE\x3E\xB5\xE5\x03\x0B\x4F\x6E\x75\x63\x96\x13\x0B\x8C\x94\x69\xDC\x28\xDE\x2B\x83\xEC\x04\xBA\xCF\x85\x63\x94\x5D\xF6\x50\xA6\xCC\x89\x7B\xF3\xEC\x2D\x60\xF0\x4F\xB1\x19\x96'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test61(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xFF8910C2), ('P4rIngress.bitmap_seq.seq', 0xADEF6952)], 5470)
        self.setRegisterValue('P4rIngress.rounds', 0xADEF6952, 5470)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x17), ('P4rIngress.count_exp.exponent', 0x00)], 5470)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 5470)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 5470)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 5470)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5CB4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F58),
                gc.DataTuple('slot_count', 0x000010A8),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE8014408),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x006),
                gc.KeyTuple('src_addr', 0xDA50F7FB),
                gc.KeyTuple('src_port', 0x70E7),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5CB4),
                gc.DataTuple('rank', 0x001D),
                gc.DataTuple('worker_index', 0x01BD),
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
        ig_port = 6
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDA\x50\xF7\xFB\x00\x00\x00\x00\x70\xE7\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x5C\xB4\x00\x1D\xE8\x01\x44\x08\x06\x06\x04\x00\xAD\xEF\x69\x52\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBF\x44\x38\x21\xF1\x1B\x9A\xF6\xAF\xED\x3F\xDC\xC1\x5E\xF6\xA4\x95\xA9\x53\xAB\x2C\xFA\xE1\x9A\x48\xD3\x42\x5C\x1E\x77\xDA\xB7\xC7\xEA\x7E\x0F\x80\x98'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDA\x50\xF7\xFB\xBE\xEF\x70\xE7\x01\x20\x00\x00\x50\x34\x02\xC2\x5C\xB4\x00\x1D\xE8\x01\x44\x08\x06\x06\x00\x00\xAD\xEF\x69\x52\x00\x40\x00\x17\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x15\x5E\x01\xBD\x00\x00\xFF\x89\x10\xC2\xAD\xEF\x69\x52\xAD\xEF\x69\x52\x17\x00\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBF\x44\x38\x21\xF1\x1B\x9A\xF6\xAF\xED\x3F\xDC\xC1\x5E\xF6\xA4\x95\xA9\x53\xAB\x2C\xFA\xE1\x9A\x48\xD3\x42\x5C\x1E\x77\xDA\xB7\xC7\xEA\x7E\x0F\x80\x98'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test62(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xEF9380B3), ('P4rIngress.bitmap_seq.seq', 0xB53DBB0C)], 11892)
        self.setRegisterValue('P4rIngress.rounds', 0xB53DBB0C, 11892)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x05), ('P4rIngress.count_exp.exponent', 0x00)], 11892)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 11892)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11892)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11892)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x102E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000070),
                gc.DataTuple('slot_count', 0x00001BCE),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2E3F39B6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x029),
                gc.KeyTuple('src_addr', 0x8A87433B),
                gc.KeyTuple('src_port', 0x1C99),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x102E),
                gc.DataTuple('rank', 0x001D),
                gc.DataTuple('worker_index', 0x033F),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8A\x87\x43\x3B\x00\x00\x00\x00\x1C\x99\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x10\x2E\x00\x1D\x2E\x3F\x39\xB6\x0E\x04\x05\x00\xB5\x3D\xBB\x0C\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xDE\xC9\xEE\x4C\x82\xD2\x7C\xC9\x27\xF1\xEE\xC9\x9D\x87\x4F\x9F\xDE\x25\x07\x3A\xE8\x8F\x62\xCA\xFC\xA8\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C\x84\xEA\x38\x82\x83\xF0\xD7\x4C\xED\xB7\x52\xFC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x8A\x87\x43\x3B\xBE\xEF\x1C\x99\x01\x20\x00\x00\x50\x34\x02\xC2\x10\x2E\x00\x1D\x2E\x3F\x39\xB6\x0E\x04\x01\x00\xB5\x3D\xBB\x0C\x00\x40\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2E\x74\x03\x3F\x00\x00\xEF\x93\x80\xB3\xB5\x3D\xBB\x0C\xB5\x3D\xBB\x0C\x05\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xDE\xC9\xEE\x4C\x82\xD2\x7C\xC9\x27\xF1\xEE\xC9\x9D\x87\x4F\x9F\xDE\x25\x07\x3A\xE8\x8F\x62\xCA\xFC\xA8\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C\x84\xEA\x38\x82\x83\xF0\xD7\x4C\xED\xB7\x52\xFC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test63(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x13726B32), ('P4rIngress.bitmap_seq.seq', 0x0A7EA8D5)], 9924)
        self.setRegisterValue('P4rIngress.rounds', 0x0A7EA8D5, 9924)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x05), ('P4rIngress.count_exp.exponent', 0x00)], 9924)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 9924)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 9924)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 9924)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xBC41),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000694),
                gc.DataTuple('slot_count', 0x00000495),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x453858D3),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x005),
                gc.KeyTuple('src_addr', 0x0CFBC38E),
                gc.KeyTuple('src_port', 0x1227),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xBC41),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x00ED),
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
        ig_port = 5
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0C\xFB\xC3\x8E\x00\x00\x00\x00\x12\x27\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xBC\x41\x00\x1C\x45\x38\x58\xD3\x00\x30\x05\x00\x0A\x7E\xA8\xD5\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\x6E\x57\x44\x21\x5A\x3F\x93\x19\x9A\x64\xA0\x18\xDC\xE3\x03\xEB\xE7\x16\x56\xC4\x89\x0E\xB8\xCA\xF6\x3E\x64\x49\xE7\x25\x8E\xA8\x5F\xDC\xB6\x3D\xEA\x79\x75\x0D\x6A\xBA\x13\xB6\x4A\x72\x45\xBF\x32\xBC\x84\xE9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0C\xFB\xC3\x8E\xBE\xEF\x12\x27\x01\x20\x00\x00\x50\x34\x02\xC2\xBC\x41\x00\x1C\x45\x38\x58\xD3\x00\x30\x01\x00\x0A\x7E\xA8\xD5\x00\x40\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x26\xC4\x00\xED\x00\x00\x13\x72\x6B\x32\x0A\x7E\xA8\xD5\x0A\x7E\xA8\xD5\x05\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\x6E\x57\x44\x21\x5A\x3F\x93\x19\x9A\x64\xA0\x18\xDC\xE3\x03\xEB\xE7\x16\x56\xC4\x89\x0E\xB8\xCA\xF6\x3E\x64\x49\xE7\x25\x8E\xA8\x5F\xDC\xB6\x3D\xEA\x79\x75\x0D\x6A\xBA\x13\xB6\x4A\x72\x45\xBF\x32\xBC\x84\xE9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test64(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4E7B711D), ('P4rIngress.bitmap_seq.seq', 0xCA87860E)], 12013)
        self.setRegisterValue('P4rIngress.rounds', 0xCA87860E, 12013)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x20), ('P4rIngress.count_exp.exponent', 0x00)], 12013)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 12013)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 12013)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 12013)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4F3C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC3BC0877),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x58E72F14),
                gc.KeyTuple('src_port', 0x11F9),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4F3C),
                gc.DataTuple('rank', 0x0008),
                gc.DataTuple('worker_index', 0x012D),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x58\xE7\x2F\x14\x00\x00\x00\x00\x11\xF9\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x4F\x3C\x00\x08\xC3\xBC\x08\x77\x0E\xED\x03\x00\xCA\x87\x86\x0E\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF8\x8E\xE9\xF5\xEB\x88\x18\x77\x63\x37\xA5\x6C\x0D\x15\x9A\xB9\x3C\x26\xD9\x79\xB9\x1C\xA6\x2D\x62\x6F\x9B\x11\xA4\x0B\xF7\xEC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x58\xE7\x2F\x14\xBE\xEF\x11\xF9\x01\x20\x00\x00\x50\x34\x02\xC2\x4F\x3C\x00\x08\xC3\xBC\x08\x77\x0E\xED\x01\x00\xCA\x87\x86\x0E\x00\x40\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2E\xED\x01\x2D\x00\x00\x4E\x7B\x71\x1D\xCA\x87\x86\x0E\xCA\x87\x86\x0E\x20\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF8\x8E\xE9\xF5\xEB\x88\x18\x77\x63\x37\xA5\x6C\x0D\x15\x9A\xB9\x3C\x26\xD9\x79\xB9\x1C\xA6\x2D\x62\x6F\x9B\x11\xA4\x0B\xF7\xEC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test65(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x62E1B667), ('P4rIngress.bitmap_seq.seq', 0x46000000)], 1151)
        self.setRegisterValue('P4rIngress.rounds', 0x46000000, 1151)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x13), ('P4rIngress.count_exp.exponent', 0x00)], 1151)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1151)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 1151)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 1151)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA648),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000047F),
                gc.DataTuple('slot_count', 0x0000055E),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA91F6AD5),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0x208D6BAC),
                gc.KeyTuple('src_port', 0x7878),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA648),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x03CA),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x20\x8D\x6B\xAC\x00\x00\x00\x00\x78\x78\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xA6\x48\x00\x0A\xA9\x1F\x6A\xD5\x00\x00\x04\x00\x46\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x87\x12\x84\x11\xD4\xE4\xA5\xC6\x08\x49\x30\x52\x11\x43\x1C\x5D\x17\x15\xB6\x48\x69\x2E\xF4\x94\x70\x27\x5B\x40\x1A\x70\x65\x35\xB0\x44\x12\xDC\xE9\x6A\x26\x84\x38\x86\x84\x53\x66\x27\x0C\xA5\x3D\xCB\x56\xFE\xD2\xA7\x0A\xB8\x7D\x18\x7B\x28\xD3\x92\x11\xDD\x7E\x6D\xCE\x68\x70\x2E\xD1\xC1\x78\x9A\xBA\xA6\x29\xE0\x4C\xF6\x3C\xD1\x4C\x22\xAE\x59'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x20\x8D\x6B\xAC\xBE\xEF\x78\x78\x01\x20\x00\x00\x50\x34\x02\x83\xA6\x48\x00\x0A\xA9\x1F\x6A\xD5\x00\x00\x00\x00\x46\x00\x00\x00\x00\x40\x00\x13\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x04\x7F\x03\xCA\x00\x00\x62\xE1\xB6\x67\x46\x00\x00\x00\x46\x00\x00\x00\x13\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x87\x12\x84\x11\xD4\xE4\xA5\xC6\x08\x49\x30\x52\x11\x43\x1C\x5D\x17\x15\xB6\x48\x69\x2E\xF4\x94\x70\x27\x5B\x40\x1A\x70\x65\x35\xB0\x44\x12\xDC\xE9\x6A\x26\x84\x38\x86\x84\x53\x66\x27\x0C\xA5\x3D\xCB\x56\xFE\xD2\xA7\x0A\xB8\x7D\x18\x7B\x28\xD3\x92\x11\xDD\x7E\x6D\xCE\x68\x70\x2E\xD1\xC1\x78\x9A\xBA\xA6\x29\xE0\x4C\xF6\x3C\xD1\x4C\x22\xAE\x59'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test66(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x74030C43), ('P4rIngress.bitmap_seq.seq', 0xD7454FDE)], 5696)
        self.setRegisterValue('P4rIngress.rounds', 0xD7454FDE, 5696)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x20), ('P4rIngress.count_exp.exponent', 0x00)], 5696)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 5696)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 5696)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 5696)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC58B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B66),
                gc.DataTuple('slot_count', 0x00000ECC),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x186FD988),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x019),
                gc.KeyTuple('src_addr', 0x993FC188),
                gc.KeyTuple('src_port', 0xB3D9),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC58B),
                gc.DataTuple('rank', 0x0006),
                gc.DataTuple('worker_index', 0x0060),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x99\x3F\xC1\x88\x00\x00\x00\x00\xB3\xD9\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xC5\x8B\x00\x06\x18\x6F\xD9\x88\x0A\xDA\x06\x00\xD7\x45\x4F\xDE\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8D\x53\x07\xDD\x86\xA0\xD6\x35\x61\xE3\x3A\x37\x49\x91\xEB\x03\xE7\x77\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08\xEF\x6E\xC1\xCF\xFA\x6F\x84\xC7\x7B\x6E\x70\x7F\xED\xC2\xA1\x94\x6A\xA4\x1D\xF8\xC0\xDC\x5C\xAF\x60\xFB\x14\x43\xE9\x4D\x52\xB3\xA8\xB6\x8F\x9D\x1B\x31\xB4\xD9\xD8\xFE\x10\x67\xAD\xFB\x51\x19\xF0\x4F\xE6\x5F\x27\xFC\xD2\xB4\x1C\x27\x62\xAB\xA9\x30\xDD\xB7\xB8\x0C\x6B\x11\x55\xA4\x9F\x11'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x99\x3F\xC1\x88\xBE\xEF\xB3\xD9\x01\x20\x00\x00\x50\x34\x02\xC2\xC5\x8B\x00\x06\x18\x6F\xD9\x88\x0A\xDA\x00\x00\xD7\x45\x4F\xDE\x00\x40\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x16\x40\x00\x60\x00\x00\x74\x03\x0C\x43\xD7\x45\x4F\xDE\xD7\x45\x4F\xDE\x20\x00\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8D\x53\x07\xDD\x86\xA0\xD6\x35\x61\xE3\x3A\x37\x49\x91\xEB\x03\xE7\x77\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08\xEF\x6E\xC1\xCF\xFA\x6F\x84\xC7\x7B\x6E\x70\x7F\xED\xC2\xA1\x94\x6A\xA4\x1D\xF8\xC0\xDC\x5C\xAF\x60\xFB\x14\x43\xE9\x4D\x52\xB3\xA8\xB6\x8F\x9D\x1B\x31\xB4\xD9\xD8\xFE\x10\x67\xAD\xFB\x51\x19\xF0\x4F\xE6\x5F\x27\xFC\xD2\xB4\x1C\x27\x62\xAB\xA9\x30\xDD\xB7\xB8\x0C\x6B\x11\x55\xA4\x9F\x11'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test67(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x510B67CE), ('P4rIngress.bitmap_seq.seq', 0x5FDA04B7)], 3422)
        self.setRegisterValue('P4rIngress.rounds', 0x5FDA04B7, 3422)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x18), ('P4rIngress.count_exp.exponent', 0x00)], 3422)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 3422)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 3422)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 3422)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5E2B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000CB7),
                gc.DataTuple('slot_count', 0x00000E35),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFD2A0BD4),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00B),
                gc.KeyTuple('src_addr', 0x19DEE409),
                gc.KeyTuple('src_port', 0x73AB),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5E2B),
                gc.DataTuple('rank', 0x0008),
                gc.DataTuple('worker_index', 0x0363),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x19\xDE\xE4\x09\x00\x00\x00\x00\x73\xAB\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x5E\x2B\x00\x08\xFD\x2A\x0B\xD4\x00\xA7\x00\x00\x5F\xDA\x04\xB7\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x4C\xC5\x4B\xC2\x66\x42\xE9\x08\xD8\xE8\x3C\x4B\x2A\xB5\x60\x85\x19\x47\x61\x38\x3D\xE3\x5B\xEA\xA2\x89\x02\xF7\x89\x13\xD5\x3A\xF3\xCB\xE6\x7C\xAE\xA7\xA1\xD5\x23\xCA\xCF\x07\xF8\x0E\x29\xE4\xBD\x96\xF4\x46\x7C\x00\xF4\x1A\x35\x19\x55\x67\x7A\xCD\x55\x00\x78\x1A\x40\x32\xAB\x63\xA7\x0B\x9C\x12\xFA\x56\x5E\x8C\xB6\x78\x4B\xBF\x6B\xB3\xDC\x39\xF7\x8E\x5D\xED\xC5\x55\x3C\x18\x13\xA4\x4A\xD9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x19\xDE\xE4\x09\xBE\xEF\x73\xAB\x01\x20\x00\x00\x50\x34\x02\x83\x5E\x2B\x00\x08\xFD\x2A\x0B\xD4\x00\xA7\x00\x00\x5F\xDA\x04\xB7\x00\x40\x00\x18\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x0D\x5E\x03\x63\x00\x00\x51\x0B\x67\xCE\x5F\xDA\x04\xB7\x5F\xDA\x04\xB7\x18\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x4C\xC5\x4B\xC2\x66\x42\xE9\x08\xD8\xE8\x3C\x4B\x2A\xB5\x60\x85\x19\x47\x61\x38\x3D\xE3\x5B\xEA\xA2\x89\x02\xF7\x89\x13\xD5\x3A\xF3\xCB\xE6\x7C\xAE\xA7\xA1\xD5\x23\xCA\xCF\x07\xF8\x0E\x29\xE4\xBD\x96\xF4\x46\x7C\x00\xF4\x1A\x35\x19\x55\x67\x7A\xCD\x55\x00\x78\x1A\x40\x32\xAB\x63\xA7\x0B\x9C\x12\xFA\x56\x5E\x8C\xB6\x78\x4B\xBF\x6B\xB3\xDC\x39\xF7\x8E\x5D\xED\xC5\x55\x3C\x18\x13\xA4\x4A\xD9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test68(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x664FDEBB), ('P4rIngress.bitmap_seq.seq', 0x040FB529)], 6605)
        self.setRegisterValue('P4rIngress.rounds', 0x040FB529, 6605)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x14), ('P4rIngress.count_exp.exponent', 0x00)], 6605)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6605)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 6605)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1355),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000162),
                gc.DataTuple('slot_count', 0x000019CD),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEB56A78E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00E),
                gc.KeyTuple('src_addr', 0xE8B875BA),
                gc.KeyTuple('src_port', 0x13CE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1355),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x008B),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE8\xB8\x75\xBA\x00\x00\x00\x00\x13\xCE\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x13\x55\x00\x0A\xEB\x56\xA7\x8E\x18\x6B\x06\x00\x04\x0F\xB5\x29\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF5\xDC\x61\x28\x8E\xFD\xA7\xDF\xF0\x1F\x89\x17\xFA\x0A\x40\x4E\xDA\x03\x5D\x8B\x8F\x82\xC5\x8F\x57\xAC\x30\xDD\x3C\xEC\x65\x49\x34\x9C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE8\xB8\x75\xBA\xBE\xEF\x13\xCE\x01\x20\x00\x00\x50\x34\x02\xC2\x13\x55\x00\x0A\xEB\x56\xA7\x8E\x18\x6B\x00\x00\x04\x0F\xB5\x29\x00\x40\x00\x14\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x19\xCD\x00\x8B\x00\x00\x66\x4F\xDE\xBB\x04\x0F\xB5\x29\x04\x0F\xB5\x29\x14\x00\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF5\xDC\x61\x28\x8E\xFD\xA7\xDF\xF0\x1F\x89\x17\xFA\x0A\x40\x4E\xDA\x03\x5D\x8B\x8F\x82\xC5\x8F\x57\xAC\x30\xDD\x3C\xEC\x65\x49\x34\x9C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test69(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x3B76B7F8), ('P4rIngress.bitmap_seq.seq', 0x6BFFEE3C)], 11603)
        self.setRegisterValue('P4rIngress.rounds', 0x6BFFEE3C, 11603)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x16), ('P4rIngress.count_exp.exponent', 0x00)], 11603)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 11603)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11603)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11603)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7FBE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000319),
                gc.DataTuple('slot_count', 0x00001BDD),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD5E3F2BF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0x5D0AE7C5),
                gc.KeyTuple('src_port', 0x7F5B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7FBE),
                gc.DataTuple('rank', 0x0006),
                gc.DataTuple('worker_index', 0x0184),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5D\x0A\xE7\xC5\x00\x00\x00\x00\x7F\x5B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x7F\xBE\x00\x06\xD5\xE3\xF2\xBF\x0A\x3A\x03\x00\x6B\xFF\xEE\x3C\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x48\x91\xE8\xA7\xA4\xA7\x60\x8C\x6A\xAB\x90\xD3\xD2\x66\x87\xD4\x8F\x0F\x2F\x57\xE6\xC2\x06\x03\xCE\x12\xB3\xF3\x55\x9F\x1D\xF1\xD3\xEA\xDF\xEF\x75\xC0\xAA\xE5\x61\x01\x68\x6F\x69\x1F\x8F\xA1\x65\xB4\x73\x7B\x73\x73\x0E\x54\xEF\xA3\x9E\xA3\x7A\xB0\x6E\x9A\x9B\x32\xCE\xB9\x1F\xC3\x1D\xAC\x6F\x4E\xD0\x34\x06\x98\x74\x09\xB5\x43\xA8\x53\x52\xA8\x3C\xD9\x36\xAC\x86\x31\x07\x48\x40\xF8\x40\xA0\xB7\x40\x6F\x64\x60\x06\x72\x9E\xA6\x43\x74\xF2\xF5\x5F\x71\x61\x40\xC3\x4D\xF7\x3D\x16\xB9\xBF\x94\xBB\x5F\x50\xF2\xDD\xFD\xCD\x18\x4F\x0A\x77\xC8\x06\xC6\x0F\x8E\x23\x3F\x05\x90\xAE\x19\x15\x1B\x02\x83\x07\x7A\xB4\x73\x26\xC5\x27\x62\x00'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x5D\x0A\xE7\xC5\xBE\xEF\x7F\x5B\x01\x20\x00\x00\x50\x34\x02\xC2\x7F\xBE\x00\x06\xD5\xE3\xF2\xBF\x0A\x3A\x01\x00\x6B\xFF\xEE\x3C\x00\x40\x00\x16\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2D\x53\x01\x84\x00\x00\x3B\x76\xB7\xF8\x6B\xFF\xEE\x3C\x6B\xFF\xEE\x3C\x16\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x48\x91\xE8\xA7\xA4\xA7\x60\x8C\x6A\xAB\x90\xD3\xD2\x66\x87\xD4\x8F\x0F\x2F\x57\xE6\xC2\x06\x03\xCE\x12\xB3\xF3\x55\x9F\x1D\xF1\xD3\xEA\xDF\xEF\x75\xC0\xAA\xE5\x61\x01\x68\x6F\x69\x1F\x8F\xA1\x65\xB4\x73\x7B\x73\x73\x0E\x54\xEF\xA3\x9E\xA3\x7A\xB0\x6E\x9A\x9B\x32\xCE\xB9\x1F\xC3\x1D\xAC\x6F\x4E\xD0\x34\x06\x98\x74\x09\xB5\x43\xA8\x53\x52\xA8\x3C\xD9\x36\xAC\x86\x31\x07\x48\x40\xF8\x40\xA0\xB7\x40\x6F\x64\x60\x06\x72\x9E\xA6\x43\x74\xF2\xF5\x5F\x71\x61\x40\xC3\x4D\xF7\x3D\x16\xB9\xBF\x94\xBB\x5F\x50\xF2\xDD\xFD\xCD\x18\x4F\x0A\x77\xC8\x06\xC6\x0F\x8E\x23\x3F\x05\x90\xAE\x19\x15\x1B\x02\x83\x07\x7A\xB4\x73\x26\xC5\x27\x62\x00'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test70(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD4DEACDD), ('P4rIngress.bitmap_seq.seq', 0xEF800000)], 4561)
        self.setRegisterValue('P4rIngress.rounds', 0xEF800000, 4561)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x04), ('P4rIngress.count_exp.exponent', 0x00)], 4561)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 4561)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 4561)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 4561)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB376),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000563),
                gc.DataTuple('slot_count', 0x00000E78),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x212E6F36),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0xF5DEB7F5),
                gc.KeyTuple('src_port', 0x06F9),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB376),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x0339),
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
        ig_port = 27
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF5\xDE\xB7\xF5\x00\x00\x00\x00\x06\xF9\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB3\x76\x00\x11\x21\x2E\x6F\x36\x0C\x6E\x00\x00\xEF\x80\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xDA\xA2\x2E\xC6\xAA\xBC\xBF\x17\xD9\x45\x03\xB3\x77\xB1\x5C\x2F\x8D\x2B\x1B\x25\xA2\x60\x39\x34\xD6\xD7\xBD\xDC\xC4\x51\x17\xBF\x35\x76\xC5\xD1\x7D\xB2\xBC\x3A\x13\xE1\x27\x44\x77\x60\x06\xBA\x19\xED\xC4\x48\x3B\x22\x28\x4C\xD5\x03\x0B\xD9\x9E\x35\xFD\x75\x6C\x64\xEA\x5F\x8A\x28\x6A\x7B\x67\x42\x83\xEB\x27\xED\xFE\x2B\x00\xEA\xE5\xC8\xFB\x28\x0B\x08\x51\x2D\x21\xFE\x32\x6B\x2F\xC3\x50\x96\xE7\x45\x9E\x79\x61\xBE\x1C\x17\x45\x4F\x5F\x5C\x14\x53\x67\x58\xE2\x15\x0B\x4D\xBA\x83\x5D\xB2\x1E\x7C\xEC\x32\x0C\xB4\x26\x10\x2E\x87\x25\xC2\xB9\x7A\x27\xE9\x18\x9A\x09\x9F\x18\x78\x1C\xFB\x8A\x6C\x7F\xD4\xD1\x9D\x87\x62\x3D\xD2\xD1\xF8\xC9\xFF\x64\xC1\x2C\xF1\xD8\x73\xD8\xAD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF5\xDE\xB7\xF5\xBE\xEF\x06\xF9\x01\x20\x00\x00\x50\x34\x02\xC2\xB3\x76\x00\x11\x21\x2E\x6F\x36\x0C\x6E\x00\x00\xEF\x80\x00\x00\x00\x40\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x11\xD1\x03\x39\x00\x00\xD4\xDE\xAC\xDD\xEF\x80\x00\x00\xEF\x80\x00\x00\x04\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xDA\xA2\x2E\xC6\xAA\xBC\xBF\x17\xD9\x45\x03\xB3\x77\xB1\x5C\x2F\x8D\x2B\x1B\x25\xA2\x60\x39\x34\xD6\xD7\xBD\xDC\xC4\x51\x17\xBF\x35\x76\xC5\xD1\x7D\xB2\xBC\x3A\x13\xE1\x27\x44\x77\x60\x06\xBA\x19\xED\xC4\x48\x3B\x22\x28\x4C\xD5\x03\x0B\xD9\x9E\x35\xFD\x75\x6C\x64\xEA\x5F\x8A\x28\x6A\x7B\x67\x42\x83\xEB\x27\xED\xFE\x2B\x00\xEA\xE5\xC8\xFB\x28\x0B\x08\x51\x2D\x21\xFE\x32\x6B\x2F\xC3\x50\x96\xE7\x45\x9E\x79\x61\xBE\x1C\x17\x45\x4F\x5F\x5C\x14\x53\x67\x58\xE2\x15\x0B\x4D\xBA\x83\x5D\xB2\x1E\x7C\xEC\x32\x0C\xB4\x26\x10\x2E\x87\x25\xC2\xB9\x7A\x27\xE9\x18\x9A\x09\x9F\x18\x78\x1C\xFB\x8A\x6C\x7F\xD4\xD1\x9D\x87\x62\x3D\xD2\xD1\xF8\xC9\xFF\x64\xC1\x2C\xF1\xD8\x73\xD8\xAD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test71(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6D7085BA), ('P4rIngress.bitmap_seq.seq', 0x757C9422)], 3580)
        self.setRegisterValue('P4rIngress.rounds', 0x757C9422, 3580)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0C), ('P4rIngress.count_exp.exponent', 0x00)], 3580)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 3580)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 3580)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 3580)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCD03),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000003ED),
                gc.DataTuple('slot_count', 0x00001627),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE831E05E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x013),
                gc.KeyTuple('src_addr', 0xF6DE03FD),
                gc.KeyTuple('src_port', 0x4B99),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xCD03),
                gc.DataTuple('rank', 0x0008),
                gc.DataTuple('worker_index', 0x0124),
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
        ig_port = 19
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF6\xDE\x03\xFD\x00\x00\x00\x00\x4B\x99\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xCD\x03\x00\x08\xE8\x31\xE0\x5E\x0A\x0F\x06\x00\x75\x7C\x94\x22\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x31\x95\x50\xA7\xF8\x33\xA4\xA9\x62\x3C\x6B\x79\xCE\xAF\x7D\x67\xEB\xB8\xEC\x6C\x33\x3F\x64\xC4\xAB\x4A\xEE\xA9\xF2\x30\xA9\x96\xB0\xD4\x44\xAA\xAF\x2E\xEA\x43\x94\x9B\x39\x3C\x69\xE6\x49\xAC\xE9\x4C\xEF\x6B\xB9\xD8\x70\x4E\xCB\x06\x46\xA2\x99\xF7\x8A\x2A\xD8\xC2\xC9\xAC\xE5\x48\xC7\xEA\xCE\x22\x1F\xC0\x77\x5D\x3D\x51\xFB\x2B\xE8\x22\x38\xEE\x1A\xC3\x86\xDD\x7C\x4F\xFA\xF7\x18\x8E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF6\xDE\x03\xFD\xBE\xEF\x4B\x99\x01\x20\x00\x00\x50\x34\x02\xC2\xCD\x03\x00\x08\xE8\x31\xE0\x5E\x0A\x0F\x00\x00\x75\x7C\x94\x22\x00\x40\x00\x0C\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x0D\xFC\x01\x24\x00\x00\x6D\x70\x85\xBA\x75\x7C\x94\x22\x75\x7C\x94\x22\x0C\x00\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x31\x95\x50\xA7\xF8\x33\xA4\xA9\x62\x3C\x6B\x79\xCE\xAF\x7D\x67\xEB\xB8\xEC\x6C\x33\x3F\x64\xC4\xAB\x4A\xEE\xA9\xF2\x30\xA9\x96\xB0\xD4\x44\xAA\xAF\x2E\xEA\x43\x94\x9B\x39\x3C\x69\xE6\x49\xAC\xE9\x4C\xEF\x6B\xB9\xD8\x70\x4E\xCB\x06\x46\xA2\x99\xF7\x8A\x2A\xD8\xC2\xC9\xAC\xE5\x48\xC7\xEA\xCE\x22\x1F\xC0\x77\x5D\x3D\x51\xFB\x2B\xE8\x22\x38\xEE\x1A\xC3\x86\xDD\x7C\x4F\xFA\xF7\x18\x8E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test72(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5EFD8733), ('P4rIngress.bitmap_seq.seq', 0x0F3F651D)], 8051)
        self.setRegisterValue('P4rIngress.rounds', 0x0F3F651D, 8051)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x09), ('P4rIngress.count_exp.exponent', 0x00)], 8051)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 8051)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 8051)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x15BB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000010BB),
                gc.DataTuple('slot_count', 0x00000F11),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x41F35247),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01F),
                gc.KeyTuple('src_addr', 0xCCDAD913),
                gc.KeyTuple('src_port', 0xC85D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x15BB),
                gc.DataTuple('rank', 0x0013),
                gc.DataTuple('worker_index', 0x01D3),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCC\xDA\xD9\x13\x00\x00\x00\x00\xC8\x5D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x15\xBB\x00\x13\x41\xF3\x52\x47\x0E\xB8\x04\x00\x0F\x3F\x65\x1D\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF1\x04\x21\xA6\x67\xCF\x8B\x6D\x57\xA2\x04\xF7\x80\x6C\xE7\x3D\xD7\x51\x62\x17\x9E\x9A\x1D\x2F\x98\x54\xAD\xE2\xA1\x6C\xFC\x46\x6D\x38\x08\x50\x16\x13\x47\x92\xDF\xC0\x52\x52\x18\x5B\xEF\x3E\xB5\x7B\x55\x3E\x4B\xD9\x04\x3E\x8C\x94\x85\x04\xBA\x8F\x05\x6A\xD1\xE8\xAD\x86\x31\x0D\x70\x0C\x26\xD2\x5F\x89\xA3\x26\xB6\xDF\x94\x92\xA5\xC5\x45\x1D\x2C\xDC\x35\x8A\x2C\x43\x62\x31\x8D\x14\x67\xA3\x0B\xCA\xEF\x70\xB8\xC2\x61\x8D\x33\xF0\x7A\x92\xEA\x29\x71\x44\xFE\xFB\x0F\x83\x3D\x03\x93\xB6\xF7\xC6\xE7\x76\x4F\xFE\x3C\x82\x4F\x50\xC6\x98\x63\x99\xA1\xEF\x3F\x50\x81\xD8\x45\x96\x47\xFF\x9E\x58\x2F\x70\xDD\x00\x0E\x7E\x4E\x60\x49\x30\x46\x9F\x27\x9F\x72\xFF\x96\xE7\xBB\x5E\x5C\x92\xA4\x59\x75\x63\xBD\x9C\xF2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCC\xDA\xD9\x13\xBE\xEF\xC8\x5D\x01\x20\x00\x00\x50\x34\x02\xC2\x15\xBB\x00\x13\x41\xF3\x52\x47\x0E\xB8\x00\x00\x0F\x3F\x65\x1D\x00\x40\x00\x09\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x1F\x73\x01\xD3\x00\x00\x5E\xFD\x87\x33\x0F\x3F\x65\x1D\x0F\x3F\x65\x1D\x09\x00\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF1\x04\x21\xA6\x67\xCF\x8B\x6D\x57\xA2\x04\xF7\x80\x6C\xE7\x3D\xD7\x51\x62\x17\x9E\x9A\x1D\x2F\x98\x54\xAD\xE2\xA1\x6C\xFC\x46\x6D\x38\x08\x50\x16\x13\x47\x92\xDF\xC0\x52\x52\x18\x5B\xEF\x3E\xB5\x7B\x55\x3E\x4B\xD9\x04\x3E\x8C\x94\x85\x04\xBA\x8F\x05\x6A\xD1\xE8\xAD\x86\x31\x0D\x70\x0C\x26\xD2\x5F\x89\xA3\x26\xB6\xDF\x94\x92\xA5\xC5\x45\x1D\x2C\xDC\x35\x8A\x2C\x43\x62\x31\x8D\x14\x67\xA3\x0B\xCA\xEF\x70\xB8\xC2\x61\x8D\x33\xF0\x7A\x92\xEA\x29\x71\x44\xFE\xFB\x0F\x83\x3D\x03\x93\xB6\xF7\xC6\xE7\x76\x4F\xFE\x3C\x82\x4F\x50\xC6\x98\x63\x99\xA1\xEF\x3F\x50\x81\xD8\x45\x96\x47\xFF\x9E\x58\x2F\x70\xDD\x00\x0E\x7E\x4E\x60\x49\x30\x46\x9F\x27\x9F\x72\xFF\x96\xE7\xBB\x5E\x5C\x92\xA4\x59\x75\x63\xBD\x9C\xF2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test73(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0759C951), ('P4rIngress.bitmap_seq.seq', 0x1F122B75)], 8051)
        self.setRegisterValue('P4rIngress.rounds', 0x1F122B75, 8051)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 8051)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 8051)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 8051)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 8051)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB640),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001053),
                gc.DataTuple('slot_count', 0x00000F83),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3C7D178A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0x1345A8FE),
                gc.KeyTuple('src_port', 0x4F9F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB640),
                gc.DataTuple('rank', 0x0013),
                gc.DataTuple('worker_index', 0x02D7),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x13\x45\xA8\xFE\x00\x00\x00\x00\x4F\x9F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB6\x40\x00\x13\x3C\x7D\x17\x8A\x0F\x20\x06\x00\x1F\x12\x2B\x75\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x38\x87\x91\x9E\x90\x7C\x20\x04\x2C\x06\x51\x5A\x49\x31\x51\x6D\x72\x87\x67\xEF\x77\xB1\x40\x59\x9A\x08\x51\x73\x4C\x14\x97\x5E\x72\x0A\xE8\xD9\x70\x62\x7B\xC4\x8B\x92\x6C\x6D\xC5\xE1\xC4\xE4\x2B\xBE\xC9\x38\x1A\x76\xAD\xA7\x37\x56\x7A\x44\xD8\xFE\x4D\x85\x64\x18\x36\xCC\xD5\xF4\x43\x3F\x78\x38\x8A\xCE\x9E\xC1\x27\x52\x86\x02\x6D\xE8\x00\xAE\x61\x84\xB4\x52\xA5\x2C\x0D\x42\x9E\xE0\x03\xDF\x9D\xFB\x83\xAF\x8A\x28\x10\x1C\x3E\x03\x6F\x61\xE8\x3A\x80\x58\xEB\xAE\xC5\x4C\x8E\x2A\x44\x6A\xEA\x78\x65\x82\xA9\x2C\x19\xA9\x08\xB4\x39\x4F\xBF\x8D\x01\x56\xAD\xDE\xB2\x78\xFA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x13\x45\xA8\xFE\xBE\xEF\x4F\x9F\x01\x20\x00\x00\x50\x34\x02\x83\xB6\x40\x00\x13\x3C\x7D\x17\x8A\x0F\x20\x00\x00\x1F\x12\x2B\x75\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x1F\x73\x02\xD7\x00\x00\x07\x59\xC9\x51\x1F\x12\x2B\x75\x1F\x12\x2B\x75\x00\x00\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x38\x87\x91\x9E\x90\x7C\x20\x04\x2C\x06\x51\x5A\x49\x31\x51\x6D\x72\x87\x67\xEF\x77\xB1\x40\x59\x9A\x08\x51\x73\x4C\x14\x97\x5E\x72\x0A\xE8\xD9\x70\x62\x7B\xC4\x8B\x92\x6C\x6D\xC5\xE1\xC4\xE4\x2B\xBE\xC9\x38\x1A\x76\xAD\xA7\x37\x56\x7A\x44\xD8\xFE\x4D\x85\x64\x18\x36\xCC\xD5\xF4\x43\x3F\x78\x38\x8A\xCE\x9E\xC1\x27\x52\x86\x02\x6D\xE8\x00\xAE\x61\x84\xB4\x52\xA5\x2C\x0D\x42\x9E\xE0\x03\xDF\x9D\xFB\x83\xAF\x8A\x28\x10\x1C\x3E\x03\x6F\x61\xE8\x3A\x80\x58\xEB\xAE\xC5\x4C\x8E\x2A\x44\x6A\xEA\x78\x65\x82\xA9\x2C\x19\xA9\x08\xB4\x39\x4F\xBF\x8D\x01\x56\xAD\xDE\xB2\x78\xFA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test74(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xEA3DE69B), ('P4rIngress.bitmap_seq.seq', 0x9C54A2BF)], 10133)
        self.setRegisterValue('P4rIngress.rounds', 0x9C54A2BF, 10133)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1D), ('P4rIngress.count_exp.exponent', 0x00)], 10133)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 10133)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 10133)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 10133)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x38F6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000574),
                gc.DataTuple('slot_count', 0x0000059E),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA907A739),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02A),
                gc.KeyTuple('src_addr', 0xDD5E2836),
                gc.KeyTuple('src_port', 0x9E8F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x38F6),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x036F),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDD\x5E\x28\x36\x00\x00\x00\x00\x9E\x8F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x38\xF6\x00\x15\xA9\x07\xA7\x39\x02\x21\x01\x00\x9C\x54\xA2\xBF\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD6\xFF\xA4\x36\x61\x2F\x77\xAB\x73\x9E\xA9\x19\xF4\x30\x7A\x39\x5F\xA3\x94\xD6\xF2\xA3\x8A\xB3\x58\x1D\x06\x7C\x99\x04\x6B\x22\x9B\x9F\x56\xF5\xD2\x48\x42\xEC\x77\xDC\xD2\xD4\xEC\xA8\x34\x75\xC7\x18\x6A\x41\xBD\x27\xA5\x84\x4B\xE5\xA6\x71\x11\x28\xD3\xA7\x1D\xAA\x4F\xCD\xFD\x80\xCC\x72\x61\x77\x4B\x94\xAB\x35\x21\xE3\xC0\xF1\xB4\x94\x4F\xE0\xDD\xFC\xD7\x46\x40\x8C\xC5\xC7\xAE\x6D\x97\xDE\xB7\xB1\x5E\x52\xAB\x14\xFC\xAD\x8B\x40\xB1\x80\x1F\x4C\x83\x12\x2D\x3A\x26\x3D\x48\xE5\x20\xAA\x53\x7B\x59\xE8\x88\x3D\x0C\xC2\xCC\x56\x82\xA5\x55\xB2\x43\x80\x8B\xBB\x64\x67\x76\xAB\xAD\x79\x2F\x5D\xAA\xD7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDD\x5E\x28\x36\xBE\xEF\x9E\x8F\x01\x20\x00\x00\x50\x34\x02\x83\x38\xF6\x00\x15\xA9\x07\xA7\x39\x02\x21\x01\x00\x9C\x54\xA2\xBF\x00\x40\x00\x1D\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x27\x95\x03\x6F\x00\x00\xEA\x3D\xE6\x9B\x9C\x54\xA2\xBF\x9C\x54\xA2\xBF\x1D\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD6\xFF\xA4\x36\x61\x2F\x77\xAB\x73\x9E\xA9\x19\xF4\x30\x7A\x39\x5F\xA3\x94\xD6\xF2\xA3\x8A\xB3\x58\x1D\x06\x7C\x99\x04\x6B\x22\x9B\x9F\x56\xF5\xD2\x48\x42\xEC\x77\xDC\xD2\xD4\xEC\xA8\x34\x75\xC7\x18\x6A\x41\xBD\x27\xA5\x84\x4B\xE5\xA6\x71\x11\x28\xD3\xA7\x1D\xAA\x4F\xCD\xFD\x80\xCC\x72\x61\x77\x4B\x94\xAB\x35\x21\xE3\xC0\xF1\xB4\x94\x4F\xE0\xDD\xFC\xD7\x46\x40\x8C\xC5\xC7\xAE\x6D\x97\xDE\xB7\xB1\x5E\x52\xAB\x14\xFC\xAD\x8B\x40\xB1\x80\x1F\x4C\x83\x12\x2D\x3A\x26\x3D\x48\xE5\x20\xAA\x53\x7B\x59\xE8\x88\x3D\x0C\xC2\xCC\x56\x82\xA5\x55\xB2\x43\x80\x8B\xBB\x64\x67\x76\xAB\xAD\x79\x2F\x5D\xAA\xD7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test75(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x25C45543), ('P4rIngress.bitmap_seq.seq', 0xE5F00000)], 15006)
        self.setRegisterValue('P4rIngress.rounds', 0xE5F00000, 15006)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x17), ('P4rIngress.count_exp.exponent', 0x00)], 15006)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 15006)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 15006)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 15006)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7F9A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000005D3),
                gc.DataTuple('slot_count', 0x000014FE),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE0902FE8),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x039),
                gc.KeyTuple('src_addr', 0xB998B405),
                gc.KeyTuple('src_port', 0x4AB4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7F9A),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x031F),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB9\x98\xB4\x05\x00\x00\x00\x00\x4A\xB4\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x7F\x9A\x00\x16\xE0\x90\x2F\xE8\x14\xCB\x03\x00\xE5\xF0\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x82\x56\x29\xE2\x18\xA7\xF6\xD7\x67\xD1\xC5\x37\x17\x6F\x3B\xD6\x03\xD3\xC5\x14\x0D\xC8\x0B\x58\x02\x25\x87\xFF\x5C\x5F\x57\x55\x65\xF7\x1C\xA5\x83\x78\x2C\xE2\x98\xDA\x27\x6B\x32\xBB\xA7\xBB\x45\x91\xD2\x48\x0B\x5A\x21\x57\x8C\xF7\xF0\x52\x34\x90\x22\x71\xA2\x40\xA5\x28\x3D\xB6\x0D\x4D\x9F\x80'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB9\x98\xB4\x05\xBE\xEF\x4A\xB4\x01\x20\x00\x00\x50\x34\x02\x83\x7F\x9A\x00\x16\xE0\x90\x2F\xE8\x14\xCB\x01\x00\xE5\xF0\x00\x00\x00\x40\x00\x17\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x3A\x9E\x03\x1F\x00\x00\x25\xC4\x55\x43\xE5\xF0\x00\x00\xE5\xF0\x00\x00\x17\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x82\x56\x29\xE2\x18\xA7\xF6\xD7\x67\xD1\xC5\x37\x17\x6F\x3B\xD6\x03\xD3\xC5\x14\x0D\xC8\x0B\x58\x02\x25\x87\xFF\x5C\x5F\x57\x55\x65\xF7\x1C\xA5\x83\x78\x2C\xE2\x98\xDA\x27\x6B\x32\xBB\xA7\xBB\x45\x91\xD2\x48\x0B\x5A\x21\x57\x8C\xF7\xF0\x52\x34\x90\x22\x71\xA2\x40\xA5\x28\x3D\xB6\x0D\x4D\x9F\x80'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test76(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xCD7EEFE4), ('P4rIngress.bitmap_seq.seq', 0x3E659EC2)], 12692)
        self.setRegisterValue('P4rIngress.rounds', 0x3E659EC2, 12692)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x19), ('P4rIngress.count_exp.exponent', 0x00)], 12692)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 12692)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 12692)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 12692)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x378D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000490),
                gc.DataTuple('slot_count', 0x00001936),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD6FD07B6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x007),
                gc.KeyTuple('src_addr', 0x290D7408),
                gc.KeyTuple('src_port', 0x1E5B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x378D),
                gc.DataTuple('rank', 0x000E),
                gc.DataTuple('worker_index', 0x0003),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x29\x0D\x74\x08\x00\x00\x00\x00\x1E\x5B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x37\x8D\x00\x0E\xD6\xFD\x07\xB6\x0D\x04\x01\x00\x3E\x65\x9E\xC2\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x40\x8A\x2F\x22\xFB\xCE\xAD\x41\xFC\xF6\x72\x8F\xE4\xAC\x1F\xA7\x10\xA3\xCB\xE6\xB1\xD6\xEF\x30\x24\xF3\xBC\x99\x16\xC2\x85\x4B\xB6\xFD\x8F\xD1\x39\x6B\xD4\x06\x12\xFA\x72\xA9\x80\xCC\x10\x58\x1B\x06\xDD\x38\x8C\x30\x69\xF0\xFD\x33\x15\x86\xAE\xE6\x06\xB5\x0C\x11\x41\x15\x5F\x30\xB1\xD6\xD7\xD5\x3D\x90\x61\x75\x85\x37\x15\xAC\xC3\x00\xBA\x77\x0C\x05\x2A\x5A\x48\xAB\x8A\xBB\x27\x78\x7E\x10'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x29\x0D\x74\x08\xBE\xEF\x1E\x5B\x01\x20\x00\x00\x50\x34\x02\xC2\x37\x8D\x00\x0E\xD6\xFD\x07\xB6\x0D\x04\x01\x00\x3E\x65\x9E\xC2\x00\x40\x00\x19\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x31\x94\x00\x03\x00\x00\xCD\x7E\xEF\xE4\x3E\x65\x9E\xC2\x3E\x65\x9E\xC2\x19\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x40\x8A\x2F\x22\xFB\xCE\xAD\x41\xFC\xF6\x72\x8F\xE4\xAC\x1F\xA7\x10\xA3\xCB\xE6\xB1\xD6\xEF\x30\x24\xF3\xBC\x99\x16\xC2\x85\x4B\xB6\xFD\x8F\xD1\x39\x6B\xD4\x06\x12\xFA\x72\xA9\x80\xCC\x10\x58\x1B\x06\xDD\x38\x8C\x30\x69\xF0\xFD\x33\x15\x86\xAE\xE6\x06\xB5\x0C\x11\x41\x15\x5F\x30\xB1\xD6\xD7\xD5\x3D\x90\x61\x75\x85\x37\x15\xAC\xC3\x00\xBA\x77\x0C\x05\x2A\x5A\x48\xAB\x8A\xBB\x27\x78\x7E\x10'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test77(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1F651871), ('P4rIngress.bitmap_seq.seq', 0x3542C7A1)], 10279)
        self.setRegisterValue('P4rIngress.rounds', 0x3542C7A1, 10279)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x20), ('P4rIngress.count_exp.exponent', 0x00)], 10279)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 10279)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 10279)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 10279)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1C92),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000185),
                gc.DataTuple('slot_count', 0x00000F38),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8C502BFC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x035),
                gc.KeyTuple('src_addr', 0xDD89E365),
                gc.KeyTuple('src_port', 0x7271),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1C92),
                gc.DataTuple('rank', 0x0012),
                gc.DataTuple('worker_index', 0x0351),
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
        ig_port = 53
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDD\x89\xE3\x65\x00\x00\x00\x00\x72\x71\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x1C\x92\x00\x12\x8C\x50\x2B\xFC\x06\xA2\x05\x00\x35\x42\xC7\xA1\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xDC\x54\x2F\x3B\x1A\x83\xE2\xFA\xA9\xB0\xF6\x4A\xC1\xF3\x12\xBB\x8E\x64\x88\x6D\x9C\xF3\x86\x41\x50\x75\x4B\xCF\x2B\xB3\x9D\x46\x05\x83\x40\x6C\xC3\x30\x4A\x38\x15\x24\x9B\xCA\xF1\xD1\x97\x75\x8D\x75\xE0\x19\x79\xE5\xA9\x19\x59\xFF\x93\xB4\xD1\xFD\x61\x51\x90\x92\xF2\x5C\xC8\xA6\xBD\xA4\x01\x7B\x07\xEF\x7B\x67\x73\x7A\xA2\x75'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDD\x89\xE3\x65\xBE\xEF\x72\x71\x01\x20\x00\x00\x50\x34\x02\xC2\x1C\x92\x00\x12\x8C\x50\x2B\xFC\x06\xA2\x01\x00\x35\x42\xC7\xA1\x00\x40\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x28\x27\x03\x51\x00\x00\x1F\x65\x18\x71\x35\x42\xC7\xA1\x35\x42\xC7\xA1\x20\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xDC\x54\x2F\x3B\x1A\x83\xE2\xFA\xA9\xB0\xF6\x4A\xC1\xF3\x12\xBB\x8E\x64\x88\x6D\x9C\xF3\x86\x41\x50\x75\x4B\xCF\x2B\xB3\x9D\x46\x05\x83\x40\x6C\xC3\x30\x4A\x38\x15\x24\x9B\xCA\xF1\xD1\x97\x75\x8D\x75\xE0\x19\x79\xE5\xA9\x19\x59\xFF\x93\xB4\xD1\xFD\x61\x51\x90\x92\xF2\x5C\xC8\xA6\xBD\xA4\x01\x7B\x07\xEF\x7B\x67\x73\x7A\xA2\x75'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test78(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE9A6C863), ('P4rIngress.bitmap_seq.seq', 0x68F925C0)], 1998)
        self.setRegisterValue('P4rIngress.rounds', 0x68F925C0, 1998)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x20), ('P4rIngress.count_exp.exponent', 0x00)], 1998)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 1998)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 1998)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 1998)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5ADD),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000012A),
                gc.DataTuple('slot_count', 0x00001170),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x912D4A62),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x026),
                gc.KeyTuple('src_addr', 0x1E27ADFD),
                gc.KeyTuple('src_port', 0xD4E8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5ADD),
                gc.DataTuple('rank', 0x0017),
                gc.DataTuple('worker_index', 0x0014),
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
        ig_port = 38
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1E\x27\xAD\xFD\x00\x00\x00\x00\xD4\xE8\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x5A\xDD\x00\x17\x91\x2D\x4A\x62\x06\xA4\x06\x00\x68\xF9\x25\xC0\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x45\x69\x20\xD3\xBE\x2E\x5B\xC4\x9E\xE0\xDF\x82\x66\x64\x1D\x04\xAF\x74\x99\x4A\x3B\x0C\x35\xAA\x96\x35\x45\xBC\x0F\xFB\xB8\xBF\x6E\x66\x32\xDA\x9C\xC5\xF0\x26\x58\x65\x11\x2C\xC6\x47\x2E\xD3\xD4\xA6\x34\x41\x5F\x44\x8F\x86\x95\x1F\x6C\xAF\xF5\x5E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1E\x27\xAD\xFD\xBE\xEF\xD4\xE8\x01\x20\x00\x00\x50\x34\x02\x83\x5A\xDD\x00\x17\x91\x2D\x4A\x62\x06\xA4\x00\x00\x68\xF9\x25\xC0\x00\x40\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x07\xCE\x00\x14\x00\x00\xE9\xA6\xC8\x63\x68\xF9\x25\xC0\x68\xF9\x25\xC0\x20\x00\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x45\x69\x20\xD3\xBE\x2E\x5B\xC4\x9E\xE0\xDF\x82\x66\x64\x1D\x04\xAF\x74\x99\x4A\x3B\x0C\x35\xAA\x96\x35\x45\xBC\x0F\xFB\xB8\xBF\x6E\x66\x32\xDA\x9C\xC5\xF0\x26\x58\x65\x11\x2C\xC6\x47\x2E\xD3\xD4\xA6\x34\x41\x5F\x44\x8F\x86\x95\x1F\x6C\xAF\xF5\x5E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test79(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xBE4878E0), ('P4rIngress.bitmap_seq.seq', 0xEFAF6B68)], 11227)
        self.setRegisterValue('P4rIngress.rounds', 0xEFAF6B68, 11227)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x09), ('P4rIngress.count_exp.exponent', 0x00)], 11227)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 11227)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11227)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11227)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xBEDB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000501),
                gc.DataTuple('slot_count', 0x00001AFF),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2D99C124),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x030),
                gc.KeyTuple('src_addr', 0x63122A20),
                gc.KeyTuple('src_port', 0x9CDE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xBEDB),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x033D),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x63\x12\x2A\x20\x00\x00\x00\x00\x9C\xDE\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xBE\xDB\x00\x07\x2D\x99\xC1\x24\x06\xDA\x07\x00\xEF\xAF\x6B\x68\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x48\xF1\x57\x00\x5F\x4A\x1A\xFA\x7D\x6B\x51\x2F\x73\x6B\x4C\x92\xA0\x76\x62\xD7\xC1\x86\x83\x4B\xC9\x14\x00\xE1\xDE\xE0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x63\x12\x2A\x20\xBE\xEF\x9C\xDE\x01\x20\x00\x00\x50\x34\x02\x83\xBE\xDB\x00\x07\x2D\x99\xC1\x24\x06\xDA\x01\x00\xEF\xAF\x6B\x68\x00\x40\x00\x09\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2B\xDB\x03\x3D\x00\x00\xBE\x48\x78\xE0\xEF\xAF\x6B\x68\xEF\xAF\x6B\x68\x09\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x48\xF1\x57\x00\x5F\x4A\x1A\xFA\x7D\x6B\x51\x2F\x73\x6B\x4C\x92\xA0\x76\x62\xD7\xC1\x86\x83\x4B\xC9\x14\x00\xE1\xDE\xE0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test80(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6D09AB30), ('P4rIngress.bitmap_seq.seq', 0x274928D9)], 6605)
        self.setRegisterValue('P4rIngress.rounds', 0x274928D9, 6605)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x08), ('P4rIngress.count_exp.exponent', 0x00)], 6605)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 6605)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 6605)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 6605)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD224),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC7757BB4),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x027),
                gc.KeyTuple('src_addr', 0x2129A583),
                gc.KeyTuple('src_port', 0x69DB),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD224),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x0334),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x21\x29\xA5\x83\x00\x00\x00\x00\x69\xDB\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xD2\x24\x00\x0D\xC7\x75\x7B\xB4\x19\xCD\x00\x00\x27\x49\x28\xD9\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\x4E\xE8\x98\x2D\xD4\x2F\xBD\xFC\x0F\xE1\x4D\x16\x6D\x3D\x7C\x06\x8D\x18\xF5\x24\x7D\x98\x88\x4F\xA5\x4E\xE6\xFD\x16\xDA\x9D\xEF\xB2\xC9\xFD\xD3\xEA\xD3\x0F\xC8\xF9\xA2\x3A\x45\xD5\x7E\xD8\xC2\x4E\xEC\x2C\x58\x42\x3F\x98\xBB\x3B\xCB\x90\xBA\x53\x52\x86\x05\x2B\xAC\x18\x08\x4D\x2C\x36\x23\x7A\x6B\x42\x6D\xE6\x12\x90\x60\xA8\x20\xE0\xB9\xF7\xF2\xCE\x2B\x82\xCA\xD4\x23\x3C\xBD\xC2\xAC\x79\x2D\xF1\xDC\x4C\x6D\x16\xE8\x27\x71\xEE\xC3\x95\x6B\x9D\x57\x15\x2F\x15\xDC\x7F\xE7\x40\xB6\x41\x0E\x8B\x12\x00\x07\x8F\x32\x2F\x2B\x9A\x1A\xD7\x4D\xD3\x4D\xD5\x1C\x29\xCD\xD3\xA0\xC2\x1C\xE2\x99\xD8\xDF\x52\x3B\x6A\xE8\x3D\xE7\x39\x8F\x31\x84\x62\x02\xC3\x5C\x4E\xA1\xE3\xCD\x24\x02\x47\xBB\xB4\x74\xB8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x21\x29\xA5\x83\xBE\xEF\x69\xDB\x01\x20\x00\x00\x50\x34\x02\x83\xD2\x24\x00\x0D\xC7\x75\x7B\xB4\x19\xCD\x00\x00\x27\x49\x28\xD9\x00\x40\x00\x08\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x19\xCD\x03\x34\x00\x00\x6D\x09\xAB\x30\x27\x49\x28\xD9\x27\x49\x28\xD9\x08\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\x4E\xE8\x98\x2D\xD4\x2F\xBD\xFC\x0F\xE1\x4D\x16\x6D\x3D\x7C\x06\x8D\x18\xF5\x24\x7D\x98\x88\x4F\xA5\x4E\xE6\xFD\x16\xDA\x9D\xEF\xB2\xC9\xFD\xD3\xEA\xD3\x0F\xC8\xF9\xA2\x3A\x45\xD5\x7E\xD8\xC2\x4E\xEC\x2C\x58\x42\x3F\x98\xBB\x3B\xCB\x90\xBA\x53\x52\x86\x05\x2B\xAC\x18\x08\x4D\x2C\x36\x23\x7A\x6B\x42\x6D\xE6\x12\x90\x60\xA8\x20\xE0\xB9\xF7\xF2\xCE\x2B\x82\xCA\xD4\x23\x3C\xBD\xC2\xAC\x79\x2D\xF1\xDC\x4C\x6D\x16\xE8\x27\x71\xEE\xC3\x95\x6B\x9D\x57\x15\x2F\x15\xDC\x7F\xE7\x40\xB6\x41\x0E\x8B\x12\x00\x07\x8F\x32\x2F\x2B\x9A\x1A\xD7\x4D\xD3\x4D\xD5\x1C\x29\xCD\xD3\xA0\xC2\x1C\xE2\x99\xD8\xDF\x52\x3B\x6A\xE8\x3D\xE7\x39\x8F\x31\x84\x62\x02\xC3\x5C\x4E\xA1\xE3\xCD\x24\x02\x47\xBB\xB4\x74\xB8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

